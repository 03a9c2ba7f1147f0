"""Malformed scenarios are ScenarioFormatErrors that point at the key (and the row)."""

from __future__ import annotations

import pytest
from ruamel.yaml import YAML

from hare_rules.core import ScenarioFormatError
from hare_rules.core.scenario import parse_scenario

GOOD = {"cards": "AAB\nAAB\n", "squares": "S+h\n++H\n"}


def parse(given, then=None, when=None):
    data = {"id": "x", "edition": "hans-und-grete", "given": given, "then": then or {}}
    if when is not None:
        data["when"] = when
    return parse_scenario(data)


@pytest.mark.parametrize(("given", "key", "row", "words"), [
    ({"cards": "AAB\nAAB", "squares": "S+h\n++"}, "squares", 2, "2 squares"),
    ({"cards": "AAB\nAAB", "squares": "S+x\n+++"}, "squares", 1, "unknown square 'x'"),
    ({"cards": "AA1\nAAB", "squares": "S++\n+++"}, "cards", 1, "'1'"),
    ({"cards": "AA.\nAAB", "squares": "S++\n+++"}, "cards", 1, "'.' in one grid"),
    ({"cards": "AAB\nAAB", "squares": "S+.\n+++"}, "squares", 1, "'.' in one grid"),
    ({"cards": "AAB\nABB", "squares": "S++\n+++"}, "cards", 2, "card A is not a filled"),
    ({"cards": "ABA\nAAA", "squares": "S++\n+++"}, "cards", 1, "card A is not a filled"),
    ({"cards": "AAB\nAAB", "squares": "S+S\n+++"}, "squares", 1, "second 'S'"),
    ({"cards": "AAB\nAAB\nCCC", "squares": "S+h\n+H+\n+H+"}, "squares", 3, "second 'H'"),
    ({"cards": "AAB\nAAB", "squares": "S+h"}, "squares", None, "same size"),
    ({"cards": "AA\n\nAA", "squares": "S+\n\n++"}, "cards", 2, "empty row"),
    ({"cards": "AA\n AA", "squares": "S+\n ++"}, "cards", 2, "starts with a space"),
])
def test_malformed_grid_names_key_and_row(given, key, row, words):
    with pytest.raises(ScenarioFormatError) as error:
        parse(given)
    assert error.value.loc == ("given", key)
    assert words in error.value.message
    if row is not None:
        assert f"row {row}" in error.value.message


@pytest.mark.parametrize(("given", "loc"), [
    ({"cards": "AA"}, ("given", "squares")),
    ({"squares": "S+"}, ("given", "cards")),
    ({"cards": ["AA"], "squares": "S+"}, ("given", "cards")),
    ({**GOOD, "pile": "S+"}, ("given", "pile")),
    ({**GOOD, "pile": ["S+/+"]}, ("given", "pile", 0)),
    ({**GOOD, "pile": [3]}, ("given", "pile", 0)),
    ({**GOOD, "pile": ["+H"]}, ("given", "pile")),
    ({**GOOD, "seed": 3}, ("given", "cards")),
    ({"seed": -1}, ("given", "seed")),
    ({**GOOD, "players": []}, ("given", "players")),
])
def test_malformed_given(given, loc):
    with pytest.raises(ScenarioFormatError) as error:
        parse(given)
    assert error.value.loc == loc


@pytest.mark.parametrize(("then", "loc"), [
    ({"steps": {"bob": 3}}, ("then", "steps", "bob")),
    ({"steps": 3}, ("then", "steps")),
    ({"steps": {"hans": -1}}, ("then", "steps", "hans")),
    ({"penalty": {"hans": 10}}, ("then", "penalty", "hans")),
    ({"walk": {"grete": "five"}}, ("then", "walk", "grete")),
    ({"removed": {"hans": "top left"}}, ("then", "removed", "hans")),
    ({"winner": "nobody"}, ("then", "winner")),
    ({"order": ["start", "castle"]}, ("then", "order")),
    ({"reasons": ["no_touch"]}, ("then", "reasons", 0)),
    ({"legal_moves": ["lay it"]}, ("then", "legal_moves", 0)),
    ({"score": 3}, ("then", "score")),
])
def test_malformed_then(then, loc):
    with pytest.raises(ScenarioFormatError) as error:
        parse(GOOD, then)
    assert error.value.loc == loc


def test_rows_may_carry_comments_after_a_space():
    scenario = parse({"cards": "AA   # a card\nAA", "squares": "S+ # start\n+H"})
    assert scenario.state.laid[0].card.rows == ("S+", "+H")


def test_the_loc_points_at_a_line_of_the_file():
    text = """\
id: bad-grid
edition: hans-und-grete
given:
  cards: |
    AAB
    AAB
  squares: |
    S+h
    ++
"""
    data = YAML(typ="rt").load(text)
    with pytest.raises(ScenarioFormatError) as error:
        parse_scenario(data)
    node = data
    for part in error.value.loc[:-1]:
        node = node[part]
    line = node.lc.key(error.value.loc[-1])[0] + 1
    assert line == 7 and "row 2" in error.value.message
