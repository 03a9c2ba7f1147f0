"""Reasons (why a turn is not allowed) and effects (what a turn did), German and English.

Animal and card words differ by language (and in German by gender), so the engine passes
them ready-made as `de_*` / `en_*` details; numbers use the core's plural forms.

    >>> cards_de("hare", 1), cards_de("lamb", 4), cards_en("wolf", 2, howls=1)
    ('1 Hasenkarte', '4 Lammkarten', '2 wolf cards (1 with a howl)')
"""

from __future__ import annotations

from functools import cache

from hare_rules.core import Effect, Reason, render
from hare_rules.core.sentences import check_table

from .cards import ANIMAL_DE_THE, CARD_WORD_DE, OVER_FINISH
from .limits import ANIMAL_LIMIT, MAX_PLAY, MIN_PLAY, TABLE_LIMIT

REASONS = {
    "no_cards": (
        f"Du musst mindestens {MIN_PLAY} Karte spielen.",
        f"You must play at least {MIN_PLAY} card.",
    ),
    "mixed_animals": (
        "Alle Karten eines Zuges zeigen dasselbe Tier, hier sind es {n} Tiere.",
        "All cards of a turn show the same animal; these show {n} animals.",
    ),
    "too_many_cards": (
        f"Du spielst höchstens {MAX_PLAY} Karten pro Zug, nicht {{n}}.",
        f"You play at most {MAX_PLAY} cards in a turn, not {{n}}.",
    ),
    "over_eight": (
        f"Auf dem Tisch lägen dann {{n}} Karten, mehr als {TABLE_LIMIT}.",
        f"The table would then hold {{n}} cards, more than {TABLE_LIMIT}.",
    ),
    "over_four": (
        f"Auf dem Tisch lägen dann {{de_cards}}, mehr als {ANIMAL_LIMIT}.",
        f"The table would then hold {{en_cards}}, more than {ANIMAL_LIMIT}.",
    ),
    "not_in_hand": (
        "Diese Karten hast du nicht auf der Hand: {de_cards}.",
        "You do not hold these cards: {en_cards}.",
    ),
    "not_in_game": (
        "Es gibt nur {n:#Heulkarte|Heulkarten}.",
        "There are only {n:#howl card|howl cards}.",
    ),
    "unknown_card": (
        "„{card}“ ist keine Rennkarte (hare, tortoise, wolf, wolf-howl, fox, lamb).",
        "'{card}' is not a racing card (hare, tortoise, wolf, wolf-howl, fox, lamb).",
    ),
    "game_over": (
        "Das Spiel ist vorbei: drei Tiere stehen auf dem Podest.",
        "The game is over: three animals are on the podium.",
    ),
}

EFFECTS = {
    "play": ("{player} spielt {de_cards}.", "{player} plays {en_cards}."),
    "draw": (
        "{player} zieht {n:#Karte|Karten} nach und hat {hand:#Karte|Karten} auf der Hand.",
        "{player} draws {n:#card|cards} and holds {hand:#card|cards}.",
    ),
    "reshuffle": (
        "Der Nachziehstapel ist leer: {n:#abgelegte Karte wird|abgelegte Karten werden} "
        "zum neuen Stapel gemischt.",
        "The draw pile is empty: {n:#discarded card is|discarded cards are} shuffled into "
        "a new pile.",
    ),
    "race_eight": (
        "{n:#Karte liegt|Karten liegen} auf dem Tisch: Rennphase.",
        "{n:#card is|cards are} on the table: racing phase.",
    ),
    "race_four": (
        "{de_cards} liegen auf dem Tisch: Rennphase.",
        "{en_cards} are on the table: racing phase.",
    ),
    "race_called": (
        "Rennphase mit den Karten auf dem Tisch.",
        "Racing phase with the cards on the table.",
    ),
    "move": (
        "{de_animal} zieht {n:#Feld|Felder} ({de_cards}) {de_to}.",
        "The {en_animal} moves {n:#tile|tiles} ({en_cards}) {en_to}.",
    ),
    "stay": (
        "{de_animal} bleibt stehen: {de_cards}.",
        "The {en_animal} stays: {en_cards}.",
    ),
    "nap": (
        "Der Hase schläft: {de_cards}, und er liegt vorn.",
        "The hare naps: {en_cards}, and it is in the lead.",
    ),
    "nap_tied": (
        "Der Hase schläft: {de_cards}, und er liegt gleichauf vorn.",
        "The hare naps: {en_cards}, and it is tied for the lead.",
    ),
    "howl": (
        "Der Wolf heult: nur er zieht, alle anderen Tiere bleiben stehen.",
        "The wolf howls: only the wolf moves; every other animal stays.",
    ),
    "stream": (
        "{de_animal} bleibt am Bach auf Feld {tile} stehen.",
        "The {en_animal} stops at the stream on tile {tile}.",
    ),
    "podium": (
        "{de_animal} erreicht Platz {place} auf dem Podest.",
        "The {en_animal} takes place {place} on the podium.",
    ),
    "no_place": (
        "{de_animal} kommt über das Ziel, aber das Podest ist schon voll.",
        "The {en_animal} crosses the finish, but the podium is already full.",
    ),
    "discard": (
        "Der Tisch wird geräumt: {n:#Karte|Karten} auf den Ablagestapel.",
        "The table is cleared: {n:#card|cards} to the discards.",
    ),
    "token": (
        "{player} bekommt den Startspielerstein und ist als Nächstes am Zug.",
        "{player} takes the first-player token and plays next.",
    ),
    "end": (
        "Drei Tiere stehen auf dem Podest: das Spiel ist vorbei.",
        "Three animals are on the podium: the game is over.",
    ),
    "score": (
        "{player} erhält {amount:#Punkt|Punkte} ({de_bets}).",
        "{player} scores {amount:#point|points} ({en_bets}).",
    ),
}

check_table(REASONS, "tales-and-games reasons")
check_table(EFFECTS, "tales-and-games effects")


@cache  # a few dozen distinct word forms, asked for on every turn
def cards_de(animal: str, n: int, howls: int = 0) -> str:
    if n == 0:
        return "keine " + CARD_WORD_DE[animal][0]
    one, many = CARD_WORD_DE[animal]
    text = render("{n:#" + one + "|" + many + "}", n=n)
    return text + (f" ({howls} mit Geheul)" if howls else "")


@cache
def cards_en(animal: str, n: int, howls: int = 0) -> str:
    if n == 0:
        return f"no {animal} card"
    text = render("{n:#" + animal + " card|" + animal + " cards}", n=n)
    return text + (f" ({howls} with a howl)" if howls else "")


def the_animal_de(animal: str, capital: bool = True) -> str:
    words = ANIMAL_DE_THE[animal]
    return words[0].upper() + words[1:] if capital else words


def to_de(position: int) -> str:
    return "über das Ziel" if position >= OVER_FINISH else f"auf Feld {position}"


def to_en(position: int) -> str:
    return "over the finish" if position >= OVER_FINISH else f"to tile {position}"


def reason(code: str, **params: object) -> Reason:
    return Reason.from_table(REASONS, code, **params)


def effect(kind: str, player: str = "", change: int = 0, **details: object) -> Effect:
    return Effect.from_table(EFFECTS, kind, player, change, **details)
