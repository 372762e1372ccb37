"""The words Dumm gelaufen! shows that live as data in its engine (which may not import the
catalogs): every action card's rule and where it comes from, every Murphy card's task.
tui.locale puts them in the `dumm_gelaufen` catalog."""

from __future__ import annotations

from collections.abc import Iterator


def source_words(card) -> str:
    """What the help says of an action card's source, in English (the msgid): a quoted card's
    source ("spieletest.at (the neighbour is a guess)"), a reconstructed card's tuning ("tuned:
    at random, so nobody else decides"), "" for a plain reconstruction."""
    if not card.reconstructed:
        return card.source
    return card.source.removeprefix("reconstruction").strip(" ()")


def messages() -> Iterator[tuple[str, str]]:
    """(word, where it comes from) for every action card text and source, every Murphy task."""
    from gameshelf.engine.dumm_gelaufen.cards import ACTION_CARDS, MURPHY_CARDS
    where = "engine/dumm_gelaufen/cards.py"
    for a in ACTION_CARDS:
        yield a.text, f"{where} ({a.key})"
        if source_words(a):
            yield source_words(a), f"{where} ({a.key} source)"
    for m in MURPHY_CARDS:
        yield m.text, f"{where} ({m.key})"
