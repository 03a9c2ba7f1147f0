"""The referee part of Hans & Grete: lay out a table by tapping (choose the card, tap the
square for its top-left corner; tap a card to take it back onto the pile), say whether the
layout is complete; the extras are each player's steps for the laid-out table, with both
walks drawn in the picture (the game's own walk drawing), and the best block to remove.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["hans-und-grete"]
    >>> state = REFEREE.edit(game.start_state(2, seed=1), "lay", "0,0")
    >>> [p.letter for p in state.laid], len(state.pile)
    (['A'], 14)
"""

from __future__ import annotations

from hare_rules.core.protocol import (
    CHOICE,
    PLACE,
    Control,
    InvalidStateError,
    Note,
    Picture,
    Referee,
    Text,
)
from hare_rules.core.sentences import OR, Listing

from . import rules
from .cards import FOREST_CARDS, HOUSE_CARDS, START_CARDS, Card
from .notation import layout_problem_text
from .picture import draw
from .rules import square_name, walk_effects
from .setup import new_game
from .state import NAMES, PLAYERS, Layout, Placed
from .walking import score

MARGIN = 3  # empty squares around the layout to tap (the longest card side)
NO_CARD = "-"
KIND = {"de": {"start": "Start", "house": "Haus", "forest": "Wald"},
        "en": {"start": "start", "house": "house", "forest": "forest"}}
WORDS = {
    "de": {"card": "Nächste Karte (oben auf dem Stapel; ihre Zeilen von oben: + Weg, # Wald, "
                   "S Start, H und G Haus von Hans und Grete, h und g ihre Klötzchen)",
           "none": "keine (Stapel leer)",
           "lay": "Karte legen (Quadrat links oben antippen)",
           "remove": "Karte zurücknehmen (Karte antippen)",
           "complete": "Auslage fertig?", "yes": "ja, der Stapel ist leer",
           "no": "nein, es liegen noch Karten im Stapel",
           "steps": "Schritte für diese Auslage", "best": "Bestes Klötzchen zum Wegnehmen",
           "best_line": "{name}: das auf {squares}", "best_any": "{name}: eines der auf {squares} "
           "(gleich gut)", "no_block": "{name}: keines (Wegnehmen verbessert nichts)",
           "no_blocks": "{name} hat keine Klötzchen auf dem Tisch.",
           "empty": "Noch liegt keine Karte.",
           "no_house": "{name}: – (Haus nicht erreichbar)",
           "then_walk": "Danach liegen alle Karten und es wird gelaufen: „Versuchen“ zeigt "
                        "die Schritte."},
    "en": {"card": "Next card (top of the pile; its rows from the top: + path, # forest, "
                   "S start, H and G the houses of Hans and Grete, h and g their blocks)",
           "none": "none (pile empty)",
           "lay": "Lay the card (tap its top-left square)",
           "remove": "Take a card back (tap the card)",
           "complete": "Layout complete?", "yes": "yes, the pile is empty",
           "no": "no, cards are left in the pile",
           "steps": "Steps for this layout", "best": "Best block to remove",
           "best_line": "{name}: the one on {squares}", "best_any": "{name}: any one of those "
           "on {squares} (equally good)", "no_block": "{name}: none (no removal helps)",
           "no_blocks": "{name} has no blocks on the table.",
           "empty": "No card is laid yet.",
           "no_house": "{name}: – (house out of reach)",
           "then_walk": "Then every card is laid and the walk decides: trying the move shows "
                        "the steps."},
}
SET = (*START_CARDS, *HOUSE_CARDS, *FOREST_CARDS)  # the illustrative card set (cards.py)


def refusal(de: str, en: str) -> InvalidStateError:
    return InvalidStateError(en, text=Text(de, en))


def _square(value: str) -> tuple[int, int]:
    col, _, row = value.partition(",")
    try:
        return int(col), int(row)
    except ValueError:
        raise refusal(f"„{value}“ ist kein Quadrat (Spalte,Zeile).",
                      f"'{value}' is not a square (column,row).") from None


def _same_card(a: Card, b: Card) -> bool:
    return any(turned.rows == b.rows for _, turned in a.orientations())


def _checked(state: Layout) -> Layout:
    problem = layout_problem_text(state)
    if problem is not None:
        raise InvalidStateError(problem.en, text=problem)
    return state


class HansUndGreteReferee(Referee):
    def picture(self, state: Layout, lang: str) -> Picture:
        return draw(state, lang, "walk:both" if state.laid else None, "referee-", taps=MARGIN)

    def player_name(self, name: str, lang: str) -> str:
        return NAMES.get(name, name)

    # --- controls -------------------------------------------------------------------------
    def controls(self, state: Layout, lang: str) -> list[Control]:
        lang = "de" if lang == "de" else "en"
        words = WORDS[lang]
        options: dict[str, str] = {NO_CARD: words["none"]}
        for card in (*state.pile, *SET):
            for _, turned in card.orientations():
                rows = turned.text.replace("/", " / ")
                label = f"{KIND[lang][turned.kind]} {turned.width}×{turned.height}: {rows}"
                options.setdefault(turned.text, label)
        top = state.pile[0].text if state.pile else NO_CARD
        last = state.laid[-1] if state.laid else None
        out = [Control("card", words["card"], CHOICE, top, tuple(options.items())),
               Control("lay", words["lay"], PLACE,
                       square_name((last.col, last.row)) if last else "")]
        if state.laid:
            out.append(Control("remove", words["remove"], PLACE, ""))
        out.append(Control("complete", words["complete"], CHOICE, "no" if state.pile else "yes",
                           (("yes", words["yes"]), ("no", words["no"]))))
        return out

    def edit(self, state: Layout, control: str, value: str) -> Layout:
        if control == "card":
            return _checked(_on_top(state, value))
        if control == "lay":
            if not state.pile:
                raise refusal("Der Stapel ist leer: wähle zuerst die nächste Karte.",
                              "The pile is empty: choose the next card first.")
            col, row = _square(value)
            placed = Placed(state.next_letter(), col, row, state.pile[0])
            return _checked(Layout((*state.laid, placed), state.pile[1:]))
        if control == "remove":
            square = _square(value)
            placed = next((p for p in state.laid if p.covers(square)), None)
            if placed is None:
                raise refusal(f"Auf {value} liegt keine Karte.", f"No card lies on {value}.")
            laid = tuple(p for p in state.laid if p is not placed)
            return Layout(laid, (placed.card, *state.pile))
        if control == "complete" and value in ("yes", "no"):
            if value == "yes":
                return Layout(state.laid, ())
            if state.pile:
                return state
            return Layout(state.laid, _rest_of_set(state))
        return super().edit(state, control, value)

    def listed_effects(self, state: Layout, action: str, lang: str) -> list[str] | None:
        """The last card: its laying, and that the walk decides (trying the move shows the
        walk; walking every possible last card would keep the page waiting)."""
        if len(state.pile) != 1:
            return None
        laid = rules.apply(Layout(state.laid, (*state.pile, state.pile[0])), action).effects
        return [laid[0].message(lang), WORDS["de" if lang == "de" else "en"]["then_walk"]]

    # --- the extras -------------------------------------------------------------------------
    def notes(self, state: Layout, lang: str) -> list[Note]:
        lang = "de" if lang == "de" else "en"
        words = WORDS[lang]
        if not state.laid:
            return [Note(words["steps"], (words["empty"],))]
        table = Layout(state.laid)  # the cards laid so far, walked as if the pile were empty
        steps = tuple(e.message(lang) for e in walk_effects(table))
        best = []
        for player in PLAYERS:
            result = score(table, player)
            name = NAMES[player]
            # As the walk's own sentences have it (`result.removed`): where removing none is as
            # good as any removal, the player removes none.
            squares = [s for s in result.best_removals if s is not None]
            if not result.finishes:
                best.append(words["no_house"].format(name=name))
            elif not result.blocks:
                best.append(words["no_blocks"].format(name=name))
            elif squares and result.removed is not None:
                listing = Listing(tuple(map(square_name, squares)), OR).say(lang)
                key = "best_line" if len(squares) == 1 else "best_any"
                best.append(words[key].format(name=name, squares=listing))
            else:
                best.append(words["no_block"].format(name=name))
        return [Note(words["steps"], steps), Note(words["best"], tuple(best))]


def _on_top(state: Layout, text: str) -> Layout:
    """The pile with the chosen card (as it lies) on top: taken from further down the pile
    if it is there, turned or not, else added."""
    if text == NO_CARD:
        return Layout(state.laid, ())
    try:
        chosen = Card.from_text(text)
    except ValueError as error:
        raise refusal(f"„{text}“ ist keine Karte: {error}", f"'{text}' is not a card: {error}"
                      ) from None
    pile = list(state.pile)
    same = next((i for i, card in enumerate(pile) if _same_card(card, chosen)), None)
    if same is not None:
        pile.pop(same)
    return Layout(state.laid, (chosen, *pile))


def _rest_of_set(state: Layout) -> tuple[Card, ...]:
    """The cards of the set not on the table, in the order a new game (seed 1) deals them."""
    left = list(state.laid)
    rest = []
    for card in new_game(1).pile:
        match = next((p for p in left if _same_card(card, p.card)), None)
        if match is not None:
            left.remove(match)
        else:
            rest.append(card)
    return tuple(rest)


REFEREE = HansUndGreteReferee()
