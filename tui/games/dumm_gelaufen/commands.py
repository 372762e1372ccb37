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
from gameshelf.engine.dumm_gelaufen.cards import ACTION_BY_KEY, COLOUR_OF, NUMBER_COUNT, VALUE_OF, kind_of
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


def _read(step, view):
    """The step's words sorted out: verb, card references (colour or None, value), places,
    player seats, action keys, and a count ("take 2")."""
    verb, cards, places, names, keys = None, [], [], [], []
    colour = None
    lowered = [n.lower() for n in view.names]
    for raw in step:
        word = raw.strip(".!?")
        if not word:
            continue
        if word.upper() in ACTION_BY_KEY and word[0].isupper():
            keys.append(word.upper())
            continue
        m = re.fullmatch(r"([a-zA-Z]+)?(\d+)([a-zA-Z]+)?", word)
        if m and (m.group(1) or m.group(3)):       # "r7", "7red"
            c = meaning(m.group(1) or m.group(3)) or _letter(m.group(1) or m.group(3))
            if c not in ("red", "yellow", "green"):
                return Error(_("I don't know the card {word!r}.").format(word=raw))
            cards.append((c, int(m.group(2))))
            continue
        if word.isdigit():
            cards.append((colour, int(word)))
            colour = None
            continue
        if word.lower() in lowered:
            names.append(lowered.index(word.lower()))
            continue
        if word.lower() in FILLER:
            continue
        mean = meaning(word)
        if mean in ("red", "yellow", "green"):
            if cards and cards[-1][0] is None and colour is None:
                cards[-1] = (mean, cards[-1][1])      # "7 red"
            else:
                colour = mean
        elif mean in ("take", "give", "play", "swap", "first", "stop") and verb is None:
            verb = mean
        elif mean in ("deck", "left", "right", "both", "mac"):
            places.append(mean)
        else:
            return Error(_("I don't understand {word!r}. Try: take 2 · take left · take 7 red "
                           "from mac · give 2 3 · play G3 · stop · help").format(word=raw))
    if colour is not None and verb == "play":
        places.append(colour)                     # "play G1 red left": the colour to lay
    elif colour is not None:
        return Error(_("A colour needs a value: {colour} what?").format(colour=_(colour)))
    count = None
    if verb == "take" and len(cards) == 1 and cards[0][0] is None and cards[0][1] in (1, 2) \
            and "both" not in places:             # "take 2", "take 2 left", "take 1 from mac"
        count = cards.pop()[1]
    return verb, cards, places, names, keys, count


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
    out, left = [], list(view.hand)
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
