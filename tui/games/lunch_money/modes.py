"""What Lunch Money's table is doing now: the one state its keys, prompt and bots read."""

from __future__ import annotations

from enum import StrEnum


class Mode(StrEnum):
    """The table's mode. A StrEnum: its value is the word the prompt and the keymap's tables
    (table_bindings) know it by."""

    IDLE = "idle"           # the bots play (or the human's answer is given for them)
    DECIDE = "decide"       # the human is asked
    TARGET = "target"       # a card is chosen: at whom?
    DISCARD = "discard"     # choosing cards to discard
    OVER = "over"           # the match is over: Enter opens the summary
    FAILED = "failed"       # the rules engine broke: the match stops here
    LESSON = "lesson"       # the lesson's step is played: its panel waits for Enter
