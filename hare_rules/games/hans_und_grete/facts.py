"""Numbers the content may use as `{{placeholders}}`, and what number questions may ask."""

from __future__ import annotations

from hare_rules.core import Effect, FactError, Run, Text, fixed_facts
from hare_rules.core.protocol import Quantity
from hare_rules.core.sentences import Listing

from . import clauses as c
from .cards import BLOCKS_EACH, FOREST_CARDS, HOUSE_CARDS, KINDS, START_CARDS
from .laying import contacts
from .rules import square_name
from .sentences import EFFECTS, ordinal
from .setup import pile_size
from .state import PLAYERS, Layout
from .walking import score, winner


# The numbers are the clauses' (`clauses.py`), read at each use: a clause that a test
# switches shows in the texts.
def _house_place(arg: str | None) -> str:
    if arg not in ("1", "2"):
        raise FactError(f"house_place takes 1 or 2 (the first or second house), got {arg!r}")
    first = 1 + len(FOREST_CARDS) - c.FOREST_UNDER_HOUSES.value + 1  # start, forest over
    return str(first + int(arg) - 1)


FACTS = {
    "house_place": _house_place,
    **fixed_facts({
        "forest_cards": lambda: len(FOREST_CARDS),
        "house_cards": lambda: len(HOUSE_CARDS),
        "start_cards": lambda: len(START_CARDS),
        "blocks_each": lambda: BLOCKS_EACH,
        "cards_laid": pile_size,
        # in turns from the first card: whoever begins lays the odd-numbered cards
        "cards_first_player": lambda: (pile_size() + 1) // 2,
        "cards_second_player": lambda: pile_size() // 2,
        "forest_under_houses": lambda: c.FOREST_UNDER_HOUSES.value,
        "forest_over_houses": lambda: len(FOREST_CARDS) - c.FOREST_UNDER_HOUSES.value,
        "min_contact": lambda: c.MIN_CONTACT.value,
        "penalty": lambda: c.PENALTY.value,
        "removals": lambda: c.REMOVALS.value,
    }),
}

# What a question may ask (`asks:`); a player or card kind follows after a colon, e.g.
# `steps:hans`, `removal:grete`, `place:house`.
QUANTITIES = {
    "steps": Text("Ergebnis (Schritte mit Strafe) von steps:hans / steps:grete",
                  "result (steps with penalty) of steps:hans / steps:grete"),
    "walk": Text("gelaufene Schritte ohne Strafe (walk:hans / walk:grete)",
                 "steps walked, without penalty (walk:hans / walk:grete)"),
    "penalty": Text("Strafschritte (penalty:hans / penalty:grete)",
                    "penalty steps (penalty:hans / penalty:grete)"),
    "removal": Text("die besten Klötzchen zum Wegnehmen, als „Spalte,Zeile“ oder none "
                    "(removal:hans / removal:grete)",
                    "the best blocks to remove, as 'column,row' or none "
                    "(removal:hans / removal:grete)"),
    "winner": Text("wer gewinnt: hans, grete oder draw", "who wins: hans, grete or draw"),
    "place": Text("die Stelle der ersten Karte einer Art in der Legereihenfolge "
                  "(place:start / place:house / place:forest)",
                  "the place of the first card of a kind in laying order "
                  "(place:start / place:house / place:forest)"),
    "contact": Text("die meisten Quadratseiten, die die zuletzt gelegte Karte mit einer Karte "
                    "teilt", "most square sides the card laid last shares with one card"),
}


def quantity(name: str, run: Run) -> Quantity:
    """A number (or, for choice questions, the correct choice values) of the played run."""
    layout: Layout = run.after
    kind, _, player = name.partition(":")
    if kind in ("steps", "walk", "penalty", "removal") and player in PLAYERS:
        result = score(layout, player)
        if kind == "penalty":
            return result.penalty
        if kind == "removal":
            return tuple("none" if s is None else square_name(s) for s in result.best_removals)
        value = result.steps if kind == "steps" else result.walk
        if value is None:
            raise FactError(f"{player} cannot reach the own house: no number of steps")
        return value
    if name == "winner":
        return (winner(layout),)
    if kind == "place" and player in KINDS:
        order = [p.card.kind for p in layout.laid] + [c.kind for c in layout.pile]
        if player not in order:
            raise FactError(f"no {player} card is laid or in the pile")
        return order.index(player) + 1
    if name == "contact" and layout.laid:
        last = layout.laid[-1]
        touching = contacts(last, layout.laid[:-1])
        return max(touching.values(), default=0)
    raise FactError(f"hans-und-grete has no quantity {name!r} (known: "
                    f"{', '.join(sorted(QUANTITIES))})")


# -- the sentences behind an answer (`Game.why`) --------------------------------------------
LAID = frozenset({"laid", "laid_first"})
OUTCOME = frozenset({"winner", "draw", "draw_no_house", "winner_no_house"})
# The kinds of one player's walk: whether and which block goes, the walk, the penalty and
# the result. A number of that walk (steps, steps walked, penalty, the best removal) is
# explained by all of them together: the removal decides the walk, the walk and the
# penalty make the result.
WALK_KINDS = frozenset({"removed", "removed_cut_off", "no_removal", "no_removal_cut_off",
                        "walk", "penalty", "result", "result_with_penalty", "house_cut_off",
                        "house_missing", "start_missing"})
PLAYER_QUANTITIES = ("steps", "walk", "penalty", "removal")


def split_effects(effects: tuple[Effect, ...], asks: str | None
                  ) -> tuple[tuple[Effect, ...], tuple[Effect, ...]]:
    """(about, besides) of a legal turn's effects for the quantity `asks`.

    - no quantity: a laying turn is about the card only -- whether and why it may lie
      there; the walk that follows the last card is another question and is left out. The
      walking turn is about all of it.
    - `steps:P`, `walk:P`, `penalty:P`, `removal:P`: all of P's walk (removal, route,
      penalty, result); the other player's walk and the winner are besides.
    - `winner`: both walks whole and the winner (each removal, route and penalty decides
      it); only the laying of a last card is besides.
    - `contact`: the laying.
    """
    kind, _, player = (asks or "").partition(":")
    if asks is None or kind == "contact":
        laid = tuple(_contact(e) for e in effects if e.kind in LAID)
        return (laid, ()) if laid else (effects, ())
    if kind in PLAYER_QUANTITIES and player in PLAYERS:
        about = tuple(e for e in effects if e.player == player and e.kind in WALK_KINDS)
    elif asks == "winner":
        about = tuple(e for e in effects if e.kind in WALK_KINDS | OUTCOME)
    else:
        about = ()
    return about, tuple(e for e in effects if e not in about)


def _contact(laid: Effect) -> Effect:
    """What a right laying choice does, in the question's words: the contact that allows
    it. The question names the card by its size and place and no layer, so the sentence
    names neither the card's letter nor the player who lays it (that is the effect's
    sentence, in the goldens and "what else")."""
    kind = "contact_first" if laid.kind == "laid_first" else "contact"
    return Effect.from_table(EFFECTS, kind, laid.player, laid.change, **dict(laid.details))


def pile_order(layout: Layout) -> Effect:
    """The kinds of all cards in laying order (the laid ones, then the pile from the top),
    as runs with their places: what answers "as which card does the first house come?"."""
    kinds = [p.card.kind for p in layout.laid] + [card.kind for card in layout.pile]
    runs: list[Text] = []
    first = 0
    for index in range(1, len(kinds) + 1):
        if index < len(kinds) and kinds[index] == kinds[first]:
            continue
        runs.append(_run_words(kinds[first], first + 1, index))
        first = index
    return Effect.from_table(EFFECTS, "pile_order", "", runs=Listing(tuple(runs)))


RUN_NAMES = {"start": (Text("die Startkarte", "the start card"),
                       Text("{n} Startkarten", "{n} start cards")),
             "house": (Text("eine Hauskarte", "a house card"),
                       Text("die beiden Hauskarten", "the two house cards")),
             "forest": (Text("eine Waldkarte", "a forest card"),
                        Text("{n} Waldkarten", "{n} forest cards"))}


def _run_words(kind: str, first: int, last: int) -> Text:
    """A run of cards of one kind, from place `first` to `last`: "4 Waldkarten (2. bis 5.)"
    / "4 forest cards (2nd to 5th)"."""
    n = last - first + 1
    one, many = RUN_NAMES[kind]
    name = one if n == 1 else Text(many.de.format(n=n), many.en.format(n=n))
    a, b = ordinal(first), ordinal(last)
    if n == 1:
        places = a
    elif n == 2:
        places = Text(f"{a.de} und {b.de}", f"{a.en} and {b.en}")
    else:
        places = Text(f"{a.de} bis {b.de}", f"{a.en} to {b.en}")
    return Text(f"{name.de} ({places.de})", f"{name.en} ({places.en})")

