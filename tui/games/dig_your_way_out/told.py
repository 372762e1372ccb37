"""What happened, in one plain line per event: the fight log of a game without narration
templates (and the plain front end's record), fights blow by blow."""

from __future__ import annotations

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
    n = names
    match ev:
        case E.GameStarted(first=f, target=t):
            return _("{name} starts. First to {points} tunnel points escapes.").format(
                name=n[f], points=t)
        case E.TurnStarted(seat=s):
            return _("— {name}'s turn —").format(name=n[s])
        case E.CardsDrawn(seat=s, count=c, cards=cards):
            if cards:
                return _("{name} draws {cards}.").format(name=n[s], cards=cards_text(cards))
            return _.n("{name} draws {n} card.", "{name} draws {n} cards.", c).format(
                name=n[s], n=c)
        case E.DieRolled(seat=s, roll=r, michel=m):
            return (_("{name} rolls {roll} for Michel(le).") if m else
                    _("{name} rolls {roll}.")).format(name=n[s], roll=r)
        case E.Moved(seat=s, place=p, how="mate"):
            return _("{name} joins a gang mate in the {place}.").format(
                name=n[s], place=place_name(p))
        case E.Moved(seat=s, place=p):
            return _("{name} goes to the {place}.").format(name=n[s], place=place_name(p))
        case E.MichelMoved(place=p):
            return _("Michel(le) walks to the {place}.").format(place=place_name(p))
        case E.GangJoined(seat=s, gang_card=g):
            return _("{name} joins the {gang}.").format(name=n[s], gang=gang_name(g // 4))
        case E.CardPlayed(seat=s, card=c):
            return _("{name} plays {card}.").format(name=n[s], card=card_name(c))
        case E.ExtortionStarted(seat=s, target=t, tool=tool, weapon=w):
            return _("{name} extorts {victim}'s {tool} with {weapon}!").format(
                name=n[s], victim=n[t], tool=tool_name(tool),
                weapon=card_name(w) if w >= 0 else _("bare hands"))
        case E.ToolGiven(seat=s, to=t, card=c):
            return _("{name} hands {card} to {other}.").format(
                name=n[s], card=card_name(c), other=n[t] if t >= 0 else "Michel(le)")
        case E.WeaponLaid(seat=s, card=c):
            return _("{name} lays {card}.").format(name=n[s], card=card_name(c))
        case E.FightWon(winner=w, loser=lo):
            return _("{winner} wins the fight against {loser}.").format(
                winner=n[w] if w >= 0 else "Michel(le)", loser=n[lo] if lo >= 0 else "Michel(le)")
        case E.BeatingTaken(seat=s, beatings=b):
            return _("{name} takes a beating ({n} of 2).").format(name=n[s], n=b)
        case E.CardTaken(seat=s, origin=o, card=c):
            return _("{name} takes {card} from {other}.").format(
                name=n[s], card=card_name(c), other=n[o] if o >= 0 else _("the board"))
        case E.Crafted(seat=s, card=c):
            return _("{name} crafts a {card}.").format(name=n[s], card=card_name(c))
        case E.Dug(seat=s, card=c, total=t):
            return _("{name} digs with a {card}: {total} tunnel points.").format(
                name=n[s], card=card_name(c), total=t)
        case E.SpoonStolen(seat=s):
            return _("{name} steals a spoon.").format(name=n[s])
        case E.Healed(seat=s):
            return _("{name} heals a beating.").format(name=n[s])
        case E.CardSold(seat=s, card=c, cigarettes=k):
            return _.n("{name} sells {card} for {n} cigarette.",
                       "{name} sells {card} for {n} cigarettes.", k).format(
                name=n[s], card=card_name(c), n=k)
        case E.Bought(seat=s, cards=cards, price=p):
            return _.n("{name} buys {cards} for {n} cigarette.",
                       "{name} buys {cards} for {n} cigarettes.", p).format(
                name=n[s], cards=cards_text(cards), n=p)
        case E.PastRevealed(seat=s, past=p):
            return _("{name} reveals a criminal past: {past}!").format(name=n[s],
                                                                       past=past_name(p))
        case E.CigarettesTaken(seat=s, amount=a):
            return _.n("{name} takes {n} cigarette.", "{name} takes {n} cigarettes.",
                       a).format(name=n[s], n=a)
        case E.Discarded(seat=s, cards=cards):
            return _("{name} discards {cards}.").format(name=n[s], cards=cards_text(cards))
        case E.SentToSolitary(seat=s):
            return _("{name} is sent to solitary.").format(name=n[s])
        case E.LockdownCalled():
            return _("Lockdown! Nobody moves.")
        case E.LockdownLifted():
            return _("The lockdown is lifted.")
        case E.ActionsGained(seat=s, amount=a):
            return _.n("{name} gains {n} action.", "{name} gains {n} actions.", a).format(
                name=n[s], n=a)
        case E.TunnelCollapsed(seat=s, total=t):
            return _("{name}'s tunnel collapses: {total} points.").format(name=n[s], total=t)
        case E.MichelCardDrawn(card=c):
            return _("Michel(le) shows: {tools}.").format(tools=michel_tools(c))
        case E.GameWon(winners=w) if len(w) > 1:
            return _("{team} digs free: {names} escape!").format(
                team=team_name(w[0]), names=", ".join(n[s] for s in w))
        case E.GameWon(winners=w):
            return _("{name} digs free and escapes!").format(name=", ".join(n[s] for s in w))
        case E.TurnLimitReached(turns=t):
            return _("The bot match stops at its turn limit after {n} turns: nobody "
                     "escapes.").format(n=t)
        case E.DealStarted(seat=s, partner=p):
            return _("{name} makes a deal with {other}.").format(name=n[s], other=n[p])
        case E.Handed(seat=s, to=t, cigarette=True):
            return _("{name} hands {other} a cigarette.").format(name=n[s], other=n[t])
        case E.Handed(seat=s, to=t, card=c):
            return _("{name} hands {other} {card}.").format(name=n[s], other=n[t],
                                                            card=card_name(c))
        case E.DealDone(seat=s, partner=p, count=k):
            return _.n("{name} and {other} swapped {n} item.",
                       "{name} and {other} swapped {n} items.", k).format(
                name=n[s], other=n[p], n=k)
        case E.BlowPassed(seat=s, to=t):
            return _("{name} lays nothing and leaves the blow to {other}.").format(
                name=n[s], other=n[t])
    return ""
