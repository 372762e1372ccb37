"""What every game's table screen is to the shell: a screen playing one match, which offers
its own commands to the palette. The app finds "the match in play" through this class, never
through one game's table."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.binding import Binding
from textual.screen import Screen

from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.screens.relabel import LanguageChanged

if TYPE_CHECKING:
    from gameshelf.tui.model.match import Match

_ = translator("shell")


# Every table's own keys: table talk (at a hosted table; a solo one says what it is for).
TABLE_KEYS = (Binding("apostrophe", "talk", N_("Talk at the table"), id="table.talk"),)


class GameTable(Screen):
    """A game's table. Subclasses set `self.match` and list their palette commands."""

    BINDINGS = list(TABLE_KEYS)

    match: Match
    driver: Any                     # what moves the match on (tui.model.driver.Driver)

    def table_commands(self) -> list[tuple[str, str, str]]:
        """(title, help, action name) per command the palette offers while this table is up."""
        return []

    def on_language_changed(self, message: LanguageChanged) -> None:
        """Settings changed the language during the match: the table's words follow at once
        (the log's new lines follow through the narrator: tui.narration.speak_in)."""
        from gameshelf.tui.screens.steady import on_stack
        if on_stack(self) and getattr(self, "ready", True):
            self.relabel()

    def relabel(self) -> None:
        """Show the table's own words in the current language (a game's table redraws them)."""

    # --- take-backs (tui.screens.take_back): a game's table calls remember_choice() just
    # before it applies the human's own choice, and says how it stops and plays on.

    def remember_choice(self) -> None:
        """Keep where the match stands, for a take-back of the choice about to be applied."""
        from gameshelf.tui.screens.take_back import remember_choice
        remember_choice(self)

    # --- a seat at a hosted table (tui.net.remote): the host keeps the match, friends talk

    @property
    def hosted(self) -> bool:
        """Whether this table plays a seat at a friend's hosted table."""
        return bool(getattr(getattr(self, "driver", None), "hosted", False))

    def refused_when_hosted(self) -> bool:
        """At a hosted table, say that the host keeps the match (saves, take-backs) and True."""
        if self.hosted:
            self.log_note(_("The host keeps this match: saving and taking back are theirs."))
        return self.hosted

    def table_talk(self, text: str) -> bool:
        """A typed `say …` or `taunt [N]` at a hosted table: sent to everyone at the table
        (`taunt` alone lists the game's taunts in the fight log). Whether the line was table
        talk."""
        from gameshelf.tui.narration.taunts import TAUNT_WORDS
        word, _space, rest = text.strip().partition(" ")
        if not self.hosted or word.lower() not in {"say", "/say", *TAUNT_WORDS}:
            return False
        if word.lower() in TAUNT_WORDS:
            self._taunt(rest.strip())
        elif rest.strip():
            self.driver.say(rest.strip())           # a RemoteDriver's (tui.net.remote)
        return True

    def action_talk(self) -> None:
        """The table-talk key (`'`): the command line opens with `say ` typed, for a line to
        everyone at a hosted table (`taunt` there lists the canned ones)."""
        from gameshelf.tui.widgets.command_line import CommandLine
        if not self.hosted:
            self.log_note(_("Table talk is for hosted tables: host one, or join a friend's, "
                            "from the title screen."))
            return
        line = self.query_one(CommandLine)
        line.value = "say "
        line.cursor_position = len(line.value)
        line.focus()

    def _taunt(self, number: str) -> None:
        """Send taunt `number`, or list the taunts, numbered, when it names none."""
        from gameshelf.tui.narration.taunts import taunt_lines
        lines = taunt_lines(self.match.game_key, self.match.lang, self.match.templates)
        if number.isdigit() and 1 <= int(number) <= len(lines):
            self.driver.taunt(int(number))
        elif not lines:
            self.log_note(_("This game has no taunts."))
        else:
            self.log_note(_("Taunts: type `taunt N` to send one."))
            for n, line in enumerate(lines, 1):
                self.log_note(f"{n}. {line}")

    def action_take_back(self) -> None:
        """Take back your last decision (the `u` key, the typed `undo`)."""
        if self.refused_when_hosted():
            return
        from gameshelf.tui.screens.take_back import take_back
        take_back(self)

    def action_hint(self) -> None:
        """What the hard bot would play now and why, from your view only (the `t` key, the
        typed `hint`): one line in the fight log (tui.model.hints), worked out in a thread (a
        search of a tenth of a second should not freeze the table) and dropped if the match
        has moved on meanwhile."""
        from gameshelf.tui.model.hints import your_view
        if your_view(self.match) is None:
            from gameshelf.tui.i18n import translator
            self.log_note(translator("shell")("No hint now: it is not your decision."))
            return
        self.run_worker(self._work_out_hint, thread=True, group="hint", exclusive=True)

    def _work_out_hint(self) -> None:
        from gameshelf.tui.model.hints import hint_line
        moves = len(getattr(self.match, "history", ()))
        line = hint_line(self.match)
        if line is not None:
            self.app.call_from_thread(self._show_hint, line, moves)

    def _show_hint(self, line: str, moves: int) -> None:
        if len(getattr(self.match, "history", ())) == moves and self.is_attached:
            self.log_note(line)

    def log_mark(self) -> int:
        """How far the fight log has been written at the end (FightLog.appended)."""
        from gameshelf.tui.widgets.fight_log import FightLog
        return self.query_one(FightLog).appended

    def log_note(self, text: str) -> None:
        """One line of the table's own in the fight log."""
        from gameshelf.tui.widgets.fight_log import FightLog
        self.query_one(FightLog).note(text)

    def stop_for_take_back(self) -> None:
        """Stop the bots and any wait (a game's table stops its own)."""

    def play_on_after_take_back(self) -> None:
        """Show the match as it now stands and play on (a game's table does its own)."""
