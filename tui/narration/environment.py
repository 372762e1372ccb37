"""The Jinja side of narration, for any game: where a game's templates are (its own folder,
then the cast's banter shared by all games; a player's folder of the same shape wins), the
sandboxed environment that loads them, and how a rendered template splits into lines."""

from __future__ import annotations

import re
import traceback
from dataclasses import dataclass
from pathlib import Path

from jinja2 import BaseLoader, ChoiceLoader, PrefixLoader, StrictUndefined, Template, TemplateError

from gameshelf.tui.narration.loader import FolderLoader, scan_folder, template_names
from gameshelf.tui.narration.sandbox import GuardedSandbox, Sandbox

TEMPLATES = Path(__file__).resolve().parent.parent.parent / "narration_templates"
CAST = "cast"        # banter by the personas, shared by every game
# Where a name comes from when two folders hold it (a game's banter/<persona>.j2 and the cast's):
# "game:<name>" reads only the game's folders, "cast:<name>" only the cast's, the player's first.
LAYERS = ("game", "cast")
MAX_LINE = 280       # characters per line, whatever a template does
_WEIGHT = re.compile(r"^\[(\d{1,3})\]\s*")


def game_folder(game: str) -> str:
    """A game's templates folder name: its engine key as an identifier (lunch-money -> lunch_money)."""
    return game.replace("-", "_")


def builtin_folders(game: str, lang: str) -> tuple[Path, ...]:
    """The built-in template folders of a game in one language, the game's own first."""
    return (TEMPLATES / game_folder(game) / lang, TEMPLATES / CAST / lang)


def user_folders(user_dir: Path | None, game: str, lang: str) -> tuple[Path, ...]:
    """A player's template folders for a game, the game's own first: <dir>/<game>/<lang>/ and
    <dir>/cast/<lang>/. A flat <dir>/<lang>/ (the layout before there were several games) is
    still read as Lunch Money's."""
    if user_dir is None:
        return ()
    own = user_dir / game_folder(game) / lang
    flat = user_dir / lang
    if game == "lunch-money" and not own.is_dir() and flat.is_dir():
        own = flat
    return (own, user_dir / CAST / lang)


@dataclass(frozen=True)
class Folders:
    """Where one game's templates in one language come from."""

    builtin: tuple[Path, ...]
    user: tuple[Path, ...]
    user_dir: Path | None

    def path_of(self, name: str, user: bool) -> Path:
        """The file a template name comes from (for warnings): the first folder holding it."""
        folders = self.user if user and self.user else self.builtin
        layer, colon, rest = name.partition(":")
        if colon and layer in LAYERS:     # "cast:banter/tank.j2": that layer's folder only
            name, folders = rest, folders[LAYERS.index(layer):][:1]
        for folder in folders:
            if (folder / name).is_file():
                return folder / name
        return folders[0] / name


def folders_for(user_dir: Path | None, game: str, lang: str) -> Folders:
    return Folders(builtin_folders(game, lang), user_folders(user_dir, game, lang), user_dir)


# --- the Jinja environment -------------------------------------------------------------------

MARK = "\x1f"     # ends a line of text in a loaded template, followed by its origin
_TAG = re.compile(r"\{%.*?%\}|\{#.*?#\}")
_CLOSE = {"%": "%}", "{": "}}", "#": "#}"}


def mark_lines(source: str, origin: str) -> str:
    """Append MARK + origin:line to every line of text that ends outside a Jinja tag.
    Lines only holding tags are left alone (so trim_blocks still eats their newline)."""
    out = []
    closing = None
    for number, line in enumerate(source.split("\n"), 1):
        j = 0
        while True:
            if closing is None:
                k = line.find("{", j)
                if k < 0 or k + 1 >= len(line):
                    break
                closing = _CLOSE.get(line[k + 1])
                j = k + 2
            else:
                k = line.find(closing, j)
                if k < 0:
                    break
                closing, j = None, k + 2
        if closing is None and line.strip() and _TAG.sub("", line).strip():
            line = f"{line}{MARK}{origin}:{number}"
        out.append(line)
    return "\n".join(out)


def _marking(tag: str):
    """Marks every line of text with where it comes from ("user:passed.j2:3"), so the narrator
    can tell two renderings of the same template line apart from two different lines."""
    return lambda source, name: mark_lines(source, f"{tag}:{name}")


_AND = {"en": "and", "nl": "en", "de": "und"}


def and_list(items, lang: str) -> str:
    joined = getattr(items, "joined", None)
    if joined is not None:
        return joined
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_AND.get(lang, 'and')} {items[-1]}"


_EXPR = re.compile(r"\{\{.*?\}\}")
_TAG_NAME = re.compile(r"\{%\s*(\w+)")
_PLAIN_TAGS = frozenset({"if", "elif", "else", "endif", "block", "endblock"})
# A plain template's plan: (skeleton template, line sources by origin, compiled lines).
Plan = tuple[Template, dict[str, str], dict[str, Template]]
_PLANS: dict[tuple[int, str], Plan | None] = {}


def _plan(env: Sandbox, name: str) -> Plan | None:
    """(skeleton template, line sources by origin, compiled lines) for a plain template: only
    if/else and block tags, each on one line, no whitespace control; else None."""
    key = (id(env), name)
    if key in _PLANS:
        return _PLANS[key]
    plan: Plan | None = None
    assert env.loader is not None, "make_environment always gives the sandbox a loader"
    try:
        source = env.loader.get_source(env, name)[0]
    except TemplateError:      # not there, or over budget: the ordinary way tells which
        source = ""
    plain = source and all(t in _PLAIN_TAGS for t in _TAG_NAME.findall(source)) and not any(
        w in source for w in ("{%-", "-%}", "{{-", "-}}", "super(", "{% raw"))
    if plain:
        sources: dict[str, str] = {}
        skeleton = []
        for line in source.split("\n"):
            text, mark, origin = line.partition(MARK)
            if mark:
                if text.count("{{") != text.count("}}") or text.count("{%") != text.count("%}"):
                    break
                sources[origin] = text
                # A stand-in for each expression that is not white space: a line that is only
                # an expression ("{{ pick(...) }}") is a line too.
                line = _EXPR.sub("\ue000", text) + MARK + origin
            skeleton.append(line)
        else:
            try:
                plan = (env.from_string("\n".join(skeleton)), sources, {})
            except TemplateError:
                plan = None
    _PLANS[key] = plan
    return plan


def clear_cache() -> None:
    """Forget compiled templates (after the user edits their folder)."""
    _ENVS.clear()
    _LAYER_NAMES.clear()
    _PLANS.clear()


Variant = tuple[str, int, str]     # text, weight, origin ("builtin:passed.j2:4")


def split_variants(text: str) -> list[Variant]:
    """A rendered template's variants: one per non-empty line, `[n] ` sets the weight."""
    out = []
    for raw in text.split("\n"):
        line, mark, origin = raw.partition(MARK)
        if mark and MARK in origin:
            origin = origin.split(MARK, 1)[0]
        line = line.strip()
        if not line:
            continue
        weight = 1
        if line[0] == "[":
            m = _WEIGHT.match(line)
            if m:
                weight, line = int(m.group(1)), line[m.end():]
        if "  " in line or "\t" in line:
            line = " ".join(line.split())
        if not line:
            continue
        if len(line) > MAX_LINE:
            line = line[:MAX_LINE - 1].rstrip() + "…"
        out.append((line, weight, origin or line))
    return out


# A sentence starts after . ! ? (and any closing quote: "WAIT." you / „Guckt mal!“ du), or at
# the start of the line (after a dash); an opening quote may come first.
_SENTENCE = re.compile(r"([.!?][\"”“’»«)]*\s+[\"„“‘«»(]?|^[—–-]?\s*[\"„“‘«»(]?)([a-zß-ÿ])")


def finish(text: str) -> str:
    """Capitalise the start of every sentence ("you drop" after a full stop -> "You drop",
    also after a quote: '"WAIT." you interrupt' -> '"WAIT." You interrupt')."""
    return _SENTENCE.sub(lambda m: m.group(1) + m.group(2).upper(), text)


def describe_error(err: BaseException, path: Path) -> str:
    """`path:line: message` for a template error, the line taken from the traceback."""
    lineno = getattr(err, "lineno", None)
    filename = getattr(err, "filename", None)
    if lineno is None:
        for frame in reversed(traceback.extract_tb(err.__traceback__)):
            if frame.filename and frame.filename.endswith(".j2"):
                lineno, filename = frame.lineno, frame.filename
                break
    where = Path(filename) if filename else path
    message = getattr(err, "message", None) or str(err) or type(err).__name__
    message = " ".join(str(message).split())
    return f"{where}:{lineno or 1}: {message}"


def make_environment(user_dir: Path | None, lang: str, game: str) -> Sandbox:
    """User templates win over the built-ins; an override may extend "default:<name>". A user
    template can read nothing outside `user_dir` (see tui.narration.loader). "game:<name>" and
    "cast:<name>" name one layer's template (see LAYERS); "default:game:<name>" its built-in."""
    where = folders_for(user_dir, game, lang)
    user: list[BaseLoader] = [FolderLoader(f, user_dir, _marking("user"))
                              for f in where.user if f.is_dir()] if user_dir else []
    builtin: list[BaseLoader] = [FolderLoader(f, TEMPLATES, _marking("builtin"))
                                 for f in where.builtin]
    # The game's layer is marked apart, so its banter lines never count as the cast's lines of
    # the same file and number; the cast's keep the marks they have always had (saved talk).
    game_user = [FolderLoader(where.user[0], user_dir, _marking("user:game"))] \
        if user_dir and where.user[0].is_dir() else []
    game_builtin = FolderLoader(where.builtin[0], TEMPLATES, _marking("builtin:game"))
    cast_user = user[-1:] if user_dir and where.user[1].is_dir() else []
    layers = {"game": ChoiceLoader([*game_user, game_builtin]),
              "cast": ChoiceLoader([*cast_user, builtin[1]])}
    defaults = PrefixLoader({"game": game_builtin, "cast": builtin[1]}, delimiter=":")
    loaders = [*user, *builtin, PrefixLoader(
        {"default": ChoiceLoader([*builtin, defaults]), **layers}, delimiter=":")]
    sandbox = GuardedSandbox if user else Sandbox     # a player's templates: guarded
    env = sandbox(loader=ChoiceLoader(loaders), undefined=StrictUndefined,
                  trim_blocks=True, lstrip_blocks=True, autoescape=False,
                  auto_reload=False, cache_size=-1)
    env.own_types, env.own_callers = frozenset(_TRUSTED_TYPES), frozenset(_TRUSTED_CALLERS)
    env.filters["and_list"] = lambda items: and_list(items, lang)
    env.filters["cap"] = lambda text: (lambda t: t[:1].upper() + t[1:])(str(text))
    env.guard_filters()
    return env


_TRUSTED_TYPES: set[type] = set()
_TRUSTED_CALLERS: set[type] = set()


def trust(*, types: tuple[type, ...] = (), callers: tuple[type, ...] = ()) -> None:
    """Declare what templates may touch: public attributes of `types` are safe to read, public
    methods of `callers` safe to call (a game's seats and cards, the narrator's helpers)."""
    _TRUSTED_TYPES.update(types)
    _TRUSTED_CALLERS.update(callers)


_ENVS: dict[tuple[str, str, str], tuple[Sandbox, set[str], set[str], list[Path]]] = {}
_LAYER_NAMES: dict[tuple[str, str, str], tuple[frozenset[str], frozenset[str]]] = {}


def layer_names(user_dir: Path | None, lang: str, game: str
                ) -> tuple[frozenset[str], frozenset[str]]:
    """(built-in, player's) template names of each layer, prefixed: "game:banter/tank.j2",
    "cast:banter/tank.j2" — what a narrator may ask for by layer (see LAYERS)."""
    key = (str(user_dir or ""), lang, game)
    hit = _LAYER_NAMES.get(key)
    if hit is None:
        where = folders_for(user_dir, game, lang)
        builtin: set[str] = set()
        user: set[str] = set()
        for layer, folder in zip(LAYERS, where.builtin, strict=True):
            builtin |= {f"{layer}:{n}" for n in template_names(folder, TEMPLATES)}
        for layer, folder in zip(LAYERS, where.user, strict=False):
            assert user_dir is not None        # there are user folders only under a user_dir
            user |= {f"{layer}:{n}" for n in scan_folder(folder, user_dir)[0]}
        hit = _LAYER_NAMES[key] = (frozenset(builtin), frozenset(user))
    return hit


def environment(user_dir: Path | None, lang: str, game: str):
    """(environment, built-in names, user names, user links leading outside the folder), made
    once per folder, language and game."""
    key = (str(user_dir or ""), lang, game)
    hit = _ENVS.get(key)
    if hit is None:
        where = folders_for(user_dir, game, lang)
        builtin: set[str] = set()
        for folder in where.builtin:
            builtin |= template_names(folder, TEMPLATES)
        user: set[str] = set()
        outside: list[Path] = []
        for folder in where.user:
            assert user_dir is not None        # there are user folders only under a user_dir
            names, out = scan_folder(folder, user_dir)
            user |= names
            outside += out
        hit = _ENVS[key] = (make_environment(user_dir, lang, game), builtin, user, outside)
    return hit
