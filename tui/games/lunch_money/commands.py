"""Typed commands and hotkeys, text-adventure style: `kick bruno`, `discard 1 3`, `dodge`, `pass`.

Everything here is pure: text and a `PlayerView` in, an answer out. `parse` turns a line into a
legal action, a table command (help, save, quit...) or a short helpful error; `complete` offers
whole commands for the command line; `card_note` says why a card can't be played now;
`options` lists the keys that answer the current decision.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from engine.lunch_money import (
    KEY_OF,
    KIND_BY_KEY,
    KIND_OF,
    Action,
    CardId,
    ChooseDirection,
    Decline,
    Defend,
    Discard,
    Pass,
    PlayCard,
    PlayerView,
    Release,
)
from engine.lunch_money.cards import (
    BASIC_KEYS,
    CHOKE_BREAKERS,
    FREE_ATTACK_KEYS,
    GRAB_FOLLOW_UPS,
    HEADLOCK_BREAKERS,
    HEADLOCK_FREE_KEYS,
    Family,
)
from engine.lunch_money.state import DecisionKind as K

# --- results ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Act:
    """A legal action to apply."""

    action: Action


@dataclass(frozen=True, slots=True)
class Meta:
    """A table command: help [topic], save, quit, settings, keys, rules, log."""

    name: str
    arg: str = ""


@dataclass(frozen=True, slots=True)
class Error:
    """What to tell the player when a line can't be done."""

    message: str


Parsed = Act | Meta | Error

META = ("help", "save", "quit", "settings", "keys", "rules", "combos")
_META_ALIASES = {"?": "help", "h": "help", "exit": "quit", "q": "quit", "options": "settings"}
_DECLINE_WORDS = {"take", "take it", "no", "n", "decline", "stop", "done", "skip", "none",
                  "let it go", "let go of it", "nothing", "ok", "okay", "fine", "continue",
                  "end", "enough", "nope"}
_FILLER = {"play", "at", "on", "the", "a", "an", "with", "use", "my", "to", "and", "card",
           "cards", "throw", "hit", "attack", "into", "me", "please"}
_CARD_WORDS: dict[str, str] = {}    # spoken name -> kind key
for _k in KIND_BY_KEY.values():
    _CARD_WORDS[re.sub(r"[^a-z0-9 ]", "", _k.name.lower())] = _k.key
_CARD_WORDS.update({
    "kick": "kick", "kick2": "kick_2", "kick4": "kick4", "uppercut2": "uppercut2",
    "uppercut squared": "uppercut2", "uppercut²": "uppercut2", "firstaid": "first_aid",
    "aid": "first_aid", "heal": "first_aid", "poke": "poke_in_the_eye",
    "pimpslap": "pimp_slap", "slap": "pimp_slap", "backfist": "spinning_backfist",
    "spinning": "spinning_backfist", "hailmary": "hail_mary", "combo": "big_combo",
    "bigcombo": "big_combo", "humiliate": "humiliation", "humiliation": "humiliation",
    "head butt": "headbutt", "head lock": "headlock", "power play": "powerplay",
})
_CARD_WORDS.pop("kick", None)
_CARD_WORDS["kick"] = "kick"       # "kick" means a Kick; if both printings are in hand, ask
_DIRECTION_WORDS = {"left": True, "clockwise": True, "cw": True, "l": True,
                    "right": False, "counterclockwise": False, "anticlockwise": False,
                    "ccw": False, "r": False}
_RELEASE_WORDS = {"release", "let go", "release hold", "release choke", "release headlock",
                  "letgo", "unhold"}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"[^a-z0-9² ]", " ", text.lower())).strip()


def card_label(card: CardId) -> str:
    """A card's name as a player calls it: "Kick (4)" tells the two Kicks apart."""
    k = KIND_OF[card]
    if k.key in ("kick", "kick4"):
        return f"Kick {k.damage}"
    return k.name


def _word_of(key: str) -> str:
    """The word the command line uses for a card kind."""
    return {"kick": "kick2", "kick4": "kick4", "first_aid": "first aid",
            "poke_in_the_eye": "poke", "uppercut2": "uppercut2", "pimp_slap": "pimp slap",
            "hail_mary": "hail mary", "spinning_backfist": "backfist",
            "big_combo": "big combo"}.get(key, key)


def _target_word(name: str) -> str:
    return _norm(name).split(" ")[0] if _norm(name) else name.lower()


# --- parsing ----------------------------------------------------------------------------------


def parse(text: str, view: PlayerView) -> Parsed:
    """Turn a typed line into an action, a table command, or a short helpful error."""
    raw = text.strip()
    line = _norm(raw)
    if raw in ("?",):
        return Meta("help")
    if not line:
        return Error("Type a command, or `help` to see them all.")
    words = line.split(" ")
    head = _META_ALIASES.get(words[0], words[0])
    if head in META:
        arg = " ".join(words[1:])
        return Meta(head, _CARD_WORDS.get(arg.replace(" ", ""), _CARD_WORDS.get(arg, arg)))

    d = view.decision
    if view.winner is not None:
        return Error("The match is over.")
    if d is None or d.seat != view.seat:
        who = view.names[d.seat] if d is not None else "someone"
        return Error(f"Wait a moment: {who} is deciding. Press any key to hurry the bots.")
    legal = view.legal

    if line in _DECLINE_WORDS or (words[0] == "take" and len(words) <= 3):
        if any(isinstance(a, Decline) for a in legal):
            return Act(Decline())
        if d.kind is K.TURN:
            return Error("It's your turn: play a card, `discard`, or `pass`.")
    if line in ("pass", "pass turn", "end turn"):
        if Pass() in legal:
            return Act(Pass())
        if Decline() in legal:          # "pass" on a question means "no"
            return Act(Decline())
        return Error(f"You can't pass now — {_asked(view)}")
    if line in _RELEASE_WORDS or words[0] == "release":
        if Release() in legal:
            return Act(Release())
        return Error("You're not holding anyone.")
    if words[0] in ("send", "go", "direction") or line in _DIRECTION_WORDS:
        return _direction(words, view)
    if words[0] == "discard":
        return _discard(words[1:], view)
    return _card_command(words, view)


def _asked(view: PlayerView) -> str:
    return question(view) or "wait for your turn."


def _direction(words: list[str], view: PlayerView) -> Parsed:
    if view.decision is None or view.decision.kind is not K.DIRECTION:
        return Error("There is nothing to send on now.")
    for w in words:
        if w in _DIRECTION_WORDS:
            return Act(ChooseDirection(_DIRECTION_WORDS[w]))
        seat = _find_seat(w, view)
        if seat is not None:
            for cw in (True, False):
                if next_in_line(view, cw) == seat:
                    return Act(ChooseDirection(cw))
    def to(cw: bool) -> str:
        nxt = next_in_line(view, cw)
        return f"on to {view.names[nxt]}" if nxt is not None else "it fizzles"
    return Error(f"Say `left` ({to(True)}) or `right` ({to(False)}).")


def _discard(words: list[str], view: PlayerView) -> Parsed:
    if view.decision.kind is not K.TURN:
        return Error("You can only discard on your own turn.")
    hand = list(view.hand)
    if not words:
        return Error("Discard which? e.g. `discard 1 3` (positions in your hand) or "
                     "`discard all`.")
    chosen: list[CardId] = []
    if words == ["all"]:
        chosen = hand[:]
    else:
        rest = hand[:]
        i = 0
        while i < len(words):
            w = words[i]
            if w.isdigit():
                n = int(w)
                if not 1 <= n <= len(hand):
                    return Error(f"Your hand has cards 1 to {len(hand)}; there is no {n}.")
                c = hand[n - 1]
                if c not in rest:
                    return Error(f"Card {n} is listed twice.")
                rest.remove(c)
                chosen.append(c)
                i += 1
                continue
            key, used = _card_at(words, i)
            key = "kick" if key == "kick_2" else key
            if key is None:
                if w in _FILLER:
                    i += 1
                    continue
                return Error(f"I don't know the card {w!r}. Try `discard 1 3`.")
            c = _in_hand(key, rest)
            if c is None:
                return Error(f"You have no {KIND_BY_KEY[key].name} to discard.")
            rest.remove(c)
            chosen.append(c)
            i += used
    legal = [a for a in view.legal if isinstance(a, Discard)]
    want = sorted(KEY_OF[c] for c in chosen)
    for a in legal:
        if sorted(KEY_OF[c] for c in a.cards) == want:
            return Act(Discard(tuple(chosen)))
    return Error("You can't discard that now.")


def _in_hand(key: str, hand: Sequence[CardId]) -> CardId | None:
    for c in hand:
        if KEY_OF[c] == key or (key == "kick" and KEY_OF[c] == "kick4" and
                                not any(KEY_OF[x] == "kick" for x in hand)):
            return c
    return None


def _card_at(words: list[str], i: int) -> tuple[str | None, int]:
    """The card kind named at words[i:], longest name first, and how many words it took."""
    for n in (4, 3, 2, 1):
        phrase = " ".join(words[i:i + n])
        if len(words[i:i + n]) < n:
            continue
        for cand in (phrase, phrase.replace(" ", "")):
            if cand in _CARD_WORDS:
                return _CARD_WORDS[cand], n
    w = words[i]
    if len(w) >= 3:
        hits = {v for k, v in _CARD_WORDS.items() if k.startswith(w)}
        if len(hits) == 1:
            return hits.pop(), 1
    return None, 0


def _find_seat(word: str, view: PlayerView) -> int | None:
    word = word.lower()
    hits = [s for s, name in enumerate(view.names)
            if s != view.seat and _norm(name).startswith(word)]
    if len(hits) == 1:
        return hits[0]
    exact = [s for s, name in enumerate(view.names) if s != view.seat and _norm(name) == word]
    return exact[0] if exact else None


def _card_command(words: list[str], view: PlayerView) -> Parsed:
    hand = list(view.hand)
    key: str | None = None
    card: CardId | None = None
    target: int | None = None
    i = 0
    while i < len(words):
        w = words[i]
        if w.isdigit() and card is None and key is None:
            n = int(w)
            if not 1 <= n <= len(hand):
                return Error(f"Your hand has cards 1 to {len(hand)}; there is no {n}.")
            card = hand[n - 1]
            key = KEY_OF[card]
            i += 1
            continue
        k, used = _card_at(words, i) if key is None else (None, 0)
        if k is not None:
            key = k
            if k == "kick_2":
                key = "kick"
                card = _in_hand("kick", [c for c in hand if KEY_OF[c] == "kick"])
                if card is None:
                    return Error("You have no Kick 2 in hand.")
            i += used
            continue
        seat = _find_seat(w, view)
        if seat is not None and target is None:
            target = seat
            i += 1
            continue
        if w in _FILLER:
            i += 1
            continue
        if key is None and len(words) == 1:
            return Error(f"I don't understand {w!r}. Try {_examples(view)} — or `help`.")
        return Error(f"I don't know {w!r}. Cards and names: {_vocabulary(view)}.")
    if key is None:
        if target is not None:
            return Error(f"With what? e.g. `{_first_attack_word(view)} "
                         f"{_target_word(view.names[target])}`.")
        return Error(f"Which card? Try {_examples(view)}.")
    if card is None:
        if key == "kick" and not any(KEY_OF[c] == "kick" for c in hand):
            key = "kick4" if any(KEY_OF[c] == "kick4" for c in hand) else key
        elif key == "kick" and any(KEY_OF[c] == "kick4" for c in hand):
            return Error("You hold both Kicks: type `kick2` or `kick4`.")
        card = _in_hand(key, hand)
    name = KIND_BY_KEY[key].name
    if card is None:
        return Error(f"You have no {name} in hand.")
    fits = [a for a in view.legal
            if isinstance(a, PlayCard | Defend) and KEY_OF[a.card] == KEY_OF[card]]
    if not fits:
        return Error(card_note(view, card) or f"{name} can't be played now.")
    if target is not None:
        hit = [a for a in fits if isinstance(a, PlayCard) and a.target == target]
        if not hit:
            if all(isinstance(a, Defend) or a.target is None for a in fits):
                return Act(_with_card(fits[0], card))
            ok = sorted({a.target for a in fits if isinstance(a, PlayCard) and
                         a.target is not None})
            return Error(f"You can't play {name} at {view.names[target]} now; "
                         f"you can at {_names(view, ok)}.")
        return Act(_with_card(hit[0], card))
    targets = sorted({a.target for a in fits if isinstance(a, PlayCard) and a.target is not None})
    if len(targets) > 1:
        opts = " or ".join(f"`{_word_of(KEY_OF[card])} {_target_word(view.names[t])}`"
                           for t in targets[:3])
        return Error(f"{name} at whom? {opts}.")
    return Act(_with_card(fits[0], card))


def _with_card(action: Action, card: CardId) -> Action:
    if isinstance(action, PlayCard):
        return PlayCard(card, action.target)
    if isinstance(action, Defend):
        return Defend(card)
    return action


def _names(view: PlayerView, seats: Sequence[int]) -> str:
    return ", ".join(view.names[s] for s in seats) or "no one"


def _first_attack_word(view: PlayerView) -> str:
    for c in view.hand:
        if KIND_OF[c].family in (Family.BASIC, Family.WEAPON):
            return _word_of(KEY_OF[c])
    return "kick"


def _examples(view: PlayerView) -> str:
    cmds = [c for c in suggestions(view) if not c.startswith(("help", "play "))]
    return ", ".join(f"`{c}`" for c in cmds[:3]) or "`help`"


def _vocabulary(view: PlayerView) -> str:
    cards = sorted({_word_of(KEY_OF[c]) for c in view.hand})
    names = [_target_word(n) for s, n in enumerate(view.names)
             if s != view.seat and not view.knocked_out[s]]
    return ", ".join(cards + names)


# --- what is asked, and the keys that answer it -----------------------------------------------


@dataclass(frozen=True, slots=True)
class Option:
    """A key that answers the current decision: the key, what it says, what it does."""

    key: str
    label: str
    action: Action | None = None     # None: a table mode (discard, choose a card)


_LETTER = {"dodge": "d", "block": "b", "disarm": "s", "freedom": "f", "first_aid": "a",
           "humiliation": "h", "grab": "g", "choke": "c", "headlock": "l", "powerplay": "w"}


def next_in_line(view: PlayerView, clockwise: bool) -> int | None:
    """Who a moving attack reaches next from the current target (skips knocked-out seats);
    None when the next one would be the attacker (Rules: then it has no effect)."""
    d = view.decision
    n = view.players
    seat = d.target if d is not None and d.target is not None else view.seat
    for _ in range(n):
        seat = (seat + (1 if clockwise else -1)) % n
        if not view.knocked_out[seat]:
            break
    return None if d is not None and seat == d.actor else seat


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
                return (f"Your turn — {names[held.holder]} has you in a {held.kind.title()}: "
                        f"break free, discard, or pass.")
            return "Your turn: play a card, discard, or pass."
        case K.INTERRUPT:
            at = f" at {names[d.target]}" if d.target is not None and d.target != d.actor else ""
            if d.target == view.seat:
                at = " at you"
            if d.actor == view.seat:
                return f"You play {card}{at}. Humiliate yourself?"
            return f"{actor} plays {card}{at}. Humiliate {actor}?"
        case K.DEFEND:
            key = KEY_OF[d.card]
            if key == "grab":
                return f"{actor} lunges to Grab you (a landed Grab earns free hits)!"
            if key in ("choke", "headlock"):
                return f"{actor} follows the Grab with a {card} on you!"
            dmg = f" ({d.damage})" if d.damage else ""
            name = KIND_OF[d.card].name
            article = "an" if name[0] in "AEIOU" else "a"
            return f"{actor} swings {article} {name}{dmg} at you!"
        case K.SECOND_DEFENCE:
            return (f"Big Combo: one defence down — a second stops it, "
                    f"or take half ({d.damage}).")
        case K.DIRECTION:
            return f"{other} dodged your {card}. Send it on — which way?"
        case K.BLOCK_GRAB:
            return f"Blocked! Grab {other} now?"
        case K.FOLLOW_UP:
            return f"Your Grab holds {other}: follow up for free."
        case K.FREE_ATTACK:
            what = "a Basic Attack" if d.allowed == "basic" else "a Basic Attack or Weapon"
            return f"Free shot at {other}: {what} that can't be defended."
        case K.HOLD_ATTACKS:
            return f"{other} is in your Headlock: free Jabs, Uppercuts and Stomps."
        case K.MORE_FIRST_AID:
            return "Another First Aid?"
    return ""


_DECLINE_LABEL = {K.INTERRUPT: "let it go", K.DEFEND: "take it", K.SECOND_DEFENCE: "take it",
                  K.BLOCK_GRAB: "no", K.FOLLOW_UP: "stop", K.FREE_ATTACK: "skip it",
                  K.HOLD_ATTACKS: "done", K.MORE_FIRST_AID: "done"}


def options(view: PlayerView) -> list[Option]:
    """The keys that answer the current decision, in the order the prompt shows them."""
    d = view.decision
    if d is None or d.seat != view.seat:
        return []
    legal = view.legal
    out: list[Option] = []
    if d.kind is K.TURN:
        if any(isinstance(a, PlayCard) for a in legal):
            out.append(Option("1-5", "play a card"))
        out.append(Option("d", "discard"))
        if Release() in legal:
            out.append(Option("r", "release your hold", Release()))
        out.append(Option("p", "pass", Pass()))
        return out
    if d.kind is K.DIRECTION:
        for cw, key, side in ((True, "l", "left"), (False, "r", "right")):
            nxt = next_in_line(view, cw)
            where = f"on to {view.names[nxt]}" if nxt is not None else "back to you: it fizzles"
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
                label = KIND_OF[a.card].name
                if key == "humiliation":
                    label = f"Humiliate {view.names[d.actor]}" if d.actor is not None else label
                dmg = KIND_OF[a.card].damage
                if key == "first_aid":
                    label = "First Aid (+2)"
                elif dmg and d.kind is not K.DEFEND:
                    label = f"{label} ({dmg})"
                out.append(Option(_LETTER[key], label, _with_card(a, a.card)))
            else:
                cards_with_digits = True
        elif isinstance(a, Release):
            label = ("let go of your Choke, then defend"
                     if d.kind in (K.DEFEND, K.SECOND_DEFENCE) else "release your hold")
            out.append(Option("r", label, a))
    if cards_with_digits:
        out.insert(0, Option("1-5", "a lit card"))
    if Decline() in legal:
        label = _DECLINE_LABEL.get(d.kind, "no")
        if d.kind in (K.DEFEND, K.SECOND_DEFENCE):
            label = f"take it (−{d.damage})" if d.damage else "take it"
        out.append(Option("enter", label, Decline()))
    return out


# --- why a card is dimmed ---------------------------------------------------------------------


def playable(view: PlayerView, card: CardId) -> bool:
    """Whether some legal action now uses this card (or a copy of it)."""
    key = KEY_OF[card]
    return any(isinstance(a, PlayCard | Defend) and KEY_OF[a.card] == key for a in view.legal)


def card_note(view: PlayerView, card: CardId) -> str:
    """Why this card can't be played now ("" if it can)."""
    if playable(view, card):
        return ""
    key = KEY_OF[card]
    k = KIND_OF[card]
    d = view.decision
    if view.winner is not None:
        return "The match is over."
    if d is None or d.seat != view.seat:
        return f"Wait: it's {view.names[d.seat]}'s move." if d is not None else ""
    me = view.seat
    held = next((h for h in view.holds if h.victim == me), None)
    mine = next((h for h in view.holds if h.holder == me), None)
    match d.kind:
        case K.TURN:
            if held is not None:
                breakers = CHOKE_BREAKERS if held.kind == "choke" else HEADLOCK_BREAKERS
                names = ", ".join(KIND_BY_KEY[b].name for b in sorted(breakers))
                if held.kind == "choke" and key in BASIC_KEYS:
                    return f"Choked: you may hit anyone but {view.names[held.holder]}."
                return f"You're in a {held.kind.title()}: only {names} break it."
            if key in ("dodge", "block", "disarm", "freedom"):
                return "A defence: you play it when someone attacks you."
            if key == "humiliation":
                return "Played out of turn, right after someone else plays a card."
            if key in GRAB_FOLLOW_UPS:
                return "Only right after a Grab lands."
            if mine is not None and mine.kind == "headlock":
                return f"Your Headlock: you may attack only {view.names[mine.victim]}."
            return "No one you can hit with it now."
        case K.DEFEND | K.SECOND_DEFENCE:
            if mine is not None and mine.kind == "choke":
                return "You're choking someone: release the Choke to defend."
            if key == "first_aid":
                return "First Aid as a defence only when this hit would knock you out."
            if k.family is Family.DEFENCE:
                return f"{k.name} doesn't stop a {KIND_OF[d.card].name}."
            return "Not a defence card."
        case K.INTERRUPT:
            return "Only a Humiliation interrupts."
        case K.DIRECTION:
            return "Choose which way the attack goes on."
        case K.BLOCK_GRAB:
            return "Only a Grab, right after a Block."
        case K.FOLLOW_UP:
            return "After a Grab: a Basic Attack, Weapon, Choke, Headlock or Powerplay."
        case K.FREE_ATTACK:
            if d.allowed == "basic":
                return "This free shot takes a Basic Attack only."
            return "This free shot takes a Basic Attack or a Weapon."
        case K.HOLD_ATTACKS:
            names = ", ".join(KIND_BY_KEY[x].name for x in sorted(HEADLOCK_FREE_KEYS))
            return f"Under a Headlock only {names} are free."
        case K.MORE_FIRST_AID:
            return "Only more First Aid now."
    return "Not now."


# --- completion -------------------------------------------------------------------------------


def suggestions(view: PlayerView) -> list[str]:
    """Whole commands that would work now, best first, for completion and examples."""
    out: list[str] = []
    d = view.decision
    mine = d is not None and d.seat == view.seat and view.winner is None
    if mine:
        for a in view.legal:
            match a:
                case PlayCard(card=c, target=t):
                    w = _word_of(KEY_OF[c])
                    out.append(f"{w} {_target_word(view.names[t])}" if t is not None else w)
                case Defend(card=c):
                    out.append(_word_of(KEY_OF[c]))
                case Release():
                    out.append("release")
                case Pass():
                    out.append("pass")
                case Decline():
                    out.append("take it" if d.kind in (K.DEFEND, K.SECOND_DEFENCE) else "no")
                case ChooseDirection(clockwise=cw):
                    out.append("left" if cw else "right")
        if d.kind is K.TURN:
            out.append("discard ")
        for a in view.legal:
            if isinstance(a, PlayCard) and a.target is not None:
                out.append(f"play {_word_of(KEY_OF[a.card])} at "
                           f"{_target_word(view.names[a.target])}")
    out += ["help", "help keys", "help combos", "save", "settings", "quit"]
    out += [f"help {_word_of(KEY_OF[c])}" for c in view.hand]
    seen: set[str] = set()
    return [c for c in out if not (c in seen or seen.add(c))]


def complete(text: str, view: PlayerView) -> str | None:
    """The first suggestion that extends what's typed (None if nothing does)."""
    typed = text.lower()
    if not typed.strip():
        return None
    words = typed.split()
    if words[0] == "help" and len(words) <= 2:
        part = words[1] if len(words) == 2 else ""
        for k in sorted({_word_of(kk.key) for kk in KIND_BY_KEY.values()} |
                        {"keys", "combos", "rules"}):
            cand = f"help {k}"
            if part and cand.startswith(f"help {part}") and cand != typed.rstrip():
                return cand
    for cand in suggestions(view):
        if cand.startswith(typed) and cand != typed:
            return cand
    return None


# The command line's hints (tui.widgets.command_line): while the keys have the focus, and while
# typing.
IDLE_HINT = "press : to type a command (kick bruno, dodge, discard 1 3, pass, help…)"
TYPING_HINT = "type a command: kick bruno · dodge · discard 1 3 · pass · help — Tab completes, " \
              "Esc back to keys"


__all__ = ["Act", "Meta", "Error", "Parsed", "Option", "parse", "complete", "suggestions",
           "options", "question", "card_note", "playable", "card_label", "next_in_line",
           "FREE_ATTACK_KEYS"]
