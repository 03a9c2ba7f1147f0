"""Small fixes that make filled-in sentences read well: "1 carrot", not "1 carrots".

    >>> singular_where_one("You need 1 carrots to move 1 fields.")
    'You need 1 carrot to move 1 field.'
"""

from __future__ import annotations

import re

# Templates are written in the plural; a count of exactly 1 takes the singular.
_SINGULARS = {
    "carrots": "carrot",
    "fields": "field",
    "players": "player",
    "cards": "card",
    "Karotten": "Karotte",
    "Felder": "Feld",
    "Karten": "Karte",
}
_ONE_PLURAL = re.compile(r"(?<![\d.,])\b1 (" + "|".join(_SINGULARS) + r")\b")


def singular_where_one(text: str) -> str:
    return _ONE_PLURAL.sub(lambda m: "1 " + _SINGULARS[m.group(1)], text)
