"""The fight log read as a player reads it: sentences start with a capital (also after a
quote), articles fit the card, whose pants are whose, nobody keeps their hands in their pockets
while choking someone, every hit says what it took, and neither a round header nor an event line
comes back too soon — in English, Dutch and German."""

from __future__ import annotations

import re
from dataclasses import fields, replace

import pytest

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.cards import KIND_OF, cards_of
from gameshelf.tui.games.lunch_money.chronicle import SPECIFIC
from gameshelf.tui.games.lunch_money.samples import sample_contexts, sample_events, sample_narrators
from gameshelf.tui.headless.narrate import narrate_match
from gameshelf.tui.headless.sim import play_game
from gameshelf.tui.narration import HEADERS, LANGS, RECENT, Narrator, finish, split_variants

CARD_KEYS = frozenset(k.key for k in KIND_OF)
SEEDS = range(1, 13)        # per language and table: seeded bot matches, read end to end
LOWER_AFTER_A_SENTENCE = re.compile(r"[.!?][\"”“’»«)]*\s+[\"„“‘«»(]?[a-zß-ÿ]")


def card(key: str) -> int:
    return cards_of(key)[0]


# --- capitals ----------------------------------------------------------------------------------

@pytest.mark.parametrize(("raw", "told"), [
    ('"WAIT." you interrupt Bruno with a Humiliation!',
     '"WAIT." You interrupt Bruno with a Humiliation!'),
    ('„MOMENT MAL.“ du unterbrichst Bruno', '„MOMENT MAL.“ Du unterbrichst Bruno'),
    ('"Let op!" jij gaat helemaal kungfu-film', '"Let op!" Jij gaat helemaal kungfu-film'),
    ("you drop. „du“ bist dran", "You drop. „Du“ bist dran"),
    ("— you are up. —", "— You are up. —"),
])
def test_a_sentence_starts_with_a_capital_also_after_a_quote(raw, told):
    assert finish(raw) == told


@pytest.mark.parametrize("lang", LANGS)
def test_quoted_lines_about_you_start_the_next_sentence_with_a_capital(lang):
    narrator = Narrator(["Ann", "Bruno", "Vicky"], lang=lang, seed=4, human=0, game="lunch-money")
    told = []
    for role, key in [("humiliation", "humiliation"), ("attack", "big_combo")] * 6:
        told += [x.text for x in narrator.narrate([E.CardPlayed(0, card(key), 1, role)])]
    quoted = [t for t in told if t[:1] in "\"„"]
    assert quoted, told
    assert not [t for t in told if LOWER_AFTER_A_SENTENCE.search(t)]


# --- words that fit ----------------------------------------------------------------------------

# Rules: only a dodged Roundhouse or Spinning Backfist moves on, or misses everyone.
ONLY_ROUNDHOUSE_AND_BACKFIST = frozenset({"attack_moved_on", "attack_missed_everyone"})


def every_line_with(lang: str, key: str) -> list[str]:
    """Every line the templates for an event can say, with card `key` in the event: the
    generic template, the specific one named after the card, and those for a situation
    (attack_landed/revenge.j2, humiliated/again.j2 ...)."""
    out = []
    narrator = sample_narrators(lang)[1]
    situations = {kind: [f"{kind}/{s}.j2" for s in sorted(names - CARD_KEYS)]
                  for kind, names in SPECIFIC.items()}
    for kind, events in sample_events().items():
        if kind in ONLY_ROUNDHOUSE_AND_BACKFIST:
            continue
        for ev in events:
            field = next((f.name for f in fields(ev) if f.name in ("card", "ruined_card")), None)
            if field is None:
                continue
            ev = replace(ev, **{field: card(key)})
            whole = all(getattr(ev, f.name) is not None for f in fields(ev))
            specific = [f"{kind}/{key}.j2", *situations.get(kind, ())] if whole else []
            for name in [f"{kind}.j2", *specific]:
                if name in narrator.builtin:
                    ctx = narrator.context(ev, {"left": 5})
                    out += [v[0] for v in split_variants(narrator.env.get_template(name)
                                                         .render(ctx))]
    return out


@pytest.mark.parametrize(("lang", "key", "wrong"), [
    ("en", "elbow", r"\ba Elbow"), ("en", "uppercut", r"\ba Uppercut"),
    ("en", "uppercut2", r"\ba Uppercut"), ("en", "elbow", r"\bA Elbow"),
    ("nl", "knife", r"\b[Dd]e Knife"), ("nl", "knife", r"\b[Dd]ie Knife"),
    ("de", "knife", r"\b(der|den|einen|eine|Der|Den|Einen|Eine) Knife"),     # das, dem, ein
    ("de", "big_combo", r"\b(den|dem|ein|einen|einem|Den|Dem|Ein) Big Combo"),  # die, der, eine
])
def test_articles_fit_the_card(lang, key, wrong):
    lines = every_line_with(lang, key)
    assert lines
    assert not [t for t in lines if re.search(wrong, t)]


def test_the_pants_pulled_down_are_the_victims():
    narrator = Narrator(["Ann", "Bruno", "Vicky"], seed=1, game="lunch-money")
    told = [x.text for _ in range(8)
            for x in narrator.narrate([E.CardPlayed(2, card("humiliation"), 1, "humiliation")])]
    pants = [t for t in told if "pants" in t]
    assert pants and all("Bruno's pants" in t for t in pants)


@pytest.mark.parametrize(("lang", "pockets"), [("en", "pockets"), ("nl", "zakken"),
                                              ("de", "Hosentaschen")])
def test_nobody_pockets_their_hands_while_choking_someone(lang, pockets):
    narrator = Narrator(["Ann", "Bruno", "Vicky"], lang=lang, seed=2, game="lunch-money")
    narrator.narrate([E.HoldApplied(1, 2, "choke")])
    holding = [x.text for _ in range(8) for x in narrator.narrate([E.Passed(1)])]
    narrator.narrate([E.HoldReleased(1, 2, "choke")])
    free = [x.text for _ in range(8) for x in narrator.narrate([E.Passed(1)])]
    assert not [t for t in holding if pockets in t]
    assert any("Vicky" in t for t in holding)
    assert any(pockets in t for t in free)


# --- every hit says what it took -----------------------------------------------------------------

HIT_CARDS = ["hook", "jab", "pipe", "hail_mary", "big_combo", "uppercut2", "stomp",
             "poke_in_the_eye", "elbow", "knife"]
SITUATIONS = [{}, {"first_blood": True}, {"revenge": True}, {"comeback": True},
              {"streak": 3}, {"knockout": True, "left": 0}]


@pytest.mark.parametrize("lang", LANGS)
def test_every_hit_line_says_the_damage_or_what_is_left(lang):
    """Damage 4, 11 left (0 after a knockout): one of those numbers is in every line of every
    attack_landed template, generic and specific."""
    checked = 0
    for narrator in sample_narrators(lang):
        for name in sorted(t for t in narrator.builtin if t.startswith("attack_landed")):
            template = narrator.env.get_template(name)
            for key in HIT_CARDS:
                ev = E.AttackLanded(1, 2, card(key), 4, reduced=key == "big_combo")
                for flags in SITUATIONS:
                    extra = {"left": 11, **flags}
                    told = {"4", str(extra["left"])}
                    for text, _w, _o in split_variants(template.render(
                            narrator.context(ev, extra))):
                        checked += 1
                        assert set(re.findall(r"\d+", text)) & told, f"{name}: {text}"
    assert checked > 1000


# --- no repeats, whole matches ----------------------------------------------------------------

def told_match(seed: int, lang: str, players: int, human: int | None) -> tuple[list, list[str]]:
    """(lines, names) of one seeded bot match: as `sim --narrate` tells it (no human), or as
    the human at seat 0 reads it."""
    if human is None:
        recorded: list = []
        real = Narrator.narrate

        def keep(self, events):
            recorded.extend(lines := real(self, events))
            return lines

        with pytest.MonkeyPatch.context() as patch:
            patch.setattr(Narrator, "narrate", keep)
            narrate_match(["random"], players, seed, lang, None, game_key="lunch-money")
        return recorded, [p.name for p in PERSONAS]
    personas = [None, *PERSONAS[seed % 4: seed % 4 + players - 1]]
    names = ["You"] + [p.name for p in personas[1:]]
    narrator = Narrator(names, lang=lang, seed=seed, personas=personas, human=0, game="lunch-money")
    lines: list = []
    play_game(["random"] * players, seed, 0, None,
              on_events=lambda _s, events: lines.extend(narrator.narrate(events)), game_key="lunch-money")
    return lines, names


def headers_as_read(lines, names: list[str]) -> list[str]:
    """The round headers, with numbers and names blanked: what makes two read the same."""
    out = []
    for line in lines:
        if line.event == "turn_started":
            text = re.sub(r"\d+", "#", line.text)
            for name in names:
                text = re.sub(rf"\b{re.escape(name)}\b", "@", text)
            out.append(re.sub(r"\b(you|You|jij|Jij|du|Du)\b", "@", text))
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.slow
def test_no_round_header_or_event_line_comes_back_too_soon(lang):
    """Over whole seeded matches: no round header reads the same twice in a match's first
    HEADERS rounds; no event line is told word for word twice within RECENT event lines (table
    talk keeps its own count, so it never pushes an event line out of mind)."""
    matches = 0
    for seed in SEEDS:
        for players, human in ((4, None), (3, 0), (2, None)):
            lines, names = told_match(seed, lang, players, human)
            matches += 1
            headers = headers_as_read(lines, names)[:HEADERS]
            assert len(headers) == len(set(headers)), (seed, players, headers)
            events = [x.text for x in lines if x.speaker is None]
            for i, text in enumerate(events):
                assert text not in events[max(0, i - RECENT):i], (seed, players, text)
            hits = [x.text for x in lines if x.event == "attack_landed"]
            assert all(re.search(r"\d", t) for t in hits), hits
            assert not [t for t in events if LOWER_AFTER_A_SENTENCE.search(t)]
    assert matches == 3 * len(SEEDS)


def test_sample_contexts_include_a_seat_holding_another():
    worn = sample_narrators("en")[1]
    ctx = sample_contexts(worn, "passed")[0]
    assert ctx["seat"].holding is not None and ctx["seat"].holding.name == "Vicky"
