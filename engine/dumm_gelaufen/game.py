"""Dumm gelaufen! behind the game protocol (`engine.core.game.Game`): the rest of the program
plays it through `GAME` without knowing which game it is."""

from __future__ import annotations

import random
from collections.abc import Sequence

from gameshelf.engine.core.advice import Advice, hard_advice
from gameshelf.engine.core.chance import fresh_seed, shuffle
from gameshelf.engine.core.game import Outcome, imported_when_called
from gameshelf.engine.dumm_gelaufen.actions import ACTION_TYPES, Stop, TakeDeck
from gameshelf.engine.dumm_gelaufen.bots import LEVELS, make_bot
from gameshelf.engine.dumm_gelaufen.cards import is_red
from gameshelf.engine.dumm_gelaufen.events import EVENT_TYPES, GameWon, TurnEnded, visible_to
from gameshelf.engine.dumm_gelaufen.legal import legal_actions
from gameshelf.engine.dumm_gelaufen.reveals import reveals
from gameshelf.engine.dumm_gelaufen.rules import apply
from gameshelf.engine.dumm_gelaufen.setup import new_game, opening_events
from gameshelf.engine.dumm_gelaufen.state import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    PLAYOUT_TURNS_PER_SEAT,
    TO_WIN,
    DecisionKind,
    GameState,
    current_decision,
)
from gameshelf.engine.dumm_gelaufen.view import PlayerView, view_for

SAVES = "gameshelf.engine.dumm_gelaufen.serialize"   # imported by the first save or load
_TURN_ENDS = (TurnEnded, GameWon)


class DummGelaufen:
    """FX Schmid's 1998 game of Murphy's law: fulfil three Murphy cards first."""

    key = "dumm-gelaufen"
    title = "Dumm gelaufen!"
    aliases = ("dumm gelaufen", "dummgelaufen", "murphy", "dg")
    players = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    bot_levels = LEVELS
    options = ()
    decision_kinds = DecisionKind
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES

    # What a headless bot match (tui.headless.sim, benchmarks) deals with: a turn limit, so aimless
    # bots stop; such a match is reported unfinished, never won. A person's match has none.
    playout_options = {"turn_limit": PLAYOUT_TURNS_PER_SEAT}

    @property
    def scenario(self) -> type:
        """The scenario builder (imported on first use: a match never needs it)."""
        from gameshelf.engine.dumm_gelaufen.scenario import Scenario
        return Scenario

    def new_game(self, names: Sequence[str], seed: int, **options: object) -> GameState:
        turn_limit = options.pop("turn_limit", None)
        if options:
            raise ValueError(f"Dumm gelaufen! has no options ({', '.join(options)}).")
        return new_game(list(names), seed, turn_limit=turn_limit)  # type: ignore[arg-type]

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
    apply = staticmethod(apply)

    @staticmethod
    def default_action(state: GameState) -> object:
        return default_action(state)

    @staticmethod
    def outcome(state: GameState) -> Outcome | None:
        scores = tuple(len(f) for f in state.fulfilled)
        if state.unfinished:            # a headless match's turn limit: nobody won
            return Outcome((), scores, "turn_limit")
        if state.winner is None:
            return None
        # A save of the old house rule may hold a win at the turn limit (no third card).
        reason = ("three_murphy_cards" if len(state.fulfilled[state.winner]) >= TO_WIN
                  else "turn_limit")
        return Outcome((state.winner,), scores, reason)

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
        from gameshelf.engine.dumm_gelaufen.invariants import problems  # checks, not play
        return problems(state)

    @staticmethod
    def advise(view: PlayerView, seed: int | str, also: tuple[object, ...] = ()) -> Advice:
        return hard_advice(make_bot, view, seed, also)

    @staticmethod
    def sample_state(view: PlayerView, seed: int) -> GameState:
        from gameshelf.engine.dumm_gelaufen.bots.determinize import determinize  # bots' searches
        return determinize(view, random.Random(f"sample:{seed}"))

    @staticmethod
    def resample_hidden(state: GameState, seat: int, seed: int) -> GameState:
        return resample_hidden(state, seat, seed)


def default_action(s: GameState) -> object:
    """The harmless answer: on a turn take two face-down cards, in an "up to" card stop, else
    the first choice listed."""
    legal = legal_actions(s)
    for harmless in (TakeDeck(2), Stop()):
        if harmless in legal:
            return harmless
    return legal[0]


def resample_hidden(s: GameState, seat: int, seed: int) -> GameState:
    """A state `seat` cannot tell from `s`: the other hands and the face-down pile dealt again
    from the cards they hold together, and every Murphy card it has not seen likewise; future
    chance too (a fresh seed from `seed`: no view shows the seed, so a state that kept it would
    shuffle the next pile as the real one will)."""
    c = s.clone()
    c.seed = fresh_seed(f"resample:{seed}:chance")
    others = [q for q in range(c.players) if q != seat]
    known = [set(k) for k in c.known]
    unseen = [x for q in others for x in c.hands[q] if x not in known[q]] + c.draw
    shuffle(unseen, f"resample:{seed}")
    keepable = [x for x in unseen if not is_red(x)]       # red cards never wait in a hand
    for q in others:
        size = len(c.hands[q]) - len(c.known[q])
        c.hands[q], keepable = list(c.known[q]) + keepable[:size], keepable[size:]
    dealt = {x for q in others for x in c.hands[q]}
    c.draw = [x for x in unseen if x not in dealt]
    secret = [q for q in others if not c.shown[q] and q not in c.seen[seat]]
    murphies = [c.murphy[q] for q in secret] + c.murphy_pile + c.murphy_discard
    shuffle(murphies, f"resample:{seed}:murphy")
    for q in secret:
        c.murphy[q] = murphies.pop()
    k = len(c.murphy_pile)
    c.murphy_pile, c.murphy_discard = murphies[:k], murphies[k:]
    c.legal_cache = None
    return c


GAME = DummGelaufen()
__all__ = ["GAME", "DummGelaufen", "default_action", "resample_hidden"]
