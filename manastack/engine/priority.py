"""What a player with priority may do (CR 117.1), and the checks made before a
player receives priority (CR 117.5: state-based actions, then triggers)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.actions import Action
from ..core.kinds import ActionKind, DecisionKind
from ..core.mana import pool_covers
from ..core.registry import RULES
from .ability_index import ManaAbilityRef, activated_abilities
from .casting import (
    ActivateAbility,
    ActivateManaAbility,
    AvailableMana,
    CastSpell,
    TargetAnswers,
    can_activate,
    can_cast,
    can_make_mana,
    cast_modes,
    mana_triggers,
)
from .model import Activated, CardDef, FlashIf
from .objects import BATTLEFIELD, GRAVEYARD, HAND, summoning_sick
from .ops import Op, move
from .perform import change, change_now
from .sba import check_state_based_actions
from .steps import Step
from .timing import in_main_phase_with_empty_stack, may_play_another_land
from .triggers import PutTriggersOnStack

if TYPE_CHECKING:
    from .game import Game


def state_based_actions_and_triggers(game: Game) -> bool | None:
    """CR 704.3 / 117.5.  Returns True if something happened (check again),
    False if nothing did, None if a step was pushed or a question asked."""
    performed = check_state_based_actions(game)
    if performed is None or game.over:
        return None
    if performed:
        return True
    if game.waiting_triggers:
        game.push(PutTriggersOnStack(game.active_player))
        return None
    return False


PASS = Action(ActionKind.PASS)
MANA_ABILITIES = Action(ActionKind.MANA_ABILITIES)
DONE = Action(ActionKind.DONE)


def priority_actions(game: Game, player: int) -> list[Action]:
    """Every legal action for the player with priority (CR 117.1)."""

    actions = [PASS]
    me = game.players[player]
    sorcery_timing = in_main_phase_with_empty_stack(game, player)
    # special action: play a land (CR 116.2a, 305.1)
    if sorcery_timing and may_play_another_land(game, player):
        for oid in me.hand:
            card = game.objects[oid].card
            if "Land" in card.faces[0].types:
                actions.append(Action(ActionKind.PLAY, (oid,)))
            elif card.layout == "modal_dfc" and "Land" in card.faces[1].types:
                actions.append(Action(ActionKind.PLAY, (oid, 1)))
    # cast spells (CR 601); the mana a player could make is found only once a
    # card passes the timing check, and then serves every spell and ability
    mana: AvailableMana | None = None
    abilities = activated_abilities(game, player)
    objects = game.objects
    for oid in _castable_cards(game, player):
        obj = objects[oid]
        if (
            not sorcery_timing
            and not obj.card.instant_speed
            and FlashIf not in obj.card.faces[0].ability_kinds
            and obj.zone == HAND
        ):
            continue  # CR 307.1: sorcery timing only (timing_ok checks a FlashIf,
            # and a way to cast from elsewhere "as though it had flash")
        for mode in cast_modes(game, player, obj):
            if mana is None:
                mana = AvailableMana(game, player, abilities=abilities)
            if (
                mode.cost.least_coloured > mana.most
                and game._cost_reduction(player, obj, mode).is_empty()
            ):
                continue  # only reductions by symbols take off more than generic mana
            if can_cast(game, player, obj, mode, mana):
                actions.append(Action(ActionKind.CAST, (oid, mode.name)))
    # activate abilities (CR 602); mana abilities (CR 605.3a) sit behind one
    # "mana" action so they don't crowd the list (DESIGN: small choices)
    targets = TargetAnswers()
    for oid, i, ability in abilities.other:
        if mana is None:
            mana = AvailableMana(game, player, abilities=abilities)
        if can_activate(game, player, oid, i, ability, mana, targets):
            actions.append(Action(ActionKind.ACTIVATE, (oid, i)))
    # abilities that function while their card is in its owner's hand or
    # graveyard (CR 113.6b, 113.6j: ninjutsu, CR 702.49a; "Exile this card from
    # your graveyard: ...", "return this card from your graveyard to your hand")
    if game.any_card(_works_from_hand_or_graveyard):
        for zone, cards in ((HAND, me.hand), (GRAVEYARD, me.graveyard)):
            for oid in cards:
                for i, ability in objects[oid].card.faces[0].activated:
                    if ability.zone != zone:
                        continue
                    if mana is None:
                        mana = AvailableMana(game, player, abilities=abilities)
                    if can_activate(game, player, oid, i, ability, mana, targets):
                        actions.append(Action(ActionKind.ACTIVATE, (oid, i)))
    # without the mana window (a research option) they are activated only in payments
    if game.mana_window and usable_mana_abilities(game, player, abilities.mana, first_only=True):
        actions.append(MANA_ABILITIES)
    for provider in game.hooks(RULES.special_actions):
        actions.extend(provider(game, player))
    return actions


def _works_from_hand_or_graveyard(card: CardDef) -> bool:
    """Does the card print an activated ability that functions while it is in
    its owner's hand or graveyard (CR 113.6b, 113.6j)?"""
    return any(ability.zone in (HAND, GRAVEYARD) for _, ability in card.faces[0].activated)


def _castable_cards(game: Game, player: int) -> list[int]:
    """Cards ``player`` might cast: their hand, and cards elsewhere that an
    effect lets them cast (CR 601.3; ``RULES.cast_permissions``) or a
    mechanic's way to cast may (``RULES.cast_candidates``)."""
    ids = game.players[player].hand
    for hooks in (RULES.cast_permissions, RULES.cast_candidates):
        for allowed in game.hooks(hooks):
            more = allowed(game, player)
            if more:
                ids = ids + [oid for oid in more if oid not in ids]
    return ids


def start_action(game: Game, player: int, action: Action) -> None:
    """Begin doing what ``action`` says; priority returns to ``player`` after
    (CR 117.3c)."""

    if action.kind == ActionKind.PLAY:
        oid = action.args[0]
        face = action.args[1] if len(action.args) > 1 else 0
        game.players[player].lands_played += 1
        # the land enters through replacement effects ("enters tapped", CR 614.12)

        change(game, [move(oid, BATTLEFIELD, "play", controller=player, face_index=face)])
        return
    if action.kind == ActionKind.CAST:
        game.push(CastSpell(player, action.args[0], action.args[1]))
        return
    if action.kind == ActionKind.ACTIVATE:
        game.push(ActivateAbility(player, action.args[0], action.args[1]))
        return
    if action.kind == ActionKind.MANA_ABILITIES:
        game.push(ManaAbilities(player))
        return
    for handler in RULES.special_action_handlers:
        if handler(game, player, action):
            return
    raise RuntimeError(f"no handler for {action}")


def usable_mana_abilities(
    game: Game, player: int, refs: list[ManaAbilityRef], first_only: bool = False
) -> list[ManaAbilityRef]:
    """The mana abilities among ``refs`` that ``player`` can activate now (only
    the first one found, with ``first_only``)."""
    objects = game.objects
    found = []
    for ref in refs:
        if ref[3]:  # only {T}: decided without a call (CR 107.5, 302.6)
            obj = objects[ref[0]]
            if obj.tapped or (ref[4] and summoning_sick(game, obj, game.chars(obj))):
                continue
        elif not can_make_mana(game, player, ref[0], ref[1], ref[2]):
            continue
        found.append(ref)
        if first_only:
            break
    return found


def mana_ability_actions(game: Game, player: int) -> list[Action]:
    """Every mana ability ``player`` can activate now, one action per kind of mana."""
    usable = usable_mana_abilities(game, player, activated_abilities(game, player).mana)
    objects = game.objects
    return [
        Action(ActionKind.ACTIVATE, (ref[0], ref[1], m))
        for ref in usable
        for m in ref[2].mana_options(game, objects[ref[0]])
    ]


class ManaAbilities(Step):
    """Activating mana abilities while holding priority (CR 605.3a): any number,
    one at a time, then ``done``; the mana stays in the pool until the step ends."""

    __slots__ = ("player",)

    def __init__(self, player: int) -> None:
        self.player = player

    def run(self, game: Game) -> None:
        actions = mana_ability_actions(game, self.player)
        if not actions:
            game.pop(self)
            return
        actions.append(DONE)
        game.ask(self.player, DecisionKind.MANA_ABILITIES, "prompt.mana_abilities", options=actions)

    def options(self, game: Game) -> list[Action]:
        return mana_ability_actions(game, self.player) + [DONE]

    def answer(self, game: Game, action: Action) -> None:
        if action.kind == ActionKind.DONE:
            game.pop(self)
            return
        oid, index, mana = action.args
        ability = game.chars(oid).abilities[index]
        assert isinstance(ability, Activated)  # a mana ability offered by index
        if ability.cost.asks_choices:  # X, or permanents to choose (CR 605.3b, 601.2h)
            game.push(ActivateManaAbility(self.player, oid, index, mana, None))
            return
        if ability.once_each_turn:  # "Activate only once each turn" (CR 602.5b)
            game.objects[oid].activations[index] = game.turn_number
        _activate_mana(game, oid, ability, mana)


def _activate_mana(game: Game, oid: int, ability: Activated, option: str) -> None:
    """A mana ability resolves immediately (CR 605.3b)."""

    player = game.chars(oid).controller
    c = ability.cost
    if c.mana and not c.mana.is_empty():
        spend = pool_covers(c.mana, game.players[player].pool.available())
        assert spend is not None
        game.players[player].pool.spend(spend)
        game.pool_changed()
    if c.tap:
        change_now(game, Op("tap", obj=oid))
    if c.pay_life:  # CR 118.3, 119.4
        change_now(game, Op("life", player=player, amount=-c.pay_life))
    if c.sacrifice_self:
        change_now(game, move(oid, GRAVEYARD, "sacrifice"))
    if c.remove_counters is not None:  # CR 118.3: "Remove a counter" as part of the cost
        kind, n = c.remove_counters
        change_now(game, Op("counters", obj=oid, counter=kind, amount=-n))
    change_now(
        game, Op("mana", player=player, mana=option, source=oid, restriction=ability.restriction)
    )
    if ability.also is not None:  # the rest of the ability (CR 605.3b)
        for op in ability.also(game, game.objects[oid]):
            change_now(game, op)
    if c.tap:
        mana_triggers(game, oid)
