"""The question of the moment and its numbered choices, each a legal action: the one list the
table's keys and clicks, the plain-text turns and a typed number all answer from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from gameshelf.engine.dumm_gelaufen import (
    MAC,
    Give,
    GiveTo,
    PickMac,
    PlayGreen,
    Stop,
    Strike,
    SwapWithMac,
    TakeDeck,
    TakeMac,
    TakeOpen,
    distance,
)
from gameshelf.engine.dumm_gelaufen.state import DecisionKind as K
from gameshelf.tui.games.dumm_gelaufen.words import (
    action_name,
    action_rule,
    card_label,
    cards_label,
    colour_word,
    onto,
    pile_word,
)
from gameshelf.tui.i18n import N_, translator

_ = translator("dumm_gelaufen")


@dataclass(frozen=True)
class Choice:
    """One numbered answer: its words and the legal action it takes."""

    label: str
    action: Any


QUESTIONS = {
    K.TURN: N_("Your turn: take 1 card and give 2, or take 2 and give 1."),
    K.PICK_MAC: N_("Which of Mac's cards do you take?"),
    K.ORDER_REDS: N_("Two red cards strike: which first?"),
    K.GIVE_PAIR: N_("R2: give a pair of identical cards to whom?"),
    K.LAY_HIGHEST: N_("R5: lay your highest card on which pile?"),
    K.SWAP_WITH_MAC: N_("G2: swap a card with Mac ({n} left), or stop."),
    K.DISCARD: N_("G4: put a card on an open pile ({n} left), or stop."),
    K.GIFT: N_("G6: which card for {name}?"),
    K.GIVE_BACK: N_("G7: which card do you give back to {name}?"),
}


def question(view) -> str:
    """What the player is asked now ("" when it is not the viewer's decision)."""
    d = view.decision
    if d is None or d.seat != view.seat:
        return ""
    if d.kind is K.GIVE:
        where = onto(MAC) if any(getattr(a, "to", None) == MAC for a in view.legal) \
            else _("onto the open piles")
        # The choices list first the cards the Murphy card wants gone.
        return _.n("Give {n} card {where} (best first).", "Give {n} cards {where} (best first).",
                   d.owed).format(n=d.owed, where=where)
    if d.kind is K.TURN and any(isinstance(a, PlayGreen) for a in view.legal):
        return _("Your turn: take 1 and give 2, take 2 and give 1, or play a green card.")
    name = view.names[d.target] if d.target is not None else ""
    return _(QUESTIONS[d.kind]).format(n=d.owed, name=name)


def choices(view) -> list[Choice]:
    """The viewer's legal actions as numbered answers, the cards to drop for the Murphy card
    first when giving."""
    legal = list(view.legal)
    if view.decision is not None and view.decision.kind in (K.GIVE, K.DISCARD):
        drop = distance(view.murphy, view.hand)[1]
        rank = {c: i for i, c in enumerate(drop)}
        legal.sort(key=lambda a: rank.get(getattr(a, "card", -1), len(rank)))
    return [Choice(describe(a, view), a) for a in legal]


def _top(view, pile: int) -> str:
    p = view.piles[pile]
    return card_label(p[-1]) if p else "-"


def describe(a, view) -> str:
    """One legal action in words."""
    names = view.names
    match a:
        case TakeDeck(count=1):
            return _("take 1 face-down card, give 2")
        case TakeDeck():
            return _("take 2 face-down cards, give 1")
        case TakeOpen(piles=(p,)):
            return _("take {card} from the {pile}, give 2").format(card=_top(view, p),
                                                                   pile=pile_word(p))
        case TakeOpen(piles=(0, 1)):
            return _("take {a} and {b} (both tops), give 1").format(a=_top(view, 0),
                                                                   b=_top(view, 1))
        case TakeOpen(piles=(p, _q)):
            return _("take {cards} from the {pile}, give 1").format(
                cards=cards_label(view.piles[p][-2:][::-1]), pile=pile_word(p))
        case TakeMac(count=1):
            return _("take 1 of Mac's cards, give him 2")
        case TakeMac():
            return _("take 2 of Mac's cards, give him 1")
        case PickMac(card=c):
            return _("take {card} from Mac").format(card=card_label(c))
        case Give(card=c, to=to) if view.decision.kind is K.GIVE:
            return _("give {card} {onto}").format(card=card_label(c), onto=onto(to))
        case Give(card=c, to=to):
            return _("lay {card} {onto}").format(card=card_label(c), onto=onto(to))
        case Strike(card=c):
            return _("{card} first — {rule}").format(card=action_name(c), rule=action_rule(c))
        case GiveTo(card=c, target=t):
            return _("give {card} to {name}").format(card=card_label(c), name=names[t])
        case SwapWithMac(card=c, mac_card=m):
            return _("swap your {card} for Mac's {mac}").format(card=card_label(c),
                                                                mac=card_label(m))
        case PlayGreen():
            return _green(a, view)
        case Stop() if view.decision.kind is K.TURN:
            return _("nothing can be done: pass")
        case Stop():
            return _("stop")
    return str(a)  # pragma: no cover


def _green(a: PlayGreen, view) -> str:
    key = action_name(a.card)
    if a.target is not None:
        return _("play {key} on {name}").format(key=key, name=view.names[a.target])
    if a.colour is not None and a.pile is not None:   # the engine names both or neither
        return _("play {key}: all {colour} {onto}").format(
            key=key, colour=colour_word(a.colour), onto=onto(a.pile))
    return _("play {key}").format(key=key)
