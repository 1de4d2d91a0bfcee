"""The last Kamigawa cards (1): Hisoka's Guard, Time Stop, Uyo, Silent Prophet,
Sideswipe, Goblin Cohort, Sosuke's Summons and Waxmane Baku
(manastack/cards/final_kami.py)."""

import pytest
from invariants import json_round_trip, play_checked
from kamigawa_helpers import choose, yes

from manastack import Game, IllegalAction
from manastack.scenario import Scenario


def _attackers(s):
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}


# ------------------------------------------------------------- Hisoka's Guard
def _guard_shrouds(s):
    guard = s.battlefield(0, "Hisoka's Guard")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")  # not a creature Alice controls
    s.lands(0, "Island", 2)
    s.start()
    return guard, bears


def _to_the_next_untap_question(s):
    """Pass to Alice's next untap step, where she is asked about the Guard."""
    s.library(0, "Island")
    s.library(1, "Island")
    s.pass_until("main1", active=1)
    s.pass_until_decision("may")
    assert s.game.step == "untap" and s.game.active_player == 0


def test_hisokas_guard_gives_another_creature_you_control_shroud_while_tapped():
    s = Scenario()
    guard, bears = _guard_shrouds(s)
    s.act("activate", guard, 1)
    targets = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert targets == {bears}  # not the Guard itself
    s.act("target", bears)
    s.act("autopay")
    s.resolve()
    assert "shroud" in s.game.chars(bears).keywords


def test_hisokas_guard_shroud_ends_when_the_guard_untaps():
    s = Scenario()
    guard, bears = _guard_shrouds(s)
    s.activate(guard, 1, targets=[bears])
    s.resolve()
    _to_the_next_untap_question(s)
    yes(s)
    g = s.game
    assert not g.objects[guard].tapped
    assert "shroud" not in g.chars(bears).keywords


def test_hisokas_guard_may_stay_tapped_and_keep_the_shroud():
    s = Scenario()
    guard, bears = _guard_shrouds(s)
    s.activate(guard, 1, targets=[bears])
    s.resolve()
    _to_the_next_untap_question(s)
    choose(s, "no")
    g = s.game
    assert g.objects[guard].tapped
    assert "shroud" in g.chars(bears).keywords


# ------------------------------------------------------------------ Time Stop
def test_time_stop_exiles_the_stack_and_ends_the_turn():
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    stop = s.hand(1, "Time Stop")
    s.lands(1, "Island", 6)
    pupil = s.battlefield(0, "Budoka Pupil", counters={"ki": 2})
    s.library(0, "Island")
    s.library(1, "Island", "Island")
    s.start(step="main1", active=0)
    s.cast(bolt, targets=[bears])
    s.pass_priority()  # Bob gets priority with Bolt on the stack
    s.cast(stop)
    s.pass_priority(2)  # Time Stop resolves
    g = s.game
    assert not g.stack
    assert sorted(s.names(g.exile)) == ["Lightning Bolt", "Time Stop"]
    assert bears in g.battlefield  # the Bolt never resolved
    # the end step was skipped: the Pupil's flip trigger never asked
    assert g.active_player == 1 and g.step == "upkeep"
    assert not g.objects[pupil].flipped
    assert g.turn_number == 3


def test_time_stop_in_combat_removes_attackers_and_heals_damage():
    s = Scenario()
    ogre = s.battlefield(0, "Hill Giant")
    s.battlefield(1, "Grizzly Bears")
    stop = s.hand(1, "Time Stop")
    s.lands(1, "Island", 6)
    ray = s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    s.library(0, "Island")
    s.library(1, "Island", "Island")
    s.start(step="main1", active=0)
    s.attack(ogre)
    s.pass_until_decision("priority")
    s.pass_priority()  # Bob has priority in the declare attackers step
    s.cast(ray, targets=[ogre])
    s.resolve()
    assert s.game.objects[ogre].damage == 2
    s.pass_priority()  # Bob again
    s.cast(stop)
    s.pass_priority(2)
    g = s.game
    assert g.combat is None
    assert s.life(1) == 20  # no combat damage was dealt
    assert ogre in g.battlefield and g.objects[ogre].damage == 0  # damage wore off
    assert g.active_player == 1


def test_time_stop_pending_triggers_cease_to_exist_and_the_turn_still_ends():
    """CR 721.1a-b: an ability on the stack is exiled with the spells."""
    s = Scenario()
    stop = s.hand(0, "Time Stop")
    s.lands(0, "Island", 6)
    baku = s.battlefield(0, "Waxmane Baku")
    spirit = s.hand(0, "Kami of Ancient Law")
    s.lands(0, "Plains", 2)
    s.library(0, "Island")
    s.library(1, "Island")
    s.start()
    s.cast(spirit)
    assert len(s.game.stack) == 2  # Kami and the Baku's ki trigger
    s.cast(stop)
    s.pass_priority(2)
    g = s.game
    assert not g.stack
    assert s.names(g.exile) == ["Kami of Ancient Law", "Time Stop"]
    assert g.objects[baku].counters.get("ki", 0) == 0
    assert g.active_player == 1


# --------------------------------------------------------- Uyo, Silent Prophet
def test_uyo_copies_an_instant_returning_two_lands():
    s = Scenario()
    uyo = s.battlefield(0, "Uyo, Silent Prophet")
    islands = s.lands(0, "Island", 2)
    s.lands(0, "Plains", 2)
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1", active=1)
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    g = s.game
    spell = g.stack[-1]
    s.act("activate", uyo, 1)
    s.act("target", spell)
    while g.decision.kind != "priority":
        # return two lands: the Islands, the Plains pay {2}
        if g.decision.kind == "pay":
            s.act("autopay")
        else:
            choose(s, [o for o in islands if o in g.battlefield][0])
    assert s.hand_names(0) == ["Island", "Island"]
    s.pass_priority(2)  # the ability resolves: the copy's new target
    choose(s, bears)
    s.resolve_all()
    assert bears not in g.battlefield  # the copy hit the Bears
    assert s.life(0) == 17  # the original hit Alice


# ------------------------------------------------------------------ Sideswipe
def test_sideswipe_changes_the_target_of_an_arcane_spell():
    s = Scenario()
    ray = s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    mine = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Hill Giant")
    swipe = s.hand(0, "Sideswipe")
    s.lands(0, "Mountain", 2)
    s.start(step="main1", active=1)
    s.cast(ray, targets=[mine])
    s.pass_priority()
    s.cast(swipe, targets=[s.game.stack[-1]])
    s.pass_priority(2)
    options = [a.args[0] for a in s.game.legal_actions()]
    assert options[0] == mine  # the first keeps the target
    choose(s, theirs)
    s.resolve_all()
    assert mine in s.game.battlefield
    assert s.game.objects[theirs].damage == 2


def test_sideswipe_may_keep_the_targets():
    s = Scenario()
    ray = s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    mine = s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    swipe = s.hand(0, "Sideswipe")
    s.lands(0, "Mountain", 2)
    s.start(step="main1", active=1)
    s.cast(ray, targets=[mine])
    s.pass_priority()
    s.cast(swipe, targets=[s.game.stack[-1]])
    s.pass_priority(2)
    choose(s, mine)
    s.resolve_all()
    assert mine not in s.game.battlefield


def test_sideswipe_targets_only_arcane_spells():
    s = Scenario()
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    swipe = s.hand(0, "Sideswipe")
    s.lands(0, "Mountain", 2)
    s.start(step="main1", active=1)
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    assert not [a for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == swipe]


# -------------------------------------------------------------- Goblin Cohort
def test_goblin_cohort_cant_attack_without_a_creature_spell_this_turn():
    s = Scenario()
    cohort = s.battlefield(0, "Goblin Cohort")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1")
    s.pass_until_decision("attackers")
    assert _attackers(s) == {bears}
    with pytest.raises(IllegalAction):
        s.act("attack", cohort, "P1")


def test_goblin_cohort_attacks_after_its_controller_casts_a_creature_spell():
    s = Scenario()
    cohort = s.battlefield(0, "Goblin Cohort")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start(step="main1")
    s.cast(bears)
    s.resolve()
    s.pass_until_decision("attackers")
    assert cohort in _attackers(s)


def test_goblin_cohort_a_face_down_spell_is_a_creature_spell():
    """CR 708.2a: a face-down spell is a 2/2 creature spell."""
    s = Scenario()
    cohort = s.battlefield(0, "Goblin Cohort")
    commando = s.hand(0, "Skirk Commando")
    s.lands(0, "Mountain", 3)
    s.start(step="main1")
    s.cast(commando, how="morph")
    s.resolve()
    s.pass_until_decision("attackers")
    assert cohort in _attackers(s)


def test_goblin_cohort_needs_a_creature_spell_not_any_spell():
    s = Scenario()
    cohort = s.battlefield(0, "Goblin Cohort")
    s.battlefield(0, "Grizzly Bears")
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.cast(bolt, targets=["P1"])
    s.resolve()
    s.pass_until_decision("attackers")
    assert cohort not in _attackers(s)


def test_goblin_cohort_only_counts_this_turn():
    s = Scenario()
    cohort = s.battlefield(0, "Goblin Cohort")
    s.battlefield(0, "Hill Giant")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="main2", active=0)
    s.cast(bears)
    s.resolve()
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    s.pass_until_decision("attackers")
    assert cohort not in _attackers(s)


# ----------------------------------------------------------- Sosuke's Summons
def test_sosukes_summons_creates_two_snakes():
    s = Scenario()
    summons = s.hand(0, "Sosuke's Summons")
    s.lands(0, "Forest", 3)
    s.start()
    s.cast(summons)
    s.resolve()
    snakes = [o for o in s.game.battlefield if s.game.chars(o).name == "Snake"]
    assert len(snakes) == 2
    ch = s.game.chars(snakes[0])
    assert (ch.power, ch.toughness, ch.colours) == (1, 1, frozenset({"G"}))
    assert s.graveyard_names(0) == ["Sosuke's Summons"]


def test_sosukes_summons_returns_when_a_nontoken_snake_enters():
    s = Scenario()
    s.graveyard(0, "Sosuke's Summons")
    elder = s.hand(0, "Sakura-Tribe Elder")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(elder)
    s.resolve()  # the Elder, then its controller is asked about the Summons
    yes(s)
    assert s.hand_names(0) == ["Sosuke's Summons"]


def test_sosukes_summons_ignores_snake_tokens_and_other_creatures():
    s = Scenario()
    s.graveyard(0, "Sosuke's Summons")
    summons = s.hand(0, "Sosuke's Summons")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 5)
    s.start()
    s.cast(summons)
    s.resolve()
    s.cast(bears)
    s.resolve()
    assert not s.game.stack
    assert s.graveyard_names(0) == ["Sosuke's Summons", "Sosuke's Summons"]


# -------------------------------------------------------------- Waxmane Baku
def test_waxmane_baku_gets_ki_from_spirit_spells():
    s = Scenario()
    baku = s.battlefield(0, "Waxmane Baku")
    spirit = s.hand(0, "Kami of Ancient Law")
    s.lands(0, "Plains", 2)
    s.start()
    s.cast(spirit)
    s.resolve()
    yes(s)
    assert s.game.objects[baku].counters.get("ki") == 1


def test_waxmane_baku_taps_x_target_creatures():
    s = Scenario()
    baku = s.battlefield(0, "Waxmane Baku", counters={"ki": 3})
    s.battlefield(0, "Plains")
    a = s.battlefield(1, "Grizzly Bears")
    b = s.battlefield(1, "Hill Giant")
    s.start()
    s.act("activate", baku, 1)
    xs = [a_.args[0] for a_ in s.game.legal_actions()]
    assert xs == [0, 1, 2, 3]  # at most the ki counters there are
    s.act("choose", 2)
    s.act("target", a)
    s.act("target", b)
    s.act("autopay")
    s.resolve()
    g = s.game
    assert g.objects[a].tapped and g.objects[b].tapped
    assert g.objects[baku].counters.get("ki") == 1


# ------------------------------------------------------------ random play
LAST_CARDS = [
    "Hankyu",
    "Hisoka's Guard",
    "Imi Statue",
    "Moonring Mirror",
    "Shell of the Last Kappa",
    "Shimatsu the Bloodcloaked",
    "Sideswipe",
    "Time Stop",
    "Uba Mask",
    "Uyo, Silent Prophet",
    "Goblin Cohort",
    "Sosuke's Summons",
    "Waxmane Baku",
]


@pytest.mark.parametrize("seed", range(4))
def test_random_games_with_the_last_kamigawa_cards_keep_invariants(seed):
    """Two random agents play piles of these cards (with Arcane spells and Snakes
    for them to act on); the zones, views (face-down exile hidden), copies and
    replays stay consistent."""
    others = ["Glacial Ray", "Lightning Bolt", "Sakura-Tribe Elder", "Kami of Ancient Law"]
    lands = ["Island", "Mountain", "Forest", "Plains"]
    deck = LAST_CARDS * 2 + others * 2 + lands * 4
    game = Game([deck, list(reversed(deck))], seed=seed)
    play_checked(game, seed, view_rate=0.2, copy_rate=0.05)
    json_round_trip(game)
