"""Remembering what is worked out from an immutable object (a card, a face).

Card definitions and faces are frozen, so anything computed from one alone can
be kept.  They are looked up by identity, since hashing a face compares all its
fields; the cache holds the object itself, so its id can't be reused by another.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")


def per_object(cache: dict[int, tuple[Any, Any]], obj: Any, build: Callable[[Any], T]) -> T:
    """``build(obj)``, worked out once for this very object."""
    hit = cache.get(id(obj))
    if hit is None:
        hit = cache[id(obj)] = (obj, build(obj))
    return hit[1]
