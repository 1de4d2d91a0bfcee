"""The independent hidden-information checker (DESIGN guarantee 5; CR 400.2
hidden zones, 701.16 looking and revealing, 708.5 and 708.9 face-down objects),
used by tests/property/test_hidden_information.py and benchmarks/soak.py.

:func:`check` checks, at a decision, for each player, these texts in English,
Italian and French: their view, the log lines new since the last decision, the
prompt (when the decision is theirs) and the description of every legal action
as told to them.  Whenever someone has just looked at or revealed a card,
:func:`check_end` concedes a copy of the game and checks its whole log, since the end of the game
reveals face-down permanents and spells only (CR 708.9).

What a player may know is worked out here from the state and the events,
independently of the engine's own visibility rule (``game.known``,
``messages.may_know``):

* hidden from a player are the cards in the opponent's hand, the cards in both
  libraries, and the face-down permanents and spells the opponent controls until
  the game is over;
* they are known anyway when the player saw them: revealed (a ``reveal`` event),
  looked at by that player (a ``look`` event), seen in a public zone or in their
  own hand before moving to a hidden one, turned face down in view of all, or
  shown with the decision itself (the card being scried, a hand revealed to
  choose from);
* the top card of a library is known to its owner while they control a face-up
  permanent whose text lets them look at it any time, and to everyone while
  its owner controls one whose text says to play with it revealed (CR 401.5),
  and to a player for the rest of a turn in which an ability triggered whose
  text says "until end of turn, you may look at the top card of your library
  any time" (Gwenom);
* a name is a leak only if every card of that name is hidden from the player:
  a name they may know some other way (another copy in a graveyard...) is not.

The morph cost of a face-down permanent the player may not look at is secret
too (CR 708.2: to them it has no abilities), so an action on such a permanent
must not be described with it.
"""

from __future__ import annotations

import json
import re
from functools import cache, lru_cache

from manastack import Game
from manastack.cards import card_names, get_card
from manastack.engine.messages import card_display
from manastack.engine.view import player_log

LANGS = ("en", "it", "fr")
PUBLIC = ("graveyard", "exile", "battlefield", "stack")
_MORPH = re.compile(r"^Morph\s*(?:—|-)?\s*(.+)$", re.MULTILINE)


class Knowledge:
    """The hidden cards each player has seen, by object id, kept up to date from
    the game's events (CR 400.7: a card that changes zones is a new object, so
    what a player knew of the old one passes to the new one only if they could
    follow it)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.seen: list[set[int]] = [set() for _ in range(players)]
        self.read = 0
        self.looking_until: dict[int, int] = {}  # player -> the turn they may look in

    def update(self, game: Game) -> list:
        """Take in the events since the last update; returns them."""
        new = game.events[self.read :]
        self.read = len(game.events)
        everyone = range(self.players)
        for event in new:
            if event.kind in ("reveal", "turn_face_down"):
                for p in everyone:
                    self.seen[p].add(event["obj"])
            elif event.kind == "look":
                self.seen[event["player"]].add(event["obj"])
            elif event.kind == "zone":
                self._moved(event)
            elif event.kind == "trigger" and LOOK_THIS_TURN in _text(event["card"]):
                self.looking_until[event["controller"]] = game.turn_number
        d = game.decision
        if d is not None and d.kind in ("scry", "surveil"):  # CR 701.22a, 701.42a: they look
            self.seen[d.player].add(dict(d.args)["card"])
        if d is not None:  # a hand revealed for a choice ("target opponent reveals ...")
            for p in everyone:
                self.seen[p].update(dict(d.args).get("revealed", ()))
        return new

    def _moved(self, event) -> None:
        old, new, frm, to = event["obj"], event["new"], event["frm"], event["to"]
        for p in range(self.players):
            knew = old in self.seen[p]
            if event["face_down"] and to in ("battlefield", "stack"):
                # cast or put face down: only who could follow it (CR 708.5);
                # from a graveyard or exile everyone saw which card it was
                sees = (
                    p == event["controller"]
                    or frm in ("graveyard", "exile")
                    or (knew and frm in ("battlefield", "stack"))
                )
            elif frm in PUBLIC or frm == "":
                sees = True  # it was in view, or revealed as it left face down (CR 708.9)
            else:
                sees = knew or (p == event["owner"] and "hand" in (frm, to))
            if sees:
                self.seen[p].add(new)


def faces(game: Game, oid: int) -> set[str]:
    return {face.name for face in game.objects[oid].card.faces if face.name}


def hidden_from(game: Game, viewer: int, knowledge: Knowledge) -> set[int]:
    """The objects whose identity ``viewer`` may not know now."""
    opponent = game.players[1 - viewer]
    hidden = set(opponent.hand)
    for p in game.players:
        hidden.update(p.library)
    if not game.over:  # CR 708.9: revealed at the end of the game
        hidden.update(
            oid
            for oid in list(game.battlefield) + list(game.stack)
            if game.objects[oid].face_down and game.controller_of(oid) != viewer
        )
    hidden -= knowledge.seen[viewer] | top_cards_seen(game, viewer)
    library = game.players[viewer].library
    if library and knowledge.looking_until.get(viewer) == game.turn_number:
        hidden.discard(library[-1])
    return hidden


LOOK_ANY_TIME = "You may look at the top card of your library any time."
LOOK_THIS_TURN = "until end of turn, you may look at the top card of your library any time"


@cache
def _text(name: str) -> str:
    """The printed text of the card ``name`` ('' for a nameless source)."""
    return "\n".join(face.text or "" for face in get_card(name).faces) if name else ""


PLAYED_REVEALED = "Play with the top card of your library revealed."


def top_cards_seen(game: Game, viewer: int) -> set[int]:
    """The top cards of libraries ``viewer`` may see, by the printed text of the
    permanents their owners control (CR 401.5)."""
    seen = set()
    for oid in game.battlefield:
        obj = game.objects[oid]
        if obj.face_down:
            continue
        you = game.controller_of(oid)  # "your library": the controller's
        library = game.players[you].library
        text = obj.card.faces[0].text or ""
        if library and (PLAYED_REVEALED in text or (LOOK_ANY_TIME in text and viewer == you)):
            seen.add(library[-1])
    return seen


def forbidden_names(game: Game, viewer: int, hidden: set[int]) -> set[str]:
    """Names found only among hidden cards: naming one is a leak."""
    hidden_names: set[str] = set()
    known: set[str] = set()
    for oid, obj in game.objects.items():
        if oid in hidden:
            hidden_names |= faces(game, oid)
            continue
        if obj.cast_info and obj.cast_info.ability:
            continue
        known |= faces(game, oid)
        if obj.zone in ("battlefield", "stack") and not obj.face_down:
            known.add(game.chars(obj).name)  # a copy shows what it copies
    return hidden_names - known


def morph_costs(game: Game, hidden: set[int]) -> dict[int, str]:
    """The morph costs of the hidden face-down objects, as printed."""
    costs = {}
    for oid in hidden:
        obj = game.objects[oid]
        if obj.face_down:
            for face in obj.card.faces:
                found = _MORPH.search(face.text or "")
                if found:
                    costs[oid] = found.group(1).strip()
    return costs


@lru_cache(maxsize=4096)
def _pattern(names: frozenset[str], lang: str) -> re.Pattern[str]:
    shown = sorted({card_display(name, lang) for name in names}, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, shown)) + r")(?!\w)")


@lru_cache(maxsize=4096)
def _longer_names(names: frozenset[str], lang: str) -> re.Pattern[str] | None:
    """Other card names (as shown in ``lang``) that contain one of ``names`` as
    whole words ("Badgermole Cub" contains "Badgermole"): where one of them is
    shown, the shorter name is not."""
    shown = [card_display(name, lang) for name in names]
    longer = {
        other
        for other in (card_display(name, lang) for name in card_names())
        if other not in shown and any(_pattern(frozenset({n}), lang).search(other) for n in names)
    }
    if not longer:
        return None
    words = sorted(longer, key=len, reverse=True)
    return re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, words)) + r")(?!\w)")


def assert_not_named(texts: list[str], names: set[str], lang: str, who: str) -> None:
    """None of ``texts`` names one of ``names`` (as cards are named in ``lang``);
    a longer name that contains one of them (and isn't hidden itself) is not it."""
    if not names:
        return
    pattern = _pattern(frozenset(names), lang)
    longer = _longer_names(frozenset(names), lang)
    if longer is not None:
        texts = [longer.sub("\u2026", text) for text in texts]
    if pattern.search("\n".join(texts)):
        text = next(text for text in texts if pattern.search(text))
        raise AssertionError(
            f"{who} is shown hidden {pattern.search(text).group()!r}: {text[:400]!r}"
        )


def check(
    game: Game, knowledge: Knowledge, new_events: int, langs: tuple[str, ...] = LANGS
) -> None:
    decision = game.decision
    actions = game.legal_actions() if decision is not None else []
    for viewer in range(len(game.players)):
        hidden = hidden_from(game, viewer, knowledge)
        forbidden = forbidden_names(game, viewer, hidden)
        costs = morph_costs(game, hidden)
        for lang in langs:
            texts = [json.dumps(game.view(viewer, lang), ensure_ascii=False)]
            if new_events:
                texts += player_log(game, viewer, lang, last=new_events)
            if decision is not None and decision.player == viewer:
                texts.append(game.prompt(lang))
            for action in actions:
                text = game.describe(action, viewer, lang)
                texts.append(text)
                for oid, cost in costs.items():
                    if oid in action.args:
                        assert cost not in text, (
                            f"player {viewer} is told the morph cost of face-down #{oid}: {text!r}"
                        )
            assert_not_named(texts, forbidden, lang, f"player {viewer}")


def check_log(game: Game, knowledge: Knowledge) -> None:
    """The whole log, as each player reads it now."""
    for viewer in range(len(game.players)):
        forbidden = forbidden_names(game, viewer, hidden_from(game, viewer, knowledge))
        for lang in LANGS:
            assert_not_named(game.log(viewer, lang), forbidden, lang, f"player {viewer}'s log")


def check_end(game: Game, knowledge: Knowledge) -> None:
    """Were the game to end now (a player concedes, CR 104.3a), its log would still
    keep hands and libraries secret: the end reveals face-down objects only
    (CR 708.9)."""
    ended = game.copy()
    ended.concede(ended.decision.player)
    then = Knowledge(len(game.players))
    then.seen, then.read = [set(s) for s in knowledge.seen], knowledge.read
    then.update(ended)
    check_log(ended, then)
