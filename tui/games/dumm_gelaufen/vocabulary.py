"""The words a typed command may use, in English, Dutch and German, each mapped to one meaning;
`meaning` forgives a typo (difflib) in a word of four letters or more."""

from __future__ import annotations

import difflib

# meaning -> the words for it (en, nl, de)
WORDS: dict[str, tuple[str, ...]] = {
    "take": ("take", "get", "draw", "neem", "pak", "nimm", "nehme", "nehmen", "ziehe"),
    "give": ("give", "put", "lay", "drop", "geef", "leg", "gib", "gebe", "lege"),
    "play": ("play", "use", "speel", "spiel", "spiele"),
    "swap": ("swap", "ruil", "wissel", "tausche", "tausch"),
    "first": ("first", "strike", "eerst", "zuerst"),
    "stop": ("stop", "done", "pass", "klaar", "genoeg", "fertig", "halt", "passe"),
    "deck": ("deck", "face-down", "blind", "dicht", "verdeckt", "stapel"),
    "left": ("left", "links"),
    "right": ("right", "rechts"),
    "both": ("both", "beide", "beiden"),
    "mac": ("mac",),
    "red": ("red", "rood", "rode", "rot", "rote"),
    "yellow": ("yellow", "geel", "gele", "gelb", "gelbe"),
    "green": ("green", "groen", "groene", "grün", "grun", "gruen", "grüne"),
    "help": ("help", "hulp", "hilfe"),
    "save": ("save", "bewaar", "opslaan", "speichern", "sichern"),
    "quit": ("quit", "exit", "stoppen", "beenden", "ende"),
    "look": ("look", "table", "kijk", "tafel", "schau", "tisch"),
}
# Words that carry nothing: "take 7 red FROM mac, give 2 TO the left pile".
FILLER = frozenset({"from", "to", "the", "a", "card", "cards", "and", "pile", "on", "of", "with",
                    "for", "van", "naar", "de", "het", "een", "kaart", "kaarten", "op", "en",
                    "met", "voor", "aan", "von", "vom", "zu", "zum", "der", "die", "das", "den",
                    "dem", "karte", "karten", "auf", "und", "mit", "für", "an", "open", "offen",
                    "offene", "top"})
BY_WORD = {w: meaning for meaning, words in WORDS.items() for w in words}


def meaning(word: str) -> str | None:
    """What a word means (a meaning of WORDS), a close typo included; None if nothing."""
    w = word.lower()
    if w in BY_WORD:
        return BY_WORD[w]
    if len(w) < 4:
        return None
    close = difflib.get_close_matches(w, BY_WORD, n=1, cutoff=0.74)
    return BY_WORD[close[0]] if close else None
