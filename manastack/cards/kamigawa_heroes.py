"""The ten flip heroes of Champions of Kamigawa (CR 710), each with its flip
condition and its legendary flipped half.
"""

from __future__ import annotations

from ..core.kinds import DecisionKind, EventKind, KeywordName
from ..engine.layers import creatures_you_control, grant
from ..engine.objects import BATTLEFIELD, EXILE, GRAVEYARD, is_player_ref, player_of
from ..engine.ops import Op, move
from ..engine.targets import (
    TargetSpec,
    target_creature,
    target_opponent,
    target_player,
)
from ..engine.triggers import AtStep, OnEvent
from ..language.effects import (
    Choice,
    Custom,
    DealDamage,
    Discard,
    Draw,
    If,
    Pump,
)
from ..language.keywords import (
    DOUBLE_STRIKE,
    HASTE,
    protection,
)
from ..mechanics.bushido import bushido
from ..mechanics.delayed import create_delayed
from ..mechanics.flip import Flip
from . import Activated, Enchant, Replacement, Static, Triggered, behaviour, cost, side, token
from .kamigawa import (
    SNAKE_TOKEN,
    count_creatures,
    count_lands,
    dealt_damage_this_turn,
    hand_size,
)


def _aura_count(game, oid) -> int:
    return sum(
        1
        for a in game.battlefield
        if game.objects[a].attached_to == oid and "Aura" in game.chars(a).subtypes
    )


def _enchanted_by_two_auras(game, source, event) -> bool:
    obj = game.objects.get(source)
    return obj is not None and obj.zone == BATTLEFIELD and _aura_count(game, source) >= 2


_aura_to_move = TargetSpec(
    "target.aura_on_creature",
    objects=lambda g, o, c: (
        "Aura" in g.chars(o).subtypes
        and o.attached_to is not None
        and o.attached_to in g.objects
        and g.chars(o.attached_to).is_creature
    ),
)


def _aura_destinations(game, aura_id: int) -> tuple:
    """Creatures other than the current one the Aura could legally enchant."""
    aura = game.objects[aura_id]
    found = []
    for ability in game.chars(aura).abilities:
        if isinstance(ability, Enchant):
            for oid in game.battlefield:
                obj = game.objects[oid]
                if oid == aura.attached_to or not game.chars(oid).is_creature:
                    continue
                if ability.target.objects(
                    game, obj, game.chars(aura).controller
                ) and not game.protected_from(game.chars(obj), aura):
                    found.append(oid)
    return tuple(found)


def _ask_new_creature(game, ctx, part, key):
    legal = game.still_legal(ctx, _aura_to_move, part)
    if not legal or key in ctx.answers:
        return None
    options = _aura_destinations(game, legal[0])
    if not options:
        return None
    return Choice(
        ctx.controller, DecisionKind.CHOOSE_CREATURE, "prompt.new_creature", options, key=key
    )


def _move_aura(game, ctx, part):
    legal = game.still_legal(ctx, _aura_to_move, part)
    answer = ctx.answers.get((part, 0))
    if not legal or not answer:
        return []
    return [Op("attach", obj=legal[0], to=answer[0])]


behaviour(
    "Kitsune Mystic",
    abilities=[Triggered(AtStep("end", yours=False), (Flip(),), condition=_enchanted_by_two_auras)],
    back=side(
        "Autumn-Tail, Kitsune Sage",
        abilities=[
            Activated(
                cost("{1}"),
                (
                    Custom(
                        _move_aura,
                        (_aura_to_move,),
                        key="effect.move_aura",
                        choose=_ask_new_creature,
                    ),
                ),
            )
        ],
    ),
)


def _damaged_by_source_dies(game, event, source, ch) -> bool:
    """ "When a creature dealt damage by this creature this turn dies"."""
    if event.kind != EventKind.ZONE or event["frm"] != BATTLEFIELD or event["to"] != GRAVEYARD:
        return False
    lki = game.lki.get(event["obj"])
    return (
        lki is not None
        and lki.is_creature
        and (source, event["obj"]) in game.turn_log.get("damaged", ())
    )


behaviour(
    "Bushi Tenderfoot",
    abilities=[
        Triggered(
            OnEvent(_damaged_by_source_dies, key="trigger.damaged_dies", looks_back=True), (Flip(),)
        )
    ],
    back=side("Kenzo the Hardhearted", abilities=[DOUBLE_STRIKE, bushido(2)]),
)


def _has_flying_and_not_pending(game, event, source, ch) -> bool:
    """A state trigger (CR 603.8): it triggers when the creature has flying, and
    not again while that trigger is waiting or on the stack."""
    if KeywordName.FLYING not in ch.keywords:
        return False
    ability = _STUDENT_TRIGGER
    if any(t.source == source and t.ability is ability for t in game.waiting_triggers):
        return False
    for oid in game.stack:
        info = game.objects[oid].cast_info
        if (
            info is not None
            and info.ability_obj is ability
            and info.ctx is not None
            and info.ctx.source == source
        ):
            return False
    return True


_STUDENT_TRIGGER = Triggered(OnEvent(_has_flying_and_not_pending, key="trigger.state"), (Flip(),))
behaviour(
    "Student of Elements",
    abilities=[_STUDENT_TRIGGER],
    back=side(
        "Tobita, Master of Winds",
        abilities=[Static((grant((KeywordName.FLYING,), creatures_you_control()),))],
    ),
)


def _nine_or_more_in_hand(game, ctx) -> bool:
    return len(game.players[ctx.controller].hand) >= 9


behaviour(
    "Jushi Apprentice",
    abilities=[Activated(cost("{2}{U}", tap=True), (Draw(1), If(_nine_or_more_in_hand, Flip())))],
    back=side(
        "Tomoya the Revealer",
        abilities=[Activated(cost("{3}{U}{U}", tap=True), (Draw(hand_size, who=target_player()),))],
    ),
)


_graverobber_target = TargetSpec(
    "target.card_in_opponents_graveyard", objects=lambda g, o, c: o.owner != c, zone=GRAVEYARD
)


def _graverobber_exile(game, ctx, part):
    legal = game.still_legal(ctx, _graverobber_target, part)
    if legal:
        ctx.results["graveyard_owner"] = game.objects[legal[0]].owner
    return [move(i, EXILE, "exile") for i in legal]


def _that_graveyard_empty(game, ctx) -> bool:
    owner = ctx.results.get("graveyard_owner")
    return owner is not None and not game.players[owner].graveyard


_nighteyes_target = TargetSpec(
    "target.creature_card_in_a_graveyard",
    objects=lambda g, o, c: g.chars(o).is_creature,
    zone=GRAVEYARD,
)
behaviour(
    "Nezumi Graverobber",
    abilities=[
        Activated(
            cost("{1}{B}"),
            (
                Custom(_graverobber_exile, (_graverobber_target,), key="effect.exile"),
                If(_that_graveyard_empty, Flip()),
            ),
        )
    ],
    back=side(
        "Nighteyes the Desecrator",
        abilities=[
            Activated(
                cost("{4}{B}"),
                (
                    Custom(
                        lambda g, ctx, p: [
                            move(i, BATTLEFIELD, "reanimate", controller=ctx.controller)
                            for i in g.still_legal(ctx, _nighteyes_target, p)
                        ],
                        (_nighteyes_target,),
                        key="effect.reanimate",
                    ),
                ),
            )
        ],
    ),
)


_shortfang_target = target_opponent()


def _opponent_hand_empty(game, ctx) -> bool:
    players = [player_of(r) for r in ctx.chosen_for(_shortfang_target, 0)]
    return bool(players) and not game.players[players[0]].hand


def _stabwhisker_upkeep(game, event, source, ch) -> bool:
    return (
        event.kind == EventKind.STEP
        and event["step"] == "upkeep"
        and event["player"] != ch.controller
    )


def _stabwhisker_loss(game, ctx, part):
    victim = (ctx.event or {}).get("player")
    if victim is None or game.players[victim].has_lost:
        return []
    n = max(0, 3 - len(game.players[victim].hand))
    return [Op("life", player=victim, amount=-n)] if n else []


behaviour(
    "Nezumi Shortfang",
    abilities=[
        Activated(
            cost("{1}{B}", tap=True),
            (Discard(1, who=_shortfang_target), If(_opponent_hand_empty, Flip())),
        )
    ],
    back=side(
        "Stabwhisker the Odious",
        abilities=[
            Triggered(
                OnEvent(_stabwhisker_upkeep, key="trigger.step"),
                (Custom(_stabwhisker_loss, key="effect.lose_life"),),
            )
        ],
    ),
)


def _deals_damage_to_opponent(game, event, source, ch) -> bool:
    return (
        event.kind == EventKind.DAMAGE
        and event["source"] == source
        and is_player_ref(event["target"])
        and player_of(event["target"]) != ch.controller
    )


def _red_source_to_player(game, obj, op) -> bool:
    if op.kind != "damage" or not is_player_ref(op["target"]) or op["amount"] <= 0:
        return False
    src = game.last_known(op["source"])
    return src is not None and "R" in src.colours


behaviour(
    "Akki Lavarunner",
    abilities=[
        HASTE,
        Triggered(OnEvent(_deals_damage_to_opponent, key="trigger.damage"), (Flip(),)),
    ],
    back=side(
        "Tok-Tok, Volcano Born",
        abilities=[
            protection("R"),
            Replacement(
                "damage",
                _red_source_to_player,
                lambda game, op: op.replaced("tok-tok", amount=op["amount"] + 1),
                self_only=False,
                text="red damage to a player plus 1",
            ),
        ],
    ),
)

_initiate_target = target_creature(dealt_damage_this_turn, label="target.creature_dealt_damage")


def _delayed_flip(game, ctx, part):
    """ "When that creature dies this turn, flip this creature" (CR 603.7)."""
    targets = game.still_legal(ctx, _initiate_target, part)
    if not targets:
        return []
    watched, turn = targets[0], game.turn_number

    def dies(g, event, source, ch) -> bool:
        return (
            g.turn_number == turn
            and event.kind == EventKind.ZONE
            and event["obj"] == watched
            and event["frm"] == BATTLEFIELD
            and event["to"] == GRAVEYARD
        )

    ability = Triggered(OnEvent(dies, key="trigger.dies"), (Flip(),))
    return [create_delayed(ability.when, ability, ctx.controller, ctx.source)]


behaviour(
    "Initiate of Blood",
    abilities=[
        Activated(
            cost(tap=True),
            (DealDamage(1, _initiate_target), Custom(_delayed_flip, key="effect.delayed")),
        )
    ],
    back=side(
        "Goka the Unjust",
        abilities=[
            Activated(
                cost(tap=True),
                (
                    DealDamage(
                        4,
                        target_creature(
                            dealt_damage_this_turn, label="target.creature_dealt_damage"
                        ),
                    ),
                ),
            )
        ],
    ),
)


def _ask_land_from_hand(game, ctx, part, key):
    if key in ctx.answers:
        return None
    lands = tuple(
        c
        for c in game.players[ctx.controller].hand
        if "Land" in game.objects[c].card.faces[0].types
    )
    return Choice(
        ctx.controller, DecisionKind.PUT_LAND, "prompt.put_land", lands + ("none",), key=key
    )


def _put_land(game, ctx, part):
    answer = ctx.answers.get((part, 0), ["none"])[0]
    if answer == "none" or answer not in game.players[ctx.controller].hand:
        return []
    return [move(answer, BATTLEFIELD, "put", controller=ctx.controller)]


def _ten_or_more_lands(game, ctx) -> bool:
    return count_lands(game, ctx) >= 10


def _elemental_token(game, ctx, part):
    x = count_lands(game, ctx)
    elemental = token("Elemental", "Creature — Elemental", f"{x}/{x}", colour="G")
    return [Op("token", controller=ctx.controller, card=elemental)]


behaviour(
    "Budoka Gardener",
    abilities=[
        Activated(
            cost(tap=True),
            (
                Custom(_put_land, key="effect.put_land", choose=_ask_land_from_hand),
                If(_ten_or_more_lands, Flip()),
            ),
        )
    ],
    back=side(
        "Dokai, Weaver of Life",
        abilities=[
            Activated(cost("{4}{G}{G}", tap=True), (Custom(_elemental_token, key="effect.token"),))
        ],
    ),
)


def _ten_or_more_creatures(game, ctx) -> bool:
    return count_creatures(game, ctx) >= 10


_sac_creature = cost("{G}", sacrifice=lambda g, o, p: g.chars(o).is_creature)
behaviour(
    "Orochi Eggwatcher",
    abilities=[
        Activated(
            cost("{2}{G}", tap=True),
            (
                Custom(
                    lambda g, ctx, p: [Op("token", controller=ctx.controller, card=SNAKE_TOKEN)],
                    key="effect.token",
                ),
                If(_ten_or_more_creatures, Flip()),
            ),
        )
    ],
    back=side(
        "Shidako, Broodmistress",
        abilities=[Activated(_sac_creature, (Pump(target_creature(), 3, 3),))],
    ),
)
