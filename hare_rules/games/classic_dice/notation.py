"""One-line notation of a dice-edition state; `parse_state(format_state(s)) == s`.

    classic-dice *A:12:40:2 B:G1:8:0 C:7/skip1:65:3
    classic-dice A:10/ate,G1:80:4 *B:3,0:95:5 due=roll.1.6

- first word: the game id;
- one word per player in seat order: `NAME:PAWNS:CARROTS:LETTUCE`; PAWNS is one pawn, or
  two (comma-separated) in the two-pawn game: a square `0..64`, or `G<place>` for a pawn in
  the goal, with flags after `/`: `ate`, `skipN`, `eat` (the result eat-lettuce is pending);
  `*` marks the player to move;
- optional `due=KIND.PAWN.COST` mid-turn (`roll`, `choice` or `again`; pawn from 1; the cost
  of the move onto the hare square), and `track=` (codes joined by `.`) for another board.

The state formats itself (`state.format_state`, re-exported here); this module parses.
"""

from __future__ import annotations

from hare_rules.core import InvalidStateError, NotationError, Text
from hare_rules.core.limits import digits_problem
from hare_rules.hare_race.board import MOST_FIELDS, STANDARD_TRACK
from hare_rules.hare_race.track import Track, TrackError

from .state import AGAIN, CHOICE, GAME_ID, ROLL, Due, Pawn, Player, State
from .state import first_problem as first_problem  # the state checks itself when built
from .state import format_state as format_state  # the state formats itself

WHAT_DE = {"a finishing place": "Zielplatz", "a square": "Feld", "skip": "Aussetzen",
           "carrots": "Karotten", "lettuce": "Salate", "the pawn": "Figur",
           "the cost": "Kosten"}


def _number(text: str, what: str, line: str) -> int:
    # ASCII digits, at most six (hare_rules.core.limits): `isdigit` takes '²', and no count
    # of the game (squares, carrots, turns to miss) has more digits.
    problem = digits_problem(text, Text(WHAT_DE.get(what, what), what))
    if problem is not None:
        raise NotationError(f"{problem.en}, in {line[:80]!r}", text=problem)
    return int(text)


def _parse_pawn(text: str, track: Track, line: str) -> Pawn:
    square, *flags = text.split("/")
    if square.startswith("G"):
        place: int | None = _number(square[1:], "a finishing place", line)
        field = track.goal
    else:
        place, field = None, _number(square, "a square", line)
    ate, skip, eat_next = False, 0, False
    for flag in flags:
        if flag == "ate":
            ate = True
        elif flag == "eat":
            eat_next = True
        elif flag.startswith("skip"):
            skip = _number(flag[4:], "skip", line)
        else:
            raise NotationError(f"unknown pawn flag {flag!r} in {line!r}",
                                text=Text(f"Unbekannte Markierung „{flag}“ einer Figur.",
                                          f"Unknown pawn flag '{flag}'."))
    return Pawn(field, place, ate, skip, eat_next)


def parse_state(text: str) -> State:
    """Inverse of `format_state`; NotationError quoting the text."""
    words = text.split()
    if not words or words[0] != GAME_ID:
        raise NotationError(f"a {GAME_ID} state starts with {GAME_ID!r}: {text!r}",
                            text=Text(f"Eine Stellung dieses Spiels beginnt mit „{GAME_ID}“.",
                                      f"A state of this game starts with '{GAME_ID}'."))
    track = STANDARD_TRACK
    due_word = None
    player_words = []
    for word in words[1:]:
        if word.startswith("track="):
            # The Gibsons / Abacus board has 65 squares (start, 1-63, goal): no track has
            # more, counted before one is built.
            try:
                track = Track.parse(word[6:], ".", most=MOST_FIELDS)
            except TrackError as error:
                raise NotationError(f"{error} in {text[:80]!r}", text=Text(
                    f"Die Laufbahn (track=) ist nicht lesbar: {error.text.de}.",
                    f"The track (track=) cannot be read: {error.text.en}.")) from None
        elif word.startswith("due="):
            due_word = word[4:]
        else:
            player_words.append(word)
    players, to_move = [], 0
    for seat, word in enumerate(player_words):
        if word.startswith("*"):
            to_move, word = seat, word[1:]
        parts = word.split(":")
        if len(parts) != 4:
            raise NotationError(
                f"a player is NAME:PAWNS:CARROTS:LETTUCE, not {word!r} in {text!r}",
                text=Text(f"Ein Spieler ist NAME:FIGUREN:KAROTTEN:SALATE, nicht „{word}“.",
                          f"A player is NAME:PAWNS:CARROTS:LETTUCE, not '{word}'."))
        name, pawns, carrots, lettuce = parts
        players.append(Player(
            name,
            tuple(_parse_pawn(p, track, text) for p in pawns.split(",")),
            _number(carrots, "carrots", text),
            _number(lettuce, "lettuce", text),
        ))
    if not players:
        raise NotationError(f"no players in {text!r}",
                            text=Text("Die Stellung nennt keine Spieler.",
                                      "The state names no players."))
    due = None
    if due_word is not None:
        parts = due_word.split(".")
        if len(parts) != 3 or parts[0] not in (ROLL, CHOICE, AGAIN):
            raise NotationError(f"due is KIND.PAWN.COST (roll, choice, again): {text!r}",
                                text=Text("due= ist ART.FIGUR.KOSTEN (roll, choice, again).",
                                          "due= is KIND.PAWN.COST (roll, choice, again)."))
        due = Due(parts[0], _number(parts[1], "the pawn", text) - 1,
                  _number(parts[2], "the cost", text))
    try:
        return State(tuple(players), to_move, due, track)
    except InvalidStateError as error:
        raise NotationError(f"{error}; text: {text!r}", text=error.text) from None
