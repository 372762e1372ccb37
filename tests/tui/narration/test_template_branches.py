"""Every branch of every built-in narration template is reachable by what the engine really sends
(issue 27: Dig's Michel(le) template tested `card == 7`, a value its context never held, so 119
"no knife" lines and not one knife line came out of a match).

Seeded bot matches of every registered game, in every language, with every game option, are
narrated with tools.template_branches recording which `{% if %}` / `{% elif %}` / `{% else %}`
bodies real events select. A branch no match reaches must be in ALLOWED below with the reason it
is rare; a branch testing a value the engine never sends is a bug in the template (or in what
the chronicle hands it), not an entry here. The wider sweep: `python -m tools.template_branches
--seeds 200`.
"""

from __future__ import annotations

from fnmatch import fnmatch

import pytest

from gameshelf.engine import find_game, game_keys
from gameshelf.tui.narration import LANGS, Narrator
from tools.template_branches import Coverage, coverage, file_key, template_files

pytestmark = pytest.mark.slow  # slow tier: `make check` leaves it out (`make test` runs it)

SEEDS = 7            # matches per game and language (each language its own seeds)

_CATCH_ALL = ("a persona's words for a moment the chronicle does not name: every trigger it "
              "sends has its own branch, this one stands in for one it may send one day")
# (template folder, file pattern, branch) -> why no short seeded match needs to reach it.
ALLOWED: dict[tuple[str, str, str], str] = {
    ("dumm_gelaufen", "banter/*.j2", 'else trigger == "red_struck"'): _CATCH_ALL,
    ("dig_your_way_out", "banter/*.j2", 'else trigger == "dug"'): _CATCH_ALL,
    ("dig_your_way_out", "banter/*.j2", 'elif trigger == "tunnel_collapsed"'):
        "the Tunnel collapse card is out of the deck (RULES-dig-your-way-out C2); the engine "
        "keeps its rule and event, and these lines are ready for it",
    ("*", "banter/*.j2", 'elif mood == "win"'):
        "one persona's win: a match has one winner, and not every persona sits at the table",
    ("dumm_gelaufen", "banter/*.j2", 'elif trigger in ("hands_swapped", "card_stolen")*'):
        "a persona robbed of a hand or a card by a green card, and speaking",
    ("dig_your_way_out", "banter/*.j2", "else other*"):
        "a persona fighting Michel(le): only with the Michel(le) option, about a fight in ten",
    ("dig_your_way_out", "banter/*.j2", "if me.beatings >= 2"):
        "a persona on two beatings when a fight ends: rare",
    ("dig_your_way_out", "banter/*.j2", 'elif trigger == "tool_given"'):
        "a persona giving up a tool to an extortion and speaking: rare",
    ("dig_your_way_out", "banter/*.j2", 'elif trigger == "sent_to_solitary"'):
        "a persona sent to solitary (a Snitch card) and speaking: rare",
    ("dig_your_way_out", "banter/*.j2", "if me.grudge and me.grudge == other"):
        "a persona beaten again by the one who beat them last: rare",
    ("dumm_gelaufen", "banter/*.j2", "*red.key == *"):
        "one red card of the deck's many striking a persona that names it",
    ("dumm_gelaufen", "banter/*.j2", "if me.close*"):
        "a persona with two Murphy cards fulfilled: the end of a match",
    ("dumm_gelaufen", "banter/*.j2", "if me.fulfilled >= 3*"):
        "a persona winning on three Murphy cards (most matches end another way)",
    ("dumm_gelaufen", "banter/*.j2", "if me.strikes >= 3"):
        "a persona struck by a third red card and speaking (60 seeds reach it)",
    ("dig_your_way_out", "banter/*.j2", "if me.close"):
        "a persona one dig from escaping, and speaking (60 seeds reach it)",
    ("dig_your_way_out", "cards_drawn.j2", 'else why == "search"'):
        "a card drawn for a beating (the Triad's revenge benefit): 60 seeds reach it",
    ("dig_your_way_out", "moved.j2", 'elif how == "mate"'):
        "the team variant's move to a gang mate without a roll: 60 seeds reach it",
    ("lunch_money", "hold_applied.j2", 'if hold == "choke"'):
        "a Choke that lands (one card in the deck, seldom unblocked)",
    ("lunch_money", "passed.j2", "if seat.*"):
        "a pass (bots seldom pass) while holding someone or low on counters",
    ("lunch_money", "cards_drawn.j2", "if cards|selectattr(*"):
        "the player drawing the one Hail Mary, or a weapon",
    ("lunch_money", "card_played.j2", "else target"):
        "a card played at no one is First Aid, told by the event after it; `templates check` "
        "renders such a sample and wants a line for it",
    ("lunch_money", "cards_drawn.j2", "else cards"):
        "others' draws are quiet (the player's own, cards shown, are told); `templates check` "
        "renders a hidden draw as a sample and wants a line for it",
    ("dumm_gelaufen", "murphy_seen.j2", "if murphy and seat.you"):
        "the player playing the green card that peeks at a Murphy card (G5)",
    ("lunch_money", "counters_lost.j2", "if remaining <= 3"):
        "counters_lost.j2 is never told (see SILENT)",
    ("dig_your_way_out", "handed.j2", "*"): "handed.j2 is never told (see SILENT)",
    ("dig_your_way_out", "fight_won.j2", "else winner and loser"):
        "a fight with Michel(le) when fight_won/michel.j2 has no fresh line: rare",
}
# (template folder, file pattern) -> why the file is never told.
SILENT: dict[tuple[str, str], str] = {
    ("*", "turn_ended.j2"): "the end of a turn is quiet in every game (its chronicle)",
    ("*", "taunts.j2"): "canned taunts are table talk at a hosted table, never narrated "
                        "(tests/tui/net: taunt)",
    ("dig_your_way_out", "die_rolled.j2"): "quiet: the move that follows tells the roll",
    ("dig_your_way_out", "turn_limit_reached.j2"):
        "only a headless playout stops at a turn limit, never a person's match "
        "(tests/engine/dig_your_way_out/test_turn_limit.py tells it)",
    ("dumm_gelaufen", "actions_swapped.j2"):
        "a green card that swaps action cards: 60 seeds reach it",
    ("dig_your_way_out", "handed.j2"): "quiet: the end of the deal tells what was handed",
    ("dig_your_way_out", "searched.j2"):
        "a search that finds nothing: only when the draw pile and the discard are both empty "
        "(test_a_search_that_finds_nothing_says_so)",
    ("dig_your_way_out", "tunnel_collapsed.j2"):
        "the Tunnel collapse card is out of the deck (RULES-dig-your-way-out C2)",
    ("lunch_money", "counters_lost.j2"):
        "every counter lost comes from a hit or a Choke, whose own line says so",
    ("lunch_money", "choke_tightened.j2"): "a Choke that lands and holds to its holder's turn",
    ("lunch_money", "hold_released.j2"): "a holder letting go of a Choke or Headlock",
    ("lunch_money", "humiliated/hail_mary.j2"): "a Hail Mary humiliated",
}


def _allowed(key: tuple[str, str, str]) -> bool:
    return any(fnmatch(key[0], f) and fnmatch(key[1], p) and fnmatch(key[2], b)
               for f, p, b in ALLOWED)


def _silent_allowed(key: tuple[str, str]) -> bool:
    return any(fnmatch(key[0], f) and fnmatch(key[1], p) for f, p in SILENT)


@pytest.fixture(scope="module")
def reached() -> dict[str, tuple[set, set, set, set]]:
    """Per game: (every branch key, the keys reached, every file key, the files told), over
    every language, each with its own seeds. The cast's banter is shared: kept under "cast"."""
    out: dict[str, tuple[set, set, set, set]] = {}
    for g, game in enumerate(game_keys()):
        for n, lang in enumerate(LANGS):
            first = 1 + (g * len(LANGS) + n) * SEEDS
            cov: Coverage = coverage(game, lang, range(first, first + SEEDS))
            files = list(template_files(game, lang))
            told = {p for p, _line in cov.fired}
            for b in cov.branches:
                where = "cast" if b.key[0] == "cast" else game
                keys, hit, _f, _t = out.setdefault(where, (set(), set(), set(), set()))
                if b.lines and not b.inline:
                    keys.add(b.key)
                    if cov.reached(b):
                        hit.add(b.key)
            for p in files:
                where = "cast" if file_key(p)[0] == "cast" else game
                _k, _h, all_files, told_files = out.setdefault(where, (set(), set(), set(),
                                                                      set()))
                all_files.add(file_key(p))
                if p in told:
                    told_files.add(file_key(p))
    return out


def test_every_branch_is_reached_by_a_seeded_match_or_allowed_with_a_reason(reached):
    # One test for every game and the cast: the seeded matches behind it are played once (a
    # test per game made each worker that ran one play them all again).
    for where in [*game_keys(), "cast"]:
        keys, hit, files, told = reached[where]
        assert keys, f"{where}: no branches found"
        assert sorted(k for k in keys - hit if not _allowed(k)) == [], where
        assert sorted(f for f in files - told if not _silent_allowed(f)) == [], where


def test_every_allowance_names_a_branch_or_a_file_there_is():
    # An allowance for a branch that is gone (fixed, reworded) goes too.
    from tools.template_branches import branches_of
    keys, files = set(), set()
    for game in game_keys():
        for lang in LANGS:
            for p in template_files(game, lang):
                files.add(file_key(p))
                keys |= {b.key for b in branches_of(p)}
    assert [a for a in ALLOWED if not any(fnmatch(k[0], a[0]) and fnmatch(k[1], a[1])
                                          and fnmatch(k[2], a[2]) for k in keys)] == []
    assert [s for s in SILENT if not any(fnmatch(f[0], s[0]) and fnmatch(f[1], s[1])
                                         for f in files)] == []


# --- the branches fixed: they test what the engine sends --------------------------------------

def _dig(lang: str = "en") -> Narrator:
    return Narrator(["Ann", "Bruno", "Cleo"], lang=lang, seed=3, human=0,
                    game="dig-your-way-out")


@pytest.mark.parametrize("lang", LANGS)
def test_michelle_with_a_knife_wants_a_tool_and_without_one_moves_on(lang):
    # Whatever Michel(le)'s deck holds, a card showing a knife is told as one.
    from gameshelf.engine.dig_your_way_out import events as E
    from gameshelf.engine.dig_your_way_out.data import MICHEL_CARDS
    from gameshelf.engine.dig_your_way_out.piles import michel_knife
    knife = next(c for c in range(len(MICHEL_CARDS)) if michel_knife(c))
    blank = next(c for c in range(len(MICHEL_CARDS)) if not michel_knife(c))
    words = {"en": "knife on|knife smiles", "nl": "mes tegen|mes glimlacht",
             "de": "Messer vor|Messer lächelt"}[lang].split("|")
    for _ in range(4):
        narrator = _dig(lang)
        with_knife = narrator.narrate([E.MichelCardDrawn(1, knife)])[0].text
        without = narrator.narrate([E.MichelCardDrawn(1, blank)])[0].text
        assert any(w in with_knife for w in words), with_knife
        assert not any(w in without for w in words), without


def test_a_search_that_finds_nothing_says_so():
    from gameshelf.engine.dig_your_way_out import events as E
    found = _dig().narrate([E.Searched(1, 1), E.CardsDrawn(1, 2, (), "search")])
    assert len(found) == 1 and "2 cards" in found[0].text
    empty = _dig().narrate([E.Searched(1, 1), E.CardsDrawn(1, 0, (), "search")])
    assert len(empty) == 1 and "0" not in empty[0].text and empty[0].event == "searched"


def test_the_games_seat_every_table_the_sweep_plays():
    # The sweep deals every choice of every option (Dig's teams need 4 or 6 seats).
    from tools.template_branches import _tables
    for game in game_keys():
        plans = list(_tables(game, 12))
        assert {p for p, _o, _s in plans} <= set(find_game(game).players)
