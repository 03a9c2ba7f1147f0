"""The property book: general statements about play that the pages make ("the howl freezes
every animal but the wolf", "never more than 8 cards on the table"), each checked in a
position from play (`hare_rules.core.properties`). A statement about a racing phase is
checked on every phase the position can start: each legal turn that lays the eighth card,
or the fourth of one animal, is played, and its phase is read from its effects.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["tales-and-games"]
    >>> state = game.scenario_state({"played": {"wolf": 1, "lamb": 3}, "howl": True})
    >>> PROPERTIES["howl-freezes-the-others"].check(game, state) is None
    True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass
from types import MappingProxyType

from hare_rules.core import Effect, Text
from hare_rules.core.properties import Property

from .cards import ANIMALS, FOX, HARE, LAMB, TORTOISE, WOLF, animal_of
from .limits import ANIMAL_LIMIT, HAND_SIZE, STARTING_BETS, TABLE_LIMIT
from .positions import starts_a_race
from .rules import legal_actions
from .state import State

MOVES = frozenset({"move", "stay", "nap", "nap_tied"})  # an animal's turn in a phase


@dataclass(frozen=True)
class Phase:
    """A racing phase started by `turn` in `before`: the table it ran with (the cards at the
    end of the turn), the state after it and its effects."""

    before: State
    turn: str
    table: Counter
    after: State
    effects: tuple[Effect, ...]

    def moved(self, animal: str) -> int:
        return sum(e.detail("n") for e in self.effects
                   if e.kind == "move" and e.detail("animal") == animal)

    def cards(self, animal: str) -> int:
        return sum(n for card, n in self.table.items() if animal_of(card) == animal)

    @property
    def howl(self) -> bool:
        return self.table["wolf-howl"] > 0


def phases(game, state: State) -> Iterator[Phase]:
    """Every racing phase a legal turn of `state` starts."""
    for turn in legal_actions(state):
        if not starts_a_race(state, turn):
            continue
        applied = game.apply(state, turn)
        table = Counter(state.table_cards) + Counter(turn.split(","))
        yield Phase(state, turn, table, applied.state, applied.effects)


def _first_failure(game, state: State, judge) -> str | None:
    for phase in phases(game, state):
        why = judge(phase)
        if why:
            return f"{why} after {phase.turn!r}"
    return None


# -- the table and the hands --------------------------------------------------------------
def _limits(game, state: State) -> str | None:
    # Racing Phase Trigger: never more than 8 cards, nor more than 4 of one animal (all
    # players' cards together): no legal turn goes over either.
    for turn in legal_actions(state):
        cards = turn.count(",") + 1
        animal = animal_of(turn.split(",", 1)[0])
        if state.table_total + cards > TABLE_LIMIT:
            return f"{turn!r} makes {state.table_total + cards} cards on the table"
        if state.on_table(animal) + cards > ANIMAL_LIMIT:
            return f"{turn!r} makes {state.on_table(animal) + cards} {animal} cards"
    return None


def _hands(game, state: State) -> str | None:
    # Turn Structure: refill the hand to 6 after every turn (so every turn starts with 6).
    for player in state.players:
        if player.hand is not None and len(player.hand) != HAND_SIZE:
            return f"{player.name} holds {len(player.hand)} cards"
    return None


def _bets(game, state: State) -> str | None:
    # Setup: 1 starting bet each (2 with two players), plus one racing card as second bet.
    want = STARTING_BETS[len(state.players)]
    for player in state.players:
        if len(player.bets) != want or player.second is None:
            return f"{player.name} holds bets {player.bets} and second bet {player.second}"
    return None


# -- the racing phase ----------------------------------------------------------------------
def _howl(phase: Phase) -> str | None:
    # Special Rules: with a howl card on the table only the wolf moves this phase.
    if phase.howl:
        moving = [a for a in ANIMALS if a != WOLF and phase.moved(a)]
        if moving:
            return f"with a howl the {moving[0]} moves {phase.moved(moving[0])}"
    return None


def _tortoise_and_lamb(phase: Phase) -> str | None:
    # Racing Phase: the tortoise and the lamb move even without a card (1 tile): without a
    # howl both move in every phase, unless over the finish.
    if phase.howl:
        return None
    for animal in (TORTOISE, LAMB):
        if not phase.before.is_over_finish(animal) and phase.moved(animal) < 1:
            return f"without a howl the {animal} does not move"
    return None


def _no_card_no_move(phase: Phase) -> str | None:
    # Racing Phase: the hare, the wolf and the fox move only with cards of their own.
    for animal in (HARE, WOLF, FOX):
        if phase.cards(animal) == 0 and phase.moved(animal):
            return f"the {animal} moves {phase.moved(animal)} without a card"
    return None


def _order(phase: Phase) -> str | None:
    # Racing Phase: the animals move in the fixed order hare, tortoise, wolf, fox, lamb,
    # each once, and reach the podium in that order.
    turns = [e.detail("animal") for e in phase.effects if e.kind in MOVES]
    if turns != sorted(turns, key=ANIMALS.index) or len(set(turns)) != len(turns):
        return f"the animals take their turns in the order {turns}"
    arrived = phase.after.finished[len(phase.before.finished):]
    if list(arrived) != sorted(arrived, key=ANIMALS.index):
        return f"the animals arrive in the order {arrived}"
    return None


def _podium_stays(phase: Phase) -> str | None:
    # Racing Phase: an animal over the finish stays there.
    for animal in phase.before.finished:
        if phase.moved(animal) or phase.after.position(animal) != phase.before.position(animal):
            return f"the {animal} over the finish moves again"
    return None


def _table_cleared(phase: Phase) -> str | None:
    # Racing Phase: after all movement the cards on the table are discarded.
    if phase.after.table_total:
        return f"{phase.after.table_total} cards stay on the table"
    discarded = Counter(c for e in phase.effects if e.kind == "discard"
                        for c in e.detail("cards"))
    if discarded != phase.table or (phase.after.discard is not None
                                    and Counter(phase.after.discard) < phase.table):
        return f"the discards get {dict(discarded)}, not the table {dict(phase.table)}"
    return None


def _phase(judge):
    return lambda game, state: _first_failure(game, state, judge)


LATE = MappingProxyType({"late": True})

PROPERTIES = MappingProxyType({prop.id: prop for prop in (
    Property("table-limits", Text(
        "Auf dem Tisch liegen nie mehr als 8 Karten und nie mehr als 4 eines Tiers, die "
        "Karten aller Spieler zusammengezählt.",
        "The table never holds more than 8 cards, nor more than 4 of one animal, all "
        "players' cards counted together."), _limits),
    Property("hand-of-six", Text(
        "Zu Beginn jedes Zuges hat jeder Spieler 6 Karten auf der Hand.",
        "At the start of every turn each player holds 6 cards."), _hands),
    Property("bets-as-dealt", Text(
        "Jeder Spieler hält 1 Startwette (zu zweit 2) und eine zweite Wette.",
        "Every player holds 1 starting bet (2 with two players) and a second bet."), _bets),
    Property("howl-freezes-the-others", Text(
        "In einer Rennphase mit Geheul auf dem Tisch zieht kein Tier außer dem Wolf.",
        "In a racing phase with a howl on the table no animal but the wolf moves."),
        _phase(_howl)),
    Property("tortoise-and-lamb-always-move", Text(
        "Ohne Geheul ziehen Schildkröte und Lamm in jeder Rennphase, solange sie nicht über "
        "dem Ziel sind.",
        "Without a howl the tortoise and the lamb move in every racing phase, as long as "
        "they are not over the finish."), _phase(_tortoise_and_lamb)),
    Property("no-card-no-move", Text(
        "Ohne eigene Karte auf dem Tisch ziehen Hase, Wolf und Fuchs nie.",
        "Without a card of their own on the table the hare, the wolf and the fox never "
        "move."), _phase(_no_card_no_move)),
    Property("move-order", Text(
        "In jeder Rennphase sind die Tiere genau einmal an der Reihe, immer in der "
        "Reihenfolge Hase, Schildkröte, Wolf, Fuchs, Lamm, und in ihr kommen sie auch über "
        "das Ziel.",
        "In every racing phase each animal has its turn once, always in the order hare, "
        "tortoise, wolf, fox, lamb, and in that order they cross the finish."),
        _phase(_order), LATE),
    Property("podium-animals-stay", Text(
        "Ein Tier über dem Ziel zieht nie wieder.",
        "An animal over the finish never moves again."), _phase(_podium_stays), LATE),
    Property("race-clears-the-table", Text(
        "Nach jeder Rennphase ist der Tisch leer: Alle Karten, die dort lagen, kommen auf "
        "den Ablagestapel.",
        "After every racing phase the table is empty: every card that lay there goes to "
        "the discards."), _phase(_table_cleared)),
)})
