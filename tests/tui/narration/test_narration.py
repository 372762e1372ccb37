"""The fight log: every event kind speaks every language, players can override and extend the
templates safely, and the narrator never repeats itself within 30 lines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from gameshelf.engine.core.cast import PERSONAS
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.cards import cards_of
from gameshelf.engine.lunch_money.events import EVENT_TYPES, event_name
from gameshelf.tui.cli import main
from gameshelf.tui.cli.templates import check_templates, export_templates
from gameshelf.tui.games.lunch_money.samples import sample_contexts, sample_events, sample_narrators
from gameshelf.tui.headless.sim import play_game
from gameshelf.tui.narration import (
    LANGS,
    MAX_LINE,
    RECENT,
    TEMPLATES,
    Line,
    Narrator,
    builtin_folders,
    clear_cache,
    split_variants,
)

GAME = TEMPLATES / "lunch_money"
KINDS = [event_name(t) for t in EVENT_TYPES]
COMMON = {"attack_landed", "attack_dodged", "attack_blocked", "player_knocked_out", "humiliated",
          "grab_landed", "counters_restored", "weapon_disarmed"}
HOOK, PIPE = cards_of("hook")[0], cards_of("pipe")[0]


def narrated_match(seed: int, lang: str = "en", user_dir: Path | None = None, human=0,
                   players: int = 4) -> tuple[Narrator, list[Line], int]:
    personas = [None, *PERSONAS[:players - 1]] if human == 0 else list(PERSONAS[:players])
    names = [p.name if p else "You" for p in personas]
    narrator = Narrator(names, lang=lang, seed=seed, personas=personas, human=human,
                        user_dir=user_dir, game="lunch-money")
    lines: list[Line] = []
    count = 0

    def on_events(_state, events):
        nonlocal count
        count += len(events)
        lines.extend(narrator.narrate(events))

    play_game(["random"] * players, seed, 0, None, on_events=on_events, game_key="lunch-money")
    return narrator, lines, count


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / "en" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


# --- every event kind, every language --------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("kind", KINDS)
def test_every_event_kind_renders_in_every_language(kind, lang):
    assert (GAME / lang / f"{kind}.j2").is_file()
    assert sample_events()[kind], f"no sample event for {kind}"
    most = 0
    for narrator in sample_narrators(lang):
        template = narrator.env.get_template(f"{kind}.j2")
        for ctx in sample_contexts(narrator, kind):
            variants = split_variants(template.render(ctx))      # StrictUndefined: a typo raises
            assert variants, f"{kind} renders empty in {lang}"
            most = max(most, len(variants))
    assert most >= (8 if kind in COMMON else 3), f"{kind}/{lang} has only {most} variants"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.slow
def test_the_quick_path_offers_the_same_lines_as_a_full_render(lang):
    from gameshelf.tui.narration import MARK, _plan

    checked = 0
    for narrator in sample_narrators(lang):
        compiled: dict = {}          # each variant's own template, compiled once
        for name in sorted(narrator.builtin):
            plan = _plan(narrator.env, name)
            assert plan is not None, f"{name} is not plain: it renders the slow way"
            skeleton, sources, _ = plan
            kind = name.split("/")[0].removesuffix(".j2")
            for ctx in sample_contexts(narrator, kind, specific="/" in name):
                full = {v[2]: v[0] for v in narrator._variants(name, ctx)}
                on = {raw.partition(MARK)[2] for raw in skeleton.render(ctx).split("\n")
                      if MARK in raw and raw.partition(MARK)[0].strip()}
                assert set(full) <= on, name
                for origin, text in full.items():
                    if "pick(" not in sources[origin]:
                        key = (name, origin)
                        if key not in compiled:
                            compiled[key] = narrator.env.from_string(sources[origin])
                        line = compiled[key].render(ctx)
                        assert split_variants(line)[0][0] == text
                        checked += 1
    assert checked > 1000


@pytest.mark.parametrize("lang", LANGS)
def test_the_built_in_templates_pass_the_check(lang):
    report = check_templates(None, [lang], game="lunch-money")
    assert report.problems == []
    assert report.templates > len(KINDS)


def test_every_language_has_the_same_specific_templates_and_personas():
    names = {lang: {p.relative_to(folder).as_posix()
                    for folder in builtin_folders("lunch-money", lang)
                    for p in folder.rglob("*.j2")} for lang in LANGS}
    assert names["en"] == names["nl"] == names["de"]
    assert {f"banter/{p.key}.j2" for p in PERSONAS} <= names["en"]


def test_the_human_is_addressed_as_you():
    texts = {lang: [] for lang in LANGS}
    for lang in LANGS:
        n = Narrator(["Ann", "Bruno"], lang=lang, seed=3, human=0, game="lunch-money")
        n.narrate([E.AttackLanded(1, 0, HOOK, 2), E.CountersLost(0, 2, 13)])
        for _ in range(6):
            texts[lang] += [x.text for x in n.narrate([E.AttackDodged(0, 1, HOOK)])]
    assert any("you" in t.lower().split() or "You" in t for t in texts["en"])
    assert any(w in t.split() for t in texts["nl"] for w in ("jij", "Jij", "jou", "jou."))
    assert any(w in t.replace(",", " ").split() for t in texts["de"]
               for w in ("du", "Du", "dich", "dir"))
    assert not any("Ann" in t for t in texts["en"])


def test_quiet_events_say_nothing_and_drawn_cards_stay_private():
    n = Narrator(["You", "Bruno"], seed=1, human=0, game="lunch-money")
    assert n.narrate([E.TurnEnded(1), E.CardsDrawn(1, 2, (HOOK, PIPE))]) == []
    mine = n.narrate([E.CardsDrawn(0, 2, (HOOK, PIPE))])
    assert len(mine) == 1 and "Hook" in mine[0].text and "Pipe" in mine[0].text


def test_a_hit_is_told_once_with_what_is_left():
    n = Narrator(["Ann", "Bruno"], seed=1, game="lunch-money")
    lines = n.narrate([E.CardPlayed(1, HOOK, 0, "attack")])
    lines += n.narrate([E.AttackLanded(1, 0, HOOK, 2), E.CountersLost(0, 2, 13)])
    told = [x for x in lines if x.speaker is None]
    assert [x.event for x in told] == ["card_played", "attack_landed"]
    assert told[1].family == "basic" and told[1].seats == (1, 0)
    assert n.mem.counters[0] == 13 and n.mem.damage[1][0] == 2


def test_situations_pick_their_own_templates(tmp_path):
    write(tmp_path, "attack_landed/first_blood.j2", "FIRST {{ attacker }}\n")
    write(tmp_path, "attack_landed/revenge.j2", "REVENGE {{ attacker }} on {{ target }}\n")
    write(tmp_path, "attack_landed/knockout.j2", "KO {{ target }}\n")
    n = Narrator(["Ann", "Bruno"], seed=1, user_dir=tmp_path, game="lunch-money")
    first = n.narrate([E.AttackLanded(1, 0, HOOK, 2), E.CountersLost(0, 2, 13)])
    back = n.narrate([E.AttackLanded(0, 1, HOOK, 2), E.CountersLost(1, 2, 13)])
    ko = n.narrate([E.AttackLanded(1, 0, PIPE, 13), E.CountersLost(0, 13, 0),
                    E.PlayerKnockedOut(0, 1)])
    assert first[0].text == "FIRST Bruno"
    assert back[0].text == "REVENGE Ann on Bruno"
    assert ko[0].text == "KO Ann" and ko[0].family == "weapon"


# --- players' own templates ---------------------------------------------------------------------

def test_a_user_template_overrides_the_built_in(tmp_path):
    write(tmp_path, "passed.j2", "{{ seat }} naps on the bench.\n")
    n = Narrator(["Ann", "Bruno"], seed=1, user_dir=tmp_path, game="lunch-money")
    assert [x.text for x in n.narrate([E.Passed(1)])] == ["Bruno naps on the bench."]
    other = Narrator(["Ann", "Bruno"], seed=1, lang="nl", user_dir=tmp_path, game="lunch-money")
    assert "naps" not in other.narrate([E.Passed(1)])[0].text     # overrides are per language


def test_a_user_template_can_extend_the_default(tmp_path):
    write(tmp_path, "passed.j2", '{% extends "default:passed.j2" %}\n{% block lines %}\n'
                                 '{{ super() }}\n[50] {{ seat }} reads a comic instead.\n'
                                 '{% endblock %}\n')
    n = Narrator(["Ann", "Bruno"], seed=4, user_dir=tmp_path, game="lunch-money")
    variants = [v[0] for v in n._variants("passed.j2", n.context(E.Passed(1), {}))]
    assert "Bruno reads a comic instead." in variants and len(variants) >= 5
    assert n.narrate([E.Passed(1)])[0].text == "Bruno reads a comic instead."


@pytest.mark.slow
def test_templates_check_reports_path_and_line(tmp_path, capsys):
    bad_syntax = write(tmp_path, "passed.j2", "{{ seat }} passes.\n{{ seat }} waits.\n"
                                              "{% if seat %}\nunclosed\n")
    bad_name = write(tmp_path, "grab_landed.j2", "{{ attacker }} grabs.\n{{ victim }} yelps.\n")
    empty = write(tmp_path, "game_over.j2", "{% if false %}never{% endif %}\n")
    typo = write(tmp_path, "attack_landed/hailmary.j2", "{{ attacker }} prays.\n")
    assert main(["templates", "check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"{bad_syntax}:" in out and "unclosed" not in out.split(f"{bad_syntax}:")[0]
    line_of = {p: out.split(f"{p}:", 1)[1].split(":", 1)[0] for p in (bad_syntax, bad_name)}
    assert int(line_of[bad_syntax]) >= 3
    assert line_of[bad_name] == "2" and "victim" in out
    assert f"{empty}:1: renders" in out
    assert f"{typo}:1: attack_landed/hailmary.j2 would never be picked" in out
    assert "problem" in out.splitlines()[-1]


@pytest.mark.slow
def test_templates_check_passes_an_exported_folder(tmp_path, capsys):
    copied, kept = export_templates(tmp_path, ["de"], game="lunch-money")
    assert copied > 30 and kept == 0
    assert (tmp_path / "lunch_money" / "de" / "attack_landed.j2").is_file()
    assert (tmp_path / "cast" / "de" / "banter" / "bruno.j2").is_file()
    assert not (tmp_path / "lunch_money" / "en").exists()
    assert export_templates(tmp_path, ["de"], game="lunch-money") == (0, copied)      # never overwrites
    assert main(["templates", "check", str(tmp_path)]) == 0
    assert "no problems" in capsys.readouterr().out


@pytest.mark.slow
def test_a_sandbox_escape_is_refused(tmp_path, capsys):
    path = write(tmp_path, "passed.j2", "{{ ''.__class__.__mro__[1].__subclasses__() }}\n")
    assert main(["templates", "check", str(tmp_path)]) == 1
    assert f"{path}:1:" in capsys.readouterr().out
    n = Narrator(["Ann", "Bruno"], seed=1, user_dir=tmp_path, game="lunch-money")
    text = n.narrate([E.Passed(1)])[0].text
    assert "class" not in text and "Bruno" in text
    assert len(n.warnings) == 1 and str(path) in n.warnings[0]


def test_a_failing_user_template_falls_back_and_the_match_goes_on(tmp_path):
    write(tmp_path, "cards_discarded.j2", "{{ seat }} bins {{ cards|and_list }}.\n"
                                          "{{ seat.no_such_thing.oops }}\n")
    narrator, lines, events = narrated_match(11, user_dir=tmp_path)
    discards = [x for x in lines if x.event == "cards_discarded"]
    assert discards and all("no_such" not in x.text for x in discards)
    assert lines[-1].event in ("game_over", "banter")
    assert len(narrator.warnings) == 1 and "cards_discarded.j2:2" in narrator.warnings[0]


def test_a_new_kind_of_event_is_told_if_it_has_a_template_and_never_crashes(tmp_path):
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class BellRang:
        seat: int

    n = Narrator(["Ann", "Bruno"], seed=1, user_dir=tmp_path, game="lunch-money")
    assert n.narrate([BellRang(1)]) == []
    write(tmp_path, "bell_rang.j2", "{{ seat }} hears the bell.\n")
    clear_cache()                   # the folder changed: read it again
    n = Narrator(["Ann", "Bruno"], seed=1, user_dir=tmp_path, game="lunch-money")
    assert [x.text for x in n.narrate([BellRang(1)])] == ["Bruno hears the bell."]


def test_output_per_line_is_capped(tmp_path):
    write(tmp_path, "passed.j2", "{{ seat }} {{ 'blah ' * 5000 }}\n")
    text = Narrator(["Ann", "Bruno"], user_dir=tmp_path, game="lunch-money").narrate([E.Passed(0)])[0].text
    assert len(text) <= MAX_LINE and text.endswith("…")


# --- variety, memory, determinism -----------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_no_line_repeats_within_thirty_over_a_seeded_match(lang):
    _, lines, events = narrated_match(5, lang)
    texts = [x.text for x in lines]
    assert events > 200 and len(texts) > 100
    for i, text in enumerate(texts):
        assert text not in texts[max(0, i - RECENT):i], f"line {i} repeats: {text}"
    first = [x.text for x in lines[:150]]
    assert len(set(first)) / len(first) >= 0.9


def test_template_lines_rest_for_thirty_lines(monkeypatch):
    """Per kind of line: event lines and table talk each keep their own thirty in mind."""
    used: dict[int, list[str]] = {}
    remember = Narrator._remember
    monkeypatch.setattr(Narrator, "_remember", staticmethod(
        lambda v, said: used.setdefault(id(said), []).append(v[2]) or remember(v, said)))
    for lang in LANGS:
        used.clear()
        narrated_match(12, lang)
        for origins in used.values():
            again = [o for i, o in enumerate(origins) if o in origins[max(0, i - RECENT):i]]
            assert len(again) <= 0.05 * len(origins), again


def test_personas_talk_in_character():
    _, lines, _ = narrated_match(2)
    talk = [x for x in lines if x.event == "banter"]
    assert talk and all(x.speaker not in (None, 0) for x in talk)
    own = {seat: (TEMPLATES / "cast" / "en" / "banter" / f"{p.key}.j2").read_text()
           for seat, p in enumerate(PERSONAS[:3], start=1)}
    verbatim = [x for x in talk if any(x.text in text for text in own.values())]
    assert verbatim and all(x.text in own[x.speaker] for x in verbatim)


def test_the_same_seed_narrates_the_same_match_the_same_way():
    a = [x.text for x in narrated_match(9)[1]]
    b = [x.text for x in narrated_match(9)[1]]
    c = [x.text for x in narrated_match(9, players=4)[1]]
    assert a == b == c


def test_a_snapshot_carries_on_exactly():
    names = ["You", "Bruno", "Vicky"]
    personas = [None, PERSONAS[0], PERSONAS[1]]
    batches = []
    play_game(["random"] * 3, 21, 0, None, on_events=lambda _s, ev: batches.append(ev), game_key="lunch-money")
    whole = Narrator(names, seed=3, personas=personas, human=0, game="lunch-money")
    half = len(batches) // 2
    expected = [x for b in batches for x in whole.narrate(b)]
    first = Narrator(names, seed=3, personas=personas, human=0, game="lunch-money")
    got = [x for b in batches[:half] for x in first.narrate(b)]
    data = json.loads(json.dumps(first.snapshot()))
    again = Narrator.restore(data, names, personas=personas, human=0, game="lunch-money")
    got += [x for b in batches[half:] for x in again.narrate(b)]
    assert got == expected


def test_narration_never_changes_the_game():
    narrator = Narrator(["A", "B", "C"], seed=1, game="lunch-money")
    quiet = play_game(["random"] * 3, 8, 0, None, game_key="lunch-money")
    told = play_game(["random"] * 3, 8, 0, None, on_events=lambda _s, ev: narrator.narrate(ev), game_key="lunch-money")
    assert quiet == told and narrator.mem.round > 1


# --- the command line -------------------------------------------------------------------------

def test_sim_narrate_prints_a_fight_log(tmp_path, capsys):
    assert main(["sim", "--games", "1", "--seed", "3", "--narrate", "--lang", "nl"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) > 20 and out[0] and "Ronde" in "\n".join(out)
    write(tmp_path, "game_over.j2", "THE END: {{ winner }}\n")
    assert main(["sim", "--games", "1", "--seed", "3", "--narrate", "--templates",
                 str(tmp_path)]) == 0
    assert capsys.readouterr().out.rstrip().splitlines()[-1].startswith(("THE END", "    "))
    assert main(["--templates", str(tmp_path), "sim", "--games", "1", "--seed", "3",
                 "--narrate"]) == 0
    assert "THE END" in capsys.readouterr().out


def test_narration_imports_no_textual():
    code = "import sys, tui.narration; print('textual' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=Path(__file__).resolve().parents[3], check=True)
    assert out.stdout.strip() == "False"
