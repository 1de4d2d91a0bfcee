"""Champions of Kamigawa, the rest of the set (2): prevention, protection of a
chosen colour, things that last until the next end step, Keiga and Jugan, and
spells (cards in manastack/cards/kamigawa_batch2.py)."""

import pytest
from kamigawa_helpers import actions_of, cast_with_splices, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def _bolt(s, target, player=1):
    """Player ``player`` casts Lightning Bolt at ``target`` and it resolves."""
    bolt = s.hand(player, "Lightning Bolt")
    s.battlefield(player, "Mountain")
    s.cast(bolt, targets=[target])
    s.resolve_all()


# ------------------------------------------------------------------ prevention
def test_kitsune_healer_prevents_the_next_one_damage():
    s = Scenario()
    healer = s.battlefield(0, "Kitsune Healer")
    s.start()
    s.activate(healer, index=0, targets=["P0"]).resolve()
    _bolt(s, "P0", player=0)
    assert s.life(0) == 18  # 3 - 1
    _bolt(s, "P0", player=0)
    assert s.life(0) == 15  # the shield was used up


def test_kitsune_healer_prevents_all_damage_to_a_legendary_creature():
    s = Scenario()
    healer = s.battlefield(0, "Kitsune Healer")
    kiku = s.battlefield(0, "Kiku, Night's Flower")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.game.act(Action("activate", (healer, 1)))
    assert {a.args[0] for a in actions_of(s, "target")} == {kiku}
    s.game.act(Action("target", (kiku,)))
    s.resolve()
    _bolt(s, kiku, player=0)
    _bolt(s, kiku, player=0)
    assert kiku in s.game.battlefield and s.game.objects[kiku].damage == 0
    assert bears in s.game.battlefield


def test_eiganjo_castle_prevents_two_to_a_legend():
    s = Scenario()
    castle = s.battlefield(0, "Eiganjo Castle")
    s.battlefield(0, "Plains")
    legend = s.battlefield(0, "Nagao, Bound by Honor")  # 3/3
    s.start()
    s.activate(castle, index=1, targets=[legend]).resolve()
    _bolt(s, legend, player=0)
    assert legend in s.game.battlefield and s.game.objects[legend].damage == 1


def test_candles_glow_prevents_three_and_gains_that_much_life():
    s = Scenario()
    glow = s.hand(0, "Candles' Glow")
    s.lands(0, "Plains", 2)
    s.start()
    s.cast(glow, targets=["P0"])
    s.resolve_all()
    shock = s.hand(0, "Lava Spike")  # 3 damage to target player
    s.battlefield(0, "Mountain")
    s.cast(shock, targets=["P0"])
    s.resolve_all()
    assert s.life(0) == 23


def test_candles_glow_spliced_onto_arcane():
    s = Scenario()
    glow, spike = s.hand(0, "Candles' Glow", "Lava Spike")
    s.lands(0, "Plains", 2)
    s.battlefield(0, "Mountain")
    s.start()
    cast_with_splices(s, spike, spliced=[glow], targets=["P1", "P0"])
    s.resolve_all()
    assert s.life(1) == 17 and s.hand_names(0) == ["Candles' Glow"]
    _bolt(s, "P0", player=0)  # the spliced shield on Alice prevents it and she gains 3
    assert s.life(0) == 23


def test_ethereal_haze_stops_creature_damage_only():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    haze = s.hand(0, "Ethereal Haze")
    s.battlefield(0, "Plains")
    s.start(active=1)
    s.attack(bears)
    s.pass_priority()
    s.cast(haze)
    s.resolve_all()
    s.pass_until("main2", active=1)
    assert s.life(0) == 20
    _bolt(s, "P0")
    assert s.life(0) == 17


def test_generals_kabuto_shroud_and_no_combat_damage():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "General's Kabuto", attached_to=bears)
    ogre = s.battlefield(1, "Frost Ogre")
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.start(active=1)
    assert "shroud" in s.game.chars(bears).keywords
    s.game.act(Action("cast", (bolt, "normal")))
    assert bears not in {a.args[0] for a in actions_of(s, "target")}
    s.game.act(Action("target", ("P0",)))
    s.game.act(Action("autopay"))
    s.resolve_all()
    s.attack(ogre)
    s.block((bears, ogre))
    s.pass_until("main2", active=1)
    assert bears in s.game.battlefield and s.game.objects[bears].damage == 0
    assert "Frost Ogre" not in s.graveyard_names(1)  # the Bears' 2 damage still hit it


# --------------------------------------------------- protection of a chosen colour
def test_blessed_breath_protects_from_a_chosen_colour():
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    breath = s.hand(0, "Blessed Breath")
    s.battlefield(0, "Plains")
    s.start()
    s.cast(breath, targets=[bears])
    s.resolve()
    choose(s, "R")
    assert "protection:R" in s.game.chars(bears).keywords
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.game.act(Action("cast", (bolt, "normal")))
    assert bears not in {a.args[0] for a in actions_of(s, "target")}


def test_kami_of_the_painted_road_gains_protection():
    s = Scenario()
    kami = s.battlefield(0, "Kami of the Painted Road")
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(spike, targets=["P1"])
    s.resolve()
    choose(s, "B")
    assert "protection:B" in s.game.chars(kami).keywords


# ------------------------------------------------------ until the next end step
def test_otherworldly_journey_returns_the_creature_with_a_counter():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    journey = s.hand(0, "Otherworldly Journey")
    s.lands(0, "Plains", 2)
    s.start()
    s.cast(journey, targets=[bears])
    s.resolve_all()
    assert s.names(s.game.exile) == ["Grizzly Bears"]
    s.pass_until("end")
    s.resolve_all()
    back = s.find("Grizzly Bears", "battlefield")
    assert s.pt(back) == (3, 3) and s.game.chars(back).controller == 1


def test_hikari_may_blink_itself_until_the_end_step():
    s = Scenario()
    s.battlefield(0, "Hikari, Twilight Guardian")
    spike = s.hand(0, "Lava Spike")
    s.battlefield(0, "Mountain")
    s.start()
    s.cast(spike, targets=["P1"])
    s.resolve()
    yes(s)
    assert s.names(s.game.exile) == ["Hikari, Twilight Guardian"]
    s.pass_until("end")
    s.resolve_all()
    assert "Hikari, Twilight Guardian" in s.battlefield_names(0)


def test_kiki_jiki_copies_a_nonlegendary_creature_until_the_end_step():
    s = Scenario()
    kiki = s.battlefield(0, "Kiki-Jiki, Mirror Breaker", sick=True)  # haste
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Nagao, Bound by Honor")
    s.battlefield(1, "Grizzly Bears")
    s.start()
    s.game.act(Action("activate", (kiki, 1)))
    assert {a.args[0] for a in actions_of(s, "target")} == {bears}
    s.game.act(Action("target", (bears,)))
    s.resolve()
    copy = [o for o in s.game.battlefield if s.game.objects[o].is_token]
    assert len(copy) == 1 and s.game.chars(copy[0]).name == "Grizzly Bears"
    assert "haste" in s.game.chars(copy[0]).keywords
    s.attack(copy[0])
    s.pass_until("end")
    s.resolve_all()
    assert copy[0] not in s.game.battlefield and s.life(1) == 18


def test_through_the_breach_puts_a_hasty_creature_for_the_turn():
    s = Scenario()
    breach, ogre = s.hand(0, "Through the Breach", "Frost Ogre")
    s.lands(0, "Mountain", 5)
    s.start()
    s.cast(breach)
    s.resolve()
    choose(s, ogre)
    found = s.find("Frost Ogre", "battlefield")
    assert "haste" in s.game.chars(found).keywords
    s.attack(found)
    s.pass_until("end")
    s.resolve_all()
    assert s.graveyard_names(0).count("Frost Ogre") == 1 and s.life(1) == 15


def test_through_the_breach_on_a_creature_that_asks_as_it_enters():
    """CR 614.12, 603.7: Spider-Punk's riot is chosen as it enters; then it gains
    haste and is sacrificed at the next end step all the same (the haste and the
    sacrifice used to be lost while the choice was asked)."""
    s = Scenario()
    breach, punk = s.hand(0, "Through the Breach", "Spider-Punk")
    s.lands(0, "Mountain", 5)
    s.start()
    s.cast(breach)
    s.resolve()
    choose(s, punk)
    assert s.game.decision.kind != "priority" and len(s.game.legal_actions()) == 2  # riot
    s.game.act(s.game.legal_actions()[0])
    found = s.find("Spider-Punk", "battlefield")
    assert "haste" in s.game.chars(found).keywords
    s.pass_until("end")
    s.resolve_all()
    assert "Spider-Punk" in s.graveyard_names(0)


# ---------------------------------------------------------------- the Dragons
def _kill(s, creature):
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.cast(rend, targets=[creature])
    s.resolve_all()


def test_keiga_steals_a_creature_when_it_dies():
    s = Scenario()
    keiga = s.battlefield(0, "Keiga, the Tide Star")
    ogre = s.battlefield(1, "Frost Ogre")
    s.start(active=1)
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.cast(rend, targets=[keiga])
    s.resolve()
    s.game.act(Action("target", (ogre,)))
    s.resolve_all()
    assert s.game.chars(ogre).controller == 0


def test_jugan_distributes_five_counters():
    s = Scenario()
    jugan = s.battlefield(0, "Jugan, the Rising Star")
    bears = s.battlefield(0, "Grizzly Bears")
    elf = s.battlefield(0, "Llanowar Elves")
    s.start(active=1)
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.cast(rend, targets=[jugan])
    s.resolve()
    for target in (bears, bears, bears, elf, elf):
        s.game.act(Action("target", (target,)))
    s.resolve()
    yes(s)
    assert s.pt(bears) == (5, 5) and s.pt(elf) == (3, 3)


# ---------------------------------------------------------------------- spells
def test_terashis_cry_taps_up_to_three_creatures():
    s = Scenario()
    foes = [s.battlefield(1, "Grizzly Bears") for _ in range(4)]
    cry = s.hand(0, "Terashi's Cry")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(cry, targets=foes[:3])
    s.resolve_all()
    assert [s.game.objects[f].tapped for f in foes] == [True, True, True, False]


def test_strange_inversion_switches_power_and_toughness():
    s = Scenario()
    wall = s.battlefield(1, "Kami of Old Stone")  # 1/7
    inversion = s.hand(0, "Strange Inversion")
    s.lands(0, "Mountain", 3)
    s.start()
    s.cast(inversion, targets=[wall])
    s.resolve_all()
    assert s.pt(wall) == (7, 1)
    s.pass_until("upkeep", active=1)
    assert s.pt(wall) == (1, 7)


def test_zo_zu_punishes_each_land_drop():
    s = Scenario()
    s.battlefield(0, "Zo-Zu the Punisher")
    forest = s.hand(1, "Forest")
    plains = s.hand(0, "Plains")
    s.library(0, "Plains", "Plains")
    s.library(1, "Forest", "Forest")
    s.start()
    s.act("play", plains)
    s.resolve_all()
    assert s.life(0) == 18
    s.pass_until("main1", active=1)
    s.act("play", forest)
    s.resolve_all()
    assert s.life(1) == 18


def test_squelch_counters_an_activated_ability_and_draws():
    s = Scenario()
    frost = s.battlefield(1, "Frostwielder")
    squelch = s.hand(0, "Squelch")
    s.lands(0, "Island", 2)
    s.library(0, "Island")
    s.start(active=1)
    s.activate(frost, targets=["P0"])
    s.pass_priority()
    s.cast(squelch, targets=[s.game.stack[-1]])
    s.resolve_all()
    assert s.life(0) == 20 and s.hand_names(0) == ["Island"]


@pytest.mark.parametrize("where", ["top", "bottom"])
def test_hinder_puts_the_spell_on_top_or_bottom(where):
    s = Scenario()
    bolt = s.hand(1, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    hinder = s.hand(0, "Hinder")
    s.lands(0, "Island", 3)
    s.library(1, "Plains", "Plains")
    s.start(active=1)
    s.cast(bolt, targets=["P0"])
    s.pass_priority()
    s.cast(hinder, targets=[s.game.stack[-1]])
    s.resolve()
    choose(s, where)
    library = s.game.players[1].library
    position = library[-1] if where == "top" else library[0]
    assert s.game.objects[position].card.name == "Lightning Bolt"
    assert s.life(0) == 20 and s.graveyard_names(1) == []


def test_gifts_ungiven_lets_the_opponent_choose_two_for_the_graveyard():
    s = Scenario()
    gifts = s.hand(0, "Gifts Ungiven")
    s.lands(0, "Island", 4)
    cards = s.library(0, "Grizzly Bears", "Grizzly Bears", "Lava Spike", "Plains", "Island")
    s.start()
    s.cast(gifts, targets=["P1"])
    s.resolve()
    by_name = {}
    for c in cards:
        by_name.setdefault(s.game.objects[c].card.name, c)
    choose(s, by_name["Grizzly Bears"])
    options = {a.args[0] for a in s.game.legal_actions()}
    assert cards.count(by_name["Grizzly Bears"]) == 1
    assert not any(
        s.game.objects[o].card.name == "Grizzly Bears" for o in options if isinstance(o, int)
    )  # different names
    for name in ("Lava Spike", "Plains", "Island"):
        choose(s, by_name[name])
    assert s.game.decision.player == 1
    choose(s, by_name["Lava Spike"])
    choose(s, by_name["Island"])
    assert sorted(s.graveyard_names(0)) == ["Gifts Ungiven", "Island", "Lava Spike"]
    assert sorted(s.hand_names(0)) == ["Grizzly Bears", "Plains"]
