"""The property book of Hans & Grete: general statements about play that hold, each a check
over one position from play (`hare_rules.core.properties`). A page that says "jede",
"nie", "every", "never" about play names the property it states (`holds:`).

The laying statements are read on every position; the walking ones on complete layouts
(the walk starts only once all cards are laid), where `walking.score` has every choice of
removal weighed (`Score.options`).

    >>> from .notation import parse_layout
    >>> PROPERTIES["cards-never-overlap"].check(None, parse_layout("hans-und-grete A@0,0:S+ |"))
"""

from __future__ import annotations

from hare_rules.core import Text
from hare_rules.core.properties import Property

from . import clauses as c
from .cards import FOREST
from .laying import overlap_squares, shared_sides
from .rules import square_name
from .state import PLAYERS, Layout
from .walking import score


def _cards_touch_two_sides(game, layout: Layout) -> str | None:
    # Legephase: "Jede neu gelegte Karte muss mit eine[r] der bereits liegenden Karten mit
    # mindestens zwei Quadratseiten berühren."
    for index, placed in enumerate(layout.laid[1:], start=1):
        most = max(shared_sides(placed, old) for old in layout.laid[:index])
        if most < c.MIN_CONTACT.correct:
            return (f"card {placed.letter}, laid as card {index + 1}, shares at most {most} "
                    "square sides with a card laid before it")
    return None


def _cards_never_overlap(game, layout: Layout) -> str | None:
    # Legephase: "Die Karten dürfen nicht übereinander gelegt werden."
    for index, placed in enumerate(layout.laid):
        for old in layout.laid[:index]:
            if overlap_squares(placed, old):
                return f"cards {old.letter} and {placed.letter} overlap"
    return None


def _walk_steps_orthogonal(game, layout: Layout) -> str | None:
    # Laufphase: "Es darf waagrecht oder senkrecht, nicht diagonal gelaufen werden ...
    # Jedes Quadrat zählt einen Schritt."
    if not layout.complete:
        return None
    squares = layout.squares()
    for player in PLAYERS:
        result = score(layout, player)
        if not result.finishes:
            continue
        route = result.route
        for a, b in zip(route, route[1:], strict=False):
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) != 1:
                return f"{player}'s walk jumps from {square_name(a)} to {square_name(b)}"
            if squares.get(b, FOREST) == FOREST:
                return f"{player}'s walk steps onto {square_name(b)}, which is no path"
        if len(route) - 1 != result.walk:
            return f"{player}'s walk enters {len(route) - 1} squares but counts {result.walk}"
    return None


def _removal_never_lengthens(game, layout: Layout) -> str | None:
    # Laufphase: a removed block "muss nicht eingesammelt werden": leaving out a stop never
    # makes the shortest walk over the others longer.
    if not layout.complete:
        return None
    for player in PLAYERS:
        result = score(layout, player)
        if not result.options:
            continue
        _, keep_all, _ = result.options[0]
        for removed, walk, _ in result.options[1:]:
            assert removed is not None  # options[0] alone keeps every block
            if walk > keep_all:
                return (f"{player}: removing the block on {square_name(removed)} gives a walk "
                        f"of {walk}, keeping every block {keep_all}")
    return None


def _penalty_once(game, layout: Layout) -> str | None:
    # Spielende: "... muss er zu seinem Ergebnis 20 Strafschritte dazu addieren" -- once.
    if not layout.complete:
        return None
    for player in PLAYERS:
        result = score(layout, player)
        if result.penalty not in (0, c.PENALTY.correct):
            return f"{player} pays {result.penalty} penalty steps"
    return None


def _one_cut_off_block_no_penalty(game, layout: Layout) -> str | None:
    # Laufphase: the one block a player may remove can be the one "das er nicht verbunden
    # hat": with a single cut-off block nobody does worse than walking to all the others.
    if not layout.complete:
        return None
    for player in PLAYERS:
        result = score(layout, player)
        cut_off = len(result.unreachable) + (1 if result.removed_cut_off else 0)
        if not result.finishes or cut_off != 1:
            continue
        walk_all = result.options[0][1]  # keeping every block: the walk over the reachable
        if result.steps is not None and result.steps > walk_all:
            return (f"{player} has one cut-off block and scores {result.steps}, more than "
                    f"the {walk_all} steps to all the other blocks")
    return None


PROPERTIES = {prop.id: prop for prop in (
    Property("cards-touch-two-sides", Text(
        "Jede Karte nach der ersten liegt an einer vorher gelegten Karte mit mindestens 2 "
        "Quadratseiten an.",
        "Every card after the first shares at least 2 square sides with one card laid "
        "before it."), _cards_touch_two_sides),
    Property("cards-never-overlap", Text(
        "Karten liegen nie übereinander: Kein Quadrat ist zweimal bedeckt.",
        "Cards never lie on top of each other: no square is covered twice."),
        _cards_never_overlap),
    Property("walk-steps-orthogonal", Text(
        "Jeder Schritt des Weges geht waagrecht oder senkrecht auf ein benachbartes "
        "Wegquadrat, und jedes betretene Quadrat zählt einen Schritt.",
        "Every step of a walk goes across or up and down onto a neighbouring path square, "
        "and every square entered counts one step."), _walk_steps_orthogonal),
    Property("removal-never-lengthens-the-walk", Text(
        "Ein Klötzchen wegzunehmen macht den Weg nie länger.",
        "Removing a block never makes the walk longer."), _removal_never_lengthens),
    Property("penalty-once", Text(
        "Die Strafe ist nie mehr als einmal 20 Schritte, wie viele Klötzchen auch "
        "abgeschnitten sind.",
        "The penalty is never more than 20 steps once, however many blocks are cut off."),
        _penalty_once),
    Property("one-cut-off-block-costs-no-penalty", Text(
        "Ist genau ein eigenes Klötzchen abgeschnitten, ist das Ergebnis nie höher als der "
        "Weg über alle anderen: Man nimmt das abgeschnittene weg.",
        "With exactly one own block cut off, the result is never more than the walk over "
        "all the others: you remove the cut-off one."), _one_cut_off_block_no_penalty),
)}
