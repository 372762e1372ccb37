"""A full state that fits what one seat sees: the hard bot's worlds to search, and the game's
`sample_state`. Other hands, the face-down pile, the action discard and unseen Murphy cards are
dealt at random from the cards the seat cannot place, with a fresh seed for the chance to come;
everything the view shows is kept (the decision under way, the Murphy cards it knows, the cards
everyone saw go into a hand: `view.known`, engine.dumm_gelaufen.known). With a `TableReader`
(heads-up), the cards the other seat was seen taking stay in its hand too and its Murphy card is
drawn by how well it fits what that seat kept and gave away."""

from __future__ import annotations

import random

from gameshelf.engine.dumm_gelaufen.actions import MAC
from gameshelf.engine.dumm_gelaufen.bots.planning import unknown_murphies, unseen_cards
from gameshelf.engine.dumm_gelaufen.bots.reading import TableReader
from gameshelf.engine.dumm_gelaufen.cards import NUMBER_COUNT, is_red
from gameshelf.engine.dumm_gelaufen.legal import legal_actions
from gameshelf.engine.dumm_gelaufen.state import Decision, DecisionKind, GameState
from gameshelf.engine.dumm_gelaufen.view import PlayerView

# Deals tried for a world where another seat decides: its hand must be able to answer (R2's
# pair to give); a deal it cannot is dealt again, as often as this.
DEALS = 100


def determinize(view: PlayerView, rng: random.Random,
                reader: TableReader | None = None) -> GameState:
    """One world the seat cannot tell from the real one: `view_for(world, view.seat) == view`.
    Where another seat decides, only a world where it can answer (as it can in the real one)."""
    s = _deal(view, rng, reader)
    d = view.decision
    for _ in range(DEALS):
        if d is None or d.seat == view.seat or legal_actions(s):
            break
        s = _deal(view, rng, reader)
    s.legal_cache = None
    return s


def _deal(view: PlayerView, rng: random.Random, reader: TableReader | None) -> GameState:
    """One deal of the cards the seat cannot place, the decision as the view shows it."""
    s = GameState(view.names, rng.getrandbits(32))
    _deal_cards(s, view, rng, reader)
    s.mac = list(view.mac)
    s.piles = [list(p) for p in view.piles]
    _deal_murphies(s, view, rng, reader)
    s.fulfilled = [list(f) for f in view.fulfilled]
    s.turn, s.round, s.phase = view.seat, view.round, DecisionKind.TURN
    _fit_decision(s, view)
    return s


def _deal_cards(s: GameState, view: PlayerView, rng: random.Random,
                reader: TableReader | None) -> None:
    """Other hands, the action discard and the face-down pile from the cards the seat cannot
    place (those read as taken first into the other hand); red cards never wait in a hand."""
    pool = _pool(view, rng, reader)
    discard = _action_discard(view, pool)
    discarded = set(discard)
    rest = [c for c in pool if c not in discarded]
    reds = [c for c in rest if c >= NUMBER_COUNT and is_red(c)]
    keepable = [c for c in rest if not (c >= NUMBER_COUNT and is_red(c))]
    s.draw = _deal_hands(s, view, keepable) + reds
    rng.shuffle(s.draw)
    s.action_discard = discard


def _pool(view: PlayerView, rng: random.Random, reader: TableReader | None) -> list[int]:
    """The cards the seat cannot place, shuffled; those read as taken by the other seat first
    (dealt into its hand)."""
    placed = set(view.picked)           # Mac's cards taken so far lie in no pile yet
    placed.update(_known_elsewhere(view))
    pool = [c for c in unseen_cards(view) if c not in placed]
    rng.shuffle(pool)
    held = _held(view, reader, pool)
    if not held:
        return pool
    placed = set(held)
    return held + [c for c in pool if c not in placed]


def _deal_hands(s: GameState, view: PlayerView, keepable: list[int]) -> list[int]:
    """The seat's own hand as the view shows it, the others' dealt in turn from `keepable`;
    what is left over."""
    known = _known(view)
    for q in range(len(view.names)):
        if q == view.seat:
            s.hands[q] = list(view.hand)
        else:
            size = view.hand_sizes[q] - len(known[q])
            s.hands[q], keepable = list(known[q]) + keepable[:size], keepable[size:]
    s.known = [list(k) for k in known]
    return keepable


def _known(view: PlayerView) -> tuple[tuple[int, ...], ...]:
    """Per seat, the cards everyone saw go into its hand (none in a view without them)."""
    return view.known or tuple(() for _ in view.names)


def _known_elsewhere(view: PlayerView) -> list[int]:
    """The cards the view places in other hands."""
    return [c for q, k in enumerate(_known(view)) if q != view.seat for c in k]


def _deal_murphies(s: GameState, view: PlayerView, rng: random.Random,
                   reader: TableReader | None) -> None:
    """The Murphy cards the seat does not know: the others' (by the reading's weights, if
    any), then the Murphy pile and its discard."""
    murphies = [m for m in unknown_murphies(view) if m != view.murphy]
    rng.shuffle(murphies)
    for q in range(len(view.names)):
        known = view.murphies[q]
        if known is None:
            weights = reader.murphy_weights(murphies) if reader else [1.0] * len(murphies)
            known = murphies.pop(rng.choices(range(len(murphies)), weights)[0])
        s.murphy[q] = known
    s.murphy_pile = murphies[:view.murphy_pile_size]
    s.murphy_discard = murphies[view.murphy_pile_size:]


def _action_discard(view: PlayerView, pool: list[int]) -> list[int]:
    """The action discard from the shuffled pool: its first action cards; but red cards never
    wait in a hand, so those the face-down pile cannot hold go to the discard first."""
    actions = [c for c in pool if c >= NUMBER_COUNT]
    size = view.action_discard_size
    discard = actions[:size]
    reds = [c for c in actions if is_red(c)]
    spare = len(reds) - sum(map(is_red, discard)) - view.draw_size
    if spare <= 0:
        return discard
    first = set(reds[:len(reds) - view.draw_size])
    return [c for c in actions if c in first][:size] + \
        [c for c in actions if c not in first][:size - len(first)]


def _fit_decision(s: GameState, view: PlayerView) -> None:
    """The moment the view shows (whose decision, of what kind, what is owed and to whom),
    the red cards waiting to strike and the Murphy cards the seat looked at. At the seat's own
    turn decision, the hard bot's, this keeps the turn as it was dealt."""
    s.seen[view.seat] = [q for q, m in enumerate(view.murphies) if m is not None and q != view.seat]
    d = view.decision
    if d is None:
        s.turn, s.winner = view.turn, view.winner
        return
    s.turn, s.phase, s.owed, s.targets = d.seat, d.kind, d.owed, _targets(d, len(view.names))
    s.reds, s.taken = list(view.reds), list(view.picked)
    if d.kind is DecisionKind.GIVE and d.seat == view.seat:
        s.give_to = next((to for to in (0, MAC) if _legal_with(s, to) == view.legal), 0)


def _targets(d: Decision, n: int) -> list[int]:
    """Who still receives: a gift (G6) goes round the table from `d.target` back to the seat
    on turn; a card given back (G7) to `d.target` alone."""
    if d.target is None:
        return []
    if d.kind is DecisionKind.GIFT:
        return [(d.target + i) % n for i in range((d.seat - d.target) % n)]
    return [d.target]


def _legal_with(s: GameState, give_to: int) -> tuple[object, ...]:
    """The actions the seat would have if its exchange gave to `give_to` (the open piles or
    Mac): the view does not say which, its legal actions do."""
    s.give_to, s.legal_cache = give_to, None
    legal = tuple(legal_actions(s))
    s.legal_cache = None
    return legal


def _held(view: PlayerView, reader: TableReader | None, pool: list[int]) -> list[int]:
    """The cards the other seat was seen taking and may still hold (heads-up)."""
    if reader is None or not reader.known:
        return []
    other = 1 - view.seat
    unseen = set(pool)
    held = dict.fromkeys(c for c in reader.known if c in unseen)
    return list(held)[:view.hand_sizes[other] - len(_known(view)[other])]
