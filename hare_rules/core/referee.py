"""The referee: "what may I do here?" for any game of GAMES, as a JSON-ready API.

The referee page calls these functions (in the browser, through Pyodide); each returns a
dict of str/int/bool/None/list/dict only and never raises: bad input of any kind (an
unknown game, a notation that does not parse, an impossible position, an unknown control,
a value out of range) gives `{"ok": False, "error": <the engine's message in lang>}`.

    >>> answer = start("ravensburger-2019", "en")
    >>> answer["ok"], answer["to_move_text"], [a["token"] for a in answer["actions"]][:3]
    (True, 'A to move', ['+1', '+2', '+3'])
    >>> notation = "ravensburger-2019 *A:0:68:3 B:2:65:3"
    >>> attempt("ravensburger-2019", notation, "+2", "de")["reasons"][0]["text"]
    'A kann nicht auf Feld 2: Dort steht schon B.'
    >>> view("ravensburger-2019", "ravensburger-2019 *A:99:68:3", "de")["error"]
    'Spieler A: Feld 99 liegt nicht auf der Laufbahn (0 bis 64).'

Game-agnostic: it uses only `GAMES` and the protocol; a game's own controls, tap targets
and extras come from `game.referee()` (hare_rules.core.protocol.Referee). Pure standard
library, so it imports in Pyodide without the YAML loader. The interface is documented in
dev/INTERFACES.md ("Referee").
"""

from __future__ import annotations

import inspect
import re
from collections.abc import Callable
from functools import wraps
from typing import Any

from .protocol import (
    CHOICE,
    NUMBER,
    PLACE,
    Control,
    Game,
    GameError,
    IncompleteScenario,
    Picture,
    Referee,
    State,
    Text,
)
from .sentences import Reason

JSON = dict[str, Any]
TAP = re.compile(r'data-referee-tap="([^"]*)"')
ID_PREFIX = "referee-"


class Refusal(Exception):
    """Bad input the API answers with an Error (its text in both languages)."""

    def __init__(self, text: Text):
        super().__init__(text.en)
        self.text = text


def _lang(lang: object) -> str:
    return "de" if isinstance(lang, str) and lang == "de" else "en"


def _answer(fn: Callable[..., JSON]) -> Callable[..., JSON]:
    """Every API function: bad input and engine errors become an Error in the reader's
    language, never an exception."""

    signature = inspect.signature(fn)

    @wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> JSON:
        lang = "en"
        try:
            # Read inside the guard: a `lang` of any type (one whose `==` raises) still
            # gets an answer, in English.
            lang = _lang(signature.bind_partial(*args, **kwargs).arguments.get("lang", "en"))
            return fn(*args, **kwargs)
        except Refusal as refusal:
            return error(refusal.text.get(lang))
        except GameError as problem:
            return error(_game_error_text(problem, lang, CANNOT_DO))
        except RecursionError:
            return error(INTERNAL.get(lang).format(what="RecursionError"))
        except Exception as problem:  # a bug in the engine: still an answer, not a traceback
            return error(INTERNAL.get(lang).format(what=type(problem).__name__))

    return wrapper


def error(message: str) -> JSON:
    return {"ok": False, "error": message}


# -- the reader's words -------------------------------------------------------------------
CANNOT_READ = Text("Diese Stellung kann ich nicht lesen: {msg}",
                   "I cannot read this position: {msg}")
CANNOT_EXIST = Text("Diese Stellung kann es nicht geben: {msg}",
                    "This position cannot exist: {msg}")
CANNOT_DO = Text("Das geht nicht: {msg}", "That is not possible: {msg}")
# A legal move whose outcome the position does not fix (the card it draws, the roll it
# needs): what follows is chance, not an error.
# The game's raise site says what chance decides (a hare card, a roll); where it does not,
# nothing is named that the game may not have.
BY_CHANCE = Text("Was dann geschieht, entscheidet der Zufall; diese Stellung legt es noch "
                 "nicht fest.",
                 "What happens then is left to chance; this position does not fix it yet.")
INTERNAL = Text("Der Schiedsrichter ist an einem Fehler gescheitert ({what}); die Seite "
                "arbeitet weiter.",
                "The referee failed with an error ({what}); the page keeps working.")
UNKNOWN_GAME = Text("Unbekanntes Spiel „{game}“ (bekannt: {known}).",
                    "Unknown game '{game}' (known: {known}).")
NOT_TEXT = Text("{what} muss ein Text sein.", "{what} must be a text.")
WHAT = {"notation": Text("Die Stellung", "The position"), "token": Text("Der Zug", "The move"),
        "control": Text("Die Einstellung", "The control"), "value": Text("Der Wert", "The value")}
NOT_NOTATION = Text("so schreibt dieses Spiel keine Stellung (vergleiche mit der, die "
                    "„Startstellung“ zeigt)",
                    "this game does not write a position like this (compare the one "
                    "“Start position” shows)")
EMPTY_NOTATION = Text("Die Stellung ist leer.", "The position is empty.")
UNKNOWN_CONTROL = Text("Hier gibt es keine Einstellung „{control}“.",
                       "There is no control '{control}' here.")
NOT_A_NUMBER = Text("{label}: „{value}“ ist keine ganze Zahl.",
                    "{label}: '{value}' is not a whole number.")
OUT_OF_RANGE = Text("{label}: {value} liegt nicht zwischen {min} und {max}.",
                    "{label}: {value} is not between {min} and {max}.")
NOT_AN_OPTION = Text("{label}: „{value}“ ist keine der Möglichkeiten.",
                     "{label}: '{value}' is not one of the options.")
NOT_A_TAP = Text("{label}: „{value}“ ist keine Stelle im Bild.",
                 "{label}: '{value}' is not a place in the picture.")
ILLEGAL = Text("Dieser Zug ist nicht erlaubt: {why}", "This move is not allowed: {why}")
TO_MOVE = Text("Am Zug: {name}", "{name} to move")
NO_SUCH_OUTCOME = Text("„{outcome}“ ist keine Möglichkeit dieses Zuges.",
                       "“{outcome}” is not one of this move's outcomes.")
OVER = Text("Spiel vorbei", "Game over")


def _say(text: Text, lang: str, **values: object) -> str:
    return text.get(lang).format(**values)


def _game_error_text(problem: GameError, lang: str, frame: Text) -> str:
    """The engine's own sentence where the raise site gives one, else the frame."""
    said = problem.said(lang)
    if said is not None:
        return _sentence(said)
    return _say(frame, lang, msg=str(problem))


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


# -- reading the input --------------------------------------------------------------------
def _game(game_id: object) -> Game:
    from hare_rules.games import GAMES  # the registry; imported here so doctests see it

    if isinstance(game_id, str) and game_id in GAMES:
        return GAMES[game_id]
    raise Refusal(Text(
        UNKNOWN_GAME.de.format(game=game_id, known=", ".join(sorted(GAMES))),
        UNKNOWN_GAME.en.format(game=game_id, known=", ".join(sorted(GAMES)))))


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise Refusal(Text(NOT_TEXT.de.format(what=WHAT[what].de),
                           NOT_TEXT.en.format(what=WHAT[what].en)))
    return value


def _parse(game: Game, notation: object, lang: str, frame: Text = CANNOT_READ) -> State:
    text = _text(notation, "notation").strip()
    if not text:
        raise Refusal(EMPTY_NOTATION)
    try:
        state = game.parse_state(text)
    except GameError as problem:
        raise Refusal(_both(problem, frame)) from None
    except (ValueError, KeyError, IndexError, TypeError):  # a game's loose parser
        # (its exception's text is Python's, not the reader's: the reader gets the frame)
        raise Refusal(Text(frame.de.format(msg=NOT_NOTATION.de),
                           frame.en.format(msg=NOT_NOTATION.en))) from None
    # A position the notation reads but the game never produces (the game's referee says)
    referee = game.referee()
    refused = referee.refusal(state) if referee is not None else None
    if refused is not None:
        raise Refusal(Text(CANNOT_EXIST.de.format(msg=refused.de),
                           CANNOT_EXIST.en.format(msg=refused.en)))
    return state


def _both(problem: GameError, frame: Text) -> Text:
    if problem.text is not None:
        return Text(_sentence(problem.text.de), _sentence(problem.text.en))
    return Text(frame.de.format(msg=problem), frame.en.format(msg=problem))


# -- building the answers -----------------------------------------------------------------
def _picture(game: Game, referee: Referee | None, state: State, lang: str) -> Picture:
    picture = referee.picture(state, lang) if referee is not None else None
    if picture is None:
        picture = game.picture(state, lang, None, ID_PREFIX)
    return picture if picture is not None else Picture("", "", "")


def _effects(game: Game, state: State, token: str, lang: str) -> tuple[list[str], State | None]:
    """The effect sentences of a legal action and the state after it; an action whose
    outcome the state does not decide (a card still to draw) gives the engine's sentence."""
    try:
        applied = game.apply(state, token)
    except IncompleteScenario as chance:
        said = chance.said(lang)
        return [_sentence(said) if said is not None else BY_CHANCE.get(lang)], None
    except GameError as problem:
        return [_game_error_text(problem, lang, CANNOT_DO)], None
    return [e.message(lang) for e in applied.effects], applied.state


def _control(control: Control) -> JSON:
    out: JSON = {"id": control.id, "label": control.label, "kind": control.kind,
                 "value": control.value}
    if control.kind == CHOICE:
        out["options"] = [{"value": v, "label": label} for v, label in control.options]
    if control.kind == NUMBER:
        out["min"], out["max"] = control.min, control.max
    return out


def _view(game: Game, state: State, lang: str) -> JSON:
    referee = game.referee()
    over = game.is_over(state)
    mover = None if over else game.to_move(state)
    if mover is None:
        to_move_text = OVER.get(lang)
    else:
        name = referee.player_name(mover, lang) if referee is not None else mover
        to_move_text = _say(TO_MOVE, lang, name=name)
    picture = _picture(game, referee, state, lang)
    actions = []
    for token in game.legal_actions(state):
        listed = referee.listed_effects(state, token, lang) if referee is not None else None
        effects, after = ((listed, state) if listed is not None
                          else _effects(game, state, token, lang))
        action: JSON = {"token": token, "move_code": game.action_code(token, lang),
                        "text": game.describe_action(token, lang, state), "effects": effects}
        # chance the position leaves open (the card drawn): the reader picks what comes;
        # asked only where playing the move gave no position
        outcomes = game.outcomes(state, token) if after is None else ()
        if outcomes:
            action["outcomes"] = [{"id": o.id, "text": o.text.get(lang),
                                   "effects": [e.message(lang) for e in o.applied.effects]}
                                  for o in outcomes]
        actions.append(action)
    controls = referee.controls(state, lang) if referee is not None else []
    notes = referee.notes(state, lang) if referee is not None else []
    return {
        "ok": True,
        "game": game.id,
        "notation": game.format_state(state),
        "to_move": mover,
        "to_move_text": to_move_text,
        "over": over,
        "picture": {"svg": picture.svg, "alt": picture.alt, "caption": picture.caption},
        "controls": [_control(c) for c in controls],
        "actions": actions,
        "notes": [{"title": n.title, "lines": list(n.lines)} for n in notes],
    }


def _check_value(control: Control, value: str, game: Game, referee: Referee, state: State,
                 lang: str) -> None:
    """The value fits the control: a number in range, one of the options, a tap target."""
    label = control.label
    if control.kind == NUMBER:
        if not (value.isascii() and re.fullmatch(r"-?[0-9]{1,9}", value)):
            raise Refusal(Text(NOT_A_NUMBER.de.format(label=label, value=value),
                               NOT_A_NUMBER.en.format(label=label, value=value)))
        if not control.min <= int(value) <= control.max:
            values = {"label": label, "value": int(value), "min": control.min,
                      "max": control.max}
            raise Refusal(Text(OUT_OF_RANGE.de.format(**values), OUT_OF_RANGE.en.format(**values)))
    elif control.kind == CHOICE:
        if value not in {v for v, _ in control.options}:
            raise Refusal(Text(NOT_AN_OPTION.de.format(label=label, value=value),
                               NOT_AN_OPTION.en.format(label=label, value=value)))
    elif control.kind == PLACE:
        if value not in tap_values(_picture(game, referee, state, lang).svg):
            raise Refusal(Text(NOT_A_TAP.de.format(label=label, value=value),
                               NOT_A_TAP.en.format(label=label, value=value)))


def tap_values(svg: str) -> list[str]:
    """The `data-referee-tap` values of a picture, in drawing order, each once."""
    return list(dict.fromkeys(TAP.findall(svg)))


# -- the API ------------------------------------------------------------------------------
def games() -> JSON:
    """Every game of GAMES: id, title in both languages, player counts, whether it has
    referee controls."""
    from hare_rules.games import GAMES

    return {"ok": True, "games": [
        {"id": game.id, "title": {"de": game.title.de, "en": game.title.en},
         "players": list(game.player_counts), "referee": game.referee() is not None}
        for game in GAMES.values()]}


def start_players(game: Game) -> int:
    """Two where the game allows it, else its smallest player count."""
    return 2 if 2 in game.player_counts else min(game.player_counts)


@_answer
def start(game_id: str, lang: str) -> JSON:
    """The game's start position (seed 1, two players where the game allows it), with what
    its referee leaves open of the deal (`Referee.opening`)."""
    game = _game(game_id)
    state = game.start_state(start_players(game), seed=1)
    referee = game.referee()
    return _view(game, state if referee is None else referee.opening(state), _lang(lang))


@_answer
def view(game_id: str, notation: str, lang: str) -> JSON:
    """The position a notation describes: legal actions with effects, controls, extras."""
    game = _game(game_id)
    lang = _lang(lang)
    return _view(game, _parse(game, notation, lang), lang)


@_answer
def edit(game_id: str, notation: str, control: str, value: str, lang: str) -> JSON:
    """The position with one control set to `value` (a control id of View["controls"])."""
    game = _game(game_id)
    lang = _lang(lang)
    state = _parse(game, notation, lang)
    control, value = _text(control, "control"), _text(value, "value").strip()
    referee = game.referee()
    found = {c.id: c for c in referee.controls(state, lang)} if referee is not None else {}
    if control not in found:
        raise Refusal(Text(UNKNOWN_CONTROL.de.format(control=control),
                           UNKNOWN_CONTROL.en.format(control=control)))
    assert referee is not None
    _check_value(found[control], value, game, referee, state, lang)
    try:
        changed = referee.edit(state, control, value)
    except GameError as problem:
        raise Refusal(_both(problem, CANNOT_EXIST)) from None
    # Read back through the notation: the edited position passes the same checks as a
    # pasted one (and the page's notation is what it shows).
    return _view(game, _parse(game, game.format_state(changed), lang, CANNOT_EXIST), lang)


# The reader's words match a move's as the page shows them, whatever the case, spacing or
# quotation marks: "3 felder vorwärts", "Karte „Karotten nehmen oder abgeben“: keine".
_QUOTES = str.maketrans("", "", "\"'„“”‚‘’«»")


def _plain(text: str) -> str:
    return " ".join(text.translate(_QUOTES).casefold().split()).strip(" .!")


def _said(game: Game, state: State, text: str) -> str | None:
    """The one move whose words (as the referee shows them, in either language) the reader
    typed, or None."""
    wanted = _plain(text)
    if not wanted:
        return None
    said = {game.normalize_action(c) for c in game.candidate_actions(state)
            for words in ("de", "en") if _plain(game.describe_action(c, words, state)) == wanted}
    return said.pop() if len(said) == 1 else None


def _judge(game: Game, notation: object, token: object, lang: str
           ) -> tuple[State, str, tuple[Reason, ...]]:
    """The position, the action as the game writes it, and the reasons against it. The
    reader types a code the game reads (`read_action_code`: the code shown beside each move,
    or the engine's token), else a move in the words the referee shows for it; the words are
    looked for only where the code is no move the game lists (not on the legal path)."""
    state = _parse(game, notation, lang)
    text = _text(token, "token")
    action = game.read_action_code(text, lang)
    reasons = game.reasons_against(state, action)
    if reasons and action not in game.candidate_actions(state):
        said = _said(game, state, text)
        if said is not None:
            action, reasons = said, game.reasons_against(state, said)
    return state, action, reasons


@_answer
def attempt(game_id: str, notation: str, token: str, lang: str) -> JSON:
    """Any action the reader types or taps: legal or not, why not, and what it does."""
    game = _game(game_id)
    lang = _lang(lang)
    state, action, reasons = _judge(game, notation, token, lang)
    verdict: JSON = {"ok": True, "token": action, "move_code": game.action_code(action, lang),
                     "legal": not reasons,
                     "reasons": [{"code": r.code, "text": r.message(lang)} for r in reasons],
                     "effects": [], "next": None}
    if not reasons:
        effects, after = _effects(game, state, action, lang)
        verdict["effects"] = effects
        verdict["next"] = None if after is None else game.format_state(after)
    return verdict


@_answer
def play(game_id: str, notation: str, token: str, lang: str, outcome: str = "") -> JSON:
    """The position after a legal action (the page keeps the notations for undo); where
    its chance is open (`outcomes` of the View's action), after the `outcome` chosen."""
    game = _game(game_id)
    lang = _lang(lang)
    state, action, reasons = _judge(game, notation, token, lang)
    if reasons:
        raise Refusal(Text(ILLEGAL.de.format(why=" ".join(r.de for r in reasons)),
                           ILLEGAL.en.format(why=" ".join(r.en for r in reasons))))
    if outcome:
        chosen = next((o for o in game.outcomes(state, action) if o.id == outcome), None)
        if chosen is None:
            raise Refusal(Text(NO_SUCH_OUTCOME.de.format(outcome=outcome),
                               NO_SUCH_OUTCOME.en.format(outcome=outcome)))
        return _view(game, chosen.applied.state, lang)
    return _view(game, game.apply(state, action).state, lang)
