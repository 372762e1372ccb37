"""Small helpers for Dumm gelaufen! rule tests: cards by name, playing a list of actions."""

from __future__ import annotations

from gameshelf.engine.dumm_gelaufen import apply, card_by_name, current_decision, legal_actions


def card(name: str, nth: int = 0) -> int:
    """The id of the `nth` copy of a card named "red 7" / "G4"."""
    taken: set[int] = set()
    for _ in range(nth):
        taken.add(card_by_name(name, taken))
    return card_by_name(name, taken)


def play(state, *actions):
    """Apply actions in order; the final state and every event, flattened."""
    events = []
    for a in actions:
        state, ev = apply(state, a)
        events += ev
    return state, events


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def decision_kind(state) -> str:
    return current_decision(state).kind.value


__all__ = ["card", "play", "kinds", "decision_kind", "legal_actions"]
