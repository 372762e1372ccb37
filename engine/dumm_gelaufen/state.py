"""The full state of a match (secret: `view_for` shows a seat what it may know), the decision
it waits for, and the table's constants."""

from __future__ import annotations

from enum import Enum

from gameshelf.engine.core.records import record
from gameshelf.engine.dumm_gelaufen.actions import Action
from gameshelf.engine.dumm_gelaufen.cards import CardId, MurphyId

MIN_PLAYERS, MAX_PLAYERS = 2, 6
FIRST_HAND = 8          # Rules: "De speler links van de kaartendeler krijgt 8 kaarten, de volgende 9"
MAC_MAX = 7             # Rules: "Mac nooit meer dan 7 kaarten mag bezitten"
TO_WIN = 3              # Rules: "Zodra een speler de opdrachten van 3 Murphy-kaarten heeft vervuld"
# Rules: a match ends only "Zodra een speler de opdrachten van 3 Murphy-kaarten heeft vervuld";
# a person's match has no turn limit. Headless bot matches (sim, benchmarks) may pass a limit
# (`new_game(..., turn_limit=)`): aimless play (random bots) would go on for ever once only hard
# Murphy cards are left, so they stop after this many turns per seat as a match that did not
# finish, never a win (RULES §16).
PLAYOUT_TURNS_PER_SEAT = 50
# Saves of the old house rule (until issue 27): a match that reached 50 turns per seat was
# won by the most fulfilled Murphy cards. Such a finished save still loads.
OLD_HOUSE_RULE_TURNS_PER_SEAT = 50


class DecisionKind(str, Enum):
    """Every kind of moment a player may choose something."""

    TURN = "turn"                    # take (face-down pile, open piles, Mac) or play a green card
    PICK_MAC = "pick_mac"            # which of Mac's cards to take
    GIVE = "give"                    # give the cards an exchange owes, one at a time
    ORDER_REDS = "order_reds"        # two red cards taken: which strikes first
    GIVE_PAIR = "give_pair"          # R2: which pair, to whom
    LAY_HIGHEST = "lay_highest"      # R5: which highest card, on which pile
    SWAP_WITH_MAC = "swap_with_mac"  # G2: swap a card with Mac's, or stop
    DISCARD = "discard"              # G4: put a card on an open pile, or stop
    GIFT = "gift"                    # G6: the card for the next player
    GIVE_BACK = "give_back"          # G7: the card you give back

    __hash__ = str.__hash__


@record
class Decision:
    """Who must choose now and about what; `owed` counts the cards still to give or swap, and
    `target` is who receives (GIFT, GIVE_BACK)."""

    seat: int
    kind: DecisionKind
    owed: int = 0
    target: int | None = None


class GameState:
    """One match, secrets included. Piles list their top card last. Treat it as read-only:
    `apply` copies it (or, asked to, changes it in place)."""

    __slots__ = ("names", "seed", "shuffles", "hands", "murphy", "murphy_pile", "murphy_discard",
                 "fulfilled", "draw", "piles", "action_discard", "mac", "dealer", "turn",
                 "round", "turns", "actions", "phase", "owed", "give_to", "reds", "taken", "targets",
                 "shown", "seen", "known", "winner", "legal_cache", "check_all", "turn_limit",
                 "unfinished")

    def __init__(self, names: tuple[str, ...], seed: int) -> None:
        n = len(names)
        self.names = names
        self.seed = seed
        self.shuffles = 0                      # chance draws so far: each gets its own seed text
        self.hands: list[list[CardId]] = [[] for _ in range(n)]
        self.murphy: list[MurphyId] = [0] * n
        self.murphy_pile: list[MurphyId] = []
        self.murphy_discard: list[MurphyId] = []
        self.fulfilled: list[list[MurphyId]] = [[] for _ in range(n)]
        self.draw: list[CardId] = []
        self.piles: list[list[CardId]] = [[], []]
        self.action_discard: list[CardId] = []
        self.mac: list[CardId] = []
        self.dealer = 0
        self.turn = 0
        self.round = 1
        self.turns = 0                         # turns played in the match
        self.actions = 0
        self.phase = DecisionKind.TURN
        self.owed = 0                          # cards still to give (GIVE, DISCARD, SWAP...)
        self.give_to = 0                       # GIVE: 0 the open piles, 2 Mac
        self.reds: list[CardId] = []           # red cards taken, still to strike
        self.taken: list[CardId] = []          # cards taken this exchange (the swap rule)
        self.targets: list[int] = []           # GIFT / GIVE_BACK: who receives, in order
        self.shown: list[bool] = [False] * n   # Murphy card shown to everyone (R8)
        self.seen: list[list[int]] = [[] for _ in range(n)]   # whose Murphy each seat knows
        # The cards everyone saw go into each hand and not leave it (engine.dumm_gelaufen.known).
        self.known: list[list[CardId]] = [[] for _ in range(n)]
        self.winner: int | None = None
        # Turns per seat after which a headless bot match stops unfinished; None (a person's
        # match, and every save before the limit was kept) plays until three Murphy cards.
        self.turn_limit: int | None = None
        self.unfinished = False                # the limit was reached: over, no winner
        self.legal_cache: list[Action] | None = None
        # Whether the end of this turn checks every seat's Murphy card, not only the player on
        # turn: set by action cards and new rounds. Only a shortcut (a seat nothing touched
        # was checked before and failed), so saves leave it out and a loaded state checks all.
        self.check_all = True

    @property
    def players(self) -> int:
        return len(self.names)

    def clone(self) -> GameState:
        """A copy that shares nothing mutable with this one."""
        c = GameState.__new__(GameState)
        for k in ("names", "seed", "shuffles", "dealer", "turn", "round", "turns", "actions", "phase",
                  "owed", "give_to", "winner", "turn_limit", "unfinished"):
            setattr(c, k, getattr(self, k))
        for k in ("murphy", "murphy_pile", "murphy_discard", "draw", "action_discard", "mac",
                  "reds", "taken", "targets", "shown"):
            setattr(c, k, getattr(self, k)[:])
        c.hands = [h[:] for h in self.hands]
        c.fulfilled = [f[:] for f in self.fulfilled]
        c.piles = [p[:] for p in self.piles]
        c.seen = [s[:] for s in self.seen]
        c.known = [k[:] for k in self.known]
        c.legal_cache = self.legal_cache
        c.check_all = self.check_all
        return c

    def next_seat(self, seat: int) -> int:
        """The seat to the left (play goes clockwise)."""
        return (seat + 1) % len(self.names)

    def seed_text(self, what: str) -> str:
        """A fresh seed text for one chance draw (a shuffle, a random card)."""
        self.shuffles += 1
        return f"{self.seed}:{what}:{self.shuffles}"


def current_decision(state: GameState) -> Decision | None:
    """The decision the match waits for; None once it is over (won, or stopped unfinished)."""
    if state.winner is not None or state.unfinished:
        return None
    key = (state.turn, state.phase, state.owed, state.targets[0] if state.targets else None)
    # Decisions are immutable and few: one made per action was a twentieth of a playout.
    made = _DECISIONS.get(key)
    if made is None:
        made = _DECISIONS[key] = Decision(*key)
    return made


_DECISIONS: dict[tuple[int, DecisionKind, int, int | None], Decision] = {}
