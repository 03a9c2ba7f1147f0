"""The frame every generated page shares: its front matter on top, the note on where its
rules come from at the bottom. The pages of a game, the referee page and the review page
all use it (a leaf: it imports no other page module); so do the game's notes, which the
refresher, the quiz and the referee page all show.

    >>> print(front_matter("Hase und Igel", "Regeln & Fragen", search=False))
    ---
    title: "Hase und Igel"
    search:
      exclude: true
    description: "Regeln &amp; Fragen"
    ---
"""

from __future__ import annotations

import html
import json

from ..model import Game
from .html import esc, md_block
from .labels import label


def front_matter(title: str | None, description: str, search: bool = True) -> str:
    """YAML front matter: the tab title (names the game), the meta description, and
    whether search indexes the page."""
    # Material writes both into the page unescaped (<title>, a meta attribute): escape here.
    description = html.escape(description, quote=True)
    head = (f"title: {json.dumps(html.escape(title, quote=True), ensure_ascii=False)}\n"
            if title else "")
    if not search:
        head += "search:\n  exclude: true\n"
    return f"---\n{head}description: {json.dumps(description, ensure_ascii=False)}\n---"



def source_html(game: Game, lang: str) -> str:
    """Where the page's rules come from, and what decides where it and the page differ
    (game.yaml's `authority`; default: the publisher's rulebook)."""
    authority = game.authority.get(lang) if game.authority else label("authority", lang)
    note = label("footer_source", lang, rulebook=game.rulebook.get(lang), authority=authority)
    return f'<p class="source-note">{esc(note)}</p>'


def notes_html(game: Game, lang: str, heading: str) -> str:
    """The game's notes (how the pictures name fields and squares, what is our reading of the
    board), folded."""
    assert game.notes is not None  # asked only for a game with notes
    return (f'<details class="game-notes rule__fold"><summary>{esc(label(heading, lang))}'
            f'</summary><div class="rule__more">{md_block(game.notes.get(lang))}</div>'
            "</details>")
