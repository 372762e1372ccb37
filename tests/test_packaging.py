"""`make play` installs the game quietly, and a plain `pip install .` ships everything it needs.

The wheels are built the way pip builds them (setuptools' PEP 517 backend), from a copy of the
project, so nothing is written into the checkout.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PROJECT = ("pyproject.toml", "README.md", "LICENSE", "engine", "tui", "narration_templates")

# Runs in the copy: builds both wheels and records every warning setuptools gives, the lines
# pip prints (about 1,100 of them for the editable install, before the fix).
BUILD = """
import json, sys, warnings
import setuptools.build_meta as backend
dist, report = sys.argv[1:3]   # read first: the backend rewrites sys.argv
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always", UserWarning)
    wheels = [backend.build_wheel(dist), backend.build_editable(dist)]
# InformationOnly: setuptools' note that an editable install maps `gameshelf` onto the checkout.
from setuptools.warnings import InformationOnly
said = [str(w.message).strip().splitlines()[0] for w in caught
        if issubclass(w.category, UserWarning) and not issubclass(w.category, InformationOnly)]
with open(report, "w") as out:
    json.dump({"wheels": wheels, "warnings": said}, out)
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict:
    """The project's wheel and editable wheel, built from a copy, and what the build said."""
    pytest.importorskip("setuptools.build_meta")
    work = tmp_path_factory.mktemp("packaging")
    copy, dist, said = work / "project", work / "dist", work / "said.json"
    for name in PROJECT:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(source, copy / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            copy.mkdir(exist_ok=True)
            shutil.copy(source, copy / name)
    subprocess.run([sys.executable, "-c", BUILD, str(dist), str(said)], cwd=copy, check=True,
                   capture_output=True, timeout=240)
    return {**json.loads(said.read_text()), "dist": dist, "work": work}


@pytest.mark.slow
def test_installing_gives_no_setuptools_warnings(built):
    assert built["warnings"] == []


@pytest.mark.slow
def test_the_wheel_ships_every_template_and_stylesheet(built):
    with zipfile.ZipFile(built["dist"] / built["wheels"][0]) as wheel:
        shipped = set(wheel.namelist())
    templates = [p for p in (ROOT / "narration_templates").rglob("*")
                 if p.suffix == ".j2" or p.name == "README.md"]
    stylesheets = list((ROOT / "tui").rglob("*.tcss"))
    assert len(templates) > 150 and len(stylesheets) > 5
    missing = {"gameshelf/" + p.relative_to(ROOT).as_posix() for p in templates + stylesheets}
    assert not missing - shipped
    assert not any(name.startswith(("tests/", "tools/")) for name in shipped)


@pytest.mark.slow
def test_an_install_puts_one_import_package_into_site_packages(built):
    """`gameshelf`, not the generic `engine`, `tui` (a package of its own on PyPI) and
    `narration_templates` side by side."""
    with zipfile.ZipFile(built["dist"] / built["wheels"][0]) as wheel:
        tops = {name.split("/")[0] for name in wheel.namelist()}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"gameshelf"}


def test_the_package_list_is_the_tree():
    """pyproject.toml lists every package the tree has (a new folder is one
    `python -m tools.package_list --write` away)."""
    from tools.package_list import packages
    listed = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["packages"]
    assert listed == packages(), "run: python -m tools.package_list --write"


@pytest.mark.slow
def test_a_plain_install_narrates_a_match(built):
    """Unpacked as pip installs it, outside the checkout: the fight log finds its templates."""
    site = built["work"] / "site-packages"
    with zipfile.ZipFile(built["dist"] / built["wheels"][0]) as wheel:
        wheel.extractall(site)
    check = ("import sys; from gameshelf.tui import narration, cli; "
             "assert narration.TEMPLATES.is_relative_to(sys.argv[1]), narration.TEMPLATES; "
             "sys.exit(cli.main(['sim', '--narrate', '--games', '1', '--seed', '3']))")
    done = subprocess.run([sys.executable, "-c", check, str(site)], cwd=built["work"],
                          env={**os.environ, "PYTHONPATH": str(site)}, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.count("\n") > 20


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
def test_make_play_hands_args_to_the_game():
    """`.venv/bin` is not on PATH: `make play ARGS="continue"` runs `gameshelf continue`, and
    `make lunchmoney ARGS=…` runs `lunchmoney`."""
    # Run from `make test` too: not as a sub-make, which would add its own lines.
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MAKELEVEL", "MFLAGS")}
    dry = subprocess.run(["make", "--no-print-directory", "-n", "play",
                          "ARGS=continue --saves /tmp/x"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert dry.returncode == 0
    assert dry.stdout.splitlines()[-1] == ".venv/bin/gameshelf continue --saves /tmp/x"
    dry = subprocess.run(["make", "--no-print-directory", "-n", "lunchmoney", "ARGS=saves"],
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=60)
    assert dry.stdout.splitlines()[-1] == ".venv/bin/lunchmoney saves"


def test_both_console_commands_are_declared_and_gameshelf_is_the_distribution():
    import tomllib
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    assert project["name"] == "gameshelf"
    assert project["scripts"] == {"gameshelf": "gameshelf.tui.cli:shelf_main", "lunchmoney": "gameshelf.tui.cli:main"}
    assert project["license"] == "MIT" and (ROOT / "LICENSE").is_file()
    assert project["readme"] == "README.md"
    assert "urls" not in project, "no links to a repository that does not exist"
    textual = next(d for d in project["dependencies"] if d.startswith("textual"))
    assert "<8.3" in textual, "Textual pinned to its minor version: the app patches a private method"
    jinja = next(d for d in project["dependencies"] if d.startswith("jinja2"))
    assert "<3.2" in jinja, "Jinja pinned to its minor version: the sandbox uses its internals"
    pythons = {c.rsplit(" ", 1)[-1] for c in project["classifiers"] if "Python :: 3." in c}
    assert pythons == {"3.11", "3.12", "3.13"}


def test_the_make_install_uses_the_versions_ci_tested():
    """`make` installs with constraints.txt, and every constraint is a pinned version."""
    assert "-c constraints.txt" in (ROOT / "Makefile").read_text()
    pins = [line for line in (ROOT / "constraints.txt").read_text().splitlines()
            if line and not line.startswith("#")]
    assert pins and all("==" in line for line in pins)
    names = {line.split("==")[0].lower() for line in pins}
    assert {"textual", "jinja2", "platformdirs", "pytest"} <= names


@pytest.mark.parametrize("command", [["-m", "gameshelf.tui"], ["-m", "gameshelf.tui.cli"]])
def test_version_and_python_dash_m(command):
    from gameshelf.tui.cli.args import version
    done = subprocess.run([sys.executable, *command, "--version"], capture_output=True,
                          text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 0 and done.stdout == f"gameshelf {version()}\n"


def test_the_installed_version_is_the_projects():
    import tomllib

    from gameshelf.tui.cli.args import version
    assert version() == tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


# A seeded match of every game, played by random bots from the installed wheel: the same digest
# on every Python the classifiers name (the engine's chance is the same on each).
ON_EACH_PYTHON = """
import hashlib, sys
from gameshelf.engine import find_game, game_keys
digest = hashlib.sha256()
for key in game_keys():
    game = find_game(key)
    state = game.new_game(["Ann", "Bruno", "Cleo"], seed=11, **getattr(game, "playout_options", {}))
    bots = [game.make_bot("random", seat, f"11:bot:{seat}") for seat in range(3)]
    for _ in range(400):
        if game.outcome(state) is not None:
            break
        seat = game.current_decision(state).seat
        state, events = game.apply(state, bots[seat].choose(game.view_for(state, seat)))
        digest.update(repr(events).encode())
print(digest.hexdigest())
"""


def _pythons() -> list[str]:
    from tomllib import loads
    classifiers = loads((ROOT / "pyproject.toml").read_text())["project"]["classifiers"]
    return [c.rsplit(" ", 1)[1] for c in classifiers
            if c.startswith("Programming Language :: Python :: 3.")]


def test_the_classifiers_name_the_pythons_the_install_test_runs():
    assert _pythons() == ["3.11", "3.12", "3.13"]


def _find_python(version: str) -> str | None:
    """A Python of that version that runs: on PATH, else one pyenv keeps (its shims answer only
    for the versions pyenv has chosen)."""
    candidates = [shutil.which(f"python{version}"),
                  *map(str, sorted(Path.home().glob(f".pyenv/versions/{version}.*/bin/python{version}")))]
    for candidate in filter(None, candidates):
        try:
            said = subprocess.run([candidate, "-c", "import sys; print(sys.version_info[:2])"],
                                  capture_output=True, text=True, timeout=30)
        except OSError:
            continue
        if said.returncode == 0 and said.stdout.strip() == str(tuple(map(int, version.split(".")))):
            return candidate
    return None


@pytest.mark.parametrize("version", _pythons())
def test_the_wheel_installs_and_plays_on_each_python(built, version, tmp_path):
    """Installed into a fresh venv of that Python (without its dependencies: the engine needs
    none), every module compiles and the engine plays the same seeded matches as on 3.11."""
    python = _find_python(version)
    if python is None:
        pytest.skip(f"no python{version} on this machine")
    venv = tmp_path / f"venv{version}"
    subprocess.run([python, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    site = subprocess.run([str(venv / "bin" / "python"), "-c",
                           "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                          check=True, capture_output=True, text=True).stdout.strip()
    with zipfile.ZipFile(built["dist"] / built["wheels"][0]) as wheel:
        wheel.extractall(site)
    py = str(venv / "bin" / "python")
    compiled = subprocess.run([py, "-m", "compileall", "-q", f"{site}/gameshelf"],
                              capture_output=True, text=True, timeout=240)
    assert compiled.returncode == 0, compiled.stdout[-2000:]
    played = subprocess.run([py, "-c", ON_EACH_PYTHON], capture_output=True, text=True,
                            timeout=240, cwd=tmp_path)
    here = subprocess.run([sys.executable, "-c", ON_EACH_PYTHON], capture_output=True, text=True,
                          timeout=240, cwd=tmp_path, env={**os.environ, "PYTHONPATH": site})
    assert played.returncode == 0, played.stderr[-2000:]
    assert played.stdout == here.stdout
