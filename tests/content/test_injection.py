"""Hostile text in every text field of the content: rejected by the check with `path:line`,
and escaped by the renderer even where the check is bypassed.

The fixture game (tests/fixtures/injection/inj) holds every text field of the model, each
language on its own line as a token (X01de, ...); a test replaces the tokens."""

from __future__ import annotations

import json
import re
import shutil
import types
import typing
from html.parser import HTMLParser
from pathlib import Path

import pytest

from refresher import model
from refresher.loader import read_content

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "injection"
TOKEN = re.compile(r"\bX\d\d(?:de|en)\b")

PAYLOADS = [
    "<script>alert(1)</script>",
    "<img src=x onerror=alert(1)>",
    '"><svg onload=alert(1)>',
    "[x](javascript:alert(1))",
    "[x](JaVaScRiPt:alert(1))",
    "[y](https://example.org){onmouseover=alert(1)}",
    "Antwort </details> sichtbar",
    "[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
    "<!-- --><a href=x>a</a>",
    "x {: onclick=alert(1) }",
]


def token_lines() -> dict[str, tuple[str, int, str]]:
    """token -> (file name, line, the key that holds it)."""
    found = {}
    for path in sorted((FIXTURE / "inj").glob("*.yaml")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for token in TOKEN.findall(line):
                if token not in found:  # the first use is where the text is written
                    found[token] = (path.name, number, line.split(":")[0].strip(" -"))
    return found


def inject(tmp_path: Path, payload: str) -> Path:
    """A copy of the fixture with every token replaced by `payload` plus the token (kept
    unique, so that cited section names still match)."""
    root = tmp_path / "quiz"
    shutil.copytree(FIXTURE, root)
    for path in (root / "inj").glob("*.yaml"):
        text = path.read_text(encoding="utf-8")
        text = TOKEN.sub(lambda m: json.dumps(f"{payload} {m.group()}", ensure_ascii=False),
                         text)
        path.write_text(text, encoding="utf-8")
    return root


def text_fields() -> set[str]:
    """Every field of the content model that holds a Text (or a rulebook section name)."""
    def holds_text(annotation: typing.Any) -> bool:
        if annotation is model.Text:
            return True
        args = typing.get_args(annotation)
        return any(holds_text(a) for a in args) if args else False

    fields = set()
    for cls in (model.Game, model.Section, model.Rule, model.Question, model.Choice):
        for name, info in cls.model_fields.items():
            if holds_text(info.annotation) or isinstance(info.annotation, types.UnionType) and \
                    model.Text in typing.get_args(info.annotation):
                fields.add(name)
    return fields | {"name"}  # RulebookSection.name (and its `en`)


def test_the_fixture_has_every_text_field_of_the_model():
    keys = {key for _, _, key in token_lines().values()}
    keys |= {"title", "text"}  # nested `de:`/`en:` lines: their parent keys are above
    parents = set()
    for path in (FIXTURE / "inj").glob("*.yaml"):
        lines = path.read_text(encoding="utf-8").splitlines()
        for index, line in enumerate(lines):
            if TOKEN.search(line) and line.strip().startswith(("de:", "en:")):
                back = index - 1 if line.strip().startswith("de:") else index - 2
                parents.add(lines[back].split(":")[0].strip(" -"))
    missing = text_fields() - parents - keys
    assert not missing, f"add these text fields to the injection fixture: {sorted(missing)}"


def test_the_fixture_itself_is_clean():
    content, problems = read_content(FIXTURE)
    assert not problems, [str(p) for p in problems]
    assert content.games[0].id == "inj"


@pytest.mark.parametrize("payload", PAYLOADS)
def test_hostile_text_in_every_field_is_rejected_at_its_line(tmp_path, payload):
    root = inject(tmp_path, payload)
    _, problems = read_content(root)
    located = {(Path(p.path).name, p.line) for p in problems}
    for token, (name, line, _) in token_lines().items():
        assert (name, line) in located, (token, name, line, [str(p) for p in problems])
    for problem in problems:
        assert re.match(r"^\S+\.yaml:\d+: \S", str(problem)), str(problem)
        assert "Traceback" not in problem.message


@pytest.mark.parametrize("payload", PAYLOADS)
def test_the_renderer_escapes_what_a_bypassed_check_lets_through(tmp_path, monkeypatch,
                                                                 payload):
    """Defence in depth: with the text check switched off, no rendered page holds markup
    that could run script."""
    import refresher.checks
    from refresher.loader import load_content
    from refresher.render import nav, render

    monkeypatch.setattr(refresher.checks, "text_problem", lambda text, title=False: None)
    content = load_content(inject(tmp_path, payload))
    for lang in ("de", "en"):
        pages = render(content, lang)
        pages["nav"] = json.dumps(nav(content, lang), ensure_ascii=False)
        for path, page in pages.items():
            found = unsafe_markup(page)
            if path.endswith("/referee.md"):  # the referee page's own style, form and scripts
                assert found == ["<link>", "<form>", "<script>", "<script>"], (path, found)
                assert page.count("<script") == 2 and \
                    '<script src="../../assets/referee.js"></script>' in page and \
                    '<script src="../../assets/referee-keep.js"></script>' in page, path
                continue
            if path == "index.md":  # "keep the referee for offline use" (keep_offline.py)
                assert found == ["<script>"], (path, found)
                assert page.count("<script") == 1 and \
                    '<script src="assets/referee-keep.js"></script>' in page, path
                continue
            assert not found, (path, found)
            assert "</details> sichtbar" not in page, path


class Markup(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.unsafe: list[str] = []

    def handle_starttag(self, tag, attributes):
        if tag in {"script", "iframe", "object", "embed", "img", "svg", "style", "base",
                   "form", "meta", "link", "details"}:
            self.unsafe.append(f"<{tag}>")
        for name, value in attributes:
            value = (value or "").strip().lower()
            if name.startswith("on"):
                self.unsafe.append(f"{tag} {name}=")
            if name in {"href", "src", "action", "formaction"} and \
                    value.startswith(("javascript:", "data:", "vbscript:")):
                self.unsafe.append(f"{tag} {name}={value[:20]}")

    handle_startendtag = handle_starttag


def unsafe_markup(page: str) -> list[str]:
    """Elements and attributes of `page` that could run script (the renderer's own
    <details> of the answers is expected once per question and counted apart)."""
    parser = Markup()
    parser.feed(page)
    return [u for u in parser.unsafe if u != "<details>"]
