"""Action tokens of the Ravensburger editions (SCENARIOS.md): `+N`, `back`, `eat`, `take`,
`give`, `skip`, `restart`.

    >>> parse_action("+4")
    Action(kind='forward', fields=4)
    >>> parse_action("+4").token()
    '+4'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

WORDS = ("back", "eat", "take", "give", "skip", "restart")
# At most six digits (hare_rules.core.limits): a longer number is no move.
FORWARD = re.compile(r"\+([1-9][0-9]{0,5})")


@dataclass(frozen=True, slots=True)
class Action:
    kind: str  # forward, back, eat, take, give, skip, restart
    fields: int = 0  # only for forward

    def token(self) -> str:
        return f"+{self.fields}" if self.kind == "forward" else self.kind


@lru_cache(maxsize=512)
def parse_action(token: str) -> Action | None:
    """The action a token names, or None for an unknown token."""
    if token in WORDS:
        return Action(token)
    match = FORWARD.fullmatch(token)
    if match:
        return Action("forward", int(match.group(1)))
    return None
