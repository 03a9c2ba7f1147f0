"""The whole state of a game of Hare & Tortoise (Tales & Games): frozen and hashable.

Chance is part of the state: the draw pile in its order (`pile`, top first), the discards
(either of them may be not stated, None: a scenario without `deck` or `discard`),
and what the next reshuffle of the discards gives (`shuffle_order` as stated by a scenario,
or `shuffle_seed`, from which the order follows deterministically).

    >>> from hare_rules.games.tales_and_games import GAME
    >>> state = GAME.parse_state("tales-and-games streams=4,9 pos=5,3,0,0,0 finish=- "
    ...     "table=hare*3 to=A first=A pile=? discard=? shuffle=? p=A|hare,lamb|-|? p=B|-|-|?")
    >>> state.position("hare"), state.on_table("hare"), state.table_total
    (5, 3, 3)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, fields

from . import clauses as c
from .cards import ANIMALS, CARD_IDS, HOWL_CARD, OVER_FINISH, animal_of

GAME_ID = "tales-and-games"


@dataclass(frozen=True, slots=True)
class Player:
    """One seat: bet cards and (when tracked) the hand.

    `bets` are the player's bet cards by animal (starting bets, and in a scenario every bet);
    `second` is the second bet, a racing card (so it counts among the 81), or None;
    `hand` is None when a scenario does not track the hand (the player holds what it plays)."""

    name: str
    bets: tuple[str, ...] = ()
    second: str | None = None
    hand: tuple[str, ...] | None = None

    @property
    def all_bets(self) -> tuple[str, ...]:
        """Every bet card of the player by animal (the second bet's howl is a wolf)."""
        second = () if self.second is None else (animal_of(self.second),)
        return self.bets + second


@dataclass(frozen=True, slots=True)
class State:
    streams: tuple[int, ...]  # tiles with a stream, ascending
    positions: tuple[int, ...]  # per animal in ANIMALS order: 0 start .. 11, 12 over the finish
    finished: tuple[str, ...]  # animals over the finish in arrival order (podium = first three)
    table: tuple[int, ...]  # cards on the table per card id in CARD_IDS order
    players: tuple[Player, ...]  # seat order = clockwise
    to_move: int  # seat of the player to move
    first: int  # seat holding the first-player token
    pile: tuple[str, ...] | None  # draw pile from the top; None = not stated
    # discarded racing cards (canonical order: a multiset); None = not stated
    discard: tuple[str, ...] | None = ()
    shuffle_seed: int | None = None  # the next reshuffle follows from this number ...
    shuffle_order: tuple[str, ...] | None = None  # ... or is stated as the new pile's order

    # -- reading --------------------------------------------------------------------------
    def position(self, animal: str) -> int:
        return self.positions[ANIMALS.index(animal)]

    def on_table(self, animal: str) -> int:
        """Cards of an animal on the table; for the wolf, howl cards included."""
        if animal == "wolf":
            return self.table[CARD_IDS.index("wolf")] + self.table[CARD_IDS.index(HOWL_CARD)]
        return self.table[CARD_IDS.index(animal)]

    @property
    def howls(self) -> int:
        return self.table[CARD_IDS.index(HOWL_CARD)]

    def cards_placed(self) -> Counter[str]:
        """Racing cards whose place the position states: on the table, in the discards and
        the pile (as far as stated), in the hands that are known, and the second bets.  A
        hand not stated holds cards of the rest only."""
        counts: Counter[str] = Counter(self.table_cards)
        counts.update(self.discard or ())
        counts.update(self.pile or ())
        for player in self.players:
            counts.update(player.hand or ())
            if player.second is not None:
                counts[player.second] += 1
        return counts

    @property
    def table_total(self) -> int:
        return sum(self.table)

    @property
    def table_cards(self) -> tuple[str, ...]:
        return tuple(card for card, n in zip(CARD_IDS, self.table, strict=True)
                     for _ in range(n))

    @property
    def podium(self) -> tuple[str, ...]:
        """The animals on the podium places, 1st first."""
        return self.finished[:c.PODIUM_SIZE.value]

    @property
    def over(self) -> bool:
        # End: the game ends with the racing phase in which the third animal reaches the podium.
        return len(self.finished) >= c.PODIUM_SIZE.value  # clause `podium-places`

    def place_of(self, animal: str) -> int | None:
        return self.podium.index(animal) + 1 if animal in self.podium else None

    def seat_of(self, name: str) -> int:
        return [p.name for p in self.players].index(name)

    def is_over_finish(self, animal: str) -> bool:
        return self.position(animal) >= OVER_FINISH

    def __repr__(self) -> str:
        return f"GAMES[{GAME_ID!r}].parse_state({format_state(self)!r})"


_STATE_FIELDS = tuple(f.name for f in fields(State))


def evolve(state: State, **changes: object) -> State:
    """`dataclasses.replace` for a State, without its per-call checks: random play makes a
    few new states per turn, thousands of turns a second."""
    values = {name: getattr(state, name) for name in _STATE_FIELDS}
    values.update(changes)
    return State(**values)


# -- the notation (notation.py reads it back) ---------------------------------------------
def cards_text(cards: Iterable[str] | None) -> str:
    """`hare*2,fox` for [hare, hare, fox]; `-` for none; `?` for not stated."""
    if cards is None:
        return "?"
    runs: list[list] = []
    for card in cards:
        if runs and runs[-1][0] == card:
            runs[-1][1] += 1
        else:
            runs.append([card, 1])
    return ",".join(c if n == 1 else f"{c}*{n}" for c, n in runs) or "-"


def _player_text(player: Player) -> str:
    bets = ",".join(player.bets) or "-"
    return f"p={player.name}|{bets}|{player.second or '-'}|{cards_text(player.hand)}"


def _shuffle_text(state: State) -> str:
    if state.shuffle_seed is not None:
        return f"seed:{state.shuffle_seed}"
    return cards_text(state.shuffle_order)


def format_state(state: State) -> str:
    """The state in one line of notation; `notation.parse_state` reads it back."""
    names = [p.name for p in state.players]
    parts = [
        GAME_ID,
        "streams=" + (",".join(map(str, state.streams)) or "-"),
        "pos=" + ",".join(map(str, state.positions)),
        "finish=" + (",".join(state.finished) or "-"),
        "table=" + cards_text(state.table_cards),
        f"to={names[state.to_move]}",
        f"first={names[state.first]}",
        "pile=" + cards_text(state.pile),
        "discard=" + cards_text(state.discard),
        "shuffle=" + _shuffle_text(state),
    ]
    return " ".join(parts + [_player_text(p) for p in state.players])
