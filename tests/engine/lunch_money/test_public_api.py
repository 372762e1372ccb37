"""Lunch Money's public API (engine.lunch_money), stable from issue 15 on: a rules suite kept
outside this repository drives it, so every name stays importable from the package."""

import gameshelf.engine.lunch_money as lm

STABLE = ["new_game", "legal_actions", "apply", "current_decision", "view_for", "visible_to",
          "opening_events", "Scenario", "IllegalAction", "PlayCard", "Defend", "Discard", "Pass",
          "Decline", "Release", "ChooseDirection", "Action", "DecisionKind", "Decision", "KEY_OF",
          "KIND_OF", "KINDS", "DECK_SIZE", "event_name", "EVENT_TYPES", "GameState",
          "PlayerView", "GAME"]


def test_the_stable_names_are_exported_and_documented():
    assert set(STABLE) <= set(lm.__all__)
    for name in STABLE:
        assert getattr(lm, name) is not None
        assert f"`{name}" in lm.__doc__, name


def test_the_api_plays_a_match():
    state = lm.new_game(["Ann", "Bruno"], seed=7)
    while state.winner is None:
        state, events = lm.apply(state, lm.legal_actions(state)[-1] if state.actions % 3 else
                                 lm.legal_actions(state)[0])
        assert all(lm.event_name(e) for e in events)
    assert lm.GAME.outcome(state).winners == (state.winner,)
