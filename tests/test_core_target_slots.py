"""Core fix: a spell whose effects share one target spec ("target creature gets
+1/+1 ... Untap it") asks for one target, not two (CR 115.1, 601.2c)."""

from manastack import Action
from manastack.scenario import Scenario


def test_octopus_form_asks_for_one_target_and_uses_it_twice():
    s = Scenario()
    form = s.hand(0, "Octopus Form")
    s.battlefield(0, "Island")
    bears = s.battlefield(0, "Grizzly Bears", tapped=True)
    s.start()
    s.game.act(Action("cast", (form, "normal")))
    s.game.act(Action("target", (bears,)))
    assert s.game.decision.kind == "pay"
    s.game.act(Action("autopay"))
    s.resolve()
    assert s.pt(bears) == (3, 3) and not s.game.objects[bears].tapped
