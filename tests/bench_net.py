"""Hosting load for `make bench` (loopback only): one host process holds TABLES tables of five
seats, four of them real WebSocket clients (200 clients in a second process) and the fifth a
normal bot, each client playing
random legal moves after a short think (0.2-0.8 s: quicker than people). Measured: how long each move takes to be
acknowledged (from sending `act` to the host's next view of that seat), p50 / p95 / max, and
that the host refuses one table more with a sentence. Goal: p95 <= 100 ms at 50 tables.

    .venv/bin/python -m tests.bench_net [--tables 50] [--seconds 30]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import subprocess
import sys
import time

TABLES, SEATS, CLIENTS, SECONDS = 50, 5, 4, 30.0
THINK = (0.2, 0.8)      # seconds a player thinks before a move (a person takes longer)
GOAL_MS = 100.0
GAME = "lunch-money"


def code_of(n: int) -> str:
    """Table n's join code (the host's alphabet: no 0/O/1/I)."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return "T" + "".join(alphabet[(n // len(alphabet) ** i) % len(alphabet)] for i in range(5))


# --- the host process ------------------------------------------------------------------------


async def serve(tables: int) -> None:
    """Host `tables` tables on a free port of 127.0.0.1 (printed), start each when its four
    players are in, and say what a table more is told; run until killed."""
    from gameshelf.tui.net.server import HostFull, Limits, TableServer
    from gameshelf.tui.net.table import HostedTable, TableConfig

    def table(n: int) -> HostedTable:
        return HostedTable(TableConfig(GAME, SEATS, "normal", 1000 + n, {}, pace=0.0,
                                       drop_wait=60.0, code=code_of(n)))
    limits = Limits(connections=CLIENTS * tables + 16, tables=tables, message_rate=200.0,
                    message_burst=400.0)
    server = TableServer(table(0), limits)
    for n in range(1, tables):
        server.add_table(table(n))
    try:
        server.add_table(table(tables))
        refused = ""
    except HostFull as full:
        refused = str(full)
    port = await server.open("127.0.0.1", 0)
    print(json.dumps({"port": port, "refused": refused}), flush=True)
    running = []
    waiting = set(server.tables.values())
    while True:
        for t in [t for t in waiting if len(t.players) == CLIENTS]:
            waiting.discard(t)
            t.start()
            running.append(asyncio.create_task(t.run()))
        await asyncio.sleep(0.02)


# --- the clients' process --------------------------------------------------------------------


async def player(address: str, code: str, seed: int, until: float, waits: list[float]) -> int:
    """One seat: join, then answer every decision with a random legal move, timing each
    acknowledgement; the moves made."""
    from gameshelf.tui.net.client import Client, Gone
    rng = random.Random(seed)
    client = Client(address)
    await client.connect()
    await client.join(code, f"P{seed}")
    moves, sent = 0, None
    try:
        while time.monotonic() < until:
            try:
                message = await asyncio.wait_for(client.receive(), max(0.1, until - time.monotonic()))
            except TimeoutError:
                break
            kind = message["type"]
            if kind == "over":
                break
            if kind == "view":
                if sent is not None:
                    waits.append(time.perf_counter() - sent)
                    sent = None
                if client.deciding:
                    await asyncio.sleep(rng.uniform(*THINK))
                    sent = time.perf_counter()
                    await client.act(rng.choice(list(client.view.legal)))
                    moves += 1
    except Gone:
        pass
    finally:
        await client.close()
    return moves


async def clients(address: str, tables: int, seconds: float) -> dict:
    until = time.monotonic() + seconds
    waits: list[float] = []
    jobs = [player(address, code_of(n), n * CLIENTS + s, until, waits)
            for n in range(tables) for s in range(CLIENTS)]
    moves = await asyncio.gather(*jobs, return_exceptions=True)
    failed = [m for m in moves if isinstance(m, BaseException)]
    waits.sort()
    ms = [1000 * w for w in waits] or [0.0]
    return {"tables": tables, "clients": len(jobs), "client_errors": len(failed),
            "moves_acknowledged": len(waits), "seconds": seconds,
            "ack_ms_p50": round(statistics.median(ms), 1),
            "ack_ms_p95": round(ms[int(0.95 * (len(ms) - 1))], 1),
            "ack_ms_max": round(ms[-1], 1), "goal_p95_ms": GOAL_MS}


def run(tables: int = TABLES, seconds: float = SECONDS) -> dict:
    """Start the host process, play against it from this one, and stop it."""
    host = subprocess.Popen([sys.executable, "-m", "tests.bench_net", "--serve",
                             "--tables", str(tables)], stdout=subprocess.PIPE, text=True)
    try:
        assert host.stdout is not None
        hello = json.loads(host.stdout.readline())
        out = asyncio.run(clients(f"127.0.0.1:{hello['port']}", tables, seconds))
        out["one_table_more"] = hello["refused"] or "(not refused)"
        return out
    finally:
        host.kill()
        host.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--tables", type=int, default=TABLES)
    parser.add_argument("--seconds", type=float, default=SECONDS)
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve(args.tables))
        return
    print(json.dumps(run(args.tables, args.seconds), indent=1))


if __name__ == "__main__":
    main()
