"""The Hase und Igel content covers what the refresher must cover, in both languages."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from pydantic import BaseModel

from hare_rules.games.ravensburger_2019.cards import HARE_CARDS
from hare_rules.games.ravensburger_2019.edition import get_edition
from refresher import facts
from refresher.loader import load_content
from refresher.model import Game, Text
from refresher.verify import verify

QUIZ = Path(__file__).resolve().parents[2] / "quiz"


@pytest.fixture(scope="module")
def game() -> Game:
    return load_content(QUIZ).game("hase-und-igel")


def texts(node: object) -> list[Text]:
    """Every Text inside a content object."""
    if isinstance(node, Text):
        return [node]
    found: list[Text] = []
    if isinstance(node, tuple):
        for item in node:
            found += texts(item)
    elif isinstance(node, BaseModel):
        for name in type(node).model_fields:
            found += texts(getattr(node, name))
    return found


def test_the_whole_content_verifies() -> None:
    report = verify(load_content(QUIZ))
    assert report.problems == ()
    assert report.failed == 0 and report.passed >= 100


def test_sections_in_refresher_order(game: Game) -> None:
    assert [s.id for s in game.sections] == [
        "overview",
        "turn",
        "numbers",
        "forgotten",
        "hare-cards",
        "variant",
    ]
    for section in game.sections:
        assert game.rules_in(section.id), f"section {section.id} is empty"


def test_turn_steps_in_order(game: Game) -> None:
    assert [r.id for r in game.rules_in("turn")] == [
        "turn-1-position-field",
        "turn-2-stay",
        "turn-3-move",
        "turn-4-hare-field",
        "turn-5-goal",
    ]


def test_at_least_thirteen_forgotten_rules_with_wrong_belief(game: Game) -> None:
    forgotten = game.rules_in("forgotten")
    assert len(forgotten) >= 13
    assert all(r.wrong is not None for r in forgotten)
    assert forgotten[0].id == "back-only-to-nearest-hedgehog"  # most important first


def test_every_hare_card_kind_has_a_rule(game: Game) -> None:
    assert {f"card-{card}" for card in HARE_CARDS} == {r.id for r in game.rules_in("hare-cards")}


def test_at_least_24_questions_of_every_kind(game: Game) -> None:
    kinds = Counter(q.kind for q in game.questions)
    assert sum(kinds.values()) >= 24
    assert set(kinds) == {"yes-no", "choice", "number"}


def test_every_item_has_scenarios_and_pages(game: Game) -> None:
    for item in (*game.rules, *game.questions):
        assert item.scenarios and item.pages
        assert all(1 <= page <= game.pages for page in item.pages)


def test_every_text_in_both_languages_without_placeholders(game: Game) -> None:
    for text in texts(game):
        for lang in ("de", "en"):
            assert text.get(lang).strip()
            assert "{{" not in text.get(lang), text


def test_numbers_table_comes_from_the_engine(game: Game) -> None:
    rows = {row.rule_id: row for row in facts.numbers_table(game)}
    edition = get_edition(game.edition)
    assert str(edition.start_carrots(4)) in rows["numbers-start"].value.de
    assert str(edition.start_carrots(6)) in rows["numbers-start"].value.en
    assert "1 · 3 · 6 · 10 · 15" in rows["numbers-forward-cost"].value.en
    assert str(edition.track.goal) in rows["numbers-goal-field"].value.de


def test_expand_fills_facts_and_rejects_unknown() -> None:
    assert facts.expand("{{cost:5}} / {{goal_limit:3}}", "ravensburger-2019") == "15 / 30"
    with pytest.raises(facts.FactError, match="did you mean"):
        facts.expand("{{cost_tabel}}", "ravensburger-2019")


def test_answer_text_in_both_languages(game: Game) -> None:
    assert game.question("q-forward-onto-hedgehog").answer_text("de") == "Nein"
    assert game.question("q-cost-five-fields").answer_text("en") == "15"
    assert game.question("q-choice-stuck").answer_text("en") == "Move 2 squares forward"


def test_self_check_questions_exist(game: Game) -> None:
    assert len(game.self_check_questions()) == len(game.self_check) >= 5


def test_choice_reasons_explain_each_wrong_choice() -> None:
    report = verify(load_content(QUIZ))
    (outcome, *_) = report.outcomes_for("hase-und-igel", "q-choice-stuck")
    assert outcome.engine_answer == ("+2",)
    # Looks stuck but is not (r23 #1): the square right ahead and the hedgehog right behind
    # are taken, but 2 squares are affordable, so the start is refused as `not_stuck`.
    assert {move: [r.code for r in reasons]
            for move, reasons in outcome.choice_reasons.items()} == {
        "+1": ["field_occupied"], "+2": [],
        "skip": ["not_skipping"], "restart": ["not_stuck"]}


def test_a_choice_question_can_ask_a_one_valued_quantity() -> None:
    # "Wo stehst du danach?": the choices are squares, and the engine's quantity `field` is
    # one number; the choice equal to it is the answer (the dice edition's Q8 and Q14).
    report = verify(load_content(QUIZ / "hase-und-igel-dice"))
    answers = {qid: report.outcomes_for("hase-und-igel-dice", qid)[0].engine_answer
               for qid in ("qd-move-up-nobody-ahead", "qd-fall-back-start")}
    assert answers == {"qd-move-up-nobody-ahead": ("14",), "qd-fall-back-start": ("25",)}
