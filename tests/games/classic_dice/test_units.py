"""Unit tests of the dice edition: the protocol's corners a scenario file cannot reach."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from hare_rules.core import FactError, IncompleteScenario, NotationError, ScenarioFormatError
from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games import GAMES
from hare_rules.games.classic_dice.actions import ROLL_TOKENS

GAME = GAMES["classic-dice"]
THREE = "classic-dice *A:0:65:3 B:0:65:3 C:0:65:3"


def run(given: dict, when: str | list[str], then: dict | None = None, **extra):
    data = {"id": "x", "given": given, "when": when, "then": then or {}, **extra}
    return run_scenario(parse_scenario(data, "classic-dice"))


def test_start_amounts_by_player_count() -> None:
    carrots = {n: GAME.start_state(n, 1).players[0].carrots for n in GAME.player_counts}
    assert carrots == {2: 95, 3: 65, 4: 95, 5: 95, 6: 95}
    assert [len(p.pawns) for p in GAME.start_state(2, 1).players] == [2, 2]
    assert GAME.start_state(2, 1).players[0].lettuce == 5
    assert GAME.start_state(3, 1).players[0].lettuce == 3
    with pytest.raises(ValueError):
        GAME.start_state(1, 1)


def test_a_hare_field_is_a_chance_point_outside_scenarios() -> None:
    state = GAME.parse_state(THREE)
    after = GAME.apply(state, "+1").state
    assert GAME.legal_actions(after) == list(ROLL_TOKENS)
    assert GAME.to_move(after) == "A"
    assert [r.code for r in GAME.reasons_against(after, "+1")] == ["roll_expected"]
    assert GAME.format_state(after) == "classic-dice *A:1:64:3 B:0:65:3 C:0:65:3 due=roll.1.1"


def test_scenario_turn_ending_before_its_roll_is_incomplete() -> None:
    result = run({"players": [{}, {}, {}]}, "+1", {"legal": True})
    assert not result.passed
    assert "incomplete" in result.failures[0].note
    assert "roll:RESULT" in result.failures[0].note


def test_chained_hare_field_without_second_roll_is_incomplete() -> None:
    given = {"players": [{"field": 13}, {"field": 23}, {}]}
    result = run(given, "+1 roll:move-up")
    assert "incomplete" in result.failures[0].note
    state = GAME.scenario_state(given)
    with pytest.raises(IncompleteScenario):
        GAME.apply(state, "+1 roll:move-up")


def test_effect_sentences_in_both_languages() -> None:
    state = GAME.parse_state("classic-dice *A:13:65:3 B:16:65:3 C:0:65:3")
    effects = GAME.apply(state, "+1 roll:move-up").effects
    assert effects[-1].de == ("A würfelt „eine Position vor“ und zieht (kostenlos, unsere "
                              "Lesart) auf Feld 17 (aufgedruckt 47), vor die nächste Figur.")
    assert effects[-1].en == ("A rolls \"move up one place\" and moves (for free, our reading) to "
                              "square 17 (printed 47), ahead of the nearest pawn.")
    assert effects[0].de == ("A zahlt 1 Karotte für 1 Feld vorwärts von Feld 13 (aufgedruckt 51) "
                             "auf Feld 14 (aufgedruckt 50).")
    assert effects[0].message("de", you="A") == (
        "Du zahlst 1 Karotte für 1 Feld vorwärts von Feld 13 (aufgedruckt 51) auf Feld 14 "
        "(aufgedruckt 50).")


def test_nothing_happens_is_said() -> None:
    state = GAME.parse_state(THREE.replace("*A:0", "*A:13"))
    effects = GAME.apply(state, "+1 roll:move-up").effects
    assert effects[-1].kind == "roll_nothing"
    assert "nichts" in effects[-1].de and "nothing happens" in effects[-1].en


def test_two_pawn_effects_name_the_pawn() -> None:
    state = GAME.start_state(2, 0)
    mover = GAME.to_move(state)
    effects = GAME.apply(state, "2:+2").effects
    assert effects[0].en.startswith(f"{mover} pays 3 carrots to move {mover}2 forward")


def test_notation_errors_quote_the_text() -> None:
    for text in ["classic-dice", "ravensburger-2019 *A:0:65:3", "classic-dice A:x:65:3 B:0:65:3",
                 "classic-dice A:3:65:3 B:3:65:3 C:0:65:3", "classic-dice A:0/zz:65:3 B:0:1:1"]:
        with pytest.raises(NotationError) as error:
            GAME.parse_state(text)
        assert repr(text) in str(error.value)


def test_notation_round_trip_with_flags_and_track() -> None:
    for text in ["classic-dice A:10/ate,G1:80:4 *B:3/skip1,0:95:5",
                 "classic-dice *A:1/eat:65:3 B:0:65:3 C:G1:5:0",
                 "classic-dice *A:3:65:3 B:0:65:3 C:0:65:3 track=S.C.C.H.C.C.G",
                 "classic-dice *A:1:0:3 B:0:65:3 C:0:65:3 due=again.1.1"]:
        assert GAME.format_state(GAME.parse_state(text)) == text


@pytest.mark.parametrize(("given", "loc"), [
    ({"players": [{"pawns": [0, 0]}, {}, {}]}, ("given", "players", 0, "pawns")),
    ({"players": [{"field": 3}, {}]}, ("given", "players", 0, "field")),
    ({"players": [{"field": 99}, {}, {}]}, ("given", "players", 0, "field")),
    ({"players": [{"field": 3, "colour": "red"}, {}, {}]}, ("given", "players", 0, "colour")),
    ({"players": [{"pawns": [0]}, {}]}, ("given", "players", 0, "pawns")),
    ({"players": [{"pawns": [3, 3]}, {}]}, ("given",)),
    ({"players": [{}, {}, {}], "to_move": "Z"}, ("given", "to_move")),
    ({"players": [{"pawns": [0, 0], "pawn_flags": [{"nap": 1}, {}]}, {}]},
     ("given", "players", 0, "pawn_flags", 0, "nap")),
    ({"players": [{}] * 7}, ("given", "players")),
])
def test_scenario_format_errors_carry_the_key_path(given: dict, loc: tuple) -> None:
    with pytest.raises(ScenarioFormatError) as error:
        GAME.scenario_state(given)
    assert error.value.loc == loc, error.value


def test_then_keys_are_validated() -> None:
    with pytest.raises(ScenarioFormatError):
        parse_scenario({"id": "x", "given": {"players": [{}, {}, {}]},
                        "then": {"players": {"A": {"pawns": [0, 0]}}}}, "classic-dice")
    with pytest.raises(ScenarioFormatError):
        parse_scenario({"id": "x", "given": {"players": [{}, {}]},
                        "then": {"place": {"A": 1}}}, "classic-dice")


def test_facts() -> None:
    assert GAME.fact("start_carrots") == "65"
    assert GAME.fact("start_carrots_large") == "95"
    assert GAME.fact("printed", "1") == "63"
    assert GAME.fact("printed", "63") == "1"
    assert GAME.fact("index_of_printed", "54") == "10"
    assert GAME.fact("cost", "10") == "55"
    assert GAME.fact("goal_limit", "2") == "20"
    assert GAME.fact("hare_squares_printed").startswith("63, 61, 58")
    # 18 lettuce cards in the box: 3 for each of up to 6 players.
    assert int(GAME.fact("box_lettuce_cards")) == 3 * int(GAME.fact("max_players"))
    assert GAME.fact("carrot_card_values") == "1 · 3 · 5 · 10 · 15 · 30 · 60"
    assert GAME.fact("start_hand") == "5 + 5 + 10 + 15 + 30"


def test_the_carrot_cards_make_the_box_and_the_starting_amounts() -> None:
    from hare_rules.games.classic_dice import clauses, setup

    assert sum(setup.CARROT_CARDS.values()) == setup.BOX_CARROT_CARDS
    assert sum(setup.START_HAND) == clauses.START_CARROTS.value
    assert setup.EXTRA_CARD_LARGE_GAME == clauses.EXTRA_CARROTS_LARGE_GAME.value
    assert set(setup.START_HAND) | {setup.EXTRA_CARD_LARGE_GAME} <= set(setup.CARROT_CARDS)
    for name, arg in [("printed", "0"), ("printed", "64"), ("cost", "x"), ("start_carrots", "1"),
                      ("nope", None)]:
        with pytest.raises(FactError):
            GAME.fact(name, arg)


def test_quantities() -> None:
    result = run({"players": [{}, {}, {}]}, "+3 roll:free-move")
    assert GAME.quantity("carrots", result.run) == 65
    assert GAME.quantity("change", result.run) == 0
    assert GAME.quantity("field:A", result.run) == 3
    assert GAME.quantity("printed", result.run) == 61
    with pytest.raises(FactError):
        GAME.quantity("speed", result.run)


def test_describe_action() -> None:
    assert GAME.describe_action("+1 roll:take-or-give take", "de") == (
        "1 Feld vorwärts, Würfelergebnis „10 Karotten nehmen oder abgeben“, 10 Karotten nehmen")
    assert GAME.describe_action("2:+3", "en") == "pawn 2: 3 squares forward"
    for action in ["eat", "give", "skip", "restart", "roll:move-up", "1:back"]:
        for lang in ("de", "en"):
            words = GAME.describe_action(action, lang)
            assert words != action and "roll:" not in words and not words.startswith("1:")


def test_picture_is_readable_on_a_phone() -> None:
    for text in [THREE, "classic-dice A:10/ate,G1:80:4 *B:3/skip1,62:95:5"]:
        state = GAME.parse_state(text)
        for lang in ("de", "en"):
            picture = GAME.picture(state, lang, id_prefix="q1-")
            root = ET.fromstring(picture.svg)  # well-formed XML
            assert root.get("role") == "img"
            width = float(root.get("viewBox").split()[2])
            assert width <= 340  # a 390 px phone at the picture's own size
            for node in root.iter():
                if node.get("font-size"):
                    assert float(node.get("font-size")) >= 11
                if node.get("id"):
                    assert node.get("id").startswith("q1-")
            pieces = {n.get("data-piece") for n in root.iter() if n.get("data-piece")}
            assert pieces == set(GAME.pieces(state))
            assert picture.alt and picture.caption


def test_picture_shows_the_printed_numbers() -> None:
    state = GAME.parse_state(THREE.replace("*A:0", "*A:10"))
    picture = GAME.picture(state, "en")
    assert ">54<" in picture.svg
    assert "square 10 (lettuce square)" in picture.alt
    assert "printed on the squares with a pawn: A 54." in picture.alt
    assert picture.alt in picture.svg  # the SVG's title says the same


def test_unknown_and_empty_actions() -> None:
    state = GAME.parse_state(THREE)
    assert [r.code for r in GAME.reasons_against(state, "")] == ["unknown_token"]
    assert GAME.action_problem("+1 roll:nap") is not None
    assert GAME.action_problem("+1 roll:move-up") is None


def test_claim_then_says_a_number_answer_as_then_keys() -> None:
    result = run({"players": [{}, {}, {}]}, "+10")
    for name in ("carrots", "printed", "field", "place", "lettuce"):
        then = GAME.claim_then(name, GAME.quantity(name, result.run), result.run)
        data = {"id": "x", "given": {"players": [{}, {}, {}]}, "when": "+10", "then": then}
        assert run_scenario(parse_scenario(data, "classic-dice")).passed, name
    wrong = GAME.claim_then("printed", 55, result.run)
    data = {"id": "x", "given": {"players": [{}, {}, {}]}, "when": "+10", "then": wrong}
    assert not run_scenario(parse_scenario(data, "classic-dice")).passed
    assert GAME.claim_then("change", -55, result.run) is None


def test_a_forward_move_names_where_it_goes_with_the_printed_numbers() -> None:
    from hare_rules.games.classic_dice.rules import route_words

    assert route_words(0, 10, 64).de == "vom Start auf Feld 10 (aufgedruckt 54)"
    assert route_words(59, 64, 64).en == "from square 59 (printed 5) into the goal"
    assert route_words(63, 64, 64).de == "von Feld 63 (aufgedruckt 1) ins Ziel"


def test_the_picture_shows_where_a_die_result_takes_the_pawn() -> None:
    state = GAME.parse_state("classic-dice *A:0:65:3 B:0:65:3 C:0:65:3")
    again = GAME.picture(state, "de", "+3 roll:move-again +2", "t-", "carrots")
    assert again.caption.startswith("Felder 0 bis 9")  # the second move ends on field 5
    # printed numbers left out: the caption says what the small number top right is, so
    # that it is not taken for the board's printed number
    assert again.caption.endswith("rechts oben: ab Start gezählt")
    # Shown, the printed number stands top left, and the legend names both corners: with
    # no room for both, the rows go (the fields' own numbers say them), not the legend.
    shown = GAME.picture(state, "de", "+3", "t-").caption
    assert shown.endswith(" · links aufgedruckt, rechts ab Start"), shown
    assert "Felder 0 bis" not in shown and "Feld 3 (aufgedruckt 61)" in shown
    # Left out, a printed number is no stand-in and no "?".
    assert "?" not in again.svg.split("</title>", 1)[1]
