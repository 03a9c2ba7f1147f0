"""The sentences of the 2019 edition (issue 22): whole, typed, in the person of the question,
and the Why of each question kind."""

from __future__ import annotations

import re

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.core.sentences import render
from hare_rules.games import GAMES
from hare_rules.games.ravensburger_2019.sentences import EFFECTS, REASONS, players

GAME = GAMES["ravensburger-2019"]
YOU = {"de": re.compile(r"\b(du|dich|dir|dein\w*)\b", re.I),
       "en": re.compile(r"\b(you|your)\b", re.I)}


def run(given: dict, when: str | list[str], **extra):
    data = {"id": "x", "given": given, "when": when, "then": {}, **extra}
    return run_scenario(parse_scenario(data, GAME.id)).run


@pytest.mark.parametrize("code", sorted({**REASONS, **EFFECTS}))
def test_third_person_never_speaks_to_the_player(code: str) -> None:
    forms = {**REASONS, **EFFECTS}[code]
    de, en = forms[:2]
    assert not YOU["de"].search(de), de
    assert not YOU["en"].search(en), en
    if len(forms) == 4:  # the second person speaks to the player and names nobody else
        assert YOU["de"].search(forms[2]) and YOU["en"].search(forms[3]), forms[2:]
        assert "{player}" not in forms[2] + forms[3] and "{who}" not in forms[2] + forms[3]


def test_a_reason_about_the_mover_speaks_to_the_mover_only() -> None:
    played = run({"players": [{"field": 2, "carrots": 5}, {"field": 0}]}, "+3")
    reason = played.reasons[0]
    assert reason.subject == "A"
    assert reason.message("de") == "A braucht 6 Karotten, hat aber nur 5."
    assert reason.message("de", you="A") == "Du brauchst 6 Karotten, hast aber nur 5."
    assert reason.message("en", you="B") == "A needs 6 carrots but holds only 5."


def test_not_stuck_names_the_moves_in_the_readers_words() -> None:
    played = run({"players": [{"field": 21, "carrots": 6}, {"field": 0}]}, "restart")
    text = played.reasons[0].message("de", you="A")
    assert text.endswith("du kannst noch 1 oder 2 Felder vorwärts ziehen, zum Igel zurückziehen "
                         "oder 10 Karotten nehmen.")
    assert not re.search(r"\b(back|take|eat|give)\b", text)


def test_the_shuffle_names_no_number_of_cards() -> None:
    played = run({"players": [{"field": 0}, {"field": 5, "carrots": 3}], "deck": ["shuffle"]},
                 "+1")
    said = {e.kind: e.message("de", you="A") for e in played.effects}
    assert said["deck_shuffled"] == "Du mischst die Hasenkarten neu, diese eingeschlossen."
    assert said["card_shuffle_take"] == "Du nimmst B 1 Karotte ab."


def test_lists_of_players_read_as_lists() -> None:
    played = run({"players": [{"field": 0}, {"field": 0}, {"field": 0}],
                  "deck": ["give-10-behind"]}, "+1")
    give = next(e for e in played.effects if e.kind == "card_give")
    assert give.message("en") == "A gives B and C 10 carrots each, 20 in all."
    assert [e.message("de", you="A") for e in played.effects if e.kind == "card_receive"] == [
        "B bekommt 10 Karotten.", "C bekommt 10 Karotten."]


@pytest.mark.parametrize(("behind", "de"), [
    (1, "Für 10 Karotten an den Spieler dahinter bräuchte A 10, hat aber nur 5: A gibt nach "
        "unserer Lesart keine."),
    (2, "Für je 10 Karotten an die 2 Spieler dahinter bräuchte A 20, hat aber nur 5: "
        "A gibt nach unserer Lesart keine."),
])
def test_card_give_none_by_the_number_behind(behind: int, de: str) -> None:
    text = render(EFFECTS["card_give_none"][0], "de", player="A", behind=behind,
                  needed=10 * behind, held=5, gift=10)
    assert text == de


def test_counts_of_players_read_naturally() -> None:
    assert (players(0).de, players(1).en, players(2).en) == ("niemanden", "1 player",
                                                           "2 players")


# -- Why: what each kind of question is about ---------------------------------------------
def test_why_of_an_illegal_turn_is_its_reasons() -> None:
    played = run({"players": [{"field": 9}, {"field": 0}]}, "+2")
    why = GAME.why(played)
    assert [r.code for r in why.about] == ["hedgehog_forward"] and why.besides == ()


def test_why_of_a_carrot_question_is_what_changed_the_movers_carrots() -> None:
    played = run({"players": [{"field": 0}, {"field": 0}, {"field": 0}],
                  "deck": ["give-10-behind"]}, "+1")
    why = GAME.why(played, "paid")
    assert [e.kind for e in why.about] == ["cost", "card_drawn", "card_give"]
    assert [e.kind for e in why.besides] == ["card_receive", "card_receive"]
    assert all(e.player == "A" for e in why.about)


def test_why_of_a_start_of_turn_payout_counts_it() -> None:
    # A on the "2" field 8 in place 2 takes 20 before moving on.
    played = run({"players": [{"field": 8}, {"field": 20}]}, "+1")
    why = GAME.why(played, "carrots")
    assert [e.kind for e in why.about] == ["position_payout", "cost"]


def test_why_of_a_legal_yes_no_turn_is_the_move_itself() -> None:
    played = run({"players": [{"field": 29}, {"field": 0}]}, "back")
    why = GAME.why(played)
    assert [e.kind for e in why.about] == ["hedgehog_refund"]
    # The position field 29 paid nothing: no event, left out (not a question's subject).
    assert [e.kind for e in why.besides] == []


def test_no_move_once_the_race_is_decided() -> None:
    state = GAME.parse_state("ravensburger-2019 *A:61:36:0 B:G1:0:0 C:G2:0:0")
    assert GAME.is_over(state) and GAME.legal_actions(state) == []
    assert [r.code for r in GAME.reasons_against(state, "+3")] == ["race_over"]
