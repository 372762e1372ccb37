"""The normal bot's judgement of a Humiliation window: what ruining the play in the window is
worth (the play undone plus the free hit that follows) against keeping the card for later.

What a ruin is worth depends on what the play does to this seat: an attack at it is undone, a
defence against its own attack lets that attack land; a play between others is worth little."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gameshelf.engine.lunch_money.bots.common import (
    DAMAGE,
    DEFENCES_AGAINST,
    FREE_KEYS,
    Table,
    alive_opponents,
)
from gameshelf.engine.lunch_money.cards import KEY_OF
from gameshelf.engine.lunch_money.state import Decision, Play, Window

if TYPE_CHECKING:
    from gameshelf.engine.lunch_money.bots.normal import NormalPolicy

# Plays that hurt without being attacks a defence card answers.
_HOLD_LIKE = frozenset({"powerplay", "choke", "headlock"})
# Defences another player lays against this seat's attack.
_DEFENCE_KEYS = frozenset({"dodge", "block", "disarm", "freedom"})
# What an attack at this seat threatens, where it is not its printed damage: a Grab's usual
# follow-up, a hold's first hit and what it holds; a Poke's or Uppercut²'s free hit too.
_THREAT_FIXED = {"grab": 4, "choke": 5, "headlock": 5}
_THREAT_EXTRA = {"poke_in_the_eye": 3, "uppercut2": 3, "powerplay": 2}


def humiliation_value(policy: NormalPolicy, t: Table, grudges: dict[int, float] | None,
                      keys: list[str]) -> float:
    """What humiliating the play in the window is worth over keeping the card."""
    d = t.decision
    assert d is not None and d.card is not None and d.actor is not None   # a window's
    me = t.seat
    rest = list(keys)
    rest.remove("humiliation")
    free = _free_hit(policy, t, rest, d.actor)
    ruin = _ruin(policy, t, d, keys)
    w = policy.target_weight(t, d.actor, grudges) if d.actor != me else 1.0
    value = (ruin + free) * w - policy.hum_keep
    if t.counters[me] <= 4:
        value += 1.5      # no time to save it for later
    return value


def _free_hit(policy: NormalPolicy, t: Table, rest: list[str], actor: int) -> float:
    """The free hit a Humiliation earns on the ruined player, a knock-out bonus included."""
    free = float(max((DAMAGE[k] for k in rest if k in FREE_KEYS), default=0))
    if free >= t.counters[actor] > 0:
        free += policy.ko_bonus if len(alive_opponents(t)) > 1 else 20.0
    return free


def _ruin(policy: NormalPolicy, t: Table, d: Decision, keys: list[str]) -> float:
    """What undoing the play in the window is worth to this seat."""
    assert d.card is not None
    key = KEY_OF[d.card]
    if d.target == t.seat:
        return _ruin_aimed_at_me(policy, t, d, key, keys)
    if key == "first_aid" or key == "humiliation" and d.target is not None:
        return 2.0
    if d.target is not None:
        return 0.3 * DAMAGE.get(key, 0)
    return 0.0


def _ruin_aimed_at_me(policy: NormalPolicy, t: Table, d: Decision, key: str,
                      keys: list[str]) -> float:
    """Undoing a play at this seat: a Humiliation of its own play, an attack, or a defence
    against its attack."""
    if key == "humiliation":
        return 6.0
    if key in DEFENCES_AGAINST or key in _HOLD_LIKE:
        return _ruin_of_attack(t, key, keys)
    if key in _DEFENCE_KEYS:
        return _ruin_of_defence(policy, t, d)
    return 0.0


def _ruin_of_attack(t: Table, key: str, keys: list[str]) -> float:
    """Undoing an attack at this seat: what it threatens, little if a defence in hand would
    stop it anyway, much more if it would knock this seat out."""
    covered = _covered(key, keys)
    dmg = _threat(key)
    ruin = dmg * (0.15 if covered and key != "powerplay" else 1.0)
    if dmg >= t.counters[t.seat] and not covered:
        ruin += 10.0
    return ruin


def _covered(key: str, keys: list[str]) -> bool:
    """This hand holds a defence against `key` (two for a Big Combo)."""
    my_def = DEFENCES_AGAINST.get(key, frozenset())
    if key == "big_combo":
        return sum(1 for k in keys if k in my_def) >= 2
    return any(k in my_def for k in keys)


def _threat(key: str) -> int:
    """The counters an attack of kind `key` threatens (see `_THREAT_FIXED`)."""
    if key in _THREAT_FIXED:
        return _THREAT_FIXED[key]
    return DAMAGE[key] + _THREAT_EXTRA.get(key, 0)


def _ruin_of_defence(policy: NormalPolicy, t: Table, d: Decision) -> float:
    """She defends against this seat's attack: ruining the defence lands the attack (and a
    landed Grab's follow-up)."""
    assert d.actor is not None
    play = window_play(t)
    attack = play.attack if play is not None else None
    dmg = attack.damage if attack else 2
    ruin: float = dmg + (3 if attack and KEY_OF[attack.card] == "grab" else 0)
    if dmg >= t.counters[d.actor]:
        ruin += policy.ko_bonus
    return ruin


def window_play(t: Table) -> Play | None:
    """The play open to Humiliation on top of the stack, if the seat can see one."""
    if t.stack and isinstance(t.stack[-1], Window):
        return t.stack[-1].play
    return None
