"""What happens to unspent mana (CR 106.4, 500.4): each player's mana pool
empties as each step and phase ends, an event (``engine.turn.LOSE_MANA``) that
these rules change.

* "You don't lose unspent red mana as steps and phases end" (Electro, Assaulting
  Battery): :class:`KeepsUnspentMana`, a static ability; the types it names stay
  in its controller's pool (``RULES.kept_mana``).
* "If you would lose unspent mana, that mana becomes red instead" (Ozai, the
  Phoenix King): :func:`unspent_mana_becomes`, a replacement effect of that event
  (CR 614.1a); the mana stays, of the new type, with its restrictions (CR 106.6).
* "As long as you have six or more unspent mana" (Ozai): :func:`unspent_mana_at_least`,
  a condition of a static ability that reads the pool, so characteristics follow
  the pool as mana is added, spent and emptied (CR 611.3a, 613).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.layers import affects_only_its_source, reads_pools
from ..engine.model import Ability, Replacement
from ..engine.turn import LOSE_MANA

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import Characteristics, GameObject
    from ..engine.ops import Op
    from ..engine.selectors import Applies


@dataclass(frozen=True)
class KeepsUnspentMana(Ability):
    """ "You don't lose unspent <type> mana as steps and phases end": ``mana``
    holds the types (Oracle letters, "R") its controller keeps (CR 106.4)."""

    mana: str
    text: str = ""


def _prints_keeps(card: CardDef) -> bool:
    return any(KeepsUnspentMana in face.ability_kinds for face in card.faces)


def _kept_mana(game: Game, player: int) -> frozenset[str]:
    """The mana types ``player``'s permanents say they don't lose."""
    if not game.any_card(_prints_keeps):
        return frozenset()
    kept: set[str] = set()
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and ch.may_have(KeepsUnspentMana):
            for ability in ch.abilities:
                if isinstance(ability, KeepsUnspentMana):
                    kept.update(ability.mana)
    return frozenset(kept)


def unspent_mana_becomes(mana: str, text: str = "") -> Replacement:
    """ "If you would lose unspent mana, that mana becomes <type> instead": a
    replacement effect of its controller's mana emptying (CR 106.4, 614.1a)."""

    def applies(game: Game, obj: GameObject, op: Op) -> bool:
        return (
            op.kind == LOSE_MANA
            and op["player"] == game.chars(obj).controller
            and op.get("becomes") is None
        )

    def apply(game: Game, op: Op) -> Op:
        return op.replaced(("becomes", mana), becomes=mana)

    return Replacement(LOSE_MANA, applies, apply, self_only=False, text=text)


def unspent_mana_at_least(n: int) -> Applies:
    """The source itself, as long as its controller has ``n`` or more unspent
    mana (CR 106.4): ``applies`` for a static ability's effect on itself."""

    @reads_pools
    @affects_only_its_source
    def applies(
        game: Game, source: GameObject | None, obj: GameObject, chars: Characteristics
    ) -> bool:
        return (
            source is not None
            and obj.id == source.id
            and game.players[chars.controller].pool.size >= n
        )

    return applies


def register(rules: Registry) -> None:
    """The mana types permanents keep in their controllers' pools."""
    rules.kept_mana.register(_kept_mana)


__all__ = ["KeepsUnspentMana", "unspent_mana_at_least", "unspent_mana_becomes"]
