"""Fear (CR 702.36) and regeneration (CR 701.15, 614.8)."""

from kamigawa_helpers import actions_of

from manastack.scenario import Scenario


def _blockers_for(attacker_name, blocker_name):
    s = Scenario()
    attacker = s.battlefield(0, attacker_name)
    blocker = s.battlefield(1, blocker_name)
    s.start(step="main1", active=0)
    s.attack(attacker)
    while s.game.step == "declare_attackers" and s.game.decision.kind == "priority":
        s.pass_priority()
    options = []
    if s.game.decision.kind == "blockers":
        options = [a.args for a in actions_of(s, "block")]
    return (blocker, attacker) in options


def test_fear_cannot_be_blocked_by_a_nonblack_nonartifact_creature():
    """CR 702.36b."""
    assert not _blockers_for("Nezumi Cutthroat", "Grizzly Bears")


def test_fear_can_be_blocked_by_black_or_artifact_creatures():
    """CR 702.36b: artifact creatures and/or black creatures may block."""
    assert _blockers_for("Nezumi Cutthroat", "Nezumi Ronin")
    assert _blockers_for("Nezumi Cutthroat", "Ornithopter")


def test_without_fear_anything_can_block():
    assert _blockers_for("Nezumi Ronin", "Grizzly Bears")


def _shielded_outcast(murders=1):
    """Numai Outcast with a regeneration shield ("{B}, Pay 5 life"); the opponent
    holds ``murders`` Murders and the mana for them, and has priority."""
    s = Scenario()
    outcast = s.battlefield(0, "Numai Outcast")
    s.battlefield(0, "Swamp")
    hits = [s.hand(1, "Murder") for _ in range(murders)]
    s.lands(1, "Swamp", 3 * murders)
    s.start(active=0)
    s.activate(outcast).resolve()
    s.pass_priority()
    return s, outcast, hits


def test_the_shield_replaces_destruction():
    """CR 701.15a, 614.8: the next time it would be destroyed this turn, instead its
    controller taps it."""
    s, outcast, (murder,) = _shielded_outcast()
    assert s.life(0) == 15  # the cost: {B}, Pay 5 life
    s.cast(murder, targets=[outcast]).resolve()
    assert "Numai Outcast" in s.battlefield_names(0)
    assert s.game.objects[outcast].tapped
    assert any("Numai Outcast regenerates" in line for line in s.game.log(0))


def test_a_shield_is_used_once():
    """CR 701.15a: "the next time": a second destruction destroys it."""
    s, outcast, (first, second) = _shielded_outcast(murders=2)
    s.cast(first, targets=[outcast]).resolve()
    s.pass_priority()
    s.cast(second, targets=[outcast]).resolve()
    assert "Numai Outcast" in s.graveyard_names(0)


def test_the_shield_lasts_only_this_turn():
    """CR 701.15a: "this turn"."""
    s, outcast, (murder,) = _shielded_outcast()
    s.library(1, "Swamp")
    s.pass_until("main1", active=1)
    s.cast(murder, targets=[outcast]).resolve()
    assert "Numai Outcast" in s.graveyard_names(0)


def test_lethal_damage_is_regenerated_and_the_creature_leaves_combat():
    """CR 704.5g destroys a creature with lethal damage; the shield replaces it:
    damage removed, tapped, removed from combat (CR 701.15a)."""
    s = Scenario()
    outcast = s.battlefield(0, "Numai Outcast")
    s.battlefield(0, "Swamp")
    ogre = s.battlefield(1, "Frost Ogre")  # 5/3
    s.start(active=1)
    s.pass_priority()
    s.activate(outcast).resolve()
    s.attack(ogre)
    s.block((outcast, ogre))
    s.pass_until("combat_damage")
    g = s.game
    assert "Numai Outcast" in s.battlefield_names(0)
    obj = g.objects[outcast]
    assert obj.damage == 0 and obj.tapped and outcast not in g.combat.blockers
