"""A headless bot match's turn limit (RULES-dig-your-way-out.md, "No turn limit in a match a
person plays"): a capped match stops unfinished and won by nobody; a person's match, every
save without the field and the New match screen's options have no limit."""

import random

import pytest

from gameshelf.engine import BadSave
from gameshelf.engine.dig_your_way_out import GAME, legal_actions
from gameshelf.engine.dig_your_way_out.events import GameWon, TurnLimitReached
from gameshelf.engine.dig_your_way_out.legal import current_decision
from gameshelf.engine.dig_your_way_out.serialize import state_from_dict, state_to_dict
from gameshelf.engine.dig_your_way_out.setup import new_game
from gameshelf.engine.dig_your_way_out.state import PLAYOUT_TURNS_PER_SEAT


def _play_to_the_end(s, seed=1, limit=20_000):
    """Random legal actions until the match is over; the state and the last batch of events."""
    rng, ev = random.Random(seed), ()
    for _ in range(limit):
        if GAME.outcome(s) is not None:
            return s, ev
        legal = legal_actions(s)
        s, ev = GAME.apply(s, legal[rng.randrange(len(legal))])
        assert GAME.invariants(s) == []
    raise AssertionError("the capped match did not stop")


@pytest.mark.parametrize("players, team", [(2, False), (4, True)])
def test_a_capped_match_stops_unfinished_after_its_last_turn_won_by_nobody(players, team):
    s = new_game(players, 3, michel=True, team=team, turn_limit=2)
    s, ev = _play_to_the_end(s)
    assert s.turn == 2 * players and s.unfinished and s.winner is None
    assert isinstance(ev[-1], TurnLimitReached) and ev[-1].turns == 2 * players
    assert not any(isinstance(e, GameWon) for e in ev)
    out = GAME.outcome(s)
    assert out.winners == () and out.reason == "turn_limit"
    assert out.scores == ev[-1].points == tuple(GAME.view_for(s, 0).points)
    assert current_decision(s) is None and legal_actions(s) == []
    back = state_from_dict(state_to_dict(s))           # a capped match saves as one
    assert back.unfinished and GAME.outcome(back) == out


def test_the_game_deals_a_turn_limit_only_for_headless_playouts():
    assert GAME.new_game(["A", "B"], 3).turn_limit is None
    assert GAME.new_game(["A", "B"], 3, michel=True, **GAME.playout_options).turn_limit \
        == PLAYOUT_TURNS_PER_SEAT
    assert "turn_limit" not in {o.key for o in GAME.options}     # not on the New match screen
    assert "turn_limit" not in GAME.options_of(GAME.new_game(["A", "B"], 3, turn_limit=5))


@pytest.mark.parametrize("junk", [0, -3, 2.5, True, "200"])
def test_a_turn_limit_that_is_not_a_whole_number_of_turns_is_refused(junk):
    with pytest.raises(ValueError, match="whole number of turns per seat"):
        new_game(2, 1, turn_limit=junk)


def test_a_persons_match_has_no_turn_limit():
    """Rules: a match ends only when a tunnel reaches the target; tui.model.match deals a person's
    match without the headless cap, so it plays on past it."""
    from gameshelf.tui.model.match import new_match
    m = new_match(opponents=5, seed=4, game="dig-your-way-out", options={"michel": True})
    assert m.state.turn_limit is None and not m.state.unfinished
    s = m.state.clone()
    s.turn = PLAYOUT_TURNS_PER_SEAT * s.players + 7
    assert GAME.invariants(s) == [] and current_decision(s) is not None


def test_a_persons_save_has_no_turn_limit_field_and_an_old_save_loads_without_one():
    d = state_to_dict(new_game(3, 5, michel=True))
    assert "turn_limit" not in d and "unfinished" not in d    # saves stay as they were
    s = state_from_dict(d)
    assert s.turn_limit is None and not s.unfinished and current_decision(s) is not None


@pytest.mark.parametrize("field, value, why", [
    ("turn_limit", "lots", "turn_limit is not a whole number"),
    ("turn_limit", 0, "turn_limit is not a whole number"),
    ("unfinished", 1, "unfinished is not true or false"),
])
def test_a_save_with_a_junk_turn_limit_is_refused_in_one_sentence(field, value, why):
    d = state_to_dict(new_game(2, 5, turn_limit=10))
    d[field] = value
    with pytest.raises(BadSave, match=why):
        state_from_dict(d)


def test_a_save_stopped_unfinished_before_its_limit_or_past_it_is_refused():
    d = state_to_dict(new_game(2, 5, turn_limit=10))
    with pytest.raises(BadSave, match="without reaching its turn limit"):
        state_from_dict({**d, "unfinished": True})
    with pytest.raises(BadSave, match="without a turn limit"):
        state_from_dict({**{k: v for k, v in d.items() if k != "turn_limit"},
                         "unfinished": True})
    with pytest.raises(BadSave, match="past its turn limit"):
        state_from_dict({**d, "turn": 21})


def test_sim_reports_capped_bot_matches_as_unfinished_never_as_wins():
    """Random bots with Michel(le) at two seats take well over 300 turns a seat: the sim
    counts those matches unfinished, and no seat or bot kind is given a win for them."""
    from gameshelf.tui.headless.sim import format_result, simulate
    result = simulate(["random"], 2, 2, 1, game_key="dig-your-way-out",
                      options={"michel": True})
    assert result.unfinished == 2 and result.winners == [0, 0]
    assert result.kinds["random"].wins == 0
    assert "2 games did not finish (stopped at the turn limit, won by nobody)" \
        in format_result(result)


def test_a_capped_match_is_told_and_ranked_as_won_by_nobody():
    """The fight log's line and the standings of a capped match say nobody escaped."""
    from gameshelf.tui.games.dig_your_way_out.summary import standings, summarize
    from gameshelf.tui.games.dig_your_way_out.told import event_line
    from gameshelf.tui.model.match import new_match
    m = new_match(opponents=1, seed=2, game="dig-your-way-out", options={"michel": True})
    m.state, ev = _play_to_the_end(new_game(list(m.names), 2, michel=True, turn_limit=1))
    assert event_line(ev[-1], m.names) == ("The bot match stops at its turn limit after 2 "
                                           "turns: nobody escapes.")
    assert summarize(m).unfinished and summarize(m).winners == ()
    assert standings(m).splitlines()[0] == "Stopped at the turn limit, won by nobody:"
    assert not summarize(new_match(opponents=1, seed=2, game="dig-your-way-out")).unfinished
