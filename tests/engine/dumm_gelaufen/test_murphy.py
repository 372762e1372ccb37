"""Murphy tasks: the rulebook's example, and the general rule that only the task's number cards
may be held (green cards may stay)."""

from gameshelf.engine.dumm_gelaufen import MURPHY_CARDS, distance, fulfils
from gameshelf.engine.dumm_gelaufen.cards import MURPHY_BY_KEY

from .helpers import card


def hand(*names):
    seen: dict[str, int] = {}
    out = []
    for n in names:
        out.append(card(n, seen.get(n, 0)))
        seen[n] = seen.get(n, 0) + 1
    return out


M01 = MURPHY_BY_KEY["M01"].id


def test_the_rulebook_example():
    """"Deze opdracht zou vervuld zijn met de rode 1, de rode 3, tweemaal de rode 4 en een rode
    8. De rode 7 zou eventueel nog toegevoegd mogen worden, maar met een groene 1 zou de
    opdracht niet zijn vervuld." """
    base = hand("red 1", "red 3", "red 4", "red 4", "red 8")
    assert fulfils(M01, base)
    assert fulfils(M01, base + hand("red 7"))
    assert not fulfils(M01, base + hand("green 1"))
    assert not fulfils(M01, hand("red 1", "red 3", "red 4", "red 4"))       # at least 5


def test_green_action_cards_may_stay_in_the_hand():
    """"De speler mag nog wel groene actiekaarten in de hand houden." """
    assert fulfils(M01, hand("red 1", "red 3", "red 4", "red 4", "red 8", "G4"))


def test_every_murphy_card_can_be_fulfilled_and_distance_is_zero_then():
    samples = {
        "M02": ["red 1", "red 3", "red 5", "red 5", "red 7", "red 9", "yellow 1", "yellow 3",
                "yellow 5", "yellow 7"],
        "M03": ["yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 6",
                "yellow 7"],
        "M06": ["red 11", "yellow 11", "green 11", "red 10", "yellow 10", "green 10", "red 9",
                "yellow 9", "green 7"],
        "M07": ["red 9", "yellow 9", "green 9", "red 9", "yellow 9"],
        "M15": ["red 2", "yellow 3", "green 4", "red 5", "red 6", "red 7"],
        "M16": ["red 4", "red 4", "green 7", "green 7", "yellow 9", "yellow 9"],
        "M17": ["red 1", "red 2", "red 3", "yellow 1", "yellow 2", "yellow 3", "green 1",
                "green 2", "green 3"],
        "M18": ["red 11", "yellow 11", "green 11", "red 10", "red 7"],
        "M19": ["green 3", "green 4", "green 5", "green 6", "green 7", "green 11"],
    }
    for key, names in samples.items():
        m = MURPHY_BY_KEY[key].id
        assert fulfils(m, hand(*names)), key
        assert distance(m, hand(*names))[0] == 0
    assert len(MURPHY_CARDS) == 21


def test_a_run_allows_each_value_once_and_pairs_need_exact_twins():
    m15, m16 = MURPHY_BY_KEY["M15"].id, MURPHY_BY_KEY["M16"].id
    assert not fulfils(m15, hand("red 2", "yellow 3", "green 4", "red 5", "red 6", "red 6",
                                 "red 7"))
    assert not fulfils(m16, hand("red 4", "red 4", "green 7", "green 7", "yellow 9", "red 9"))


def test_distance_names_the_cards_to_drop():
    m03 = MURPHY_BY_KEY["M03"].id
    d, drop = distance(m03, hand("yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5",
                                 "yellow 6", "yellow 7", "red 4"))
    assert d == 1 and drop == [card("red 4")]


def test_a_sum_card_over_its_limit_counts_the_fewest_cards_to_give_away():
    """M18 "exactly 50": 56 is one card away (give the red 6), 67 two, 73 three; the pane's
    line names just those cards, and what it names adds up to the count."""
    from types import SimpleNamespace

    from gameshelf.engine.dumm_gelaufen import card_by_name
    from gameshelf.engine.dumm_gelaufen.cards import MURPHY_BY_KEY, VALUE_OF
    from gameshelf.engine.dumm_gelaufen.murphy import distance
    from gameshelf.tui.games.dumm_gelaufen.board import to_go

    base = ["yellow 10", "red 6", "green 6", "red 11", "green 10", "yellow 9", "green 4"]
    m18 = MURPHY_BY_KEY["M18"].id
    for extra, far, line in (
            ([], 1, "1 card to go: drop red 6"),
            (["green 11"], 2, "2 cards to go: drop red 11, red 6"),
            (["green 11", "red 2", "yellow 4"], 3, "3 cards to go: drop red 11, red 6, green 6"),
            (["red 1"], 2, "2 cards to go: drop red 6, red 1")):
        hand = [card_by_name(n) for n in base + extra]
        got, drop = distance(m18, hand)
        assert got == far and to_go(SimpleNamespace(murphy=m18, hand=hand)) == line, extra
        kept = sum(VALUE_OF[c] for c in hand if c not in drop)
        assert kept <= 50 and (kept == 50) == (len(drop) == far)
    tens = [card_by_name(n) for n in ("red 11", "yellow 11", "green 11", "red 10", "yellow 10")]
    assert to_go(SimpleNamespace(murphy=m18, hand=tens)) == (        # 53: no 3 to give
        "2 cards to go: drop red 10; collect 7 more points")
    for key in ("M01", "M06", "M08", "M18", "M20"):          # every sum card: parts add up
        task = MURPHY_BY_KEY[key].id
        hand = [card_by_name(n) for n in base + ["green 11", "red 2"]]
        got, drop = distance(task, hand)
        assert got > 0 and len(drop) <= got, key
