"""Layer 1, the game's data: kinds, mana, objects and their characteristics, card
definitions (:mod:`.model`), events, actions and decisions, the printed card data and the
registry of extension points.  Imports nothing else of manastack."""
