"""Dig Your Way Out's chronicle: what the narrator remembers of a prison match (tunnel points,
beatings, fights won and lost, who roughed up whom, where everyone stands, the roll and the fight
under way) and which templates an event tries, most specific first (`dug/first.j2` before
`dug.j2`). The machinery that speaks the lines is tui.narration; this module knows the yard."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import fields
from typing import Any

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import (
    CELLS,
    DECK_SIZE,
    GANG_KEYS,
    KIND_OF,
    LOCATION_KEYS,
    MICHEL_START,
    PASTS,
    gang_of,
)
from gameshelf.engine.dig_your_way_out.events import EVENT_TYPES, Event, event_name
from gameshelf.engine.dig_your_way_out.piles import michel_knife
from gameshelf.engine.dig_your_way_out.sides import start_places
from gameshelf.tui.games.dig_your_way_out.yard import Card, CardList, Memory, Named, Place, Who
from gameshelf.tui.games.dig_your_way_out.yard_words import GANG_WORDS, PAST_WORDS
from gameshelf.tui.narration.environment import and_list

EVENT_NAMES: dict[type, str] = {t: re.sub(r"(?<!^)(?=[A-Z])", "_", t.__name__).lower()
                                for t in EVENT_TYPES}
KINDS = frozenset(EVENT_NAMES.values())      # the event kinds a template may be named after
_SEAT_FIELDS = frozenset({"seat", "target", "first", "by", "to", "origin", "winner", "loser",
                          "partner"})
# Fields that are seats in one event and places in another.
_PLACE_EVENTS = (E.Moved, E.MichelMoved, E.Searched, E.CardPlayed)
# The specific templates `step` may try, per event kind (folder/<name>.j2); `templates check`
# flags any other name, since it would never be picked.
SPECIFIC: dict[str, frozenset[str]] = {
    "dug": frozenset({"first", "shovel", "close"}),
    "fight_won": frozenset({"michel", "revenge"}),
    "game_won": frozenset({"you", "team"}),
    "banter": frozenset(PERSONA_BY_KEY),
}
QUIET = frozenset({"turn_ended", "die_rolled", "searched"})


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
        self.mem.places = self.places = [Place(p, lang) for p in range(len(LOCATION_KEYS))]
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
        if isinstance(ev, E.MichelCardDrawn):
            return None                   # a card of Michel(le)'s own deck, not the search deck
        return KIND_OF[card].group if isinstance(card, int) and card >= 0 else None

    def pending(self) -> dict:
        """The roll and the fight under way, for the snapshot."""
        return dict(self._turn)

    def restore_pending(self, data: dict) -> None:
        self._turn = dict(data)

    # --- one event: what to say, and what to remember -------------------------------------

    def step(self, ev: Event, batch: Sequence[Event], i: int):
        """(template names to try, extra context, seats, banter request) or None for quiet."""
        tell = _STEPS.get(type(ev))
        return tell(self, ev, batch, i) if tell is not None else self._plain(ev)

    def _plain(self, ev: Event):
        """The event's own template, about the seats it names (places are not seats)."""
        seats = tuple(getattr(ev, f) for f in _fields_of(ev)
                      if f in _SEAT_FIELDS and not isinstance(ev, _PLACE_EVENTS)
                      and isinstance(getattr(ev, f), int) and getattr(ev, f) >= 0)
        return [self.kind(ev)], {}, seats, None

    def _game_started(self, ev: E.GameStarted, batch: Sequence[Event], i: int):
        """The match opens: who starts, the points to win, everyone in their start place."""
        mem = self.mem
        mem.first_seat, mem.target, mem.round, mem.team = ev.first, ev.target, 1, ev.team
        self.places[CELLS] = Place(CELLS, self.lang, ev.team)
        mem.location = start_places(ev.team, len(self.who))
        return [self.kind(ev)], {"players": len(self.who)}, (ev.first,), None

    def _turn_started(self, ev: E.TurnStarted, batch: Sequence[Event], i: int):
        """Turns are counted; a new round (the first seat's turn) is told, but not the first."""
        mem = self.mem
        mem.turns += 1
        if ev.seat != mem.first_seat or _earlier(batch, i, (E.GameStarted,)):
            return None
        mem.round += 1
        return [self.kind(ev)], {}, (ev.seat,), None

    def _turn_ended(self, ev: E.TurnEnded, batch: Sequence[Event], i: int):
        """A turn's end is quiet; its roll is forgotten."""
        self._turn.pop("roll", None)
        return None

    def _die_rolled(self, ev: E.DieRolled, batch: Sequence[Event], i: int):
        """A roll is quiet: the move it makes tells it."""
        self._turn["roll"] = ev.roll
        return None

    def _searched(self, ev: E.Searched, batch: Sequence[Event], i: int):
        """A search is told by its draw, or, when it found nothing, by its own line."""
        # The engine always sends the draw, with no cards when both piles are empty:
        # then the search's own line says it found nothing.
        return None if any(isinstance(x, E.CardsDrawn) and x.count
                           for x in batch[i + 1:]) else ([self.kind(ev)], {}, (ev.seat,), None)

    def _cards_drawn(self, ev: E.CardsDrawn, batch: Sequence[Event], i: int):
        """A draw of nothing is quiet (a search says so); any other is told plainly."""
        return None if ev.count == 0 else self._plain(ev)

    def _moved(self, ev: E.Moved, batch: Sequence[Event], i: int):
        """A move, with the roll that made it."""
        self.mem.location[ev.seat] = ev.place
        extra = {"roll": self._turn.pop("roll", 0) if ev.how == "roll" else 0}
        return [self.kind(ev)], extra, (ev.seat,), None

    def _michel_moved(self, ev: E.MichelMoved, batch: Sequence[Event], i: int):
        """The guard's walk, with the roll that moved her."""
        return [self.kind(ev)], {"roll": self._turn.pop("roll", 0)}, (ev.by,), None

    def _extortion_started(self, ev: E.ExtortionStarted, batch: Sequence[Event], i: int):
        """An extortion opens a fight, remembered until a tool is given or the fight won."""
        # The intimidation weapon is laid, as every weapon in the fight (RULES).
        self._turn["fight"] = {"attacker": ev.seat, "defender": ev.target, "tool": ev.tool,
                               "laid": int(ev.weapon >= 0)}
        return [self.kind(ev)], {}, (ev.seat, ev.target), None

    def _michel_card_drawn(self, ev: E.MichelCardDrawn, batch: Sequence[Event], i: int):
        """Michel(le)'s card: her demand, or her answer in a fight with her."""
        return [self.kind(ev)], {"in_fight": self._fighting_michel(ev.seat)}, (ev.seat,), None

    def _discarded(self, ev: E.Discarded, batch: Sequence[Event], i: int):
        """A discard, quiet when it pays for a gang join (the join's line shows the cards)."""
        if _pays_for_join(batch, i, ev.seat, ev.cards):
            return None
        return self._plain(ev)

    def _weapon_laid(self, ev: E.WeaponLaid, batch: Sequence[Event], i: int):
        """A weapon laid: the fight's count of weapons, and whom a teammate helps."""
        fight = self._turn.setdefault("fight", {"attacker": -1, "defender": ev.seat, "tool": -1,
                                                "laid": 0})
        fight["laid"] += 1
        return [self.kind(ev)], {"laid": fight["laid"], "helping": self._helping(ev.seat, fight)}, \
            (ev.seat,), None

    def _handed(self, ev: E.Handed, batch: Sequence[Event], i: int):
        """Quiet: the deal's end tells it (the hand shows the cards)."""
        return None

    def _tool_given(self, ev: E.ToolGiven, batch: Sequence[Event], i: int):
        """A tool given up ends the fight; the giver is hurt."""
        seat, to = ev.seat, ev.to
        self._turn.pop("fight", None)
        return [self.kind(ev)], {}, (seat,) + ((to,) if to >= 0 else ()), \
            (seat, "hurt", to if to >= 0 else None, self.kind(ev))

    def _fight_won(self, ev: E.FightWon, batch: Sequence[Event], i: int):
        """A fight decided: who won, the beating it cost (told here), grudges remembered."""
        fight = self._turn.pop("fight", None) or {}
        beaten = next((x.beatings for x in batch[i + 1:]
                       if isinstance(x, E.BeatingTaken) and x.seat == ev.loser), 0)
        extra = {"beatings": beaten, "laid": fight.get("laid", 0),
                 "started": fight.get("attacker") == ev.winner}
        if ev.winner < 0 or ev.loser < 0:
            return self._michel_fight_won(ev, extra)
        return self._yard_fight_won(ev, extra)

    def _michel_fight_won(self, ev: E.FightWon, extra: dict):
        """A fight with Michel(le) decided: her win hurts, a win over her is a gloat."""
        mem, kind, winner, loser = self.mem, self.kind(ev), ev.winner, ev.loser
        mem.michel_wins += winner < 0
        seat = loser if winner < 0 else winner
        if winner >= 0:
            mem.wins[winner] += 1
        else:
            mem.losses[loser] += 1
        return [f"{kind}/michel.j2", kind], extra, (seat,), \
            (seat, "hurt" if winner < 0 else "gloat", None, kind)

    def _yard_fight_won(self, ev: E.FightWon, extra: dict):
        """A fight between two players decided: revenge when the loser beat the winner last."""
        mem, kind, winner, loser = self.mem, self.kind(ev), ev.winner, ev.loser
        names = [f"{kind}/revenge.j2"] if mem.grudge[winner] == loser else []
        mem.wins[winner] += 1
        mem.losses[loser] += 1
        mem.grudge[loser] = winner
        return names + [kind], extra, (winner, loser), (winner, "gloat", loser, kind) \
            if self.rng.random() < 0.5 else (loser, "hurt", winner, kind)

    def _beating_taken(self, ev: E.BeatingTaken, batch: Sequence[Event], i: int):
        """A beating, quiet when the fight lost before it said so."""
        self.mem.beatings[ev.seat] = ev.beatings
        if any(isinstance(x, E.FightWon) and x.loser == ev.seat for x in batch[:i]):
            return None         # the fight's line said so
        return [self.kind(ev)], {}, (ev.seat,), None

    def _healed(self, ev: E.Healed, batch: Sequence[Event], i: int):
        """A beating healed, told plainly."""
        self.mem.beatings[ev.seat] = ev.beatings
        return self._plain(ev)

    def _tunnel_collapsed(self, ev: E.TunnelCollapsed, batch: Sequence[Event], i: int):
        """A tunnel collapses: the digger is hurt."""
        self.mem.points[ev.seat] = ev.total
        return [self.kind(ev)], {}, (ev.seat,), (ev.seat, "hurt", None, self.kind(ev))

    def _sent_to_solitary(self, ev: E.SentToSolitary, batch: Sequence[Event], i: int):
        """A player sent to solitary: hurt, by whoever sent them."""
        self.mem.location[ev.seat] = 5
        return [self.kind(ev)], {}, (ev.seat, ev.by), (ev.seat, "hurt", ev.by, self.kind(ev))

    def _game_won(self, ev: E.GameWon, batch: Sequence[Event], i: int):
        """The escape: a team's, the human's, or a rival's."""
        kind, winners = self.kind(ev), ev.winners
        self.mem.points = list(ev.points)
        win = winners[0] if winners else None
        names = [f"{kind}/you.j2"] if self.human in winners else []
        if len(winners) > 1:
            names = [f"{kind}/team.j2"]
        return names + [kind], {"winner": self.who[win] if win is not None else None,
                                "winners": tuple(self.who[w] for w in winners),
                                "ours": self.human in winners}, \
            tuple(winners), (win, "win", None, kind)

    def _turn_limit_reached(self, ev: E.TurnLimitReached, batch: Sequence[Event], i: int):
        """A bot match stopped at its turn limit, with the points as they stand."""
        self.mem.points = list(ev.points)
        return [self.kind(ev)], {"turns": ev.turns}, (), None

    def _helping(self, seat: int, fight: dict):
        """The fighter a teammate lays a weapon for (team variant), or None."""
        attacker, defender = fight.get("attacker", -1), fight.get("defender", -1)
        if not self.mem.team or attacker < 0 or seat in (attacker, defender):
            return None
        return self.who[attacker if attacker % 2 == seat % 2 else defender]

    def _fighting_michel(self, seat: int) -> bool:
        """Whether seat is in a fight with Michel(le): it laid a weapon against her, and the
        fight is not decided yet (a draw then is her answer, not a new demand)."""
        fight = self._turn.get("fight") or {}
        return fight.get("attacker", 0) < 0 and fight.get("defender") == seat \
            and fight.get("laid", 0) > 0

    def _dug(self, ev: E.Dug, batch: Sequence[Event], i: int):
        """A dig: the match's first, one that brings the side close to the goal, a shovel's."""
        mem, kind, seat = self.mem, self.kind(ev), ev.seat
        names = []
        # A lesson (or a loaded position) may start with tunnels already dug: the dig is the
        # match's first only when nobody has a point yet, the digger included.
        mem.points[seat] = max(mem.points[seat], ev.total - ev.points)
        if mem.first_digger is None:
            mem.first_digger = seat
            if not any(mem.points):
                names.append("first")
        before = mem.side_points(seat)
        mem.points[seat] = ev.total
        if mem.target - mem.side_points(seat) <= 5 < mem.target - before:
            names.append("close")
        if self.cards[ev.card].key == "shovel":
            names.append("shovel")
        return [f"{kind}/{x}.j2" for x in names] + [kind], \
            {"to_go": mem.target - mem.side_points(seat)}, (seat,), (seat, "gloat", None, kind)

    # --- rendering ----------------------------------------------------------------------------

    def context(self, ev: Event, extra: dict) -> dict:
        """What a template sees for one event."""
        ctx = dict(self.narrator._base)
        self._event_fields(ev, ctx)
        self._event_place(ev, ctx)
        self._yard(ctx)
        mem = self.mem
        ctx.update(roll=0, laid=0, beatings=ctx.get("beatings", 0), started=False, players=0,
                   helping=None, team=mem.team, to_go=mem.target, in_fight=False)
        ctx.update(extra)
        return ctx

    def _event_fields(self, ev: Event, ctx: dict) -> None:
        """The event's fields, each as a template reads it (a seat as its player, a card as
        its words, ...); a gang join's cards as `gang` and `left`."""
        for f in _fields_of(ev):
            if isinstance(ev, E.GameStarted) and f == "target":
                continue                      # points to win: `goal`, as everywhere
            if f == "card" and isinstance(ev, E.MichelCardDrawn):
                ctx["knife"] = michel_knife(getattr(ev, f))   # Michel(le)'s own card
            ctx[f] = self._field_value(ev, f, getattr(ev, f))
        if isinstance(ev, E.GangJoined):
            ctx["gang"], ctx["left"] = ctx.pop("gang_card"), ctx.pop("left_card")

    def _field_value(self, ev: Event, f: str, value):
        """One field of an event as a template reads it: a place, a seat's player, or a thing."""
        if f in ("place", "origin") and isinstance(ev, _PLACE_EVENTS):
            return self.places[value] if isinstance(value, int) and value >= 0 else None
        if f in _SEAT_FIELDS:
            return self.who[value] if isinstance(value, int) and value >= 0 else None
        return self._thing_value(ev, f, value)

    def _thing_value(self, ev: Event, f: str, value):
        """A field that is neither a seat nor a place, by _FIELD_VALUES (else as it is)."""
        if f == "card" and isinstance(ev, E.MichelCardDrawn):
            return value                      # the number is Michel(le)'s own card
        read = _FIELD_VALUES.get(f)
        return read(self, value) if read is not None else value

    def _gang_value(self, value: int):
        """A gang card as its gang (None for no card)."""
        return self.gangs[gang_of(value)] if value >= 0 else None

    def _tool_value(self, value: int):
        """A tool (0 spoon .. 3 shovel) as its card (None for no tool)."""
        return self._card(_TOOL_CARD[value]) if value >= 0 else None

    def _weapon_value(self, value: int):
        """A weapon card as its words (None for bare hands)."""
        return self._card(value) if value >= 0 else None

    def _past_value(self, value: int):
        """A criminal past as its words."""
        return self.pasts[value]

    def _cards_value(self, value):
        """Several cards as a list a template can name at once."""
        return self._cards(value) if isinstance(value, tuple) else value

    def _event_place(self, ev: Event, ctx: dict) -> None:
        """Where the event happens, for a draw (the drawer's place) and a fight (the
        fighters')."""
        seat = getattr(ev, "seat", None)
        if isinstance(ev, E.CardsDrawn) and isinstance(seat, int):
            ctx["place"] = self.who[seat].place
        if isinstance(ev, E.FightWon):         # where the fight is: the fighters' place
            fighter = ev.winner if ev.winner >= 0 else ev.loser
            ctx["place"] = self.who[fighter].place if fighter >= 0 else None

    def _yard(self, ctx: dict) -> None:
        """What the yard looks like: the round, the goal, the leader, the bruiser, the last
        insult."""
        mem = self.mem
        ctx["round"], ctx["turns"], ctx["goal"] = mem.round, mem.turns, mem.target
        ctx["michel_at"] = self.places[MICHEL_START]
        best = max(mem.points) if mem.points else 0
        ctx["leader"] = next((w for w in self.who if best and mem.points[w.seat] == best), None)
        ctx["bruiser"] = max(self.who, key=lambda w: mem.wins[w.seat]) if any(mem.wins) else None
        ctx["last_insult"] = mem.last_insult
        ctx["last_insult_by"] = self.who[mem.last_insult_by] \
            if mem.last_insult_by is not None else None

    def _card(self, card: int) -> Card:
        return self.cards[card] if isinstance(card, int) and card >= 0 else self.hidden

    def _cards(self, ids: tuple[int, ...]) -> CardList:
        value = CardList(self._card(c) for c in ids)
        value.joined = and_list(_counted(value, "a_acc", self.lang), self.lang)
        value.joined_dat = and_list(_counted(value, "a_dat", self.lang), self.lang)
        return value

    def banter_context(self) -> dict:
        """What the personas' table talk knows of the yard besides `me` and `other`."""
        mem, best = self.mem, max(self.mem.points, default=0)
        return {"leader": next((w for w in self.who if best and mem.points[w.seat] == best), None),
                "bruiser": max(self.who, key=lambda w: mem.wins[w.seat]) if any(mem.wins)
                else None, "goal": mem.target}


def _pays_for_join(batch: Sequence[Event], i: int, seat: int, cards: tuple) -> bool:
    """Whether a discard is the accessories a gang join costs (told by the join's line)."""
    nxt = batch[i + 1] if i + 1 < len(batch) else None
    return isinstance(nxt, E.GangJoined) and nxt.seat == seat and tuple(nxt.cards) == tuple(cards)


_NUMBERS = {"en": ("two", "three", "four", "five"), "nl": ("twee", "drie", "vier", "vijf"),
            "de": ("zwei", "drei", "vier", "fünf")}
# Several cards of one kind (German: nominative/accusative; the dative is made below).
_PLURALS: dict[str, dict[str, str]] = {
    "en": {"": "cards", "bandana": "bandanas", "cap": "caps", "gold_chain": "gold chains",
           "sunglasses": "pairs of shades", "rosary": "rosaries",
           "gloves": "pairs of leather gloves", "razor": "razor blades", "shard": "glass shards",
           "screwdriver": "screwdrivers", "toothbrush": "sharpened toothbrushes",
           "broom": "broom handles", "tape": "rolls of duct tape", "iron_bar": "iron bars",
           "plate": "metal plates", "screws": "bags of screws", "file": "files",
           "chocolate": "chocolate bars", "magazine": "magazines",
           "carton": "cartons of cigarettes", "watch": "gold watches", "phone": "smuggled phones",
           "spoon": "spoons", "knife": "knives", "pickaxe": "pickaxes", "shovel": "shovels"},
    "nl": {"": "kaarten", "bandana": "bandana's", "cap": "petten", "gold_chain": "gouden kettingen",
           "sunglasses": "zonnebrillen", "rosary": "rozenkransen",
           "gloves": "paar leren handschoenen", "razor": "scheermesjes", "shard": "glasscherven",
           "screwdriver": "schroevendraaiers", "toothbrush": "geslepen tandenborstels",
           "broom": "bezemstelen", "tape": "rollen ducttape", "iron_bar": "ijzeren staven",
           "plate": "metalen platen", "screws": "zakjes schroeven", "file": "vijlen",
           "chocolate": "repen chocola", "magazine": "tijdschriften",
           "carton": "sloffen sigaretten", "watch": "gouden horloges", "phone": "smokkeltelefoons",
           "spoon": "lepels", "knife": "messen", "pickaxe": "houwelen", "shovel": "scheppen"},
    "de": {"": "Karten", "bandana": "Bandanas", "cap": "Kappen", "gold_chain": "Goldketten",
           "sunglasses": "Sonnenbrillen", "rosary": "Rosenkränze",
           "gloves": "Paar Lederhandschuhe", "razor": "Rasierklingen", "shard": "Glasscherben",
           "screwdriver": "Schraubenzieher", "toothbrush": "Zahnbürstenmesser",
           "broom": "Besenstiele", "tape": "Rollen Panzerband", "iron_bar": "Eisenstangen",
           "plate": "Blechplatten", "screws": "Tütchen Schrauben", "file": "Feilen",
           "chocolate": "Tafeln Schokolade", "magazine": "Heftchen",
           "carton": "Stangen Zigaretten", "watch": "Golduhren", "phone": "Schmuggelhandys",
           "spoon": "Löffel", "knife": "Messer", "pickaxe": "Spitzhacken", "shovel": "Schaufeln"},
}
# German dative plurals that are not the nominative + "n" (nouns ending in -n or -s keep it).
_DATIVE = {"Tütchen Schrauben": "Tütchen Schrauben", "Rollen Panzerband": "Rollen Panzerband",
           "Tafeln Schokolade": "Tafeln Schokolade", "Stangen Zigaretten": "Stangen Zigaretten"}


def _counted(cards: Sequence[Card], case: str, lang: str) -> list[str]:
    """The cards for a list, each kind once, in first-seen order: "a file", or "two iron bars"
    for a pair (action cards and kinds without a plural are listed one by one)."""
    plurals = _PLURALS.get(lang, _PLURALS["en"])
    counts: dict[str, int] = {}
    for card in cards:
        if card.key in plurals:
            counts[card.key] = counts.get(card.key, 0) + 1
    out, told = [], set()
    for card in cards:
        n = counts.get(card.key, 1)
        if n == 1:
            out.append(getattr(card, case))
        elif card.key not in told:
            told.add(card.key)
            out.append(_many(plurals[card.key], n, case, lang))
    return out


def _many(plural: str, n: int, case: str, lang: str) -> str:
    """n cards of one kind: "two iron bars", "twee ijzeren staven", "zwei Eisenstangen"."""
    numbers = _NUMBERS.get(lang, _NUMBERS["en"])
    number = numbers[n - 2] if n - 2 < len(numbers) else str(n)
    if lang == "de" and case.endswith("_dat"):
        plural = _DATIVE.get(plural) or (plural if plural[-1] in "ns" else plural + "n")
    return f"{number} {plural}"


_TOOL_CARD = tuple(next(c for c, k in enumerate(KIND_OF) if k.key == key)
                   for key in ("spoon", "knife", "pickaxe", "shovel"))
_FIELDS: dict[type, tuple[str, ...]] = {t: tuple(f.name for f in fields(t)) for t in EVENT_TYPES}


def _fields_of(ev: Event) -> tuple[str, ...]:
    """An event's field names (also for event kinds newer than this module)."""
    names = _FIELDS.get(type(ev))
    if names is None:
        names = _FIELDS[type(ev)] = tuple(f.name for f in fields(ev))
    return names


# How `Chronicle.step` tells each kind of event; any other kind gets its plain template.
_STEPS: dict[type, Callable[..., Any]] = {
    E.GameStarted: Chronicle._game_started, E.TurnStarted: Chronicle._turn_started,
    E.TurnEnded: Chronicle._turn_ended, E.DieRolled: Chronicle._die_rolled,
    E.Searched: Chronicle._searched, E.CardsDrawn: Chronicle._cards_drawn,
    E.Moved: Chronicle._moved, E.MichelMoved: Chronicle._michel_moved,
    E.ExtortionStarted: Chronicle._extortion_started,
    E.MichelCardDrawn: Chronicle._michel_card_drawn, E.Discarded: Chronicle._discarded,
    E.WeaponLaid: Chronicle._weapon_laid, E.Handed: Chronicle._handed,
    E.ToolGiven: Chronicle._tool_given, E.FightWon: Chronicle._fight_won,
    E.BeatingTaken: Chronicle._beating_taken, E.Healed: Chronicle._healed, E.Dug: Chronicle._dug,
    E.TunnelCollapsed: Chronicle._tunnel_collapsed,
    E.SentToSolitary: Chronicle._sent_to_solitary, E.GameWon: Chronicle._game_won,
    E.TurnLimitReached: Chronicle._turn_limit_reached,
}
# How `Chronicle.context` reads an event field that is neither a seat nor a place.
_FIELD_VALUES: dict[str, Callable[..., Any]] = {
    "card": Chronicle._card, "left_card": Chronicle._gang_value,
    "gang_card": Chronicle._gang_value, "tool": Chronicle._tool_value,
    "weapon": Chronicle._weapon_value, "past": Chronicle._past_value,
    "cards": Chronicle._cards_value,
}
