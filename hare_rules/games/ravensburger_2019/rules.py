"""The rules of a turn (Ravensburger 2008/2019, rulebook pp. 2-5): what is legal, why not,
and what a move does.

Each clause of the rulebook sits above the check that implements it. `reasons_against` is
the single source of truth; `legal_moves` asks it about every candidate, so the generator
and the checker cannot disagree.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from hare_rules.core.protocol import IllegalActionError, IncompleteScenario, Text
from hare_rules.core.sentences import Effect, Reason
from hare_rules.hare_race.sentences import carrots_held, moves_in_squares, other_moves
from hare_rules.hare_race.track import Kind, forward_cost, max_affordable_distance

from . import clauses as c
from . import sentences as say
from .actions import Action, parse_action
from .cards import HARE_CARDS
from .edition import RAVENSBURGER_2019
from .state import Position, derived, is_over, players_ahead, players_behind, race_place


class IllegalMoveError(IllegalActionError):
    """An action was applied that the rules forbid; carries the reasons."""

    def __init__(self, position: Position, token: str, reasons: tuple[Reason, ...]):
        self.position, self.token, self.reasons = position, token, reasons
        why = " ".join(str(r) for r in reasons)
        super().__init__(f"illegal move {token!r}: {why} (position: {position.notation()})",
                         reasons)


class DeckUnknownError(IncompleteScenario):
    """A hare card must be drawn but the position has no pile to draw from.

    Its text says what the move did before the card (the start-of-turn payout, the
    price): those do not depend on the card, and a reader comparing moves needs them."""

    def preceded_by(self, effects: tuple[Effect, ...]) -> DeckUnknownError:
        if not effects or self.text is None:
            return self
        return DeckUnknownError(*self.args, text=Text(
            " ".join((*(e.de for e in effects), self.text.de)),
            " ".join((*(e.en for e in effects), self.text.en))))


@dataclass(frozen=True, slots=True)
class Applied:
    position: Position
    effects: tuple[Effect, ...]


# -- start of turn ------------------------------------------------------------------------
def start_turn(pos: Position) -> tuple[Position, tuple[Effect, ...]]:
    """Effects that happen before the mover acts (rulebook p. 4; variant p. 5).

    Both `legal_moves` and `apply` need them, so they are memoised on the position.
    """
    memo = derived(pos)
    started = memo.get("start")
    if started is None:
        started = memo["start"] = _start_turn(pos)
    return started  # type: ignore[return-value]


def _start_turn(pos: Position) -> tuple[Position, tuple[Effect, ...]]:
    """Effects that happen before the mover acts (rulebook p. 4; variant p. 5).

    Nothing happens on arrival: a position field pays at the start of the next turn, if the
    race place *then* matches one of its numbers. A pawn that must miss the turn gets nothing.
    """
    me = pos.mover
    if pos.extra_move or me.finished or me.skip:
        return pos, ()
    field = pos.track.field(me.field)
    if field.kind is Kind.POSITION:
        place = race_place(pos, me.name)
        if place in field.pays_places or not c.POSITION_PAYOUT_NEEDS_MATCH.value:
            amount = per_place(c.POSITION_PAYOUT_PER_PLACE.value, place)
            pos = pos.with_player(pos.to_move, carrots=me.carrots + amount)
            effect = say.effect("position_payout", me.name, amount, field=me.field, place=place,
                                nth=say.nth(place), printed=say.printed_places(field.pays_places))
            return pos, (effect,)
        return pos, (say.effect("position_no_payout", me.name, 0, field=me.field, place=place,
                              nth=say.nth(place), pays=say.places(field.pays_places),
                              printed=say.printed_places(field.pays_places)),)
    if field.kind is Kind.HARE and not pos.hare_cards:
        amount = c.HARE_REST_PAYOUT.value
        pos = pos.with_player(pos.to_move, carrots=me.carrots + amount, passed_by=0)
        return pos, (say.effect("hare_rest_payout", me.name, amount, field=me.field),)
    return pos, ()


# -- legality -----------------------------------------------------------------------------
def reasons_against(pos: Position, token: str) -> tuple[Reason, ...]:
    """Every reason why `token` is illegal for the player to move (empty: legal).

    The position is taken before the turn starts; start-of-turn payouts count.
    """
    if is_over(pos) and parse_action(token) is not None:
        return (say.reason("race_over", pos.mover.name),)
    started, _ = start_turn(pos)
    return _reasons(started, token)


def legal_moves(pos: Position) -> list[str]:
    """Every legal first action of the player to move, as tokens."""
    memo = derived(pos)
    moves = memo.get("legal")
    if moves is None:
        # The race is decided once one pawn is left on the track: nobody moves (p. 4).
        over = is_over(pos)
        moves = memo["legal"] = () if over else tuple(_legal_after_start(start_turn(pos)[0]))
    return list(moves)  # type: ignore[call-overload]


def _legal_after_start(pos: Position) -> list[str]:
    """The move generator: the same rules as `_reasons`, written for speed (the property
    tests check that the two never disagree)."""
    me, track = pos.mover, pos.track
    if me.finished:
        return []
    if me.skip and c.MUST_SKIP.value:
        return ["skip"]
    kinds, here = track.kinds, me.field
    if (kinds[here] is Kind.LETTUCE and not me.ate and not pos.extra_move
            and c.MUST_EAT_ON_ARRIVAL.value):
        return ["eat"]  # arrived on lettuce last turn: eating is the only move
    goal = track.goal
    occupied = {p.field for p in pos.players if 0 < p.field < goal}
    # The checks of `_target_allowed`, inlined: this loop runs for every candidate.
    moves = []
    carrots, lettuce = me.carrots, me.lettuce
    cost = c.FORWARD_COST.value
    # The closed-form bound holds for the rulebook's cost only (a broken clause may differ).
    reach = max_affordable_distance(carrots) if cost is forward_cost else goal - here
    if not c.ONE_PAWN_PER_FIELD.value:
        occupied = set()
    hedgehog_blocks = c.HEDGEHOG_NEVER_FORWARD.value
    lettuce_blocks = not lettuce and c.LETTUCE_FIELD_NEEDS_LETTUCE.value
    farthest = goal - here if c.NO_OVERSHOOTING.value else reach
    blocked_from = min((f for f in occupied if f > here), default=goal + 1)
    for n in range(1, min(reach, farthest) + 1):
        target = min(here + n, goal)
        if target > blocked_from and not c.JUMPING_ALLOWED.value:
            break
        kind = kinds[target]
        if ((kind is Kind.HEDGEHOG and hedgehog_blocks) or target in occupied
                or (kind is Kind.LETTUCE and lettuce_blocks)):
            continue
        if kind is Kind.GOAL and ((lettuce and c.GOAL_NEEDS_NO_LETTUCE.value)
                                  or carrots - cost(n) > _goal_limit(pos)):
            continue
        if cost is not forward_cost and cost(n) > carrots:
            continue
        moves.append(FORWARD_TOKENS[n])
    if back_target(pos) is not None:
        moves.append("back")
    if (kinds[here] is Kind.LETTUCE and me.ate and me.lettuce and not pos.extra_move
            and not c.LEAVE_AFTER_EATING.value):
        moves.append("eat")
    if kinds[here] is Kind.CARROT and not pos.extra_move:
        moves.append("take")
        if c.GIVE_NEEDS_EXCHANGE(me.carrots, c.CARROT_EXCHANGE.value):
            moves.append("give")
    if not pos.extra_move and (not moves or not c.RESTART_ONLY_WHEN_STUCK.value):
        moves.append("restart")
    if me.skip:  # only when the clause that a missed turn is missed is broken
        moves.append("skip")
    return moves


def back_target(pos: Position) -> int | None:
    """Where a backward move goes: the nearest hedgehog behind, if it is free (p. 3)."""
    me = pos.mover
    hedgehog = pos.track.nearest_hedgehog_behind(me.field)
    if pos.track.kind(me.field) is Kind.HEDGEHOG and not c.BACK_FROM_A_HEDGEHOG.value:
        return None
    if hedgehog is None and not c.NO_BACK_WITHOUT_HEDGEHOG.value:
        return 0 if me.field > 0 else None  # the wrong reading "back to the start"
    if c.NEAREST_HEDGEHOG_ONLY.value:
        return hedgehog if hedgehog is not None and pos.occupant(hedgehog) is None else None
    while hedgehog is not None and pos.occupant(hedgehog) is not None:  # a wrong reading
        hedgehog = pos.track.nearest_hedgehog_behind(hedgehog)
    return hedgehog


def per_place(amount: int | None, place: int) -> int:
    """An amount per race place; None is the wrong reading "10, whatever the place"."""
    return 10 if amount is None else amount * place


FORWARD_TOKENS = tuple(f"+{n}" for n in range(0, 1000))


def _target_allowed(pos: Position, n: int, occupied: set[int]) -> bool:
    """Whether the field n ahead may be entered (the move is affordable and on the board)."""
    me = pos.mover
    target = me.field + n
    kind = pos.track.kinds[target]
    if kind is Kind.HEDGEHOG and c.HEDGEHOG_NEVER_FORWARD.value:
        return False
    if target in occupied and c.ONE_PAWN_PER_FIELD.value:
        return False
    if kind is Kind.LETTUCE and not me.lettuce and c.LETTUCE_FIELD_NEEDS_LETTUCE.value:
        return False
    if kind is Kind.GOAL:
        lettuce_ok = not me.lettuce or not c.GOAL_NEEDS_NO_LETTUCE.value
        return lettuce_ok and me.carrots - c.FORWARD_COST(n) <= _goal_limit(pos)
    return True


def _plain_forward_is_legal(pos: Position, action: Action) -> bool:
    """A quick yes for the most common action, a forward move with nothing in the way;
    False means "ask `_reasons`", not "illegal"."""
    me, track = pos.mover, pos.track
    n = action.fields
    if action.kind != "forward" or me.place is not None or me.skip:
        return False
    if track.kinds[me.field] is Kind.LETTUCE and not me.ate and not pos.extra_move:
        return False
    if not (c.NO_OVERSHOOTING.value and c.JUMPING_ALLOWED.value):
        return False  # a broken clause: let `_reasons` judge
    if me.field + n > track.goal or c.FORWARD_COST(n) > me.carrots:
        return False
    occupied = {p.field for p in pos.players if 0 < p.field < track.goal}
    return _target_allowed(pos, n, occupied)


def _goal_limit(pos: Position) -> int:
    return per_place(c.GOAL_LIMIT_PER_PLACE.value, pos.finished_count() + 1)


def _reasons(pos: Position, token: str) -> tuple[Reason, ...]:
    action = parse_action(token)
    me = pos.mover
    if action is None:
        return (say.reason("unknown_token", token=token),)
    who = me.name
    if me.finished:
        return (say.reason("finished", who),)
    if action.kind == "skip":
        return () if me.skip else (say.reason("not_skipping", who),)
    reasons: list[Reason] = []
    if me.skip and c.MUST_SKIP.value:
        reasons.append(say.reason("must_skip", who))
    if pos.extra_move and action.kind not in ("forward", "back"):
        reasons.append(say.reason("extra_move_only", who, what=say.NOT_AN_EXTRA_MOVE[action.kind]))
    on_lettuce = pos.track.kind(me.field) is Kind.LETTUCE
    # A pawn that arrived on a lettuce field must eat on its next turn (p. 4).
    if (action.kind in ("forward", "back", "take", "give") and on_lettuce and not me.ate
            and c.MUST_EAT_ON_ARRIVAL.value):
        reasons.append(say.reason("must_eat", who, field=me.field))
    if action.kind == "forward":
        reasons += _forward_reasons(pos, action.fields)
    elif action.kind == "back":
        reasons += _back_reasons(pos)
    elif action.kind == "eat":
        reasons += _eat_reasons(pos)
    elif action.kind in ("take", "give"):
        reasons += _exchange_reasons(pos, action.kind)
    elif action.kind == "restart" and not reasons:
        others = [m for m in _legal_after_start(pos) if m != "restart"]
        if others and c.RESTART_ONLY_WHEN_STUCK.value:
            moves = other_moves(others, exchange=c.CARROT_EXCHANGE.value)
            reasons.append(say.reason("not_stuck", who, moves=moves_in_squares(moves)))
    return tuple(reasons)


def _forward_reasons(pos: Position, fields: int) -> list[Reason]:
    me, track = pos.mover, pos.track
    target, cost = me.field + fields, c.FORWARD_COST(fields)
    reasons = []
    # Forward n fields costs 1 + 2 + ... + n carrots, paid at once (p. 3).
    if cost > me.carrots:
        reasons.append(say.reason("not_enough_carrots", me.name, needed=cost,
                                  held=carrots_held(me.carrots)))
    # Past the goal is impossible.
    if target > track.goal and c.NO_OVERSHOOTING.value:
        reasons.append(say.reason("past_goal", me.name, fields=fields, goal=track.goal))
        return reasons
    target = min(target, track.goal)
    # Occupied fields may be jumped over (p. 2).
    jumped = [p for p in pos.players if p.name != me.name and me.field < p.field < target]
    if jumped and not c.JUMPING_ALLOWED.value:  # only where the clause is broken
        first = jumped[0]
        reasons.append(say.reason("field_occupied", me.name, field=first.field,
                                  occupant=first.name))
    kind = track.kind(target)
    # Hedgehog fields are only ever reached backwards (p. 2).
    if kind is Kind.HEDGEHOG and c.HEDGEHOG_NEVER_FORWARD.value:
        reasons.append(say.reason("hedgehog_forward", me.name, field=target))
    # At most one pawn per field except start and goal; occupied fields may be jumped (p. 2).
    occupant = pos.occupant(target)
    if occupant is not None and c.ONE_PAWN_PER_FIELD.value:
        reasons.append(say.reason("field_occupied", me.name, field=target,
                                  occupant=occupant.name))
    # A lettuce field may only be entered with a lettuce left to eat (p. 4).
    if kind is Kind.LETTUCE and me.lettuce == 0 and c.LETTUCE_FIELD_NEEDS_LETTUCE.value:
        reasons.append(say.reason("lettuce_needed", me.name, field=target))
    if kind is Kind.GOAL:
        reasons += _goal_reasons(pos, cost)
    return reasons


def _goal_reasons(pos: Position, cost: int) -> list[Reason]:
    # Into the goal only without lettuce and, after paying, with at most 10 x finishing
    # place carrots (p. 4).
    me = pos.mover
    reasons = []
    if me.lettuce and c.GOAL_NEEDS_NO_LETTUCE.value:
        reasons.append(say.reason("goal_lettuce_left", me.name, lettuce=me.lettuce))
    place = pos.finished_count() + 1
    limit = _goal_limit(pos)
    left = me.carrots - cost
    if cost <= me.carrots and left > limit:
        reasons.append(say.reason("goal_too_many_carrots", me.name, place=place, limit=limit,
                                  left=left, nth=say.nth(place)))
    return reasons


def _back_reasons(pos: Position) -> list[Reason]:
    # Backwards only to the nearest hedgehog behind; if it is taken there is no backward
    # move at all, never to the one behind it (p. 3).
    me = pos.mover
    hedgehog = pos.track.nearest_hedgehog_behind(me.field)
    if hedgehog is None and back_target(pos) is None:
        return [say.reason("no_hedgehog_behind", me.name, field=me.field)]
    if back_target(pos) is None:
        return [say.reason("hedgehog_occupied", me.name, hedgehog=hedgehog)]
    return []


def _eat_reasons(pos: Position) -> list[Reason]:
    me = pos.mover
    if pos.track.kind(me.field) is not Kind.LETTUCE:
        return [say.reason("not_on_lettuce", me.name, field=me.field)]
    # One lettuce per stay: after eating the pawn must leave on its next turn (p. 4).
    if me.ate and c.LEAVE_AFTER_EATING.value:
        return [say.reason("already_ate", me.name)]
    if me.lettuce == 0:
        return [say.reason("lettuce_needed", me.name, field=me.field)]
    return []


def _exchange_reasons(pos: Position, kind: str) -> list[Reason]:
    me = pos.mover
    if pos.track.kind(me.field) is not Kind.CARROT:
        return [say.reason("not_on_carrot_field", me.name, field=me.field)]
    exchange = c.CARROT_EXCHANGE.value
    if kind == "give" and not c.GIVE_NEEDS_EXCHANGE(me.carrots, exchange):
        return [say.reason("not_enough_carrots", me.name, needed=exchange,
                           held=carrots_held(me.carrots))]
    return []


# -- applying -----------------------------------------------------------------------------
def apply(pos: Position, token: str) -> Applied:
    """Play one action of the player to move; returns the new position and its effects.

    Raises IllegalMoveError (with the reasons) for an illegal action, DeckUnknownError
    when a hare card must be drawn from an empty pile.
    """
    if is_over(pos):
        raise IllegalMoveError(pos, token, reasons_against(pos, token))
    started, effects = start_turn(pos)
    action = parse_action(token)
    known = derived(pos).get("legal")  # set when legal_moves was asked for this position
    if action is None:
        quick_yes = False
    elif known is not None:
        quick_yes = token in known  # type: ignore[operator]
    else:
        quick_yes = _plain_forward_is_legal(started, action)
    if not quick_yes:
        reasons = _reasons(started, token)
        if reasons:
            raise IllegalMoveError(pos, token, reasons)
    assert action is not None  # _reasons rejects unknown tokens
    try:
        after, more = _perform(started, action)
    except DeckUnknownError as unknown:
        raise unknown.preceded_by(effects) from None
    return Applied(after, effects + more)


def _perform(pos: Position, action: Action) -> tuple[Position, tuple[Effect, ...]]:
    seat, me = pos.to_move, pos.mover
    kind = action.kind
    if kind == "forward":
        return _move_forward(pos, action.fields)
    if kind == "back":
        return _move_back(pos)
    if kind == "eat":
        place = race_place(pos, me.name)
        amount = c.LETTUCE_PAYOUT_PER_PLACE.value * place
        pos = pos.with_player(seat, lettuce=me.lettuce - 1, carrots=me.carrots + amount, ate=True)
        return _end_turn(pos), (say.effect("lettuce_payout", me.name, amount, place=place,
                                                  nth=say.nth(place)),)
    if kind in ("take", "give"):
        change = c.CARROT_EXCHANGE.value * (1 if kind == "take" else -1)
        pos = pos.with_player(seat, carrots=me.carrots + change)
        return _end_turn(pos), (say.effect(f"carrot_{kind}", me.name, change),)
    if kind == "skip":
        pos = pos.with_player(seat, skip=me.skip - (1 if c.SKIP_COUNTS_DOWN.value else 0))
        return _end_turn(pos), (say.effect("skip_turn", me.name),)
    # restart: stuck, back to the start with the starting carrots; eaten lettuce stays eaten.
    carrots = start_carrots(len(pos.players))
    if not c.RESTART_SETS_CARROTS.value:  # the wrong reading "topped up"
        carrots += me.carrots
    pos = pos.with_player(seat, field=0, carrots=carrots, ate=False, passed_by=0)
    kind = "restart_replaces" if me.carrots and c.RESTART_SETS_CARROTS.value else "restart"
    effect = say.effect(kind, me.name, carrots - me.carrots, fresh=carrots, lettuce=me.lettuce)
    return _end_turn(pos), (effect,)


def _move_forward(pos: Position, fields: int) -> tuple[Position, tuple[Effect, ...]]:
    seat, me = pos.to_move, pos.mover
    target, cost = min(me.field + fields, pos.track.goal), c.FORWARD_COST(fields)
    effects = [say.effect("cost", me.name, -cost, fields=fields, start=me.field, field=target)]
    place = pos.finished_count() + 1 if target == pos.track.goal else None
    pos = pos.with_player(
        seat, field=target, carrots=me.carrots - cost, ate=False, passed_by=0, place=place
    )
    pos, fees = _passing_fees(pos, me.name, me.field, target)
    effects += fees
    pos, wrong = _arrival_payouts(pos, target)  # only where a clause is broken
    effects += wrong
    if place is not None:
        effects.append(say.effect("finish", me.name, 0, place=place, nth=say.nth(place)))
        return _end_turn(pos), tuple(effects)
    if pos.track.kind(target) is Kind.HARE and pos.hare_cards:
        try:
            pos, card_effects = _draw_hare_card(pos.evolve(extra_move=False), cost)
        except DeckUnknownError as unknown:
            raise unknown.preceded_by(tuple(effects)) from None
        return pos, tuple(effects) + card_effects
    return _end_turn(pos), tuple(effects)


def _arrival_payouts(pos: Position, target: int) -> tuple[Position, tuple[Effect, ...]]:
    """Nothing is paid for arriving (p. 4); these payouts exist only as the wrong readings
    of broken clauses, so that a claim can be tested against them."""
    me, kind = pos.mover, pos.track.kind(target)
    amount = 0
    if kind is Kind.POSITION and not c.POSITION_PAYS_NEXT_TURN.value:
        place = race_place(pos, me.name)
        if place in pos.track.field(target).pays_places:
            amount = per_place(c.POSITION_PAYOUT_PER_PLACE.value, place)
    if kind is Kind.CARROT and not c.ARRIVING_PAYS_NOTHING.value:
        amount = c.CARROT_EXCHANGE.value
    if not amount:
        return pos, ()
    pos = pos.with_player(pos.to_move, carrots=me.carrots + amount)
    return pos, (say.effect("carrot_take", me.name, amount),)


def _move_back(pos: Position) -> tuple[Position, tuple[Effect, ...]]:
    seat, me = pos.to_move, pos.mover
    hedgehog = back_target(pos)
    assert hedgehog is not None
    fields = me.field - hedgehog
    per_field = c.BACK_REFUND_PER_FIELD.value
    refund = 10 if per_field is None else per_field * fields
    pos = pos.with_player(
        seat, field=hedgehog, carrots=me.carrots + refund, ate=False, passed_by=0
    )
    effects = [say.effect("hedgehog_refund", me.name, refund, fields=fields, field=hedgehog)]
    pos, fees = _passing_fees(pos, me.name, me.field, hedgehog)
    return _end_turn(pos), tuple(effects) + fees


def _passing_fees(
    pos: Position, passer: str, start: int, end: int
) -> tuple[Position, tuple[Effect, ...]]:
    """Variant without hare cards (p. 5): a pawn resting on a hare field pays 10 carrots
    (or all it has) to the supply for every pawn that passes it, forwards or backwards."""
    if pos.hare_cards:
        return pos, ()
    low, high = min(start, end), max(start, end)
    effects = []
    for seat, p in enumerate(pos.players):
        if low < p.field < high and p.name != passer and pos.track.kind(p.field) is Kind.HARE:
            fee = min(c.HARE_PASSING_FEE.value, p.carrots)
            pos = pos.with_player(seat, carrots=p.carrots - fee, passed_by=p.passed_by + 1)
            effects.append(say.effect("passing_fee", p.name, -fee, field=p.field))
    return pos, tuple(effects)


def _end_turn(pos: Position) -> Position:
    """Hand the turn to the next seat whose pawn is still racing."""
    n = len(pos.players)
    for step in range(1, n + 1):
        seat = (pos.to_move + step * c.CLOCKWISE.value) % n
        if pos.players[seat].place is None or not c.GOAL_PAWNS_GET_NO_TURN.value:
            return pos.evolve(to_move=seat, extra_move=False)
    return pos.evolve(extra_move=False)


# -- hare cards ---------------------------------------------------------------------------
def _draw_hare_card(pos: Position, cost: int) -> tuple[Position, tuple[Effect, ...]]:
    """Draw the top card at once, carry it out, put it under the pile (p. 3)."""
    me = pos.mover
    if not pos.deck:
        raise DeckUnknownError(
            f"{me.name} lands on hare field {me.field} and must draw a hare card, but the "
            f"pile is empty: give the deck (position: {pos.notation()})",
            text=Text(f"{me.name} kommt auf das Hasenfeld {me.field} und zieht eine "
                      "Hasenkarte; welche, legt diese Stellung nicht fest.",
                      f"{me.name} lands on hare square {me.field} and draws a hare card; "
                      "this position does not say which."),
        )
    card, rest = pos.deck[0], pos.deck[1:]
    pos = pos.evolve(deck=rest + ((card,) if c.CARD_UNDER_PILE.value else ()))
    info = HARE_CARDS[card]
    drawn = say.effect("card_drawn", me.name, 0, card=card,
                       title=Text(info.title_de, info.title_en))
    pos, effects, again = _carry_out_card(pos, card, cost)
    effects = (drawn,) + effects
    if again:
        if _legal_after_start(pos.evolve(extra_move=True)):
            return pos.evolve(extra_move=True), effects
        effects += (say.effect("no_move_again", me.name),)
    return _end_turn(pos), effects


def _carry_out_card(
    pos: Position, card: str, cost: int
) -> tuple[Position, tuple[Effect, ...], bool]:
    """Returns the position, the effects, and whether the mover moves again at once."""
    seat, me = pos.to_move, pos.mover
    if card == "give-10-behind":
        behind = players_behind(pos, me.name)
        gift = c.GIVE_BEHIND_AMOUNT.value
        total = gift * len(behind)
        if not behind:
            return pos, (say.effect("card_give_nobody", me.name, 0),), False
        if me.carrots < total and not c.GIVE_BEHIND_ALL_OR_NONE.value:
            behind = behind[: me.carrots // gift]  # the wrong reading: as far as it goes
            total = gift * len(behind)
        if me.carrots < total or not behind:
            effect = say.effect("card_give_none", me.name, 0, behind=len(behind), needed=total,
                                held=me.carrots, gift=gift)
            return pos, (effect,), False
        effects = [say.effect("card_give", me.name, -total, gift=gift,
                              receivers=say.names(p.name for p in behind))]
        pos = pos.with_player(seat, carrots=me.carrots - total)
        for p in behind:
            pos = pos.with_player(pos.seat_of(p.name), carrots=p.carrots + gift)
            effects.append(say.effect("card_receive", p.name, gift))
        return pos, tuple(effects), False
    if card == "miss-or-move-again":
        n_behind = len(players_behind(pos, me.name))
        ahead = len([p for p in players_ahead(pos, me.name)
                     if p.place is None or c.GOAL_COUNTS_AS_AHEAD.value])
        if c.MISS_IF_MORE_BEHIND(n_behind, ahead):
            pos = pos.with_player(seat, skip=me.skip + 1)
            effect = say.effect("card_miss_turn", me.name, 0, behind=say.players(n_behind),
                                ahead=say.players(ahead))
            return pos, (effect,), False
        kind = "card_move_again_tie" if n_behind == ahead else "card_move_again"
        effect = say.effect(kind, me.name, 0, behind=say.players(n_behind),
                            ahead=say.players(ahead))
        return pos, (effect,), True
    if card == "restore-65":
        restored = c.RESTORE_AMOUNT.value
        pos = pos.with_player(seat, carrots=restored)
        effect = say.effect(
            "card_restore", me.name, restored - me.carrots, before=me.carrots, restored=restored
        )
        return pos, (effect,), False
    if card == "lettuce-bonus":
        if me.lettuce == 0:
            pos = pos.with_player(seat, skip=me.skip + 1)
            return pos, (say.effect("card_no_lettuce", me.name),), False
        per_lettuce = c.LETTUCE_BONUS_PER_LETTUCE.value
        amount = 10 if per_lettuce is None else per_lettuce * me.lettuce
        pos = pos.with_player(seat, carrots=me.carrots + amount)
        return pos, (say.effect("card_lettuce_bonus", me.name, amount, lettuce=me.lettuce),), False
    if card == "lose-half":
        # With an odd number the pawn keeps the larger half: 67 -> 34.
        lost = c.LOSE_HALF_ROUNDS_DOWN(me.carrots)
        pos = pos.with_player(seat, carrots=me.carrots - lost)
        if lost == 0:  # 0 carrots, or 1 kept as the larger half: nothing is lost
            return pos, (say.effect("card_lose_half_none", me.name, 0, before=me.carrots),), False
        kind = "card_lose_half_odd" if me.carrots % 2 else "card_lose_half"
        return pos, (say.effect(kind, me.name, -lost, before=me.carrots),), False
    if card == "free-ride":
        refund = cost if c.FREE_RIDE_REFUNDS.value else 0
        pos = pos.with_player(seat, carrots=me.carrots + refund)
        return pos, (say.effect("card_free_ride", me.name, refund),), False
    if card == "show-carrots":
        again = not c.SHOW_CARROTS_ENDS_TURN.value  # the wrong reading: and move again
        return pos, (say.effect("card_show", me.name, 0, held=me.carrots),), again
    return _shuffle_card(pos)


def _shuffle_card(pos: Position) -> tuple[Position, tuple[Effect, ...], bool]:
    seat, me = pos.to_move, pos.mover
    # Each other player gives the card's amount (1), or nothing if it has none.
    take = c.SHUFFLE_TAKES.value
    givers = [p for p in pos.players if p.name != me.name and p.carrots >= take]
    effects: list[Effect] = []
    if givers:
        effects.append(say.effect("card_shuffle_take", me.name, take * len(givers),
                                  givers=say.names(p.name for p in givers)))
        for p in givers:
            pos = pos.with_player(pos.seat_of(p.name), carrots=p.carrots - take)
            effects.append(say.effect("card_shuffle_give", p.name, -take))
        pos = pos.with_player(seat, carrots=me.carrots + take * len(givers))
    # The reshuffle is chance made explicit: the seed in the position decides the order.
    rng = random.Random(pos.seed)
    deck = list(pos.deck)
    rng.shuffle(deck)
    pos = pos.evolve(deck=tuple(deck), seed=rng.randrange(1, 2**31))
    effects.append(say.effect("deck_shuffled", me.name, 0))
    return pos, tuple(effects), False


def start_carrots(players: int) -> int:
    """68 carrots each, 98 with 5 or 6 players (p. 2): the edition's, read from its clause."""
    return RAVENSBURGER_2019.start_carrots(players)
