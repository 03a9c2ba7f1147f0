"""The cache of passing checks (refresher.cache, used by `build_site.py --check`): each game
folder's result is served only for the very files it was computed from, code included; a
failing game is never stored and prints its problems every time; the output is an uncached
run's, line for line."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from refresher import cache
from refresher import check as check_module
from tests.content.conftest import write_game

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def build_site(tmp_path, monkeypatch):
    monkeypatch.setenv("REFRESHER_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("REFRESHER_CACHE", raising=False)
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts/build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def checked(monkeypatch):
    """The names of the game folders loaded and verified afresh (not served by the cache)."""
    names: list[str] = []
    run = check_module._run

    def recording(part):
        names.append(part.path.name)
        run(part)

    monkeypatch.setattr(check_module, "_run", recording)
    return names


def entries(tmp_path: Path, kind: str = "check-game") -> list[Path]:
    return sorted((tmp_path / "cache" / kind).glob("*.json"))


def two_games(tmp_path: Path, a_topic=(), b_topic=()) -> Path:
    write_game(tmp_path, a_topic, [("id: test-game", "id: game-a")], folder_name="a")
    return write_game(tmp_path, b_topic, [("id: test-game", "id: game-b")], folder_name="b")


def uncached(build_site, monkeypatch, capsys, root: Path) -> tuple[int, str]:
    with monkeypatch.context() as m:
        m.setenv("REFRESHER_CACHE", "0")
        status = build_site.main(["--check", str(root)])
    return status, capsys.readouterr().out


def run(build_site, capsys, root: Path) -> tuple[int, str]:
    status = build_site.main(["--check", str(root)])
    return status, capsys.readouterr().out


def test_an_edit_of_one_game_checks_only_that_game_again(
        build_site, checked, tmp_path, monkeypatch, capsys):
    root = two_games(tmp_path)
    expected = uncached(build_site, monkeypatch, capsys, root)
    assert expected[0] == 0 and expected[1].splitlines()[-1] == "4 passed, 0 failed"
    assert checked == []
    assert run(build_site, capsys, root) == expected and checked == ["a", "b"]
    assert len(entries(tmp_path)) == 2
    assert run(build_site, capsys, root) == expected and checked == ["a", "b"]  # all hits
    topic = root / "a" / "topic.yaml"
    topic.write_text(topic.read_text().replace("May you?", "May you go?"))
    assert run(build_site, capsys, root) == expected and checked == ["a", "b", "a"]
    assert run(build_site, capsys, root) == expected and checked == ["a", "b", "a"]
    # One game's folder alone is answered from the same entries.
    assert run(build_site, capsys, root / "b")[1].splitlines()[-1] == "2 passed, 0 failed"
    assert checked == ["a", "b", "a"]


def test_a_stored_result_is_what_is_printed(build_site, tmp_path, capsys):
    root = two_games(tmp_path)
    assert run(build_site, capsys, root)[0] == 0
    for entry in entries(tmp_path):  # mark them: printing the mark proves the cache served
        stored = json.loads(entry.read_text())
        entry.write_text(json.dumps({**stored, "line": f"{stored['id']}: from the cache",
                                     "passed": 10}))
    assert run(build_site, capsys, root) == (
        0, "game-a: from the cache\ngame-b: from the cache\n20 passed, 0 failed\n")
    for entry in entries(tmp_path):  # an entry not of the expected shape is not used
        entry.write_text(json.dumps({**json.loads(entry.read_text()), "passed": "10"}))
    assert run(build_site, capsys, root)[1].splitlines()[-1] == "4 passed, 0 failed"


def test_a_change_of_the_code_checks_every_game_again(
        build_site, checked, tmp_path, monkeypatch, capsys):
    code = tmp_path / "rules.py"
    code.write_text("RULES = 1\n")
    monkeypatch.setattr(cache, "CODE", (*cache.CODE, str(code)))  # absolute: ROOT / it = it
    root = two_games(tmp_path)
    first = run(build_site, capsys, root)
    assert run(build_site, capsys, root) == first and checked == ["a", "b"]
    code.write_text("RULES = 2\n")
    assert run(build_site, capsys, root) == first and checked == ["a", "b"] * 2
    monkeypatch.setenv("HARE_RULES_GAME_PATH", str(tmp_path / "no-games"))
    assert run(build_site, capsys, root) == first and checked == ["a", "b"] * 3


def test_a_failing_game_prints_its_problems_every_time_and_is_never_stored(
        build_site, checked, tmp_path, monkeypatch, capsys):
    root = two_games(tmp_path, a_topic=[("then: {legal: false", "then: {legal: true")])
    expected = uncached(build_site, monkeypatch, capsys, root)
    assert expected[0] == 1
    lines = expected[1].splitlines()
    assert lines[0].startswith(f"{root / 'a' / 'topic.yaml'}:12: scenario 'back-taken'")
    assert lines[1:] == ["game-a (ravensburger-2019): 1 passed, 1 failed",
                         "game-b (ravensburger-2019): 2 passed, 0 failed",
                         "3 passed, 1 failed"]
    del checked[:]
    for _ in range(3):
        assert run(build_site, capsys, root) == expected
    assert checked == ["a", "b", "a", "a"]  # b is served from the second run on
    assert len(entries(tmp_path)) == 1
    cache.store("check", "k" * 64, 1, stdout="0 passed, 0 failed\n")
    assert entries(tmp_path, "check") == [] and cache.load("check", "k" * 64) is None


def test_a_game_that_does_not_load_counts_as_failed_as_uncached(
        build_site, tmp_path, monkeypatch, capsys):
    root = two_games(tmp_path, b_topic=[("kind: yes-no", "kind: maybe")])
    expected = uncached(build_site, monkeypatch, capsys, root)
    assert expected[0] == 1 and "topic.yaml:" in expected[1]
    assert run(build_site, capsys, root) == expected
    assert run(build_site, capsys, root) == expected


def test_what_spans_games_is_checked_as_uncached(build_site, tmp_path, monkeypatch, capsys):
    """Two folders with one game id, a folder of YAML without a game.yaml, no game at all:
    the same words as the uncached check, cache warm or not."""
    write_game(tmp_path, folder_name="a")
    root = write_game(tmp_path, folder_name="b")
    assert run(build_site, capsys, root / "a")[0] == 0  # warm: both are stored as passing
    assert run(build_site, capsys, root / "b")[0] == 0
    expected = uncached(build_site, monkeypatch, capsys, root)
    assert expected[0] == 1 and "game id 'test-game' is used by" in expected[1]
    assert run(build_site, capsys, root) == expected
    (root / "b" / "game.yaml").unlink()
    expected = uncached(build_site, monkeypatch, capsys, root)
    assert expected[0] == 1 and "missing game.yaml" in expected[1]
    assert run(build_site, capsys, root) == expected
    empty = tmp_path / "empty"
    (empty / "pictures").mkdir(parents=True)
    expected = uncached(build_site, monkeypatch, capsys, empty)
    assert expected[0] == 1 and "no game here" in expected[1]
    assert run(build_site, capsys, empty) == expected


def test_a_file_edited_while_its_game_is_checked_stores_nothing(
        build_site, tmp_path, monkeypatch, capsys):
    root = two_games(tmp_path)
    run_one = check_module._run

    def edit_meanwhile(part):
        run_one(part)
        topic = part.path / "topic.yaml"
        topic.write_text(topic.read_text().replace("May you?", "May you go?"))

    monkeypatch.setattr(check_module, "_run", edit_meanwhile)
    assert run(build_site, capsys, root)[0] == 0
    assert entries(tmp_path) == []


def test_mutation_runs_are_cached_whole(build_site, make_game, tmp_path, monkeypatch, capsys):
    calls = []

    def mutation_summary(content, failed_before):  # the real one: tests/content/test_mutation
        calls.append(content.games[0].id)
        print("mutation: 3 killed, 0 survived")
        return int(len(calls) > 2)  # passes twice, then fails

    monkeypatch.setattr(check_module, "mutation_summary", mutation_summary)
    root = make_game()
    first = (build_site.main(["--check", "--mutate", str(root)]),
             capsys.readouterr().out)
    assert first == (0, "test-game (ravensburger-2019): 2 passed, 0 failed\n"
                        "2 passed, 0 failed\nmutation: 3 killed, 0 survived\n")
    [entry] = entries(tmp_path, "check")
    assert build_site.main(["--check", "--mutate", str(root)]) == 0
    assert capsys.readouterr().out == first[1] and calls == ["test-game"]
    entry.unlink()
    assert build_site.main(["--check", "--mutate", str(root)]) == 0
    entry.unlink()
    for _ in range(2):  # failing: never stored
        assert build_site.main(["--check", "--mutate", str(root)]) == 1
    assert len(calls) == 4 and entries(tmp_path, "check") == []


def test_the_key_covers_the_code_the_arguments_and_the_switch(tmp_path, monkeypatch):
    code = tmp_path / "code"
    (code / "refresher").mkdir(parents=True)
    (code / "refresher" / "verify.py").write_text("RULES = 1\n")
    monkeypatch.setattr(cache, "ROOT", code)
    content = tmp_path / "quiz"
    content.mkdir()
    (content / "game.yaml").write_text("id: x\n")
    key = cache.content_key("check", [content], ["--check"])
    assert key == cache.content_key("check", [content], ["--check"])
    assert key == cache.content_key("check", [content], ["--check"], code=cache.code_key())
    assert key != cache.content_key("check", [content], ["--check", "--mutate"])
    assert key != cache.content_key("check-game", [content], ["--check"])
    (code / "refresher" / "verify.py").write_text("RULES = 2\n")
    assert cache.content_key("check", [content], ["--check"]) not in (key, None)
    monkeypatch.setenv("HARE_RULES_GAME_PATH", str(tmp_path / "games"))
    assert cache.content_key("check", [content], ["--check"]) not in (key, None)
    monkeypatch.setenv("REFRESHER_CACHE", "0")
    assert cache.content_key("check", [content], ["--check"]) is None
    assert cache.code_key() is None


def test_links_and_pipes_in_the_content_turn_the_cache_off(tmp_path):
    content = tmp_path / "quiz"
    content.mkdir()
    (content / "game.yaml").write_text("id: x\n")
    assert cache.content_key("check", [content]) is not None
    (content / "topic.yaml").symlink_to(content / "game.yaml")
    assert cache.content_key("check", [content]) is None
    (content / "topic.yaml").unlink()
    os.mkfifo(content / "pipe.yaml")
    assert cache.content_key("check", [content]) is None


def test_a_game_folder_the_cache_cannot_judge_is_checked_uncached(
        build_site, checked, tmp_path, monkeypatch, capsys):
    root = two_games(tmp_path)
    (root / "a" / "pictures").mkdir()
    (root / "a" / "pictures" / "board.svg").symlink_to(root / "a" / "game.yaml")
    expected = uncached(build_site, monkeypatch, capsys, root)
    assert run(build_site, capsys, root) == expected
    assert checked == [] and entries(tmp_path) == []  # the whole check ran, uncached


def test_run_sh_check_runs_the_same_check(make_game, tmp_path):
    """`./run.sh check` runs `python -m refresher.check`: the same lines and status as
    `build_site.py --check`, cache cold and warm, passing and failing."""
    good = make_game()
    bad = write_game(tmp_path / "bad", [("then: {legal: false", "then: {legal: true")])
    env = {**os.environ, "REFRESHER_CACHE_DIR": str(tmp_path / "cache")}
    for root, status in ((good, 0), (bad, 1), (good, 0), (bad, 1)):
        done = [subprocess.run([sys.executable, *command, str(root)], cwd=ROOT, env=env,
                               capture_output=True, text=True, timeout=120)
                for command in (["-m", "refresher.check"], ["scripts/build_site.py", "--check"])]
        assert [d.returncode for d in done] == [status, status], done[0].stderr
        assert done[0].stdout == done[1].stdout and done[0].stderr == done[1].stderr == ""
    assert 'exec "$PY" -m refresher.check "$@"' in (ROOT / "run.sh").read_text()
