"""The web server: textual-serve, with each browser session in its own folders.

textual-serve starts one process per websocket with the server's own environment, so every
visitor would share one set of settings, saves and stats. Here the page gives each browser a
session cookie, and the process its websocket starts gets that session's folders and the
browser's language (`tui.web.sessions`). Imported only by `serve`: the app never pays for it.

Only this server's own page, under a name of this machine, may start apps, and only so many
(`tui.web.limits`): a page of another site, a DNS-rebinding one or a script cannot make the
machine start processes without end. Sessions unused for a month are removed with their files.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import errno
import logging
import shlex
import socket
import sys
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path

from aiohttp import web
from aiohttp.http import HttpProcessingError
from textual_serve.app_service import AppService
from textual_serve.server import Server

from gameshelf.tui.app.deviations import serve_sessions_with
from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.web.limits import (
    APPS_PER_VISITOR,
    MAX_APPS,
    allowed_names,
    is_allowed_host,
    is_same_origin,
)
from gameshelf.tui.web.sessions import (
    COOKIE,
    COOKIE_MAX_AGE,
    IDLE_DAYS,
    Visitor,
    is_token,
    language_of,
    mark_used,
    new_token,
    remove_idle_sessions,
    session_environment,
    session_folder,
)

_ = translator("shell")
QUIT_SECONDS = 10     # an app told to quit ends within this, or is killed
ROOM_WAIT_SECONDS = 3     # a reloaded tab's old app is given this long to quit before its
ROOM_POLL_SECONDS = 0.1   # place counts as taken (looked at this often)
SWEEP_SECONDS = 3600      # idle sessions are looked for at start and this often

# What a browser is told when it is refused, in its own language (`Translator.in_language`).
WRONG_HOST = N_("This server does not answer to that name.")
FOREIGN_PAGE = N_("Only this server's own page can start a game here.")
NO_SESSION = N_("Open the page first: it gives this browser its session.")
TOO_MANY_TABS = N_("This browser has {count} games open here already: close one, then reload "
                   "this page.")
SERVER_FULL = N_("The server is full: {count} games are being played. Try again later.")
# What the log says of a request aiohttp could not read (a 100 kB cookie), instead of the
# parser's traceback.
BAD_REQUEST = N_("refused a request from {remote}: its headers are too large or malformed")
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass(frozen=True)
class Refusal:
    """Why a request is not answered: its HTTP error and the sentence a browser shows."""

    error: type[web.HTTPError]
    sentence: str
    count: int = 0


@dataclass(frozen=True)
class Connection:
    """A browser's websocket being set up: who it is, and the server that keeps its app."""

    visitor: Visitor
    server: ShelfServer


# textual-serve makes the app's process inside the websocket request's task, so the value set
# there is the one `SessionAppService` reads, whatever other sessions start at the same moment.
_connection: contextvars.ContextVar[Connection] = contextvars.ContextVar("connection")


class SessionAppService(AppService):
    """textual-serve's app process, started with the visitor's folders and language."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        # No connection means a change in textual-serve: fail rather than share the host's files.
        self.connection = _connection.get()
        self.connection.server.apps.add(self)

    def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
        environment = super()._build_environment(width, height)
        environment.update(session_environment(self.connection.visitor))
        return environment

    async def stop(self) -> None:
        """Quit the app (textual-serve's way) and wait for its process to end: it is reaped,
        and the server never closes with an app still running."""
        await super().stop()
        process = self._process
        if process is not None and process.returncode is None:
            try:
                await asyncio.wait_for(process.wait(), QUIT_SECONDS)
            except TimeoutError:
                process.kill()
                await process.wait()
        self.connection.server.apps.discard(self)


class ShelfServer(Server):
    """textual-serve's server, one folder per browser session (named by a cookie), answering
    only under this machine's names and starting only so many apps."""

    def __init__(self, command: str, *, host: str, port: int, title: str, sessions: Path,
                 allow_hosts: Sequence[str] = (), max_apps: int = MAX_APPS,
                 apps_per_visitor: int = APPS_PER_VISITOR,
                 idle_seconds: float = IDLE_DAYS * 24 * 3600) -> None:
        super().__init__(command, host=host, port=port, title=title)
        self.sessions = sessions
        self.apps: set[SessionAppService] = set()      # the sessions whose app still runs
        self.allowed_hosts = allowed_names(host, allow_hosts)
        self.max_apps, self.apps_per_visitor = max_apps, apps_per_visitor
        self.idle_seconds = idle_seconds
        # Each websocket's place, by session token, from before its app starts until after
        # it ended: what the bounds count, so two websockets at once cannot both slip in.
        self.places: Counter[str] = Counter()
        self._sweeper: asyncio.Task[None] | None = None
        serve_sessions_with(SessionAppService)

    def initialize_logging(self) -> None:
        # Plain lines, as they come: textual-serve's Rich handler wraps a long line in two and
        # writes every traceback with its local variables (a visitor's cookie among them).
        logging.basicConfig(level="INFO", format="%(message)s", stream=sys.stdout)
        # A line per request would bury the one line that matters (where to point a browser).
        for name in ("aiohttp.access", "aiohttp.server"):
            logging.getLogger(name).setLevel("WARNING")
        say_bad_requests_in_one_line()

    async def _make_app(self) -> web.Application:
        # textual-serve's own (private) maker of the aiohttp app, with our Host check in front
        # of every route (page, websocket, static files) and the idle-session sweeper behind.
        app = await super()._make_app()
        app.middlewares.append(self.check_host)
        app.on_cleanup.append(self.stop_sweeping)
        return app

    async def on_startup(self, app: web.Application) -> None:
        self.sweep()
        self._sweeper = asyncio.create_task(self.sweep_every(SWEEP_SECONDS))
        print(_("Serving {title} at {url} — press Ctrl+C to stop.").format(
            title=self.title, url=self.public_url), flush=True)

    async def on_shutdown(self, app: web.Application) -> None:
        # Ctrl+C: close every browser's websocket; its handler then quits the app and waits for
        # it (SessionAppService.stop). aiohttp would otherwise wait a minute for them to close.
        await asyncio.gather(*(service.remote_close() for service in list(self.apps)),
                             return_exceptions=True)

    @web.middleware
    async def check_host(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Answer only requests addressed to a name of this server: a DNS-rebinding page
        (evil.example, resolved to this machine) sends its own."""
        sockname = request.transport.get_extra_info("sockname") if request.transport else None
        arrived_at = sockname[0] if sockname else None
        if not is_allowed_host(request.headers.get("Host"), self.allowed_hosts, arrived_at):
            raise self.refused(request, Refusal(web.HTTPMisdirectedRequest, WRONG_HOST))
        return await handler(request)

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        token = request.cookies.get(COOKIE)
        refusal = await self.room_for(token if is_token(token) else None)
        if refusal is not None:
            response: web.StreamResponse = self.refusal_page(request, refusal)
        else:
            # The page's websocket goes back to the address this browser used (localhost,
            # the machine's name), so its cookie goes along; textual-serve would name --host
            # as given. Nothing awaits between here and the page's making: no other request
            # sees this value.
            self.public_url = f"{request.scheme}://{request.host}"
            response = await super().handle_index(request)
        if not is_token(token):
            response.set_cookie(COOKIE, new_token(), max_age=COOKIE_MAX_AGE, httponly=True,
                                samesite="Strict")
        return response

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        if not is_same_origin(request.headers.get("Origin"), request.headers.get("Host", "")):
            raise self.refused(request, Refusal(web.HTTPForbidden, FOREIGN_PAGE))
        token = request.cookies.get(COOKIE)
        if token is None or not is_token(token):
            # Only the page gives a session: a script cannot make a folder per connection.
            raise self.refused(request, Refusal(web.HTTPForbidden, NO_SESSION))
        refusal = await self.room_for(token)
        if refusal is not None:
            raise self.refused(request, refusal)
        self.places[token] += 1          # no await since room_for: no other websocket between
        try:
            visitor = Visitor(session_folder(self.sessions, token),
                              language_of(request.headers.get("Accept-Language", "")))
            mark_used(visitor.folder)
            _connection.set(Connection(visitor, self))
            return await super().handle_websocket(request)
        finally:
            self.leave(token)

    def bound_reached(self, token: str | None) -> Refusal | None:
        """The bound one more app of the session `token` (None: a new one) would pass."""
        if token is not None and self.places[token] >= self.apps_per_visitor:
            return Refusal(web.HTTPTooManyRequests, TOO_MANY_TABS, self.places[token])
        if self.places.total() >= self.max_apps:
            return Refusal(web.HTTPServiceUnavailable, SERVER_FULL, self.places.total())
        return None

    async def room_for(self, token: str | None) -> Refusal | None:
        """None when the session `token` may start one more app, else the bound it reached.
        A tab being reloaded lets go of its old app a moment after it asks for the new one:
        a bound reached is looked at again for ROOM_WAIT_SECONDS."""
        for _tries in range(round(ROOM_WAIT_SECONDS / ROOM_POLL_SECONDS)):
            if self.bound_reached(token) is None:
                return None
            await asyncio.sleep(ROOM_POLL_SECONDS)
        return self.bound_reached(token)

    def leave(self, token: str) -> None:
        """The session `token`'s websocket has ended, and its app with it."""
        self.places[token] -= 1
        if self.places[token] <= 0:
            del self.places[token]       # a session with no place is no longer in use

    def refused(self, request: web.Request, refusal: Refusal) -> web.HTTPError:
        """A refusal as one plain line in the browser's language, to raise."""
        return refusal.error(text=self.say(request, refusal) + "\n")

    def refusal_page(self, request: web.Request, refusal: Refusal) -> web.Response:
        """A refusal as a page a person reads, in the browser's language."""
        lang = language_of(request.headers.get("Accept-Language", ""))
        page = (f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8">'
                f"<title>{escape(self.title)}</title></head>\n"
                f"<body><h1>{escape(self.title)}</h1>\n"
                f"<p>{escape(self.say(request, refusal))}</p></body></html>\n")
        return web.Response(status=refusal.error.status_code, text=page,
                            content_type="text/html")

    @staticmethod
    def say(request: web.Request, refusal: Refusal) -> str:
        """A refusal's sentence in the language the browser asks for."""
        lang = language_of(request.headers.get("Accept-Language", ""))
        return _.in_language(lang, refusal.sentence).format(count=refusal.count)

    def sweep(self) -> None:
        """Remove the sessions idle for longer than `idle_seconds` (none whose app runs)."""
        with contextlib.suppress(OSError):       # sessions' root unreadable: try next time
            remove_idle_sessions(self.sessions, self.idle_seconds, in_use=self.places)

    async def sweep_every(self, seconds: float) -> None:
        """Sweep idle sessions every `seconds`, as long as the server runs."""
        while True:
            await asyncio.sleep(seconds)
            self.sweep()

    async def stop_sweeping(self, app: web.Application) -> None:
        if self._sweeper is not None:
            self._sweeper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._sweeper


class BadRequestInOneLine(logging.Filter):
    """aiohttp answers a request it cannot read (headers over its 8 kB limit, garbled
    HTTP) with 400 and one line, but logs the parser's traceback: this makes that one line."""

    def filter(self, record: logging.LogRecord) -> bool:
        error = record.exc_info[1] if record.exc_info else None
        if isinstance(error, HttpProcessingError):
            args = record.args if isinstance(record.args, tuple) else ()
            remote = args[0] if args else "?"       # "Error handling request from %s"
            record.msg, record.args = _(BAD_REQUEST).format(remote=remote), ()
            record.exc_info, record.exc_text = None, None
            record.levelno, record.levelname = logging.WARNING, "WARNING"
        return True


def say_bad_requests_in_one_line() -> None:
    """Log each request aiohttp could not read as one line (`BadRequestInOneLine`), once."""
    server_log = logging.getLogger("aiohttp.server")
    if not any(isinstance(f, BadRequestInOneLine) for f in server_log.filters):
        server_log.addFilter(BadRequestInOneLine())


def session_command(templates: str | None, game: str | None) -> str:
    """The shell command textual-serve runs for each session (`tui.web.session`)."""
    words = [sys.executable, "-m", "gameshelf.tui.web.session"]
    if templates:
        words += ["--templates", str(Path(templates).resolve())]
    if game:
        words += ["--game", game]
    return shlex.join(words)


def address_problem(host: str, port: int) -> str | None:
    """Why the server could not listen on host:port (a bad host, a port in use), if it
    could not: said before anything starts, as one line."""
    try:
        addresses = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM,
                                       flags=socket.AI_PASSIVE)
    except (socket.gaierror, UnicodeError):
        return _("cannot serve on {host}: no such host").format(host=host)
    for family, kind, proto, _name, address in addresses:
        with socket.socket(family, kind, proto) as probe:
            # As aiohttp binds: a port whose last connections linger in TIME_WAIT is free.
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            try:
                probe.bind(address)
            except OSError as err:
                if err.errno == errno.EADDRINUSE:
                    return _("port {port} is already in use on {host}: choose another with "
                             "--port").format(port=port, host=host)
                return _cannot_serve(host, port, err)
    return None


def _cannot_serve(host: str, port: int, err: OSError) -> str:
    return _("cannot serve on {host}:{port}: {reason}").format(host=host, port=port,
                                                                reason=err.strerror or err)


def serve(*, host: str, port: int, title: str, sessions: Path, templates: str | None = None,
          game: str | None = None, allow_hosts: Sequence[str] = (),
          max_apps: int = MAX_APPS) -> int:
    """Serve the app on host:port until Ctrl+C; 0 when stopped, CliError when it cannot."""
    problem = address_problem(host, port)
    if problem:
        raise CliError(problem)
    server = ShelfServer(session_command(templates, game), host=host, port=port, title=title,
                         sessions=sessions, allow_hosts=allow_hosts, max_apps=max_apps)
    try:
        server.serve()
    except OSError as err:       # the port was taken between the check and the start
        raise CliError(_cannot_serve(host, port, err)) from None
    return 0
