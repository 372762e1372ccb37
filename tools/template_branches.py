"""Which branches of the built-in narration templates seeded bot matches really reach.

Every `{% if %}` / `{% elif %}` / `{% else %}` body of a built-in template (the games' own and
the cast's banter) is a branch; a branch fired when a line of text in it was rendered. Every
line a template renders carries its origin (tui.narration.environment.mark_lines: "builtin:
dug.j2:9"), in the narrator's quick way (the skeleton of a plain template) and its ordinary way
alike, so the origins of what the narrator rendered say which branches fired. Matches are
played as `sim --narrate --seat` plays them (tui.headless.narrate.narrate_match), with every choice
of every game option, so the events are the engine's own.

A branch no match reaches is either rare (a position seldom played: fine) or tests a value the
engine never sends (a bug in the template or in what the chronicle hands it). Branches inside a
line of text (`text {% if x %}more{% endif %}`) share that line's origin, so they are counted
but not told apart; `pick()` alternatives are drawn from the narrator's own dice, so a pick
reached reaches all of its alternatives, and only conditions are checked.

    python -m tools.template_branches                  # every game, en nl de, 12 seeds each
    python -m tools.template_branches --seeds 40 --game dig-your-way-out --lang de
"""

from __future__ import annotations

import argparse
import itertools
import re
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from gameshelf.tui.narration.environment import CAST, MARK, TEMPLATES, game_folder

KINDS = ("easy", "random")       # cycled over the seats: short matches, and every kind of move
_TAG = re.compile(r"\{%-?\s*(if|elif|else|endif|for|endfor)\b(.*?)-?%\}", re.S)
_COMMENT = re.compile(r"\{#.*?#\}", re.S)
_ORIGIN = re.compile(MARK + r"builtin:([^\n" + MARK + r"]+)")


@dataclass
class Branch:
    """One arm of an if (or a for's else) in one template file."""

    path: Path
    line: int                         # where its tag is
    tag: str                          # "if", "elif", "else" (of an if), "for-else"
    condition: str                    # the if's or elif's test; for an else, the if's
    lines: set[int] = field(default_factory=set)     # its lines of text (nested ones too)
    inline: bool = False              # its tag shares a line with text: not told apart
    nth: int = 1                      # the how-manieth branch of this tag and test in its file

    @property
    def test(self) -> str:
        """The branch as the allow-lists name it: "elif trigger == \"dug\"", "else x" (the
        else of `if x`), with " #2" for the second of the same in one file."""
        text = f"{self.tag} {self.condition}".strip()
        return text if self.nth == 1 else f"{text} #{self.nth}"

    @property
    def key(self) -> tuple[str, str, str]:
        """What names a branch in every language: (folder, file, test)."""
        folder, name = file_key(self.path)
        return folder, name, self.test

    def where(self) -> str:
        return f"{self.path.relative_to(TEMPLATES.parent)}:{self.line}: {{% {self.tag} " \
               f"{self.condition} %}}".replace("  ", " ")


def file_key(path: Path) -> tuple[str, str]:
    """A template file as every language names it: (its game's folder or "cast", its name)."""
    lang_dir = next(p for p in path.parents if p.name in ("en", "nl", "de"))
    return lang_dir.parent.name, path.relative_to(lang_dir).as_posix()


def _text_lines(source: str) -> set[int]:
    """The lines mark_lines marks: lines of text (1 first), not only tags or comments."""
    from gameshelf.tui.narration.environment import mark_lines
    return {n for n, line in enumerate(mark_lines(source, "x").split("\n"), 1) if MARK in line}


def branches_of(path: Path) -> list[Branch]:
    """Every branch of one template file, with the lines of text each holds."""
    source = path.read_text(encoding="utf-8")
    text = _text_lines(source)
    # Comments out, newlines kept: a tag's line number is still the file's.
    plain = _COMMENT.sub(lambda m: "\n" * m[0].count("\n"), source)
    line_at = [0]
    for ch in plain:
        line_at.append(line_at[-1] + (ch == "\n"))
    events: list[tuple[int, str, str]] = [(line_at[m.start()] + 1, m[1], " ".join(m[2].split()))
                                          for m in _TAG.finditer(plain)]
    out: list[Branch] = []
    stack: list[list] = []           # [kind ("if"/"for"), condition, open Branch or None]
    tags = iter(events)
    pending = next(tags, None)
    for number in range(1, plain.count("\n") + 2):
        while pending is not None and pending[0] == number:
            _line, tag, cond = pending
            inline = number in text
            if tag in ("if", "for"):
                branch = Branch(path, number, "if", cond, inline=inline) if tag == "if" else None
                stack.append([tag, cond, branch])
            elif tag in ("elif", "else") and stack:
                kind, first, _old = stack[-1]
                if kind == "if":
                    stack[-1][2] = Branch(path, number, tag, cond if tag == "elif" else first,
                                          inline=inline)
                else:
                    stack[-1][2] = Branch(path, number, "for-else", first, inline=inline)
            elif tag in ("endif", "endfor") and stack:
                stack.pop()
            for frame in stack:
                if frame[2] is not None and frame[2] not in out:
                    frame[2].nth = 1 + sum(b.tag == frame[2].tag and
                                           b.condition == frame[2].condition for b in out)
                    out.append(frame[2])
            pending = next(tags, None)
        if number in text:
            for frame in stack:
                if frame[2] is not None:
                    frame[2].lines.add(number)
    return out


def template_files(game: str, lang: str) -> Iterator[Path]:
    """The built-in template files a game's narrator reads in one language: its own, the cast's."""
    for folder in (TEMPLATES / game_folder(game) / lang, TEMPLATES / CAST / lang):
        yield from sorted(folder.rglob("*.j2"))


def origin_path(origin: str, game: str, lang: str) -> tuple[Path, int] | None:
    """The file and line an origin mark names ("game:banter/tank.j2:3", "dug.j2:9")."""
    name, _colon, number = origin.rpartition(":")
    if not number.isdigit():
        return None
    own, cast = TEMPLATES / game_folder(game) / lang, TEMPLATES / CAST / lang
    if name.startswith("game:"):
        return own / name[5:], int(number)
    # The game's file, unless the cast has one of that name too: then only "cast:<name>"
    # (marked as the cast's own) asks for it unprefixed (tui.narration.narrator._banter_names).
    if (own / name).is_file() and not (cast / name).is_file():
        return own / name, int(number)
    return cast / name, int(number)


class Recorder:
    """Collects the origins of every line the narrator's templates render while installed.

    Besides what the narrator says, every template an event or a persona's turn to talk could
    be told with is rendered whole with the context the narrator built for it (the dice put
    back afterwards, so the match tells the same): a branch counts as reachable when a real
    event selects it, even if a more specific template or the variety rule spoke instead, and
    a persona's words count whenever the chronicle asks for them, not only when the dice let
    the persona speak."""

    def __init__(self) -> None:
        self.origins: set[str] = set()

    def __enter__(self) -> Recorder:
        import gameshelf.tui.narration.voice as voice
        from gameshelf.tui.narration.narrator import Narrator
        self._voice, self._real = voice, voice.render
        self._narrator = Narrator
        self._line, self._banter = Narrator._line, Narrator._banter
        real, seen = self._real, self.origins
        real_line, real_banter = self._line, self._banter

        def render(template, ctx, **kw):
            text = real(template, ctx, **kw)
            if MARK in text:
                seen.update(_ORIGIN.findall(text))
            return text

        def every(narrator, names, make_context) -> None:
            dice = narrator.rng.getstate()
            ctx = None
            for name in names:
                name = name if name.endswith(".j2") else name + ".j2"
                if name in narrator.available:
                    ctx = ctx if ctx is not None else make_context()
                    narrator._variants(name, ctx)
            narrator.rng.setstate(dice)

        def line(narrator, names, ev, extra, seats):
            every(narrator, names, lambda: narrator.chronicle.context(ev, extra))
            return real_line(narrator, names, ev, extra, seats)

        def banter(narrator, request):
            speaker, mood, other, trigger = request
            persona = narrator.personas[speaker] \
                if speaker is not None and speaker < len(narrator.personas) else None
            if persona is not None and speaker != narrator.human:
                extra = {"me": narrator.who[speaker], "mood": mood, "trigger": trigger,
                         "other": narrator.who[other] if other is not None else None,
                         "persona": persona}
                own = f"banter/{persona.key}.j2"
                every(narrator, [f"game:{own}", f"cast:{own}", own, "banter.j2"],
                      lambda: narrator._banter_context(extra))
            return real_banter(narrator, request)

        voice.render = render
        Narrator._line, Narrator._banter = line, banter
        return self

    def __exit__(self, *exc) -> None:
        self._voice.render = self._real
        self._narrator._line, self._narrator._banter = self._line, self._banter


def _tables(game: str, matches: int) -> Iterator[tuple[int, dict, int | None]]:
    """(players, options, seat told to) for each match: the choices of every option in turn
    (each table size in turn under each), told to seat 0 (its "you" lines) two times in three,
    else to no one (every card shown)."""
    from gameshelf.engine import find_game
    rules = find_game(game)
    choices = [[(o.key, c) for c in o.choices] for o in rules.options]
    combos = []
    for options in (dict(c) for c in itertools.product(*choices)):
        sizes = []
        for players in rules.players:
            try:
                rules.new_game([f"P{i}" for i in range(players)], 0, **options)
            except ValueError:
                continue              # a table this option does not seat (teams of 2)
            sizes.append(players)
        if sizes:
            combos.append((options, sizes))
    for n in range(matches):
        options, sizes = combos[n % len(combos)]
        yield sizes[(n // len(combos)) % len(sizes)], options, 0 if n % 3 else None


def fired_origins(game: str, lang: str, seeds: Iterable[int]) -> set[str]:
    """The origins of every template line rendered in seeded matches of `game` in `lang`."""
    from gameshelf.tui.headless.narrate import narrate_match
    seeds = list(seeds)
    with Recorder() as rec:
        for seed, (players, options, seat) in zip(seeds, _tables(game, len(seeds)),
                                                   strict=True):
            narrate_match(list(KINDS), players, seed, lang, None, 0, game_key=game,
                          options=options, seat=seat)
    return rec.origins


@dataclass
class Coverage:
    """Branches per file, and which fired, for one game in one language."""

    branches: list[Branch]
    fired: set[tuple[Path, int]]

    def reached(self, b: Branch) -> bool:
        return any((b.path, n) in self.fired for n in b.lines)

    def unreached(self) -> list[Branch]:
        return [b for b in self.branches if b.lines and not b.inline and not self.reached(b)]

    def silent(self, paths: Iterable[Path]) -> list[Path]:
        """The files of `paths` with lines of text none of which was rendered: never told."""
        fired = {path for path, _n in self.fired}
        return [p for p in paths if p not in fired and _text_lines(p.read_text("utf-8"))]

    def untold(self) -> list[Branch]:
        """Branches that cannot be told apart by their lines' origins."""
        return [b for b in self.branches if b.inline or not b.lines]


def coverage(game: str, lang: str, seeds: Iterable[int], files: Sequence[Path] | None = None
             ) -> Coverage:
    """The branches of `game`'s templates in `lang` (or of `files`) and which seeded matches
    reached."""
    fired = set()
    for origin in fired_origins(game, lang, seeds):
        where = origin_path(origin, game, lang)
        if where is not None:
            fired.add(where)
    paths = files if files is not None else list(template_files(game, lang))
    return Coverage([b for p in paths for b in branches_of(p)], fired)


def main(argv: Sequence[str] | None = None) -> int:
    from gameshelf.engine import game_keys
    parser = argparse.ArgumentParser(prog="python -m tools.template_branches",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", action="append", help="a game's key (repeatable; default all)")
    parser.add_argument("--lang", action="append", choices=("en", "nl", "de"))
    parser.add_argument("--seeds", type=int, default=12, help="matches per game and language")
    args = parser.parse_args(argv)
    games = args.game or list(game_keys())
    langs = args.lang or ["en", "nl", "de"]
    cast_fired: dict[str, set] = {lang: set() for lang in langs}
    cast_branches: dict[str, list[Branch]] = {}
    missing = 0
    for game in games:
        for lang in langs:
            cov = coverage(game, lang, range(1, args.seeds + 1))
            own = [b for b in cov.branches if CAST not in b.path.parts]
            cast_branches[lang] = [b for b in cov.branches if CAST in b.path.parts]
            cast_fired[lang] |= {f for f in cov.fired if CAST in f[0].parts}
            gone = Coverage(own, cov.fired).unreached()
            files = [p for p in template_files(game, lang) if CAST not in p.parts]
            silent = cov.silent(files)
            missing += len(gone) + len(silent)
            print(f"{game} {lang}: {len(own) - len(gone)} of {len(own)} branches reached "
                  f"({len(Coverage(own, cov.fired).untold())} inline, not told apart), "
                  f"{len(files) - len(silent)} of {len(files)} files told")
            for p in silent:
                print(f"  never told: {p.relative_to(TEMPLATES.parent)}")
            for b in gone:
                print(f"  never: {b.where()}")
    for lang in langs:
        cov = Coverage(cast_branches.get(lang, []), cast_fired[lang])
        gone = cov.unreached()
        missing += len(gone)
        print(f"cast {lang}: {len(cov.branches) - len(gone)} of {len(cov.branches)} "
              f"branches reached")
        for b in gone:
            print(f"  never: {b.where()}")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
