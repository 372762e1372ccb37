"""Dig Your Way Out's chronicle: what the narrator remembers of a prison match (tunnel points,
beatings, fights won and lost, who roughed up whom, where everyone stands, the roll and the fight
under way) and which templates an event tries, most specific first (`dug/first.j2` before
`dug.j2`). The machinery that speaks the lines is tui.narration; this module knows the yard."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import fields

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
        mem, kind, turn = self.mem, self.kind(ev), self._turn
        match ev:
            case E.GameStarted(first=first, target=target):
                mem.first_seat, mem.target, mem.round, mem.team = first, target, 1, ev.team
                self.places[CELLS] = Place(CELLS, self.lang, ev.team)
                mem.location = start_places(ev.team, len(self.who))
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
                # The engine always sends the draw, with no cards when both piles are empty:
                # then the search's own line says it found nothing.
                return None if any(isinstance(x, E.CardsDrawn) and x.count
                                   for x in batch[i + 1:]) else ([kind], {}, (ev.seat,), None)
            case E.CardsDrawn(count=0):
                return None             # nothing drawn: nothing to tell (a search says so)
            case E.Moved(seat=seat, place=place):
                mem.location[seat] = place
                extra = {"roll": turn.pop("roll", 0) if ev.how == "roll" else 0}
                return [kind], extra, (seat,), None
            case E.MichelMoved(by=by):
                return [kind], {"roll": turn.pop("roll", 0)}, (by,), None
            case E.ExtortionStarted(seat=seat, target=target, tool=tool):
                # The intimidation weapon is laid, as every weapon in the fight (RULES).
                turn["fight"] = {"attacker": seat, "defender": target, "tool": tool,
                                 "laid": int(ev.weapon >= 0)}
                return [kind], {}, (seat, target), None
            case E.MichelCardDrawn(seat=seat):
                return [kind], {"in_fight": self._fighting_michel(seat)}, (seat,), None
            case E.Discarded(seat=seat, cards=cards) if _pays_for_join(batch, i, seat, cards):
                return None             # the join's line shows the accessories
            case E.WeaponLaid(seat=seat):
                fight = turn.setdefault("fight", {"attacker": -1, "defender": seat, "tool": -1,
                                                  "laid": 0})
                fight["laid"] += 1
                return [kind], {"laid": fight["laid"], "helping": self._helping(seat, fight)}, \
                    (seat,), None
            case E.Handed():
                return None             # the deal's end tells it (the hand shows the cards)
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
            case E.Dug(seat=seat, card=card, total=total, points=points):
                return self._dug(kind, seat, card, total, points)
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
                if len(winners) > 1:
                    names = [f"{kind}/team.j2"]
                return names + [kind], {"winner": self.who[win] if win is not None else None,
                                        "winners": tuple(self.who[w] for w in winners),
                                        "ours": self.human in winners}, \
                    tuple(winners), (win, "win", None, kind)
            case E.TurnLimitReached(turns=turns, points=points):
                mem.points = list(points)
                return [kind], {"turns": turns}, (), None
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

    def _dug(self, kind: str, seat: int, card: int, total: int, points: int):
        mem = self.mem
        names = []
        # A lesson (or a loaded position) may start with tunnels already dug: the dig is the
        # match's first only when nobody has a point yet, the digger included.
        mem.points[seat] = max(mem.points[seat], total - points)
        if mem.first_digger is None:
            mem.first_digger = seat
            if not any(mem.points):
                names.append("first")
        before = mem.side_points(seat)
        mem.points[seat] = total
        if mem.target - mem.side_points(seat) <= 5 < mem.target - before:
            names.append("close")
        if self.cards[card].key == "shovel":
            names.append("shovel")
        return [f"{kind}/{x}.j2" for x in names] + [kind], \
            {"to_go": mem.target - mem.side_points(seat)}, (seat,), (seat, "gloat", None, kind)

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
            elif f == "card" and isinstance(ev, E.MichelCardDrawn):
                ctx["knife"] = michel_knife(value)     # the number is Michel(le)'s own card
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
        if isinstance(ev, E.FightWon):         # where the fight is: the fighters' place
            fighter = ev.winner if ev.winner >= 0 else ev.loser
            ctx["place"] = self.who[fighter].place if fighter >= 0 else None
        ctx["round"], ctx["turns"], ctx["goal"] = mem.round, mem.turns, mem.target
        ctx["michel_at"] = self.places[MICHEL_START]
        best = max(mem.points) if mem.points else 0
        ctx["leader"] = next((w for w in self.who if best and mem.points[w.seat] == best), None)
        ctx["bruiser"] = max(self.who, key=lambda w: mem.wins[w.seat]) if any(mem.wins) else None
        ctx["last_insult"] = mem.last_insult
        ctx["last_insult_by"] = self.who[mem.last_insult_by] \
            if mem.last_insult_by is not None else None
        ctx.update(roll=0, laid=0, beatings=ctx.get("beatings", 0), started=False, players=0,
                   helping=None, team=mem.team, to_go=mem.target, in_fight=False)
        ctx.update(extra)
        return ctx

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

