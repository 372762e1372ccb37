"""`new_game` and `apply`: one small function per action, then `advance` runs what follows by
itself (Michel(le)'s cards, the end of a turn, the next turn) until someone must decide."""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.engine.core.errors import IllegalAction
from gameshelf.engine.core.legality import listed, shown
from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import (
    ACTIONS_PER_TURN,
    KIND_OF,
    OFFERS,
    RECIPES,
    SEARCH_DRAWS,
    SOLITARY,
    TOOL_KEYS,
    gang_of,
)
from gameshelf.engine.dig_your_way_out.deal import HANDLERS as TEAM_HANDLERS
from gameshelf.engine.dig_your_way_out.effects import play_card, reveal_past
from gameshelf.engine.dig_your_way_out.fights import (
    concede,
    give,
    lay_weapon,
    michel_step,
    start_extortion,
)
from gameshelf.engine.dig_your_way_out.known import track
from gameshelf.engine.dig_your_way_out.legal import (
    current_decision,
    hand_profile,
    legal_actions,
    past_options,
)
from gameshelf.engine.dig_your_way_out.piles import (
    dig_card,
    discard,
    draw_search,
    first_of,
    hand_limit,
    has_benefit,
    move_pawn,
    points,
    put_away,
    roll,
    take_cigarettes,
)
from gameshelf.engine.dig_your_way_out.sides import (
    die_face,
    home_block,
    open_places,
)
from gameshelf.engine.dig_your_way_out.state import (
    DISCARDING,
    HAND_LIMIT,
    IN_TURN,
    MICHEL_MOVING,
    MICHEL_PROMPT,
    GameState,
    Pending,
)


def apply(state: GameState, action: object, *,
          in_place: bool = False) -> tuple[GameState, tuple[E.Event, ...]]:
    """Play one action for the deciding seat: the new state and what happened, in order."""
    # Exactly a listed action (engine.core.legality): a float, a bool or an equal-to-all
    # object in a field is refused, and what is played on is the listed object.
    legal = state.legal_cache
    found = listed(legal_actions(state) if legal is None else legal, action)
    if found is None:
        raise IllegalAction(f"{shown(action)} is not allowed now.")
    action = found
    handler = _HANDLERS[type(action)]
    s = state if in_place else state.clone()
    s.legal_cache = None
    ev: list[E.Event] = []
    handler(s, action, ev)
    advance(s, ev)
    track(s.known, ev)
    s.actions += 1
    return s, tuple(ev)


# --- after every action --------------------------------------------------------------------------

def advance(s: GameState, ev: list[E.Event]) -> None:
    """Run what happens by itself until a seat must decide (or the match is over)."""
    while s.winner is None and not s.unfinished:
        if s.pending is not None or s.fight is not None or s.dealing is not None:
            return
        if s.michel_queue:
            if s.michel_shown or michel_step(s, ev):
                return
            continue
        if s.trading:
            if hand_profile(s.hands[s.turn_seat]).sells:
                return
            s.trading = False                   # nothing left worth a cigarette
        if s.discard_left > 0 and s.hands[s.turn_seat]:
            return
        s.discard_left = 0
        if not _end_of_turn(s, ev):
            return


def _end_of_turn(s: GameState, ev: list[E.Event]) -> bool:
    """The end of the turn, as far as it goes by itself: True when the next turn has begun and
    needs a look (a pawn back from solitary may meet Michel(le)), False when a seat decides.
    Straight through: its stages change nothing the checks in `advance` read."""
    stage = s.end_stage
    seat = s.turn_seat
    if stage == IN_TURN:
        if s.actions_left > 0 or (not s.revealed[seat] and past_options(s, seat)):
            return False
        stage = s.end_stage = MICHEL_PROMPT if s.michel_on else HAND_LIMIT
    if stage == MICHEL_PROMPT:
        return False
    if stage == MICHEL_MOVING:
        stage = s.end_stage = HAND_LIMIT
    if stage == HAND_LIMIT:
        # Rules: "Een speler kan niet meer dan 10 kaarten op handen hebben op het einde van
        # zijn/haar beurt" - the player chooses what to discard, one card at a time.
        s.end_stage = DISCARDING
        over = len(s.hands[seat]) - hand_limit(s, seat)
        if over > 0:
            s.discard_left = over
            return False
    ev.append(E.TurnEnded(seat))
    if s.turn_limit is not None and s.turn >= s.turn_limit * s.players:
        _call_time(s, ev)
        return False
    begin_turn(s, (seat + 1) % s.players, s.turn + 1, ev)
    return s.actions_left == 0              # a fresh turn waits for its actions


def _call_time(s: GameState, ev: list[E.Event]) -> None:
    """A headless bot match's turn limit (RULES): it stops after the last turn it allows,
    unfinished and won by nobody; only a tunnel that reaches the target wins."""
    s.unfinished = True
    ev.append(E.TurnLimitReached(s.turn, tuple(points(s, q) for q in range(s.players))))


def begin_turn(s: GameState, seat: int, turn: int, ev: list[E.Event] | None = None) -> None:
    s.turn_seat, s.turn, s.actions_left = seat, turn, ACTIONS_PER_TURN
    s.acted = s.searched = s.extorted = s.dig_bonus_used = False
    s.end_stage = IN_TURN
    if ev is None:
        return
    if s.lockdown_by == seat:
        s.lockdown_by = None
        ev.append(E.LockdownLifted(seat))
    ev.append(E.TurnStarted(seat, turn))
    if s.location[seat] == SOLITARY:
        # Rules (reconstructed): leaving solitary costs the whole turn; you walk back to the cells.
        move_pawn(s, seat, home_block(s, seat), "solitary", ev)
        s.actions_left, s.acted, s.end_stage = 0, True, HAND_LIMIT


def use(s: GameState, n: int = 1) -> None:
    """Spend actions of the turn."""
    s.actions_left -= n
    s.acted = True


# --- the basic actions ---------------------------------------------------------------------------

def _search(s: GameState, a: A.Search, ev: list[E.Event]) -> None:
    seat = s.turn_seat
    use(s)
    s.searched = True
    here = s.location[seat]
    ev.append(E.Searched(seat, here))
    n = SEARCH_DRAWS[here]
    if has_benefit(s, seat, "scavenger"):
        n += 1
        s.discard_left += 1
    draw_search(s, seat, n, "search", ev)


def _roll_move(s: GameState, a: A.RollMove, ev: list[E.Event]) -> None:
    use(s)
    _roll_for(s, s.turn_seat, False, False, ev)


def _roll_for(s: GameState, seat: int, michel: bool, rerolled: bool, ev: list[E.Event]) -> None:
    """Roll, then offer the face's two locations, minus the one you stand on."""
    r = roll(s)
    ev.append(E.DieRolled(seat, r, michel))
    # Rules: "Als je pion al aanwezig is op één van de 2 locaties dan mag je niet blijven staan".
    here = s.michel_at if michel else s.location[seat]
    options = tuple(p for p in die_face(s, r) if p != here)
    s.pending = Pending(seat, options, michel, rerolled)
    if len(options) == 1 and (michel or rerolled or not has_benefit(s, seat, "reroll")):
        _place(s, seat, options[0], ev)


def _move_to(s: GameState, a: A.MoveTo, ev: list[E.Event]) -> None:
    assert s.pending is not None
    _place(s, s.pending.seat, a.place, ev)


def _place(s: GameState, seat: int, place: int, ev: list[E.Event]) -> None:
    assert s.pending is not None
    michel, careful = s.pending.michel, s.pending.careful
    s.pending = None
    if not michel:
        move_pawn(s, seat, place, "careful" if careful else "roll", ev)
        return
    ev.append(E.MichelMoved(seat, s.michel_at, place))
    s.michel_at = place
    # Rules: "perst Michel(le) hen één voor één in wijzerzin af. Beginnende met de speler die
    # Michel(le) verplaatste."
    n = s.players
    s.michel_queue = [q for q in ((seat + i) % n for i in range(n)) if s.location[q] == place]


def _reroll(s: GameState, a: A.Reroll, ev: list[E.Event]) -> None:
    assert s.pending is not None
    seat = s.pending.seat
    s.pending = None
    _roll_for(s, seat, False, True, ev)


def _careful_move(s: GameState, a: A.CarefulMove, ev: list[E.Event]) -> None:
    use(s, 2)
    here = s.location[s.turn_seat]
    s.pending = Pending(s.turn_seat, tuple(p for p in open_places(s) if p != here), careful=True)


def _join_gang(s: GameState, a: A.JoinGang, ev: list[E.Event]) -> None:
    seat = s.turn_seat
    use(s)
    discard(s, seat, a.cards, ev)
    old = s.gang[seat]
    if old >= 0:
        # Rules: "Een afgelegde bende kaart wordt onderaan de overeenkomstige stapel gelegd."
        s.gang_decks[gang_of(old)].insert(0, old)
    s.gang[seat] = s.gang_decks[a.gang].pop()
    ev.append(E.GangJoined(seat, s.gang[seat], a.cards, old))


def _play_card(s: GameState, a: A.PlayCard, ev: list[E.Event]) -> None:
    use(s)
    play_card(s, s.turn_seat, a, ev)


def _extort(s: GameState, a: A.Extort, ev: list[E.Event]) -> None:
    use(s)
    s.extorted = True
    start_extortion(s, s.turn_seat, a, ev)


def _craft(s: GameState, a: A.Craft, ev: list[E.Event]) -> None:
    seat = s.turn_seat
    use(s)
    hand = s.hands[seat]
    used = tuple(first_of(hand, k) for k in RECIPES[TOOL_KEYS[a.tool]])
    for c in used:
        hand.remove(c)
        put_away(s, c)
    card = s.stacks[a.tool].pop()
    hand.append(card)
    ev.append(E.Crafted(seat, card, used))


# --- the location actions ------------------------------------------------------------------------

def _dig(s: GameState, a: A.Dig, ev: list[E.Event]) -> None:
    use(s)
    dig_card(s, s.turn_seat, a.card, 0, ev)


def _steal_spoon(s: GameState, a: A.StealSpoon, ev: list[E.Event]) -> None:
    use(s)
    card = s.stacks[0].pop()
    s.hands[s.turn_seat].append(card)
    ev.append(E.SpoonStolen(s.turn_seat, card))


def _heal(s: GameState, a: A.Heal, ev: list[E.Event]) -> None:
    use(s)
    s.beatings[s.turn_seat] -= 1
    ev.append(E.Healed(s.turn_seat, s.beatings[s.turn_seat]))


def _trade(s: GameState, a: A.Trade, ev: list[E.Event]) -> None:
    use(s)
    s.trading = True


def _sell(s: GameState, a: A.SellCard, ev: list[E.Event]) -> None:
    seat = s.turn_seat
    s.hands[seat].remove(a.card)
    put_away(s, a.card)
    worth = KIND_OF[a.card].value + (1 if has_benefit(s, seat, "fence") else 0)
    before = s.cigarettes[seat]
    take_cigarettes(s, seat, -1, worth, [])
    ev.append(E.CardSold(seat, a.card, s.cigarettes[seat] - before))


def _done_trading(s: GameState, a: A.DoneTrading, ev: list[E.Event]) -> None:
    s.trading = False


def _buy(s: GameState, a: A.Buy, ev: list[E.Event]) -> None:
    seat = s.turn_seat
    use(s)
    tool, count, price = OFFERS[a.offer]
    price -= 1 if has_benefit(s, seat, "discount") else 0
    s.cigarettes[seat] -= price
    s.supply += price
    stack = s.stacks[TOOL_KEYS.index(tool)]
    cards = tuple(stack.pop() for _ in range(count))
    s.hands[seat].extend(cards)
    ev.append(E.Bought(seat, cards, price))


def _reveal(s: GameState, a: A.RevealPast, ev: list[E.Event]) -> None:
    reveal_past(s, current_seat(s), a, ev)


def current_seat(s: GameState) -> int:
    """The seat deciding now."""
    d = current_decision(s)
    assert d is not None
    return d.seat


def _end_turn(s: GameState, a: A.EndTurn, ev: list[E.Event]) -> None:
    s.actions_left = 0
    s.end_stage = MICHEL_PROMPT if s.michel_on else HAND_LIMIT


def _discard(s: GameState, a: A.Discard, ev: list[E.Event]) -> None:
    discard(s, s.turn_seat, (a.card,), ev)
    s.discard_left -= 1


def _move_michel(s: GameState, a: A.MoveMichel, ev: list[E.Event]) -> None:
    s.end_stage = MICHEL_MOVING
    _roll_for(s, s.turn_seat, True, False, ev)


def _leave_michel(s: GameState, a: A.LeaveMichel, ev: list[E.Event]) -> None:
    s.end_stage = HAND_LIMIT


def _give(s: GameState, a: A.Give, ev: list[E.Event]) -> None:
    give(s, current_seat(s), a.card, ev)


def _lay(s: GameState, a: A.LayWeapon, ev: list[E.Event]) -> None:
    lay_weapon(s, current_seat(s), a.card, ev)


def _concede(s: GameState, a: A.Concede, ev: list[E.Event]) -> None:
    concede(s, current_seat(s), ev)


_HANDLERS: dict[type, Callable[..., None]] = {
    A.Search: _search, A.RollMove: _roll_move, A.CarefulMove: _careful_move, A.MoveTo: _move_to,
    A.Reroll: _reroll, A.JoinGang: _join_gang, A.PlayCard: _play_card, A.Extort: _extort,
    A.Craft: _craft, A.Dig: _dig, A.StealSpoon: _steal_spoon, A.Heal: _heal, A.Trade: _trade,
    A.SellCard: _sell, A.DoneTrading: _done_trading, A.Buy: _buy, A.RevealPast: _reveal,
    A.EndTurn: _end_turn, A.Give: _give, A.LayWeapon: _lay, A.Concede: _concede,
    A.Discard: _discard, A.MoveMichel: _move_michel, A.LeaveMichel: _leave_michel,
    **TEAM_HANDLERS,
}
