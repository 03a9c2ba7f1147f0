"""The clauses of the Tales & Games rules text (shared/seeds/tales-and-games-hare-and-
tortoise.txt, cited by its sections) that the rules code reads, each with the wrong readings
a careless refresher might state (`hare_rules.core.clauses`). "Our reading" marks a decision
of shared/reference/tales-and-games.md where the text is silent.

Each number of the rules is written here once, in its clause: the rules, the facts of the
texts and the referee read its value (`limits` and `movement` name the rulebook's values,
`.correct`, for the checks that judge a position by the rulebook).

    >>> LAMB_STEPS.value[2]  # 3 lamb cards
    4
    >>> with CLAUSES.broken("lamb-steps", "like_the_fox"):
    ...     LAMB_STEPS.value[2]
    3
"""

from __future__ import annotations

from hare_rules.core.clauses import Clauses

from .cards import ANIMALS

CLAUSES = Clauses()
define = CLAUSES.define

# --- Turn Structure ---------------------------------------------------------------------
# "Players take turns clockwise."
CLOCKWISE = define(
    "clockwise", 1, "players take turns clockwise (Turn Structure)", counter_clockwise=-1,
)
# "On your turn, place 1-4 cards from your hand face up in front of you."
MAX_PLAY = define(
    "max-play", 4, "1 to 4 cards a turn (Turn Structure)", five=5, three=3,
)
# "All cards played must depict the same animal." -- a howl card depicts the wolf.
ONE_ANIMAL_PER_TURN = define(
    "one-animal-per-turn", True, "all cards of a turn show the same animal (Turn Structure)",
    mixed=False,
)
HOWL_IS_A_WOLF = define(
    "howl-is-a-wolf-card", True, "a howl card is a wolf card: it goes with wolves and counts "
    "for the wolf (Components, Racing Phase)", own_animal=False,
)
# "Then refill hand to 6 cards from the deck." (7 are dealt, one becomes the second bet)
HAND_SIZE = define(
    "hand-size", 6, "refill the hand to 6 cards (Turn Structure)", five=5,
    seven=7,
)

# --- Racing Phase Trigger ---------------------------------------------------------------
# "You may never exceed 8 total cards or 4 of the same animal." -- all players together.
TABLE_LIMIT = define(
    "table-limit", 8, "never more than 8 cards on the table "
    "(Racing Phase Trigger)", nine=9, seven=7,
)
ANIMAL_LIMIT = define(
    "animal-limit", 4, "never more than 4 cards of one animal "
    "(Racing Phase Trigger)", five=5, three=3,
)
# "A Racing phase is triggered if, at the end of your turn: Exactly 8 total cards have been
# played (across all players), OR Exactly 4 cards of the same animal have been played"
RACE_AT_TOTAL = define(
    "race-at-eight", 8, "exactly 8 cards on the table start a race "
    "(Racing Phase Trigger)", seven=7,
)
RACE_AT_ANIMAL = define(
    "race-at-four-of-one", 4, "exactly 4 of one animal start a race "
    "(Racing Phase Trigger)", three=3, never=99,
)

# --- Racing Phase: the movement table ---------------------------------------------------
# "Tortoise 0-3 Advance 1 tile ... Lamb 0 Advance 1 tile" -- and the hare, wolf and fox
# move only with cards of their own ("Hare 1-3", "Wolf 1-2", "Fox 1-4").
WITHOUT_A_CARD = define(
    "without-a-card", {"hare": 0, "tortoise": 1, "wolf": 0, "fox": 0, "lamb": 1},
    "without a card only the tortoise and the lamb move, 1 tile (Racing Phase)",
    everyone_moves_one=dict.fromkeys(ANIMALS, 1),
    only_the_lamb={"hare": 0, "tortoise": 0, "wolf": 0, "fox": 0, "lamb": 1},
)
# With X = 1 .. 4 cards of its own on the table:
# "Hare 1-3 Advance 2 tiles; Hare 4 ... Does NOT advance (nap!)" (the nap below)
HARE_STEPS = define(
    "hare-steps", (2, 2, 2, 2), "hare: 2 tiles with 1 to 4 cards (Racing Phase)",
    x_tiles=(1, 2, 3, 4),
)
# "Tortoise 0-3 Advance 1 tile; Tortoise 4 Advance 2 tiles"
TORTOISE_STEPS = define(
    "tortoise-steps", (1, 1, 1, 2), "tortoise: 1 tile with up to 3 cards, 2 with 4 "
    "(Racing Phase)", always_one=(1, 1, 1, 1),
)
# "Wolf 1-2 Advance 1 tile; Wolf 3-4 Advance X-1 tiles"
WOLF_STEPS = define(
    "wolf-steps", (1, 1, 2, 3), "wolf: 1 tile with 1 or 2 cards, X - 1 with 3 or 4 "
    "(Racing Phase)", like_the_fox=(1, 2, 3, 4),
)
# "Fox 1-4 Advance X tiles (X = Fox cards played)"
FOX_STEPS = define(
    "fox-steps", (1, 2, 3, 4), "fox: X tiles (Racing Phase)", like_the_lamb=(2, 3, 4, 5),
)
# "Lamb 1-4 Advance X+1 tiles (X = Lamb cards played)"
LAMB_STEPS = define(
    "lamb-steps", (2, 3, 4, 5), "lamb: X + 1 tiles (Racing Phase)", like_the_fox=(1, 2, 3, 4),
)
STEPS = {"hare": HARE_STEPS, "tortoise": TORTOISE_STEPS, "wolf": WOLF_STEPS,
         "fox": FOX_STEPS, "lamb": LAMB_STEPS}
# "Animals always move in this fixed order" -- hare, tortoise, wolf, fox, lamb; they reach
# the podium in it, too.
MOVE_ORDER = define(
    "move-order", ANIMALS, "animals move in the fixed order hare, tortoise, wolf, fox, lamb "
    "(Racing Phase)", reversed_order=tuple(reversed(ANIMALS)),
)

# --- Racing Phase: howl, stream, nap ----------------------------------------------------
# "Wolf (Howl) Any Howl card played: Only the Wolf moves this phase; all other animals are
# frozen"
HOWL_FREEZES = define(
    "howl-freezes-the-others", True, "with a howl on the table only the wolf moves "
    "(Racing Phase)", no_howl=False,
)
# "Lamb ... Stops at stream tiles" -- on the first one it enters, even with movement left.
LAMB_STOPS_AT_STREAM = define(
    "lamb-stops-at-stream", "first", "the lamb stops on the first stream tile it enters "
    "(Racing Phase)", no_stream=None, last_stream="last",
)
# Starting on a stream tile, the lamb moves off normally (our reading).
LAMB_LEAVES_STREAM = define(
    "lamb-leaves-a-stream", True, "a lamb on a stream tile moves off normally (our reading)",
    held_on_it=False,
)
# Only the lamb cares about streams ("Lamb ... Stops at stream tiles").
STREAM_ONLY_LAMB = define(
    "stream-only-for-the-lamb", True, "other animals ignore streams (Racing Phase)",
    every_animal=False,
)
# "Hare 4 (and in 1st place or tied) Does NOT advance (nap!)"
NAP_CARDS = define(
    "nap-cards", 4, "the hare naps with 4 hare cards (Racing Phase)", three=3,
)
NAP_NEEDS_THE_LEAD = define(
    "nap-needs-the-lead", True, "only a hare in first place naps (Racing Phase)",
    any_place=False,
)
NAP_WHEN_TIED = define(
    "nap-when-tied", True, "tied for first is enough for the nap (Racing Phase)",
    leads_alone=False,
)
# Animals on the podium count as further along (our reading).
PODIUM_COUNTS_AHEAD = define(
    "podium-counts-as-ahead", True, "animals on the podium count as further along for the "
    "nap (our reading)", podium_ignored=False,
)
# "Exception: still on starting line = moves normally"
NO_NAP_ON_START_LINE = define(
    "no-nap-on-the-start-line", True, "on the start line the hare does not nap "
    "(Racing Phase)", naps_there_too=False,
)

# --- after the phase, the end, scoring --------------------------------------------------
# "After all movement, discard all played cards. Pass the First Player token clockwise."
# Its new holder takes the next turn (our reading).
TOKEN_HOLDER_NEXT = define(
    "token-holder-plays-next", True, "after a race the new first player takes the next turn "
    "(our reading)", next_in_turn=False,
)
# "The game ends when 3 animals cross the finish line." -- the podium has three places.
PODIUM_SIZE = define(
    "podium-places", 3, "the game ends when the third animal reaches the podium "
    "(Overview)", two=2, four=4,
)
# "Animals are placed on the podium in order of arrival": a move past tile 11 ends over
# the finish, on the podium (position 12), however far the cards would carry the animal.
FINISH_ENDS_THE_MOVE = define(
    "finish-ends-the-move", True, "a move past the last tile ends on the podium (Scoring)",
    runs_on=False,
)
# Bets score 5 / 3 / 2 for the 1st / 2nd / 3rd animal on the podium (our fact sheet).
PLACE_POINTS = define(
    "place-points", {1: 5, 2: 3, 3: 2}, "bets score 5, 3, 2 for places 1, 2, 3 "
    "(Scoring)", five_three_one={1: 5, 2: 3, 3: 1}, three_two_one={1: 3, 2: 2, 3: 1},
)
# Two bets on the same animal both score (our reading).
BOTH_BETS_SCORE = define(
    "two-bets-both-score", True, "two bets on one animal both score (our reading)",
    once=False,
)
# Equal points share the win (our reading).
TIE_SHARES_WIN = define(
    "tie-shares-the-win", True, "equal points share the win (our reading)",
    first_seat_wins=False,
)
# Cards of an animal already on the podium may be played (reference: A turn).
PODIUM_ANIMAL_PLAYABLE = define(
    "podium-animal-playable", True, "cards of an animal on the podium may be played "
    "(our reading)", dead_cards=False,
)
