"""Write the fixture saves of every released format version into tests/saves/fixtures/.

    python -m tests.saves.make_fixtures

Run it once when a format version is released and commit the files; never regenerate old
versions: the point is that files written by earlier releases keep loading.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.bots import BOT_KINDS
from tests.saves.play import play, start
from tui import saves

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
    v1 = {
        "v1_midgame_4p.json": _body(1, 3, "random", "en", 80, "Recess"),
        "v1_finished_2p.json": _body(2, 1, "random", "de", None, "Pausenhof"),
        "v1_autosave_6p.json": _body(3, 5, "normal" if "normal" in BOT_KINDS else "random",
                                     "nl", 150, "autosave"),
    }
    v1["v1_autosave_6p.json"]["autosave"] = True
    for name, body in v1.items():
        (HERE / name).write_text(saves.document_text(body), encoding="utf-8")
    v0 = version_0(_body(4, 2, "random", "en", 50, "Old timer"))
    (HERE / "v0_midgame_3p.json").write_text(json.dumps(v0), encoding="utf-8")


if __name__ == "__main__":
    main()
