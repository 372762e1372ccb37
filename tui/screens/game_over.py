"""What every game's game-over screen shares: the choices it ends with (new match, rematch,
title, quit), the look-back key, and what a seat at a friend's hosted table is not offered
(a rematch: the host closed the table with the match; a look back: the seat knows the events,
not the moves). A game's own screen composes its standings and its buttons.
"""

from __future__ import annotations

from typing import Any

from textual.screen import ModalScreen
from textual.widgets import Button

from gameshelf.tui.screens.steady import SteadyScreen

CHOICES = ("new", "rematch", "title", "quit")


def offers(match: Any, choice: str) -> bool:
    """Whether a game-over screen of `match` offers `choice`: all of them, but a rematch
    at a friend's hosted table, whose host closed it with the match."""
    return choice != "rematch" or not getattr(match, "hosted", False)


class GameOverBase(SteadyScreen, ModalScreen[str]):
    """Returns "new", "rematch", "title" or "quit": one the match offers (`offers`)."""

    DEFAULT_CSS = """
    GameOverBase #table-closed { height: auto; margin-top: 1; }
    """

    def __init__(self, match: Any) -> None:
        super().__init__()
        self.match = match

    def offers(self, choice: str) -> bool:
        """Whether this screen offers `choice` (a button is shown, its key works)."""
        return offers(self.match, choice)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys of choices not offered are neither shown nor taken; nor is the look back of a
        match that has none."""
        if not super().check_action(action, parameters):
            return False
        if action == "choose" and parameters:
            return self.offers(str(parameters[0]))
        if action == "look_back":
            from gameshelf.tui.model.look_back import can_look_back
            return can_look_back(self.match)
        return True

    def action_look_back(self) -> None:
        """The player's costliest decisions, by the hard bot's judge (tui.widgets.look_back)."""
        from gameshelf.tui.widgets.look_back import start_look_back
        start_look_back(self)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.action_choose(str(event.button.id))

    def action_choose(self, choice: str) -> None:
        if choice in CHOICES and self.offers(choice):
            self.dismiss(choice)
