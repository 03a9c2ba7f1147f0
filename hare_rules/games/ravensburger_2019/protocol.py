"""Edition `ravensburger-2019` behind the game protocol (hare_rules.core.Game).

A `when` turn is one or more action tokens: a second token only where a hare card grants
another move (`"+5 +3"`). `legal_actions` lists first actions (SCENARIOS.md).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from random import Random

from hare_rules.core.protocol import Applied, Game, Outcome, Picture, Quantity, Run, Text, Why
from hare_rules.core.sentences import Effect, Reason, render
from hare_rules.hare_race.carrots import QUANTITIES, carrot_quantity, carrots_after
from hare_rules.hare_race.picture import TRACK_STYLE

from . import facts, rules, scenario
from . import positions as play
from . import sentences as say
from .actions import parse_action
from .cards import HARE_CARDS
from .clauses import CLAUSES
from .edition import NO_HARE_CARDS, RAVENSBURGER_2019
from .notation import format_position, parse_position
from .picture import picture
from .properties import PROPERTIES
from .setup import new_game
from .state import Position, is_over

# The effects that are the mover's action itself (not what the field or a card adds).
MOVE_KINDS = frozenset({"cost", "hedgehog_refund", "lettuce_payout", "carrot_take",
                        "carrot_give", "skip_turn", "restart", "restart_replaces", "finish"})

KNOWN_TOKENS = "+N (N >= 1), back, eat, take, give, skip or restart"

ACTION_WORDS = {
    "de": {"back": "zurück zum Igel", "eat": "Salat fressen", "take": "{n} Karotten nehmen",
           "give": "{n} Karotten abgeben", "skip": "aussetzen",
           "restart": "zurück zum Start", "forward": "{n:#Feld|Felder} vorwärts"},
    "en": {"back": "back to the hedgehog", "eat": "eat a lettuce", "take": "take {n} carrots",
           "give": "give back {n} carrots", "skip": "miss the turn",
           "restart": "back to the start", "forward": "{n:#square|squares} forward"},
}
# The codes a German reader types for the word tokens (`+N` is the same in both languages);
# the engine's English tokens are read in either language too.
CODES_DE = {"back": "zurück", "eat": "fressen", "take": "nehmen", "give": "abgeben",
            "skip": "aussetzen", "restart": "start"}
FROM_CODE = {code: token for token, code in CODES_DE.items()} | {"zurueck": "back"}


class Ravensburger2019(Game[Position]):
    id = RAVENSBURGER_2019.id
    title = Text("Hase und Igel (Ravensburger 2019)", "Hare & Tortoise (Ravensburger 2019)")
    # The counts the engine's board is for: the box plays 2 to 6, but 2 and 3 race on the
    # yellow side, whose layout the engine does not have (rulebook p. 2).
    player_counts = tuple(range(RAVENSBURGER_2019.board_min_players,
                                RAVENSBURGER_2019.max_players + 1))
    reason_codes = say.REASON_CODES
    then_keys = scenario.THEN_KEYS
    variants = RAVENSBURGER_2019.known_variants
    clauses = CLAUSES
    facts = facts.FACTS
    quantities = QUANTITIES

    # --- states ------------------------------------------------------------------------
    def scenario_state(self, given: Mapping, *, track: str | None = None,
                       variants: Sequence[str] = ()) -> Position:
        return scenario.scenario_state(given, RAVENSBURGER_2019, track, variants)

    def parse_state(self, text: str) -> Position:
        return parse_position(text)

    def format_state(self, state: Position) -> str:
        return format_position(state)

    def start_state(self, players: int, seed: int) -> Position:
        variants = frozenset({NO_HARE_CARDS}) if seed % 4 == 3 else frozenset()
        return new_game([chr(ord("A") + i) for i in range(players)], self.id, seed, variants)

    # --- rules -------------------------------------------------------------------------
    def legal_actions(self, state: Position) -> list[str]:
        return rules.legal_moves(state)

    def reasons_against(self, state: Position, action: str) -> tuple[Reason, ...]:
        tokens = action.split()
        if not tokens:
            return (say.reason("unknown_token", token=action),)
        who = state.mover.name  # the turn's player, also after its first action
        for index, token in enumerate(tokens):
            # A second action only where a hare card grants another move.
            if index > 0 and not state.extra_move:
                return (say.reason("turn_over", who),)
            reasons = rules.reasons_against(state, token)
            if reasons or index == len(tokens) - 1:
                return reasons
            state = rules.apply(state, token).position
        return ()

    def apply(self, state: Position, action: str) -> Applied[Position]:
        tokens = action.split()
        effects: tuple[Effect, ...] = ()
        who = state.mover.name
        for index, token in enumerate(tokens or [action]):
            if index > 0 and not state.extra_move:
                raise rules.IllegalMoveError(state, token, (say.reason("turn_over", who),))
            applied = rules.apply(state, token)
            state, effects = applied.position, effects + applied.effects
        return Applied(state, effects)

    def outcomes(self, state: Position, action: str) -> tuple[Outcome[Position], ...]:
        """With no pile in the position, a move onto a hare field may draw any kind of hare
        card: each kind, played as if it lay on top; after it the pile is unknown again
        (one drawn card tells nothing of the next)."""
        if state.deck:
            return ()
        try:
            self.apply(state, action)
            return ()
        except rules.DeckUnknownError:
            pass
        found = []
        for card in HARE_CARDS.values():
            applied = self.apply(state.evolve(deck=(card.id,)), action)
            found.append(Outcome(card.id, say.card_outcome(card.title_de, card.title_en),
                                 Applied(applied.state.evolve(deck=()), applied.effects)))
        return tuple(found)

    def is_over(self, state: Position) -> bool:
        return is_over(state)

    def to_move(self, state: Position) -> str | None:
        return None if is_over(state) else state.mover.name

    # --- scenarios ---------------------------------------------------------------------
    def parse_then(self, then: Mapping, state: Position) -> scenario.Expected:
        return scenario.parse_then(then, state)

    def check_then(self, expected: scenario.Expected, run: Run) -> list:
        return scenario.check_then(expected, run)

    def action_problem(self, action: str) -> str | None:
        for token in action.split() or [action]:
            if parse_action(token) is None:
                return f"unknown action token {token!r}: use {KNOWN_TOKENS}"
        return None

    # --- content -----------------------------------------------------------------------
    def quantity(self, name: str, run: Run) -> Quantity:
        if name not in self.quantities:
            return super().quantity(name, run)
        mover = run.before.mover.name
        return carrot_quantity(name, run.before.player(mover).carrots,
                               run.after.player(mover).carrots)

    def claim_then(self, name: str, value: object, run: Run) -> Mapping | None:
        """`paid`, `received`, `carrots` as the mover's carrots after the turn."""
        if name not in self.quantities or not isinstance(value, int):
            return None
        mover = run.before.mover.name
        after = carrots_after(name, value, run.before.player(mover).carrots)
        return {"players": {mover: {"carrots": after}}}

    def why(self, run: Run, asks: str | None = None) -> Why:
        """About: the reasons against an illegal turn; for a carrot question (`asks`) the
        effects that change the mover's carrots (with the card that caused them); else the
        move itself. Besides: everything else the turn did, but a position field that paid
        nothing."""
        if run.legal is False:
            return Why(tuple(run.reasons))
        mover = run.before.mover.name
        effects = tuple(run.effects)
        if asks in self.quantities:
            about = [e for e in effects if e.player == mover and e.change]
            if any(e.kind.startswith("card_") for e in about):
                about += [e for e in effects if e.kind == "card_drawn" and e.player == mover]
        else:
            about = [e for e in effects if e.player == mover and e.kind in MOVE_KINDS]
        if not about:  # nothing changed the asked number: the move explains the zero
            about = [e for e in effects if e.player == mover and e.kind in MOVE_KINDS]
        keep = set(map(id, about))
        # A position field that paid nothing is no event: left out of "besides" (it would
        # explain a field the question is not about).
        return Why(tuple(e for e in effects if id(e) in keep),
                   tuple(e for e in effects
                         if id(e) not in keep and e.kind != "position_no_payout"))

    def describe_action(self, action: str, lang: str, state: object | None = None) -> str:
        """The turn as a list item or button says it: "Zurück zum Start", "1 Feld vorwärts,
        zurück zum Igel" (the referee lists moves so)."""
        words = action_words(action, lang)
        return words[:1].upper() + words[1:]

    def action_code(self, action: str, lang: str) -> str:
        if lang != "de":
            return action
        return " ".join(CODES_DE.get(token, token) for token in action.split())

    def read_action_code(self, text: str, lang: str) -> str:
        return " ".join(FROM_CODE.get(token.lower(), token) for token in text.split())

    def picture(self, state: Position, lang: str, action: str | None = None,
                id_prefix: str = "", asks: str | None = None,
                moves: Sequence[str] = (), you: str | None = None) -> Picture:
        # Nothing in the picture gives a carrot answer away: it shows the carrots before.
        # Further actions of a turn follow in the sentence ("…, dann zurück zum Igel").
        return picture(state, lang, action, id_prefix, action_words, moves)

    picture_style = TRACK_STYLE

    def pieces(self, state: Position) -> tuple[str, ...]:
        return tuple(p.name for p in state.players)

    def referee(self):
        from .referee import REFEREE  # loaded when the referee page asks

        return REFEREE

    # --- positions from play -----------------------------------------------------------
    def position_problems(self, state: Position) -> tuple[Reason, ...]:
        return play.position_problems(state)

    def positions(self, count: int, seed: int, **knobs: object) -> Iterator[Position]:
        return play.positions(count, seed, **knobs)  # type: ignore[arg-type]

    def playout_action(self, state: Position, actions: Sequence[str], rng: Random,
                       late: bool = False) -> str:
        return play.playout_move(state, actions, rng, late)

    position_knobs = play.KNOBS
    properties = PROPERTIES

    # --- conformance -------------------------------------------------------------------
    def candidate_actions(self, state: Position) -> list[str]:
        forward = [f"+{n}" for n in range(1, state.track.goal + 2)]
        return forward + ["back", "eat", "take", "give", "skip", "restart", "fly"]

    def unexplained(self, before: Position, after: Position, effects: tuple[Effect, ...]
                    ) -> list[str]:
        """Carrots that changed without an effect saying so (each effect carries its
        signed change)."""
        change: dict[str, int] = {}
        for e in effects:
            change[e.player] = change.get(e.player, 0) + e.change
        problems = []
        for p in before.players:
            now = after.player(p.name).carrots
            if now != p.carrots + change.get(p.name, 0):
                problems.append(f"{p.name}: carrots {p.carrots} → {now}, effects say "
                                f"{change.get(p.name, 0):+d}")
        return problems


def action_words(action: str, lang: str) -> str:
    """The actions of a turn in words, as they go on in a sentence: "3 Felder vorwärts,
    zurück zum Igel"."""
    words = ACTION_WORDS["de" if lang == "de" else "en"]
    parts = []
    for token in action.split():
        parsed = parse_action(token)
        if parsed is None:
            parts.append(token)
        elif parsed.kind == "forward":
            parts.append(render(words["forward"], n=parsed.fields))
        elif parsed.kind in ("take", "give"):  # the amount of its clause
            parts.append(render(words[parsed.kind], n=RAVENSBURGER_2019.carrot_exchange))
        else:
            parts.append(words[parsed.kind])
    return ", ".join(parts)
