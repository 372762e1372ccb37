"""Write the fixture saves of every released format version into tests/tui/store/fixtures/.

    python -m tests.tui.store.make_fixtures

Run it once when a format version is released and commit the files; never regenerate old
versions: the point is that files written by earlier releases keep loading.
"""

from __future__ import annotations

import json
from pathlib import Path

from gameshelf.engine.lunch_money.bots import BOT_KINDS
from gameshelf.tui.store import saves
from tests.tui.store.play import play, start

HERE = Path(__file__).resolve().parent / "fixtures"
SAVED_AT = "2026-01-01T12:00:00+00:00"


def _body(seed: int, opponents: int, difficulty: str, lang: str, steps: int | None,
          name: str) -> dict:
    match, human, _ = start(seed, opponents, difficulty=difficulty, lang=lang)
    play(match, human, steps=steps)
    body = saves.match_to_body(match, name)
    body["saved_at"] = SAVED_AT
    return body


def version_0(body: dict) -> dict:
    """What a version-0 save looked like: players under "players", settings loose in "match",
    no RNG states, no checksum."""
    m = dict(body["match"])
    m["players"] = m.pop("names")
    m.update(m.pop("settings"))
    return {"format": saves.FORMAT, "version": 0, "saved_at": body["saved_at"],
            "name": body["name"], "match": m, "state": body["state"],
            "history": body["history"]}


def main() -> None:
    HERE.mkdir(exist_ok=True)
    # Files already there are kept as they are: they are what an earlier release wrote.
    v1 = {
        "v1_midgame_4p.json": lambda: _body(1, 3, "random", "en", 80, "Recess"),
        "v1_finished_2p.json": lambda: _body(2, 1, "random", "de", None, "Pausenhof"),
        # Written before the bots had snapshot(): their memory saved field by field.
        "v1_autosave_6p.json": lambda: {**_body(3, 5, "normal", "nl", 150, "autosave"),
                                        "autosave": True},
        # Bots with snapshot()/restore() (hard and normal).
        "v1_hard_3p.json": lambda: _body(5, 2, "hard" if "hard" in BOT_KINDS else "random",
                                         "en", 40, "Detention"),
        # With the match's id (and no templates folder in its settings).
        "v1_match_id_3p.json": lambda: _body(6, 2, "easy", "nl", 60, "Speelplaats"),
    }
    for name, make in v1.items():
        if not (HERE / name).exists():
            (HERE / name).write_text(saves.document_text(make()), encoding="utf-8")
    # Version 2: the game's key ("game": "lunch-money"); normal bots with their snapshots.
    v2 = {"v2_game_key_4p.json": lambda: _body(7, 3, "normal", "en", 120, "Lunch break")}
    for name, make in v2.items():
        if not (HERE / name).exists():
            (HERE / name).write_text(saves.document_text(make()), encoding="utf-8")
    if not (HERE / "v0_midgame_3p.json").exists():
        v0 = version_0(_body(4, 2, "random", "en", 50, "Old timer"))
        (HERE / "v0_midgame_3p.json").write_text(json.dumps(v0), encoding="utf-8")


if __name__ == "__main__":
    main()
