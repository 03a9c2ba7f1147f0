"""The cache of passing checks (refresher.cache, used by `build_site.py --check`): a result
is served only for the very files it was computed from, code included, and a failing check
is never stored."""

from __future__ import annotations

import importlib.util
import json
import os
from pathlib import Path

import pytest

from refresher import cache

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def build_site(tmp_path, monkeypatch):
    monkeypatch.setenv("REFRESHER_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.delenv("REFRESHER_CACHE", raising=False)
    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts/build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def entries(tmp_path: Path) -> list[Path]:
    return sorted((tmp_path / "cache" / "check").glob("*.json"))


def test_a_passing_check_is_served_again_until_a_content_file_changes(
        build_site, make_game, tmp_path, capsys):
    root = make_game()
    assert build_site.main(["--check", str(root)]) == 0
    first = capsys.readouterr().out
    assert first.strip().endswith("passed, 0 failed")
    [entry] = entries(tmp_path)
    # Mark the stored result: a second run that prints the mark was served from the cache.
    stored = json.loads(entry.read_text())
    entry.write_text(json.dumps({**stored, "stdout": "served from the cache\n"}))
    assert build_site.main(["--check", str(root)]) == 0
    assert capsys.readouterr().out == "served from the cache\n"
    topic = root / "test-game" / "topic.yaml"
    topic.write_text(topic.read_text().replace("May you?", "May you go?"))
    assert build_site.main(["--check", str(root)]) == 0
    assert capsys.readouterr().out == first  # checked afresh
    assert len(entries(tmp_path)) == 2


def test_a_failing_check_is_never_stored(build_site, make_game, tmp_path, capsys):
    root = make_game(topic=[("then: {legal: false", "then: {legal: true")])
    for _ in range(2):
        assert build_site.main(["--check", str(root)]) == 1
        assert "1 failed" in capsys.readouterr().out
    assert entries(tmp_path) == []
    cache.store("check", "k" * 64, 1, stdout="0 passed, 0 failed\n")
    assert entries(tmp_path) == [] and cache.load("check", "k" * 64) is None


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
    assert key != cache.content_key("check", [content], ["--check", "--mutate"])
    (code / "refresher" / "verify.py").write_text("RULES = 2\n")
    assert cache.content_key("check", [content], ["--check"]) not in (key, None)
    monkeypatch.setenv("HARE_RULES_GAME_PATH", str(tmp_path / "games"))
    assert cache.content_key("check", [content], ["--check"]) not in (key, None)
    monkeypatch.setenv("REFRESHER_CACHE", "0")
    assert cache.content_key("check", [content], ["--check"]) is None


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
