"""The property book: general statements about play ("moving back to a hedgehog never
costs carrots"), each a check the engine runs over positions from play.

A game lists its properties in `properties.py` beside its clause book (`Game.properties`,
id -> Property). A content item that states one says `holds: [id]`; the check searches at
least `SEARCH` positions from seeded random play for a counterexample and reports a false
statement with the position's notation.

    >>> from hare_rules.core import Text
    >>> never_negative = Property("carrots-never-negative",
    ...     Text("Karotten werden nie negativ.", "Carrots never go below zero."),
    ...     lambda game, state: None)
    >>> never_negative.id
    'carrots-never-negative'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from .positions import playouts
from .protocol import Game, State, Text

SEARCH = 2000  # positions searched per property, at least

# A property's check: None where the statement holds in `state`, else what breaks it there
# (in English, for the report: "back from 19 to 15 costs 3 carrots").
Check = Callable[[Any, State], str | None]


@dataclass(frozen=True)
class Property:
    """A general statement about play and its check over one position."""

    id: str
    text: Text  # the statement, as a page may write it
    check: Check
    knobs: Mapping[str, Any] | None = None  # the playouts that reach its positions


@dataclass(frozen=True)
class Counterexample:
    """A position from play where a property fails: the first one on its playout (the
    shrunk form: fewer plies from the start), with what fails there."""

    property: str
    state: State
    notation: str
    why: str
    plies: int  # actions from the start to this position

    def __str__(self) -> str:
        return f"{self.property} fails after {self.plies} plies: {self.why} ({self.notation})"


def search(game: Game, prop: Property, count: int = SEARCH, seed: int = 0) -> (
        tuple[Counterexample | None, int]):
    """Search `count` positions from seeded play; (the first counterexample or None, the
    number of positions searched). A counterexample is shrunk to the earliest failing
    position of its playout."""
    searched = 0
    for played in _playouts(game, prop, seed):
        for plies, state in enumerate(played.states):
            why = prop.check(game, state)
            searched += 1
            if why is not None:
                return Counterexample(prop.id, state, game.format_state(state), why,
                                      plies), searched
            if searched >= count:
                return None, searched
    return None, searched  # pragma: no cover (playouts never end)


def _playouts(game: Game, prop: Property, seed: int) -> Iterator[Any]:
    knobs = dict(prop.knobs or {})
    players, late = knobs.pop("players", None), knobs.pop("late", False)
    if knobs:
        raise ValueError(f"property {prop.id}: unknown knob {sorted(knobs)[0]!r} "
                         "(known: players, late)")
    return playouts(game, seed, players, late)
