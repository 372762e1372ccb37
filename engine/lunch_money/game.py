"""Lunch Money behind the game protocol (`engine.core.game.Game`): the rest of the program
plays it through `GAME` without knowing which game it is. Every method hands over to the
engine's own functions; nothing here changes how the game plays."""

from __future__ import annotations

import random
from collections.abc import Sequence

from gameshelf.engine.core.advice import Advice, hard_advice
from gameshelf.engine.core.chance import fresh_seed, shuffle
from gameshelf.engine.core.game import Outcome, imported_when_called
from gameshelf.engine.lunch_money.actions import ACTION_TYPES
from gameshelf.engine.lunch_money.bots import LEVELS, make_bot
from gameshelf.engine.lunch_money.cards import DECK_SIZE
from gameshelf.engine.lunch_money.decisions import current_decision
from gameshelf.engine.lunch_money.events import EVENT_TYPES, GameOver, TurnEnded, visible_to
from gameshelf.engine.lunch_money.legal import legal_actions
from gameshelf.engine.lunch_money.reveals import reveals
from gameshelf.engine.lunch_money.rules import apply
from gameshelf.engine.lunch_money.setup import new_game, opening_events
from gameshelf.engine.lunch_money.state import (
    HAND_SIZE,
    MAX_PLAYERS,
    MIN_PLAYERS,
    STARTING_COUNTERS,
    DecisionKind,
    GameState,
)
from gameshelf.engine.lunch_money.view import PlayerView, view_for

SAVES = "gameshelf.engine.lunch_money.serialize"   # imported by the first save or load
_TURN_ENDS = (TurnEnded, GameOver)




class LunchMoney:
    """Atlas Games' 1996 schoolyard card fight: the last one conscious wins."""

    key = "lunch-money"
    title = "Lunch Money"
    aliases = ("lm", "lunchmoney", "lunch_money")
    players = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    bot_levels = LEVELS
    options = ()
    decision_kinds = DecisionKind
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES

    @property
    def scenario(self) -> type:
        """The scenario builder (imported on first use: a match never needs it)."""
        from gameshelf.engine.lunch_money.scenario import Scenario
        return Scenario

    def new_game(self, names: Sequence[str], seed: int, **options: object) -> GameState:
        if options:
            raise ValueError(f"Lunch Money has no options ({', '.join(options)}).")
        return new_game(list(names), seed)

    def options_of(self, state: GameState) -> dict[str, object]:
        return {}

    opening_events = staticmethod(opening_events)
    current_decision = staticmethod(current_decision)
    legal_actions = staticmethod(legal_actions)
    view_for = staticmethod(view_for)
    visible_to = staticmethod(visible_to)
    reveals = staticmethod(reveals)
    state_to_dict = imported_when_called(SAVES, "state_to_dict")
    state_from_dict = imported_when_called(SAVES, "state_from_dict")
    action_to_dict = imported_when_called(SAVES, "action_to_dict")
    action_from_dict = imported_when_called(SAVES, "action_from_dict")
    event_to_dict = imported_when_called(SAVES, "event_to_dict")
    event_from_dict = imported_when_called(SAVES, "event_from_dict")
    make_bot = staticmethod(make_bot)
    apply = staticmethod(apply)     # itself, not wrapped: playouts call it per action

    @staticmethod
    def default_action(state: GameState) -> object:
        # Every decision lists its harmless answer last: Decline (take it, let it go, stop) or,
        # on a turn, Pass.
        return legal_actions(state)[-1]

    @staticmethod
    def outcome(state: GameState) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome((state.winner,), tuple(state.counters), "last_standing")

    @staticmethod
    def names(state: GameState) -> tuple[str, ...]:
        return state.names

    @staticmethod
    def progress(state: GameState) -> int:
        return state.round

    @staticmethod
    def ends_turn(events: Sequence[object]) -> bool:
        return any(isinstance(e, _TURN_ENDS) for e in events)

    @staticmethod
    def invariants(state: GameState) -> list[str]:
        return _invariants(state)

    @staticmethod
    def advise(view: PlayerView, seed: int | str, also: tuple[object, ...] = ()) -> Advice:
        return hard_advice(make_bot, view, seed, also)

    @staticmethod
    def sample_state(view: PlayerView, seed: int) -> GameState:
        from gameshelf.engine.lunch_money.bots.determinize import determinize  # bots' searches
        return determinize(view, random.Random(f"sample:{seed}"))

    @staticmethod
    def resample_hidden(state: GameState, seat: int, seed: int) -> GameState:
        """Other hands and the draw pile dealt again from the cards they hold together, and
        future chance too: a fresh seed from `seed` (no view shows the seed, so a state that
        kept it would reshuffle the discard as the real one will)."""
        s = state.clone()
        s.seed = fresh_seed(f"resample:{seed}:chance")
        others = [q for q in range(s.players) if q != seat]
        unseen = [c for q in others for c in s.hands[q]] + s.draw
        shuffle(unseen, f"resample:{seed}")
        for q in others:
            size = len(s.hands[q])
            s.hands[q], unseen = unseen[:size], unseen[size:]
        s.draw = unseen
        s.legal_cache = None
        return s


def _invariants(s: GameState) -> list[str]:
    """What is wrong with a Lunch Money state: cards, counters, knock-outs, the winner."""
    problems = []
    n = s.players
    cards = [c for h in s.hands for c in h] + s.draw + s.discard + list(s.table)
    if sorted(cards) != list(range(DECK_SIZE)):
        problems.append("Not every card is in exactly one place.")
    if sum(s.counters) + s.pool != STARTING_COUNTERS * n or min(s.counters) < 0:
        problems.append("Counters and the pool do not add up to the table's.")
    if any(out != (c == 0) for out, c in zip(s.out, s.counters, strict=True)):
        problems.append("A player is out with counters left, or in with none.")
    if any(s.hands[q] for q in range(n) if s.out[q]):
        problems.append("A knocked-out player holds cards.")
    alive = [q for q in range(n) if not s.out[q]]
    if (s.winner is None) != (len(alive) > 1):
        problems.append("The winner does not match who is still conscious.")
    d = current_decision(s)
    if d is not None and s.out[d.seat]:
        problems.append("A knocked-out player is asked to decide.")
    if not s.stack and any(len(h) > HAND_SIZE for h in s.hands):
        problems.append("A hand holds more than five cards between turns.")
    return problems


GAME = LunchMoney()
