"""The computer opponent: a fast, rule-of-thumb player.

:class:`ComputerAgent` implements the :class:`~manastack.players.agents.Agent` interface
and decides from the player's view and the legal actions only, so it can't peek
at hidden information (the opponent's hand or library).  Card definitions are
public knowledge: it looks cards it can see up in the card pool.

How it plays:

* keeps hands with two to five lands; plays a land every turn, the one whose
  colour its hand needs most;
* spends its mana in its main phases, most expensive spell first; removal and
  burn go to the biggest threat they can deal with, burn goes to the face when
  it is lethal;
* attacks with creatures no untapped blocker can profitably block, or with
  everything when that is lethal, and keeps back enough blockers not to die on
  the swing back (no suicidal attacks);
* blocks when the blocker survives or trades up, and chump-blocks only to stay
  alive; counters big spells, fogs lethal attacks, and uses pump spells to win
  fights in combat;
* cycles (CR 702.29) a card that is dead weight with mana it would not use
  otherwise: a cycling land once it has lands enough, a spell too expensive
  for the lands it will have soon, anything while it has no land to play.
* holds its ninjas for ninjutsu while it has creatures to attack with, and once
  an attacker is unblocked swaps the cheapest one for its best ninja (CR 702.49);
* makes a regeneration shield for a creature of its own that a fight or an
  opponent's removal spell would destroy (CR 701.15), once a turn per creature;
* casts a Shoal for its mana cost when it can, and otherwise by exiling the
  card of its colour with the greatest mana value.
* casts a spell with web-slinging when its mana cost is out of reach and the
  tapped creature it returns is cheaper (or when the web-slinging cost is the
  bigger, better one), discards mayhem cards first so it can cast them from
  the graveyard, and transforms its double-faced creatures with spare mana.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from ..cards import UnknownCard, get_card
from ..cards.onslaught_tribal import TypeCount
from ..core.actions import Action
from ..core.kinds import ActionKind, KeywordName
from ..core.mana import ManaCost
from ..engine.model import Activated, CardDef, Enchant, Keyword, Static
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    YOU,
    AddCounters,
    ChooseFromHand,
    DealDamage,
    Discard,
    Draw,
    MoveTarget,
    PreventCombatDamage,
    Pump,
)
from ..mechanics.airbend import Airbend
from ..mechanics.counter_unless import CounterTargetUnlessPaid
from ..mechanics.cycling import CYCLE, cycling_of
from ..mechanics.double_faced import Transform
from ..mechanics.earthbend import Earthbend
from ..mechanics.library_top import LIFE_MODE
from ..mechanics.mayhem import MAYHEM
from ..mechanics.ninjutsu import NinjutsuAbility
from ..mechanics.regeneration import Regenerate
from ..mechanics.shoals import SHOAL, ExileFromHandInstead
from ..mechanics.surveil import TO_GRAVEYARD, TOP, Surveil
from ..mechanics.web_slinging import WEB_SLINGING

KEYWORD_VALUE: dict[str, float] = {
    KeywordName.FLYING: 1.5,
    KeywordName.DEATHTOUCH: 1.5,
    KeywordName.LIFELINK: 1.0,
    KeywordName.FIRST_STRIKE: 1.0,
    KeywordName.DOUBLE_STRIKE: 2.0,
    KeywordName.VIGILANCE: 0.5,
    KeywordName.MENACE: 0.7,
    KeywordName.TRAMPLE: 0.5,
    KeywordName.REACH: 0.5,
    KeywordName.HEXPROOF: 1.0,
    KeywordName.INDESTRUCTIBLE: 2.0,
    KeywordName.HASTE: 0.3,
    KeywordName.FEAR: 1.0,
}
HARMFUL_ROLES = {"burn", "kill", "bounce", "disable", "steal", "discard", "counter"}


# ----------------------------------------------------------------------- card knowledge
def card_def(name: str) -> CardDef | None:
    """The public definition of a card by name (None for face-down or unknown)."""
    try:
        return get_card(name)
    except UnknownCard:
        return None


def _amount_seen(view: dict[str, Any], amount: Any) -> int:
    """A fixed amount, or a count of a creature type on the battlefield as the
    view shows it (Sparksmith's X); 1 when unknown."""
    if isinstance(amount, int):
        return amount
    if isinstance(amount, TypeCount):
        return sum(
            1
            for p in view["battlefield"]
            if "Creature" in p["types"] and amount.subtype in p["subtypes"]
        )
    return 1


def _least(amount: Any) -> int | None:
    """A fixed amount, or the least a variable one may be (a kicked spell's
    unkicked damage); None when unknown before play."""
    return amount if isinstance(amount, int) else getattr(amount, "least", None)


def spell_role(name: str) -> tuple[str, int]:
    """What a card is for, read from its definition: ``(role, amount)``.

    Roles: land, creature, burn (amount = damage), kill, bounce, counter, pump,
    fog, draw, discard, disable and steal (harmful auras), aura (a helpful one),
    equipment, permanent, other."""
    card = card_def(name)
    if card is None:
        return "other", 0
    face = card.front
    if "Land" in face.types:
        return "land", 0
    if "Creature" in face.types:
        return "creature", 0
    if any(isinstance(a, Enchant) for a in face.abilities):
        text = face.text.lower()
        if "can't attack" in text or "can't block" in text or "has defender" in text:
            return "disable", 0
        if "you control enchanted" in text:
            return "steal", 0
        return "aura", 0
    if "Equipment" in face.subtypes:
        return "equipment", 0
    for effect in face.spell:
        damage = _least(effect.amount) if isinstance(effect, DealDamage) else None
        if damage is not None:
            return "burn", damage
        if isinstance(effect, CounterTargetUnlessPaid):
            return "counter", 0
        if isinstance(effect, Airbend):
            return "bounce", 0  # exiled, but castable again for {2}
        if isinstance(effect, Earthbend):
            return "earthbend", 0
        if isinstance(effect, MoveTarget):
            role = {
                "destroy": "kill",
                "exile": "kill",
                "bounce": "bounce",
                "counter": "counter",
            }.get(effect.cause, "other")
            if role == "kill" and "creature" not in getattr(effect.what, "label", "creature"):
                return "kill_noncreature", 0
            return role, 0
        if isinstance(effect, Pump):
            if callable(effect.power) and effect.toughness == 0:
                return "pump", 2  # +X/+0 (Blazing Shoal): counted as a modest pump
            return "pump", int(effect.toughness) if isinstance(effect.toughness, int) else 1
        if isinstance(effect, PreventCombatDamage):
            return "fog", 0
        if isinstance(effect, Draw):
            return "draw", 0
        if isinstance(effect, (Discard, ChooseFromHand)):
            return "discard", 0
        if effect.key == "effect.search":
            return "search", 0
    if face.is_permanent:
        return "permanent", 0
    return "other", 0


def mana_value(name: str) -> int:
    card = card_def(name)
    return card.front.mana_cost.mana_value if card else 0


def keyword_cost(name: str, keyword: str) -> str | None:
    """The cost of a card's keyword ability with a cost (mayhem, web-slinging),
    as printed; None if it has none."""
    card = card_def(name)
    if card is None:
        return None
    for ability in card.front.abilities:
        if isinstance(ability, Keyword) and ability.name == keyword:
            return str(ability.value)
    return None


def transforms(ability: Any) -> bool:
    """Is ``ability`` a "Transform <this>" activated ability (CR 701.27)?"""
    return isinstance(ability, Activated) and any(isinstance(e, Transform) for e in ability.effects)


def land_colours(name: str) -> set[str]:
    """Colours of mana a land's abilities make."""
    card = card_def(name)
    colours: set[str] = set()
    if card is None:
        return colours
    for ability in card.front.abilities:
        if isinstance(ability, Activated):
            for option in ability.mana:
                colours.update(c for c in option if c in "WUBRG")
    return colours


def has_ninjutsu(name: str) -> bool:
    card = card_def(name)
    return card is not None and any(isinstance(a, NinjutsuAbility) for a in card.front.abilities)


def is_shoal(name: str) -> bool:
    card = card_def(name)
    return card is not None and any(
        isinstance(a, ExileFromHandInstead) for a in card.front.abilities
    )


def regenerates(name: str, index: int) -> Any:
    """What the activated ability ``index`` of ``name`` regenerates: ``SELF``, a
    description of other permanents (an Aura's enchanted creature), or None."""
    card = card_def(name)
    if card is None or index >= len(card.front.abilities):
        return None
    ability = card.front.abilities[index]
    for effect in getattr(ability, "effects", ()):
        if isinstance(effect, Regenerate):
            return effect.what
    return None


def card_value(name: str) -> float:
    """How much a card in hand is worth (for discards and Duress)."""
    role, amount = spell_role(name)
    if role == "land":
        return 1.0
    card = card_def(name)
    value = 1.0 + (card.front.mana_cost.mana_value if card else 0)
    if role in ("kill", "burn", "counter", "steal", "disable"):
        value += 1.5
    return value


# ------------------------------------------------------------------------ board model
@dataclass
class Unit:
    """A creature on the battlefield, as the agent sees it."""

    id: int
    name: str
    controller: int
    power: int
    toughness: int
    damage: int
    keywords: frozenset[str]
    tapped: bool
    sick: bool
    attacking: Any = None
    blocking: Any = None
    cant_block: bool = False
    black_or_artifact: bool = False

    @property
    def health(self) -> int:
        return self.toughness - self.damage

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    @property
    def value(self) -> float:
        """Threat and worth of a creature: stats plus keywords plus abilities."""
        worth = max(self.power, 0) * 1.2 + max(self.toughness, 0) * 0.6
        worth += sum(KEYWORD_VALUE.get(k, 0.0) for k in self.keywords)
        card = card_def(self.name)
        if card is not None:
            worth += 2.0 * sum(
                1 for a in card.front.abilities if isinstance(a, Activated) and not a.mana
            )
            worth += 1.0 * sum(1 for a in card.front.abilities if isinstance(a, Static))
        return worth


def units(view: dict[str, Any]) -> list[Unit]:
    """Every creature on the battlefield, with auras that stop blocking noted."""
    disabled: set[int] = set()
    for perm in view["battlefield"]:
        if perm.get("attached_to") is not None and spell_role(perm["name"])[0] == "disable":
            disabled.add(perm["attached_to"])
    found = []
    for perm in view["battlefield"]:
        if "Creature" not in perm["types"] or perm.get("power") is None:
            continue
        found.append(
            Unit(
                perm["id"],
                perm["name"],
                perm["controller"],
                perm["power"],
                perm["toughness"],
                perm["damage"],
                frozenset(perm["keywords"]),
                perm["tapped"],
                perm["summoning_sick"],
                perm.get("attacking"),
                perm.get("blocking"),
                perm["id"] in disabled,
                "B" in perm["colours"] or "Artifact" in perm["types"],
            )
        )
    return found


def can_attack(unit: Unit) -> bool:
    """Could ``unit`` ever attack: no defender (CR 702.3b), no aura saying it
    can't (Pacifism)?  Summoning sickness passes, so it isn't counted."""
    return not unit.has(KeywordName.DEFENDER) and not unit.cant_block


def can_block(blocker: Unit, attacker: Unit) -> bool:
    """CR 702.9b (flying) and 702.17b (reach); defenders and tapped creatures
    (CR 509.1a) and creatures that can't block are left out."""
    if blocker.tapped or blocker.cant_block or attacker.has(KeywordName.UNBLOCKABLE):
        return False
    if attacker.has(KeywordName.FEAR) and not blocker.black_or_artifact:
        return False  # CR 702.36b
    if attacker.has(KeywordName.FLYING) and not (
        blocker.has(KeywordName.FLYING) or blocker.has(KeywordName.REACH)
    ):
        return False
    return True


def kills(source: Unit, victim: Unit, bonus: int = 0) -> bool:
    if source.power + bonus <= 0:
        return False
    return source.has(KeywordName.DEATHTOUCH) or source.power + bonus >= victim.health


def fight(attacker: Unit, blocker: Unit, a_bonus: int = 0, b_bonus: int = 0) -> tuple[bool, bool]:
    """(attacker dies, blocker dies) if ``blocker`` blocks ``attacker`` alone,
    with first strike (CR 702.7) taken into account; bonuses are toughness
    and power pumps on each side."""
    a = replace(attacker, power=attacker.power + a_bonus, toughness=attacker.toughness + a_bonus)
    b = replace(blocker, power=blocker.power + b_bonus, toughness=blocker.toughness + b_bonus)
    a_first = a.has(KeywordName.FIRST_STRIKE) or a.has(KeywordName.DOUBLE_STRIKE)
    b_first = b.has(KeywordName.FIRST_STRIKE) or b.has(KeywordName.DOUBLE_STRIKE)
    if a_first and not b_first:
        b_dies = kills(a, b)
        return (not b_dies and kills(b, a)), b_dies
    if b_first and not a_first:
        a_dies = kills(b, a)
        return a_dies, (not a_dies and kills(a, b))
    return kills(b, a), kills(a, b)


# ---------------------------------------------------------------------------- the agent
class ComputerAgent:
    """A heuristic player that decides from its view and the legal actions."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._shielded: set[tuple[int, int]] = set()  # (turn, creature) shields made
        self._last_turn = 0

    def choose(self, view: dict[str, Any], actions: Sequence[Action]) -> Action:
        if len(actions) == 1:
            return actions[0]
        kind = view.get("decision", {}).get("kind", "")
        handler = getattr(self, f"_{kind}", None)
        choice = handler(view, actions) if handler is not None else None
        if choice is None or choice not in actions:
            choice = (
                _first(actions, "pass")
                or _first(actions, "done")
                or _first(actions, "autopay")
                or actions[0]
            )
        return choice

    # -------------------------------------------------------------- helpers
    @staticmethod
    def _me(view: dict[str, Any]) -> dict[str, Any]:
        return view["players"][view["you"]]

    @staticmethod
    def _opponent(view: dict[str, Any]) -> dict[str, Any]:
        return view["players"][1 - view["you"]]

    def _names(self, view: dict[str, Any]) -> dict[int, str]:
        """Names of every object the agent can see, by id."""
        names = {
            c["id"]: c["name"]
            for p in view["players"]
            for c in p.get("hand", []) + p.get("graveyard", [])
        }
        names.update((p["id"], p["name"]) for p in view["battlefield"])
        names.update((s["id"], s["name"]) for s in view["stack"])
        names.update((c["id"], c["name"]) for c in view["exile"])
        # the top card of a library, when the agent may see it (CR 401.5)
        names.update(
            (p["library_top"]["id"], p["library_top"]["name"])
            for p in view["players"]
            if "library_top" in p
        )
        return names

    # -------------------------------------------------------- game set-up
    def _start(self, view, actions):
        return Action(ActionKind.CHOOSE, ("play",))

    def _mulligan(self, view, actions):
        """Keep two to five lands; after a mulligan, one to five; after two, anything
        (London mulligan, CR 103.5: the hand shrinks when cards go to the bottom)."""
        me = self._me(view)
        lands = sum(1 for c in me.get("hand", []) if spell_role(c["name"])[0] == "land")
        taken = me.get("mulligans", 0)
        if 2 <= lands <= 5 or taken >= 2 or (taken == 1 and 1 <= lands <= 5):
            return Action(ActionKind.KEEP)
        return Action(ActionKind.MULLIGAN)

    def _bottom(self, view, actions):
        hand = {c["id"]: c["name"] for c in self._me(view).get("hand", [])}
        lands = [i for i, n in hand.items() if spell_role(n)[0] == "land"]
        if len(lands) > 3:
            return Action(ActionKind.CHOOSE, (lands[0],))
        spells = [a for a in actions if a.args and a.args[0] not in lands]
        if spells:
            return max(spells, key=lambda a: mana_value(hand.get(a.args[0], "")))
        return None

    # ------------------------------------------------------------- priority
    def _priority(self, view, actions):
        me = view["you"]
        stack = view["stack"]
        if stack:
            top = stack[0]
            if top["controller"] != me:
                return self._respond(view, actions, top)
            return None
        if view["active_player"] == me and self._me(view).get("mana_pool"):
            spent = self._spend_combat_mana(view, actions)
            if spent is not None:
                return spent
        combat_step = view["step"] in ("declare_blockers",)
        if combat_step:
            if view["active_player"] == me:
                ninjutsu = self._ninjutsu(view, actions)
                if ninjutsu is not None:
                    return ninjutsu
            return self._combat_trick(view, actions)
        my_main = view["active_player"] == me and view["step"] in ("main1", "main2")
        if my_main:
            return self._main_phase(view, actions)
        if view["step"] == "end" and view["active_player"] != me:
            return (
                self._ping(view, actions, face_ok=True)
                or self._crack_tokens(view, actions)
                or self._cycle(view, actions)
            )
        return self._ping(view, actions, face_ok=False)

    def _main_phase(self, view, actions):
        names = self._names(view)
        lands = [a for a in actions if a.kind == ActionKind.PLAY]
        if lands:
            return self._best_land(view, lands, names)
        if self._me(view)["life"] <= 6:
            food = self._crack_tokens(view, actions, ("Food",))
            if food is not None:
                return food
        ping = self._ping(view, actions, face_ok=False)
        if ping is not None:
            return ping
        best, best_score = None, 0.0
        for action in actions:
            score = 0.0
            if action.kind == ActionKind.CAST:
                score = self._cast_score(view, names.get(action.args[0], ""))
                if str(action.args[1]).startswith(WEB_SLINGING):
                    score = self._web_slinging_score(view, names.get(action.args[0], ""), score)
                elif action.args[1] == LIFE_MODE:  # life equal to its mana value
                    life = self._me(view)["life"] - mana_value(names.get(action.args[0], ""))
                    score = score if life >= 5 else 0
            elif action.kind == ActionKind.ACTIVATE and len(action.args) == 2:
                score = self._activate_score(view, action, names)
            if score > best_score:
                best, best_score = action, score
        if best is None and (view["step"] == "main2" or not lands):
            return self._cycle(view, actions)
        return best

    def _best_land(self, view, lands: list[Action], names: dict[int, str]) -> Action:
        have: set[str] = set()
        for perm in view["battlefield"]:
            if perm["controller"] == view["you"] and "Land" in perm["types"]:
                have |= land_colours(perm["name"])
        needed: dict[str, int] = {}
        for card in self._me(view).get("hand", []):
            cost = card_def(card["name"])
            if cost is not None:
                for colour in cost.front.mana_cost.colours:
                    needed[colour] = needed.get(colour, 0) + 1

        def score(action: Action) -> float:
            colours = land_colours(names.get(action.args[0], ""))
            return sum(needed.get(c, 0) * (2 if c not in have else 1) for c in colours)

        return max(lands, key=score)

    def _cast_score(self, view, name: str) -> float:
        """How much casting ``name`` now is worth (0: don't)."""
        role, amount = spell_role(name)
        mv = mana_value(name) + 1
        theirs = [u for u in units(view) if u.controller != view["you"]]
        mine = [u for u in units(view) if u.controller == view["you"]]
        if role == "creature" and has_ninjutsu(name) and any(not u.sick for u in mine):
            return 2  # held for ninjutsu while there are attackers to swap
        if role in ("creature", "permanent"):
            return 10 + mv
        if role == "aura":
            if not mine:
                return 0
            # an aura is worth most on a creature that can attack with it now (CR 302.6)
            return 8 + mv if any(not u.sick for u in mine) else 6 + mv
        if role == "equipment":
            return 5 + mv if any(can_attack(u) for u in mine) else 0
        if role in ("kill", "disable", "steal", "bounce"):
            # a creature already pacified is no threat: not worth another card
            worth = max((u.value for u in theirs if not u.cant_block), default=0)
            threshold = 2.5 if role != "bounce" else 6
            return 20 + worth if worth >= threshold else 0
        if role == "burn":
            target = self._burn_target(view, amount)
            return 20 + mv if target is not None else 0
        if role == "draw":
            return 6
        if role == "search":  # ramp and tutors: early is best
            return 9
        if role == "earthbend":  # a hasty land creature; best before combat
            return 7 if view["step"] == "main1" else 4
        if role == "discard":
            return 7 if self._opponent(view)["hand_size"] else 0
        if role == "kill_noncreature":
            return (
                15
                if any(
                    p["controller"] != view["you"]
                    and ({"Artifact", "Enchantment"} & set(p["types"]))
                    for p in view["battlefield"]
                )
                else 0
            )
        return 0  # counterspells, fogs and pumps wait for their moment

    def _web_slinging_score(self, view, name: str, score: float) -> float:
        """Web-slinging (CR 702.188 in later rules) returns a tapped creature:
        worth it when the returned creature is cheaper than the spell (it comes
        back later), or when the web-slinging cost is the bigger one (Spiders-Man's
        reward); otherwise the normal cast, scored the same, comes first."""
        cost = keyword_cost(name, WEB_SLINGING)
        if cost is not None and ManaCost.parse(cost).mana_value > mana_value(name):
            return score + 2
        tapped = [
            u for u in units(view) if u.controller == view["you"] and u.tapped and not u.attacking
        ]
        cheapest = min((mana_value(u.name) for u in tapped), default=None)
        if cheapest is None or cheapest >= mana_value(name):
            return 0
        return score - 0.5

    def _activate_score(self, view, action: Action, names: dict[int, str]) -> float:
        name = names.get(action.args[0], "")
        card = card_def(name)
        face = next((f for f in card.faces if f.name == name), card.front) if card else None
        index = action.args[1]
        ability = (
            face.abilities[index] if face is not None and index < len(face.abilities) else None
        )
        if transforms(ability):
            return 9  # after the creatures in hand: the back face is the bigger threat
        if (
            isinstance(ability, Activated)
            and any(isinstance(e, Surveil) for e in ability.effects)
            and view["step"] == "main2"
        ):
            return 1  # mana left over after the second main phase's spells
        if (
            isinstance(ability, Activated)
            and ability.cost.waterbend is not None
            and view["step"] == "main2"
        ):
            return 3  # after combat, creatures that stayed home pay for it
        if spell_role(name)[0] == "equipment":
            perm = next((p for p in view["battlefield"] if p["id"] == action.args[0]), None)
            attackers = [u for u in units(view) if u.controller == view["you"] and can_attack(u)]
            if perm is not None and perm.get("attached_to") is None and attackers:
                return 4
        return 0

    def _burn_target(self, view, amount: int) -> Any:
        """The best target for ``amount`` damage: lethal to the face, else the most
        valuable creature it kills, else the face when the opponent is low."""
        opponent = self._opponent(view)
        if opponent["life"] <= amount:
            return f"P{opponent['index']}"
        killable = [u for u in units(view) if u.controller != view["you"] and u.health <= amount]
        if killable:
            best = max(killable, key=lambda u: u.value)
            if best.value >= 2.0:
                return best.id
        if opponent["life"] <= 3 * amount:
            return f"P{opponent['index']}"
        return None

    def _ping(self, view, actions, face_ok: bool):
        """Activate a "deal damage" ability (Prodigal Sorcerer) when it kills
        something, or at the opponent's end step to the face."""
        names = self._names(view)
        for action in actions:
            if action.kind != ActionKind.ACTIVATE or len(action.args) != 2:
                continue
            card = card_def(names.get(action.args[0], ""))
            if card is None:
                continue
            ability = (
                card.front.abilities[action.args[1]]
                if action.args[1] < len(card.front.abilities)
                else None
            )
            if not isinstance(ability, Activated) or not ability.cost.tap:
                continue
            if not any(isinstance(e, DealDamage) for e in ability.effects):
                continue
            hurts_us = [e for e in ability.effects if isinstance(e, DealDamage) and e.to == YOU]
            if hurts_us:
                # it hurts us too (Sparksmith): only to kill something, not when low
                amount = _amount_seen(view, hurts_us[0].amount)
                if self._me(view)["life"] <= amount + 6 or self._burn_target(view, amount) in (
                    None,
                    f"P{1 - view['you']}",
                ):
                    continue
                return action
            if face_ok or self._burn_target(view, 1) not in (None, f"P{1 - view['you']}"):
                return action
        return None

    def _cycle(self, view, actions):
        """Cycle the card in hand least worth keeping, if any is dead weight:
        a cycling land once five lands are out (or four and another in hand),
        a spell costing more than the lands out plus two, or any card while
        no land is in hand and fewer than four are out (digging for lands)."""
        me = view["you"]
        names = self._names(view)
        lands_out = sum(
            1 for p in view["battlefield"] if p["controller"] == me and "Land" in p["types"]
        )
        hand = [c["name"] for c in self._me(view).get("hand", [])]
        lands_in_hand = sum(1 for n in hand if spell_role(n)[0] == "land")
        best, best_rank = None, None
        for action in actions:
            if action.kind != ActionKind.SPECIAL or action.args[1] != CYCLE:
                continue
            name = names.get(action.args[0], "")
            card = card_def(name)
            if card is None or cycling_of(card) is None:
                continue
            if spell_role(name)[0] == "land":
                dead = lands_out >= 5 or (lands_out >= 4 and lands_in_hand >= 2)
            else:
                dead = mana_value(name) > lands_out + 2 or (lands_in_hand == 0 and lands_out < 4)
            rank = card_value(name)
            if dead and (best_rank is None or rank < best_rank):
                best, best_rank = action, rank
        return best

    def _crack_tokens(self, view, actions, kinds: tuple[str, ...] = ("Clue", "Food")):
        """Sacrifice a Clue for a card, or a Food for life once some is lost, with
        mana left over (at the opponent's end step; a Food at once when low)."""
        names = self._names(view)
        hurt = self._me(view)["life"] <= 17
        for action in actions:
            if action.kind != ActionKind.ACTIVATE or len(action.args) != 2:
                continue
            name = names.get(action.args[0], "")
            if name in kinds and (name == "Clue" or hurt):
                return action
        return None

    def _spend_combat_mana(self, view, actions):
        """Spend mana that lasts through combat (firebending) in our combat: pump
        an attacker before damage, or put counters on a creature or ping the
        opponent with it, rather than lose it as combat ends."""
        step = view["step"]
        if step not in ("declare_attackers", "declare_blockers", "combat_damage", "end_of_combat"):
            return None
        floating = sum(self._me(view)["mana_pool"].values())
        names = self._names(view)
        attacking = {u.id for u in units(view) if u.attacking is not None}
        for action in actions:
            if action.kind != ActionKind.ACTIVATE or len(action.args) != 2:
                continue
            card = card_def(names.get(action.args[0], ""))
            if card is None or action.args[1] >= len(card.front.abilities):
                continue
            ability = card.front.abilities[action.args[1]]
            if not isinstance(ability, Activated) or ability.cost.tap:
                continue
            c = ability.cost
            if c.mana.mana_value > floating or c.sacrifice_self or c.sacrifice or c.discard:
                continue
            for effect in ability.effects:
                if isinstance(effect, Pump) and effect.what == SELF:
                    before_damage = step in ("declare_attackers", "declare_blockers")
                    if before_damage and action.args[0] in attacking:
                        return action
                elif isinstance(effect, AddCounters) and effect.what == SELF:
                    return action
                elif isinstance(effect, DealDamage) and effect.to == EACH_OPPONENT:
                    return action
        return None

    def _respond(self, view, actions, top):
        """An opponent's spell or ability is on top of the stack."""
        names = self._names(view)
        if top.get("ability"):
            return None
        threat = spell_role(top["name"])[0]
        if threat in ("kill", "burn"):
            mine = [u for u in units(view) if u.controller == view["you"]]
            if mine:
                shield = self._regenerate(view, actions, [max(mine, key=lambda u: u.value)])
                if shield is not None:
                    return shield
        big = mana_value(top["name"]) >= 3 or threat in HARMFUL_ROLES
        for action in actions:
            if (
                action.kind == ActionKind.CAST
                and spell_role(names.get(action.args[0], ""))[0] == "counter"
                and big
            ):
                return action
        return None

    def _combat_trick(self, view, actions):
        """After blockers: shield a creature that would die, fog a big attack, pump
        a creature to win its fight (for its mana cost before a Shoal's way)."""
        names = self._names(view)
        me = view["you"]
        shield = self._regenerate(view, actions, self._losing_fights(view))
        if shield is not None:
            return shield
        for action in sorted(
            actions, key=lambda a: a.kind == ActionKind.CAST and a.args[1] == SHOAL
        ):
            if action.kind != ActionKind.CAST:
                continue
            role, amount = spell_role(names.get(action.args[0], ""))
            if role == "fog" and view["active_player"] != me:
                incoming = sum(u.power for u in units(view) if u.attacking is not None)
                if incoming >= self._me(view)["life"] or incoming >= 6:
                    return action
            if role == "pump" and self._pump_target(view, amount) is not None:
                return action
        return None

    def _losing_fights(self, view) -> list[Unit]:
        """Our creatures in combat that their fight would kill."""
        everyone = {u.id: u for u in units(view)}
        dying = []
        for unit in everyone.values():
            if unit.controller != view["you"]:
                continue
            if unit.blocking is not None and unit.blocking in everyone:
                if fight(everyone[unit.blocking], unit)[1]:
                    dying.append(unit)
            elif unit.attacking is not None:
                blockers = [u for u in everyone.values() if u.blocking == unit.id]
                if blockers and sum(max(b.power, 0) for b in blockers) >= unit.health:
                    dying.append(unit)
        return dying

    def _regenerate(self, view, actions, endangered: list[Unit]) -> Action | None:
        """A regeneration ability that shields one of ``endangered`` (CR 701.15a),
        if that creature has no shield of ours yet this turn."""
        if view["turn"] < self._last_turn:
            self._shielded.clear()  # a new game
        self._last_turn = view["turn"]
        names = self._names(view)
        attached = {p["id"]: p.get("attached_to") for p in view["battlefield"]}
        wanted = {u.id for u in endangered if (view["turn"], u.id) not in self._shielded}
        for action in actions:
            if action.kind != ActionKind.ACTIVATE or len(action.args) != 2:
                continue
            source, index = action.args
            what = regenerates(names.get(source, ""), index)
            if what is None:
                continue
            protected = source if what == SELF else attached.get(source)
            if protected in wanted:
                self._shielded.add((view["turn"], protected))
                return action
        return None

    def _ninjutsu(self, view, actions) -> Action | None:
        """Once blockers are declared: the ninja with the greatest mana value whose
        ninjutsu we can activate (an unblocked attacker goes back to hand)."""
        names = self._names(view)
        hand = {c["id"] for c in self._me(view).get("hand", [])}
        ninjas = [
            a
            for a in actions
            if a.kind == ActionKind.ACTIVATE
            and a.args[0] in hand
            and has_ninjutsu(names.get(a.args[0], ""))
        ]
        if not ninjas:
            return None
        return max(ninjas, key=lambda a: mana_value(names.get(a.args[0], "")))

    def _pump_target(self, view, amount: int) -> int | None:
        """A creature of ours in a fight that +amount/+amount turns around."""
        everyone = {u.id: u for u in units(view)}
        for unit in everyone.values():
            if unit.controller != view["you"]:
                continue
            if unit.blocking is not None and unit.blocking in everyone:
                other = everyone[unit.blocking]
                before = fight(other, unit)
                after = fight(other, unit, b_bonus=amount)
                if (before[1] and not after[1]) or (not before[0] and after[0]):
                    return unit.id
            if unit.attacking is not None:
                blockers = [u for u in everyone.values() if u.blocking == unit.id]
                if len(blockers) == 1:
                    before = fight(unit, blockers[0])
                    after = fight(unit, blockers[0], a_bonus=amount)
                    if (before[0] and not after[0]) or (not before[1] and after[1]):
                        return unit.id
        return None

    # --------------------------------------------------------------- targets
    def suggest_target(self, view: dict[str, Any], actions: Sequence[Action]) -> Action | None:
        """The target the computer would choose for the spell or ability on top of
        the stack, or None when no target suits it (a harmful spell whose only
        legal targets are the caster's own creatures): what the terminal offers
        as the default target."""
        return self._target(view, actions)

    def _target(self, view, actions):
        me = view["you"]
        top = view["stack"][0] if view["stack"] else None
        name = top["name"] if top is not None else ""
        role, amount = spell_role(name)
        if top is not None and top.get("ability"):
            role, amount = self._ability_role(name)
        everyone = {u.id: u for u in units(view)}
        refs = [a.args[0] for a in actions if a.kind == ActionKind.TARGET]
        opponent = f"P{1 - me}"
        if role == "burn":
            wanted = self._burn_target(view, amount)
            if wanted in refs:
                return Action(ActionKind.TARGET, (wanted,))
            killable = [
                r
                for r in refs
                if r in everyone and everyone[r].controller != me and everyone[r].health <= amount
            ]
            if killable:
                return Action(ActionKind.TARGET, (max(killable, key=lambda r: everyone[r].value),))
            if opponent in refs:
                return Action(ActionKind.TARGET, (opponent,))
        if role == "counter":
            theirs = [s["id"] for s in view["stack"] if s["controller"] != me]
            for ref in theirs:
                if ref in refs:
                    return Action(ActionKind.TARGET, (ref,))
        if role == "pump":
            wanted = self._pump_target(view, amount)
            if wanted in refs:
                return Action(ActionKind.TARGET, (wanted,))
        if role == "earthbend":
            return self._earthbend_target(view, refs)
        if top is not None and top.get("ability") and spell_role(name)[0] == "equipment":
            # equip the creature that hits hardest with it, never one that can't attack
            fighters = [
                r
                for r in refs
                if r in everyone and everyone[r].controller == me and can_attack(everyone[r])
            ]
            if fighters:
                return Action(
                    ActionKind.TARGET,
                    (max(fighters, key=lambda r: (everyone[r].power, everyone[r].value)),),
                )
        if role in HARMFUL_ROLES or role == "kill_noncreature":
            theirs = [r for r in refs if r in everyone and everyone[r].controller != me]
            if role in ("disable", "kill", "steal"):
                # not a creature already pacified while another is free (CR 303.4)
                free = [r for r in theirs if not everyone[r].cant_block]
                theirs = free or theirs
            if theirs:
                return Action(ActionKind.TARGET, (max(theirs, key=lambda r: everyone[r].value),))
            if opponent in refs:
                return Action(ActionKind.TARGET, (opponent,))
            others = [
                r for r in refs if not (isinstance(r, int) and self._controller(view, r) == me)
            ]
            if others:
                return Action(ActionKind.TARGET, (others[0],))
            return None
        # helpful: our best creature, or the best card (Gravedigger) or ourselves
        ours = [r for r in refs if r in everyone and everyone[r].controller == me]
        if ours:
            return Action(ActionKind.TARGET, (max(ours, key=lambda r: everyone[r].value),))
        names = self._names(view)
        cards = [r for r in refs if isinstance(r, int) and r in names]
        if cards:
            return Action(ActionKind.TARGET, (max(cards, key=lambda r: card_value(names[r])),))
        if f"P{me}" in refs:
            return Action(ActionKind.TARGET, (f"P{me}",))
        return None

    @staticmethod
    def _earthbend_target(view, refs: list) -> Action | None:
        """An untapped land (it can attack at once, having haste) of the kind we
        have most of, so its colour is least missed if it dies and returns tapped."""
        lands = {p["id"]: p for p in view["battlefield"] if p["id"] in refs}
        if not lands:
            return None
        alike = {
            name: sum(1 for p in lands.values() if p["name"] == name)
            for name in {p["name"] for p in lands.values()}
        }
        best = max(lands, key=lambda r: (not lands[r]["tapped"], alike[lands[r]["name"]]))
        return Action(ActionKind.TARGET, (best,))

    @staticmethod
    def _controller(view, oid: int) -> int | None:
        for perm in view["battlefield"]:
            if perm["id"] == oid:
                return perm["controller"]
        return None

    @staticmethod
    def _ability_role(name: str) -> tuple[str, int]:
        """The role of an activated or triggered ability of the card ``name``."""
        card = card_def(name)
        if card is None:
            return "other", 0
        for ability in card.front.abilities:
            for effect in getattr(ability, "effects", ()):
                if isinstance(effect, DealDamage) and isinstance(effect.amount, int):
                    return "burn", effect.amount
                if isinstance(effect, Airbend):
                    return "bounce", 0
                if isinstance(effect, Earthbend):
                    return "earthbend", 0
        return "help", 0

    # ------------------------------------------------------------ costs and choices
    def _pay(self, view, actions):
        """Waterbend with creatures that couldn't attack this turn anyway (summoning
        sick, or combat is over on our turn) before spending mana; else autopay
        (which waterbends only what mana can't pay)."""
        after_combat = view["active_player"] == view["you"] and view["step"] in ("main2", "end")
        idle = {
            u.id for u in units(view) if u.controller == view["you"] and (u.sick or after_combat)
        }
        for action in actions:
            if action.kind == ActionKind.WATERBEND and action.args[0] in idle:
                return action
        return _first(actions, "autopay")

    def _splice(self, view, actions):
        """Splice onto Arcane (CR 702.47) a card that does what the spell does (its
        targets then suit the spell's) or one without targets (Desperate Ritual's
        mana); the options are only cards whose cost can still be paid."""
        names = self._names(view)
        top = view["stack"][0] if view["stack"] else None
        host = spell_role(top["name"])[0] if top is not None else ""
        for action in actions:
            if action.kind != ActionKind.CHOOSE:
                continue
            card = card_def(names.get(action.args[0], ""))
            if card is None:
                continue
            targets = any(e.specs for e in card.front.spell)
            if not targets or spell_role(card.name)[0] == host:
                return action
        return _first(actions, "done")

    def _ward(self, view, actions):
        return Action(ActionKind.CHOOSE, ("pay",))

    def _x(self, view, actions):
        return max(
            actions, key=lambda a: a.args[0] if a.args and isinstance(a.args[0], int) else -1
        )

    def _may(self, view, actions):
        return Action(ActionKind.CHOOSE, ("yes",))

    def _scry(self, view, actions):
        """Keep a land on top while short of lands, a spell once there are enough."""
        lands_out = sum(
            1
            for p in view["battlefield"]
            if p["controller"] == view["you"] and "Land" in p["types"]
        )
        lands_in_hand = sum(
            1 for c in self._me(view).get("hand", []) if spell_role(c["name"])[0] == "land"
        )
        short = lands_out + lands_in_hand < 5
        card = view["decision"].get("card")
        if card is None:
            return Action(ActionKind.CHOOSE, ("top",) if short else ("bottom",))
        is_land = spell_role(card["name"])[0] == "land"
        keep = is_land == short or (not is_land and mana_value(card["name"]) <= lands_out + 1)
        return Action(ActionKind.CHOOSE, ("top",) if keep else ("bottom",))

    def _surveil(self, view, actions):
        """Like scry, with the graveyard for the bottom (CR 701.42a)."""
        kept = self._scry(view, actions)
        keep = kept is not None and kept.args == ("top",)
        return Action(ActionKind.CHOOSE, (TOP,) if keep else (TO_GRAVEYARD,))

    def _discard(self, view, actions):
        names = self._names(view)
        lands_out = sum(
            1
            for p in view["battlefield"]
            if p["controller"] == view["you"] and "Land" in p["types"]
        )

        def keep_value(action: Action) -> float:
            name = names.get(action.args[0], "")
            if spell_role(name)[0] == "land":
                return 0.5 if lands_out >= 5 else 4.0
            mayhem = keyword_cost(name, MAYHEM)
            if mayhem is not None and ManaCost.parse(mayhem).mana_value <= lands_out:
                return 0.0  # cast it from the graveyard this turn (mayhem, CR 702.187)
            return card_value(name) - (3 if mana_value(name) > lands_out + 2 else 0)

        return min(actions, key=keep_value)

    def _choose_card(self, view, actions):
        names = self._names(view)
        top = view["stack"][0] if view["stack"] else None
        if top is not None and top["controller"] == view["you"] and is_shoal(top["name"]):
            # the card exiled for a Shoal: X is its mana value, the bigger the better
            return max(
                actions,
                key=lambda a: mana_value(names.get(a.args[0], "")) if a.args else -1,
            )
        return max(
            actions,
            key=lambda a: (
                card_value(names.get(a.args[0], ""))
                if a.args and isinstance(a.args[0], int)
                else -1
            ),
        )

    def _sacrifice(self, view, actions):
        names = self._names(view)
        return min(
            actions,
            key=lambda a: (
                card_value(names.get(a.args[0], ""))
                if a.args and isinstance(a.args[0], int)
                else 99
            ),
        )

    # ---------------------------------------------------------------- combat
    def _attackers(self, view, actions):
        planned = self.plan_attack(view, actions)
        for action in actions:
            if action.kind == ActionKind.ATTACK and action.args[0] in planned:
                return action
        return _first(actions, "done")

    def plan_attack(self, view, actions: Sequence[Action]) -> set[int]:
        """The creatures to attack with (by id)."""
        me = view["you"]
        everyone = units(view)
        able = {a.args[0] for a in actions if a.kind == ActionKind.ATTACK}
        attackers = [u for u in everyone if u.id in able]
        declared = [u for u in everyone if u.controller == me and u.attacking is not None]
        blockers = [u for u in everyone if u.controller != me and not u.tapped and not u.cant_block]
        opponent = self._opponent(view)
        chosen = {u.id for u in attackers if self._safe_attack(u, blockers)}
        # all in when the damage that gets through is lethal anyway
        pool = attackers + declared
        powers = sorted((u.power for u in pool), reverse=True)
        blocked = len(blockers)
        if sum(powers[blocked:]) >= opponent["life"] and pool:
            chosen = {u.id for u in attackers}
        # no suicidal attacks: keep enough blockers back for the swing back
        return self._keep_defence(view, everyone, attackers, chosen)

    @staticmethod
    def _safe_attack(attacker: Unit, blockers: list[Unit]) -> bool:
        if attacker.power <= 0:
            return False
        eligible = [b for b in blockers if can_block(b, attacker)]
        if attacker.has(KeywordName.MENACE) and len(eligible) < 2:
            return True
        for blocker in eligible:
            a_dies, b_dies = fight(attacker, blocker)
            if a_dies and not (b_dies and blocker.value >= attacker.value - 0.5):
                return False
        return True

    def _keep_defence(
        self, view, everyone: list[Unit], attackers: list[Unit], chosen: set[int]
    ) -> set[int]:
        me = view["you"]
        life = self._me(view)["life"]
        opponent_life = self._opponent(view)["life"]
        theirs = sorted(
            (u for u in everyone if u.controller != me and KeywordName.DEFENDER not in u.keywords),
            key=lambda u: -u.power,
        )
        chosen = set(chosen)
        candidates = sorted((u for u in attackers if u.id in chosen), key=lambda u: u.value)
        total_attack = sum(u.power for u in attackers if u.id in chosen)
        if total_attack >= opponent_life + sum(u.power for u in theirs):
            return chosen  # lethal through any blocks
        while True:
            home = [
                u
                for u in everyone
                if u.controller == me
                and not u.cant_block
                and (u.id not in chosen or u.has(KeywordName.VIGILANCE))
            ]
            swing = sum(u.power for u in theirs[len(home) :])
            if swing < life or not candidates:
                return chosen
            chosen.discard(candidates.pop(0).id)

    def _blockers(self, view, actions):
        plan = self.plan_blocks(view)
        legal = {a for a in actions if a.kind == ActionKind.BLOCK}
        for blocker, attacker in plan:
            action = Action(ActionKind.BLOCK, (blocker, attacker))
            if action in legal:
                return action
        return _first(actions, "done")

    def plan_blocks(self, view) -> list[tuple[int, int]]:
        """Blocks as (blocker, attacker) pairs: good blocks, safe blocks and
        favourable trades, then chump blocks only if the attack is lethal."""
        me = view["you"]
        everyone = units(view)
        attackers = sorted(
            (u for u in everyone if u.attacking is not None and u.controller != me),
            key=lambda u: -u.value,
        )
        already = {u.blocking for u in everyone if u.controller == me and u.blocking is not None}
        free = [
            u
            for u in everyone
            if u.controller == me and u.blocking is None and not u.tapped and not u.cant_block
        ]
        plan: list[tuple[int, int]] = []
        unblocked = []
        for attacker in attackers:
            if attacker.id in already:
                continue
            if attacker.has(KeywordName.MENACE):
                unblocked.append(attacker)
                continue
            options = [b for b in free if can_block(b, attacker)]
            best = None
            best_rank = None
            for blocker in options:
                a_dies, b_dies = fight(attacker, blocker)
                if a_dies and not b_dies:
                    rank = (0, blocker.value)
                elif not b_dies:
                    rank = (1, blocker.value)
                elif a_dies and blocker.value <= attacker.value + 0.5:
                    rank = (2, blocker.value)
                else:
                    continue
                if best_rank is None or rank < best_rank:
                    best, best_rank = blocker, rank
            if best is not None:
                plan.append((best.id, attacker.id))
                free.remove(best)
            else:
                unblocked.append(attacker)
        life = self._me(view)["life"]
        incoming = sum(u.power for u in unblocked)
        for attacker in sorted(unblocked, key=lambda u: -u.power):
            if incoming < life:
                break
            if attacker.has(KeywordName.MENACE):
                continue
            options = sorted((b for b in free if can_block(b, attacker)), key=lambda u: u.value)
            if options:
                plan.append((options[0].id, attacker.id))
                free.remove(options[0])
                incoming -= (
                    attacker.power
                    if not attacker.has(KeywordName.TRAMPLE)
                    else min(attacker.power, options[0].health)
                )
        return plan

    def _damage_order(self, view, actions):
        everyone = {u.id: u for u in units(view)}
        return max(
            actions,
            key=lambda a: everyone[a.args[0]].value if a.args and a.args[0] in everyone else 0,
        )

    def _assign_damage(self, view, actions):
        """Lethal damage to the blocker first in order, the rest onwards."""
        everyone = {u.id: u for u in units(view)}
        best = None
        for action in actions:
            target, amount = action.args
            unit = everyone.get(target)
            if unit is not None and amount == max(unit.health, 1):
                return action
            if best is None or amount > best.args[1]:
                best = action
        return best


def _first(actions: Sequence[Action], kind: str) -> Action | None:
    for action in actions:
        if action.kind == kind:
            return action
    return None


__all__ = ["ComputerAgent", "can_block", "fight", "spell_role", "units"]
