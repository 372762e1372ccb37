"""`python -m gameshelf.tui.cli`: the `lunchmoney` command."""

import sys

from gameshelf.tui.cli import main

sys.exit(main())
