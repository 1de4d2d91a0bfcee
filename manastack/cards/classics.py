"""Older cards the Kamigawa rulings need: a copy effect (Clone, FLIP-08) and ways
to put a creature onto the battlefield without casting it (Tooth and Nail, Elvish
Piper, MYO-02), plus the seeds' Steel Wall (DEF-01).  The creature-type choice of
LEG-04 and DEF-02 is Unnatural Selection, in :mod:`.morph_faq`."""

from __future__ import annotations

from ..engine.objects import HAND
from ..engine.selectors import creatures
from ..mechanics.entwine import entwine
from ..mechanics.put import PutFromHand, SearchAndReveal
from . import Activated, Replacement, behaviour, cost


# ---------------------------------------------------------------------- Clone
def _clone_choices(game, op) -> tuple[int, tuple]:
    obj = game.objects[op["obj"]]
    creatures = tuple(oid for oid in game.battlefield if game.chars(oid).is_creature)
    return obj.controller, creatures + ("none",)


def _clone_apply(game, op):
    choice = op["choice"]
    if choice == "none" or choice not in game.objects:
        return op.replaced("clone")
    return op.replaced("clone", copy_of=choice)


behaviour(
    "Clone",
    abilities=[
        Replacement(
            "enter",
            lambda game, obj, op: not op.get("face_down"),
            _clone_apply,
            choose=_clone_choices,
            prompt="prompt.clone",
        )
    ],
)


# ------------------------------------------------ onto the battlefield from hand
behaviour(
    "Tooth and Nail",
    abilities=[entwine("{2}")],
    modes=[[SearchAndReveal(creatures, to=HAND, count=2)], [PutFromHand(2)]],
)

behaviour("Elvish Piper", abilities=[Activated(cost("{G}", tap=True), (PutFromHand(1),))])
