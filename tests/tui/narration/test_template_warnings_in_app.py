"""In the app, every failing banter template shows one warning, when it first fails, and a
template that runs away never takes the keyboard from the player."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.engine.lunch_money import (
    Decline,
    PlayCard,
    Scenario,
    apply,
    current_decision,
    legal_actions,
)
from gameshelf.engine.lunch_money import events as E
from gameshelf.tui.app.shell import ShelfApp
from gameshelf.tui.model.match import Match
from gameshelf.tui.narration import clear_cache, narrator_for

NAMES = ("You", "Bruno", "Vicky")
BROKEN = "{% block lines %}\n{{ attacker }} swings at {{ target.no_such_thing }}.\n{% endblock %}\n"


def templates(tmp_path: Path, **files: str) -> str:
    for name, text in files.items():
        path = tmp_path / "tpl" / "en" / f"{name}.j2"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    clear_cache()
    return str(tmp_path / "tpl")


def match_at(builder: Scenario, folder: str, *actions) -> Match:
    """A match at a scenario position (bots decline every window), with the player's folder."""
    state = builder.build()
    for action in actions:
        state, _ = apply(state, action(state))
    while current_decision(state).seat != 0 and legal_actions(state) == [Decline()]:
        state, _ = apply(state, Decline())
    personas = (None, *(p.key for p in PERSONAS[:len(NAMES) - 1]))
    match = Match(state=state, names=NAMES, personas=personas, difficulty="random", lang="en",
                  seed=0, human=0, bot_seeds=("", "t:1", "t:2"), pace=0.0, templates=folder, game_key="lunch-money")
    match.narrator = narrator_for(match)
    return match


def recording(app: ShelfApp) -> list[str]:
    shown: list[str] = []
    real = app.notify

    def notify(message, *args, **kwargs):
        shown.append(str(message))
        return real(message, *args, **kwargs)

    app.notify = notify
    return shown


async def until(pilot, condition, timeout: float = 30.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        assert loop.time() < end, "timed out waiting for the table"
        await pilot.pause(0.01)


def deciding(app) -> bool:
    table = app._table()
    return table is not None and table.mode == "decide"


def happened(app, kind) -> bool:
    return any(isinstance(e, kind) for _a, evs in app._table().match.history for e in evs)


async def test_a_broken_attack_landed_warns_once_when_it_fails(tmp_path):
    folder = templates(tmp_path, attack_landed=BROKEN)
    b = Scenario(list(NAMES)).hand(0, "kick4", "jab").hand(1).hand(2).turn(0)
    match = match_at(b, folder)
    match.narrator.mem.blood = True        # not the first hit: the generic template tells it
    app = ShelfApp(match=match, pace=0, fresh=True)
    shown = recording(app)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: deciding(app))
        assert not any("attack_landed.j2" in s for s in shown)
        await pilot.press("1", "1")                       # Kick 4 at Bruno
        await until(pilot, lambda: happened(app, E.AttackLanded))
        await pilot.pause()
        assert [s for s in shown if "attack_landed.j2" in s] == [
            next(s for s in shown if "attack_landed.j2" in s)]
        assert "no_such_thing" in next(s for s in shown if "attack_landed.j2" in s)


async def test_a_broken_attack_dodged_warns_in_the_app(tmp_path):
    folder = templates(tmp_path, attack_dodged=BROKEN)
    b = Scenario(list(NAMES)).hand(0, "dodge").hand(1, "hook").hand(2).turn(1)
    match = match_at(b, folder, lambda st: PlayCard(st.hands[1][0], 0))
    app = ShelfApp(match=match, pace=0, fresh=True)
    shown = recording(app)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: deciding(app))
        await pilot.press("d")
        await until(pilot, lambda: happened(app, E.AttackDodged))
        await pilot.pause()
        assert len([s for s in shown if "attack_dodged.j2" in s]) == 1


@pytest.mark.timeout(120)
async def test_ctrl_q_works_while_a_template_runs_away(tmp_path):
    loop = "{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}{% endfor %}x\n"
    folder = templates(tmp_path, game_started=loop, turn_started=loop, card_played=loop)
    b = Scenario(list(NAMES)).knocked_out(0).turn(1)       # the bots play on their own
    app = ShelfApp(match=match_at(b, folder), pace=0.05, fresh=True)
    shown = recording(app)
    async with app.run_test(size=(100, 32)) as pilot:
        # The opening line was stopped and said so (on a loaded machine that can take a while);
        # the bots' lines run away from here on.
        await until(pilot, lambda: any("game_started.j2" in s and "took longer" in s
                                       for s in shown))
        await pilot.press("ctrl+q")
        await until(pilot, lambda: not app.is_running)
