"""The sandbox banter templates run in: they change nothing they are handed, and every render
stays within a budget of time, memory and size, so a player's template can never hang or flood
the game.

Three layers keep a render small:
- every operation that can make something big (`*`, `**`, `%`, `+`, `~`, the str methods and
  filters with a width or a count, `lipsum`, `range`) checks the size of its result first;
- what a render prints is capped (MAX_RENDER characters);
- renders of players' templates run under a tracer that stops them at RENDER_SECONDS or when
  the process has grown by RENDER_MEMORY (loops, recursion, everything the checks cannot see).
Going over budget raises OverBudget, a SecurityError: the narrator then uses the built-in line.
"""

from __future__ import annotations

import os
import re
import sys
import threading
import time
from collections import abc, deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from itertools import islice
from typing import Any

from jinja2 import Template
from jinja2.compiler import CodeGenerator
from jinja2.exceptions import SecurityError
from jinja2.filters import make_attrgetter
from jinja2.runtime import Context, str_join
from jinja2.sandbox import ImmutableSandboxedEnvironment, SandboxedFormatter
from jinja2.utils import (
    Namespace,
    _PassArg,
    generate_lorem_ipsum,
    pass_environment,
    pass_eval_context,
)

MAX_FILE = 64 * 1024            # bytes in one template file
MAX_SIZE = 100_000              # characters or items in one value a template makes
MAX_BITS = 100_000              # bits in one number a template makes
MAX_RENDER = 100_000            # characters one render may print
MAX_WIDTH = 100                 # indent of tojson and the like; lipsum's words per paragraph
MAX_PARAGRAPHS = 10             # lipsum(n)
RENDER_SECONDS = 0.25           # wall-clock time one render of a player's template may take
RENDER_MEMORY = 64 * 2 ** 20    # bytes the process may grow by during one such render


class OverBudget(SecurityError):
    """A template went over its budget of time, memory or size."""


def too_big(what: str, size: int, limit: int = MAX_SIZE, unit: str = "") -> OverBudget:
    """The error for something over a size limit, worded for a template writer."""
    return OverBudget(f"{what} is too big for a fight log ({size:,}{unit}; "
                      f"at most {limit:,}{unit})")


# --- how big a value is ------------------------------------------------------------------------

_FLAT: frozenset[type] = frozenset({bool, float, type(None)})     # print as a few characters
_SIZED = (list, tuple, dict, set, frozenset, deque,       # concrete types first: faster
          abc.Mapping, abc.KeysView, abc.ValuesView, abc.ItemsView)


def size_of(value: Any, limit: int = MAX_SIZE) -> int:
    """Roughly how many characters `value` prints as, counting no further than just past
    `limit` (a list holding the same big string many times counts it every time)."""
    total = 0
    stack = [value]
    while stack and total <= limit:
        item = stack.pop()
        kind = type(item)
        if kind is str or kind in _FLAT:
            total += len(item) if kind is str else 1
        elif isinstance(item, (str, bytes, bytearray)):
            total += len(item)
        elif isinstance(item, int):
            total += item.bit_length() // 3 + 1
        elif isinstance(item, Namespace):
            stack.append(item._Namespace__attrs)        # its repr shows them all
        elif not hasattr(kind, "__iter__"):
            total += 1                                  # prints as something short
        elif isinstance(item, _SIZED):
            total += len(item)
            if total <= limit:
                stack += item.items() if isinstance(item, abc.Mapping) else item
        else:
            total += 1
    return total


_SHORT: set[type] = {int, *_FLAT}      # types that always print short (ints: 4,300 digits at most)


def prints_short(*kinds: type) -> None:
    """Declare types whose values always print short (the narrator's seats and cards)."""
    _SHORT.update(kinds)


def check_size(value: Any, what: str = "that") -> None:
    """Refuse a value that would print as more than MAX_SIZE characters."""
    kind = type(value)
    if kind is str:
        if len(value) > MAX_SIZE:
            raise too_big(what, len(value))
        return
    if kind in _SHORT:
        return
    if kind is not Namespace and not hasattr(kind, "__iter__"):
        _SHORT.add(kind)        # no items to print: Who, Card, macros, loops ...
        return
    size = size_of(value)
    if size > MAX_SIZE:
        raise too_big(what, size)


def check_arguments(args: tuple, kwargs: dict) -> None:
    """Refuse arguments that would print as more than MAX_SIZE characters."""
    for value in args:
        check_size(value, "an argument")
    for value in kwargs.values():
        check_size(value, "an argument")


def check_number(value: Any, what: str, limit: int = MAX_SIZE) -> None:
    """Refuse a width, count or size over `limit`."""
    if isinstance(value, int) and abs(value) > limit:
        raise too_big(what, abs(value), limit)


# --- operators: *, **, %, + and ~ ------------------------------------------------------------

_SEQUENCES = (str, bytes, list, tuple)


def check_multiply(left: Any, right: Any) -> None:
    """`'x' * n`, `[a] * n`, big numbers: the result stays within MAX_SIZE / MAX_BITS."""
    if isinstance(left, int) and isinstance(right, _SEQUENCES):
        left, right = right, left
    if isinstance(left, _SEQUENCES) and isinstance(right, int) and right > 0:
        size = size_of(left, MAX_SIZE // right + 1) * right
        if size > MAX_SIZE:
            raise too_big("that text or list", size)
    elif isinstance(left, int) and isinstance(right, int):
        bits = left.bit_length() + right.bit_length()
        if bits > MAX_BITS:
            raise too_big("that number", bits, MAX_BITS, " bits")


def check_power(left: Any, right: Any) -> None:
    """`10 ** 100 ** 100`: the result stays within MAX_BITS."""
    if isinstance(left, int) and isinstance(right, int) and right > 0:
        bits = max(left.bit_length(), 1) * right
        if bits > MAX_BITS:
            raise too_big("that number", bits, MAX_BITS, " bits")


def check_add(left: Any, right: Any) -> None:
    """`s + s`: strings and lists stay within MAX_SIZE."""
    if isinstance(left, _SEQUENCES) and isinstance(right, _SEQUENCES):
        size = size_of(left) + size_of(right)
        if size > MAX_SIZE:
            raise too_big("that text or list", size)


_PRINTF = re.compile(r"%(?:\([^)]*\))?[-#0 +]*(\*|\d+)?(?:\.(\*|\d+))?")


def check_printf(fmt: Any, values: Any) -> None:
    """`'%1000000000s' % x`: widths, precisions and values stay within MAX_SIZE in all."""
    if not isinstance(fmt, (str, bytes)):
        return
    if isinstance(fmt, bytes):
        fmt = fmt.decode("latin-1")
    total = len(fmt) + size_of(values)
    for match in _PRINTF.finditer(fmt):
        for number in match.groups():
            if number == "*":
                raise OverBudget("a '*' width or precision is not allowed in a template")
            if number:
                total += int(number) if len(number) < 8 else MAX_SIZE + 1
    if total > MAX_SIZE:
        raise too_big("that formatted text", total)


class _BoundedFormatter(SandboxedFormatter):
    """str.format for templates: the widths, precisions and values of all fields together stay
    within MAX_SIZE."""

    _SPEC = re.compile(r"(\d+)?(?:[,_])?(?:\.(\d+))?[a-zA-Z%]?$")

    def __init__(self, env, **kwargs) -> None:
        super().__init__(env, **kwargs)
        self.total = 0

    def format_field(self, value: Any, format_spec: str) -> Any:
        self.total += size_of(value)
        match = self._SPEC.search(format_spec)
        for number in match.groups() if match else ():
            if number:
                self.total += int(number) if len(number) < 8 else MAX_SIZE + 1
        if self.total > MAX_SIZE:
            raise too_big("that formatted text", self.total)
        return super().format_field(value, format_spec)


class _CodeGenerator(CodeGenerator):
    """Compiles `a ~ b` to a call that checks the size of the result first."""

    def visit_Concat(self, node, frame) -> None:
        self.write("environment.checked_concat((")
        for arg in node.nodes:
            self.visit(arg, frame)
            self.write(", ")
        self.write("))")


def checked_concat(parts: tuple) -> str:
    """`a ~ b ~ c`, once its size is known to be within MAX_SIZE."""
    size = 0
    for part in parts:
        size += len(part) if type(part) is str else size_of(part)
    if size > MAX_SIZE:
        raise too_big("that text or list", size)
    return str_join(parts)


# --- methods: 'x'.ljust(10**9) and friends -----------------------------------------------------

def _width(s, width=0, *_args):
    check_number(width, "that width")


def _expandtabs(s, tabsize=8):
    if isinstance(tabsize, int):
        check_number(len(s) + s.count("\t" if isinstance(s, str) else b"\t") * tabsize,
                     "that text")


def _replace(s, old="", new="", count=-1):
    if not isinstance(old, type(s)) or not isinstance(new, type(s)):
        return
    times = s.count(old) if old else len(s) + 1
    if isinstance(count, int) and count >= 0:
        times = min(times, count)
    check_number(len(s) + times * (len(new) - len(old)), "that text")


def _translate(s, table=None, *_args):
    if isinstance(table, abc.Mapping):
        longest = max((size_of(v) for v in table.values()), default=1)
        check_number(len(s) * longest, "that text")


def _to_bytes(number, length=1, *_args, **_kwargs):
    check_number(length, "that number of bytes")


_METHOD_CHECKS: dict[str, Callable] = {
    "ljust": _width, "rjust": _width, "center": _width, "zfill": _width,
    "expandtabs": _expandtabs, "replace": _replace, "translate": _translate,
    "to_bytes": _to_bytes,
}
_CHECKED_SELVES = (str, bytes, bytearray, int)


def _bounded_join(sep, items) -> Any:
    """`sep.join(items)` once the result is known to be within MAX_SIZE."""
    items = list(islice(items, MAX_SIZE + 1))
    size = len(sep) * max(len(items) - 1, 0) + size_of(items)
    if size > MAX_SIZE:
        raise too_big("that joined text", size)
    return sep.join(items)


def call_method(method: Any, args: tuple, kwargs: dict) -> Any:
    """Call a method of a str, bytes or int with its size checked before and after."""
    owner = method.__self__
    name = method.__name__
    if name == "join":
        return _bounded_join(owner, *args, **kwargs)
    check = _METHOD_CHECKS.get(name)
    if check is not None:
        check(owner, *args, **kwargs)
    result = method(*args, **kwargs)
    if isinstance(result, (str, bytes, list)) and len(result) > MAX_SIZE:
        raise too_big("that text or list", len(result))
    return result


# --- filters and globals -----------------------------------------------------------------------

def _argument(args: tuple, kwargs: dict, index: int, name: str, default: Any = None) -> Any:
    """A filter's argument by position (after the value) or by name."""
    return args[index] if len(args) > index else kwargs.get(name, default)


def _check_indent(value, args, kwargs):
    width = _argument(args, kwargs, 0, "width", 4)
    each = len(width) if isinstance(width, str) else width if isinstance(width, int) else 0
    check_number(each, "that indent", MAX_WIDTH)
    check_number(len(str(value)) + str(value).count("\n") * each, "that text")


def _check_wordwrap(value, args, kwargs):
    wrapstring = _argument(args, kwargs, 2, "wrapstring") or "\n"
    check_number(len(str(value)) * (len(str(wrapstring)) + 1), "that text")


def _check_tojson(value, args, kwargs):
    indent = _argument(args, kwargs, 0, "indent")
    check_number(len(indent) if isinstance(indent, str) else indent, "that indent", MAX_WIDTH)


def _check_round(value, args, kwargs):
    check_number(_argument(args, kwargs, 0, "precision", 0), "that precision", MAX_WIDTH)


_FILTER_CHECKS: dict[str, Callable] = {
    "center": lambda v, a, k: check_number(_argument(a, k, 0, "width", 80), "that width"),
    "batch": lambda v, a, k: check_number(_argument(a, k, 0, "linecount"), "that batch size"),
    "slice": lambda v, a, k: check_number(_argument(a, k, 0, "slices"), "that number of slices"),
    "indent": _check_indent, "wordwrap": _check_wordwrap, "tojson": _check_tojson,
    "round": _check_round,
    "replace": lambda v, a, k: _replace(str(v), *a[:3]),
}


@pass_eval_context
def _join_filter(eval_ctx, value, d="", attribute=None):
    """The `join` filter, within MAX_SIZE."""
    if attribute is not None:
        value = map(make_attrgetter(eval_ctx.environment, attribute), value)
    return _bounded_join(str(d), map(str, islice(value, MAX_SIZE + 1)))


@pass_environment
def _sum_filter(environment, iterable, attribute=None, start=0):
    """The `sum` filter; adding up lists or texts stays within MAX_SIZE."""
    if attribute is not None:
        iterable = map(make_attrgetter(environment, attribute), iterable)
    items = list(islice(iterable, MAX_SIZE + 1))
    check_number(len(items), "that many things to add up")
    if not isinstance(start, (int, float)):
        check_size([start, *items], "that sum")
    return sum(items, start)


def _format_filter(value, *args, **kwargs):
    """The `format` filter (`"%s"|format(x)`), within MAX_SIZE."""
    values = kwargs or args
    check_printf(str(value), values)
    return str(value) % values


# Filters that print nothing and make nothing bigger than what they are given.
_PASS_THROUGH = frozenset({"length", "count", "list", "select", "reject", "selectattr",
                           "rejectattr", "map", "first", "last", "random", "reverse", "sort",
                           "unique", "min", "max", "abs", "int", "float", "default", "d",
                           "dictsort", "items", "attr", "groupby"})


def guard_filter(name: str, func: Callable) -> Callable:
    """A filter with its arguments and result held within MAX_SIZE."""
    if name in _PASS_THROUGH:
        return func
    bounded: dict[str, Callable] = {"join": _join_filter, "format": _format_filter,
                                    "sum": _sum_filter}
    func = bounded.get(name, func)
    skip = 1 if _PassArg.from_obj(func) else 0
    check = _FILTER_CHECKS.get(name)

    @wraps(func)
    def guarded(*args, **kwargs):
        check_arguments(args[skip:], kwargs)
        if check is not None and len(args) > skip:
            check(args[skip], args[skip + 1:], kwargs)
        result = func(*args, **kwargs)
        if isinstance(result, (str, list)) and len(result) > MAX_SIZE:
            raise too_big(f"the {name} filter's result", len(result))
        return result

    return guarded


def lipsum(n: int = 5, html: bool = True, min: int = 20, max: int = 100) -> str:
    """Jinja's `lipsum`, for at most MAX_PARAGRAPHS paragraphs of MAX_WIDTH words."""
    check_number(n, "that number of paragraphs", MAX_PARAGRAPHS)
    check_number(max, "that number of words", MAX_WIDTH)
    check_number(min, "that number of words", MAX_WIDTH)
    return generate_lorem_ipsum(n, html, min, max)


# --- the environment ---------------------------------------------------------------------------

class Sandbox(ImmutableSandboxedEnvironment):
    """The sandbox of the built-in templates: Jinja's immutable sandbox (no list, dict or set
    handed in can be changed), plus a fast lane for objects whose public attributes and
    methods are safe by construction (`own_types`, `own_callers`, set by the narrator)."""

    own_types: frozenset[type] = frozenset()
    own_callers: frozenset[type] = frozenset()

    def guard_filters(self) -> None:
        """Nothing to hold for the built-ins; a GuardedSandbox wraps every filter here (call it
        once all filters are added)."""

    def getattr(self, obj, attribute):
        if type(obj) in self.own_types and attribute[:1] != "_":
            try:
                return getattr(obj, attribute)
            except AttributeError:
                pass
        return super().getattr(obj, attribute)

    def getitem(self, obj, argument):
        """`card["key"]`, and `map(attribute="key")`, `selectattr("is_weapon")`."""
        if type(obj) in self.own_types and type(argument) is str:
            return self.getattr(obj, argument)
        return super().getitem(obj, argument)

    def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805 - mirrors the base
        if getattr(__obj, "__self__", None).__class__ in __self.own_callers:
            if kwargs:
                kwargs.pop("_block_vars", None)
                kwargs.pop("_loop_vars", None)
            return __obj(*args, **kwargs)
        return super().call(__context, __obj, *args, **kwargs)



class GuardedSandbox(Sandbox):
    """The sandbox of a player's templates (and of the built-ins they extend): every value a
    template makes or prints is held within MAX_SIZE, `lipsum` is capped."""

    intercepted_binops = frozenset({"*", "**", "%", "+"})
    code_generator_class = _CodeGenerator
    checked_concat = staticmethod(checked_concat)
    _BINOP_CHECKS = {"*": check_multiply, "**": check_power, "%": check_printf,
                     "+": check_add}

    def __init__(self, **options) -> None:
        super().__init__(finalize=check_printed, **options)
        self.globals["lipsum"] = lipsum

    def _load_template(self, name, globals):
        with paused_budget():        # an include or extends compiles outside the budget
            return super()._load_template(name, globals)

    def guard_filters(self) -> None:
        self.filters = {name: guard_filter(name, f) for name, f in self.filters.items()}

    def call_binop(self, context, operator, left, right):
        self._BINOP_CHECKS[operator](left, right)
        return super().call_binop(context, operator, left, right)

    def wrap_str_format(self, value):
        if super().wrap_str_format(value) is None:
            return None
        owner, is_map = value.__self__, value.__name__ == "format_map"

        def bounded(*args, **kwargs):
            if is_map and len(args) == 1 and not kwargs:
                kwargs = args[0]
                args = ()
            return type(owner)(_BoundedFormatter(self).vformat(str(owner), args, kwargs))

        return bounded

    def call(__self, __context, __obj, *args, **kwargs):  # noqa: N805 - mirrors the base
        owner = getattr(__obj, "__self__", None)
        if owner.__class__ in __self.own_callers:
            check_arguments(args, kwargs)           # plural(1, huge, huge) prints them
        elif isinstance(owner, _CHECKED_SELVES):
            if not __self.is_safe_callable(__obj):
                raise SecurityError(f"{__obj!r} is not safely callable")
            return call_method(__obj, args, kwargs)
        return super().call(__context, __obj, *args, **kwargs)


def check_printed(value: Any) -> Any:
    """Every `{{ value }}` a template prints: refused when it would print too much."""
    if type(value) is not str:
        check_size(value, "that value")
    return value


# --- rendering within the budget -------------------------------------------------------------

def render(template: Template, ctx: dict, *, budgeted: bool) -> str:
    """Render without copying the context (the narrator's hot path). A budgeted render (a
    player's template) stops at RENDER_SECONDS, RENDER_MEMORY or MAX_RENDER characters.
    Errors carry the template's own line numbers."""
    try:
        context = Context(template.environment, ctx, template.name, template.blocks)
        if not budgeted:
            return "".join(template.root_render_func(context))
        with budget():
            return _capped(template.root_render_func(context))
    except Exception:  # noqa: BLE001 - re-raised with the template's line numbers
        template.environment.handle_exception()


def _capped(pieces: Iterator[str]) -> str:
    out = []
    size = 0
    for piece in pieces:
        size += len(piece)
        if size > MAX_RENDER:
            raise too_big("this template's output", size, MAX_RENDER)
        out.append(piece)
    return "".join(out)


class _Budget:
    """The time and memory left to the code running on one thread."""

    def __init__(self, seconds: float, memory: int) -> None:
        self.seconds, self.memory = seconds, memory
        self.deadline = time.monotonic() + seconds
        self.ceiling = resident_memory() + memory
        self.ticks = 0

    def tracer(self, frame, event, arg):
        """Called at every line and call of Python code: raises once over budget."""
        self.ticks += 1
        if not self.ticks & 15:
            if time.monotonic() > self.deadline:
                raise OverBudget(f"took longer than {self.seconds:g} seconds")
            if not self.ticks & 255 and resident_memory() > self.ceiling:
                raise OverBudget(f"used more than {self.memory // 2 ** 20} MB of memory")
        return self.tracer


_RUNNING = threading.local()        # .budget: the budget this thread runs under, if any


@contextmanager
def budget(seconds: float = RENDER_SECONDS, memory: int = RENDER_MEMORY):
    """Stop the code run inside (on this thread) once it takes `seconds` or the process grows
    by `memory` bytes: a tracer checks at every line and call of Python code."""
    spent = _Budget(seconds, memory)
    previous, outer = sys.gettrace(), getattr(_RUNNING, "budget", None)
    _RUNNING.budget = spent
    sys.settrace(spent.tracer)
    try:
        yield
    finally:
        sys.settrace(previous)
        _RUNNING.budget = outer


@contextmanager
def paused_budget():
    """Pause this thread's budget: loading and compiling a template (at most MAX_FILE bytes)
    is the game's work, not the template's, and must not eat its time."""
    spent = getattr(_RUNNING, "budget", None)
    if spent is None:
        yield
        return
    sys.settrace(None)
    start = time.monotonic()
    try:
        yield
    finally:
        spent.deadline += time.monotonic() - start
        sys.settrace(spent.tracer)


_STATM: list[int] = []


def resident_memory() -> int:
    """This process's resident memory in bytes (Linux); its peak elsewhere; 0 if unknown."""
    if not _STATM:
        try:
            _STATM.append(os.open("/proc/self/statm", os.O_RDONLY))
        except OSError:
            _STATM.append(-1)
    if _STATM[0] >= 0:
        return int(os.pread(_STATM[0], 64, 0).split()[1]) * os.sysconf("SC_PAGE_SIZE")
    try:
        import resource
    except ImportError:
        return 0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


__all__ = ["GuardedSandbox", "MAX_FILE", "MAX_RENDER", "MAX_SIZE", "OverBudget",
           "RENDER_SECONDS", "Sandbox", "budget", "prints_short", "render", "size_of"]
