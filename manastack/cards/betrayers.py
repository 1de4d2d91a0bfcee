"""Betrayers of Kamigawa: the Patrons (offering, :mod:`manastack.mechanics.offering`)
and other single cards."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import enchanted, grant
from ..engine.objects import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, player_ref
from ..engine.ops import Op, damage, move
from ..engine.selectors import (
    attacking,
    count,
    creatures,
    lands,
    legendary,
    subtype,
    with_power,
    you_control,
)
from ..engine.targets import (
    TargetSpec,
    is_creature,
    not_colour,
    target_creature,
    target_permanent,
    target_player,
)
from ..engine.triggers import AtStep, Attacks, Enters, OnEvent, SpellCast
from ..language.effects import (
    SELF,
    YOU,
    ChooseFromHand,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    GainLife,
    If,
    LoseLife,
    May,
    Mill,
    MoveTarget,
    PreventCombatDamage,
    Pump,
    ReturnToHand,
    TapOrUntap,
)
from ..language.keywords import FLASH, FLYING, TRAMPLE
from ..mechanics.bushido import bushido
from ..mechanics.ki import spirit_or_arcane
from ..mechanics.offering import offering
from ..mechanics.regeneration import Regenerate
from ..mechanics.soulshift import soulshift
from . import Activated, Enchant, Static, Triggered, behaviour, cost

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


behaviour(
    "Patron of the Akki",
    abilities=[offering("Goblin"), Triggered(Attacks(), (Pump((creatures & you_control), 2, 0),))],
)


def _a_creature_attacks(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.ATTACK


behaviour(
    "Patron of the Kitsune",
    abilities=[
        offering("Fox"),
        Triggered(OnEvent(_a_creature_attacks, key="trigger.attacks"), (May(GainLife(1)),)),
    ],
)


def _permanent_to_opponents_graveyard(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    return (
        event.kind == EventKind.ZONE
        and event["frm"] == BATTLEFIELD
        and event["to"] == GRAVEYARD
        and event["owner"] != ch.controller
        and not event["token"]
    )


def _that_player_loses_1(game: Game, ctx: Context, part: int) -> list[Op]:
    owner = (ctx.event or {}).get("owner")
    return [] if owner is None else [Op("life", player=owner, amount=-1)]


behaviour(
    "Patron of the Nezumi",
    abilities=[
        offering("Rat"),
        Triggered(
            OnEvent(_permanent_to_opponents_graveyard, key="trigger.event"),
            (Custom(_that_player_loses_1, key="effect.lose_life"),),
        ),
    ],
)


def _untap_forests_and_green_creatures(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        Op("untap", obj=oid)
        for oid in game.battlefield
        if "Forest" in game.chars(oid).subtypes
        or (game.chars(oid).is_creature and "G" in game.chars(oid).colours)
    ]


behaviour(
    "Patron of the Orochi",
    abilities=[
        offering("Snake"),
        Activated(
            cost(tap=True),
            (Custom(_untap_forests_and_green_creatures, key="effect.untap"),),
            once_each_turn=True,
        ),
    ],
)


# ------------------------------------------------------------ other singles
def _controls(subtype: str) -> Callable[[Game, Context], bool]:
    """ "If you control a[n] <subtype>" (an intervening condition)."""

    def check(game: Game, ctx: Context) -> bool:
        return any(
            game.chars(o).controller == ctx.controller and subtype in game.chars(o).subtypes
            for o in game.battlefield
        )

    return check


def _not(condition: Callable[[Game, Context], bool]) -> Callable[[Game, Context], bool]:
    return lambda game, ctx: not condition(game, ctx)


behaviour(
    "Pus Kami",
    abilities=[
        Activated(
            cost("{B}", sacrifice_self=True),
            (Destroy(target_creature(not_colour("B", is_creature), "target.nonblack_creature")),),
        ),
        soulshift(6),
    ],
)
behaviour(
    "Scourge of Numai",
    abilities=[Triggered(AtStep("upkeep"), (If(_not(_controls("Ogre")), LoseLife(2, who=YOU)),))],
)
behaviour(
    "Gutwrencher Oni",
    abilities=[
        TRAMPLE,
        Triggered(AtStep("upkeep"), (If(_not(_controls("Ogre")), Discard(1)),)),
    ],
)


def _attacks_or_blocks(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return (event.kind == EventKind.ATTACK and event["attacker"] == source) or (
        event.kind == EventKind.BLOCK and event["blocker"] == source
    )


behaviour(
    "Takenuma Bleeder",
    abilities=[
        Triggered(
            OnEvent(_attacks_or_blocks, key="trigger.attacks"),
            (If(_not(_controls("Demon")), LoseLife(1, who=YOU)),),
        )
    ],
)


def _dealt_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.DAMAGE and event["target"] == source


def _that_much_to_you(game: Game, ctx: Context, part: int) -> list[Op]:
    amount = int((ctx.event or {}).get("amount", 0))
    return [damage(ctx.source, player_ref(ctx.controller), amount)] if amount else []


behaviour(
    "Shinka Gatekeeper",
    abilities=[
        Triggered(
            OnEvent(_dealt_damage, key="trigger.damage"),
            (Custom(_that_much_to_you, key="effect.damage"),),
        )
    ],
)


def _a_spell_is_cast(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.CAST


behaviour(
    "Ogre Recluse",
    abilities=[Triggered(OnEvent(_a_spell_is_cast, key="trigger.cast"), (TapOrUntap(SELF),))],
)


def _a_land_to_a_graveyard(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
        return False
    lki = game.lki.get(event["obj"])
    return lki is not None and lki.is_land


behaviour(
    "Akki Raider",
    abilities=[
        Triggered(OnEvent(_a_land_to_a_graveyard, key="trigger.event"), (Pump(SELF, 1, 0),))
    ],
)


def _defenders_creatures(game: Game, ctx: Context) -> list[int]:
    defender = game.combat.attackers.get(ctx.source) if game.combat is not None else None
    if defender is None:
        return []
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and player_ref(game.chars(oid).controller) == defender
    ]


behaviour(
    "Ronin Cliffrider",
    abilities=[bushido(1), Triggered(Attacks(), (May(DealDamage(1, _defenders_creatures)),))],
)


behaviour(
    "Lifegift",
    abilities=[Triggered(Enters(False, lands), (May(GainLife(1)),))],
)


behaviour("Ribbons of the Reikai", spell=[Draw(count(subtype("Spirit") & you_control))])
_RETURN_A_LAND = {"return_to_hand": lands}
behaviour(
    "Soratami Mindsweeper",
    abilities=[FLYING, Activated(cost("{2}", **_RETURN_A_LAND), (Mill(2, who=target_player()),))],
)


behaviour("Psychic Spear", spell=[ChooseFromHand(target_player(), subtype("Spirit", "Arcane"))])
behaviour(
    "Uproot",
    spell=[MoveTarget(target_permanent(lands, "target.land"), LIBRARY, "move")],
)


def _enchanted_creature(game: Game, ctx: Context) -> list[int]:
    """The creature the Aura enchanted as it was sacrificed (its last known
    information, CR 608.2h)."""
    aura = game.objects.get(ctx.source) or game.lki_objects.get(ctx.source)
    if aura is None or aura.attached_to not in game.objects:
        return []
    return [aura.attached_to]


behaviour(
    "Phantom Wings",
    abilities=[
        Enchant(target_creature()),
        Static((grant((KeywordName.FLYING,), enchanted),)),
        Activated(cost(sacrifice_self=True), (ReturnToHand(_enchanted_creature),)),
    ],
)


behaviour(
    "Kami of False Hope",
    abilities=[Activated(cost(sacrifice_self=True), (PreventCombatDamage(),))],
)
behaviour(
    "Kami of Tattered Shoji",
    abilities=[
        Triggered(SpellCast(filter=spirit_or_arcane), (Pump(SELF, 0, 0, (KeywordName.FLYING,)),))
    ],
)


def _gain_that_much(game: Game, ctx: Context, part: int) -> list[Op]:
    amount = int((ctx.event or {}).get("amount", 0))
    return [Op("life", player=ctx.controller, amount=amount)] if amount else []


behaviour(
    "Kami of the Honored Dead",
    abilities=[
        FLYING,
        Triggered(
            OnEvent(_dealt_damage, key="trigger.damage"),
            (Custom(_gain_that_much, key="effect.gain_life"),),
        ),
        soulshift(6),
    ],
)


behaviour(
    "Terashi's Verdict",
    spell=[
        Destroy(
            TargetSpec(
                "target.attacking_creature_power_3",
                objects=(attacking & creatures & with_power(le=3)),
            )
        )
    ],
)


def _artifact_or_enchantment(game: Game, obj: GameObject) -> bool:
    return bool({"Artifact", "Enchantment"} & game.chars(obj).types)


def _return_artifacts_and_enchantments(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        move(oid, HAND, "bounce")
        for oid in game.battlefield
        if _artifact_or_enchantment(game, game.objects[oid])
    ]


behaviour(
    "Reduce to Dreams",
    spell=[Custom(_return_artifacts_and_enchantments, key="effect.bounce")],
)
behaviour(
    "Blessing of Leeches",
    abilities=[
        FLASH,
        Enchant(target_creature()),
        Triggered(AtStep("upkeep"), (LoseLife(1, who=YOU),)),
        Activated(cost(), (Regenerate(_enchanted_creature),)),
    ],
)


def _sacrificed_power(game: Game, ctx: Context) -> int:
    """Minus the power the sacrificed creature had as it was sacrificed."""
    lki = game.lki.get(ctx.flags.chosen_sacrifice or -1)
    return -max(lki.power or 0, 0) if lki is not None else 0


behaviour(
    "Call for Blood",
    additional_costs=[cost(sacrifice=creatures)],
    spell=[Pump(target_creature(), _sacrificed_power, _sacrificed_power)],
)


behaviour(
    "Hero's Demise",
    spell=[Destroy(target_permanent((legendary & creatures), "target.legendary_creature"))],
)
