"""One-line notation: the game id, the cards laid (in laying order), `|`, the pile.

A laid card is `LETTER@COL,ROW:ROWS` (rows of squares separated by '/'), a pile card its
rows alone:

    >>> text = "hans-und-grete A@0,0:S+/++ B@2,0:+h/+H | G+/+#"
    >>> format_layout(parse_layout(text)) == text
    True

The layout formats itself (`state.format_layout`, re-exported here); this module parses.
"""

from __future__ import annotations

import re

from hare_rules.core import NotationError, Text

from .cards import BLOCK, BLOCKS_EACH, MAX_OFFSET, MAX_SIDE, UNIQUE_MARKS, Card, CardError
from .laying import overlap_squares
from .setup import pile_size
from .state import GAME_ID, Layout, Placed
from .state import format_layout as format_layout  # the layout formats itself

# Coordinates are ASCII digits, at most six (hare_rules.core.limits; `\d` takes others).
PLACED = re.compile(r"([A-Za-z])@(-?[0-9]{1,6}),(-?[0-9]{1,6}):(\S+)")
PLAYER_DE = {"hans": "Hans", "grete": "Grete"}


def parse_layout(text: str) -> Layout:
    words = text.split()
    if not words or words[0] != GAME_ID or "|" not in words:
        raise NotationError(f"not a {GAME_ID} notation (want '{GAME_ID} A@0,0:S+/++ | ...'): "
                            f"{text!r}", text=Text(
                                f"Eine Stellung dieses Spiels sieht so aus: „{GAME_ID} "
                                "A@0,0:S+/++ | …“ (gelegte Karten, „|“, der Stapel).",
                                f"A position of this game looks like '{GAME_ID} A@0,0:S+/++ | "
                                "...' (the cards laid, '|', the pile)."))
    split = words.index("|")
    too_many = cards_problem(split - 1, len(words) - split - 1)  # laid, then the pile
    if too_many:
        raise NotationError(f"{too_many.en} in {text[:80]!r}", text=too_many)
    laid = []
    try:
        for word in words[1:split]:
            m = PLACED.fullmatch(word)
            if not m:
                shown = word if len(word) <= 24 else word[:24] + "…"
                raise CardError(Text(f"„{shown}“ ist keine gelegte Karte "
                                     "BUCHSTABE@SPALTE,REIHE:REIHEN",
                                     f"{shown!r} is not a laid card LETTER@COL,ROW:ROWS"))
            laid.append(Placed(m.group(1), int(m.group(2)), int(m.group(3)),
                               Card.from_text(m.group(4))))
        pile = tuple(Card.from_text(word) for word in words[split + 1:])
    except CardError as error:
        raise NotationError(f"{error} in {text[:80]!r}", text=Text(
            f"Diese Stellung kann ich nicht lesen: {error.text.de}",
            f"I cannot read this position: {error.text.en}")) from None
    state = Layout(tuple(laid), pile)
    problem = first_problem(state)
    if problem:
        raise NotationError(f"{problem.en} in {text!r}", text=problem)
    return state


MARK_DE = {"S": "Der Start", "H": "Das Haus von Hans", "G": "Das Haus von Grete"}


def cards_problem(laid: int, pile: int) -> Text | None:
    """Los gehts: the pile is the start card, 12 forest and 2 house cards: 15 cards are laid
    in all, so no position holds more (counted before a card is built)."""
    most = pile_size()
    if laid + pile <= most:
        return None
    return Text(f"Ein Spiel hat {most} Karten; hier liegen {laid} Karten aus und {pile} im "
                "Stapel.", f"a game has {most} cards; here {laid} cards are laid and {pile} "
                "are in the pile")


def bounds_problem(state: Layout) -> Text | None:
    """Why a layout is beyond what the game can lay (cards, blocks, card sides, reach),
    before any walk is searched: None if it is within."""
    cards = [p.card for p in state.laid] + list(state.pile)
    too_many = cards_problem(len(state.laid), len(state.pile))
    if too_many:
        return too_many
    for card in cards:
        if max(card.width, card.height) > MAX_SIDE:
            return Text(f"Eine Karte mit {card.width} × {card.height} Feldern: höchstens "
                        f"{MAX_SIDE} Felder je Seite.", f"a card of {card.width} × "
                        f"{card.height} squares: at most {MAX_SIDE} squares a side")
    # Los gehts: "2x13 Farbklötzchen": at most 13 blocks of each colour.
    every = "".join("".join(card.rows) for card in cards)
    for player, block in BLOCK.items():
        if every.count(block) > BLOCKS_EACH:
            n = every.count(block)
            return Text(f"{n} Klötzchen von {PLAYER_DE[player]} ({block}); es gibt "
                        f"{BLOCKS_EACH} je Farbe.", f"{n} blocks of {player} ({block!r}); "
                        f"there are {BLOCKS_EACH} of each colour")
    return _reach_problem(state)


def _reach_problem(state: Layout) -> Text | None:
    """Legephase: every card touches one laid before it, so 15 cards of at most 12 squares a
    side lie within 180 squares of the first: a card farther from the middle is beyond any
    layout (a card laid beside the others stays a lay token the game reads, MAX_OFFSET).
    Cards laid apart within that reach are shown, with the warning that play cannot lay
    them so (positions.py)."""
    reach = MAX_OFFSET - MAX_SIDE
    for placed in state.laid:
        if min(placed.col, placed.row) < -reach or max(placed.right, placed.bottom) > reach:
            return Text(f"Karte {placed.letter} liegt mehr als {reach} Felder von der Mitte "
                        "entfernt; so weit reichen die Karten eines Spiels nicht.",
                        f"card {placed.letter} lies more than {reach} squares from the "
                        "middle, beyond the reach of a game's cards")
    return None


def first_problem(state: Layout) -> Text | None:
    """Why a layout cannot exist, in German and English (None if it can)."""
    beyond = bounds_problem(state)
    if beyond:
        return beyond
    letters = [p.letter for p in state.laid]
    if len(set(letters)) != len(letters):
        return Text("Zwei Karten haben denselben Buchstaben.", "two cards have the same letter")
    for i, a in enumerate(state.laid):
        for b in state.laid[:i]:
            if overlap_squares(a, b):
                return Text(f"Die Karten {b.letter} und {a.letter} überdecken sich.",
                            f"cards {b.letter} and {a.letter} overlap")
    every = "".join("".join(p.card.rows) for p in state.laid) + "".join(
        "".join(c.rows) for c in state.pile)
    for mark in UNIQUE_MARKS:
        if every.count(mark) > 1:
            n = every.count(mark)
            return Text(f"{MARK_DE[mark]} ({mark}) kommt {n}-mal vor, höchstens "
                        "einmal.", f"{mark!r} appears {n} times (at most once)")
    return None
