"""Positions that can happen in the dice edition: the reasons a state cannot arise in play
(`position_problems`), and positions from seeded random play (`positions`).

Sound, not complete: a problem is named only where the rules prove the state impossible.
What the state itself refuses (two pawns on one square, lettuce above the start amount,
gaps in the finishing places, a pending roll off a hare square: `InvalidStateError`) stays
refused there. What follows from the rules (seed sections in brackets):

- The start is reached only at the beginning and by going back to it (stuck, or "eat a
  carrot" with none left), each time with the starting carrots (游戏准备, 向前移动); no other
  player ever changes a player's carrots. So a pawn on the start means the starting
  carrots — in the two-pawn game only when both pawns are there (one supply for two pawns:
  the other pawn may have moved since) — and a pawn on the start owes nothing.
- Into the goal only with no lettuce and at most 10 × place carrots after paying (跑向终点线);
  lettuce never comes back, and a player with no pawn left racing never acts again. The
  first pawn home of the two-pawn game is free of both (两个人的变体规则).
- The race ends with one pawn left on the track (five places on the podium); the two-pawn
  game ends when one player has both pawns home.
- "Miss a turn" and "eat a lettuce" are rolled on a hare square, and the pawn does not move
  before its owed turn (掷骰子的结果 1, 6); the die gives one missed turn.
- A pawn that has eaten on its lettuce square gave up a lettuce there.
- Mid-turn, what the die still owes belongs to a pawn on its hare square that owes nothing.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["classic-dice"]
    >>> [p.code for p in game.position_problems(game.parse_state(
    ...     "classic-dice *A:0:10:3 B:0:65:3 C:0:65:3"))]
    ['start_carrots']
    >>> game.position_problems(game.parse_state("classic-dice *A:5:10:3 B:0:65:3 C:0:65:3"))
    ()
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from random import Random
from typing import Any

from hare_rules.core import Reason
from hare_rules.core.positions import check_knobs, playouts
from hare_rules.core.protocol import Text
from hare_rules.core.sentences import Listing
from hare_rules.hare_race.race import goal_limit
from hare_rules.hare_race.track import Kind

from . import clauses as rule
from .sentences import PROBLEMS, place_words
from .setup import MAX_PLAYERS, MIN_PLAYERS, start_carrots, start_lettuce
from .state import State

KNOBS = {
    "players": Text("Zahl der Spieler (2: das Spiel mit zwei Figuren je Spieler)",
                    "number of players (2: the two-pawn game)"),
    "late": Text("lange Partien, die Richtung Ziel gespielt werden (Figuren im Ziel)",
                 "long games played towards the goal (pawns in the goal)"),
    "home": Text("nur Stellungen mit mindestens so vielen Figuren im Ziel",
                 "only positions with at least this many pawns in the goal"),
}


def problem(code: str, **params: Any) -> Reason:
    return Reason.from_table(PROBLEMS, code, **params)


# -- position problems --------------------------------------------------------------------
def position_problems(state: State) -> tuple[Reason, ...]:
    """Every reason why `state` cannot arise in play from the start (empty: it can, as far
    as the rules show)."""
    found: list[Reason] = []
    count = len(state.players)
    # 游戏准备: the dice edition is a race for 2 to 6 players.
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        found.append(problem("player_count", count=count, low=MIN_PLAYERS, high=MAX_PLAYERS))
    found += _start_problems(state)
    found += _goal_problems(state)
    found += _flag_problems(state)
    found += _due_problems(state)
    return tuple(found)


def _start_problems(state: State) -> Iterator[Reason]:
    fresh = start_carrots(len(state.players))
    for seat, player in enumerate(state.players):
        on_start = [i for i, p in enumerate(player.pawns) if p.field == 0]
        # 游戏准备 / 向前移动: the start only with the starting carrots (both pawns there).
        if len(on_start) == len(player.pawns) and player.carrots != fresh:
            where = (Text(f"Beide Figuren von {player.name} stehen am Start",
                           f"Both of {player.name}'s pawns are on the start")
                     if state.two_pawns else
                     Text(f"{player.name} steht am Start", f"{player.name} is on the start"))
            yield problem("start_carrots", where=where, player=player.name, start=fresh,
                          carrots=player.carrots)
        # Going back to the start clears what a pawn owed (a missed turn, eating).
        for index in on_start:
            pawn = player.pawns[index]
            if pawn.skip or pawn.eat_next:
                yield problem("start_flag", pawn=state.pawn_name(seat, index))


def _goal_problems(state: State) -> Iterator[Reason]:
    home_players = []
    for seat, player in enumerate(state.players):
        home = [p for p in player.pawns if p.home]
        if not home:
            continue
        if player.home:
            home_players.append(player.name)
        last = max(p.place for p in home if p.place is not None)  # = every pawn home
        # 两个人的变体规则: the first pawn home of the two-pawn game needs nothing.
        bound = not (state.two_pawns and last == 1 and rule.FIRST_PAWN_HOME_UNRESTRICTED.value)
        if not bound:
            continue
        index = next(i for i, p in enumerate(player.pawns) if p.place == last)
        arrived = _arrived(state, seat, index, last)
        # 跑向终点线: into the goal only with no lettuce; eaten lettuce never comes back.
        if player.lettuce and rule.GOAL_NEEDS_NO_LETTUCE.value:
            yield problem("goal_lettuce", arrived=arrived, player=player.name,
                          lettuce=player.lettuce)
        # ... and with at most 10 x place carrots; a player with no pawn racing never acts.
        limit = goal_limit(last, rule.GOAL_LIMIT_PER_PLACE.value)
        if player.home and player.carrots > limit:
            yield problem("goal_carrots", arrived=arrived, player=player.name, limit=limit,
                          carrots=player.carrots)
    on_track = state.pawns_on_track()
    if state.two_pawns:
        # 两个人的变体规则: the game ends when a player has both pawns home.
        if len(home_players) > 1:
            yield problem("two_winners", players=Listing(tuple(home_players)))
    elif on_track < 1:
        # Five places on the podium: the race ends with one pawn left on the track.
        yield problem("nobody_racing", home=state.home_count())


def _arrived(state: State, seat: int, index: int, place: int) -> Text:
    who = state.pawn_name(seat, index)
    if state.two_pawns:
        return Text(f"{who} ist als {place}. Figur ins Ziel gekommen",
                     f"{who} reached the goal as pawn number {place}")
    return Text(f"{who} ist als {place}. ins Ziel gekommen",
                 f"{who} reached the goal in {place_words(place).en} place")


def _flag_problems(state: State) -> Iterator[Reason]:
    track = state.track
    for seat, player in enumerate(state.players):
        ate = []
        for index, pawn in enumerate(player.pawns):
            who = state.pawn_name(seat, index)
            on_hare = track.kind(pawn.field) is Kind.HARE
            # 留在原地一次: rolled on a hare square; the pawn stays until it has missed the turn.
            if pawn.skip and pawn.field and not on_hare:
                yield problem("skip_off_hare", pawn=who, field=pawn.field)
            if pawn.skip > rule.MISSED_TURNS.value:
                yield problem("skip_twice", pawn=who, skip=pawn.skip,
                              most=rule.MISSED_TURNS.value)
            # 吃一个蔬菜: rolled on a hare square; the pawn stays there until it has eaten.
            if pawn.eat_next and pawn.field and not on_hare:
                yield problem("eat_next_off_hare", pawn=who, field=pawn.field)
            if pawn.ate:
                ate.append(who)
        # ★蔬菜格: eating on a lettuce square gives up a lettuce.
        eaten = start_lettuce(len(state.players)) - player.lettuce
        if len(ate) > eaten:
            yield problem("ate_without_lettuce", pawns=Listing(tuple(ate)), player=player.name,
                          eaten=eaten)


def _due_problems(state: State) -> Iterator[Reason]:
    due = state.due
    if due is None:
        return
    pawn = state.mover.pawns[due.pawn]
    who = state.pawn_name(state.to_move, due.pawn)
    # The die is rolled on the hare square just reached; its result is carried out there.
    if state.track.kind(pawn.field) is not Kind.HARE:
        yield problem("due_off_hare", pawn=who, field=pawn.field)
    if pawn.skip or pawn.eat_next or pawn.ate:
        yield problem("due_owed", pawn=who)


# -- positions from play ------------------------------------------------------------------
def playout_action(state: State, actions: Sequence[str], rng: Random, late: bool) -> str:
    """Random play; when `late`, mostly the action a small greedy score likes best (nearer
    the goal, the lettuce eaten, carrots near what the rest of the way costs), so that games
    end with pawns home. Die results stay random."""
    if late and len(actions) > 1 and not actions[0].startswith("roll:") and rng.random() < 0.8:
        return max(actions, key=lambda a: _score(state, a) + rng.random() * 8)
    return actions[rng.randrange(len(actions))]


def _score(state: State, action: str) -> float:
    """How good `action` looks for the mover, judged without playing it."""
    me = state.mover
    index, _, word = action.rpartition(":")
    pawn = me.pawns[int(index) - 1 if index else 0]
    field, carrots, lettuce = pawn.field, me.carrots, me.lettuce
    if word.startswith("+"):
        n = int(word[1:])
        field, carrots = field + n, carrots - n * (n + 1) // 2
        if field == state.goal:
            return 1000.0
        if state.track.kind(field) is Kind.LETTUCE:
            lettuce, carrots = lettuce - 1, carrots + 20
    elif word == "back":
        behind = state.track.nearest_hedgehog_behind(field) or 0
        field, carrots = behind, carrots + 10 * (field - behind)
    elif word in ("take", "give"):
        carrots += 10 if word == "take" else -10
    left = state.goal - field
    ideal = left * (left + 1) // 4 + 10  # about what the rest costs in a few moves
    return -6.0 * left - 40.0 * lettuce - abs(carrots - ideal) * 0.5


def positions(game: Any, count: int, seed: int, players: int | None = None,
              late: bool = False, home: int = 0, **knobs: Any) -> Iterator[State]:
    """`count` positions from seeded play (every state of successive playouts, the start
    once per playout), only those with at least `home` pawns in the goal."""
    check_knobs(game, knobs, set())
    if home:
        late = True
    given = 0
    for played in playouts(game, seed, players, late):
        for state in played.states:
            if given == count:
                return
            if state.home_count() >= home:
                yield state
                given += 1
