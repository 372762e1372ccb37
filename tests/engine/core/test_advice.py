"""The advice promises of the protocol, for every registered game (nothing here names one):
`advise(view, seed, also)` picks a legal action from the view alone (the same view from another
dealing of the hidden cards, the same advice), weighs the player's own choice when asked, and
its loss says how much worse the judge found a choice. States come from seeded random matches."""

from __future__ import annotations

import random

import pytest

from gameshelf import engine
from gameshelf.engine.core.advice import Advice, How, Unit

GAMES = engine.games()
STEPS, EVERY = 90, 15


def moments(game, players, seed):
    """Every EVERY-th state of a seeded random match, while it goes on."""
    state = game.new_game([f"P{i}" for i in range(players)], seed,
                          **getattr(game, "playout_options", {}))
    rng = random.Random(seed)
    for step in range(STEPS):
        if game.outcome(state) is not None:
            return
        if step % EVERY == 0:
            yield step, state
        legal = game.legal_actions(state)
        state, _ = game.apply(state, legal[rng.randrange(len(legal))])


def deciding_view(game, state):
    d = game.current_decision(state)
    return game.view_for(state, d.seat)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
@pytest.mark.parametrize("players", [2, 3])
def test_advice_is_legal_and_reads_the_view_only(game, players):
    for step, state in moments(game, players, 11):
        view = deciding_view(game, state)
        advice = game.advise(view, step)
        assert isinstance(advice, Advice)
        assert advice.action in view.legal
        assert all(a in view.legal for a, _worth in advice.worths)
        worths = [w for _a, w in advice.worths]
        assert worths == sorted(worths, reverse=True), "worths are listed best first"
        # Another dealing of what this seat cannot see: the same view, the same advice.
        other = game.resample_hidden(state, view.seat, step + 7)
        again = game.advise(game.view_for(other, view.seat), step)
        assert again == advice, step


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_the_players_own_choice_is_weighed_and_its_loss_measured(game):
    weighed = 0
    for step, state in moments(game, 2, 5):
        view = deciding_view(game, state)
        mine = view.legal[-1]
        advice = game.advise(view, step, also=(mine,))
        assert advice.loss(advice.action) == 0.0
        if advice.unit is Unit.RANK:
            assert advice.loss(mine) in (None, 0.0)
            continue
        loss = advice.loss(mine)
        assert loss is not None and loss >= 0.0, (step, advice)
        weighed += 1
    assert weighed, "some decision of a short match is weighed"


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_one_legal_choice_is_said_to_be_the_only_one(game):
    for step, state in moments(game, 2, 3):
        view = deciding_view(game, state)
        advice = game.advise(view, step)
        if len(view.legal) == 1:
            assert advice.how is How.ONLY
        else:
            assert advice.how in (How.SEARCH, How.RULE)
