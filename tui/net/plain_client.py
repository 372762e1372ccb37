"""`gameshelf join ADDRESS CODE` as plain text: the fight log narrated from the joiner's own
seat, in their language, as lines; the questions and typed commands of the plain mode
(tui.plain: the game's TextTurns and the Asker), answered to the host over the wire. `say …`
talks to the table at any moment.

Lines are read by one thread for the whole session: a `say` line is sent at once, any other
goes to the question being asked (typed while none is asked at a terminal, it is told to wait;
from a pipe it waits for the next question, so a script can play a whole match).
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gameshelf.tui.i18n import format_list, translator
from gameshelf.tui.model.match import window_seconds
from gameshelf.tui.narration.taunts import TAUNT_WORDS
from gameshelf.tui.net import wire
from gameshelf.tui.net.client import Client, Gone, Seated, seat_back
from gameshelf.tui.net.remote import REJOIN_EVERY, REJOIN_FOR
from gameshelf.tui.plain.ask import Typed
from gameshelf.tui.plain.asking import Asker, Stop
from gameshelf.tui.plain.console import Console

_ = translator("shell")

EXIT_REFUSED = 1        # the host would not let us in, or went away before the end
SAY = ("say ", "/say ")
JOIN_WAIT = 10.0        # seconds a taunt typed before joining waits to learn the game


@dataclass
class Seat:
    """What a game's TextTurns reads of "the match" at a remote table: whose seat, the names,
    the player's own settings for the game's questions."""

    game_key: str
    human: int
    names: tuple[str, ...]
    personas: tuple[str | None, ...]
    lang: str
    seed: int
    templates: str | None = None
    game_settings: dict[str, Any] = field(default_factory=dict)
    pace: float = 0.0


class Lines(Console):
    """The console whose `read` takes the lines the reader thread hands to the question."""

    def __init__(self, console: Console) -> None:
        super().__init__(console.out, console.inp, console.err)
        self.lines: queue.Queue[str | None] = queue.Queue()

    def read(self) -> str | None:
        line = self.lines.get()
        if line is not None and not self.interactive:
            self.say(f"> {line}")
        return line


class PlainClient:
    """One player at a hosted table, as lines."""

    def __init__(self, client: Client, console: Console, *, lang: str = "en",
                 templates: str | None = None,
                 game_settings: Callable[[str], dict[str, Any]] | None = None,
                 on_seat: Callable[[str], None] | None = None,
                 rejoin_for: float = REJOIN_FOR, rejoin_every: float = REJOIN_EVERY) -> None:
        """`on_seat`: told the seat's secret when the host gives (or gives back) a seat.
        `rejoin_for`, `rejoin_every`: how long, and how often, a dropped connection tries to
        get back to the seat."""
        self.client, self.lang, self.templates = client, lang, templates
        self.code = ""
        self.rejoin_for, self.rejoin_every = rejoin_for, rejoin_every
        self.ended = False                # the host said the match is over
        self.stopped = False              # the host quit before the end (and may host it again)
        self.coming_back = False          # seated again after a drop: the host tells it anew
        self.on_seat = on_seat
        self.refused = ""                 # why the host sent us away (a wire.REASONS key)
        self.console = Lines(console)
        # (game key) -> the player's own table settings of that game (which questions stop)
        self.game_settings = game_settings or (lambda _key: {})
        self.seat: Seat | None = None
        self.game_key = ""                # the table's game, once seated ("seat")
        self.joined = threading.Event()   # set once seated: the game (and its taunts) known
        self.turns: Any = None
        self.narrator: Any = None
        self.asking = threading.Event()
        self.rest: Any = None             # what is left of a typed line (Typed.rest)
        self.outcome: dict[str, Any] | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.asked_at = -1                # the move whose question is answered already

    # --- the session --------------------------------------------------------------------------

    async def play(self, code: str, name: str = "", secret: str = "") -> int:
        """Join and play until the match is over (0), input ends or the player quits (0: a bot
        takes the seat), or the host refuses or goes away (EXIT_REFUSED)."""
        self.loop = asyncio.get_running_loop()
        self.code = code
        try:
            await self.client.connect()
            await self.client.join(code, name, self.lang, secret)
            self._start_reading()
            inbox: asyncio.Queue[dict[str, Any] | Gone] = asyncio.Queue()
            pump = asyncio.create_task(self._pump(inbox))
            try:
                while True:
                    message = await inbox.get()
                    if isinstance(message, Gone):
                        raise message
                    done = await self._handle(message)
                    if done is not None:
                        return done
            finally:
                pump.cancel()
        except Gone as gone:
            self.console.notice(_("The table is gone: {why}").format(why=gone))
            return EXIT_REFUSED
        finally:
            self.console.lines.put(None)       # a question still open ends
            await self.client.close()

    async def _pump(self, inbox: asyncio.Queue[dict[str, Any] | Gone]) -> None:
        """Read the host's messages all the time, also while the player thinks: reading is
        what answers the host's pings, so a player who takes a minute is not dropped."""
        while True:
            try:
                message = await self.client.receive()
            except Gone as gone:
                back = await self._rejoin()
                if back is None:
                    await inbox.put(Gone(_("The host stopped the match.")) if self.stopped
                                    else gone)
                    return
                message = back
            if message.get("type") == "over" and message.get("reason") == "stopped":
                self.stopped = True     # the host quit mid-match: it may host it again
                continue
            if message.get("type") == "over":
                self.ended = True
            await inbox.put(message)

    async def _rejoin(self) -> dict[str, Any] | None:
        """After a drop in the match: connect again and take the seat back with its secret,
        trying every `rejoin_every` seconds for `rejoin_for`; the host's first answer once the
        seat is back, None when it is not (the host refused, or is gone for good)."""
        old = self.client
        if not self._may_come_back():
            return None
        self.console.notice(_("Your connection to the table dropped: trying to get back to "
                              "your seat…"))
        came = await seat_back(old, self.code, self.lang, seconds=self.rejoin_for,
                               every=self.rejoin_every)
        if came is None:
            return None
        self.client, first = came
        self.coming_back = True
        self.asked_at = -1                      # an answer lost in the drop: asked again
        with contextlib.suppress(Exception):   # what is left of the dead connection
            await old.close()
        self.console.notice(_("Back at the table. What happened while you were away is not "
                              "told."))
        return first

    def _start_reading(self) -> None:
        threading.Thread(target=self._read_lines, daemon=True).start()

    def _read_lines(self) -> None:
        """The reader thread: every line typed or piped in, to talk or to the question."""
        inp = self.console.inp
        while True:
            line = inp.readline()
            if not line:
                self.console.lines.put(None)
                return
            line = line.rstrip("\r\n")
            if line.lower().startswith(SAY):
                self._call(self.client.say(line.split(" ", 1)[1]))
            elif line.split()[:1] and line.split()[0].lower() in TAUNT_WORDS:
                self._taunt_line(line.split()[1:])
            elif self.asking.is_set() or not self.console.interactive:
                self.console.lines.put(line)
            elif line.strip():
                self.console.say(_("Not your turn yet: wait, or `say …` to the table."))

    def _taunt_line(self, words: list[str]) -> None:
        """`taunt N` sends canned taunt N; `taunt` alone lists them, numbered."""
        from gameshelf.tui.narration.taunts import taunt_lines
        self.joined.wait(JOIN_WAIT)      # typed before the host answered: wait for the seat
        lines = taunt_lines(self.game_key, self.lang, self.templates) if self.game_key else []
        if len(words) == 1 and words[0].isdigit() and 1 <= int(words[0]) <= len(lines):
            self._call(self.client.taunt(int(words[0])))
            return
        if not lines:
            self.console.say(_("This game has no taunts."))
            return
        self.console.say(_("Taunts: type `taunt N` to send one."))
        for n, line in enumerate(lines, 1):
            self.console.say(f"  {n}. {line}")

    def _said(self, message: dict[str, Any]) -> None:
        """A line of table talk; a canned taunt in this player's language."""
        text = message["text"]
        number = message.get("taunt")
        if isinstance(number, int) and self.game_key:
            from gameshelf.tui.narration.taunts import taunt
            text = taunt(self.game_key, self.lang, number, self.templates) or text
        self.console.say(f"    {_escape(message['name'])}: {_escape(text)}")

    def _call(self, coro) -> None:
        """Run a coroutine on the client's loop from the reader thread."""
        assert self.loop is not None
        asyncio.run_coroutine_threadsafe(coro, self.loop)

    # --- what the host says -------------------------------------------------------------------

    async def _handle(self, message: dict[str, Any]) -> int | None:
        """Tell or answer one message; an exit code once the session is over."""
        kind = message["type"]
        if kind == "seat":
            self._seated(message)
        elif kind == "lobby":
            self._lobby(message)
        elif kind == "start":
            self._start()
        elif kind == "events":
            self._tell(message["decoded"])
        elif kind == "said":
            self._said(message)
        elif kind == "table":
            self._table(message)
        elif kind == "refused":
            return await self._refused(message)
        elif kind == "view":
            return await self._view()
        elif kind == "over":
            return self._over(message)
        return None

    def _seated(self, message: dict[str, Any]) -> None:
        self.game_key = str(message["game"])
        self.joined.set()
        if self.on_seat is not None:
            self.on_seat(str(message["secret"]))
        if self.coming_back:                # the same seat again: nothing new to tell
            return
        self.console.say(_("You joined {title} as {name}.").format(
            title=message["title"], name=message["name"]))
        self.console.notice(_("Your seat's secret, to come back if you drop: {secret}")
                            .format(secret=message["secret"]))

    def _lobby(self, message: dict[str, Any]) -> None:
        seats = _.n("{n} seat open", "{n} seats open", message["open"]).format(
            n=message["open"])
        self.console.say(_("At the table: {names}; {seats} (bots fill them when the host "
                           "starts).").format(names=format_list(message["joined"]),
                                              seats=seats))

    def _start(self) -> None:
        from gameshelf.tui.narration import Seating, narrator_for
        from gameshelf.tui.shelf import ui_for
        seated: Seated | None = self.client.seated
        assert seated is not None
        if self.coming_back and self.seat is not None:
            return                          # the match goes on, told by the same narrator
        self.seat = Seat(seated.game_key, seated.seat, seated.names, seated.personas,
                         self.lang, seated.narration_seed, self.templates,
                         dict(self.game_settings(seated.game_key)), seated.pace)
        ui = ui_for(seated.game_key)
        self.turns = ui.text_turns() if ui.text_turns is not None else None
        self.narrator = narrator_for(Seating(
            seated.names, seated.personas, self.lang, seated.narration_seed, seated.seat,
            self.templates, game_key=seated.game_key))
        self.console.say(_("The match begins: {names}. You are {name}.").format(
            names=format_list(list(seated.names)), name=seated.names[seated.seat]))

    def _tell(self, events: tuple) -> None:
        if self.narrator is None:
            return
        from gameshelf.tui.narration import printed
        try:
            lines = self.narrator.narrate(events)
        except Exception as err:            # noqa: BLE001 - a broken template: lines left out
            self.console.notice(_("Narration failed: {err}").format(err=err))
            return
        for line in lines:
            self.console.say(printed(line, self.seat.names if self.seat else ()))

    def _table(self, message: dict[str, Any]) -> None:
        for p in message["players"]:
            if not p["connected"]:
                words = (_("A bot plays for {name} until they are back.") if p["stand_in"]
                         else _("{name} dropped; their seat waits for them."))
                self.console.say(words.format(name=_escape(p["name"])))

    async def _refused(self, message: dict[str, Any]) -> int | None:
        reason = message.get("reason")
        why = _(wire.REASONS[reason]) if reason in wire.REASONS else message.get("text", "")
        self.console.say(_("The host refused: {why}").format(why=why))
        if message.get("reason") in ("bad_code", "bad_secret", "full", "started", "not_joined",
                                     "too_big"):
            self.refused = str(reason)
            return EXIT_REFUSED
        if message.get("reason") in ("illegal", "stale") and self.client.deciding:
            self.asked_at = -1
            return await self._view()          # ask again
        return None

    def _over(self, message: dict[str, Any]) -> int:
        names = self.seat.names if self.seat else ()
        self.console.say(_("The match is over."))
        winners = [names[w] for w in message["winners"] if w < len(names)]
        if winners:
            self.console.say(_("Won by {names}.").format(names=format_list(winners)))
        for seat, score in enumerate(message.get("scores", ())):
            if seat < len(names):
                self.console.say(f"  {names[seat]}: {score}")
        return 0

    # --- our decisions ------------------------------------------------------------------------

    async def _view(self) -> int | None:
        """The latest view: when this seat decides, answer it (once per move)."""
        client = self.client
        if not client.deciding or self.turns is None or client.at == self.asked_at:
            return None
        self.asked_at = client.at
        view = client.view
        if self.rest is not None:
            rest, self.rest = self.rest, None
            typed = self.turns.typed(rest, view)
            if typed.action is not None:
                self.rest = typed.rest
                await self._act(typed.action)
                return None
            self.console.say(typed.error)
        question = self.turns.question(view, self.seat)
        if question is None:
            if said := self.turns.let_go(view):
                self.console.say(said)
            # As long as a bot's answer to a window takes: the wait tells nothing.
            await asyncio.sleep(window_seconds(self.seat.pace if self.seat else 0.0))
            await self._act(client.default)
            return None
        asker = Asker(self.console, self.turns, view, self._command)
        self.asking.set()
        try:
            chosen = await asyncio.to_thread(asker.choose, question)
        finally:
            self.asking.clear()
        if isinstance(chosen, Stop):
            await client.send({"v": 1, "type": "bye"})
            self.console.say(_("You left the table; a bot plays your seat."))
            return 0
        self.rest = asker.rest
        await self._act(chosen)
        return None

    def _may_come_back(self) -> bool:
        """Whether a dropped connection tries to get the seat back: the match is under way
        and the host gave this seat a secret."""
        return not self.ended and self.seat is not None and bool(self.client.secret)

    async def _act(self, action: Any) -> None:
        """Answer the latest view; an answer lost as the connection drops is asked again once
        the seat is back (`_rejoin`)."""
        view = self.client.view
        same = self.turns.same_action(view.legal, action) if self.turns else None
        try:
            await self.client.act(same if same is not None else action)
        except Gone:
            if not self._may_come_back():
                raise
            return
        # Answered at the move this connection knows: a question asked before a drop and
        # answered after it is not asked again when the host shows that move once more.
        self.asked_at = self.client.at

    def _command(self, typed: Typed) -> bool:
        """A table command typed at a question; whether play stops (quit)."""
        if typed.command == "quit":
            return True
        if typed.command in ("save", "settings"):
            self.console.say(_("The host keeps this match; you play your seat."))
        else:
            topic = typed.arg if typed.command == "help" else typed.command
            self.console.say(self.turns.help(topic))
        return False


def _escape(text: str) -> str:
    """Someone else's words, shown as they are (no markup of theirs is read)."""
    from rich.markup import escape
    return escape(str(text))
