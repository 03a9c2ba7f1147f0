"""The generated pages' raw HTML, kept away from parsers that would pass it through anyway.

A generated page is mostly raw HTML the renderer wrote, one block a line (the card, every
rule, every question, the board pictures).  Python-Markdown passes such a block through
unchanged, but only after parsing all of it twice (MkDocs' collector of anchor ids and
Markdown's own raw-block extractor), and Material's search plugin parses the finished
content once more, pictures included, though it indexes no picture (each sits in a
`data-search-exclude` fold).  Those parses were a third of a build's time.

So the site hook hands Markdown each such block as a short placeholder and swaps the block
back into Markdown's HTML (`Blocks`), and it hides every SVG picture from the search plugin,
putting it back into the finished page (`Pictures`).  The pages come out byte for byte as
without the swap: tests/content/test_stash.py builds every generated page both ways.

    >>> page = "# Title\\n\\n<div class=\\"a\\"><p>x</p></div>\\n\\nSome *text*.\\n"
    >>> blocks = Blocks()
    >>> print(blocks.hide(page))
    # Title
    <BLANKLINE>
    <div data-refresher-block="0"></div>
    <BLANKLINE>
    Some *text*.
    <BLANKLINE>
    >>> blocks.restore('<h1>Title</h1>\\n<div data-refresher-block="0"></div>\\n<p>Some</p>')
    '<h1>Title</h1>\\n<div class="a"><p>x</p></div>\\n<p>Some</p>'
    >>> sorted(Blocks.anchor_ids('<div id="a"><a name="b"></a><p id="c"></p></div>'))
    ['a', 'b', 'c']
"""

from __future__ import annotations

import re
from html import unescape

from markdown.util import BLOCK_LEVEL_ELEMENTS

BLOCK_TAGS = frozenset(BLOCK_LEVEL_ELEMENTS)
# A line that opens a block-level element at its start and ends with an end tag.
_OPENING = re.compile(r"<([a-zA-Z][a-zA-Z0-9-]*)[\s>]")
_FENCE = re.compile(r"^ {0,3}(```|~~~)", re.M)
_ID = re.compile(r'<[a-zA-Z][^>]*?\sid="([^"]*)"')
_NAME = re.compile(r'<a\s[^>]*?\bname="([^"]*)"')
_SVG = re.compile(r"<svg\b.*?</svg>", re.S)


class Blocks:
    """One page's raw HTML blocks, hidden from Markdown by `hide` and put back by `restore`."""

    PLACEHOLDER = '<div data-refresher-block="{}"></div>'

    def __init__(self) -> None:
        self.blocks: list[str] = []

    def hide(self, markdown: str) -> str:
        """`markdown` with every raw block replaced by a placeholder: a paragraph of one
        line made of whole block-level elements, each from its start tag to its end tag
        (Markdown puts a line break between elements of one line; so does the block).  A page
        with fenced code is left whole (a block inside a fence is code, not HTML)."""
        if _FENCE.search(markdown):
            return markdown
        parts = markdown.split("\n\n")
        for i, part in enumerate(parts):
            if (elements := self.whole_elements(part)) is not None:
                parts[i] = self.PLACEHOLDER.format(len(self.blocks))
                self.blocks.append("\n".join(elements))
        return "\n\n".join(parts)

    @staticmethod
    def whole_elements(text: str) -> list[str] | None:
        """The block-level elements `text` (one line) consists of, or None if it holds
        anything else.  An element ends where its start tag's own end tag closes it
        (elements of the same name nested inside counted), as Markdown's raw-block
        extractor finds it.

        >>> Blocks.whole_elements('<div><div>a</div></div><p>b</p>')
        ['<div><div>a</div></div>', '<p>b</p>']
        >>> print(Blocks.whole_elements('<div>a</div> and text'))
        None
        """
        if "\n" in text or not text.startswith("<"):
            return None
        elements, start = [], 0
        while start < len(text):
            opening = _OPENING.match(text, start)
            if opening is None or opening.group(1).lower() not in BLOCK_TAGS:
                return None
            end = _element_end(text, start, opening.group(1))
            if end is None:
                return None
            elements.append(text[start:end])
            start = end
        return elements

    def restore(self, html: str) -> str:
        """Markdown's HTML with every placeholder replaced by its block."""
        return _put_back(html, self.PLACEHOLDER, self.blocks)

    @staticmethod
    def anchor_ids(html: str) -> set[str]:
        """The `id`s (and `<a name>`s) in `html`: what MkDocs would have collected from the
        blocks for its check of links to anchors."""
        return {unescape(v) for v in (*_ID.findall(html), *_NAME.findall(html))}


def _element_end(text: str, start: int, tag: str) -> int | None:
    depth = 0
    for match in re.compile(rf"<(/?){re.escape(tag)}[\s>]", re.I).finditer(text, start):
        depth += -1 if match.group(1) else 1
        if depth == 0:
            return match.end()
    return None


def _put_back(html: str, placeholder: str, items: list[str]) -> str:
    """`html` with each `placeholder` (a format with one `{}`, the item's number) replaced
    by its item, in one pass over the page."""
    if not items:
        return html
    pattern = re.escape(placeholder).replace(r"\{\}", r"(\d+)")
    return re.sub(pattern, lambda m: items[int(m.group(1))], html)


class Pictures:
    """The SVG pictures of one page's content, hidden from the search plugin's parser."""

    PLACEHOLDER = '<svg data-refresher-picture="{}"></svg>'

    def __init__(self) -> None:
        self.pictures: list[str] = []

    def hide(self, html: str) -> str:
        def swap(match: re.Match[str]) -> str:
            self.pictures.append(match.group(0))
            return self.PLACEHOLDER.format(len(self.pictures) - 1)

        return _SVG.sub(swap, html)

    def restore(self, html: str) -> str:
        return _put_back(html, self.PLACEHOLDER, self.pictures)
