"""The one-line notation of a state; `parse_state(format_state(s)) == s` for every state.

    tales-and-games streams=4,9 pos=5,3,0,0,0 finish=- table=hare*3 to=A first=A
        pile=lamb,fox discard=? shuffle=? p=A|hare,lamb|-|? p=B|-|-|?

Fields: `pos` the five animals (hare, tortoise, wolf, fox, lamb; 12 = over the finish);
`finish` the animals over the finish in arrival order; `table`, `pile`, `discard` card lists
(`card*3` = three of them; `-` empty; the pile from the top; `?` = not stated, for the
pile and the discards); `shuffle`
what the next reshuffle of the discards gives (`seed:N`, a stated pile order, or `?`);
one `p=NAME|BETS|SECOND|HAND` per seat in clockwise order (`?` = hand not tracked).

The state formats itself (`state.format_state`, re-exported here); this module parses.
"""

from __future__ import annotations

import re

from hare_rules.core import InvalidStateError, NotationError, Text
from hare_rules.core.limits import MOST_DIGITS, digits_problem, read_seed

from .cards import ANIMALS, CARD_IDS, CARD_SUPPLY, sort_cards
from .sanity import first_problem as first_problem  # the one check that a state can exist
from .sanity import require_sane
from .state import GAME_ID, Player, State
from .state import cards_text as cards_text  # the state formats itself
from .state import format_state as format_state

NAME_PATTERN = re.compile(r"[A-Za-z][A-Za-z0-9_]*")
FIELDS = ("streams", "pos", "finish", "table", "to", "first", "pile", "discard", "shuffle")


# -- reading ------------------------------------------------------------------------------
def _fail(text: str, why: str, de: str) -> NotationError:
    """`why` in English, `de` the same in German (the referee shows them)."""
    return NotationError(f"not a {GAME_ID} notation ({why}): {text!r}",
                         text=Text(f"Diese Stellung kann ich nicht lesen: {de}.",
                                   f"I cannot read this position: {why}."))


def parse_cards(value: str, text: str, *, allow_unknown: bool = False) -> tuple[str, ...] | None:
    if value == "?" and allow_unknown:
        return None
    if value == "-":
        return ()
    cards: list[str] = []
    counted = dict.fromkeys(CARD_IDS, 0)
    for item in value.split(","):
        card, _, count = item.partition("*")
        if card not in CARD_IDS:
            raise _fail(text, f"unknown card {card!r}", f"unbekannte Karte „{card[:12]}“")
        # ASCII digits (`isdigit` takes '²'), two or more: a single card has no count.
        if count and (digits_problem(count, Text("", "")) is not None or int(count) < 2):
            raise _fail(text, f"bad count in {item[:24]!r}", f"falsche Anzahl in „{item[:24]}“")
        counted[card] += int(count) if count else 1
        # Components: 81 racing cards, so many of each (CARD_SUPPLY): no list holds more of
        # a card than the game has, counted before the list is built.
        if counted[card] > CARD_SUPPLY[card]:
            raise _fail(text, f"{counted[card]} {card} cards, but the game has only "
                        f"{CARD_SUPPLY[card]}", f"{counted[card]} Karten „{card}“, das Spiel "
                        f"hat aber nur {CARD_SUPPLY[card]}")
        cards += [card] * (int(count) if count else 1)
    return tuple(cards)


def _ints(value: str, text: str, what: str) -> tuple[int, ...]:
    if value == "-":
        return ()
    # ASCII digits, at most six each (hare_rules.core.limits; `\d` takes other scripts' digits).
    one = f"[0-9]{{1,{MOST_DIGITS}}}"
    if not re.fullmatch(f"{one}(,{one})*", value):
        raise _fail(text, f"{what} must be numbers separated by commas",
                    f"{what} müssen Zahlen mit Kommas dazwischen sein")
    return tuple(int(v) for v in value.split(","))


def _animals(value: str, text: str, what: str) -> tuple[str, ...]:
    if value == "-":
        return ()
    found = tuple(value.split(","))
    for animal in found:
        if animal not in ANIMALS:
            raise _fail(text, f"{what}: {animal!r} is not an animal",
                        f"{what}: „{animal}“ ist kein Tier")
    return found


def _player(value: str, text: str) -> Player:
    parts = value.split("|")
    if len(parts) != 4:
        raise _fail(text, f"a player is NAME|BETS|SECOND|HAND, got {value!r}",
                    f"ein Spieler ist NAME|WETTEN|ZWEITE|HAND, nicht „{value}“")
    name, bets, second, hand = parts
    if not NAME_PATTERN.fullmatch(name):
        raise _fail(text, f"bad player name {name!r}", f"ungültiger Spielername „{name}“")
    if second != "-" and second not in CARD_IDS:
        raise _fail(text, f"unknown second bet {second!r}",
                    f"unbekannte zweite Wette „{second}“")
    cards = parse_cards(hand, text, allow_unknown=True)
    return Player(name, _animals(bets, text, "bets"), None if second == "-" else second,
                  None if cards is None else sort_cards(cards))


def _split(text: str) -> tuple[dict[str, str], list[Player]]:
    words = text.split(" ")
    if not words or words[0] != GAME_ID:
        raise _fail(text, f"it must start with {GAME_ID!r}", f"sie beginnt mit „{GAME_ID}“")
    fields: dict[str, str] = {}
    players: list[Player] = []
    for word in words[1:]:
        key, eq, value = word.partition("=")
        if not eq or not value:
            raise _fail(text, f"{word!r} is not KEY=VALUE", f"„{word}“ ist nicht SCHLÜSSEL=WERT")
        if key == "p":
            players.append(_player(value, text))
        elif key in FIELDS and key not in fields and not players:
            fields[key] = value
        else:
            raise _fail(text, f"unexpected field {key!r} (order: {', '.join(FIELDS)}, then p=)",
                        f"unerwartete Angabe „{key}“ (Reihenfolge: {', '.join(FIELDS)}, "
                        "dann p=)")
    missing = [k for k in FIELDS if k not in fields]
    if missing or list(fields) != list(FIELDS):
        raise _fail(text, f"fields must be {', '.join(FIELDS)} in this order",
                    f"die Angaben sind {', '.join(FIELDS)} in dieser Reihenfolge")
    if not players:
        raise _fail(text, "no players (p=NAME|BETS|SECOND|HAND)",
                    "keine Spieler (p=NAME|WETTEN|ZWEITE|HAND)")
    return fields, players


def _sorted_or_none(cards: tuple[str, ...] | None) -> tuple[str, ...] | None:
    return None if cards is None else sort_cards(cards)


def parse_state(text: str) -> State:
    if not isinstance(text, str):
        raise NotationError(f"a notation is a string, got {text!r}")
    fields, players = _split(text)
    names = [p.name for p in players]
    for key in ("to", "first"):
        if fields[key] not in names:
            raise _fail(text, f"{key}={fields[key]} names no player",
                        f"{key}={fields[key]} nennt keinen Spieler")
    positions = _ints(fields["pos"], text, "pos")
    if len(positions) != len(ANIMALS):
        raise _fail(text, "pos needs five numbers: hare, tortoise, wolf, fox, lamb",
                    "pos braucht fünf Zahlen: Hase, Schildkröte, Wolf, Fuchs, Lamm")
    table_cards = parse_cards(fields["table"], text) or ()
    shuffle = fields["shuffle"]
    seed = None
    order: tuple[str, ...] | None = None
    if shuffle.startswith("seed:"):
        seed = read_seed(shuffle[5:], Text("shuffle=seed:", "shuffle=seed:"))
    else:
        order = parse_cards(shuffle, text, allow_unknown=True)
    state = State(
        streams=tuple(sorted(_ints(fields["streams"], text, "streams"))),
        positions=positions,
        finished=_animals(fields["finish"], text, "finish"),
        table=tuple(table_cards.count(card) for card in CARD_IDS),
        players=tuple(players),
        to_move=names.index(fields["to"]),
        first=names.index(fields["first"]),
        pile=parse_cards(fields["pile"], text, allow_unknown=True),
        discard=_sorted_or_none(parse_cards(fields["discard"], text, allow_unknown=True)),
        shuffle_seed=seed,
        shuffle_order=order,
    )
    if format_state(state) != text:
        raise _fail(text, f"not in canonical form; canonical: {format_state(state)!r}",
                    f"nicht in der üblichen Form; üblich: „{format_state(state)}“")
    try:
        return require_sane(state, text)
    except InvalidStateError as error:
        raise NotationError(str(error), text=error.text) from None


# -- a turn in the reader's words ---------------------------------------------------------
# What a player types at the referee instead of the code: "Fuchs, Fuchs", "2 Füchse",
# "zwei Fuchskarten", "two foxes", "Wolf und Geheul". Each word names a card or a count.
CARD_WORDS = {
    "hare": ("hase", "hasen", "hasenkarte", "hasenkarten", "hare", "hares"),
    "tortoise": ("schildkröte", "schildkröten", "schildkrötenkarte", "schildkrötenkarten",
                 "tortoise", "tortoises"),
    "wolf": ("wolf", "wölfe", "wolfskarte", "wolfskarten", "wolves"),
    "wolf-howl": ("geheul", "geheulkarte", "geheulkarten", "wolf-howl", "howl", "howls"),
    "fox": ("fuchs", "füchse", "fuchskarte", "fuchskarten", "fox", "foxes"),
    "lamb": ("lamm", "lämmer", "lammkarte", "lammkarten", "lamb", "lambs"),
}
_WORD_CARD = {word: card for card, words in CARD_WORDS.items() for word in words}
_COUNT_WORDS = {"ein": 1, "eine": 1, "einen": 1, "eins": 1, "zwei": 2, "drei": 3, "vier": 4,
                "fünf": 5, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4,
                "five": 5}
# Words around the cards that say nothing of which ones: "spielen", "play", "card(s)", "and".
_FILLER = frozenset(("spielen", "spiele", "lege", "legen", "karte", "karten", "und", "play",
                     "lay", "card", "cards", "and", "x", "×"))
_WORD = re.compile(r"\d+|[^\W\d_][\w-]*|×")


def read_turn_words(text: str) -> str | None:
    """The turn a reader typed in words, as the game writes it, or None if a word names no
    card or count.

    >>> read_turn_words("Fuchs, Fuchs"), read_turn_words("2 Füchse"), read_turn_words("two lambs")
    ('fox,fox', 'fox,fox', 'lamb,lamb')
    >>> read_turn_words("Wolf und Geheul"), read_turn_words("3 Felder")
    ('wolf,wolf-howl', None)
    """
    cards: list[str] = []
    count: int | None = None
    for word in _WORD.findall(text.casefold()):
        if word.isascii() and word.isdigit() and len(word) <= MOST_DIGITS:  # not "²"
            count = int(word)
        elif word in _COUNT_WORDS:
            count = _COUNT_WORDS[word]
        elif word in _WORD_CARD:
            cards += [_WORD_CARD[word]] * (1 if count is None else count)
            count = None
        elif word not in _FILLER:
            return None
        if len(cards) > sum(CARD_SUPPLY.values()):
            return None
    if not cards or count is not None:
        return None
    return ",".join(sort_cards(cards))
