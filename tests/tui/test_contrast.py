"""Your colours: every built-in theme keeps the table's text at WCAG AA (4.5:1) — the TCSS
pairs (text colour on the background it is drawn over) and the colours drawn in Rich text (seats,
card families, counter bars, statuses, dimmed words), which are fitted to the theme."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.color import Color

from engine.lunch_money import Family
from tui.widgets import look
from tui.widgets.look import AA, BACKGROUNDS, Palette, contrast, resolve

# ANSI themes leave every colour to the terminal's own palette: nothing to measure.
THEMES = sorted(t for t in App().available_themes if not t.startswith("ansi"))

# (text colour, the backgrounds under it, innermost last) as the .tcss files draw them.
TCSS_PAIRS = [
    ("$foreground", ()),                          # the fight log, your cards, opponents
    ("$text", ("$accent 30%",)),                  # the focused card
    ("$text", ("$warning 30%",)),                 # a card chosen to discard
    ("$text-muted", ()),                          # an unplayable card, the tips
    ("$text", ("$primary 20%",)),                 # the seat whose turn it is
    ("$text", ("$error 15%",)),                   # the seat being hit
    ("$text-muted", ("$boost",)),                 # the card's rule
    ("$text", ("$boost",)),                       # the prompt
    ("$text", ("$error 15%",)),                   # the prompt when you are hit
    ("$text-muted", ("$boost",)),                 # the prompt while the bots play
    ("$text", ()),                                # the answer under the prompt
    ("$text", ("$panel",)),                       # the command line
    ("$text", ("$accent 25%",)),                  # the command line, focused
    ("auto 75%", ("$panel",)),                    # the key bar
]


def _variables(theme: str) -> dict[str, str]:
    app = App()
    app.theme = theme
    return app.get_css_variables()


@pytest.mark.parametrize("theme", THEMES)
def test_the_tables_tcss_text_reads_at_aa_in_every_theme(theme):
    v = _variables(theme)
    base = Color.parse(v["background"])
    low = []
    for text, layers in TCSS_PAIRS:
        under = base
        for layer in layers:
            under = resolve(layer, under, v)
        ratio = contrast(resolve(text, under, v), under)
        if ratio < AA:
            low.append(f"{text} on {layers or 'background'}: {ratio:.2f}")
    assert not low, low


@pytest.mark.parametrize("theme", THEMES)
def test_seat_card_and_status_colours_read_at_aa_in_every_theme(theme):
    from tui.games.lunch_money.widgets.look import FAMILY_HUE, TEXT_HUES
    p = Palette(_variables(theme), BACKGROUNDS)
    colours = {**{f"seat {i}": c for i, c in enumerate(p.seats)},
               **{f.value: p.hue(FAMILY_HUE[f]) for f in Family},
               **{name: p.hue(h) for name, h in TEXT_HUES.items()}, "muted": p.muted}
    low = [f"{name} {c} on {b.hex}: {contrast(Color.parse(c), b):.2f}"
           for name, c in colours.items() for b in p.backgrounds
           if contrast(Color.parse(c), b) < AA]
    assert not low, low


async def test_the_app_draws_in_the_colours_of_its_theme():
    from tui.app import LunchMoneyApp
    app = LunchMoneyApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "textual-light"
        await pilot.pause()
        light = look.SEAT_COLOUR[1]
        app.theme = "textual-dark"
        await pilot.pause()
        assert look.SEAT_COLOUR[1] != light
        assert contrast(Color.parse(light), Color.parse(_variables("textual-light")
                                                        ["background"])) >= AA
