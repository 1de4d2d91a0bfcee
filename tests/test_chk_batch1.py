"""Champions of Kamigawa, the rest of the set (1): each card's text, through the
scenario harness and the public API (cards in manastack/cards/kamigawa_batch1.py)."""

import pytest
from kamigawa_helpers import actions_of, choose

from manastack import Action
from manastack.scenario import Scenario


def _names_on_battlefield(s, player):
    return sorted(s.battlefield_names(player))


# ------------------------------------------------------------ legendary lands
@pytest.mark.parametrize(
    "land, mana, check",
    [
        ("Okina, Temple to the Grandfathers", "Forest", lambda s, c: s.pt(c) == (2, 2)),
        (
            "Shinka, the Bloodsoaked Keep",
            "Mountain",
            lambda s, c: "first strike" in s.game.chars(c).keywords,
        ),
        ("Shizo, Death's Storehouse", "Swamp", lambda s, c: "fear" in s.game.chars(c).keywords),
    ],
)
def test_legendary_lands_help_only_a_legendary_creature(land, mana, check):
    """Okina, Shinka and Shizo: {X}, {T}: target legendary creature gets its bonus."""
    s = Scenario()
    keeper = s.battlefield(0, land)
    s.battlefield(0, mana)
    legend = s.battlefield(0, "Kiku, Night's Flower")  # 1/1 legendary
    s.battlefield(0, "Grizzly Bears")
    ben = s.battlefield(1, "Ben-Ben, Akki Hermit")  # 1/1 legendary
    s.start()
    s.game.act(Action("activate", (keeper, 1)))
    targets = {a.args[0] for a in actions_of(s, "target")}
    assert targets == {legend, ben}  # the two legends, not the Bears
    s.game.act(Action("target", (ben,)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert check(s, ben) and not check(s, legend)


def test_okina_taps_for_green():
    s = Scenario()
    okina = s.battlefield(0, "Okina, Temple to the Grandfathers")
    s.start()
    s.tap_for_mana(okina, "G")
    assert s.game.players[0].pool.available().get("G") == 1


def test_minamo_untaps_a_legendary_permanent():
    s = Scenario()
    minamo = s.battlefield(0, "Minamo, School at Water's Edge")
    s.battlefield(0, "Island")
    okina = s.battlefield(0, "Okina, Temple to the Grandfathers", tapped=True)
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    s.game.act(Action("activate", (minamo, 1)))
    # Minamo is legendary and tapped itself; the Bears are not legendary
    assert {a.args[0] for a in actions_of(s, "target")} == {okina, minamo}
    s.game.act(Action("target", (okina,)))
    s.game.act(Action("autopay"))
    s.resolve()
    assert not s.game.objects[okina].tapped and s.game.objects[bears].tapped


# ------------------------------------------------------------------ Equipment
def test_no_dachi_gives_plus_two_and_first_strike_once_equipped():
    s = Scenario()
    sword = s.battlefield(0, "No-Dachi")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Plains", 3)
    s.start()
    assert s.pt(bears) == (2, 2)
    s.activate(sword, targets=[bears]).resolve()
    assert s.pt(bears) == (4, 2) and "first strike" in s.game.chars(bears).keywords


@pytest.mark.parametrize(
    "creature, want, trample",
    [
        ("Grizzly Bears", (3, 3), False),  # +1/+1
        ("Kiku, Night's Flower", (4, 4), False),  # legendary: +2/+2 more
        ("Ben-Ben, Akki Hermit", (4, 4), True),  # legendary and red: trample too
    ],
)
def test_tenza_bonus_depends_on_legendary_and_red(creature, want, trample):
    s = Scenario()
    tenza = s.battlefield(0, "Tenza, Godo's Maul")
    c = s.battlefield(0, creature)
    s.lands(0, "Plains", 1)
    s.start()
    s.activate(tenza, targets=[c]).resolve()
    assert s.pt(c) == want
    assert ("trample" in s.game.chars(c).keywords) == trample


# --------------------------------------------------------------- Dragon legends
def test_kokusho_drains_five_when_it_dies():
    s = Scenario()
    s.battlefield(0, "Kokusho, the Evening Star")
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(rend, targets=[s.find("Kokusho, the Evening Star")])
    s.resolve_all()
    assert s.life(1) == 15 and s.life(0) == 25


def test_ryusei_hits_each_creature_without_flying():
    s = Scenario()
    ryusei = s.battlefield(0, "Ryusei, the Falling Star")
    ogre = s.battlefield(1, "Frost Ogre")  # 5/3
    moth = s.battlefield(1, "Kabuto Moth")  # a 1/2 flyer
    mine = s.battlefield(0, "Kodama of the North Tree")  # 6/4: survives 5? no, 4 toughness
    rend = s.hand(1, "Rend Spirit")
    s.lands(1, "Swamp", 3)
    s.start(active=1)
    s.cast(rend, targets=[ryusei])
    s.resolve_all()
    assert "Frost Ogre" in s.graveyard_names(1)
    assert s.game.objects[moth].zone == "battlefield"
    assert "Kodama of the North Tree" in s.graveyard_names(0)
    assert ogre not in s.game.battlefield and mine not in s.game.battlefield


# ------------------------------------------------------------- black legends
def test_night_of_souls_betrayal_shrinks_every_creature():
    s = Scenario()
    s.battlefield(0, "Night of Souls' Betrayal")
    bears = s.battlefield(1, "Grizzly Bears")
    elf = s.battlefield(0, "Llanowar Elves")
    s.start()
    s.resolve_all()
    assert s.pt(bears) == (1, 1)
    assert elf not in s.game.battlefield  # a 1/1 dies as a state-based action


def test_seizan_makes_each_upkeep_player_lose_two_and_draw_two():
    s = Scenario()
    s.battlefield(0, "Seizan, Perverter of Truth")
    s.library(0, *["Plains"] * 5)
    s.library(1, *["Island"] * 5)
    s.start(step="end", active=0)
    s.pass_until("upkeep", active=1)
    s.resolve_all()
    assert s.life(1) == 18 and len(s.game.players[1].hand) == 2
    assert s.life(0) == 20 and len(s.game.players[0].hand) == 0


def test_he_who_hungers_sacrifices_a_spirit_to_take_a_card():
    s = Scenario()
    hungers = s.battlefield(0, "He Who Hungers")
    kami = s.battlefield(0, "Kami of Old Stone")
    s.lands(0, "Swamp", 1)
    bolt, bears = s.hand(1, "Lightning Bolt", "Grizzly Bears")
    s.start()
    s.game.act(Action("activate", (hungers, 1)))
    while s.game.decision.kind != "priority":
        d = s.game.decision.kind
        if d == "target":
            s.game.act(Action("target", ("P1",)))
        elif d == "pay":
            s.game.act(Action("autopay"))
        else:  # the Spirit to sacrifice
            assert {a.args[0] for a in s.game.legal_actions()} >= {kami}
            choose(s, kami)
    assert "Kami of Old Stone" in s.graveyard_names(0)
    s.pass_priority(2)
    choose(s, bolt)
    assert s.graveyard_names(1) == ["Lightning Bolt"] and s.hand_names(1) == ["Grizzly Bears"]
    assert bears in s.game.players[1].hand


def test_kiku_makes_a_creature_hit_itself():
    s = Scenario()
    kiku = s.battlefield(0, "Kiku, Night's Flower")
    ogre = s.battlefield(1, "Frost Ogre")  # 5/3
    wall = s.battlefield(1, "Kami of Old Stone")  # 1/7
    s.lands(0, "Swamp", 4)
    s.start()
    s.activate(kiku, targets=[ogre]).resolve()
    assert "Frost Ogre" in s.graveyard_names(1)
    s2 = Scenario()
    k2 = s2.battlefield(0, "Kiku, Night's Flower")
    w2 = s2.battlefield(1, "Kami of Old Stone")
    s2.lands(0, "Swamp", 4)
    s2.start()
    s2.activate(k2, targets=[w2]).resolve()
    assert s2.game.objects[w2].damage == 1
    assert wall in s.game.battlefield


def test_painwracker_oni_eats_a_creature_unless_you_control_an_ogre():
    s = Scenario()
    oni = s.battlefield(0, "Painwracker Oni")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="end", active=1)
    s.pass_until("upkeep", active=0)
    s.resolve_all()
    assert s.game.decision.kind == "sacrifice"
    assert {a.args[0] for a in s.game.legal_actions()} == {bears, oni}
    choose(s, bears)
    assert "Grizzly Bears" in s.graveyard_names(0)
    s2 = Scenario()
    s2.battlefield(0, "Painwracker Oni")
    s2.battlefield(0, "Frost Ogre")
    s2.start(step="end", active=1)
    s2.pass_until("upkeep", active=0)
    assert not s2.game.stack and s2.game.players[0].graveyard == []


def test_marrow_gnawer_gives_rats_fear_and_makes_rats():
    s = Scenario()
    gnawer = s.battlefield(0, "Marrow-Gnawer")
    rat = s.battlefield(0, "Nezumi Cutthroat")  # a Rat Warrior
    s.battlefield(0, "Nezumi Bone-Reader")  # a Rat Shaman
    theirs = s.battlefield(1, "Nezumi Cutthroat")
    s.start()
    assert "fear" in s.game.chars(theirs).keywords and "fear" in s.game.chars(gnawer).keywords
    s.game.act(Action("activate", (gnawer, 1)))
    choose(s, rat)
    s.resolve_all()
    # Marrow-Gnawer and the Bone-Reader remain: two Rats, so two tokens
    tokens = [o for o in s.game.battlefield if s.game.chars(o).name == "Rat"]
    assert len(tokens) == 2 and all(s.pt(t) == (1, 1) for t in tokens)
