"""The game-agnostic core: the protocol, reasons and effects, the scenario runner."""

from .protocol import (
    Applied,
    Control,
    Fact,
    FactError,
    Failure,
    Game,
    GameError,
    IllegalActionError,
    IncompleteScenario,
    InvalidStateError,
    NotationError,
    Note,
    Outcome,
    Picture,
    Referee,
    Run,
    ScenarioFormatError,
    Text,
    Why,
    fixed_fact,
    fixed_facts,
    no_argument_error,
)
from .sentences import Effect, Reason, render

__all__ = [
    "Applied", "Control", "Effect", "Fact", "FactError", "Failure", "Game", "GameError",
    "IllegalActionError", "IncompleteScenario", "InvalidStateError", "NotationError", "Note",
    "Outcome", "Picture", "Reason", "Referee", "Run", "ScenarioFormatError", "Text", "Why",
    "fixed_fact", "fixed_facts", "no_argument_error", "render",
]
