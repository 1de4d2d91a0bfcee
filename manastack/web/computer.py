"""The computer opponent for web tables: the engine's computer agent, found where
the package keeps it (its module moves with the package's layering; the agent is
part of the public surface either way)."""

from __future__ import annotations

import importlib
from typing import Any

_PLACES = ("manastack.ai", "manastack.players.ai")


def computer_agent(seed: int = 0) -> Any:
    """A new computer agent (``ComputerAgent(seed)``): it decides from a view and
    the legal actions only."""
    for place in _PLACES:
        try:
            module = importlib.import_module(place)
        except ModuleNotFoundError:
            continue
        return module.ComputerAgent(seed)
    raise ImportError("manastack's computer agent was not found")
