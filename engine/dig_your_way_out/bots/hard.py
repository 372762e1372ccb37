"""The hard bot: normal's scores sharpened by counting tools, and a search where it is extorted.

Sharper (`sharp_score`, heads-up only: at a larger table normal's scores measured better): the
tools a rival carries are public arithmetic (the board's copies less the stacks, the tunnels and
your hand), so it extorts a rival who carries a tool and
names that tool (the dearest it carries), fights for a pickaxe or shovel with a weapon in hand
instead of giving it up, and keeps two weapons (a knife from the shop) to do both.

Search: on its turn, and extorted with several answers, it takes its best few; for each of R
determinizations (the hidden cards dealt at random consistent with its view) it plays each one
on: a turn action to the end of its turn and HORIZON - 1 turns more (5: heads-up two of the
rival's and two more of its own; at four a round and one turn), an answer through the fight to
its end (its own policy and the others' normal one), and scores the outcome (`value`; in a fight its own less
the extorter's). A candidate replaces the first choice only when it scores clearly better on
average. The sampled positions keep what everyone saw go into a hand there (`known.py`).
`rollouts` and `horizon` are the budget, counted, never timed: the same seed makes the same
choices on any machine, however loaded; `search_turns=False` searches only where it is extorted (weaker:
BOTS.md). In the team variant its turns are not searched (the team's scores choose).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from gameshelf.engine.core.advice import Advice, How, Unit, only_choice, ranked, with_also
from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out.bots.determinize import determinize
from gameshelf.engine.dig_your_way_out.bots.normal import NormalBot, best, score
from gameshelf.engine.dig_your_way_out.bots.route import carried_by_others, diggables, goal, weapons
from gameshelf.engine.dig_your_way_out.bots.teamplay import teamwise
from gameshelf.engine.dig_your_way_out.data import KEY_OF, KIND_OF, TOOL_IDS, points_to_win
from gameshelf.engine.dig_your_way_out.legal import current_decision, legal_actions
from gameshelf.engine.dig_your_way_out.piles import points
from gameshelf.engine.dig_your_way_out.rules import apply
from gameshelf.engine.dig_your_way_out.sides import side
from gameshelf.engine.dig_your_way_out.state import Decision, GameState
from gameshelf.engine.dig_your_way_out.state import DecisionKind as K
from gameshelf.engine.dig_your_way_out.team import Scorer
from gameshelf.engine.dig_your_way_out.view import PlayerView, view_for

CANDIDATES = 5          # its best actions by the sharp scores, played out
MAX_STEPS = 40
HORIZON = 5             # turns begun after this one before a turn playout is judged (BOTS.md)
MARGIN = 2.0            # how much better on average a candidate must play out to replace the first
_TOOL_POINTS = tuple(KIND_OF[ids[0]].points for ids in TOOL_IDS)


def sharp_score(view: PlayerView, a: A.Action, plan: bool = True) -> float:
    """Normal's score of an action, sharpened by the tools counted in the rival's hand."""
    s = score(view, a)
    if len(view.names) > 2:
        # At a table of more the counting is no longer exact, and its keen fights and knives
        # measured worse than normal's scores (1 hard among 3 normal: 0.245 -> 0.29, BOTS.md).
        return s
    assert view.decision is not None           # `score` has checked it
    kind, t = view.decision.kind, type(a)
    if kind is K.TURN:
        if type(a) is A.Extort:
            # Name what the rival carries (a weapon is enough: it lays first, and a rival
            # without one gives in); naming what it lacks only starts a fight for a card.
            w = weapons(view.hand)
            if carried_by_others(view)[a.tool] > 0 and (w or a.weapon < 0):
                # A spoon taken is worth two stolen from the stack: the rival loses it too.
                return 60 + 8 * max(_TOOL_POINTS[a.tool], 2) + 3 * w
        elif type(a) is A.Buy and a.offer in (0, 1) and weapons(view.hand) < 2:
            return 70 if a.offer == 0 else 65       # two weapons: to extort and to keep tools
    elif kind is K.ANSWER:
        if view.decision.tool >= 2 and weapons(view.hand):     # a pickaxe or shovel: fight
            return {A.Give: 5, A.LayWeapon: 35, A.Concede: 1}.get(t, s)
    elif kind is K.FIGHT and t is A.LayWeapon and view.fight is not None \
            and view.fight.tool >= 2:
        return s + 20
    return s


def sharp_best(view: PlayerView, scorer: Scorer = sharp_score) -> A.Action:
    """The best action by `sharp_score` (or `scorer`; the first listed among equals)."""
    legal = view.legal
    return max(legal, key=lambda a: scorer(view, a)) if len(legal) > 1 else legal[0]


class HardBot(NormalBot):
    """Sharper scores; its turn's actions and its answers to extortion weighed by playing them
    out on sampled positions."""

    kind = "hard"

    def __init__(self, seat: int, seed: int | str, persona: object | None = None,
                 human: int | None = None, rollouts: int = 12,
                 search_turns: bool = True, teamplay: bool = True,
                 horizon: int = HORIZON) -> None:
        super().__init__(seat, seed, persona, human)
        self.scorer = teamwise(sharp_score) if teamplay else sharp_score
        self.teamplay = teamplay        # positions valued for the team (in the team variant)
        self.rollouts = rollouts
        self.horizon = horizon          # turns a turn's playout runs into (1: to its own end)
        # Measured (BOTS.md): the turn's search is most of its lead over normal.
        self.searched_kinds = (K.ANSWER, K.TURN) if search_turns else (K.ANSWER,)

    def choose(self, view: PlayerView) -> A.Action:
        legal = view.legal
        view = self.lens(view)
        if not self._searches(view):
            return sharp_best(view, self.scorer)
        ranked = candidates(view, legal, self.scorer)
        totals = self._totals(view, ranked)
        return ranked[self._pick(totals)]

    def _searches(self, view: PlayerView) -> bool:
        """Whether this decision is played out (else the sharp scores choose): several
        choices, a searched kind, and not a team variant's turn (a playout to the end of its
        own turn cannot see what a Deal lets a teammate do on hers)."""
        assert view.decision is not None        # asked to choose: it decides
        kind = view.decision.kind
        return len(view.legal) > 1 and bool(self.rollouts) and kind in self.searched_kinds \
            and not (view.team and kind is K.TURN)

    def _totals(self, view: PlayerView, ranked: Sequence[A.Action]) -> list[float]:
        """Each action's summed value over `rollouts` sampled positions, all on the same ones."""
        assert view.decision is not None
        totals = [0.0] * len(ranked)
        playout: Callable[[GameState, A.Action], float] = \
            self._turn_playout if view.decision.kind is K.TURN else self._fight_playout
        for _ in range(self.rollouts):
            state = determinize(view, self.rng)
            for i, a in enumerate(ranked):
                totals[i] += playout(state.clone(), a)
        return totals

    def _pick(self, totals: list[float]) -> int:
        """The first candidate, unless another played out clearly better on average."""
        top = max(range(len(totals)), key=lambda i: (totals[i], -i))
        return top if totals[top] > totals[0] + MARGIN * self.rollouts else 0

    def advise(self, view: PlayerView, also: tuple[A.Action, ...] = ()) -> Advice:
        """What this bot would play here, and, where it plays its choices out, each one's mean
        value on the sampled positions (`value`: points, tools, health; in a fight its own
        less the extorter's), `also` (the player's own choice) among them: the hint's and the
        look back's answer (`engine.core.advice`). Elsewhere its sharp scores only rank."""
        legal = view.legal
        if len(legal) == 1:
            return only_choice(legal[0], Unit.POINTS)
        view = self.lens(view)
        if not self._searches(view):
            pick = sharp_best(view, self.scorer)
            ranks = ranked([(a, self.scorer(view, a)) for a in legal])
            return Advice(pick, How.RULE, Unit.RANK, ranks)
        cands = candidates(view, legal, self.scorer)
        weighed = with_also(cands, also, legal)
        totals = self._totals(view, weighed)
        pick = cands[self._pick(totals[:len(cands)])]
        means = [t / self.rollouts for t in totals]
        return Advice(pick, How.SEARCH, Unit.POINTS,
                      ranked(list(zip(weighed, means, strict=True))), self.rollouts)

    def _turn_playout(self, s: GameState, action: A.Action) -> float:
        """The candidate, then every seat's policy until `horizon` turns have begun after this
        one (1: the end of this bot's turn): its value."""
        me, until = self.seat, s.turn + self.horizon
        s = self._play(s, action, lambda d: d.kind is K.TURN and s.turn >= until,
                       MAX_STEPS * self.horizon)
        return value(s, me)

    def _fight_playout(self, s: GameState, action: A.Action) -> float:
        """Extorted: the answer, then the fight laid out to its end on the sampled hands (the
        rival's weapons unknown): this bot's value less the extorter's."""
        assert s.fight is not None             # extorted: a fight is on
        rival = s.fight.attacker
        s = self._play(s, action, lambda d: s.fight is None)
        return value(s, self.seat, self.teamplay) - value(s, rival, self.teamplay)

    def _play(self, s: GameState, action: A.Action,
              done: Callable[[Decision], bool], steps: int = MAX_STEPS) -> GameState:
        """Apply `action`, then this bot's sharp policy and the others' normal one until
        `done(decision)` (or the match ends, or `steps` decisions were played)."""
        me = self.seat
        s, _ = apply(s, action, in_place=True)
        for _ in range(steps):
            d = current_decision(s)
            if d is None or done(d):
                break
            legal = legal_actions(s)
            if len(legal) == 1:
                choice = legal[0]
            else:
                seen = view_for(s, d.seat)
                choice = sharp_best(self.lens(seen), self.scorer) if d.seat == me \
                    else best(seen)
            s, _ = apply(s, choice, in_place=True)
        return s


def candidates(view: PlayerView, legal: Sequence[A.Action], scorer: Scorer) -> list[A.Action]:
    """The actions the search plays out: the best CANDIDATES by the sharp scores, one
    extortion per victim and tool (the weapons laid score alike), then the best extortion
    with another kind of weapon, so the search says which to lay."""
    ranked = sorted(legal, key=lambda a: -scorer(view, a))
    out: list[A.Action] = []
    seen: set[tuple[int, int]] = set()
    for a in ranked:
        if type(a) is A.Extort:
            if (a.target, a.tool) in seen:
                continue
            seen.add((a.target, a.tool))
        out.append(a)
        if len(out) == CANDIDATES:
            break
    first = next((a for a in out if type(a) is A.Extort and a.weapon >= 0), None)
    if first is not None:
        other = next((a for a in ranked if type(a) is A.Extort and a.weapon >= 0
                      and (a.target, a.tool) == (first.target, first.tool)
                      and KEY_OF[a.weapon] != KEY_OF[first.weapon]), None)
        if other is not None:
            out.append(other)
    return out


def value(s: GameState, me: int, team: bool = True) -> float:
    """How good a position looks for `me`: points first, then tools, weapons and health. In
    the team variant (unless `team` is off) the points are the side's, a teammate's win is
    ours, and the rival to fear is the other side."""
    mine = side(s, me) if team else (me,)
    if s.winner is not None:
        return 1000.0 if s.winner in mine else -1000.0
    hand = s.hands[me]
    tools = sum(KIND_OF[c].points for c in diggables(hand))
    own = sum(points(s, q) for q in mine)
    v = 10 * own + 4 * tools + 1.5 * min(weapons(hand), 3) + 0.3 * s.cigarettes[me]
    v -= 4 * s.beatings[me]
    view_goal = goal(_Light(s, me))
    v += 3 if s.location[me] == view_goal else 0
    v += 0.2 * len(hand)
    rivals = {side(s, q) if team else (q,) for q in range(s.players) if q not in mine}
    return v - 2 * max(sum(points(s, q) for q in group) for group in rivals)


class _Light:
    """Just enough of a view for `goal`."""

    def __init__(self, s: GameState, me: int) -> None:
        self.seat, self.hand, self.beatings = me, s.hands[me], s.beatings
        self.cigarettes = s.cigarettes
        self.target = points_to_win(s.players)
        self.points = tuple(points(s, q) for q in range(s.players))
        self.stack_sizes = tuple(map(len, s.stacks))
