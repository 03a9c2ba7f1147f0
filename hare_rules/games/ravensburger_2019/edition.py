"""Editions as data: board, setup amounts, deck and the variant switches an edition knows.

Rules that differ between editions are switched by these fields, not by comparing ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from hare_rules.core.protocol import NotationError
from hare_rules.hare_race.track import Track

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
    id: str
    name_de: str
    name_en: str
    track: Track
    min_players: int
    max_players: int
    carrots_small_game: int  # starting carrots for up to `large_game_from - 1` players
    carrots_large_game: int
    large_game_from: int
    lettuce: int  # starting lettuce, also the most a player can hold
    deck: tuple[str, ...]
    known_variants: frozenset[str]
    # The board side this engine knows (the blue side of the 2019 box, for 4 to 6: rulebook
    # p. 2 "Spielplan | 2–3 Spieler: gelbe Seite · 4–6: blaue Seite"); fewer players race on
    # the other side, whose layout the project does not have.
    board_min_players: int = 2
    goal_limit_per_place: int = 10
    lettuce_payout_per_place: int = 10
    position_payout_per_place: int = 10
    carrot_exchange: int = 10
    back_refund_per_field: int = 10
    hare_rest_payout: int = 10  # variant no-hare-cards: taken at the start of the next turn
    hare_passing_fee: int = 10  # variant no-hare-cards: paid to each pawn that passes

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
    carrots_small_game=68,
    carrots_large_game=98,
    large_game_from=5,
    lettuce=3,
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
