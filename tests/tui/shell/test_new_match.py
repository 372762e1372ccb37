"""New match, as a player reads it (issue 27): whether a rule or an opponent is ticked shows as a
mark (X or an empty box), not only as the colour of an X; ↑↓ move between the Rules checkboxes
as between the other fields."""

from __future__ import annotations

from gameshelf.engine import find_game
from gameshelf.tui.screens.new_match import NewMatchScreen, RuleBox
from tests.tui.store.test_screens import Host


def box(screen, i: int) -> str:
    """The rule's line as drawn: its box and its words."""
    return screen.query_one(f"#option-{i}", RuleBox).render().plain


async def test_a_rule_shows_ticked_or_not_as_a_mark_and_arrows_move_between_rules():
    app = Host(lambda: NewMatchScreen(game=find_game("dig")))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert box(screen, 0).startswith("▐ ▌") and box(screen, 1).startswith("▐ ▌")
        screen.query_one("#option-0").focus()
        await pilot.press("space")
        assert box(screen, 0).startswith("▐X▌") and box(screen, 1).startswith("▐ ▌")
        await pilot.press("down")
        assert app.focused is screen.query_one("#option-1")
        await pilot.press("space")
        assert box(screen, 1).startswith("▐X▌")
        await pilot.press("up")
        assert app.focused is screen.query_one("#option-0")
        await pilot.press("space")
        assert box(screen, 0).startswith("▐ ▌")


async def test_the_opponents_picked_show_an_x_and_the_others_an_empty_box():
    app = Host(NewMatchScreen)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        opponents = app.screen.query_one("#opponents")
        rows = [opponents.render_line(y).text for y in range(len(opponents.options))]
        picked = set(opponents.selected)
        for row, option in zip(rows, opponents.options, strict=True):
            mark = "▐X▌" if option.id in picked or option.value in picked else "▐ ▌"
            assert row.startswith(mark), row
        assert sum(r.startswith("▐X▌") for r in rows) == len(picked) == 3
