"""What a player reads of the table at 80 columns (issue 27): the help wrapped by the widget,
never by hand; the table's marks explained in the help and, on a tall table, under the choices;
a gang choice says what joining gives; the team board keeps whole place names in Dutch and
German; the players' columns stay put whatever the points and tools; the key bar is one line."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from rich.console import Console

from gameshelf.engine.dig_your_way_out import JoinGang, Scenario, legal_actions, view_for
from gameshelf.engine.dig_your_way_out.data import GANG_NAMES
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.dig_your_way_out import board
from gameshelf.tui.games.dig_your_way_out.choices import label
from gameshelf.tui.games.dig_your_way_out.help import hanging
from gameshelf.tui.games.dig_your_way_out.help_text import sections
from gameshelf.tui.i18n import set_language
from gameshelf.tui.model.match import new_match
from gameshelf.tui.widgets.prompt import KeyBar
from tests.tui.dig_your_way_out.test_table import _asked, until

LANGS = ("en", "nl", "de")


@pytest.fixture
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


def _rendered(text: str, width: int) -> list[str]:
    console = Console(width=width, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    console.print(hanging(text))
    return console.export_text().rstrip("\n").split("\n")


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_the_help_is_never_wrapped_by_hand(lang):
    parts = sections()
    for title, text in (parts[0], parts[1], parts[6]):        # rules, teams, commands
        # a line that ends inside a sentence and goes on in lower case was broken by hand
        assert not re.search(r"[a-zäöüë,(]\n *[a-zäöü(]", text), (lang, title)


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_the_help_wraps_at_78_columns_under_its_items(lang):
    rules = dict(sections())[{"en": "Rules", "nl": "Regels", "de": "Regeln"}[lang]]
    shown = _rendered(rules, 78)
    assert max(len(line) for line in shown) <= 78
    items = [i for i, line in enumerate(shown) if line.startswith("- ")]
    assert len(items) == 6
    # the line after an item that wraps goes on under its text, two columns in
    wrapped = [shown[i + 1] for i in items if not shown[i + 1].startswith(("- ", "  "))]
    assert all(not w or not w[0].islower() for w in wrapped)
    # Wrapped by the widget alone: a line breaks only where the next word would not fit
    # (a line broken by hand and wrapped again leaves a short line: "…In a" / "fight weapons…").
    for line, after in zip(shown, shown[1:], strict=False):
        if after.startswith("  ") and after.strip():
            assert len(line) + 1 + len(after.split()[0]) > 78, (line, after)
    if lang == "en":
        assert "In a fight weapons are laid in turn" in " ".join(x.strip() for x in shown)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", ("¢3  cigarettes", "♠4  cards in hand", "✖·  beatings", "Sp10 Kn8 Pi6 Sh6",
            "Sp Spoon, Pi Pickaxe, Sh Shovel")),
    ("nl", ("¢3  sigaretten", "♠4  kaarten in de hand", "✖·  klappen", "Le10 Me8 Ho6 Sc6",
            "Le Lepel")),
    ("de", ("¢3  Zigaretten", "♠4  Karten auf der Hand", "✖·  Prügel", "Lö10 Me8 Sp6 Sc6",
            "Lö Löffel"))], indirect=["lang"])
def test_the_help_explains_every_mark(lang, words):
    board_help = sections()[2][1]
    for word in words:
        assert word in board_help, (lang, word)


def test_the_legend_fits_the_left_column_in_every_language():
    try:
        for lang in LANGS:
            set_language(lang)
            text = board.legend()
            assert "¢" in text and "♠" in text and "✖·" in text
            assert max(len(line) for line in text.split("\n")) <= board.LINE
    finally:
        set_language("en")


def _joiner():
    s = (Scenario(["Ann", "Bo"]).hand(0, "cap", "gloves").turn(0).build())
    return s, next(a for a in legal_actions(s) if isinstance(a, JoinGang))


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Join the Bratva: craft in the cells or search 1 more card (Cap, Leather gloves)"),
    ("nl", "Sluit je aan bij de bende Bratva: maken in de cellen of 1 zoekkaart extra (Pet, "
           "Leren handschoenen)"),
    ("de", "Bratwa beitreten: in den Zellen bauen oder 1 Suchkarte mehr (Kappe, "
           "Lederhandschuhe)")], indirect=["lang"])
def test_a_gang_choice_says_what_joining_gives(lang, said):
    s, join = _joiner()
    assert GANG_NAMES[join.gang] == "Bratva"
    assert label(join, view_for(s, 0)) == said


def _team_view():
    return view_for(Scenario(["Ann", "Bo", "Cy", "Di"], team=True).turn(0).build(), 0)


@pytest.mark.parametrize(("lang", "names"), [
    ("nl", ("Ziekenboeg", "Isoleercel", "Recreatie", "Kantine", "Douches")),
    ("de", ("Lazarett", "Isolation", "Freizeitr.", "Kantine", "Duschen")),
    ("en", ("Infirmary", "Solitary", "Recreation", "Cafeteria", "Showers"))],
    indirect=["lang"])
def test_the_team_board_keeps_whole_place_names(lang, names):
    drawn = board.board(_team_view()).plain
    for name in names:
        assert name in drawn, (lang, name)
    assert "Teams /16" in drawn
    assert max(len(line) for line in drawn.split("\n")) <= 49


def test_the_players_columns_stay_put_with_12_of_10_and_three_tools():
    s = (Scenario(["Ann", "Bo", "Cy", "Di"]).dug(0, "spoon", "pickaxe", "shovel")
         .cigarettes(1, 12).turn(0).build())
    v = replace(view_for(s, 0), points=(12, 0, 0, 0))     # the last dig went past 10
    rows = board.players(v).plain.split("\n")
    assert "12/10" in rows[0] and "Sp1 Pi1 Sh1" in rows[0] and "¢12" in rows[1]
    for mark in ("✖", "¢", "♠"):
        at = {row.replace("✖", "·").index("·" if mark == "✖" else mark) for row in rows}
        assert len(at) == 1, (mark, rows)


def _app(lang: str) -> ShelfApp:
    match = new_match("You", 3, "random", lang, 5, pace=0.0, game="dig-your-way-out")
    return ShelfApp(match=match, pace=0, fresh=True, lang=lang)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.slow
async def test_the_key_bar_is_one_line_at_80_columns(lang):
    set_language(lang)
    try:
        app = _app(lang)
        async with app.run_test(size=(80, 24)) as pilot:
            await until(pilot, lambda: _asked(app))
            await pilot.pause()
            bar = app.screen.query_one(KeyBar)
            assert bar.size.height == 1
            assert len(str(bar.render()).rstrip()) <= 80
            assert not app.screen.query_one("#dig-legend").display      # no room at 24 rows
        app = _app(lang)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: _asked(app))
            await pilot.pause()
            assert app.screen.query_one("#dig-legend").display
            assert "¢" in str(app.screen.query_one("#dig-legend").render())
    finally:
        set_language("en")


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "Your turn: 1 action left.", "Your turn: 2 actions left."),
    ("nl", "Jouw beurt: nog 1 actie.", "Jouw beurt: nog 2 acties."),
    ("de", "Dein Zug: noch 1 Aktion.", "Dein Zug: noch 2 Aktionen.")], indirect=["lang"])
def test_the_turn_question_counts_actions_in_words(lang, one, two):
    from gameshelf.tui.games.dig_your_way_out.choices import question
    s = Scenario(["Ann", "Bo"]).turn(0, actions_left=1).build()
    assert question(view_for(s, 0)) == one
    s = Scenario(["Ann", "Bo"]).turn(0, actions_left=2).build()
    assert question(view_for(s, 0)) == two


def test_the_team_legend_reads_the_team_points():
    assert "3pt your points" in board.legend(team=True)
    assert "points/goal" in board.legend() and "points/goal" not in board.legend(team=True)
    assert "3/10" not in board.legend()           # the legend says no goal of its own


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_the_help_tabs_fit_80_columns(lang):
    titles = [title for title, _text in sections()]
    assert sum(len(t) + 2 for t in titles) <= 80, titles      # a tab is " title "
