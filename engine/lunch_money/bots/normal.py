"""The normal bot: a real heuristic. Every legal action gets a value in counters (damage dealt
that lands, counters saved or restored), weighed by what the seat may know: cards it has seen,
opponents' hand sizes, statuses and holds. Persona knobs tilt the weights, not the rules.

- Attacks: expected damage = damage x chance the target holds no fitting defence (counted from
  the cards this seat has not seen, sharpened by what it read from public play, see
  `engine.lunch_money.bots.reading`), plus the card's own effect, plus a bonus for a knock-out. Which card
  leads also weighs what a stopped card throws away: with a defence likely, the cheapest.
- Defence: any card that fits, except that a light plain hit (under 3) is taken and the card
  kept for a real one, unless it would knock the bot out.
- Grab: valued by the best follow-up in hand (free hit, Powerplay, Choke, Headlock).
- Humiliation: kept until what it ruins plus its free hit beats keeping it.
- First Aid: kept as knock-out insurance; played on a turn when counters run low.
- Targets: the weakest (knock-outs), the leader, whoever hurt it — as the persona likes.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from gameshelf.engine.core.cast import Persona
from gameshelf.engine.lunch_money.actions import (
    Action,
    ChooseDirection,
    Decline,
    Pass,
    PlayCard,
    Release,
)
from gameshelf.engine.lunch_money.bots.common import (
    BASIC_KEYS,
    DAMAGE,
    DEFENCES_AGAINST,
    FREE_KEYS,
    Table,
    alive_opponents,
    hold_by,
    hold_on,
    is_choker,
    p_none_one,
    unseen_counts,
)
from gameshelf.engine.lunch_money.bots.defence import defence_scores
from gameshelf.engine.lunch_money.bots.humiliation import humiliation_value
from gameshelf.engine.lunch_money.bots.reading import HandReader
from gameshelf.engine.lunch_money.bots.targeting import Targeting
from gameshelf.engine.lunch_money.cards import KEY_OF, MOVES_ON_KEYS, WEAPON_KEYS
from gameshelf.engine.lunch_money.legal import find_discard
from gameshelf.engine.lunch_money.state import (
    DecisionKind,
    FollowUpKind,
    Hold,
    HoldKind,
    next_conscious,
)
from gameshelf.engine.lunch_money.view import PlayerView

NEUTRAL = Persona("neutral", "Neutral", "No quirks: plays the numbers.", 0.5, 0.5, 0.5, 0.5,
                  "leader")

# Copies in the deck, as a prior when a policy does not count cards (fast rollouts).
_DECK_SHARE = {k: v / 110 for k, v in {"dodge": 8, "block": 10, "disarm": 4, "freedom": 4,
                                         "first_aid": 8}.items()}
# What goes first when nothing is junk but the hand must move.
_DISCARD_ORDER = ["powerplay", "choke", "headlock", "disarm", "freedom", "grab", "first_aid",
                  "block", "dodge", "jab", "stomp", "poke_in_the_eye", "hook", "pimp_slap",
                  "elbow", "kick", "humiliation", "headbutt", "uppercut", "roundhouse",
                  "spinning_backfist", "kick4", "knife", "chain", "pipe", "hammer", "big_combo",
                  "uppercut2", "hail_mary"]
_GRAB_FOLLOW = FREE_KEYS | {"powerplay", "choke", "headlock"}
_HEADLOCK_HITS = ("jab", "uppercut", "stomp")   # a Headlock's free attacks


class NormalPolicy:
    """Values every legal action for the deciding seat of a Table and picks the best. The
    choice of victim is `targeting`'s, the answer to an attack `defence`'s, the judgement of a
    Humiliation window `humiliation`'s; the values of attacks, Grabs and holds are here."""

    def __init__(self, persona: Persona | None = None, count_cards: bool = True,
                 human: int | None = None) -> None:
        p = persona or NEUTRAL
        self.persona = p
        self.count_cards = count_cards
        # Knob-derived weights (all close to 1 for the neutral persona).
        self.ko_bonus = 3.0 + 3.0 * p.aggression
        # Measured: a turn spent on anything but an attack is dear (see BOTS.md), so any hit
        # beats a discard and First Aid waits for a knock-out blow unless nothing else is left.
        self.attack_floor = -0.2 - 0.4 * p.aggression    # below this, a turn goes to the hand
        self.hum_keep = 6.4 - 1.5 * p.showboat + 0.8 * (1 - p.risk)
        self.heal_need = 0.3 * (1 - p.risk)
        self.hold_taste = 0.5 + p.showboat
        self.targeting = Targeting(p, human)
        self.keep_weight = 2.0
        self.block_grab_bar = 0.5   # a Grab after a Block must be worth more than this
        self.min_defend = 3         # plain hits below this are taken, the defence kept
        self.poke_extra = 1.5       # a poked victim's lost turn, in counters
        self.weapon_keep = 1.5      # a weapon kept for a target without defence (BOTS.md)
        self.keep_extra = {"stomp": 1.0, "poke_in_the_eye": 3.0, "uppercut2": 2.0}
        self.reading: HandReader | None = None   # what this seat read from public play
        self.keep_limits = {"dodge": 2, "block": 2, "disarm": 1, "freedom": 1, "first_aid": 3,
                            "humiliation": 2}
        self._cache: tuple[Table, tuple[dict[str, int], int]] | None = None

    @property
    def _whim(self) -> random.Random | None:
        """The bot's own dice, for whims and ties between targets (None: no dice)."""
        return self.targeting.whim

    @_whim.setter
    def _whim(self, rng: random.Random | None) -> None:
        self.targeting.whim = rng

    # --- knowledge --------------------------------------------------------------------------

    def _unseen(self, t: Table) -> tuple[dict[str, int], int] | None:
        """Cards this seat has not seen, by kind, and their number (None: it does not count)."""
        if not self.count_cards:
            return None
        cache = self._cache
        if cache is not None and cache[0] is t:
            return cache[1]
        u = unseen_counts(t)
        self._cache = (t, u)
        return u

    def chance_undefended(self, t: Table, target: int, key: str) -> tuple[float, float]:
        """Chance the target holds no fitting defence, and exactly one (Big Combo needs two)."""
        if t.helpless[target] and not is_choker(t, target):
            return 1.0, 0.0
        fitting = DEFENCES_AGAINST.get(key, frozenset())
        p0, p1 = self._chance_none_one(t, target, fitting)
        if is_choker(t, target):   # she must let go first to defend, and may not
            p0 = (1 + p0) / 2
        return p0, p1

    def _chance_none_one(self, t: Table, target: int,
                         fitting: frozenset[str]) -> tuple[float, float]:
        """Chance the target's hand holds none of `fitting`, and exactly one: from the deck's
        make-up, or the cards unseen, or what was read from her play."""
        h = t.hand_sizes[target]
        u = self._unseen(t)
        if u is None:
            share = sum(_DECK_SHARE.get(k, 0.0) for k in fitting)
            p0 = (1 - share) ** h
            p1 = h * share * (1 - share) ** (h - 1) if h else 0.0
            return p0, p1
        counts, total = u
        if self.reading is not None:
            return self.reading.chance_none(t, target, fitting, counts, total)
        return p_none_one(total, sum(counts[k] for k in fitting), h)

    # --- the values -------------------------------------------------------------------------

    def follow_value(self, t: Table, keys: list[str], target: int) -> float:
        """What a landed Grab is worth with these cards left in hand."""
        best = float(max((DAMAGE[k] for k in keys if k in FREE_KEYS), default=0))
        if "powerplay" in keys:
            rest = list(keys)
            rest.remove("powerplay")
            best = max(best, 3 + _best_basic(rest))
        if not _in_holds(t, t.seat, target):
            best = self._hold_follow(t, keys, best)
        return best

    def _hold_follow(self, t: Table, keys: list[str], best: float) -> float:
        """`best`, or a Headlock (with its free hits) or a Choke after the Grab if worth more."""
        if "headlock" in keys:
            jabs = sum(DAMAGE[k] for k in keys if k in _HEADLOCK_HITS)
            best = max(best, self.hold_worth(t, "headlock") + jabs)
        if "choke" in keys:
            best = max(best, 1 + self.hold_worth(t, "choke"))
        return best

    def hold_worth(self, t: Table, kind: str) -> float:
        """What holding a Choke or Headlock is worth beyond its first hit, in counters."""
        heads_up = len(alive_opponents(t)) == 1
        if kind == HoldKind.HEADLOCK:
            return (4.5 if heads_up else 3.0) * self.hold_taste
        return (4.0 if heads_up else 1.5) * self.hold_taste

    def attack_value(self, t: Table, card: int, target: int, hand_keys: list[str],
                     free: bool = False) -> float:
        """Expected worth of hitting target with card (counters, knock-out bonus included)."""
        key = KEY_OF[card]
        rest = _without(hand_keys, key)
        if key == "grab":
            p0, _ = (1.0, 0.0) if free else self.chance_undefended(t, target, key)
            return p0 * self.follow_value(t, rest, target) * (0.9 + 0.2 * self.persona.showboat)
        dmg = self._damage_dealt(t, key, free)
        extra = self._extra(key, rest)
        p0, p1 = (1.0, 0.0) if free else self.chance_undefended(t, target, key)
        bonus = self._knock_out_bonus(t, dmg, target)
        if key == "big_combo":
            half = dmg // 2
            return p0 * (dmg + bonus) + p1 * (half + (bonus if half >= t.counters[target] else 0))
        v = p0 * (dmg + extra + bonus)
        if key in MOVES_ON_KEYS and len(alive_opponents(t)) > 1:
            v += (1 - p0) * 0.4 * dmg   # Rules: a dodged Roundhouse moves on
        return v

    def _damage_dealt(self, t: Table, key: str, free: bool) -> int:
        """The card's damage as this seat deals it: halved while choked (not on a free hit),
        halved again while stomped."""
        me = t.seat
        dmg = DAMAGE[key]
        if dmg and not free:
            held = hold_on(t, me)
            if held is not None and held.kind == HoldKind.CHOKE:
                dmg //= 2
        if dmg and t.stomped[me]:
            dmg //= 2
        return dmg

    def _extra(self, key: str, rest: list[str]) -> float:
        """What a card does beyond its damage: a Stomp's halving, a Poke's lost turn and free
        hit, Uppercut²'s and Powerplay's free hits, a weapon coming back."""
        if key == "stomp":
            return 1.0
        if key == "poke_in_the_eye":
            return self.poke_extra + _best_basic(rest)
        if key in ("uppercut2", "powerplay"):
            return _best_basic(rest)
        return 0.3 if key in WEAPON_KEYS else 0.0

    def _knock_out_bonus(self, t: Table, dmg: int, target: int) -> float:
        """The bonus for knocking `target` out with `dmg` (a win, heads-up)."""
        if not dmg >= t.counters[target] > 0:
            return 0.0
        return 20.0 if len(alive_opponents(t)) == 1 else self.ko_bonus

    def keep_cost(self, t: Table, card: int, target: int, hand_keys: list[str]) -> float:
        """What playing this card throws away when the target stops it: the card is gone. A
        weapon comes back unless Disarmed, but a Disarmed one is lost with every hit it would
        still have made, so it is priced above its damage (`weapon_keep`, measured): cheap cards
        draw the defences out, and the weapon waits for a target likely to hold none. With a
        defence likely in her hand, the bot leads with its cheapest card."""
        if not self.keep_weight:
            return 0.0
        key = KEY_OF[card]
        p0, p1 = self.chance_undefended(t, target, key)
        stopped = 1.0 - p0 - (p1 if key == "big_combo" else 0.0)
        return self.keep_weight * stopped * self._card_worth(t, key, target, hand_keys)

    def _card_worth(self, t: Table, key: str, target: int, hand_keys: list[str]) -> float:
        """What a card of kind `key` is worth kept in hand."""
        if key == "grab":
            rest = list(hand_keys)
            rest.remove("grab")
            return self.follow_value(t, rest, target)
        if key in WEAPON_KEYS:
            return self.weapon_keep * DAMAGE[key]
        return DAMAGE[key] + self.keep_extra.get(key, 0.0)

    def target_weight(self, t: Table, target: int, grudges: dict[int, float] | None) -> float:
        """How much a hit at `target` counts (see `Targeting.weight`)."""
        return self.targeting.weight(t, target, grudges)

    # --- choosing ---------------------------------------------------------------------------

    def choose(self, t: Table, rng: random.Random | None = None,
               grudges: dict[int, float] | None = None) -> Action:
        """The best-valued action (the only one, when there is one)."""
        legal = t.legal
        if len(legal) == 1:
            return legal[0]
        scored = self.score(t, grudges)
        best = max(scored, key=lambda av: av[1])
        return best[0]

    def score(self, t: Table, grudges: dict[int, float] | None = None
              ) -> list[tuple[Action, float]]:
        """(action, value) for the candidate actions worth considering (a subset of legal)."""
        d = t.decision
        assert d is not None     # bots are asked only while a seat decides
        scorer = _SCORERS.get(d.kind)
        if scorer is None:
            return [(a, 0.0) for a in t.legal]
        return scorer(self, t, grudges)

    def _turn(self, t: Table, grudges: dict[int, float] | None) -> list[tuple[Action, float]]:
        """Its own turn: attacks valued less what the card costs to spend (which decides which
        attack, not whether), First Aid, breaking a hold, letting go, passing; a discard when
        nothing is worth it."""
        keys = [KEY_OF[c] for c in t.hand]
        held = hold_on(t, t.seat)
        out: list[tuple[Action, float]] = []
        raw = float("-inf")    # the best attack before what it costs to spend the card
        spent: list[int] = []   # where the attacks are in out
        for a in t.legal:
            if isinstance(a, PlayCard) and _is_attack(a, held):
                v, net = self._turn_attack_value(t, a, keys, grudges)
                raw = max(raw, v)
                spent.append(len(out))
                out.append((a, net))
            else:
                value = self._turn_other_value(t, a, keys, held)
                if value is not None:
                    out.append((a, value))
        _shift_to(out, spent, raw)
        self._add_discard(t, keys, out)
        return out

    def _turn_attack_value(self, t: Table, a: PlayCard, keys: list[str],
                           grudges: dict[int, float] | None) -> tuple[float, float]:
        """An attack on its turn, weighed by its target; and that less what the card costs to
        spend."""
        assert a.target is not None     # every play but First Aid has a target
        v = self.attack_value(t, a.card, a.target, keys)
        v *= self.target_weight(t, a.target, grudges)
        return v, v - self.keep_cost(t, a.card, a.target, keys)

    def _turn_other_value(self, t: Table, a: Action, keys: list[str],
                          held: Hold | None) -> float | None:
        """First Aid, a hold broken, a hold let go, a pass (None: not considered here)."""
        if isinstance(a, PlayCard):
            key = KEY_OF[a.card]
            if key == "first_aid":
                return self._heal_value(t, keys.count("first_aid"))
            assert held is not None
            return self._break_value(key, held, keys)
        if isinstance(a, Release):
            # Rules: a choker is helpless against everyone else; let go when low.
            mine = hold_by(t, t.seat)
            low = mine is not None and mine.kind == HoldKind.CHOKE and t.counters[t.seat] <= 3
            return 0.5 if low else -1.0
        if isinstance(a, Pass):
            return -0.5
        return None

    def _add_discard(self, t: Table, keys: list[str], out: list[tuple[Action, float]]) -> None:
        """Never just pass with a full hand: two bots holding only defence would pass for
        ever, since nobody draws. When nothing beats `attack_floor`, a discard of the junk."""
        best = max((v for _, v in out), default=0.0)
        if best >= self.attack_floor and any(isinstance(a, PlayCard) for a, _ in out):
            return
        junk = self._junk(t, keys) or sorted(keys, key=_DISCARD_ORDER.index)[:1]
        discard = find_discard(t.legal, junk) if junk else None
        if discard is not None:
            out.append((discard, self.attack_floor + 0.01 * len(junk)))

    def _heal_value(self, t: Table, n_aid: int) -> float:
        """First Aid on its turn: worth more the lower its counters."""
        c = t.counters[t.seat]
        restore = min(2 * n_aid, t.pool)
        if restore <= 0:
            return -1.0
        need = 1.3 if c <= 4 else 0.9 if c <= 8 else 0.45 if c <= 11 else 0.2
        # Keep one as knock-out insurance unless a second one clogs the hand.
        if n_aid == 1 and c > 4:
            need *= 0.6
        return restore * need * self.heal_need

    @staticmethod
    def _break_value(key: str, held: Hold, keys: list[str]) -> float:
        """Breaking the hold on it with this card."""
        v = 4.0 if held.kind == HoldKind.HEADLOCK else 3.0
        if key in ("stomp", "headbutt"):
            v += DAMAGE[key]
        elif key == "humiliation":
            v += max((DAMAGE[k] for k in keys if k in FREE_KEYS), default=0) - 0.5
        elif key == "freedom":
            v += 0.5
        return v

    def _junk(self, t: Table, keys: list[str]) -> list[str]:
        """Cards not worth a place in hand now: a Grab's follow-up without a Grab (and a Grab
        without one), defences and the like beyond `keep_limits`, First Aid with the pool
        empty and counters to spare."""
        junk: list[str] = []
        kept: dict[str, int] = {}
        has_grab = "grab" in keys
        follow = any(k in _GRAB_FOLLOW for k in keys)
        limits = self.keep_limits
        for k in keys:
            if _idle_grab_card(k, has_grab, follow):
                junk.append(k)
            elif k in limits:
                kept[k] = kept.get(k, 0) + 1
                if kept[k] > limits[k] or self._idle_first_aid(t, k):
                    junk.append(k)
        return junk

    @staticmethod
    def _idle_first_aid(t: Table, k: str) -> bool:
        """A First Aid with nothing in the pool to restore, while counters are not low."""
        return k == "first_aid" and not t.pool and t.counters[t.seat] > 6

    def _interrupt(self, t: Table, grudges: dict[int, float] | None
                   ) -> list[tuple[Action, float]]:
        """A Humiliation window: humiliate if it is worth more than keeping the card."""
        out: list[tuple[Action, float]] = [(Decline(), 0.0)]
        keys = [KEY_OF[c] for c in t.hand]
        if "humiliation" not in keys:
            return out
        value = humiliation_value(self, t, grudges, keys)
        if Release() in t.legal:
            # A choker must let go first (she is asked again, free): the Choke is the price.
            out.append((Release(), value - self.hold_worth(t, "choke")))
        else:
            out += [(a, value) for a in t.legal if isinstance(a, PlayCard)]
        return out

    def _defend(self, t: Table, grudges: dict[int, float] | None) -> list[tuple[Action, float]]:
        """An attack on it (see `defence`)."""
        return defence_scores(self, t)

    def _direction(self, t: Table, grudges: dict[int, float] | None
                   ) -> list[tuple[Action, float]]:
        """A dodged attack of its own moves on: towards the better victim."""
        d = t.decision
        assert d is not None and d.target is not None and d.card is not None
        keys = [KEY_OF[c] for c in t.hand]
        out: list[tuple[Action, float]] = []
        for a in t.legal:
            assert isinstance(a, ChooseDirection)
            s = next_conscious(t.knocked_out, d.target, 1 if a.clockwise else -1)
            if s == t.seat:
                out.append((a, -1.0))
            else:
                out.append((a, self.attack_value(t, d.card, s, keys + [KEY_OF[d.card]])
                            * self.target_weight(t, s, grudges)))
        return out

    def _block_grab(self, t: Table, grudges: dict[int, float] | None
                    ) -> list[tuple[Action, float]]:
        """After a Block: a Grab only if worth more than `block_grab_bar`."""
        keys = [KEY_OF[c] for c in t.hand]
        out: list[tuple[Action, float]] = [(Decline(), self.block_grab_bar)]
        for a in t.legal:
            if isinstance(a, PlayCard) and a.target is not None:
                out.append((a, self.attack_value(t, a.card, a.target, keys)))
        return out

    def _more_first_aid(self, t: Table, grudges: dict[int, float] | None
                        ) -> list[tuple[Action, float]]:
        """Another First Aid while the pool has counters and its own are not high."""
        plays = [a for a in t.legal if isinstance(a, PlayCard)]
        if plays and t.pool and t.counters[t.seat] < 15 + 4 * (1 - self.persona.risk):
            return [(plays[0], 1.0), (Decline(), 0.0)]
        return [(Decline(), 1.0)] + [(a, 0.0) for a in plays]

    def _free(self, t: Table, grudges: dict[int, float] | None) -> list[tuple[Action, float]]:
        """A free attack or follow-up on the victim in the decision."""
        d = t.decision
        assert d is not None     # bots are asked only while a seat decides
        keys = [KEY_OF[c] for c in t.hand]
        target = d.target
        assert target is not None     # a free attack names its victim
        return [(a, self._free_value(t, a, keys, target)) for a in t.legal]

    def _free_value(self, t: Table, a: Action, keys: list[str], target: int) -> float:
        """One answer to a free attack: a hold, a hit, letting go of its Headlock, declining."""
        if isinstance(a, PlayCard):
            k = KEY_OF[a.card]
            if k == "choke" or k == "headlock":
                rest = [x for x in keys if x != k]
                # A knock-out now beats any hold.
                return self.follow_value(t, [k] + [x for x in rest if x in _HEADLOCK_HITS],
                                         target)
            return self.attack_value(t, a.card, target, keys, free=True)
        if isinstance(a, Release):
            return self._release_to_hit_value(t, keys)
        return 0.0

    def _release_to_hit_value(self, t: Table, keys: list[str]) -> float:
        """Letting go of her Headlock for a free hit it forbids (she is asked again, free):
        the best such hit less the hold. Elsewhere (a Grab's follow-up, her own Headlock's
        hits) she keeps her hold."""
        d = t.decision
        assert d is not None     # bots are asked only while a seat decides
        mine = hold_by(t, t.seat)
        if d.kind is not DecisionKind.FREE_ATTACK or mine is None:
            return -1.0
        allowed = BASIC_KEYS if d.allowed == FollowUpKind.BASIC else FREE_KEYS
        victim = d.target
        assert victim is not None
        hits = [self.attack_value(t, c, victim, keys, free=True)
                for c in t.hand if KEY_OF[c] in allowed]
        if not hits:
            return -1.0
        return max(hits) - self.hold_worth(t, mine.kind)


# A way of scoring one kind of decision: (policy, table, grudges) -> (action, value) pairs.
_Scorer = Callable[[NormalPolicy, Table, dict[int, float] | None], list[tuple[Action, float]]]
_SCORERS: dict[DecisionKind, _Scorer] = {
    DecisionKind.TURN: NormalPolicy._turn,
    DecisionKind.INTERRUPT: NormalPolicy._interrupt,
    DecisionKind.DEFEND: NormalPolicy._defend,
    DecisionKind.SECOND_DEFENCE: NormalPolicy._defend,
    DecisionKind.DIRECTION: NormalPolicy._direction,
    DecisionKind.BLOCK_GRAB: NormalPolicy._block_grab,
    DecisionKind.FOLLOW_UP: NormalPolicy._free,
    DecisionKind.FREE_ATTACK: NormalPolicy._free,
    DecisionKind.HOLD_ATTACKS: NormalPolicy._free,
    DecisionKind.MORE_FIRST_AID: NormalPolicy._more_first_aid,
}


def _best_basic(keys: list[str]) -> int:
    """The most damage a basic attack among these cards does (0: none)."""
    return max((DAMAGE[k] for k in keys if k in BASIC_KEYS), default=0)


def _without(keys: list[str], key: str) -> list[str]:
    """The hand's kinds with one card of kind `key` taken out (if it holds one)."""
    rest = list(keys)
    if key in rest:
        rest.remove(key)
    return rest


def _in_holds(t: Table, me: int, target: int) -> bool:
    """Either seat holds someone or is held."""
    return bool(hold_by(t, me) or hold_on(t, me) or hold_by(t, target) or hold_on(t, target))


def _is_attack(a: PlayCard, held: Hold | None) -> bool:
    """A card played on its turn as an attack (not First Aid, not at the seat holding it)."""
    return KEY_OF[a.card] != "first_aid" and not (held is not None and a.target == held.holder)


def _shift_to(out: list[tuple[Action, float]], spent: list[int], raw: float) -> None:
    """Shift the attacks' values (at `spent` in out) so the best is worth `raw` again: what a
    card costs to spend decides which attack, not whether to attack."""
    if not spent:
        return
    shift = raw - max(out[i][1] for i in spent)
    for i in spent:
        out[i] = (out[i][0], out[i][1] + shift)


def _idle_grab_card(k: str, has_grab: bool, follow: bool) -> bool:
    """A Grab's follow-up without a Grab to play first, or a Grab with nothing to follow."""
    return k in ("powerplay", "choke", "headlock") and not has_grab or k == "grab" and not follow


class Memory:
    """What a player remembers between her decisions: who took her counters (a fading tally).
    Plain data only, so a save can keep it (`snapshot`/`restore`)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.grudges: dict[int, float] = {}
        self.last: tuple[int, int | None, int | None, int] | None = None  # counters, actor...
        self.reading = HandReader(seat)

    def see(self, view: PlayerView) -> None:
        self.reading.see(view)
        me = self.seat
        d = view.decision
        assert d is not None     # bots are asked only while a seat decides
        last = self.last
        self.last = (view.counters[me], d.actor, d.target,
                     view.turn)
        if last is None:
            return
        counters, actor, target, turn = last
        lost = counters - view.counters[me]
        if lost <= 0:
            return
        culprit = _culprit(view, me, actor, target, turn)
        if culprit == me:
            return
        for s in self.grudges:
            self.grudges[s] *= 0.8
        self.grudges[culprit] = self.grudges.get(culprit, 0.0) + lost

    def snapshot(self) -> dict[str, object]:
        """The grudges, the last counters seen and the reading, as plain JSON data."""
        return {"grudges": [[s, g] for s, g in sorted(self.grudges.items())],
                "last": list(self.last) if self.last else None,
                "reading": self.reading.snapshot()}

    def restore(self, data: dict[str, Any]) -> None:
        """Back from `snapshot`."""
        self.grudges = {int(s): float(g) for s, g in data.get("grudges", [])}
        last = data.get("last")
        self.last = tuple(last) if last else None
        self.reading = HandReader(self.seat)
        self.reading.restore(data.get("reading", {}))


def _culprit(view: PlayerView, me: int, actor: int | None, target: int | None,
             turn: int) -> int:
    """Who took her counters since her last decision: whoever chokes her, else the attacker
    of the attack at her, else the player whose turn it was."""
    held = [h.holder for h in view.holds if h.victim == me and h.kind == HoldKind.CHOKE]
    if held:
        return held[0]
    if target == me and actor is not None and actor != me:
        return actor
    return turn


def rng_state(rng: random.Random) -> list[object]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def set_rng_state(rng: random.Random, data: list[Any]) -> None:
    rng.setstate((data[0], tuple(data[1]), data[2]))


class NormalBot:
    """The heuristic bot; remembers who hurt it (from the views it was shown) for grudges."""

    kind = "normal"

    def __init__(self, seat: int, seed: int | str, persona: Persona | None = None,
                 human: int | None = None) -> None:
        self.seat = seat
        self.rng = random.Random(seed)
        self.persona = persona if isinstance(persona, Persona) else None
        self.policy = NormalPolicy(self.persona, human=human)
        self.policy._whim = self.rng
        self.memory = Memory(seat)
        self.policy.reading = self.memory.reading

    def choose(self, view: PlayerView) -> Action:
        self.memory.see(view)
        if len(view.legal) == 1:
            return view.legal[0]
        action = self.policy.choose(view, self.rng, self.memory.grudges)
        self.memory.reading.chose(view, action)
        return action

    def observe(self, view: PlayerView) -> None:
        """See the table between decisions (memory only; optional for callers)."""
        self.memory.see(view)

    def snapshot(self) -> dict[str, object]:
        """The bot's RNG and memory as plain JSON data (for saves)."""
        return {"rng": rng_state(self.rng), "memory": self.memory.snapshot()}

    def restore(self, data: dict[str, Any]) -> None:
        """Back from `snapshot`."""
        set_rng_state(self.rng, data["rng"])
        self.memory.restore(data["memory"])
        self.policy.reading = self.memory.reading


__all__ = ["NormalBot", "NormalPolicy", "Memory", "NEUTRAL", "rng_state",
           "set_rng_state", "ChooseDirection"]
