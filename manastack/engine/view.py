"""What one player may know (DESIGN guarantee 5; CR 400.2, 708.5).

:func:`player_view` builds a plain dictionary for one player: public zones in
full, their own hand, the sizes of hidden zones, the top card of a library when
an effect lets them see it (CR 401.5), face-down objects by id only
(unless they control them), the decision (with legal actions only when it is
theirs) and the log as they may read it.
"""

from __future__ import annotations

from collections.abc import Collection
from operator import attrgetter
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary, ref

from ..core.kinds import ActionKind, DecisionKind, EventKind
from ..core.registry import RULES
from .messages import (
    WORDS,
    card_display,
    cast_details,
    describe_action,
    keyword_display,
    may_know,
    object_name,
    render_event,
    render_prompt,
    sees_library_top,
    target_label,
    translate,
)
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    NO_CAST_INFO,
    STACK,
    GameObject,
    summoning_sick,
)

if TYPE_CHECKING:
    from ..core.actions import Action, Decision
    from .game import Game
    from .objects import Characteristics


def can_see(game: Game, oid: int, viewer: int) -> bool:
    """May ``viewer`` know which card the object ``oid`` is?"""
    return may_know(game, oid, viewer)


class _ViewCache:
    """What one viewer's views of one game in one language remember, by
    object id: each card's entry in a zone other than the battlefield and the
    stack; each permanent's entry with everything it was built from, and what
    it shows of its characteristics (see :func:`_shown`); each spell or
    ability on the stack with what it was built from (see :func:`_on_stack`).
    Also the viewer's own decision with the decision object and game version
    it was built at; the prompts of priority decisions, by step, and the
    latest prompt of another decision with its message key and arguments; and
    each action's entry with the game version and the kind of decision it was
    described at, what its names were told from (see :func:`_name_keys`) and
    the epoch they were last checked in: ``epoch`` counts the dictionaries of
    characteristics of the battlefield and the stack seen so far, the last
    one being ``chars``."""

    __slots__ = (
        "cards",
        "permanents",
        "shown",
        "decision",
        "prompts",
        "prompt",
        "actions",
        "chars",
        "epoch",
        "stack",
    )

    def __init__(self) -> None:
        self.cards: dict[int, dict[str, Any]] = {}
        self.permanents: dict[int, tuple[tuple[Any, ...], dict[str, Any]]] = {}
        self.shown: dict[int, tuple[Characteristics, tuple[bool, bool], tuple[Any, ...]]] = {}
        self.decision: tuple[Decision, int, dict[str, Any]] | None = None
        self.prompts: dict[str, tuple[str, tuple[Any, ...], str]] = {}
        self.prompt: tuple[str, tuple[Any, ...], str] | None = None
        self.actions: dict[
            Action, tuple[int, str, int | None, tuple[Any, ...] | None, dict[str, Any]]
        ] = {}
        self.chars: dict[int, Characteristics] | None = None
        self.epoch = 0
        self.stack: dict[int, tuple[tuple[Any, ...], dict[str, Any]]] = {}


# Games are weakly held, so a finished game's cache goes with it; a copy of a
# game starts with none.
_CACHES: WeakKeyDictionary[Game, dict[tuple[int, str], _ViewCache]] = WeakKeyDictionary()
# the game last viewed (weakly) and its caches, found without a weak
# dictionary's look-up; those caches are kept until another game is viewed
_LATEST: list[tuple[ref[Game], dict[tuple[int, str], _ViewCache]] | None] = [None]


def _cache(game: Game, viewer: int, lang: str) -> _ViewCache:
    """What ``viewer``'s views of ``game`` in ``lang`` remember."""
    latest = _LATEST[0]
    if latest is not None and latest[0]() is game:  # views of one game follow each other
        per_game = latest[1]
    else:
        per_game = _CACHES.setdefault(game, {})
        _LATEST[0] = (ref(game), per_game)
    found = per_game.get((viewer, lang))
    if found is None:
        found = per_game[viewer, lang] = _ViewCache()
    return found


def _cards(game: Game, ids: list[int], lang: str, cache: _ViewCache) -> list[dict[str, Any]]:
    """The cards ``ids`` by id and name, each caller getting its own entries.
    An object's card never changes (a card that changes zones becomes a new
    object, CR 400.7), so each object's entry is built once."""
    remembered = cache.cards
    objects = game.objects
    found = []
    for oid in ids:
        entry = remembered.get(oid)
        if entry is None:
            entry = remembered[oid] = {
                "id": oid,
                "name": card_display(objects[oid].card.name, lang),
            }
        found.append(entry.copy())
    return found


def _permanents(game: Game, viewer: int, lang: str, cache: _ViewCache) -> list[dict[str, Any]]:
    """The battlefield as ``viewer`` sees it.  A permanent's entry is built
    again only when something it shows may have changed: its characteristics
    object (a new one whenever a continuous effect changes them, CR 613), its
    status and damage (CR 110.5, 120.3), its counters, what it is attached to,
    whether it has been under its controller's control since their latest turn
    began (CR 302.6), whether it is face down and ``viewer`` may know it
    (CR 708.5) and its part in combat (CR 506.4).  Each caller gets its own
    copy of each entry and of its counters; the lists in an entry are shared
    with later views, to be read only."""
    remembered = cache.permanents
    objects = game.objects
    chars = game._all_chars()  # every permanent's characteristics, worked out once
    last_turns = list(map(_LAST_TURN, game.players))
    combat = game.combat
    if combat is None:
        fighting: Collection[int] = ()
    else:
        attackers, blockers, also = combat.attackers, combat.blockers, combat.also_blocks
        fighting = attackers.keys() | blockers.keys()
    found = []
    for oid in game.battlefield:
        obj = objects[oid]
        ch = chars[oid]
        counters = obj.counters
        face_down = obj.face_down
        state = (
            ch,
            obj.tapped,
            obj.damage,
            obj.attached_to,
            obj.controlled_since >= last_turns[ch.controller],
            (
                face_down,
                face_down and may_know(game, oid, viewer),
                tuple(counters.items()),
                (attackers.get(oid), blockers.get(oid), tuple(also.get(oid, ())))
                if oid in fighting
                else None,
            )
            if face_down or counters or oid in fighting
            else None,
        )
        known = remembered.get(oid)
        if known is None:
            known = remembered[oid] = (state, _permanent(game, obj, ch, viewer, lang, cache))
        elif known[0] != state:
            if known[0][0] is ch and known[0][5] == state[5]:
                # only its status changed: tapped, damaged, attached, summoning sick
                changed = dict(known[1])
                changed["tapped"] = obj.tapped
                changed["damage"] = obj.damage
                changed["attached_to"] = obj.attached_to
                changed["summoning_sick"] = summoning_sick(game, obj, ch)
            else:
                changed = _permanent(game, obj, ch, viewer, lang, cache)
            known = remembered[oid] = (state, changed)
        entry = known[1].copy()
        if counters:
            entry["counters"] = counters.copy()
        found.append(entry)
    return found


# each player's latest turn (CR 302.6: summoning sickness)
_LAST_TURN = attrgetter("last_turn")


def _permanent(
    game: Game, obj: GameObject, ch: Characteristics, viewer: int, lang: str, cache: _ViewCache
) -> dict[str, Any]:
    """A permanent's entry, ``ch`` being its characteristics."""
    oid = obj.id
    face_down = obj.face_down
    visible = face_down and can_see(game, oid, viewer)
    known = cache.shown.get(oid)
    if known is None or known[0] is not ch or known[1] != (face_down, visible):
        known = cache.shown[oid] = (ch, (face_down, visible), _shown(game, oid, ch, viewer, lang))
    name, types, subtypes, supertypes, colours, keywords, keyword_names = known[2]
    entry: dict[str, Any] = {
        "id": oid,
        "name": name,
        "controller": ch.controller,
        "owner": obj.owner,
        "tapped": obj.tapped,
        "face_down": face_down,
        "types": types,
        "subtypes": subtypes,
        "supertypes": supertypes,
        "colours": colours,
        "keywords": keywords,
        "keyword_names": keyword_names,
        "counters": dict(obj.counters),
        "damage": obj.damage,
        "attached_to": obj.attached_to,
        "summoning_sick": summoning_sick(game, obj, ch),
    }
    if ch.power is not None:
        entry["power"], entry["toughness"] = ch.power, ch.toughness
    if visible:
        entry["card"] = card_display(obj.card.name, lang)  # you may look at it (CR 708.5)
    if game.combat is not None:
        if oid in game.combat.attackers:
            entry["attacking"] = game.combat.attackers[oid]
        if oid in game.combat.blockers:
            entry["blocking"] = game.combat.blockers[oid]
            more = game.combat.also_blocks.get(oid)
            if more:  # "can block any number of creatures" (CR 509.1a)
                entry["also_blocking"] = list(more)
    return entry


def _shown(game: Game, oid: int, ch: Characteristics, viewer: int, lang: str) -> tuple[Any, ...]:
    """What a permanent's entry shows of its characteristics (CR 109.3), as
    ``viewer`` may know them: its name, types, subtypes, supertypes, colours
    and keywords (with their names in ``lang``).  These change only with its
    characteristics object, or as it turns face up or down or ``viewer`` comes
    to know it (CR 708.5)."""
    shown = [k for k in sorted(ch.keywords) if not k.startswith("cant_")]
    return (
        object_name(game, oid, viewer, lang),
        sorted(ch.types),
        sorted(ch.subtypes),
        sorted(ch.supertypes),
        sorted(ch.colours),
        shown,
        [keyword_display(k, lang) for k in shown],
    )


def _announced(game: Game, ctx: Any, viewer: int, lang: str) -> dict[str, Any]:
    """What was announced for a spell or ability on the stack, public to all
    (CR 601.2b-c): its chosen mode (numbered from 1), X and its targets, named as
    ``viewer`` may know them (a face-down target stays unnamed, CR 708.5)."""
    if ctx is None:
        return {}
    found: dict[str, Any] = {
        "targets": [
            target_label(game, ref, viewer, lang)
            for part in ctx.parts
            for chosen in part.chosen
            for ref in chosen
        ]
    }
    if ctx.flags.mode is not None:
        found["mode"] = ctx.flags.mode + 1
    if ctx.flags.x_chosen:
        found["x"] = ctx.x
    return found


def player_view(game: Game, viewer: int, lang: str = "en") -> dict[str, Any]:
    """What ``viewer`` may know of ``game``, in ``lang`` (see the module).

    The view is the caller's own down to each entry: the dictionaries of the
    view, of each player, card, permanent and stack item and of the decision,
    and the lists holding them, are new at every call, so changing them changes
    no later view.  What an entry holds further in (a permanent's types,
    subtypes, supertypes, colours and keywords; the decision's action entries
    and the cards it shows) is shared with later views, to be read only.
    Parts are built again only when what they show may have changed (see
    :class:`_ViewCache`)."""
    cache = _cache(game, viewer, lang)
    # whether a card of this game lets anyone look at a library's top (CR 401.5)
    tops_seen = game.hooks(RULES.library_top_viewers)
    seen_by = game.known
    players = []
    for p in game.players:
        entry: dict[str, Any] = {
            "index": p.index,
            "name": p.name,
            "life": p.life,
            "poison": p.poison,
            "library": len(p.library),
            "hand_size": len(p.hand),
            "graveyard": _cards(game, p.graveyard, lang, cache) if p.graveyard else [],
            "mana_pool": p.pool.to_json() if p.pool.size else {},
            "lost": p.has_lost,
            "mulligans": p.mulligans,  # public (CR 103.5)
        }
        if tops_seen and p.library and sees_library_top(game, p.library[-1], viewer):
            top = p.library[-1]
            entry["library_top"] = {
                "id": top,
                "name": card_display(game.objects[top].card.name, lang),
            }
        if p.index == viewer:
            entry["hand"] = _cards(game, p.hand, lang, cache)
        else:
            known = []
            for c in p.hand:
                if viewer in seen_by.get(c, ()):
                    known.append(c)
            entry["known_hand"] = _cards(game, known, lang, cache) if known else []
        players.append(entry)
    stack = []
    for oid in reversed(game.stack):
        stack.append(_on_stack(game, oid, viewer, lang, cache))
    view: dict[str, Any] = {
        "you": viewer,
        "turn": game.turn_number,
        "step": game.step,
        "active_player": game.active_player,
        "priority": game.priority_player,
        "players": players,
        "battlefield": _permanents(game, viewer, lang, cache),
        "stack": stack,
        "exile": _exile(game, viewer, lang, cache) if game.exile else [],
        "over": game.over,
        "winner": game.winner,
    }
    d = game.decision
    if d is not None:
        if d.player == viewer:
            view["decision"] = _own_decision(game, d, viewer, lang, cache)
        else:
            view["decision"] = {"player": d.player, "kind": d.kind}
    return view


def _on_stack(game: Game, oid: int, viewer: int, lang: str, cache: _ViewCache) -> dict[str, Any]:
    """A spell or ability on the stack as ``viewer`` sees it (see
    :func:`_stack_item`), built again only when something it shows may have
    changed: its controller and how it came there, whether it is face down,
    what was announced for it so far (targets, mode, X, kicker, splice;
    CR 601.2b-c), the game's version (the names of its source and targets
    change only with it: a change of characteristics, of zone or of who has
    looked at a card) and whether the game is over (then anyone may know it).
    Each caller gets its own copy of the entry and of its list of targets."""
    obj = game.objects[oid]
    info = obj.cast_info or NO_CAST_INFO
    ctx = info.ctx
    state = (
        game.version,
        game.over,
        obj.controller,
        info,
        obj.face_down,
        None
        if ctx is None
        else (
            [tuple(part.chosen) for part in ctx.parts],
            ctx.flags.mode,
            ctx.flags.x_chosen,
            ctx.x,
            ctx.flags.kicked,
            ctx.flags.spliced,
        ),
    )
    known = cache.stack.get(oid)
    if known is None or known[0] != state:
        known = cache.stack[oid] = (state, _stack_item(game, oid, viewer, lang))
    item = known[1].copy()
    if ctx is not None:
        item["targets"] = list(item["targets"])
    return item


def _stack_item(game: Game, oid: int, viewer: int, lang: str) -> dict[str, Any]:
    """A spell or ability on the stack: its controller and name, and what was
    announced for it (CR 601.2b-c), named as ``viewer`` may know them."""
    obj = game.objects[oid]
    info = obj.cast_info or NO_CAST_INFO
    item: dict[str, Any] = {
        "id": oid,
        "controller": obj.controller,
        "ability": info.ability,
        "name": object_name(game, oid, viewer, lang),
    }
    if info.ability and info.ctx is not None:
        source = info.ctx.source
        item["name"] = card_display(info.source_name, lang) or object_name(
            game, source, viewer, lang
        )
    if obj.face_down and can_see(game, oid, viewer):
        item["card"] = card_display(obj.card.name, lang)
    ctx = info.ctx
    item.update(_announced(game, ctx, viewer, lang))
    if ctx is not None:
        if not info.ability:
            visible = not obj.face_down or can_see(game, oid, viewer)
            item["details"] = cast_details(
                obj.card.name if visible else "",
                info.how,
                ctx.x if ctx.flags.x_chosen else None,
                ctx.flags.mode,
                ctx.flags.kicked,
                tuple(game.objects[s].card.name for s in ctx.flags.spliced if s in game.objects),
                obj.face_down,
                lang,
            )
    return item


def _own_decision(
    game: Game, d: Decision, viewer: int, lang: str, cache: _ViewCache
) -> dict[str, Any]:
    """The decision ``viewer`` must make: its prompt, its legal actions described,
    and what the decision lets them look at.  Worked out once per decision (a
    new decision is a new object) while no change is noted (``game.version``);
    each caller gets its own copy of the dictionary and of its list of actions
    (the actions' entries are shared, to be read only)."""
    known = cache.decision
    if known is None or known[0] is not d or known[1] != game.version:
        known = cache.decision = (d, game.version, _decision(game, d, viewer, lang, cache))
    decision = dict(known[2])
    decision["actions"] = list(decision["actions"])
    return decision


def _decision(game: Game, d: Decision, viewer: int, lang: str, cache: _ViewCache) -> dict[str, Any]:
    decision: dict[str, Any] = {
        "player": d.player,
        "kind": d.kind,
        "prompt": _prompt(game, d, lang, cache),
        "actions": _described(game, d, viewer, lang, cache),
    }
    if not d.args or d.kind == DecisionKind.PRIORITY:  # its only argument is the step
        return decision
    args = dict(d.args)
    looked_at = args.get("card") if d.kind in (DecisionKind.SCRY, DecisionKind.SURVEIL) else None
    if looked_at in game.objects:  # the card being scried or surveilled (CR 701.22a, 701.42a)
        decision["card"] = {
            "id": looked_at,
            "name": card_display(game.objects[looked_at].card.name, lang),
        }
    revealed = args.get("revealed")
    if revealed:
        decision["revealed"] = [
            {"id": c, "name": card_display(game.objects[c].card.name, lang)}
            for c in revealed
            if c in game.objects
        ]
    return decision


def _prompt(game: Game, d: Decision, lang: str, cache: _ViewCache) -> str:
    """The decision's prompt, filled from its message key and arguments alone
    (and for a priority decision, which names nothing but the step, CR 117.1,
    500.1, from the step): a priority prompt is told once for each step, any
    other once for a run of decisions asking the same (mana abilities
    activated one after another)."""
    if d.kind == DecisionKind.PRIORITY:
        told = cache.prompts.get(game.step)
        if told is None or told[0] != d.prompt or told[1] != d.args:
            told = cache.prompts[game.step] = (d.prompt, d.args, render_prompt(game, lang))
        return told[2]
    last = cache.prompt
    if last is None or last[0] != d.prompt or last[1] != d.args:
        last = cache.prompt = (d.prompt, d.args, render_prompt(game, lang))
    return last[2]


def _described(
    game: Game, d: Decision, viewer: int, lang: str, cache: _ViewCache
) -> list[dict[str, Any]]:
    """Each legal action with its description.  What an action says depends on
    the objects it names: their zones, characteristics and face-down status,
    and who has looked at them (CR 400.2, 708.5), all of which only change with
    ``game.version``, and on the kind of decision (an amount of damage is told
    from a number).  So an action described again at the same version, in the
    same kind of decision, is described as before; and so, at any version, is
    one that names nothing, or one whose text is told from names alone while
    those names are told the same way (see :func:`_name_keys`): certainly so
    while the characteristics of the battlefield and the stack are the ones
    the names were last checked with (the game works them out anew after any
    change to them, to a zone or to a face-down status)."""
    version, kind = game.version, d.kind
    chars = game._all_chars()
    if chars is not cache.chars:
        cache.chars = chars
        cache.epoch += 1
    epoch = cache.epoch
    known = cache.actions
    found = []
    for a in game._current_options():
        memo = known.get(a)
        if memo is None or not (
            memo[2] == epoch or not a.args or (memo[0] == version and memo[1] == kind)
        ):
            keys = _name_keys(game, a, viewer)
            if memo is None or keys is None or memo[3] != keys:
                entry = {"action": a.to_json(), "text": describe_action(game, a, viewer, lang)}
            else:
                entry = memo[4]
            memo = known[a] = (version, kind, None if keys is None else epoch, keys, entry)
        found.append(memo[4])
    return found


# The kinds of action whose description is a template filled with the names of
# their first so many arguments and nothing else the game may change (see
# :func:`~manastack.engine.messages.describe_action`): an activated ability is
# told by its source's name and the ability's text, both from the source's
# characteristics.
_TOLD_BY_NAMES: dict[str, int] = {
    ActionKind.PLAY: 1,
    ActionKind.CAST: 1,
    ActionKind.ACTIVATE: 1,
    ActionKind.TARGET: 1,
    ActionKind.ATTACK: 2,
    ActionKind.BLOCK: 2,
    ActionKind.MANA: 1,
    ActionKind.WATERBEND: 1,
    ActionKind.CONVOKE: 1,
}


def _name_keys(game: Game, action: Action, viewer: int) -> tuple[Any, ...] | None:
    """What the description of ``action`` depends on, or ``None`` when that may
    be more than its names.  An action naming nothing is told the same way
    always; so is a player (by name) and a face-up card in a graveyard, in
    exile or in ``viewer``'s own hand (by its card: an object's card never
    changes, a card that moves becomes a new object, CR 400.7).  A face-up
    permanent or spell is told by its characteristics (a new object whenever
    they change, CR 613).  Anything else (a face-down object, CR 708.5; a card
    in a hidden zone, CR 400.2) may be told otherwise after any change."""
    if not action.args:
        return ()
    named = _TOLD_BY_NAMES.get(action.kind)
    if named is None:
        return None
    objects = game.objects
    keys: list[Any] = []
    for oid in action.args[:named]:
        if not isinstance(oid, int):
            keys.append(oid)  # a player, named the same always
            continue
        obj = objects.get(oid)
        if obj is None or obj.face_down:
            return None
        zone = obj.zone
        if zone == BATTLEFIELD or zone == STACK:
            keys.append(game.chars(obj))
        elif action.kind != ActionKind.ACTIVATE and (
            zone == GRAVEYARD or zone == EXILE or (zone == HAND and obj.owner == viewer)
        ):
            keys.append(oid)
        else:
            return None
    return tuple(keys)


def player_log(game: Game, viewer: int, lang: str = "en", last: int | None = None) -> list[str]:
    events = game.events if last is None else game.events[-last:]
    lines = [render_event(game, e, viewer, lang) for e in events]
    return [line for line in lines if line]


def _exile(game: Game, viewer: int, lang: str, cache: _ViewCache) -> list[dict[str, Any]]:
    """The exile zone: face-up cards as :func:`_cards` builds them, and each card
    exiled face down as :func:`_exiled` shows it to ``viewer``."""
    objects = game.objects
    if not any(objects[c].face_down for c in game.exile):
        return _cards(game, game.exile, lang, cache)
    return [
        _exiled(game, c, viewer, lang)
        if objects[c].face_down
        else _cards(game, [c], lang, cache)[0]
        for c in game.exile
    ]


def _exiled(game: Game, oid: int, viewer: int, lang: str) -> dict[str, Any]:
    """A card in exile; one exiled face down is named only to who may look at
    it (CR 406.3)."""
    obj = game.objects[oid]
    if not obj.face_down:
        return {"id": oid, "name": card_display(obj.card.name, lang)}
    entry = {"id": oid, "name": translate(WORDS["a face-down card"], lang), "face_down": True}
    if may_know(game, oid, viewer):
        entry["card"] = card_display(obj.card.name, lang)
    return entry


def player_events(game: Game, viewer: int, start: int = 0) -> list[dict[str, Any]]:
    """The game's events from ``start`` on, as plain data ``viewer`` may see.

    In an event secret from them (a card drawn, a spell cast face down, CR 708.5)
    card names are blanked, and so is the id the card had before it moved: a
    card they knew in a hand must not be traceable to the face-down spell it
    became.  The new id stays, to tell face-down objects apart (CR 708.6)."""
    found = []
    for event in game.events[start:]:
        data = event.to_json()
        if viewer in event.secret_from:
            for key in ("card", "source_name"):
                if key in data:
                    data[key] = ""
            if event.kind == EventKind.ZONE:
                data["obj"] = None
        found.append(data)
    return found
