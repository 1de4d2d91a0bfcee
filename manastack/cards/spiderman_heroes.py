"""Marvel's Spider-Man (SPM): the heroes and their friends — white, green and
the green-white Spider Heroes, built from the card language and the set's
mechanics (web-slinging, modified, Treasure and Food tokens).

Every card here implements all of its Oracle text.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..core.creature_types import CREATURE_TYPES
from ..core.events import since_turn_began
from ..core.kinds import CounterKind, EventKind, KeywordName
from ..engine.layers import (
    ContinuousEffect,
    affects_only_its_source,
    anthem,
    board_only,
    enchanted,
    grant,
    pump_until_end_of_turn,
)
from ..engine.objects import BATTLEFIELD, HAND, Characteristics, GameObject
from ..engine.ops import Op, damage
from ..engine.selectors import creatures, other, subtype, with_mana_value
from ..engine.targets import (
    TargetSpec,
    is_creature,
    opponent_controls,
    target_creature,
    you_control,
)
from ..engine.triggers import (
    AtStep,
    Attacks,
    DealsCombatDamage,
    Enters,
    LeavesBattlefield,
    OnEvent,
    SpellCast,
)
from ..language.animate import layered_effects
from ..language.effects import (
    SELF,
    AddCounters,
    AttachTo,
    CreateToken,
    Custom,
    Destroy,
    Discard,
    Draw,
    Fight,
    GainLife,
    If,
    May,
    Pump,
    SearchLibrary,
    Sequence_,
    TapOrUntap,
)
from ..language.keywords import (
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    FLASH,
    FLYING,
    HASTE,
    LIFELINK,
    REACH,
    TRAMPLE,
    VIGILANCE,
    enters_with_counters,
    equip,
    tap_for,
)
from ..mechanics.cast_history import spells_cast_this_turn
from ..mechanics.double_faced import transform_ability
from ..mechanics.food import CreateFood
from ..mechanics.modified import is_modified
from ..mechanics.self_cost import CostsLessIf
from ..mechanics.surveil import Surveil
from ..mechanics.web_slinging import web_slinging
from . import Ability, Activated, Keyword, Static, Triggered, behaviour, cost, side, token
from .morph_faq import AnotherTarget

if TYPE_CHECKING:
    from ..core.events import Event
    from ..engine.context import Context
    from ..engine.game import Game

CITIZEN = token("Human Citizen", "Creature — Human Citizen", "1/1", colour="GW")
"""The 1/1 green and white Human Citizen token of the set."""
SPIDER = token("Spider", "Creature — Spider", "2/1", colour="G", abilities=[REACH])
UNBLOCKABLE = Keyword(KeywordName.UNBLOCKABLE)
ANY_COLOUR = ("W", "U", "B", "R", "G")


def _creature_you_control(label: str = "target.creature_you_control", **kw: Any) -> TargetSpec:
    return target_creature(you_control(is_creature), label=label, **kw)


def _spider_you_control(label: str = "target.spider_you_control") -> TargetSpec:
    return target_creature(you_control(subtype("Spider")), label=label)


@affects_only_its_source
def during_your_turn(
    game: Game, source: GameObject | None, obj: GameObject, ch: Characteristics
) -> bool:
    """ "During your turn, this has ..." (the source itself, on its controller's turn)."""
    return source is not None and source.id == obj.id and game.active_player == ch.controller


# ------------------------------------------------------------------------------ white
behaviour(
    "Sudden Strike",
    spell=[
        Destroy(
            target_creature(
                lambda game, obj, c: (
                    game.combat is not None
                    and (obj.id in game.combat.attackers or obj.id in game.combat.blockers)
                ),
                label="target.attacking_or_blocking_creature",
            )
        )
    ],
)

_THWIP = target_creature()


def _target_is_spider(target: TargetSpec) -> Any:
    def check(game: Game, ctx: Context) -> bool:
        return any("Spider" in game.chars(oid).subtypes for oid in game.still_legal(ctx, target, 0))

    return check


behaviour(
    "Thwip!",
    spell=[
        Pump(_THWIP, 2, 2, (KeywordName.FLYING,)),
        If(_target_is_spider(_THWIP), GainLife(2)),
    ],
)

behaviour(
    "Starling, Aerial Ally",
    abilities=[
        FLYING,
        Triggered(
            Enters(),
            (
                Pump(
                    AnotherTarget(
                        "target.another_creature_you_control", objects=you_control(is_creature)
                    ),
                    keywords=(KeywordName.FLYING,),
                ),
            ),
        ),
    ],
)

behaviour(
    "Wild Pack Squad",
    abilities=[
        Triggered(
            AtStep("beginning_of_combat"),
            (
                Pump(
                    target_creature(minimum=0),
                    keywords=(KeywordName.FIRST_STRIKE, KeywordName.VIGILANCE),
                ),
            ),
        )
    ],
)

_TACTICS = _creature_you_control()
behaviour(
    "Spectacular Tactics",
    modes=[
        [AddCounters(_TACTICS), Pump(_TACTICS, keywords=(KeywordName.HEXPROOF,))],
        [
            Destroy(
                target_creature(
                    lambda game, obj, c: (game.chars(obj).power or 0) >= 4,
                    label="target.creature_power_4",
                )
            )
        ],
    ],
)


def _put_its_counters(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "Put its +1/+1 counters on target creature you control": as many as it
    had when it left (last-known information, CR 608.2h)."""
    gone = game.lki_objects.get(ctx.source)
    n = gone.counters.get(CounterKind.P1P1, 0) if gone is not None else 0
    if not n:
        return []
    return [
        Op("counters", obj=oid, counter=CounterKind.P1P1, amount=n)
        for oid in game.still_legal(ctx, _CAPTAIN, part)
    ]


_CAPTAIN = _creature_you_control()
behaviour(
    "Selfless Police Captain",
    abilities=[
        enters_with_counters(CounterKind.P1P1, 1),
        Triggered(LeavesBattlefield(), (Custom(_put_its_counters, (_CAPTAIN,)),)),
    ],
)


def _it_if_spider(game: Game, ctx: Context) -> list[int]:
    """ "If it's a Spider, put a +1/+1 counter on it" — the creature that entered,
    if it's still on the battlefield."""
    oid = ctx.event["new"] if ctx.event is not None else None
    obj = game.objects.get(oid) if oid is not None else None
    if obj is None or obj.zone != BATTLEFIELD or "Spider" not in game.chars(obj).subtypes:
        return []
    return [obj.id]


behaviour(
    "Aunt May",
    abilities=[
        Triggered(
            Enters(False, creatures & you_control & other, key="trigger.event"),
            (GainLife(1), AddCounters(_it_if_spider)),
        )
    ],
)

behaviour(
    "City Pigeon",
    abilities=[FLYING, Triggered(LeavesBattlefield(), (CreateFood(),))],
)

behaviour(
    "Spectacular Spider-Man",
    abilities=[
        FLASH,
        Activated(cost("{1}"), (Pump(SELF, keywords=(KeywordName.FLYING,)),)),
        Activated(
            cost("{1}", sacrifice_self=True),
            (
                Pump(
                    lambda game, ctx: game.creatures(ctx.controller),
                    keywords=(KeywordName.HEXPROOF, KeywordName.INDESTRUCTIBLE),
                ),
            ),
        ),
    ],
)

# ------------------------------------------------------------------------------ green
_KAPOW_MINE = _creature_you_control()
_KAPOW_THEIRS = target_creature(opponent_controls(is_creature), label="target.creature_opponent")


behaviour("Kapow!", spell=[AddCounters(_KAPOW_MINE), Fight(_KAPOW_MINE, _KAPOW_THEIRS)])

behaviour(
    "Kraven's Cats",
    abilities=[Activated(cost("{2}{G}"), (Pump(SELF, 2, 2),), once_each_turn=True)],
)

behaviour(
    "Guy in the Chair",
    abilities=[
        tap_for(*ANY_COLOUR),
        Activated(
            cost("{2}{G}", tap=True),
            (AddCounters(target_creature(subtype("Spider"), label="target.spider")),),
            sorcery_speed=True,
        ),
    ],
)

behaviour(
    "Ezekiel Sims, Spider-Totem",
    abilities=[
        REACH,
        Triggered(AtStep("beginning_of_combat"), (Pump(_spider_you_control(), 2, 2),)),
    ],
)


behaviour(
    "Radioactive Spider",
    abilities=[
        REACH,
        Keyword(KeywordName.DEATHTOUCH),
        Activated(
            cost("{2}", sacrifice_self=True),
            (SearchLibrary((subtype("Spider") & subtype("Hero")), to=HAND),),
            sorcery_speed=True,
        ),
    ],
)


def basic_land_card(game: Game, obj: GameObject) -> bool:
    """A basic land card (for searches)."""
    face = obj.card.front
    return "Land" in face.types and "Basic" in face.supertypes


behaviour(
    "Spider-Man, Brooklyn Visionary",
    abilities=[
        web_slinging("{2}{G}"),
        Triggered(Enters(), (SearchLibrary(basic_land_card, to=BATTLEFIELD, tapped=True),)),
    ],
)

behaviour(
    "Web-Warriors",
    abilities=[
        Triggered(
            Enters(),
            (
                AddCounters(
                    lambda game, ctx: [c for c in game.creatures(ctx.controller) if c != ctx.source]
                ),
            ),
        )
    ],
)

behaviour(
    "Lurking Lizards",
    abilities=[
        TRAMPLE,
        Triggered(SpellCast(filter=with_mana_value(ge=4)), (AddCounters(SELF),)),
    ],
)

# -------------------------------------------------------------------- multicoloured
behaviour(
    "Spider-Girl, Legacy Hero",
    abilities=[
        Static((grant((KeywordName.FLYING,), during_your_turn),)),
        Triggered(LeavesBattlefield(), (CreateToken(CITIZEN),)),
    ],
)


behaviour(
    "Sun-Spider, Nimble Webber",
    abilities=[
        Static((grant((KeywordName.FLYING,), during_your_turn),)),
        Triggered(Enters(), (SearchLibrary(subtype("Equipment", "Aura"), to=HAND),)),
    ],
)

behaviour("Wraith, Vicious Vigilante", abilities=[DOUBLE_STRIKE, UNBLOCKABLE])

behaviour(
    "Silk, Web Weaver",
    abilities=[
        web_slinging("{1}{G}{W}"),
        Triggered(SpellCast(filter=creatures), (CreateToken(CITIZEN),)),
        Activated(
            cost("{3}{G}{W}"),
            (
                Pump(
                    lambda game, ctx: game.creatures(ctx.controller),
                    2,
                    2,
                    (KeywordName.VIGILANCE,),
                ),
            ),
        ),
    ],
)

_INDIA = _creature_you_control()
behaviour(
    "Spider-Man India",
    abilities=[
        web_slinging("{1}{G}{W}"),
        Triggered(
            SpellCast(filter=creatures),
            (AddCounters(_INDIA), Pump(_INDIA, keywords=(KeywordName.FLYING,))),
        ),
    ],
)


def _modified_creature_you_control_hits(
    game: Game, event: Event, source: int, ch: Characteristics
) -> bool:
    """ "Whenever a modified creature you control deals combat damage to a player"."""
    if event.kind != EventKind.DAMAGE or not event["combat"]:
        return False
    if not str(event["target"]).startswith("P"):
        return False
    dealer = event["source"]
    obj = game.objects.get(dealer)
    return (
        obj is not None
        and game.chars(dealer).controller == ch.controller
        and game.chars(dealer).is_creature
        and is_modified(game, dealer)
    )


behaviour(
    "SP//dr, Piloted by Peni",
    abilities=[
        VIGILANCE,
        Triggered(Enters(), (AddCounters(target_creature()),)),
        Triggered(OnEvent(_modified_creature_you_control_hits), (Draw(1),)),
    ],
)

behaviour(
    "Spider Manifestation",
    abilities=[
        REACH,
        tap_for("{R}", "{G}"),
        Triggered(SpellCast(filter=with_mana_value(ge=4)), (TapOrUntap(SELF, untap=True),)),
    ],
)


_COSMIC = (
    KeywordName.FLYING,
    KeywordName.FIRST_STRIKE,
    KeywordName.TRAMPLE,
    KeywordName.LIFELINK,
    KeywordName.HASTE,
)
behaviour(
    "Cosmic Spider-Man",
    abilities=[
        FLYING,
        FIRST_STRIKE,
        TRAMPLE,
        LIFELINK,
        HASTE,
        Triggered(
            AtStep("beginning_of_combat"),
            (Pump((creatures & you_control & subtype("Spider") & other), keywords=_COSMIC),),
        ),
    ],
)

# ------------------------------------------------------------------------ batch two
_MAY_HAM = frozenset(
    {
        "Spider",
        "Boar",
        "Bat",
        "Bear",
        "Bird",
        "Cat",
        "Dog",
        "Frog",
        "Jackal",
        "Lizard",
        "Mouse",
        "Otter",
        "Rabbit",
        "Raccoon",
        "Rat",
        "Squirrel",
        "Turtle",
        "Wolf",
    }
)


behaviour(
    "Spider-Ham, Peter Porker",
    abilities=[
        Triggered(Enters(), (CreateFood(),)),
        Static(anthem(1, 1, creatures & you_control & other & subtype(*_MAY_HAM))),
    ],
)


def _becomes_tapped(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.TAP and event["obj"] == source


def one_if_you_have_a_card(game: Game, ctx: Context) -> int:
    """ "If you do" after "you may discard a card": 1 if there was a card to
    discard (read before the discard is carried out)."""
    return 1 if game.players[ctx.controller].hand else 0


behaviour(
    "Spider-Gwen, Free Spirit",
    abilities=[
        REACH,
        Triggered(
            OnEvent(_becomes_tapped),
            (May(Sequence_((Discard(1), Draw(one_if_you_have_a_card)))),),
        ),
    ],
)

# ------------------------------------------------------------ Miles Morales // Ultimate
_MILES = target_creature(minimum=0, count=2, label="target.up_to_two_creatures")


@board_only
def _colourless(
    ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
) -> None:
    ch.colours = frozenset()


def _camouflage(game: Game, ctx: Context, part: int) -> list[Op]:
    """ "He gains hexproof and becomes colorless until end of turn" (layers 6
    and 5, the affected object locked in, CR 611.2c)."""
    me = game.objects.get(ctx.source)
    if me is None or me.zone != BATTLEFIELD:
        return []
    colourless = ContinuousEffect(
        "5",
        _colourless,
        locked=frozenset({ctx.source}),
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        until="end_of_turn",
        key="ce.colour",
    )
    hexproof = pump_until_end_of_turn(game, ctx.source, [ctx.source], 0, 0, (KeywordName.HEXPROOF,))
    return [Op("effect", effect=e) for e in (colourless, *hexproof)]


def you_attack(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever you attack": once per combat, on the first attacker's event
    (CR 508.3a: you attacked with one or more creatures)."""
    if event.kind != EventKind.ATTACK or event["player"] != ch.controller:
        return False
    combat = game.combat
    return combat is not None and next(iter(combat.attackers), None) == event["attacker"]


def _double_counters(game: Game, ctx: Context, part: int) -> list[Op]:
    """Double the number of each kind of counter on each Spider and legendary
    creature you control: put that many more of each (CR 122.6 in later rules)."""
    ops = []
    for oid in game.creatures(ctx.controller):
        ch = game.chars(oid)
        if "Spider" not in ch.subtypes and "Legendary" not in ch.supertypes:
            continue
        for kind, n in sorted(game.objects[oid].counters.items()):
            if n > 0:
                ops.append(Op("counters", obj=oid, counter=kind, amount=n))
    return ops


behaviour(
    "Miles Morales",
    abilities=[
        Triggered(Enters(), (AddCounters(_MILES),)),
        transform_ability("{3}{R}{G}{W}"),
    ],
    back=side(
        "Ultimate Spider-Man",
        abilities=[
            FIRST_STRIKE,
            HASTE,
            Activated(cost("{2}"), (AddCounters(SELF), Custom(_camouflage)), text="Camouflage"),
            Triggered(OnEvent(you_attack), (Custom(_double_counters),)),
        ],
    ),
)


# ----------------------------------------------------------------------- Spider-Man Noir
def _attacks_alone(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    """ "Whenever a creature you control attacks alone" (CR 506.5)."""
    if event.kind != EventKind.ATTACK or event["player"] != ch.controller:
        return False
    return game.combat is not None and len(game.combat.attackers) == 1


def _the_attacker(game: Game, ctx: Context) -> list[int]:
    oid = ctx.event["attacker"] if ctx.event is not None else None
    obj = game.objects.get(oid) if oid is not None else None
    return [obj.id] if obj is not None and obj.zone == BATTLEFIELD else []


def _counters_on_the_attacker(game: Game, ctx: Context) -> int:
    """X: the number of counters of every kind on it (0 if it left)."""
    return sum(sum(game.objects[oid].counters.values()) for oid in _the_attacker(game, ctx))


behaviour(
    "Spider-Man Noir",
    abilities=[
        Keyword(KeywordName.MENACE),
        Triggered(
            OnEvent(_attacks_alone),
            (AddCounters(_the_attacker), Surveil(_counters_on_the_attacker)),
        ),
    ],
)


# ------------------------------------------------------- "becomes a <type> with base P/T"
def becomes(
    creature_type: str,
    base: tuple[int, int],
    colours: frozenset[str] | None = None,
    abilities: tuple[Keyword, ...] | None = None,
) -> list[tuple[str, Any]]:
    """The layered parts of "<it> becomes a [colour] <type> with base power and
    toughness P/T [and has <abilities> and loses all other abilities]": its
    creature types are replaced (layer 4, CR 205.1b), its colour set (layer 5),
    its abilities replaced when ``abilities`` is given (layer 6) and its base P/T
    set (layer 7b, CR 613.4b).  Returns ``(layer, modify)`` pairs."""

    @board_only
    def retype(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.subtypes = frozenset(s for s in ch.subtypes if s not in CREATURE_TYPES) | {creature_type}

    @board_only
    def recolour(
        ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
    ) -> None:
        ch.colours = colours or frozenset()

    @board_only
    def replace_abilities(
        ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
    ) -> None:
        ch.abilities = abilities or ()
        ch.keywords = frozenset(k.key for k in abilities or ())

    @board_only
    def set_base(
        ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject
    ) -> None:
        ch.power, ch.toughness = base

    parts: list[tuple[str, Any]] = [("4", retype)]
    if colours is not None:
        parts.append(("5", recolour))
    if abilities is not None:
        parts.append(("6", replace_abilities))
    parts.append(("7b", set_base))
    return parts


def becomes_for(
    game: Game, ctx: Context, ids: list[int], parts: list[tuple[str, Any]], until: str = ""
) -> list[Op]:
    """Ops creating the effects of :func:`becomes` for a locked set of objects
    (CR 611.2c), until end of turn or for the rest of the game (``until=""``)."""
    if not ids:
        return []
    return layered_effects(game, ctx, parts, "ce.becomes", locked=frozenset(ids), until=until)


_LIZARD = AnotherTarget("target.up_to_one_other_creature", objects=is_creature, minimum=0)
_LIZARD_FORM = becomes("Lizard", (4, 4), colours=frozenset({"G"}), abilities=())


def _lizard_formula(game: Game, ctx: Context, part: int) -> list[Op]:
    """It loses all abilities and becomes a green Lizard creature with base
    power and toughness 4/4 (for the rest of the game)."""
    return becomes_for(game, ctx, game.still_legal(ctx, _LIZARD, part), _LIZARD_FORM)


behaviour(
    "Lizard, Connors's Curse",
    abilities=[
        TRAMPLE,
        Triggered(Enters(), (Custom(_lizard_formula, (_LIZARD,)),), text="Lizard Formula"),
    ],
)


# ------------------------------------------------------------ Equipment granting abilities
def has_ability(ability: Ability, applies: Any) -> ContinuousEffect:
    """ "<Objects> have '<ability>'" (layer 6, CR 613.1f): the granted ability
    is the object's own, so "this creature" in it is that object."""

    @board_only
    def add(ch: Characteristics, game: Game, source: GameObject | None, obj: GameObject) -> None:
        ch.abilities = (*ch.abilities, ability)

    return ContinuousEffect("6", add, applies=applies, key="ce.grant_ability")


_SHOOTERS_TAP = target_creature(opponent_controls(is_creature), label="target.creature_opponent")
behaviour(
    "Web-Shooters",
    abilities=[
        Static(
            (
                *anthem(1, 1, enchanted, (KeywordName.REACH,)),
                has_ability(Triggered(Attacks(), (TapOrUntap(_SHOOTERS_TAP),)), enchanted),
            )
        ),
        equip("{2}"),
    ],
)


def _modified_creatures_you_control(game: Game, ctx: Context) -> int:
    return sum(1 for oid in game.creatures(ctx.controller) if is_modified(game, oid))


behaviour(
    "Biorganic Carapace",
    abilities=[
        Triggered(Enters(), (AttachTo(_creature_you_control()),)),
        Static(
            (
                *anthem(2, 2, enchanted),
                has_ability(
                    Triggered(
                        DealsCombatDamage(to_player=True), (Draw(_modified_creatures_you_control),)
                    ),
                    enchanted,
                ),
            )
        ),
        equip("{2}"),
    ],
)


# ------------------------------------------------------------------------------ Spider-UK
def _creatures_entered_under_your_control_this_turn(game: Game, player: int) -> int:
    """Creatures that entered the battlefield under ``player``'s control this
    turn, read back from the event log to the start of the turn."""
    count = 0
    for event in since_turn_began(game.events):
        if event.kind != EventKind.ZONE or event["to"] != BATTLEFIELD:
            continue  # tokens too: their creation is a zone event from nowhere
        entered = game.last_known(event["new"])
        if entered is not None and entered.is_creature and entered.controller == player:
            count += 1
    return count


def _two_or_more_entered(game: Game, source: int, event: Any) -> bool:
    """The intervening "if" (CR 603.4), checked as it triggers and on resolution."""
    return _creatures_entered_under_your_control_this_turn(game, game.controller_of(source)) >= 2


behaviour(
    "Spider-UK",
    abilities=[
        web_slinging("{2}{W}"),
        Triggered(AtStep("end"), (Draw(1), GainLife(2)), condition=_two_or_more_entered),
    ],
)


# ------------------------------------------------------------------------ batch four
def _spells_cast_this_turn(game: Game, player: int) -> list[Characteristics]:
    """The spells ``player`` cast this turn, as they were cast (the event log
    back to the start of the turn)."""
    found = []
    for oid in spells_cast_this_turn(game, player):
        spell = game.last_known(oid)
        if spell is not None:
            found.append(spell)
    return found


def _cast_a_big_spell_this_turn(game: Game, source: int, event: Any) -> bool:
    return any(
        spell.mana_value >= 4 for spell in _spells_cast_this_turn(game, game.controller_of(source))
    )


behaviour(
    "Rhino, Barreling Brute",
    abilities=[
        VIGILANCE,
        TRAMPLE,
        HASTE,
        Triggered(Attacks(), (Draw(1),), condition=_cast_a_big_spell_this_turn),
    ],
)

_TEAM = target_creature(
    you_control(is_creature), label="target.one_or_two_creatures_you_control", count=2, minimum=1
)
_TEAM_VICTIM = target_creature(opponent_controls(is_creature), label="target.creature_opponent")


def _team_up(game: Game, ctx: Context, part: int) -> list[Op]:
    """They each deal damage equal to their power (after the +1/+0) to the
    creature an opponent controls."""
    victims = game.still_legal(ctx, _TEAM_VICTIM, part)
    return [
        damage(oid, victim, max(0, game.chars(oid).power or 0))
        for oid in game.still_legal(ctx, _TEAM, part)
        for victim in victims
    ]


def _you_control_a_big_permanent(game: Game, player: int) -> bool:
    return any(
        game.chars(oid).controller == player and game.chars(oid).mana_value >= 4
        for oid in game.battlefield
    )


behaviour(
    "Terrific Team-Up",
    spell=[Pump(_TEAM, 1, 0), Custom(_team_up, (_TEAM_VICTIM,))],
    abilities=[CostsLessIf(2, _you_control_a_big_permanent)],
)


def _dealt_damage(game: Game, event: Event, source: int, ch: Characteristics) -> bool:
    return event.kind == EventKind.DAMAGE and event["target"] == source


def _that_many(game: Game, ctx: Context) -> int:
    return ctx.event["amount"] if ctx.event is not None else 0


_GROWS_FROM_DAMAGE = Triggered(OnEvent(_dealt_damage), (AddCounters(SELF, amount=_that_many),))
_STRENGTH = _creature_you_control()


def _strength_of_will(game: Game, ctx: Context, part: int) -> list[Op]:
    """Until end of turn it gains indestructible and the damage trigger (layer 6,
    the affected object locked in, CR 611.2c)."""
    ids = game.still_legal(ctx, _STRENGTH, part)
    if not ids:
        return []
    granted = replace(
        has_ability(_GROWS_FROM_DAMAGE, None),
        locked=frozenset(ids),
        source=ctx.source,
        controller=ctx.controller,
        timestamp=game.next_timestamp(),
        until="end_of_turn",
    )
    return [Op("effect", effect=granted)] + [
        Op("effect", effect=e)
        for e in pump_until_end_of_turn(game, ctx.source, ids, 0, 0, (KeywordName.INDESTRUCTIBLE,))
    ]


behaviour("Strength of Will", spell=[Custom(_strength_of_will, (_STRENGTH,))])
