"""The words Lunch Money shows that live as data in its engine (which may not import the
catalogs): every card's printed name and its rule. tui.locale puts them in the catalog."""

from __future__ import annotations

from collections.abc import Iterator


def messages() -> Iterator[tuple[str, str]]:
    """(word, where it comes from) for every card name and rule text."""
    from gameshelf.engine.lunch_money.cards import KINDS
    where = "engine/lunch_money/cards.py"
    for kind in KINDS:
        yield kind.name, where
        yield kind.text, where
    for sentence in REFUSALS:
        yield sentence, "engine/lunch_money/rules.py"


# The rules' fixed refusals (the others name cards and seats: tui.i18n.refusal says them plainly).
REFUSALS = ("The match is over.", "Discard at least one card (discarding none is a pass).")
