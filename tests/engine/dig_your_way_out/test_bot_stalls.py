"""The bots do not stall a match (issue 27): they name only tools somebody can hold, leave
Michel(le) alone unless she threatens them or a rival is about to escape, and once the spoons
are gone they raise cigarettes for the shop instead of buying knives."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import (
    Buy,
    Extort,
    LeaveMichel,
    MoveMichel,
    Scenario,
    SellCard,
    Trade,
    legal_actions,
    view_for,
)
from gameshelf.engine.dig_your_way_out.bots import make_bot
from gameshelf.engine.dig_your_way_out.bots.hard import candidates, sharp_score
from gameshelf.engine.dig_your_way_out.bots.normal import score
from gameshelf.engine.dig_your_way_out.data import KEY_OF, OFFERS, PICKAXE, SHOVEL, SPOON
from gameshelf.engine.dig_your_way_out.state import MICHEL_PROMPT
from tests.engine.dig_your_way_out.helpers import play

FIVE_SPOONS = ["spoon"] * 5


def test_normal_never_demands_a_tool_nobody_can_hold():
    # Every shovel is on its stack, one pickaxe is in the rival's hand: ask for the pickaxe.
    s = (Scenario(3).hand(0, "razor", "shard").hand(1, "pickaxe", "cap").hand(2, "bandana")
         .at(0, "cafeteria").at(1, "cafeteria").at(2, "cafeteria").turn(0).build())
    view = view_for(s, 0)
    extortions = [a for a in legal_actions(s) if type(a) is Extort]
    assert any(a.tool == SHOVEL for a in extortions)
    liked = max(extortions, key=lambda a: score(view, a))
    assert liked.tool == PICKAXE and KEY_OF[liked.weapon] == "razor"   # the cheapest weapon
    assert all(score(view, a) == 0 for a in extortions if a.tool in (SPOON, SHOVEL))


def _end_of_turn(michel_at: str, rival_points: tuple[str, ...] = ()):
    sc = (Scenario(3, michel=True).michel(michel_at).at(0, "cafeteria").at(1, "showers")
          .at(2, "showers").dug(1, *rival_points).turn(0))
    s = sc.build()
    s.end_stage, s.actions_left = MICHEL_PROMPT, 0
    s.legal_cache = None
    return s


def test_normal_moves_michel_away_from_itself_and_leaves_her_elsewhere():
    bot = make_bot("normal", 0, "t")
    assert type(bot.choose(view_for(_end_of_turn("cafeteria"), 0))) is MoveMichel
    assert type(bot.choose(view_for(_end_of_turn("showers"), 0))) is LeaveMichel
    # A rival one point from the 12 she needs: send Michel(le) after her.
    close = _end_of_turn("showers", ("shovel", "shovel", "spoon"))
    assert type(bot.choose(view_for(close, 0))) is MoveMichel


def test_with_no_spoon_left_normal_sells_for_the_shop_and_buys_no_knife():
    s = (Scenario(2).dug(1, *FIVE_SPOONS).hand(
        0, "cap", "bandana", "rosary", "razor", "shard", "screwdriver").cigarettes(0, 3)
         .at(0, "recreation").turn(0).build())
    s.dug[0], s.stacks[0] = s.stacks[0], []      # the other five spoons dug by seat 0
    s.legal_cache = None
    bot = make_bot("normal", 0, "t")
    view = view_for(s, 0)
    assert any(type(a) is Buy and OFFERS[a.offer][0] == "knife" for a in view.legal)
    assert type(bot.choose(view)) is Trade
    s, _ = play(s, Trade())
    sold = []
    while type(a := bot.choose(view_for(s, 0))) is SellCard:
        sold.append(KEY_OF[a.card])
        s, _ = play(s, a)
    assert {"cap", "bandana", "rosary"} <= set(sold) and s.cigarettes[0] >= 6
    assert sum(k in ("razor", "shard", "screwdriver") for k in sold) == 1   # two weapons kept


def test_hard_searches_one_extortion_per_victim_and_tool_and_one_other_weapon():
    s = (Scenario(2).hand(0, "knife", "razor", "shard").hand(1, "pickaxe")
         .at(0, "cafeteria").at(1, "cafeteria").turn(0).build())
    view = view_for(s, 0)
    picked = [a for a in candidates(view, view.legal, sharp_score) if type(a) is Extort]
    pairs = [(a.target, a.tool) for a in picked]
    assert len(set(pairs)) == len(pairs) - 1            # the best one twice, the rest once
    kinds = {KEY_OF[a.weapon] for a in picked if (a.target, a.tool) == pairs[0]}
    assert len(kinds) == 2
