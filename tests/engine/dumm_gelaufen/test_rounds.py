"""The face-down pile's reshuffle, Murphy cards fulfilled, the new round, the Murphy pile's
reshuffle, three fulfilled cards win, no turn limit in a person's match and a headless
match's cap that ends it unfinished."""

import pytest

from gameshelf.engine.dumm_gelaufen import GAME, Give, Scenario, TakeDeck, TakeOpen, legal_actions
from gameshelf.engine.dumm_gelaufen.cards import MURPHY_BY_KEY
from gameshelf.engine.dumm_gelaufen.events import (
    GameWon,
    MurphyFulfilled,
    MurphyPileReshuffled,
    PileReshuffled,
    RoundStarted,
    TurnLimitReached,
)
from gameshelf.engine.dumm_gelaufen.serialize import state_from_dict, state_to_dict
from gameshelf.engine.dumm_gelaufen.state import OLD_HOUSE_RULE_TURNS_PER_SEAT, current_decision

from .helpers import card, play

YELLOW7 = ("yellow 1", "yellow 2", "yellow 3", "yellow 4", "yellow 5", "yellow 6", "yellow 7")


def near_m03(**kw):
    """Ann holds seven yellow cards and a red 9: dropping the red 9 fulfils M03."""
    sc = (Scenario(["Ann", "Bruno", "Cleo"]).hand(0, *YELLOW7, "red 9", "red 10")
          .murphy(0, "M03").murphy(1, "M04").murphy(2, "M05")
          .piles(["green 1"], ["yellow 8"]).deck("green 2").turn(0))
    for seat, keys in kw.get("fulfilled", {}).items():
        sc = sc.fulfilled(seat, *keys)
    return sc.build()


def test_a_murphy_card_is_fulfilled_after_an_exchange_and_a_new_round_starts():
    """"Alle andere spelers moeten [...] hun Murphy-kaart afgeven. Elke speler ontvangt een
    nieuwe Murphy-kaart [...] De speler links van de speler die zonet een Murphy-kaart
    vervulde, begint de nieuwe ronde." Hands are kept."""
    s, ev = play(near_m03(), TakeOpen((1,)), Give(card("red 9"), 0), Give(card("red 10"), 0))
    done = next(e for e in ev if isinstance(e, MurphyFulfilled))
    assert done.seat == 0 and done.murphy == MURPHY_BY_KEY["M03"].id and done.fulfilled == 1
    assert s.fulfilled[0] == [MURPHY_BY_KEY["M03"].id]
    assert RoundStarted(2, 1) in ev and s.turn == 1 and s.round == 2
    assert MURPHY_BY_KEY["M04"].id in s.murphy_discard and MURPHY_BY_KEY["M05"].id in \
        s.murphy_discard
    assert sorted(s.hands[0]) == sorted(card(n) for n in YELLOW7 + ("yellow 8",))
    assert GAME.invariants(s) == []


def test_the_third_fulfilled_card_wins_at_once():
    s, ev = play(near_m03(fulfilled={0: ("M01", "M02")}), TakeOpen((1,)),
                 Give(card("red 9"), 0), Give(card("red 10"), 0))
    assert GameWon(0) in ev and s.winner == 0 and legal_actions(s) == []
    out = GAME.outcome(s)
    assert out.winners == (0,) and out.scores == (3, 0, 0) and out.reason == "three_murphy_cards"
    assert GAME.invariants(s) == []


def test_the_murphy_pile_is_reshuffled_when_empty():
    """"Indien de stapel van de Murphy-kaarten is opgebruikt dan worden de Murphy-kaarten
    grondig geschud en vormen zij de nieuwe stapel." """
    s = near_m03()
    s.murphy_discard, s.murphy_pile = s.murphy_pile, []
    s, ev = play(s, TakeOpen((1,)), Give(card("red 9"), 0), Give(card("red 10"), 0))
    assert any(isinstance(e, MurphyPileReshuffled) for e in ev)
    assert GAME.invariants(s) == []


def test_the_face_down_pile_is_rebuilt_from_discards_and_all_but_the_top_cards():
    """"worden de uitgespeelde actiekaarten en de getallenkaarten van de zichtbare stapel
    opnieuw en grondig geschud [...] Enkel de twee bovenste kaarten van de twee zichtbare
    stapels blijven onveranderd liggen." """
    s = (Scenario(["Ann", "Bruno"]).hand(0, "red 1", "red 2", "red 3")
         .piles(["green 1", "green 2"], ["yellow 1", "yellow 2"]).turn(0).build())
    s.action_discard += s.draw          # the face-down pile is used up
    s.draw = []
    s, ev = play(s, TakeDeck(1))
    rebuilt = next(e for e in ev if isinstance(e, PileReshuffled))
    assert s.piles == [[card("green 2")], [card("yellow 2")]]
    assert rebuilt.size == len(s.draw) + 1
    assert card("green 1") in s.draw + s.hands[0]


def _one_turn(s):
    return play(s, TakeDeck(1), Give(card("yellow 1"), 0), Give(card("yellow 2"), 1))


def test_a_persons_match_has_no_turn_limit():
    """"Zodra een speler de opdrachten van 3 Murphy-kaarten heeft vervuld, eindigt het spel
    onmiddellijk": a match dealt without a limit (every match a person plays) goes on past
    the old house rule's 50 turns a seat, and nobody is named winner."""
    s = near_m03(fulfilled={1: ("M01",)})
    assert s.turn_limit is None
    s.turns = 1000 * 3 - 1
    s, ev = _one_turn(s)
    assert not any(isinstance(e, (TurnLimitReached, GameWon)) for e in ev)
    assert s.winner is None and current_decision(s) is not None and GAME.outcome(s) is None


def test_a_headless_matchs_turn_limit_stops_it_unfinished_never_won():
    """The cap headless sim and bot playouts pass: reaching it ends the match with nobody
    winning (the seat with most Murphy cards is not named), reported as a turn limit."""
    s = near_m03(fulfilled={1: ("M01",)})
    s.turn_limit = 50
    s.turns = 50 * 3 - 1
    s, ev = _one_turn(s)
    assert TurnLimitReached(150) in ev and not any(isinstance(e, GameWon) for e in ev)
    assert s.winner is None and current_decision(s) is None and legal_actions(s) == []
    out = GAME.outcome(s)
    assert out.winners == () and out.reason == "turn_limit" and out.scores == (0, 1, 0)
    assert GAME.invariants(s) == []
    assert state_from_dict(state_to_dict(s)).unfinished      # a capped match saves as one


def test_the_game_deals_a_turn_limit_only_when_asked():
    assert GAME.new_game(["A", "B"], 3).turn_limit is None
    assert GAME.new_game(["A", "B"], 3, **GAME.playout_options).turn_limit == 50


def test_an_old_save_without_a_limit_loads_and_plays_on_without_one():
    d = state_to_dict(GAME.new_game(["A", "B", "C"], 4))
    del d["turn_limit"], d["unfinished"]
    s = state_from_dict(d)
    assert s.turn_limit is None and not s.unfinished and current_decision(s) is not None


def test_an_old_save_won_by_the_old_house_rule_still_loads():
    """Before this rule was kept, the 50th turn of every seat named a winner without three
    Murphy cards; such a finished save still opens, as won at the turn limit."""
    s = near_m03(fulfilled={1: ("M01",)})
    s.turns, s.winner = OLD_HOUSE_RULE_TURNS_PER_SEAT * 3, 1
    d = state_to_dict(s)
    del d["turn_limit"], d["unfinished"]
    old = state_from_dict(d)
    assert old.winner == 1 and GAME.outcome(old).reason == "turn_limit"
    assert GAME.outcome(old).winners == (1,)


@pytest.mark.slow
def test_checking_only_the_player_on_turn_is_a_shortcut_that_changes_nothing():
    """`check_all` skips seats nothing touched since their last check; checking every seat
    after every action (as a loaded state does) plays the same matches."""
    import random

    # Six whole random matches, every one to three fulfilled Murphy cards: seeds whose match
    # ends within 60,000 actions (a random match runs 8,000 to 150,000; seed 8's takes 3 s).
    for seed in (0, 1, 5, 6, 10, 12):
        logs = []
        for conservative in (False, True):
            s, rng, log = GAME.new_game(["A", "B", "C", "D"], seed), random.Random(seed), []
            while GAME.outcome(s) is None:
                legal = legal_actions(s)
                s, ev = GAME.apply(s, legal[rng.randrange(len(legal))], in_place=True)
                s.check_all = s.check_all or conservative
                log.append(ev)
            logs.append(log)
        assert logs[0] == logs[1]


def test_a_hand_an_action_card_completes_is_checked_at_the_end_of_the_turn():
    """Bruno holds six yellow cards for M03; Ann's G6 gift hands him the seventh."""
    from gameshelf.engine.dumm_gelaufen import GiveTo, PlayGreen
    s = (Scenario(["Ann", "Bruno", "Cleo"]).hand(0, "yellow 7", "red 5", "red 6", "G6")
         .hand(1, *YELLOW7[:6]).murphy(0, "M04").murphy(1, "M03").murphy(2, "M05")
         .turn(0).build())
    s.check_all = False                     # mid-match: every seat was checked last turn
    s, ev = play(s, PlayGreen(card("G6")), GiveTo(card("yellow 7"), 1), GiveTo(card("red 5"), 2))
    done = next(e for e in ev if isinstance(e, MurphyFulfilled))
    assert done.seat == 1 and done.murphy == MURPHY_BY_KEY["M03"].id


def test_sim_reports_capped_bot_matches_as_unfinished_never_as_wins():
    """Random bots rarely fulfil three Murphy cards in 50 turns a seat: the sim counts those
    matches unfinished, and no seat or bot kind is given a win for them."""
    from gameshelf.tui.headless.sim import format_result, simulate
    result = simulate(["random"], 2, 3, 1, game_key="dumm-gelaufen")
    assert result.unfinished + sum(result.winners) == 3 and result.unfinished >= 1
    assert result.kinds["random"].wins == sum(result.winners)
    games = "game" if result.unfinished == 1 else "games"
    assert (f"{result.unfinished} {games} did not finish (stopped at the turn limit, won by "
            "nobody)") in format_result(result)
