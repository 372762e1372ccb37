"""Dig Your Way Out's chronicle: what the narrator remembers of a prison match (tunnel points,
beatings, fights won and lost, who roughed up whom, where everyone stands, the roll and the fight
under way) and which templates an event tries, most specific first (`dug/first.j2` before
`dug.j2`). The machinery that speaks the lines is tui.narration; this module knows the yard."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import fields

from engine.core.cast import PERSONA_BY_KEY
from engine.dig_your_way_out import events as E
from engine.dig_your_way_out.data import (
    DECK_SIZE,
    GANG_KEYS,
    KIND_OF,
    MICHEL_START,
    PASTS,
    gang_of,
)
from engine.dig_your_way_out.events import EVENT_TYPES, Event, event_name
from tui.narration.environment import and_list, trust
from tui.narration.grammar import Seat
from tui.template_sandbox import prints_short

EVENT_NAMES: dict[type, str] = {t: re.sub(r"(?<!^)(?=[A-Z])", "_", t.__name__).lower()
                                for t in EVENT_TYPES}
KINDS = frozenset(EVENT_NAMES.values())      # the event kinds a template may be named after
_SEAT_FIELDS = frozenset({"seat", "target", "first", "by", "to", "origin", "winner", "loser"})
# Fields that are seats in one event and places in another.
_PLACE_EVENTS = (E.Moved, E.MichelMoved, E.Searched, E.CardPlayed)
# The specific templates `step` may try, per event kind (folder/<name>.j2); `templates check`
# flags any other name, since it would never be picked.
SPECIFIC: dict[str, frozenset[str]] = {
    "dug": frozenset({"first", "shovel", "close"}),
    "fight_won": frozenset({"michel", "revenge"}),
    "game_won": frozenset({"you"}),
    "banter": frozenset(PERSONA_BY_KEY),
}
QUIET = frozenset({"turn_ended", "die_rolled", "searched"})


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
    cafeteria"), `place.to` ("to the cafeteria"), `place.key` ("cafeteria")."""

    __slots__ = ("id", "key", "name", "in_", "to")

    def __init__(self, place: int, lang: str) -> None:
        self.id = place
        self.key = ("cells", "cafeteria", "recreation", "infirmary", "showers", "solitary")[place]
        self.name, self.in_, self.to = PLACE_WORDS[lang if lang in PLACE_WORDS else "en"][place]

    def __str__(self) -> str:
        return self.name


class Named:
    """A gang or a criminal past as templates see it: `{{ gang }}` its name, `.the`, `.key`."""

    __slots__ = ("key", "name", "the")

    def __init__(self, key: str, name: str, the: str) -> None:
        self.key, self.name, self.the = key, name, the

    def __str__(self) -> str:
        return self.name


class Who(Seat):
    """A seat as templates see it, with what the match did to it: `{{ seat.points }}`,
    `seat.beatings`, `seat.wins`, `seat.losses`, `seat.grudge`, `seat.place`, `seat.close`."""

    __slots__ = ("_mem",)

    def __init__(self, seat: int, name: str, you: bool, persona: str | None, lang: str,
                 mem: Memory) -> None:
        super().__init__(seat, name, you, persona, lang)
        self._mem = mem

    @property
    def points(self) -> int:
        """Tunnel points dug so far."""
        return self._mem.points[self.seat]

    @property
    def close(self) -> bool:
        """Whether this seat is within one shovel (5 points) of getting out."""
        return self._mem.target - self._mem.points[self.seat] <= 5

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


class Memory:
    """What the narrator remembers of the match, for templates and for snapshots."""

    def __init__(self, players: int) -> None:
        n = players
        self.points = [0] * n
        self.beatings = [0] * n
        self.wins = [0] * n
        self.losses = [0] * n
        self.grudge: list[int | None] = [None] * n
        self.location = [0] * n
        self.target = 12
        self.first_seat = 0
        self.first_digger: int | None = None
        self.turns = 0
        self.round = 0
        self.michel_wins = 0
        self.last_insult = ""
        self.last_insult_by: int | None = None
        self.headers: list[str] = []
        self.who: list[Who] = []
        self.places: list[Place] = []

    STATE = ("points", "beatings", "wins", "losses", "grudge", "location", "target",
             "first_seat", "first_digger", "turns", "round", "michel_wins", "last_insult",
             "last_insult_by", "headers")

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.STATE}

    def load(self, data: dict) -> None:
        for k in self.STATE:
            if k in data:
                setattr(self, k, data[k])


def _earlier(batch: Sequence[Event], i: int, kinds: tuple[type, ...]) -> bool:
    return any(isinstance(ev, kinds) for ev in batch[:i])


class Chronicle:
    """Dig Your Way Out's memory of one match, for one narrator (tui.narration.Narrator)."""

    def __init__(self, narrator) -> None:
        self.narrator, self.human = narrator, narrator.human
        lang = self.lang = narrator.lang
        self.mem = Memory(len(narrator.names))
        self.who = [Who(s, name, s == narrator.human, p.key if p else None, lang, self.mem)
                    for s, (name, p) in enumerate(zip(narrator.names, narrator.personas,
                                                      strict=False))]
        self.mem.who = self.who
        self.mem.places = self.places = [Place(p, lang) for p in range(6)]
        self.hidden = Card(-1, lang)
        self.cards = [Card(c, lang) for c in range(DECK_SIZE)]
        gangs = GANG_WORDS[lang if lang in GANG_WORDS else "en"]
        self.gangs = [Named(k, *gangs[g]) for g, k in enumerate(GANG_KEYS)]
        pasts = PAST_WORDS[lang if lang in PAST_WORDS else "en"]
        self.pasts = [Named(p.key, *pasts[p.key]) for p in PASTS]
        # Carried between batches: the last roll (told with the move) and the fight under way.
        self._turn: dict = {}

    @property
    def rng(self):
        """The narrator's own dice."""
        return self.narrator.rng

    def visible(self, ev: Event) -> Event:
        """The event as the human may see it."""
        return E.visible_to(ev, self.human)

    def kind(self, ev: Event) -> str:
        return EVENT_NAMES.get(type(ev)) or event_name(ev)

    def is_header(self, ev: Event) -> bool:
        """Rounds are told with their number, so no line is held back for a while."""
        return False

    def family(self, ev: Event) -> str | None:
        """The card group the line is coloured by, when the event is about one card."""
        card = getattr(ev, "card", None)
        return KIND_OF[card].group if isinstance(card, int) and card >= 0 else None

    def pending(self) -> dict:
        """The roll and the fight under way, for the snapshot."""
        return dict(self._turn)

    def restore_pending(self, data: dict) -> None:
        self._turn = dict(data)

    # --- one event: what to say, and what to remember -------------------------------------

    def step(self, ev: Event, batch: Sequence[Event], i: int):
        """(template names to try, extra context, seats, banter request) or None for quiet."""
        mem, kind, turn = self.mem, self.kind(ev), self._turn
        match ev:
            case E.GameStarted(first=first, target=target):
                mem.first_seat, mem.target, mem.round = first, target, 1
                mem.location = [0] * len(self.who)
                return [kind], {"players": len(self.who)}, (first,), None
            case E.TurnStarted(seat=seat):
                mem.turns += 1
                if seat != mem.first_seat or _earlier(batch, i, (E.GameStarted,)):
                    return None
                mem.round += 1
                return [kind], {}, (seat,), None
            case E.TurnEnded():
                turn.pop("roll", None)
                return None
            case E.DieRolled(seat=seat, roll=roll):
                turn["roll"] = roll
                return None
            case E.Searched():
                return None if any(isinstance(x, E.CardsDrawn) for x in batch[i + 1:]) \
                    else ([kind], {}, (ev.seat,), None)
            case E.Moved(seat=seat, place=place):
                mem.location[seat] = place
                extra = {"roll": turn.pop("roll", 0) if ev.how == "roll" else 0}
                return [kind], extra, (seat,), None
            case E.MichelMoved(by=by):
                return [kind], {"roll": turn.pop("roll", 0)}, (by,), None
            case E.ExtortionStarted(seat=seat, target=target, tool=tool):
                turn["fight"] = {"attacker": seat, "defender": target, "tool": tool, "laid": 0}
                return [kind], {}, (seat, target), None
            case E.WeaponLaid(seat=seat):
                fight = turn.setdefault("fight", {"attacker": -1, "defender": seat, "tool": -1,
                                                  "laid": 0})
                fight["laid"] += 1
                return [kind], {"laid": fight["laid"]}, (seat,), None
            case E.ToolGiven(seat=seat, to=to):
                turn.pop("fight", None)
                return [kind], {}, (seat,) + ((to,) if to >= 0 else ()), (seat, "hurt",
                                                                         to if to >= 0 else None,
                                                                         kind)
            case E.FightWon(winner=winner, loser=loser):
                return self._fight_won(ev, batch, i, kind, winner, loser)
            case E.BeatingTaken(seat=seat, beatings=n):
                mem.beatings[seat] = n
                if any(isinstance(x, E.FightWon) and x.loser == seat for x in batch[:i]):
                    return None         # the fight's line said so
                return [kind], {}, (seat,), None
            case E.Healed(seat=seat, beatings=n):
                mem.beatings[seat] = n
            case E.Dug(seat=seat, card=card, total=total):
                return self._dug(kind, seat, card, total)
            case E.TunnelCollapsed(seat=seat, total=total):
                mem.points[seat] = total
                return [kind], {}, (seat,), (seat, "hurt", None, kind)
            case E.SentToSolitary(seat=seat, by=by):
                mem.location[seat] = 5
                return [kind], {}, (seat, by), (seat, "hurt", by, kind)
            case E.GameWon(winners=winners, points=points):
                mem.points = list(points)
                win = winners[0] if winners else None
                names = [f"{kind}/you.j2"] if self.human in winners else []
                return names + [kind], {"winner": self.who[win] if win is not None else None,
                                        "winners": tuple(self.who[w] for w in winners)}, \
                    tuple(winners), (win, "win", None, kind)
        seats = tuple(getattr(ev, f) for f in _fields_of(ev)
                      if f in _SEAT_FIELDS and not isinstance(ev, _PLACE_EVENTS)
                      and isinstance(getattr(ev, f), int) and getattr(ev, f) >= 0)
        return [kind], {}, seats, None

    def _fight_won(self, ev: E.FightWon, batch: Sequence[Event], i: int, kind: str,
                   winner: int, loser: int):
        """A fight decided: who won, the beating it cost (told here), grudges remembered."""
        mem = self.mem
        fight = self._turn.pop("fight", None) or {}
        beaten = next((x.beatings for x in batch[i + 1:]
                       if isinstance(x, E.BeatingTaken) and x.seat == loser), 0)
        extra = {"beatings": beaten, "laid": fight.get("laid", 0),
                 "started": fight.get("attacker") == winner}
        if winner < 0 or loser < 0:
            mem.michel_wins += winner < 0
            seat = loser if winner < 0 else winner
            if winner >= 0:
                mem.wins[winner] += 1
            else:
                mem.losses[loser] += 1
            return [f"{kind}/michel.j2", kind], extra, (seat,), \
                (seat, "hurt" if winner < 0 else "gloat", None, kind)
        names = [f"{kind}/revenge.j2"] if mem.grudge[winner] == loser else []
        mem.wins[winner] += 1
        mem.losses[loser] += 1
        mem.grudge[loser] = winner
        return names + [kind], extra, (winner, loser), (winner, "gloat", loser, kind) \
            if self.rng.random() < 0.5 else (loser, "hurt", winner, kind)

    def _dug(self, kind: str, seat: int, card: int, total: int):
        mem = self.mem
        names = []
        if mem.first_digger is None:
            mem.first_digger = seat
            names.append("first")
        if mem.target - total <= 5 < mem.target - mem.points[seat]:
            names.append("close")
        if self.cards[card].key == "shovel":
            names.append("shovel")
        mem.points[seat] = total
        return [f"{kind}/{x}.j2" for x in names] + [kind], {}, (seat,), \
            (seat, "gloat", None, kind)

    # --- rendering ----------------------------------------------------------------------------

    def context(self, ev: Event, extra: dict) -> dict:
        """What a template sees for one event."""
        ctx = dict(self.narrator._base)
        mem = self.mem
        place_event = isinstance(ev, _PLACE_EVENTS)
        for f in _fields_of(ev):
            value = getattr(ev, f)
            if isinstance(ev, E.GameStarted) and f == "target":
                continue                      # points to win: `goal`, as everywhere
            if f in ("place", "origin") and place_event:
                value = self.places[value] if isinstance(value, int) and value >= 0 else None
            elif f in _SEAT_FIELDS:
                value = self.who[value] if isinstance(value, int) and value >= 0 else None
            elif f == "card":
                value = self._card(value)
            elif f in ("left_card", "gang_card"):
                value = self.gangs[gang_of(value)] if value >= 0 else None
            elif f == "tool":
                value = self._card(_TOOL_CARD[value]) if value >= 0 else None
            elif f == "weapon":
                value = self._card(value) if value >= 0 else None
            elif f == "past":
                value = self.pasts[value]
            elif f == "cards" and isinstance(value, tuple):
                value = self._cards(value)
            ctx[f] = value
        if isinstance(ev, E.GangJoined):
            ctx["gang"], ctx["left"] = ctx.pop("gang_card"), ctx.pop("left_card")
        seat = getattr(ev, "seat", None)
        if isinstance(ev, E.CardsDrawn) and isinstance(seat, int):
            ctx["place"] = self.who[seat].place
        ctx["round"], ctx["turns"], ctx["goal"] = mem.round, mem.turns, mem.target
        ctx["michel_at"] = self.places[MICHEL_START]
        best = max(mem.points) if mem.points else 0
        ctx["leader"] = next((w for w in self.who if best and mem.points[w.seat] == best), None)
        ctx["bruiser"] = max(self.who, key=lambda w: mem.wins[w.seat]) if any(mem.wins) else None
        ctx["last_insult"] = mem.last_insult
        ctx["last_insult_by"] = self.who[mem.last_insult_by] \
            if mem.last_insult_by is not None else None
        ctx.update(roll=0, laid=0, beatings=ctx.get("beatings", 0), started=False, players=0)
        ctx.update(extra)
        return ctx

    def _card(self, card: int) -> Card:
        return self.cards[card] if isinstance(card, int) and card >= 0 else self.hidden

    def _cards(self, ids: tuple[int, ...]) -> CardList:
        value = CardList(self._card(c) for c in ids)
        value.joined = and_list([c.a_acc for c in value], self.lang)
        value.joined_dat = and_list([c.a_dat for c in value], self.lang)
        return value

    def banter_context(self) -> dict:
        """What the personas' table talk knows of the yard besides `me` and `other`."""
        mem, best = self.mem, max(self.mem.points, default=0)
        return {"leader": next((w for w in self.who if best and mem.points[w.seat] == best), None),
                "bruiser": max(self.who, key=lambda w: mem.wins[w.seat]) if any(mem.wins)
                else None, "goal": mem.target}


_TOOL_CARD = tuple(next(c for c, k in enumerate(KIND_OF) if k.key == key)
                   for key in ("spoon", "knife", "pickaxe", "shovel"))
_FIELDS: dict[type, tuple[str, ...]] = {t: tuple(f.name for f in fields(t)) for t in EVENT_TYPES}


def _fields_of(ev: Event) -> tuple[str, ...]:
    """An event's field names (also for event kinds newer than this module)."""
    names = _FIELDS.get(type(ev))
    if names is None:
        names = _FIELDS[type(ev)] = tuple(f.name for f in fields(ev))
    return names


trust(types=(Who, Card, Place, Named), callers=(Who, Card))
prints_short(Who, Card, CardList, Place, Named)


# --- the yard in three languages -----------------------------------------------------------------
# Card names: (name, article) — Dutch "de"/"het", German gender "m"/"f"/"n"/"p"l; "" is a card
# the narrator may not see.
CARD_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {"": ("card", ""), "bandana": ("bandana", ""), "cap": ("cap", ""),
           "gold_chain": ("gold chain", ""), "sunglasses": ("pair of shades", ""),
           "rosary": ("rosary", ""), "gloves": ("pair of leather gloves", ""),
           "razor": ("razor blade", ""), "shard": ("glass shard", ""),
           "screwdriver": ("screwdriver", ""), "toothbrush": ("sharpened toothbrush", ""),
           "broom": ("broom handle", ""), "tape": ("roll of duct tape", ""),
           "iron_bar": ("iron bar", ""), "plate": ("metal plate", ""),
           "screws": ("bag of screws", ""), "file": ("file", ""), "chocolate": ("chocolate bar", ""),
           "magazine": ("magazine", ""), "carton": ("carton of cigarettes", ""),
           "watch": ("gold watch", ""), "phone": ("smuggled phone", ""),
           "bribe": ("Bribe a Guard", ""), "snitch": ("Snitch", ""), "lockdown": ("Lockdown", ""),
           "shakedown": ("Shakedown", ""), "stash": ("Hidden Stash", ""),
           "cell_search": ("Cell Search", ""), "distraction": ("Distraction", ""),
           "favour": ("Trade Favour", ""), "contraband": ("Contraband", ""),
           "painkillers": ("Painkillers", ""), "backup": ("Backup", ""),
           "spoon": ("spoon", ""), "knife": ("knife", ""), "pickaxe": ("pickaxe", ""),
           "shovel": ("shovel", "")},
    "nl": {"": ("kaart", "de"), "bandana": ("bandana", "de"), "cap": ("pet", "de"),
           "gold_chain": ("gouden ketting", "de"), "sunglasses": ("zonnebril", "de"),
           "rosary": ("rozenkrans", "de"), "gloves": ("paar leren handschoenen", "het"),
           "razor": ("scheermesje", "het"), "shard": ("glasscherf", "de"),
           "screwdriver": ("schroevendraaier", "de"),
           "toothbrush": ("geslepen tandenborstel", "de"), "broom": ("bezemsteel", "de"),
           "tape": ("rol tape", "de"), "iron_bar": ("ijzeren staaf", "de"),
           "plate": ("metalen plaat", "de"), "screws": ("zakje schroeven", "het"),
           "file": ("vijl", "de"), "chocolate": ("reep chocola", "de"),
           "magazine": ("tijdschrift", "het"), "carton": ("slof sigaretten", "de"),
           "watch": ("gouden horloge", "het"), "phone": ("gesmokkeld mobieltje", "het"),
           "bribe": ("Omkoping", "de"), "snitch": ("Verklikker", "de"),
           "lockdown": ("Celslot", "het"), "shakedown": ("Fouillering", "de"),
           "stash": ("Geheime Voorraad", "de"), "cell_search": ("Celinspectie", "de"),
           "distraction": ("Afleiding", "de"), "favour": ("Wederdienst", "de"),
           "contraband": ("Smokkelwaar", "de"), "painkillers": ("Pijnstillers", "de"),
           "backup": ("Rugdekking", "de"), "spoon": ("lepel", "de"), "knife": ("mes", "het"),
           "pickaxe": ("houweel", "het"), "shovel": ("schep", "de")},
    "de": {"": ("Karte", "f"), "bandana": ("Bandana", "n"), "cap": ("Kappe", "f"),
           "gold_chain": ("Goldkette", "f"), "sunglasses": ("Sonnenbrille", "f"),
           "rosary": ("Rosenkranz", "m"), "gloves": ("Paar Lederhandschuhe", "n"),
           "razor": ("Rasierklinge", "f"), "shard": ("Glasscherbe", "f"),
           "screwdriver": ("Schraubenzieher", "m"), "toothbrush": ("Zahnbürstenmesser", "n"),
           "broom": ("Besenstiel", "m"), "tape": ("Panzerband", "n"),
           "iron_bar": ("Eisenstange", "f"), "plate": ("Blechplatte", "f"),
           "screws": ("Tütchen Schrauben", "n"), "file": ("Feile", "f"),
           "chocolate": ("Tafel Schokolade", "f"), "magazine": ("Heftchen", "n"),
           "carton": ("Stange Zigaretten", "f"), "watch": ("Golduhr", "f"),
           "phone": ("Schmuggelhandy", "n"), "bribe": ("Bestechung", "f"),
           "snitch": ("Petze", "f"), "lockdown": ("Einschluss", "m"),
           "shakedown": ("Filzung", "f"), "stash": ("Geheimversteck", "n"),
           "cell_search": ("Zellenrazzia", "f"), "distraction": ("Ablenkung", "f"),
           "favour": ("Gefallen", "m"), "contraband": ("Schmuggelware", "f"),
           "painkillers": ("Schmerzmittel", "n"), "backup": ("Rückendeckung", "f"),
           "spoon": ("Löffel", "m"), "knife": ("Messer", "n"), "pickaxe": ("Spitzhacke", "f"),
           "shovel": ("Schaufel", "f")},
}
_GERMAN = {"m": ("der", "den", "dem", "ein", "einen", "einem"),
           "f": ("die", "die", "der", "eine", "eine", "einer"),
           "n": ("das", "das", "dem", "ein", "ein", "einem")}


def german_articles(gender: str) -> tuple[str, ...]:
    """The German articles of a gender: nominative, accusative, dative; definite, indefinite."""
    return _GERMAN.get(gender, _GERMAN["f"])


# Places: (name, "in" it, "to" it), by location id.
PLACE_WORDS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "en": (("the cells", "in the cells", "to the cells"),
           ("the cafeteria", "in the cafeteria", "to the cafeteria"),
           ("the rec room", "in the rec room", "to the rec room"),
           ("the infirmary", "in the infirmary", "to the infirmary"),
           ("the showers", "in the showers", "to the showers"),
           ("solitary", "in solitary", "to solitary")),
    "nl": (("de cellen", "in de cellen", "naar de cellen"),
           ("de kantine", "in de kantine", "naar de kantine"),
           ("de recreatiezaal", "in de recreatiezaal", "naar de recreatiezaal"),
           ("de ziekenboeg", "in de ziekenboeg", "naar de ziekenboeg"),
           ("de douches", "onder de douches", "naar de douches"),
           ("de isoleercel", "in de isoleercel", "naar de isoleercel")),
    "de": (("die Zellen", "in den Zellen", "in die Zellen"),
           ("die Kantine", "in der Kantine", "in die Kantine"),
           ("der Aufenthaltsraum", "im Aufenthaltsraum", "in den Aufenthaltsraum"),
           ("die Krankenstation", "auf der Krankenstation", "auf die Krankenstation"),
           ("die Duschen", "in den Duschen", "in die Duschen"),
           ("die Einzelhaft", "in Einzelhaft", "in Einzelhaft")),
}
# Gangs: (name, with its article), in GANG_KEYS order.
GANG_WORDS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("Crew", "the Crew"), ("Cartel", "the Cartel"), ("Bikers", "the Bikers"),
           ("Bratva", "the Bratva"), ("Triad", "the Triad"), ("Queers", "the Queers")),
    "nl": (("Crew", "de Crew"), ("Kartel", "het Kartel"), ("Bikers", "de Bikers"),
           ("Bratva", "de Bratva"), ("Triade", "de Triade"), ("Queers", "de Queers")),
    "de": (("Crew", "die Crew"), ("Kartell", "das Kartell"), ("Biker", "die Biker"),
           ("Bratwa", "die Bratwa"), ("Triade", "die Triade"), ("Queers", "die Queers")),
}
# Criminal pasts: key -> (name, with its article).
PAST_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    lang: {key: (name, f"{the} {name}" if the else name) for key, (name, the) in table.items()}
    for lang, table in {
        "en": {"pickpocket": ("Pickpocket", "a"), "loan_shark": ("Loan Shark", "a"),
               "bruiser": ("Bruiser", "a"), "smuggler": ("Smuggler", "a"),
               "dealer": ("Dealer", "a"), "launderer": ("Money Launderer", "a"),
               "hit_and_run": ("Hit-and-Run Driver", "a"), "hell_raiser": ("Hell Raiser", "a"),
               "street_racer": ("Street Racer", "a"), "enforcer": ("Enforcer", "an"),
               "arms_dealer": ("Arms Dealer", "an"), "vor": ("Vor v Zakone", "a"),
               "forger": ("Forger", "a"), "snakehead": ("Snakehead", "a"),
               "accountant": ("Accountant", "an"), "escape_artist": ("Escape Artist", "an"),
               "nurse": ("Nurse", "a"), "drama_queen": ("Drama Queen", "a")},
        "nl": {"pickpocket": ("Zakkenroller", "een"), "loan_shark": ("Woekeraar", "een"),
               "bruiser": ("Knokker", "een"), "smuggler": ("Smokkelaar", "een"),
               "dealer": ("Dealer", "een"), "launderer": ("Witwasser", "een"),
               "hit_and_run": ("Doorrijder", "een"), "hell_raiser": ("Herrieschopper", "een"),
               "street_racer": ("Straatracer", "een"), "enforcer": ("Uitsmijter", "een"),
               "arms_dealer": ("Wapenhandelaar", "een"), "vor": ("Vor v Zakone", "een"),
               "forger": ("Vervalser", "een"), "snakehead": ("Mensensmokkelaar", "een"),
               "accountant": ("Boekhouder", "een"),
               "escape_artist": ("Ontsnappingskunstenaar", "een"),
               "nurse": ("Verpleger", "een"), "drama_queen": ("Dramakoningin", "een")},
        "de": {"pickpocket": ("Taschendieb", "ein"), "loan_shark": ("Kredithai", "ein"),
               "bruiser": ("Schläger", "ein"), "smuggler": ("Schmuggler", "ein"),
               "dealer": ("Dealer", "ein"), "launderer": ("Geldwäscher", "ein"),
               "hit_and_run": ("Fahrerflüchtiger", "ein"),
               "hell_raiser": ("Krawallmacher", "ein"), "street_racer": ("Straßenraser", "ein"),
               "enforcer": ("Vollstrecker", "ein"), "arms_dealer": ("Waffenhändler", "ein"),
               "vor": ("Vor v Zakone", "ein"), "forger": ("Fälscher", "ein"),
               "snakehead": ("Schleuser", "ein"), "accountant": ("Buchhalter", "ein"),
               "escape_artist": ("Ausbrecherkönig", "ein"), "nurse": ("Krankenpfleger", "ein"),
               "drama_queen": ("Dramaqueen", "eine")},
    }.items()
}
