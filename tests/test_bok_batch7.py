"""Betrayers of Kamigawa, seventh batch (manastack/cards/betrayers_batch7.py): mana
that lasts until end of turn (CR 106.4, 500.4) and Isao, whose spell can't be
countered.  Each card's own text, through the scenario harness."""

from manastack.scenario import Scenario


def _libraries(s: Scenario, n: int = 4) -> None:
    for p in (0, 1):
        s.library(p, *["Plains"] * n)


def _green(s: Scenario, player: int) -> int:
    return s.game.players[player].pool.available().get("G", 0)


def test_sakura_tribe_springcaller_adds_g_that_lasts_the_turn():
    s = Scenario()
    s.battlefield(0, "Sakura-Tribe Springcaller")
    _libraries(s)
    s.start(step="main1", active=1)
    s.pass_until("main1", active=0)  # the upkeep trigger resolved; steps ended since
    assert _green(s, 0) == 1
    s.pass_until("end", active=0)
    assert _green(s, 0) == 1
    s.pass_until("upkeep", active=1)
    assert _green(s, 0) == 0  # gone with the turn


def test_the_lasting_mana_pays_for_a_spell_in_a_later_step():
    s = Scenario()
    s.battlefield(0, "Sakura-Tribe Springcaller")
    bears = s.hand(0, "Grizzly Bears")
    s.battlefield(0, "Forest")
    _libraries(s)
    s.start(step="main1", active=1)
    s.pass_until("main1", active=0)
    s.cast(bears).resolve()
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert _green(s, 0) == 0  # the lasting {G} paid a part of it


def test_shizuko_gives_each_player_ggg_in_their_upkeep():
    s = Scenario()
    s.battlefield(0, "Shizuko, Caller of Autumn")
    _libraries(s)
    s.start(step="main1", active=0)
    s.pass_until("main1", active=1)
    assert _green(s, 1) == 3 and _green(s, 0) == 0


def test_sakiko_adds_g_for_the_combat_damage_your_creatures_deal_to_players():
    s = Scenario()
    s.battlefield(0, "Sakiko, Mother of Summer")
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    _libraries(s)
    s.start()
    s.attack(giant, bears)
    s.pass_until("main2")
    assert _green(s, 0) == 5


def test_mark_of_sakiko_gives_the_enchanted_creature_the_mana_trigger():
    s = Scenario()
    giant = s.battlefield(0, "Hill Giant")
    bears = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Mark of Sakiko", attached_to=giant)
    _libraries(s)
    s.start()
    s.attack(giant, bears)
    s.pass_until("main2")
    assert _green(s, 0) == 3  # the Bears' 2 don't count


def test_isao_cannot_be_countered_and_regenerates_a_samurai():
    s = Scenario()
    isao = s.hand(0, "Isao, Enlightened Bushi")
    s.lands(0, "Forest", 5)
    s.hand(1, "Disrupting Shoal")
    s.lands(1, "Island", 5)
    s.start()
    s.cast(isao)
    s.pass_priority()
    shoal = s.find("Disrupting Shoal", "hand")
    s.cast(shoal, targets=[s.find("Isao, Enlightened Bushi", "stack")], x=3)
    s.resolve_all()
    isao = s.find("Isao, Enlightened Bushi", "battlefield")
    assert "bushido" in s.game.chars(isao).keywords and "Disrupting Shoal" in s.graveyard_names(1)


def test_isao_regenerates_target_samurai():
    s = Scenario()
    isao = s.battlefield(0, "Isao, Enlightened Bushi")
    retainer = s.battlefield(0, "Devoted Retainer")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.hand(1, "Shock")
    s.battlefield(1, "Mountain")
    s.start()
    s.act("activate", isao, 2)
    legal = {a.args[0] for a in s.game.legal_actions() if a.kind == "target"}
    assert legal == {isao, retainer}
    s.act("target", retainer)
    s.act("autopay")
    s.resolve()
    s.pass_priority()
    s.cast(s.find("Shock", "hand"), targets=[retainer]).resolve()
    assert retainer in s.game.battlefield and s.game.objects[retainer].tapped


def test_mirror_gallery_turns_the_legend_rule_off():
    s = Scenario()
    gallery = s.battlefield(0, "Mirror Gallery")
    s.battlefield(0, "Isamaru, Hound of Konda")
    s.battlefield(0, "Isamaru, Hound of Konda")
    s.hand(1, "Splinter")
    s.lands(1, "Forest", 4)
    _libraries(s)
    s.start(active=1)
    assert len(s.game.find("Isamaru, Hound of Konda", "battlefield")) == 2
    s.cast(s.find("Splinter", "hand"), targets=[gallery]).resolve()
    while s.game.decision.kind in ("extract", "legend_rule"):
        s.game.act(s.game.legal_actions()[0])
    assert len(s.game.find("Isamaru, Hound of Konda", "battlefield")) == 1
