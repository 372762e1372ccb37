"""A player's template folder is untrusted input: it reads nothing outside the folder, stays
within a budget of time, memory and size, and cannot change what the narrator remembers. Over
budget or broken, a template costs one warning and the match gets the built-in line."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from gameshelf.engine.lunch_money import events as E
from gameshelf.tui.cli import main
from gameshelf.tui.games.lunch_money.samples import sample_contexts, sample_narrators
from gameshelf.tui.narration import Narrator, TemplateError, clear_cache
from gameshelf.tui.narration.sandbox import MAX_FILE, OverBudget, budget

# The attacks (each hung the game or took about 1 GB, and passed `templates check`),
# and their cousins: every way a template could make something huge.
ATTACKS = {
    "nested loops": "{% for a in range(100000) %}{% for b in range(100000) %}{% endfor %}"
                    "{% endfor %}",
    "lipsum": "{{ lipsum(100000) }}",
    "a chain of **100": "{{ 10 ** 100 ** 100 ** 100 }}",
    "ljust": "{{ 'x'.ljust(10 ** 9) }}",
    "format width": "{{ '{:>1000000000}'.format('x') }}",
    "printf width": "{{ '%1000000000s' % 'x' }}",
    "list multiply then join": "{{ (['x' * 100000] * 100000)|join }}",
    "join with a long separator": "{{ ('y' * 99999).join(['x'] * 9999) }}",
    "join filter with a long separator": "{{ (['x'] * 9999)|join('y' * 99999) }}",
    "~ doubling in a loop": "{% set ns = namespace(s='x') %}{% for i in range(64) %}"
                            "{% set ns.s = ns.s ~ ns.s %}{% endfor %}{{ ns.s|length }}",
    "+ doubling in a loop": "{% set ns = namespace(s='x') %}{% for i in range(64) %}"
                            "{% set ns.s = ns.s + ns.s %}{% endfor %}{{ ns.s|length }}",
    "squaring a number in a loop": "{% set ns = namespace(n=3) %}{% for i in range(40) %}"
                                   "{% set ns.n = ns.n * ns.n %}{% endfor %}{{ ns.n > 1 }}",
    "printf precision": "{{ '%.1000000000f' % 1.5 }}",
    "format precision": "{{ '{:.1000000000f}'.format(1.5) }}",
    "many printf fields": "{{ ('%99999s' * 999) % ((1,) * 999) }}",
    "format filter": "{{ '%1000000000s'|format('x') }}",
    "center filter": "{{ 'x'|center(1000000000) }}",
    "indent filter": "{{ ('x\\n' * 49999)|indent(100) }}",
    "replace filter": "{{ ('a' * 99999)|replace('a', 'b' * 99999) }}",
    "str.replace": "{{ ('a' * 99999).replace('a', 'b' * 99999) }}",
    "wordwrap filter": "{{ ('a ' * 49999)|wordwrap(1, wrapstring='y' * 99999) }}",
    "round filter": "{{ 5|round(-1000000000) }}",
    "tojson indent": "{{ [[1]]|tojson(indent=1000000000) }}",
    "batch filter": "{{ [1]|batch(1000000000)|list }}",
    "slice filter": "{{ [1]|slice(1000000000)|list }}",
    "sum of lists": "{{ ([['x'] * 9999] * 9999)|sum(start=[]) }}",
    "expandtabs": "{{ ('\\t' * 99999).expandtabs(99999) }}",
    "translate": "{{ ('a' * 99999).translate({97: 'b' * 99999}) }}",
    "int.to_bytes": "{{ (1).to_bytes(1000000000, 'big') }}",
    "printing a list that repeats itself": "{% set a = ['x' * 9999] * 9 %}{% set b = [a, a, a, a, "
                                           "a, a, a, a, a] %}{% set c = [b, b, b, b, b, b, b, b, "
                                           "b] %}{% set d = [c, c, c, c, c, c, c, c, c] %}{{ d }}",
    "a helper printing it": "{% set a = ['x' * 9999] * 9 %}{% set b = [a, a, a, a, a, a, a, a, "
                            "a] %}{% set c = [b, b, b, b, b, b, b, b, b] %}"
                            "{{ plural(1, c, c)|length }}",
    "a macro's buffer": "{% macro m() %}{% for i in range(100000) %}{{ 'x' * 90000 }}"
                        "{% endfor %}{% endmacro %}{{ m()|length }}",
    "a captured block": "{% set x %}{% for i in range(100000) %}{{ 'z' * 90000 }}{% endfor %}"
                        "{% endset %}{{ x|length }}",
    "literal text in a loop": "{% for i in range(100000) %}" + "y" * 60000 + "{% endfor %}",
    "a 20 MB template file": "x" * (20 * 2 ** 20),
}
# How a warning says it was the budget (not a crash such as MemoryError).
BUDGET_WORDS = ("too big for a fight log", "took longer than", "MB of memory")


def user_folder(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / "tpl" / "en" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    clear_cache()
    return tmp_path / "tpl"


def passed_line(user_dir: Path | None) -> tuple[str, Narrator]:
    narrator = Narrator(["Ann", "Bruno"], seed=1, user_dir=user_dir, game="lunch-money")
    return narrator.narrate([E.Passed(1)])[0].text, narrator


@pytest.mark.timeout(60)
@pytest.mark.parametrize("attack", ATTACKS)
def test_an_attack_gets_the_built_in_line_and_one_warning(attack, tmp_path):
    source = ATTACKS[attack]
    if len(source) < MAX_FILE:
        source = "{% block lines %}\n" + source + " {{ seat }} waits.\n{% endblock %}\n"
    folder = user_folder(tmp_path, "passed.j2", source)
    text, narrator = passed_line(folder)
    assert text == passed_line(None)[0]
    assert len(narrator.warnings) == 1
    assert "passed.j2" in narrator.warnings[0]
    assert any(w in narrator.warnings[0] for w in BUDGET_WORDS), narrator.warnings[0]
    assert "built-in line instead" in narrator.warnings[0]


@pytest.mark.timeout(60)
@pytest.mark.parametrize("attack", ["nested loops", "ljust", "a 20 MB template file",
                                    "a macro's buffer"])
@pytest.mark.slow
def test_templates_check_reports_an_attack(attack, tmp_path, capsys):
    source = ATTACKS[attack]
    folder = user_folder(tmp_path, "passed.j2", source if len(source) > MAX_FILE else
                         source + "{{ seat }} waits.\n")
    assert main(["templates", "check", str(folder)]) == 1
    out = capsys.readouterr().out.splitlines()
    problems = [line for line in out if "passed.j2" in line]
    assert len(problems) == 1 and any(w in problems[0] for w in BUDGET_WORDS), out


def test_ordinary_jinja_still_works_in_a_players_template(tmp_path):
    source = ("{% set ns = namespace(n=0) %}{% for c in 'abc' %}{% set ns.n = ns.n + 1 %}"
              "{% endfor %}{{ seat }} waits {{ ns.n }} times: {{ range(3)|map('string')|join('-') }}"
              " {{ '%s/%d'|format('x', 2) }} {{ '{:>3}'.format(7) }} {{ 'ab'.replace('b', 'c') }}"
              " {{ [[1], [2]]|sum(start=[]) }} {{ 'x' ~ 2 * 3 }} {{ 2 ** 10 }} {{ 'ok'|center(6) }}"
              " {{ '%02d' % 5 }} {{ table|length }} {{ cards is defined }}.\n")
    text, narrator = passed_line(user_folder(tmp_path, "passed.j2", source))
    assert text == "Bruno waits 3 times: 0-1-2 x/2 7 ac [1, 2] x6 1024 ok 05 2 False."  # spaces: one
    assert narrator.warnings == []


def test_a_template_over_budget_is_not_tried_again_this_match(tmp_path, monkeypatch):
    folder = user_folder(tmp_path, "passed.j2", ATTACKS["nested loops"] + "{{ seat }}\n")
    narrator = Narrator(["Ann", "Bruno"], seed=1, user_dir=folder, game="lunch-money")
    renders: list[str] = []
    original = narrator._render
    monkeypatch.setattr(narrator, "_render", lambda name, ctx: renders.append(name) or
                        original(name, ctx))
    first = narrator.narrate([E.Passed(1)])
    again = narrator.narrate([E.Passed(0)])
    assert first and again and len(narrator.warnings) == 1
    assert renders.count("passed.j2") == 1


def spin() -> None:
    while True:
        pass


@pytest.mark.timeout(60)
def test_the_budget_stops_any_python_loop_on_its_thread():
    with pytest.raises(OverBudget, match="took longer"), budget(seconds=0.05):
        spin()          # a new frame: the budget watches code called from inside it


def count_to(n: int) -> int:
    total = 0
    for i in range(n):
        total += i
    return total


class StoppedClock:
    """The sandbox's clock, moved on only by the test: no machine is too busy for it."""

    def __init__(self) -> None:
        self.now = 0.0

    def monotonic(self) -> float:
        return self.now


def test_loading_a_template_does_not_eat_the_renders_budget(monkeypatch):
    """An include or extends compiles its template while the render runs: that is the game's
    work (the file is capped at 64 KB), so the budget pauses for it."""
    from gameshelf.tui.narration import sandbox
    from gameshelf.tui.narration.sandbox import paused_budget
    clock = StoppedClock()
    monkeypatch.setattr(sandbox, "time", clock)
    with budget(seconds=0.05):
        with paused_budget():
            clock.now += 0.1             # stands for a slow compile on a busy machine
        assert count_to(1000) == 499500   # the template's own work: still within its budget
    with pytest.raises(OverBudget, match="took longer"), budget(seconds=0.05):
        clock.now += 0.1                 # the same time spent by the template itself
        count_to(1000)


# --- nothing outside the folder --------------------------------------------------------------

SECRET = "SECRET {{ seat }} lunch money"


@pytest.fixture
def outside(tmp_path) -> Path:
    """A folder next to the player's, holding what they must not read."""
    folder = tmp_path / "outside"
    (folder / "deep").mkdir(parents=True)
    for path in (folder / "secret.j2", folder / "deep" / "hail_mary.j2",
                 folder / "deep" / "passed.j2"):
        path.write_text(SECRET + "\n")
    return folder


def test_links_out_of_the_folder_are_refused_in_a_match(tmp_path, outside):
    folder = user_folder(tmp_path, "cards_discarded.j2", "{{ seat }} bins it.\n")
    en = folder / "en"
    os.symlink(outside / "secret.j2", en / "passed.j2")
    os.symlink(outside / "deep", en / "attack_landed")          # a folder that leads out
    os.symlink(outside / "deep", en / "card_played")
    clear_cache()
    text, narrator = passed_line(folder)
    told = [text] + [x.text for x in narrator.narrate([
        E.AttackLanded(0, 1, 5, 7), E.CountersLost(1, 7, 8),
        E.CardPlayed(0, 5, 1, "attack"), E.CardsDiscarded(1, (3,))])]
    assert not any("SECRET" in t for t in told), told
    assert "Bruno bins it." in told
    assert len(narrator.warnings) == 3
    assert all("leads outside your template folder" in w for w in narrator.warnings)


@pytest.mark.parametrize("tag", ["include", "extends", "import"])
@pytest.mark.parametrize("where", ["a link", "../", "absolute"])
def test_include_extends_and_import_cannot_leave_the_folder(tag, where, tmp_path, outside):
    folder = tmp_path / "tpl"
    (folder / "en").mkdir(parents=True)
    os.symlink(outside / "secret.j2", folder / "en" / "helper.j2")
    name = {"a link": "helper.j2", "../": "../../outside/secret.j2",
            "absolute": str(outside / "secret.j2")}[where]
    use = {"include": f'{{% include "{name}" %}}\n',
           "extends": f'{{% extends "{name}" %}}\n',
           "import": f'{{% import "{name}" as h %}}{{{{ h }}}} {{{{ seat }}}} waits.\n'}[tag]
    (folder / "en" / "passed.j2").write_text(use)
    clear_cache()
    text, narrator = passed_line(folder)
    assert "SECRET" not in text and text == passed_line(None)[0]
    assert any("passed.j2" in w for w in narrator.warnings)


@pytest.mark.slow
def test_templates_check_reports_links_and_never_follows_them(tmp_path, outside, capsys):
    folder = user_folder(tmp_path, "cards_discarded.j2", "{{ seat }} bins it.\n")
    os.symlink(outside / "secret.j2", folder / "en" / "passed.j2")
    os.symlink(outside / "deep", folder / "en" / "attack_landed")
    assert main(["templates", "check", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "SECRET" not in out
    assert f"{folder / 'en' / 'passed.j2'}:1: leads outside the template folder" in out
    assert f"{folder / 'en' / 'attack_landed'}:1: leads outside the template folder" in out


def test_links_inside_the_folder_still_work(tmp_path):
    folder = user_folder(tmp_path, "shared.j2", "{{ seat }} naps.\n")
    os.symlink(folder / "en" / "shared.j2", folder / "en" / "passed.j2")
    clear_cache()
    text, narrator = passed_line(folder)
    assert text == "Bruno naps." and narrator.warnings == []


# --- templates change nothing --------------------------------------------------------------

MUTATIONS = ["clear()", "reverse()", "append(1)", "pop()", "sort()", "update({})"]
EVENTS = [(E.Passed(1), "passed.j2"), (E.CardsDiscarded(1, (3, 40)), "cards_discarded.j2")]


def narrator_values(narrator: Narrator, event) -> list[str]:
    """The names of what the narrator hands a template (Jinja's own helpers aside)."""
    return sorted(set(narrator.context(event, {})) - set(narrator.env.globals))


def state_of(narrator: Narrator) -> tuple:
    return (narrator.snapshot()["memory"], narrator.names, list(narrator.who),
            list(narrator.chronicle.cards), dict(narrator._base))


@pytest.mark.parametrize("method", MUTATIONS)
@pytest.mark.parametrize(("event", "template"), EVENTS, ids=["passed", "cards_discarded"])
@pytest.mark.slow
def test_templates_cannot_change_what_they_are_handed(method, event, template, tmp_path):
    """Every value in a template's context, every mutating method: a warning, the built-in
    line, and the narrator remembers exactly what it did before."""
    reference = sample_narrators("en")[1].narrate([event])[0].text
    for name in narrator_values(sample_narrators("en")[1], event):
        folder = user_folder(tmp_path, template, f"{{{{ {name}.{method} }}}} {{{{ seat }}}}\n")
        narrator = sample_narrators("en", folder)[1]
        before = state_of(narrator)
        text = narrator.narrate([event])[0].text
        assert text == reference, (name, method)
        assert len(narrator.warnings) == 1, (name, method)
        assert state_of(narrator) == before, (name, method)


def test_banter_values_are_read_only_too(tmp_path):
    narrator = sample_narrators("en", user_folder(tmp_path, "passed.j2", "x\n"))[1]
    for ctx in sample_contexts(narrator, "banter")[:3]:
        for name in set(ctx) - set(narrator.env.globals):
            for method in MUTATIONS:
                template = narrator.env.from_string(f"{{{{ {name}.{method} }}}}")
                with pytest.raises(TemplateError):        # undefined, or refused
                    template.render(ctx)


# --- the command line ---------------------------------------------------------------------------

def one_line_exit_2(capsys, argv: list[str], says: str) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1, captured
    assert says in captured.err and "Traceback" not in captured.err


@pytest.mark.parametrize(("target", "says"), [
    ("a file", "is not a folder"), ("/dev/null", "is not a folder"),
    ("", "not an empty one"), ("missing/parent/dir", "there is no folder"),
])
def test_export_to_a_place_that_cannot_hold_templates_is_one_line_and_exit_2(
        target, says, tmp_path, capsys):
    if target == "a file":
        target = str(tmp_path / "notes.txt")
        Path(target).write_text("mine\n")
    elif target.startswith("missing"):
        target = str(tmp_path / target)
    one_line_exit_2(capsys, ["templates", "export", target], says)
    assert not (tmp_path / "missing").exists()


def test_export_without_a_folder_writes_where_the_game_reads(capsys):
    from gameshelf.tui.narration import default_user_dir, user_templates
    assert main(["templates", "export", "--lang", "nl"]) == 0
    assert str(default_user_dir()) in capsys.readouterr().out
    assert (default_user_dir() / "lunch_money" / "nl" / "passed.j2").is_file()
    assert user_templates(None) == default_user_dir()        # and the game now reads it


@pytest.mark.parametrize("argv", [
    ["--templates", "{missing}", "play"], ["--templates", "{missing}", "sim", "--games", "1"],
    ["sim", "--narrate", "--games", "1", "--templates", "{missing}"],
    ["replay", "whatever", "--templates", "{missing}"],
    ["--templates", "", "sim", "--games", "1"],
])
def test_a_templates_folder_that_does_not_exist_is_one_line_and_exit_2(argv, tmp_path, capsys):
    missing = str(tmp_path / "nope")
    argv = [a.replace("{missing}", missing) for a in argv]
    one_line_exit_2(capsys, argv, "no template folder at" if missing in argv else "empty")
