"""Hans & Grete, the card game for two (shared/reference/hans-und-grete.md).

Cards of path and forest squares are laid so that each touches one laid card along at
least two square sides; then each player walks from the start over its own blocks to its
own house, and the fewest steps win.

    >>> from hare_rules.core import Run
    >>> state = GAME.parse_state("hans-und-grete A@0,0:S+h/##+/G+H |")
    >>> GAME.quantity("steps:hans", Run(state, state, state, None, None))
    4
"""

from .protocol import HansUndGrete

GAME = HansUndGrete()

__all__ = ["GAME"]
