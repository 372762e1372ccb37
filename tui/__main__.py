"""`python -m gameshelf.tui`: the `gameshelf` command, the shelf of games."""

import sys

from gameshelf.tui.cli import shelf_main

sys.exit(shelf_main())
