"""The top card of a library: looking at it any time, playing with it revealed,
and playing it from there (CR 401.5, 601.2a, 601.3, 305.1, 118.9).

One ability, :class:`TopOfLibrary`, says all of it, for its controller's own
library ("you"):

* ``look`` — "You may look at the top card of your library any time": its owner
  may see it (views, prompts and action descriptions name it to them);
* ``revealed`` — "Play with the top card of your library revealed": everyone
  may see it;
* ``spells`` — "You may cast <spells> from the top of your library": a selector
  of the cards that may be cast; they are cast for their mana cost, with every
  normal timing rule (CR 601.3), or any other way a mechanic offers for a card
  that may be cast from where it is (morph, an alternative cost);
* ``lands`` — "You may play lands from the top of your library": the top card,
  a land, may be played as a land play of the turn (CR 305.1-305.2);
* ``life_for_mana_value`` — "If you cast a spell this way, pay life equal to its
  mana value rather than pay its mana cost" (Gwenom): the permission gives only
  that alternative cost (CR 118.9, 118.9b), so a spell it lets be cast is cast
  only so (X is 0, CR 107.3b; additional costs are still paid, CR 118.9d).

A permanent's static ability applies while it is on the battlefield, to its
controller; an effect gives the same ability for a while ("until end of turn,
you may look at ... and you may play cards from the top of your library"):
:class:`GiveTopOfLibrary`.

While a spell cast from the top of a library is being cast, that library's new
top card is neither seen nor offered until the spell has become cast
(CR 401.5).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..core.actions import Action
from ..core.kinds import ActionKind
from ..core.mana import ManaCost
from ..engine.casting import CastMode, CastSpell
from ..engine.effect import Effect
from ..engine.layers import rule_change
from ..engine.model import Ability, Cost, Triggered
from ..engine.objects import LIBRARY
from ..engine.ops import Op
from ..engine.selectors import Selector
from ..engine.timing import in_main_phase_with_empty_stack, may_play_another_land
from ..language.effects import library_top

if TYPE_CHECKING:
    from ..core.registry import Registry
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.model import CardDef
    from ..engine.objects import GameObject

TOP_KEY = "ce.top_of_library"  # the continuous effect of :class:`GiveTopOfLibrary`
LIFE_MODE = "life_for_mana_value"  # the cast mode's name (CastInfo.how)
_FREE = ManaCost.parse("")


@dataclass(frozen=True)
class TopOfLibrary(Ability):
    """What its controller may do with the top card of their library (see the
    module's docstring)."""

    look: bool = False
    revealed: bool = False
    spells: Selector | None = None
    lands: bool = False
    life_for_mana_value: bool = False
    text: str = ""


@dataclass(frozen=True)
class GiveTopOfLibrary(Effect):
    """ "Until end of turn, <what ``ability`` says>": the effect's controller has
    the ability until the turn ends (CR 611.2a, 514.2)."""

    ability: TopOfLibrary
    key: str = "effect.top_of_library"

    def resolve(self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]) -> list[Op]:
        effect = rule_change(
            game,
            TOP_KEY,
            ctx.source,
            ctx.controller,
            until="end_of_turn",
            params=(("ability", self.ability),),
        )
        return [Op("effect", effect=effect)]


def _prints_it(card: CardDef) -> bool:
    """Has the card an ability about the top of the library, or one that gives it?"""
    for face in card.faces:
        if TopOfLibrary in face.ability_kinds:
            return True
        for ability in face.abilities:
            if isinstance(ability, Triggered) and any(
                isinstance(e, GiveTopOfLibrary) for e in ability.effects
            ):
                return True
    return False


def abilities_of(game: Game, player: int) -> list[TopOfLibrary]:
    """The abilities about the top of ``player``'s library that ``player`` has:
    those of the permanents they control and those effects gave them."""
    if not game.any_card(_prints_it):
        return []
    found: list[TopOfLibrary] = []
    for oid in game.battlefield:
        ch = game.chars(oid)
        if ch.controller == player and ch.may_have(TopOfLibrary):
            found += [a for a in ch.abilities if isinstance(a, TopOfLibrary)]
    for effect in game.effects:
        if effect.key == TOP_KEY and effect.controller == player:
            found.append(dict(effect.params)["ability"])
    return found


def _being_cast_from(game: Game, player: int) -> bool:
    """Is a spell cast from the top of ``player``'s library still being cast
    (CR 401.5: the new top card stays hidden until it has become cast)?"""
    for step in game.pending:
        if isinstance(step, CastSpell) and step.stage != "announce":
            spell = game.objects.get(step.obj)
            if spell is None or spell.owner != player or spell.cast_info is None:
                continue
            if spell.cast_info.from_zone == LIBRARY:
                return not spell.cast_info.cast
    return False


def top_card(game: Game, player: int) -> int | None:
    """The top card of ``player``'s library, if its new top card isn't waiting
    for a spell to become cast (CR 401.5)."""
    library = game.players[player].library
    if not library or _being_cast_from(game, player):
        return None
    return library[-1]


def _viewers(game: Game, player: int) -> Iterable[int]:
    """Who may see the top card of ``player``'s library (CR 401.5)."""
    abilities = abilities_of(game, player)
    if not abilities or top_card(game, player) is None:
        return ()
    if any(a.revealed for a in abilities):
        return range(len(game.players))
    return (player,) if any(a.look for a in abilities) else ()


def _castable(game: Game, player: int, life: bool) -> list[int]:
    """The top card of ``player``'s library, if a permission of the kind asked
    for (paying life, or not) lets them cast it."""
    abilities = abilities_of(game, player)
    if not abilities:
        return []
    top = top_card(game, player)
    if top is None or "Land" in game.objects[top].card.faces[0].types:
        return []
    for ability in abilities:
        if ability.spells is None or ability.life_for_mana_value != life:
            continue
        if ability.spells.matches(game, top, player):
            return [top]
    return []


def _for_mana_cost(game: Game, player: int) -> list[int]:
    """The top card, cast for its mana cost (CR 601.3)."""
    return _castable(game, player, life=False)


def _for_life(game: Game, player: int) -> list[int]:
    """The top card, cast only for life (CR 118.9b)."""
    return _castable(game, player, life=True)


def _life_modes(game: Game, player: int, obj: GameObject) -> list[CastMode]:
    """Paying life equal to the card's mana value rather than its mana cost
    (CR 118.9, 202.3: X is 0)."""
    if obj.zone != LIBRARY or obj.owner != player or obj.id not in _for_life(game, player):
        return []
    face = obj.card.faces[0]
    life = Cost(pay_life=face.mana_cost.mana_value)
    return [CastMode(LIFE_MODE, face, _FREE, alternative=True, mode_costs=(life,))]


def _lands(game: Game, player: int) -> list[Action]:
    """The top card, a land, played as a land play of the turn (CR 305.1-305.2)."""
    if not in_main_phase_with_empty_stack(game, player) or not may_play_another_land(game, player):
        return []
    abilities = abilities_of(game, player)
    if not any(a.lands for a in abilities):
        return []
    top = top_card(game, player)
    if top is None:
        return []
    card = game.objects[top].card
    if "Land" in card.faces[0].types:
        return [Action(ActionKind.PLAY, (top,))]
    if card.layout == "modal_dfc" and "Land" in card.faces[1].types:
        return [Action(ActionKind.PLAY, (top, 1))]
    return []


def from_top_of_your_library(game: Game, ctx: Context) -> Sequence[int]:
    """ "That card" after "look at the top card of your library": the top card
    (a place :class:`~.free_cast.MayCastWithoutPaying` offers cards from)."""
    return tuple(library_top(game, ctx.controller, 1))


def register(rules: Registry) -> None:
    """Who sees the top card; casting it, for its mana cost or for life; playing it
    as a land."""
    rules.library_top_viewers.register(_viewers, needs=_prints_it)
    rules.cast_permissions.register(_for_mana_cost, needs=_prints_it)
    rules.cast_candidates.register(_for_life, needs=_prints_it)
    rules.cast_modes.register(LIFE_MODE, (_life_modes, None))
    rules.cast_mode_zones[LIFE_MODE] = frozenset({LIBRARY})  # the top card (CR 401.5)
    rules.special_actions.register(_lands, needs=_prints_it)


__all__ = [
    "LIFE_MODE",
    "GiveTopOfLibrary",
    "TopOfLibrary",
    "abilities_of",
    "from_top_of_your_library",
    "top_card",
]
