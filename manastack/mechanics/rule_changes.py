"""Rules changes of single cards, registered once like any mechanic: the
designations that link a card to the object that exiled it (Faceless Butcher,
CR 607.2a), a chosen name that can't be cast (Meddling Mage, CR 601.2a), and
playing lands and casting spells from the graveyard with cards that would go there
exiled instead (Yawgmoth's Will, CR 601.3, 305.1, 614.1a), and web-slinging given
to legendary coloured spells (Amazing Spider-Man)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind
from ..core.registry import Registry
from ..engine.layers import rule_change
from ..engine.model import Static
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, GameObject
from ..engine.ops import Op
from ..engine.timing import in_main_phase_with_empty_stack, may_play_another_land
from ..language.effects import Effect

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game


# ------------------------------------------------------------ linked exile
def _designate(game: Game, op: Op) -> None:
    obj = game.objects.get(op["obj"])
    if obj is not None and obj.zone == BATTLEFIELD:
        obj.designations = obj.designations | {op["add"]}
        game.touch_designations()


# ------------------------------------------------------------ Meddling Mage
MEDDLING = Static((), text="Spells with the chosen name can't be cast.")


def _named_cant_be_cast(game: Game, player: int, obj: GameObject, mode: Any) -> bool:
    """Meddling Mage: the spell's name as it would be cast — a face-down spell
    has none, so it can be cast face down (MOR-20)."""
    name = mode.face.name
    return bool(name) and f"named:{name}" in game.derived("meddling_names", _named_by_mages)


def _named_by_mages(game: Game, chars: dict) -> frozenset[str]:
    """The names chosen by permanents with Meddling Mage's ability."""
    return frozenset(
        mark
        for oid in game.battlefield
        if chars[oid].may_have(Static) and any(a is MEDDLING for a in chars[oid].abilities)
        for mark in game.objects[oid].designations
    )


# ------------------------------------------------------------ Yawgmoth's Will
WILL_KEY = "ce.yawgmoths_will"


@dataclass(frozen=True)
class YawgmothsWill(Effect):
    """ "Until end of turn, you may play lands and cast spells from your graveyard.
    If a card would be put into your graveyard from anywhere this turn, exile that
    card instead."  A rules-changing effect that ends at cleanup (CR 514.2)."""

    key: str = "effect.yawgmoths_will"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op(
                "effect",
                effect=rule_change(
                    game,
                    WILL_KEY,
                    ctx.source,
                    ctx.controller,
                    until="end_of_turn",
                ),
            )
        ]


def _will_active(game: Game, player: int) -> bool:
    for effect in game.effects:
        if effect.key == WILL_KEY and effect.controller == player:
            return True
    return False


def _cast_from_graveyard(game: Game, player: int) -> list[int]:
    return game.players[player].graveyard if _will_active(game, player) else []


def _lands_from_graveyard(game: Game, player: int) -> list[Action]:
    me = game.players[player]
    if (
        not in_main_phase_with_empty_stack(game, player)
        or not _will_active(game, player)
        or not may_play_another_land(game, player)
    ):
        return []
    return [
        Action(ActionKind.PLAY, (oid,))
        for oid in me.graveyard
        if "Land" in game.objects[oid].card.faces[0].types
    ]


def _exile_instead(game: Game, obj: GameObject, to: str) -> str:
    if to == GRAVEYARD and not obj.is_token and _will_active(game, obj.owner):
        return EXILE
    return to


# ------------------------------------------------------------ Amazing Spider-Man
AMAZING_GRANT = Static(
    (), text="Each legendary spell you cast that's one or more colors has web-slinging {G}{W}{U}."
)


def _amazing_grant(game: Game, player: int, face: Any) -> list[str]:
    """Amazing Spider-Man: each legendary spell of one or more colours its
    controller casts has web-slinging {G}{W}{U}."""
    if "Legendary" not in face.supertypes or not face.colours:
        return []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and any(a is AMAZING_GRANT for a in ch.abilities):
            return ["{G}{W}{U}"]
    return []


def register(rules: Registry) -> None:
    """The ``designate`` event, Meddling Mage's restriction and Yawgmoth's Will's
    permissions and replacement, Amazing Spider-Man's web-slinging grant."""
    rules.event_handlers.register("designate", _designate)
    rules.cast_restrictions.register(_named_cant_be_cast)
    rules.cast_permissions.register(_cast_from_graveyard)
    rules.special_actions.register(_lands_from_graveyard)
    rules.zone_redirects.register(_exile_instead)
    rules.web_slinging_grants.register(_amazing_grant)
