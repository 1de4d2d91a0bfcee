"""Events single cards need, registered once like any mechanic: exiling an object
until the source leaves the battlefield (Earth Kingdom Jailer, CR 610.3),
creating a token tapped and attacking (Suki, Kyoshi Warrior, CR 506.3, 508.4)
and losing the maximum hand size (Spirit Water Revival, CR 402.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import EventKind
from ..core.registry import Registry
from ..engine.model import Triggered
from ..engine.objects import BATTLEFIELD, player_ref
from ..engine.ops import Op, move
from ..engine.perform import change_now
from ..engine.triggers import OnEvent
from ..engine.turn import KEEP_UNSPENT_MANA
from ..language.effects import MoveCard
from .delayed import create_delayed

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.game import Game
    from ..engine.objects import Characteristics


# ------------------------------------------------------------ until it leaves
def _exile_until_leaves_event(game: Game, op: Op) -> None:
    """Exile the object and set up its return to the battlefield under its owner's
    control when the source leaves (a one-shot delayed trigger, CR 610.3a)."""
    new = change_now(game, move(op["obj"], "exile", "exile"))
    if new is None or game.objects.get(new) is None or game.objects[new].zone != "exile":
        return
    back = Triggered(SOURCE_LEAVES, (MoveCard(new, "exile", BATTLEFIELD, "return"),))
    change_now(game, create_delayed(SOURCE_LEAVES, back, op["controller"], op["source"]))


def _source_left(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.ZONE and event["frm"] == BATTLEFIELD and event["obj"] == source


# the delayed trigger's condition: its source leaves the battlefield
SOURCE_LEAVES = OnEvent(_source_left, key="trigger.leaves")


# ------------------------------------------------------------ tapped and attacking
def _token_attacking_event(game: Game, op: Op) -> None:
    """Create the token (a 1/1 Ally for Suki) tapped and attacking the player the
    source attacks (CR 506.3, 508.4: it was never declared as an attacker)."""
    new = change_now(game, Op("token", controller=op["controller"], card=op["card"], tapped=True))
    if game.combat is None:
        return
    defender = game.combat.attackers.get(op["source"])
    if defender is None:
        defender = player_ref(game.next_player(op["controller"]))
    game.combat.attackers[new] = defender


# ------------------------------------------------------------ no maximum hand size
def _no_maximum_hand_size_event(game: Game, op: Op) -> None:
    """ "You have no maximum hand size for the rest of the game" (CR 402.2,
    514.1): the cleanup step no longer makes the player discard."""
    game.players[op["player"]].no_maximum_hand_size = True


# ------------------------------------------------------------ keeping unspent mana
def _keep_unspent_mana_event(game: Game, op: Op) -> None:
    """ "Until end of turn, you don't lose unspent <type> mana as steps and
    phases end" (CR 500.4): the turn's log keeps the pair until the next turn."""
    game.turn_log.setdefault(KEEP_UNSPENT_MANA, []).append((op["player"], op["mana"]))


def register(rules: Registry) -> None:
    """The ``exile_until_leaves``, ``token_attacking``, ``no_maximum_hand_size``
    and ``keep_unspent_mana`` events."""
    rules.event_handlers.register("exile_until_leaves", _exile_until_leaves_event)
    rules.event_handlers.register("token_attacking", _token_attacking_event)
    rules.event_handlers.register("no_maximum_hand_size", _no_maximum_hand_size_event)
    rules.event_handlers.register(KEEP_UNSPENT_MANA, _keep_unspent_mana_event)
