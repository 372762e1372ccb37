"""Lunch Money's summary of a match, written once: the game-over screen, the stats, the saves'
list and the replay's standings all read it."""

from __future__ import annotations

from dataclasses import dataclass, field

from gameshelf.engine.lunch_money import KIND_OF
from gameshelf.engine.lunch_money import events as E


@dataclass
class Summary:
    """What the game-over screen tells: who won and how the match went."""

    winner: int | None
    damage: list[int]
    knockouts: list[int]
    knocked_out_by: dict[int, int | None]
    biggest: tuple[int, int, str, int] | None     # attacker, target, card name, damage
    rounds: int
    humiliations: list[int]
    knocked_in_round: dict[int, int] = field(default_factory=dict)    # seat -> round, in order
    counters: list[int] = field(default_factory=list)                # left at the end

    def standings(self) -> list[int]:
        """The seats by place: the winner, then the others by how long they lasted (the last
        knocked out first), then by counters left."""
        out = list(self.knocked_in_round)
        return sorted(range(len(self.damage)),
                      key=lambda s: (s != self.winner, s in self.knocked_in_round,
                                     -out.index(s) if s in self.knocked_in_round else 0,
                                     -self.counters[s] if self.counters else 0, s))


def summarize(match) -> Summary:
    """Damage dealt, knockouts, the biggest hit and who went out when, from the history."""
    n = len(match.names)
    damage, kos, hums = [0] * n, [0] * n, [0] * n
    ko_by: dict[int, int | None] = {}
    biggest = None
    rnd, knocked = 1, {}
    for _action, events in match.history:
        for e in events:
            match e:
                case E.TurnStarted(round=r):
                    rnd = r
                case E.AttackLanded(attacker=a, target=t, card=c, damage=d):
                    damage[a] += d
                    if biggest is None or d > biggest[3]:
                        biggest = (a, t, KIND_OF[c].name, d)
                case E.ChokeTightened(holder=h):
                    damage[h] += 1
                case E.PlayerKnockedOut(seat=s, by=b):
                    ko_by[s] = b
                    knocked[s] = rnd
                    if b is not None and b != s:
                        kos[b] += 1
                case E.Humiliated(seat=s):
                    hums[s] += 1
    return Summary(match.state.winner, damage, kos, ko_by, biggest, match.state.round, hums,
                   knocked, list(match.state.counters))
