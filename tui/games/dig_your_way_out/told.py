"""What happened, in one plain line per event: the fight log of a game without narration
templates (and the plain front end's record), fights blow by blow."""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.tui.games.dig_your_way_out.labels import michel_tools
from gameshelf.tui.games.dig_your_way_out.words import (
    card_name,
    cards_text,
    gang_name,
    past_name,
    place_name,
    team_name,
    tool_name,
)
from gameshelf.tui.i18n import translator

_ = translator("dig_your_way_out")


def event_line(ev, names) -> str:
    """One event in words ("" for the bookkeeping nobody needs to read)."""
    line = _LINES.get(type(ev))
    return line(ev, names) if line is not None else ""


def _someone(names, seat: int) -> str:
    """A seat's name, or Michel(le) for the guard (seat -1)."""
    return names[seat] if seat >= 0 else "Michel(le)"


def _game_started(ev: E.GameStarted, n) -> str:
    """Who starts, and the tunnel points that win."""
    return _("{name} starts. First to {points} tunnel points escapes.").format(
        name=n[ev.first], points=ev.target)


def _turn_started(ev: E.TurnStarted, n) -> str:
    """Whose turn it is."""
    return _("— {name}'s turn —").format(name=n[ev.seat])


def _cards_drawn(ev: E.CardsDrawn, n) -> str:
    """A draw: the cards when the reader may see them, else how many."""
    if ev.cards:
        return _("{name} draws {cards}.").format(name=n[ev.seat], cards=cards_text(ev.cards))
    return _.n("{name} draws {n} card.", "{name} draws {n} cards.", ev.count).format(
        name=n[ev.seat], n=ev.count)


def _die_rolled(ev: E.DieRolled, n) -> str:
    """A roll of the die, for the player's move or for Michel(le)'s."""
    return (_("{name} rolls {roll} for Michel(le).") if ev.michel else
            _("{name} rolls {roll}.")).format(name=n[ev.seat], roll=ev.roll)


def _moved(ev: E.Moved, n) -> str:
    """A move to a place, or to a gang mate's."""
    if ev.how == "mate":
        return _("{name} joins a gang mate in the {place}.").format(
            name=n[ev.seat], place=place_name(ev.place))
    return _("{name} goes to the {place}.").format(name=n[ev.seat], place=place_name(ev.place))


def _michel_moved(ev: E.MichelMoved, n) -> str:
    """The guard's walk."""
    return _("Michel(le) walks to the {place}.").format(place=place_name(ev.place))


def _gang_joined(ev: E.GangJoined, n) -> str:
    """A player joins a gang."""
    return _("{name} joins the {gang}.").format(name=n[ev.seat], gang=gang_name(ev.gang_card // 4))


def _card_played(ev: E.CardPlayed, n) -> str:
    """A card played."""
    return _("{name} plays {card}.").format(name=n[ev.seat], card=card_name(ev.card))


def _extortion_started(ev: E.ExtortionStarted, n) -> str:
    """An extortion: whose tool, with which weapon (or bare hands)."""
    return _("{name} extorts {victim}'s {tool} with {weapon}!").format(
        name=n[ev.seat], victim=n[ev.target], tool=tool_name(ev.tool),
        weapon=card_name(ev.weapon) if ev.weapon >= 0 else _("bare hands"))


def _tool_given(ev: E.ToolGiven, n) -> str:
    """A tool handed over to the extorter (or to Michel(le))."""
    return _("{name} hands {card} to {other}.").format(
        name=n[ev.seat], card=card_name(ev.card), other=_someone(n, ev.to))


def _weapon_laid(ev: E.WeaponLaid, n) -> str:
    """A weapon laid in a fight."""
    return _("{name} lays {card}.").format(name=n[ev.seat], card=card_name(ev.card))


def _fight_won(ev: E.FightWon, n) -> str:
    """Who won the fight, against whom (either may be Michel(le))."""
    return _("{winner} wins the fight against {loser}.").format(
        winner=_someone(n, ev.winner), loser=_someone(n, ev.loser))


def _beating_taken(ev: E.BeatingTaken, n) -> str:
    """A beating, counted out of two."""
    return _("{name} takes a beating ({n} of 2).").format(name=n[ev.seat], n=ev.beatings)


def _card_taken(ev: E.CardTaken, n) -> str:
    """A card taken from a player or from the board."""
    return _("{name} takes {card} from {other}.").format(
        name=n[ev.seat], card=card_name(ev.card),
        other=n[ev.origin] if ev.origin >= 0 else _("the board"))


def _crafted(ev: E.Crafted, n) -> str:
    """A tool crafted."""
    return _("{name} crafts a {card}.").format(name=n[ev.seat], card=card_name(ev.card))


def _dug(ev: E.Dug, n) -> str:
    """A dig, and the tunnel's total."""
    return _("{name} digs with a {card}: {total} tunnel points.").format(
        name=n[ev.seat], card=card_name(ev.card), total=ev.total)


def _spoon_stolen(ev: E.SpoonStolen, n) -> str:
    """A spoon stolen."""
    return _("{name} steals a spoon.").format(name=n[ev.seat])


def _healed(ev: E.Healed, n) -> str:
    """A beating healed."""
    return _("{name} heals a beating.").format(name=n[ev.seat])


def _card_sold(ev: E.CardSold, n) -> str:
    """A card sold for cigarettes."""
    return _.n("{name} sells {card} for {n} cigarette.",
               "{name} sells {card} for {n} cigarettes.", ev.cigarettes).format(
        name=n[ev.seat], card=card_name(ev.card), n=ev.cigarettes)


def _bought(ev: E.Bought, n) -> str:
    """Cards bought for cigarettes."""
    return _.n("{name} buys {cards} for {n} cigarette.",
               "{name} buys {cards} for {n} cigarettes.", ev.price).format(
        name=n[ev.seat], cards=cards_text(ev.cards), n=ev.price)


def _past_revealed(ev: E.PastRevealed, n) -> str:
    """A criminal past revealed."""
    return _("{name} reveals a criminal past: {past}!").format(name=n[ev.seat],
                                                               past=past_name(ev.past))


def _cigarettes_taken(ev: E.CigarettesTaken, n) -> str:
    """Cigarettes taken."""
    return _.n("{name} takes {n} cigarette.", "{name} takes {n} cigarettes.",
               ev.amount).format(name=n[ev.seat], n=ev.amount)


def _discarded(ev: E.Discarded, n) -> str:
    """Cards discarded."""
    return _("{name} discards {cards}.").format(name=n[ev.seat], cards=cards_text(ev.cards))


def _sent_to_solitary(ev: E.SentToSolitary, n) -> str:
    """A player sent to solitary."""
    return _("{name} is sent to solitary.").format(name=n[ev.seat])


def _lockdown_called(ev: E.LockdownCalled, n) -> str:
    """A lockdown begins."""
    return _("Lockdown! Nobody moves.")


def _lockdown_lifted(ev: E.LockdownLifted, n) -> str:
    """A lockdown ends."""
    return _("The lockdown is lifted.")


def _actions_gained(ev: E.ActionsGained, n) -> str:
    """Extra actions gained."""
    return _.n("{name} gains {n} action.", "{name} gains {n} actions.", ev.amount).format(
        name=n[ev.seat], n=ev.amount)


def _tunnel_collapsed(ev: E.TunnelCollapsed, n) -> str:
    """A tunnel collapses, and what is left of it."""
    return _("{name}'s tunnel collapses: {total} points.").format(name=n[ev.seat], total=ev.total)


def _michel_card_drawn(ev: E.MichelCardDrawn, n) -> str:
    """The tools Michel(le)'s card shows."""
    return _("Michel(le) shows: {tools}.").format(tools=michel_tools(ev.card))


def _game_won(ev: E.GameWon, n) -> str:
    """The escape: a team's, or one player's."""
    w = ev.winners
    if len(w) > 1:
        return _("{team} digs free: {names} escape!").format(
            team=team_name(w[0]), names=", ".join(n[s] for s in w))
    return _("{name} digs free and escapes!").format(name=", ".join(n[s] for s in w))


def _turn_limit_reached(ev: E.TurnLimitReached, n) -> str:
    """A bot match stopped at its turn limit."""
    return _("The bot match stops at its turn limit after {n} turns: nobody "
             "escapes.").format(n=ev.turns)


def _deal_started(ev: E.DealStarted, n) -> str:
    """Team variant: a deal begins."""
    return _("{name} makes a deal with {other}.").format(name=n[ev.seat], other=n[ev.partner])


def _handed(ev: E.Handed, n) -> str:
    """Team variant: a cigarette or a card handed in a deal."""
    if ev.cigarette is True:
        return _("{name} hands {other} a cigarette.").format(name=n[ev.seat], other=n[ev.to])
    return _("{name} hands {other} {card}.").format(name=n[ev.seat], other=n[ev.to],
                                                    card=card_name(ev.card))


def _deal_done(ev: E.DealDone, n) -> str:
    """Team variant: a deal done, and how many items changed hands."""
    return _.n("{name} and {other} swapped {n} item.",
               "{name} and {other} swapped {n} items.", ev.count).format(
        name=n[ev.seat], other=n[ev.partner], n=ev.count)


def _blow_passed(ev: E.BlowPassed, n) -> str:
    """Team variant: a fighter lays nothing and leaves the blow to a mate."""
    return _("{name} lays nothing and leaves the blow to {other}.").format(
        name=n[ev.seat], other=n[ev.to])


# The line for each kind of event; any other kind is bookkeeping and gets "".
_LINES: dict[type, Callable[..., str]] = {
    E.GameStarted: _game_started, E.TurnStarted: _turn_started, E.CardsDrawn: _cards_drawn,
    E.DieRolled: _die_rolled, E.Moved: _moved, E.MichelMoved: _michel_moved,
    E.GangJoined: _gang_joined, E.CardPlayed: _card_played,
    E.ExtortionStarted: _extortion_started, E.ToolGiven: _tool_given,
    E.WeaponLaid: _weapon_laid, E.FightWon: _fight_won, E.BeatingTaken: _beating_taken,
    E.CardTaken: _card_taken, E.Crafted: _crafted, E.Dug: _dug, E.SpoonStolen: _spoon_stolen,
    E.Healed: _healed, E.CardSold: _card_sold, E.Bought: _bought,
    E.PastRevealed: _past_revealed, E.CigarettesTaken: _cigarettes_taken,
    E.Discarded: _discarded, E.SentToSolitary: _sent_to_solitary,
    E.LockdownCalled: _lockdown_called, E.LockdownLifted: _lockdown_lifted,
    E.ActionsGained: _actions_gained, E.TunnelCollapsed: _tunnel_collapsed,
    E.MichelCardDrawn: _michel_card_drawn, E.GameWon: _game_won,
    E.TurnLimitReached: _turn_limit_reached, E.DealStarted: _deal_started, E.Handed: _handed,
    E.DealDone: _deal_done, E.BlowPassed: _blow_passed,
}
