"""A 2018 state drawn as the hare races' track (hare_rules.hare_race.picture): the rows of
five fields that hold a pawn, the move asked about or a field a choice's move reaches,
fitting a 390 px phone, and above them one line per player with carrots, salads and the
cards still held.

A turn of several actions is drawn and told whole: every field a card moves the player to
is dashed like the first move's, and the caption names each card of the turn with where it
lands (a question about a chain of cards asks about the cards, not about the first step).

    >>> from hare_rules.games.software_challenge_2018.given import state_from_given
    >>> state = state_from_given({"players": {"red": {"field": 12}, "blue": {"field": 20}}},
    ...                          None)
    >>> shown = picture(state, "en", "+2 card:eat_salad", "p-")
    >>> 'data-piece="red" data-mover' in shown.svg, "salads" in shown.alt
    (True, True)
    >>> shown.caption
    'Fields 10 to 24 · move asked about (dashed): Red moves 2 fields forward to field 14, \
then card "Eat a salad at once"'
    >>> chain = state_from_given({"players": {"red": {"field": 32}, "blue": {"field": 35}}},
    ...                          None)
    >>> picture(chain, "de", "+2 card:hurry_ahead card:fall_back", "p-").caption
    'Felder 30 bis 39 · gefragter Zug (gestrichelt): Rot auf Feld 34, „Rücke vor“ auf 36 und \
„Falle zurück“ auf 34'

(a caption longer than two phone lines names the cards short; the text alternative keeps the
whole turn)
"""

from __future__ import annotations

from collections.abc import Sequence

from hare_rules.core.protocol import Picture
from hare_rules.core.sentences import Listing, Text
from hare_rules.hare_race.picture import (
    WORDS,
    BoardView,
    Pawn,
    Terms,
    board_svg,
    board_text,
    caption_text,
    move_arrow,
    shown_rows,
)

from . import clauses as c
from .actions import Card, Kind, UnknownTokenError, parse_action
from .sentences import action_words
from .state import COLORS, HARE, SALAD, Board, Player, State, other

COLOUR_NAMES = {"de": {"red": "Rot", "blue": "Blau"}, "en": {"red": "Red", "blue": "Blue"}}
# The cards as a player's line names them (short: the line must fit 340 px in two lines).
CARD_SHORT = {
    "de": {Card.EAT_SALAD: "Friss", Card.TAKE_OR_DROP: "Karotten",
           Card.HURRY_AHEAD: "Rücke vor", Card.FALL_BACK: "Falle zurück"},
    "en": {Card.EAT_SALAD: "Eat", Card.TAKE_OR_DROP: "Carrots",
           Card.HURRY_AHEAD: "Hurry ahead", Card.FALL_BACK: "Fall back"},
}


def take_or_drop_short(value: int) -> tuple[str, str]:
    """The carrots card by what it does, short (its token's value: +20, -20 or 0); the
    amount is its clause's."""
    amount = c.TAKE_OR_DROP_AMOUNT.value
    if value > 0:
        return f"{amount} nehmen", f"take {amount}"
    if value < 0:
        return f"{amount} abgeben", f"drop {amount}"
    return "0 Karotten", "0 carrots"


CARDS_WORDS = {
    "de": {"all": "alle 4 Karten", "none": "keine Karte mehr", "some": "Karten: {cards}"},
    "en": {"all": "all 4 cards", "none": "no card left", "some": "cards: {cards}"},
}
# The server's word for the lettuce of the board game, in English too (SALAD, EAT_SALAD);
# a position field's square says "Pos. 1" / "Pos. 2" (POSITION_1, POSITION_2), as the other
# squares say their kind: a bare "1" in the square reads as the field's number.
TERMS = Terms(en=("salad", "salads"), position=("Pos. {places}", "Pos. {places}"))
# The longest caption a phone shows in two lines under the picture.
CAPTION_MOST = 120
MOVING_CARDS = {"card:hurry_ahead": 1, "card:fall_back": -1}  # lands this far from the opponent


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


LAST_WORDS = {
    "de": {"arrived": "gerade angekommen", "ate": "zuletzt Salat gefressen",
           "card": "zuletzt Karte „{card}“"},
    "en": {"arrived": "just arrived", "ate": "ate a salad last",
           "card": 'last played "{card}"'},
}


def last_text(board: Board, player: Player, lang: str) -> str:
    """The last action where it decides the next turn, which the board cannot show: on a
    salad field whether the player just arrived (must eat) or ate (must move on), on a hare
    field the card that makes them move on ("": nothing that matters, e.g. a hand-made
    position without a last action)."""
    words = LAST_WORDS["de" if lang == "de" else "en"]
    last, code = player.last, board.codes[player.field]
    if last is None:
        return ""
    if code == SALAD:
        return words["ate" if last.kind is Kind.EAT else "arrived"]
    if code == HARE and last.card in (Card.EAT_SALAD, Card.TAKE_OR_DROP):
        return words["card"].format(card=CARD_SHORT["de" if lang == "de" else "en"][last.card])
    return ""


def player_extra(board: Board, player: Player, lang: str) -> str:
    """What a player's line adds to carrots and salads: the cards held, the last action."""
    return " · ".join(t for t in (cards_text(player.cards, lang),
                                  last_text(board, player, lang)) if t)


def view_of(state: State, lang: str) -> BoardView:
    goal = state.board.goal
    pawns = tuple(
        Pawn(colour_name(colour, lang), p.field, p.carrots, p.salads, p.field == goal,
             piece=colour, extra=player_extra(state.board, p, lang), colour=colour)
        for colour, p in zip(COLORS, (state.red, state.blue), strict=True))
    mover = None if state.outcome is not None else COLORS.index(state.to_move)
    return BoardView(state.board.track, pawns, mover, terms=TERMS)


def card_landings(state: State, turn: str | None) -> list[tuple[str, int]]:
    """The moving cards of `turn` after its first action, each with the field it puts the
    mover on (in front of or behind the opponent, who does not move in the mover's turn)."""
    if not turn or state.outcome is not None:
        return []
    opponent = state.opponent.field
    return [(token, opponent + MOVING_CARDS[token]) for token in turn.split()[1:]
            if token in MOVING_CARDS]


def landing_words(field: int, goal: int, opponent: str = "") -> Text:
    """Where a card puts the mover. Behind an opponent on field 1 it says "behind" it, not
    "onto the start": the server refuses that card, and a question asks whether it goes
    (the caption must not answer it; the reader works out where "behind" is)."""
    if field == 0 and opponent:
        return Text(f"hinter {colour_name(opponent, 'de')}",
                     f"behind {colour_name(opponent, 'en')}")
    if field == 0:
        return Text("auf den Start", "onto the start")
    if field == goal:
        return Text("ins Ziel", "into the goal")
    if field > goal:  # ahead of a player in the goal: a field the board does not have
        return Text("über das Ziel hinaus", "beyond the goal")
    return Text(f"auf Feld {field}", f"to field {field}")


def short_card_words(token: str) -> Text | None:
    """A card by its short name, for a caption that must stay short: "„Rücke vor“"."""
    try:
        action = parse_action(token)
    except UnknownTokenError:
        return None
    card = action.card
    if card is None:
        return None
    de, en = CARD_SHORT["de"][card], CARD_SHORT["en"][card]
    if card is Card.TAKE_OR_DROP:  # the amount is the point of this card
        de, en = take_or_drop_short(action.value)
    return Text(f"„{de}“", f'"{en}"')


def rest_words(state: State, tokens: Sequence[str], short: bool = False) -> Listing:
    """The further actions of a turn in the reader's words, each moving card with where it
    lands: "Karte „Rücke eine Position vor“ auf Feld 36" (short: "„Rücke vor“ auf 36")."""
    opponent, goal = state.opponent.field, state.board.goal
    behind = other(state.to_move) if state.to_move else ""
    said: list[Text] = []
    for token in tokens:
        words = (short and short_card_words(token)) or action_words(token) or Text(token,
                                                                                    token)
        if token in MOVING_CARDS:
            field = opponent + MOVING_CARDS[token]
            where = (Text(f"auf {field}", f"to {field}") if short and 0 < field < goal
                     else landing_words(field, goal, behind))
            words = Text(f"{words.de} {where.de}", f"{words.en} {where.en}")
        said.append(words)
    return Listing(tuple(said), "and")


def say_card(name: str, token: str, lang: str) -> str | None:
    """A card as the first action of a turn (hand-made positions): "Rot spielt „…“"."""
    if not token.startswith("card:"):
        return None
    words = action_words(token)
    card = words.get(lang) if words else token
    return f"{name} {'spielt' if lang == 'de' else 'plays'} {card}"


def picture(state: State, lang: str, action: str | None, id_prefix: str,
            moves: Sequence[str] = ()) -> Picture:
    """The track as hare_race draws it, with every moving card's landing field dashed and
    in view and the whole turn in the caption and the text alternative."""
    lang = "de" if lang == "de" else "en"
    view = view_of(state, lang)

    def describe(rest: str, in_lang: str) -> str:
        return rest_words(state, rest.split()).get(in_lang)

    arrow = move_arrow(view, action, lang)
    chosen = [a for m in moves if (a := move_arrow(view, m, lang)) is not None]
    landings = [field for _, field in card_landings(state, action)]
    targets = [a.end for a in chosen] + [a.past for a in chosen if a.past] + landings
    rows = shown_rows(view, arrow, targets)
    alt = board_text(view, rows, action, lang, describe, say_card)
    marks = ({arrow.end} if arrow else set()) | set(landings)
    svg = board_svg(view, rows, lang, f"{id_prefix}title", alt, marks)
    caption = caption_text(view, rows, action, arrow, lang, describe, say_card)
    rest = action.split()[1:] if action and view.to_move is not None else []
    if rest:
        then = f", {WORDS[lang]['then']} "
        whole = caption + then + describe(" ".join(rest), lang)
        # a caption is read under the picture at a glance: a long chain of cards names them
        # short there (the text alternative keeps the full names)
        shorter = caption + then + rest_words(state, rest, short=True).get(lang)
        if len(whole) <= CAPTION_MOST or arrow is None:
            caption = whole
        elif len(shorter) <= CAPTION_MOST:
            caption = shorter
        else:
            head = caption.partition(": ")[0]
            mover = colour_name(state.to_move, lang)
            steps = Listing((landing_words(arrow.end, state.board.goal),
                             *rest_words(state, rest, short=True).items), "and")
            caption = f"{head}: {mover} {steps.get(lang)}"
    return Picture(svg, alt, caption)

