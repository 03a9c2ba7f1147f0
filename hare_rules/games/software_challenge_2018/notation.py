"""A one-line text notation for a 2018 position, like FEN in chess.

    board=<one code per field> turn=<n> red=<field>/<carrots>/<salads>/<cards>/<last>
    blue=<...> [winner=<color>:<goal|round_limit>]

Cards are letters, E eat salad, T take or drop, H hurry ahead, F fall back, `-` for none;
`last` is the last action that was not a skip as a token, `-` for none. The state formats
itself (`str(state)`, `state.format_state`, re-exported here); this module parses.

    >>> text = ("board=SCHH1CC2CHLICHCIC12I2CLCICHC2CIHCHC21IHC2CLI21HCCCIC2CCHILCCC1HHG "
    ...         "turn=12 red=15/30/4/ETHF/+4 blue=16/40/4/EF/card:take_or_drop-20")
    >>> format_state(parse_state(text)) == text
    True
"""

from __future__ import annotations

from hare_rules.core.limits import read_number
from hare_rules.core.protocol import NotationError, Text
from hare_rules.games.software_challenge_2018.actions import (
    CARD_BY_LETTER,
    Action,
    UnknownTokenError,
    parse_action,
)
from hare_rules.games.software_challenge_2018.state import COLORS, Board, Outcome, Player, State
from hare_rules.games.software_challenge_2018.state import (  # the state formats itself
    format_player as format_player,
)
from hare_rules.games.software_challenge_2018.state import (
    format_state as format_state,
)
from hare_rules.hare_race.track import TrackError

COLOUR_DE = {"red": "Rot", "blue": "Blau"}


def parse_player(text: str) -> Player:
    parts = text.split("/")
    if len(parts) != 5:
        raise NotationError(f"player {text!r}: expected field/carrots/salads/cards/last",
                            text=Text(f"Spieler „{text}“: erwartet Feld/Karotten/Salate/Karten/"
                                      "letzter Zug.", f"Player '{text}': expected "
                                      "field/carrots/salads/cards/last."))
    field, carrots, salads, cards, last = parts
    # ASCII digits, at most six (hare_rules.core.limits): no count of the game has more; a
    # sign is read so that the sentence below says why it cannot be negative.
    shown = text if len(text) <= 24 else text[:24] + "…"
    numbers = tuple(read_number(value, Text(f"Spieler „{shown}“, {de}", f"player '{shown}', {en}"),
                                signed=True)
                    for value, de, en in ((field, "Feld", "field"),
                                          (carrots, "Karotten", "carrots"),
                                          (salads, "Salate", "salads")))
    if min(numbers) < 0:
        raise NotationError(f"player {text!r}: numbers must not be negative",
                            text=Text(f"Spieler „{text}“: Zahlen dürfen nicht negativ sein.",
                                      f"Player '{text}': numbers must not be negative."))
    if cards != "-" and (set(cards) - set(CARD_BY_LETTER) or len(set(cards)) != len(cards)):
        raise NotationError(f"player {text!r}: cards are distinct letters of E T H F, or -",
                            text=Text(f"Spieler „{text}“: Karten sind verschiedene Buchstaben "
                                      "aus E T H F, oder -.", f"Player '{text}': cards are "
                                      "distinct letters of E T H F, or -."))
    held = frozenset(CARD_BY_LETTER[c] for c in cards if cards != "-")
    return Player(numbers[0], numbers[1], numbers[2], held, _parse_last(last, text))


def _parse_last(token: str, context: str) -> Action | None:
    if token == "-":
        return None
    try:
        return parse_action(token)
    except UnknownTokenError as e:
        raise NotationError(f"player {context!r}: {e}", text=Text(
            f"Spieler „{context}“: unbekannter letzter Zug „{token}“.",
            f"Player '{context}': unknown last action '{token}'.")) from None


def parse_state(text: str) -> State:
    fields: dict[str, str] = {}
    for part in text.split():
        key, sep, value = part.partition("=")
        if not sep or key in fields:
            raise NotationError(f"{part!r}: expected key=value, each key once, in {text!r}",
                                text=Text(f"„{part}“: erwartet SCHLÜSSEL=WERT, jeden Schlüssel "
                                          "einmal.", f"'{part}': expected key=value, each key "
                                          "once."))
        fields[key] = value
    missing = {"board", "turn", *COLORS} - set(fields)
    unknown = set(fields) - {"board", "turn", "winner", *COLORS}
    if missing or unknown:
        raise NotationError(
            f"position {text!r}: missing {sorted(missing)} / unknown {sorted(unknown)}",
            text=Text(f"Es fehlt {', '.join(sorted(missing)) or '–'}; unbekannt: "
                      f"{', '.join(sorted(unknown)) or '–'} (nötig: board, turn, red, blue).",
                      f"Missing {', '.join(sorted(missing)) or '–'}; unknown: "
                      f"{', '.join(sorted(unknown)) or '–'} (needed: board, turn, red, blue)."))
    try:
        board = Board.parse(fields["board"])
    except TrackError as e:
        raise NotationError(f"board: {e}", text=Text(
            f"Das Spielbrett (board=) ist nicht lesbar: {e.text.de}.",
            f"The board (board=) cannot be read: {e.text.en}.")) from None
    turn = read_number(fields["turn"], Text("turn=", "turn="))
    red, blue = parse_player(fields["red"]), parse_player(fields["blue"])
    state = State(board, red, blue, turn, _parse_winner(fields.get("winner")))
    problem = first_problem(state)
    if problem:
        raise NotationError(f"{problem.en} ({text!r})", text=problem)
    return state


def first_problem(state: State) -> Text | None:
    """Why the state cannot exist at all (None: it can); whether it can arise in play is
    `positions.position_problems`."""
    goal = state.board.goal
    for color, p in (("red", state.red), ("blue", state.blue)):
        if p.field > goal:
            return Text(f"{COLOUR_DE[color]} steht auf Feld {p.field}, hinter dem Ziel (Feld "
                        f"{goal}).", f"{color.capitalize()} stands on field {p.field}, past "
                        f"the goal (field {goal}).")
    return None


def _parse_winner(text: str | None) -> Outcome | None:
    if text is None:
        return None
    color, _, why = text.partition(":")
    if color not in COLORS or why not in ("goal", "round_limit"):
        raise NotationError(f"winner {text!r}: expected red|blue:goal|round_limit",
                            text=Text("winner= ist red|blue:goal|round_limit.",
                                      "winner= is red|blue:goal|round_limit."))
    return Outcome(color, why)  # type: ignore[arg-type]
