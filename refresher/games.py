"""The content layer's only door to the engine: a game by its id, through the protocol.

    >>> game_for("no-such-game")
    Traceback (most recent call last):
    ...
    refresher.games.UnknownGameError: unknown game 'no-such-game' (known: ...)
"""

from __future__ import annotations

from hare_rules.core import Game
from hare_rules.games import GAMES


class UnknownGameError(ValueError):
    """A game id the engine does not know."""


def game_for(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(GAMES))
        raise UnknownGameError(f"unknown game {game_id!r} (known: {known})") from None
