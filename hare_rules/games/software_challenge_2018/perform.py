"""Carrying out accepted actions, and what happens between two turns (position bonus for
the next player, end of the game). Legality is checked elsewhere (`rules`)."""

from __future__ import annotations

from hare_rules.games.software_challenge_2018 import clauses as c
from hare_rules.games.software_challenge_2018.actions import Action, Card, Kind
from hare_rules.games.software_challenge_2018.rules import (
    hedgehog_target,
    is_first,
    mover_is_first,
)
from hare_rules.games.software_challenge_2018.sentences import (
    FIRST,
    SECOND,
    Effect,
    effect,
    from_field,
    to_field,
)
from hare_rules.games.software_challenge_2018.state import (
    HARE,
    HEDGEHOG,
    POSITION_1,
    POSITION_2,
    Color,
    Outcome,
    Player,
    State,
)


def perform(state: State, action: Action) -> tuple[State, bool, Effect | None]:
    """Carry out one accepted action of the player to move. Returns the new state, whether a
    card is now owed (the action landed on a hare field), and what it paid or received."""
    me, color = state.mover, state.to_move
    kind = action.kind
    if kind is Kind.ADVANCE:
        target, cost = me.field + action.value, c.FORWARD_COST.value(action.value)
        moved = Player(target, me.carrots - cost, me.salads, me.cards, action)
        fx = effect("cost", color, -cost, fields=action.value, field=target,
                    to=to_field(target, state.board.goal))
        owes = state.board.codes[target] == HARE and c.CARD_OWED_ON_HARE.value
        return state.with_mover(moved), owes, fx
    if kind is Kind.CARD:
        return _play_card(state, action)
    if kind is Kind.FALL_BACK:
        hedgehog = hedgehog_target(state.board, me.field, state.opponent.field)
        assert hedgehog is not None
        fields = me.field - hedgehog
        refund = c.BACK_REFUND_PER_FIELD.value * fields
        moved = Player(hedgehog, me.carrots + refund, me.salads, me.cards, action)
        start = from_field(me.field, state.board.codes[me.field] == HEDGEHOG)
        fx = effect("hedgehog_refund", color, refund, fields=fields, field=hedgehog,
                    start=start)
        return state.with_mover(moved), False, fx
    if kind is Kind.EAT:
        # The action pays +10 only when strictly ahead (the card uses "first", see below).
        first, second = c.SALAD_PAYOUT.value
        ahead = me.field > state.opponent.field
        payout = first if ahead else second
        fed = Player(me.field, me.carrots + payout, me.salads - 1, me.cards, action)
        fx = effect("lettuce_payout", color, payout, place=FIRST if ahead else SECOND)
        return state.with_mover(fed), False, fx
    if kind is Kind.EXCHANGE:
        change = c.CARROT_EXCHANGE.value * (1 if action.value > 0 else -1)
        changed = Player(me.field, me.carrots + change, me.salads, me.cards, action)
        fx = effect("carrot_take" if change > 0 else "carrot_give", color, change)
        return state.with_mover(changed), False, fx
    # A skip changes nothing, not even the last action: a pending must-eat carries over.
    if not c.SKIP_KEEPS_LAST_ACTION.value:  # the wrong reading: the skip becomes the last
        skipped = Player(me.field, me.carrots, me.salads, me.cards, action)
        return state.with_mover(skipped), False, effect("skip_turn", color)
    return state, False, effect("skip_turn", color)


def _play_card(state: State, action: Action) -> tuple[State, bool, Effect]:
    me, opp, color = state.mover, state.opponent, state.to_move
    card = action.card
    assert card is not None
    field, carrots, salads = me.field, me.carrots, me.salads
    details: dict[str, object] = {"card": card}
    if card is Card.EAT_SALAD:
        first_place = mover_is_first(state)
        first, second = c.SALAD_PAYOUT.value
        gain = first if first_place else second
        carrots, salads = carrots + gain, salads - 1
        kind, details["place"] = "card_eat_salad", FIRST if first_place else SECOND
    elif card is Card.TAKE_OR_DROP:
        amount = (action.value > 0) - (action.value < 0)
        amount *= c.TAKE_OR_DROP_AMOUNT.value
        carrots += amount
        kind = "card_take" if amount > 0 else "card_drop" if amount < 0 else "card_keep"
    else:
        field = opp.field + 1 if card is Card.HURRY_AHEAD else opp.field - 1
        kind = "card_hurry_ahead" if card is Card.HURRY_AHEAD else "card_fall_back"
        details.update(field=field, to=to_field(field, state.board.goal))
    cards = me.cards - {card} if c.CARD_USED_ONCE.value else me.cards
    played = Player(field, carrots, salads, cards, action)
    fx = effect(kind, color, carrots - me.carrots, **details)
    moved = card in (Card.HURRY_AHEAD, Card.FALL_BACK)
    lands_on_hare = moved and state.board.codes[field] == HARE and c.CARD_OWED_ON_HARE.value
    return state.with_mover(played), lands_on_hare, fx


def goal_entry(state: State) -> Effect | None:
    """What let the mover into the goal, right after the action that took it there."""
    me = state.mover
    if me.field != state.board.goal:
        return None
    return effect("goal_entry", state.to_move, left=me.carrots,
                  limit=c.GOAL_MAX_CARROTS.value)


def finish_turn(state: State) -> tuple[State, list[Effect]]:
    """Hand the turn over: count it, pay the next player's position bonus (the server pays
    it at the end of the move, from the positions after it), then check for the end."""
    effects: list[Effect] = []
    on_arrival = not c.POSITION_PAYS_NEXT_TURN.value  # only while that clause is broken
    if on_arrival:
        state = _pay_position_bonus(state, state.to_move, effects)
    passed = State(state.board, state.red, state.blue, state.turn + 1)
    if not on_arrival:
        passed = _pay_position_bonus(passed, passed.to_move, effects)
    result = outcome(passed)
    if result is not None:
        passed = State(passed.board, passed.red, passed.blue, passed.turn, result)
        effects.append(_game_end(passed, result))
    return passed, effects


def _game_end(state: State, result: Outcome) -> Effect:
    """The sentence that ends the game: who won, and what decided it."""
    red, blue = state.red, state.blue
    if result.reason == "goal":
        if red.field != blue.field:
            return effect("won_goal", result.winner)
        kind = "won_goal_tie" if red.carrots == blue.carrots else "won_goal_fewer_carrots"
        return effect(kind, result.winner)
    if red.field != blue.field and c.ROUND_LIMIT_FARTHER_WINS.value:
        kind = "won_rounds_farther"
    elif red.carrots != blue.carrots:
        kind = "won_rounds_fewer_carrots"
    else:
        kind = "won_rounds_tie"
    return effect(kind, result.winner, rounds=c.TURN_LIMIT.value // 2)


def _pay_position_bonus(state: State, color: Color, effects: list[Effect]) -> State:
    bonus = position_bonus(state, color)
    if not bonus:
        return state
    p = state.player(color)
    state = state.with_player(color, Player(p.field, p.carrots + bonus, p.salads, p.cards,
                                            p.last))
    first = state.board.codes[p.field] == POSITION_1
    effects.append(effect("position_bonus", color, bonus, field=p.field,
                          place=FIRST if first else SECOND))
    return state


def position_bonus(state: State, color: Color) -> int:
    """+10 on a position-1 field while first, +30 on a position-2 field while second."""
    p = state.player(color)
    code = state.board.codes[p.field]
    if code == POSITION_1 and (is_first(state, color) or not c.POSITION_BONUS_NEEDS_PLACE.value):
        return c.POSITION_1_BONUS.value
    if code == POSITION_2 and (not is_first(state, color)
                               or not c.POSITION_BONUS_NEEDS_PLACE.value):
        return c.POSITION_2_BONUS.value
    return 0


def outcome(state: State) -> Outcome | None:
    """The server's `checkWinCondition`, run after every move but effective only once blue
    has moved (even turn count): red reaching the goal gives blue one more move."""
    red, blue, goal = state.red, state.blue, state.board.goal
    if state.turn % 2 == 1 and (c.GOAL_CHECKED_AFTER_BLUE.value or red.field != goal):
        return None
    if (red.field == goal or blue.field == goal) and c.GOAL_ENDS_THE_GAME.value:
        if red.field == blue.field:
            fewer = red.carrots <= blue.carrots
            if not c.GOAL_FEWER_CARROTS_WIN.value:
                fewer = red.carrots >= blue.carrots
            return Outcome("red" if fewer else "blue", "goal")
        return Outcome("red" if red.field == goal else "blue", "goal")
    if state.turn % 2 == 1:
        return None
    if state.turn >= c.TURN_LIMIT.value:
        return Outcome(_round_limit_winner(red, blue), "round_limit")
    return None


def _round_limit_winner(red: Player, blue: Player) -> Color:
    """Farther along wins, then fewer carrots, then red."""
    if not c.ROUND_LIMIT_FARTHER_WINS.value and red.carrots != blue.carrots:
        return "red" if red.carrots < blue.carrots else "blue"  # the wrong reading
    if red.field != blue.field:
        return "red" if red.field > blue.field else "blue"
    return "red" if red.carrots <= blue.carrots else "blue"
