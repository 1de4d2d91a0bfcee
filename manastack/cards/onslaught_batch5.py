"""Onslaught, the rest of the set (5): revealing cards from the top of a library
(CR 701.16a), damage triggers, and the spells where each player makes a choice
in turn order (CR 101.4).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import CounterKind, DecisionKind, EventKind
from ..engine.objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    is_player_ref,
    player_of,
)
from ..engine.ops import Op, damage, move
from ..engine.perform import change_now
from ..engine.targets import (
    TargetSpec,
    any_player,
    any_target,
    has_type,
    opponent_controls,
    target_creature,
    target_player,
    you_control,
)
from ..engine.triggers import AtStep, DealsCombatDamage, Enters, OnEvent
from ..language.effects import (
    SELF,
    YOU,
    Choice,
    CreateDelayedTrigger,
    Custom,
    DealDamage,
    Destroy,
    Draw,
    Effect,
    Fight,
    LoseLife,
    May,
    Pump,
    x_value,
)
from ..mechanics.morph import Morph
from . import Activated, Triggered, behaviour, cost, token
from .onslaught import DamagedPlayerDiscards

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import Characteristics

_TYPES = frozenset(CREATURE_TYPES)


def apnap(game: Game) -> list[int]:
    """The players still in the game, the active player first (CR 101.4)."""
    n = len(game.players)
    order = [(game.active_player + i) % n for i in range(n)]
    return [p for p in order if not game.players[p].has_lost]


def _printed(game: Game, oid: int) -> Any:
    """A card's characteristics outside the battlefield: its printed face."""
    return game.objects[oid].card.faces[0]


def _top_first(game: Game, player: int) -> list[int]:
    return list(reversed(game.players[player].library))


def _until_nonland(game: Game, cards: list[int]) -> tuple[list[int], int | None]:
    """The cards revealed from ``cards`` (top first) up to the first nonland
    card, and that card (None if every card is a land)."""
    revealed: list[int] = []
    for c in cards:
        revealed.append(c)
        if "Land" not in _printed(game, c).types:
            return revealed, c
    return revealed, None


def _bottom_in_any_order(
    player: int, cards: list[int], ctx: Context, key: tuple
) -> Choice | list[Op]:
    """ "Put the revealed cards on the bottom of your library in any order":
    the player names the card to go to the bottom first, then the next."""
    order = ctx.answers.get(key, [])
    if len(cards) > 1 and len(order) < len(cards) - 1:
        left = tuple(c for c in cards if c not in order)
        return Choice(player, DecisionKind.BOTTOM_ORDER, "prompt.bottom_order", left, key=key)
    ordered = order + [c for c in cards if c not in order]
    return [Op("move", obj=c, to=LIBRARY, cause="reveal", position="bottom") for c in ordered]


def _reveal_once(game: Game, ctx: Context, key: tuple, player: int, cards: list[int]) -> None:
    """Reveal ``cards`` to everyone, once however often the effect is asked
    again (CR 701.16a)."""
    if cards and not ctx.results.get(("revealed", key)):
        ctx.results[("revealed", key)] = True
        change_now(game, Op("reveal", objs=list(cards), player=player))


REVEALED_VALUE = "revealed_value"


def revealed_value(game: Game, ctx: Context) -> int:
    """The mana value of the nonland card :class:`RevealUntilNonland` found."""
    return int(ctx.results.get(REVEALED_VALUE, 0))


@dataclass(frozen=True)
class RevealUntilNonland(Effect):
    """ "Reveal cards from the top of your library until you reveal a nonland
    card.  <then, reading its mana value: :func:`revealed_value`>.  Put the
    revealed cards on the bottom of your library in any order"."""

    then: Effect
    key: str = "effect.reveal_until_nonland"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return self.then.specs

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        revealed, hit = _until_nonland(game, _top_first(game, me))
        ctx.results[REVEALED_VALUE] = _printed(game, hit).mana_cost.mana_value if hit else 0
        _reveal_once(game, ctx, key, me, revealed)
        bottom = _bottom_in_any_order(me, revealed, ctx, key + ("bottom",))
        if isinstance(bottom, Choice):
            return bottom
        got = self.then.resolve(game, ctx, part, key + ("then",))
        if isinstance(got, Choice):
            return got
        return got + bottom


behaviour("Erratic Explosion", spell=[RevealUntilNonland(DealDamage(revealed_value, any_target()))])
behaviour(
    "Goblin Machinist",
    abilities=[Activated(cost("{2}{R}"), (RevealUntilNonland(Pump(SELF, revealed_value, 0)),))],
)
_KABOOMED = TargetSpec(
    "target.players_or_planeswalkers_any_number",
    objects=has_type("Planeswalker"),
    players=any_player,
    count=8,
    minimum=0,
)


def _kaboom(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """For each target, one reveal until a nonland card, its damage, and the
    revealed cards to the bottom, before the next target's reveal."""
    me = ctx.controller
    library = _top_first(game, me)
    ops: list[Op] = []
    for i, ref in enumerate(game.still_legal(ctx, _KABOOMED, part)):
        revealed, hit = _until_nonland(game, library)
        _reveal_once(game, ctx, key + (i,), me, revealed)
        bottom = _bottom_in_any_order(me, revealed, ctx, key + (i,))
        if isinstance(bottom, Choice):
            return bottom
        if hit is not None and _printed(game, hit).mana_cost.mana_value:
            ops.append(damage(ctx.source, ref, _printed(game, hit).mana_cost.mana_value))
        ops += bottom
        library = [c for c in library if c not in revealed] + [op["obj"] for op in bottom]
    return ops


@dataclass(frozen=True)
class Kaboom(Effect):
    """Kaboom!: one reveal per target player or planeswalker."""

    key: str = "effect.kaboom"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return (_KABOOMED,)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        return _kaboom(game, ctx, part, key)


behaviour("Kaboom!", spell=[Kaboom()])


# ---------------------------------------------------------- damage triggers
def _dealt_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.DAMAGE and event["target"] == source


def _dealt_by(by_spell: bool):
    """ "Whenever a creature (a spell, with ``by_spell``) deals damage to this
    creature"."""

    def test(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
        if not _dealt_damage(game, event, source, ch):
            return False
        src = game.objects.get(event["source"])
        if by_spell:
            info = src.cast_info if src is not None else None
            return src is not None and src.zone == STACK and info is not None and not info.ability
        lki = game.last_known(event["source"])
        return lki is not None and lki.is_creature and (src is None or src.zone != STACK)

    return OnEvent(test, key="trigger.dealt_damage")


def _amount(game: Game, ctx: Context) -> int:
    return int((ctx.event or {})["amount"])


def _back_at_the_creature(game: Game, ctx: Context, part: int) -> list[Op]:
    return [damage(ctx.source, (ctx.event or {})["source"], _amount(game, ctx))]


def _at_the_spells_controller(game: Game, ctx: Context, part: int) -> list[Op]:
    controller = game.lki_controller((ctx.event or {})["source"], moved_ok=True)
    return [damage(ctx.source, f"P{controller}", _amount(game, ctx))]


behaviour(
    "Tephraderm",
    abilities=[
        Triggered(_dealt_by(by_spell=False), (Custom(_back_at_the_creature, key="effect.damage"),)),
        Triggered(
            _dealt_by(by_spell=True), (Custom(_at_the_spells_controller, key="effect.damage"),)
        ),
    ],
)
behaviour(
    "Thrashing Mudspawn",
    abilities=[
        Triggered(
            OnEvent(_dealt_damage, key="trigger.dealt_damage"), (LoseLife(_amount, who=YOU),)
        ),
        Morph("{1}{B}{B}"),
    ],
)


def _goblin_hits_a_player(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    if event.kind != EventKind.DAMAGE or not event["combat"] or not is_player_ref(event["target"]):
        return False
    lki = game.last_known(event["source"])
    return lki is not None and "Goblin" in lki.subtypes


behaviour(
    "Cabal Slaver",
    abilities=[
        Triggered(
            OnEvent(_goblin_hits_a_player, key="trigger.combat_damage"), (DamagedPlayerDiscards(1),)
        )
    ],
)


def _hits_a_creature(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return DealsCombatDamage().matches(game, event, source, ch) and not is_player_ref(
        event["target"]
    )


def _destroy_it_at_end_of_combat(game: Game, ctx: Context) -> tuple[Effect, ...]:
    victim = (ctx.event or {})["target"]
    return (Destroy(lambda g, c: [victim]),)


behaviour(
    "Serpentine Basilisk",
    abilities=[
        Triggered(
            OnEvent(_hits_a_creature, key="trigger.combat_damage"),
            (
                CreateDelayedTrigger(
                    AtStep("end_of_combat", yours=False), _destroy_it_at_end_of_combat
                ),
            ),
        ),
        Morph("{1}{G}{G}"),
    ],
)


def _three_or_more_attack(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever you attack with three or more creatures": once, on the last
    attack event of the declaration (CR 508.1, 508.3a)."""
    combat = game.combat
    if event.kind != EventKind.ATTACK or combat is None or event["player"] != ch.controller:
        return False
    attackers = list(combat.attackers)
    return len(attackers) >= 3 and event["attacker"] == attackers[-1]


behaviour(
    "Overwhelming Instinct",
    abilities=[Triggered(OnEvent(_three_or_more_attack, key="trigger.attacks"), (Draw(1),))],
)


def _echoes(game: Game, ctx: Context, part: int) -> list[Op]:
    """{C} for each creature you control that shares a creature type with the
    creature that entered (itself included, if yours)."""
    entered = (ctx.event or {})["new"]
    if entered not in game.objects or game.objects[entered].zone != BATTLEFIELD:
        return []
    kinds = frozenset(t for t in game.chars(entered).subtypes if t in _TYPES)
    n = sum(
        1
        for o in game.battlefield
        if game.chars(o).is_creature
        and game.chars(o).controller == ctx.controller
        and kinds & game.chars(o).subtypes
    )
    return [Op("mana", player=ctx.controller, mana="C" * n)] if n else []


behaviour(
    "Mana Echoes",
    abilities=[
        Triggered(
            Enters(self_only=False, filter=lambda g, oid, c: g.chars(oid).is_creature),
            (May(Custom(_echoes, key="effect.add_mana")),),
        )
    ],
)

# ------------------------------------------------------------------- fights
_BEAST = target_creature(
    you_control(lambda g, o, c: "Beast" in g.chars(o).subtypes),
    label="target.beast_you_control",
)
_FOE = target_creature(opponent_controls(lambda g, o, c: True), label="target.creature_opponent")


behaviour(
    "Contested Cliffs",
    abilities=[
        Activated(cost(tap=True), mana=("C",)),
        Activated(cost("{R}{G}", tap=True), (Fight(_BEAST, _FOE),)),
    ],
)


# ------------------------------------------------------------ hand choices
_BLACKMAILED = target_player()


def _blackmail(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """The player reveals three cards of their choice (all, with three or
    fewer); you choose one of them; they discard it."""
    refs = game.still_legal(ctx, _BLACKMAILED, part)
    if not refs:
        return []
    victim = player_of(refs[0])
    hand = list(game.players[victim].hand)
    shown_key = key + ("shown",)
    shown = ctx.answers.get(shown_key, [])
    if len(hand) > 3 and len(shown) < 3:
        left = tuple(c for c in hand if c not in shown)
        return Choice(victim, DecisionKind.CHOOSE_CARD, "prompt.reveal_three", left, key=shown_key)
    revealed = shown if len(hand) > 3 else hand
    if not revealed:
        return []
    _reveal_once(game, ctx, key, victim, revealed)
    if key not in ctx.answers:
        return Choice(
            ctx.controller,
            DecisionKind.CHOOSE_CARD,
            "prompt.choose_discard",
            tuple(revealed),
            key=key,
        )
    return [move(ctx.answers[key][0], GRAVEYARD, "discard")]


@dataclass(frozen=True)
class ChoiceEffect(Effect):
    """An effect written as one function that may ask questions:
    ``run(game, ctx, part, key)`` returns a :class:`Choice` or the events."""

    run: Callable[[Game, Context, int, tuple], Choice | list[Op]]
    targets: tuple[TargetSpec, ...] = ()
    key: str = "effect.custom"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:  # type: ignore[override]
        return self.targets

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        return self.run(game, ctx, part, key)


behaviour("Blackmail", spell=[ChoiceEffect(_blackmail, (_BLACKMAILED,), key="effect.discard")])


def _strongarm(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Each player discards a card; then each player who didn't discard a
    creature card this way loses 4 life."""
    ops: list[Op] = []
    losers: list[int] = []
    for p in apnap(game):
        hand = game.players[p].hand
        if not hand:
            losers.append(p)
            continue
        pkey = key + (p,)
        if pkey not in ctx.answers:
            return Choice(
                p, DecisionKind.DISCARD, "prompt.discard", tuple(hand), (("n", 1),), key=pkey
            )
        card = ctx.answers[pkey][0]
        ops.append(move(card, GRAVEYARD, "discard"))
        if "Creature" not in _printed(game, card).types:
            losers.append(p)
    return ops + [Op("life", player=p, amount=-4) for p in losers]


behaviour("Strongarm Tactics", spell=[ChoiceEffect(_strongarm, key="effect.strongarm")])


def _read_the_runes(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """For each card drawn (X), discard a card unless you sacrifice a
    permanent: each time, a card in hand (discard) or a permanent you control
    (sacrifice)."""
    me = ctx.controller
    picked = ctx.answers.get(key, [])
    hand = game.players[me].hand
    mine = [o for o in game.battlefield if game.chars(o).controller == me]
    if len(picked) < ctx.x:
        left = tuple(o for o in list(hand) + mine if o not in picked)
        if left:
            return Choice(me, DecisionKind.SACRIFICE, "prompt.discard_or_sacrifice", left, key=key)
    return [move(o, GRAVEYARD, "discard" if o in hand else "sacrifice") for o in picked]


behaviour(
    "Read the Runes",
    spell=[Draw(x_value), ChoiceEffect(_read_the_runes, key="effect.read_the_runes")],
)


def _hand_on_top(game: Game, ctx: Context, part: int) -> list[Op]:
    """Target opponent puts the cards from their hand on top of their library
    (the order doesn't matter: the library is searched and shuffled next)."""
    refs = game.still_legal(ctx, _HEAD, part)
    if not refs:
        return []
    hand = game.players[player_of(refs[0])].hand
    return [Op("move", obj=c, to=LIBRARY, cause="effect", position="top") for c in hand]


def _search_their_library(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """You search that player's library for as many cards as were put there;
    they go to that player's hand; the player shuffles."""
    refs = game.still_legal(ctx, _HEAD, part)
    if not refs:
        return []
    victim = player_of(refs[0])
    wanted = len(ctx.results.get("done(0, 0)", []))
    picked = ctx.answers.get(key, [])
    library = game.players[victim].library
    if len(picked) < min(wanted, len(library)):
        left = tuple(c for c in library if c not in picked)
        return Choice(ctx.controller, DecisionKind.SEARCH, "prompt.search", left, key=key)
    return [move(c, HAND, "search") for c in picked] + [Op("shuffle", player=victim)]


_HEAD = TargetSpec("target.opponent", players=lambda g, p, c: p != c)
behaviour(
    "Head Games",
    spell=[
        Custom(_hand_on_top, (_HEAD,), key="effect.put_on_library"),
        ChoiceEffect(_search_their_library, (_HEAD,), key="effect.search"),
    ],
)


# ------------------------------------------- reveal for a creature type
def _choose_type(ctx: Context, key: tuple) -> Choice | None:
    if key in ctx.answers:
        return None
    return Choice(
        ctx.controller,
        DecisionKind.CREATURE_TYPE,
        "prompt.choose_creature_type",
        CREATURE_TYPES,
        key=key,
    )


def _of_type(game: Game, oid: int, kind: str) -> bool:
    face = _printed(game, oid)
    return "Creature" in face.types and kind in face.subtypes


def _bloodline(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Choose a type; reveal the top card: a creature card of that type goes to
    your hand, anything else to your graveyard."""
    asked = _choose_type(ctx, key)
    if asked is not None:
        return asked
    me = ctx.controller
    top = _top_first(game, me)[:1]
    if not top:
        return []
    _reveal_once(game, ctx, key, me, top)
    to = HAND if _of_type(game, top[0], ctx.answers[key][0]) else GRAVEYARD
    return [move(top[0], to, "reveal")]


behaviour(
    "Bloodline Shaman",
    abilities=[Activated(cost(tap=True), (ChoiceEffect(_bloodline, key="effect.bloodline"),))],
)


def _shapeshift(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Choose a type; reveal until a creature card of that type, put it onto
    the battlefield and shuffle the rest into your library."""
    asked = _choose_type(ctx, key)
    if asked is not None:
        return asked
    me = ctx.controller
    kind = ctx.answers[key][0]
    revealed: list[int] = []
    hit = None
    for c in _top_first(game, me):
        revealed.append(c)
        if _of_type(game, c, kind):
            hit = c
            break
    _reveal_once(game, ctx, key, me, revealed)
    ops = [move(hit, BATTLEFIELD, "put", controller=me)] if hit is not None else []
    return ops + [Op("shuffle", player=me)]


behaviour(
    "Riptide Shapeshifter",
    abilities=[
        Activated(
            cost("{2}{U}{U}", sacrifice_self=True),
            (ChoiceEffect(_shapeshift, key="effect.shapeshift"),),
        )
    ],
)


def _animal_magnetism(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Reveal the top five; an opponent chooses a creature card among them,
    which enters under your control; the rest go to your graveyard."""
    me = ctx.controller
    five = _top_first(game, me)[:5]
    _reveal_once(game, ctx, key, me, five)
    creatures = tuple(c for c in five if "Creature" in _printed(game, c).types)
    chooser = next((p for p in apnap(game) if p != me), me)
    if creatures and key not in ctx.answers:
        return Choice(
            chooser, DecisionKind.CHOOSE_CARD, "prompt.opponent_chooses", creatures, key=key
        )
    chosen = ctx.answers[key][0] if creatures else None
    ops = [move(chosen, BATTLEFIELD, "put", controller=me)] if chosen is not None else []
    return ops + [move(c, GRAVEYARD, "reveal") for c in five if c != chosen]


behaviour(
    "Animal Magnetism", spell=[ChoiceEffect(_animal_magnetism, key="effect.animal_magnetism")]
)


def _entrails(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """You may exile a creature card from a graveyard: if you do, a +1/+1
    counter on this creature; if you don't, tap it."""
    cards = tuple(
        c for p in game.players for c in p.graveyard if "Creature" in _printed(game, c).types
    )
    if cards and key not in ctx.answers:
        return Choice(
            ctx.controller, DecisionKind.CHOOSE_CARD, "prompt.may_exile", cards + ("none",), key=key
        )
    answer = ctx.answers.get(key, ["none"])[0]
    if answer == "none":
        return [Op("tap", obj=ctx.source)] if ctx.source in game.battlefield else []
    ops = [move(answer, EXILE, "exile")]
    if ctx.source in game.battlefield:
        ops.append(Op("counters", obj=ctx.source, counter=CounterKind.P1P1, amount=1))
    return ops


behaviour(
    "Entrails Feaster",
    abilities=[Triggered(AtStep("upkeep"), (ChoiceEffect(_entrails, key="effect.entrails"),))],
)


# ----------------------------------------------- each player, in turn order
def _tempting(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Each opponent may put any number of artifact, creature, enchantment
    and/or land cards from their hand onto the battlefield."""
    ops: list[Op] = []
    for p in apnap(game):
        if p == ctx.controller:
            continue
        pkey = key + (p,)
        picked = ctx.answers.get(pkey, [])
        if "done" not in picked:
            left = tuple(
                c
                for c in game.players[p].hand
                if c not in picked
                and _printed(game, c).types & {"Artifact", "Creature", "Enchantment", "Land"}
            )
            if left:
                return Choice(
                    p,
                    DecisionKind.PUT_FROM_HAND,
                    "prompt.put_from_hand",
                    left + ("done",),
                    key=pkey,
                )
        ops += [move(c, BATTLEFIELD, "put", controller=p) for c in picked if c != "done"]
    return ops


behaviour(
    "Tempting Wurm",
    abilities=[Triggered(Enters(), (ChoiceEffect(_tempting, key="effect.tempting"),))],
)


def _summons(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Each player may reveal any number of creature cards from their hand,
    then creates a 2/2 Bear for each."""
    counts: list[tuple[int, int]] = []
    for p in apnap(game):
        pkey = key + (p,)
        picked = ctx.answers.get(pkey, [])
        if "done" not in picked:
            left = tuple(
                c
                for c in game.players[p].hand
                if c not in picked and "Creature" in _printed(game, c).types
            )
            if left:
                return Choice(
                    p,
                    DecisionKind.CHOOSE_CARD,
                    "prompt.reveal_creatures",
                    left + ("done",),
                    key=pkey,
                )
        shown = [c for c in picked if c != "done"]
        _reveal_once(game, ctx, pkey, p, shown)
        counts.append((p, len(shown)))
    return [Op("token", controller=p, card=BEAR) for p, n in counts for _ in range(n)]


BEAR = token("Bear", "Creature — Bear", "2/2", colour="G")
behaviour("Kamahl's Summons", spell=[ChoiceEffect(_summons, key="effect.summons")])


def _harvest(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """Each player may search their library for up to X creature cards, reveal
    them and put them into their hand, then shuffles."""
    ops: list[Op] = []
    for p in apnap(game):
        pkey = key + (p,)
        picked = ctx.answers.get(pkey, [])
        found = [c for c in picked if c != "done"]
        if "done" not in picked and len(found) < ctx.x:
            left = tuple(
                c
                for c in game.players[p].library
                if c not in found and "Creature" in _printed(game, c).types
            )
            return Choice(p, DecisionKind.SEARCH, "prompt.search", left + ("done",), key=pkey)
        if found:
            ops.append(Op("reveal", objs=found, player=p))
        ops += [move(c, HAND, "search") for c in found] + [Op("shuffle", player=p)]
    return ops


behaviour("Weird Harvest", spell=[ChoiceEffect(_harvest, key="effect.search")])


def _pangolin(game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
    """In turn order each player may sacrifice two creatures; once one does,
    this creature is sacrificed."""
    for p in apnap(game):
        creatures = [
            o
            for o in game.battlefield
            if game.chars(o).is_creature and game.chars(o).controller == p
        ]
        if len(creatures) < 2:
            continue
        pkey = key + (p,)
        picked = ctx.answers.get(pkey, [])
        if not picked:
            return Choice(p, DecisionKind.MAY, "prompt.may_sacrifice_two", ("yes", "no"), key=pkey)
        if picked[0] != "yes":
            continue
        chosen = picked[1:]
        if len(chosen) < 2:
            left = tuple(o for o in creatures if o not in chosen)
            return Choice(p, DecisionKind.SACRIFICE, "prompt.sacrifice", left, key=pkey)
        ops = [move(o, GRAVEYARD, "sacrifice") for o in chosen]
        if ctx.source in game.battlefield and ctx.source not in chosen:
            ops.append(move(ctx.source, GRAVEYARD, "sacrifice"))
        return ops
    return []


behaviour(
    "Prowling Pangolin",
    abilities=[Triggered(Enters(), (ChoiceEffect(_pangolin, key="effect.pangolin"),))],
)

__all__ = ["ChoiceEffect", "RevealUntilNonland", "apnap", "revealed_value"]
