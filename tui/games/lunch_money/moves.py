"""Lunch Money's moves as the table means them: copies of a card are interchangeable, and a
question whose only answer is to take it."""

from __future__ import annotations

from collections.abc import Sequence

from gameshelf.engine.lunch_money import KEY_OF, Action, Decline, Defend, Discard, PlayCard
from gameshelf.engine.lunch_money.legal import find_discard


def legal_match(legal: Sequence[Action], action: Action) -> Action | None:
    """The legal action that means the same as `action` (copies of a card are interchangeable)."""
    if action in legal:
        return action
    match action:
        case PlayCard(card=c, target=t):
            for a in legal:
                if isinstance(a, PlayCard) and KEY_OF[a.card] == KEY_OF[c] and a.target == t:
                    return a
        case Defend(card=c):
            for a in legal:
                if isinstance(a, Defend) and KEY_OF[a.card] == KEY_OF[c]:
                    return a
        case Discard(cards=cs):
            return find_discard(legal, [KEY_OF[c] for c in cs])
    return None


def only_take_it(legal: Sequence[Action]) -> bool:
    """Whether taking it (Decline) is the only answer."""
    return len(legal) == 1 and isinstance(legal[0], Decline)


same_action = legal_match      # what the driver asks a game: tui.model.driver.SameAction
