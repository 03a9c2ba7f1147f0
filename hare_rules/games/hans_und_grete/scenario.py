"""Scenarios of game `hans-und-grete` (SCENARIOS.md, section "Game `hans-und-grete`").

`given`:
- `cards` and `squares` -- the layout as two aligned grids, one character per square, rows as
  lines ('.' = no card; after a space the rest of a line is a comment). A malformed grid is
  a ScenarioFormatError at `given.cards` / `given.squares` naming the row.
- added here: `pile` -- the top of the pile (the next cards to be laid, from the top), each
  as its rows separated by '/' (e.g. `["+h/#+", "+H/##"]`). A game lays 15 cards: under the
  cards given the engine puts the rest, each of the kind its place has (Los gehts: the 6th
  and 7th card are the houses not yet on the table, the others plain forest cards), so a
  layout of fewer than 15 cards is never complete. Fifteen cards laid and no pile: the
  layout is complete and the walk decides. (Without a pile `lay WxH at C,R` tries a what-if
  card of forest.)
- added here: `seed` -- instead of the grids: a new game's pile set up from this seed with
  the illustrative card set (nothing laid yet).

`when`: `lay X`, `lay WxH at C,R` (optionally `... turned 90|180|270`), or `walk` (the
walking phase of a complete layout; its effects explain each walk).

`then` (besides `legal`, `reasons`, `legal_moves`, `to_move`): `steps`, `walk`, `penalty`
(`{hans: N, grete: N}`; `steps`/`walk` null = that player cannot reach its house), added
here `removed` (`{hans: "C,R" | none}`: the block the engine removes), `winner`
(hans/grete/draw), `order` (card kinds, laid cards then the pile from the top).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from hare_rules.core import Failure, Run, ScenarioFormatError

from . import clauses as c
from .cards import KINDS, Card
from .grid import GridError, read_grids
from .notation import bounds_problem, first_problem, format_layout
from .rules import square_name
from .setup import new_game, rest_of_pile
from .state import PLAYERS, Layout
from .walking import Score, score, winner

GIVEN_KEYS = frozenset({"cards", "squares", "pile", "seed"})
PER_PLAYER = ("steps", "penalty", "walk", "removed")
THEN_KEYS = frozenset({*PER_PLAYER, "winner", "order"})
OUTCOMES = (*PLAYERS, "draw")
MAX_SEED = 10**9


def scenario_state(given: Mapping) -> Layout:
    for key in given:
        if key not in GIVEN_KEYS:
            raise ScenarioFormatError(("given", key), f"unknown key {key!r} (allowed: "
                                      f"{', '.join(sorted(GIVEN_KEYS))})")
    if "seed" in given:
        return _seeded(given)
    if ("cards" in given) != ("squares" in given):
        missing = "squares" if "cards" in given else "cards"
        raise ScenarioFormatError(("given", missing), "`cards` and `squares` come together: "
                                  "the layout as two aligned grids")
    laid: tuple = ()
    if "cards" in given:
        for key in ("cards", "squares"):
            if not isinstance(given[key], str):
                raise ScenarioFormatError(("given", key), "a grid is a text block: `|` "
                                          "followed by one line per row")
        try:
            laid = read_grids(given["cards"], given["squares"])
        except GridError as error:
            raise ScenarioFormatError(("given", error.grid), str(error)) from None
    top = _pile(given.get("pile", []))
    cards = (*(p.card for p in laid), *top)
    # What the game cannot lay (more than 15 cards, 13 blocks of a colour, cards out of
    # reach of each other) is refused here, before any walk is searched.
    beyond = bounds_problem(Layout(laid, top))
    if beyond:
        key = "pile" if "pile" in given and not laid else "squares"
        raise ScenarioFormatError(("given", key), beyond.en, text=beyond)
    state = Layout(laid, (*top, *rest_of_pile(cards)))
    problem = first_problem(state)
    if problem:
        raise ScenarioFormatError(("given", "pile"), problem.en)
    return state


def _seeded(given: Mapping) -> Layout:
    extra = sorted(set(given) & {"cards", "squares", "pile"})
    if extra:
        raise ScenarioFormatError(("given", extra[0]), "`seed` sets up a new game: give "
                                  "either `seed` or the layout, not both")
    seed = given["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= MAX_SEED:
        raise ScenarioFormatError(("given", "seed"), f"seed is a whole number 0..{MAX_SEED}")
    return new_game(seed)


def _pile(pile: object) -> tuple[Card, ...]:
    if not isinstance(pile, list):
        raise ScenarioFormatError(("given", "pile"), "the pile is a list of cards from the top, "
                                  "each as its rows separated by '/' (e.g. '+h/#+')")
    cards = []
    for i, text in enumerate(pile):
        try:
            if not isinstance(text, str):
                raise ValueError(f"a card is text such as '+h/#+', not {text!r}")
            cards.append(Card.from_text(text))
        except ValueError as error:
            raise ScenarioFormatError(("given", "pile", i), str(error)) from None
    return tuple(cards)


# -- then ---------------------------------------------------------------------------------
def parse_then(then: Mapping) -> dict[str, Any]:
    expected: dict[str, Any] = {}
    for key in PER_PLAYER:
        if key in then:
            expected[key] = _per_player(then[key], key)
    if "winner" in then:
        if then["winner"] not in OUTCOMES:
            raise ScenarioFormatError(("then", "winner"), f"winner is one of {', '.join(OUTCOMES)}")
        expected["winner"] = then["winner"]
    if "order" in then:
        order = then["order"]
        if not isinstance(order, list) or any(kind not in KINDS for kind in order):
            raise ScenarioFormatError(("then", "order"), f"order is a list of card kinds "
                                      f"({', '.join(KINDS)}) in laying order")
        expected["order"] = tuple(order)
    return expected


def _per_player(value: object, key: str) -> dict[str, object]:
    if not isinstance(value, Mapping) or not value:
        raise ScenarioFormatError(("then", key), f"{key} is a mapping such as {{hans: 5}}")
    for player, number in value.items():
        if player not in PLAYERS:
            raise ScenarioFormatError(("then", key, player), f"unknown player {player!r} "
                                      "(hans or grete)")
        if key == "removed":
            if not isinstance(number, str) or not (number == "none" or _is_square(number)):
                raise ScenarioFormatError(("then", key, player), "removed is a block's square "
                                          "'COL,ROW' or 'none'")
        elif key == "penalty":
            penalty = c.PENALTY.correct  # the rulebook's, whatever a test has switched
            if number not in (0, penalty) or isinstance(number, bool):
                raise ScenarioFormatError(("then", key, player), f"a penalty is 0 or {penalty}")
        elif number is not None and (not isinstance(number, int) or isinstance(number, bool)
                                     or number < 0):
            raise ScenarioFormatError(("then", key, player), f"{key} is a number of steps, or null "
                                      "when the player cannot reach the own house")
    return dict(value)


def _is_square(text: str) -> bool:
    col, sep, row = text.partition(",")
    return bool(sep) and all(part.lstrip("-").isdigit() for part in (col, row))


def found_value(key: str, result: Score) -> object:
    if key == "steps":
        return result.steps
    if key == "walk":
        return result.walk
    if key == "penalty":
        return result.penalty
    return "none" if result.removed is None else square_name(result.removed)


def explain(result: Score) -> str:
    if not result.finishes:
        return "the house cannot be reached"
    removed = "none" if result.removed is None else square_name(result.removed)
    return (f"walk {result.walk} + penalty {result.penalty}, removed {removed}, route "
            + " ".join(map(square_name, result.route)))


def check_then(expected: Mapping[str, Any], run: Run) -> list[Failure]:
    layout: Layout = run.after
    failures = []
    # The contract's keys judge the walk of the layout as given (SCENARIOS.md: "the result:
    # shortest walk with the best optional removal"), complete or not; that a walk happens
    # only on all 15 cards is the `walk` action's reason (`not_complete`) and, for a
    # scenario's position, `plausible`'s.
    for key in PER_PLAYER:
        for player, value in expected.get(key, {}).items():
            result = score(layout, player)
            found = found_value(key, result)
            if found != value:
                failures.append(Failure((key, player), value, found,
                                        f"{explain(result)}; position: {format_layout(layout)}"))
    if "winner" in expected and winner(layout) != expected["winner"]:
        steps = {p: score(layout, p).steps for p in PLAYERS}
        failures.append(Failure(("winner",), expected["winner"], winner(layout),
                                f"steps {steps}"))
    if "order" in expected:
        kinds = tuple(p.card.kind for p in layout.laid) + tuple(c.kind for c in layout.pile)
        if kinds != expected["order"]:
            failures.append(Failure(("order",), list(expected["order"]), list(kinds)))
    return failures
