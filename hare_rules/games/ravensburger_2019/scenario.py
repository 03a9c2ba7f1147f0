"""Scenarios of edition `ravensburger-2019` (SCENARIOS.md): building the position of a
`given`, and this edition's own `then` keys (`players`, `place`, `finished`).

The keys every game shares (`legal`, `reasons`, `legal_moves`, `to_move`) and the playing
of `when` are the core runner's (hare_rules.core.scenario).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from hare_rules.core.limits import seed_problem
from hare_rules.core.protocol import Failure, Loc, Run, ScenarioFormatError
from hare_rules.core.scenario import (
    bounded_int,
    is_int,
    reject_unknown,
    require_mapping,
    string_list,
)
from hare_rules.hare_race.track import Track, TrackError

from .edition import Edition
from .rules import start_carrots
from .state import InvalidPositionError, Player, Position, race_place

GIVEN_KEYS = {"players", "to_move", "deck", "seed"}
PLAYER_KEYS = {"name", "field", "carrots", "lettuce", "place", "ate", "skip", "passed_by"}
THEN_KEYS = frozenset({"players", "place", "finished"})
THEN_PLAYER_KEYS = {"field", "carrots", "lettuce", "place", "skip", "ate"}


@dataclass(frozen=True)
class Expected:
    """This edition's own `then` keys, validated."""

    players: Mapping[str, Mapping[str, object]] = field(default_factory=dict)
    place: Mapping[str, int] = field(default_factory=dict)
    finished: tuple[str, ...] | None = None


def scenario_state(
    given: Mapping, edition: Edition, track_codes: str | None, variants: Sequence[str]
) -> Position:
    """The position a scenario's `given` describes; ScenarioFormatError with the key path."""
    track = edition.track
    if track_codes is not None:
        # At most the edition's board of 65 fields (rulebook p. 2), counted before it is built.
        try:
            track = Track.parse(track_codes, most=len(edition.track.fields))
        except TrackError as error:
            raise ScenarioFormatError(("track",), str(error), text=error.text) from None
    reject_unknown(given, GIVEN_KEYS, ("given",))
    raw_players = given.get("players")
    if not isinstance(raw_players, Sequence) or isinstance(raw_players, str) or not raw_players:
        raise ScenarioFormatError(("given", "players"), "give a list of at least one player")
    count = len(raw_players)
    players = [
        _build_player(raw, seat, count, edition, track) for seat, raw in enumerate(raw_players)
    ]
    players = _assign_arrival_places(players, track)
    names = [p.name for p in players]
    to_move = given.get("to_move", names[0])
    if to_move not in names:
        raise ScenarioFormatError(
            ("given", "to_move"), f"to_move {to_move!r} is not one of the players {names}"
        )
    seat = names.index(to_move)
    if players[seat].place is not None:
        raise ScenarioFormatError(
            ("given", "to_move"), f"{to_move} is already in the goal and cannot be to move"
        )
    deck = string_list(given.get("deck", []), ("given", "deck"))
    if len(deck) > len(edition.deck):  # rulebook p. 6: 15 hare cards
        raise ScenarioFormatError(("given", "deck"), f"{len(deck)} hare cards; the game has "
                                  f"{len(edition.deck)}")
    seed = given.get("seed", 0)
    if not is_int(seed):
        raise ScenarioFormatError(("given", "seed"), "seed must be an integer")
    problem = seed_problem(seed)
    if problem is not None:
        raise ScenarioFormatError(("given", "seed"), problem.en, text=problem)
    try:
        return Position(
            edition_id=edition.id,
            track=track,
            players=tuple(players),
            to_move=seat,
            deck=tuple(deck),
            seed=seed,
            variants=frozenset(variants),
        )
    except InvalidPositionError as error:
        raise ScenarioFormatError(("given",), str(error)) from None


def _build_player(raw: object, seat: int, count: int, edition: Edition, track: Track) -> Player:
    loc: Loc = ("given", "players", seat)
    require_mapping(raw, loc)
    assert isinstance(raw, Mapping)
    reject_unknown(raw, PLAYER_KEYS, loc)
    name = raw.get("name", chr(ord("A") + seat))
    if not isinstance(name, str):
        raise ScenarioFormatError(loc + ("name",), "a name must be a string")
    field_value = raw.get("field", 0)
    if field_value == "goal":
        field_value = track.goal
    if not is_int(field_value):
        raise ScenarioFormatError(loc + ("field",), "field must be a number or 'goal'")
    bounded_int(field_value, loc + ("field",), "field")
    # Defaults that can arise in play: the starting amounts, but a pawn in the goal came
    # in without lettuce and holds no more carrots than its place allowed (here: none).
    home = field_value == track.goal
    values: dict[str, object] = {
        "carrots": raw.get("carrots", 0 if home else start_carrots(count)),
        "lettuce": raw.get("lettuce", 0 if home else edition.start_lettuce(count)),
        "skip": raw.get("skip", 0),
        "passed_by": raw.get("passed_by", 0),
    }
    for key, value in values.items():
        bounded_int(value, loc + (key,), key)
    place = raw.get("place")
    if place is not None and not is_int(place):
        raise ScenarioFormatError(loc + ("place",), "place must be a whole number")
    if place is not None and field_value != track.goal:
        raise ScenarioFormatError(loc + ("place",), "only a pawn in the goal has a place")
    ate = raw.get("ate", False)
    if not isinstance(ate, bool):
        raise ScenarioFormatError(loc + ("ate",), "ate must be true or false")
    return Player(name, field_value, place=place, ate=ate, **values)  # type: ignore[arg-type]


def _assign_arrival_places(players: list[Player], track: Track) -> list[Player]:
    """Pawns in the goal without a place arrived in seat order, after those with one."""
    taken = {p.place for p in players if p.place is not None}
    free = (n for n in range(1, len(players) + 1) if n not in taken)
    result = []
    for p in players:
        if p.field == track.goal and p.place is None:
            p = Player(p.name, p.field, p.carrots, p.lettuce, next(free), p.ate, p.skip,
                       p.passed_by)
        result.append(p)
    return result


def parse_then(then: Mapping, position: Position) -> Expected:
    names = {p.name for p in position.players}
    players = _parse_then_players(then.get("players", {}), names, position.track)
    place = then.get("place", {})
    require_mapping(place, ("then", "place"))
    for name, value in place.items():
        if name not in names or not is_int(value):
            raise ScenarioFormatError(("then", "place", name), "place: {player name: number}")
    finished = None
    if "finished" in then:
        finished = tuple(string_list(then["finished"], ("then", "finished")))
        for i, name in enumerate(finished):
            if name not in names:
                raise ScenarioFormatError(("then", "finished", i), f"{name!r} is not a player")
    return Expected(players, dict(place), finished)


def _parse_then_players(raw: object, names: set[str], track: Track) -> dict:
    require_mapping(raw, ("then", "players"))
    assert isinstance(raw, Mapping)
    result = {}
    for name, values in raw.items():
        loc: Loc = ("then", "players", name)
        if name not in names:
            raise ScenarioFormatError(loc, f"{name!r} is not a player of this scenario")
        require_mapping(values, loc)
        reject_unknown(values, THEN_PLAYER_KEYS, loc)
        expected = dict(values)
        if expected.get("field") == "goal":
            expected["field"] = track.goal
        result[name] = expected
    return result


def check_then(expected: Expected, run: Run) -> list[Failure]:
    pos: Position = run.after
    found: list[Failure] = []
    for name, values in expected.players.items():
        player = pos.player(name)
        for key, value in values.items():
            actual = getattr(player, key)
            if actual != value:
                found.append(Failure(("players", name, key), value, actual))
    for name, place in expected.place.items():
        actual = race_place(pos, name)
        if actual != place:
            found.append(Failure(("place", name), place, actual))
    if expected.finished is not None:
        done = sorted((p for p in pos.players if p.place), key=lambda p: p.place or 0)
        order = tuple(p.name for p in done)
        if order != expected.finished:
            found.append(Failure(("finished",), list(expected.finished), list(order)))
    return found
