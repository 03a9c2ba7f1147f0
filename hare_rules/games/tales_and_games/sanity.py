"""Whether a state can exist at all (separate from whether the game is over)."""

from __future__ import annotations

from collections import Counter

from hare_rules.core import InvalidStateError

from .cards import (
    ANIMALS,
    CARD_IDS,
    CARD_SUPPLY,
    OVER_FINISH,
    START_LINE,
    TRACK_TILES,
)
from .limits import ANIMAL_LIMIT, TABLE_LIMIT
from .state import State


def problems(state: State) -> list[str]:
    """Every reason the state cannot exist (empty = sane)."""
    found: list[str] = []
    if any(not 1 <= tile <= TRACK_TILES for tile in state.streams):
        found.append(f"stream tiles must lie on tiles 1..{TRACK_TILES}: {state.streams}")
    if len(set(state.streams)) != len(state.streams):
        found.append(f"a stream tile is named twice: {state.streams}")
    for animal, pos in zip(ANIMALS, state.positions, strict=True):
        if not START_LINE <= pos <= OVER_FINISH:
            found.append(f"the {animal} stands at {pos}, outside 0..{OVER_FINISH}")
        if (pos == OVER_FINISH) != (animal in state.finished):
            found.append(f"the {animal} is over the finish exactly when it is in the arrival list")
    if len(set(state.finished)) != len(state.finished):
        found.append(f"an animal arrives twice: {state.finished}")
    if state.table_total > TABLE_LIMIT:
        found.append(f"{state.table_total} cards on the table, more than {TABLE_LIMIT}")
    for animal in ANIMALS:
        if state.on_table(animal) > ANIMAL_LIMIT:
            found.append(f"{state.on_table(animal)} {animal} cards on the table, more than "
                         f"{ANIMAL_LIMIT}")
    names = [p.name for p in state.players]
    if len(set(names)) != len(names):
        found.append(f"two players share a name: {names}")
    if not names:
        found.append("no players")
    elif not (0 <= state.to_move < len(names) and 0 <= state.first < len(names)):
        found.append("the player to move or the token holder is not seated")
    found.extend(_supply_problems(state))
    return found


def _supply_problems(state: State) -> list[str]:
    counts: Counter[str] = Counter(state.table_cards)
    counts.update(state.discard)
    counts.update(state.pile or ())
    for player in state.players:
        counts.update(player.hand or ())
        if player.second is not None:
            counts[player.second] += 1
    return [f"{counts[card]} {card} cards, but the game has only {CARD_SUPPLY[card]}"
            for card in CARD_IDS if counts[card] > CARD_SUPPLY[card]]


def require_sane(state: State, text: str) -> State:
    found = problems(state)
    if found:
        raise InvalidStateError(f"impossible state ({'; '.join(found)}): {text!r}")
    return state

