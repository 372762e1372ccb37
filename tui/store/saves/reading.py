"""Reading a save file: its bytes, its JSON, its version lifted and its parts checked, as Saved.

    saved = read(path)      # Saved(path, doc, state, history, warnings), or SaveError

Nothing is written here. Every way a file can be wrong (missing, a folder or a device, too big,
not text or not JSON, cut off while saving, another format, a damaged checksum, a position its
game refuses) is one SaveError line naming the file. Turning a Saved into a Match with its bots
and narrator is tui.store.saves.restore's job.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from gameshelf.engine import BadSave, find_game
from gameshelf.tui.i18n import translator
from gameshelf.tui.store.paths import FileTooBig, NotARegularFile, read_regular
from gameshelf.tui.store.saves.checks import checked
from gameshelf.tui.store.saves.document import FORMAT
from gameshelf.tui.store.saves.errors import SaveError
from gameshelf.tui.store.saves.migrations import NO_CHECKSUM_WARNING, UNCHECKED_VERSIONS, migrate

_ = translator("shell")

MAX_BYTES = 5 * 1024 * 1024


@dataclass(frozen=True)
class Saved:
    """A checked save document, not yet turned into a Match; `warnings` are for the player."""

    path: Path
    doc: dict
    state: object
    history: list
    warnings: tuple[str, ...] = ()

    @property
    def game(self):
        """The engine's Game the save is of."""
        return find_game(self.doc["game"])

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.game.names(self.state))

    @property
    def match_id(self) -> str:
        return match_id_of(self.doc["match"], self.names)


def match_id_of(m: dict, names) -> str:
    """The id a save gives its match; a save from before ids has one made of its seed and
    players (the same for every save of that match)."""
    return m.get("id") or f"{m['seed']}:{'|'.join(names)}"


def read(path: str | os.PathLike) -> Saved:
    """Read, migrate and check a save file; SaveError with a one-line reason if anything is off.
    Nothing is ever written here."""
    p = Path(path)
    try:
        raw = read_regular(p, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError(_("There is no save {name!r} in {parent}.")
                        .format(name=p.name, parent=p.parent)) from None
    except IsADirectoryError:
        raise SaveError(_("{p} is a folder, not a save.").format(p=p)) from None
    except NotARegularFile:
        raise SaveError(_("{name} is not a regular file (a pipe or a device?), so it is not "
                          "opened.")
                        .format(name=p.name)) from None
    except FileTooBig as err:
        raise SaveError(_("{name} is {size:.1f} MB, too big to be a save (the limit is {limit} "
                          "MB).")
                        .format(name=p.name, size=err.size / 1e6,
                                limit=MAX_BYTES // (1024 * 1024))) from None
    except OSError as err:
        raise SaveError(_("{name} cannot be read: {err}.")
                        .format(name=p.name, err=err.strerror or err)) from None
    doc = _parse(p, raw)
    try:
        return _check(p, doc)
    except SaveError as err:
        raise SaveError(f"{p.name}: {err}") from None


def _parse(p: Path, raw: bytes) -> object:
    """The JSON in a file, or SaveError saying why it is not JSON we can read."""
    try:
        return json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise SaveError(_("{name} is not a save (not text).").format(name=p.name)) from None
    except json.JSONDecodeError as err:
        cut = raw.lstrip().startswith(b"{") and not raw.rstrip().endswith(b"}")
        where = _("it ends too soon: cut off while saving?") if cut else \
            _("line {line}, column {column}").format(line=err.lineno, column=err.colno)
        raise SaveError(_("{name} is damaged or not a save: bad JSON ({where}).")
                        .format(name=p.name, where=where)) from None
    except ValueError:
        # Python refuses to turn over 4,300 digits into a number (a guard against slow loads).
        raise SaveError(_("{name} is not a save: it holds a number too long to read.")
                        .format(name=p.name)) \
            from None
    except RecursionError:
        raise SaveError(_("{name} is not a save (nested too deep).").format(name=p.name)) from None


def _check(p: Path, doc: object) -> Saved:
    """The Saved of a parsed file: of our format, lifted to today's version, every part checked
    (tui.store.saves.checks); SaveError with the reason if not."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(_("not a Lunch Money save (wrong format name)."))
    version = doc.get("version")
    doc = migrate(doc)
    try:
        state, hist = checked(doc)
    except KeyError as err:
        raise SaveError(_("the save lacks {field!r}.").format(field=str(err.args[0])[:40])) \
            from None
    except BadSave as err:
        raise SaveError(clipped(str(err))) from None
    warnings = (NO_CHECKSUM_WARNING,) if version in UNCHECKED_VERSIONS else ()
    return Saved(p, doc, state, hist, warnings)


MAX_REASON = 200     # characters: a reason is read at a glance (a 4,000-digit number is not)


def clipped(reason: str) -> str:
    """A reason cut to one readable line."""
    reason = " ".join(reason.split())
    return reason if len(reason) <= MAX_REASON else reason[:MAX_REASON - 1].rstrip() + "…"
