"""The driver: the one place a match moves on, for any game, without Textual. A move goes to
the engine (through `match.game`), into the history, through the narrator, and, when a turn
ends, into the autosave; a finished match goes into the stats. The table shows what it returns.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import Any

from gameshelf.engine.core import IllegalAction
from gameshelf.engine.core.legality import listed
from gameshelf.engine.core.records import record
from gameshelf.tui.i18n import translator
from gameshelf.tui.model.retell import opening_events, retell, tell

_ = translator("shell")

# (legal actions, the action asked for) -> the legal action meaning the same, or None.
SameAction = Callable[[Sequence[Any], Any], Any]
Notify = Callable[..., None]      # (text, title=..., severity=..., timeout=...)


class EngineFailure(Exception):
    """The rules engine raised something other than IllegalAction: a bug, the match stops."""

    def __init__(self, cause: BaseException) -> None:
        super().__init__(f"{type(cause).__name__}: {cause}")
        self.cause = cause


@record
class Move:
    """One applied action: what the engine took, what happened, and the fight-log lines."""

    action: Any
    events: tuple
    lines: list
    ends_turn: bool


def _as_asked(legal: Sequence[Any], action: Any) -> Any:
    return action if action in legal else None


def _quietly(text: str, **_kw: Any) -> None:
    """No one to tell (tests, sims): notices are dropped."""


class Driver:
    """Moves one match on: apply → history → narrate → autosave → stats."""

    def __init__(self, match, *, same_action: SameAction = _as_asked, notify: Notify = _quietly,
                 keeper: Any = None) -> None:
        self.match = match
        self.game = match.game
        self.same_action = same_action
        self.notify = notify
        # What keeps the match (tui.store.keeper.Keeper: autosave, stats); None keeps nothing.
        self.keeper = keeper
        self.opening_due = False        # the opening lines are still to be told (open_later)

    # --- where the match is -------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.game.outcome(self.match.state) is not None

    def decision(self):
        """Who decides what now, or None once the match is over (an engine bug raises)."""
        state = self.match.state
        return None if self.is_over else self.game.current_decision(state)

    def legal(self) -> Sequence[Any]:
        return self.game.legal_actions(self.match.state)

    def view(self, seat: int | None):
        """What `seat` may know now. None, a table of bots only watched (tui.model.watch): the
        view of the seat to move (once the match is over, of the last one that moved), so the
        watcher sees every hand in turn, as the log tells every secret."""
        if seat is None:
            seat = self.spectated_seat()
        return self.game.view_for(self.match.state, seat)

    def spectated_seat(self) -> int:
        """The seat a watcher looks over the shoulder of: the one to move now, else the last."""
        d = self.decision()
        if d is not None:
            self._spectated = d.seat
        return getattr(self, "_spectated", 0)

    def seat_decides(self, seat: int | None) -> bool:
        """Whether `seat` is the one to decide now."""
        d = self.decision()
        return d is not None and d.seat == seat

    # --- moving on ----------------------------------------------------------------------------

    def apply(self, action: Any) -> Move:
        """Apply `action` for whoever decides. IllegalAction (nothing changed) when the rules
        refuse it; EngineFailure when the engine broke (nothing changed either)."""
        state = self.match.state
        try:
            chosen = self.same_action(self.legal(), action) or action
            new, events = self.game.apply(state, chosen)
        except IllegalAction:
            raise
        except Exception as err:
            raise EngineFailure(err) from err
        # The opening still to be told is the dealt state's: told before the move lands.
        opening = self.opening_lines() if self.opening_due else []
        self.match.state = new
        self.match.history.append((chosen, events))
        lines = opening + self.narrate(events)
        ends = self.game.ends_turn(events)
        if ends:
            self.autosave()
        return Move(chosen, events, lines, ends)

    def default_action(self) -> Any:
        """The harmless answer to the decision now (take it, let it go, pass)."""
        return self.game.default_action(self.match.state)

    # --- the bots -----------------------------------------------------------------------------

    def bot_action(self, seat: int, bot: Any, view: Any = None) -> Any:
        """What the bot at `seat` plays now: its own choice when the rules take it, else the
        harmless default with one warning. A bot error must not end the match. `view`: the one
        the bot is to see (the seat's view now when None). Safe in a worker thread as long as
        nothing else moves the match meanwhile (the notice is thread-safe in Textual)."""
        view = self.view(seat) if view is None else view
        try:
            action = bot.choose(view)
        except Exception as err:          # a bot bug: it passes this once
            return self._instead_of_bot(seat, repr(err))
        if not self.is_legal(action):
            return self._instead_of_bot(seat, f"IllegalAction: {action!r}")
        return action

    def is_legal(self, action: Any) -> bool:
        """Whether `apply` takes `action` now (as the rules check it: exactly a listed one, or
        one meaning the same)."""
        legal = self.legal()
        try:
            return listed(legal, self.same_action(legal, action) or action) is not None
        except Exception:                 # noqa: BLE001 - junk no rule can read is not legal
            return False

    def _instead_of_bot(self, seat: int, error: str) -> Any:
        """The default action for a bot that failed, and one warning saying so."""
        name = self.match.names[seat]
        self.notify(_("{name}'s bot failed ({error}); it passes this once.").format(
            name=name, error=error), severity="warning")
        return self.default_action()

    # --- telling ------------------------------------------------------------------------------

    def narrate(self, events: Sequence[Any]) -> list:
        """The fight-log lines of a batch of events, as the human may see them. A broken
        template never stops the match: it says so, and the lines are left out."""
        narrator, human = self.match.narrator, self.match.human
        if narrator is None:
            return []
        try:
            return tell(narrator, self.game, events, human)
        except Exception as err:
            self.notify(_("Narration failed: {err}").format(err=err), severity="warning")
            return []
        finally:
            self.tell_template_warnings()

    def opening_lines(self) -> list:
        """The lines a fresh match opens with."""
        self.opening_due = False
        return self.narrate(self.opening_events())

    def opening_events(self) -> tuple:
        """What the match announced when it was dealt (tui.model.retell.opening_events)."""
        return opening_events(self.match)

    def open_later(self) -> None:
        """The opening lines are told later (after the table's first frame, so that it does
        not wait for the narrator); a move made before then tells them first, in order."""
        self.opening_due = True

    def retell(self, lang: str | None = None, templates: str | None = None) -> Iterator[list]:
        """The fight log of the match so far, batch by batch, told again by a fresh narrator of
        its seed: the same lines the table showed (a resumed match's log, `replay`)."""
        return retell(self.match, lang, templates)

    def tell_template_warnings(self) -> None:
        """One notice per failing banter template, as soon as it fails."""
        take = getattr(self.match.narrator, "take_warnings", None)
        for w in take() if take else ():
            self.notify(str(w), title=_("Banter templates"), severity="warning", timeout=8)

    def retell_turns(self, lang: str | None = None, templates: str | None = None
                     ) -> Iterator[list]:
        """The fight log of the match so far, turn by turn: a turn ends where the game says
        one does (Game.ends_turn), the opening lines go with the first."""
        ends = [False, *(self.game.ends_turn(events) for _action, events in self.match.history)]
        turn: list = []
        for lines, ended in zip(self.retell(lang, templates), ends, strict=True):
            turn += lines
            if ended and turn:
                yield turn
                turn = []
        if turn:
            yield turn

    # --- keeping ------------------------------------------------------------------------------

    def autosave(self) -> None:
        """Autosave the match, when a keeper is given; a full disk must not end it."""
        if self.keeper is not None:
            self.keeper.autosave(self.match, self.notify)

    def record(self) -> None:
        """Count the finished match in the lifetime stats, when a keeper is given."""
        if self.keeper is not None:
            self.keeper.record(self.match, self.notify)

    def leave(self) -> None:
        """The table is going (to the title, or the app quits): nothing more will be asked of
        this driver. Nothing to let go of here; a seat at a hosted table lets go of its
        connection (tui.net.remote)."""
