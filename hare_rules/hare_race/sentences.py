"""Reason sentences every hare race on the numbered track shares, German and English.

The 2019 edition and the dice edition forbid the same moves for the same reasons (carrots,
occupied fields, hedgehogs only backwards, the goal, lettuce fields), so both games' reason
tables start from `RACE_REASONS` and add their own; a sentence fixed here is fixed in both.

Each reason is about the pawn (or player) that may not act: `{who}`, its name as the
reader reads it, and the reason's `subject`, so that a question speaking to that player
reads the second-person form. `race_reason` sets both:

    >>> from hare_rules.core.sentences import Listing
    >>> no = race_reason(RACE_REASONS, "not_enough_carrots", "A", needed=15,
    ...                  held=carrots_held(12))
    >>> no.de, no.message("de", you="A")
    ('A braucht 15 Karotten, hat aber nur 12.', 'Du brauchst 15 Karotten, hast aber nur 12.')
    >>> no.message("en", you="B")                  # spoken to B, the sentence is about A
    'A needs 15 carrots but holds only 12.'
    >>> other_moves(["+1", "+3", "back"], exchange=10).get("de")
    '1 oder 3 Felder vorwärts ziehen oder zum Igel zurückziehen'
    >>> take = other_moves(["take"], exchange=10)
    >>> race_reason(RACE_REASONS, "not_stuck", "A", moves=take).en
    'A may go back to the start only when no other move is possible; A can still take 10 carrots.'

Values are whole phrases (`Text`, `Listing`): `other_moves` turns the move tokens both
editions share into the reader's words, never "back" or "eat".
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from hare_rules.core.limits import forward_number
from hare_rules.core.sentences import OR, Listing, Reason, Templates, Text

# English boxes of Hare & Tortoise print "square" where the German board says "Feld";
# the editions that follow them turn the shared English into squares with `in_squares`.
_FIELD = re.compile(r"(?<![{\w])(F|f)ield(s?)\b(?![:}\w])")


def in_squares(text: str) -> str:
    """An English template of the shared race words as English editions say it: "square"
    for "field" (never a placeholder's name: "{field}", "{fields:#…}").

    >>> in_squares("Field {field} is a hedgehog field; {fields:#field|fields} back")
    'Square {field} is a hedgehog square; {fields:#square|squares} back'
    """
    text = text.replace("#field|fields", "#square|squares")
    return _FIELD.sub(lambda m: ("S" if m.group(1) == "F" else "s") + "quare" + m.group(2), text)


def moves_in_squares(moves: Listing) -> Listing:
    """The shared `other_moves` listing with its English in squares."""
    return Listing(tuple(Text(w.de, in_squares(w.en)) if isinstance(w, Text) else w
                         for w in moves.items), moves.conjunction)


def english_in_squares(templates: tuple[str, ...]) -> tuple[str, ...]:
    """A table row (German, English, German to "du", English to "you") with its English
    in squares; the German stays as it is."""
    return tuple(in_squares(t) if i % 2 else t for i, t in enumerate(templates))


# code -> (German, English, German to "du", English to "you"); `{who}` is the subject.
RACE_REASONS: Templates = {
    # `held`: `carrots_held(n)`, "nur 12" / "keine".
    "not_enough_carrots": (
        "{who} braucht {needed:#Karotte|Karotten}, hat aber {held}.",
        "{who} needs {needed:#carrot|carrots} but holds {held}.",
        "Du brauchst {needed:#Karotte|Karotten}, hast aber {held}.",
        "You need {needed:#carrot|carrots} but hold {held}.",
    ),
    "field_occupied": (
        "Auf Feld {field} steht schon {occupant}.",
        "{occupant} already stands on field {field}.",
    ),
    "hedgehog_forward": (
        "Feld {field} ist ein Igelfeld: Igelfelder erreicht {who} nur rückwärts.",
        "Field {field} is a hedgehog field, and {who} can reach hedgehog fields only by "
        "moving back.",
        "Feld {field} ist ein Igelfeld: Igelfelder erreichst du nur rückwärts.",
        "Field {field} is a hedgehog field, and you can reach hedgehog fields only by "
        "moving back.",
    ),
    "past_goal": (
        "{who} kann nicht {fields:#Feld|Felder} vorwärts: Das führt über das Ziel "
        "(Feld {goal}) hinaus.",
        "{who} cannot move {fields:#field|fields} forward: that would overshoot the goal "
        "(field {goal}).",
        "Du kannst nicht {fields:#Feld|Felder} vorwärts: Das führt über das Ziel "
        "(Feld {goal}) hinaus.",
        "You cannot move {fields:#field|fields} forward: that would overshoot the goal "
        "(field {goal}).",
    ),
    "no_hedgehog_behind": (
        "{who} kann nicht zurück: Hinter Feld {field} liegt kein Igelfeld.",
        "{who} cannot move back: there is no hedgehog field behind field {field}.",
        "Du kannst nicht zurück: Hinter Feld {field} liegt kein Igelfeld.",
        "You cannot move back: there is no hedgehog field behind field {field}.",
    ),
    "hedgehog_occupied": (
        "Das nächste Igelfeld hinter {who} (Feld {hedgehog}) ist besetzt, und weiter zurück "
        "darf {who} nicht.",
        "The nearest hedgehog field behind {who} (field {hedgehog}) is taken, and {who} may "
        "not go to one further back.",
        "Das nächste Igelfeld hinter dir (Feld {hedgehog}) ist besetzt, und weiter zurück "
        "darfst du nicht.",
        "The nearest hedgehog field behind you (field {hedgehog}) is taken, and you may not "
        "go to one further back.",
    ),
    "lettuce_needed": (
        "Auf das Salatfeld {field} darf {who} nur mit einem Salat, hat aber keinen mehr.",
        "{who} may enter lettuce field {field} only with a lettuce left and has none.",
        "Auf das Salatfeld {field} darfst du nur mit einem Salat, hast aber keinen mehr.",
        "You may enter lettuce field {field} only with a lettuce left, and you have none.",
    ),
    "not_on_lettuce": (
        "{who} kann hier nicht fressen: Feld {field} ist kein Salatfeld.",
        "{who} cannot eat here: field {field} is not a lettuce field.",
        "Du kannst hier nicht fressen: Feld {field} ist kein Salatfeld.",
        "You cannot eat here: field {field} is not a lettuce field.",
    ),
    "not_on_carrot_field": (
        "{who} kann hier keine Karotten nehmen oder abgeben: Feld {field} ist kein "
        "Karottenfeld.",
        "{who} cannot take or give back carrots here: field {field} is not a carrot field.",
        "Du kannst hier keine Karotten nehmen oder abgeben: Feld {field} ist kein "
        "Karottenfeld.",
        "You cannot take or give back carrots here: field {field} is not a carrot field.",
    ),
    "goal_lettuce_left": (
        "Ins Ziel darf {who} erst ohne Salat, hat aber noch {lettuce:#Salat|Salate}.",
        "{who} may enter the goal only with no lettuce left and still has "
        "{lettuce:#lettuce|lettuces}.",
        "Ins Ziel darfst du erst ohne Salat, hast aber noch {lettuce:#Salat|Salate}.",
        "You may enter the goal only with no lettuce left, and you still have "
        "{lettuce:#lettuce|lettuces}.",
    ),
    "not_skipping": (
        "Aussetzen darf {who} nur, wenn {who} aussetzen muss.",
        "{who} may miss a turn only when {who} has to.",
        "Aussetzen darfst du nur, wenn du aussetzen musst.",
        "You may miss a turn only when you have to.",
    ),
    "not_stuck": (
        "Zurück zum Start darf {who} nur, wenn kein anderer Zug geht; {who} kann noch "
        "{moves}.",
        "{who} may go back to the start only when no other move is possible; {who} can still "
        "{moves}.",
        "Zurück zum Start darfst du nur, wenn kein anderer Zug geht; du kannst noch {moves}.",
        "You may go back to the start only when no other move is possible; you can still "
        "{moves}.",
    ),
}


def race_reason(templates: Templates, code: str, who: str, **params: object) -> Reason:
    """A reason about the pawn or player `who` (its name as the reader reads it): named in
    the third person, spoken to where a question says "du"/"you" to it."""
    return Reason.from_table(templates, code, subject=who, who=who, **params)


_NTH = ("first", "second", "third", "fourth", "fifth", "sixth")


def nth_place(place: int) -> Text:
    """A race or finishing place as a sentence says it: "2." in German ("als 2."), "second"
    in English ("finishing second", "in second place"), where "in place 2" reads translated."""
    en = _NTH[place - 1] if 0 < place <= len(_NTH) else f"number {place}"
    return Text(f"{place}.", en)


def carrots_held(count: int) -> Text:
    """Carrots a player holds, as "… hat aber …" takes them: "nur 12", "keine"."""
    if count == 0:
        return Text("keine", "none")
    return Text(f"nur {count}", f"only {count}")


# The moves both editions share, as they fit "kann noch …" / "can still …".
MOVE_WORDS = {
    "back": Text("zum Igel zurückziehen", "move back to the hedgehog"),
    "eat": Text("einen Salat fressen", "eat a lettuce"),
    "skip": Text("aussetzen", "miss the turn"),
    "restart": Text("zurück zum Start", "go back to the start"),
}


def distance_items(distances: Iterable[int], to: str) -> list[str]:
    """Distances as the items of a list, runs of three or more as a range ("1 bis 4"),
    gaps spelt out: [1, 2, 3, 4, 6, 7], " bis " -> ["1 bis 4", "6", "7"]."""
    runs: list[list[int]] = []
    for n in sorted(set(distances)):
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    items: list[str] = []
    for run in runs:
        items += [f"{run[0]}{to}{run[-1]}"] if len(run) >= 3 else [str(n) for n in run]
    return items


def forward_words(fields: Iterable[int]) -> Text:
    """Forward moves as one phrase, runs of three or more as a range:
    "1 bis 4, 6 oder 7 Felder vorwärts ziehen" / "move 1 to 4, 6 or 7 fields forward"."""
    distances = sorted(set(fields))
    one = distances == [1]

    def said(lang: str) -> str:
        return Listing(tuple(distance_items(distances, " bis " if lang == "de" else " to ")),
                       OR).get(lang)

    return Text(f"{said('de')} {'Feld' if one else 'Felder'} vorwärts ziehen",
                 f"move {said('en')} {'field' if one else 'fields'} forward")


def exchange_words(token: str, exchange: int) -> Text | None:
    """take / give as "kann noch …" takes them, with the edition's amount (its clause)."""
    if token == "take":
        return Text(f"{exchange} Karotten nehmen", f"take {exchange} carrots")
    if token == "give":
        return Text(f"{exchange} Karotten abgeben", f"give back {exchange} carrots")
    return None


def other_moves(tokens: Iterable[str], *, exchange: int) -> Listing:
    """The legal moves of `tokens` (`+N`, back, eat, take, give, skip) in the reader's
    words, the forward moves as one phrase, joined with "or"; `exchange` is what a carrot
    field takes or gives back (the edition's clause)."""
    forward, others = [], []
    for token in tokens:
        if (n := forward_number(token)) is not None:
            forward.append(n)
        elif token in MOVE_WORDS:
            others.append(MOVE_WORDS[token])
        elif (words := exchange_words(token, exchange)) is not None:
            others.append(words)
        else:
            raise ValueError(f"{token!r} is not a move every hare race shares")
    moves = ([forward_words(forward)] if forward else []) + others
    return Listing(tuple(moves), OR)
