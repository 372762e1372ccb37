"""Issue 14's template attacks against the folders of every game (and the cast's banter):
a player's folder where every attacked template sits at once, checked by `templates check`
and played through `sim --narrate`. Each bad template is reported once, the built-in line
stands in, nothing outside the folder is read, and the command ends."""

from __future__ import annotations

from pathlib import Path

import pytest

from gameshelf.tui.cli import shelf_main
from gameshelf.tui.narration import clear_cache
from tests.tui.narration.test_untrusted_templates import ATTACKS

# Per game: its folder, and templates a short seeded match is sure to tell.
GAMES = {"lunch-money": ("lunch_money", ("turn_started", "round_started", "card_played")),
         "dumm-gelaufen": ("dumm_gelaufen", ("cards_drawn", "cards_taken", "round_started")),
         "dig-your-way-out": ("dig_your_way_out", ("turn_started", "moved", "searched"))}
SECRET = "this-line-lives-outside-the-folder"
USED = ("nested loops", "lipsum", "a chain of **100", "ljust", "format width", "printf width",
        "list multiply then join", "~ doubling in a loop", "a 20 MB template file")


def _lines(source: str) -> str:
    """The attack in a template's lines block (a 20 MB file stays as it is)."""
    if len(source) > 100_000:
        return source
    return "{% block lines %}\n" + source + " {{ 'x' }}\n{% endblock %}\n"


def _attacked_folder(tmp_path: Path, game: str) -> tuple[Path, list[Path]]:
    """A player's folder: the first templates of the game carry attacks, one links out of the
    folder, one empties the table it is handed, and the cast's banter for Tank links out."""
    folder, names = GAMES[game]
    root = tmp_path / "mine"
    langs = root / folder / "en"
    langs.mkdir(parents=True)
    outside = tmp_path / "outside.txt"
    outside.write_text(SECRET + "\n")
    attacked = []
    sources = [_lines(ATTACKS[a]) for a in USED]
    for name, source in zip(names, [sources[0], sources[1]], strict=False):
        (langs / f"{name}.j2").write_text(source)
        attacked.append(langs / f"{name}.j2")
    (langs / f"{names[2]}.j2").write_text(
        "{% block lines %}\n{{ table.clear() }}{{ table.reverse() }} {{ 'x' }}\n{% endblock %}\n")
    attacked.append(langs / f"{names[2]}.j2")
    for i, source in enumerate(sources[2:]):          # more attacks, on banter nobody has
        (root / "cast" / "en" / "banter").mkdir(parents=True, exist_ok=True)
        (root / "cast" / "en" / "banter" / f"nobody{i}.j2").write_text(source)
    (root / "cast" / "en" / "banter" / "tank.j2").symlink_to(outside)
    clear_cache()
    return root, attacked


@pytest.mark.timeout(120)
@pytest.mark.parametrize("game", GAMES)
@pytest.mark.slow
def test_templates_check_reports_every_attack_once(game, tmp_path, capsys):
    root, attacked = _attacked_folder(tmp_path, game)
    assert shelf_main(["templates", "--game", game, "check", str(root)]) == 1
    out = capsys.readouterr().out
    assert SECRET not in out
    for path in attacked:
        assert sum(str(path) in line for line in out.splitlines()) == 1, (path, out)
    assert "tank.j2:1: leads outside the template folder" in out


@pytest.mark.timeout(120)
@pytest.mark.parametrize("game", GAMES)
def test_a_match_told_with_them_goes_on_with_one_warning_each(game, tmp_path, capsys):
    root, attacked = _attacked_folder(tmp_path, game)
    assert shelf_main(["sim", "--narrate", "--game", game, "--templates", str(root),
                       "--seed", "3", "--players", "3"]) == 0
    out, err = capsys.readouterr()
    assert SECRET not in out + err
    assert len(out.splitlines()) > 20              # the match was told to its end
    warnings = [line for line in err.splitlines() if "warning" in line]
    told = [p for p in attacked if any(str(p) in w for w in warnings)]
    assert told, err
    for path in told:
        assert sum(str(path) in w for w in warnings) == 1, (path, warnings)
