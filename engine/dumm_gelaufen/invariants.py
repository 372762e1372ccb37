"""What must hold in every state play can reach: every card and every Murphy card in exactly
one place, Mac and the open piles holding number cards only, a decision that can be answered,
the winner matching the fulfilled cards. The conformance suite and save loading check it."""

from __future__ import annotations

from collections.abc import Callable

from gameshelf.engine.dumm_gelaufen.cards import DECK_SIZE, MURPHY_COUNT, NUMBER_COUNT, is_red
from gameshelf.engine.dumm_gelaufen.known import known_problems
from gameshelf.engine.dumm_gelaufen.legal import legal_actions
from gameshelf.engine.dumm_gelaufen.state import (
    MAC_MAX,
    OLD_HOUSE_RULE_TURNS_PER_SEAT,
    TO_WIN,
    DecisionKind,
    GameState,
)


def problems(s: GameState) -> list[str]:
    """What is wrong with a state: cards, Murphy cards, Mac, the decision, the winner."""
    if not 0 <= s.turn < s.players:      # the checks below look into the hand on turn
        return ["The seat on turn is not at the table."]
    return [why for wrong, why in _CHECKS if wrong(s)]


def _cards_misplaced(s: GameState) -> bool:
    cards = ([x for h in s.hands for x in h] + s.draw + s.piles[0] + s.piles[1]
             + s.action_discard + s.mac + s.reds
             + (s.taken if s.phase is DecisionKind.PICK_MAC else []))
    return sorted(cards) != list(range(DECK_SIZE))


def _murphy_cards_misplaced(s: GameState) -> bool:
    # The winner's last card lies open with her fulfilled ones (unless time was called).
    held = [m for q, m in enumerate(s.murphy) if q != s.winner or len(s.fulfilled[q]) < TO_WIN]
    murphies = held + s.murphy_pile + s.murphy_discard + [m for f in s.fulfilled for m in f]
    return sorted(murphies) != list(range(MURPHY_COUNT))


def _open_cards_wrong(s: GameState) -> bool:
    return len(s.mac) > MAC_MAX or any(x >= NUMBER_COUNT for x in s.mac + s.piles[0] + s.piles[1])


def _known_cards_misplaced(s: GameState) -> bool:
    return known_problems(s.hands, s.known)


def _red_card_in_hand(s: GameState) -> bool:
    return any(is_red(x) for h in s.hands for x in h)


def _wrong_winner(s: GameState) -> bool:
    wins = [q for q, f in enumerate(s.fulfilled) if len(f) >= TO_WIN]
    # A save of the old house rule: won at 50 turns per seat without three Murphy cards.
    old_time_called = (s.winner is not None and not wins
                       and s.turns >= OLD_HOUSE_RULE_TURNS_PER_SEAT * s.players)
    return wins != ([] if s.winner is None else [s.winner]) and not old_time_called


def _stopped_early(s: GameState) -> bool:
    return s.unfinished and (s.winner is not None or s.turn_limit is None
                             or s.turns < s.turn_limit * s.players)


def _unanswerable(s: GameState) -> bool:
    return s.winner is None and s.phase is not DecisionKind.TURN and not legal_actions(s)


def _wrong_receiver(s: GameState) -> bool:
    return any(t == s.turn for t in s.targets) or (s.phase is DecisionKind.GIVE_BACK
                                                   and len(s.targets) != 1)


# Each check, in the order a save's refusal names the first: true when the state is wrong.
_CHECKS: tuple[tuple[Callable[[GameState], bool], str], ...] = (
    (_cards_misplaced, "Not every card is in exactly one place."),
    (_murphy_cards_misplaced, "Not every Murphy card is in exactly one place."),
    (_open_cards_wrong, "Mac or an open pile holds what it may not."),
    (_red_card_in_hand, "A hand holds a red action card."),
    (_known_cards_misplaced, "A card everyone saw go into a hand is not in it."),
    (_wrong_winner, "The winner does not match the fulfilled Murphy cards."),
    (_stopped_early, "The match stopped unfinished without reaching its turn limit."),
    (_unanswerable, "The decision has no legal answer."),
    (_wrong_receiver, "Cards are to be handed to the wrong player."),
)
