"""Core-rules cards: real cards chosen because each exercises a rule the starter
pool doesn't reach (double strike, cost increases and reductions, hybrid mana,
dies and end-step triggers, cast triggers, tokens, replacement effects on
entering).  Each has a scenario test in ``tests/rules``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.layers import face_down_face, grant
from ..engine.model import Face
from ..engine.objects import BATTLEFIELD
from ..engine.selectors import creatures, enchantments, subtype, you_control
from ..engine.triggers import AtStep, Dies, Enters, SpellCast
from ..language.cost_modifiers import CostModifier
from ..language.effects import CreateToken, Destroy, Draw, Pump
from ..language.keywords import FLYING
from . import Replacement, Static, Triggered, behaviour, token

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.objects import GameObject
    from ..engine.ops import Op


def _subtype(name: str):
    def check(face: Face) -> bool:
        return name in face.subtypes

    return check


def _noncreature(face: Face) -> bool:
    return "Creature" not in face.types


# ------------------------------------------------------------------- tokens
ALLY = token("Ally", "Creature — Ally", "1/1", colour="W")
ZOMBIE = token("Zombie", "Creature — Zombie", "2/2", colour="B")


# -------------------------------------------------------------------- cards

behaviour("Glowrider", abilities=[CostModifier(1, _noncreature, yours=False)])

behaviour(
    "Goblin Warchief",
    abilities=[
        CostModifier(-1, _subtype("Goblin")),
        Static((grant((KeywordName.HASTE,), creatures & you_control & subtype("Goblin")),)),
    ],
)

behaviour(
    "Goblin Pyromancer",
    abilities=[
        Triggered(Enters(), (Pump(creatures & subtype("Goblin"), 3, 0),)),
        Triggered(AtStep("end", yours=False), (Destroy(subtype("Goblin")),)),
    ],
)

behaviour(
    "Enchantress's Presence",
    abilities=[Triggered(SpellCast(filter=enchantments), (Draw(1),))],
)

behaviour(
    "Rotlung Reanimator",
    abilities=[
        Triggered(
            Dies(self_only=False, filter=subtype("Cleric"), or_self=True), (CreateToken(ZOMBIE),)
        )
    ],
)

behaviour("Pretending Poxbearers", abilities=[Triggered(Dies(), (CreateToken(ALLY),))])

behaviour("Gallant Citizen", abilities=[Triggered(Enters(), (Draw(1),))])


def _opponents_artifact_or_creature_enters(game: Game, source: GameObject, op: Op) -> bool:
    """Venom Blast: an artifact or creature an opponent of the source's controller
    controls would enter (CR 614.1c, 614.12).  A card entering face down is a 2/2
    creature whatever its front face says (CR 708.2a)."""
    if op.get("tapped"):
        return False
    me = game.chars(source).controller
    if op.kind == "token":
        face = op["card"].faces[0]
        controller = op["controller"]
    elif op.kind == "move" and op["to"] == BATTLEFIELD:
        obj = game.objects.get(op["obj"])
        if obj is None:
            return False
        face = face_down_face() if op.get("face_down") else obj.face
        controller = op.get("controller")
        if controller is None:
            controller = obj.controller if obj.zone == "stack" else obj.owner
    else:
        return False
    return controller != me and bool({"Artifact", "Creature"} & face.types)


behaviour(
    "Spider-Woman, Stunning Savior",
    abilities=[
        FLYING,
        Replacement(
            "enter",
            _opponents_artifact_or_creature_enters,
            lambda game, op: op.replaced("venom_blast", tapped=True),
            self_only=False,
            text="enter tapped",
        ),
    ],
)
