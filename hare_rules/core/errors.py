"""The errors a game raises, each with its sentence as a `Text` in both languages.

The protocol (`hare_rules.core.protocol`, which re-exports every name here, `Text`
included) and the positions from play (`hare_rules.core.positions`) both use them, so they
live apart from either.

    >>> error = NotationError("bad notation", text=Text("Nicht lesbar.", "Cannot be read."))
    >>> error.said("de"), str(error)
    ('Nicht lesbar.', 'bad notation')
"""

from __future__ import annotations

from .sentences import Reason, Text

Loc = tuple[object, ...]


# -- errors -------------------------------------------------------------------------------
class GameError(ValueError):
    """Base of every error a game raises on bad input; the message names the state.

    `text` is the same problem in the reader's words, German and English, where the raise
    site gives it (the referee shows it; `str(error)` stays the English message for logs
    and tests)."""

    text: Text | None = None

    def __init__(self, *args: object, text: Text | None = None):
        super().__init__(*args)
        if text is not None:
            self.text = text

    def said(self, lang: str) -> str | None:
        """The problem in `lang`, or None where the raise site has no reader's text."""
        return None if self.text is None else self.text.get(lang)


class NotationError(GameError):
    """A one-line notation that does not parse."""


class InvalidStateError(GameError):
    """A state that cannot exist (two pawns on one field, 9 cards of one animal, ...)."""


class IllegalActionError(GameError):
    """`apply` was asked for an illegal action; `reasons` says why."""

    def __init__(self, message: str, reasons: tuple[Reason, ...] = ()):
        super().__init__(message)
        self.reasons = reasons


class IncompleteScenario(GameError):
    """The scenario leaves out something the rules need now (the pile when a card is drawn,
    the die result on a hare square): not a rule failure, the scenario must say more."""


class ScenarioFormatError(GameError):
    """A scenario that cannot be run as written; `loc` is the key path inside its mapping
    (e.g. `("given", "players", 0, "field")`), which the caller turns into a line number."""

    def __init__(self, loc: Loc, message: str, text: Text | None = None):
        self.loc, self.message = tuple(loc), message
        where = ".".join(str(part) for part in loc)
        super().__init__(f"{where}: {message}" if where else message, text=text)


class FactError(GameError):
    """A `{{placeholder}}` the game cannot fill in (unknown name or bad argument)."""
