"""The conformance suite: every registered game keeps the protocol's promises
(`engine.core.game`). A new game passes it by registering; nothing here names a game.

Modelled on OpenSpiel's random_sim_test: seeded random playouts at every player count and
option set, checked after every action."""

from __future__ import annotations

import itertools
import json
import random

import pytest

import engine
from engine import IllegalAction, Outcome

GAMES = engine.games()
PLAYOUTS = 12            # per game, player count and option set
MAX_ACTIONS = 50_000     # a random match longer than this does not end


def setups():
    """(game, players, options) for every player count and every option combination."""
    for game in GAMES:
        choices = [[(o.key, v) for v in o.choices] for o in game.options]
        for combo in itertools.product(*choices) if choices else [()]:
            for n in game.players:
                yield pytest.param(game, n, dict(combo), id=f"{game.key}-{n}p-" + "-".join(
                    f"{k}={v}" for k, v in combo))


def deal(game, players, options, seed):
    names = [f"P{i}" for i in range(players)]
    try:
        # A headless playout takes the game's cap (Dumm gelaufen!'s turn limit), if it has one.
        return game.new_game(names, seed, **getattr(game, "playout_options", {}), **options)
    except ValueError:
        pytest.skip("this option set does not take this many players")


def playout(game, state, seed, check=lambda s, a, ev: None):
    """Play random legal actions to the end; returns the final state and every (action,
    events) pair. Fails if the match runs past MAX_ACTIONS."""
    rng, log = random.Random(seed), []
    for _ in range(MAX_ACTIONS):
        if game.outcome(state) is not None:
            return state, log
        legal = game.legal_actions(state)
        assert len(legal) > 0, "no legal action before the end"
        action = legal[rng.randrange(len(legal))]
        state, events = game.apply(state, action)
        log.append((action, events))
        check(state, action, events)
    raise AssertionError(f"a random match did not end within {MAX_ACTIONS} actions")


@pytest.mark.parametrize("game, players, options", list(setups()))
def test_random_playouts_end_with_an_outcome_and_keep_the_invariants(game, players, options):
    def check(state, action, events):
        assert game.invariants(state) == [], (action, events)
        if game.outcome(state) is None:
            d = game.current_decision(state)
            assert d is not None and d.kind in game.decision_kinds
            assert game.default_action(state) in game.legal_actions(state)
        for e in events:
            assert type(e) in game.event_types
    for seed in range(PLAYOUTS):
        state, _ = playout(game, deal(game, players, options, seed), seed, check)
        out = game.outcome(state)
        # Won by somebody, or stopped unfinished at a headless cap (won by nobody).
        assert isinstance(out, Outcome) and (out.winners or out.reason == "turn_limit")
        assert all(0 <= w < players for w in out.winners)
        assert not game.legal_actions(state) and game.current_decision(state) is None


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_same_seed_and_actions_give_the_same_events(game):
    n = max(game.players)
    first = playout(game, deal(game, n, {}, 3), 3)[1]
    second = playout(game, deal(game, n, {}, 3), 3)[1]
    assert first == second


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_views_reveal_nothing_hidden(game):
    """A view is the same for every state the seat cannot tell apart (other hands, secret
    cards and deck order dealt again), and something hidden did change."""
    n = max(game.players)
    changed = 0
    state = deal(game, n, {}, 5)
    rng = random.Random(5)
    for step in range(400):
        if game.outcome(state) is not None:
            break
        for seat in range(n):
            other = game.resample_hidden(state, seat, step)
            assert game.view_for(other, seat) == game.view_for(state, seat)
            changed += game.state_to_dict(other) != game.state_to_dict(state)
        legal = game.legal_actions(state)
        state, _ = game.apply(state, legal[rng.randrange(len(legal))])
    assert changed, "resample_hidden never changed anything: the check proves nothing"


def option_sets():
    """(game, options) for every game: its defaults, and every option at its last choice
    (Michel(le) and the team variant on together, say)."""
    for game in GAMES:
        yield pytest.param(game, {}, id=f"{game.key}-defaults")
        if game.options:
            last = {o.key: o.choices[-1] for o in game.options}
            yield pytest.param(game, last, id=f"{game.key}-" + "-".join(map(str, last)))


@pytest.mark.parametrize("game, options", list(option_sets()))
def test_states_actions_and_events_survive_json(game, options):
    n = max(game.players)
    state = deal(game, n, options, 7)
    rng = random.Random(7)
    for _step in range(300):
        if game.outcome(state) is not None:
            break
        data = json.loads(json.dumps(game.state_to_dict(state)))
        back = game.state_from_dict(data)
        assert game.state_to_dict(back) == game.state_to_dict(state)
        assert game.legal_actions(back) == game.legal_actions(state)
        legal = game.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        encoded = json.loads(json.dumps(game.action_to_dict(action)))
        assert game.action_from_dict(encoded, n) == action
        state, events = game.apply(state, action)
        for e in events:
            assert game.event_from_dict(json.loads(json.dumps(game.event_to_dict(e))), n) == e


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_junk_is_refused_and_the_state_kept(game):
    state = deal(game, min(game.players), {}, 9)
    before = game.state_to_dict(state)
    for junk in (None, "pass", 3, object(), (), game.legal_actions(state)):
        with pytest.raises(IllegalAction):
            game.apply(state, junk)
    assert game.state_to_dict(state) == before


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_every_level_of_bot_finishes_a_match(game):
    n = min(game.players)
    state = deal(game, n, {}, 11)
    for level in game.bot_levels:
        bots = [game.make_bot(level, s, f"11:{s}") for s in range(n)]
        s = state
        for _ in range(MAX_ACTIONS):
            if game.outcome(s) is not None:
                break
            d = game.current_decision(s)
            s, _ = game.apply(s, bots[d.seat].choose(game.view_for(s, d.seat)))
        assert game.outcome(s) is not None, level


def test_games_are_found_by_key_title_and_alias():
    for game in GAMES:
        for name in (game.key, game.title, game.title.upper(), *game.aliases):
            assert engine.find_game(name) is game
    with pytest.raises(KeyError, match="no game"):
        engine.find_game("chess")


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_applying_in_place_plays_the_same_match(game):
    """Playouts and searches apply in place; the match (and a refused action) is the same."""
    n = max(game.players)
    copying = playout(game, deal(game, n, {}, 13), 13)[1]
    state, rng, in_place = deal(game, n, {}, 13), random.Random(13), []
    while game.outcome(state) is None:
        before = game.state_to_dict(state)
        with pytest.raises(IllegalAction):
            game.apply(state, None, in_place=True)
        assert game.state_to_dict(state) == before
        legal = game.legal_actions(state)
        action = legal[rng.randrange(len(legal))]
        state, events = game.apply(state, action, in_place=True)
        in_place.append((action, events))
    assert in_place == copying


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_the_random_level_is_the_shared_random_bot(game):
    """Every game's weakest level is `engine.core.bots.RandomBot`: seeded, it picks from
    `view.legal` alone, and `choose_legal` picks what `choose` would."""
    from engine.core.bots import RandomBot
    n = min(game.players)
    state = deal(game, n, {}, 17)
    bots = [game.make_bot("random", s, f"17:{s}") for s in range(n)]
    twins = [game.make_bot("random", s, f"17:{s}") for s in range(n)]
    assert all(isinstance(b, RandomBot) for b in bots)
    for _ in range(200):
        if game.outcome(state) is not None:
            break
        d = game.current_decision(state)
        view = game.view_for(state, d.seat)
        action = bots[d.seat].choose(view)
        assert action in view.legal
        assert twins[d.seat].choose_legal(game.legal_actions(state)) == action
        state, _ = game.apply(state, action)


@pytest.mark.parametrize("game, players, options", list(setups()))
def test_a_match_tells_the_options_it_was_dealt_with(game, players, options):
    """A rematch deals the same options: the game reads them back from any of its states,
    a saved and loaded one too."""
    state = deal(game, players, options, 5)
    told = game.options_of(state)
    assert {k: v for k, v in told.items() if v != _default(game, k)} == \
        {k: v for k, v in options.items() if v != _default(game, k)}
    again = game.state_from_dict(json.loads(json.dumps(game.state_to_dict(state))))
    assert game.options_of(again) == told
    assert game.options_of(game.new_game([f"P{i}" for i in range(players)], 6, **told)) == told


def _default(game, key):
    return next(o.default for o in game.options if o.key == key)
