"""What quiz/hans-und-grete/ must hold beyond the game-agnostic content tests (each of its
scenarios runs once, in tests/content/test_scenarios.py, which also checks every answer
against the engine and every position against `position_problems`): the counts, the seed's
sections, the same placeholders in both languages, the notes and our readings, layouts
laid by the laying rule, every layout drawn, a layout of its own for every walking question."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete.grid import read_grids
from hare_rules.games.hans_und_grete.laying import laying_reasons

FOLDER = Path(__file__).resolve().parents[2] / "quiz" / "hans-und-grete"
# "Einleitung, ohne Überschrift": the untitled opening paragraph (the components).
SECTIONS = ["Einleitung, ohne Überschrift", "Los gehts", "Legephase", "Laufphase", "Spielende"]
# Beside the printed sections: what the text does not cover at all, wholly our reading.
OURS = ["Unsere Lesart zur Legephase", "Unsere Lesart zum Spielende"]
PLACEHOLDER = re.compile(r"\{\{\s*([a-z_]+)(?::([^}]*))?\s*\}\}")


def load(name: str):
    return YAML(typ="rt").load((FOLDER / name).read_text(encoding="utf-8"))


GAME_YAML = load("game.yaml")
TOPICS = {p.name: load(p.name) for p in sorted(FOLDER.glob("*.yaml")) if p.name != "game.yaml"}
RULES = [r for doc in TOPICS.values() for r in doc.get("rules", [])]
QUESTIONS = [q for doc in TOPICS.values() for q in doc.get("questions", [])]
ITEMS = RULES + QUESTIONS
SCENARIOS = [(item, spec) for item in ITEMS for spec in item["scenarios"]]


def texts(node, path=()):
    """Every {de, en} pair in a node."""
    if isinstance(node, dict):
        if "de" in node or "en" in node:
            assert set(node) == {"de", "en"}, (path, dict(node))  # e.g. an unquoted comma
            yield path, node
        else:
            for key, value in node.items():
                if key not in ("scenarios", "given", "then", "rulebook_sections"):
                    yield from texts(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from texts(value, path + (i,))


def fill(text: str) -> str:
    return PLACEHOLDER.sub(lambda m: GAME.fact(m.group(1), m.group(2)), text)


def test_counts_and_ids():
    assert len(QUESTIONS) >= 16
    ids = [i["id"] for i in ITEMS] + [s["id"] for _, s in SCENARIOS]
    assert len(ids) == len(set(ids))
    assert len(GAME_YAML["self_check"]) == 6
    assert set(GAME_YAML["self_check"]) <= {q["id"] for q in QUESTIONS}
    forgotten = [r for r in RULES if r["section"] == "forgotten"]
    assert len(forgotten) >= 6 and all("wrong" in r for r in forgotten)
    kinds = [q["kind"] for q in QUESTIONS]
    steps = sum(1 for q in QUESTIONS if str(q.get("asks", "")).startswith("steps:"))
    lays = sum(1 for q in QUESTIONS if q["kind"] == "yes-no" or
               any("move" in c for c in q.get("choices", [])))
    assert steps + lays > len(QUESTIONS) / 2 and {"yes-no", "choice", "number"} <= set(kinds)


def test_structure_sections_citations_and_rules():
    sections = {s["id"] for s in GAME_YAML["sections"]}
    names = [s["name"] for s in GAME_YAML["rulebook_sections"]]
    assert names == SECTIONS + OURS
    assert all(s.get("outside") for s in GAME_YAML["rulebook_sections"][len(SECTIONS):])
    rule_ids = {r["id"] for r in RULES}
    for item in ITEMS:
        assert item["cites"] and set(item["cites"]) <= set(SECTIONS + OURS), item["id"]
    # The rules the text does not cover cite only our reading, never a printed section.
    wholly_ours = {r["id"] for r in RULES if set(r["cites"]) <= set(OURS)}
    assert wholly_ours == {"lay-turned", "score-no-house"}
    for rule in RULES:
        assert rule["section"] in sections, rule["id"]
    for question in QUESTIONS:
        assert question["rule"] in rule_ids, question["id"]


@pytest.mark.parametrize("name", ["game.yaml", *TOPICS])
def test_every_text_in_both_languages_with_known_facts(name):
    document = GAME_YAML if name == "game.yaml" else TOPICS[name]
    pairs = list(texts(document))
    assert pairs
    for path, pair in pairs:
        for lang in ("de", "en"):
            assert isinstance(pair[lang], str) and pair[lang].strip(), (name, path, lang)
            fill(pair[lang])  # FactError for an unknown placeholder
        assert set(PLACEHOLDER.findall(pair["de"])) == set(PLACEHOLDER.findall(pair["en"])), \
            (name, path)


def test_the_page_says_cards_are_not_reproduced_and_marks_our_readings():
    notes = GAME_YAML["notes"]
    assert "nicht nachgebildet" in notes["de"] and "not reproduced" in notes["en"]
    readings = [r["id"] for r in RULES if "unsere Lesart" in r["text"]["de"]]
    for rule_id in ("setup-turns", "lay-turned", "walk-collect-by-stepping", "score-removal",
                    "score-penalty", "score-winner", "score-no-house",
                    "forgotten-one-card-contact"):
        assert rule_id in readings
    for rule in RULES:
        assert ("unsere Lesart" in rule["text"]["de"]) == ("our reading" in rule["text"]["en"])


@pytest.mark.parametrize(("item", "spec"), SCENARIOS,
                         ids=[f"{i['id']}::{s['id']}" for i, s in SCENARIOS])
def test_example_layouts_could_have_been_laid(item, spec):
    """The cards of every drawn layout, in letter order, each obey the laying rule."""
    given = spec["given"]
    # `lay X` scenarios judge card X on purpose; the other cards still obey the rule
    judged = re.fullmatch(r"lay ([A-Za-z])", str(spec.get("when", "")))
    if "cards" not in given:
        return
    laid = [card for card in read_grids(given["cards"], given["squares"])
            if not judged or card.letter != judged.group(1)]
    for i, card in enumerate(laid[1:], start=1):
        assert not laying_reasons(card, tuple(laid[:i])), (spec["id"], card.letter)


@pytest.mark.parametrize("question", QUESTIONS, ids=[q["id"] for q in QUESTIONS])
def test_the_right_answer_is_offered(question):
    """The answer itself is checked against the engine by verify (tests/content/
    test_scenarios.py); here: a quantity the game names, the right values among the choices,
    every move a token of the game."""
    run = run_scenario(parse_scenario(question["scenarios"][0], GAME_YAML["edition"])).run
    if question["kind"] == "yes-no":
        assert run.legal is not None
    elif question["kind"] == "number":
        assert question["asks"].split(":")[0] in GAME.quantities
    elif "asks" in question:
        values = {c["value"] for c in question["choices"]}
        assert set(GAME.quantity(question["asks"], run)) <= values
    else:
        assert all(GAME.action_problem(c["move"]) is None for c in question["choices"])


@pytest.mark.parametrize("question", QUESTIONS, ids=[q["id"] for q in QUESTIONS])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_question_layout_is_drawn(question, lang):
    spec = question["scenarios"][0]
    result = run_scenario(parse_scenario(spec, GAME_YAML["edition"]))
    when = spec.get("when")
    picture = GAME.picture(result.run.before, lang, when, id_prefix=f"{question['id']}-")
    assert picture.svg.startswith("<svg") and picture.alt
    assert "<polyline" not in picture.svg  # the question picture shows no walk
    if question.get("asks", "").startswith(("steps:", "removal:", "penalty:")):
        answer = GAME.picture(result.run.after, lang, "walk:" + question["asks"].split(":")[1])
        assert "<polyline" in answer.svg


def test_every_walking_question_has_a_layout_of_its_own():
    """No opened answer on the quiz page tells another question's (issue 22)."""
    seen: dict[str, str] = {}
    for question in QUESTIONS:
        spec = question["scenarios"][0]
        if spec.get("when") != "walk":
            continue
        layout = GAME.format_state(parse_scenario(spec, GAME_YAML["edition"]).state)
        assert layout not in seen, (question["id"], seen.get(layout))
        seen[layout] = question["id"]
    assert len(seen) >= 10
