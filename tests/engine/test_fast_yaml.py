"""The fast YAML path (`hare_rules.core.fast_yaml`) builds exactly ruamel's round-trip tree,
or leaves the file to ruamel: same values, same types, same line and column of every key,
value and item, on every YAML file of the repository and on odd inputs; and whatever it
leaves to ruamel keeps ruamel's errors and lines."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq

from hare_rules.core import fast_yaml
from hare_rules.core.source import SourceError, load_yaml

ROOT = Path(__file__).resolve().parents[2]
FILES = sorted(
    p for folder in ("quiz", "tests", "docs") for p in (ROOT / folder).rglob("*.y*ml")
    if p.suffix in (".yaml", ".yml")
)


def ruamel(text: str):
    yaml = YAML(typ="rt")
    yaml.allow_duplicate_keys = False
    return yaml.load(text)


def assert_same(fast, slow, where="") -> None:
    assert type(fast) is type(slow), where
    assert fast == slow, where
    if isinstance(slow, CommentedMap | CommentedSeq):
        assert (fast.lc.line, fast.lc.col) == (slow.lc.line, slow.lc.col), where
        assert fast.lc.data == slow.lc.data, where
        assert fast.fa.flow_style() == slow.fa.flow_style(), where
        items = slow.items() if isinstance(slow, CommentedMap) else enumerate(slow)
        for key, value in items:
            if isinstance(slow, CommentedMap):
                assert type(next(k for k in fast if k == key)) is type(key), (where, key)
            assert_same(fast[key], value, f"{where}/{key}")


def test_there_are_files_to_compare():
    assert len(FILES) > 20 and any("quiz" in p.parts for p in FILES)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_same_tree_as_ruamel_on_every_repository_file(path):
    text = path.read_text(encoding="utf-8")
    try:
        slow = ruamel(text)
    except Exception:  # a deliberately broken fixture: the fast path must not take it
        assert fast_yaml.compose(text) is fast_yaml.UNSURE
        return
    fast = fast_yaml.compose(text)
    if fast is not fast_yaml.UNSURE:
        assert_same(fast, slow, str(path))


def test_the_content_files_take_the_fast_path():
    for path in (ROOT / "quiz").rglob("*.yaml"):
        assert fast_yaml.compose(path.read_text(encoding="utf-8")) is not fast_yaml.UNSURE, path


SAME = [
    "a: 1\nb: -12\nc: 0\nd: true\ne: False\nf: ~\nh: null\ni: NULL\n",
    "en: No\nde: Nein\ny: yes\nn: off\n",
    "- 'x'\n- \"y\\tz\"\n- [1, 2, {a: b}]\n- {}\n- []\n",
    "text: >-\n  folded\n  lines\n\n  para\nlit: |\n  keep\n   this\n",
    "k: |+\n  a\n\nz: >\n  b\n",
    "'quoted key': 1\n\"3\": three\n3: drei\n",
    "a: -5 Karotten\nb: 3 Felder\nc: 1 2\nd: '007'\ne: 0\nf: -0\ng: -7\n",
    "nested:\n  - id: x\n    scenarios:\n      - given: {A: 3}\n        when: '+2'\n",
    "a: b # comment\n# full line\nc: [d, e] # more\n",
    "win: \"line\r\n\"\r\nother: 2\r\n",
    "a: {x: y}\nb: [ ]\n",
    "umlaut: Ä ö ü ß – „quote“\n",
    "x: " + "[" * 15 + "1" + "]" * 15 + "\n",  # 16 levels: still the fast path
    "big: 123456789012345\nsmall: -123456789012345\n",  # 15 digits
]


@pytest.mark.parametrize("text", SAME)
def test_same_tree_on_plain_data(text):
    fast = fast_yaml.compose(text)
    assert fast is not fast_yaml.UNSURE
    assert_same(fast, ruamel(text))


UNSURE = [
    "a: 1\na: 2\n",  # duplicate key
    "a: &x 1\nb: *x\n",  # anchor and alias
    "base: &b {x: 1}\nc:\n  <<: *b\n",  # merge key
    "a: !!str 3\n",  # tag
    "a: !custom x\n",
    "a: 1.5\n",  # float
    "a: 1e3\n",
    "a: .inf\n",
    "a: 2019-01-02\n",  # date
    "a: 0x1F\n",  # hex
    "a: 0o17\n",
    "a: 1_000\n",
    "a: 012\n",
    "a: +3\n",
    "a: 1234567890123456\n",  # more than 15 digits
    "a:\tb\n",  # tab
    "a: b\x00\n",  # NUL
    "a: \x07\n",
    "\ufeffa: 1\n",  # byte order mark
    "%YAML 1.2\n---\na: 1\n",
    "---\na: 1\n",
    "a: 1\n---\nb: 2\n",  # two documents
    "",  # no document
    "? [a, b]\n: c\n",  # complex key
    "null: 1\n",
    "a:\nb: 2\n",  # empty values
    "a: {x: }\n",
    "- \n- 1\n",
    "true: 1\n",
    "a: [1, 2\n",  # syntax errors
    "a: b\n c: d\n",
    "a: 'unclosed\n",
    "x: " + "[" * 17 + "]" * 17 + "\n",  # deep nesting
]


@pytest.mark.parametrize("text", UNSURE)
def test_odd_input_is_left_to_ruamel(text):
    assert fast_yaml.compose(text) is fast_yaml.UNSURE


@pytest.mark.parametrize("text", UNSURE)
def test_load_yaml_answers_as_ruamel_alone(text, tmp_path, monkeypatch):
    path = tmp_path / "f.yaml"
    path.write_bytes(text.encode("utf-8"))

    def outcome():
        try:
            return ("tree", repr(load_yaml(path)))
        except SourceError as error:
            return ("error", str(error))

    fast = outcome()
    monkeypatch.setattr(fast_yaml, "compose", lambda text: fast_yaml.UNSURE)
    assert outcome() == fast


def test_duplicate_key_error_names_both_lines(tmp_path):
    path = tmp_path / "dup.yaml"
    path.write_text("rules:\n  - id: a\n    title: x\n    title: y\n", encoding="utf-8")
    with pytest.raises(SourceError) as caught:
        load_yaml(path)
    assert caught.value.line == 4
    assert "duplicate key 'title' in the mapping that starts at line 2" in caught.value.message
