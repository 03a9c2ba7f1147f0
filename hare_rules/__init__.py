"""hare_rules: the rules engine behind the Hase und Igel / Hare & Tortoise refresher.

    >>> import hare_rules as hr
    >>> pos = hr.new_game(["A", "B", "C", "D"], seed=1)
    >>> "+3" in hr.legal_moves(pos)
    True
    >>> hr.apply(pos, "+3").position.player("A").carrots
    62
"""

from .actions import Action, parse_action
from .cards import HARE_CARDS, HareCard, standard_deck
from .edition import EDITIONS, NO_HARE_CARDS, Edition, UnknownEditionError, get_edition
from .effects import Effect
from .game import Game, new_game
from .hare_race.track import Field, Kind, Track, forward_cost
from .notation import NotationError, format_position, parse_position
from .position import (
    InvalidPositionError,
    Player,
    Position,
    is_over,
    players_ahead,
    players_behind,
    race_place,
)
from .reasons import REASON_CODES, Reason
from .rules import (
    Applied,
    DeckUnknownError,
    IllegalMoveError,
    apply,
    legal_moves,
    reasons_against,
    start_turn,
)

__all__ = [
    "Action", "Applied", "DeckUnknownError", "EDITIONS", "Edition", "Effect", "Field", "Game",
    "HARE_CARDS", "HareCard", "IllegalMoveError", "InvalidPositionError", "Kind",
    "NO_HARE_CARDS", "NotationError", "Player", "Position", "REASON_CODES", "Reason", "Track",
    "UnknownEditionError", "apply", "format_position", "forward_cost", "get_edition", "is_over",
    "legal_moves", "new_game", "parse_action", "parse_position", "players_ahead",
    "players_behind", "race_place", "reasons_against", "standard_deck", "start_turn",
]
