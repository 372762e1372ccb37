"""What would be wrong with a state: every card and token in exactly one place, totals kept."""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.engine.dig_your_way_out.data import (
    CIGARETTES,
    DECK_SIZE,
    DIGGABLE,
    GANG_CARDS,
    KEY_OF,
    MAX_BEATINGS,
    MICHEL_CARDS,
    PASTS,
    SEARCH_SIZE,
    SOLITARY,
    TEAM_PLAYERS,
    TOOL_OF,
    gang_of,
)
from gameshelf.engine.dig_your_way_out.known import known_problems
from gameshelf.engine.dig_your_way_out.piles import side_points
from gameshelf.engine.dig_your_way_out.sides import open_places, side, target, teammates
from gameshelf.engine.dig_your_way_out.state import GameState


def invariants(s: GameState) -> list[str]:
    """One sentence per thing wrong with this state; empty when it is sound."""
    if _cards_misplaced(s):
        # The checks below look cards up by number: one that does not exist would break them.
        return ["Not every card is in exactly one place."]
    problems = [why for wrong, why in _CHECKS if wrong(s)]
    problems += _turn_limit_problems(s)
    problems += _team_problems(s)
    problems += known_problems(s.hands, s.known)
    return problems


def _cards_misplaced(s: GameState) -> bool:
    cards = [c for h in s.hands for c in h] + s.draw + s.discard + [c for st in s.stacks
                                                                   for c in st]
    cards += [c for d in s.dug for c in d]
    return sorted(cards) != list(range(DECK_SIZE))


def _tool_in_search_piles(s: GameState) -> bool:
    return any(c >= SEARCH_SIZE for c in s.draw + s.discard)


def _stack_mixed(s: GameState) -> bool:
    return any(c < SEARCH_SIZE or TOOL_OF[c] != t for t, st in enumerate(s.stacks) for c in st)


def _tunnel_wrong(s: GameState) -> bool:
    return any(KEY_OF[c] not in DIGGABLE for d in s.dug for c in d)


def _gang_cards_misplaced(s: GameState) -> bool:
    gangs = [c for deck in s.gang_decks for c in deck] + [c for c in s.gang if c >= 0]
    return sorted(gangs) != list(range(GANG_CARDS)) or any(
        gang_of(c) != g for g, deck in enumerate(s.gang_decks) for c in deck)


def _pasts_misplaced(s: GameState) -> bool:
    return sorted(s.pasts + s.past_box) != list(range(len(PASTS)))


def _michel_cards_misplaced(s: GameState) -> bool:
    michel = s.michel_draw + s.michel_discard + s.michel_shown
    return sorted(michel) != list(range(len(MICHEL_CARDS)))


def _cigarettes_wrong(s: GameState) -> bool:
    return s.supply < 0 or min(s.cigarettes) < 0 or sum(s.cigarettes) + s.supply != CIGARETTES


def _beatings_wrong(s: GameState) -> bool:
    return any(not 0 <= b <= MAX_BEATINGS for b in s.beatings)


def _pawn_off_board(s: GameState) -> bool:
    places = open_places(s) + (SOLITARY,)
    return any(p not in places for p in s.location)


def _michel_misplaced(s: GameState) -> bool:
    return (s.michel_at in open_places(s)) != s.michel_on


def _wrong_winner(s: GameState) -> bool:
    goal = target(s)
    reached = [q for q in range(s.players) if side_points(s, q) >= goal]
    return (s.winner is None) == bool(reached) or (s.winner is not None
                                                   and s.winner not in reached)


# Each check after the cards', in the order a save's refusal names the first: true when the
# state is wrong.
_CHECKS: tuple[tuple[Callable[[GameState], bool], str], ...] = (
    (_tool_in_search_piles, "A tool card lies in the search piles."),
    (_stack_mixed, "A tool stack holds a card of another kind."),
    (_tunnel_wrong, "A tunnel holds something that does not dig."),
    (_gang_cards_misplaced, "Not every gang card is in exactly one place."),
    (_pasts_misplaced, "Not every criminal past is in exactly one place."),
    (_michel_cards_misplaced, "Not every Michel(le) card is in exactly one place."),
    (_cigarettes_wrong, "Cigarettes do not add up to the box's."),
    (_beatings_wrong, "A player has more beatings than two, or fewer than none."),
    (_pawn_off_board, "A pawn stands off the board."),
    (_michel_misplaced, "Michel(le) stands where the match does not put her."),
    (_wrong_winner, "The winner does not match the tunnel points."),
)


def _turn_limit_problems(s: GameState) -> list[str]:
    """What is wrong with a headless match's turn limit: it stopped without reaching it, or
    played past it."""
    if s.turn_limit is None:
        return ["The match stopped unfinished without a turn limit."] if s.unfinished else []
    last = s.turn_limit * s.players
    if s.unfinished and (s.winner is not None or s.turn != last):
        return ["The match stopped unfinished without reaching its turn limit."]
    if s.turn > last:
        return ["The match played past its turn limit."]
    return []


def _team_problems(s: GameState) -> list[str]:
    """What is wrong with the team variant's parts: the table size, a deal, fight helpers."""
    return [why for wrong, why in _TEAM_CHECKS if wrong(s)]


def _team_table_wrong(s: GameState) -> bool:
    return s.team and s.players not in TEAM_PLAYERS


def _deal_wrong(s: GameState) -> bool:
    d = s.dealing
    return d is not None and (not teammates(s, d.dealer, d.partner) or d.dealer != s.turn_seat
                              or not 0 <= d.returned <= d.given or bool(d.returned and not d.back))


def _helper_wrong(s: GameState) -> bool:
    f = s.fight
    return f is not None and any(q not in side(s, f.attacker) + side(s, f.defender)
                                 or q in (f.attacker, f.defender) for q in f.helped)


_TEAM_CHECKS: tuple[tuple[Callable[[GameState], bool], str], ...] = (
    (_team_table_wrong, "The team variant is played by 4 or 6 players."),
    (_deal_wrong, "The deal under way is not between the player and a teammate."),
    (_helper_wrong, "A fight's helper is on neither side."),
)
