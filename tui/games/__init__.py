"""One package per game: its table, help, lesson, commands, words and narration (the UI's
registry of them is tui/shelf.py)."""
