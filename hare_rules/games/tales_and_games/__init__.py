"""Hare & Tortoise, the Tales & Games card game (2–5 players): a different game from the
board game with the same name. Players play racing cards of five animals; a racing phase
moves the animals by how many of their cards are on the table; secret bets score 5/3/2.

Facts and decisions: shared/reference/tales-and-games.md; scenario format: SCENARIOS.md,
section "Game `tales-and-games`".

    >>> state = GAME.scenario_state({"animals": {"hare": 5}, "played": {"hare": 3}})
    >>> [e.en for e in GAME.apply(state, "hare").effects][:3]   # doctest: +NORMALIZE_WHITESPACE
    ['A plays 1 hare card.', '4 hare cards are on the table: racing phase.',
     'The hare naps: 4 hare cards lie on the table, and it is in the lead.']
"""

from .protocol import TalesAndGames

GAME = TalesAndGames()

__all__ = ["GAME"]
