"""The normal bot's answer to an attack on it: which defence card to lay, if any.

Any card that fits is laid, the one that does most first (a Disarm takes the weapon, a
Freedom breaks a hold's Grab, a Dodge sends a Roundhouse on, a Block opens a Grab); a light
plain hit (under `min_defend`) is taken and the card kept for a real one, unless it would
knock the bot out. First Aid is a reaction only against a knock-out blow. A choker must let go
of her Choke before she may defend at all."""

from __future__ import annotations

from typing import TYPE_CHECKING

from gameshelf.engine.lunch_money.actions import Action, Decline, Defend, Release
from gameshelf.engine.lunch_money.bots.common import (
    DEFENCES_AGAINST,
    FREE_KEYS,
    Table,
    alive_opponents,
)
from gameshelf.engine.lunch_money.cards import KEY_OF, MOVES_ON_KEYS
from gameshelf.engine.lunch_money.state import Decision

if TYPE_CHECKING:
    from gameshelf.engine.lunch_money.bots.normal import NormalPolicy

_HOLD_GRABS = ("grab", "choke", "headlock")   # what a Freedom answers


def defence_scores(policy: NormalPolicy, t: Table) -> list[tuple[Action, float]]:
    """(action, value) for each answer to the attack in the decision."""
    d = t.decision
    assert d is not None and d.card is not None and d.actor is not None   # an attack's
    key = KEY_OF[d.card]
    keys = [KEY_OF[c] for c in t.hand]
    lethal = d.damage >= t.counters[t.seat]
    if Release() in t.legal:
        return _release_to_defend(d, key, keys, lethal)
    prefer = _preferences(policy, t, d, key, keys)
    out: list[tuple[Action, float]] = [
        (a, _defence_value(policy, d, key, lethal, prefer, a))
        for a in t.legal if isinstance(a, Defend)]
    out.append((Decline(), 0.0))
    return out


def _release_to_defend(d: Decision, key: str, keys: list[str],
                       lethal: bool) -> list[tuple[Action, float]]:
    """A choker attacked: let go of the Choke (to be asked again, free to defend) when a
    defence in hand is worth it, or the blow would knock her out."""
    fits = DEFENCES_AGAINST.get(key, frozenset())
    can = any(k in fits for k in keys)
    worth = (d.damage >= 3 and can) or (lethal and (can or "first_aid" in keys))
    return [(Release(), 1.0 if worth else -1.0), (Decline(), 0.0)]


def _preferences(policy: NormalPolicy, t: Table, d: Decision, key: str,
                 keys: list[str]) -> dict[str, float]:
    """Which defence card to lay first against this attack, by card kind."""
    assert d.actor is not None
    grab_ready = "grab" in keys and policy.follow_value(
        t, [k for k in keys if k != "grab"], d.actor) >= 2
    prefer = {"disarm": 3.0, "freedom": 2.5 if key in _HOLD_GRABS else 0.0,
              "dodge": 2.0, "block": 2.6 if grab_ready else 1.8}
    if key in MOVES_ON_KEYS and len(alive_opponents(t)) > 1:
        prefer["dodge"] = 2.7   # a dodged Roundhouse goes on to someone else
    return prefer


def _defence_value(policy: NormalPolicy, d: Decision, key: str, lethal: bool,
                   prefer: dict[str, float], a: Defend) -> float:
    """The value of laying this defence card."""
    k = KEY_OF[a.card]
    if k == "first_aid":
        return 5.0 if lethal else -1.0
    if d.damage < policy.min_defend and not lethal and key in FREE_KEYS:
        # A light hit is not worth a defence card: keep it for a real one.
        return -0.5 + 0.1 * prefer.get(k, 1.0)
    return 10.0 + prefer.get(k, 1.0)
