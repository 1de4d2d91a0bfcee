"""CR 405 the stack, 608 resolving spells and abilities, 701.5 countering."""

import testcards  # noqa: F401  (registers the test-only cards)

from manastack.scenario import Scenario


def test_stack_resolves_last_in_first_out():
    """CR 405.5, 608.1: the top object resolves first."""
    s = Scenario()
    shock = s.hand(0, "Shock")
    growth = s.hand(0, "Giant Growth")
    s.battlefield(0, "Mountain")
    s.battlefield(0, "Forest")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.cast(shock, targets=[bears])
    s.cast(growth, targets=[bears])  # resolves first: the Bears survive the Shock
    s.resolve_all()
    assert s.battlefield_names(1) == ["Grizzly Bears"]
    assert s.game.objects[bears].damage == 2


def test_spell_with_its_only_target_gone_doesnt_resolve():
    """CR 608.2b: a spell whose targets are all illegal doesn't resolve; it goes
    to the graveyard without doing anything."""
    s = Scenario()
    blade = s.hand(0, "Murder")
    s.lands(0, "Swamp", 3)
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.cast(blade, targets=[bears])
    s.pass_priority()
    s.cast(unsummon, targets=[bears]).resolve()
    s.resolve()
    assert s.hand_names(1) == ["Grizzly Bears"]
    assert s.graveyard_names(0) == ["Murder"]
    assert any(e.kind == "fizzle" for e in s.game.events)


def test_target_that_gains_hexproof_becomes_illegal():
    """CR 608.2b, 702.11b: Octopus Form in response to Doom Blade."""
    s = Scenario()
    blade = s.hand(1, "Doom Blade")
    s.lands(1, "Swamp", 2)
    form = s.hand(0, "Octopus Form")
    s.battlefield(0, "Island")
    bears = s.battlefield(0, "Grizzly Bears")
    s.start(step="main1", active=0)
    s.pass_priority()
    s.cast(blade, targets=[bears])
    s.pass_priority()
    s.cast(form, targets=[bears])
    s.resolve_all()
    assert "Grizzly Bears" in s.battlefield_names(0)
    assert s.pt(bears) == (3, 3)
    assert s.graveyard_names(1) == ["Doom Blade"]


def test_partial_resolution_skips_only_the_illegal_target():
    """CR 608.2b: with one of two targets illegal, the spell resolves and does
    nothing to the illegal one."""
    s = Scenario()
    twin = s.hand(0, "Test Twin Shot")
    s.lands(0, "Mountain", 2)
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.cast(twin, targets=[bears, "P1"])
    s.pass_priority()
    s.cast(unsummon, targets=[bears]).resolve()
    s.resolve()
    assert s.life(1) == 18
    assert s.hand_names(1) == ["Grizzly Bears"]


def test_counterspell_counters_target_spell():
    """CR 701.5a: a countered spell goes to its owner's graveyard; Counterspell:
    "Counter target spell." """
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    counter = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.start(step="main1")
    s.cast(bolt, targets=["P1"])
    s.pass_priority()
    s.cast(counter, targets=[s.game.stack[0]])
    s.resolve_all()
    assert s.life(1) == 20
    assert s.graveyard_names(0) == ["Lightning Bolt"]
    assert s.graveyard_names(1) == ["Counterspell"]
    assert any(e.kind == "countered" for e in s.game.events)


def test_cancel_counters_a_creature_spell():
    """Cancel: "Counter target spell." A countered permanent spell never enters."""
    s = Scenario()
    giant = s.hand(0, "Hill Giant")
    s.lands(0, "Mountain", 4)
    cancel = s.hand(1, "Cancel")
    s.lands(1, "Island", 3)
    s.start(step="main1")
    s.cast(giant)
    s.pass_priority()
    s.cast(cancel, targets=[s.game.stack[0]])
    s.resolve_all()
    assert s.battlefield_names(0).count("Hill Giant") == 0
    assert s.graveyard_names(0) == ["Hill Giant"]


def test_counterspell_cant_target_itself_or_abilities():
    """CR 115.5: a spell can't target itself; "target spell" isn't an ability."""
    s = Scenario()
    sorcerer = s.battlefield(0, "Prodigal Sorcerer")
    counter = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.start(step="main1")
    s.activate(sorcerer, targets=["P1"])
    s.pass_priority()
    assert not any(a.kind == "cast" and a.args[0] == counter for a in s.game.legal_actions())


def test_counterspell_on_a_counterspell():
    """CR 608.2b: the countered Counterspell does nothing, the first spell resolves."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    mine = s.hand(0, "Counterspell")
    s.lands(0, "Island", 2)
    theirs = s.hand(1, "Counterspell")
    s.lands(1, "Island", 2)
    s.start(step="main1")
    s.cast(bolt, targets=["P1"])
    s.pass_priority()
    s.cast(theirs, targets=[s.game.stack[-1]])
    s.pass_priority()
    s.cast(mine, targets=[s.game.stack[-1]])
    s.resolve_all()
    assert s.life(1) == 17


def test_permanent_spell_enters_under_its_controllers_control():
    """CR 608.3: a resolving permanent spell enters the battlefield."""
    s = Scenario()
    bears = s.hand(0, "Grizzly Bears")
    s.lands(0, "Forest", 2)
    s.start(step="main1")
    s.cast(bears)
    assert s.battlefield_names(0).count("Grizzly Bears") == 0
    s.resolve()
    assert s.battlefield_names(0).count("Grizzly Bears") == 1


def test_instant_goes_to_the_graveyard_after_resolving():
    """CR 608.2n."""
    s = Scenario()
    bolt = s.hand(0, "Lightning Bolt")
    s.battlefield(0, "Mountain")
    s.start(step="main1")
    s.cast(bolt, targets=["P1"]).resolve()
    assert s.graveyard_names(0) == ["Lightning Bolt"]
    assert s.game.stack == []


def test_swords_uses_last_known_power():
    """CR 608.2h: Swords to Plowshares' controller gains life equal to the exiled
    creature's power as it last existed, pump included."""
    s = Scenario()
    swords = s.hand(0, "Swords to Plowshares")
    s.battlefield(0, "Plains")
    growth = s.hand(1, "Giant Growth")
    s.battlefield(1, "Forest")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.cast(swords, targets=[bears])
    s.pass_priority()
    s.cast(growth, targets=[bears])
    s.resolve_all()
    assert s.life(1) == 25
    assert s.names(s.game.exile) == ["Grizzly Bears"]


def test_aura_spell_with_illegal_target_goes_to_graveyard():
    """CR 608.3b, 303.4g: an Aura spell whose target is illegal doesn't enter."""
    s = Scenario()
    pacifism = s.hand(0, "Pacifism")
    s.lands(0, "Plains", 2)
    unsummon = s.hand(1, "Unsummon")
    s.battlefield(1, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start(step="main1")
    s.cast(pacifism, targets=[bears])
    s.pass_priority()
    s.cast(unsummon, targets=[bears]).resolve()
    s.resolve()
    assert s.graveyard_names(0) == ["Pacifism"]
