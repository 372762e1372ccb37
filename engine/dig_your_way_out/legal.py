"""Who decides now, and what they may do: one function per decision kind. Copies of a card kind
are listed once (the lowest id), and the harmless answer is always listed last."""

from __future__ import annotations

from itertools import combinations

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out.data import (
    CAFETERIA,
    CELLS,
    CELLS_B,
    DECK_SIZE,
    DEMANDABLE,
    DIGGABLE,
    GANG_ACCESSORIES,
    GANG_NEEDS,
    INFIRMARY,
    KEY_OF,
    KIND_OF,
    LOCATION_KEYS,
    MAX_BEATINGS,
    MAX_PLAYERS,
    MICHEL_CARDS,
    OFFERS,
    PASTS,
    RECIPES,
    RECREATION,
    SEARCH_DRAWS,
    SHOWERS,
    SOLITARY,
    TOOL_KEYS,
    WEAPONS,
    gang_of,
)
from gameshelf.engine.dig_your_way_out.deal import deal_actions, deal_decision, deal_options
from gameshelf.engine.dig_your_way_out.piles import BENEFIT_AT as _BENEFIT_AT
from gameshelf.engine.dig_your_way_out.piles import first_of, has_benefit
from gameshelf.engine.dig_your_way_out.sides import home_block, open_places
from gameshelf.engine.dig_your_way_out.state import (
    IN_TURN,
    MICHEL_PROMPT,
    Decision,
    DecisionKind,
    GameState,
)
from gameshelf.engine.dig_your_way_out.team import mate_moves, no_crafting_here, opponent

K = DecisionKind

# Speed (playouts apply tens of thousands of actions a second): every action is a frozen record,
# so each distinct one is made once per process and shared by every legal list after it.
_SEARCH, _ROLL, _CAREFUL, _END = A.Search(), A.RollMove(), A.CarefulMove(), A.EndTurn()
_STEAL, _HEAL, _TRADE, _CONCEDE = A.StealSpoon(), A.Heal(), A.Trade(), A.Concede()
_DONE_TRADING, _MOVE_MICHEL, _LEAVE_MICHEL = A.DoneTrading(), A.MoveMichel(), A.LeaveMichel()
_REROLL, _REVEAL = A.Reroll(), A.RevealPast()


def _memo(cls: type):
    """`cls(*fields)`, each distinct one built once (records are immutable: sharing is safe)."""
    made: dict = {}

    def make(*fields):
        a = made.get(fields)
        if a is None:
            a = made[fields] = cls(*fields)
        return a
    return make


def _by_int(cls: type, n: int) -> tuple:
    """`cls(i)` for every i in range(n), made up front (one-field actions: cards, places)."""
    return tuple(cls(i) for i in range(n))


_DIG, _LAY, _GIVE = _by_int(A.Dig, DECK_SIZE), _by_int(A.LayWeapon, DECK_SIZE), \
    _by_int(A.Give, DECK_SIZE)
_SELL, _DISCARD = _by_int(A.SellCard, DECK_SIZE), _by_int(A.Discard, DECK_SIZE)
_MOVE_TO, _CRAFT = _by_int(A.MoveTo, len(LOCATION_KEYS)), _by_int(A.Craft, len(TOOL_KEYS))
_BUY = _by_int(A.Buy, len(OFFERS))
_play, _extort, _join, _reveal = _memo(A.PlayCard), _memo(A.Extort), _memo(A.JoinGang), \
    _memo(A.RevealPast)


def current_decision(s: GameState) -> Decision | None:
    """The decision the match waits for; None once it is over."""
    if s.legal_cache is not None:       # worked out with the legal list (both die in `apply`)
        return s.decided
    return _deciding(s)


def _deciding(s: GameState) -> Decision | None:
    """`current_decision` worked out from the position."""
    if s.winner is not None or s.unfinished:
        return None
    if s.pending is not None:
        return _AT_DESTINATION[s.pending.seat]
    f = s.fight
    if f is not None:
        if not f.answered:
            return _decided(f.defender, K.ANSWER, f.attacker, f.tool)
        return _decided(f.to_act, K.FIGHT, opponent(s, f, f.to_act), f.tool)
    if s.dealing is not None:
        return deal_decision(s)
    if s.michel_queue and s.michel_shown:
        return _AT_MICHEL[s.michel_queue[0]]
    if s.trading:
        return _AT_TRADE[s.turn_seat]
    if s.discard_left > 0:
        return _AT_DISCARD[s.turn_seat]
    if s.end_stage == MICHEL_PROMPT:
        return _AT_MOVE_MICHEL[s.turn_seat]
    return _AT_TURN[s.turn_seat]


def _seats(kind: DecisionKind) -> tuple[Decision, ...]:
    """The decision of this kind for every seat (decisions are records too: made once)."""
    return tuple(Decision(q, kind) for q in range(MAX_PLAYERS))


_AT_TURN, _AT_DESTINATION, _AT_MICHEL = _seats(K.TURN), _seats(K.DESTINATION), _seats(K.MICHEL)
_AT_TRADE, _AT_DISCARD, _AT_MOVE_MICHEL = _seats(K.TRADE), _seats(K.DISCARD), \
    _seats(K.MOVE_MICHEL)
_decided = _memo(Decision)


def legal_actions(s: GameState) -> list:
    """What the deciding seat may do now; empty once the match is over (made once per
    position: `apply` forgets it)."""
    legal = s.legal_cache
    if legal is None:
        d = s.decided = _deciding(s)
        # Keyed by the kind's value: an Enum member's hash is a Python-level call.
        legal = s.legal_cache = [] if d is None else _BY_KIND[d.kind._value_](s, d)
    return legal


def distinct(hand: list[int], keys: frozenset[str] | set[str]) -> list[int]:
    """One card (the lowest id) of each kind in `keys` the hand holds, by id."""
    return [c for k, c in lowest_of_each(hand).items() if k in keys]


def lowest_of_each(hand: list[int]) -> dict[str, int]:
    """Each kind a hand holds and its lowest card id, in id order (the order lists show).
    Shared: never change it."""
    return hand_profile(hand).lows


class HandProfile:
    """What a hand allows, worked out once per distinct hand (playouts meet the same hands
    again and again) and read by every list of the turn: the lowest card of each kind, the
    digs, the action cards, the weapon to extort with, the gang accessories, the recipes."""

    __slots__ = ("lows", "digs", "plays", "weapons", "sells", "accessories", "_crafts",
                 "_joins")

    def __init__(self, hand: list[int]) -> None:
        # One pass in id order, each kind's first card sorted by what it is for (_CARD_ROWS:
        # its kind, its SellCard, its role and what it adds to that role's list).
        lows: dict[str, int] = {}
        digs: list = []
        plays: list = []
        held: list = []
        sells: list = []
        weapons: list[int] = []
        knife = -1
        rows = _CARD_ROWS
        for c in sorted(hand):
            k, sell, role, item = rows[c]
            if k in lows:
                continue
            lows[k] = c
            if sell is not None:
                sells.append(sell)
            if role == _OTHER:
                continue
            if role == _DIGS:
                digs.append(item)
            elif role == _PLAYS:
                plays.append(item)
            elif role == _ARMS:
                weapons.append(c)
            elif role == _KNIFE:
                knife = c
            else:
                held.append(k)
        self.lows, self.digs, self.plays = lows, digs, plays
        # Rules: "Leg daarop een wapen uit je handkaarten voor je neer." - the extorter chooses
        # which: one of each kind held, the sharp objects (by id) before the knife.
        self.weapons = tuple(weapons) + ((knife,) if knife >= 0 else ())
        self.sells = sells                  # a SellCard per kind worth cigarettes
        self.accessories = frozenset(held) if len(held) >= 2 else frozenset()
        self._crafts: tuple[int, ...] | None = None
        self._joins: tuple[tuple[int, object], ...] | None = None

    @property
    def crafts(self) -> tuple[int, ...]:
        """The tools whose recipes the hand holds (worked out when first asked)."""
        if self._crafts is None:
            lows = self.lows
            self._crafts = tuple(t for t, needs in _RECIPE_ROWS if lows.keys() >= needs)
        return self._crafts

    @property
    def joins(self) -> tuple[tuple[int, object], ...]:
        """(gang, JoinGang) for every way the hand's accessories join a gang, whether or not
        its deck still has a card (worked out when first asked)."""
        if self._joins is None:
            lows = self.lows
            self._joins = tuple((g, _join(g, tuple(map(lows.__getitem__, combo))))
                                for g, combo in _ways_to_join(self.accessories))
        return self._joins


def _ways_to_join(held: frozenset[str]) -> tuple[tuple[int, tuple[str, ...]], ...]:
    """(gang, the accessories shown) for every way these accessories join a gang (the same
    few sets come back all match long: worked out once each)."""
    ways = _WAYS.get(held)
    if ways is None:
        if len(_WAYS) >= _PROFILES_KEPT:
            _WAYS.clear()
        ways = _WAYS[held] = tuple(
            (g, combo) for g, accessories in enumerate(GANG_ACCESSORIES)
            for combo in combinations([a for a in accessories if a in held], GANG_NEEDS[g]))
    return ways


_WAYS: dict[frozenset[str], tuple[tuple[int, tuple[str, ...]], ...]] = {}


def hand_profile(hand: list[int]) -> HandProfile:
    """The hand's `HandProfile`, from the memo when this hand was met before."""
    key = tuple(hand)
    p = _PROFILES.get(key)
    if p is None:
        if len(_PROFILES) >= _PROFILES_KEPT:   # playouts meet many hands: bounded memory
            _PROFILES.clear()
        p = _PROFILES[key] = HandProfile(hand)
    return p


_PROFILES: dict[tuple[int, ...], HandProfile] = {}
_PROFILES_KEPT = 50_000


def others_here(s: GameState, seat: int) -> list[int]:
    """The other players in your location (nobody shares solitary)."""
    here = s.location[seat]
    if here == SOLITARY:
        return []
    location = s.location
    return [q for q in range(len(location)) if q != seat and location[q] == here]


# --- the turn ------------------------------------------------------------------------------------

def _turn(s: GameState, d: Decision) -> list:
    seat = d.seat
    out = _actions(s, seat) if s.actions_left >= 1 and s.end_stage == IN_TURN else []
    if not s.revealed[seat]:            # past_options' first test, without the call
        out += past_options(s, seat)
    out.append(_END)
    return out


def _actions(s: GameState, seat: int) -> list:
    """The turn's actions while it has some left: the basic ones, then where you stand's, then
    the team variant's."""
    p = hand_profile(s.hands[seat])
    location = s.location
    here = location[seat]
    out: list = [_SEARCH] if not s.searched and SEARCH_DRAWS[here] else []
    if s.lockdown_by is None:
        out.append(_ROLL)
        if s.actions_left >= 2:
            out.append(_CAREFUL)
    if p.accessories:
        out += _join_options(s, seat, p)
    if p.plays:
        out += _card_options(s, seat, p)
    # Nobody to extort when you stand alone (a count, before the list of who is here).
    if not s.extorted and location.count(here) > 1:
        out += _extort_options(s, seat, p)
    # The beating first: it is free, and spares working out a beaten hand's recipes.
    if not s.beatings[seat] and p.crafts:
        out += _craft_options(s, seat, p)
    at_place = _AT_PLACE[here]
    if at_place is not None:
        out += at_place(s, seat, p)
    if s.team:
        out += deal_options(s, seat) + mate_moves(s, seat)     # the team variant's
    return out


def _in_the_cells(s: GameState, seat: int, p: HandProfile) -> list:
    """Dig, in your own cell block, unless beaten twice."""
    if s.team and s.location[seat] != home_block(s, seat):
        return []
    return p.digs if s.beatings[seat] < MAX_BEATINGS else []


def _in_the_cafeteria(s: GameState, seat: int, p: HandProfile) -> list:
    """Steal a spoon while the stack has one."""
    return [_STEAL] if s.stacks[0] else []


def _in_the_infirmary(s: GameState, seat: int, p: HandProfile) -> list:
    """Heal a beating."""
    return [_HEAL] if s.beatings[seat] else []


def _in_the_recreation_area(s: GameState, seat: int, p: HandProfile) -> list:
    """Trade cards for cigarettes, and buy what your cigarettes pay for (offers by price)."""
    out: list = [_TRADE] if p.sells else []
    cash = s.cigarettes[seat] + (_BENEFIT_AT[s.gang[seat]] == "discount")
    stacks = s.stacks
    for offer, t, count, price in _OFFER_ROWS:
        if cash < price:
            break
        if len(stacks[t]) >= count:
            out.append(offer)
    return out


def _join_options(s: GameState, seat: int, p: HandProfile | None = None) -> list:
    if p is None:
        p = hand_profile(s.hands[seat])
    if not p.accessories:
        return []
    decks = s.gang_decks
    return [a for g, a in p.joins if decks[g]]


def _card_options(s: GameState, seat: int, p: HandProfile | None = None) -> list:
    hand = s.hands[seat]
    if p is None:
        p = hand_profile(hand)
    out: list = []
    for key, c in p.plays:
        if key == "bribe":
            here = s.location[seat]
            out += [_play(c, -1, place) for place in open_places(s) if place != here]
        elif key == "snitch":
            out += [_play(c, q, -1) for q in others_here(s, seat)]
        elif key in ("cell_search", "favour"):
            if key == "favour" and len(hand) < 2:
                continue
            out += [_play(c, q, -1) for q, h in enumerate(s.hands) if q != seat and h]
        elif key == "collapse":
            out += [_play(c, q, -1) for q, dug in enumerate(s.dug) if q != seat and dug]
        elif key == "lockdown":
            if s.lockdown_by is None:
                out.append(_play(c, -1, -1))
        elif key == "contraband":
            if s.supply:
                out.append(_play(c, -1, -1))
        elif key == "painkillers":
            if s.beatings[seat]:
                out.append(_play(c, -1, -1))
        else:                                   # shakedown, stash, distraction
            out.append(_play(c, -1, -1))
    return out


_ACCESSORY_IDS = frozenset(c for c, k in enumerate(KIND_OF) if k.group == "accessory")
_VALUE = tuple(k.value for k in KIND_OF)
_ACCESSORY_KEYS = frozenset(KEY_OF[c] for c in _ACCESSORY_IDS)
_ACTION_CARDS = frozenset({"bribe", "snitch", "lockdown", "shakedown", "stash", "cell_search",
                           "distraction", "favour", "contraband", "painkillers", "collapse"})
_FIGHT_CARDS = WEAPONS | {"backup"}
# The Buy actions with their tool, count and price, cheapest first (the list stops at the first
# one you cannot pay for).
_OFFER_ROWS = tuple(sorted(((_BUY[i], TOOL_KEYS.index(tool), count, price)
                            for i, (tool, count, price) in enumerate(OFFERS)),
                           key=lambda row: row[3]))
_RECIPE_ROWS = tuple((TOOL_KEYS.index(tool), frozenset(needs)) for tool, needs in RECIPES.items())
_DEMANDED = tuple(TOOL_KEYS.index(k) for k in DEMANDABLE)
_OTHER, _DIGS, _PLAYS, _ARMS, _KNIFE, _WEARS = range(6)


def _role(key: str) -> int:
    """What a card kind is for in the turn's lists."""
    if key in DIGGABLE:
        return _DIGS
    if key in _ACTION_CARDS:
        return _PLAYS
    if key == "knife":
        return _KNIFE
    if key in WEAPONS:
        return _ARMS
    return _WEARS if key in _ACCESSORY_KEYS else _OTHER


def _card_row(c: int) -> tuple:
    """What card c is for in a hand's lists: its kind, its SellCard (None when worth nothing),
    its role and what it adds to that role's list (a Dig, a play's (kind, card))."""
    k = KEY_OF[c]
    role = _role(k)
    item = _DIG[c] if role == _DIGS else (k, c) if role == _PLAYS else None
    return k, (_SELL[c] if _VALUE[c] else None), role, item


_CARD_ROWS = tuple(_card_row(c) for c in range(DECK_SIZE))


def protected(s: GameState, seat: int) -> bool:
    """The Queers' untouchable: no extortion in the infirmary or the showers."""
    return s.location[seat] in (INFIRMARY, SHOWERS) and \
        _BENEFIT_AT[s.gang[seat]] == "untouchable"


def _extort_options(s: GameState, seat: int, p: HandProfile | None = None) -> list:
    # Rules: "Leg daarop een wapen uit je handkaarten voor je neer." - any weapon of the hand,
    # the extorter's choice (one of each kind); Crew's bare hands lay none. A teammate may be
    # extorted too: the team variant keeps "de andere gangbare regels" (RULES TM9).
    if _BENEFIT_AT[s.gang[seat]] == "bare_hands":
        weapons: tuple[int, ...] = (-1,)
    else:
        if p is None:
            p = hand_profile(s.hands[seat])
        weapons = p.weapons
        if not weapons:
            return []
    out: list = []
    for q in others_here(s, seat):
        if not protected(s, q):
            out += _extort_row(q, weapons)
    return out


def _extort_row(q: int, weapons: tuple[int, ...]) -> tuple:
    """Extorting q: one action per tool that may be named and weapon that may be laid."""
    row = _EXTORT_ROWS.get((q, weapons))
    if row is None:
        if len(_EXTORT_ROWS) >= _PROFILES_KEPT:
            _EXTORT_ROWS.clear()
        row = _EXTORT_ROWS[q, weapons] = tuple(_extort(q, t, w) for t in _DEMANDED
                                               for w in weapons)
    return row


_EXTORT_ROWS: dict[tuple[int, tuple[int, ...]], tuple] = {}


def _craft_options(s: GameState, seat: int, p: HandProfile | None = None) -> list:
    if s.beatings[seat] or no_crafting_here(s, seat):
        return []
    if p is None:
        p = hand_profile(s.hands[seat])
    return [_CRAFT[t] for t in p.crafts if s.stacks[t]]


def past_options(s: GameState, seat: int) -> list:
    """Ways to reveal your criminal past now (free, once per game, in your own turn)."""
    if s.revealed[seat] or s.turn_seat != seat:
        return []
    past = PASTS[s.pasts[seat]]
    member = s.gang[seat] >= 0 and gang_of(s.gang[seat]) == past.gang
    here, effect = s.location[seat], past.effect
    if effect == "win_fight":
        f = s.fight
        return [_REVEAL] if f is not None and f.answered and f.to_act == seat else []
    if s.fight is not None or s.end_stage != IN_TURN:
        return []
    if effect == "steal":
        return [] if s.acted else [_reveal(q) for q in others_here(s, seat) if s.hands[q]]
    if effect == "beat_up":
        return [_reveal(q) for q in others_here(s, seat) if s.beatings[q] < MAX_BEATINGS]
    if effect == "tax":
        return [_REVEAL] if any(s.cigarettes[q] for q in range(s.players)
                                       if q != seat) else []
    if effect == "cigarettes":
        return [_REVEAL] if s.supply else []
    if effect == "teleport":
        return [_reveal(-1, p) for p in open_places(s) if p != here]
    if effect == "take_tool":
        top = past.member if member else past.base
        return [_reveal(-1, -1, s.stacks[t][-1]) for t in range(top + 1) if s.stacks[t]]
    if effect == "dig":
        return [_reveal(-1, -1, c) for c in distinct(s.hands[seat], DIGGABLE)]
    if effect == "heal":
        return [_REVEAL] if s.beatings[seat] or member else []
    return [_REVEAL]                            # draw, actions


# --- fights, rolls, the end of a turn ------------------------------------------------------------

def _answer(s: GameState, d: Decision) -> list:
    hand = s.hands[d.seat]
    card = first_of(hand, TOOL_KEYS[d.tool])
    give = [_GIVE[card]] if card >= 0 else []
    return give + [_LAY[c] for c in distinct(hand, _FIGHT_CARDS)] + [_CONCEDE]


def _fight(s: GameState, d: Decision) -> list:
    return ([_LAY[c] for c in distinct(s.hands[d.seat], _FIGHT_CARDS)]
            + past_options(s, d.seat) + [_CONCEDE])


def _michel(s: GameState, d: Decision) -> list:
    hand = s.hands[d.seat]
    out: list = []
    if len(s.michel_shown) == 1:        # giving is only the answer to the first demand
        out += [_GIVE[c] for c in distinct(hand, set(MICHEL_CARDS[s.michel_shown[0]]))]
    return out + [_LAY[c] for c in distinct(hand, _FIGHT_CARDS)] + [_CONCEDE]


def _destination(s: GameState, d: Decision) -> list:
    p = s.pending
    assert p is not None
    out: list = [_MOVE_TO[place] for place in p.options]
    if not (p.michel or p.rerolled or p.careful) and has_benefit(s, d.seat, "reroll"):
        out.append(_REROLL)
    return out


def _trade(s: GameState, d: Decision) -> list:
    return hand_profile(s.hands[d.seat]).sells + [_DONE_TRADING]


def _discard(s: GameState, d: Decision) -> list:
    # The cheapest card first: bots and the default keep the valuable ones.
    cards = sorted(lowest_of_each(s.hands[d.seat]).values(), key=_DISCARD_RANK.__getitem__)
    return [_DISCARD[c] for c in cards]


_DISCARD_RANK = tuple((k.value + k.points * 3, c) for c, k in enumerate(KIND_OF))


def _move_michel(s: GameState, d: Decision) -> list:
    return [_MOVE_MICHEL, _LEAVE_MICHEL]


# What each location adds to the turn's list (None: nothing).
_AT_PLACE = tuple({CELLS: _in_the_cells, CELLS_B: _in_the_cells, CAFETERIA: _in_the_cafeteria,
                   INFIRMARY: _in_the_infirmary, RECREATION: _in_the_recreation_area}.get(place)
                  for place in range(len(LOCATION_KEYS)))

_BY_KIND = {K.TURN.value: _turn, K.ANSWER.value: _answer, K.FIGHT.value: _fight,
            K.MICHEL.value: _michel, K.DESTINATION.value: _destination, K.TRADE.value: _trade,
            K.DISCARD.value: _discard, K.MOVE_MICHEL.value: _move_michel,
            K.DEAL.value: deal_actions, K.DEAL_BACK.value: deal_actions}


def default_action(s: GameState) -> object:
    """The harmless answer: end the turn, give in, stop trading, leave Michel(le), the first
    destination, the cheapest discard."""
    legal = legal_actions(s)
    d = current_decision(s)
    if d is not None and d.kind in (K.DESTINATION, K.DISCARD):
        return legal[0]
    if d is not None and d.kind in (K.ANSWER, K.MICHEL) and type(legal[0]) is A.Give:
        return legal[0]
    return legal[-1]
