"""The conformance suite: every registered game keeps the protocol's promises
(`engine.core.game`). A new game passes it by registering; nothing here names a game.

Modelled on OpenSpiel's random_sim_test: seeded random playouts at every player count and
option set, checked after every action."""

from __future__ import annotations

import dataclasses
import itertools
import json
import random

import pytest

from gameshelf import engine
from gameshelf.engine import BadSave, IllegalAction, Outcome

GAMES = engine.games()
PLAYOUTS = 12            # per game, player count and option set, unless the budget runs out
MIN_PLAYOUTS = 3         # ... but never fewer than this
ACTION_BUDGET = 25_000   # checked actions per setup: a long game's big tables play fewer seeds
MAX_ACTIONS = 50_000     # a random match longer than this does not end


def tables(game):
    """(players, options) for every option combination and every player count of `game`."""
    choices = [[(o.key, v) for v in o.choices] for o in game.options]
    for combo in itertools.product(*choices) if choices else [()]:
        for n in game.players:
            yield n, dict(combo)


def setups():
    """(game, players, options) for every player count and every option combination."""
    for game in GAMES:
        for n, options in tables(game):
            yield pytest.param(game, n, options, id=f"{game.key}-{n}p-" + "-".join(
                f"{k}={v}" for k, v in options.items()))


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
@pytest.mark.slow
def test_random_playouts_end_with_an_outcome_and_keep_the_invariants(game, players, options):
    def check(state, action, events):
        assert game.invariants(state) == [], (action, events)
        if game.outcome(state) is None:
            d = game.current_decision(state)
            assert d is not None and d.kind in game.decision_kinds
            assert game.default_action(state) in game.legal_actions(state)
        for e in events:
            assert type(e) in game.event_types
    checked = 0
    for seed in range(PLAYOUTS):
        if seed >= MIN_PLAYOUTS and checked >= ACTION_BUDGET:
            break       # Dig Your Way Out at six with Michel(le): ~8,500 random actions a match
        state, log = playout(game, deal(game, players, options, seed), seed, check)
        checked += len(log)
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
def test_progress_starts_at_round_1_and_never_goes_down(game):
    """What a save's line tells of a match (its round): 1 when dealt, then only up (a random
    Dumm gelaufen! match may stay in its first round: a round ends with a Murphy card fulfilled)."""
    state = deal(game, min(game.players), {}, 5)
    rounds = [game.progress(state)]
    playout(game, state, 5, lambda s, a, ev: rounds.append(game.progress(s)))
    assert rounds[0] == 1
    assert all(type(r) is int for r in rounds)
    assert all(a <= b for a, b in zip(rounds, rounds[1:], strict=False)), "progress went down"


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
@pytest.mark.slow
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
    from gameshelf.engine.core.bots import RandomBot
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


# --- malformed actions ------------------------------------------------------------------------
# Every action type of every game, at a position where it is legal: each field of a real legal
# action replaced by junk must be refused by `apply` (IllegalAction, the state as it was, in
# place too) and by `action_from_dict` (BadSave). Junk compares equal to a legal action or
# breaks the engine later (a float card id makes the match unsavable).

SAMPLES_PER_TYPE = 3         # listed actions of each type tried, at the first position met
SAMPLE_CAP = 200_000         # actions of seeded random play to meet every action type


class Int(int):
    """An int subclass: equal to its int, hashed as it."""


class Text(str):
    """A str subclass."""


class Tuple(tuple):
    """A tuple subclass."""


class Everything:
    """An object equal to everything."""

    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = object.__hash__


class IntEverything(int):
    """An int subclass equal to everything (its __eq__ runs before an int's)."""

    def __eq__(self, other):
        return True

    __hash__ = int.__hash__


class Bomb:
    """An object whose comparing fails."""

    def __eq__(self, other):
        raise RuntimeError("compared")

    __hash__ = object.__hash__


_SAMPLES: dict[str, list] = {}


def samples(game):
    """(state, players, legal actions, action) for up to SAMPLES_PER_TYPE listed actions of
    every type in `game.action_types`, each at the first position of seeded random play where
    that type is listed; fails naming the types never met."""
    if game.key in _SAMPLES:
        return _SAMPLES[game.key]
    wanted, found, played = set(game.action_types), [], 0
    for seed in itertools.count():
        for n, options in tables(game):
            try:
                state = game.new_game([f"P{i}" for i in range(n)], seed, **options)
            except ValueError:
                continue
            rng = random.Random(seed)
            while wanted and game.outcome(state) is None:
                legal = list(game.legal_actions(state))
                new = {type(a) for a in legal} & wanted
                for kind in new:
                    of_kind = [a for a in legal if type(a) is kind]
                    found += [(state, n, legal, a) for a in of_kind[:SAMPLES_PER_TYPE]]
                wanted -= new
                state, _ = game.apply(state, legal[rng.randrange(len(legal))],
                                      in_place=not new)      # a kept state is not changed
                played += 1
                assert played < SAMPLE_CAP, "never listed: " + ", ".join(
                    sorted(k.__name__ for k in wanted))
            if not wanted:
                _SAMPLES[game.key] = found
                return found
    raise AssertionError("unreachable")  # pragma: no cover


def _fields(action):
    return [f.name for f in dataclasses.fields(action)]


def junk_for(value, players):
    """Values that must never pass for `value` (a legal action's field): other types that
    may compare equal to it, and (for an int) seats and numbers out of every range."""
    out = [Everything(), IntEverything(7), Bomb(), 2.5]
    kind = type(value)
    if value is None:
        out += [0.0, False, Int(0), Tuple()]
    elif kind is bool:
        out += [int(value), float(value), Int(value), str(value), None]
    elif kind is int:
        out += [float(value), value == 1, value != 0, Int(value), str(value), None, [value],
                players, players + 1, -1, -players - 1, 10**9, -10**9]
    elif kind is str:
        out += [Text(value), value.encode(), 0, None]
    elif kind is tuple:
        out += [list(value), Tuple(value), None, value + value[:1], value[:-1]]
        for i, item in enumerate(value):
            out += [value[:i] + (x,) + value[i + 1:] for x in junk_for(item, players)]
    return out


def _exactly(a, b):
    """The test's own exact equality: the same types all the way down, and equal."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(map(_exactly, a, b))
    if dataclasses.is_dataclass(a):
        return all(_exactly(getattr(a, f), getattr(b, f)) for f in _fields(a))
    return a == b


def malformed(action, players, legal):
    """Variants of a legal action that are no legal action: each field replaced by junk (a
    variant that happens to be another legal action exactly is left out), the same values in
    a subclass of its record, an object equal to everything."""
    kind = type(action)
    values = [getattr(action, f) for f in _fields(action)]
    sub = type(f"Sub{kind.__name__}", (kind,), {})
    out = [Everything(), Bomb(), sub(*values), values, tuple(values)]
    for i, value in enumerate(values):
        for junk in junk_for(value, players):
            variant = kind(*values[:i], junk, *values[i + 1:])
            if not any(_exactly(variant, a) for a in legal):
                out.append(variant)
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_every_action_type_refuses_junk_in_every_field(game):
    """A float, a bool, an int subclass, a str, None, an object equal to everything, a
    tuple with wrong items, a seat not at the table: IllegalAction (one line), and the state
    as it was, copied or in place; the match then plays on with the real action."""
    met = set()
    for state, players, legal, action in samples(game):
        before = game.state_to_dict(state)
        for junk in malformed(action, players, legal):
            for in_place in (False, True):
                with pytest.raises(IllegalAction) as refused:
                    game.apply(state, junk, in_place=in_place)
                assert "\n" not in str(refused.value)      # one line for the player
                assert game.state_to_dict(state) == before, (junk, in_place)
        assert list(game.legal_actions(state)) == legal
        after, _ = game.apply(state, type(action)(*[getattr(action, f)
                                                    for f in _fields(action)]))
        assert game.invariants(after) == []
        met.add(type(action))
    assert met == set(game.action_types)


def saved_junk_for(value):
    """Values a saved action's field may never hold in place of `value` (as JSON gives it back:
    a list for a tuple): none of them is what JSON gives back for a real action."""
    out = [Everything(), IntEverything(7), Bomb(), 2.5, Int(0)]
    kind = type(value)
    if kind is bool:
        out += [int(value), float(value), Int(value)]
    elif kind is int:
        out += [float(value), value == 1, value != 0, Int(value), [value]]
    elif kind is str:
        out += [Text(value), value.encode()]
    elif kind is list:
        out += [tuple(value)]
        for i, item in enumerate(value):
            out += [value[:i] + [x] + value[i + 1:] for x in saved_junk_for(item)]
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.key)
def test_a_saved_action_refuses_the_same_junk(game):
    """`action_from_dict` (a save's history, replayed) refuses what `apply` refuses: BadSave,
    never another error and never an action."""
    for _state, players, _legal, action in samples(game):
        data = json.loads(json.dumps(game.action_to_dict(action)))
        assert game.action_from_dict(data, players) == action
        variants = [tuple(data), [Text(data[0]), *data[1:]], [Everything(), *data[1:]]]
        for i in range(1, len(data)):
            variants += [data[:i] + [junk] + data[i + 1:] for junk in saved_junk_for(data[i])]
        for junk in variants:
            with pytest.raises(BadSave):
                game.action_from_dict(junk, players)
