"""A seat at a hosted table behind the solo table's driver, so the Textual table screens play a
remote match the way they play a solo one (issue 30: "the networked table behind the same
driver the solo table uses").

The host keeps the authoritative match; this end keeps a `Match` whose state is a sample
drawn from this seat's view (`Game.sample_state`: a state the seat cannot tell from the real
one), drawn again at every view the host sends, so the table screens ask the engine what they
always ask (legal actions, whose decision) and get this seat's answers. The other seats are
`HostSeat`s: a table asks one for its move as it asks a bot (in a worker thread), and it
answers with the host's next `Batch` (the events as this seat may see them, and the view that
follows), which `RemoteDriver.apply` installs and narrates. The player's own action goes to
the host and comes back as a batch too, so every line is told once, in order.

`Pump` runs the connection (tui.net.client.Client) on an asyncio loop of its own thread: what
the host sends lands in a queue the table's worker reads; what the player does is sent from
the table's thread. Table talk and drops go to the fight log the moment they arrive. When the
connection drops during the match, the pump tries to get back to the seat with its secret for
`REJOIN_FOR` seconds (the host lets a bot play the seat meanwhile), and the fight log says so;
the table goes on from the host's view once it is back.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gameshelf.engine.core import IllegalAction
from gameshelf.engine.core.legality import listed
from gameshelf.tui.i18n import translator
from gameshelf.tui.model.driver import Driver, Move
from gameshelf.tui.model.match import Match
from gameshelf.tui.net import wire
from gameshelf.tui.net.client import Client, Gone, seat_back
from gameshelf.tui.net.guard import clean_line

_ = translator("shell")

WAIT_STEP = 0.5          # seconds a worker waits on the inbox before it looks again
TALK_REFUSALS = frozenset({"talk_too_fast", "empty_talk", "no_taunt"})   # of `say` only
REJOIN_FOR = 60.0        # seconds a dropped seat keeps trying to get back to its table
REJOIN_EVERY = 2.0       # seconds between two tries


@dataclass
class Batch:
    """What the host told between two views: the events this seat saw, the view after them
    (None when the host refused our action or the table ended), the end of the match."""

    events: tuple = ()
    view: Any = None
    at: int = -1
    default: Any = None
    over: dict[str, Any] | None = None
    refused: dict[str, Any] | None = None
    gone: str = ""                     # the connection ended, and why


class Pump:
    """The connection to the host on a thread of its own; the host's messages in a queue."""

    def __init__(self, client: Client, *, rejoin_for: float = REJOIN_FOR,
                 rejoin_every: float = REJOIN_EVERY) -> None:
        self.client = client
        self.inbox: queue.Queue[dict[str, Any] | Gone] = queue.Queue()
        # Told at once, in this thread, once a table listens: talk, who dropped, and this
        # seat's own connection ("link": lost, back).
        self.on_talk: Callable[[dict[str, Any]], None] | None = None
        self.code, self.lang = "", "en"
        self.rejoin_for, self.rejoin_every = rejoin_for, rejoin_every
        self.closing = False             # closed on purpose: a drop is no reason to come back
        self.closed = False              # `close` has begun: the connection is ours no more
        self._closing = threading.Lock()
        self.ended = False               # the match is over: nothing to come back to
        self.stopped = False             # the host quit before the end (and may host it again)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True,
                                       name="table-connection")
        self.thread.start()

    def call(self, coro, timeout: float | None = 10.0) -> Any:
        """Run `coro` on the connection's loop and wait for its result."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def send_soon(self, coro) -> None:
        """Run `coro` on the connection's loop without waiting (an action, a line of talk)."""
        asyncio.run_coroutine_threadsafe(coro, self.loop)

    def join(self, code: str, name: str, lang: str, secret: str = "") -> None:
        """Connect, ask for a seat, and start reading (Gone when the host is not there)."""
        self.code, self.lang = code, lang
        self.call(self.client.connect())
        self.call(self.client.join(code, name, lang, secret))
        self.send_soon(self._read())

    async def _read(self) -> None:
        while True:
            try:
                message = await self.client.receive()
            except Gone as gone:
                if await self._rejoin():
                    continue
                self.inbox.put(Gone(_("The host stopped the match.")) if self.stopped else gone)
                return
            if message.get("type") == "over" and message.get("reason") == "stopped":
                self.stopped = True     # the host quit mid-match: it may host it again
                continue
            if message.get("type") == "over":
                self.ended = True
            self._hand_on(message)

    def _hand_on(self, message: dict[str, Any]) -> None:
        """Talk and table news to the listening table at once (a refused line of talk with
        them: it must never read as the answer to an action), the rest to the inbox."""
        kind = message.get("type")
        talk = kind in ("said", "table", "link") or (
            kind == "refused" and message.get("reason") in TALK_REFUSALS)
        if self.on_talk is not None and talk:
            self.on_talk(message)
        else:
            self.inbox.put(message)

    async def _rejoin(self) -> bool:
        """After a drop in the match: connect again and take the seat back with its secret,
        trying every `rejoin_every` seconds for `rejoin_for`; whether the seat is back."""
        old = self.client
        if self.closing or self.ended or old.seated is None or not old.secret:
            return False
        self._hand_on({"type": "link", "state": "lost"})
        with contextlib.suppress(Exception):        # what is left of the dead connection
            await old.close()
        came = await seat_back(old, self.code, self.lang, seconds=self.rejoin_for,
                               every=self.rejoin_every, stop=lambda: self.closing)
        if came is None:
            return False
        self.client, first = came
        self._hand_on(first)
        self._hand_on({"type": "link", "state": "back"})
        return True

    def close(self) -> None:
        """Close the connection and its thread (waiting a few seconds at most); whoever waits
        on the inbox hears that the connection is gone. Closing again does nothing."""
        with self._closing:
            if self.closed:
                return
            self.closing = self.closed = True
        self.inbox.put(Gone(_("You left the table.")))
        with contextlib.suppress(Exception):    # closing a connection that is gone already
            self.call(self.client.close(), timeout=3)
        self.loop.call_soon_threadsafe(self.loop.stop)

    def close_soon(self) -> None:
        """`close` without waiting for it: from the app's own thread, as a table goes."""
        threading.Thread(target=self.close, daemon=True, name="table-closing").start()


@dataclass
class Waiting:
    """The decision while the host has not yet answered the player's action: someone else's
    (`seat`), so the table waits for the host's batch as it waits for a bot."""

    seat: int
    kind: str = "waiting"


@dataclass
class HostSeat:
    """Another seat (a friend's or a host bot's): its "move" is the host's next batch."""

    remote: RemoteDriver

    def choose(self, _view: Any) -> Batch:
        return self.remote.next_batch()


class RemoteDriver(Driver):
    """The driver of a seat at a hosted table (see the module's docstring)."""

    hosted = True                       # the host keeps the match: no saves, no take-backs here

    def __init__(self, match: Match, pump: Pump, first: Batch, *,
                 note: Callable[[str], None] | None = None, **kw: Any) -> None:
        """`note`: tells a line of table talk in the fight log (from any thread)."""
        super().__init__(match, **kw)
        self.pump = pump
        self.note = note or (lambda text: self.notify(text))
        pump.on_talk = self.hear
        self.host_view: Any = None
        self.at, self.default = 0, None
        self.over: dict[str, Any] | None = None
        self.pending = False            # our action is sent; the host has not answered yet
        self.sent_at = -1               # the view our last action answered (its `at`)
        self.lost = ""                  # the connection ended, and why
        for seat in range(len(match.names)):
            if seat != match.human:
                match.bots[seat] = HostSeat(self)
        self.install(first.view, first.at, first.default)

    # --- where the match is, as the host last said ------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.over is not None or bool(self.lost)

    def decision(self):
        if self.is_over:
            return None
        if self.pending:
            return Waiting(self._someone_else())
        return getattr(self.host_view, "decision", None)

    def _someone_else(self) -> int:
        human = self.match.human
        return next(s for s in range(len(self.match.names)) if s != human)

    def legal(self):
        return tuple(getattr(self.host_view, "legal", ()))

    def view(self, seat: int | None):
        return self.host_view

    def default_action(self) -> Any:
        return self.default

    # --- moving on ----------------------------------------------------------------------------

    def bot_action(self, seat: int, bot: Any, view: Any = None) -> Any:
        """Another seat's move: the host's next batch (blocks: a table's worker thread)."""
        return bot.choose(view)

    def is_legal(self, action: Any) -> bool:
        return isinstance(action, Batch) or super().is_legal(action)

    def apply(self, action: Any) -> Move:
        if isinstance(action, Batch):
            return self._take(action)
        if self.pending or not self.seat_decides(self.match.human):
            raise IllegalAction(_("Wait: it is not your turn to choose."))
        legal = self.legal()
        chosen = listed(legal, self.same_action(legal, action) or action)
        if chosen is None:
            raise IllegalAction(_("That is not one of the choices."))
        self.pending = True
        self.sent_at = self.pump.client.at
        self.pump.send_soon(self.pump.client.act(chosen))
        return Move(chosen, (), [], False)

    def next_batch(self) -> Batch:
        """Everything the host says up to its next view (or refusal, or the end)."""
        batch_events: list = []
        older: dict[str, Any] | None = None
        while True:
            try:
                message = self.pump.inbox.get(timeout=WAIT_STEP)
            except queue.Empty:
                continue
            if isinstance(message, Gone):
                return Batch(tuple(batch_events), gone=str(message))
            kind = message.get("type")
            if kind == "events":
                batch_events += message["decoded"]
            elif kind == "view" and self.pending and message["at"] <= self.sent_at:
                older = message     # the view our action answered (a come-back sends it again)
            elif kind == "view":
                return Batch(tuple(batch_events), message["decoded"], message["at"],
                             self.pump.client.default)
            elif kind == "over":
                return Batch(tuple(batch_events), over=message)
            elif kind == "refused" and message.get("reason") in TALK_REFUSALS:
                self.hear(message)
            elif kind == "refused":
                if older is None:
                    return Batch(tuple(batch_events), refused=message)
                return Batch(tuple(batch_events), older["decoded"], older["at"],
                             self.pump.client.default, refused=message)
            else:
                self.hear(message)

    def _take(self, batch: Batch) -> Move:
        """Install the host's batch: its view (a fresh sample of the state behind it), its
        events narrated from this seat."""
        if batch.view is not None:
            self.install(batch.view, batch.at, batch.default)
        self.pending = False
        if batch.over is not None:
            self.over = batch.over
        if batch.gone:
            self.lost = batch.gone
            self.notify(_("The table is gone: {why}").format(why=batch.gone),
                        severity="error", timeout=10)
        if batch.refused is not None:
            reason = batch.refused.get("reason")
            why = _(wire.REASONS[reason]) if reason in wire.REASONS else \
                str(batch.refused.get("text", ""))
            self.notify(_("The host refused: {why}").format(why=why), severity="warning")
        opening = self.opening_lines() if self.opening_due else []
        if batch.events:
            self.match.history.append((None, batch.events))
        lines = opening + self.narrate(batch.events)
        return Move(None, batch.events, lines, self.game.ends_turn(batch.events))

    def install(self, view: Any, at: int, default: Any) -> None:
        """The host's latest view, and the state this seat samples behind it."""
        self.host_view, self.at, self.default = view, at, default
        self.match.state = self.game.sample_state(view, self.match.seed + at)

    def hear(self, message: dict[str, Any]) -> None:
        """Table talk and who dropped, told the moment they arrive."""
        kind = message.get("type")
        if kind == "said":
            text = str(message.get("text", ""))
            number = message.get("taunt")
            if isinstance(number, int):
                from gameshelf.tui.narration.taunts import taunt
                text = taunt(self.match.game_key, self.match.lang, number,
                             self.match.templates) or text
            self.note(f"{clean_line(str(message.get('name', '')))}: {clean_line(text)}")
        elif kind == "refused":                     # a line of talk (TALK_REFUSALS)
            reason = message.get("reason")
            self.note(_(wire.REASONS[reason]) if reason in wire.REASONS else
                      clean_line(str(message.get("text", ""))))
        elif kind == "link":
            lost = message.get("state") == "lost"
            self.note(_("Your connection to the table dropped: trying to get back to your "
                        "seat…") if lost else
                      _("Back at the table. What happened while you were away is not told."))
        elif kind == "table":
            for p in message.get("players", ()):
                if not p.get("connected"):
                    words = (_("A bot plays for {name} until they are back.") if
                             p.get("stand_in") else _("{name} dropped; their seat waits for "
                                                      "them."))
                    self.note(words.format(name=clean_line(str(p.get("name", "")))))

    # --- keeping: the host keeps the match ----------------------------------------------------

    def leave(self) -> None:
        """The table goes: let go of the connection, so the host plays this seat by a bot
        after its wait (joining again takes it back), and a worker waiting for the host's
        next batch is told at once (else quitting would wait for another seat's move)."""
        self.pump.close_soon()

    def autosave(self) -> None:
        """Nothing: the host saves a hosted match (`host --save`)."""

    def record(self) -> None:
        """Count the finished match in this player's stats, from their seat (against the
        host's bots: the stats keep a record per persona), when the final view tells who won."""
        if self.keeper is not None and self.game.outcome(self.match.state) is not None:
            self.keeper.record(self.match, self.notify)

    def say(self, text: str) -> None:
        """A line of table talk from the player."""
        self.pump.send_soon(self.pump.client.say(text))

    def taunt(self, number: int) -> None:
        """Canned taunt `number` from the player: each reader sees it in their own language."""
        self.pump.send_soon(self.pump.client.taunt(number))


def sit_down(address: str, code: str, name: str, lang: str, secret: str = "", *,
             opened: Callable[[Pump], None] = lambda pump: None, folder: str | None = None,
             **seat: Any) -> tuple[Pump, Match, Batch]:
    """Join the table at `address` with `code` and wait for the deal (`seat_match`, given
    `seat`'s keywords): the connection, the seat's match and its first view. Without a
    `secret`, the one this player was given at that table before (tui.store.seats) takes the
    seat back; one the host no longer knows is forgotten and the player joins anew. The seat
    it ends in is remembered. `opened` is told each new connection (to close it from
    elsewhere); `folder`: the data folder. Gone when the host refuses or is not there."""
    from gameshelf.tui.store.seats import forget_seat, remember_seat, remembered_secret
    remembered = "" if secret else remembered_secret(address, code, folder)
    tries = [remembered, ""] if remembered else [secret]
    for given in tries:
        pump = Pump(Client(address))
        opened(pump)
        try:
            pump.join(code, name, lang, given)
            match, first = seat_match(pump, lang, **seat)
        except Gone as gone:
            pump.close()
            if given and given == remembered and gone.reason in ("bad_secret", "started"):
                forget_seat(address, code, folder)
                continue
            raise
        except BaseException:
            pump.close()
            raise
        remember_seat(address, code, pump.client.secret, folder)
        return pump, match, first
    raise Gone(_("The table is gone."))


def seat_match(pump: Pump, lang: str, *, templates: str | None = None,
               game_settings: Callable[[str], dict[str, Any]] | None = None,
               say: Callable[[str], None] = print) -> tuple[Match, Batch]:
    """Wait in the lobby (telling `say` who joins) until the host deals the match and sends
    this seat its first view; the `Match` this seat plays and that first view. Gone when the
    host refuses us or goes away first. `game_settings`: (game key) -> the player's own table
    settings of that game (which questions stop play)."""
    from gameshelf.tui.i18n import format_list
    while True:
        message = pump.inbox.get()
        if isinstance(message, Gone):
            raise message
        kind = message.get("type")
        if kind == "seat":
            say(_("You joined {title} as {name}.").format(title=message["title"],
                                                         name=message["name"]))
            say(_("Your seat's secret, to come back if you drop: {secret}")
                .format(secret=message["secret"]))
        elif kind == "lobby":
            seats = _.n("{n} seat open", "{n} seats open", message["open"]).format(
                n=message["open"])
            say(_("At the table: {names}; {seats} (bots fill them when the host starts).")
                .format(names=format_list(message["joined"]), seats=seats))
        elif kind == "refused":
            reason = message.get("reason")
            why = _(wire.REASONS[reason]) if reason in wire.REASONS else message.get("text", "")
            raise Gone(_("The host refused: {why}").format(why=why), str(reason or ""))
        elif kind == "view":
            break
    seated = pump.client.seated
    assert seated is not None            # "start" comes before the first view
    view = message["decoded"]
    first = Batch((), view, message["at"], pump.client.default)
    game_key = seated.game_key
    from gameshelf.engine import find_game
    game = find_game(game_key)
    n = len(seated.names)
    match = Match(state=game.sample_state(view, seated.narration_seed), names=seated.names,
                  personas=seated.personas, difficulty="normal", lang=lang,
                  seed=seated.narration_seed, human=seated.seat, bot_seeds=("",) * n,
                  pace=0.0, game_settings=dict(game_settings(game_key) if game_settings else {}), templates=templates,
                  bots={s: None for s in range(n) if s != seated.seat}, game_key=game_key,
                  narrate_fresh=True, hosted=True)
    return match, first
