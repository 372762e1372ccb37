"""What Lunch Money counts into your record against each opponent (tui.store.stats)."""

from __future__ import annotations

from gameshelf.tui.i18n import N_, translator

_ = translator("lunch_money")

# The Stats screen's columns for Lunch Money's own figures: (figure, heading); the headings and
# the note are in Lunch Money's catalog (the shell shows them through translator("lunch_money")).
COLUMNS = (("knocked_them_out", N_("You KO'd")), ("knocked_you_out", N_("KO'd you")),
           ("biggest_hit_on_them", N_("Your best")), ("biggest_hit_on_you", N_("Their best")))
NOTE = N_("Your best: your biggest hit on them. Their best: theirs on you.")


def match_stats(match) -> dict[int, dict[str, int]]:
    """Per opponent seat: knockouts both ways and the biggest hit both ways, against you."""
    # Here, not at the top: the title screen reads COLUMNS without loading the engine.
    from gameshelf.engine.lunch_money.events import AttackLanded, PlayerKnockedOut
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
    from gameshelf.tui.games.lunch_money.summary import summarize
    summary = summarize(match)
    rounds = summary.rounds
    title = (_.n("Final standings after {n} round:", "Final standings after {n} rounds:", rounds)
             if summary.winner is not None else
             _.n("Standings so far after {n} round:", "Standings so far after {n} rounds:",
                 rounds))
    out = [title.format(n=rounds)]
    width = max(len(x) for x in match.names)
    for place, seat in enumerate(summary.standings(), 1):
        out.append(f"  {place}. {match.names[seat]:<{width}}  {_how_it_ended(match, summary, seat)}")
    return "\n".join(out)


def _how_it_ended(match, summary, seat: int) -> str:
    """"knocked out in round 3 by Bruno", or the counters left (and ": winner")."""
    if seat in summary.knocked_in_round:
        by = summary.knocked_out_by.get(seat)
        rnd = summary.knocked_in_round[seat]
        if by is not None and by != seat:
            return _("knocked out in round {round} by {name}").format(round=rnd,
                                                                      name=match.names[by])
        return _("knocked out in round {round}").format(round=rnd)
    c = summary.counters[seat]
    if seat == summary.winner:
        return _.n("{n} counter left: winner", "{n} counters left: winner", c).format(n=c)
    return _.n("{n} counter left", "{n} counters left", c).format(n=c)
