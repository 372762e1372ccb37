"""`serve`: the app in a browser (textual-serve), each browser session with its own folders."""

from __future__ import annotations

import argparse

from gameshelf.tui.cli import args as a
from gameshelf.tui.i18n import translator

_ = translator("shell")
DEFAULT_HOST, DEFAULT_PORT = "127.0.0.1", 8000      # this machine only, unless asked
DEFAULT_MAX_APPS = 8      # tui.web.limits.MAX_APPS (not imported: the parser stays light)


def add_parsers(sub) -> None:
    serve = sub.add_parser("serve", help=_("play in a browser: serve the app on this machine"))
    serve.add_argument("--host", type=host, default=DEFAULT_HOST,
                       help=_("the address to listen on (default {host}: this machine only)")
                       .format(host=DEFAULT_HOST))
    serve.add_argument("--port", type=port, default=DEFAULT_PORT,
                       help=_("the port to listen on (default {port})").format(port=DEFAULT_PORT))
    serve.add_argument("--allow-host", type=host, action="append", default=[], metavar="NAME",
                       help=_("also answer browsers that reach this machine as NAME (a proxy's "
                              "or a DNS name; repeatable)"))
    serve.add_argument("--max-apps", type=a.positive, default=DEFAULT_MAX_APPS, metavar="N",
                       help=_("run at most N games at once, for all browsers together "
                              "(default {count})").format(count=DEFAULT_MAX_APPS))


def host(text: str) -> str:
    """A host name or address, without the spaces around it."""
    if not text.strip():
        raise argparse.ArgumentTypeError(_("expected a host name or address, not an empty one"))
    return text.strip()


def port(text: str) -> int:
    """A TCP port a browser can be pointed at: 1 to 65535."""
    value = a.whole_number(text)
    if not 1 <= value <= 65535:
        raise argparse.ArgumentTypeError(
            _("expected a port from 1 to 65535, got {value}").format(value=value))
    return value


def run(args: argparse.Namespace) -> int:
    from gameshelf.tui.errors import CliError
    if args.saves:
        raise CliError(_("serve gives each browser session a saves folder of its own: "
                         "--saves does not apply"))
    from gameshelf.engine import find_game
    from gameshelf.tui.store.stats import data_dir
    from gameshelf.tui.web.server import serve
    from gameshelf.tui.web.sessions import SESSIONS
    title = _("Game Shelf") if args.shelf else find_game(args.game).title
    return serve(host=args.host, port=args.port, title=title, sessions=data_dir() / SESSIONS,
                 templates=args.templates, game=args.game, allow_hosts=args.allow_host,
                 max_apps=args.max_apps)
