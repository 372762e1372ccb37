"""How any game's widgets look and behave: the colours of the moment (seats, and any named hue a
game asks for), fitted to the theme so text stays readable (WCAG AA), and two Textual helpers."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property, lru_cache

from textual.color import Color

AA = 4.5              # WCAG AA: the least contrast for text
_AIM = 4.6            # a little over, so rounding in a terminal never takes it under
# The hues the designer chose (on a dark background); each theme gets them lightened or
# darkened just enough to read on its own backgrounds.
SEAT_HUES = ("#7fd67f", "#ff7a7a", "#7ac7ff", "#ffcf5c", "#d69cff", "#5fe0d0")


@lru_cache(maxsize=1024)
def luminance(colour: Color) -> float:
    """WCAG relative luminance (remembered: fitting a theme's hues asks for the same few
    colours hundreds of times, while the first frame waits)."""
    def channel(c: int) -> float:
        s = c / 255
        return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
    r, g, b = colour.rgb
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: Color, b: Color) -> float:
    """WCAG contrast ratio of two opaque colours (1 to 21)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def resolve(spec: str, under: Color, variables: Mapping[str, str] | None = None) -> Color:
    """A TCSS colour ("#rrggbbaa", "$warning 30%", "auto 87%") as seen over `under`."""
    variables = variables or {}
    name, _, alpha = spec.strip().partition(" ")
    if name.startswith("$"):
        name = variables[name[1:]]
        if " " in name:                      # a variable such as "auto 60%"
            return resolve(name, under, variables)
    colour = (under.get_contrast_text(1.0) if name == "auto" else Color.parse(name))
    if alpha:
        colour = colour.multiply_alpha(float(alpha.rstrip("%")) / 100)
    return under + colour


def fitted(hue: Color, backgrounds: Sequence[Color], ink: Color) -> Color:
    """`hue`, or the nearest blend of it toward `ink` (black or white) that reads at AA on
    every one of `backgrounds`."""
    for step in range(21):
        colour = hue.blend(ink, step / 20)
        if all(contrast(colour, b) >= _AIM for b in backgrounds):
            return colour
    return ink


class Palette:
    """The colours of one theme: seats, and any hue fitted to its backgrounds."""

    def __init__(self, variables: Mapping[str, str], backgrounds: Sequence[str] = ()) -> None:
        self.variables = dict(variables)
        base = Color.parse(variables.get("background", "#121212"))
        self.base = base
        # Toward black or white, whichever the background is not: the theme's own foreground
        # may itself read under AA on a tinted row.
        self.ink = base.get_contrast_text(1.0)
        self.backgrounds = [base] + [resolve(b, base, variables) for b in backgrounds]
        self._hues: dict[str, str] = {}
        self.seats = tuple(self.hue(h) for h in SEAT_HUES)

    def hue(self, hue: str) -> str:
        """A designer's hue (or a theme variable, "$warning"), readable on this theme."""
        if hue not in self._hues:
            colour = resolve(hue, self.base, self.variables) if hue.startswith("$") else \
                Color.parse(hue)
            self._hues[hue] = fitted(colour, self.backgrounds, self.ink).hex
        return self._hues[hue]

    @cached_property
    def muted(self) -> str:
        """Dimmed text that still reads at AA (Rich's "dim" halves the contrast); worked out
        once per theme, though every dimmed line asks for it."""
        return fitted(Color.parse(self.variables.get("foreground", "#e0e0e0")).blend(
            self.base, 0.5), self.backgrounds, self.ink).hex


# Where any game's text is drawn (over the theme's background): the panes, a focused or
# selected row, the seat whose turn it is, a seat that is hit, the prompt when you are hit.
BACKGROUNDS = ("$boost", "$surface", "$panel", "$accent 30%", "$warning 30%", "$primary 20%",
               "$error 15%")

_current: list[Palette] = []


@lru_cache(maxsize=32)
def _palette(items: tuple[tuple[str, str], ...]) -> Palette:
    return Palette(dict(items), BACKGROUNDS)


def use_theme(variables: Mapping[str, str]) -> None:
    """Draw from now on in the colours of this theme (the app calls it as the theme changes).
    ANSI themes leave colours to the terminal: the designer's hues stay."""
    if str(variables.get("background", "")).startswith("ansi"):
        _current[:] = []
        return
    _current[:] = [_palette(tuple(sorted((k, str(v)) for k, v in variables.items())))]


def palette() -> Palette | None:
    """The palette of the theme of the moment (None before an app set one, or ANSI)."""
    return _current[0] if _current else None


def hue(designer: str) -> str:
    """A designer's hue as the theme of the moment shows it."""
    p = palette()
    return p.hue(designer) if p else designer


def muted() -> str:
    """Dimmed text of the moment: a colour (readable), not the terminal's faint style."""
    p = palette()
    return p.muted if p else "dim"


class _SeatColours(Sequence):
    """One colour per seat, in every game (a speaker in the fight log, a name on the game-over
    card), of the theme of the moment."""

    def __getitem__(self, seat):
        p = palette()
        return (p.seats if p else SEAT_HUES)[seat]

    def __len__(self) -> int:
        return len(SEAT_HUES)


SEAT_COLOUR = _SeatColours()


def flag(widget, on: bool, name: str) -> None:
    """Set or clear a state class only when it changes (a restyle is not free)."""
    if widget.has_class(name) != bool(on):
        widget.set_class(bool(on), name)


def show(static, content) -> None:
    """Put `content` in a Static only when it differs from what the Static shows: an update
    lays the whole screen out again, and a bot's move leaves most panes as they were."""
    if getattr(static, "shelf_shown", None) != content:
        static.shelf_shown = content
        static.update(content)


def picked(select, default: str) -> str:
    """A Select's value, or `default` while the Select is still being set up: its value starts
    blank even when blank is not allowed, and an Enter pressed as a form opens reads it then."""
    return default if select.is_blank() else str(select.value)
