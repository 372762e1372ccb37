"""What would be wrong with a state: every card and token in exactly one place, totals kept."""

from __future__ import annotations

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
from gameshelf.engine.dig_your_way_out.piles import side_points
from gameshelf.engine.dig_your_way_out.sides import open_places, side, target, teammates
from gameshelf.engine.dig_your_way_out.state import GameState


def invariants(s: GameState) -> list[str]:
    """One sentence per thing wrong with this state; empty when it is sound."""
    problems: list[str] = []
    n = s.players
    cards = [c for h in s.hands for c in h] + s.draw + s.discard + [c for st in s.stacks
                                                                   for c in st]
    cards += [c for d in s.dug for c in d]
    if sorted(cards) != list(range(DECK_SIZE)):
        # The checks below look cards up by number: one that does not exist would break them.
        return ["Not every card is in exactly one place."]
    if any(c >= SEARCH_SIZE for c in s.draw + s.discard):
        problems.append("A tool card lies in the search piles.")
    if any(c < SEARCH_SIZE or TOOL_OF[c] != t for t, st in enumerate(s.stacks) for c in st):
        problems.append("A tool stack holds a card of another kind.")
    if any(KEY_OF[c] not in DIGGABLE for d in s.dug for c in d):
        problems.append("A tunnel holds something that does not dig.")
    gangs = [c for deck in s.gang_decks for c in deck] + [c for c in s.gang if c >= 0]
    if sorted(gangs) != list(range(GANG_CARDS)) or any(
            gang_of(c) != g for g, deck in enumerate(s.gang_decks) for c in deck):
        problems.append("Not every gang card is in exactly one place.")
    if sorted(s.pasts + s.past_box) != list(range(len(PASTS))):
        problems.append("Not every criminal past is in exactly one place.")
    michel = s.michel_draw + s.michel_discard + s.michel_shown
    if sorted(michel) != list(range(len(MICHEL_CARDS))):
        problems.append("Not every Michel(le) card is in exactly one place.")
    if s.supply < 0 or min(s.cigarettes) < 0 or sum(s.cigarettes) + s.supply != CIGARETTES:
        problems.append("Cigarettes do not add up to the box's.")
    if any(not 0 <= b <= MAX_BEATINGS for b in s.beatings):
        problems.append("A player has more beatings than two, or fewer than none.")
    places = open_places(s) + (SOLITARY,)
    if any(p not in places for p in s.location):
        problems.append("A pawn stands off the board.")
    if (s.michel_at in open_places(s)) != s.michel_on:
        problems.append("Michel(le) stands where the match does not put her.")
    goal = target(s)
    reached = [q for q in range(n) if side_points(s, q) >= goal]
    if (s.winner is None) == bool(reached) or (s.winner is not None and s.winner not in reached):
        problems.append("The winner does not match the tunnel points.")
    problems += _turn_limit_problems(s)
    problems += _team_problems(s)
    return problems


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
    problems: list[str] = []
    if s.team and s.players not in TEAM_PLAYERS:
        problems.append("The team variant is played by 4 or 6 players.")
    d = s.dealing
    if d is not None and (not teammates(s, d.dealer, d.partner) or d.dealer != s.turn_seat
                          or not 0 <= d.returned <= d.given or (d.returned and not d.back)):
        problems.append("The deal under way is not between the player and a teammate.")
    f = s.fight
    if f is not None and any(q not in side(s, f.attacker) + side(s, f.defender)
                             or q in (f.attacker, f.defender) for q in f.helped):
        problems.append("A fight's helper is on neither side.")
    return problems
