"""Lines a player reads in a seeded Dig match where she sits at the table ("you"): possessives,
singular and plural, word order and the persons of verbs come out right in en, nl and de
(issue 27: "moves from Vicky's pocket to your", "al 1 punten", "sizes up you")."""

from __future__ import annotations

import random
import re

import pytest

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.tui.headless.sim import play_game, seat_kinds
from gameshelf.tui.narration import TEMPLATES, Seating, narrator_for

SEED = 4          # two players and Michel(le): cards change hands, 1-point digs, knife cards


def _log(lang: str, seed: int = SEED, players: int = 2) -> list[str]:
    """The narrated lines of a seeded bot match told to the player at seat 0."""
    personas = random.Random(f"cast:{seed}").sample(PERSONAS, players)
    names = [p.name for p in personas]
    names[0] = "You"
    narrator = narrator_for(Seating(tuple(names), tuple(p.key for p in personas), lang, seed, 0,
                                    None, game_key="dig-your-way-out"))
    out: list[str] = []

    def told(_state, events) -> None:
        out.extend(line.text for line in narrator.narrate(events) if line.speaker is None)

    play_game(seat_kinds(["normal", "easy"], players, 0), seed, 0, None, on_events=told,
              game_key="dig-your-way-out", options={"michel": True})
    return out


@pytest.fixture(scope="module")
def logs():
    return {lang: _log(lang) for lang in ("en", "nl", "de")}


def test_a_card_taken_by_you_goes_to_yours(logs):
    en = logs["en"]
    assert not [t for t in en if t.endswith(" to your.")]
    assert any(re.search(r"moves from \w+'s pocket to yours\.$", t) for t in en)


def test_michel_sizes_you_up(logs):
    assert not [t for t in logs["en"] if "sizes up you" in t]


@pytest.mark.parametrize(("lang", "wrong"), [
    ("en", r"\b1 (points|cigarettes|cards)\b"), ("nl", r"\b1 (punten|sigaretten|kaarten)\b"),
    ("de", r"\b1 (Punkte|Punkten|Zigaretten|Karten)\b")])
def test_one_is_singular(logs, lang, wrong):
    assert not [t for t in logs[lang] if re.search(wrong, t)]


def test_one_point_reads_singular(logs):
    assert any(re.search(r"\b1 point\b", t) for t in logs["en"])
    assert any(re.search(r"\b1 punt\b", t) for t in logs["nl"])


def test_laying_a_weapon_never_says_your_move_to_you(logs):
    assert not [t for t in logs["en"] if t.startswith("You lay") and "Your move" in t]
    assert not [t for t in logs["nl"] if t.startswith("Jij legt") and "Jouw zet" in t]
    assert not [t for t in logs["de"] if t.startswith("Du legst") and "Dein Zug" in t]


def test_dutch_says_jij_wilt_and_isoleercel(logs):
    nl = logs["nl"]
    assert not [t for t in nl if "Jij wil " in t or re.search(r"\b[Dd]e isoleer\b", t)]


def _every_line(lang: str, name: str) -> list[str]:
    """Every line a built-in template can say, rendered for the sample events of its kind."""
    from gameshelf.tui.games.dig_your_way_out.samples import sample_contexts, sample_narrators
    from gameshelf.tui.narration import split_variants
    from gameshelf.tui.narration.sandbox import render
    narrators = sample_narrators(lang)
    template = narrators[0].env.get_template(f"default:{name}")
    kind = name.split("/", 1)[0].removesuffix(".j2")
    return [v[0] for n in narrators for ctx in sample_contexts(n, kind)
            for v in split_variants(render(template, ctx, budgeted=False))]


def test_gang_verbs_agree_and_german_gangs_take_their_article():
    nl = _every_line("nl", "gang_joined.j2")
    assert not [t for t in nl if re.search(r"De (Bikers|Queers) verwelkomt", t)]
    de = _every_line("de", "gang_joined.j2")
    assert any(re.search(r"jetzt mit (der|dem|den) \w+\.", t) for t in de)
    assert not [t for t in de if re.search(r"jetzt mit (Crew|Kartell|Biker|Bratwa|Triade)", t)]
    assert not [t for t in de if re.match(r"(Eine|Ein) \w+ und einen", t)]


def test_a_crafted_tool_has_one_and_before_the_patience():
    en = [t for t in _every_line("en", "crafted.j2") if "patience" in t]
    assert en and all("(and a lot of patience)" in t for t in en)


def _every_template(lang: str) -> list[str]:
    folder = TEMPLATES / "dig_your_way_out" / lang
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*.j2")
                  if p.parts[-2] != "banter" and "banter" not in p.relative_to(folder).parts)


@pytest.mark.parametrize(("lang", "wrong"), [
    ("de", r"\b\w+st sich\b"),                       # "du pfeifst sich": du ... dich
    ("nl", r"\b[Jj]ij \w+ zich\b"),                  # "jij buigt zich": jij ... je
    ("en", r"\b[Yy]ou \w+ (himself|herself|themselves)\b")])
def test_you_take_your_own_reflexive(lang, wrong):
    said = [t for name in _every_template(lang) for t in _every_line(lang, name)]
    assert len(said) > 500
    assert not [t for t in said if re.search(wrong, t)]
    if lang == "de":
        assert any("pfeifst dich unschuldig" in t for t in said)


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_deal_of_one_item_is_singular(lang):
    said = _every_line(lang, "deal_done.j2")
    assert not [t for t in said if re.search(r"\b1 (things|dingen|Sachen)\b", t)]


@pytest.mark.parametrize(("lang", "wrong"), [
    ("en", r"\bYou('s| has| wants| digs| leads| hits)\b"),
    ("nl", r"\bJij('s| heeft| wil )"), ("de", r"\bDu('s| hat| will| führt| gräbt| haut)\b")])
def test_the_cast_speaks_of_you_in_the_second_person(lang, wrong):
    folder = TEMPLATES / "dig_your_way_out" / lang / "banter"
    said = [t for p in sorted(folder.glob("*.j2"))
            for t in _every_line(lang, f"banter/{p.name}")]
    assert len(said) > 100
    assert not [t for t in said if re.search(wrong, t)]
    if lang == "en":
        assert any("Your tunnel is so big!" in t for t in said)


def test_discarded_cards_are_found_as_they_are_counted():
    en = _every_line("en", "discarded.j2")
    assert not [t for t in en if " and " in t and t.endswith("before the guards find it.")]
    de = _every_line("de", "discarded.j2") + _every_line("de", "gang_joined.j2")
    assert not [t for t in de if "bevor die Wärter es finden" in t or "Tablett von" in t]


@pytest.mark.parametrize(("lang", "wrong", "right"), [
    ("en", r"more and it's gone|Somebody stop you\.", "Can anyone stop you?"),
    ("nl", r"Houd jou tegen", "Houdt iemand je nog tegen?"),
    ("de", r"Haltet dich auf", "Hält dich noch wer auf?")])
def test_a_digger_close_to_the_goal_is_spoken_of_rightly(lang, wrong, right):
    said = _every_line(lang, "dug/close.j2")
    assert not [t for t in said if re.search(wrong, t)]
    assert any(right in t for t in said)


def test_plural_places_and_prices_take_a_plural_verb():
    en = _every_line("en", "cards_drawn.j2") + _every_line("en", "bought.j2")
    assert not [t for t in en if re.search(r"The (cells|showers) gives|\b1 cigarette change\b", t)]
    nl = _every_line("nl", "cards_drawn.j2") + _every_line("nl", "bought.j2")
    assert not [t for t in nl if re.search(r"De (cellen|douches) levert|\b1 sigaret wisselen|"
                                           r"[Jj]ij .* bij zich", t)]
    de = _every_line("de", "bought.j2")
    assert not [t for t in de if re.search(r"\b1 Zigarette wechseln", t)]


def test_a_taken_knife_never_digs():
    from gameshelf.tui.games.dig_your_way_out.samples import sample_narrators
    from gameshelf.tui.narration import split_variants
    from gameshelf.tui.narration.sandbox import render
    for lang, digs in (("en", "digs for"), ("nl", "graaft voortaan"), ("de", "gräbt ab jetzt")):
        n = sample_narrators(lang)[0]
        template = n.env.get_template("default:card_taken.j2")
        knife, spoon = (next(c for c in n.chronicle.cards if c.key == k) for k in ("knife",
                                                                                 "spoon"))
        ctx = {**n.context(_sample("card_taken"), {}), "secret": False}
        knife_lines, spoon_lines = ([v[0] for v in split_variants(render(
            template, {**ctx, "card": card}, budgeted=False))] for card in (knife, spoon))
        assert any(digs in t for t in spoon_lines), lang                # the spoon digs
        assert not any(digs in t for t in knife_lines), lang            # the knife never


def _sample(kind: str):
    from gameshelf.tui.games.dig_your_way_out.samples import sample_events
    return sample_events()[kind][0]
