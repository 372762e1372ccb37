"""Your side of the table: your counters and statuses, your cards (name, family glyph and colour,
damage; dimmed with the reason when they can't be played now) and the focused card's full rule."""

from __future__ import annotations

from rich.text import Text
from textual.containers import Vertical
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from engine.lunch_money import KIND_OF, CardId, PlayerView
from tui.games.lunch_money.commands import card_note, playable
from tui.games.lunch_money.widgets.look import (
    FAMILY_COLOUR,
    GLYPH,
    card_text,
    family_name,
    text_colour,
)
from tui.games.lunch_money.widgets.opponents import seat_line
from tui.i18n import translator
from tui.widgets.look import flag, muted

_ = translator("lunch_money")


class CardTile(Widget, can_focus=True):
    """One card in hand; a click chooses it (the table adds its number and Space, never Enter,
    which answers questions). Classes: -unplayable, -selected."""

    DEFAULT_CSS = """
    CardTile { height: 1; width: 1fr; padding: 0 1; }
    """

    class Chosen(Message):
        """The card at `index` was clicked."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    class Focused(Message):
        """The card at `index` took the focus."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    def __init__(self, index: int) -> None:
        super().__init__()
        self.index = index
        self.card: CardId | None = None
        self.note = ""

    def show(self, card: CardId, note: str, can_play: bool, selected: bool) -> None:
        changed = (card, not can_play, selected) != (self.card, self.has_class("-unplayable"),
                                                       self.has_class("-selected"))
        self.card, self.note = card, note
        flag(self, not can_play, "-unplayable")
        flag(self, selected, "-selected")
        if changed:
            self.refresh()

    def render(self) -> Text:
        if self.card is None:
            return Text("")
        t = Text()
        mark = "✓" if self.has_class("-selected") else " "
        t.append(f"{mark}[{self.index + 1}] ", style="bold")
        t.append_text(card_text(self.card, dim=self.has_class("-unplayable")))
        return t

    def on_click(self) -> None:
        self.post_message(self.Chosen(self.index))

    def on_focus(self) -> None:
        self.post_message(self.Focused(self.index))


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
        yield Vertical(id="cards")
        yield CardDetail(id="detail")
        yield Static(tips(), id="tips")

    def show(self, view: PlayerView, persona: str = "", selected: set[int] | None = None) -> None:
        self.view = view
        self.selected = selected or set()
        me = self.query_one("#me", Static)
        text = seat_line(view, view.seat, persona, self.size.width or 40)
        if text != getattr(me, "_shown", None):
            me._shown = text
            me.update(text)
        box = self.query_one("#cards", Vertical)
        tiles = list(box.query(CardTile))
        n = len(view.hand)
        if len(tiles) < n:
            new = [CardTile(i) for i in range(len(tiles), n)]
            for i, tile in enumerate(new, len(tiles)):  # classes before mount: styled once
                c = view.hand[i]
                tile.show(c, card_note(view, c), playable(view, c), i in self.selected)
            box.mount_all(new)
            tiles += new
        for i, tile in enumerate(tiles):
            if i >= n:
                if tile.display:
                    tile.display = False
                tile.card = None
                continue
            if not tile.display:
                tile.display = True
            c = view.hand[i]
            tile.show(c, card_note(view, c), playable(view, c), i in self.selected)
        self.refresh_detail()

    def relabel(self) -> None:
        """The combo tips in the language of the moment."""
        self.query_one("#tips", Static).update(tips())

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

    def on_card_tile_focused(self, message: CardTile.Focused) -> None:
        self.focused_index = message.index
        self.refresh_detail()

    def tiles(self) -> list[CardTile]:
        return [t for t in self.query(CardTile) if t.display]
