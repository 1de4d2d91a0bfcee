"""Casting from other places (CR 601.3, 118.9): the cards of
manastack/cards/late_casting.py."""

from manastack.core.actions import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.objects import GRAVEYARD
from manastack.mechanics.airbend import AIRBEND_MODE
from manastack.mechanics.mana_value_cost import MANA_VALUE_MODE
from manastack.scenario import Scenario


def _castable(s: Scenario, card: int) -> bool:
    return any(a.kind == ActionKind.CAST and a.args[0] == card for a in s.game.legal_actions())


def _playable(s: Scenario, card: int) -> bool:
    return Action(ActionKind.PLAY, (card,)) in s.game.legal_actions()


def _kanzashi(opponent_library: tuple[str, ...]) -> tuple[Scenario, int]:
    s = Scenario()
    kanzashi = s.battlefield(0, "Ornate Kanzashi")
    s.lands(0, "Forest", 4)
    s.library(0, "Plains", "Plains")
    s.library(1, *opponent_library)
    s.start()
    return s, kanzashi


def test_ornate_kanzashi_exiles_the_opponents_top_card_and_you_may_cast_it():
    """ "{2}, {T}: Target opponent exiles the top card of their library.  You may
    play that card this turn" (CR 601.3): the card comes from the opponent's
    library, not yours, and you cast it for its mana cost; it stays the
    opponent's card (CR 108.3) while you control the creature."""
    s, kanzashi = _kanzashi(("Grizzly Bears", "Plains"))
    s.activate(kanzashi, targets=["P1"]).resolve()
    bears = s.find("Grizzly Bears", "exile")
    assert s.game.objects[bears].owner == 1
    assert len(s.game.players[0].library) == 2  # your own library is untouched
    assert _castable(s, bears)
    s.cast(bears).resolve()
    creature = s.find("Grizzly Bears", "battlefield")
    assert s.game.chars(creature).controller == 0
    assert s.game.objects[creature].owner == 1


def test_ornate_kanzashi_exiled_land_is_your_land_play_and_only_this_turn():
    """A land exiled so may be played as your land play for the turn
    (CR 305.1-305.2); a nonland card not cast this turn may not be cast on a
    later turn (CR 514.2: the permission ends with the turn)."""
    s, kanzashi = _kanzashi(("Island",))
    s.activate(kanzashi, targets=["P1"]).resolve()
    island = s.find("Island", "exile")
    assert _playable(s, island)
    s.act("play", island)
    assert "Island" in s.battlefield_names(0)
    assert s.game.players[0].lands_played == 1

    s, kanzashi = _kanzashi(("Grizzly Bears", "Plains", "Plains"))
    s.activate(kanzashi, targets=["P1"]).resolve()
    bears = s.find("Grizzly Bears", "exile")
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    assert s.find("Grizzly Bears", "exile") == bears
    assert not _castable(s, bears)


def _casts_of(s: Scenario, card: int) -> set[str]:
    return {
        a.args[1] for a in s.game.legal_actions() if a.kind == ActionKind.CAST and a.args[0] == card
    }


def test_kentaro_casts_a_samurai_for_generic_mana_equal_to_its_mana_value():
    """Kentaro, the Smiling Cat: "You may pay {X} rather than pay the mana cost
    for Samurai spells you cast, where X is that spell's mana value" (CR 118.9):
    Samurai of the Pale Curtain ({W}{W}) is cast with two Mountains; a
    non-Samurai spell is not offered the way; the spell's mana value stays 2
    (CR 118.9c)."""
    s = Scenario()
    s.battlefield(0, "Kentaro, the Smiling Cat")
    s.lands(0, "Mountain", 2)
    samurai, bears = s.hand(0, "Samurai of the Pale Curtain", "Grizzly Bears")
    s.start()
    assert _casts_of(s, samurai) == {MANA_VALUE_MODE}  # no white mana for {W}{W}
    assert not _castable(s, bears)
    s.cast(samurai, how=MANA_VALUE_MODE)
    assert s.game.chars(s.find("Samurai of the Pale Curtain", "stack")).mana_value == 2
    s.resolve()
    assert "Samurai of the Pale Curtain" in s.battlefield_names(0)
    assert all(s.game.objects[m].tapped for m in s.game.find("Mountain", "battlefield"))


def test_kentaro_helps_only_its_controller():
    """The alternative cost is for spells "you cast": the opponent's Samurai gets
    none from your Kentaro, and a player without Kentaro has none (CR 118.9)."""
    s = Scenario()
    s.battlefield(0, "Kentaro, the Smiling Cat")
    s.lands(1, "Mountain", 2)
    retainer = s.hand(1, "Devoted Retainer")
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    s.pass_until("main1", active=1)
    assert _casts_of(s, retainer) == set()
    s = Scenario()
    s.lands(0, "Mountain", 2)
    retainer = s.hand(0, "Devoted Retainer")
    s.start()
    assert _casts_of(s, retainer) == set()


def _wrath_board() -> tuple[Scenario, dict[str, int]]:
    s = Scenario()
    ids = {
        "wrath": s.hand(0, "Avatar's Wrath"),
        "kept": s.battlefield(0, "Grizzly Bears"),
        "mine": s.battlefield(0, "Hill Giant"),
        "theirs": s.battlefield(1, "Grizzly Bears"),
        "their_hand": s.hand(1, "Hill Giant"),
    }
    s.lands(0, "Plains", 6)
    s.lands(1, "Mountain", 4)
    s.library(0, "Plains", "Plains", "Plains")
    s.library(1, "Plains", "Plains", "Plains")
    s.start()
    return s, ids


def test_avatars_wrath_airbends_all_but_the_chosen_creature_and_exiles_itself():
    """ "Choose up to one target creature, then airbend all other creatures ...
    Exile Avatar's Wrath": the target stays, every other creature is exiled and
    may be cast by its owner for {2} (CR 118.9); the sorcery goes to exile, not
    to the graveyard (CR 608.2n).  Its caster is not restricted: they cast
    their airbent Hill Giant from exile at once."""
    s, ids = _wrath_board()
    s.cast(ids["wrath"], targets=[ids["kept"]]).resolve()
    assert s.battlefield_names(0).count("Grizzly Bears") == 1
    assert "Hill Giant" not in s.battlefield_names(0)
    assert s.battlefield_names(1) == ["Mountain"] * 4
    assert s.find("Avatar's Wrath", "exile") and s.graveyard_names(0) == []
    giant = s.find("Hill Giant", "exile")
    assert _casts_of(s, giant) == {AIRBEND_MODE}
    s.cast(giant, how=AIRBEND_MODE).resolve()
    assert "Hill Giant" in s.battlefield_names(0)


def test_avatars_wrath_with_no_target_airbends_every_creature():
    """ "Up to one": with no target chosen, no creature is spared."""
    s, ids = _wrath_board()
    s.cast(ids["wrath"]).resolve()
    assert not any(s.game.chars(o).is_creature for o in s.game.battlefield)
    assert len(s.game.find("Grizzly Bears", "exile")) == 2


def test_avatars_wrath_opponents_cast_only_from_their_hands_until_your_next_turn():
    """ "Until your next turn, your opponents can't cast spells from anywhere
    other than their hands" (CR 601.3, 611.2a): on the opponent's turn their
    airbent Grizzly Bears can't be cast from exile while the Hill Giant in
    their hand can; once your next turn has begun, the bears can be cast."""
    s, ids = _wrath_board()
    s.cast(ids["wrath"], targets=[ids["kept"]]).resolve()
    s.pass_until("main1", active=1)
    bears = s.find("Grizzly Bears", "exile")
    assert _casts_of(s, bears) == set()
    assert _castable(s, ids["their_hand"])
    s.pass_until("main1", active=0)
    s.pass_until("main1", active=1)
    assert _casts_of(s, bears) == {AIRBEND_MODE}


def _toshiro(mountains: int) -> tuple[Scenario, dict[str, int]]:
    s = Scenario()
    ids = {
        "toshiro": s.battlefield(0, "Toshiro Umezawa"),
        "old_bolt": s.graveyard(0, "Lightning Bolt"),
        "bolt": s.hand(0, "Lightning Bolt"),
        "bears": s.battlefield(1, "Grizzly Bears"),
        "my_bears": s.battlefield(0, "Grizzly Bears"),
    }
    s.lands(0, "Mountain", mountains)
    s.library(0, "Plains", "Plains")
    s.library(1, "Plains", "Plains")
    s.start()
    return s, ids


def test_toshiro_casts_an_instant_from_your_graveyard_and_exiles_it_after():
    """Toshiro Umezawa: "Whenever a creature an opponent controls dies, you may
    cast target instant card from your graveyard.  If that spell would be put
    into a graveyard, exile it instead": the old Lightning Bolt is cast as the
    trigger resolves, its mana cost paid (CR 601.2f-h, 608.2g), and after it
    resolves it goes to exile, not the graveyard (CR 614.1a)."""
    s, ids = _toshiro(2)
    s.cast(ids["bolt"], targets=[ids["bears"]]).resolve()
    s.act("target", ids["old_bolt"])
    s.resolve()
    s.choose("yes")
    s.act("target", "P1")
    s.act("autopay")
    assert s.game.objects[s.find("Lightning Bolt", "stack")].cast_info.from_zone == GRAVEYARD
    s.resolve()
    assert s.life(1) == 17
    assert s.graveyard_names(0) == ["Lightning Bolt"]  # the one cast from the hand
    assert s.find("Lightning Bolt", "exile")
    assert all(s.game.objects[m].tapped for m in s.game.find("Mountain", "battlefield"))


def test_toshiro_asks_only_when_the_instant_can_be_cast_and_only_for_opponents():
    """Without mana for the instant's cost nothing is offered and the card
    stays in the graveyard; your own creature dying doesn't trigger it (the
    trigger's "a creature an opponent controls", read as it last existed,
    CR 603.10a)."""
    s, ids = _toshiro(1)
    s.cast(ids["bolt"], targets=[ids["bears"]]).resolve()
    s.act("target", ids["old_bolt"])
    s.resolve()
    assert s.game.stack == [] and s.graveyard_names(0).count("Lightning Bolt") == 2
    s, ids = _toshiro(2)
    s.cast(ids["bolt"], targets=[ids["my_bears"]]).resolve()
    assert s.game.stack == [] and s.game.decision.kind != DecisionKind.TARGET
