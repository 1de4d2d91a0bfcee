"""Champions of Kamigawa, the rest of the set (8): Sift Through Sands (the turn's
spells by name), Mindblaze, Struggle for Sanity, Nature's Will, Masako the
Humorless and Heartbeat of Spring (:mod:`manastack.mechanics.extra_mana`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.layers import creatures_you_control, grant
from ..engine.objects import BATTLEFIELD, GRAVEYARD, is_player_ref, player_of
from ..engine.ops import Op, damage, move
from ..engine.perform import change_now
from ..engine.targets import TargetSpec, target_opponent, target_player
from ..engine.triggers import OnEvent
from ..language.effects import (
    Choice,
    Discard,
    Draw,
    Effect,
    If,
    May,
    SearchLibrary,
    TapOrUntap,
    players_for,
)
from ..language.keywords import FLASH
from ..mechanics.extra_mana import ExtraManaFromLands
from . import Static, Triggered, behaviour, nonland_names

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics, GameObject


# ------------------------------------------------------------ Sift Through Sands
def _cast_both_this_turn(game: Game, ctx: Context) -> bool:
    """ "If you've cast a spell named Peer Through Depths and a spell named Reach
    Through Mists this turn"."""
    names = {name for player, name in game.turn_log.get("cast", ()) if player == ctx.controller}
    return {"Peer Through Depths", "Reach Through Mists"} <= names


def _the_unspeakable(game: Game, obj: GameObject) -> bool:
    return obj.card.name == "The Unspeakable"


behaviour(
    "Sift Through Sands",
    spell=[
        Draw(2),
        Discard(1),
        If(_cast_both_this_turn, May(SearchLibrary(_the_unspeakable, to=BATTLEFIELD))),
    ],
)


# -------------------------------------------------------------------- Mindblaze
@dataclass(frozen=True)
class Mindblaze(Effect):
    """Choose a nonland card name and a number greater than 0; the target player
    reveals their library; if it holds exactly that many cards of that name, 8
    damage to that player; then they shuffle."""

    who: TargetSpec
    key: str = "effect.mindblaze"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.who,)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        players = players_for(self.who, game, ctx, part)
        if not players:
            return []
        victim = players[0]
        library = game.players[victim].library
        if key not in ctx.answers:
            return Choice(
                ctx.controller, DecisionKind.CARD_NAME, "prompt.card_name", nonland_names(), key=key
            )
        number_key = key + ("number",)
        if number_key not in ctx.answers:
            # any number greater than 0: more than the library holds can never match
            numbers = tuple(range(1, len(library) + 2))
            return Choice(ctx.controller, DecisionKind.X, "prompt.number", numbers, key=number_key)
        name, number = ctx.answers[key][0], ctx.answers[number_key][0]
        found = sum(1 for c in library if game.objects[c].card.name == name)
        ops = [Op("reveal", objs=list(library), player=victim)]
        if found == number:
            ops.append(damage(ctx.source, f"P{victim}", 8))
        return ops + [Op("shuffle", player=victim)]


behaviour("Mindblaze", spell=[Mindblaze(target_player())])


# ----------------------------------------------------------- Struggle for Sanity
@dataclass(frozen=True)
class StruggleForSanity(Effect):
    """The target opponent reveals their hand; they exile a card from it, then you
    do, and so on until the hand is empty; they take back the cards they exiled
    and the others go to their graveyard.  The exiling is a set of choices made
    in turn (CR 608.2d); as every card leaves exile in the same effect, each is
    moved straight to where it ends: the opponent's picks stay in their hand,
    the controller's go to the graveyard."""

    who: TargetSpec
    key: str = "effect.struggle"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.who,)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        players = players_for(self.who, game, ctx, part)
        if not players:
            return []
        victim = players[0]
        hand = tuple(game.players[victim].hand)
        picked = ctx.answers.get(key, [])
        if not picked and hand and ("revealed", key) not in ctx.results:
            ctx.results[("revealed", key)] = True
            change_now(game, Op("reveal", objs=list(hand), player=victim))
        left = tuple(c for c in hand if c not in picked)
        if left:
            chooser = victim if len(picked) % 2 == 0 else ctx.controller
            return Choice(
                chooser,
                DecisionKind.CHOOSE_CARD,
                "prompt.struggle",
                left,
                (("revealed", hand),),
                key=key,
            )
        theirs = picked[0::2]
        return [move(c, GRAVEYARD, "effect") for c in picked if c not in theirs]


behaviour("Struggle for Sanity", spell=[StruggleForSanity(target_opponent())])


# ----------------------------------------------------------------- Nature's Will
def _first_of_your_creatures_hitting_a_player(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """One or more creatures you control dealt combat damage to a player: the
    first such damage of the step triggers it; the rest of the same damage event
    (dealt at once, CR 510.2) doesn't trigger it again."""
    if event.kind != EventKind.DAMAGE or not event["combat"] or not is_player_ref(event["target"]):
        return False
    dealer = game.last_known(event["source"])
    if dealer is None or dealer.controller != ch.controller:
        return False
    return not any(
        t.source == source
        and t.ability is _NATURES_WILL
        and t.event.get("target") == event["target"]
        for t in game.waiting_triggers
    )


def _lands_of_damaged_player(game: Game, ctx: Context) -> list[int]:
    target = (ctx.event or {}).get("target")
    if not is_player_ref(target):
        return []
    player = player_of(str(target))
    return [
        o for o in game.battlefield if game.chars(o).is_land and game.chars(o).controller == player
    ]


def _your_lands(game: Game, ctx: Context) -> list[int]:
    return [
        o
        for o in game.battlefield
        if game.chars(o).is_land and game.chars(o).controller == ctx.controller
    ]


_NATURES_WILL = Triggered(
    OnEvent(_first_of_your_creatures_hitting_a_player, key="trigger.combat_damage"),
    (TapOrUntap(_lands_of_damaged_player), TapOrUntap(_your_lands, untap=True)),
    text="Whenever one or more creatures you control deal combat damage to a player, tap all "
    "lands that player controls and untap all lands you control.",
)
behaviour("Nature's Will", abilities=[_NATURES_WILL])


# ---------------------------------------------------------- Masako, Heartbeat
behaviour(
    "Masako the Humorless",
    abilities=[
        FLASH,
        Static((grant((KeywordName.BLOCKS_THOUGH_TAPPED,), creatures_you_control()),)),
    ],
)
behaviour("Heartbeat of Spring", abilities=[ExtraManaFromLands()])
