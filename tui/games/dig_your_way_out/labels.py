"""Words for what the table asks and what a choice does: the question of the moment and one
label per legal action (the table's list, the plain numbered answers, the typed parser)."""

from __future__ import annotations

from collections.abc import Callable

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
    ask = _QUESTIONS.get(d.kind)
    if ask is None:
        return ""
    return ask(view, d, view.names[d.other] if d.other >= 0 else "")


def _ask_turn(view, d, other: str) -> str:
    """A turn: the actions left."""
    n = view.actions_left
    return _.n("Your turn: {n} action left.", "Your turn: {n} actions left.", n).format(n=n)


def _ask_destination(view, d, other: str) -> str:
    """A move: where to."""
    return _("Where to?")


def _ask_answer(view, d, other: str) -> str:
    """An extortion of the viewer: give the tool, or fight."""
    return _("{name} extorts your {tool}: give it, or fight?").format(
        name=other, tool=tool_name(d.tool))


def _ask_fight(view, d, other: str) -> str:
    """A fight: for the viewer, or for a teammate (team variant)."""
    if _helping(view):
        return _("Help your team against {name}: lay a weapon, or lay nothing?").format(
            name=other)
    return _("Fight with {name}: lay a weapon, or give in?").format(name=other)


def _ask_deal(view, d, other: str) -> str:
    """A deal the viewer opened: what to hand over."""
    return _("Deal with {name}: hand over cards or cigarettes, then done.").format(name=other)


def _ask_deal_back(view, d, other: str) -> str:
    """A deal made with the viewer: how many to give back."""
    dealing = view.dealing
    owed = dealing.given - dealing.returned if dealing is not None else 0
    return _("{name} dealt with you: give {n} back, your choice.").format(name=other, n=owed)


def _ask_michel(view, d, other: str) -> str:
    """Michel(le)'s knife."""
    return _("Michel(le) shows a knife")


def _ask_trade(view, d, other: str) -> str:
    """Trading: sell, or stop."""
    return _("Sell a card for cigarettes, or stop trading.")


def _ask_discard(view, d, other: str) -> str:
    """A card to discard."""
    return _("Discard a card.")


def _ask_move_michel(view, d, other: str) -> str:
    """Whether to move Michel(le)."""
    return _("Move Michel(le)?")


# The question for each kind of decision (any other kind asks nothing).
_QUESTIONS: dict[K, Callable[..., str]] = {
    K.TURN: _ask_turn, K.DESTINATION: _ask_destination, K.ANSWER: _ask_answer,
    K.FIGHT: _ask_fight, K.DEAL: _ask_deal, K.DEAL_BACK: _ask_deal_back, K.MICHEL: _ask_michel,
    K.TRADE: _ask_trade, K.DISCARD: _ask_discard, K.MOVE_MICHEL: _ask_move_michel,
}


def label(action, view) -> str:
    """What choosing `action` does, in a few words: "Craft a Shovel"."""
    say = _LABELS.get(type(action))
    return say(action, view) if say is not None else str(action)


def _search(action: A.Search, view) -> str:
    """Search the room."""
    return _("Search")


def _roll_move(action: A.RollMove, view) -> str:
    """Move by the die."""
    return _("Move (roll the die)")


def _careful_move(action: A.CarefulMove, view) -> str:
    """Move carefully, for two actions."""
    return _("Careful move (2 actions)")


def _move_to(action: A.MoveTo, view) -> str:
    """Go to a place."""
    return _("Go to {place}").format(place=place_name(action.place, getattr(view, "team", False)))


def _reroll(action: A.Reroll, view) -> str:
    """The Bikers' second roll."""
    return _("Roll again (Bikers)")


def _join_gang(action: A.JoinGang, view) -> str:
    """Join a gang: what it gives, and the cards it costs."""
    g = action.gang
    # TRANSLATORS: {gang} is a bare name (Bratva, Cartel): "bij de bende {gang}" reads
    # right for every gang, whatever its article.
    return _("Join the {gang}: {gives} ({cards})").format(
        gang=gang_name(g), gives=gang_gives(g),
        cards=", ".join(card_name(c) for c in action.cards))


def _play_card(action: A.PlayCard, view) -> str:
    """Play a card, at a player or a place when it is aimed."""
    return _played(card_name(action.card), view.names, action.target, action.place)


def _extort(action: A.Extort, view) -> str:
    """Extort a player's tool, with a weapon or bare hands."""
    weapon = card_name(action.weapon) if action.weapon >= 0 else _("bare hands")
    return _("Extort {name}: {tool} ({weapon})").format(
        name=view.names[action.target], tool=tool_name(action.tool), weapon=weapon)


def _craft(action: A.Craft, view) -> str:
    """Craft a tool."""
    return _("Craft a {tool}").format(tool=tool_name(action.tool))


def _dig(action: A.Dig, view) -> str:
    """Dig with a tool card."""
    return _("Dig with a {card}").format(card=card_name(action.card))


def _steal_spoon(action: A.StealSpoon, view) -> str:
    """Steal a spoon."""
    return _("Steal a spoon")


def _heal(action: A.Heal, view) -> str:
    """Heal a beating."""
    return _("Heal a beating")


def _trade(action: A.Trade, view) -> str:
    """Start trading."""
    return _("Trade cards for cigarettes")


def _sell_card(action: A.SellCard, view) -> str:
    """Sell a card."""
    return _("Sell {card}").format(card=card_name(action.card))


def _done_trading(action: A.DoneTrading, view) -> str:
    """Stop trading."""
    return _("Done trading")


def _buy_offer(action: A.Buy, view) -> str:
    """Buy one of the offers."""
    return _buy(action.offer)


def _reveal_past(action: A.RevealPast, view) -> str:
    """Reveal the criminal past, and at whom or what it is aimed."""
    return _("Reveal your past: {past}").format(past=past_name(view.past)) \
        + _aimed(view.names, action.target, action.place, action.card)


def _end_turn(action: A.EndTurn, view) -> str:
    """End the turn."""
    return _("End your turn")


def _give(action: A.Give, view) -> str:
    """Give up the extorted card."""
    return _("Give your {card}").format(card=card_name(action.card))


def _lay_weapon(action: A.LayWeapon, view) -> str:
    """Lay a weapon in a fight."""
    return _("Lay {card}").format(card=card_name(action.card))


def _concede(action: A.Concede, view) -> str:
    """Lay nothing (for a teammate's fight) or give in (in one's own)."""
    return _("Lay nothing") if _helping(view) else _("Give in")


def _deal(action: A.Deal, view) -> str:
    """Deal with a teammate (team variant)."""
    return _("Deal with {name}").format(name=view.names[action.partner])


def _deal_card(action: A.DealCard, view) -> str:
    """Hand a card over in a deal."""
    return _("Hand over {card}").format(card=card_name(action.card))


def _deal_cigarette(action: A.DealCigarette, view) -> str:
    """Hand a cigarette over in a deal."""
    return _("Hand over a cigarette")


def _done_dealing(action: A.DoneDealing, view) -> str:
    """End a deal."""
    return _("Done dealing")


def _join_mate(action: A.JoinMate, view) -> str:
    """Join a gang mate where they stand."""
    q = action.mate
    return _("Join {name} in the {place} (gang mate)").format(
        name=view.names[q], place=place_name(view.locations[q], view.team))


def _discard(action: A.Discard, view) -> str:
    """Discard a card."""
    return _("Discard {card}").format(card=card_name(action.card))


def _move_michel(action: A.MoveMichel, view) -> str:
    """Move Michel(le) by the die."""
    return _("Move Michel(le) (roll)")


def _leave_michel(action: A.LeaveMichel, view) -> str:
    """Leave Michel(le) where she is."""
    return _("Leave Michel(le) where he or she is")


# The label for each kind of action (any other is shown as it is).
_LABELS: dict[type, Callable[..., str]] = {
    A.Search: _search, A.RollMove: _roll_move, A.CarefulMove: _careful_move,
    A.MoveTo: _move_to, A.Reroll: _reroll, A.JoinGang: _join_gang, A.PlayCard: _play_card,
    A.Extort: _extort, A.Craft: _craft, A.Dig: _dig, A.StealSpoon: _steal_spoon,
    A.Heal: _heal, A.Trade: _trade, A.SellCard: _sell_card, A.DoneTrading: _done_trading,
    A.Buy: _buy_offer, A.RevealPast: _reveal_past, A.EndTurn: _end_turn, A.Give: _give,
    A.LayWeapon: _lay_weapon, A.Concede: _concede, A.Deal: _deal, A.DealCard: _deal_card,
    A.DealCigarette: _deal_cigarette, A.DoneDealing: _done_dealing, A.JoinMate: _join_mate,
    A.Discard: _discard, A.MoveMichel: _move_michel, A.LeaveMichel: _leave_michel,
}


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
