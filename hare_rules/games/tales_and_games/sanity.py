"""Whether a state can exist at all (separate from whether the game is over)."""

from __future__ import annotations

from hare_rules.core import InvalidStateError, Text

from .cards import (
    ANIMAL_DE,
    ANIMALS,
    CARD_IDS,
    CARD_SUPPLY,
    OVER_FINISH,
    START_LINE,
    TRACK_TILES,
)
from .limits import ANIMAL_LIMIT, TABLE_LIMIT
from .state import State


def problem_texts(state: State) -> list[Text]:
    """Every reason the state cannot exist, in German and English (empty = sane)."""
    found: list[Text] = []
    if any(not 1 <= tile <= TRACK_TILES for tile in state.streams):
        found.append(Text(f"Bachfelder liegen auf den Feldern 1 bis {TRACK_TILES}: "
                          f"{state.streams}",
                          f"stream tiles must lie on tiles 1..{TRACK_TILES}: {state.streams}"))
    if len(set(state.streams)) != len(state.streams):
        found.append(Text(f"ein Bachfeld ist doppelt genannt: {state.streams}",
                          f"a stream tile is named twice: {state.streams}"))
    for animal, pos in zip(ANIMALS, state.positions, strict=True):
        if not START_LINE <= pos <= OVER_FINISH:
            found.append(Text(f"{ANIMAL_DE[animal]}: Feld {pos} liegt außerhalb von 0 bis "
                              f"{OVER_FINISH}",
                              f"the {animal} stands at {pos}, outside 0..{OVER_FINISH}"))
        if (pos == OVER_FINISH) != (animal in state.finished):
            found.append(Text(f"{ANIMAL_DE[animal]}: über dem Ziel genau dann, wenn in der "
                              "Ankunftsliste",
                              f"the {animal} is over the finish exactly when it is in the "
                              "arrival list"))
    if len(set(state.finished)) != len(state.finished):
        found.append(Text(f"ein Tier kommt zweimal an: {state.finished}",
                          f"an animal arrives twice: {state.finished}"))
    if state.table_total > TABLE_LIMIT:
        found.append(Text(f"{state.table_total} Karten auf dem Tisch, mehr als {TABLE_LIMIT}",
                          f"{state.table_total} cards on the table, more than {TABLE_LIMIT}"))
    for animal in ANIMALS:
        if state.on_table(animal) > ANIMAL_LIMIT:
            n = state.on_table(animal)
            found.append(Text(f"{n} Karten {ANIMAL_DE[animal]} auf dem Tisch, mehr als "
                              f"{ANIMAL_LIMIT}",
                              f"{n} {animal} cards on the table, more than {ANIMAL_LIMIT}"))
    names = [p.name for p in state.players]
    if len(set(names)) != len(names):
        found.append(Text(f"zwei Spieler heißen gleich: {names}",
                          f"two players share a name: {names}"))
    if not names:
        found.append(Text("keine Spieler", "no players"))
    elif not (0 <= state.to_move < len(names) and 0 <= state.first < len(names)):
        found.append(Text("der Spieler am Zug oder der Startspieler sitzt nicht am Tisch",
                          "the player to move or the token holder is not seated"))
    found.extend(_supply_problems(state))
    return found


def _supply_problems(state: State) -> list[Text]:
    counts = state.cards_placed()
    return [Text(f"{counts[card]} Karten „{card}“, das Spiel hat aber nur {CARD_SUPPLY[card]}",
                 f"{counts[card]} {card} cards, but the game has only {CARD_SUPPLY[card]}")
            for card in CARD_IDS if counts[card] > CARD_SUPPLY[card]]


def first_problem(state: State) -> Text | None:
    """The first reason the state cannot exist, in German and English (None: it can)."""
    found = problem_texts(state)
    return found[0] if found else None


def require_sane(state: State, text: str) -> State:
    found = problem_texts(state)
    if found:
        raise InvalidStateError(
            f"impossible state ({'; '.join(t.en for t in found)}): {text!r}",
            text=Text("Diese Stellung kann es nicht geben: " + "; ".join(t.de for t in found)
                      + ".",
                      "This position cannot exist: " + "; ".join(t.en for t in found) + "."))
    return state
