"""The prompt line: what is being asked and which keys answer it."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from rich.text import Text
from textual.widgets import Static

from engine.lunch_money import PlayerView
from engine.lunch_money.state import DecisionKind as K
from tui.commands import Option, card_label, options, question
from tui.widgets.look import flag

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


@dataclass(frozen=True)
class Prompt:
    """What the prompt line says: the question, the keys that answer it, a dim hint."""

    question: str
    options: tuple[Option, ...] = ()
    extra: str = ""
    urgent: bool = False
    waiting: bool = False


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


def prompt_text(question: str, options: list[Option], extra: str = "") -> Text:
    """"Bruno swings a Hail Mary (7) at you! — [d] Dodge  [b] Block  [enter] take it"."""
    t = Text()
    t.append(question, style="bold")
    if options:
        t.append("  ")
    for i, o in enumerate(options):
        if i:
            t.append("  ")
        t.append(f"[{o.key}]", style="bold reverse")
        t.append(f" {o.label}")
    if extra:
        t.append(f"  {extra}", style="dim")
    return t


class PromptLine(Static):
    """Always says what is being asked (or what is happening) and how to answer."""

    def show(self, prompt: Prompt) -> None:
        self.say(prompt.question, list(prompt.options), prompt.extra, urgent=prompt.urgent,
                 waiting=prompt.waiting)

    def say(self, question: str, options: list[Option] | None = None, extra: str = "",
            *, urgent: bool = False, waiting: bool = False) -> None:
        text = prompt_text(question, options or [], extra)
        if text != getattr(self, "_shown", None):
            self._shown = text
            self.update(text)
        flag(self, urgent, "-urgent")
        flag(self, waiting, "-waiting")
        self.plain = text.plain


KEYS = (("?", "help"), (":", "type"), ("^s", "save"), ("^o", "settings"), ("^p", "palette"),
        ("^q", "quit"))


class KeyBar(Static):
    """The table's always-there keys. A fixed line: Textual's Footer rebuilds itself on every
    focus change, and the table changes focus a lot."""

    def on_mount(self) -> None:
        t = Text()
        for key, label in KEYS:
            t.append(f"{key}", style="bold")
            t.append(f" {label}   ")
        self.update(t)
