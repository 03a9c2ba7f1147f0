"""Edition `hans-und-grete` behind the game protocol (hare_rules.core.Game): the class
`HansUndGrete`, whose one instance is the package's `GAME`."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from hare_rules.core import (
    Applied,
    Effect,
    FactError,
    Failure,
    Game,
    Picture,
    Reason,
    Run,
    Text,
)
from hare_rules.core.protocol import Quantity, Why

from . import facts as content_facts
from . import picture, rules, scenario
from . import positions as play
from .clauses import CLAUSES
from .notation import format_layout, parse_layout
from .properties import PROPERTIES
from .rules import LayAt, parse_action
from .sentences import REASONS
from .setup import new_game
from .state import GAME_ID, Layout, layer_of


class HansUndGrete(Game[Layout]):
    id = GAME_ID
    title = Text("Hans & Grete – Das Kartenspiel für Zwei", "Hans & Grete – the card game for two")
    player_counts = (2,)
    reason_codes = frozenset(REASONS)
    then_keys = scenario.THEN_KEYS
    clauses = CLAUSES
    facts = content_facts.FACTS
    quantities = content_facts.QUANTITIES

    # --- states ------------------------------------------------------------------------
    def scenario_state(self, given: Mapping, *, track: str | None = None,
                       variants: Sequence[str] = ()) -> Layout:
        return scenario.scenario_state(given)

    def parse_state(self, text: str) -> Layout:
        return parse_layout(text)

    def format_state(self, state: Layout) -> str:
        return format_layout(state)

    def start_state(self, players: int, seed: int) -> Layout:
        if players != 2:
            raise ValueError(f"Hans & Grete is a game for two, not {players}")
        return new_game(seed)

    # --- rules -------------------------------------------------------------------------
    def legal_actions(self, state: Layout) -> list[str]:
        return rules.legal_placements(state)

    def reasons_against(self, state: Layout, action: str) -> tuple[Reason, ...]:
        return rules.reasons_against(state, action)

    def apply(self, state: Layout, action: str) -> Applied[Layout]:
        return rules.apply(state, action)

    def is_over(self, state: Layout) -> bool:
        return state.complete

    def to_move(self, state: Layout) -> str | None:
        return None if state.complete else layer_of(len(state.laid) + 1)

    def candidate_actions(self, state: Layout) -> list[str]:
        # `walk` before the layout is complete and a letter no card has are illegal; `lay X`
        # of a card on the table judges a scenario's layout and is not a move of a game.
        missing = next(letter for letter in "ZYXW" if state.card(letter) is None)
        extra = [] if state.complete else ["walk", f"lay {missing}", "lay 0x2 at 0,0"]
        return [*rules.candidate_placements(state), *extra]

    # --- scenarios ---------------------------------------------------------------------
    def parse_then(self, then: Mapping, state: Layout) -> Any:
        return scenario.parse_then(then)

    def check_then(self, expected: Any, run: Run) -> list[Failure]:
        return scenario.check_then(expected, run)

    def normalize_action(self, action: str) -> str:
        text = " ".join(action.split())
        return text.removesuffix(" turned 0")

    def action_problem(self, action: str) -> str | None:
        if parse_action(action) is None:
            return (f"{action!r} is not an action of {GAME_ID}: use 'lay X' (a card letter), "
                    "'lay WxH at C,R' (optionally '... turned 90|180|270') or 'walk'")
        return None

    # --- content -----------------------------------------------------------------------
    def quantity(self, name: str, run: Run) -> Quantity:
        return content_facts.quantity(name, run)

    def fact(self, name: str, arg: str | None = None) -> str:
        if name not in self.facts:
            raise FactError(f"{self.id} has no fact {{{{{name}}}}} (known: "
                            f"{', '.join(sorted(self.facts))})")
        return self.facts[name](arg)

    def describe_action(self, action: str, lang: str, state: object | None = None) -> str:
        parsed = parse_action(action)
        de = lang == "de"
        if parsed == rules.WALK:
            return "den Weg ablaufen und zählen" if de else "walk the path and count the steps"
        if isinstance(parsed, str):
            return f"Karte {parsed} anlegen" if de else f"lay card {parsed}"
        if isinstance(parsed, LayAt):
            turns = parsed.turns
            if turns is None and isinstance(state, rules.Layout):
                turns = rules.card_for(state, parsed)[1]
            turn = rules.turn_words(turns or 0).get(lang)
            # W×H is how the card lies (W wide, H high); every turn but none is named, the
            # quarter turn a size implies too (the effect line names it as well).
            if de:
                return (f"die Karte {parsed.width} breit und {parsed.height} hoch mit dem "
                        f"linken oberen Quadrat auf Spalte {parsed.col}, Zeile {parsed.row} "
                        f"legen{turn}")
            return (f"lay the card {parsed.width} wide and {parsed.height} high with its "
                    f"top-left square on column {parsed.col}, row {parsed.row}{turn}")
        return action

    def why(self, run: Run, asks: str | None = None) -> Why:
        """The reasons against an illegal turn; for a legal one the effects that make the
        asked number (`facts.split_effects`), the rest besides. The place of a card kind in
        the pile is answered by the pile's order, which no turn explains."""
        if run.legal is False:
            return Why(tuple(run.reasons))
        if (asks or "").startswith("place:"):
            return Why((content_facts.pile_order(run.after),))
        about, besides = content_facts.split_effects(tuple(run.effects), asks)
        return Why(about, besides)

    picture_style = picture.STYLE

    def picture(self, state: Layout, lang: str, action: str | None = None,
                id_prefix: str = "", asks: str | None = None,
                moves: Sequence[str] = (), you: str | None = None) -> Picture:
        if asks and asks.startswith("place:") and not state.laid:
            # a card's place in the pile: the pile is what the question is about
            return picture.draw_pile(state, lang, id_prefix)
        return picture.draw(state, lang, action, id_prefix)

    def referee(self):
        from .referee import REFEREE  # loaded when the referee page asks

        return REFEREE

    def answer_picture(self, run: Run, lang: str, id_prefix: str = "") -> Picture | None:
        """A complete layout's answer: both walks drawn as lines on the grid."""
        if not run.after.complete:
            return None
        return picture.draw(run.after, lang, "walk:both", id_prefix)

    def pieces(self, state: Layout) -> tuple[str, ...]:
        """The start, the houses and every block on the table (`picture.piece_id`)."""
        return picture.pieces(state)

    # --- positions from play -------------------------------------------------------------
    position_knobs = play.KNOBS
    properties = PROPERTIES

    def position_problems(self, state: Layout) -> tuple[Reason, ...]:
        return play.position_problems(state)

    def positions(self, count: int, seed: int, **knobs: Any) -> Iterator[Layout]:
        return play.positions(count, seed, **knobs)

    # --- conformance -------------------------------------------------------------------
    def unexplained(self, before: Layout, after: Layout,
                    effects: tuple[Effect, ...]) -> list[str]:
        laid = sum(e.change for e in effects if e.kind in ("laid", "laid_first"))
        found = []
        if len(after.laid) - len(before.laid) != laid:
            found.append(f"cards on the table: {len(before.laid)} -> {len(after.laid)}, "
                         f"effects lay {laid}")
        drawn = len(before.pile) - len(after.pile)
        if drawn not in (0, laid) or (drawn and not before.pile):
            found.append(f"pile: {len(before.pile)} -> {len(after.pile)}, effects lay {laid}")
        return found
