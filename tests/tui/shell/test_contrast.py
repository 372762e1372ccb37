"""Your colours: every built-in theme keeps the text at WCAG AA (4.5:1) — the TCSS pairs (text
colour on the background it is drawn over) of the tables and of every other screen, and the colours
drawn in Rich text (seats, card families, counter bars, statuses, dimmed words, the prompt's hint,
the fight log's own lines), which are fitted to the theme."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from textual.app import App
from textual.color import Color

from gameshelf.engine.lunch_money import Family
from gameshelf.tui.widgets import look
from gameshelf.tui.widgets.look import AA, BACKGROUNDS, Palette, contrast, resolve

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


# The same for the other screens' .tcss files (a dialog's box is $surface; a screen's own
# background is the theme's background). Coloured words ($accent, $error, $warning, $success)
# read under 3:1 on some themes: they are drawn in $text, the box's border keeps the colour.
SCREEN_PAIRS = [
    ("$text", ()),                                # title: the logo, the small logo
    ("$text-muted", ()),                          # title: the tagline, the hint
    ("$text", ("$surface",)),                     # title: a menu item
    ("$text", ("$accent 30%",)),                  # title: the focused menu item, the chosen game
    ("$text", ("$surface",)),                     # new match, load, settings, stats, help: title
    ("$text-muted", ("$surface",)),               # new match, settings: the labels
    ("$text", ("$surface",)),                     # new match: the error line
    ("$text-muted", ("$surface",)),               # load: the saves folder
    ("$text", ("$surface",)),                     # load: the save's detail, unreadable or not
    ("$text", ("$surface",)),                     # confirm/error dialog: its title, question
    ("$text", ("$surface",)),                     # settings: the templates folder
    ("$text-muted", ("$surface",)),               # stats: the note
    ("$text", ("$surface",)),                     # stats: the note as a warning
    ("$text", ("$surface",)),                     # help: the text, a word it does not know
    ("$text", ("$surface",)),                     # game over: the headline (won, lost), facts
    ("$text", ()),                                # Dumm gelaufen, Dig: the typed answer
    ("auto 75%", ("$panel",)),                    # Dumm gelaufen: the key bar
    ("$text-muted", ()),                          # Dig Your Way Out: the status line
]


def _variables(theme: str) -> dict[str, str]:
    app = App()
    app.theme = theme
    return app.get_css_variables()


def _low(theme: str, pairs) -> list[str]:
    """The pairs that read under AA in `theme`, with their ratio."""
    v = _variables(theme)
    base = Color.parse(v["background"])
    low = []
    for text, layers in pairs:
        under = base
        for layer in layers:
            under = resolve(layer, under, v)
        ratio = contrast(resolve(text, under, v), under)
        if ratio < AA:
            low.append(f"{text} on {layers or 'background'}: {ratio:.2f}")
    return low


@pytest.mark.parametrize("theme", THEMES)
def test_the_tables_tcss_text_reads_at_aa_in_every_theme(theme):
    assert not _low(theme, TCSS_PAIRS)


@pytest.mark.parametrize("theme", THEMES)
def test_every_other_screens_tcss_text_reads_at_aa_in_every_theme(theme):
    assert not _low(theme, SCREEN_PAIRS)


SCREEN_TCSS = ["tui/screens/title.tcss", "tui/screens/new_match.tcss", "tui/screens/load.tcss",
               "tui/screens/settings.tcss", "tui/screens/stats.tcss",
               "tui/games/lunch_money/help.tcss", "tui/games/lunch_money/game_over.tcss",
               "tui/games/dumm_gelaufen/table.tcss", "tui/games/dig_your_way_out/table.tcss"]


def test_the_screens_draw_text_only_in_colours_listed_above():
    root = Path(__file__).resolve().parents[3]
    drawn = {m.strip() for f in SCREEN_TCSS
             for m in re.findall(r"(?<![-\w])color:\s*([^;/]+);", (root / f).read_text())}
    assert drawn <= {text for text, _ in SCREEN_PAIRS}, drawn


@pytest.mark.parametrize("theme", THEMES)
def test_the_prompts_hint_and_the_logs_own_lines_are_muted_not_dim(theme):
    from gameshelf.tui.widgets.fight_log import readable
    from gameshelf.tui.widgets.prompt import prompt_text
    look.use_theme(_variables(theme))
    try:
        hint = prompt_text("Your move", [], "(the bots are thinking)").spans[-1].style
        styles = [str(hint), readable("dim italic"), readable("dim")]
    finally:
        look.use_theme({"background": "ansi_default"})
    p = Palette(_variables(theme), BACKGROUNDS)
    assert not [s for s in styles if "dim" in s.split()], styles
    assert all(p.muted in s for s in styles), (p.muted, styles)


@pytest.mark.parametrize("theme", THEMES)
def test_seat_card_and_status_colours_read_at_aa_in_every_theme(theme):
    from gameshelf.tui.games.lunch_money.widgets.look import FAMILY_HUE, TEXT_HUES
    p = Palette(_variables(theme), BACKGROUNDS)
    colours = {**{f"seat {i}": c for i, c in enumerate(p.seats)},
               **{f.value: p.hue(FAMILY_HUE[f]) for f in Family},
               **{name: p.hue(h) for name, h in TEXT_HUES.items()}, "muted": p.muted}
    low = [f"{name} {c} on {b.hex}: {contrast(Color.parse(c), b):.2f}"
           for name, c in colours.items() for b in p.backgrounds
           if contrast(Color.parse(c), b) < AA]
    assert not low, low


async def test_the_app_draws_in_the_colours_of_its_theme():
    from gameshelf.tui.app.shell import ShelfApp
    app = ShelfApp()
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "textual-light"
        await pilot.pause()
        light = look.SEAT_COLOUR[1]
        app.theme = "textual-dark"
        await pilot.pause()
        assert look.SEAT_COLOUR[1] != light
        assert contrast(Color.parse(light), Color.parse(_variables("textual-light")
                                                        ["background"])) >= AA
