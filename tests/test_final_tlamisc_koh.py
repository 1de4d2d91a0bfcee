"""Koh, the Face Stealer: cards "exiled with" it (CR 607.2a, 406.6), and a layer-6
effect (CR 613.1f) giving it all activated and triggered abilities of the last
card chosen among them."""

from __future__ import annotations

from manastack import Action
from manastack.core.kinds import ActionKind, DecisionKind
from manastack.engine.objects import EXILE
from manastack.scenario import Scenario


def _koh_abilities(s: Scenario, koh: int) -> list[str]:
    return [type(a).__name__ for a in s.game.chars(koh).abilities]


def _activations(s: Scenario, koh: int) -> list[Action]:
    return [a for a in s.game.legal_actions() if a.kind == ActionKind.ACTIVATE and a.args[0] == koh]


def test_koh_exiles_up_to_one_other_creature_as_it_enters() -> None:
    """The enters trigger exiles the target; Koh itself is not a legal target."""
    s = Scenario()
    koh = s.hand(0, "Koh, the Face Stealer")
    s.lands(0, "Swamp", 6)
    ronin = s.battlefield(1, "Cursed Ronin")
    s.start(step="main1", active=0)
    s.cast(koh)
    s.resolve()
    options = [a.args[0] for a in s.game.legal_actions() if a.kind == ActionKind.TARGET]
    assert options == [ronin]
    s.game.act(Action(ActionKind.TARGET, (ronin,)))
    s.resolve()
    assert s.find("Cursed Ronin", EXILE)


def _koh_with_exiled() -> tuple[Scenario, int]:
    """Koh on the battlefield; the opponent's Cursed Ronin and Prodigal Sorcerer
    die (Lightning Bolts) and Koh's controller exiles both with Koh."""
    s = Scenario()
    koh = s.battlefield(0, "Koh, the Face Stealer")
    ronin = s.battlefield(1, "Cursed Ronin")
    sorcerer = s.battlefield(1, "Prodigal Sorcerer")
    bolts = s.hand(0, "Lightning Bolt", "Lightning Bolt")
    s.lands(0, "Mountain", 2)
    s.lands(0, "Swamp", 2)
    s.start(step="main1", active=0)
    assert isinstance(bolts, list)
    for bolt, victim in zip(bolts, (ronin, sorcerer), strict=True):
        s.cast(bolt, targets=[victim])
        s.resolve()  # the Bolt; the creature dies and Koh's trigger goes on the stack
        s.resolve()
        assert s.game.decision is not None and s.game.decision.kind == DecisionKind.MAY
        s.choose("yes")
    return s, koh


def test_another_nontoken_creature_that_dies_may_be_exiled_with_koh() -> None:
    """ "Whenever another nontoken creature dies, you may exile it"."""
    s, _ = _koh_with_exiled()
    assert s.find("Cursed Ronin", EXILE) and s.find("Prodigal Sorcerer", EXILE)
    assert s.graveyard_names(1) == []


def test_koh_has_the_activated_and_triggered_abilities_of_the_last_chosen_card() -> None:
    """CR 613.1f: before a choice Koh has only its own abilities; once the Cursed
    Ronin is chosen (paying 1 life) it has Ronin's "{B}: +1/+1" and bushido
    trigger, and its {B} ability pumps Koh; choosing the Prodigal Sorcerer later
    replaces them with the Sorcerer's "{T}: 1 damage"."""
    s, koh = _koh_with_exiled()
    own = _koh_abilities(s, koh)
    assert len(_activations(s, koh)) == 1  # pay 1 life
    s.game.act(_activations(s, koh)[0])
    s.resolve()
    choices = {s.game.objects[a.args[0]].card.name for a in s.game.legal_actions()}
    assert choices == {"Cursed Ronin", "Prodigal Sorcerer"}
    s.game.act(s.pick(lambda a: s.game.objects[a.args[0]].card.name == "Cursed Ronin"))
    assert s.life(0) == 19
    gained = _koh_abilities(s, koh)[len(own) :]
    assert sorted(gained) == ["Activated", "Triggered"]
    pump = [a for a in _activations(s, koh) if a.args[1] >= len(own)]
    assert len(pump) == 1
    s.game.act(pump[0])
    s.game.act(Action(ActionKind.AUTOPAY))
    s.resolve()
    assert s.pt(koh) == (7, 7)
    s.game.act(_activations(s, koh)[0])
    s.resolve()
    s.game.act(s.pick(lambda a: s.game.objects[a.args[0]].card.name == "Prodigal Sorcerer"))
    gained = s.game.chars(koh).abilities[len(own) :]
    assert [type(a).__name__ for a in gained] == ["Activated"]
    assert gained[0].cost.tap
