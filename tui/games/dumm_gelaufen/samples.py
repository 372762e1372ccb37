"""Sample Dumm gelaufen! events and narrators, for `templates check` and the tests: every event
kind at a four-seat table, told by a fresh narrator and by one deep into a cursed match."""

from __future__ import annotations

from pathlib import Path

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.engine.dumm_gelaufen import events as E
from gameshelf.engine.dumm_gelaufen.cards import ACTION_BY_KEY, card_by_name
from gameshelf.engine.dumm_gelaufen.events import EVENT_TYPES, Event
from gameshelf.tui.games.dumm_gelaufen.chronicle import EVENT_NAMES
from gameshelf.tui.narration.narrator import BANTER, MOODS, Narrator

SAMPLE_NAMES = ("You", "Bruno", "Vicky", "Pixie")
SAMPLE_PERSONAS = ("", "bruno", "vicky", "pixie")


def _c(name: str) -> int:
    return ACTION_BY_KEY[name].id if name in ACTION_BY_KEY else card_by_name(name)


def sample_events() -> dict[str, list[Event]]:
    """A few events of every kind, at a four-seat table where seat 0 is the human."""
    r7, y3, g11, r8 = _c("red 7"), _c("yellow 3"), _c("green 11"), _c("red 8")
    samples: list[Event] = [
        E.RoundStarted(1, 2), E.RoundStarted(4, 0),
        E.CardsTaken(1, "deck", 2), E.CardsTaken(0, "deck", 1, (r7,)),
        E.CardsTaken(2, "piles", 2, (y3, g11)), E.CardsTaken(3, "mac", 1, (r8,)),
        E.CardGiven(1, r7, 0), E.CardGiven(0, y3, 1), E.CardGiven(3, g11, 2),
        *(E.RedStruck(s, _c(f"R{k}")) for k, s in zip(range(1, 10), (1, 0, 2, 3) * 3,
                                                         strict=False)),
        *(E.GreenPlayed(s, _c(f"G{k}")) for k, s in zip(range(1, 9), (2, 3, 0, 1) * 2,
                                                           strict=False)),
        E.ActionsSwapped(1, (_c("R3"), _c("G5"))), E.ActionsSwapped(0, (_c("G2"), _c("R8"))),
        E.CardsDrawn(2, 1), E.CardsDrawn(0, 2, (r8, y3)),
        E.PileReshuffled(41),
        E.HandsSwapped(1, 2), E.HandsSwapped(3, 0),
        E.CardHanded(0, 1, r7), E.CardHanded(2, 0, g11),
        E.CardsPassed(1, 2, 2), E.CardsPassed(3, 0, 2, (y3, r8)),
        E.CardStolen(1, 0, r7), E.CardStolen(2, 3),
        E.MacCleared((r7, y3, g11, r8)), E.MacDealt((r7, y3, g11, r8, _c("yellow 9"),
                                                     _c("green 2"), _c("red 5"))),
        E.SwappedWithMac(2, r7, y3), E.SwappedWithMac(0, g11, r8),
        E.MurphyShown(1, 6), E.MurphyShown(0, 14),
        E.MurphySeen(0, 2, 3), E.MurphySeen(3, 1),
        E.MurphyReturned(2), E.MurphyReturned(0),
        E.MurphyDrawn(0, 12), E.MurphyDrawn(1),
        E.MurphyPileReshuffled(17),
        E.MurphyFulfilled(1, 2, (y3, _c("yellow 4"), _c("yellow 9")), 1),
        E.MurphyFulfilled(0, 5, (r7, r8, g11), 2),
        E.MurphyFulfilled(3, 17, (r7, y3), 3),
        E.TurnEnded(1, 2), E.TurnEnded(0, 1),
        E.TurnLimitReached(400),
        E.GameWon(2), E.GameWon(0),
    ]
    out: dict[str, list[Event]] = {EVENT_NAMES[t]: [] for t in EVENT_TYPES}
    for ev in samples:
        out[EVENT_NAMES[type(ev)]].append(ev)
    return out


def sample_narrators(lang: str, user_dir: Path | None = None) -> list[Narrator]:
    """Narrators in two moods for rendering samples: a fresh match and a cursed one."""
    personas = [PERSONA_BY_KEY.get(k) if k else None for k in SAMPLE_PERSONAS]

    def seated(seed: int) -> Narrator:
        return Narrator(SAMPLE_NAMES, seed=seed, lang=lang, personas=personas, human=0,
                        user_dir=user_dir, game="dumm-gelaufen")

    fresh, worn = seated(1), seated(2)
    m = worn.mem
    m.fulfilled, m.strikes, m.wronged_by = [2, 1, 2, 0], [3, 1, 4, 0], [1, 3, 0, 2]
    m.mac_trips, m.turns, m.since_fulfilled, m.round = [4, 0, 2, 7], 61, 19, 5
    m.first_fulfiller, m.last_insult, m.last_insult_by = 2, "Typical.", 1
    m.last_red, m.last_murphy, m.mac_gift = _c("R6"), 4, _c("red 7")
    worn.chronicle.restore_pending({"seat": 0, "source": "mac", "count": 2, "red": False,
                                    "taken": [_c("red 7"), _c("green 2")],
                                    "given": [_c("red 7")]})
    return [fresh, worn]


# What table talk is set off by, per mood (tui.games.dumm_gelaufen.chronicle `step`).
_TRIGGERS = {"gloat": ("green_played", "murphy_fulfilled"),
             "hurt": ("red_struck", "hands_swapped", "card_stolen"), "win": ("game_won",)}


def sample_contexts(narrator: Narrator, kind: str, specific: bool = False) -> list[dict]:
    """Contexts a template of this kind may see, with its situation flags off and on."""
    if kind == BANTER:
        out = []
        for mood in MOODS:
            for trigger in _TRIGGERS.get(mood, ("hands_swapped",)):
                for speaker, other in ((1, 0), (2, 3), (3, None)):
                    out.append(narrator._banter_context({
                        "me": narrator.who[speaker], "mood": mood,
                        "other": narrator.who[other] if other is not None else None,
                        "trigger": trigger, "persona": narrator.personas[speaker]}))
        return out
    flags_on = {"forced": True, "by_green": True, "exchange": True, "everyone": True, "again": True,
                "drought": 25}
    out = []
    for ev in sample_events().get(kind, ()):
        if specific and any(getattr(ev, f) is None for f in ("murphy", "card")
                            if hasattr(ev, f)):
            continue
        out.append(narrator.context(ev, {}))
        out.append(narrator.context(ev, flags_on))
    return out
