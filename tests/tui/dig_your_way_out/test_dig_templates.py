"""Dig Your Way Out's banter: a template for every event kind in every language, `templates
check` clean, and seeded narrated sims that tell every event, the same way every time."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from gameshelf.tui.cli.templates import check_templates
from gameshelf.tui.games.dig_your_way_out.chronicle import KINDS
from gameshelf.tui.headless.narrate import narrate_match
from gameshelf.tui.narration import LANGS, TEMPLATES

FOLDER = TEMPLATES / "dig_your_way_out"
# English words that must never show in a Dutch or German log (whole words, any case).
ENGLISH = ("the", "and", "takes", "gives", "card", "cards", "round", "first", "you", "your",
           "with", "from", "wins", "again", "turn", "spoon", "knife", "pickaxe", "shovel",
           "cells", "cafeteria", "infirmary", "showers", "solitary", "digs", "beating",
           "fight", "points", "rolls", "cigarettes", "searches", "beaten")


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_kind_has_a_template(lang):
    missing = [k for k in sorted(KINDS)
               if not (FOLDER / lang / f"{k}.j2").is_file()]
    assert missing == []


@pytest.mark.parametrize("lang", LANGS)
def test_specific_templates_exist_in_every_language(lang):
    english = {p.relative_to(FOLDER / "en") for p in (FOLDER / "en").rglob("*.j2")}
    here = {p.relative_to(FOLDER / lang) for p in (FOLDER / lang).rglob("*.j2")}
    assert english == here


def test_templates_check_is_clean():
    report = check_templates(None, LANGS, game="dig-your-way-out")
    assert report.problems == []
    assert report.renders > 100


def _log(lang: str, seed: int = 3, players: int = 4):
    return narrate_match(["normal", "easy", "random"], players, seed, lang, None, 0,
                         game_key="dig-your-way-out")


@pytest.mark.parametrize("lang", LANGS)
def test_a_seeded_match_narrates_without_template_errors(lang):
    lines = _log(lang)
    assert [w for _, ws in lines for w in ws] == []
    texts = [t for t, _ in lines if t is not None]
    assert len(texts) > 30
    assert not any("{{" in t or "{%" in t for t in texts)


@pytest.mark.parametrize("lang", ["nl", "de"])
@pytest.mark.parametrize("seed", [3, 11, 29])
def test_dutch_and_german_logs_have_no_english_words(lang, seed):
    words = Counter()
    for text, _ in _log(lang, seed):
        if text is not None:
            words.update(w.lower() for w in re.findall(r"[A-Za-z]+", text))
    assert sorted(w for w in ENGLISH if words[w]) == []


def test_same_seed_same_lines():
    assert _log("en", 5) == _log("en", 5)
    assert _log("en", 5) != _log("en", 6)


def _michel_match(lang: str, seed: int = 4):
    """A bot match with Michel(le) on (sim plays without options), narrated: (kinds seen, lines)."""
    from gameshelf.engine import find_game
    from gameshelf.tui.narration.narrator import Narrator
    rules = find_game("dig-your-way-out")
    state = rules.new_game(["A", "B", "C"], seed, michel=True)
    bots = [rules.make_bot("random", s, seed * 10 + s) for s in range(3)]
    narrator = Narrator(("A", "B", "C"), lang=lang, seed=seed, game="dig-your-way-out")
    seen, lines = set(), list(narrator.narrate(rules.opening_events(state)))
    while (d := rules.current_decision(state)) is not None:
        state, events = rules.apply(state, bots[d.seat].choose(rules.view_for(state, d.seat)))
        seen.update(type(e).__name__ for e in events)
        lines += narrator.narrate(events)
    return seen, lines, narrator.take_warnings()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.slow
def test_michel_is_narrated_without_template_errors(lang):
    seen, lines, warnings = _michel_match(lang)
    assert warnings == []
    assert "MichelMoved" in seen
    told = {line.event for line in lines}
    assert {"michel_moved", "michel_card_drawn"} <= told
