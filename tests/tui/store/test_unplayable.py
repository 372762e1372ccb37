"""A save the engine cannot play is refused at load, checksum or not: the resolution stack must
be one the rules could have built (engine/lunch_money/serialize.py, `_check_stack`), and the position must
play on without an engine error. Three crafted saves with a valid checksum used to load and then
crash the app with an AssertionError; real positions of every kind still load."""

from __future__ import annotations

import json
import random

import pytest

from gameshelf.engine.lunch_money import (
    DecisionKind,
    apply,
    current_decision,
    legal_actions,
    new_game,
)
from gameshelf.engine.lunch_money import serialize as S
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.cards import KEY_OF
from gameshelf.engine.lunch_money.view import view_for
from gameshelf.tui.cli import main
from gameshelf.tui.store import saves
from tests.tui.store.forge import forge
from tests.tui.store.play import play, start


@pytest.fixture
def window(folder):
    """A save of a match waiting on a Humiliation window, and a good older save."""
    match, human, _ = start(111, opponents=2)
    saves.save(match, "older and good")
    while True:
        play(match, human, steps=1)
        if current_decision(match.state).kind is DecisionKind.INTERRUPT:
            return saves.save(match, "crafted")


def _from_draw(state: dict, key: str) -> int:
    """Put a card of this kind from the draw pile on the discard pile, as if just played."""
    card = next(c for c in reversed(state["draw"]) if KEY_OF[c] == key)
    state["draw"].remove(card)
    state["discard"].append(card)
    return card


def defence_without_attack(doc: dict) -> None:
    """The attacked player's Dodge waits to resolve, but no attack is under it."""
    st = doc["state"]
    _, pid, seat, _card, target, *_ = st["stack"][-1][1]
    dodge = ["Play", st["next_pid"], target, _from_draw(st, "dodge"), seat, "defence"]
    st["next_pid"] += 1
    st["stack"] = [["EndTurn"], ["Resolve", dodge], ["Window", dodge, [seat]]]


def humiliation_with_nothing_to_ruin(doc: dict) -> None:
    """A Humiliation waits on the stack without the play it ruins."""
    st = doc["state"]
    window = st["stack"].pop()
    _, pid, seat, *_ = window[1]
    asked = window[2][0]
    h = ["Play", st["next_pid"], asked, _from_draw(st, "humiliation"), seat, "humiliation"]
    st["next_pid"] += 1
    st["stack"] += [["Resolve", h], ["Window", h, [seat]]]


def window_asking_the_player(doc: dict) -> None:
    """The Humiliation window asks the player who made the play."""
    window = doc["state"]["stack"][-1]
    window[2] = [window[1][2], *window[2]]


CRAFTED = {defence_without_attack: "no attack to answer",
           humiliation_with_nothing_to_ruin: "nothing to ruin",
           window_asking_the_player: "asks the player who made the play"}


@pytest.mark.parametrize("craft", CRAFTED, ids=[f.__name__ for f in CRAFTED])
def test_a_crafted_save_with_a_valid_checksum_is_refused(window, craft, folder, capsys):
    forge(window, craft)
    reason = CRAFTED[craft]
    with pytest.raises(saves.SaveError, match=reason):
        saves.load(window)
    crafted = next(i for i in saves.list_saves() if i.path == window)
    assert not crafted.ok and reason in crafted.error
    assert saves.latest() == folder / "older-and-good.json"   # continue goes on past it
    assert main(["--saves", str(folder), "load", "crafted"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and reason in err


def test_a_version_0_save_is_checked_as_strictly(window, folder):
    from tests.tui.store.make_fixtures import version_0
    doc = json.loads(window.read_text())
    defence_without_attack(doc)
    old = folder / "old.json"
    old.write_text(json.dumps(version_0(doc)))          # no checksum to forge at all
    with pytest.raises(saves.SaveError, match="no attack to answer"):
        saves.load(old)


def test_a_position_the_engine_breaks_on_is_refused(window, monkeypatch):
    def broken(state, action):
        raise AssertionError
    monkeypatch.setattr(S, "apply", broken)
    with pytest.raises(saves.SaveError, match="breaks the rules engine"):
        saves.load(window)


# --- real positions still load ------------------------------------------------------------------

def _positions(seed: int, players: int, kind: str):
    """Every position of a seeded bot match, as the dict a save holds."""
    state = new_game(players, seed)
    bots = [make_bot(kind, seat, f"{seed}:{seat}") for seat in range(players)]
    while state.winner is None:
        yield state
        seat = current_decision(state).seat
        state, _ = apply(state, bots[seat].choose(view_for(state, seat)))
    yield state


@pytest.mark.parametrize("kind", ["random", "easy", "normal"])
@pytest.mark.slow
def test_every_position_of_real_matches_loads(kind):
    deep = 0
    for seed in range(3 if kind == "random" else 6):     # random bots fight long matches
        for state in _positions(seed, 2 + seed % 5, kind):
            back = S.state_from_dict(json.loads(json.dumps(S.state_to_dict(state))))
            assert S.state_to_dict(back) == S.state_to_dict(state)
            deep = max(deep, len(state.stack))
    assert deep >= 4       # humiliations, defences and follow-ups stacked up on the way


ROLES = ("attack", "free_attack", "grab", "follow_up", "defence", "first_aid", "humiliation",
         "break_hold")


def _stack_mutations(stack: list, rng: random.Random) -> list:
    """The stack with one frame dropped, copied, swapped with its neighbour or one field of it
    changed: what a careless editor or a damaged file might make of it."""
    out = json.loads(json.dumps(stack))
    i = rng.randrange(len(out))
    what = rng.randrange(4)
    if what == 0 and len(out) > 1:
        del out[i]
    elif what == 1:
        out.insert(i, json.loads(json.dumps(out[i])))
    elif what == 2 and i + 1 < len(out):
        out[i], out[i + 1] = out[i + 1], out[i]
    else:
        flat = out[i]
        while True:
            j = rng.randrange(1, len(flat)) if len(flat) > 1 else None
            if j is None or not isinstance(flat[j], list) or not flat[j] or rng.random() < 0.4:
                break
            flat = flat[j]
        if j is not None and isinstance(flat[j], int) and not isinstance(flat[j], bool):
            flat[j] = rng.choice((0, 1, 2, flat[j] + 1))
        elif j is not None and isinstance(flat[j], str) and j > 1:
            flat[j] = rng.choice(ROLES)
    return out


@pytest.mark.slow
def test_a_changed_stack_is_refused_or_plays_on_without_an_engine_error():
    rng = random.Random("stacks")
    tried = refused = 0
    for seed in range(30):
        for state in _positions(seed, 3 + seed % 4, "random"):
            if len(state.stack) < 3 or rng.random() < 0.5:
                continue
            d = S.state_to_dict(state)
            d["stack"] = _stack_mutations(d["stack"], rng)
            tried += 1
            try:
                s = S.state_from_dict(d)
            except S.BadSave:
                refused += 1
                continue
            for _ in range(200):        # it loaded: the engine must take any answer from here
                if s.winner is not None:
                    break
                s, _ = apply(s, rng.choice(legal_actions(s)))
    assert tried > 300 and refused > tried // 2
