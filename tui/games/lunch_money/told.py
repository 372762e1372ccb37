"""What Lunch Money's templates see: seats with their counters and grudges, cards with their
articles, and the memory of the match behind them."""

from __future__ import annotations

from gameshelf.engine.core.cast import Persona
from gameshelf.engine.lunch_money.cards import CardKind
from gameshelf.engine.lunch_money.state import STARTING_COUNTERS
from gameshelf.tui.narration.chronicle import Memory as SharedMemory
from gameshelf.tui.narration.environment import trust
from gameshelf.tui.narration.grammar import RememberedSeat
from gameshelf.tui.narration.sandbox import prints_short

LOW = 3              # "low health": this many counters or fewer
# A narrator who calls every return hit payback soon means nothing by it: after a payback
# line (or a comeback line), none again for this many rounds.
PAYBACK_GAP = 4
_DE_ENDINGS = {"m": {"acc": "en", "dat": "em"}, "f": {"nom": "e", "acc": "e", "dat": "er"},
               "n": {"dat": "em"}}


class Who(RememberedSeat["Memory"]):
    """A seat as templates see it, with what the match did to it: `{{ target.left }}`,
    `{{ attacker.grudge }}`, `{{ attacker.hurt(target) }}`."""

    __slots__ = ()

    def whose(self, card: Card, case: str = "nom") -> str:
        """Their card, in the right case: `{{ attacker.whose(card) }}` -> "Bruno's Hook",
        "your Hook"; in German "Brunos Big Combo", "deine Big Combo", `whose(card, "acc")`
        "deinen Hook", `whose(card, "dat")` "deinem Hook"."""
        if not (self.you and self._lang == "de"):
            return f"{self.pos} {card.name}"
        ending = _DE_ENDINGS[_gender(card.key, "de")].get(case, "")
        return f"dein{ending} {card.name}"

    @property
    def left(self) -> int:
        return self._mem.counters[self.seat]

    @property
    def low(self) -> bool:
        return 0 < self._mem.counters[self.seat] <= LOW

    @property
    def out(self) -> bool:
        return self._mem.counters[self.seat] <= 0

    @property
    def lowest(self) -> int:
        """The fewest counters this seat has had so far."""
        return self._mem.lowest[self.seat]

    @property
    def streak(self) -> int:
        return self._mem.streak[self.seat]

    @property
    def dealt(self) -> int:
        return sum(self._mem.damage[self.seat])

    @property
    def taken(self) -> int:
        return sum(row[self.seat] for row in self._mem.damage)

    @property
    def grudge(self) -> Who | None:
        """Who hit this seat last."""
        s = self._mem.last_hit_by[self.seat]
        return None if s is None else self._mem.who[s]

    @property
    def nemesis(self) -> Who | None:
        """Who has hurt this seat most so far."""
        col = [row[self.seat] for row in self._mem.damage]
        best = max(col) if col else 0
        return self._mem.who[col.index(best)] if best > 0 else None

    def hurt(self, other: Who) -> int:
        """Damage this seat has dealt to `other` this match: `{{ attacker.hurt(target) }}`."""
        return self._mem.damage[self.seat][other.seat]

    @property
    def holding(self) -> Who | None:
        """Whom this seat holds in a Choke or Headlock."""
        hold = self._mem.holding[self.seat]
        return None if hold is None else self._mem.who[hold[0]]

    @property
    def hold(self) -> str | None:
        """The hold this seat has on someone: "choke", "headlock", or none."""
        hold = self._mem.holding[self.seat]
        return None if hold is None else hold[1]

    @property
    def held_by(self) -> Who | None:
        """Who holds this seat in a Choke or Headlock."""
        for holder, hold in enumerate(self._mem.holding):
            if hold is not None and hold[0] == self.seat:
                return self._mem.who[holder]
        return None

    @property
    def victim(self) -> Who | None:
        """Whom this seat has hurt most so far."""
        row = self._mem.damage[self.seat]
        best = max(row) if row else 0
        return self._mem.who[row.index(best)] if best > 0 else None


# Grammatical gender of the card names where the article depends on it (German, Dutch).
_DE_FEMININE = frozenset({"pimp_slap", "chain", "freedom", "first_aid", "humiliation",
                          "big_combo"})
_DE_NEUTER = frozenset({"knife", "pipe", "dodge", "disarm", "powerplay"})
_NL_NEUTER = frozenset({"knife"})
#               the, the (accusative), the (dative), a, a (accusative)
_ARTICLES = {
    "en": {"m": ("the", "the", "the", "a", "a")},
    "nl": {"m": ("de", "de", "de", "een", "een"), "n": ("het", "het", "het", "een", "een")},
    "de": {"m": ("der", "den", "dem", "ein", "einen"), "f": ("die", "die", "der", "eine", "eine"),
           "n": ("das", "das", "dem", "ein", "ein")},
}


def _gender(key: str, lang: str) -> str:
    if lang == "de":
        return "f" if key in _DE_FEMININE else "n" if key in _DE_NEUTER else "m"
    if lang == "nl":
        return "n" if key in _NL_NEUTER else "m"
    return "m"


class Card:
    """A card as templates see it: `{{ card }}` is its printed name; `{{ card.the }}`,
    `{{ card.a }}` (and in German `the_acc`, `the_dat`, `a_acc`) add the right article."""

    __slots__ = ("id", "key", "name", "family", "damage", "a", "a_acc", "the", "the_acc",
                 "the_dat")

    def __init__(self, card_id: int, kind: CardKind, lang: str) -> None:
        self.id, self.key, self.name = card_id, kind.key, kind.name
        self.family, self.damage = kind.family.value, kind.damage
        the, the_acc, the_dat, a, a_acc = _ARTICLES.get(lang, _ARTICLES["en"])[
            _gender(kind.key, lang)]
        if lang == "en" and kind.name[0] in "AEIOU":
            a = a_acc = "an"
        n = kind.name
        self.the, self.the_acc, self.the_dat = f"{the} {n}", f"{the_acc} {n}", f"{the_dat} {n}"
        self.a, self.a_acc = f"{a} {n}", f"{a_acc} {n}"

    def __str__(self) -> str:
        return self.name

    @property
    def is_weapon(self) -> bool:
        return self.family == "weapon"


class CardList(tuple):
    """The cards of an event (read-only, like everything templates see), with `and_list`
    worked out once."""

    joined: str


class Memory(SharedMemory):
    """What the narrator remembers of the match, for templates and for snapshots (the round,
    the headers told and the last insult are every narrator's: tui.narration.chronicle)."""

    def __init__(self, players: int) -> None:
        super().__init__()
        n = players
        self.counters = [STARTING_COUNTERS] * n
        self.lowest = [STARTING_COUNTERS] * n
        self.damage = [[0] * n for _ in range(n)]     # damage[a][b]: a hurt b this much
        self.last_hit_by: list[int | None] = [None] * n
        self.streak = [0] * n
        self.humiliations = [0] * n
        self.knockouts = [0] * n
        self.last_played: list[str | None] = [None] * n
        self.blood = False
        self.holding: list[list | None] = [None] * n      # holder: [victim, "choke"/"headlock"]
        self.hit_round = [0] * n           # the round each seat was last hit in
        self.payback_round = -PAYBACK_GAP  # the round the last payback line was told in
        self.comeback_told = [False] * n   # a comeback line told since the seat ran low
        self.comeback_round = -PAYBACK_GAP # the round the last comeback line was told in
        self.weakened = [False] * n        # the seat's attack under way is halved by a Stomp
        self.who: list[Who] = []

    STATE = ("counters", "lowest", "damage", "last_hit_by", "streak", "humiliations", "knockouts",
             "last_played", "blood", "round", "last_insult", "last_insult_by", "headers",
             "holding", "hit_round", "payback_round", "comeback_told", "comeback_round", "weakened")


trust(types=(Who, Card, Persona), callers=(Who, Card))
prints_short(Who, Card, CardList)
