"""The table's panels as Rich text, from a PlayerView: the board (opponents, Mac, the piles)
and your side (hand by colour with sums, your Murphy card, how far you are from it)."""

from __future__ import annotations

from rich.text import Text

from gameshelf.engine.dumm_gelaufen import distance
from gameshelf.engine.dumm_gelaufen.cards import (
    COLOUR_OF,
    COLOURS,
    MURPHY_CARDS,
    NUMBER_COUNT,
    VALUE_OF,
)
from gameshelf.tui.games.dumm_gelaufen.words import (
    card_label,
    cards_label,
    colour_word,
    greens_in,
    hand_by_colour,
    murphy_text,
)
from gameshelf.tui.i18n import translator
from gameshelf.tui.widgets.look import hue, muted

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


def board(view, compact: bool = False, room: int = 200) -> Text:
    """Each opponent's hand size and fulfilled Murphy cards, Mac's row, the open piles and the
    face-down pile. `compact` (a short screen): the opponents side by side in `room` columns,
    a line broken only between two of them, so the log keeps its room."""
    t = Text()
    rows = []
    for seat, name in enumerate(view.names):
        if seat == view.seat:
            continue
        row = Text()
        mark = "▶ " if view.decision is not None and view.decision.seat == seat else "  "
        row.append(mark + name, style="bold")
        row.append("  " + _("{n} cards · {done}/3 Murphy").format(
            n=view.hand_sizes[seat], done=len(view.fulfilled[seat])))
        known = view.murphies[seat]
        if known is not None:
            row.append("  " + murphy_text(known).split(":")[0], style="italic")
        rows.append(row)
    t.append_text(packed(rows, room if compact else 0, "  "))
    t.append("\n")
    t.append(_("Mac:") + " ", style="bold")
    # In the hand's colour order (red, yellow, green), values ascending.
    mac = sorted(view.mac, key=lambda c: (COLOURS.index(COLOUR_OF[c]), VALUE_OF[c]))
    for i, c in enumerate(mac):
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


def packed(parts: list[Text], room: int, sep: str) -> Text:
    """`parts` one to a line (`room` 0), or side by side in lines of up to `room` columns,
    broken only between two parts (a part wider than the room gets a line of its own)."""
    out, width = Text(), 0
    for i, part in enumerate(parts):
        if i and room and width + len(sep) + part.cell_len <= room:
            out.append(sep)
            width += len(sep)
        elif i:
            out.append("\n")
            width = 0
        out.append_text(part)
        width += part.cell_len
    return out


def murphy_title(view) -> str:
    """"Your Murphy card (1/3)": the hand panel's title (the task is its text)."""
    return _("Your Murphy card ({done}/3)").format(done=len(view.fulfilled[view.seat]))


def mine(view, room: int = 200, titled: bool = False, compact: bool = False,
         task: bool = True) -> Text:
    """Your hand by colour with sums, your green cards, your Murphy card and how far you are
    (in `room` columns; `titled`: the panel's title already says "Your Murphy card";
    `compact`: the colours side by side, for a short screen; `task`: False when the title
    holds the Murphy card's task too)."""
    t = Text()
    groups = []
    for colour, values, total in hand_by_colour(view.hand):
        g = Text()
        g.append(f"{colour_word(colour)}: " if compact else f"{colour_word(colour):>7}: ",
                 style=colour_style(colour))
        g.append(" ".join(map(str, values)) + "\u00a0\u00a0")
        g.append(f"(Σ {total})", style=muted())     # Rich's dim would halve the contrast
        groups.append(g)
    greens = greens_in(view.hand)
    kept = Text(_("Kept: {cards}").format(cards=cards_label(greens)),
                style=hue(HUES["green"])) if greens else None
    if compact and kept is not None:     # the green cards after the colours, if they fit
        groups.append(kept)
        kept = None
    if groups:      # compact: the colours side by side, "red: 1 2 5  (Σ 8)   yellow: …"
        t.append_text(packed(groups, room if compact else 0, "   ")).append("\n")
    if kept is not None:
        t.append_text(kept).append("\n")
    if not titled:
        t.append(murphy_title(view) + ": ", style="bold")
    if task or not titled:
        t.append(murphy_text(view.murphy) + "\n")
    t.append(to_go(view, room), style="italic")
    return t


def to_go(view, room: int = 200) -> str:
    """"8 cards to go: drop yellow 3; collect 7 more cards that fit" — or that the hand
    fulfils it — in `room` columns (fewer cards named when narrow). An estimate (engine
    `distance`): each card to drop and each card still to find is one, so the parts named
    add up to the count."""
    far, drop = distance(view.murphy, view.hand)
    if far == 0:
        return _("Your hand fulfils it!")
    drop = [c for c in drop if c < NUMBER_COUNT]
    keep = [c for c in view.hand if c < NUMBER_COUNT and c not in drop]
    lack = short_of(view.murphy, keep, far - len(drop))
    head = _.n("{n} card to go", "{n} cards to go", far).format(n=far) + ": "
    tries = [[_drop_part(drop, n)] for n in sorted({len(drop), 3, 2, 1}, reverse=True)
             if n <= len(drop)] if drop else [[]]
    for parts in [p + lack for p in tries] + tries:
        text = head + "; ".join(parts)
        if len(text) <= room:
            break
    return text.removesuffix(": ")


def _drop_part(drop: list[int], n: int) -> str:
    """"drop yellow 3, red 9", or with only the first `n` named "drop 7: yellow 11, red 9, …"
    (the count kept, so the line still adds up)."""
    if n >= len(drop):
        return _("drop {cards}").format(cards=cards_label(drop))
    return _("drop {n}: {cards}").format(n=len(drop), cards=cards_label(drop[:n]) + ", …")


def short_of(murphy: int, keep, needed: int) -> list[str]:
    """What the cards worth keeping still lack, `needed` card moves beyond the drops:
    points when the task counts points, else that many cards that fit."""
    if needed <= 0:
        return []
    task = MURPHY_CARDS[murphy]
    total = sum(VALUE_OF[c] for c in keep)
    points = max(task.min_sum, task.exact_sum) - total
    if points > 0:
        return [_.n("collect {n} more point", "collect {n} more points", points).format(
            n=points)]
    over = total - (task.exact_sum or task.max_sum)      # still over after the drops
    if over > 0:
        return [_.n("shed {n} more point", "shed {n} more points", over).format(n=over)]
    return [_.n("collect {n} more card that fits", "collect {n} more cards that fit",
                needed).format(n=needed)]
