"""`new_game` and `apply`: one small function per action, then `advance` runs what follows by
itself (Michel(le)'s cards, the end of a turn, the next turn) until someone must decide."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gameshelf.engine.core import chance
from gameshelf.engine.core.errors import IllegalAction
from gameshelf.engine.core.legality import listed, shown
from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import (
    ACTIONS_PER_TURN,
    CIGARETTES,
    GANG_CARDS,
    KIND_OF,
    MAX_PLAYERS,
    MICHEL_CARDS,
    MICHEL_START,
    MIN_PLAYERS,
    OFFERS,
    PASTS,
    RECIPES,
    SEARCH_DRAWS,
    SEARCH_SIZE,
    SOLITARY,
    START_HAND,
    TOOL_IDS,
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
    check_team,
    die_face,
    home_block,
    open_places,
    start_places,
    target,
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


def new_game(names: Sequence[str] | int, seed: int, michel: bool = False,
             team: bool = False, turn_limit: int | None = None) -> GameState:
    """A shuffled, dealt match: pawns in the cells, a secret past and 3 search cards each.
    `turn_limit` (turns per seat) is for headless bot matches only: one that reaches it stops
    unfinished, won by nobody; a person's match has none."""
    if turn_limit is not None and (type(turn_limit) is not int or turn_limit < 1):
        raise ValueError(f"A turn limit is a whole number of turns per seat, not {turn_limit!r}.")
    if isinstance(names, int):
        names = [f"Player {i + 1}" for i in range(names)]
    n = len(names)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError(f"Dig Your Way Out seats {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                         f"not {n}.")
    s = GameState.__new__(GameState)
    s.seed, s.chance, s.names, s.michel_on = seed, 0, tuple(names), bool(michel)
    s.team, s.dealing = check_team(team, n), None
    s.draw = list(range(SEARCH_SIZE))
    chance.shuffle(s.draw, f"{seed}:search")
    s.discard, s.stacks = [], [list(ids) for ids in TOOL_IDS]
    s.gang_decks = [list(range(g * 4, g * 4 + 4)) for g in range(GANG_CARDS // 4)]
    for g, deck in enumerate(s.gang_decks):
        chance.shuffle(deck, f"{seed}:gang:{g}")
    box = list(range(len(PASTS)))
    chance.shuffle(box, f"{seed}:pasts")
    s.pasts, s.past_box = box[:n], sorted(box[n:])
    s.revealed = [False] * n
    s.hands = [[s.draw.pop() for _ in range(START_HAND)] for _ in range(n)]
    s.dug, s.bonus, s.cigarettes = [[] for _ in range(n)], [0] * n, [0] * n
    s.supply, s.beatings, s.location, s.gang = CIGARETTES, [0] * n, start_places(team, n), [-1] * n
    s.michel_draw = list(range(len(MICHEL_CARDS)))
    chance.shuffle(s.michel_draw, f"{seed}:michel")
    s.michel_at = MICHEL_START if s.michel_on else -1
    s.michel_discard, s.michel_shown, s.michel_queue = [], [], []
    s.lockdown_by, s.pending, s.fight, s.winner = None, None, None, None
    s.discard_left, s.trading, s.actions, s.legal_cache, s.decided = 0, False, 0, None, None
    s.turn_limit, s.unfinished = turn_limit, False
    # Rules: "De speler met het meest indrukwekkende litteken mag als eerste beginnen" - a
    # seeded choice.
    _begin_turn(s, chance.pick(f"{seed}:scar", n), 1)
    return s


def opening_events(s: GameState) -> tuple:
    """What a fresh match announces: who starts, the target, the first turn."""
    return (E.GameStarted(s.turn_seat, target(s), s.michel_on, s.team),
            E.TurnStarted(s.turn_seat, s.turn))


def apply(state: GameState, action: object, *, in_place: bool = False) -> tuple[GameState, tuple]:
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
    ev: list = []
    handler(s, action, ev)
    advance(s, ev)
    s.actions += 1
    return s, tuple(ev)


# --- after every action --------------------------------------------------------------------------

def advance(s: GameState, ev: list) -> None:
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


def _end_of_turn(s: GameState, ev: list) -> bool:
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
    _begin_turn(s, (seat + 1) % s.players, s.turn + 1, ev)
    return s.actions_left == 0              # a fresh turn waits for its actions


def _call_time(s: GameState, ev: list) -> None:
    """A headless bot match's turn limit (RULES): it stops after the last turn it allows,
    unfinished and won by nobody; only a tunnel that reaches the target wins."""
    s.unfinished = True
    ev.append(E.TurnLimitReached(s.turn, tuple(points(s, q) for q in range(s.players))))


def _begin_turn(s: GameState, seat: int, turn: int, ev: list | None = None) -> None:
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

def _search(s: GameState, a: A.Search, ev: list) -> None:
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


def _roll_move(s: GameState, a: A.RollMove, ev: list) -> None:
    use(s)
    _roll_for(s, s.turn_seat, False, False, ev)


def _roll_for(s: GameState, seat: int, michel: bool, rerolled: bool, ev: list) -> None:
    """Roll, then offer the face's two locations, minus the one you stand on."""
    r = roll(s)
    ev.append(E.DieRolled(seat, r, michel))
    # Rules: "Als je pion al aanwezig is op één van de 2 locaties dan mag je niet blijven staan".
    here = s.michel_at if michel else s.location[seat]
    options = tuple(p for p in die_face(s, r) if p != here)
    s.pending = Pending(seat, options, michel, rerolled)
    if len(options) == 1 and (michel or rerolled or not has_benefit(s, seat, "reroll")):
        _place(s, seat, options[0], ev)


def _move_to(s: GameState, a: A.MoveTo, ev: list) -> None:
    assert s.pending is not None
    _place(s, s.pending.seat, a.place, ev)


def _place(s: GameState, seat: int, place: int, ev: list) -> None:
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


def _reroll(s: GameState, a: A.Reroll, ev: list) -> None:
    assert s.pending is not None
    seat = s.pending.seat
    s.pending = None
    _roll_for(s, seat, False, True, ev)


def _careful_move(s: GameState, a: A.CarefulMove, ev: list) -> None:
    use(s, 2)
    here = s.location[s.turn_seat]
    s.pending = Pending(s.turn_seat, tuple(p for p in open_places(s) if p != here), careful=True)


def _join_gang(s: GameState, a: A.JoinGang, ev: list) -> None:
    seat = s.turn_seat
    use(s)
    discard(s, seat, a.cards, ev)
    old = s.gang[seat]
    if old >= 0:
        # Rules: "Een afgelegde bende kaart wordt onderaan de overeenkomstige stapel gelegd."
        s.gang_decks[gang_of(old)].insert(0, old)
    s.gang[seat] = s.gang_decks[a.gang].pop()
    ev.append(E.GangJoined(seat, s.gang[seat], a.cards, old))


def _play_card(s: GameState, a: A.PlayCard, ev: list) -> None:
    use(s)
    play_card(s, s.turn_seat, a, ev)


def _extort(s: GameState, a: A.Extort, ev: list) -> None:
    use(s)
    s.extorted = True
    start_extortion(s, s.turn_seat, a, ev)


def _craft(s: GameState, a: A.Craft, ev: list) -> None:
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

def _dig(s: GameState, a: A.Dig, ev: list) -> None:
    use(s)
    dig_card(s, s.turn_seat, a.card, 0, ev)


def _steal_spoon(s: GameState, a: A.StealSpoon, ev: list) -> None:
    use(s)
    card = s.stacks[0].pop()
    s.hands[s.turn_seat].append(card)
    ev.append(E.SpoonStolen(s.turn_seat, card))


def _heal(s: GameState, a: A.Heal, ev: list) -> None:
    use(s)
    s.beatings[s.turn_seat] -= 1
    ev.append(E.Healed(s.turn_seat, s.beatings[s.turn_seat]))


def _trade(s: GameState, a: A.Trade, ev: list) -> None:
    use(s)
    s.trading = True


def _sell(s: GameState, a: A.SellCard, ev: list) -> None:
    seat = s.turn_seat
    s.hands[seat].remove(a.card)
    put_away(s, a.card)
    worth = KIND_OF[a.card].value + (1 if has_benefit(s, seat, "fence") else 0)
    before = s.cigarettes[seat]
    take_cigarettes(s, seat, -1, worth, [])
    ev.append(E.CardSold(seat, a.card, s.cigarettes[seat] - before))


def _done_trading(s: GameState, a: A.DoneTrading, ev: list) -> None:
    s.trading = False


def _buy(s: GameState, a: A.Buy, ev: list) -> None:
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


def _reveal(s: GameState, a: A.RevealPast, ev: list) -> None:
    reveal_past(s, current_seat(s), a, ev)


def current_seat(s: GameState) -> int:
    """The seat deciding now."""
    d = current_decision(s)
    assert d is not None
    return d.seat


def _end_turn(s: GameState, a: A.EndTurn, ev: list) -> None:
    s.actions_left = 0
    s.end_stage = MICHEL_PROMPT if s.michel_on else HAND_LIMIT


def _discard(s: GameState, a: A.Discard, ev: list) -> None:
    discard(s, s.turn_seat, (a.card,), ev)
    s.discard_left -= 1


def _move_michel(s: GameState, a: A.MoveMichel, ev: list) -> None:
    s.end_stage = MICHEL_MOVING
    _roll_for(s, s.turn_seat, True, False, ev)


def _leave_michel(s: GameState, a: A.LeaveMichel, ev: list) -> None:
    s.end_stage = HAND_LIMIT


def _give(s: GameState, a: A.Give, ev: list) -> None:
    give(s, current_seat(s), a.card, ev)


def _lay(s: GameState, a: A.LayWeapon, ev: list) -> None:
    lay_weapon(s, current_seat(s), a.card, ev)


def _concede(s: GameState, a: A.Concede, ev: list) -> None:
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
