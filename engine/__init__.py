"""The games this program plays, found by name; standard library only, no I/O.

    from engine import find_game
    game = find_game("lunch-money")          # or an alias: "lm", "Lunch Money"
    state = game.new_game(["Ann", "Bruno"], seed=7)

Each game lives in its own package (`engine.lunch_money`, …) behind the protocol in
`engine.core.game`; the rest of the program uses a game only through that protocol.
"""
