"""The sampling promises of the protocol, for every registered game (nothing here names one):
`sample_state(view, seed)` draws a state from a view alone, one its seat cannot tell from the
real one, sound, with fresh chance; `resample_hidden` draws the chance to come again too.
States come from seeded random playouts at 2 to 4 players."""

from __future__ import annotations

import random

import pytest

from gameshelf import engine

GAMES = engine.games()
STEPS, EVERY = 240, 6       # how far each playout goes, and how often a state is checked
AHEAD = 40                  # actions played on from a sampled state


def tables():
    """(game, players, options): 2 to 4 players, with the defaults and with every option at
    its last choice (Michel(le) and the team variant on together, say)."""
    for game in GAMES:
        last = {o.key: o.choices[-1] for o in game.options}
        for options in ({}, last) if last else ({},):
            for n in (n for n in game.players if 2 <= n <= 4):
                yield pytest.param(game, (n, options), id=f"{game.key}-{n}p" + "".join(
                    f"-{k}" for k in options))


def moments(game, table, seed):
    """Every EVERY-th state of a seeded random match, while it goes on."""
    players, options = table
    try:
        state = game.new_game([f"P{i}" for i in range(players)], seed,
                              **getattr(game, "playout_options", {}), **options)
    except ValueError:
        pytest.skip("this option set does not take this many players")
    rng = random.Random(seed)
    for step in range(STEPS):
        if game.outcome(state) is not None:
            return
        if step % EVERY == 0:
            yield step, state
        legal = game.legal_actions(state)
        state, _ = game.apply(state, legal[rng.randrange(len(legal))])


def chance_seed(game, state):
    """The seed a state draws its chance from, as its save keeps it."""
    return game.state_to_dict(state)["seed"]


def future(game, state, seed):
    """The events of AHEAD seeded random actions from `state` (fewer if the match ends)."""
    rng, events = random.Random(seed), []
    for _ in range(AHEAD):
        if game.outcome(state) is not None:
            break
        legal = game.legal_actions(state)
        state, ev = game.apply(state, legal[rng.randrange(len(legal))])
        events.append(ev)
    return events


@pytest.mark.parametrize("game, table", list(tables()))
def test_a_sample_fits_the_view_and_nothing_else(game, table):
    for seed in range(3):
        for step, state in moments(game, table, seed):
            for seat in range(table[0]):
                view = game.view_for(state, seat)
                sample = game.sample_state(view, step)
                assert game.view_for(sample, seat) == view, (step, seat)
                assert game.invariants(sample) == [], (step, seat)
                assert chance_seed(game, sample) != chance_seed(game, state)
                # The same view from another state (the hidden cards dealt again): the same
                # sample, so the sample can have learnt nothing the view does not show.
                other = game.resample_hidden(state, seat, step + 1)
                again = game.sample_state(game.view_for(other, seat), step)
                assert game.state_to_dict(again) == game.state_to_dict(sample), (step, seat)


@pytest.mark.parametrize("game, table", list(tables()))
def test_a_sample_plays_on_soundly(game, table):
    for step, state in moments(game, table, 3):
        d = game.current_decision(state)
        sample = game.sample_state(game.view_for(state, d.seat), step)
        rng = random.Random(step)
        for _ in range(AHEAD):
            if game.outcome(sample) is not None:
                break
            legal = game.legal_actions(sample)
            sample, _ = game.apply(sample, legal[rng.randrange(len(legal))])
            assert game.invariants(sample) == [], step


@pytest.mark.parametrize("game, table", list(tables()))
def test_samples_differ_by_seed(game, table):
    samples = differing = 0
    for step, state in moments(game, table, 4):
        view = game.view_for(state, game.current_decision(state).seat)
        a, b = (game.state_to_dict(game.sample_state(view, k)) for k in (step, step + 1))
        samples += 1
        differing += a != b
    assert differing >= samples * 0.9


@pytest.mark.parametrize("game, table", list(tables()))
def test_a_resample_draws_its_own_chance(game, table):
    """The seed no view shows is drawn again: not the real one, and resamples with different
    seeds play on to different futures (a resample that kept the seed knew the future)."""
    moments_seen = differing = 0
    for step, state in moments(game, table, 5):
        seat = game.current_decision(state).seat
        a, b = (game.resample_hidden(state, seat, k) for k in (step, step + 1))
        assert chance_seed(game, a) != chance_seed(game, state) != chance_seed(game, b)
        assert chance_seed(game, a) != chance_seed(game, b)
        moments_seen += 1
        differing += future(game, a, step) != future(game, b, step)
    assert differing >= moments_seen * 0.5


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_a_finished_matchs_sample_knows_who_won(game):
    """A seat at a hosted table sees the end as a view; its sample must end the same way (the
    game-over screen and the player's stats read the outcome from it)."""
    for seed in range(6):
        state = game.new_game(["P0", "P1"], seed)
        bots = [game.make_bot("normal", s, f"{seed}:{s}", None) for s in range(2)]
        for _ in range(5_000):
            if game.outcome(state) is not None:
                break
            seat = game.current_decision(state).seat
            state, _ = game.apply(state, bots[seat].choose(game.view_for(state, seat)))
        real = game.outcome(state)
        if real is None or not real.winners:      # a headless playout's turn limit: no view
            continue                              # of a hosted match ends that way
        for seat in range(2):
            sample = game.sample_state(game.view_for(state, seat), seed)
            assert game.outcome(sample) is not None, (seed, seat)
            assert game.outcome(sample).winners == real.winners, (seed, seat)
        return
    pytest.skip("no seeded random match ended")
