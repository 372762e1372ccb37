"""The plain front end plays a match as lines: the fight log, a question with numbered answers,
the same typed commands as the app; bad input gets one line and the question again; the end of
input autosaves and says so."""

from __future__ import annotations

from gameshelf.engine.lunch_money import KEY_OF, Discard, PlayCard, Scenario
from gameshelf.tui.model.match import new_match
from gameshelf.tui.store import saves
from tests.tui.lunch_money.lm_helpers import NAMES, scenario_match
from tests.tui.plain.helpers import ANSI_OR_BOX, play_plain, question_after

TURN_QUESTION = "Your turn: play a card, discard, or pass."


def _at_your_turn(*cards: str):
    return scenario_match(Scenario(NAMES).hand(0, *cards).hand(1).hand(2).hand(3).turn(0))


def test_a_whole_match_answering_1_every_time_plays_to_the_end():
    match = new_match("Ann", 2, difficulty="normal", seed=7, game="lunch-money")
    match.pace = 0
    played = play_plain(match, "1\n" * 5000)
    assert played.code == 0, played.err
    assert "The fight is over." in played.lines
    assert match.game.outcome(match.state) is not None
    assert "Final standings" in played.out and "winner" in played.out
    assert not any(c in played.out for c in ANSI_OR_BOX)
    assert played.err == ""


def test_the_question_comes_with_numbered_answers_and_the_table_in_words():
    played = play_plain(_at_your_turn("jab", "dodge"), "")
    at = played.lines.index(TURN_QUESTION)
    assert played.lines[at - 2] == "Your hand: 1. Jab (1), 2. Dodge."
    assert played.lines[at - 1].startswith("Lunch money: you 15; Bruno 15;")
    assert played.lines[at + 1:at + 4] == ["  1. Jab (1) at whom?", "  2. discard cards…",
                                           "  3. pass"]


def test_a_card_then_its_target_by_number_and_0_goes_back():
    match = _at_your_turn("jab", "dodge")
    played = play_plain(match, "1\n0\n1\n2\n")
    assert question_after(played.lines, "1")[:2] == ["Jab at whom?", "  1. Bruno (15 left)"]
    assert question_after(played.lines, "0")[0] == TURN_QUESTION
    action, _events = match.history[0]
    assert action == PlayCard(action.card, 2) and KEY_OF[action.card] == "jab"


def test_typed_commands_work_as_in_the_app():
    match = _at_your_turn("jab", "dodge")
    played = play_plain(match, "jab dex\n")
    action, _events = match.history[0]
    assert KEY_OF[action.card] == "jab" and action.target == 3
    assert any("Jab" in line for line in question_after(played.lines, "jab dex"))


def test_cards_to_discard_are_chosen_by_their_numbers_on_one_line():
    match = _at_your_turn("jab", "dodge", "block")
    played = play_plain(match, "2\n1 3\n")
    assert "Discard which cards? You draw back to five." in question_after(played.lines, "2")
    action, _events = match.history[0]
    assert isinstance(action, Discard)
    assert sorted(KEY_OF[c] for c in action.cards) == ["block", "jab"]


def test_bad_input_gets_one_line_and_the_question_again():
    match = _at_your_turn("jab", "dodge")
    played = play_plain(match, "banana\n9\n\n1 2\n")
    for bad in ("banana", "9", "", "1 2"):
        said, *again = question_after(played.lines, bad)
        assert said and not said.startswith(" "), bad
        assert again[0] == TURN_QUESTION, bad
    assert not match.history and played.code == 0


def test_the_end_of_input_autosaves_and_says_so():
    match = _at_your_turn("jab", "dodge")
    played = play_plain(match, "jab bruno\n")
    assert played.code == 0
    assert played.lines[-1] == "End of input: the match is saved; `continue` resumes it."
    back = saves.load(saves.latest())
    assert back.match_id == match.match_id and len(back.history) == len(match.history)


def test_quit_autosaves_and_ends():
    match = _at_your_turn("jab", "dodge")
    played = play_plain(match, "jab bruno\nquit\n1\n")
    assert played.code == 0 and played.lines[-1] == "The match is saved; `continue` resumes it."
    assert "> 1" not in played.lines
    assert saves.latest() is not None


def test_save_then_resume_plays_on_where_it_was():
    match = _at_your_turn("jab", "dodge")
    played = play_plain(match, "jab bruno\nsave gym\n")
    assert any(line.startswith("Saved as “gym”") for line in played.lines)
    back = saves.load("gym")
    assert len(back.history) == len(match.history)
    back.pace = 0
    again = play_plain(back, "1\n" * 5000, fresh=False)
    assert "— match resumed —" in again.lines
    assert again.lines.index("— match resumed —") <= 8     # the log's end, then play on
    assert "The fight is over." in again.lines


def test_help_lists_the_commands_and_a_card_rule():
    played = play_plain(_at_your_turn("jab", "dodge"), "help\nhelp grab\nhelp rules\n")
    assert any("discard 1 3" in line for line in question_after(played.lines, "help"))
    assert question_after(played.lines, "help grab")[0].startswith("Grab: ")
    assert any("15 counters" in line for line in question_after(played.lines, "help rules"))


def test_a_hit_with_nothing_to_stop_it_is_taken_and_said():
    match = scenario_match(Scenario(NAMES).hand(0, "jab").hand(1, "kick").hand(2).hand(3)
                           .attack(1, "kick", 0))
    played = play_plain(match, "")
    at = played.lines.index("You have nothing to stop it.")
    assert "2" in played.lines[at + 1]          # the Kick lands, and the log says so
    assert match.state.counters[0] == 13


def test_the_humiliation_question_follows_the_settings():
    def window(ask: str):
        match = scenario_match(Scenario(NAMES).hand(0, "humiliation").hand(1, "jab").hand(2)
                               .hand(3).turn(1), lambda s: PlayCard(s.hands[1][0], 2))
        match.game_settings["humiliation"] = ask
        return play_plain(match, "")
    assert any("Humiliate Bruno" in line for line in window("every").lines)
    assert not any("Humiliate Bruno" in line for line in window("never").lines)


def test_back_in_words_leaves_the_target_question_too():
    played = play_plain(_at_your_turn("jab", "dodge"), "1\nback\n")
    assert question_after(played.lines, "back")[0] == TURN_QUESTION


def test_a_finished_match_counts_in_the_stats():
    from gameshelf.tui.store.stats import recorded_matches
    match = new_match("Ann", 1, difficulty="random", seed=3, game="lunch-money")
    match.pace = 0
    assert play_plain(match, "1\n" * 5000).code == 0
    assert recorded_matches() and match.game.outcome(match.state) is not None


def test_an_engine_failure_is_one_line_and_exit_1(monkeypatch):
    from gameshelf.engine.lunch_money.game import LunchMoney

    def broken(state, action, **kw):
        raise RuntimeError("the resolution stack lost a frame")
    monkeypatch.setattr(LunchMoney, "apply", staticmethod(broken))
    played = play_plain(_at_your_turn("jab", "dodge"), "jab bruno\n")
    assert played.code == 1
    assert played.err.count("\n") == 1 and "lost a frame" in played.err


def test_bots_play_at_the_pace_and_every_bot_answer_waits_the_same(monkeypatch):
    """Pace 0.8: a bot's visible move shows 0.8 s after the line before it, and a bot answers
    a window no sooner than window_seconds, with or without a card for it (no tell)."""
    from tests.tui.plain import helpers
    now = [0.0]
    slept: list[float] = []

    def sleep(seconds: float) -> None:
        slept.append(round(seconds, 3))
        now[0] += seconds
    monkeypatch.setattr(helpers, "PlainTable", _with_clock(lambda: now[0], sleep))
    match = _at_your_turn("jab", "dodge")
    match.pace = 0.8
    play_plain(match, "jab bruno\n")
    assert slept.count(0.2) >= 3            # every window answer: window_seconds(0.8)
    assert any(0.2 < s <= 0.8 for s in slept)     # the pace between the bots' lines
    match = _at_your_turn("jab", "dodge")
    match.pace, slept[:] = 0, []
    play_plain(match, "jab bruno\n")
    assert slept == []


def _with_clock(clock, sleep):
    from gameshelf.tui.plain.table import PlainTable

    def made(*args, **kw):
        return PlainTable(*args, clock=clock, sleep=sleep, **kw)
    return made


def test_ctrl_c_saves_and_exits_130():
    import io

    from tests.tui.plain import helpers

    class Interrupted(io.StringIO):
        def readline(self, *args):
            line = super().readline(*args)
            if not line:
                raise KeyboardInterrupt
            return line
    match = _at_your_turn("jab", "dodge")
    played = helpers.play_plain(match, Interrupted("jab bruno\n"))
    assert played.code == 130
    assert played.lines[-1] == "The match is saved; `continue` resumes it."
    assert saves.load(saves.latest()).match_id == match.match_id


def test_knocked_out_you_are_told_once_and_the_rest_plays_without_the_pace(monkeypatch):
    from tests.tui.plain import helpers
    slept: list[float] = []
    monkeypatch.setattr(helpers, "PlainTable", _with_clock(lambda: 0.0, slept.append))
    match = new_match("Ann", 5, difficulty="normal", seed=7, game="lunch-money")
    match.pace = 0.8
    played = play_plain(match, "pass\n" * 5000)      # passing every turn: out cold early
    assert played.lines.count("You're out cold. The others fight on…") == 1
    assert "The fight is over." in played.lines
    out_at = played.lines.index("You're out cold. The others fight on…")
    assert out_at < len(played.lines) - 10         # the others fought on after it
    assert match.pace == 0 and not any(line.startswith("> ") for line in
                                       played.lines[out_at:])
