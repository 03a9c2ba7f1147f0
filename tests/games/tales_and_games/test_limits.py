"""Tales & Games: positions beyond the game's bounds are refused with the game's sentence
before any list is built (the 81 cards: so many of each, ASCII counts, six digits a tile, a
seed below 2**31); any mutated notation parses and round-trips or is refused, and the
referee never fails."""

from __future__ import annotations

import pytest
from hypothesis import given

from hare_rules.core import NotationError, ScenarioFormatError
from hare_rules.core import referee as api
from hare_rules.games import GAMES
from tests.games.refusals import (
    PROPERTY,
    assert_parses_or_is_refused,
    mutated,
    referee_failures,
    refused,
)

GAME_ID = "tales-and-games"
GAME = GAMES[GAME_ID]


def position(table: str = "-", shuffle: str = "?", pos: str = "0,0,0,0,0",
             discard: str = "?") -> str:
    return (f"{GAME_ID} streams=4,9 pos={pos} finish=- table={table} to=A first=A pile=? "
            f"discard={discard} shuffle={shuffle} p=A|hare,lamb|-|? p=B|-|-|?")


def refusal(text: str) -> NotationError:
    return refused(GAME_ID, text)


def test_a_list_holds_at_most_the_games_cards_of_each_kind():
    assert GAME.parse_state(position(discard="hare*18")) is not None
    error = refusal(position(discard="hare*19"))
    assert "19 Karten „hare“, das Spiel hat aber nur 18" in error.said("de")
    # Counted item by item: two counts that add up beyond the supply are refused alike.
    assert "19 hare cards" in refusal(position(discard="hare*10,hare*9")).said("en")


def test_a_huge_count_is_refused_before_the_list_is_built():
    # table=hare*100000000 allocated 1.7 GB before it was refused.
    error = refusal(position(table="hare*100000000"))
    assert "falsche Anzahl" in error.said("de")
    assert "bad count" in refusal(position(table="hare*" + "9" * 5000)).said("en")


@pytest.mark.parametrize("count", ["²", "٣", "1_0"])
def test_a_count_is_ascii_digits(count: str):
    assert "falsche Anzahl" in refusal(position(discard=f"hare*{count}")).said("de")


def test_tiles_are_six_ascii_digits():
    assert "Zahlen mit Kommas" in refusal(position(pos="٣,0,0,0,0")).said("de")
    refusal(position(pos="1000000,0,0,0,0"))
    refusal(position(pos="1" * 5000 + ",0,0,0,0"))


def test_a_seed_below_two_to_the_31():
    assert GAME.parse_state(position(discard="-", shuffle="seed:2147483647")) is not None
    assert "2147483647" in refusal(position(discard="-", shuffle="seed:2147483648")).said("en")


def test_a_scenarios_discards_are_bounded_before_they_are_built():
    players = [{"name": "A"}, {"name": "B"}]
    GAME.scenario_state({"players": players, "discard": {"hare": 18}})
    with pytest.raises(ScenarioFormatError, match="100000000 hare cards"):
        GAME.scenario_state({"players": players, "discard": {"hare": 100_000_000}})


def test_the_referee_refuses_a_huge_table_with_the_games_sentence():
    answer = api.view(GAME_ID, position(table="hare*100000000"), "de")
    assert not answer["ok"] and "falsche Anzahl" in answer["error"]


# -- any input: parsed and round-tripped, or refused with the game's sentence -------------
@PROPERTY
@given(mutated(GAME_ID))
def test_any_notation_parses_or_is_refused_and_the_referee_never_fails(text: str) -> None:
    assert_parses_or_is_refused(GAME_ID, text)
    assert referee_failures(GAME_ID, text) == []
