"""Golden records: the text a seeded match produced, kept in a file beside the test that checks it.

A golden test computes its lines now and compares them, line for line, with its record
(`tests/<part>/golden/<name>.txt`, one line of text per line of the record). On a difference it
fails naming the first line that differs, recorded and now. The record is exactly the text the old
digests hashed (the lines joined without separators for the event logs, `repr` of the list for the
fight logs), so a re-recording is a readable `git diff`.

To re-record after a change of play made on purpose (say so in RULES/BOTS and the commit):
    GAMESHELF_RECORD_GOLDEN=1 python -m pytest -p no:cacheprovider tests/engine/lunch_money/test_golden.py
then read `git diff tests/engine/lunch_money/golden/` and commit the records with the change.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

RECORD_ENV = "GAMESHELF_RECORD_GOLDEN"


def recording() -> bool:
    """Whether this run writes the golden records instead of checking them."""
    return os.environ.get(RECORD_ENV, "") not in ("", "0")


def read_record(path: Path) -> list[str]:
    """The recorded lines of one golden file (each line of the file ends with a newline)."""
    return path.read_text(encoding="utf-8").split("\n")[:-1]


def write_record(path: Path, lines: list[str]) -> None:
    """Record `lines`, one a line; a line must not hold a newline of its own."""
    assert not any("\n" in line for line in lines), "a golden line holds a newline"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")


def first_difference(recorded: list[str], now: list[str]) -> str:
    """One readable paragraph: where the two texts part, and what each says there."""
    for number, (was, is_) in enumerate(zip(recorded, now, strict=False), start=1):
        if was != is_:
            return f"line {number} differs:\n  recorded: {was}\n  now:      {is_}"
    shorter, longer, which = (now, recorded, "recorded") if len(now) < len(recorded) \
        else (recorded, now, "now")
    return (f"the first {len(shorter)} lines agree; {which} goes on with line {len(shorter) + 1}:"
            f"\n  {longer[len(shorter)]}  ({len(recorded)} lines recorded, {len(now)} now)")


def check_golden(path: Path, lines: list[str], *, may_record: bool = True) -> None:
    """Fail, naming the first differing line, unless `lines` are the record at `path`.

    Under GAMESHELF_RECORD_GOLDEN=1 the record is written instead (by the test that owns it:
    tests that only share another test's record pass may_record=False and still check)."""
    if recording() and may_record:
        write_record(path, lines)
        return
    if not path.exists():
        pytest.fail(f"no golden record {path}: record it with {RECORD_ENV}=1", pytrace=False)
    recorded = read_record(path)
    if recorded != lines:
        pytest.fail(f"{path.name}: {first_difference(recorded, lines)}\n"
                    f"(a change of play on purpose? re-record: {RECORD_ENV}=1, see tests/golden.py)",
                    pytrace=False)
