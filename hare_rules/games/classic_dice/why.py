"""The sentences behind a question's answer (`Game.why`): what the question asks about
first, the rest of the turn folded away.

- An illegal last turn: every reason against it.
- A legal one, asked for a number (`asks`): the effects that explain that number — the
  carrots paid, received and paid back for `carrots`/`change` (and the die result that
  brought a second move); the moves of the pawn for `field`/`place`; for `printed`, what the
  die results did and the field the pawn ends on with its printed number (what a move cost
  does not explain a printed number and is left out: another question may ask it); eating
  and restarting for `lettuce`. A count of moves
  (`moves`) is explained by no effect: everything is folded.
- A legal one asked about as a move (yes/no, `asks` None): what the move did; the payout
  of a position field at the start of the turn is folded (it happens before the move).

    >>> from hare_rules.core import Run
    >>> from hare_rules.games import GAMES
    >>> game = GAMES["classic-dice"]
    >>> before = game.parse_state("classic-dice *A:4:65:3 B:5:65:3 C:0:65:3")
    >>> applied = game.apply(before, "+2 roll:previous-carrot")
    >>> run = Run(before, before, applied.state, "+2 roll:previous-carrot", True, (),
    ...           applied.effects)
    >>> [e.kind for e in explain(run, "carrots").about]
    ['position_no_payout', 'cost', 'roll_previous_carrot']
    >>> [e.kind for e in explain(run, "printed").about]
    ['roll_previous_carrot', 'printed_here']
    >>> explain(run, "printed").about[-1].message("de", you="A")
    'Du stehst danach auf Feld 2; dort ist die 62 aufgedruckt: noch 62 Felder bis ins Ziel.'
    >>> [e.kind for e in explain(run, "printed").besides]
    ['position_no_payout']
"""

from __future__ import annotations

from hare_rules.core import Effect, Run
from hare_rules.core.protocol import Why

from .actions import parse_token
from .clauses import PRINTED_NUMBER
from .sentences import effect_table

# Effects that say what happened to the mover's carrots (also where nothing came of it:
# "no carrots", "nothing to get back"), whatever their change.
CARROT_KINDS = frozenset({
    "cost", "hedgehog_refund", "position_payout", "position_no_payout", "lettuce_payout",
    "lettuce_none", "carrot_take", "carrot_give", "choice_take", "choice_give", "restart",
    "roll_eat_carrot", "roll_eat_carrot_none", "roll_free_move", "roll_free_move_none",
    "roll_previous_carrot", "roll_move_again",
})
# Effects that say where the pawn went (or that a moving result took it nowhere).
MOVE_KINDS = frozenset({
    "cost", "hedgehog_refund", "finish", "restart", "roll_next_carrot", "roll_previous_carrot",
    "roll_move_up", "roll_fall_back", "roll_nothing", "roll_eat_carrot_none",
    "roll_move_again", "roll_move_again_none",
})
LETTUCE_KINDS = frozenset({"lettuce_payout", "lettuce_none", "restart", "roll_eat_lettuce",
                          "roll_eat_lettuce_none"})
START_OF_TURN = frozenset({"position_payout", "position_no_payout"})
# What a move cost or earned: no part of why a field carries its printed number.
PAYMENTS = frozenset({"cost", "hedgehog_refund"})


def _about(effect: Effect, asks: str | None) -> bool:
    base = (asks or "").partition(":")[0]
    if not base:
        return effect.kind not in START_OF_TURN
    if base in ("carrots", "change"):
        return effect.kind in CARROT_KINDS or effect.change != 0
    if base == "printed":
        return effect.kind in MOVE_KINDS and effect.kind not in PAYMENTS
    if base in ("field", "place"):
        return effect.kind in MOVE_KINDS
    if base == "lettuce":
        return effect.kind in LETTUCE_KINDS
    return False  # "moves": the number of legal moves afterwards, which no effect explains


def _printed_here(run: Run, asks: str) -> Effect | None:
    """Where the asked pawn ends and the number printed there (in the two-pawn game the
    pawn the turn moved, named by its first action)."""
    state = run.after
    who = asks.partition(":")[2] or run.before.mover.name
    seat = next((s for s, p in enumerate(state.players) if p.name == who), None)
    if seat is None:
        return None
    index = 0
    if state.two_pawns:
        first = parse_token((run.turn or "").split()[0]) if run.turn else None
        if first is None or first.pawn is None:
            return None
        index = first.pawn
    field = state.players[seat].pawns[index].field
    if not 0 < field < state.goal:
        return None
    return Effect.from_table(effect_table(state.two_pawns), "printed_here", who, 0,
                             field=field, printed=PRINTED_NUMBER(field, state.goal),
                             pawn=state.pawn_name(seat, index))


def explain(run: Run, asks: str | None = None) -> Why:
    if run.legal is False:
        return Why(tuple(run.reasons))
    about: list[Effect] = []
    besides: list[Effect] = []
    printed = (asks or "").partition(":")[0] == "printed"
    for effect in run.effects:
        if _about(effect, asks):
            about.append(effect)
        elif not (printed and effect.kind in PAYMENTS):
            besides.append(effect)
    here = _printed_here(run, asks or "") if printed else None
    if here is not None:
        about.append(here)
    return Why(tuple(about), tuple(besides))
