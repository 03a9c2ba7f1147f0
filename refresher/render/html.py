"""Small HTML helpers: Markdown prose to HTML, escaping, attributes.

The refresher pages are raw HTML blocks inside generated Markdown, so that every element
can carry the ids and `data-*` hooks the quiz script and tests rely on.  Prose from the
content is Markdown; it is converted here, with the same extensions the site uses.

    >>> md_inline("**10** carrots")
    '<strong>10</strong> carrots'
"""

from __future__ import annotations

import html
import re

import markdown

_EXTENSIONS = ["attr_list", "tables", "sane_lists", "smarty"]
_EXTENSION_CONFIGS = {
    # German quotes are typed as „…“ in the content; keep straight ASCII quotes as they are.
    "smarty": {"smart_quotes": False, "smart_dashes": True, "smart_ellipses": True},
}
_converter = markdown.Markdown(extensions=_EXTENSIONS, extension_configs=_EXTENSION_CONFIGS)
_SINGLE_P = re.compile(r"^<p>(.*)</p>$", re.DOTALL)


def md_block(text: str) -> str:
    """Markdown (one or more paragraphs, lists) to HTML."""
    _converter.reset()
    return _converter.convert(text.strip())


def md_inline(text: str) -> str:
    """Markdown of a single line (a title, a table cell) to HTML without the <p> wrapper."""
    block = md_block(text)
    match = _SINGLE_P.match(block)
    return match.group(1) if match else block


def esc(text: str) -> str:
    """Escape text for element content and double-quoted attribute values."""
    return html.escape(text, quote=True)


def attrs(**values: str | None) -> str:
    """` name="value"` pairs; `data_rule` becomes `data-rule`; None values are left out.

    >>> attrs(id="a", data_rule="r", hidden="")
    ' id="a" data-rule="r" hidden'
    """
    parts = []
    for name, value in values.items():
        if value is None:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(f" {name}" if value == "" else f' {name}="{esc(value)}"')
    return "".join(parts)


def strip_tags(fragment: str) -> str:
    """Plain text of an HTML fragment (for titles in attributes and text alternatives)."""
    return html.unescape(re.sub(r"<[^>]+>", "", fragment))
