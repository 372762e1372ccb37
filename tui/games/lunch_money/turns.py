"""Lunch Money's turn interface for text front ends (tui.plain.ask.TextTurns): the question of
the moment with numbered answers, each a legal action (a card, then at whom; cards to discard),
the table in words, and the same typed-command parser as the app (commands.parse).
"""

from __future__ import annotations

from collections.abc import Sequence

from gameshelf.engine.lunch_money import KEY_OF, KIND_BY_KEY, KIND_OF, Defend, PlayCard, PlayerView
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.games.lunch_money.commands import (
    Act,
    Error,
    Meta,
    card_label,
    options,
    parse,
    question,
)
from gameshelf.tui.games.lunch_money.moves import legal_match, only_take_it
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.plain.ask import Answer, Question, TextTurns, Typed

_ = translator("lunch_money")


# --- when the table asks ----------------------------------------------------------------------


def asks_human(match, d, legal: Sequence) -> bool:
    """Whether this decision stops play for the human, as at the table: a question with one
    answer never does (unless Settings ask to confirm every hit); the Humiliation question
    comes as often as Settings say, the same whether or not a Humiliation is in hand."""
    from gameshelf.tui.games.lunch_money import table_setting
    from gameshelf.tui.games.lunch_money.prompts import DEFENCES
    if d.kind is K.INTERRUPT:
        ask = table_setting(match, "humiliation")
        wanted = ask == "every" or (ask == "at_me" and d.target == match.human)
        # Without a Humiliation a window has nothing for you (a choker's Release there would
        # only let go, which her own turn also offers).
        if not (wanted and any(isinstance(a, PlayCard) for a in legal)):
            return False
    if only_take_it(legal):
        return d.kind in DEFENCES and table_setting(match, "always_ask")
    return True


def let_go(view: PlayerView) -> str:
    """What the table says when it answers the human's decision for them ("" for nothing)."""
    from gameshelf.tui.games.lunch_money.prompts import DEFENCES, NOTHING_TO_ANSWER
    d = view.decision
    if d is None or d.seat != view.seat:
        return ""
    if d.kind in DEFENCES:
        return _("You have nothing to stop it.")
    return _(NOTHING_TO_ANSWER[d.kind]) if d.kind in NOTHING_TO_ANSWER else ""


# --- the question and its answers -------------------------------------------------------------


def ask(view: PlayerView, match) -> Question | None:
    """The human's decision as a question with numbered answers; None when the table answers
    it for them (see `asks_human`)."""
    d = view.decision
    if d is None or d.seat != view.seat or view.winner is not None:
        return None
    if not asks_human(match, d, view.legal):
        return None
    return Question(question(view), (*_card_answers(view), *_other_answers(view)))


def _card_answers(view: PlayerView) -> list[Answer]:
    """One answer per kind of card that can be played now, in hand order: played at once, or
    leading to "at whom?" when it has several targets."""
    named = {KEY_OF[o.action.card]: o.label for o in options(view)
             if isinstance(o.action, PlayCard | Defend)}
    out: list[Answer] = []
    seen: set[str] = set()
    for card in view.hand:
        key = KEY_OF[card]
        fits = [a for a in view.legal
                if isinstance(a, PlayCard | Defend) and KEY_OF[a.card] == key]
        if key in seen or not fits:
            continue
        seen.add(key)
        label = named.get(key) or _damage_label(card)
        targets = sorted({a.target for a in fits if isinstance(a, PlayCard)
                          and a.target is not None})
        if len(targets) > 1:
            out.append(Answer(_("{card} at whom?").format(card=label),
                              then=_target_question(view, card, targets)))
        elif targets and key not in named:
            out.append(Answer(_("{card} at {name}").format(card=label,
                                                           name=view.names[targets[0]]),
                              PlayCard(card, targets[0])))
        else:
            action = fits[0]
            out.append(Answer(label, PlayCard(card, action.target)
                              if isinstance(action, PlayCard) else Defend(card)))
    return out


def _damage_label(card) -> str:
    """A card's name and what it does in counters: "Hook (2)", "First Aid (+2)", "Kick 4"."""
    kind = KIND_OF[card]
    label = card_label(card)
    if kind.key == "first_aid":
        return f"{label} (+{kind.damage})"
    if kind.damage and kind.key not in ("kick", "kick4"):    # a Kick says it in its name
        return f"{label} ({kind.damage})"
    return label


def _target_question(view: PlayerView, card, targets: Sequence[int]) -> Question:
    return Question(_("{card} at whom?").format(card=card_label(card)),
                    tuple(Answer(_target_label(view, t), PlayCard(card, t)) for t in targets))


def _target_label(view: PlayerView, seat: int) -> str:
    return _("{name} ({counters} left)").format(name=view.names[seat],
                                                counters=view.counters[seat])


def _other_answers(view: PlayerView) -> list[Answer]:
    """Discarding (on a turn), then the prompt's own answers that are no card: release, send
    left or right, pass, take it."""
    out: list[Answer] = []
    d = view.decision
    if d is not None and d.kind is K.TURN and view.hand:
        out.append(Answer(_("discard cards…"), then=_discard_question(view)))
    for o in options(view):
        if o.action is not None and not isinstance(o.action, PlayCard | Defend):
            out.append(Answer(o.label, o.action))
    return out


def _discard_question(view: PlayerView) -> Question:
    def pick(numbers: tuple[int, ...]):
        parsed = parse("discard " + " ".join(map(str, numbers)), view)
        return parsed.action if isinstance(parsed, Act) else _error_of(parsed)
    return Question(_("Discard which cards? You draw back to five."),
                    tuple(Answer(card_label(c)) for c in view.hand), pick=pick,
                    hint=_("Type their numbers on one line, e.g. 1 3."))


def _error_of(parsed) -> str:
    return parsed.message if isinstance(parsed, Error) else _("You can't discard that now.")


# --- typed commands ---------------------------------------------------------------------------


def typed(text: str, view: PlayerView) -> Typed:
    """A typed line, read by the table's own parser (commands.parse)."""
    parsed = parse(text, view)
    if isinstance(parsed, Act):
        return Typed(action=parsed.action)
    if isinstance(parsed, Meta):
        return Typed(command=parsed.name, arg=parsed.arg)
    return Typed(error=parsed.message)


# --- the table in words -----------------------------------------------------------------------


def table(view: PlayerView) -> list[str]:
    """The table as a screen reader would want it: your hand by number, then everyone's lunch
    money with what is wrong with them in words (no colour carries a meaning)."""
    hand = ", ".join(f"{i}. {_damage_label(c)}" for i, c in enumerate(view.hand, 1))
    seats = "; ".join(_seat_words(view, s) for s in range(view.players))
    return [_("Your hand: {cards}.").format(cards=hand or _("no cards")),
            _("Lunch money: {seats}. Pool {pool}, deck {deck}.").format(
                seats=seats, pool=view.pool, deck=view.draw_size)]


def _seat_words(view: PlayerView, seat: int) -> str:
    name = _("you") if seat == view.seat else view.names[seat]
    if view.knocked_out[seat]:
        return _("{name} knocked out").format(name=name)
    tags = [_("stomped")] if view.stomped[seat] else []
    if view.helpless[seat]:
        tags.append(_("helpless"))
    for h in view.holds:
        if h.victim == seat:
            tags.append(_("in {holder}'s {hold}").format(
                holder=view.names[h.holder], hold=h.kind.title()))
    words = f"{name} {view.counters[seat]}"
    return f"{words} ({', '.join(tags)})" if tags else words


def watching(view: PlayerView) -> str:
    """The line for a player knocked out while the others fight on ("" while still in)."""
    if view.winner is None and view.knocked_out[view.seat]:
        return _("You're out cold. The others fight on…")
    return ""


# --- help -------------------------------------------------------------------------------------

COMMANDS = N_("""\
Answer a question with its number: 1, 2, 3… (0 goes back from "at whom?").
Or type a command, as in the app:
  kick bruno · play kick at bruno · discard 1 3 · discard all · pass
  dodge · block · first aid · take it · humiliate · grab · release · left / right
  look (the table and the question again) · save [name] · quit (autosaved)
  help rules · help combos · help CARD (e.g. help grab)""")


def help_text(topic: str) -> str:
    """Help in plain text: the commands, the rules, the combos, or one card's rule."""
    if topic in ("", "keys"):
        return _(COMMANDS)
    if topic in ("rules", "combos"):
        from rich.text import Text

        from gameshelf.tui.games.lunch_money import help as lm_help
        return Text.from_markup(getattr(lm_help, topic.upper())).plain.rstrip()
    kind = KIND_BY_KEY.get(topic)
    if kind is not None:
        return f"{kind.name}: {kind.text}"
    return _("No help topic {topic!r}: try a card name, rules or combos.").format(topic=topic)


TURNS = TextTurns(question=ask, let_go=let_go, typed=typed, table=table, help=help_text,
                  same_action=legal_match, watching=watching)

__all__ = ["TURNS", "asks_human", "ask", "let_go", "typed", "table", "help_text", "watching"]
