"""Editions as data: board, setup amounts, deck and the variant switches an edition knows.

Rules that differ between editions are switched by these fields, not by comparing ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from hare_rules.core.protocol import NotationError
from hare_rules.hare_race.track import Track

from . import clauses as c
from .cards import standard_deck

RAVENSBURGER_BOARD = (
    "S H C H 3 C H 156 2 4 L "  # 0-10
    "I 3 C H I 156 2 4 I 3 C L 2 "  # 11-23
    "I H C 4 3 2 I H 156 C H 2 3 "  # 24-36
    "I C H C 2 L I 3 4 H 2 156 C "  # 37-49
    "I H 3 2 4 C I L H C 156 C H C G"  # 50-64
)

NO_HARE_CARDS = "no-hare-cards"


class UnknownEditionError(NotationError):
    """An edition id that no edition has (a notation's first word)."""


@dataclass(frozen=True, slots=True)
class Edition:
    """An edition's board, deck and switches; its amounts are its clauses' (`clauses.py`),
    read at each use: one source, so a clause that `check --mutate` or a test switches is
    what the rules, the facts and the referee say.

    >>> from .clauses import CLAUSES
    >>> with CLAUSES.broken("goal-limit-per-place", "eleven"):
    ...     RAVENSBURGER_2019.goal_limit_per_place
    11
    """

    id: str
    name_de: str
    name_en: str
    track: Track
    min_players: int
    max_players: int
    large_game_from: int  # from this many players on, the larger starting carrots
    deck: tuple[str, ...]
    known_variants: frozenset[str]
    # The board side this engine knows (the blue side of the 2019 box, for 4 to 6: rulebook
    # p. 2 "Spielplan | 2–3 Spieler: gelbe Seite · 4–6: blaue Seite"); fewer players race on
    # the other side, whose layout the project does not have.
    board_min_players: int = 2

    @property
    def carrots_small_game(self) -> int:  # starting carrots for up to `large_game_from - 1`
        return c.START_CARROTS.value[0]

    @property
    def carrots_large_game(self) -> int:
        return c.START_CARROTS.value[1]

    @property
    def lettuce(self) -> int:  # starting lettuce, also the most a player can hold
        return c.START_LETTUCE.value

    # The amounts per place or field; None is a clause's wrong reading "10, whatever the
    # place" (`rules.per_place`).
    @property
    def goal_limit_per_place(self) -> int | None:
        return c.GOAL_LIMIT_PER_PLACE.value

    @property
    def lettuce_payout_per_place(self) -> int:
        return c.LETTUCE_PAYOUT_PER_PLACE.value

    @property
    def position_payout_per_place(self) -> int | None:
        return c.POSITION_PAYOUT_PER_PLACE.value

    @property
    def carrot_exchange(self) -> int:
        return c.CARROT_EXCHANGE.value

    @property
    def back_refund_per_field(self) -> int | None:
        return c.BACK_REFUND_PER_FIELD.value

    @property
    def hare_rest_payout(self) -> int:  # variant no-hare-cards: taken at the start of the next turn
        return c.HARE_REST_PAYOUT.value

    @property
    def hare_passing_fee(self) -> int:  # variant no-hare-cards: paid to each pawn that passes
        return c.HARE_PASSING_FEE.value

    def start_carrots(self, players: int) -> int:
        large = players >= self.large_game_from
        return self.carrots_large_game if large else self.carrots_small_game

    def start_lettuce(self, players: int) -> int:
        return self.lettuce

    def name(self, lang: str) -> str:
        return self.name_de if lang == "de" else self.name_en


RAVENSBURGER_2019 = Edition(
    id="ravensburger-2019",
    name_de="Hase und Igel (Ravensburger 2019, Seite für 4–6 Spieler)",
    name_en="Hare & Tortoise (Ravensburger 2019, 4–6 player side)",
    track=Track.parse(RAVENSBURGER_BOARD),
    min_players=2,
    max_players=6,
    large_game_from=5,
    deck=standard_deck(),
    known_variants=frozenset({NO_HARE_CARDS}),
    board_min_players=4,
)

EDITIONS: dict[str, Edition] = {RAVENSBURGER_2019.id: RAVENSBURGER_2019}


def get_edition(edition_id: str) -> Edition:
    try:
        return EDITIONS[edition_id]
    except KeyError:
        known = ", ".join(sorted(EDITIONS))
        raise UnknownEditionError(f"unknown edition {edition_id!r} (known: {known})") from None
