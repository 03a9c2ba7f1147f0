"""Edition `ravensburger-2019`: Hase und Igel as Ravensburger sells it since 2008/2019
(the 4–6 player side of the board), behind the game protocol as `GAME`.

    >>> from hare_rules.games.ravensburger_2019 import new_game, legal_moves, apply
    >>> pos = new_game(["A", "B", "C", "D"], seed=1)
    >>> "+3" in legal_moves(pos)
    True
    >>> apply(pos, "+2").position.player("A").carrots    # field 2 is a carrot field: 68 - 3
    65
"""

from hare_rules.hare_race.track import Field, Kind, Track, forward_cost

from .actions import Action, parse_action
from .cards import HARE_CARDS, HareCard, standard_deck
from .edition import EDITIONS, NO_HARE_CARDS, Edition, UnknownEditionError, get_edition
from .game import Match, new_game
from .notation import NotationError, format_position, parse_position
from .protocol import Ravensburger2019
from .rules import (
    Applied,
    DeckUnknownError,
    IllegalMoveError,
    apply,
    legal_moves,
    reasons_against,
    start_turn,
)
from .sentences import REASON_CODES, effect, reason
from .state import (
    InvalidPositionError,
    Player,
    Position,
    is_over,
    players_ahead,
    players_behind,
    race_place,
)

GAME = Ravensburger2019()

__all__ = [
    "GAME", "Action", "Applied", "DeckUnknownError", "EDITIONS", "Edition", "Field",
    "HARE_CARDS", "HareCard", "IllegalMoveError", "InvalidPositionError", "Kind", "Match",
    "NO_HARE_CARDS", "NotationError", "Player", "Position", "REASON_CODES", "Track",
    "UnknownEditionError", "apply", "format_position", "forward_cost", "get_edition", "is_over",
    "legal_moves", "new_game", "parse_action", "parse_position", "players_ahead",
    "players_behind", "race_place", "reason", "effect", "reasons_against", "standard_deck",
    "start_turn",
]
