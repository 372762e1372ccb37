"""Who plays with whom: the team variant's seating, cell blocks, die faces and target, and the
solo match's answers to the same questions (one player is her own side)."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out.data import (
    BLOCKS,
    CELLS,
    CELLS_B,
    DIE_FACES,
    OPEN_LOCATIONS,
    TEAM_OPEN_LOCATIONS,
    TEAM_PLAYERS,
    points_to_win,
    team_points_to_win,
)
from gameshelf.engine.dig_your_way_out.state import GameState

TEAM_NAMES = ("A", "B")


def check_team(team: bool, players: int) -> bool:
    """The team option, refused (ValueError, one sentence) at a table it does not fit."""
    # Rules: "De team variant kan enkel gespeeld worden met een even aantal spelers." and the
    # target table names only 4 and 6.
    if team and players not in TEAM_PLAYERS:
        raise ValueError("The team variant needs 4 or 6 players.")
    return bool(team)


def team_of(seat: int) -> int:
    """A seat's team: 0 (A) for seats 0, 2, 4; 1 (B) for seats 1, 3, 5 (turns alternate)."""
    return seat % 2


def side(s: GameState, seat: int) -> tuple[int, ...]:
    """The seats that win together with `seat`: its team, or itself alone."""
    if not s.team:
        return (seat,)
    return tuple(range(team_of(seat), s.players, 2))


def teammates(s: GameState, seat: int, other: int) -> bool:
    """Whether two different seats play on one team."""
    return s.team and seat != other and team_of(seat) == team_of(other)


def home_block(s: GameState, seat: int) -> int:
    """Where the seat digs: the cells, or its team's own cell block."""
    return BLOCKS[team_of(seat)] if s.team else CELLS


def start_places(team: bool, players: int) -> list[int]:
    """Every pawn in its cells (in the team variant: its team's block)."""
    return [BLOCKS[team_of(q)] if team else CELLS for q in range(players)]


def open_places(s: GameState) -> tuple[int, ...]:
    """The places a pawn may go (block B only on the team board)."""
    return TEAM_OPEN_LOCATIONS if s.team else OPEN_LOCATIONS


def die_face(s: GameState, roll: int) -> tuple[int, ...]:
    """The places a roll offers; on the team board 1-3 offer both cell blocks."""
    # Rules: "Bij een worp van 1, 2 of 3 mag de speler zich verplaatsen naar zowel celblok A als
    # naar celblok B."
    face = DIE_FACES[roll]
    return face + (CELLS_B,) if s.team and CELLS in face else face


def target(s: GameState) -> int:
    """Tunnel points that win this match (a team's together in the team variant)."""
    return team_points_to_win(s.players) if s.team else points_to_win(s.players)
