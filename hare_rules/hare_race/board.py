"""The board both Ravensburger-family editions race on, as data (the 4–6 player side of the
2019 box, square by square the Gibsons / Abacus board of the dice edition).

    >>> STANDARD_TRACK.goal
    64
    >>> STANDARD_TRACK.kind(10).value
    'L'
"""

from __future__ import annotations

from .track import Track

# Start 0, squares 1-63, goal 64 (shared/reference/hase-und-igel.md, "Board").
STANDARD_BOARD = (
    "S H C H 3 C H 156 2 4 L "  # 0-10
    "I 3 C H I 156 2 4 I 3 C L 2 "  # 11-23
    "I H C 4 3 2 I H 156 C H 2 3 "  # 24-36
    "I C H C 2 L I 3 4 H 2 156 C "  # 37-49
    "I H 3 2 4 C I L H C 156 C H C G"  # 50-64
)

STANDARD_TRACK = Track.parse(STANDARD_BOARD)
# No board of the family has more fields: a track a reader writes (a notation's `track=`, a
# scenario's `track`) has at most these, counted before it is built.
MOST_FIELDS = STANDARD_TRACK.goal + 1
