"""Marvel's Spider-Man (SPM): colourless artifacts and the lands — the tapped
dual lands with "{4}, {T}: Surveil 1" (:mod:`~manastack.mechanics.surveil`),
Food and Treasure makers.

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import anthem, enchanted
from ..engine.objects import BATTLEFIELD, GRAVEYARD, STACK, Characteristics
from ..engine.ops import Op
from ..engine.targets import TargetSpec, is_creature, target_creature, you_control
from ..engine.triggers import Enters, OnEvent
from ..language.effects import (
    AddCounters,
    AttachTo,
    CreateToken,
    Custom,
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
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

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
    "target.card_in_a_graveyard", objects=lambda game, obj, c: True, zone=GRAVEYARD, minimum=0
)
_MOBSTER_CONNIVES = target_creature(you_control(is_creature), label="target.creature_you_control")
behaviour(
    "Mechanical Mobster",
    abilities=[Triggered(Enters(), (Exile(_MOBSTER_EXILE), *connive(_MOBSTER_CONNIVES)))],
)


def _legendary_creature(game: Game, obj: GameObject, _controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_creature and "Legendary" in ch.supertypes


behaviour(
    "Daily Bugle Building",
    abilities=[
        tap_for("{C}"),
        Activated(cost("{1}", tap=True), mana=ANY_COLOUR),
        Activated(
            cost("{1}", tap=True),
            (
                Pump(
                    target_creature(_legendary_creature, label="target.legendary_creature"),
                    keywords=(KeywordName.MENACE,),
                ),
            ),
            sorcery_speed=True,
            text="Smear Campaign",
        ),
    ],
)


def _big_creature_you_control_enters(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """ "Whenever a creature you control with mana value 5 or greater enters"."""
    if event.kind != EventKind.ZONE or event["to"] != BATTLEFIELD:
        return False
    entered = game.chars(event["new"])
    return entered.is_creature and entered.controller == ch.controller and entered.mana_value >= 5


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
        Triggered(OnEvent(_big_creature_you_control_enters), (May(Custom(_attach_to_it)),)),
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
