"""The table drawn in text, no Textual: the prison board with every pawn and Michel(le), the
players' points, tools dug, beatings, gangs and cigarettes, your hand, and the turn's state.
The app shows these as Rich Text; the plain front end prints their plain lines."""

from __future__ import annotations

from collections import Counter

from rich.text import Text

from engine.dig_your_way_out.data import KEY_OF, KIND_OF, TOOL_KEYS
from tui.games.dig_your_way_out.labels import past_line
from tui.games.dig_your_way_out.words import (
    card_name,
    gang_name,
    kind_name,
    past_name,
    short_place,
    team_name,
)
from tui.i18n import translator
from tui.widgets.look import SEAT_COLOUR, muted

_ = translator("dig_your_way_out")

BOX = 15                       # a location's width inside the board
ROWS = ((0, 1, 2), (3, 4, 5))  # cells, cafeteria, recreation / infirmary, showers, solitary
# The team board: block A, block B, cafeteria, recreation / infirmary, showers, solitary and
# the teams' points (-1), four boxes of 11 in the same 49 columns.
TEAM_BOX = 11
TEAM_ROWS = ((0, 6, 1, 2), (3, 4, 5, -1))


def colour(seat: int) -> str:
    return SEAT_COLOUR[seat % len(SEAT_COLOUR)]


def initial(view, seat: int) -> str:
    """A pawn: the player's first letter ("@" for you)."""
    return "@" if seat == view.seat else (view.names[seat][:1].upper() or "?")


def board(view) -> Text:
    """The locations in two rows with the pawns in them and Michel(le) as M; the team board has
    both cell blocks, team B's pawns underlined, and the teams' points in the last box."""
    team = getattr(view, "team", False)
    rows, box = (TEAM_ROWS, TEAM_BOX) if team else (ROWS, BOX)
    t = Text()
    for r, row in enumerate(rows):
        left, mid, right = ("┌", "┬", "┐") if r == 0 else ("├", "┼", "┤")
        t.append(left)
        for i, place in enumerate(row):
            title = _("Teams") if place < 0 else short_place(place, team)
            name = f" {title[:box - 2]} "
            t.append(name, style="bold")
            t.append("─" * (box - len(name)))
            t.append(mid if i < len(row) - 1 else right)
        t.append("\n│")
        for place in row:
            t.append_text(_team_points(view, box) if place < 0 else _pawns(view, place, box))
            t.append("│")
        t.append("\n")
    t.append("└" + "┴".join("─" * box for _ in rows[0]) + "┘")
    return t


def _pawns(view, place: int, box: int = BOX) -> Text:
    here = [seat for seat, at in enumerate(view.locations) if at == place]
    gap = " " if 2 * len(here) + 2 <= box else ""      # six pawns in a box of 11: no gaps
    t = Text(" ")
    for seat in here:
        team_b = getattr(view, "team", False) and seat % 2
        t.append(initial(view, seat), style=f"bold {colour(seat)}" + (" underline" if team_b
                                                                       else ""))
        t.append(gap)
    if view.michel_on and view.michel_at == place:
        t.append("M", style="bold reverse red")
    t.truncate(box, pad=True)
    return t


def _team_points(view, box: int) -> Text:
    """"A 7 B 12" and the goal under the teams' box title ("/16" when there is room)."""
    a, b = view.team_points
    t = Text(f" A{a} B{b}", style="bold")
    goal = f" /{view.target}"
    if len(t) + len(goal) <= box:
        t.append(goal, style=muted())
    t.truncate(box, pad=True)
    return t


def players(view) -> Text:
    """One line per player: pawn, (team,) name, points, tools dug, beatings, gang, cigarettes
    and cards in hand; ▶ marks whose turn it is. A line never wraps: it is cut at the left
    column's width with an ellipsis."""
    t = Text(no_wrap=True, overflow="ellipsis")
    for seat in range(len(view.names)):
        if seat:
            t.append("\n")
        line = _player_line(view, seat)
        line.truncate(LINE, overflow="ellipsis")
        t.append_text(line)
    return t


LINE = 49                      # the left column's width (#dig-left is 50, the scrollbar 1)


def _player_line(view, seat: int) -> Text:
    t = Text()
    name = view.names[seat]
    t.append("▶" if seat == view.turn_seat else " ", style="bold")
    t.append(f"{initial(view, seat)} ", style=f"bold {colour(seat)}")
    if getattr(view, "team", False):
        t.append(team_name(seat)[-1] + " ", style="bold")
        t.append(f"{name[:8]:<8}", style=colour(seat))
        t.append(" " + _("{n}pt").format(n=f"{view.points[seat]:>2}"), style="bold")
    else:
        t.append(f"{name[:10]:<10}", style=colour(seat))
        t.append(f" {view.points[seat]:>2}/{view.target}", style="bold")
    dug = Counter(KEY_OF[c] for c in view.dug[seat])
    tools = "".join(f" {kind_name(k)[:2]}{dug[k]}" for k in ("spoon", "pickaxe", "shovel")
                    if dug[k])
    t.append(f"{tools:<9}")
    t.append(" " + "✖" * view.beatings[seat] + "·" * (2 - view.beatings[seat]), style="red")
    t.append(_(" ¢{n}").format(n=view.cigarettes[seat]), style="yellow")
    t.append(_(" ♠{n}").format(n=view.hand_sizes[seat]))
    if view.gangs[seat] >= 0:
        t.append(f" {gang_name(view.gangs[seat] // 4)}", style="magenta")
    if view.revealed[seat] >= 0:
        t.append(f" {past_name(view.revealed[seat])}", style=muted())
    return t


def hand(view) -> Text:
    """Your hand, by kind with counts ("Spoon ×2"), and your criminal past."""
    t = Text()
    counts = Counter(KEY_OF[c] for c in view.hand)
    order = sorted(counts, key=lambda k: (_GROUPS.index(_group(k)), k))
    for i, key in enumerate(order):
        if i:
            t.append(", ")
        t.append(kind_name(key), style=_STYLE[_group(key)])
        if counts[key] > 1:
            t.append(f" ×{counts[key]}")
    if not order:
        t.append(_("(no cards)"), style=muted())
    t.append("\n")
    t.append(_("Past: "), style=muted())
    t.append(past_line(view))
    return t


_GROUPS = ("tool", "weapon", "material", "accessory", "valuable", "action")
_STYLE = {"tool": "bold green", "weapon": "bold red", "material": "cyan",
          "accessory": "magenta", "valuable": "yellow", "action": "bold blue"}


def _group(key: str) -> str:
    return next(k.group for k in KIND_OF if k.key == key)


def status(view) -> str:
    """The turn's state and the board's piles in one line."""
    stacks = " ".join(f"{kind_name(k)[:2]}{n}" for k, n in zip(TOOL_KEYS, view.stack_sizes,
                                                                 strict=True))
    bits = [_("turn {n}").format(n=view.turn),
            _("actions {n}").format(n=view.actions_left),
            _("deck {n}").format(n=view.draw_size), stacks]
    if view.lockdown_by >= 0:
        bits.append(_("LOCKDOWN"))
    return " · ".join(bits)


def fight(view) -> str:
    """The fight under way, blow by blow so far ("" when there is none)."""
    f = view.fight
    if f is None:
        return ""
    line = _("Fight: {a} vs {d} over the {tool}").format(
        a=view.names[f.attacker], d=view.names[f.defender], tool=kind_name(TOOL_KEYS[f.tool]))
    if f.helped:
        line += " · " + _("helping: {names}").format(
            names=", ".join(view.names[q] for q in f.helped))
    return line


def lines(view) -> list[str]:
    """The whole table in plain lines (the plain front end's `table`)."""
    out = board(view).plain.splitlines() + players(view).plain.splitlines()
    out += [_("Your hand: ") + hand(view).plain.replace("\n", " · "), status(view)]
    if fight(view):
        out.append(fight(view))
    return out


__all__ = ["board", "players", "hand", "status", "lines", "card_name"]
