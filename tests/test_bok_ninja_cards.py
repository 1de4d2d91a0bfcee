"""The ninjas of Betrayers of Kamigawa and the evasive creatures of the ninja deck:
each card's own text, through the scenario harness."""

from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def _to_combat_damage_triggers(s: Scenario, attacker: int) -> None:
    """Attack with ``attacker``, declare no blocks, stop at the first question a
    combat-damage trigger asks (a target or "you may")."""
    s.attack(attacker)
    g = s.game
    for _ in range(50):
        d = g.decision
        if d.kind == "blockers":
            s.act("done")
        elif d.kind == "priority" and g.step not in ("end_of_combat", "main2"):
            s.pass_priority()
        else:
            return


def _ninja_hits(name: str, their=(), their_graveyard=(), their_hand=(), library=()):
    s = Scenario()
    ninja = s.battlefield(0, name)
    theirs = [s.battlefield(1, n) for n in their]
    grave = [s.graveyard(1, n) for n in their_graveyard]
    hand = [s.hand(1, n) for n in their_hand]
    if library:
        s.library(0, *library)
    s.start(step="main1", active=0)
    return s, ninja, theirs, grave, hand


def test_mistblade_shinobi_returns_a_creature_of_the_damaged_player():
    s, ninja, (bears,), _, _ = _ninja_hits("Mistblade Shinobi", their=["Steel Wall"])
    _to_combat_damage_triggers(s, ninja)
    s.game.act(Action("target", (bears,)))
    s.resolve()
    yes(s)
    assert s.hand_names(1) == ["Steel Wall"] and s.life(1) == 19


def test_okiba_gang_shinobi_makes_that_player_discard_two():
    s, ninja, _, _, hand = _ninja_hits(
        "Okiba-Gang Shinobi", their_hand=["Island", "Swamp", "Forest"]
    )
    _to_combat_damage_triggers(s, ninja)
    s.resolve()
    choose(s, hand[0])
    choose(s, hand[1])
    assert s.hand_names(1) == ["Forest"] and s.life(1) == 17


def test_throat_slitter_destroys_a_nonblack_creature_of_that_player():
    s, ninja, (wall, ronin), _, _ = _ninja_hits(
        "Throat Slitter", their=["Steel Wall", "Nezumi Ronin"]
    )
    _to_combat_damage_triggers(s, ninja)
    options = {a.args[0] for a in actions_of(s, "target")}
    assert wall in options and ronin not in options  # nonblack only
    s.game.act(Action("target", (wall,)))
    s.resolve()
    assert s.graveyard_names(1) == ["Steel Wall"]


def test_skullsnatcher_exiles_up_to_two_cards_from_that_players_graveyard():
    s, ninja, _, grave, _ = _ninja_hits(
        "Skullsnatcher", their_graveyard=["Island", "Swamp", "Forest"]
    )
    _to_combat_damage_triggers(s, ninja)
    s.game.act(Action("target", (grave[0],)))
    s.game.act(Action("target", (grave[1],)))
    s.resolve()
    assert s.graveyard_names(1) == ["Forest"]
    assert len(s.game.exile) == 2


def test_walker_of_secret_ways_looks_at_that_players_hand():
    s, ninja, _, _, hand = _ninja_hits("Walker of Secret Ways", their_hand=["Glacial Ray"])
    _to_combat_damage_triggers(s, ninja)
    s.resolve()
    assert 0 in s.game.known.get(hand[0], frozenset())


def test_walker_of_secret_ways_returns_a_ninja_only_during_your_turn():
    s = Scenario()
    walker = s.battlefield(0, "Walker of Secret Ways")
    other = s.battlefield(0, "Mistblade Shinobi")
    s.lands(0, "Island", 2)
    s.library(1, "Island")
    s.start(step="main1", active=0)
    s.activate(walker, targets=[other]).resolve()
    assert s.hand_names(0) == ["Mistblade Shinobi"]
    s.pass_until("upkeep", active=1)
    assert not [a for a in actions_of(s, "activate") if a.args[0] == walker]


def test_higure_finds_a_ninja_and_makes_a_ninja_unblockable():
    s, higure, (wall,), _, _ = _ninja_hits(
        "Higure, the Still Wind", their=["Steel Wall"], library=["Island", "Skullsnatcher"]
    )
    s.lands(0, "Island", 2)
    s.activate(higure, targets=[higure]).resolve()
    assert "unblockable" in s.game.chars(higure).keywords
    s.attack(higure)
    s.pass_until_decision("may")
    yes(s)
    choose(s, s.find("Skullsnatcher", "library"))
    assert s.hand_names(0) == ["Skullsnatcher"] and s.life(1) == 17


def test_ink_eyes_steals_a_creature_card_and_regenerates():
    s, ink, _, (bears,), _ = _ninja_hits(
        "Ink-Eyes, Servant of Oni", their_graveyard=["Grizzly Bears"]
    )
    s.lands(0, "Swamp", 2)
    s.activate(ink).resolve()
    _to_combat_damage_triggers(s, ink)
    s.game.act(Action("target", (bears,)))
    s.resolve()
    yes(s)
    assert "Grizzly Bears" in s.battlefield_names(0) and s.life(1) == 15


def test_nezumi_shadow_watcher_destroys_a_ninja():
    s = Scenario()
    watcher = s.battlefield(1, "Nezumi Shadow-Watcher")
    ninja = s.battlefield(0, "Ninja of the Deep Hours")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(active=1)
    s.act("activate", watcher, 0)
    assert {a.args[0] for a in actions_of(s, "target")} == {ninja}
    s.game.act(Action("target", (ninja,)))
    s.resolve()
    assert "Ninja of the Deep Hours" in s.graveyard_names(0) and bears in s.game.battlefield


def test_nezumi_cutthroat_has_fear_and_cannot_block():
    s = Scenario()
    cut = s.battlefield(1, "Nezumi Cutthroat")
    ronin = s.battlefield(0, "Nezumi Ronin")
    s.start(active=0)
    assert {"fear", "cant_block"} <= s.game.chars(cut).keywords
    s.attack(ronin)
    while s.game.step == "declare_attackers":
        s.pass_priority()
    assert s.game.decision.kind != "blockers"  # the only possible blocker can't block


def test_crawling_filth_has_fear_and_soulshift_5():
    s = Scenario()
    filth = s.battlefield(0, "Crawling Filth")
    kami = s.graveyard(0, "Hundred-Talon Kami")  # a Spirit with mana value 5
    murder = s.hand(1, "Murder")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    assert "fear" in s.game.chars(filth).keywords
    s.cast(murder, targets=[filth]).resolve()
    s.game.act(Action("target", (kami,)))
    s.resolve()
    yes(s)
    assert "Hundred-Talon Kami" in s.hand_names(0)


def _land_returner(name):
    s = Scenario()
    flier = s.battlefield(0, name)
    lands = s.lands(0, "Island", 3)
    return s, flier, lands


def test_soratami_cloudskater_returns_a_land_to_loot():
    s, skater, lands = _land_returner("Soratami Cloudskater")
    s.library(0, "Swamp")
    keep = s.hand(0, "Forest")
    s.start()
    s.activate(skater)
    choose(s, lands[2])  # return an Island (its mana already paid the {2})
    s.resolve()
    assert "Swamp" in s.hand_names(0) and "Island" in s.hand_names(0)
    choose(s, keep)
    assert s.graveyard_names(0) == ["Forest"]


def test_floodbringer_taps_a_land():
    s, bringer, lands = _land_returner("Floodbringer")
    theirs = s.battlefield(1, "Forest")
    s.start()
    s.activate(bringer, targets=[theirs])
    choose(s, lands[2])
    s.resolve()
    assert s.game.objects[theirs].tapped and "Island" in s.hand_names(0)


def test_soratami_mirror_guard_makes_a_small_creature_unblockable():
    s, guard, lands = _land_returner("Soratami Mirror-Guard")
    bears = s.battlefield(0, "Grizzly Bears")
    ogre = s.battlefield(0, "Frost Ogre")
    s.start()
    s.act("activate", guard, 1)
    options = {a.args[0] for a in actions_of(s, "target")}
    assert bears in options and ogre not in options  # power 2 or less
    s.game.act(Action("target", (bears,)))
    s.act("autopay")
    choose(s, lands[2])
    s.resolve()
    assert "unblockable" in s.game.chars(bears).keywords


def test_kami_of_the_waning_moon_gives_fear_when_an_arcane_spell_is_cast():
    s = Scenario()
    s.battlefield(0, "Kami of the Waning Moon")
    bears = s.battlefield(0, "Grizzly Bears")
    plague = s.hand(0, "Swallowing Plague")
    s.lands(0, "Swamp", 2)
    s.start()
    s.cast(plague, x=0, targets=[bears, bears])  # the spell's target, then the trigger's
    s.resolve()
    assert "fear" in s.game.chars(bears).keywords


def test_bile_urchin_makes_a_player_lose_1_life():
    s = Scenario()
    urchin = s.battlefield(0, "Bile Urchin")
    s.start()
    s.activate(urchin, targets=["P1"]).resolve()
    assert s.life(1) == 19 and "Bile Urchin" in s.graveyard_names(0)


def test_kami_of_twisted_reflection_saves_a_creature_you_control():
    s = Scenario()
    kami = s.battlefield(0, "Kami of Twisted Reflection")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.activate(kami, targets=[bears]).resolve()
    assert s.hand_names(0) == ["Grizzly Bears"]


def test_scuttling_death_shrinks_a_creature():
    s = Scenario()
    death = s.battlefield(0, "Scuttling Death")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(death, 0, targets=[bears]).resolve()
    assert s.pt(bears) == (1, 1)


def test_teardrop_kami_may_untap_a_creature():
    s = Scenario()
    kami = s.battlefield(0, "Teardrop Kami")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    s.activate(kami, targets=[bears])
    s.resolve()
    yes(s)
    assert not s.game.objects[bears].tapped
