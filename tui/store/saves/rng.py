"""RNG states and bot snapshots, packed small for a save file and unpacked again.

random.Random.getstate() is 625 words: a save keeps them as base64 (about 3 KB) instead of 7 KB
of digits. The bots' snapshots (their RNG and memory) and the narrator's go through here on the
way into the document (tui.store.saves.document) and back into a Match
(tui.store.saves.restore); the plain getstate() form is read as well.
"""

from __future__ import annotations

import base64
import struct
from typing import overload

# random.Random.getstate(): (version, 625 words of the Mersenne Twister, gauss_next)
RngState = tuple[int, tuple[int, ...], float | None]


def _pack_rng(state: RngState) -> dict:
    """random.Random.getstate() compactly: 624 words as base64 instead of 7 KB of digits."""
    version, internal, gauss = state
    words = struct.pack("<625I", *internal)
    return {"v": version, "mt": base64.b64encode(words).decode("ascii"), "gauss": gauss}


def _unpack_rng(data: object) -> RngState:
    """The getstate() tuple of a packed (or plain getstate()) RNG state; ValueError if it is
    not one."""
    if isinstance(data, list) and len(data) == 3 and isinstance(data[1], list):   # as getstate
        version, internal, gauss = data
    else:
        if not isinstance(data, dict):
            raise ValueError("not an RNG state")
        version, gauss = data["v"], data.get("gauss")
        raw = base64.b64decode(data["mt"], validate=True)
        if len(raw) != 625 * 4:
            raise ValueError("an RNG state of the wrong size")
        internal = struct.unpack("<625I", raw)
    if not isinstance(version, int) or not (gauss is None or isinstance(gauss, float)):
        raise ValueError("not an RNG state")
    internal = tuple(internal)
    if len(internal) != 625 or not all(isinstance(x, int) for x in internal):
        raise ValueError("an RNG state of the wrong size")
    return (version, internal, gauss)


def bot_snapshot(bot: object) -> dict:
    """A bot's RNG and memory: its own snapshot() if it has one, else its RNG (a bot without
    a snapshot keeps nothing else: the random and easy levels)."""
    if hasattr(bot, "snapshot") and hasattr(bot, "restore"):
        return {"snapshot": packed_snapshot(bot.snapshot())}
    rng = getattr(bot, "rng", None)
    return {"rng": _pack_rng(rng.getstate())} if rng is not None else {}


def bot_restore(bot: object, data: dict) -> None:
    """Put a snapshot back into a freshly made bot of the same kind and seat. (Saves before
    issue 15 may hold a "memory" of such a bot's plain fields: there were none to restore.)"""
    if "snapshot" in data:
        if not hasattr(bot, "restore"):
            raise ValueError("this bot cannot restore its snapshot")
        bot.restore(unpacked_snapshot(data["snapshot"]))
        return
    if "rng" in data and getattr(bot, "rng", None) is not None:
        bot.rng.setstate(_unpack_rng(data["rng"]))  # type: ignore[attr-defined]


def packed_snapshot(snap: object) -> object:
    """A snapshot with its RNG state (in getstate() form) packed small; unpacked_snapshot
    undoes it."""
    if isinstance(snap, dict) and _is_getstate(snap.get("rng")):
        return {**snap, "rng": _pack_rng(snap["rng"])}
    return snap


@overload
def unpacked_snapshot(snap: dict) -> dict: ...
@overload
def unpacked_snapshot(snap: object) -> object: ...
def unpacked_snapshot(snap: object) -> object:
    """A snapshot as its owner's restore() takes it: its packed RNG state in getstate() form."""
    if isinstance(snap, dict) and isinstance(snap.get("rng"), dict) and "mt" in snap["rng"]:
        version, internal, gauss = _unpack_rng(snap["rng"])
        return {**snap, "rng": [version, list(internal), gauss]}
    return snap


def _is_getstate(v: object) -> bool:
    """Whether v looks like random.Random.getstate(): (version, 625 words, gauss)."""
    return isinstance(v, list | tuple) and len(v) == 3 and isinstance(v[1], list | tuple) \
        and len(v[1]) == 625
