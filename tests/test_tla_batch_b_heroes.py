"""TLA batch B heroes (manastack/cards/avatar_batch_b_heroes.py): each card's
text in a small scenario, with the rules pieces they brought: "discard this
card" costs, "doesn't untap" (CR 502.3), cost reductions under a condition
(CR 601.2f) and gaining control until end of turn (CR 613.1b)."""

from manastack.core.actions import Action
from manastack.engine.objects import BATTLEFIELD
from manastack.scenario import Scenario


def _settle(s: Scenario) -> None:
    g = s.game
    while g.decision is not None and (
        g.decision.kind == "order_triggers" or (g.decision.kind == "priority" and g.stack)
    ):
        g.act(g.legal_actions()[0] if g.decision.kind == "order_triggers" else Action("pass"))


def _named(s: Scenario, name: str, player: int = 0) -> list[int]:
    return [
        o
        for o in s.game.battlefield
        if s.game.chars(o).name == name and s.game.chars(o).controller == player
    ]


def _castable(s: Scenario, card: int) -> bool:
    return any(a.kind == "cast" and a.args[0] == card for a in s.game.legal_actions())


# ------------------------------------------------------------- Team Avatar
def test_team_avatar_pumps_a_creature_attacking_alone_by_creature_count():
    s = Scenario()
    s.battlefield(0, "Team Avatar")
    bear = s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    s.attack(bear)
    _settle(s)
    assert s.pt(bear) == (4, 4)


def test_team_avatar_does_nothing_when_two_attack():
    s = Scenario()
    s.battlefield(0, "Team Avatar")
    a = s.battlefield(0, "Grizzly Bears")
    b = s.battlefield(0, "Grizzly Bears")
    s.start()
    s.attack(a, b)
    assert not s.game.stack
    assert s.pt(a) == (2, 2)


def test_team_avatar_discards_from_hand_to_deal_damage():
    s = Scenario()
    team = s.hand(0, "Team Avatar")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    s.battlefield(0, "Grizzly Bears")
    big = s.battlefield(1, "Craw Wurm")  # 6/4
    s.lands(0, "Plains", 3)
    s.start()
    s.activate(team, targets=[big])
    assert s.game.objects.get(team) is None and "Team Avatar" in s.graveyard_names(0)
    _settle(s)
    assert s.game.objects[big].damage == 3


# ----------------------------------------------------------- The Mechanist
def test_the_mechanist_makes_clues_and_animates_an_artifact_token():
    s = Scenario()
    mech = s.battlefield(0, "The Mechanist, Aerial Artisan")
    days = s.hand(0, "Lost Days")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 5)
    s.start()
    s.cast(days, targets=[bear])
    _settle(s)
    s.choose("bottom")
    _settle(s)
    clues = _named(s, "Clue")
    assert len(clues) == 2  # one from casting a noncreature spell, one from Lost Days
    s.activate(mech, targets=[clues[0]])
    _settle(s)
    ch = s.game.chars(clues[0])
    assert ch.is_creature and s.pt(clues[0]) == (3, 1) and "flying" in ch.keywords
    assert "Construct" in ch.subtypes and "Artifact" in ch.types
    s.pass_until("main1", active=1)
    assert not s.game.chars(clues[0]).is_creature


# -------------------------------------------------------- Sokka, Tenacious
def test_sokka_gives_other_allies_menace_and_prowess_and_makes_allies():
    s = Scenario()
    s.battlefield(0, "Sokka, Tenacious Tactician")
    ally = s.battlefield(0, "Jeong Jeong's Deserters")
    bear = s.battlefield(0, "Grizzly Bears")
    days = s.hand(0, "Lost Days")
    target = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 5)
    s.start()
    assert "menace" in s.game.chars(ally).keywords
    assert "menace" not in s.game.chars(bear).keywords
    power = s.pt(ally)[0]
    s.cast(days, targets=[target])
    _settle(s)
    s.choose("bottom")
    _settle(s)
    assert s.pt(ally)[0] == power + 1  # the granted prowess
    assert s.pt(bear) == (2, 2)
    assert len(_named(s, "Ally")) == 1


# ------------------------------------------------------------------ Hei Bai
def test_hei_bai_may_sacrifice_another_creature_or_artifact_for_two_counters():
    s = Scenario()
    hei = s.hand(0, "Hei Bai, Spirit of Balance")
    bear = s.battlefield(0, "Grizzly Bears")
    land = s.battlefield(0, "Forest")
    s.lands(0, "Plains", 4)
    s.start()
    s.cast(hei)
    _settle(s)
    assert s.game.decision.kind == "sacrifice"
    options = [a.args[0] for a in s.game.legal_actions()]
    assert "none" in options and bear in options and land not in options
    s.choose(bear)
    _settle(s)
    hei_id = s.find("Hei Bai, Spirit of Balance", BATTLEFIELD)
    assert s.game.objects[hei_id].counters.get("+1/+1") == 2
    assert "Grizzly Bears" in s.graveyard_names(0)


def test_hei_bai_leaving_moves_its_counters():
    s = Scenario()
    hei = s.battlefield(0, "Hei Bai, Spirit of Balance", counters={"+1/+1": 2})
    friend = s.battlefield(0, "Grizzly Bears")
    days = s.hand(1, "Lost Days")
    s.lands(1, "Island", 5)
    s.start(active=1)
    s.cast(days, targets=[hei])
    s.resolve()
    s.choose("bottom")
    s.pass_until_decision("target")
    s.act("target", friend)
    _settle(s)
    assert s.game.objects[friend].counters.get("+1/+1") == 2


# ---------------------------------------------------------------- Lo and Li
def test_lo_and_li_tutor_a_lesson_and_give_nobles_lifelink():
    s = Scenario()
    twins = s.hand(0, "Lo and Li, Twin Tutors")
    s.library(0, "Forest", "Lost Days", "Grizzly Bears")
    s.lands(0, "Swamp", 5)
    s.start()
    s.cast(twins)
    _settle(s)
    options = [a.args[0] for a in s.game.legal_actions() if a.args[0] != "done"]
    assert s.names(options) == ["Lost Days"]
    s.choose(options[0])
    assert "Lost Days" in s.hand_names(0)
    s2 = Scenario()
    s2.battlefield(0, "Lo and Li, Twin Tutors")
    azula = s2.battlefield(0, "Mai, Scornful Striker")  # a Human Noble
    bear = s2.battlefield(0, "Grizzly Bears")
    s2.start()
    assert "lifelink" in s2.game.chars(azula).keywords
    assert "lifelink" not in s2.game.chars(bear).keywords


# ------------------------------------------------------------ doesn't untap
def test_ty_lee_chi_blocker_keeps_a_creature_tapped_while_she_stays():
    s = Scenario()
    ty = s.hand(0, "Ty Lee, Chi Blocker")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Island", 3)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.start()
    s.cast(ty)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    assert s.game.objects[bear].tapped
    s.pass_until("main1", active=1)
    assert s.game.objects[bear].tapped  # its untap step passed it by


def test_ty_lee_leaving_lets_the_creature_untap():
    s = Scenario()
    ty = s.hand(0, "Ty Lee, Chi Blocker")
    bear = s.battlefield(1, "Grizzly Bears")
    days = s.hand(1, "Lost Days")
    s.lands(0, "Island", 3)
    s.lands(1, "Island", 5)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.start()
    s.cast(ty)
    s.resolve()
    s.act("target", bear)
    _settle(s)
    s.pass_until("end", active=0)
    s.pass_priority()
    s.cast(days, targets=[s.find("Ty Lee, Chi Blocker", BATTLEFIELD)])
    s.resolve()
    s.choose("bottom")
    _settle(s)
    s.pass_until("main1", active=1)
    assert not s.game.objects[bear].tapped


def test_watery_grasp_keeps_tapped_and_shuffles_away():
    s = Scenario()
    bear = s.battlefield(1, "Grizzly Bears", tapped=True)
    grasp = s.battlefield(0, "Watery Grasp", attached_to=bear)
    s.lands(0, "Island", 5)
    s.library(0, *["Island"] * 3)
    s.library(1, *["Island"] * 3)
    s.start()
    s.pass_until("main1", active=1)
    assert s.game.objects[bear].tapped
    s.pass_until("main1", active=0)
    s.activate(grasp)
    _settle(s)
    assert "Grizzly Bears" in s.names(s.game.players[1].library)
    assert bear not in s.game.objects


# --------------------------------------------------------- cost reductions
def test_gran_gran_loots_when_tapped_and_discounts_with_three_lessons():
    s = Scenario()
    gran = s.battlefield(0, "Gran-Gran")
    s.battlefield(1, "Grizzly Bears")
    s.library(0, "Island")
    s.start()
    s.attack(gran)
    _settle(s)
    assert s.game.decision.kind == "discard"
    s.choose(s.game.players[0].hand[0])
    _settle(s)
    assert s.graveyard_names(0) == ["Island"]
    # {4}{U} Lost Days costs {3}{U} with three Lessons in the graveyard
    s2 = Scenario()
    s2.battlefield(0, "Gran-Gran")
    days = s2.hand(0, "Lost Days")
    s2.battlefield(1, "Grizzly Bears")
    s2.lands(0, "Island", 4)
    s2.start()
    assert not _castable(s2, days)
    s3 = Scenario()
    s3.battlefield(0, "Gran-Gran")
    days3 = s3.hand(0, "Lost Days")
    s3.graveyard(0, "Lost Days", "Lost Days", "Lost Days")
    s3.battlefield(1, "Grizzly Bears")
    s3.lands(0, "Island", 4)
    s3.start()
    assert _castable(s3, days3)


def test_momo_discounts_the_first_flier_and_grows_when_one_enters():
    s = Scenario()
    momo = s.battlefield(0, "Momo, Friendly Flier")
    kids = s.hand(0, "Glider Kids")  # {2}{W} flier
    kids2 = s.hand(0, "Glider Kids")
    s.lands(0, "Plains", 4)
    s.library(0, "Island", "Island")
    s.start()
    s.cast(kids)
    s.resolve()
    _settle(s)
    if s.game.decision.kind == "scry":
        s.choose("top")
    _settle(s)
    assert s.pt(momo) == (2, 2)
    assert len([o for o in s.game.battlefield if s.game.objects[o].tapped]) == 2
    assert not _castable(s, kids2)  # the second costs {2}{W} again: two lands left


# ------------------------------------------------------------ Jet's Brainwashing
def test_jets_brainwashing_stops_a_blocker_and_makes_a_clue():
    s = Scenario()
    wash = s.hand(0, "Jet's Brainwashing")
    bear = s.battlefield(1, "Grizzly Bears")
    s.lands(0, "Mountain", 1)
    s.start()
    s.cast(wash, targets=[bear])
    _settle(s)
    assert "cant_block" in s.game.chars(bear).keywords
    assert s.game.chars(bear).controller == 1
    assert len(_named(s, "Clue")) == 1


def test_jets_brainwashing_kicked_steals_untaps_and_hastes_until_end_of_turn():
    s = Scenario()
    wash = s.hand(0, "Jet's Brainwashing")
    bear = s.battlefield(1, "Grizzly Bears", tapped=True)
    s.lands(0, "Mountain", 4)
    s.library(0, *["Island"] * 2)
    s.library(1, *["Island"] * 2)
    s.start()
    s.game.act(s.pick(lambda a: a.kind == "cast" and a.args[0] == wash and a.args[1] != "normal"))
    s.act("target", bear)
    s.act("autopay")
    _settle(s)
    ch = s.game.chars(bear)
    assert ch.controller == 0 and not s.game.objects[bear].tapped and "haste" in ch.keywords
    s.attack(bear)
    s.pass_until("main1", active=1)
    assert s.game.chars(bear).controller == 1


# ---------------------------------------------------------------- Honest Work
def test_honest_work_turns_a_creature_into_a_humble_merchant():
    s = Scenario()
    work = s.hand(0, "Honest Work")
    lizard = s.battlefield(1, "Mongoose Lizard", counters={"+1/+1": 2})
    mine = s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 1)
    s.start()
    s.game.act(Action("cast", (work, "normal")))
    targets = [a.args[0] for a in s.game.legal_actions() if a.kind == "target"]
    assert lizard in targets and mine not in targets  # enchant creature an opponent controls
    s.act("target", lizard)
    s.act("autopay")
    _settle(s)
    ch = s.game.chars(lizard)
    assert s.game.objects[lizard].tapped and not s.game.objects[lizard].counters.get("+1/+1")
    assert ch.name == "Humble Merchant" and s.pt(lizard) == (1, 1)
    assert "menace" not in ch.keywords and ch.subtypes == {"Citizen"}
    (only,) = ch.abilities
    assert only.mana == ("C",)


# ------------------------------------------------------------------- June
def test_june_is_unblockable_after_two_draws_and_sacrifices_another_for_a_clue():
    s = Scenario()
    june = s.battlefield(0, "June, Bounty Hunter")
    bear = s.battlefield(0, "Grizzly Bears")
    divination = s.hand(0, "Divination")
    s.library(0, "Island", "Island")
    s.lands(0, "Island", 4)
    s.start()
    assert "unblockable" not in s.game.chars(june).keywords
    s.cast(divination)
    _settle(s)
    assert "unblockable" in s.game.chars(june).keywords
    s.activate(june)
    assert s.game.decision.kind == "sacrifice"
    options = [a.args[0] for a in s.game.legal_actions()]
    assert options == [bear]  # another creature: never June herself
    s.choose(bear)
    _settle(s)
    assert len(_named(s, "Clue")) == 1


def test_june_activates_only_during_your_turn():
    s = Scenario()
    june = s.battlefield(0, "June, Bounty Hunter")
    s.battlefield(0, "Grizzly Bears")
    s.lands(0, "Island", 1)
    s.start(active=1)
    s.pass_priority()
    assert s.game.decision.player == 0
    assert not any(a.kind == "activate" and a.args[0] == june for a in s.game.legal_actions())


# ------------------------------------------------------------ Wan Shi Tong
def test_wan_shi_tong_enters_with_x_counters_and_draws_half_x():
    s = Scenario()
    owl = s.hand(0, "Wan Shi Tong, Librarian")
    s.library(0, "Island", "Island", "Island")
    s.lands(0, "Island", 5)
    s.start()
    s.cast(owl, x=3)
    _settle(s)
    me = s.find("Wan Shi Tong, Librarian", BATTLEFIELD)
    assert s.pt(me) == (4, 4) and len(s.game.players[0].hand) == 1


def test_wan_shi_tong_grows_and_draws_when_an_opponent_searches():
    s = Scenario()
    owl = s.battlefield(0, "Wan Shi Tong, Librarian")
    koi = s.hand(1, "Giant Koi")
    s.library(0, "Island")
    s.library(1, "Forest")
    s.lands(1, "Island", 2)
    s.start(active=1)
    s.act("special", koi, "cycle")
    while s.game.decision.kind == "pay":
        s.act("autopay")
    _settle(s)
    s.choose("done")  # finds nothing, but searched
    _settle(s)
    assert s.pt(owl) == (2, 2) and s.hand_names(0) == ["Island"]


# ------------------------------------------------------------------- Momo
def _momo_leaves(s: Scenario, momo: int) -> None:
    days = s.hand(1, "Lost Days")
    s.lands(1, "Island", 5)
    s.start(active=1)
    s.cast(days, targets=[momo])
    s.resolve()
    s.choose("bottom")


def test_momo_playful_pet_leaving_asks_a_mode_as_the_trigger_goes_on_the_stack():
    s = Scenario()
    momo = s.battlefield(0, "Momo, Playful Pet")
    bear = s.battlefield(0, "Grizzly Bears")
    _momo_leaves(s, momo)
    assert s.game.decision.kind == "mode" and s.game.decision.player == 0
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 1, 2]
    s.choose(1)
    assert s.game.decision.kind == "target"
    s.act("target", bear)
    _settle(s)
    assert s.game.objects[bear].counters.get("+1/+1") == 1


def test_momo_playful_pet_food_mode_and_no_counter_mode_without_a_creature():
    s = Scenario()
    momo = s.battlefield(0, "Momo, Playful Pet")
    _momo_leaves(s, momo)
    assert [a.args[0] for a in s.game.legal_actions()] == [0, 2]  # no creature to target
    s.choose(0)
    _settle(s)
    assert len(_named(s, "Food")) == 1
