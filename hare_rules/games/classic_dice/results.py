"""Where the moving die results take a pawn (seed: 掷骰子的结果; reference: "The ten results").

Each function answers "which square?" and returns None when the result cannot be carried
out: then nothing happens (注意: ... 骰子所掷出的结果就不予计算).
"""

from __future__ import annotations

from hare_rules.core.sentences import Text
from hare_rules.hare_race.track import Kind

from . import clauses as rule
from .sentences import NOTHING_WHY
from .state import State


def _others_on_track(state: State, seat: int, index: int) -> list[int]:
    """Squares of every other pawn still racing (pawns in the goal are not on the track)."""
    return [
        p.field for s, i, p in state.all_pawns() if (s, i) != (seat, index) and not p.home
    ]


# 前进到下一个胡萝卜格: the next *free* carrot square towards the goal; pawns in between are
# jumped. None free ahead: nothing happens.
def next_carrot_square(state: State, seat: int, index: int) -> int | None:
    here, taken = state.players[seat].pawns[index].field, state.occupied()
    for square in range(here + 1, state.goal):
        if state.track.kind(square) is Kind.CARROT and _free(square, taken):
            return square
    return None


# 后退到前一个胡萝卜格: the previous *free* carrot square towards the start. None: nothing.
def previous_carrot_square(state: State, seat: int, index: int) -> int | None:
    here, taken = state.players[seat].pawns[index].field, state.occupied()
    for square in range(here - 1, 0, -1):
        if state.track.kind(square) is Kind.CARROT and _free(square, taken):
            return square
    return None


def _free(square: int, taken: frozenset[int]) -> bool:
    return square not in taken or not rule.CARROT_RESULTS_NEED_A_FREE_FIELD.value


def _may_stop(state: State, seat: int, square: int, taken: frozenset[int]) -> bool:
    """A square a place move may end on: free, no hedgehog (如果走到刺猬格的话, 不可以停在
    刺猬格上), and a lettuce square only while the player holds lettuce."""
    kind = state.track.kind(square)
    if square in taken or (kind is Kind.HEDGEHOG and rule.PLACE_MOVES_PASS_HEDGEHOGS.value):
        return False
    without = rule.PLACE_MOVES_PASS_LETTUCE_WITHOUT.value and state.players[seat].lettuce == 0
    return not (kind is Kind.LETTUCE and without)


# 前进一个名次: straight to the first free square in front of the nearest pawn ahead on the
# track; occupied squares, hedgehogs and (without lettuce) lettuce squares are passed over.
# No pawn ahead on the track, or no such square before the goal: nothing happens. Never
# into the goal.
def move_up_square(state: State, seat: int, index: int) -> int | None:
    here = state.players[seat].pawns[index].field
    ahead = [f for f in _others_on_track(state, seat, index) if f > here]
    if not ahead:
        return None
    taken = state.occupied()
    nearest = min(ahead) if rule.PLACE_MOVES_USE_THE_NEAREST_PAWN.value else max(ahead)
    for square in range(nearest + 1, state.goal):
        if _may_stop(state, seat, square, taken):
            return square
    return None


# 后退一个名次: the same backwards, to the first free square behind the nearest pawn behind.
# No pawn behind on the track (a pawn on the start is no target to fall behind), or no such
# square before the start: nothing happens. The start is never a target.
def fall_back_square(state: State, seat: int, index: int) -> int | None:
    here = state.players[seat].pawns[index].field
    behind = [f for f in _others_on_track(state, seat, index) if f < here]
    if not behind or max(behind) == 0:
        return None
    taken = state.occupied()
    nearest = max(behind) if rule.PLACE_MOVES_USE_THE_NEAREST_PAWN.value else min(
        f for f in behind if f > 0)
    for square in range(nearest - 1, 0, -1):
        if _may_stop(state, seat, square, taken):
            return square
    return None if rule.FALL_BACK_NEVER_TO_THE_START.value else 0


TARGETS = {
    "next-carrot": next_carrot_square,
    "previous-carrot": previous_carrot_square,
    "move-up": move_up_square,
    "fall-back": fall_back_square,
}


def nothing_why(state: State, seat: int, index: int, result: str) -> Text:
    """Why a moving result cannot be carried out here, in the reader's words."""
    if result in ("next-carrot", "previous-carrot"):
        return NOTHING_WHY[result]
    here = state.players[seat].pawns[index].field
    others = _others_on_track(state, seat, index)
    if result == "move-up":
        if any(f > here for f in others):
            return NOTHING_WHY["move-up-full"]
        home = any(p.home for s, i, p in state.all_pawns() if (s, i) != (seat, index))
        return NOTHING_WHY["move-up-none-goal" if home else "move-up-none"]
    behind = [f for f in others if f < here]
    if not behind:
        return NOTHING_WHY["fall-back-nobody"]
    return NOTHING_WHY["fall-back-full" if max(behind) > 0 else "fall-back-none"]
