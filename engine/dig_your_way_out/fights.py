"""Extortion and fights, blow by blow: between players, and Michel(le)'s with her deck."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import DEMANDABLE, KIND_OF, MICHEL_CARDS, TOOL_KEYS
from gameshelf.engine.dig_your_way_out.piles import (
    beat,
    draw,
    draw_michel,
    draw_search,
    first_of,
    has_benefit,
    michel_knife,
    put_away,
    take_cigarettes,
    take_random,
)
from gameshelf.engine.dig_your_way_out.state import Fight, GameState
from gameshelf.engine.dig_your_way_out.team import after_blow, after_fight, fight_side, opponent, pass_blow


def start_extortion(s: GameState, seat: int, a: A.Extort, ev: list) -> None:
    """Name a tool and lay a weapon; the victim answers next."""
    # Decision (RULES): the intimidation weapon is played, as every weapon in the fight is.
    if a.weapon >= 0:
        s.hands[seat].remove(a.weapon)
        put_away(s, a.weapon)
    ev.append(E.ExtortionStarted(seat, a.target, a.tool, a.weapon))
    s.fight = Fight(seat, a.target, a.tool, a.target)


def give(s: GameState, seat: int, card: int, ev: list) -> None:
    """Hand over the demanded tool: to the extorter, or (Michel(le)) back to its stack."""
    s.hands[seat].remove(card)
    if s.fight is not None:
        to = s.fight.attacker
        s.hands[to].append(card)
        s.fight = None
    else:
        to = -1
        put_away(s, card)
    ev.append(E.ToolGiven(seat, to, card))
    if to < 0:
        _end_michel(s)


def lay_weapon(s: GameState, seat: int, card: int, ev: list) -> None:
    """Lay a weapon: knives back to their stack, the rest to the search discard."""
    s.hands[seat].remove(card)
    put_away(s, card)
    ev.append(E.WeaponLaid(seat, card))
    f = s.fight
    if f is not None:
        s.fight = after_blow(s, f, seat)
        return
    # Rules: "waarop een nieuwe Michel(le)-kaart wordt getrokken ... Indien de kaart geen mes
    # toont, eindigt het gevecht en wint de speler."
    if not michel_knife(draw_michel(s, seat, ev)):
        ev.append(E.FightWon(seat, -1))
        draw_search(s, seat, 1, "michel", ev)
        _end_michel(s)


def concede(s: GameState, seat: int, ev: list) -> None:
    """Lay no more weapons: lose the fight."""
    f = s.fight
    if f is not None:
        if not pass_blow(s, seat, ev):
            resolve_fight(s, fight_side(s, f, seat)[0], opponent(s, f, seat), 1, ev)
        return
    ev.append(E.FightWon(-1, seat))
    beat(s, seat, ev)
    # Decision (RULES): the pictured tools are the first card's (the demand); of several, the
    # loser gives up the one worth fewest points.
    pictured = [first_of(s.hands[seat], k) for k in DEMANDABLE
                if k in MICHEL_CARDS[s.michel_shown[0]]]
    pictured = [c for c in pictured if c >= 0]
    hand = s.hands[seat]
    if pictured:
        card = pictured[0]
    elif hand:
        card = hand[draw(s, len(hand))]
    else:
        card = -1
    if card >= 0:
        hand.remove(card)
        put_away(s, card)
        ev.append(E.Discarded(seat, (card,)))
    _end_michel(s)


def resolve_fight(s: GameState, loser: int, winner: int, beatings: int, ev: list) -> None:
    """The loser takes a beating; the winner takes the named tool or a random card."""
    f = s.fight
    assert f is not None
    s.fight = None
    ev.append(E.FightWon(winner, loser))
    beat(s, loser, ev, beatings)
    card = first_of(s.hands[loser], TOOL_KEYS[f.tool]) if winner == f.attacker else -1
    if card >= 0:
        s.hands[loser].remove(card)
        s.hands[winner].append(card)
        ev.append(E.CardTaken(winner, loser, card, False))
    else:
        take_random(s, loser, winner, ev)
    if winner == f.attacker and has_benefit(s, winner, "protection"):
        take_cigarettes(s, winner, loser, 1, ev)
    if has_benefit(s, winner, "tough") and s.beatings[winner]:
        s.beatings[winner] -= 1
        ev.append(E.Healed(winner, s.beatings[winner]))
    after_fight(s, f, loser, winner, ev)


def michel_step(s: GameState, ev: list) -> bool:
    """Michel(le) extorts the first player in the queue: True when that player must answer a
    knife, False when the card showed none (the queue moved on)."""
    seat = s.michel_queue[0]
    if michel_knife(draw_michel(s, seat, ev)):
        return True
    _end_michel(s)
    return False


def _end_michel(s: GameState) -> None:
    """Michel(le)'s shown cards to her discard; the next player in the queue."""
    s.michel_discard.extend(s.michel_shown)
    s.michel_shown = []
    s.michel_queue.pop(0)


__all__ = ["KIND_OF", "concede", "give", "lay_weapon", "michel_step", "resolve_fight",
           "start_extortion"]
