"""The shell speaks the player's language: no word it shows is left out of the catalog, the
language follows LANG/LC_* and the Language setting, a switch redraws the screens at once and the
fight log's new lines follow it; the CLI's help speaks it too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from gameshelf.tui.locale import domains
from gameshelf.tui.store.keeper import Keeper

# Calls whose string arguments the player reads: widgets, notices, log notes, dialogs, the
# palette's commands, key descriptions, CLI help and errors.
SHOWN_BY = {"Static", "Label", "Button", "Checkbox", "notify", "note", "_note", "say", "update",
            "Binding", "SystemCommand", "ErrorDialog", "ConfirmDialog", "CliError", "add_parser",
            "add_argument", "add_columns", "add_row", "Prompt", "ArgumentTypeError", "error",
            "Option", "Select", "Input", "Parser", "add_subparsers", "add_argument_group",
            "print", "push_screen"}
# Where a call's positional arguments are not all shown: only these are (a Binding's key and
# action are not words, an argument's name is typed as it is).
SHOWN_POSITIONS = {"Binding": (2,), "add_argument": (), "add_parser": (), "add_subparsers": (),
                   "add_argument_group": (0, 1)}
SHOWN_KEYWORDS = {"help", "description", "title", "placeholder", "tooltip", "message", "prompt",
                  "question", "label"}
MARKERS = {"_", "N_", "n"}


def _name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def _words(node: ast.AST) -> bool:
    """Whether a literal (or an f-string's literal parts) holds a word a player reads."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(c.isalpha() for c in node.value)
    if isinstance(node, ast.JoinedStr):
        return any(_words(v) for v in node.values if isinstance(v, ast.Constant))
    return False


def _unmarked(node: ast.AST):
    """The bare literals in an argument: not inside a _()/N_() call."""
    if isinstance(node, ast.Call) and _name(node) in MARKERS:
        return
    if _words(node):
        yield node
        return
    if isinstance(node, (ast.Call, ast.Lambda)):
        return          # a call's own arguments are checked where that call is
    for child in ast.iter_child_nodes(node):
        yield from _unmarked(child)


def unmarked_words(path: Path) -> list[str]:
    """file:line and the literal, for every shown word not marked for translation."""
    found = []
    for call in ast.walk(ast.parse(path.read_text(), str(path))):
        if not isinstance(call, ast.Call) or _name(call) not in SHOWN_BY:
            continue
        shown = SHOWN_POSITIONS.get(_name(call))
        args = [a for i, a in enumerate(call.args) if shown is None or i in shown]
        args += [k.value for k in call.keywords if k.arg in SHOWN_KEYWORDS]
        for arg in args:
            for bare in _unmarked(arg):
                found.append(f"{path}:{bare.lineno}: {ast.unparse(bare)[:60]}")
    return found


@pytest.mark.slow
def test_every_word_the_shell_shows_is_marked_for_translation():
    files = [f for f in domains()["shell"] if "locale" not in f.parts]    # tui.locale: a tool
    assert [w for f in files for w in unmarked_words(f)] == []


# --- what the player sees ------------------------------------------------------------------------

# Words of the title screen, the Settings screen and their footers that must not show in Dutch or
# German (whole words, so "Start" in "Start" does not count where both languages keep it).
ENGLISH = {"New match", "Continue", "Settings", "Stats", "Help", "Quit", "letter keys",
           "Bot pace", "Theme", "Language", "Done", "Ask even", "Your banter", "Close"}


def shown_text(screen, skip: tuple[str, ...] = ()) -> str:
    """Every word a screen's widgets show now (labels, buttons, statics, lists' options, tables'
    headings, footer keys), but for the widgets with the ids in `skip`."""
    from textual.widgets import Button, DataTable, Label, OptionList, Static
    from textual.widgets._footer import FooterKey
    words = []
    for widget in screen.query("*"):
        if widget.id in skip or any(a.id in skip for a in widget.ancestors if a.id):
            continue
        if isinstance(widget, (Static, Label, Button)):
            words.append(str(widget.render()))
        elif isinstance(widget, FooterKey):
            words.append(widget.description)
        elif isinstance(widget, OptionList):
            words += [str(o.prompt) for o in widget.options]
        elif isinstance(widget, DataTable):
            words += [str(c.label) for c in widget.columns.values()]
    return "\n".join(words)


def english_left(text: str) -> set[str]:
    return {w for w in ENGLISH if w in text}


@pytest.mark.parametrize(("lang_env", "word"), [("de_DE.UTF-8", "Neue Partie"),
                                                ("nl_NL.UTF-8", "Nieuw potje")])
async def test_the_app_starts_in_the_language_of_lang(monkeypatch, tmp_path, lang_env, word):
    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.i18n import current_language
    monkeypatch.setenv("LANG", lang_env)
    app = ShelfApp(pace=0, settings_path=tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = shown_text(app.screen)
        assert word in text and english_left(text) == set()
        assert current_language() == lang_env[:2]
        app.action_settings()
        await pilot.pause()
        assert english_left(shown_text(app.screen)) == set()


async def test_a_language_from_elsewhere_is_english(monkeypatch, tmp_path):
    from gameshelf.tui.app.shell import ShelfApp
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    app = ShelfApp(pace=0, settings_path=tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "New match" in shown_text(app.screen)


@pytest.mark.slow
async def test_the_language_setting_wins_over_lang_and_redraws_the_screens_at_once(
        monkeypatch, tmp_path):
    from textual.widgets import Select

    from gameshelf.tui.app.shell import ShelfApp
    from gameshelf.tui.store.settings import Settings
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    path = tmp_path / "settings.json"
    Settings(language="nl").store(path)
    app = ShelfApp(pace=0, settings_path=path)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        title = app.screen
        assert "Nieuw potje" in shown_text(title)
        app.action_settings()
        await pilot.pause()
        app.screen.query_one("#language", Select).value = "en"
        await pilot.pause()
        await pilot.pause()
        assert "Bot pace" in shown_text(app.screen) and "Tempo" not in shown_text(app.screen)
        assert "New match" in shown_text(title)          # the screen underneath too
        assert Settings.load(path).language == "en"
        app.screen.query_one("#language", Select).value = ""     # the system's: German
        await pilot.pause()
        await pilot.pause()
        assert "Tempo der Bots" in shown_text(app.screen)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is title and "Neue Partie" in shown_text(title)
        assert Settings.load(path).language == ""


def test_the_language_setting_is_kept_and_a_strange_one_is_the_systems(tmp_path):
    from gameshelf.tui.store.settings import Settings
    path = tmp_path / "settings.json"
    Settings(language="de").store(path)
    assert Settings.load(path).language == "de"
    path.write_text('{"language": "klingon"}')
    assert Settings.load(path).language == ""
    assert Settings().interface_language() == "en"      # conftest: no LANG


# --- the fight log follows -----------------------------------------------------------------------

def test_a_narrator_switched_before_the_first_line_tells_the_golden_log_of_that_language(
        tmp_path):
    from gameshelf.tui.games.lunch_money.moves import same_action
    from gameshelf.tui.model.driver import Driver
    from gameshelf.tui.narration import speak_in
    from tests.tui.model.test_driver import bot_match, play_out
    from tests.tui.narration.test_golden_log import check_log
    match, bots = bot_match("en")
    speak_in(match, "de")
    lines = play_out(Driver(match, same_action=same_action, keeper=Keeper(tmp_path)), bots)
    check_log("de", [(x.text, x.speaker, x.event, x.family, x.seats) for x in lines])


def test_a_switch_mid_match_changes_only_the_new_lines_and_not_the_match(tmp_path):
    from gameshelf.tui.games.lunch_money.moves import same_action
    from gameshelf.tui.model.driver import Driver
    from gameshelf.tui.narration import speak_in
    from tests.tui.model.test_driver import bot_match

    def play(switch_at: int | None):
        match, bots = bot_match("en")
        driver = Driver(match, same_action=same_action, keeper=Keeper(tmp_path))
        told = [driver.opening_lines()]
        while (d := driver.decision()) is not None:
            if len(told) == switch_at:
                speak_in(match, "de")
            told.append(driver.apply(bots[d.seat].choose(driver.view(d.seat))).lines)
        return match, [[x.text for x in batch] for batch in told]

    english, before = play(None)
    switched, after = play(40)
    assert switched.history == english.history          # the text never changes the game
    assert after[:40] == before[:40]                     # what was told stays as it was
    assert switched.narrator.lang == switched.lang == "de"
    new = " ".join(t for batch in after[40:] for t in batch)
    old = " ".join(t for batch in before[40:] for t in batch)
    german = {" der ", " die ", " und ", " nicht ", " mit ", " den "}
    assert sum(new.count(w) for w in german) > 5 * max(1, sum(old.count(w) for w in german))


async def test_a_switch_in_settings_during_a_match_reaches_its_narrator(tmp_path):
    from gameshelf.engine.lunch_money import Scenario
    from gameshelf.tui.store.settings import Settings
    from gameshelf.tui.widgets.prompt import KeyBar
    from tests.tui.lunch_money.lm_helpers import scenario_match, table_app
    match = scenario_match(Scenario(["You", "Bruno"]).hand(0, "jab").hand(1, "kick"))
    app = table_app(match, settings_path=tmp_path / "settings.json")
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert match.narrator.lang == "en"
        app.apply_settings(Settings(language="nl"))
        await pilot.pause()
        assert match.narrator.lang == match.lang == "nl"
        keys = str(app.screen.query_one(KeyBar).render()).lower()
        assert "hulp" in keys and "help" not in keys


# --- the command line --------------------------------------------------------------------------

@pytest.mark.parametrize(("lang_env", "words"), [
    ("de_DE.UTF-8", ("Aufruf:", "Optionen", "diese Hilfe zeigen und beenden",
                     "sofort eine Partie anfangen")),
    ("nl_NL.UTF-8", ("gebruik:", "opties", "meteen een potje beginnen"))])
def test_cli_help_speaks_the_language_of_lang(monkeypatch, capsys, lang_env, words):
    from gameshelf.tui.cli import main
    monkeypatch.setenv("LANG", lang_env)
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0 and all(w in out for w in words), out
    assert "show this help" not in out and "usage:" not in out


def test_cli_errors_speak_the_language_of_lang(monkeypatch, capsys):
    from gameshelf.tui.cli import main
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    with pytest.raises(SystemExit) as done:
        main(["play", "--difficulty", "brutal"])
    err = capsys.readouterr().err
    assert done.value.code == 2 and "ungültige Wahl" in err and "siehe --help" in err


def test_every_sentence_of_the_engines_limits_has_its_shape_in_the_catalog():
    from gameshelf.engine.core import limits
    from gameshelf.tui.i18n import set_language
    from gameshelf.tui.store.limits import SHAPES, in_words
    said = [limits.name_problem(""), limits.name_problem("x" * 99), limits.name_problem("a\tb"),
            limits.save_name_problem(" "), limits.save_name_problem("y" * 999),
            limits.save_name_problem("a\nb"), limits.seed_problem(2 ** 70)]
    assert len(said) == len(SHAPES) and None not in said
    set_language("de")
    german = [in_words(s) for s in said]
    assert all(g != s for g, s in zip(german, said, strict=True)), german
    assert "99" in german[1] and str(2 ** 63 - 1) in german[6]


# Words that are the same in every language: names, the program's and the personas', and a
# few words Dutch and German borrow as they are.
SAME_EVERYWHERE = {"Lunch", "Money", "GAME", "SHELF", "Bruno", "Vicky", "Mei", "Tank", "Pixie",
                   "Gus", "Dex", "Seed", "Start", "textual", "dark", "normal", "Normal",
                   "Screenshot", "lunchmoney", "templates", "saves", "Palette", "Enter", "Esc",
                   "Tab", "Name", "SVG", "Skateboard", "seed", "optional", "lip", "lunches",
                   "Counters"}    # the fight log's Dutch word for them too
# Widgets whose words are not the shell's: a game's (its own catalog, tui/games/<game>/), and
# the themes' names.
NOT_SHELL_WORDS = ("tagline", "games", "theme")
SCREENS = ("title", "new_match", "load", "stats", "settings", "command_palette")


async def opened(pilot, app, before) -> None:
    """Wait until a screen other than `before` is on top, mounted and done with its work (the
    palette's search of commands runs in a worker), however loaded the machine is."""
    from tests.tui.lunch_money.lm_helpers import until
    await until(pilot, lambda: app.screen is not before and app.screen.is_mounted
                and all(w.is_finished for w in app.workers))
    await pilot.pause()


async def screen_words(lang_env: str, tmp_path) -> dict[str, str]:
    """The words of every shell screen, shown under LANG=`lang_env`."""
    import os

    from gameshelf.tui.app.shell import ShelfApp
    os.environ["LANG"] = lang_env
    app = ShelfApp(pace=0, settings_path=tmp_path / "settings.json")
    shown = {}
    async with app.run_test(size=(110, 40)) as pilot:
        await pilot.pause()
        for name in SCREENS:
            if name != "title":
                title = app.screen
                getattr(app, f"action_{name}")()
                await opened(pilot, app, title)
            shown[name] = shown_text(app.screen, NOT_SHELL_WORDS)
            if name != "title":
                app.screen.dismiss(None)
                await pilot.pause()
    return shown


_SHOWN: dict[str, dict[str, str]] = {}


@pytest.mark.parametrize("lang_env", ["de_DE.UTF-8", "nl_NL.UTF-8"])
@pytest.mark.slow
async def test_no_english_word_of_a_shell_screen_shows_in_dutch_or_german(
        monkeypatch, tmp_path, lang_env):
    import re
    monkeypatch.setenv("LANG", "C")
    if "C" not in _SHOWN:           # the English words, read once for both languages
        _SHOWN["C"] = await screen_words("C", tmp_path)
    english = _SHOWN["C"]
    there = await screen_words(lang_env, tmp_path)
    def words(text: str) -> set[str]:
        return set(re.findall(r"[A-Za-z]{3,}", re.sub(r"/\S*", "", text)))   # not in paths

    from gameshelf.tui.shelf import ui_for
    ui = ui_for("lunch-money")        # the words it gives are in its own catalog
    given = words(" ".join([*(h for _f, h in ui.stat_columns), ui.stats_note, ui.tagline,
                            "English Nederlands Deutsch"]))    # each language's own name
    for name in SCREENS:
        left = words(english[name]) - SAME_EVERYWHERE - given & words(there[name])
        assert english[name] != there[name] and not left, (name, left)


@pytest.mark.parametrize(("lang_env", "words", "english"), [
    ("de_DE.UTF-8", ("Markierten Text kopieren", "Karte spielen", "nächste Karte",
                     "Die Befehlspalette öffnen"),
     ("Copy selected text", "play a card", "next card", "Open the command palette")),
    ("en_GB.UTF-8", ("Copy selected text", "play a card", "next card",
                     "Open the command palette"), ())])
@pytest.mark.slow
async def test_textuals_keys_panel_lists_the_tables_keys_in_the_players_language(
        monkeypatch, tmp_path, lang_env, words, english):
    """Ctrl+P → Keys: every key of the table as the keymap binds it, Textual's own keys too,
    all in the player's language."""
    from textual.widgets._key_panel import BindingsTable

    from gameshelf.tui.app.shell import ShelfApp
    monkeypatch.setenv("LANG", lang_env)
    app = ShelfApp(start="play", seed=3, pace=0, settings_path=tmp_path / "settings.json")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.action_show_help_panel()
        await pilot.pause()
        await pilot.pause()
        table = app.screen.query_one(BindingsTable)
        from rich.console import Console
        console = Console(width=60, record=True)
        console.print(table.render_bindings_table())
        text = console.export_text()
        assert all(w in text for w in words), text
        assert not any(w in text for w in english), text


def test_a_refused_move_is_said_in_the_players_language():
    """The rules engine refuses in English; the player reads its fixed sentences translated and
    any other (it names cards and seats) as one plain sentence, never the English."""
    from gameshelf.engine.core.errors import IllegalAction
    from gameshelf.tui import i18n
    over, named = IllegalAction("The match is over."), IllegalAction("Tank has no Kick in hand.")
    try:
        i18n.set_language("de")
        assert i18n.refusal(over, "lunch-money") == "Die Partie ist vorbei."
        assert i18n.refusal(named, "lunch-money") == "Das geht jetzt nicht."
        i18n.set_language("nl")
        assert i18n.refusal(named, "dumm-gelaufen") == "Dat kan nu niet."
        i18n.set_language("en")
        assert i18n.refusal(named, "lunch-money") == "Tank has no Kick in hand."
    finally:
        i18n.set_language("en")


SAME_WORDS = ("New match", "New match [n]", "Save match", "Save the match", "The match is over.",
              "— match resumed —", "Could not save: {error}", "Save", "Saved as “{name}” ({where}).")


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_the_shell_and_every_game_say_a_match_in_the_same_words(lang):
    """Dutch "Nieuw potje" on the title and "Nieuwe partij" after a Dig match, German "Neue
    Partie" and "Neues Spiel" in Lunch Money: the same English words read the same in every
    catalog that has them."""
    from gameshelf.tui import i18n
    from gameshelf.tui.shelf import ui_keys
    domains = ["shell", *(key.replace("-", "_") for key in ui_keys())]
    i18n.set_language(lang)
    try:
        for words in SAME_WORDS:
            said = {d: i18n.catalog(d, lang).gettext(words) for d in domains}
            said = {d: s for d, s in said.items() if s != words}    # catalogs that have it
            assert len(set(said.values())) <= 1, (words, said)
    finally:
        i18n.set_language("en")
