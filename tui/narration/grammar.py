"""How a seat is spoken of in every game: its name, or "you" for the human, in the forms a
sentence needs (nominative, object, dative, possessive, reflexive) per language."""

from __future__ import annotations

from typing import Generic, TypeVar

M = TypeVar("M")

_YOU = {"en": ("you", "you", "you", "your", "yourself"),
        "nl": ("jij", "jou", "jou", "jouw", "je"),
        "de": ("du", "dich", "dir", "dein", "dich")}
_SELF = {"en": "themselves", "nl": "zich", "de": "sich"}


def possessive(name: str, lang: str) -> str:
    """Bruno's / Brunos / Max' / Anna's, as the language writes it."""
    if lang == "en":
        return name + "'s"
    if name[-1:].lower() in "sxzß":
        return name + "'"
    if lang == "nl" and name[-1:].lower() in "aeiouy":
        return name + "'s"
    return name + "s"


class Seat:
    """A seat as templates see it: `{{ target }}` is the name, or "you" for the human. A game's
    chronicle subclasses it to add what it remembers of the seat."""

    __slots__ = ("seat", "name", "you", "persona", "nom", "obj", "dat", "pos", "refl", "own",
                 "_lang")

    def __init__(self, seat: int, name: str, you: bool, persona: str | None, lang: str) -> None:
        self.seat, self.name, self.you, self.persona = seat, name, you, persona
        self._lang = lang
        forms = _YOU.get(lang, _YOU["en"])
        if you:
            self.nom, self.obj, self.dat, self.pos, self.refl = forms
        else:
            self.nom = self.obj = self.dat = name
            self.pos, self.refl = possessive(name, lang), _SELF.get(lang, "themselves")
        # "their"/"your" once the seat is named in the sentence (English; else the possessive)
        self.own = ("your" if you else "their") if lang == "en" else self.pos

    def __str__(self) -> str:
        return self.nom

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Seat) and other.seat == self.seat

    def __hash__(self) -> int:
        return self.seat

    def v(self, third: str, you_form: str) -> str:
        """The verb as it agrees: `{{ a.v("dodges", "dodge") }}`."""
        return you_form if self.you else third

    def p(self, ending: str) -> str:
        """Possessive with an ending for "you" only: `{{ t.p("e") }} Nase` -> deine / Brunos."""
        return self.pos + ending if self.you else self.pos


class RememberedSeat(Seat, Generic[M]):
    """A seat with what a game's chronicle remembers of the match (`mem`, the chronicle's
    memory): each game's `Who` reads its own properties (points, grudges, cards fulfilled) from
    it."""

    __slots__ = ("_mem",)

    def __init__(self, seat: int, name: str, you: bool, persona: str | None, lang: str,
                 mem: M) -> None:
        super().__init__(seat, name, you, persona, lang)
        self._mem = mem
