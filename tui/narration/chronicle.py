"""What every game's chronicle has in common (tui/games/<game>/chronicle.py): the seats as
templates see them, built once from the narrator's table; the memory every narrator keeps (the
round, the round headers told, the last thing a persona said and who said it) and how it is
saved; event kinds by name and their fields; the batch state carried between `apply` results;
and a list of cards with its `and_list` worked out once. A game's chronicle subclasses
`Chronicle` and adds what its events mean."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import fields

from gameshelf.tui.narration.environment import and_list
from gameshelf.tui.narration.sandbox import prints_short

_CAMEL = re.compile(r"(?<!^)(?=[A-Z])")


def event_names(types: Iterable[type]) -> dict[type, str]:
    """Each event kind's template name, its class name in snake_case: CardsTaken -> cards_taken."""
    return {t: _CAMEL.sub("_", t.__name__).lower() for t in types}


_FIELDS: dict[type, tuple[str, ...]] = {}


def event_fields(ev) -> tuple[str, ...]:
    """An event's field names, worked out once per event kind."""
    names = _FIELDS.get(type(ev))
    if names is None:
        names = _FIELDS[type(ev)] = tuple(f.name for f in fields(ev))
    return names


class Memory:
    """What every narrator remembers of a match; a game's memory adds its own fields and names
    everything a snapshot keeps in STATE (the shared ones included, in the order it likes)."""

    STATE: tuple[str, ...] = ("round", "last_insult", "last_insult_by", "headers")

    def __init__(self) -> None:
        self.round = 0
        self.last_insult = ""
        self.last_insult_by: int | None = None
        self.headers: list[str] = []      # the template lines of the round headers told
        self.who: list = []

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.STATE}

    def load(self, data: dict) -> None:
        for k in self.STATE:
            if k in data:
                setattr(self, k, data[k])


class CardList(tuple):
    """The cards of an event (read-only), with `and_list` worked out once: `cards.joined`."""

    joined: str


prints_short(CardList)


class Chronicle:
    """The part of a game's chronicle every game shares (see tui.narration.narrator.Narrator
    for what a chronicle offers). A subclass sets EVENT_NAMES and SEAT_FIELDS, builds its
    memory and seat type, and tells what its events mean (`step`, `context`, `visible`, ...)."""

    EVENT_NAMES: dict[type, str] = {}
    SEAT_FIELDS: frozenset[str] = frozenset()
    CARD_LIST: type = CardList

    def __init__(self, narrator, mem, seat_type: type) -> None:
        self.narrator, self.human = narrator, narrator.human
        lang = self.lang = narrator.lang
        self.mem = mem
        self.who = [seat_type(s, name, s == narrator.human, p.key if p else None, lang, mem)
                    for s, (name, p) in enumerate(zip(narrator.names, narrator.personas,
                                                      strict=False))]
        mem.who = self.who
        self.cards: Sequence = ()
        self._turn: dict = {}              # what one batch leaves for the next

    @property
    def rng(self):
        """The narrator's own dice: banter's who-speaks is drawn from them."""
        return self.narrator.rng

    def kind(self, ev) -> str:
        """The event's kind: the name of its templates."""
        return self.EVENT_NAMES.get(type(ev)) or _CAMEL.sub("_", type(ev).__name__).lower()

    def pending(self) -> dict:
        """What carries over between batches, for the snapshot."""
        return dict(self._turn)

    def restore_pending(self, data: dict) -> None:
        self._turn = dict(data)

    def seats_in(self, ev) -> tuple[int, ...]:
        """The seats an event names (its SEAT_FIELDS that hold a seat)."""
        return tuple(getattr(ev, f) for f in event_fields(ev)
                     if f in self.SEAT_FIELDS and isinstance(getattr(ev, f), int))

    def said(self) -> dict:
        """The last thing a persona said and who said it, for every template."""
        mem = self.mem
        return {"last_insult": mem.last_insult,
                "last_insult_by": self.who[mem.last_insult_by]
                if mem.last_insult_by is not None else None}

    def _cards(self, ids: Iterable[int]) -> CardList:
        value = self.CARD_LIST(self.cards[c] for c in ids)
        value.joined = and_list(value, self.lang)
        return value
