"""What Lunch Money counts into your record against each opponent (tui.stats)."""

from __future__ import annotations

# The Stats screen's columns for Lunch Money's own figures: (figure, heading).
COLUMNS = (("knocked_them_out", "You KO'd"), ("knocked_you_out", "KO'd you"),
           ("biggest_hit_on_them", "Your best"), ("biggest_hit_on_you", "Their best"))
NOTE = "Your best: your biggest hit on them. Their best: theirs on you."


def match_stats(match) -> dict[int, dict[str, int]]:
    """Per opponent seat: knockouts both ways and the biggest hit both ways, against you."""
    # Here, not at the top: the title screen reads COLUMNS without loading the engine.
    from engine.lunch_money.events import AttackLanded, PlayerKnockedOut
    you = match.human
    out = {seat: dict.fromkeys([key for key, _ in COLUMNS], 0)
           for seat in range(len(match.names)) if seat != you}
    for _action, events in match.history:
        for e in events:
            if isinstance(e, PlayerKnockedOut):
                if e.by == you and e.seat in out:
                    out[e.seat]["knocked_them_out"] += 1
                if e.seat == you and e.by in out:
                    out[e.by]["knocked_you_out"] += 1
            elif isinstance(e, AttackLanded):
                if e.attacker == you and e.target in out:
                    rec = out[e.target]
                    rec["biggest_hit_on_them"] = max(rec["biggest_hit_on_them"], e.damage)
                elif e.target == you and e.attacker in out:
                    rec = out[e.attacker]
                    rec["biggest_hit_on_you"] = max(rec["biggest_hit_on_you"], e.damage)
    return out


def standings(match) -> str:
    """The replay's last lines: the places from the match's summary (tui.games.lunch_money
    .summary), each with how that player ended."""
    from tui.games.lunch_money.summary import summarize
    summary = summarize(match)
    title = "Final standings" if summary.winner is not None else "Standings so far"
    rounds = summary.rounds
    out = [f"{title} after {rounds} round{'s' if rounds != 1 else ''}:"]
    width = max(len(x) for x in match.names)
    for place, seat in enumerate(summary.standings(), 1):
        out.append(f"  {place}. {match.names[seat]:<{width}}  {_how_it_ended(match, summary, seat)}")
    return "\n".join(out)


def _how_it_ended(match, summary, seat: int) -> str:
    """"knocked out in round 3 by Bruno", or the counters left (and ": winner")."""
    if seat in summary.knocked_in_round:
        by = summary.knocked_out_by.get(seat)
        who = f" by {match.names[by]}" if by is not None and by != seat else ""
        return f"knocked out in round {summary.knocked_in_round[seat]}{who}"
    c = summary.counters[seat]
    return f"{c} counter{'s' if c != 1 else ''} left" + (": winner" if seat == summary.winner else "")
