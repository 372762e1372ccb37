"""The first lesson's five steps as data: each a scenario position, what the scripted
opponents play, what the player is asked to do (and how the lesson says it), in the player's
language. Pure: no Textual (the table that plays them is `lesson.py`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from gameshelf.engine.lunch_money import (
    KEY_OF,
    Action,
    Decline,
    Defend,
    Pass,
    PlayCard,
    PlayerView,
    Scenario,
)
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.games.lunch_money.questions import options
from gameshelf.tui.i18n import N_, translator

_ = translator("lunch_money")

BRUNO, VICKY = 1, 2           # the lesson's two opponents sit at seats 1 and 2; you at 0
PERSONAS = (None, "bruno", "vicky")
FILLER = ("jab", "hook", "elbow", "pimp_slap", "kick")   # an opponent's hand, for the look


@dataclass(frozen=True)
class Expect:
    """One thing the player is asked to do: answer a `kind` of decision with one of `cards`."""

    kind: K
    cards: tuple[str, ...]    # card kind keys: any of them will do; the first is the one named
    explain: str              # the lesson panel: what is happening and why (N_, shown with _)
    say: str                  # the prompt line: what to press ({key}: the key that does it)
    hint: str                 # after a wrong key or command ({key} as in `say`)

    def accepts(self, action: Action) -> bool:
        """Whether `action` is what this step asks for (any target will do)."""
        return isinstance(action, PlayCard | Defend) and KEY_OF[action.card] in self.cards


# (decision kind, card kind key, target seat or None) a scripted opponent plays, in order;
# every other decision it answers with the harmless default (take it, let it go, pass).
Plan = tuple[tuple[K, str, int | None], ...]


@dataclass(frozen=True)
class Step:
    """One position of the lesson and what the player learns in it."""

    title: str                                   # N_
    position: Callable[[Sequence[str]], Scenario]  # the seat names -> the scenario to build
    expects: tuple[Expect, ...]
    intro: str                                   # N_: the panel before the player is asked
    done: str                                    # N_: the panel once the step is played
    plans: dict[int, Plan] = field(default_factory=dict)


def _hands(sc: Scenario, you: Sequence[str]) -> Scenario:
    """Your hand as given; the opponents hold filler (five cards, as at a real table)."""
    return sc.hand(0, *you).hand(BRUNO, *FILLER).hand(VICKY, *FILLER[::-1])


STEPS: tuple[Step, ...] = (
    Step(N_("Hit someone"),
         lambda names: _hands(Scenario(names), ("kick4", "jab", "dodge", "block", "first_aid"))
         .turn(0),
         (Expect(K.TURN, ("kick4",),
                 N_("Everyone starts with 15 counters of lunch money; lose them all and you "
                    "are out. On your turn you play one card. Your Kick does 4."),
                 N_("Your turn: press {key} to play your Kick, then choose whom to hit."),
                 N_("Play your Kick this time: press {key}, then a number for whom to hit. Or "
                    "press : and type: kick bruno")),),
         N_("Your first fight. Watch the prompt line at the bottom: it always says what to "
            "press."),
         N_("No defence, so the Kick landed: 4 counters gone. After your card you draw back "
            "to five, and the next player's turn begins.")),
    Step(N_("Dodge"),
         lambda names: _hands(Scenario(names), ("dodge", "jab", "elbow", "kick4", "first_aid"))
         .attack(BRUNO, "hook", 0),
         (Expect(K.DEFEND, ("dodge",),
                 N_("Bruno swings a Hook at you. A Dodge makes any attack miss."),
                 N_("Press {key} to Dodge the Hook."),
                 N_("Don't take it: press {key} to play your Dodge.")),),
         N_("Bruno attacks you."),
         N_("Missed! A Dodge stops any attack, but you only hold so many.")),
    Step(N_("Block, then Grab"),
         lambda names: _hands(Scenario(names), ("block", "grab", "uppercut", "jab", "first_aid"))
         .attack(BRUNO, "kick4", 0),
         (Expect(K.DEFEND, ("block",),
                 N_("Bruno kicks at you. A Block stops the attack, and then you may Grab the "
                    "attacker."),
                 N_("Press {key} to Block the Kick."),
                 N_("Block this one: press {key}.")),
          Expect(K.BLOCK_GRAB, ("grab",),
                 N_("Blocked! Right after your Block you may Grab Bruno."),
                 N_("Press {key} to Grab Bruno."),
                 N_("Grab him now: press {key}.")),
          Expect(K.FOLLOW_UP, ("uppercut", "jab"),
                 N_("Your Grab holds Bruno: your next card is a free hit he can't defend."),
                 N_("Press {key} to follow up with your Uppercut."),
                 N_("Follow up the Grab: press {key} for your Uppercut."))),
         N_("Bruno attacks you again."),
         N_("Block, Grab, free hit: the schoolyard's favourite combo.")),
    Step(N_("Humiliation"),
         lambda names: _hands(Scenario(names), ("humiliation", "kick4", "jab", "block",
                                                "first_aid"))
         .hand(VICKY, "hail_mary", "jab", "hook", "elbow", "kick").turn(VICKY),
         (Expect(K.INTERRUPT, ("humiliation",),
                 N_("Vicky swings a Hail Mary (7) at you! A Humiliation ruins the card someone "
                    "just played, and earns you a free hit."),
                 N_("Press {key} to Humiliate Vicky."),
                 N_("Don't let it go: press {key} to Humiliate her.")),
          Expect(K.FREE_ATTACK, ("kick4", "jab"),
                 N_("Her Hail Mary is ruined. Now your free shot: she can't defend it."),
                 N_("Press {key} to hit Vicky with your Kick."),
                 N_("Take your free shot: press {key}."))),
         N_("Vicky's turn. A Humiliation may interrupt any card anyone plays, at any moment."),
         N_("Humiliated! Only another Humiliation could have stopped yours."),
         plans={VICKY: ((K.TURN, "hail_mary", 0),)}),
    Step(N_("Break a hold"),
         lambda names: _hands(Scenario(names), ("jab", "stomp", "kick4", "dodge", "hook"))
         .hold("headlock", holder=BRUNO, victim=0).turn(0),
         (Expect(K.TURN, ("stomp", "freedom", "humiliation"),
                 N_("In Bruno's Headlock you can't attack or defend, and he hits you free on "
                    "his turns. Freedom, Stomp or Humiliation break it."),
                 N_("Press {key} to Stomp Bruno and break free."),
                 N_("Break the Headlock: press {key} for your Stomp.")),),
         N_("Bruno has you in a Headlock."),
         N_("Free! The Stomp broke the Headlock and hit Bruno: his next attack does half "
            "damage.")),
)


def card_index(view: PlayerView, expect: Expect) -> int | None:
    """Where in the hand the card `expect` names is (else another that will do), if playable."""
    playable = {KEY_OF[a.card] for a in view.legal if isinstance(a, PlayCard | Defend)}
    for key in expect.cards:
        for i, card in enumerate(view.hand):
            if KEY_OF[card] == key and key in playable:
                return i
    return None


def key_for(view: PlayerView, expect: Expect) -> str:
    """The key that does what `expect` asks: its letter on the prompt, else the card's number."""
    for option in options(view):
        if option.action is not None and expect.accepts(option.action):
            return option.key
    i = card_index(view, expect)
    return "?" if i is None else str(i + 1)


def default_answer(legal: Sequence[Action]) -> Action:
    """A scripted opponent's answer off its plan: take it, let it go, or pass."""
    for harmless in (Decline(), Pass()):
        if harmless in legal:
            return harmless
    return legal[0]


class ScriptedOpponent:
    """A lesson opponent: plays its step's plan, and the harmless answer to everything else
    (not a bot: the lesson must go the same way every time)."""

    def __init__(self) -> None:
        self.plan: list[tuple[K, str, int | None]] = []

    def choose(self, view: PlayerView) -> Action:
        d = view.decision
        assert d is not None                # asked only when it has a decision
        if self.plan and self.plan[0][0] is d.kind:
            _kind, key, target = self.plan.pop(0)
            for a in view.legal:
                card = getattr(a, "card", None)
                if (card is not None and KEY_OF[card] == key
                        and getattr(a, "target", target) == target):
                    return a
        return default_answer(view.legal)
