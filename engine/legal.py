"""Who decides now and what they may do: `current_decision` and `legal_actions`.

Every decision is offered whether or not the seat holds a card that answers it (a Humiliation
window, a defence, a follow-up), so that being asked reveals nothing about a hand.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.actions import (
    Action,
    ChooseDirection,
    Decline,
    Defend,
    Discard,
    Pass,
    PlayCard,
    Release,
)
from engine.cards import (
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
from engine.state import (
    MAX_PLAYERS,
    BlockGrabFrame,
    Decision,
    DecisionKind,
    DefendFrame,
    DirectionFrame,
    FollowUpFrame,
    GameState,
    Hold,
    HoldAttacksFrame,
    MoreFirstAidFrame,
    SecondDefenceFrame,
    Window,
)

# Actions are immutable values, so the common ones are made once and shared (a measured speed-up:
# building legal lists was most of the engine's time).
DECLINE, PASS, RELEASE = Decline(), Pass(), Release()
_PLAYS = {(c, t): PlayCard(c, t) for c in range(DECK_SIZE) for t in (None, *range(MAX_PLAYERS))}
_DEFENDS = [Defend(c) for c in range(DECK_SIZE)]
_DIRECTIONS = [ChooseDirection(True), ChooseDirection(False)]

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


def hold_on(state: GameState, victim: int) -> Hold | None:
    """The hold this seat is caught in, if any."""
    for h in state.holds:
        if h.victim == victim:
            return h
    return None


def hold_by(state: GameState, holder: int) -> Hold | None:
    """The hold this seat applies, if any."""
    for h in state.holds:
        if h.holder == holder:
            return h
    return None


def is_helpless(state: GameState, seat: int) -> bool:
    """Helpless players cannot defend (or interrupt): poked, choked, choking, headlocked."""
    if state.helpless[seat]:
        return True
    for h in state.holds:  # noqa: SIM110 - a plain loop is faster on this hot path
        if h.victim == seat or (h.kind == "choke" and h.holder == seat):
            return True
    return False


def can_attack(state: GameState, seat: int, target: int) -> bool:
    """Whether seat may attack target at all (holds restrict who may hit whom)."""
    if target == seat or state.out[target]:
        return False
    mine = hold_by(state, seat)
    # Rules: "While the Headlock is in place, the attacker may not attack players other than
    # the Headlock's victim."
    if mine is not None and mine.kind == "headlock" and target != mine.victim:
        return False
    held = hold_on(state, seat)
    if held is not None:
        # Rules: a Choke victim may attack "players other than her attacker"; a Headlock
        # victim may only break free or discard.
        return held.kind == "choke" and target != held.holder
    return True


def current_decision(state: GameState) -> Decision | None:
    """The decision the engine is waiting for, or None when the match is over."""
    cached = state.decision_cache
    if cached is not None and cached[0] == state.actions:
        return cached[1]
    d = _decision(state)
    state.decision_cache = (state.actions, d)
    return d


def _decision(state: GameState) -> Decision | None:
    if state.winner is not None:
        return None
    if not state.stack:
        return _TURN_DECISIONS[state.turn]
    f = state.stack[-1]
    decide = _DECISION_ON.get(type(f))
    if decide is None:
        raise AssertionError(f"no decision on an automatic frame {f!r}")
    return decide(f)


# The decision each kind of waiting frame asks (automatic frames never reach here).

def _window_decision(f: Window) -> Decision:
    p = f.play
    return _made(f.asked[0], _INTERRUPT, p.seat, p.target, p.card)


def _defend_decision(f: DefendFrame) -> Decision:
    a = f.attack
    return _made(a.target, _DEFEND, a.attacker, a.target, a.card, a.damage)


def _second_defence_decision(f: SecondDefenceFrame) -> Decision:
    a = f.attack
    return _made(a.target, _SECOND_DEFENCE, a.attacker, a.target, a.card, a.damage // 2)


def _direction_decision(f: DirectionFrame) -> Decision:
    a = f.attack
    return _made(a.attacker, _DIRECTION, a.attacker, a.target, a.card)


def _block_grab_decision(f: BlockGrabFrame) -> Decision:
    a = f.attack
    seat, other = (a.attacker, a.target) if f.attacker_turn else (a.target, a.attacker)
    return _made(seat, _BLOCK_GRAB, seat, other, a.card)


def _follow_up_decision(f: FollowUpFrame) -> Decision:
    kind = _FOLLOW_UP if f.allowed == "grab" else _FREE_ATTACK
    return _made(f.seat, kind, f.seat, f.victim, f.card, 0, f.allowed)


def _hold_attacks_decision(f: HoldAttacksFrame) -> Decision:
    return _made(f.holder, _HOLD_ATTACKS, f.holder, f.victim)


def _more_first_aid_decision(f: MoreFirstAidFrame) -> Decision:
    return _made(f.seat, _MORE_FIRST_AID, f.seat)


# The kinds under plain module names (a lookup on the Enum class is slow on this hot path).
_INTERRUPT = DecisionKind.INTERRUPT
_DEFEND = DecisionKind.DEFEND
_SECOND_DEFENCE = DecisionKind.SECOND_DEFENCE
_DIRECTION = DecisionKind.DIRECTION
_BLOCK_GRAB = DecisionKind.BLOCK_GRAB
_FOLLOW_UP = DecisionKind.FOLLOW_UP
_FREE_ATTACK = DecisionKind.FREE_ATTACK
_HOLD_ATTACKS = DecisionKind.HOLD_ATTACKS
_MORE_FIRST_AID = DecisionKind.MORE_FIRST_AID
_DECISION_ON = {
    Window: _window_decision, DefendFrame: _defend_decision,
    SecondDefenceFrame: _second_defence_decision, DirectionFrame: _direction_decision,
    BlockGrabFrame: _block_grab_decision, FollowUpFrame: _follow_up_decision,
    HoldAttacksFrame: _hold_attacks_decision, MoreFirstAidFrame: _more_first_aid_decision,
}
# Decisions are immutable values, so each distinct one is made once and shared.
_TURN_DECISIONS = tuple(Decision(s, DecisionKind.TURN) for s in range(MAX_PLAYERS))
_DECISIONS: dict[tuple, Decision] = {}


def _made(*fields) -> Decision:
    d = _DECISIONS.get(fields)
    if d is None:
        d = _DECISIONS[fields] = Decision(*fields)
    return d


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


def _kind_groups(hand: list[CardId]) -> list[list[CardId]]:
    """The hand split by kind, each group in card-id order (ids of one kind are adjacent)."""
    groups: list[list[CardId]] = []
    last = None
    for c in sorted(hand):
        k = KEY_OF[c]
        if k is last:
            groups[-1].append(c)
        else:
            groups.append([c])
            last = k
    return groups


# The set bits of every number below 2**8, lowest first (for decoding discard sets).
_BITS = tuple(tuple(j for j in range(8) if v >> j & 1) for v in range(1 << 8))


class LegalActions(Sequence):
    """The legal actions of a turn, as a read-only sequence (index, iterate, `in`, len):
    card plays and a Release first, then every set of cards to discard, then Pass.

    Discard sets are decoded from their index (a mixed-radix number over the kinds in hand),
    so their objects are only made for the entries someone looks at. Copies of a card kind are
    interchangeable: each play appears once with the kind's lowest card id, and a discard set
    names the lowest ids of each kind it throws away.
    """

    __slots__ = ("head", "tail", "_groups", "_discards", "_len", "_last")

    def __init__(self, head: list[Action], groups: list[list[CardId]],
                 tail: list[Action]) -> None:
        self.head = head
        self.tail = tail
        self._groups = groups
        if len(groups) == sum(map(len, groups)):
            discards = (1 << len(groups)) - 1      # one card of each kind: every subset
        else:
            radix = 1
            for g in groups:
                radix *= len(g) + 1
            discards = radix - 1
        self._discards = discards
        self._len = len(head) + discards + len(tail)
        self._last: Action | None = None   # the discard set handed out last

    def __len__(self) -> int:
        return self._len

    def __getitem__(self, i):  # type: ignore[override]
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self._len))]
        if i < 0:
            i += self._len
        if not 0 <= i < self._len:
            raise IndexError(i)
        head = self.head
        if i < len(head):
            return head[i]
        i -= len(head)
        if i < self._discards:
            action = self._last = self._discard_at(i)
            return action
        return self.tail[i - self._discards]

    def _discard_at(self, i: int) -> Discard:
        v = i + 1
        groups = self._groups
        if self._discards == (1 << len(groups)) - 1 and v < len(_BITS):
            # One card of each kind (the usual hand): the bits of v pick the kinds.
            return Discard(tuple([groups[j][0] for j in _BITS[v]]))
        cards: list[CardId] = []
        for g in groups:
            v, take = divmod(v, len(g) + 1)
            if take:
                cards += g[:take]
        cards.sort()
        return Discard(tuple(cards))

    def __contains__(self, action: object) -> bool:
        if action is self._last:
            return action is not None
        if isinstance(action, Discard):
            cards = action.cards
            if not self._discards or not cards or len(set(cards)) != len(cards):
                return False
            pool = {c for g in self._groups for c in g}
            return all(c in pool for c in cards)
        return action in self.head or action in self.tail

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (LegalActions, list, tuple)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LegalActions({list(self)!r})"


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


def _turn_actions(state: GameState, seat: int) -> LegalActions:
    hand = state.hands[seat]
    targets = _targets(state, seat)
    held = hold_on(state, seat) if state.holds else None
    if held is not None:
        groups = _kind_groups(hand)
        return LegalActions(_held_plays(state, seat, held, groups, targets), groups, [PASS])
    # One pass over the sorted hand: the kind groups (for discards) and the plays.
    head: list[Action] = []
    groups: list[list[CardId]] = []
    last = None
    for c in sorted(hand):
        k = KEY_OF[c]
        if k is last:
            groups[-1].append(c)
            continue
        groups.append([c])
        last = k
        if c in _OPENING_ATTACKS:
            head += _PLAYS_AT.get((c, targets)) or _plays_at(c, targets)
        elif c in _FIRST_AIDS:
            head.append(_PLAYS[c, None])
    if state.holds and hold_by(state, seat) is not None:
        head.append(RELEASE)
    return LegalActions(head, groups, [PASS])


def _held_plays(state: GameState, seat: int, held: Hold, groups: list[list[CardId]],
                targets: tuple[int, ...]) -> list[Action]:
    """A held player's plays: break free first; a Choke victim may also hit the others (basic
    attacks only), a Headlock victim nobody."""
    head: list[Action] = []
    breakers = CHOKE_BREAKERS if held.kind == "choke" else HEADLOCK_BREAKERS
    for g in groups:
        c, k = g[0], KEY_OF[g[0]]
        if k in breakers:
            ts = (held.holder, *targets) if held.kind == "choke" and k in BASIC_KEYS \
                else (held.holder,)
            head += [_PLAYS[c, t] for t in ts]
    if held.kind == "choke":
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
_OPEN_TARGETS: dict[tuple, tuple[int, ...]] = {}   # (seat, *knocked out) -> targets, no holds
_PLAYS_AT: dict[tuple, tuple[PlayCard, ...]] = {}


def _plays_at(card: CardId, targets: tuple[int, ...]) -> tuple[PlayCard, ...]:
    """Playing this card at each of these targets (made once, shared)."""
    key = (card, targets)
    plays = _PLAYS_AT.get(key)
    if plays is None:
        plays = _PLAYS_AT[key] = tuple(_PLAYS[card, t] for t in targets)
    return plays


def _defence_actions(state: GameState, seat: int, card: CardId, damage: int,
                     allowed: frozenset[str]) -> list[Action]:
    mine = hold_by(state, seat)
    if mine is not None and mine.kind == "choke":
        # Rules: the choker is helpless but "may choose to release the Choke at any time
        # (e.g., in order to Block or Dodge an attack from another player)".
        return [RELEASE, DECLINE]
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
        return [DECLINE]
    acts: list[Action] = [_PLAYS[c, victim] for c in _one_per_kind(state.hands[seat], keys)]
    acts.append(DECLINE)
    return acts


_FOLLOW_UP_KEYS = {
    "grab": FREE_ATTACK_KEYS | GRAB_FOLLOW_UPS,
    "basic": BASIC_KEYS,
    "basic_or_weapon": FREE_ATTACK_KEYS,
}


def legal_actions(state: GameState) -> Sequence[Action]:
    """Everything the deciding seat may do now; never empty while the match goes on.
    Cached per position (the state changes only through `apply`)."""
    cached = state.legal_cache
    if cached is not None and cached[0] == state.actions:
        return cached[1]
    acts = _compute_legal(state)
    state.legal_cache = (state.actions, acts)
    return acts


def _compute_legal(state: GameState) -> Sequence[Action]:
    d = current_decision(state)
    if d is None:
        return []
    return _LEGAL_FOR[d.kind](state, d)


def _turn_legal(state: GameState, d: Decision) -> Sequence[Action]:
    return _turn_actions(state, d.seat)


_HUMILIATION_IDS = frozenset(c for c in range(DECK_SIZE) if KEY_OF[c] == "humiliation")


def _interrupt_legal(state: GameState, d: Decision) -> list[Action]:
    hand = state.hands[d.seat]
    if _HUMILIATION_IDS.isdisjoint(hand):
        return [DECLINE]
    return [_PLAYS[min(c for c in hand if c in _HUMILIATION_IDS), d.actor], DECLINE]


def _defend_legal(state: GameState, d: Decision) -> list[Action]:
    return _defence_actions(state, d.seat, d.card, d.damage, DEFENCES_AGAINST[KEY_OF[d.card]])


def _second_defence_legal(state: GameState, d: Decision) -> list[Action]:
    return _defence_actions(state, d.seat, d.card, d.damage, COMBO_DEFENCE_KEYS)


def _direction_legal(state: GameState, d: Decision) -> list[Action]:
    return _DIRECTIONS


_GRAB = frozenset({"grab"})


def _block_grab_legal(state: GameState, d: Decision) -> list[Action]:
    return _free_attack_actions(state, d.seat, d.target, _GRAB)


def _follow_up_legal(state: GameState, d: Decision) -> list[Action]:
    seat, keys = d.seat, _FOLLOW_UP_KEYS[d.allowed]
    if d.allowed == "grab" and (hold_by(state, seat) or hold_on(state, seat)
                                or hold_by(state, d.target) or hold_on(state, d.target)):
        keys = FREE_ATTACK_KEYS | {"powerplay"}   # one hold at a time per player
    return _free_attack_actions(state, seat, d.target, keys)


def _hold_attacks_legal(state: GameState, d: Decision) -> list[Action]:
    acts = _free_attack_actions(state, d.seat, d.target, HEADLOCK_FREE_KEYS)
    return acts[:-1] + [RELEASE, DECLINE]


def _more_first_aid_legal(state: GameState, d: Decision) -> list[Action]:
    hand = state.hands[d.seat]
    return [_PLAYS[c, None] for c in _one_per_kind(hand, _FIRST_AID)] + [DECLINE]


# The legal actions of each kind of decision.
_LEGAL_FOR = {
    DecisionKind.TURN: _turn_legal,
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
