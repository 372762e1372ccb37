"""Dig Your Way Out's first lesson as data: seven positions (scenario builds), what the player
is asked to do in each and how the lesson says it. Pure: no Textual (the table that plays them
is `lesson.py`)."""

from __future__ import annotations

from collections.abc import Sequence

from gameshelf.engine.dig_your_way_out import actions as A
from gameshelf.engine.dig_your_way_out.data import CREW, SHOVEL
from gameshelf.engine.dig_your_way_out.scenario import Scenario
from gameshelf.engine.dig_your_way_out.state import DecisionKind as K
from gameshelf.tui.i18n import N_
from gameshelf.tui.screens.lesson_base import Ask, Step

BRUNO = 1                   # the lesson's opponent sits at seat 1; you at 0
PERSONAS = (None, "bruno")
SEED = 12                   # the scenario's seed: the die and the search pile are the same
INFIRMARY = 3


def _yard(names: Sequence[str], here: str, *hand: str, bruno: str = "recreation") -> Scenario:
    """You `here` with `hand`, Bruno elsewhere with a cap, your turn with both actions."""
    return (Scenario(list(names), seed=SEED).past(0, "smuggler").past(BRUNO, "dealer")
            .at(0, here).at(BRUNO, bruno).hand(0, *hand).hand(BRUNO, "cap").turn(0))


def _is(kind: type):
    return lambda a: isinstance(a, kind)


STEPS: tuple[Step, ...] = (
    Step(N_("Search"),
         lambda names: _yard(names, "cafeteria", "bandana", "broom").build(),
         (Ask(K.TURN, _is(A.Search),
              N_("You are a prisoner digging a tunnel out. Each turn has 2 actions. Searching "
                 "draws the cards of where you stand: 2 in the cafeteria."),
              N_("Press s (or {key}) to search the cafeteria."),
              N_("Search first: press s or {key}.")),),
         N_("Your first turn in the yard. The prompt line at the bottom always says what to "
            "press."),
         N_("Two new cards in your hand. You may search once a turn; your second action could "
            "be a move.")),
    Step(N_("Move by the die"),
         lambda names: _yard(names, "cells", "bandana", "broom").build(),
         (Ask(K.TURN, _is(A.RollMove),
              N_("Moving by the die costs 1 action: each face shows two places, and you choose "
                 "one of them."),
              N_("Press m (or {key}) to roll the die."),
              N_("Roll the die: press m or {key}.")),
          Ask(K.DESTINATION, _is(A.MoveTo),
              N_("The die shows two places: choose where you go."),
              N_("Press {key} (or the other place's number) to go there."),
              N_("Choose one of the two places: press {key}."))),
         N_("You are in the cells. Time to go out."),
         N_("Moved. Where you stand decides what you may do: search, craft, trade, heal, or "
            "dig (only in the cells).")),
    Step(N_("Careful move"),
         lambda names: _yard(names, "cells", "bandana", "broom").build(),
         (Ask(K.TURN, _is(A.CarefulMove),
              N_("A careful move costs both actions, but takes you to any place you like."),
              N_("Press {key} for a careful move."),
              N_("Move carefully this time: press {key}.")),
          Ask(K.DESTINATION, lambda a: isinstance(a, A.MoveTo) and a.place == INFIRMARY,
              N_("Any place: the infirmary, where a beating heals."),
              N_("Press {key} to walk to the infirmary."),
              N_("Go to the infirmary: press {key}."))),
         N_("No luck with the die wanted this time."),
         N_("There without a roll, but your turn's actions are spent.")),
    Step(N_("Craft a tool"),
         lambda names: _yard(names, "cafeteria", "broom", "iron_bar", "tape", "bandana").build(),
         (Ask(K.TURN, _is(A.Craft),
              N_("A broom handle, an iron bar and duct tape make a pickaxe (3 tunnel points). "
                 "You may craft anywhere but the cells and the showers."),
              N_("Press {key} to craft the pickaxe."),
              N_("Craft it: press {key}.")),),
         N_("Your materials make a tool."),
         N_("A pickaxe! The recipes are in Help (press ?); a spoon is free in the cafeteria.")),
    Step(N_("Join a gang"),
         lambda names: _yard(names, "cafeteria", "bandana", "cap", "broom").build(),
         (Ask(K.TURN, lambda a: isinstance(a, A.JoinGang) and a.gang == CREW,
              N_("Different accessories get you into a gang: a bandana and a cap, the Crew. A "
                 "gang card gives you a benefit for the rest of the game."),
              N_("Press {key} to join the Crew."),
              N_("Join the Crew: press {key}.")),),
         N_("Your accessories are an invitation."),
         N_("You are Crew now: the gang shows by your name; what its card gives you is in "
            "Help (Gangs).")),
    Step(N_("Extort and fight"),
         lambda names: _yard(names, "recreation", "razor", "shard", "bandana")
         .hand(BRUNO, "shovel", "toothbrush", "cap").build(),
         (Ask(K.TURN, lambda a: isinstance(a, A.Extort) and a.tool == SHOVEL,
              N_("Bruno stands here with a shovel (5 points). Extort him: name the tool and "
                 "show a weapon. He gives it up, or fights."),
              N_("Press {key} to extort Bruno's shovel."),
              N_("Go for the shovel: press {key}.")),
          Ask(K.FIGHT, _is(A.LayWeapon),
              N_("Bruno fights back with a weapon. Lay another one, or give in and take a "
                 "beating."),
              N_("Press {key} to lay your glass shard."),
              N_("Don't give in: press {key} to lay a weapon."))),
         N_("Bruno is in the recreation area too."),
         N_("Bruno had no weapon left: he took a beating and you took his shovel."),
         plans={BRUNO: (_is(A.LayWeapon),)}),
    Step(N_("Dig"),
         lambda names: _yard(names, "cells", "pickaxe", "bandana").dug(0, "shovel").build(),
         (Ask(K.TURN, _is(A.Dig),
              N_("In the cells you dig: a tool laid in your tunnel counts its points. You have "
                 "5; 12 win with two or three players."),
              N_("Press {key} to dig your pickaxe into the tunnel."),
              N_("Dig: press {key}.")),),
         N_("Back in your cell with a pickaxe."),
         N_("8 points in your tunnel. Dig 12 before the others and you are out.")),
)
