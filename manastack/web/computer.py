"""The computer opponent for web tables: the engine's computer agent, which decides
from a view and the legal actions only."""

from __future__ import annotations

from ..players.ai import ComputerAgent


def computer_agent(seed: int = 0) -> ComputerAgent:
    """A new computer agent (``ComputerAgent(seed)``)."""
    return ComputerAgent(seed)
