"""Small HTML helpers: Markdown prose to safe HTML, escaping, attributes.

The refresher pages are raw HTML blocks inside generated Markdown, so that every element
can carry the ids and `data-*` hooks the quiz script and tests rely on.  Content text is
Markdown for authors, never HTML: raw HTML in it is escaped (shown as typed), and the HTML
that Markdown makes is cleaned by an allow-list sanitizer (nh3, the binding of Rust's
ammonia): no script, no event attributes, no `javascript:` or `data:` URLs, tags balanced.
The content check (`text_problem`, used by refresher.checks) reports every text that needs
something the sanitizer would remove, so nothing is changed silently.

    >>> md_inline("**10** carrots")
    '<strong>10</strong> carrots'
    >>> md_inline('<img src=x onerror="alert(1)">')
    '&lt;img src=x onerror="alert(1)"&gt;'
    >>> md_inline("[x](javascript:alert(1))")
    '<a>x</a>'
"""

from __future__ import annotations

import functools
import html
import re
from html.parser import HTMLParser
from urllib.parse import urlsplit

import markdown
import nh3

_EXTENSIONS = ["tables", "sane_lists", "smarty"]  # no attr_list: `{onclick=...}` stays text
_EXTENSION_CONFIGS = {
    # German quotes are typed as „…“ in the content; keep straight ASCII quotes as they are.
    "smarty": {"smart_quotes": False, "smart_dashes": True, "smart_ellipses": True},
    "tables": {"use_align_attribute": True},  # align="..", not a style attribute
}

# What Markdown makes of prose, and nothing else.
ALLOWED_TAGS = {
    "a", "abbr", "blockquote", "br", "code", "del", "em", "hr", "li", "ol", "p", "pre",
    "strong", "sub", "sup", "table", "tbody", "td", "th", "thead", "tr", "ul",
}
ALLOWED_ATTRIBUTES = {"a": {"href", "title"}, "abbr": {"title"}, "td": {"align"},
                      "th": {"align"}, "ol": {"start"}}
URL_SCHEMES = {"http", "https", "mailto"}  # and relative links (#anchor, ../page/)

# Every page's Content-Security-Policy (a <meta> in overrides/main.html and the language
# picker): scripts only as files from the site itself, never inline, nothing from another
# host.  Inline styles stay allowed (Material's and the board pictures' style attributes
# cannot run script).
CONTENT_SECURITY_POLICY = (
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; "
    "img-src 'self' data:; font-src 'self'; connect-src 'self'; worker-src 'self'; "
    "object-src 'none'; base-uri 'self'; form-action 'self'"
)


def _converter() -> markdown.Markdown:
    md = markdown.Markdown(extensions=_EXTENSIONS, extension_configs=_EXTENSION_CONFIGS)
    # Raw HTML in content is text: the serializer escapes it like any other `<`.
    md.preprocessors.deregister("html_block")
    md.inlinePatterns.deregister("html")
    return md


_markdown = _converter()
_SINGLE_P = re.compile(r"^<p>(.*)</p>$", re.DOTALL)


def clean(fragment: str) -> str:
    """The allow-list sanitizer over an HTML fragment."""
    return nh3.clean(fragment, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRIBUTES,
                     url_schemes=URL_SCHEMES, link_rel=None, strip_comments=True)


# A text with none of Markdown's syntax (no emphasis, code, link, escape, entity, list,
# heading, quote, table, rule, line break, smart dash or ellipsis) is one paragraph of its
# own characters: no need to run Markdown (tests/content/test_markdown_fast_path.py
# compares both on every text of the content).
_PLAIN_TEXT = re.compile(r"[^\n\r\t*_`\[\]<>&\\|#{}~]*")
_BLOCK_START = re.compile(r"\d+[.)]|[-+=]")


def _is_plain(text: str) -> bool:
    return (_PLAIN_TEXT.fullmatch(text) is not None and "--" not in text
            and "..." not in text and _BLOCK_START.match(text) is None)


def _markdown_html(text: str) -> str:
    text = text.strip()
    if _is_plain(text):
        return f"<p>{text}</p>" if text else ""
    return _markdown_full(text)


def _markdown_full(text: str) -> str:
    _markdown.reset()
    return _markdown.convert(text)


@functools.lru_cache(maxsize=8192)
def md_block(text: str) -> str:
    """Markdown (one or more paragraphs, lists) to sanitized HTML.

    A pure function of the text, so its results are kept: a build renders the same text on
    several pages (refresher, quiz, handout), and cards and labels repeat."""
    return clean(_markdown_html(text))


@functools.lru_cache(maxsize=8192)
def md_inline(text: str) -> str:
    """Markdown of a single line (a title, a table cell) to HTML without the <p> wrapper."""
    block = md_block(text)
    match = _SINGLE_P.match(block)
    return match.group(1) if match else block


def md_text(text: str) -> str:
    """Plain text for a Markdown heading the site generator writes (`## {title} {#id}`):
    HTML escaped, and braces and brackets too, so a title can never add attributes to its
    heading nor become a link.

    >>> md_text("[x](javascript:alert(1)) {onclick=y}")
    '&#91;x&#93;(javascript:alert(1)) &#123;onclick=y&#125;'
    """
    table = {"{": "&#123;", "}": "&#125;", "[": "&#91;", "]": "&#93;"}
    return "".join(table.get(ch, ch) for ch in esc(text))


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


# --- what the check reports -----------------------------------------------------------

_RAW_HTML = re.compile(r"</?[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)[^>]*>?|<!--|<\?|<!\[?[A-Za-z]")
_ATTR_LIST = re.compile(r"(?<!\{)\{(?!\{)[^{}\n]*\}(?!\})")
_LINK = re.compile(r"\[[^\]]*\]\(")
# Without any of these, Markdown makes only allowed tags (paragraphs, emphasis, code, lists,
# tables): no need to render the text to judge it.
_NEEDS_RENDERING = re.compile(r"[<>\[\]{}]|^ {0,3}(#|=+ *$|-+ *$)", re.MULTILINE)


class _Events(HTMLParser):
    """Start and end tags with their attributes, as a comparable list."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.events: list[tuple[str, str, tuple[tuple[str, str], ...]]] = []

    def handle_starttag(self, tag: str, attributes: list) -> None:
        self.events.append(("start", tag, tuple(sorted((k, v or "") for k, v in attributes))))

    def handle_startendtag(self, tag: str, attributes: list) -> None:
        self.handle_starttag(tag, attributes)

    def handle_endtag(self, tag: str) -> None:
        if tag not in {"br", "hr"}:
            self.events.append(("end", tag, ()))


def _events(fragment: str) -> list[tuple[str, str, tuple[tuple[str, str], ...]]]:
    parser = _Events()
    parser.feed(fragment)
    parser.close()
    return parser.events


def text_problem(text: str, *, title: bool = False) -> str | None:
    """Why `text` cannot go on the site as written (None if it can).

    `title`: a text that also becomes a heading, a navigation entry or a page title: one
    line of plain text, no links.

    >>> text_problem("A <script>alert(1)</script>")[:34]
    'raw HTML `<script>` is not allowed'
    >>> text_problem("[x](javascript:alert(1))")[:48]
    'link target `javascript:alert(1)` is not allowed'
    >>> text_problem("Hare & Tortoise", title=True) is None
    True
    """
    raw = _RAW_HTML.search(text)
    if raw is not None:
        shown = raw.group()[:40]
        return (f"raw HTML `{shown}` is not allowed: content texts are Markdown (**bold**, "
                "*italic*, [link](#rule-id)); write &lt; for a literal <")
    braces = _ATTR_LIST.search(text)
    if braces is not None:
        return (f"`{braces.group()[:40]}`: attribute lists in braces are not allowed in "
                "content texts: remove them")
    if title:
        if "\n" in text.strip():
            return "a title is one line: remove the line break"
        if _LINK.search(text):
            return "a title cannot hold a link: put the link in the text"
    if not _NEEDS_RENDERING.search(text):
        return None
    made = _markdown_html(text)
    kept = clean(made)
    if _events(made) == _events(kept):
        return None
    for kind, tag, attributes in _events(made):
        if kind != "start":
            continue
        if tag not in ALLOWED_TAGS:
            return f"Markdown that makes <{tag}> is not allowed here: write plain Markdown"
        for name, value in attributes:
            scheme = urlsplit(value).scheme.lower() if name == "href" else ""
            if scheme and scheme not in URL_SCHEMES:
                return (f"link target `{value[:60]}` is not allowed: link with https:, mailto: "
                        "or a page-relative URL such as #rule-id")
            if name not in ALLOWED_ATTRIBUTES.get(tag, set()):
                return f"attribute `{name}` on <{tag}> is not allowed: remove it"
    return "this text makes HTML the site cannot show safely: simplify the Markdown"
