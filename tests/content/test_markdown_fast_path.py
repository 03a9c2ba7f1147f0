"""The Markdown fast path of refresher.render.html: a text without Markdown syntax becomes
one paragraph without running Markdown. It must give exactly what Markdown gives, on every
text the site renders and on the texts that come closest to Markdown's syntax."""

from __future__ import annotations

from pathlib import Path

import pytest

from refresher.render import html, render
from refresher.render.source import load_site

ROOT = Path(__file__).resolve().parents[2]


def both(text: str) -> tuple[str, str]:
    return html.clean(html._markdown_html(text)), html.clean(html._markdown_full(text.strip()))


def test_every_text_of_every_page_renders_as_markdown_renders_it(monkeypatch):
    site = load_site(ROOT / "quiz")
    seen: list[str] = []
    original = html._markdown_html

    def record(text: str) -> str:
        seen.append(text)
        return original(text)

    html.md_block.cache_clear()
    html.md_inline.cache_clear()
    monkeypatch.setattr(html, "_markdown_html", record)
    for lang in ("de", "en"):
        render(site.content, lang, site.report)
    monkeypatch.undo()
    html.md_block.cache_clear()
    html.md_inline.cache_clear()
    assert len(seen) > 1000
    fast = [t for t in seen if html._is_plain(t.strip())]
    assert len(fast) > len(seen) / 3  # the fast path is taken
    for text in seen:
        quick, full = both(text)
        assert quick == full, text


@pytest.mark.parametrize("text", [
    "", "  plain words  ", "a -- b", "a --- b", "wait...", "1. first", "3) third", "2026 ist",
    "- item", "+ item", "= x", "a & b", "a &amp; b", "x < y", "a > b", "*em*", "_em_", "a_b",
    "`code`", "[x](#y)", "a\\b", "a | b", "# head", "{x}", "~x~", "„Zitat“ und ‚so‘", "it's",
    '"quoted"', "50 % · 3 × 4 – 5 — 6", "Ja!", "a  b", "a\nb", "a\tb", "x ... y", "Feld 3.",
    "3.", "12 Karotten.", "non\u00a0breaking", "<<a>>",
])
def test_texts_near_markdown_syntax_render_as_markdown_renders_them(text):
    quick, full = both(text)
    assert quick == full
