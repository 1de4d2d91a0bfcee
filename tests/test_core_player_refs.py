"""Core fix: a chosen word that starts with "P" (the creature type Pangolin, the
card name Pull Under) isn't a player reference, so views and logs can name it."""

from manastack.scenario import Scenario


def test_a_creature_type_choice_starting_with_p_is_described_in_the_view():
    s = Scenario()
    s.battlefield(0, "Unnatural Selection")
    s.battlefield(0, "Island")
    bears = s.battlefield(1, "Grizzly Bears")
    s.start()
    s.activate(s.find("Unnatural Selection"), targets=[bears])
    s.resolve()
    texts = [a["text"] for a in s.game.view(0)["decision"]["actions"]]
    assert "Pangolin" in texts
