"""Set mechanics built on the engine's extension points (Champions of Kamigawa block).

Each module implements one mechanic once, as reusable pieces cards are made of:
:mod:`.bushido`, :mod:`.soulshift`, :mod:`.flip`, :mod:`.splice`, and
:mod:`.kamigawa` for the card-group helpers (Shrines, Zubera, divinity counters,
Deceivers).
"""
