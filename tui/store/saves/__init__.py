"""Save files: a match to versioned JSON and back, written atomically, checked on the way in.

    path = save(match, "before lunch")        # saves/before-lunch.json
    autosave(match)                           # the last few of each recent match are kept
    match = load("before lunch")              # or a path; SaveError(reason) if it cannot be
    for info in list_saves(): ...             # SaveInfo, unreadable files with .error set

A save holds the full state snapshot (never replayed through today's engine), the action and
event history (for the fight log and replays), every RNG state (engine, bots, narrator), the
players, personas, language and settings, the match's id, and a checksum so a damaged file is
refused rather than half-loaded. Older versions are lifted step by step through MIGRATIONS. No
Textual here.

Each match has an id (`Match.match_id`, kept in the save), so its saves belong together: its
autosaves are kept and pruned as a group, `continue` never picks a save of a match that has
ended, and stats count a match once whatever is loaded later. A save never chooses the banter
templates it is told with: those are the player's (--templates, or the default folder).

Callers use this package's names (`from gameshelf.tui.store import saves`); each job is one
module, and each imports only modules listed before it:

    errors      SaveError, the one line a player is told
    rng         RNG states and bot snapshots, packed small and back
    document    a match as the save document: its text, canonical JSON and checksum
    migrations  older documents lifted to VERSION, one step at a time
    checks      the checks of a document's parts (BadSave naming what is off)
    reading     a file read, parsed, migrated and checked: Saved, or SaveError
    files       where saves live and what they are called: saves_dir, slug, resolve
    writing     save, autosave (pruning the old ones) and delete, every write atomic
    restore     a Saved back into a Match with its bots and narrator (load); the fight log
    listing     SaveInfo, list_saves, and the save `continue` resumes (latest)

A test that monkeypatches a name patches the module that looks it up (e.g. files._configured).
"""

from __future__ import annotations

# The folders, limits and atomic writes of tui.store.paths the saves use are their API too.
from gameshelf.tui.store.paths import (
    LANGS,
    STALE_TEMP_SECONDS,
    FileTooBig,
    NotARegularFile,
    data_dir,
    read_regular,
    remove_stale_temps,
    source_checkout,
)
from gameshelf.tui.store.paths import atomic_write_text as write_atomic
from gameshelf.tui.store.saves.checks import MAX_HISTORY, PLAY_ON_ANSWERS, checked
from gameshelf.tui.store.saves.document import (
    FORMAT,
    VERSION,
    checksum_of,
    document_text,
    history_text,
    match_to_body,
    match_to_dict,
    save_text,
)
from gameshelf.tui.store.saves.errors import SaveError
from gameshelf.tui.store.saves.files import (
    SLUG_BYTES,
    SLUG_CHARS,
    configure,
    resolve,
    saves_dir,
    slug,
)
from gameshelf.tui.store.saves.listing import SaveInfo, handle, info, latest, list_saves
from gameshelf.tui.store.saves.migrations import (
    FIRST_GAME,
    MIGRATIONS,
    NO_CHECKSUM_WARNING,
    UNCHECKED_VERSIONS,
    migrate,
    migrate_0_to_1,
    migrate_1_to_2,
)
from gameshelf.tui.store.saves.reading import (
    MAX_BYTES,
    MAX_REASON,
    Saved,
    clipped,
    match_id_of,
    read,
)
from gameshelf.tui.store.saves.restore import load, narrate_history, to_match, with_bots
from gameshelf.tui.store.saves.rng import bot_restore, bot_snapshot
from gameshelf.tui.store.saves.writing import (
    AUTOSAVE_MATCHES,
    AUTOSAVE_PREFIX,
    AUTOSAVES_KEPT,
    autosave,
    autosave_key,
    delete,
    save,
)

__all__ = [
    # errors
    "SaveError",
    # rng
    "bot_restore", "bot_snapshot",
    # document
    "FORMAT", "VERSION", "checksum_of", "document_text", "history_text", "match_to_body",
    "match_to_dict", "save_text",
    # migrations
    "FIRST_GAME", "MIGRATIONS", "NO_CHECKSUM_WARNING", "UNCHECKED_VERSIONS", "migrate",
    "migrate_0_to_1", "migrate_1_to_2",
    # checks
    "MAX_HISTORY", "PLAY_ON_ANSWERS", "checked",
    # reading
    "MAX_BYTES", "MAX_REASON", "Saved", "clipped", "match_id_of", "read",
    # files
    "SLUG_BYTES", "SLUG_CHARS", "configure", "resolve", "saves_dir", "slug",
    # writing
    "AUTOSAVE_MATCHES", "AUTOSAVE_PREFIX", "AUTOSAVES_KEPT", "autosave", "autosave_key",
    "delete", "save",
    # restore
    "load", "narrate_history", "to_match", "with_bots",
    # listing
    "SaveInfo", "handle", "info", "latest", "list_saves",
    # tui.store.paths
    "LANGS", "STALE_TEMP_SECONDS", "FileTooBig", "NotARegularFile", "data_dir", "read_regular",
    "remove_stale_temps", "source_checkout", "write_atomic",
]
