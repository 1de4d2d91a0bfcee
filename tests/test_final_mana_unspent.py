"""Unspent mana (CR 106.4, 500.4): Electro, Assaulting Battery keeps red mana as
steps and phases end; Ozai, the Phoenix King turns the mana its controller would
lose into red mana (a replacement effect, CR 614.1a) and has flying and
indestructible while that player has six or more unspent mana
(manastack/mechanics/unspent_mana.py, manastack/cards/final_mana.py)."""

from manastack.core.kinds import ActionKind, DecisionKind, EventKind, KeywordName
from manastack.core.mana import ManaPool
from manastack.engine.objects import player_ref
from manastack.scenario import Scenario


def _pool(s: Scenario, player: int = 0) -> dict[str, int]:
    return s.game.players[player].pool.to_json()


def _float(s: Scenario, *lands: tuple[int, str]) -> None:
    for land, mana in lands:
        s.tap_for_mana(land, mana)


def _mana_lost(s: Scenario) -> list[int]:
    return [e["amount"] for e in s.game.events if e.kind == EventKind.MANA_LOST]


def test_mana_empties_as_a_step_ends_without_them():
    """CR 500.4: unspent mana empties at the end of each step and phase."""
    s = Scenario()
    mountain = s.battlefield(0, "Mountain")
    s.start()
    _float(s, (mountain, "R"))
    s.pass_until("beginning_of_combat")
    assert _pool(s) == {}
    assert _mana_lost(s) == [1]


def test_electro_keeps_red_mana_through_steps_and_turns_but_not_other_mana():
    """ "You don't lose unspent red mana as steps and phases end" (CR 106.4): the
    red mana stays into the next turn; the green mana empties."""
    s = Scenario()
    s.battlefield(0, "Electro, Assaulting Battery")
    mountain, forest = s.battlefield(0, "Mountain"), s.battlefield(0, "Forest")
    s.start()
    _float(s, (mountain, "R"), (forest, "G"))
    s.pass_until("beginning_of_combat")
    assert _pool(s) == {"R": 1}
    s.pass_until("upkeep", active=1)
    assert _pool(s) == {"R": 1}
    assert _mana_lost(s) == [1]


def test_electro_adds_red_mana_whenever_its_controller_casts_an_instant_or_sorcery():
    """ "Whenever you cast an instant or sorcery spell, add {R}": the trigger
    resolves before the spell and the mana stays (CR 603.3, 106.4)."""
    s = Scenario()
    s.battlefield(0, "Electro, Assaulting Battery")
    s.battlefield(0, "Mountain")
    bolt = s.hand(0, "Lightning Bolt")
    s.start()
    s.cast(bolt, targets=[player_ref(1)])
    s.resolve()
    assert _pool(s) == {"R": 1}
    s.resolve()
    assert s.life(1) == 17
    s.pass_until("end")
    assert _pool(s) == {"R": 1}


def test_electro_cast_trigger_ignores_creature_spells():
    s = Scenario()
    s.battlefield(0, "Electro, Assaulting Battery")
    s.lands(0, "Forest", 2)
    bears = s.hand(0, "Grizzly Bears")
    s.start()
    s.cast(bears)
    assert not s.game.stack[:-1]  # only the Bears: nothing triggered
    s.resolve()
    assert _pool(s) == {}


def _electro_dies(lands: int) -> Scenario:
    """Alice bolts her own Electro with ``lands`` Mountains: the cast trigger
    adds {R}, the Bolt kills Electro, and its leave trigger resolves."""
    s = Scenario()
    electro = s.battlefield(0, "Electro, Assaulting Battery")
    s.lands(0, "Mountain", lands)
    bolt = s.hand(0, "Lightning Bolt")
    s.start()
    s.cast(bolt, targets=[electro])
    s.resolve()  # the cast trigger: {R}
    s.resolve()  # the Bolt: Electro dies, and its leave trigger goes on the stack
    assert sorted(s.graveyard_names(0)) == ["Electro, Assaulting Battery", "Lightning Bolt"]
    s.resolve()
    return s


def test_electro_leaving_may_pay_x_and_when_it_does_deals_x_damage_to_target_player():
    """ "When Electro leaves the battlefield, you may pay {X}. When you do, he
    deals X damage to target player": X may be as much as can be paid (two
    Mountains and the floating {R}, CR 107.1c); the reflexive trigger targets
    once the mana is paid (CR 603.12a)."""
    s = _electro_dies(3)
    assert s.game.decision.kind == DecisionKind.MAY
    s.choose("pay")
    assert s.game.decision.kind == DecisionKind.X
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 1, 2, 3]
    s.choose(3)
    assert _pool(s) == {}
    assert s.game.stack  # the reflexive trigger
    s.act(ActionKind.TARGET, player_ref(1))
    s.resolve()
    assert s.life(1) == 17


def test_electro_leaving_declined_deals_no_damage():
    s = _electro_dies(1)
    s.choose("decline")
    assert not s.game.stack
    assert s.life(1) == 20 and _pool(s) == {"R": 1}


def test_ozai_turns_mana_that_would_be_lost_into_red_mana():
    """ "If you would lose unspent mana, that mana becomes red instead"
    (CR 614.1a): the mana stays in the pool as red mana, step after step; the
    opponent's mana still empties."""
    s = Scenario()
    s.battlefield(0, "Ozai, the Phoenix King")
    forest, island = s.battlefield(0, "Forest"), s.battlefield(0, "Island")
    opposing = s.battlefield(1, "Swamp")
    s.start()
    _float(s, (forest, "G"), (island, "U"))
    s.pass_until("beginning_of_combat")
    assert _pool(s) == {"R": 2}
    assert _mana_lost(s) == []
    s.pass_until("upkeep", active=1)
    assert _pool(s) == {"R": 2}
    _float(s, (opposing, "B"))  # Bob, holding priority in his upkeep
    s.pass_until("draw", active=1)
    assert _pool(s, 1) == {} and _pool(s) == {"R": 2}
    assert _mana_lost(s) == [1]


def test_ozai_keeps_firebending_mana_after_combat_as_red_mana():
    """Firebending 4's mana would empty as combat ends (CR 106.4 exception);
    Ozai keeps it as red mana into the second main phase."""
    s = Scenario()
    ozai = s.battlefield(0, "Ozai, the Phoenix King", sick=True)
    s.start()
    s.attack(ozai)  # haste: it attacks the turn it arrives
    s.resolve()  # firebending 4
    s.pass_until("main2")
    assert _pool(s) == {"R": 4}
    assert s.life(1) == 13


def test_ozai_has_flying_and_indestructible_only_with_six_or_more_unspent_mana():
    """ "Ozai has flying and indestructible as long as you have six or more
    unspent mana": the condition follows the pool as mana is added and spent
    (CR 611.3a)."""
    s = Scenario()
    ozai = s.battlefield(0, "Ozai, the Phoenix King")
    mountains = s.lands(0, "Mountain", 6)
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 1)
    s.start()

    def keywords() -> frozenset[str]:
        return s.game.chars(ozai).keywords

    _float(s, *((m, "R") for m in mountains[:5]))
    assert KeywordName.FLYING not in keywords()
    _float(s, (mountains[5], "R"))
    assert {KeywordName.FLYING, KeywordName.INDESTRUCTIBLE} <= set(keywords())
    s.act(ActionKind.CAST, bears, "normal")
    assert s.game.decision.kind == DecisionKind.PAY
    s.act(ActionKind.AUTOPAY)
    assert _pool(s) == {"R": 5}
    assert KeywordName.FLYING not in keywords()
    assert KeywordName.INDESTRUCTIBLE not in keywords()


def test_mana_that_becomes_red_keeps_its_restriction():
    """Ruling (as for Kruphix): mana that becomes another type as it would be
    lost keeps the restrictions it had (CR 106.6); firebending's lasting mana
    and mana kept until end of turn that would be lost become red too."""
    pool = ManaPool()
    pool.add("G", 2, restriction="lessons only")
    pool.add("U", 1)
    pool.add("R", 1, lasting=True)
    assert pool.empty(keep_lasting=False, keep_this_turn=False, becomes="R") == 0
    assert pool.restricted == {("R", "lessons only"): 2}
    assert pool.available()["R"] == 2 and pool.size == 4
