"""The bots' side of the table. `BotTurns` is a part of `TableScreen`: bots think in a worker
thread, so the screen never freezes, and their moves show paced so a person can follow them."""

from __future__ import annotations

from gameshelf.engine.lunch_money import Action, PlayerView
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.i18n import translator
from gameshelf.tui.model.match import window_seconds
from textual import work

_ = translator("lunch_money")

# Decisions where being asked says nothing about a hand (RULES A1, G2, S1): a bot's answer shows
# after the same wait whether it held a card for it or not.
_WINDOWS = frozenset({K.INTERRUPT, K.DEFEND, K.SECOND_DEFENCE, K.BLOCK_GRAB})


class BotTurns:
    """The bots think and their moves show, paced (a mixin of TableScreen)."""

    @property
    def fast_forward(self) -> bool:
        return self.match.pace == 0 or self.skipping

    @work(thread=True, exclusive=True, group="bots")
    def _think(self, seat: int, view: PlayerView, gen: int) -> None:
        """Bots choose in a worker thread, so the screen never freezes. While fast-forwarding
        (pace 0, or a key skipped ahead) one worker plays bot after bot."""
        while True:
            asked = self.clock()
            # A bot bug must not end the match: the driver plays the default instead, once.
            action = self.driver.bot_action(seat, self.match.bots[seat], view)
            self._wait_out_the_window(view, asked)
            try:
                nxt = self.app.call_from_thread(self._bot_chose, gen, seat, action)
            except RuntimeError:          # the app closed while this bot was thinking
                return
            if nxt is None:
                return
            seat, view = nxt

    def _wait_out_the_window(self, view: PlayerView, asked: float) -> None:
        """A bot's answer to a window shows `window_seconds` after it was asked, or when it has
        thought, whichever is later: a bot holding a Humiliation or a Dodge thinks far longer
        than one holding nothing, and the table must not show the difference."""
        if view.decision.kind not in _WINDOWS or self.fast_forward:
            return
        left = window_seconds(self.match.pace) - (self.clock() - asked)
        if left > 0:
            self.sleep(left)

    def _bot_chose(self, gen: int, seat: int, action: Action
                   ) -> tuple[int, PlayerView] | None:
        """Apply a bot's choice; returns the next bot to think at once, or None to pause. A
        choice that arrives once the app has begun to close is dropped: the screen's widgets
        are being taken down, and the match must stay as it was saved."""
        if (gen != self.gen or self.failure is not None or not self.is_attached
                or not self.app.is_running):
            return None
        try:
            if not self.driver.seat_decides(seat):
                return None
            events = self._apply(action)        # legal: the driver checked it
            d = self.driver.decision()
            # A question for the human shows its keys at once: the move that led to it is
            # already in the log and in the question.
            asked = (d is not None and d.seat == self.human
                     and self._asks_human(d, self.driver.legal()))
        except Exception as err:          # an engine bug: stop here, say so, save nothing
            self._engine_failed(err)
            return None
        if self.failure is not None:
            return None
        if (events is not None and self.fast_forward and d is not None
                and d.seat != self.human and self.timer is None and self.on_top):
            return d.seat, self.driver.view(d.seat)
        visible = bool(events) and not all(isinstance(e, E.CardsDrawn | E.TurnEnded)
                                           for e in events)
        self.schedule(self.match.pace if visible and not self.skipping and not asked else 0)
        return None

    def schedule(self, delay: float) -> None:
        """Go on after `delay` seconds (a key press skips the wait)."""
        if self.timer is not None:
            self.timer.stop()
        if delay <= 0:
            self.timer = None
            self.call_later(self.advance)
        else:
            self.timer = self.set_timer(delay, self.advance)

    def skip(self) -> None:
        """Any key while the bots play: stop waiting, play on to your next decision."""
        self.skipping = True
        if self.timer is not None:
            callback = self._auto_take if self.mode == "idle" and self._human_decides() \
                else self.advance
            self.timer.stop()
            self.timer = None
            callback()
