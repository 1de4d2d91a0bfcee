"""The :class:`Game`: state, the public API, and the engine loop.

The engine never calls a player.  It runs the pending steps (an explicit stack of
small data objects, see :mod:`manastack.engine.steps`) until one of them needs a
decision, then stops.  ``game.decision`` says who must decide and what;
``game.legal_actions()`` lists every legal answer; ``game.act(action)`` checks the
answer and runs on to the next decision.  Because the continuation is data,
``game.copy()`` works at every decision, even in the middle of casting a spell.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

# Action, Decision, GameOver and IllegalAction are re-exported (``X as X``) for the
# package's public names
from ..core.actions import Action as Action
from ..core.actions import Decision as Decision
from ..core.actions import GameOver as GameOver
from ..core.actions import IllegalAction as IllegalAction
from ..core.actions import same_value, short_repr
from ..core.appendlog import AppendLog
from ..core.events import Event
from ..core.kinds import ActionKind, DecisionKind, EventKind, KeywordName
from ..core.mana import EMPTY_COST, ManaCost, ManaPool
from ..core.registry import RULES, Hooks
from ..core.rule_numbers import EVENT_RULES, LOSS_RULES
from .layers import (
    ability_characteristics,
    card_reads_pools,
    chars_for_other_zone,
    chars_in_other_zone,
    compute_characteristics,
    face_down_face,
)
from .messages import describe_action, render_event, render_prompt
from .model import CardDef, DelayedTrigger, UnknownCard
from .objects import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    LIBRARY,
    STACK,
    Characteristics,
    GameObject,
    is_player_ref,
    player_of,
    summoning_sick,
)
from .replays import FORMAT, VERSION, SaveError, read_replay, replay_action
from .setup import apply_setup
from .start import StartGame
from .steps import copy_ctx
from .timing import may_play_another_land
from .triggers import WaitingTrigger, check_triggers
from .view import player_view

if TYPE_CHECKING:
    from .combat import Combat
    from .context import Context
    from .effect import Shield
    from .layers import ContinuousEffect
    from .model import Face
    from .steps import Step
    from .targets import TargetSpec

RULES_PROFILES = ("current", "2004")

# What users need (see Game's docstring and docs/game.rst) ...
USER_API = (
    "decision",
    "legal_actions",
    "act",
    "over",
    "winner",
    "concede",
    "view",
    "log",
    "prompt",
    "describe",
    "copy",
    "to_json",
    "from_json",
)
# ... and what the card language and mechanics use while the game runs; every
# other member of Game belongs to the engine alone (a leading underscore).
CARD_LANGUAGE_SURFACE = (
    "players",
    "objects",
    "battlefield",
    "stack",
    "exile",
    "active_player",
    "turn_number",
    "step",
    "combat",
    "chars",
    "derived",
    "any_card",
    "hooks",
    "controller_of",
    "creatures",
    "permanents",
    "copiable_card",
    "last_known",
    "lki_controller",
    "opponents",
    "next_player",
    "find",
    "card_name",
    "can_be_targeted",
    "protected_from",
    "still_legal",
    "ask",
    "push",
    "pop",
    "emit",
    "next_timestamp",
    "touch",
    "touch_designations",
    "pool_changed",
)
# the fewest and most arguments each kind of action takes (kinds not listed: any)
_ARGUMENTS: dict[str, tuple[int, int]] = {
    "play": (1, 1),
    "cast": (2, 2),
    "activate": (2, 3),
    "target": (1, 1),
    "attack": (2, 2),
    "block": (2, 2),
    "mana": (2, 2),
    "choose": (1, 2),
    "special": (2, 2),
    "waterbend": (1, 1),
}
_NOBODY: frozenset[int] = frozenset()
_new_decision = tuple.__new__  # Decision(...) without the named tuple's Python-level __new__


H = TypeVar("H")  # a hook of an extension point


class Player:
    """A player's zones and status (CR 102, 119, 400)."""

    __slots__ = (
        "index",
        "name",
        "life",
        "library",
        "hand",
        "graveyard",
        "pool",
        "poison",
        "has_lost",
        "lands_played",
        "drew_from_empty",
        "mulligans",
        "deck",
        "last_turn",
        "turns_taken",
        "no_maximum_hand_size",
    )

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        self.name = name
        self.life = 20
        self.library: list[int] = []  # top of library is the end of the list
        self.hand: list[int] = []
        self.graveyard: list[int] = []  # newest on top (end)
        self.pool = ManaPool()
        self.poison = 0
        self.has_lost = False
        self.lands_played = 0
        self.drew_from_empty = False
        self.mulligans = 0
        self.deck: tuple[str, ...] = ()
        self.last_turn = 0  # number of this player's most recent turn (CR 302.6)
        self.turns_taken = 0  # how many turns this player has begun ("your first turn")
        self.no_maximum_hand_size = False  # CR 402.2: an effect may remove the maximum

    def copy(self) -> Player:
        new = Player.__new__(Player)
        new.index = self.index
        new.name = self.name
        new.life = self.life
        new.library = list(self.library)
        new.hand = list(self.hand)
        new.graveyard = list(self.graveyard)
        new.pool = self.pool.copy()
        new.poison = self.poison
        new.has_lost = self.has_lost
        new.lands_played = self.lands_played
        new.drew_from_empty = self.drew_from_empty
        new.mulligans = self.mulligans
        new.deck = self.deck
        new.last_turn = self.last_turn
        new.turns_taken = self.turns_taken
        new.no_maximum_hand_size = self.no_maximum_hand_size
        return new

    def zone(self, name: str) -> list[int]:
        return {LIBRARY: self.library, HAND: self.hand, GRAVEYARD: self.graveyard}[name]


class Game:
    """A game of Magic between two players (CR 100-104).

    >>> from manastack import Game, load_deck_text
    >>> deck = load_deck_text("20 Mountain\\n20 Raging Goblin").main
    >>> game = Game([deck, deck], seed=1)
    >>> game.decision.kind
    'start'

    **Constructor options.** ``decks``: two decklists, each a sequence of card
    names or card definitions.  ``seed``: the random seed; the same seed, decks
    and actions play the same game.  ``rules``: the rules profile, ``"current"``
    or ``"2004"`` (see *Rules profiles* in the documentation).  ``names``: the
    two players' names.  ``start``: ``False`` builds the game without starting it
    (the scenario harness sets up a position first).  ``auto_single``: a decision
    with exactly one legal answer is answered at once, and recorded in the
    history as if its player had chosen it.  ``mana_window``: ``False`` takes the
    "activate mana abilities" action out of priority, so mana abilities are
    activated only while a cost is paid (CR 601.2g, 602.2b) -- a smaller action
    space for research runs, like managym's, and not the full rules: a player may
    no longer float mana or sacrifice for mana in response (CR 605.3a).  Saved
    with the game.  Bad options raise ``ValueError``.

    **The user API** is what a player, a program or an agent needs (listed in
    ``USER_API``, documented in ``docs/game.rst``):

    - ``decision``: the :class:`~manastack.Decision` waiting for an answer
      (``None`` once the game is over);
    - :meth:`legal_actions` and :meth:`act`: every legal answer, and answering;
    - ``over`` and ``winner``: whether the game has ended, and who won (``None``
      for a draw);
    - :meth:`concede`;
    - :meth:`view`, :meth:`log`, :meth:`prompt` and :meth:`describe`: what a
      player may know and read;
    - :meth:`copy`, :meth:`to_json` and :meth:`from_json`: copying and saving.

    **The card-language surface** is what effects, triggers and mechanics read
    and call while the game runs; it is not for users, and it may change with
    the engine: ``players``, ``objects``, ``battlefield``, ``stack``, ``exile``,
    ``active_player``, ``turn_number``, ``step``, ``combat``; :meth:`chars`,
    :meth:`derived`, :meth:`any_card`, :meth:`hooks`, :meth:`controller_of`,
    :meth:`creatures`, :meth:`permanents`, :meth:`copiable_card`, :meth:`last_known`,
    :meth:`lki_controller`,
    :meth:`opponents`, :meth:`next_player`, :meth:`find`, :meth:`card_name`;
    targets: :meth:`can_be_targeted`, :meth:`protected_from`, :meth:`still_legal`;
    and, for the steps a mechanic adds, :meth:`ask`, :meth:`push`, :meth:`pop`,
    :meth:`emit`, :meth:`next_timestamp`, :meth:`touch`,
    :meth:`touch_designations`, :meth:`pool_changed` (``CARD_LANGUAGE_SURFACE``).  The game changes only
    through the change module, ``manastack.engine.perform``.  Methods with a
    leading underscore belong to the engine alone.
    """

    def __init__(
        self,
        decks: Sequence[Sequence[CardDef | str]],
        seed: int = 0,
        rules: str = "current",
        names: Sequence[str] | None = None,
        start: bool = True,
        auto_single: bool = False,
        mana_window: bool = True,
    ) -> None:
        if rules not in RULES_PROFILES:
            raise ValueError(f"unknown rules profile {rules!r}; use one of {RULES_PROFILES}")
        if len(decks) != 2:
            raise ValueError("a game needs exactly two decks (one per player)")
        for option, value in (("auto_single", auto_single), ("mana_window", mana_window)):
            if not isinstance(value, bool):
                raise ValueError(f"{option} must be True or False, not {short_repr(value)}")
        names = list(names) if names is not None else ["Player 1", "Player 2"]
        if len(names) != len(decks) or not all(isinstance(n, str) for n in names):
            raise ValueError(
                f"names must be {len(decks)} strings, one per player, not {short_repr(names)}"
            )
        for number, deck in enumerate(decks, start=1):
            for entry in deck:
                if not isinstance(entry, (str, CardDef)):
                    raise ValueError(
                        f"deck {number} holds {short_repr(entry)}, which is "
                        "neither a card nor a card name"
                    )
        self.rules = rules
        self.seed = seed
        # a runner's option: decisions with one legal answer are answered here,
        # each recorded in the history as if its player had chosen it (see advance)
        self.auto_single = auto_single
        # a runner's option: without the mana window, mana abilities are
        # activated only during payments (see priority_actions)
        self.mana_window = mana_window
        self.rng = random.Random(seed)
        self.players = [Player(i, names[i]) for i in range(len(decks))]
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []
        self.stack: list[int] = []
        self.exile: list[int] = []
        self.next_id = 1
        self.clock = 0  # timestamps (CR 613.7)
        self.turn_number = 0
        self.active_player = 0
        # players of the extra turns to come, the one to take first last (CR 500.7)
        self.extra_turns: tuple[int, ...] = ()
        self.step = "setup"
        self.priority_player: int | None = None
        self.pending: list[Step] = []
        #: The decision waiting for an answer (``None`` once the game is over).
        self.decision: Decision | None = None
        self.effects: list[ContinuousEffect] = []
        self.shields: list[Shield] = []  # prevention effects (CR 615)
        self.delayed: list[DelayedTrigger] = []  # delayed triggered abilities (CR 603.7)
        self.waiting_triggers: list[WaitingTrigger] = []
        # objects that left the battlefield earlier in the event being performed
        # (simultaneous zone changes, CR 603.10a); a tuple, so copies share it safely
        self.left_together: tuple[int, ...] = ()
        # tokens that moved to a zone other than the battlefield or the stack, for
        # the state-based action that makes them cease to exist (CR 704.5d)
        self.tokens_elsewhere: tuple[int, ...] = ()
        self.events = AppendLog()  # every event, in order
        self.lki: dict[int, Characteristics] = {}
        self.lki_objects: dict[int, GameObject] = {}
        self.combat: Combat | None = None
        self.turn_log: dict[str, list[Any]] = {}
        self.history = AppendLog()  # every action taken (saved as JSON)
        self.setup_log: list[list[Any]] = []
        #: The index of the player who won (``None`` while the game goes on, or for a draw).
        self.winner: int | None = None
        #: Whether the game has ended (CR 104).
        self.over = False
        self.result = ""
        self.known: dict[int, frozenset[int]] = {}  # object id -> players who may see it
        self.layer_chars: dict[int, Characteristics] | None = None
        self.version = 0  # advanced by every change state-based actions could see
        # characteristics of the battlefield and the stack, or None once a change
        # may have made them out of date (see touch)
        self._chars: dict[int, Characteristics] | None = None
        # every continuous effect applied at the last computation of
        # characteristics read only the battlefield and the stack (see
        # _touch_effect_inputs)
        self.chars_read_board_only = False
        self.base_cache: dict[int, tuple[Any, ...]] = {}  # shared by copies; see layers
        self.values_cache: dict[int, Characteristics] = {}  # shared by copies; see layers
        self.stamped_cache: dict[
            tuple[Any, ...], tuple[Any, ...]
        ] = {}  # shared by copies; see layers
        # values worked out from the characteristics of the permanents (see
        # Game.derived), and those characteristics, in battlefield order
        self.derived_cache: dict[str, Any] = {}
        self._board: tuple[Characteristics, ...] = ()
        self.sba_clean = -1  # version at which state-based actions last found nothing
        self._options: list[Action] | None = None
        # every distinct card definition an object of this game has had (by
        # identity), so that a mechanic can answer "no card here has me" at once
        # (see any_card); the two are replaced, never changed, so copies share
        # them safely, and so is the memo of answers (and of the hooks in play,
        # see hooks), which a new card replaces
        self._card_ids: frozenset[int] = frozenset()
        self._cards: tuple[CardDef, ...] = ()
        self._any_card: dict[Any, Any] = {}
        for p, deck in zip(self.players, decks, strict=True):
            cards = [RULES.card(c) if isinstance(c, str) else c for c in deck]
            p.deck = tuple(c.name for c in cards)
            for card in cards:
                obj = self._new_object(card, p.index, LIBRARY)
                p.library.append(obj.id)
        if start:
            self.pending.append(StartGame())
            self._advance()

    # ------------------------------------------------------------------ public API
    def legal_actions(self) -> list[Action]:
        """Every legal answer to the current decision (empty once the game is over)."""
        if self.decision is None:
            return []
        return list(self._current_options())

    def _current_options(self) -> list[Action]:
        """The legal answers, worked out once per decision (the list is the
        game's own: callers must not change it)."""
        if self._options is None:
            self._options = self.pending[-1].options(self)
        return self._options

    def act(self, action: Action | Sequence[Any]) -> None:
        """Answer the current decision and run until the next one.

        Raises :class:`IllegalAction` (and changes nothing) when ``action`` isn't
        one of :meth:`legal_actions`."""
        if self.over:
            raise GameOver("the game is over")
        if self.decision is None:
            raise IllegalAction("no decision is waiting for an answer")
        if not isinstance(action, Action):
            try:
                action = Action.from_json(action)
            except ValueError as exc:
                raise IllegalAction(str(exc)) from None
        legal = self._legal_match(action)
        if legal is None:
            raise IllegalAction(self._why_illegal(action))
        # the engine goes on with its own legal action, never the caller's object
        self._answer(legal)
        self._advance()

    def _answer(self, legal: Action) -> None:
        """Record a legal answer to the current decision and give it to its step."""
        self.history.append(legal)
        step = self.pending[-1]
        self.decision = None
        self._options = None
        step.answer(self, legal)

    def _legal_match(self, action: Action) -> Action | None:
        """The legal action that ``action`` is, value for value and type for type
        (``True`` or ``1.0`` is not the object id ``1``), or None."""
        options = self._current_options()
        for option in options:
            if option is action:  # an agent handing back one of the legal actions
                return option
        for option in options:
            if option == action and same_value(option, action):
                return option
        return None

    def _why_illegal(self, action: Action) -> str:
        d = self.decision
        assert d is not None
        why = (
            f"{short_repr(action.kind)}{short_repr(action.args)} is not a legal answer "
            f"to the {d.kind!r} decision of {self.players[d.player].name}; "
            f"{len(self.legal_actions())} legal actions are available"
        )
        rule = self._rule_against(action, d.player)
        return f"{why} ({rule})" if rule else why

    def _rule_against(self, action: Action, player: int) -> str:
        """The rule that forbids ``action``, where the engine can name it: a
        summoning-sick creature attacking or paying {T} (CR 302.6), a second
        land in a turn (CR 305.2); '' otherwise."""
        args = action.args
        if action.kind == ActionKind.PLAY and not may_play_another_land(self, player):
            return "305.2 — a player can normally play one land during their turn"
        if action.kind not in (ActionKind.ATTACK, ActionKind.ACTIVATE) or not args:
            return ""
        obj = self.objects.get(args[0]) if type(args[0]) is int else None
        if obj is None or obj.zone != BATTLEFIELD:
            return ""
        ch = self.chars(obj)
        taps = action.kind == ActionKind.ATTACK
        if not taps and len(args) > 1 and type(args[1]) is int and 0 <= args[1] < len(ch.abilities):
            taps = bool(getattr(getattr(ch.abilities[args[1]], "cost", None), "tap", False))
        if taps and summoning_sick(self, obj, ch):
            return f"302.6 — {ch.name} is summoning sick"
        return ""

    def copy(self) -> Game:
        """An independent copy of the game, at any decision (DESIGN: copy anywhere).

        Card definitions and objects that can't change (cards in libraries,
        hands, graveyards, exile) are shared; everything else is copied."""
        new = Game.__new__(Game)
        d = self.__dict__
        nd = new.__dict__
        nd.update(d)
        rng = random.Random.__new__(random.Random)
        rng.setstate(self.rng.getstate())
        new.rng = rng
        new.players = [p.copy() for p in self.players]
        objects = dict(self.objects)
        for oid in self.battlefield:
            objects[oid] = objects[oid].copy()
        memo: dict[int, Any] = {}
        for oid in self.stack:
            obj = objects[oid] = objects[oid].copy()
            info = obj.cast_info
            if info is not None and info.ctx is not None:
                info.ctx = copy_ctx(info.ctx, memo)  # shared with pending steps
        new.objects = objects
        new.battlefield = list(self.battlefield)
        new.stack = list(self.stack)
        new.exile = list(self.exile)
        new.pending = [s.copy(memo) for s in self.pending]
        new.effects = list(self.effects)
        new.shields = list(self.shields)  # frozen records
        new.delayed = list(self.delayed)
        new.waiting_triggers = list(self.waiting_triggers)
        new.events = self.events.copy()
        new.lki = dict(self.lki)
        new.lki_objects = dict(self.lki_objects)
        new.combat = self.combat.copy() if self.combat is not None else None
        new.turn_log = {k: list(v) for k, v in self.turn_log.items()}
        new.history = self.history.copy()
        new.setup_log = list(self.setup_log)
        new.known = dict(self.known)
        new.derived_cache = dict(self.derived_cache)
        new._options = list(self._options) if self._options is not None else None
        return new

    def view(self, player: int, lang: str = "en") -> dict[str, Any]:
        """Everything ``player`` may know, and nothing more (CR 400.2, 708.5)."""

        return player_view(self, player, lang)

    def log(self, player: int | None = None, lang: str = "en") -> list[str]:
        """The game log as ``player`` may read it (``None``: the omniscient log)."""

        lines = []
        for e in self.events:
            text = render_event(self, e, player, lang)
            if text:
                lines.append(text)
        return lines

    def to_json(self) -> dict[str, Any]:
        """A replay (seed, decks, rules, setup, actions) that rebuilds this game."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "seed": self.seed,
            "rules": self.rules,
            "names": [p.name for p in self.players],
            **({} if self.mana_window else {"mana_window": False}),
            "decks": [list(p.deck) for p in self.players],
            "setup": [list(s) for s in self.setup_log],
            "actions": [a.to_json() for a in self.history],
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Game:
        """Rebuild a saved game by replaying it, each action checked legal;
        :class:`~manastack.engine.replays.SaveError` (with a message) for anything
        that isn't a save this version wrote, however malformed."""
        decks, seed, rules, names, mana_window, setup, actions = read_replay(data)
        try:
            if setup:
                game = Game(
                    [[], []],
                    seed=seed,
                    rules=rules,
                    names=names,
                    start=False,
                    mana_window=mana_window,
                )
                apply_setup(game, setup)
            else:
                game = Game(decks, seed=seed, rules=rules, names=names, mana_window=mana_window)
            for i, raw in enumerate(actions, start=1):
                replay_action(game, i, raw)
        except UnknownCard as exc:
            raise SaveError(f"the saved game names an unknown card: {exc.name!r}") from None
        except SaveError:
            raise
        except (ValueError, TypeError, KeyError) as exc:
            raise SaveError(f"malformed saved game: {exc}") from None
        return game

    def describe(self, action: Action, player: int | None = None, lang: str = "en") -> str:
        """A one-line description of an action, as ``player`` may read it.

        Raises :class:`IllegalAction` for something that isn't an action of a
        known kind with its arguments (an unknown object, a missing argument)."""

        self._check_describable(action)
        return describe_action(self, action, player, lang)

    def _check_describable(self, action: Action) -> None:
        if not (
            isinstance(action, Action)
            and isinstance(action.kind, str)
            and isinstance(action.args, tuple)
        ):
            raise IllegalAction(f"not an action: {short_repr(action)}")
        kind, args = action.kind, action.args
        low, high = _ARGUMENTS.get(kind, (0, len(args)))
        if not low <= len(args) <= high:
            raise IllegalAction(
                f"a {kind!r} action takes {low} to {high} arguments, not {len(args)}"
            )
        if (
            kind in (ActionKind.ACTIVATE, ActionKind.SPECIAL, ActionKind.WATERBEND)
            and args[0] not in self.objects
        ):
            raise IllegalAction(f"no object {short_repr(args[0])} to {kind} an ability of")
        if kind == ActionKind.ACTIVATE:
            index = args[1]
            if type(index) is not int or not 0 <= index < len(self.chars(args[0]).abilities):
                raise IllegalAction(f"object {args[0]} has no ability {short_repr(index)}")
        if (
            kind == ActionKind.CHOOSE
            and self.decision is not None
            and self.decision.kind == DecisionKind.ASSIGN_DAMAGE
            and len(args) != 2
        ):
            raise IllegalAction("damage is assigned with two arguments: a target and an amount")
        if kind == ActionKind.MANA and not isinstance(args[1], (tuple, str)):
            raise IllegalAction(f"not mana: {short_repr(args[1])}")

    def prompt(self, lang: str = "en") -> str:
        """The current decision's question, as its player reads it (empty once the
        game is over)."""
        return render_prompt(self, lang)

    # --------------------------------------------------------------- engine loop
    def _advance(self) -> None:
        """Run pending steps until a decision is needed or the game ends.

        With ``auto_single`` a decision with exactly one legal answer doesn't
        stop the game: that answer is recorded in the history and acted on, just
        as :meth:`act` would, so a replay of :meth:`to_json` reaches the same
        state (where it stops at every decision)."""
        pending = self.pending
        while True:
            while self.decision is None and pending and not self.over:
                pending[-1].run(self)
            if self.over or self.decision is None or not self.auto_single:
                break
            options = self._current_options()
            if len(options) != 1:
                break
            self._answer(options[0])
        if self.over:
            self.decision = None

    def ask(
        self,
        player: int,
        kind: str,
        prompt: str,
        args: tuple[Any, ...] = (),
        options: list[Action] | None = None,
    ) -> None:
        """Stop and wait for ``player`` (used by steps).  A step that has just
        worked out its legal answers passes them as ``options``, so they aren't
        worked out again (they must equal what its ``options`` would give)."""
        self.decision = _new_decision(Decision, (player, kind, prompt, args))
        self._options = options

    def push(self, step: Step) -> None:
        self.pending.append(step)

    def pop(self, step: Step) -> None:
        top = self.pending.pop()
        assert top is step, f"step stack out of order: {top!r} is not {step!r}"

    # ------------------------------------------------------------------- objects
    def _new_object(self, card: CardDef, owner: int, zone: str) -> GameObject:
        obj = GameObject(self.next_id, card, owner, zone)
        self.next_id += 1
        self.objects[obj.id] = obj
        if id(card) not in self._card_ids:
            self._card_ids = self._card_ids | {id(card)}
            self._cards = (*self._cards, card)
            self._any_card = {}
        return obj

    def any_card(self, has: Callable[[CardDef], bool]) -> bool:
        """Whether ``has(card)`` holds for the card of any object this game has
        ever had (worked out once per question until a new card appears): a
        mechanic printed on cards offers nothing in a game without one."""
        found = self._any_card.get(has)
        if found is None:
            found = self._any_card[has] = any(map(has, self._cards))
        return found

    def hooks(self, hooks: Hooks[H]) -> tuple[H, ...]:
        """The hooks of an extension point that may have something to do in
        this game: those registered without a card test, and those whose test
        a card of this game passes (worked out once until a new card appears,
        as :meth:`any_card` is)."""
        found = self._any_card.get(hooks)
        if found is None:
            found = self._any_card[hooks] = tuple(
                hook for hook, needs in hooks.with_needs() if needs is None or self.any_card(needs)
            )
        return found

    def next_timestamp(self) -> int:
        self.clock += 1
        return self.clock

    def touch(self) -> None:
        """Note a change that may affect characteristics (zones, counters,
        effects, control...): cached characteristics are recomputed."""
        self.version += 1
        self._chars = None

    def _ability_stacked(self, obj: GameObject) -> None:
        """Note an activated or triggered ability put on the stack: no
        continuous effect applies to it or reads it (see
        layers.ability_characteristics), so the values worked out stay and
        only its own are added; state-based actions are checked again (a Saga
        waits for its chapter abilities, CR 714.4)."""
        self.version += 1
        current = self._chars
        if current is not None:  # never changed in place: copies share it
            self._chars = {**current, obj.id: ability_characteristics(obj)}

    def _ability_unstacked(self, oid: int) -> None:
        """Note an ability gone from the stack (see :meth:`_ability_stacked`)."""
        self.version += 1
        current = self._chars
        if current is not None:  # never changed in place: copies share it
            remaining = dict(current)
            remaining.pop(oid, None)
            self._chars = remaining

    def _touch_effect_inputs(self) -> None:
        """Note a change that only a continuous effect could read: who is
        attacking or blocking, or the cards in a zone other than the battlefield
        and the stack ("power equal to the number of cards in your graveyard",
        CR 604.3).  When every continuous effect applied at the last computation
        reads only the battlefield and the stack (an anthem, an Aura's bonus),
        characteristics are still what they were, and so is everything
        state-based actions look at (CR 704.5: players, permanents, and tokens
        or copies outside their zones, which the mover notes itself)."""
        if not (self.chars_read_board_only and self._chars is not None):
            self.touch()

    def pool_changed(self) -> None:
        """Note mana added to, spent from or emptied from a pool: cached
        characteristics are recomputed only in a game with a card whose static
        ability reads the pools ("as long as you have six or more unspent mana")."""
        if self.any_card(card_reads_pools):
            self.touch()

    def touch_designations(self) -> None:
        """Note a designation given to a permanent ("the exiled card", CR
        607.2a): indexes of the battlefield that read designations are worked
        out again, although no characteristic changed."""
        self.touch()
        self._board = ()

    def _touch_status(self) -> None:
        """Note a change that can't affect characteristics but may make a
        state-based action apply (life, damage): SBAs are checked again.
        Tapping, mana and the current step need neither."""
        self.version += 1

    def _zone_list(self, zone: str, owner: int) -> list[int]:
        if zone == BATTLEFIELD:
            return self.battlefield
        if zone == STACK:
            return self.stack
        if zone == EXILE:
            return self.exile
        return self.players[owner].zone(zone)

    def chars(self, obj: GameObject | int) -> Characteristics:
        """Current characteristics of an object after all continuous effects; for
        an id whose object has left the game's zones, its last known information
        (CR 113.7a, 608.2h: an ability's source read after it has left)."""
        if isinstance(obj, int):
            found_obj = self.objects.get(obj)
            if found_obj is None:
                last = self.lki.get(obj)
                if last is None:
                    raise KeyError(obj)
                return last
            obj = found_obj
        current = self._chars
        if current is not None:  # (never while layers are being applied)
            found = current.get(obj.id)
            if found is not None:  # on the battlefield or the stack, up to date
                return found
        layer = self.layer_chars
        if layer is not None:
            found = layer.get(obj.id)
            return found if found is not None else chars_for_other_zone(obj)
        zone = obj.zone
        if zone != BATTLEFIELD and zone != STACK:
            return chars_in_other_zone(self, obj)
        found = self._all_chars().get(obj.id)
        if found is None:  # an object added without a state change being noted
            self.touch()
            found = self._all_chars()[obj.id]
        return found

    def _all_chars(self) -> dict[int, Characteristics]:
        """Characteristics of everything on the battlefield and the stack."""
        current = self._chars
        if current is None:
            current = self._refresh()
        return current

    def derived(self, key: str, build: Callable[[Game, dict[int, Characteristics]], Any]) -> Any:
        """``build(game, characteristics)`` for what depends only on the
        permanents on the battlefield, their order and their characteristics
        (indexes of abilities, cost modifiers, legends): worked out again only
        when one of those changes (a permanent entering or leaving, an effect
        beginning or ending, a permanent turning face up...).  A spell moving to
        or from the stack keeps them."""
        chars = self._chars
        if chars is None:
            chars = self._refresh()
        found = self.derived_cache.get(key)
        if found is None:
            found = self.derived_cache[key] = build(self, chars)
        return found

    def _refresh(self) -> dict[int, Characteristics]:
        chars, reads_more = compute_characteristics(self)
        self._chars = chars
        # characteristics of permanents nothing changed are the same objects
        # (layers copy on write), so an unchanged board compares equal here
        board = tuple(map(chars.__getitem__, self.battlefield))
        if board != self._board:
            self._board = board
            self.derived_cache = {}
        self.chars_read_board_only = not reads_more
        # CR 302.6: a permanent that changed controller (a layer 2 effect began or
        # ended) hasn't been under its new controller's control since the turn
        # began, and it is removed from combat (CR 506.4)
        objects = self.objects
        for oid in self.battlefield:
            obj = objects[oid]
            now = chars[oid].controller
            if obj.seen_controller != now:
                if obj.seen_controller != -1:
                    obj.controlled_since = self.turn_number
                    if self.combat is not None:
                        self.combat.remove(oid)  # CR 506.4: it leaves combat
                obj.seen_controller = now
        return chars

    def controller_of(self, oid: int) -> int:
        obj = self.objects.get(oid)
        if obj is None:
            return self.lki_controller(oid, moved_ok=True)
        if obj.zone == BATTLEFIELD:
            return self.chars(obj).controller
        return obj.controller

    def creatures(self, controller: int | None = None) -> list[int]:
        """Creatures on the battlefield, all or one player's, in battlefield order
        (the list is the game's own: callers must not change it)."""
        mine: list[list[int]] = self.derived("creatures", _creatures_by_controller)
        if controller is not None:
            return mine[controller]
        chars = self._all_chars()
        return [oid for oid in self.battlefield if chars[oid].is_creature]

    def permanents(self, controller: int | None = None) -> list[int]:
        return [
            oid
            for oid in self.battlefield
            if controller is None or self.chars(oid).controller == controller
        ]

    def _copiable_face(self, oid: int) -> Face:
        """Copiable values of an object (CR 707.2): a copy of a flipped card copies
        its normal face (FLIP-08); a copy of a face-down creature is a plain 2/2
        (CR 707.2b, MOR-19)."""

        obj = self.objects.get(oid) or self.lki_objects[oid]
        if obj.face_down:
            return face_down_face()
        if obj.token_face is not None:
            return obj.token_face  # a token's, or a copy's locked-in values (CR 707.3)
        if obj.card.layout == "flip":
            return obj.card.faces[0]
        return obj.card.faces[obj.face_index]

    def copiable_card(self, oid: int) -> CardDef | None:
        """The card whose printed values a copy of ``oid`` uses (None for a
        face-down object or a token), so a copy of a flip card can flip (FLIP-08)."""
        obj = self.objects.get(oid) or self.lki_objects[oid]
        if obj.face_down:
            return None
        if obj.copy_of is not None:
            return self.copiable_card(obj.copy_of)
        if obj.token_face is not None:
            return None
        return obj.card

    def last_known(self, ref: object) -> Characteristics | None:
        """Last-known information about an object that may have left its zone
        (CR 608.2h)."""
        if is_player_ref(ref):
            return None
        if not isinstance(ref, int):
            return None
        obj = self.objects.get(ref)
        if obj is not None:
            return self.chars(obj)
        return self.lki.get(ref)

    def lki_controller(self, oid: int, moved_ok: bool = False) -> int:
        obj = self.objects.get(oid)
        if obj is not None:
            return self.chars(obj).controller if obj.zone == BATTLEFIELD else obj.controller
        lki = self.lki.get(oid)
        if lki is not None:
            return lki.controller
        raise KeyError(oid)

    # ------------------------------------------------------------------- targets
    def can_be_targeted(self, ref: object, source: GameObject | None, controller: int) -> bool:
        """Hexproof, shroud and protection (CR 702.11, 702.18, 702.16b)."""
        if is_player_ref(ref):
            return not self._player_has_shroud(player_of(str(ref)))
        assert isinstance(ref, int)  # not a player: an object id
        obj = self.objects[ref]
        if obj.zone != BATTLEFIELD:
            return True
        ch = self.chars(obj)
        kw = ch.keywords
        if "shroud" in kw:
            return False
        if "hexproof" in kw and ch.controller != controller:
            return False
        if source is not None and self.protected_from(ch, source):
            return False
        return True

    def _player_has_shroud(self, player: int) -> bool:
        """ "You have shroud" (True Believer, CR 702.18c): a permanent the player
        controls gives it."""
        return any(
            KeywordName.PLAYER_SHROUD in self.chars(oid).keywords
            and self.chars(oid).controller == player
            for oid in self.battlefield
        )

    def protected_from(self, ch: Characteristics, source: GameObject | Characteristics) -> bool:
        """Does ``ch`` have protection from a quality of ``source`` (CR 702.16): a
        colour, creatures, or a subtype (Kitsune Riftwalker's Spirits and Arcane)?"""
        if not any(k.startswith("protection:") for k in ch.keywords):
            return False
        src = (
            source
            if isinstance(source, Characteristics)
            else (
                self.chars(source)
                if source.zone in (BATTLEFIELD, STACK)
                else self.lki.get(source.id) or self.chars(source)
            )
        )
        for k in ch.keywords:
            if k.startswith("protection:"):
                quality = k.split(":", 1)[1]
                if quality in src.colours or (quality == "creatures" and src.is_creature):
                    return True
                if quality in src.subtypes:  # from Goblins, Spirits, Arcane (CR 702.16a)
                    return True
                # "protection from non-<subtype> creatures" (Harbinger of Spring)
                who, _, subtype = quality.partition(":")
                if who == "creatures_except" and src.is_creature and subtype not in src.subtypes:
                    return True
        return False

    def still_legal(self, ctx: Context, spec: TargetSpec, part: int) -> list[Any]:
        """Targets chosen for ``spec`` that are still legal (CR 608.2b)."""
        source = self.objects.get(ctx.stack_id) if ctx.stack_id else self.objects.get(ctx.source)
        return [
            r for r in ctx.chosen_for(spec, part) if spec.is_legal(self, r, ctx.controller, source)
        ]

    # -------------------------------------------------------------------- events
    def emit(
        self, kind: str, secret_from: Iterable[int] = (), rule: str = "", **data: Any
    ) -> Event:
        """Record an event and check triggers.  ``rule`` is the CR number behind
        it; when the emit site names none, the rule of its kind (:data:`EVENT_RULES`)."""
        rule = rule or EVENT_RULES[kind]
        event = Event(kind, data, frozenset(secret_from) if secret_from else _NOBODY, rule=rule)
        event.seq = self.events.append(event)
        check_triggers(self, event)
        return event

    def _secret_from_all_but(self, obj: GameObject) -> frozenset[int]:
        """Everyone except the object's controller and those who may know it anyway
        (face-down objects, CR 708.5; a card cast face down from a graveyard, MOR-21)."""
        known = self.known.get(obj.id, ())
        return frozenset(
            p.index for p in self.players if p.index != obj.controller and p.index not in known
        )

    def _spell_restricted(self, player: int, obj: GameObject, mode: Any) -> bool:
        """Is casting ``obj`` this way forbidden by a static ability ("can't cast
        spells named ...", CR 101.2)?  Checks only the face being cast (MDFC-03)."""
        for check in RULES.cast_restrictions:
            if check(self, player, obj, mode):
                return True
        return False

    def _cost_adjustment(self, player: int, obj: GameObject, mode: Any) -> int:
        """Generic mana added (positive) or taken off (negative) the total cost of a
        spell by static abilities (CR 601.2f)."""
        change = 0
        for adjust in self.hooks(RULES.cost_adjustments):
            change += adjust(self, player, obj, mode)
        return change

    def _cost_reduction(self, player: int, obj: GameObject, mode: Any) -> ManaCost:
        """The mana symbols static abilities reduce a spell's total cost by
        ("cost {W}{U}{B}{R}{G} less", CR 601.2f, 118.7b-c)."""
        total = EMPTY_COST
        for reduce in self.hooks(RULES.cost_reductions):
            found = reduce(self, player, obj, mode)
            if found is not None and not found.is_empty():
                total = found if total.is_empty() else total.plus(found)
        return total

    def opponents(self, player: int) -> list[int]:
        return [p.index for p in self.players if p.index != player]

    def next_player(self, player: int) -> int:
        return (player + 1) % len(self.players)

    def _lose(self, player: int, reason: str) -> None:
        """CR 104.3: a player loses; with two players, the other wins."""
        self._lose_all([(player, reason)])

    def _lose_all(self, losers: Sequence[tuple[int, str]]) -> None:
        """Players lose simultaneously (state-based actions, CR 704.3); if every
        remaining player loses at once the game is a draw (CR 104.4a)."""
        reason = ""
        for player, why in losers:
            p = self.players[player]
            if p.has_lost:
                continue
            p.has_lost = True
            reason = reason or why
            self.emit(EventKind.LOSE, player=player, reason=why, rule=LOSS_RULES.get(why, ""))
        if not reason:
            return
        alive = [q.index for q in self.players if not q.has_lost]
        if len(alive) == 1:
            self._end(alive[0], reason)
        elif not alive:
            self._end(None, "draw")

    def _end(self, winner: int | None, reason: str) -> None:
        """The game ends (CR 104); every face-down object is revealed (CR 708.9)."""
        if self.over:
            return
        self.winner = winner
        self.result = reason
        for oid in list(self.battlefield) + list(self.stack):
            obj = self.objects[oid]
            if obj.face_down:
                self.emit(EventKind.REVEAL, obj=oid, card=obj.card.name, why="game_end")
        self.emit(EventKind.GAME_OVER, winner=winner, reason=reason, rule="104.2a")
        self.over = True
        self.decision = None

    def concede(self, player: int) -> None:
        """CR 104.3a: a player may concede at any time."""
        if self.over:
            raise GameOver("the game is over")
        if type(player) is not int or not 0 <= player < len(self.players):
            raise IllegalAction(
                f"player {short_repr(player)} can't concede: players are "
                f"numbered 0 to {len(self.players) - 1}"
            )
        self.history.append(Action(ActionKind.CONCEDE, (player,)))
        self._lose(player, "concede")

    # ----------------------------------------------------------------- inspection
    def card_name(self, oid: int) -> str:
        return self.objects[oid].card.name

    def find(self, name: str, zone: str | None = None, controller: int | None = None) -> list[int]:
        """Ids of objects named ``name`` (by current characteristics on the
        battlefield), optionally in one zone or under one controller."""
        found = []
        for oid, obj in self.objects.items():
            if zone is not None and obj.zone != zone:
                continue
            current = self.chars(obj).name if obj.zone in (BATTLEFIELD, STACK) else obj.card.name
            if current != name and obj.card.name != name:
                continue
            if controller is not None and self.controller_of(oid) != controller:
                continue
            found.append(oid)
        return found


def _creatures_by_controller(game: Game, chars: dict[int, Characteristics]) -> list[list[int]]:
    mine: list[list[int]] = [[] for _ in game.players]
    for oid in game.battlefield:
        ch = chars[oid]
        if ch.is_creature:
            mine[ch.controller].append(oid)
    return mine
