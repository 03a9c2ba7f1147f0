"""The clauses of the Ravensburger 2019 rulebook that the rules code reads, each with the
wrong readings a careless refresher might state (`hare_rules.core.clauses`).

A content claim names the clauses it rests on (`claims:`); `check --mutate` switches each to
each wrong variant and demands that one of the claim's scenarios fails. Page numbers are the
rulebook's.
"""

from __future__ import annotations

from hare_rules.core.clauses import Clauses
from hare_rules.hare_race.track import forward_cost

CLAUSES = Clauses()
define = CLAUSES.define

# p. 3: moving n fields forward costs 1 + 2 + ... + n carrots.
FORWARD_COST = define(
    "forward-cost", forward_cost, "n fields forward cost 1 + 2 + ... + n carrots (p. 3)",
    linear=lambda n: n, one_more=lambda n: forward_cost(n) + 1,
)
# p. 2: hedgehog fields are reached only backwards.
HEDGEHOG_NEVER_FORWARD = define(
    "hedgehog-never-forward", True, "a forward move never ends on a hedgehog field (p. 2)",
    allowed=False,
)
# p. 2: one pawn per field (start and goal excepted); occupied fields may be jumped.
ONE_PAWN_PER_FIELD = define(
    "one-pawn-per-field", True, "at most one pawn on a field, except start and goal (p. 2)",
    shared=False,
)
# p. 3: back only to the nearest hedgehog behind; if it is taken, no backward move at all.
NEAREST_HEDGEHOG_ONLY = define(
    "nearest-hedgehog-only", True,
    "back only to the nearest hedgehog behind; taken means no backward move (p. 3)",
    nearest_free=False,
)
# p. 3: with no hedgehog behind there is no backward move (the start is no hedgehog).
NO_BACK_WITHOUT_HEDGEHOG = define(
    "no-back-without-hedgehog", True,
    "no hedgehog behind: no backward move at all, not to the start (p. 3)",
    to_start=False,
)
# p. 3: moving back pays 10 carrots per field moved.
BACK_REFUND_PER_FIELD = define(
    "back-refund-per-field", 10, "back to a hedgehog: 10 carrots per field moved (p. 3)",
    five=5, flat=None,
)
# p. 4: a lettuce field may be entered only with a lettuce left.
LETTUCE_FIELD_NEEDS_LETTUCE = define(
    "lettuce-field-needs-lettuce", True, "enter a lettuce field only with a lettuce left (p. 4)",
    without=False,
)
# p. 4: who arrives on a lettuce field eats on the next turn; the turn after, the pawn leaves.
MUST_EAT_ON_ARRIVAL = define(
    "must-eat-on-arrival", True, "after arriving on a lettuce field the next turn is eating (p. 4)",
    optional=False,
)
LEAVE_AFTER_EATING = define(
    "leave-after-eating", True, "one lettuce per stay: after eating the pawn moves on (p. 4)",
    eat_again=False,
)
# p. 4: eating pays 10 carrots times the race place.
LETTUCE_PAYOUT_PER_PLACE = define(
    "lettuce-payout-per-place", 10, "eating pays 10 carrots per race place (p. 4)",
    five=5, twenty=20,
)
# p. 4: a position field pays at the start of the next turn, if the place then matches.
POSITION_PAYOUT_NEEDS_MATCH = define(
    "position-payout-needs-match", True,
    "a position field pays only if the race place is one of its numbers (p. 4)",
    any_place=False,
)
POSITION_PAYOUT_PER_PLACE = define(
    "position-payout-per-place", 10, "a position field pays 10 carrots per place (p. 4)",
    flat=None,
)
# p. 4: on a carrot field take 10 carrots or give 10 back (only with at least 10).
CARROT_EXCHANGE = define(
    "carrot-exchange", 10, "on a carrot field take or give back 10 carrots (p. 4)",
    five=5, twenty=20,
)
GIVE_NEEDS_EXCHANGE = define(
    "give-needs-the-amount", lambda held, amount: held >= amount,
    "giving back needs at least the 10 carrots (p. 4)",
    more_than=lambda held, amount: held > amount, always=lambda held, amount: True,
)
# p. 4: into the goal only without lettuce and with at most 10 x place carrots left.
GOAL_NEEDS_NO_LETTUCE = define(
    "goal-needs-no-lettuce", True, "the goal only without lettuce (p. 4)",
    with_lettuce=False,
)
GOAL_LIMIT_PER_PLACE = define(
    "goal-limit-per-place", 10, "at most 10 carrots per finishing place left in the goal (p. 4)",
    nine=9, eleven=11, flat=None,
)
# p. 4: stuck (no other move) means back to the start with the starting carrots, set anew.
RESTART_SETS_CARROTS = define(
    "restart-sets-carrots", True, "back to the start, carrots are set to the start amount (p. 4)",
    topped_up=False,
)
RESTART_ONLY_WHEN_STUCK = define(
    "restart-only-when-stuck", True, "back to the start only when no other move is left (p. 4)",
    any_time=False,
)
# p. 3: a drawn hare card goes under the pile.
CARD_UNDER_PILE = define(
    "card-under-pile", True, "a drawn hare card goes under the pile (p. 3)", out_of_game=False,
)
# p. 5-6: pawns in the goal count as ahead for the hare cards.
GOAL_COUNTS_AS_AHEAD = define(
    "goal-counts-as-ahead", True, "pawns in the goal count as ahead for hare cards (p. 5)",
    not_counted=False,
)
# p. 5: miss-or-move-again: more pawns behind than ahead -> miss the next turn, else move again.
MISS_IF_MORE_BEHIND = define(
    "miss-if-more-behind", lambda behind, ahead: behind > ahead,
    "more pawns behind than ahead: miss the next turn; otherwise move again (p. 5)",
    at_least=lambda behind, ahead: behind >= ahead, inverted=lambda behind, ahead: behind < ahead,
)
# p. 5: give 10 to each pawn behind, all or none.
GIVE_BEHIND_AMOUNT = define(
    "give-behind-amount", 10, "give 10 carrots to each pawn behind (p. 5)", five=5,
)
GIVE_BEHIND_ALL_OR_NONE = define(
    "give-behind-all-or-none", True, "give 10 to every pawn behind, or to none (p. 5)",
    as_far_as_it_goes=False,
)
# p. 6: lose half: with an odd number the pawn keeps the larger half.
LOSE_HALF_ROUNDS_DOWN = define(
    "lose-half-keeps-larger-half", lambda carrots: carrots // 2,
    "lose half; with an odd number keep the larger half (p. 6)",
    loses_larger_half=lambda carrots: (carrots + 1) // 2,
)
# p. 6: free ride: the carrots paid for the move come back.
FREE_RIDE_REFUNDS = define(
    "free-ride-refunds", True, "free ride: the move's carrots come back (p. 6)", no_refund=False,
)
# p. 6: show your carrots: nothing else happens, the turn ends.
SHOW_CARROTS_ENDS_TURN = define(
    "show-carrots-ends-turn", True, "show carrots: nothing else happens (p. 6)",
    moves_again=False,
)
# p. 6: lettuce bonus: 10 carrots per lettuce still held; none left -> miss a turn.
LETTUCE_BONUS_PER_LETTUCE = define(
    "lettuce-bonus-per-lettuce", 10, "10 carrots for each lettuce still held (p. 6)",
    flat=None,
)
# p. 6: restore 65: the carrots are set to exactly 65.
RESTORE_AMOUNT = define(
    "restore-amount", 65, "the carrots are set to exactly 65 (p. 6)", sixty_eight=68,
)
# p. 2: 68 carrots each; with 5 or 6 players 98.
START_CARROTS = define(
    "start-carrots", (68, 98), "68 carrots each, 98 with 5 or 6 players (p. 2)",
    classic=(65, 95), no_extra=(68, 68),
)
# p. 2: 3 lettuce each, which is also the most a pawn can hold.
START_LETTUCE = define(
    "start-lettuce", 3, "3 lettuce each (p. 2)", two=2, four=4,
)
# p. 3: a pawn that must miss a turn misses it.
MUST_SKIP = define(
    "must-skip", True, "a pawn that must miss a turn does nothing else (p. 3)", ignored=False,
)
# p. 3: a missed turn is missed once: the skip uses it up, the turn after is normal.
SKIP_COUNTS_DOWN = define(
    "skip-counts-down", True, "a missed turn is used up by missing it (p. 3)",
    stays=False,
)
# p. 4: a pawn in the goal has finished: play passes over it.
GOAL_PAWNS_GET_NO_TURN = define(
    "goal-pawns-get-no-turn", True, "pawns in the goal get no more turns (p. 4)",
    keep_turns=False,
)
# p. 5 (variant): on a hare field take 10 carrots next turn; pay 10 to every passing pawn.
HARE_REST_PAYOUT = define(
    "hare-rest-payout", 10, "variant: 10 carrots at the start of the next turn on a hare field "
    "(p. 5)", none=0,
)
HARE_PASSING_FEE = define(
    "hare-passing-fee", 10, "variant: pay 10 to the supply for every pawn passing (p. 5)",
    none=0,
)
# p. 3: the goal must not be overshot: no move further than the goal.
NO_OVERSHOOTING = define(
    "no-overshooting", True, "no move goes further than the goal (p. 4)", lands_in_goal=False,
)
# p. 2: occupied fields may be jumped (and count for the cost).
JUMPING_ALLOWED = define(
    "occupied-fields-may-be-jumped", True, "occupied fields may be jumped over (p. 2)",
    blocked=False,
)
# p. 4: a position field pays at the start of the next turn, not on arrival.
POSITION_PAYS_NEXT_TURN = define(
    "position-pays-next-turn", True, "a position field pays at the start of the next turn (p. 4)",
    on_arrival=False,
)
# p. 4: carrot and lettuce fields pay only for staying, never for arriving.
ARRIVING_PAYS_NOTHING = define(
    "arriving-pays-nothing", True, "arriving on a carrot field pays nothing (p. 4)",
    carrot_field_pays=False,
)
# p. 3: from a hedgehog field, too, back to the nearest hedgehog behind.
BACK_FROM_A_HEDGEHOG = define(
    "back-from-a-hedgehog", True, "a pawn on a hedgehog field may move back to the next one "
    "(p. 3)", not_from_hedgehog=False,
)
# p. 6: shuffle: 1 carrot from every other player.
SHUFFLE_TAKES = define(
    "shuffle-takes", 1, "shuffle: take 1 carrot from every other player (p. 6)", two=2,
)
# p. 2: the youngest starts, then clockwise (seat order).
CLOCKWISE = define(
    "clockwise", 1, "play passes clockwise, in seat order (p. 2)", counter_clockwise=-1,
)
