"""How a match's fight log is told, the same everywhere: at the table as it is played (tui.model.driver),
again from its history (a resumed match, `replay`) and by `sim --narrate`. A batch of events is
told as the player in one seat may see it, and a match opens with the lines of the state it was
dealt in. No Textual and no Jinja here (the narrator is built only when a log is retold)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any


def tell(narrator, game, events: Sequence[Any], seat: int | None) -> list:
    """The fight-log lines of a batch of events as the player in `seat` may see them (every
    secret shown when `seat` is None: a table of bots only)."""
    shown = events if seat is None else [game.visible_to(e, seat) for e in events]
    return list(narrator.narrate(shown))


def opening_events(match) -> tuple:
    """What the match announced when it was dealt (who starts, Mac's first row), from the state
    it was dealt in, not the one it has reached: a fresh match's own state, else the deal again
    (dealt_state). () when the match was not dealt that way (a lesson's set-up position)."""
    game = match.game
    if not match.history:
        return game.opening_events(match.state)
    dealt = dealt_state(match)
    return game.opening_events(dealt) if dealt is not None else ()


def dealt_state(match):
    """The state a match was dealt in, dealt again from its seed and options (the engine's
    chance comes from the state's seed), or None when the first move its history keeps does
    not play out on it the same."""
    game = match.game
    seed = getattr(match.state, "seed", match.seed)
    try:
        dealt = game.new_game(list(match.names), seed, **game.options_of(match.state))
        action, events = match.history[0]
        _new, again = game.apply(dealt, action)
    except Exception:        # noqa: BLE001 - a position no deal makes (a scenario)
        return None
    return dealt if tuple(again) == tuple(events) else None


def retell(match, lang: str | None = None, templates: str | None = None) -> Iterator[list]:
    """The fight log of the match so far, batch by batch (the opening first), told again by a
    fresh narrator of its seed: the lines the table showed, in `lang` if given."""
    from gameshelf.tui.narration import narrator_for
    narrator = narrator_for(match, lang=lang, templates=templates)
    game, seat = match.game, match.human
    yield tell(narrator, game, opening_events(match), seat)
    for _action, events in list(match.history):
        yield tell(narrator, game, events, seat)
