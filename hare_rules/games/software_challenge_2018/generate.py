"""The fast path of turn generation: every turn the 2018 server accepts, on plain integers.

`rules` states each of the server's checks once, collecting its problems so that an illegal
turn can be explained; `turns.legal_action_turns` generates turns from those checks. That
path builds problem lists, intermediate states and effect texts that generation throws
away. This module asks the same questions as plain yes/no tests on the mover's field,
carrots, salads and cards (a bit mask, so cards not held cost nothing), looks the mover up
once, and builds nothing but the token tuples it returns.

It must return exactly what `turns.legal_action_turns` returns, in the same order;
tests/sc2018/test_fast_generation.py compares both on every oracle position and on random
games, and tests/sc2018/test_agreement.py checks the result against `reasons_against`.

    >>> from hare_rules.games.software_challenge_2018.state import Board, initial_state
    >>> s = initial_state(Board.parse("S C H 1 2 C H L I C " + "C " * 54 + "G"))
    >>> legal_turn_tokens(s)[:3]
    [('+1',), ('+2', 'card:eat_salad'), ('+2', 'card:take_or_drop+20')]
"""

from __future__ import annotations

from hare_rules.games.software_challenge_2018.actions import Card, Kind
from hare_rules.games.software_challenge_2018.edition import SC2018
from hare_rules.games.software_challenge_2018.state import (
    CARROT,
    GOAL,
    HARE,
    HEDGEHOG,
    SALAD,
    State,
)
from hare_rules.hare_race.track import max_affordable_distance

# Cards as bits.
E, T, H, F = 1, 2, 4, 8
_BIT = {Card.EAT_SALAD: E, Card.TAKE_OR_DROP: T, Card.HURRY_AHEAD: H, Card.FALL_BACK: F}
_MASKS: dict[frozenset[Card], int] = {}

GOAL_MAX = SC2018.goal_max_carrots
BONUS_FIRST, BONUS_SECOND = SC2018.salad_bonus_first, SC2018.salad_bonus_second
DROP = SC2018.take_or_drop

EAT_CARD = "card:eat_salad"
TAKE20, DROP20, TAKE0 = "card:take_or_drop+20", "card:take_or_drop-20", "card:take_or_drop0"
HURRY, FALL = "card:hurry_ahead", "card:fall_back"
ADVANCE_TOKENS = tuple(f"+{d}" for d in range(128))
SKIP_TURN = [("skip",)]


def card_mask(cards: frozenset[Card]) -> int:
    mask = _MASKS.get(cards)
    if mask is None:
        mask = _MASKS[cards] = sum(_BIT[c] for c in cards)
    return mask


def _blocks_cards(last) -> bool:
    """`rules.must_move_on`: after eating (action or card) or the carrot card, no card."""
    if last is None:
        return False
    kind = last.kind
    return kind is Kind.EAT or (
        kind is Kind.CARD and last.card in (Card.EAT_SALAD, Card.TAKE_OR_DROP)
    )


def _must_eat(codes: str, field: int, last) -> bool:
    """`rules.must_eat`: arrived on a salad field by an advance or a moving card."""
    if last is None or codes[field] != SALAD:
        return False
    kind = last.kind
    return kind is Kind.ADVANCE or (
        kind is Kind.CARD and last.card in (Card.HURRY_AHEAD, Card.FALL_BACK)
    )


class _Position:
    """What one generation needs, read from the state once."""

    __slots__ = ("codes", "goal", "opp", "turns")

    def __init__(self, codes: str, goal: int, opp: int) -> None:
        self.codes, self.goal, self.opp = codes, goal, opp
        self.turns: list[tuple[str, ...]] = []

    def can_play(self, field: int, carrots: int, salads: int, mask: int) -> bool:
        """`rules.can_play_any_card` on hare field `field`, right after arriving by an
        advance or a moving card (so nothing blocks cards). The carrot card is probed
        with +20, so holding it is enough."""
        if mask & T or (mask & E and salads):
            return True
        opp = self.opp
        if field >= opp:  # first (a hare field is never the goal)
            return bool(mask & F) and opp > 1 and self.lands(opp - 1, carrots, salads, mask & ~F)
        return bool(mask & H) and self.lands(opp + 1, carrots, salads, mask & ~H)

    def lands(self, target: int, carrots: int, salads: int, mask: int) -> bool:
        """`rules._card_target_problems` is empty: where hurry ahead / fall back lands.
        `mask`: the cards left after the moving card."""
        if target > self.goal:
            return False
        code = self.codes[target]
        if code == HEDGEHOG:
            return False
        if code == SALAD:
            return salads > 0
        if code == GOAL:
            return salads == 0 and carrots <= GOAL_MAX
        if code == HARE:
            return self.can_play(target, carrots, salads, mask)
        return True

    def chains(self, done: tuple[str, ...], field: int, carrots: int, salads: int, mask: int,
               blocked: bool) -> None:
        """`turns._add_card_chains` for a mover on hare field `field` who owes a card
        (or, with `done` empty, starts the turn there): every card that may follow, in
        the order of `actions.CARD_ACTIONS`, each chain added where it may end."""
        if blocked or not mask:
            return
        turns = self.turns
        opp = self.opp
        first = field >= opp
        if mask & E and salads:
            turn = (*done, EAT_CARD)
            turns.append(turn)  # eating blocks further cards: the chain ends here
        if mask & T:
            turns.append((*done, TAKE20))
            if carrots >= DROP:
                turns.append((*done, DROP20))
            turns.append((*done, TAKE0))
        if mask & H and not first:
            target = opp + 1
            rest = mask & ~H
            if self.lands(target, carrots, salads, rest):
                self._moved((*done, HURRY), target, carrots, salads, rest)
        if mask & F and first and opp > 1:
            target = opp - 1
            rest = mask & ~F
            if self.lands(target, carrots, salads, rest):
                self._moved((*done, FALL), target, carrots, salads, rest)

    def _moved(self, done: tuple[str, ...], field: int, carrots: int, salads: int,
               mask: int) -> None:
        if self.codes[field] == HARE:
            self.chains(done, field, carrots, salads, mask, False)  # owes another card
        else:
            self.turns.append(done)


def legal_turn_tokens(state: State) -> list[tuple[str, ...]]:
    """Every turn the server accepts, each as a tuple of action tokens; the same list, in
    the same order, as `turns.legal_action_turns`."""
    if state.outcome is not None:
        return []
    board = state.board
    codes, goal = board.codes, len(board.codes) - 1
    if state.turn % 2 == 0:
        me, opponent = state.red, state.blue
    else:
        me, opponent = state.blue, state.red
    field, carrots, salads, last = me.field, me.carrots, me.salads, me.last
    opp = opponent.field
    mask = card_mask(me.cards)
    here = codes[field]
    must_eat = _must_eat(codes, field, last)
    blocked = _blocks_cards(last)
    position = _Position(codes, goal, opp)
    turns = position.turns

    # Single actions, in the order back, take, give, eat.
    if not must_eat:
        hedgehog = board.hedgehog_behind[field]
        if hedgehog is not None and hedgehog != opp:
            turns.append(("back",))
    if here == CARROT:
        turns.append(("take",))
        if carrots >= 10:
            turns.append(("give",))
    if here == SALAD and salads and not blocked:
        turns.append(("eat",))

    # Advances, each with the card chains its hare field demands.
    if not must_eat:
        longest = min(goal - field, max_affordable_distance(carrots))
        cost = 0
        tokens = ADVANCE_TOKENS if longest < len(ADVANCE_TOKENS) else tuple(
            f"+{d}" for d in range(longest + 1))
        for distance in range(1, longest + 1):
            cost += distance
            target = field + distance
            code = codes[target]
            if code == GOAL:
                if salads == 0 and carrots - cost <= GOAL_MAX:
                    turns.append((tokens[distance],))
                continue
            if target == opp or code == HEDGEHOG:
                continue
            if code == HARE:
                left = carrots - cost
                if position.can_play(target, left, salads, mask):
                    position.chains((tokens[distance],), target, left, salads, mask,
                                    False)
            elif code != SALAD or salads:
                turns.append((tokens[distance],))

    # Cards as the first action (hand-made positions only).
    if here == HARE:
        position.chains((), field, carrots, salads, mask, blocked)
    return turns or list(SKIP_TURN)
