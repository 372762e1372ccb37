"""Saves refuse what play cannot reach; views hide hands, unseen Murphy cards and the pile's
order; the public API is exported and documented."""

import json

import pytest

import gameshelf.engine.dumm_gelaufen as dg
from gameshelf.engine.core.errors import BadSave
from gameshelf.engine.dumm_gelaufen import GAME, new_game, view_for


def test_a_state_survives_json():
    s = new_game(4, seed=5)
    back = GAME.state_from_dict(json.loads(json.dumps(GAME.state_to_dict(s))))
    assert GAME.state_to_dict(back) == GAME.state_to_dict(s)


@pytest.mark.parametrize("damage, says", [
    (lambda d: d["hands"][0].append(d["draw"][0]), "exactly one place"),
    (lambda d: d.__setitem__("murphy", d["murphy"][:-1]), "one entry per seat"),
    (lambda d: d["mac"].append(80), "card"),
    (lambda d: d.__setitem__("phase", "dance"), "damaged"),
    (lambda d: d.__setitem__("names", ["solo"]), "seats 2 to 6"),
    (lambda d: d.__setitem__("turn", 9), "not at the table"),
])
def test_a_damaged_save_is_refused_with_a_reason(damage, says):
    d = GAME.state_to_dict(new_game(3, seed=2))
    damage(d)
    with pytest.raises(BadSave, match=says):
        GAME.state_from_dict(d)


def test_a_view_shows_no_other_hand_nor_an_unseen_murphy_card():
    s = new_game(3, seed=4)
    v = view_for(s, 1)
    assert v.hand == tuple(sorted(s.hands[1])) and v.murphy == s.murphy[1]
    assert v.murphies == (None, s.murphy[1], None)
    assert v.hand_sizes == tuple(len(h) for h in s.hands)
    assert not hasattr(v, "draw") and v.draw_size == len(s.draw)


def test_actions_and_junk_in_saves():
    assert GAME.action_from_dict(["PlayGreen", 83, None, "red", 0], 3) == \
        dg.PlayGreen(83, None, "red", 0)
    for junk in (["PlayGreen", 83, None, "purple", 0], ["Give", 1, 5], ["TakeOpen", [0, 3]],
                 ["Nope"]):
        with pytest.raises(BadSave):
            GAME.action_from_dict(junk, 3)


STABLE = ["new_game", "current_decision", "legal_actions", "apply", "GameState", "view_for",
          "PlayerView", "visible_to", "opening_events", "event_name", "EVENT_TYPES", "TakeDeck",
          "TakeOpen", "TakeMac", "PickMac", "Give", "PlayGreen", "Strike", "GiveTo",
          "SwapWithMac", "Stop", "MAC", "NUMBER_CARDS", "ACTION_CARDS", "MURPHY_CARDS",
          "card_name", "card_by_name", "fulfils", "distance", "Scenario", "GAME",
          "DecisionKind", "IllegalAction"]


def test_the_stable_names_are_exported_and_documented():
    assert set(STABLE) <= set(dg.__all__)
    for name in STABLE:
        assert getattr(dg, name) is not None
        assert f"`{name}" in dg.__doc__, name


def test_every_action_and_murphy_card_says_whether_it_is_reconstructed():
    assert len(dg.ACTION_CARDS) == 17 and len(dg.MURPHY_CARDS) == 21
    assert sum(a.colour == "red" for a in dg.ACTION_CARDS) == 9
    assert {a.reconstructed for a in dg.ACTION_CARDS} == {True, False}
    assert {m.quoted for m in dg.MURPHY_CARDS} == {True, False}
    assert len(dg.NUMBER_CARDS) == 72


def test_the_api_plays_a_match():
    s = dg.new_game(["Ann", "Bruno"], seed=7)
    while s.winner is None:
        legal = dg.legal_actions(s)
        s, events = dg.apply(s, legal[s.actions % len(legal)])
        assert all(dg.event_name(e) for e in events)
    assert GAME.outcome(s).winners == (s.winner,)
