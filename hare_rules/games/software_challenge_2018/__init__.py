"""Edition `software-challenge-2018`: the two-player computer game of Software-Challenge
Germany's 2018 season, exactly as its official server (sc.plugin2018, tag 18.2.6) plays it.

    >>> from hare_rules.games.software_challenge_2018 import parse_state, legal_turns
"""

from hare_rules.games.software_challenge_2018.actions import (
    Action,
    Card,
    format_turn,
    parse_action,
    parse_turn,
)
from hare_rules.games.software_challenge_2018.given import state_from_given
from hare_rules.games.software_challenge_2018.notation import (
    NotationError,
    format_state,
    parse_state,
)
from hare_rules.games.software_challenge_2018.perform import outcome
from hare_rules.games.software_challenge_2018.protocol import SoftwareChallenge2018
from hare_rules.games.software_challenge_2018.rules import is_first
from hare_rules.games.software_challenge_2018.state import (
    Board,
    Outcome,
    Player,
    State,
    initial_state,
)
from hare_rules.games.software_challenge_2018.turns import (
    IllegalTurnError,
    apply_turn,
    legal_action_turns,
    legal_turns,
    reasons_against,
)

EDITION_ID = "software-challenge-2018"
GAME = SoftwareChallenge2018()

__all__ = [
    "EDITION_ID",
    "GAME",
    "Action",
    "Board",
    "Card",
    "IllegalTurnError",
    "NotationError",
    "Outcome",
    "Player",
    "State",
    "apply_turn",
    "format_state",
    "format_turn",
    "initial_state",
    "is_first",
    "legal_action_turns",
    "legal_turns",
    "outcome",
    "parse_action",
    "parse_state",
    "parse_turn",
    "reasons_against",
    "state_from_given",
]
