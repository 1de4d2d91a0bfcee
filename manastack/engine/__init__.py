"""Layer 2, the engine: game objects and card definitions (:mod:`.objects`,
:mod:`.model`), the game loop and its step stack, turns, priority, casting,
resolution, combat, state-based actions, continuous effects (layers), replacement,
triggers, targets, what a player sees, messages, saves.  Imports only
:mod:`manastack.core`."""
