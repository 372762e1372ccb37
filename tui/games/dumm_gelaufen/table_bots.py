"""The bots' side of Dumm gelaufen!'s table (`BotTurns`, an object DgTable owns: `table.bots`):
a bot thinks in a worker
thread, so a key is never held up while it does (hard thinks up to ~300 ms), and it thinks while
the move before is on show: moves come at the settings' pace, not pace plus thinking. Any key
hurries the bots on to your turn."""

from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING

from textual.events import Key

from gameshelf.tui.widgets.command_line import CommandLine

if TYPE_CHECKING:
    from gameshelf.tui.games.dumm_gelaufen.table import DgTable

# Keys that keep their own meaning while the bots play (moving about); any key no table command
# takes hurries the bots.
_MOVING_KEYS = ("up", "down", "tab", "shift+tab", "pageup", "pagedown")


class BotTurns:
    """Bots think off the UI thread, paced; a key hurries them. It plays on the table it is
    given (whose timer, pace and `gen` it keeps to)."""

    def __init__(self, table: DgTable) -> None:
        self.table = table

    def start_bot(self, seat: int) -> None:
        """Ask the bot at `seat` for its move (once: its answer comes back on the UI thread)."""
        if self.table.thinking is None:
            self.table.thinking = seat
            view = self.table.driver.view(seat)
            self.table.run_worker(partial(self._think, seat, view, self.table.gen),
                                  name="_think", group="dg-bots", exclusive=True, thread=True)

    def _think(self, seat: int, view, gen: int) -> None:
        # A bot bug must not end the match: the driver plays the default instead, once.
        action = self.table.driver.bot_action(seat, self.table.match.bots[seat], view)
        try:
            self.table.app.call_from_thread(self._bot_chose, gen, seat, action)
        except RuntimeError:              # the app closed while the bot thought
            return

    def _bot_chose(self, gen: int, seat: int, action) -> None:
        """A bot has chosen: its move shows once the last move has been on show for the pace
        (its thinking is part of that wait; at once while hurrying)."""
        if gen == self.table.gen:         # a take-back since: a newer bot may be thinking
            self.table.thinking = None
        if self._stale(gen, seat):
            return
        wait = 0 if self.table.hurrying else self.table.shown_at + self.table.match.pace - time.monotonic()
        self.later(wait, lambda: self._show_bot_move(gen, seat, action))

    def _show_bot_move(self, gen: int, seat: int, action) -> None:
        if self._stale(gen, seat):
            return
        self.table._apply(action)                 # legal: the driver checked it
        self.table.refresh_view()
        self.table.shown_at = time.monotonic()
        self.later(0, self.table.advance)         # the next bot thinks while this move is on show

    def _stale(self, gen: int, seat: int) -> bool:
        """Whether a bot's choice is for a match left, reloaded or moved on since it was asked."""
        return gen != self.table.gen or not self.table.is_attached or not self.table.driver.seat_decides(seat)

    def later(self, delay: float, then) -> None:
        """Do `then` after `delay` seconds (at once when none is left); a key that hurries the
        bots does it at once."""
        if self.table.timer is not None:
            self.table.timer.stop()
        self.table.timer, self.table.pending = None, None
        if delay > 0:
            self.table.pending = then
            self.table.timer = self.table.set_timer(delay, self._due)
        else:
            self.table.call_later(then)

    def _due(self) -> None:
        then, self.table.timer, self.table.pending = self.table.pending, None, None
        if then is not None:
            then()

    def hurry(self) -> None:
        """No more waiting between the bots' moves until it is your turn again."""
        self.table.hurrying = True
        if self.table.timer is not None:
            self.table.timer.stop()
            self._due()

    def bots_playing(self) -> bool:
        d = self.table.driver.decision()
        return not self.table.over and d is not None and d.seat != self.table.match.human

    def key(self, event: Key) -> None:
        """While the bots play, a key no table command takes hurries them."""
        if isinstance(self.table.focused, CommandLine) or not self.bots_playing():
            return
        if event.key not in _MOVING_KEYS and event.key not in self.command_keys():
            event.stop()
            self.hurry()

    def command_keys(self) -> set[str]:
        """The keys of the table's own commands (help, save, …) as the keymap has them now."""
        from gameshelf.tui.games.dumm_gelaufen.table_bindings import COMMANDS
        from gameshelf.tui.screens.game_table import TABLE_KEYS
        ids = {b.id for b in (*COMMANDS, *TABLE_KEYS)}
        from gameshelf.tui.app.deviations import own_key_bindings
        chain = own_key_bindings(self.table)
        return {key for key, bindings in chain.items() if any(b.id in ids for b in bindings)} | {
            self.table.app.COMMAND_PALETTE_BINDING}
