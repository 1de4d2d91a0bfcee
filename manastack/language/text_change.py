"""Text-changing effects (CR 612) applied in layer 3 (CR 613.1c): "Change the
text of target spell or permanent by replacing all instances of one creature
type with another" (Artificial Evolution).

The effect is a continuous effect on the object, with no duration (it lasts as
long as the object does, CR 611.2a).  In layer 3 it replaces the creature type:

- in the type line (its subtypes, CR 612.1; a later type-changing effect of
  layer 4 still applies after it);
- in its keyword abilities ("protection from Goblins", CR 702.16a);
- in every creature type word its abilities name through the selector algebra
  (:func:`~manastack.engine.selectors.subtype`: "other Goblins you control",
  "sacrifice a Goblin"), which read the object's ``text_changes``;
- in its rules text as shown (the singular and the plural word).

It changes only words used as creature types (CR 612.2): never the object's
name, and not a creature type a player chose ("the chosen type" is a choice,
not text).  Abilities the object gains from other effects aren't its text and
stay as they are (CR 612.3).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.creature_types import CREATURE_TYPES
from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.effect import Choice, Effect
from ..engine.layers import ContinuousEffect
from ..engine.model import Keyword
from ..engine.ops import Op
from ..engine.targets import TargetSpec
from .effects import objects_for

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.layers import Modify
    from ..engine.objects import Characteristics, GameObject

# plurals of creature types that don't just add "s"
_PLURALS = {
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Wolf": "Wolves",
    "Werewolf": "Werewolves",
    "Mouse": "Mice",
    "Ox": "Oxen",
    "Fox": "Foxes",
    "Sphinx": "Sphinxes",
}


def plural(word: str) -> str:
    """The plural of a creature type as card text writes it ("Elves")."""
    return _PLURALS.get(word, word + "s")


def _replace_words(text: str, old: str, new: str) -> str:
    """``text`` with the creature type ``old`` (singular or plural, as a whole
    word) written as ``new``."""
    forms = {plural(old): plural(new), old: new}
    pattern = re.compile(r"\b(" + "|".join(re.escape(w) for w in forms) + r")\b")
    return pattern.sub(lambda m: forms[m.group(1)], text)


def replace_creature_type(old: str, new: str) -> Modify:
    """The layer 3 change "replace all instances of ``old`` with ``new``"."""
    protection_from = f"{KeywordName.PROTECTION}:{old}"

    def modify(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.text_changes = (*ch.text_changes, (old, new))
        if old in ch.subtypes:
            ch.subtypes = (ch.subtypes - {old}) | {new}
        if protection_from in ch.keywords:
            ch.keywords = (ch.keywords - {protection_from}) | {f"{KeywordName.PROTECTION}:{new}"}
            ch.abilities = tuple(
                Keyword(KeywordName.PROTECTION, new, a.text)
                if isinstance(a, Keyword) and a.name == KeywordName.PROTECTION and a.value == old
                else a
                for a in ch.abilities
            )
        ch.rules_text = _replace_words(ch.rules_text, old, new)

    return modify


@dataclass(frozen=True)
class ReplaceCreatureTypeText(Effect):
    """ "Change the text of <target> by replacing all instances of one creature
    type with another. The new creature type can't be <``not_new``>": the
    controller chooses both types as it resolves (CR 608.2d)."""

    what: TargetSpec
    not_new: tuple[str, ...] = ()
    key: str = "effect.change_text"
    changes_text: ClassVar[bool] = True

    @property
    def specs(self) -> tuple[TargetSpec, ...]:
        return (self.what,)

    def resolve(
        self, game: Game, ctx: Context, part: int, key: tuple[Any, ...]
    ) -> Choice | list[Op]:
        ids = objects_for(self.what, game, ctx, part)
        if not ids:
            return []
        old = ctx.answers.get(key + ("old",))
        if not old:
            return Choice(
                ctx.controller,
                DecisionKind.CREATURE_TYPE,
                "prompt.text_change_old_type",
                CREATURE_TYPES,
                key=key + ("old",),
            )
        new = ctx.answers.get(key + ("new",))
        if not new:
            options = tuple(t for t in CREATURE_TYPES if t not in self.not_new and t != old[0])
            return Choice(
                ctx.controller,
                DecisionKind.CREATURE_TYPE,
                "prompt.text_change_new_type",
                options,
                (("old", old[0]),),
                key=key + ("new",),
            )
        effect = ContinuousEffect(
            "3",
            replace_creature_type(old[0], new[0]),
            locked=frozenset(ids),
            source=ctx.source,
            controller=ctx.controller,
            timestamp=game.next_timestamp(),
            key="ce.text_change",
            params=(("old", old[0]), ("new", new[0])),
        )
        return [Op(EventKind.EFFECT, effect=effect)]


__all__ = ["ReplaceCreatureTypeText", "plural", "replace_creature_type"]
