"""The board, readable at a glance, drawn with rich from one player's view.

Everything drawn comes from :meth:`Game.view`, so the board shows exactly what
that player may know (the opponent's hand is a number).  Shown: life totals,
hand, library, graveyard and exile sizes, each player's battlefield grouped into
lands (collapsed by name) and other permanents with tapped state, counters, P/T
as modified, damage, combat status and attachments; the stack when it isn't
empty; the turn, step and who has priority.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ...engine.messages import STEP_NAMES, translate
from . import keyword_name, say


def object_label(entry: dict[str, Any]) -> str:
    """``Name #id`` (ids are what the player types to ask for a card's text)."""
    return say("board.object", name=entry["name"], id=entry["id"])


def status_line(view: dict[str, Any], lang: str = "en") -> Text:
    """Turn, active player, step and priority in one line."""
    players = view["players"]
    step = (
        translate(STEP_NAMES[view["step"]], lang)
        if view["step"] in STEP_NAMES
        else say("board.setup", lang)
    )
    priority = view.get("priority")
    who = players[priority]["name"] if priority is not None else say("board.nobody", lang)
    text = say(
        "board.status",
        lang,
        turn=view["turn"],
        player=players[view["active_player"]]["name"],
        step=step,
        priority=who,
    )
    return Text(text, style="bold")


def _player_header(player: dict[str, Any], lang: str) -> str:
    return say(
        "board.player",
        lang,
        name=player["name"],
        life=player["life"],
        hand=player["hand_size"],
        library=player["library"],
        graveyard=len(player["graveyard"]),
    )


def _permanent_row(
    entry: dict[str, Any], names: dict[int, str], attached: dict[int, list[str]], lang: str
) -> tuple[str, str, str, str]:
    label = object_label(entry)
    pt = ""
    if "power" in entry:
        pt = say("board.pt", lang, power=entry["power"], toughness=entry["toughness"])
        if entry.get("damage"):
            pt = say("board.pt_damage", lang, pt=pt, damage=entry["damage"])
    notes = []
    if entry["tapped"]:
        notes.append(say("board.tapped", lang))
    if entry.get("summoning_sick") and "Creature" in entry["types"]:
        notes.append(say("board.sick", lang))
    if "attacking" in entry:
        notes.append(say("board.attacking", lang))
    if "blocking" in entry:
        notes.append(
            say("board.blocking", lang, card=names.get(entry["blocking"], str(entry["blocking"])))
        )
    for counter, amount in sorted(entry.get("counters", {}).items()):
        notes.append(say("board.counters", lang, amount=amount, counter=counter))
    if entry.get("attached_to") is not None:
        notes.append(
            say(
                "board.attached_to",
                lang,
                card=names.get(entry["attached_to"], str(entry["attached_to"])),
            )
        )
    for other in attached.get(entry["id"], []):
        notes.append(say("board.with", lang, card=other))
    keywords = ", ".join(keyword_name(k, lang) for k in entry.get("keywords", []))
    return label, pt, keywords, ", ".join(notes)


def battlefield_panel(view: dict[str, Any], index: int, lang: str = "en") -> Panel:
    """One player's side of the battlefield, with the player's counts as a title."""
    player = view["players"][index]
    names = {e["id"]: object_label(e) for e in view["battlefield"]}
    attached: dict[int, list[str]] = {}
    for entry in view["battlefield"]:
        if entry.get("attached_to") is not None:
            attached.setdefault(entry["attached_to"], []).append(object_label(entry))
    mine = [e for e in view["battlefield"] if e["controller"] == index]
    lands = [e for e in mine if "Land" in e["types"] and "Creature" not in e["types"]]
    others = [e for e in mine if e not in lands]
    parts: list[RenderableType] = []
    if lands:
        counts = Counter(e["name"] for e in lands)
        untapped = Counter(e["name"] for e in lands if not e["tapped"])
        groups = [
            say("board.land_group", lang, name=name, count=count, untapped=untapped[name])
            for name, count in counts.items()
        ]
        parts.append(Text(say("board.lands", lang, lands="; ".join(groups))))
    if others:
        table = Table(show_header=False, box=None, pad_edge=False, padding=(0, 1))
        for _ in range(4):
            table.add_column()
        others.sort(key=lambda e: ("Creature" not in e["types"], e["id"]))
        for entry in others:
            row = _permanent_row(entry, names, attached, lang)
            style = "dim" if entry["tapped"] else ""
            table.add_row(*(Text(cell, style=style) for cell in row))
        parts.append(table)
    if not parts:
        parts.append(Text(say("board.empty", lang), style="dim"))
    pool = player.get("mana_pool") or {}
    if pool:
        mana = "".join("{%s}" % colour * amount for colour, amount in sorted(pool.items()))
        parts.append(Text(say("board.mana_pool", lang, mana=mana), style="cyan"))
    if player.get("poison"):
        parts.append(Text(say("board.poison", lang, poison=player["poison"]), style="magenta"))
    if "library_top" in player:  # shown to this viewer (CR 401.5)
        top = object_label(player["library_top"])
        parts.append(Text(say("board.library_top", lang, card=top), style="cyan"))
    if player.get("lost"):
        parts.append(Text(say("board.lost", lang), style="bold red"))
    style = "green" if index == view["you"] else "red"
    return Panel(
        Group(*parts), title=_player_header(player, lang), title_align="left", border_style=style
    )


def stack_panel(view: dict[str, Any], lang: str = "en") -> Panel | None:
    if not view["stack"]:
        return None
    lines = []
    for position, item in enumerate(view["stack"], start=1):
        key = "board.stack_ability" if item.get("ability") else "board.stack_spell"
        line = say(
            key,
            lang,
            n=position,
            card=object_label(item),
            player=view["players"][item["controller"]]["name"],
        )
        if item.get("details"):
            line = say("board.stack_details", lang, line=line, details=item["details"])
        if item.get("targets"):
            line = say("board.stack_targets", lang, line=line, targets=", ".join(item["targets"]))
        lines.append(Text(line))
    return Panel(
        Group(*lines), title=say("board.stack", lang), title_align="left", border_style="yellow"
    )


def hand_line(view: dict[str, Any], lang: str = "en") -> Text:
    me = view["players"][view["you"]]
    cards = ", ".join(object_label(c) for c in me.get("hand", []))
    return Text(say("board.hand", lang, cards=cards or say("board.none", lang)))


def board(view: dict[str, Any], lang: str = "en") -> RenderableType:
    """The whole board from ``view["you"]``'s seat: the opponent on top."""
    you = view["you"]
    parts: list[RenderableType] = [status_line(view, lang), battlefield_panel(view, 1 - you, lang)]
    stack = stack_panel(view, lang)
    if stack is not None:
        parts.append(stack)
    parts.append(battlefield_panel(view, you, lang))
    parts.append(hand_line(view, lang))
    return Group(*parts)


def zone_list(title: str, cards: list[dict[str, Any]], lang: str = "en") -> Text:
    return Text(
        say(
            "board.zone",
            lang,
            zone=title,
            cards=", ".join(object_label(c) for c in cards) or say("board.none", lang),
        )
    )
