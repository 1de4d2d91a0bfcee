"""Layer 3, the card language: effects, keyword abilities, cost modifiers, "as enters"
choices: the pieces card definitions are written with.  Imports the engine and the data."""
