"""Marvel's Spider-Man (SPM): colourless artifacts and the lands — the tapped
dual lands with "{4}, {T}: Surveil 1" (:mod:`~manastack.mechanics.surveil`),
Food and Treasure makers.

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.effect import Choice, Effect
from ..engine.layers import anthem, enchanted
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, STACK
from ..engine.ops import Op, move
from ..engine.selectors import (
    Selector,
    accepts,
    creatures,
    legendary,
    permanent_cards,
    with_keyword,
    with_mana_value,
)
from ..engine.targets import TargetSpec, is_creature, target_creature, you_control
from ..engine.triggers import Enters
from ..language.effects import (
    AddCounters,
    AttachTo,
    CreateToken,
    Custom,
    Destroy,
    Draw,
    Exile,
    GainLife,
    May,
    Pump,
    SearchLibrary,
)
from ..language.keywords import FLYING, enters_tapped, equip, tap_for
from ..mechanics.connive import connive
from ..mechanics.food import CreateFood
from ..mechanics.mayhem import mayhem
from ..mechanics.surveil import surveil_land_ability
from . import Activated, Static, Triggered, behaviour, cost
from .spiderman_heroes import ANY_COLOUR, CITIZEN, basic_land_card

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

DONE = "done"
"""The answer that takes no card."""

behaviour("News Helicopter", abilities=[FLYING, Triggered(Enters(), (CreateToken(CITIZEN),))])
behaviour("Hot Dog Cart", abilities=[Triggered(Enters(), (CreateFood(),)), tap_for(*ANY_COLOUR)])
behaviour(
    "Bagel and Schmear",
    abilities=[
        Activated(
            cost("{W}", tap=True, sacrifice_self=True),
            (AddCounters(target_creature(minimum=0)), Draw(1)),
            sorcery_speed=True,
            text="Share",
        ),
        Activated(cost("{2}", tap=True, sacrifice_self=True), (GainLife(3), Draw(1)), text="Nosh"),
    ],
)

# ------------------------------------------------------------------------------ lands
for _name, _colours in (
    ("University Campus", ("{W}", "{U}")),
    ("Sinister Hideout", ("{U}", "{B}")),
    ("Ominous Asylum", ("{B}", "{R}")),
    ("Savage Mansion", ("{R}", "{G}")),
    ("Suburban Sanctuary", ("{G}", "{W}")),
):
    behaviour(_name, abilities=[enters_tapped(), tap_for(*_colours), surveil_land_ability(1)])


behaviour(
    "Vibrant Cityscape",
    abilities=[
        Activated(
            cost(tap=True, sacrifice_self=True),
            (SearchLibrary(basic_land_card, to=BATTLEFIELD, tapped=True),),
        )
    ],
)

# ------------------------------------------------------------------------ batch two
_MOBSTER_EXILE = TargetSpec(
    "target.card_in_a_graveyard_up_to_one",
    objects=lambda game, obj, c: True,
    zone=GRAVEYARD,
    minimum=0,
)
_MOBSTER_CONNIVES = target_creature(you_control(is_creature), label="target.creature_you_control")
behaviour(
    "Mechanical Mobster",
    abilities=[Triggered(Enters(), (Exile(_MOBSTER_EXILE), *connive(_MOBSTER_CONNIVES)))],
)


behaviour(
    "Daily Bugle Building",
    abilities=[
        tap_for("{C}"),
        Activated(cost("{1}", tap=True), mana=ANY_COLOUR),
        Activated(
            cost("{1}", tap=True),
            (
                Pump(
                    target_creature(legendary, label="target.legendary_creature"),
                    keywords=(KeywordName.MENACE,),
                ),
            ),
            sorcery_speed=True,
            text="Smear Campaign",
        ),
    ],
)


def _attach_to_it(game: Game, ctx: Context, part: int) -> list[Op]:
    """Attach this Equipment to the creature that entered, if both are still there."""
    oid = ctx.event["new"] if ctx.event is not None else None
    it = game.objects.get(oid) if oid is not None else None
    me = game.objects.get(ctx.source)
    if it is None or me is None or it.zone != BATTLEFIELD or me.zone != BATTLEFIELD:
        return []
    return [Op("attach", obj=ctx.source, to=it.id)]


behaviour(
    "Doc Ock's Tentacles",
    abilities=[
        Triggered(
            Enters(False, creatures & you_control & with_mana_value(ge=5), key="trigger.event"),
            (May(Custom(_attach_to_it)),),
        ),
        Static(anthem(4, 4, enchanted)),
        equip("{5}"),
    ],
)


def _cast_from_your_graveyard(game: Game, source: int, event: Any) -> bool:
    """ "If it was cast from your graveyard": the spell that became this
    permanent (its record survives as last-known information)."""
    if not event or event.get("frm") != STACK:
        return False
    spell = game.lki_objects.get(event["obj"])
    info = spell.cast_info if spell is not None else None
    return info is not None and info.from_zone == GRAVEYARD


behaviour(
    "Rocket-Powered Goblin Glider",
    abilities=[
        Triggered(
            Enters(),
            (
                AttachTo(
                    target_creature(you_control(is_creature), label="target.creature_you_control")
                ),
            ),
            condition=_cast_from_your_graveyard,
        ),
        Static(anthem(2, 0, enchanted, (KeywordName.FLYING, KeywordName.HASTE))),
        equip("{2}"),
        mayhem("{2}"),
    ],
)


# ------------------------------------------------------------------------ batch three
@dataclass(frozen=True)
class MarkedMill(Effect):
    """ "Mill N cards" (CR 701.13a), noting where the event log stood, so that
    :class:`TakeFromMilled` can find the cards this mill put into the graveyard."""

    amount: int
    key: str = "effect.mill"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        ctx.results["milled_since"] = len(game.events)
        top = game.players[ctx.controller].library[-self.amount :] if self.amount else []
        return [move(c, GRAVEYARD, "mill") for c in reversed(top)]


@dataclass(frozen=True)
class TakeFromMilled(Effect):
    """ "You may put a <kind> card from among them into your hand": a card the
    mill before it put into the graveyard and that is still there."""

    fits: Selector | Callable[[Game, GameObject], bool]
    key: str = "effect.take_milled"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        since = ctx.results.get("milled_since", len(game.events))
        milled = [
            e["new"]
            for e in game.events[since:]
            if e.kind == EventKind.ZONE and e["cause"] == "mill" and e["to"] == GRAVEYARD
        ]
        options = tuple(
            c
            for c in milled
            if c in game.objects
            and game.objects[c].zone == GRAVEYARD
            and accepts(self.fits, game, c, ctx.controller, ctx.source)
        )
        answer = ctx.answers.get(key)
        if not options:
            return []
        if not answer:
            return Choice(
                ctx.controller,
                DecisionKind.CHOOSE_CARD,
                "prompt.take_milled",
                options + (DONE,),
                key=key,
            )
        return [move(answer[0], HAND, "return")] if answer[0] in options else []


def mill_then_may_take(amount: int, fits: Selector | Callable[[Game, GameObject], bool]) -> tuple:
    """ "Mill N cards. You may put a <kind> card from among them into your hand"."""
    return (MarkedMill(amount), TakeFromMilled(fits))


behaviour(
    "Eerie Gravestone",
    abilities=[
        Triggered(Enters(), (Draw(1),)),
        Activated(cost("{1}{B}", sacrifice_self=True), mill_then_may_take(4, creatures)),
    ],
)


behaviour(
    "Scout the City",
    modes=[
        [*mill_then_may_take(3, permanent_cards), GainLife(3)],
        [
            Destroy(
                target_creature(
                    with_keyword(KeywordName.FLYING), label="target.creature_with_flying"
                )
            )
        ],
    ],
)

_WEB_UP = TargetSpec(
    "target.nonland_permanent_opponent",
    objects=lambda game, obj, c: (
        game.chars(obj).controller != c and "Land" not in game.chars(obj).types
    ),
)


def _web_up(game: Game, ctx: Context, part: int) -> list[Op]:
    """Exile the target until this enchantment leaves the battlefield (CR 610.3),
    not at all if it already has (CR 610.3c)."""
    source = game.objects.get(ctx.source)
    if source is None or source.zone != BATTLEFIELD:
        return []
    return [
        Op("exile_until_leaves", obj=oid, source=ctx.source, controller=ctx.controller)
        for oid in game.still_legal(ctx, _WEB_UP, part)
    ]


behaviour("Web Up", abilities=[Triggered(Enters(), (Custom(_web_up, (_WEB_UP,)),))])
