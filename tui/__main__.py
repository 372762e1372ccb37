"""`python -m tui`: the `gameshelf` command, the shelf of games."""

import sys

from tui.cli import shelf_main

sys.exit(shelf_main())
