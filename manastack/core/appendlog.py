"""An append-only list that copies in time proportional to its length / 256.

The game's event record and action history only ever grow.  Copying a game must
stay cheap late in a long game, so old entries are frozen in shared, immutable
chunks and only the newest (at most :data:`CHUNK`) entries are copied.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import chain
from typing import Any

CHUNK = 256


class AppendLog:
    __slots__ = ("_chunks", "_tail", "_frozen")

    def __init__(self, items: list[Any] | None = None) -> None:
        self._chunks: list[tuple[Any, ...]] = []
        self._tail: list[Any] = []
        self._frozen = 0
        for item in items or ():
            self.append(item)

    def append(self, item: Any) -> int:
        """Add ``item`` at the end; returns its index."""
        tail = self._tail
        tail.append(item)
        index = self._frozen + len(tail) - 1
        if len(tail) >= CHUNK:
            self._chunks.append(tuple(tail))
            self._frozen += len(tail)
            self._tail = []
        return index

    def copy(self) -> AppendLog:
        new = AppendLog.__new__(AppendLog)
        new._chunks = list(self._chunks)
        new._tail = list(self._tail)
        new._frozen = self._frozen
        return new

    def __len__(self) -> int:
        return self._frozen + len(self._tail)

    def __iter__(self) -> Iterator[Any]:
        return chain(chain.from_iterable(self._chunks), self._tail)

    def __reversed__(self) -> Iterator[Any]:
        """The entries newest first, without copying the log."""
        yield from reversed(self._tail)
        for chunk in reversed(self._chunks):
            yield from reversed(chunk)

    def __getitem__(self, index: int | slice) -> Any:
        if isinstance(index, slice):
            return list(self)[index]
        n = len(self)
        if index < 0:
            index += n
        if not 0 <= index < n:
            raise IndexError("log index out of range")
        if index >= self._frozen:
            return self._tail[index - self._frozen]
        return self._chunks[index // CHUNK][index % CHUNK]

    def __bool__(self) -> bool:
        return len(self) > 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (AppendLog, list, tuple)):
            return len(self) == len(other) and all(a == b for a, b in zip(self, other, strict=True))
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable, like a list

    def __repr__(self) -> str:
        return f"AppendLog({list(self)!r})"
