"""The bots every game shares (engine.core.bots): the random bot and the seed convention."""

import random

import engine.core.chance
from engine.core.bots import RandomBot, sim_bot_seed, table_bot_seed


def test_the_random_bot_draws_through_randbelow(monkeypatch):
    """randbelow's numbers are held equal to Python's randrange (test_chance), so a saved
    random bot goes on choosing the same way."""
    draws, real = [], engine.core.chance.randbelow

    def counted(getrandbits, n):
        draws.append(n)
        return real(getrandbits, n)

    monkeypatch.setattr(engine.core.chance, "randbelow", counted)
    bot = RandomBot(0, "7:0:0")
    legal = [f"action {i}" for i in range(5)]
    picks = [bot.choose_legal(legal) for _ in range(50)]
    assert draws == [5] * 50
    dice = random.Random("7:0:0")
    assert picks == [legal[dice.randrange(5)] for _ in range(50)]


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
