"""Render the content into the site's pages: `render(content, lang) -> {path: markdown}`.

Pure functions of the content (and the verifier's report, for the board pictures), so tests
call them without MkDocs; the MkDocs hook only hands the result to MkDocs.

    >>> from refresher.render.source import load_site
    >>> site = load_site("quiz/hase-und-igel")
    >>> sorted(render(site.content, "de", site.report))[:2]
    ['hase-und-igel/handout.md', 'hase-und-igel/index.md']
"""

from __future__ import annotations

from typing import Any

from ..model import Content, Game
from .figures import figures_from
from .html import esc
from .keep_offline import keep_offline_html
from .labels import label
from .links import (
    citations_url,
    handout_url,
    quiz_url,
    referee_url,
    refresher_url,
    review_url,
    source_path,
)
from .pages import (
    citations_page,
    handout_page,
    index_nav_key,
    quiz_page,
    refresher_page,
    start_page,
)
from .referee import has_referee, referee_page
from .referee_answers import linked_positions, stored_keys
from .review import review_page

__all__ = ["render", "nav", "page_urls"]


def render(content: Content, lang: str, report: Any = None) -> dict[str, str]:
    """Every generated page of the language, keyed by its Markdown source path."""
    figure = figures_from(content, report)
    # the positions whose answers the build writes (refresher.render.referee_answers)
    stored = stored_keys(linked_positions(content, report)) if report is not None else {}
    # "keep the referee for offline use" on the start page and every referee page
    keep = keep_offline_html(lang, "") if any(has_referee(g) for g in content.games) else ""
    pages = {source_path(""): start_page(content, lang, keep)}
    for game in content.games:
        pages[source_path(refresher_url(game))] = refresher_page(game, lang, figure)
        pages[source_path(quiz_url(game))] = quiz_page(game, lang, figure)
        pages[source_path(citations_url(game))] = citations_page(game, lang)
        pages[source_path(handout_url(game))] = handout_page(game, lang)
        if has_referee(game):
            pages[source_path(referee_url(game))] = referee_page(
                game, lang, stored=stored.get(game.edition, ()),
                keep=keep_offline_html(lang, "../../"))
    pages[source_path(review_url())] = review_page(content, lang)
    return pages


def nav(content: Content, lang: str) -> list[Any]:
    """The navigation in MkDocs' `nav` shape, titles in `lang`, same paths in every language.

    Titles are HTML-escaped: the theme writes them into every page as they are."""
    items: list[Any] = [{esc(label("nav_start", lang)): source_path("")},
                        {esc(label("nav_review", lang)): source_path(review_url())}]
    for game in content.games:
        items.append({esc(game.title.get(lang)): game_nav(game, lang)})
    return items


def game_nav(game: Game, lang: str) -> list[dict[str, str]]:
    return [
        {esc(label("nav_refresher", lang)): source_path(refresher_url(game))},
        {esc(label("nav_quiz", lang)): source_path(quiz_url(game))},
        {esc(label(index_nav_key(game), lang)): source_path(citations_url(game))},
        {esc(label("nav_handout", lang)): source_path(handout_url(game))},
    ] + ([{esc(label("nav_referee", lang)): source_path(referee_url(game))}]
         if has_referee(game) else [])


def page_urls(content: Content) -> list[str]:
    """Directory URLs of all generated pages (for tests and the benchmark)."""
    urls = [""]
    for game in content.games:
        urls += [refresher_url(game), quiz_url(game), citations_url(game), handout_url(game)]
        urls += [referee_url(game)] if has_referee(game) else []
    return urls + [review_url()]


