"""Lunch Money rules engine: pure Python, standard library only, no I/O.

    state = new_game(["Ann", "Bruno"], seed=7)
    while state.winner is None:
        action = legal_actions(state)[0]
        state, events = apply(state, action)

`view_for(state, seat)` is what a seat may know; `Scenario` sets up any position.
"""

from engine.lunch_money.actions import (
                            Action,
                            ChooseDirection,
                            Decline,
                            Defend,
                            Discard,
                            Pass,
                            PlayCard,
                            Release,
)
from engine.lunch_money.cards import (
                            DECK_SIZE,
                            KEY_OF,
                            KIND_BY_KEY,
                            KIND_OF,
                            KINDS,
                            CardId,
                            CardKind,
                            Family,
)
from engine.lunch_money.decisions import can_attack, current_decision, is_helpless
from engine.lunch_money.events import EVENT_TYPES, Event, event_name, visible_to
from engine.lunch_money.legal import legal_actions
from engine.lunch_money.rules import IllegalAction, apply, new_game, opening_events
from engine.lunch_money.scenario import Scenario
from engine.lunch_money.state import Decision, DecisionKind, GameState, Hold, PlayerSpec
from engine.lunch_money.view import PlayerView, view_for

__all__ = [
    "Action", "ChooseDirection", "Decline", "Defend", "Discard", "Pass", "PlayCard", "Release",
    "DECK_SIZE", "KEY_OF", "KIND_BY_KEY", "KIND_OF", "KINDS", "CardId", "CardKind", "Family",
    "EVENT_TYPES", "Event", "event_name", "visible_to",
    "can_attack", "current_decision", "is_helpless", "legal_actions",
    "IllegalAction", "apply", "new_game", "opening_events", "Scenario",
    "Decision", "DecisionKind", "GameState", "Hold", "PlayerSpec", "PlayerView", "view_for",
]
