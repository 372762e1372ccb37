"""The table's keys, clicks and typed commands. `TableKeys` is an object `TableScreen` owns
(`table.keys`; the screen owns the match and alone calls the engine): it turns what the player
presses into a choice. The screen's Textual handlers (`on_key`, `action_…`, `check_action`)
hand their work to it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING

from textual.actions import parse as parse_action
from textual.binding import Binding
from textual.events import Key

from gameshelf.engine.lunch_money import KEY_OF, Defend, Discard, PlayCard
from gameshelf.engine.lunch_money.state import DecisionKind as K
from gameshelf.tui.app.deviations import app_keymap, own_key_bindings
from gameshelf.tui.games.lunch_money.commands import (
    Act,
    Error,
    Meta,
    card_label,
    card_note,
    options,
    parse,
)
from gameshelf.tui.games.lunch_money.modes import Mode
from gameshelf.tui.games.lunch_money.questions import Option, card_range
from gameshelf.tui.games.lunch_money.table_bindings import COMMANDS, answer_name
from gameshelf.tui.games.lunch_money.table_bindings import binding_id as binding_id_of
from gameshelf.tui.games.lunch_money.widgets.hand import Hand
from gameshelf.tui.games.lunch_money.widgets.opponents import Opponents
from gameshelf.tui.i18n import translator
from gameshelf.tui.screens.steady import on_stack
from gameshelf.tui.widgets.command_line import CommandLine
from gameshelf.tui.widgets.fight_log import FightLog

if TYPE_CHECKING:
    from gameshelf.tui.games.lunch_money.table import TableScreen

_ = translator("lunch_money")

# Keys that keep their own meaning while the bots play, besides the table's own commands (help,
# save, …: whatever keys the keymap gives them); any other key hurries the bots.
_MOVING_KEYS = ("up", "down", "tab", "shift+tab")


class TableKeys:
    """What the player presses, clicks and types at the table it is given. The keys are
    bindings with ids (table_bindings.py); `check_action` says which acts now."""

    def __init__(self, table: TableScreen) -> None:
        self.table = table

    def key(self, event: Key) -> None:
        """Keys no binding answers now: while the bots play any key hurries them; a letter that
        answers nothing says which keys do. The bindings do the rest (they come after this)."""
        if isinstance(self.table.focused, CommandLine) or self.table.failure is not None:
            return
        key = event.key
        if self.table.mode == Mode.IDLE:
            if key not in self._keys_while_bots_play():
                event.stop()
                self.table.bots.skip()
            return
        if self.table.mode == Mode.DECIDE and not self._answers(key) and self._explain(key):
            event.stop()
            event.prevent_default()

    def _table_bindings(self) -> dict[str, list]:
        """The table's own bindings by key, as the keymap has them now."""
        return own_key_bindings(self.table)

    def _keys_while_bots_play(self) -> set[str]:
        from gameshelf.tui.screens.game_table import TABLE_KEYS
        commands = {b.id for b in (*COMMANDS, *TABLE_KEYS)}
        return {key for key, bindings in self._table_bindings().items()
                if any(b.id in commands for b in bindings)} | {
            self.table.app.COMMAND_PALETTE_BINDING, *_MOVING_KEYS}

    def _answers(self, key: str) -> bool:
        """Whether a binding of the table's acts on `key` now."""
        for binding in self._table_bindings().get(key, ()):
            namespace, name, params = parse_action(binding.action)
            if namespace or self.table.check_action(name, params):
                return True
        return False

    def _explain(self, key: str) -> bool:
        """A key that does nothing now: say what does (whether it said so)."""
        d = self.table.view.decision
        if key == "enter" and d is not None and d.kind is K.TURN:
            # Enter answers questions ("go on", "take it", "no"); it never plays a card.
            self.table.answer(_("Enter plays no card: press a card's number, Space on the focused "
                          "card, or click it. [d] discards, [p] passes."))
        elif len(key) == 1 and key.isalpha():
            keys = ", ".join(f"[{o.key}] {o.label}" for o in self.keyed(options(self.table.view)))
            self.table.answer(_("'{key}' does nothing here. Keys now: {keys}. Or press : to type a "
                          "command, ? for help.").format(key=key, keys=keys))
        else:
            return False
        return True

    def keyed(self, shown: Iterable[Option], mode: Mode = Mode.DECIDE) -> tuple[Option, ...]:
        """Prompt options with the keys the keymap gives them (unchanged when it gives none)."""
        return tuple(replace(o, key=self._key_label(o, mode)) for o in shown)

    def _key_label(self, option: Option, mode: Mode) -> str:
        keymap = app_keymap(self.table.app)
        cards = card_range(option.key)
        if cards is not None:
            if not any(f"answer.{n}" in keymap for n in range(1, cards + 1)):
                return option.key
            return "/".join(self._key_display(f"answer.{n}", str(n)) for n in range(1, cards + 1))
        binding_id = binding_id_of(option, mode)
        if binding_id is None or binding_id not in keymap:
            return option.key
        return self._key_display(binding_id, option.key)

    def _key_display(self, binding_id: str, default: str) -> str:
        keys = app_keymap(self.table.app).get(binding_id)
        return self.table.app.get_key_display(Binding(keys.split(",")[0], "")) if keys else default

    # --- the game's keys (bindings: table_bindings.GAME_KEYS) ----------------------------------

    def _option(self, name: str) -> Option | None:
        """The prompt option that `name` ("pass", "no", "dodge"…) answers now, if any."""
        if self.table.mode != Mode.DECIDE:
            return None
        return next((o for o in options(self.table.view) if answer_name(o) == name), None)

    def _applies(self, action: str, params: tuple[object, ...]) -> bool:
        """Whether a game key's action does something in the table's mode now."""
        mode = self.table.mode
        d = self.table.view.decision
        if action == "number":
            n = int(str(params[0]))     # "number(3)": Textual parses the 3
            return (n <= len(self.table.targets) if mode == Mode.TARGET else
                    n <= len(self.table.view.hand) if mode == Mode.DISCARD else mode == Mode.DECIDE)
        if action == "choose_focused":
            return mode in (Mode.DECIDE, Mode.DISCARD) and isinstance(self.table.focused, Hand)
        if action == "back":
            return mode in (Mode.TARGET, Mode.DISCARD)
        if action == "discard_mode":
            return mode == Mode.DECIDE and d is not None and d.kind is K.TURN
        if action == "answer":
            return self._option(str(params[0])) is not None
        if action in ("discard_all", "discard_confirm"):
            return mode == Mode.DISCARD and (action == "discard_all" or bool(self.table.selected))
        if action == "summary":
            return mode == Mode.OVER
        return True

    def number(self, n: int) -> None:
        if self.table.mode == Mode.TARGET:
            self._play_at(self.table.targets[n - 1])
        else:
            self.choose_card(n - 1)

    def choose_focused(self) -> None:
        hand = self.table.focused
        assert isinstance(hand, Hand)       # check_action lets this key through only then
        self.choose_card(hand.cursor)

    def back(self) -> None:
        self.table.mode, self.table.pending, self.table.targets, self.table.selected = Mode.DECIDE, None, [], set()
        self.table.refresh_view()

    def discard_mode(self) -> None:
        self.table.mode, self.table.selected = Mode.DISCARD, set()
        self.table.answer("")
        self.table.refresh_view()

    def answer_named(self, name: str) -> None:
        chosen = self._option(name)
        if chosen is not None and chosen.action is not None:    # a named option acts
            self.table.act(chosen.action)

    def discard_all(self) -> None:
        self.table.selected = set(range(len(self.table.view.hand)))
        self.table.refresh_view()

    def discard_confirm(self) -> None:
        hand = self.table.view.hand
        self.table.act(Discard(tuple(hand[i] for i in sorted(self.table.selected))))

    def summary(self) -> None:
        self.table.show_game_over()

    def choose_card(self, index: int) -> None:
        """A card was picked by number, click or space: play it, or ask at whom."""
        v = self.table.view
        if index >= len(v.hand) or v.decision is None or v.decision.seat != self.table.human:
            if index >= len(v.hand):
                self.table.answer(_.n("You have {n} card.", "You have {n} cards.",
                                len(v.hand)).format(n=len(v.hand)))
            return
        if self.table.mode == Mode.DISCARD:
            self.table.selected ^= {index}
            self.table.refresh_view()
            return
        card = v.hand[index]
        key = KEY_OF[card]
        fits = [a for a in v.legal if isinstance(a, PlayCard | Defend) and KEY_OF[a.card] == key]
        if not fits:
            self.table.answer(f"{card_label(card)}: {card_note(v, card) or _('not now.')}")
            return
        targets = sorted({a.target for a in fits if isinstance(a, PlayCard)
                          and a.target is not None})
        if len(targets) > 1:
            self.table.mode, self.table.pending, self.table.targets = Mode.TARGET, index, targets
            self.table.answer("")
            self.table.refresh_view()
            return
        a = fits[0]
        self.table.act(PlayCard(card, a.target) if isinstance(a, PlayCard) else Defend(card))

    def _play_at(self, seat: int) -> None:
        pending = self.table.pending
        assert pending is not None          # TARGET mode: a card was chosen first
        card = self.table.view.hand[pending]
        self.table.act(PlayCard(card, seat))

    def opponents_chosen(self, message: Opponents.Chosen) -> None:
        if self.table.mode == Mode.TARGET and message.seat in self.table.targets:
            self._play_at(message.seat)

    def hand_chosen(self, message: Hand.Chosen) -> None:
        if self.table.mode == Mode.IDLE:
            self.table.bots.skip()
        elif self.table.mode in (Mode.DECIDE, Mode.DISCARD):
            self.choose_card(message.index)

    # --- the command line ---------------------------------------------------------------------

    def submitted(self, message: CommandLine.Submitted) -> None:
        if not isinstance(message.input, CommandLine):
            return
        text = message.value
        message.input.value = ""
        # Back to the keys: the prompt's single-key answers work again at once (they used to go
        # into the command line until Esc, while the prompt still offered them).
        self.table.focus_hand()
        if text.strip():
            self.run_command(text)

    def run_command(self, text: str) -> None:
        """Do what a typed line says (also used by tests and the command palette). It is read
        against the match as it is now, not as last drawn: bots move between redraws."""
        if self.table.failure is not None:
            return
        if self.table.table_talk(text):
            return
        from gameshelf.tui.model.takeback import is_take_back  # typed: after the first frame
        if is_take_back(text):
            self.table.action_take_back()
            return
        from gameshelf.tui.model.hints import is_hint
        if is_hint(text):
            self.table.action_hint()
            return
        result = parse(text, self.table.driver.view(self.table.human))
        match result:
            case Act(action=a):
                self.table._note(f"> {text.strip()}", style="dim")
                if self.table.mode in (Mode.TARGET, Mode.DISCARD):
                    self.table.mode = Mode.DECIDE
                self.table.act(a)
            case Meta(name=name, arg=arg):
                self.table.answer("")
                self.meta(name, arg)
            case Error(message=msg, waiting=waiting):
                if self.table.mode == Mode.IDLE and waiting:
                    self.table.bots.skip()
                self.table.answer(msg, wait=waiting)

    def meta(self, name: str, arg: str = "") -> None:
        if name in ("help", "keys", "rules", "combos"):
            self.table.action_help(arg if name == "help" else name)
        elif name == "save":
            self.table.action_save(arg)
        elif name == "settings":
            self.table.action_settings()
        elif name == "quit":
            self.table.app.exit()

    # --- actions (keys, palette) ---------------------------------------------------------------

    def help(self, topic: str = "") -> None:
        from gameshelf.tui.games.lunch_money.help import HelpScreen
        self.table.app.push_screen(HelpScreen(topic))

    def type_command(self) -> None:
        self.table.query_one(CommandLine).focus()

    def save(self, name: str = "") -> None:
        from gameshelf.tui.store.saves import save
        m = self.table.match
        name = name.strip() or _("{you} vs {others} ({seed})").format(
            you=m.player_name, others=", ".join(m.names[1:]), seed=m.seed)
        try:
            where = save(m, name, getattr(self.table.app, "saves_dir", None))
        except Exception as err:
            self.table.notify(_("Could not save: {error}").format(error=err), severity="error")
            return
        self.table.notify(_("Saved as “{name}” ({where}).").format(name=name, where=where),
                    title=_("Saved"))

    def settings(self) -> None:
        from gameshelf.tui.screens.settings import SettingsScreen
        self.table.app.push_screen(SettingsScreen())    # it passes changes on to this match at once

    def log_up(self) -> None:
        self.table.query_one(FightLog).scroll_page_up()

    def log_down(self) -> None:
        self.table.query_one(FightLog).scroll_page_down()

    def pass_turn(self) -> None:
        self.run_command("pass")

    def take_it(self) -> None:
        self.run_command("take it")

    def release(self) -> None:
        self.run_command("release")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The table's keys and palette commands do nothing until it is set up, nor once it
        has begun to close (a ':' queued behind the key that left found no command line); a
        game key acts only where it answers something (others on its key may)."""
        return self.table.ready and on_stack(self.table) and self._applies(action, parameters)
