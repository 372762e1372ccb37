"""Parsed stylesheets kept between runs (tui/app/css_cache.py, issue 15's start-up): a second start
reads its styles back instead of parsing them and looks the same; a file that is not ours, or
was written for another theme or another Textual, is parsed around, never trusted."""

from __future__ import annotations

import os
import pickle

from gameshelf.tui.app import css_cache
from gameshelf.tui.app.css_cache import ParsedStyles, cache_file
from gameshelf.tui.app.shell import ShelfApp
from textual.css.stylesheet import Stylesheet


def parses_counted(monkeypatch) -> list[str]:
    """Each CSS source Textual parses itself from now on (where it was read from)."""
    parsed: list[str] = []
    parse_rules = Stylesheet._parse_rules

    def counting(self, css, read_from, *args, **kw):
        if (css, read_from, *args) not in self._parse_cache:
            parsed.append(str(read_from))
        return parse_rules(self, css, read_from, *args, **kw)

    monkeypatch.setattr(Stylesheet, "_parse_rules", counting)
    return parsed


async def table_screenshot(theme: str | None = None) -> str:
    """The table's first screen of seed 3 as text with its colours (an SVG)."""
    app = ShelfApp(start="play", seed=3, pace=30, settings_path=None)
    if theme:
        app.theme = theme
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        svg = app.export_screenshot()
        app.screen.gen += 1                     # bots: stop
    return svg.split("<style>", 1)[1]           # the SVG's id prefix differs per run


async def test_a_second_start_reads_the_styles_back_and_looks_the_same(monkeypatch):
    assert not cache_file().exists()
    parsed = parses_counted(monkeypatch)
    first = await table_screenshot()
    assert any("table.tcss" in where for where in parsed)
    assert cache_file().exists()
    parsed.clear()
    second = await table_screenshot()
    assert parsed == []
    assert second == first


async def test_another_theme_is_parsed_with_its_own_colours(monkeypatch):
    await table_screenshot()
    parsed = parses_counted(monkeypatch)
    light = await table_screenshot("textual-light")
    assert any("table.tcss" in where for where in parsed)
    monkeypatch.setenv("GAMESHELF_CSS_CACHE", "0")
    assert light == await table_screenshot("textual-light")


async def test_a_file_that_is_not_ours_is_parsed_around_and_replaced(monkeypatch):
    path = cache_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x80\x05 not a pickle at all")
    parsed = parses_counted(monkeypatch)
    await table_screenshot()
    assert any("table.tcss" in where for where in parsed)
    doc = pickle.loads(path.read_bytes())
    assert doc["format"] == 1 and doc["rules"]


def test_rules_written_by_another_textual_are_not_read(monkeypatch):
    styles = ParsedStyles(cache_file())
    stylesheet = Stylesheet(variables={"primary": "#004578"})
    styles.install(stylesheet)
    stylesheet.add_source("Screen { color: $primary; }", read_from=("x.tcss", ""))
    stylesheet.parse()
    styles.save()
    assert len(ParsedStyles(cache_file()).known) == 1
    monkeypatch.setattr(css_cache, "textual_stamp", lambda: ("elsewhere", 1, 2))
    assert ParsedStyles(cache_file()).known == {}


def test_a_cache_folder_that_cannot_be_written_costs_nothing_but_speed(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder should be")
    styles = ParsedStyles(blocked / "css.pickle")
    stylesheet = Stylesheet(variables={})
    styles.install(stylesheet)
    stylesheet.add_source("Screen { height: 1; }", read_from=("y.tcss", ""))
    stylesheet.parse()
    styles.save()                               # no exception
    assert stylesheet.rules


def test_a_file_over_the_limit_is_not_read(monkeypatch):
    path = cache_file()
    path.parent.mkdir(parents=True)
    with open(path, "wb") as f:
        f.truncate(css_cache.LIMIT + 1)
    assert ParsedStyles(path).known == {}
    assert os.path.getsize(path) == css_cache.LIMIT + 1
