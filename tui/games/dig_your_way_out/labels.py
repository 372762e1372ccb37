"""Words for what the table asks and what a choice does: the question of the moment and one
label per legal action (the table's list, the plain numbered answers, the typed parser)."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out.data import MICHEL_CARDS, OFFERS
from gameshelf.engine.dig_your_way_out.state import DecisionKind as K
from gameshelf.tui.games.dig_your_way_out.words import (
    card_name,
    gang_gives,
    gang_name,
    kind_name,
    past_name,
    place_name,
    tool_name,
)
from gameshelf.tui.i18n import translator

_ = translator("dig_your_way_out")


def question(view) -> str:
    """What the viewer is asked now ("" when someone else decides)."""
    d = view.decision
    if d is None:
        return _("The match is over.")
    if d.seat != view.seat:
        return _("{name} is deciding…").format(name=view.names[d.seat])
    other = view.names[d.other] if d.other >= 0 else ""
    match d.kind:
        case K.TURN:
            n = view.actions_left
            return _.n("Your turn: {n} action left.", "Your turn: {n} actions left.",
                       n).format(n=n)
        case K.DESTINATION:
            return _("Where to?")
        case K.ANSWER:
            return _("{name} extorts your {tool}: give it, or fight?").format(
                name=other, tool=tool_name(d.tool))
        case K.FIGHT if _helping(view):
            return _("Help your team against {name}: lay a weapon, or lay nothing?").format(
                name=other)
        case K.FIGHT:
            return _("Fight with {name}: lay a weapon, or give in?").format(name=other)
        case K.DEAL:
            return _("Deal with {name}: hand over cards or cigarettes, then done.").format(
                name=other)
        case K.DEAL_BACK:
            d = view.dealing
            owed = d.given - d.returned if d is not None else 0
            return _("{name} dealt with you: give {n} back, your choice.").format(
                name=other, n=owed)
        case K.MICHEL:
            return _("Michel(le) shows a knife")
        case K.TRADE:
            return _("Sell a card for cigarettes, or stop trading.")
        case K.DISCARD:
            return _("Discard a card.")
        case K.MOVE_MICHEL:
            return _("Move Michel(le)?")
    return ""


def label(action, view) -> str:
    """What choosing `action` does, in a few words: "Craft a Shovel"."""
    names = view.names
    match action:
        case A.Search():
            return _("Search")
        case A.RollMove():
            return _("Move (roll the die)")
        case A.CarefulMove():
            return _("Careful move (2 actions)")
        case A.MoveTo(place=p):
            return _("Go to {place}").format(place=place_name(p, getattr(view, "team", False)))
        case A.Reroll():
            return _("Roll again (Bikers)")
        case A.JoinGang(gang=g, cards=cards):
            # TRANSLATORS: {gang} is a bare name (Bratva, Cartel): "bij de bende {gang}" reads
            # right for every gang, whatever its article.
            return _("Join the {gang}: {gives} ({cards})").format(
                gang=gang_name(g), gives=gang_gives(g),
                cards=", ".join(card_name(c) for c in cards))
        case A.PlayCard(card=c, target=t, place=p):
            return _played(card_name(c), names, t, p)
        case A.Extort(target=t, tool=tool, weapon=w):
            weapon = card_name(w) if w >= 0 else _("bare hands")
            return _("Extort {name}: {tool} ({weapon})").format(
                name=names[t], tool=tool_name(tool), weapon=weapon)
        case A.Craft(tool=t):
            return _("Craft a {tool}").format(tool=tool_name(t))
        case A.Dig(card=c):
            return _("Dig with a {card}").format(card=card_name(c))
        case A.StealSpoon():
            return _("Steal a spoon")
        case A.Heal():
            return _("Heal a beating")
        case A.Trade():
            return _("Trade cards for cigarettes")
        case A.SellCard(card=c):
            return _("Sell {card}").format(card=card_name(c))
        case A.DoneTrading():
            return _("Done trading")
        case A.Buy(offer=i):
            return _buy(i)
        case A.RevealPast(target=t, place=p, card=c):
            return _("Reveal your past: {past}").format(past=past_name(view.past)) \
                + _aimed(names, t, p, c)
        case A.EndTurn():
            return _("End your turn")
        case A.Give(card=c):
            return _("Give your {card}").format(card=card_name(c))
        case A.LayWeapon(card=c):
            return _("Lay {card}").format(card=card_name(c))
        case A.Concede() if _helping(view):
            return _("Lay nothing")
        case A.Concede():
            return _("Give in")
        case A.Deal(partner=q):
            return _("Deal with {name}").format(name=names[q])
        case A.DealCard(card=c):
            return _("Hand over {card}").format(card=card_name(c))
        case A.DealCigarette():
            return _("Hand over a cigarette")
        case A.DoneDealing():
            return _("Done dealing")
        case A.JoinMate(mate=q):
            return _("Join {name} in the {place} (gang mate)").format(
                name=names[q], place=place_name(view.locations[q], view.team))
        case A.Discard(card=c):
            return _("Discard {card}").format(card=card_name(c))
        case A.MoveMichel():
            return _("Move Michel(le) (roll)")
        case A.LeaveMichel():
            return _("Leave Michel(le) where he or she is")
    return str(action)


def _helping(view) -> bool:
    """Whether the viewer fights for a teammate (team variant), not for herself."""
    f = view.fight
    return f is not None and view.seat not in (f.attacker, f.defender)


def _played(card: str, names, target: int, place: int) -> str:
    if target >= 0:
        return _("Play {card} at {name}").format(card=card, name=names[target])
    if place >= 0:
        return _("Play {card}: {place}").format(card=card, place=place_name(place))
    return _("Play {card}").format(card=card)


def _aimed(names, target: int, place: int, card: int) -> str:
    if target >= 0:
        return " → " + names[target]
    if place >= 0:
        return " → " + place_name(place)
    if card >= 0:
        return " → " + card_name(card)
    return ""


def _buy(offer: int) -> str:
    tool, count, price = OFFERS[offer]
    if count == 1:
        return _("Buy a {tool} for {price} cigarettes").format(tool=kind_name(tool), price=price)
    return _("Buy {n} {tool}s for {price} cigarettes").format(n=count, tool=kind_name(tool),
                                                              price=price)


def michel_tools(card: int) -> str:
    """The tools pictured on a Michel(le) card ("no knife" for one without)."""
    tools = MICHEL_CARDS[card]
    return ", ".join(kind_name(t) for t in tools) if tools else _("no knife")


def past_line(view) -> str:
    """Your criminal past and whether it is still secret."""
    p = view.past
    if p < 0:
        return ""
    shown = view.revealed[view.seat] >= 0
    state = _("revealed") if shown else _("secret")
    return f"{past_name(p)} ({state})"
