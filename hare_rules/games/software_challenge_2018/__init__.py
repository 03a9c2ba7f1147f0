"""Edition `software-challenge-2018`: the two-player computer game of Software-Challenge
Germany's 2018 season, exactly as its official server (sc.plugin2018, tag 18.2.6) plays it,
behind the game protocol as `GAME` (the class in protocol.py).

    >>> state = GAME.start_state(2, 1)
    >>> GAME.to_move(state), "+1" in GAME.legal_actions(state)
    ('red', True)
"""

from .protocol import SoftwareChallenge2018

GAME = SoftwareChallenge2018()

__all__ = ["GAME"]
