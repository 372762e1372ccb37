"""Play with friends: a host runs the authoritative match of any game and talks to its players'
clients over WebSockets in versioned JSON messages (`wire`); each client gets only its own seat's
view and the events as its seat may see them. No Textual here: the host and the plain-text client
run without it (the README's "Play with friends" documents the wire format).

- `values`: a game's views, events and actions as JSON and back, for any game;
- `wire`: the messages, their checks and the refusals;
- `guard`: what keeps the host safe: join codes and seat secrets, rate limits, backoff, talk;
- `table`: the hosted table (lobby, seats, the match moving on), without the transport;
- `server`: the table on aiohttp WebSockets; `client`: the client end of the wire;
- `plain_client`: `gameshelf join` as lines, with the plain mode's questions and commands.
"""
