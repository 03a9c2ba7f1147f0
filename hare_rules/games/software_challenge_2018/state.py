"""One position of the 2018 computer game: the board, red and blue, and the turn counter.

All value objects are frozen; rules functions return new ones.

    >>> s = initial_state(Board.parse("S " + "C " * 63 + "G"))
    >>> s.to_move, s.mover.carrots, s.mover.salads
    ('red', 68, 5)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from hare_rules.core.sentences import Text
from hare_rules.games.software_challenge_2018 import clauses as c
from hare_rules.games.software_challenge_2018.actions import Action, Card
from hare_rules.games.software_challenge_2018.edition import SC2018
from hare_rules.hare_race.track import Track, TrackError

Color = Literal["red", "blue"]
COLORS: tuple[Color, Color] = ("red", "blue")

# The board's field kinds as the 2018 server names them, by one-letter code.
START, GOAL, CARROT, SALAD, HEDGEHOG, HARE, POSITION_1, POSITION_2 = tuple("SGCLIH12")
FIELD_CODES = frozenset("SGCLIH12")
# The server's board: 65 fields 0..64, start 0 and goal 64 (shared/reference/
# software-challenge-2018.md, "Board"); a board a reader writes has no more, counted before
# it is built.
BOARD_FIELDS = 65


def other(color: Color) -> Color:
    return "blue" if color == "red" else "red"


@dataclass(frozen=True)
class Board:
    """The shuffled race track of one game, read through the shared `Track`.

    `codes` keeps one letter per field for quick look-ups during turn generation.
    """

    track: Track
    codes: str = field(init=False, repr=False, compare=False)
    hedgehog_behind: tuple[int | None, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        codes = "".join(f.code for f in self.track.fields)
        if len(codes) != len(self.track.fields) or not set(codes) <= FIELD_CODES:
            bad = ", ".join(sorted({f.code for f in self.track.fields} - FIELD_CODES))
            raise TrackError(Text(
                f"Die Felder {bad} gibt es auf einem Brett von 2018 nicht (bekannt: S G C L I "
                "H 1 2).", f"field codes {bad} are not on a 2018 board (known: S G C L I H 1 2)"))
        object.__setattr__(self, "codes", codes)
        behind = tuple(self.track.nearest_hedgehog_behind(i) for i in range(len(codes)))
        object.__setattr__(self, "hedgehog_behind", behind)

    @classmethod
    def parse(cls, text: str, most: int = BOARD_FIELDS) -> Board:
        """From space-separated codes or from one letter per field ("SCH1...G"), at most
        `most` fields (TrackError, a ValueError, before any field is built)."""
        spaced = " " in text.strip()
        if not spaced and len(text.strip()) > most:
            raise TrackError(Text(
                f"Das Spielbrett hat {len(text.strip())} Felder, höchstens {most}.",
                f"the board has {len(text.strip())} fields, at most {most}"))
        return cls(Track.parse(text if spaced else " ".join(text.strip()), most=most))

    @property
    def goal(self) -> int:
        return len(self.codes) - 1

    def code(self, index: int) -> str:
        """The field code at `index`; "" off the board (the server's INVALID)."""
        return self.codes[index] if 0 <= index < len(self.codes) else ""

    def __str__(self) -> str:
        return self.codes


@dataclass(frozen=True, slots=True)
class Player:
    field: int
    carrots: int
    salads: int  # salads still to eat
    cards: frozenset[Card]
    last: Action | None = None  # last action that was not a skip, maybe from an earlier turn


@dataclass(frozen=True, slots=True)
class Outcome:
    winner: Color
    reason: Literal["goal", "round_limit"]


@dataclass(frozen=True)
class State:
    """A position as the player to move receives it (position bonus already paid)."""

    board: Board
    red: Player
    blue: Player
    turn: int = 0  # the server's turn counter: red moves on even turns
    outcome: Outcome | None = None

    @property
    def to_move(self) -> Color:
        return "red" if self.turn % 2 == 0 else "blue"

    def player(self, color: Color) -> Player:
        return self.red if color == "red" else self.blue

    @property
    def mover(self) -> Player:
        return self.red if self.turn % 2 == 0 else self.blue

    @property
    def opponent(self) -> Player:
        return self.blue if self.turn % 2 == 0 else self.red

    def with_player(self, color: Color, player: Player) -> State:
        if color == "red":
            return State(self.board, player, self.blue, self.turn, self.outcome)
        return State(self.board, self.red, player, self.turn, self.outcome)

    def with_mover(self, player: Player) -> State:
        return self.with_player(self.to_move, player)

    def __str__(self) -> str:
        return format_state(self)

    def __repr__(self) -> str:
        notation = f"{SC2018.id} {format_state(self)}"
        return f"GAMES[{SC2018.id!r}].parse_state({notation!r})"


def format_player(p: Player) -> str:
    cards = "".join(c.letter for c in Card if c in p.cards) or "-"
    last = p.last.token if p.last is not None else "-"
    return f"{p.field}/{p.carrots}/{p.salads}/{cards}/{last}"


def format_state(state: State) -> str:
    """The state in one line (without the game id); `notation.parse_state` reads it back."""
    text = (
        f"board={state.board.codes} turn={state.turn} "
        f"red={format_player(state.red)} blue={format_player(state.blue)}"
    )
    if state.outcome is not None:
        text += f" winner={state.outcome.winner}:{state.outcome.reason}"
    return text


def start_player() -> Player:
        return Player(0, c.START_CARROTS.value, c.START_SALADS.value, SC2018.start_cards)


def initial_state(board: Board) -> State:
    return State(board, start_player(), start_player())
