"""What action cards and criminal pasts do, one small function per effect."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import (
    KEY_OF,
    PASTS,
    SEARCH_DRAWS,
    SOLITARY,
    TOOL_OF,
    WEAPONS,
    gang_of,
)
from gameshelf.engine.dig_your_way_out.fights import resolve_fight
from gameshelf.engine.dig_your_way_out.piles import (
    beat,
    dig_card,
    draw,
    draw_search,
    move_pawn,
    points,
    put_away,
    take_cigarettes,
    take_random,
)
from gameshelf.engine.dig_your_way_out.state import GameState


def play_card(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    """Play an action card: its effect, then it goes to the search discard."""
    s.hands[seat].remove(a.card)
    put_away(s, a.card)
    ev.append(E.CardPlayed(seat, a.card, a.target, a.place))
    _CARDS[KEY_OF[a.card]](s, seat, a, ev)


def _bribe(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    move_pawn(s, seat, a.place, "bribe", ev)


def _snitch(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    s.location[a.target] = SOLITARY
    ev.append(E.SentToSolitary(a.target, seat))


def _lockdown(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    s.lockdown_by = seat
    ev.append(E.LockdownCalled(seat))


def _shakedown(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    for q in range(s.players):
        weapons = sorted(c for c in s.hands[q] if KEY_OF[c] in WEAPONS)
        if q != seat and weapons:
            card = weapons[draw(s, len(weapons))]
            s.hands[q].remove(card)
            put_away(s, card)
            ev.append(E.Discarded(q, (card,)))


def _stash(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    draw_search(s, seat, 3, "stash", ev)


def _cell_search(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    take_random(s, a.target, seat, ev)


def _distraction(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    gain_actions(s, seat, 1, ev)


def gain_actions(s: GameState, seat: int, n: int, ev: list) -> None:
    """More actions this turn."""
    s.actions_left += n
    ev.append(E.ActionsGained(seat, n))


def _favour(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    # Reconstructed: a random card each way, both chosen before either moves.
    mine, theirs = s.hands[seat], s.hands[a.target]
    give = mine[draw(s, len(mine))]
    take = theirs[draw(s, len(theirs))]
    mine.remove(give)
    theirs.remove(take)
    mine.append(take)
    theirs.append(give)
    ev.append(E.CardTaken(seat, a.target, take))
    ev.append(E.CardTaken(a.target, seat, give))


def _contraband(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    take_cigarettes(s, seat, -1, 3, ev)


def _painkillers(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    s.beatings[seat] -= 1
    ev.append(E.Healed(seat, s.beatings[seat]))


def _collapse(s: GameState, seat: int, a: A.PlayCard, ev: list) -> None:
    card = s.dug[a.target].pop()
    put_away(s, card)
    ev.append(E.TunnelCollapsed(a.target, card, points(s, a.target)))


_CARDS = {"bribe": _bribe, "snitch": _snitch, "lockdown": _lockdown, "shakedown": _shakedown,
          "stash": _stash, "cell_search": _cell_search, "distraction": _distraction,
          "favour": _favour, "contraband": _contraband, "painkillers": _painkillers,
          "collapse": _collapse}


# --- criminal pasts ------------------------------------------------------------------------------

def reveal_past(s: GameState, seat: int, a: A.RevealPast, ev: list) -> None:
    """Reveal a past: its effect, stronger for a member of its gang."""
    s.revealed[seat] = True
    past = PASTS[s.pasts[seat]]
    ev.append(E.PastRevealed(seat, s.pasts[seat]))
    member = s.gang[seat] >= 0 and gang_of(s.gang[seat]) == past.gang
    n = past.member if member else past.base
    effect = past.effect
    if effect == "steal":
        for _ in range(n):
            take_random(s, a.target, seat, ev)
    elif effect == "tax":
        for q in range(s.players):
            if q != seat:
                take_cigarettes(s, seat, q, n, ev)
    elif effect == "beat_up":
        beat(s, a.target, ev, n)
    elif effect == "cigarettes":
        take_cigarettes(s, seat, -1, n, ev)
    elif effect == "draw":
        draw_search(s, seat, n, "past", ev)
    elif effect == "actions":
        gain_actions(s, seat, n, ev)
    elif effect == "teleport":
        move_pawn(s, seat, a.place, "past", ev)
        if member:
            draw_search(s, seat, SEARCH_DRAWS[a.place], "past", ev)
    elif effect == "win_fight":
        f = s.fight
        assert f is not None
        resolve_fight(s, f.defender if seat == f.attacker else f.attacker, seat, n, ev)
    elif effect == "take_tool":
        card = s.stacks[TOOL_OF[a.card]].pop()
        s.hands[seat].append(card)
        ev.append(E.CardTaken(seat, -1, card, False))
    elif effect == "dig":
        dig_card(s, seat, a.card, n, ev)
    elif effect == "heal":
        s.beatings[seat] = 0
        ev.append(E.Healed(seat, 0))
        if n:
            draw_search(s, seat, n, "past", ev)
