"""Dumm gelaufen!'s summary of a match, written once: game over, the stats and the replay's
standings read it."""

from __future__ import annotations

from dataclasses import dataclass

from gameshelf.tui.i18n import N_, translator

_ = translator("dumm_gelaufen")

# The Stats screen's columns: (figure, heading).
COLUMNS = (("murphys_you", N_("Your Murphys")), ("murphys_them", N_("Their Murphys")))
NOTE = N_("Murphy cards fulfilled in matches against each opponent: yours, theirs.")


@dataclass
class Summary:
    """Who won, each seat's fulfilled Murphy cards, rounds and turns played."""

    winner: int | None
    fulfilled: list[int]
    rounds: int
    turns: int
    reds: list[int]            # red cards that struck each seat

    def standings(self) -> list[int]:
        """The winner first, then by fulfilled Murphy cards."""
        return sorted(range(len(self.fulfilled)),
                      key=lambda s: (s != self.winner, -self.fulfilled[s], s))


def summarize(match) -> Summary:
    """The match's figures, from its state and history."""
    from gameshelf.engine.dumm_gelaufen.events import RedStruck, TurnEnded
    s = match.state
    reds, turns = [0] * len(match.names), 0
    for _action, events in match.history:
        for e in events:
            if isinstance(e, RedStruck):
                reds[e.seat] += 1
            elif isinstance(e, TurnEnded):
                turns += 1
    return Summary(s.winner, [len(f) for f in s.fulfilled], s.round, turns, reds)


def match_stats(match) -> dict[int, dict[str, int]]:
    """Per opponent seat: your fulfilled Murphy cards and theirs in this match."""
    fulfilled = [len(f) for f in match.state.fulfilled]
    you = match.human
    return {seat: {"murphys_you": fulfilled[you], "murphys_them": fulfilled[seat]}
            for seat in range(len(match.names)) if seat != you}


def standings(match) -> str:
    """The replay's last lines: places with fulfilled Murphy cards."""
    s = summarize(match)
    title = (_("Final standings after {n} rounds:") if s.winner is not None
             else _("Standings so far after {n} rounds:")).format(n=s.rounds)
    width = max(len(x) for x in match.names)
    out = [title]
    for place, seat in enumerate(s.standings(), 1):
        how = _("{n}/3 Murphy cards").format(n=s.fulfilled[seat])
        if seat == s.winner:
            how += _(": winner")
        out.append(f"  {place}. {match.names[seat]:<{width}}  {how}")
    return "\n".join(out)
