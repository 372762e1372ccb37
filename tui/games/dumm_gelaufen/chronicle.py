"""Dumm gelaufen!'s chronicle: what the narrator remembers of a match (fulfilled Murphy cards,
red cards suffered, who did what to whom, the exchange under way) and which templates an event
tries, most specific first (`red_struck/r1.j2` before `red_struck.j2`). The machinery that
speaks the lines is tui.narration; this module knows the cards and the events."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.engine.dumm_gelaufen import events as E
from gameshelf.engine.dumm_gelaufen.cards import (
    ACTION_CARDS,
    COLOUR_OF,
    DECK_SIZE,
    MURPHY_CARDS,
    NUMBER_COUNT,
    VALUE_OF,
    action_key,
)
from gameshelf.engine.dumm_gelaufen.events import EVENT_TYPES, Event
from gameshelf.tui.games.dumm_gelaufen.words import ACTION_NAMES
from gameshelf.tui.i18n import translator
from gameshelf.tui.narration import chronicle as shared
from gameshelf.tui.narration.chronicle import event_fields, event_names
from gameshelf.tui.narration.environment import and_list, trust
from gameshelf.tui.narration.grammar import RememberedSeat
from gameshelf.tui.narration.sandbox import prints_short

EVENT_NAMES: dict[type, str] = event_names(EVENT_TYPES)
_WORDS = translator("dumm_gelaufen")
KINDS = frozenset(EVENT_NAMES.values())      # the event kinds a template may be named after
_SEAT_FIELDS = frozenset({"seat", "target", "first", "next_seat"})
_CARD_FIELDS = frozenset({"card", "mac_card"})
_ACTION_KEYS = frozenset(a.key.lower() for a in ACTION_CARDS)
# The specific templates `step` may try, per event kind (folder/<name>.j2); `templates check`
# flags any other name, since it would never be picked.
SPECIFIC: dict[str, frozenset[str]] = {
    "red_struck": frozenset(k for k in _ACTION_KEYS if k[0] == "r") | {"match_point"},
    "green_played": frozenset(k for k in _ACTION_KEYS if k[0] == "g"),
    "card_given": frozenset({"mac", "forced", "back"}),
    "murphy_fulfilled": frozenset({"first", "match_point", "comeback", "won"}),
    "game_won": frozenset({"you"}),
    "banter": frozenset(PERSONA_BY_KEY),
}
# Quiet when nothing new: a turn's end, and the Murphy shuffle a fulfilled card sets off.
QUIET = frozenset({"turn_ended"})

# Colour words as an adjective before a number: the red 7, de rode 7, die rote 7 (dative: der
# roten 7); action cards have a name of their own (reconstructed, like most of their texts),
# the one the table shows: words.ACTION_NAMES through the game's catalog.
_COLOUR = {"en": {"red": ("red", "red"), "yellow": ("yellow", "yellow"),
                  "green": ("green", "green")},
           "nl": {"red": ("rode", "rode"), "yellow": ("gele", "gele"), "green": ("groene", "groene")},
           "de": {"red": ("rote", "roten"), "yellow": ("gelbe", "gelben"),
                  "green": ("grüne", "grünen")}}
# A list of this many number cards or more is told by colour ("red 2/7/10, yellow 2/7").
GROUPED = 5
_COLOUR_NOUN = {"en": {"red": "red", "yellow": "yellow", "green": "green"},
                "nl": {"red": "rood", "yellow": "geel", "green": "groen"},
                "de": {"red": "Rot", "yellow": "Gelb", "green": "Grün"}}
_ARTICLES = {"en": ("the", "the", "a"), "nl": ("de", "de", "een"), "de": ("die", "der", "eine")}


# The Murphy tasks in Dutch and German (the card data holds the English), by Murphy id.
_MURPHY_TEXTS = {
    "nl": ("Eén kleur, samen hooguit 29; minstens 5 kaarten.", "Alleen oneven; minstens 10 kaarten.",
           "Alleen geel; minstens 7.", "Alleen rood; minstens 9.",
           "Geen geel (alleen rood en groen); minstens 10 kaarten.", "Samen minstens 88.",
           "Allemaal dezelfde waarde; minstens 5 kaarten.", "Alleen groen, samen minstens 55.",
           "Oneven, allemaal één kleur; minstens 6.", "Alleen even; minstens 9 kaarten.",
           "Alleen 1 tot en met 5; minstens 6 kaarten.", "Alleen 8 of hoger; minstens 10 kaarten.",
           "Alleen groen; minstens 8.", "Geen rood (alleen geel en groen); minstens 11 kaarten.",
           "Eén ononderbroken reeks van minstens 6 waarden, elke waarde één keer.",
           "Alleen paren van gelijke kaarten; minstens 3 paren.",
           "Evenveel van elke kleur; minstens 3 van elk.", "Samen precies 50.",
           "Eén kleur, met een reeks van minstens 5 op elkaar volgende waarden.",
           "Alleen rood en geel, samen minstens 75.", "Alleen 4, 5, 6 of 7; minstens 8 kaarten."),
    "de": ("Nur eine Farbe, Summe höchstens 29; mindestens 5 Karten.",
           "Nur ungerade Werte; mindestens 10 Karten.", "Nur Gelb; mindestens 7.",
           "Nur Rot; mindestens 9.", "Kein Gelb (nur Rot und Grün); mindestens 10 Karten.",
           "Summe mindestens 88.", "Alles ein Wert; mindestens 5 Karten.",
           "Nur Grün, Summe mindestens 55.", "Ungerade, alles eine Farbe; mindestens 6.",
           "Nur gerade Werte; mindestens 9 Karten.", "Nur 1 bis 5; mindestens 6 Karten.",
           "Nur 8 oder höher; mindestens 10 Karten.", "Nur Grün; mindestens 8.",
           "Kein Rot (nur Gelb und Grün); mindestens 11 Karten.",
           "Eine lückenlose Reihe von mindestens 6 Werten, jeder Wert einmal.",
           "Nur Paare gleicher Karten; mindestens 3 Paare.",
           "Gleich viele von jeder Farbe; mindestens 3 von jeder.", "Summe genau 50.",
           "Eine Farbe, darin eine Reihe von mindestens 5 aufeinanderfolgenden Werten.",
           "Nur Rot und Gelb, Summe mindestens 75.", "Nur 4, 5, 6 oder 7; mindestens 8 Karten."),
}


class Card:
    """A card as templates see it: `{{ card }}` is "red 7" (or an action card's name),
    `{{ card.the }}`, `{{ card.a }}`, `{{ card.the_dat }}` with the article; `card.key` is
    "r1".."g8" for action cards, "" for numbers."""

    __slots__ = ("id", "key", "name", "colour", "value", "is_action", "the", "the_dat", "a")

    def __init__(self, card_id: int, lang: str) -> None:
        self.id, self.colour, self.value = card_id, COLOUR_OF[card_id], VALUE_OF[card_id]
        self.key = action_key(card_id).lower()
        self.is_action = bool(self.key)
        the, the_dat, a = _ARTICLES.get(lang, _ARTICLES["en"])
        if self.is_action:
            self.name = _WORDS.in_language(lang, ACTION_NAMES[card_id - NUMBER_COUNT])
            quoted = {"en": f"“{self.name}”", "nl": f"‘{self.name}’", "de": f"„{self.name}“"}
            self.the = self.the_dat = self.a = quoted.get(lang, self.name)
            return
        adj, adj_dat = _COLOUR.get(lang, _COLOUR["en"])[self.colour]
        self.name = f"{adj} {self.value}"
        self.the, self.the_dat = f"{the} {self.name}", f"{the_dat} {adj_dat} {self.value}"
        # The article goes before the colour ("a red 8"): every English colour takes "a".
        self.a = f"{a} {self.name}"

    def __str__(self) -> str:
        return self.name


class MurphyCard:
    """A Murphy card as templates see it: `{{ murphy.key }}` ("M07"), `murphy.text` (its
    task, in the narrator's language)."""

    __slots__ = ("id", "key", "text")

    def __init__(self, murphy_id: int, lang: str) -> None:
        m = MURPHY_CARDS[murphy_id]
        self.id, self.key = m.id, m.key
        self.text = _MURPHY_TEXTS[lang][murphy_id] if lang in _MURPHY_TEXTS else m.text

    def __str__(self) -> str:
        return self.key


class Who(RememberedSeat["Memory"]):
    """A seat as templates see it, with what the match did to it: `{{ seat.fulfilled }}`,
    `{{ seat.strikes }}`, `{{ seat.wronged_by }}`, `{{ seat.close }}`."""

    __slots__ = ()

    @property
    def fulfilled(self) -> int:
        """Murphy cards this seat has fulfilled (three win)."""
        return self._mem.fulfilled[self.seat]

    @property
    def close(self) -> bool:
        """Whether one more fulfilled Murphy card wins this seat the match."""
        return self._mem.fulfilled[self.seat] == 2

    @property
    def strikes(self) -> int:
        """Red action cards this seat has suffered (its own or others')."""
        return self._mem.strikes[self.seat]

    @property
    def wronged_by(self) -> Who | None:
        """Who last swapped, stole or handed trouble to this seat."""
        s = self._mem.wronged_by[self.seat]
        return None if s is None else self._mem.who[s]

    @property
    def mac_trips(self) -> int:
        """Exchanges this seat has made with Mac."""
        return self._mem.mac_trips[self.seat]


class Memory(shared.Memory):
    """What the narrator remembers of the match, for templates and for snapshots."""

    def __init__(self, players: int) -> None:
        super().__init__()
        n = players
        self.fulfilled = [0] * n
        self.strikes = [0] * n
        self.wronged_by: list[int | None] = [None] * n
        self.mac_trips = [0] * n
        self.turns = 0
        self.since_fulfilled = 0          # turns since the last Murphy card was fulfilled
        self.first_fulfiller: int | None = None
        self.last_red: int | None = None          # the red card that struck last (card id)
        self.last_murphy: int | None = None       # the Murphy card fulfilled last (id)
        self.mac_gift: int | None = None          # the card given to Mac last (card id)

    STATE = ("fulfilled", "strikes", "wronged_by", "mac_trips", "turns", "since_fulfilled",
             "first_fulfiller", "last_red", "last_murphy", "mac_gift", "round", "last_insult",
             "last_insult_by", "headers")


def _later(batch: Sequence[Event], i: int, kinds: tuple[type, ...]) -> bool:
    return any(isinstance(ev, kinds) for ev in batch[i + 1:])


def _earlier(batch: Sequence[Event], i: int, kinds: tuple[type, ...]) -> bool:
    return any(isinstance(ev, kinds) for ev in batch[:i])


class CardList(shared.CardList):
    """The cards of an event (read-only): `cards.joined` as every game's, and `cards.joined_dat`
    (the German dative; the same words in the other languages)."""

    joined_dat: str


class Chronicle(shared.Chronicle):
    """Dumm gelaufen!'s memory of one match, for one narrator (tui.narration.Narrator). What
    carries over between batches (`_turn`) is the exchange under way: taking and giving are
    separate moves, told as one line."""

    EVENT_NAMES = EVENT_NAMES
    SEAT_FIELDS = _SEAT_FIELDS
    CARD_LIST = CardList

    def __init__(self, narrator) -> None:
        super().__init__(narrator, Memory(len(narrator.names)), Who)
        self.cards = [Card(c, self.lang) for c in range(DECK_SIZE)]
        self.murphies = [MurphyCard(m, self.lang) for m in range(len(MURPHY_CARDS))]
        # The wait a Murphy card just ended, for the words said about it right after (the
        # count itself starts again at once): None when the event was another one.
        self._ended_drought: int | None = None

    def _cards(self, ids: Iterable[int]) -> CardList:
        """Cards as templates see them: `joined` is "red 7 and yellow 4" in English, where a
        card's name stands alone, and with articles in Dutch and German, where it cannot
        ("de rode 7 en de gele 4", "die rote 7 und die gelbe 4"); `joined_dat` is the German
        dative ("mit der roten 7 und der gelben 4"), the same words elsewhere."""
        value = super()._cards(ids)
        assert isinstance(value, CardList)      # CARD_LIST made it
        if len(value) >= GROUPED and not any(c.is_action for c in value):
            value.joined = value.joined_dat = self._grouped(value)
            return value
        if self.lang in ("nl", "de"):
            value.joined = and_list([c.the for c in value], self.lang)
        value.joined_dat = and_list([c.the_dat for c in value], self.lang) \
            if self.lang == "de" else value.joined
        return value

    def _grouped(self, cards) -> str:
        """A long list by colour, values ascending: "red 2/7/10, yellow 2/7 and green 1"
        ("Rot 2/7/10, Gelb 2/7 und Grün 1"): a fulfilled hand of ten cards is read at a
        glance, and needs no article in any language."""
        parts = []
        for colour in ("red", "yellow", "green"):
            values = sorted(c.value for c in cards if c.colour == colour)
            if values:
                word = _COLOUR_NOUN.get(self.lang, _COLOUR_NOUN["en"])[colour]
                parts.append(f"{word} {'/'.join(map(str, values))}")
        return and_list(parts, self.lang)

    def visible(self, ev: Event) -> Event:
        """The event as the human may see it."""
        return E.visible_to(ev, self.human)

    def is_header(self, ev: Event) -> bool:
        """Whether the event opens a round (its line is not told again for a while)."""
        return isinstance(ev, E.RoundStarted)

    def family(self, ev: Event) -> str | None:
        """The card colour the line is coloured by, when the event is about one card."""
        card = getattr(ev, "card", None)
        return COLOUR_OF[card] if isinstance(card, int) else None

    # --- one event: what to say, and what to remember -------------------------------------

    def step(self, ev: Event, batch: Sequence[Event], i: int):
        """(template names to try, extra context, seats, banter request) or None for quiet."""
        self._ended_drought = None
        tell = _STEPS.get(type(ev))
        return tell(self, ev, batch, i) if tell is not None else self._plain(ev)

    def _plain(self, ev: Event):
        """The event's own template, about the seats it names."""
        return [self.kind(ev)], {}, self.seats_in(ev), None

    def _turn_ended(self, ev: E.TurnEnded, batch: Sequence[Event], i: int):
        """A turn's end is quiet; it is counted, and the turn's cards forgotten."""
        self.mem.turns += 1
        self.mem.since_fulfilled += 1
        self._turn = {}
        return None

    def _round_started(self, ev: E.RoundStarted, batch: Sequence[Event], i: int):
        """A new round, and who starts it."""
        self.mem.round = ev.round
        return [self.kind(ev)], {}, (ev.first,), None

    def _cards_taken(self, ev: E.CardsTaken, batch: Sequence[Event], i: int):
        """Cards taken open the turn's exchange; told now only when a red card or a swap
        follows (else with what is given back)."""
        seat = ev.seat
        self._turn = {"seat": seat, "source": ev.source, "count": ev.count,
                      "taken": list(ev.cards), "given": [], "red": False}
        if ev.source == "mac":
            self.mem.mac_trips[seat] += 1
        if not _later(batch, i, (E.RedStruck, E.ActionsSwapped)):
            return None      # told with what is given back
        return [self.kind(ev)], {}, (seat,), None

    def _red_struck(self, ev: E.RedStruck, batch: Sequence[Event], i: int):
        """A red card strikes: by its card, as match point when the seat had two Murphys."""
        mem, kind, seat, card = self.mem, self.kind(ev), ev.seat, ev.card
        self._turn["red"] = True
        mem.strikes[seat] += 1
        mem.last_red = card
        names = [f"{kind}/{self.cards[card].key}.j2"]
        if mem.fulfilled[seat] == 2:
            names.insert(0, f"{kind}/match_point.j2")
        return names + [kind], {}, (seat,), (seat, "hurt", None, kind)

    def _green_played(self, ev: E.GreenPlayed, batch: Sequence[Event], i: int):
        """A green card played, by its card; its gives are told together."""
        kind, seat = self.kind(ev), ev.seat
        self._turn = {"seat": seat, "green": True, "given": []}
        return [f"{kind}/{self.cards[ev.card].key}.j2", kind], {}, (seat,), \
            (seat, "gloat", None, kind)

    def _wronged(self, ev: E.HandsSwapped | E.CardStolen, batch: Sequence[Event], i: int):
        """Hands swapped or a card stolen: the target remembers who wronged them."""
        seat, target = ev.seat, ev.target
        self.mem.wronged_by[target] = seat
        return [self.kind(ev)], {}, (seat, target), (target, "hurt", seat, self.kind(ev))

    def _cards_passed(self, ev: E.CardsPassed, batch: Sequence[Event], i: int):
        """Cards passed round the table: the first pass is told (for everyone, when more
        follow); later ones only when the human receives cards."""
        seat, target = ev.seat, ev.target
        if _earlier(batch, i, (E.CardsPassed,)):
            return ([self.kind(ev)], {"again": True}, (seat, target), None) \
                if target == self.human and ev.cards else None
        return [self.kind(ev)], {"everyone": _later(batch, i, (E.CardsPassed,))}, \
            (seat, target), None

    def _card_handed(self, ev: E.CardHanded, batch: Sequence[Event], i: int):
        """A card handed to another player, who remembers it."""
        seat, target = ev.seat, ev.target
        self.mem.wronged_by[target] = seat
        return [self.kind(ev)], {"again": _earlier(batch, i, (E.CardHanded,))}, \
            (seat, target), None

    def _murphy_dealt(self, ev: E.MurphyReturned | E.MurphyDrawn, batch: Sequence[Event], i: int):
        """A Murphy card returned or drawn: after a fulfilled one (a new round's reshuffle)
        only the human's own draw is told; else told plainly."""
        if not _earlier(batch, i, (E.MurphyFulfilled,)):
            return self._plain(ev)
        # A new round's reshuffle: the fulfilled card's line said so; you hear yours.
        if isinstance(ev, E.MurphyDrawn) and ev.seat == self.human and ev.murphy is not None:
            return [self.kind(ev)], {}, (ev.seat,), None
        return None

    def _game_won(self, ev: E.GameWon, batch: Sequence[Event], i: int):
        """The match won (as "you" for the human)."""
        kind, seat = self.kind(ev), ev.seat
        names = [f"{kind}/you.j2"] if seat == self.human else []
        return names + [kind], {}, (seat,), (seat, "win", None, kind)

    def _given(self, ev: E.CardGiven, batch: Sequence[Event], i: int):
        """A card given: forced by a red card (told at once), else part of the exchange,
        told whole with its last card."""
        turn, kind = self._turn, self.kind(ev)
        if turn.get("red") or turn.get("seat") != ev.seat:
            return [f"{kind}/forced.j2", kind], {"forced": True}, (ev.seat,), None
        turn["given"].append(ev.card)
        if ev.to == 2:
            self.mem.mac_gift = ev.card
        more = any(isinstance(x, E.CardGiven) and x.seat == ev.seat for x in batch[i + 1:])
        if turn.get("green"):        # a green card's gives, told together
            return None if more else self._given_by_green(ev)
        if more or not _later(batch, i, (E.TurnEnded, E.MurphyFulfilled)):
            return None
        return self._exchange(ev)

    def _given_by_green(self, ev: E.CardGiven):
        """A green card's gives, told together with its last one."""
        turn = self._turn
        now = tuple(turn["given"][turn.get("told", 0):])
        turn["told"] = len(turn["given"])
        return [self.kind(ev)], {"by_green": True, "given": self._cards(now)}, (ev.seat,), None

    def _exchange(self, ev: E.CardGiven):
        """A turn's exchange, told whole: from Mac, and giving back cards just taken."""
        turn, kind = self._turn, self.kind(ev)
        names = []
        if turn["source"] == "mac":
            names.append(f"{kind}/mac.j2")
        if set(turn["given"]) & set(turn["taken"]):
            names.append(f"{kind}/back.j2")
        return names + [kind], {"exchange": True}, (ev.seat,), None

    def _fulfilled(self, ev: E.MurphyFulfilled, batch: Sequence[Event], i: int):
        """A Murphy card fulfilled: the winning third, the match's first, a comeback, a
        match point; the drought it ends is remembered."""
        mem, kind, seat, n = self.mem, self.kind(ev), ev.seat, ev.fulfilled
        names = []
        if n >= 3:                      # the third: the match is won, nobody starts over
            names.append("won")
        elif mem.first_fulfiller is None:
            mem.first_fulfiller = seat
            names.append("first")
        elif n < max(mem.fulfilled):
            names.append("comeback")
        if n == 2:
            names.append("match_point")
        extra = {"drought": mem.since_fulfilled}
        self._ended_drought = mem.since_fulfilled
        mem.fulfilled[seat] = n
        mem.last_murphy = ev.murphy
        mem.since_fulfilled = 0
        return [f"{kind}/{x}.j2" for x in names] + [kind], extra, (seat,), \
            (seat, "gloat", None, kind)

    # --- rendering ----------------------------------------------------------------------------

    def context(self, ev: Event, extra: dict) -> dict:
        """What a template sees for one event."""
        ctx = dict(self.narrator._base)
        mem = self.mem
        for f in event_fields(ev):
            ctx[f] = self._field_value(f, getattr(ev, f))
        self._exchange_context(ev, ctx)
        ctx["round"], ctx["turns"] = mem.round, mem.turns
        ctx["drought"] = mem.since_fulfilled
        ctx.update(self._standing())
        ctx.update(self.said())
        for flag in ("forced", "by_green", "exchange", "everyone", "again"):
            ctx[flag] = False
        ctx.update(extra)
        return ctx

    def _field_value(self, f: str, value):
        """One field of an event as a template reads it: a seat as its player, a card as its
        words, a Murphy card as its words, several cards as a list."""
        if value is None and (f in _SEAT_FIELDS or f in _CARD_FIELDS or f == "murphy"):
            return None
        if f in _SEAT_FIELDS:
            return self.who[value]
        if f in _CARD_FIELDS:
            return self.cards[value]
        if f == "murphy":
            return self.murphies[value]
        if f == "cards" and isinstance(value, tuple):
            return self._cards(value)
        return value

    def _exchange_context(self, ev: Event, ctx: dict) -> None:
        """The turn's exchange so far: where the cards came from, those taken, those given,
        and of those given, the ones given back and the others."""
        turn = self._turn
        ctx["source"] = turn.get("source", getattr(ev, "source", None))
        ctx["taken"] = self._cards(tuple(turn.get("taken", ())))
        ctx["took"] = turn.get("count", 0)
        given, taken = tuple(turn.get("given", ())), set(turn.get("taken", ()))
        ctx["given"] = self._cards(given)
        # An exchange that gave back cards just taken: those, and the others given with them.
        ctx["returned"] = self._cards(tuple(c for c in given if c in taken))
        ctx["also"] = self._cards(tuple(c for c in given if c not in taken))

    def banter_context(self) -> dict:
        """What the personas' table talk knows of the match (besides `me` and `other`): the
        leader, the most cursed seat, the red card that struck last, the Murphy card fulfilled
        last, the card given to Mac last, the turns since a Murphy card was fulfilled (about a
        Murphy card just fulfilled: the turns it took)."""
        mem = self.mem
        return {
            **self._standing(),
            "red": self.cards[mem.last_red] if mem.last_red is not None else None,
            "murphy": self.murphies[mem.last_murphy] if mem.last_murphy is not None else None,
            "mac_gift": self.cards[mem.mac_gift] if mem.mac_gift is not None else None,
            "drought": mem.since_fulfilled if self._ended_drought is None
            else self._ended_drought, "turns": mem.turns,
        }

    def _standing(self) -> dict:
        """The seat with the most fulfilled Murphy cards and the one most struck by red cards."""
        mem = self.mem
        best = max(mem.fulfilled) if mem.fulfilled else 0
        scorers = [w for w in self.who if mem.fulfilled[w.seat]]
        return {"leader": next((w for w in self.who if best and mem.fulfilled[w.seat] == best),
                               None),
                # the leader is the only seat with a fulfilled card / ahead of every other one
                "alone": len(scorers) == 1,
                "ahead": best > 0 and sum(f == best for f in mem.fulfilled) == 1,
                "cursed": max(self.who, key=lambda w: mem.strikes[w.seat])
                if any(mem.strikes) else None}


trust(types=(Who, Card, MurphyCard), callers=(Who, Card))
prints_short(Who, Card, MurphyCard, CardList)

# How `Chronicle.step` tells each kind of event; any other kind gets its plain template.
_STEPS: dict[type, Callable[..., Any]] = {
    E.TurnEnded: Chronicle._turn_ended, E.RoundStarted: Chronicle._round_started,
    E.CardsTaken: Chronicle._cards_taken, E.CardGiven: Chronicle._given,
    E.RedStruck: Chronicle._red_struck, E.GreenPlayed: Chronicle._green_played,
    E.HandsSwapped: Chronicle._wronged, E.CardStolen: Chronicle._wronged,
    E.CardsPassed: Chronicle._cards_passed, E.CardHanded: Chronicle._card_handed,
    E.MurphyReturned: Chronicle._murphy_dealt, E.MurphyDrawn: Chronicle._murphy_dealt,
    E.MurphyFulfilled: Chronicle._fulfilled, E.GameWon: Chronicle._game_won,
}
