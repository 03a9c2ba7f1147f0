"""An SVG excerpt of the track around the pawns of the player to move.

Each square shows its kind, the engine's field number, and the number printed on the board
(which counts down to the goal). The picture is 340 units wide and shown about 340 CSS px
wide, so every text of 11 units or more stays readable on a phone; squares wrap into rows.
"""

from __future__ import annotations

from html import escape

from hare_rules.core import Picture
from hare_rules.core.sentences import render
from hare_rules.hare_race.track import Kind

from .state import State

WIDTH = 340
PER_ROW = 5
SQUARE_W = WIDTH // PER_ROW  # 68
SQUARE_H = 78
WINDOW = 15  # squares shown
FONT_SMALL = 11
FONT_LABEL = 13

LABELS = {
    Kind.START: ("Start", "Start"),
    Kind.GOAL: ("Ziel", "Goal"),
    Kind.CARROT: ("Karotte", "Carrot"),
    Kind.LETTUCE: ("Salat", "Lettuce"),
    Kind.HEDGEHOG: ("Igel", "Hedgehog"),
    Kind.HARE: ("Hase", "Hare"),
}
COLOURS = {
    Kind.START: "#eeeeee", Kind.GOAL: "#eeeeee", Kind.CARROT: "#ffe0b3",
    Kind.LETTUCE: "#d6f5d6", Kind.HEDGEHOG: "#e6dccf", Kind.HARE: "#f2e6ff",
    Kind.POSITION: "#dde9ff",
}


def _label(state: State, square: int, lang: str) -> str:
    field = state.track.field(square)
    if field.kind is Kind.POSITION:
        return field.code
    de, en = LABELS[field.kind]
    return de if lang == "de" else en


def window(state: State) -> tuple[int, int]:
    """First and last square shown: around the mover's pawns still racing."""
    goal = state.track.goal
    mine = [p.field for p in state.mover.pawns if not p.home] or [goal]
    low = max(0, min(mine) - 3)
    high = min(goal, low + WINDOW - 1)
    return max(0, high - WINDOW + 1), high


def draw(state: State, lang: str, id_prefix: str = "") -> Picture:
    de = lang == "de"
    goal = state.track.goal
    low, high = window(state)
    squares = list(range(low, high + 1))
    rows = (len(squares) + PER_ROW - 1) // PER_ROW
    home = [state.pawn_name(s, i) for s, i, p in state.all_pawns() if p.home]
    show_home = bool(home) and high < goal  # the goal is not in the excerpt: say who is there
    height = rows * SQUARE_H + (24 if show_home else 0)
    on: dict[int, list[str]] = {}
    for seat, index, pawn in state.all_pawns():
        on.setdefault(pawn.field, []).append(state.pawn_name(seat, index))
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" role="img" '
        f'aria-labelledby="{id_prefix}title"><title id="{id_prefix}title">'
        f'{escape(_alt(state, de, low, high))}</title>'
    ]
    for n, square in enumerate(squares):
        x, y = (n % PER_ROW) * SQUARE_W, (n // PER_ROW) * SQUARE_H
        kind = state.track.kind(square)
        parts.append(f'<rect x="{x + 1}" y="{y + 1}" width="{SQUARE_W - 2}" '
                     f'height="{SQUARE_H - 2}" rx="6" fill="{COLOURS[kind]}" stroke="#555"/>')
        parts.append(f'<text x="{x + 5}" y="{y + 14}" font-size="{FONT_SMALL}" '
                     f'fill="#333">#{square}</text>')
        if 0 < square < goal:
            parts.append(f'<text x="{x + SQUARE_W - 5}" y="{y + 14}" font-size="{FONT_SMALL}" '
                         f'text-anchor="end" font-weight="bold">{goal - square}</text>')
        parts.append(f'<text x="{x + SQUARE_W // 2}" y="{y + 36}" font-size="{FONT_LABEL}" '
                     f'text-anchor="middle">{escape(_label(state, square, lang))}</text>')
        names = on.get(square, [])
        if names:
            text = escape(" ".join(names[:3]) + (" …" if len(names) > 3 else ""))
            mover = state.mover.name
            bold = any(name.startswith(mover) for name in names)
            parts.append(f'<rect x="{x + 6}" y="{y + 46}" width="{SQUARE_W - 12}" height="22" '
                         f'rx="11" fill="{"#b30000" if bold else "#333"}"/>')
            parts.append(f'<text x="{x + SQUARE_W // 2}" y="{y + 61}" font-size="{FONT_LABEL}" '
                         f'text-anchor="middle" fill="#fff">{text}</text>')
    if show_home:
        label = ("Im Ziel: " if de else "In the goal: ") + ", ".join(home)
        parts.append(f'<text x="4" y="{rows * SQUARE_H + 17}" font-size="{FONT_LABEL}">'
                     f'{escape(label)}</text>')
    parts.append("</svg>")
    return Picture("".join(parts), _alt(state, de, low, high), _caption(state, de))


def _flags(pawn, de: bool) -> str:
    """What the pawn owes, in words: the turned-over pawn of the rules."""
    words = []
    if pawn.skip:
        words.append("muss aussetzen" if de else "must miss a turn")
    if pawn.eat_next:
        words.append("frisst im nächsten Zug" if de else "eats on the next turn")
    if pawn.ate:
        words.append("hat gefressen, muss weiter" if de else "has eaten, must move on")
    return "".join(f", {w}" for w in words)


def _caption(state: State, de: bool) -> str:
    if de:
        return f"{state.mover.name} ist am Zug. Oben rechts: die aufgedruckte Zahl."
    return f"{state.mover.name} to move. Top right: the number printed on the board."


def _alt(state: State, de: bool, low: int, high: int) -> str:
    goal = state.track.goal
    lines = []
    if de:
        lines.append(f"Ausschnitt der Laufbahn, Feld {low} bis {high}.")
    else:
        lines.append(f"Part of the track, fields {low} to {high}.")
    for seat, index, pawn in state.all_pawns():
        who = state.pawn_name(seat, index)
        if pawn.home:
            lines.append(f"{who}: im Ziel als {pawn.place}." if de
                         else f"{who}: in the goal, place {pawn.place}.")
            continue
        label = _label(state, pawn.field, "de" if de else "en")
        if state.track.kind(pawn.field) is Kind.POSITION:
            label = ("Positionsfeld " if de else "position field ") + label
        printed = goal - pawn.field
        if pawn.field == 0:
            lines.append(f"{who}: am Start." if de else f"{who}: on the start.")
        elif de:
            lines.append(f"{who}: Feld {pawn.field} ({label}, aufgedruckt {printed}"
                         f"{_flags(pawn, True)}).")
        else:
            lines.append(f"{who}: field {pawn.field} ({label}, printed {printed}"
                         f"{_flags(pawn, False)}).")
    for p in state.players:
        lines.append(render("{name}: {c:#Karotte|Karotten}, {l:#Salat|Salate}.", "de",
                            name=p.name, c=p.carrots, l=p.lettuce) if de else
                     render("{name}: {c:#carrot|carrots}, {l:#lettuce|lettuces}.", "en",
                            name=p.name, c=p.carrots, l=p.lettuce))
    lines.append(_caption(state, de))
    return " ".join(lines)
