"""Set mechanics built on the engine's extension points (Champions of Kamigawa block).

Each module implements one mechanic once, as reusable pieces cards are made of:
:mod:`.bushido`, :mod:`.soulshift`, :mod:`.flip`, :mod:`.splice`, and
:mod:`.kamigawa` for the card-group helpers (Shrines, Zubera, divinity counters,
Deceivers).

Marvel's Spider-Man and the double-faced rules it shares with Avatar:
:mod:`.double_faced` (transforming, entering transformed, CR 712), :mod:`.saga`
(CR 714), :mod:`.connive` (CR 701.50), :mod:`.harness` (∞), :mod:`.web_slinging`,
:mod:`.mayhem` and :mod:`.modified`.

Avatar: The Last Airbender: :mod:`.food` (Food, Clue, investigate),
:mod:`.firebending`, :mod:`.flashback`, :mod:`.kicker`, :mod:`.learn`,
:mod:`.prowess`, :mod:`.counter_unless` and :mod:`.lessons` (Lessons, Shrines,
second card drawn each turn); exhaust is ``Activated(exhaust=True)``.
"""
