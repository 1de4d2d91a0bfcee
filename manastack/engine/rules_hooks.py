"""Extension points where mechanics plug rules modifications into the engine.

Each list holds functions; the engine consults all of them.  Keeping them here,
in one small module, makes every rules hook easy to find.
"""

from __future__ import annotations

# (game, player, card object, cast mode) -> True if casting is forbidden
CAST_RESTRICTIONS: list = []

# (game, player, card object, cast mode) -> generic mana to add (negative reduces)
COST_ADJUSTMENTS: list = []

# (game, player) -> list of extra priority actions (special actions such as
# turning a face-down creature face up, CR 116.2b)
SPECIAL_ACTIONS: list = []

# (game, player, action) -> True if it handled the action
SPECIAL_ACTION_HANDLERS: list = []

# (game) -> list of Ops the mechanic's state-based actions need (CR 704)
STATE_BASED_ACTIONS: list = []

# (game, object, destination) -> destination: effects that put a card somewhere
# else whenever it would go to a zone, however it is moved ("if a card would be
# put into your graveyard from anywhere this turn, exile it instead", CR 614.1a)
ZONE_REDIRECTS: list = []

# (game, player) -> ids of cards outside their hand that the player may cast
# now (CR 601.2a, 601.3); empty when no such effect applies, so the engine
# looks at no card outside the hand in the usual case
CAST_PERMISSIONS: list = []
