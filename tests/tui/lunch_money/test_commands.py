"""The typed-command parser, completion, the prompt's keys and the dimmed-card notes: pure."""

from __future__ import annotations

from gameshelf.engine.lunch_money import (
    KEY_OF,
    ChooseDirection,
    Decline,
    Defend,
    Discard,
    Pass,
    PlayCard,
    Release,
    Scenario,
    apply,
    view_for,
)
from gameshelf.tui.games.lunch_money.commands import (
    Act,
    Error,
    Meta,
    card_note,
    complete,
    options,
    parse,
    question,
    suggestions,
)
from tests.tui.lunch_money.lm_helpers import NAMES, settle


def turn_view(*hand, **kw):
    state = Scenario(NAMES).hand(0, *hand).hand(1, "dodge").turn(0).build()
    return view_for(state, 0), state


def test_card_and_target_in_any_order():
    view, state = turn_view("kick4", "jab", "grab")
    kick = state.hands[0][0]
    pos = view.hand.index(kick) + 1
    for text in ("play kick at bruno", "kick bruno", "Kick Bruno!", "bruno kick", f"{pos} bruno",
                 f"play {pos} at bru", "kick4 bruno"):
        got = parse(text, view)
        assert got == Act(PlayCard(kick, 1)), text


def test_a_card_with_several_targets_asks_at_whom():
    view, _ = turn_view("jab")
    got = parse("jab", view)
    assert isinstance(got, Error) and "at whom" in got.message and "jab bruno" in got.message


def test_discard_by_position_or_name():
    view, state = turn_view("kick4", "jab", "grab")
    h = sorted(state.hands[0])
    assert parse("discard 1 3", view) == Act(Discard((h[0], h[2])))
    got = parse("discard jab grab", view)
    assert isinstance(got, Act) and sorted(KEY_OF[c] for c in got.action.cards) == ["grab", "jab"]
    assert parse("discard all", view) == Act(Discard(tuple(h)))
    assert isinstance(parse("discard 9", view), Error)
    assert isinstance(parse("discard", view), Error)


def test_pass_and_meta_commands():
    view, _ = turn_view("jab")
    assert parse("pass", view) == Act(Pass())
    assert parse("help grab", view) == Meta("help", "grab")
    assert parse("help first aid", view) == Meta("help", "first_aid")
    assert parse("save", view) == Meta("save")
    assert parse("quit", view) == Meta("quit")
    assert parse("?", view) == Meta("help")


def test_bad_commands_answer_helpfully():
    view, _ = turn_view("jab", "dodge")
    fly = parse("fly", view)
    assert isinstance(fly, Error) and "help" in fly.message
    assert "no Hail Mary" in parse("hail mary bruno", view).message
    dodge = parse("dodge", view)
    assert isinstance(dodge, Error) and "defence" in dodge.message.lower()
    assert isinstance(parse("", view), Error)
    assert "not holding" in parse("release", view).message
    assert isinstance(parse("jab zorro", view), Error)


def test_both_kicks_need_a_number():
    view, state = turn_view("kick", "kick4")
    assert "kick2" in parse("kick bruno", view).message
    got = parse("kick2 bruno", view)
    assert isinstance(got, Act) and KEY_OF[got.action.card] == "kick"


def defend_view(attack: str, *hand, counters=15):
    state = (Scenario(NAMES).hand(0, *hand).hand(1, attack).counters(0, counters)
             .turn(1).build())
    state, _ = apply(state, PlayCard(state.hands[1][0], 0))
    state = settle(state)
    return view_for(state, 0), state


def test_defence_words_and_keys():
    view, state = defend_view("hail_mary", "dodge", "block", "jab")
    assert question(view) == "Bruno swings a Hail Mary (7) at you!"
    keys = {o.key: o.action for o in options(view)}
    assert isinstance(keys["d"], Defend) and isinstance(keys["b"], Defend)
    assert keys["enter"] == Decline()
    dodge = next(c for c in view.hand if KEY_OF[c] == "dodge")
    jab = next(c for c in view.hand if KEY_OF[c] == "jab")
    assert parse("dodge", view) == Act(Defend(dodge))
    assert parse("take it", view) == Act(Decline())
    assert "Not a defence" in card_note(view, jab)
    assert parse("pass", view) == Act(Decline())     # on a question, "pass" means no


def test_first_aid_is_an_emergency_defence_only():
    view, _ = defend_view("kick4", "first_aid", counters=10)
    assert "knock you out" in card_note(view, view.hand[0])
    view, _ = defend_view("kick4", "first_aid", counters=3)
    assert any(o.key == "a" for o in options(view))
    assert isinstance(parse("first aid", view), Act)


def test_direction_and_release_words():
    state = (Scenario(NAMES).hand(0, "roundhouse").hand(1, "dodge").turn(0).build())
    state, _ = apply(state, PlayCard(state.hands[0][0], 1))
    state = settle(state, human=-1)
    state, _ = apply(state, Defend(state.hands[1][0]))
    state = settle(state)
    view = view_for(state, 0)
    assert "which way" in question(view)
    assert parse("left", view) == Act(ChooseDirection(True))
    assert parse("right", view) == Act(ChooseDirection(False))
    assert parse("send vicky", view) == Act(ChooseDirection(True))
    hold = Scenario(NAMES).hand(0, "jab").hold("headlock", holder=0, victim=1).turn(0).build()
    assert parse("release", view_for(hold, 0)) == Act(Release())


def test_completion_offers_what_works_now():
    view, _ = turn_view("kick4", "jab")
    assert complete("ki", view) == "kick4 bruno"
    assert complete("pa", view) == "pass"
    assert complete("help gr", view) == "help grab"
    assert complete("zzz", view) is None
    assert "discard " in suggestions(view)


def test_notes_say_why_a_card_is_dim():
    view, state = turn_view("dodge", "humiliation", "choke", "jab")
    notes = {KEY_OF[c]: card_note(view, c) for c in view.hand}
    assert "attacks you" in notes["dodge"]
    assert "out of turn" in notes["humiliation"]
    assert "Grab" in notes["choke"]
    assert notes["jab"] == ""


def test_a_choker_may_let_go_to_defend():
    state = (Scenario(["You", "Bruno", "Cleo"]).hand(0, "dodge").hand(2, "kick4")
             .hold("choke", holder=0, victim=1).turn(2).build())
    state, _ = apply(state, PlayCard(state.hands[2][0], 0))
    state, _ = apply(settle(state), Decline())    # her Humiliation window (RULES.md G9)
    view = view_for(settle(state), 0)
    keys = {o.key: o for o in options(view)}
    assert keys["r"].action == Release() and "Choke" in keys["r"].label
    assert "release the Choke" in card_note(view, view.hand[0])
