"""`python -m gameshelf.tui.web.session`: what `serve` runs for each browser session — the app on its
title screen, in the folders and language the server put in the environment
(`tui.web.sessions`).

It starts the app itself rather than through the CLI: the CLI refuses to run the app without
a terminal, and under textual-serve the keys come through a pipe, read by Textual's web driver.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gameshelf.tui.web.session")
    parser.add_argument("--templates", metavar="DIR")
    parser.add_argument("--game")      # the one game the session plays; none: the shelf
    args = parser.parse_args(argv)
    from gameshelf.tui.app.shell import ShelfApp, exit_code
    from gameshelf.tui.i18n import language_from_environment, set_language
    from gameshelf.tui.store.settings import default_settings_path
    set_language(language_from_environment())     # the browser's, by way of LANGUAGE
    app = ShelfApp(templates=args.templates, settings_path=default_settings_path(),
                   game=args.game, one_game=args.game is not None)
    app.run()
    return exit_code(app)


if __name__ == "__main__":
    sys.exit(main())
