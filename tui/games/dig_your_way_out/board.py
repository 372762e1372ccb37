"""The table drawn in text, no Textual: the prison board with every pawn and Michel(le), the
players' points, tools dug, beatings, gangs and cigarettes, your hand, and the turn's state.
The app shows these as Rich Text; the plain front end prints their plain lines."""

from __future__ import annotations

from collections import Counter

from rich.text import Text

from gameshelf.engine.dig_your_way_out.data import KEY_OF, KIND_OF, TOOL_KEYS
from gameshelf.tui.games.dig_your_way_out.choices import past_line
from gameshelf.tui.games.dig_your_way_out.words import (
    card_name,
    gang_name,
    kind_name,
    past_name,
    short_place,
    team_name,
)
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.widgets.look import SEAT_COLOUR, muted

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
            name = box_title(_team_title(view, box) if place < 0 else short_place(place, team),
                             box)
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


def box_title(title: str, box: int) -> str:
    """A box's title on its top border: " Cafeteria " with a space each side when it fits, the
    bare name when only that fits (a long Dutch or German name on the team board), else cut."""
    if len(title) + 2 <= box:
        return f" {title} "
    return title[:box]


def _team_title(view, box: int) -> str:
    """The teams' box title with the goal: "Teams /16" (just "Teams" when that is too long)."""
    title = _("Teams")
    goal = f"{title} /{view.target}"
    return goal if len(goal) + 2 <= box else title


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
    """The teams' points under their box title ("A7 B12"; the goal is in the title)."""
    a, b = view.team_points
    t = Text(f" A{a} B{b}", style="bold")
    t.truncate(box, pad=True)
    return t


def players(view) -> Text:
    """One line per player: pawn, (team,) name, points, tools dug, beatings, gang, cigarettes
    and cards in hand; ▶ marks whose turn it is. A line never wraps: it is cut at the left
    column's width with an ellipsis."""
    t = Text(no_wrap=True, overflow="ellipsis")
    widths = _widths(view)
    for seat in range(len(view.names)):
        if seat:
            t.append("\n")
        line = _player_line(view, seat, widths)
        line.truncate(LINE, overflow="ellipsis")
        t.append_text(line)
    return t


LINE = 49                      # the left column's width (#dig-left is 50, the scrollbar 1)


def _tools_dug(view, seat: int) -> str:
    """The tools a player has dug, by kind: "Sp2 Pi1" (the kind's first two letters)."""
    dug = Counter(KEY_OF[c] for c in view.dug[seat])
    return " ".join(f"{kind_name(k)[:2]}{dug[k]}" for k in ("spoon", "pickaxe", "shovel")
                    if dug[k])


def _widths(view) -> tuple[int, int, int, int]:
    """The widths of the points, tools, cigarettes and hand columns, the widest row's, so a
    row with 12/10, three tools or 10 cigarettes does not shift the columns of the others."""
    seats = range(len(view.names))
    points = max(len(_points(view, s)) for s in seats)
    tools = max(len(_tools_dug(view, s)) for s in seats)
    cigs = max(len(str(view.cigarettes[s])) for s in seats)
    cards = max(len(str(view.hand_sizes[s])) for s in seats)
    return points, tools, cigs, cards


def _points(view, seat: int) -> str:
    """A player's points: "3/10", or "3pt" on the team board (the goal is the team's)."""
    if getattr(view, "team", False):
        return _("{n}pt").format(n=view.points[seat])
    return f"{view.points[seat]}/{view.target}"


def _player_line(view, seat: int, widths: tuple[int, int, int, int]) -> Text:
    wp, wt, wc, wh = widths
    t = Text()
    name = view.names[seat]
    t.append("▶" if seat == view.turn_seat else " ", style="bold")
    t.append(f"{initial(view, seat)} ", style=f"bold {colour(seat)}")
    if getattr(view, "team", False):
        t.append(team_name(seat)[-1] + " ", style="bold")
        t.append(f"{name[:8]:<8}", style=colour(seat))
    else:
        t.append(f"{name[:10]:<10}", style=colour(seat))
    t.append(f" {_points(view, seat):>{wp}}", style="bold")
    if wt:
        t.append(f" {_tools_dug(view, seat):<{wt}}")
    t.append(" " + "✖" * view.beatings[seat] + "·" * (2 - view.beatings[seat]), style="red")
    t.append(f" ¢{view.cigarettes[seat]:<{wc}}", style="yellow")
    t.append(f" ♠{view.hand_sizes[seat]:<{wh}}")
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


# The marks of the table and what they mean: (the mark, in the help, on the table); a mark
# with {tools} is filled in with the tools' short names in the language of the moment.
MARKS = (
    ("▶", N_("whose turn it is"), N_("▶ whose turn")),
    ("@", N_("you; a letter: another player's pawn (team B's underlined); M: Michel(le)"),
     N_("@ you, M Michel(le)")),
    ("3/10", N_("tunnel points, and the points that win (team board: 3pt each, the teams' "
                "points in the Teams box, A7 B12, the goal in its title)"),
     N_("points/goal")),
    ("{dug}", N_("tools dug: {tools}"), N_("{dug} tools dug")),
    ("✖·", N_("beatings: ✖ one taken, · room for one more (2 at most)"),
     N_("✖· beatings (2 at most)")),
    ("¢3", N_("cigarettes"), N_("¢ cigarettes")),
    ("♠4", N_("cards in hand"), N_("♠ cards in hand")),
    ("{stacks}", N_("(in the turn line) the tools left in the board's stacks: {tools}"),
     N_("{stacks} tools left on the board")),
)


def _tool_words(keys) -> tuple[str, str]:
    """("Sp2 Pi1 Sh1", "Sp Spoon, Pi Pickaxe, Sh Shovel") for these tool kinds."""
    short = " ".join(f"{kind_name(k)[:2]}{n}" for k, n in zip(keys, (2, 1, 1, 1), strict=False))
    names = ", ".join(f"{kind_name(k)[:2]} {kind_name(k)}" for k in keys)
    return short, names


def marks() -> list[tuple[str, str]]:
    """(mark, what it means) for every mark of the table, for the help's legend."""
    dug, dug_names = _tool_words(("spoon", "pickaxe", "shovel"))
    stacks = " ".join(f"{kind_name(k)[:2]}{n}" for k, n in zip(TOOL_KEYS, (10, 8, 6, 6),
                                                               strict=True))
    stack_names = _tool_words(TOOL_KEYS)[1]
    out = []
    for mark, long, _short in MARKS:
        tools = stack_names if mark == "{stacks}" else dug_names
        out.append((mark.format(dug=dug, stacks=stacks), _(long).format(tools=tools)))
    return out


TEAM_POINTS = N_("3pt your points, Teams /16 the team's goal")


def legend(width: int = LINE, team: bool = False) -> str:
    """The marks in a few words each, for the table when it has room ("¢ cigarettes · ..."),
    in lines of `width` that never break a mark from its words; the team board's points read
    otherwise ("3pt", the goal in the Teams box)."""
    dug = _tool_words(("spoon", "pickaxe", "shovel"))[0]
    stacks = " ".join(f"{kind_name(k)[:2]}" for k in TOOL_KEYS)
    shorts = [TEAM_POINTS if team and mark == "3/10" else short for mark, _l, short in MARKS]
    lines = [""]
    for item in (_(short).format(dug=dug, stacks=stacks) for short in shorts):
        if lines[-1] and len(lines[-1]) + 3 + len(item) > width:
            lines.append("")
        lines[-1] += (" · " if lines[-1] else "") + item
    return "\n".join(lines)


def lines(view) -> list[str]:
    """The whole table in plain lines (the plain front end's `table`)."""
    out = board(view).plain.splitlines() + players(view).plain.splitlines()
    out += [_("Your hand: ") + hand(view).plain.replace("\n", " · "), status(view)]
    if fight(view):
        out.append(fight(view))
    return out


__all__ = ["board", "players", "hand", "status", "lines", "card_name"]
