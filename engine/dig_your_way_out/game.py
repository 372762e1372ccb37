"""Dig Your Way Out behind the game protocol (`engine.core.game.Game`): the rest of the program
plays it through `GAME` without knowing which game it is."""

from __future__ import annotations

import random
from collections.abc import Sequence

from gameshelf.engine.core.advice import Advice, hard_advice
from gameshelf.engine.core.chance import fresh_seed, shuffle
from gameshelf.engine.core.game import GameOption, Outcome, imported_when_called
from gameshelf.engine.dig_your_way_out.actions import ACTION_TYPES
from gameshelf.engine.dig_your_way_out.bots import LEVELS, make_bot
from gameshelf.engine.dig_your_way_out.data import MAX_PLAYERS, MIN_PLAYERS, SEARCH_SIZE
from gameshelf.engine.dig_your_way_out.events import EVENT_TYPES, GameWon, TurnEnded, visible_to
from gameshelf.engine.dig_your_way_out.legal import current_decision, default_action, legal_actions
from gameshelf.engine.dig_your_way_out.piles import points
from gameshelf.engine.dig_your_way_out.reveals import reveals
from gameshelf.engine.dig_your_way_out.rules import apply
from gameshelf.engine.dig_your_way_out.setup import new_game, opening_events
from gameshelf.engine.dig_your_way_out.sides import side
from gameshelf.engine.dig_your_way_out.state import PLAYOUT_TURNS_PER_SEAT, DecisionKind, GameState
from gameshelf.engine.dig_your_way_out.view import PlayerView, view_for

SAVES = "gameshelf.engine.dig_your_way_out.serialize"   # imported by the first save or load
_TURN_ENDS = (TurnEnded, GameWon)
MICHEL = GameOption("michel", "Michel(le)", False, (False, True),
                    "The shower bully: moved at the end of a turn, extorts everyone where he or "
                    "she stops.")
TEAM = GameOption("team", "Teams (4 or 6 players)", False, (False, True),
                  "Two teams, two cell blocks: dig 16 (4 players) or 20 (6) tunnel points "
                  "together.")


class DigYourWayOut:
    """Borderline Editions' prison escape: dig 12, 10 or 8 tunnel points first."""

    key = "dig-your-way-out"
    title = "Dig Your Way Out"
    aliases = ("dig", "graaf je vrij", "dywo")
    players = range(MIN_PLAYERS, MAX_PLAYERS + 1)
    bot_levels = LEVELS
    options = (MICHEL, TEAM)
    decision_kinds = DecisionKind
    action_types = ACTION_TYPES
    event_types = EVENT_TYPES
    @property
    def scenario(self) -> type:
        """The scenario builder (imported on first use: a match never needs it)."""
        from gameshelf.engine.dig_your_way_out.scenario import Scenario
        return Scenario

    # What a headless bot match (tui.headless.sim, benchmarks, the conformance playouts) deals with: a
    # turn limit, so random bots with Michel(le) stop; such a match is reported unfinished,
    # never won. A person's match has none, and the New match screen does not offer it.
    playout_options = {"turn_limit": PLAYOUT_TURNS_PER_SEAT}

    def new_game(self, names: Sequence[str], seed: int, **options: object) -> GameState:
        unknown = set(options) - {"michel", "team", "turn_limit"}
        if unknown:
            raise ValueError(f"Dig Your Way Out has no option {', '.join(sorted(unknown))}.")
        return new_game(list(names), seed, michel=bool(options.get("michel", False)),
                        team=bool(options.get("team", False)),
                        turn_limit=options.get("turn_limit"))  # type: ignore[arg-type]

    def options_of(self, state: GameState) -> dict[str, object]:
        return {"michel": state.michel_on, "team": state.team}

    opening_events = staticmethod(opening_events)
    current_decision = staticmethod(current_decision)
    legal_actions = staticmethod(legal_actions)
    default_action = staticmethod(default_action)
    view_for = staticmethod(view_for)
    visible_to = staticmethod(visible_to)
    reveals = staticmethod(reveals)
    @staticmethod
    def invariants(state: GameState) -> list[str]:
        """What is wrong with a state (the tests' check; imported on first use)."""
        from gameshelf.engine.dig_your_way_out.invariants import invariants
        return invariants(state)
    state_to_dict = imported_when_called(SAVES, "state_to_dict")
    state_from_dict = imported_when_called(SAVES, "state_from_dict")
    action_to_dict = imported_when_called(SAVES, "action_to_dict")
    action_from_dict = imported_when_called(SAVES, "action_from_dict")
    event_to_dict = imported_when_called(SAVES, "event_to_dict")
    event_from_dict = imported_when_called(SAVES, "event_from_dict")
    make_bot = staticmethod(make_bot)
    apply = staticmethod(apply)

    @staticmethod
    def outcome(state: GameState) -> Outcome | None:
        scores = tuple(points(state, q) for q in range(state.players))
        if state.unfinished:            # a headless match's turn limit: nobody won
            return Outcome((), scores, "turn_limit")
        if state.winner is None:
            return None
        return Outcome(side(state, state.winner), scores, "tunnel_points")

    @staticmethod
    def names(state: GameState) -> tuple[str, ...]:
        return state.names

    @staticmethod
    def progress(state: GameState) -> int:
        # A round is every seat's turn once, from the first seat on: turns count from 1 and
        # pass to the next seat, so the round is the turn's place in rows of `players`.
        return (state.turn - 1) // state.players + 1

    @staticmethod
    def ends_turn(events: Sequence[object]) -> bool:
        return any(isinstance(e, _TURN_ENDS) for e in events)

    @staticmethod
    def advise(view: PlayerView, seed: int | str, also: tuple[object, ...] = ()) -> Advice:
        return hard_advice(make_bot, view, seed, also)

    @staticmethod
    def sample_state(view: PlayerView, seed: int) -> GameState:
        from gameshelf.engine.dig_your_way_out.bots.determinize import determinize
        return determinize(view, random.Random(f"sample:{seed}"))

    @staticmethod
    def resample_hidden(state: GameState, seat: int, seed: int) -> GameState:
        return resample_hidden(state, seat, seed)


def resample_hidden(state: GameState, seat: int, seed: int) -> GameState:
    """Everything hidden from `seat` dealt again: the search cards in other hands and the
    search pile, other secret pasts and the box, gang decks under their tops, Michel(le)'s pile;
    and future chance too: a fresh seed from `seed` (no view shows the seed, so a state that
    kept it would roll the real state's next die)."""
    s = state.clone()
    s.legal_cache = None
    s.seed = fresh_seed(f"resample:{seed}:chance")
    others = [q for q in range(s.players) if q != seat]
    unseen = [c for q in others for c in s.hands[q] if c < SEARCH_SIZE] + s.draw
    shuffle(unseen, f"resample:{seed}:search")
    for q in others:
        tools = [c for c in s.hands[q] if c >= SEARCH_SIZE]
        k = len(s.hands[q]) - len(tools)
        s.hands[q], unseen = unseen[:k] + tools, unseen[k:]
    s.draw = unseen
    secret = [q for q in others if not s.revealed[q]]
    pasts = [s.pasts[q] for q in secret] + s.past_box
    shuffle(pasts, f"resample:{seed}:pasts")
    for q in secret:
        s.pasts[q] = pasts.pop()
    s.past_box = sorted(pasts)
    for g, deck in enumerate(s.gang_decks):
        under = deck[:-1]
        shuffle(under, f"resample:{seed}:gang:{g}")
        s.gang_decks[g] = under + deck[-1:]
    shuffle(s.michel_draw, f"resample:{seed}:michel")
    return s


GAME = DigYourWayOut()
