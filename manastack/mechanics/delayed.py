"""Creating delayed triggered abilities during resolution (CR 603.7a), e.g.
Initiate of Blood's "When that creature dies this turn, flip this creature".
The ``delayed`` event itself is performed by the core (:mod:`manastack.engine.perform`)."""

from __future__ import annotations

from typing import Any

from ..engine.ops import Op


def create_delayed(
    condition: Any, ability: Any, controller: int, source: int, one_shot: bool = True
) -> Op:
    """The event of creating a delayed trigger (CR 603.7c: ``one_shot`` ones
    trigger only once)."""
    return Op(
        "delayed",
        condition=condition,
        ability=ability,
        controller=controller,
        source=source,
        one_shot=one_shot,
    )


__all__ = ["create_delayed"]
