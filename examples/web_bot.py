"""A bot that plays one seat of a manastack web table over the WebSocket protocol
(manastack/web/PROTOCOL.md): it knows only what the server sends its seat.

    manastack serve &                                   # another terminal
    python examples/web_bot.py http://127.0.0.1:8000/play/TABLE#TOKEN

With no link it opens a table against the computer itself.  It answers each of
its decisions with the default action (pass, done, pay automatically, keep), or,
one time in three, a random legal action; it prints the last lines of the log.
Needs the ``websockets`` package (installed with the ``web`` extra).
"""

from __future__ import annotations

import json
import random
import sys
import time
import urllib.request
from urllib.parse import urlsplit

from websockets.sync.client import connect

PROTOCOL = 1


def open_table(base: str) -> str:
    """A new table against the computer; the link of the bot's seat."""
    request = urllib.request.Request(
        f"{base}/api/tables",
        data=json.dumps({"opponent": "computer"}).encode(),
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(request) as answer:
        return base + json.load(answer)["links"][0]


def play(link: str, seed: int = 0) -> dict:
    """Play the seat of ``link`` until the game is over; the last state."""
    parts = urlsplit(link)
    table, token = parts.path.rsplit("/", 1)[1], parts.fragment
    rng = random.Random(seed)
    state: dict = {}
    last = ""
    with connect(f"ws://{parts.netloc}/ws") as ws:
        ws.send(json.dumps({"type": "hello", "protocol": PROTOCOL, "table": table, "token": token}))
        while True:
            message = json.loads(ws.recv())
            if message["type"] == "state":
                state = message["state"]
            elif message["type"] == "patch":
                state.update(message["changes"])
                state["log"] = state["log"] + message.get("log_add", [])
            elif message["type"] == "error":
                if message["code"] == "rate":  # too fast: wait, then say it again
                    time.sleep(0.25)
                    ws.send(last)
                    continue
                print("error:", message["detail"], file=sys.stderr)
                if message["code"] in ("bad_hello", "bad_token", "no_table"):
                    raise SystemExit(1)
                continue
            else:
                continue
            if state["view"]["over"]:
                return state
            actions = (state["view"].get("decision") or {}).get("actions")
            if actions:  # our decision: answer it, naming the decision we answer
                pick = rng.randrange(len(actions)) if rng.random() < 1 / 3 else state["default"]
                last = json.dumps(
                    {"type": "act", "action": actions[pick]["action"], "at": state["at"]}
                )
                ws.send(last)


def main() -> None:
    link = sys.argv[1] if len(sys.argv) > 1 else open_table("http://127.0.0.1:8000")
    state = play(link)
    print("\n".join(state["log"][-8:]))
    winner = state["view"]["winner"]
    print("winner:", "none" if winner is None else state["view"]["players"][winner]["name"])


if __name__ == "__main__":
    main()
