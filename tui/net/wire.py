"""The wire format: versioned JSON messages, one per WebSocket text frame, each an object with
`"v"` (the format's version) and `"type"`. What a client may send is checked here before the
table reads it; what does not pass is a `Refusal` with a reason key and a sentence.

The README's "Play with friends" section documents every message.
"""

from __future__ import annotations

import json
from typing import Any

from gameshelf.tui.i18n import N_

VERSION = 1
MAX_MESSAGE = 16 * 1024          # bytes: an action or a line of talk is far smaller
MAX_NAME = 40                    # characters of a player's name
CLIENT_TYPES = frozenset({"join", "act", "say", "bye"})
HOST_TYPES = frozenset({"seat", "lobby", "start", "events", "view", "said", "over", "refused",
                        "table"})

# Reason keys of a refusal, and the sentence each is told with (a client may word them itself:
# ours shows the sentence in its player's language, from the shell's catalog).
REASONS: dict[str, str] = {
    "malformed": N_("That message is not a JSON object of this table's format."),
    "version": N_("This table speaks version 1 of the format."),
    "unknown_type": N_("No such message type."),
    "too_big": N_("That message is too big."),
    "flood": N_("Too many messages: slow down."),
    "not_joined": N_("Join the table first."),
    "joined": N_("You have joined already."),
    "bad_code": N_("That is not this table's join code."),
    "bad_secret": N_("That secret holds no seat at this table."),
    "full": N_("The table is full."),
    "started": N_("The match has begun: only its players may come back."),
    "not_your_turn": N_("It is not your turn to decide."),
    "stale": N_("That answers a question that is no longer asked."),
    "illegal": N_("The rules do not allow that now."),
    "talk_too_fast": N_("You talk too fast: wait a moment."),
    "empty_talk": N_("There is nothing to say in that line."),
    "no_taunt": N_("This game has no taunt by that number."),
    "over": N_("The match is over."),
}


class Refusal(Exception):
    """A message the table refuses, with its reason key (REASONS)."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.detail = detail

    def message(self) -> dict[str, Any]:
        """The "refused" message telling it."""
        text = REASONS.get(self.reason, self.reason)
        if self.detail:
            text = f"{text} ({self.detail})"
        return make("refused", reason=self.reason, text=text)


def make(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of `kind` with its fields."""
    return {"v": VERSION, "type": kind, **fields}


def dumps(message: dict[str, Any]) -> str:
    """A message as the text of one frame."""
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))


def parse(text: object) -> dict[str, Any]:
    """A client's frame as a message of a known type and version; Refusal otherwise."""
    if not isinstance(text, str):
        raise Refusal("malformed", "send text frames")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise Refusal("too_big")
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        raise Refusal("malformed") from None
    if type(message) is not dict:
        raise Refusal("malformed")
    if message.get("v") != VERSION or type(message.get("v")) is not int:
        raise Refusal("version")
    if message.get("type") not in CLIENT_TYPES:
        raise Refusal("unknown_type")
    return message


def text_field(message: dict[str, Any], key: str, limit: int, default: str = "") -> str:
    """A message's text field, at most `limit` characters; Refusal when it is not text."""
    value = message.get(key, default)
    if type(value) is not str or len(value) > limit:
        raise Refusal("malformed", f"{key!r} should be a text of at most {limit} characters")
    return value


def int_field(message: dict[str, Any], key: str) -> int:
    """A message's whole-number field; Refusal when it is none."""
    value = message.get(key)
    if type(value) is not int:
        raise Refusal("malformed", f"{key!r} should be a whole number")
    return value
