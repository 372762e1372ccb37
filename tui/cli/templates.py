"""`lunchmoney templates export [DIR]` and `lunchmoney templates check [DIR]`.

Export copies a game's built-in templates into DIR/<game>/<lang>/ and the cast's banter into
DIR/cast/<lang>/ to start from (by default into the
folder the game reads). Check renders every template, built-in and the user's, against sample
events of its kind, within the same budget a match gives them, and prints each problem as
`path:line: message`; exit 1 when there are any. Links leading out of the folder are problems,
never followed.
"""

from __future__ import annotations

import argparse
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from gameshelf.tui.cli import args as a
from gameshelf.tui.cli.args import is_folder
from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import LANGS, translator

if TYPE_CHECKING:
    from gameshelf.tui.narration import Narrator

# The narration machinery (Jinja, the sandbox) is imported by the functions that use it, when
# `templates` runs: every other command, `play` first, starts without it.

_ = translator("shell")


def add_parsers(sub) -> None:
    tpl = sub.add_parser("templates", help=_("export or check banter templates"))
    a.add_game_option(tpl)
    tsub = tpl.add_subparsers(dest="templates_command", required=True,
                              parser_class=a.Parser, metavar="{export,check}")
    exp = tsub.add_parser("export", help=_("copy the built-in templates to DIR to edit (default: "
                                           "the folder the game reads)"))
    exp.add_argument("dir", nargs="?")
    exp.add_argument("--lang", choices=LANGS)
    chk = tsub.add_parser("check", help=_("render every template against sample events"))
    chk.add_argument("dir", nargs="?")


def run(args: argparse.Namespace) -> int:
    """Export or check the templates."""
    return run_templates(args)


def _games(args: argparse.Namespace) -> tuple[str, ...]:
    """The games' engine keys: the one --game asks for (or the program's own), else every
    game on the shelf."""
    game = getattr(args, "game", None)
    if game:
        return (game,)
    from gameshelf.tui.shelf import ui_keys
    return ui_keys()


def _titles(games) -> str:
    """The games' titles as the player reads them: "Lunch Money, Dumm gelaufen!, Dig…"."""
    from gameshelf.engine import find_game
    from gameshelf.tui.i18n import game_title
    return ", ".join(game_title(g, find_game(g).title) for g in games)


def _chronicle(game: str):
    """The game's chronicle module (its event kinds and specific templates)."""
    from gameshelf.tui.shelf import chronicle_of
    return chronicle_of(game)


def _samples(game: str):
    """The game's samples module (sample narrators and contexts)."""
    from gameshelf.tui.shelf import samples_of
    return samples_of(game)


def run_templates(args: argparse.Namespace) -> int:
    games = _games(args)
    if args.templates_command == "export":
        target = export_target(args)
        try:
            copied, kept = export_templates(target, [args.lang] if args.lang else LANGS, game=games)
        except OSError as err:
            raise CliError(_("cannot export to {target}: {err}")
                           .format(target=target, err=err.strerror or err)) from None
        note = _(", {kept} already there left alone").format(kept=kept) if kept else ""
        print(_("copied {copied} templates of {games} to {target}{note}; edit any, delete the "
                "rest").format(copied=copied, games=_titles(games), target=target, note=note))
        return 0
    from gameshelf.tui.narration import default_user_dir
    folder = args.dir or getattr(args, "templates", None)
    user_dir = Path(folder) if folder else default_user_dir()
    if folder and not is_folder(user_dir):
        raise CliError(_("no template folder at {folder}").format(folder=user_dir))
    problems = False
    for game in games:
        report = check_templates(user_dir if user_dir.is_dir() else None, LANGS, game=game)
        for problem in report.problems:
            print(problem)
        print(f"{_titles((game,))}: {report.summary()}" if len(games) > 1 else report.summary())
        problems = problems or bool(report.problems)
    return 1 if problems else 0


def export_target(args: argparse.Namespace) -> Path:
    """The folder to export to: DIR, else --templates, else the folder the game reads. A
    folder named on the command line must be a folder, or be new in a folder that exists."""
    named = args.dir if args.dir is not None else getattr(args, "templates", None)
    if named is None:
        from gameshelf.tui.narration import default_user_dir
        return default_user_dir()
    target = Path(named)
    if not named.strip():
        raise CliError(_("export needs a folder name, not an empty one"))
    try:
        if target.exists() and not target.is_dir():
            raise CliError(_("{target} is not a folder").format(target=target))
        if not target.exists() and not target.parent.is_dir():
            raise CliError(_("cannot export to {target}: there is no folder {parent}")
                           .format(target=target, parent=target.parent))
    except OSError as err:      # a name too long for the file system, a folder not ours
        raise CliError(_("cannot export to {target}: {err}")
                       .format(target=target, err=err.strerror or err)) from None
    return target


def export_templates(target: Path, langs=LANGS, *, game: str | Sequence[str]
                     ) -> tuple[int, int]:
    """Copy a game's built-ins (or several games') into target/<game>/<lang>/ and the cast's
    banter into target/cast/<lang>/ (once, however many games share it); never overwrite a
    file already there."""
    from gameshelf.tui.narration import TEMPLATES, builtin_folders, template_names
    games = (game,) if isinstance(game, str) else tuple(game)
    folders = dict.fromkeys(f for lang in langs for g in games for f in builtin_folders(g, lang))
    copied = kept = 0
    for folder in folders:
        for name in sorted(template_names(folder)):
            dest = target / folder.relative_to(TEMPLATES) / name
            if dest.exists():
                kept += 1
                continue
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(folder / name, dest)
            copied += 1
    readme = TEMPLATES / "README.md"
    if readme.exists() and not (target / "README.md").exists():
        target.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(readme, target / "README.md")
    return copied, kept


@dataclass
class Report:
    problems: list[str]
    templates: int
    renders: int

    def summary(self) -> str:
        n = len(self.problems)
        state = _.n("{n} problem", "{n} problems", n).format(n=n) if n else _("no problems")
        return _("checked {templates} templates ({langs}) with {renders} sample renders: "
                 "{state}").format(templates=self.templates, langs=", ".join(LANGS),
                                   renders=self.renders, state=state)


def check_templates(user_dir: Path | None, langs=LANGS, *, game: str) -> Report:
    """Render every template of a game against sample events of its kind; collect the
    problems."""
    from gameshelf.tui.narration.loader import scan_folder
    problems: list[str] = []
    templates = renders = 0
    samples = _samples(game)
    for lang in langs:
        narrators = samples.sample_narrators(lang, user_dir)
        first = narrators[0]
        where = first.folders
        jobs = [(n, where.path_of(n, False), "default:" + n) for n in sorted(first.builtin)]
        if user_dir:
            jobs += [(n, where.path_of(n, True), n) for n in sorted(first.user)]
        for name, path, load_as in jobs:
            templates += 1
            found, count = _check_one(narrators, name, path, load_as, game)
            problems += found
            renders += count
        for folder in where.user:
            assert user_dir is not None        # there are user folders only under a user_dir
            problems += [f"{link}:1: leads outside the template folder; refused"
                         for link in scan_folder(folder, user_dir)[1]]
    return Report(problems, templates, renders)


def _check_one(narrators: list[Narrator], name: str, path: Path, load_as: str,
               game: str) -> tuple[list[str], int]:
    from jinja2 import TemplateSyntaxError

    from gameshelf.tui.narration import BANTER, describe_error, split_variants
    from gameshelf.tui.narration.sandbox import OverBudget, render
    from gameshelf.tui.narration.taunts import TAUNTS
    taunt_kind = TAUNTS.removesuffix(".j2")     # the canned taunts: no event, lines in order
    chronicle = _chronicle(game)
    kind = name.split("/", 1)[0].removesuffix(".j2")
    if kind not in chronicle.KINDS | {BANTER, taunt_kind}:
        return [f"{path}:1: no event is called {kind!r}; names are the event kinds in "
                f"snake_case (see README.md), banter or taunts"], 0
    if "/" in name:
        folder, rest = name.split("/", 1)
        known = chronicle.SPECIFIC.get(folder, frozenset())
        if rest.removesuffix(".j2") not in known:
            hint = f"; the names it can have: {', '.join(sorted(known))}" if known else \
                f"; {folder} has no specific templates"
            return [f"{path}:1: {name} would never be picked{hint}"], 0
    env = narrators[0].env
    try:
        template = env.get_template(load_as)
    except TemplateSyntaxError as err:
        return [describe_error(err, path)], 0
    except Exception as err:  # noqa: BLE001 - any load failure is the writer's to see
        return [describe_error(err, path)], 0
    generic = "/" not in name
    budgeted = not load_as.startswith("default:")     # a player's: the budget of a match
    found: dict[str, None] = {}
    renders = empty = 0
    for narrator in narrators:
        contexts = [{}] if kind == taunt_kind else \
            _samples(game).sample_contexts(narrator, kind, specific=not generic)
        for ctx in contexts:
            renders += 1
            try:
                variants = split_variants(render(template, ctx, budgeted=budgeted))
            except OverBudget as err:
                return [*found, describe_error(err, path)], renders   # once is enough
            except Exception as err:  # noqa: BLE001
                found.setdefault(describe_error(err, path))
                continue
            if not variants:
                empty += 1
                if generic and kind != BANTER:
                    found.setdefault(f"{path}:1: renders no line at all for a sample "
                                     f"{kind} event; every event needs at least one line")
    if renders and empty == renders:
        found.setdefault(f"{path}:1: renders empty for every sample event")
    return list(found), renders
