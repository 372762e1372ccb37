"""The typed-command parser, pure: "craft shovel", "extort tank pickaxe", "graaf schep",
"3" — a verb (English, Dutch or German, typos forgiven) and words naming its card, player or
place, matched against the legal actions of the moment. One clear line for anything else."""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out.data import (
    GANG_KEYS,
    GANG_NAMES,
    KEY_OF,
    LOCATION_KEYS,
    LOCATION_NAMES,
    OFFERS,
    PASTS,
    TOOL_KEYS,
)
from gameshelf.tui.games.dig_your_way_out.choices import label
from gameshelf.tui.i18n import translator

_ = translator("dig_your_way_out")

# verb -> the action types it means; words in English, Dutch and German.
VERBS: dict[str, tuple[type, ...]] = {
    "search": (A.Search,), "move": (A.RollMove,), "careful": (A.CarefulMove,),
    "go": (A.MoveTo,), "reroll": (A.Reroll,), "join": (A.JoinGang,), "play": (A.PlayCard,),
    "extort": (A.Extort,), "craft": (A.Craft,), "dig": (A.Dig,), "steal": (A.StealSpoon,),
    "heal": (A.Heal,), "trade": (A.Trade,), "sell": (A.SellCard,),
    "done": (A.DoneTrading, A.DoneDealing),
    "buy": (A.Buy,), "reveal": (A.RevealPast,), "end": (A.EndTurn,), "give": (A.Give,),
    "lay": (A.LayWeapon,), "concede": (A.Concede,), "discard": (A.Discard,),
    "michel": (A.MoveMichel,), "leave": (A.LeaveMichel,),
    # the team variant
    "deal": (A.Deal,), "hand": (A.DealCard, A.DealCigarette), "follow": (A.JoinMate,),
}
WORDS: dict[str, str] = {
    # English
    "search": "search", "move": "move", "roll": "move", "careful": "careful", "walk": "careful",
    "go": "go", "to": "go", "reroll": "reroll", "join": "join", "play": "play",
    "extort": "extort", "craft": "craft", "make": "craft", "dig": "dig", "steal": "steal",
    "heal": "heal", "trade": "trade", "sell": "sell", "done": "done", "stop": "done",
    "buy": "buy", "reveal": "reveal", "past": "reveal", "end": "end", "pass": "end",
    "give": "give", "lay": "lay", "fight": "lay", "weapon": "lay", "concede": "concede",
    "yield": "concede", "discard": "discard", "michel": "michel", "leave": "leave",
    "deal": "deal", "hand": "hand", "follow": "follow", "mate": "follow",
    # Dutch
    "zoek": "search", "zoeken": "search", "beweeg": "move", "gooi": "move", "dobbel": "move",
    "lopen": "move", "loop": "move", "dobbelen": "move",
    "voorzichtig": "careful", "ga": "go", "naar": "go", "opnieuw": "reroll", "sluit": "join",
    "aansluiten": "join", "bende": "join", "speel": "play", "afpersen": "extort",
    "pers": "extort", "maak": "craft", "knutsel": "craft", "graaf": "dig", "steel": "steal",
    "genees": "heal", "ruil": "trade", "handel": "trade", "verkoop": "sell", "klaar": "done",
    "koop": "buy", "onthul": "reveal", "verleden": "reveal", "einde": "end", "beurt": "end",
    "geef": "give", "leg": "lay", "vecht": "lay", "wapen": "lay", "opgeven": "concede",
    "geefop": "concede", "weg": "discard", "afleggen": "discard", "laat": "leave",
    "overhandig": "hand", "overhandigen": "hand", "volg": "follow", "volgen": "follow",
    "maat": "follow",
    # German
    "suche": "search", "suchen": "search", "ziehe": "move", "ziehen": "move", "würfel": "move",
    "zug": "end", "stiehl": "steal",
    "würfeln": "move", "vorsichtig": "careful", "gehe": "go", "nach": "go", "nochmal": "reroll",
    "beitreten": "join", "bande": "join", "spiele": "play", "spielen": "play",
    "erpresse": "extort", "erpressen": "extort", "baue": "craft", "bauen": "craft",
    "grabe": "dig", "graben": "dig", "stehle": "steal", "stehlen": "steal", "heile": "heal",
    "heilen": "heal", "tausche": "trade", "tauschen": "trade", "verkaufe": "sell",
    "verkaufen": "sell", "fertig": "done", "kaufe": "buy", "kaufen": "buy",
    "enthülle": "reveal", "vergangenheit": "reveal", "ende": "end", "gib": "give",
    "geben": "give", "lege": "lay", "kämpfe": "lay", "waffe": "lay", "aufgeben": "concede",
    "ablegen": "discard", "wirf": "discard", "lass": "leave",
    "übergib": "hand", "übergeben": "hand", "reiche": "hand", "folge": "follow",
    "folgen": "follow", "kumpel": "follow",
}
META: dict[str, str] = {
    "help": "help", "hulp": "help", "hilfe": "help", "save": "save", "opslaan": "save",
    "bewaar": "save", "speichern": "save", "quit": "quit", "stoppen": "quit",
    "beenden": "quit", "table": "table", "tafel": "table", "tisch": "table",
}
# Second words of the choices' own labels, which a player types back as they read them
# ("Beurt klaar", "Zug beenden", "Voorzichtig lopen", "Vorsichtig gehen"): nothing to add.
_LABEL_TAILS = {"klaar", "beenden", "lopen", "gehen", "dobbelen", "würfeln", "turn", "move"}
_FILLER = {"a", "an", "the", "with", "at", "for", "een", "de", "het", "met", "bij", "voor",
           "ein", "eine", "einen", "der", "die", "das", "mit", "für", "my", "mijn",
           "meine", "meinen", "your"}


@dataclass(frozen=True)
class Parsed:
    """What a typed line means: a legal action, a command (help, save, quit) with its argument,
    or one line saying why it means neither."""

    action: Any = None
    command: str = ""
    arg: str = ""
    error: str = ""


def _tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,;:.!?()→]+", text.lower()) if t]


def _close(word: str, choices) -> str | None:
    """The choice `word` means, typos forgiven (None when nothing is close)."""
    if word in choices:
        return word
    found = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.75)
    return found[0] if found else None


def names_of(action, view) -> set[str]:
    """Every word that names what `action` is about: its label's words in the language of the
    moment and the English keys of its card, tool, player, place or gang."""
    words = set(_tokens(label(action, view)))
    for field in ("card", "weapon"):
        c = getattr(action, field, -1)
        if isinstance(c, int) and c >= 0:
            words |= set(KEY_OF[c].split("_"))
    tool = getattr(action, "tool", -1)
    if tool >= 0:
        words.add(TOOL_KEYS[tool])
    for c in getattr(action, "cards", ()):
        words |= set(KEY_OF[c].split("_"))
    place = getattr(action, "place", -1)
    if place >= 0:
        words |= {LOCATION_KEYS[place], *_tokens(LOCATION_NAMES[place])}
    for field in ("target", "partner", "mate"):
        seat = getattr(action, field, -1)
        if seat >= 0:
            words |= set(_tokens(view.names[seat]))
    if isinstance(action, A.DealCigarette):
        words |= {"cigarette", "cig", "sigaret", "zigarette"}
    if isinstance(action, A.JoinGang):
        words |= {GANG_KEYS[action.gang], GANG_NAMES[action.gang].lower()}
    if isinstance(action, A.Buy):
        words.add(OFFERS[action.offer][0])
        words.add(str(OFFERS[action.offer][1]))
    if isinstance(action, A.RevealPast) and view.past >= 0:
        words |= set(_tokens(PASTS[view.past].name))
    return words - _FILLER


def parse(line: str, view) -> Parsed:
    """What `line` means now for the viewer (see the module's docstring)."""
    words = _tokens(line)
    if not words:
        return Parsed(error=_("Type a command, or 'help'."))
    head, rest = words[0], [w for w in words[1:] if w not in _FILLER | _LABEL_TAILS]
    meta = META.get(head)
    if meta:
        return Parsed(command=meta, arg=" ".join(words[1:]))
    legal = list(view.legal)
    if head.isdigit():
        i = int(head)
        if 1 <= i <= len(legal):
            return Parsed(action=legal[i - 1])
        return Parsed(error=_("There is no choice {n}: choose 1 to {last}.").format(
            n=i, last=len(legal)) if legal else _("You have nothing to choose now."))
    if not legal:
        return Parsed(error=_("Wait: it is not your turn to choose."))
    verb = _close(head, WORDS)
    if verb is None:
        return Parsed(error=_("I don't know '{word}'. Type 'help' for the commands.").format(
            word=head))
    types = VERBS[WORDS[verb]]
    found = [a for a in legal if isinstance(a, types)]
    if not found:
        return Parsed(error=_("You can't {what} now.").format(what=verb))
    for word in rest:
        found = [a for a in found if _close(word, names_of(a, view))]
        if not found:
            return Parsed(error=_("'{word}' doesn't fit here. Try: {options}.").format(
                word=word, options=_options(legal, types, view)))
    if len(found) > 1 and _weapons_only(found):
        # "extort tank pickaxe": the weapon unnamed, the cheapest (listed first) is laid;
        # "extort tank pickaxe knife" lays the knife.
        return Parsed(action=found[0])
    if len(found) > 1 and not _all_same_card(found):
        return Parsed(error=_("Which one? {options}.").format(
            options="; ".join(label(a, view) for a in found[:6])))
    return Parsed(action=found[0])


def _weapons_only(found) -> bool:
    """Extortions of one player for one tool, differing only in the weapon laid."""
    return all(isinstance(a, A.Extort) for a in found) and \
        len({(a.target, a.tool) for a in found}) == 1


def _all_same_card(found) -> bool:
    """Several legal actions differing only in a tool stack's copy (never happens: one each)."""
    return len(set(found)) == 1


def _options(legal, types, view) -> str:
    return "; ".join(label(a, view) for a in legal if isinstance(a, types))[:200]


def complete(typed: str, view) -> str | None:
    """The command line's suggestion: the first verb word starting with what is typed."""
    if not typed or " " in typed:
        return None
    low = typed.lower()
    for word in (*VERBS, *META):
        if word.startswith(low) and word != low:
            return typed + word[len(low):]
    return None
