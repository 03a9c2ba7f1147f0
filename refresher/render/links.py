"""Where each generated page lives and relative links between them.

Pages use directory URLs (`hase-und-igel/quiz/`), identical in both languages, so that the
language switch can stay on the same page.  Links are relative, so the site works under
any path prefix.

    >>> Links("hase-und-igel/quiz/").to("hase-und-igel/seiten/", "p3")
    '../seiten/#p3'
"""

from __future__ import annotations

import posixpath

from ..model import Game
from .html import esc
from .labels import label


def refresher_url(game: Game) -> str:
    return f"{game.id}/"


def quiz_url(game: Game) -> str:
    return f"{game.id}/quiz/"


def citations_url(game: Game) -> str:
    """The rulebook index: `seiten/` (pages) in both languages, as the issue fixes it."""
    return f"{game.id}/seiten/"


def handout_url(game: Game) -> str:
    """The one-page printable handout (the card and the easily forgotten rules)."""
    return f"{game.id}/handout/"


def review_url() -> str:
    """The review page: what is due across all games (the same path in both languages)."""
    return "review/"


def review_link(links: Links, lang: str, css: str = "review-link") -> str:
    """The link to the review page, `a[data-page="review"]`, from the page at `links`."""
    return (f'<a class="{esc(css)}" data-page="review" href="{esc(links.to(review_url()))}">'
            f'{esc(label("review_link", lang))}</a>')


def referee_url(game: Game) -> str:
    """The referee page ("what may I do here?"): the same path in both languages."""
    return f"{game.id}/referee/"


def citation_anchor(n: int) -> str:
    return f"p{n}"


def source_path(url: str) -> str:
    """The Markdown source of `url`: "a/quiz/" -> "a/quiz.md", "a/" -> "a/index.md"."""
    if url in ("", "/"):
        return "index.md"
    stem = url.rstrip("/")
    return f"{stem}.md" if "/" in stem else f"{stem}/index.md"


class Links:
    """Relative links from the page at `here` (a directory URL like "hase-und-igel/")."""

    def __init__(self, here: str) -> None:
        self.here = here

    def to(self, url: str, anchor: str | None = None) -> str:
        if url == self.here and anchor:
            return f"#{anchor}"
        rel = posixpath.relpath(url or ".", self.here or ".")
        rel = "./" if rel == "." else rel + "/"
        return rel + (f"#{anchor}" if anchor else "")

    def rule(self, game: Game, rule_id: str) -> str:
        return self.to(refresher_url(game), rule_id)

    def question(self, game: Game, question_id: str) -> str:
        return self.to(quiz_url(game), f"quiz-{game.id}-{question_id}")

    def citations(self, game: Game, pages: tuple[int, ...], lang: str, prefix: bool = True) -> str:
        """"Regelheft S. 3, S. 4" (or the cited sections' names), each linked to the index;
        without the "Regelheft" where a column heading says it."""
        linked = (", " if prefix else " ").join(
            f'<a href="{esc(self.to(citations_url(game), citation_anchor(n)))}">'
            f"{esc(citation_name(game, n, lang))}</a>" if prefix or game.citations == "pages"
            else f'<a href="{esc(self.to(citations_url(game), citation_anchor(n)))}" '
            f'title="{esc(citation_name(game, n, lang))}">{esc(label("cite_section", lang, n=n))}'
            f"</a>"
            for n in pages
        )
        if not prefix:
            return f'<span class="cite">{linked}</span>'
        word = label("cite_prefix" if game.citations == "pages" else "cite_rules", lang)
        return f'<span class="cite">{esc(word)} {linked}</span>'


def citation_name(game: Game, n: int, lang: str) -> str:
    """"S. 3" for a page; the section's title for a `citations: sections` game."""
    title = game.citation_title(n)
    return title.get(lang) if title is not None else label("cite_page", lang, n=n)


def citation_heading(game: Game, n: int, lang: str) -> str:
    """Heading on the index page: "Seite 3", or "§ 2 Vorwärtszug"."""
    title = game.citation_title(n)
    if title is None:
        return label("page_heading", lang, n=n)
    return f"{label('cite_section', lang, n=n)} {title.get(lang)}"
