"""One match as one object: the engine state plus everything the table needs to go on with it
(names, personas, bots, narrator, history, pace). A save stores a `Match`; `TableScreen` plays one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime

from engine.core.cast import PERSONA_BY_KEY, PERSONAS
from engine.lunch_money import (
    KEY_OF,
    Action,
    Decline,
    Defend,
    Discard,
    GameState,
    PlayCard,
    new_game,
)
from engine.lunch_money import events as E
from engine.lunch_money.bots import BOT_KINDS, make_bot
from engine.lunch_money.legal import find_discard

PACES: dict[str, float] = {"slow": 1.6, "normal": 0.8, "fast": 0.3, "instant": 0.0}
DIFFICULTIES = ("easy", "normal", "hard", "random")
# When the table asks you whether to Humiliate (the setting's value, then its words).
HUMILIATION_ASKS: dict[str, str] = {"every": "after every card",
                                    "at_me": "only when a card is aimed at me",
                                    "never": "never"}


def window_seconds(pace: float) -> float:
    """How long every bot's answer to a window (Humiliation, defence, Grab after a Block) takes
    to show, holder or not, so the wait tells nothing about its hand: a quarter of the pace, at
    most 0.25 s, well above a bot's thinking (the hard bot's longest measured was 15 ms); at
    pace 0 nothing waits."""
    return min(pace / 4, 0.25) if pace > 0 else 0.0


@dataclass
class Match:
    """A match in play: the engine state and the table around it."""

    state: GameState
    names: tuple[str, ...]
    personas: tuple[str | None, ...]      # persona key per seat; None for the human
    difficulty: str
    lang: str
    seed: int
    human: int = 0
    bot_seeds: tuple[str, ...] = ()       # per seat ("" for the human)
    narrator: object | None = None
    history: list[tuple[Action, tuple[E.Event, ...]]] = field(default_factory=list)
    pace: float = PACES["normal"]         # seconds between visible bot moves
    always_ask: bool = False              # ask even when taking the hit is the only answer
    ask_humiliation: str = "every"        # a key of HUMILIATION_ASKS
    templates: str | None = None
    bots: dict[int, object] = field(default_factory=dict, repr=False, compare=False)
    match_id: str = ""                    # names this match in saves and stats (new_match_id)
    warnings: list[str] = field(default_factory=list, repr=False, compare=False)  # from a save
    game_key: str = "lunch-money"         # the engine's key of the game played (engine.find_game)

    def __post_init__(self) -> None:
        if not self.bots:
            self.bots = make_bots(self)
        if not self.match_id:
            self.match_id = new_match_id(self.seed)

    @property
    def game(self):
        """The engine's Game this match plays (engine.core.game.Game)."""
        from engine import find_game
        return find_game(self.game_key)

    @property
    def bot_kind(self) -> str:
        return self.difficulty if self.difficulty in BOT_KINDS else "random"

    def persona_bio(self, seat: int) -> str:
        key = self.personas[seat] if seat < len(self.personas) else None
        return PERSONA_BY_KEY[key].bio if key in PERSONA_BY_KEY else ""

    def persona_name(self, seat: int) -> str:
        key = self.personas[seat] if seat < len(self.personas) else None
        return PERSONA_BY_KEY[key].name if key in PERSONA_BY_KEY else ""


def new_match_id(seed: int) -> str:
    """Names one match, whatever is saved or loaded later: its seed and the moment it was
    dealt (a rematch with the same seed is another match)."""
    return f"{seed}@{datetime.now(UTC):%Y%m%dT%H%M%S%f}"


def make_bots(match: Match) -> dict[int, object]:
    """A bot for every seat but the human's, seeded from the match."""
    bots = {}
    for seat in range(len(match.names)):
        if seat == match.human:
            continue
        persona = PERSONA_BY_KEY.get(match.personas[seat] or "")
        bots[seat] = make_bot(match.bot_kind, seat, match.bot_seeds[seat], persona,
                              human=match.human)
    return bots


def make_narrator(names: Sequence[str], lang: str, seed: int, personas: Sequence[str | None],
                  human: int, templates: str | None) -> object:
    """The narrator for a match, with the player's own templates when there are any."""
    from tui.narration import Narrator, user_templates
    user_dir = user_templates(templates)
    objs = tuple(PERSONA_BY_KEY.get(k) if k else None for k in personas)
    return Narrator(list(names), lang=lang, seed=seed, personas=objs, human=human,
                    user_dir=user_dir)


def new_match(name: str = "You", opponents: int | Sequence[str] = 3, difficulty: str = "normal",
              lang: str = "en", seed: int | None = None, pace: float = PACES["normal"],
              templates: str | None = None, always_ask: bool = False) -> Match:
    """A fresh match: the human at seat 0, bots at 1..N, each with a persona."""
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    if isinstance(opponents, int):
        chosen = [p.key for p in random.Random(f"{seed}:personas").sample(PERSONAS, opponents)]
    else:
        chosen = list(opponents)
    personas: tuple[str | None, ...] = (None, *chosen)
    names = (name.strip() or "You", *(PERSONA_BY_KEY[k].name for k in chosen))
    state = new_game(list(names), seed)
    bot_seeds = ("", *(f"{seed}:bot:{s}" for s in range(1, len(names))))
    narrator = make_narrator(names, lang, seed, personas, 0, templates)
    return Match(state=state, names=names, personas=personas, difficulty=difficulty, lang=lang,
                 seed=seed, human=0, bot_seeds=bot_seeds, narrator=narrator, pace=pace,
                 always_ask=always_ask, templates=templates)


def legal_match(legal: Sequence[Action], action: Action) -> Action | None:
    """The legal action that means the same as `action` (copies of a card are interchangeable)."""
    if action in legal:
        return action
    match action:
        case PlayCard(card=c, target=t):
            for a in legal:
                if isinstance(a, PlayCard) and KEY_OF[a.card] == KEY_OF[c] and a.target == t:
                    return a
        case Defend(card=c):
            for a in legal:
                if isinstance(a, Defend) and KEY_OF[a.card] == KEY_OF[c]:
                    return a
        case Discard(cards=cs):
            return find_discard(legal, [KEY_OF[c] for c in cs])
    return None


def only_take_it(legal: Sequence[Action]) -> bool:
    """Whether taking it (Decline) is the only answer."""
    return len(legal) == 1 and isinstance(legal[0], Decline)


@dataclass
class Summary:
    """What the game-over screen tells: who won and how the match went."""

    winner: int | None
    damage: list[int]
    knockouts: list[int]
    knocked_out_by: dict[int, int | None]
    biggest: tuple[int, int, str, int] | None     # attacker, target, card name, damage
    rounds: int
    humiliations: list[int]


def summarize(match: Match) -> Summary:
    """Damage dealt, knockouts and the biggest hit, from the match history."""
    from engine.lunch_money import KIND_OF
    n = len(match.names)
    damage, kos, hums = [0] * n, [0] * n, [0] * n
    ko_by: dict[int, int | None] = {}
    biggest = None
    for _action, events in match.history:
        for e in events:
            match e:
                case E.AttackLanded(attacker=a, target=t, card=c, damage=d):
                    damage[a] += d
                    if biggest is None or d > biggest[3]:
                        biggest = (a, t, KIND_OF[c].name, d)
                case E.ChokeTightened(holder=h):
                    damage[h] += 1
                case E.PlayerKnockedOut(seat=s, by=b):
                    ko_by[s] = b
                    if b is not None and b != s:
                        kos[b] += 1
                case E.Humiliated(seat=s):
                    hums[s] += 1
    return Summary(match.state.winner, damage, kos, ko_by, biggest, match.state.round, hums)
