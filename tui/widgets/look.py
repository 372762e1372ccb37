"""How cards and players look: family glyphs and colours (never colour alone), seat colours."""

from __future__ import annotations

from rich.text import Text

from engine.lunch_money import KIND_OF, CardId, Family

GLYPH = {Family.BASIC: "»", Family.WEAPON: "†", Family.DEFENCE: "◆", Family.SPECIALTY: "★"}
FAMILY_COLOUR = {Family.BASIC: "#e5c34b", Family.WEAPON: "#d66bd6", Family.DEFENCE: "#5fa8ff",
                 Family.SPECIALTY: "#ff9a3c"}
FAMILY_NAME = {Family.BASIC: "Basic attack", Family.WEAPON: "Weapon", Family.DEFENCE: "Defence",
               Family.SPECIALTY: "Specialty"}
SEAT_COLOUR = ("#7fd67f", "#ff7a7a", "#7ac7ff", "#ffcf5c", "#d69cff", "#5fe0d0")


def family_of(value: str | Family | None) -> Family | None:
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
    t.append(k.name, style=f"bold {colour}")
    if damage and k.damage:
        t.append(f" +{k.damage}" if k.key == "first_aid" else f" {k.damage}", style="bold")
    if dim:
        t.stylize("dim not bold")
    return t


def bar(value: int, full: int = 15, width: int = 15) -> Text:
    """Counters as a bar: green when healthy, amber, then red."""
    value = max(0, value)
    filled = min(width, round(width * value / full)) if full else 0
    colour = "#5fd75f" if value > 9 else "#ffaf00" if value > 4 else "#ff5f5f"
    t = Text("█" * filled, style=colour)
    t.append("░" * (width - filled), style="#555555")
    return t


def flag(widget, on: bool, name: str) -> None:
    """Set or clear a state class only when it changes (a restyle is not free)."""
    if widget.has_class(name) != bool(on):
        widget.set_class(bool(on), name)


def picked(select, default: str) -> str:
    """A Select's value, or `default` while the Select is still being set up: its value starts
    blank even when blank is not allowed, and an Enter pressed as a form opens reads it then."""
    return default if select.is_blank() else str(select.value)
