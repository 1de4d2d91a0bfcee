"""Betrayers of Kamigawa, first batch (manastack/cards/betrayers_batch1.py): each
card's own text, through the scenario harness."""

import pytest
from kamigawa_helpers import actions_of, choose, yes

from manastack import Action
from manastack.scenario import Scenario


def _cast_lava_spike(s: Scenario, player: int = 0, trigger_targets=()) -> None:
    """Cast the Arcane spell Lava Spike from ``player``'s hand at the other player;
    ``trigger_targets`` answer the targets of the cast triggers."""
    spike = next(c for c in s.game.players[player].hand if s.names([c]) == ["Lava Spike"])
    s.cast(spike, targets=[f"P{1 - player}", *trigger_targets])


def test_oyobi_makes_a_3_3_flying_spirit_for_each_spirit_or_arcane_spell():
    s = Scenario()
    s.battlefield(0, "Oyobi, Who Split the Heavens")
    s.battlefield(0, "Mountain")
    s.hand(0, "Lava Spike")
    s.start()
    _cast_lava_spike(s)
    s.resolve()  # Oyobi's trigger
    tokens = [o for o in s.game.battlefield if s.game.objects[o].card.token]
    assert len(tokens) == 1
    ch = s.game.chars(tokens[0])
    assert (ch.power, ch.toughness) == (3, 3) and "flying" in ch.keywords
    assert ch.colours == frozenset("W") and "Spirit" in ch.subtypes


def test_oyobi_ignores_a_spell_that_is_neither_spirit_nor_arcane():
    s = Scenario()
    s.battlefield(0, "Oyobi, Who Split the Heavens")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bears)
    s.resolve_all()
    assert not [o for o in s.game.battlefield if s.game.objects[o].card.token]


def test_indebted_samurai_grows_when_a_samurai_you_control_dies():
    s = Scenario()
    samurai = s.battlefield(0, "Indebted Samurai")
    retainer = s.battlefield(0, "Devoted Retainer")  # a Samurai
    s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    s.start(active=1)
    s.cast(s.find("Glacial Ray", "hand"), targets=[retainer]).resolve()
    s.resolve()
    yes(s)
    assert s.game.objects[samurai].counters.get("+1/+1") == 1
    assert s.pt(samurai) == (3, 4)


def test_indebted_samurai_ignores_a_non_samurai():
    s = Scenario()
    samurai = s.battlefield(0, "Indebted Samurai")
    bears = s.battlefield(0, "Grizzly Bears")
    s.hand(1, "Glacial Ray")
    s.lands(1, "Mountain", 2)
    s.start(active=1)
    s.cast(s.find("Glacial Ray", "hand"), targets=[bears]).resolve()
    s.resolve_all()
    assert s.game.objects[samurai].counters.get("+1/+1", 0) == 0


def test_terashis_grasp_destroys_and_gains_the_mana_value():
    s = Scenario()
    honden = s.battlefield(1, "Honden of Cleansing Fire")  # mana value 4
    grasp = s.hand(0, "Terashi's Grasp")
    s.lands(0, "Plains", 3)
    s.start()
    s.cast(grasp, targets=[honden]).resolve()
    assert "Honden of Cleansing Fire" in s.graveyard_names(1) and s.life(0) == 24


def test_yomiji_returns_a_legendary_permanent_that_dies_to_its_owners_hand():
    s = Scenario()
    s.battlefield(0, "Yomiji, Who Bars the Way")
    isamaru = s.battlefield(1, "Isamaru, Hound of Konda")
    bears = s.battlefield(1, "Grizzly Bears")
    shocks = s.hand(0, "Shock", "Shock")
    s.lands(0, "Mountain", 2)
    s.start()
    s.cast(shocks[0], targets=[isamaru]).resolve()
    s.resolve()
    assert "Isamaru, Hound of Konda" in s.hand_names(1)
    s.cast(shocks[1], targets=[bears]).resolve()
    s.resolve_all()
    assert "Grizzly Bears" in s.graveyard_names(1)


def test_threads_of_disloyalty_steals_a_creature_with_mana_value_2_or_less():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    giant = s.battlefield(1, "Hill Giant")
    threads = s.hand(0, "Threads of Disloyalty")
    s.lands(0, "Island", 3)
    s.start()
    s.act("cast", threads, "normal")
    assert {a.args[0] for a in actions_of(s, "target")} == {bears}
    s.game.act(Action("target", (bears,)))
    s.act("autopay")
    s.resolve()
    assert s.game.chars(bears).controller == 0 and s.game.chars(giant).controller == 1


def test_sway_of_the_stars_resets_the_game():
    s = Scenario()
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(1, "Hill Giant")
    s.graveyard(1, "Shock")
    s.hand(1, "Island")
    sway = s.hand(0, "Sway of the Stars")
    s.lands(0, "Island", 10)
    for p in (0, 1):
        s.library(p, *["Plains"] * 8)
    s.start()
    s.cast(sway).resolve()
    g = s.game
    assert s.life(0) == 7 and s.life(1) == 7
    assert g.battlefield == [] and g.players[1].graveyard == []
    assert s.graveyard_names(0) == ["Sway of the Stars"]  # it was on the stack
    assert len(g.players[0].hand) == 7 and len(g.players[1].hand) == 7
    # 8 Plains, Hill Giant, Shock and Island, less the seven drawn
    assert len(g.players[1].library) == 8 + 3 - 7


def test_toils_of_night_and_day_taps_one_and_untaps_another():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    mine = s.battlefield(0, "Hill Giant", tapped=True)
    toils = s.hand(0, "Toils of Night and Day")
    s.lands(0, "Island", 3)
    s.start()
    s.cast(toils, targets=[bears, mine]).resolve()
    assert s.game.decision.kind == "mode"
    choose(s, "tap")
    choose(s, "untap")
    assert s.game.objects[bears].tapped and not s.game.objects[mine].tapped


def test_mark_of_the_oni_steals_and_goes_at_the_end_step_without_a_demon():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    mark = s.hand(0, "Mark of the Oni")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(mark, targets=[bears]).resolve()
    assert s.game.chars(bears).controller == 0
    s.pass_until("end")
    s.resolve_all()
    assert "Mark of the Oni" in s.graveyard_names(0) and s.game.chars(bears).controller == 1


def test_mark_of_the_oni_stays_with_a_demon():
    s = Scenario()
    bears = s.battlefield(1, "Grizzly Bears")
    s.battlefield(0, "Yukora, the Prisoner")  # a Demon
    mark = s.hand(0, "Mark of the Oni")
    s.lands(0, "Swamp", 3)
    s.start()
    s.cast(mark, targets=[bears]).resolve()
    s.pass_until("cleanup")
    assert s.game.chars(bears).controller == 0


def test_kyoki_makes_the_target_opponent_exile_a_card_of_their_choice():
    s = Scenario()
    s.battlefield(0, "Kyoki, Sanity's Eclipse")
    kept, lost = s.hand(1, "Island", "Shock")
    s.battlefield(0, "Mountain")
    s.hand(0, "Lava Spike")
    s.start()
    _cast_lava_spike(s, trigger_targets=["P1"])  # Kyoki's trigger targets player 1
    s.resolve()
    assert s.game.decision.player == 1
    choose(s, lost)
    assert s.game.find("Shock", "exile") and s.game.players[1].hand == [kept]


def test_yukora_leaving_sacrifices_your_non_ogre_creatures():
    s = Scenario()
    yukora = s.battlefield(0, "Yukora, the Prisoner")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Ogre Recluse")
    s.battlefield(1, "Hill Giant")
    s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    s.start(active=1)
    s.cast(s.find("Unsummon", "hand"), targets=[yukora]).resolve()
    s.resolve_all()
    assert sorted(s.battlefield_names()) == ["Hill Giant", "Island", "Ogre Recluse"]


def test_akki_blizzard_herder_makes_each_player_sacrifice_a_land():
    s = Scenario()
    herder = s.battlefield(0, "Akki Blizzard-Herder")
    mine = s.lands(0, "Mountain", 2)
    theirs = s.lands(1, "Mountain", 2)
    s.hand(1, "Shock")
    s.start(active=1)
    s.cast(s.find("Shock", "hand"), targets=[herder]).resolve()
    s.resolve()  # the dies trigger: player 1, the active player, chooses first
    assert s.game.decision.player == 1
    choose(s, theirs[0])
    assert s.game.decision.player == 0
    choose(s, mine[1])
    assert sorted(s.graveyard_names(0)) == ["Akki Blizzard-Herder", "Mountain"]
    assert "Mountain" in s.graveyard_names(1)
    assert mine[0] in s.game.battlefield and theirs[1] in s.game.battlefield


def test_crack_the_earth_each_player_sacrifices_a_permanent():
    s = Scenario()
    crack = s.hand(0, "Crack the Earth")
    mountain = s.battlefield(0, "Mountain")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.cast(crack).resolve()
    choose(s, mountain)
    assert s.game.decision.player == 1 and bears in {a.args[0] for a in actions_of(s, "choose")}
    choose(s, bears)
    assert s.battlefield_names() == []


def test_heartless_hidetsugu_halves_each_life_total_rounding_down():
    s = Scenario()
    ogre = s.battlefield(0, "Heartless Hidetsugu")
    s.start()
    s.game.players[1].life = 15
    s.activate(ogre).resolve()
    assert (s.life(0), s.life(1)) == (10, 8)


def test_in_the_web_of_war_pumps_and_hastes_your_entering_creatures():
    s = Scenario()
    s.battlefield(0, "In the Web of War")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bears).resolve()
    s.resolve()
    bears = s.find("Grizzly Bears", "battlefield")
    assert s.pt(bears) == (4, 2) and "haste" in s.game.chars(bears).keywords


def test_ishi_ishi_burns_an_opponent_who_casts_spirit_or_arcane():
    s = Scenario()
    s.battlefield(0, "Ishi-Ishi, Akki Crackshot")
    s.battlefield(1, "Mountain")
    s.battlefield(0, "Mountain")
    for p in (0, 1):
        s.library(p, "Plains", "Plains")
    s.hand(0, "Lava Spike")
    s.hand(1, "Lava Spike")
    s.start(active=1)
    _cast_lava_spike(s, player=1)
    s.resolve_all()
    assert s.life(1) == 18 and s.life(0) == 17
    s.pass_until("main1", active=0)
    _cast_lava_spike(s, player=0)  # its controller's own spell: no trigger
    s.resolve_all()
    assert s.life(1) == 15 and s.life(0) == 17


def test_loam_dweller_puts_a_land_from_hand_onto_the_battlefield_tapped():
    s = Scenario()
    s.battlefield(0, "Loam Dweller")
    forest = s.hand(0, "Forest")
    s.battlefield(0, "Mountain")
    s.hand(0, "Lava Spike")
    s.start()
    _cast_lava_spike(s)
    s.resolve()
    assert s.game.decision.kind == "put_land"
    choose(s, forest)
    forest = s.find("Forest", "battlefield")
    assert s.game.objects[forest].tapped


def test_traproot_kami_toughness_counts_every_forest():
    s = Scenario()
    kami = s.battlefield(0, "Traproot Kami")
    s.lands(0, "Forest", 2)
    s.lands(1, "Forest", 1)
    s.battlefield(1, "Mountain")
    s.start()
    ch = s.game.chars(kami)
    assert (ch.power, ch.toughness) == (0, 3)
    assert {"defender", "reach"} <= ch.keywords


def test_baku_altar_gets_ki_and_spends_it_on_a_spirit_token():
    s = Scenario()
    altar = s.battlefield(0, "Baku Altar")
    s.lands(0, "Mountain", 3)
    s.hand(0, "Lava Spike")
    s.start()
    assert not [a for a in actions_of(s, "activate") if a.args[0] == altar]  # no ki yet
    _cast_lava_spike(s)
    s.resolve()
    yes(s)
    s.resolve()
    assert s.game.objects[altar].counters["ki"] == 1
    s.activate(altar).resolve()
    tokens = [o for o in s.game.battlefield if s.game.objects[o].card.token]
    assert len(tokens) == 1 and s.pt(tokens[0]) == (1, 1)
    assert s.game.objects[altar].counters.get("ki", 0) == 0


def test_shuko_gives_plus_one_and_equips_for_nothing():
    s = Scenario()
    shuko = s.battlefield(0, "Shuko")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.activate(shuko, targets=[bears]).resolve()
    assert s.pt(bears) == (3, 2)


def test_ronin_warclub_attaches_itself_to_each_creature_that_enters():
    s = Scenario()
    club = s.battlefield(0, "Ronin Warclub")
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start()
    s.cast(bears).resolve()
    s.resolve()
    bears = s.find("Grizzly Bears", "battlefield")
    assert s.game.objects[club].attached_to == bears and s.pt(bears) == (4, 3)


def test_that_which_was_taken_makes_a_permanent_indestructible():
    s = Scenario()
    taken = s.battlefield(0, "That Which Was Taken")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Swamp", 4)
    s.hand(1, "Shock")
    s.lands(1, "Mountain", 1)
    for p in (0, 1):
        s.library(p, "Plains", "Plains")
    s.start()
    s.act("activate", taken, 0)
    assert taken not in {a.args[0] for a in actions_of(s, "target")}  # "other than"
    s.game.act(Action("target", (bears,)))
    s.act("autopay")
    s.resolve()
    assert "indestructible" in s.game.chars(bears).keywords
    s.pass_until("main1", active=1)
    s.cast(s.find("Shock", "hand"), targets=[bears]).resolve()
    assert s.game.objects[bears].zone == "battlefield"


def test_gods_eye_taps_for_colourless_and_leaves_a_spirit():
    s = Scenario()
    eye = s.battlefield(0, "Gods' Eye, Gate to the Reikai")
    s.hand(1, "Stone Rain")
    s.lands(1, "Mountain", 3)
    s.start(active=1)
    assert s.game.objects[eye].card.front.tap_mana == ("C",)
    s.cast(s.find("Stone Rain", "hand"), targets=[eye]).resolve()
    s.resolve()
    tokens = [o for o in s.game.battlefield if s.game.objects[o].card.token]
    assert len(tokens) == 1 and s.game.chars(tokens[0]).controller == 0


def test_tendo_ice_bridge_spends_its_charge_counter_for_coloured_mana():
    s = Scenario()
    bridge = s.hand(0, "Tendo Ice Bridge")
    s.start()
    s.act("play", bridge)
    bridge = s.find("Tendo Ice Bridge", "battlefield")
    assert s.game.objects[bridge].counters == {"charge": 1}
    # paying automatically never spends the counter: only {C} comes from tapping alone
    assert s.game.objects[bridge].card.front.tap_mana == ("C",)
    s.tap_for_mana(bridge, "G", index=2)
    assert s.game.players[0].pool.available().get("G") == 1
    assert s.game.objects[bridge].counters.get("charge", 0) == 0


def test_tendo_ice_bridge_without_a_counter_makes_only_colourless():
    s = Scenario()
    bridge = s.battlefield(0, "Tendo Ice Bridge")
    s.start()
    s.act("mana_abilities")
    assert {a.args[2] for a in actions_of(s, "activate") if a.args[0] == bridge} == {"C"}


def test_patron_of_the_moon_puts_up_to_two_lands_tapped():
    s = Scenario()
    patron = s.battlefield(0, "Patron of the Moon")
    lands = s.hand(0, "Island", "Forest", "Plains")
    s.battlefield(0, "Island")
    s.start()
    s.activate(patron).resolve()
    choose(s, lands[0])
    choose(s, lands[1])
    assert s.hand_names(0) == ["Plains"] and "flying" in s.game.chars(patron).keywords
    assert s.game.objects[s.find("Forest", "battlefield")].tapped
    assert len(s.game.find("Island", "battlefield")) == 2


@pytest.mark.parametrize("answer", ["none"])
def test_patron_of_the_moon_may_put_none(answer):
    s = Scenario()
    patron = s.battlefield(0, "Patron of the Moon")
    land = s.hand(0, "Island")
    s.battlefield(0, "Island")
    s.start()
    s.activate(patron).resolve()
    choose(s, answer)
    assert s.game.objects[land].zone == "hand"
