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

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

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
    """A position from play where a property fails: the first one found (the earliest of
    its playout), with what fails there."""

    property: str
    state: State
    notation: str
    why: str
    plies: int | None = None  # actions from the start to this position, where known

    def __str__(self) -> str:
        return f"{self.property} fails: {self.why} ({self.notation})"


def search(game: Game, prop: Property, count: int = SEARCH, seed: int = 0) -> (
        tuple[Counterexample | None, int]):
    """Search `count` positions from seeded play (`Game.positions` with the property's
    knobs); (the first counterexample or None, the number of positions searched). The
    positions of one playout come in the order played, so the first one found is the
    earliest of its playout that fails: the counterexample shrunk as far as play allows."""
    searched = 0
    for state in game.positions(count, seed, **dict(prop.knobs or {})):
        why = prop.check(game, state)
        searched += 1
        if why is not None:
            return Counterexample(prop.id, state, game.format_state(state), why,
                                  _plies(game, state)), searched
    return None, searched


def _plies(game: Game, state: State) -> int | None:
    """Actions from the start to `state`, where the game counts them (None: unknown)."""
    count = getattr(game, "plies_played", None)
    return count(state) if callable(count) else None


# -- remembered searches ---------------------------------------------------------------
# A search is a pure function of the engine's code, the property and the count, and costs
# seconds where a game's positions are dear (a complete Hans & Grete layout walks 13 blocks
# a player). A property that held is remembered under a hash of all of that, in the
# checkout's build cache (never committed); a false one is never remembered, so it is
# searched and reported again every time. HARE_RULES_PROPERTY_CACHE names another folder,
# `0` turns it off.
_held: set[str] = set()


def remembered_search(game: Game, prop: Property, count: int = SEARCH
                      ) -> Counterexample | None:
    """`search(game, prop, count)`'s counterexample, or None; a property that held is not
    searched again while the engine's code is the same."""
    key = _memo_key(game, prop, count)
    if key in _held:
        return None
    folder = _memo_folder()
    if folder is not None and (folder / key).is_file():
        _held.add(key)
        return None
    found = search(game, prop, count)[0]
    if found is None:
        _held.add(key)
        if folder is not None:
            try:
                folder.mkdir(parents=True, exist_ok=True)
                (folder / key).write_text(f"{game.id} {prop.id} {count}: held\n")
            except OSError:
                pass  # the memo only saves time
    return found


def _memo_folder():
    import os
    from pathlib import Path

    setting = os.environ.get("HARE_RULES_PROPERTY_CACHE", "")
    if setting == "0":
        return None
    if setting:
        return Path(setting)
    return Path(__file__).resolve().parents[2] / ".build-cache" / "property"


_CODE: list[str] = []


def _memo_key(game: Game, prop: Property, count: int) -> str:
    import hashlib
    import inspect
    import os
    import sys
    from pathlib import Path

    if not _CODE:
        digest = hashlib.sha256(f"{sys.version}\0".encode())
        roots = [Path(__file__).resolve().parents[1]]
        roots += [Path(p) for p in os.environ.get("HARE_RULES_GAME_PATH", "").split(os.pathsep)
                  if p]
        for root in roots:
            for path in sorted(root.rglob("*.py")):
                digest.update(f"{path}\0".encode() + path.read_bytes())
        _CODE.append(digest.hexdigest())
    where = inspect.getsourcefile(type(game)) or ""
    digest = hashlib.sha256(f"{_CODE[0]}\0{where}\0{game.id}\0{prop.id}\0{count}".encode())
    return digest.hexdigest()[:32]
