"""What Lunch Money asks the player, in the player's language: the question of the moment, the
keys that answer it (`options`), why a card is dimmed (`card_note`), and the cards' names as the
table says them. Pure: a `PlayerView` in, words out (the prompt line, the plain-text mode and the
typed-command parser all read them)."""

from __future__ import annotations

from gameshelf.engine.core.records import record
from gameshelf.engine.lunch_money import (
    KEY_OF,
    KIND_BY_KEY,
    KIND_OF,
    Action,
    CardId,
    ChooseDirection,
    Decline,
    Defend,
    Pass,
    PlayCard,
    PlayerView,
    Release,
)
from gameshelf.engine.lunch_money.cards import (
    BASIC_KEYS,
    CHOKE_BREAKERS,
    GRAB_FOLLOW_UPS,
    HEADLOCK_BREAKERS,
    HEADLOCK_FREE_KEYS,
    Family,
)
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.engine.lunch_money.state import FollowUpKind, HoldKind
from gameshelf.tui.i18n import N_, translator

_ = translator("lunch_money")


def card_label(card: CardId) -> str:
    """A card's name as a player calls it: "Kick (4)" tells the two Kicks apart."""
    k = KIND_OF[card]
    if k.key in ("kick", "kick4"):
        return f"{_(k.name)} {k.damage}"
    return _(k.name)


def card_name(key: str) -> str:
    """A card kind's printed name in the player's language (the rulebooks keep most in English)."""
    return _(KIND_BY_KEY[key].name)


def with_card(action: Action, card: CardId) -> Action:
    """The same play with this copy of the card."""
    if isinstance(action, PlayCard):
        return PlayCard(card, action.target)
    if isinstance(action, Defend):
        return Defend(card)
    return action


# --- what is asked, and the keys that answer it -----------------------------------------------


@record
class Option:
    """A key that answers the current decision: the key, what it says, what it does."""

    key: str
    label: str
    action: Action | None = None     # None: a table mode (discard, choose a card)


_LETTER = {"dodge": "d", "block": "b", "disarm": "s", "freedom": "f", "first_aid": "a",
           "humiliation": "h", "grab": "g", "choke": "c", "headlock": "l", "powerplay": "w"}


def card_keys(cards: int) -> str:
    """The number keys of a hand of `cards` cards as the prompt shows them: "1-4" for four
    cards, "1" for one (never a key past the last card)."""
    return "1" if cards <= 1 else f"1-{cards}"


def card_range(key: str) -> int | None:
    """How many card keys a prompt's "1-n" stands for (None: not a range of card keys)."""
    first, dash, last = key.partition("-")
    return int(last) if first == "1" and dash and last.isdigit() else None


def next_in_line(view: PlayerView, clockwise: bool) -> int | None:
    """Who a moving attack reaches next from the current target (skips knocked-out seats);
    None when the next one would be the attacker (Rules: then it has no effect)."""
    d = view.decision
    n = view.players
    seat = d.target if d is not None and d.target is not None else view.seat
    for _i in range(n):
        seat = (seat + (1 if clockwise else -1)) % n
        if not view.knocked_out[seat]:
            break
    return None if d is not None and seat == d.actor else seat


def hold_name(kind: str) -> str:
    """A hold's name as the cards print it: "Choke", "Headlock"."""
    return card_name(kind)


def question(view: PlayerView) -> str:
    """The question the match asks the viewer now, in one sentence ("" when not asked)."""
    d = view.decision
    if d is None or d.seat != view.seat:
        return ""
    names = view.names
    actor = names[d.actor] if d.actor is not None else ""
    other = names[d.target] if d.target is not None else ""
    card = card_label(d.card) if d.card is not None else ""
    match d.kind:
        case K.TURN:
            held = next((h for h in view.holds if h.victim == view.seat), None)
            if held is not None:
                return _("Your turn — {holder} has you in a {hold}: break free, discard, or "
                         "pass.").format(holder=names[held.holder], hold=hold_name(held.kind))
            return _("Your turn: play a card, discard, or pass.")
        case K.INTERRUPT:
            return _interrupt_question(view, card)
        case K.DEFEND:
            assert d.card is not None       # DEFEND: the attack card (engine Decision)
            key = KEY_OF[d.card]
            if key == "grab":
                return _("{actor} lunges to Grab you (a landed Grab earns free hits)!").format(
                    actor=actor)
            if key in ("choke", "headlock"):
                return _("{actor} follows the Grab with a {card} on you!").format(
                    actor=actor, card=card)
            name = card_name(key)
            if d.damage:
                return _("{actor} swings {article} {card} ({damage}) at you!").format(
                    actor=actor, article=_article(name), card=name, damage=d.damage)
            return _("{actor} swings {article} {card} at you!").format(
                actor=actor, article=_article(name), card=name)
        case K.SECOND_DEFENCE:
            return _("Big Combo: one defence down — a second stops it, or take half "
                     "({damage}).").format(damage=d.damage)
        case K.DIRECTION:
            return _("{name} dodged your {card}. Send it on — which way?").format(
                name=other, card=card)
        case K.BLOCK_GRAB:
            return _("Blocked! Grab {name} now?").format(name=other)
        case K.FOLLOW_UP:
            return _("Your Grab holds {name}: follow up for free.").format(name=other)
        case K.FREE_ATTACK:
            if d.allowed == FollowUpKind.BASIC:
                return _("Free shot at {name}: a Basic Attack that can't be "
                         "defended.").format(name=other)
            return _("Free shot at {name}: a Basic Attack or Weapon that can't be "
                     "defended.").format(name=other)
        case K.HOLD_ATTACKS:
            return _("{name} is in your Headlock: free Jabs, Uppercuts and Stomps.").format(
                name=other)
        case K.MORE_FIRST_AID:
            return _("Another First Aid?")
    return ""


def _article(name: str) -> str:
    # TRANSLATORS: the article before a card's name in "swings a Hook at you" ("an" before a
    # vowel in English); "a|an" means: the first before a consonant, the second before a vowel.
    a, _sep, an = _("a|an").partition("|")
    return (an or a) if name[0] in "AEIOU" else a


def _interrupt_question(view: PlayerView, card: str) -> str:
    """The Humiliation window: someone just played a card."""
    d = view.decision
    assert d is not None and d.actor is not None    # INTERRUPT: who played it (engine Decision)
    names = view.names
    if d.actor == view.seat:
        if d.target == view.seat or d.target is None or d.target == d.actor:
            return _("You play {card}. Humiliate yourself?").format(card=card)
        return _("You play {card} at {name}. Humiliate yourself?").format(
            card=card, name=names[d.target])
    actor = names[d.actor]
    if d.target == view.seat:
        return _("{actor} plays {card} at you. Humiliate {actor}?").format(actor=actor, card=card)
    if d.target is None or d.target == d.actor:
        return _("{actor} plays {card}. Humiliate {actor}?").format(actor=actor, card=card)
    return _("{actor} plays {card} at {name}. Humiliate {actor}?").format(
        actor=actor, card=card, name=names[d.target])


DECLINE_LABEL = {K.INTERRUPT: N_("let it go"), K.DEFEND: N_("take it"),
                  K.SECOND_DEFENCE: N_("take it"), K.BLOCK_GRAB: N_("no"), K.FOLLOW_UP: N_("stop"),
                  K.FREE_ATTACK: N_("skip it"), K.HOLD_ATTACKS: N_("done"),
                  K.MORE_FIRST_AID: N_("done")}


def options(view: PlayerView) -> list[Option]:
    """The keys that answer the current decision, in the order the prompt shows them."""
    d = view.decision
    if d is None or d.seat != view.seat:
        return []
    legal = view.legal
    out: list[Option] = []
    if d.kind is K.TURN:
        if any(isinstance(a, PlayCard) for a in legal):
            out.append(Option(card_keys(len(view.hand)), _("play a card")))
        out.append(Option("d", _("discard")))
        if Release() in legal:
            out.append(Option("r", _("release your hold"), Release()))
        out.append(Option("p", _("pass"), Pass()))
        return out
    if d.kind is K.DIRECTION:
        for cw, key, side in ((True, "l", _("left")), (False, "r", _("right"))):
            nxt = next_in_line(view, cw)
            where = (_("on to {name}").format(name=view.names[nxt]) if nxt is not None
                     else _("back to you: it fizzles"))
            out.append(Option(key, f"{side}, {where}", ChooseDirection(cw)))
        return out
    seen: set[str] = set()
    cards_with_digits = False
    for a in legal:
        if isinstance(a, PlayCard | Defend):
            key = KEY_OF[a.card]
            if key in seen:
                continue
            seen.add(key)
            if key in _LETTER:
                out.append(Option(_LETTER[key], _card_option(view, a), with_card(a, a.card)))
            else:
                cards_with_digits = True
        elif isinstance(a, Release):
            label = (_("let go of your Choke, then defend")
                     if d.kind in (K.DEFEND, K.SECOND_DEFENCE) else _("release your hold"))
            out.append(Option("r", label, a))
    if cards_with_digits:
        out.insert(0, Option(card_keys(len(view.hand)), _("a lit card")))
    if Decline() in legal:
        label = _(DECLINE_LABEL.get(d.kind, N_("no")))
        if d.kind in (K.DEFEND, K.SECOND_DEFENCE):
            label = _("take it (−{damage})").format(damage=d.damage) if d.damage else \
                _("take it")
        out.append(Option("enter", label, Decline()))
    return out


def _card_option(view: PlayerView, a: PlayCard | Defend) -> str:
    """What a card's letter says on the prompt: "Dodge", "Humiliate Bruno", "Powerplay (3)"."""
    d = view.decision
    assert d is not None                # options are offered only for a decision
    key = KEY_OF[a.card]
    label = card_name(key)
    if key == "humiliation" and d.actor is not None:
        return _("Humiliate {name}").format(name=view.names[d.actor])
    dmg = KIND_OF[a.card].damage
    if key == "first_aid":
        return _("First Aid (+2)")
    if dmg and d.kind is not K.DEFEND:
        return f"{label} ({dmg})"
    return label


# --- why a card is dimmed ---------------------------------------------------------------------


def playable(view: PlayerView, card: CardId) -> bool:
    """Whether some legal action now uses this card (or a copy of it)."""
    key = KEY_OF[card]
    return any(isinstance(a, PlayCard | Defend) and KEY_OF[a.card] == key for a in view.legal)


def _card_list(keys) -> str:
    return ", ".join(card_name(k) for k in sorted(keys))


def card_note(view: PlayerView, card: CardId) -> str:
    """Why this card can't be played now ("" if it can)."""
    if playable(view, card):
        return ""
    d = view.decision
    if view.winner is not None:
        return _("The match is over.")
    if d is None or d.seat != view.seat:
        return _("Wait: it's {name}'s move.").format(name=view.names[d.seat]) \
            if d is not None else ""
    match d.kind:
        case K.TURN:
            return _turn_note(view, card)
        case K.DEFEND | K.SECOND_DEFENCE:
            mine = next((h for h in view.holds if h.holder == view.seat), None)
            if mine is not None and mine.kind == HoldKind.CHOKE:
                return _("You're choking someone: release the Choke to defend.")
            if KEY_OF[card] == "first_aid":
                return _("First Aid as a defence only when this hit would knock you out.")
            if KIND_OF[card].family is Family.DEFENCE:
                assert d.card is not None   # a defence is against the attack card
                return _("{card} doesn't stop a {attack}.").format(
                    card=card_name(KEY_OF[card]), attack=card_name(KEY_OF[d.card]))
            return _("Not a defence card.")
        case K.INTERRUPT:
            return _("Only a Humiliation interrupts.")
        case K.DIRECTION:
            return _("Choose which way the attack goes on.")
        case K.BLOCK_GRAB:
            return _("Only a Grab, right after a Block.")
        case K.FOLLOW_UP:
            return _("After a Grab: a Basic Attack, Weapon, Choke, Headlock or Powerplay.")
        case K.FREE_ATTACK:
            if d.allowed == FollowUpKind.BASIC:
                return _("This free shot takes a Basic Attack only.")
            return _("This free shot takes a Basic Attack or a Weapon.")
        case K.HOLD_ATTACKS:
            return _("Under a Headlock only {cards} are free.").format(
                cards=_card_list(HEADLOCK_FREE_KEYS))
        case K.MORE_FIRST_AID:
            return _("Only more First Aid now.")
    return _("Not now.")


def _turn_note(view: PlayerView, card: CardId) -> str:
    """Why a card can't be played on your own turn."""
    key = KEY_OF[card]
    me = view.seat
    held = next((h for h in view.holds if h.victim == me), None)
    mine = next((h for h in view.holds if h.holder == me), None)
    if held is not None:
        breakers = CHOKE_BREAKERS if held.kind == HoldKind.CHOKE else HEADLOCK_BREAKERS
        if held.kind == HoldKind.CHOKE and key in BASIC_KEYS:
            return _("Choked: you may hit anyone but {name}.").format(
                name=view.names[held.holder])
        return _("You're in a {hold}: only {cards} break it.").format(
            hold=hold_name(held.kind), cards=_card_list(breakers))
    if key in ("dodge", "block", "disarm", "freedom"):
        return _("A defence: you play it when someone attacks you.")
    if key == "humiliation":
        return _("Played out of turn, right after someone else plays a card.")
    if key in GRAB_FOLLOW_UPS:
        return _("Only right after a Grab lands.")
    if mine is not None and mine.kind == HoldKind.HEADLOCK:
        return _("Your Headlock: you may attack only {name}.").format(
            name=view.names[mine.victim])
    return _("No one you can hit with it now.")
