"""Whom the web server answers (tui.web.limits): Host and Origin rules, no server needed."""

from __future__ import annotations

import pytest

from gameshelf.tui.web.limits import (
    LOOPBACK_NAMES,
    allowed_names,
    host_name,
    is_allowed_host,
    is_same_origin,
    machine_names,
)


@pytest.mark.parametrize(("header", "name"), [
    ("localhost:8000", "localhost"), ("[::1]:8000", "::1"), ("Box.LAN.", "box.lan"),
    ("127.0.0.1", "127.0.0.1"), ("", None), ("[::1", None), ("box:port", None),
])
def test_a_host_header_names_a_host_without_its_port(header, name):
    assert host_name(header) == name


def test_a_server_on_this_machine_only_answers_only_its_loopback_names():
    allowed = allowed_names("127.0.0.1")
    for header in ("localhost:8000", "127.0.0.1:8000", "[::1]:8000", "LOCALHOST"):
        assert is_allowed_host(header, allowed, "127.0.0.1"), header
    for header in ("evil.example:8000", "127.0.0.1.evil.example", "", None, "10.0.0.2:8000"):
        assert not is_allowed_host(header, allowed, "127.0.0.1"), header


def test_a_server_on_every_address_answers_the_machines_names_and_address():
    allowed = allowed_names("0.0.0.0", ["games.example"])
    assert machine_names() <= allowed and "games.example" in allowed
    assert is_allowed_host("10.0.0.2:8000", allowed, "::ffff:10.0.0.2")   # its LAN address
    assert not is_allowed_host("10.0.0.3:8000", allowed, "::ffff:10.0.0.2")
    assert not is_allowed_host("evil.example", allowed, "10.0.0.2")


def test_a_server_under_a_given_name_or_address_answers_to_it():
    assert "box.lan" in allowed_names("Box.lan")
    assert "192.0.2.7" in allowed_names("192.0.2.7")
    assert allowed_names("192.0.2.7") == LOOPBACK_NAMES | {"192.0.2.7"}    # not its names


@pytest.mark.parametrize(("origin", "host", "same"), [
    (None, "localhost:8000", True),                       # not a browser: the cookie decides
    ("http://localhost:8000", "localhost:8000", True),
    ("https://games.example", "games.example", True),     # behind a TLS proxy
    ("http://evil.example", "localhost:8000", False),
    ("http://localhost:8001", "localhost:8000", False),
    ("null", "localhost:8000", False),
    ("file://", "localhost:8000", False),
    ("http://localhost:8000/x", "localhost:8000", False),
])
def test_a_websocket_may_come_only_from_this_servers_page(origin, host, same):
    assert is_same_origin(origin, host) is same
