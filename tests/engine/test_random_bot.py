"""The random bot draws with `randbelow`, the function whose numbers are held equal to Python's
`randrange` (tests/engine/test_bots.py): a saved random bot goes on choosing the same way."""

import random

import engine.lunch_money.bots
from engine.lunch_money.bots import make_bot


def test_the_random_bot_draws_through_randbelow(monkeypatch):
    draws, real = [], engine.lunch_money.bots.randbelow

    def counted(getrandbits, n):
        draws.append(n)
        return real(getrandbits, n)

    monkeypatch.setattr(engine.lunch_money.bots, "randbelow", counted)
    bot = make_bot("random", 0, "7:0:0")
    legal = [f"action {i}" for i in range(5)]
    picks = [bot.choose_legal(legal) for _ in range(50)]
    assert draws == [5] * 50
    dice = random.Random("7:0:0")
    assert picks == [legal[dice.randrange(5)] for _ in range(50)]
