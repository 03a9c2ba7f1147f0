"""Premises from the scenario ({{given:...}}, {{then:...}}, {{turn:N}}, {{fact:@...}}), the
check that a typed premise is reported, and the checks on distractors (`fails:`, incidental
reasons, a `no` with its reasons)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from hare_rules.games import GAMES
from refresher.loader import load_content, read_content
from refresher.premises import NAMES
from refresher.render.figures import figures_from
from refresher.render.links import Links
from refresher.render.quiz import question_html
from refresher.verify import verify

GAME_YAML = """\
id: test-game
edition: ravensburger-2019
title: {de: Test, en: Test}
rulebook: {de: Heft, en: Booklet}
pages: 6
sections: [{id: forgotten, title: {de: Vergessen, en: Forgotten}}]
self_check: [q-back]
"""
# Line numbers matter: the tests assert them.
TOPIC = """\
rules:
  - id: back-nearest
    section: forgotten
    title: {de: Zurück, en: Back}
    text: {de: Nur zum nächsten Igel., en: Only the nearest hedgehog.}
    pages: [3]
    claims: [nearest-hedgehog-only]
    scenarios:
      - id: back-taken
        given: {players: [{field: 13}, {field: 11}, {}, {}]}
        when: back
        then: {legal: false, reasons: [hedgehog_occupied]}
questions:
  - id: q-back
    rule: back-nearest
    kind: yes-no
    question:
      de: "Du stehst auf Feld {{given:A.field}} mit {{given:A.carrots}} Karotten. Darfst du zurück?"
      en: "You are on field {{given:A.field}} with {{given:A.carrots}} carrots. May you go back?"
    answer: "no"
    explanation:
      de: "Der Igel {{given:B.field}} ist besetzt; {{cost:1}} Karotte kostet ein Feld."
      en: "Hedgehog {{given:B.field}} is taken; one field costs {{cost:1}} carrot."
    pages: [3]
    claims: [nearest-hedgehog-only]
    scenarios:
      - id: q-back-situation
        given: {players: [{field: 13, carrots: 40}, {field: 11}, {}, {}]}
        when: back
        then: {reasons: [hedgehog_occupied]}
  - id: q-choice
    rule: back-nearest
    kind: choice
    question: {de: "Welche dieser Züge darfst du auf Feld {{given:A.field}} machen?",
               en: "Which of these moves are you allowed to make on field {{given:A.field}}?"}
    choices:
      - {move: "+1", text: {de: "{{turn:1}} Feld vor", en: "{{turn:1}} field forward"}}
      - {move: back, fails: [hedgehog_occupied], text: {de: Zurück, en: Back}}
    answer: ["+1"]
    explanation: {de: Der Igel ist besetzt., en: The hedgehog is taken.}
    pages: [3]
    claims: [nearest-hedgehog-only]
    scenarios:
      - id: q-choice-situation
        given: {players: [{field: 13, lettuce: 1}, {field: 11}, {}, {}]}
"""


def game_with(tmp_path: Path, *edits: tuple[str, str], game: str = GAME_YAML) -> Path:
    """The fixture game with replacements in its topic file (each `old` occurs once)."""
    folder = tmp_path / "quiz" / "test-game"
    folder.mkdir(parents=True, exist_ok=True)
    text = TOPIC
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    (folder / "game.yaml").write_text(game, encoding="utf-8")
    (folder / "topic.yaml").write_text(text, encoding="utf-8")
    return tmp_path / "quiz"


def problems_of(root: Path) -> list[str]:
    content, problems = read_content(root)
    problems += list(verify(content).problems)
    return [f"{Path(p.path).name}:{p.line}: {p.message}" for p in problems]


def test_the_fixture_is_clean_and_its_placeholders_resolve(tmp_path):
    assert problems_of(game_with(tmp_path)) == []
    question = load_content(game_with(tmp_path)).games[0].question("q-back")
    assert question.question.de == "Du stehst auf Feld 13 mit 40 Karotten. Darfst du zurück?"
    assert question.question.en == "You are on field 13 with 40 carrots. May you go back?"
    assert question.explanation.en == "Hedgehog 11 is taken; one field costs 1 carrot."


@pytest.mark.parametrize(("lang", "words"), [("de", "auf Feld 17 mit 40 Karotten"),
                                             ("en", "on field 17 with 40 carrots")])
def test_the_page_shows_the_scenarios_number_in_both_languages(tmp_path, lang, words):
    # The scenario decides: move the pawn, and the rendered question follows.
    root = game_with(tmp_path, ("given: {players: [{field: 13, carrots: 40}, {field: 11}, {}, "
                                "{}]}",
                                "given: {players: [{field: 17, carrots: 40}, {field: 15}, {}, "
                                "{}]}"))
    game = load_content(root).games[0]
    html = question_html(game, game.question("q-back"), lang, Links(lang))
    assert words in html and "{{" not in html
    assert "13" not in html


def test_a_typed_premise_is_reported_with_the_placeholder_to_write(tmp_path):
    root = game_with(tmp_path, ('en: "You are on field {{given:A.field}} with',
                                'en: "You are on field 13 with'))
    assert problems_of(root) == [
        "topic.yaml:19: question 'q-back' question.en: the text types 13 where the scenario "
        "says A.field = 13: write {{given:A.field}}"]


def test_a_typed_premise_in_a_choice_and_an_explanation_is_reported(tmp_path):
    root = game_with(tmp_path,
                     ('de: "Der Igel {{given:B.field}} ist besetzt;',
                      'de: "Der Igel 11 ist besetzt;'),
                     ('{move: back, fails: [hedgehog_occupied], text: {de: Zurück, en: Back}}',
                      '{move: back, fails: [hedgehog_occupied], text: {de: Zurück auf 11, '
                      'en: Back to 11}}'))
    found = problems_of(root)
    assert "topic.yaml:22: question 'q-back' explanation.de: the text types 11 where the " \
           "scenario says B.field = 11: write {{given:B.field}}" in found
    assert sum("choices[1].text" in p and "types 11" in p for p in found) == 2


def test_a_number_of_the_turn_itself_may_stay_only_as_turn(tmp_path):
    # lettuce: 1 makes the "1" of "1 field forward" equal to a premise: typed, it is reported
    # (with the hint), as {{turn:1}} it is fine (the fixture), and {{turn:2}} is refused.
    typed = game_with(tmp_path, ('text: {de: "{{turn:1}} Feld vor", en: "{{turn:1}} field '
                                 'forward"}', 'text: {de: "1 Feld vor", en: "1 field forward"}'))
    found = problems_of(typed)
    assert len(found) == 2 and all("types 1 where the scenario says A.lettuce = 1" in p
                                   and "(or {{turn:1}} where it is the number of the turn" in p
                                   for p in found)
    wrong = game_with(tmp_path, ('text: {de: "{{turn:1}} Feld vor", en: "{{turn:1}} field '
                                 'forward"}', 'text: {de: "{{turn:2}} Felder vor", en: '
                                 '"{{turn:1}} field forward"}'))
    assert problems_of(wrong) == [
        "topic.yaml:37: question 'q-choice' choices[0].text.de: {{turn:2}}: its move '+1' "
        "state no 2: {{turn:N}} is only for a number of the turn itself"]


@pytest.mark.parametrize(("placeholder", "message"), [
    ("{{given:A.feld}}", "{{given:A.feld}}: the situation's `given` has no A.feld: 'A' has "
                         "no 'feld' (it has field, carrots)"),
    ("{{given:E.field}}", "{{given:E.field}}: the situation's `given` has no E.field: 'E' is "
                          "neither a key nor a player there (there are: A, B, C, D, players)"),
    ("{{given:A.lettuce}}", "{{given:A.lettuce}}: the situation's `given` has no A.lettuce: "
                            "'A' has no 'lettuce' (it has field, carrots)"),
    ("{{given:players}}", "{{given:players}} is a list, not a number: point the path at a "
                          "number"),
    ("{{then:A.place}}", "{{then:A.place}}: the situation's `then` has no A.place: 'A' is "
                         "neither a key nor a player there (there are: reasons)"),
])
def test_an_unknown_path_is_an_error_at_its_line(tmp_path, placeholder, message):
    root = game_with(tmp_path, ('de: "Du stehst auf Feld {{given:A.field}} mit',
                                f'de: "Du stehst auf Feld {placeholder} mit'))
    assert problems_of(root) == [f"topic.yaml:18: question 'q-back' question.de: {message}"]
    with pytest.raises(Exception) as caught:
        load_content(root)
    assert "topic.yaml:18:" in str(caught.value) and "Traceback" not in str(caught.value)


def test_then_and_derived_numbers(tmp_path):
    root = game_with(tmp_path,
                     ("then: {reasons: [hedgehog_occupied]}",
                      "then: {reasons: [hedgehog_occupied], players: {A: {field: 13}}}"),
                     ('en: "Hedgehog {{given:B.field}} is taken;',
                      'en: "Still on {{then:A.field}}, {{cost:@B.field}} for {{given:B.field}};'),
                     ('de: "Der Igel {{given:B.field}} ist besetzt;',
                      'de: "Noch auf {{then:A.field}}, {{cost:@B.field}} für {{given:B.field}};'))
    assert problems_of(root) == []
    question = load_content(root).games[0].question("q-back")
    assert question.explanation.en.startswith("Still on 13, 66 for 11;")  # cost of 11 fields
    assert question.explanation.de.startswith("Noch auf 13, 66 für 11;")


def test_premise_placeholders_only_in_questions(tmp_path):
    root = game_with(tmp_path, ("text: {de: Nur zum nächsten Igel., en: Only the nearest "
                                "hedgehog.}", 'text: {de: "Feld {{given:A.field}}", en: '
                                '"Field {{given:A.field}}"}'))
    found = problems_of(root)
    assert found and all(p.startswith("topic.yaml:5: {{given:...}} works only in a question")
                         for p in found)


def test_no_game_fact_is_named_like_a_premise_placeholder():
    assert not {name for game in GAMES.values() for name in game.facts} & set(NAMES)


# --- distractors ----------------------------------------------------------------------


def test_a_wrong_choice_must_say_why_and_the_engine_must_agree(tmp_path):
    silent = game_with(tmp_path, ("{move: back, fails: [hedgehog_occupied], text:",
                                  "{move: back, text:"))
    assert problems_of(silent) == [
        "topic.yaml:38: question 'q-choice': choice 'back' is wrong: say why with `fails: "
        "[reason codes]` (the engine's reasons against it, exactly)"]
    wrong_reason = game_with(tmp_path, ("fails: [hedgehog_occupied]",
                                        "fails: [not_enough_carrots]"))
    found = problems_of(wrong_reason)
    assert len(found) == 1 and found[0].startswith(
        "topic.yaml:38: question 'q-choice': choice 'back' fails for hedgehog_occupied (")
    assert found[0].endswith("not for not_enough_carrots as `fails` says: fix `fails` or the "
                             "choice")
    unknown = game_with(tmp_path, ("fails: [hedgehog_occupied]", "fails: [hedgehog_ocupied]"))
    assert any("'hedgehog_ocupied' is no reason code of ravensburger-2019 (did you mean "
               "'hedgehog_occupied'?)" in p for p in problems_of(unknown))


def test_a_right_choice_has_no_fails(tmp_path):
    root = game_with(tmp_path, ('{move: "+1", text:', '{move: "+1", fails: [must_eat], text:'))
    assert "topic.yaml:37: question 'q-choice': choice '+1' is a right answer, so nothing is " \
           "against it: remove `fails`" in problems_of(root)


def test_distractors_that_fail_only_incidentally_are_reported(tmp_path):
    game = GAME_YAML + "incidental_reasons: [hedgehog_occupied]\n"
    # The rule shows hedgehog_occupied in a scenario: the question is about it, fine.
    assert problems_of(game_with(tmp_path, game=game)) == []
    # The rule's scenario shows another thing: the only distractor fails incidentally.
    root = game_with(tmp_path, ("given: {players: [{field: 13}, {field: 11}, {}, {}]}\n"
                                "        when: back\n"
                                "        then: {legal: false, reasons: [hedgehog_occupied]}",
                                "given: {players: [{field: 13}, {field: 0}, {}, {}]}\n"
                                "        when: back\n        then: {legal: true}"), game=game)
    assert problems_of(root) == [
        "topic.yaml:36: question 'q-choice': every wrong choice fails only for "
        "hedgehog_occupied, and neither the question nor its rule is about that: make a "
        "wrong choice fail for the rule the question asks about"]


def test_an_unknown_incidental_reason_is_reported(tmp_path):
    game = GAME_YAML + "incidental_reasons: [not_enuogh_carrots]\n"
    assert problems_of(game_with(tmp_path, game=game)) == [
        "game.yaml:8: incidental_reasons: 'not_enuogh_carrots' is no reason code of "
        "ravensburger-2019 (did you mean 'not_enough_carrots'?)"]


def test_a_no_needs_its_reasons(tmp_path):
    root = game_with(tmp_path, ("        then: {reasons: [hedgehog_occupied]}\n  - id: q-choice",
                                "  - id: q-choice"))
    assert problems_of(root) == [
        "topic.yaml:27: scenario 'q-back-situation': the answer `no` needs `then: {reasons: "
        "[...]}`, the reasons against the turn, or a turn illegal for another reason than the "
        "explanation's would pass"]


def test_the_picture_and_the_text_state_the_same_premises(tmp_path):
    # Both are drawn from the one scenario: move the pawns, and both follow.
    root = game_with(tmp_path, ("given: {players: [{field: 13, carrots: 40}, {field: 11}, {}, "
                                "{}]}",
                                "given: {players: [{field: 17, carrots: 33}, {field: 15}, {}, "
                                "{}]}"))
    content = load_content(root)
    game = content.games[0]
    question = game.question("q-back")
    figure = figures_from(content, verify(content))(game, question, "en").figure
    title = re.search(r"<title[^>]*>(.*?)</title>", figure).group(1)
    assert "A (to move) on square 17 (position square 2) with 33 carrots" in title
    assert "B on square 15" in title
    assert question.question.en.startswith("You are on field 17 with 33 carrots.")
    assert "Hedgehog 15 is taken" in question.explanation.en


def test_an_open_choice_question_lists_every_legal_move(tmp_path):
    # "Was darfst du?" with +3 … and taking carrots legal but not listed: right answers the
    # reader cannot give; "Welche dieser Züge" (the fixture) asks only about the listed ones.
    assert problems_of(game_with(tmp_path)) == []
    open_question = game_with(tmp_path, ("Welche dieser Züge darfst du auf Feld "
                                         "{{given:A.field}} machen?", "Was darfst du auf Feld "
                                         "{{given:A.field}} tun?"))
    found = problems_of(open_question)
    assert len(found) == 1 and found[0].startswith(
        "topic.yaml:34: question 'q-choice' asks openly what is allowed, but the legal move(s) ")
    assert "+3, " in found[0] and "take" in found[0] and "+1," not in found[0]
