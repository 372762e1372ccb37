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
from gameshelf.engine.dig_your_way_out.state import GameState


def determinize(view, rng: random.Random) -> GameState:
    """A state the view's seat could be in, hidden parts sampled with `rng`."""
    n, me = len(view.names), view.seat
    s = GameState.__new__(GameState)
    s.seed, s.chance, s.names, s.michel_on = rng.getrandbits(40), 0, view.names, view.michel_on
    s.team, s.dealing = view.team, view.dealing          # the team variant (t-dig-team)
    dug = [list(d) for d in view.dug]
    seen = set(view.hand) | {c for d in dug for c in d}
    stacks, hidden_tools = [], []
    for t, ids in enumerate(TOOL_IDS):
        free = [c for c in ids if c not in seen]
        stacks.append(free[:view.stack_sizes[t]])
        hidden_tools += free[view.stack_sizes[t]:]
    discard = list(view.discard)
    unseen = [c for c in range(SEARCH_SIZE) if c not in seen and c not in set(discard)]
    rng.shuffle(unseen)
    pool = unseen[len(unseen) - view.draw_size:] if view.draw_size else []
    rest = unseen[:len(unseen) - view.draw_size] + hidden_tools
    rng.shuffle(rest)
    hands = []
    for q in range(n):
        if q == me:
            hands.append(list(view.hand))
        else:
            k = view.hand_sizes[q]
            hands.append(rest[:k])
            rest = rest[k:]
    s.hands, s.dug, s.stacks, s.draw, s.discard = hands, dug, stacks, pool, discard
    s.bonus = [view.points[q] - sum(_points(c) for c in dug[q]) for q in range(n)]
    s.cigarettes, s.supply, s.beatings = list(view.cigarettes), view.supply, list(view.beatings)
    s.location, s.gang = list(view.locations), list(view.gangs)
    held = set(c for c in view.gangs if c >= 0)
    s.gang_decks = []
    for g in range(6):
        cards = [c for c in range(GANG_CARDS) if gang_of(c) == g and c not in held]
        top = view.gang_tops[g]
        under = [c for c in cards if c != top]
        rng.shuffle(under)
        s.gang_decks.append(under + ([top] if top >= 0 else []))
    known = {view.past} | {p for p in view.revealed if p >= 0}
    secret = [p for p in range(len(PASTS)) if p not in known]
    rng.shuffle(secret)
    s.pasts = [view.past if q == me else view.revealed[q] if view.revealed[q] >= 0
               else secret.pop() for q in range(n)]
    s.past_box = sorted(secret)
    s.revealed = [q != me and view.revealed[q] >= 0 for q in range(n)]
    s.revealed[me] = view.revealed[me] >= 0
    shown, gone = list(view.michel_shown), set(view.michel_discard) | set(view.michel_shown)
    s.michel_draw = [c for c in range(8) if c not in gone]
    rng.shuffle(s.michel_draw)
    s.michel_at, s.michel_discard, s.michel_shown = view.michel_at, list(view.michel_discard), shown
    s.michel_queue = []
    s.turn_seat, s.turn, s.actions_left = view.turn_seat, view.turn, view.actions_left
    s.acted, s.searched, s.extorted = view.actions_left < 2, view.searched, view.extorted
    s.dig_bonus_used = False
    s.lockdown_by = None if view.lockdown_by < 0 else view.lockdown_by
    s.pending, s.fight, s.discard_left = view.pending, view.fight, view.discard_left
    s.trading, s.end_stage, s.winner, s.actions = False, 0, None, 0
    s.legal_cache = s.decided = None
    s.turn_limit, s.unfinished = None, False      # a bot's search plays on to a finish
    return s


def _points(card: int) -> int:
    from gameshelf.engine.dig_your_way_out.data import KIND_OF
    return KIND_OF[card].points
