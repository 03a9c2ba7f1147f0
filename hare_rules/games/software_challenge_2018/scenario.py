"""Scenarios of edition `software-challenge-2018` (SCENARIOS.md with this edition's keys).

Differences from the Ravensburger editions: players are `red` and `blue` with `cards` and
`last`; `track` gives the 65-field board; every turn of `when` is a whole server turn
("+3 card:fall_back card:eat_salad"); `legal_moves` lists whole turns; `then` may also give
`winner` (red, blue or null). Playing `when` and the shared keys are the core runner's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from hare_rules.core.protocol import Failure, Run, ScenarioFormatError
from hare_rules.core.scenario import reject_unknown, require_mapping

from .given import state_from_given
from .state import Color, State

THEN_KEYS = frozenset({"players", "winner"})
THEN_PLAYER_KEYS = {"field", "carrots", "salads", "lettuce", "cards", "last"}
COLORS = ("red", "blue")
CARD_ALIASES = {"take_or_drop": "take_or_drop_carrots"}
NO_WINNER = object()  # `winner` not asked (null asks for "no winner")


@dataclass(frozen=True)
class Expected:
    players: Mapping[Color, Mapping[str, Any]] = field(default_factory=dict)
    winner: object = NO_WINNER


def scenario_state(given: Mapping, track: str | None) -> State:
    try:
        return state_from_given(given, track)
    except ScenarioFormatError:
        raise
    except ValueError as error:
        raise ScenarioFormatError(("given",), str(error)) from None


def parse_then(then: Mapping, state: State) -> Expected:
    players = then.get("players", {})
    require_mapping(players, ("then", "players"))
    for color, values in players.items():
        if color not in COLORS:
            raise ScenarioFormatError(("then", "players", color), "players are red and blue")
        require_mapping(values, ("then", "players", color))
        reject_unknown(values, THEN_PLAYER_KEYS, ("then", "players", color))
    winner = then.get("winner", NO_WINNER)
    if winner is not NO_WINNER and winner not in (*COLORS, None):
        raise ScenarioFormatError(("then", "winner"), "winner is red, blue or null")
    return Expected(dict(players), winner)


def check_then(expected: Expected, run: Run) -> list[Failure]:
    state: State = run.after
    found: list[Failure] = []
    for color, values in expected.players.items():
        actual = player_view(state.player(color))
        for key, value in values.items():
            key = "salads" if key == "lettuce" else key
            if key == "cards":
                value = sorted(CARD_ALIASES.get(card, card) for card in value)
            if actual[key] != value:
                found.append(Failure(("players", color, key), value, actual[key]))
    if expected.winner is not NO_WINNER:
        winner = state.outcome.winner if state.outcome else None
        if winner != expected.winner:
            found.append(Failure(("winner",), expected.winner, winner))
    return found


def player_view(player) -> dict[str, object]:
    return {
        "field": player.field,
        "carrots": player.carrots,
        "salads": player.salads,
        "cards": sorted(card.value for card in player.cards),
        "last": player.last.token if player.last else None,
    }
