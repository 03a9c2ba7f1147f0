"""The clauses of the dice edition that the rules code reads, each with the wrong readings a
careless refresher might state (`hare_rules.core.clauses`). Section names are the seed's
(shared/seeds/hase-und-igel-dice-edition-zh.txt); "reference" is the decision written out in
shared/reference/hase-und-igel-dice.md. tests/games/classic_dice/test_clauses.py switches each
clause to each wrong variant and demands that one of the scenarios fails.
"""

from __future__ import annotations

from hare_rules.core.clauses import Clauses
from hare_rules.hare_race.board import STANDARD_TRACK
from hare_rules.hare_race.track import forward_cost

CLAUSES = Clauses()
define = CLAUSES.define

# 游戏准备: 65 carrots each (2 x 5, 10, 15, 30).
START_CARROTS = define(
    "start-carrots", 65, "65 carrots each (游戏准备)", ravensburger=68, sixty=60,
)
# 游戏准备: with four or more players each gets one more 30.
LARGE_GAME_FROM = define(
    "large-game-from", 4, "the extra 30 carrots from four players on (游戏准备)",
    ravensburger=5, three=3,
)
EXTRA_CARROTS_LARGE_GAME = define(
    "extra-carrots-large-game", 30, "one more 30 carrot card in the large game (游戏准备)",
    none=0, twenty=20,
)
# 游戏准备: three lettuce each.
START_LETTUCE = define("start-lettuce", 3, "three lettuce each (游戏准备)", two=2, four=4)
# 两个人的变体规则: two pawns, five lettuce and 95 carrots for the pair.
TWO_PAWN_CARROTS = define(
    "two-pawn-carrots", 95, "95 carrots for both pawns (两个人的变体规则)", single=65,
)
TWO_PAWN_LETTUCE = define(
    "two-pawn-lettuce", 5, "5 lettuce for both pawns (两个人的变体规则)", single=3, double=6,
)
# 向前移动: n fields cost 1 + 2 + ... + n carrots.
FORWARD_COST = define(
    "forward-cost", forward_cost, "n fields forward cost 1 + 2 + ... + n carrots (向前移动)",
    linear=lambda n: n, one_more=lambda n: forward_cost(n) + 1,
)
# 向后移动: 10 carrots for every field moved back to the hedgehog.
BACK_REFUND_PER_FIELD = define(
    "back-refund-per-field", 10, "back to a hedgehog: 10 carrots per field (向后移动)",
    five=5, twenty=20,
)
# ★数字格 / ★蔬菜格: ten times the race place.
PAYOUT_PER_PLACE = define(
    "payout-per-place", 10, "lettuce and position fields pay 10 x place (★数字格, ★蔬菜格)",
    five=5, twenty=20,
)
# ★胡萝卜格 and the result take-or-give: 10 carrots.
CARROT_EXCHANGE = define(
    "carrot-exchange", 10, "take or give back 10 carrots (★胡萝卜格, 掷骰子的结果)",
    five=5, twenty=20,
)
# 跑向终点线: at most 10 x finishing place carrots after paying.
GOAL_LIMIT_PER_PLACE = define(
    "goal-limit-per-place", 10, "into the goal with at most 10 x place carrots (跑向终点线)",
    eleven=11, nine=9,
)
# 两个人的变体规则: the first pawn home is not bound by the carrot limit (nor the lettuce).
FIRST_PAWN_HOME_UNRESTRICTED = define(
    "first-pawn-home-unrestricted", True,
    "two-pawn game: the first pawn home may keep any carrots and lettuce (两个人的变体规则)",
    restricted=False,
)
# Reference, edge cases: a missed turn pays no position field, for any pawn.
MISSED_TURN_PAYS_NOTHING = define(
    "missed-turn-pays-nothing", True, "a missed turn pays no position field (reference)",
    pays=False,
)
# 吃一个胡萝卜: pay one carrot.
EAT_CARROT_COST = define("eat-carrot-cost", 1, "eat a carrot: pay 1 (掷骰子的结果)", two=2)
# 上一步免费: the move onto the hare field is paid back (0 if a result brought the pawn).
FREE_MOVE_REPAYS = define(
    "free-move-repays-the-move", True, "the last move was free: its cost comes back (上一步免费)",
    nothing=False,
)
# 前进/后退一个名次: a hedgehog is passed over, never a stop.
PLACE_MOVES_PASS_HEDGEHOGS = define(
    "place-moves-pass-hedgehogs", True,
    "move up / fall back pass over hedgehog fields (掷骰子的结果 4, 5)", stop=False,
)
# 前进/后退一个名次: without lettuce a lettuce field is passed over too.
PLACE_MOVES_PASS_LETTUCE_WITHOUT = define(
    "place-moves-pass-lettuce-without-lettuce", True,
    "move up / fall back pass over lettuce fields when the player holds none (掷骰子的结果 4, 5)",
    stop=False,
)
# 向前移动, last paragraph: stuck means back to the start with the starting carrots again.
RESTART_RESETS_CARROTS = define(
    "restart-resets-carrots", True, "stuck: the carrots become the starting amount (向前移动)",
    added=False,
)
# 向前移动: lettuce already eaten is not given back.
EATEN_LETTUCE_STAYS_EATEN = define(
    "eaten-lettuce-stays-eaten", True, "stuck: eaten lettuce stays eaten (向前移动)",
    refilled=False,
)
# ★刺猬格: hedgehog fields are reached only backwards, never by a forward move.
HEDGEHOG_NEVER_FORWARD = define(
    "hedgehog-never-forward", True, "a forward move never ends on a hedgehog field (★刺猬格)",
    allowed=False,
)
# 向后移动: back only to the nearest hedgehog; if it is taken, there is no backward move.
NEAREST_HEDGEHOG_ONLY = define(
    "nearest-hedgehog-only", True,
    "back only to the nearest hedgehog; taken means no backward move (向后移动)",
    nearest_free=False,
)
# ★蔬菜格: a lettuce field only for a player who still holds lettuce.
LETTUCE_FIELD_NEEDS_LETTUCE = define(
    "lettuce-field-needs-lettuce", True, "enter a lettuce field only with a lettuce (★蔬菜格)",
    without=False,
)
# ★数字格: a position field pays only if the race place is one of its numbers.
POSITION_PAYOUT_NEEDS_MATCH = define(
    "position-payout-needs-match", True,
    "a position field pays only if the place matches one of its numbers (★数字格)",
    any_place=False,
)
# 跑向终点线: into the goal only with all lettuce eaten.
GOAL_NEEDS_NO_LETTUCE = define(
    "goal-needs-no-lettuce", True, "into the goal only with no lettuce left (跑向终点线)",
    with_lettuce=False,
)
# 留在原地一次: the result miss-turn costs exactly one turn.
MISSED_TURNS = define("missed-turns", 1, "miss-turn: one turn is missed (留在原地一次)", two=2)
# 游戏准备 / 跑向终点线: the printed number is the distance still to run: 64 - field.
PRINTED_NUMBER = define(
    "printed-numbers-count-down", lambda field, goal=STANDARD_TRACK.goal: goal - field,
    "the number printed on a field counts down to the goal: 63 ... 1 (游戏准备)",
    counting_up=lambda field, goal=STANDARD_TRACK.goal: field,
)
# 前进/后退到下一个胡萝卜格: the next / previous *free* carrot field.
CARROT_RESULTS_NEED_A_FREE_FIELD = define(
    "carrot-results-need-a-free-field", True,
    "next / previous carrot field means the nearest free one (掷骰子的结果 2, 3)",
    any_carrot_field=False,
)
# 前进一个名次: in front of the *nearest* pawn ahead; 后退一个名次: behind the nearest behind.
PLACE_MOVES_USE_THE_NEAREST_PAWN = define(
    "place-moves-use-the-nearest-pawn", True,
    "move up / fall back go past the nearest pawn only (掷骰子的结果 4, 5)",
    farthest=False,
)
# 两个人的变体规则: a pawn that must eat (or miss a turn) takes its owner's turn.
OWED_TURN_BELONGS_TO_THE_PAWN = define(
    "owed-turn-belongs-to-the-pawn", True,
    "two-pawn game: a pawn that must eat or miss takes its owner's turn (两个人的变体规则)",
    other_pawn_may_move=False,
)
# 吃一个蔬菜: with no lettuce left the pawn still stays that turn (and gets nothing).
EAT_LETTUCE_STAYS_WITHOUT_LETTUCE = define(
    "eat-lettuce-stays-without-lettuce", True,
    "eat a lettuce with none left: the pawn still stays a turn (吃一个蔬菜)", moves_on=False,
)
# 再走一步 / 注意: with no possible move the result counts for nothing; the turn ends.
MOVE_AGAIN_WITHOUT_A_MOVE_DOES_NOTHING = define(
    "move-again-without-a-move-does-nothing", True,
    "move again with no possible move: nothing happens (再走一步, 注意)", must_move=False,
)
# 两个人的变体规则: the winner is the first player with both pawns home.
WINNER_NEEDS_BOTH_PAWNS = define(
    "winner-needs-both-pawns", True,
    "two-pawn game: won with both pawns in the goal, not the first (两个人的变体规则)",
    first_pawn_wins=False,
)
# 后退一个名次: the first free square *behind the nearest pawn behind*; the start is no square
# of the race track (赛跑格 are 63 … 1), so a fall back never ends there (reference).
FALL_BACK_NEVER_TO_THE_START = define(
    "fall-back-never-to-the-start", True,
    "fall back one place never ends on the start (后退一个名次; reference)", start=False,
)
# 向前移动: only onto a square with nobody on it (一个上面没有人的格子); in the two-pawn game
# that holds for the player's own other pawn too.
OWN_PAWNS_BLOCK = define(
    "own-pawns-block", True,
    "two-pawn game: a pawn may not move onto its owner's other pawn (向前移动)", share=False,
)
