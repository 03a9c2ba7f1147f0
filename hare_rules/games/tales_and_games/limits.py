"""The numbers of a turn and of scoring, each a named clause (reference: A turn, Scoring)."""

from __future__ import annotations

from types import MappingProxyType

# Turn Structure: play 1 to 4 cards of one animal ...
MIN_PLAY = 1
MAX_PLAY = 4
# ... then refill the hand to 6 cards (7 are dealt; one of them becomes the second bet).
HAND_SIZE = 6
DEALT = 7
# Racing Phase Trigger: never more than 8 cards on the table, nor more than 4 of one animal;
# exactly 8, or exactly 4 of one animal, at the end of a turn starts a racing phase.
TABLE_LIMIT = 8
ANIMAL_LIMIT = 4
RACE_AT_TOTAL = 8
RACE_AT_ANIMAL = 4
# Setup: one starting bet each, two each with two players.
STARTING_BETS = MappingProxyType({2: 2, 3: 1, 4: 1, 5: 1})
PLAYER_COUNTS = (2, 3, 4, 5)
# Scoring: a bet on the 1st / 2nd / 3rd animal on the podium scores 5 / 3 / 2 points.
PLACE_POINTS = MappingProxyType({1: 5, 2: 3, 3: 2})
