"""Lunch Money's rules engine and its public API: pure Python, standard library only, no I/O.

    from gameshelf.engine.lunch_money import new_game, legal_actions, apply, view_for
    state = new_game(["Ann", "Bruno"], seed=7)
    while state.winner is None:
        action = legal_actions(state)[0]
        state, events = apply(state, action)

The names below are the stable API (a rules suite outside this repository drives it):

- `new_game(players, seed)`: a dealt match; `players` is a list of names or a count.
- `current_decision(state)`: the `Decision` waited for (`.seat`, `.kind` a `DecisionKind`,
  and the situation: actor, target, card, damage), or None once the match is over.
- `legal_actions(state)`: what the deciding seat may do (copies of a card kind listed once).
- `apply(state, action, in_place=False) -> (state, events)`: the action played; an action
  that is not legal now raises `IllegalAction` (the state untouched). `in_place=True`
  changes and returns `state` itself (playouts, searches) instead of a copy.
- `GameState`: the whole match, secrets included (a value: treat as read-only).
- `view_for(state, seat)`: a `PlayerView`, what that seat may know; `visible_to(event, seat)`.
- `opening_events(state)`, `event_name(event)`, `EVENT_TYPES`.
- The actions: `PlayCard`, `Defend`, `Discard`, `Pass`, `Decline`, `Release`,
  `ChooseDirection` (`Action` is their union).
- The deck: `KINDS`, `KIND_OF`, `KEY_OF`, `KIND_BY_KEY`, `DECK_SIZE` (110 cards, ids 0..109).
- `Scenario(players).hand(...).counters(...).hold(...).attack(...).build()`: any position.
- `GAME`: the game behind the shared protocol (`engine.core.game.Game`); its `make_bot(level,
  seat, seed, persona)` deals bots ("random", "easy", "normal", "hard"), `state_to_dict` and
  `state_from_dict` save and load (`BadSave` with a reason).
"""

from typing import TYPE_CHECKING, Any

from gameshelf.engine.core.errors import IllegalAction
from gameshelf.engine.lunch_money.actions import (
                            Action,
                            ChooseDirection,
                            Decline,
                            Defend,
                            Discard,
                            Pass,
                            PlayCard,
                            Release,
)
from gameshelf.engine.lunch_money.cards import (
                            DECK_SIZE,
                            KEY_OF,
                            KIND_BY_KEY,
                            KIND_OF,
                            KINDS,
                            CardId,
                            CardKind,
                            Family,
)
from gameshelf.engine.lunch_money.decisions import can_attack, current_decision, is_helpless
from gameshelf.engine.lunch_money.events import EVENT_TYPES, Event, event_name, visible_to
from gameshelf.engine.lunch_money.game import GAME
from gameshelf.engine.lunch_money.legal import legal_actions
from gameshelf.engine.lunch_money.rules import apply
from gameshelf.engine.lunch_money.setup import new_game, opening_events
from gameshelf.engine.lunch_money.state import Decision, DecisionKind, GameState, Hold, PlayerSpec
from gameshelf.engine.lunch_money.view import PlayerView, view_for

if TYPE_CHECKING:
    from gameshelf.engine.lunch_money.scenario import Scenario


def __getattr__(name: str) -> Any:
    """`Scenario`, imported on first use: tests and puzzles build positions, a match does not."""
    if name == "Scenario":
        from gameshelf.engine.lunch_money.scenario import Scenario
        return Scenario
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Action", "ChooseDirection", "Decline", "Defend", "Discard", "Pass", "PlayCard", "Release",
    "DECK_SIZE", "KEY_OF", "KIND_BY_KEY", "KIND_OF", "KINDS", "CardId", "CardKind", "Family",
    "EVENT_TYPES", "Event", "event_name", "visible_to",
    "can_attack", "current_decision", "is_helpless", "legal_actions",
    "IllegalAction", "apply", "new_game", "opening_events", "Scenario",
    "Decision", "DecisionKind", "GameState", "Hold", "PlayerSpec", "PlayerView", "view_for",
    "GAME",
]
