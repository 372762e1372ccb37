"""Dig Your Way Out ("Graaf je vrij"): the rules engine and its public API; pure Python,
standard library only, no I/O.

    from gameshelf.engine.dig_your_way_out import new_game, legal_actions, apply, view_for
    state = new_game(["Ann", "Bruno"], seed=7, michel=True)
    while state.winner is None:
        state, events = apply(state, legal_actions(state)[0])

The names below are the stable API (a rules suite outside this repository drives it):

- `new_game(players, seed, michel=False, team=False, turn_limit=None)`: a dealt match;
  `players` is a list of names or a count (2-6; the team variant 4 or 6, else ValueError).
  `turn_limit` (turns per seat) is for headless bot matches only (`GAME.playout_options`):
  one that reaches it stops unfinished (`state.unfinished`), won by nobody.
- `current_decision(state)`: the `Decision` waited for (`.seat`, `.kind` a `DecisionKind`,
  `.other` and `.tool` in fights), or None once the match is over.
- `legal_actions(state)`: what the deciding seat may do (copies of a card kind listed once);
  `default_action(state)`: the harmless one of them.
- `apply(state, action, in_place=False) -> (state, events)`: an action that is not legal now
  raises `IllegalAction` (the state untouched).
- `GameState`: the whole match, secrets included; `view_for(state, seat)`: a `PlayerView`;
  `visible_to(event, seat)`; `opening_events(state)`; `event_name(event)`; `EVENT_TYPES`.
- The actions: `Search`, `RollMove`, `CarefulMove`, `MoveTo`, `Reroll`, `JoinGang`,
  `PlayCard`, `Extort`, `Craft`, `Dig`, `StealSpoon`, `Heal`, `Trade`, `SellCard`,
  `DoneTrading`, `Buy`, `RevealPast`, `EndTurn`, `Give`, `LayWeapon`, `Concede`, `Discard`,
  `MoveMichel`, `LeaveMichel`, and the team variant's `Deal`, `DealCard`, `DealCigarette`,
  `DoneDealing`, `JoinMate` (`Action` is their union).
- The data (`engine.dig_your_way_out.data`): `KINDS`, `KIND_OF`, `KEY_OF`, `DECK_SIZE`,
  `LOCATION_KEYS`, `DIE_FACES`, `PASTS`, `BENEFITS`, `MICHEL_CARDS`, `RECONSTRUCTED`.
- `Scenario(players).hand(...).at(...).beatings(...).turn(...).build()`: any position.
- `points(state, seat)`: a seat's tunnel points; `invariants(state)`: what is wrong with it.
- `GAME`: the game behind the shared protocol (`engine.core.game.Game`); its `make_bot(level,
  seat, seed, persona)` deals bots ("random", "easy", "normal", "hard").
"""

from typing import TYPE_CHECKING, Any

from gameshelf.engine.core.errors import IllegalAction
from gameshelf.engine.dig_your_way_out.actions import (
    Action,
    Buy,
    CarefulMove,
    Concede,
    Craft,
    Deal,
    DealCard,
    DealCigarette,
    Dig,
    Discard,
    DoneDealing,
    DoneTrading,
    EndTurn,
    Extort,
    Give,
    Heal,
    JoinGang,
    JoinMate,
    LayWeapon,
    LeaveMichel,
    MoveMichel,
    MoveTo,
    PlayCard,
    Reroll,
    RevealPast,
    RollMove,
    Search,
    SellCard,
    StealSpoon,
    Trade,
)
from gameshelf.engine.dig_your_way_out.data import (
    BENEFITS,
    DECK_SIZE,
    DIE_FACES,
    KEY_OF,
    KIND_OF,
    KINDS,
    LOCATION_KEYS,
    MICHEL_CARDS,
    PASTS,
    RECONSTRUCTED,
)
from gameshelf.engine.dig_your_way_out.events import EVENT_TYPES, Event, event_name, visible_to
from gameshelf.engine.dig_your_way_out.game import GAME
from gameshelf.engine.dig_your_way_out.invariants import invariants
from gameshelf.engine.dig_your_way_out.legal import current_decision, default_action, legal_actions
from gameshelf.engine.dig_your_way_out.piles import points
from gameshelf.engine.dig_your_way_out.rules import apply
from gameshelf.engine.dig_your_way_out.setup import new_game, opening_events
from gameshelf.engine.dig_your_way_out.state import Decision, DecisionKind, GameState
from gameshelf.engine.dig_your_way_out.view import PlayerView, view_for

if TYPE_CHECKING:
    from gameshelf.engine.dig_your_way_out.scenario import Scenario


def __getattr__(name: str) -> Any:
    """`Scenario`, imported on first use: tests and lessons build positions, a match does not
    (as Lunch Money's package does)."""
    if name == "Scenario":
        from gameshelf.engine.dig_your_way_out.scenario import Scenario
        return Scenario
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "Action", "Buy", "CarefulMove", "Concede", "Craft", "Dig", "Discard", "DoneTrading",
    "EndTurn", "Extort", "Give", "Heal", "JoinGang", "LayWeapon", "LeaveMichel", "MoveMichel",
    "MoveTo", "PlayCard", "RevealPast", "Reroll", "RollMove", "Search", "SellCard", "StealSpoon",
    "Trade", "Deal", "DealCard", "DealCigarette", "DoneDealing", "JoinMate", "BENEFITS", "DECK_SIZE", "DIE_FACES", "KEY_OF", "KIND_OF", "KINDS", "LOCATION_KEYS",
    "MICHEL_CARDS", "PASTS", "RECONSTRUCTED", "EVENT_TYPES", "Event", "event_name", "visible_to",
    "GAME", "invariants", "current_decision", "default_action", "legal_actions", "points",
    "apply", "new_game", "opening_events", "Scenario", "Decision", "DecisionKind", "GameState",
    "PlayerView", "view_for", "IllegalAction",
]
