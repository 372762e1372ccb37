"""Your keys: the settings file's keymap (binding id → keys) checked, told and applied with
Textual's `App.set_keymap`, and a bindings map that lets several bindings share a key (the
table's `d` discards on your turn and Dodges when you are hit) without a keymap losing any."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from rich.markup import escape
from textual.binding import Binding, BindingsMap, Keymap, KeymapApplyResult

from gameshelf.tui.app.deviations import normalize_key_list
from gameshelf.tui.i18n import translator

_ = translator("shell")


def checked_keymap(keymap: object, known: Iterable[str]) -> tuple[dict[str, str], list[str]]:
    """The usable entries of a keymap, and one readable line per entry left out (an unknown
    binding id, no keys, not text)."""
    if not isinstance(keymap, Mapping):
        return {}, [_("Your keymap is not a table of binding id → keys: it is ignored.")]
    ids = set(known)
    good: dict[str, str] = {}
    problems: list[str] = []
    for binding_id, keys in keymap.items():
        if binding_id not in ids:
            problems.append(_("Keymap: there is no key with the id “{id}”: ignored.").format(
                id=binding_id))
        elif not isinstance(keys, str) or not [k for k in keys.split(",") if k.strip()]:
            problems.append(_("Keymap: “{id}” names no key: ignored.").format(id=binding_id))
        else:
            good[binding_id] = ",".join(k.strip() for k in keys.split(",") if k.strip())
    return good, problems


def binding_ids(bindings: Iterable[object]) -> list[str]:
    """The ids of a BINDINGS list (a Binding without an id cannot be rebound)."""
    return [b.id for b in bindings if isinstance(b, Binding) and b.id]


def keys_for(keymap: Keymap, binding: Binding) -> list[str]:
    """The keys that fire `binding` now: the keymap's when it rebinds it, else its own."""
    rebound = keymap.get(binding.id) if binding.id else None
    return (rebound or binding.key).split(",")


def rebound(keymap: Keymap, bindings: Iterable[object], words) -> list[tuple[str, str]]:
    """(keys, what they do) for each of `bindings` the player's keymap moved, in the order the
    bindings are declared: what a help page lists under the keys it describes by default.
    `words` translates a binding's description (its game's translator)."""
    out = []
    for b in bindings:
        if isinstance(b, Binding) and b.id and keymap.get(b.id):
            out.append((" / ".join(keys_for(keymap, b)), words(b.description)))
    return out


def rebound_text(keymap: Keymap, bindings: Iterable[object], words) -> str:
    """The keys the player's keymap moved, as a help page's closing section (Rich markup), or
    "" when it moves none of `bindings`."""
    rows = rebound(keymap, bindings, words)
    if not rows:
        return ""
    width = max(len(keys) for keys, _what in rows)
    lines = [f"  [b]{escape(keys)}[/b]{' ' * (width - len(keys))}   {escape(what)}"
             for keys, what in rows]
    return "\n\n[b]" + _("Your keymap (settings file) moves these keys:") + "[/b]\n" + \
        "\n".join(lines)


class SharedKeys(BindingsMap):
    """A screen's bindings where several may share a key (the screen's `check_action` says
    which one acts now). Textual's own map, when a keymap moves one binding off a key, drops
    every binding on that key; this one moves only the rebound binding, and puts it first on
    its new keys (your choice wins where it meets a default)."""

    @classmethod
    def of(cls, bindings: BindingsMap) -> SharedKeys:
        shared = cls()
        shared.key_to_bindings = dict(bindings.key_to_bindings)
        return shared

    def copy(self) -> SharedKeys:
        return SharedKeys.of(self)

    def apply_keymap(self, keymap: Keymap) -> KeymapApplyResult:
        moved = {b.id: b for bs in self.key_to_bindings.values() for b in bs
                 if b.id and keymap.get(b.id)}
        if not moved:
            return KeymapApplyResult(set())
        kept = {key: [b for b in bs if b.id not in moved]
                for key, bs in self.key_to_bindings.items()}
        for binding_id, binding in moved.items():
            for key in normalize_key_list(keymap[binding_id]).split(","):
                kept[key] = [binding.with_key(key=key), *kept.get(key, [])]
        self.key_to_bindings = {key: bs for key, bs in kept.items() if bs}
        return KeymapApplyResult(set())
