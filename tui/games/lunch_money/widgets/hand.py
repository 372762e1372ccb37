"""Your side of the table: your counters and statuses, your cards (name, family glyph and colour,
damage; dimmed with the reason when they can't be played now) and the focused card's full rule."""

from __future__ import annotations

from typing import NamedTuple

from rich.text import Text
from textual.binding import Binding
from textual.containers import Vertical
from textual.events import Click
from textual.geometry import Region
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget
from textual.widgets import Static

from engine.lunch_money import KIND_OF, CardId, PlayerView
from tui.games.lunch_money.commands import card_note, playable
from tui.games.lunch_money.localized import localize_bindings
from tui.games.lunch_money.widgets.look import (
    FAMILY_COLOUR,
    GLYPH,
    card_text,
    family_name,
    text_colour,
)
from tui.games.lunch_money.widgets.opponents import seat_line
from tui.i18n import N_, translator
from tui.widgets.lines import FrameStyled
from tui.widgets.look import muted

_ = translator("lunch_money")


class CardRow(NamedTuple):
    """One card in hand as the list shows it."""

    card: CardId
    note: str           # why it can't be played now ("" when it can)
    can_play: bool
    selected: bool      # picked to discard


class CardList(FrameStyled, Widget, can_focus=True):
    """Your cards, a line each: number, family glyph and colour, name and damage; dimmed when
    it can't be played now, ticked when picked to discard. One card has the cursor (lit while
    the list has the focus): ↑ ↓ and Tab move it, and its rule shows under the list. A click
    chooses a card (the table adds its number and Space, never Enter, which answers
    questions). One widget draws them all: a widget per card made the table's first frame
    dearer."""

    DEFAULT_CSS = """
    CardList { height: auto; }
    """

    COMPONENT_CLASSES = {"card-list--cursor", "card-list--unplayable", "card-list--selected"}

    BINDINGS = [
        Binding("down", "move(1)", N_("next card"), show=False),
        Binding("up", "move(-1)", N_("previous card"), show=False),
        Binding("tab", "move(1, True)", N_("next card"), show=False),
        Binding("shift+tab", "move(-1, True)", N_("previous card"), show=False),
    ]

    class Chosen(Message):
        """The card at `index` was clicked."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    class Focused(Message):
        """The card at `index` took the cursor."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.rows: list[CardRow] = []
        self.cursor = 0
        localize_bindings(self)

    def show(self, rows: list[CardRow]) -> None:
        """Show these cards (the cursor stays on its place, or the last card)."""
        if rows != self.rows:
            self.rows = rows
            self.cursor = max(0, min(self.cursor, len(rows) - 1))
            self.refresh(layout=True)

    def focus_card(self, index: int) -> None:
        """Put the cursor on a card and the focus on the list."""
        self._put_cursor(index)
        self.focus()

    def _put_cursor(self, index: int) -> None:
        if not self.rows:
            return
        index = max(0, min(index, len(self.rows) - 1))
        if index != self.cursor:
            self.cursor = index
            self.refresh()
        self._keep_in_view()
        self.post_message(self.Focused(index))

    def _keep_in_view(self) -> None:
        parent = self.parent
        if isinstance(parent, Widget) and self.is_mounted:
            parent.scroll_to_region(Region(0, self.virtual_region.y + self.cursor, 1, 1),
                                    animate=False, immediate=True)

    def action_move(self, step: int, leave_at_ends: bool = False) -> None:
        """Move the cursor `step` cards; Tab past either end moves the focus on, as Tab does
        between widgets."""
        at = self.cursor + step
        if leave_at_ends and not 0 <= at < len(self.rows):
            self.screen.focus_next() if step > 0 else self.screen.focus_previous()
            return
        self._put_cursor(at)

    def get_content_height(self, container, viewport, width: int) -> int:
        return len(self.rows)

    def render_line(self, y: int) -> Strip:
        """Card y's line."""
        width = self.content_region.width
        base = self.frame_style
        if y >= len(self.rows):
            return Strip.blank(width, base)
        row = self.rows[y]
        t = Text(" ")                       # a column clear of the border either side
        t.append(f"{'✓' if row.selected else ' '}[{y + 1}] ", style="bold")
        t.append_text(card_text(row.card, dim=not row.can_play))
        t.truncate(max(0, width - 1), overflow="ellipsis", pad=True)
        t.append(" ")
        style = base
        for name, on in (("card-list--unplayable", not row.can_play),
                         ("card-list--selected", row.selected),
                         ("card-list--cursor", y == self.cursor and self.has_focus)):
            if on:
                style += self.get_component_rich_style(name)
        return Strip(t.render(self.app.console)).apply_style(style).crop_extend(0, width, style)

    def on_click(self, event: Click) -> None:
        if 0 <= event.y < len(self.rows):
            self._put_cursor(event.y)
            self.post_message(self.Chosen(event.y))

    def on_focus(self) -> None:
        self.refresh()
        self.post_message(self.Focused(self.cursor))

    def on_blur(self) -> None:
        self.refresh()


class CardDetail(Static):
    """The focused card's full rule, and why it can't be played now."""

    def show_card(self, card: CardId | None, note: str) -> None:
        if card is None:
            self.update("")
            return
        k = KIND_OF[card]
        t = Text()
        t.append(f"{GLYPH[k.family]} {_(k.name)}", style=f"bold {FAMILY_COLOUR[k.family]}")
        t.append(f" — {family_name(k.family)}", style=FAMILY_COLOUR[k.family])
        if k.damage:
            t.append(", " + (_("restores {n}") if k.key == "first_aid" else
                             _("damage {n}")).format(n=k.damage))
        t.append(f"\n{_(k.text)}")
        if note:
            t.append(f"\n⊘ {note}", style=f"italic {text_colour('status')}")
        self.update(t)


def tips() -> Text:
    """The combo cheat sheet under your hand, in the player's language."""
    return Text.assemble(
        (_("Quick combos") + "\n", "bold"),
        _("  Grab → free hit, or Choke / Headlock / Powerplay\n"
          "  Block → you may Grab the attacker\n"
          "  Dodge a Roundhouse → it moves on to the next kid\n"
          "  Humiliation → ruins any play, earns a free hit\n"
          "  First Aid → +2 on your turn, or to survive a hit\n"
          "  Big Combo → needs two defences; one halves it\n"),
        (_("  ? for the full help, help <card> for any card"), muted()),
    )


class Hand(Vertical):
    """Your counters, your cards, and the rule of the card in focus."""

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.view: PlayerView | None = None
        self.selected: set[int] = set()
        self.focused_index = 0

    def compose(self):
        yield Static(id="me")
        yield CardList(id="cards")
        yield CardDetail(id="detail")

    def show_tips(self) -> None:
        """The combo tips under the rule (a tall table shows them): made the first time."""
        if not self.query("#tips"):
            self.mount(Static(tips(), id="tips"))

    def show(self, view: PlayerView, persona: str = "", selected: set[int] | None = None) -> None:
        self.view = view
        self.selected = selected or set()
        me = self.query_one("#me", Static)
        text = seat_line(view, view.seat, persona, self.size.width or 40)
        if text != getattr(me, "_shown", None):
            me._shown = text
            me.update(text)
        self.cards.show([CardRow(c, card_note(view, c), playable(view, c), i in self.selected)
                         for i, c in enumerate(view.hand)])
        self.refresh_detail()

    @property
    def cards(self) -> CardList:
        return self.query_one(CardList)

    def relabel(self) -> None:
        """The combo tips and the keys' words in the language of the moment."""
        for shown in self.query("#tips").results(Static):
            shown.update(tips())
        localize_bindings(self.cards)

    def on_resize(self) -> None:
        # A resize can reach a Hand its screen is taking apart (NoMatches on '#me').
        if self.view is not None and self.query("#me"):
            self.show(self.view, "", self.selected)

    def refresh_detail(self) -> None:
        if self.view is None:
            return
        detail = self.query_one(CardDetail)
        hand = self.view.hand
        i = self.focused_index
        if not hand:
            detail.show_card(None, "")
            return
        i = min(i, len(hand) - 1)
        c = hand[i]
        detail.show_card(c, card_note(self.view, c))

    def on_card_list_focused(self, message: CardList.Focused) -> None:
        self.focused_index = message.index
        self.refresh_detail()

    def focus_card(self, index: int | None = None) -> bool:
        """Give a card the focus: the one at `index`, else the first that can be played now,
        else the last focused. Whether there was a card to focus."""
        rows = self.cards.rows
        if not rows:
            return False
        if index is None or not 0 <= index < len(rows):
            lit = [i for i, r in enumerate(rows) if r.can_play]
            index = lit[0] if lit else min(self.focused_index, len(rows) - 1)
        self.cards.focus_card(index)
        return True
