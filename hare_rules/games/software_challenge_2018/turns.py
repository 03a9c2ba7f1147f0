"""Whole turns: generate every turn the server accepts, explain why one is not accepted,
and play one.

A turn is an advance followed by the cards its hare field demands, a chain of cards on a
hare field (hand-made positions only), or one single other action. Generation and checking
run on the same per-action checks, so they agree by construction: a turn is legal when
every action passes its check in the state the earlier ones left, only cards follow the
first action, and no card is owed at the end.

    >>> from hare_rules.games.software_challenge_2018.state import Board, initial_state
    >>> s = initial_state(Board.parse("S C H 1 2 C H L I C " + "C " * 54 + "G"))
    >>> legal_turns(s)[:3]
    [('+1',), ('+2', 'card:eat_salad'), ('+2', 'card:take_or_drop+20')]
"""

from __future__ import annotations

from collections.abc import Iterable

from hare_rules.core.protocol import IllegalActionError
from hare_rules.games.software_challenge_2018 import clauses as c
from hare_rules.games.software_challenge_2018.actions import (
    BACK,
    CARD_ACTIONS,
    EAT,
    GIVE,
    KNOWN_TOKENS,
    RESTART_TOKEN,
    SKIP,
    TAKE,
    Action,
    Card,
    Kind,
    UnknownTokenError,
    advance,
    parse_action,
)
from hare_rules.games.software_challenge_2018.generate import MAX_ACTIONS, legal_turn_tokens
from hare_rules.games.software_challenge_2018.perform import finish_turn, goal_entry, perform
from hare_rules.games.software_challenge_2018.rules import (
    Problem,
    action_problems,
    advance_problems,
    card_problems,
)
from hare_rules.games.software_challenge_2018.sentences import Effect, Reason, reason
from hare_rules.games.software_challenge_2018.state import HARE, State
from hare_rules.hare_race.track import forward_cost, max_affordable_distance

Turn = tuple[Action, ...]


class IllegalTurnError(IllegalActionError):
    """A turn the server would reject; the message names the position in notation."""

    def __init__(self, state: State, turn: Turn | tuple[str, ...], reasons: tuple[Reason, ...]):
        from hare_rules.games.software_challenge_2018.notation import format_state

        tokens = " ".join(a if isinstance(a, str) else a.token for a in turn)
        why = "; ".join(f"{r.code}: {r.en}" for r in reasons)
        super().__init__(f"illegal turn {tokens!r} in {format_state(state)}: {why}", reasons)
        self.state, self.turn, self.reasons = state, turn, reasons


# --- generation ----------------------------------------------------------------------------

def legal_action_turns(state: State) -> list[Turn]:
    """Every turn the server accepts, as actions, generated from the per-action checks of
    `rules` (the reference for the fast `legal_turns`; slower, it builds every problem
    list and intermediate state)."""
    if state.outcome is not None:
        return []
    turns: list[Turn] = [(a,) for a in (BACK, TAKE, GIVE, EAT) if not action_problems(state, a)]
    me = state.mover
    longest = state.board.goal - me.field
    if c.FORWARD_COST.value is forward_cost:  # the closed form holds for the rulebook's cost
        longest = min(longest, max_affordable_distance(me.carrots))
    for distance in range(1, longest + 1):
        if not advance_problems(state, distance):
            step = advance(distance)
            after, owes_card, _ = perform(state, step)
            _add_card_chains(after, owes_card, (step,), turns)
    _add_card_chains(state, False, (), turns)  # cards as the first action (hand-made only)
    if not c.SKIP_ONLY_WHEN_STUCK.value:  # the wrong reading: skipping is always allowed
        return [*turns, (SKIP,)]
    return turns or [(SKIP,)]


def _add_card_chains(state: State, owes_card: bool, done: Turn, turns: list[Turn]) -> None:
    """Add `done` if it may end here, then every card that may follow it, recursively.
    Each card is held once, so chains end after at most four cards."""
    if done and not owes_card:
        turns.append(done)
    if state.board.codes[state.mover.field] != HARE:
        return  # cards are played on hare fields only
    if len(done) >= MAX_ACTIONS:
        return  # binds only while a clause is broken (a card kept, or cards after eating)
    for card in CARD_ACTIONS:
        if not card_problems(state, card):
            after, owes, _ = perform(state, card)
            _add_card_chains(after, owes, (*done, card), turns)


def legal_turns(state: State) -> list[tuple[str, ...]]:
    """Every turn the server accepts, each as a tuple of action tokens (the fast path in
    `generate`; the same list as `legal_action_turns`, which generates from the checks)."""
    return legal_turn_tokens(state)


# --- checking ------------------------------------------------------------------------------

def _walk(state: State, turn: Turn) -> tuple[list[Problem], State, list[Effect]]:
    """Play the actions in order as the server does; stop at the first that fails."""
    if state.outcome is not None:
        return [("game_over", {"winner": state.outcome.winner})], state, []
    if not turn:
        return [("empty_turn", {})], state, []
    effects: list[Effect] = []
    owes_card = False
    for i, action in enumerate(turn):
        if i > 0 and action.kind is not Kind.CARD:
            return [("turn_over", {"after": turn[i - 1].token})], state, effects
        problems = action_problems(state, action)
        if problems:
            return problems, state, effects
        state, owes_card, fx = perform(state, action)
        if fx is not None:
            effects.append(fx)
        if action.kind is Kind.ADVANCE or action.card is Card.HURRY_AHEAD:
            entered = goal_entry(state)
            if entered is not None:
                effects.append(entered)
    if owes_card:
        return [("card_owed", {"field": state.mover.field})], state, effects
    return [], state, effects


def _parse(turn: str | Iterable[str], color: str) -> tuple[Turn, tuple[Reason, ...]]:
    tokens = turn.split() if isinstance(turn, str) else list(turn)
    actions: list[Action] = []
    unknown: list[Reason] = []
    for token in tokens:
        if token == RESTART_TOKEN:
            unknown.append(reason("no_restart", color))
            continue
        try:
            actions.append(parse_action(token))
        except UnknownTokenError:
            unknown.append(reason("unknown_token", color, token=token,
                                  known=", ".join(KNOWN_TOKENS)))
    return tuple(actions), tuple(unknown)


def reasons_against(state: State, turn: str | Iterable[str]) -> tuple[Reason, ...]:
    """Why the server would reject `turn` (a string or tokens); empty when it is legal.

    Reasons come from the first action that fails (later ones cannot be judged), or say
    that a card is still owed at the end."""
    actions, unknown = _parse(turn, state.to_move)
    if unknown:
        return unknown
    problems, _, _ = _walk(state, actions)
    return tuple(reason(code, state.to_move, **params) for code, params in problems)


def apply_turn(state: State, turn: str | Iterable[str]) -> tuple[State, tuple[Effect, ...]]:
    """Play a legal turn; returns the state the next player receives and what happened.

    Raises `IllegalTurnError` (a ValueError) with the reasons otherwise."""
    actions, unknown = _parse(turn, state.to_move)
    if unknown:
        raise IllegalTurnError(state, tuple(turn.split() if isinstance(turn, str) else turn),
                               unknown)
    problems, played, effects = _walk(state, actions)
    if problems:
        raise IllegalTurnError(state, actions, tuple(reason(code, state.to_move, **params)
                                                     for code, params in problems))
    after, handover = finish_turn(played)
    return after, (*effects, *handover)
