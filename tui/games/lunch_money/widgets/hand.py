"""Your side of the table: your counters and statuses, your cards (name, family glyph and colour,
damage; dimmed with the reason when they can't be played now) and the focused card's full rule."""

from __future__ import annotations

from typing import NamedTuple

from rich.segment import Segment
from rich.text import Text
from textual.binding import Binding
from textual.events import Click
from textual.geometry import Region, Size
from textual.message import Message
from textual.scroll_view import ScrollView
from textual.strip import Strip

from gameshelf.engine.lunch_money import KIND_OF, CardId, PlayerView
from gameshelf.tui.games.lunch_money.commands import card_note, playable
from gameshelf.tui.games.lunch_money.localized import localize_bindings
from gameshelf.tui.games.lunch_money.widgets.look import (
    FAMILY_COLOUR,
    GLYPH,
    card_text,
    family_name,
    text_colour,
)
from gameshelf.tui.games.lunch_money.widgets.opponents import seat_line
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.widgets.lines import FrameStyled, wrapped_strips
from gameshelf.tui.widgets.look import muted

_ = translator("lunch_money")


class CardRow(NamedTuple):
    """One card in hand as the list shows it."""

    card: CardId
    note: str           # why it can't be played now ("" when it can)
    can_play: bool
    selected: bool      # picked to discard


class Hand(FrameStyled, ScrollView, can_focus=True):
    """Your side of the table: your strip (counters, statuses), your cards, the rule of the card
    with the cursor, and on a tall table the combo tips.
    The cards take a line each: number, family glyph and colour, name and damage; dimmed when
    it can't be played now, ticked when picked to discard. One card has the cursor (lit while
    the list has the focus): ↑ ↓ and Tab move it. A click chooses a card (the table adds its
    number and Space, never Enter, which answers questions). One widget draws it all: a widget
    per card, one each for the strip and the rule, and a box around them, made the table's
    first frame dearer."""

    COMPONENT_CLASSES = {"hand--cursor", "hand--unplayable", "hand--selected",
                         "hand--you", "hand--rule", "hand--tips"}
    RULE_LINES = 2      # the rule's band is never shorter (a card's name and its text)

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

    def __init__(self, **kw) -> None:
        super().__init__(**kw)
        self.view: PlayerView | None = None
        self.selected: set[int] = set()
        self.rows: list[CardRow] = []
        self.cursor = 0
        self.you = Text()            # your strip, above the cards
        self.rule = Text()           # the rule of the card with the cursor, below them
        self.tips = Text()           # the combo tips under it all (a tall table shows them)
        self._bands: tuple = ()      # (width, your strip's lines, the lines under the cards)
        self.watched = False         # bots only at the table: its seat is not "you" (watch.py)
        localize_bindings(self)

    def show(self, view: PlayerView, persona: str = "", selected: set[int] | None = None) -> None:
        """Your side as `view` sees it; `selected`: the cards picked to discard."""
        self.view = view
        self.selected = selected or set()
        you = seat_line(view, view.seat, persona, self.size.width or 40, watched=self.watched)
        rows = [CardRow(c, card_note(view, c), playable(view, c), i in self.selected)
                for i, c in enumerate(view.hand)]
        changed = rows != self.rows or you != self.you
        if changed:
            self.rows, self.you = rows, you
            self.cursor = max(0, min(self.cursor, len(rows) - 1))
        if self._new_rule() or changed:
            self._bands = ()
            self._resize_lines()

    def show_tips(self) -> None:
        """The combo tips under the rule (a tall table shows them)."""
        if not self.tips.plain:
            self.relabel()

    def relabel(self) -> None:
        """The combo tips (once shown) and the keys' words in the language of the moment."""
        if self.tips.plain or self.screen.has_class("-tall"):
            self.tips, self._bands = tips(), ()
            self._resize_lines()
        localize_bindings(self)

    def refresh_detail(self) -> None:
        """The rule of the card with the cursor, under the cards."""
        if self._new_rule():
            self._bands = ()
            self._resize_lines()

    def _new_rule(self) -> bool:
        """Take the rule of the card with the cursor; whether it changed."""
        if self.view is None:
            return False
        hand = self.view.hand
        card = hand[min(self.cursor, len(hand) - 1)] if hand else None
        rule = card_rule(card, card_note(self.view, card) if card is not None else "")
        if rule == self.rule:
            return False
        self.rule = rule
        return True

    def focus_card(self, index: int | None = None) -> bool:
        """Give a card the focus: the one at `index`, else the first that can be played now,
        else the one with the cursor. Whether there was a card to focus."""
        if not self.rows:
            return False
        if index is None or not 0 <= index < len(self.rows):
            lit = [i for i, r in enumerate(self.rows) if r.can_play]
            index = lit[0] if lit else min(self.cursor, len(self.rows) - 1)
        self._put_cursor(index)
        self.focus()
        return True

    def _resize_lines(self) -> None:
        """Fit the scrolled area to the lines (once it has a size: its first resize does).
        Lines too many for the height are drawn in the columns left beside the scroll bar they
        bring, so none hides behind it (and none is wider than the view, which would add a
        horizontal bar and cut the rule's last line)."""
        room = self.content_region
        width = room.width
        if width:
            lines = self.line_count(width)
            if lines > room.height:
                width = max(1, width - self.styles.scrollbar_size_vertical)
                lines = self.line_count(width)
            self.virtual_size = Size(width, lines)
        self.refresh()

    def _put_cursor(self, index: int) -> None:
        if not self.rows:
            return
        index = max(0, min(index, len(self.rows) - 1))
        if index != self.cursor:
            self.cursor = index
            self.refresh()
            self.refresh_detail()
        if self.is_mounted:
            # The card, and when the view has room for it also its rule under the cards.
            top = self.card_line(index)
            below = max(1, self.virtual_size.height - top)
            self.scroll_to_region(Region(0, top, 1, below), animate=False, immediate=True)

    def action_move(self, step: int, leave_at_ends: bool = False) -> None:
        """Move the cursor `step` cards; Tab past either end moves the focus on, as Tab does
        between widgets."""
        at = self.cursor + step
        if leave_at_ends and not 0 <= at < len(self.rows):
            self.screen.focus_next() if step > 0 else self.screen.focus_previous()
            return
        self._put_cursor(at)

    def line_count(self, width: int) -> int:
        """How many lines it all takes at this width."""
        you, under = self._drawn_bands(width)
        return len(you) + len(self.rows) + len(under)

    def card_line(self, index: int) -> int:
        """The line card `index` is drawn on (under your strip)."""
        return len(self._drawn_bands(self.scrollable_content_region.width)[0]) + index

    def _band(self, text: Text, width: int, left: int, component: str,
              least: int = 0) -> list[Strip]:
        """`text` wrapped into `width` columns, `left` of them and one on the right kept
        clear, on the component's style, at least `least` lines."""
        style = self.frame_style + self.get_component_rich_style(component)
        out = wrapped_strips(self.app.console, text, width, style,
                             [Segment(" " * left)] if left else ())
        return out + [Strip.blank(width, style)] * (least - len(out))

    def _tips_band(self, width: int) -> list[Strip]:
        """The combo tips, each wrapped on its own: a tip's second line starts under its first
        (at 80 columns in Dutch and German most tips take two lines)."""
        out: list[Strip] = []
        for line in self.tips.split("\n"):
            indent = len(line.plain) - len(line.plain.lstrip(" "))
            out += self._band(line[indent:], width, 1 + indent, "hand--tips")
        return out

    def _drawn_bands(self, width: int) -> tuple[list[Strip], list[Strip]]:
        """Your strip's lines, and under the cards the rule's and the tips' (after a blank
        line), drawn for this width (again after a change)."""
        if not self._bands or self._bands[0] != width:
            under = self._band(self.rule, width, 1, "hand--rule", self.RULE_LINES)
            if self.tips.plain:
                under += [Strip.blank(width, self.frame_style), *self._tips_band(width)]
            self._bands = (width, self._band(self.you, width, 0, "hand--you"), under)
        return self._bands[1], self._bands[2]

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._bands = ()

    def render_line(self, y: int) -> Strip:
        """Line y of the view: your strip, then a card a line, then the rule and the tips."""
        width = self.scrollable_content_region.width
        y += int(self.scroll_y)
        base = self.frame_style
        you, rule = self._drawn_bands(width)
        if y < len(you):
            return you[y]
        y -= len(you)
        if y >= len(self.rows):
            y -= len(self.rows)
            return rule[y] if y < len(rule) else Strip.blank(width, base)
        row = self.rows[y]
        t = Text(" ")                       # a column clear of the border either side
        t.append(f"{'✓' if row.selected else ' '}[{y + 1}] ", style="bold")
        t.append_text(card_text(row.card, dim=not row.can_play))
        t.truncate(max(0, width - 1), overflow="ellipsis", pad=True)
        t.append(" ")
        style = base
        for name, on in (("hand--unplayable", not row.can_play),
                         ("hand--selected", row.selected),
                         ("hand--cursor", y == self.cursor and self.has_focus)):
            if on:
                style += self.get_component_rich_style(name)
        return Strip(t.render(self.app.console)).apply_style(style).crop_extend(0, width, style)

    def on_resize(self) -> None:
        if not self.is_attached:        # a resize reaching a hand its screen is taking away
            return
        if self.view is not None:
            self.show(self.view, "", self.selected)
        self._resize_lines()

    def on_click(self, event: Click) -> None:
        at = event.y + int(self.scroll_y) - self.card_line(0)
        if 0 <= at < len(self.rows):
            self._put_cursor(at)
            self.post_message(self.Chosen(at))

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()


def card_rule(card: CardId | None, note: str) -> Text:
    """A card's full rule, and why it can't be played now (`note`)."""
    if card is None:
        return Text()
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
    return t


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

