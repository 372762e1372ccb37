"""The one error a user causes (a bad file, a bad name): its own module, so every command can
raise it without importing the CLI that prints it."""

from __future__ import annotations


class CliError(Exception):
    """A problem a user caused (bad file, bad name): printed as one line, exit 2."""
