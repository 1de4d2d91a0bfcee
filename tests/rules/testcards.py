"""Test-only cards for rules situations no card in the pool covers.

They are registered with ``set_code="TEST"`` and names starting with "Test", so
scenarios can use them by name while they stay out of the card pool (and out of
the Oracle check)."""

from manastack.cards import (
    TEST_SET,
    Activated,
    Enchant,
    Replacement,
    Static,
    Triggered,
    card,
    cost,
    face,
    get_card,
    token,
)
from manastack.engine.layers import anthem, creatures_you_control, enchanted, grant
from manastack.engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, LIBRARY
from manastack.engine.ops import Op
from manastack.engine.targets import any_target, target_creature, target_player
from manastack.engine.triggers import (
    AtStep,
    Attacks,
    BecomesBlocked,
    Blocks,
    DealsCombatDamage,
    Dies,
    OnEvent,
)
from manastack.language.effects import (
    EACH_PLAYER,
    SELF,
    AddCounters,
    CreateDelayedTrigger,
    CreateToken,
    Custom,
    DealDamage,
    Draw,
    GainLife,
    GivePoison,
    LoseLife,
    MoveCard,
    Pump,
    x_value,
)
from manastack.language.keywords import (
    DEATHTOUCH,
    TRAMPLE,
    enters_tapped,
    enters_with_counters,
    protection,
    tap_for,
)

SOLDIER = token("Soldier", "Creature — Soldier", "1/1", colour="W")


def define(name, *args, **kwargs):
    """Define a test-only card once (modules may be imported more than once)."""
    try:
        return get_card(name)
    except KeyError:
        return card(name, *args, set_code=TEST_SET, **kwargs)


define(
    "Test Fireball",
    "{X}{R}",
    "Sorcery",
    text="Deals X damage to any target.",
    spell=[DealDamage(x_value, any_target())],
)
define(
    "Test Twin Shot",
    "{1}{R}",
    "Instant",
    text="Deals 2 damage to target creature and 2 damage to target player.",
    spell=[DealDamage(2, target_creature()), DealDamage(2, target_player())],
)
define("Test Colourless Idol", "{C}{C}", "Artifact", text="")
define("Test Hybrid Bear", "{G/W}{G/W}", "Creature — Bear", "2/2")
define("Test Hybrid Pair", "{U/B}{W/U}", "Creature — Bear", "2/2")
define(
    "Test Upkeep Scholar",
    "{1}{U}",
    "Creature — Human",
    "1/1",
    text="At the beginning of your upkeep, draw a card.",
    abilities=[Triggered(AtStep("upkeep"), (Draw(1),))],
)
define(
    "Test Shrink",
    "{B}",
    "Instant",
    text="Target creature gets -3/-3 until end of turn.",
    spell=[Pump(target_creature(), -3, -3)],
)
define(
    "Test Wither Dart",
    "{B}",
    "Instant",
    text="Put a -1/-1 counter on target creature.",
    spell=[AddCounters(target_creature(), "-1/-1")],
)
define(
    "Test Growth Dart",
    "{G}",
    "Instant",
    text="Put a +1/+1 counter on target creature.",
    spell=[AddCounters(target_creature(), "+1/+1")],
)
define(
    "Test Earthquake",
    "{R}",
    "Sorcery",
    text="Deals 2 damage to each player.",
    spell=[DealDamage(2, EACH_PLAYER)],
)
define(
    "Test Deathtouch Trampler",
    "{2}{B}{G}",
    "Creature — Beast",
    "3/3",
    text="Deathtouch, trample",
    abilities=[DEATHTOUCH, TRAMPLE],
)


def _to_graveyard(game, source, op):
    return op.kind == "move" and op["to"] == GRAVEYARD


def _creature_dies(game, source, op):
    if op.kind != "move" or op["to"] != GRAVEYARD:
        return False
    obj = game.objects.get(op["obj"])
    return obj is not None and obj.zone == BATTLEFIELD and game.chars(obj).is_creature


define(
    "Test Exile Field",
    "{2}{B}",
    "Enchantment",
    text="If a card or token would be put into a graveyard from anywhere, exile it instead.",
    abilities=[
        Replacement(
            "move",
            _to_graveyard,
            lambda game, op: op.replaced("exile_field", to=EXILE),
            self_only=False,
        )
    ],
)
define(
    "Test Bottom Field",
    "{2}{U}",
    "Enchantment",
    text="If a creature would die, put it on the bottom of its owner's library instead.",
    abilities=[
        Replacement(
            "move",
            _creature_dies,
            lambda game, op: op.replaced("bottom_field", to=LIBRARY, position="bottom"),
            self_only=False,
        )
    ],
)
define(
    "Test Counter Golem",
    "{3}",
    "Artifact Creature — Golem",
    "0/0",
    text="This creature enters with two +1/+1 counters on it.",
    abilities=[enters_with_counters("+1/+1", 2)],
)
define(
    "Test Tapped Golem",
    "{2}",
    "Artifact Creature — Golem",
    "2/2",
    text="This creature enters tapped.",
    abilities=[enters_tapped()],
)
define(
    "Test Venom Dart",
    "{B}",
    "Sorcery",
    text="Target player gets five poison counters.",
    spell=[GivePoison(5, target_player())],
)
define(
    "Test Phoenix",
    "{2}{R}",
    "Creature — Phoenix",
    "2/2",
    text="When this creature dies, return it to the battlefield under its owner's "
    "control at the beginning of the next end step.",
    abilities=[
        Triggered(
            Dies(),
            (
                CreateDelayedTrigger(
                    AtStep("end", yours=False),
                    lambda game, ctx: (
                        MoveCard(ctx.event["new"], GRAVEYARD, BATTLEFIELD, "return"),
                    ),
                ),
            ),
        )
    ],
)
define(
    "Test Blockade Golem",
    "{3}",
    "Artifact Creature — Golem",
    "1/4",
    text="Whenever this creature blocks, it gets +0/+1 until end of turn.\n"
    "Whenever this creature becomes blocked, draw a card.\n"
    "Whenever this creature attacks, you gain 1 life.\n"
    "Whenever this creature deals combat damage to a player, that player loses 1 "
    "life.",
    abilities=[
        Triggered(Blocks(), (Pump(SELF, 0, 1),)),
        Triggered(BecomesBlocked(), (Draw(1),)),
        Triggered(Attacks(), (GainLife(1),)),
        Triggered(DealsCombatDamage(to_player=True), (LoseLife(1),)),
    ],
)
define(
    "Test Twin Oracle",
    "{2}{U}",
    "Creature — Human",
    "1/1",
    text="At the beginning of your upkeep, draw a card.\n"
    "At the beginning of your upkeep, you gain 1 life.",
    abilities=[
        Triggered(AtStep("upkeep"), (Draw(1),)),
        Triggered(AtStep("upkeep"), (GainLife(1),)),
    ],
)
define(
    "Test Rich Mine",
    "{2}",
    "Artifact",
    text="At the beginning of your upkeep, if you have 10 or less life, you gain 5 life.",
    abilities=[
        Triggered(
            AtStep("upkeep"),
            (GainLife(5),),
            condition=lambda game, source, event: (
                game.players[game.lki_controller(source)].life <= 10
            ),
        )
    ],
)
define(
    "Test Quake Sorcery",
    "{R}",
    "Sorcery",
    text="Deals 2 damage to each creature.",
    spell=[DealDamage(2, lambda game, ctx: game.creatures())],
)
define(
    "Test Soldier Maker",
    "{W}",
    "Sorcery",
    text="Create a 1/1 white Soldier creature token.",
    spell=[CreateToken(SOLDIER)],
)
define(
    "Test Black Ward Knight",
    "{1}{W}",
    "Creature — Human Knight",
    "2/2",
    text="Protection from black",
    abilities=[protection("B")],
)
define(
    "Test Black Aura",
    "{B}",
    "Enchantment — Aura",
    text="Enchant creature\nEnchanted creature gets +1/+0.",
    abilities=[Enchant(target_creature()), Static(anthem(1, 0, enchanted))],
)


def _base_0_1(ch, game, source, obj):
    if ch.power is not None:
        ch.power, ch.toughness = 0, 1


def _set_base_0_1(game, ctx, part):
    from manastack.engine.layers import ContinuousEffect

    ids = [r for r in game.still_legal(ctx, _SHRINK_RAY, part)]
    return [
        Op(
            "effect",
            effect=ContinuousEffect(
                "7b",
                _base_0_1,
                locked=frozenset(ids),
                source=ctx.source,
                controller=ctx.controller,
                timestamp=game.next_timestamp(),
                until="end_of_turn",
                key="ce.set_pt",
            ),
        )
    ]


_SHRINK_RAY = target_creature()
define(
    "Test Shrink Ray",
    "{U}",
    "Instant",
    text="Target creature has base power and toughness 0/1 until end of turn.",
    spell=[Custom(_set_base_0_1, targets=(_SHRINK_RAY,))],
)
define(
    "Test Sky Anthem",
    "{1}{U}",
    "Enchantment",
    text="Creatures you control have flying.",
    abilities=[Static((grant(("flying",), creatures_you_control()),))],
)
define(
    "Test Wind Banner",
    "{1}{R}",
    "Enchantment",
    text="Creatures you control with flying have haste.",
    abilities=[
        Static(
            (
                grant(
                    ("haste",),
                    creatures_you_control(extra=lambda game, obj, ch: "flying" in ch.keywords),
                ),
            )
        )
    ],
)


def _a_creature_has_flying(game, obj, ch):
    return any(
        game.chars(oid).is_creature and "flying" in game.chars(oid).keywords
        for oid in game.battlefield
    )


define(
    "Test Storm Banner",
    "{1}{R}",
    "Enchantment",
    text="Creatures you control have haste as long as a creature has flying.",
    abilities=[Static((grant(("haste",), creatures_you_control(extra=_a_creature_has_flying)),))],
)


def _discarded(game, event, source, ch):
    return event.kind == "zone" and event["cause"] == "discard"


define(
    "Test Discard Watcher",
    "{1}{B}",
    "Enchantment",
    text="Whenever a player discards a card, you gain 1 life.",
    abilities=[Triggered(OnEvent(_discarded), (GainLife(1),))],
)
define(
    "Test Altar",
    "{2}",
    "Artifact",
    text="Sacrifice a creature: You gain 1 life.",
    abilities=[
        Activated(
            cost(sacrifice=lambda game, obj, player: game.chars(obj).is_creature), (GainLife(1),)
        )
    ],
)
define(
    "Test Bolt Valley",
    "{1}{R}",
    "Instant",
    text="Deals 3 damage to any target.",
    spell=[DealDamage(3, any_target())],
    back=face("Test Valley", None, "Land", text="{T}: Add {R}.", abilities=[tap_for("R")]),
    layout="modal_dfc",
)
define(
    "Test Dual Spirit",
    "{1}{G}",
    "Creature — Spirit",
    "2/2",
    back=face(
        "Test Spirit Blast",
        "{R}",
        "Sorcery",
        text="Deals 2 damage to any target.",
        spell=[DealDamage(2, any_target())],
    ),
    layout="modal_dfc",
)
define("Test Twobrid Knight", "{2/W}{2/W}", "Creature — Human Knight", "2/2")

_THREATEN = target_creature()


def _threaten(game, ctx, part):
    return [
        Op("control", obj=oid, player=ctx.controller, source=ctx.source, until="end_of_turn")
        for oid in game.still_legal(ctx, _THREATEN, part)
    ]


define(
    "Test Threaten",
    "{R}",
    "Instant",
    text="Gain control of target creature until end of turn.",
    spell=[Custom(_threaten, targets=(_THREATEN,))],
)


def _would_gain_life(game, source, op):
    return op.kind == "life" and op["amount"] > 0


define(
    "Test No Gain Field",
    "{1}{R}",
    "Enchantment",
    text="If a player would gain life, that player gains no life instead.",
    abilities=[
        Replacement(
            "life",
            _would_gain_life,
            lambda game, op: op.replaced("no_gain", amount=0),
            self_only=False,
        )
    ],
)


# ------------------------------------------------- Food, Clue, exhaust (TLA seed)
def _define_avatar_cards():
    from manastack.core.kinds import EventKind
    from manastack.mechanics.food import YOU_INVESTIGATE, CreateFood, Investigate, is_food

    define(
        "Test Food Mutant",
        "{2}",
        "Artifact Creature — Mutant Food",
        "2/2",
        text="(An artifact creature that is a Food.)",
    )
    define(
        "Test Food Rider",
        "{1}{G}",
        "Creature — Human",
        "1/1",
        text="{1}, Sacrifice a Food: Put a +1/+1 counter on this creature.",
        abilities=[Activated(cost("{1}", sacrifice=is_food), (AddCounters(SELF),))],
    )
    define(
        "Test Food Feast",
        "{1}",
        "Artifact — Food",
        text="Sacrifice this artifact, Sacrifice a Food: You gain 5 life.",
        abilities=[Activated(cost(sacrifice_self=True, sacrifice=is_food), (GainLife(5),))],
    )
    define(
        "Test Snack Dart",
        "{G}",
        "Instant",
        text="Put a +1/+1 counter on target creature. Create a Food token.",
        spell=[AddCounters(target_creature(), "+1/+1"), CreateFood()],
    )
    define(
        "Test Investigation",
        "{U}",
        "Sorcery",
        text="Investigate.",
        spell=[Investigate()],
    )
    define(
        "Test Sleuth",
        "{1}{U}",
        "Creature — Human Detective",
        "1/1",
        text="Whenever you investigate, put a +1/+1 counter on this creature.",
        abilities=[Triggered(YOU_INVESTIGATE, (AddCounters(SELF),))],
    )

    def _you_activate_exhaust(game, event, source, ch):
        if event.kind != EventKind.ACTIVATE or event["player"] != ch.controller:
            return False
        ability = game.chars(event["source"]).abilities[event["index"]]
        return bool(getattr(ability, "exhaust", False))

    define(
        "Test Exhaust Watcher",
        "{1}{R}",
        "Creature — Human",
        "1/1",
        text="Whenever you activate an exhaust ability, you gain 1 life.",
        abilities=[Triggered(OnEvent(_you_activate_exhaust), (GainLife(1),))],
    )


_define_avatar_cards()


def _define_avatar_more():
    from manastack.mechanics.firebending import firebending
    from manastack.mechanics.flashback import flashback

    define(
        "Test Double Firebender",
        "{2}{R}",
        "Creature — Human",
        "2/2",
        text="Firebending 1\nFirebending 2",
        abilities=[firebending(1), firebending(2)],
    )
    define(
        "Test Flashback Sorcery",
        "{1}{R}",
        "Sorcery",
        text="Deals 1 damage to any target.\nFlashback {R}",
        abilities=[flashback("{R}")],
        spell=[DealDamage(1, any_target())],
    )


_define_avatar_more()


# ------------------------------------------------- a draw replacement (CR 614.11)
def _you_would_draw(game, source, op):
    return op.kind == "draw" and op["player"] == game.chars(source).controller


define(
    "Test Draw Field",
    "{2}{W}",
    "Enchantment",
    text="If you would draw a card, you gain 3 life instead.",
    abilities=[
        Replacement(
            "draw",
            _you_would_draw,
            lambda game, op: op.retyped("life", "draw_field", player=op["player"], amount=3),
            self_only=False,
        )
    ],
)
