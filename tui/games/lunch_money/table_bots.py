"""The bots' side of the table. `BotTurns` is an object `TableScreen` owns (`table.bots`): bots
think in a worker thread, so the screen never freezes, and their moves show paced so a person
can follow them."""

from __future__ import annotations

import time
from functools import partial
from typing import TYPE_CHECKING

from gameshelf.engine.lunch_money import Action, PlayerView
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.games.lunch_money.modes import Mode
from gameshelf.tui.i18n import translator
from gameshelf.tui.model.match import window_seconds

if TYPE_CHECKING:
    from gameshelf.tui.games.lunch_money.table import TableScreen

_ = translator("lunch_money")

# Decisions where being asked says nothing about a hand (RULES A1, G2, S1): a bot's answer shows
# after the same wait whether it held a card for it or not.
_WINDOWS = frozenset({K.INTERRUPT, K.DEFEND, K.SECOND_DEFENCE, K.BLOCK_GRAB})


class BotTurns:
    """The bots think and their moves show, paced. It plays on the table it is given: its
    match, driver and timer, and the table's own `_apply`, `advance` and questions."""

    def __init__(self, table: TableScreen) -> None:
        self.table = table
        self.clock, self.sleep = time.monotonic, time.sleep    # a bot's window wait (tests fake)

    @property
    def fast_forward(self) -> bool:
        return self.table.match.pace == 0 or self.table.skipping

    def think(self, seat: int, view: PlayerView, gen: int) -> None:
        """Ask the bot at `seat` for its move, in a worker thread (one at a time: a newer
        question replaces an older one)."""
        self.table.run_worker(partial(self._think, seat, view, gen), name="_think",
                              group="bots", exclusive=True, thread=True)

    def _think(self, seat: int, view: PlayerView, gen: int) -> None:
        """Bots choose in a worker thread, so the screen never freezes. While fast-forwarding
        (pace 0, or a key skipped ahead) one worker plays bot after bot."""
        table = self.table
        while True:
            asked = self.clock()
            # A bot bug must not end the match: the driver plays the default instead, once.
            action = table.driver.bot_action(seat, table.match.bots[seat], view)
            self._wait_out_the_window(view, asked)
            try:
                nxt = table.app.call_from_thread(self._bot_chose, gen, seat, action)
            except RuntimeError:          # the app closed while this bot was thinking
                return
            if nxt is None:
                return
            seat, view = nxt

    def _wait_out_the_window(self, view: PlayerView, asked: float) -> None:
        """A bot's answer to a window shows `window_seconds` after it was asked, or when it has
        thought, whichever is later: a bot holding a Humiliation or a Dodge thinks far longer
        than one holding nothing, and the table must not show the difference."""
        assert view.decision is not None    # a bot thinks only when it has a decision
        if view.decision.kind not in _WINDOWS or self.fast_forward:
            return
        left = window_seconds(self.table.match.pace) - (self.clock() - asked)
        if left > 0:
            self.sleep(left)

    def _bot_chose(self, gen: int, seat: int, action: Action
                   ) -> tuple[int, PlayerView] | None:
        """Apply a bot's choice; returns the next bot to think at once, or None to pause. A
        choice that arrives once the app has begun to close is dropped: the screen's widgets
        are being taken down, and the match must stay as it was saved."""
        t = self.table
        if (gen != t.gen or t.failure is not None or not t.is_attached
                or not t.app.is_running):
            return None
        try:
            if not t.driver.seat_decides(seat):
                return None
            events = t._apply(action)        # legal: the driver checked it
            d = t.driver.decision()
            # A question for the human shows its keys at once: the move that led to it is
            # already in the log and in the question.
            asked = (d is not None and d.seat == t.human
                     and t._asks_human(d, t.driver.legal()))
        except Exception as err:          # an engine bug: stop here, say so, save nothing
            t._engine_failed(err)
            return None
        if t.failure is not None:
            return None
        if (events is not None and self.fast_forward and d is not None
                and d.seat != t.human and t.timer is None and t.on_top):
            return d.seat, t.driver.view(d.seat)
        visible = events is not None and any(not isinstance(e, E.CardsDrawn | E.TurnEnded)
                                             for e in events)
        self.schedule(t.match.pace if visible and not t.skipping and not asked else 0)
        return None

    def schedule(self, delay: float) -> None:
        """Go on after `delay` seconds (a key press skips the wait)."""
        t = self.table
        if t.timer is not None:
            t.timer.stop()
        if delay <= 0:
            t.timer = None
            t.call_later(t.advance)
        else:
            t.timer = t.set_timer(delay, t.advance)

    def skip(self) -> None:
        """Any key while the bots play: stop waiting, play on to your next decision."""
        t = self.table
        t.skipping = True
        if t.timer is not None:
            callback = t._auto_take if t.mode == Mode.IDLE and t._human_decides() \
                else t.advance
            t.timer.stop()
            t.timer = None
            callback()
