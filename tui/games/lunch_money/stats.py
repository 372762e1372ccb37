"""What Lunch Money counts into your record against each opponent (tui.stats)."""

from __future__ import annotations

from engine.lunch_money.events import AttackLanded, PlayerKnockedOut, TurnStarted

# The Stats screen's columns for Lunch Money's own figures: (figure, heading).
COLUMNS = (("knocked_them_out", "You KO'd"), ("knocked_you_out", "KO'd you"),
           ("biggest_hit_on_them", "Your best"), ("biggest_hit_on_you", "Their best"))
NOTE = "Your best: your biggest hit on them. Their best: theirs on you."


def match_stats(match) -> dict[int, dict[str, int]]:
    """Per opponent seat: knockouts both ways and the biggest hit both ways, against you."""
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
    """The winner first, then the others by how long they lasted (or by counters left)."""
    state = match.state
    n = len(match.names)
    knocked: dict[int, tuple[int, int | None, int]] = {}   # seat -> (order, by, round)
    rnd = 1
    for _action, events in match.history:
        for e in events:
            if isinstance(e, TurnStarted):
                rnd = e.round
            elif isinstance(e, PlayerKnockedOut):
                knocked[e.seat] = (len(knocked), e.by, rnd)
    order = sorted(range(n), key=lambda s: (s != state.winner, s in knocked,
                                            -knocked.get(s, (0, None, 0))[0],
                                            -state.counters[s], s))
    title = "Final standings" if state.winner is not None else "Standings so far"
    out = [f"{title} after {state.round} round{'s' if state.round != 1 else ''}:"]
    width = max(len(x) for x in match.names)
    for place, seat in enumerate(order, 1):
        name = match.names[seat]
        if seat in knocked:
            _, by, when = knocked[seat]
            how = f"knocked out in round {when}" + (f" by {match.names[by]}"
                                                     if by is not None and by != seat else "")
        else:
            c = state.counters[seat]
            how = f"{c} counter{'s' if c != 1 else ''} left"
            if seat == state.winner:
                how += ": winner"
        out.append(f"  {place}. {name:<{width}}  {how}")
    return "\n".join(out)
