"""Taking back your own last decision, as a chess program's takeback: the match goes back to
where it stood when you chose, the bots with it (their RNG and memory), so that the same choice
again plays the same match. It is refused once the match has shown you something you could not
see when you chose (a card you drew, a die roll, a shuffle, a card from a hidden hand: the
game's `reveals`): a second try must never be a peek. No Textual here: the tables keep their
fight log (`log_mark`), this keeps the match.

    takebacks = TakeBacks(driver.match)
    takebacks.remember(log_mark=...)        # just before the human's choice is applied
    reason = takebacks.refusal()            # None: a take-back is allowed now
    mark = takebacks.take_back()            # the match as it was; mark.log_mark for the log
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from gameshelf.engine.core.reveals import Shown, news_in
from gameshelf.tui.i18n import N_, translator

_ = translator("shell")

KEPT = 20           # decisions remembered at most (a take-back rarely reaches that far)

# Why a take-back is refused, by the news shown since (one line in the fight log).
NEWS_WORDS = {
    Shown.DRAW: N_("a card has been drawn since"),
    Shown.ROLL: N_("a die has been rolled since"),
    Shown.SHUFFLE: N_("a pile has been shuffled since"),
    Shown.CARD: N_("a hidden card has been shown since"),
    Shown.SECRET: N_("you have been shown a secret since"),
}

# What the player may type for a take-back, in every language the shelf speaks.
COMMAND_WORDS = frozenset({
    "undo", "take back", "takeback", "take-back", "back up",
    "terug", "terugnemen", "ongedaan", "zet terug", "neem terug",
    "zurück", "zurücknehmen", "rückgängig", "zug zurück",
})


# The help screens' line for it (every game's: Rich markup).
HELP_LINE = N_("[b]u[/b] or typed [b]undo[/b]: take back your last decision, until something "
               "new is shown (a card drawn, a die rolled, a hidden card); Settings can turn it "
               "off.")


def help_line() -> str:
    """The help screens' line on take-backs, in the language of the moment."""
    return _(HELP_LINE)


def is_take_back(text: str) -> bool:
    """Whether a typed line asks for a take-back ("undo", "take back", "terugnemen", …)."""
    return " ".join(text.lower().split()) in COMMAND_WORDS


@dataclass(frozen=True)
class Mark:
    """Where the match stood just before one of the human's decisions: the state, how long the
    history was, the bots' and narrator's memories and dice, and how long the table's log was
    (`log_mark`: the table's own count, given back to it)."""

    moves: int
    state: Any
    bots: dict[int, Any]
    narrator: dict | None
    log_mark: Any = None


def bot_memory(bot: Any) -> Any:
    """A bot's dice and memory, to be put back by `put_back_bot`: its own snapshot() when it
    has one, else its RNG's state (a bot without snapshot() keeps nothing else: saves rely on
    the same)."""
    if hasattr(bot, "snapshot") and hasattr(bot, "restore"):
        return ("snapshot", copy.deepcopy(bot.snapshot()))
    rng = getattr(bot, "rng", None)
    return ("rng", rng.getstate()) if rng is not None else ("none", None)


def put_back_bot(bot: Any, memory: Any) -> None:
    """Put a bot's dice and memory (`bot_memory`) back into a fresh bot of the same seat."""
    kind, data = memory
    if kind == "snapshot":
        bot.restore(copy.deepcopy(data))
    elif kind == "rng":
        bot.rng.setstate(data)


class TakeBacks:
    """The human's recent decisions of one match, each a `Mark`, and taking them back."""

    def __init__(self, match: Any) -> None:
        self.match = match
        self.marks: list[Mark] = []

    def remember(self, log_mark: Any = None) -> None:
        """Just before the human's choice is applied: remember where the match stands. A mark
        for a choice the rules refused (the history did not grow) is replaced by the next."""
        m = self.match
        moves = len(m.history)
        self.marks = [k for k in self.marks if k.moves < moves][-(KEPT - 1):]
        narrator = m.narrator
        snap = narrator.snapshot() if narrator is not None and hasattr(narrator, "snapshot") \
            else None
        self.marks.append(Mark(moves, m.state, {s: bot_memory(b) for s, b in m.bots.items()},
                               copy.deepcopy(snap), log_mark))

    def last(self) -> Mark | None:
        """The newest decision that can still be gone back to (something was played since)."""
        moves = len(self.match.history)
        live = [k for k in self.marks if k.moves < moves]
        return live[-1] if live else None

    def news(self, mark: Mark) -> Shown | None:
        """The first news the match has shown the human since `mark`, or None."""
        m = self.match
        events = (e for _action, evs in m.history[mark.moves:] for e in evs)
        return news_in(m.game.reveals, events, m.human)

    def refusal(self) -> str | None:
        """Why a take-back cannot be had now (one line), or None when it can."""
        m = self.match
        if m.game.outcome(m.state) is not None:
            return _("No take-back: the match is over.")
        mark = self.last()
        if mark is None:
            return _("No take-back: you have made no decision to take back yet.")
        news = self.news(mark)
        if news is not None:
            return _("No take-back: {why}.").format(why=_(NEWS_WORDS[news]))
        return None

    def take_back(self) -> Mark:
        """The match back to the newest mark (call `refusal` first): the state, the history,
        fresh bots with the dice and memories they had then, the narrator likewise. The
        table's bots must be stopped first (a bot thinking in a worker keeps its old object,
        and its answer is dropped). Counts the take-back on the match."""
        mark = self.last()
        assert mark is not None, "take_back() without a decision to take back"
        m = self.match
        self.marks = [k for k in self.marks if k.moves < mark.moves]
        del m.history[mark.moves:]
        m.state = mark.state
        from gameshelf.tui.model.match import make_bots
        bots = make_bots(m)
        for seat, memory in mark.bots.items():
            if seat in bots:
                put_back_bot(bots[seat], memory)
        m.bots = bots
        if mark.narrator is not None:
            from gameshelf.tui.narration import narrator_for
            m.narrator = narrator_for(m, snapshot=copy.deepcopy(mark.narrator))
        m.takebacks += 1
        return mark


def takebacks_of(holder: Any) -> TakeBacks:
    """The TakeBacks kept on `holder` (a table, a plain console) for its match, made on first
    use: a match that is never taken back never loads this module before its first choice."""
    kept = getattr(holder, "_takebacks", None)
    if kept is None or kept.match is not holder.match:
        kept = TakeBacks(holder.match)
        holder._takebacks = kept
    return kept


def summary_line(match: Any) -> str:
    """What a summary says of a match with take-backs ("" for one without)."""
    n = getattr(match, "takebacks", 0)
    if not n:
        return ""
    return _.n("You took back {n} decision in this match.",
               "You took back {n} decisions in this match.", n).format(n=n)


def stats_figures(match: Any) -> dict[str, int]:
    """The lifetime stats' figures of a finished match's take-backs (counted against every
    opponent, as the match is): a match with take-backs, and how many."""
    n = getattr(match, "takebacks", 0)
    return {"takeback_matches": 1, "takebacks": n} if n else {}
