"""The fast path of turn generation: every turn the 2018 server accepts, on plain integers.

`rules` states each of the server's checks once, collecting its problems so that an illegal
turn can be explained; `turns.legal_action_turns` generates turns from those checks. That
path builds problem lists, intermediate states and effect texts that generation throws
away. This module asks the same questions as plain yes/no tests on the mover's field,
carrots, salads and cards (a bit mask, so cards not held cost nothing), looks the mover up
once, and builds nothing but the token tuples it returns.

It must return exactly what `turns.legal_action_turns` returns, in the same order;
tests/games/software_challenge_2018/test_fast_generation.py compares both on every oracle
position and on random games, and tests/games/software_challenge_2018/test_agreement.py
checks the result against `reasons_against`.

Every rule it applies is a clause of `clauses`: it reads their values once per call from
`clauses.snapshot()` (rebuilt only when a test switches a clause), so that a broken clause
changes what it returns exactly as it changes the reference.

    >>> from hare_rules.games.software_challenge_2018.state import Board, initial_state
    >>> s = initial_state(Board.parse("S C H 1 2 C H L I C " + "C " * 54 + "G"))
    >>> legal_turn_tokens(s)[:3]
    [('+1',), ('+2', 'card:eat_salad'), ('+2', 'card:take_or_drop+20')]
"""

from __future__ import annotations

from hare_rules.games.software_challenge_2018.actions import Card, Kind
from hare_rules.games.software_challenge_2018.clauses import Snapshot, snapshot
from hare_rules.games.software_challenge_2018.state import (
    CARROT,
    GOAL,
    HARE,
    HEDGEHOG,
    SALAD,
    State,
)
from hare_rules.hare_race.track import forward_cost, max_affordable_distance

# Cards as bits.
E, T, H, F = 1, 2, 4, 8
_BIT = {Card.EAT_SALAD: E, Card.TAKE_OR_DROP: T, Card.HURRY_AHEAD: H, Card.FALL_BACK: F}
_MASKS: dict[frozenset[Card], int] = {}
# "So ist es möglich maximal vier Aktionen in einem Zug zu machen" (Zusammenfassung): with
# each card held once no chain is longer; the cap matters only while a clause is broken.
MAX_ACTIONS = 4

EAT_CARD = "card:eat_salad"
TAKE20, DROP20, TAKE0 = "card:take_or_drop+20", "card:take_or_drop-20", "card:take_or_drop0"
HURRY, FALL = "card:hurry_ahead", "card:fall_back"
ADVANCE_TOKENS = tuple(f"+{d}" for d in range(128))
COSTS = tuple(forward_cost(d) for d in range(128))
SKIP_TURN = [("skip",)]


def card_mask(cards: frozenset[Card]) -> int:
    mask = _MASKS.get(cards)
    if mask is None:
        mask = _MASKS[cards] = sum(_BIT[c] for c in cards)
    return mask


def _blocks_cards(last, k: Snapshot) -> bool:
    """`rules.must_move_on`: after eating (action or card) or the carrot card, no card."""
    kind = last.kind
    if kind is Kind.EAT:
        return k.not_twice
    return kind is Kind.CARD and last.card in (Card.EAT_SALAD, Card.TAKE_OR_DROP) and (
        k.card_blocks)


def _must_eat(codes: str, field: int, last, card_too: bool = True) -> bool:
    """`rules.must_eat`: arrived on a salad field by an advance or a moving card."""
    if last is None or codes[field] != SALAD:
        return False
    kind = last.kind
    return kind is Kind.ADVANCE or (
        card_too and kind is Kind.CARD and last.card in (Card.HURRY_AHEAD, Card.FALL_BACK)
    )


class _Position:
    """What one generation needs, read from the state once."""

    __slots__ = ("codes", "goal", "opp", "turns", "k")

    def __init__(self, codes: str, goal: int, opp: int, k: Snapshot) -> None:
        self.codes, self.goal, self.opp, self.k = codes, goal, opp, k
        self.turns: list[tuple[str, ...]] = []

    def can_play(self, field: int, carrots: int, salads: int, mask: int) -> bool:
        """`rules.can_play_any_card` on hare field `field`, right after arriving by an
        advance or a moving card (so nothing blocks cards). The carrot card is probed
        with +20, so holding it is enough."""
        if mask & T:
            return True
        k = self.k
        if mask & E and (salads or not k.eat_card_salad):
            return True
        opp = self.opp
        # The look-ahead spends the moving card even while `card-used-once` is broken.
        if field >= opp:  # first (a hare field is never the goal)
            if mask & F and opp > k.fall_min and self.lands(opp - 1, carrots, salads, mask & ~F):
                return True
            return (not k.hurry_second and bool(mask & H)
                    and self.lands(opp + 1, carrots, salads, mask & ~H))
        if mask & H and self.lands(opp + 1, carrots, salads, mask & ~H):
            return True
        return (not k.fall_first and bool(mask & F) and opp > k.fall_min
                and self.lands(opp - 1, carrots, salads, mask & ~F))

    def lands(self, target: int, carrots: int, salads: int, mask: int) -> bool:
        """`rules._card_target_problems` is empty: where hurry ahead / fall back lands.
        `mask`: the cards left after the moving card."""
        if target > self.goal:
            return False
        code = self.codes[target]
        k = self.k
        if code == HEDGEHOG:
            return not k.card_hedgehog_blocks
        if code == SALAD:
            return salads > 0 or not k.salad_blocks
        if code == GOAL:
            return (salads == 0 or not k.goal_salad_blocks) and carrots <= k.goal_max
        if code == HARE and k.hare_needs_card:
            return self.can_play(target, carrots, salads, mask)
        return True

    def chains(self, done: tuple[str, ...], field: int, carrots: int, salads: int, mask: int,
               blocked: bool) -> None:
        """`turns._add_card_chains` for a mover on hare field `field` who owes a card
        (or, with `done` empty, starts the turn there): every card that may follow, in
        the order of `actions.CARD_ACTIONS`, each chain added where it may end."""
        if blocked or not mask or len(done) >= MAX_ACTIONS:
            return
        turns = self.turns
        opp = self.opp
        k = self.k
        first = field >= opp
        if mask & E and (salads or not k.eat_card_salad):
            turn = (*done, EAT_CARD)
            turns.append(turn)  # eating blocks further cards: the chain ends here
            if not k.card_blocks:
                gain = k.salad_first if first else k.salad_second
                self.chains(turn, field, carrots + gain, salads - 1,
                            mask & ~E if k.card_once else mask, False)
        if mask & T:
            if k.card_blocks:  # the carrot card blocks further cards: the chain ends here
                turns.append((*done, TAKE20))
                if carrots >= k.drop_min:
                    turns.append((*done, DROP20))
                turns.append((*done, TAKE0))
            else:
                drop = k.drop
                rest = mask & ~T if k.card_once else mask
                for token, change in ((TAKE20, drop), (DROP20, -drop), (TAKE0, 0)):
                    if change >= 0 or carrots >= k.drop_min:
                        turns.append((*done, token))
                        self.chains((*done, token), field, carrots + change, salads, rest,
                                    False)
        if mask & H and (not first or not k.hurry_second):
            target = opp + 1
            if self.lands(target, carrots, salads, mask & ~H):
                rest = mask & ~H if k.card_once else mask
                self._moved((*done, HURRY), target, carrots, salads, rest)
        if mask & F and (first or not k.fall_first):
            target = opp - 1
            if opp > k.fall_min and self.lands(target, carrots, salads, mask & ~F):
                rest = mask & ~F if k.card_once else mask
                self._moved((*done, FALL), target, carrots, salads, rest)

    def _moved(self, done: tuple[str, ...], field: int, carrots: int, salads: int,
               mask: int) -> None:
        if self.codes[field] == HARE:
            if not self.k.card_owed:  # only while that clause is broken
                self.turns.append(done)
            self.chains(done, field, carrots, salads, mask, False)  # owes another card
        else:
            self.turns.append(done)


def legal_turn_tokens(state: State) -> list[tuple[str, ...]]:
    """Every turn the server accepts, each as a tuple of action tokens; the same list, in
    the same order, as `turns.legal_action_turns`."""
    if state.outcome is not None:
        return []
    k = snapshot()
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
    must_eat = k.must_eat and _must_eat(codes, field, last, k.must_eat_card)
    blocked = last is not None and _blocks_cards(last, k)
    position = _Position(codes, goal, opp, k)
    turns = position.turns

    # Single actions, in the order back, take, give, eat.
    if not must_eat and (k.back_after_eating or last is None or last.kind is not Kind.EAT) and (
            k.from_hedgehog or here != HEDGEHOG):
        hedgehog = board.hedgehog_behind[field]
        if hedgehog is not None and hedgehog == opp and not k.nearest_only:
            hedgehog = board.hedgehog_behind[hedgehog]
        if hedgehog is None and field > 0 and not k.back_needs_hedgehog:
            hedgehog = 0  # a broken `back-needs-a-hedgehog`: back to the start field
        if hedgehog is not None and hedgehog != opp:
            turns.append(("back",))
    if here == CARROT or not k.exchange_carrot_only:
        turns.append(("take",))
        if carrots >= k.give_min:
            turns.append(("give",))
    if here == SALAD and salads and not blocked:
        turns.append(("eat",))

    # Advances, each with the card chains its hare field demands.
    if not must_eat:
        longest = goal - field
        if k.standard_cost:
            longest = min(longest, max_affordable_distance(carrots))
            costs = COSTS
        else:  # a broken `forward-cost`; its variants grow with the distance, too
            costs = tuple(k.cost(d) for d in range(longest + 1))
            while longest and costs[longest] > carrots:
                longest -= 1
        goal_max = k.goal_max
        goal_salads_ok = salads == 0 or not k.goal_salad_blocks
        opp_blocks = k.opponent_blocks
        goal_blocks = opp_blocks and k.goal_blocks and opp == goal
        hedgehog_blocks = k.hedgehog_blocks
        salad_ok = salads or not k.salad_blocks
        hare_needs_card, card_owed = k.hare_needs_card, k.card_owed
        if longest >= len(ADVANCE_TOKENS):
            tokens = tuple(f"+{d}" for d in range(longest + 1))
            costs = tuple(k.cost(d) for d in range(longest + 1))
        else:
            tokens = ADVANCE_TOKENS
        for distance in range(1, longest + 1):
            cost = costs[distance]
            target = field + distance
            code = codes[target]
            if code == GOAL:
                if goal_salads_ok and carrots - cost <= goal_max and not goal_blocks:
                    turns.append((tokens[distance],))
                continue
            if (target == opp and opp_blocks) or (code == HEDGEHOG and hedgehog_blocks):
                continue
            if code == HARE:
                left = carrots - cost
                if not hare_needs_card or position.can_play(target, left, salads, mask):
                    if not card_owed:
                        turns.append((tokens[distance],))
                    position.chains((tokens[distance],), target, left, salads, mask,
                                    False)
            elif code != SALAD or salad_ok:
                turns.append((tokens[distance],))

    # Cards as the first action (hand-made positions only).
    if here == HARE:
        position.chains((), field, carrots, salads, mask, blocked)
    if not k.skip_stuck:
        return [*turns, ("skip",)]
    return turns or list(SKIP_TURN)
