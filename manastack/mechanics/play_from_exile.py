"""Exiling cards that may be played: "Exile the top card of your library.  You
may play that card <for how long>" (CR 601.3, 305.1, 305.2).

The effect exiles the cards as one event (``exile_to_play``); its handler then
creates a permission, a rules-changing continuous effect (CR 611.3) that names
the exiled objects.  While the permission lasts its controller may cast the
nonland cards (``RULES.cast_permissions``: for their mana cost, with every
normal timing rule, CR 601.3) and play the land cards as their land play for
the turn (a special action, CR 305.1-305.2).  Once a card leaves exile it is a
new object (CR 400.7) and the permission no longer covers it.

How long it lasts (``until``):

* ``THIS_TURN`` — "You may play that card this turn" (ends at cleanup, CR 514.2);
* ``NEXT_TURN`` — "Until the end of your next turn, you may play that card": to
  the end of the next turn its controller takes (turn order without extra turns);
* ``WHILE_YOU_CONTROL`` — "for as long as you control this creature";
* ``UNTIL_ANOTHER`` — "until you exile another card with this creature": a later
  permission from the same source object ends it;
* ``WHILE_SOURCE_THIS_TURN`` — "from among cards they exiled with this artifact
  this turn" (Uba Mask): this turn, and only while the source is still on the
  battlefield (it is the source's static ability that lets them, CR 611.3a).

"If a player would draw a card, that player exiles that card face up instead"
(Uba Mask, CR 614.1a, 121.6) is :class:`ExileDrawsToPlay`: each draw becomes an
``exile_to_play`` of that player's top card, playable by them as above.  With
an empty library there is no card to exile, and the player, who draws nothing,
doesn't lose for it (CR 121.4 needs a draw from an empty library).
* ``WHILE_EXILED`` — "for as long as they remain exiled".

"Look at the top N cards of target opponent's library, exile two of them face
down, then put the rest on the bottom of their library in a random order.  You
may play the exiled cards for as long as they remain exiled.  Mana of any type
can be spent to cast spells this way" (Black Cat, Cunning Thief) is
:class:`LookExileFaceDownMayPlay`.  A card exiled face down is hidden from every
player but those who looked at it (CR 406.3; the effect's controller looks at
them, so its owner doesn't know them); such a spell is cast face up.  Where mana
of any type can be spent (CR 609.4b) the spell is cast in the cast mode
``"any_mana"`` (``"any_mana_back"`` for the back face of a modal double-faced
card), whose cost to pay is :meth:`ManaCost.payable_with_any_type`.

Cards can ask whether a spell was cast, or a land played, from exile
(:func:`played_from_exile`): Ghost-Spider's trigger.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind, EventKind
from ..engine.casting import CastMode
from ..engine.effect import Choice, Effect
from ..engine.layers import ContinuousEffect, rule_change
from ..engine.model import Ability, Replacement
from ..engine.objects import BATTLEFIELD, EXILE, LIBRARY, STACK
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.targets import TargetSpec
from ..engine.timing import in_main_phase_with_empty_stack
from ..language.effects import YOU, _specs, library_top, players_for

if TYPE_CHECKING:
    from ..core.events import Event
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import GameObject

PLAY_KEY = "ce.may_play_from_exile"
EXILE_DRAWS = "exile_draws"  # the key of ExileDrawsToPlay's replacement
THIS_TURN = "this_turn"
NEXT_TURN = "next_turn"
WHILE_YOU_CONTROL = "while_you_control"
UNTIL_ANOTHER = "until_another"
WHILE_SOURCE_THIS_TURN = "while_source_this_turn"
WHILE_EXILED = "while_exiled"
ANY_MANA = "any_mana"


@dataclass(frozen=True)
class ExileTopMayPlay(Effect):
    """ "Exile the top N cards of your library.  [Choose one of them.]  You may
    play [those cards / that card] <until>."  With ``choose_one`` only the
    chosen card may be played (Heroes' Hangout's Date Night).  ``whose`` names
    the library: "Target opponent exiles the top card of their library.  You
    may play that card this turn" (Ornate Kanzashi) — the permission is still
    the effect's controller's, whoever owns the card (CR 108.3, 601.3)."""

    amount: int = 1
    until: str = THIS_TURN
    choose_one: bool = False
    whose: Any = YOU
    key: str = "effect.exile_to_play"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.whose)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        libraries = players_for(self.whose, game, ctx, part)
        looked = ctx.results.setdefault(
            f"exile_to_play{key}",
            tuple(c for p in libraries for c in library_top(game, p, self.amount)),
        )
        if not looked:
            return []
        playable = looked
        if self.choose_one and len(looked) > 1:
            answer = ctx.answers.get(key)
            if not answer:
                return Choice(
                    me, DecisionKind.CHOOSE_CARD, "prompt.choose_to_play", looked, key=key
                )
            playable = (answer[0],)
        return [
            Op(
                "exile_to_play",
                cards=looked,
                playable=playable,
                player=me,
                source=ctx.source,
                until=self.until,
            )
        ]


@dataclass(frozen=True)
class LookExileFaceDownMayPlay(Effect):
    """ "Look at the top ``look`` cards of <whose> library, exile ``exile`` of them
    face down, then put the rest on the bottom of that library in a random
    order.  You may play the exiled cards for as long as they remain exiled.
    [Mana of any type can be spent to cast spells this way.]" (CR 401.4, 406.3,
    609.4b)."""

    whose: Any
    look: int
    exile: int
    any_mana: bool = False
    key: str = "effect.exile_face_down_to_play"

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return _specs(self.whose)

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple) -> Choice | list[Op]:
        me = ctx.controller
        record = f"face_down_to_play{key}"
        looked = ctx.results.get(record)
        if looked is None:
            libraries = players_for(self.whose, game, ctx, part)
            looked = ctx.results[record] = tuple(
                c for p in libraries for c in library_top(game, p, self.look)
            )
            for card in looked:  # the look comes first: the choice is made knowing them
                change_now(game, Op("look", obj=card, player=me))
        chosen: list[int] = []
        for i in range(min(self.exile, len(looked))):
            answer = ctx.answers.get(key + (i,))
            if not answer:
                left = tuple(c for c in looked if c not in chosen)
                return Choice(
                    me, DecisionKind.CHOOSE_CARD, "prompt.exile_face_down", left, key=key + (i,)
                )
            chosen.append(answer[0])
        rest = [c for c in looked if c not in chosen]
        game.rng.shuffle(rest)  # a random order (CR 401.4)
        ops = [
            Op(
                "exile_to_play",
                cards=tuple(chosen),
                playable=tuple(chosen),
                player=me,
                source=ctx.source,
                until=WHILE_EXILED,
                face_down=True,
                any_mana=self.any_mana,
            )
        ]
        return ops + [move(c, LIBRARY, "effect", position="bottom") for c in rest]


def _last_turn(game: Game, player: int, until: str) -> int:
    """The last turn number a permission lasts through."""
    if until != NEXT_TURN:
        return game.turn_number
    n = len(game.players)
    ahead = (player - game.active_player) % n
    return game.turn_number + (ahead or n)


def _exile_to_play(game: Game, op: Op) -> None:
    """Exile the cards (face up, CR 406.3), then create the permission for those
    of them that may be played."""
    allowed: list[int] = []
    face_down = bool(op.get("face_down"))
    for card in op["cards"]:
        new = change_now(game, move(card, EXILE, "exile", face_down=face_down))
        if card in op["playable"] and new is not None and new in game.objects:
            if game.objects[new].zone == EXILE:
                allowed.append(new)
                if face_down:  # its player may look at it (CR 406.3)
                    change_now(game, Op("look", obj=new, player=op["player"]))
    if not allowed:
        return
    until = op["until"]
    permission = rule_change(
        game,
        PLAY_KEY,
        op["source"],
        op["player"],
        until="end_of_turn" if until in (THIS_TURN, WHILE_SOURCE_THIS_TURN) else "",
        params=(
            ("cards", tuple(allowed)),
            ("until", until),
            ("last_turn", _last_turn(game, op["player"], until)),
            ("any_mana", bool(op.get("any_mana"))),
        ),
    )
    change_now(game, Op("effect", effect=permission))


def _lasts(game: Game, effect: ContinuousEffect) -> bool:
    params = dict(effect.params)
    until = params["until"]
    if until == WHILE_YOU_CONTROL:
        source = game.objects.get(effect.source)
        return (
            source is not None
            and source.zone == BATTLEFIELD
            and game.chars(source).controller == effect.controller
        )
    if until == WHILE_SOURCE_THIS_TURN:
        source = game.objects.get(effect.source)
        return source is not None and source.zone == BATTLEFIELD
    if until == WHILE_EXILED:
        return True  # each card leaving exile leaves the permission (CR 400.7)
    if until == UNTIL_ANOTHER:
        return not any(
            other.key == PLAY_KEY
            and other.source == effect.source
            and other.timestamp > effect.timestamp
            and dict(other.params)["until"] == UNTIL_ANOTHER
            for other in game.effects
        )
    return bool(game.turn_number <= params["last_turn"])


def playable_from_exile(game: Game, player: int, any_mana: bool | None = None) -> list[int]:
    """The exiled cards ``player`` may play now, by the permissions they control
    (only those where mana of any type can, or can't, be spent: ``any_mana``)."""
    found: list[int] = []
    if not game.effects:
        return found
    for effect in game.effects:
        if effect.key != PLAY_KEY or effect.controller != player or not _lasts(game, effect):
            continue
        if any_mana is not None and dict(effect.params)["any_mana"] != any_mana:
            continue
        for card in dict(effect.params)["cards"]:
            obj = game.objects.get(card)
            if obj is not None and obj.zone == EXILE and card not in found:
                found.append(card)
    return found


def _spells(game: Game, player: int) -> list[int]:
    """Nonland cards may be cast (CR 601.3); those on which mana of any type can
    be spent are cast in their own mode (:func:`_any_mana_modes`)."""
    return [
        c
        for c in playable_from_exile(game, player, any_mana=False)
        if "Land" not in game.objects[c].card.front.types
    ]


def _any_mana_spells(game: Game, player: int) -> list[int]:
    """Nonland cards cast with mana of any type (:func:`_any_mana_modes`)."""
    return [
        c
        for c in playable_from_exile(game, player, any_mana=True)
        if "Land" not in game.objects[c].card.front.types
    ]


def _any_mana_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Casting such a card for its mana cost, paid with mana of any type
    (CR 601.3, 609.4b): its front face, or either face of a modal double-faced
    card that isn't a land (CR 712.11b)."""
    if obj.zone != EXILE or not game.effects:
        return []
    if obj.id not in playable_from_exile(game, player, any_mana=True):
        return []
    card = obj.card
    modes = []
    for index, name in ((0, ANY_MANA), (1, ANY_MANA + "_back")):
        if index == 1 and card.layout != "modal_dfc":
            break
        face = card.faces[index]
        if "Land" not in face.types:
            cost = face.mana_cost.payable_with_any_type()
            modes.append(CastMode(name, face, cost, face_index=index))
    return modes


def _lands(game: Game, player: int) -> list[Action]:
    """A land card may be played as the turn's land play (CR 305.1-305.2)."""
    if game.players[player].lands_played >= 1 or not in_main_phase_with_empty_stack(game, player):
        return []
    return [
        Action(ActionKind.PLAY, (c,))
        for c in playable_from_exile(game, player)
        if "Land" in game.objects[c].card.front.types
    ]


@dataclass(frozen=True)
class ExileDrawsToPlay(Ability):
    """ "If a player would draw a card, that player exiles that card face up
    instead.  Each player may play lands and cast spells from among cards they
    exiled with this artifact this turn." """

    text: str = (
        "If a player would draw a card, that player exiles that card face up instead. Each "
        "player may play lands and cast spells from among cards they exiled with this "
        "artifact this turn."
    )


def _exile_instead(source: int) -> Callable[[Game, Op], Op]:
    def apply(game: Game, op: Op) -> Op:
        player = op["player"]
        top = tuple(library_top(game, player, 1))
        return op.retyped(
            "exile_to_play",
            (source, EXILE_DRAWS),
            cards=top,
            playable=top,
            player=player,
            source=source,
            until=WHILE_SOURCE_THIS_TURN,
        )

    return apply


def _prints_exile_draws(card: CardDef) -> bool:
    return any(ExileDrawsToPlay in face.ability_kinds for face in card.faces)


def _draw_replacements(game: Game, op: Op) -> list[tuple[Any, Replacement]]:
    """Each permanent with :class:`ExileDrawsToPlay` replaces every player's draw."""
    if not game.any_card(_prints_exile_draws):
        return []
    return [
        (
            (oid, EXILE_DRAWS),
            Replacement(
                "draw",
                lambda g, o, p: True,
                _exile_instead(oid),
                self_only=False,
                text=ExileDrawsToPlay.text,
            ),
        )
        for oid in game.battlefield
        if game.chars(oid).may_have(ExileDrawsToPlay)
        and any(isinstance(a, ExileDrawsToPlay) for a in game.chars(oid).abilities)
    ]


def played_from_exile(game: Game, event: Event, player: int) -> bool:
    """Is ``event`` ``player`` casting a spell from exile or playing a land
    from exile?"""
    if event.kind == EventKind.CAST:
        if event["player"] != player:
            return False
        spell = game.objects.get(event["obj"])
        info = spell.cast_info if spell is not None and spell.zone == STACK else None
        return info is not None and info.from_zone == EXILE
    if event.kind == EventKind.ZONE:
        return bool(
            event["cause"] == "play"
            and event["frm"] == EXILE
            and event["to"] == BATTLEFIELD
            and game.chars(event["new"]).controller == player
        )
    return False


def register(rules: Registry) -> None:
    """The exile event; cards exiled so may be cast or played as lands."""
    rules.event_handlers.register("exile_to_play", _exile_to_play)
    rules.replacements_of("draw").register(_draw_replacements)
    rules.cast_permissions.register(_spells)
    rules.cast_modes.register(ANY_MANA, (_any_mana_modes, None))
    rules.cast_mode_zones[ANY_MANA] = frozenset({EXILE})
    rules.cast_candidates.register(_any_mana_spells)
    rules.special_actions.register(_lands)


__all__ = [
    "ANY_MANA",
    "WHILE_EXILED",
    "LookExileFaceDownMayPlay",
    "NEXT_TURN",
    "THIS_TURN",
    "UNTIL_ANOTHER",
    "WHILE_YOU_CONTROL",
    "WHILE_SOURCE_THIS_TURN",
    "ExileDrawsToPlay",
    "ExileTopMayPlay",
    "playable_from_exile",
    "played_from_exile",
]
