"""The shell's words that live as data outside tui/, for the catalog (`python -m gameshelf.tui.locale`):
persona bios (engine.core.cast: the engine may not import the catalogs), the commands Textual
adds to the palette, and argparse's own words (tui.cli.args points argparse at this catalog)."""

from __future__ import annotations

from collections.abc import Iterator

# Textual's palette commands (App.get_system_commands), title and help.
TEXTUAL = ("Theme", "Change the current theme", "Quit",
           "Quit the application as soon as possible", "Screenshot",
           "Save an SVG 'screenshot' of the current screen", "Maximize",
           "Maximize the focused widget", "Minimize",
           "Minimize the widget and restore to normal size", "palette",
           "Search for commands…", "Search for themes…", "Keys",
           "Show help for the focused widget and a summary of available keys",
           # Textual's own keys as its Keys panel lists them (tui/widgets/key_panel.py).
           "Focus Next", "Focus Previous", "Copy selected text", "Open the command palette",
           "Quit the app and return to the command prompt.")

# argparse's words a player can meet (Python 3.11): help and the mistakes a typed command makes.
ARGPARSE = ("usage: ", "positional arguments", "options", "show this help message and exit",
            "argument %(argument_name)s: %(message)s", "unrecognized arguments: %s",
            "ambiguous option: %(option)s could match %(matches)s",
            "invalid choice: %(value)r (choose from %(choices)s)", "expected one argument",
            "expected at most one argument", "expected at least one argument",
            "invalid %(type)s value: %(value)r", "the following arguments are required: %s",
            "one of the arguments %s is required", "not allowed with argument %s",
            "ignored explicit argument %r", "unknown parser %(parser_name)r (choices: %(choices)s)")
ARGPARSE_PLURALS = (("expected %s argument", "expected %s arguments"),)


def messages() -> Iterator[tuple[str | tuple[str, str], str]]:
    """(word, where it comes from) for every word above and every persona's bio."""
    from gameshelf.engine.core.cast import PERSONAS
    for persona in PERSONAS:
        yield persona.bio, f"engine/core/cast.py ({persona.key})"
    yield from ((word, "textual (palette)") for word in TEXTUAL)
    yield from ((word, "argparse") for word in ARGPARSE + ARGPARSE_PLURALS)
