"""What the Dumm gelaufen! and Dig Your Way Out lesson tests share: waiting for the table, a
catalog that marks every word it translates, and the files a lesson must never write."""

from __future__ import annotations

import asyncio
import gettext
import os
from pathlib import Path


async def until(pilot, condition, timeout: float = 30.0) -> None:
    """Pause the pilot until condition() is true. The timeout only stops a hung test."""
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not condition():
        if loop.time() > end:
            raise AssertionError("timed out waiting for the lesson")
        await pilot.pause(0.01)


class Marked(gettext.NullTranslations):
    """A catalog that marks every word it is asked for: a word shown unmarked never went
    through the translator, so no catalog could translate it."""

    def gettext(self, message: str) -> str:
        return f"‹{message}›"

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return f"‹{singular if n == 1 else plural}›"


def files_under(folder: str) -> list[Path]:
    """The files under the folder an environment variable names (saves, stats)."""
    root = Path(os.environ[folder])
    return [p for p in root.rglob("*") if p.is_file()] if root.exists() else []

