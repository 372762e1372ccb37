"""What one seat may know: `view_for` shows its own hand and past, and the public table; other
hands, secret pasts and the order of face-down piles stay hidden."""

from __future__ import annotations

from gameshelf.engine.core.records import record
from gameshelf.engine.dig_your_way_out.actions import Action
from gameshelf.engine.dig_your_way_out.legal import current_decision, legal_actions
from gameshelf.engine.dig_your_way_out.piles import points, side_points
from gameshelf.engine.dig_your_way_out.sides import target
from gameshelf.engine.dig_your_way_out.state import Dealing, Decision, Fight, GameState, Pending


@record
class PlayerView:
    """A seat's picture of the table (read-only; equal views describe the same knowledge).
    `legal` is filled only when this seat decides now; -1 means "none" in seat fields."""

    seat: int
    hand: tuple[int, ...]
    past: int
    legal: tuple[Action, ...]
    names: tuple[str, ...]
    locations: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    dug: tuple[tuple[int, ...], ...]
    points: tuple[int, ...]
    cigarettes: tuple[int, ...]
    supply: int
    beatings: tuple[int, ...]
    gangs: tuple[int, ...]                 # each seat's gang card, -1 for none
    revealed: tuple[int, ...]              # each seat's revealed past, -1 while secret
    stack_sizes: tuple[int, ...]           # spoon, knife, pickaxe, shovel
    draw_size: int
    discard: tuple[int, ...]               # face up, top last
    gang_tops: tuple[int, ...]             # the face-up top card of each gang deck, -1 if empty
    gang_sizes: tuple[int, ...]
    michel_on: bool
    michel_at: int
    michel_draw_size: int
    michel_discard: tuple[int, ...]
    michel_shown: tuple[int, ...]
    decision: Decision | None
    turn_seat: int
    turn: int
    actions_left: int
    searched: bool
    extorted: bool
    lockdown_by: int
    pending: Pending | None
    fight: Fight | None
    discard_left: int
    winner: int
    target: int                            # tunnel points that win (a team's together)
    team: bool = False                     # the team variant: even seats A, odd seats B
    team_points: tuple[int, ...] = ()      # team variant: A's points, B's points
    dealing: Dealing | None = None
    known: tuple[tuple[int, ...], ...] = ()    # per seat, the kinds everyone saw go into its hand


def view_for(s: GameState, seat: int) -> PlayerView:
    """What `seat` may know now."""
    n = s.players
    d = current_decision(s)
    legal = tuple(legal_actions(s)) if d is not None and d.seat == seat else ()
    return PlayerView(
        seat, tuple(sorted(s.hands[seat])), s.pasts[seat], legal, s.names, tuple(s.location),
        tuple(map(len, s.hands)), tuple(map(tuple, s.dug)), tuple(points(s, q) for q in range(n)),
        tuple(s.cigarettes), s.supply, tuple(s.beatings), tuple(s.gang),
        tuple(s.pasts[q] if s.revealed[q] else -1 for q in range(n)),
        tuple(map(len, s.stacks)), len(s.draw), tuple(s.discard),
        tuple(deck[-1] if deck else -1 for deck in s.gang_decks), tuple(map(len, s.gang_decks)),
        s.michel_on, s.michel_at, len(s.michel_draw), tuple(s.michel_discard),
        tuple(s.michel_shown), d, s.turn_seat, s.turn, s.actions_left, s.searched, s.extorted,
        -1 if s.lockdown_by is None else s.lockdown_by, s.pending, s.fight, s.discard_left,
        -1 if s.winner is None else s.winner, target(s), s.team,
        (side_points(s, 0), side_points(s, 1)) if s.team else (), s.dealing,
        tuple(tuple(sorted(k)) for k in s.known))
