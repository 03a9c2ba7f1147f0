"""Positions that can happen: every reason the rules prove a state cannot arise in play
from `start_state` (`position_problems`), sound — only what the rules rule out; where in
doubt, the position is allowed.

What the engine already refuses to build at all (`sanity`, an InvalidStateError): tiles
outside 0..12, an animal over the finish that is not among the arrivals (or the other way
round), more than 8 cards on the table or more than 4 of one animal, more cards of a kind
than the game has (table, hands, pile, discards and second bets together), two players of
one name; a scenario's `given` also refuses 1 or 6 players, a stream tile named twice or
off the track, and a howl without a wolf card on the table.

What can be stated but never arises in play (the codes of `PROBLEMS`):
- setup: exactly 2 stream tiles; 2 to 5 players; each player's bets (2 starting bets and
  the second bet with two players, else 1 and 1), the starting bets one card per animal;
- turns: a hand of 6 at the start of every turn (the pile and the discards always hold
  more than a refill needs); no table that should have started a racing phase; the cards
  on the table fit the turns played since the last racing phase, which the player to
  move and the holder of the first-player token count; after the last phase the table is
  cleared;
- the track: the hare stands on even tiles only; the tortoise and the lamb move in every
  racing phase without a howl, so their tiles bound how many such phases there were, and
  every other animal's tile needs some; the animals arriving in the last phase arrive in
  movement order; the discards (where stated) hold at most 8 cards per racing phase, and
  at least 4 per racing phase the tiles need while no reshuffle can have happened (the
  cards played so far fit into the pile dealt at setup); and, exactly, the
  tiles and arrivals must be what some sequence of racing phases gives from the start line,
  each started by a table of exactly 8 cards or 4 of one animal (`reach`, `unreachable`).

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["tales-and-games"]
    >>> [p.code for p in position_problems(game.scenario_state({"animals": {"hare": 5}}))]
    ['hare_odd_tile', 'phases']
    >>> position_problems(game.start_state(3, seed=1))
    ()
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import pairwise, product
from math import ceil
from random import Random
from typing import Any

from hare_rules.core import Game, Reason, Text
from hare_rules.core.positions import check_knobs, playouts
from hare_rules.core.sentences import Listing, check_table

from .cards import (
    ANIMALS,
    CARD_SUPPLY,
    HARE,
    LAMB,
    OVER_FINISH,
    START_LINE,
    STREAM_TILES,
    TORTOISE,
    WOLF,
    animal_of,
)
from .limits import (
    DEALT,
    HAND_SIZE,
    MAX_PLAY,
    PLAYER_COUNTS,
    RACE_AT_ANIMAL,
    RACE_AT_TOTAL,
    STARTING_BETS,
    TABLE_LIMIT,
)
from .reach import can_arise
from .sentences import animal_words, cards_words
from .state import State, evolve

PROBLEMS = {
    "stream_count": (
        f"Die Strecke hat genau {STREAM_TILES} Bachfelder, nicht {{n}}.",
        f"The track has exactly {STREAM_TILES} stream tiles, not {{n}}.",
    ),
    "player_count": (
        "Das Spiel ist für 2 bis 5 Spieler, nicht für {n}.",
        "The game is for 2 to 5 players, not {n}.",
    ),
    "bets_count": (
        "{player} hält {n:#Wette|Wetten}, bei {players} Spielern hat jeder {want} "
        "({starting:#Startwette|Startwetten} und die zweite Wette).",
        "{player} holds {n:#bet|bets}; with {players} players each holds {want} "
        "({starting:#starting bet|starting bets} and the second bet).",
    ),
    "starting_bets": (
        "Es gibt nur eine Startwette je Tier, aber die Wetten von {players} brauchen "
        "zwei Startwetten auf ein Tier.",
        "There is one starting bet per animal, but the bets of {players} need two starting "
        "bets on one animal.",
    ),
    "hand_size": (
        f"{{player}} hat {{n:#Karte|Karten}} auf der Hand; zu Beginn jedes Zuges sind es "
        f"{HAND_SIZE}, denn nach jedem Zug wird aufgefüllt.",
        f"{{player}} holds {{n:#card|cards}}; at the start of every turn a hand holds "
        f"{HAND_SIZE}, as it is refilled after each turn.",
    ),
    "race_due": (
        "{cards} liegen auf dem Tisch: Damit hätte schon am Ende des letzten Zuges die "
        "Rennphase begonnen.",
        "{cards} are on the table: the racing phase would have started at the end of the "
        "last turn.",
    ),
    "turns_since_race": (
        "{first} hat den Startspielerstein und {mover} ist am Zug, also liegen seit der "
        "letzten Rennphase {turns:#Zug|Züge} hinter uns (oder volle Runden mehr); "
        "{cards} passen nicht dazu, denn jeder Zug legt 1 bis {most} Karten eines Tiers.",
        "{first} holds the first-player token and {mover} is to move, so {turns:#turn has|"
        "turns have} been played since the last racing phase (or whole rounds more); "
        "{cards} cannot come from that, as each turn lays 1 to {most} cards of one animal.",
    ),
    "token_holder_plays": (
        "Auf dem Tisch liegt keine Karte, also hat seit der letzten Rennphase (oder seit "
        "Spielbeginn) niemand gespielt: Am Zug wäre {first} mit dem Startspielerstein, "
        "nicht {mover}.",
        "No card is on the table, so nobody has played since the last racing phase (or "
        "since the start): {first}, who holds the first-player token, would be to move, "
        "not {mover}.",
    ),
    "over_table": (
        "Das Spiel ist vorbei, aber Karten liegen auf dem Tisch: Nach der letzten "
        "Rennphase wird der Tisch geräumt.",
        "The game is over, yet cards are on the table: after the last racing phase the "
        "table is cleared.",
    ),
    "hare_odd_tile": (
        "Der Hase zieht 2 Felder oder gar keins, auf Feld {tile} kann er nicht stehen.",
        "The hare moves 2 tiles or none, so it cannot stand on tile {tile}.",
    ),
    "phases": (
        "{slow} hat höchstens {most:#Rennphase|Rennphasen} ohne Geheul hinter sich "
        "({why}), {fast} braucht aber mindestens {least}.",
        "{slow} has had at most {most:#racing phase|racing phases} without a howl "
        "({why}), but {fast} needs at least {least}.",
    ),
    "arrival_order": (
        "Das dritte und jedes spätere Tier über dem Ziel kommen in der letzten Rennphase "
        "an, also in Zugreihenfolge: {later} kann nicht vor {earlier} angekommen sein.",
        "The third and any later animal over the finish arrive in the last racing phase, "
        "so in movement order: {later} cannot have arrived before {earlier}.",
    ),
    "unreachable": (
        "Keine Folge von Rennphasen bringt die Tiere von der Startlinie {where}: Eine "
        f"Rennphase beginnt erst, wenn genau {RACE_AT_TOTAL} Karten oder {RACE_AT_ANIMAL} "
        "Karten eines Tiers auf dem Tisch liegen, und kein solcher Tisch, Phase für Phase, "
        "führt dorthin.",
        "No sequence of racing phases brings the animals from the starting line {where}: a "
        f"racing phase starts only when exactly {RACE_AT_TOTAL} cards or {RACE_AT_ANIMAL} "
        "cards of one animal lie on the table, and no such tables, phase after phase, lead there.",
    ),
    "discards": (
        "{n:#Karte liegt|Karten liegen} auf dem Ablagestapel, aber {phases}.",
        "{n:#card is|cards are} in the discards, but {phases}.",
    ),
    "discards_too_few": (
        "{n:#Karte liegt|Karten liegen} auf dem Ablagestapel, aber {where} braucht "
        "mindestens {phases:#Rennphase|Rennphasen}, und jede legt mindestens "
        f"{RACE_AT_ANIMAL} Karten ab. Gemischt wird der Ablagestapel erst, wenn der "
        "Nachziehstapel leer ist, und von seinen {pile} Karten sind bisher höchstens "
        "{drawn} gezogen.",
        "{n:#card is|cards are} in the discards, but {where} needs at least "
        "{phases:#racing phase|racing phases}, and each discards at least "
        f"{RACE_AT_ANIMAL} cards. The discards are reshuffled only when the draw pile is "
        "empty, and at most {drawn} of its {pile} cards have been drawn so far.",
    ),
}
check_table(PROBLEMS, "tales-and-games position problems")


def problem(code: str, **params: Any) -> Reason:
    return Reason.from_table(PROBLEMS, code, **params)


# -- setup --------------------------------------------------------------------------------
def _setup_problems(state: State) -> list[Reason]:
    found = []
    # Setup: the 11 tiles are laid in random order, two of them with a stream.
    if len(state.streams) != STREAM_TILES:
        found.append(problem("stream_count", n=len(state.streams)))
    players = len(state.players)
    if players not in PLAYER_COUNTS:
        return found + [problem("player_count", n=players)]
    # Setup: 1 starting bet each (2 each with two players) and one racing card as the
    # second bet. A player without bets is one whose bets the scenario does not state.
    starting = STARTING_BETS[players]
    for player in state.players:
        held = len(player.all_bets)
        if held and held != starting + 1:
            found.append(problem("bets_count", player=player.name, n=held, players=players,
                                 want=starting + 1, starting=starting))
    if not found and not _starting_bets_can_be_dealt(state, starting):
        stated = [p.name for p in state.players if p.all_bets]
        found.append(problem("starting_bets", players=Listing(tuple(stated))))
    return found


def _starting_bets_can_be_dealt(state: State, starting: int) -> bool:
    """Whether every player's bets split into `starting` starting bets, all of different
    animals across the table (one starting-bet card per animal), and a second bet."""
    options = []
    for player in state.players:
        if not player.all_bets:
            continue
        if player.second is not None:  # the deal is known: starting bets and second bet
            options.append([player.bets])
        else:  # a scenario lists every bet: any one of them may be the second
            bets = player.bets
            options.append([bets[:i] + bets[i + 1:] for i in range(len(bets))])
    for choice in product(*options):
        animals = [a for bets in choice for a in bets]
        if len(animals) == len(set(animals)):
            return True
    return False


# -- turns --------------------------------------------------------------------------------
def _turn_problems(state: State) -> list[Reason]:
    found = []
    # Turn Structure: refill the hand to 6 after every turn. The pile and the discards
    # always hold enough: 81 cards, of which hands, second bets and the table take at most
    # 5 * 7 + 8.
    for player in state.players:
        if player.hand is not None and len(player.hand) != HAND_SIZE:
            found.append(problem("hand_size", player=player.name, n=len(player.hand)))
    total = state.table_total
    # Racing Phase Trigger: exactly 8 cards, or exactly 4 of one animal, at the end of a
    # turn start the racing phase, which clears the table: no turn starts with them.
    fours = [a for a in ANIMALS if state.on_table(a) == RACE_AT_ANIMAL]
    if total == RACE_AT_TOTAL:
        found.append(problem("race_due", cards=Text(f"{total} Karten", f"{total} cards")))
    elif fours:
        found.append(problem("race_due", cards=cards_words(fours[0], RACE_AT_ANIMAL)))
    # End: the game ends with a racing phase, and every phase ends with the table cleared.
    if state.over and total:
        found.append(problem("over_table"))
    elif not found:
        found += _turns_since_race(state)
    return found


def _turns_since_race(state: State) -> list[Reason]:
    # Racing Phase: after it the token passes and its new holder plays next (our reading);
    # at the start, the first player holds it. So the turns since then are the seats from
    # the holder to the player to move (or whole rounds more), and each turn laid 1 to 4
    # cards of one animal (Turn Structure).
    seats = len(state.players)
    since = (state.to_move - state.first) % seats
    total = state.table_total
    animals = sum(1 for a in ANIMALS if state.on_table(a))
    first, mover = state.players[state.first].name, state.players[state.to_move].name
    if total == 0:
        return [] if since == 0 else [problem("token_holder_plays", first=first, mover=mover)]
    if any(animals <= turns <= total for turns in range(since, total + 1, seats)):
        return []
    cards = (Text(f"die {total} Karten auf dem Tisch", f"the {total} cards on the table")
             if total > 1 else Text("die eine Karte auf dem Tisch", "the one card on the table"))
    return [problem("turns_since_race", first=first, mover=mover, turns=since, cards=cards,
                    most=MAX_PLAY)]


# -- the track ----------------------------------------------------------------------------
# Racing Phase (movement table): without a howl the tortoise moves 1 or 2 tiles and the
# lamb 1 to 5 (never 0, a stream only stops it after at least one tile); the hare moves 0
# or 2, the fox 0 to 4. So N, the racing phases without a howl so far, is at most the tile
# of a tortoise or lamb still on the track, and at least what every animal's tile needs.
MOST_PER_PHASE = {HARE: 2, TORTOISE: 2, "fox": 4, LAMB: 5}


def _lamb_phases(state: State, tile: int) -> int:
    """Racing phases the lamb needs at least to reach `tile`: it moves at most 5 tiles a
    phase and ends a phase on every stream tile it passes."""
    stops = [START_LINE, *[s for s in state.streams if s < tile], tile]
    return sum(ceil((b - a) / MOST_PER_PHASE[LAMB]) for a, b in pairwise(stops))


def _where(animal: str, tile: int) -> Text:
    the = animal_words(animal)
    if tile >= OVER_FINISH:
        return Text(f"{the.de} über dem Ziel", f"{the.en} over the finish")
    if tile == START_LINE:
        return Text(f"{the.de} an der Startlinie", f"{the.en} on the starting line")
    return Text(f"{the.de} auf Feld {tile}", f"{the.en} on tile {tile}")


def _lower(where: Text) -> Text:
    return Text(where.de[0].lower() + where.de[1:], where.en[0].lower() + where.en[1:])


MOVES_EACH_PHASE = {
    TORTOISE: Text("sie zieht in jeder mindestens 1 Feld", "it moves at least 1 tile in each"),
    LAMB: Text("es zieht in jeder mindestens 1 Feld", "it moves at least 1 tile in each"),
}


def _track_problems(state: State) -> list[Reason]:
    found = []
    hare = state.position(HARE)
    if not state.is_over_finish(HARE) and hare % 2:
        found.append(problem("hare_odd_tile", tile=hare))
    most = [(state.position(a), a) for a in (TORTOISE, LAMB) if not state.is_over_finish(a)]
    least = []
    for animal in (HARE, TORTOISE, "fox", LAMB):
        tile = state.position(animal)
        if animal == LAMB:
            need = _lamb_phases(state, tile)
        else:
            need = ceil(tile / MOST_PER_PHASE[animal])
        least.append((need, animal))
    if most and least:
        cap, slow = min(most, key=lambda item: (item[0], ANIMALS.index(item[1])))
        need, fast = max(least, key=lambda item: (item[0], -ANIMALS.index(item[1])))
        if need > cap:
            found.append(problem("phases", slow=_where(slow, cap), most=cap,
                                 why=MOVES_EACH_PHASE[slow],
                                 fast=_lower(_where(fast, state.position(fast))),
                                 least=need))
    # Racing Phase: animals reach the podium in the order they move; End: the phase in
    # which the third arrives is the last, so the third and any later one arrive in it.
    last = state.finished[2:]
    for earlier, later in pairwise(last):
        if ANIMALS.index(later) < ANIMALS.index(earlier):
            found.append(problem("arrival_order", later=animal_words(later),
                                 earlier=_lower(animal_words(earlier))))
            break
    if not found:
        found += _reach_problems(state)
    found += _discard_problems(state)
    return found


def _reach_problems(state: State) -> list[Reason]:
    # Racing Phase Trigger and Racing Phase: the animals move only in racing phases, each
    # started by a table of exactly 8 cards or 4 of one animal; an exact search (`reach`)
    # over such tables from the start line names the tiles (and arrivals) none can give.
    if can_arise(state.streams, state.positions, state.finished):
        return []
    where = (Text("auf diese Felder", "to these tiles") if not state.finished else
             Text("auf diese Felder und in dieser Reihenfolge über das Ziel",
                   "to these tiles and over the finish in this order"))
    return [problem("unreachable", where=where)]


def _most_phases(state: State) -> int | None:
    """The most racing phases there can have been, or None if nothing bounds them: those
    without a howl by a tortoise or lamb on the track, those with a howl by the wolf on
    the track (a howl card is a wolf card, so the wolf moves at least 1 tile in them)."""
    without = [state.position(a) for a in (TORTOISE, LAMB) if not state.is_over_finish(a)]
    if not without or state.is_over_finish(WOLF):
        return None
    return min(without) + state.position(WOLF)


def _least_phases(state: State) -> tuple[int, str]:
    """The fewest racing phases that bring the animals to their tiles, and the animal that
    needs them: per phase the hare moves at most 2 tiles, the tortoise 2, the wolf 3, the
    fox 4, the lamb 5 (and it ends a phase on every stream tile it passes)."""
    most = {**MOST_PER_PHASE, WOLF: 3}
    return max(((_lamb_phases(state, state.position(a)) if a == LAMB
                 else ceil(state.position(a) / most[a])), -ANIMALS.index(a), a)
               for a in ANIMALS)[::2]


def _discards_too_few(state: State, discard: tuple[str, ...]) -> list[Reason]:
    # Racing Phase: every phase discards its table, at least 4 cards (exactly 8, or 4 of
    # one animal, start it); Special Rules: only when the deck runs out are the discards
    # shuffled into a new deck. Every card played was drawn back (refill to 6), so while
    # the cards played so far fit into the pile dealt at setup, nothing was reshuffled.
    (phases, animal), most = _least_phases(state), _most_phases(state)
    if most is None or not phases:
        return []
    pile = sum(CARD_SUPPLY.values()) - DEALT * len(state.players)
    drawn = TABLE_LIMIT * most + state.table_total
    if drawn > pile or len(discard) >= RACE_AT_ANIMAL * phases:
        return []
    return [problem("discards_too_few", n=len(discard),
                    where=_lower(_where(animal, state.position(animal))), phases=phases,
                    pile=pile, drawn=drawn)]


def _discard_problems(state: State) -> list[Reason]:
    # Racing Phase: after the movement all cards on the table (at most 8) are discarded;
    # the discards only ever grow that way (a reshuffle empties them).
    if state.discard is None:  # not stated
        return []
    phases = _most_phases(state)
    if phases is None or len(state.discard) <= TABLE_LIMIT * phases:
        return _discards_too_few(state, state.discard)
    if phases == 0:
        said = Text("es gab noch keine Rennphase (alle Tiere stehen an der Startlinie)",
                     "no racing phase has happened yet (every animal is on the starting line)")
    else:
        said = Text(f"es gab höchstens {phases} Rennphasen mit je höchstens "
                     f"{TABLE_LIMIT} Karten" if phases > 1 else
                     f"es gab höchstens eine Rennphase mit höchstens {TABLE_LIMIT} Karten",
                     f"there have been at most {phases} racing phases of at most "
                     f"{TABLE_LIMIT} cards each" if phases > 1 else
                     f"there has been at most one racing phase of at most {TABLE_LIMIT} "
                     "cards")
    return [problem("discards", n=len(state.discard), phases=said)]


def position_problems(state: State) -> tuple[Reason, ...]:
    """Every reason `state` cannot arise in play (empty: it can, as far as the rules say)."""
    return tuple(_setup_problems(state) + _turn_problems(state) + _track_problems(state))



# -- positions from play ----------------------------------------------------------------
POSITION_KNOBS = {
    "players": Text("Spieler je Partie (2 bis 5; ohne: jede Zahl)",
                    "players per game (2 to 5; without: any)"),
    "late": Text("die zweite Hälfte längerer Partien, in denen die meisten Züge eine "
                 "Rennphase auslösen (Tiere nahe am Ziel und auf dem Podest)",
                 "the second half of longer games in which most turns start a racing "
                 "phase (animals near the finish and on the podium)"),
    "podium": Text("nur Stellungen mit mindestens so vielen Tieren über dem Ziel (0 bis 5)",
                   "only positions with at least this many animals over the finish (0 to 5)"),
    "hands": Text("known: Handkarten, Stapel und Mischen wie gespielt; unknown: vergessen (wie "
                  "ein Szenario ohne `hand` und `deck`)",
                  "known: hands, pile and reshuffles as played; unknown: forgotten (like a "
                  "scenario without `hand` and `deck`)"),
}
LATE_RACE = 0.8  # with `late`, how often random play takes a turn that starts a race


def starts_a_race(state: State, action: str) -> bool:
    """Whether a legal turn ends with 8 cards on the table or 4 of one animal."""
    cards = action.count(",") + 1
    return (state.table_total + cards == RACE_AT_TOTAL
            or state.on_table(animal_of(action.split(",", 1)[0])) + cards == RACE_AT_ANIMAL)


def playout_action(state: State, actions: Sequence[str], rng: Random, late: bool) -> str:
    """Any legal turn; with `late` mostly one that starts a racing phase, so that the
    animals run far and reach the podium within a playout."""
    if late and rng.random() < LATE_RACE:
        racing = [a for a in actions if starts_a_race(state, a)]
        if racing:
            return racing[rng.randrange(len(racing))]
    return actions[rng.randrange(len(actions))]


def forget_hands(state: State) -> State:
    """The same position with the hands, the pile and the next reshuffle not stated (a
    scenario without `hand` and `deck`): it can arise wherever the full one can."""
    players = tuple(evolve_player(p) for p in state.players)
    return evolve(state, players=players, pile=None, shuffle_seed=None, shuffle_order=None)


def evolve_player(player):
    from .state import Player

    return Player(player.name, player.bets, player.second, None)


def positions_from_play(game: Game, count: int, seed: int, **knobs: Any) -> Iterator[State]:
    """`count` positions of seeded random play (core `playouts`), each state of each
    playout in turn (with `late`: of its second half); `podium` skips those with fewer
    animals over the finish (3 or more: the end of a game, one per playout), `hands`
    forgets the hands and the pile."""
    check_knobs(game, knobs, set(POSITION_KNOBS))
    players, late = knobs.get("players"), bool(knobs.get("late", False))
    podium, hands = knobs.get("podium", 0), knobs.get("hands", "known")
    if not (isinstance(podium, int) and 0 <= podium <= len(ANIMALS)):
        raise ValueError(f"{game.id}: podium is 0 to {len(ANIMALS)}, not {podium!r}")
    if hands not in ("known", "unknown"):
        raise ValueError(f"{game.id}: hands is known or unknown, not {hands!r}")
    given = 0
    for played in playouts(game, seed, players, late):
        # `late`: the second half of each game only (the first turns look alike).
        for state in played.states[len(played.states) // 2 if late else 0:]:
            if given == count:
                return
            if len(state.finished) < podium:
                continue
            yield forget_hands(state) if hands == "unknown" else state
            given += 1
