"""Edition `tales-and-games` behind the game protocol (hare_rules.core.Game): the class
`TalesAndGames`, whose one instance is the package's `GAME`."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from hare_rules.core import Applied, Effect, FactError, Game, Run, Text
from hare_rules.core.protocol import Quantity

from . import notation, rules, scenario
from .cards import (
    ANIMALS,
    CARD_IDS,
    CARD_SUPPLY,
    STREAM_TILES,
    TRACK_TILES,
    animal_of,
    sort_cards,
)
from .clauses import CLAUSES
from .explain import unexplained, why
from .facts import FACTS
from .limits import DEALT, PLAYER_COUNTS, STARTING_BETS
from .picture import PICTURE_STYLE
from .picture import picture as draw
from .positions import POSITION_KNOBS, playout_action, position_problems, positions_from_play
from .properties import PROPERTIES
from .sentences import REASONS
from .state import Player, State

QUANTITIES = {
    "moved": Text("Felder, die das Tier in der Rennphase zieht",
                  "tiles the animal moves in the racing phase"),
    "position": Text("Feld des Tiers danach (12 = über dem Ziel)",
                     "the animal's tile afterwards (12 = over the finish)"),
    "score": Text("Punkte des Spielers", "the player's points"),
    "table": Text("Karten auf dem Tisch danach", "cards on the table afterwards"),
    "max_cards": Text("höchstens spielbare Karten dieses Tiers",
                      "most cards of this animal that may be played"),
    "podium": Text("Tiere auf dem Podest", "animals on the podium"),
    "place": Text("Tier auf diesem Podestplatz", "the animal in this podium place"),
    "winner": Text("Gewinner", "winners"),
    "moved_animals": Text("Tiere, die in der Rennphase ziehen",
                          "animals that move in the racing phase"),
    "moved_together": Text("alle Tiere, die in der Rennphase ziehen, als eine Antwort "
                           "(\"tortoise+lamb\", \"none\")",
                           "all animals that move in the racing phase, as one answer "
                           "(\"tortoise+lamb\", \"none\")"),
    "podium_together": Text("alle Tiere, die in diesem Zug einen Podestplatz bekommen, als "
                            "eine Antwort (\"tortoise+wolf\", \"none\")",
                            "all animals that get a podium place in this turn, as one answer "
                            "(\"tortoise+wolf\", \"none\")"),
    "winners_together": Text("alle Gewinner als eine Antwort (\"A+B\")",
                             "all winners as one answer (\"A+B\")"),
    "playable": Text("Tiere, die der Spieler am Zug spielen darf",
                     "animals the player to move may play"),
}


class TalesAndGames(Game[State]):
    id = notation.GAME_ID
    title = Text("Hase und Schildkröte (Kartenspiel, Tales & Games)",
                 "The Hare & the Tortoise (card game, Tales & Games)")
    player_counts = PLAYER_COUNTS
    reason_codes = frozenset(REASONS)
    then_keys = scenario.THEN_KEYS
    facts = FACTS
    quantities = QUANTITIES
    clauses = CLAUSES

    # --- states ------------------------------------------------------------------------
    def scenario_state(self, given: Mapping, *, track: str | None = None,
                       variants: Sequence[str] = ()) -> State:
        if track is not None:
            from hare_rules.core import ScenarioFormatError

            raise ScenarioFormatError(("track",), "this game has no `track`; give "
                                                  "`given.streams` instead")
        return scenario.scenario_state(given)

    def parse_state(self, text: str) -> State:
        return notation.parse_state(text)

    def format_state(self, state: State) -> str:
        return notation.format_state(state)

    def start_state(self, players: int, seed: int) -> State:
        """Setup drawn from `seed`: bets, streams, the deal of 7, the second bet, the pile."""
        if players not in PLAYER_COUNTS:
            raise ValueError(f"{self.id} is for 2 to 5 players, not {players}")
        rng = random.Random(seed)
        # Setup: shuffle the starting bets; 1 each (2 each with two players), the rest unseen.
        bets = list(ANIMALS)
        rng.shuffle(bets)
        per = STARTING_BETS[players]
        # Setup: the 11 tiles in random order, two of them with a stream.
        streams = tuple(sorted(rng.sample(range(1, TRACK_TILES + 1), STREAM_TILES)))
        # Setup: shuffle the 81 racing cards and deal 7 each ...
        deck = [card for card in CARD_IDS for _ in range(CARD_SUPPLY[card])]
        rng.shuffle(deck)
        seats = []
        for seat in range(players):
            dealt = deck[seat * DEALT:(seat + 1) * DEALT]
            # ... each player lays one of them face down as the second bet (here: drawn).
            second = dealt.pop(rng.randrange(DEALT))
            seats.append(Player("ABCDE"[seat], tuple(bets[seat * per:(seat + 1) * per]),
                                second, sort_cards(dealt)))
        return State(
            streams=streams,
            positions=(0,) * len(ANIMALS),
            finished=(),
            table=(0,) * len(CARD_IDS),
            players=tuple(seats),
            to_move=0,
            first=0,
            pile=tuple(deck[players * DEALT:]),
            discard=(),
            shuffle_seed=rng.randrange(2**31),
        )

    # --- rules -------------------------------------------------------------------------
    def legal_actions(self, state: State) -> list[str]:
        return rules.legal_actions(state)

    def reasons_against(self, state: State, action: str):
        return rules.reasons_against(state, action)

    def apply(self, state: State, action: str) -> Applied[State]:
        return rules.apply(state, action)

    def is_over(self, state: State) -> bool:
        return state.over

    def to_move(self, state: State) -> str | None:
        return None if state.over else state.players[state.to_move].name

    def candidate_actions(self, state: State) -> list[str]:
        return rules.candidate_actions(state)

    def normalize_action(self, action: str) -> str:
        return rules.normalize(action)

    def read_action_code(self, text: str, lang: str) -> str:
        """The code ("fox,fox"), or the cards in the reader's words ("2 Füchse")."""
        action = rules.normalize(text)
        if action == rules.RACE or self.action_problem(action) is None:
            return action
        return notation.read_turn_words(text) or action

    def action_problem(self, action: str) -> str | None:
        if action.strip() == rules.RACE:
            return None
        cards = rules.split_turn(action)
        unknown = [c for c in cards if c not in CARD_IDS]
        if unknown:
            return (f"unknown card {unknown[0]!r} in {action!r}: a turn is cards separated by "
                    f"commas ({', '.join(CARD_IDS)}), or `race`")
        return None

    # --- scenarios ---------------------------------------------------------------------
    def parse_then(self, then: Mapping, state: State):
        return scenario.parse_then(then, state)

    def check_then(self, expected, run: Run):
        return scenario.check_then(expected, run)

    # --- content -----------------------------------------------------------------------
    def quantity(self, name: str, run: Run) -> Quantity:
        kind, _, arg = name.partition(":")
        after = run.after
        if kind in ("moved", "position", "max_cards"):
            if arg not in ANIMALS:
                raise FactError(f"{kind}:ANIMAL needs an animal ({', '.join(ANIMALS)})")
            if kind == "moved":
                return scenario.moved_in(run)[arg]
            if kind == "position":
                return after.position(arg)
            plays = [a for a in rules.legal_actions(after) if animal_of(a.split(",")[0]) == arg]
            return max((len(a.split(",")) for a in plays), default=0)
        if kind == "place":
            if arg not in ("1", "2", "3"):
                raise FactError("place:N needs a podium place 1..3")
            animal = after.podium[int(arg) - 1:int(arg)]
            return tuple(animal)
        if kind == "score":
            table = rules.scores(after)
            if arg not in table:
                raise FactError(f"score:NAME needs a player ({', '.join(table)})")
            return table[arg]
        if arg:
            raise FactError(f"{kind} takes no argument")
        if kind == "table":
            return after.table_total
        if kind == "podium":
            return after.podium
        if kind == "winner":
            return rules.winners(after)
        if kind == "moved_animals":
            return tuple(a for a, n in scenario.moved_in(run).items() if n)
        if kind == "moved_together":
            moved = [a for a, n in scenario.moved_in(run).items() if n]
            return ("+".join(moved) or "none",)
        if kind == "podium_together":
            new = [a for a in after.podium if a not in run.before.podium]
            return ("+".join(new) or "none",)
        if kind == "winners_together":
            return ("+".join(rules.winners(after)),)
        if kind == "playable":
            return tuple(a for a in ANIMALS if any(
                animal_of(x.split(",")[0]) == a for x in rules.legal_actions(after)))
        raise FactError(f"{self.id} has no quantity {name!r} (known: {', '.join(QUANTITIES)})")

    def describe_action(self, action: str, lang: str, state: State | None = None) -> str:
        return rules.describe_turn(action, lang)

    def why(self, run: Run, asks: str | None = None):
        return why(run, asks)

    picture_style = PICTURE_STYLE

    def picture(self, state: State, lang: str, action: str | None = None, id_prefix: str = "",
                asks: str | None = None, moves=(), you: str | None = None):
        # No number a question asks for is drawn outside an index: tile numbers and podium
        # places are indices, the other numbers (cards on the table) are the question's own.
        # `you`: the player the question calls "du"/"you" (refresher's `addressed`), named
        # so in the picture ("Am Zug: A (du)"); the refresher does not pass it yet.
        return draw(state, lang, action, id_prefix, you=you)

    def pieces(self, state: State) -> tuple[str, ...]:
        """The five animals (on the track or the podium) and the players."""
        return (*ANIMALS, *(p.name for p in state.players))

    def referee(self):
        from .referee import REFEREE  # loaded when the referee page asks

        return REFEREE

    # --- positions from play ------------------------------------------------------------
    position_knobs = POSITION_KNOBS
    properties = PROPERTIES

    def position_problems(self, state: State):
        return position_problems(state)

    def positions(self, count: int, seed: int, **knobs):
        return positions_from_play(self, count, seed, **knobs)

    def playout_action(self, state: State, actions, rng, late: bool = False) -> str:
        return playout_action(state, actions, rng, late)

    # --- conformance -------------------------------------------------------------------
    def unexplained(self, before: State, after: State, effects: tuple[Effect, ...]) -> list[str]:
        return unexplained(before, after, effects)
