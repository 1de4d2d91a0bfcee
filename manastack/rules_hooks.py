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

# (game, step name) -> None: turn-based actions a mechanic performs as a step or
# phase begins, before anyone gets priority (CR 703.4; a Saga's lore counter as the
# precombat main phase begins, CR 714.3b)
STEP_BEGINS: list = []

# (game, player) -> ids of cards outside their hand that the player may be able to
# cast only in ways a mechanic's cast modes give (mayhem, flashback from the graveyard,
# CR 702.34a): looked
# at for casting, but not castable for their mana cost (CR 601.3)
CAST_CANDIDATES: list = []
# (game, PayCost step) -> extra actions a player may take while paying a cost
# (tapping a creature to waterbend, CR 601.2g-h); each is offered only if the
# payment can still be completed after it
PAYMENT_ACTIONS: list = []

# (game, PayCost step, action) -> True if it handled the action; called before the
# engine's own handling, so a hook may also prepare ``autopay`` and return False
PAYMENT_HANDLERS: list = []

# (game, player, non-mana cost parts, permanents excluded, permanents already
# tapped instead of paying in this payment) -> generic mana a
# mechanic lets the player pay other than with mana (waterbend), counted when
# deciding whether a cost can be paid at all
PAYMENT_RELIEF: list = []

# (game, permanent just tapped for mana) -> Ops of triggered mana abilities that
# trigger on it ("whenever you tap a creature for mana, add ...", CR 605.1b); they
# resolve at once (CR 605.4a)
MANA_TRIGGERS: list = []
