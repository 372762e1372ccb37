"""The team variant's own rules: fight helpers, moving to a gang mate and (in `deal.py`) the Deal.
`legal.py`, `rules.py` and `fights.py` call in here with one line each; solo matches never reach
past the first `if`. Bots may ask `is_teammate` and `fight_side`."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import BLOCKS, CELLS, KIND_OF, NO_CRAFTING, SOLITARY, gang_of
from gameshelf.engine.dig_your_way_out.piles import beat, has_benefit, move_pawn, take_random
from gameshelf.engine.dig_your_way_out.sides import home_block, teammates
from gameshelf.engine.dig_your_way_out.state import DecisionKind, Fight, GameState


def is_teammate(view_or_state: object, seat: int, other: int) -> bool:
    """For bots and the table: whether two different seats play on one team (a PlayerView or
    a GameState)."""
    return bool(getattr(view_or_state, "team", False)) and seat != other \
        and seat % 2 == other % 2


# --- moving to a gang mate -----------------------------------------------------------------------

def mate_moves(s: GameState, seat: int) -> list:
    """Moves to a teammate of the same gang elsewhere (a move action: not in a lockdown)."""
    # Rules: "Tijdens een gewone verplaatsing kan een speler naar de locatie van een teamgenoot
    # verplaatsen die tot dezelfde bende behoort. Er hoeft niet met de dobbelsteen geworpen te
    # worden."
    if not s.team or s.gang[seat] < 0 or s.lockdown_by is not None:
        return []
    gang, here = gang_of(s.gang[seat]), s.location[seat]
    return [A.JoinMate(q) for q in range(s.players)
            if teammates(s, seat, q) and s.gang[q] >= 0 and gang_of(s.gang[q]) == gang
            and s.location[q] not in (here, SOLITARY)]


def join_mate(s: GameState, a: A.JoinMate, ev: list) -> None:
    """Walk to the gang mate's location, no roll (one action, as a roll would cost)."""
    spend(s)
    move_pawn(s, s.turn_seat, s.location[a.mate], "mate", ev)


def spend(s: GameState) -> None:
    """One action of the turn used (rules.use, kept here so this module does not import rules)."""
    s.actions_left -= 1
    s.acted = True


# --- fights --------------------------------------------------------------------------------------

def fight_side(s: GameState, f: Fight, seat: int) -> tuple[int, ...]:
    """The seats that may lay for the side `seat` fights on: its principal (attacker or
    defender) first, then that player's teammates in the same location, in seat order from
    the principal."""
    if not s.team or teammates(s, f.attacker, f.defender):
        # Decision (RULES TM7): a fight inside a team has no helpers (both sides are hers).
        return (f.attacker if seat == f.attacker else f.defender,)
    principal = f.attacker if seat == f.attacker or teammates(s, seat, f.attacker) \
        else f.defender
    n, here = s.players, s.location[principal]
    order = ((principal + i) % n for i in range(1, n))
    return (principal,) + tuple(q for q in order
                                if teammates(s, principal, q) and s.location[q] == here)


def opponent(s: GameState, f: Fight, seat: int) -> int:
    """The principal of the other side of the fight."""
    return f.defender if fight_side(s, f, seat)[0] == f.attacker else f.attacker


def after_blow(s: GameState, f: Fight, seat: int) -> Fight:
    """The fight once `seat` laid a weapon: the other side's principal lays next."""
    helped = f.helped + (seat,) if seat not in (f.attacker, f.defender, *f.helped) else f.helped
    return Fight(f.attacker, f.defender, f.tool, opponent(s, f, seat), True, (), helped)


def pass_blow(s: GameState, seat: int, ev: list) -> bool:
    """A fighter lays nothing: the next teammate here is asked instead (True), or no one is
    left and the side loses (False)."""
    # Decision (RULES TM3): the principal is asked first, then each teammate here once per blow.
    f = s.fight
    if not s.team or f is None:
        return False
    passed = f.passed + (seat,)
    left = [q for q in fight_side(s, f, seat) if q not in passed]
    if not left:
        return False
    s.fight = Fight(f.attacker, f.defender, f.tool, left[0], True, passed, f.helped)
    ev.append(E.BlowPassed(seat, left[0]))
    return True


def after_fight(s: GameState, f: Fight, loser: int, winner: int, ev: list) -> None:
    """Every teammate who helped the losing side takes a beating and a random card goes from
    each of them to the winner."""
    # Rules: "Op het einde van een gevecht moeten alle spelers die meegeholpen hebben aan een
    # verloren gevecht een rammeling nemen. Daarnaast mag de winnende speler ... een
    # willekeurige kaart nemen van elk van de verliezende spelers."
    for q in f.helped:
        if teammates(s, q, loser):
            beat(s, q, ev)
            take_random(s, q, winner, ev)


# --- crafting ------------------------------------------------------------------------------------

def no_crafting_here(s: GameState, seat: int) -> bool:
    """Whether the seat's location forbids crafting: the cells and showers (Bratva's workshop
    excepted); on the team board your own block, while the other team's block allows it."""
    # Rules: "Spelers kunnen voorwerpen samenstellen in de celblok van het overeenkomstig team,
    # maar niet in hun eigen celblok."
    here = s.location[seat]
    workshop = has_benefit(s, seat, "cell_workshop")
    if s.team and here in BLOCKS:
        return here == home_block(s, seat) and not workshop
    return here in NO_CRAFTING and not (here == CELLS and workshop)


# --- for bots (`bots/` calls these; a PlayerView is all they need) -------------------------------

def home_of(view: object) -> int:
    """The cell block the view's seat digs in (the cells in a solo match)."""
    return BLOCKS[view.seat % 2] if getattr(view, "team", False) else CELLS  # type: ignore


def deal_score(view: object, action: object, plan: bool = True) -> float:
    """A bot's liking for a deal step: hand over nothing it could use (stop at once), and give
    back the cheapest card (a cigarette is cheaper than most)."""
    if type(action) is A.DoneDealing:
        return 10
    if type(action) is A.DealCigarette:
        return -1.5
    card = action.card  # type: ignore[attr-defined]
    return -(KIND_OF[card].value + KIND_OF[card].points * 3)


def team_turn(base):
    """A bot's turn scorer that also knows the team actions: it leaves Deal and the gang-mate
    move alone (they score under "end the turn"), and asks `base` about everything else."""
    def score(view, action, plan: bool = True) -> float:
        if type(action) in (A.Deal, A.JoinMate):
            return 0
        return base(view, action, plan)
    return score


TEAM_SCORERS = {DecisionKind.DEAL: deal_score, DecisionKind.DEAL_BACK: deal_score}
