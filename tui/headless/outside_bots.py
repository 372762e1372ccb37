"""Bring your own bot: a bot from outside the project takes a seat in `sim`, kept to the rules.

`--bots` names a seat's bot by one of the game's levels (random, easy, ...), by a spec
`package.module:Class`, or by the name of an entry point in the group `gameshelf.bots`
(`[project.entry-points."gameshelf.bots"] mybot = "mypackage.mybot:Bot"`). The class is built
once per match and seat as `Class(game, seat, seed)`:

- `game`: the game's protocol object (engine.core.game.Game: its `key`, `title`, rules);
- `seat`: the seat it plays, 0 first;
- `seed`: a text to seed its own `random.Random(seed)` with, so a run replays from its seed;

and is asked `choose(view)` at each of its decisions: `view` is what its seat may see, and
`view.legal` lists what it may do; it returns one of those.

A referee keeps such a bot to the rules. A decision it fails — it raises, takes longer than
the time limit (the call goes on in a daemon thread that is abandoned, and while it is still
busy every later decision is failed too), or returns an action not in `view.legal` — is
played by the game's default action (`game.default_action(state)`: pass, let it go), and the
match goes on. The first failure of each bot writes one line on stderr; the figures count
every decision lost. A spec that does not import, or names no class, is one line (CliError).
"""

from __future__ import annotations

import importlib
import os
import sys
import threading
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from importlib.metadata import entry_points
from typing import Any

from gameshelf.tui.errors import CliError
from gameshelf.tui.i18n import translator

_ = translator("shell")

GROUP = "gameshelf.bots"      # the entry-point group whose names --bots takes
BOT_TIME = 2.0                # seconds an outside bot may think about one decision
FORFEIT = object()            # what an outside bot's seat answers for a decision it lost

# Why a decision was lost, as the figures name it.
RAISED, TOO_SLOW, ILLEGAL, BROKEN = "raised", "too_slow", "illegal", "not_built"


def is_outside(kind: str, levels: tuple[str, ...]) -> bool:
    """Whether `kind` names a bot from outside (not one of the game's own `levels`)."""
    return kind not in levels and (":" in kind or kind in _entry_point_names())


def is_known(kind: str, levels: tuple[str, ...]) -> bool:
    """Whether `kind` is one of the game's `levels` or names an outside bot."""
    return kind in levels or is_outside(kind, levels)


def load_outside(kinds: list[str], levels: tuple[str, ...]) -> None:
    """Load every outside bot among `kinds`, so a bad one is refused before a match starts."""
    for kind in kinds:
        if kind not in levels:
            load(kind)


@cache
def _entry_point_names() -> frozenset[str]:
    """The bot names installed packages offer in the group `gameshelf.bots`."""
    return frozenset(ep.name for ep in entry_points(group=GROUP))


@cache
def load(kind: str) -> Callable[..., Any]:
    """The class `kind` names (a `module:Class` spec or an entry point's name), or CliError in
    one line saying why it cannot be had."""
    spec = kind
    if ":" not in kind:
        spec = next(ep.value for ep in entry_points(group=GROUP) if ep.name == kind)
    module_name, _colon, attribute = (part.strip() for part in spec.partition(":"))
    if not module_name or not attribute:
        raise CliError(_("bot {spec!r} names no class: write it as module:Class, e.g. "
                         "mypackage.mybot:Bot").format(spec=kind))
    found = _attribute(_import(module_name, kind), module_name, attribute, kind)
    if not isinstance(found, type) or not callable(getattr(found, "choose", None)):
        raise CliError(_("bot {spec!r} is not a class with a choose(view) method")
                       .format(spec=kind))
    return found


def _attribute(module: Any, module_name: str, attribute: str, kind: str) -> Any:
    """What `attribute` (dotted: `Outer.Bot`) names in the module, or CliError."""
    found = module
    for name in attribute.split("."):
        found = getattr(found, name, None)
        if found is None:
            raise CliError(_("bot {spec!r}: module {module} has no {name}")
                           .format(spec=kind, module=module_name, name=attribute))
    return found


def _import(module_name: str, kind: str) -> Any:
    """The bot's module, looked for on the path and then in the current folder (a console
    script does not put it on the path); CliError in one line if it will not import."""
    here = os.getcwd()
    added = here not in sys.path
    if added:
        sys.path.append(here)
    try:
        return importlib.import_module(module_name)
    except Exception as err:         # noqa: BLE001 - any error of someone else's module
        raise CliError(_("bot {spec!r} does not import: {error}")
                       .format(spec=kind, error=_said(err))) from None
    finally:
        if added:
            sys.path.remove(here)


def _said(err: BaseException) -> str:
    """An exception as a few words on one line: its type and message."""
    text = " ".join(str(err).split())
    return f"{type(err).__name__}: {text}"[:120] if text else type(err).__name__


@dataclass
class Referee:
    """One outside bot over a run: its time limit, its decisions and those it lost (by why),
    and whether its one warning has been written."""

    kind: str
    time_limit: float = BOT_TIME
    decisions: int = 0
    lost: Counter[str] = field(default_factory=Counter)
    warned: bool = False

    def lose(self, reason: str, seat: int, detail: str) -> object:
        """Count a lost decision, warn the first time, and answer FORFEIT."""
        self.lost[reason] += 1
        if not self.warned:
            self.warned = True
            print(_("sim: bot {kind} (seat {seat}) {detail}; its failed decisions go to the "
                    "default action (warned once)").format(kind=self.kind, seat=seat + 1,
                                                           detail=detail),
                  file=sys.stderr, flush=True)
        return FORFEIT

    def as_dict(self) -> dict[str, Any]:
        """The figures: decisions asked, lost, and lost by why."""
        return {"decisions": self.decisions, "lost": sum(self.lost.values()),
                "lost_by_reason": dict(sorted(self.lost.items()))}

    def summary(self) -> str:
        """One line of the figures for a person."""
        lost = sum(self.lost.values())
        words = {RAISED: _("raised"), TOO_SLOW: _("too slow"), ILLEGAL: _("illegal"),
                 BROKEN: _("not built")}
        reasons = ", ".join(f"{words[why]} {n}" for why, n in sorted(self.lost.items()))
        return (_("{kind}: lost {lost} of {decisions} decisions to the default action")
                .format(kind=self.kind, lost=lost, decisions=self.decisions)
                + (f" ({reasons})" if reasons else ""))


class GuardedBot:
    """An outside bot at one seat for one match, every call bounded by its referee's time
    limit. `choose(view)` answers a legal action or FORFEIT (the caller then plays the game's
    default action)."""

    def __init__(self, make: Callable[..., Any], game: Any, seat: int, seed: str,
                 referee: Referee) -> None:
        self.seat, self.referee = seat, referee
        self.busy: threading.Thread | None = None    # a call that overran, still running
        self.failure = ""                          # why it could not be built, if it was not
        ok, built = self._call(make, game, seat, seed)
        self.bot = built if ok else None
        if not ok:
            self.failure = built

    def choose(self, view: Any) -> Any:
        """The bot's choice if it is legal and in time, else FORFEIT (counted and warned)."""
        referee, seat = self.referee, self.seat
        referee.decisions += 1
        if self.bot is None:
            return referee.lose(BROKEN, seat, self.failure)
        ok, action = self._call(self.bot.choose, view)
        if not ok:
            if action == TOO_SLOW:
                return referee.lose(TOO_SLOW, seat, _too_slow(referee))
            return referee.lose(RAISED, seat, action)
        legal = tuple(view.legal)
        try:
            return legal[legal.index(action)]
        except Exception:                   # noqa: BLE001 - not one of them, or not comparable
            return referee.lose(ILLEGAL, seat, _("chose {action}, which is not one of "
                                                 "view.legal").format(action=repr(action)[:80]))

    def _call(self, fn: Callable[..., Any], *args: Any) -> tuple[bool, Any]:
        """(True, what `fn(*args)` returned) within the time limit; else (False, why): the
        error it raised in words, or TOO_SLOW (then its thread is left running, busy)."""
        if self.busy is not None and self.busy.is_alive():
            return False, TOO_SLOW
        box: dict[str, Any] = {}

        def work() -> None:
            try:
                box["value"] = fn(*args)
            except BaseException as err:    # noqa: BLE001 - even SystemExit is the bot's own
                box["error"] = err

        thread = threading.Thread(target=work, daemon=True,
                                  name=f"bot {self.referee.kind} seat {self.seat + 1}")
        thread.start()
        thread.join(self.referee.time_limit)
        if thread.is_alive():
            self.busy = thread
            return False, TOO_SLOW
        if "error" in box:
            return False, _("raised {error}").format(error=_said(box["error"]))
        return True, box.get("value")


def _too_slow(referee: Referee) -> str:
    """The warning's words for a bot that overran its time."""
    return _("took longer than {seconds:g} s (--bot-time)").format(seconds=referee.time_limit)


def make_bot(game: Any, kind: str, seat: int, seed: str, referee: Referee | None) -> Any:
    """The bot at `seat`: the game's own level, or (with its referee) an outside bot."""
    if referee is None:
        return game.make_bot(kind, seat, seed)
    return GuardedBot(load(kind), game, seat, seed, referee)


def referee_for(kind: str, levels: tuple[str, ...], time_limit: float = BOT_TIME
                ) -> Referee | None:
    """A referee for an outside bot kind; None for one of the game's own levels."""
    return Referee(kind, time_limit) if is_outside(kind, levels) else None


__all__ = ["BOT_TIME", "FORFEIT", "GROUP", "GuardedBot", "Referee", "is_known", "is_outside",
           "load", "load_outside", "make_bot", "referee_for"]
