"""State-based actions (CR 704).

All applicable state-based actions are performed at once (CR 704.3).  The legend
rule asks a player to choose which legend to keep (CR 704.5j); under the
``rules="2004"`` profile every same-named legendary permanent goes instead,
whoever controls them (the Champions of Kamigawa rule, LEG-02).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..core.actions import Action
from ..core.kinds import ActionKind, CounterKind, DecisionKind, KeywordName
from ..core.registry import RULES
from .model import Enchant
from .objects import BATTLEFIELD, GRAVEYARD, STACK, Characteristics, GameObject
from .ops import Op, move
from .perform import change, change_now
from .steps import Step

if TYPE_CHECKING:
    from .game import Game


def check_state_based_actions(game: Game) -> bool | None:
    """Perform every applicable state-based action.  Returns True if any was
    performed, False if none, None if a player must first choose (legend rule)."""
    if game.sba_clean == game.version:
        return False  # nothing has changed since the last check found nothing
    groups = legend_groups(game)
    if groups and game.rules != "2004":
        game.push(LegendRuleChoice())
        return None
    ops = collect(game)
    if not ops:
        game.sba_clean = game.version
        return False
    if _perform_all(game, ops):
        return None  # the moves are pending (ApplyOps); check again after them
    return True


def collect(game: Game, keep: dict[tuple[Any, ...], int] | None = None) -> list[Op]:
    """The state-based actions that apply now, as ops (simultaneous)."""

    ops: list[Op] = []
    for p in game.players:
        if p.has_lost:
            continue
        if p.life <= 0:
            ops.append(Op("lose", player=p.index, reason="life"))  # 704.5a
        elif p.drew_from_empty:
            ops.append(Op("lose", player=p.index, reason="empty_library"))  # 704.5b
        elif p.poison >= 10:
            ops.append(Op("lose", player=p.index, reason="poison"))  # 704.5c
    for oid in game.tokens_elsewhere:
        if oid in game.objects:
            ops.append(Op("cease", obj=oid))  # 704.5d
    doomed: set[int] = set()
    objects = game.objects
    checked = game.derived("sba_permanents", _permanents_to_check)
    for oid, ch in checked.creatures:
        obj = objects[oid]
        t = ch.toughness or 0
        if t <= 0:
            ops.append(move(oid, GRAVEYARD, "sba_toughness"))  # 704.5f
            doomed.add(oid)
        elif (
            obj.damage >= t or obj.deathtouch_damage
        ) and KeywordName.INDESTRUCTIBLE not in ch.keywords:
            lethal = obj.damage >= t
            ops.append(move(oid, GRAVEYARD, "destroy", rule="704.5g" if lethal else "704.5h"))
            doomed.add(oid)
    for oid in checked.auras:
        if oid not in doomed and not _aura_legal(game, objects[oid]):
            ops.append(move(oid, GRAVEYARD, "sba_aura"))  # 704.5m
            doomed.add(oid)
    for oid in checked.equipment:
        obj = objects[oid]
        if obj.attached_to is not None and not _equipment_legal(game, obj):
            ops.append(Op("unattach", obj=oid))  # 704.5n
    for oid in game.battlefield:
        counters = objects[oid].counters
        if counters:
            plus, minus = counters.get(CounterKind.P1P1, 0), counters.get(CounterKind.M1M1, 0)
            if plus and minus:  # 704.5q
                n = min(plus, minus)
                ops.append(Op("counters", obj=oid, counter=CounterKind.P1P1, amount=-n))
                ops.append(Op("counters", obj=oid, counter=CounterKind.M1M1, amount=-n))
    for oid in _legend_losers(game, keep or {}):
        if oid not in doomed:
            ops.append(move(oid, GRAVEYARD, "legend_rule"))  # 704.5j
            doomed.add(oid)
    for extra in RULES.state_based_actions:
        ops.extend(extra(game))
    return ops


def _perform_all(game: Game, ops: list[Op]) -> bool:
    """Perform state-based actions together; True if zone changes were pushed as a
    step (they go through replacement effects) and are still to happen."""
    losers = [(op["player"], op["reason"]) for op in ops if op.kind == "lose"]
    if losers:  # CR 704.3: all at once, so everybody losing is a draw (CR 104.4a)
        game._lose_all(losers)
        if game.over:
            return False
    moves = []
    for op in ops:
        if op.kind == "lose":
            continue
        if op.kind == "move":
            moves.append(op)
        else:
            change_now(game, op)
        if game.over:
            return False
    if moves:  # through replacement effects ("exile it instead", CR 614.1a)
        change(game, moves)
        return True
    return False


class PermanentsToCheck(NamedTuple):
    creatures: list[tuple[int, Characteristics]]
    auras: list[int]
    equipment: list[int]
    legend_groups: list[tuple[int, str, list[int]]]


def _permanents_to_check(game: Game, chars: dict[Any, Any]) -> PermanentsToCheck:
    """What state-based actions look at on the battlefield: creatures (with
    their characteristics), Auras, Equipment, and groups of same-named
    legendary permanents one player controls (CR 704.5j; face-down permanents
    have no name and never count)."""
    creatures, auras, equipment = [], [], []
    legends: dict[tuple[int, str], list[int]] = {}
    legend_rule = True
    for oid in game.battlefield:
        ch = chars[oid]
        if KeywordName.NO_LEGEND_RULE in ch.keywords:
            legend_rule = False  # "The 'legend rule' doesn't apply" (Mirror Gallery)
        if ch.is_creature:
            creatures.append((oid, ch))
        subtypes = ch.subtypes
        if "Aura" in subtypes:
            auras.append(oid)
        elif "Equipment" in subtypes:
            equipment.append(oid)
        if "Legendary" in ch.supertypes and ch.name:
            legends.setdefault((ch.controller, ch.name), []).append(oid)
    groups = [
        (c, n, ids)
        for (c, n), ids in legends.items()
        if len(ids) > 1
        and legend_rule
        and not any(exempt(game, ids) for exempt in RULES.legend_rule_exemptions)
    ]
    return PermanentsToCheck(creatures, auras, equipment, groups)


def _aura_legal(game: Game, aura: GameObject) -> bool:
    """CR 303.4d: an Aura must be attached to an object it could enchant."""

    target = aura.attached_to
    if target is None or target not in game.objects or game.objects[target].zone != BATTLEFIELD:
        return False
    for ability in game.chars(aura).abilities:
        if isinstance(ability, Enchant):
            obj = game.objects[target]
            could_enchant = ability.target.objects
            assert could_enchant is not None, "Enchant names objects (CR 702.5a)"
            if not could_enchant(game, obj, game.chars(aura).controller):
                return False
            if game.protected_from(game.chars(obj), aura):
                return False
    return True


def _equipment_legal(game: Game, equipment: GameObject) -> bool:
    target = equipment.attached_to
    if target is None or target not in game.objects:
        return False
    obj = game.objects[target]
    return (
        obj.zone == BATTLEFIELD
        and game.chars(obj).is_creature
        and not game.protected_from(game.chars(obj), equipment)
    )


# ------------------------------------------------------------------ legend rule
def legend_groups(game: Game) -> list[tuple[int, str, list[int]]]:
    """Groups of same-named legendary permanents one player controls
    (CR 704.5j).  Face-down permanents have no name and never count."""
    checked: PermanentsToCheck = game.derived("sba_permanents", _permanents_to_check)
    return checked.legend_groups


def _legend_losers(game: Game, keep: dict[tuple[Any, ...], int]) -> list[int]:
    if game.rules == "2004":
        # LEG-02: all legendary permanents sharing a name go, whoever controls them
        by_name: dict[str, list[int]] = {}
        for oid in game.battlefield:
            ch = game.chars(oid)
            if "Legendary" in ch.supertypes and ch.name:
                by_name.setdefault(ch.name, []).append(oid)
        return [oid for ids in by_name.values() if len(ids) > 1 for oid in ids]
    losers = []
    for controller, name, ids in legend_groups(game):
        kept = keep.get((controller, name))
        losers += [oid for oid in ids if oid != kept]
    return losers


class LegendRuleChoice(Step):
    """CR 704.5j: each player with same-named legends chooses one to keep; then
    all state-based actions happen together."""

    __slots__ = ("keep",)

    def __init__(self) -> None:
        self.keep: dict[tuple[Any, ...], int] = {}

    def copy(self, memo: dict[int, Any]) -> LegendRuleChoice:
        new = LegendRuleChoice()
        new.keep = dict(self.keep)
        return new

    def _open(self, game: Game) -> tuple[int, str, list[int]] | None:
        for group in legend_groups(game):
            if (group[0], group[1]) not in self.keep:
                return group
        return None

    def run(self, game: Game) -> None:
        group = self._open(game)
        if group is not None:
            game.ask(
                group[0], DecisionKind.LEGEND_RULE, "prompt.legend_rule", (("name", group[1]),)
            )
            return
        game.pop(self)
        _perform_all(game, collect(game, self.keep))

    def options(self, game: Game) -> list[Action]:

        group = self._open(game)
        assert group is not None
        return [Action(ActionKind.CHOOSE, (oid,)) for oid in group[2]]

    def answer(self, game: Game, action: Action) -> None:
        group = self._open(game)
        assert group is not None
        self.keep[(group[0], group[1])] = action.args[0]


__all__ = ["LegendRuleChoice", "STACK", "check_state_based_actions"]
