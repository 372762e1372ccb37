"""What one seat may know: `view_for` hides other hands, the Murphy cards it has not seen, and
the order of the face-down piles. A view is an immutable snapshot with no way back to the
state."""

from __future__ import annotations

from gameshelf.engine.core.records import record
from gameshelf.engine.dumm_gelaufen.actions import Action
from gameshelf.engine.dumm_gelaufen.cards import CardId, MurphyId
from gameshelf.engine.dumm_gelaufen.legal import legal_actions
from gameshelf.engine.dumm_gelaufen.state import Decision, DecisionKind, GameState, current_decision


@record
class PlayerView:
    """A seat's picture of the table. `murphies[q]` is q's Murphy card if this seat knows it
    (its own, one shown to all, one it looked at), else None. `legal` is filled only when this
    seat decides now. Open piles list every card (each was laid face up), top card last."""

    seat: int
    hand: tuple[CardId, ...]
    murphy: MurphyId
    legal: tuple[Action, ...]
    names: tuple[str, ...]
    hand_sizes: tuple[int, ...]
    murphies: tuple[MurphyId | None, ...]
    fulfilled: tuple[tuple[MurphyId, ...], ...]
    mac: tuple[CardId, ...]
    piles: tuple[tuple[CardId, ...], ...]
    draw_size: int
    action_discard_size: int
    murphy_pile_size: int
    reds: tuple[CardId, ...]           # red cards taken, shown, still to strike
    picked: tuple[CardId, ...]         # Mac's cards taken so far in this exchange
    decision: Decision | None
    turn: int
    round: int
    winner: int | None
    # Per seat, the cards everyone saw go into its hand and not leave (engine.dumm_gelaufen.known)
    known: tuple[tuple[CardId, ...], ...] = ()


def view_for(s: GameState, seat: int) -> PlayerView:
    """What `seat` may know now."""
    d = current_decision(s)
    known = set(s.seen[seat])
    murphies = tuple(m if q == seat or s.shown[q] or q in known else None
                     for q, m in enumerate(s.murphy))
    legal = tuple(legal_actions(s)) if d is not None and d.seat == seat else ()
    return PlayerView(
        seat, tuple(sorted(s.hands[seat])), s.murphy[seat], legal, s.names,
        tuple(map(len, s.hands)), murphies, tuple(map(tuple, s.fulfilled)), tuple(s.mac),
        tuple(map(tuple, s.piles)), len(s.draw), len(s.action_discard), len(s.murphy_pile),
        tuple(s.reds), tuple(s.taken) if d and d.kind is DecisionKind.PICK_MAC else (), d,
        s.turn, s.round, s.winner, tuple(tuple(sorted(k)) for k in s.known))
