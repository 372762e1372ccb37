"""How Lunch Money's cards look: family glyphs and colours (never colour alone), counter bars, and
the fight log's style for its lines (a card family's glyph in the margin)."""

from __future__ import annotations

from collections.abc import Mapping

from rich.text import Text

from gameshelf.engine.lunch_money import KIND_OF, CardId, Family
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.widgets.fight_log import LogStyle
from gameshelf.tui.widgets.look import hue, muted

_ = translator("lunch_money")

GLYPH = {Family.BASIC: "»", Family.WEAPON: "†", Family.DEFENCE: "◆", Family.SPECIALTY: "★"}
# The designer's hues: each theme shows them lightened or darkened to read at WCAG AA
# (tui.widgets.look.hue); the glyph says the family too, never the colour alone.
FAMILY_HUE = {Family.BASIC: "#e5c34b", Family.WEAPON: "#d66bd6", Family.DEFENCE: "#5fa8ff",
              Family.SPECIALTY: "#ff9a3c"}
# Counters (healthy, amber, red), whose turn it is, statuses and reasons.
TEXT_HUES = {"good": "#5fd75f", "fair": "#ffaf00", "low": "#ff5f5f", "mark": "#ffd75f",
             "status": "#ff8787"}


class _FamilyColours(Mapping):
    """A card family's colour in the theme of the moment."""

    def __getitem__(self, family: Family) -> str:
        return hue(FAMILY_HUE[family])

    def __iter__(self):
        return iter(FAMILY_HUE)

    def __len__(self) -> int:
        return len(FAMILY_HUE)


FAMILY_COLOUR = _FamilyColours()


def text_colour(name: str) -> str:
    """One of TEXT_HUES ("good", "status"…) in the theme of the moment."""
    return hue(TEXT_HUES[name])
# (translate with `family_name` where shown)
FAMILY_NAME = {Family.BASIC: N_("Basic attack"), Family.WEAPON: N_("Weapon"),
               Family.DEFENCE: N_("Defence"), Family.SPECIALTY: N_("Specialty")}


def family_name(family: Family) -> str:
    """A card family's name in the player's language."""
    return _(FAMILY_NAME[family])


def family_of(value: str | Family | None) -> Family | None:
    """A card family from its name (a narration line's `family`), None when it names none."""
    if value is None:
        return None
    try:
        return Family(value)
    except ValueError:
        return None


def card_text(card: CardId, *, dim: bool = False, damage: bool = True) -> Text:
    """A card as "» Kick 4": glyph and name in its family colour, then the damage."""
    k = KIND_OF[card]
    colour = FAMILY_COLOUR[k.family]
    t = Text()
    t.append(f"{GLYPH[k.family]} ", style=colour)
    t.append(_(k.name), style=f"bold {colour}")
    if damage and k.damage:
        t.append(f" +{k.damage}" if k.key == "first_aid" else f" {k.damage}", style="bold")
    if dim:      # a colour that reads, not the terminal's faint style (half the contrast)
        t.stylize(f"{muted()} not bold")
    return t


def bar(value: int, full: int = 15, width: int = 15) -> Text:
    """Counters as a bar: green when healthy, amber, then red."""
    value = max(0, value)
    filled = min(width, round(width * value / full)) if full else 0
    colour = text_colour("good" if value > 9 else "fair" if value > 4 else "low")
    t = Text("█" * filled, style=colour)
    t.append("░" * (width - filled), style=muted())
    return t


class LunchMoneyLogStyle(LogStyle):
    """The fight log in Lunch Money: a card family's glyph in the margin, a knockout and the
    end of the fight in bold, a new turn dimmed."""

    def mark(self, line) -> Text:
        fam = family_of(getattr(line, "family", None))
        return Text(f"{GLYPH[fam]} ", style=FAMILY_COLOUR[fam]) if fam is not None else Text()

    def weight(self, line) -> str | None:
        event = getattr(line, "event", "")
        if event in ("game_over", "player_knocked_out"):
            return "bold"
        return "dim" if event == "turn_started" else None
