"""The web server: textual-serve, with each browser session in its own folders.

textual-serve starts one process per websocket with the server's own environment, so every
visitor would share one set of settings, saves and stats. Here the page gives each browser a
session cookie, and the process its websocket starts gets that session's folders and the
browser's language (`tui.web.sessions`). Imported only by `serve`: the app never pays for it.
"""

from __future__ import annotations

import asyncio
import contextvars
import errno
import logging
import shlex
import socket
import sys
from dataclasses import dataclass
from pathlib import Path

from aiohttp import web
from gameshelf.tui.app.deviations import serve_sessions_with
from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import translator
from gameshelf.tui.web.sessions import (
    COOKIE,
    COOKIE_MAX_AGE,
    Visitor,
    is_token,
    language_of,
    new_token,
    session_environment,
    session_folder,
)
from textual_serve.app_service import AppService
from textual_serve.server import Server

_ = translator("shell")
QUIT_SECONDS = 10     # an app told to quit ends within this, or is killed


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
    """textual-serve's server, one folder per browser session (named by a cookie)."""

    def __init__(self, command: str, *, host: str, port: int, title: str,
                 sessions: Path) -> None:
        super().__init__(command, host=host, port=port, title=title)
        self.sessions = sessions
        self.apps: set[SessionAppService] = set()      # the sessions whose app still runs
        serve_sessions_with(SessionAppService)

    def initialize_logging(self) -> None:
        super().initialize_logging()
        # A line per request would bury the one line that matters (where to point a browser).
        for name in ("aiohttp.access", "aiohttp.server"):
            logging.getLogger(name).setLevel("WARNING")

    async def on_startup(self, app: web.Application) -> None:
        print(_("Serving {title} at {url} — press Ctrl+C to stop.").format(
            title=self.title, url=self.public_url), flush=True)

    async def on_shutdown(self, app: web.Application) -> None:
        # Ctrl+C: close every browser's websocket; its handler then quits the app and waits for
        # it (SessionAppService.stop). aiohttp would otherwise wait a minute for them to close.
        await asyncio.gather(*(service.remote_close() for service in list(self.apps)),
                             return_exceptions=True)

    async def handle_index(self, request: web.Request) -> web.StreamResponse:
        # The page's websocket goes back to the address this browser used (localhost, the
        # machine's name), so its cookie goes along; textual-serve would name --host as given.
        # Nothing awaits between here and the page's making: no other request sees this value.
        self.public_url = f"{request.scheme}://{request.host}"
        response = await super().handle_index(request)
        if not is_token(request.cookies.get(COOKIE)):
            response.set_cookie(COOKIE, new_token(), max_age=COOKIE_MAX_AGE, httponly=True,
                                samesite="Strict")
        return response

    async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
        token = request.cookies.get(COOKIE)
        if token is None or not is_token(token):
            token = new_token()          # no page first (a script): a session of its own
        visitor = Visitor(session_folder(self.sessions, token),
                          language_of(request.headers.get("Accept-Language", "")))
        _connection.set(Connection(visitor, self))
        return await super().handle_websocket(request)


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
          game: str | None = None) -> int:
    """Serve the app on host:port until Ctrl+C; 0 when stopped, CliError when it cannot."""
    problem = address_problem(host, port)
    if problem:
        raise CliError(problem)
    server = ShelfServer(session_command(templates, game), host=host, port=port, title=title,
                         sessions=sessions)
    try:
        server.serve()
    except OSError as err:       # the port was taken between the check and the start
        raise CliError(_cannot_serve(host, port, err)) from None
    return 0
