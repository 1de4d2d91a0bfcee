"""Interfaces for AI research: Gymnasium and PettingZoo environments, an OpenSpiel
game, observation and action encodings, and an evaluation harness.

Importing :mod:`manastack.rl` registers ``manastack/Duel-v0`` with Gymnasium (when
Gymnasium is installed: ``pip install 'manastack[rl]'``)::

    import gymnasium, manastack.rl
    env = gymnasium.make("manastack/Duel-v0", deck="red-green", opponent="computer")

* :mod:`manastack.rl.encoding` -- the fixed-size encoding of a player's view and
  the action-index scheme;
* :mod:`manastack.rl.env` -- the Gymnasium environment (one learner against a program);
* :mod:`manastack.rl.pettingzoo` -- the PettingZoo AEC environment (both seats);
* :mod:`manastack.rl.openspiel` -- the OpenSpiel game ``python_manastack``;
* :mod:`manastack.rl.evaluate` -- seat-balanced matches with Wilson intervals
  (``manastack evaluate``).

Everything here goes through the public API (``Game``, ``view``,
``legal_actions``, ``act``, ``copy``) and nothing else.
"""

from __future__ import annotations

ENV_ID = "manastack/Duel-v0"


def _register() -> None:
    try:
        import gymnasium
    except ImportError:  # the rl extra is not installed: nothing to register
        return
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(ENV_ID, entry_point="manastack.rl.env:DuelEnv")


_register()
