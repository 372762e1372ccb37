"""Whom the web server answers and how much it starts for them: the names a request may be
addressed to (a DNS-rebinding page names its own), the pages a websocket may come from, and the
bounds on app processes.

Standard library only, so the rules are tested without a server."""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Iterable
from urllib.parse import urlsplit

APPS_PER_VISITOR = 2     # app processes one browser session may run at once (its tabs)
MAX_APPS = 8             # app processes the whole server runs at once (about 40 MB each)
LOOPBACK_NAMES = frozenset({"localhost", "127.0.0.1", "::1"})
ALL_ADDRESSES = frozenset({"0.0.0.0", "::", ""})     # --host values that listen everywhere


def host_name(header: str) -> str | None:
    """The name a Host header addresses, without its port, in lower case ("[::1]:8000" →
    "::1", "Box.lan.:80" → "box.lan"); None when it names nothing a browser would send."""
    try:
        parts = urlsplit(f"//{header.strip()}")
        if parts.port == 0:      # nobody's port (reading a garbled one raises)
            return None
    except ValueError:           # a garbled port or bracket
        return None
    name = parts.hostname
    name = (name or "").rstrip(".")
    return name or None


def is_address(name: str) -> bool:
    """Whether `name` is an IP address rather than a host name."""
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


def plain_address(address: str) -> str:
    """An address as a browser writes it: an IPv4 address mapped into IPv6 ("::ffff:10.0.0.2",
    as a dual-stack socket reports it) is the IPv4 one."""
    try:
        parsed = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return address.lower()
    mapped = getattr(parsed, "ipv4_mapped", None)
    return str(mapped or parsed)


def machine_names() -> frozenset[str]:
    """The names this machine calls itself (a browser elsewhere on the network may use one)."""
    names = {socket.gethostname(), socket.getfqdn()}
    return frozenset(n.lower().rstrip(".") for n in names if n)


def allowed_names(host: str, extra: Iterable[str] = ()) -> frozenset[str]:
    """The names a request may be addressed to when the server listens on `host`: this
    machine's loopback names, `host` itself, the machine's own names when `host` is a name or
    every address, and the `extra` names (--allow-host)."""
    names = set(LOOPBACK_NAMES)
    names.update(n.lower().rstrip(".") for n in extra)
    if host not in ALL_ADDRESSES:
        names.add(plain_address(host) if is_address(host) else host.lower().rstrip("."))
    if host in ALL_ADDRESSES or not is_address(host):
        names |= machine_names()
    return frozenset(names)


def is_allowed_host(header: str | None, allowed: frozenset[str], arrived_at: str | None) -> bool:
    """Whether a request's Host header names this server: one of the `allowed` names, or the
    address the connection arrived at (a browser pointed at the machine's address; a page of
    another site cannot make a browser send that). The port is not checked: an SSH tunnel or
    a proxy may forward another."""
    name = host_name(header or "")
    if name is None:
        return False
    if name in allowed:
        return True
    return arrived_at is not None and is_address(name) and \
        plain_address(name) == plain_address(arrived_at)


def is_same_origin(origin: str | None, host: str) -> bool:
    """Whether a websocket's Origin header is absent (not a browser) or the page of this
    server that the Host header names (a page of another site must not start apps here)."""
    if origin is None:
        return True
    try:
        parts = urlsplit(origin.strip())
    except ValueError:
        return False
    return parts.scheme in ("http", "https") and parts.netloc != "" and \
        parts.netloc.lower() == host.strip().lower() and parts.path in ("", "/")
