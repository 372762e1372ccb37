"""`lunchmoney saves` (a table of saves) and `lunchmoney replay NAME|PATH` (a saved match as its
whole fight log, then the final standings). Problems become one line and exit 2 (CliError)."""

from __future__ import annotations

import argparse
import os
import sys
from datetime import datetime

from engine.lunch_money.events import PlayerKnockedOut, TurnStarted
from tui import saves
from tui.errors import CliError


def run_saves_command(args: argparse.Namespace) -> int:
    if args.command == "saves":
        print(format_saves(saves.list_saves(args.saves), saves.saves_dir(args.saves)))
        return 0
    return replay(args.save, directory=args.saves, lang=getattr(args, "lang", None),
                  templates=getattr(args, "templates", None))


def _when(d: datetime | None) -> str:
    return d.astimezone().strftime("%Y-%m-%d %H:%M") if d else "?"


def format_saves(infos: list[saves.SaveInfo], folder) -> str:
    """The saves folder as a table, newest first, each under the name `load` and `replay`
    take; unreadable files say why."""
    if not infos:
        return f"No saves in {folder}."
    rows = [("name", "saved", "players", "round", "counters", "lang", "")]
    for i in infos:
        if not i.ok:
            rows.append((i.handle, _when(i.saved_at), f"unreadable: {i.error}", "", "", "",
                         ""))
            continue
        rows.append((i.handle, _when(i.saved_at), ", ".join(i.players), str(i.round),
                     " ".join(str(c) for c in i.counters), i.lang, i.note))
    widths = [max(len(r[c]) for r in rows if r[3] or c < 2) for c in range(len(rows[0]))]
    lines = [f"Saves in {folder}:"]
    for r in rows:
        if not r[3] and r is not rows[0]:
            lines.append(f"  {r[0]:<{widths[0]}}  {r[1]:<{widths[1]}}  {r[2]}")
        else:
            lines.append("  " + "  ".join(f"{v:<{w}}" for v, w in zip(r, widths, strict=True))
                         .rstrip())
    return "\n".join(lines)


def replay(name_or_path: str, *, directory: str | None = None, lang: str | None = None,
           templates: str | None = None) -> int:
    """Print a saved match narrated from its event history, then the standings."""
    try:
        match = saves.load(name_or_path, directory, templates=templates)
        lines = saves.narrate_history(match, lang=lang, templates=templates)
    except saves.SaveError as err:
        raise CliError(str(err)) from None
    except (ImportError, ValueError, OSError) as err:
        raise CliError(f"the match cannot be narrated: {err}") from None
    for warning in match.warnings:
        print(f"lunchmoney: note: {warning}", file=sys.stderr)
    try:
        for line in lines:
            if line.speaker is not None and line.event == "banter":
                print(f"    {match.names[line.speaker]}: {line.text}")
            else:
                print(line.text)
        print()
        print(format_standings(match))
        sys.stdout.flush()
    except BrokenPipeError:        # `lunchmoney replay x | head`: the reader has had enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def format_standings(match) -> str:
    """The winner first, then the others by how long they lasted (or by counters left)."""
    state = match.state
    n = len(match.names)
    knocked: dict[int, tuple[int, int | None, int]] = {}   # seat -> (order, by, round)
    rnd = 1
    for _action, events in match.history:
        for e in events:
            if isinstance(e, TurnStarted):
                rnd = e.round
            elif isinstance(e, PlayerKnockedOut):
                knocked[e.seat] = (len(knocked), e.by, rnd)
    order = sorted(range(n), key=lambda s: (s != state.winner, s in knocked,
                                            -knocked.get(s, (0, None, 0))[0],
                                            -state.counters[s], s))
    title = "Final standings" if state.winner is not None else "Standings so far"
    out = [f"{title} after {state.round} round{'s' if state.round != 1 else ''}:"]
    width = max(len(x) for x in match.names)
    for place, seat in enumerate(order, 1):
        name = match.names[seat]
        if seat in knocked:
            _, by, when = knocked[seat]
            how = f"knocked out in round {when}" + (f" by {match.names[by]}"
                                                     if by is not None and by != seat else "")
        else:
            c = state.counters[seat]
            how = f"{c} counter{'s' if c != 1 else ''} left"
            if seat == state.winner:
                how += ": winner"
        out.append(f"  {place}. {name:<{width}}  {how}")
    return "\n".join(out)
