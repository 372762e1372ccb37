"""The hand at 80x24 with six at the table (issue 27): when its lines outnumber its height, the
card rule is drawn beside the scroll bar, never behind it, and no horizontal bar takes the
rule's last line."""

from __future__ import annotations

from lm_helpers import human_deciding, until

from engine.lunch_money import Scenario
from tests.tui.lm_helpers import scenario_match, table_app
from tui.games.lunch_money.widgets.hand import Hand

NAMES = ["You", "Bruno", "Vicky", "Dex", "Mei", "Tank"]


async def test_a_long_rule_in_a_short_hand_is_drawn_beside_the_scroll_bar():
    # The Roundhouse's rule is one of the longest; five opponents leave the hand little room.
    match = scenario_match(Scenario(NAMES).hand(0, "roundhouse", "dodge", "block", "powerplay",
                                                "uppercut2").turn(0))
    app = table_app(match)
    async with app.run_test(size=(80, 24)) as pilot:
        await until(pilot, lambda: human_deciding(app))
        await pilot.pause()
        hand = app.screen.query_one(Hand)
        view = hand.scrollable_content_region
        assert hand.show_vertical_scrollbar, "the test needs a hand that scrolls"
        assert not hand.show_horizontal_scrollbar
        assert hand.virtual_size.width == view.width
        assert hand.virtual_size.height == hand.line_count(view.width)     # all of it reachable
        hand.scroll_end(animate=False, immediate=True)
        await pilot.pause()
        shown = [hand.render_line(y).text for y in range(view.height)]
        assert all(len(line) <= view.width for line in shown)
        words = hand.rule.plain.split()
        assert any(line.rstrip().endswith(words[-1]) for line in shown), shown
