"""`python -m hare_rules check`: exit codes, the `N passed, M failed` line, file:line errors."""

import subprocess
import sys
from pathlib import Path

import pytest

from hare_rules.core.check import check

GOOD = """\
edition: ravensburger-2019
scenarios:
  - id: take-ten
    given: {players: [{field: 13, carrots: 5}, {field: 0}]}
    when: take
    then: {players: {A: {carrots: 15}}}
  - id: give-with-nine
    given: {players: [{field: 13, carrots: 9}, {field: 0}]}
    when: give
    then: {legal: false, reasons: [not_enough_carrots]}
"""

WRONG = """\
edition: ravensburger-2019
scenarios:
  - id: take-eleven
    given: {players: [{field: 13, carrots: 5}, {field: 0}]}
    when: take
    then: {players: {A: {carrots: 16}}}
"""


def run_check(*paths) -> tuple[int, list[str]]:
    class Out:
        def __init__(self):
            self.text = ""

        def write(self, s):
            self.text += s

    out = Out()
    code = check([str(p) for p in paths], out=out)
    return code, out.text.splitlines()


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_all_passing_exits_0(tmp_path):
    code, lines = run_check(write(tmp_path, "good.yaml", GOOD))
    assert code == 0
    assert lines[-1] == "2 passed, 0 failed"


def test_failing_scenario_exits_1_and_shows_expected_and_found(tmp_path):
    path = write(tmp_path, "wrong.yaml", WRONG)
    code, lines = run_check(path)
    assert code == 1
    assert lines[-1] == "0 passed, 1 failed"
    text = "\n".join(lines)
    assert f"{path}:3: take-eleven" in text
    assert "expected 16, engine found 15" in text
    assert "ravensburger-2019 *A:13:5:3 B:0:68:3" in text  # the given position in notation


def test_folder_is_searched_and_counts_add_up(tmp_path):
    write(tmp_path, "good.yaml", GOOD)
    (tmp_path / "sub").mkdir()
    write(tmp_path / "sub", "wrong.yaml", WRONG)
    write(tmp_path, "notes.txt", "not a scenario file")
    code, lines = run_check(tmp_path)
    assert code == 1 and lines[-1] == "2 passed, 1 failed"


@pytest.mark.parametrize(
    "text, line, message",
    [
        ("edition: ravensburger-2019\nscenarios:\n  - id: [unclosed\n", 4, ""),
        (GOOD.replace("    when: take\n", "    when: take\n    when: give\n", 1), 6,
         "duplicate"),
        (GOOD.replace("    when: take\n", "    when: take\n    colour: red\n", 1), 6,
         "unknown key 'colour'"),
        (GOOD.replace("{field: 13, carrots: 9}", "{field: 13, carots: 9}"), 8,
         "unknown key 'carots'"),
        (GOOD.replace("[not_enough_carrots]", "[too_poor]"), 10, "unknown reason code"),
        (GOOD.replace("id: give-with-nine", "id: take-ten"), 7, "duplicate scenario id"),
        ("edition: ravensburger-2019\nscenario: []\n", 1, ""),
    ],
    ids=["bad-yaml", "duplicate-key", "unknown-key", "unknown-player-key", "unknown-reason",
         "duplicate-id", "no-scenarios-list"],
)
def test_malformed_file_reports_file_and_line(tmp_path, text, line, message):
    path = write(tmp_path, "bad.yaml", text)
    code, lines = run_check(path)
    assert code == 1
    located = [entry for entry in lines if entry.startswith(f"{path}:")]
    assert located, lines
    assert located[0].startswith(f"{path}:{line}: "), located[0]
    assert message in located[0]
    failed = int(lines[-1].split(", ")[1].split()[0])
    assert failed >= 1


def test_missing_deck_counts_as_incomplete(tmp_path):
    text = """\
edition: ravensburger-2019
scenarios:
  - id: hare-without-deck
    given: {players: [{field: 2}, {field: 0}]}
    when: "+1"
    then: {legal: true}
"""
    code, lines = run_check(write(tmp_path, "nodeck.yaml", text))
    assert code == 1 and lines[-1] == "0 passed, 1 failed"
    assert any("incomplete" in entry for entry in lines)


def test_missing_path_fails(tmp_path):
    code, lines = run_check(tmp_path / "nowhere.yaml")
    assert code == 1 and lines[-1] == "0 passed, 1 failed"


def test_subprocess_exit_codes_and_last_line(tmp_path):
    good, wrong = write(tmp_path, "good.yaml", GOOD), write(tmp_path, "wrong.yaml", WRONG)
    command = [sys.executable, "-m", "hare_rules", "check"]
    ok = subprocess.run([*command, str(good)], capture_output=True, text=True, check=False)
    assert ok.returncode == 0
    assert ok.stdout.splitlines()[-1] == "2 passed, 0 failed"
    bad = subprocess.run([*command, str(good), str(wrong)], capture_output=True, text=True,
                         check=False)
    assert bad.returncode != 0
    assert bad.stdout.splitlines()[-1] == "2 passed, 1 failed"


def test_subprocess_on_the_shipped_scenarios():
    folder = Path(__file__).resolve().parents[1] / "scenarios"
    result = subprocess.run([sys.executable, "-m", "hare_rules", "check", str(folder)],
                            capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stdout[-2000:]
    passed, failed = result.stdout.splitlines()[-1].split(", ")
    assert int(passed.split()[0]) >= 70 and failed == "0 failed"


CONTENT_GAME = "id: demo\nedition: ravensburger-2019\n"
CONTENT_TOPIC = """\
rules:
  - id: stay-on-carrots
    scenarios:
      - id: take-on-carrots
        given: {players: [{field: 13, carrots: 5}, {field: 0}]}
        when: take
        then: {players: {A: {carrots: 15}}}
questions:
  - id: q-give
    scenarios:
      - id: give-with-nine-is-illegal
        given: {players: [{field: 13, carrots: 9}, {field: 0}]}
        when: give
        then: {legal: true}
"""


def test_content_folder_scenarios_run_with_the_edition_of_game_yaml(tmp_path):
    (tmp_path / "game.yaml").write_text(CONTENT_GAME)
    topic = tmp_path / "topic.yaml"
    topic.write_text(CONTENT_TOPIC)
    code, lines = run_check(str(tmp_path))
    assert code == 1
    assert lines[-1] == "1 passed, 1 failed"
    assert f"FAILED {topic}:11: give-with-nine-is-illegal" in lines


def test_a_named_file_without_scenarios_is_an_error(tmp_path):
    game = tmp_path / "game.yaml"
    game.write_text(CONTENT_GAME)
    code, lines = run_check(str(game))
    assert code == 1
    assert lines == [f"{game}:1: no 'scenarios:' list in this file", "0 passed, 1 failed"]


def test_the_shipped_content_passes_through_check():
    quiz = Path(__file__).resolve().parents[2] / "quiz"
    code, lines = run_check(str(quiz))
    assert code == 0, lines
    passed = int(lines[-1].split()[0])
    assert passed >= 100 and lines[-1].endswith(" 0 failed")


def test_a_scenario_over_its_cpu_budget_is_reported_at_its_line(tmp_path, monkeypatch):
    """Every scenario verifies within a second of CPU (issue 27); one that takes longer fails
    at its line. (The real positions take milliseconds, so the budget is lowered here.)"""
    import hare_rules.core.check as check_module

    path = write(tmp_path, "good.yaml", GOOD)
    assert run_check(path)[0] == 0
    monkeypatch.setattr(check_module, "SCENARIO_CPU_BUDGET", -1.0)
    code, lines = run_check(path)
    assert code == 1 and lines[-1] == "0 passed, 2 failed"
    assert f"FAILED {path}:3: take-ten" in lines
    assert any("s of CPU for this scenario (at most -1 s): give a smaller position" in line
               for line in lines)
