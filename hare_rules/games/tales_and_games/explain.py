"""Every number a turn changes must be carried by one of its effects (conformance)."""

from __future__ import annotations

from collections import Counter

from hare_rules.core import Effect

from .cards import ANIMALS
from .state import State


def unexplained(before: State, after: State, effects: tuple[Effect, ...]) -> list[str]:
    """Replay the effects' numbers on `before`; whatever differs from `after` is unexplained."""
    positions = dict(zip(ANIMALS, before.positions, strict=True))
    table = Counter(before.table_cards)
    hands = {p.name: len(p.hand) for p in before.players if p.hand is not None}
    pile = None if before.pile is None else len(before.pile)
    discard = len(before.discard)
    finished = list(before.finished)
    first = before.first
    for e in effects:
        if e.kind == "move":
            if positions[e.detail("animal")] != e.detail("start"):
                return [f"{e.detail('animal')} moves from {e.detail('start')}, but stands at "
                        f"{positions[e.detail('animal')]}"]
            positions[e.detail("animal")] = e.detail("end")
        elif e.kind == "play":
            table.update(e.detail("cards"))
            if e.player in hands:
                hands[e.player] -= len(e.detail("cards"))
        elif e.kind == "draw":
            hands[e.player] += e.detail("n")
            pile = (pile or 0) - e.detail("n")
        elif e.kind == "reshuffle":
            pile, discard = (pile or 0) + e.detail("n"), discard - e.detail("n")
        elif e.kind == "discard":
            table.subtract(e.detail("cards"))
            discard += e.detail("n")
        elif e.kind in ("podium", "no_place"):
            finished.append(e.detail("animal"))
        elif e.kind == "token":
            first = e.detail("seat")
    found = []
    for animal in ANIMALS:
        if positions[animal] != after.position(animal):
            found.append(f"{animal} position {before.position(animal)} -> {after.position(animal)}")
    if +table != Counter(after.table_cards):
        found.append(f"table {before.table_cards} -> {after.table_cards}")
    for p in after.players:
        if p.hand is not None and hands.get(p.name) != len(p.hand):
            found.append(f"hand of {p.name} -> {len(p.hand)} cards")
    if pile != (None if after.pile is None else len(after.pile)):
        found.append(f"pile {pile} vs {None if after.pile is None else len(after.pile)}")
    if discard != len(after.discard):
        found.append(f"discard {discard} vs {len(after.discard)}")
    if tuple(finished) != after.finished:
        found.append(f"finished {finished} vs {after.finished}")
    if first != after.first:
        found.append(f"first-player token {before.first} -> {after.first}")
    return found
