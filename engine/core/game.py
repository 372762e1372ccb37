"""The game protocol: what a game gives the rest of the program, which never asks which game
it is playing.

A game is one object (`engine.lunch_money.GAME`, …) registered in `engine`. Its states,
actions, events, decisions and views are the game's own immutable values; the protocol only
promises what the shell reads of them:

- a decision has `.seat` (who must choose) and `.kind` (a member of `game.decision_kinds`);
- an action and an event are records the game can turn into JSON lists and back;
- `legal_actions` lists what the deciding seat may do (never empty until `outcome` says the
  match is over), and `default_action` is the harmless one of them (take it, let it go, pass).

Chance comes from the state's seed (`engine.core.chance`), so the same seed and the same
actions give the same events, in every game.

The protocol types a state, an action, an event and a view as `Any`: each game has its own
classes for them and the shell passes them back untouched; saves are `Any` JSON values
(whatever `json.loads` gives back).
"""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from enum import Enum
from typing import Any, Protocol, runtime_checkable

from gameshelf.engine.core.bots import Bot
from gameshelf.engine.core.records import record
from gameshelf.engine.core.reveals import Shown


@record
class Outcome:
    """How a match ended: who won (several seats in team play), each seat's score in the
    game's own unit (counters left, Murphy cards fulfilled, tunnel points), and why, as a key
    the front end words ("last_standing", "three_murphy_cards", "tunnel_points", …)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...] = ()
    reason: str = ""


@record
class GameOption:
    """One choice a game offers when a match is dealt (Michel(le) on or off, team play).
    `choices` lists the allowed values; a yes/no option has (False, True)."""

    key: str
    label: str
    default: object
    choices: tuple[object, ...] = (False, True)
    help: str = ""


class Decision(Protocol):
    """Who must choose now, and about what (the game's own record)."""

    @property
    def seat(self) -> int: ...

    @property
    def kind(self) -> Enum: ...


@runtime_checkable
class Game(Protocol):
    """Everything the program needs from one game. See the module docstring."""

    key: str                            # "lunch-money": saves, stats, templates, --game
    title: str                          # "Lunch Money"
    aliases: tuple[str, ...]            # other names --game accepts ("lm", "lunchmoney")
    players: range                      # how many seats a match may have
    bot_levels: tuple[str, ...]         # weakest first; the first is "random"
    options: tuple[GameOption, ...]     # what New match may choose besides players and bots
    decision_kinds: type[Enum]          # every kind of moment a seat may choose something
    action_types: tuple[type, ...]      # every action record `legal_actions` may list
    event_types: tuple[type, ...]       # every event record `apply` may return
    scenario: type                      # builds any position: tests, help, tutorials

    def new_game(self, names: Sequence[str], seed: int, **options: object) -> Any:
        """A shuffled, dealt match waiting for its first decision."""

    def options_of(self, state: Any) -> dict[str, object]:
        """The New-match options this match was dealt with (a rematch deals the same)."""

    def opening_events(self, state: Any) -> tuple[Any, ...]:
        """What a fresh match announces before its first decision."""

    def current_decision(self, state: Any) -> Decision | None:
        """The decision the match waits for; None once it is over."""

    def legal_actions(self, state: Any) -> Sequence[Any]:
        """What the deciding seat may do; empty only once the match is over."""

    def apply(self, state: Any, action: Any, *,
              in_place: bool = False) -> tuple[Any, tuple[Any, ...]]:
        """Play one action for the deciding seat: the new state and what happened, in order.
        Raises IllegalAction (and leaves `state` as it was) for anything not legal now, and
        for anything that is not exactly a listed action: a float, a bool or an int subclass
        for an int, a list for a tuple, an object equal to everything (`engine.core.legality`
        is the shared check).
        in_place: the caller drops `state` (a playout, a search), so the game may change and
        return it rather than copy it first; an illegal action still leaves it as it was."""

    def default_action(self, state: Any) -> Any:
        """The harmless answer to the current decision (take it, let it go, stop, pass)."""

    def outcome(self, state: Any) -> Outcome | None:
        """How the match ended, or None while it goes on."""

    def names(self, state: Any) -> tuple[str, ...]:
        """The players' names, by seat."""

    def progress(self, state: Any) -> int:
        """The round the match is in, 1 at the start, never going down: how far it got, as a
        save's line and its default name tell it. A round is the game's own: every seat's turn
        once (Lunch Money, Dig Your Way Out), one deal of Murphy cards (Dumm gelaufen!)."""

    def view_for(self, state: Any, seat: int) -> Any:
        """What `seat` may know now (its `legal` filled when it decides)."""

    def visible_to(self, event: Any, seat: int) -> Any:
        """The event as `seat` may see it (secret parts blanked)."""

    def reveals(self, event: Any, seat: int) -> Shown | None:
        """The news `event` brought `seat` (engine.core.reveals.Shown: a card it drew, a die
        roll, a shuffle, a card from a hidden hand shown), or None when it showed that seat
        nothing it could not know before: what a take-back is refused after."""

    def ends_turn(self, events: Sequence[Any]) -> bool:
        """Whether these events end a turn or the match (the moments to autosave)."""

    def state_to_dict(self, state: Any) -> dict[str, Any]:
        """The whole state, secrets included, as JSON-able values."""

    def state_from_dict(self, data: object) -> Any:
        """A state back from `state_to_dict`, checked to be one play could reach and play on
        from; BadSave with a reason otherwise."""

    def action_to_dict(self, action: Any) -> list[Any]:
        """An action as a compact JSON-able list."""

    def action_from_dict(self, data: object, players: int) -> Any:
        """An action back, checked; BadSave if it is not one."""

    def event_to_dict(self, event: Any) -> list[Any]:
        """An event as a compact JSON-able list."""

    def event_from_dict(self, data: object, players: int) -> Any:
        """An event back, checked; BadSave if it is not one."""

    def make_bot(self, level: str, seat: int, seed: int | str, persona: object | None = None,
                 **options: object) -> Bot:
        """A bot of one of `bot_levels` for a seat, seeded (`engine.core.bots` has the seed
        convention); persona: a cast member (`engine.core.cast`) or its key. Every game's
        "random" level is `engine.core.bots.RandomBot`."""

    def invariants(self, state: Any) -> list[str]:
        """What is wrong with this state, one sentence each (every card in exactly one
        place, totals kept, …); empty when it is sound."""

    def resample_hidden(self, state: Any, seat: int, seed: int) -> Any:
        """A state `seat` cannot tell from `state`: everything hidden from it (other hands,
        secret cards, the order of face-down piles) dealt again from the same cards, and the
        chance to come drawn again (a fresh seed from `seed`: no view shows the seed)."""

    def advise(self, view: Any, seed: int | str, also: tuple[Any, ...] = ()) -> Any:
        """What the game's hard bot would play at the view's decision and why
        (`engine.core.advice.Advice`), from the view alone: the same view and seed give the
        same advice. `also`: actions to weigh beside its own candidates (the player's)."""

    def sample_state(self, view: Any, seed: int) -> Any:
        """A full state drawn from what a view shows and nothing else, seeded: one the view's
        seat cannot tell from the real one (`view_for(sample, view.seat) == view`), sound by
        `invariants`, with the cards it cannot place dealt at random and fresh chance to come
        (its own seed). What a search samples its worlds from (a hard bot's determinizations):
        the same view and seed give the same state, whatever state the view came from."""


def imported_when_called(module: str, name: str) -> staticmethod[..., object]:
    """A game's `<module>.<name>` as a static method that imports the module when first called:
    a match is dealt and shown before anything is saved, so a game's save code (a tenth of
    its engine's import) waits until a save or a load needs it."""
    def call(*args: object) -> object:
        return getattr(importlib.import_module(module), name)(*args)
    call.__name__ = call.__qualname__ = name
    return staticmethod(call)
