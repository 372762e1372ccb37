"""The table's keys, clicks and typed commands. `TableKeys` is a part of `TableScreen` (which
owns the match and alone calls the engine): it turns what the player presses into a choice."""

from __future__ import annotations

from textual.events import Key

from engine.lunch_money import KEY_OF, Discard, PlayCard
from engine.lunch_money.state import DecisionKind as K
from tui.games.lunch_money.commands import Act, Error, Meta, card_label, card_note, options, parse
from tui.games.lunch_money.widgets.hand import CardTile, Hand
from tui.games.lunch_money.widgets.opponents import OpponentCard
from tui.i18n import translator
from tui.screens.steady import on_stack
from tui.widgets.command_line import CommandLine
from tui.widgets.fight_log import FightLog

_ = translator("lunch_money")

# Keys that keep their own meaning while the bots play; any other key hurries the bots.
_WHILE_BOTS_PLAY = ("question_mark", "f1", "colon", "slash", "ctrl+s", "ctrl+o", "ctrl+p",
                    "ctrl+q", "pageup", "pagedown", "up", "down", "tab", "shift+tab")


class TableKeys:
    """What the player presses, clicks and types at the table (a mixin of TableScreen)."""

    def on_key(self, event: Key) -> None:
        if isinstance(self.focused, CommandLine) or self.failure is not None:
            return
        key = event.key
        if self.mode == "over":
            if key in ("enter", "space"):
                event.stop()
                self.show_game_over()
            return
        if self.mode == "idle":
            if key not in _WHILE_BOTS_PLAY:
                event.stop()
                self.skip()
            return
        handled = self._decide_key(key)
        if handled:
            event.stop()
            event.prevent_default()

    def _decide_key(self, key: str) -> bool:
        """A key while the human decides; whether it did something."""
        if self.mode == "target":
            return self._target_key(key)
        if self.mode == "discard":
            return self._discard_key(key)
        return self._decision_key(key)

    def _target_key(self, key: str) -> bool:
        if key == "escape":
            self.mode, self.pending, self.targets = "decide", None, []
            self.refresh_view()
            return True
        if key.isdigit() and 1 <= int(key) <= len(self.targets):
            self._play_at(self.targets[int(key) - 1])
            return True
        return False

    def _discard_key(self, key: str) -> bool:
        hand = self.view.hand
        if key == "enter" and self.selected:
            self.act(Discard(tuple(hand[i] for i in sorted(self.selected))))
            return True
        if key == "escape":
            self.mode, self.selected = "decide", set()
        elif key.isdigit() and 1 <= int(key) <= len(hand):
            self.selected ^= {int(key) - 1}
        elif key == "space" and isinstance(self.focused, CardTile):
            self.selected ^= {self.focused.index}
        elif key == "a":
            self.selected = set(range(len(hand)))
        else:
            return False
        self.refresh_view()
        return True

    def _decision_key(self, key: str) -> bool:
        v = self.view
        d = v.decision
        if key.isdigit() and key != "0":
            self.choose_card(int(key) - 1)
        elif key == "space" and isinstance(self.focused, CardTile):
            self.choose_card(self.focused.index)
        elif d is not None and d.kind is K.TURN and key == "d":
            self.mode, self.selected = "discard", set()
            self.answer("")
            self.refresh_view()
        elif (chosen := next((o for o in options(v) if o.key == key and o.action), None)):
            self.act(chosen.action)
        elif key == "enter" and d is not None and d.kind is K.TURN:
            # Enter answers questions ("go on", "take it", "no"); it never plays a card.
            self.answer(_("Enter plays no card: press a card's number, Space on the focused "
                          "card, or click it. [d] discards, [p] passes."))
        elif len(key) == 1 and key.isalpha():
            keys = ", ".join(f"[{o.key}] {o.label}" for o in options(v))
            self.answer(_("'{key}' does nothing here. Keys now: {keys}. Or press : to type a "
                          "command, ? for help.").format(key=key, keys=keys))
        else:
            return False
        return True

    def choose_card(self, index: int) -> None:
        """A card was picked by number, click or space: play it, or ask at whom."""
        v = self.view
        if index >= len(v.hand) or v.decision is None or v.decision.seat != self.human:
            if index >= len(v.hand):
                self.answer(_.n("You have {n} card.", "You have {n} cards.",
                                len(v.hand)).format(n=len(v.hand)))
            return
        if self.mode == "discard":
            self.selected ^= {index}
            self.refresh_view()
            return
        card = v.hand[index]
        key = KEY_OF[card]
        fits = [a for a in v.legal if getattr(a, "card", None) is not None
                and KEY_OF[a.card] == key]
        if not fits:
            self.answer(f"{card_label(card)}: {card_note(v, card) or _('not now.')}")
            return
        targets = sorted({a.target for a in fits if isinstance(a, PlayCard)
                          and a.target is not None})
        if len(targets) > 1:
            self.mode, self.pending, self.targets = "target", index, targets
            self.answer("")
            self.refresh_view()
            return
        a = fits[0]
        self.act(PlayCard(card, a.target) if isinstance(a, PlayCard) else type(a)(card))

    def _play_at(self, seat: int) -> None:
        card = self.view.hand[self.pending]
        self.act(PlayCard(card, seat))

    def on_opponent_card_chosen(self, message: OpponentCard.Chosen) -> None:
        if self.mode == "target" and message.seat in self.targets:
            self._play_at(message.seat)

    def on_card_tile_chosen(self, message: CardTile.Chosen) -> None:
        if self.mode == "idle":
            self.skip()
        elif self.mode in ("decide", "discard"):
            self.choose_card(message.index)

    # --- the command line ---------------------------------------------------------------------

    def on_input_submitted(self, message: CommandLine.Submitted) -> None:
        if not isinstance(message.input, CommandLine):
            return
        text = message.value
        message.input.value = ""
        # Back to the keys: the prompt's single-key answers work again at once (they used to go
        # into the command line until Esc, while the prompt still offered them).
        self.focus_hand()
        if text.strip():
            self.run_command(text)

    def run_command(self, text: str) -> None:
        """Do what a typed line says (also used by tests and the command palette). It is read
        against the match as it is now, not as last drawn: bots move between redraws."""
        if self.failure is not None:
            return
        result = parse(text, self.driver.view(self.human))
        match result:
            case Act(action=a):
                self._note(f"> {text.strip()}", style="dim")
                if self.mode in ("target", "discard"):
                    self.mode = "decide"
                self.act(a)
            case Meta(name=name, arg=arg):
                self.answer("")
                self.meta(name, arg)
            case Error(message=msg, waiting=waiting):
                if self.mode == "idle" and waiting:
                    self.skip()
                self.answer(msg, wait=waiting)

    def meta(self, name: str, arg: str = "") -> None:
        if name in ("help", "keys", "rules", "combos"):
            self.action_help(arg if name == "help" else name)
        elif name == "save":
            self.action_save(arg)
        elif name == "settings":
            self.action_settings()
        elif name == "quit":
            self.app.exit()

    def focus_hand(self) -> None:
        """Focus a card: the first one that can be played now, else the last focused."""
        tiles = self.query_one(Hand).tiles()
        if not tiles:
            self.set_focus(None)
            return
        lit = [t for t in tiles if not t.has_class("-unplayable")]
        idx = min(self.query_one(Hand).focused_index, len(tiles) - 1)
        (lit[0] if lit else tiles[idx]).focus()

    # --- actions (keys, palette) ---------------------------------------------------------------

    def action_help(self, topic: str = "") -> None:
        from tui.games.lunch_money.help import HelpScreen
        self.app.push_screen(HelpScreen(topic))

    def action_type(self) -> None:
        self.query_one(CommandLine).focus()

    def action_save(self, name: str = "") -> None:
        from tui.saves import save
        m = self.match
        name = name.strip() or _("{you} vs {others} ({seed})").format(
            you=m.names[m.human], others=", ".join(m.names[1:]), seed=m.seed)
        try:
            where = save(m, name, getattr(self.app, "saves_dir", None))
        except Exception as err:
            self.notify(_("Could not save: {error}").format(error=err), severity="error")
            return
        self.notify(_("Saved as “{name}” ({where}).").format(name=name, where=where),
                    title=_("Saved"))

    def action_settings(self) -> None:
        from tui.screens.settings import SettingsScreen
        self.app.push_screen(SettingsScreen())    # it passes changes on to this match at once

    def action_log_up(self) -> None:
        self.query_one(FightLog).scroll_page_up()

    def action_log_down(self) -> None:
        self.query_one(FightLog).scroll_page_down()

    def action_pass(self) -> None:
        self.run_command("pass")

    def action_take_it(self) -> None:
        self.run_command("take it")

    def action_release(self) -> None:
        self.run_command("release")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The table's keys and palette commands do nothing until it is set up, nor once it
        has begun to close (a ':' queued behind the key that left found no command line)."""
        return self.ready and on_stack(self)

    def action_discard_mode(self) -> None:
        if self.mode == "decide" and self.view.decision and self.view.decision.kind is K.TURN:
            self._decide_key("d")
