"""The referee's note on the whole turns (`moves_note`): the cheapest way forward is the one
with the least to pay for the move itself, and a card that brings or drops carrots after
the move is said after what the move costs (round 12: "pays 1 carrot" for a move of 6
fields that pays 21 before the carrot card brings 20)."""

from __future__ import annotations

from hare_rules.games.software_challenge_2018.given import state_from_given
from hare_rules.games.software_challenge_2018.referee import REFEREE


def note(red: dict, blue: dict, lang: str) -> tuple[str, ...]:
    state = state_from_given({"players": {"red": red, "blue": blue}}, None)
    return tuple(REFEREE.moves_note(state, lang).lines)


def test_the_cheapest_way_forward_pays_the_least_first():
    # +1 pays 1; +6 onto hare field 14 with "Take or drop carrots" (+20) pays 21 first.
    de = note({"field": 8}, {"field": 30}, "de")
    en = note({"field": 8}, {"field": 30}, "en")
    assert de[1] == "Am billigsten vorwärts: 1 Feld vorwärts – auf Feld 9, zahlt 1 Karotte."
    assert en[1] == "Cheapest way forward: 1 field forward – to field 9, pays 1 carrot."


def test_a_card_after_the_move_is_said_after_the_cost():
    de = note({"field": 5, "carrots": 63, "last": "give"}, {"field": 20}, "de")
    en = note({"field": 5, "carrots": 63, "last": "give"}, {"field": 20}, "en")
    assert de[1].endswith("auf Feld 6, zahlt 1 Karotte und bekommt danach 30.")
    assert en[1].endswith("to field 6, pays 1 carrot, then gets 30.")
