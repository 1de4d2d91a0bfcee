"""Helpers for the web tests: a protocol client over FastAPI's TestClient that
keeps the seat's state by applying the server's patches, as a real client does."""

from __future__ import annotations

import json
import random
import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the web extra (fastapi) is not installed")
pytest.importorskip("httpx", reason="the web extra (httpx) is not installed")

from fastapi.testclient import TestClient  # noqa: E402

from manastack.web import PROTOCOL, create_app  # noqa: E402


class Seat:
    """One WebSocket bound to one seat; ``state`` is rebuilt from the messages."""

    def __init__(self, client: TestClient, table: str, token: str, lang: str = "en") -> None:
        self.cm = client.websocket_connect("/ws")
        self.ws = self.cm.__enter__()
        self.open = True
        client.seats.append(self)  # type: ignore[attr-defined]
        self.raw: list[str] = []  # every text received, as sent
        self.ws.send_text(
            json.dumps(
                {
                    "type": "hello",
                    "protocol": PROTOCOL,
                    "table": table,
                    "token": token,
                    "lang": lang,
                }
            )
        )
        welcome = self.receive()
        assert welcome["type"] == "welcome", welcome
        self.seat = welcome["seat"]
        self.state: dict[str, Any] = {}
        self.next()

    def receive(self) -> dict[str, Any]:
        text = self.ws.receive_text()
        self.raw.append(text)
        return json.loads(text)

    def next(self) -> dict[str, Any]:
        """Read one message and apply it to ``state``."""
        message = self.receive()
        if message["type"] == "state":
            self.state = message["state"]
        elif message["type"] == "patch":
            for key, value in message["changes"].items():
                if value is None:
                    self.state.pop(key, None)
                else:
                    self.state[key] = value
            self.state["log"] = self.state["log"] + message.get("log_add", [])
        return message

    def send(self, message: dict[str, Any]) -> None:
        self.ws.send_text(json.dumps(message))

    @property
    def actions(self) -> list[list[Any]]:
        decision = self.state["view"].get("decision") or {}
        return [a["action"] for a in decision.get("actions", [])]

    def act(self, action: list[Any]) -> None:
        self.send({"type": "act", "action": action, "at": self.state["at"]})

    def close(self) -> None:
        if self.open:
            self.open = False
            self.cm.__exit__(None, None, None)


def choose(actions: list[list[Any]], rng: random.Random) -> list[Any]:
    """Mostly the default (pass, done, autopay, keep), sometimes anything else."""
    for kind in ("pass", "done", "autopay", "keep"):
        defaults = [a for a in actions if a[0] == kind]
        if defaults and rng.random() < 0.6:
            return defaults[0]
    return rng.choice(actions)


@contextmanager
def serving(db: str = ":memory:", **options: Any) -> Iterator[TestClient]:
    """A TestClient on a new app; its sockets are closed before it stops."""
    with TestClient(create_app(db, **options)) as made:
        made.seats = []  # type: ignore[attr-defined]
        try:
            yield made
        finally:
            for seat in made.seats:  # type: ignore[attr-defined]
                seat.close()


@pytest.fixture
def client():
    with serving() as made:
        yield made


def new_table(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post("/api/tables", json=body)
    assert response.status_code == 200, response.text
    return response.json()


@pytest.fixture(scope="module")
def live_server(tmp_path_factory):
    """A real server (uvicorn) on a free loopback port, in a thread: (app, base URL)."""
    uvicorn = pytest.importorskip("uvicorn", reason="uvicorn (the web extra) is not installed")
    app = create_app(str(tmp_path_factory.mktemp("web") / "games.sqlite"))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning")
    running = uvicorn.Server(config)
    thread = threading.Thread(target=running.run, daemon=True)
    thread.start()
    for _ in range(200):
        if running.started:
            break
        time.sleep(0.05)
    yield app, f"http://127.0.0.1:{port}"
    running.should_exit = True
    thread.join(10)
