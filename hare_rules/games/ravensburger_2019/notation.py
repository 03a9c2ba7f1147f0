"""One-line text notation for positions (like FEN in chess). Parse and format round-trip.

    ravensburger-2019 *A:12:40:2 B:G1:8:0 C:0:68:3:skip1 deck=free-ride,lose-half seed=7

- first word: the edition id;
- one word per player in seat order: `NAME:FIELD:CARROTS:LETTUCE` with optional flags
  `ate`, `skipN`, `passedN`, `extra` (mid-turn extra move); `G<place>` is a pawn in the goal
  with its finishing place; `*` marks the player to move (default: the first);
- then optional `key=value` words: `deck=` (cards from the top, comma-separated),
  `seed=`, `variants=` (comma-separated), `track=` (field codes joined by `.`, only when the
  board is not the edition's own).

The position formats itself (`Position.notation()`, `state.format_position`, re-exported
here); this module parses.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hare_rules.core.limits import read_number, read_seed
from hare_rules.core.protocol import NotationError, Text
from hare_rules.hare_race.track import Track, TrackError

from .edition import UnknownEditionError, get_edition
from .state import Player, Position
from .state import first_problem as first_problem  # the position checks itself when built
from .state import format_position as format_position  # the position formats itself


def parse_position(text: str) -> Position:
    """Inverse of `format_position`; raises NotationError or InvalidPositionError."""
    words = text.split()
    if len(words) < 2:
        raise NotationError(f"a position needs an edition and at least one player: {text!r}",
                            text=Text("Eine Stellung nennt die Ausgabe und mindestens einen "
                                      "Spieler.", "A position names the edition and at least "
                                      "one player."))
    try:
        edition = get_edition(words[0])
    except UnknownEditionError as error:
        raise UnknownEditionError(str(error), text=Text(
            f"Unbekannte Ausgabe „{words[0]}“: die Stellung beginnt mit "
            f"„ravensburger-2019“.", f"{error}.")) from None
    players: list[Player] = []
    to_move, extra = 0, False
    options: dict[str, str] = {}
    for word in words[1:]:
        if "=" in word:
            key, _, value = word.partition("=")
            if key not in ("deck", "seed", "variants", "track"):
                raise NotationError(f"unknown option {key!r} in {text!r}", text=Text(
                    f"Unbekannte Angabe „{key}=“ (bekannt: deck, seed, variants, track).",
                    f"Unknown option '{key}=' (known: deck, seed, variants, track)."))
            options[key] = value
            continue
        starred = word.startswith("*")
        if starred:
            to_move, word = len(players), word[1:]
        player, is_extra = _parse_player(word, text)
        if is_extra and not starred:
            raise NotationError(f"only the player to move (*) can have 'extra' in {text!r}",
                                text=Text("Nur der Spieler am Zug (*) kann „extra“ haben.",
                                          "Only the player to move (*) can have 'extra'."))
        extra = extra or is_extra
        players.append(player)
    track = edition.track
    if "track" in options:
        # A board of 65 fields (rulebook p. 2, the blue side: start, 63 fields, goal): no
        # track has more, counted before one is built.
        try:
            track = Track.parse(options["track"], ".", most=len(edition.track.fields))
        except TrackError as error:
            raise NotationError(f"track: {error} in {text!r}", text=Text(
                f"Die Laufbahn (track=) ist nicht lesbar: {error.text.de}.",
                f"The track (track=) cannot be read: {error.text.en}.")) from None
    seed = read_seed(options.get("seed", "0"), Text("seed=", "seed="))
    deck = tuple(c for c in options.get("deck", "").split(",") if c)
    # Rulebook p. 6: 15 hare cards; a pile holds no more (whether these can lie so is
    # `position_problems`').
    if len(deck) > len(edition.deck):
        raise NotationError(f"deck: {len(deck)} cards, the game has {len(edition.deck)}",
                            text=Text(f"Der Stapel (deck=) hat {len(deck)} Hasenkarten; das "
                                      f"Spiel hat {len(edition.deck)}.", f"The pile (deck=) "
                                      f"has {len(deck)} hare cards; the game has "
                                      f"{len(edition.deck)}."))
    goal = track.goal
    players = [replace(p, field=goal) if p.place is not None else p for p in players]
    return Position(
        edition_id=edition.id,
        track=track,
        players=tuple(players),
        to_move=to_move,
        deck=deck,
        seed=seed,
        variants=frozenset(v for v in options.get("variants", "").split(",") if v),
        extra_move=extra,
    )


def _parse_player(word: str, text: str) -> tuple[Player, bool]:
    parts = word.split(":")
    if len(parts) < 4:
        raise NotationError(f"player {word!r} needs NAME:FIELD:CARROTS:LETTUCE in {text!r}",
                            text=Text(f"Spieler „{word}“: erwartet NAME:FELD:KAROTTEN:SALATE.",
                                      f"Player '{word}': expected NAME:FIELD:CARROTS:LETTUCE."))
    name, field, carrots, lettuce, *flags = parts
    place = None

    def number(value: str, de: str, en: str, signed: bool = False) -> int:
        # ASCII digits, at most six (hare_rules.core.limits): no count of the game has more.
        # A sign is read where the position's own check says why it cannot be negative.
        return read_number(value, Text(f"Spieler {name}, {de}", f"player {name}, {en}"),
                           signed=signed)

    if field.startswith("G"):
        place, field_no = number(field[1:], "Zielplatz", "finishing place"), -1
        # the goal index is set once the track is known
    else:
        field_no = number(field, "Feld", "field", signed=True)
    changes: dict[str, Any] = {}
    extra = False
    for flag in flags:
        if flag == "ate":
            changes["ate"] = True
        elif flag == "extra":
            extra = True
        elif flag.startswith("skip"):
            changes["skip"] = number(flag[4:], "Aussetzen", "skip")
        elif flag.startswith("passed"):
            changes["passed_by"] = number(flag[6:], "überholt", "passed")
        else:
            raise NotationError(f"unknown flag {flag!r} of player {name} in {text!r}",
                                text=Text(f"Unbekannte Markierung „{flag}“ bei {name}.",
                                          f"Unknown flag '{flag}' of player {name}."))
    carrots_no = number(carrots, "Karotten", "carrots", signed=True)
    lettuce_no = number(lettuce, "Salate", "lettuce", signed=True)
    return Player(name, field_no, carrots_no, lettuce_no, place, **changes), extra
