"""A full state consistent with a view: what the seat cannot see dealt at random (other hands,
the search pile's order, other secret pasts, gang decks under their tops, Michel(le)'s pile)."""

from __future__ import annotations

import random

from gameshelf.engine.dig_your_way_out.data import (
    GANG_CARDS,
    PASTS,
    SEARCH_SIZE,
    TOOL_IDS,
    gang_of,
)
from gameshelf.engine.dig_your_way_out.known import KIND_ID
from gameshelf.engine.dig_your_way_out.state import (
    IN_TURN,
    MICHEL_PROMPT,
    DecisionKind,
    GameState,
)
from gameshelf.engine.dig_your_way_out.view import PlayerView


def determinize(view: PlayerView, rng: random.Random) -> GameState:
    """A state the view's seat could be in, hidden parts sampled with `rng` (always in the same
    order: the seed, the cards, the gang decks, the pasts, Michel(le)'s pile)."""
    s = GameState.__new__(GameState)
    s.seed, s.chance, s.names, s.michel_on = rng.getrandbits(40), 0, view.names, view.michel_on
    s.team, s.dealing = view.team, view.dealing          # the team variant (t-dig-team)
    _deal_cards(s, view, rng)
    s.cigarettes, s.supply, s.beatings = list(view.cigarettes), view.supply, list(view.beatings)
    s.location, s.gang = list(view.locations), list(view.gangs)
    s.gang_decks = [_gang_deck(view, g, rng) for g in range(6)]
    _deal_pasts(s, view, rng)
    _deal_michel(s, view, rng)
    _copy_turn(s, view)
    return s


def _deal_cards(s: GameState, view: PlayerView, rng: random.Random) -> None:
    """The tool stacks, the search pile, the discard, every hand and tunnel: the cards the view
    does not show dealt at random into the places it counts."""
    dug = [list(d) for d in view.dug]
    seen = set(view.hand) | {c for d in dug for c in d}
    stacks, hidden_tools = _tool_stacks(view, seen)
    discard = list(view.discard)
    seen.update(discard)                # one set (it was built again for every card)
    unseen = [c for c in range(SEARCH_SIZE) if c not in seen]
    rng.shuffle(unseen)
    pool = unseen[len(unseen) - view.draw_size:] if view.draw_size else []
    rest = unseen[:len(unseen) - view.draw_size] + hidden_tools
    rng.shuffle(rest)
    s.known = [list(k) for k in view.known] or [[] for _ in view.names]
    s.hands, s.dug, s.stacks, s.draw, s.discard = _hands(view, rest), dug, stacks, pool, discard
    n = len(view.names)
    s.bonus = [view.points[q] - sum(_points(c) for c in dug[q]) for q in range(n)]


def _tool_stacks(view: PlayerView, seen: set[int]) -> tuple[list[list[int]], list[int]]:
    """Each tool stack as big as the view says, from the tools nobody shows, and the tools left
    over (in other hands)."""
    stacks: list[list[int]] = []
    hidden_tools: list[int] = []
    for t, ids in enumerate(TOOL_IDS):
        free = [c for c in ids if c not in seen]
        stacks.append(free[:view.stack_sizes[t]])
        hidden_tools += free[view.stack_sizes[t]:]
    return stacks, hidden_tools


def _hands(view: PlayerView, rest: list[int]) -> list[list[int]]:
    """The seat's own hand, and the others': first the kinds everyone saw go into each
    (`view.known`: they stay there), then the rest dealt in turn from `rest` (shuffled)."""
    hands: list[list[int]] = []
    rest = list(rest)
    for q in range(len(view.names)):
        hands.append(list(view.hand) if q == view.seat else _known_cards(view, q, rest))
    for q in range(len(view.names)):
        if q != view.seat:
            k = view.hand_sizes[q] - len(hands[q])
            hands[q] += rest[:k]
            rest = rest[k:]
    return hands


def _known_cards(view: PlayerView, q: int, rest: list[int]) -> list[int]:
    """A card of each kind everyone saw go into seat q's hand, taken out of `rest`."""
    out = []
    for kind in (view.known[q] if view.known else ()):
        card = next((c for c in rest if KIND_ID[c] == kind), -1)
        if card >= 0:
            rest.remove(card)
            out.append(card)
    return out


def _gang_deck(view: PlayerView, g: int, rng: random.Random) -> list[int]:
    """Gang g's deck: its cards nobody holds, shuffled under the face-up top the view shows."""
    held = set(c for c in view.gangs if c >= 0)
    cards = [c for c in range(GANG_CARDS) if gang_of(c) == g and c not in held]
    top = view.gang_tops[g]
    under = [c for c in cards if c != top]
    rng.shuffle(under)
    return under + ([top] if top >= 0 else [])


def _deal_pasts(s: GameState, view: PlayerView, rng: random.Random) -> None:
    """The others' secret pasts dealt from those neither ours nor revealed; the rest boxed."""
    n, me = len(view.names), view.seat
    known = {view.past} | {p for p in view.revealed if p >= 0}
    secret = [p for p in range(len(PASTS)) if p not in known]
    rng.shuffle(secret)
    s.pasts = [view.past if q == me else view.revealed[q] if view.revealed[q] >= 0
               else secret.pop() for q in range(n)]
    s.past_box = sorted(secret)
    s.revealed = [q != me and view.revealed[q] >= 0 for q in range(n)]
    s.revealed[me] = view.revealed[me] >= 0


def _deal_michel(s: GameState, view: PlayerView, rng: random.Random) -> None:
    """Michel(le)'s pile shuffled from the cards neither shown nor discarded."""
    shown, gone = list(view.michel_shown), set(view.michel_discard) | set(view.michel_shown)
    s.michel_draw = [c for c in range(8) if c not in gone]
    rng.shuffle(s.michel_draw)
    s.michel_at, s.michel_discard, s.michel_shown = view.michel_at, list(view.michel_discard), shown
    s.michel_queue = _michel_queue(view)


# How far the end of the turn has got, by the decision it waits for: the prompt to move
# Michel(le) shows it; elsewhere the end of the turn runs through its stages when it comes.
_END_STAGES = {DecisionKind.MOVE_MICHEL: MICHEL_PROMPT}


def _michel_queue(view: PlayerView) -> list[int]:
    """Who waits to be extorted by Michel(le): the view shows who is now; the others at her
    place follow clockwise up to the seat on turn, who moved her (Rules: "Beginnende met de
    speler die Michel(le) verplaatste")."""
    d = view.decision
    if d is None or d.kind is not DecisionKind.MICHEL:
        return []
    n = len(view.names)
    rest = ((d.seat + i) % n for i in range(1, (view.turn_seat - d.seat) % n or n))
    return [d.seat] + [q for q in rest if view.locations[q] == view.michel_at]


def _copy_turn(s: GameState, view: PlayerView) -> None:
    """The turn as the view shows it; what it does not show set as a fresh position's."""
    s.turn_seat, s.turn, s.actions_left = view.turn_seat, view.turn, view.actions_left
    s.acted, s.searched, s.extorted = view.actions_left < 2, view.searched, view.extorted
    s.dig_bonus_used = False
    s.lockdown_by = None if view.lockdown_by < 0 else view.lockdown_by
    s.pending, s.fight, s.discard_left = view.pending, view.fight, view.discard_left
    s.trading = view.decision is not None and view.decision.kind is DecisionKind.TRADE
    s.end_stage = _END_STAGES.get(view.decision.kind, IN_TURN) if view.decision else IN_TURN
    s.winner = None if view.winner < 0 else view.winner     # as the view tells it
    s.actions = 0
    s.legal_cache = s.decided = None
    s.turn_limit, s.unfinished = None, False      # a bot's search plays on to a finish


def _points(card: int) -> int:
    from gameshelf.engine.dig_your_way_out.data import KIND_OF
    return KIND_OF[card].points
