"""A playtester's fight-log findings (issue 27): Michel(le)'s in-fight draw, the fight's place,
a join's quiet discard, the first dig of a position, the extorter's weapon, pairs of cards."""

import pytest

from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import KIND_OF, LOCATION_KEYS
from gameshelf.tui.narration.narrator import Narrator

NAMES = ("You", "Vicky", "Bruno", "Lou")
REC = LOCATION_KEYS.index("recreation")


def _card(key: str, nth: int = 0) -> int:
    return [c for c, k in enumerate(KIND_OF) if k.key == key][nth]


def _narrator(lang: str, seed: int = 0) -> Narrator:
    n = Narrator(NAMES, lang=lang, seed=seed, human=0, game="dig-your-way-out")
    n.narrate([E.GameStarted(0, 12)])
    return n


def _texts(lines, event: str | None = None) -> list[str]:
    return [line.text for line in lines if event is None or line.event == event]


SHRUG = {"en": "shrugs and moves on", "nl": "haalt de schouders op",
         "de": "zuckt mit den Schultern"}
NO_KNIFE = {"en": "no", "nl": "geen", "de": "kein"}
SHOWERS = {"en": "showers", "nl": "douches", "de": "Duschen"}


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("seed", range(6))
def test_a_no_knife_draw_in_a_michel_fight_is_told_as_her_losing(lang, seed):
    n = _narrator(lang, seed)
    n.mem.location[0] = REC
    n.narrate([E.MichelCardDrawn(0, 3)])                 # the demand: a knife
    lines = n.narrate([E.WeaponLaid(0, _card("razor")), E.MichelCardDrawn(0, 0),
                       E.FightWon(0, -1)])
    drawn = _texts(lines, "michel_card_drawn")
    assert drawn and not any(SHRUG[lang] in t for t in drawn)
    assert NO_KNIFE[lang] in drawn[0].lower()
    won = " ".join(_texts(lines, "fight_won"))
    assert SHOWERS[lang] not in won


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_the_first_michel_card_without_a_knife_is_still_a_shrug_or_a_pat(lang):
    lines = _narrator(lang).narrate([E.MichelCardDrawn(0, 0)])
    assert _texts(lines, "michel_card_drawn")


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_won_michel_fight_names_the_place_it_is_in(lang):
    place = {"en": "recreation area", "nl": "recreatieruimte", "de": "Freizeitraum"}[lang]
    for seed in range(8):
        n = _narrator(lang, seed)
        n.mem.location[0] = REC
        ctx = n.chronicle.context(E.FightWon(0, -1), {})
        assert ctx["place"] is n.chronicle.places[REC]
        if place:
            assert place in ctx["place"].in_


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_the_discard_that_pays_for_a_join_is_quiet(lang):
    cards = (_card("bandana"), _card("cap"))
    lines = _narrator(lang).narrate([E.Discarded(0, cards), E.GangJoined(0, 0, cards)])
    assert _texts(lines, "discarded") == [] and _texts(lines, "gang_joined")
    other = _narrator(lang).narrate([E.Discarded(0, cards)])
    assert _texts(other, "discarded")                  # an ordinary discard is still told


FIRST = {"en": ("First dirt", "And so it begins"), "nl": ("Eerste zand", "Het is begonnen"),
         "de": ("Der erste Dreck", "Es geht los")}


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("seed", range(6))
def test_a_dig_onto_points_already_dug_is_not_the_first_of_the_match(lang, seed):
    n = _narrator(lang, seed)
    shovel = _card("shovel")
    told = " ".join(_texts(n.narrate([E.Dug(0, shovel, 5, 10)])))   # 5 points before
    assert not any(s in told for s in FIRST[lang])
    m = _narrator(lang, seed)
    m.mem.points[2] = 3                                # someone else dug already
    told = " ".join(_texts(m.narrate([E.Dug(0, shovel, 5, 5)])))
    assert not any(s in told for s in FIRST[lang])


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_a_truly_first_dig_can_still_be_the_first(lang):
    chronicle = _narrator(lang).chronicle
    names = chronicle.step(E.Dug(0, _card("shovel"), 5, 5), (), 0)[0]
    assert "dug/first.j2" in names


WEAPON = {"en": "screwdriver", "nl": "schroevendraaier", "de": "Schraubenzieher"}


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
@pytest.mark.parametrize("seed", range(8))
def test_an_extortion_tells_the_weapon_laid_behind_it(lang, seed):
    n = _narrator(lang, seed)
    lines = n.narrate([E.ExtortionStarted(0, 1, 2, _card("screwdriver"))])
    assert WEAPON[lang] in " ".join(_texts(lines, "extortion_started"))


PAIR = {"en": "two iron bars", "nl": "twee ijzeren staven", "de": "zwei Eisenstangen"}


@pytest.mark.parametrize("lang", ["en", "nl", "de"])
def test_two_cards_of_one_kind_are_listed_as_a_pair(lang):
    cards = _narrator(lang).chronicle._cards((_card("iron_bar"), _card("iron_bar", 1),
                                                  _card("file")))
    assert cards.joined.startswith(PAIR[lang]) and cards.joined.count(PAIR[lang]) == 1
