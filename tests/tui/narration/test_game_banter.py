"""A game's own table talk (`<game>/<lang>/banter/<persona>.j2`) joins the cast's instead of
replacing it: the narrator tries both, the game's first GAME_SHARE of the time, drawn from its
own dice only when both exist (so Lunch Money, without banter of its own, draws as before); a
player's folder still wins in each layer, and a player's file stays within the budget."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.tui.headless.sim import play_game, seat_kinds
from gameshelf.tui.narration import TEMPLATES, Narrator, clear_cache, split_variants
from gameshelf.tui.narration.narrator import GAME_SHARE

DG = "dumm-gelaufen"
NAMES = ["Ann", "Tank", "Mei", "Gus"]
PERSONAS = [None, PERSONA_BY_KEY["tank"], PERSONA_BY_KEY["mei"], PERSONA_BY_KEY["gus"]]


@pytest.fixture(autouse=True)
def _fresh_templates():
    clear_cache()
    yield
    clear_cache()


def _narrator(game: str = DG, user_dir: Path | None = None, seed: int = 7) -> Narrator:
    return Narrator(NAMES, lang="en", seed=seed, personas=PERSONAS, human=0,
                    user_dir=user_dir, game=game)


def _wins(narrator: Narrator, times: int) -> list[str]:
    """What Tank says when he wins, `times` times in a row (a win always speaks)."""
    said = []
    for _ in range(times):
        line = narrator._banter((1, "win", None, "game_won"))
        if line is not None:
            said.append(line.text)
    return said


def _win_lines(narrator: Narrator, name: str) -> set[str]:
    ctx = narrator._banter_context({"me": narrator.who[1], "mood": "win", "other": None,
                                    "trigger": "game_won", "persona": PERSONA_BY_KEY["tank"]})
    return {text for text, _, _ in split_variants(narrator._render(name, ctx))}


def test_lunch_money_names_only_the_casts_banter_and_draws_nothing_more():
    narrator = _narrator("lunch-money")
    state = narrator.rng.getstate()
    assert narrator._banter_names("tank") == ["banter/tank.j2", "banter.j2"]
    assert narrator.rng.getstate() == state


def test_a_games_banter_and_the_casts_both_speak():
    narrator = _narrator()
    game = _win_lines(narrator, "game:banter/tank.j2")
    cast = _win_lines(narrator, "cast:banter/tank.j2")
    assert game and cast and not game & cast
    said = _wins(narrator, 6)
    assert len(said) == len(set(said)) == 6
    assert set(said) & game and set(said) & cast


def test_the_games_lines_come_first_about_as_often_as_the_share_says():
    narrator = _narrator()
    firsts = [narrator._banter_names("tank")[0] for _ in range(2000)]
    share = firsts.count("game:banter/tank.j2") / len(firsts)
    assert abs(share - GAME_SHARE) < 0.05
    assert narrator._banter_names("tank")[-1] == "banter.j2"


def _folder(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def _win_file(word: str) -> str:
    return ("{% block lines %}\n{% if mood == \"win\" %}\n"
            + "".join(f"{word} line {i}.\n" for i in range(3))
            + "{% endif %}\n{% endblock %}\n")


def test_a_players_folder_still_wins_in_each_layer(tmp_path):
    user = _folder(tmp_path, {"dumm_gelaufen/en/banter/tank.j2": _win_file("Mine"),
                              "cast/en/banter/tank.j2": _win_file("Cast of mine")})
    builtin = _win_lines(_narrator(), "default:game:banter/tank.j2") | \
        _win_lines(_narrator(), "default:cast:banter/tank.j2")
    said = _wins(_narrator(user_dir=user), 6)
    assert any(s.startswith("Mine") for s in said)
    assert any(s.startswith("Cast of mine") for s in said)
    assert not set(said) & builtin


def test_a_players_game_banter_mixes_in_lunch_money_too(tmp_path):
    user = _folder(tmp_path, {"lunch_money/en/banter/tank.j2": _win_file("Mine")})
    said = _wins(_narrator("lunch-money", user), 6)
    assert any(s.startswith("Mine") for s in said)
    assert any(not s.startswith("Mine") for s in said)


def test_a_players_game_banter_over_its_budget_is_stopped_and_the_built_in_speaks(tmp_path):
    user = _folder(tmp_path, {"dumm_gelaufen/en/banter/tank.j2":
                              "{% block lines %}\n{{ 'x' * 10**9 }}\n{% endblock %}\n"})
    narrator = _narrator(user_dir=user)
    builtin = _win_lines(_narrator(), "default:game:banter/tank.j2") | \
        _win_lines(_narrator(), "default:cast:banter/tank.j2")
    said = _wins(narrator, 4)
    assert len(said) == 4 and set(said) <= builtin | _win_lines(narrator, "banter.j2")
    warnings = narrator.take_warnings()
    assert len(warnings) == 1 and "dumm_gelaufen/en/banter/tank.j2" in warnings[0]


@pytest.mark.parametrize("escape", ["cast:../../../../etc/passwd", "game:/etc/passwd",
                                    "default:cast:../../README.md"])
def test_a_layer_name_never_leads_out_of_its_folder(tmp_path, escape):
    user = _folder(tmp_path, {"dumm_gelaufen/en/banter/tank.j2":
                              f'{{% block lines %}}\n{{% include "{escape}" %}}\n'
                              "{% endblock %}\n"})
    narrator = _narrator(user_dir=user)
    assert len(_wins(narrator, 2)) == 2          # the built-ins speak instead
    assert len(narrator.take_warnings()) == 1


def test_the_layers_keep_their_lines_apart():
    """Line 5 of the game's tank.j2 and line 5 of the cast's are different lines to the
    variety rule (the game's are marked as the game's; the cast's keep their old marks)."""
    narrator = _narrator()
    ctx = narrator._banter_context({"me": narrator.who[1], "mood": "win", "other": None,
                                    "trigger": "game_won", "persona": PERSONA_BY_KEY["tank"]})
    game = {o for _, _, o in narrator._variants("game:banter/tank.j2", ctx)}
    cast = {o for _, _, o in narrator._variants("cast:banter/tank.j2", ctx)}
    assert all(o.startswith("builtin:game:banter/tank.j2:") for o in game)
    assert all(o.startswith("builtin:banter/tank.j2:") for o in cast)


def _batches(seed: int, players: int = 4) -> list:
    out: list = []
    play_game(seat_kinds(["normal", "easy"], players, 0), seed, 0, None,
              on_events=lambda _s, events: out.append(tuple(events)), game_key=DG)
    return out


def test_a_dumm_gelaufen_snapshot_with_game_banter_carries_on_exactly():
    batches = _batches(5)
    names, personas = NAMES, [PERSONA_BY_KEY[k] for k in ("bruno", "tank", "mei", "gus")]
    whole = Narrator(names, seed=3, personas=personas, game=DG)
    told = [line.text for b in batches for line in whole.narrate(b)]
    first = Narrator(names, seed=3, personas=personas, game=DG)
    half = len(batches) // 2
    again = [line.text for b in batches[:half] for line in first.narrate(b)]
    data = json.loads(json.dumps(first.snapshot()))
    second = Narrator.restore(data, names, personas=personas, game=DG)
    again += [line.text for b in batches[half:] for line in second.narrate(b)]
    assert again == told
    assert any(line.speaker is not None for b in batches
               for line in Narrator(names, seed=3, personas=personas, game=DG).narrate(b))


def test_every_persona_has_game_banter_in_every_language():
    for game in ("dumm_gelaufen", "dig_your_way_out"):
        for lang in ("en", "nl", "de"):
            have = {p.stem for p in (TEMPLATES / game / lang / "banter").glob("*.j2")}
            assert have == set(PERSONA_BY_KEY), (game, lang)


def test_a_players_game_banter_may_extend_the_built_in_one(tmp_path):
    user = _folder(tmp_path, {"dumm_gelaufen/en/banter/tank.j2":
                              '{% extends "default:game:banter/tank.j2" %}\n'
                              "{% block lines %}\n{{ super() }}\n"
                              "{% if mood == \"win\" %}\n[9] Extra helping.\n{% endif %}\n"
                              "{% endblock %}\n"})
    narrator = _narrator(user_dir=user)
    lines = _win_lines(narrator, "game:banter/tank.j2")
    assert "Extra helping." in lines
    assert _win_lines(_narrator(), "game:banter/tank.j2") < lines
    assert narrator.take_warnings() == []
