"""The table's panels as Rich text, from a PlayerView: the board (opponents, Mac, the piles)
and your side (hand by colour with sums, your Murphy card, how far you are from it)."""

from __future__ import annotations

from rich.text import Text

from engine.dumm_gelaufen import distance
from engine.dumm_gelaufen.cards import COLOUR_OF, MURPHY_CARDS, NUMBER_COUNT, VALUE_OF
from tui.games.dumm_gelaufen.words import (
    card_label,
    cards_label,
    colour_word,
    greens_in,
    hand_by_colour,
    murphy_text,
)
from tui.i18n import translator
from tui.widgets.look import hue, muted

_ = translator("dumm_gelaufen")

# The cards' colours as the designer chose them (on a dark background); each theme shows them
# fitted to read at AA on its own backgrounds (tui.widgets.look).
HUES = {"red": "#ff6b6b", "yellow": "#ffd75f", "green": "#6fdc6f"}


def colour_style(colour: str) -> str:
    """A card colour's style in the theme of the moment."""
    return f"bold {hue(HUES[colour])}"


def card_text(card: int) -> Text:
    """A card in its colour."""
    return Text(card_label(card), style=colour_style(COLOUR_OF[card]))


def board(view) -> Text:
    """Each opponent's hand size and fulfilled Murphy cards, Mac's row, the open piles and the
    face-down pile."""
    t = Text()
    for seat, name in enumerate(view.names):
        if seat == view.seat:
            continue
        mark = "▶ " if view.decision is not None and view.decision.seat == seat else "  "
        t.append(mark + name, style="bold")
        t.append("  " + _("{n} cards · {done}/3 Murphy").format(
            n=view.hand_sizes[seat], done=len(view.fulfilled[seat])))
        known = view.murphies[seat]
        if known is not None:
            t.append("  " + murphy_text(known).split(":")[0], style="italic")
        t.append("\n")
    t.append(_("Mac:") + " ", style="bold")
    for i, c in enumerate(sorted(view.mac, key=lambda c: (COLOUR_OF[c], VALUE_OF[c]))):
        t.append("  " if i else "").append_text(card_text(c))
    t.append("\n")
    for p, word in enumerate((_("Left pile:"), _("Right pile:"))):
        pile = view.piles[p]
        t.append(word + " ", style="bold")
        t.append_text(card_text(pile[-1]) if pile else Text("—"))
        t.append("\u00a0\u00a0\u00a0")
    return t


def deck_line(view) -> str:
    """The face-down pile's size and the round, for the board's lower border."""
    return _("Face-down: {n}").format(n=view.draw_size) + " · " + _("Round {n}").format(
        n=view.round)


def murphy_title(view) -> str:
    """"Your Murphy card (1/3)": the hand panel's title (the task is its text)."""
    return _("Your Murphy card ({done}/3)").format(done=len(view.fulfilled[view.seat]))


def mine(view, room: int = 200, titled: bool = False) -> Text:
    """Your hand by colour with sums, your green cards, your Murphy card and how far you are
    (in `room` columns; `titled`: the panel's title already says "Your Murphy card")."""
    t = Text()
    for colour, values, total in hand_by_colour(view.hand):
        t.append(f"{colour_word(colour):>7}: ", style=colour_style(colour))
        t.append(" ".join(map(str, values)) + "\u00a0\u00a0")
        t.append(f"(Σ {total})\n", style=muted())     # Rich's dim would halve the contrast
    greens = greens_in(view.hand)
    if greens:
        t.append(_("Kept: {cards}").format(cards=cards_label(greens)) + "\n",
                 style=hue(HUES["green"]))
    if not titled:
        t.append(murphy_title(view) + ": ", style="bold")
    t.append(murphy_text(view.murphy) + "\n")
    t.append(to_go(view, room), style="italic")
    return t


def to_go(view, room: int = 200) -> str:
    """"8 cards to go: drop yellow 3; collect 7 more cards that fit" — or that the hand
    fulfils it — in `room` columns (fewer cards named when narrow). An estimate (engine
    `distance`): each card to drop, each card still to find."""
    far, drop = distance(view.murphy, view.hand)
    if far == 0:
        return _("Your hand fulfils it!")
    drop = [c for c in drop if c < NUMBER_COUNT]
    keep = [c for c in view.hand if c < NUMBER_COUNT and c not in drop]
    lack = short_of(view.murphy, keep, bool(drop))
    head = _.n("{n} card to go", "{n} cards to go", far).format(n=far) + ": "
    tries = [[_("drop {cards}").format(cards=cards_label(drop[:n]) + (", …" if drop[n:] else ""))]
             for n in (3, 2, 1)] if drop else [[]]
    for parts in [p + lack for p in tries] + tries:
        text = head + "; ".join(parts)
        if len(text) <= room:
            break
    return text.removesuffix(": ")


def short_of(murphy: int, keep, dropping: bool) -> list[str]:
    """What the cards worth keeping still lack: points, or cards that fit (a run or pairs to
    complete when neither, and nothing is to be dropped)."""
    task = MURPHY_CARDS[murphy]
    points = max(task.min_sum, task.exact_sum) - sum(VALUE_OF[c] for c in keep)
    if points > 0:
        return [_.n("collect {n} more point", "collect {n} more points", points).format(
            n=points)]
    missing = task.min_cards - len(keep)
    if missing > 0:
        return [_.n("collect {n} more card that fits", "collect {n} more cards that fit",
                    missing).format(n=missing)]
    return [] if dropping else [_("swap cards that fit for better ones")]
