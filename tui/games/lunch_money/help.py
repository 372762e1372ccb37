"""Help: the keys, a rules summary, a combo cheat sheet, and every card's full rule."""

from __future__ import annotations

import contextlib

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static, TabbedContent, TabPane

from gameshelf.engine.lunch_money import KIND_BY_KEY, KINDS
from gameshelf.engine.lunch_money.cards import KIND_OF
from gameshelf.tui.games.lunch_money.localized import localize_bindings
from gameshelf.tui.games.lunch_money.vocabulary import card_words
from gameshelf.tui.games.lunch_money.widgets.look import FAMILY_COLOUR, GLYPH, family_name
from gameshelf.tui.i18n import N_, translator
from gameshelf.tui.screens.steady import SteadyScreen, on_stack
from gameshelf.tui.widgets.look import muted

_ = translator("lunch_money")

KEYS = N_("""\
[b]At the table[/b]
  [b]1[/b]–[b]5[/b]        play the card with that number (then [b]1[/b]–[b]5[/b] picks a target)
  [b]d[/b]          discard: pick with [b]1[/b]–[b]5[/b] ([b]a[/b]: all), [b]Enter[/b] throws them
  [b]p[/b]          pass your turn
  [b]r[/b]          release the Choke or Headlock you hold
  [b]Enter[/b]      go on: take the hit, let it go, no — it never plays a card
  letters    answers shown on the prompt line: [b]d[/b] Dodge, [b]b[/b] Block, [b]s[/b] Disarm,
             [b]f[/b] Freedom, [b]a[/b] First Aid, [b]h[/b] Humiliate, [b]g[/b] Grab, [b]c[/b] Choke,
             [b]l[/b] Headlock, [b]w[/b] Powerplay, [b]l[/b]/[b]r[/b] send a Roundhouse left/right
  ↑ ↓ / Tab  move between your cards; the focused card's rule shows below
  Space      choose the focused card (a click does too)
  PgUp PgDn  scroll the fight log
  any key    while the bots play: hurry them up
  [b]:[/b] or [b]/[/b]     type a command; [b]Tab[/b] completes, [b]Esc[/b] goes back to keys
  [b]?[/b] / F1     this help     [b]Ctrl+S[/b] save    [b]Ctrl+O[/b] settings
  [b]Ctrl+P[/b]     command palette (themes too)    [b]Ctrl+Q[/b] quit

[b]Typed commands[/b]
  kick bruno · play kick at bruno · 2 bruno · discard 1 3 · discard all · pass
  dodge · block · first aid · take it · humiliate · grab · release · left / right
  help grab · help combos · save · settings · quit
""")

RULES = N_("""\
[b]Goal[/b]  Everyone starts with 15 counters (lunch money). Lose them all and you're knocked out.
The last kid standing wins.

[b]Your turn[/b]  Do one thing: play a card at someone, discard any number of cards, or pass.
Afterwards everyone draws back up to five cards.

[b]Being attacked[/b]  Answer with a defence card or take the damage. [b]Dodge[/b] and [b]Block[/b]
stop most attacks; [b]Disarm[/b] stops a weapon (and throws it away); [b]Freedom[/b] stops a Grab,
Choke or Headlock; [b]First Aid[/b] (+2) works as a defence only when the hit would knock you out.
Free attacks (after a Grab, Powerplay, Humiliation, Poke, Uppercut²) can't be defended.

[b]Humiliation[/b]  Right after anyone plays a card, anyone holding a Humiliation may interrupt:
that play is ruined and the humiliator gets one free Basic Attack or Weapon on the victim.
Only another Humiliation stops it.

[b]Families[/b]  » Basic attack (yellow)  † Weapon (magenta, comes back to your hand)
◆ Defence (blue)  ★ Specialty (orange)

[b]Helpless[/b] players can't defend: poked in the eye, in a Headlock, choking or choked.
""")

COMBOS = N_("""\
[b]What follows a Grab[/b]  (a Grab on your turn: Dodge or Freedom stop it, Block doesn't)
  Grab → a free Basic Attack or Weapon
  Grab → Powerplay (3, only Humiliation stops it) → a free Basic Attack
  Grab → Choke (1 now, 1 each of your turns; both of you helpless)
  Grab → Headlock (victim helpless; free Jabs, Uppercuts, Stomps every round)
  Block → Grab: after your Block you may Grab the attacker; if you don't, they may Grab you

[b]What breaks which hold[/b]  (on the victim's own turn)
  Choke     ← Freedom, Stomp, Headbutt, Humiliation (or hit someone else with a Basic Attack)
  Headlock  ← Freedom, Stomp, Humiliation (nothing else: discard to dig for one)
  The holder may release at any time ([b]r[/b]).

[b]What counters what[/b]
  Basic attacks, Stomp, Poke, Uppercut²  ← Dodge, Block
  Roundhouse, Spinning Backfist          ← Block; a Dodge sends it on to the next player
  Weapons                                ← Dodge, Block, Disarm (Disarm bins the weapon)
  Big Combo (6)                          ← two of Dodge/Block; one halves it to 3
  Grab                                   ← Dodge, Freedom (not Block)
  Choke, Headlock                        ← Freedom, Humiliation
  Any card anyone plays                  ← Humiliation; a Humiliation ← another Humiliation

[b]Statuses[/b]  stomped: your next attack does half damage · poked: helpless for two turns ·
Uppercut²: helpless and open to one free Basic Attack
""")


def cards_text(first: str = "") -> Text:
    """Every card kind with family, damage, copies and full rule; `first` on top."""
    t = Text()
    kinds = sorted(KINDS, key=lambda k: (k.key != first, list(KINDS).index(k)))
    for k in kinds:
        colour = FAMILY_COLOUR[k.family]
        t.append(f"{GLYPH[k.family]} {_(k.name)}", style=f"bold {colour}" +
                 (" reverse" if k.key == first else ""))
        typed = card_words(k.key)
        if typed:       # the words the player's language types for it (English works too)
            t.append("  " + _("type: {words}").format(words=" / ".join(typed)), style=muted())
        dmg = f", {'+' if k.key == 'first_aid' else ''}{k.damage}" if k.damage else ""
        copies = _("{n}× in the deck").format(n=k.copies)
        t.append(f"  {family_name(k.family)}{dmg}, {copies}\n", style=colour)
        t.append(f"  {_(k.text)}\n\n")
    return t


class HelpScreen(SteadyScreen, ModalScreen[None]):
    """Keys, rules, combos and cards, in tabs. Opens on a topic: "keys", "rules", "combos" or a
    card key."""

    CSS_PATH = "help.tcss"
    BINDINGS = [Binding("escape,q,question_mark,f1", "close", N_("Close"), id="help.close"),
                Binding("left", "tab(-1)", N_("Prev tab"), show=False, id="help.prev_tab"),
                Binding("right", "tab(1)", N_("Next tab"), show=False, id="help.next_tab"),
                *(Binding(key, f"scroll('{key}')", show=False)
                  for key in ("down", "up", "pagedown", "pageup", "home", "end", "space"))]

    def __init__(self, topic: str = "") -> None:
        super().__init__()
        localize_bindings(self)
        self.topic = topic

    def compose(self) -> ComposeResult:
        topic = self.topic
        initial = ("cards" if topic in KIND_BY_KEY else
                   topic if topic in ("keys", "rules", "combos") else "keys")
        with Vertical(id="help-box"):
            yield Static(_("Help — ←/→ switch tabs, ↓/PgDn scroll, Esc closes"),
                         id="help-title")
            with TabbedContent(initial=initial, id="tabs"):
                with TabPane(_("Keys"), id="keys"), VerticalScroll():
                    from gameshelf.tui.model import hints, takeback
                    yield Static(Text.from_markup(_(KEYS) + "\n" + takeback.help_line()
                                                  + "\n" + hints.help_line()
                                                  + self._moved_keys()))
                with TabPane(_("Rules"), id="rules"), VerticalScroll():
                    yield Static(Text.from_markup(_(RULES)))
                with TabPane(_("Combos"), id="combos"), VerticalScroll():
                    yield Static(Text.from_markup(_(COMBOS)))
                with TabPane(_("Cards"), id="cards"), VerticalScroll():
                    yield Static(cards_text(topic if topic in KIND_BY_KEY else ""))
            if topic and topic not in KIND_BY_KEY and topic not in ("keys", "rules", "combos"):
                yield Static(Text(_("No help topic {topic}: try a card name, keys, rules or "
                                    "combos.").format(topic=repr(topic))), id="help-miss")

    def _moved_keys(self) -> str:
        """Below the keys as they come: the ones the player's keymap moved (the table's
        bindings, as Textual's Keys panel shows them too)."""
        from gameshelf.tui.app.keymap import rebound_text
        from gameshelf.tui.games.lunch_money.table_bindings import BINDINGS
        return rebound_text(getattr(self.app, "_keymap", {}), BINDINGS, _)

    def action_close(self) -> None:
        self.dismiss(None)

    def action_tab(self, step: int) -> None:
        if not on_stack(self):
            return
        tabs = self.query_one(TabbedContent)
        order = ["keys", "rules", "combos", "cards"]
        now = order.index(tabs.active) if tabs.active in order else 0
        # A key pressed as Help opens finds the tab bar still being built: it does nothing.
        with contextlib.suppress(ValueError):
            tabs.active = order[(now + step) % len(order)]

    def action_scroll(self, key: str) -> None:
        """↓ ↑ PgDn PgUp Home End Space scroll the open tab at once (the focus sits on the tab
        bar, which does not scroll)."""
        pane = self.query_one(TabbedContent).active_pane if on_stack(self) else None
        if pane is None:
            return
        page = pane.query_one(VerticalScroll)
        {"down": page.scroll_down, "up": page.scroll_up, "pagedown": page.scroll_page_down,
         "pageup": page.scroll_page_up, "home": page.scroll_home, "end": page.scroll_end,
         "space": page.scroll_page_down}[key](animate=False)


__all__ = ["HelpScreen", "KIND_OF"]
