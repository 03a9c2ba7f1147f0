"""`Game.why` of edition software-challenge-2018: the sentences behind an answer, about what
the question asks, the rest besides; and the sentences themselves: whole, typed, naming the
player in the third person and speaking to the player in the second."""

from __future__ import annotations

import random
import re

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games.software_challenge_2018 import GAME
from hare_rules.games.software_challenge_2018.sentences import EFFECTS, REASONS

DU = re.compile(r"\b(du|dich|dir|dein\w*)\b", re.IGNORECASE)
YOU = re.compile(r"\b(you|your)\b", re.IGNORECASE)


def run(given: dict, when: str | list[str]):
    scenario = parse_scenario({"id": "x", "given": given, "when": when}, GAME.id)
    return run_scenario(scenario).run


def kinds(sentences) -> list[str]:
    return [getattr(s, "code", None) or s.kind for s in sentences]


def test_an_illegal_turn_is_explained_by_its_reasons_only():
    why = GAME.why(run({"players": {"red": {"field": 18, "carrots": 0},
                                    "blue": {"field": 15}}}, "+2"))
    assert kinds(why.about) == ["not_enough_carrots"] and why.besides == ()


def test_a_legal_turn_is_the_movers_actions_and_the_handover_is_besides():
    # Blue eats; red then starts on the '1' field 31 in the lead and gets 10 carrots.
    why = GAME.why(run({"players": {"red": {"field": 31, "last": "+1"},
                                    "blue": {"field": 10, "last": "+1"}},
                        "to_move": "blue"}, "eat"))
    assert kinds(why.about) == ["lettuce_payout"]
    assert kinds(why.besides) == ["position_bonus"]
    assert {e.player for e in why.about} == {"blue"}


def test_a_number_question_is_about_the_movers_carrots():
    chain = run({"players": {"red": {"field": 32}, "blue": {"field": 35}}},
                "+2 card:hurry_ahead card:fall_back card:eat_salad")
    why = GAME.why(chain, "carrots")
    # The cards that move the pawn stay in view: they make red second, which the salad's
    # 30 carrots depend on (reader round 2, finding 13).
    assert kinds(why.about) == ["cost", "card_hurry_ahead", "card_fall_back",
                                "card_eat_salad"]
    assert kinds(why.besides) == []
    assert sum(e.change for e in why.about) == 27  # 68 -> 95, what the question asks
    blue_pays = GAME.why(run({"players": {"red": {"field": 12}, "blue": {"field": 20}}},
                             "+1"), "carrots")
    assert kinds(blue_pays.about) == ["cost"]  # no card moved: only what changed carrots
    plain = GAME.why(chain)  # the move itself: every action of it, the step without its cost
    assert kinds(plain.about) == ["advance", "card_hurry_ahead", "card_fall_back",
                                  "card_eat_salad"]
    assert kinds(plain.besides) == ["cost"]


def test_the_end_of_the_game_is_besides_the_move_that_ends_it():
    why = GAME.why(run({"players": {"red": {"field": "goal", "carrots": 10, "salads": 0},
                                    "blue": {"field": 63, "carrots": 8, "salads": 0}},
                        "to_move": "blue"}, "+1"))
    assert kinds(why.about) == ["advance", "goal_entry"]
    assert kinds(why.besides) == ["cost", "won_goal_fewer_carrots"]


def test_a_goal_entry_says_what_let_the_player_in():
    """A yes-no question about the goal is answered by the carrots left against the limit,
    not only by what the step cost (q-goal-exactly-ten)."""
    why = GAME.why(run({"players": {"red": {"field": 63, "carrots": 11, "salads": 0},
                                    "blue": {"field": 20}}}, "+1"))
    assert kinds(why.about) == ["advance", "goal_entry"] and kinds(why.besides) == ["cost"]
    entry = why.about[1]
    assert entry.change == 0
    assert entry.message("de", you="red") == ("Du bist mit 10 Karotten und ohne Salat im "
                                              "Ziel; mehr als 10 Karotten dürften es nicht "
                                              "sein.")
    assert entry.message("en") == ("Red is in the goal with 10 carrots and no salad; more "
                                   "than 10 carrots would not be allowed.")
    paid = GAME.why(run({"players": {"red": {"field": 63, "carrots": 11, "salads": 0},
                                     "blue": {"field": 20}}}, "+1"), "paid")
    assert kinds(paid.about) == ["cost"]  # a carrot question: only what changed them


def test_a_card_into_the_goal_says_so_too():
    why = GAME.why(run({"players": {"red": {"field": 63},
                                    "blue": {"field": 58, "carrots": 11, "salads": 0,
                                             "cards": ["hurry_ahead"]}},
                        "to_move": "blue"}, "+1 card:hurry_ahead"))
    assert kinds(why.about) == ["advance", "card_hurry_ahead", "goal_entry"]


def test_whether_a_turn_is_allowed_is_not_answered_by_its_cost():
    """A legality question (or a right choice) shows where the actions lead; the cost of
    the forward move is besides: said there, it would answer the page's question about the
    costs (reader's finding: the Why lines stated 1, 3, 6 and 15 carrots for 1, 2, 3 and 5
    fields before the question asking what 4 fields cost)."""
    card = run({"players": {"red": {"field": 12}, "blue": {"field": 21}}},
               "+2 card:hurry_ahead")
    assert kinds(GAME.why(card).about) == ["advance", "card_hurry_ahead"]
    assert kinds(GAME.why(card).besides) == ["cost"]
    step = run({"players": {"red": {"field": 22, "last": "eat", "salads": 3},
                            "blue": {"field": 30}}}, "+1")
    (moved,) = GAME.why(step).about
    assert moved.change == 0 and kinds(GAME.why(step).besides) == ["cost"]
    assert moved.message("de") == "Rot zieht 1 Feld vor auf Feld 23."
    assert moved.message("en", you="red") == "You move 1 field forward to field 23."
    assert kinds(GAME.why(step, "paid").about) == ["cost"]  # the cost question itself


def test_a_move_back_names_where_it_starts():
    """From a hedgehog the move back says so: the question asks whether that is allowed."""
    (refund,) = GAME.why(run({"players": {"red": {"field": 24}, "blue": {"field": 30}}},
                             "back")).about
    assert refund.message("de", you="red") == ("Du ziehst vom Igelfeld 24 zurück auf das "
                                               "nächste Igelfeld 19 und nimmst für die 5 "
                                               "Felder 50 Karotten.")
    (one,) = GAME.why(run({"players": {"red": {"field": 16}, "blue": {"field": 20}}},
                          "back")).about
    assert one.message("en") == ("Red moves back from field 16 to the nearest hedgehog "
                                 "field 15 and takes 10 carrots for the one field.")


def test_a_why_speaks_to_the_player_the_question_calls_you():
    why = GAME.why(run({"players": {"red": {"field": 29}, "blue": {"field": 40}}}, "back"),
                   "received")
    (refund,) = why.about
    assert refund.message("de", you="red") == ("Du ziehst von Feld 29 zurück auf das "
                                               "nächste Igelfeld 24 und nimmst für die 5 "
                                               "Felder 50 Karotten.")
    assert refund.message("en") == ("Red moves back from field 29 to the nearest hedgehog "
                                    "field 24 and takes 50 carrots for the 5 fields.")
    assert refund.message("en", you="blue") == refund.message("en")


# -- the sentences ---------------------------------------------------------------------------
def test_every_sentence_about_a_player_has_a_second_person_form():
    for table in (REASONS, EFFECTS):
        for code, templates in table.items():
            if "{who}" in templates[0]:
                assert len(templates) == 4, code
            if len(templates) == 4:
                assert not DU.search(templates[0]) and not YOU.search(templates[1]), code
                assert DU.search(templates[2]) and YOU.search(templates[3]), code


def _sentences_from_play():
    rng = random.Random(4)
    for state in GAME.positions(400, seed=11, late=True):
        if GAME.is_over(state):
            continue
        for action in GAME.candidate_actions(state):
            reasons = GAME.reasons_against(state, action)
            yield from reasons
            if not reasons and rng.random() < 0.3:
                yield from GAME.apply(state, action).effects


SENTENCES = list(_sentences_from_play())


def test_play_writes_many_kinds_of_sentence():
    assert len(set(kinds(SENTENCES))) >= 25


@pytest.mark.parametrize("lang", ["de", "en"])
def test_third_person_names_the_player_and_second_person_speaks_to_it(lang):
    person = DU if lang == "de" else YOU
    for sentence in SENTENCES:
        third = sentence.message(lang)
        assert not person.search(third), third
        assert "{" not in third and "card:" not in third and "_" not in third, third
        subject = sentence.subject
        if subject and len(sentence.templates[getattr(sentence, "code", None)
                                              or sentence.kind]) == 4:
            assert person.search(sentence.message(lang, you=subject)), third


def test_card_names_are_whole():
    names = ("Friss sofort einen Salat", "Karotten nehmen oder abgeben",
             "Rücke eine Position vor", "Falle eine Position zurück")
    for sentence in SENTENCES:
        text = sentence.message("de")
        if "„" in text and "Karte" in text or "spielt" in text:
            assert any(name in text for name in names), text


def test_no_carrots_read_as_none():
    why = run({"players": {"red": {"field": 18, "carrots": 0}, "blue": {"field": 15}}}, "+2")
    (reason,) = why.reasons
    assert reason.message("de") == "Rot braucht für 2 Felder vorwärts 3 Karotten, hat aber keine."
    assert reason.message("en", you="red") == ("You need 3 carrots to move 2 fields forward "
                                               "but hold none.")
