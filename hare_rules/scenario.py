"""Scenarios (shared/design/SCENARIOS.md, version 1): a position, the turns played, and what
must follow, checked against the engine.

This module works on plain mappings (already parsed from YAML or JSON); reading files and
turning a key path into a line number is the caller's business (`hare_rules.cli`).

    >>> s = parse_scenario({"id": "x", "given": {"players": [{"field": 12, "carrots": 5}]},
    ...                     "when": "+3", "then": {"legal": True}}, "ravensburger-2019")
    >>> run_scenario(s).passed
    True
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from .actions import parse_action
from .edition import Edition, get_edition
from .effects import Effect
from .hare_race.track import Track
from .position import InvalidPositionError, Player, Position, race_place
from .reasons import REASON_CODES, Reason
from .rules import DeckUnknownError, apply, legal_moves, reasons_against

ID_PATTERN = re.compile(r"[a-z0-9-]+")
SCENARIO_KEYS = {"id", "edition", "variants", "track", "given", "when", "then"}
GIVEN_KEYS = {"players", "to_move", "deck", "seed"}
PLAYER_KEYS = {"name", "field", "carrots", "lettuce", "place", "ate", "skip", "passed_by"}
THEN_KEYS = {"legal", "reasons", "players", "to_move", "legal_moves", "place", "finished"}
THEN_PLAYER_KEYS = {"field", "carrots", "lettuce", "place", "skip", "ate"}

Loc = tuple[object, ...]
SC2018_EDITION = "software-challenge-2018"  # a separate rule system: see scenario_sc2018


class ScenarioFormatError(ValueError):
    """A scenario that cannot be run as written; `loc` is the key path inside its mapping."""

    def __init__(self, loc: Loc, message: str):
        self.loc, self.message = loc, message
        where = ".".join(str(part) for part in loc)
        super().__init__(f"{where}: {message}" if where else message)


@dataclass(frozen=True)
class Expectations:
    legal: bool | None = None
    reasons: frozenset[str] | None = None
    players: Mapping[str, Mapping[str, object]] = field(default_factory=dict)
    to_move: str | None = None
    legal_moves: frozenset[str] | None = None
    place: Mapping[str, int] = field(default_factory=dict)
    finished: tuple[str, ...] | None = None
    extras: Mapping[str, object] = field(default_factory=dict)  # edition-specific keys


@dataclass(frozen=True)
class Scenario:
    id: str
    edition_id: str
    position: Position  # a hare_rules.sc2018.State for that edition
    turns: tuple[tuple[str, ...], ...]
    then: Expectations
    deck_given: bool = False


@dataclass(frozen=True)
class ScenarioResult:
    scenario: Scenario
    passed: bool
    failures: tuple[str, ...]
    legal: bool | None  # of the last turn of `when`; None without `when`
    reasons: tuple[Reason, ...]  # why the last turn is illegal
    effects: tuple[Effect, ...]  # what the last turn did, if legal
    position: Position  # as given
    before: Position  # before the last turn
    after: Position  # after `when` (unchanged after an illegal last turn)
    legal_moves: tuple[str, ...]  # for the player to move in `after`


# -- parsing ------------------------------------------------------------------------------
def parse_scenario(data: Mapping, default_edition: str | None = None) -> Scenario:
    """Build a runnable scenario from its mapping; raises ScenarioFormatError."""
    _require_mapping(data, ())
    _reject_unknown(data, SCENARIO_KEYS, ())
    scenario_id = data.get("id")
    if not isinstance(scenario_id, str) or not ID_PATTERN.fullmatch(scenario_id):
        raise ScenarioFormatError(("id",), "every scenario needs an id made of a-z, 0-9 and '-'")
    edition_id = data.get("edition", default_edition)
    if edition_id is None:
        raise ScenarioFormatError(("edition",), "no edition: give one in the file or scenario")
    if edition_id == SC2018_EDITION:
        from . import scenario_sc2018  # loaded only for scenarios of that edition

        return scenario_sc2018.parse(data, edition_id)
    try:
        edition = get_edition(str(edition_id))
    except ValueError as error:
        raise ScenarioFormatError(("edition",), str(error)) from None
    variants = _string_list(data.get("variants", []), ("variants",))
    unknown = set(variants) - edition.known_variants
    if unknown:
        known = ", ".join(sorted(edition.known_variants)) or "none"
        raise ScenarioFormatError(
            ("variants",), f"unknown variant {sorted(unknown)[0]!r} (known: {known})"
        )
    track = edition.track
    if "track" in data:
        if not isinstance(data["track"], str):
            raise ScenarioFormatError(("track",), "track must be a string of field codes")
        try:
            track = Track.parse(data["track"])
        except ValueError as error:
            raise ScenarioFormatError(("track",), str(error)) from None
    given = data.get("given")
    if given is None:
        raise ScenarioFormatError(("given",), "a scenario needs 'given' with its players")
    position, deck_given = _build_position(given, edition, track, frozenset(variants))
    names = {p.name for p in position.players}
    return Scenario(
        id=scenario_id,
        edition_id=edition.id,
        position=position,
        turns=_parse_when(data.get("when")),
        then=_parse_then(data.get("then", {}), names, track),
        deck_given=deck_given,
    )


def _build_position(
    given: object, edition: Edition, track: Track, variants: frozenset[str]
) -> tuple[Position, bool]:
    _require_mapping(given, ("given",))
    assert isinstance(given, Mapping)
    _reject_unknown(given, GIVEN_KEYS, ("given",))
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
    deck = _string_list(given.get("deck", []), ("given", "deck"))
    seed = given.get("seed", 0)
    if not _is_int(seed):
        raise ScenarioFormatError(("given", "seed"), "seed must be an integer")
    try:
        position = Position(
            edition_id=edition.id,
            track=track,
            players=tuple(players),
            to_move=seat,
            deck=tuple(deck),
            seed=seed,
            variants=variants,
        )
    except InvalidPositionError as error:
        raise ScenarioFormatError(("given",), str(error)) from None
    return position, "deck" in given


def _build_player(raw: object, seat: int, count: int, edition: Edition, track: Track) -> Player:
    loc: Loc = ("given", "players", seat)
    _require_mapping(raw, loc)
    assert isinstance(raw, Mapping)
    _reject_unknown(raw, PLAYER_KEYS, loc)
    name = raw.get("name", chr(ord("A") + seat))
    if not isinstance(name, str):
        raise ScenarioFormatError(loc + ("name",), "a name must be a string")
    field_value = raw.get("field", 0)
    if field_value == "goal":
        field_value = track.goal
    if not _is_int(field_value):
        raise ScenarioFormatError(loc + ("field",), "field must be a number or 'goal'")
    values: dict[str, object] = {
        "carrots": raw.get("carrots", edition.start_carrots(count)),
        "lettuce": raw.get("lettuce", edition.start_lettuce(count)),
        "skip": raw.get("skip", 0),
        "passed_by": raw.get("passed_by", 0),
    }
    for key, value in values.items():
        if not _is_int(value):
            raise ScenarioFormatError(loc + (key,), f"{key} must be a whole number")
    place = raw.get("place")
    if place is not None and not _is_int(place):
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


def _parse_when(when: object) -> tuple[tuple[str, ...], ...]:
    if when is None:
        return ()
    turns = [when] if isinstance(when, str) else when
    if not isinstance(turns, Sequence) or not all(isinstance(t, str) for t in turns):
        raise ScenarioFormatError(("when",), "when must be a turn string or a list of them")
    parsed = []
    for i, turn in enumerate(turns):
        tokens = tuple(turn.split())
        if not tokens:
            loc: Loc = ("when",) if isinstance(when, str) else ("when", i)
            raise ScenarioFormatError(loc, "an empty turn: write at least one action token")
        parsed.append(tokens)
    return tuple(parsed)


def _parse_then(then: object, names: set[str], track: Track) -> Expectations:
    _require_mapping(then, ("then",))
    assert isinstance(then, Mapping)
    _reject_unknown(then, THEN_KEYS, ("then",))
    legal, reasons = parse_legality(then, REASON_CODES)
    players = _parse_then_players(then.get("players", {}), names, track)
    to_move = then.get("to_move")
    if to_move is not None and to_move not in names:
        raise ScenarioFormatError(("then", "to_move"), f"{to_move!r} is not a player")
    moves = None
    if "legal_moves" in then:
        tokens = _string_list(then["legal_moves"], ("then", "legal_moves"))
        for i, token in enumerate(tokens):
            if parse_action(token) is None:
                raise ScenarioFormatError(
                    ("then", "legal_moves", i), f"unknown action token {token!r}"
                )
        moves = frozenset(tokens)
    place = then.get("place", {})
    _require_mapping(place, ("then", "place"))
    for name, value in place.items():
        if name not in names or not _is_int(value):
            raise ScenarioFormatError(("then", "place", name), "place: {player name: number}")
    finished = None
    if "finished" in then:
        finished = tuple(_string_list(then["finished"], ("then", "finished")))
        for i, name in enumerate(finished):
            if name not in names:
                raise ScenarioFormatError(("then", "finished", i), f"{name!r} is not a player")
    return Expectations(legal, reasons, players, to_move, moves, dict(place), finished)


def parse_legality(
    then: Mapping, known_codes: frozenset[str]
) -> tuple[bool | None, frozenset[str] | None]:
    """`then.legal` and `then.reasons`, with the edition's reason codes."""
    legal = then.get("legal")
    if legal is not None and not isinstance(legal, bool):
        raise ScenarioFormatError(("then", "legal"), "legal must be true or false")
    if "reasons" not in then:
        return legal, None
    codes = _string_list(then["reasons"], ("then", "reasons"))
    for i, code in enumerate(codes):
        if code not in known_codes:
            close = difflib.get_close_matches(code, known_codes, n=1)
            hint = f"did you mean {close[0]!r}? " if close else ""
            raise ScenarioFormatError(
                ("then", "reasons", i),
                f"unknown reason code {code!r} ({hint}known: {', '.join(sorted(known_codes))})",
            )
    return legal, frozenset(codes)


def _parse_then_players(raw: object, names: set[str], track: Track) -> dict:
    _require_mapping(raw, ("then", "players"))
    assert isinstance(raw, Mapping)
    result = {}
    for name, values in raw.items():
        loc: Loc = ("then", "players", name)
        if name not in names:
            raise ScenarioFormatError(loc, f"{name!r} is not a player of this scenario")
        _require_mapping(values, loc)
        _reject_unknown(values, THEN_PLAYER_KEYS, loc)
        expected = dict(values)
        if expected.get("field") == "goal":
            expected["field"] = track.goal
        result[name] = expected
    return result


def _require_mapping(value: object, loc: Loc) -> None:
    if not isinstance(value, Mapping):
        raise ScenarioFormatError(loc, f"expected a mapping of keys, got {type(value).__name__}")


def _reject_unknown(data: Mapping, allowed: set[str], loc: Loc) -> None:
    for key in data:
        if key not in allowed:
            raise ScenarioFormatError(
                loc + (key,), f"unknown key {key!r} (allowed: {', '.join(sorted(allowed))})"
            )


def _string_list(value: object, loc: Loc) -> list[str]:
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise ScenarioFormatError(loc, "expected a list")
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise ScenarioFormatError(loc + (i,), f"expected a string, got {item!r}")
    return list(value)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


# -- running ------------------------------------------------------------------------------
def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Play `when` on `given` and compare with `then`."""
    if scenario.edition_id == SC2018_EDITION:
        from . import scenario_sc2018

        return scenario_sc2018.run(scenario)
    pos = before = scenario.position
    legal: bool | None = None
    reasons: tuple[Reason, ...] = ()
    effects: tuple = ()
    failures: list[str] = []
    for number, turn in enumerate(scenario.turns, start=1):
        last = number == len(scenario.turns)
        before = pos
        try:
            pos, reasons, effects = _play_turn(pos, turn)
        except DeckUnknownError as error:
            failures.append(f"incomplete: {error}")
            pos = before
            break
        legal = not reasons
        if reasons:
            pos = before  # an illegal turn changes nothing
            if not last:
                why = "; ".join(r.en for r in reasons)
                failures.append(
                    f"turn {number} ({' '.join(turn)}) must be legal but is not: {why} "
                    f"(position: {before.notation()})"
                )
                break
    moves = tuple(legal_moves(pos)) if not pos.mover.finished else ()
    if not failures:
        failures = _compare(scenario.then, pos, legal, reasons, moves)
    return ScenarioResult(
        scenario=scenario,
        passed=not failures,
        failures=tuple(failures),
        legal=legal,
        reasons=reasons,
        effects=effects if legal else (),
        position=scenario.position,
        before=before,
        after=pos,
        legal_moves=moves,
    )


def _play_turn(
    pos: Position, turn: tuple[str, ...]
) -> tuple[Position, tuple[Reason, ...], tuple[Effect, ...]]:
    """Play the tokens of one turn; the first failing one makes the whole turn illegal."""
    effects: tuple[Effect, ...] = ()
    for index, token in enumerate(turn):
        if index > 0 and not pos.extra_move:
            return pos, (Reason.of("turn_over"),), ()
        reasons = reasons_against(pos, token)
        if reasons:
            return pos, reasons, ()
        applied = apply(pos, token)
        pos, effects = applied.position, effects + applied.effects
    return pos, (), effects


def _compare(
    then: Expectations,
    pos: Position,
    legal: bool | None,
    reasons: tuple[Reason, ...],
    moves: tuple[str, ...],
) -> list[str]:
    found: list[str] = []

    def differ(what: str, expected: object, actual: object) -> None:
        found.append(f"{what}: expected {expected}, engine found {actual}")

    if then.legal is not None and then.legal != legal:
        why = f" ({'; '.join(r.en for r in reasons)})" if reasons else ""
        differ("legal", _yaml(then.legal), f"{_yaml(legal)}{why}")
    codes = frozenset(r.code for r in reasons)
    if then.reasons is not None and then.reasons != codes:
        differ("reasons", sorted(then.reasons), sorted(codes))
    for name, expected in then.players.items():
        player = pos.player(name)
        for key, value in expected.items():
            actual = getattr(player, key)
            if actual != value:
                differ(f"players.{name}.{key}", value, actual)
    if then.to_move is not None and then.to_move != pos.mover.name:
        differ("to_move", then.to_move, pos.mover.name)
    if then.legal_moves is not None and then.legal_moves != frozenset(moves):
        differ("legal_moves", _sorted_tokens(then.legal_moves), _sorted_tokens(moves))
    for name, place in then.place.items():
        actual = race_place(pos, name)
        if actual != place:
            differ(f"place.{name}", place, actual)
    if then.finished is not None:
        order = tuple(p.name for p in sorted(pos.players, key=lambda p: p.place or 0) if p.place)
        if order != then.finished:
            differ("finished", list(then.finished), list(order))
    return found


def _sorted_tokens(tokens) -> list[str]:
    return sorted(tokens, key=lambda t: (not t.startswith("+"), int(t[1:]) if t[1:].isdigit()
                                         and t.startswith("+") else 0, t))


def _yaml(value: bool | None) -> str:
    return {True: "true", False: "false", None: "nothing (no 'when' played)"}[value]
