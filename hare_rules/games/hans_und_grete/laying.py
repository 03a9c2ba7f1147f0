"""The laying phase: where a card may go (Legephase).

    >>> from .cards import Card
    >>> a = Placed("A", 0, 0, Card.from_text("++/++"))
    >>> contacts(Placed("B", 2, 0, Card.from_text("+/+")), (a,))
    {'A': 2}
    >>> contacts(Placed("B", 2, 1, Card.from_text("+/+")), (a,))
    {'A': 1}
"""

from __future__ import annotations

from hare_rules.core import Reason

from .sentences import REASONS
from .state import Placed

# "Jede neu gelegte Karte muss mit eine[r] der bereits liegenden Karten mit mindestens zwei
# Quadratseiten berühren." (Legephase) -- the sides shared with ONE card count; sides shared
# with two different cards do not add up (reference: "contact with one card", our reading).
MIN_CONTACT = 2


def contact_counts_per_card() -> bool:
    """Contact is judged card by card (switch to False: sides with all cards add up)."""
    return True


# "Außer bei der ersten Karte sind dabei folgende Legeregeln zu beachten" (Legephase): the
# first card may lie anywhere.
def first_card_free() -> bool:
    return True


# "Die Karten dürfen nicht übereinander gelegt werden." (Legephase)
def overlap_forbidden() -> bool:
    return True


def shared_sides(new: Placed, old: Placed) -> int:
    """Square sides the two (non-overlapping) cards share; a corner alone shares none."""
    if new.right == old.col or old.right == new.col:  # side by side
        return max(0, min(new.bottom, old.bottom) - max(new.row, old.row))
    if new.bottom == old.row or old.bottom == new.row:  # one above the other
        return max(0, min(new.right, old.right) - max(new.col, old.col))
    return 0


def overlap_squares(new: Placed, old: Placed) -> int:
    """Squares covered by both cards."""
    width = min(new.right, old.right) - max(new.col, old.col)
    height = min(new.bottom, old.bottom) - max(new.row, old.row)
    return width * height if width > 0 and height > 0 else 0


def contacts(new: Placed, table: tuple[Placed, ...]) -> dict[str, int]:
    """Shared square sides with each card on the table that the new card touches."""
    found = {}
    for old in table:
        sides = shared_sides(new, old)
        if sides:
            found[old.letter] = sides
    return found


def laying_reasons(new: Placed, table: tuple[Placed, ...]) -> tuple[Reason, ...]:
    """Every reason against laying `new` next to the cards `table` (empty: legal)."""
    # An overlapping card is not judged for contact: it cannot lie there at all.
    covered = {old.letter: overlap_squares(new, old) for old in table}
    covered = {letter: n for letter, n in covered.items() if n}
    if covered and overlap_forbidden():
        return (Reason.from_table(REASONS, "overlap", n=sum(covered.values()),
                                  cards=", ".join(sorted(covered))),)
    if not table and first_card_free():
        return ()
    touching = contacts(new, table)
    if not touching:
        return (Reason.from_table(REASONS, "no_contact", need=MIN_CONTACT),)
    best = max(touching.values()) if contact_counts_per_card() else sum(touching.values())
    if best < MIN_CONTACT:
        return (Reason.from_table(REASONS, "too_little_contact", need=MIN_CONTACT,
                                  most=max(touching.values()), cards=len(touching)),)
    return ()
