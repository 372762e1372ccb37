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

from gameshelf.engine.core.cast import Persona
from gameshelf.engine.lunch_money.actions import (
    Action,
    ChooseDirection,
    Decline,
    Defend,
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
from gameshelf.engine.lunch_money.bots.reading import HandReader
from gameshelf.engine.lunch_money.cards import KEY_OF, MOVES_ON_KEYS, WEAPON_KEYS
from gameshelf.engine.lunch_money.legal import find_discard
from gameshelf.engine.lunch_money.state import DecisionKind, Window, next_conscious
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


class NormalPolicy:
    """Values every legal action for the deciding seat of a Table and picks the best."""

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
        self.grudge_weight = 0.6 * p.grudge
        self.favourite = p.favourite_target
        self.leader_fear = 1.5
        self.keep_weight = 2.0
        self.block_grab_bar = 0.5   # a Grab after a Block must be worth more than this
        self.min_defend = 3         # plain hits below this are taken, the defence kept
        self.poke_extra = 1.5       # a poked victim's lost turn, in counters
        self.weapon_keep = 1.5      # a weapon kept for a target without defence (BOTS.md)
        self.keep_extra = {"stomp": 1.0, "poke_in_the_eye": 3.0, "uppercut2": 2.0}
        self.human = human          # the human's seat, if the table has one (a public fact)
        self._whim: random.Random | None = None
        self.reading: HandReader | None = None   # what this seat read from public play
        self.keep_limits = {"dodge": 2, "block": 2, "disarm": 1, "freedom": 1, "first_aid": 3,
                            "humiliation": 2}

    # --- knowledge --------------------------------------------------------------------------

    def _unseen(self, t: Table):
        if not self.count_cards:
            return None
        cache = getattr(self, "_cache", None)
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
        h = t.hand_sizes[target]
        u = self._unseen(t)
        if u is None:
            share = sum(_DECK_SHARE.get(k, 0.0) for k in fitting)
            p0 = (1 - share) ** h
            p1 = h * share * (1 - share) ** (h - 1) if h else 0.0
        else:
            counts, total = u
            if self.reading is not None:
                p0, p1 = self.reading.chance_none(t, target, fitting, counts, total)
            else:
                p0, p1 = p_none_one(total, sum(counts[k] for k in fitting), h)
        if is_choker(t, target):   # she must let go first to defend, and may not
            p0 = (1 + p0) / 2
        return p0, p1

    # --- the values -------------------------------------------------------------------------

    def follow_value(self, t: Table, keys: list[str], target: int) -> float:
        """What a landed Grab is worth with these cards left in hand."""
        me = t.seat
        best = float(max((DAMAGE[k] for k in keys if k in FREE_KEYS), default=0))
        if "powerplay" in keys:
            rest = list(keys)
            rest.remove("powerplay")
            best = max(best, 3 + max((DAMAGE[k] for k in rest if k in BASIC_KEYS), default=0))
        free_of_holds = not (hold_by(t, me) or hold_on(t, me) or hold_by(t, target)
                             or hold_on(t, target))
        if free_of_holds:
            if "headlock" in keys:
                jabs = sum(DAMAGE[k] for k in keys if k in ("jab", "uppercut", "stomp"))
                best = max(best, self.hold_worth(t, "headlock") + jabs)
            if "choke" in keys:
                best = max(best, 1 + self.hold_worth(t, "choke"))
        return best

    def hold_worth(self, t: Table, kind: str) -> float:
        """What holding a Choke or Headlock is worth beyond its first hit, in counters."""
        heads_up = len(alive_opponents(t)) == 1
        if kind == "headlock":
            return (4.5 if heads_up else 3.0) * self.hold_taste
        return (4.0 if heads_up else 1.5) * self.hold_taste

    def attack_value(self, t: Table, card: int, target: int, hand_keys: list[str],
                     free: bool = False) -> float:
        """Expected worth of hitting target with card (counters, knock-out bonus included)."""
        me = t.seat
        key = KEY_OF[card]
        rest = list(hand_keys)
        if key in rest:
            rest.remove(key)
        if key == "grab":
            p0, _ = (1.0, 0.0) if free else self.chance_undefended(t, target, key)
            return p0 * self.follow_value(t, rest, target) * (0.9 + 0.2 * self.persona.showboat)
        dmg = DAMAGE[key]
        if dmg and not free:
            held = hold_on(t, me)
            if held is not None and held.kind == "choke":
                dmg //= 2
        if dmg and t.stomped[me]:
            dmg //= 2
        extra = 0.0
        if key == "stomp":
            extra = 1.0
        elif key == "poke_in_the_eye":
            extra = self.poke_extra + max((DAMAGE[k] for k in rest if k in BASIC_KEYS), default=0)
        elif key == "uppercut2":
            extra = max((DAMAGE[k] for k in rest if k in BASIC_KEYS), default=0)
        elif key in WEAPON_KEYS:
            extra = 0.3
        elif key == "powerplay":
            extra = max((DAMAGE[k] for k in rest if k in BASIC_KEYS), default=0)
        if free:
            p0, p1 = 1.0, 0.0
        else:
            p0, p1 = self.chance_undefended(t, target, key)
        ko = dmg >= t.counters[target] > 0
        bonus = (20.0 if len(alive_opponents(t)) == 1 else self.ko_bonus) if ko else 0.0
        if key == "big_combo":
            half = dmg // 2
            v = p0 * (dmg + bonus) + p1 * (half + (bonus if half >= t.counters[target] else 0))
        else:
            v = p0 * (dmg + extra + bonus)
            if key in MOVES_ON_KEYS and len(alive_opponents(t)) > 1:
                v += (1 - p0) * 0.4 * dmg   # Rules: a dodged Roundhouse moves on
        return v

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
        if key == "grab":
            rest = list(hand_keys)
            rest.remove("grab")
            worth = self.follow_value(t, rest, target)
        elif key in WEAPON_KEYS:
            worth = self.weapon_keep * DAMAGE[key]
        else:
            worth = DAMAGE[key] + self.keep_extra.get(key, 0.0)
        return self.keep_weight * stopped * worth

    def target_weight(self, t: Table, target: int, grudges: dict[int, float] | None) -> float:
        opp = alive_opponents(t)
        if len(opp) <= 1:
            return 1.0
        w = 1.0
        counters = [t.counters[s] for s in opp]
        fav = self.favourite
        if fav == "weakest" and t.counters[target] == min(counters):
            w += 0.25
        if fav == "leader" and t.counters[target] == max(counters):
            w += 0.25
        if fav == "human":
            w += 0.35 if target == self.human else 0.0
            if self.human is None and t.counters[target] == min(counters):
                w += 0.25
        if fav == "random" and self._whim is not None:   # a fresh whim every decision
            w += 0.3 * self._whim.random()
        if grudges:
            top = max(grudges.values())
            if top > 0:
                w += (self.grudge_weight + (0.3 if fav == "grudge" else 0.0)) * \
                    grudges.get(target, 0.0) / top
        # Everyone fears the leader: her counters are the ones to take. (Measured at 4 players
        # against easy: 52 % hitting the weakest, 64 % leaning on the leader like this.)
        w += self.leader_fear * (t.counters[target] - sum(counters) / len(counters)) / 15
        if self._whim is not None:
            # Break ties by the bot's own dice, not by seat number: else the lowest seat is
            # everyone's first target (measured: seat 0 won 6% of 4-player games).
            w += 0.02 * self._whim.random()
        return w

    # --- choosing ---------------------------------------------------------------------------

    def choose(self, t: Table, rng: random.Random | None = None,
               grudges: dict[int, float] | None = None) -> Action:
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
        match d.kind:
            case DecisionKind.TURN:
                return self._turn(t, grudges)
            case DecisionKind.INTERRUPT:
                return self._interrupt(t, grudges)
            case DecisionKind.DEFEND | DecisionKind.SECOND_DEFENCE:
                return self._defend(t)
            case DecisionKind.DIRECTION:
                return self._direction(t, grudges)
            case DecisionKind.BLOCK_GRAB:
                keys = [KEY_OF[c] for c in t.hand]
                out: list[tuple[Action, float]] = [(Decline(), self.block_grab_bar)]
                for a in t.legal:
                    if isinstance(a, PlayCard) and a.target is not None:
                        out.append((a, self.attack_value(t, a.card, a.target, keys)))
                return out
            case DecisionKind.FOLLOW_UP | DecisionKind.FREE_ATTACK | DecisionKind.HOLD_ATTACKS:
                return self._free(t)
            case DecisionKind.MORE_FIRST_AID:
                plays = [a for a in t.legal if isinstance(a, PlayCard)]
                if plays and t.pool and t.counters[t.seat] < 15 + 4 * (1 - self.persona.risk):
                    return [(plays[0], 1.0), (Decline(), 0.0)]
                return [(Decline(), 1.0)] + [(a, 0.0) for a in plays]
        return [(a, 0.0) for a in t.legal]

    def _turn(self, t: Table, grudges) -> list[tuple[Action, float]]:
        me = t.seat
        keys = [KEY_OF[c] for c in t.hand]
        held = hold_on(t, me)
        mine = hold_by(t, me)
        out: list[tuple[Action, float]] = []
        n_aid = keys.count("first_aid")
        raw = float("-inf")    # the best attack before what it costs to spend the card
        spent: list[int] = []   # where the attacks are in out
        for a in t.legal:
            if isinstance(a, PlayCard):
                key = KEY_OF[a.card]
                if key == "first_aid":
                    out.append((a, self._heal_value(t, n_aid)))
                elif held is not None and a.target == held.holder:
                    out.append((a, self._break_value(t, key, held, keys)))
                else:
                    assert a.target is not None     # every play but First Aid has a target
                    v = self.attack_value(t, a.card, a.target, keys)
                    v *= self.target_weight(t, a.target, grudges)
                    raw = max(raw, v)
                    spent.append(len(out))
                    out.append((a, v - self.keep_cost(t, a.card, a.target, keys)))
            elif isinstance(a, Release):
                # Rules: a choker is helpless against everyone else; let go when low.
                low = mine is not None and mine.kind == "choke" and t.counters[me] <= 3
                out.append((a, 0.5 if low else -1.0))
            elif isinstance(a, Pass):
                out.append((a, -0.5))
        if spent:
            # What a card costs to spend decides which attack, not whether to attack.
            shift = raw - max(out[i][1] for i in spent)
            for i in spent:
                out[i] = (out[i][0], out[i][1] + shift)
        best = max((v for _, v in out), default=0.0)
        if best < self.attack_floor or not any(isinstance(a, PlayCard) for a, _ in out):
            # Never just pass with a full hand: two bots holding only defence would pass for
            # ever, since nobody draws.
            junk = self._junk(t, keys) or sorted(keys, key=_DISCARD_ORDER.index)[:1]
            discard = find_discard(t.legal, junk) if junk else None
            if discard is not None:
                out.append((discard, self.attack_floor + 0.01 * len(junk)))
        return out

    def _heal_value(self, t: Table, n_aid: int) -> float:
        c = t.counters[t.seat]
        restore = min(2 * n_aid, t.pool)
        if restore <= 0:
            return -1.0
        need = 1.3 if c <= 4 else 0.9 if c <= 8 else 0.45 if c <= 11 else 0.2
        # Keep one as knock-out insurance unless a second one clogs the hand.
        if n_aid == 1 and c > 4:
            need *= 0.6
        return restore * need * self.heal_need

    def _break_value(self, t: Table, key: str, held, keys: list[str]) -> float:
        v = 4.0 if held.kind == "headlock" else 3.0
        if key in ("stomp", "headbutt"):
            v += DAMAGE[key]
        elif key == "humiliation":
            v += max((DAMAGE[k] for k in keys if k in FREE_KEYS), default=0) - 0.5
        elif key == "freedom":
            v += 0.5
        return v

    def _junk(self, t: Table, keys: list[str]) -> list[str]:
        """Cards not worth a place in hand now."""
        me = t.seat
        junk: list[str] = []
        kept: dict[str, int] = {}
        has_grab = "grab" in keys
        follow = any(k in _GRAB_FOLLOW for k in keys)
        limits = self.keep_limits
        for k in keys:
            if k in ("powerplay", "choke", "headlock") and not has_grab or k == "grab" and not follow:
                junk.append(k)
            elif k in limits:
                kept[k] = kept.get(k, 0) + 1
                if kept[k] > limits[k] or (k == "first_aid" and not t.pool
                                           and t.counters[me] > 6):
                    junk.append(k)
        return junk

    def _interrupt(self, t: Table, grudges) -> list[tuple[Action, float]]:
        out: list[tuple[Action, float]] = [(Decline(), 0.0)]
        keys = [KEY_OF[c] for c in t.hand]
        if "humiliation" not in keys:
            return out
        value = self._humiliation_value(t, grudges, keys)
        if Release() in t.legal:
            # A choker must let go first (she is asked again, free): the Choke is the price.
            out.append((Release(), value - self.hold_worth(t, "choke")))
        else:
            out += [(a, value) for a in t.legal if isinstance(a, PlayCard)]
        return out

    def _humiliation_value(self, t: Table, grudges, keys: list[str]) -> float:
        """What humiliating the play in the window is worth over keeping the card."""
        d = t.decision
        assert d is not None and d.card is not None and d.actor is not None   # a window's
        me = t.seat
        key = KEY_OF[d.card]
        rest = list(keys)
        rest.remove("humiliation")
        free = float(max((DAMAGE[k] for k in rest if k in FREE_KEYS), default=0))
        if free >= t.counters[d.actor] > 0:
            free += self.ko_bonus if len(alive_opponents(t)) > 1 else 20.0
        ruin = 0.0
        if d.target == me:
            if key == "humiliation":
                ruin = 6.0
            elif key in DEFENCES_AGAINST or key in ("powerplay", "choke", "headlock"):
                my_def = DEFENCES_AGAINST.get(key, frozenset())
                covered = any(k in my_def for k in keys)
                dmg = DAMAGE[key]
                if key == "grab":
                    dmg = 4
                elif key in ("choke", "headlock"):
                    dmg = 5
                elif key in ("poke_in_the_eye", "uppercut2"):
                    dmg += 3
                elif key == "big_combo":
                    covered = sum(1 for k in keys if k in my_def) >= 2
                if key == "powerplay":
                    dmg += 2
                ruin = dmg * (0.15 if covered and key != "powerplay" else 1.0)
                if dmg >= t.counters[me] and not covered:
                    ruin += 10.0
            elif key in ("dodge", "block", "disarm", "freedom"):
                # She defends against my attack: ruining it lands my attack.
                play = self._window_play(t)
                dmg = play.attack.damage if play is not None and play.attack else 2
                ruin = dmg + (3 if play is not None and play.attack
                              and KEY_OF[play.attack.card] == "grab" else 0)
                if dmg >= t.counters[d.actor]:
                    ruin += self.ko_bonus
        elif key == "first_aid" or key == "humiliation" and d.target is not None:
            ruin = 2.0
        elif d.target is not None and d.target != me:
            ruin = 0.3 * DAMAGE.get(key, 0)
        w = self.target_weight(t, d.actor, grudges) if d.actor != me else 1.0
        value = (ruin + free) * w - self.hum_keep
        if t.counters[me] <= 4:
            value += 1.5      # no time to save it for later
        return value

    @staticmethod
    def _window_play(t: Table):
        if t.stack and isinstance(t.stack[-1], Window):
            return t.stack[-1].play
        return None

    def _defend(self, t: Table) -> list[tuple[Action, float]]:
        d = t.decision
        assert d is not None and d.card is not None and d.actor is not None   # an attack's
        me = t.seat
        key = KEY_OF[d.card]
        keys = [KEY_OF[c] for c in t.hand]
        lethal = d.damage >= t.counters[me]
        out: list[tuple[Action, float]] = []
        if Release() in t.legal:
            fits = DEFENCES_AGAINST.get(key, frozenset())
            can = any(k in fits for k in keys)
            worth = (d.damage >= 3 and can) or (lethal and (can or "first_aid" in keys))
            return [(Release(), 1.0 if worth else -1.0), (Decline(), 0.0)]
        grab_ready = "grab" in keys and self.follow_value(
            t, [k for k in keys if k != "grab"], d.actor) >= 2
        prefer = {"disarm": 3.0, "freedom": 2.5 if key in ("grab", "choke", "headlock") else 0.0,
                  "dodge": 2.0, "block": 2.6 if grab_ready else 1.8}
        if key in MOVES_ON_KEYS and len(alive_opponents(t)) > 1:
            prefer["dodge"] = 2.7   # a dodged Roundhouse goes on to someone else
        for a in t.legal:
            if isinstance(a, Defend):
                k = KEY_OF[a.card]
                if k == "first_aid":
                    out.append((a, 5.0 if lethal else -1.0))
                elif d.damage < self.min_defend and not lethal and key in FREE_KEYS:
                    # A light hit is not worth a defence card: keep it for a real one.
                    out.append((a, -0.5 + 0.1 * prefer.get(k, 1.0)))
                else:
                    out.append((a, 10.0 + prefer.get(k, 1.0)))
        out.append((Decline(), 0.0))
        return out

    def _direction(self, t: Table, grudges) -> list[tuple[Action, float]]:
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

    def _free(self, t: Table) -> list[tuple[Action, float]]:
        d = t.decision
        assert d is not None     # bots are asked only while a seat decides
        keys = [KEY_OF[c] for c in t.hand]
        out: list[tuple[Action, float]] = []
        target = d.target
        assert target is not None     # a free attack names its victim
        for a in t.legal:
            if isinstance(a, PlayCard):
                k = KEY_OF[a.card]
                if k == "choke" or k == "headlock":
                    rest = [x for x in keys if x != k]
                    v = self.follow_value(t, [k] + [x for x in rest if x in
                                                   ("jab", "uppercut", "stomp")], target)
                    # A knock-out now beats any hold.
                    out.append((a, v))
                else:
                    out.append((a, self.attack_value(t, a.card, target, keys, free=True)))
            elif isinstance(a, Release):
                out.append((a, self._release_to_hit_value(t, keys)))
            else:
                out.append((a, 0.0))
        return out

    def _release_to_hit_value(self, t: Table, keys: list[str]) -> float:
        """Letting go of her Headlock for a free hit it forbids (she is asked again, free):
        the best such hit less the hold. Elsewhere (a Grab's follow-up, her own Headlock's
        hits) she keeps her hold."""
        d = t.decision
        assert d is not None     # bots are asked only while a seat decides
        mine = hold_by(t, t.seat)
        if d.kind is not DecisionKind.FREE_ATTACK or mine is None:
            return -1.0
        allowed = BASIC_KEYS if d.allowed == "basic" else FREE_KEYS
        victim = d.target
        assert victim is not None
        hits = [self.attack_value(t, c, victim, keys, free=True)
                for c in t.hand if KEY_OF[c] in allowed]
        if not hits:
            return -1.0
        return max(hits) - self.hold_worth(t, mine.kind)


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
        self.last = (view.counters[me], d.actor if d else None, d.target if d else None,
                     view.turn)
        if last is None:
            return
        counters, actor, target, turn = last
        lost = counters - view.counters[me]
        if lost <= 0:
            return
        held = [h.holder for h in view.holds if h.victim == me and h.kind == "choke"]
        if held:
            culprit = held[0]
        elif target == me and actor is not None and actor != me:
            culprit = actor
        else:
            culprit = turn
        if culprit == me:
            return
        for s in self.grudges:
            self.grudges[s] *= 0.8
        self.grudges[culprit] = self.grudges.get(culprit, 0.0) + lost

    def snapshot(self) -> dict:
        return {"grudges": [[s, g] for s, g in sorted(self.grudges.items())],
                "last": list(self.last) if self.last else None,
                "reading": self.reading.snapshot()}

    def restore(self, data: dict) -> None:
        self.grudges = {int(s): float(g) for s, g in data.get("grudges", [])}
        last = data.get("last")
        self.last = tuple(last) if last else None
        self.reading = HandReader(self.seat)
        self.reading.restore(data.get("reading", {}))


def rng_state(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def set_rng_state(rng: random.Random, data: list) -> None:
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

    def snapshot(self) -> dict:
        """The bot's RNG and memory as plain JSON data (for saves)."""
        return {"rng": rng_state(self.rng), "memory": self.memory.snapshot()}

    def restore(self, data: dict) -> None:
        set_rng_state(self.rng, data["rng"])
        self.memory.restore(data["memory"])
        self.policy.reading = self.memory.reading


__all__ = ["NormalBot", "NormalPolicy", "Memory", "NEUTRAL", "rng_state",
           "set_rng_state", "ChooseDirection"]
