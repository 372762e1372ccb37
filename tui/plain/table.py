"""A match played as lines, for any game: the bots move (at the settings' pace), the fight log
prints as it happens, and the human answers questions. Every move goes through tui.model.driver, as at
the app's table: the same history, narration, autosaves and stats."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from gameshelf.engine.core import IllegalAction
from gameshelf.tui.i18n import game_translator, refusal, translator
from gameshelf.tui.model.driver import Driver, EngineFailure
from gameshelf.tui.model.match import window_seconds
from gameshelf.tui.plain.ask import TextTurns, Typed
from gameshelf.tui.plain.asking import Asker, Stop, TakeBackAsked
from gameshelf.tui.plain.console import Console
from gameshelf.tui.store.keeper import Keeper

_ = translator("shell")

RESUMED_LINES = 8          # the end of a resumed match's fight log, told again for context
EXIT_ENGINE_FAILED = 1     # the rules engine broke: the last autosave is kept
EXIT_INTERRUPTED = 130     # Ctrl+C: saved all the same (the shell's code for SIGINT)


class PlainTable:
    """Plays one match to its end (or until the player quits or input ends), as lines."""

    def __init__(self, match, turns: TextTurns, console: Console, *, saves_dir: Any = None,
                 clock: Callable[[], float] = time.monotonic,
                 sleep: Callable[[float], None] = time.sleep, take_backs: bool = True) -> None:
        self.match, self.turns, self.console = match, turns, console
        self.take_backs = take_backs       # Settings: `undo` may take a decision back
        self.saves_dir = saves_dir
        self.driver = Driver(match, same_action=turns.same_action, notify=self._notify,
                             keeper=Keeper(saves_dir))
        self.clock, self.sleep = clock, sleep
        self._quiet_until = 0.0        # the next bot line shows no sooner (the pace)
        self._watching = False         # the player is out: the rest plays without the pace

    @property
    def human(self) -> int:
        return self.match.human

    def play(self, *, fresh: bool = True) -> int:
        """Play on until the match is over (exit 0), the player stops (0), or the engine
        fails (EXIT_ENGINE_FAILED)."""
        try:
            self._open(fresh)
            while (d := self.driver.decision()) is not None:
                if d.seat != self.human:
                    self._bot_moves(d.seat)
                elif (stop := self._human_moves()) is not None:
                    return self._stopped(stop)
        except EngineFailure as err:
            return self._engine_failed(err)
        except KeyboardInterrupt:           # Ctrl+C at a question or while the bots play
            self.console.say()              # off the line the ^C was typed on
            self._stopped(Stop(eof=False))
            return EXIT_INTERRUPTED
        return self._over()

    # --- telling ------------------------------------------------------------------------------

    def _open(self, fresh: bool) -> None:
        if fresh and not self.match.history:
            self._tell(self.driver.opening_lines())
            return
        told: list = []
        try:
            for batch in self.driver.retell():
                told = (told + batch)[-RESUMED_LINES:]
        except Exception:          # a template broke: the log starts at "match resumed"
            told = []
        self._tell(told)
        self.console.say(_("— match resumed —"))

    def _tell(self, lines) -> None:
        names = self.match.names
        for line in lines:
            if line.speaker is not None and line.event == "banter":
                self.console.say(f"    {names[line.speaker]}: {line.text}")
            else:
                self.console.say(line.text)

    def _notify(self, text: str, **_kw: Any) -> None:
        self.console.notice(text)

    # --- the bots -----------------------------------------------------------------------------

    def _bot_moves(self, seat: int) -> None:
        """One bot decides; its move shows at the pace (a window's answer never sooner than
        `window_seconds`, holding a card for it or not, so the wait tells nothing)."""
        self._check_watching()
        view = self.driver.view(seat)
        asked = self.clock()
        # A bot bug must not end the match: the driver plays the default instead, once.
        action = self.driver.bot_action(seat, self.match.bots[seat], view)
        self._wait_until(asked + window_seconds(self.match.pace))
        move = self._apply(action)          # legal: the driver checked it
        if move is not None and move.lines:
            self._wait_until(self._quiet_until)
            self._tell(move.lines)
            self._quiet_until = self.clock() + self.match.pace

    def _check_watching(self) -> None:
        """Knocked out, the player only watches: say so once, and play on to the end without
        the pace (the app's "any key: skip to the end", without a key to press)."""
        if self._watching:
            return
        if said := self.turns.watching(self.driver.view(self.human)):
            self.console.say(said)
            self._watching = True
            self.match.pace = 0.0

    def _wait_until(self, moment: float) -> None:
        left = moment - self.clock()
        if self.match.pace > 0 and left > 0:
            self.sleep(left)

    def _apply(self, action: Any):
        """The move applied (None when the rules refused it: the reason is said)."""
        try:
            return self.driver.apply(action)
        except IllegalAction as err:
            self.console.say(refusal(err, self.match.game_key))
            return None

    # --- the human ----------------------------------------------------------------------------

    def _human_moves(self) -> Stop | None:
        """The human's decision: asked, or answered for them; a Stop when they stop."""
        view = self.driver.view(self.human)
        question = self.turns.question(view, self.match)
        if question is None:
            if said := self.turns.let_go(view):
                self.console.say(said)
                self._wait_until(self.clock() + self.match.pace)
            self._show(self._apply(self.driver.default_action()))
            return None
        asker = Asker(self.console, self.turns, view, self._command, self._hint)
        chosen = asker.choose(question)
        if isinstance(chosen, Stop):
            return chosen
        if isinstance(chosen, TakeBackAsked):
            self._take_back()
            return None
        if self.take_backs:
            from gameshelf.tui.model.takeback import takebacks_of
            takebacks_of(self).remember()
        self._show(self._apply(chosen))
        self._go_on(asker.rest)
        return None

    def _go_on(self, rest: Any) -> None:
        """The further steps of a typed line ("take 2, give 9"), each read against the match as
        it is then, while the human still decides; a step that means nothing is said and the
        rest dropped (the question comes again)."""
        while rest is not None and self.driver.seat_decides(self.human):
            typed = self.turns.typed(rest, self.driver.view(self.human))
            if typed.action is None:
                self.console.say(typed.error)
                return
            move = self._apply(typed.action)
            self._show(move)
            rest = typed.rest if move is not None else None

    def _show(self, move) -> None:
        """The human's move (or the one made for them) in the fight log, at once."""
        if move is not None:
            self._tell(move.lines)
            self._quiet_until = self.clock() + self.match.pace

    def _hint(self) -> str | None:
        """The typed `hint`: what the hard bot would play now and why (tui.model.hints)."""
        from gameshelf.tui.model.hints import hint_line
        return hint_line(self.match)

    def _take_back(self) -> None:
        """`undo`: the last decision taken back (the match, the bots), or one line why not;
        the question comes again."""
        from gameshelf.tui.model.takeback import takebacks_of
        if not self.take_backs:
            self.console.say(_("No take-back: Settings has turned take-backs off."))
            return
        takebacks = takebacks_of(self)
        reason = takebacks.refusal()
        if reason is not None:
            self.console.say(reason)
            return
        takebacks.take_back()
        self.console.say(_("— you took back your last decision —"))

    def _command(self, typed: Typed) -> bool:
        """A table command typed at a question; whether play stops (quit)."""
        if typed.command == "quit":
            return True
        if typed.command == "save":
            self.save(typed.arg)
        elif typed.command == "settings":
            from gameshelf.tui.store.settings import default_settings_path
            self.console.say(_("Settings are changed in the app (its Settings screen); plain "
                               "mode reads them from {path}.").format(
                                   path=default_settings_path()))
        else:               # help, keys, rules, combos
            topic = typed.arg if typed.command == "help" else typed.command
            self.console.say(self.turns.help(topic))
        return False

    def save(self, name: str = "") -> None:
        """Save the match under `name` (the players and the seed when none is given)."""
        from gameshelf.tui.store.saves import save
        m = self.match
        name = name.strip() or f"{m.names[m.human]} vs {', '.join(m.names[1:])} ({m.seed})"
        try:
            where = save(m, name, self.saves_dir)
        except Exception as err:
            self.console.say(_("Could not save: {error}").format(error=err))
            return
        self.console.say(_("Saved as “{name}” ({path}).").format(name=name, path=where))

    # --- the end ------------------------------------------------------------------------------

    def _stopped(self, stop: Stop) -> int:
        """The player quit or input ended: autosave, say how to go on, exit 0."""
        if not self.match.history:          # as the app: a match no one moved in is not kept
            self.console.say(_("End of input: nothing was played, nothing saved.") if stop.eof
                             else _("Nothing was played, nothing saved."))
            return 0
        self.driver.autosave()
        if stop.eof:
            self.console.say(_("End of input: the match is saved; `continue` resumes it."))
        else:
            self.console.say(_("The match is saved; `continue` resumes it."))
        return 0

    def _over(self) -> int:
        from gameshelf.tui.model.standings import format_standings
        self.driver.record()
        self.console.say(self._over_words())
        self.console.say(format_standings(self.match))
        self._look_back()
        return 0

    def _look_back(self) -> None:
        """After the standings: the hints and take-backs counted, and the player's costliest
        decisions by the hard bot's judge (tui.model.look_back)."""
        from gameshelf.tui.model import hints, takeback
        from gameshelf.tui.model.look_back import can_look_back, look_back_lines
        for line in (takeback.summary_line(self.match), hints.summary_line(self.match)):
            if line:
                self.console.say(line)
        if can_look_back(self.match):
            for line in look_back_lines(self.match):
                self.console.say(line)

    def _over_words(self) -> str:
        """The line a match ends with, in the game's own words (Lunch Money's "The fight is
        over.") or the shell's."""
        from gameshelf.tui.shelf import ui_for
        key = self.match.game_key
        words = ui_for(key).over_words
        return game_translator(key)(words) if words else _("The match is over.")

    def _engine_failed(self, err: EngineFailure) -> int:
        self.console.notice(_("The rules engine failed ({reason}). This is a bug in the game, "
                              "not your doing; your last autosave (the turn before) is kept.")
                            .format(reason=err))
        return EXIT_ENGINE_FAILED
