"""What the deciding seat may do: `legal_actions` (who decides is `engine.lunch_money.decisions`).

Every decision is offered whether or not the seat holds a card that answers it (a Humiliation
window, a defence, a follow-up), so that being asked reveals nothing about a hand.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Sequence
from operator import itemgetter
from typing import Any

from gameshelf.engine.lunch_money.actions import (
    Action,
    ChooseDirection,
    Decline,
    Defend,
    Discard,
    Pass,
    PlayCard,
    Release,
)
from gameshelf.engine.lunch_money.cards import (
    BASIC_KEYS,
    CHOKE_BREAKERS,
    COMBO_DEFENCE_KEYS,
    DECK_SIZE,
    FREE_ATTACK_KEYS,
    GRAB_FOLLOW_UPS,
    HEADLOCK_BREAKERS,
    HEADLOCK_FREE_KEYS,
    KEY_OF,
    OPENING_ATTACK_KEYS,
    WEAPON_KEYS,
    CardId,
)
from gameshelf.engine.lunch_money.decisions import (  # noqa: F401 - re-exported: the engine's callers import them here
    can_attack,
    current_decision,
    hold_by,
    hold_on,
    is_helpless,
)
from gameshelf.engine.lunch_money.state import (
    MAX_PLAYERS,
    UNKNOWN,
    Decision,
    DecisionKind,
    FollowUpKind,
    GameState,
    Hold,
    HoldKind,
)

# Actions are immutable values, so the common ones are made once and shared (a measured speed-up:
# building legal lists was most of the engine's time).
DECLINE, PASS, RELEASE = Decline(), Pass(), Release()
_PLAYS = {(c, t): PlayCard(c, t) for c in range(DECK_SIZE) for t in (None, *range(MAX_PLAYERS))}
_DEFENDS = [Defend(c) for c in range(DECK_SIZE)]
_DIRECTIONS: list[Action] = [ChooseDirection(True), ChooseDirection(False)]

# Which defence cards answer which attack (First Aid is added when the hit would knock you out).
_DODGE_BLOCK = frozenset({"dodge", "block"})
DEFENCES_AGAINST: dict[str, frozenset[str]] = {
    **{k: _DODGE_BLOCK for k in BASIC_KEYS},
    **{k: frozenset({"dodge", "block", "disarm"}) for k in WEAPON_KEYS},
    "stomp": _DODGE_BLOCK, "poke_in_the_eye": _DODGE_BLOCK, "uppercut2": _DODGE_BLOCK,
    "big_combo": COMBO_DEFENCE_KEYS,
    # Rules: a Grab "may be countered by Dodge or Freedom, but not Block".
    "grab": frozenset({"dodge", "freedom"}),
    # Rules: after a Grab "the only immediate defense against the Choke is Humiliation or Freedom".
    "choke": frozenset({"freedom"}), "headlock": frozenset({"freedom"}),
}


def _one_per_kind(hand: list[CardId], keys: frozenset[str]) -> list[CardId]:
    """One card id for each distinct kind in hand among keys (copies are interchangeable):
    the lowest id of each kind, in card-id order."""
    found: dict[str, CardId] = {}
    for c in hand:
        k = KEY_OF[c]
        if k in keys:
            low = found.get(k)
            if low is None or c < low:
                found[k] = c
    if len(found) > 1:
        return sorted(found.values())
    return list(found.values())


def kind_groups(hand: list[CardId]) -> list[list[CardId]]:
    """The sorted hand split by kind (ids of one kind are adjacent)."""
    groups: list[list[CardId]] = []
    last = None
    for c in hand:
        k = KEY_OF[c]
        if k is last:
            groups[-1].append(c)
        else:
            groups.append([c])
            last = k
    return groups


def _discard_count(hand: list[CardId]) -> int:
    """How many non-empty sets of cards to throw away the sorted hand offers (copies of a kind
    are interchangeable): the product of (copies + 1) over its kinds, less one."""
    radix = 1
    for g in kind_groups(hand):
        radix *= len(g) + 1
    return radix - 1


# The set bits of every number below 2**8 (256), lowest first (for decoding discard sets).
_BITS = tuple(tuple(j for j in range(8) if v >> j & 1) for v in range(1 << 8))
# For each v with two or more set bits: what picks those places of a hand, as a tuple.
_PICK = tuple(itemgetter(*bits) if len(bits) > 1 else None for bits in _BITS)

# Hands (of up to eight cards) with copies, by the sizes of their kinds in card order: the
# places in the hand that each discard set throws away, as bits (at most 2**7 shapes of hand).
_COPY_PLACES: dict[tuple[int, ...], tuple[int, ...]] = {}


def _copy_places(hand: list[CardId]) -> tuple[int, ...]:
    """For each discard set of a sorted hand with copies, the places of its cards as bits."""
    sizes: list[int] = []
    last = None
    for c in hand:
        k = KEY_OF[c]
        if k is last:
            sizes[-1] += 1
        else:
            sizes.append(1)
            last = k
    shape = tuple(sizes)
    places = _COPY_PLACES.get(shape)
    if places is None:
        places = _COPY_PLACES[shape] = tuple(
            _places_of(shape, v) for v in range(1, _discard_radix(shape)))
    return places


def _discard_radix(shape: tuple[int, ...]) -> int:
    radix = 1
    for size in shape:
        radix *= size + 1
    return radix


def _places_of(shape: tuple[int, ...], v: int) -> int:
    """Discard set v - 1 (v read as a mixed-radix number, one digit per kind: how many of its
    copies go, the lowest ids first) as the bits of the hand places it takes."""
    bits = start = 0
    for size in shape:
        v, take = divmod(v, size + 1)
        bits |= ((1 << take) - 1) << start
        start += size
    return bits


_NOTHING = object()     # no action handed out yet (None is no action either)
_new = object.__new__
_PASS = (PASS,)


class LegalActions(Sequence[Action]):
    """The legal actions of a turn, as a read-only sequence (index, iterate, `in`, len):
    card plays and a Release first, then every set of cards to discard, then Pass.

    Discard sets are decoded from their index (a mixed-radix number over the kinds in hand),
    so their objects are only made for the entries someone looks at. Copies of a card kind are
    interchangeable: each play appears once with the kind's lowest card id, and a discard set
    names the lowest ids of each kind it throws away.
    """

    __slots__ = ("head", "tail", "hand", "_heads", "_discards", "_len", "_last")

    def __init__(self, head: list[Action], hand: list[CardId], tail: Sequence[Action],
                 discards: int | None = None) -> None:
        """hand: the cards that may be thrown away, sorted; discards: how many discard sets
        they make, if the caller counted them already."""
        self.head = head
        self.tail = tail
        self.hand = hand
        if discards is None:
            discards = _discard_count(hand)
        self._heads = heads = len(head)
        self._discards = discards
        self._len = heads + discards + len(tail)
        self._last: object = _NOTHING   # the action handed out last (checked first by `in`)

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, i: Any) -> Any:
        if type(i) is not int or i < 0:
            return self._odd_index(i)
        heads = self._heads
        if i < heads:
            action = self._last = self.head[i]
            return action
        i -= heads
        discards = self._discards
        if i < discards:
            hand = self.hand
            size = len(hand)
            if size > 8:    # only past eight cards (weapons come back): no table of places
                action = self._discard_with_copies(i)
            else:
                # One card of each kind (the usual hand): the bits of i + 1 pick the places;
                # with copies, a table made once per shape of hand says which.
                places = i + 1 if discards == (1 << size) - 1 else _copy_places(hand)[i]
                pick = _PICK[places]
                action = Discard(pick(hand) if pick is not None else (hand[_BITS[places][0]],))
            self._last = action
            return action
        action = self._last = self.tail[i - discards]
        return action

    def _odd_index(self, i: Any) -> Any:
        """A negative index, a slice, or an int subclass (bool): as a list takes them."""
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._len))]
        i = operator.index(i)
        if i < 0:
            i += self._len
            if i < 0:
                raise IndexError("legal action index out of range")
        return self[i]

    def _discard_with_copies(self, i: int) -> Discard:
        """Discard set i of a hand holding copies: i + 1 read as a mixed-radix number, one
        digit per kind (how many of its copies go)."""
        v = i + 1
        cards: list[CardId] = []
        for g in kind_groups(self.hand):
            v, take = divmod(v, len(g) + 1)
            if take:
                cards += g[:take]
        cards.sort()
        return Discard(tuple(cards))

    def admits(self, action: object) -> bool:
        """Whether action may be applied as it is, quickly: one of the very objects this list
        handed out, or a discard of cards in this hand given as an exact tuple of card
        numbers (discard sets are decoded afresh for each reader, so are found by value)."""
        if action is self._last:
            return True
        if type(action) is Discard:
            return self._admits_discard(action.cards)
        for group in (self.head, self.tail):
            for a in group:
                if a is action:
                    return True
        return False

    def _admits_discard(self, cards: object) -> bool:
        if type(cards) is not tuple or not cards or not self._discards:
            return False
        pool = set(self.hand)
        for c in cards:
            if type(c) is not int or c not in pool:
                return False
        return len(set(cards)) == len(cards)

    def __contains__(self, action: object) -> bool:
        if action is self._last:
            return True
        if isinstance(action, Discard):
            cards = action.cards
            if not self._discards or not cards or len(set(cards)) != len(cards):
                return False
            pool = set(self.hand)
            return all(c in pool for c in cards)
        return action in self.head or action in self.tail

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (LegalActions, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LegalActions({list(self)!r})"


def find_discard(legal: Sequence[Action], kinds: Iterable[str]) -> Discard | None:
    """The legal discard that throws away exactly these card kinds (keys, copies repeated,
    any order), or None if there is none (copies are interchangeable, so it is one)."""
    want = sorted(kinds)
    for a in legal:
        if type(a) is Discard and sorted([KEY_OF[c] for c in a.cards]) == want:
            return a
    return None


def canonical(state: GameState, seat: int, action: Action) -> Action:
    """The same action with the lowest card ids of each kind (copies are interchangeable)."""
    hand = state.hands[seat]
    match action:
        case PlayCard(card=c, target=t) if c in hand:
            low = _lowest(hand, KEY_OF[c])
            return action if low == c else PlayCard(low, t)
        case Defend(card=c) if c in hand:
            low = _lowest(hand, KEY_OF[c])
            return action if low == c else Defend(low)
        case Discard(cards=cards) if cards and all(c in hand for c in cards) and \
                len(set(cards)) == len(cards):
            need: dict[str, int] = {}
            for c in cards:
                need[KEY_OF[c]] = need.get(KEY_OF[c], 0) + 1
            out = []
            for c in sorted(hand):
                k = KEY_OF[c]
                if need.get(k, 0):
                    need[k] -= 1
                    out.append(c)
            return Discard(tuple(out))
    return action


def _lowest(hand: list[CardId], key: str) -> CardId:
    return min(c for c in hand if KEY_OF[c] == key)


_FIRST_AID = frozenset({"first_aid"})


def turn_legal(state: GameState, d: Decision) -> LegalActions:
    """A turn's choices: each kind in hand played once at each open target (First Aid on
    yourself), a Release while you hold someone, every discard set, Pass."""
    seat = d.seat
    hand = state.hands[seat][:]
    hand.sort()     # as sorted(), with less around it (a turn asks every time)
    out = state.out
    if state.holds:
        targets = _targets(state, seat)
        plays = _TURN_PLAYS.get(targets) or _turn_plays(targets)
    elif True in out:   # someone is out, nobody held: the plays by seat and who is out
        plays = _PLAYS_WITH_OUT.get((seat, *out)) or _plays_with_out(state, seat)
    else:   # everyone is in and free (most turns): the plays by seat, no targets to look up
        plays = _FREE_TURN_PLAYS[len(out)][seat] or _free_turn_plays(len(out), seat)
    # One pass over the sorted hand: one play per kind, and the count of discard sets (the
    # product of copies + 1 over the kinds, less one; see `_discard_count`).
    head: list[Action] = []
    last = None
    radix, ways = 1, 1      # ways: copies of the kind at hand + 1 (how many of it may go)
    for c in hand:
        k = KEY_OF[c]
        if k is last:
            ways += 1
            continue
        radix *= ways        # the kind before is complete
        ways, last = 2, k
        head += plays[c]
    discards = radix * ways - 1
    if state.holds:
        held = hold_on(state, seat)
        if held is not None:
            head = _held_plays(state, seat, held, kind_groups(hand), _targets(state, seat))
        elif hold_by(state, seat) is not None:
            head.append(RELEASE)
    # Made here, not through __init__: a turn asks for one every time (Pass is its tail).
    legal = _new(LegalActions)
    legal.head, legal.tail, legal.hand = head, _PASS, hand
    legal._heads = heads = len(head)
    legal._discards = discards
    legal._len = heads + discards + 1
    legal._last = _NOTHING
    return legal


def _held_plays(state: GameState, seat: int, held: Hold, groups: list[list[CardId]],
                targets: tuple[int, ...]) -> list[Action]:
    """A held player's plays: break free first; a Choke victim may also hit the others (basic
    attacks only), a Headlock victim nobody."""
    head: list[Action] = []
    breakers = CHOKE_BREAKERS if held.kind == HoldKind.CHOKE else HEADLOCK_BREAKERS
    for g in groups:
        c, k = g[0], KEY_OF[g[0]]
        if k in breakers:
            ts = (held.holder, *targets) if held.kind == HoldKind.CHOKE and k in BASIC_KEYS \
                else (held.holder,)
            head += [_PLAYS[c, t] for t in ts]
    if held.kind == HoldKind.CHOKE:
        for g in groups:
            c, k = g[0], KEY_OF[g[0]]
            if k in BASIC_KEYS and k not in breakers:
                head += [_PLAYS[c, t] for t in targets]
    if hold_by(state, seat) is not None:
        head.append(RELEASE)
    return head


def _targets(state: GameState, seat: int) -> tuple[int, ...]:
    """The seats this seat may attack now, in seat order."""
    if not state.holds:
        out = state.out
        if not any(out):
            return _EVERYONE_ELSE[len(out)][seat]
        key = (seat, *out)
        targets = _OPEN_TARGETS.get(key)
        if targets is None:
            targets = _OPEN_TARGETS[key] = tuple(t for t in range(len(out))
                                                 if t != seat and not out[t])
        return targets
    return tuple(t for t in range(len(state.out)) if can_attack(state, seat, t))


_OPENING_ATTACKS = frozenset(c for c in range(DECK_SIZE) if KEY_OF[c] in OPENING_ATTACK_KEYS)
_FIRST_AIDS = frozenset(c for c in range(DECK_SIZE) if KEY_OF[c] == "first_aid")
_EVERYONE_ELSE = [[tuple(t for t in range(n) if t != seat) for seat in range(n)]
                  for n in range(MAX_PLAYERS + 1)]
_OPEN_TARGETS: dict[tuple[int, ...], tuple[int, ...]] = {}   # (seat, *knocked out) -> targets, no holds
_TURN_PLAYS: dict[tuple[int, ...], list[tuple[PlayCard, ...]]] = {}
# The same for a turn where everyone is in and free: _FREE_TURN_PLAYS[players][seat].
_FREE_TURN_PLAYS: list[list[list[tuple[PlayCard, ...]] | None]] = [
    [None] * n for n in range(MAX_PLAYERS + 1)]


# The same for a turn with someone out and nobody held: by (seat, *knocked out).
_PLAYS_WITH_OUT: dict[tuple[int, ...], list[tuple[PlayCard, ...]]] = {}


def _plays_with_out(state: GameState, seat: int) -> list[tuple[PlayCard, ...]]:
    plays = _PLAYS_WITH_OUT[(seat, *state.out)] = _turn_plays(_targets(state, seat))
    return plays


def _free_turn_plays(players: int, seat: int) -> list[tuple[PlayCard, ...]]:
    plays = _FREE_TURN_PLAYS[players][seat] = _turn_plays(_EVERYONE_ELSE[players][seat])
    return plays


def _turn_plays(targets: tuple[int, ...]) -> list[tuple[PlayCard, ...]]:
    """For each card id, its plays on a free turn with these targets open: an opening attack
    at each target, First Aid on yourself, nothing for the rest (made once, shared)."""
    plays = _TURN_PLAYS.get(targets)
    if plays is None:
        plays = _TURN_PLAYS[targets] = [
            tuple(_PLAYS[c, t] for t in targets) if c in _OPENING_ATTACKS
            else (_PLAYS[c, None],) if c in _FIRST_AIDS else ()
            for c in range(DECK_SIZE)]
    return plays


def _defence_actions(state: GameState, seat: int, card: CardId, damage: int,
                     allowed: frozenset[str]) -> list[Action]:
    if state.holds and is_helpless(state, seat):
        # Rules: the choker is helpless but "may choose to release the Choke at any time
        # (e.g., in order to Block or Dodge an attack from another player)". Only a choker
        # whom letting go would free is asked (engine.lunch_money.decisions.can_respond).
        return _LET_GO
    hand = state.hands[seat]
    acts: list[Action] = [_DEFENDS[c] for c in _one_per_kind(hand, allowed)]
    # Rules: First Aid as a reaction "only if the damage you otherwise take sends you to zero".
    if damage >= state.counters[seat] > 0:
        acts += [_DEFENDS[c] for c in _one_per_kind(hand, _FIRST_AID)]
    acts.append(DECLINE)
    return acts


def _free_attack_actions(state: GameState, seat: int, victim: int,
                         keys: frozenset[str]) -> list[Action]:
    if not can_attack(state, seat, victim):
        return _LET_GO if _letting_go_frees_a_hit(state, seat, victim) else [DECLINE]
    acts: list[Action] = [_PLAYS[c, victim] for c in _one_per_kind(state.hands[seat], keys)]
    acts.append(DECLINE)
    return acts


# A holder asked where her hold alone keeps a choice from her: let go (and be asked again), or not.
_LET_GO: list[Action] = [RELEASE, DECLINE]
# Nothing to answer with: take it. (Shared, like _LET_GO: legal lists are never changed.)
_DECLINE_ONLY: list[Action] = [DECLINE]


def _letting_go_frees_a_hit(state: GameState, seat: int, victim: int) -> bool:
    """Whether only her own Headlock keeps this seat from hitting victim (Rules: "While the
    Headlock is in place, the attacker may not attack players other than the Headlock's
    victim", and she "may choose to release the Headlock at any time")."""
    mine = hold_by(state, seat)
    return (mine is not None and mine.kind == HoldKind.HEADLOCK and victim != mine.victim
            and victim != seat and not state.out[victim] and hold_on(state, seat) is None)


def _letting_go_frees_a_hold(state: GameState, seat: int, victim: int) -> bool:
    """Whether only the hold this seat applies keeps her from following a Grab with a Choke
    or Headlock (one hold at a time per player)."""
    mine = hold_by(state, seat)
    return (mine is not None and hold_on(state, seat) is None and hold_by(state, victim) is None
            and hold_on(state, victim) in (None, mine))


_FOLLOW_UP_KEYS: dict[FollowUpKind | None, frozenset[str]] = {
    FollowUpKind.GRAB: FREE_ATTACK_KEYS | GRAB_FOLLOW_UPS,
    FollowUpKind.BASIC: BASIC_KEYS,
    FollowUpKind.BASIC_OR_WEAPON: FREE_ATTACK_KEYS,
}


def legal_actions(state: GameState) -> Sequence[Action]:
    """Everything the deciding seat may do now; never empty while the match goes on.
    Cached per position (the state changes only through `apply`)."""
    acts = state.legal_cache
    if acts is None:
        d = state.decision_cache
        if d is UNKNOWN:
            d = current_decision(state)
        acts = state.legal_cache = [] if d is None else _LEGAL_FOR[d.kind](state, d)  # type: ignore[attr-defined, arg-type]
    return acts


_HUMILIATION_IDS = frozenset(c for c in range(DECK_SIZE) if KEY_OF[c] == "humiliation")


def _interrupt_legal(state: GameState, d: Decision) -> list[Action]:
    if state.holds and is_helpless(state, d.seat):
        # Rules: Humiliation "can be played at any time"; the choker may release "at any
        # time": she lets go, then is asked again, free (engine.lunch_money.decisions.may_interrupt).
        return _LET_GO
    assert d.actor is not None      # the seat whose play the window is about
    return humiliations(state.hands[d.seat], d.actor)


def humiliations(hand: list[CardId], actor: int) -> list[Action]:
    """A free seat's choices in a Humiliation window on actor's play: Humiliate, or not."""
    if _HUMILIATION_IDS.isdisjoint(hand):
        return _DECLINE_ONLY
    return [_PLAYS[min(c for c in hand if c in _HUMILIATION_IDS), actor], DECLINE]


def _defend_legal(state: GameState, d: Decision) -> list[Action]:
    assert d.card is not None       # a defence answers an attack card
    return _defence_actions(state, d.seat, d.card, d.damage, DEFENCES_AGAINST[KEY_OF[d.card]])


def _second_defence_legal(state: GameState, d: Decision) -> list[Action]:
    assert d.card is not None
    return _defence_actions(state, d.seat, d.card, d.damage, COMBO_DEFENCE_KEYS)


def _direction_legal(state: GameState, d: Decision) -> list[Action]:
    return _DIRECTIONS


_GRAB = frozenset({"grab"})


def _block_grab_legal(state: GameState, d: Decision) -> list[Action]:
    assert d.target is not None     # these decisions always name the other seat
    return _free_attack_actions(state, d.seat, d.target, _GRAB)


def _follow_up_legal(state: GameState, d: Decision) -> list[Action]:
    seat, victim, keys = d.seat, d.target, _FOLLOW_UP_KEYS[d.allowed]
    assert victim is not None
    if d.allowed == FollowUpKind.GRAB and (hold_by(state, seat) or hold_on(state, seat)
                                           or hold_by(state, victim) or hold_on(state, victim)):
        keys = FREE_ATTACK_KEYS | {"powerplay"}   # one hold at a time per player
        if _letting_go_frees_a_hold(state, seat, victim):
            acts = _free_attack_actions(state, seat, victim, keys)
            return acts if acts is _LET_GO else [*acts[:-1], RELEASE, DECLINE]
    return _free_attack_actions(state, seat, victim, keys)


def _hold_attacks_legal(state: GameState, d: Decision) -> list[Action]:
    assert d.target is not None
    acts = _free_attack_actions(state, d.seat, d.target, HEADLOCK_FREE_KEYS)
    return acts[:-1] + [RELEASE, DECLINE]


def _more_first_aid_legal(state: GameState, d: Decision) -> list[Action]:
    hand = state.hands[d.seat]
    acts: list[Action] = [_PLAYS[c, None] for c in _one_per_kind(hand, _FIRST_AID)]
    acts.append(DECLINE)
    return acts


# The legal actions of each kind of decision.
_LEGAL_FOR = {
    DecisionKind.TURN: turn_legal,
    DecisionKind.INTERRUPT: _interrupt_legal,
    DecisionKind.DEFEND: _defend_legal,
    DecisionKind.SECOND_DEFENCE: _second_defence_legal,
    DecisionKind.DIRECTION: _direction_legal,
    DecisionKind.BLOCK_GRAB: _block_grab_legal,
    DecisionKind.FOLLOW_UP: _follow_up_legal,
    DecisionKind.FREE_ATTACK: _follow_up_legal,
    DecisionKind.HOLD_ATTACKS: _hold_attacks_legal,
    DecisionKind.MORE_FIRST_AID: _more_first_aid_legal,
}
