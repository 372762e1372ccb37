"""A hosted table with real clients over 127.0.0.1 (a free port each): a match played to the
end, what each seat is told and not told, and what the host refuses."""

from __future__ import annotations

import asyncio
import json
import re

import aiohttp
import pytest

from gameshelf.engine import find_game
from gameshelf.tui.net import values, wire
from gameshelf.tui.net.client import Client, Gone, ws_url
from gameshelf.tui.net.server import Limits
from tests.tui.net.helpers import CODE, FAST, finish, joined, play_randomly, served, until


async def started(server, *clients: Client) -> asyncio.Task:
    """Start the match and run it; every client has its "start" message read."""
    server.table.start()
    task = asyncio.create_task(server.table.run())
    for c in clients:
        await until(c, "start")
    return task


def states_of(table) -> list:
    """Every state the hosted match went through, the dealt one first (dealt again)."""
    game, match = table.game, table.match
    state = game.new_game(list(match.names), table.config.seed, **dict(table.config.options))
    states = [state]
    for action, _events in match.history:
        state, _ = game.apply(state, action)
        states.append(state)
    return states


async def test_two_clients_play_a_seeded_match_to_the_end():
    async with served("lunch-money", 2, seed=7) as (server, address):
        ann, bob = await joined(address, "Ann"), await joined(address, "Bob")
        task = await started(server, ann, bob)
        over_ann, over_bob = await finish(play_randomly(ann, 1), play_randomly(bob, 2))
        await task
        outcome = server.table.game.outcome(server.table.match.state)
        assert over_ann["winners"] == over_bob["winners"] == list(outcome.winners)
        # Each client's last view is the host's view of its seat, and names it by its own name.
        for client, seat, name in ((ann, 0, "Ann"), (bob, 1, "Bob")):
            assert client.seated.seat == seat and client.seated.names[seat] == name
            assert client.view == server.table.game.view_for(server.table.match.state, seat)
        await ann.close()
        await bob.close()


def _ints(text: str) -> set[int]:
    """Every whole number written in a frame's JSON."""
    return {int(n) for n in re.findall(r"(?<![\w.\"])-?\d+(?![\w.])", text)}


def _ints_of(data) -> set[int]:
    return _ints(json.dumps(data))


@pytest.mark.parametrize("game, seed", [("lunch-money", 7), ("dig-your-way-out", 3)])
async def test_a_recording_client_never_receives_another_seats_hidden_cards(game, seed):
    async with served(game, 2, seed=seed) as (server, address):
        spy = await joined(address, "Spy", record=True)
        honest = await joined(address, "Honest")
        task = await started(server, spy, honest)
        await finish(play_randomly(spy, 3), play_randomly(honest, 4))
        await task
        table = server.table
        states, g = states_of(table), table.game
        checked = 0
        for frame in spy.received:
            message = json.loads(frame)
            if message["type"] not in ("view", "events"):
                continue
            state = states[message["at"]]
            if message["type"] == "view":
                honest_part = values.encode(g.view_for(state, 0))
                assert values.decode(message["view"], values.registry_of(g)) == \
                    g.view_for(state, 0)
            else:
                events = table.match.history[message["at"] - 1][1] if message["at"] else \
                    g.opening_events(states[0])
                honest_part = [values.encode(g.visible_to(e, 0)) for e in events]
            # The other seat's cards this seat may not know now (none it was shown).
            hidden = set(state.hands[1]) - _ints_of(honest_part)
            checked += len(hidden)
            bare = re.sub(r'"at":\d+', "", frame)     # the move number is no card
            assert not hidden & _ints(bare), (message["type"], message["at"])
        assert checked > 100          # the search had hidden cards to look for
        await spy.close()
        await honest.close()


async def test_the_opening_frames_of_dumm_gelaufen_hold_no_other_hand():
    async with served("dumm-gelaufen", 3, seed=5) as (server, address):
        spy = await joined(address, "Spy", record=True)
        task = await started(server, spy)
        await until(spy, "view")
        g, dealt = server.table.game, states_of(server.table)[0]
        frames = [f for f in spy.received if json.loads(f)["type"] in ("view", "events")
                  and json.loads(f)["at"] == 0]
        seen = set().union(*map(_ints, frames))
        told = [values.encode(g.view_for(dealt, 0)),
                [values.encode(g.visible_to(e, 0)) for e in g.opening_events(dealt)]]
        hidden = (set(dealt.hands[1]) | set(dealt.hands[2])) - _ints_of(told)
        assert set(dealt.hands[0]) <= seen          # the search finds the cards it may see
        assert hidden and not hidden & seen
        task.cancel()
        await spy.close()


async def test_acting_for_another_seat_or_out_of_turn_is_refused():
    async with served("lunch-money", 2, seed=7) as (server, address):
        ann, bob = await joined(address, "Ann"), await joined(address, "Bob")
        task = await started(server, ann, bob)
        await until(ann, "view")
        await until(bob, "view")
        table = server.table
        deciding = table.driver.decision().seat
        idle = (ann, bob)[1 - deciding]
        someone_elses = table.driver.legal()[0]
        await idle.send(wire.make("act", at=idle.at, action=values.encode(someone_elses)))
        refused = await until(idle, "refused")
        assert refused["reason"] == "not_your_turn"
        assert not table.match.history                  # nothing moved
        mover = (ann, bob)[deciding]
        await mover.send(wire.make("act", at=mover.at + 5, action=values.encode(someone_elses)))
        assert (await until(mover, "refused"))["reason"] == "stale"
        junk = {"@record": "PlayCard", "card": 10_000, "target": 1}
        await mover.send(wire.make("act", at=mover.at, action=junk))
        assert (await until(mover, "refused"))["reason"] == "illegal"
        assert not table.match.history
        task.cancel()
        await ann.close()
        await bob.close()


async def test_a_wrong_code_is_refused_and_waits_longer_each_time():
    async with served() as (server, address):
        for attempt in (1, 2):
            client = Client(address)
            await client.connect()
            await client.join("WRONG1", "Mallory")
            refused = await client.receive()
            assert refused["type"] == "refused" and refused["reason"] == "bad_code"
            with pytest.raises(Gone):
                await client.receive()               # and sent away
            await client.close()
            count, _when = server.backoff.wrong["127.0.0.1"]
            assert count == attempt
        assert server.backoff.waiting("127.0.0.1") > FAST.first_wait
        assert not server.table.players


def test_the_wait_for_wrong_codes_doubles_up_to_a_bound_and_is_forgotten():
    from gameshelf.tui.net.guard import Backoff
    now = [0.0]
    backoff = Backoff(first=0.5, most=4.0, forget=60.0, clock=lambda: now[0])
    assert [backoff.failed("10.0.0.1") for _ in range(5)] == [0.5, 1.0, 2.0, 4.0, 4.0]
    assert backoff.failed("10.0.0.2") == 0.5         # per address
    now[0] = 100.0
    assert backoff.failed("10.0.0.1") == 0.5         # quiet long enough: forgotten


async def test_a_full_table_refuses_more():
    async with served(players=2) as (server, address):
        seated = [await joined(address, "Ann"), await joined(address, "Bob")]
        third = Client(address)
        await third.connect()
        await third.join(CODE, "Cid")
        reply = await third.receive()
        assert reply.get("reason") == "full", reply
        assert [p.name for p in server.table.players] == ["Ann", "Bob"]
        for client in (third, *seated):
            await client.close()


async def test_a_match_begun_takes_no_newcomer():
    async with served(players=3) as (server, address):
        ann = await joined(address, "Ann")
        task = await started(server, ann)
        late = Client(address)
        await late.connect()
        await late.join(CODE, "Late")
        assert (await late.receive())["reason"] == "started"
        task.cancel()
        await late.close()
        await ann.close()


JUNK = [
    "not json at all",
    "[1, 2, 3]",
    json.dumps({"type": "join", "code": CODE}),                      # no version
    json.dumps({"v": 2, "type": "join", "code": CODE}),
    json.dumps({"v": 1, "type": "shutdown"}),
    json.dumps({"v": 1, "type": "join", "code": 12}),
    json.dumps({"v": 1, "type": "say", "text": "hi"}),             # before joining
    "[" * 5000 + "]" * 5000,
]


@pytest.mark.parametrize("frame", JUNK)
async def test_malformed_messages_are_refused_and_the_host_plays_on(frame):
    async with served() as (server, address):
        async with aiohttp.ClientSession() as session, \
                session.ws_connect(ws_url(address)) as ws:
            await ws.send_str(frame)
            reply = json.loads((await ws.receive(timeout=5)).data)
            assert reply["type"] == "refused" and reply["reason"] in wire.REASONS
        # The host still seats and serves others.
        ann = await joined(address, "Ann")
        assert [p.name for p in server.table.players] == ["Ann"]
        await ann.close()


async def test_an_oversized_or_binary_message_gets_a_refusal_not_a_crash():
    async with served() as (server, address):
        async with aiohttp.ClientSession() as session, \
                session.ws_connect(ws_url(address)) as ws:
            await ws.send_bytes(b"\x00\xff" * 10)
            reply = json.loads((await ws.receive(timeout=5)).data)
            assert reply["reason"] == "malformed"
            await ws.send_str(json.dumps({"v": 1, "type": "say",
                                          "text": "x" * (wire.MAX_MESSAGE + 10)}))
            msg = await ws.receive(timeout=5)
            assert msg.type != aiohttp.WSMsgType.TEXT or \
                json.loads(msg.data)["reason"] == "too_big"
        ann = await joined(address, "Ann")
        await ann.close()


async def test_a_flood_is_refused_then_closed_and_others_play_on():
    limits = Limits(first_wait=0.01, most_wait=0.05, message_rate=1.0, message_burst=5.0)
    async with served(limits=limits) as (server, address):
        ann = await joined(address, "Ann")
        flood = await joined(address, "Flood")
        for _ in range(60):
            try:
                await flood.say("spam")
            except Gone:
                break
        kinds = []
        with pytest.raises(Gone):
            while True:
                message = await flood.receive()
                kinds.append(message.get("reason"))
        assert "flood" in kinds
        # Ann still talks to the table.
        await ann.say("still here")
        said = await until(ann, "said")
        assert said["text"] in ("spam", "still here")
        await ann.close()


async def test_talk_is_cleaned_bounded_and_told_under_the_speakers_name():
    async with served() as (server, address):
        ann, bob = await joined(address, "Ann"), await joined(address, "Bob")
        await ann.say("\x1b[2J\x1b]0;pwned\x07hello\x07 " + "y" * 500)
        said = await until(bob, "said")
        assert said["name"] == "Ann"
        assert said["text"].startswith("hello y") and "\x1b" not in said["text"]
        assert "pwned" not in said["text"] and len(said["text"]) <= 200
        refusals = []
        for _ in range(8):
            await bob.say("la")
        for _ in range(8):
            message = await bob.receive()
            if message["type"] == "refused":
                refusals.append(message["reason"])
        assert "talk_too_fast" in refusals
        await ann.close()
        await bob.close()


async def test_a_dropped_player_comes_back_to_the_seat_with_its_secret():
    async with served("lunch-money", 2, seed=7, drop_wait=60.0) as (server, address):
        ann, bob = await joined(address, "Ann"), await joined(address, "Bob")
        task = await started(server, ann, bob)
        await until(ann, "view")
        secret, at = ann.secret, ann.at
        await ann.close()
        wrong = Client(address)
        await wrong.connect()
        await wrong.join(CODE, secret="not-the-secret")
        assert (await wrong.receive())["reason"] == "bad_secret"
        await wrong.close()
        back = await joined(address, "", secret=secret)
        assert back.name == "Ann"
        await until(back, "start")
        assert back.seated.seat == 0
        await until(back, "view")
        assert back.at >= at
        await finish(play_randomly(back, 5), play_randomly(bob, 6))
        await task
        await back.close()
        await bob.close()


async def test_a_player_who_leaves_is_played_by_a_bot_to_the_end():
    async with served("lunch-money", 2, seed=7, drop_wait=0.0) as (server, address):
        ann, bob = await joined(address, "Ann"), await joined(address, "Bob")
        task = await started(server, ann, bob)
        await ann.close()
        over = await finish(play_randomly(bob, 6))
        await task
        assert over[0]["type"] == "over"
        assert server.table.players[0].stand_in
        await bob.close()


def test_every_games_views_events_and_actions_come_back_from_the_wire():
    import random
    for key in ("lunch-money", "dumm-gelaufen", "dig-your-way-out"):
        game = find_game(key)
        everything, actions = values.registry_of(game), values.actions_of(game)
        state = game.new_game(["a", "b", "c"], 11)
        rng = random.Random(11)
        for _ in range(60):
            if game.outcome(state) is not None:
                break
            for seat in range(3):
                view = game.view_for(state, seat)
                assert values.decode(json.loads(json.dumps(values.encode(view))),
                                     everything) == view
            action = rng.choice(list(game.legal_actions(state)))
            assert values.decode(values.encode(action), actions) == action
            state, events = game.apply(state, action)
            for e in events:
                seen = game.visible_to(e, 1)
                assert values.decode(values.encode(seen), everything) == seen


def test_an_action_from_the_wire_is_built_only_of_the_games_action_classes():
    game = find_game("lunch-money")
    for junk in ({"@record": "GameState"}, {"@record": "PlayerView", "seat": 0},
                 {"@enum": "os", "value": 1}, {"@record": "PlayCard", "nope": 1},
                 json.loads("[" * 40 + "]" * 40), 1.5):
        with pytest.raises(values.BadValue):
            values.decode(junk, values.actions_of(game))


async def test_a_canned_taunt_reaches_everyone_by_number_and_reads_in_each_language():
    from gameshelf.tui.narration.taunts import taunt
    async with served("dumm-gelaufen") as (server, address):
        ann, bob = await joined(address, "Ann"), await joined(address, "Bob")
        await ann.taunt(2)
        said = await until(bob, "said")
        assert said["name"] == "Ann" and said["taunt"] == 2
        assert said["text"] == taunt("dumm-gelaufen", "en", 2)      # for clients without taunts
        # Each reader shows the same taunt in their own language (the plain client's way).
        assert taunt("dumm-gelaufen", "de", 2) == "Danke für die Karte, die hab ich echt gebraucht."
        for bad in (0, 99, "2"):
            await ann.send(wire.make("say", taunt=bad))
            refused = await until(ann, "refused")
            assert refused["reason"] in ("no_taunt", "malformed")
        await ann.close()
        await bob.close()


async def test_one_host_holds_several_tables_routed_by_their_codes_and_refuses_one_more():
    from gameshelf.tui.net.server import HostFull, TableServer
    from gameshelf.tui.net.table import HostedTable, TableConfig
    from tests.tui.net.helpers import FAST

    def table(code: str) -> HostedTable:
        return HostedTable(TableConfig("lunch-money", 2, "random", 3, {}, pace=0.0, code=code))
    first, second = table("AAAAAA"), table("BBBBBB")
    from dataclasses import replace
    server = TableServer(first, replace(FAST, tables=2))
    server.add_table(second)
    with pytest.raises(HostFull, match="holds 2 tables"):
        server.add_table(table("CCCCCC"))
    port = await server.open("127.0.0.1", 0)
    try:
        address = f"127.0.0.1:{port}"
        ann = await joined(address, "Ann", code="AAAAAA")
        bob = await joined(address, "Bob", code="BBBBBB")
        assert [p.name for p in first.players] == ["Ann"]
        assert [p.name for p in second.players] == ["Bob"]
        with pytest.raises(AssertionError, match="bad_code"):
            await joined(address, "Eve", code="ZZZZZZ")
        await ann.say("hello first table")
        said = await until(ann, "said")
        assert said["name"] == "Ann"
        await ann.close()
        await bob.close()
    finally:
        await server.close()
