"""Champions of Kamigawa, the rest of the set (1): legendary lands, Equipment,
the Dragon legends, the Spirit-or-Arcane watchers, the Snakes and the cards that
exile the creatures they damaged (:mod:`manastack.mechanics.exile_instead`) or keep
them tapped (:mod:`manastack.mechanics.untapping`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..core.kinds import EventKind, KeywordName
from ..engine.layers import anthem, creatures_you_control, enchanted, grant
from ..engine.objects import is_player_ref
from ..engine.ops import Op, damage
from ..engine.selectors import Selector, subtype
from ..engine.targets import (
    any_target,
    has_subtype,
    is_creature,
    target_card_in_graveyard,
    target_creature,
    target_opponent,
    target_permanent,
)
from ..engine.triggers import AtStep, Attacks, DealsCombatDamage, Dies, Enters, OnEvent, SpellCast
from ..language.cost_modifiers import CostModifier
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    THAT_PLAYER,
    ChooseFromHand,
    ControllerOf,
    CreateDelayedTrigger,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Draw,
    Exile,
    GainLife,
    If,
    LoseLife,
    May,
    MoveTarget,
    Pump,
    ReturnToHand,
    TapOrUntap,
    players_for,
)
from ..language.keywords import FLASH, FLYING, REACH, TRAMPLE, equip, tap_for
from ..mechanics.blocking import AllMustBlock, BlockableOnlyBy
from ..mechanics.bushido import bushido
from ..mechanics.exile_instead import ExileCreaturesItDamaged, ExileIfDiesThisTurn
from ..mechanics.fear import FEAR
from ..mechanics.kamigawa import TapOrUntapTarget
from ..mechanics.ki import spirit_or_arcane
from ..mechanics.put import SearchAndReveal
from ..mechanics.regeneration import Regenerate
from ..mechanics.sacrifice import Sacrifice
from ..mechanics.soulshift import soulshift
from ..mechanics.untapping import DoesntUntap, DoesntUntapNext
from . import Activated, Enchant, Static, Triggered, behaviour, cost, token
from .avatar_earth import LookAndReveal
from .spiderman_heroes import has_ability

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject

_SPIRIT_OR_ARCANE = SpellCast(filter=spirit_or_arcane)


# ------------------------------------------------------------ shared selectors
def _legendary(game: Game, obj: GameObject, _controller: int) -> bool:
    return "Legendary" in game.chars(obj).supertypes


def _legendary_creature(game: Game, obj: GameObject, controller: int) -> bool:
    return game.chars(obj).is_creature and _legendary(game, obj, controller)


def _is_land(game: Game, obj: GameObject, _controller: int) -> bool:
    return game.chars(obj).is_land


_TARGET_LEGENDARY_CREATURE = target_permanent(_legendary_creature, "target.legendary_creature")


def _creatures_of_type(name: str, other: bool = False) -> Selector:
    """ "<Subtype> creatures you control" (or "other ...") for a static ability."""
    return creatures_you_control(other=other) & subtype(name)


def _your_creatures_of_type(subtype: str) -> Callable[[Game, Context], list[int]]:
    """The same, as the set an effect locks in on resolution (CR 611.2c)."""

    def found(game: Game, ctx: Context) -> list[int]:
        return [
            oid for oid in game.creatures(ctx.controller) if subtype in game.chars(oid).subtypes
        ]

    return found


# ------------------------------------------------------------ legendary lands
behaviour(
    "Okina, Temple to the Grandfathers",
    abilities=[
        tap_for("{G}"),
        Activated(cost("{G}", tap=True), (Pump(_TARGET_LEGENDARY_CREATURE, 1, 1),)),
    ],
)
behaviour(
    "Shinka, the Bloodsoaked Keep",
    abilities=[
        tap_for("{R}"),
        Activated(
            cost("{R}", tap=True),
            (Pump(_TARGET_LEGENDARY_CREATURE, 0, 0, (KeywordName.FIRST_STRIKE,)),),
        ),
    ],
)
behaviour(
    "Shizo, Death's Storehouse",
    abilities=[
        tap_for("{B}"),
        Activated(
            cost("{B}", tap=True), (Pump(_TARGET_LEGENDARY_CREATURE, 0, 0, (KeywordName.FEAR,)),)
        ),
    ],
)
behaviour(
    "Minamo, School at Water's Edge",
    abilities=[
        tap_for("{U}"),
        Activated(
            cost("{U}", tap=True),
            (TapOrUntap(target_permanent(_legendary, "target.legendary_permanent"), untap=True),),
        ),
    ],
)


# ------------------------------------------------------------------ Equipment
behaviour(
    "No-Dachi",
    abilities=[Static(anthem(2, 0, enchanted, (KeywordName.FIRST_STRIKE,))), equip("{3}")],
)


def _equipped_legendary(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return enchanted(game, source, obj, ch) and "Legendary" in ch.supertypes


def _equipped_red(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    return enchanted(game, source, obj, ch) and "R" in ch.colours


behaviour(
    "Tenza, Godo's Maul",
    abilities=[
        Static(
            (
                *anthem(1, 1, enchanted),
                *anthem(2, 2, _equipped_legendary),
                grant((KeywordName.TRAMPLE,), _equipped_red),
            )
        ),
        equip("{1}"),
    ],
)


# --------------------------------------------------------------- Dragon legends
def _drain_five(game: Game, ctx: Context, part: int) -> list[Op]:
    """Each opponent loses 5 life; you gain the life lost this way."""
    opponents = players_for(EACH_OPPONENT, game, ctx, part)
    losses = [Op("life", player=p, amount=-5) for p in opponents]
    return losses + [Op("life", player=ctx.controller, amount=5 * len(opponents))]


behaviour(
    "Kokusho, the Evening Star",
    abilities=[FLYING, Triggered(Dies(), (Custom(_drain_five, key="effect.drain"),))],
)


def _creatures_without_flying(game: Game, ctx: Context) -> list[int]:
    return [
        oid
        for oid in game.battlefield
        if game.chars(oid).is_creature and KeywordName.FLYING not in game.chars(oid).keywords
    ]


behaviour(
    "Ryusei, the Falling Star",
    abilities=[FLYING, Triggered(Dies(), (DealDamage(5, _creatures_without_flying),))],
)


# ------------------------------------------------------------- black legends
def _all_creatures(game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics):
    return ch.is_creature


behaviour("Night of Souls' Betrayal", abilities=[Static(anthem(-1, -1, _all_creatures))])
behaviour(
    "Seizan, Perverter of Truth",
    abilities=[
        Triggered(AtStep("upkeep", yours=False), (LoseLife(2, THAT_PLAYER), Draw(2, THAT_PLAYER)))
    ],
)


def _is_spirit(game: Game, obj: GameObject, _controller: int) -> bool:
    return "Spirit" in game.chars(obj).subtypes


def _any_card(game: Game, obj: GameObject) -> bool:
    return True


behaviour(
    "He Who Hungers",
    abilities=[
        FLYING,
        Activated(
            cost("{1}", sacrifice=_is_spirit),
            (ChooseFromHand(target_opponent(), _any_card),),
            sorcery_speed=True,
        ),
        soulshift(4),
    ],
)


_KIKU = target_creature()


def _hits_itself(game: Game, ctx: Context, part: int) -> list[Op]:
    """The creature is the source of the damage it deals to itself."""
    return [
        damage(oid, oid, max(0, game.chars(oid).power or 0))
        for oid in game.still_legal(ctx, _KIKU, part)
    ]


behaviour(
    "Kiku, Night's Flower",
    abilities=[
        Activated(
            cost("{2}{B}{B}", tap=True), (Custom(_hits_itself, (_KIKU,), key="effect.damage"),)
        )
    ],
)


def _no_ogre(game: Game, source: int, _event: object) -> bool:
    me = game.chars(source).controller
    return not any("Ogre" in game.chars(o).subtypes for o in game.creatures(me))


behaviour(
    "Painwracker Oni",
    abilities=[
        FEAR,
        Triggered(AtStep("upkeep"), (Sacrifice(is_creature),), condition=_no_ogre),
    ],
)


def _rats_you_control(game: Game, ctx: Context) -> int:
    return len(_your_creatures_of_type("Rat")(game, ctx))


_RAT = token("Rat", "Creature — Rat", "1/1", colour="B")
behaviour(
    "Marrow-Gnawer",
    abilities=[
        Static(
            (
                grant(
                    (KeywordName.FEAR,),
                    lambda g, source, obj, ch: ch.is_creature and "Rat" in ch.subtypes,
                ),
            )
        ),
        Activated(
            cost(tap=True, sacrifice=has_subtype("Rat")),
            (CreateToken(_RAT, amount=_rats_you_control),),
        ),
    ],
)


# ------------------------------------------------- "Whenever you cast a Spirit or Arcane spell"
behaviour(
    "Guardian of Solitude",
    abilities=[
        Triggered(_SPIRIT_OR_ARCANE, (Pump(target_creature(), 0, 0, (KeywordName.FLYING,)),))
    ],
)
behaviour("Sire of the Storm", abilities=[FLYING, Triggered(_SPIRIT_OR_ARCANE, (May(Draw(1)),))])
behaviour(
    "Thief of Hope",
    abilities=[
        Triggered(_SPIRIT_OR_ARCANE, (LoseLife(1, target_opponent()), GainLife(1))),
        soulshift(2),
    ],
)


def _nonbasic_land(game: Game, obj: GameObject, _controller: int) -> bool:
    ch = game.chars(obj)
    return ch.is_land and "Basic" not in ch.supertypes


behaviour(
    "Ore Gorger",
    abilities=[
        Triggered(
            _SPIRIT_OR_ARCANE,
            (May(Destroy(target_permanent(_nonbasic_land, "target.nonbasic_land"))),),
        )
    ],
)


def _other_creatures_you_control(game: Game, ctx: Context) -> list[int]:
    return [oid for oid in game.creatures(ctx.controller) if oid != ctx.source]


behaviour(
    "Kodama of the South Tree",
    abilities=[
        Triggered(
            _SPIRIT_OR_ARCANE,
            (Pump(_other_creatures_you_control, 1, 1, (KeywordName.TRAMPLE,)),),
        )
    ],
)
behaviour(
    "Teller of Tales",
    abilities=[FLYING, Triggered(_SPIRIT_OR_ARCANE, (May(TapOrUntapTarget(target_creature())),))],
)
behaviour(
    "Horizon Seed", abilities=[Triggered(_SPIRIT_OR_ARCANE, (Regenerate(target_creature()),))]
)
behaviour(
    "Orbweaver Kumo",
    abilities=[
        REACH,
        Triggered(_SPIRIT_OR_ARCANE, (Pump(SELF, 0, 0, (KeywordName.FORESTWALK,)),)),
    ],
)


def _arcane_face(face: object) -> bool:
    return "Arcane" in getattr(face, "subtypes", ())


behaviour(
    "Long-Forgotten Gohei",
    abilities=[
        CostModifier(-1, _arcane_face, text="Arcane spells you cast cost {1} less to cast."),
        Static(anthem(1, 1, _creatures_of_type("Spirit"))),
    ],
)


# ---------------------------------------------------------------------- Snakes
def _damaged_creature(game: Game, ctx: Context) -> list[int]:
    """ "That creature": the creature the trigger's damage event names."""
    target = (ctx.event or {}).get("target")
    return [target] if isinstance(target, int) and target in game.battlefield else []


def _combat_damage_to_a_creature(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    return (
        event.kind == EventKind.DAMAGE
        and event["combat"]
        and event["source"] == source
        and not is_player_ref(event["target"])
    )


FREEZE_WHAT_IT_DAMAGES = Triggered(
    OnEvent(_combat_damage_to_a_creature, key="trigger.combat_damage"),
    (TapOrUntap(_damaged_creature), DoesntUntapNext(_damaged_creature)),
    text="Whenever this creature deals combat damage to a creature, tap that creature and it "
    "doesn't untap during its controller's next untap step.",
)
behaviour("Orochi Ranger", abilities=[FREEZE_WHAT_IT_DAMAGES])
behaviour("Kashi-Tribe Warriors", abilities=[FREEZE_WHAT_IT_DAMAGES])
behaviour(
    "Kashi-Tribe Reaver",
    abilities=[FREEZE_WHAT_IT_DAMAGES, Activated(cost("{1}{G}"), (Regenerate(),))],
)


def _your_warrior_hits_a_creature(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    if event.kind != EventKind.DAMAGE or not event["combat"] or is_player_ref(event["target"]):
        return False
    dealer = game.last_known(event["source"])
    return (
        dealer is not None and dealer.controller == ch.controller and "Warrior" in dealer.subtypes
    )


def _destroy_at_end_of_combat(game: Game, ctx: Context) -> tuple[MoveTarget, ...]:
    """ "Destroy that creature at end of combat" (a delayed trigger, CR 603.7):
    that creature, while it is still the same object on the battlefield."""
    hit = tuple(_damaged_creature(game, ctx))
    return (Destroy(lambda g, c: [oid for oid in hit if oid in g.battlefield]),)


behaviour(
    "Sosuke, Son of Seshiro",
    abilities=[
        Static(anthem(1, 0, _creatures_of_type("Snake", other=True))),
        Triggered(
            OnEvent(_your_warrior_hits_a_creature, key="trigger.combat_damage"),
            (
                CreateDelayedTrigger(
                    AtStep("end_of_combat", yours=False), _destroy_at_end_of_combat
                ),
            ),
        ),
    ],
)
behaviour(
    "Sachi, Daughter of Seshiro",
    abilities=[
        Static(
            (
                *anthem(0, 1, _creatures_of_type("Snake", other=True)),
                has_ability(tap_for("{G}{G}"), _creatures_of_type("Shaman")),
            )
        )
    ],
)


def _your_snake_hits_a_player(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    if event.kind != EventKind.DAMAGE or not event["combat"] or not is_player_ref(event["target"]):
        return False
    attacker = game.last_known(event["source"])
    return (
        attacker is not None
        and attacker.controller == ch.controller
        and "Snake" in attacker.subtypes
    )


behaviour(
    "Seshiro the Anointed",
    abilities=[
        Static(anthem(2, 2, _creatures_of_type("Snake", other=True))),
        Triggered(OnEvent(_your_snake_hits_a_player, key="trigger.combat_damage"), (May(Draw(1)),)),
    ],
)


# ----------------------------------------- exiling the creatures they damaged
behaviour("Kumano's Pupils", abilities=[ExileCreaturesItDamaged()])
behaviour(
    "Frostwielder",
    abilities=[
        ExileCreaturesItDamaged(),
        Activated(cost(tap=True), (DealDamage(1, any_target()),)),
    ],
)
behaviour(
    "Kumano, Master Yamabushi",
    abilities=[
        Activated(cost("{1}{R}"), (DealDamage(1, any_target()),)),
        ExileCreaturesItDamaged(),
    ],
)
_FLAME = any_target()
behaviour("Yamabushi's Flame", spell=[DealDamage(3, _FLAME), ExileIfDiesThisTurn(_FLAME)])


def _every_creature(game: Game, ctx: Context) -> list[int]:
    return [oid for oid in game.battlefield if game.chars(oid).is_creature]


behaviour(
    "Yamabushi's Storm",
    spell=[DealDamage(1, _every_creature), ExileIfDiesThisTurn(_every_creature)],
)
_BO = target_permanent(
    lambda g, o, c: g.chars(o).is_creature and _is_spirit(g, o, c), "target.spirit_creature"
)
behaviour(
    "Nine-Ringed Bo",
    abilities=[Activated(cost(tap=True), (DealDamage(1, _BO), ExileIfDiesThisTurn(_BO)))],
)


# ---------------------------------------------------------------------- Auras
ENCHANT_CREATURE = Enchant(target_creature())
behaviour(
    "Lure",
    abilities=[
        ENCHANT_CREATURE,
        Static(
            (has_ability(AllMustBlock(text="All creatures able to block it do so."), enchanted),)
        ),
    ],
)


def _not_by_spirits(game: Game, blocker: int, attacker: int) -> bool:
    return "Spirit" not in game.chars(blocker).subtypes


behaviour(
    "Field of Reality",
    abilities=[
        ENCHANT_CREATURE,
        Static(
            (
                has_ability(
                    BlockableOnlyBy(_not_by_spirits, text="It can't be blocked by Spirits."),
                    enchanted,
                ),
            )
        ),
        Activated(cost("{1}{U}"), (ReturnToHand(SELF),)),
    ],
)
behaviour(
    "Midnight Covenant",
    abilities=[
        ENCHANT_CREATURE,
        Static((has_ability(Activated(cost("{B}"), (Pump(SELF, 1, 1),)), enchanted),)),
    ],
)


def enchanted_creature(game: Game, ctx: Context) -> list[int]:
    """ "Enchanted creature": what the source Aura is attached to."""
    obj = game.objects.get(ctx.source)
    target = obj.attached_to if obj is not None else None
    return [target] if target is not None and target in game.battlefield else []


behaviour(
    "Mystic Restraints",
    abilities=[
        FLASH,
        ENCHANT_CREATURE,
        Triggered(Enters(), (TapOrUntap(enchanted_creature),)),
        DoesntUntap(
            enchanted, text="Enchanted creature doesn't untap during its controller's untap step."
        ),
    ],
)


# ---------------------------------------------------------------- the others
def _basic_land(game: Game, obj: GameObject) -> bool:
    face = obj.card.faces[0]
    return "Land" in face.types and "Basic" in face.supertypes


behaviour(
    "Journeyer's Kite",
    abilities=[Activated(cost("{3}", tap=True), (SearchAndReveal(_basic_land),))],
)
_ILLUSION = token("Illusion", "Creature — Illusion", "1/1", colour="U", abilities=(FLYING,))
behaviour(
    "Meloku the Clouded Mirror",
    abilities=[FLYING, Activated(cost("{1}", return_to_hand=_is_land), (CreateToken(_ILLUSION),))],
)
behaviour(
    "Nagao, Bound by Honor",
    abilities=[bushido(1), Triggered(Attacks(), (Pump(_your_creatures_of_type("Samurai"), 1, 1),))],
)


def _your_creatures(game: Game, ctx: Context) -> list[int]:
    return game.creatures(ctx.controller)


behaviour("Part the Veil", spell=[ReturnToHand(_your_creatures)])


def _card_type(*types: str) -> Callable[[GameObject], bool]:
    def fits(obj: GameObject) -> bool:
        return bool(set(types) & obj.card.faces[0].types)

    return fits


behaviour("Commune with Nature", spell=[LookAndReveal(5, _card_type("Creature"))])
behaviour("Peer Through Depths", spell=[LookAndReveal(5, _card_type("Instant", "Sorcery"))])


def _dealt_damage_to_you(game: Game, obj: GameObject, controller: int) -> bool:
    return game.chars(obj).is_creature and (obj.id, f"P{controller}") in game.turn_log.get(
        "damaged", ()
    )


behaviour(
    "Reciprocate",
    spell=[Exile(target_permanent(_dealt_damage_to_you, "target.creature_dealt_damage_to_you"))],
)
behaviour(
    "Akki Underminer",
    abilities=[
        Triggered(
            DealsCombatDamage(to_player=True),
            (Sacrifice(lambda g, o, p: True, who=THAT_PLAYER),),
        )
    ],
)
_FEAST = target_permanent(_is_land, "target.land")


def _was_legendary(game: Game, ctx: Context) -> bool:
    lki = next((game.last_known(oid) for oid in ctx.chosen_for(_FEAST, 0)), None)
    return lki is not None and "Legendary" in lki.supertypes


behaviour(
    "Feast of Worms",
    spell=[
        Destroy(_FEAST),
        If(
            _was_legendary,
            Sacrifice(
                _is_land,
                who=ControllerOf(_FEAST),
                other_than=lambda g, ctx: tuple(ctx.chosen_for(_FEAST, 0)),
            ),
        ),
    ],
)
behaviour(
    "Ben-Ben, Akki Hermit",
    abilities=[
        Activated(
            cost(tap=True),
            (
                DealDamage(
                    lambda g, ctx: sum(
                        1
                        for oid in g.battlefield
                        if g.chars(oid).controller == ctx.controller
                        and "Mountain" in g.chars(oid).subtypes
                        and not g.objects[oid].tapped
                    ),
                    target_permanent(
                        lambda g, o, c: g.combat is not None and o.id in g.combat.attackers,
                        "target.attacking_creature",
                    ),
                ),
            ),
        )
    ],
)
behaviour(
    "The Unspeakable",
    abilities=[
        FLYING,
        TRAMPLE,
        Triggered(
            DealsCombatDamage(to_player=True),
            (
                May(
                    ReturnToHand(
                        target_card_in_graveyard(
                            lambda g, o, c: "Arcane" in o.card.faces[0].subtypes,
                            "target.arcane_card_in_your_graveyard",
                            yours=True,
                        )
                    )
                ),
            ),
        ),
    ],
)
