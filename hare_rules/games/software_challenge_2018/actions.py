"""Actions of the Software-Challenge 2018 game and their tokens.

A turn is a list of actions exactly as the server accepts them: an advance (or a card, in
hand-made positions) followed by cards, or one single other action.

    >>> parse_turn("+3 card:fall_back card:eat_salad")[1].token
    'card:fall_back'
    >>> format_turn(parse_turn("+3  card:take_or_drop-20"))
    '+3 card:take_or_drop-20'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from hare_rules.core.limits import forward_number


class Card(Enum):
    """The four cards every player holds once at the start (value = the oracle's name)."""

    EAT_SALAD = "eat_salad"
    TAKE_OR_DROP = "take_or_drop_carrots"
    HURRY_AHEAD = "hurry_ahead"
    FALL_BACK = "fall_back"

    @property
    def letter(self) -> str:
        return _CARD_LETTERS[self]


_CARD_LETTERS = {
    Card.EAT_SALAD: "E",
    Card.TAKE_OR_DROP: "T",
    Card.HURRY_AHEAD: "H",
    Card.FALL_BACK: "F",
}
CARD_BY_LETTER = {letter: card for card, letter in _CARD_LETTERS.items()}


class Kind(Enum):
    ADVANCE = "advance"
    FALL_BACK = "fall_back"  # the action "back" to the previous hedgehog, not the card
    EAT = "eat"
    EXCHANGE = "exchange"
    SKIP = "skip"
    CARD = "card"


TAKE_OR_DROP_VALUES = (20, -20, 0)
EXCHANGE_AMOUNT = 10


@dataclass(frozen=True, slots=True)
class Action:
    """One action. `value`: fields for an advance, ±10 for an exchange, ±20/0 for the
    take-or-drop card; `card` only for card actions."""

    kind: Kind
    value: int = 0
    card: Card | None = None

    @property
    def token(self) -> str:
        return _TOKEN_OF[self] if self in _TOKEN_OF else f"+{self.value}"

    def __str__(self) -> str:
        return self.token


def advance(distance: int) -> Action:
    return Action(Kind.ADVANCE, distance)


def play(card: Card, value: int = 0) -> Action:
    return Action(Kind.CARD, value, card)


BACK = Action(Kind.FALL_BACK)
EAT = Action(Kind.EAT)
TAKE = Action(Kind.EXCHANGE, EXCHANGE_AMOUNT)
GIVE = Action(Kind.EXCHANGE, -EXCHANGE_AMOUNT)
SKIP = Action(Kind.SKIP)

# Every card action the server knows; the take-or-drop card comes with its three amounts.
CARD_ACTIONS = (
    play(Card.EAT_SALAD),
    *(play(Card.TAKE_OR_DROP, v) for v in TAKE_OR_DROP_VALUES),
    play(Card.HURRY_AHEAD),
    play(Card.FALL_BACK),
)

_TOKEN_OF: dict[Action, str] = {
    BACK: "back",
    EAT: "eat",
    TAKE: "take",
    GIVE: "give",
    SKIP: "skip",
    play(Card.EAT_SALAD): "card:eat_salad",
    play(Card.TAKE_OR_DROP, 20): "card:take_or_drop+20",
    play(Card.TAKE_OR_DROP, -20): "card:take_or_drop-20",
    play(Card.TAKE_OR_DROP, 0): "card:take_or_drop0",
    play(Card.HURRY_AHEAD): "card:hurry_ahead",
    play(Card.FALL_BACK): "card:fall_back",
}
_ACTION_OF = {token: action for action, token in _TOKEN_OF.items()}


# The board game's fresh start (`restart` in the Ravensburger editions): no action of this
# edition, which has none; a scenario or a quiz choice may name it, and the engine says why
# it is refused (reason `no_restart`).
RESTART_TOKEN = "restart"


class UnknownTokenError(ValueError):
    def __init__(self, token: str) -> None:
        super().__init__(f"unknown action token {token!r} (known: {', '.join(KNOWN_TOKENS)})")
        self.token = token


KNOWN_TOKENS = ("+N", *_ACTION_OF)


def parse_action(token: str) -> Action:
    if token in _ACTION_OF:
        return _ACTION_OF[token]
    digits = token[1:]
    # "+N" with plain digits only: "+ 3", "+03" or "+-1" are typos, not moves.
    if forward_number(token) is not None and digits[0] != "0":
        return advance(int(digits))
    raise UnknownTokenError(token)


def parse_turn(text: str | Iterable[str]) -> tuple[Action, ...]:
    """A turn from a string ("+3 card:fall_back") or from a sequence of tokens."""
    tokens = text.split() if isinstance(text, str) else list(text)
    return tuple(parse_action(t) for t in tokens)


def format_turn(actions: Iterable[Action]) -> str:
    return " ".join(a.token for a in actions)
