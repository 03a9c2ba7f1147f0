"""The track drawn from a state: start line, 11 tiles (streams marked), finish and podium,
the five animals as lettered discs, and the cards on the table. Inline SVG, 340 units wide
(shown about 340 CSS px wide, so a 12-unit font stays 12 px), wrapped into two rows.
"""

from __future__ import annotations

from html import escape

from hare_rules.core import Picture

from .cards import ANIMAL_DE, ANIMALS, LETTER, OVER_FINISH, TRACK_TILES
from .state import State

WIDTH = 340
COLS = 7
CELL_W = 46
CELL_H = 96
GAP = 2
LEFT = (WIDTH - COLS * CELL_W - (COLS - 1) * GAP) // 2
FONT = 12  # ≥ 11 CSS px at 340 px width
COLOURS = {"hare": "#8b5a2b", "tortoise": "#2e7d32", "wolf": "#222222", "fox": "#e65100",
           "lamb": "#1565c0"}
WORDS = {
    "de": {"start": "Start", "finish": "Ziel", "stream": "Bach", "tile": "Feld",
           "table": "Karten auf dem Tisch", "none": "keine", "howl": "mit Geheul",
           "podium": "Podest", "over": "über dem Ziel ohne Platz", "place": "Platz"},
    "en": {"start": "Start", "finish": "Finish", "stream": "stream", "tile": "tile",
           "table": "Cards on the table", "none": "none", "howl": "with a howl",
           "podium": "podium", "over": "over the finish without a place", "place": "place"},
}


def _name(animal: str, lang: str) -> str:
    return ANIMAL_DE[animal] if lang == "de" else animal


def _cell_xy(index: int) -> tuple[int, int]:
    """Cells 0 (start) .. 11 (tile 11) and 12 (finish), seven to a row."""
    row, col = divmod(index, COLS)
    return LEFT + col * (CELL_W + GAP), 8 + row * (CELL_H + 8)


def _cell(index: int, state: State, lang: str, pid: str, taps: bool = False) -> list[str]:
    words = WORDS[lang]
    x, y = _cell_xy(index)
    width = 2 * CELL_W + GAP if index == OVER_FINISH else CELL_W  # room for the podium
    stream = 1 <= index <= TRACK_TILES and index in state.streams
    fill = "#d6ecff" if stream else "#f5f0e1"
    label = str(index)
    if index in (0, OVER_FINISH):
        label = words["start"] if index == 0 else words["finish"]
    # The referee page taps a tile to place the chosen animal there.
    tap = f'<g data-referee-tap="{index}" role="button">' if taps else ""
    out = [f'{tap}<rect id="{pid}cell-{index}" x="{x}" y="{y}" width="{width}" height="{CELL_H}" '
           f'rx="4" fill="{fill}" stroke="#777"/>',
           f'<text x="{x + width // 2}" y="{y + 15}" font-size="{FONT}" '
           f'text-anchor="middle">{escape(label)}</text>']
    if stream:
        out.append(f'<text x="{x + CELL_W // 2}" y="{y + CELL_H - 6}" font-size="{FONT}" '
                   f'text-anchor="middle" fill="#0d47a1">{escape(words["stream"])}</text>')
    if index == OVER_FINISH:
        out += _podium(state, lang, x, y)
    else:
        here = [a for a in ANIMALS if state.position(a) == index]
        for i, animal in enumerate(here):
            out += _disc(animal, lang, x + 12 + (i % 2) * 22, y + 32 + (i // 2) * 20)
    return out + (["</g>"] if taps else [])


def _disc(animal: str, lang: str, cx: int, cy: int) -> list[str]:
    return [f'<circle cx="{cx}" cy="{cy}" r="9" fill="{COLOURS[animal]}"/>',
            f'<text x="{cx}" y="{cy + 4}" font-size="{FONT}" text-anchor="middle" '
            f'fill="#fff" font-weight="bold">{escape(LETTER[lang][animal])}</text>']


def _podium(state: State, lang: str, x: int, y: int) -> list[str]:
    """Arrivals in order: the place number (a dash: no place) and the animal's disc."""
    out = []
    for i, animal in enumerate(state.finished):
        row, col = divmod(i, 2)
        left, cy = x + 6 + col * 46, y + 32 + row * 20
        place = str(i + 1) if animal in state.podium else "–"
        out.append(f'<text x="{left + 8}" y="{cy + 4}" font-size="{FONT}" '
                   f'text-anchor="end">{place}.</text>')
        out += _disc(animal, lang, left + 22, cy)
    return out


def _legend(state: State, lang: str, y: int) -> tuple[list[str], int]:
    out = []
    for i, animal in enumerate(ANIMALS):
        row, col = divmod(i, 3)
        x = LEFT + col * 112
        yy = y + row * 20
        out += _disc(animal, lang, x + 9, yy)
        out.append(f'<text x="{x + 22}" y="{yy + 4}" font-size="{FONT}">'
                   f'{escape(_name(animal, lang).capitalize())}</text>')
    return out, y + 40


def table_text(state: State, lang: str) -> str:
    words = WORDS[lang]
    parts = []
    for animal in ANIMALS:
        if state.on_table(animal):
            howl = f" ({state.howls} {words['howl']})" if animal == "wolf" and state.howls else ""
            parts.append(f"{_name(animal, lang).capitalize()} {state.on_table(animal)}{howl}")
    return f"{words['table']}: {', '.join(parts) or words['none']}"


def alt_text(state: State, lang: str) -> str:
    words = WORDS[lang]
    joiner = " und " if lang == "de" else " and "
    numbers = [str(t) for t in state.streams]
    streams = (", ".join(numbers[:-1]) + joiner + numbers[-1]) if len(numbers) > 1 else (
        numbers[0] if numbers else "–")
    track = []
    for animal in ANIMALS:
        pos = state.position(animal)
        if animal in state.podium:
            where = f"{words['podium']}, {words['place']} {state.podium.index(animal) + 1}"
        elif pos == OVER_FINISH:
            where = words["over"]
        elif pos == 0:
            where = words["start"]
        else:
            where = f"{words['tile']} {pos}"
        track.append(f"{_name(animal, lang).capitalize()}: {where}")
    many = len(numbers) > 1
    head = (("Rennbahn mit Bach auf den Feldern " if many else "Rennbahn mit Bach auf Feld ")
            if lang == "de" else
            ("Track with streams on tiles " if many else "Track with a stream on tile "))
    return f"{head}{streams}. " + "; ".join(track) + f". {table_text(state, lang)}."


def picture(state: State, lang: str, action: str | None = None, id_prefix: str = "",
            taps: bool = False) -> Picture:
    """The track; `taps` marks every tile as a tap target (`data-referee-tap`)."""
    body: list[str] = []
    for index in range(OVER_FINISH + 1):
        body += _cell(index, state, lang, id_prefix, taps)
    _, last_y = _cell_xy(OVER_FINISH)
    table_y = last_y + CELL_H + 22
    body.append(f'<text x="{LEFT}" y="{table_y}" font-size="{FONT}">'
                f'{escape(table_text(state, lang))}</text>')
    legend, bottom = _legend(state, lang, table_y + 20)
    body += legend
    alt = alt_text(state, lang)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {bottom}" role="img" '
           f'aria-labelledby="{id_prefix}title"><title id="{id_prefix}title">{escape(alt)}'
           f'</title>' + "".join(body) + "</svg>")
    # The table is drawn in the picture; the caption names the streams and the turn played.
    caption = alt.split(". ")[0]
    if action is not None:
        from . import GAME  # the description of a turn lives with the game

        caption += f" – {'dann' if lang == 'de' else 'then'}: {GAME.describe_action(action, lang)}"
    return Picture(svg, alt, caption)
