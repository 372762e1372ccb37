"""A seat named after a preposition in Dutch or German banter takes its object or dative form:
when the seat is the human, "dankzij jou" and "dank dir", never "dankzij jij" or "dank du"
(tui.narration.grammar). A seat's bare `{{ x }}` is its subject form, which reads right for a
bot's name and wrong for "you"."""

from __future__ import annotations

import re

import pytest

from gameshelf.tui.narration import TEMPLATES
from gameshelf.tui.narration.grammar import Seat

PREPOSITIONS = {
    "nl": ("aan", "achter", "bij", "dankzij", "door", "langs", "met", "na", "naar", "namens",
           "om", "op", "over", "tegen", "tot", "voor", "zonder"),
    "de": ("an", "auf", "bei", "dank", "für", "gegen", "hinter", "mit", "nach", "neben", "ohne",
           "um", "von", "zu"),
}
# Names templates give after a preposition that are not seats: amounts, piles, places.
NOT_SEATS = {"amount", "cards_in", "count", "damage", "drought", "from", "goal", "laid", "left",
             "origin", "points", "remaining", "ruined_card", "total"}
# Lines where the word is a conjunction, and the seat the subject of its clause: "Voor jij
# klaar bent" (before you are done).
CONJUNCTIONS = {"lunch_money/nl/card_played/humiliation.j2:5"}
BARE = re.compile(r"\{\{-? ?([a-z_]+(?:\.nemesis)?) ?-?\}\}")


def _bare_seats_after_prepositions(lang: str) -> list[str]:
    """"path:line: words" for every bare seat name right after a preposition."""
    before = re.compile(rf"\b(?:{'|'.join(PREPOSITIONS[lang])})\s+$", re.IGNORECASE)
    found = []
    for path in sorted(TEMPLATES.glob(f"*/{lang}/**/*.j2")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for name in BARE.finditer(line):
                where = f"{path.relative_to(TEMPLATES)}:{number}"
                if (name.group(1) not in NOT_SEATS and where not in CONJUNCTIONS
                        and before.search(line[:name.start()])):
                    found.append(f"{where}: {line[max(0, name.start() - 12):name.end()]}")
    return found


@pytest.mark.parametrize("lang", ["nl", "de"])
def test_a_seat_after_a_preposition_is_in_its_object_form(lang):
    assert _bare_seats_after_prepositions(lang) == []


def test_the_forms_read_right_for_the_human():
    assert Seat(0, "Ann", True, None, "nl").obj == "jou"
    assert Seat(0, "Ann", True, None, "de").dat == "dir"
