"""Test-only cards (set TEST) for the double-faced, Saga, connive and harness
rulings: effects the rulings name that no card of the supported sets has."""

from __future__ import annotations

from manastack.cards import (
    TEST_SET,
    Cost,
    Enchant,
    Replacement,
    Static,
    Triggered,
    card,
    face,
    get_card,
)
from manastack.core.registry import RULES
from manastack.engine.layers import anthem, enchanted
from manastack.engine.objects import BATTLEFIELD, GRAVEYARD
from manastack.engine.ops import Op
from manastack.engine.targets import target_card_in_graveyard, target_creature, target_permanent
from manastack.engine.triggers import LeavesBattlefield
from manastack.language.effects import Custom, GainLife, MoveTarget, ReturnToHand
from manastack.language.keywords import tap_for
from manastack.mechanics.connive import Connives
from manastack.mechanics.double_faced import (
    ExileAndReturnTransformed,
    PutOntoBattlefieldTransformed,
    Transform,
    faces_castable,
)
from manastack.mechanics.mayhem import mayhem
from manastack.mechanics.saga import saga_abilities
from manastack.mechanics.web_slinging import web_slinging


def define(name, *args, **kwargs):
    """Define a test-only card once (the module may be imported more than once)."""
    try:
        return get_card(name)
    except KeyError:
        return card(name, *args, set_code=TEST_SET, **kwargs)


def _controls(game, player: int, name: str) -> bool:
    return any(
        game.chars(oid).name == name and game.chars(oid).controller == player
        for oid in game.battlefield
    )


def _anyone_controls(game, name: str) -> bool:
    return any(game.chars(oid).name == name for oid in game.battlefield)


# "Players can't cast spells with mana value 2 or less." (MDFC-03)
BAN = "Test Small Spell Ban"
define(BAN, "{1}{W}", "Enchantment", text="Players can't cast spells with mana value 2 or less.")


def _small_spell_banned(game, player, obj, mode) -> bool:
    return mode.face.mana_cost.mana_value <= 2 and _anyone_controls(game, BAN)


# "You may cast Spider spells from your graveyard." (MDFC-04)
SPIDER_GRAVE = "Test Spider Crypt"
define(
    SPIDER_GRAVE, "{2}{B}", "Enchantment", text="You may cast Spider spells from your graveyard."
)


def _is_spider(face) -> bool:
    return "Spider" in face.subtypes


def _spider_modes(game, player, obj):
    if obj.zone != GRAVEYARD or obj.owner != player or not _controls(game, player, SPIDER_GRAVE):
        return []
    return faces_castable(obj, _is_spider, "crypt")


def _spider_candidates(game, player):
    if not _controls(game, player, SPIDER_GRAVE):
        return []
    return list(game.players[player].graveyard)


# the cards whose mode providers and restrictions are registered once
if not any(getattr(f, "__name__", "") == "_small_spell_banned" for f in RULES.cast_restrictions):
    RULES.cast_restrictions.register(_small_spell_banned)
    RULES.cast_modes.register("test spider crypt", (_spider_modes, None))
    RULES.cast_candidates.register(_spider_candidates)


def _spider_card(game, obj, _controller) -> bool:
    return "Spider" in game.chars(obj).subtypes


# "Return target Spider card from your graveyard to the battlefield." (MDFC-05)
define(
    "Test Spider Recall",
    "{B}",
    "Sorcery",
    text="Return target Spider card from your graveyard to the battlefield.",
    spell=[
        MoveTarget(
            target_card_in_graveyard(_spider_card, "target.card", yours=True),
            BATTLEFIELD,
            "reanimate",
        )
    ],
)


def _any_card(game, obj, _controller) -> bool:
    return True


# "Put target card from your graveyard onto the battlefield transformed." (MDFC-07)
define(
    "Test Reversal",
    "{B}",
    "Sorcery",
    text="Put target card from your graveyard onto the battlefield transformed.",
    spell=[
        PutOntoBattlefieldTransformed(
            target_card_in_graveyard(_any_card, "target.card", yours=True)
        )
    ],
)

# A modal double-faced card whose back face is a sorcery (MDFC-07)
define(
    "Test Web Spirit",
    "{1}{G}",
    "Creature — Spirit",
    "2/2",
    back=face("Test Web Blast", "{R}", "Sorcery", text="You gain 1 life.", spell=[GainLife(1)]),
    layout="modal_dfc",
)

# "Transform target creature." (MDFC-07)
define(
    "Test Transmuter",
    "{U}",
    "Instant",
    text="Transform target creature.",
    spell=[Transform(target_creature())],
)

# "Whenever a creature you control connives, you gain 1 life." (CON-04)
define(
    "Test Conspiracy Watcher",
    "{1}{B}",
    "Enchantment",
    text="Whenever a creature you control connives, you gain 1 life.",
    abilities=[
        Triggered(
            Connives(self_only=False, filter=lambda g, oid, c: g.lki_controller(oid, True) == c),
            (GainLife(1),),
        )
    ],
)

# A double-faced Saga (SAGA-02): I, II — gain 1 life; III — exile it, then
# return it transformed.
define(
    "Test Saga of the Avatar",
    "{2}{W}",
    "Enchantment — Saga",
    text="I, II — You gain 1 life.\nIII — Exile this Saga, then return it to the "
    "battlefield transformed under your control.",
    abilities=saga_abilities([GainLife(1)], [GainLife(1)], [ExileAndReturnTransformed()]),
    back=face("Test Avatar Reborn", None, "Legendary Creature — Avatar", "4/4", colour="W"),
    layout="transform",
)


# "You may have this enter as a copy of an artifact on the battlefield." (HAR-05)
def _mimic_choices(game, op):
    artifacts = tuple(o for o in game.battlefield if "Artifact" in game.chars(o).types)
    return game.objects[op["obj"]].controller, artifacts + ("none",)


def _mimic_apply(game, op):
    if op["choice"] in (None, "none"):
        return op.replaced("mimic")
    return op.replaced("mimic", copy_of=op["choice"])


define(
    "Test Stone Mimic",
    "{3}",
    "Artifact",
    text="You may have this artifact enter as a copy of an artifact on the battlefield.",
    abilities=[Replacement("enter", lambda g, o, op: True, _mimic_apply, choose=_mimic_choices)],
)

__all__ = ["BAN", "SPIDER_GRAVE"]


def _artifact(game, obj, _controller) -> bool:
    return "Artifact" in game.chars(obj).types


_STOLEN = target_permanent(_artifact, "target.artifact_or_enchantment")


def _steal(game, ctx, part):
    return [
        Op("control", obj=oid, player=ctx.controller, source=ctx.source, until="")
        for oid in game.still_legal(ctx, _STOLEN, part)
    ]


# "Gain control of target artifact." (HAR-02)
define(
    "Test Stone Thief",
    "{U}",
    "Sorcery",
    text="Gain control of target artifact.",
    spell=[Custom(_steal, targets=(_STOLEN,))],
)

# "Return target artifact to its owner's hand." (HAR-03)
define(
    "Test Stone Bounce",
    "{U}",
    "Instant",
    text="Return target artifact to its owner's hand.",
    spell=[ReturnToHand(target_permanent(_artifact, "target.artifact_or_enchantment"))],
)


# A creature with web-slinging and an additional cost (WEB-02)
define(
    "Test Costly Slinger",
    "{3}{W}",
    "Creature — Spider Hero",
    "3/3",
    text="As an additional cost to cast this spell, pay 2 life.\nWeb-slinging {W}",
    abilities=[web_slinging("{W}")],
    additional_costs=[Cost(pay_life=2)],
)

# A card with both mayhem and web-slinging (WEB-02: no two alternative costs)
define(
    "Test Chaotic Slinger",
    "{2}{R}",
    "Creature — Spider",
    "2/2",
    text="Web-slinging {R}\nMayhem {1}{R}",
    abilities=[web_slinging("{R}"), mayhem("{1}{R}")],
)

# "When this creature leaves the battlefield, you gain 2 life." (WEB-04)
define(
    "Test Parting Friend",
    "{1}{G}",
    "Creature — Elf",
    "1/1",
    text="{T}: Add {G}.\nWhen this creature leaves the battlefield, you gain 2 life.",
    abilities=[tap_for("{G}"), Triggered(LeavesBattlefield(), (GainLife(2),))],
)

# An Aura (MOD-02): "Enchant creature. Enchanted creature gets +0/+1."
define(
    "Test Web Aura",
    "{W}",
    "Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +0/+1.",
    abilities=[Enchant(target_creature()), Static(anthem(0, 1, enchanted))],
)
