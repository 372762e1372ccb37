"""The typed-command parser, pure: "take 7 red from mac, give 2 3", "neem 2", "gib gelb 4
links", "play G5 bruno", "3" (the third choice). A line is cut into steps (commas, "then");
each step is read against the view of its moment, so "take 2, give 9" gives a card just drawn.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from gameshelf.engine.dumm_gelaufen import (
    LEFT_PILE,
    MAC,
    RIGHT_PILE,
    Give,
    GiveTo,
    PickMac,
    PlayGreen,
    Stop,
    Strike,
    SwapWithMac,
    TakeDeck,
    TakeMac,
    TakeOpen,
)
from gameshelf.engine.dumm_gelaufen.cards import (
    ACTION_BY_KEY,
    COLOUR_OF,
    NUMBER_COUNT,
    VALUE_OF,
    kind_of,
)
from gameshelf.engine.dumm_gelaufen.state import DecisionKind as K
from gameshelf.tui.games.dumm_gelaufen.choices import choices
from gameshelf.tui.games.dumm_gelaufen.vocabulary import FILLER, meaning
from gameshelf.tui.i18n import translator

_ = translator("dumm_gelaufen")

META = ("help", "save", "quit", "look")


@dataclass(frozen=True)
class Meta:
    """A table command: help, save, quit or look, with its argument."""

    name: str
    arg: str = ""


@dataclass(frozen=True)
class Steps:
    """Moves to make in order; each is read when its turn comes (`resolve`)."""

    steps: tuple[tuple[str, ...], ...]


@dataclass(frozen=True)
class Error:
    """Why a line means nothing: one sentence for the player."""

    message: str


_SPLIT = re.compile(r"[,;]|\b(?:then|dan|daarna|dann)\b", re.I)


def parse(text: str, view) -> Meta | Steps | Error:
    """Read a typed line: a table command, or the steps of a move."""
    words = text.strip().split()
    if not words:
        return Error(_("Type a command, or a choice's number (help lists them)."))
    head = meaning(words[0])
    if head in META:
        return Meta(head, " ".join(words[1:]))
    steps = tuple(tuple(p.split()) for p in _SPLIT.split(text) if p and p.strip())
    return Steps(steps)


def resolve(step: tuple[str, ...], view) -> list | Error:
    """One step's actions, read against `view` (each must be legal in turn); an Error says
    why it means none."""
    if view.decision is None or view.decision.seat != view.seat:
        return Error(_("It is not your turn to choose."))
    if len(step) == 1 and step[0].isdigit():
        listed = choices(view)
        n = int(step[0])
        if 1 <= n <= len(listed):
            return [listed[n - 1].action]
        return Error(_("Choose a number from 1 to {n}.").format(n=len(listed)))
    words = _read(step, view)
    if isinstance(words, Error):
        return words
    verb, cards, places, names, keys, count = words
    return _move(verb, cards, places, names, keys, count, view)


_COLOURS = ("red", "yellow", "green")


class _Reading:
    """What a step's words have said so far: the verb, card references (colour or None,
    value), places, player seats, action keys, and a colour waiting for its value."""

    def __init__(self, view) -> None:
        self.verb: str | None = None
        self.cards: list = []
        self.places: list[str] = []
        self.names: list[int] = []
        self.keys: list[str] = []
        self.colour: str | None = None
        self.lowered = [n.lower() for n in view.names]


def _read(step, view):
    """The step's words sorted out: verb, card references (colour or None, value), places,
    player seats, action keys, and a count ("take 2")."""
    r = _Reading(view)
    for raw in step:
        word = raw.strip(".!?")
        if not word:
            continue
        for read in _WORD_READERS:
            got = read(r, word, raw)
            if got is not False:
                break
        if isinstance(got, Error):
            return got
    return _finish(r)


def _read_key(r: _Reading, word: str, raw: str):
    """An action card's key in capitals ("SW")."""
    if word.upper() in ACTION_BY_KEY and word[0].isupper():
        r.keys.append(word.upper())
        return True
    return False


def _read_coloured_card(r: _Reading, word: str, raw: str):
    """A card with its colour in one word: "r7", "7red"."""
    m = re.fullmatch(r"([a-zA-Z]+)?(\d+)([a-zA-Z]+)?", word)
    if not (m and (m.group(1) or m.group(3))):
        return False
    c = meaning(m.group(1) or m.group(3)) or _letter(m.group(1) or m.group(3))
    if c not in _COLOURS:
        return Error(_("I don't know the card {word!r}.").format(word=raw))
    r.cards.append((c, int(m.group(2))))
    return True


def _read_value(r: _Reading, word: str, raw: str):
    """A value, of the colour said just before it (if one was)."""
    if not word.isdigit():
        return False
    r.cards.append((r.colour, int(word)))
    r.colour = None
    return True


def _read_name(r: _Reading, word: str, raw: str):
    """A player's name."""
    if word.lower() not in r.lowered:
        return False
    r.names.append(r.lowered.index(word.lower()))
    return True


def _read_filler(r: _Reading, word: str, raw: str):
    """A word that says nothing ("from", "the")."""
    return word.lower() in FILLER


def _read_meaning(r: _Reading, word: str, raw: str):
    """A colour, a verb or a place; anything else is not understood."""
    mean = meaning(word)
    if mean in _COLOURS:
        _read_colour(r, mean)
    elif mean in ("take", "give", "play", "swap", "first", "stop") and r.verb is None:
        r.verb = mean
    elif mean in ("deck", "left", "right", "both", "mac"):
        r.places.append(mean)
    else:
        return Error(_("I don't understand {word!r}. Try: take 2 · take left · take 7 red "
                       "from mac · give 2 3 · play G3 · stop · help").format(word=raw))
    return True


def _read_colour(r: _Reading, colour: str) -> None:
    """A colour word: the colour of the value just said ("7 red"), or of the next one."""
    if r.cards and r.cards[-1][0] is None and r.colour is None:
        r.cards[-1] = (colour, r.cards[-1][1])      # "7 red"
    else:
        r.colour = colour


# The readers of one word of a step, in the order they are tried.
_WORD_READERS = (_read_key, _read_coloured_card, _read_value, _read_name, _read_filler,
                 _read_meaning)


def _finish(r: _Reading):
    """The words read, with a colour left over and a count settled: a colour after `play` is
    the colour to lay; "take 2" is a count of cards, not a card."""
    if r.colour is not None and r.verb == "play":
        r.places.append(r.colour)                 # "play G1 red left": the colour to lay
    elif r.colour is not None:
        return Error(_("A colour needs a value: {colour} what?").format(colour=_(r.colour)))
    count = None
    if _is_count(r):                              # "take 2", "take 2 left", "take 1 from mac"
        count = r.cards.pop()[1]
    return r.verb, r.cards, r.places, r.names, r.keys, count


def _is_count(r: _Reading) -> bool:
    """Whether the one number of a `take` is how many cards to draw ("take 2")."""
    return r.verb == "take" and len(r.cards) == 1 and r.cards[0][0] is None \
        and r.cards[0][1] in (1, 2) and "both" not in r.places


def _letter(text: str) -> str | None:
    return {"r": "red", "y": "yellow", "g": "green"}.get(text.lower())


def _find(ref, among, view, where: str):
    """The card of `among` a reference (colour or None, value) names; Error if none or two
    colours fit."""
    colour, value = ref
    fit = [c for c in among if c < NUMBER_COUNT and VALUE_OF[c] == value
           and (colour is None or COLOUR_OF[c] == colour)]
    if not fit:
        what = f"{_(colour)} {value}" if colour else str(value)
        return Error(_("There is no {card} in {where}.").format(card=what, where=where))
    if len({COLOUR_OF[c] for c in fit}) > 1:
        return Error(_("Which {value}? Say its colour, e.g. red {value}.").format(value=value))
    return fit[0]


def _move(verb, cards, places, names, keys, count, view):
    kind = view.decision.kind
    if verb == "stop":
        return [Stop()]
    if verb == "first" or (keys and kind is K.ORDER_REDS):
        return [Strike(ACTION_BY_KEY[k].id) for k in keys[:1]] or Error(_("Which red card?"))
    if verb == "play" or keys:
        return _play(keys, cards, places, names, view)
    if verb == "swap":
        return _swap(cards, view)
    if verb == "take" or (verb is None and kind in (K.TURN, K.PICK_MAC) and (places or count)):
        return _take(cards, places, count, view)
    if verb == "give" or (verb is None and cards):
        return _give(cards, places, names, view)
    return Error(_("Say what to do: take, give, play, swap or stop (help lists more)."))


def _take(cards, places, count, view):
    if view.decision.kind is K.PICK_MAC:
        return _picks(cards, view) if cards else Error(_("Which of Mac's cards?"))
    pile = {"left": LEFT_PILE, "right": RIGHT_PILE}
    if "mac" in places:
        picks = _picks(cards, view) if cards else []
        if isinstance(picks, Error):
            return picks
        return [TakeMac(count or len(picks) or 1), *picks]
    if "both" in places:
        return [TakeOpen((0, 1))]
    named = [pile[p] for p in places if p in pile]
    if named:
        piles = tuple(named) if len(named) > 1 else named * (count or len(cards) or 1)
        return [TakeOpen(tuple(sorted(piles)))]
    if cards and not places:                      # "take red 9": a top card, or Mac's
        return _take_seen(cards, view)
    return [TakeDeck(count or 1)]


def _take_seen(cards, view):
    tops = {p: view.piles[p][-1] for p in (0, 1) if view.piles[p]}
    found = [p for p, c in tops.items() if not isinstance(_find(cards[0], [c], view, ""), Error)]
    if len(cards) == 1 and found:
        return [TakeOpen((found[0],))]
    picks = _picks(cards, view)
    return picks if isinstance(picks, Error) else [TakeMac(len(picks)), *picks]


def _picks(cards, view):
    out, left = [], list(view.mac)
    for ref in cards:
        c = _find(ref, left, view, _("Mac's cards"))
        if isinstance(c, Error):
            return c
        left.remove(c)
        out.append(PickMac(c))
    return out


def _give(cards, places, names, view):
    if not cards:
        return Error(_("Give which card? e.g. give 2 or give red 9 left."))
    d = view.decision
    to = {"left": LEFT_PILE, "right": RIGHT_PILE, "mac": MAC}
    dest = [to[p] for p in places if p in to]
    giving_mac = any(getattr(a, "to", None) == MAC for a in view.legal)
    out: list[GiveTo | Give] = []
    left = list(view.hand)
    for i, ref in enumerate(cards):
        c = _find(ref, left, view, _("your hand"))
        if isinstance(c, Error):
            return c
        left.remove(c)
        if d.kind in (K.GIFT, K.GIVE_BACK, K.GIVE_PAIR):
            target = names[0] if names else d.target
            if target is None:
                return Error(_("Give it to whom? Say a name."))
            out.append(GiveTo(c, target))
        else:
            place = MAC if giving_mac else dest[min(i, len(dest) - 1)] if dest else LEFT_PILE
            out.append(Give(c, place))
    return out


def _swap(cards, view):
    if len(cards) != 2:
        return Error(_("Swap which two? e.g. swap 3 for red 9 (yours, then Mac's)."))
    mine = _find(cards[0], view.hand, view, _("your hand"))
    if isinstance(mine, Error):
        return mine
    his = _find(cards[1], view.mac, view, _("Mac's cards"))
    return his if isinstance(his, Error) else [SwapWithMac(mine, his)]


def _play(keys, cards, places, names, view):
    if not keys:
        return Error(_("Play which card? e.g. play G3."))
    card = ACTION_BY_KEY[keys[0]].id
    plays = [a for a in view.legal if isinstance(a, PlayGreen) and kind_of(a.card) == keys[0]]
    if card not in view.hand and not plays:
        return Error(_("You hold no {key}.").format(key=keys[0]))
    for a in plays:
        if names and a.target not in names:
            continue
        piles = [{"left": 0, "right": 1}[p] for p in places if p in ("left", "right")]
        if piles and a.pile is not None and a.pile != piles[0]:
            continue
        if a.colour is not None and not {a.colour} & set(places):
            continue
        return [a]
    return Error(_("{key} can't be played like that now.").format(key=keys[0]))


def same_action(legal, action):
    """The legal action meaning the same as `action`: copies of a number card are one card."""
    if action in legal:
        return action
    key = _kinds(action)
    return next((a for a in legal if _kinds(a) == key), None)


def _kinds(action):
    fields = {f: kind_of(getattr(action, f)) for f in ("card", "mac_card")
              if getattr(action, f, None) is not None}
    return type(action), tuple(sorted(fields.items())), replace(action, **dict.fromkeys(fields, 0))
