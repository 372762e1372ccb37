"""After a match, in every game: the player's costliest decisions. The match is dealt again and
played through its history; at each of the human's decisions with a choice, the game's hard bot
is asked, from the human's view as it was then (`Game.advise`), what it would have played, with
the human's own choice weighed beside it. Where it would have played otherwise, its judge says
by how much the human's choice was worse; the three worst are kept. No Textual here: a game-over
screen shows the lines (tui.widgets.look_back), worked out in a thread while it is up.

    costly = costliest(match)              # at most three, worst first
    lines = [costly_line(c, words_for(match)) for c in costly]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from gameshelf.engine.core.advice import Advice, Unit
from gameshelf.tui.i18n import translator
from gameshelf.tui.model.hints import moves, points
from gameshelf.tui.model.retell import dealt_state

_ = translator("shell")

KEPT = 3                # the costliest decisions shown
MAX_WEIGHED = 120       # the human's decisions weighed at most (the last ones of a long match)
# Below these a choice only differs from the bot's by the judge's noise, in each unit.
NOTICEABLE = {Unit.WIN: 0.03, Unit.MOVES: 0.5, Unit.POINTS: 2.0}
# A judge's points this far apart mean that playouts won the match (a won match counts 1,000).
WON_IN_PLAYOUTS = 300.0


@dataclass(frozen=True)
class Costly:
    """One of the human's decisions where the hard bot would have played otherwise: which of
    the human's decisions it was (1 = the first), the view then, the human's choice, the
    advice, and how much worse its judge found the human's choice."""

    number: int
    view: Any
    chosen: Any
    advice: Advice
    loss: float


def your_decisions(match: Any) -> list[tuple[int, Any, Any]]:
    """(number, view, chosen action) of every decision of the human with more than one legal
    choice, replayed from the deal; [] when the match cannot be dealt again (a lesson's
    position)."""
    game, you = match.game, match.human
    state = dealt_state(match) if match.history else None
    if state is None or you is None:
        return []
    out, number = [], 0
    for action, _events in match.history:
        d = game.current_decision(state)
        if d is not None and d.seat == you:
            number += 1
            view = game.view_for(state, you)
            if len(view.legal) > 1:
                out.append((number, view, action))
        state, _ = game.apply(state, action)
    return out


def costliest(match: Any, stop: Callable[[], bool] = lambda: False) -> list[Costly]:
    """The human's costliest decisions of the match, worst first (at most KEPT). `stop` is
    asked between decisions (a screen closed: give up)."""
    game, found = match.game, []
    for number, view, chosen in your_decisions(match)[-MAX_WEIGHED:]:
        if stop():
            return []
        advice = game.advise(view, f"{match.seed}:look-back:{number}", also=(chosen,))
        loss = advice.loss(chosen)
        if loss is not None and loss >= NOTICEABLE.get(advice.unit, float("inf")):
            found.append(Costly(number, view, chosen, advice, loss))
    found.sort(key=lambda c: (-c.loss, c.number))
    return found[:KEPT]


def costly_line(costly: Costly, words: Any) -> str:
    """One decision in one line: when, what you chose, what the hard bot would have, and by
    how much its judge prefers that."""
    a, view = costly.advice, costly.view
    mine, pick = words(costly.chosen, view), words(a.action, view)
    best, yours = a.worth_of(a.action), a.worth_of(costly.chosen)
    assert best is not None and yours is not None      # a loss was measured: both weighed
    if a.unit is Unit.WIN:
        by = _("win chance {p}% against your {q}%").format(p=round(100 * best),
                                                           q=round(100 * yours))
    elif a.unit is Unit.MOVES:
        by = _("{m} card moves from your Murphy card after it, against {k} after yours").format(
            m=moves(best), k=moves(yours))
    elif costly.loss >= WON_IN_PLAYOUTS:
        by = _("far better: its playouts often win the match from there")
    else:
        by = _("{d} points better by its judge").format(d=points(costly.loss))
    return _("Decision {n}: you chose {mine}; the hard bot would have played {pick} "
             "({by}).").format(n=costly.number, mine=mine, pick=pick, by=by)


def can_look_back(match: Any) -> bool:
    """Whether the match can be looked back on: a person played it, and every move of it is
    known here (a seat at a hosted table knows only the events its seat saw: the moves are
    the host's, `(None, events)` in its history)."""
    return match.human is not None and all(action is not None for action, _ in match.history)


def look_back_lines(match: Any, stop: Callable[[], bool] = lambda: False) -> list[str]:
    """The summary's lines on the costliest decisions: a heading and one line each, or one
    line saying there were none."""
    from gameshelf.tui.model.hints import words_for
    costly = costliest(match, stop)
    if not costly:
        return [_("Looking back: the hard bot would have played much as you did.")]
    words = words_for(match)
    return [_("Your costliest decisions, by the hard bot's judge:"),
            *(costly_line(c, words) for c in costly)]
