"""The narrator of any game: engine events in, fight-log lines out. What an event means — which
templates it tries, what they see, what the match remembers — is the game's chronicle
(`tui.games.<game>.chronicle.Chronicle`); the narrator speaks its lines (tui.narration.voice)
and lets the cast's personas talk between them, all from its own seeded RNG, so the text never
changes the game and the same match narrates the same way again. No Textual here.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from pathlib import Path

from gameshelf.engine.core.cast import Persona
from gameshelf.tui.narration.environment import LAYERS, trust
from gameshelf.tui.narration.voice import _NOTHING, Line, Said, Voice

LANGS = ("en", "nl", "de")
HEADERS = 15         # no round header's line again within this many rounds
BANTER = "banter"
MOODS = ("gloat", "hurt", "smug", "win")    # moods a persona may speak in
# A game with banter of its own for a persona: how often its lines are tried before the cast's
# (the cast's general lines stay in the mix, and either one steps in when the other is spent).
GAME_SHARE = 0.65


def chronicle_class(game: str) -> type:
    """The chronicle class of a game: its memory of a match and which template an event picks."""
    from gameshelf.tui.shelf import chronicle_of
    return chronicle_of(game).Chronicle


class Narrator(Voice):
    """Turns engine events into fight-log lines; one per match, fed every `apply` result.

    A chronicle has `mem` (with `round`, `headers`, `last_insult`, `last_insult_by`, `to_dict`,
    `load`), `who` (a Seat per seat), `step(ev, batch, i)` -> (templates, extra, seats,
    banter request) or None, `context(ev, extra)`, `visible(ev)`, `is_header(ev)`, `kind(ev)`,
    `family(ev)`, and `pending()` / `restore_pending(data)` for what it carries between batches.
    """

    def __init__(self, names: Sequence[str], *, lang: str = "en", seed: int = 0,
                 personas: Sequence[Persona | None] = (), human: int | None = None,
                 user_dir: Path | None = None, game: str) -> None:
        if lang not in LANGS:
            raise ValueError(f"Unknown language {lang!r}; choose from {', '.join(LANGS)}.")
        super().__init__(Path(user_dir) if user_dir else None, lang, game)
        self.names = tuple(names)
        self.seed, self.human = seed, human
        self.personas = tuple(personas) + (None,) * (len(self.names) - len(personas))
        self.rng = random.Random(f"narrator:{seed}")
        self.chronicle = chronicle_class(game)(self)
        self.told = Said()                   # the last event lines
        self.talk = Said()                   # the last things personas said
        self._last_speaker: int | None = None
        self._since_banter = 99
        self._base = {"names": self.names, "table": tuple(self.who), "lang": lang,
                      "human": self.who[human] if human is not None else None,
                      "pick": self._pick, "plural": self._plural}
        self._base.update((k, v) for k, v in self.env.globals.items() if k not in self._base)

    @property
    def mem(self):
        """The chronicle's memory of the match."""
        return self.chronicle.mem

    @property
    def who(self) -> list:
        """The seats as templates see them."""
        return self.chronicle.who

    # --- public ------------------------------------------------------------------------------

    def narrate(self, events: Iterable) -> list[Line]:
        """The lines for one `apply` result (quiet events give none)."""
        batch = events if isinstance(events, (tuple, list)) else tuple(events)
        out: list[Line] = []
        for i, ev in enumerate(batch):
            if self.human is not None:
                ev = self.chronicle.visible(ev)
            step = self.chronicle.step(ev, batch, i)
            if step is None:
                continue
            names, extra, seats, banter = step
            line = self._line(names, ev, extra, seats)
            if line is not None:
                out.append(line)
            if banter:
                said = self._banter(banter)
                if said is not None:
                    out.append(said)
        return out

    def snapshot(self) -> dict:
        """JSON-able memory + RNG state, for save files."""
        version, state, gauss = self.rng.getstate()
        return {"format": "lunchmoney-narrator", "version": 1, "lang": self.lang,
                "seed": self.seed, "rng": [version, list(state), gauss],
                "memory": self.mem.to_dict(), "recent": list(self.told.texts),
                "origins": list(self.told.origins), "talk": list(self.talk.texts),
                "talk_origins": list(self.talk.origins),
                "pending_loss": self.chronicle.pending(),
                "last_speaker": self._last_speaker, "since_banter": self._since_banter}

    @classmethod
    def restore(cls, data: dict, names: Sequence[str], *, personas: Sequence[Persona | None] = (),
                human: int | None = None, user_dir: Path | None = None,
                game: str) -> Narrator:
        """A narrator that carries on where `snapshot()` left off."""
        n = cls(names, lang=data.get("lang", "en"), seed=data.get("seed", 0), personas=personas,
                human=human, user_dir=user_dir, game=game)
        version, state, gauss = data["rng"]
        n.rng.setstate((version, tuple(state), gauss))
        n.mem.load(data.get("memory", {}))
        n.told = Said(data.get("recent", ()), data.get("origins", ()))
        n.talk = Said(data.get("talk", ()), data.get("talk_origins", ()))
        n.chronicle.restore_pending(data.get("pending_loss", {}))
        n._last_speaker = data.get("last_speaker")
        n._since_banter = data.get("since_banter", 99)
        return n

    def context(self, ev, extra: dict) -> dict:
        """What a template sees for one event."""
        return self.chronicle.context(ev, extra)

    # --- template helpers ---------------------------------------------------------------------

    def _pick(self, *options):
        """`{{ pick("smacks", "wallops") }}`: one of the options, from the narrator's RNG."""
        if len(options) == 1 and isinstance(options[0], (list, tuple)):
            options = tuple(options[0])
        return options[self.rng.randrange(len(options))] if options else ""

    def _plural(self, n: int, one: str, many: str) -> str:
        """`{{ plural(2, "counter", "counters") }}` -> "2 counters"."""
        return f"{n} {one if n == 1 else many}"

    # --- rendering ----------------------------------------------------------------------------

    def _line(self, names: list[str], ev, extra: dict, seats: tuple[int, ...]) -> Line | None:
        header = self.chronicle.is_header(ev)
        # A round header's line is not told again for HEADERS rounds, however long they take.
        avoid = frozenset(self.mem.headers[-HEADERS:]) if header else _NOTHING
        text = self._select(names, lambda: self.chronicle.context(ev, extra), self.told,
                            avoid=avoid)
        if text is None:
            return None
        if header:
            self.mem.headers.append(self.told.origins[-1])
        return Line(text, None, self.chronicle.kind(ev), self.chronicle.family(ev), seats)

    # --- persona table talk -------------------------------------------------------------------

    def _banter(self, request) -> Line | None:
        """Now and then a persona at the table says something, in character."""
        speaker, mood, other, trigger = request
        self._since_banter += 1
        if speaker is None or speaker == self.human:
            return None
        persona = self.personas[speaker] if speaker < len(self.personas) else None
        if persona is None:
            return None
        if mood != "win":
            if self._since_banter < 3 or speaker == self._last_speaker and self._since_banter < 6:
                return None
            chance = 0.25 + 0.35 * persona.showboat
            if self.rng.random() >= chance:
                return None
        names = self._banter_names(persona.key)
        extra = {"me": self.who[speaker], "mood": mood, "trigger": trigger,
                 "other": self.who[other] if other is not None else None, "persona": persona}
        text = self._select(names, lambda: self._banter_context(extra), self.talk)
        if text is None:
            return None
        self.mem.last_insult, self.mem.last_insult_by = text, speaker
        self._last_speaker, self._since_banter = speaker, 0
        seats = (speaker,) if other is None else (speaker, other)
        return Line(text, speaker, BANTER, None, seats)

    def _banter_names(self, key: str) -> list[str]:
        """The templates a persona's words come from: `banter/<key>.j2`, then `banter.j2`. When
        the game's folder and the cast's both have `banter/<key>.j2`, both are tried, the game's
        first GAME_SHARE of the time; only then is that drawn, so a game without table talk of
        its own (Lunch Money) draws exactly as before."""
        own = f"banter/{key}.j2"
        game, cast = f"{LAYERS[0]}:{own}", f"{LAYERS[1]}:{own}"
        if game not in self.available or cast not in self.available:
            return [own, "banter.j2"]
        pair = [game, cast] if self.rng.random() < GAME_SHARE else [cast, game]
        return [*pair, "banter.j2"]

    def _banter_context(self, extra: dict) -> dict:
        ctx = dict(self._base)
        ctx.update(round=self.mem.round, last_insult=self.mem.last_insult,
                   last_insult_by=self.who[self.mem.last_insult_by]
                   if self.mem.last_insult_by is not None else None)
        # What the game knows of the moment (a chronicle's optional `banter_context()`).
        game_values = getattr(self.chronicle, "banter_context", None)
        if game_values is not None:
            ctx.update(game_values())
        ctx.update(extra)
        return ctx


trust(types=(Persona,), callers=(Narrator,))
