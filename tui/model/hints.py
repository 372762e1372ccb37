"""A hint, in every game: at your decision, what the game's hard bot would play there and why, in
one line in your language. It is worked out from your own view only (`Game.advise`, which reads
the view as a bot does), so it can never tell you a hidden card. Hints are counted on the match
(its summary, the stats, its save). No Textual here: the tables and the plain mode show the line.

    line = hint_line(match)          # None when it is not your decision
"""

from __future__ import annotations

from typing import Any

from gameshelf.engine.core.advice import Advice, How, Unit
from gameshelf.tui.i18n import N_, translator

_ = translator("shell")

# What the player may type for a hint, in every language the shelf speaks.
COMMAND_WORDS = frozenset({
    "hint", "tip", "help me", "what would you play", "advice",
    "hint alsjeblieft", "advies", "wat zou jij doen",
    "tipp", "hinweis", "rat", "was würdest du tun",
})

# The help screens' line for it (every game's: Rich markup).
HELP_LINE = N_("[b]t[/b] or typed [b]hint[/b]: what the hard bot would play now and why, "
               "worked out from your own view only.")


def help_line() -> str:
    """The help screens' line on hints, in the language of the moment."""
    return _(HELP_LINE)


def is_hint(text: str) -> bool:
    """Whether a typed line asks for a hint ("hint", "tip", "tipp", …)."""
    return " ".join(text.lower().split()).rstrip("?!.") in COMMAND_WORDS


def words_for(match: Any):
    """The game's words for one of its actions: (action, view) -> "Punch at Bea"."""
    from gameshelf.tui.shelf import ui_for
    return ui_for(match.game_key).action_words


def your_view(match: Any) -> Any | None:
    """The human's view when the human decides now, else None."""
    game, state, you = match.game, match.state, match.human
    if you is None or game.outcome(state) is not None:
        return None
    d = game.current_decision(state)
    if d is None or d.seat != you:
        return None
    return game.view_for(state, you)


def advice_seed(match: Any) -> str:
    """The seed of a hint: the match's, and how far it has gone (the same hint twice)."""
    return f"{match.seed}:hint:{len(match.history)}"


def hint_line(match: Any) -> str | None:
    """The hint for the human's decision now (and count it), or None when the human does not
    decide now."""
    view = your_view(match)
    if view is None:
        return None
    advice = match.game.advise(view, advice_seed(match))
    match.hints += 1
    return advice_words(advice, view, words_for(match))


def advice_words(advice: Advice, view: Any, words: Any) -> str:
    """One line: the pick, and why (its measure against the next best choice)."""
    pick = words(advice.action, view)
    if advice.how is How.ONLY:
        return _("Hint: {action} — it is your only choice here.").format(action=pick)
    why = measure(advice, view, words)
    if advice.how is How.SEARCH:
        line = _("Hint: {action} — the hard bot's pick, played out {n} times from your view"
                 ).format(action=pick, n=advice.worlds)
    else:
        line = _("Hint: {action} — the hard bot's first choice by its reading of the table"
                 ).format(action=pick)
    return f"{line}: {why}." if why else f"{line}."


def measure(advice: Advice, view: Any, words: Any) -> str:
    """What the judge makes of the pick beside the next best choice ("" with none)."""
    other = advice.runner_up()
    if other is None:
        return ""
    action, worth = other
    mine = advice.worth_of(advice.action)
    assert mine is not None               # the pick is always weighed
    say = words(action, view)
    if advice.unit is not Unit.RANK and worth >= mine:
        return _("{other} is about as good by its judge").format(other=say)
    if advice.unit is Unit.WIN:
        return _("{p}% to win, against {q}% for {other}").format(
            p=round(100 * mine), q=round(100 * worth), other=say)
    if advice.unit is Unit.MOVES:
        return _("{m} card moves from your Murphy card after it, {k} after {other}").format(
            m=moves(mine), k=moves(worth), other=say)
    if advice.unit is Unit.POINTS:
        return _("{d} points ahead of {other} by its judge").format(
            d=points(mine - worth), other=say)
    return _("next in its order: {other}").format(other=say)


def moves(worth: float) -> str:
    """Card moves as a player reads them (a worth is minus the moves): "2", "about 2.5"."""
    n = round(-worth, 1)
    return f"{n:g}" if n == int(n) else _("about {n}").format(n=f"{n:g}")


def points(gain: float) -> str:
    """A judge's points, one decimal at most."""
    return f"{round(gain, 1):g}"


def summary_line(match: Any) -> str:
    """What a summary says of a match with hints ("" for one without)."""
    n = getattr(match, "hints", 0)
    if not n:
        return ""
    return _.n("You asked for {n} hint in this match.",
               "You asked for {n} hints in this match.", n).format(n=n)


def stats_figures(match: Any) -> dict[str, int]:
    """The lifetime stats' figures of a finished match's hints: a match with hints, and how
    many."""
    n = getattr(match, "hints", 0)
    return {"hint_matches": 1, "hints": n} if n else {}
