"""What YAML can do but content never needs is refused at its line; so are silent wrong
results (duplicate game ids, an empty folder, a cut-off file, a duplicated self-check
entry) and costly placeholders."""

from __future__ import annotations

import importlib.util
import io
import os
import time
from pathlib import Path

import pytest

from refresher.loader import read_content


def _content_conftest():
    """tests/content/conftest.py by file: the site tests have a `conftest` module too."""
    spec = importlib.util.spec_from_file_location(
        "content_conftest", Path(__file__).with_name("conftest.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_helpers = _content_conftest()
GAME_YAML, TOPIC_YAML, write_game = _helpers.GAME_YAML, _helpers.TOPIC_YAML, _helpers.write_game

# (name, file, old, new, which line of `new` is reported (0 = its first), words)
CASES = [
    ("alias", "topic", "title: {de: Zurück, en: Back}", "title: &t {de: Zurück, en: Back}",
     0, "anchors and aliases"),
    ("merge key", "topic", "    section: forgotten\n", "    <<: {section: forgotten}\n",
     0, "merge key"),
    ("python tag", "topic", "then: {legal: false, reasons: [hedgehog_occupied]}",
     "then: !!python/object/apply:os.system [ls]", 0, "tags are not allowed"),
    ("local tag", "topic", "explanation: {de: Nein, en: No}",
     "explanation: !text {de: Nein, en: No}", 0, "tags are not allowed"),
    ("deep nesting", "topic", "then: {legal: false, reasons: [hedgehog_occupied]}",
     "then: " + "[" * 1000 + "]" * 1000, 0, "nested more than"),
    ("huge integer", "topic", "    kind: yes-no\n", "    kind: yes-no\n    x: " + "9" * 5000 + "\n",
     1, "more than 15 digits"),
    ("NUL byte", "topic", "question: {de: Darfst du?", "question: {de: Darf\x00st du?",
     0, "U+0000"),
    ("control character", "game", "rulebook: {de: Heft", "rulebook: {de: He\x1bft", 0, "U+001B"),
    ("huge placeholder argument", "topic", "{{back_refund}}", "{{cost_table:30000000}}",
     0, "larger than 999"),
    ("non-ASCII placeholder argument", "topic", "{{back_refund}}", "{{cost:²}}",
     0, "malformed placeholder"),
    ("duplicated self-check entry", "game", "self_check: [q-back]",
     "self_check: [q-back, q-back]", 0, "listed twice"),
]


def line_of(text: str, part: str) -> int:
    return text[: text.index(part)].count("\n") + 1


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_refused_at_its_line(tmp_path, case):
    _, where, old, new, offset, words = case
    edits = [(old, new)]
    line = line_of((TOPIC_YAML if where == "topic" else GAME_YAML).replace(old, new), new) + offset
    root = write_game(tmp_path, topic=edits if where == "topic" else (),
                      game=edits if where == "game" else ())
    started = time.perf_counter()
    _, problems = read_content(root)
    assert time.perf_counter() - started < 5
    name = "topic.yaml" if where == "topic" else "game.yaml"
    found = [p for p in problems if Path(p.path).name == name and p.line == line
             and words in p.message]
    assert found, [str(p) for p in problems]


def test_bad_utf8_is_reported_at_its_line(tmp_path):
    root = write_game(tmp_path)
    topic = root / "test-game/topic.yaml"
    data = topic.read_bytes().replace(b"Darfst du?", b"Darfst du\xff?")
    topic.write_bytes(data)
    _, problems = read_content(root)
    assert [(p.line, "not UTF-8" in p.message) for p in problems] == [
        (line_of(TOPIC_YAML, "Darfst du?"), True)]


def test_an_alias_bomb_costs_nothing(tmp_path):
    root = write_game(tmp_path)
    bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{chr(98 + i)}: &{chr(98 + i)} [{', '.join(['*' + chr(97 + i)] * 9)}]\n"
        for i in range(9))
    (root / "test-game/bomb.yaml").write_text(bomb, encoding="utf-8")
    started = time.perf_counter()
    _, problems = read_content(root)
    assert time.perf_counter() - started < 5
    assert any(p.path.endswith("bomb.yaml") and p.line == 1 for p in problems)


def test_a_folder_or_pipe_named_yaml_is_refused(tmp_path):
    root = write_game(tmp_path)
    (root / "test-game/folder.yaml").mkdir()
    os.mkfifo(root / "test-game/pipe.yaml")  # reading it would block the build
    _, problems = read_content(root)
    messages = {Path(p.path).name: p.message for p in problems}
    assert "folder" in messages["folder.yaml"]
    assert "not a regular file" in messages["pipe.yaml"]


def test_a_cut_off_file_is_an_error_at_its_last_line(tmp_path):
    cut = TOPIC_YAML[: TOPIC_YAML.index("questions:")] + "questions:\n  - id: q-ba"
    root = write_game(tmp_path, texts=(GAME_YAML, cut))
    _, problems = read_content(root)
    assert [(Path(p.path).name, p.line) for p in problems
            if "cut off" in p.message] == [("topic.yaml", cut.count("\n") + 1)]


def test_duplicate_game_ids_and_an_empty_folder(tmp_path):
    write_game(tmp_path, folder_name="one")
    root = write_game(tmp_path, folder_name="two")
    _, problems = read_content(root)
    assert [(Path(p.path).parent.name, p.line) for p in problems
            if "is used by" in p.message] == [("two", 1)]
    empty = tmp_path / "empty"
    empty.mkdir()
    _, problems = read_content(empty)
    assert [(p.line, "no game here" in p.message) for p in problems] == [(1, True)]


def test_a_link_out_of_the_content_folder_is_refused_at_its_path(tmp_path):
    """A symlink in quiz/ to a file elsewhere would be read as content unseen (a copy of a
    game's topic file added its scenarios); links within the folder are content it holds."""
    root = write_game(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (elsewhere / "more.yaml").write_text((root / "test-game/topic.yaml").read_text())
    (root / "test-game/more.yaml").symlink_to(elsewhere / "more.yaml")
    (root / "test-game/same.yaml").symlink_to("topic.yaml")  # inside: read, ids clash
    (root / "linked-game").symlink_to(elsewhere, target_is_directory=True)
    _, problems = read_content(root)
    outside = sorted((Path(p.path).name, p.line) for p in problems
                     if "outside the content folder" in p.message)
    assert outside == [("linked-game", 1), ("more.yaml", 1)]
    assert any("same.yaml" in p.message for p in problems)  # read like any file: ids clash

    from hare_rules.core.check import check
    out = io.StringIO()
    assert check([str(root)], out) == 1
    assert f"{root / 'test-game/more.yaml'}:1: a link to" in out.getvalue()
