"""What Dig Your Way Out's templates see: a card, a list of cards, a place, a gang or past,
a seat with what the match did to it, and the narrator's memory behind them."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out.data import KIND_OF, LOCATION_KEYS
from gameshelf.tui.games.dig_your_way_out.narration_words import (
    BLOCK_A_WORDS,
    CARD_WORDS,
    PLACE_WORDS,
    german_articles,
)
from gameshelf.tui.narration.chronicle import Memory as SharedMemory
from gameshelf.tui.narration.environment import trust
from gameshelf.tui.narration.grammar import RememberedSeat
from gameshelf.tui.narration.sandbox import prints_short


class Card:
    """A card as templates see it: `{{ card }}` ("shovel"), `card.the`, `card.a` (German also
    `the_acc`, `the_dat`, `a_acc`, `a_dat`); `card.key`, `card.group`, `card.points`. A hidden
    card (-1) is "a card" with key ""."""

    __slots__ = ("id", "key", "name", "group", "points", "is_tool", "is_weapon",
                 "the", "a", "the_acc", "a_acc", "the_dat", "a_dat")

    def __init__(self, card_id: int, lang: str) -> None:
        kind = KIND_OF[card_id] if card_id >= 0 else None
        self.id = card_id
        self.key = kind.key if kind else ""
        self.group = kind.group if kind else ""
        self.points = kind.points if kind else 0
        self.is_tool, self.is_weapon = self.group == "tool", self.key in _WEAPON_KEYS
        words = CARD_WORDS[lang if lang in CARD_WORDS else "en"]
        name, gender = words.get(self.key, words[""])
        self.name = name
        if self.group == "action":
            q = {"en": "“{}”", "nl": "‘{}’", "de": "„{}“"}.get(lang, "{}").format(name)
            self.the = self.a = self.the_acc = self.a_acc = self.the_dat = self.a_dat = q
            return
        if lang == "de":
            (self.the, self.the_acc, self.the_dat,
             self.a, self.a_acc, self.a_dat) = (f"{art} {name}" for art in german_articles(gender))
            return
        the = {"nl": gender, "en": "the"}.get(lang, "the")
        a = "een" if lang == "nl" else ("an" if name[0] in "aeiou" else "a")
        self.the = self.the_acc = self.the_dat = f"{the} {name}"
        self.a = self.a_acc = self.a_dat = f"{a} {name}"

    def __str__(self) -> str:
        return self.name


_WEAPON_KEYS = frozenset({"knife", "razor", "shard", "screwdriver", "toothbrush"})


class CardList(tuple):
    """The cards of an event (read-only), listed once with their articles: `cards.joined`
    ("a file and a spoon"; German in the accusative), `cards.joined_dat` (German dative)."""

    joined: str
    joined_dat: str


class Place:
    """A location as templates see it: `{{ place }}` ("the cafeteria"), `place.in_` ("in the
    cafeteria"), `place.to` ("to the cafeteria"), `place.key` ("cafeteria"; the team board's
    blocks are "cells" (A) and "cells_b")."""

    __slots__ = ("id", "key", "name", "in_", "to")

    def __init__(self, place: int, lang: str, team: bool = False) -> None:
        self.id = place
        self.key = LOCATION_KEYS[place]
        lang = lang if lang in PLACE_WORDS else "en"
        words = BLOCK_A_WORDS[lang] if team and place == 0 else PLACE_WORDS[lang][place]
        self.name, self.in_, self.to = words

    def __str__(self) -> str:
        return self.name


class Named:
    """A gang or a criminal past as templates see it: `{{ gang }}` its name, `.the`, `.key`."""

    __slots__ = ("key", "name", "the")

    def __init__(self, key: str, name: str, the: str) -> None:
        self.key, self.name, self.the = key, name, the

    def __str__(self) -> str:
        return self.name


class Who(RememberedSeat["Memory"]):
    """A seat as templates see it, with what the match did to it: `{{ seat.points }}`,
    `seat.beatings`, `seat.wins`, `seat.losses`, `seat.grudge`, `seat.place`, `seat.close`."""

    __slots__ = ()

    @property
    def points(self) -> int:
        """Tunnel points dug so far."""
        return self._mem.points[self.seat]

    @property
    def close(self) -> bool:
        """Whether this seat (its team, in the team variant) is within one shovel (5 points) of
        getting out."""
        return self._mem.target - self._mem.side_points(self.seat) <= 5

    @property
    def beatings(self) -> int:
        """Beatings this seat carries now (at most 2)."""
        return self._mem.beatings[self.seat]

    @property
    def wins(self) -> int:
        """Fights this seat has won this match."""
        return self._mem.wins[self.seat]

    @property
    def losses(self) -> int:
        """Fights this seat has lost this match."""
        return self._mem.losses[self.seat]

    @property
    def grudge(self) -> Who | None:
        """Who last beat this seat in a fight."""
        s = self._mem.grudge[self.seat]
        return None if s is None else self._mem.who[s]

    @property
    def place(self) -> Place:
        """Where this seat's pawn stands."""
        return self._mem.places[self._mem.location[self.seat]]


class Memory(SharedMemory):
    """What the narrator remembers of the match, for templates and for snapshots (the round,
    the headers told and the last insult are every narrator's: tui.narration.chronicle)."""

    def __init__(self, players: int) -> None:
        super().__init__()
        n = players
        self.points = [0] * n
        self.beatings = [0] * n
        self.wins = [0] * n
        self.losses = [0] * n
        self.grudge: list[int | None] = [None] * n
        self.location = [0] * n
        self.target = 12
        self.team = False
        self.first_seat = 0
        self.first_digger: int | None = None
        self.turns = 0
        self.michel_wins = 0
        self.who: list[Who] = []
        self.places: list[Place] = []

    STATE = ("points", "beatings", "wins", "losses", "grudge", "location", "target",
             "first_seat", "first_digger", "turns", "round", "michel_wins", "last_insult",
             "last_insult_by", "headers", "team")

    def side_points(self, seat: int) -> int:
        """The points that count for the seat's escape: its own, or its team's together."""
        if not self.team:
            return self.points[seat]
        return sum(self.points[seat % 2::2])


trust(types=(Who, Card, Place, Named), callers=(Who, Card))
prints_short(Who, Card, CardList, Place, Named)
