"""What Lunch Money's prompt line says: the question at the table, the keys that answer it, or
what is happening while the others play (shown by the generic tui.widgets.prompt.PromptLine)."""

from __future__ import annotations

from collections.abc import Collection

from gameshelf.engine.lunch_money import PlayerView
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.games.lunch_money.commands import Option, card_label, options, question
from gameshelf.tui.games.lunch_money.modes import Mode
from gameshelf.tui.games.lunch_money.questions import card_keys
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.widgets.prompt import Prompt

_ = translator("lunch_money")

DEFENCES = (K.DEFEND, K.SECOND_DEFENCE)      # being hit: a prompt on red
# What the prompt says while a question with one answer is let go for you.
# (translate with `_` where shown)
NOTHING_TO_ANSWER = {K.BLOCK_GRAB: N_("You have no Grab to answer the Block."),
                     K.FOLLOW_UP: N_("You have nothing to follow the Grab with."),
                     K.FREE_ATTACK: N_("You have no card for the free shot."),
                     K.HOLD_ATTACKS: N_("You have no Jab, Uppercut or Stomp for the Headlock.")}
_DOING = {K.TURN: N_("{name} takes a turn…"), K.DEFEND: N_("{name} decides how to defend…"),
          K.SECOND_DEFENCE: N_("{name} looks for a second defence…"),
          K.INTERRUPT: N_("{name} thinks about a Humiliation…"),
          K.DIRECTION: N_("{name} chooses where to send it…"),
          K.BLOCK_GRAB: N_("{name} thinks about a Grab after the Block…"),
          K.FOLLOW_UP: N_("{name} follows up the Grab…"),
          K.FREE_ATTACK: N_("{name} lines up a free shot…"),
          K.HOLD_ATTACKS: N_("{name} works the Headlock…"),
          K.MORE_FIRST_AID: N_("{name} patches up…")}
_HURRY = N_("any key: hurry up  [?] help")


def table_prompt(view: PlayerView, mode: Mode, pending: int | None = None,
                 targets: Collection[int] = (), selected: Collection[int] = ()) -> Prompt:
    """The prompt for the table in `mode` (idle, decide, target, discard, over): a question
    with its keys, or what is happening while the others play."""
    if mode == Mode.OVER:
        assert view.winner is not None      # the match is over: someone won
        over = (_("You win! The fight is over.") if view.winner == view.seat else
                _("{name} wins! The fight is over.").format(name=view.names[view.winner]))
        return Prompt(over, (Option("enter", _("see the summary")),))
    if mode == Mode.TARGET:
        assert pending is not None          # a card was chosen first, then asks at whom
        keys = [Option(str(i + 1), view.names[t]) for i, t in enumerate(targets)]
        return Prompt(_("{card} at whom?").format(card=card_label(view.hand[pending])),
                      (*keys, Option("esc", _("back"))), urgent=True)
    if mode == Mode.DISCARD:
        return _discard_prompt(len(selected), len(view.hand))
    d = view.decision
    if d is None:
        return Prompt("")
    if d.seat == view.seat and mode == Mode.DECIDE:
        return Prompt(question(view), tuple(options(view)), _("[:] type  [?] help"),
                      urgent=d.kind in DEFENCES)
    if d.seat == view.seat and d.kind is not K.INTERRUPT:
        return _let_go_prompt(view)
    if view.knocked_out[view.seat]:
        return Prompt(_("You're out cold. The others fight on…"), (),
                      _("any key: skip to the end  [?] help"), waiting=True)
    if d.kind is K.INTERRUPT and d.actor is not None:
        # The same words whoever is asked: being asked says nothing about a hand.
        return Prompt(_played(view), (), _(_HURRY), waiting=True)
    doing = _(_DOING.get(d.kind, N_("{name} decides…")))
    return Prompt(doing.format(name=view.names[d.seat]), (), _(_HURRY), waiting=True)


def _played(view: PlayerView) -> str:
    """"Bruno plays Hook at Vicky…": a card just played, while the table waits on windows."""
    d = view.decision
    # An INTERRUPT window: `actor` just played `card` (engine Decision).
    assert d is not None and d.actor is not None and d.card is not None
    card = card_label(d.card)
    mine = d.actor == view.seat
    if d.target is None or d.target == d.actor:
        return (_("You play {card}…") if mine else _("{actor} plays {card}…")).format(
            actor=view.names[d.actor], card=card)
    if d.target == view.seat:
        return _("{actor} plays {card} at you…").format(actor=view.names[d.actor], card=card)
    return (_("You play {card} at {name}…") if mine else
            _("{actor} plays {card} at {name}…")).format(
        actor=view.names[d.actor], card=card, name=view.names[d.target])


def _discard_prompt(n: int, cards: int) -> Prompt:
    """Which of your `cards` cards to discard, `n` of them picked so far."""
    keys = [Option(card_keys(cards), _("pick cards")), Option("a", _("all"))]
    if n:
        keys.append(Option("enter", _.n("discard {n} card", "discard {n} cards", n).format(n=n)))
    return Prompt(_("Discard which cards? You draw back to five."),
                  (*keys, Option("esc", _("back"))), urgent=True)


def _let_go_prompt(view: PlayerView) -> Prompt:
    """Your decision, but nothing in hand answers it: the table lets it go for you (a hit lands
    after the usual pause). No keys to press, so no question."""
    d = view.decision
    assert d is not None                # your decision (table_prompt)
    if d.kind in DEFENCES:
        return Prompt(_("{question} Nothing in your hand stops it…").format(
            question=question(view)), (), _("any key: go on"), urgent=True)
    said = _(NOTHING_TO_ANSWER[d.kind]) if d.kind in NOTHING_TO_ANSWER else question(view)
    return Prompt(said, (), _("any key: go on"), waiting=True)
