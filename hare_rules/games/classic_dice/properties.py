"""The property book of the dice edition: general statements the pages make about play,
each checked over positions from seeded play (`hare_rules.core.properties`). Only
statements that hold; a content item names the one it states with `holds: [id]`.

A statement is about the rules as the rulebook has them, so its check compares with the
clauses' correct values: an engine switched to a wrong reading fails it.

    >>> from hare_rules.core.properties import search
    >>> from hare_rules.games import GAMES
    >>> game = GAMES["classic-dice"]
    >>> search(game, PROPERTIES["start-carrots-on-the-start"], count=200)[0] is None
    True
"""

from __future__ import annotations

from typing import Any

from hare_rules.core.properties import Property
from hare_rules.core.protocol import GameError, Text
from hare_rules.hare_race.race import goal_limit
from hare_rules.hare_race.track import Kind

from . import clauses as rule
from . import rules
from .actions import parse_token, token
from .state import AGAIN, ROLL, State, obliged_pawn

Why = str | None


def _rolling(state: State) -> int | None:
    """The pawn a roll is due for, or None."""
    due = state.due
    return due.pawn if due is not None and due.kind == ROLL else None


# 掷骰子的结果 1: "miss a turn" needs nothing, so it always happens.
def miss_turn_always_works(game: Any, state: State) -> Why:
    index = _rolling(state)
    if index is None:
        return None
    after = game.apply(state, "roll:miss-turn").state
    skip = after.players[state.to_move].pawns[index].skip
    if after.due is not None or skip != rule.MISSED_TURNS.correct:
        return f"after 'miss a turn' the pawn has skip {skip} and due {after.due}"
    return None


# 拿/给十分的胡萝卜: taking 10 needs nothing; giving needs 10.
def take_always_possible(game: Any, state: State) -> Why:
    index = _rolling(state)
    if index is None:
        return None
    chosen = game.apply(state, "roll:take-or-give").state
    take = token("take", index if state.two_pawns else None)
    if take not in game.legal_actions(chosen):
        return f"after 'take or give 10 carrots' {take!r} is not legal"
    return None


def _start_carrots(players: int) -> int:
    """游戏准备 / 两个人的变体规则: 65 carrots, one more 30 from four players, 95 with two."""
    if players == 2:
        return rule.TWO_PAWN_CARROTS.correct
    extra = rule.EXTRA_CARROTS_LARGE_GAME.correct if players >= rule.LARGE_GAME_FROM.correct else 0
    return rule.START_CARROTS.correct + extra


# 游戏准备 / 向前移动: on the start only with the starting carrots.
def start_carrots_on_the_start(game: Any, state: State) -> Why:
    fresh = _start_carrots(len(state.players))
    for player in state.players:
        if all(p.field == 0 for p in player.pawns) and player.carrots != fresh:
            return f"{player.name} stands on the start with {player.carrots} carrots, not {fresh}"
    return None


# 两个人的变体规则: with two players each has two pawns.
def two_players_two_pawns(game: Any, state: State) -> Why:
    if len(state.players) == 2 and any(len(p.pawns) != 2 for p in state.players):
        return "a player of a two-player game without two pawns"
    return None


def _goal_moves(game: Any, state: State) -> list[tuple[str, int]]:
    """(token, cost) of the mover's legal moves into the goal (at the start of a turn, or
    the extra move of "move again")."""
    if state.due is not None and state.due.kind not in (AGAIN,):
        return []
    started = rules.start_turn(state)[0]
    found = []
    for text in game.legal_actions(state):
        action = parse_token(text)
        if action is None or action.kind != "forward":
            continue
        pawn = started.mover.pawns[action.pawn or 0]
        if pawn.field + action.fields == state.goal:
            found.append((text, rule.FORWARD_COST.correct(action.fields)))
    return found


# 跑向终点线 with 两个人的变体规则: every pawn but the very first one home of the two-pawn game
# enters only with no lettuce and at most 10 x place carrots after paying.
def goal_conditions_after_the_first_pawn(game: Any, state: State) -> Why:
    if state.two_pawns and state.home_count() == 0:
        return None
    started = rules.start_turn(state)[0]
    me, place = started.mover, state.home_count() + 1
    for text, cost in _goal_moves(game, state):
        left, limit = me.carrots - cost, goal_limit(place, rule.GOAL_LIMIT_PER_PLACE.correct)
        if me.lettuce or left > limit:
            return (f"{text!r} enters the goal in place {place} with {me.lettuce} lettuce and "
                    f"{left} carrots left")
    return None


# 两个人的变体规则: the first pawn home may keep any carrots and lettuce.
def first_pawn_home_free(game: Any, state: State) -> Why:
    if not state.two_pawns or state.home_count() or state.due is not None or state.over:
        return None
    started = rules.start_turn(state)[0]
    me = started.mover
    if obliged_pawn(state.track, me) is not None:
        return None  # that pawn must eat or miss the turn first
    legal = set(game.legal_actions(state))
    for index, pawn in enumerate(me.pawns):
        fields = state.goal - pawn.field
        cost = rule.FORWARD_COST.correct(fields)
        if cost <= me.carrots and token("forward", index, fields) not in legal:
            return (f"pawn {index + 1} on field {pawn.field} cannot enter the goal with "
                    f"{me.carrots} carrots and {me.lettuce} lettuce")
    return None


# 两个人的变体规则: each turn the player acts with exactly one pawn.
def one_pawn_per_turn(game: Any, state: State) -> Why:
    if not state.two_pawns or state.over:
        return None
    for text in game.legal_actions(state):
        try:
            after = game.apply(state, text).state
        except GameError:
            continue
        moved = [(s, i) for s, i, p in state.all_pawns()
                 if after.players[s].pawns[i].field != p.field]
        if len(moved) > 1 or any(s != state.to_move for s, _ in moved):
            return f"{text!r} moves {len(moved)} pawns: {moved}"
    return None


# 两个人的变体规则 / ★数字格: every pawn on a position field is paid by its own place.
def each_pawn_its_own_place(game: Any, state: State) -> Why:
    if not state.two_pawns or state.due is not None or state.over:
        return None
    seat = state.to_move
    started, effects = rules.start_turn(state)
    paid = {e.detail("pawn"): e for e in effects if e.kind == "position_payout"}
    for index, pawn in enumerate(state.mover.pawns):
        field = state.track.field(pawn.field)
        if pawn.home or field.kind is not Kind.POSITION or not effects:
            continue
        name, place = state.pawn_name(seat, index), state.place_of(seat, index)
        if (name in paid) != (place in field.pays_places):
            return f"{name} on field {pawn.field} in place {place}: paid {name in paid}"
        if name in paid and paid[name].change != rule.PAYOUT_PER_PLACE.correct * place:
            return f"{name} in place {place} is paid {paid[name].change}"
    return None


def _shared_square(state: State) -> str | None:
    """Two pawns on one race square (start and goal hold any number), or None."""
    seen: dict[int, str] = {}
    for seat, index, pawn in state.all_pawns():
        if 0 < pawn.field < state.goal:
            name = state.pawn_name(seat, index)
            if pawn.field in seen:
                return f"{seen[pawn.field]} and {name} share field {pawn.field}"
            seen[pawn.field] = name
    return None


# 向前移动 (一个上面没有人的格子) and 掷骰子的结果 2-5 (free squares only): no move or die
# result ever puts two pawns on one square, a player's own two pawns included.
def one_pawn_per_square(game: Any, state: State) -> Why:
    if state.over:
        return None
    for text in game.legal_actions(state):
        try:
            after = game.apply(state, text).state
        except GameError:
            continue
        shared = _shared_square(after)
        if shared:
            return f"after {text!r}: {shared}"
    return None


# 后退一个名次: the start is never a target, so "fall back one place" never ends there.
def fall_back_never_to_the_start(game: Any, state: State) -> Why:
    index = _rolling(state)
    if index is None:
        return None
    after = game.apply(state, "roll:fall-back").state
    if after.players[state.to_move].pawns[index].field == 0:
        return "'fall back one place' put the pawn on the start"
    return None


def _text(de: str, en: str) -> Text:
    return Text(de, en)


PROPERTIES: dict[str, Property] = {p.id: p for p in (
    Property("miss-turn-always-works", _text(
        "„Einmal aussetzen“ lässt sich immer ausführen: Die Figur setzt den nächsten Zug aus.",
        "'Miss a turn' can always be carried out: the pawn misses the next turn."),
        miss_turn_always_works),
    Property("take-always-possible", _text(
        "Nach „10 Karotten nehmen oder abgeben“ ist Nehmen immer erlaubt.",
        "After 'take or give 10 carrots' taking is always allowed."),
        take_always_possible),
    Property("start-carrots-on-the-start", _text(
        "Wer mit allen Figuren am Start steht, hat die Startkarotten: 65, ab vier Spielern 95, "
        "zu zweit 95.",
        "A player with every pawn on the start holds the starting carrots: 65, 95 from four "
        "players, 95 with two."),
        start_carrots_on_the_start),
    Property("two-players-two-pawns", _text(
        "Zu zweit hat jeder Spieler zwei Figuren.",
        "With two players each player has two pawns."),
        two_players_two_pawns, {"players": 2}),
    Property("goal-conditions-after-the-first-pawn", _text(
        "Jede Figur außer der allerersten im Spiel zu zweit kommt nur ohne Salat und mit "
        "höchstens 10 × Platz Karotten ins Ziel.",
        "Every pawn but the very first one home of the two-pawn game enters the goal only with "
        "no lettuce and at most 10 × its place in carrots."),
        goal_conditions_after_the_first_pawn, {"late": True}),
    Property("first-pawn-home-free", _text(
        "Zu zweit darf die allererste Figur mit beliebig vielen Karotten und Salaten ins Ziel.",
        "With two players the very first pawn home may enter with any carrots and lettuce."),
        first_pawn_home_free, {"players": 2, "late": True}),
    Property("one-pawn-per-turn", _text(
        "Zu zweit zieht in jedem Zug höchstens eine Figur, und nur eine des Spielers am Zug.",
        "With two players at most one pawn moves per turn, and only one of the player to move."),
        one_pawn_per_turn, {"players": 2}),
    Property("each-pawn-its-own-place", _text(
        "Zu zweit wird jede Figur auf einem Positionsfeld mit ihrem eigenen Platz geprüft.",
        "With two players each pawn on a position field is checked against its own place."),
        each_pawn_its_own_place, {"players": 2}),
    Property("one-pawn-per-square", _text(
        "Zu zweit stehen außer am Start und im Ziel nie zwei Figuren auf einem Feld – auch "
        "nicht die beiden eines Spielers.",
        "With two players no two pawns ever share a field apart from the start and the "
        "goal – not even a player's own two."),
        one_pawn_per_square, {"players": 2}),
    Property("fall-back-never-to-the-start", _text(
        "„Eine Position zurück“ endet nie auf dem Start.",
        "'Fall back one place' never ends on the start."),
        fall_back_never_to_the_start),
)}
