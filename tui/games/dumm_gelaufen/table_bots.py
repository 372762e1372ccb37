"""The bots' side of Dumm gelaufen!'s table (a mixin of DgTable): a bot thinks in a worker
thread, so a key is never held up while it does (hard thinks up to ~300 ms), and it thinks while
the move before is on show: moves come at the settings' pace, not pace plus thinking. Any key
hurries the bots on to your turn."""

from __future__ import annotations

import time

from gameshelf.tui.widgets.command_line import CommandLine
from textual import work
from textual.events import Key

# Keys that keep their own meaning while the bots play (moving about); any key no table command
# takes hurries the bots.
_MOVING_KEYS = ("up", "down", "tab", "shift+tab", "pageup", "pagedown")


class BotTurns:
    """Bots think off the UI thread, paced; a key hurries them."""

    def start_bot(self, seat: int) -> None:
        """Ask the bot at `seat` for its move (once: its answer comes back on the UI thread)."""
        if self.thinking is None:
            self.thinking = seat
            self._think(seat, self.driver.view(seat), self.gen)

    @work(thread=True, exclusive=True, group="dg-bots")
    def _think(self, seat: int, view, gen: int) -> None:
        # A bot bug must not end the match: the driver plays the default instead, once.
        action = self.driver.bot_action(seat, self.match.bots[seat], view)
        try:
            self.app.call_from_thread(self._bot_chose, gen, seat, action)
        except RuntimeError:              # the app closed while the bot thought
            return

    def _bot_chose(self, gen: int, seat: int, action) -> None:
        """A bot has chosen: its move shows once the last move has been on show for the pace
        (its thinking is part of that wait; at once while hurrying)."""
        self.thinking = None
        if self._stale(gen, seat):
            return
        wait = 0 if self.hurrying else self.shown_at + self.match.pace - time.monotonic()
        self.later(wait, lambda: self._show_bot_move(gen, seat, action))

    def _show_bot_move(self, gen: int, seat: int, action) -> None:
        if self._stale(gen, seat):
            return
        self._apply(action)                 # legal: the driver checked it
        self.refresh_view()
        self.shown_at = time.monotonic()
        self.later(0, self.advance)         # the next bot thinks while this move is on show

    def _stale(self, gen: int, seat: int) -> bool:
        """Whether a bot's choice is for a match left, reloaded or moved on since it was asked."""
        return gen != self.gen or not self.is_attached or not self.driver.seat_decides(seat)

    def later(self, delay: float, then) -> None:
        """Do `then` after `delay` seconds (at once when none is left); a key that hurries the
        bots does it at once."""
        if self.timer is not None:
            self.timer.stop()
        self.timer, self.pending = None, None
        if delay > 0:
            self.pending = then
            self.timer = self.set_timer(delay, self._due)
        else:
            self.call_later(then)

    def _due(self) -> None:
        then, self.timer, self.pending = self.pending, None, None
        if then is not None:
            then()

    def hurry(self) -> None:
        """No more waiting between the bots' moves until it is your turn again."""
        self.hurrying = True
        if self.timer is not None:
            self.timer.stop()
            self._due()

    def bots_playing(self) -> bool:
        d = self.driver.decision()
        return not self.over and d is not None and d.seat != self.match.human

    def on_key(self, event: Key) -> None:
        """While the bots play, a key no table command takes hurries them."""
        if isinstance(self.focused, CommandLine) or not self.bots_playing():
            return
        if event.key not in _MOVING_KEYS and event.key not in self.command_keys():
            event.stop()
            self.hurry()

    def command_keys(self) -> set[str]:
        """The keys of the table's own commands (help, save, …) as the keymap has them now."""
        from gameshelf.tui.games.dumm_gelaufen.table_bindings import COMMANDS
        ids = {b.id for b in COMMANDS}
        chain = next((b.key_to_bindings for node, b in self._binding_chain if node is self), {})
        return {key for key, bindings in chain.items() if any(b.id in ids for b in bindings)} | {
            self.app.COMMAND_PALETTE_BINDING}
