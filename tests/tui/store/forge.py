"""Changing a save file the way a careful forger would: edit the document, then sign it again,
so that only the game's own checks (not the checksum) stand between the file and the table."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from gameshelf.tui.store import saves


def resigned(doc: dict) -> str:
    """The document's text with a correct checksum again."""
    head = {k: doc[k] for k in ("format", "version") if k in doc}
    body = {k: v for k, v in doc.items() if k not in ("format", "version", "checksum")}
    return json.dumps({**head, "checksum": saves.checksum_of(body), **body}, ensure_ascii=False)


def forge(path: Path, change: Callable[[dict], object]) -> Path:
    """Apply `change` to the save document at `path` and write it back, signed."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    change(doc)
    path.write_text(resigned(doc), encoding="utf-8")
    return path
