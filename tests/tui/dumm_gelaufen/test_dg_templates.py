"""Dumm gelaufen!'s banter: a template for every event kind in every language, `templates
check` clean, and seeded narrated sims that tell every event, the same way every time."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from gameshelf.tui.cli.templates import check_templates
from gameshelf.tui.games.dumm_gelaufen.chronicle import KINDS
from gameshelf.tui.headless.narrate import narrate_match
from gameshelf.tui.narration import LANGS, TEMPLATES

FOLDER = TEMPLATES / "dumm_gelaufen"
# English words that must never show in a Dutch or German log (whole words, any case).
ENGLISH = ("the", "and", "takes", "gives", "draws", "card", "cards", "pile", "round",
           "first", "you", "your", "with", "from", "wins", "again", "turn", "swap",
           "red", "yellow", "green", "only", "least", "any", "values", "colour", "adding")


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
    report = check_templates(None, LANGS, game="dumm-gelaufen")
    assert report.problems == []
    assert report.renders > 100


def _log(lang: str, seed: int = 3, players: int = 4):
    return narrate_match(["normal", "easy", "random"], players, seed, lang, None, 0,
                         game_key="dumm-gelaufen")


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


@pytest.mark.parametrize(("lang", "peek"), [("en", "Peek"), ("nl", "Spieken"), ("de", "Spicken")])
def test_the_log_names_an_action_card_as_the_table_does(lang, peek):
    """One name per action card in each language: the fight log's is the table's (G5 Peek)."""
    from gameshelf.engine.dumm_gelaufen import ACTION_CARDS
    from gameshelf.tui.games.dumm_gelaufen.chronicle import Card
    from gameshelf.tui.games.dumm_gelaufen.words import action_name
    from gameshelf.tui.i18n import current_language, set_language
    before = current_language()
    set_language(lang)
    try:
        table = [action_name(a.id).split(" ", 1)[1] for a in ACTION_CARDS]
    finally:
        set_language(before)
    log = [Card(a.id, lang).name for a in ACTION_CARDS]
    assert log == table
    assert log[[a.key for a in ACTION_CARDS].index("G5")] == peek
