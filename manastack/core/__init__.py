"""Layer 1, the game's data: kinds, mana, events, actions and decisions, creature
types, the printed card data and the registry of extension points.  Imports nothing
else of manastack."""
