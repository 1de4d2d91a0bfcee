"""Simulated games as Ray tasks, on an existing Ray cluster or a local one.

``manastack simulate DECK_A DECK_B --ray [ADDRESS]`` plays the same games as the
local process pool (:func:`manastack.programs.simulate.run_games`): game ``i`` gets
seed ``S + i`` and :func:`~manastack.programs.simulate.play_one` plays it, so the
records and the win counts are the same whatever runs them.  Each game is one task;
records come back as tasks finish, for the progress bar and the JSON lines file.

Without an address a local Ray instance is started with ``workers`` CPUs and shut
down at the end; with one (``ray://host:10001`` or ``host:6379``, as Ray's own
``ray.init(address=…)`` takes it) the tasks run on that cluster, whose nodes must
have the same manastack installed.  Closing the record stream early (Ctrl-C in the
CLI) cancels the tasks still queued or running.

Ray is an optional extra: ``pip install 'manastack[ray]'``.
"""

from __future__ import annotations

import logging
import socket
from collections.abc import Generator

import ray

from .simulate import GameRecord, Task, play_one, tasks_for

CONNECT_TIMEOUT = 5.0
"""Seconds to wait for a cluster's head node to answer before giving up."""


class BadRayAddress(ValueError):
    """A Ray address that is not HOST:PORT, ray://HOST:PORT or auto."""

    def __init__(self, address: str) -> None:
        super().__init__(address)
        self.address = address


class RayUnavailable(Exception):
    """The Ray cluster at the given address could not be reached."""

    def __init__(self, address: str, reason: str) -> None:
        super().__init__(f"{address}: {reason}")
        self.address = address
        self.reason = reason


@ray.remote(max_retries=0)
def _play_task(task: Task) -> GameRecord:
    """One game, in a Ray worker (the same function the local pool runs)."""
    return play_one(task)


def _connect(address: str | None, workers: int) -> bool:
    """Join the cluster at ``address`` or start a local one; True when this
    process started (and must stop) the Ray instance."""
    if address is not None:
        _check_reachable(address)
    if ray.is_initialized():  # this process is already connected: use that
        return False
    quiet = {"logging_level": logging.ERROR, "log_to_driver": False, "include_dashboard": False}
    if address is None:
        ray.init(num_cpus=workers, **quiet)  # type: ignore[arg-type]
        return True
    try:
        ray.init(address=address, **quiet)  # type: ignore[arg-type]
    except (ConnectionError, RuntimeError, ValueError) as exc:
        raise RayUnavailable(address, str(exc).strip().splitlines()[0]) from None
    return True


def _check_reachable(address: str) -> None:
    """Refuse at once an address that is malformed or where nothing listens:
    Ray itself would keep retrying for minutes.  ``auto`` (Ray reads
    ``RAY_ADDRESS`` or finds the node's cluster) is left to Ray."""
    if address == "auto":
        return
    host, sep, port = address.removeprefix("ray://").rpartition(":")
    if not sep or not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise BadRayAddress(address)
    try:
        socket.create_connection((host, int(port)), timeout=CONNECT_TIMEOUT).close()
    except OSError as exc:
        raise RayUnavailable(address, exc.strerror or str(exc)) from None


def run_games_ray(
    decks: tuple[str, str],
    agents: tuple[str, str],
    games: int,
    seed: int,
    workers: int,
    address: str | None = None,
) -> Generator[GameRecord, None, None]:
    """Submit the games as Ray tasks and return their records as they finish
    (in any order).

    Connects first: raises :class:`RayUnavailable` at once when the cluster at
    ``address`` can't be reached.  Closing the stream early cancels the tasks left
    and stops the local Ray instance this call started.
    """
    started_here = _connect(address, workers)
    pending = [_play_task.remote(task) for task in tasks_for(decks, agents, games, seed)]
    return _as_finished(pending, started_here)


def _as_finished(
    pending: list[ray.ObjectRef], started_here: bool
) -> Generator[GameRecord, None, None]:
    try:
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            yield ray.get(done[0])
    finally:
        for ref in pending:
            ray.cancel(ref, force=True)
        if started_here:
            ray.shutdown()
