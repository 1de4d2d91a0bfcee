"""The Rise of Sozin, a transforming Saga (CR 714, 712; SAGA-02): I destroys all
creatures; II names a card and exiles up to four cards with that name from the
target opponent's graveyard, hand and library (CR 201.3, 701.19); III returns it
as Fire Lord Sozin, whose combat damage lets its controller pay {X} and, when they
do, put creature cards with total mana value X or less from that player's
graveyard onto the battlefield (CR 603.12, 115.1, 202.3)."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.objects import BATTLEFIELD, EXILE
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    """Resolve the stack, choosing the only opponent as a target when asked."""
    g = s.game
    while g.decision is not None and g.stack:
        if g.decision.kind == DecisionKind.TARGET:
            g.act(s.pick(lambda a: a.kind == ActionKind.TARGET))
        elif g.decision.kind == DecisionKind.PRIORITY:
            g.act(Action(ActionKind.PASS))
        else:
            return


def _libraries(s: Scenario) -> None:
    s.library(0, "Swamp", "Swamp", "Swamp", "Swamp")
    s.library(1, "Island", "Island", "Island", "Island")


def test_chapter_one_destroys_all_creatures() -> None:
    """Chapter I as the Saga enters: every creature, both players', is destroyed."""
    s = Scenario()
    saga = s.hand(0, "The Rise of Sozin")
    s.lands(0, "Swamp", 6)
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.start(step="main1", active=0)
    s.cast(saga)
    _settle(s)
    assert not any(s.game.chars(o).is_creature for o in s.game.battlefield)
    assert s.graveyard_names(0) == ["Grizzly Bears"] and s.graveyard_names(1) == ["Hill Giant"]
    assert s.game.objects[s.find("The Rise of Sozin", BATTLEFIELD)].counters["lore"] == 1


def test_chapter_two_exiles_up_to_four_cards_with_the_chosen_name() -> None:
    """CR 201.3, 701.19: the name is chosen as the chapter resolves; up to four
    Grizzly Bears are found among the opponent's graveyard, hand and library and
    exiled (the fifth stays); that player's library is shuffled."""
    s = Scenario()
    s.battlefield(0, "The Rise of Sozin", counters={"lore": 1})
    s.graveyard(1, "Grizzly Bears")
    s.hand(1, "Grizzly Bears", "Hill Giant")
    s.library(0, "Swamp", "Swamp")
    s.library(1, "Grizzly Bears", "Island", "Grizzly Bears", "Grizzly Bears", "Island")
    s.start(step="draw", active=0)
    s.pass_until("main1", active=0)
    _settle(s)
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.CARD_NAME
    assert {"Grizzly Bears", "Island", "Hill Giant"} <= set(
        a.args[0] for a in s.game.legal_actions()
    )
    s.choose("Grizzly Bears")
    for _ in range(4):
        assert s.game.decision.kind == DecisionKind.EXTRACT
        s.game.act(s.pick(lambda a: a.args[0] != "done"))
    _settle(s)
    assert len(s.game.find("Grizzly Bears", EXILE)) == 4
    left = [c for c in s.game.find("Grizzly Bears") if s.game.objects[c].zone != EXILE]
    assert len(left) == 1
    assert s.hand_names(1).count("Hill Giant") == 1


def test_chapter_three_returns_it_as_fire_lord_sozin() -> None:
    """CR 714.4, 712, SAGA-02: exiled and returned transformed, not sacrificed:
    a legendary 5/5 black Human Noble with menace."""
    s = Scenario()
    saga = s.battlefield(0, "The Rise of Sozin", counters={"lore": 2})
    _libraries(s)
    s.start(step="draw", active=0)
    s.pass_until("main1", active=0)
    _settle(s)
    sozin = s.find("Fire Lord Sozin", BATTLEFIELD)
    ch = s.game.chars(sozin)
    assert sozin != saga and s.pt(sozin) == (5, 5)
    assert "Legendary" in ch.supertypes and {"Human", "Noble"} <= set(ch.subtypes)
    assert "menace" in ch.keywords and ch.colours == frozenset({"B"})
    assert "The Rise of Sozin" not in s.graveyard_names(0)


def test_fire_lord_sozin_pays_x_to_take_creature_cards_of_total_mana_value_x() -> None:
    """Sozin attacks (firebending 3 adds {R}{R}{R}) and deals combat damage; its
    controller pays X = 4 with that mana and a Swamp; when they do, creature
    cards from that player's graveyard with total mana value 4 or less are
    targeted: after one Grizzly Bears (2) the Hill Giant (4) no longer fits, the
    second Bears does; both enter under Sozin's controller's control."""
    s = Scenario()
    s.battlefield(0, "The Rise of Sozin", counters={"lore": 2})
    s.lands(0, "Swamp", 1)
    s.graveyard(1, "Grizzly Bears", "Hill Giant", "Grizzly Bears", "Island")
    _libraries(s)
    s.start(step="draw", active=0)
    s.pass_until("main1", active=0)
    _settle(s)
    sozin = s.find("Fire Lord Sozin", BATTLEFIELD)
    s.pass_until("main1", active=1).pass_until("main1", active=0)
    s.attack(sozin)
    _settle(s)  # firebending's mana
    s.pass_until_decision(DecisionKind.MAY)
    assert s.life(1) == 15
    s.choose("pay")
    assert s.game.decision.kind == DecisionKind.X
    assert max(a.args[0] for a in s.game.legal_actions()) == 4  # {R}{R}{R} and a Swamp
    s.choose(4)
    assert s.game.decision is not None and s.game.decision.kind == DecisionKind.TARGET
    bears = [
        c for c in s.game.players[1].graveyard if s.game.objects[c].card.name == "Grizzly Bears"
    ]
    giant = s.game.find("Hill Giant")[0]
    offered = {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.TARGET}
    assert offered == {*bears, giant}  # creature cards only: not the Island
    s.game.act(Action(ActionKind.TARGET, (bears[0],)))
    offered = {a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.TARGET}
    assert offered == {bears[1]}
    s.game.act(Action(ActionKind.TARGET, (bears[1],)))
    _settle(s)
    mine = [o for o in s.game.battlefield if s.game.chars(o).name == "Grizzly Bears"]
    assert len(mine) == 2 and all(s.game.chars(o).controller == 0 for o in mine)
    assert s.graveyard_names(1) == ["Hill Giant", "Island"]
