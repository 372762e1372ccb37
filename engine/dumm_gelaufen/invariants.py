"""What must hold in every state play can reach: every card and every Murphy card in exactly
one place, Mac and the open piles holding number cards only, a decision that can be answered,
the winner matching the fulfilled cards. The conformance suite and save loading check it."""

from __future__ import annotations

from gameshelf.engine.dumm_gelaufen.cards import DECK_SIZE, MURPHY_COUNT, NUMBER_COUNT, is_red
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
    found = []
    cards = ([x for h in s.hands for x in h] + s.draw + s.piles[0] + s.piles[1]
             + s.action_discard + s.mac + s.reds
             + (s.taken if s.phase is DecisionKind.PICK_MAC else []))
    if sorted(cards) != list(range(DECK_SIZE)):
        found.append("Not every card is in exactly one place.")
    # The winner's last card lies open with her fulfilled ones (unless time was called).
    held = [m for q, m in enumerate(s.murphy) if q != s.winner or len(s.fulfilled[q]) < TO_WIN]
    murphies = held + s.murphy_pile + s.murphy_discard + [m for f in s.fulfilled for m in f]
    if sorted(murphies) != list(range(MURPHY_COUNT)):
        found.append("Not every Murphy card is in exactly one place.")
    if len(s.mac) > MAC_MAX or any(x >= NUMBER_COUNT for x in s.mac + s.piles[0] + s.piles[1]):
        found.append("Mac or an open pile holds what it may not.")
    if any(is_red(x) for h in s.hands for x in h):
        found.append("A hand holds a red action card.")
    wins = [q for q, f in enumerate(s.fulfilled) if len(f) >= TO_WIN]
    # A save of the old house rule: won at 50 turns per seat without three Murphy cards.
    old_time_called = (s.winner is not None and not wins
                       and s.turns >= OLD_HOUSE_RULE_TURNS_PER_SEAT * s.players)
    if wins != ([] if s.winner is None else [s.winner]) and not old_time_called:
        found.append("The winner does not match the fulfilled Murphy cards.")
    if s.unfinished and (s.winner is not None or s.turn_limit is None
                         or s.turns < s.turn_limit * s.players):
        found.append("The match stopped unfinished without reaching its turn limit.")
    if s.winner is None and s.phase is not DecisionKind.TURN and not legal_actions(s):
        found.append("The decision has no legal answer.")
    if any(t == s.turn for t in s.targets) or (s.phase is DecisionKind.GIVE_BACK
                                                and len(s.targets) != 1):
        found.append("Cards are to be handed to the wrong player.")
    return found
