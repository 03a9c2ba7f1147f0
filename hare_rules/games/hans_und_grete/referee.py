"""The referee part of Hans & Grete: lay out a table by tapping (choose the next card among
those the pile can give there, tap the square for its top-left corner; tap a card to take it
back onto the pile); the extras are each player's steps for the laid-out table, with both
walks drawn in the picture (the game's own walk drawing), and the best block to remove.
A position the game never produces (more or fewer than its 15 cards, a house card out of
its place in the pile, a card laid against the laying rules: `positions.position_problems`,
the check content scenarios pass) is refused with the reasons.

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
from hare_rules.core.sentences import OR, Listing, render

from . import rules
from .cards import Card, CardError
from .facts import pile_order
from .notation import first_problem
from .picture import draw
from .positions import kinds_in_order, position_problems
from .rules import square_name, walk_effects
from .state import NAMES, PLAYERS, Layout, Placed
from .walking import score

WARNED = frozenset({"not_laid_legally"})  # shown with a warning, not refused (`refusal`)
MARGIN = rules.TAP_MARGIN  # empty squares around the layout to tap (the longest card side)
# The cards as the rules text names them (Einleitung: Waldkarten, Hauskarten, Startkarten):
# "Wald"/"forest" alone is a square's name on the pictures.
KIND = {"de": {"start": "Startkarte", "house": "Hauskarte", "forest": "Waldkarte"},
        "en": {"start": "Start card", "house": "House card", "forest": "Forest card"}}
WORDS = {
    "de": {"card": "Nächste Karte ändern: die oberste des Stapels drehen oder eine andere "
                   "wählen (ihre Zeilen von oben: + Weg, # Wald, S Start, H und G Haus von Hans "
                   "und Grete, h und g ihre Klötzchen)",
           "lay": "Karte legen (Quadrat links oben antippen)",
           "remove": "Karte zurücknehmen (Karte antippen)",
           "steps": "Schritte für diese Auslage", "best": "Bestes Klötzchen zum Wegnehmen",
           "best_line": "{name}: das auf {squares}", "best_any": "{name}: eines der auf {squares} "
           "(gleich gut)", "no_block": "{name}: keines (Wegnehmen verbessert nichts)",
           "no_blocks": "{name} hat keine Klötzchen auf dem Tisch.",
           "empty": "Noch liegt keine Karte.", "pile": "Der Stapel von oben",
           "warning": "So kann die Auslage im Spiel nicht entstehen",
           "no_house": "{name}: – (Haus nicht erreichbar)",
           "then_walk": "Danach liegen alle Karten und es wird gelaufen: „Versuchen“ zeigt "
                        "die Schritte.",
           "laying": "Noch {n:#Karte|Karten} im Stapel – gelaufen und gezählt wird erst, "
                     "wenn alle Karten liegen."},
    "en": {"card": "Change the next card: turn the top card of the pile or choose another "
                   "(its rows from the top: + path, # forest, S start, H and G the houses of "
                   "Hans and Grete, h and g their blocks)",
           "lay": "Lay the card (tap its top-left square)",
           "remove": "Take a card back (tap the card)",
           "steps": "Steps for this layout", "best": "Best block to remove",
           "best_line": "{name}: the one on {squares}", "best_any": "{name}: any one of those "
           "on {squares} (equally good)", "no_block": "{name}: none (no removal helps)",
           "no_blocks": "{name} has no blocks on the table.",
           "empty": "No card is laid yet.", "pile": "The pile from the top",
           "warning": "This layout cannot arise in play",
           "no_house": "{name}: – (house out of reach)",
           "then_walk": "Then every card is laid and the walk decides: trying the move shows "
                        "the steps.",
           "laying": "{n:#card|cards} still in the pile – the walk and the count come only "
                     "once all cards are laid."},
}


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
    problem = first_problem(state)
    if problem is not None:
        raise InvalidStateError(problem.en, text=problem)
    return state


class HansUndGreteReferee(Referee[Layout]):
    def picture(self, state: Layout, lang: str) -> Picture:
        # The walks only once every card is laid (Laufphase: "Wenn alle Karten gelegt sind"):
        # while the pile holds cards, the houses may still be in it.
        walks = "walk:both" if state.laid and state.complete else None
        return draw(state, lang, walks, "referee-", taps=MARGIN)

    def player_name(self, name: str, lang: str) -> str:
        return NAMES.get(name, name)

    def refusal(self, state: Layout) -> Text | None:
        """Why the cards cannot be a game's (None: they can): the pile and its cards, the
        positions' own check. A card laid against the laying rules is shown with a warning
        (`notes`): laying by tapping may try any square, and the note says what is wrong."""
        problems = [r for r in position_problems(state) if r.code not in WARNED]
        if not problems:
            return None
        return Text(" ".join(r.de for r in problems), " ".join(r.en for r in problems))

    # --- controls -------------------------------------------------------------------------
    def controls(self, state: Layout, lang: str) -> list[Control]:
        lang = "de" if lang == "de" else "en"
        words = WORDS[lang]
        # Only what the pile can still give here: its cards of the kind this place takes
        # (the start card first, the houses 6th and 7th, forest cards else).
        # A complete layout (the pile empty) has no next card to choose or lay.
        last = state.laid[-1] if state.laid else None
        remove = [Control("remove", words["remove"], PLACE, "")] if state.laid else []
        if not state.pile:
            return remove
        kinds = kinds_in_order()
        need = kinds[len(state.laid)] if len(state.laid) < len(kinds) else None
        options: dict[str, str] = {}
        for card in state.pile:
            if card.kind != need:
                continue
            for _, turned in card.orientations():
                rows = turned.text.replace("/", " / ")
                label = f"{KIND[lang][turned.kind]} {turned.width}×{turned.height}: {rows}"
                options.setdefault(turned.text, label)
        return [Control("card", words["card"], CHOICE, state.pile[0].text,
                        tuple(options.items())),
                Control("lay", words["lay"], PLACE,
                        square_name((last.col, last.row)) if last else ""),
                *remove]

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
            covering = next((p for p in state.laid if p.covers(square)), None)
            if covering is None:
                raise refusal(f"Auf {value} liegt keine Karte.", f"No card lies on {value}.")
            laid = tuple(p for p in state.laid if p is not covering)
            return Layout(laid, (covering.card, *state.pile))
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
        warned = tuple(r.message(lang) for r in position_problems(state) if r.code in WARNED)
        warning = [Note(words["warning"], warned)] if warned else []
        if not state.laid:  # before the first card: the pile's order is what one asks
            order = (pile_order(state).message(lang),) if state.pile else ()
            return [Note(words["steps"], (words["empty"],)),
                    *([Note(words["pile"], order)] if order else [])]
        if state.pile:  # the laying phase: no walk, no result, no removal yet
            return [*warning, Note(words["steps"], (laying_line(len(state.pile), lang),))]
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
                listing = Listing(tuple(map(square_name, squares)), OR).get(lang)
                key = "best_line" if len(squares) == 1 else "best_any"
                best.append(words[key].format(name=name, squares=listing))
            else:
                best.append(words["no_block"].format(name=name))
        return [*warning, Note(words["steps"], steps), Note(words["best"], tuple(best))]


def laying_line(pile: int, lang: str) -> str:
    """The steps note while cards remain in the pile: no result yet.

    >>> laying_line(14, "de")
    'Noch 14 Karten im Stapel – gelaufen und gezählt wird erst, wenn alle Karten liegen.'
    >>> laying_line(1, "en")
    '1 card still in the pile – the walk and the count come only once all cards are laid.'
    """
    return _capital(render(WORDS["de" if lang == "de" else "en"]["laying"], lang, n=pile))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def _on_top(state: Layout, text: str) -> Layout:
    """The pile with the chosen card (as it lies) on top: it changes places with the top
    card (so every other card keeps its place in the pile, the houses 6th and 7th), or is
    added where the pile does not hold it."""
    try:
        chosen = Card.from_text(text)
    except CardError as error:
        raise refusal(f"„{text}“ ist keine Karte: {error.text.de}",
                      f"'{text}' is not a card: {error.text.en}") from None
    pile = list(state.pile)
    same = next((i for i, card in enumerate(pile) if _same_card(card, chosen)), None)
    if same is None:
        return Layout(state.laid, (chosen, *pile))
    pile[0], pile[same] = pile[same], pile[0]
    pile[0] = chosen
    return Layout(state.laid, tuple(pile))


REFEREE = HansUndGreteReferee()
