"""Older cards the Kamigawa rulings need: a copy effect (Clone, FLIP-08), a
creature-type choice (Unnatural Selection, LEG-04, DEF-02), and ways to put a
creature onto the battlefield without casting it (Tooth and Nail, Elvish Piper,
MYO-02), plus the seeds' Steel Wall (DEF-01)."""

from __future__ import annotations

from ..creature_types import CREATURE_TYPES
from ..effects import Choice, Custom
from ..keywords import DEFENDER
from ..layers import ContinuousEffect
from ..mechanics.entwine import entwine
from ..mechanics.put import PutFromHand, SearchAndReveal
from ..messages import PROMPTS
from ..objects import HAND
from ..ops import Op
from ..targets import target_creature
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


# ---------------------------------------------------------- Unnatural Selection
_selection_target = target_creature()


def _choose_type(game, ctx, part, key):
    if key in ctx.answers:
        return None
    types = tuple(t for t in CREATURE_TYPES if t != "Wall")
    return Choice(ctx.controller, "creature_type", "prompt.creature_type", types, key=key)


def _become_type(game, ctx, part):
    chosen = ctx.answers[(part, 0)][0]
    ids = [r for r in game.still_legal(ctx, _selection_target, part)]
    if not ids:
        return []

    def modify(ch, _game, _source, _obj, new=chosen):
        # CR 205.1b: the new creature types replace the old ones; other subtypes stay
        ch.subtypes = frozenset(s for s in ch.subtypes if s not in CREATURE_TYPES) | {new}

    return [Op("effect", effect=ContinuousEffect(
        "4", modify, locked=frozenset(ids), source=ctx.source, controller=ctx.controller,
        timestamp=game.next_timestamp(), until="end_of_turn", key="ce.becomes_type",
        params=(("type", chosen),)))]


card("Unnatural Selection", "{1}{U}", "Enchantment",
     text="{1}: Choose a creature type other than Wall. Target creature becomes that type "
          "until end of turn.",
     abilities=[Activated(cost("{1}"), (Custom(_become_type, (_selection_target,),
                                               key="effect.becomes_type",
                                               choose=_choose_type),))])
PROMPTS.setdefault("prompt.creature_type", "Choose a creature type.")


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
