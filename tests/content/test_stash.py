"""The raw blocks and pictures the site hook keeps away from Markdown and from the search
plugin (refresher.render.stash): every generated page comes out as Markdown and MkDocs make
it without the swap, with the same anchor ids, and the search plugin reads the same text."""

from __future__ import annotations

from pathlib import Path

import markdown
import pytest
from material.plugins.search.plugin import Parser
from mkdocs.structure.pages import _RawHTMLPreprocessor

from refresher.render import render
from refresher.render.source import load_site
from refresher.render.stash import Blocks, Pictures

ROOT = Path(__file__).resolve().parents[2]
EXTENSIONS = ["attr_list", "tables", "toc"]  # mkdocs.yml's markdown_extensions


def convert(text: str) -> tuple[str, set[str]]:
    """HTML and the raw-HTML anchor ids, as MkDocs' Page.render gets them."""
    md = markdown.Markdown(extensions=EXTENSIONS)
    raw = _RawHTMLPreprocessor()
    raw._register(md)
    return md.convert(text), raw.present_anchor_ids


def searched(html: str) -> list[tuple[str, str]]:
    parser = Parser()
    parser.feed(html)
    parser.close()
    return [("".join(s.title), "".join(s.text)) for s in parser.data]


@pytest.fixture(scope="module")
def pages() -> dict[str, str]:
    site = load_site(ROOT / "quiz")
    return {f"{lang}/{path}": text for lang in ("de", "en")
            for path, text in render(site.content, lang, site.report).items()}


def test_every_page_comes_out_as_without_the_swap(pages):
    hidden_share = []
    for name, text in pages.items():
        html, ids = convert(text)
        blocks = Blocks()
        short = blocks.hide(text)
        swapped, swapped_ids = convert(short)
        assert blocks.restore(swapped) == html, name
        assert swapped_ids | Blocks.anchor_ids("".join(blocks.blocks)) == ids, name
        if len(text) > 20_000:
            hidden_share.append(sum(map(len, blocks.blocks)) / len(text))
    # the premise: nearly all of a big page is raw HTML the swap takes away from Markdown
    assert len(hidden_share) >= 20 and min(hidden_share) > 0.9


def test_the_search_plugin_reads_the_same_text_without_the_pictures(pages):
    with_pictures = 0
    for name, text in pages.items():
        html, _ = convert(text)
        pictures = Pictures()
        hidden = pictures.hide(html)
        with_pictures += bool(pictures.pictures)
        assert searched(hidden) == searched(html), name
        assert pictures.restore(hidden) == html, name
    assert with_pictures >= 10  # the premise: the refresher and quiz pages have pictures


@pytest.mark.parametrize("text", [
    "<div>a</div> and more text",  # text after the element: Markdown's own business
    "<span>inline</span>",  # not a block-level element
    "<div>a\n</div>",  # more than one line
    "<div><div>a</div>",  # never closed
    "plain *text*",
])
def test_what_is_not_one_line_of_whole_blocks_stays_for_markdown(text):
    blocks = Blocks()
    assert blocks.hide(text) == text and blocks.blocks == []


@pytest.mark.parametrize("text", [
    "<div>a</div>\n\n```\n<div>b</div>\n\n<div>c</div>\n```\n",  # a fence: code, not HTML
])
def test_a_page_with_fenced_code_is_left_whole(text):
    assert Blocks().hide(text) == text


@pytest.mark.parametrize("text", [
    "# T\n\n<div><div>a</div></div><p>b</p>\n\nx",
    "<section id=\"s\"><p>a</p></section><section><svg><text>1</text></svg></section>\n\n## H",
    "<details><summary>s</summary><p>x</p></details>\n\n<p>y</p>",
])
def test_small_pages_come_out_the_same(text):
    blocks = Blocks()
    swapped, _ = convert(blocks.hide(text))
    assert blocks.blocks and blocks.restore(swapped) == convert(text)[0]
