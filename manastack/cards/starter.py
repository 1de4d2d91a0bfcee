"""The starter pool: basic lands and simple cards that exercise the core rules."""

from __future__ import annotations

from ..core.kinds import KeywordName
from ..engine.layers import (
    anthem,
    characteristic_power,
    creatures_you_control,
    enchanted,
    grant,
    set_controller,
)
from ..engine.targets import (
    TargetSpec,
    any_player,
    any_target,
    either_type,
    has_type,
    is_creature,
    not_colour,
    target_card_in_graveyard,
    target_creature,
    target_opponent,
    target_permanent,
    target_player,
    target_spell,
    you_control,
)
from ..engine.triggers import Dies, Enters
from ..language.effects import (
    EACH_OPPONENT,
    SELF,
    AddCounters,
    ChooseFromHand,
    CounterTarget,
    DealDamage,
    Destroy,
    Discard,
    Draw,
    Exile,
    GainLife,
    GainLifeFromPower,
    May,
    PreventCombatDamage,
    Pump,
    ReturnToHand,
    Scry,
    TapOrUntap,
)
from ..language.keywords import (
    FLYING,
    enters_tapped,
    equip,
    tap_for,
    ward,
)
from . import Activated, Enchant, Keyword, Static, Triggered, behaviour, cost

# ------------------------------------------------------------------ basic lands
for _name, _colour in (
    ("Plains", "W"),
    ("Island", "U"),
    ("Swamp", "B"),
    ("Mountain", "R"),
    ("Forest", "G"),
):
    behaviour(_name, abilities=[tap_for(_colour)])

behaviour(
    "Tranquil Cove",
    abilities=[enters_tapped(), Triggered(Enters(), (GainLife(1),)), tap_for("W", "U")],
)

# -------------------------------------------------------------------- creatures
behaviour("Llanowar Elves", abilities=[tap_for("G")])
behaviour(
    "Prodigal Sorcerer", abilities=[Activated(cost(tap=True), (DealDamage(1, any_target()),))]
)
behaviour("Shivan Dragon", abilities=[FLYING, Activated(cost("{R}"), (Pump(SELF, 1, 0),))])
behaviour(
    "Gravedigger",
    abilities=[
        Triggered(
            Enters(),
            (
                May(
                    ReturnToHand(
                        target_card_in_graveyard(
                            is_creature, "target.creature_card_in_your_graveyard", yours=True
                        )
                    )
                ),
            ),
        )
    ],
)


def _noncreature_nonland_in_graveyard(game, obj) -> int:
    owner = game.players[game.controller_of(obj.id)]
    return sum(
        1
        for c in owner.graveyard
        if not ({"Creature", "Land"} & game.objects[c].card.faces[0].types)
    )


def _lesson_in_your_graveyard(game, source, event) -> bool:
    """Intervening "if" of Dragonfly Swarm (CR 603.4)."""
    controller = game.lki_controller(source)
    return any(
        "Lesson" in game.objects[c].card.faces[0].subtypes
        for c in game.players[controller].graveyard
    )


behaviour(
    "Dragonfly Swarm",
    abilities=[
        FLYING,
        ward("{1}"),
        Static((characteristic_power(_noncreature_nonland_in_graveyard, toughness_too=False),)),
        Triggered(Dies(), (Draw(1),), condition=_lesson_in_your_graveyard),
    ],
)

# ------------------------------------------------------------- instants/sorceries
behaviour("Lightning Bolt", spell=[DealDamage(3, any_target())])
behaviour("Shock", spell=[DealDamage(2, any_target())])
behaviour("Giant Growth", spell=[Pump(target_creature(), 3, 3)])
behaviour("Counterspell", spell=[CounterTarget(target_spell())])
behaviour("Cancel", spell=[CounterTarget(target_spell())])
behaviour("Divination", spell=[Draw(2)])
behaviour(
    "Doom Blade",
    spell=[
        Destroy(
            target_creature(
                lambda g, o, c: "B" not in g.chars(o).colours, label="target.nonblack_creature"
            )
        )
    ],
)
behaviour("Murder", spell=[Destroy(target_creature())])
behaviour(
    "Naturalize",
    spell=[
        Destroy(
            target_permanent(
                either_type("Artifact", "Enchantment"), "target.artifact_or_enchantment"
            )
        )
    ],
)
behaviour(
    "Disenchant",
    spell=[
        Destroy(
            target_permanent(
                either_type("Artifact", "Enchantment"), "target.artifact_or_enchantment"
            )
        )
    ],
)
behaviour("Unsummon", spell=[ReturnToHand(target_creature())])
behaviour("Fog", spell=[PreventCombatDamage()])
behaviour("Mind Rot", spell=[Discard(2, who=target_player())])
behaviour(
    "Lava Axe",
    spell=[
        DealDamage(
            5,
            TargetSpec(
                "target.player_or_planeswalker",
                objects=has_type("Planeswalker"),
                players=any_player,
            ),
        )
    ],
)
_swords = target_creature()
behaviour("Swords to Plowshares", spell=[Exile(_swords), GainLifeFromPower(_swords)])
behaviour("Opt", spell=[Scry(1), Draw(1)])
behaviour(
    "Duress",
    spell=[
        ChooseFromHand(
            target_opponent(), lambda g, o: not ({"Creature", "Land"} & o.card.faces[0].types)
        )
    ],
)
_octopus = target_creature(you_control(is_creature), label="target.creature_you_control")
behaviour(
    "Octopus Form",
    spell=[Pump(_octopus, 1, 1, (KeywordName.HEXPROOF,)), TapOrUntap(_octopus, untap=True)],
)
_metal = target_creature(you_control(is_creature), label="target.creature_you_control")
behaviour(
    "Origin of Metalbending",
    modes=[
        [
            Destroy(
                target_permanent(
                    either_type("Artifact", "Enchantment"), "target.artifact_or_enchantment"
                )
            )
        ],
        [AddCounters(_metal), Pump(_metal, 0, 0, (KeywordName.INDESTRUCTIBLE,))],
    ],
)
# ------------------------------------------------------------ artifacts/enchantments
behaviour("Sol Ring", abilities=[tap_for("CC")])
behaviour("Glorious Anthem", abilities=[Static(anthem(1, 1, creatures_you_control()))])
behaviour("Bonesplitter", abilities=[Static(anthem(2, 0, enchanted)), equip("{1}")])
_creature = target_creature()
behaviour(
    "Pacifism",
    abilities=[
        Enchant(_creature),
        Static((grant((KeywordName.CANT_ATTACK, KeywordName.CANT_BLOCK), enchanted),)),
    ],
)
behaviour("Holy Strength", abilities=[Enchant(target_creature()), Static(anthem(1, 2, enchanted))])
behaviour(
    "Control Magic", abilities=[Enchant(target_creature()), Static((set_controller(enchanted),))]
)

__all__ = ["EACH_OPPONENT", "Keyword", "not_colour"]
