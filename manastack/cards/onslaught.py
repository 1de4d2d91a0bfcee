"""Onslaught block (Onslaught, Legions, Scourge): morph creatures (CR 702.37) and
the cards that turn creatures face up or face down.

Every card here implements all of its Oracle text; the morph mechanic itself
lives in :mod:`manastack.morph`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..effects import (
    SELF,
    YOU,
    Choice,
    CounterTarget,
    CreateToken,
    Custom,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Effect,
    GainLife,
    LoseLife,
    May,
    MoveTarget,
    Pump,
    ReturnToHand,
    TapOrUntap,
)
from ..keywords import (
    DEFENDER,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    FLYING,
    HASTE,
    REACH,
    TRAMPLE,
    VIGILANCE,
)
from ..layers import anthem
from ..morph import (
    MORPH_COST_INCREASES,
    LookAt,
    Morph,
    TurnedFaceUp,
    TurnFaceDown,
    TurnFaceUpEffect,
    has_morph,
    is_face_down,
    x_paid,
)
from ..objects import GRAVEYARD, HAND, player_of
from ..ops import Op, damage, move
from ..targets import (
    TargetSpec,
    any_target,
    either_type,
    has_subtype,
    has_type,
    is_creature,
    opponent_controls,
    target_creature,
    target_permanent,
    target_spell,
)
from ..triggers import AtStep, DealsCombatDamage, OnEvent
from . import Activated, Keyword, Static, Triggered, card, cost, token
from .morph_faq import BecomeCreatureType

if TYPE_CHECKING:
    from ..context import Context
    from ..events import Event
    from ..game import Game
    from ..objects import Characteristics, GameObject

CANT_BLOCK = Keyword("cant_block")


# ------------------------------------------------------------------ helpers
def turned_face_up(*effects: Effect) -> Triggered:
    """"When this creature is turned face up, <effects>" (CR 708.8)."""
    return Triggered(TurnedFaceUp(), tuple(effects))


def _creatures_you_control(subtype: str | None = None):
    def pick(game: Game, ctx: Context) -> list[int]:
        return [oid for oid in game.battlefield if game.chars(oid).is_creature
                and game.chars(oid).controller == ctx.controller
                and (subtype is None or subtype in game.chars(oid).subtypes)]
    return pick


class DamagedPlayerDiscards(Effect):
    """"That player discards N cards" — the player dealt the combat damage that
    triggered the ability (CR 701.8); they choose, one card at a time."""

    key = "effect.discard"

    def __init__(self, amount: int) -> None:
        self.amount = amount

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        player = player_of((ctx.event or {})["target"])
        hand = game.players[player].hand
        n = min(self.amount, len(hand))
        answers = ctx.answers.get(key, [])
        if len(answers) < n:
            left = tuple(c for c in hand if c not in answers)
            return Choice(player, "discard", "prompt.discard", left, (("n", n - len(answers)),),
                          key=key)
        return [move(c, GRAVEYARD, "discard") for c in answers]


def _deals_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == "damage" and event["source"] == source


def _damage_dealt(game: Game, ctx: Context) -> int:
    return int((ctx.event or {})["amount"])


def _card_has_subtype(subtype: str):
    """A card in hand with a subtype (its printed characteristics, CR 400.7)."""
    def check(game: Game, obj: GameObject, _player: int) -> bool:
        return subtype in obj.card.faces[0].subtypes
    return check


def _permanent_has_subtype(subtype: str):
    def check(game: Game, obj: GameObject, _player: int) -> bool:
        return subtype in game.chars(obj).subtypes
    return check


@dataclass(frozen=True, eq=False)
class DividedAmong(TargetSpec):
    """"N damage divided as you choose among one, two, or three targets": the
    division is made with the targets (CR 601.2d), one point per pick, so a
    creature picked twice is dealt 2.  ``count`` is N."""

    def choices(self, game: Game, controller: int, source: GameObject | None,
                chosen_already: tuple = ()) -> Iterator:
        return super().choices(game, controller, source, ())


@dataclass(frozen=True)
class DealDivided(Effect):
    """Deal the damage as divided among the legal targets (CR 608.2b: the share of
    a target that became illegal isn't dealt)."""

    to: DividedAmong
    key: str = "effect.damage"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (self.to,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> list[Op]:
        shares = Counter(game.still_legal(ctx, self.to, part))
        return [damage(ctx.source, ref, n) for ref, n in shares.items()]


SACRIFICE_SELF = MoveTarget(SELF, GRAVEYARD, "sacrifice", key="effect.sacrifice")

# ---------------------------------------------------------------- Onslaught
card("Blistering Firecat", "{1}{R}{R}{R}", "Creature — Elemental Cat", "7/1",
     text="Trample, haste\nAt the beginning of the end step, sacrifice this creature.\n"
          "Morph {R}{R}",
     abilities=[TRAMPLE, HASTE, Triggered(AtStep("end", yours=False), (SACRIFICE_SELF,)),
                Morph("{R}{R}")], set_code="ONS")
card("Exalted Angel", "{4}{W}{W}", "Creature — Angel", "4/5",
     text="Flying\nWhenever this creature deals damage, you gain that much life.\n"
          "Morph {2}{W}{W}",
     abilities=[FLYING, Triggered(OnEvent(_deals_damage, key="trigger.deals_damage"),
                                  (GainLife(_damage_dealt),)),
                Morph("{2}{W}{W}")], set_code="ONS")
card("Daru Lancer", "{4}{W}{W}", "Creature — Human Soldier", "3/4",
     text="First strike\nMorph {2}{W}{W}", abilities=[FIRST_STRIKE, Morph("{2}{W}{W}")],
     set_code="ONS")
card("Crude Rampart", "{3}{W}", "Creature — Wall", "4/5", text="Defender\nMorph {4}{W}",
     abilities=[DEFENDER, Morph("{4}{W}")], set_code="ONS")
card("Whipcorder", "{W}{W}", "Creature — Human Soldier Rebel", "2/2",
     text="{W}, {T}: Tap target creature.\nMorph {W}",
     abilities=[Activated(cost("{W}", tap=True), (TapOrUntap(target_creature()),)),
                Morph("{W}")], set_code="ONS")
card("Aphetto Alchemist", "{1}{U}", "Creature — Human Wizard", "1/2",
     text="{T}: Untap target artifact or creature.\nMorph {U}",
     abilities=[Activated(cost(tap=True), (TapOrUntap(target_permanent(
         either_type("Artifact", "Creature"), "target.artifact_or_creature"), untap=True),)),
                Morph("{U}")], set_code="ONS")
card("Spined Basher", "{2}{B}", "Creature — Zombie Beast", "3/1", text="Morph {2}{B}",
     abilities=[Morph("{2}{B}")], set_code="ONS")
card("Headhunter", "{1}{B}", "Creature — Human Cleric", "1/1",
     text="Whenever this creature deals combat damage to a player, that player discards a "
          "card.\nMorph {B}",
     abilities=[Triggered(DealsCombatDamage(to_player=True), (DamagedPlayerDiscards(1),)),
                Morph("{B}")], set_code="ONS")
card("Silent Specter", "{4}{B}{B}", "Creature — Specter", "4/4",
     text="Flying\nWhenever this creature deals combat damage to a player, that player "
          "discards two cards.\nMorph {3}{B}{B}",
     abilities=[FLYING, Triggered(DealsCombatDamage(to_player=True), (DamagedPlayerDiscards(2),)),
                Morph("{3}{B}{B}")], set_code="ONS")
card("Grinning Demon", "{2}{B}{B}", "Creature — Demon", "6/6",
     text="At the beginning of your upkeep, you lose 2 life.\nMorph {2}{B}{B}",
     abilities=[Triggered(AtStep("upkeep"), (LoseLife(2, who=YOU),)), Morph("{2}{B}{B}")],
     set_code="ONS")
card("Battering Craghorn", "{2}{R}{R}", "Creature — Goat Beast", "3/1",
     text="First strike\nMorph {1}{R}{R}", abilities=[FIRST_STRIKE, Morph("{1}{R}{R}")],
     set_code="ONS")
card("Charging Slateback", "{4}{R}", "Creature — Beast", "4/3",
     text="This creature can't block.\nMorph {4}{R}", abilities=[CANT_BLOCK, Morph("{4}{R}")],
     set_code="ONS")
card("Dwarven Blastminer", "{1}{R}", "Creature — Dwarf", "1/1",
     text="{2}{R}, {T}: Destroy target nonbasic land.\nMorph {R}",
     abilities=[Activated(cost("{2}{R}", tap=True), (Destroy(target_permanent(
         lambda g, o, c: g.chars(o).is_land and "Basic" not in g.chars(o).supertypes,
         "target.nonbasic_land")),)), Morph("{R}")], set_code="ONS")
card("Goblin Taskmaster", "{R}", "Creature — Goblin", "1/1",
     text="{1}{R}: Target Goblin creature gets +1/+0 until end of turn.\nMorph {R}",
     abilities=[Activated(cost("{1}{R}"), (Pump(target_creature(
         has_subtype("Goblin"), label="target.goblin_creature"), 1, 0),)), Morph("{R}")],
     set_code="ONS")
card("Break Open", "{1}{R}", "Instant",
     text="Turn target face-down creature an opponent controls face up.",
     spell=[TurnFaceUpEffect(target_creature(opponent_controls(is_face_down),
                                             label="target.face_down_creature_opponent"))],
     set_code="ONS")
card("Nosy Goblin", "{2}{R}", "Creature — Goblin", "2/1",
     text="{T}, Sacrifice this creature: Destroy target face-down creature.",
     abilities=[Activated(cost(tap=True, sacrifice_self=True), (Destroy(target_creature(
         is_face_down, label="target.face_down_creature")),))], set_code="ONS")
card("Hystrodon", "{4}{G}", "Creature — Beast", "3/4",
     text="Trample\nWhenever this creature deals combat damage to a player, you may draw a "
          "card.\nMorph {1}{G}{G}",
     abilities=[TRAMPLE, Triggered(DealsCombatDamage(to_player=True), (May(Draw(1)),)),
                Morph("{1}{G}{G}")], set_code="ONS")
card("Krosan Colossus", "{6}{G}{G}{G}", "Creature — Beast", "9/9", text="Morph {6}{G}{G}",
     abilities=[Morph("{6}{G}{G}")], set_code="ONS")
card("Snarling Undorak", "{2}{G}{G}", "Creature — Beast", "3/3",
     text="{2}{G}: Target Beast creature gets +1/+1 until end of turn.\nMorph {1}{G}{G}",
     abilities=[Activated(cost("{2}{G}"), (Pump(target_creature(
         has_subtype("Beast"), label="target.beast_creature"), 1, 1),)), Morph("{1}{G}{G}")],
     set_code="ONS")
card("Spitting Gourna", "{3}{G}{G}", "Creature — Beast", "3/4", text="Reach\nMorph {4}{G}",
     abilities=[REACH, Morph("{4}{G}")], set_code="ONS")
card("Towering Baloth", "{6}{G}{G}", "Creature — Beast", "7/6", text="Morph {6}{G}",
     abilities=[Morph("{6}{G}")], set_code="ONS")
card("Treespring Lorian", "{5}{G}", "Creature — Beast", "5/4", text="Morph {5}{G}",
     abilities=[Morph("{5}{G}")], set_code="ONS")



def _face_down_creatures(game: Game, source: GameObject | None, obj: GameObject,
                         ch: Characteristics) -> bool:
    return obj.face_down and ch.is_creature


card("Ixidor, Reality Sculptor", "{3}{U}{U}", "Legendary Creature — Human Wizard", "3/4",
     text="Face-down creatures get +1/+1.\n{2}{U}: Turn target face-down creature face up.",
     abilities=[Static(anthem(1, 1, _face_down_creatures)),
                Activated(cost("{2}{U}"), (TurnFaceUpEffect(target_creature(
                    is_face_down, label="target.face_down_creature")),))], set_code="ONS")
card("Aven Soulgazer", "{3}{W}{W}", "Creature — Bird Cleric", "3/3",
     text="Flying\n{2}{W}: Look at target face-down creature.",
     abilities=[FLYING, Activated(cost("{2}{W}"), (LookAt(target_creature(
         is_face_down, label="target.face_down_creature")),))], set_code="ONS")

# ------------------------------------------------------------------ Legions
card("Daru Sanctifier", "{3}{W}", "Creature — Human Cleric", "1/4",
     text="Morph {1}{W}\nWhen this creature is turned face up, destroy target enchantment.",
     abilities=[Morph("{1}{W}"), turned_face_up(Destroy(target_permanent(
         has_type("Enchantment"), "target.enchantment")))], set_code="LGN")
card("Defender of the Order", "{3}{W}", "Creature — Human Cleric", "2/4",
     text="Morph {W}{W}\nWhen this creature is turned face up, creatures you control get "
          "+0/+2 until end of turn.",
     abilities=[Morph("{W}{W}"), turned_face_up(Pump(_creatures_you_control(), 0, 2))],
     set_code="LGN")
card("Liege of the Axe", "{3}{W}", "Creature — Human Soldier", "2/3",
     text="Vigilance\nMorph {1}{W}\nWhen this creature is turned face up, untap it.",
     abilities=[VIGILANCE, Morph("{1}{W}"), turned_face_up(TapOrUntap(SELF, untap=True))],
     set_code="LGN")
card("Wingbeat Warrior", "{2}{W}", "Creature — Bird Soldier Warrior", "2/1",
     text="Flying\nMorph {2}{W}\nWhen this creature is turned face up, target creature gains "
          "first strike until end of turn.",
     abilities=[FLYING, Morph("{2}{W}"),
                turned_face_up(Pump(target_creature(), keywords=("first strike",)))],
     set_code="LGN")
card("Echo Tracer", "{2}{U}", "Creature — Human Wizard", "2/2",
     text="Morph {2}{U}\nWhen this creature is turned face up, return target creature to its "
          "owner's hand.",
     abilities=[Morph("{2}{U}"), turned_face_up(ReturnToHand(target_creature()))],
     set_code="LGN")
card("Master of the Veil", "{2}{U}{U}", "Creature — Human Wizard", "2/3",
     text="Morph {2}{U}\nWhen this creature is turned face up, you may turn target creature "
          "with a morph ability face down.",
     abilities=[Morph("{2}{U}"), turned_face_up(May(TurnFaceDown(target_creature(
         has_morph, label="target.creature_with_morph"))))], set_code="LGN")
card("Wall of Deceit", "{1}{U}", "Creature — Wall", "0/5",
     text="Defender\n{3}: Turn this creature face down.\nMorph {U}",
     abilities=[DEFENDER, Activated(cost("{3}"), (TurnFaceDown(SELF),)), Morph("{U}")],
     set_code="LGN")
card("Mistform Seaswift", "{3}{U}", "Creature — Illusion", "3/1",
     text="Flying\n{1}: This creature becomes the creature type of your choice until end of "
          "turn.\nMorph {1}{U}",
     abilities=[FLYING, Activated(cost("{1}"), (BecomeCreatureType(SELF),)), Morph("{1}{U}")],
     set_code="LGN")
card("Voidmage Apprentice", "{1}{U}", "Creature — Human Wizard", "1/1",
     text="Morph {2}{U}{U}\nWhen this creature is turned face up, counter target spell.",
     abilities=[Morph("{2}{U}{U}"), turned_face_up(CounterTarget(target_spell()))],
     set_code="LGN")
card("Aphetto Exterminator", "{2}{B}", "Creature — Human Wizard", "3/1",
     text="Morph {3}{B}\nWhen this creature is turned face up, target creature gets -3/-3 "
          "until end of turn.",
     abilities=[Morph("{3}{B}"), turned_face_up(Pump(target_creature(), -3, -3))],
     set_code="LGN")


def _zombie_cards_in_graveyards(game: Game, ctx: Context) -> list[Op]:
    return [move(oid, HAND, "return") for p in game.players for oid in p.graveyard
            if "Zombie" in game.objects[oid].card.faces[0].subtypes]


card("Infernal Caretaker", "{3}{B}", "Creature — Human Cleric", "2/2",
     text="Morph {3}{B}\nWhen this creature is turned face up, return all Zombie cards from "
          "all graveyards to their owners' hands.",
     abilities=[Morph("{3}{B}"), turned_face_up(Custom(
         lambda game, ctx, part: _zombie_cards_in_graveyards(game, ctx),
         key="effect.return_zombies"))], set_code="LGN")
card("Sootfeather Flock", "{4}{B}", "Creature — Bird", "3/2", text="Flying\nMorph {3}{B}",
     abilities=[FLYING, Morph("{3}{B}")], set_code="LGN")
GOBLIN_TOKEN = token("Goblin", "Creature — Goblin", "1/1", colour="R")


def _all_creatures(game: Game, ctx: Context) -> list[int]:
    return [oid for oid in game.battlefield if game.chars(oid).is_creature]


def _minus_x(game: Game, ctx: Context) -> int:
    return -x_paid(game, ctx)


card("Warbreak Trumpeter", "{R}", "Creature — Goblin", "1/1",
     text="Morph {X}{X}{R}\nWhen this creature is turned face up, create X 1/1 red Goblin "
          "creature tokens.",
     abilities=[Morph("{X}{X}{R}"), turned_face_up(CreateToken(GOBLIN_TOKEN, x_paid))],
     set_code="LGN")
card("Bane of the Living", "{2}{B}{B}", "Creature — Insect", "4/3",
     text="Morph {X}{B}{B}\nWhen this creature is turned face up, all creatures get -X/-X "
          "until end of turn.",
     abilities=[Morph("{X}{B}{B}"), turned_face_up(Pump(_all_creatures, _minus_x, _minus_x))],
     set_code="LGN")
card("Bloodstoke Howler", "{5}{R}", "Creature — Beast", "3/4",
     text="Morph {6}{R}\nWhen this creature is turned face up, Beast creatures you control "
          "get +3/+0 until end of turn.",
     abilities=[Morph("{6}{R}"), turned_face_up(Pump(_creatures_you_control("Beast"), 3, 0))],
     set_code="LGN")
card("Rockshard Elemental", "{5}{R}{R}", "Creature — Elemental", "4/3",
     text="Double strike\nMorph {4}{R}{R}", abilities=[DOUBLE_STRIKE, Morph("{4}{R}{R}")],
     set_code="LGN")
card("Shaleskin Plower", "{3}{R}", "Creature — Beast", "3/2",
     text="Morph {4}{R}\nWhen this creature is turned face up, destroy target land.",
     abilities=[Morph("{4}{R}"), turned_face_up(Destroy(target_permanent(
         has_type("Land"), "target.land")))], set_code="LGN")
card("Skirk Marauder", "{1}{R}", "Creature — Goblin", "2/1",
     text="Morph {2}{R}\nWhen this creature is turned face up, it deals 2 damage to any "
          "target.",
     abilities=[Morph("{2}{R}"), turned_face_up(DealDamage(2, any_target()))], set_code="LGN")
card("Branchsnap Lorian", "{1}{G}{G}", "Creature — Beast", "4/1", text="Trample\nMorph {G}",
     abilities=[TRAMPLE, Morph("{G}")], set_code="LGN")
card("Nantuko Vigilante", "{3}{G}", "Creature — Insect Druid Mutant", "3/2",
     text="Morph {1}{G}\nWhen this creature is turned face up, destroy target artifact or "
          "enchantment.",
     abilities=[Morph("{1}{G}"), turned_face_up(Destroy(target_permanent(
         either_type("Artifact", "Enchantment"), "target.artifact_or_enchantment")))],
     set_code="LGN")
card("Patron of the Wild", "{G}", "Creature — Elf", "1/1",
     text="Morph {2}{G}\nWhen this creature is turned face up, target creature gets +3/+3 "
          "until end of turn.",
     abilities=[Morph("{2}{G}"), turned_face_up(Pump(target_creature(), 3, 3))], set_code="LGN")

# ------------------------------------------------------------------ Scourge
EXILED_DOOMSAYER = Static((), text="All morph costs cost {2} more.")


def _doomsayer_increase(game: Game) -> int:
    """Exiled Doomsayer: {2} more for each one on the battlefield (not the {3}
    to cast a creature face down)."""
    return 2 * sum(1 for oid in game.battlefield
                   if EXILED_DOOMSAYER in game.chars(oid).abilities)


MORPH_COST_INCREASES.append(_doomsayer_increase)

card("Exiled Doomsayer", "{1}{W}", "Creature — Human Cleric", "1/2",
     text="All morph costs cost {2} more.", abilities=[EXILED_DOOMSAYER], set_code="SCG")
card("Zombie Cutthroat", "{3}{B}{B}", "Creature — Zombie", "3/4", text="Morph—Pay 5 life.",
     abilities=[Morph(pay_life=5, text="Pay 5 life")], set_code="SCG")
card("Putrid Raptor", "{4}{B}{B}", "Creature — Zombie Dinosaur Beast", "4/4",
     text="Morph—Discard a Zombie card.",
     abilities=[Morph(choose="discard", count=1, matches=_card_has_subtype("Zombie"),
                      text="Discard a Zombie card")], set_code="SCG")
card("Raven Guild Initiate", "{2}{U}", "Creature — Human Wizard", "1/4",
     text="Morph—Return a Bird you control to its owner's hand.",
     abilities=[Morph(choose="return", count=1, matches=_permanent_has_subtype("Bird"),
                      text="Return a Bird you control to its owner's hand")], set_code="SCG")
card("Skirk Volcanist", "{3}{R}", "Creature — Goblin", "3/1",
     text="Morph—Sacrifice two Mountains.\nWhen this creature is turned face up, it deals 3 "
          "damage divided as you choose among one, two, or three target creatures.",
     abilities=[Morph(choose="sacrifice", count=2, matches=_permanent_has_subtype("Mountain"),
                      text="Sacrifice two Mountains"),
                turned_face_up(DealDivided(DividedAmong(
                    "target.divided_creatures", objects=is_creature, count=3)))],
     set_code="SCG")
card("Riptide Survivor", "{2}{U}", "Creature — Human Wizard", "2/1",
     text="Morph {1}{U}{U}\nWhen this creature is turned face up, discard two cards, then "
          "draw three cards.",
     abilities=[Morph("{1}{U}{U}"), turned_face_up(Discard(2), Draw(3))], set_code="SCG")
card("Proteus Machine", "{3}", "Artifact Creature — Shapeshifter", "2/2",
     text="Morph {0}\nWhen this creature is turned face up, it becomes the creature type of "
          "your choice.",
     abilities=[Morph("{0}"), turned_face_up(BecomeCreatureType(SELF, until=""))],
     set_code="SCG")
card("Scornful Egotist", "{7}{U}", "Creature — Human Wizard", "1/1", text="Morph {U}",
     abilities=[Morph("{U}")], set_code="SCG")
card("Titanic Bulvox", "{6}{G}{G}", "Creature — Beast", "7/4", text="Trample\nMorph {4}{G}{G}{G}",
     abilities=[TRAMPLE, Morph("{4}{G}{G}{G}")], set_code="SCG")
card("Woodcloaker", "{5}{G}", "Creature — Elf", "3/3",
     text="Morph {2}{G}{G}\nWhen this creature is turned face up, target creature gains "
          "trample until end of turn.",
     abilities=[Morph("{2}{G}{G}"), turned_face_up(Pump(target_creature(), keywords=("trample",)))],
     set_code="SCG")

__all__ = ["CANT_BLOCK", "DamagedPlayerDiscards", "TargetSpec", "turned_face_up"]
