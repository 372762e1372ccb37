"""A hosted table, without the transport: the lobby of who has joined, the seats, and the
authoritative match moving on through the driver (tui.model.driver), as the solo table's does.

A connection is a `Link` (what the server gives each client: `send` a message, never waiting;
`close`). The table tells each link only what its seat may know: the view of its seat
(`Game.view_for`) and every batch of events as its seat may see it (`Game.visible_to`). Bots
play the seats no one joined, at the table's pace, and stand in for a player whose connection
dropped once `drop_wait` seconds have passed; the player takes the seat back with its secret.
"""

from __future__ import annotations

import asyncio
import random
import secrets
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from gameshelf.engine.core.bots import table_bot_seed
from gameshelf.engine.core.cast import PERSONA_BY_KEY, PERSONAS
from gameshelf.engine.core.legality import listed
from gameshelf.engine.core.limits import name_problem
from gameshelf.tui.model.driver import Driver, EngineFailure
from gameshelf.tui.model.match import PACES, Match, window_seconds
from gameshelf.tui.narration.taunts import MAX_TAUNTS, taunt
from gameshelf.tui.net import values, wire
from gameshelf.tui.net.guard import (
    MAX_TALK,
    Bucket,
    clean_line,
    new_code,
    new_secret,
    same_code,
    same_secret,
)
from gameshelf.tui.net.wire import Refusal

TALK_RATE, TALK_BURST = 0.5, 4      # lines of table talk a second, and at once


class Link(Protocol):
    """One client's connection, as the table sees it."""

    address: str

    def send(self, message: dict[str, Any]) -> None:
        """Queue a message for the client (never waits; a client that reads nothing is
        dropped by the link itself)."""

    def close(self) -> None:
        """End the connection."""


@dataclass(frozen=True)
class TableConfig:
    """What the host chose: the game, how many seats, the bots' level, the seed, the game's
    New-match options, the pace, how long a dropped player's seat waits, the join code."""

    game_key: str
    players: int
    level: str
    seed: int
    options: Mapping[str, object] = field(default_factory=dict)
    pace: float = PACES["normal"]
    drop_wait: float = 20.0
    code: str = field(default_factory=new_code)
    save_as: str = ""                # a save's name: the match is saved there after every move
    saves: str | None = None         # the saves folder (None: the player's own)


@dataclass
class Player:
    """Someone who joined: their name, language, secret, and connection (None: dropped)."""

    name: str
    lang: str
    secret: str
    link: Link | None
    seat: int = -1                   # their seat, once the match has begun
    stand_in: bool = False           # a bot plays the seat (dropped longer than drop_wait)
    claimable: bool = False          # a resumed match's seat: its name takes it back once
    timer: asyncio.TimerHandle | None = None
    talk: Bucket = field(default_factory=lambda: Bucket(TALK_RATE, TALK_BURST))


# (what happened, in English, for the host's console)
Tell = Callable[[str], None]


def _quiet(_text: str) -> None:
    """No console to tell."""


class HostedTable:
    """The lobby, then the match; every message from a link goes through `join`, `act`, `say`
    or `leave`, and the match loop (`run`) moves the match on."""

    def __init__(self, config: TableConfig, *, tell: Tell = _quiet) -> None:
        from gameshelf.engine import find_game
        self.config = config
        self.game = find_game(config.game_key)
        self.tell = tell
        self.players: list[Player] = []
        self.match: Match | None = None
        self.driver: Driver | None = None
        self.narration_seed = secrets.randbelow(1_000_000)   # never the match's seed
        self.failed = False             # the rules engine failed: the match stopped for good
        self._waiting: tuple[int, asyncio.Future] | None = None
        self._quiet_until = 0.0
        self._save_failed = False
        self.over = asyncio.Event()

    # --- who is here --------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.match is not None

    def player_of(self, link: Link) -> Player | None:
        return next((p for p in self.players if p.link is link), None)

    def join(self, link: Link, message: dict[str, Any]) -> Player:
        """A client joins with the code (a new player) or comes back with its seat's secret;
        Refusal when it may not."""
        if self.player_of(link) is not None:
            raise Refusal("joined")
        code = wire.text_field(message, "code", 40)
        if not same_code(code, self.config.code):
            raise Refusal("bad_code")
        secret = wire.text_field(message, "secret", 64)
        lang = wire.text_field(message, "lang", 5, "en")
        if secret:
            return self._come_back(link, secret, lang)
        if self.started:
            return self._claim(link, wire.text_field(message, "name", 200), lang)
        if len(self.players) >= self.config.players:
            raise Refusal("full")
        player = Player(self._fresh_name(wire.text_field(message, "name", 200)), lang,
                        new_secret(), link)
        self.players.append(player)
        link.send(wire.make("seat", secret=player.secret, name=player.name,
                            game=self.game.key, title=self.game.title,
                            players=self.config.players))
        self.tell(f"{player.name} joined ({len(self.players)}/{self.config.players}).")
        self._send_lobby()
        return player

    def _come_back(self, link: Link, secret: str, lang: str) -> Player:
        player = next((p for p in self.players if same_secret(secret, p.secret)), None)
        if player is None:
            raise Refusal("bad_secret")
        if player.link is not None:
            player.link.close()          # the old connection is someone's stale one
        player.link, player.lang, player.stand_in = link, lang, False
        if player.timer is not None:
            player.timer.cancel()
            player.timer = None
        link.send(wire.make("seat", secret=player.secret, name=player.name,
                            game=self.game.key, title=self.game.title,
                            players=self.config.players))
        self.tell(f"{player.name} is back.")
        if self.started:
            self._send_start(player)
            self._send_view(player)
            self._send_table()
            if self.match is not None and self.game.outcome(self.match.state) is not None:
                link.send(self._over_message())
        else:
            self._send_lobby()
        return player

    def _claim(self, link: Link, asked: str, lang: str) -> Player:
        """A resumed match's player comes back by name (and the join code) the first time;
        after that, like every seat, only with its secret."""
        name = clean_line(asked, wire.MAX_NAME).casefold()
        player = next((p for p in self.players
                       if p.claimable and p.link is None and p.name.casefold() == name), None)
        if player is None:
            raise Refusal("started")
        player.claimable = False
        return self._come_back(link, player.secret, lang)

    def _fresh_name(self, asked: str) -> str:
        """The name a joiner plays under: theirs, cleaned, else "Player N"; made unique."""
        name = clean_line(asked, wire.MAX_NAME)
        if not name or name_problem(name):
            name = f"Player {len(self.players) + 1}"
        taken = {p.name.casefold() for p in self.players}
        base, n = name, 2
        while name.casefold() in taken:
            name = f"{base} ({n})"
            n += 1
        return name

    def leave(self, link: Link, *, at_once: bool = False) -> None:
        """A connection ended: in the lobby the player leaves; in a match the seat waits
        `drop_wait` seconds (none when the player said goodbye: `at_once`), then a bot plays
        it until the player comes back."""
        player = self.player_of(link)
        if player is None:
            return
        player.link = None
        if not self.started:
            self.players.remove(player)
            self.tell(f"{player.name} left the lobby.")
            self._send_lobby()
            return
        if self.over.is_set():
            return
        wait = 0.0 if at_once else self.config.drop_wait
        self.tell(f"{player.name} dropped; a bot takes over in {wait:g} s.")
        loop = asyncio.get_running_loop()
        player.timer = loop.call_later(wait, self._stand_in, player)
        self._send_table()

    def _stand_in(self, player: Player) -> None:
        """The dropped player's wait is over: the bot plays the seat until they come back."""
        player.timer = None
        if player.link is not None:
            return
        player.stand_in = True
        self.tell(f"A bot plays {player.name}'s seat.")
        self._send_table()
        if self._waiting is not None and self._waiting[0] == player.seat:
            fut = self._waiting[1]
            if not fut.done():
                fut.set_result(None)

    # --- talk ---------------------------------------------------------------------------------

    def say(self, link: Link, message: dict[str, Any]) -> None:
        """A line of table talk, cleaned, to everyone under the speaker's name."""
        player = self.player_of(link)
        if player is None:
            raise Refusal("not_joined")
        number = self._taunt_number(message)
        text = self._taunt(number) if number else \
            clean_line(wire.text_field(message, "text", MAX_TALK * 4))
        if not text:
            raise Refusal("empty_talk")
        if not player.talk.take():
            raise Refusal("talk_too_fast")
        said = wire.make("said", seat=player.seat, name=player.name, text=text,
                         **({"taunt": number} if number else {}))
        for other in self.players:
            if other.link is not None:
                other.link.send(said)
        self.tell(f"{player.name}: {text}")

    @staticmethod
    def _taunt_number(message: dict[str, Any]) -> int:
        """The canned taunt a `say` asks for (0: none, the line is its text)."""
        if "taunt" not in message:
            return 0
        number = wire.int_field(message, "taunt")
        if not 1 <= number <= MAX_TAUNTS:
            raise Refusal("no_taunt")
        return number

    def _taunt(self, number: int) -> str:
        """Canned taunt `number` in English, the built-in one (each client shows its own
        language's: tui.narration.taunts); Refusal when the game has none by that number."""
        text = taunt(self.game.key, "en", number)
        if text is None:
            raise Refusal("no_taunt")
        return text

    # --- the lobby ----------------------------------------------------------------------------

    def _send_lobby(self) -> None:
        message = wire.make("lobby", players=self.config.players,
                            joined=[p.name for p in self.players],
                            open=self.config.players - len(self.players), level=self.config.level)
        for p in self.players:
            if p.link is not None:
                p.link.send(message)

    # --- the match ----------------------------------------------------------------------------

    def start(self) -> None:
        """Deal the match: the players in the order they joined, bots of the chosen level in
        the seats left, each with a persona."""
        if self.started:
            return
        cfg, game = self.config, self.game
        humans = [p.name for p in self.players]
        free = [p for p in PERSONAS if p.name.casefold() not in {n.casefold() for n in humans}]
        cast = random.Random(f"{cfg.seed}:personas").sample(free, cfg.players - len(humans))
        names = (*humans, *(b.name for b in cast))
        personas = (*(None for _ in humans), *(b.key for b in cast))
        state = game.new_game(list(names), cfg.seed, **dict(cfg.options))
        seeds = tuple(table_bot_seed(cfg.seed, s) for s in range(cfg.players))
        level = cfg.level if cfg.level in game.bot_levels else game.bot_levels[0]
        # A bot for every seat: the players' stand in for them while they are away.
        bots: dict[int, object] = {s: game.make_bot(level, s, seeds[s], PERSONA_BY_KEY.get(personas[s] or ""))
                for s in range(cfg.players)}
        match = Match(state=state, names=names, personas=personas, difficulty=level,
                      lang="en", seed=cfg.seed, human=0, bot_seeds=seeds, pace=cfg.pace,
                      game_key=game.key, bots=bots)
        self.match, self.driver = match, Driver(match)
        for seat, p in enumerate(self.players):
            p.seat = seat
        self.tell(f"The match begins: {', '.join(names)}.")
        self._keep()
        opening = game.opening_events(state)
        for p in self.players:
            if p.link is not None:
                self._send_start(p)
                self._send_events(p, opening)
                self._send_view(p)

    def resume(self, match: Match) -> None:
        """Host a saved match again: its players' seats (those without a persona) wait for
        them by name, a bot of the table's level standing in until each is back."""
        level = self.config.level
        for seat in range(len(match.names)):
            if seat not in match.bots:
                persona = PERSONA_BY_KEY.get(match.personas[seat] or "")
                seed = match.bot_seeds[seat] or table_bot_seed(match.seed, seat)
                match.bots[seat] = self.game.make_bot(level, seat, seed, persona)
        self.match, self.driver = match, Driver(match)
        self.players = [Player(name, "en", new_secret(), None, seat=seat, stand_in=True,
                               claimable=True)
                        for seat, name in enumerate(match.names) if match.personas[seat] is None]
        self.tell(f"Resumed: seats kept for {', '.join(p.name for p in self.players)}.")

    def claimed(self) -> int:
        """How many of a resumed match's players are back."""
        return sum(p.link is not None for p in self.players)

    def _keep(self) -> None:
        """Save the match under the table's save name (when it has one); a failed save is told
        once and never ends the match (the last good save stays: writes are atomic)."""
        if not self.config.save_as or self.match is None:
            return
        from gameshelf.tui.store import saves
        try:
            saves.save(self.match, self.config.save_as, self.config.saves)
        except saves.SaveError as err:
            if not self._save_failed:
                self.tell(f"Could not save the match: {err}")
            self._save_failed = True

    def is_player_seat(self, seat: int) -> Player | None:
        return next((p for p in self.players if p.seat == seat), None)

    async def run(self) -> None:
        """Play the match to its end: each decision answered by its player, or by a bot."""
        assert self.driver is not None
        driver = self.driver
        try:
            while (d := driver.decision()) is not None:
                player = self.is_player_seat(d.seat)
                action = await self._player_moves(player) if player else None
                is_bot = action is None
                if is_bot:
                    action = await self._bot_moves(d.seat)
                    await self._wait_until(self._quiet_until)
                move = driver.apply(action)
                self._send_move(move.events)
                self._keep()
                if is_bot and move.events:
                    self._quiet_until = asyncio.get_running_loop().time() + self.config.pace
        except EngineFailure as err:
            self.failed = True
            self.tell(f"The rules engine failed ({err}); the match stops.")
        finally:
            self._finish()

    async def _player_moves(self, player: Player) -> Any:
        """The player's answer (None: a bot answers for them, they are away)."""
        if player.stand_in:
            return None
        fut: asyncio.Future = asyncio.get_running_loop().create_future()
        self._waiting = (player.seat, fut)
        try:
            return await fut
        finally:
            self._waiting = None

    async def _bot_moves(self, seat: int) -> Any:
        """The bot's pick for `seat`, thought out off the event loop after the window's wait
        (the same for every bot answer, so the wait tells nothing)."""
        assert self.driver is not None and self.match is not None
        await asyncio.sleep(window_seconds(self.config.pace))
        view = self.driver.view(seat)
        return await asyncio.to_thread(self.driver.bot_action, seat, self.match.bots[seat], view)

    async def _wait_until(self, moment: float) -> None:
        left = moment - asyncio.get_running_loop().time()
        if left > 0:
            await asyncio.sleep(left)

    def act(self, link: Link, message: dict[str, Any]) -> None:
        """A player's action: taken when it is their seat's decision, answers the question
        asked now (`at`) and is one the rules list; Refusal otherwise."""
        player = self.player_of(link)
        if player is None:
            raise Refusal("not_joined")
        if self.driver is None:
            raise Refusal("not_your_turn", "the match has not begun")
        if self.over.is_set():
            raise Refusal("over")
        waiting = self._waiting
        if waiting is None or waiting[0] != player.seat or waiting[1].done():
            raise Refusal("not_your_turn")
        if wire.int_field(message, "at") != len(self.driver.match.history):
            raise Refusal("stale")
        try:
            action = values.decode(message.get("action"), values.actions_of(self.game))
        except values.BadValue as err:
            raise Refusal("illegal", str(err)[:80]) from None
        chosen = listed(self.driver.legal(), action)
        if chosen is None:
            raise Refusal("illegal")
        waiting[1].set_result(chosen)

    # --- telling each seat its own --------------------------------------------------------------

    def _send_move(self, events: tuple) -> None:
        for p in self.players:
            if p.link is not None:
                self._send_events(p, events)
                self._send_view(p)

    def _send_start(self, p: Player) -> None:
        assert self.match is not None
        m = self.match
        if p.link is None:
            return
        p.link.send(wire.make(
            "start", seat=p.seat, names=list(m.names), personas=list(m.personas),
            players=[q.seat for q in self.players], game=self.game.key,
            narration_seed=self.narration_seed, pace=self.config.pace,
            options={k: values.encode(v) for k, v in self.game.options_of(m.state).items()}))

    def _send_events(self, p: Player, events: tuple) -> None:
        if p.link is None or not events:
            return
        seen = [values.encode(self.game.visible_to(e, p.seat)) for e in events]
        p.link.send(wire.make("events", at=self._at(), events=seen))

    def _send_view(self, p: Player) -> None:
        assert self.driver is not None
        if p.link is None:
            return
        d = self.driver.decision()
        mine = d is not None and d.seat == p.seat
        p.link.send(wire.make(
            "view", at=self._at(), view=values.encode(self.driver.view(p.seat)),
            deciding=d.seat if d is not None else None,
            default=values.encode(self.driver.default_action()) if mine else None))

    def _send_table(self) -> None:
        seats = [{"seat": p.seat, "name": p.name, "connected": p.link is not None,
                  "stand_in": p.stand_in} for p in self.players]
        message = wire.make("table", players=seats)
        for p in self.players:
            if p.link is not None:
                p.link.send(message)

    def _at(self) -> int:
        assert self.match is not None
        return len(self.match.history)

    def _over_message(self) -> dict[str, Any]:
        assert self.match is not None
        out = self.game.outcome(self.match.state)
        if out is None:             # stopped before its end: the host quit, or its engine failed
            return wire.make("over", winners=[], scores=[],
                             reason="engine_failed" if self.failed else "stopped")
        return wire.make("over", winners=list(out.winners), scores=list(out.scores),
                         reason=out.reason)

    def _finish(self) -> None:
        """The match is over (or stopped): everyone hears it; timers stop."""
        self.over.set()
        message = self._over_message()
        names = self.match.names if self.match else ()
        winners = message["winners"]
        self.tell("The match is over: " + (", ".join(names[w] for w in winners) or "no one")
                  + " won.")
        for p in self.players:
            if p.timer is not None:
                p.timer.cancel()
            if p.link is not None:
                p.link.send(message)
