"""Dumm gelaufen!'s table in the theme's colours: card colours fitted to read at AA on every
built-in theme, and sums muted in a colour that reads (not Rich's dim, half the contrast)."""

from __future__ import annotations

import pytest
from rich.color import Color as RichColor
from textual.color import Color

from gameshelf.engine.dumm_gelaufen import GAME, Scenario
from gameshelf.tui.games.dumm_gelaufen.board import mine
from gameshelf.tui.widgets import look
from gameshelf.tui.widgets.look import AA, BACKGROUNDS, Palette, contrast
from tests.tui.shell.test_contrast import THEMES, _variables


@pytest.mark.parametrize("theme", THEMES)
def test_your_hand_reads_at_aa_and_is_never_dim(theme):
    state = (Scenario(["Ann", "Bruno"]).hand(0, "red 2", "yellow 3", "green 9", "G5")
             .turn(0).build())
    look.use_theme(_variables(theme))
    try:
        text = mine(GAME.view_for(state, 0))
    finally:
        look.use_theme({"background": "ansi_default"})
    p = Palette(_variables(theme), BACKGROUNDS)
    styles = [s.style for s in text.spans]
    assert not [s for s in styles if "dim" in str(s).split()], styles
    colours = {str(s).split()[-1] for s in styles if "#" in str(s)}
    assert p.muted in colours and len(colours) >= 4, colours       # red, yellow, green, muted
    for c in colours:
        rgb = RichColor.parse(c).get_truecolor()
        assert all(contrast(Color(*rgb), b) >= AA for b in p.backgrounds), (theme, c)
