"""The numbers of a turn and of scoring (reference: A turn, Scoring).

Those that are clauses are written once, in `clauses`; the names here are the rulebook's
values (`.correct`) for the checks that judge a given position or format by the rulebook
(scenario bounds, plausibility, property book). The rules, the facts of the texts and the
referee read the clauses themselves, so a switched clause shows there.
"""

from __future__ import annotations

from types import MappingProxyType

from . import clauses as c

# Turn Structure: play 1 to 4 cards of one animal ...
MIN_PLAY = 1
MAX_PLAY = c.MAX_PLAY.correct
# ... then refill the hand to 6 cards (7 are dealt; one of them becomes the second bet).
HAND_SIZE = c.HAND_SIZE.correct
DEALT = 7
# Racing Phase Trigger: never more than 8 cards on the table, nor more than 4 of one animal;
# exactly 8, or exactly 4 of one animal, at the end of a turn starts a racing phase.
TABLE_LIMIT = c.TABLE_LIMIT.correct
ANIMAL_LIMIT = c.ANIMAL_LIMIT.correct
RACE_AT_TOTAL = c.RACE_AT_TOTAL.correct
RACE_AT_ANIMAL = c.RACE_AT_ANIMAL.correct
# Setup: one starting bet each, two each with two players.
STARTING_BETS = MappingProxyType({2: 2, 3: 1, 4: 1, 5: 1})
PLAYER_COUNTS = (2, 3, 4, 5)
# Scoring: a bet on the 1st / 2nd / 3rd animal on the podium scores 5 / 3 / 2 points.
PLACE_POINTS = MappingProxyType(c.PLACE_POINTS.correct)
