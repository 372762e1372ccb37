"""Lunch Money's prompt names only the number keys of cards you hold: "[1-4] a lit card" with
four cards in hand, never "[1-5]" (a playtester's free shot offered a fifth card that was not
there)."""

from __future__ import annotations

from gameshelf.engine.lunch_money.scenario import Scenario
from gameshelf.engine.lunch_money.state import DecisionKind
from gameshelf.engine.lunch_money.view import view_for
from gameshelf.tui.games.lunch_money.prompts import table_prompt
from gameshelf.tui.games.lunch_money.questions import card_keys, card_range, options
from tests.engine.lunch_money.helpers import Match


def keys(prompt) -> list[str]:
    return [o.key for o in prompt.options]


def test_the_free_shot_names_the_four_cards_left_in_hand():
    m = Match(Scenario(3).hand(0, "poke_in_the_eye", "kick4", "knife", "jab", "hook")
              .hand(1, "dodge").hand(2, "jab").turn(0).build())
    m.play("poke_in_the_eye", 1).decline()
    assert m.decision.kind is DecisionKind.FREE_ATTACK and m.decision.seat == 0
    view = view_for(m.state, 0)
    assert len(view.hand) == 4
    assert options(view)[0].key == "1-4"
    assert "1-4" in keys(table_prompt(view, "decide")) and "1-5" not in keys(
        table_prompt(view, "decide"))


def test_the_turn_and_the_discard_name_the_cards_in_hand():
    m = Match(Scenario(2).hand(0, "jab", "hook", "kick4").hand(1, "dodge").turn(0).build())
    view = view_for(m.state, 0)
    assert len(view.hand) == 3
    assert options(view)[0].key == "1-3"
    assert keys(table_prompt(view, "discard"))[0] == "1-3"


def test_one_card_is_one_key_and_a_range_says_how_many_keys():
    assert card_keys(1) == "1" and card_keys(5) == "1-5"
    assert card_range("1-4") == 4 and card_range("1") is None and card_range("enter") is None
