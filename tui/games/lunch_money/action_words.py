"""A Lunch Money action in a few words, in the player's language ("Punch at Bea", "discard
Kick 4 and Dodge"): what a hint and the look back after a match name (tui.model.hints)."""

from __future__ import annotations

from gameshelf.engine.lunch_money import (
    ChooseDirection,
    Decline,
    Defend,
    Discard,
    Pass,
    PlayCard,
    PlayerView,
    Release,
)
from gameshelf.tui.games.lunch_money.questions import DECLINE_LABEL, card_label
from gameshelf.tui.i18n import N_, translator

_ = translator("lunch_money")


def action_words(action: object, view: PlayerView) -> str:
    """What choosing `action` does, in a few words."""
    match action:
        case PlayCard(card=c, target=t) if t is not None and t != view.seat:
            return _("{card} at {name}").format(card=card_label(c), name=view.names[t])
        case PlayCard(card=c) | Defend(card=c):
            return card_label(c)
        case Discard(cards=cards):
            return _("discard {cards}").format(cards=", ".join(card_label(c) for c in cards))
        case Pass():
            return _("pass")
        case Release():
            return _("release your hold")
        case ChooseDirection(clockwise=True):
            return _("send it on to the left")
        case ChooseDirection():
            return _("send it on to the right")
        case Decline():
            return _(_decline_label(view))
    return str(action)


def _decline_label(view: PlayerView) -> str:
    """What saying no means at this decision ("take it", "let it go", "stop")."""
    d = view.decision
    return DECLINE_LABEL.get(d.kind, N_("no")) if d is not None else N_("no")
