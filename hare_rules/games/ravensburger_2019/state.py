"""A position of the Ravensburger game: frozen players, whose turn it is, the hare-card pile.

Whether a position is sane is checked when it is built (`InvalidPositionError` names the
problem and the position in notation); whether the game is over is a separate question
(`is_over`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hare_rules.core.protocol import InvalidStateError, Text
from hare_rules.hare_race.track import Kind, Track

from .cards import HARE_CARDS
from .edition import NO_HARE_CARDS, Edition, get_edition

NAME_PATTERN = re.compile(r"[A-Za-z0-9_-]+")
DERIVED = "_derived"  # per-position memo of values the rules derive (see `derived`)


class InvalidPositionError(InvalidStateError):
    """The position breaks the game's physics (two pawns on a field, negative carrots, ...)."""


@dataclass(frozen=True)
class Player:
    name: str
    field: int
    carrots: int
    lettuce: int
    place: int | None = None  # finishing place; only for a pawn in the goal
    ate: bool = False  # on a lettuce field: ate there last turn and must leave now
    skip: int = 0  # turns still to miss
    passed_by: int = 0  # variant no-hare-cards: pawns that passed it on its hare field

    @property
    def finished(self) -> bool:
        return self.place is not None

    def evolve(self, **changes: object) -> Player:
        """A copy with changes (faster than dataclasses.replace on the engine's hot path)."""
        new = object.__new__(Player)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new


@dataclass(frozen=True)
class Position:
    edition_id: str
    track: Track
    players: tuple[Player, ...]
    to_move: int = 0  # seat index
    deck: tuple[str, ...] = ()  # hare-card pile from the top
    seed: int = 0  # drives the shuffle card's reshuffle
    variants: frozenset[str] = frozenset()
    extra_move: bool = False  # mid-turn: a hare card granted the mover another move

    def __post_init__(self) -> None:
        problem = first_problem(self)
        if problem:
            raise InvalidPositionError(f"{problem.en} (position: {self.notation()})",
                                       text=problem)

    # -- access ---------------------------------------------------------------------------
    @property
    def edition(self) -> Edition:
        return get_edition(self.edition_id)

    @property
    def mover(self) -> Player:
        return self.players[self.to_move]

    @property
    def hare_cards(self) -> bool:
        return NO_HARE_CARDS not in self.variants

    def seat_of(self, name: str) -> int:
        for seat, player in enumerate(self.players):
            if player.name == name:
                return seat
        raise KeyError(f"no player named {name!r} in {self.notation()}")

    def player(self, name: str) -> Player:
        return self.players[self.seat_of(name)]

    def occupant(self, field: int) -> Player | None:
        """The pawn on a track field (start and goal hold many, so they have no occupant)."""
        if field == 0 or field == self.track.goal:
            return None
        for player in self.players:
            if player.field == field:
                return player
        return None

    def finished_count(self) -> int:
        return sum(1 for p in self.players if p.place is not None)

    def evolve(self, **changes: object) -> Position:
        """A copy with changes, skipping the sanity check: for the rules' own transitions,
        which keep a sane position sane (the property tests check that they do)."""
        new = object.__new__(Position)
        new.__dict__.update(self.__dict__)
        new.__dict__.pop(DERIVED, None)  # belongs to this position only
        new.__dict__.update(changes)
        return new

    def with_player(self, seat: int, **changes: object) -> Position:
        players = list(self.players)
        players[seat] = players[seat].evolve(**changes)
        return self.evolve(players=tuple(players))

    def notation(self) -> str:
        return format_position(self)

    def __str__(self) -> str:
        return self.notation()

    def __repr__(self) -> str:
        return f"GAMES[{self.edition_id!r}].parse_state({self.notation()!r})"


def format_position(pos: Position) -> str:
    """The position in one line of notation; `notation.parse_position` reads it back."""
    words = [pos.edition_id]
    goal = pos.track.goal
    for seat, p in enumerate(pos.players):
        field = f"G{p.place}" if p.field == goal and p.place is not None else str(p.field)
        word = f"{p.name}:{field}:{p.carrots}:{p.lettuce}"
        if p.ate:
            word += ":ate"
        if p.skip:
            word += f":skip{p.skip}"
        if p.passed_by:
            word += f":passed{p.passed_by}"
        if seat == pos.to_move:
            word = "*" + word
            if pos.extra_move:
                word += ":extra"
        words.append(word)
    if pos.deck:
        words.append("deck=" + ",".join(pos.deck))
    if pos.seed:
        words.append(f"seed={pos.seed}")
    if pos.variants:
        words.append("variants=" + ",".join(sorted(pos.variants)))
    try:
        own_track = get_edition(pos.edition_id).track
    except ValueError:
        own_track = None
    if pos.track != own_track:
        words.append("track=" + pos.track.codes("."))
    return " ".join(words)


def derived(position: Position) -> dict[str, object]:
    """A memo kept on the (immutable) position for values the rules compute from it more
    than once, such as the start of turn and the legal moves: `legal_moves` and `apply`
    both need them for the same position. `evolve` leaves it out of copies."""
    return position.__dict__.setdefault(DERIVED, {})


def race_place(position: Position, name: str) -> int:
    """1 + pawns in the goal + pawns on the track on a higher field; pawns on start tie.

    A pawn in the goal keeps its finishing place.
    """
    me = position.player(name)
    if me.place is not None:
        return me.place
    # A pawn in the goal stands on the last field, so 'higher field' covers it too.
    ahead = sum(1 for p in position.players if p.field > me.field)
    return 1 + ahead


def players_behind(position: Position, name: str) -> tuple[Player, ...]:
    """Pawns on the track behind this one (pawns in the goal are never behind)."""
    me = position.player(name)
    return tuple(p for p in position.players if p.field < me.field)


def players_ahead(position: Position, name: str) -> tuple[Player, ...]:
    me = position.player(name)
    return tuple(
        p for p in position.players if p.field > me.field
    )


def is_over(position: Position) -> bool:
    """The race is decided once at most one pawn is still on the track."""
    racing = sum(1 for p in position.players if p.place is None)
    return racing == 0 or (len(position.players) > 1 and racing <= 1)


def first_problem(pos: Position) -> Text | None:
    """Why the position cannot exist, in German and English (None: it can)."""
    try:
        edition = get_edition(pos.edition_id)
    except ValueError as error:
        return Text(f"Unbekannte Ausgabe „{pos.edition_id}“.", str(error))
    unknown = pos.variants - edition.known_variants
    if unknown:
        first, known = sorted(unknown)[0], sorted(edition.known_variants)
        return Text(f"Unbekannte Variante „{first}“ (bekannt: {', '.join(known)}).",
                    f"unknown variant {first!r} (known: {known})")
    if not 1 <= len(pos.players) <= edition.max_players:
        n, most = len(pos.players), edition.max_players
        return Text(f"{n} Spieler; diese Ausgabe erlaubt 1 bis {most}.",
                    f"{n} players; this edition allows 1 to {most}")
    names = [p.name for p in pos.players]
    if len(set(names)) != len(names):
        return Text("Zwei Spieler haben denselben Namen.", "two players have the same name")
    goal = pos.track.goal
    seen: dict[int, str] = {}
    for p in pos.players:
        problem = _player_problem(pos, edition, p, goal)
        if problem:
            return Text(f"Spieler {p.name}: {problem.de}", f"player {p.name}: {problem.en}")
        if 0 < p.field < goal:
            if p.field in seen:
                return Text(f"{seen[p.field]} und {p.name} stehen beide auf Feld {p.field}; "
                            "auf einem Feld steht höchstens eine Figur.",
                            f"players {seen[p.field]} and {p.name} both stand on field {p.field}")
            seen[p.field] = p.name
    places = sorted(p.place for p in pos.players if p.place is not None)
    if places != list(range(1, len(places) + 1)):
        return Text(f"Die Zielplätze müssen 1 bis {len(places)} ohne Lücke sein, nicht {places}.",
                    f"finishing places must be 1..{len(places)} without gaps, got {places}")
    if not 0 <= pos.to_move < len(pos.players):
        return Text(f"Platz {pos.to_move} am Tisch gibt es nicht.",
                    f"to_move seat {pos.to_move} does not exist")
    if pos.mover.finished and len(places) < len(pos.players):
        name = pos.mover.name
        return Text(f"{name} ist im Ziel und kann nicht am Zug sein.",
                    f"player {name} is in the goal and cannot be the one to move")
    for card in pos.deck:
        if card not in HARE_CARDS:
            return Text(f"Unbekannte Hasenkarte „{card}“ (bekannt: {', '.join(HARE_CARDS)}).",
                        f"unknown hare card {card!r} (known: {', '.join(HARE_CARDS)})")
    return None


def _player_problem(pos: Position, edition: Edition, p: Player, goal: int) -> Text | None:
    if not NAME_PATTERN.fullmatch(p.name):
        return Text("Namen bestehen nur aus Buchstaben, Ziffern, „-“ und „_“.",
                    "names may only use letters, digits, '-' and '_'")
    if not 0 <= p.field <= goal:
        return Text(f"Feld {p.field} liegt nicht auf der Laufbahn (0 bis {goal}).",
                    f"field {p.field} is not on the track (0 to {goal})")
    if p.carrots < 0:
        return Text(f"Karotten können nicht negativ sein ({p.carrots}).",
                    f"carrots cannot be negative ({p.carrots})")
    if not 0 <= p.lettuce <= edition.lettuce:
        return Text(f"Salate müssen 0 bis {edition.lettuce} sein, nicht {p.lettuce}.",
                    f"lettuce must be 0 to {edition.lettuce}, got {p.lettuce}")
    if p.skip < 0 or p.passed_by < 0:
        return Text("Aussetzen und Überholt-Zähler können nicht negativ sein.",
                    "skip and passed_by cannot be negative")
    if (p.place is not None) != (p.field == goal):
        return Text("Einen Zielplatz hat genau eine Figur im Ziel.",
                    "a finishing place belongs exactly to a pawn in the goal")
    on_lettuce = pos.track.kind(p.field) is Kind.LETTUCE
    if p.ate and not on_lettuce:
        return Text(f"„hat gefressen“ gibt es nur auf einem Salatfeld; Feld {p.field} ist keins.",
                    f"'ate' only applies on a lettuce field, field {p.field} is not one")
    if p.ate and p.lettuce >= edition.lettuce:
        most = edition.lettuce - 1
        return Text(f"hat gefressen, also höchstens {most} Salate übrig, nicht {p.lettuce}.",
                    f"has eaten, so at most {most} lettuce can be left, not {p.lettuce}")
    if on_lettuce and not p.ate and p.lettuce == 0:
        return Text(f"steht zum Fressen auf dem Salatfeld {p.field}, hat aber keinen Salat.",
                    f"stands on lettuce field {p.field} to eat but has no lettuce")
    resting = NO_HARE_CARDS in pos.variants and pos.track.kind(p.field) is Kind.HARE
    if p.passed_by and not resting:
        return Text("„überholt“ gibt es nur auf einem Hasenfeld in der Variante ohne Hasenkarten.",
                    "'passed_by' only applies on a hare field with variant no-hare-cards")
    return None
