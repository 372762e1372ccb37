"""Playing a match the way the table does, with a scripted "human": for save/load tests, the
fixture maker and the benchmark."""

from __future__ import annotations

from gameshelf.engine.lunch_money import apply, opening_events, view_for
from gameshelf.engine.lunch_money.bots import make_bot
from gameshelf.engine.lunch_money.events import TurnStarted, visible_to
from gameshelf.engine.lunch_money.legal import current_decision
from gameshelf.tui.model.match import Match, new_match


def start(seed: int, opponents: int = 3, difficulty: str = "random", lang: str = "en"
          ) -> tuple[Match, object, list[str]]:
    """A fresh match, the bot that plays the human seat, and the fight log's opening lines."""
    match = new_match("Sam", opponents, difficulty=difficulty, lang=lang, seed=seed, pace=0, game="lunch-money")
    human = make_bot("random", match.human, f"human:{seed}")
    steady(match)
    return match, human, narrate(match, opening_events(match.state))


def steady(match: Match) -> Match:
    """Lunch Money's hard bots search 12 playouts instead of 200, so a test match is quick (the
    same seed plays the same choices either way); a save does not keep this setting."""
    for bot in match.bots.values():
        if getattr(bot, "kind", "") == "hard" and hasattr(bot, "rollouts"):
            bot.rollouts = 12
    return match


def narrate(match: Match, events) -> list[str]:
    human = match.human
    return [line.text for line in match.narrator.narrate([visible_to(e, human) for e in events])]


def play(match: Match, human, steps: int | None = None, turns: int | None = None) -> list:
    """Play on (at most `steps` actions or `turns` turns): [(action, events, lines)] per step."""
    out: list = []
    started = 0
    while match.state.winner is None and (steps is None or len(out) < steps):
        seat = current_decision(match.state).seat
        bot = human if seat == match.human else match.bots[seat]
        action = bot.choose(view_for(match.state, seat))
        match.state, events = apply(match.state, action)
        match.history.append((action, events))
        out.append((action, events, narrate(match, events)))
        started += sum(isinstance(e, TurnStarted) for e in events)
        if turns is not None and started >= turns:
            break
    return out


def play_autosaving(match: Match, human, turns: int | None = None) -> Match:
    """Play on as the table does, autosaving whenever a turn ends or the match is won."""
    from gameshelf.engine.lunch_money.events import GameOver, TurnEnded
    from gameshelf.tui.store import saves
    done = 0
    while match.state.winner is None and (turns is None or done < turns):
        for _action, events, _lines in play(match, human, steps=1):
            if any(isinstance(e, TurnEnded | GameOver) for e in events):
                saves.autosave(match)
                done += 1
    return match
