"""Scenarios (SCENARIOS.md, section "Game `tales-and-games`"): `given` → state, `then` checks.

Beyond the keys SCENARIOS.md names, `given` may state `discard` (the discard pile; without
it, like the pile without `deck`, it is not stated: a racing phase after a few others has
discarded cards that a scenario need not list; late in a game, when the pile runs out,
the discards hold most of the cards, so they may also be given as counts,
`{hare: 14, fox: 12}`) and `reshuffle` (the order of the new pile when the discards are
shuffled: its top cards, the rest of the discards following in the usual card order), and
`then` may check `pile` (the draw pile after, from the top) and `discard`.

How the `then` keys read the played scenario:
- `moved`: tiles each animal really moved in the last turn's racing phase (an animal stops
  at the finish, so a fox on tile 10 with 4 cards has moved 2); animals not named: unchecked.
- `podium`: the podium places (at most three); an animal over the finish without a place
  shows as 12 in `animals` only. `given.podium` lists every animal over the finish.
- `played`: the whole table (animals not named: none); `hand`, `scores`: named players.
- `winner`: empty while the game is not over.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from hare_rules.core import Failure, InvalidStateError, Run, ScenarioFormatError
from hare_rules.core.scenario import is_int, reject_unknown, require_mapping, string_list

from .cards import (
    ANIMALS,
    CARD_IDS,
    CARD_SUPPLY,
    DEFAULT_STREAMS,
    HOWL_CARD,
    OVER_FINISH,
    TRACK_TILES,
    WOLF,
    animal_of,
    sort_cards,
)
from .limits import ANIMAL_LIMIT, PLAYER_COUNTS
from .notation import NAME_PATTERN
from .rules import scores, winners
from .sanity import require_sane
from .state import Player, State

GIVEN_KEYS = frozenset({"streams", "animals", "podium", "played", "howl", "players", "to_move",
                        "first", "deck", "discard", "reshuffle"})
PLAYER_KEYS = frozenset({"name", "bets", "hand"})
THEN_KEYS = frozenset({"race", "animals", "moved", "podium", "played", "first", "over", "scores",
                       "winner", "hand", "pile", "discard"})
RACE_EFFECTS = frozenset({"race_eight", "race_four", "race_called"})


# -- given --------------------------------------------------------------------------------
def scenario_state(given: Mapping) -> State:
    reject_unknown(given, GIVEN_KEYS, ("given",))
    loc = ("given",)
    streams = _int_list(given.get("streams", list(DEFAULT_STREAMS)), loc + ("streams",),
                        1, TRACK_TILES)
    if len(set(streams)) != len(streams):
        raise ScenarioFormatError(loc + ("streams",), "a stream tile is named twice")
    podium = _animal_list(given.get("podium", []), loc + ("podium",))
    positions = _positions(given.get("animals", {}), podium)
    table = _table(given.get("played", {}), given.get("howl", False))
    players = _players(given.get("players", [{"name": "A"}, {"name": "B"}]))
    names = [p.name for p in players]
    to_move = _seat(given, "to_move", names)
    first = _seat(given, "first", names)
    discard = _discard(given["discard"]) if "discard" in given else None
    state = State(
        streams=tuple(sorted(streams)),
        positions=positions,
        finished=tuple(podium),
        table=table,
        players=tuple(players),
        to_move=to_move,
        first=first,
        pile=_cards(given["deck"], loc + ("deck",)) if "deck" in given else None,
        discard=discard,
        shuffle_order=_reshuffle(given, discard),
    )
    try:
        return require_sane(state, "the scenario's given")
    except InvalidStateError as error:
        raise ScenarioFormatError(loc, str(error)) from None


def _discard(value: object) -> tuple[str, ...]:
    loc = ("given", "discard")
    if not isinstance(value, Mapping):
        return sort_cards(_cards(value, loc))
    reject_unknown(value, frozenset(CARD_IDS), loc)
    for card, n in value.items():
        if not is_int(n) or n < 0:
            raise ScenarioFormatError(loc + (card,), f"a number of cards >= 0, got {n!r}")
        # Components: no more of a card than the game's 81 have (CARD_SUPPLY), counted
        # before the discards are built.
        if n > CARD_SUPPLY[card]:
            raise ScenarioFormatError(loc + (card,), f"{str(n)[:12]} {card} cards, but the "
                                      f"game has only {CARD_SUPPLY[card]}")
    return sort_cards(tuple(card for card, n in value.items() for _ in range(n)))


def _reshuffle(given: Mapping, discard: tuple[str, ...] | None) -> tuple[str, ...] | None:
    """The new pile's order: the stated top cards, then the rest of the discards (if the
    stated cards are among them; if not, the reshuffle reports it)."""
    if "reshuffle" not in given:
        return None
    top = _cards(given["reshuffle"], ("given", "reshuffle"))
    rest = Counter(discard or ()) - Counter(top)
    if discard is None or Counter(top) + rest != Counter(discard):
        return top
    return top + sort_cards(tuple(rest.elements()))


def _int_list(value: object, loc, low: int, high: int) -> list[int]:
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise ScenarioFormatError(loc, "expected a list of tile numbers")
    for i, item in enumerate(value):
        if not is_int(item) or not low <= item <= high:
            raise ScenarioFormatError(loc + (i,), f"expected a tile {low}..{high}, got {item!r}")
    return list(value)


def _animal_list(value: object, loc) -> list[str]:
    animals = string_list(value, loc)
    for i, animal in enumerate(animals):
        if animal not in ANIMALS:
            raise ScenarioFormatError(loc + (i,), f"{animal!r} is not an animal "
                                                  f"({', '.join(ANIMALS)})")
        if animals.index(animal) != i:
            raise ScenarioFormatError(loc + (i,), f"the {animal} is listed twice")
    return animals


def _positions(value: object, podium: list[str]) -> tuple[int, ...]:
    loc = ("given", "animals")
    require_mapping(value, loc)
    assert isinstance(value, Mapping)
    reject_unknown(value, frozenset(ANIMALS), loc)
    for animal, pos in value.items():
        if animal in podium:
            raise ScenarioFormatError(loc + (animal,), f"the {animal} is on the podium: list it "
                                                       "in `podium` only")
        if not is_int(pos) or not 0 <= pos <= TRACK_TILES:
            raise ScenarioFormatError(loc + (animal,), f"a position is 0 (start line) .. "
                                                       f"{TRACK_TILES}, got {pos!r}")
    return tuple(OVER_FINISH if a in podium else value.get(a, 0) for a in ANIMALS)


def _table(played: object, howl: object) -> tuple[int, ...]:
    loc = ("given", "played")
    require_mapping(played, loc)
    assert isinstance(played, Mapping)
    reject_unknown(played, frozenset(ANIMALS), loc)
    for animal, n in played.items():
        if not is_int(n) or not 0 <= n <= ANIMAL_LIMIT:
            raise ScenarioFormatError(loc + (animal,), f"cards on the table: 0..{ANIMAL_LIMIT}, "
                                                       f"got {n!r}")
    if not isinstance(howl, bool):
        raise ScenarioFormatError(("given", "howl"), "howl is true or false")
    if howl and played.get(WOLF, 0) < 1:
        raise ScenarioFormatError(("given", "howl"), "a howl card is a wolf card: give "
                                                     "played.wolf >= 1")
    counts = {a: played.get(a, 0) for a in ANIMALS}
    return tuple(counts[WOLF] - int(howl) if card == WOLF else int(howl) if card == HOWL_CARD
                 else counts[card] for card in CARD_IDS)


def _players(value: object) -> list[Player]:
    loc = ("given", "players")
    if not isinstance(value, Sequence) or isinstance(value, str):
        raise ScenarioFormatError(loc, "players is a list in seat order (clockwise)")
    if len(value) not in PLAYER_COUNTS:
        raise ScenarioFormatError(loc, f"the game is for 2 to 5 players, got {len(value)}")
    players = []
    for seat, item in enumerate(value):
        here = loc + (seat,)
        require_mapping(item, here)
        reject_unknown(item, PLAYER_KEYS, here)
        name = item.get("name", "ABCDE"[seat])
        if not isinstance(name, str) or not NAME_PATTERN.fullmatch(name):
            raise ScenarioFormatError(here + ("name",), "a name is letters and digits, "
                                                        f"starting with a letter: {name!r}")
        bets = tuple(animal_of(c) for c in _cards(item.get("bets", []), here + ("bets",)))
        hand = sort_cards(_cards(item["hand"], here + ("hand",))) if "hand" in item else None
        players.append(Player(name, bets, None, hand))
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise ScenarioFormatError(loc, f"two players share a name: {names}")
    return players


def _seat(given: Mapping, key: str, names: list[str]) -> int:
    if key not in given:
        return 0
    name = given[key]
    if name not in names:
        raise ScenarioFormatError(("given", key), f"{name!r} is not a player ({', '.join(names)})")
    return names.index(name)


def _cards(value: object, loc) -> tuple[str, ...]:
    cards = string_list(value, loc)
    for i, card in enumerate(cards):
        if card not in CARD_IDS:
            raise ScenarioFormatError(loc + (i,), f"unknown card {card!r} "
                                                  f"({', '.join(CARD_IDS)})")
    return tuple(cards)


# -- then ---------------------------------------------------------------------------------
def parse_then(then: Mapping, state: State) -> dict:
    names = [p.name for p in state.players]
    found: dict = {}
    for key, value in then.items():
        loc = ("then", key)
        if key in ("race", "over"):
            if not isinstance(value, bool):
                raise ScenarioFormatError(loc, f"{key} is true or false")
            found[key] = value
        elif key in ("animals", "moved", "played"):
            found[key] = _animal_numbers(key, value, loc)
        elif key == "podium":
            found[key] = tuple(_animal_list(value, loc))
        elif key == "first":
            if value not in names:
                raise ScenarioFormatError(loc, f"{value!r} is not a player ({', '.join(names)})")
            found[key] = value
        elif key == "scores":
            found[key] = _by_name(value, loc, names, _points)
        elif key == "winner":
            listed = string_list(value, loc)
            for i, name in enumerate(listed):
                if name not in names:
                    raise ScenarioFormatError(loc + (i,), f"{name!r} is not a player")
            found[key] = frozenset(listed)
        elif key == "hand":
            found[key] = _by_name(value, loc, names, lambda v, where: sort_cards(_cards(v, where)))
        elif key == "pile":
            found[key] = _cards(value, loc)
        elif key == "discard":
            found[key] = sort_cards(_cards(value, loc))
    return found


def _animal_numbers(key: str, value: object, loc) -> dict[str, int]:
    require_mapping(value, loc)
    assert isinstance(value, Mapping)
    reject_unknown(value, frozenset(ANIMALS), loc)
    high = {"animals": OVER_FINISH, "moved": OVER_FINISH, "played": ANIMAL_LIMIT}[key]
    for animal, n in value.items():
        if not is_int(n) or not 0 <= n <= high:
            raise ScenarioFormatError(loc + (animal,), f"expected 0..{high}, got {n!r}")
    if key == "played":
        return {a: value.get(a, 0) for a in ANIMALS}  # the whole table: omitted = none
    return dict(value)


def _points(value: object, loc) -> int:
    if not is_int(value) or value < 0:
        raise ScenarioFormatError(loc, f"points are a whole number >= 0, got {value!r}")
    return value


def _by_name(value: object, loc, names: list[str], convert) -> dict:
    require_mapping(value, loc)
    assert isinstance(value, Mapping)
    reject_unknown(value, frozenset(names), loc)
    return {name: convert(v, loc + (name,)) for name, v in value.items()}


def moved_in(run: Run) -> dict[str, int]:
    """Tiles each animal moved in the last turn's racing phase (0 if none)."""
    moved = dict.fromkeys(ANIMALS, 0)
    for e in run.effects:
        if e.kind == "move":
            moved[e.detail("animal")] += e.detail("n")
    return moved


def check_then(expected: dict, run: Run) -> list[Failure]:
    after = run.after
    found: dict = {
        "race": any(e.kind in RACE_EFFECTS for e in run.effects),
        "animals": {a: after.position(a) for a in ANIMALS},
        "moved": moved_in(run),
        "podium": after.podium,
        "played": {a: after.on_table(a) for a in ANIMALS},
        "first": after.players[after.first].name,
        "over": after.over,
        "scores": scores(after),
        "winner": frozenset(winners(after)),
        "hand": {p.name: p.hand for p in after.players},
        "pile": after.pile,
        "discard": after.discard,
    }
    failures: list[Failure] = []
    for key, want in expected.items():
        have = found[key]
        if key in ("animals", "moved", "scores", "hand"):
            for name, value in want.items():
                got = have[name]
                if key == "hand" and got is None:
                    failures.append(Failure((key, name), list(value), None,
                                            "the scenario does not track this hand"))
                elif got != value:
                    failures.append(Failure((key, name), _plain(value), _plain(got), _where(run)))
        elif want != have:
            failures.append(Failure((key,), _plain(want), _plain(have), _where(run)))
    return failures


def _plain(value: object) -> object:
    if isinstance(value, tuple):
        return list(value)
    if isinstance(value, Counter):
        return dict(value)
    return value


def _where(run: Run) -> str:
    from .notation import format_state

    return f"position before: {format_state(run.before)}"
