"""What Lunch Money's prompt line says: the question at the table, the keys that answer it, or
what is happening while the others play (shown by the generic tui.widgets.prompt.PromptLine)."""

from __future__ import annotations

from collections.abc import Collection

from engine.lunch_money import PlayerView
from engine.lunch_money.state import DecisionKind as K
from tui.games.lunch_money.commands import Option, card_label, options, question
from tui.widgets.prompt import Prompt

DEFENCES = (K.DEFEND, K.SECOND_DEFENCE)      # being hit: a prompt on red
# What the prompt says while a question with one answer is let go for you.
NOTHING_TO_ANSWER = {K.BLOCK_GRAB: "You have no Grab to answer the Block.",
                     K.FOLLOW_UP: "You have nothing to follow the Grab with.",
                     K.FREE_ATTACK: "You have no card for the free shot.",
                     K.HOLD_ATTACKS: "You have no Jab, Uppercut or Stomp for the Headlock."}
_DOING = {K.TURN: "takes a turn", K.DEFEND: "decides how to defend",
          K.SECOND_DEFENCE: "looks for a second defence",
          K.INTERRUPT: "thinks about a Humiliation", K.DIRECTION: "chooses where to send it",
          K.BLOCK_GRAB: "thinks about a Grab after the Block",
          K.FOLLOW_UP: "follows up the Grab", K.FREE_ATTACK: "lines up a free shot",
          K.HOLD_ATTACKS: "works the Headlock", K.MORE_FIRST_AID: "patches up"}
_HURRY = "any key: hurry up  [?] help"


def table_prompt(view: PlayerView, mode: str, pending: int | None = None,
                 targets: Collection[int] = (), selected: Collection[int] = ()) -> Prompt:
    """The prompt for the table in `mode` (idle, decide, target, discard, over): a question
    with its keys, or what is happening while the others play."""
    if mode == "over":
        who = "You win" if view.winner == view.seat else f"{view.names[view.winner]} wins"
        return Prompt(f"{who}! The fight is over.", (Option("enter", "see the summary"),))
    if mode == "target":
        keys = [Option(str(i + 1), view.names[t]) for i, t in enumerate(targets)]
        return Prompt(f"{card_label(view.hand[pending])} at whom?",
                      (*keys, Option("esc", "back")), urgent=True)
    if mode == "discard":
        return _discard_prompt(len(selected))
    d = view.decision
    if d is None:
        return Prompt("")
    if d.seat == view.seat and mode == "decide":
        return Prompt(question(view), tuple(options(view)), "[:] type  [?] help",
                      urgent=d.kind in DEFENCES)
    if d.seat == view.seat and d.kind is not K.INTERRUPT:
        return _let_go_prompt(view)
    if view.knocked_out[view.seat]:
        return Prompt("You're out cold. The others fight on…", (),
                      "any key: skip to the end  [?] help", waiting=True)
    if d.kind is K.INTERRUPT and d.actor is not None:
        # The same words whoever is asked: being asked says nothing about a hand.
        at = "" if d.target is None or d.target == d.actor else \
            f" at {'you' if d.target == view.seat else view.names[d.target]}"
        actor = "You play" if d.actor == view.seat else f"{view.names[d.actor]} plays"
        return Prompt(f"{actor} {card_label(d.card)}{at}…", (), _HURRY, waiting=True)
    return Prompt(f"{view.names[d.seat]} {_DOING.get(d.kind, 'decides')}…", (), _HURRY,
                  waiting=True)


def _discard_prompt(n: int) -> Prompt:
    keys = [Option("1-5", "pick cards"), Option("a", "all")]
    if n:
        keys.append(Option("enter", f"discard {n} card{'s' if n != 1 else ''}"))
    return Prompt("Discard which cards? You draw back to five.",
                  (*keys, Option("esc", "back")), urgent=True)


def _let_go_prompt(view: PlayerView) -> Prompt:
    """Your decision, but nothing in hand answers it: the table lets it go for you (a hit lands
    after the usual pause). No keys to press, so no question."""
    d = view.decision
    if d.kind in DEFENCES:
        return Prompt(f"{question(view)} Nothing in your hand stops it…", (),
                      "any key: go on", urgent=True)
    return Prompt(NOTHING_TO_ANSWER.get(d.kind, question(view)), (), "any key: go on",
                  waiting=True)
