"""Reading banter templates from a folder, and nothing outside it.

A player's folder is untrusted: a link (to a file or a folder) whose real path leads out of the
template folder, a `../` or absolute path in `{% include %}`/`{% extends %}`/`{% import %}`,
anything but a regular file (a pipe would hang the game) and anything over MAX_FILE bytes are all
refused, whether `templates check` or a match reads them.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

from jinja2 import BaseLoader, TemplateNotFound
from jinja2.loaders import split_template_path

from gameshelf.tui.narration.sandbox import MAX_FILE, too_big


def is_inside(path: str | Path, root: str | Path) -> bool:
    """Whether `path`'s real location is `root`'s real location or under it."""
    real, top = os.path.realpath(path), os.path.realpath(root)
    return real == top or real.startswith(top.rstrip(os.sep) + os.sep)


class FolderLoader(BaseLoader):
    """Templates from one folder: "attack_landed" also finds attack_landed.j2; whatever leads
    outside `root` or is not a regular file counts as not there; a file over MAX_FILE bytes is
    an error. `mark(source, name)` may rewrite each source as it is read."""

    def __init__(self, folder: Path, root: Path,
                 mark: Callable[[str, str], str] = lambda source, _name: source) -> None:
        self.folder, self.root, self.mark = str(folder), os.path.realpath(root), mark

    def get_source(self, environment, template):
        for name in (template, template + ".j2"):
            path = self._regular_file(name)
            if path is not None:
                mtime = os.path.getmtime(path)
                return (self.mark(read_template(path), name), path,
                        lambda p=path, m=mtime: os.path.getmtime(p) == m)
        raise TemplateNotFound(template)

    def _regular_file(self, name: str) -> str | None:
        """The path of template `name` if it is a regular file inside the root."""
        path = os.path.join(self.folder, *split_template_path(name))   # refuses ".."
        try:
            mode = os.stat(path).st_mode
        except (OSError, ValueError):
            return None
        return path if stat.S_ISREG(mode) and is_inside(path, self.root) else None


def read_template(path: str | Path) -> str:
    """A template file's text; OverBudget when it has more than MAX_FILE bytes."""
    with open(path, "rb") as f:
        data = f.read(MAX_FILE + 1)
        if len(data) > MAX_FILE:
            raise too_big("this file", os.fstat(f.fileno()).st_size, MAX_FILE, " bytes")
    return data.decode("utf-8")


def scan_folder(folder: Path, root: Path) -> tuple[set[str], list[Path]]:
    """The template names (posix, relative) under a language folder, and the links in it that
    lead outside `root` (those are left out, and never followed)."""
    if not folder.is_dir():
        return set(), []
    if not is_inside(folder, root):
        return set(), [folder]
    names: set[str] = set()
    outside: list[Path] = []
    seen: set[str] = set()
    todo = [(folder, "")]
    while todo:
        here, prefix = todo.pop()
        real = os.path.realpath(here)
        if real in seen:
            continue
        seen.add(real)
        try:
            entries = sorted(os.scandir(here), key=lambda e: e.name)
        except OSError:
            continue
        for entry in entries:
            if entry.is_symlink() and not is_inside(entry.path, root):
                outside.append(Path(entry.path))
            elif entry.is_dir():
                todo.append((Path(entry.path), f"{prefix}{entry.name}/"))
            elif entry.name.endswith(".j2") and entry.is_file():
                names.add(prefix + entry.name)
    return names, sorted(outside)


def template_names(folder: Path, root: Path | None = None) -> set[str]:
    """Template names (posix, relative) under a language folder, inside `root` (the folder)."""
    return scan_folder(folder, root or folder)[0]
