"""Help: the keys and typed commands, the rules, and every card — saying which card texts are
reconstructed (the engine's card data marks them)."""

from __future__ import annotations

from rich.console import Group
from rich.markup import escape
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from gameshelf.engine.dumm_gelaufen import ACTION_CARDS, MURPHY_CARDS
from gameshelf.tui.games.dumm_gelaufen.catalog_data import source_words
from gameshelf.tui.games.dumm_gelaufen.localized import localize_bindings
from gameshelf.tui.games.dumm_gelaufen.words import action_name, action_rule, murphy_task
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.screens.steady import SteadyScreen
from gameshelf.tui.widgets.look import muted

_ = translator("dumm_gelaufen")

KEYS = N_("""\
[b]At the table[/b]
  [b]1[/b]–[b]9[/b]        take the choice with that number (↑ ↓ and Enter, or a click, too)
  [b]s[/b]          stop an "up to" card (G2, G4)
  [b]:[/b] or [b]/[/b]     type a command; [b]Esc[/b] goes back to the choices
  [b]?[/b] / F1     this help   [b]Ctrl+S[/b] save   [b]Ctrl+O[/b] settings   [b]Ctrl+Q[/b] quit
  PgUp PgDn  scroll the log

[b]Typed commands[/b] (English, Nederlands, Deutsch; a typo is forgiven)
  take 2 · take left · take both · take 2 left · take 7 red from mac · take red 9
  give 2 3 · give red 9 right · take 2, give 9 · swap 3 for red 9 · play G5 bruno
  play G1 red left · R4 first · stop · 3 (the third choice)
  neem 2, geef 9 links · nimm gelb 4 von mac, gib 2 3 rechts
  help rules · help cards · help murphy · save \\[name] · quit
""")

RULES = N_("""\
[b]Goal[/b]  Fulfil three Murphy cards first. Your Murphy card is secret; it is fulfilled when
your hand holds only number cards its task allows (green cards may stay). Every hand is checked
after every turn, the player on turn first.

[b]Your turn[/b]  One exchange: always take first, then give. Take 1 and give 2, or take 2 and
give 1: from the face-down pile, from one or both open piles (never open and face-down mixed),
or from Mac — then you give back to Mac (never more than 7 cards at Mac). You give number cards
to the open piles (either or both), and keep at least one. A card just taken may be given
straight back. Or, instead of an exchange, play a green action card.

[b]Action cards[/b]  A red card taken is shown and carried out at once and ends your turn (no
giving; a card taken with it is kept); two red cards: you choose the order. Green cards are kept
and played later. Two action cards taken with one number card in hand are swapped for new cards
at once. A hand left without a number card after an action draws until it has one.

[b]Piles[/b]  When the face-down pile runs out, the played action cards and the open piles (all
but their top cards) are shuffled into a new one.

[b]A Murphy card fulfilled[/b]  Everyone else gives up theirs; everyone draws a new one, hands
are kept, and the player to the left of the one who fulfilled it starts the next round.

[b]The end[/b]  The match ends the moment a player has fulfilled three Murphy cards: there is
no turn limit, however long it takes (RULES file, decision 16).
""")


def cards_text() -> str:
    """Every action card, marked quoted or reconstructed, with its source."""
    lines = [_("[b]Action cards[/b] (red strike when taken; green are kept and played)")]
    for a in ACTION_CARDS:
        said = _(source_words(a)) if source_words(a) else ""
        where = _("quoted: {source}").format(source=said) if not a.reconstructed else \
            _("reconstructed") + (f"; {said}" if said else "")
        lines.append(f"  [b]{escape(action_name(a.id))}[/b]: {escape(action_rule(a.id))} "
                     f"[{muted()}]({escape(where)})[/]")
    return "\n".join(lines)


def murphy_cards_text() -> str:
    """Every Murphy card, marked quoted or reconstructed."""
    lines = [_("[b]Murphy cards[/b]")]
    for m in MURPHY_CARDS:
        mark = _("quoted") if m.quoted else _("reconstructed")
        lines.append(f"  [b]{m.key}[/b] {escape(murphy_task(m.id))} [{muted()}]({mark})[/]")
    return "\n".join(lines)


def unwrapped(text: str) -> str:
    """A text's paragraphs each on one line, so the help box wraps them at its own width (a
    translation's line breaks fall elsewhere than the English ones)."""
    return "\n\n".join(" ".join(p.split("\n")) for p in text.strip().split("\n\n"))


def data_note() -> str:
    return _("The number deck is confirmed by the rulebook: red, yellow and green 1–11 (1–3 "
             "once, 4–6 twice, 7–11 three times). The 17 action and 21 Murphy cards were never "
             "published in full: cards marked “reconstructed” are this program's own "
             "reconstruction, not the printed text; so are the action cards' names.")


# The help's topics as a player may type them ("help rules", "hulp regels", "hilfe regeln").
TOPIC_WORDS = {"keys": ("keys", "toetsen", "tasten"), "rules": ("rules", "regels", "regeln"),
               "cards": ("cards", "kaarten", "karten"), "murphy": ("murphy",)}


def topic_of(typed: str) -> str:
    """The topic a typed word names ("" for none: the whole help)."""
    word = typed.strip().lower()
    return next((t for t, words in TOPIC_WORDS.items() if word in words), "")


def help_markup(topic: str = "") -> str:
    """The help's text (Rich markup), whole or one topic: keys, rules, cards, murphy (or their
    Dutch and German names)."""
    topic = topic_of(topic)
    from gameshelf.tui.model import hints, takeback
    parts = {"keys": lambda: _(KEYS) + "\n" + takeback.help_line() + "\n" + hints.help_line(), "rules": lambda: unwrapped(_(RULES)),
             "cards": lambda: cards_text() + "\n\n" + data_note(),
             "murphy": lambda: murphy_cards_text() + "\n\n" + data_note()}
    if topic in parts:
        return parts[topic]()
    return "\n\n".join(p().rstrip() for p in parts.values())


def hanging(markup: str) -> Group:
    """The help as the box shows it: an indented line that wraps goes on under its indent (at
    80 columns a line of keys or commands is wider than the box)."""
    rows: list[Text | Table] = []
    for line in markup.split("\n"):
        indent = len(line) - len(line.lstrip(" "))
        if not indent:
            rows.append(Text.from_markup(line))
            continue
        grid = Table.grid()
        grid.add_column(width=indent)
        grid.add_column(ratio=1)
        grid.add_row("", Text.from_markup(line.lstrip(" ")))
        rows.append(grid)
    return Group(*rows)


class HelpScreen(SteadyScreen, ModalScreen[None]):
    """The help over the table; Esc, q or ? closes it."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen VerticalScroll { width: 100%; max-width: 100; height: 100%; border: round $primary;
                                background: $surface; padding: 0 1; }
    """
    BINDINGS = [Binding("escape,q,question_mark", "close", N_("Close"), id="dg.help.close")]

    def __init__(self, topic: str = "") -> None:
        super().__init__()
        localize_bindings(self)
        self.topic = topic

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help") as scroll:
            scroll.border_title = _("Dumm gelaufen! — help (Esc closes)")
            yield Static(hanging(help_markup(self.topic)))

    def action_close(self) -> None:
        self.dismiss(None)
