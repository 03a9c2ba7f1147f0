"""The racing phase: the movement table, the nap, the howl, the stream, the podium.

    >>> steps("lamb", 3), steps("wolf", 4), steps("tortoise", 0)
    (4, 3, 1)
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from hare_rules.core import Effect

from . import clauses as c
from .cards import ANIMALS, HARE, LAMB, OVER_FINISH, START_LINE, TRACK_TILES, WOLF
from .limits import MIN_PLAY
from .sentences import (
    animal_words,
    cards_words,
    destination,
    effect,
    howls_counted,
    would_make,
)
from .state import State, evolve

# The rules read the clauses of `clauses` (the movement table, the order, the nap, the howl,
# the stream); the numbers below are the rulebook's, shown by the facts of the texts.
# Racing Phase: each animal moves by the number X of its cards on the table (X = 0 .. 4).
# Hare: 0 cards, no move; 1 to 3 cards, 2 tiles; 4 cards, 2 tiles (unless it naps, below).
HARE_STEPS = (c.WITHOUT_A_CARD.correct["hare"], *c.HARE_STEPS.correct)
# Tortoise: 1 tile with 0 to 3 cards, 2 tiles with 4.
TORTOISE_STEPS = (c.WITHOUT_A_CARD.correct["tortoise"], *c.TORTOISE_STEPS.correct)
# Wolf: 1 tile with 1 or 2 cards, X - 1 tiles with 3 or 4 cards; no move without a card.
WOLF_STEPS = (c.WITHOUT_A_CARD.correct["wolf"], *c.WOLF_STEPS.correct)
# Fox: X tiles; no move without a card.
FOX_STEPS = (c.WITHOUT_A_CARD.correct["fox"], *c.FOX_STEPS.correct)
# Lamb: X + 1 tiles with 1 to 4 cards; 1 tile without a card.
LAMB_STEPS = (c.WITHOUT_A_CARD.correct["lamb"], *c.LAMB_STEPS.correct)
MOVEMENT = MappingProxyType({
    "hare": HARE_STEPS, "tortoise": TORTOISE_STEPS, "wolf": WOLF_STEPS, "fox": FOX_STEPS,
    "lamb": LAMB_STEPS,
})
# Special Rules: the hare naps with exactly this many hare cards on the table ...
NAP_CARDS = c.NAP_CARDS.correct  # 4
# Racing Phase: the animals always move in this order (they reach the podium in it, too).
MOVE_ORDER = c.MOVE_ORDER.correct  # ANIMALS


def steps(animal: str, cards: int) -> int:
    """The movement table: tiles `animal` moves with `cards` of its cards on the table
    (clauses `without-a-card`, `hare-steps` ... `lamb-steps`)."""
    if cards == 0:
        return c.WITHOUT_A_CARD.value[animal]
    return c.STEPS[animal].value[cards - 1]


def hare_in_lead(state: State) -> bool:
    # Special Rules (our reading, reference "First place for the nap"): the hare is first or
    # tied for first when no other animal is further along; animals over the finish are.
    # (clauses `nap-needs-the-lead`, `nap-when-tied`, `podium-counts-as-ahead`)
    if not c.NAP_NEEDS_THE_LEAD.value:
        return True
    hare = state.position(HARE)
    others = [a for a in ANIMALS if a != HARE
              and (c.PODIUM_COUNTS_AHEAD.value or not state.is_over_finish(a))]
    if not c.NAP_WHEN_TIED.value:
        return all(state.position(a) < hare for a in others)
    return all(state.position(a) <= hare for a in others)


def _leads_behind_the_podium(state: State) -> bool:
    """The hare, off the start line, leads (or ties for the lead on) the track, but animals
    on the podium are ahead of it: it would nap if they did not count (our reading)."""
    hare = state.position(HARE)
    on_track = [a for a in ANIMALS if a != HARE and not state.is_over_finish(a)]
    return (c.PODIUM_COUNTS_AHEAD.value and hare != START_LINE and not hare_in_lead(state)
            and len(on_track) < len(ANIMALS) - 1
            and all(state.position(a) <= hare for a in on_track))


def hare_naps(state: State, cards: int) -> bool:
    # Special Rules: 4 hare cards and first or tied for first: the hare does not move ...
    # ... unless it is still on the start line.
    # (clauses `nap-cards`, `no-nap-on-the-start-line`)
    return (cards == c.NAP_CARDS.value and hare_in_lead(state)
            and (state.position(HARE) != START_LINE or not c.NO_NAP_ON_START_LINE.value))


def only_wolf_moves(state: State) -> bool:
    # Special Rules: with at least one howl card on the table only the wolf moves.
    # (clause `howl-freezes-the-others`)
    return state.howls >= 1 and c.HOWL_FREEZES.value


def lamb_stops_at_stream(state: State, start: int, target: int) -> int | None:
    # Special Rules: the lamb stops on the first stream tile it enters, even with movement
    # left (our reading: starting on a stream tile, it moves off normally). (Clauses
    # `lamb-stops-at-stream`, `lamb-leaves-a-stream`.)
    if c.LAMB_STOPS_AT_STREAM.value is None:
        return None
    first = start + 1 if c.LAMB_LEAVES_STREAM.value else start
    passed = [tile for tile in range(first, min(target, TRACK_TILES) + 1)
              if tile in state.streams]
    if not passed:
        return None
    # The wrong reading `last_stream` lets the lamb wade through all but the last one.
    return passed[-1] if c.LAMB_STOPS_AT_STREAM.value == "last" else passed[0]


@dataclass(frozen=True, slots=True)
class Phase:
    state: State
    effects: tuple[Effect, ...]
    moved: tuple[int, ...]  # tiles each animal moved, in ANIMALS order


def racing_phase(state: State, howl_played: bool = False) -> Phase:
    """Move every animal once, in order; animals crossing the finish join the arrivals.
    `howl_played`: the turn that starts the phase played a howl card (that it counts in
    this phase already is our reading, and the sentence says so)."""
    effects: list[Effect] = []
    moved = [0] * len(ANIMALS)
    frozen = only_wolf_moves(state)
    if frozen:
        # With the wolf already over the finish, the howl leaves nobody to move.
        kind = "howl_now" if howl_played else "howl"
        effects.append(effect("howl_podium" if state.is_over_finish(WOLF) else kind))
    for animal in c.MOVE_ORDER.value:
        if state.is_over_finish(animal) or (frozen and animal != WOLF):
            continue
        state, found, tiles = _move_one(state, animal)
        effects += found
        moved[ANIMALS.index(animal)] = tiles
    return Phase(state, tuple(effects), tuple(moved))


def _words(animal: str, cards: int, howls: int = 0) -> dict[str, Any]:
    """The details every sentence about one animal's move carries: its id (for the
    conformance replay and `Game.why`), its name and its cards in the reader's words."""
    return {"animal": animal, "the_animal": animal_words(animal),
            "what": cards_words(animal, cards, howls)}


def _move_one(state: State, animal: str) -> tuple[State, list[Effect], int]:
    cards = state.on_table(animal)
    howls = state.howls if animal == WOLF else 0
    if howls and not c.HOWL_IS_A_WOLF.value:
        cards -= howls  # the wrong reading: howl cards do not count for the wolf
    words = _words(animal, cards, howls)
    counted = howls if c.HOWL_IS_A_WOLF.value else 0
    all_howls = bool(counted) and counted == cards
    # The cards for a bracket that goes on after them ("4 Wolfskarten ergäben 3 Felder, ...;
    # die 1 mit Geheul zählt ..."): with a howl among other wolf cards, the howl is said at
    # the end.
    plain = words["what"] if all_howls or not counted else cards_words(animal, cards)
    if counted:
        # That a howl card counts among the wolf's cards is the reference's reading, not the
        # rules text's: the sentence behind an answer says so, as the page does.
        words["what"] = howls_counted(words["what"], cards, howls)
    if animal == HARE and hare_naps(state, cards):
        tied = any(state.position(a) == state.position(HARE) for a in ANIMALS if a != HARE)
        return state, [effect("nap_tied" if tied else "nap", **words)], 0
    start = state.position(animal)
    target = start + steps(animal, cards)
    if c.FINISH_ENDS_THE_MOVE.value:
        # Scoring: past tile 11 the animal is over the finish, on the podium; no further.
        target = min(target, OVER_FINISH)
    found: list[Effect] = []
    if (animal == HARE and cards == c.NAP_CARDS.value and hare_in_lead(state)
            and start == START_LINE):
        # The nap's exception is the point of such a move: say it, or "2 tiles (4 hare
        # cards)" reads as if the hare had simply moved by the table.
        found.append(effect("no_nap_start", **words))
    elif animal == HARE and cards == c.NAP_CARDS.value and _leads_behind_the_podium(state):
        # Our reading, not the table's: "4 hare cards" and the lead on the track, yet the
        # hare moves, because animals on the podium are ahead of it. Say so.
        found.append(effect("no_nap_podium", **words))
    elif animal == HARE and cards == c.NAP_CARDS.value and start != START_LINE:
        # Our reading, not the table's: it gives "Hare 4" only with the lead (the nap);
        # behind another animal the hare moves as with fewer cards. Say so.
        found.append(effect("no_nap_behind", n=steps(animal, cards), least=MIN_PLAY,
                            fewer=c.NAP_CARDS.value - 1, **words))
    stream = None
    if animal == LAMB or not c.STREAM_ONLY_LAMB.value:
        stream = lamb_stops_at_stream(state, start, target)
    if (animal == LAMB and c.LAMB_LEAVES_STREAM.value and start in state.streams
            and target > start):
        # Our reading: on a stream tile the lamb moves off normally.
        found.append(effect("stream_leave", tile=start, **words))
    if stream is not None and stream < target:
        # The cards would have carried it further: say so, and that the stream stops it, so
        # that the bracket reads neither as the reason for the shorter move nor as a card
        # count the animal lacks.
        # (The table's distance, as at the finish: from tile 10 "2 Lammkarten ergäben 2
        # Felder" would contradict the table's 3.)
        words["what"] = would_make(plain, cards, steps(animal, cards), stream=True,
                                   howls=counted, all_howls=all_howls)
        target = stream
    if target == start:
        return state, [effect("stay", **words)], 0
    full = steps(animal, cards)
    if target == OVER_FINISH and full > target - start:
        # Past the finish the move ends at the finish: the bracket gives the table's full
        # distance too, so that "2 tiles (4 wolf cards)" does not read as the table's row,
        # and why the move is shorter (r19: "3 fox cards would make 3" read as a tautology).
        words["what"] = would_make(plain, cards, full, away=target - start, howls=counted,
                                   all_howls=all_howls)
    found.append(effect("move", n=target - start, start=start, end=target,
                        to=destination(target), **words))
    if stream is not None:
        found.append(effect("stream", tile=stream, **words))
    positions = list(state.positions)
    positions[ANIMALS.index(animal)] = target
    state = evolve(state, positions=tuple(positions))
    if target >= OVER_FINISH:
        state = evolve(state, finished=state.finished + (animal,))
        # Racing Phase: the podium has three places (State.podium); a later arrival gets none.
        place = state.place_of(animal)
        if place is not None:
            found.append(effect("podium", place=place, **words))
        else:
            found.append(effect("no_place", place=len(state.finished), **words))
    return state, found, target - start
