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
from hare_rules.core.sentences import Listing

from . import clauses as c
from .sentences import CORNER_ONLY, REASONS
from .state import Placed


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


def corner_touch(new: Placed, old: Placed) -> bool:
    """The two cards meet at a corner only."""
    return ((new.right == old.col or old.right == new.col)
            and (new.bottom == old.row or old.bottom == new.row))


def contacts(new: Placed, table: tuple[Placed, ...]) -> dict[str, int]:
    """Shared square sides with each card on the table that the new card touches."""
    found = {}
    for old in table:
        sides = shared_sides(new, old)
        if not sides and not c.CORNER_IS_NO_CONTACT.value and corner_touch(new, old):
            sides = 1
        if sides:
            found[old.letter] = sides
    return found


def laying_reasons(new: Placed, table: tuple[Placed, ...], layer: str = ""
                   ) -> tuple[Reason, ...]:
    """Every reason against laying `new` next to the cards `table` (empty: legal); `layer`
    is the player who lays it (the sentences' subject)."""
    # Cards never lie on top of each other. An overlapping card is not judged for contact:
    # it cannot lie there at all.
    covered = {old.letter: overlap_squares(new, old) for old in table}
    covered = {letter: n for letter, n in covered.items() if n}
    if covered and c.NO_OVERLAP.value:
        return (Reason.from_table(REASONS, "overlap", subject=layer, n=sum(covered.values()),
                                  cards=Listing(tuple(sorted(covered)))),)
    # The first card lies anywhere.
    if not table and c.FIRST_CARD_FREE.value:
        return ()
    if len(table) == 1 and not c.ONLY_FIRST_FREE.value:  # a wrong reading: two free cards
        return ()
    # Every further card touches one laid card along at least MIN_CONTACT square sides.
    need = needed_contact()
    touching = contacts(new, table)
    if not touching:
        # Say "a corner is not a square side" only where the card does meet one at a corner.
        corners = tuple(old.letter for old in table if corner_touch(new, old))
        if corners:
            return (Reason.from_table(CORNER_ONLY, "no_contact", subject=layer, need=need,
                                      cards=Listing(corners)),)
        return (Reason.from_table(REASONS, "no_contact", subject=layer, need=need),)
    best = max(touching.values()) if c.CONTACT_WITH_ONE_CARD.value else sum(touching.values())
    if best < need:
        return (Reason.from_table(REASONS, "too_little_contact", subject=layer, need=need,
                                  most=max(touching.values()),
                                  touched=Listing(tuple(sorted(touching)))),)
    return ()


def needed_contact() -> int:
    """Square sides a new card must share with one laid card."""
    return c.MIN_CONTACT.value if c.TWO_SIDES_ENOUGH.value else 3


def best_contact(new: Placed, table: tuple[Placed, ...]) -> tuple[str, int] | None:
    """The laid card the new one shares the most square sides with (the first in laying
    order of those), and how many; None if it touches none."""
    touching = contacts(new, table)
    if not touching:
        return None
    most = max(touching.values())
    letter = next(p.letter for p in table if touching.get(p.letter) == most)
    return letter, most
