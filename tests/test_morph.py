"""Morph and face-down spells and permanents: the MOR rulings of RULINGS.md (seed 002,
the Onslaught morph FAQ), played through the public API (CR 702.37, 708)."""

from __future__ import annotations

import json

import pytest

from manastack import Action, IllegalAction
from manastack.scenario import Scenario


# ------------------------------------------------------------------ helpers
def legal(game, kind, *args) -> bool:
    return Action(kind, tuple(args)) in game.legal_actions()


def cast_face_down(s: Scenario, card: int) -> int:
    """Cast a card face down, let it resolve; returns the face-down permanent."""
    s.cast(card, how="morph")
    s.resolve()
    return s.game.battlefield[-1]


def texts_for(game, viewer: int) -> str:
    """Everything the engine shows ``viewer``: view, log, prompt, action texts."""
    parts = [json.dumps(game.view(viewer)), "\n".join(game.log(viewer))]
    if game.decision is not None and game.decision.player == viewer:
        parts.append(game.prompt())
        parts += [game.describe(a, viewer) for a in game.legal_actions()]
    return "\n".join(parts)


def angel_face_down(s: Scenario, player: int = 0, lands: int = 7) -> int:
    card = s.hand(player, "Exalted Angel")
    s.lands(player, "Plains", lands)
    return card


# ------------------------------------------------------------------ MOR-01..03
def test_MOR_01_cast_face_down_for_3_as_a_nameless_colourless_2_2_spell():
    s = Scenario()
    angel = angel_face_down(s, lands=3)
    bears = s.hand(0, "Grizzly Bears")
    g = s.start()
    assert legal(g, "cast", angel, "morph")
    assert not legal(g, "cast", angel, "normal")  # {4}{W}{W} can't be paid with 3
    assert not legal(g, "cast", bears, "morph")  # no morph: can't be cast face down
    s.cast(angel, how="morph")
    spell = g.stack[-1]
    ch = g.chars(spell)
    assert (ch.name, ch.power, ch.toughness, ch.colours, ch.subtypes, ch.mana_value) == (
        "",
        2,
        2,
        frozenset(),
        frozenset(),
        0,
    )
    assert ch.types == frozenset({"Creature"}) and ch.abilities == ()
    assert all(g.objects[p].tapped for p in g.battlefield)  # paid {3}


def test_MOR_01_face_down_spell_has_sorcery_timing():
    s = Scenario()
    angel = angel_face_down(s, lands=3)
    g = s.start(step="upkeep")
    assert not legal(g, "cast", angel, "morph")


def test_MOR_02_opponent_may_respond_without_knowing_what_it_is():
    s = Scenario()
    angel = angel_face_down(s)
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start()
    s.cast(angel, how="morph")
    s.pass_priority()
    assert g.decision.player == 1 and g.stack  # Bob may respond
    assert any(a.kind == "cast" for a in g.legal_actions())
    assert "Exalted Angel" not in texts_for(g, 1)
    assert "Exalted Angel" in json.dumps(g.view(0))


def test_MOR_03_resolves_into_a_face_down_2_2_and_face_down_creatures_look_alike():
    s = Scenario()
    angel = s.hand(0, "Exalted Angel")
    basher = s.hand(0, "Spined Basher")
    s.lands(0, "Plains", 6)
    g = s.start()
    a = cast_face_down(s, angel)
    b = cast_face_down(s, basher)
    for oid in (a, b):
        ch = g.chars(oid)
        assert g.objects[oid].face_down
        assert (
            ch.name,
            ch.power,
            ch.toughness,
            ch.colours,
            ch.subtypes,
            ch.mana_value,
            ch.abilities,
        ) == ("", 2, 2, frozenset(), frozenset(), 0, ())
    seen = {p["id"]: p for p in g.view(1)["battlefield"] if p["face_down"]}
    strip = [{k: v for k, v in seen[o].items() if k not in ("id", "name")} for o in (a, b)]
    assert strip[0] == strip[1]
    assert seen[a]["name"] != seen[b]["name"]  # told apart by id only


# ------------------------------------------------------------------ MOR-04
def test_MOR_04_only_the_controller_may_look_at_face_down_objects():
    s = Scenario()
    angel = angel_face_down(s)
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start()
    fd = cast_face_down(s, angel)
    mine = next(p for p in g.view(0)["battlefield"] if p["id"] == fd)
    theirs = next(p for p in g.view(1)["battlefield"] if p["id"] == fd)
    assert mine["card"] == "Exalted Angel" and "card" not in theirs
    s.pass_priority()  # Bob gets priority in Alice's main phase
    assert g.decision.player == 1
    g.act(Action("cast", (shock, "normal")))
    assert legal(g, "target", fd)
    assert "Exalted Angel" not in texts_for(g, 1)
    events = [e for e in g.events if e.get("card") == "Exalted Angel"]
    assert events and all(1 in e.secret_from or e.kind in ("morph_cost",) for e in events)


# ------------------------------------------------------------------ MOR-05
def test_MOR_05_face_down_permanent_leaving_is_revealed():
    s = Scenario()
    angel = angel_face_down(s)
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    g = s.start()
    fd = cast_face_down(s, angel)
    assert "Exalted Angel" not in "\n".join(g.log(1))
    s.pass_priority()
    s.cast(murder, targets=[fd]).resolve()
    assert s.graveyard_names(0) == ["Exalted Angel"]
    assert "Exalted Angel" in "\n".join(g.log(1))


def test_MOR_05_face_down_spell_leaving_the_stack_is_revealed_and_all_at_game_end():
    s = Scenario()
    angel = angel_face_down(s)
    basher = s.hand(0, "Spined Basher")
    g = s.start()
    cast_face_down(s, basher)
    s.cast(angel, how="morph")
    assert "Spined Basher" not in texts_for(g, 1)
    g.concede(0)
    log = "\n".join(g.log(1))
    assert "Spined Basher" in log and "Exalted Angel" in log
    assert [e["why"] for e in g.events if e.kind == "reveal"] == ["game_end", "game_end"]


# ------------------------------------------------------------------ MOR-06
def test_MOR_06_turning_face_up_is_a_special_action_that_cant_be_responded_to():
    s = Scenario()
    angel = angel_face_down(s)
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start()
    fd = cast_face_down(s, angel)
    s.pass_priority()
    s.cast(shock, targets=[fd]).pass_priority()
    assert g.decision.player == 0  # Alice may answer the Shock
    stack_before = list(g.stack)
    s.turn_face_up(fd)
    assert g.stack == stack_before  # nothing went on the stack
    assert g.decision.player == 0 and g.decision.kind == "priority"  # she keeps priority
    assert g.chars(fd).name == "Exalted Angel"
    s.resolve()
    assert fd in g.battlefield and g.objects[fd].damage == 2  # a 4/5 survives the Shock


def test_MOR_06_turning_face_up_needs_the_morph_cost():
    s = Scenario()
    s.lands(0, "Plains", 3)
    fd = s.battlefield(0, "Exalted Angel", face_down=True)
    g = s.start()
    assert not legal(g, "special", fd, "turn_face_up")  # {2}{W}{W} needs four lands
    with pytest.raises(IllegalAction):
        g.act(Action("special", (fd, "turn_face_up")))


# ------------------------------------------------------------------ MOR-07
def test_MOR_07_face_down_permanents_stay_distinguishable():
    s = Scenario()
    a = s.battlefield(0, "Exalted Angel", face_down=True)
    b = s.battlefield(0, "Spined Basher", face_down=True)
    g = s.start(step="beginning_of_combat")
    s.attack(b)
    view = {p["id"]: p for p in g.view(1)["battlefield"]}
    assert "attacking" in view[b] and "attacking" not in view[a]
    assert [p["id"] for p in g.view(1)["battlefield"]] == [a, b]  # order of entry
    assert f"#{b}" in "\n".join(g.log(1)) and "Basher" not in "\n".join(g.log(1))


# ------------------------------------------------------------------ MOR-08/09
def test_MOR_08_colour_type_counters_and_auras_remain_after_turning_face_up():
    s = Scenario()
    fd = s.battlefield(0, "Exalted Angel", face_down=True, counters={"+1/+1": 1})
    s.battlefield(0, "Unnatural Selection")
    visionary = s.battlefield(0, "Tidal Visionary")
    strength = s.hand(0, "Holy Strength")
    s.lands(0, "Plains", 5)
    s.lands(0, "Island", 2)
    g = s.start()
    s.activate(g.find("Unnatural Selection")[0], targets=[fd])
    s.resolve()
    s.choose("Zombie")
    s.activate(visionary, targets=[fd])
    s.resolve()
    s.choose("R")
    s.cast(strength, targets=[fd]).resolve()
    assert g.chars(fd).subtypes == {"Zombie"} and g.chars(fd).colours == {"R"}
    s.turn_face_up(fd)
    ch = g.chars(fd)
    assert ch.name == "Exalted Angel"
    assert ch.subtypes == {"Zombie"} and ch.colours == {"R"}
    assert (ch.power, ch.toughness) == (4 + 1 + 1, 5 + 1 + 2)
    assert g.objects[fd].counters == {"+1/+1": 1}


def test_MOR_09_pump_given_face_down_applies_to_the_face_up_values():
    s = Scenario()
    fd = s.battlefield(0, "Charging Slateback", face_down=True)  # a 4/3
    growth = s.hand(0, "Giant Growth")
    s.lands(0, "Mountain", 5)
    s.battlefield(0, "Forest")
    s.start()
    s.cast(growth, targets=[fd]).resolve()
    assert s.pt(fd) == (5, 5)
    s.turn_face_up(fd)
    assert s.pt(fd) == (7, 6)


# ------------------------------------------------------------------ MOR-10
def test_MOR_10_turning_face_up_changes_neither_sickness_nor_tapped_status():
    s = Scenario()
    firecat = s.hand(0, "Blistering Firecat")
    sick = s.battlefield(0, "Branchsnap Lorian", face_down=True, sick=True)
    tapped = s.battlefield(0, "Spined Basher", face_down=True, tapped=True)
    s.lands(0, "Mountain", 5)
    s.lands(0, "Forest", 3)
    s.lands(0, "Swamp", 6)
    g = s.start()
    fd = cast_face_down(s, firecat)
    s.turn_face_up(fd)
    assert g.chars(fd).has("haste")  # the Firecat may attack: it has haste face up
    s.turn_face_up(sick)
    entry = next(p for p in g.view(0)["battlefield"] if p["id"] == sick)
    assert entry["summoning_sick"] is True
    s.turn_face_up(tapped)
    assert g.objects[tapped].tapped and g.chars(tapped).name == "Spined Basher"
    s.pass_until_decision("attackers")
    attackers = {a.args[0] for a in g.legal_actions() if a.kind == "attack"}
    assert attackers == {fd}


# ------------------------------------------------------------------ MOR-11
def test_MOR_11_new_controller_may_look_and_turn_it_face_up():
    s = Scenario()
    fd = s.battlefield(1, "Exalted Angel", face_down=True)
    magic = s.hand(0, "Control Magic")
    s.lands(0, "Island", 4)
    s.lands(0, "Plains", 4)
    g = s.start()
    assert "Exalted Angel" not in json.dumps(g.view(0))
    s.cast(magic, targets=[fd]).resolve()
    assert g.controller_of(fd) == 0
    entry = next(p for p in g.view(0)["battlefield"] if p["id"] == fd)
    assert entry["card"] == "Exalted Angel"
    assert legal(g, "special", fd, "turn_face_up")
    s.turn_face_up(fd)
    assert g.chars(fd).name == "Exalted Angel" and g.controller_of(fd) == 0


# ------------------------------------------------------------------ MOR-12
def test_MOR_12_face_down_creature_returned_to_hand_is_revealed():
    s = Scenario()
    fd = s.battlefield(1, "Silent Specter", face_down=True)
    unsummon = s.hand(0, "Unsummon")
    s.battlefield(0, "Island")
    g = s.start()
    s.cast(unsummon, targets=[fd]).resolve()
    assert s.hand_names(1) == ["Silent Specter"]
    assert [c["name"] for c in g.view(0)["players"][1]["known_hand"]] == ["Silent Specter"]
    assert "Silent Specter is returned to its owner's hand." in g.log(0)


# ------------------------------------------------------------------ MOR-13
def test_MOR_13_faceless_butcher_exiles_face_down_card_face_up_and_returns_it_face_up():
    s = Scenario()
    fd = s.battlefield(1, "Krosan Colossus", face_down=True)
    butcher = s.hand(0, "Faceless Butcher")
    murder = s.hand(0, "Murder")
    s.lands(0, "Swamp", 7)
    g = s.start()
    s.cast(butcher).resolve()
    s.act("target", fd)
    s.resolve()
    exiled = g.exile[-1]
    assert [e["name"] for e in g.view(0)["exile"]] == ["Krosan Colossus"]
    assert not g.objects[exiled].face_down
    s.cast(murder, targets=[g.find("Faceless Butcher")[0]]).resolve()
    s.resolve_all()
    back = g.find("Krosan Colossus", zone="battlefield")
    assert len(back) == 1 and not g.objects[back[0]].face_down
    assert s.pt(back[0]) == (9, 9) and g.controller_of(back[0]) == 1


# ------------------------------------------------------------------ MOR-14
def test_MOR_14_face_down_spell_cant_be_turned_face_up():
    s = Scenario()
    angel = angel_face_down(s, lands=10)
    g = s.start()
    s.cast(angel, how="morph")
    spell = g.stack[-1]
    assert g.decision.player == 0
    assert not any(a.kind == "special" for a in g.legal_actions())
    with pytest.raises(IllegalAction):
        g.act(Action("special", (spell, "turn_face_up")))


# ------------------------------------------------------------------ MOR-15
def test_MOR_15_turned_face_up_before_damage_deals_face_up_damage_and_triggers():
    s = Scenario()
    fd = s.battlefield(0, "Hystrodon", face_down=True)
    s.lands(0, "Forest", 3)
    s.library(0, "Forest")
    g = s.start(step="beginning_of_combat")
    s.attack(fd)
    s.pass_until("declare_blockers")
    assert g.decision.player == 0
    s.turn_face_up(fd)
    s.pass_priority(2)
    assert s.life(1) == 20 - 3
    assert len(g.stack) == 1  # the trigger
    s.resolve()
    assert g.decision.kind == "may"  # "you may draw a card"
    s.choose("yes")
    assert s.hand_names(0) == ["Forest"]


def test_MOR_15_turned_face_up_after_damage_doesnt_change_it():
    s = Scenario()
    fd = s.battlefield(0, "Hystrodon", face_down=True)
    s.lands(0, "Forest", 3)
    g = s.start(step="beginning_of_combat")
    s.attack(fd)
    s.pass_until("combat_damage")
    assert s.life(1) == 18
    s.turn_face_up(fd)
    assert s.life(1) == 18 and g.decision.kind == "priority" and not g.stack


# ------------------------------------------------------------------ MOR-16
def test_MOR_16_still_the_same_target_after_turning_face_up():
    s = Scenario()
    fd = s.battlefield(0, "Zombie Cutthroat", face_down=True)
    blade = s.hand(1, "Doom Blade")
    s.lands(1, "Swamp", 2)
    g = s.start()
    s.pass_priority()
    s.cast(blade, targets=[fd]).pass_priority()
    s.turn_face_up(fd)  # pays 5 life
    assert s.life(0) == 15 and "B" in g.chars(fd).colours
    s.resolve()
    assert fd in g.battlefield  # now black: Doom Blade fizzles
    assert any(e.kind == "fizzle" for e in g.events)


def test_MOR_16_shock_still_hits_the_turned_face_up_creature():
    s = Scenario()
    fd = s.battlefield(0, "Spined Basher", face_down=True)  # 3/1 face up
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.lands(0, "Swamp", 3)
    g = s.start()
    s.pass_priority()
    s.cast(shock, targets=[fd]).pass_priority()
    s.turn_face_up(fd)
    s.resolve()
    assert s.graveyard_names(0) == ["Spined Basher"]
    assert g.objects.get(fd) is None


# ------------------------------------------------------------------ MOR-17
def test_MOR_17_face_down_spell_can_be_countered():
    s = Scenario()
    angel = angel_face_down(s)
    counter = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    g = s.start()
    s.cast(angel, how="morph")
    s.pass_priority()
    s.cast(counter, targets=[g.stack[-1]]).resolve()
    assert not g.stack and s.graveyard_names(0) == ["Exalted Angel"]
    assert "Exalted Angel" in "\n".join(g.log(1))  # revealed as it left the stack


# ------------------------------------------------------------------ MOR-18
def test_MOR_18_face_down_permanent_has_no_morph_face_up_it_does():
    s = Scenario()
    fd = s.battlefield(1, "Exalted Angel", face_down=True)
    master = s.battlefield(0, "Master of the Veil", face_down=True)
    s.lands(0, "Island", 3)
    s.lands(1, "Plains", 4)
    g = s.start()
    assert not g.chars(fd).has("morph")
    s.turn_face_up(master)
    # "target creature with a morph ability": the face-down Angel isn't one
    assert g.decision.kind == "target"
    assert [a.args[0] for a in g.legal_actions()] == [master]
    s.act("target", master)
    s.resolve()
    s.choose("no")
    assert g.objects[fd].face_down
    s.pass_priority()  # Bob turns his Angel face up: now it has morph
    s.turn_face_up(fd)
    assert g.chars(fd).has("morph")


# ------------------------------------------------------------------ MOR-19
def test_MOR_19_copy_of_a_face_down_creature_is_a_plain_2_2_for_good():
    s = Scenario()
    fd = s.battlefield(1, "Exalted Angel", face_down=True)
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    s.lands(1, "Plains", 4)
    g = s.start()
    s.cast(clone).resolve()
    assert g.decision.kind == "replacement_choice"
    s.choose(fd)
    copy = g.battlefield[-1]
    ch = g.chars(copy)
    assert (ch.name, ch.power, ch.toughness, ch.colours, ch.subtypes, ch.abilities) == (
        "",
        2,
        2,
        frozenset(),
        frozenset(),
        (),
    )
    assert not g.objects[copy].face_down and not legal(g, "special", copy, "turn_face_up")
    assert "Exalted Angel" not in texts_for(g, 0)
    s.pass_priority()
    s.turn_face_up(fd)
    assert s.pt(copy) == (2, 2) and g.chars(copy).name == ""


# ------------------------------------------------------------------ MOR-20
def test_MOR_20_meddling_mage_stops_firecat_face_up_but_not_face_down():
    s = Scenario()
    mage = s.hand(1, "Meddling Mage")
    s.battlefield(1, "Plains")
    s.battlefield(1, "Island")
    firecat = s.hand(0, "Blistering Firecat")
    s.lands(0, "Mountain", 4)
    s.library(0, "Mountain")
    g = s.start(active=1)
    s.cast(mage).resolve()
    assert g.decision.kind == "choose_name" and g.decision.player == 1
    s.choose("Blistering Firecat")
    assert "Bob chooses Blistering Firecat for Meddling Mage." in g.log(0)
    s.pass_until("main1", active=0)
    assert legal(g, "cast", firecat, "morph")
    assert not legal(g, "cast", firecat, "normal")


# ------------------------------------------------------------------ MOR-21
def test_MOR_21_cast_face_down_from_the_graveyard_with_yawgmoths_will():
    s = Scenario()
    will = s.hand(0, "Yawgmoth's Will")
    angel = s.graveyard(0, "Exalted Angel")
    s.lands(0, "Swamp", 6)
    g = s.start()
    assert not legal(g, "cast", angel, "morph")
    s.cast(will).resolve()
    assert [e["name"] for e in g.view(0)["exile"]] == ["Yawgmoth's Will"]  # exiled instead
    assert legal(g, "cast", angel, "morph")
    s.cast(angel, how="morph")
    entry = g.view(1)["stack"][0]
    assert entry["card"] == "Exalted Angel"  # everyone saw which card it was
    s.resolve()
    assert "Exalted Angel resolves." in g.log(1)
    assert g.objects[g.battlefield[-1]].face_down


def test_yawgmoths_will_lets_you_play_lands_and_exiles_cards_bound_for_the_graveyard():
    s = Scenario()
    will = s.hand(0, "Yawgmoth's Will")
    shock = s.graveyard(0, "Shock")
    land = s.graveyard(0, "Mountain")
    s.lands(0, "Swamp", 3)
    g = s.start()
    s.cast(will).resolve()
    assert legal(g, "play", land)
    g.act(Action("play", (land,)))
    s.cast(shock, targets=["P1"]).resolve()
    assert s.life(1) == 18
    assert s.graveyard_names(0) == [] and sorted(e["name"] for e in g.view(0)["exile"]) == [
        "Shock",
        "Yawgmoth's Will",
    ]


# ------------------------------------------------------------------ MOR-22
def test_MOR_22_turning_face_up_doesnt_trigger_enters_abilities():
    s = Scenario()
    digger = s.battlefield(1, "Gravedigger", face_down=True)
    s.graveyard(1, "Grizzly Bears")
    butcher = s.battlefield(1, "Faceless Butcher", face_down=True)
    s.battlefield(0, "Grizzly Bears")
    opens = s.hand(0, "Break Open", "Break Open")
    s.lands(0, "Mountain", 4)
    g = s.start()
    zone_events = sum(1 for e in g.events if e.kind == "zone")
    s.cast(opens[0], targets=[digger]).resolve()
    s.cast(opens[1], targets=[butcher]).resolve()
    assert g.chars(digger).name == "Gravedigger" and g.chars(butcher).name == "Faceless Butcher"
    assert not g.stack and g.decision.kind == "priority"  # no "enters" trigger
    moved = [e for e in g.events[zone_events:] if e.kind == "zone" and e["to"] == "battlefield"]
    assert moved == [] and s.battlefield_names(0).count("Grizzly Bears") == 1


# ------------------------------------------------------------------ MOR-23
def test_MOR_23_face_up_permanent_turned_face_down_by_an_effect():
    s = Scenario()
    angel = s.battlefield(1, "Exalted Angel")
    master = s.battlefield(0, "Master of the Veil", face_down=True)
    s.lands(0, "Island", 3)
    s.lands(1, "Plains", 4)
    g = s.start()
    s.turn_face_up(master)
    assert g.decision.kind == "target"  # the trigger goes on the stack
    s.act("target", angel)
    s.resolve()
    s.choose("yes")
    ch = g.chars(angel)
    assert g.objects[angel].face_down and (ch.name, ch.power, ch.abilities) == ("", 2, ())
    assert g.controller_of(angel) == 1
    s.pass_priority()
    assert legal(g, "special", angel, "turn_face_up")  # the same rules apply
    s.turn_face_up(angel)
    assert g.chars(angel).name == "Exalted Angel"


# ------------------------------------------------------------------ MOR-24
def test_MOR_24_spell_cast_face_down_is_face_down_before_it_is_on_the_stack():
    s = Scenario()
    angel = angel_face_down(s)
    g = s.start()
    s.cast(angel, how="morph")
    cast = [e for e in g.events if e.kind == "zone" and e["cause"] == "cast"][-1]
    assert cast["face_down"] and 1 in cast.secret_from
    assert g.chars(g.stack[-1]).name == ""


def test_MOR_24_permanent_put_onto_the_battlefield_face_down_has_no_enters_abilities():
    """No card of the Onslaught block puts a card onto the battlefield face down, so
    this drives the ``move`` event with ``face_down`` directly (engine level)."""
    from manastack.engine.ops import move
    from manastack.engine.perform import change_now, replacements_for

    s = Scenario()
    mage = s.hand(0, "Meddling Mage")
    digger = s.hand(0, "Gravedigger")
    s.graveyard(0, "Grizzly Bears")
    g = s.start()
    assert replacements_for(g, move(mage, "battlefield", "effect"))  # "as enters" applies
    assert replacements_for(g, move(mage, "battlefield", "effect", face_down=True)) == []
    new = change_now(g, move(digger, "battlefield", "effect", face_down=True))
    assert g.objects[new].face_down and not g.waiting_triggers
    assert "Gravedigger" not in texts_for(g, 1)


def test_MOR_04_a_known_card_cast_face_down_cant_be_traced_by_its_id():
    """Bob saw Alice's Skirk Marauder return to her hand; when she casts a card
    face down, nothing links the face-down spell to that card."""
    from manastack.engine.view import player_events

    s = Scenario()
    fd = s.battlefield(0, "Skirk Marauder", face_down=True)
    s.hand(0, "Spined Basher")
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.lands(0, "Mountain", 3)
    s.library(0, "Island")
    g = s.start(active=1)
    s.cast(unsummon, targets=[fd]).resolve()
    marauder = g.find("Skirk Marauder", zone="hand")[0]
    assert [c["id"] for c in g.view(1)["players"][0]["known_hand"]] == [marauder]
    s.pass_until("main1", active=0)
    seen = len(g.events)
    s.cast(marauder, how="morph")
    records = player_events(g, 1, seen)
    assert all(marauder not in (r.get("obj"), r.get("new")) for r in records)
    assert "Skirk Marauder" not in json.dumps(records) + json.dumps(g.view(1))
    assert "Skirk Marauder" not in "\n".join(g.log(1)[-len(records) :])


def test_copy_and_replay_in_the_middle_of_turning_face_up():
    """DESIGN: copy anywhere — even while a morph cost is being chosen and paid."""
    from manastack import Game, snapshot

    s = Scenario()
    fd = s.battlefield(0, "Putrid Raptor", face_down=True)
    zombie = s.hand(0, "Gravedigger")
    g = s.start()
    g.act(Action("special", (fd, "turn_face_up")))
    assert g.decision.kind == "morph_cost"
    twin = g.copy()
    again = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert snapshot(twin) == snapshot(g) == snapshot(again)
    twin.act(Action("choose", (zombie,)))
    assert twin.chars(fd).name == "Putrid Raptor" and g.objects[fd].face_down


def test_clone_entering_as_meddling_mage_names_a_card_too():
    """CR 707.9, 614.12: a permanent entering as a copy has the copied "as this
    enters" abilities, so a Clone copying Meddling Mage names a card."""
    s = Scenario()
    s.battlefield(1, "Meddling Mage")
    clone = s.hand(0, "Clone")
    s.lands(0, "Island", 4)
    shock = s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    g = s.start()
    s.cast(clone).resolve()
    mage = g.find("Meddling Mage", "battlefield")[0]
    s.choose(mage)
    assert g.decision.kind == "choose_name" and g.decision.player == 0
    s.choose("Shock")
    copy = g.battlefield[-1]
    assert g.chars(copy).name == "Meddling Mage"
    assert "Alice chooses Shock for Clone." in g.log(1)
    s.pass_until("main1", active=1)
    assert not legal(g, "cast", shock, "normal")
