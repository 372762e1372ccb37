"""The hand at 80x24 with six at the table (issue 27): when its lines outnumber its height, the
card rule is drawn beside the scroll bar, never behind it, and no horizontal bar takes the
rule's last line."""

from __future__ import annotations

from gameshelf.engine.lunch_money import Scenario
from gameshelf.tui.games.lunch_money.widgets.hand import Hand
from tests.tui.lunch_money.lm_helpers import human_deciding, scenario_match, table_app, until

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


async def test_a_combo_tip_that_takes_two_lines_goes_on_under_itself(monkeypatch):
    """At 120x40 in Dutch most tips wrap: the second line starts under the first, not at the
    hand's left edge."""
    from gameshelf.tui import i18n
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")      # the app speaks the system's language
    i18n.set_language("nl")
    try:
        match = scenario_match(Scenario(NAMES[:3]).hand(0, "kick4", "jab", "dodge", "block",
                                                        "first_aid").turn(0))
        app = table_app(match)
        async with app.run_test(size=(120, 40)) as pilot:
            await until(pilot, lambda: human_deciding(app))
            await pilot.pause()
            hand = app.screen.query_one(Hand)
            assert hand.tips.plain, "a tall table shows the tips"
            lines = [s.text for s in hand._tips_band(hand.scrollable_content_region.width)]
            assert len(lines) > len(hand.tips.plain.splitlines())      # some tips wrap
            assert all(line.startswith("   ") for line in lines[1:]), lines
    finally:
        i18n.set_language("en")
