"""Lunch Money's chronicle: what the narrator remembers of a match (counters, grudges, streaks,
holds, humiliations) and which templates an event tries, most specific first
(`attack_landed/knockout.j2` before `attack_landed.j2`). The machinery that speaks the lines
is tui.narration; this module knows the cards and the events."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.cards import DECK_SIZE, KIND_OF
from gameshelf.engine.lunch_money.events import EVENT_TYPES, Event
from gameshelf.tui.games.lunch_money.told import LOW, PAYBACK_GAP, Card, CardList, Memory, Who
from gameshelf.tui.narration import chronicle as shared
from gameshelf.tui.narration.chronicle import event_fields, event_names

EVENT_NAMES: dict[type, str] = event_names(EVENT_TYPES)
_SEAT_FIELDS = frozenset({"seat", "attacker", "target", "victim", "holder", "by", "winner",
                          "from_seat", "to_seat", "first", "dealer"})
_CARD_FIELDS = frozenset({"card", "ruined_card"})
_fields_of = event_fields      # the name tui.games.lunch_money.samples knows it by

# The specific templates `step` may try, per event kind (folder/<name>.j2); `templates check`
# flags any other name, since it would never be picked.
_CARD_KEYS = frozenset(k.key for k in KIND_OF)
SPECIFIC: dict[str, frozenset[str]] = {
    "attack_landed": _CARD_KEYS | {"knockout", "first_blood", "comeback", "revenge", "free",
                                   "harmless"},
    "card_played": _CARD_KEYS | {"humiliation_chain", "attack", "free_attack", "grab",
                                 "follow_up", "humiliation"},
    "attack_dodged": _CARD_KEYS, "attack_blocked": _CARD_KEYS, "weapon_disarmed": _CARD_KEYS,
    "grab_escaped": _CARD_KEYS,
    "counters_restored": frozenset({"from_the_brink", "double"}),
    "player_knocked_out": frozenset({"revenge", "by_you", "you"}),
    "humiliated": _CARD_KEYS | {"again"},
    "hold_applied": frozenset({"choke", "headlock"}),
    "hold_broken": frozenset({"choke", "headlock"}),
    "hold_released": frozenset({"choke", "headlock"}),
    "status_applied": frozenset({"stomped", "helpless"}),
    "status_ended": frozenset({"stomped", "helpless"}),
    "game_over": frozenset({"comeback", "you"}),
    "banter": frozenset(PERSONA_BY_KEY),
}
KINDS = frozenset(EVENT_NAMES.values())      # the event kinds a template may be named after


class Chronicle(shared.Chronicle):
    """Lunch Money's memory of one match, for one narrator (tui.narration.Narrator)."""

    EVENT_NAMES = EVENT_NAMES
    SEAT_FIELDS = _SEAT_FIELDS
    CARD_LIST = CardList

    def __init__(self, narrator) -> None:
        super().__init__(narrator, Memory(len(narrator.names)), Who)
        self.cards = [Card(c, KIND_OF[c], self.lang) for c in range(DECK_SIZE)]
        self._pending_loss: dict[int, int] = {}

    def visible(self, ev: Event) -> Event:
        """The event as the human may see it."""
        return E.visible_to(ev, self.human)

    def is_header(self, ev: Event) -> bool:
        """Whether the event opens a round (its line is not told again for a while)."""
        return isinstance(ev, E.TurnStarted)

    def family(self, ev: Event) -> str | None:
        """The card family the line is coloured by, when the event is about a card."""
        card = getattr(ev, "card", None)
        if card is None:
            card = getattr(ev, "ruined_card", None)
        return KIND_OF[card].family.value if card is not None else None

    def pending(self) -> dict[str, int]:
        """What carries over between batches, for the snapshot."""
        return {str(k): v for k, v in self._pending_loss.items()}

    def restore_pending(self, data: dict) -> None:
        self._pending_loss = {int(k): v for k, v in data.items()}

    # --- one event: what to say, and what to remember -------------------------------------

    def step(self, ev: Event, batch: Sequence[Event], i: int):
        """(template names to try, extra context, seats, banter request) or None for quiet."""
        tell = _STEPS.get(type(ev))
        if tell is None:
            return [self.kind(ev)], {}, self.seats_in(ev), None
        return tell(self, ev, batch, i)

    def _tried(self, ev: Event, specific: Sequence[str]) -> list[str]:
        """The templates to try for an event, most specific first, its kind's own last."""
        kind = self.kind(ev)
        return [f"{kind}/{s}.j2" for s in specific] + [kind]

    def _quiet(self, ev: Event, batch: Sequence[Event], i: int):
        """An event nobody needs told (the turn ending)."""
        return None

    def _cards_drawn(self, ev: E.CardsDrawn, batch: Sequence[Event], i: int):
        """Only the human's own draw is told, and only when cards came."""
        if ev.seat == self.human and ev.cards:
            return [self.kind(ev)], {}, self.seats_in(ev), None
        return None

    def _turn_started(self, ev: E.TurnStarted, batch: Sequence[Event], i: int):
        """A new round opens with one line; later turns of the round are quiet."""
        if ev.round <= self.mem.round:
            return None      # one line per round is plenty
        self.mem.round = ev.round
        return [self.kind(ev)], {}, (ev.seat,), None

    def _card_played(self, ev: E.CardPlayed, batch: Sequence[Event], i: int):
        """A card played, told by its card and role (a humiliation after one is a chain)."""
        mem, seat, target, role = self.mem, ev.seat, ev.target, ev.role
        key = KIND_OF[ev.card].key
        was = mem.last_played[target] if target is not None else None
        mem.last_played[seat] = key
        # Rules: defence, First Aid and broken holds are told by the event that follows.
        if role in ("defence", "first_aid", "break_hold") or (
                role == "follow_up" and key in ("choke", "headlock")):
            return None
        specific = ["humiliation_chain"] if role == "humiliation" and was == "humiliation" else []
        specific += [key, role]
        return self._tried(ev, specific), {"role": role}, \
            tuple(s for s in (seat, target) if s is not None), None

    def _attack_landed(self, ev: E.AttackLanded, batch: Sequence[Event], i: int):
        """A hit: harmless when halved to nothing, else told and remembered in full."""
        if ev.damage == 0:
            return self._harmless_hit(ev)
        return self._hit(ev, batch, i)

    def _harmless_hit(self, ev: E.AttackLanded):
        """Halved to nothing (a Jab on a stomped foot): no blood, no payback, no "for 0"."""
        a, t = ev.attacker, ev.target
        halved = self._halved_by(a) if ev.reduced else None
        self.mem.weakened[a] = False
        return [f"{self.kind(ev)}/harmless.j2"], \
            {"left": self.mem.counters[t], "halved_by": halved}, (a, t), None

    def _hit(self, ev: E.AttackLanded, batch: Sequence[Event], i: int):
        """A hit that hurt: knockout, first blood, comeback or revenge first, then the card."""
        mem, kind, a, t, dmg = self.mem, self.kind(ev), ev.attacker, ev.target, ev.damage
        left, ko = self._lookahead(batch, i, t, dmg)
        extra: dict = {"first_blood": not mem.blood, "revenge": self._is_payback(a, t),
                 "comeback": self._is_comeback(a), "knockout": ko, "left": left}
        specific = [f for f in ("knockout", "first_blood", "comeback", "revenge") if extra[f]]
        self._remember_told(specific[0] if specific else None, a)
        specific.append(KIND_OF[ev.card].key)
        if ev.free:
            specific.append("free")
        extra["halved_by"] = self._halved_by(a) if ev.reduced else None
        self._remember_hit(a, t, dmg, left)
        extra["streak"] = mem.streak[a]
        banter = (a, "gloat", t, kind) if self.rng.random() < 0.5 else (t, "hurt", a, kind)
        return self._tried(ev, specific), extra, (a, t), banter

    def _remember_hit(self, a: int, t: int, dmg: int, left: int) -> None:
        """What a hit that hurt leaves behind: blood, damage, streaks, the counters to come."""
        mem = self.mem
        mem.weakened[a] = False
        mem.blood = True
        mem.damage[a][t] += dmg
        mem.last_hit_by[t] = a
        mem.hit_round[t] = mem.round
        mem.streak[a] += 1
        mem.streak[t] = 0
        self._set_counters(t, left)
        self._pending_loss[t] = self._pending_loss.get(t, 0) + 1

    def _choke_tightened(self, ev: E.ChokeTightened, batch: Sequence[Event], i: int):
        """A choke takes one counter (the CountersLost after it stays quiet)."""
        h, v = ev.holder, ev.victim
        left, _ = self._lookahead(batch, i, v, 1)
        self._set_counters(v, left)
        self._pending_loss[v] = self._pending_loss.get(v, 0) + 1
        self.mem.damage[h][v] += 1
        return [self.kind(ev)], {"left": left}, (h, v), None

    def _counters_lost(self, ev: E.CountersLost, batch: Sequence[Event], i: int):
        """Counters lost, told only when no hit before it already said so."""
        self._set_counters(ev.seat, ev.remaining)
        if self._pending_loss.get(ev.seat):
            self._pending_loss[ev.seat] -= 1
            return None      # the hit that caused it already said so
        return [self.kind(ev)], {}, (ev.seat,), None

    def _counters_restored(self, ev: E.CountersRestored, batch: Sequence[Event], i: int):
        """Counters back: from the brink when the seat was low, double for more than two."""
        was_low = 0 < self.mem.counters[ev.seat] <= LOW
        self._set_counters(ev.seat, ev.remaining)
        specific = (["from_the_brink"] if was_low else []) + (["double"] if ev.amount > 2 else [])
        return self._tried(ev, specific), {"was_low": was_low}, (ev.seat,), None

    def _defended(self, ev: E.AttackDodged | E.AttackBlocked | E.WeaponDisarmed | E.GrabEscaped,
                  batch: Sequence[Event], i: int):
        """An attack dodged, blocked, disarmed or escaped: the attacker's streak ends."""
        d, a = ev.seat, ev.attacker
        self.mem.streak[a] = 0
        self.mem.weakened[a] = False
        return self._tried(ev, [KIND_OF[ev.card].key]), {}, (d, a), (d, "smug", a, self.kind(ev))

    def _knocked_out(self, ev: E.PlayerKnockedOut, batch: Sequence[Event], i: int):
        """A knockout: as revenge, by the human, or of the human."""
        mem, seat, by = self.mem, ev.seat, ev.by
        mem.counters[seat] = 0
        specific: list[str] = []
        if by is not None:
            mem.knockouts[by] += 1
            if self._is_payback(by, seat):
                specific.append("revenge")
                mem.payback_round = mem.round
            if by == self.human:
                specific.append("by_you")
        if seat == self.human:
            specific.append("you")
        banter = (by, "gloat", seat, self.kind(ev)) if by is not None else None
        return self._tried(ev, specific), {}, tuple(s for s in (seat, by) if s is not None), \
            banter

    def _humiliated(self, ev: E.Humiliated, batch: Sequence[Event], i: int):
        """A humiliation, told as "again" from the seat's second on."""
        mem, s, v, kind = self.mem, ev.seat, ev.victim, self.kind(ev)
        mem.humiliations[s] += 1
        mem.streak[v] = 0
        specific = ["again"] if mem.humiliations[s] > 1 else []
        specific.append(KIND_OF[ev.ruined_card].key)
        banter = (s, "gloat", v, kind) if self.rng.random() < 0.6 else (v, "hurt", s, kind)
        return self._tried(ev, specific), {"times": mem.humiliations[s]}, (s, v), banter

    def _game_over(self, ev: E.GameOver, batch: Sequence[Event], i: int):
        """The winner: as a comeback when they were ever low, and as "you" for the human."""
        w = ev.winner
        extra = {"comeback": self.mem.lowest[w] <= LOW}
        specific = (["comeback"] if extra["comeback"] else []) + (["you"] if w == self.human
                                                                   else [])
        return self._tried(ev, specific), extra, (w,), (w, "win", None, self.kind(ev))

    def _hold(self, ev: E.HoldApplied | E.HoldBroken | E.HoldReleased, batch: Sequence[Event], i: int):
        """A hold applied, broken or released, told by the hold; remembered while it lasts."""
        self.mem.holding[ev.holder] = [ev.victim, ev.hold] \
            if isinstance(ev, E.HoldApplied) else None
        return self._tried(ev, [ev.hold]), {}, (ev.holder, ev.victim), None

    def _status(self, ev: E.StatusApplied | E.StatusEnded, batch: Sequence[Event], i: int):
        """A status applied or ended, told by the status (a stomp's end halves the next hit)."""
        if isinstance(ev, E.StatusEnded) and ev.status == "stomped":
            self.mem.weakened[ev.seat] = True     # the attack it ends on is halved
        seats = (ev.seat, ev.by) if isinstance(ev, E.StatusApplied) else (ev.seat,)
        return self._tried(ev, [ev.status]), {}, seats, None

    def _lookahead(self, batch: Sequence[Event], i: int, seat: int, dmg: int) -> tuple[int, bool]:
        """Counters left after a hit, and whether it knocks the seat out (later in the batch)."""
        left, ko = None, False
        for later in batch[i + 1:]:
            if left is None and isinstance(later, E.CountersLost) and later.seat == seat:
                left = later.remaining
            elif isinstance(later, E.PlayerKnockedOut) and later.seat == seat:
                ko = True
                break
            elif isinstance(later, (E.AttackLanded, E.ChokeTightened)):
                break
        if left is None:
            left = max(0, self.mem.counters[seat] - dmg)
        return left, ko

    def _set_counters(self, seat: int, value: int) -> None:
        self.mem.counters[seat] = value
        if value < self.mem.lowest[seat]:
            self.mem.lowest[seat] = value
        if value > LOW:
            self.mem.comeback_told[seat] = False     # back on its feet: a comeback is news again

    def _is_payback(self, attacker: int, target: int) -> bool:
        """Whether the hit is told as payback: the target was the last to hit the attacker,
        in this round or the one before (an old score is not settled by any later hit), and no
        payback was told in the last PAYBACK_GAP rounds."""
        mem = self.mem
        return (mem.last_hit_by[attacker] == target
                and mem.round - mem.hit_round[attacker] <= 1
                and mem.round - mem.payback_round >= PAYBACK_GAP)

    def _halved_by(self, attacker: int) -> str:
        """Why a hit landed at half damage: "stomp" (the attacker's foot), "choke" (the
        attacker is being choked), else "defence" (one defence against a Big Combo)."""
        if self.mem.weakened[attacker]:
            return "stomp"
        if any(h is not None and h[0] == attacker and h[1] == "choke" for h in self.mem.holding):
            return "choke"
        return "defence"

    def _is_comeback(self, attacker: int) -> bool:
        """Whether the hit is told as a comeback: the attacker is low (LOW counters or fewer),
        has not had a comeback line since running low, and nobody had one in the last
        PAYBACK_GAP rounds."""
        mem = self.mem
        return (0 < mem.counters[attacker] <= LOW and not mem.comeback_told[attacker]
                and mem.round - mem.comeback_round >= PAYBACK_GAP)

    def _remember_told(self, first: str | None, attacker: int) -> None:
        """The hit's most specific template is the one told: a payback or comeback line
        counts against the next (a knockout or first blood takes their place)."""
        if first == "revenge":
            self.mem.payback_round = self.mem.round
        elif first == "comeback":
            self.mem.comeback_told[attacker] = True
            self.mem.comeback_round = self.mem.round

    # --- rendering ----------------------------------------------------------------------------

    def context(self, ev: Event, extra: dict) -> dict:
        """What a template sees for one event."""
        ctx = dict(self.narrator._base)
        for f in event_fields(ev):
            ctx[f] = self._field_value(f, getattr(ev, f))
        ctx["round"] = self.mem.round
        self._standing(ctx)
        ctx.update(self.said())
        for k in ("first_blood", "revenge", "comeback", "knockout", "was_low"):
            ctx[k] = False
        ctx["role"] = getattr(ev, "role", None)
        ctx["left"] = None
        ctx["halved_by"] = None
        ctx["streak"] = 0
        ctx["times"] = 0
        ctx.update(extra)
        return ctx

    def _field_value(self, f: str, value):
        """One field of an event as a template reads it: a seat as its player, a card as its
        words, several cards as a list."""
        if f in _SEAT_FIELDS:
            return self.who[value] if value is not None else None
        if f in _CARD_FIELDS:
            return self.cards[value]
        if f == "cards" and isinstance(value, tuple):
            return self._cards(value)
        return value

    def _standing(self, ctx: dict) -> None:
        """Who is still standing, and of them the leader and the underdog (by counters)."""
        counters = self.mem.counters
        standing = tuple(w for w in self.who if counters[w.seat] > 0)
        ctx["standing"] = standing
        ctx["leader"] = max(standing, key=lambda w: counters[w.seat]) if standing else None
        ctx["underdog"] = min(standing, key=lambda w: counters[w.seat]) if standing else None


# How `Chronicle.step` tells each kind of event; any other kind gets its plain template.
_STEPS: dict[type, Callable[..., Any]] = {
    E.TurnEnded: Chronicle._quiet, E.CardsDrawn: Chronicle._cards_drawn,
    E.TurnStarted: Chronicle._turn_started, E.CardPlayed: Chronicle._card_played,
    E.AttackLanded: Chronicle._attack_landed, E.ChokeTightened: Chronicle._choke_tightened,
    E.CountersLost: Chronicle._counters_lost, E.CountersRestored: Chronicle._counters_restored,
    E.AttackDodged: Chronicle._defended, E.AttackBlocked: Chronicle._defended,
    E.WeaponDisarmed: Chronicle._defended, E.GrabEscaped: Chronicle._defended,
    E.PlayerKnockedOut: Chronicle._knocked_out, E.Humiliated: Chronicle._humiliated,
    E.GameOver: Chronicle._game_over,
    E.HoldApplied: Chronicle._hold, E.HoldBroken: Chronicle._hold, E.HoldReleased: Chronicle._hold,
    E.StatusApplied: Chronicle._status, E.StatusEnded: Chronicle._status,
}
