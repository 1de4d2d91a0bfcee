"""Layer 4, mechanics built on the engine's extension points (Champions of Kamigawa
block, Onslaught morph).

Each module implements one mechanic once, as reusable pieces cards are made of:
:mod:`.bushido`, :mod:`.soulshift`, :mod:`.flip`, :mod:`.splice`, :mod:`.entwine`,
:mod:`.morph`, :mod:`.put`, :mod:`.delayed`, :mod:`.rule_changes`, and
:mod:`.kamigawa` for the card-group helpers (Shrines, Zubera, divinity counters,
Deceivers).  A module that plugs into the engine exposes ``register(rules)``;
:func:`register_all` calls each once.
"""

from __future__ import annotations

from ..core.registry import Registry
from ..language import cost_modifiers, keywords
from . import bushido, entwine, flip, morph, rule_changes, soulshift, splice


def register_all(rules: Registry) -> None:
    """Register the card language's and every mechanic's rules in ``rules``, once
    (:mod:`manastack` does it for :data:`~manastack.core.registry.RULES` on import)."""
    for module in (
        keywords,
        cost_modifiers,
        bushido,
        soulshift,
        flip,
        entwine,
        morph,
        splice,
        rule_changes,
    ):
        module.register(rules)
