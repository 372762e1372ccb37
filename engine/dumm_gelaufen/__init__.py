"""Dumm gelaufen! (FX Schmid, 1998): the rules engine and its public API. Pure Python,
standard library only, no I/O.

    from gameshelf.engine.dumm_gelaufen import new_game, legal_actions, apply, view_for
    state = new_game(["Ann", "Bruno", "Cleo"], seed=7)
    while state.winner is None:
        state, events = apply(state, legal_actions(state)[0])

The names below are the stable API (a rules suite outside this repository drives it):

- `new_game(players, seed)`: a dealt match (2-6 players: names or a count).
- `current_decision(state)`: the `Decision` waited for (`.seat`, `.kind` a `DecisionKind`,
  `.owed` cards still to give, `.target` who receives), None once the match is over.
- `legal_actions(state)`: what the deciding seat may do (copies of a number card listed once,
  by the lowest id the seat or Mac holds; that listed card is the one to name).
- `apply(state, action, in_place=False) -> (state, events)`: `IllegalAction` (state untouched)
  for anything not legal now; `in_place=True` changes and returns `state` itself.
- `GameState`: the whole match, secrets included (treat as read-only; `.winner`, `.hands`,
  `.murphy`, `.fulfilled`, `.mac`, `.piles`, `.draw` top last, `.turn`, `.round`).
- `view_for(state, seat)`: a `PlayerView`; `visible_to(event, seat)`; `opening_events(state)`,
  `event_name(event)`, `EVENT_TYPES`.
- The actions: `TakeDeck`, `TakeOpen`, `TakeMac` (then `PickMac`), `Give`, `PlayGreen`, `Strike`, `GiveTo`,
  `SwapWithMac`, `Stop` (`Action` is their union); `LEFT_PILE`, `RIGHT_PILE`, `MAC` name
  where a card is given.
- The cards: `NUMBER_CARDS`, `ACTION_CARDS`, `MURPHY_CARDS` (each action and Murphy card says
  whether it is quoted or reconstructed), `card_name`, `card_by_name`, `DECK_SIZE`.
- `fulfils(murphy, hand)` and `distance(murphy, hand)`: a Murphy card's task, met or how far.
- `Scenario(players).hand(...).murphy(...).mac(...).piles(...).deck(...).turn(...).build()`.
- `GAME`: the game behind the shared protocol (`engine.core.game.Game`): `make_bot(level,
  seat, seed, persona)` ("random", "easy", "normal", "hard"), saves, invariants.
"""

from typing import TYPE_CHECKING, Any

from gameshelf.engine.core.errors import IllegalAction
from gameshelf.engine.dumm_gelaufen.actions import (
    LEFT_PILE,
    MAC,
    RIGHT_PILE,
    Action,
    Give,
    GiveTo,
    PickMac,
    PlayGreen,
    Stop,
    Strike,
    SwapWithMac,
    TakeDeck,
    TakeMac,
    TakeOpen,
)
from gameshelf.engine.dumm_gelaufen.cards import (
    ACTION_CARDS,
    DECK_SIZE,
    MURPHY_CARDS,
    NUMBER_CARDS,
    card_by_name,
    card_name,
)
from gameshelf.engine.dumm_gelaufen.events import EVENT_TYPES, Event, event_name, visible_to
from gameshelf.engine.dumm_gelaufen.game import GAME
from gameshelf.engine.dumm_gelaufen.legal import legal_actions
from gameshelf.engine.dumm_gelaufen.murphy import distance, fulfils
from gameshelf.engine.dumm_gelaufen.rules import apply
from gameshelf.engine.dumm_gelaufen.setup import new_game, opening_events
from gameshelf.engine.dumm_gelaufen.state import Decision, DecisionKind, GameState, current_decision
from gameshelf.engine.dumm_gelaufen.view import PlayerView, view_for

if TYPE_CHECKING:
    from gameshelf.engine.dumm_gelaufen.scenario import Scenario


def __getattr__(name: str) -> Any:
    """`Scenario`, imported on first use: tests and puzzles build positions, a match does not."""
    if name == "Scenario":
        from gameshelf.engine.dumm_gelaufen.scenario import Scenario
        return Scenario
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

__all__ = [
    "new_game", "current_decision", "legal_actions", "apply", "GameState", "view_for",
    "PlayerView", "visible_to", "opening_events", "event_name", "EVENT_TYPES", "Event",
    "Action", "TakeDeck", "TakeOpen", "TakeMac", "PickMac", "Give", "PlayGreen", "Strike", "GiveTo",
    "SwapWithMac", "Stop", "LEFT_PILE", "RIGHT_PILE", "MAC",
    "NUMBER_CARDS", "ACTION_CARDS", "MURPHY_CARDS", "card_name", "card_by_name", "DECK_SIZE",
    "fulfils", "distance", "Scenario", "GAME", "Decision", "DecisionKind", "IllegalAction",
]
