"""The `packages` list of pyproject.toml, read from the tree: every folder of engine/, tui/ and
narration_templates/ that holds a file (a module, a stylesheet, a catalog, a template),
each under the one import package `gameshelf`. `python -m tools.package_list` prints the list;
`--write` puts it into pyproject.toml (tests/test_packaging.py holds the two to each other)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIST = re.compile(r"(?ms)^packages = \[\n.*?^\]\n")


def packages(root: Path = ROOT) -> list[str]:
    """Every package an install must hold, sorted."""
    found = {"narration_templates"}
    for top in ("engine", "tui", "narration_templates"):
        found |= {f.parent.relative_to(root).as_posix() for f in (root / top).rglob("*")
                  if f.is_file() and "__pycache__" not in f.parts}
    return sorted("gameshelf." + name.replace("/", ".") for name in found)


def as_toml(names: list[str]) -> str:
    return "packages = [\n" + "".join(f'    "{n}",\n' for n in names) + "]\n"


def main(argv: list[str]) -> int:
    text = as_toml(packages())
    if "--write" in argv:
        path = ROOT / "pyproject.toml"
        path.write_text(LIST.sub(lambda _m: text, path.read_text(), count=1))
    else:
        print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
