"""The web server: pages, a small HTTP API and the game protocol over WebSocket.

The protocol (version :data:`PROTOCOL`, documented in ``manastack/web/PROTOCOL.md``):
the client's first message is ``hello`` with the protocol version, the table and
its seat's secret token; the server answers ``welcome`` and the seat's full
``state``, then a ``patch`` (only what changed) after every change.  The server
binds the connection to that one seat and accepts only its actions.  A malformed,
oversized, too frequent or out-of-turn message gets an ``error`` reply and changes
nothing.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from manastack import DeckError, SaveError, load_deck

from .store import Store
from .table import COMPUTER, HUMAN, LANGS, Table, TableError, patch, replay_state

PROTOCOL = 1
MAX_MESSAGE = 4096  # bytes a client message may hold
RATE = 20.0  # client messages a second, on average
BURST = 40  # client messages at once
MAX_SAVE = 2_000_000  # bytes of a save sent to be replayed
STATIC = Path(__file__).parent / "static"


def bundled_decks() -> list[str]:
    """The names of the decks shipped with manastack."""
    folder = resources.files("manastack").joinpath("decks")
    return sorted(p.name.removesuffix(".txt") for p in folder.iterdir() if p.name.endswith(".txt"))


@dataclass
class Connection:
    """One WebSocket bound to one seat of one table."""

    socket: WebSocket
    table: str
    seat: int
    lang: str = "en"
    sent: dict[str, Any] | None = None  # the state the client has
    rate: float = RATE
    burst: float = BURST
    allowance: float = BURST
    checked: float = field(default_factory=time.monotonic)
    bytes_sent: int = 0

    def allowed(self) -> bool:
        """Token bucket: RATE messages a second, BURST at once."""
        now = time.monotonic()
        self.allowance = min(self.burst, self.allowance + (now - self.checked) * self.rate)
        self.checked = now
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True


class Hub:
    """The tables in memory, their connections, and the store behind them."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.tables: dict[str, Table] = {}
        self.connections: dict[str, list[Connection]] = {}
        self.locks: dict[str, asyncio.Lock] = {}

    def lock(self, table_id: str) -> asyncio.Lock:
        return self.locks.setdefault(table_id, asyncio.Lock())

    def table(self, table_id: str) -> Table:
        """The table, loaded from the store (and replayed) if not in memory."""
        table = self.tables.get(table_id)
        if table is None:
            data = self.store.load(table_id)
            if data is None:
                raise TableError("no_table", "there is no such table")
            table = self.tables[table_id] = Table.from_json(data)
        return table

    def create(self, **options: Any) -> tuple[Table, list[str | None]]:
        table_id = secrets.token_urlsafe(9)
        table, tokens = Table.new(table_id, **options)
        self.tables[table_id] = table
        self.store.save(table)
        return table, tokens

    async def send(self, conn: Connection, message: dict[str, Any]) -> None:
        text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
        conn.bytes_sent += len(text.encode("utf-8"))
        await conn.socket.send_text(text)

    async def update(self, conn: Connection, table: Table) -> None:
        """Bring one client up to date."""
        state = table.state(conn.seat, conn.lang)
        message = patch(conn.sent, state)
        conn.sent = state
        if message["type"] == "state" or message["changes"] or message.get("log_add"):
            await self.send(conn, message)

    async def changed(self, table: Table) -> None:
        """The table changed: store it, bring every client up to date."""
        self.store.save(table)
        for conn in list(self.connections.get(table.id, [])):
            try:
                await self.update(conn, table)
            except (RuntimeError, WebSocketDisconnect):
                pass  # a closing socket: its own loop cleans up


def create_app(
    db: str = ":memory:", clock_check: float = 0.5, rate: float = RATE, burst: int = BURST
) -> FastAPI:
    """The web application, keeping its games in the SQLite file ``db``; each
    connection may send ``rate`` messages a second on average, ``burst`` at once."""
    hub = Hub(Store(db))

    async def clocks() -> None:
        """Take the default action for whoever's decision clock ran out."""
        while True:
            await asyncio.sleep(clock_check)
            for table in list(hub.tables.values()):
                if table.decision_seconds is None:
                    continue
                async with hub.lock(table.id):
                    if table.timeout():
                        await hub.changed(table)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        task = asyncio.create_task(clocks())
        yield
        task.cancel()

    app = FastAPI(
        title="manastack", docs_url=None, redoc_url=None, openapi_url=None, lifespan=lifespan
    )
    app.state.hub = hub
    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/")
    async def lobby() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    @app.get("/play/{table_id}")
    async def play(table_id: str) -> FileResponse:
        return FileResponse(STATIC / "play.html")

    @app.get("/replay")
    async def replay_page() -> FileResponse:
        return FileResponse(STATIC / "play.html")

    @app.get("/api/decks")
    async def decks() -> dict[str, Any]:
        return {"decks": bundled_decks(), "langs": list(LANGS), "protocol": PROTOCOL}

    @app.post("/api/tables")
    async def new_table(request: Request) -> JSONResponse:
        """A new table: ``{"deck", "opponent_deck", "opponent": "computer" |
        "human", "clock": seconds or null, "seed": optional}``; answers the
        table id and each person's link (their token after ``#``)."""
        body = await _json_body(request, MAX_MESSAGE)
        deck = body.get("deck", "red-green")
        opponent_deck = body.get("opponent_deck", "white-blue")
        opponent = body.get("opponent", COMPUTER)
        clock = body.get("clock")
        seed = body.get("seed")
        if opponent not in (COMPUTER, HUMAN):
            raise HTTPException(400, "opponent must be 'computer' or 'human'")
        if clock is not None and not (
            isinstance(clock, (int, float)) and not isinstance(clock, bool) and 5 <= clock <= 3600
        ):
            raise HTTPException(400, "clock must be a number of seconds from 5 to 3600, or null")
        if seed is not None and not (isinstance(seed, int) and 0 <= seed < 2**31):
            raise HTTPException(400, "seed must be a whole number from 0 to 2**31 - 1")
        for name in (deck, opponent_deck):
            if not isinstance(name, str) or name not in bundled_decks():
                raise HTTPException(400, f"unknown deck {name!r}")
            try:
                load_deck(name)
            except DeckError as exc:  # pragma: no cover - bundled decks load
                raise HTTPException(400, exc.message()) from None
        names = ("You", "Computer") if opponent == COMPUTER else ("Player 1", "Player 2")
        table, tokens = hub.create(
            decks=(deck, opponent_deck),
            kinds=(HUMAN, opponent),
            seed=seed,
            names=names,
            decision_seconds=clock,
        )
        links = [f"/play/{table.id}#{t}" if t else None for t in tokens]
        return JSONResponse({"table": table.id, "links": links, "tokens": tokens})

    @app.get("/api/tables/{table_id}/save")
    async def save(table_id: str, token: str) -> JSONResponse:
        """The game as a replay, for its players: at any time against the
        computer, between two people once the game is over (a replay holds
        the decks' order)."""
        try:
            table = hub.table(table_id)
            table.seat_of(token)
        except TableError as exc:
            raise HTTPException(404, exc.detail) from None
        if not table.against_computer and not table.game.over:
            raise HTTPException(403, "a game between two people is saved for replay once over")
        return JSONResponse(table.game.to_json())

    @app.post("/api/replay")
    async def replay(request: Request) -> JSONResponse:
        """A step of a replay: ``{"save": replay, "seat": 0|1, "step": n, "lang"}``."""
        body = await _json_body(request, MAX_SAVE)
        step = body.get("step", 0)
        if not isinstance(step, int) or isinstance(step, bool):
            raise HTTPException(400, "step must be a whole number")
        save = body.get("save")
        if not isinstance(save, dict):
            raise HTTPException(400, "save must be a saved game")
        try:
            return JSONResponse(
                replay_state(save, body.get("seat", 0), step, body.get("lang", "en"))
            )
        except (TableError, SaveError) as exc:
            raise HTTPException(400, str(exc)) from None

    @app.websocket("/ws")
    async def socket(ws: WebSocket) -> None:
        await ws.accept()
        conn = await _handshake(hub, ws)
        if conn is None:
            return
        conn.rate, conn.burst, conn.allowance = rate, burst, burst
        async with hub.lock(conn.table):
            hub.connections.setdefault(conn.table, []).append(conn)
            table = hub.table(conn.table)
            table.seats[conn.seat].connected += 1
            await hub.changed(table)
        try:
            while True:
                text = await ws.receive_text()
                await _handle(hub, conn, text)
        except WebSocketDisconnect:
            pass
        finally:
            async with hub.lock(conn.table):
                hub.connections[conn.table].remove(conn)
                table = hub.table(conn.table)
                table.seats[conn.seat].connected -= 1
                await hub.changed(table)
                if not hub.connections[conn.table]:  # nobody here: kept in the store only
                    del hub.connections[conn.table], hub.tables[conn.table]

    return app


async def _json_body(request: Request, limit: int) -> dict[str, Any]:
    raw = await request.body()
    if len(raw) > limit:
        raise HTTPException(413, f"the request is over {limit} bytes")
    try:
        body = json.loads(raw or b"{}")
    except ValueError:
        raise HTTPException(400, "the request is not JSON") from None
    if not isinstance(body, dict):
        raise HTTPException(400, "the request must be a JSON object")
    return body


async def _error(ws: WebSocket, code: str, detail: str) -> None:
    await ws.send_text(json.dumps({"type": "error", "code": code, "detail": detail}))


def _parse(text: str) -> dict[str, Any] | str:
    """The client message, or the reason it is refused."""
    if len(text.encode("utf-8")) > MAX_MESSAGE:
        return f"messages are at most {MAX_MESSAGE} bytes"
    try:
        message = json.loads(text)
    except ValueError:
        return "not JSON"
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        return "a message is a JSON object with a 'type'"
    return message


async def _handshake(hub: Hub, ws: WebSocket) -> Connection | None:
    """Read ``hello``; answer ``welcome`` and bind the socket to the token's seat,
    or answer an error and close."""
    try:
        message = _parse(await ws.receive_text())
    except WebSocketDisconnect:
        return None
    problem = ""
    if isinstance(message, str):
        problem = message
    elif message["type"] != "hello":
        problem = "the first message must be hello"
    elif message.get("protocol") != PROTOCOL:
        problem = f"this server speaks protocol {PROTOCOL}"
    elif not isinstance(message.get("table"), str) or not isinstance(message.get("token"), str):
        problem = "hello needs the table and the seat's token"
    if problem:
        await _error(ws, "bad_hello", problem)
        await ws.close(code=1008)
        return None
    assert isinstance(message, dict)
    try:
        table = hub.table(message["table"])
        seat = table.seat_of(message["token"])
    except TableError as exc:
        await _error(ws, exc.code, exc.detail)
        await ws.close(code=1008)
        return None
    lang = message.get("lang", "en")
    conn = Connection(ws, table.id, seat, lang if lang in LANGS else "en")
    await ws.send_text(
        json.dumps({"type": "welcome", "protocol": PROTOCOL, "table": table.id, "seat": seat})
    )
    return conn


async def _handle(hub: Hub, conn: Connection, text: str) -> None:
    """One client message after the handshake."""
    if not conn.allowed():
        await _error(conn.socket, "rate", f"at most {conn.rate:g} messages a second")
        return
    message = _parse(text)
    if isinstance(message, str):
        await _error(conn.socket, "bad_message", message)
        return
    message_type = message["type"]
    async with hub.lock(conn.table):
        table = hub.table(conn.table)
        try:
            if message_type == "act":  # the computer may answer next: off the event loop
                await asyncio.to_thread(
                    table.act, conn.seat, message.get("action"), message.get("at")
                )
            elif message_type == "lang":
                if message.get("lang") not in LANGS:
                    raise TableError("bad_lang", "lang is one of en, it, fr")
                conn.lang, conn.sent = message["lang"], None
                await hub.update(conn, table)
                return
            elif message_type == "stops":
                table.set_stops(conn.seat, message.get("everywhere") is True)
            elif message_type == "undo":
                table.offer_undo(conn.seat, message.get("to"))
            elif message_type == "undo_answer":
                table.answer_undo(conn.seat, message.get("accept"))
            elif message_type == "concede":
                table.concede(conn.seat)
            elif message_type == "resync":
                conn.sent = None
                await hub.update(conn, table)
                return
            elif message_type == "ping":
                await hub.send(conn, {"type": "pong"})
                return
            else:
                raise TableError("bad_message", f"unknown message type {message_type!r}")
        except TableError as exc:
            await _error(conn.socket, exc.code, exc.detail)
            return
        await hub.changed(table)
