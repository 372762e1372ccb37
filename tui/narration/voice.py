"""How a narrator speaks, in any game: the variety rule (no template line twice within the
last RECENT lines of its kind), weighted choice among a template's lines, players' templates
within their budget, and one warning per failing template."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from jinja2 import Template

from gameshelf.tui.narration.environment import (
    _WEIGHT,
    MARK,
    Variant,
    _plan,
    describe_error,
    environment,
    finish,
    folders_for,
    layer_names,
    split_variants,
)
from gameshelf.tui.narration.sandbox import OverBudget, render

RECENT = 30          # no identical line within this many lines
_NOTHING: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the fight log. For banter, text is the words spoken by `speaker`."""

    text: str
    speaker: int | None
    event: str
    family: str | None
    seats: tuple[int, ...]


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


class Voice:
    """How a narrator speaks: the first of a list of templates with a fresh line gives it;
    players' templates win over the built-ins, render within their budget, and each one that
    fails is reported once (the built-in line stands in for it)."""

    rng: random.Random                  # the narrator's own dice (set by Narrator)
    told: Said                          # the last event lines (set by Narrator)

    def __init__(self, user_dir: Path | None, lang: str, game: str) -> None:
        self.user_dir, self.lang, self.game = user_dir, lang, game
        self.folders = folders_for(user_dir, game, lang)
        self.warnings: list[str] = []       # one per failing template, in the order they failed
        self._taken = 0                      # how many of them take_warnings() handed out
        self._warned: set[str] = set()
        self._benched: set[str] = set()      # players' templates over budget: not tried again
        self.env, self.builtin, self.user, outside = environment(user_dir, lang, game)
        # "game:<name>" / "cast:<name>": one layer's template, when the game and the cast
        # both have one (the narrator mixes a game's banter with the cast's).
        self._builtin_layers, self._user_layers = layer_names(user_dir, lang, game)
        self.available = self.builtin | self.user | self._builtin_layers | self._user_layers
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
            assert ctx is not None        # made before the first name was spent
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
        budgeted = self._players(name)
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
        if self._players(tname):
            if tname not in self._benched:
                try:
                    return split_variants(self._render(tname, ctx))
                except Exception as err:  # noqa: BLE001 - a player's template may fail any way
                    self._fail(tname, err)
            if tname not in self.builtin and tname not in self._builtin_layers:
                return []
            tname = "default:" + tname
        try:
            return split_variants(self._render(tname, ctx))
        except Exception as err:  # noqa: BLE001
            self._warn(tname, err, False)
            return []

    def every_line(self, tname: str, ctx: dict | None = None) -> list[str]:
        """Every line a template renders, in order and finished: a fixed list, such as the
        canned taunts (a player's template within its budget; the built-in one if it fails)."""
        return [finish(text) for text, _weight, _origin in self._variants(tname, ctx or {})]

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
        path = self.folders.path_of(name, user)
        where = describe_error(err, path)
        self.warnings.append(f"{where}; using the built-in line instead" if user else where)

    def _render(self, name: str, ctx: dict) -> str:
        """Render a template by name; players' templates within the budget."""
        return render(self._template(name), ctx, budgeted=self._players(name))

    def _players(self, name: str) -> bool:
        """Whether a template name is read from the player's folder (so within the budget)."""
        return name in self.user or name in self._user_layers

    def _template(self, name: str) -> Template:
        t = self._templates.get(name)
        if t is None:
            t = self._templates[name] = self.env.get_template(name)
        return t
