"""Lunch Money's table speaks the player's language: no word is shown unmarked, and a match and
its help under German show German words and none of the English ones."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from gameshelf.engine.lunch_money import Scenario
from gameshelf.tui import i18n
from tests.tui.lunch_money.lm_helpers import NAMES, human_deciding, scenario_match, table_app, until

LM_TUI = Path(__file__).parents[3] / "tui" / "games" / "lunch_money"
# Calls whose text arguments reach the player (widgets, prompts, toasts, answers, log notes).
SHOWN = {"Static", "Button", "Text", "TabPane", "Prompt", "Option", "Error", "ErrorDialog",
         "notify", "answer", "_note", "note", "update", "append", "add_column", "Binding",
         "Label"}
# Arguments that are keys, actions or ids, not words: (call, position).
NOT_WORDS = {("Option", 0), ("Binding", 0), ("Binding", 1)}
_WORD = re.compile(r"[A-Za-z]{2,}")
# Modules whose strings are template names and context for the narration (its words live in
# narration_templates/lunch_money/<lang>/), never shown as they are.
NARRATION_MEMORY = {"chronicle.py", "told.py", "samples.py"}
KEEP = "# typed English"     # a line's literal is a command in English, on purpose


def _name(call: ast.Call) -> str:
    f = call.func
    return f.attr if isinstance(f, ast.Attribute) else f.id if isinstance(f, ast.Name) else ""


def _bare_words(node: ast.expr) -> str | None:
    """The words of a literal shown as it is (None when it is marked or has no words)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value if _WORD.search(node.value) else None
    if isinstance(node, ast.JoinedStr):
        parts = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        return parts if _WORD.search(parts) else None
    if isinstance(node, ast.IfExp):
        return _bare_words(node.body) or _bare_words(node.orelse)
    return None


def unmarked_strings(path: Path, source: str | None = None) -> list[str]:
    """`file:line: text` for every literal with words that a shown call gets unmarked."""
    found: list[str] = []
    if path.name in NARRATION_MEMORY:
        return found
    source = path.read_text(encoding="utf-8") if source is None else source
    lines = source.splitlines()
    tree = ast.parse(source)
    for node in ast.walk(tree):
        args: list[ast.expr] = []
        if isinstance(node, ast.Call) and _name(node) in SHOWN:
            args = [a for i, a in enumerate(node.args) if (_name(node), i) not in NOT_WORDS]
            args += [k.value for k in node.keywords if k.arg in ("label", "title", "message")]
        elif isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Attribute) and t.attr in ("border_title", "border_subtitle")
                for t in node.targets):
            args = [node.value]
        for arg in args:
            words = _bare_words(arg)
            if words is not None and not lines[arg.lineno - 1].rstrip().endswith(KEEP):
                found.append(f"{path.name}:{arg.lineno}: {words!r}")
    return found


def test_every_shown_string_in_lunch_moneys_tui_is_marked():
    found = [line for path in sorted(LM_TUI.rglob("*.py")) for line in unmarked_strings(path)]
    assert found == []


def test_the_scan_finds_an_unmarked_string():
    found = unmarked_strings(Path("probe.py"), 'self.notify(f"Saved {name}")\nStatic(_("fine"))\n'
                             'Prompt("Who now?", (Option("d", "discard"),))\n')
    assert [f.split(": ", 1)[1] for f in found] == ["'Saved '", "'Who now?'", "'discard'"]


@pytest.fixture
def german(monkeypatch):
    # The app takes its language from the setting, else the system's: a German system.
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    i18n.set_language("de")
    yield
    i18n.set_language("en")


# English words the table and the help show in English, which must not show in German.
ENGLISH = ("Opponents", "Your hand", "Fight log", "Your turn", "play a card", "discard",
           "pass", "round", "deck", "Quick combos", "Help", "At the table", "Typed commands",
           "Goal", "Being attacked", "What follows a Grab", "in the deck", "Basic attack",
           "May be Dodged", "Restore 2 counters", "Avoid an attack")


def _shown(screen) -> str:
    """Every word the screen's widgets show, with their border titles."""
    from textual.widgets import Static, Tab
    texts = []
    for w in screen.query("*"):
        if isinstance(w, Static | Tab):
            texts.append(str(w.render()))
        elif type(w).__name__ in ("Opponents", "Hand"):      # they draw their own lines
            texts += [w.render_line(y).text for y in range(w.size.height)]
        texts += [str(w.border_title or ""), str(w.border_subtitle or "")]
    return "\n".join(texts)


def _assert_no_english(text: str) -> None:
    for word in ENGLISH:
        assert not re.search(rf"\b{re.escape(word)}\b", text), (word, text)


@pytest.mark.slow
async def test_the_table_and_its_help_speak_german(german):
    from gameshelf.tui.games.lunch_money.help import HelpScreen
    m = scenario_match(Scenario(NAMES).hand(0, "jab", "dodge", "first_aid").turn(0))
    app = table_app(m)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        table = _shown(app.screen)
        for word in ("Gegner", "Deine Hand", "Kampfprotokoll", "Du bist dran", "Runde",
                     "Schnelle Kombos", "Verteidigung"):
            assert word in table, word
        _assert_no_english(table)
        from gameshelf.engine.core.cast import PERSONAS
        assert not [p.bio for p in PERSONAS if p.bio[:20] in table]     # the opponents' bios
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        pages = [_shown(app.screen)]
        for _tab in range(3):
            await pilot.press("right")
            await pilot.pause()
            pages.append(_shown(app.screen))
        help_text = "\n".join(pages)
        for word in ("Hilfe", "Am Tisch", "Getippte Befehle", "Ziel", "Was auf einen Grab folgt",
                     "im Stapel", "Weiche einem Angriff aus"):
            assert word in help_text, word
        _assert_no_english(help_text)


async def test_the_tables_keys_are_described_in_german(german):
    m = scenario_match(Scenario(NAMES).hand(0, "jab").turn(0))
    app = table_app(m)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        said = {b.description for _key, b in app.screen._bindings}
        assert {"Hilfe", "Befehl tippen", "Speichern"} <= said
        assert not said & {"Help", "Type a command", "Save"}


async def test_a_typed_german_command_plays_and_the_log_note_is_german(german):
    m = scenario_match(Scenario(NAMES).hand(0, "jab", "dodge").turn(0))
    app = table_app(m)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        app.screen.run_command("passen")
        await until(pilot, lambda: len(m.history) > 0 and human_deciding(app))
        assert type(m.history[0][0]).__name__ == "Pass"
        app.screen.run_command("fliegen")
        assert "verstehe ich nicht" in app.screen.answer_text


async def test_the_table_follows_a_language_change_during_the_match():
    from gameshelf.tui.games.lunch_money.help import HelpScreen
    m = scenario_match(Scenario(NAMES).hand(0, "jab").turn(0))
    app = table_app(m)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: human_deciding(app))
            table = app.screen
            assert table.query_one("#opponents").border_title == "Opponents"
            i18n.set_language("de")          # as Settings does, over the table
            await pilot.press("question_mark")
            await until(pilot, lambda: isinstance(app.screen, HelpScreen))
            await pilot.press("escape")
            await until(pilot, lambda: app.screen is table)
            await pilot.pause()
            assert table.query_one("#opponents").border_title == "Gegner"
            assert "Du bist dran" in table.query_one("#prompt").plain
            assert {b.description for _k, b in table._bindings} >= {"Hilfe", "Speichern"}
    finally:
        i18n.set_language("en")



async def test_the_tables_own_log_line_is_german(german):
    from gameshelf.engine.lunch_money import PlayCard
    from gameshelf.engine.lunch_money import events as E
    b = Scenario(NAMES).hand(0, "jab").hand(1, "kick4").hand(2).hand(3).turn(1)
    m = scenario_match(b, lambda st: PlayCard(st.hands[1][0], 0))
    app = table_app(m)
    async with app.run_test(size=(120, 40)) as pilot:
        await until(pilot, lambda: any(isinstance(e, E.AttackLanded)
                                       for _a, es in m.history for e in es))
        said = " ".join(app.screen.query_one("FightLog").plain)
        assert "Du hast nichts, um es aufzuhalten." in said
        assert "nothing to stop it" not in said
