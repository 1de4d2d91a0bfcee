"""Splice costs that aren't mana (manastack/cards/late_costs.py): the cost is paid
with the spell's other costs (CR 702.47a, 601.2f-h), a card whose splice cost
can't be paid isn't offered (CR 118.3, 601.2h), and each card's own text, through
the scenario harness."""

from __future__ import annotations

from kamigawa_helpers import splice

from manastack import Action
from manastack.scenario import Scenario


def _libraries(s: Scenario) -> None:
    for p in (0, 1):
        s.library(p, *["Plains"] * 4)


def _answer(s: Scenario, targets: list, picks: list) -> None:
    """Choose ``targets`` in order, pay the mana automatically and answer the
    cost's choices with ``picks`` in order (an id, or "done"); stop at a choice
    once ``picks`` run out."""
    targets, picks = list(targets), list(picks)
    g = s.game
    while g.decision.kind != "priority":
        if g.decision.kind == "target":
            g.act(Action("target", (targets.pop(0),)))
            continue
        options = g.legal_actions()
        if any(a.kind == "autopay" for a in options):
            g.act(Action("autopay"))
            continue
        if not picks:
            return
        pick = picks.pop(0)
        action = Action("done") if pick == "done" else Action("choose", (pick,))
        assert action in options, (pick, options)
        g.act(action)
    assert not targets and not picks


def _cast_spliced(
    s: Scenario, spell: int, spliced: list[int], targets: list, picks: list[int] = ()
) -> None:
    """Cast ``spell`` with ``spliced`` cards (see :func:`_answer`)."""
    s.act("cast", spell, "normal")
    splice(s, *spliced)
    _answer(s, targets, picks)


def _offers_splice(s: Scenario, spell: int) -> bool:
    s.act("cast", spell, "normal")
    return s.game.decision.kind == "splice"


# ------------------------------------------------------ Hundred-Talon Strike
def test_hundred_talon_strike_splice_taps_an_untapped_white_creature():
    s = Scenario()
    spike = s.hand(0, "Lava Spike")
    strike = s.hand(0, "Hundred-Talon Strike")
    lions = s.battlefield(0, "Savannah Lions")
    bears = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Mountain", 1)
    _libraries(s)
    s.start()
    _cast_spliced(s, spike, [strike], ["P1", bears], picks=[lions])
    assert s.game.objects[lions].tapped  # the cost is paid as the spell is cast
    s.resolve()
    assert s.life(1) == 17
    assert s.pt(bears) == (3, 2) and "first strike" in s.game.chars(bears).keywords
    assert "Hundred-Talon Strike" in s.hand_names(0)  # spliced cards stay in hand


def test_hundred_talon_strike_isnt_offered_without_an_untapped_white_creature():
    s = Scenario()
    spike = s.hand(0, "Lava Spike")
    s.hand(0, "Hundred-Talon Strike")
    s.battlefield(0, "Savannah Lions", tapped=True)
    s.battlefield(0, "Grizzly Bears")  # untapped, but green
    s.lands(0, "Mountain", 1)
    _libraries(s)
    s.start()
    assert not _offers_splice(s, spike)


# ---------------------------------------------------------- Horobi's Whisper
def _whisper_scenario(graveyard: int, swamp: bool) -> tuple[Scenario, dict[str, int]]:
    s = Scenario()
    ids = {
        "spike": s.hand(0, "Lava Spike"),
        "whisper": s.hand(0, "Horobi's Whisper"),
        "bears": s.battlefield(1, "Grizzly Bears"),
    }
    ids["cards"] = s.graveyard(0, *["Forest"] * graveyard)
    s.lands(0, "Mountain", 1)
    if swamp:
        s.battlefield(0, "Swamp")
    _libraries(s)
    s.start()
    return s, ids


def test_horobis_whisper_splice_exiles_four_chosen_cards_from_the_graveyard():
    s, ids = _whisper_scenario(graveyard=5, swamp=True)
    chosen = ids["cards"][1:]
    _cast_spliced(s, ids["spike"], [ids["whisper"]], ["P1", ids["bears"]], picks=chosen)
    assert s.names(s.game.exile) == ["Forest"] * 4
    assert s.game.players[0].graveyard == [ids["cards"][0]]  # the one not chosen
    s.resolve()
    assert s.graveyard_names(1) == ["Grizzly Bears"] and s.life(1) == 17


def test_horobis_whisper_destroys_nothing_without_a_swamp_but_the_cost_is_paid():
    s, ids = _whisper_scenario(graveyard=4, swamp=False)
    _cast_spliced(s, ids["spike"], [ids["whisper"]], ["P1", ids["bears"]], picks=ids["cards"])
    s.resolve()
    assert s.names(s.game.exile) == ["Forest"] * 4
    assert ids["bears"] in s.game.battlefield and s.life(1) == 17


def test_horobis_whisper_isnt_offered_with_three_cards_in_the_graveyard():
    s, ids = _whisper_scenario(graveyard=3, swamp=True)
    assert not _offers_splice(s, ids["spike"])


# ---------------------------------------------------------- Torrent of Stone
def test_torrent_of_stone_splice_sacrifices_two_mountains():
    s = Scenario()
    spike = s.hand(0, "Lava Spike")
    torrent = s.hand(0, "Torrent of Stone")
    mountains = s.lands(0, "Mountain", 3)
    giant = s.battlefield(1, "Hill Giant")
    _libraries(s)
    s.start()
    _cast_spliced(s, spike, [torrent], ["P1", giant], picks=mountains[1:])
    assert s.names(s.game.players[0].graveyard) == ["Mountain", "Mountain"]
    assert mountains[0] in s.game.battlefield
    s.resolve()
    assert s.graveyard_names(1) == ["Hill Giant"] and s.life(1) == 17


def test_torrent_of_stone_isnt_offered_with_one_mountain():
    s = Scenario()
    spike = s.hand(0, "Lava Spike")
    s.hand(0, "Torrent of Stone")
    s.lands(0, "Mountain", 1)
    s.lands(0, "Forest", 2)
    s.battlefield(1, "Hill Giant")  # something to target (SPL-03)
    _libraries(s)
    s.start()
    assert not _offers_splice(s, spike)


# ------------------------------------------------------------- Roar of Jukai
def _roar_in_combat(forest: bool) -> tuple[Scenario, dict[str, int]]:
    """Player 0 attacks with two creatures; one is blocked.  Then casts
    Hundred-Talon Strike (an Arcane instant) with Roar of Jukai spliced."""
    s = Scenario()
    ids = {
        "strike": s.hand(0, "Hundred-Talon Strike"),
        "roar": s.hand(0, "Roar of Jukai"),
        "bears": s.battlefield(0, "Grizzly Bears"),
        "lions": s.battlefield(0, "Savannah Lions"),
        "wall": s.battlefield(1, "Hill Giant"),
    }
    s.lands(0, "Plains", 1)
    s.lands(0, "Forest" if forest else "Mountain", 3)
    _libraries(s)
    s.start()
    s.attack(ids["bears"], ids["lions"])
    s.block((ids["wall"], ids["bears"]))
    return s, ids


def test_roar_of_jukai_splice_gives_an_opponent_life_and_pumps_blocked_creatures():
    s, ids = _roar_in_combat(forest=True)
    _cast_spliced(s, ids["strike"], [ids["roar"]], [ids["lions"]])
    assert s.life(1) == 25  # the opponent gains 5 life as the cost is paid
    s.resolve()
    assert s.pt(ids["bears"]) == (4, 4)  # blocked: +2/+2
    assert s.pt(ids["lions"]) == (3, 1)  # unblocked: only the Strike's +1/+0


def test_roar_of_jukai_pumps_nothing_without_a_forest():
    s, ids = _roar_in_combat(forest=False)
    _cast_spliced(s, ids["strike"], [ids["roar"]], [ids["lions"]])
    s.resolve()
    assert s.life(1) == 25 and s.pt(ids["bears"]) == (2, 2)


# --------------------------------------------------------------- Lifespinner
def _lifespinner(spirits: int) -> tuple[Scenario, dict]:
    s = Scenario()
    ids = {
        "spinner": s.battlefield(0, "Lifespinner"),
        "kami": [s.battlefield(0, "Kami of Ancient Law") for _ in range(spirits - 1)],
        "bears": s.battlefield(0, "Grizzly Bears"),
    }
    ids["library"] = s.library(0, "Plains", "Hikari, Twilight Guardian", "Kami of Ancient Law")
    s.library(1, *["Plains"] * 4)
    s.start()
    return s, ids


def test_lifespinner_sacrifices_three_spirits_itself_included_to_fetch_a_legendary_spirit():
    s, ids = _lifespinner(spirits=3)
    s.act("activate", ids["spinner"], 0)
    options = s.game.legal_actions()
    assert Action("choose", (ids["bears"],)) not in options  # not a Spirit
    _answer(s, [], [ids["spinner"], *ids["kami"]])
    assert sorted(s.graveyard_names(0)) == ["Kami of Ancient Law"] * 2 + ["Lifespinner"]
    s.pass_until_decision("search")
    search = s.game.legal_actions()
    hikari, kami = ids["library"][1], ids["library"][2]
    assert Action("choose", (kami,)) not in search  # a Spirit, but not legendary
    s.choose(hikari)
    assert "Hikari, Twilight Guardian" in s.battlefield_names(0)


def test_lifespinner_cant_be_activated_with_two_spirits():
    s, ids = _lifespinner(spirits=2)
    assert not any(
        a.kind == "activate" and a.args[0] == ids["spinner"] for a in s.game.legal_actions()
    )


# ------------------------------------------ Devouring Greed and Devouring Rage
def _with_spirits(spell: str, land: str, lands: int) -> tuple[Scenario, dict]:
    s = Scenario()
    ids = {
        "spell": s.hand(0, spell),
        "spirits": [s.battlefield(0, "Kami of Ancient Law") for _ in range(2)],
        "bears": s.battlefield(0, "Grizzly Bears"),
    }
    s.lands(0, land, lands)
    _libraries(s)
    s.start()
    return s, ids


def test_devouring_greed_drains_two_plus_two_per_spirit_sacrificed():
    s, ids = _with_spirits("Devouring Greed", "Swamp", 4)
    s.act("cast", ids["spell"], "normal")
    _answer(s, ["P1"], [*ids["spirits"], "done"])
    assert s.graveyard_names(0) == ["Kami of Ancient Law"] * 2
    s.resolve()
    assert (s.life(0), s.life(1)) == (26, 14)


def test_devouring_greed_may_sacrifice_no_spirit_and_never_another_creature():
    s, ids = _with_spirits("Devouring Greed", "Swamp", 4)
    s.act("cast", ids["spell"], "normal")
    _answer(s, ["P1"], [])  # the mana is paid; the sacrifice is asked next
    assert s.game.decision.kind == "sacrifice"
    assert Action("choose", (ids["bears"],)) not in s.game.legal_actions()
    s.game.act(Action("done"))
    s.resolve()
    assert (s.life(0), s.life(1)) == (22, 18)
    assert ids["bears"] in s.game.battlefield and all(
        k in s.game.battlefield for k in ids["spirits"]
    )


def test_devouring_rage_adds_three_power_per_spirit_sacrificed():
    s, ids = _with_spirits("Devouring Rage", "Mountain", 5)
    s.act("cast", ids["spell"], "normal")
    _answer(s, [ids["bears"]], [ids["spirits"][0], "done"])
    s.resolve()
    assert s.pt(ids["bears"]) == (8, 2)  # +3/+0, and +3/+0 for the one Spirit
    assert ids["spirits"][1] in s.game.battlefield


# ----------------------------------------------------------------- Soulblast
def test_soulblast_sacrifices_all_your_creatures_and_deals_their_total_power():
    s = Scenario()
    blast = s.hand(0, "Soulblast")
    s.battlefield(0, "Hill Giant")
    s.battlefield(0, "Grizzly Bears")
    theirs = s.battlefield(1, "Savannah Lions")
    s.lands(0, "Mountain", 6)
    _libraries(s)
    s.start()
    s.act("cast", blast, "normal")
    _answer(s, ["P1"], [])
    assert sorted(s.graveyard_names(0)) == ["Grizzly Bears", "Hill Giant"]
    assert theirs in s.game.battlefield  # only the creatures you control
    s.resolve()
    assert s.life(1) == 15  # 3 + 2


def test_soulblast_with_no_creatures_deals_no_damage():
    s = Scenario()
    blast = s.hand(0, "Soulblast")
    s.lands(0, "Mountain", 6)
    _libraries(s)
    s.start()
    s.act("cast", blast, "normal")
    _answer(s, ["P1"], [])
    s.resolve()
    assert s.life(1) == 20 and s.graveyard_names(0) == ["Soulblast"]


# ------------------------------------------------- Blinding Powder, Shuriken
def _equipped(equipment: str, creature: str = "Grizzly Bears") -> tuple[Scenario, int, int]:
    s = Scenario()
    holder = s.battlefield(0, creature)
    gear = s.battlefield(0, equipment, attached_to=holder)
    _libraries(s)
    return s, holder, gear


def _can_activate(s: Scenario, oid: int) -> bool:
    return any(a.kind == "activate" and a.args[0] == oid for a in s.game.legal_actions())


def test_blinding_powder_unattaches_to_prevent_combat_damage_to_the_creature():
    s, bears, powder = _equipped("Blinding Powder")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.attack(bears)
    s.block((giant, bears))
    s.activate(bears)
    assert s.game.objects[powder].attached_to is None  # the cost: unattached
    assert powder in s.game.battlefield and not _can_activate(s, bears)  # can't pay again
    s.resolve()
    s.pass_until("end_of_combat")
    assert bears in s.game.battlefield and s.game.objects[giant].damage == 2


def test_blinding_powder_prevents_only_combat_damage():
    s, bears, _powder = _equipped("Blinding Powder")
    ray = s.hand(0, "Glacial Ray")
    s.lands(0, "Mountain", 2)
    s.start()
    s.activate(bears)
    s.resolve()
    s.cast(ray, targets=[bears])
    s.resolve()
    assert sorted(s.graveyard_names(0)) == ["Glacial Ray", "Grizzly Bears"]


def test_shuriken_deals_two_damage_and_goes_to_that_creatures_controller():
    s, bears, shuriken = _equipped("Shuriken")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.activate(bears, targets=[giant])
    assert s.game.objects[bears].tapped and s.game.objects[shuriken].attached_to is None
    s.resolve()
    assert s.game.objects[giant].damage == 2
    assert s.game.chars(shuriken).controller == 1


def test_shuriken_unattached_from_a_ninja_stays_with_you():
    s, ninja, shuriken = _equipped("Shuriken", "Ninja of the Deep Hours")
    giant = s.battlefield(1, "Hill Giant")
    s.start()
    s.activate(ninja, targets=[giant])
    s.resolve()
    assert s.game.objects[giant].damage == 2 and s.game.chars(shuriken).controller == 0


# ------------------------------------------------------------- Ghostly Prison
def _prison(plains: int) -> tuple[Scenario, int, int]:
    s = Scenario()
    bears = s.battlefield(0, "Grizzly Bears")
    lions = s.battlefield(0, "Savannah Lions")
    s.battlefield(1, "Ghostly Prison")
    s.lands(0, "Plains", plains)
    _libraries(s)
    s.start()
    return s, bears, lions


def _attack_options(s: Scenario) -> set[int]:
    return {a.args[0] for a in s.game.legal_actions() if a.kind == "attack"}


def test_ghostly_prison_attacking_costs_two_per_attacker():
    s, bears, lions = _prison(plains=4)
    s.attack(bears, lions)
    assert s.game.decision.kind == "pay"  # the attack's cost, {4} (CR 508.1h)
    s.act("autopay")
    assert all(s.game.objects[p].tapped for p in s.game.battlefield if s.game.chars(p).is_land)
    s.pass_until("end_of_combat")
    assert s.life(1) == 16


def test_ghostly_prison_allows_only_the_attackers_you_can_pay_for():
    s, bears, lions = _prison(plains=3)
    s.pass_until_decision("attackers")
    assert _attack_options(s) == {bears, lions}
    s.act("attack", bears, "P1")
    assert _attack_options(s) == set()  # {4} for two: more than three lands make
    s.act("done")
    s.act("autopay")
    s.pass_until("end_of_combat")
    assert s.life(1) == 18


def test_ghostly_prison_without_mana_nobody_is_asked_to_attack():
    s, _bears, _lions = _prison(plains=0)
    asked = []
    while s.game.step != "end_of_combat":
        asked.append(s.game.decision.kind)
        s.act("pass") if s.game.decision.kind == "priority" else s.act("done")
    assert "attackers" not in asked and s.life(1) == 20
