"""Parsed stylesheets kept between runs, so a start-up reads its styles instead of parsing them.

Textual parses every stylesheet (its widgets' DEFAULT_CSS, the app's and the table's .tcss
files) afresh in each process: about 17 ms of the table's first frame, against 3 ms to read
the same rules back. `install` has the app's stylesheet look its sources up here first; what it
parsed itself is written back after the first frame (`save`).

An entry is found by everything its rules depend on: the CSS text, where it was read from, its
scope and tie-breaker, and the theme's variables (a colour is put in as the CSS is parsed). The file is named by the Python version and says which Textual wrote it (`textual_stamp`), so
an upgrade of either starts afresh.
It lives in the user's cache folder and holds pickled Textual objects, as trusted as the
bytecode Python caches beside our sources: it is read whole and bounded in size, a file that
does not read back cleanly is ignored (and replaced at the next save), and a write is atomic.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import sys
from pathlib import Path
from typing import Any

LIMIT = 2 << 20          # bytes: far more than a shelf's stylesheets in every theme take
ENTRIES = 400            # past this many entries (many themes tried) the file starts afresh
_FORMAT = 1


def cache_file() -> Path:
    """This Python's file in the user's cache folder."""
    from gameshelf.tui.store.paths import cache_dir
    return cache_dir() / f"css-py{sys.version_info[0]}{sys.version_info[1]}.pickle"


def textual_stamp() -> tuple:
    """Which Textual parsed the rules: where it is installed, and its package file's size and
    time (an upgrade rewrites it). Asking Textual its version reads the package metadata, which
    took longer than the parsing it saves."""
    import textual
    info = os.stat(textual.__file__)
    return (textual.__file__, info.st_size, info.st_mtime_ns)


class ParsedStyles:
    """The parsed rules of one app's stylesheet: those read back, and those it parsed anew."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.known: dict[tuple, Any] = _read(path) if path is not None else {}
        self.new: dict[tuple, Any] = {}
        self._themes: dict[int, tuple[dict, str]] = {}

    def install(self, stylesheet: Any) -> None:
        """Have `stylesheet` take a source's rules from here before parsing it. A Textual whose
        stylesheet parses differently is left as it is."""
        parse_rules = getattr(stylesheet, "_parse_rules", None)
        cache = getattr(stylesheet, "_parse_cache", None)
        if parse_rules is None or cache is None:
            return

        def cached_parse(css, read_from, is_default_rules=False, tie_breaker=0, scope=""):
            key = (css, read_from, is_default_rules, tie_breaker, scope)
            if key in cache:
                return parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
            found = (*key, self._theme(getattr(stylesheet, "_variables", {})))
            rules = self.known.get(found)
            if rules is not None:
                cache[key] = rules
                return rules
            rules = parse_rules(css, read_from, is_default_rules, tie_breaker, scope)
            self.new[found] = rules
            return rules

        stylesheet._parse_rules = cached_parse

    def _theme(self, variables: dict[str, str]) -> str:
        """The theme's variables as one text (worked out once per set of variables)."""
        known = self._themes.get(id(variables))
        if known is None or known[0] is not variables:
            known = self._themes[id(variables)] = (variables, repr(sorted(variables.items())))
        return known[1]

    def save(self) -> None:
        """Write what was parsed anew this run beside what was read (nothing to do: nothing
        written). A failure to write costs the next start-up its speed, nothing else."""
        if self.path is None or not self.new:
            return
        entries = self.known | self.new if len(self.known) < ENTRIES else dict(self.new)
        self.known, self.new = entries, {}
        from gameshelf.tui.store.paths import atomic_write_bytes
        with contextlib.suppress(Exception):
            data = pickle.dumps({"format": _FORMAT, "textual": textual_stamp(), "rules": entries},
                                protocol=pickle.HIGHEST_PROTOCOL)
            if len(data) <= LIMIT:
                atomic_write_bytes(self.path, data)


def _read(path: Path) -> dict[bytes, Any]:
    """The entries of the cache file, or none when it is missing, too big or not ours."""
    from gameshelf.tui.store.paths import read_regular
    try:
        doc = pickle.loads(read_regular(path, LIMIT))
    except Exception:
        return {}
    if (not isinstance(doc, dict) or doc.get("format") != _FORMAT
            or doc.get("textual") != textual_stamp()):
        return {}
    rules = doc.get("rules")
    if not isinstance(rules, dict):
        return {}
    return {k: v for k, v in rules.items() if isinstance(k, tuple) and isinstance(v, list)}


def enabled() -> bool:
    """Whether to keep parsed styles between runs (GAMESHELF_CSS_CACHE=0 turns it off)."""
    return os.environ.get("GAMESHELF_CSS_CACHE", "1") != "0"
