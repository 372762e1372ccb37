"""The other players: name and persona, counters as a number and a bar, hand size, statuses,
whose turn it is and who is targeting whom. Clicking one picks it as a target."""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.events import Click, MouseMove
from textual.geometry import Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from gameshelf.engine.lunch_money import PlayerView
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.engine.lunch_money.state import HoldKind
from gameshelf.tui.games.lunch_money.widgets.look import bar, text_colour
from gameshelf.tui.i18n import translator
from gameshelf.tui.widgets.lines import FrameStyled, wrapped_strips
from gameshelf.tui.widgets.look import SEAT_COLOUR, muted

_ = translator("lunch_money")
_SHELL = translator("shell")


def statuses(view: PlayerView, seat: int, me: int | None) -> list[str]:
    """A seat's statuses in words; `me`: the seat called "you" (the view's own; None when the
    bots are watched and no one is "you")."""
    out = []
    if view.knocked_out[seat]:
        return [_("knocked out")]
    for h in view.holds:
        if h.holder == seat:
            out.append(_holding(view, h.kind, h.victim, me))
        if h.victim == seat:
            out.append(_held(view, h.kind, h.holder, me))
    if view.stomped[seat]:
        out.append(_("stomped"))
    if view.helpless[seat] and not any(h.victim == seat or (h.holder == seat and h.kind == HoldKind.CHOKE)
                                       for h in view.holds):
        out.append(_("helpless"))
    return out


def _holding(view: PlayerView, kind: str, victim: int, me: int | None) -> str:
    if victim == me:
        return _("choking you") if kind == HoldKind.CHOKE else _("headlocking you")
    said = _("choking {name}") if kind == HoldKind.CHOKE else _("headlocking {name}")
    return said.format(name=view.names[victim])


def _held(view: PlayerView, kind: str, holder: int, me: int | None) -> str:
    if holder == me:
        return _("choked by you") if kind == HoldKind.CHOKE else _("headlocked by you")
    said = _("choked by {name}") if kind == HoldKind.CHOKE else _("headlocked by {name}")
    return said.format(name=view.names[holder])


def aim(view: PlayerView) -> tuple[int, int] | None:
    """(attacker, target) while an attack or play is aimed at someone."""
    d = view.decision
    if d is None or d.actor is None or d.target is None or d.actor == d.target:
        return None
    if d.kind in (K.DEFEND, K.SECOND_DEFENCE, K.INTERRUPT, K.DIRECTION, K.FOLLOW_UP,
                  K.FREE_ATTACK, K.HOLD_ATTACKS, K.BLOCK_GRAB):
        return d.actor, d.target
    return None


def seat_line(view: PlayerView, seat: int, persona: str, width: int, bio: str = "",
              compact: bool = False, watched: bool = False) -> Text:
    """Two or three lines about one seat (one or two when compact), for the Opponents pane and
    the player's own strip; `watched`: bots only at the table, so no seat is "you"."""
    d = view.decision
    acting = d is not None and d.seat == seat
    t = Text()
    live = view.winner is None
    mark = ("▶ " if view.turn == seat and live else
            "… " if compact and acting and live and seat != view.seat else "  ")
    t.append(mark, style=f"bold {text_colour('mark')}")
    t.append(view.names[seat], style=f"bold {SEAT_COLOUR[seat % len(SEAT_COLOUR)]}")
    if persona and persona != view.names[seat]:
        t.append(f" ({persona})", style=muted())
    room = width - len(view.names[seat]) - 5
    if acting and live and seat != view.seat and not compact:
        t.append("  " + _("deciding…"), style=f"italic {text_colour('mark')}")
    elif bio and room > 8 and not compact:
        bio = _SHELL(bio)           # the cast's words live in the shell's catalog
        t.append("  " + (bio if len(bio) <= room else bio[:room - 1] + "…"), style=f"{muted()} italic")
    if seat == view.seat or compact:      # one line, statuses after it
        t.append(" " * max(2, 10 - len(view.names[seat])) if compact else "  ")
    else:
        t.append("\n  ")
    t.append(f"{view.counters[seat]:>2} ", style="bold")
    room = (width - len(view.names[seat]) - 14 if seat == view.seat else
            width - max(12, len(view.names[seat]) + 4) - 15 if compact else width - 21)
    t.append_text(bar(view.counters[seat], width=max(5, min(15, room))))
    if seat != view.seat:
        n = view.hand_sizes[seat]
        t.append("  " + _.n("{n} card", "{n} cards", n).format(n=n), style=muted())
    me = None if watched else view.seat
    a = aim(view)
    tags = statuses(view, seat, me)
    if a is not None and a[0] == seat:
        tags.insert(0, f"→ {view.names[a[1]]}" if a[1] != me else _("→ you"))
    if tags:
        t.append("\n  ")
        t.append(" · ".join(tags), style=f"italic {text_colour('status')}")
    return t


class Opponents(FrameStyled, ScrollView, can_focus=False):
    """All the opponents, in seat order, two or three lines each. One widget draws them all (a
    widget per opponent made the table's first frame dearer); a seat's state shows in its lines'
    style, as the component classes below say in table.tcss: its turn, knocked out, the target
    of an attack, one you may pick as a target (and the one under the mouse). Clicking a seat
    you may pick picks it."""

    COMPONENT_CLASSES = {"opponents--turn", "opponents--knocked-out", "opponents--targeted",
                         "opponents--hover", "opponents--mark"}

    class Chosen(Message):
        """The opponent in `seat` was clicked."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(self, seats: list[tuple[int, str, str]], **kw) -> None:
        super().__init__(**kw)
        self.seats = seats
        self.view: PlayerView | None = None
        self.choosing: set[int] = set()
        self.hover: int | None = None
        self.rows: list[tuple[int, Strip]] = []       # (seat, its line), top to bottom
        self._laid_out: tuple = ()                     # what `rows` were drawn for
        self.watched = False          # bots only at the table: no seat is "you" (watch.py)

    def show(self, view: PlayerView, choosing: set[int] | None = None) -> None:
        """Draw every opponent as `view` sees them; `choosing`: the seats you may pick now."""
        self.view, self.choosing = view, set(choosing or ())
        self._lay_out()

    def seat_at(self, y: int) -> int | None:
        """The seat drawn on line `y` of the view (scrolling counted), if any."""
        at = y + int(self.scroll_y)
        return self.rows[at][0] if 0 <= at < len(self.rows) else None

    def _lay_out(self, restyled: bool = False) -> None:
        """Draw the lines again if anything they show has changed (`restyled`: the styles)."""
        view = self.view
        if view is None:
            return
        width = self.scrollable_content_region.width or self.size.width or 30
        compact = self.is_attached and self.screen.has_class("-short")
        drawn = (view, frozenset(self.choosing), self.hover, width, compact)
        if drawn == self._laid_out and not restyled:
            return
        self._laid_out = drawn
        rows: list[tuple[int, Strip]] = []
        for seat, persona, bio in self.seats:
            rows += ((seat, line) for line in self._seat_lines(view, seat, persona, bio, width,
                                                               compact))
        self.rows = rows
        self.virtual_size = Size(width, len(rows))
        self.refresh()

    def _seat_lines(self, view: PlayerView, seat: int, persona: str, bio: str, width: int,
                    compact: bool) -> list[Strip]:
        """One seat's lines, `width` wide: its words, a column to the right, and on the left
        the mark of a seat you may pick."""
        choosable = seat in self.choosing
        text = seat_line(view, seat, persona, max(1, width - 1 - choosable), bio,
                         compact=compact, watched=self.watched)
        style = self._seat_style(view, seat, choosable)
        mark = [Segment("▌", style + self.get_component_rich_style("opponents--mark"))]
        return wrapped_strips(self.app.console, text, width, style, mark if choosable else (),
                              overflow="ellipsis")

    def _seat_style(self, view: PlayerView, seat: int, choosable: bool) -> Style:
        """The style under a seat's words: the table's, then its states' in order."""
        a = aim(view)
        states = (("opponents--turn", view.turn == seat and view.winner is None),
                  ("opponents--knocked-out", view.knocked_out[seat]),
                  ("opponents--targeted", a is not None and a[1] == seat),
                  ("opponents--hover", choosable and self.hover == seat))
        style = Style()
        for name, on in states:
            if on:
                style += self.get_component_rich_style(name)
        return style

    def render_line(self, y: int) -> Strip:
        """Line y of the view."""
        where = self.view_line(self.rows, y)
        if isinstance(where, Strip):
            return where
        at, scroll_x, width = where
        style = self.frame_style
        return self.rows[at][1].crop_extend(scroll_x, scroll_x + width, style).apply_style(style)

    def notify_style_update(self) -> None:
        super().notify_style_update()
        if self.is_mounted:
            self._lay_out(restyled=True)

    def on_resize(self) -> None:
        self._lay_out()

    def on_click(self, event: Click) -> None:
        seat = self.seat_at(event.y)
        if seat is not None:
            self.post_message(self.Chosen(seat))

    def on_mouse_move(self, event: MouseMove) -> None:
        self._hover_over(self.seat_at(event.y))

    def on_leave(self) -> None:
        self._hover_over(None)

    def _hover_over(self, seat: int | None) -> None:
        if seat != self.hover:
            self.hover = seat
            self._lay_out()
