"""General statements on the pages, searched for counterexamples.

An item that says "never", "every", "immer" … about play names the property of its game's
property book that the statement is (`holds: [id]`); the engine searches positions from
seeded play for one where it fails (`hare_rules.core.properties.search`). A false
statement is reported at its item's line with the counterexample's notation and the link
that opens it in the referee. Each property is searched once per check, however many items
hold it.
"""

from __future__ import annotations

from collections.abc import Iterator
from urllib.parse import quote

from hare_rules.core.properties import SEARCH, Counterexample, remembered_search
from hare_rules.core.source import line_of

from .games import UnknownGameError, game_for
from .model import Game, Problem

SAFE = "-_.!~*'()"  # what JavaScript's encodeURIComponent leaves as it is


def property_problems(game: Game, count: int = SEARCH) -> Iterator[Problem]:
    """Unknown property ids, and every property held by an item that the search refutes."""
    try:
        engine = game_for(game.edition)
    except UnknownGameError:
        return  # game.yaml's line says so already
    book = engine.properties
    results: dict[str, Counterexample | None] = {}
    for item in game.rules_and_questions():
        for index, prop_id in enumerate(item.holds):
            line = line_of(item._raw, ("holds", index), base=item.line_of("holds"))
            if prop_id not in book:
                known = ", ".join(sorted(book)) or "none"
                yield Problem(item.path, line, f"{item.id!r} holds {prop_id!r}, which is no "
                              f"property of {engine.id} (known: {known})")
                continue
            if prop_id not in results:
                results[prop_id] = remembered_search(engine, book[prop_id], count)
            found = results[prop_id]
            if found is not None:
                # as the site's referee links (render.referee.position_fragment)
                link = f"{game.id}/referee/#position={quote(found.notation, safe=SAFE)}"
                yield Problem(item.path, line, (
                    f"{item.id!r} holds {prop_id!r} ({book[prop_id].text.en}), but it is "
                    f"false in a position from play: {found.why}; position: "
                    f"{found.notation} (referee: {link})"))
