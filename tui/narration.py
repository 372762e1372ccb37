"""Engine events in, lines of fight-log text out, through Jinja templates players may override.

    narrator = Narrator(["You", "Bruno", "Vicky"], lang="en", seed=7, human=0)
    for line in narrator.narrate(events):      # once per `apply` result, in order
        print(line.text)

Templates live in narration_templates/<lang>/, one per event kind (`attack_landed.j2`), plus
optional specific ones in a folder of the same name (`attack_landed/hail_mary.j2`,
`attack_landed/knockout.j2`) that are tried first. Every non-empty line a template renders is one
variant; `[3] ` in front of a line weighs it three times. The narrator owns its RNG, so the text
never changes the game and the same match narrates the same way again. No Textual here.
"""

from __future__ import annotations

import random
import re
import traceback
from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, fields
from pathlib import Path

from jinja2 import (
    BaseLoader,
    ChoiceLoader,
    PrefixLoader,
    StrictUndefined,
    Template,
    TemplateError,
)

from engine.core.cast import PERSONA_BY_KEY, Persona
from engine.lunch_money import events as E
from engine.lunch_money.cards import DECK_SIZE, KIND_OF, CardKind
from engine.lunch_money.events import EVENT_TYPES, Event, event_name
from engine.lunch_money.state import STARTING_COUNTERS
from tui.template_loader import FolderLoader, scan_folder, template_names
from tui.template_sandbox import GuardedSandbox, OverBudget, Sandbox, prints_short, render

TEMPLATES = Path(__file__).resolve().parent.parent / "narration_templates"
LANGS = ("en", "nl", "de")
RECENT = 30          # no identical line within this many lines
HEADERS = 15         # no round header's line again within this many rounds
_NOTHING: frozenset[str] = frozenset()
MAX_LINE = 280       # characters per line, whatever a template does
LOW = 3              # "low health": this many counters or fewer
BANTER = "banter"
EVENT_NAMES: dict[type, str] = {t: event_name(t) for t in EVENT_TYPES}


def default_user_dir() -> Path:
    """Where a player's own templates live: <user config dir>/templates/<lang>/*.j2."""
    from platformdirs import user_config_dir
    return Path(user_config_dir("lunchmoney")) / "templates"


def user_templates(folder: str | Path | None) -> Path | None:
    """The player's template folder: the one named (--templates), else the default folder
    when it exists."""
    if folder:
        return Path(folder)
    default = default_user_dir()
    return default if default.is_dir() else None


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the fight log. For banter, text is the words spoken by `speaker`."""

    text: str
    speaker: int | None
    event: str
    family: str | None
    seats: tuple[int, ...]


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


def make_environment(user_dir: Path | None, lang: str) -> Sandbox:
    """User templates win over the built-ins; an override may extend "default:<name>". A user
    template can read nothing outside `user_dir` (see tui.template_loader)."""
    builtin = TEMPLATES / lang
    user = user_dir / lang if user_dir else None
    loaders: list[BaseLoader] = []
    if user and user.is_dir():
        loaders.append(FolderLoader(user, user_dir, _marking("user")))
    loaders += [FolderLoader(builtin, TEMPLATES, _marking("builtin")),
                PrefixLoader({"default": FolderLoader(builtin, TEMPLATES, _marking("builtin"))},
                             delimiter=":")]
    sandbox = GuardedSandbox if len(loaders) > 2 else Sandbox     # a player's templates: guarded
    env = sandbox(loader=ChoiceLoader(loaders), undefined=StrictUndefined,
                  trim_blocks=True, lstrip_blocks=True, autoescape=False,
                  auto_reload=False, cache_size=-1)
    env.own_types, env.own_callers = _OWN_TYPES, _OWN_CALLERS
    env.filters["and_list"] = lambda items: _and_list(items, lang)
    env.filters["cap"] = lambda text: (lambda t: t[:1].upper() + t[1:])(str(text))
    env.guard_filters()
    return env


_AND = {"en": "and", "nl": "en", "de": "und"}


def _and_list(items, lang: str) -> str:
    joined = getattr(items, "joined", None)
    if joined is not None:
        return joined
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {_AND.get(lang, 'and')} {items[-1]}"


# --- what templates see: seats and cards as small objects ------------------------------------

_YOU = {"en": ("you", "you", "you", "your", "yourself"),
        "nl": ("jij", "jou", "jou", "jouw", "je"),
        "de": ("du", "dich", "dir", "dein", "dich")}
_SELF = {"en": "themselves", "nl": "zich", "de": "sich"}
_DE_ENDINGS = {"m": {"acc": "en", "dat": "em"}, "f": {"nom": "e", "acc": "e", "dat": "er"},
               "n": {"dat": "em"}}


def _possessive(name: str, lang: str) -> str:
    if lang == "en":
        return name + "'s"
    if name[-1:].lower() in "sxzß":
        return name + "'"
    if lang == "nl" and name[-1:].lower() in "aeiouy":
        return name + "'s"
    return name + "s"


class Who:
    """A seat as templates see it: `{{ target }}` is the name, or "you" for the human."""

    __slots__ = ("seat", "name", "you", "persona", "nom", "obj", "dat", "pos", "refl", "own",
                 "_mem", "_lang")

    def __init__(self, seat: int, name: str, you: bool, persona: str | None, lang: str,
                 mem: Memory) -> None:
        self.seat, self.name, self.you, self.persona, self._mem = seat, name, you, persona, mem
        self._lang = lang
        forms = _YOU.get(lang, _YOU["en"])
        if you:
            self.nom, self.obj, self.dat, self.pos, self.refl = forms
        else:
            self.nom = self.obj = self.dat = name
            self.pos, self.refl = _possessive(name, lang), _SELF.get(lang, "themselves")
        # "their"/"your" once the seat is named in the sentence (English; else the possessive)
        self.own = ("your" if you else "their") if lang == "en" else self.pos

    def __str__(self) -> str:
        return self.nom

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Who) and other.seat == self.seat

    def __hash__(self) -> int:
        return self.seat

    def v(self, third: str, you_form: str) -> str:
        """The verb as it agrees: `{{ a.v("dodges", "dodge") }}`."""
        return you_form if self.you else third

    def p(self, ending: str) -> str:
        """Possessive with an ending for "you" only: `{{ t.p("e") }} Nase` -> deine / Brunos."""
        return self.pos + ending if self.you else self.pos

    def whose(self, card: Card, case: str = "nom") -> str:
        """Their card, in the right case: `{{ attacker.whose(card) }}` -> "Bruno's Hook",
        "your Hook"; in German "Brunos Big Combo", "deine Big Combo", `whose(card, "acc")`
        "deinen Hook", `whose(card, "dat")` "deinem Hook"."""
        if not (self.you and self._lang == "de"):
            return f"{self.pos} {card.name}"
        ending = _DE_ENDINGS[_gender(card.key, "de")].get(case, "")
        return f"dein{ending} {card.name}"

    @property
    def left(self) -> int:
        return self._mem.counters[self.seat]

    @property
    def low(self) -> bool:
        return 0 < self._mem.counters[self.seat] <= LOW

    @property
    def out(self) -> bool:
        return self._mem.counters[self.seat] <= 0

    @property
    def lowest(self) -> int:
        """The fewest counters this seat has had so far."""
        return self._mem.lowest[self.seat]

    @property
    def streak(self) -> int:
        return self._mem.streak[self.seat]

    @property
    def dealt(self) -> int:
        return sum(self._mem.damage[self.seat])

    @property
    def taken(self) -> int:
        return sum(row[self.seat] for row in self._mem.damage)

    @property
    def grudge(self) -> Who | None:
        """Who hit this seat last."""
        s = self._mem.last_hit_by[self.seat]
        return None if s is None else self._mem.who[s]

    @property
    def nemesis(self) -> Who | None:
        """Who has hurt this seat most so far."""
        col = [row[self.seat] for row in self._mem.damage]
        best = max(col) if col else 0
        return self._mem.who[col.index(best)] if best > 0 else None

    def hurt(self, other: Who) -> int:
        """Damage this seat has dealt to `other` this match: `{{ attacker.hurt(target) }}`."""
        return self._mem.damage[self.seat][other.seat]

    @property
    def holding(self) -> Who | None:
        """Whom this seat holds in a Choke or Headlock."""
        hold = self._mem.holding[self.seat]
        return None if hold is None else self._mem.who[hold[0]]

    @property
    def hold(self) -> str | None:
        """The hold this seat has on someone: "choke", "headlock", or none."""
        hold = self._mem.holding[self.seat]
        return None if hold is None else hold[1]

    @property
    def held_by(self) -> Who | None:
        """Who holds this seat in a Choke or Headlock."""
        for holder, hold in enumerate(self._mem.holding):
            if hold is not None and hold[0] == self.seat:
                return self._mem.who[holder]
        return None

    @property
    def victim(self) -> Who | None:
        """Whom this seat has hurt most so far."""
        row = self._mem.damage[self.seat]
        best = max(row) if row else 0
        return self._mem.who[row.index(best)] if best > 0 else None


# Grammatical gender of the card names where the article depends on it (German, Dutch).
_DE_FEMININE = frozenset({"pimp_slap", "chain", "freedom", "first_aid", "humiliation",
                          "big_combo"})
_DE_NEUTER = frozenset({"knife", "pipe", "dodge", "disarm", "powerplay"})
_NL_NEUTER = frozenset({"knife"})
#               the, the (accusative), the (dative), a, a (accusative)
_ARTICLES = {
    "en": {"m": ("the", "the", "the", "a", "a")},
    "nl": {"m": ("de", "de", "de", "een", "een"), "n": ("het", "het", "het", "een", "een")},
    "de": {"m": ("der", "den", "dem", "ein", "einen"), "f": ("die", "die", "der", "eine", "eine"),
           "n": ("das", "das", "dem", "ein", "ein")},
}


def _gender(key: str, lang: str) -> str:
    if lang == "de":
        return "f" if key in _DE_FEMININE else "n" if key in _DE_NEUTER else "m"
    if lang == "nl":
        return "n" if key in _NL_NEUTER else "m"
    return "m"


class Card:
    """A card as templates see it: `{{ card }}` is its printed name; `{{ card.the }}`,
    `{{ card.a }}` (and in German `the_acc`, `the_dat`, `a_acc`) add the right article."""

    __slots__ = ("id", "key", "name", "family", "damage", "a", "a_acc", "the", "the_acc",
                 "the_dat")

    def __init__(self, card_id: int, kind: CardKind, lang: str) -> None:
        self.id, self.key, self.name = card_id, kind.key, kind.name
        self.family, self.damage = kind.family.value, kind.damage
        the, the_acc, the_dat, a, a_acc = _ARTICLES.get(lang, _ARTICLES["en"])[
            _gender(kind.key, lang)]
        if lang == "en" and kind.name[0] in "AEIOU":
            a = a_acc = "an"
        n = kind.name
        self.the, self.the_acc, self.the_dat = f"{the} {n}", f"{the_acc} {n}", f"{the_dat} {n}"
        self.a, self.a_acc = f"{a} {n}", f"{a_acc} {n}"

    def __str__(self) -> str:
        return self.name

    @property
    def is_weapon(self) -> bool:
        return self.family == "weapon"


class CardList(tuple):
    """The cards of an event (read-only, like everything templates see), with `and_list`
    worked out once."""

    joined: str


# --- the narrator's memory ---------------------------------------------------------------------

class Memory:
    """What the narrator remembers of the match, for templates and for snapshots."""

    def __init__(self, players: int) -> None:
        n = players
        self.counters = [STARTING_COUNTERS] * n
        self.lowest = [STARTING_COUNTERS] * n
        self.damage = [[0] * n for _ in range(n)]     # damage[a][b]: a hurt b this much
        self.last_hit_by: list[int | None] = [None] * n
        self.streak = [0] * n
        self.humiliations = [0] * n
        self.knockouts = [0] * n
        self.last_played: list[str | None] = [None] * n
        self.blood = False
        self.round = 0
        self.last_insult = ""
        self.last_insult_by: int | None = None
        self.headers: list[str] = []      # the template lines of the round headers told
        self.holding: list[list | None] = [None] * n      # holder: [victim, "choke"/"headlock"]
        self.who: list[Who] = []

    STATE = ("counters", "lowest", "damage", "last_hit_by", "streak", "humiliations", "knockouts",
             "last_played", "blood", "round", "last_insult", "last_insult_by", "headers",
             "holding")

    def to_dict(self) -> dict:
        return {k: getattr(self, k) for k in self.STATE}

    def load(self, data: dict) -> None:
        for k in self.STATE:
            if k in data:
                setattr(self, k, data[k])


# --- the narrator ------------------------------------------------------------------------------

class Said:
    """The last RECENT lines of one kind (event lines, or table talk), and the template lines
    they came from: each kind keeps its own, so table talk never pushes a told event line out
    of mind."""

    def __init__(self, texts: Iterable[str] = (), origins: Iterable[str] = ()) -> None:
        self.texts: deque[str] = deque(texts, maxlen=RECENT)
        self.origins: deque[str] = deque(origins, maxlen=RECENT)

    def age(self, text: str) -> int:
        """Minus how many lines ago `text` was said (-RECENT if not lately): bigger is older."""
        for age, said in enumerate(reversed(self.texts)):
            if said == text:
                return -age
        return -RECENT


_WEIGHT = re.compile(r"^\[(\d{1,3})\]\s*")
_SEAT_FIELDS = frozenset({"seat", "attacker", "target", "victim", "holder", "by", "winner",
                          "from_seat", "to_seat", "first", "dealer"})
_CARD_FIELDS = frozenset({"card", "ruined_card"})
_FIELDS: dict[type, tuple[str, ...]] = {t: tuple(f.name for f in fields(t)) for t in EVENT_TYPES}
_ENVS: dict[tuple[str, str], tuple[Sandbox, set[str], set[str], list[Path]]] = {}


def _fields_of(ev: Event) -> tuple[str, ...]:
    """An event's field names (also for event kinds newer than this module)."""
    names = _FIELDS.get(type(ev))
    if names is None:
        names = _FIELDS[type(ev)] = tuple(f.name for f in fields(ev))
    return names


# The specific templates `_step` may try, per event kind (folder/<name>.j2); `templates check`
# flags any other name, since it would never be picked.
_CARD_KEYS = frozenset(k.key for k in KIND_OF)
SPECIFIC: dict[str, frozenset[str]] = {
    "attack_landed": _CARD_KEYS | {"knockout", "first_blood", "comeback", "revenge", "free"},
    "card_played": _CARD_KEYS | {"humiliation_chain", "attack", "free_attack", "grab",
                                 "follow_up", "humiliation"},
    "attack_dodged": _CARD_KEYS, "attack_blocked": _CARD_KEYS, "weapon_disarmed": _CARD_KEYS,
    "grab_escaped": _CARD_KEYS,
    "counters_restored": frozenset({"from_the_brink", "double"}),
    "player_knocked_out": frozenset({"revenge", "by_you", "you"}),
    "humiliated": _CARD_KEYS | {"again"},
    "hold_applied": frozenset({"choke", "headlock"}),
    "hold_broken": frozenset({"choke", "headlock"}),
    "hold_released": frozenset({"choke", "headlock"}),
    "status_applied": frozenset({"stomped", "helpless"}),
    "status_ended": frozenset({"stomped", "helpless"}),
    "game_over": frozenset({"comeback", "you"}),
    "banter": frozenset(PERSONA_BY_KEY),
}

# Moods a persona may speak in, by what just happened to them.
MOODS = ("gloat", "hurt", "smug", "win")


class Voice:
    """How a narrator speaks: the first of a list of templates with a fresh line gives it;
    players' templates win over the built-ins, render within their budget, and each one that
    fails is reported once (the built-in line stands in for it)."""

    rng: random.Random                  # the narrator's own dice (set by Narrator)

    def __init__(self, user_dir: Path | None, lang: str) -> None:
        self.user_dir, self.lang = user_dir, lang
        self.warnings: list[str] = []       # one per failing template, in the order they failed
        self._taken = 0                      # how many of them take_warnings() handed out
        self._warned: set[str] = set()
        self._benched: set[str] = set()      # players' templates over budget: not tried again
        self.env, self.builtin, self.user, outside = _environment(user_dir, lang)
        self.available = self.builtin | self.user
        self._templates: dict[str, Template] = {}
        self.warnings += [f"{path}: leads outside your template folder; ignored"
                          for path in outside]

    def take_warnings(self) -> list[str]:
        """The warnings not taken yet: the table shows each once, after each narration."""
        new = self.warnings[self._taken:]
        self._taken = len(self.warnings)
        return new

    def _select(self, names: list[str], make_context, said: Said,
                avoid: frozenset[str] = _NOTHING) -> str | None:
        """A line from the first template with a fresh one: no template line is used twice
        within `said`'s last 30 lines (nor is one in `avoid`), even with other names and
        numbers in it. Failing that, a line not said word for word; failing that, for event
        lines (never table talk), the one said longest ago."""
        ctx = None
        spent: list[str] = []
        for name in names:
            name = name if name.endswith(".j2") else name + ".j2"
            if name not in self.available:
                continue
            if ctx is None:
                ctx = make_context()
            found, variant = self._quick(name, ctx, said, avoid)
            if variant is not None:
                return self._remember(variant, said)
            if found:
                spent.append(name)         # renders, but every line is recent
                continue
            variants = self._variants(name, ctx)
            fresh = [v for v in variants if v[2] not in said.origins and v[2] not in avoid]
            if fresh:
                return self._remember(self._choose(fresh), said)
            spent.append(name)
        stale: list[Variant] = []
        seen: list[Variant] = []
        for name in spent:
            variants = self._variants(name, ctx)
            stale += [v for v in variants if v[0] not in said.texts]
            seen += variants
        if stale:
            unused = [v for v in stale if v[2] not in avoid]
            return self._remember(self._choose(unused or stale), said)
        if seen and said is self.told:
            # Every variant is recent: the one said longest ago is the least tedious.
            return self._remember(min(seen, key=lambda v: said.age(v[0])), said)
        return None

    def _quick(self, name: str, ctx: dict, said: Said, avoid: frozenset[str] = _NOTHING
               ) -> tuple[bool, Variant | None]:
        """The fast way for plain templates: render the template's skeleton (its conditions
        and literal text, no expressions) to see which lines are on, choose among the fresh
        ones, and render only the line chosen. (False, None) when the template is not plain
        or anything fails: the caller renders it the ordinary way, which reports the error."""
        if name in self._benched:
            return False, None
        plan = _plan(self.env, name)
        if plan is None:
            return False, None
        skeleton, sources, compiled = plan
        budgeted = name in self.user
        spent = {*said.origins, *avoid} if avoid else said.origins
        try:
            lines = []
            for raw in render(skeleton, ctx, budgeted=budgeted).split("\n"):
                text, mark, origin = raw.partition(MARK)
                if not mark or origin in spent:
                    continue
                text = text.strip()
                if text:
                    m = _WEIGHT.match(text) if text[0] == "[" else None
                    lines.append((origin, int(m.group(1)) if m else 1, origin))
            while lines:
                origin = self._choose(lines)[0]
                template = compiled.get(origin)
                if template is None:
                    template = compiled[origin] = self.env.from_string(sources[origin])
                line = split_variants(render(template, ctx, budgeted=budgeted))
                if line and line[0][0] not in said.texts:
                    return True, (line[0][0], line[0][1], origin)
                lines = [v for v in lines if v[0] != origin]
        except OverBudget as err:
            self._fail(name, err)          # rendering it again would only take as long
            return False, None
        except Exception:  # noqa: BLE001 - the ordinary way reports and falls back
            return False, None
        return True, None

    @staticmethod
    def _remember(variant: Variant, said: Said) -> str:
        said.texts.append(variant[0])
        said.origins.append(variant[2])
        return finish(variant[0])

    def _choose(self, variants: list[Variant]) -> Variant:
        if len(variants) == 1:
            return variants[0]
        total = sum(v[1] for v in variants)
        r = self.rng.random() * total
        for v in variants:
            r -= v[1]
            if r < 0:
                return v
        return variants[-1]

    def _variants(self, tname: str, ctx: dict) -> list[Variant]:
        """Every line the template renders, with its weight. A failing player's template falls
        back to the built-in one and warns once; one over budget is not tried again this
        match. Narration never stops a match."""
        if tname in self.user:
            if tname not in self._benched:
                try:
                    return split_variants(self._render(tname, ctx))
                except Exception as err:  # noqa: BLE001 - a player's template may fail any way
                    self._fail(tname, err)
            if tname not in self.builtin:
                return []
            tname = "default:" + tname
        try:
            return split_variants(self._render(tname, ctx))
        except Exception as err:  # noqa: BLE001
            self._warn(tname, err, False)
            return []

    def _fail(self, tname: str, err: Exception) -> None:
        """A player's template failed: warn once; over budget, it is not tried again."""
        self._warn(tname, err, True)
        if isinstance(err, OverBudget):
            self._benched.add(tname)

    def _warn(self, tname: str, err: Exception, user: bool) -> None:
        if tname in self._warned:
            return
        self._warned.add(tname)
        name = tname.removeprefix("default:")
        path = (self.user_dir if user and self.user_dir else TEMPLATES) / self.lang / name
        where = describe_error(err, path)
        self.warnings.append(f"{where}; using the built-in line instead" if user else where)

    def _render(self, name: str, ctx: dict) -> str:
        """Render a template by name; players' templates within the budget."""
        return render(self._template(name), ctx, budgeted=name in self.user)

    def _template(self, name: str) -> Template:
        t = self._templates.get(name)
        if t is None:
            t = self._templates[name] = self.env.get_template(name)
        return t


class Narrator(Voice):
    """Turns engine events into fight-log lines; one per match, fed every `apply` result."""

    def __init__(self, names: Sequence[str], *, lang: str = "en", seed: int = 0,
                 personas: Sequence[Persona | None] = (), human: int | None = None,
                 user_dir: Path | None = None) -> None:
        if lang not in LANGS:
            raise ValueError(f"Unknown language {lang!r}; choose from {', '.join(LANGS)}.")
        super().__init__(Path(user_dir) if user_dir else None, lang)
        self.names = tuple(names)
        self.seed, self.human = seed, human
        self.personas = tuple(personas) + (None,) * (len(self.names) - len(personas))
        self.rng = random.Random(f"narrator:{seed}")
        self.mem = Memory(len(self.names))
        self.who = [Who(s, name, s == human, p.key if p else None, lang, self.mem)
                    for s, (name, p) in enumerate(zip(self.names, self.personas, strict=False))]
        self.mem.who = self.who
        self.cards = [Card(c, KIND_OF[c], lang) for c in range(DECK_SIZE)]
        self.told = Said()                   # the last event lines
        self.talk = Said()                   # the last things personas said
        self._pending_loss: dict[int, int] = {}
        self._last_speaker: int | None = None
        self._since_banter = 99
        self._base = {"names": self.names, "table": tuple(self.who), "lang": lang,
                      "human": self.who[human] if human is not None else None,
                      "pick": self._pick, "plural": self._plural}
        self._base.update((k, v) for k, v in self.env.globals.items() if k not in self._base)

    # --- public ------------------------------------------------------------------------------

    def narrate(self, events: Iterable[Event]) -> list[Line]:
        """The lines for one `apply` result (quiet events give none)."""
        batch = events if isinstance(events, (tuple, list)) else tuple(events)
        out: list[Line] = []
        for i, ev in enumerate(batch):
            if self.human is not None:
                ev = E.visible_to(ev, self.human)
            step = self._step(ev, batch, i)
            if step is None:
                continue
            names, extra, seats, banter = step
            line = self._line(names, ev, extra, seats)
            if line is not None:
                out.append(line)
            if banter:
                said = self._banter(banter)
                if said is not None:
                    out.append(said)
        return out

    def snapshot(self) -> dict:
        """JSON-able memory + RNG state, for save files."""
        version, state, gauss = self.rng.getstate()
        return {"format": "lunchmoney-narrator", "version": 1, "lang": self.lang,
                "seed": self.seed, "rng": [version, list(state), gauss],
                "memory": self.mem.to_dict(), "recent": list(self.told.texts),
                "origins": list(self.told.origins), "talk": list(self.talk.texts),
                "talk_origins": list(self.talk.origins),
                "pending_loss": {str(k): v for k, v in self._pending_loss.items()},
                "last_speaker": self._last_speaker, "since_banter": self._since_banter}

    @classmethod
    def restore(cls, data: dict, names: Sequence[str], *, personas: Sequence[Persona | None] = (),
                human: int | None = None, user_dir: Path | None = None) -> Narrator:
        """A narrator that carries on where `snapshot()` left off."""
        n = cls(names, lang=data.get("lang", "en"), seed=data.get("seed", 0), personas=personas,
                human=human, user_dir=user_dir)
        version, state, gauss = data["rng"]
        n.rng.setstate((version, tuple(state), gauss))
        n.mem.load(data.get("memory", {}))
        n.told = Said(data.get("recent", ()), data.get("origins", ()))
        n.talk = Said(data.get("talk", ()), data.get("talk_origins", ()))
        n._pending_loss = {int(k): v for k, v in data.get("pending_loss", {}).items()}
        n._last_speaker = data.get("last_speaker")
        n._since_banter = data.get("since_banter", 99)
        return n

    # --- template helpers ---------------------------------------------------------------------

    def _pick(self, *options):
        """`{{ pick("smacks", "wallops") }}`: one of the options, from the narrator's RNG."""
        if len(options) == 1 and isinstance(options[0], (list, tuple)):
            options = tuple(options[0])
        return options[self.rng.randrange(len(options))] if options else ""

    def _plural(self, n: int, one: str, many: str) -> str:
        """`{{ plural(2, "counter", "counters") }}` -> "2 counters"."""
        return f"{n} {one if n == 1 else many}"

    # --- one event: what to say, and what to remember -------------------------------------

    def _step(self, ev: Event, batch: Sequence[Event], i: int):
        """(template names to try, extra context, seats, banter request) or None for quiet."""
        mem, kind = self.mem, EVENT_NAMES.get(type(ev)) or event_name(ev)
        specific: list[str] = []
        extra: dict = {}
        banter = None
        match ev:
            case E.TurnEnded() | E.CardsDrawn() if not (isinstance(ev, E.CardsDrawn)
                                                         and ev.seat == self.human and ev.cards):
                return None
            case E.TurnStarted(seat=seat, round=rnd):
                if rnd <= mem.round:
                    return None      # one line per round is plenty
                mem.round = rnd
                return [kind], {}, (seat,), None
            case E.CardPlayed(seat=seat, card=card, target=target, role=role):
                key = KIND_OF[card].key
                was = mem.last_played[target] if target is not None else None
                mem.last_played[seat] = key
                # Rules: defence, First Aid and broken holds are told by the event that follows.
                if role in ("defence", "first_aid", "break_hold") or (
                        role == "follow_up" and key in ("choke", "headlock")):
                    return None
                if role == "humiliation" and was == "humiliation":
                    specific.append("humiliation_chain")
                specific += [key, role]
                return [f"{kind}/{s}.j2" for s in specific] + [kind], {"role": role}, \
                    tuple(s for s in (seat, target) if s is not None), None
            case E.AttackLanded(attacker=a, target=t, damage=dmg):
                left, ko = self._lookahead(batch, i, t, dmg)
                extra = {"first_blood": not mem.blood, "revenge": mem.last_hit_by[a] == t,
                         "comeback": 0 < mem.counters[a] <= LOW, "knockout": ko, "left": left}
                for flag in ("knockout", "first_blood", "comeback", "revenge"):
                    if extra[flag]:
                        specific.append(flag)
                specific.append(KIND_OF[ev.card].key)
                if ev.free:
                    specific.append("free")
                mem.blood = True
                mem.damage[a][t] += dmg
                mem.last_hit_by[t] = a
                mem.streak[a] += 1
                mem.streak[t] = 0
                self._set_counters(t, left)
                self._pending_loss[t] = self._pending_loss.get(t, 0) + 1
                extra["streak"] = mem.streak[a]
                banter = (a, "gloat", t, kind) if self.rng.random() < 0.5 else (t, "hurt", a, kind)
                return [f"{kind}/{s}.j2" for s in specific] + [kind], extra, (a, t), banter
            case E.ChokeTightened(holder=h, victim=v):
                left, _ = self._lookahead(batch, i, v, 1)
                self._set_counters(v, left)
                self._pending_loss[v] = self._pending_loss.get(v, 0) + 1
                mem.damage[h][v] += 1
                return [kind], {"left": left}, (h, v), None
            case E.CountersLost(seat=seat, remaining=rem):
                self._set_counters(seat, rem)
                if self._pending_loss.get(seat):
                    self._pending_loss[seat] -= 1
                    return None      # the hit that caused it already said so
                return [kind], {}, (seat,), None
            case E.CountersRestored(seat=seat, amount=amount, remaining=rem):
                was_low = 0 < mem.counters[seat] <= LOW
                self._set_counters(seat, rem)
                extra = {"was_low": was_low}
                if was_low:
                    specific.append("from_the_brink")
                if amount > 2:
                    specific.append("double")
                return [f"{kind}/{s}.j2" for s in specific] + [kind], extra, (seat,), None
            case E.AttackDodged(seat=d, attacker=a) | E.AttackBlocked(seat=d, attacker=a) \
                    | E.WeaponDisarmed(seat=d, attacker=a) | E.GrabEscaped(seat=d, attacker=a):
                mem.streak[a] = 0
                specific.append(KIND_OF[ev.card].key)
                return [f"{kind}/{s}.j2" for s in specific] + [kind], {}, (d, a), \
                    (d, "smug", a, kind)
            case E.PlayerKnockedOut(seat=seat, by=by):
                mem.counters[seat] = 0
                if by is not None:
                    mem.knockouts[by] += 1
                    if mem.last_hit_by[by] == seat:
                        specific.append("revenge")
                    if by == self.human:
                        specific.append("by_you")
                if seat == self.human:
                    specific.append("you")
                banter = (by, "gloat", seat, kind) if by is not None else None
                return [f"{kind}/{s}.j2" for s in specific] + [kind], {}, \
                    tuple(s for s in (seat, by) if s is not None), banter
            case E.Humiliated(seat=s, victim=v):
                mem.humiliations[s] += 1
                mem.streak[v] = 0
                if mem.humiliations[s] > 1:
                    specific.append("again")
                specific.append(KIND_OF[ev.ruined_card].key)
                banter = (s, "gloat", v, kind) if self.rng.random() < 0.6 else (v, "hurt", s, kind)
                return [f"{kind}/{x}.j2" for x in specific] + [kind], \
                    {"times": mem.humiliations[s]}, (s, v), banter
            case E.GameOver(winner=w):
                extra = {"comeback": mem.lowest[w] <= LOW}
                if extra["comeback"]:
                    specific.append("comeback")
                if w == self.human:
                    specific.append("you")
                return [f"{kind}/{s}.j2" for s in specific] + [kind], extra, (w,), \
                    (w, "win", None, kind)
            case E.HoldApplied() | E.HoldBroken() | E.HoldReleased():
                mem.holding[ev.holder] = [ev.victim, ev.hold] \
                    if isinstance(ev, E.HoldApplied) else None
                specific.append(ev.hold)
                return [f"{kind}/{s}.j2" for s in specific] + [kind], {}, (ev.holder, ev.victim), \
                    None
            case E.StatusApplied() | E.StatusEnded():
                specific.append(ev.status)
                seats = (ev.seat, ev.by) if isinstance(ev, E.StatusApplied) else (ev.seat,)
                return [f"{kind}/{s}.j2" for s in specific] + [kind], {}, seats, None
        seats = tuple(getattr(ev, f) for f in _fields_of(ev)
                      if f in _SEAT_FIELDS and isinstance(getattr(ev, f), int))
        return [kind], extra, seats, None

    def _lookahead(self, batch: Sequence[Event], i: int, seat: int, dmg: int) -> tuple[int, bool]:
        """Counters left after a hit, and whether it knocks the seat out (later in the batch)."""
        left, ko = None, False
        for later in batch[i + 1:]:
            if left is None and isinstance(later, E.CountersLost) and later.seat == seat:
                left = later.remaining
            elif isinstance(later, E.PlayerKnockedOut) and later.seat == seat:
                ko = True
                break
            elif isinstance(later, (E.AttackLanded, E.ChokeTightened)):
                break
        if left is None:
            left = max(0, self.mem.counters[seat] - dmg)
        return left, ko

    def _set_counters(self, seat: int, value: int) -> None:
        self.mem.counters[seat] = value
        if value < self.mem.lowest[seat]:
            self.mem.lowest[seat] = value

    # --- rendering ----------------------------------------------------------------------------

    def context(self, ev: Event, extra: dict) -> dict:
        """What a template sees for one event."""
        ctx = dict(self._base)
        mem = self.mem
        for f in _fields_of(ev):
            value = getattr(ev, f)
            if f in _SEAT_FIELDS:
                value = self.who[value] if value is not None else None
            elif f in _CARD_FIELDS:
                value = self.cards[value]
            elif f == "cards" and isinstance(value, tuple):
                value = CardList(self.cards[c] for c in value)
                value.joined = _and_list(value, self.lang)
            ctx[f] = value
        ctx["round"] = mem.round
        standing = tuple(w for w in self.who if mem.counters[w.seat] > 0)
        ctx["standing"] = standing
        counters = mem.counters
        ctx["leader"] = max(standing, key=lambda w: counters[w.seat]) if standing else None
        ctx["underdog"] = min(standing, key=lambda w: counters[w.seat]) if standing else None
        ctx["last_insult"] = mem.last_insult
        ctx["last_insult_by"] = self.who[mem.last_insult_by] \
            if mem.last_insult_by is not None else None
        for k in ("first_blood", "revenge", "comeback", "knockout", "was_low"):
            ctx[k] = False
        ctx["role"] = getattr(ev, "role", None)
        ctx["left"] = None
        ctx["streak"] = 0
        ctx["times"] = 0
        ctx.update(extra)
        return ctx

    def _line(self, names: list[str], ev: Event, extra: dict, seats: tuple[int, ...]
              ) -> Line | None:
        header = isinstance(ev, E.TurnStarted)
        # A round header's line is not told again for HEADERS rounds, however long they take.
        avoid = frozenset(self.mem.headers[-HEADERS:]) if header else _NOTHING
        text = self._select(names, lambda: self.context(ev, extra), self.told, avoid=avoid)
        if text is None:
            return None
        if header:
            self.mem.headers.append(self.told.origins[-1])
        card = getattr(ev, "card", None)
        if card is None:
            card = getattr(ev, "ruined_card", None)
        family = KIND_OF[card].family.value if card is not None else None
        return Line(text, None, EVENT_NAMES.get(type(ev)) or event_name(ev), family, seats)

    # --- persona table talk -------------------------------------------------------------------

    def _banter(self, request) -> Line | None:
        """Now and then a persona at the table says something, in character."""
        speaker, mood, other, trigger = request
        self._since_banter += 1
        if speaker is None or speaker == self.human:
            return None
        persona = self.personas[speaker] if speaker < len(self.personas) else None
        if persona is None:
            return None
        if mood != "win":
            if self._since_banter < 3 or speaker == self._last_speaker and self._since_banter < 6:
                return None
            chance = 0.25 + 0.35 * persona.showboat
            if self.rng.random() >= chance:
                return None
        names = [f"banter/{persona.key}.j2", "banter.j2"]
        extra = {"me": self.who[speaker], "mood": mood, "trigger": trigger,
                 "other": self.who[other] if other is not None else None, "persona": persona}
        text = self._select(names, lambda: self._banter_context(extra), self.talk)
        if text is None:
            return None
        self.mem.last_insult, self.mem.last_insult_by = text, speaker
        self._last_speaker, self._since_banter = speaker, 0
        seats = (speaker,) if other is None else (speaker, other)
        return Line(text, speaker, BANTER, None, seats)

    def _banter_context(self, extra: dict) -> dict:
        ctx = dict(self._base)
        ctx.update(round=self.mem.round, last_insult=self.mem.last_insult,
                   last_insult_by=self.who[self.mem.last_insult_by]
                   if self.mem.last_insult_by is not None else None)
        ctx.update(extra)
        return ctx


_EXPR = re.compile(r"\{\{.*?\}\}")
_TAG_NAME = re.compile(r"\{%\s*(\w+)")
_PLAIN_TAGS = frozenset({"if", "elif", "else", "endif", "block", "endblock"})
_PLANS: dict[tuple[int, str], tuple | None] = {}


def _plan(env: Sandbox, name: str):
    """(skeleton template, line sources by origin, compiled lines) for a plain template: only
    if/else and block tags, each on one line, no whitespace control; else None."""
    key = (id(env), name)
    if key in _PLANS:
        return _PLANS[key]
    plan = None
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
                line = _EXPR.sub("\x1e", text) + MARK + origin
            skeleton.append(line)
        else:
            try:
                plan = (env.from_string("\n".join(skeleton)), sources, {})
            except TemplateError:
                plan = None
    _PLANS[key] = plan
    return plan


def _environment(user_dir: Path | None, lang: str):
    """(environment, built-in names, user names, user links leading outside the folder)."""
    key = (str(user_dir or ""), lang)
    hit = _ENVS.get(key)
    if hit is None:
        builtin = template_names(TEMPLATES / lang, TEMPLATES)
        user, outside = scan_folder(user_dir / lang, user_dir) if user_dir else (set(), [])
        hit = _ENVS[key] = (make_environment(user_dir, lang), builtin, user, outside)
    return hit


def clear_cache() -> None:
    """Forget compiled templates (after the user edits their folder)."""
    _ENVS.clear()
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


def persona_of(key: str | None) -> Persona | None:
    return PERSONA_BY_KEY.get(key) if key else None


# --- sample events, for `templates check` and the tests ---------------------------------------

def sample_events() -> dict[str, list[Event]]:
    """A few events of every kind, at a four-seat table where seat 0 is the human."""
    from engine.lunch_money.cards import cards_of

    def c(key: str) -> int:
        return cards_of(key)[0]

    samples: list[Event] = [
        E.GameStarted(4, 3, 0), E.GameStarted(3, 0, 1),
        E.TurnStarted(0, 1), E.TurnStarted(2, 6),
        E.TurnSkipped(1, "poked"), E.TurnSkipped(0, "poked"),
        E.TurnEnded(2), E.TurnEnded(0),
        E.CardPlayed(1, c("hook"), 2, "attack"), E.CardPlayed(0, c("knife"), 3, "attack"),
        E.CardPlayed(2, c("jab"), 0, "free_attack"), E.CardPlayed(3, c("grab"), 1, "grab"),
        E.CardPlayed(1, c("powerplay"), 0, "follow_up"),
        E.CardPlayed(2, c("humiliation"), 1, "humiliation"),
        E.CardPlayed(0, c("hail_mary"), 1, "attack"), E.CardPlayed(3, c("big_combo"), 2, "attack"),
        E.CardPlayed(2, c("first_aid"), None, "first_aid"),
        E.Passed(1), E.Passed(0),
        E.CardsDiscarded(3, (c("hook"), c("dodge"), c("pipe"))), E.CardsDiscarded(0, (c("jab"),)),
        E.CardsDrawn(0, 2, (c("kick"), c("block"))), E.CardsDrawn(2, 1),
        E.DeckReshuffled(61),
        E.DirectionChosen(1, True), E.DirectionChosen(0, False),
        E.AttackDodged(2, 1, c("roundhouse")), E.AttackDodged(0, 3, c("chain")),
        E.AttackBlocked(1, 0, c("pipe")), E.AttackBlocked(3, 2, c("hail_mary")),
        E.WeaponDisarmed(2, 3, c("hammer")), E.WeaponDisarmed(0, 1, c("knife")),
        E.GrabEscaped(1, 2, c("grab")), E.GrabEscaped(0, 3, c("choke")),
        E.AttackMovedOn(1, c("roundhouse"), 2, 3), E.AttackMovedOn(3, c("spinning_backfist"), 0, 1),
        E.AttackMissedEveryone(2, c("spinning_backfist")),
        E.AttackLanded(1, 2, c("hook"), 2), E.AttackLanded(0, 3, c("pipe"), 3),
        E.AttackLanded(3, 0, c("hail_mary"), 7), E.AttackLanded(2, 1, c("big_combo"), 3,
                                                                   reduced=True),
        E.AttackLanded(1, 0, c("jab"), 1, free=True), E.AttackLanded(2, 3, c("uppercut2"), 6),
        E.CountersLost(2, 1, 9), E.CountersLost(0, 3, 2),
        E.CountersRestored(1, 2, 6), E.CountersRestored(0, 4, 5),
        E.PlayerKnockedOut(2, 1), E.PlayerKnockedOut(0, 3), E.PlayerKnockedOut(3, 0),
        E.PlayerKnockedOut(1, None),
        E.Humiliated(2, 1, c("kick")), E.Humiliated(0, 3, c("hail_mary")),
        E.Humiliated(1, 0, c("block")),
        E.GrabLanded(3, 1), E.GrabLanded(0, 2),
        E.HoldApplied(1, 2, "choke"), E.HoldApplied(0, 3, "headlock"),
        E.HoldBroken(1, 2, "choke", c("headbutt")), E.HoldBroken(3, 0, "headlock", c("freedom")),
        E.HoldReleased(2, 1, "choke"), E.HoldReleased(0, 3, "headlock"),
        E.ChokeTightened(1, 2), E.ChokeTightened(3, 0),
        E.StatusApplied(2, "stomped", 1), E.StatusApplied(0, "helpless", 3),
        E.StatusEnded(2, "stomped"), E.StatusEnded(0, "helpless"),
        E.WeaponReturned(1, c("chain")), E.WeaponReturned(0, c("hammer")),
        E.GameOver(1), E.GameOver(0),
    ]
    out: dict[str, list[Event]] = {EVENT_NAMES[t]: [] for t in EVENT_TYPES}
    for ev in samples:
        out[EVENT_NAMES[type(ev)]].append(ev)
    return out


SAMPLE_NAMES = ("You", "Bruno", "Vicky", "Pixie")
SAMPLE_PERSONAS = ("", "bruno", "vicky", "pixie")


def sample_narrators(lang: str, user_dir: Path | None = None) -> list[Narrator]:
    """Narrators in two moods for rendering samples: a fresh match and a battered one."""
    personas = [persona_of(k) for k in SAMPLE_PERSONAS]
    fresh = Narrator(SAMPLE_NAMES, lang=lang, seed=1, personas=personas, human=0,
                     user_dir=user_dir)
    worn = Narrator(SAMPLE_NAMES, lang=lang, seed=2, personas=personas, human=0,
                    user_dir=user_dir)
    m = worn.mem
    m.counters, m.lowest = [2, 3, 9, 1], [2, 1, 6, 1]
    m.damage = [[0, 4, 2, 9], [9, 0, 3, 1], [3, 2, 0, 4], [4, 9, 1, 0]]
    m.last_hit_by, m.streak = [1, 3, 0, 2], [3, 4, 0, 1]
    m.humiliations, m.knockouts, m.blood, m.round = [1, 2, 0, 3], [0, 1, 0, 0], True, 7
    m.last_insult, m.last_insult_by = "Stay down.", 1
    m.holding = [None, [2, "choke"], None, [0, "headlock"]]
    return [fresh, worn]


def sample_contexts(narrator: Narrator, kind: str, specific: bool = False) -> list[dict]:
    """Contexts a template of this kind may see, with its situation flags off and on.
    Specific templates (attack_landed/revenge.j2) only see samples with every seat set."""
    if kind == BANTER:
        out = []
        for mood in MOODS:
            for speaker, other in ((1, 0), (2, 3), (3, None)):
                out.append(narrator._banter_context({
                    "me": narrator.who[speaker], "mood": mood,
                    "other": narrator.who[other] if other is not None else None,
                    "trigger": "humiliated" if speaker == 3 else "player_knocked_out",
                    "persona": narrator.personas[speaker]}))
        return out
    flags_on = {"first_blood": True, "revenge": True, "comeback": True, "knockout": True,
                "was_low": True, "left": 2, "streak": 3, "times": 2}
    out = []
    for ev in sample_events().get(kind, ()):
        if specific and any(getattr(ev, f) is None for f in _FIELDS[type(ev)]):
            continue
        extra = {"left": 5} if hasattr(ev, "damage") or isinstance(ev, E.ChokeTightened) else {}
        out.append(narrator.context(ev, extra))
        out.append(narrator.context(ev, {**flags_on, "role": getattr(ev, "role", None)}))
    return out


_OWN_TYPES = frozenset({Who, Card, Persona})        # public attributes are safe to read
prints_short(Who, Card, CardList)
_OWN_CALLERS = frozenset({Who, Card, Narrator})     # public methods reachable are safe to call

__all__ = ["Line", "Narrator", "LANGS", "default_user_dir", "make_environment", "TemplateError",
           "describe_error", "MOODS", "clear_cache"]
