"""Behaviour of the cards of manastack/cards/late_misc.py, through the scenario
harness: coin flips (CR 705)."""

from __future__ import annotations

import random

from manastack.scenario import Scenario


class _Coin(random.Random):
    """The game's random source with a coin that always lands the same way:
    ``random()`` below one half wins the flip (CR 705.2)."""

    def __init__(self, won: bool) -> None:
        super().__init__(0)
        self.won = won

    def random(self) -> float:
        return 0.25 if self.won else 0.75


def _coin_flips(s: Scenario) -> list[tuple[int, bool]]:
    return [(e["player"], e["won"]) for e in s.game.events if e.kind == "coin_flip"]


# ------------------------------------------------------------- Skittish Valesk
def _valesk_at_upkeep(won: bool) -> tuple[Scenario, int]:
    s = Scenario()
    valesk = s.battlefield(0, "Skittish Valesk")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="main2", active=1)
    s.game.rng = _Coin(won)
    s.pass_until("upkeep", active=0)
    s.resolve()
    return s, valesk


def test_skittish_valesk_turns_face_down_when_the_flip_is_lost():
    """CR 705.2, 708.2a: lost, the Valesk is a face-down 2/2 with no name."""
    s, valesk = _valesk_at_upkeep(won=False)
    assert s.game.objects[valesk].face_down
    chars = s.game.chars(valesk)
    assert (chars.power, chars.toughness, chars.name) == (2, 2, "")
    assert _coin_flips(s) == [(0, False)]


def test_skittish_valesk_stays_face_up_when_the_flip_is_won():
    """CR 705.2: won, nothing happens; the flip is announced either way."""
    s, valesk = _valesk_at_upkeep(won=True)
    assert not s.game.objects[valesk].face_down
    assert s.game.chars(valesk).power == 5
    assert _coin_flips(s) == [(0, True)]
    assert "Alice wins a coin flip." in s.game.log(0)
    assert "Alice vince un lancio di moneta." in s.game.log(1, lang="it")


def test_skittish_valesk_flips_only_in_its_controllers_upkeep():
    """CR 503.1a: "your upkeep"."""
    s = Scenario()
    valesk = s.battlefield(0, "Skittish Valesk")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="main2", active=0)
    s.game.rng = _Coin(False)
    s.pass_until("upkeep", active=1)
    s.resolve_all()
    assert _coin_flips(s) == [] and not s.game.objects[valesk].face_down


# ------------------------------------------------------------------ Risky Move
def _risky_move_passes_to_bob(won: bool, bob_creature: bool = True) -> tuple[Scenario, int, int]:
    """Alice controls Risky Move; Bob's upkeep begins and its trigger resolves."""
    s = Scenario()
    move = s.battlefield(0, "Risky Move")
    s.battlefield(0, "Grizzly Bears")
    ogre = s.battlefield(1, "Hill Giant") if bob_creature else 0
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="main2", active=0)
    s.game.rng = _Coin(won)
    s.pass_until("upkeep", active=1)
    s.resolve()
    return s, move, ogre


def test_risky_move_goes_to_the_player_whose_upkeep_it_is():
    """ "At the beginning of each player's upkeep, that player gains control" (CR 613.1b)."""
    s, move, _ = _risky_move_passes_to_bob(won=True)
    assert s.game.chars(move).controller == 1
    assert s.game.stack, "gaining it from Alice triggers its second ability"


def test_risky_move_lost_flip_gives_the_chosen_creature_to_the_opponent():
    """CR 705.2, 613.1b: Bob chooses a creature he controls; he loses the flip,
    and Alice gains control of it for good."""
    s, _, giant = _risky_move_passes_to_bob(won=False)
    s.resolve()
    assert s.game.decision.kind == "choose_creature"
    assert s.game.decision.player == 1
    offered = {a.args[0] for a in s.game.legal_actions()}
    assert offered == {giant}  # only Bob's own creatures
    s.choose(giant)
    s.resolve_all()
    assert s.game.chars(giant).controller == 0
    assert _coin_flips(s) == [(1, False)]
    s.pass_until("upkeep", active=0)  # still Alice's a turn later
    assert s.game.chars(giant).controller == 0


def test_risky_move_won_flip_keeps_the_creature():
    s, _, giant = _risky_move_passes_to_bob(won=True)
    s.resolve()
    s.choose(giant)
    s.resolve_all()
    assert s.game.chars(giant).controller == 1
    assert _coin_flips(s) == [(1, True)]


def test_risky_move_without_a_creature_still_flips_and_changes_nothing():
    s, move, _ = _risky_move_passes_to_bob(won=False, bob_creature=False)
    s.resolve_all()
    assert _coin_flips(s) == [(1, False)]
    assert [s.game.chars(o).controller for o in s.game.battlefield] == [1, 0]


def test_risky_move_does_not_trigger_when_its_controller_gains_it_again():
    """ "From another player": Alice's own upkeep gives it to her again, no flip."""
    s = Scenario()
    move = s.battlefield(0, "Risky Move")
    s.battlefield(0, "Grizzly Bears")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="main2", active=1)
    s.game.rng = _Coin(False)
    s.pass_until("upkeep", active=0)
    s.resolve_all()
    assert s.game.chars(move).controller == 0
    assert _coin_flips(s) == [] and not s.game.stack


# -------------------------------------------------------------- Words of Waste
def test_words_of_waste_the_opponent_chooses_a_discard_as_the_draw_is_replaced():
    """CR 614.1a, 701.8a: the first of two draws becomes Bob's discard, of the
    card Bob chooses then; the second draw happens after it."""
    s = Scenario()
    words = s.battlefield(0, "Words of Waste")
    s.lands(0, "Swamp", 1)
    counsel = s.hand(0, "Counsel of the Soratami")
    s.lands(0, "Island", 3)
    forest = s.hand(1, "Forest")
    ogre = s.hand(1, "Hill Giant")
    s.library(0, "Island", "Swamp", "Plains")
    s.start()
    s.activate(words).resolve()
    s.cast(counsel).resolve()
    assert s.game.decision.kind == "discard" and s.game.decision.player == 1
    assert {a.args[0] for a in s.game.legal_actions()} == {ogre, forest}
    s.choose(ogre)
    s.resolve_all()
    assert s.graveyard_names(1) == ["Hill Giant"] and s.hand_names(1) == ["Forest"]
    assert s.hand_names(0) == ["Island"]  # one draw, not two
    assert len(s.game.players[0].library) == 2


def test_words_of_waste_replaces_the_draw_step_draw_even_with_nothing_to_discard():
    """CR 504.1, 614.1a: the draw is replaced; Bob, with no cards, discards none."""
    s = Scenario()
    words = s.battlefield(0, "Words of Waste")
    s.lands(0, "Swamp", 1)
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="upkeep")
    s.activate(words).resolve()
    s.pass_until("main1", active=0)
    assert s.hand_names(0) == [] and len(s.game.players[0].library) == 2


# --------------------------------------------------------------- Words of Wind
def test_words_of_wind_each_player_returns_a_permanent_of_their_choice():
    """CR 614.1a, 101.4: instead of drawing, Alice then Bob each choose a
    permanent they control; both return to their owners' hands."""
    s = Scenario()
    words = s.battlefield(0, "Words of Wind")
    s.lands(0, "Island", 1)
    bears = s.battlefield(0, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    bob_land = s.battlefield(1, "Forest")
    s.library(0, "Island", "Island")
    s.library(1, "Island", "Island")
    s.start(step="upkeep")
    s.activate(words).resolve()
    s.pass_priority(2)  # to the draw step: the draw is replaced
    assert s.game.decision.player == 0
    assert {a.args[0] for a in s.game.legal_actions()} == set(s.game.battlefield) - {
        giant,
        bob_land,
    }
    s.choose(bears)
    assert s.game.decision.player == 1
    assert {a.args[0] for a in s.game.legal_actions()} == {giant, bob_land}
    s.choose(giant)
    s.pass_until("main1", active=0)
    assert s.hand_names(0) == ["Grizzly Bears"] and s.hand_names(1) == ["Hill Giant"]
    assert s.battlefield_names(1) == ["Forest"] and len(s.game.players[0].library) == 2


# -------------------------------------------------- Tomorrow, Azami's Familiar
def test_tomorrow_each_draw_becomes_look_at_three_keep_one_rest_on_the_bottom():
    """CR 614.1a, 401.4: both draws of a "draw two" are replaced, each looking
    at the top three as it happens; the rest go to the bottom."""
    s = Scenario()
    s.battlefield(0, "Tomorrow, Azami's Familiar")
    counsel = s.hand(0, "Counsel of the Soratami")
    s.lands(0, "Island", 3)
    names = ("Island", "Swamp", "Plains", "Forest", "Mountain")
    card = dict(zip(reversed(names), s.library(0, *names), strict=True))
    s.start()
    s.cast(counsel).resolve()
    assert s.game.decision.kind == "choose_card"
    assert {a.args[0] for a in s.game.legal_actions()} == {card[n] for n in names[:3]}
    s.choose(card["Swamp"])
    assert s.game.decision.kind == "bottom_order"
    s.choose(card["Plains"])
    assert s.hand_names(0) == ["Swamp"]  # the second draw is replaced too
    offered = {a.args[0] for a in s.game.legal_actions()}
    assert {card["Forest"], card["Mountain"]} < offered and card["Swamp"] not in offered
    s.choose(card["Forest"])
    assert s.game.decision.kind == "bottom_order"
    s.choose(card["Mountain"])
    s.resolve_all()
    assert sorted(s.hand_names(0)) == ["Forest", "Swamp"]
    library = [s.game.objects[c].card.name for c in s.game.players[0].library]
    assert sorted(library) == ["Island", "Mountain", "Plains"]


def test_tomorrow_replaces_only_its_controllers_draws():
    s = Scenario()
    s.battlefield(0, "Tomorrow, Azami's Familiar")
    s.library(0, "Island", "Island")
    s.library(1, "Swamp", "Island", "Plains", "Forest")
    s.start(step="upkeep", active=1)
    s.pass_until("main1", active=1)
    assert s.hand_names(1) == ["Swamp"]
    top_first = [s.game.objects[c].card.name for c in reversed(s.game.players[1].library)]
    assert top_first == ["Island", "Plains", "Forest"]  # a plain draw: nothing looked at
