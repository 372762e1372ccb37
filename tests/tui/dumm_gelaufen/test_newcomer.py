"""What a newcomer reads: the prompt says what to do next, the distance line says what to drop
or what is still missing, and an action card says what it does as it strikes."""

from __future__ import annotations

from gameshelf.engine.dumm_gelaufen import GAME, Scenario, card_by_name
from gameshelf.engine.dumm_gelaufen.events import GreenPlayed, RedStruck
from gameshelf.tui.games.dumm_gelaufen.board import to_go
from gameshelf.tui.games.dumm_gelaufen.choices import question
from gameshelf.tui.games.dumm_gelaufen.words import action_note


def view_of(*hand, murphy="M06"):
    state = (Scenario(["Ann", "Bruno"]).hand(0, *hand).murphy(0, murphy).turn(0).build())
    return GAME.view_for(state, 0)


def test_the_distance_line_names_the_cards_to_drop():
    line = to_go(view_of("red 2", "yellow 3", "red 9", murphy="M04"))   # 9 red cards
    assert line == "8 cards to go: drop yellow 3; collect 7 more cards that fit", line
    line = to_go(view_of("red 2", "yellow 3", "red 9", "green 4", "green 5", "yellow 5",
                         murphy="M04"))
    assert line.startswith("11 cards to go: drop yellow 5, green 5, green 4, yellow 3; ")
    assert line.endswith("collect 7 more cards that fit"), line
    narrow = to_go(view_of("red 2", "yellow 3", "red 9", "green 4", "green 5", "yellow 5",
                           murphy="M04"), room=70)
    assert narrow.startswith("11 cards to go: drop 4: yellow 5, ") and ", …; collect 7" in narrow


def test_with_nothing_to_drop_it_says_what_is_missing():
    assert to_go(view_of("red 11", "yellow 11", "green 11")).endswith(
        "collect 55 more points"), to_go(view_of("red 11", "yellow 11", "green 11"))
    assert to_go(view_of("red 2", "red 3", murphy="M04")).endswith(
        "collect 7 more cards that fit")


def test_a_run_started_by_one_card_is_as_many_cards_to_go_as_it_lacks():
    """Once "10 cards to go: collect 5 more cards that fit": the run's gap counted twice."""
    assert to_go(view_of("red 3", murphy="M15")) == "5 cards to go: collect 5 more cards that fit"
    # Pairs: a single's twin found makes a pair, so two pairs and a single are one card short.
    assert to_go(view_of("red 4", "red 4", "red 5", "red 5", "red 6", murphy="M16")) == (
        "1 card to go: collect 1 more card that fits")


def test_the_parts_of_the_distance_line_add_up_to_its_count():
    """For every Murphy card and many seeded hands: the cards named to drop plus the cards
    still to collect are the count the line starts with."""
    import random
    import re

    from gameshelf.engine.dumm_gelaufen.cards import COLOUR_OF, MURPHY_CARDS, NUMBER_COUNT, VALUE_OF
    rng = random.Random(27)
    for m in MURPHY_CARDS:
        for _ in range(40):
            hand = [f"{COLOUR_OF[c]} {VALUE_OF[c]}" for c in rng.sample(range(NUMBER_COUNT), rng.randint(1, 12))]
            view = view_of(*hand, murphy=m.key)
            line = to_go(view, room=1000)
            if line == "Your hand fulfils it!" or "point" in line:
                continue
            far = int(line.split()[0])
            dropped = re.search(r"drop ([^;]*)", line)
            named = len(dropped.group(1).split(", ")) if dropped else 0
            found = re.search(r"collect (\d+) more card", line)
            assert far == named + (int(found.group(1)) if found else 0), (m.key, hand, line)


def test_the_turn_prompt_says_how_to_exchange_and_mentions_green_only_when_held():
    assert question(view_of("red 2", "yellow 3")) == (
        "Your turn: take 1 card and give 2, or take 2 and give 1.")
    assert "green card" in question(view_of("red 2", "yellow 3", "G5"))


def test_an_action_card_says_what_it_does_as_it_strikes():
    r2, g5 = card_by_name("R2"), card_by_name("G5")
    names = ["Ann", "Bruno"]
    assert action_note([RedStruck(0, r2)], names, 0).startswith(
        "You take R2 Double Trouble: If you hold two identical cards")
    assert action_note([GreenPlayed(1, g5)], names, 0) == (
        "Bruno plays G5 Peek: Look at another player's Murphy card.")
    assert action_note([], names, 0) == ""


def test_the_help_rules_page_says_what_the_rules_file_decides():
    from gameshelf.tui.games.dumm_gelaufen.help import help_markup
    rules = " ".join(help_markup("rules").split())
    for decided in ("the player on turn first",            # decision 14
                    "keep at least one",                    # 5
                    "a card taken with it is kept",         # 9
                    "swapped for new cards at once",        # 6
                    "draws until it has one",               # 11
                    "shuffled into a new one",              # 13
                    "there is no turn limit"):              # 16
        assert decided in rules, decided


def test_two_red_cards_say_what_each_does_when_you_choose_the_order():
    from gameshelf.engine.dumm_gelaufen import TakeDeck
    from gameshelf.engine.dumm_gelaufen.state import DecisionKind as K
    from gameshelf.tui.games.dumm_gelaufen.choices import choices
    state = (Scenario(["Ann", "Bruno"]).hand(0, "red 2", "yellow 3", "red 9")
             .deck("R8", "R5", "red 5").turn(0).build())
    state, _events = GAME.apply(state, TakeDeck(2))
    view = GAME.view_for(state, 0)
    assert view.decision.kind is K.ORDER_REDS
    labels = [c.label for c in choices(view)]
    assert any(label.startswith("R8 Caught Out first — Show your Murphy card") for label in labels)
