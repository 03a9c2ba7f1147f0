"""Edition `software-challenge-2018` behind the game protocol (hare_rules.core.Game).

An action is a whole server turn (`"+3 card:fall_back card:eat_salad"`), and
`legal_actions` lists whole turns with their card chains.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from hare_rules.core.protocol import Applied, Game, NotationError, Picture, Quantity, Run, Text, Why
from hare_rules.core.sentences import Effect, Reason
from hare_rules.hare_race.carrots import QUANTITIES, carrot_quantity, carrots_after
from hare_rules.hare_race.picture import TRACK_STYLE

from . import facts, positions, scenario
from .actions import KNOWN_TOKENS, RESTART_TOKEN, UnknownTokenError, parse_action
from .boards import random_board
from .clauses import CLAUSES
from .edition import SC2018
from .notation import format_state, parse_state
from .picture import colour_name, picture
from .properties import PROPERTIES
from .sentences import GAME_END_KINDS, REASON_CODES, effect, turn_words
from .state import COLORS, HARE, State, initial_state
from .turns import apply_turn, legal_turns, reasons_against

KNOWN = "+N (N >= 1), " + ", ".join(t for t in KNOWN_TOKENS if t != "+N")


def _oracle(argv: list[str]) -> int:
    from . import oracle  # loaded only when asked for

    return oracle.main(argv)


# The card effects that move the pawn (sentences.EFFECTS).
PLACE_CARD_KINDS = frozenset({"card_hurry_ahead", "card_fall_back"})
# What a question whether a turn is allowed is not about: the next player's position
# bonus, the end of the game (and a forward move's cost: see `why`).
NOT_ASKED_KINDS = frozenset({"position_bonus"}) | GAME_END_KINDS


class SoftwareChallenge2018(Game[State]):
    id = SC2018.id
    title = Text("Software-Challenge 2018 – Hase und Igel",
                 "Software-Challenge 2018 – Hare & Tortoise")
    player_counts = (2,)
    reason_codes = REASON_CODES
    then_keys = scenario.THEN_KEYS
    facts = facts.FACTS
    commands = {"oracle": ("compare with the official server's answers", _oracle)}
    quantities = QUANTITIES
    clauses = CLAUSES

    def scenario_state(self, given: Mapping, *, track: str | None = None,
                       variants: Sequence[str] = ()) -> State:
        return scenario.scenario_state(given, track)

    def parse_state(self, text: str) -> State:
        head, _, rest = text.strip().partition(" ")
        if head != self.id:
            raise NotationError(f"a {self.id} notation starts with {self.id!r}: {text!r}",
                                text=Text(f"Eine Stellung dieses Spiels beginnt mit „{self.id}“.",
                                          f"A position of this game starts with '{self.id}'."))
        return parse_state(rest)

    def format_state(self, state: State) -> str:
        return f"{self.id} {format_state(state)}"

    def start_state(self, players: int, seed: int) -> State:
        return initial_state(random_board(random.Random(seed)))

    def legal_actions(self, state: State) -> list[str]:
        return [" ".join(turn) for turn in legal_turns(state)]

    def reasons_against(self, state: State, action: str) -> tuple[Reason, ...]:
        return reasons_against(state, action)

    def apply(self, state: State, action: str) -> Applied[State]:
        after, effects = apply_turn(state, action)
        return Applied(after, effects)

    def is_over(self, state: State) -> bool:
        return state.outcome is not None

    def to_move(self, state: State) -> str | None:
        return None if state.outcome is not None else state.to_move

    def parse_then(self, then: Mapping, state: State) -> scenario.Expected:
        return scenario.parse_then(then, state)

    def check_then(self, expected: scenario.Expected, run: Run) -> list:
        return scenario.check_then(expected, run)

    def action_problem(self, action: str) -> str | None:
        for token in action.split() or [action]:
            if token == RESTART_TOKEN:
                continue  # refused with its own reason, no_restart
            try:
                parse_action(token)
            except UnknownTokenError:
                return f"unknown action token {token!r} in {self.id}: use {KNOWN}"
        return None

    def quantity(self, name: str, run: Run) -> Quantity:
        if name not in self.quantities:
            return super().quantity(name, run)
        mover = run.before.to_move
        return carrot_quantity(name, run.before.player(mover).carrots,
                               run.after.player(mover).carrots)

    def claim_then(self, name: str, value: object, run: Run) -> Mapping | None:
        """`paid`, `received`, `carrots` as the mover's carrots after the turn."""
        if name not in self.quantities or not isinstance(value, int):
            return None
        mover = run.before.to_move
        after = carrots_after(name, value, run.before.player(mover).carrots)
        return {"players": {mover: {"carrots": after}}}

    def picture(self, state: State, lang: str, action: str | None = None,
                id_prefix: str = "", asks: str | None = None,
                moves: Sequence[str] = (), you: str | None = None) -> Picture:
        # Nothing in the picture gives a carrot answer away: it shows the carrots before
        # the turn asked about (the position bonus already paid, as the server pays it).
        return picture(state, lang, action, id_prefix, moves)

    picture_style = TRACK_STYLE

    # --- positions from play -----------------------------------------------------------
    position_knobs = positions.POSITION_KNOBS
    properties = PROPERTIES

    def position_problems(self, state: State) -> tuple[Reason, ...]:
        return positions.position_problems(state)

    def positions(self, count: int, seed: int, **knobs: Any) -> Iterator[State]:
        return positions.positions(self, count, seed, **knobs)

    def playout_action(self, state: State, actions: Sequence[str], rng: random.Random,
                       late: bool = False) -> str:
        return positions.playout_action(state, actions, rng, late)

    def pieces(self, state: State) -> tuple[str, ...]:
        """Both players' pawns, whatever a question asks: the cards and places depend on
        where both stand."""
        return ("red", "blue")

    def why(self, run: Run, asks: str | None = None) -> Why:
        """An illegal turn: its reasons. A legal one: what the mover's own actions did
        (`asks` None), a forward move said by where it leads ("Rot zieht 1 Feld vor auf
        Feld 23"), or the effects that changed the mover's carrots (`asks` paid, received,
        carrots). The cost of a forward move when the question is whether the turn is
        allowed (said there, it would answer the page's question about the costs), the
        handover (the next player's position bonus, the end of the game) and the rest go to
        `besides`."""
        if run.legal is False:
            return Why(tuple(run.reasons))
        if run.legal is None:
            return Why()
        mover = run.before.to_move
        if asks in self.quantities:
            # A card that moves the pawn changes no carrots itself, but it decides the place
            # that the carrots after it depend on ("frisst als Zweiter"): it stays in view.
            asked = [e.player == mover and (e.change != 0 or e.kind in PLACE_CARD_KINDS)
                     for e in run.effects]
            return Why(tuple(e for e, a in zip(run.effects, asked, strict=True) if a),
                       tuple(e for e, a in zip(run.effects, asked, strict=True) if not a))
        about: list[Effect] = []
        besides: list[Effect] = []
        for e in run.effects:
            if e.player == mover and e.kind == "cost":
                about.append(effect("advance", e.player, 0, **dict(e.details)))
                besides.append(e)
            elif e.player == mover and e.kind not in NOT_ASKED_KINDS:
                about.append(e)
            else:
                besides.append(e)
        return Why(tuple(about), tuple(besides))

    def describe_action(self, action: str, lang: str, state: State | None = None) -> str:
        """A whole turn in the reader's words: "3 Felder vorwärts, Karte „Friss sofort
        einen Salat“"; a token this game does not know stays as written."""
        return turn_words(action).get(lang)

    def referee(self):
        from .referee import REFEREE  # loaded when the referee page asks

        return REFEREE

    def candidate_actions(self, state: State) -> list[str]:
        """The legal whole turns, plus single actions that are often illegal alone, and each
        card after a near advance onto a hare field ("+1 card:fall_back"): the turns a
        question asks about there, legal or not, so the referee answers them at once."""
        cards = ["card:eat_salad", "card:hurry_ahead", "card:fall_back",
                 "card:take_or_drop+20", "card:take_or_drop-20"]
        singles = [f"+{n}" for n in range(1, 12)] + ["back", "eat", "take", "give", "skip",
                                                      *cards]
        field, codes = state.mover.field, state.board.codes
        chains = [f"+{n} {card}" for n in range(1, 12)
                  if field + n < len(codes) and codes[field + n] == HARE
                  for card in (*cards, "card:take_or_drop0")]
        legal = self.legal_actions(state)
        return legal + singles + [t for t in chains if t not in legal]

    def unexplained(self, before: State, after: State, effects: tuple[Effect, ...]) -> list[str]:
        change: dict[str, int] = {}
        for e in effects:
            change[e.player] = change.get(e.player, 0) + e.change
        return [
            f"{colour_name(c, 'en')}: carrots {before.player(c).carrots} → "
            f"{after.player(c).carrots}, effects say {change.get(c, 0):+d}"
            for c in COLORS
            if after.player(c).carrots != before.player(c).carrots + change.get(c, 0)
        ]
