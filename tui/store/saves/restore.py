"""Restoring a match: a checked save (tui.store.saves.reading's Saved) back into a Match, with
its bots and narrator where they left off; and a match's fight log told again.

    match = load("before lunch")     # or a path; SaveError(reason) if it cannot be
    lines = narrate_history(match)   # the lines the table showed, from the history

A save never chooses the banter templates it is told with: those are the player's (--templates,
or the default folder). A bot that cannot be set up again refuses the save; a narrator snapshot
that no longer fits starts afresh (the banter's memory is cosmetic, the match is not).
"""

from __future__ import annotations

import os

from gameshelf.tui.i18n import translator
from gameshelf.tui.store.saves.document import keep_history_text
from gameshelf.tui.store.saves.errors import SaveError
from gameshelf.tui.store.saves.files import resolve
from gameshelf.tui.store.saves.reading import Saved, read
from gameshelf.tui.store.saves.rng import bot_restore, unpacked_snapshot

_ = translator("shell")


def to_match(saved: Saved, *, templates: str | None = None):
    """The Match a checked save describes, with bots and narrator where they left off, told
    with `templates` (the player's own folder; None for the default one)."""
    match = with_bots(saved, templates)
    # The history as it was in the file: the next save needs to encode only new moves.
    keep_history_text(match, saved.doc["history"])
    match.narrator = _narrator(saved.doc["rng"].get("narrator"), match)
    return match


def with_bots(saved: Saved, templates: str | None):
    """The Match of a save with its bots where they left off (SaveError if they cannot be set
    up again), still without a narrator."""
    from gameshelf.tui.model.match import Match
    doc, m = saved.doc, saved.doc["match"]
    settings = m.get("settings", {})
    names = tuple(m["names"])
    personas = tuple(m["personas"])
    kwargs = dict(state=saved.state, names=names, personas=personas,
                  difficulty=m["difficulty"], lang=m["lang"], seed=m["seed"], human=m["human"],
                  bot_seeds=tuple(str(s) for s in m["bot_seeds"]), history=list(saved.history),
                  pace=float(settings.get("pace", 0.8)),
                  game_settings={k: v for k, v in settings.items() if k not in ("pace",
                                                                                "templates")},
                  templates=templates,
                  match_id=saved.match_id, warnings=list(saved.warnings),
                  takebacks=m.get("takebacks", 0), hints=m.get("hints", 0),
                  game_key=saved.game.key)
    try:
        match = Match(**kwargs)
    except Exception as err:   # a bot kind or persona today's game cannot build
        raise SaveError(_("{name}: the opponents cannot be set up again ({err}).")
                        .format(name=saved.path.name, err=err)) \
            from None
    bots = doc["rng"].get("bots", {})
    for seat, bot in match.bots.items():
        data = bots.get(str(seat))
        if data is None:
            continue
        try:
            bot_restore(bot, data)
        except Exception as err:   # noqa: BLE001 - whatever a bot's own restore() makes of
            # a damaged snapshot (IndexError, struct.error, ...), the save cannot be loaded
            raise SaveError(_("{name}: the bot at seat {seat} cannot be restored ({err}).")
                            .format(name=saved.path.name, seat=seat, err=err)) from None
    return match


def _narrator(snap, match):
    """The narrator from its snapshot; a fresh one when there is none (version 0) or it no longer
    fits today's narrator (the banter memory is cosmetic, the match is not)."""
    from gameshelf.tui.narration import narrator_for
    if isinstance(snap, dict):
        try:
            return narrator_for(match, snapshot=unpacked_snapshot(snap))
        except Exception:      # noqa: BLE001 - whatever an old snapshot does, start afresh
            pass
    return narrator_for(match)


def load(name_or_path: str | os.PathLike, directory: str | os.PathLike | None = None, *,
         templates: str | None = None):
    """The Match in a save (by name in the saves folder, or a path); SaveError if it can't be.
    The match's `warnings` say what the player should know about the file (no checksum)."""
    return to_match(read(resolve(name_or_path, directory)), templates=templates)


def narrate_history(match, *, lang: str | None = None, templates: str | None = None) -> list:
    """The whole fight log of a match from its history, with a fresh narrator of the match's
    seed: the same lines the table showed (with the same templates), in `lang` if given."""
    from gameshelf.tui.model.retell import retell
    return [line for batch in retell(match, lang, templates) for line in batch]
