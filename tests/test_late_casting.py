"""Casting from other places (CR 601.3, 118.9): the cards of
manastack/cards/late_casting.py."""

from manastack.core.actions import Action
from manastack.core.kinds import ActionKind
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
