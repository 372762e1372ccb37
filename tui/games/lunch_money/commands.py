"""Typed commands and hotkeys, text-adventure style: `kick bruno`, `discard 1 3`, `dodge`, `pass`.

Everything here is pure: text and a `PlayerView` in, an answer out. `parse` turns a line into a
legal action, a table command (help, save, quit...) or a short helpful error; `complete` offers
whole commands for the command line; `card_note` says why a card can't be played now;
`options` lists the keys that answer the current decision (those three live in questions.py and
are here too, for the callers that read them with the parser).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence

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
    Discard,
    Pass,
    PlayCard,
    PlayerView,
    Release,
)
from gameshelf.engine.lunch_money.cards import FREE_ATTACK_KEYS, Family
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.games.lunch_money import vocabulary as V
from gameshelf.tui.games.lunch_money.questions import (
    Option,
    card_label,
    card_name,
    card_note,
    hold_name,
    next_in_line,
    options,
    playable,
    question,
    with_card,
)
from gameshelf.tui.i18n import current_language, translator

_ = translator("lunch_money")

# --- results ----------------------------------------------------------------------------------


@record
class Act:
    """A legal action to apply."""

    action: Action


@record
class Meta:
    """A table command: help [topic], save, quit, settings, keys, rules, log."""

    name: str
    arg: str = ""


@record
class Error:
    """What to tell the player when a line can't be done (`waiting`: because a bot decides)."""

    message: str
    waiting: bool = False


Parsed = Act | Meta | Error

META = V.META
_ENGLISH_CARD_WORDS: dict[str, str] = {}    # spoken name -> kind key
for _k in KIND_BY_KEY.values():
    _ENGLISH_CARD_WORDS.setdefault(V.norm(_k.name), _k.key)     # "uppercut" is the Uppercut
_ENGLISH_CARD_WORDS.update({
    "kick": "kick", "kick2": "kick_2", "kick4": "kick4", "uppercut2": "uppercut2",
    "uppercut squared": "uppercut2", "firstaid": "first_aid",
    "aid": "first_aid", "heal": "first_aid", "poke": "poke_in_the_eye",
    "pimpslap": "pimp_slap", "slap": "pimp_slap", "backfist": "spinning_backfist",
    "spinning": "spinning_backfist", "hailmary": "hail_mary", "combo": "big_combo",
    "bigcombo": "big_combo", "humiliate": "humiliation", "humiliation": "humiliation",
    "head butt": "headbutt", "head lock": "headlock", "power play": "powerplay",
})
_TOPICS = ("keys", "rules", "combos")


@record
class _Words:
    """The words the parser knows in one language (English always among them)."""

    cards: dict[str, str]          # a card's words -> kind key
    meta: dict[str, str]           # a table command's words -> its name
    by_meaning: dict[str, frozenset[str]]
    known: dict[str, str]          # every single word -> what it means (for typos)

    def means(self, line: str, meaning: str) -> bool:
        return line in self.by_meaning[meaning]


@functools.lru_cache(maxsize=4)
def _words(lang: str) -> _Words:
    """The parser's words in `lang`, worked out once per language."""
    cards = dict(_ENGLISH_CARD_WORDS)
    for key in KIND_BY_KEY:
        for w in map(V.norm, V.card_words(key, lang)):
            cards.setdefault(w, "kick_2" if key == "kick" else key)
            cards.setdefault(w.replace(" ", ""), "kick_2" if key == "kick" else key)
    for w in map(V.norm, V.card_words("kick", lang)):
        cards[w.rstrip("2")] = "kick"   # the word alone: either Kick (asks when both are held)
    by_meaning = {m: frozenset(map(V.norm, V.words(m, lang))) for m in V.COMMANDS}
    meta = {w: m for m in META for w in by_meaning[m]}
    known: dict[str, str] = {}
    for m, ws in by_meaning.items():
        for w in V.first_words(ws):
            known.setdefault(w, m)
    for w, key in cards.items():
        for part in w.split(" "):
            known.setdefault(part, key)
    return _Words(cards, meta, by_meaning, known)


def _here() -> _Words:
    return _words(current_language())


def _word_of(key: str) -> str:
    """The word the command line uses for a card kind, in the player's language."""
    local = V.card_words(key, current_language())
    if local:
        return local[0]
    return {"kick": "kick2", "kick4": "kick4", "first_aid": "first aid",
            "poke_in_the_eye": "poke", "uppercut2": "uppercut2", "pimp_slap": "pimp slap",
            "hail_mary": "hail mary", "spinning_backfist": "backfist",
            "big_combo": "big combo"}.get(key, key)


def _target_word(name: str) -> str:
    return V.norm(name).split(" ")[0] if V.norm(name) else name.lower()


# --- parsing ----------------------------------------------------------------------------------


def parse(text: str, view: PlayerView) -> Parsed:
    """Turn a typed line into an action, a table command, or a short helpful error."""
    raw = text.strip()
    if raw in ("?",):
        return Meta("help")
    words = _corrected(V.norm(raw), view)
    if isinstance(words, Error):
        return words
    if not words:
        return Error(_("Type a command, or `help` to see them all."))
    w = _here()
    line = " ".join(words)
    head = w.meta.get(words[0])
    if head is not None:
        return Meta(head, _topic(" ".join(words[1:]), w))

    d = view.decision
    if view.winner is not None:
        return Error(_("The match is over."))
    if d is None or d.seat != view.seat:
        return Error(_wait(view), waiting=True)
    legal = view.legal

    if w.means(line, "take") or w.means(line, "no") or (
            words[0] in w.by_meaning["take"] and len(words) <= 3):
        if any(isinstance(a, Decline) for a in legal):
            return Act(Decline())
        if d.kind is K.TURN:
            return Error(_("It's your turn: play a card, `{discard}`, or `{pass_}`.").format(
                discard=V.say("discard"), pass_=V.say("pass")))
    if w.means(line, "pass"):
        if Pass() in legal:
            return Act(Pass())
        if Decline() in legal:          # "pass" on a question means "no"
            return Act(Decline())
        return Error(_("You can't pass now — {asked}").format(asked=_asked(view)))
    if w.means(line, "release") or words[0] in w.by_meaning["release"]:
        if Release() in legal:
            return Act(Release())
        return Error(_("You're not holding anyone."))
    if (words[0] in w.by_meaning["send"] or w.means(line, "left")
            or w.means(line, "right")):
        return _direction(words, view, w)
    if words[0] in w.by_meaning["discard"]:
        return _discard(words[1:], view, w)
    return _card_command(words, view, w)


def _wait(view: PlayerView) -> str:
    d = view.decision
    who = view.names[d.seat] if d is not None else _("someone")
    return _("Wait a moment: {who} is deciding. Press any key to hurry the bots.").format(
        who=who)


def _topic(arg: str, w: _Words) -> str:
    """A help topic as typed: a card kind's key, keys/rules/combos, or the words as they are."""
    card = w.cards.get(arg.replace(" ", ""), w.cards.get(arg))
    if card is not None:
        return "kick" if card == "kick_2" else card
    return next((t for t in _TOPICS if arg in w.by_meaning[t]), arg)


def _corrected(line: str, view: PlayerView) -> list[str] | Error:
    """The words of a line with typos mended (`hok vicky` → `hook vicky`), or an Error naming
    the two words a typo is equally close to."""
    if not line:
        return []
    w = _here()
    names: dict[str, str] = {}
    for s, name in enumerate(view.names):
        for part in V.norm(name).split(" "):
            names.setdefault(part, f"seat {s}")
    known = {**w.known, **names}
    out: list[str] = []
    for i, word in enumerate(line.split(" ")):
        if i and out[0] in w.meta and w.meta[out[0]] != "help":
            out.append(word)         # a save's name stays as typed
        elif word in known or word.isdigit() or _is_prefix(word, w, names):
            out.append(word)
        elif isinstance(fixed := V.closest(word, known), V.Ambiguous):
            a, b = fixed.could_be
            return Error(_("'{word}' is as close to `{a}` as to `{b}`: which one?").format(
                word=word, a=a, b=b))
        else:
            out.append(fixed or word)
    return out


def _is_prefix(word: str, w: _Words, names: dict[str, str]) -> bool:
    """Whether a word is the start of a card's or a player's name (`bru`, `hail`)."""
    return len(word) >= 3 and any(k.startswith(word) for k in (*w.cards, *names))


def _asked(view: PlayerView) -> str:
    return question(view) or _("wait for your turn.")


def _direction(words: list[str], view: PlayerView, w: _Words) -> Parsed:
    if view.decision is None or view.decision.kind is not K.DIRECTION:
        return Error(_("There is nothing to send on now."))
    for word in words:
        for side, cw in (("left", True), ("right", False)):
            if word in w.by_meaning[side]:
                return Act(ChooseDirection(cw))
        seat = _find_seat(word, view)
        if seat is not None:
            for cw in (True, False):
                if next_in_line(view, cw) == seat:
                    return Act(ChooseDirection(cw))

    def to(cw: bool) -> str:
        nxt = next_in_line(view, cw)
        return (_("on to {name}").format(name=view.names[nxt]) if nxt is not None
                else _("it fizzles"))
    return Error(_("Say `{left}` ({to_left}) or `{right}` ({to_right}).").format(
        left=V.say("left"), to_left=to(True), right=V.say("right"), to_right=to(False)))


def _discard(words: list[str], view: PlayerView, w: _Words) -> Parsed:
    assert view.decision is not None    # parse got here on your decision
    if view.decision.kind is not K.TURN:
        return Error(_("You can only discard on your own turn."))
    hand = list(view.hand)
    if not words:
        return Error(_("Discard which? e.g. `{discard} 1 3` (positions in your hand) or "
                       "`{discard} {all}`.").format(discard=V.say("discard"),
                                                    all=V.say("all")))
    chosen: list[CardId] = []
    if len(words) == 1 and words[0] in w.by_meaning["all"]:
        chosen = hand[:]
    else:
        rest = hand[:]
        i = 0
        while i < len(words):
            word = words[i]
            if word.isdigit():
                n = int(word)
                if not 1 <= n <= len(hand):
                    return Error(_no_such_card(n, hand))
                c = hand[n - 1]
                if c not in rest:
                    return Error(_("Card {n} is listed twice.").format(n=n))
                rest.remove(c)
                chosen.append(c)
                i += 1
                continue
            key, used = _card_at(words, i, w, hand)
            key = "kick" if key == "kick_2" else key
            if key is None:
                if word in w.by_meaning["filler"]:
                    i += 1
                    continue
                return Error(_("I don't know the card '{word}'. Try `{discard} 1 3`.").format(
                    word=word, discard=V.say("discard")))
            found = _in_hand(key, rest)
            if found is None:
                return Error(_("You have no {card} to discard.").format(card=card_name(key)))
            rest.remove(found)
            chosen.append(found)
            i += used
    legal = [a for a in view.legal if isinstance(a, Discard)]
    want = sorted(KEY_OF[c] for c in chosen)
    for a in legal:
        if sorted(KEY_OF[c] for c in a.cards) == want:
            return Act(Discard(tuple(chosen)))
    return Error(_("You can't discard that now."))


def _no_such_card(n: int, hand: Sequence[CardId]) -> str:
    return _("Your hand has cards 1 to {last}; there is no {n}.").format(last=len(hand), n=n)


def _in_hand(key: str, hand: Sequence[CardId]) -> CardId | None:
    for c in hand:
        if KEY_OF[c] == key or (key == "kick" and KEY_OF[c] == "kick4" and
                                not any(KEY_OF[x] == "kick" for x in hand)):
            return c
    return None


def _card_at(words: list[str], i: int, w: _Words,
             hand: Sequence[CardId] = ()) -> tuple[str | None, int]:
    """The card kind named at words[i:], longest name first, and how many words it took. A
    start of a name (`upp`, `trit`) names the one card it starts, or else the one card of those
    that is in `hand`."""
    for n in (4, 3, 2, 1):
        phrase = " ".join(words[i:i + n])
        if len(words[i:i + n]) < n:
            continue
        for cand in (phrase, phrase.replace(" ", "")):
            if cand in w.cards:
                return w.cards[cand], n
    word = words[i]
    if len(word) >= 3:
        hits = {v for k, v in w.cards.items() if k.startswith(word)}
        held = {v for v in hits if any(KEY_OF[c] == v for c in hand)}
        if len(hits) == 1 or len(held) == 1:
            return (hits if len(hits) == 1 else held).pop(), 1
    return None, 0


def _find_seat(word: str, view: PlayerView) -> int | None:
    word = word.lower()
    hits = [s for s, name in enumerate(view.names)
            if s != view.seat and V.norm(name).startswith(word)]
    if len(hits) == 1:
        return hits[0]
    exact = [s for s, name in enumerate(view.names) if s != view.seat and V.norm(name) == word]
    return exact[0] if exact else None


def _is_name(word: str, view: PlayerView) -> bool:
    return any(V.norm(name) == word for name in view.names)


class _Reading:
    """What a card command has named so far, word by word: the card kind (`key`), the very
    card, the target seat; `i` is the next word to read."""

    def __init__(self, words: list[str], view: PlayerView, w: _Words) -> None:
        self.words, self.view, self.w = words, view, w
        self.hand = list(view.hand)
        self.key: str | None = None
        self.card: CardId | None = None
        self.target: int | None = None
        self.i = 0

    @property
    def word(self) -> str:
        """The word being read."""
        return self.words[self.i]


def _card_command(words: list[str], view: PlayerView, w: _Words) -> Parsed:
    """A card command (`jab dex`, `2`, `kick 4 ann`): the legal play it names, or why none."""
    r = _Reading(words, view, w)
    for check in (_read_words, _card_named, _card_held):
        problem = check(r)
        if problem is not None:
            return problem
    assert r.key is not None and r.card is not None
    name = card_name(r.key)
    fits = [a for a in view.legal
            if isinstance(a, PlayCard | Defend) and KEY_OF[a.card] == KEY_OF[r.card]]
    if not fits:
        return Error(card_note(view, r.card) or _("{card} can't be played now.").format(
            card=name))
    if r.target is not None:
        return _aimed(r, fits, name)
    return _unaimed(r, fits, name)


def _read_words(r: _Reading) -> Error | None:
    """Reads every word of the command by the first reader it fits; None when all fit."""
    while r.i < len(r.words):
        got = _read_word(r)
        if got is False:
            return _unknown_word(r)
        if isinstance(got, Error):
            return got
    return None


def _read_word(r: _Reading) -> Error | bool:
    """The word at r.i, read by the first of _WORD_READERS that takes it: True when read (r
    moved on), an Error when it names something impossible, False when no reader takes it."""
    for read in _WORD_READERS:
        got = read(r)
        if got is not False:
            return got
    return False


def _read_number(r: _Reading) -> Error | bool:
    """`2`: the second card in hand, when no card is named yet."""
    if not (r.word.isdigit() and r.card is None and r.key is None):
        return False
    n = int(r.word)
    if not 1 <= n <= len(r.hand):
        return Error(_no_such_card(n, r.hand))
    r.card = r.hand[n - 1]
    r.key = KEY_OF[r.card]
    r.i += 1
    return True


def _read_card_name(r: _Reading) -> Error | bool:
    """A card's name (`jab`, `kick 4`, `upp`), when no card is named yet; `kick 2` is the
    two-counter Kick, which must be in hand."""
    if r.key is not None:
        return False
    key, used = _card_at(r.words, r.i, r.w, r.hand)
    if key is None:
        return False
    r.key = key
    if key == "kick_2":
        r.key = "kick"
        r.card = _in_hand("kick", [c for c in r.hand if KEY_OF[c] == "kick"])
        if r.card is None:
            return Error(_("You have no {card} in hand.").format(card=f"{card_name('kick')} 2"))
    r.i += used
    return True


def _read_filler(r: _Reading) -> bool:
    """A filler word ("de", "an") is not the start of a name ("Dex", "Ann") unless it is one."""
    if r.word in r.w.by_meaning["filler"] and not _is_name(r.word, r.view):
        r.i += 1
        return True
    return False


def _read_target(r: _Reading) -> bool:
    """The start of an opponent's name, when no target is named yet."""
    seat = _find_seat(r.word, r.view)
    if seat is not None and r.target is None:
        r.target = seat
        r.i += 1
        return True
    return False


def _read_name_filler(r: _Reading) -> bool:
    """A filler word that is also a name, but no target the command can take."""
    if r.word in r.w.by_meaning["filler"]:
        r.i += 1
        return True
    return False


# The readers of one word of a card command, in the order they are tried.
_WORD_READERS = (_read_number, _read_card_name, _read_filler, _read_target, _read_name_filler)


def _unknown_word(r: _Reading) -> Error:
    """A word no reader takes: examples when it is the whole line, else the words known."""
    if r.key is None and len(r.words) == 1:
        return Error(_("I don't understand '{word}'. Try {examples} — or `{help}`.").format(
            word=r.word, examples=_examples(r.view), help=V.say("help")))
    return Error(_("I don't know '{word}'. Cards and names: {vocabulary}.").format(
        word=r.word, vocabulary=_vocabulary(r.view)))


def _card_named(r: _Reading) -> Error | None:
    """A command must name a card: "with what?" when it names only a target."""
    if r.key is not None:
        return None
    if r.target is not None:
        return Error(_("With what? e.g. `{example}`.").format(
            example=f"{_first_attack_word(r.view)} {_target_word(r.view.names[r.target])}"))
    return Error(_("Which card? Try {examples}.").format(examples=_examples(r.view)))


def _card_held(r: _Reading) -> Error | None:
    """The very card of the kind named, from the hand: `kick` is whichever Kick is held (when
    both are, the player must say which)."""
    if r.card is not None:
        return None
    held = {KEY_OF[c] for c in r.hand}
    if r.key == "kick" and "kick" not in held:
        r.key = "kick4" if "kick4" in held else r.key
    elif r.key == "kick" and "kick4" in held:
        return Error(_("You hold both Kicks: type `{two}` or `{four}`.").format(
            two=_word_of("kick"), four=_word_of("kick4")))
    assert r.key is not None
    r.card = _in_hand(r.key, r.hand)
    if r.card is None:
        return Error(_("You have no {card} in hand.").format(card=card_name(r.key)))
    return None


def _aimed(r: _Reading, fits: list, name: str) -> Parsed:
    """A card played at the target named: the play at them, the card alone when it takes no
    target, else whom it can be played at."""
    assert r.card is not None and r.target is not None
    hit = [a for a in fits if isinstance(a, PlayCard) and a.target == r.target]
    if hit:
        return Act(with_card(hit[0], r.card))
    if not _targets_of(fits):
        return Act(with_card(fits[0], r.card))
    return Error(_("You can't play {card} at {name} now; you can at {names}.").format(
        card=name, name=r.view.names[r.target], names=_names(r.view, _targets_of(fits))))


def _unaimed(r: _Reading, fits: list, name: str) -> Parsed:
    """A card played with no target named: "at whom?" when it could go to more than one."""
    assert r.card is not None
    targets = _targets_of(fits)
    if len(targets) > 1:
        opts = _either([f"`{_word_of(KEY_OF[r.card])} {_target_word(r.view.names[t])}`"
                        for t in targets[:3]])
        return Error(_("{card} at whom? {options}.").format(card=name, options=opts))
    return Act(with_card(fits[0], r.card))


def _targets_of(fits: list) -> list[int]:
    """The seats the plays that fit can be aimed at, in seat order."""
    return sorted({a.target for a in fits if isinstance(a, PlayCard) and a.target is not None})


def _names(view: PlayerView, seats: Sequence[int]) -> str:
    return _either([view.names[s] for s in seats]) or _("no one")


def _either(items: list[str]) -> str:
    """"a, b or c" in the player's language (Babel's list patterns; Babel is imported here, when
    first needed, not before the table's first frame)."""
    from babel.lists import format_list
    return format_list(items, style="or", locale=current_language()) if items else ""


def _first_attack_word(view: PlayerView) -> str:
    for c in view.hand:
        if KIND_OF[c].family in (Family.BASIC, Family.WEAPON):
            return _word_of(KEY_OF[c])
    return _word_of("kick").rstrip("2")


def _examples(view: PlayerView) -> str:
    skip = (V.say("help"), "play ")
    cmds = [c for c in suggestions(view) if not c.startswith(skip)]
    return ", ".join(f"`{c}`" for c in cmds[:3]) or f"`{V.say('help')}`"


def _vocabulary(view: PlayerView) -> str:
    cards = sorted({_word_of(KEY_OF[c]) for c in view.hand})
    names = [_target_word(n) for s, n in enumerate(view.names)
             if s != view.seat and not view.knocked_out[s]]
    return ", ".join(cards + names)


# --- completion -------------------------------------------------------------------------------


def suggestions(view: PlayerView) -> list[str]:
    """Whole commands that would work now, best first, for completion and examples (in the
    player's language)."""
    out: list[str] = []
    d = view.decision
    if d is not None and d.seat == view.seat and view.winner is None:     # yours to answer
        for a in view.legal:
            match a:
                case PlayCard(card=c, target=t):
                    w = _word_of(KEY_OF[c])
                    out.append(f"{w} {_target_word(view.names[t])}" if t is not None else w)
                case Defend(card=c):
                    out.append(_word_of(KEY_OF[c]))
                case Release():
                    out.append(V.say("release"))
                case Pass():
                    out.append(V.say("pass"))
                case Decline():
                    out.append(V.say("take") if d.kind in (K.DEFEND, K.SECOND_DEFENCE)
                               else V.say("no"))
                case ChooseDirection(clockwise=cw):
                    out.append(V.say("left" if cw else "right"))
        if d.kind is K.TURN:
            out.append(V.say("discard") + " ")
        if current_language() == "en":
            for a in view.legal:
                if isinstance(a, PlayCard) and a.target is not None:
                    said = (_word_of(KEY_OF[a.card]), _target_word(view.names[a.target]))
                    out.append("play {} at {}".format(*said))  # typed English
    help_ = V.say("help")
    out += [help_, f"{help_} {V.say('keys')}", f"{help_} {V.say('combos')}", V.say("save"),
            V.say("settings"), V.say("quit")]
    out += [f"{help_} {_word_of(KEY_OF[c])}" for c in view.hand]
    return list(dict.fromkeys(out))     # each once, where it first came


def complete(text: str, view: PlayerView) -> str | None:
    """The first suggestion that extends what's typed (None if nothing does)."""
    typed = text.lower()
    if not typed.strip():
        return None
    words = typed.split()
    help_ = V.say("help")
    if words[0] in (help_, "help") and len(words) <= 2:
        part = words[1] if len(words) == 2 else ""
        topics = {_word_of(kk.key) for kk in KIND_BY_KEY.values()} | {
            V.say("keys"), V.say("combos"), V.say("rules")}
        for k in sorted(topics):
            cand = f"{words[0]} {k}"
            if part and cand.startswith(f"{words[0]} {part}") and cand != typed.rstrip():
                return cand
    for cand in suggestions(view):
        if cand.startswith(typed) and cand != typed:
            return cand
    return None


def idle_hint() -> str:
    """The command line's hint while the keys have the focus (tui.widgets.command_line)."""
    return _("press : to type a command ({examples}…)").format(examples=_hint_examples())


def typing_hint() -> str:
    """The command line's hint while typing."""
    return _("type a command: {examples} — Tab completes, Esc back to keys").format(
        examples=_hint_examples(" · "))


def _hint_examples(sep: str = ", ") -> str:
    kick, dodge = _word_of("kick").rstrip("2"), _word_of("dodge")
    return sep.join((f"{kick} bruno", dodge, f"{V.say('discard')} 1 3", V.say("pass"),
                     V.say("help")))


IDLE_HINT = idle_hint()         # English, as before (the table asks for the current language)
TYPING_HINT = typing_hint()


__all__ = ["Act", "Meta", "Error", "Parsed", "Option", "parse", "complete", "suggestions",
           "options", "question", "card_note", "playable", "card_label", "card_name",
           "hold_name", "next_in_line", "idle_hint", "typing_hint", "FREE_ATTACK_KEYS"]
