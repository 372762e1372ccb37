"""Engine events in, lines of fight-log text out, through Jinja templates players may override —
for any game. One narrator per match, from `narrator_for(match)`:

    narrator = narrator_for(match)
    for line in narrator.narrate(events):      # once per `apply` result, in order
        print(line.text)

Templates live in narration_templates/<game>/<lang>/, one per event kind (`attack_landed.j2`),
plus optional specific ones in a folder of the same name (`attack_landed/hail_mary.j2`) that are
tried first; the personas' banter, shared by every game, in narration_templates/cast/<lang>/.
Every non-empty line a template renders is one variant; `[3] ` in front of a line weighs it three
times. The machinery is here (environment, voice, grammar, narrator); what an event means to a
game is that game's chronicle (tui/games/<game>/chronicle.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from jinja2 import TemplateError

from gameshelf.tui.narration.environment import (
    MARK,
    MAX_LINE,
    TEMPLATES,
    _plan,
    builtin_folders,
    clear_cache,
    describe_error,
    finish,
    game_folder,
    make_environment,
    split_variants,
    user_folders,
)
from gameshelf.tui.narration.loader import template_names
from gameshelf.tui.narration.narrator import (
    BANTER,
    HEADERS,
    LANGS,
    MOODS,
    Narrator,
    chronicle_class,
)
from gameshelf.tui.narration.voice import RECENT, Line, Said, Voice


def default_user_dir() -> Path:
    """Where a player's own templates live: <user config dir>/templates/<game>/<lang>/*.j2."""
    from platformdirs import user_config_dir
    return Path(user_config_dir("lunchmoney")) / "templates"


def user_templates(folder: str | Path | None) -> Path | None:
    """The player's template folder: the one named (--templates), else the default folder
    when it exists."""
    if folder:
        return Path(folder)
    default = default_user_dir()
    return default if default.is_dir() else None


@dataclass(frozen=True)
class Seating:
    """Who sits at a narrated table when there is no Match (sim --narrate, benches): what
    `narrator_for` reads of a match."""

    names: tuple[str, ...]
    personas: tuple[str | None, ...]      # persona keys; None for a seat without one
    lang: str = "en"
    seed: int = 0
    human: int | None = None
    templates: str | Path | None = None
    game_key: str = field(kw_only=True)    # the engine key of the game narrated


def printed(line: Line, names: Sequence[str]) -> str:
    """A fight-log line as the text logs print it (`replay`, `sim --narrate`, the plain
    table): a persona's words indented under the speaker's name, anything else as it is."""
    if line.speaker is not None and line.event == BANTER and line.speaker < len(names):
        return f"    {names[line.speaker]}: {line.text}"
    return line.text


def narrator_for(match, *, lang: str | None = None, templates: str | None = None,
                 snapshot: dict | None = None) -> Narrator | Silent:
    """The narrator of a match (or of anything seated like one: names, personas as keys, lang,
    seed, human, templates, game_key): fresh from its seed, or carrying on from `snapshot`
    (Narrator.snapshot()), in `lang` and with the player's `templates` folder when given
    (else the match's). The one place a narrator is built."""
    from gameshelf.engine.core.cast import PERSONA_BY_KEY
    game = match.game_key
    if not _narrated(game):
        return Silent(snapshot["lang"] if snapshot else lang or match.lang)
    personas = tuple(PERSONA_BY_KEY.get(k) if k else None for k in match.personas)
    user_dir = user_templates(templates if templates is not None else match.templates)
    if snapshot is not None:
        return Narrator.restore(snapshot, list(match.names), personas=personas,
                                human=match.human, user_dir=user_dir, game=game)
    return Narrator(list(match.names), lang=lang or match.lang, seed=match.seed,
                    personas=personas, human=match.human, user_dir=user_dir, game=game)


def _narrated(game: str) -> bool:
    """Whether the game brings a narration chronicle (GameUI.chronicle)."""
    from gameshelf.tui.shelf import ui_for
    try:
        return ui_for(game).chronicle is not None
    except KeyError:       # no TUI: the narrator says which game it does not know
        return True


class Silent:
    """The narrator of a game without narration yet: it tells no lines."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def narrate(self, events):
        return iter(())

    def snapshot(self) -> dict:
        return {}


def speak_in(match, lang: str) -> None:
    """Narrate a match's new lines in `lang` from now on (the player changed the interface's
    language): its narrator carries on in that language with the same memory and dice, so
    nothing already told changes and the match goes on as it would have."""
    # A narrator not built yet (a new match's, built on first use) will be built in match.lang.
    narrator = getattr(match, "_narrator", None) if hasattr(match, "_narrator") else \
        getattr(match, "narrator", None)
    if lang not in LANGS or match.lang == lang and getattr(narrator, "lang", lang) == lang:
        return
    match.lang = lang
    if narrator is not None and narrator.lang != lang:
        match.narrator = narrator_for(match, snapshot={**narrator.snapshot(), "lang": lang})


__all__ = ["BANTER", "HEADERS", "LANGS", "MARK", "MAX_LINE", "MOODS", "RECENT", "TEMPLATES",
           "Line", "Narrator", "Said", "Seating", "TemplateError", "Voice", "_plan", "builtin_folders",
           "chronicle_class", "clear_cache", "default_user_dir", "describe_error", "finish",
           "game_folder", "make_environment", "narrator_for", "printed", "speak_in",
           "split_variants", "template_names", "user_folders", "user_templates"]
