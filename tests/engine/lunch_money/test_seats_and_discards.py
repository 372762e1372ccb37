"""The table questions the rules, the bots and the TUI all ask, answered in one place:
who is next in a direction, and which legal discard throws away given kinds."""

from gameshelf.engine.lunch_money import Discard, Pass, Scenario, legal_actions
from gameshelf.engine.lunch_money.cards import KEY_OF
from gameshelf.engine.lunch_money.legal import find_discard
from gameshelf.engine.lunch_money.state import next_conscious


def test_the_next_conscious_seat_skips_the_knocked_out_either_way():
    out = [False, True, False, True, False]
    assert next_conscious(out, 0) == 2
    assert next_conscious(out, 0, -1) == 4
    assert next_conscious(out, 4) == 0
    assert next_conscious(out, 2, -1) == 0
    assert next_conscious([False, True, True], 0) == 0      # alone: back to herself


def test_find_discard_finds_the_discard_of_exactly_those_kinds():
    state = Scenario(2).hand(0, "jab", "jab", "dodge", "hook").build()
    legal = legal_actions(state)
    for kinds in (["jab"], ["jab", "jab"], ["hook", "jab", "dodge"], ["dodge", "jab", "jab"]):
        found = find_discard(legal, kinds)
        assert isinstance(found, Discard) and found in legal
        assert sorted(KEY_OF[c] for c in found.cards) == sorted(kinds)
    assert find_discard(legal, ["jab", "jab", "jab"]) is None
    assert find_discard(legal, ["knife"]) is None
    assert find_discard([Pass()], ["jab"]) is None
