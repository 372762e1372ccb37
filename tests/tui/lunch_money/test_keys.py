"""Your keys: every table key is a binding with an id, the settings file's keymap rebinds it (the
new key plays, the old one no longer does), the key bar and the prompt show the keys of the
moment, and a bad keymap is refused politely."""

from __future__ import annotations

import json
import re

import pytest

from gameshelf.engine.lunch_money import Scenario
from gameshelf.engine.lunch_money import events as E
from gameshelf.tui.app.keymap import checked_keymap
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.games.lunch_money.table_bindings import BINDINGS
from tests.tui.lunch_money.lm_helpers import (
    NAMES,
    events_of,
    human_deciding,
    prompt,
    scenario_match,
    table_app,
    until,
)
from tests.tui.lunch_money.test_keys_and_questions import (
    plays,  # a sibling test module: its scripted bot
)


def _settings(tmp_path, keymap) -> object:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"keymap": keymap}))
    return path


def _turn() -> Scenario:
    return Scenario(["You", "Bruno"]).hand(0, "kick4", "jab").hand(1).turn(0)


def test_every_table_key_has_its_own_id():
    ids = [b.id for b in BINDINGS]
    assert None not in ids and len(ids) == len(set(ids))
    assert {"answer.1", "answer.9", "table.help", "card.dodge", "table.discard"} <= set(ids)


async def test_a_rebound_number_plays_and_the_old_key_does_not(tmp_path):
    app = table_app(scenario_match(_turn()), settings_path=_settings(tmp_path, {"answer.1": "x"}))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("1")
        await pilot.pause()
        assert not events_of(app, E.CardPlayed)
        await pilot.press("x")
        await until(pilot, lambda: events_of(app, E.CardPlayed))


async def test_rebinding_one_of_two_bindings_on_a_key_keeps_the_other(tmp_path):
    """`d` both discards and Dodges: moving the Dodge elsewhere leaves `d` to discard (Textual's
    own keymap dropped every binding on the old key)."""
    app = table_app(scenario_match(_turn()), settings_path=_settings(tmp_path,
                                                                    {"card.dodge": "o"}))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("d")
        await pilot.pause()
        assert app.screen.mode == "discard"


async def test_a_rebound_answer_shows_its_new_key_on_the_prompt(tmp_path):
    b = Scenario(NAMES).hand(0, "dodge").hand(1, "kick4").hand(2).hand(3).turn(1)
    match = scenario_match(b)
    match.bots[1] = plays("kick4", 0)
    app = table_app(match, settings_path=_settings(tmp_path, {"card.dodge": "o",
                                                              "answer.no": "t"}))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app) and "Dodge" in prompt(app))
        assert "[o] Dodge" in prompt(app) and "[t] take it" in prompt(app)
        await pilot.press("d")
        await pilot.pause()
        assert not events_of(app, E.AttackDodged)
        await pilot.press("o")
        await until(pilot, lambda: events_of(app, E.AttackDodged))


async def test_the_key_bar_shows_the_tables_keys_and_follows_the_keymap(tmp_path):
    app = table_app(scenario_match(_turn()), settings_path=_settings(tmp_path,
                                                                    {"table.help": "f2"}))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        bar = str(app.screen.query_one("KeyBar").render())
        for shown in ("f2 Help", ": Type a command", "^s Save", "^o Settings", "^p Palette",
                      "^q Quit"):
            assert shown in bar
        assert "? Help" not in bar
        await pilot.press("f2")
        await pilot.pause()
        assert type(app.screen).__name__ == "HelpScreen"


async def test_helps_keys_page_lists_the_keys_your_keymap_moved(tmp_path):
    """Help describes the keys as they come; with a keymap it also says where yours are now."""
    app = table_app(scenario_match(_turn()), settings_path=_settings(
        tmp_path, {"table.discard": "x", "card.dodge": "o"}))
    async with app.run_test(size=(100, 40)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("question_mark")
        await until(pilot, lambda: type(app.screen).__name__ == "HelpScreen")
        keys = "\n".join(str(w.render()) for w in app.screen.query("#keys Static"))
        assert "Your keymap (settings file) moves these keys:" in keys
        assert re.search(r"x\s+discard", keys) and re.search(r"o\s+Dodge", keys)


async def test_without_a_keymap_help_lists_no_moved_keys(tmp_path):
    app = table_app(scenario_match(_turn()), settings_path=_settings(tmp_path, {}))
    async with app.run_test(size=(100, 40)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.press("question_mark")
        await until(pilot, lambda: type(app.screen).__name__ == "HelpScreen")
        keys = "\n".join(str(w.render()) for w in app.screen.query("#keys Static"))
        assert "At the table" in keys and "keymap" not in keys


async def test_a_bad_keymap_is_refused_politely_and_the_good_entries_stay(tmp_path):
    path = _settings(tmp_path, {"no.such.key": "x", "answer.2": " , ", "answer.1": "x"})
    app = table_app(scenario_match(_turn()), settings_path=path)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        told = [n.message for n in app._notifications]
        assert any("no.such.key" in m for m in told) and any("answer.2" in m for m in told)
        assert all("\n" not in m for m in told)
        await pilot.press("x")
        await until(pilot, lambda: events_of(app, E.CardPlayed))


def test_a_keymap_that_is_not_a_table_is_ignored_with_a_line():
    good, problems = checked_keymap(["answer.1"], {"answer.1"})
    assert good == {} and len(problems) == 1


def test_the_keymap_survives_a_change_in_settings(tmp_path):
    path = _settings(tmp_path, {"answer.1": "x"})
    app = ShelfApp(settings_path=path)
    app.settings.pace = "fast"
    app.settings.store(path)
    assert json.loads(path.read_text())["keymap"] == {"answer.1": "x"}


@pytest.mark.slow
async def test_the_shell_keys_have_ids_a_keymap_may_name(tmp_path):
    app = ShelfApp(settings_path=_settings(tmp_path, {"title.settings": "o"}))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert {"app.quit", "title.new", "load.delete", "help.close", "over.rematch",
                "table.help"} <= app.binding_ids()
        assert not app._notifications
        await pilot.press("o")
        await pilot.pause()
        assert type(app.screen).__name__ == "SettingsScreen"
