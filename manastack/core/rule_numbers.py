"""The Comprehensive Rules numbers behind events whose rule depends on a cause
or a reason (the other emit sites name their rule themselves).

Each event carries the rule it follows (:attr:`manastack.core.events.Event.rule`),
so a player can ask why something happened (``why N`` in the terminal)."""

from __future__ import annotations

# a zone change, by its cause
ZONE_RULES: dict[str, str] = {
    "draw": "121.1",  # drawing a card
    "play": "305.1",  # playing a land
    "cast": "601.2a",  # the card moves to the stack as it is cast
    "resolve": "608.3",  # a permanent spell resolves
    "destroy": "701.7a",
    "sacrifice": "701.17a",
    "discard": "701.8a",
    "exile": "701.11a",
    "mill": "701.13a",
    "counter": "701.5a",
    "fizzle": "608.2b",  # every target illegal: the spell doesn't resolve
    "sba_toughness": "704.5f",
    "legend_rule": "704.5j",
    "sba_aura": "704.5m",
    "mulligan": "103.5",
    "mulligan_bottom": "103.5",
    "scry": "701.18a",
    "token": "111.1",
}

# a player losing, by the reason
LOSS_RULES: dict[str, str] = {
    "life": "704.5a",
    "empty_library": "704.5b",
    "poison": "704.5c",
    "concede": "104.3a",
}

__all__ = ["LOSS_RULES", "ZONE_RULES"]
