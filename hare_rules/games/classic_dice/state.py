"""A state of the dice edition: frozen pawns and players, whose turn it is, and what is due
mid-turn (a roll, a take-or-give choice, the extra move of `move-again`).

A player holds the carrots and lettuce; its pawns (one, or two in the two-pawn game for two
players) stand on the track. Whether a state is sane is checked when it is built
(`InvalidStateError` names the problem and the state in notation).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from hare_rules.core import InvalidStateError, Text
from hare_rules.hare_race.board import STANDARD_TRACK
from hare_rules.hare_race.race import race_place
from hare_rules.hare_race.track import Kind, Track

from .setup import start_carrots, start_lettuce, two_pawn_game

GAME_ID = "classic-dice"
NAME_PATTERN = re.compile(r"[A-Za-z0-9_-]+")

# What is due in the middle of a turn (`Due.kind`).
ROLL = "roll"  # the pawn stands on a hare square it just reached: the die is rolled now
CHOICE = "choice"  # the result `take-or-give`: take or give 10 now
AGAIN = "again"  # the result `move-again`: another move now


@dataclass(frozen=True, slots=True)
class Pawn:
    field: int
    place: int | None = None  # finishing place; only for a pawn in the goal
    ate: bool = False  # on a lettuce square: ate there and must leave
    skip: int = 0  # turns still to miss (the result `miss-turn`)
    eat_next: bool = False  # the result `eat-lettuce`: stays and eats on the next turn

    @property
    def home(self) -> bool:
        return self.place is not None


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    pawns: tuple[Pawn, ...]
    carrots: int
    lettuce: int

    @property
    def home(self) -> bool:
        """All pawns in the goal: the player is finished."""
        return all(p.home for p in self.pawns)


@dataclass(frozen=True, slots=True)
class Due:
    """Something the turn still owes: `kind` for the pawn `pawn` (0-based); `cost` is what
    the move onto the hare square cost (the result `free-move` pays it back)."""

    kind: str
    pawn: int
    cost: int = 0


@dataclass(frozen=True)
class State:
    players: tuple[Player, ...]
    to_move: int = 0  # seat index
    due: Due | None = None  # mid-turn; None at the start of a turn
    track: Track = STANDARD_TRACK
    # Set for states built from a scenario: a turn there must state its die results
    # (SCENARIOS.md), so a turn ending before its roll is an incomplete scenario.
    strict: bool = field(default=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        problem = first_problem(self)
        if problem:
            raise InvalidStateError(f"{problem.en} (state: {format_state(self)})",
                                    text=problem)

    # -- access ---------------------------------------------------------------------------
    @cached_property
    def two_pawns(self) -> bool:
        return two_pawn_game(len(self.players))

    @property
    def mover(self) -> Player:
        return self.players[self.to_move]

    @property
    def start_carrots(self) -> int:
        return start_carrots(len(self.players))

    @property
    def goal(self) -> int:
        return self.track.goal

    def seat_of(self, name: str) -> int:
        for seat, player in enumerate(self.players):
            if player.name == name:
                return seat
        raise KeyError(name)

    def player(self, name: str) -> Player:
        return self.players[self.seat_of(name)]

    def all_pawns(self) -> list[tuple[int, int, Pawn]]:
        """(seat, pawn index, pawn) of every pawn."""
        return [(s, i, p) for s, pl in enumerate(self.players) for i, p in enumerate(pl.pawns)]

    def occupied(self) -> frozenset[int]:
        """Squares holding a pawn (start and goal hold any number, so they never count)."""
        return self._occupied

    @cached_property
    def _occupied(self) -> frozenset[int]:
        goal = self.track.goal
        return frozenset(p.field for pl in self.players for p in pl.pawns if 0 < p.field < goal)

    def occupant(self, square: int) -> str | None:
        if square <= 0 or square >= self.track.goal:
            return None
        for seat, index, pawn in self.all_pawns():
            if pawn.field == square:
                return self.pawn_name(seat, index)
        return None

    def pawn_name(self, seat: int, index: int) -> str:
        name = self.players[seat].name
        return f"{name}{index + 1}" if self.two_pawns else name

    def home_count(self) -> int:
        return self._home_count

    @cached_property
    def _home_count(self) -> int:
        return sum(1 for pl in self.players for p in pl.pawns if p.place is not None)

    def place_of(self, seat: int, index: int) -> int:
        """Race place of a pawn, counted over all pawns (pawns in the goal first)."""
        pawn = self.players[seat].pawns[index]
        if pawn.place is not None:
            return pawn.place
        others = [p.field for s, i, p in self.all_pawns() if (s, i) != (seat, index) and not p.home]
        return race_place(pawn.field, others, self.home_count())

    def pawns_on_track(self) -> int:
        return sum(1 for _, _, p in self.all_pawns() if not p.home)

    @cached_property
    def over(self) -> bool:
        """Two-pawn game: a player has both pawns home. Otherwise: one pawn is left on the
        track (it keeps its place), or none."""
        if self.two_pawns:
            from .clauses import WINNER_NEEDS_BOTH_PAWNS

            if not WINNER_NEEDS_BOTH_PAWNS.value:
                return self.home_count() > 0
            return any(p.home for p in self.players)
        return self.pawns_on_track() <= (1 if len(self.players) > 1 else 0)

    # -- changes --------------------------------------------------------------------------
    def evolve(self, **changes: object) -> State:
        """A copy with changes, without the sanity check: for the rules' own transitions,
        whose in-between steps need not be sane (the property tests check every end)."""
        new = object.__new__(State)
        new.__dict__.update(self.__dict__)
        for name in _DERIVED:  # cached values belong to this state only
            new.__dict__.pop(name, None)
        new.__dict__.update(changes)
        return new

    def with_player(self, seat: int, **changes: Any) -> State:
        players = list(self.players)
        players[seat] = replace(players[seat], **changes)
        return self.evolve(players=tuple(players))

    def with_pawn(self, seat: int, index: int, **changes: Any) -> State:
        player = self.players[seat]
        pawns = list(player.pawns)
        pawns[index] = replace(pawns[index], **changes)
        return self.with_player(seat, pawns=tuple(pawns))

    def __repr__(self) -> str:
        return f"GAMES[{GAME_ID!r}].parse_state({format_state(self)!r})"


_DERIVED = ("two_pawns", "_occupied", "_home_count", "over")


def _pawn_word(pawn: Pawn, goal: int) -> str:
    word = f"G{pawn.place}" if pawn.place is not None else str(pawn.field)
    if pawn.ate:
        word += "/ate"
    if pawn.skip:
        word += f"/skip{pawn.skip}"
    if pawn.eat_next:
        word += "/eat"
    return word


def format_state(state: State) -> str:
    """The state in one line of notation; `notation.parse_state` reads it back."""
    words = [GAME_ID]
    goal = state.track.goal
    for seat, p in enumerate(state.players):
        pawns = ",".join(_pawn_word(pawn, goal) for pawn in p.pawns)
        mark = "*" if seat == state.to_move else ""
        words.append(f"{mark}{p.name}:{pawns}:{p.carrots}:{p.lettuce}")
    if state.due is not None:
        words.append(f"due={state.due.kind}.{state.due.pawn + 1}.{state.due.cost}")
    if state.track != STANDARD_TRACK:
        words.append("track=" + state.track.codes("."))
    return " ".join(words)


def must_eat(track: Track, pawn: Pawn, lettuce: int = 1) -> bool:
    """Arrived on a lettuce square (and not eaten yet), or got the result `eat-lettuce` (the
    pawn stays even when its owner holds no `lettuce` any more)."""
    if pawn.eat_next:
        from .clauses import EAT_LETTUCE_STAYS_WITHOUT_LETTUCE

        return bool(lettuce) or EAT_LETTUCE_STAYS_WITHOUT_LETTUCE.value
    return not pawn.home and not pawn.ate and track.kind(pawn.field) is Kind.LETTUCE


def obliged_pawn(track: Track, player: Player) -> int | None:
    """The pawn that takes its owner's turn: one that must miss it or eat (None: free)."""
    for index, pawn in enumerate(player.pawns):
        if pawn.skip or must_eat(track, pawn, player.lettuce):
            return index
    return None


def first_problem(state: State) -> Text | None:
    """Why a state cannot exist, in German and English, or None."""
    count = len(state.players)
    if not 1 <= count <= 6:
        return Text(f"Ein Rennen hat 1 bis 6 Spieler, nicht {count}.",
                    f"a race has 1 to 6 players, not {count}")
    track, goal = state.track, state.track.goal
    names = [p.name for p in state.players]
    if len(set(names)) != len(names):
        return Text(f"Zwei Spieler haben denselben Namen: {names}.",
                    f"two players share a name: {names}")
    pawns = 2 if two_pawn_game(count) else 1
    seen: dict[int, str] = {}
    places: list[int] = []
    for seat, player in enumerate(state.players):
        if not NAME_PATTERN.fullmatch(player.name):
            return Text(f"Ein Name besteht aus Buchstaben, Ziffern, „_“ und „-“, nicht "
                        f"„{player.name}“.",
                        f"a name is letters, digits, '_' and '-', not {player.name!r}")
        if len(player.pawns) != pawns:
            return Text(f"{player.name} braucht bei {count} Spielern {pawns} Figur(en).",
                        f"{player.name} needs {pawns} pawn(s) with {count} players")
        if player.carrots < 0 or player.lettuce < 0:
            return Text(f"{player.name} hat negative Karotten oder Salate.",
                        f"{player.name} has negative carrots or lettuce")
        if player.lettuce > start_lettuce(count):
            most = start_lettuce(count)
            return Text(f"{player.name} hat mehr als {most} Salate.",
                        f"{player.name} holds more than {most} lettuce")
        obligations = 0
        for index, pawn in enumerate(player.pawns):
            who = state.pawn_name(seat, index)
            if not 0 <= pawn.field <= goal:
                return Text(f"{who} steht auf Feld {pawn.field}, außerhalb der Laufbahn "
                            f"(0 bis {goal}).",
                            f"{who} stands on square {pawn.field}, off the track 0..{goal}")
            if (pawn.place is not None) != (pawn.field == goal):
                return Text(f"{who}: einen Zielplatz hat genau eine Figur im Ziel.",
                            f"{who}: a pawn in the goal, and only there, has a finishing place")
            if pawn.place is not None:
                places.append(pawn.place)
                if pawn.ate or pawn.skip or pawn.eat_next:
                    return Text(f"{who} ist im Ziel und hat keine Markierungen mehr.",
                                f"{who} is in the goal and has no turn flags")
            if 0 < pawn.field < goal:
                if pawn.field in seen:
                    return Text(f"{who} und {seen[pawn.field]} stehen beide auf Feld "
                                f"{pawn.field}; auf einem Feld steht höchstens eine Figur.",
                                f"{who} and {seen[pawn.field]} both stand on square "
                                f"{pawn.field}")
                seen[pawn.field] = who
            kind = track.kind(pawn.field)
            if pawn.ate and kind is not Kind.LETTUCE:
                return Text(f"{who} hat gefressen, steht aber auf Feld {pawn.field}, keinem "
                            "Salatfeld.",
                            f"{who} has 'ate' but stands on square {pawn.field}, not on lettuce")
            if kind is Kind.HEDGEHOG and pawn.eat_next:
                return Text(f"{who} hat „Salat fressen“ auf einem Hasenfeld erwürfelt, nicht auf "
                            f"dem Igelfeld {pawn.field}.",
                            f"{who} got eat-lettuce on a hare square, not on hedgehog "
                            f"{pawn.field}")
            if pawn.skip < 0:
                return Text(f"{who} hat ein negatives Aussetzen.", f"{who} has a negative skip")
            if kind is Kind.LETTUCE and not pawn.ate and not pawn.home:
                obligations += 1
                if player.lettuce == 0:
                    return Text(f"{who} ist gerade auf dem Salatfeld {pawn.field} angekommen, "
                                f"aber {player.name} hat keinen Salat.",
                                f"{who} just arrived on lettuce {pawn.field}, but "
                                f"{player.name} has none")
            obligations += bool(pawn.skip) + pawn.eat_next
        if obligations > 1 and state.due is None:
            return Text(f"{player.name}: nur eine Figur kann den nächsten Zug schulden (fressen "
                        "oder aussetzen).",
                        f"{player.name}: only one pawn can owe its owner the next turn")
    if sorted(places) != list(range(1, len(places) + 1)):
        return Text(f"Die Zielplätze müssen 1 bis {len(places)} sein, nicht {sorted(places)}.",
                    f"finishing places must be 1..{len(places)}, not {sorted(places)}")
    if not 0 <= state.to_move < count:
        return Text(f"Platz {state.to_move} am Tisch gibt es nicht.", f"no seat {state.to_move}")
    due = state.due
    if due is not None:
        if not 0 <= due.pawn < pawns:
            return Text(f"Fällig ({due.kind}) für Figur {due.pawn + 1}, es gibt aber {pawns}.",
                        f"the due {due.kind} names pawn {due.pawn + 1} of {pawns}")
        pawn = state.mover.pawns[due.pawn]
        if due.kind not in (ROLL, CHOICE, AGAIN):
            return Text(f"Unbekanntes „due“ „{due.kind}“.", f"unknown due {due.kind!r}")
        if due.kind == ROLL and track.kind(pawn.field) is not Kind.HARE:
            return Text(f"Ein Wurf ist fällig, aber die Figur von {state.mover.name} steht auf "
                        "keinem Hasenfeld.",
                        f"a roll is due, but {state.mover.name}'s pawn is not on a hare square")
    elif state.mover.home and not state.over:
        return Text(f"{state.mover.name} ist im Ziel und kann nicht am Zug sein.",
                    f"{state.mover.name} is home and cannot be to move")
    return None
