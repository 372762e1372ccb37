"""Who decides now, and what they may do: one function per decision kind. Copies of a card kind
are listed once (the lowest id), and the harmless answer is always listed last."""

from __future__ import annotations

from itertools import combinations

from engine.dig_your_way_out import actions as A
from engine.dig_your_way_out.data import (
    CAFETERIA,
    DEMANDABLE,
    DIGGABLE,
    GANG_ACCESSORIES,
    GANG_NEEDS,
    INFIRMARY,
    KEY_OF,
    KIND_OF,
    MAX_BEATINGS,
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
from engine.dig_your_way_out.deal import deal_actions, deal_decision, deal_options
from engine.dig_your_way_out.piles import first_of, has_benefit
from engine.dig_your_way_out.sides import home_block, open_places, teammates
from engine.dig_your_way_out.state import (
    IN_TURN,
    MICHEL_PROMPT,
    Decision,
    DecisionKind,
    GameState,
)
from engine.dig_your_way_out.team import mate_moves, no_crafting_here, opponent

K = DecisionKind


def current_decision(s: GameState) -> Decision | None:
    """The decision the match waits for; None once it is over."""
    if s.winner is not None:
        return None
    if s.pending is not None:
        return Decision(s.pending.seat, K.DESTINATION)
    f = s.fight
    if f is not None:
        if not f.answered:
            return Decision(f.defender, K.ANSWER, f.attacker, f.tool)
        return Decision(f.to_act, K.FIGHT, opponent(s, f, f.to_act), f.tool)
    if s.dealing is not None:
        return deal_decision(s)
    if s.michel_queue and s.michel_shown:
        return Decision(s.michel_queue[0], K.MICHEL)
    if s.trading:
        return Decision(s.turn_seat, K.TRADE)
    if s.discard_left > 0:
        return Decision(s.turn_seat, K.DISCARD)
    if s.end_stage == MICHEL_PROMPT:
        return Decision(s.turn_seat, K.MOVE_MICHEL)
    return Decision(s.turn_seat, K.TURN)


def legal_actions(s: GameState) -> list:
    """What the deciding seat may do now; empty once the match is over (made once per
    position: `apply` forgets it)."""
    legal = s.legal_cache
    if legal is None:
        d = current_decision(s)
        legal = s.legal_cache = [] if d is None else _BY_KIND[d.kind](s, d)
    return legal


def distinct(hand: list[int], keys: frozenset[str] | set[str]) -> list[int]:
    """One card (the lowest id) of each kind in `keys` the hand holds, by id."""
    seen: dict[str, int] = {}
    for c in sorted(hand):
        k = KEY_OF[c]
        if k in keys and k not in seen:
            seen[k] = c
    return list(seen.values())


def others_here(s: GameState, seat: int) -> list[int]:
    """The other players in your location (nobody shares solitary)."""
    here = s.location[seat]
    if here == SOLITARY:
        return []
    return [q for q in range(s.players) if q != seat and s.location[q] == here]


# --- the turn ------------------------------------------------------------------------------------

def _turn(s: GameState, d: Decision) -> list:
    seat = d.seat
    out: list = []
    if s.actions_left >= 1 and s.end_stage == IN_TURN:
        out += _basic_actions(s, seat)
        out += _location_actions(s, seat)
        out += deal_options(s, seat) + mate_moves(s, seat)     # the team variant's
    out += past_options(s, seat)
    out.append(A.EndTurn())
    return out


def _basic_actions(s: GameState, seat: int) -> list:
    here = s.location[seat]
    out: list = []
    if not s.searched and SEARCH_DRAWS[here]:
        out.append(A.Search())
    if s.lockdown_by is None:
        out.append(A.RollMove())
        if s.actions_left >= 2:
            out.append(A.CarefulMove())
    out += _join_options(s, seat)
    out += _card_options(s, seat)
    if not s.extorted:
        out += _extort_options(s, seat)
    out += _craft_options(s, seat)
    return out


def _location_actions(s: GameState, seat: int) -> list:
    here, hand = s.location[seat], s.hands[seat]
    if here == home_block(s, seat) and s.beatings[seat] < MAX_BEATINGS:
        return [A.Dig(c) for c in distinct(hand, DIGGABLE)]
    if here == CAFETERIA and s.stacks[0]:
        return [A.StealSpoon()]
    if here == INFIRMARY and s.beatings[seat]:
        return [A.Heal()]
    if here == RECREATION:
        out: list = [A.Trade()] if any(KIND_OF[c].value for c in hand) else []
        discount = 1 if has_benefit(s, seat, "discount") else 0
        for i, (tool, count, price) in enumerate(OFFERS):
            if s.cigarettes[seat] >= price - discount and len(s.stacks[TOOL_KEYS.index(tool)]) \
                    >= count:
                out.append(A.Buy(i))
        return out
    return []


def _join_options(s: GameState, seat: int) -> list:
    hand = s.hands[seat]
    held = {KEY_OF[c] for c in hand if c in _ACCESSORY_IDS}
    if len(held) < 2:
        return []
    out: list = []
    for g, accessories in enumerate(GANG_ACCESSORIES):
        if not s.gang_decks[g]:
            continue
        have = [a for a in accessories if a in held]
        for combo in combinations(have, GANG_NEEDS[g]):
            out.append(A.JoinGang(g, tuple(first_of(hand, a) for a in combo)))
    return out


def _card_options(s: GameState, seat: int) -> list:
    hand, here = s.hands[seat], s.location[seat]
    others = [q for q in range(s.players) if q != seat]
    out: list = []
    for c in distinct(hand, _ACTION_CARDS):
        key = KEY_OF[c]
        if key == "bribe":
            out += [A.PlayCard(c, place=p) for p in open_places(s) if p != here]
        elif key == "snitch":
            out += [A.PlayCard(c, target=q) for q in others_here(s, seat)]
        elif key in ("cell_search", "favour"):
            if key == "favour" and len(hand) < 2:
                continue
            out += [A.PlayCard(c, target=q) for q in others if s.hands[q]]
        elif key == "collapse":
            out += [A.PlayCard(c, target=q) for q in others if s.dug[q]]
        elif key == "lockdown":
            if s.lockdown_by is None:
                out.append(A.PlayCard(c))
        elif key == "contraband":
            if s.supply:
                out.append(A.PlayCard(c))
        elif key == "painkillers":
            if s.beatings[seat]:
                out.append(A.PlayCard(c))
        else:                                   # shakedown, stash, distraction
            out.append(A.PlayCard(c))
    return out


_ACCESSORY_IDS = frozenset(c for c, k in enumerate(KIND_OF) if k.group == "accessory")
_ACTION_CARDS = frozenset({"bribe", "snitch", "lockdown", "shakedown", "stash", "cell_search",
                           "distraction", "favour", "contraband", "painkillers", "collapse"})
_FIGHT_CARDS = WEAPONS | {"backup"}


def protected(s: GameState, seat: int) -> bool:
    """The Queers' untouchable: no extortion in the infirmary or the showers."""
    return s.location[seat] in (INFIRMARY, SHOWERS) and has_benefit(s, seat, "untouchable")


def _extort_options(s: GameState, seat: int) -> list:
    # Decision (RULES): you intimidate with your cheapest weapon (a sharp object before a
    # knife), or bare-handed as Crew; which weapons you lay in the fight is yours to choose.
    weapons = distinct(s.hands[seat], WEAPONS)
    if has_benefit(s, seat, "bare_hands"):
        weapons = [-1]
    elif not weapons:
        return []
    else:
        weapons = [min(weapons, key=lambda c: (KEY_OF[c] == "knife", c))]
    tools = [TOOL_KEYS.index(k) for k in DEMANDABLE]
    return [A.Extort(q, t, w) for q in others_here(s, seat)
            if not (protected(s, q) or teammates(s, seat, q)) for t in tools for w in weapons]


def _craft_options(s: GameState, seat: int) -> list:
    if s.beatings[seat] or no_crafting_here(s, seat):
        return []
    hand = s.hands[seat]
    keys = {KEY_OF[c] for c in hand}
    return [A.Craft(TOOL_KEYS.index(tool)) for tool, needs in RECIPES.items()
            if s.stacks[TOOL_KEYS.index(tool)] and all(k in keys for k in needs)]


def past_options(s: GameState, seat: int) -> list:
    """Ways to reveal your criminal past now (free, once per game, in your own turn)."""
    if s.revealed[seat] or s.turn_seat != seat:
        return []
    past = PASTS[s.pasts[seat]]
    member = s.gang[seat] >= 0 and gang_of(s.gang[seat]) == past.gang
    here, effect = s.location[seat], past.effect
    if effect == "win_fight":
        f = s.fight
        return [A.RevealPast()] if f is not None and f.answered and f.to_act == seat else []
    if s.fight is not None or s.end_stage != IN_TURN:
        return []
    if effect == "steal":
        return [] if s.acted else [A.RevealPast(target=q) for q in others_here(s, seat)
                                   if s.hands[q]]
    if effect == "beat_up":
        return [A.RevealPast(target=q) for q in others_here(s, seat)
                if s.beatings[q] < MAX_BEATINGS]
    if effect == "tax":
        return [A.RevealPast()] if any(s.cigarettes[q] for q in range(s.players)
                                       if q != seat) else []
    if effect == "cigarettes":
        return [A.RevealPast()] if s.supply else []
    if effect == "teleport":
        return [A.RevealPast(place=p) for p in open_places(s) if p != here]
    if effect == "take_tool":
        top = past.member if member else past.base
        return [A.RevealPast(card=s.stacks[t][-1]) for t in range(top + 1) if s.stacks[t]]
    if effect == "dig":
        return [A.RevealPast(card=c) for c in distinct(s.hands[seat], DIGGABLE)]
    if effect == "heal":
        return [A.RevealPast()] if s.beatings[seat] or member else []
    return [A.RevealPast()]                     # draw, actions


# --- fights, rolls, the end of a turn ------------------------------------------------------------

def _answer(s: GameState, d: Decision) -> list:
    hand = s.hands[d.seat]
    card = first_of(hand, TOOL_KEYS[d.tool])
    give = [A.Give(card)] if card >= 0 else []
    return give + [A.LayWeapon(c) for c in distinct(hand, _FIGHT_CARDS)] + [A.Concede()]


def _fight(s: GameState, d: Decision) -> list:
    return ([A.LayWeapon(c) for c in distinct(s.hands[d.seat], _FIGHT_CARDS)]
            + past_options(s, d.seat) + [A.Concede()])


def _michel(s: GameState, d: Decision) -> list:
    hand = s.hands[d.seat]
    out: list = []
    if len(s.michel_shown) == 1:        # giving is only the answer to the first demand
        out += [A.Give(c) for c in distinct(hand, set(MICHEL_CARDS[s.michel_shown[0]]))]
    return out + [A.LayWeapon(c) for c in distinct(hand, _FIGHT_CARDS)] + [A.Concede()]


def _destination(s: GameState, d: Decision) -> list:
    p = s.pending
    assert p is not None
    out: list = [A.MoveTo(place) for place in p.options]
    if not (p.michel or p.rerolled or p.careful) and has_benefit(s, d.seat, "reroll"):
        out.append(A.Reroll())
    return out


def _trade(s: GameState, d: Decision) -> list:
    hand = s.hands[d.seat]
    sellable = {KEY_OF[c] for c in hand if KIND_OF[c].value}
    return [A.SellCard(c) for c in distinct(hand, sellable)] + [A.DoneTrading()]


def _discard(s: GameState, d: Decision) -> list:
    # The cheapest card first: bots and the default keep the valuable ones.
    cards = distinct(s.hands[d.seat], set(KEY_OF[c] for c in s.hands[d.seat]))
    cards.sort(key=lambda c: (KIND_OF[c].value + KIND_OF[c].points * 3, c))
    return [A.Discard(c) for c in cards]


def _move_michel(s: GameState, d: Decision) -> list:
    return [A.MoveMichel(), A.LeaveMichel()]


_BY_KIND = {K.TURN: _turn, K.ANSWER: _answer, K.FIGHT: _fight, K.MICHEL: _michel,
            K.DESTINATION: _destination, K.TRADE: _trade, K.DISCARD: _discard,
            K.MOVE_MICHEL: _move_michel, K.DEAL: deal_actions, K.DEAL_BACK: deal_actions}


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
