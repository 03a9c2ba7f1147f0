"""Scenarios of the dice edition (SCENARIOS.md, edition `classic-dice`): a state from
`given`, and this game's own `then` keys (`players`, `place`, `finished`).

Two players means the two-pawn game: each player is `{name, pawns: [F, F], carrots,
lettuce, places, pawn_flags}`. Otherwise a player is `{name, field, carrots, lettuce, place,
ate, skip, eat_next}`. Defaults are the starting supply, except where a pawn in the goal
makes it impossible: no lettuce after coming home under the goal conditions, no carrots
for a player with every pawn home.

Own `then` keys: `players` (per player `field`/`pawns`, `carrots`, `lettuce`, `place`/`places`,
`skip`, `ate`, `eat_next`, `pawn_flags`), `place` (race places: `n`, or `[n, n]` for two
pawns), `finished` (finishing order; two-pawn game: players with both pawns home) and, added
by this edition, `printed: {NAME: n}` (the number printed on the pawn's field, 64 − field).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from hare_rules.core import Failure, InvalidStateError, Run, ScenarioFormatError
from hare_rules.core.scenario import (
    bounded_int,
    is_int,
    reject_unknown,
    require_mapping,
    string_list,
)
from hare_rules.hare_race.board import MOST_FIELDS, STANDARD_TRACK
from hare_rules.hare_race.track import Track, TrackError

from .clauses import FIRST_PAWN_HOME_UNRESTRICTED, PRINTED_NUMBER
from .setup import MAX_PLAYERS, start_carrots, start_lettuce, two_pawn_game
from .state import Pawn, Player, State

Loc = tuple[object, ...]
GIVEN_KEYS = frozenset({"players", "to_move"})
FLAG_KEYS = frozenset({"ate", "skip", "eat_next"})
ONE_PAWN_KEYS = frozenset({"name", "field", "carrots", "lettuce", "place"}) | FLAG_KEYS
TWO_PAWN_KEYS = frozenset({"name", "pawns", "carrots", "lettuce", "places", "pawn_flags"})
THEN_KEYS = frozenset({"players", "place", "finished", "printed"})
THEN_PLAYER_KEYS = frozenset({"field", "carrots", "lettuce", "place", "skip", "ate", "eat_next",
                              "pawns", "places", "pawn_flags"})


# -- given --------------------------------------------------------------------------------
def build_state(given: Mapping, track_text: str | None) -> State:
    track = STANDARD_TRACK
    if track_text is not None:
        try:
            # At most the board's 65 squares, counted before the track is built.
            track = Track.parse(track_text, most=MOST_FIELDS)
        except TrackError as error:
            raise ScenarioFormatError(("track",), str(error), text=error.text) from None
    reject_unknown(given, GIVEN_KEYS, ("given",))
    raw = given.get("players")
    if not isinstance(raw, Sequence) or isinstance(raw, str) or not raw:
        raise ScenarioFormatError(("given", "players"), "give a list of at least one player")
    if len(raw) > MAX_PLAYERS:
        raise ScenarioFormatError(("given", "players"), f"at most {MAX_PLAYERS} players")
    count = len(raw)
    players = [_player(p, seat, count, track) for seat, p in enumerate(raw)]
    players = _arrival_places(players, track)
    players = [_home_defaults(p, r, count) for p, r in zip(players, raw, strict=True)]
    names = [p.name for p in players]
    to_move = given.get("to_move", names[0])
    if to_move not in names:
        raise ScenarioFormatError(("given", "to_move"),
                                  f"to_move {to_move!r} is not one of the players {names}")
    seat = names.index(to_move)
    if players[seat].home:
        raise ScenarioFormatError(("given", "to_move"),
                                  f"{to_move} has no pawn left on the track and cannot move")
    try:
        return State(tuple(players), seat, None, track, strict=True)
    except InvalidStateError as error:
        raise ScenarioFormatError(("given",), str(error)) from None


def _square(value: object, track: Track, loc: Loc) -> int:
    if value == "goal":
        return track.goal
    if not is_int(value) or not 0 <= value <= track.goal:
        raise ScenarioFormatError(loc, f"a square is 0..{track.goal} or 'goal', not {value!r}")
    return value


def _whole(raw: Mapping, key: str, default: int, loc: Loc) -> int:
    value = raw.get(key, default)
    if not is_int(value) or value < 0:
        raise ScenarioFormatError(loc + (key,), f"{key} must be a whole number ≥ 0")
    return bounded_int(value, loc + (key,), key)


def _flags(raw: Mapping, loc: Loc) -> dict[str, object]:
    require_mapping(raw, loc)
    reject_unknown(raw, FLAG_KEYS, loc)
    for key in ("ate", "eat_next"):
        if not isinstance(raw.get(key, False), bool):
            raise ScenarioFormatError(loc + (key,), f"{key} must be true or false")
    return {"ate": raw.get("ate", False), "skip": _whole(raw, "skip", 0, loc),
            "eat_next": raw.get("eat_next", False)}


def _player(raw: object, seat: int, count: int, track: Track) -> Player:
    loc: Loc = ("given", "players", seat)
    require_mapping(raw, loc)
    assert isinstance(raw, Mapping)
    two = two_pawn_game(count)
    if two and "field" in raw:
        raise ScenarioFormatError(loc + ("field",), "with two players each player has two "
                                  "pawns: give pawns: [FIELD, FIELD] instead of field")
    if not two and "pawns" in raw:
        raise ScenarioFormatError(loc + ("pawns",), "pawns: [..] is for the two-pawn game "
                                  f"(two players); with {count} players give field")
    reject_unknown(raw, TWO_PAWN_KEYS if two else ONE_PAWN_KEYS, loc)
    name = raw.get("name", chr(ord("A") + seat))
    if not isinstance(name, str):
        raise ScenarioFormatError(loc + ("name",), "a name must be a string")
    carrots = _whole(raw, "carrots", start_carrots(count), loc)
    lettuce = _whole(raw, "lettuce", start_lettuce(count), loc)
    if two:
        pawns = _two_pawns(raw, track, loc)
    else:
        field = _square(raw.get("field", 0), track, loc + ("field",))
        place = raw.get("place")
        if place is not None and (not is_int(place) or field != track.goal):
            raise ScenarioFormatError(loc + ("place",), "place is a number, only for a pawn "
                                      "in the goal")
        pawns = (Pawn(field, place, **_flags({k: raw[k] for k in FLAG_KEYS if k in raw},
                                             loc)),)  # type: ignore[arg-type]
    return Player(name, pawns, carrots, lettuce)


def _two_pawns(raw: Mapping, track: Track, loc: Loc) -> tuple[Pawn, ...]:
    fields = raw.get("pawns", [0, 0])
    if not isinstance(fields, Sequence) or isinstance(fields, str) or len(fields) != 2:
        raise ScenarioFormatError(loc + ("pawns",), "pawns: [FIELD, FIELD] (two squares)")
    squares = [_square(f, track, loc + ("pawns", i)) for i, f in enumerate(fields)]
    flags_raw = raw.get("pawn_flags", [{}, {}])
    if not isinstance(flags_raw, Sequence) or len(flags_raw) != 2:
        raise ScenarioFormatError(loc + ("pawn_flags",), "pawn_flags: [{...}, {...}]")
    flags = [_flags(f, loc + ("pawn_flags", i)) for i, f in enumerate(flags_raw)]
    places = _places(raw.get("places"), squares, track, loc + ("places",))
    return tuple(Pawn(sq, pl, **fl) for sq, pl, fl in  # type: ignore[arg-type]
                 zip(squares, places, flags, strict=True))


def _places(raw: object, squares: list[int], track: Track, loc: Loc) -> list[int | None]:
    """`places` lists the places of the pawns in the goal (or one entry per pawn, null for a
    pawn on the track)."""
    home = [i for i, sq in enumerate(squares) if sq == track.goal]
    if raw is None:
        return [None, None]
    if not isinstance(raw, Sequence) or isinstance(raw, str):
        raise ScenarioFormatError(loc, "places: [n, ...] for the pawns in the goal")
    values = list(raw)
    if len(values) == 2 and len(home) < 2:  # one entry per pawn: null for a racing pawn
        if any((values[i] is None) != (i not in home) for i in range(2)):
            raise ScenarioFormatError(loc, "places per pawn: a number for a pawn in the goal, "
                                      "null for one on the track")
        values = [values[i] for i in home]
    if len(values) != len(home) or not all(is_int(v) and v > 0 for v in values):
        raise ScenarioFormatError(loc, f"places: one place per pawn in the goal ({len(home)})")
    result: list[int | None] = [None, None]
    for i, value in zip(home, values, strict=True):
        result[i] = value
    return result


def _arrival_places(players: list[Player], track: Track) -> list[Player]:
    """Pawns in the goal without a place arrived in seat (and pawn) order, after the rest."""
    taken = {pawn.place for p in players for pawn in p.pawns if pawn.place is not None}
    free = (n for n in range(1, 13) if n not in taken)
    result = []
    for player in players:
        pawns = tuple(
            replace(pawn, place=next(free))
            if pawn.field == track.goal and pawn.place is None else pawn
            for pawn in player.pawns
        )
        result.append(replace(player, pawns=pawns))
    return result


def _home_defaults(player: Player, raw: Mapping, count: int) -> Player:
    """Defaults that stay possible for a player with pawns in the goal: no lettuce once a
    pawn came home under the goal conditions (every pawn home but the first of the two-pawn
    game), no carrots once no pawn is left racing (it came home with at most 10 x place)."""
    places = [p.place for p in player.pawns if p.place is not None]
    if not places:
        return player
    bound = not (two_pawn_game(count) and max(places) == 1
                 and FIRST_PAWN_HOME_UNRESTRICTED.value)
    if bound and "lettuce" not in raw:
        player = replace(player, lettuce=0)
    if player.home and "carrots" not in raw:
        player = replace(player, carrots=0)
    return player


# -- then ---------------------------------------------------------------------------------
def parse_then(then: Mapping, state: State) -> dict:
    names = [p.name for p in state.players]
    goal = state.track.goal
    expected: dict = {}
    players = then.get("players", {})
    require_mapping(players, ("then", "players"))
    for name, values in players.items():
        loc: Loc = ("then", "players", name)
        if name not in names:
            raise ScenarioFormatError(loc, f"{name!r} is not a player of this scenario {names}")
        require_mapping(values, loc)
        reject_unknown(values, THEN_PLAYER_KEYS, loc)
        if state.two_pawns and ("field" in values or "place" in values):
            raise ScenarioFormatError(loc, "two-pawn game: use pawns/places, not field/place")
        if not state.two_pawns and ("pawns" in values or "places" in values):
            raise ScenarioFormatError(loc, "pawns/places are for the two-pawn game")
        item = dict(values)
        if item.get("field") == "goal":
            item["field"] = goal
        if "pawns" in item:
            item["pawns"] = [_square(v, state.track, loc + ("pawns", i))
                             for i, v in enumerate(item["pawns"])]
        expected.setdefault("players", {})[name] = item
    place = then.get("place", {})
    require_mapping(place, ("then", "place"))
    for name, value in place.items():
        ok = (isinstance(value, list) and len(value) == 2 and all(map(is_int, value))
              if state.two_pawns else is_int(value))
        if name not in names or not ok:
            shape = "[n, n]" if state.two_pawns else "n"
            raise ScenarioFormatError(("then", "place", name), f"place: {{player name: {shape}}}")
    if place:
        expected["place"] = dict(place)
    printed = then.get("printed", {})
    require_mapping(printed, ("then", "printed"))
    for name, value in printed.items():
        ok = (isinstance(value, list) and len(value) == 2 and all(map(is_int, value))
              if state.two_pawns else is_int(value))
        if name not in names or not ok:
            raise ScenarioFormatError(("then", "printed", name),
                                      "printed: {player name: the number printed on its square}")
    if printed:
        expected["printed"] = dict(printed)
    if "finished" in then:
        finished = string_list(then["finished"], ("then", "finished"))
        for i, name in enumerate(finished):
            if name not in names:
                raise ScenarioFormatError(("then", "finished", i), f"{name!r} is not a player")
        expected["finished"] = finished
    return expected


def _player_values(state: State, seat: int) -> dict[str, object]:
    player = state.players[seat]
    pawns = player.pawns
    values: dict[str, object] = {
        "carrots": player.carrots,
        "lettuce": player.lettuce,
        "skip": sum(p.skip for p in pawns),
        "ate": any(p.ate for p in pawns),
        "eat_next": any(p.eat_next for p in pawns),
        "pawns": [p.field for p in pawns],
        "places": [p.place for p in pawns if p.place is not None],
        "pawn_flags": [{"ate": p.ate, "skip": p.skip, "eat_next": p.eat_next} for p in pawns],
        "field": pawns[0].field,
        "place": pawns[0].place,
    }
    return values


def finished_order(state: State) -> list[str]:
    """Players in finishing order; in the two-pawn game those with both pawns home."""
    if state.two_pawns:
        done = [p for p in state.players if p.home]
        return [p.name for p in sorted(done, key=lambda p: max(x.place or 0 for x in p.pawns))]
    home = [(p.pawns[0].place, p.name) for p in state.players if p.pawns[0].home]
    return [name for _, name in sorted(home)]


def check_then(expected: Mapping, run: Run) -> list[Failure]:
    state: State = run.after
    found: list[Failure] = []
    for name, values in expected.get("players", {}).items():
        actual = _player_values(state, state.seat_of(name))
        for key, value in values.items():
            got = actual[key]
            if key == "pawn_flags":
                got = [{k: flags[k] for k in want} for want, flags in
                       zip(value, got, strict=False)]  # type: ignore[call-overload]
            if key == "places" and isinstance(value, list) and None in value:
                got = [p.place for p in state.player(name).pawns]
            if got != value:
                found.append(Failure(("players", name, key), value, got))
    for name, value in expected.get("place", {}).items():
        seat = state.seat_of(name)
        places = [state.place_of(seat, i) for i in range(len(state.players[seat].pawns))]
        got = places if state.two_pawns else places[0]
        if got != value:
            found.append(Failure(("place", name), value, got))
    for name, value in expected.get("printed", {}).items():
        # The board's printed numbers count down: printed = goal index - square.
        numbers = [PRINTED_NUMBER(p.field, state.goal) for p in state.player(name).pawns]
        got = numbers if state.two_pawns else numbers[0]
        if got != value:
            found.append(Failure(("printed", name), value, got))
    if "finished" in expected:
        order = finished_order(state)
        if order != expected["finished"]:
            found.append(Failure(("finished",), expected["finished"], order))
    return found
