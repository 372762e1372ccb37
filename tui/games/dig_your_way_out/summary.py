"""The match summarised once, from its history: the game-over screen, the Stats screen's
figures and the replay's standings read it."""

from __future__ import annotations

from dataclasses import dataclass

from gameshelf.tui.i18n import N_, translator

_ = translator("dig_your_way_out")

# The Stats screen's columns for this game's own figures: (figure, heading).
COLUMNS = (("fights_won_against", N_("Fights won")), ("fights_lost_against", N_("Fights lost")),
           ("biggest_tunnel_against", N_("Best tunnel")))
NOTE = N_("Fights against each opponent; best tunnel: your most points in a match with them.")


@dataclass
class Summary:
    """Who won, tunnel points, fights won and lost, and beatings taken per seat."""

    winner: int | None
    points: list[int]
    fights_won: list[int]
    fights_lost: list[int]
    beatings: list[int]
    turns: int
    winners: tuple[int, ...] = ()       # the winner's whole team in the team variant
    unfinished: bool = False            # a headless match stopped at its turn limit: no winner

    def standings(self) -> list[int]:
        """The seats by place: the winners, then by tunnel points, then fights won."""
        return sorted(range(len(self.points)), key=lambda s: (
            s not in self.winners, -self.points[s], -self.fights_won[s], s))


def summarize(match) -> Summary:
    from gameshelf.engine.dig_your_way_out import events as E
    from gameshelf.engine.dig_your_way_out import points
    s = match.state
    n = s.players
    won, lost, beat = [0] * n, [0] * n, [0] * n
    for _action, events in match.history:
        for e in events:
            if isinstance(e, E.FightWon):
                if e.winner >= 0:
                    won[e.winner] += 1
                if e.loser >= 0:
                    lost[e.loser] += 1
            elif isinstance(e, E.BeatingTaken):
                beat[e.seat] += 1
    out = match.game.outcome(s)
    return Summary(s.winner, [points(s, q) for q in range(n)], won, lost, beat, s.turn,
                   tuple(out.winners) if out is not None else (),
                   out is not None and out.reason == "turn_limit")


def match_stats(match) -> dict[int, dict[str, int]]:
    """Per opponent seat: fights you won and lost against them, your tunnel points."""
    from gameshelf.engine.dig_your_way_out import events as E
    from gameshelf.engine.dig_your_way_out import points
    you = match.human
    out = {q: dict.fromkeys([k for k, _h in COLUMNS], 0)
           for q in range(len(match.names)) if q != you}
    for _action, events in match.history:
        for e in events:
            if isinstance(e, E.FightWon):
                if e.winner == you and e.loser in out:
                    out[e.loser]["fights_won_against"] += 1
                elif e.loser == you and e.winner in out:
                    out[e.winner]["fights_lost_against"] += 1
    mine = points(match.state, you)
    for rec in out.values():
        rec["biggest_tunnel_against"] = mine
    return out


def standings(match) -> str:
    """The replay's last lines: the places, each with tunnel points."""
    s = summarize(match)
    title = (_("Final standings:") if s.winner is not None
             else _("Stopped at the turn limit, won by nobody:") if s.unfinished
             else _("Standings so far:"))
    width = max(len(x) for x in match.names)
    out = [title]
    for place, seat in enumerate(s.standings(), 1):
        how = _("{n} tunnel points").format(n=s.points[seat])
        if seat in s.winners:
            how += _(": escaped")
        out.append(f"  {place}. {match.names[seat]:<{width}}  {how}")
    return "\n".join(out)
