"""The bots every game shares (engine.core.bots): the random bot and the seed convention."""

import random

from gameshelf.engine.core.bots import RandomBot, sim_bot_seed, table_bot_seed
from gameshelf.engine.core.chance import randbelow


def test_the_random_bot_draws_what_randbelow_and_randrange_draw():
    """Its draw is randbelow's, written out; randbelow's numbers are Python's randrange's
    (test_chance), so a saved random bot goes on choosing the same way."""
    for n in (1, 2, 3, 5, 8, 31, 40):
        legal = [f"action {i}" for i in range(n)]
        bot, dice, ours = RandomBot(0, f"7:0:{n}"), random.Random(f"7:0:{n}"), \
            random.Random(f"7:0:{n}")
        picks = [bot.choose_legal(legal) for _ in range(60)]
        assert picks == [legal[dice.randrange(n)] for _ in range(60)]
        assert picks == [legal[randbelow(ours.getrandbits, n)] for _ in range(60)]


def test_the_random_bot_reads_only_the_legal_actions_of_its_view():
    class View:
        legal = ("a", "b", "c")

    assert RandomBot(1, 5).choose(View()) == RandomBot(1, 5).choose_legal(View.legal)


def test_bot_seeds_keep_seats_and_games_apart():
    assert table_bot_seed(42, 1) == "42:bot:1"
    assert sim_bot_seed(42, 3, 1) == "42:3:1"
    seeds = {table_bot_seed(7, s) for s in range(6)} | {sim_bot_seed(7, g, s)
                                                         for g in range(3) for s in range(6)}
    assert len(seeds) == 6 + 18
