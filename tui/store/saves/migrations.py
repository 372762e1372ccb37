"""Older save documents lifted to today's VERSION, one step at a time (MIGRATIONS).

A step takes a document of version n to n + 1 (migrate_0_to_1, migrate_1_to_2). migrate() first
refuses what cannot be lifted (no version, newer than this program, too old) and checks the
checksum of the version the file was written in; version 0 had none (UNCHECKED_VERSIONS), and
the player is told so (NO_CHECKSUM_WARNING). A new format version adds a step here and raises
VERSION in tui.store.saves.document.
"""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.store.saves.document import VERSION, checksum_of
from gameshelf.tui.store.saves.errors import SaveError

_ = translator("shell")

FIRST_GAME = "lunch-money"  # the game of every save before version 2


def migrate_0_to_1(doc: dict) -> dict:
    """Version 0 (before 1.0): players were under "players", settings at the top of "match",
    and no RNG states were kept: bots and narrator start again from their seeds."""
    m, state = doc.get("match"), doc.get("state")
    if not isinstance(m, dict) or not isinstance(state, dict):
        raise SaveError(_("The match settings or the game state are not an object."))
    m = dict(m)
    if "players" in m and "names" not in m:
        m["names"] = m.pop("players")
    m.setdefault("settings", {k: m.pop(k) for k in ("pace", "always_ask", "templates")
                              if k in m})
    out = {k: v for k, v in doc.items() if k not in ("version", "checksum")}
    out.update(version=1, match=m, autosave=doc.get("autosave", False))
    out["rng"] = {"engine": {"seed": state.get("seed"), "shuffles": state.get("shuffles")},
                  "bots": {}, "narrator": None}
    return out


def migrate_1_to_2(doc: dict) -> dict:
    """Version 1 saves are all Lunch Money's: the game's key is added (the checksum is of the
    version-1 body, checked before this step)."""
    out = {k: v for k, v in doc.items() if k not in ("version", "checksum")}
    out.update(version=2, game=FIRST_GAME)
    return out


MIGRATIONS: dict[int, Callable[[dict], dict]] = {0: migrate_0_to_1, 1: migrate_1_to_2}
UNCHECKED_VERSIONS = frozenset({0})     # written before saves carried a checksum
NO_CHECKSUM_WARNING = N_("This save comes from an early version of Lunch Money and has no "
                       "checksum, so damage to the file cannot be detected: save the match "
                       "again to protect it.")


def migrate(doc: dict) -> dict:
    """Lift a document of any released version to VERSION, one step at a time."""
    version = doc.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(_("The save has no version number."))
    if version > VERSION:
        raise SaveError(_("The save is version {version}, newer than this game understands (up to "
                          "{newest}): update Lunch Money to load it.")
                        .format(version=version, newest=VERSION))
    if version < min(MIGRATIONS, default=VERSION):
        raise SaveError(_("The save is version {version}, too old to load.")
                        .format(version=version))
    if version not in UNCHECKED_VERSIONS:
        checksum = doc.get("checksum")
        body = {k: v for k, v in doc.items() if k not in ("format", "version", "checksum")}
        if checksum != checksum_of(body):
            raise SaveError(_("The save is damaged: its checksum does not match its contents."))
    while version < VERSION:
        doc = MIGRATIONS[version](doc)
        version += 1
    return doc
