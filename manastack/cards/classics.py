"""Older cards the Kamigawa rulings need: a copy effect (Clone, FLIP-08) and ways
to put a creature onto the battlefield without casting it (Tooth and Nail, Elvish
Piper, MYO-02), plus the seeds' Steel Wall (DEF-01).  The creature-type choice of
LEG-04 and DEF-02 is Unnatural Selection, in :mod:`.morph_faq`."""

from __future__ import annotations

from ..keywords import DEFENDER
from ..mechanics.entwine import entwine
from ..mechanics.put import PutFromHand, SearchAndReveal
from ..messages import PROMPTS
from ..objects import HAND
from . import Activated, Replacement, card, cost

card("Steel Wall", "{1}", "Artifact Creature — Wall", "0/4", text="Defender",
     abilities=[DEFENDER])


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


card("Clone", "{3}{U}", "Creature — Shapeshifter", "0/0",
     text="You may have this creature enter as a copy of any creature on the battlefield.",
     abilities=[Replacement("enter", lambda game, obj, op: not op.get("face_down"),
                            _clone_apply, choose=_clone_choices, prompt="prompt.clone")])
PROMPTS.setdefault("prompt.clone", "Choose a creature to copy (or none).")


# ------------------------------------------------ onto the battlefield from hand
def _creature_card(game, obj) -> bool:
    return "Creature" in obj.card.faces[0].types


card("Tooth and Nail", "{5}{G}{G}", "Sorcery",
     text="Choose one —\n• Search your library for up to two creature cards, reveal them, put "
          "them into your hand, then shuffle.\n• Put up to two creature cards from your hand "
          "onto the battlefield.\nEntwine {2}",
     abilities=[entwine("{2}")],
     modes=[[SearchAndReveal(_creature_card, to=HAND, count=2)], [PutFromHand(2)]])

card("Elvish Piper", "{3}{G}", "Creature — Elf Shaman", "1/1",
     text="{G}, {T}: You may put a creature card from your hand onto the battlefield.",
     abilities=[Activated(cost("{G}", tap=True), (PutFromHand(1),))])
