"""Prevention effects (CR 615), one mechanism for all of them.

One-shot effects leave a shield in ``game.shields`` for the turn (CR 615.3):

* "prevent the next N damage that would be dealt to <target> this turn", "prevent
  all damage that would be dealt to <target> this turn", "prevent all damage that
  would be dealt by creatures this turn", optionally "you gain life equal to the
  damage prevented this way": :class:`PreventDamage` (Battlefield Medic, Daru
  Healer, Candles' Glow, Ethereal Haze);
* "prevent all damage <source> would deal this turn": :class:`PreventDamageFrom`;
* "the next time a creature of the chosen type would deal damage to you this
  turn, prevent that damage": :class:`PreventNextFromType` (Circle of Solace).

Static abilities prevent too: the :class:`PreventsDamageTo` ability ("prevent all
combat damage that would be dealt to <objects>", General's Kabuto) and any
``"damage"`` :class:`Replacement` whose effect is :func:`prevent_damage`
(Sandskin).

Each applicable shield or ability is a replacement of the damage event (CR 615.1a;
the affected player orders them, CR 616.1): the event becomes a ``prevent`` event
whose handler uses the shield up as it prevents (CR 615.7), notes what was
prevented, gives the life, and deals the rest.  Damage that "can't be prevented"
is left alone (CR 615.12).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind
from ..core.registry import Registry
from ..engine.effect import Choice, Shield
from ..engine.model import Ability, Replacement
from ..engine.objects import BATTLEFIELD, is_player_ref, player_of, player_ref
from ..engine.ops import Op
from ..engine.perform import change_now
from ..engine.selectors import Applies
from ..engine.targets import TargetSpec
from ..language.effects import Amount, Effect, amount_of

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import GameObject

PREVENT_NEXT = "prevent_next"  # the shield kinds
PREVENT_FROM = "prevent_from"
PREVENT_FROM_TYPE = "prevent_from_type"
REDIRECT = "redirect"
PREVENT_OP = "prevent"  # the event a damage event becomes


@dataclass(frozen=True, slots=True)
class PreventNextShield(Shield):
    """Damage to ``ref`` (a permanent's id or a player's ``"P0"``; any recipient
    if ``None``) this turn is prevented: the next ``amount`` of it (all if
    ``None``), only damage dealt by creatures with ``from_creatures``;
    ``gain_life`` is the player who gains life equal to the damage prevented;
    only combat damage with ``combat_only``.  ``serial`` tells two shields apart."""

    ref: Any = None
    amount: int | None = 0
    serial: int = 0
    from_creatures: bool = False
    gain_life: int | None = None
    combat_only: bool = False


@dataclass(frozen=True, slots=True)
class PreventFromShield(Shield):
    """All damage the object ``source`` would deal this turn is prevented."""

    source: int = 0
    serial: int = 0


@dataclass(frozen=True, slots=True)
class PreventFromTypeShield(Shield):
    """The next time a creature of ``creature_type`` would deal damage to
    ``player`` this turn, that damage is prevented (Circle of Solace)."""

    player: int = 0
    creature_type: str = ""
    serial: int = 0


@dataclass(frozen=True)
class PreventNextFromType(Effect):
    """ "The next time a creature of the chosen type would deal damage to you
    this turn, prevent that damage": ``kind(game, ctx)`` is the type."""

    kind: Callable[[Game, Context], str | None]
    key: str = "effect.prevent_next_from_type"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        chosen = self.kind(game, ctx)
        if chosen is None:
            return []
        shield = PreventFromTypeShield(
            PREVENT_FROM_TYPE,
            game.turn_number,
            player=ctx.controller,
            creature_type=chosen,
            serial=game.next_timestamp(),
        )
        return [Op("shield", shield=shield)]


@dataclass(frozen=True)
class PreventDamage(Effect):
    """ "Prevent the next ``amount`` damage (all of it if ``None``) that would be
    dealt to <to> this turn" (``to`` ``None``: to anything); with
    ``from_creatures`` only damage dealt by creatures ("prevent all damage that
    would be dealt by creatures this turn"); with ``gain_life`` "you gain life
    equal to the damage prevented this way"; with ``combat_only`` only combat
    damage ("prevent all combat damage that would be dealt to ...").  ``to`` is
    a target slot or a function ``(game, ctx)`` naming ids and player refs as
    it resolves ("each creature and each player").  With ``to_you`` the damage is dealt to you
    instead (Vassal's Duty: a redirection, CR 614.9)."""

    to: TargetSpec | Callable[[Game, Context], list[Any]] | None = None
    amount: Amount | None = None
    from_creatures: bool = False
    gain_life: bool = False
    to_you: bool = False
    combat_only: bool = False
    key: str = "effect.prevent_damage"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.to,) if isinstance(self.to, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        n = None if self.amount is None else amount_of(self.amount, game, ctx)
        if n is not None and n <= 0:
            return []
        refs: list[Any] = [None]
        if isinstance(self.to, TargetSpec):
            refs = list(game.still_legal(ctx, self.to, part))
        elif self.to is not None:
            refs = list(self.to(game, ctx))
        if self.to_you:
            return [
                Op(
                    "shield",
                    shield=RedirectShield(
                        REDIRECT,
                        game.turn_number,
                        protects=ref,
                        amount=n,
                        to=player_ref(ctx.controller),
                        serial=game.next_timestamp(),
                    ),
                )
                for ref in refs
            ]
        return [
            Op(
                "shield",
                shield=PreventNextShield(
                    PREVENT_NEXT,
                    game.turn_number,
                    ref=ref,
                    amount=n,
                    serial=game.next_timestamp(),
                    from_creatures=self.from_creatures,
                    gain_life=ctx.controller if self.gain_life else None,
                    combat_only=self.combat_only,
                ),
            )
            for ref in refs
        ]


YOURS = "yours"  # "you and/or creatures you control"


@dataclass(frozen=True, slots=True)
class RedirectShield(Shield):
    """The next ``amount`` damage (all of the next damage event, if ``None``) that
    ``source`` (any source, if ``None``) would deal to what ``protects`` names is
    dealt to ``to`` instead (CR 614.9).  ``protects`` is an object id or a player
    ref, ``(YOURS, player)`` for "you and/or creatures you control", a frozenset of
    ids and player refs for "this creature and/or you", or ``None`` for anything."""

    protects: Any = None
    source: int | None = None
    amount: int | None = None
    to: Any = None
    serial: int = 0

    def matches(self, game: Game, op: Op) -> bool:
        if self.source is not None and self.source != op["source"]:
            return False
        target, protects = op["target"], self.protects
        if isinstance(protects, frozenset):  # "this creature and/or you"
            return target in protects
        if isinstance(protects, tuple):  # (YOURS, player)
            player = protects[1]
            if is_player_ref(target):
                return bool(player_of(target) == player)
            obj = game.objects.get(target)
            return (
                obj is not None
                and game.chars(obj).is_creature
                and (game.chars(obj).controller == player)
            )
        return protects is None or protects == target


@dataclass(frozen=True)
class Redirect(Effect):
    """ "The next ``amount`` damage [that a source of your choice would deal] to
    <protected> this turn is dealt to <to> instead" (CR 614.9).  ``protects(game,
    ctx)`` names what is protected (an id, a player ref, ``(YOURS, player)`` or a
    frozenset of ids and player refs);
    ``to`` is a target slot or ``protects``-like function; ``amount`` ``None`` is
    "the next time ... would deal damage"."""

    protects: Callable[[Game, Context], Any]
    to: TargetSpec | Callable[[Game, Context], Any]
    amount: Amount | None = None
    choose_source: bool = False
    key: str = "effect.redirect"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.to,) if isinstance(self.to, TargetSpec) else ()

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        source = None
        if self.choose_source:
            answer = ctx.answers.get(key)
            if not answer:
                sources = tuple(game.battlefield) + tuple(
                    o for o in game.stack if o != ctx.stack_id
                )
                if not sources:  # no object could deal damage: nothing to redirect
                    return []
                return Choice(
                    ctx.controller,
                    DecisionKind.CHOOSE_CARD,
                    "prompt.choose_source",
                    sources,
                    key=key,
                )
            source = answer[0]
        if isinstance(self.to, TargetSpec):
            legal = game.still_legal(ctx, self.to, part)
            if not legal:
                return []
            to = legal[0]
        else:
            to = self.to(game, ctx)
        amount = None if self.amount is None else amount_of(self.amount, game, ctx)
        shield = RedirectShield(
            REDIRECT,
            game.turn_number,
            protects=self.protects(game, ctx),
            source=source,
            amount=amount,
            to=to,
            serial=game.next_timestamp(),
        )
        return [Op("shield", shield=shield)]


OurShield = PreventNextShield | PreventFromShield | PreventFromTypeShield | RedirectShield


def you_and_your_creatures(game: Game, ctx: Context) -> tuple[str, int]:
    """ "you and/or creatures you control"."""
    return (YOURS, ctx.controller)


def this_creature_and_you(game: Game, ctx: Context) -> frozenset[Any]:
    """ "this creature and/or you" (Glarecaster): the source and its controller."""
    return frozenset({ctx.source, player_ref(ctx.controller)})


def each_creature_and_each_player(game: Game, ctx: Context) -> list[Any]:
    """Kitsune Palliator's "each creature and each player" as it resolves."""
    return [o for o in game.battlefield if game.chars(o).is_creature] + [
        player_ref(p.index) for p in game.players if not p.has_lost
    ]


@dataclass(frozen=True)
class PreventsDamageTo(Ability):
    """ "Prevent all [combat] damage that would be dealt to <objects>" (a static
    ability; ``applies`` as in :mod:`manastack.engine.layers`)."""

    applies: Applies
    combat_only: bool = True
    text: str = ""


@dataclass(frozen=True)
class PreventDamageFrom(Effect):
    """ "Prevent all damage <target creature or spell> would deal this turn"."""

    what: TargetSpec
    key: str = "effect.prevent_from"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.what,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        return [
            Op(
                "shield",
                shield=PreventFromShield(
                    PREVENT_FROM, game.turn_number, source=oid, serial=game.next_timestamp()
                ),
            )
            for oid in game.still_legal(ctx, self.what, part)
        ]


def _watching(game: Game, op: Op) -> list[OurShield]:
    """The shields of this turn that watch the damage event ``op``."""
    if not game.shields or op.kind != "damage" or op.get("unpreventable"):  # CR 615.12
        return []
    found: list[OurShield] = []
    for s in game.shields:
        if s.until != game.turn_number:
            continue
        if isinstance(s, PreventNextShield) and _next_applies(game, s, op):
            found.append(s)
        elif isinstance(s, PreventFromShield) and s.source == op["source"]:
            found.append(s)
        elif isinstance(s, RedirectShield) and s.matches(game, op):
            found.append(s)
        elif isinstance(s, PreventFromTypeShield) and op["target"] == player_ref(s.player):
            lki = game.last_known(op["source"])
            if lki is not None and lki.is_creature and s.creature_type in lki.subtypes:
                found.append(s)
    return found


def _next_applies(game: Game, shield: PreventNextShield, op: Op) -> bool:
    if shield.amount == 0 or shield.ref not in (None, op["target"]):
        return False
    if shield.combat_only and not op.get("combat"):
        return False  # "prevent all combat damage ..." (CR 510.2)
    if shield.from_creatures:
        source = game.last_known(op["source"])
        return source is not None and source.is_creature
    return True


def _static_applies(game: Game, ability: PreventsDamageTo, source: int, op: Op) -> bool:
    target = op["target"]
    if (ability.combat_only and not op["combat"]) or is_player_ref(target):
        return False
    obj = game.objects.get(target)
    if obj is None or obj.zone != BATTLEFIELD:
        return False
    return ability.applies(game, game.objects[source], obj, game.chars(obj))


def _instead(shield: OurShield):
    def apply(game: Game, op: Op) -> Op:
        return op.retyped(PREVENT_OP, _key(shield), shield=shield, **op.data)

    return apply


def _key(shield: OurShield) -> tuple[str, int]:
    """The replacement's identity (CR 614.5: each applies once to an event)."""
    return (shield.kind, shield.serial)


_BY_STATIC_ABILITY = Replacement(
    "damage", lambda g, o, p: True, lambda g, op: _static(g, op), self_only=False, text="Prevent"
)


def _replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    found = [
        (
            _key(s),
            Replacement(
                "damage", lambda g, o, p: True, _instead(s), self_only=False, text="Prevent"
            ),
        )
        for s in _watching(game, op)
    ]
    if op.kind != "damage" or op.get("unpreventable") or op["amount"] <= 0:
        return found
    if not game.any_card(_prints_prevention):
        return found
    for source in game.battlefield:
        for ability in game.chars(source).abilities:
            if isinstance(ability, PreventsDamageTo) and _static_applies(game, ability, source, op):
                found.append(((PREVENT_OP, source), _BY_STATIC_ABILITY))
    return found


def _prints_prevention(card: CardDef) -> bool:
    return any(PreventsDamageTo in face.ability_kinds for face in card.faces)


def _live(game: Game, shield: OurShield) -> OurShield | None:
    """The shield as it is now (an earlier event may have used part of it)."""
    return next(
        (s for s in game.shields if type(s) is type(shield) and s.serial == shield.serial), None
    )


def _use(game: Game, shield: PreventNextShield | RedirectShield, amount: int) -> int:
    """Use up to ``amount`` of the shield (all of the event when it has no
    amount); a shield with nothing left, or a "next time" redirection, is gone."""
    if shield.amount is None:
        if isinstance(shield, RedirectShield):  # "the next time": used once
            game.shields = [s for s in game.shields if s is not shield]
        return amount
    used = min(amount, shield.amount)
    left = shield.amount - used
    game.shields = [
        replace(s, amount=left) if s is shield else s
        for s in game.shields
        if not (s is shield and left == 0)
    ]
    return used


def _prevent(game: Game, op: Op) -> int:
    """Prevent what the shield prevents, use it up, and deal the rest (CR 615.7);
    a redirection deals the part it takes to its new target, from the same
    source (CR 614.9).  Returns the damage dealt to the original target."""
    shield = op.get("shield")
    amount: int = op["amount"]
    redirected_to = None
    if shield is None:  # a static ability's prevention: all, or up to N
        up_to = op.get("up_to")
        prevented = amount if up_to is None else min(amount, up_to)
    elif isinstance(shield, PreventNextShield | RedirectShield):
        live = _live(game, shield)
        assert live is None or isinstance(live, PreventNextShield | RedirectShield)
        prevented = 0 if live is None else _use(game, live, amount)
        if isinstance(live, PreventNextShield) and live.gain_life is not None and prevented:
            change_now(game, Op("life", player=live.gain_life, amount=prevented))
        if isinstance(live, RedirectShield):
            redirected_to = live.to
    else:  # all of it; a "next time" shield is used up
        prevented = amount
        if isinstance(shield, PreventFromTypeShield):
            game.shields = [
                s
                for s in game.shields
                if not (isinstance(s, PreventFromTypeShield) and s.serial == shield.serial)
            ]
    if redirected_to is not None and prevented:
        moved = Op(
            "damage",
            op.applied,
            source=op["source"],
            target=redirected_to,
            amount=prevented,
            combat=op["combat"],
        )
        change_now(game, moved)
    elif prevented:
        game.emit(EventKind.PREVENTED, source=op["source"], target=op["target"], amount=prevented)
    rest = amount - prevented
    if rest <= 0:
        return 0
    dealt = change_now(
        game,
        Op(
            "damage",
            op.applied,
            source=op["source"],
            target=op["target"],
            amount=rest,
            combat=op["combat"],
        ),
    )
    return int(dealt or 0)


# ---------------------------------------------------- prevent to and by (static)
def _enchanted_deals_or_is_dealt(game: Game, aura: GameObject, op: Op) -> bool:
    host = aura.attached_to
    return (
        host is not None
        and op.kind == "damage"
        and op["amount"] > 0
        and (op["target"] == host or op["source"] == host)
    )


def _static(game: Game, op: Op) -> Op:
    """A static ability's prevention: all of the damage."""
    return Op(PREVENT_OP, op.applied, up_to=None, **op.data)


def prevent_damage(up_to: int | None = None) -> Callable[[Game, Op], Op]:
    """What a static prevention ability (a :class:`Replacement` of ``"damage"``
    events) does to the damage: prevents all of it, or ``up_to`` N of it."""

    def apply(game: Game, op: Op) -> Op:
        if op.get("unpreventable"):  # "the damage can't be prevented" (CR 615.12)
            return op
        return Op(PREVENT_OP, op.applied, up_to=up_to, **op.data)

    return apply


PREVENT_ALL_TO_AND_BY_ENCHANTED = Replacement(
    "damage",
    _enchanted_deals_or_is_dealt,
    prevent_damage(),
    self_only=False,
    text="Prevent all damage that would be dealt to and dealt by enchanted creature.",
)


def register(rules: Registry) -> None:
    """The shields' replacement effect and the ``prevent`` event."""
    rules.replacements_of("damage").register(_replacements)
    rules.event_handlers.register(PREVENT_OP, _prevent)


__all__ = [
    "PREVENT_FROM",
    "PREVENT_FROM_TYPE",
    "PREVENT_NEXT",
    "PreventDamageFrom",
    "PREVENT_ALL_TO_AND_BY_ENCHANTED",
    "PreventDamage",
    "PreventNextFromType",
    "PreventsDamageTo",
    "Redirect",
    "RedirectShield",
    "each_creature_and_each_player",
    "this_creature_and_you",
    "you_and_your_creatures",
    "prevent_damage",
]
