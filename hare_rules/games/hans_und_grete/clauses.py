"""The clauses of the Hans & Grete rules text that the rules code reads, each with the wrong
readings a careless refresher might state (`hare_rules.core.clauses`). Sections are the
seed's: Los gehts, Legephase, Laufphase, Spielende; "our reading" marks a decision of
shared/reference/hans-und-grete.md where the text leaves something open.

    >>> MIN_CONTACT.value
    2
    >>> with CLAUSES.broken("min-contact", "one"):
    ...     MIN_CONTACT.value
    1
"""

from __future__ import annotations

from hare_rules.core.clauses import Clauses

CLAUSES = Clauses()
define = CLAUSES.define

ORTHOGONAL = ((1, 0), (0, 1), (-1, 0), (0, -1))
DIAGONAL = ((1, 1), (-1, 1), (-1, -1), (1, -1))

# Los gehts: "Die Waldkarten werden gemischt und 8 davon als verdeckter Stapel abgelegt.
# Danach werden die beiden Hauskarten ... darauf gelegt. Es folgen die restlichen vier
# Waldkarten. Obenauf kommt eine der Startkarten."
FOREST_UNDER_HOUSES = define(
    "forest-under-houses", 8, "8 forest cards under the houses, 4 over them (Los gehts)",
    houses_at_bottom=0, houses_fifth=9,
)
# Legephase: "Die Spieler ziehen nun abwechselnd die oberste Karte" -- who begins is not
# said; Hans lays the first card (our reading).
HANS_LAYS_FIRST = define(
    "hans-lays-first", True, "players alternate, Hans lays the first card (our reading)",
    grete_first=False,
)
# Legephase: "Außer bei der ersten Karte sind dabei folgende Legeregeln zu beachten".
FIRST_CARD_FREE = define(
    "first-card-free", True, "the first card may lie anywhere (Legephase)",
    needs_contact=False,
)
# ... and only the first: from the second card on, the laying rules hold (the wrong
# reading frees each player's first card).
ONLY_FIRST_FREE = define(
    "only-first-card-free", True, "from the second card on, the laying rules hold (Legephase)",
    first_two_free=False,
)
# Legephase: "Jede neu gelegte Karte muss mit eine[r] der bereits liegenden Karten mit
# mindestens zwei Quadratseiten berühren."
MIN_CONTACT = define(
    "min-contact", 2, "a new card shares at least 2 square sides with a laid card (Legephase)",
    one=1,
)
# ... and 2 are enough (the wrong reading asks for more).
TWO_SIDES_ENOUGH = define(
    "two-sides-enough", True, "2 shared square sides are enough (Legephase)",
    three_needed=False,
)
# Only shared edges count: cards meeting at a corner share no square side.
CORNER_IS_NO_CONTACT = define(
    "corner-is-no-contact", True, "a corner alone is no contact (Legephase)",
    corner_counts=False,
)
# Cards may be laid in any turn (the text does not forbid it; our reading).
CARDS_MAY_TURN = define(
    "cards-may-turn", True, "a card may be laid turned (our reading)",
    as_drawn_only=False,
)
# ... with ONE card: sides shared with different cards do not add up (our reading).
CONTACT_WITH_ONE_CARD = define(
    "contact-with-one-card", True, "the 2 sides are shared with one single card (our reading)",
    added_up=False,
)
# Legephase: "Die Karten dürfen nicht übereinander gelegt werden."
NO_OVERLAP = define(
    "no-overlap", True, "cards never lie on top of each other (Legephase)",
    allowed=False,
)
# Laufphase: "Es darf waagrecht oder senkrecht, nicht diagonal gelaufen werden."
STEPS = define(
    "orthogonal-steps", ORTHOGONAL, "steps go across or up and down, never diagonally "
    "(Laufphase)", diagonal_too=ORTHOGONAL + DIAGONAL,
)
# Walking on path squares only, never on forest (reference: squares are path or forest).
FOREST_CLOSED = define(
    "forest-closed", True, "forest squares cannot be walked on (our reading of the cards)",
    forest_open=False,
)
# Laufphase: "Gegnerische Klötzchen müssen nicht beachtet werden."
OWN_BLOCKS_ONLY = define(
    "own-blocks-only", True, "only the own blocks must be collected (Laufphase)",
    both_colours=False,
)
# Laufphase: "Jeder Spieler darf ein eigenes Klötzchen ... entfernen. Dieses muss nicht
# eingesammelt werden." -- the engine picks the best removal (reference).
REMOVALS = define(
    "one-removal", 1, "each player may remove one own block before walking (Laufphase)",
    none=0,
)
# Laufphase: "... den Weg von der Startkarte über ihre Klötzchen zu ihrem Haus ablaufen":
# the shortest such walk counts, in whatever order the blocks are taken (our reading); the
# wrong reading always walks to the nearest block left first.
SHORTEST_WALK = define(
    "shortest-walk", True, "the shortest walk over the own blocks counts (our reading)",
    nearest_first=False,
)
# ... and the one removal is the best one for the player (our reading); the wrong reading
# always removes the block farthest from the start.
BEST_REMOVAL = define(
    "best-removal", True, "the removal that gives the best result counts (our reading)",
    farthest=False,
)
# Spielende: "... muss er zu seinem Ergebnis 20 Strafschritte dazu addieren."
PENALTY = define(
    "penalty", 20, "20 penalty steps if a remaining own block cannot be reached (Spielende)",
    ten=10, thirty=30,
)
# ... once, however many blocks are cut off (our reading).
PENALTY_ONCE = define(
    "penalty-once", True, "the penalty comes once, not per cut-off block (our reading)",
    per_block=False,
)
# Spielende: "Es gewinnt der Spieler, mit den wenigsten Schritten." -- equal steps: a draw
# (our reading).
TIE_IS_DRAW = define(
    "tie-is-draw", True, "equal results are a draw (our reading)",
    hans_wins=False,
)
