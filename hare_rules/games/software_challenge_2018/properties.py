"""The property book of edition `software-challenge-2018`: general statements about play that
the content check searches over positions from seeded play (`hare_rules.core.properties`).
A page that says "nie", "immer", "jede" … names the property it states (`holds:`).

Each check looks at one position from play and, where the statement is about turns, at every
turn the server accepts there; it returns None where the statement holds, else what breaks
it (in English, for the report).

    >>> from hare_rules.games.software_challenge_2018 import GAME
    >>> state = GAME.start_state(2, seed=1)
    >>> [PROPERTIES[name].check(GAME, state) for name in sorted(PROPERTIES)]
    [None, None, None, None, None]
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hare_rules.core.properties import Property
from hare_rules.core.protocol import Text

from .actions import Action, Card, Kind, parse_turn
from .edition import SC2018
from .perform import finish_turn, perform
from .state import HARE, HEDGEHOG, State
from .turns import legal_turns

STAY_CARDS = (Card.EAT_SALAD, Card.TAKE_OR_DROP)


def _steps(state: State, turn: tuple[str, ...]) -> Iterator[tuple[Action, State]]:
    """Each action of a legal turn with the state right after it (before the handover)."""
    for action in parse_turn(turn):
        state = perform(state, action)[0]
        yield action, state


def _ended(state: State, turn: tuple[str, ...]) -> State:
    """The mover's state at the end of a legal turn (before the next player's bonus)."""
    steps = [state, *(after for _, after in _steps(state, turn))]
    return steps[-1]


def _turns(state: State) -> list[tuple[str, ...]]:
    return [] if state.outcome is not None else legal_turns(state)


# "jede [Karte] gilt nur einmal": a card played is gone, and no card ever comes back.
def _card_used_once(game: Any, state: State) -> str | None:
    mover = state.to_move
    before = state.mover.cards
    for turn in _turns(state):
        played = {a.card for a in parse_turn(turn) if a.kind is Kind.CARD and a.card is not None}
        after = finish_turn(_ended(state, turn))[0].player(mover).cards
        if after != before - played:
            return f"after {' '.join(turn)} {mover} holds {sorted(c.value for c in after)}"
    return None


# "auf ein Igelfeld kommst du nie vorwärts": only the move back ends on a hedgehog field.
def _hedgehog_only_backwards(game: Any, state: State) -> str | None:
    for turn in _turns(state):
        end = _ended(state, turn)
        if state.board.code(end.mover.field) == HEDGEHOG and turn != ("back",):
            return f"{' '.join(turn)} ends on hedgehog field {end.mover.field}"
    return None


# "Ins Ziel immer mit höchstens 10 Karotten und ohne Salat", first or second alike.
def _goal_at_most_ten(game: Any, state: State) -> str | None:
    goal = state.board.goal
    if state.mover.field == goal:
        return None
    for turn in _turns(state):
        me = _ended(state, turn).mover
        if me.field == goal and (me.carrots > SC2018.goal_max_carrots or me.salads):
            return (f"{' '.join(turn)} enters the goal with {me.carrots} carrots and "
                    f"{me.salads} salads")
    return None


# "„Falle eine Position zurück“ nie auf den Start".
def _fall_back_card_never_onto_start(game: Any, state: State) -> str | None:
    for turn in _turns(state):
        for action, after in _steps(state, turn):
            if action.card is Card.FALL_BACK and after.mover.field == 0:
                return f"{' '.join(turn)} puts the mover on the start field"
    return None


# "Im Spiel kommt das nicht vor": a player standing on a hare field when a turn starts has
# last played the salad card or the carrot card there, so must move on first.
def _hare_turn_ends_with_a_card(game: Any, state: State) -> str | None:
    for color in ("red", "blue"):
        me = state.player(color)
        if state.board.code(me.field) != HARE:
            continue
        last = me.last
        if last is None or last.kind is not Kind.CARD or last.card not in STAY_CARDS:
            return f"{color} is on hare field {me.field} after {last.token if last else '-'}"
    return None


PROPERTIES: dict[str, Property] = {
    "card-used-once": Property(
        "card-used-once",
        Text("Jede Karte gilt nur einmal: Eine gespielte Karte ist weg und kommt nie zurück.",
             "Each card works only once: a card played is gone and never comes back."),
        _card_used_once),
    "hedgehog-only-backwards": Property(
        "hedgehog-only-backwards",
        Text("Auf ein Igelfeld kommt man nie vorwärts, nur mit dem Rückzug.",
             "Nobody ever moves forward onto a hedgehog field; only the move back goes there."),
        _hedgehog_only_backwards),
    "goal-at-most-ten": Property(
        "goal-at-most-ten",
        Text("Wer ins Ziel kommt, hat immer höchstens 10 Karotten und keinen Salat mehr, als "
             "Erster wie als Zweiter.",
             "Whoever enters the goal always has at most 10 carrots and no salad left, first "
             "or second alike."),
        _goal_at_most_ten, knobs={"late": True}),
    "fall-back-card-never-onto-start": Property(
        "fall-back-card-never-onto-start",
        Text("„Falle eine Position zurück“ setzt nie auf den Start.",
             "\"Fall back\" never puts a player on the start field."),
        _fall_back_card_never_onto_start),
    "hare-turn-ends-with-a-card": Property(
        "hare-turn-ends-with-a-card",
        Text("Wer zu Beginn eines Zuges auf einem Hasenfeld steht, hat dort zuletzt „Friss "
             "sofort einen Salat“ oder „Karotten nehmen oder abgeben“ gespielt.",
             "Whoever stands on a hare field when a turn starts has last played \"Eat a salad "
             "at once\" or \"Take or drop carrots\" there."),
        _hare_turn_ends_with_a_card),
}
