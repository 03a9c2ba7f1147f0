"""The setup: a new game's position (`GAME.start_state` and random play start here).

    >>> pos = new_game(["A", "B", "C", "D"], seed=1)
    >>> [(p.field, p.carrots, p.lettuce) for p in pos.players][:2]
    [(0, 68, 3), (0, 68, 3)]
"""

from __future__ import annotations

import random

from .edition import NO_HARE_CARDS, get_edition
from .rules import start_carrots
from .state import Player, Position


def new_game(
    names: list[str] | tuple[str, ...],
    edition_id: str = "ravensburger-2019",
    seed: int = 0,
    variants: frozenset[str] = frozenset(),
) -> Position:
    """All pawns on the start with the edition's amounts; the pile shuffled by `seed`."""
    edition = get_edition(edition_id)
    if not edition.min_players <= len(names) <= edition.max_players:
        raise ValueError(
            f"{edition.id} is played by {edition.min_players} to {edition.max_players} players, "
            f"not {len(names)}"
        )
    carrots, lettuce = start_carrots(len(names)), edition.start_lettuce(len(names))
    rng = random.Random(seed)
    # Without hare cards there is no pile to shuffle.
    deck = [] if NO_HARE_CARDS in variants else list(edition.deck)
    rng.shuffle(deck)
    return Position(
        edition_id=edition.id,
        track=edition.track,
        players=tuple(Player(n, 0, carrots, lettuce) for n in names),
        deck=tuple(deck),
        seed=rng.randrange(1, 2**31),
        variants=frozenset(variants),
    )
