"""What the content layer needs to know about one engine edition, behind one small interface.

The Ravensburger editions and `software-challenge-2018` have different engines (positions
with named seats vs. red/blue states; single actions vs. whole turns).  The loader, the
facts and the verifier ask an `EditionAdapter` instead of testing edition ids:

- `data`: the engine's edition object (numbers for `{{fact}}` placeholders);
- `token_problem(token)`: why an action token is unknown in this edition (None if known);
- `moves_of(text)`: a `when` turn or a choice split into its tokens;
- `normalize(move)`: a choice move as the engine lists legal moves;
- `mover(position)`, `carrots(position, name)`: for number questions;
- `reasons_against(position, move)`: why a choice is illegal.

    >>> adapter_for("software-challenge-2018").normalize("+3   card:eat_salad")
    '+3 card:eat_salad'
    >>> adapter_for("ravensburger-2019").token_problem("card:fall_back")[:30]
    "unknown action token 'card:fal"
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import hare_rules as hr
from hare_rules import sc2018
from hare_rules.games.software_challenge_2018.actions import KNOWN_TOKENS as SC2018_TOKENS
from hare_rules.games.software_challenge_2018.edition import SC2018

RAVENSBURGER_TOKEN = re.compile(r"^(\+[1-9][0-9]*|back|eat|take|give|skip|restart)$")
RAVENSBURGER_HELP = "use +N (N >= 1), back, eat, take, give, skip or restart"
SC2018_ADVANCE = re.compile(r"^\+[1-9][0-9]*$")
SC2018_HELP = "use +N (N >= 1), " + ", ".join(t for t in SC2018_TOKENS if t != "+N")


class UnknownEditionError(ValueError):
    """An edition id the engine does not know."""


@dataclass(frozen=True)
class EditionAdapter:
    """The Ravensburger editions (`hare_rules` top-level API): one action per token."""

    id: str
    data: Any  # the engine's edition object

    # --- tokens and moves --------------------------------------------------------------

    def token_problem(self, token: str) -> str | None:
        if RAVENSBURGER_TOKEN.match(token):
            return None
        return f"unknown action token {token!r}: {RAVENSBURGER_HELP}"

    def moves_of(self, text: str) -> list[str]:
        return text.split() or [""]

    def normalize(self, move: str) -> str:
        return move.strip()

    # --- positions ---------------------------------------------------------------------

    def mover(self, position: Any) -> str:
        return position.mover.name

    def carrots(self, position: Any, name: str) -> int:
        return position.player(name).carrots

    def reasons_against(self, position: Any, move: str) -> tuple[Any, ...]:
        return tuple(hr.reasons_against(position, move))


@dataclass(frozen=True)
class SC2018Adapter(EditionAdapter):
    """`software-challenge-2018`: red and blue, a move is a whole turn of tokens."""

    def token_problem(self, token: str) -> str | None:
        if token in SC2018_TOKENS or SC2018_ADVANCE.match(token):
            return None
        return f"unknown action token {token!r} in {self.id}: {SC2018_HELP}"

    def normalize(self, move: str) -> str:
        return " ".join(move.split())

    def mover(self, position: Any) -> str:
        return position.to_move

    def reasons_against(self, position: Any, move: str) -> tuple[Any, ...]:
        return tuple(sc2018.reasons_against(position, move))


def _adapters() -> dict[str, EditionAdapter]:
    found: dict[str, EditionAdapter] = {
        edition_id: EditionAdapter(edition_id, edition)
        for edition_id, edition in hr.EDITIONS.items()
    }
    found[SC2018.id] = SC2018Adapter(SC2018.id, SC2018)
    return found


ADAPTERS: dict[str, EditionAdapter] = _adapters()


def adapter_for(edition: Any) -> EditionAdapter:
    """The adapter for an edition id, a Game (its `edition`), an adapter or an engine edition.

    Raises UnknownEditionError naming the known ids."""
    if isinstance(edition, EditionAdapter):
        return edition
    edition_id = edition if isinstance(edition, str) else getattr(edition, "edition", None)
    if not isinstance(edition_id, str):
        edition_id = getattr(edition, "id", None)
    if edition_id in ADAPTERS:
        return ADAPTERS[edition_id]
    known = ", ".join(sorted(ADAPTERS))
    raise UnknownEditionError(f"unknown edition {edition_id!r} (known: {known})")
