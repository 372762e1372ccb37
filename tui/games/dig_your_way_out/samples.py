"""Sample Dig Your Way Out events and narrators, for `templates check` and the tests: every
event kind at a four-seat table, told by a fresh narrator and by one deep into a rough match."""

from __future__ import annotations

from pathlib import Path

from gameshelf.engine.core.cast import PERSONA_BY_KEY
from gameshelf.engine.dig_your_way_out import events as E
from gameshelf.engine.dig_your_way_out.data import KIND_OF
from gameshelf.engine.dig_your_way_out.events import EVENT_TYPES, Event
from gameshelf.tui.games.dig_your_way_out.chronicle import EVENT_NAMES
from gameshelf.tui.narration.narrator import BANTER, MOODS, Narrator

SAMPLE_NAMES = ("You", "Bruno", "Vicky", "Tank")
SAMPLE_PERSONAS = ("", "bruno", "vicky", "tank")


def _c(key: str, nth: int = 0) -> int:
    """The id of the `nth` card of a kind."""
    return [c for c, k in enumerate(KIND_OF) if k.key == key][nth]


def sample_events() -> dict[str, list[Event]]:
    """A few events of every kind, at a four-seat table where seat 0 is the human."""
    spoon, knife, pick, shovel = _c("spoon"), _c("knife"), _c("pickaxe"), _c("shovel")
    razor, tape, broom, chain = _c("razor"), _c("tape"), _c("broom"), _c("gold_chain")
    actions = [_c(k) for k in ("bribe", "snitch", "lockdown", "shakedown", "stash",
                               "cell_search", "distraction", "favour", "contraband",
                               "painkillers", "backup")]
    samples: list[Event] = [
        E.GameStarted(2, 10), E.GameStarted(0, 12, True),
        E.TurnStarted(0, 1), E.TurnStarted(2, 9), E.TurnEnded(1),
        E.CardsDrawn(0, 2, (tape, razor)), E.CardsDrawn(1, 1), E.CardsDrawn(2, 3, (), "stash"),
        E.CardsDrawn(0, 1, (chain,), "michel"), E.CardsDrawn(3, 2, (), "past"),
        E.CardsDrawn(1, 1, (), "revenge"),
        E.Searched(1, 1), E.Searched(0, 4), E.DeckReshuffled(40),
        E.DieRolled(0, 4), E.DieRolled(2, 6, True),
        E.Moved(0, 0, 2, "roll"), E.Moved(1, 1, 0, "careful"), E.Moved(2, 3, 4, "bribe"),
        E.Moved(3, 5, 0, "solitary"), E.Moved(1, 2, 3, "past"),
        E.MichelMoved(1, 4, 1), E.MichelMoved(0, 1, 3),
        E.GangJoined(1, 9, (chain, _c("cap"))), E.GangJoined(0, 20, (chain,), 2),
        *(E.CardPlayed(s % 4, a, (s + 1) % 4, 2) for s, a in enumerate(actions)),
        E.CardPlayed(0, actions[1], 3), E.CardPlayed(2, actions[0], -1, 0),
        E.ExtortionStarted(1, 0, 3, razor), E.ExtortionStarted(0, 2, 2, -1),
        E.ToolGiven(2, 0, pick), E.ToolGiven(0, -1, spoon),
        E.WeaponLaid(0, knife), E.WeaponLaid(1, razor),
        E.FightWon(1, 0), E.FightWon(0, 2), E.FightWon(-1, 3), E.FightWon(2, -1),
        E.BeatingTaken(0, 1), E.BeatingTaken(3, 2),
        E.CardTaken(1, 0, shovel, False), E.CardTaken(2, 3, -1), E.CardTaken(0, 1, tape),
        E.CardTaken(3, -1, pick, False),
        E.Crafted(0, pick, (broom, _c("iron_bar"), tape)), E.Crafted(3, knife, (spoon, _c("file"))),
        E.Dug(1, spoon, 1, 1), E.Dug(0, shovel, 5, 9), E.Dug(2, pick, 3, 11),
        E.SpoonStolen(0, spoon), E.SpoonStolen(3, spoon),
        E.Healed(0, 0), E.Healed(2, 1),
        E.CardSold(0, _c("watch"), 4), E.CardSold(1, tape, 1),
        E.Bought(0, (knife, _c("knife", 1)), 5), E.Bought(2, (shovel,), 8),
        E.PastRevealed(1, 3), E.PastRevealed(0, 15),
        E.CigarettesTaken(0, -1, 4), E.CigarettesTaken(2, 1, 1),
        E.Discarded(0, (tape,)), E.Discarded(3, (razor, chain)),
        E.SentToSolitary(0, 2), E.SentToSolitary(3, 1),
        E.LockdownCalled(1), E.LockdownLifted(1),
        E.ActionsGained(0, 1), E.ActionsGained(2, 2),
        E.TunnelCollapsed(0, pick, 4), E.TunnelCollapsed(2, spoon, 0),
        E.MichelCardDrawn(0, 7), E.MichelCardDrawn(2, 1), E.MichelDeckReshuffled(8),
        E.GameWon((2,), (4, 7, 12, 3)), E.GameWon((0,), (13, 2, 9, 5)),
        E.TurnLimitReached(800, (4, 7, 9, 3)), E.TurnLimitReached(1200, (0, 0, 2, 0)),
        # the team variant
        E.GameStarted(1, 16, False, True), E.DealStarted(0, 2), E.DealStarted(3, 1),
        E.Handed(0, 2, spoon), E.Handed(2, 0, -1, True), E.Handed(1, 3),
        E.DealDone(0, 2, 2), E.DealDone(1, 3, 1), E.DealDone(2, 0, 0), E.BlowPassed(0, 2), E.BlowPassed(3, 1),
        E.Moved(2, 3, 6, "mate"), E.Moved(0, 1, 0, "mate"), E.WeaponLaid(2, razor),
        E.GameWon((0, 2), (8, 1, 9, 3)), E.GameWon((1, 3), (2, 9, 1, 8)),
    ]
    out: dict[str, list[Event]] = {EVENT_NAMES[t]: [] for t in EVENT_TYPES}
    for ev in samples:
        out[EVENT_NAMES[type(ev)]].append(ev)
    return out


def sample_narrators(lang: str, user_dir: Path | None = None) -> list[Narrator]:
    """Narrators in two moods for rendering samples: a fresh match and a rough one."""
    personas = [PERSONA_BY_KEY.get(k) if k else None for k in SAMPLE_PERSONAS]

    def seated(seed: int) -> Narrator:
        return Narrator(SAMPLE_NAMES, seed=seed, lang=lang, personas=personas, human=0,
                        user_dir=user_dir, game="dig-your-way-out")

    fresh, worn = seated(1), seated(2)
    m = worn.mem
    m.points, m.beatings, m.wins, m.losses = [9, 3, 6, 0], [1, 0, 2, 2], [3, 1, 4, 0], [2, 3, 0, 4]
    m.grudge, m.location, m.target = [1, 2, 0, 2], [0, 2, 5, 4], 10
    m.first_digger, m.turns, m.round, m.michel_wins = 2, 61, 15, 2
    m.last_insult, m.last_insult_by = "Nothing personal.", 1
    worn.chronicle.restore_pending({"roll": 5, "fight": {"attacker": 1, "defender": 0,
                                                         "tool": 3, "laid": 2}})
    return [fresh, worn]


def sample_contexts(narrator: Narrator, kind: str, specific: bool = False) -> list[dict]:
    """Contexts a template of this kind may see, with its situation flags off and on."""
    if kind == BANTER:
        out = []
        for mood in MOODS:
            for speaker, other in ((1, 0), (2, 3), (3, None)):
                out.append(narrator._banter_context({
                    "me": narrator.who[speaker], "mood": mood,
                    "other": narrator.who[other] if other is not None else None,
                    "trigger": "dug" if speaker == 3 else "fight_won",
                    "persona": narrator.personas[speaker]}))
        return out
    flags_on = {"roll": 6, "laid": 3, "beatings": 2, "started": True, "players": 4,
                "to_go": 4}
    out = []
    for ev in sample_events().get(kind, ()):
        extra = {"winner": narrator.who[ev.winners[0]],
                 "winners": tuple(narrator.who[w] for w in ev.winners),
                 "ours": 0 in ev.winners} if isinstance(ev, E.GameWon) else {}
        if isinstance(ev, E.WeaponLaid) and ev.seat == 2:
            extra = {"helping": narrator.who[0]}          # a teammate lays for seat 0
        out.append(narrator.context(ev, extra))
        out.append(narrator.context(ev, {**flags_on, **extra}))
    return out
