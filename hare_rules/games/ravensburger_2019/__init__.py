"""Edition `ravensburger-2019`: Hase und Igel as Ravensburger sells it since 2008/2019
(the 4–6 player side of the board), behind the game protocol as `GAME`, its only export
(everything above the engine uses it through `hare_rules.games.GAMES`).

    >>> state = GAME.start_state(4, seed=1)
    >>> "+3" in GAME.legal_actions(state)
    True
    >>> GAME.apply(state, "+2").state.player("A").carrots    # field 2 is a carrot field: 68 - 3
    65
"""

from .protocol import Ravensburger2019

GAME = Ravensburger2019()

__all__ = ["GAME"]
