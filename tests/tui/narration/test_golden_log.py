"""Same seeds, same fight log: a seeded four-player bot match, narrated in every language, hashed.

Written before Lunch Money's table and narrator moved into the game's own package (issue 15):
the hashes are the log as it read then, so any move that changes a single line fails here.
Issue 27 changed the log on purpose (payback and comeback lines rationed, a Stomp never lands on
a face, a Big Combo halved by a Stomp is not "half blocked", a hit halved to 0 is not "for 0",
no "just X and Y left" at a table of two): the hashes are the log as it reads since.

Since issue 28 the log itself is kept, one line's `repr` (text, speaker, event, family, seats) a
line, in `golden/log-<lang>.txt`: the text those hashes hashed. A difference fails naming the first
line that differs; to re-record a change made on purpose: `GAMESHELF_RECORD_GOLDEN=1 python -m
pytest tests/narration/test_golden_log.py`, then read the `git diff` of golden/ (tests/golden.py).
tests/tui/test_driver.py and test_i18n_shell.py hold the driver's log to the same records.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from gameshelf.engine.lunch_money import (
    apply,
    current_decision,
    legal_actions,
    opening_events,
    view_for,
    visible_to,
)
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.tui.model.match import new_match
from tests.golden import check_golden

HERE = Path(__file__).parent / "golden"


def narrated_log(lang: str, seed: int = 4242) -> list[tuple]:
    """Every fight-log line of a seeded bot match (the human's seat played by a bot too)."""
    match = new_match("You", 3, "normal", lang=lang, seed=seed, pace=0, game="lunch-money")
    bots = dict(match.bots)
    bots[match.human] = make_bot("normal", match.human, f"{seed}:golden", None)
    narrate = match.narrator.narrate
    lines = list(narrate(opening_events(match.state)))
    state = match.state
    while (d := current_decision(state)) is not None and state.winner is None:
        action = bots[d.seat].choose(view_for(state, d.seat))
        assert action in legal_actions(state)
        state, events = apply(state, action)
        lines += narrate([visible_to(e, match.human) for e in events])
    return [(ln.text, ln.speaker, ln.event, ln.family, ln.seats) for ln in lines]


def record_path(lang: str) -> Path:
    return HERE / f"log-{lang}.txt"


def record_lines(lines: list[tuple]) -> list[str]:
    """The log as its record reads: one line's repr a line."""
    return [repr(line) for line in lines]


def check_log(lang: str, lines: list[tuple], *, may_record: bool = False) -> None:
    """Fail, naming the first line that differs, unless `lines` are the golden log of `lang`."""
    check_golden(record_path(lang), record_lines(lines), may_record=may_record)


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_seeded_match_narrates_line_for_line_as_before(lang: str) -> None:
    lines = narrated_log(lang)
    assert len(lines) > 100
    check_log(lang, lines, may_record=True)
