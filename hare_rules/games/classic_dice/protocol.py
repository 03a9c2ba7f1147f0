"""Edition `classic-dice` behind the game protocol (hare_rules.core.Game): the class
`ClassicDice`, whose one instance is the package's `GAME`."""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from hare_rules.core import (
    Applied,
    Effect,
    Failure,
    Game,
    IllegalActionError,
    IncompleteScenario,
    Picture,
    Reason,
    Run,
    Text,
)
from hare_rules.core.protocol import FactError, Quantity, Why

from . import rules, scenario
from .actions import parse_token, token_words
from .clauses import CLAUSES, PRINTED_NUMBER
from .facts import FACTS, printed_number
from .notation import GAME_ID, format_state, parse_state
from .picture import STYLE, draw
from .positions import KNOBS, playout_action, position_problems, positions
from .properties import PROPERTIES
from .sentences import REASONS
from .setup import MAX_PLAYERS, MIN_PLAYERS, pawns_per_player, start_carrots, start_lettuce
from .state import ROLL, Pawn, Player, State
from .why import explain

QUANTITIES = {
    "carrots": Text("Karotten danach", "carrots after"),
    "change": Text("Änderung der Karotten im Zug", "change of carrots in the turn"),
    "field": Text("Feld danach, vom Start gezählt (zu zweit: Figur 1)",
                  "square after, counted from the start (two pawns: pawn 1)"),
    "printed": Text("aufgedruckte Zahl des Felds danach (zu zweit: Figur 1)",
                    "printed number of the square after (two pawns: pawn 1)"),
    "lettuce": Text("Salate danach", "lettuce after"),
    "place": Text("Platz danach (zu zweit: Figur 1)", "race place after (two pawns: pawn 1)"),
    "moves": Text("Zahl der möglichen Züge", "number of possible moves"),
}


class ClassicDice(Game[State]):
    id = GAME_ID
    title = Text("Hase und Igel (klassische Würfel-Ausgabe)",
                 "Hare & Tortoise (classic dice edition)")
    player_counts = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    reason_codes = frozenset(REASONS)
    then_keys = scenario.THEN_KEYS
    facts = FACTS
    quantities = QUANTITIES
    clauses = CLAUSES

    # --- states ------------------------------------------------------------------------
    def scenario_state(self, given: Mapping, *, track: str | None = None,
                       variants: Sequence[str] = ()) -> State:
        return scenario.build_state(given, track)

    def parse_state(self, text: str) -> State:
        return parse_state(text)

    def format_state(self, state: State) -> str:
        return format_state(state)

    def start_state(self, players: int, seed: int) -> State:
        """Everyone on the start with the starting supply; who begins is drawn from `seed`
        (the players decide who starts; then clockwise)."""
        if players not in self.player_counts:
            raise ValueError(f"{GAME_ID} is played by {MIN_PLAYERS} to {MAX_PLAYERS} players")
        pawns = tuple(Pawn(0) for _ in range(pawns_per_player(players)))
        people = tuple(Player(chr(ord("A") + seat), pawns, start_carrots(players),
                              start_lettuce(players)) for seat in range(players))
        return State(people, random.Random(seed).randrange(players))

    # --- rules -------------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[str]:
        return rules.legal_tokens(rules.start_turn(state)[0])

    def reasons_against(self, state: State, action: str) -> tuple[Reason, ...]:
        return rules.play_turn(state, action)[2]

    def apply(self, state: State, action: str) -> Applied[State]:
        after, effects, reasons = rules.play_turn(state, action)
        if reasons:
            why = "; ".join(r.en for r in reasons)
            raise IllegalActionError(
                f"{action!r} is illegal: {why} (state: {format_state(state)})", reasons)
        if after.strict and after.due is not None and after.due.kind == ROLL:
            pawn = after.mover.pawns[after.due.pawn]
            who = after.pawn_name(after.to_move, after.due.pawn)
            raise IncompleteScenario(
                f"{who} lands on hare field {pawn.field} (printed {printed_number(pawn.field)}) "
                f"in the turn {action!r}: write the die result as roll:RESULT after the token "
                f"that lands there (state: {format_state(after)})")
        return Applied(after, effects)

    def is_over(self, state: State) -> bool:
        return state.over

    def to_move(self, state: State) -> str | None:
        return None if state.over else state.mover.name

    def candidate_actions(self, state: State) -> list[str]:
        started = rules.start_turn(state)[0]
        if started.over:
            return []
        extra = ["roll:move-up", "take", "1:take", "3:+1", "+0", "hop"]
        return list(dict.fromkeys([*rules.candidates(started), *extra]))

    # --- scenarios ---------------------------------------------------------------------
    def parse_then(self, then: Mapping, state: State) -> dict:
        return scenario.parse_then(then, state)

    def check_then(self, expected: Mapping, run: Run) -> list[Failure]:
        return scenario.check_then(expected, run)

    def action_problem(self, action: str) -> str | None:
        tokens = action.split()
        if not tokens:
            return "an empty action"
        for text in tokens:
            if parse_token(text) is None:
                return f"{text!r} is not an action token of {GAME_ID}"
        return None

    # --- content -----------------------------------------------------------------------
    def quantity(self, name: str, run: Run) -> Quantity:
        base, _, arg = name.partition(":")
        if base not in QUANTITIES:
            raise FactError(f"{GAME_ID} has no quantity {name!r} (known: {sorted(QUANTITIES)})")
        after: State = run.after
        if base == "moves":
            return len(run.legal_actions)
        who = arg or (run.before.mover.name if run.before is not None else "")
        try:
            seat = after.seat_of(who)
        except KeyError:
            raise FactError(f"quantity {name!r}: no player {who!r}") from None
        player = after.players[seat]
        if base == "carrots":
            return player.carrots
        if base == "change":
            return player.carrots - run.before.players[seat].carrots
        if base == "lettuce":
            return player.lettuce
        if base == "place":
            return after.place_of(seat, 0)
        field = player.pawns[0].field
        return field if base == "field" else PRINTED_NUMBER(field, after.goal)

    def claim_then(self, name: str, value: object, run: Run) -> Mapping | None:
        """A number question's answer as `then` keys (for export-claims); None where `then`
        cannot say it (a change over the turn, a count of moves, pawn 1 of two)."""
        base, _, arg = name.partition(":")
        after: State = run.after
        who = arg or (run.before.mover.name if run.before is not None else "")
        if base in ("change", "moves") or who not in [p.name for p in after.players]:
            return None
        if after.two_pawns and base in ("field", "printed", "place"):
            return None
        if base in ("carrots", "lettuce", "field"):
            return {"players": {who: {base: value}}}
        if base == "printed":
            return {"printed": {who: value}}
        if base == "place":
            return {"place": {who: value}}
        return None

    def describe_action(self, action: str, lang: str, state: State | None = None) -> str:
        """The turn in the reader's words; with the `state` a two-pawn token names its pawn
        as the pictures do ("A1: …"), without it "Figur 1: …" (the referee passes none yet)."""
        owner = state.mover.name if state is not None and state.two_pawns else None
        return ", ".join(token_words(t, owner, _stays_without_lettuce(state, t)).get(lang)
                         for t in action.split())

    def picture(self, state: State, lang: str, action: str | None = None,
                id_prefix: str = "", asks: str | None = None,
                moves: Sequence[str] = (), you: str | None = None) -> Picture:
        return draw(state, lang, action, id_prefix, asks, tuple(moves))

    def why(self, run: Run, asks: str | None = None) -> Why:
        return explain(run, asks)

    # --- positions that can happen --------------------------------------------------------
    position_knobs = KNOBS
    properties = PROPERTIES

    def position_problems(self, state: State) -> tuple[Reason, ...]:
        return position_problems(state)

    def positions(self, count: int, seed: int, **knobs: Any) -> Iterator[State]:
        return positions(self, count, seed, **knobs)

    def playout_action(self, state: State, actions: Sequence[str], rng: random.Random,
                       late: bool = False) -> str:
        return playout_action(state, actions, rng, late)

    def pieces(self, state: State) -> tuple[str, ...]:
        """Every pawn (A, or A1 and A2 in the two-pawn game), those in the goal too."""
        return tuple(state.pawn_name(s, i) for s, i, _ in state.all_pawns())

    picture_style = STYLE

    def referee(self):
        from .referee import REFEREE  # loaded when the referee page asks

        return REFEREE

    def unexplained(self, before: State, after: State, effects: tuple[Effect, ...]) -> list[str]:
        problems = []
        for seat, player in enumerate(after.players):
            old = before.players[seat]
            mine = [e for e in effects if e.player == player.name]
            explained = sum(e.change for e in mine)
            if player.carrots - old.carrots != explained:
                problems.append(f"{player.name}: carrots {old.carrots} → {player.carrots}, "
                                f"effects explain {explained:+d}")
            eaten = sum(int(e.detail("lettuce_change", 0)) for e in mine)
            if player.lettuce - old.lettuce != eaten:
                problems.append(f"{player.name}: lettuce {old.lettuce} → {player.lettuce}, "
                                f"effects explain {eaten:+d}")
        return problems


def _stays_without_lettuce(state: State | None, text: str) -> bool:
    """Whether `text` is the stay of a pawn that rolled "eat a lettuce" with none left."""
    action = parse_token(text)
    if state is None or action is None or action.kind != "eat" or state.mover.lettuce:
        return False
    pawns = state.mover.pawns
    index = action.pawn if action.pawn is not None else 0
    return index < len(pawns) and pawns[index].eat_next
