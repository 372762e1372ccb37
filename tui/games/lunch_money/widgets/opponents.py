"""The other players: name and persona, counters as a number and a bar, hand size, statuses,
whose turn it is and who is targeting whom. Clicking one picks it as a target."""

from __future__ import annotations

from rich.text import Text
from textual.containers import VerticalScroll
from textual.message import Message
from textual.widgets import Static

from engine.lunch_money import PlayerView
from engine.lunch_money.state import DecisionKind as K
from tui.games.lunch_money.widgets.look import bar, text_colour
from tui.i18n import translator
from tui.widgets.look import SEAT_COLOUR, flag, muted

_ = translator("lunch_money")
_SHELL = translator("shell")


def statuses(view: PlayerView, seat: int) -> list[str]:
    """A seat's statuses in words."""
    out = []
    if view.knocked_out[seat]:
        return [_("knocked out")]
    for h in view.holds:
        if h.holder == seat:
            out.append(_holding(view, h.kind, h.victim))
        if h.victim == seat:
            out.append(_held(view, h.kind, h.holder))
    if view.stomped[seat]:
        out.append(_("stomped"))
    if view.helpless[seat] and not any(h.victim == seat or (h.holder == seat and h.kind == "choke")
                                       for h in view.holds):
        out.append(_("helpless"))
    return out


def _holding(view: PlayerView, kind: str, victim: int) -> str:
    if victim == view.seat:
        return _("choking you") if kind == "choke" else _("headlocking you")
    said = _("choking {name}") if kind == "choke" else _("headlocking {name}")
    return said.format(name=view.names[victim])


def _held(view: PlayerView, kind: str, holder: int) -> str:
    if holder == view.seat:
        return _("choked by you") if kind == "choke" else _("headlocked by you")
    said = _("choked by {name}") if kind == "choke" else _("headlocked by {name}")
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
              compact: bool = False) -> Text:
    """Two or three lines about one seat (one or two when compact), for the Opponents pane and
    the player's own strip."""
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
    a = aim(view)
    tags = statuses(view, seat)
    if a is not None and a[0] == seat:
        tags.insert(0, f"→ {view.names[a[1]]}" if a[1] != view.seat else _("→ you"))
    if tags:
        t.append("\n  ")
        t.append(" · ".join(tags), style=f"italic {text_colour('status')}")
    return t


class OpponentCard(Static):
    """One opponent; state shows as classes: -turn, -knocked-out, -helpless, -targeted."""

    class Chosen(Message):
        """This opponent was clicked."""

        def __init__(self, seat: int) -> None:
            super().__init__()
            self.seat = seat

    def __init__(self, seat: int, persona: str, bio: str = "") -> None:
        super().__init__(id=f"seat-{seat}")
        self.seat = seat
        self.persona = persona
        self.bio = bio

    def show(self, view: PlayerView) -> None:
        self._view = view
        text = seat_line(view, self.seat, self.persona, self.size.width or 30, self.bio,
                         compact=self.screen.has_class("-short"))
        if text != getattr(self, "_shown", None):
            self._shown = text
            self.update(text)
        a = aim(view)
        flag(self, view.turn == self.seat and view.winner is None, "-turn")
        flag(self, view.knocked_out[self.seat], "-knocked-out")
        flag(self, view.helpless[self.seat], "-helpless")
        flag(self, a is not None and a[1] == self.seat, "-targeted")

    def on_click(self) -> None:
        self.post_message(self.Chosen(self.seat))

    def on_resize(self) -> None:
        if getattr(self, "_view", None) is not None and self.is_attached:
            self.show(self._view)


class Opponents(VerticalScroll, can_focus=False):
    """All the opponents, in seat order."""

    def __init__(self, seats: list[tuple[int, str, str]], **kw) -> None:
        super().__init__(**kw)
        self.seats = seats

    def compose(self):
        for seat, persona, bio in self.seats:
            yield OpponentCard(seat, persona, bio)

    def show(self, view: PlayerView, choosing: set[int] | None = None) -> None:
        for card in self.query(OpponentCard):
            card.show(view)
            flag(card, bool(choosing) and card.seat in choosing, "-choosable")
