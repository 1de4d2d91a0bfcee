"""Betrayers of Kamigawa's ninjas and the evasive creatures that carry them in.

Ninjutsu is :func:`manastack.mechanics.ninjutsu.ninjutsu`; fear is
:data:`manastack.mechanics.fear.FEAR`; regeneration is
:class:`manastack.mechanics.regeneration.Regenerate`.

"That player" in a ninja's combat-damage trigger is the player it damaged (the
trigger's event).  Its targets are chosen as the trigger is put on the stack, among
an opponent's objects: in a two-player game that is the damaged player.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.kinds import KeywordName
from ..engine.objects import BATTLEFIELD, GRAVEYARD, is_player_ref, player_of
from ..engine.ops import Op, move
from ..engine.selectors import creatures, lands, subtype, with_power, you_own
from ..engine.targets import (
    TargetSpec,
    all_of,
    is_creature,
    not_colour,
    opponent_controls,
    target_creature,
    target_player,
    you_control,
)
from ..engine.triggers import DealsCombatDamage, SpellCast
from ..language.effects import (
    Custom,
    Destroy,
    Discard,
    Draw,
    Exile,
    LoseLife,
    May,
    Pump,
    ReturnToHand,
    SearchLibrary,
    TapOrUntap,
)
from ..language.keywords import FLYING
from ..mechanics.fear import FEAR
from ..mechanics.kamigawa import TapOrUntapTarget
from ..mechanics.ki import spirit_or_arcane
from ..mechanics.ninjutsu import ninjutsu
from ..mechanics.regeneration import Regenerate
from ..mechanics.soulshift import soulshift
from . import Activated, Keyword, Triggered, behaviour, cost
from .onslaught import DamagedPlayerDiscards

if TYPE_CHECKING:
    from ..engine.context import Context
    from ..engine.game import Game
    from ..engine.objects import GameObject

CANT_BLOCK = Keyword(KeywordName.CANT_BLOCK)
_DAMAGES_A_PLAYER = DealsCombatDamage(to_player=True)


def damaged_player(ctx: Context) -> int | None:
    """The player the triggering combat damage was dealt to."""
    target = (ctx.event or {}).get("target")
    return player_of(target) if target is not None and is_player_ref(target) else None


def _during_your_turn(game: Game, obj: GameObject) -> bool:
    return game.active_player == game.chars(obj).controller


# ---------------------------------------------------------------------- ninjas
behaviour(
    "Ninja of the Deep Hours",
    abilities=[ninjutsu("{1}{U}"), Triggered(_DAMAGES_A_PLAYER, (May(Draw(1)),))],
)
behaviour(
    "Mistblade Shinobi",
    abilities=[
        ninjutsu("{U}"),
        Triggered(
            _DAMAGES_A_PLAYER,
            (
                May(
                    ReturnToHand(
                        target_creature(opponent_controls(is_creature), "target.creature_opponent")
                    )
                ),
            ),
        ),
    ],
)
behaviour(
    "Okiba-Gang Shinobi",
    abilities=[ninjutsu("{3}{B}"), Triggered(_DAMAGES_A_PLAYER, (DamagedPlayerDiscards(2),))],
)
behaviour(
    "Throat Slitter",
    abilities=[
        ninjutsu("{2}{B}"),
        Triggered(
            _DAMAGES_A_PLAYER,
            (
                Destroy(
                    target_creature(
                        opponent_controls(not_colour("B", is_creature)),
                        "target.nonblack_creature_opponent",
                    )
                ),
            ),
        ),
    ],
)
behaviour(
    "Skullsnatcher",
    abilities=[
        ninjutsu("{B}"),
        Triggered(
            _DAMAGES_A_PLAYER,
            (
                Exile(
                    TargetSpec(
                        "target.up_to_two_cards_opponents_graveyard",
                        objects=~you_own,
                        zone=GRAVEYARD,
                        count=2,
                        minimum=0,
                    )
                ),
            ),
        ),
    ],
)


def _look_at_their_hand(game: Game, ctx: Context, part: int) -> list[Op]:
    victim = damaged_player(ctx)
    if victim is None:
        return []
    return [Op("look", obj=c, player=ctx.controller) for c in game.players[victim].hand]


_ninja_you_control = TargetSpec("target.ninja_you_control", objects=you_control(subtype("Ninja")))
behaviour(
    "Walker of Secret Ways",
    abilities=[
        ninjutsu("{1}{U}"),
        Triggered(_DAMAGES_A_PLAYER, (Custom(_look_at_their_hand, key="effect.look"),)),
        Activated(cost("{1}{U}"), (ReturnToHand(_ninja_you_control),), condition=_during_your_turn),
    ],
)
behaviour(
    "Higure, the Still Wind",
    abilities=[
        ninjutsu("{2}{U}{U}"),
        Triggered(_DAMAGES_A_PLAYER, (May(SearchLibrary(subtype("Ninja"))),)),
        Activated(
            cost("{2}"),
            (
                Pump(
                    TargetSpec(
                        "target.ninja_creature", objects=all_of(is_creature, subtype("Ninja"))
                    ),
                    0,
                    0,
                    (KeywordName.UNBLOCKABLE,),
                ),
            ),
        ),
    ],
)


def _reanimate_theirs(game: Game, ctx: Context, part: int) -> list[Op]:
    return [
        move(card, BATTLEFIELD, "return", controller=ctx.controller)
        for card in game.still_legal(ctx, _their_creature_card, part)
    ]


_their_creature_card = TargetSpec(
    "target.creature_card_opponents_graveyard",
    objects=(creatures & ~you_own),
    zone=GRAVEYARD,
)
behaviour(
    "Ink-Eyes, Servant of Oni",
    abilities=[
        ninjutsu("{3}{B}{B}"),
        Triggered(
            _DAMAGES_A_PLAYER,
            (
                May(
                    Custom(
                        _reanimate_theirs, targets=(_their_creature_card,), key="effect.reanimate"
                    )
                ),
            ),
        ),
        Activated(cost("{1}{B}"), (Regenerate(),)),
    ],
)
behaviour(
    "Nezumi Shadow-Watcher",
    abilities=[
        Activated(
            cost(sacrifice_self=True),
            (Destroy(TargetSpec("target.ninja", objects=all_of(is_creature, subtype("Ninja")))),),
        )
    ],
)

# ------------------------------------------------------------- the way in
behaviour("Nezumi Cutthroat", abilities=[FEAR, CANT_BLOCK])
behaviour("Crawling Filth", abilities=[FEAR, soulshift(5)])


_RETURN_A_LAND = {"return_to_hand": lands}
behaviour(
    "Soratami Cloudskater",
    abilities=[
        FLYING,
        Activated(cost("{2}", **_RETURN_A_LAND), (Draw(1), Discard(1))),
    ],
)
behaviour(
    "Floodbringer",
    abilities=[
        FLYING,
        Activated(
            cost("{2}", **_RETURN_A_LAND),
            (TapOrUntap(TargetSpec("target.land", objects=lands)),),
        ),
    ],
)


behaviour(
    "Soratami Mirror-Guard",
    abilities=[
        FLYING,
        Activated(
            cost("{2}", **_RETURN_A_LAND),
            (
                Pump(
                    TargetSpec(
                        "target.creature_power_2_or_less", objects=(creatures & with_power(le=2))
                    ),
                    0,
                    0,
                    (KeywordName.UNBLOCKABLE,),
                ),
            ),
        ),
    ],
)
behaviour(
    "Kami of the Waning Moon",
    abilities=[
        FLYING,
        Triggered(
            SpellCast(filter=spirit_or_arcane),
            (Pump(target_creature(), 0, 0, (KeywordName.FEAR,)),),
        ),
    ],
)
behaviour(
    "Bile Urchin",
    abilities=[Activated(cost(sacrifice_self=True), (LoseLife(1, who=target_player()),))],
)
behaviour(
    "Kami of Twisted Reflection",
    abilities=[
        Activated(
            cost(sacrifice_self=True),
            (
                ReturnToHand(
                    target_creature(you_control(is_creature), "target.creature_you_control")
                ),
            ),
        )
    ],
)
behaviour(
    "Scuttling Death",
    abilities=[
        Activated(cost(sacrifice_self=True), (Pump(target_creature(), -1, -1),)),
        soulshift(4),
    ],
)
behaviour(
    "Teardrop Kami",
    abilities=[
        Activated(
            cost(sacrifice_self=True),
            (May(TapOrUntapTarget(target_creature())),),
        )
    ],
)
