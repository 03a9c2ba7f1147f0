"""The layout drawn as an SVG grid: cards outlined, path and forest, the blocks of the two
players in two colours and shapes, the start and the houses; for a `lay` action the card
in question marked, for `walk` (or `walk:hans`) the walk drawn as a line.

Every text stays at least 11 CSS px when the picture is shown 340 px wide: the font size
grows with the viewBox width, and where it would no longer fit into a square the squares
carry shapes only (the legend, wrapped into rows, still names them).
"""

from __future__ import annotations

from html import escape

from hare_rules.core import Picture

from .cards import BLOCK, FOREST, HOUSE, START, blank
from .rules import WALK, LayAt, card_for, parse_action, square_name
from .state import NAMES, PLAYERS, Layout, Placed, bounds
from .walking import score

CELL = 48
SHOWN_WIDTH = 340
MIN_PX = 11
COLOURS = {"hans": "#1c5fb8", "grete": "#c4510c"}
PATH_FILL, FOREST_FILL, MARK_FILL = "#f4e7c5", "#2e6b35", "#f2c200"
HIGHLIGHT = "#b0177a"

WORDS = {
    "de": {"path": "Weg", "forest": "Wald", "start": "Start", "block": "Klötzchen von {n}",
           "house": "Haus von {n}", "walk": "Weg von {n}: {s} Schritte", "card": "Karte",
           "laid": "Karte in Frage", "removed": "entferntes Klötzchen", "cards": "Karten",
           "col": "Spalte", "row": "Zeile", "none": "keine Karten"},
    "en": {"path": "path", "forest": "forest", "start": "start", "block": "{n}'s block",
           "house": "{n}'s house", "walk": "{n}'s walk: {s} steps", "card": "card",
           "laid": "card in question", "removed": "removed block", "cards": "cards",
           "col": "column", "row": "row", "none": "no cards"},
}


def piece_id(square: tuple[int, int], mark: str) -> str | None:
    """The id of what stands on a square, for `data-piece` (None for plain squares)."""
    if mark == START:
        return "start"
    for player in PLAYERS:
        if mark == HOUSE[player]:
            return f"house-{player}"
        if mark == BLOCK[player]:
            return f"block-{square[0]},{square[1]}"
    return None


def pieces(state: Layout) -> tuple[str, ...]:
    """Every piece on the table, in reading order: the start, the houses, the blocks."""
    found = (piece_id(square, mark) for square, mark in
             sorted(state.squares().items(), key=lambda item: (item[0][1], item[0][0])))
    return tuple(piece for piece in found if piece is not None)


def font_size(width: float) -> int:
    """The smallest whole font size that stays >= 11 CSS px at 340 px display width."""
    size = MIN_PX * width / SHOWN_WIDTH
    return max(MIN_PX, int(size) + (0 if size == int(size) else 1))


def draw(state: Layout, lang: str, action: str | None, prefix: str, taps: int = 0) -> Picture:
    """The layout; `taps` > 0 (the referee page) adds that many empty squares on every side
    and makes every square a tap target (`data-referee-tap="COL,ROW"`), drawn at its own
    size so that each is 48 CSS px."""
    words = WORDS["de" if lang == "de" else "en"]
    laid, focus = _focus(state, action)
    walkers = _walkers(action)
    c0, r0, c1, r1 = bounds((*laid, *([focus] if focus else [])))
    if taps:
        c0, r0 = c0 - taps if laid else 0, r0 - taps if laid else 0
        c1, r1 = c1 + taps if laid else taps, r1 + taps if laid else taps
    cols, rows = max(c1 - c0, 1), max(r1 - r0, 1)
    margin = CELL * 0.7
    width = margin + cols * CELL + 8
    fs = font_size(width)
    with_text = fs <= CELL * 0.45
    x = lambda c: margin + (c - c0) * CELL  # noqa: E731
    y = lambda r: margin + (r - r0) * CELL  # noqa: E731
    parts: list[str] = []
    squares = Layout(laid).squares()
    results = {p: score(Layout(laid), p) for p in walkers}
    removed = {s.removed for s in results.values() if s.removed is not None}
    parts += _squares(squares, x, y, fs, with_text, removed)
    new_card = focus is not None and focus not in laid
    if new_card:  # the card in question, not on the table yet: drawn pale inside its outline
        parts.append('<g opacity="0.6">')
        parts += _squares(dict(focus.squares()), x, y, fs, with_text, set())
        parts.append("</g>")
    for placed in laid:
        parts.append(_outline(placed, x, y, "#222", 2.5, ""))
        if with_text:
            parts.append(f'<text x="{x(placed.col) + 3}" y="{y(placed.row) + fs * 0.85}" '
                         f'font-size="{fs}" font-weight="bold" fill="#555">'
                         f'{escape(placed.letter)}</text>')
    if focus is not None:
        parts.append(_outline(focus, x, y, HIGHLIGHT, 4, ' stroke-dasharray="8 4"'))
    for i, (player, result) in enumerate(results.items()):
        if result.route:
            shift = (i * 2 - (len(results) - 1)) * 3
            points = " ".join(f"{x(c) + CELL / 2 + shift:.0f},{y(r) + CELL / 2 + shift:.0f}"
                              for c, r in result.route)
            dash = ' stroke-dasharray="7 4"' if player == "grete" else ""
            parts.append(f'<polyline points="{points}" fill="none" stroke="{COLOURS[player]}" '
                         f'stroke-width="3.5" stroke-linejoin="round" opacity="0.9"{dash}/>')
    if with_text or cols <= 30:
        parts += _coordinates(c0, r0, cols, rows, x, y, fs, with_text)
    if taps:
        parts += _tap_targets(c0, r0, cols, rows, x, y, squares)
    shown = set(squares.values()) | (set(dict(focus.squares()).values()) if focus else set())
    legend, legend_height = _legend(words, results, focus is not None, shown, width,
                                    margin + rows * CELL + fs, fs)
    height = margin + rows * CELL + fs + legend_height
    body = "".join(parts + legend)
    title_id = f"{prefix}hg-title"
    alt = describe(state, laid, focus, results, words, lang)
    # As wide as the column allows (a phone: about 340 px), at most 1.25 times its own size;
    # with tap targets at its own size (a square stays 48 px: the page scrolls).
    size = (f'width="{width:.0f}" height="{height:.0f}"' if taps else
            f'style="width:100%;max-width:{width * 1.25:.0f}px"')
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
           f'class="board__svg" {size} '
           f'role="img" aria-labelledby="{title_id}" font-family="sans-serif">'
           f'<title id="{title_id}">{escape(alt)}</title>{body}</svg>')
    return Picture(svg, alt, caption(state, results, words, lang))


def _tap_targets(c0, r0, cols, rows, x, y, squares: dict) -> list[str]:
    """A transparent square over every square of the grid, on top of the drawing."""
    out = []
    for r in range(r0, r0 + rows):
        for c in range(c0, c0 + cols):
            edge = "" if (c, r) in squares else ' stroke="#b9a77a" stroke-dasharray="2 4"'
            out.append(f'<rect data-referee-tap="{c},{r}" role="button" x="{x(c)}" y="{y(r)}" '
                       f'width="{CELL}" height="{CELL}" fill="transparent"{edge}/>')
    return out


def _focus(state: Layout, action: str | None) -> tuple[tuple[Placed, ...], Placed | None]:
    parsed = parse_action(action) if action else None
    if isinstance(parsed, LayAt):
        card, _ = card_for(state, parsed)
        new = Placed(state.next_letter(), parsed.col, parsed.row,
                     card or blank(parsed.width, parsed.height))
        return state.laid, new
    if isinstance(parsed, str) and parsed != WALK:
        return state.laid, state.card(parsed)
    return state.laid, None


def _squares(squares: dict, x, y, fs: int, with_text: bool, removed: set) -> list[str]:
    out = []
    for (c, r), mark in squares.items():
        fill = FOREST_FILL if mark == FOREST else PATH_FILL
        out.append(f'<rect x="{x(c)}" y="{y(r)}" width="{CELL}" height="{CELL}" '
                   f'fill="{fill}" stroke="#b9a77a" stroke-width="0.5"/>')
        if mark == FOREST:
            cx, cy = x(c) + CELL / 2, y(r) + CELL / 2
            out.append(f'<path d="M{cx} {cy - 11} l8 16 h-16 z" fill="#1b4422"/>')
    for (c, r), mark in squares.items():
        out += _mark(mark, x(c) + CELL / 2, y(r) + CELL / 2, fs, with_text, (c, r) in removed)
    return out


def _walkers(action: str | None) -> tuple[str, ...]:
    """Whose walk is drawn: `walk:hans`, `walk:grete` or `walk:both` (an answer's picture).
    A plain `walk` is the question "how many steps?" itself: drawn without the answer."""
    if action is None:
        return ()
    kind, _, player = action.partition(":")
    if kind.strip() != WALK or not player:
        return ()
    return (player,) if player in PLAYERS else PLAYERS


def _outline(placed: Placed, x, y, colour: str, width: float, extra: str) -> str:
    return (f'<rect x="{x(placed.col)}" y="{y(placed.row)}" width="{placed.card.width * CELL}" '
            f'height="{placed.card.height * CELL}" fill="none" stroke="{colour}" '
            f'stroke-width="{width}"{extra}/>')


def _mark(mark: str, cx: float, cy: float, fs: int, with_text: bool, removed: bool) -> list[str]:
    label = ""
    if mark == START:
        shape = (f'<circle cx="{cx}" cy="{cy}" r="{CELL * 0.3}" fill="{MARK_FILL}" '
                 f'stroke="#6b5500" stroke-width="2"/>')
        label, colour = "S", "#222"
    elif mark in HOUSE.values():
        player = "hans" if mark == HOUSE["hans"] else "grete"
        s = CELL * 0.29
        shape = (f'<path d="M{cx - s} {cy + s} V{cy - s * 0.2} L{cx} {cy - s} '
                 f'L{cx + s} {cy - s * 0.2} V{cy + s} Z" fill="{COLOURS[player]}" '
                 f'stroke="#111" stroke-width="1.5"/>')
        label, colour = mark, "#fff"
    elif mark in BLOCK.values():
        player = "hans" if mark == BLOCK["hans"] else "grete"
        s = CELL * 0.26
        if player == "hans":
            shape = f'<circle cx="{cx}" cy="{cy}" r="{s}" fill="{COLOURS[player]}"/>'
        else:
            shape = (f'<path d="M{cx} {cy - s * 1.2} L{cx + s * 1.2} {cy} L{cx} {cy + s * 1.2} '
                     f'L{cx - s * 1.2} {cy} Z" fill="{COLOURS[player]}"/>')
        label, colour = mark, "#fff"
    else:
        return []
    out = [shape]
    if with_text:
        out.append(f'<text x="{cx}" y="{cy + fs * 0.35:.1f}" font-size="{fs}" '
                   f'text-anchor="middle" font-weight="bold" fill="{colour}">{label}</text>')
    if removed:
        d = CELL * 0.42
        out.append(f'<path d="M{cx - d} {cy - d} L{cx + d} {cy + d} M{cx + d} {cy - d} '
                   f'L{cx - d} {cy + d}" stroke="{HIGHLIGHT}" stroke-width="4"/>')
    return out


def _coordinates(c0, r0, cols, rows, x, y, fs, with_text) -> list[str]:
    """Column numbers above, row numbers on the left (every other one where space is short)."""
    every = 1 if with_text else 1 + int(fs * 1.3 // CELL)
    out = []
    for c in range(c0, c0 + cols, every):
        out.append(f'<text x="{x(c) + CELL / 2}" y="{CELL * 0.7 - 6}" font-size="{fs}" '
                   f'text-anchor="middle" fill="#333">{c}</text>')
    for r in range(r0, r0 + rows, every):
        out.append(f'<text x="{CELL * 0.7 - 4}" y="{y(r) + CELL / 2 + fs * 0.35:.1f}" '
                   f'font-size="{fs}" text-anchor="end" fill="#333">{r}</text>')
    return out


def _legend(words, results, focus: bool, shown: set[str], width: float, top: float, fs: int
            ) -> tuple[list[str], float]:
    """Symbols with their words, for what the picture shows, wrapped into rows."""
    items: list[tuple[str, str]] = [
        (f'<rect width="{fs}" height="{fs}" fill="{PATH_FILL}" stroke="#b9a77a"/>',
         words["path"]),
        (f'<rect width="{fs}" height="{fs}" fill="{FOREST_FILL}"/>', words["forest"]),
    ]
    if START in shown:
        items.append((f'<circle cx="{fs / 2}" cy="{fs / 2}" r="{fs / 2}" fill="{MARK_FILL}"/>',
                      words["start"]))
    for player in PLAYERS:
        colour, name = COLOURS[player], NAMES[player]
        block = (f'<circle cx="{fs / 2}" cy="{fs / 2}" r="{fs / 2.2}" fill="{colour}"/>'
                 if player == "hans" else
                 f'<path d="M{fs / 2} 0 L{fs} {fs / 2} L{fs / 2} {fs} L0 {fs / 2} Z" '
                 f'fill="{colour}"/>')
        if BLOCK[player] in shown:
            items.append((block, words["block"].format(n=name)))
        if HOUSE[player] in shown:
            items.append((f'<path d="M0 {fs} V{fs * 0.4} L{fs / 2} 0 L{fs} {fs * 0.4} V{fs} Z" '
                          f'fill="{colour}"/>', words["house"].format(n=name)))
    for player, result in results.items():
        if result.steps is not None:
            dash = ' stroke-dasharray="5 3"' if player == "grete" else ""
            items.append((f'<path d="M0 {fs / 2} H{fs * 1.5}" stroke="{COLOURS[player]}" '
                          f'stroke-width="3"{dash}/>',
                          words["walk"].format(n=NAMES[player], s=result.walk)))
    if any(result.removed is not None for result in results.values()):
        items.append((f'<path d="M0 0 L{fs} {fs} M{fs} 0 L0 {fs}" stroke="{HIGHLIGHT}" '
                      f'stroke-width="3"/>', words["removed"]))
    if focus:
        items.append((f'<rect width="{fs * 1.5}" height="{fs}" fill="none" stroke="{HIGHLIGHT}" '
                      f'stroke-width="3" stroke-dasharray="4 2"/>', words["laid"]))
    out, line_x, line_y = [], 8.0, top + fs * 0.4
    line_height = fs * 1.6
    for symbol, text in items:
        item_width = fs * 2.1 + len(text) * fs * 0.56 + fs * 1.4
        if line_x + item_width > width and line_x > 8:
            line_x, line_y = 8.0, line_y + line_height
        out.append(f'<g transform="translate({line_x:.0f},{line_y:.0f})">{symbol}'
                   f'<text x="{fs * 2.1:.0f}" y="{fs * 0.85:.0f}" font-size="{fs}" '
                   f'fill="#222">{escape(text)}</text></g>')
        line_x += item_width
    return out, (line_y - top) + line_height + fs * 0.4


SQUARE_WORDS = {
    "de": {"+": "Weg", "#": "Wald", "S": "Start", "h": "Klötzchen Hans", "g": "Klötzchen Grete",
           "H": "Haus Hans", "G": "Haus Grete"},
    "en": {"+": "path", "#": "forest", "S": "start", "h": "Hans's block", "g": "Grete's block",
           "H": "Hans's house", "G": "Grete's house"},
}


def describe(state: Layout, laid, focus, results, words, lang: str) -> str:
    """The full text alternative: every card with its squares row by row, then the walks."""
    lang = "de" if lang == "de" else "en"
    names = SQUARE_WORDS[lang]
    if not laid:
        text = _capital(words["none"]) + "."
    else:
        cards = []
        for placed in laid:
            rows = "; ".join(
                f"{words['row']} {placed.row + i}: " + ", ".join(names[m] for m in line)
                for i, line in enumerate(placed.card.rows))
            cards.append(f"{_capital(words['card'])} {placed.letter} "
                         f"({placed.card.width}×{placed.card.height}, {words['col']} "
                         f"{placed.col}–{placed.right - 1}, {words['row']} "
                         f"{placed.row}–{placed.bottom - 1}): {rows}.")
        text = " ".join(cards)
    if focus is not None:
        where = f"{words['col']} {focus.col}, {words['row']} {focus.row}"
        text += (f" {_capital(words['laid'])}: {focus.card.width}×{focus.card.height}, "
                 f"{where}.")
    for player, result in results.items():
        name = NAMES[player]
        if result.steps is None:
            text += (f" {name} kann das Haus nicht erreichen." if lang == "de"
                     else f" {name} cannot reach the house.")
            continue
        route = " → ".join(map(square_name, result.route))
        text += f" {words['walk'].format(n=name, s=result.walk)}: {route}."
        if result.removed is not None:
            text += f" {_capital(words['removed'])}: {square_name(result.removed)}."
    if state.pile:
        text += (f" Im Stapel: {len(state.pile)} Karten." if lang == "de"
                 else f" In the pile: {len(state.pile)} cards.")
    return text


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def caption(state: Layout, results, words, lang: str) -> str:
    text = f"{len(state.laid)} {words['cards']}"
    if state.pile:
        text += (f", {len(state.pile)} im Stapel" if lang == "de"
                 else f", {len(state.pile)} in the pile")
    for player, result in results.items():
        if result.steps is not None:
            text += f"; {NAMES[player]}: {result.steps}"
    return text
