"""Test helpers: drive the engine by card names instead of card ids."""

from __future__ import annotations

from gameshelf.engine.lunch_money import (
    KEY_OF,
    ChooseDirection,
    DecisionKind,
    Decline,
    Defend,
    Discard,
    Pass,
    PlayCard,
    Release,
    apply,
    current_decision,
    legal_actions,
)
from gameshelf.engine.lunch_money.state import GameState


def card_in_hand(state: GameState, seat: int, key: str) -> int:
    for c in state.hands[seat]:
        if KEY_OF[c] == key:
            return c
    raise AssertionError(f"seat {seat} has no {key}: {[KEY_OF[c] for c in state.hands[seat]]}")


def kinds(state: GameState, seat: int) -> list[str]:
    return sorted(KEY_OF[c] for c in state.hands[seat])


class Match:
    """A state plus every event so far, stepped by readable calls."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list = []

    @property
    def decision(self):
        return current_decision(self.state)

    def do(self, action):
        self.state, ev = apply(self.state, action)
        self.events.extend(ev)
        return ev

    def quiet(self):
        """Decline every Humiliation window until some other decision comes up."""
        while (d := self.decision) is not None and d.kind is DecisionKind.INTERRUPT:
            self.do(Decline())
        return self

    def play(self, key: str, target: int | None = None):
        d = self.decision
        self.do(PlayCard(card_in_hand(self.state, d.seat, key), target))
        return self.quiet()

    def defend(self, key: str):
        self.do(Defend(card_in_hand(self.state, self.decision.seat, key)))
        return self.quiet()

    def decline(self):
        self.do(Decline())
        return self.quiet()

    def release(self):
        self.do(Release())
        return self.quiet()

    def direction(self, clockwise: bool):
        self.do(ChooseDirection(clockwise))
        return self.quiet()

    def pass_turn(self):
        self.do(Pass())
        return self.quiet()

    def discard(self, *keys: str):
        seat = self.decision.seat
        self.do(Discard(tuple(card_in_hand(self.state, seat, k) for k in keys)))
        return self.quiet()

    def of(self, cls) -> list:
        return [e for e in self.events if isinstance(e, cls)]

    def legal_keys(self) -> set[str]:
        """Card kinds (and action names) offered at the current decision."""
        out = set()
        for a in legal_actions(self.state):
            card = getattr(a, "card", None)
            out.add(KEY_OF[card] if card is not None else type(a).__name__)
        return out
