"""The rules of a turn in the dice edition: what is legal, why not, and what an action does.

Each clause of the rules (seed sections in brackets, or the reference file's decisions)
sits above the code that implements it. `token_reasons` is the single source of truth: the
move generator asks it about every candidate, so generator and checker cannot disagree.

A turn is a sequence of tokens: the move, then (on a hare square) `roll:RESULT`, then what
the result asks for (`take`/`give`, the extra move), and another roll if a result lands on
another hare square. Between tokens the state says what is due (`State.due`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hare_rules.core import Effect, Reason
from hare_rules.core.sentences import Listing, Text
from hare_rules.hare_race.race import goal_limit
from hare_rules.hare_race.sentences import (
    carrots_held,
    distance_items,
    moves_in_squares,
    other_moves,
)
from hare_rules.hare_race.track import Kind, max_affordable_distance

from . import clauses as rule
from .actions import ROLL_TOKENS, Action, parse_token, pawn_words, token, token_words
from .results import TARGETS, nothing_why
from .sentences import (
    MUST_EAT,
    MUST_MISS,
    MUST_ROLL_ON,
    MUST_STAY,
    REASONS,
    effect_table,
    place_words,
    reason_table,
    result_words,
)
from .setup import start_lettuce
from .state import AGAIN, CHOICE, ROLL, Due, State, must_eat, obliged_pawn

Effects = tuple[Effect, ...]


# The board prints the distance to the goal, not our count from the start: a sentence names
# a field by both ("Feld 10 (aufgedruckt 54)"), as the page's notes promise.
FIELD_KEYS = ("field", "hedgehog")
# Reasons about the square the pawn stands on: on the start they say "am Start".
ON_START_CODES = frozenset({"no_hedgehog_behind", "not_on_lettuce", "not_on_carrot_field"})


def field_words(field: int, goal: int) -> Text | int:
    if 0 < field < goal:
        printed = rule.PRINTED_NUMBER(field, goal)
        return Text(f"{field} (aufgedruckt {printed})", f"{field} (printed {printed})")
    return field


def _named(state: State, params: dict[str, object]) -> dict[str, object]:
    return {k: field_words(v, state.goal) if k in FIELD_KEYS and isinstance(v, int) else v
            for k, v in params.items()}


def route_words(start: int, target: int, goal: int) -> Text:
    """ "vom Start auf Feld 10 (aufgedruckt 54)", "von Feld 59 (aufgedruckt 5) ins Ziel"."""
    def at(field: int, de_from: bool) -> tuple[str, str]:
        if field == 0:
            return ("vom Start", "from the start") if de_from else ("auf den Start", "to the start")
        if field >= goal:
            return ("ins Ziel", "into the goal")
        named = field_words(field, goal)
        assert isinstance(named, Text)
        return ((f"von Feld {named.de}" if de_from else f"auf Feld {named.de}"),
                (f"from square {named.en}" if de_from else f"to square {named.en}"))
    (fde, fen), (tde, ten) = at(start, True), at(target, False)
    return Text(f"{fde} {tde}", f"{fen} {ten}")


def reason(code: str, state: State | None = None, index: int | None = None,
           **params: Any) -> Reason:
    """A reason against the mover's token: about the mover (its subject) and, where given,
    the pawn `index` that would act; without a state, a reason about the token alone."""
    if state is None:
        return Reason.from_table(REASONS, code, **params)
    player = state.mover.name
    pawn = state.pawn_name(state.to_move, index) if index is not None else player
    on_start = params.get("field") == 0 and code in ON_START_CODES
    return Reason.from_table(reason_table(state.two_pawns, on_start), code, subject=player,
                             who=player, player=player, pawn=pawn, **_named(state, params))


def effect(state: State, kind: str, index: int, change: int = 0, **details: object) -> Effect:
    """What the mover's pawn `index` did; the carrots changed are the mover's."""
    player = state.mover.name
    return Effect.from_table(effect_table(state.two_pawns), kind, player, change,
                             pawn=state.pawn_name(state.to_move, index), **_named(state, details))


# -- start of turn ------------------------------------------------------------------------
# A position square pays at the start of its owner's next turn if the race place *then*
# matches one of its numbers (★数字格); in the two-pawn game every pawn of the player to
# move is checked against its own place.
def position_square_pays(place: int, pays_places: tuple[int, ...]) -> bool:
    return place in pays_places or not rule.POSITION_PAYOUT_NEEDS_MATCH.value


# A missed turn pays no position square, for any pawn (reference: edge cases).
def missed_turn_pays_nothing(state: State) -> bool:
    if not rule.MISSED_TURN_PAYS_NOTHING.value:
        return False
    index = obliged_pawn(state.track, state.mover)
    return index is not None and state.mover.pawns[index].skip > 0


def _pays(places: tuple[int, ...]) -> str:
    """A position field as the board marks it: "3", "1-5-6"."""
    return "-".join(str(p) for p in places)


def start_turn(state: State) -> tuple[State, Effects]:
    """Effects before the mover acts; nothing mid-turn (a roll or its consequence is due)."""
    if state.due is not None or state.over or missed_turn_pays_nothing(state):
        return state, ()
    seat, me = state.to_move, state.mover
    effects: list[Effect] = []
    gained = 0
    for index, pawn in enumerate(me.pawns):
        if pawn.home:
            continue
        square = state.track.field(pawn.field)
        if square.kind is not Kind.POSITION:
            continue
        place = state.place_of(seat, index)
        if position_square_pays(place, square.pays_places):
            amount = rule.PAYOUT_PER_PLACE.value * place
            gained += amount
            effects.append(effect(state, "position_payout", index, amount, field=pawn.field,
                                  place=place_words(place), pays=_pays(square.pays_places)))
        else:
            effects.append(effect(state, "position_no_payout", index, 0, field=pawn.field,
                                  place=place_words(place), pays=_pays(square.pays_places)))
    if gained:
        state = state.with_player(seat, carrots=me.carrots + gained)
    return state, tuple(effects)


# -- legality of one token ----------------------------------------------------------------
def token_reasons(state: State, action: Action | None, text: str) -> list[Reason]:
    """Every reason against one token in a started state (start-of-turn effects done)."""
    if action is None:
        return [reason("unknown_token", token=text)]
    me = state.mover
    if state.over:
        return [reason("race_over")]
    if me.home:
        return [Reason.from_table(REASONS, "finished", subject=me.name, player=me.name)]
    due = state.due
    # The die is rolled at once on arriving at a hare square (★兔子格): nothing else first.
    if due is not None and due.kind == ROLL:
        if action.kind == "roll":
            return []
        field = me.pawns[due.pawn].field
        return [reason("roll_expected", state, due.pawn, field=field,
                       token=token_words(text, me.name))]
    if action.kind == "roll":
        return [reason("no_roll_here")]
    reasons, index = _pawn_reasons(state, action)
    if index is None:
        return reasons
    if due is not None and due.kind == CHOICE:
        return reasons + _choice_reasons(state, action, text)
    if due is not None and due.kind == AGAIN:
        if not action.moves:
            return reasons + [reason("extra_move_only", state, index,
                                     token=token_words(text, me.name))]
        return reasons + _move_reasons(state, action, index)
    return reasons + _turn_start_reasons(state, action, index)


def _pawn_reasons(state: State, action: Action) -> tuple[list[Reason], int | None]:
    """Which pawn acts, and reasons against that choice (None: no pawn to judge)."""
    if not state.two_pawns:
        if action.pawn is not None:
            return [_no_such_pawn("prefix")], None
        return [], 0
    if action.pawn is None:
        return [_no_such_pawn("missing")], None
    if action.pawn not in (0, 1):
        return [_no_such_pawn("range")], None
    seat, index = state.to_move, action.pawn
    if state.mover.pawns[index].home:
        return [reason("finished", state, index)], None
    due = state.due
    # The choice after take-or-give and the move after move-again belong to the pawn that
    # rolled (reference: edge cases).
    if due is not None and due.pawn != index:
        owed = state.pawn_name(seat, due.pawn)
        return [reason("wrong_pawn", state, index, owed=owed, what=MUST_ROLL_ON)], index
    # A pawn that must eat or miss a turn takes its owner's turn (两个人的变体规则).
    owed_index = obliged_pawn(state.track, state.mover) if due is None else None
    if not rule.OWED_TURN_BELONGS_TO_THE_PAWN.value and state.two_pawns:
        owed_index = None
    if owed_index is not None and owed_index != index:
        owed = state.pawn_name(seat, owed_index)
        return [reason("wrong_pawn", state, index, owed=owed,
                       what=_owed_words(state, owed_index))], index
    return [], index


def _owed_words(state: State, index: int) -> Text:
    """What the pawn that owes its owner the turn must do, in the reader's words."""
    pawn = state.mover.pawns[index]
    if pawn.skip:
        return MUST_MISS
    return MUST_EAT if state.mover.lettuce else MUST_STAY


_PAWN_PROBLEMS = {
    "prefix": Text("Hier hat jeder Spieler nur eine Figur: Der Zug wird ohne 1: oder 2: "
                    "davor geschrieben.",
                    "Each player has one pawn here: the move is written without 1: or 2: "
                    "in front."),
    "missing": Text("Im Spiel zu zweit nennt jeder Zug seine Figur: 1: oder 2: davor.",
                     "In the two-pawn game every move names its pawn: 1: or 2: in front."),
    "range": Text("Im Spiel zu zweit hat jeder die Figuren 1 und 2.",
                   "In the two-pawn game each player has pawns 1 and 2."),
}


def _no_such_pawn(problem: str) -> Reason:
    return reason("no_such_pawn", problem=_PAWN_PROBLEMS[problem])


def _choice_reasons(state: State, action: Action, text: str) -> list[Reason]:
    # take-or-give: take 10 carrots, or give 10 back (only with at least 10); chosen now.
    if action.kind not in ("take", "give"):
        return [_choice_expected(state)]
    needed, held = rule.CARROT_EXCHANGE.value, state.mover.carrots
    if action.kind == "give" and held < needed:
        return [reason("not_enough_carrots", state, needed=needed, held=carrots_held(held))]
    return []


def _choice_expected(state: State) -> Reason:
    due = state.due
    assert due is not None
    if due.kind == CHOICE:
        n = rule.CARROT_EXCHANGE.value
        result = "take-or-give"
        then = Text(f"wählen: {n} nehmen oder {n} abgeben",
                     f"choose: take {n} or give back {n}")
    else:
        result = "move-again"
        then = Text("einmal ziehen: vorwärts oder zurück zum nächsten Igel",
                     "move once more: forward or back to the nearest hedgehog")
    return reason("choice_expected", state, due.pawn, result=result_words(result), then=then)


def _turn_start_reasons(state: State, action: Action, index: int) -> list[Reason]:
    me = state.mover
    pawn = me.pawns[index]
    kind = action.kind
    # 留在原地一次: a pawn that must miss the turn does nothing else; only then may it skip.
    if kind == "skip":
        if pawn.skip:
            return []
        # A pawn held to eat (with no lettuce left: only to stay) does not miss the turn: its
        # turn is the stay, so the reason says what it must do, not that skipping is wrong.
        if must_eat(state.track, pawn, me.lettuce):
            return [reason("must_eat", state, index, what=_owed_words(state, index))]
        return [reason("not_skipping", state, index)]
    reasons: list[Reason] = []
    if pawn.skip:
        reasons.append(reason("must_skip", state, index))
    # Arrived on a lettuce square (or got eat-lettuce): it stays and eats on the next turn.
    # The restart too is refused with what the pawn must do (with no lettuce left: stay), not
    # with "other moves" that would name eating (r23 dice #1).
    if (kind in ("forward", "back", "take", "give", "restart")
            and must_eat(state.track, pawn, me.lettuce)):
        reasons.append(reason("must_eat", state, index, what=_owed_words(state, index)))
    if action.moves:
        reasons += _move_reasons(state, action, index)
    elif kind == "eat":
        reasons += _eat_reasons(state, index)
    elif kind in ("take", "give"):
        reasons += _exchange_reasons(state, kind, index)
    elif kind == "restart" and not reasons:
        others = list(_non_restart_actions(state))
        if others:
            exchange = rule.CARROT_EXCHANGE.value
            moves = (moves_listing(others, state.mover.name, no_lettuce=not me.lettuce)
                     if state.two_pawns
                     else moves_in_squares(other_moves(others, exchange=exchange)))
            reasons.append(reason("not_stuck", state, index, moves=moves))
    return reasons


def moves_listing(tokens: list[str], owner: str | None = None,
                  no_lettuce: bool = False) -> Listing:
    """The two-pawn game's legal tokens as a reader lists them: forward moves of one pawn in
    one item ("A1: 1 bis 9 Felder vorwärts"), the rest each in its own words, joined by
    "oder"/"or". (The one-pawn game says them as the 2019 edition does: `other_moves`, in
    squares.) With `no_lettuce` (the owner holds none) an owed `eat` is said as the stay it
    is, never as eating (r23 dice #1)."""
    items: list[object] = []
    forward: dict[int | None, list[int]] = {}
    for text in tokens:
        action = parse_token(text)
        assert action is not None
        if action.kind == "forward":
            forward.setdefault(action.pawn, []).append(action.fields)
    done: set[int | None] = set()
    for text in tokens:
        action = parse_token(text)
        assert action is not None
        if action.kind != "forward":
            items.append(token_words(text, owner, no_lettuce))
        elif action.pawn not in done:
            done.add(action.pawn)
            items.append(_forward_words(action.pawn, forward[action.pawn], owner))
    return Listing(tuple(items), "or")


def _forward_words(pawn: int | None, fields: list[int], owner: str | None = None) -> Text:
    """One pawn's forward moves as the one-pawn game says them, gaps spelt out and runs of
    three or more as a range: "A1: 1 bis 5, 7 oder 8 Felder vorwärts", "A1: 1 oder 2 …"."""
    distances = sorted(set(fields))
    if len(distances) == 1:
        return token_words(token("forward", pawn, distances[0]), owner)
    de = f"{Listing(tuple(distance_items(distances, ' bis ')), 'or').get('de')} Felder vorwärts"
    en = f"{Listing(tuple(distance_items(distances, ' to ')), 'or').get('en')} squares forward"
    if pawn is not None:
        return pawn_words(pawn, owner, de, en)
    return Text(de, en)


def _move_reasons(state: State, action: Action, index: int) -> list[Reason]:
    if action.kind == "forward":
        return _forward_reasons(state, index, action.fields)
    return _back_reasons(state, index)


def _forward_reasons(state: State, index: int, fields: int) -> list[Reason]:
    me, track = state.mover, state.track
    here = me.pawns[index].field
    target, cost = here + fields, rule.FORWARD_COST(fields)
    reasons = []
    # 向前移动: n squares cost 1 + 2 + ... + n carrots, paid at once.
    if cost > me.carrots:
        reasons.append(reason("not_enough_carrots", state, index, needed=cost,
                              held=carrots_held(me.carrots)))
    if target > track.goal:
        reasons.append(reason("past_goal", state, index, fields=fields, goal=track.goal))
        return reasons
    kind = track.kind(target)
    # Any free square except a hedgehog (★刺猬格: never reached forwards).
    if kind is Kind.HEDGEHOG and rule.HEDGEHOG_NEVER_FORWARD.value:
        reasons.append(reason("hedgehog_forward", state, index, field=target))
    occupant = state.occupant(target)
    if occupant is not None and not rule.OWN_PAWNS_BLOCK.value and state.two_pawns:
        other = 1 - index
        if me.pawns[other].field == target:
            occupant = None
    if occupant is not None:
        reasons.append(reason("field_occupied", state, index, field=target, occupant=occupant))
    # ★蔬菜格: only with at least one lettuce.
    if kind is Kind.LETTUCE and me.lettuce == 0 and rule.LETTUCE_FIELD_NEEDS_LETTUCE.value:
        reasons.append(reason("lettuce_needed", state, index, field=target))
    if kind is Kind.GOAL:
        reasons += _goal_reasons(state, index, cost)
    return reasons


# 两个人的变体规则: the first pawn home may enter the goal with any carrots and lettuce left.
def first_pawn_home_unrestricted(state: State) -> bool:
    return rule.FIRST_PAWN_HOME_UNRESTRICTED.value and state.two_pawns and state.home_count() == 0


def lettuce_bars_goal(state: State) -> bool:
    """Whether the mover's next pawn into the goal needs all lettuce eaten (跑向终点线; not
    the first pawn home of the two-pawn game)."""
    return rule.GOAL_NEEDS_NO_LETTUCE.value and not first_pawn_home_unrestricted(state)


def _goal_reasons(state: State, index: int, cost: int) -> list[Reason]:
    # 跑向终点线: into the goal only with no lettuce left and, after paying, at most
    # 10 x finishing place carrots (first 10, second 20 ...).
    if first_pawn_home_unrestricted(state):
        return []
    me = state.mover
    reasons = []
    if me.lettuce and lettuce_bars_goal(state):
        reasons.append(reason("goal_lettuce_left", state, index, lettuce=me.lettuce))
    place = state.home_count() + 1
    limit, left = goal_limit(place, rule.GOAL_LIMIT_PER_PLACE.value), me.carrots - cost
    if cost <= me.carrots and left > limit:
        reasons.append(reason("goal_too_many_carrots", state, index, place=place_words(place),
                              limit=limit, left=left))
    return reasons


def back_target(state: State, here: int) -> int | None:
    """The hedgehog a backward move from `here` aims at (it may be taken: then no move)."""
    # 向后移动: only to the nearest hedgehog behind; if it is taken, no backward move.
    hedgehog = state.track.nearest_hedgehog_behind(here)
    if not rule.NEAREST_HEDGEHOG_ONLY.value:
        while hedgehog is not None and state.occupant(hedgehog) is not None:
            hedgehog = state.track.nearest_hedgehog_behind(hedgehog)
    return hedgehog


def _back_reasons(state: State, index: int) -> list[Reason]:
    here = state.mover.pawns[index].field
    hedgehog = back_target(state, here)
    if hedgehog is None:
        return [reason("no_hedgehog_behind", state, index, field=here)]
    if state.occupant(hedgehog) is not None:
        return [reason("hedgehog_occupied", state, index, hedgehog=hedgehog)]
    return []


def _eat_reasons(state: State, index: int) -> list[Reason]:
    me = state.mover
    pawn = me.pawns[index]
    # eat-lettuce: the pawn stays and eats even with no lettuce left (then it gets nothing).
    if pawn.eat_next:
        return []
    if state.track.kind(pawn.field) is not Kind.LETTUCE:
        return [reason("not_on_lettuce", state, index, field=pawn.field)]
    # One lettuce per stay: after eating the pawn must leave (注意: 下一轮的时候, 棋子一定要继续走).
    if pawn.ate:
        return [reason("already_ate", state, index)]
    if me.lettuce == 0:
        return [reason("lettuce_needed", state, index, field=pawn.field)]
    return []


def _exchange_reasons(state: State, kind: str, index: int) -> list[Reason]:
    # ★胡萝卜格: stay and take 10, or give 10 back; any number of turns in a row.
    me = state.mover
    here = me.pawns[index].field
    if state.track.kind(here) is not Kind.CARROT:
        return [reason("not_on_carrot_field", state, index, field=here)]
    if kind == "give" and me.carrots < rule.CARROT_EXCHANGE.value:
        return [reason("not_enough_carrots", state, index, needed=rule.CARROT_EXCHANGE.value,
                       held=carrots_held(me.carrots))]
    return []


# -- the move generator -------------------------------------------------------------------
def _pawn_indices(state: State) -> list[int]:
    """Pawns that may act: the one that owes the turn or the rolling pawn, else all racing."""
    me = state.mover
    if state.due is not None:
        return [state.due.pawn]
    owed = obliged_pawn(state.track, me)
    if owed is not None and (rule.OWED_TURN_BELONGS_TO_THE_PAWN.value or not state.two_pawns):
        return [owed]
    return [i for i, p in enumerate(me.pawns) if not p.home]


def _prefix(state: State, index: int) -> int | None:
    return index if state.two_pawns else None


def candidates(state: State) -> Iterator[str]:
    """Tokens worth judging in a started state: every possibly legal one and near misses."""
    due = state.due
    if due is not None and due.kind == ROLL:
        yield from ROLL_TOKENS
        return
    me = state.mover
    for index in range(len(me.pawns)):
        pawn = me.pawns[index]
        if pawn.home:
            continue
        pre = _prefix(state, index)
        reach = min(max_affordable_distance(me.carrots) + 1, state.goal - pawn.field)
        for n in range(1, reach + 1):
            yield token("forward", pre, n)
        for word in ("back", "eat", "take", "give", "skip", "restart"):
            yield token(word, pre)


def _non_restart_actions(state: State) -> Iterator[str]:
    for text in candidates(state):
        if not text.endswith("restart") and not token_reasons(state, parse_token(text), text):
            yield text


def legal_tokens(state: State) -> list[str]:
    """Every legal next token of a started state."""
    if state.over or state.mover.home:
        return []
    due = state.due
    if due is not None and due.kind == ROLL:
        return list(ROLL_TOKENS)
    if due is None:
        return _start_of_turn_tokens(state)
    allowed = set(_pawn_indices(state))
    found = []
    for text in candidates(state):
        action = parse_token(text)
        assert action is not None
        if (action.pawn or 0) not in allowed or text.endswith("restart"):
            continue
        if not token_reasons(state, action, text):
            found.append(text)
    # Stuck (no forward move, no free nearest hedgehog behind, no stay): back to the start.
    if not found and due is None:
        found = [token("restart", _prefix(state, i)) for i in allowed]
    return found


def _start_of_turn_tokens(state: State) -> list[str]:
    """The generator at the start of a turn: the checks of `token_reasons`, inlined for speed
    and in the same order as `candidates` (the property tests check that both agree)."""
    me, track = state.mover, state.track
    kinds, goal = track.kinds, track.goal
    occupied = state.occupied()
    carrots, lettuce = me.carrots, me.lettuce
    goal_open = first_pawn_home_unrestricted(state)
    limit = goal_limit(state.home_count() + 1, rule.GOAL_LIMIT_PER_PLACE.value)
    hedgehog_closed = rule.HEDGEHOG_NEVER_FORWARD.value
    lettuce_closed = rule.LETTUCE_FIELD_NEEDS_LETTUCE.value
    goal_needs_no_lettuce = rule.GOAL_NEEDS_NO_LETTUCE.value
    found: list[str] = []
    indices = _pawn_indices(state)
    for index in indices:
        pawn = me.pawns[index]
        pre = _prefix(state, index)
        if pawn.skip:
            found.append(token("skip", pre))
            continue
        if must_eat(track, pawn, lettuce):
            found.append(token("eat", pre))
            continue
        here = pawn.field
        for n in range(1, min(max_affordable_distance(carrots), goal - here) + 1):
            target = here + n
            kind = kinds[target]
            if target in occupied or (kind is Kind.HEDGEHOG and hedgehog_closed):
                continue
            if kind is Kind.LETTUCE and not lettuce and lettuce_closed:
                continue
            if kind is Kind.GOAL and not goal_open and (
                    (lettuce and goal_needs_no_lettuce)
                    or carrots - rule.FORWARD_COST(n) > limit):
                continue
            found.append(token("forward", pre, n))
        hedgehog = back_target(state, here)
        if hedgehog is not None and hedgehog not in occupied:
            found.append(token("back", pre))
        if kinds[here] is Kind.CARROT:
            found.append(token("take", pre))
            if carrots >= rule.CARROT_EXCHANGE.value:
                found.append(token("give", pre))
    if not found:
        found = [token("restart", _prefix(state, i)) for i in indices]
    return found


# -- playing a whole turn -----------------------------------------------------------------
def play_turn(state: State, turn: str) -> tuple[State, tuple[Effect, ...], tuple[Reason, ...]]:
    """Play the tokens of one turn; the first failing token makes the whole turn illegal."""
    tokens = turn.split()
    owner = state.mover.name if state.two_pawns and not state.over else None  # the turn's
    if not tokens:
        return state, (), (reason("unknown_token", token=turn),)
    effects: list[Effect] = []
    for i, text in enumerate(tokens):
        if state.due is None:
            if i > 0 and text.startswith("roll:"):
                return state, (), (reason("no_roll_here"),)
            if i > 0:
                return state, (), (reason("turn_over",
                                          last=token_words(tokens[i - 1], owner),
                                          token=token_words(text, owner)),)
            state, started = start_turn(state)
            effects += started
        action = parse_token(text)
        reasons = token_reasons(state, action, text)
        if reasons:
            return state, (), tuple(reasons)
        assert action is not None
        state, more = perform(state, action)
        effects += more
    # In a scenario a turn is whole: a result that asks for a choice or a move must get it.
    if state.strict and state.due is not None and state.due.kind in (CHOICE, AGAIN):
        return state, (), (_choice_expected(state),)
    return state, tuple(effects), ()


# -- applying one token -------------------------------------------------------------------
def perform(state: State, action: Action) -> tuple[State, Effects]:
    """Carry out a legal token in a started state."""
    due = state.due
    if action.kind == "roll":
        assert due is not None
        return carry_out_result(state, action.result, due)
    index = due.pawn if due is not None else (action.pawn or 0)
    if due is not None and due.kind == CHOICE:
        return _exchange(state, index, action.kind, "choice")
    kind = action.kind
    if kind == "forward":
        return _forward(state, index, action.fields)
    if kind == "back":
        return _back(state, index)
    if kind == "eat":
        return _eat(state, index)
    if kind in ("take", "give"):
        return _exchange(state, index, kind, "carrot")
    if kind == "skip":
        seat = state.to_move
        pawn = state.mover.pawns[index]
        state = state.with_pawn(seat, index, skip=pawn.skip - 1)
        return end_turn(state), (effect(state, "skip_turn", index),)
    return _restart(state, index, "restart")


def _forward(state: State, index: int, fields: int) -> tuple[State, Effects]:
    seat, me = state.to_move, state.mover
    here = me.pawns[index].field
    target, cost = here + fields, rule.FORWARD_COST(fields)
    effects = [effect(state, "cost", index, -cost, fields=fields, start=here, field=target,
                      route=route_words(here, target, state.goal))]
    state = state.with_player(seat, carrots=me.carrots - cost)
    if target == state.goal:
        place = state.home_count() + 1
        state = state.with_pawn(seat, index, field=target, place=place, ate=False)
        effects.append(effect(state, "finish", index, place=place_words(place)))
        # 两个人的变体规则: the winner is the first player with both pawns home.
        if state.two_pawns and state.mover.home:
            effects.append(effect(state, "winner", index))
        return end_turn(state), tuple(effects)
    state, more = arrive(state, index, target, cost)
    return state, tuple(effects) + more


def arrive(state: State, index: int, square: int, cost: int) -> tuple[State, Effects]:
    """The pawn reaches a square by a forward move or a moving result: it acts as if it had
    just arrived (a hare square rolls at once; a lettuce square eats next turn)."""
    state = state.evolve(due=None).with_pawn(state.to_move, index, field=square, ate=False)
    if state.track.kind(square) is Kind.HARE:
        return state.evolve(due=Due(ROLL, index, cost)), ()
    return end_turn(state), ()


def _back(state: State, index: int) -> tuple[State, Effects]:
    seat, me = state.to_move, state.mover
    here = me.pawns[index].field
    hedgehog = back_target(state, here)
    assert hedgehog is not None
    fields = here - hedgehog
    # 向后移动: +10 carrots for every square moved back.
    refund = rule.BACK_REFUND_PER_FIELD.value * fields
    state = state.with_player(seat, carrots=me.carrots + refund)
    state = state.with_pawn(seat, index, field=hedgehog, ate=False)
    eff = effect(state, "hedgehog_refund", index, refund, fields=fields, field=hedgehog)
    return end_turn(state), (eff,)


def _eat(state: State, index: int) -> tuple[State, Effects]:
    seat, me = state.to_move, state.mover
    pawn = me.pawns[index]
    on_lettuce = state.track.kind(pawn.field) is Kind.LETTUCE and not pawn.eat_next
    if me.lettuce == 0:
        # eat-lettuce with no lettuce left: the pawn still stays this turn, and gets nothing.
        state = state.with_pawn(seat, index, eat_next=False)
        return end_turn(state), (effect(state, "lettuce_none", index),)
    # Give up one lettuce and take 10 x the current race place.
    place = state.place_of(seat, index)
    amount = rule.PAYOUT_PER_PLACE.value * place
    state = state.with_player(seat, carrots=me.carrots + amount, lettuce=me.lettuce - 1)
    state = state.with_pawn(seat, index, eat_next=False, ate=on_lettuce)
    eff = effect(state, "lettuce_payout", index, amount, place=place_words(place),
                 lettuce_change=-1)
    return end_turn(state), (eff,)


def _exchange(state: State, index: int, kind: str, why: str) -> tuple[State, Effects]:
    seat, me = state.to_move, state.mover
    change = rule.CARROT_EXCHANGE.value if kind == "take" else -rule.CARROT_EXCHANGE.value
    state = state.with_player(seat, carrots=me.carrots + change)
    return end_turn(state), (effect(state, f"{why}_{kind}", index, change),)


def _restart(state: State, index: int, why: str) -> tuple[State, Effects]:
    # Stuck: back to the start, carrots reset to the starting amount (65 / 95; the two-pawn
    # game 95); eaten lettuce stays eaten.
    seat, me = state.to_move, state.mover
    fresh = state.start_carrots
    if not rule.RESTART_RESETS_CARROTS.value:
        fresh += me.carrots
    lettuce = me.lettuce if rule.EATEN_LETTUCE_STAYS_EATEN.value else start_lettuce(
        len(state.players))
    state = state.evolve(due=None).with_player(seat, carrots=fresh, lettuce=lettuce)
    state = state.with_pawn(seat, index, field=0, ate=False, skip=0, eat_next=False)
    kind = "restart" if why == "restart" else "roll_eat_carrot_none"
    eff = effect(state, kind, index, fresh - me.carrots, fresh=fresh, lettuce=lettuce,
                 lettuce_change=lettuce - me.lettuce, result=result_words("eat-carrot"))
    return end_turn(state), (eff,)


def end_turn(state: State) -> State:
    """Nothing is due any more: the turn passes to the next seat with a pawn still racing."""
    state = state.evolve(due=None)
    if state.over:
        return state
    count = len(state.players)
    for step in range(1, count + 1):
        seat = (state.to_move + step) % count
        if not state.players[seat].home:
            return state.evolve(to_move=seat)
    return state


# -- the ten die results ------------------------------------------------------------------
def carry_out_result(state: State, result: str, due: Due) -> tuple[State, Effects]:
    """掷骰子的结果: carry out the result read off the race card, at once."""
    seat, me, index = state.to_move, state.mover, due.pawn
    words = result_words(result)

    def said(kind: str, change: int = 0, **details: object) -> Effect:
        return effect(state, kind, index, change, result=words, **details)

    if result == "miss-turn":
        # 留在原地一次: the pawn is turned over; the next turn is missed.
        pawn = me.pawns[index]
        state = state.with_pawn(seat, index, skip=pawn.skip + rule.MISSED_TURNS.value)
        return end_turn(state), (said("roll_miss_turn"),)
    if result == "take-or-give":
        # 拿/给十分的胡萝卜: the choice is made now, as the next token.
        return state.evolve(due=Due(CHOICE, index)), (said("roll_take_or_give"),)
    if result in TARGETS:
        square = TARGETS[result](state, seat, index)
        if square is None:
            # A result that cannot be carried out counts for nothing (注意 ... 不予计算).
            why = nothing_why(state, seat, index, result)
            return end_turn(state), (said("roll_nothing", why=why),)
        kind = "roll_" + result.replace("-", "_")
        effects = (said(kind, field=square),)
        state, more = arrive(state, index, square, 0)
        return state, effects + more
    if result == "eat-lettuce":
        # 吃一个蔬菜: turned over; on the next turn it stays and eats (as on a lettuce square).
        state = state.with_pawn(seat, index, eat_next=True)
        # With no lettuce left the pawn still stays, and gets nothing for it.
        kind = "roll_eat_lettuce" if me.lettuce else "roll_eat_lettuce_none"
        return end_turn(state), (said(kind),)
    if result == "eat-carrot":
        # 吃一个胡萝卜: pay 1 carrot; with none left: back to the start as when stuck.
        if me.carrots < rule.EAT_CARROT_COST.value:
            return _restart(state, index, "eat-carrot")
        cost = rule.EAT_CARROT_COST.value
        state = state.with_player(seat, carrots=me.carrots - cost)
        return end_turn(state), (said("roll_eat_carrot", -cost),)
    if result == "free-move":
        # 上一步免费: the carrots paid for the move onto this square come back.
        repaid = due.cost if rule.FREE_MOVE_REPAYS.value else 0
        state = state.with_player(seat, carrots=me.carrots + repaid)
        kind = "roll_free_move" if repaid else "roll_free_move_none"
        return end_turn(state), (said(kind, repaid),)
    # 再走一步: move again at once, paying (or receiving) as usual; no move: nothing happens.
    again = state.evolve(due=Due(AGAIN, index))
    if legal_tokens(again) or not rule.MOVE_AGAIN_WITHOUT_A_MOVE_DOES_NOTHING.value:
        return again, (said("roll_move_again"),)
    return end_turn(state), (said("roll_move_again_none"),)
