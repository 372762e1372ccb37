"""Each browser session's own folders and language (tui.web.sessions), no server needed."""

from __future__ import annotations

from pathlib import Path

import pytest

from gameshelf.tui.web.sessions import (
    Visitor,
    is_token,
    language_of,
    new_token,
    session_environment,
    session_folder,
)


@pytest.mark.parametrize(("header", "lang"), [
    ("de-CH,de;q=0.9,en;q=0.8", "de"),
    ("fr-FR, nl;q=0.5, de;q=0.4", "nl"),
    ("en;q=0.2, de;q=0.9", "de"),
    ("fr, es", "en"),
    ("", "en"),
    ("nl;q=0, de;q=garbled, en-GB", "en"),
    ("NL-be", "nl"),
])
def test_the_session_speaks_the_browsers_language(header, lang):
    assert language_of(header) == lang


def test_a_token_is_a_safe_unguessable_folder_name(tmp_path):
    token = new_token()
    assert is_token(token) and token != new_token()
    assert session_folder(tmp_path, token) == tmp_path / token
    for bad in ("", None, "../" + token[3:], token.upper(), token + "0", "x" * 32):
        assert not is_token(bad)
    with pytest.raises(ValueError):
        session_folder(tmp_path, "../../etc")


def test_every_folder_the_app_reads_is_inside_the_session():
    folder = Path("/srv/sessions") / new_token()
    env = session_environment(Visitor(folder, "nl"))
    assert env.pop("LANGUAGE") == "nl"
    assert set(env) == {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
                        "LUNCHMONEY_SAVES", "LUNCHMONEY_DATA"}
    assert all(Path(path).parent == folder for path in env.values())
    assert len(set(env.values())) == len(env)
