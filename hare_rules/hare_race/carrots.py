"""What number questions of a hare race ask: the mover's carrots `paid` or `received` in a
turn, or `carrots` held after it; shared by every edition whose players hold carrots.

    >>> carrot_quantity("paid", 68, 62), carrot_quantity("carrots", 68, 62)
    (6, 62)
    >>> carrots_after("received", 20, 68)
    88
"""

from __future__ import annotations

from hare_rules.core.protocol import Text

QUANTITIES = {
    "paid": Text("gezahlte Karotten", "carrots paid"),
    "received": Text("erhaltene Karotten", "carrots received"),
    "carrots": Text("Karotten danach", "carrots after the turn"),
}


def carrot_quantity(name: str, before: int, after: int) -> int:
    return {"paid": before - after, "received": after - before, "carrots": after}[name]


def carrots_after(name: str, value: int, before: int) -> int:
    """The carrots after the turn that an answer `value` to quantity `name` states."""
    return {"paid": before - value, "received": before + value, "carrots": value}[name]
