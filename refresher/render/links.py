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
        """"Regelheft S. 3, S. 4" (or the cited sections' headings), each linked to the index;
        without the "Regelheft" where a column heading says it. Rules in another language
        than the page say so: "Abschnitt im englischen Regeltext: Turn Structure". A source
        beside the rules (the server) is no section of them: it comes after them, parted by
        " · ", under its own words ("… · nach dem Spielserver 18.2.6")."""
        def link(n: int, short: str, name: str) -> str:
            title = f' title="{esc(name)}"' if short != name else ""
            return (f'<a href="{esc(self.to(citations_url(game), citation_anchor(n)))}"{title}>'
                    f"{esc(short)}</a>")

        def rule_link(n: int) -> str:
            # In a table column, the heading as printed only, its gloss as the link's title.
            name = citation_name(game, n, lang)
            printed = None if prefix else game.citation_printed(n)
            return link(n, printed or name, name)

        def beside_link(n: int, first: bool) -> str:
            # Named in the page's language, in its own words; capitalised where it opens
            # the line.
            section = game.cited_section(n)
            assert section is not None
            words = section.cited(lang)
            if first and prefix:
                words = words[:1].upper() + words[1:]
            return link(n, words, words)

        rules = [rule_link(n) for n in pages if not game.cites_outside(n)]
        outside = [n for n in pages if game.cites_outside(n)]
        # Section headings may hold a comma ("Einleitung, ohne Überschrift"): a semicolon
        # parts them; pages are plain "S. 3, S. 6".
        sep = ", " if game.citations == "pages" else "; "
        shown = [sep.join(rules)] if rules else []
        if rules and prefix:
            shown = [f"{esc(citation_prefix(game, lang, len(rules)))} {shown[0]}"]
        beside = [beside_link(n, not rules and i == 0) for i, n in enumerate(outside)]
        return f'<span class="cite">{" · ".join(shown + beside)}</span>'


def citation_prefix(game: Game, lang: str, count: int = 1) -> str:
    """"Regelheft" / "Abschnitt im Regeltext:", or "German rulebook" / "Abschnitt im
    englischen Regeltext:" where the rules are in another language than the page (`count`
    sections: "Abschnitte im …"). A section citation says it is a section: the site does
    not give its wording, the reader looks it up in their own rulebook."""
    pages = game.citations == "pages"
    if game.cite_as is not None:
        return game.cite_as.get(lang)
    many = "_many" if count > 1 else ""
    if game.rulebook_language == lang:
        return label("cite_prefix" if pages else f"cite_rules{many}", lang)
    if pages:
        language = label(f"language_{game.rulebook_language}", lang)
        return label("cite_prefix_in", lang, language=language)
    language = label(f"rules_language_{game.rulebook_language}", lang)
    return label(f"cite_rules_in{many}", lang, language=language)


def citation_name(game: Game, n: int, lang: str) -> str:
    """"S. 3" for a page; the section's heading for a `citations: sections` game."""
    shown = game.citation_shown(n, lang)
    return shown if shown is not None else label("cite_page", lang, n=n)


def citation_heading(game: Game, n: int, lang: str) -> str:
    """Heading on the index page: "Seite 3", or the section's heading "Vorwärtszug" (the
    rules do not number their sections, so neither do we)."""
    shown = game.citation_shown(n, lang)
    return label("page_heading", lang, n=n) if shown is None else shown
