"""The layout drawn as an SVG grid: cards outlined and lettered, path and forest, the blocks
of the two players in two colours and shapes, the start and the houses; for a `lay` action
the card in question outlined where it would lie, for `walk:hans` / `walk:both` (an
answer's picture) the walks drawn as lines.

A question's picture is drawn at its own size and fits a 390 px phone: at most 312 px wide,
every text at least 12 px (the squares shrink for a wide layout). 312, not the 335 px of a
question card's column: an answer's picture sits in the indented answer, about 316 px wide.
Colours come from classes (`STYLE`, light and dark); the board keeps its colours in both
schemes, the texts beside it follow the page. Every piece (`pieces`) is an element
`data-piece`; the coordinates on the edges are `data-index` (they name squares, they never
give an answer away).
"""

from __future__ import annotations

from html import escape
from typing import Any

from hare_rules.core import Picture

from .cards import BLOCK, FOREST, HOUSE, START, blank
from .rules import WALK, LayAt, card_for, parse_action, square_name
from .state import NAMES, PLAYERS, Layout, Placed, bounds
from .walking import score

TAP_CELL = 48  # the referee's squares: tap targets of 48 CSS px
MAX_WIDTH = 312  # the indented answer on a 390 px phone
MAX_CELL, MIN_CELL = 36, 24
HOUSE_LABEL = {"hans": "Ha", "grete": "Gr"}  # on the houses (cards are lettered A, B, … G, H …)
FONT = 12
MIN_WIDTH = 300  # room for the legend beside a small layout
TABLE = 2  # squares of table drawn around the cards while cards are still to be laid
MARGIN = 28  # room for the row numbers on the left, the column numbers and badges on top

# Fallback colours (attributes) for a page without the stylesheet; the classes win.
INK = {"path": "#f4e7c5", "forest": "#2e6b35", "tree": "#1b4422", "start": "#f2c200",
       "hans": "#1c5fb8", "grete": "#a8430a", "edge": "#111", "card": "#222",
       "focus": "#b0177a", "text": "#222", "on-token": "#fff", "badge": "#fff"}

STYLE = """
.pic-hg .hg-path{fill:#f4e7c5;stroke:#b9a77a;stroke-width:.5}
.pic-hg .hg-new{fill:#fdf8ec;stroke:#b9a77a;stroke-width:.5}
.pic-hg .hg-forest{fill:#2e6b35;stroke:#b9a77a;stroke-width:.5}
.pic-hg .hg-tree{fill:#1b4422}
.pic-hg .hg-card{fill:none;stroke:#222}
.pic-hg .hg-focus{fill:none;stroke:#b0177a}
.pic-hg .hg-badge{fill:#fff;stroke:#222;stroke-width:1}
.pic-hg .hg-badge-ink{fill:#222}
.pic-hg .hg-start{fill:#f2c200;stroke:#5c4900;stroke-width:2}
.pic-hg .hg-start-ink{fill:#222}
.pic-hg .hg-hans{fill:#1c5fb8;stroke:#0b2650;stroke-width:1.5}
.pic-hg .hg-grete{fill:#a8430a;stroke:#3d1803;stroke-width:1.5}
.pic-hg .hg-on-token{fill:#fff}
.pic-hg .hg-walk-hans{fill:none;stroke:#1c5fb8}
.pic-hg .hg-walk-grete{fill:none;stroke:#a8430a}
.pic-hg .hg-removed{fill:none;stroke:#b0177a}
.pic-hg .hg-text{fill:#222}
.pic-hg .hg-table{fill:none;stroke:#b9a77a}
.pic-hg .hg-key-path{fill:#f4e7c5;stroke:none}
.pic-hg .hg-back{fill:#f4e7c5;stroke:#222;stroke-width:1.5}
[data-md-color-scheme="slate"] .pic-hg .hg-text{fill:#e8e8e8}
[data-md-color-scheme="slate"] .pic-hg .hg-card{stroke:#111}
"""

WORDS: dict[str, dict[str, Any]] = {  # words and (singular, plural) pairs
    "de": {"path": "Weg", "forest": "Wald", "start": "Start", "block": "Klötzchen von {n}",
           "house": "Haus von {n}", "walk": "Weg von {n}: {s}", "card": "Karte",
           "laid": "Fragliche Karte", "removed": "weggenommen", "col": "Spalte",
           "row": "Zeile", "cols": "Spalten", "rows": "Zeilen",
           "none": "Noch liegt keine Karte.", "all_forest": "ganz Wald",
           "steps": ("Schritt", "Schritte"), "cards": ("Karte", "Karten"),
           "laid_cards": "{n} gelegt", "pile": "{n} im Stapel", "all_laid": "alle {n} gelegt",
           # the card in question is the pile's top card, drawn where it would lie: counted
           # in the pile, not twice (Legephase: "ziehen … die oberste Karte des Zugstapels")
           "top_in_question": ", die oberste ist die fragliche Karte",
           "no_house": "{n} kann das Haus nicht erreichen.",
           # the caption's result against the legend's walk: the difference is the penalty
           "with_penalty": "{w} + {p} Strafschritte = {s}",
           "penalty_alt": "Dazu {p} Strafschritte: zusammen {s}.",
           "no_house_caption": {"hans": "Hans kann sein Haus nicht erreichen",
                                "grete": "Grete kann ihr Haus nicht erreichen"},
           "pile_alt": "Der Zugstapel: {n} Karten, von oben gezählt 1 bis {n}; obenauf die "
                       "Startkarte, darunter {rest} verdeckte Karten.",
           "pile_caption": "Der Stapel von oben: {n} Karten, die oberste ist die Startkarte"},
    "en": {"path": "path", "forest": "forest", "start": "start", "block": "{n}'s block",
           "house": "{n}'s house", "walk": "{n}'s walk: {s}", "card": "card",
           "laid": "card in question", "removed": "removed", "col": "column", "row": "row",
           "cols": "columns", "rows": "rows",
           "none": "No card is laid yet.", "all_forest": "all forest",
           "steps": ("step", "steps"), "cards": ("card", "cards"), "laid_cards": "{n} laid",
           "pile": "{n} in the pile", "all_laid": "all {n} laid",
           "top_in_question": ", the top one is the card in question",
           "no_house": "{n} cannot reach the house.",
           "with_penalty": "{w} + {p} penalty steps = {s}",
           "penalty_alt": "Plus {p} penalty steps: {s} in all.",
           "no_house_caption": {"hans": "Hans cannot reach his house",
                                "grete": "Grete cannot reach her house"},
           "pile_alt": "The draw pile: {n} cards, counted 1 to {n} from the top; on top the "
                       "start card, below it {rest} face-down cards.",
           "pile_caption": "The pile from the top: {n} cards, the top one the start card"},
}


def count(n: int, forms: tuple[str, str]) -> str:
    return f"{n} {forms[0] if n == 1 else forms[1]}"


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


class Grid:
    """Where a square is drawn: the layout's first column and row, the square size."""

    def __init__(self, c0: int, r0: int, cell: float, margin: float):
        self.c0, self.r0, self.cell, self.margin = c0, r0, cell, margin

    def x(self, col: int) -> float:
        return self.margin + (col - self.c0) * self.cell

    def y(self, row: int) -> float:
        return self.margin + (row - self.r0) * self.cell


def draw(state: Layout, lang: str, action: str | None, prefix: str, taps: int = 0) -> Picture:
    """The layout; `taps` > 0 (the referee page) adds that many empty squares on every side
    and makes every square a tap target (`data-referee-tap="COL,ROW"`) of 48 CSS px."""
    words = WORDS["de" if lang == "de" else "en"]
    laid, focus = _focus(state, action)
    walkers = _walkers(action)
    c0, r0, c1, r1 = bounds((*laid, *([focus] if focus else [])))
    # While cards are still to be laid, the table around them is drawn too (as far as the
    # next card reaches), so that the places a question names have their numbers.
    around = taps or (TABLE if laid and state.pile else 0)
    if around:
        c0, r0 = c0 - around if laid else 0, r0 - around if laid else 0
        c1, r1 = c1 + around if laid else around, r1 + around if laid else around
    cols, rows = max(c1 - c0, 1), max(r1 - r0, 1)
    cell = TAP_CELL if taps else max(MIN_CELL, min(MAX_CELL, (MAX_WIDTH - MARGIN - 4) // cols))
    grid = Grid(c0, r0, cell, MARGIN)
    width = max(MARGIN + cols * cell + 4, 0 if taps else MIN_WIDTH)
    squares = Layout(laid).squares()
    results = {p: score(Layout(laid), p) for p in walkers}
    removed = {s.removed for s in results.values() if s.removed is not None}
    parts: list[str] = []
    if around and not taps:
        parts += _table(c0, r0, cols, rows, grid, squares)
    parts += _squares(squares, grid, "hg-path")
    if focus is not None and focus not in laid:  # the card in question, where it is free
        new = {sq: mark for sq, mark in focus.squares() if sq not in squares}
        parts += _squares(new, grid, "hg-new")
        parts += _marks(new, grid, set(), pieces=False)
    marks = _marks(squares, grid, removed, pieces=True)
    for placed in laid:
        parts.append(_outline(placed, grid, "hg-card", 2.5, ""))
    if focus is not None:
        parts.append(_outline(focus, grid, "hg-focus", 4, ' stroke-dasharray="8 4"'))
    for i, (player, result) in enumerate(results.items()):
        if result.route:
            # The two walks side by side (Hans up-left, Grete down-right of the middle)
            shift = (i * 2 - (len(results) - 1)) * cell * WALK_SHIFT
            points = " ".join(f"{x + shift:.1f},{y + shift:.1f}"
                              for x, y in walk_points(result.route, grid))
            dash = ' stroke-dasharray="7 4"' if player == "grete" else ""
            parts.append(f'<polyline class="hg-walk-{player}" points="{points}" '
                         f'fill="none" stroke="{INK[player]}" stroke-width="3.5" '
                         f'stroke-linejoin="round" opacity="0.9"{dash}/>')
    # The marks over the walks (a walk runs under the start, blocks and houses, which stay
    # readable), then the letters, on top of walks and crosses; each letter sits on its
    # card's top-left corner point, clear of the marks in the middle of the squares around it.
    parts += marks
    parts += [_badge(placed, grid) for placed in laid]
    parts += _coordinates(c0, r0, cols, rows, grid)
    if taps:
        parts += _tap_targets(c0, r0, cols, rows, grid, squares, words)
    shown = set(squares.values()) | (set(dict(focus.squares()).values()) if focus else set())
    legend, legend_height = _legend(words, results, focus is not None, shown, width,
                                    MARGIN + rows * cell + 6)
    height = MARGIN + rows * cell + 6 + legend_height
    body = "".join(parts + legend)
    title_id = f"{prefix}hg-title"
    on_top = _top_in_question(state, action)
    alt = describe(state, laid, focus, results, words, on_top)
    size = f'width="{width:.0f}" height="{height:.0f}"' if taps else ""
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width:.0f} {height:.0f}" '
           f'class="board__svg pic-hg" {size} role="img" aria-labelledby="{title_id}" '
           f'font-family="sans-serif">'
           f'<title id="{title_id}">{escape(alt)}</title>{body}</svg>')
    return Picture(svg, alt, caption(state, results, words, on_top))


WALK_SHIFT = 0.12  # each walk this share of a square off the middle (Hans one way, Grete the other)
LANE = 0.14  # a stretch walked out and back: each way this share of a square to its right


def walk_points(route: tuple[tuple[int, int], ...], grid: Grid) -> list[tuple[float, float]]:
    """The points of a walk's line through the middles of its squares. A stretch walked
    there and back is drawn twice, each way on its own right-hand side like two lanes, with
    the turn at its end: the doubled steps stay visible (and a dashed line stays dashed)."""
    steps = list(zip(route, route[1:], strict=False))
    directed = set(steps)
    lane = grid.cell * LANE
    offsets = []
    for a, b in steps:
        dx, dy = b[0] - a[0], b[1] - a[1]
        offsets.append((-dy * lane, dx * lane) if (b, a) in directed else (0.0, 0.0))

    def at(square: tuple[int, int], off: tuple[float, float]) -> tuple[float, float]:
        return (grid.x(square[0]) + grid.cell / 2 + off[0],
                grid.y(square[1]) + grid.cell / 2 + off[1])

    if not steps:
        return [at(route[0], (0.0, 0.0))]
    points = [at(route[0], offsets[0])]
    for i, (a, b) in enumerate(steps):
        here, there = offsets[i], offsets[i + 1] if i + 1 < len(steps) else offsets[i]
        turn_in = (b[0] - a[0], b[1] - a[1])
        turn_out = ((steps[i + 1][1][0] - b[0], steps[i + 1][1][1] - b[1])
                    if i + 1 < len(steps) else turn_in)
        if here == there:
            points.append(at(b, here))
        elif turn_in[0] * turn_out[0] + turn_in[1] * turn_out[1] == 0:  # a corner: the
            points.append(at(b, (here[0] + there[0], here[1] + there[1])))  # lanes meet
        else:  # turning back, or a lane ending: both ends, joined across the square
            points += [at(b, here), at(b, there)]
    return points


def draw_pile(state: Layout, lang: str, prefix: str) -> Picture:
    """The draw pile before the first card, counted from the top (a question
    about a card's place in the pile): the start card on top, the rest face down, so that
    the picture does not tell where the houses lie."""
    words = WORDS["de" if lang == "de" else "en"]
    n = len(state.pile)
    per_row, w, h, gap = 8, 34, 44, 6
    parts = []
    for i in range(n):
        x, y = 4 + (i % per_row) * (w + gap), 4 + (i // per_row) * (h + gap)
        mark = "S" if i == 0 else "?"
        parts.append(f'<rect class="hg-back" x="{x}" y="{y}" width="{w}" height="{h}" rx="3" '
                     f'fill="{INK["path"]}" stroke="{INK["card"]}"/>'
                     f'<g data-index="pile"><text class="hg-badge-ink" x="{x + w / 2}" '
                     f'y="{y + 16}" font-size="{FONT}" text-anchor="middle" '
                     f'fill="{INK["text"]}">{i + 1}</text></g>'
                     f'<text class="hg-badge-ink" x="{x + w / 2}" y="{y + 35}" '
                     f'font-size="{FONT}" font-weight="bold" text-anchor="middle" '
                     f'fill="{INK["text"]}">{mark}</text>')
    rows = (n + per_row - 1) // per_row
    width, height = 8 + per_row * (w + gap) - gap, 8 + rows * (h + gap) - gap
    title_id = f"{prefix}hg-title"
    alt = words["pile_alt"].format(n=n, rest=n - 1)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}" '
           f'class="board__svg pic-hg" role="img" aria-labelledby="{title_id}" '
           f'font-family="sans-serif"><title id="{title_id}">{escape(alt)}</title>'
           f'{"".join(parts)}</svg>')
    return Picture(svg, alt, words["pile_caption"].format(n=n))


def _tap_targets(c0, r0, cols, rows, grid: Grid, squares: dict, words: dict) -> list[str]:
    """A transparent square over every square of the grid, on top of the drawing, each named
    as the grid's edges name it (a screen reader hears "Spalte 2, Zeile 0")."""
    out = []
    for r in range(r0, r0 + rows):
        for c in range(c0, c0 + cols):
            edge = "" if (c, r) in squares else ' stroke="#b9a77a" stroke-dasharray="2 4"'
            name = f'{words["col"]} {c}, {words["row"]} {r}'
            out.append(f'<rect data-referee-tap="{c},{r}" role="button" '
                       f'aria-label="{escape(name)}" x="{grid.x(c)}" '
                       f'y="{grid.y(r)}" width="{grid.cell}" height="{grid.cell}" '
                       f'fill="transparent"{edge}/>')
    return out


def _table(c0, r0, cols, rows, grid: Grid, squares: dict) -> list[str]:
    """The empty table around the cards: dotted squares."""
    return [f'<rect class="hg-table" x="{grid.x(c)}" y="{grid.y(r)}" width="{grid.cell}" '
            f'height="{grid.cell}" fill="none" stroke="#b9a77a" stroke-dasharray="2 4"/>'
            for r in range(r0, r0 + rows) for c in range(c0, c0 + cols) if (c, r) not in squares]


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


def _top_in_question(state: Layout, action: str | None) -> bool:
    """Whether the card in question is the pile's top card, drawn where it would lie (not a
    card of that size the pile's top card is not, nor a card already laid)."""
    parsed = parse_action(action) if action else None
    return (isinstance(parsed, LayAt) and bool(state.pile)
            and card_for(state, parsed)[0] is not None)


def _squares(squares: dict, grid: Grid, path_class: str) -> list[str]:
    out = []
    cell = grid.cell
    for (c, r), mark in squares.items():
        x, y = grid.x(c), grid.y(r)
        if mark == FOREST:
            out.append(f'<rect class="hg-forest" x="{x}" y="{y}" width="{cell}" '
                       f'height="{cell}" fill="{INK["forest"]}"/>')
            cx, cy, s = x + cell / 2, y + cell / 2, cell * 0.2
            out.append(f'<path class="hg-tree" d="M{cx:.1f} {cy - s * 1.2:.1f} l{s:.1f} '
                       f'{s * 2:.1f} h{-2 * s:.1f} z" fill="{INK["tree"]}"/>')
        else:
            out.append(f'<rect class="{path_class}" x="{x}" y="{y}" width="{cell}" '
                       f'height="{cell}" fill="{INK["path"]}"/>')
    return out


def _marks(squares: dict, grid: Grid, removed: set, pieces: bool) -> list[str]:
    out = []
    for square, mark in sorted(squares.items(), key=lambda item: (item[0][1], item[0][0])):
        piece = piece_id(square, mark) if pieces else None
        shapes = _mark(mark, grid.x(square[0]) + grid.cell / 2,
                       grid.y(square[1]) + grid.cell / 2, grid.cell, square in removed)
        if shapes:
            attr = f' data-piece="{piece}"' if piece else ""
            out.append(f"<g{attr}>{''.join(shapes)}</g>")
    return out


def _badge(placed: Placed, grid: Grid) -> str:
    """The card's letter in a small white box centred on the card's top-left corner (clear
    of the marks in the middle of the four squares around that point)."""
    x, y = grid.x(placed.col) - (FONT + 1) / 2, grid.y(placed.row) - (FONT + 2) / 2
    return (f'<rect class="hg-badge" x="{x}" y="{y}" width="{FONT + 1}" height="{FONT + 2}" '
            f'fill="{INK["badge"]}"/><text class="hg-badge-ink" x="{x + (FONT + 1) / 2:.1f}" '
            f'y="{y + FONT - 0.5:.1f}" font-size="{FONT}" font-weight="bold" '
            f'text-anchor="middle" fill="{INK["text"]}">{escape(placed.letter)}</text>')


def _walkers(action: str | None) -> tuple[str, ...]:
    """Whose walk is drawn: `walk:hans`, `walk:grete` or `walk:both` (an answer's picture).
    A plain `walk` is the question "how many steps?" itself: drawn without the answer."""
    if action is None:
        return ()
    kind, _, player = action.partition(":")
    if kind.strip() != WALK or not player:
        return ()
    return (player,) if player in PLAYERS else PLAYERS


def _outline(placed: Placed, grid: Grid, css: str, width: float, extra: str) -> str:
    colour = INK["focus"] if css == "hg-focus" else INK["card"]
    return (f'<rect class="{css}" x="{grid.x(placed.col)}" y="{grid.y(placed.row)}" '
            f'width="{placed.card.width * grid.cell}" height="{placed.card.height * grid.cell}" '
            f'fill="none" stroke="{colour}" stroke-width="{width}"{extra}/>')


def _mark(mark: str, cx: float, cy: float, cell: float, removed: bool) -> list[str]:
    if mark == START:
        shape = (f'<circle class="hg-start" cx="{cx}" cy="{cy}" r="{cell * 0.3:.1f}" '
                 f'fill="{INK["start"]}"/>')
        label, ink = "S", "hg-start-ink"
    elif mark in HOUSE.values():
        player = "hans" if mark == HOUSE["hans"] else "grete"
        s = cell * 0.36
        shape = (f'<path class="hg-{player}" d="M{cx - s:.1f} {cy + s:.1f} '
                 f'V{cy - s * 0.2:.1f} L{cx:.1f} {cy - s * 1.1:.1f} L{cx + s:.1f} '
                 f'{cy - s * 0.2:.1f} V{cy + s:.1f} Z" fill="{INK[player]}"/>')
        # Two letters, so that a house never reads as the card letters G and H.
        label, ink = HOUSE_LABEL[player], "hg-on-token"
    elif mark in BLOCK.values():
        player = "hans" if mark == BLOCK["hans"] else "grete"
        s = cell * 0.27
        if player == "hans":
            shape = (f'<circle class="hg-hans" cx="{cx}" cy="{cy}" r="{s:.1f}" '
                     f'fill="{INK[player]}"/>')
        else:
            shape = (f'<path class="hg-grete" d="M{cx:.1f} {cy - s * 1.05:.1f} '
                     f'L{cx + s * 1.05:.1f} {cy:.1f} L{cx:.1f} {cy + s * 1.05:.1f} '
                     f'L{cx - s * 1.05:.1f} {cy:.1f} Z" fill="{INK[player]}"/>')
        label, ink = mark, "hg-on-token"
    else:
        return []
    colour = INK["text"] if ink == "hg-start-ink" else INK["on-token"]
    out = [shape, f'<text class="{ink}" x="{cx}" y="{cy + FONT * 0.36:.1f}" '
                  f'font-size="{FONT}" text-anchor="middle" font-weight="bold" '
                  f'fill="{colour}">{label}</text>']
    if removed:
        d = cell * 0.28  # inside the square: clear of the card letters on the corners
        out.append(f'<path class="hg-removed" d="M{cx - d:.1f} {cy - d:.1f} L{cx + d:.1f} '
                   f'{cy + d:.1f} M{cx + d:.1f} {cy - d:.1f} L{cx - d:.1f} {cy + d:.1f}" '
                   f'stroke="{INK["focus"]}" stroke-width="4"/>')
    return out


def _coordinates(c0, r0, cols, rows, grid: Grid) -> list[str]:
    """Column numbers above, row numbers on the left (every other one where space is short):
    they name squares (`data-index`)."""
    every = 1 if grid.cell >= FONT * 2 else 2
    out = ['<g data-index="squares">']
    for c in range(c0, c0 + cols, every):
        out.append(f'<text class="hg-text" x="{grid.x(c) + grid.cell / 2}" '
                   f'y="{MARGIN - 10}" font-size="{FONT}" text-anchor="middle" '
                   f'fill="{INK["text"]}">{c}</text>')
    for r in range(r0, r0 + rows, every):
        out.append(f'<text class="hg-text" x="{MARGIN - 4}" '
                   f'y="{grid.y(r) + grid.cell / 2 + FONT * 0.36:.1f}" font-size="{FONT}" '
                   f'text-anchor="end" fill="{INK["text"]}">{r}</text>')
    out.append("</g>")
    return out


def _legend(words, results, focus: bool, shown: set[str], width: float, top: float
            ) -> tuple[list[str], float]:
    """Symbols with their words, for what the picture shows, wrapped into rows."""
    fs = FONT
    items: list[tuple[str, str]] = [
        (f'<rect class="hg-path" width="{fs}" height="{fs}" fill="{INK["path"]}"/>',
         words["path"]),
        (f'<rect class="hg-forest" width="{fs}" height="{fs}" fill="{INK["forest"]}"/>',
         words["forest"]),
    ]
    if START in shown:
        items.append((f'<circle class="hg-start" cx="{fs / 2}" cy="{fs / 2}" r="{fs / 2 - 1}" '
                      f'fill="{INK["start"]}"/>', words["start"]))
    for player in PLAYERS:
        name = NAMES[player]
        block = (f'<circle class="hg-hans" cx="{fs / 2}" cy="{fs / 2}" r="{fs / 2.2:.1f}" '
                 f'fill="{INK[player]}"/>' if player == "hans" else
                 f'<path class="hg-grete" d="M{fs / 2} 0 L{fs} {fs / 2} L{fs / 2} {fs} '
                 f'L0 {fs / 2} Z" fill="{INK[player]}"/>')
        if BLOCK[player] in shown:
            items.append((block, words["block"].format(n=name)))
        if HOUSE[player] in shown:
            items.append((f'<path class="hg-{player}" d="M0 {fs} V{fs * 0.4} L{fs / 2} 0 '
                          f'L{fs} {fs * 0.4} V{fs} Z" fill="{INK[player]}"/>',
                          words["house"].format(n=name)))
    for player, result in results.items():
        if result.walk is not None:
            dash = ' stroke-dasharray="5 3"' if player == "grete" else ""
            steps = count(result.walk, words["steps"])
            items.append((f'<path class="hg-walk-{player}" d="M0 {fs / 2} H{fs * 1.5}" '
                          f'stroke="{INK[player]}" stroke-width="3"{dash}/>',
                          words["walk"].format(n=NAMES[player], s=steps)))
    if any(result.removed is not None for result in results.values()):
        items.append((f'<path class="hg-removed" d="M0 0 L{fs} {fs} M{fs} 0 L0 {fs}" '
                      f'stroke="{INK["focus"]}" stroke-width="3"/>', words["removed"]))
    if focus:
        items.append((f'<rect class="hg-focus" width="{fs * 1.5}" height="{fs}" '
                      f'stroke-width="3" stroke-dasharray="4 2" fill="none" '
                      f'stroke="{INK["focus"]}"/>', words["laid"]))
    out, line_x, line_y = [], 4.0, top
    line_height = fs * 1.7
    for symbol, text in items:
        item_width = fs * 2.1 + len(text) * fs * 0.6 + fs
        if line_x + item_width > width and line_x > 4:
            line_x, line_y = 4.0, line_y + line_height
        # each symbol on a square of path, as on the board (in both colour schemes)
        tile = (f'<rect class="hg-key-path" x="-2" y="-2" width="{fs * 1.5 + 4}" '
                f'height="{fs + 4}" fill="{INK["path"]}"/>')
        out.append(f'<g transform="translate({line_x:.0f},{line_y:.0f})">{tile}{symbol}'
                   f'<text class="hg-text" x="{fs * 2.1:.0f}" y="{fs * 0.9:.0f}" '
                   f'font-size="{fs}" fill="{INK["text"]}">{escape(text)}</text></g>')
        line_x += item_width
    return out, (line_y - top) + line_height


SQUARE_WORDS = {
    "de": {"+": "Weg", "#": "Wald", "S": "Start", "h": "Klötzchen von Hans",
           "g": "Klötzchen von Grete",
           "H": "Haus von Hans", "G": "Haus von Grete"},
    "en": {"+": "path", "#": "forest", "S": "start", "h": "Hans's block", "g": "Grete's block",
           "H": "Hans's house", "G": "Grete's house"},
}


def describe(state: Layout, laid, focus, results, words, on_top: bool = False) -> str:
    """The full text alternative: every card with its squares row by row (a card of forest
    only said so), the card in question, then the walks; the pile (`on_top`: its top card
    is the card in question)."""
    lang = "de" if words is WORDS["de"] else "en"
    names = SQUARE_WORDS[lang]
    if not laid:
        text = words["none"]
    else:
        cards = []
        for placed in laid:
            where = (f"{_capital(words['card'])} {placed.letter} ({placed.card.width}×"
                     f"{placed.card.height}, {_axis(words, 'col', placed.col, placed.right)}, "
                     f"{_axis(words, 'row', placed.row, placed.bottom)})")
            if set("".join(placed.card.rows)) == {FOREST}:
                cards.append(f"{where}: {words['all_forest']}.")
                continue
            cards.append(f"{where}: {_rows(placed, names, words)}.")
        text = " ".join(cards)
    if focus is not None:
        text += (f" {_capital(words['laid'])}: {focus.card.width}×{focus.card.height}, "
                 f"{_axis(words, 'col', focus.col, focus.right)}, "
                 f"{_axis(words, 'row', focus.row, focus.bottom)}: {_rows(focus, names, words)}.")
    for player, result in results.items():
        name = NAMES[player]
        if result.walk is None:
            text += " " + words["no_house"].format(n=name)
            continue
        route = " → ".join(map(square_name, result.route))
        steps = count(result.walk, words["steps"])
        text += f" {words['walk'].format(n=name, s=steps)}: {route}."
        if result.removed is not None:
            text += f" {_capital(words['removed'])}: {square_name(result.removed)}."
        if result.penalty:
            text += " " + words["penalty_alt"].format(p=result.penalty,
                                                      s=count(result.steps, words["steps"]))
    if state.pile:
        text += " " + _capital(words["pile"].format(n=count(len(state.pile), words["cards"])))
        text += (words["top_in_question"] if on_top else "") + "."
    return text


def _rows(placed: Placed, names: dict, words: dict) -> str:
    """A card's squares row by row ("Zeile 0: Start, Weg; Zeile 1: …"), or "ganz Wald"."""
    if set("".join(placed.card.rows)) == {FOREST}:
        return words["all_forest"]
    return "; ".join(f"{words['row']} {placed.row + i}: " + ", ".join(names[m] for m in line)
                     for i, line in enumerate(placed.card.rows))


def _axis(words: dict, key: str, first: int, end: int) -> str:
    """'column 3' for one, 'columns 0–1' for a range ("Spalte 3", "Spalten 0–1")."""
    return f"{words[key + 's'] if end - first > 1 else words[key]} {_span(first, end)}"


def _span(first: int, end: int) -> str:
    return str(first) if end - first == 1 else f"{first}–{end - 1}"


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def caption(state: Layout, results, words, on_top: bool = False) -> str:
    """One short line: the cards laid and in the pile; an answer's picture adds each walk's
    result. The legend gives the steps walked (the line drawn), so a result with penalty
    steps says so ("Hans: 4 + 20 Strafschritte = 24 Schritte") and a player who cannot
    reach the house is named, not left out."""
    laid = len(state.laid)
    if state.pile or laid < 2:
        text = words["laid_cards"].format(n=count(laid, words["cards"]))
        if state.pile:
            text += ", " + words["pile"].format(n=len(state.pile))
            text += words["top_in_question"] if on_top else ""
    else:
        text = words["all_laid"].format(n=count(laid, words["cards"]))
    for player, result in results.items():
        if result.steps is None:
            text += "; " + words["no_house_caption"][player]
            continue
        steps = count(result.steps, words["steps"])
        if result.penalty:
            steps = words["with_penalty"].format(w=result.walk, p=result.penalty, s=steps)
        text += f"; {NAMES[player]}: {steps}"
    return _capital(text)
