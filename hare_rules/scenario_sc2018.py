"""Scenarios for edition `software-challenge-2018` (SCENARIOS.md with this edition's keys).

Differences from the Ravensburger editions: players are `red` and `blue` with `cards` and
`last`; `track` gives the 65-field board; every turn of `when` is a whole server turn
("+3 card:fall_back card:eat_salad"); `legal_moves` lists whole turns; `then` may also give
`winner` (red, blue or null).
"""

from __future__ import annotations

from collections.abc import Mapping

from . import sc2018
from .sc2018.reasons import REASON_CODES
from .scenario import (
    SCENARIO_KEYS,
    Expectations,
    Scenario,
    ScenarioFormatError,
    ScenarioResult,
    _parse_when,
    _reject_unknown,
    _require_mapping,
    _string_list,
    parse_legality,
)

EDITION_ID = sc2018.EDITION_ID
THEN_KEYS = {"legal", "reasons", "players", "to_move", "legal_moves", "winner"}
THEN_PLAYER_KEYS = {"field", "carrots", "salads", "lettuce", "cards", "last"}
COLORS = ("red", "blue")
CARD_ALIASES = {"take_or_drop": "take_or_drop_carrots"}


def parse(data: Mapping, edition_id: str) -> Scenario:
    _reject_unknown(data, SCENARIO_KEYS, ())
    if data.get("variants"):
        raise ScenarioFormatError(("variants",), f"{edition_id} has no variants")
    track = data.get("track")
    if track is not None and not isinstance(track, str):
        raise ScenarioFormatError(("track",), "track must be a string of 65 field codes")
    given = data.get("given")
    _require_mapping(given, ("given",))
    try:
        state = sc2018.state_from_given(given, track)
    except ValueError as error:
        raise ScenarioFormatError(("given",), str(error)) from None
    turns = _parse_when(data.get("when"))
    return Scenario(
        id=data["id"],
        edition_id=edition_id,
        position=state,
        turns=turns,
        then=_parse_then(data.get("then", {})),
    )


def _parse_then(then: object) -> Expectations:
    _require_mapping(then, ("then",))
    assert isinstance(then, Mapping)
    _reject_unknown(then, THEN_KEYS, ("then",))
    legal, reasons = parse_legality(then, REASON_CODES)
    players = then.get("players", {})
    _require_mapping(players, ("then", "players"))
    for color, values in players.items():
        if color not in COLORS:
            raise ScenarioFormatError(("then", "players", color), "players are red and blue")
        _require_mapping(values, ("then", "players", color))
        _reject_unknown(values, THEN_PLAYER_KEYS, ("then", "players", color))
    to_move = then.get("to_move")
    if to_move is not None and to_move not in COLORS:
        raise ScenarioFormatError(("then", "to_move"), "to_move is red or blue")
    moves = None
    if "legal_moves" in then:
        raw = _string_list(then["legal_moves"], ("then", "legal_moves"))
        moves = frozenset(" ".join(turn.split()) for turn in raw)
    extra = {}
    if "winner" in then:
        if then["winner"] not in (*COLORS, None):
            raise ScenarioFormatError(("then", "winner"), "winner is red, blue or null")
        extra["winner"] = then["winner"]
    return Expectations(legal, reasons, dict(players), to_move, moves, extras=extra)


def run(scenario: Scenario) -> ScenarioResult:
    state = before = scenario.position
    legal: bool | None = None
    reasons: tuple = ()
    effects: tuple = ()
    failures: list[str] = []
    for number, turn in enumerate(scenario.turns, start=1):
        before = state
        reasons = sc2018.reasons_against(state, turn)
        legal = not reasons
        if reasons:
            if number < len(scenario.turns):
                why = "; ".join(r.en for r in reasons)
                failures.append(f"turn {number} ({' '.join(turn)}) must be legal: {why} "
                                f"(position: {state})")
            break
        state, effects = sc2018.apply_turn(state, turn)
    moves = tuple(" ".join(t) for t in sc2018.legal_turns(state))
    if not failures:
        failures = _compare(scenario.then, state, legal, reasons, moves)
    return ScenarioResult(scenario, not failures, tuple(failures), legal, reasons,
                          effects if legal else (), scenario.position, before, state, moves)


def _compare(then: Expectations, state, legal, reasons, moves) -> list[str]:
    found: list[str] = []

    def differ(what: str, expected: object, actual: object) -> None:
        found.append(f"{what}: expected {expected}, engine found {actual}")

    if then.legal is not None and then.legal != legal:
        differ("legal", then.legal, legal)
    codes = frozenset(r.code for r in reasons)
    if then.reasons is not None and then.reasons != codes:
        differ("reasons", sorted(then.reasons), sorted(codes))
    for color, expected in then.players.items():
        actual = _player_view(state.player(color))
        for key, value in expected.items():
            key = "salads" if key == "lettuce" else key
            if key == "cards":
                value = sorted(CARD_ALIASES.get(card, card) for card in value)
            if actual[key] != value:
                differ(f"players.{color}.{key}", value, actual[key])
    if then.to_move is not None and then.to_move != state.to_move:
        differ("to_move", then.to_move, state.to_move)
    if then.legal_moves is not None and then.legal_moves != frozenset(moves):
        differ("legal_moves", sorted(then.legal_moves), sorted(moves))
    if "winner" in then.extras:
        winner = state.outcome.winner if state.outcome else None
        if winner != then.extras["winner"]:
            differ("winner", then.extras["winner"], winner)
    return found


def _player_view(player) -> dict[str, object]:
    return {
        "field": player.field,
        "carrots": player.carrots,
        "salads": player.salads,
        "cards": sorted(card.value for card in player.cards),
        "last": player.last.token if player.last else None,
    }
