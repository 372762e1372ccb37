"""`lunchmoney sim` figures: per-kind games, wins and latency, seats rotated between games."""

from __future__ import annotations

import json
from argparse import Namespace

from gameshelf.tui.headless.sim import run_sim, seat_kinds, simulate


def test_seats_rotate_so_no_kind_keeps_the_first_move():
    tables = [seat_kinds(["hard", "normal"], 2, g) for g in range(4)]
    assert tables[0] == ["hard", "normal"] and tables[1] == ["normal", "hard"]
    assert seat_kinds(["a", "b", "c"], 4, 0) == ["a", "b", "c", "a"]


def test_every_kind_sits_everywhere_and_after_every_other_kind():
    kinds = ["random", "easy", "normal", "hard"]
    tables = [seat_kinds(kinds, 4, g) for g in range(24)]
    for kind in kinds:
        seats = [t.index(kind) for t in tables]
        assert all(seats.count(seat) == 6 for seat in range(4)), kind
    follows = {(t[s], t[(s + 1) % 4]) for t in tables for s in range(4)}
    assert follows == {(a, b) for a in kinds for b in kinds if a != b}


def test_sim_json_reports_every_kind(capsys):
    args = Namespace(players=3, games=6, seed=3, bots="easy,normal,random", json=True,
                     narrate=False, game="lunch-money")
    assert run_sim(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["bots"]) == {"easy", "normal", "random"}
    for b in out["bots"].values():
        assert set(b) == {"games", "wins", "win_rate", "decision_ms"}
        assert set(b["decision_ms"]) == {"p50", "p95", "max"}
        assert b["games"] == 6
    assert sum(b["wins"] for b in out["bots"].values()) == 6


def test_sim_is_reproducible():
    a = simulate(["normal", "easy"], 2, 10, seed=4, game_key="lunch-money").as_dict()
    b = simulate(["normal", "easy"], 2, 10, seed=4, game_key="lunch-money").as_dict()
    assert a["winners"] == b["winners"] and a["actions"] == b["actions"]
