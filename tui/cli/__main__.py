"""`python -m tui.cli`: the `lunchmoney` command."""

import sys

from tui.cli import main

sys.exit(main())
