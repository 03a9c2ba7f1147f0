"""A 2018 state drawn as the hare races' track (hare_rules.hare_race.picture): the rows of
five fields that hold a pawn or the move asked about, fitting a 390 px phone, and above them
one line per player with carrots, salads and the cards still held.

    >>> from hare_rules.games.software_challenge_2018.given import state_from_given
    >>> state = state_from_given({"players": {"red": {"field": 12}, "blue": {"field": 20}}},
    ...                          None)
    >>> shown = picture(state, "en", "+2 card:eat_salad", "p-")
    >>> 'data-piece="red" data-mover' in shown.svg, "salads" in shown.alt
    (True, True)
    >>> shown.caption
    'Fields 10 to 24 · move asked about (dashed): Red moves 2 fields forward to field 14'
"""

from __future__ import annotations

import re
from collections.abc import Callable

from hare_rules.core.protocol import Picture
from hare_rules.hare_race.picture import BoardView, Pawn, track_picture

from .actions import Card
from .sentences import action_words
from .state import COLORS, State

COLOUR_NAMES = {"de": {"red": "Rot", "blue": "Blau"}, "en": {"red": "Red", "blue": "Blue"}}
# The cards as a player's line names them (short: the line must fit 340 px in two lines).
CARD_SHORT = {
    "de": {Card.EAT_SALAD: "Friss", Card.TAKE_OR_DROP: "Karotten",
           Card.HURRY_AHEAD: "Rücke vor", Card.FALL_BACK: "Falle zurück"},
    "en": {Card.EAT_SALAD: "Eat", Card.TAKE_OR_DROP: "Carrots",
           Card.HURRY_AHEAD: "Hurry ahead", Card.FALL_BACK: "Fall back"},
}
CARDS_WORDS = {
    "de": {"all": "alle 4 Karten", "none": "keine Karte mehr", "some": "Karten: {cards}"},
    "en": {"all": "all 4 cards", "none": "no card left", "some": "cards: {cards}"},
}
# The shared track says "lettuce" in English; this edition's texts say "salad", as the
# server does (a hook for an edition's words is asked for in hare_rules.hare_race.picture).
_LETTUCE = re.compile(r"\b([Ll])ettuce(s?)\b")


def colour_name(colour: str, lang: str) -> str:
    return COLOUR_NAMES["de" if lang == "de" else "en"][colour]


def cards_text(cards: frozenset[Card], lang: str) -> str:
    """The cards a player still holds, in the order every player gets them."""
    words = CARDS_WORDS["de" if lang == "de" else "en"]
    if len(cards) == len(Card):
        return words["all"]
    if not cards:
        return words["none"]
    short = CARD_SHORT["de" if lang == "de" else "en"]
    return words["some"].format(cards=", ".join(short[c] for c in Card if c in cards))


def view_of(state: State, lang: str) -> BoardView:
    goal = state.board.goal
    pawns = tuple(
        Pawn(colour_name(colour, lang), p.field, p.carrots, p.salads, p.field == goal,
             piece=colour, extra=cards_text(p.cards, lang))
        for colour, p in zip(COLORS, (state.red, state.blue), strict=True))
    mover = None if state.outcome is not None else COLORS.index(state.to_move)
    return BoardView(state.board.track, pawns, mover)


def _describe(turn: str, lang: str) -> str:
    return ", ".join((action_words(t).say(lang) if action_words(t) else t)
                     for t in turn.split())


def _in_words(text: str, lang: str, name: str, turn: str | None) -> str:
    """The shared track's texts in this edition's words: a card that opens the turn by its
    name (the track writes "Rot: card:..." for a token it does not know), salads in
    English."""
    if turn:
        first = turn.split()[0]
        if first.startswith("card:"):
            plays = "spielt die" if lang == "de" else "plays the"
            text = text.replace(f"{name}: {first}", f"{name} {plays} {_describe(first, lang)}")
    if lang != "de":
        text = _LETTUCE.sub(lambda m: ("S" if m.group(1) == "L" else "s") + "alad"
                            + m.group(2), text)
    return text


def picture(state: State, lang: str, action: str | None, id_prefix: str,
            describe: Callable[[str, str], str] | None = None) -> Picture:
    view = view_of(state, lang)
    drawn = track_picture(view, action, lang, id_prefix, describe or _describe)
    name = view.mover.name if view.to_move is not None else ""
    return Picture(_in_words(drawn.svg, lang, name, action),
                   _in_words(drawn.alt, lang, name, action),
                   _in_words(drawn.caption, lang, name, action))
