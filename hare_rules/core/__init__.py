"""The game-agnostic core: the protocol, reasons and effects, the scenario runner."""

from .protocol import (
    Applied,
    Fact,
    FactError,
    Failure,
    Game,
    GameError,
    IllegalActionError,
    IncompleteScenario,
    InvalidStateError,
    NotationError,
    Picture,
    Run,
    ScenarioFormatError,
    Text,
)
from .sentences import Effect, Reason, render

__all__ = [
    "Applied", "Effect", "Fact", "FactError", "Failure", "Game", "GameError",
    "IllegalActionError", "IncompleteScenario", "InvalidStateError", "NotationError",
    "Picture", "Reason", "Run", "ScenarioFormatError", "Text", "render",
]
