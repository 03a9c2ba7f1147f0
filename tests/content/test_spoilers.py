"""No answer gives away another question's answer on the same page (refresher.spoilers),
on the toy game: a folder of questions on one position, spoilt one way at a time."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from refresher.spoilers import _numbers, _states

ROOT = Path(__file__).resolve().parents[2]
FIXTURES = ROOT / "tests" / "fixtures"
TOY = FIXTURES / "toy-quiz" / "toy-race"

QUESTION = """\
  - id: {id}
    rule: no-two-on-one-field
    kind: {kind}
    {asks}question:
      de: "{de}"
      en: "{en}"
    answer: {answer}
    explanation:
      de: "{why_de}"
      en: "{why_en}"
    pages: [1]
    scenarios:
      - id: {id}-situation
        given: {{players: [{{field: 3}}, {{field: {b}}}]}}
        when: "{when}"
        then: {then}
"""


def question(id, *, kind="number", when="+2", answer="5", b=4, why="Du ziehst weiter.",
             text="Auf welchem Feld stehst du nach dem Zug?", then="{legal: true}"):
    return QUESTION.format(id=id, kind=kind, asks="asks: field\n    " if kind == "number"
                           else "", de=text, en=text, answer=answer, why_de=why,
                           why_en=why, b=b, when=when, then=then)


def check(tmp_path: Path, *questions: str) -> subprocess.CompletedProcess:
    folder = tmp_path / "toy-race"
    folder.mkdir()
    (folder / "game.yaml").write_text((TOY / "game.yaml").read_text())
    (folder / "race.yaml").write_text((TOY / "race.yaml").read_text())
    (folder / "more.yaml").write_text("questions:\n" + "".join(questions))
    env = {**os.environ, "HARE_RULES_GAME_PATH": str(FIXTURES / "games"),
           "REFRESHER_CACHE": "0"}
    return subprocess.run([sys.executable, "-m", "refresher.check", str(tmp_path)], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)


def test_questions_on_other_positions_or_moves_pass(tmp_path):
    done = check(tmp_path, question("q-two"), question("q-three", when="+3", answer="6"),
                 question("q-two-elsewhere", b=6, why="Feld 5 ist frei."))
    assert done.returncode == 0, done.stdout


def test_the_same_question_twice_on_one_position(tmp_path):
    done = check(tmp_path, question("q-two"), question("q-two-again"))
    assert done.returncode == 1
    assert "question 'q-two' asks what 'q-two-again' asks, on the same position" in done.stdout
    assert done.stdout.count("asks what") == 1  # reported once, at the first of the two


def test_an_explanation_naming_the_answer_of_another_question(tmp_path):
    done = check(tmp_path, question("q-two"),
                 question("q-three", when="+3", answer="6",
                          why="Mit 2 Feldern wärst du auf Feld 5."))
    assert done.returncode == 1
    assert ("question 'q-three': its explanation (de) states '5', the answer of 'q-two'"
            in done.stdout)
    line = [x for x in done.stdout.splitlines() if "states '5'" in x][0]
    assert line.split(":")[0].endswith("more.yaml") and int(line.split(":")[1]) > 20


@pytest.mark.parametrize("text, found", [
    ("Hans läuft 5 Schritte.", {"5"}), ("das Klötzchen auf 1,2", set()),
    ("10 oder 15", {"10", "15"}), ("Feld 12.5", set()),
])
def test_numbers_of_a_text(text, found):
    assert _numbers(text) == found


def test_a_value_the_other_question_states_itself_is_no_spoiler():
    assert _states("Du stehst auf Feld 5.", ["5"], "Du stehst auf Feld 5. Wohin?") is None
    assert _states("Dann auf Feld 5.", ["5"], "Wohin?") == "5"
    assert _states("Das auf 1,2 (unten links)", ["1,2"], "Welches?") == "1,2"
