"""Champions of Kamigawa, the rest of the set (4): legends, Konda's Banner,
devotion counters, Junkyo Bell and Glimpse of Nature (cards in
manastack/cards/kamigawa_batch4.py)."""

import pytest
from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def test_horobi_destroys_a_creature_that_becomes_a_target():
    s = Scenario()
    s.battlefield(1, "Horobi, Death's Wail")
    bears = s.battlefield(0, "Grizzly Bears")
    moth = s.battlefield(0, "Kabuto Moth")
    s.start()
    s.activate(moth, targets=[bears])  # Kabuto Moth targets the Bears
    s.resolve_all()
    assert "Grizzly Bears" in s.graveyard_names(0)


def test_takeno_pumps_other_samurai_by_their_bushido():
    s = Scenario()
    takeno = s.battlefield(0, "Takeno, Samurai General")
    ronin = s.battlefield(0, "Samurai Enforcers")
    nagao = s.battlefield(0, "Nagao, Bound by Honor")  # bushido 1
    bears = s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Nagao, Bound by Honor")
    s.start()
    assert s.pt(nagao) == (4, 4) and s.pt(takeno) == (3, 3)
    assert s.pt(bears) == (2, 2) and s.pt(theirs) == (3, 3)
    assert s.pt(ronin) == (6, 6)  # Samurai Enforcers: a 4/4 with bushido 2


def test_dosan_allows_casting_only_on_your_own_turn():
    s = Scenario()
    s.battlefield(0, "Dosan the Falling Leaf")
    bolt = s.hand(1, "Lightning Bolt")
    mine = s.hand(0, "Lightning Bolt")
    s.battlefield(1, "Mountain")
    s.battlefield(0, "Mountain")
    s.start()
    s.pass_priority()  # Bob has priority during Alice's turn
    assert not [a for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == bolt]
    s.pass_priority()
    assert [a for a in s.game.legal_actions() if a.kind == "cast" and a.args[0] == mine]


def test_shisato_sacrifices_a_snake_and_skips_the_untap_step():
    s = Scenario()
    shisato = s.battlefield(0, "Shisato, Whispering Hunter")
    land = s.battlefield(1, "Forest", tapped=True)
    s.library(0, *["Forest"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start()
    s.attack(shisato)
    s.pass_until("upkeep", active=1)
    assert s.game.objects[land].tapped  # Bob skipped his untap step
    s.pass_until("upkeep", active=0)
    s.resolve_all()
    if s.game.decision.kind == "sacrifice":
        choose(s, shisato)
    assert "Shisato, Whispering Hunter" in s.graveyard_names(0)  # the only Snake


def test_iname_death_aspect_puts_spirits_into_the_graveyard():
    s = Scenario()
    iname = s.hand(0, "Iname, Death Aspect")
    s.lands(0, "Swamp", 6)
    kami, bears, moth = s.library(0, "Kami of Old Stone", "Grizzly Bears", "Kabuto Moth")[::-1]
    s.start()
    s.cast(iname)
    s.resolve_all()
    yes(s)
    options = {a.args[0] for a in s.game.legal_actions()}
    assert options == {kami, moth, "done"}
    choose(s, kami)
    choose(s, moth)
    choose(s, "done")
    assert sorted(s.graveyard_names(0)) == ["Kabuto Moth", "Kami of Old Stone"]
    assert s.names(s.game.players[0].library) == ["Grizzly Bears"]
    assert bears in s.game.players[0].library


def test_iname_life_aspect_exiles_itself_to_return_spirits():
    s = Scenario()
    iname = s.battlefield(0, "Iname, Life Aspect")
    kami, moth = s.graveyard(0, "Kami of Old Stone", "Kabuto Moth")
    s.graveyard(0, "Grizzly Bears")
    s.start(active=1)
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.cast(rend, targets=[iname])
    s.resolve()
    s.game.act(Action("target", (kami,)))
    s.game.act(Action("target", (moth,)))
    if s.game.decision.kind == "target":
        s.game.act(Action("done"))
    s.resolve()
    yes(s)
    assert sorted(s.hand_names(0)) == ["Kabuto Moth", "Kami of Old Stone"]
    assert s.names(s.game.exile) == ["Iname, Life Aspect"]


def test_kondas_banner_only_equips_legends_and_pumps_their_kin():
    s = Scenario()
    banner = s.battlefield(0, "Konda's Banner")
    bears = s.battlefield(0, "Grizzly Bears")  # green Bear
    nagao = s.battlefield(0, "Nagao, Bound by Honor")  # white Human Samurai
    samurai = s.battlefield(0, "Samurai Enforcers")  # white Human Samurai
    kami = s.battlefield(0, "Kami of Old Stone")  # white Spirit
    s.lands(0, "Plains", 2)
    s.start()
    s.game.act(Action("activate", (banner, 1)))
    assert {a.args[0] for a in actions_of(s, "target")} == {nagao}
    s.game.act(Action("target", (nagao,)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert s.pt(nagao) == (5, 5)  # shares a colour and a type with itself
    assert s.pt(samurai) == (6, 6)  # colour and type
    assert s.pt(kami) == (2, 8)  # colour only
    assert s.pt(bears) == (2, 2)


def test_pious_kitsune_gathers_devotion_and_spends_it():
    s = Scenario()
    kitsune = s.battlefield(0, "Pious Kitsune")
    s.battlefield(0, "Eight-and-a-Half-Tails")
    s.library(0, *["Plains"] * 3)
    s.library(1, *["Plains"] * 3)
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    s.resolve_all()
    assert s.game.objects[kitsune].counters.get("devotion") == 1 and s.life(0) == 21
    s.pass_until("main1", active=0)
    s.activate(kitsune).resolve()
    assert s.game.objects[kitsune].counters.get("devotion", 0) == 0 and s.life(0) == 22


def test_pious_kitsune_gains_nothing_at_upkeep_without_the_fox():
    s = Scenario()
    kitsune = s.battlefield(0, "Pious Kitsune")
    s.library(0, *["Plains"] * 3)
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    s.resolve_all()
    assert s.game.objects[kitsune].counters.get("devotion") == 1 and s.life(0) == 20


@pytest.mark.parametrize("demon, dies", [(False, False), (True, True)])
def test_bloodthirsty_ogre_needs_a_demon(demon, dies):
    s = Scenario()
    ogre = s.battlefield(0, "Bloodthirsty Ogre", counters={"devotion": 2})
    bears = s.battlefield(1, "Grizzly Bears")
    if demon:
        s.battlefield(0, "Painwracker Oni")
    s.start()
    usable = {
        a.args[1] for a in s.game.legal_actions() if a.kind == "activate" and a.args[0] == ogre
    }
    assert (1 in usable) == demon and 0 in usable
    if demon:
        s.activate(ogre, index=1, targets=[bears]).resolve()
    assert (bears not in s.game.battlefield) == dies


def test_bloodthirsty_ogre_gathers_devotion():
    s = Scenario()
    ogre = s.battlefield(0, "Bloodthirsty Ogre")
    s.start()
    s.activate(ogre, index=0).resolve()
    assert s.game.objects[ogre].counters.get("devotion") == 1


def test_junkyo_bell_pumps_then_sacrifices():
    s = Scenario()
    s.battlefield(0, "Junkyo Bell")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Llanowar Elves")
    s.library(0, *["Plains"] * 3)
    s.start(step="end", active=1)
    s.pass_until_decision("target")
    s.game.act(Action("target", (bears,)))
    s.resolve()
    yes(s)
    assert s.pt(bears) == (4, 4)
    s.pass_until("end", active=0)
    s.resolve_all()
    assert "Grizzly Bears" in s.graveyard_names(0)


def test_glimpse_of_nature_draws_for_each_creature_spell_this_turn():
    s = Scenario()
    glimpse, elf, bears = s.hand(0, "Glimpse of Nature", "Llanowar Elves", "Grizzly Bears")
    s.lands(0, "Forest", 4)
    s.library(0, *["Forest"] * 5)
    s.library(1, *["Plains"] * 5)
    s.start()
    s.cast(glimpse)
    s.resolve_all()
    s.cast(elf)
    s.resolve_all()
    assert len(s.game.players[0].hand) == 2  # the Bears and one card drawn
    s.pass_until("main1", active=1)
    s.pass_until("main1", active=0)
    hand = len(s.game.players[0].hand)
    s.cast(bears)
    s.resolve_all()
    assert len(s.game.players[0].hand) == hand - 1  # not next turn
