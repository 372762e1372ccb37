"""Sample Lunch Money events and narrators, for `templates check` and the tests: every event
kind at a four-seat table, told by a fresh narrator and by one deep into a battered match."""

from __future__ import annotations

from pathlib import Path

from gameshelf.engine.core.cast import PERSONA_BY_KEY, Persona
from gameshelf.engine.lunch_money import events as E
from gameshelf.engine.lunch_money.events import EVENT_TYPES, Event
from gameshelf.tui.games.lunch_money.chronicle import EVENT_NAMES, _fields_of
from gameshelf.tui.narration.narrator import BANTER, MOODS, Narrator


def persona_of(key: str | None) -> Persona | None:
    return PERSONA_BY_KEY.get(key) if key else None


def sample_events() -> dict[str, list[Event]]:
    """A few events of every kind, at a four-seat table where seat 0 is the human."""
    from gameshelf.engine.lunch_money.cards import cards_of

    def c(key: str) -> int:
        return cards_of(key)[0]

    samples: list[Event] = [
        E.GameStarted(4, 3, 0), E.GameStarted(3, 0, 1),
        E.TurnStarted(0, 1), E.TurnStarted(2, 6),
        E.TurnSkipped(1, "poked"), E.TurnSkipped(0, "poked"),
        E.TurnEnded(2), E.TurnEnded(0),
        E.CardPlayed(1, c("hook"), 2, "attack"), E.CardPlayed(0, c("knife"), 3, "attack"),
        E.CardPlayed(2, c("jab"), 0, "free_attack"), E.CardPlayed(3, c("grab"), 1, "grab"),
        E.CardPlayed(1, c("powerplay"), 0, "follow_up"),
        E.CardPlayed(2, c("humiliation"), 1, "humiliation"),
        E.CardPlayed(0, c("hail_mary"), 1, "attack"), E.CardPlayed(3, c("big_combo"), 2, "attack"),
        E.CardPlayed(2, c("first_aid"), None, "first_aid"),
        E.Passed(1), E.Passed(0),
        E.CardsDiscarded(3, (c("hook"), c("dodge"), c("pipe"))), E.CardsDiscarded(0, (c("jab"),)),
        E.CardsDrawn(0, 2, (c("kick"), c("block"))), E.CardsDrawn(2, 1),
        E.DeckReshuffled(61),
        E.DirectionChosen(1, True), E.DirectionChosen(0, False),
        E.AttackDodged(2, 1, c("roundhouse")), E.AttackDodged(0, 3, c("chain")),
        E.AttackBlocked(1, 0, c("pipe")), E.AttackBlocked(3, 2, c("hail_mary")),
        E.WeaponDisarmed(2, 3, c("hammer")), E.WeaponDisarmed(0, 1, c("knife")),
        E.GrabEscaped(1, 2, c("grab")), E.GrabEscaped(0, 3, c("choke")),
        E.AttackMovedOn(1, c("roundhouse"), 2, 3), E.AttackMovedOn(3, c("spinning_backfist"), 0, 1),
        E.AttackMissedEveryone(2, c("spinning_backfist")),
        E.AttackLanded(1, 2, c("hook"), 2), E.AttackLanded(0, 3, c("pipe"), 3),
        E.AttackLanded(3, 0, c("hail_mary"), 7), E.AttackLanded(2, 1, c("big_combo"), 3,
                                                                   reduced=True),
        E.AttackLanded(1, 0, c("jab"), 1, free=True), E.AttackLanded(2, 3, c("uppercut2"), 6),
        E.CountersLost(2, 1, 9), E.CountersLost(0, 3, 2),
        E.CountersRestored(1, 2, 6), E.CountersRestored(0, 4, 5),
        E.PlayerKnockedOut(2, 1), E.PlayerKnockedOut(0, 3), E.PlayerKnockedOut(3, 0),
        E.PlayerKnockedOut(1, None),
        E.Humiliated(2, 1, c("kick")), E.Humiliated(0, 3, c("hail_mary")),
        E.Humiliated(1, 0, c("block")),
        E.GrabLanded(3, 1), E.GrabLanded(0, 2),
        E.HoldApplied(1, 2, "choke"), E.HoldApplied(0, 3, "headlock"),
        E.HoldBroken(1, 2, "choke", c("headbutt")), E.HoldBroken(3, 0, "headlock", c("freedom")),
        E.HoldReleased(2, 1, "choke"), E.HoldReleased(0, 3, "headlock"),
        E.ChokeTightened(1, 2), E.ChokeTightened(3, 0),
        E.StatusApplied(2, "stomped", 1), E.StatusApplied(0, "helpless", 3),
        E.StatusEnded(2, "stomped"), E.StatusEnded(0, "helpless"),
        E.WeaponReturned(1, c("chain")), E.WeaponReturned(0, c("hammer")),
        E.GameOver(1), E.GameOver(0),
    ]
    out: dict[str, list[Event]] = {EVENT_NAMES[t]: [] for t in EVENT_TYPES}
    for ev in samples:
        out[EVENT_NAMES[type(ev)]].append(ev)
    return out


SAMPLE_NAMES = ("You", "Bruno", "Vicky", "Pixie")
SAMPLE_PERSONAS = ("", "bruno", "vicky", "pixie")


def sample_narrators(lang: str, user_dir: Path | None = None) -> list[Narrator]:
    """Narrators in two moods for rendering samples: a fresh match and a battered one."""
    personas = [persona_of(k) for k in SAMPLE_PERSONAS]
    fresh = Narrator(SAMPLE_NAMES, lang=lang, seed=1, personas=personas, human=0,
                     user_dir=user_dir, game="lunch-money")
    worn = Narrator(SAMPLE_NAMES, lang=lang, seed=2, personas=personas, human=0,
                    user_dir=user_dir, game="lunch-money")
    m = worn.mem
    m.counters, m.lowest = [2, 3, 9, 1], [2, 1, 6, 1]
    m.damage = [[0, 4, 2, 9], [9, 0, 3, 1], [3, 2, 0, 4], [4, 9, 1, 0]]
    m.last_hit_by, m.streak = [1, 3, 0, 2], [3, 4, 0, 1]
    m.humiliations, m.knockouts, m.blood, m.round = [1, 2, 0, 3], [0, 1, 0, 0], True, 7
    m.last_insult, m.last_insult_by = "Stay down.", 1
    m.holding = [None, [2, "choke"], None, [0, "headlock"]]
    return [fresh, worn]


def sample_contexts(narrator: Narrator, kind: str, specific: bool = False) -> list[dict]:
    """Contexts a template of this kind may see, with its situation flags off and on.
    Specific templates (attack_landed/revenge.j2) only see samples with every seat set."""
    if kind == BANTER:
        out = []
        for mood in MOODS:
            for speaker, other in ((1, 0), (2, 3), (3, None)):
                out.append(narrator._banter_context({
                    "me": narrator.who[speaker], "mood": mood,
                    "other": narrator.who[other] if other is not None else None,
                    "trigger": "humiliated" if speaker == 3 else "player_knocked_out",
                    "persona": narrator.personas[speaker]}))
        return out
    flags_on = {"first_blood": True, "revenge": True, "comeback": True, "knockout": True,
                "was_low": True, "left": 2, "streak": 3, "times": 2}
    out = []
    for ev in sample_events().get(kind, ()):
        if specific and any(getattr(ev, f) is None for f in _fields_of(ev)):
            continue
        extra = {"left": 5} if hasattr(ev, "damage") or isinstance(ev, E.ChokeTightened) else {}
        out.append(narrator.context(ev, extra))
        out.append(narrator.context(ev, {**flags_on, "role": getattr(ev, "role", None)}))
    return out
