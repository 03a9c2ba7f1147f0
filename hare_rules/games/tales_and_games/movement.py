"""The racing phase: the movement table, the nap, the howl, the stream, the podium.

    >>> steps("lamb", 3), steps("wolf", 4), steps("tortoise", 0)
    (4, 3, 1)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import MappingProxyType

from hare_rules.core import Effect

from .cards import ANIMALS, HARE, LAMB, OVER_FINISH, START_LINE, TRACK_TILES, WOLF
from .sentences import cards_de, cards_en, effect, the_animal_de, to_de, to_en
from .state import State

# Racing Phase: each animal moves by the number X of its cards on the table (X = 0 .. 4).
# Hare: 0 cards, no move; 1 to 3 cards, 2 tiles; 4 cards, 2 tiles (unless it naps, below).
HARE_STEPS = (0, 2, 2, 2, 2)
# Tortoise: 1 tile with 0 to 3 cards, 2 tiles with 4.
TORTOISE_STEPS = (1, 1, 1, 1, 2)
# Wolf: 1 tile with 1 or 2 cards, X - 1 tiles with 3 or 4 cards; no move without a card.
WOLF_STEPS = (0, 1, 1, 2, 3)
# Fox: X tiles; no move without a card.
FOX_STEPS = (0, 1, 2, 3, 4)
# Lamb: X + 1 tiles with 1 to 4 cards; 1 tile without a card.
LAMB_STEPS = (1, 2, 3, 4, 5)
MOVEMENT = MappingProxyType({
    "hare": HARE_STEPS, "tortoise": TORTOISE_STEPS, "wolf": WOLF_STEPS, "fox": FOX_STEPS,
    "lamb": LAMB_STEPS,
})
# Special Rules: the hare naps with exactly this many hare cards on the table ...
NAP_CARDS = 4
# Racing Phase: the animals always move in this order (they reach the podium in it, too).
MOVE_ORDER = ANIMALS


def steps(animal: str, cards: int) -> int:
    """The movement table: tiles `animal` moves with `cards` of its cards on the table."""
    return MOVEMENT[animal][cards]


def hare_in_lead(state: State) -> bool:
    # Special Rules (our reading, reference "First place for the nap"): the hare is first or
    # tied for first when no other animal is further along; animals over the finish are.
    hare = state.position(HARE)
    return all(state.position(a) <= hare for a in ANIMALS if a != HARE)


def hare_naps(state: State, cards: int) -> bool:
    # Special Rules: 4 hare cards and first or tied for first: the hare does not move ...
    # ... unless it is still on the start line.
    return (cards == NAP_CARDS and hare_in_lead(state)
            and state.position(HARE) != START_LINE)


def only_wolf_moves(state: State) -> bool:
    # Special Rules: with at least one howl card on the table only the wolf moves.
    return state.howls >= 1


def lamb_stops_at_stream(state: State, start: int, target: int) -> int | None:
    # Special Rules: the lamb stops on the first stream tile it enters, even with movement
    # left (our reading: starting on a stream tile, it moves off normally).
    for tile in range(start + 1, min(target, TRACK_TILES) + 1):
        if tile in state.streams:
            return tile
    return None


@dataclass(frozen=True, slots=True)
class Phase:
    state: State
    effects: tuple[Effect, ...]
    moved: tuple[int, ...]  # tiles each animal moved, in ANIMALS order


def racing_phase(state: State) -> Phase:
    """Move every animal once, in order; animals crossing the finish join the arrivals."""
    effects: list[Effect] = []
    moved = [0] * len(ANIMALS)
    frozen = only_wolf_moves(state)
    if frozen:
        effects.append(effect("howl"))
    for animal in MOVE_ORDER:
        if state.is_over_finish(animal) or (frozen and animal != WOLF):
            continue
        state, found, tiles = _move_one(state, animal)
        effects += found
        moved[ANIMALS.index(animal)] = tiles
    return Phase(state, tuple(effects), tuple(moved))


def _words(animal: str, cards: int, howls: int = 0) -> dict[str, str]:
    return {"animal": animal, "de_animal": the_animal_de(animal), "en_animal": animal,
            "de_cards": cards_de(animal, cards, howls), "en_cards": cards_en(animal, cards, howls)}


def _move_one(state: State, animal: str) -> tuple[State, list[Effect], int]:
    cards = state.on_table(animal)
    howls = state.howls if animal == WOLF else 0
    words = _words(animal, cards, howls)
    if animal == HARE and hare_naps(state, cards):
        tied = any(state.position(a) == state.position(HARE) for a in ANIMALS if a != HARE)
        return state, [effect("nap_tied" if tied else "nap", **words)], 0
    start = state.position(animal)
    target = min(start + steps(animal, cards), OVER_FINISH)
    found: list[Effect] = []
    stream = lamb_stops_at_stream(state, start, target) if animal == LAMB else None
    if stream is not None and stream < target:
        target = stream
    if target == start:
        return state, [effect("stay", **words)], 0
    found.append(effect("move", n=target - start, start=start, end=target,
                        de_to=to_de(target), en_to=to_en(target), **words))
    if stream is not None:
        found.append(effect("stream", tile=stream, **words))
    positions = list(state.positions)
    positions[ANIMALS.index(animal)] = target
    state = replace(state, positions=tuple(positions))
    if target == OVER_FINISH:
        state = replace(state, finished=state.finished + (animal,))
        # Racing Phase: the podium has three places (State.podium); a later arrival gets none.
        place = state.place_of(animal)
        if place is not None:
            found.append(effect("podium", place=place, **words))
        else:
            found.append(effect("no_place", place=len(state.finished), **words))
    return state, found, target - start
