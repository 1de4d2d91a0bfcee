"""Figures for the web server (not a test): protocol bytes per game, server memory
per game in progress, page load time and click-to-board round trip in Chromium,
and how many simultaneous games one server process holds at under 100 ms round
trip.  Loopback only; every loop is bounded in count and time.

    python3 benchmarks/web_load.py [--levels 10,20,40,80,160] [--seconds 8] [--think 1.0]

The load test starts ``manastack serve`` on a free loopback port in a subprocess
and runs, per level, that many games against the computer, each a client acting
every ``--think`` seconds (a person's pace) with the default action, timing each
action from send to the answering patch.  It stops at the first level whose 95th
percentile is over 100 ms.  Chromium figures need Playwright and /usr/bin/chromium.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from manastack.web.table import Table, patch  # noqa: E402


def bytes_per_game(games: int = 5) -> dict[str, float]:
    """Bytes a seat is sent over a whole game against the computer: the first
    full state, then patches (seat plays the default two times in three)."""
    totals, messages, firsts = [], [], []
    for seed in range(games):
        table, _ = Table.new("b", ("red-green", "white-blue"), ("human", "computer"), seed=seed)
        rng = random.Random(seed)
        sent, size, count = None, 0, 0
        while True:
            state = table.state(0, "en")
            text = json.dumps(patch(sent, state), ensure_ascii=False, separators=(",", ":"))
            if sent is None:
                firsts.append(len(text.encode()))
            sent = state
            size += len(text.encode())
            count += 1
            if table.game.over:
                break
            actions = state["view"]["decision"]["actions"]
            pick = state["default"] if rng.random() < 2 / 3 else rng.randrange(len(actions))
            table.act(0, actions[pick]["action"], state["at"])
        totals.append(size)
        messages.append(count)
    return {
        "first_state_bytes": statistics.mean(firsts),
        "bytes_per_game": statistics.mean(totals),
        "messages_per_game": statistics.mean(messages),
        "bytes_per_message": statistics.mean(t / m for t, m in zip(totals, messages, strict=True)),
    }


def memory_per_game(games: int = 40) -> float:
    """Bytes of Python memory one table in progress holds (tracemalloc)."""
    tables = []
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for seed in range(games):
        table, _ = Table.new(
            f"m{seed}", ("red-green", "white-blue"), ("human", "computer"), seed=seed
        )
        for _ in range(40):  # a few turns in
            state = table.state(0, "en")
            if table.game.over:
                break
            table.act(
                0, state["view"]["decision"]["actions"][state["default"]]["action"], state["at"]
            )
        tables.append(table)
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / games


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_server(db: str) -> tuple[subprocess.Popen, str]:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "manastack", "serve", "--port", str(port), "--db", db],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(base + "/api/decks", timeout=1)
            return server, base
        except OSError:
            time.sleep(0.1)
    server.kill()
    raise RuntimeError("the server did not start")


def new_link(base: str) -> tuple[str, str]:
    request = urllib.request.Request(
        base + "/api/tables",
        data=json.dumps({"opponent": "computer"}).encode(),
        headers={"content-type": "application/json"},
    )
    made = json.load(urllib.request.urlopen(request, timeout=10))
    return made["table"], made["tokens"][0]


async def one_game(base: str, until: float, think: float, times: list[float]) -> None:
    """A client playing games against the computer until ``until``."""
    from websockets.asyncio.client import connect

    host = base.removeprefix("http://")
    await asyncio.sleep(random.random() * think)
    while time.monotonic() < until:
        table, token = await asyncio.to_thread(new_link, base)
        async with connect(f"ws://{host}/ws") as ws:
            hello = {"type": "hello", "protocol": 1, "table": table, "token": token}
            await ws.send(json.dumps(hello))
            state: dict = {}
            sent = None
            while time.monotonic() < until:
                message = json.loads(await ws.recv())
                if message["type"] == "state":
                    state = message["state"]
                elif message["type"] == "patch":
                    state.update(message["changes"])
                    if sent is not None:  # the answer to our action
                        times.append(time.perf_counter() - sent)
                        sent = None
                else:
                    continue
                if state["view"]["over"]:
                    break
                actions = (state["view"].get("decision") or {}).get("actions")
                if actions:
                    await asyncio.sleep(think)
                    act = {"type": "act", "action": actions[state["default"]]["action"]}
                    sent = time.perf_counter()
                    await ws.send(json.dumps({**act, "at": state["at"]}))


def load_level(base: str, games: int, seconds: float, think: float) -> dict[str, float]:
    times: list[float] = []
    until = time.monotonic() + seconds

    async def run() -> None:
        await asyncio.gather(*(one_game(base, until, think, times) for _ in range(games)))

    asyncio.run(run())
    times.sort()
    return {
        "games": games,
        "actions": len(times),
        "median_ms": 1000 * statistics.median(times) if times else float("nan"),
        "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))] if times else float("nan"),
    }


def browser_figures(base: str, clicks: int = 30) -> dict[str, float]:
    """Page load (navigation to the first board) and click-to-board round trip."""
    from playwright.sync_api import sync_playwright

    table, token = new_link(base)
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium")
        page = browser.new_page()
        start = time.perf_counter()
        page.goto(f"{base}/play/{table}#{token}")
        page.wait_for_function("document.body.dataset.at !== undefined")
        load = time.perf_counter() - start
        trips = []
        for _ in range(clicks):
            if page.evaluate("document.body.dataset.over") == "yes":
                break
            before = page.evaluate("document.body.dataset.at")
            start = time.perf_counter()
            page.keyboard.press("Space")
            page.wait_for_function(f"document.body.dataset.at !== '{before}'")
            trips.append(time.perf_counter() - start)
        browser.close()
    return {
        "page_load_ms": 1000 * load,
        "click_to_board_median_ms": 1000 * statistics.median(trips),
        "click_to_board_max_ms": 1000 * max(trips),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="10,20,40,80,160")
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--think", type=float, default=1.0)
    args = parser.parse_args()
    print(json.dumps({"protocol": bytes_per_game()}, indent=1), flush=True)
    print(json.dumps({"memory_per_game_bytes": memory_per_game()}), flush=True)
    with tempfile.TemporaryDirectory() as folder:
        server, base = start_server(os.path.join(folder, "load.sqlite"))
        try:
            if Path("/usr/bin/chromium").exists():
                print(json.dumps({"browser": browser_figures(base)}), flush=True)
            for games in (int(n) for n in args.levels.split(",")):
                level = load_level(base, games, args.seconds, args.think)
                print(json.dumps({"load": level}), flush=True)
                if not level["p95_ms"] < 100:
                    break
        finally:
            server.terminate()
            server.wait(10)


if __name__ == "__main__":
    main()
