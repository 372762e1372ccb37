"""A match as a save document: its body (state, history, RNG states, players, settings), the
file's text in canonical JSON, and the checksum that guards it.

    text = save_text(match, "before lunch")   # what tui.store.saves.writing puts on disk
    doc = match_to_dict(match)                # the same document as a dict

The checksum is the SHA-256 of the body's canonical JSON (sorted keys, no spaces, UTF-8); the
file is that JSON with format, version and checksum in front. The history only grows during a
match and autosaves come every turn, so the history's text is kept on the match and only new
moves are encoded. No file access here.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from datetime import UTC, datetime

from gameshelf.tui.store.saves.rng import bot_snapshot, packed_snapshot

FORMAT = "lunchmoney-save"
VERSION = 2                 # 2: the game's key ("game"); 1: RNG states and a checksum


def save_text(match, name: str = "", *, autosave: bool = False) -> str:
    """The file text of a save of the match: match_to_dict's document, dumped canonically (the
    history from its kept text, so only moves since the last save are encoded)."""
    return document_text(_body(match, name, autosave), history_text(match))


def match_to_dict(match, name: str = "", *, autosave: bool = False) -> dict:
    """The whole save document for a match (format, version and checksum included)."""
    body = match_to_body(match, name, autosave=autosave)
    return {"format": FORMAT, "version": VERSION, "checksum": checksum_of(body), **body}


# Stands in for the history in the body while it is dumped; the cached history text replaces it.
_HISTORY_SLOT = "\x00history\x00"
_HISTORY_JSON = json.dumps(_HISTORY_SLOT)


def document_text(body: dict, history_text: str | None = None) -> str:
    """The file text for a save body: one canonical JSON dump, its checksum spliced in front.
    With history_text, body["history"] is _HISTORY_SLOT and the text goes in its place."""
    text = _canonical(body)
    if history_text is not None:
        text = text.replace(_HISTORY_JSON, history_text, 1)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    head = json.dumps({"format": FORMAT, "version": VERSION, "checksum": f"sha256:{digest}"})
    return head[:-1] + "," + text[1:] if len(text) > 2 else head


def match_to_body(match, name: str = "", *, autosave: bool = False) -> dict:
    """Everything a save holds but its format, version and checksum."""
    body = _body(match, name, autosave)
    body["history"] = json.loads(history_text(match))
    return body


def _body(match, name: str, autosave: bool) -> dict:
    """The body with _HISTORY_SLOT for its history."""
    state, game = match.state, match.game
    narrator = match.narrator
    snap = narrator.snapshot() if narrator is not None and hasattr(narrator, "snapshot") else None
    snap = packed_snapshot(snap)
    body = {
        "name": name,
        "autosave": autosave,
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "match": {
            "names": list(match.names), "personas": list(match.personas),
            "difficulty": match.difficulty, "lang": match.lang, "seed": match.seed,
            "human": match.human, "bot_seeds": list(match.bot_seeds), "id": match.match_id,
            # No templates folder: a save never chooses what it is narrated with.
            # always_ask: the save format's field (a game's table setting, else false)
            "settings": {"pace": match.pace,
                         "always_ask": bool(match.game_settings.get("always_ask", False))},
        },
        "game": game.key,
        "state": game.state_to_dict(state),
        "history": _HISTORY_SLOT,
        "rng": {
            # The engine's chance lives in the state (its seed and counter); kept here too
            # for a reader of the file, never read back.
            "engine": {"seed": getattr(state, "seed", match.seed),
                       "shuffles": getattr(state, "shuffles", None)},
            "bots": {str(seat): bot_snapshot(bot) for seat, bot in sorted(match.bots.items())},
            "narrator": snap,
        },
    }
    if getattr(match, "takebacks", 0):     # a match without take-backs saves as it always did
        body["match"]["takebacks"] = match.takebacks
    if getattr(match, "hints", 0):         # likewise a match without hints
        body["match"]["hints"] = match.hints
    return body


def _list_text(items: list) -> str:
    """JSON text of the items of a list, without its brackets ("" for none)."""
    return json.dumps(items, separators=(",", ":"), ensure_ascii=False)[1:-1]


def history_text(match) -> str:
    """The history as canonical JSON text. Autosaves come every turn and the history only
    grows, so the text of the moves saved before is kept on the match (in chunks) and only new
    moves are encoded."""
    history = match.history
    cache = getattr(match, "_saved_history", None)
    n, chunks = 0, []
    if cache is not None:
        ref, done, cached, last = cache
        if ref is history and done <= len(history) and (done == 0 or history[done - 1] is last):
            n, chunks = done, cached
    if n < len(history):
        game = match.game
        action_to_dict, event_to_dict = game.action_to_dict, game.event_to_dict
        fresh = [[action_to_dict(a), [event_to_dict(e) for e in evs]] for a, evs in history[n:]]
        chunks = [*chunks, _list_text(fresh)]
    _remember_history(match, len(history), chunks)
    return "[" + ",".join(chunks) + "]"


def keep_history_text(match, history: list) -> None:
    """Keep the text of a history read from a file on its match: the next save of a loaded match
    encodes only the moves made since."""
    if history:
        _remember_history(match, len(history), [_list_text(history)])


def _remember_history(match, n: int, chunks: list[str]) -> None:
    """Keep the text of the first n moves of the match's history (in chunks) on the match."""
    history = match.history
    if len(chunks) > 64:       # keep the join cheap over a long match
        chunks = [",".join(chunks)]
    with contextlib.suppress(AttributeError):
        match._saved_history = (history, n, chunks, history[n - 1] if n else None)


def _canonical(body: dict) -> str:
    """The one JSON text of a body its checksum is taken of: sorted keys, no spaces."""
    return json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def checksum_of(body: dict) -> str:
    """The checksum a document carries for its body ("sha256:" and the hex digest)."""
    return "sha256:" + hashlib.sha256(_canonical(body).encode("utf-8")).hexdigest()
