"""Layer 2, the engine: the game loop and its step stack, turns, priority, casting,
resolution, combat, state-based actions, continuous effects (layers), replacement,
triggers, what a player sees, saves.  Imports only :mod:`manastack.core`."""
