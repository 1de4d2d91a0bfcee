"""Games in progress kept in SQLite (the standard library's ``sqlite3``), each as
its table record: the game as its replay (``Game.to_json``), the seats (their
tokens only as hashes) and the settings.  A server restarted on the same file
loses no game: reopening a link loads the table and replays it."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from typing import Any

from .table import Table


class Store:
    """The tables of one database file (``":memory:"`` keeps them in memory)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self._lock = threading.Lock()
        self._db = sqlite3.connect(path, check_same_thread=False)
        if path != ":memory:":  # a write-ahead log: one cheap write per action
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
        with self._db:
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS tables "
                "(id TEXT PRIMARY KEY, data TEXT NOT NULL, updated REAL NOT NULL)"
            )

    def save(self, table: Table) -> None:
        data = json.dumps(table.to_json(), separators=(",", ":"))
        with self._lock, self._db:
            self._db.execute(
                "INSERT INTO tables (id, data, updated) VALUES (?, ?, ?) "
                "ON CONFLICT(id) DO UPDATE SET data = excluded.data, updated = excluded.updated",
                (table.id, data, time.time()),
            )

    def load(self, table_id: str) -> dict[str, Any] | None:
        """The stored record of a table, or None."""
        with self._lock:
            row = self._db.execute("SELECT data FROM tables WHERE id = ?", (table_id,)).fetchone()
        return json.loads(row[0]) if row else None

    def count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM tables").fetchone()[0])

    def close(self) -> None:
        with self._lock:
            self._db.close()
