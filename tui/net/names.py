"""The name a player shows at a hosted table, when they chose none: a solo table's "You" would
read, in every other player's fight log and lobby, as that reader's own seat."""

from __future__ import annotations

import getpass

from gameshelf.tui.net.wire import MAX_NAME


def table_name(chosen: str, solo_default: str, fallback: str) -> str:
    """`chosen` (play --name, a dialog's name field), unless it is empty or the solo table's
    default name `solo_default` ("You" in the player's language): then the login name,
    capitalised, or `fallback` on a machine that gives none."""
    chosen = chosen.strip()
    if chosen and chosen != solo_default:
        return chosen[:MAX_NAME]
    try:
        login = getpass.getuser().strip()
    except (OSError, KeyError, ImportError):     # no USER/LOGNAME and no password entry
        login = ""
    return login[:MAX_NAME].capitalize() if login.isprintable() and login else fallback


__all__ = ["table_name"]
