"""Hans & Grete: layouts beyond the game's bounds are refused with the game's sentence
before any walk is searched (15 cards, 13 blocks of a colour, 12 squares a card side,
cards within reach of the middle, six digits a coordinate); any mutated notation parses and
round-trips or is refused, and the referee never fails."""

from __future__ import annotations

import pytest
from hypothesis import given

from hare_rules.core import NotationError, ScenarioFormatError
from hare_rules.core import referee as api
from hare_rules.games import GAMES
from hare_rules.games.hans_und_grete import walking
from tests.games.refusals import (
    PROPERTY,
    assert_parses_or_is_refused,
    mutated,
    referee_failures,
    refused,
)

GAME_ID = "hans-und-grete"
GAME = GAMES[GAME_ID]
FOREST = "++/++"


def refusal(text: str) -> NotationError:
    return refused(GAME_ID, text)


def layout(laid: str, pile: int) -> str:
    return f"{GAME_ID} {laid} | {' '.join([FOREST] * pile)}".rstrip()


def test_fifteen_cards_are_read_sixteen_are_refused_before_a_card_is_built():
    assert len(GAME.parse_state(layout("A@0,0:S+/++", 14)).pile) == 14
    error = refusal(layout("A@0,0:S+/++", 15))
    assert error.said("de") == "Ein Spiel hat 15 Karten; hier liegen 1 Karten aus und 15 im Stapel."
    # 100,000 cards: refused by counting the words, not by building 100,000 cards.
    assert "100000 im Stapel" in refusal(layout("A@0,0:S+/++", 100_000)).said("de")


def test_thirteen_blocks_of_a_colour_are_read_fourteen_are_refused(monkeypatch):
    def no_search(*args):
        raise AssertionError("the walk is searched")

    monkeypatch.setattr(walking, "held_karp", no_search)
    GAME.parse_state(f"{GAME_ID} A@0,0:Shhhhhh/hhhhhhh | G+/+#")
    error = refusal(f"{GAME_ID} A@0,0:Shhhhhhh/hhhhhhh+ | G+/+#")
    assert error.said("de") == "14 Klötzchen von Hans (h); es gibt 13 je Farbe."
    with pytest.raises(ScenarioFormatError, match="22 blocks of hans"):
        GAME.scenario_state({"cards": "AAAAAAAAAAAA\n" * 2,
                             "squares": "Shhhhhhhhhhh\nhhhhhhhhhhhH"})


def test_a_card_of_twelve_squares_a_side_is_read_thirteen_are_refused():
    GAME.parse_state(f"{GAME_ID} A@0,0:S{'+' * 11} | {FOREST}")
    assert "höchstens 12 Felder je Seite" in refusal(
        f"{GAME_ID} A@0,0:S{'+' * 12} | {FOREST}").said("de")


def test_a_card_out_of_reach_of_the_others_is_refused():
    # Cards 1000 squares apart took 78 s in the browser and a 196-million-character SVG.
    GAME.parse_state(f"{GAME_ID} A@0,0:S+/++ B@186,0:++/++ | {FOREST}")
    error = refusal(f"{GAME_ID} A@0,0:S+/++ B@1000,0:++/++ | {FOREST}")
    assert "Karte B liegt mehr als 188 Felder" in error.said("de")
    assert refusal(f"{GAME_ID} A@0,0:S+/++ B@187,0:++/++ | {FOREST}")
    answer = api.view(GAME_ID, f"{GAME_ID} A@0,0:S+/++ B@-999999,0:++/++ | {FOREST}", "en")
    assert not answer["ok"] and "beyond the reach" in answer["error"]


@pytest.mark.parametrize("coordinate", ["1000000", "²", "٣", "1" * 5000])
def test_coordinates_are_six_ascii_digits(coordinate: str):
    refusal(f"{GAME_ID} A@{coordinate},0:S+/++ | {FOREST}")


@pytest.mark.parametrize("token", ["lay 2x2 at 9999999,0", "lay 1x" + "1" * 5000 + " at 0,0"])
def test_a_lay_with_a_huge_number_is_no_action(token: str):
    state = GAME.parse_state(layout("A@0,0:S+/++", 3))
    assert GAME.reasons_against(state, token)


# -- any input: parsed and round-tripped, or refused with the game's sentence -------------
@PROPERTY
@given(mutated(GAME_ID))
def test_any_notation_parses_or_is_refused_and_the_referee_never_fails(text: str) -> None:
    assert_parses_or_is_refused(GAME_ID, text)
    assert referee_failures(GAME_ID, text) == []


def test_a_card_that_is_no_card_is_refused_in_the_readers_language():
    # The card's own words were English inside the German frame.
    text = f"{GAME_ID} A@0,0:S+/+ | {FOREST}"
    assert api.view(GAME_ID, text, "de")["error"] == (
        "Diese Stellung kann ich nicht lesen: Karte „S+/+“: jede Reihe braucht gleich viele "
        "Felder.")
    assert "every row needs the same number" in api.view(GAME_ID, text, "en")["error"]
    assert "unbekanntes Feld „x“" in api.view(GAME_ID, f"{GAME_ID} A@0,0:S+/x+ | ", "de")["error"]
    assert "keine gelegte Karte" in api.view(GAME_ID, f"{GAME_ID} A@0:S+ | ", "de")["error"]
