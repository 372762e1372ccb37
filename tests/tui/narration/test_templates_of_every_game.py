"""Dumm gelaufen!'s and Dig Your Way Out's banter: a template for every event kind in every
language, `templates check` clean, and seeded narrated sims that tell every event without
template errors or English words in Dutch and German, the same way every time."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

import pytest

from gameshelf.tui.cli.templates import check_templates
from gameshelf.tui.games.dig_your_way_out import chronicle as dig_chronicle
from gameshelf.tui.games.dumm_gelaufen import chronicle as dg_chronicle
from gameshelf.tui.headless.narrate import narrate_match
from gameshelf.tui.narration import LANGS, TEMPLATES


@dataclass(frozen=True)
class Banter:
    """One game's templates: its key, its folder, its event kinds and the English words that
    must never show in its Dutch or German log (whole words, any case)."""

    game: str
    kinds: frozenset[str]
    english: tuple[str, ...]

    @property
    def folder(self):
        return TEMPLATES / self.game.replace("-", "_")

    def log(self, lang: str, seed: int = 3, players: int = 4):
        return narrate_match(["normal", "easy", "random"], players, seed, lang, None, 0,
                             game_key=self.game)


GAMES = [
    Banter("dumm-gelaufen", frozenset(dg_chronicle.KINDS),
           ("the", "and", "takes", "gives", "draws", "card", "cards", "pile", "round",
            "first", "you", "your", "with", "from", "wins", "again", "turn", "swap",
            "red", "yellow", "green", "only", "least", "any", "values", "colour", "adding")),
    Banter("dig-your-way-out", frozenset(dig_chronicle.KINDS),
           ("the", "and", "takes", "gives", "card", "cards", "round", "first", "you", "your",
            "with", "from", "wins", "again", "turn", "spoon", "knife", "pickaxe", "shovel",
            "cells", "cafeteria", "infirmary", "showers", "solitary", "digs", "beating",
            "fight", "points", "rolls", "cigarettes", "searches", "beaten")),
]
BY_GAME = pytest.mark.parametrize("game", GAMES, ids=lambda g: g.game)


@BY_GAME
@pytest.mark.parametrize("lang", LANGS)
def test_every_event_kind_has_a_template(game, lang):
    missing = [k for k in sorted(game.kinds) if not (game.folder / lang / f"{k}.j2").is_file()]
    assert missing == []


@BY_GAME
@pytest.mark.parametrize("lang", LANGS)
def test_specific_templates_exist_in_every_language(game, lang):
    english = {p.relative_to(game.folder / "en") for p in (game.folder / "en").rglob("*.j2")}
    here = {p.relative_to(game.folder / lang) for p in (game.folder / lang).rglob("*.j2")}
    assert english == here


@BY_GAME
def test_templates_check_is_clean(game):
    report = check_templates(None, LANGS, game=game.game)
    assert report.problems == []
    assert report.renders > 100


@BY_GAME
@pytest.mark.parametrize("lang", LANGS)
def test_a_seeded_match_narrates_without_template_errors(game, lang):
    lines = game.log(lang)
    assert [w for _, ws in lines for w in ws] == []
    texts = [t for t, _ in lines if t is not None]
    assert len(texts) > 30
    assert not any("{{" in t or "{%" in t for t in texts)


@BY_GAME
@pytest.mark.parametrize("lang", ["nl", "de"])
@pytest.mark.parametrize("seed", [3, 11, 29])
def test_dutch_and_german_logs_have_no_english_words(game, lang, seed):
    words = Counter()
    for text, _ in game.log(lang, seed):
        if text is not None:
            words.update(w.lower() for w in re.findall(r"[A-Za-z]+", text))
    assert sorted(w for w in game.english if words[w]) == []


@BY_GAME
def test_same_seed_same_lines(game):
    assert game.log("en", 5) == game.log("en", 5)
    assert game.log("en", 5) != game.log("en", 6)
