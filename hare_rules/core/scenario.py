"""One scenario runner for every game (shared/design/SCENARIOS.md, version 2).

A scenario is a mapping (already read from YAML or JSON: reading files and turning a key
path into a line is the caller's business). The runner builds the state through the game's
protocol, plays `when`, and compares `then`: the keys every game shares (`legal`,
`reasons`, `legal_moves`, `to_move`) here, the game's own keys in `game.check_then`.
Failures are structured (`Failure.key` is the path under `then`), never strings to parse.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from .limits import number_problem
from .protocol import (
    Failure,
    Game,
    GameError,
    IncompleteScenario,
    Loc,
    Run,
    ScenarioFormatError,
    State,
)
from .sentences import Effect, Reason, Text

ID_PATTERN = re.compile(r"[a-z0-9-]+")
SCENARIO_KEYS = frozenset({"id", "edition", "game", "variants", "track", "given", "when", "then"})
COMMON_THEN_KEYS = frozenset({"legal", "reasons", "legal_moves", "to_move"})


@dataclass(frozen=True)
class Scenario:
    id: str
    game: Game
    state: State
    turns: tuple[str, ...]
    legal: bool | None = None
    reasons: frozenset[str] | None = None
    legal_moves: frozenset[str] | None = None
    to_move: str | None = None
    expected: Any = None  # what the game's parse_then made of its own keys

    @property
    def game_id(self) -> str:
        return self.game.id


@dataclass(frozen=True)
class ScenarioResult:
    scenario: Scenario
    run: Run
    failures: tuple[Failure, ...]

    @property
    def passed(self) -> bool:
        return not self.failures

    # The played scenario's parts, under the names the content layer reads.
    @property
    def legal(self) -> bool | None:
        return self.run.legal

    @property
    def reasons(self) -> tuple[Reason, ...]:
        return self.run.reasons

    @property
    def effects(self) -> tuple[Effect, ...]:
        return self.run.effects

    @property
    def before(self) -> State:
        return self.run.before

    @property
    def after(self) -> State:
        return self.run.after

    @property
    def legal_moves(self) -> tuple[str, ...]:
        return self.run.legal_actions


# -- parsing ------------------------------------------------------------------------------
def game_of(data: Mapping, default_game: str | None, games: Mapping[str, Game]) -> Game:
    """The game a scenario names (`edition:` or its synonym `game:`), or the file's default."""
    game_id = data.get("edition", data.get("game", default_game))
    if game_id is None:
        raise ScenarioFormatError(("edition",), "no game: give `edition:` in the file or scenario")
    if game_id not in games:
        known = ", ".join(sorted(games))
        raise ScenarioFormatError(("edition",), f"unknown game {game_id!r} (known: {known})")
    return games[game_id]


def parse_scenario(
    data: object, default_game: str | None = None, games: Mapping[str, Game] | None = None
) -> Scenario:
    """Build a runnable scenario from its mapping; raises ScenarioFormatError."""
    if games is None:
        from hare_rules.games import GAMES  # the registry, late: no cycle
        games = GAMES
    require_mapping(data, ())
    assert isinstance(data, Mapping)
    reject_unknown(data, SCENARIO_KEYS, ())
    scenario_id = data.get("id")
    if not isinstance(scenario_id, str) or not ID_PATTERN.fullmatch(scenario_id):
        raise ScenarioFormatError(("id",), "every scenario needs an id made of a-z, 0-9 and '-'")
    if "edition" in data and "game" in data and data["edition"] != data["game"]:
        raise ScenarioFormatError(("game",), "`game:` and `edition:` name different games")
    game = game_of(data, default_game, games)
    variants = string_list(data.get("variants", []), ("variants",))
    unknown = sorted(set(variants) - game.variants)
    if unknown:
        known = ", ".join(sorted(game.variants)) or "none"
        raise ScenarioFormatError(("variants",), f"unknown variant {unknown[0]!r} (known: {known})")
    track = data.get("track")
    if track is not None and not isinstance(track, str):
        raise ScenarioFormatError(("track",), "track must be a string of field codes")
    if "given" not in data:
        raise ScenarioFormatError(("given",), "a scenario needs `given`: the situation")
    given = data["given"]
    require_mapping(given, ("given",))
    state = _guard(lambda: game.scenario_state(given, track=track, variants=variants), ("given",))
    then = data.get("then", {})
    require_mapping(then, ("then",))
    assert isinstance(then, Mapping)
    reject_unknown(then, COMMON_THEN_KEYS | game.then_keys, ("then",))
    legal, reasons = _parse_legality(then, game.reason_codes)
    own = {k: v for k, v in then.items() if k not in COMMON_THEN_KEYS}
    return Scenario(
        id=scenario_id,
        game=game,
        state=state,
        turns=_parse_when(data.get("when")),
        legal=legal,
        reasons=reasons,
        legal_moves=_parse_legal_moves(then, game),
        to_move=_parse_to_move(then),
        expected=_guard(lambda: game.parse_then(own, state), ("then",)),
    )


def _guard(build: Any, loc: Loc) -> Any:
    """Run a game's parser; a GameError without a key path is placed at `loc`."""
    try:
        return build()
    except ScenarioFormatError:
        raise
    except GameError as error:
        raise ScenarioFormatError(loc, str(error)) from None


def _parse_when(when: object) -> tuple[str, ...]:
    if when is None:
        return ()
    if isinstance(when, str):
        return (when,)
    if not isinstance(when, Sequence) or not all(isinstance(t, str) for t in when):
        raise ScenarioFormatError(("when",), "when must be a turn string or a list of them")
    if not when:
        raise ScenarioFormatError(("when",), "an empty list of turns: leave `when` out instead")
    return tuple(when)


def _parse_legality(
    then: Mapping, known_codes: frozenset[str]
) -> tuple[bool | None, frozenset[str] | None]:
    legal = then.get("legal")
    if legal is not None and not isinstance(legal, bool):
        raise ScenarioFormatError(("then", "legal"), "legal must be true or false")
    if "reasons" not in then:
        return legal, None
    codes = string_list(then["reasons"], ("then", "reasons"))
    for i, code in enumerate(codes):
        if code not in known_codes:
            close = difflib.get_close_matches(code, known_codes, n=1)
            hint = f"did you mean {close[0]!r}? " if close else ""
            raise ScenarioFormatError(
                ("then", "reasons", i),
                f"unknown reason code {code!r} ({hint}known: {', '.join(sorted(known_codes))})",
            )
    return legal, frozenset(codes)


def _parse_legal_moves(then: Mapping, game: Game) -> frozenset[str] | None:
    if "legal_moves" not in then:
        return None
    actions = string_list(then["legal_moves"], ("then", "legal_moves"))
    for i, action in enumerate(actions):
        problem = game.action_problem(action)
        if problem:
            raise ScenarioFormatError(("then", "legal_moves", i), problem)
    return frozenset(game.normalize_action(a) for a in actions)


def _parse_to_move(then: Mapping) -> str | None:
    to_move = then.get("to_move")
    if to_move is not None and not isinstance(to_move, str):
        raise ScenarioFormatError(("then", "to_move"), "to_move is a player's name")
    return to_move


# -- small validators games share ---------------------------------------------------------
def require_mapping(value: object, loc: Loc) -> None:
    if not isinstance(value, Mapping):
        raise ScenarioFormatError(loc, f"expected a mapping of keys, got {type(value).__name__}")


def reject_unknown(data: Mapping, allowed: frozenset[str] | set[str], loc: Loc) -> None:
    for key in data:
        if key not in allowed:
            raise ScenarioFormatError(
                loc + (key,), f"unknown key {key!r} (allowed: {', '.join(sorted(allowed))})"
            )


def string_list(value: object, loc: Loc) -> list[str]:
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise ScenarioFormatError(loc, "expected a list")
    for i, item in enumerate(value):
        if not isinstance(item, str):
            raise ScenarioFormatError(loc + (i,), f"expected a string, got {item!r}")
    return list(value)


def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def bounded_int(value: object, loc: Loc, what: str) -> int:
    """`value` as a whole number of at most six digits (hare_rules.core.limits: no count of a
    game has more); ScenarioFormatError at `loc` otherwise."""
    if not is_int(value):
        raise ScenarioFormatError(loc, f"{what} must be a whole number")
    problem = number_problem(value, Text(what, what))
    if problem is not None:
        raise ScenarioFormatError(loc, problem.en, text=problem)
    return value


# -- running ------------------------------------------------------------------------------
def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Play `when` on `given` and compare with `then`."""
    game = scenario.game
    state = before = scenario.state
    legal: bool | None = None
    reasons: tuple[Reason, ...] = ()
    effects: tuple[Effect, ...] = ()
    failures: list[Failure] = []
    turn: str | None = None
    for number, turn in enumerate(scenario.turns, start=1):
        before = state
        loc: Loc = ("when",) if len(scenario.turns) == 1 else ("when", number - 1)
        try:
            reasons = game.reasons_against(state, turn)
            legal = not reasons
            if legal:
                applied = game.apply(state, turn)
                state, effects = applied.state, applied.effects
        except IncompleteScenario as error:
            failures.append(Failure(loc, None, None, f"incomplete: {error}"))
            legal, reasons, effects = None, (), ()
            break
        if reasons:
            effects = ()
            if number < len(scenario.turns):
                why = "; ".join(r.en for r in reasons)
                failures.append(Failure(loc, None, None, (
                    f"turn {number} ({turn!r}) must be legal but is not: {why} "
                    f"(position: {game.format_state(state)})"
                )))
            break
    actions = () if game.is_over(state) else tuple(game.legal_actions(state))
    run = Run(scenario.state, before, state, turn, legal, reasons, effects, actions)
    if not failures:
        failures = _compare(scenario, run)
    return ScenarioResult(scenario, run, tuple(failures))


def _compare(scenario: Scenario, run: Run) -> list[Failure]:
    game = scenario.game
    found: list[Failure] = []
    where = f"position: {game.format_state(run.before)}"
    if scenario.legal is not None and scenario.legal != run.legal:
        why = "; ".join(r.en for r in run.reasons)
        found.append(Failure(("legal",), scenario.legal, run.legal, why or where))
    codes = frozenset(r.code for r in run.reasons)
    if scenario.reasons is not None and scenario.reasons != codes:
        found.append(Failure(("reasons",), scenario.reasons, codes, where))
    if scenario.legal_moves is not None:
        actual = frozenset(game.normalize_action(a) for a in run.legal_actions)
        if scenario.legal_moves != actual:
            note = f"position: {game.format_state(run.after)}"
            found.append(Failure(("legal_moves",), scenario.legal_moves, actual, note))
    if scenario.to_move is not None and scenario.to_move != game.to_move(run.after):
        found.append(Failure(("to_move",), scenario.to_move, game.to_move(run.after)))
    found.extend(game.check_then(scenario.expected, run))
    return found
