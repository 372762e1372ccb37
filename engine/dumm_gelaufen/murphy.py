"""Murphy tasks: whether a hand fulfils one (`fulfils`), and how far it is from it (`distance`,
for bots and for the table's "3 cards to go: drop the yellow 4").

Rules: "Om de opdracht van de Murphy-kaart te vervullen mag een speler nog uitsluitend die
kaarten in zijn hand hebben die staan vermeld op de Murphy-kaart. [...] De speler mag nog wel
groene actiekaarten in de hand houden." So only the number cards count; green cards may stay.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from gameshelf.engine.dumm_gelaufen.cards import (
    COLOUR_LETTER,
    COLOUR_OF,
    COLOURS,
    DECK_SIZE,
    MURPHY_CARDS,
    NUMBER_COUNT,
    VALUE_OF,
    CardId,
    Murphy,
    MurphyId,
)


def numbers_in(hand: Iterable[CardId]) -> list[CardId]:
    """The number cards of a hand (green action cards left out)."""
    return [c for c in hand if c < NUMBER_COUNT]


def fulfils(murphy: MurphyId, hand: Iterable[CardId]) -> bool:
    """Whether the number cards of `hand` meet Murphy card `murphy` (greens may stay)."""
    # Quick refusals first: the end of every turn asks for every seat.
    if isinstance(hand, list) and (len(hand) < MURPHY_CARDS[murphy].min_cards
                                   or not _KEEPABLE[murphy].issuperset(hand)):
        return False
    return _fits(MURPHY_CARDS[murphy], numbers_in(hand))


def _allowed(task: Murphy, card: CardId, colour: str | None = None) -> bool:
    """Whether one card may stay in a hand for this task (colour: the one colour chosen)."""
    c, v = COLOUR_OF[card], VALUE_OF[card]
    if task.only_colours and COLOUR_LETTER[c] not in task.only_colours:
        return False
    if colour is not None and c != colour:
        return False
    if task.only_values and v not in task.only_values:
        return False
    if task.parity:
        return (v % 2 == 1) == (task.parity == "odd")
    return True


def _fits(task: Murphy, cards: list[CardId]) -> bool:
    if len(cards) < task.min_cards or not _ALLOWED[task.id].issuperset(cards):
        return False
    if task.one_colour and len({COLOUR_OF[c] for c in cards}) > 1:
        return False
    total = sum(VALUE_OF[c] for c in cards)
    if not task.min_sum <= total <= task.max_sum:
        return False
    if task.exact_sum and total != task.exact_sum:
        return False
    return _shape_fits(task, cards)


def _shape_fits(task: Murphy, cards: list[CardId]) -> bool:
    values = [VALUE_OF[c] for c in cards]
    if task.shape == "one_value":
        return len(set(values)) == 1
    if task.shape == "run":
        return len(set(values)) == len(values) and max(values) - min(values) == len(values) - 1
    if task.shape == "pairs":
        counts = Counter((COLOUR_OF[c], VALUE_OF[c]) for c in cards).values()
        return all(n == 2 for n in counts) and len(counts) >= task.min_pairs
    if task.shape == "balanced":
        per = Counter(COLOUR_OF[c] for c in cards)
        return len({per[c] for c in COLOURS}) == 1 and per[COLOURS[0]] >= task.min_per_colour
    if task.shape == "run_in_colour":
        return _longest_run(set(values)) >= task.run
    return True


# Per Murphy card: the number cards its filters allow (colours, values, parity).
_ALLOWED: tuple[frozenset[CardId], ...] = tuple(
    frozenset(c for c in range(NUMBER_COUNT) if _allowed(m, c)) for m in MURPHY_CARDS)
# What a hand fulfilling it may hold at all: those number cards and any green action card.
_KEEPABLE: tuple[frozenset[CardId], ...] = tuple(
    allowed | frozenset(range(NUMBER_COUNT, DECK_SIZE)) for allowed in _ALLOWED)
# The same within one colour (the "one colour" cards choose it).
_ALLOWED_IN: tuple[dict[str, frozenset[CardId]], ...] = tuple(
    {colour: frozenset(c for c in range(NUMBER_COUNT) if _allowed(m, c, colour))
     for colour in COLOURS} for m in MURPHY_CARDS)


def _longest_run(values: set[int]) -> int:
    best = run = 0
    for v in range(1, 13):
        run = run + 1 if v in values else 0
        best = max(best, run)
    return best


# --- how far a hand is from a task -----------------------------------------------------------

def distance(murphy: MurphyId, hand: Iterable[CardId]) -> tuple[int, list[CardId]]:
    """An estimate of the card moves a hand needs to fulfil `murphy` (0: fulfilled now), and
    the number cards it should drop, worst first. Quick, not exact: bots call it a lot."""
    cards = numbers_in(hand)
    # Bots ask about the same hands again and again (every world, every candidate move):
    # remembered by the cards in their order, which the answer's drop order depends on.
    key = (murphy, *cards)
    known = _DISTANCES.get(key)
    if known is None:
        if len(_DISTANCES) >= _REMEMBER:
            _DISTANCES.clear()
        known = _DISTANCES[key] = _distance(MURPHY_CARDS[murphy], cards)
    return known[0], list(known[1])


_DISTANCES: dict[tuple, tuple[int, list[CardId]]] = {}
_REMEMBER = 200_000


def _distance(task: Murphy, cards: list[CardId]) -> tuple[int, list[CardId]]:
    if _fits(task, cards):
        return 0, []
    if task.one_colour:
        return min((_filtered(task, cards, colour) for colour in COLOURS), key=lambda r: r[0])
    if task.shape == "one_value":
        values = {VALUE_OF[c] for c in cards} or {11}
        return min((_one_value(task, cards, v) for v in values), key=lambda r: r[0])
    return _filtered(task, cards, None)


def _filtered(task: Murphy, cards: list[CardId], colour: str | None) -> tuple[int, list[CardId]]:
    allowed = _ALLOWED[task.id] if colour is None else _ALLOWED_IN[task.id][colour]
    bad = [c for c in cards if c not in allowed]
    good = [c for c in cards if c in allowed]
    bad.sort(key=_MINUS_VALUE.__getitem__)
    shed: list[CardId] = []
    sum_moves = 0
    if _HAS_SUM[task.id]:
        sum_moves, shed = _sum_gap(task, good)
        good = [c for c in good if c not in shed]
        bad += shed
    short = max(0, task.min_cards - len(good)) + sum_moves
    if not task.shape:
        return len(bad) + short, bad
    # A shape's gap already counts the cards it lacks (a run of six lacks as many values as
    # the hand lacks cards): the larger of the two, never both ("10 cards to go" for a run
    # that one card in hand starts, five short).
    shape_gap, extra = _shape_gap(task, good)
    return len(bad) + max(short, shape_gap), bad + extra


_MINUS_VALUE = tuple(-v for v in VALUE_OF)          # a sort key: the highest value first
_HAS_SUM = tuple(bool(m.min_sum or m.max_sum < 999 or m.exact_sum)   # 999: no limit
                 for m in MURPHY_CARDS)


def _sum_gap(task: Murphy, good: list[CardId]) -> tuple[int, list[CardId]]:
    """What a sum condition needs of the cards worth keeping: the cards still to collect
    (about one per 7 points short of a minimum, one per 11 of an exact sum), and the fewest
    cards to give away when over the limit (an exact sum: those hitting it, or a few points
    under, then collected)."""
    total = sum(VALUE_OF[c] for c in good)
    if total < task.min_sum:
        return -(-(task.min_sum - total) // 7), []
    if task.exact_sum and total < task.exact_sum:
        return 1 + (task.exact_sum - total) // 11, []
    over = total - (task.exact_sum or task.max_sum)
    if over <= 0:
        return 0, []
    return _fewest_to_shed(good, over, exact=bool(task.exact_sum))


def _fewest_to_shed(good: list[CardId], over: int, exact: bool) -> tuple[int, list[CardId]]:
    """The cards to give away worth at least `over` points, fewest moves first: for an exact
    sum each point given away too many is won back (one card per 11 points)."""
    # Per sum given away: the fewest cards giving it (highest values tried first).
    ways: dict[int, tuple[CardId, ...]] = {0: ()}
    for c in sorted(good, key=_MINUS_VALUE.__getitem__):
        for given, cards in list(ways.items()):
            more = given + VALUE_OF[c]
            if more not in ways or len(ways[more]) > len(cards) + 1:
                ways[more] = (*cards, c)
    best: tuple[int, int, list[CardId]] | None = None
    for given, cards in ways.items():
        if given < over:
            continue
        back = -(-(given - over) // 11) if exact else 0
        option = (len(cards) + back, given - over, list(cards))
        if best is None or option[:2] < best[:2]:
            best = option
    assert best is not None                 # giving away every card is always over
    return best[0] - len(best[2]), best[2]


def _shape_gap(task: Murphy, good: list[CardId]) -> tuple[int, list[CardId]]:
    """Moves a shape needs beyond the card filter, and which cards in the way to drop."""
    if task.shape == "run":
        return _run_gap(good, task.min_cards)
    if task.shape == "run_in_colour":
        values = {VALUE_OF[c] for c in good}
        best = max((sum(v in values for v in range(lo, lo + task.run))
                    for lo in range(1, 13 - task.run)), default=0)
        return task.run - best, []
    if task.shape == "pairs":
        by_kind: dict[tuple[str, int], list[CardId]] = {}
        for c in good:
            by_kind.setdefault((COLOUR_OF[c], VALUE_OF[c]), []).append(c)
        third = [c for cs in by_kind.values() for c in cs[2:]]      # a pair's third copy
        singles = [cs[0] for cs in by_kind.values() if len(cs) == 1]
        pairs = sum(1 for cs in by_kind.values() if len(cs) >= 2)
        # A single is one move: its twin found (a pair more) or dropped; pairs still lacking
        # after every single is completed take two moves each; a third copy is dropped.
        lacking = max(0, task.min_pairs - pairs)
        moves = len(third) + len(singles) + 2 * max(0, lacking - len(singles))
        return moves, third + singles[lacking:]
    if task.shape == "balanced":
        per = Counter(COLOUR_OF[c] for c in good)
        target = max(task.min_per_colour, sorted(per[c] for c in COLOURS)[1])
        drop = [c for colour in COLOURS for c in [g for g in good if COLOUR_OF[g] == colour]
                [target:]]
        return sum(abs(per[c] - target) for c in COLOURS), drop
    return 0, []


def _run_gap(good: list[CardId], length: int) -> tuple[int, list[CardId]]:
    best: tuple[int, list[CardId]] = (99, [])
    for lo in range(1, 13 - length):
        window = range(lo, lo + length)
        seen: set[int] = set()
        drop = []
        for c in sorted(good, key=lambda c: VALUE_OF[c]):
            v = VALUE_OF[c]
            if v in window and v not in seen:
                seen.add(v)
            else:
                drop.append(c)
        gap = len(drop) + length - len(seen)
        if gap < best[0]:
            best = (gap, drop)
    return best


def _one_value(task: Murphy, cards: list[CardId], value: int) -> tuple[int, list[CardId]]:
    bad = [c for c in cards if VALUE_OF[c] != value]
    have = len(cards) - len(bad)
    return len(bad) + max(0, task.min_cards - have), bad


def allowed_cards(murphy: MurphyId) -> frozenset[CardId]:
    """The number cards a Murphy card's filters let stay in a hand (colours, values, parity;
    shapes and sums not counted): what a player working on it would keep."""
    return _ALLOWED[murphy]
