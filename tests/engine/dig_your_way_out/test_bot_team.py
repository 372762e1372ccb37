"""The bots play the team variant as teammates (issue 18): they deal, follow a gang mate, help
a teammate's fight and never aim at a teammate; `teamplay=False` keeps the plain scores."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import (
    GAME,
    Concede,
    Deal,
    DealCard,
    DealCigarette,
    DoneDealing,
    EndTurn,
    Extort,
    JoinMate,
    LayWeapon,
    MoveMichel,
    PlayCard,
    Scenario,
    current_decision,
    legal_actions,
    view_for,
)
from gameshelf.engine.dig_your_way_out.bots import make_bot
from gameshelf.engine.dig_your_way_out.state import DecisionKind as K
from tests.engine.dig_your_way_out.helpers import card, play


def choice(state, kind="normal", teamplay=True, seed=7):
    """What a bot of `kind` in the deciding seat chooses."""
    seat = current_decision(state).seat
    bot = make_bot(kind, seat, seed, teamplay=teamplay)
    return bot.choose(view_for(state, seat))


def beaten_with_a_pickaxe():
    """Seat 0, beaten twice, holds a pickaxe in block A; her teammate (seat 2) stands there."""
    return (Scenario(4, team=True).hand(0, "pickaxe", "magazine").beatings(0, 2)
            .hand(2, "chocolate", "screws").at(0, "cells").at(2, "cells").turn(0).build())


def test_a_bot_deals_the_pickaxe_to_a_teammate_in_her_home_block():
    s = beaten_with_a_pickaxe()
    pickaxe = card(s, 0, "pickaxe")
    for kind in ("easy", "normal", "hard"):
        if kind != "easy":          # easy slips now and then: its best choice is checked below
            assert choice(s, kind) == Deal(2)
    assert make_bot("easy", 0, 1).scorer(view_for(s, 0), Deal(2)) > 90
    assert choice(s, teamplay=False) != Deal(2)         # the plain scores never deal
    s, _ = play(s, Deal(2))
    assert choice(s) == DealCard(pickaxe)
    s, _ = play(s, DealCard(pickaxe))
    assert choice(s) == DoneDealing()
    s, _ = play(s, DoneDealing())
    back = choice(s)                    # the partner gives back the card the team needs least
    assert current_decision(s).kind is K.DEAL_BACK
    assert back == DealCard(card(s, 2, "chocolate"))     # screws build tools: she keeps them
    s, _ = play(s, back)
    assert pickaxe in s.hands[2] and s.dealing is None


def test_the_partner_keeps_the_tool_she_digs_with_and_gives_back_the_cheapest():
    s = (Scenario(4, team=True).hand(0, "shovel", "razor").hand(2, "pickaxe", "chocolate")
         .at(0, "cells").at(2, "cells").turn(0).build())
    s, _ = play(s, Deal(2), DealCard(card(s, 0, "razor")), DoneDealing())
    assert choice(s) == DealCard(card(s, 2, "chocolate"))


def test_a_bot_hands_cigarettes_so_its_teammate_can_buy_a_pickaxe():
    s = (Scenario(4, team=True).cigarettes(0, 4).cigarettes(2, 3)
         .hand(0, "spoon").hand(2, "magazine", "chocolate", "watch", "screws")
         .at(0, "recreation").at(2, "recreation").turn(0).build())
    assert choice(s) == Deal(2)
    s, _ = play(s, Deal(2))
    while choice(s) == DealCigarette():
        s, _ = play(s, DealCigarette())
    assert s.cigarettes[2] == 6 and choice(s) == DoneDealing()
    s, _ = play(s, DoneDealing())
    while s.dealing is not None:        # she pays in cards, keeping the cigarettes to buy
        back = choice(s)
        assert type(back) is DealCard
        s, _ = play(s, back)
    assert s.cigarettes[2] == 6


def test_a_bot_follows_a_gang_mate_to_the_cells_with_tools():
    s = (Scenario(4, team=True).dug(2, "shovel", "shovel", "pickaxe").hand(0, "shovel")
         .gang(0, "crew", 0).gang(2, "crew", 1).at(0, "cafeteria").at(2, "cells")
         .turn(0).build())
    assert JoinMate(2) in legal_actions(s)
    assert choice(s) == JoinMate(2)
    assert choice(s, "hard") == JoinMate(2)
    assert choice(s, teamplay=False) != JoinMate(2)     # plain: the move is left alone


def test_a_bot_helps_its_teammates_fight_with_a_spare_weapon():
    s = (Scenario(4, team=True).hand(1, "razor", "knife").hand(0, "spoon", "chocolate")
         .hand(2, "razor", "toothbrush", "magazine").at(0, "cafeteria").at(1, "cafeteria")
         .at(2, "cafeteria").turn(1).build())
    s, _ = play(s, Extort(0, 0, card(s, 1, "razor")))
    s, _ = play(s, Concede())           # the victim lays nothing: her teammate is asked
    assert current_decision(s).seat == 2
    laid = choice(s)
    assert type(laid) is LayWeapon and laid.card in s.hands[2]


def test_a_bot_never_aims_at_a_teammate():
    s = (Scenario(4, team=True).hand(0, "snitch", "cell_search").hand(2, "shovel", "pickaxe")
         .hand(1, "magazine").dug(2, "shovel").at(0, "cafeteria").at(2, "cafeteria")
         .at(1, "cafeteria").turn(0).build())
    bot = make_bot("normal", 0, 1)
    view = view_for(s, 0)
    aimed = [a for a in legal_actions(s) if type(a) is PlayCard and a.target >= 0]
    assert {a.target for a in aimed} >= {1, 2}
    for a in aimed:
        assert (bot.scorer(view, a) < 0) == (a.target == 2)
    assert all(not (type(a) is Extort and a.target == 2) for a in legal_actions(s))
    assert getattr(choice(s), "target", -1) != 2


def test_a_team_match_of_normal_bots_ends():
    for seed, players in ((3, 4), (11, 6)):
        state = GAME.new_game([f"P{i}" for i in range(players)], seed, team=True)
        bots = [make_bot("normal", q, f"{seed}:{q}", teamplay=q % 2 == 0)
                for q in range(players)]
        for _ in range(20_000):
            d = current_decision(state)
            if d is None:
                break
            state, _ = GAME.apply(state, bots[d.seat].choose(view_for(state, d.seat)),
                                  in_place=True)
        assert current_decision(state) is None and GAME.outcome(state).winners


def test_a_bot_never_sends_michelle_to_a_teammate():
    s = Scenario(4, team=True, michel=True).michel("showers").at(1, "infirmary").turn(0).build()
    s, _ = play(s, EndTurn())
    if current_decision(s).kind is K.MOVE_MICHEL:
        s, _ = play(s, MoveMichel())
    # Two places the mover is not in (she would not send him to herself either way).
    first, second = [p for p in s.pending.options if p != s.location[0]][:2]
    s.location[2], s.location[3], s.location[1] = first, first, second  # a mate and a rival
    s.legal_cache = None                # the positions moved by hand: the list is made anew
    assert s.pending.michel and current_decision(s).kind is K.DESTINATION
    assert choice(s).place == second
    assert choice(s, teamplay=False).place == first      # plain: the most people, mate or not


def test_hard_values_a_position_for_its_team():
    """Hard's judge of a fight's outcome: a teammate's tunnel and a teammate's win are its own,
    and the rival to fear is the other team (teamplay off: the old solo reading)."""
    from gameshelf.engine.dig_your_way_out.bots.hard import value
    s = (Scenario(4, team=True).dug(2, "shovel", "pickaxe").dug(1, "spoon").dug(3, "spoon")
         .turn(0).build())
    plain = (Scenario(4, team=True).dug(1, "spoon").dug(3, "spoon").turn(0).build())
    assert value(s, 0) > value(plain, 0)                # the teammate's tunnel counts
    assert value(s, 0, team=False) < value(plain, 0, team=False)   # solo: she is a rival
    s.winner = 2
    assert value(s, 0) == 1000.0 and value(s, 1) == -1000.0
    assert value(s, 0, team=False) == -1000.0
