"""`host` and `join`: play with friends. `gameshelf host GAME` opens a table on this machine and
prints its address and join code; `gameshelf join ADDRESS CODE` takes a seat at it (as plain
text). The network lives in tui.net; this module only reads the arguments and the host's Enter.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import threading

from gameshelf.tui.cli import args as a
from gameshelf.tui.cli.serve import host, port
from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import LANGS

_ = translator("shell")
DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 8765        # this machine only, unless asked
LINGER = 1.0        # seconds the host stays up after the match, for the last lines to go out


def add_parsers(sub) -> None:
    hosting = sub.add_parser("host", help=_("open a table for friends to join"))
    hosting.add_argument("game", help=_("the game: its key, title or alias (e.g. lunch-money, lm)"))
    hosting.add_argument("--players", type=a.positive, default=4,
                         help=_("seats at the table; the ones no one takes are bots"))
    hosting.add_argument("--difficulty", metavar="LEVEL", default="normal",
                         help=_("the bots' level (random, easy, normal, hard)"))
    hosting.add_argument("--seed", type=a.seed)
    hosting.add_argument("--option", metavar="KEY=VALUE", action="append", default=[],
                         help=_("one of the game's New-match options (e.g. michel=on)"))
    hosting.add_argument("--pace", choices=("slow", "normal", "fast", "instant"),
                         default="normal", help=_("how fast the bots move"))
    hosting.add_argument("--start-when", type=a.positive, metavar="N",
                         help=_("start once N players have joined (else: press Enter)"))
    hosting.add_argument("--drop-wait", type=a.whole_number, default=20, metavar="SECONDS",
                         help=_("how long a dropped player's seat waits before a bot plays it"))
    hosting.add_argument("--code", help=_("the join code (default: a new random one)"))
    hosting.add_argument("--save", metavar="NAME", default="",
                         help=_("save the match under NAME after every move, to host it again "
                                "later with --resume"))
    hosting.add_argument("--resume", metavar="NAME", default="",
                         help=_("host a saved match again (its players take their seats back "
                                "by joining under their names)"))
    hosting.add_argument("--host", type=host, default=DEFAULT_HOST,
                         help=_("the address to listen on (default {host}: this machine only)")
                         .format(host=DEFAULT_HOST))
    hosting.add_argument("--port", type=port, default=DEFAULT_PORT,
                         help=_("the port to listen on (default {port})").format(port=DEFAULT_PORT))
    joining = sub.add_parser("join", help=_("take a seat at a friend's table"))
    joining.add_argument("address", help=_("the table's address, as its host printed it"))
    joining.add_argument("code", help=_("the table's join code"))
    joining.add_argument("--name", type=a.name, default=None,
                         help=_("your name at the table (up to 60 characters)"))
    joining.add_argument("--lang", choices=LANGS,
                         help=_("the language to play in (default: the Language setting)"))
    joining.add_argument("--secret", default="",
                         help=_("your seat's secret, to come back after a drop"))
    joining.add_argument("--plain", action="store_true", help=_(
        "play as plain text lines rather than on the table screens (chosen by itself without "
        "a terminal)"))


# --- host ------------------------------------------------------------------------------------


def config_of(args: argparse.Namespace):
    """The table the arguments ask for, checked against the game; CliError otherwise."""
    import random

    from gameshelf.engine import find_game
    from gameshelf.tui.model.match import PACES
    from gameshelf.tui.net.guard import CODE_ALPHABET, CODE_LENGTH, new_code
    from gameshelf.tui.net.table import TableConfig
    game = find_game(args.game)
    if args.players not in game.players:
        raise CliError(_("{game} seats {low} to {high} players").format(
            game=game.title, low=game.players.start, high=game.players.stop - 1))
    if args.difficulty not in game.bot_levels:
        raise CliError(_("the bots' level is one of {levels}").format(
            levels=", ".join(game.bot_levels)))
    if args.start_when is not None and args.start_when > args.players:
        raise CliError(_("--start-when cannot be more than --players"))
    if args.drop_wait < 0:
        raise CliError(_("--drop-wait cannot be negative"))
    code = (args.code or new_code()).upper()
    if len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        raise CliError(_("a join code is {n} of the letters and digits {alphabet}").format(
            n=CODE_LENGTH, alphabet=CODE_ALPHABET))
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1_000_000)
    return TableConfig(game.key, args.players, args.difficulty, seed,
                       options_of(game, args.option), PACES[args.pace], float(args.drop_wait),
                       code, save_as=args.save, saves=args.saves)


def options_of(game, given: list[str]) -> dict[str, object]:
    """The game's New-match options from KEY=VALUE words; CliError for one it does not have."""
    chosen: dict[str, object] = {}
    by_key = {o.key: o for o in game.options}
    for word in given:
        key, _eq, value = word.partition("=")
        option = by_key.get(key.strip())
        if option is None:
            raise CliError(_("{game} has no option {key!r} (it has: {keys})").format(
                game=game.title, key=key[:40], keys=", ".join(by_key) or "-"))
        chosen[option.key] = _choice(option, value.strip())
    return chosen


_YES, _NO = ("on", "yes", "true", "1"), ("off", "no", "false", "0")


def _choice(option, value: str) -> object:
    for choice in option.choices:
        if choice is True and value.lower() in _YES or choice is False and value.lower() in _NO:
            return choice
        if not isinstance(choice, bool) and str(choice).lower() == value.lower():
            return choice
    raise CliError(_("option {key} takes one of {choices}").format(
        key=option.key, choices=", ".join(map(str, option.choices))))


def run_host(args: argparse.Namespace) -> int:
    if args.resume:
        match = resumed_match(args)
        config = resumed_config(args, match)
    else:
        match, config = None, config_of(args)
    return asyncio.run(_host(config, args.host, args.port, args.start_when, match))


def resumed_match(args: argparse.Namespace):
    """The saved match `--resume` names, of the game asked for; CliError otherwise."""
    from gameshelf.engine import find_game
    from gameshelf.tui.store import saves
    try:
        match = saves.load(args.resume, args.saves)
    except saves.SaveError as err:
        raise CliError(str(err)) from None
    game = find_game(args.game)
    if match.game_key != game.key:
        raise CliError(_("{save} is a match of {its}, not of {asked}").format(
            save=args.resume, its=match.game.title, asked=game.title))
    if match.game.outcome(match.state) is not None:
        raise CliError(_("{save} is over: there is nothing left to host").format(
            save=args.resume))
    return match


def resumed_config(args: argparse.Namespace, match):
    """The table of a resumed match: its game, seats, bots' level and seed; saved again under
    the same name."""
    from dataclasses import replace
    args.players = len(match.names)
    args.difficulty = match.difficulty
    args.seed = match.seed
    config = config_of(args)
    options = match.game.options_of(match.state)
    return replace(config, options=options, save_as=args.save or args.resume,
                   saves=args.saves)


async def _host(config, address: str, port_number: int, start_when: int | None,
                resumed=None) -> int:
    from gameshelf.engine import find_game
    from gameshelf.tui.net.server import TableServer
    from gameshelf.tui.net.table import HostedTable

    def tell(text: str) -> None:
        print(a.one_line(text, 300), flush=True)
        enough = start_when if start_when is not None else 1 if input_ended.is_set() else None
        here = table.claimed() if resumed is not None else len(table.players)
        if enough is not None and not go.is_set() and here >= enough:
            asyncio.get_running_loop().call_soon(go.set)

    go, input_ended = asyncio.Event(), asyncio.Event()
    table = HostedTable(config, tell=tell)
    if resumed is not None:
        table.resume(resumed)
    server = TableServer(table)
    try:
        listening = await server.open(address, port_number)
    except OSError as err:
        raise CliError(_("cannot listen on {host}:{port}: {why}").format(
            host=address, port=port_number, why=err.strerror or err)) from None
    where = f"{address}:{listening}"
    title = find_game(config.game_key).title
    print(_("Hosting {game} for {players} at {where}. Join code: {code}").format(
        game=title, players=config.players, where=where, code=config.code))
    print(_("Friends join with: gameshelf join {where} {code}").format(where=where,
                                                                        code=config.code))
    if start_when is None:
        print(_("Press Enter to start; the seats no one took are {level} bots.").format(
            level=config.level), flush=True)
        _on_enter(asyncio.get_running_loop(), go, input_ended)
    if config.save_as:
        print(_("The match is saved as {name} after every move: `gameshelf host {game} "
                "--resume {name}` hosts it again.").format(name=config.save_as,
                                                          game=config.game_key), flush=True)
    try:
        while True:
            await go.wait()
            if table.claimed() if resumed is not None else table.players:
                break
            go.clear()
            if input_ended.is_set():        # no Enter can come: the first to join starts it
                print(_("No input to read: the match starts when the first player joins."),
                      flush=True)
                continue
            print(_("No one has joined yet."), flush=True)
            if start_when is None:
                _on_enter(asyncio.get_running_loop(), go, input_ended)
        if resumed is None:
            table.start()
        await table.run()
        await asyncio.sleep(LINGER)
    finally:
        await server.close()
    return 0


def _on_enter(loop: asyncio.AbstractEventLoop, go: asyncio.Event,
              input_ended: asyncio.Event) -> None:
    """Set `go` once the host presses Enter; when input ends instead (no terminal, a closed
    pipe), set `input_ended` too, so the host stops reading and waits for a player."""
    def wait() -> None:
        line = sys.stdin.readline()
        if not line:
            loop.call_soon_threadsafe(input_ended.set)
        loop.call_soon_threadsafe(go.set)
    threading.Thread(target=wait, daemon=True).start()


# --- join ------------------------------------------------------------------------------------


def run_join(args: argparse.Namespace) -> int:
    from gameshelf.tui.i18n import set_language
    from gameshelf.tui.store.settings import Settings, default_settings_path
    settings = Settings.load(default_settings_path())
    lang = args.lang or settings.interface_language()
    set_language(lang)
    if not getattr(args, "plain", False) and sys.stdin.isatty() and sys.stdout.isatty():
        return join_table(args, lang, settings)
    return join_plain(args, lang, settings)


def join_plain(args: argparse.Namespace, lang: str, settings, console=None) -> int:
    """`join` as lines (on `console`, the terminal's by default). Without `--secret`, the seat
    this player held at that table before (tui.store.seats) is taken back; a secret the host
    no longer knows is forgotten and the player joins anew. The seat it ends in is
    remembered."""
    from gameshelf.tui.net.client import Client
    from gameshelf.tui.net.plain_client import EXIT_REFUSED, PlainClient
    from gameshelf.tui.plain.console import Console
    from gameshelf.tui.store.seats import forget_seat, remember_seat, remembered_secret
    remembered = "" if args.secret else remembered_secret(args.address, args.code)
    for given in ([remembered, ""] if remembered else [args.secret]):
        player = PlainClient(Client(args.address), console or Console(), lang=lang,
                             templates=getattr(args, "templates", None),
                             game_settings=settings.game_settings,
                             on_seat=lambda secret: remember_seat(args.address, args.code,
                                                                  secret))
        done = asyncio.run(player.play(args.code, _joiner_name(args), given))
        if done == EXIT_REFUSED and given and player.refused == "bad_secret":
            forget_seat(args.address, args.code)
            continue
        return done
    return EXIT_REFUSED


def _joiner_name(args: argparse.Namespace) -> str:
    """`--name`, else the login name (else none: the host names the seat "Player N")."""
    from gameshelf.tui.net.names import table_name
    return args.name or table_name("", "", "")


def join_table(args: argparse.Namespace, lang: str, settings) -> int:
    """`join` on the table screens: the lobby as lines, then the table a solo player knows,
    its seat played through the host (tui.net.remote)."""
    from gameshelf.tui.app.shell import ShelfApp, exit_code
    from gameshelf.tui.net.client import Gone
    from gameshelf.tui.net.remote import sit_down
    try:
        pump, match, first = sit_down(args.address, args.code, _joiner_name(args), lang,
                                      args.secret, templates=getattr(args, "templates", None),
                                      game_settings=settings.game_settings)
    except Gone as gone:
        raise CliError(str(gone)) from None
    except KeyboardInterrupt:
        return 130
    try:
        app = ShelfApp(match=match, remote=(pump, first), game=match.game_key, one_game=True,
                       templates=getattr(args, "templates", None), lang=lang)
        app.run()
        return exit_code(app)
    finally:
        pump.close()


def run(args: argparse.Namespace) -> int:
    return run_host(args) if args.command == "host" else run_join(args)
