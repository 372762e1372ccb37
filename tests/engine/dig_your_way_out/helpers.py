"""Shared helpers for Dig Your Way Out's rules tests: play actions, find events, name cards."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import KEY_OF, apply, current_decision, legal_actions


def play(state, *actions):
    """Apply actions in order; the final state and every event."""
    events = []
    for a in actions:
        state, ev = apply(state, a)
        events += ev
    return state, events


def of(events, cls):
    """The events of one kind."""
    return [e for e in events if type(e) is cls]


def keys(cards):
    """Card ids as sorted kind keys."""
    return sorted(KEY_OF[c] for c in cards)


def card(state, seat, key):
    """The id of a card of this kind in the seat's hand."""
    return next(c for c in state.hands[seat] if KEY_OF[c] == key)


def kinds(state):
    """The deciding seat's legal action types, by name."""
    return {type(a).__name__ for a in legal_actions(state)}


def deciding(state):
    """(seat, kind value) of the current decision."""
    d = current_decision(state)
    return d.seat, d.kind.value
