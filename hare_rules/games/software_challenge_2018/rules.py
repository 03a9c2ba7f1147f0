"""Which actions the 2018 server accepts, and what they do.

Each check mirrors one rule of the server (`GameRuleLogic` of `sc.plugin2018`) and returns
its problems as (reason code, numbers) pairs, so that turn generation can test legality
without building sentences; `reasons.reason` turns a problem into words.

The published rule text stands above each check where it helps to compare; each rule is a
named clause of `clauses` (the rulebook's words stand there too), read at the check.
"""

from __future__ import annotations

from hare_rules.games.software_challenge_2018 import clauses as c
from hare_rules.games.software_challenge_2018.actions import (
    BACK,
    CARD_ACTIONS,
    EAT,
    GIVE,
    TAKE,
    Action,
    Card,
    Kind,
)
from hare_rules.games.software_challenge_2018.state import (
    CARROT,
    GOAL,
    HARE,
    HEDGEHOG,
    SALAD,
    Board,
    Color,
    Player,
    State,
    other,
)

Problem = tuple[str, dict[str, object]]


# --- places -----------------------------------------------------------------------------

def is_first(state: State, color: Color) -> bool:
    """The server's `isFirst`: not behind the opponent (so both on start are both first);
    when both are in the goal, the one with fewer carrots."""
    me, opp = state.player(color), state.player(other(color))
    if me.field == opp.field == state.board.goal:
        return me.carrots < opp.carrots
    return me.field >= opp.field


def mover_is_first(state: State) -> bool:
    return is_first(state, state.to_move)


# --- what the last action obliges -----------------------------------------------------------

def must_eat(state: State) -> bool:
    """"Wenn durch einen Vorwärtszug ein Salatfeld betreten wird, muss im nächsten Zug ein
    Salat gefressen werden" - the server counts arrival by advance or by a moving card."""
    me = state.mover
    if state.board.codes[me.field] != SALAD or me.last is None:
        return False
    if not c.MUST_EAT_ON_ARRIVAL.value:
        return False
    last = me.last
    return last.kind is Kind.ADVANCE or (
        last.kind is Kind.CARD and last.card in (Card.HURRY_AHEAD, Card.FALL_BACK)
        and c.MUST_EAT_AFTER_MOVING_CARD.value
    )


def must_move_on(state: State) -> bool:
    """The server's `playerMustAdvance`: after eating (action or card) or the carrot card the
    player may neither eat nor play a card; an advance, a fall back or an exchange is fine."""
    last = state.mover.last
    if last is None:
        return False
    if last.kind is Kind.EAT:
        return c.NOT_EATING_TWICE.value
    return (last.kind is Kind.CARD and last.card in (Card.EAT_SALAD, Card.TAKE_OR_DROP)
            and c.CARD_THEN_MOVE_ON.value)


def _must_move_on_problem(state: State) -> Problem:
    last = state.mover.last
    assert last is not None
    if last.kind is Kind.EAT:
        return ("already_ate", {})
    return ("must_move_on", {"card": last.card})


# --- checks, one per kind of action --------------------------------------------------------

def advance_problems(state: State, distance: int) -> list[Problem]:
    """Vorwärtszug: pay d(d+1)/2; not onto a hedgehog or the opponent (the goal may hold
    both); a salad field only with a salad; a hare field only if a card can be played there;
    the goal only with no salad and at most 10 carrots left."""
    me, opp, board = state.mover, state.opponent, state.board
    problems: list[Problem] = []
    if must_eat(state):
        problems.append(("must_eat", {"field": me.field}))
    cost = c.FORWARD_COST.value(distance)
    if cost > me.carrots:
        problems.append(("not_enough_carrots", {"needed": cost, "held": me.carrots,
                                                "fields": distance}))
    target = me.field + distance
    if target > board.goal:
        problems.append(("past_goal", {"fields": distance, "goal": board.goal}))
        return problems
    code = board.codes[target]
    if opp.field == target and c.NOT_ONTO_OPPONENT.value and (
            code != GOAL or not c.GOAL_HOLDS_BOTH.value):
        problems.append(("field_occupied", {"field": target}))
    if code == HEDGEHOG:
        if c.HEDGEHOG_NEVER_FORWARD.value:
            problems.append(("hedgehog_forward", {"field": target}))
    elif code == SALAD and me.salads == 0:
        if c.SALAD_FIELD_NEEDS_SALAD.value:
            problems.append(("lettuce_needed", {"field": target}))
    elif code == GOAL:
        problems.extend(_goal_problems(me, me.carrots - cost))
    elif code == HARE and not problems and c.HARE_NEEDS_PLAYABLE_CARD.value:
        step = Action(Kind.ADVANCE, distance)
        landed = Player(target, me.carrots - cost, me.salads, me.cards, step)
        if not can_play_any_card(state.with_mover(landed)):
            problems.append(("hare_no_card", {"field": target,
                                              "empty_hand": int(not me.cards)}))
    return problems


def _goal_problems(me: Player, carrots_left: int) -> list[Problem]:
    problems: list[Problem] = []
    if me.salads > 0 and c.GOAL_NEEDS_NO_SALAD.value:
        problems.append(("goal_lettuce_left", {"salads": me.salads}))
    limit = c.GOAL_MAX_CARROTS.value
    if carrots_left > limit:
        problems.append(("goal_too_many_carrots", {"limit": limit, "left": carrots_left}))
    return problems


def fall_back_problems(state: State) -> list[Problem]:
    """Rückwärtszug: to the nearest hedgehog behind if the opponent is not on it. The server
    also allows it from a hedgehog to the previous one, and right after eating."""
    me = state.mover
    problems: list[Problem] = []
    if must_eat(state):
        problems.append(("must_eat", {"field": me.field}))
    if me.last is not None and me.last.kind is Kind.EAT and not c.BACK_AFTER_EATING.value:
        problems.append(("already_ate", {}))
    board = state.board
    if board.codes[me.field] == HEDGEHOG and not c.BACK_FROM_A_HEDGEHOG.value:
        problems.append(("no_hedgehog_behind", {"field": me.field}))
        return problems
    hedgehog = hedgehog_target(board, me.field, state.opponent.field)
    if hedgehog is None:
        problems.append(("no_hedgehog_behind", {"field": me.field}))
    elif state.opponent.field == hedgehog:
        problems.append(("hedgehog_occupied", {"hedgehog": hedgehog}))
    return problems


def hedgehog_target(board: Board, field: int, opponent: int) -> int | None:
    """The hedgehog a move back goes to: the nearest behind (taken or not), or None."""
    hedgehog = board.hedgehog_behind[field]
    if hedgehog is not None and hedgehog == opponent and not c.NEAREST_HEDGEHOG_ONLY.value:
        return board.hedgehog_behind[hedgehog]  # the wrong reading: the nearest free one
    if hedgehog is None and field > 0 and not c.BACK_NEEDS_A_HEDGEHOG.value:
        return 0  # the wrong reading: back to the start field
    return hedgehog


def eat_problems(state: State) -> list[Problem]:
    """Salat fressen: on a salad field, with a salad left, not twice in a row."""
    me = state.mover
    problems: list[Problem] = []
    if state.board.codes[me.field] != SALAD:
        problems.append(("not_on_lettuce", {"field": me.field}))
    if me.salads == 0:
        problems.append(("no_lettuce_left", {}))
    if must_move_on(state):
        problems.append(_must_move_on_problem(state))
    return problems


def exchange_problems(state: State, value: int) -> list[Problem]:
    """Karotten tauschen: only on a carrot field; giving 10 needs 10."""
    me = state.mover
    problems: list[Problem] = []
    if state.board.codes[me.field] != CARROT and c.EXCHANGE_ON_CARROT_FIELD.value:
        problems.append(("not_on_carrot_field", {"field": me.field}))
    amount = c.CARROT_EXCHANGE.value
    if value < 0 and not c.GIVE_NEEDS_THE_AMOUNT.value(me.carrots, amount):
        problems.append(("not_enough_carrots", {"needed": amount, "held": me.carrots,
                                                "purpose": "give"}))
    return problems


def skip_problems(state: State) -> list[Problem]:
    """Aussetzen: only when no other action is possible."""
    if not c.SKIP_ONLY_WHEN_STUCK.value:
        return []
    return [] if not can_do_anything(state) else [("not_skipping", {})]


def card_problems(state: State, action: Action) -> list[Problem]:
    """Karte ausspielen: a held card, on a hare field, not right after eating or the carrot
    card. The moving cards check where they land (see `_card_target_problems`)."""
    me, opp = state.mover, state.opponent
    card = action.card
    assert card is not None
    problems: list[Problem] = []
    if card not in me.cards:
        problems.append(("card_not_held", {"card": card}))
    if state.board.codes[me.field] != HARE:
        problems.append(("not_on_hare", {"field": me.field}))
    if must_move_on(state):
        problems.append(_must_move_on_problem(state))
    if card is Card.EAT_SALAD:
        if me.salads == 0 and c.EAT_CARD_NEEDS_SALAD.value:
            problems.append(("no_lettuce_left", {}))
    elif card is Card.TAKE_OR_DROP:
        amount = c.TAKE_OR_DROP_AMOUNT.value
        if action.value < 0 and not c.DROP_NEEDS_THE_AMOUNT.value(me.carrots, amount):
            problems.append(("not_enough_carrots", {"needed": amount, "held": me.carrots,
                                                    "purpose": "drop"}))
    elif card is Card.HURRY_AHEAD:
        # "Kann nur ausgespielt werden, wenn der Spieler sich an zweiter Position befindet."
        if mover_is_first(state) and c.HURRY_AHEAD_ONLY_SECOND.value:
            problems.append(("not_second", {"card": card}))
            # Where the card would land says nothing when it cannot be played from this
            # place at all (the first player "hurrying ahead" would go back): r20 #7.
            return problems
        problems.extend(_card_target_problems(state, action, opp.field + 1, problems))
    else:
        # "Kann nur ausgespielt werden, wenn der Spieler sich an erster Position befindet."
        if not mover_is_first(state) and c.FALL_BACK_ONLY_FIRST.value:
            problems.append(("not_first", {"card": card}))
            return problems  # as for hurry ahead: the second player would "fall" forward
        target = opp.field - 1
        if target == 0 and c.FALL_BACK_NOT_TO_START.value:
            # The server forbids landing on the start (fix c6c06fca), though the text does not.
            problems.append(("card_onto_start", {"card": card}))
        elif target < 0:
            problems.append(("opponent_on_start", {}))
        else:
            problems.extend(_card_target_problems(state, action, target, problems))
    return problems


def _card_target_problems(
    state: State, action: Action, target: int, earlier: list[Problem]
) -> list[Problem]:
    """Where hurry ahead / fall back lands: not a hedgehog, a salad field only with a salad,
    the goal only with no salad and at most 10 carrots now (the card is free), a hare only
    if yet another card can be played there."""
    me, board = state.mover, state.board
    card = action.card
    assert card is not None
    if target > board.goal:
        return [("opponent_in_goal", {})]
    code = board.codes[target]
    if code == HEDGEHOG and c.CARD_NOT_ONTO_HEDGEHOG.value:
        return [("card_onto_hedgehog", {"card": card, "field": target})]
    if code == SALAD and me.salads == 0 and c.SALAD_FIELD_NEEDS_SALAD.value:
        return [("lettuce_needed", {"field": target})]
    if code == GOAL:
        return _goal_problems(me, me.carrots)
    if code == HARE and not earlier and c.HARE_NEEDS_PLAYABLE_CARD.value:
        # The look-ahead spends the card even while `card-used-once` is broken, so that
        # it ends.
        landed = Player(target, me.carrots, me.salads, me.cards - {card}, action)
        if not can_play_any_card(state.with_mover(landed)):
            return [("hare_no_card", {"field": target,
                                      "empty_hand": int(not landed.cards)})]
    return []


_CARD_PROBES = {
    # The server tests the carrot card with +20 only: holding it always allows a hare.
    Card.EAT_SALAD: Action(Kind.CARD, 0, Card.EAT_SALAD),
    Card.TAKE_OR_DROP: Action(Kind.CARD, 20, Card.TAKE_OR_DROP),
    Card.HURRY_AHEAD: Action(Kind.CARD, 0, Card.HURRY_AHEAD),
    Card.FALL_BACK: Action(Kind.CARD, 0, Card.FALL_BACK),
}


def can_play_any_card(state: State) -> bool:
    return any(not card_problems(state, _CARD_PROBES[c]) for c in state.mover.cards)


def action_problems(state: State, action: Action) -> list[Problem]:
    kind = action.kind
    if kind is Kind.ADVANCE:
        return advance_problems(state, action.value)
    if kind is Kind.CARD:
        return card_problems(state, action)
    if kind is Kind.FALL_BACK:
        return fall_back_problems(state)
    if kind is Kind.EAT:
        return eat_problems(state)
    if kind is Kind.EXCHANGE:
        return exchange_problems(state, action.value)
    return skip_problems(state)


def can_advance(state: State) -> bool:
    me = state.mover
    cost = c.FORWARD_COST.value
    return any(
        not advance_problems(state, d)
        for d in range(1, state.board.goal - me.field + 1)
        if cost(d) <= me.carrots
    )


def can_do_anything(state: State) -> bool:
    """The server's `canDoAnything`, which decides whether skipping is allowed."""
    singles = (BACK, TAKE, GIVE, EAT, *CARD_ACTIONS)
    return any(not action_problems(state, a) for a in singles) or can_advance(state)
