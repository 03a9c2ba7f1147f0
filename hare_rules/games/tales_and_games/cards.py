"""The components: five animals, their racing cards, the track (reference: Components).

    >>> CARD_SUPPLY["wolf"] + CARD_SUPPLY["wolf-howl"]
    16
    >>> sum(CARD_SUPPLY.values())
    81
"""

from __future__ import annotations

from types import MappingProxyType

# Components: five animals; they always move in this order in a racing phase.
ANIMALS: tuple[str, ...] = ("hare", "tortoise", "wolf", "fox", "lamb")
HARE, TORTOISE, WOLF, FOX, LAMB = ANIMALS

# Components: a howl card is a wolf card with a howl on it.
HOWL_CARD = "wolf-howl"
CARD_IDS: tuple[str, ...] = ("hare", "tortoise", "wolf", HOWL_CARD, "fox", "lamb")
CARD_RANK = MappingProxyType({card: i for i, card in enumerate(CARD_IDS)})

# Components: 81 racing cards, 18 hare, 17 tortoise, 16 wolf (3 with a howl), 15 fox, 15 lamb.
CARD_SUPPLY = MappingProxyType({
    "hare": 18, "tortoise": 17, "wolf": 13, HOWL_CARD: 3, "fox": 15, "lamb": 15,
})
RACING_CARDS = sum(CARD_SUPPLY.values())

# Components: a start line (0), 11 track tiles (1-11), then the finish and the podium (12).
START_LINE = 0
TRACK_TILES = 11
OVER_FINISH = TRACK_TILES + 1
# Components: two of the 11 tiles carry a stream; where lies in the random layout.
STREAM_TILES = 2
DEFAULT_STREAMS: tuple[int, ...] = (4, 9)  # SCENARIOS.md: the default of `given.streams`


def animal_of(card: str) -> str:
    """The animal a card depicts: a howl card is a wolf card."""
    return WOLF if card == HOWL_CARD else card


def sort_cards(cards) -> tuple[str, ...]:
    """Cards in the canonical order (hare, tortoise, wolf, wolf-howl, fox, lamb)."""
    return tuple(sorted(cards, key=CARD_RANK.__getitem__))


# Names for sentences: (German with article, German bare, English bare).
ANIMAL_DE = MappingProxyType({
    "hare": "Hase", "tortoise": "Schildkröte", "wolf": "Wolf", "fox": "Fuchs", "lamb": "Lamm",
})
ANIMAL_DE_THE = MappingProxyType({
    "hare": "der Hase", "tortoise": "die Schildkröte", "wolf": "der Wolf", "fox": "der Fuchs",
    "lamb": "das Lamm",
})
ANIMAL_EN = MappingProxyType({a: a for a in ANIMALS})
# German card words (singular, plural): "1 Hasenkarte", "2 Hasenkarten".
CARD_WORD_DE = MappingProxyType({
    "hare": ("Hasenkarte", "Hasenkarten"),
    "tortoise": ("Schildkrötenkarte", "Schildkrötenkarten"),
    "wolf": ("Wolfskarte", "Wolfskarten"),
    "fox": ("Fuchskarte", "Fuchskarten"),
    "lamb": ("Lammkarte", "Lammkarten"),
})
# One letter per animal on the picture.
LETTER = {
    "de": {"hare": "H", "tortoise": "S", "wolf": "W", "fox": "F", "lamb": "L"},
    "en": {"hare": "H", "tortoise": "T", "wolf": "W", "fox": "F", "lamb": "L"},
}
