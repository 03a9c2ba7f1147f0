"""The track of a hare race as inline SVG, drawn from a `BoardView` (every edition turns its
state into one: the track, the pawns, the players' supplies).

The drawing fits a 390 px phone at its own size: rows of five fields, 68 px each (340 px,
the referee's board), text of 11 px or more. A question's picture shows the rows that hold a
pawn or the move asked about (the rows between cut to one line where two or more are left
out); the referee's shows the whole track. Above the track, one line per player: name,
carrots, lettuce (and whatever the edition adds, e.g. its cards). Colours come from classes
(`TRACK_STYLE`, light and dark), so every text and token keeps its contrast in both schemes;
the fill attributes are the light colours for an SVG shown without the site's style.

The picture contract (hare_rules.core.protocol.Picture): each pawn is a `data-piece`
element (its id: `Pawn.piece`), the pawn of the player to move carries `data-mover`, field
numbers are inside `data-index`.

What an edition changes without drawing anything itself:
- `moves` (track_picture): the moves a question's choices name; the rows each of them
  reaches are shown too (unmarked; a restart reaches the start), so every choice can be
  checked in the picture;
- a move back whose nearest hedgehog is taken is drawn to the free hedgehog behind it (the
  move a player means who asks "may I go back there?"), both hedgehogs in view;
- `BoardView.number`: a field's number as the reader reads it in the texts (default: the
  count from the start); `BoardView.printed_corner`: "left" draws the edition's printed
  number in the top-left corner and the count from the start small in the top right;
- `Pawn.carrots`/`lettuce` (and `Supply`'s) None: left out of the lines and texts (the
  question asks for them) rather than shown as a stand-in;
- `BoardView.supplies`: with shared supplies the sentence about each pawn says only where
  it stands, and the supply lines say what each player holds;
- `say_move` (track_picture): the edition's sentence for a first action the shared words do
  not know (a card, a roll); `describe` words the further actions of the turn;
- `BoardView.terms`: the edition's words for lettuce and its field (SC 2018: "salad"), and
  how a position field's square is labelled (SC 2018: "Pos. 1", not a bare "1").

    >>> view = BoardView(Track.parse("S C H I 2 L G"), (Pawn("A", 1, 20, 0),), 0)
    >>> picture = track_picture(view, "+2", "de", "b1-")
    >>> "Feld 1" in picture.alt, 'data-piece="A"' in picture.svg, picture.caption
    (True, True, 'Felder 0 bis 4 · gefragter Zug (gestrichelt): A zieht 2 Felder vor auf Feld 3')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from html import escape

from hare_rules.core.limits import forward_number
from hare_rules.core.protocol import Picture
from hare_rules.core.sentences import Listing, render

from .track import Field, Kind, Track

PER_ROW = 5
CELL_W, CELL_H = 68, 62  # 5 x 68 = 340 px: the widest a 390 px phone shows with margins
WIDTH = PER_ROW * CELL_W
FONT, SMALL = 12, 11  # SVG px = CSS px: the picture is drawn at its own size
LINE_H = 18  # a player's line above the track
CUT_H = 24  # the line that stands for rows left out
TOKEN_H, TOKEN_GAP = 18, 3
TOKEN_TOP = 35  # where the pawns start inside a cell, below its number and kind
LINE_CHARS = 46  # a player's line wraps after about this many characters (12 px text)

KIND_SHORT = {
    "de": {Kind.START: "Start", Kind.GOAL: "Ziel", Kind.CARROT: "Karotte",
           Kind.LETTUCE: "Salat", Kind.HEDGEHOG: "Igel", Kind.HARE: "Hase"},
    "en": {Kind.START: "Start", Kind.GOAL: "Goal", Kind.CARROT: "Carrot",
           Kind.LETTUCE: "Lettuce", Kind.HEDGEHOG: "Hedgehog", Kind.HARE: "Hare"},
}
KIND_LONG = {
    "de": {Kind.START: "Start", Kind.GOAL: "Ziel", Kind.CARROT: "Karottenfeld",
           Kind.LETTUCE: "Salatfeld", Kind.HEDGEHOG: "Igelfeld", Kind.HARE: "Hasenfeld",
           Kind.POSITION: "Positionsfeld"},
    "en": {Kind.START: "start", Kind.GOAL: "goal", Kind.CARROT: "carrot field",
           Kind.LETTUCE: "lettuce field", Kind.HEDGEHOG: "hedgehog field",
           Kind.HARE: "hare field", Kind.POSITION: "position field"},
}
WORDS = {
    "de": {
        "board": "Spielbrett", "fields": "Felder", "to": "bis", "field": "Feld {n}",
        "on_start": "dem Start",
        "to_move": "am Zug", "then": "dann",
        "on": "{name}{mover} auf {where}",
        "with": "mit {what}", "and": "und",
        "c": "{c:#Karotte|Karotten}", "l_dat": "{l:#Salat|Salaten}", "l": "{l:#Salat|Salate}",
        "in_goal": "{name} ist im Ziel (Platz {place})",
        "in_goal_no_place": "{name} ist im Ziel",
        "move": "Gefragter Zug: {what}.",
        "asked": "gefragter Zug (gestrichelt)", "asked_plain": "gefragter Zug",
        "line_home": "im Ziel, Platz {place}", "line_home_no_place": "im Ziel",
        "cut": "… Felder {a} bis {b} nicht gezeigt …", "cut_one": "… Feld {a} nicht gezeigt …",
    },
    "en": {
        "board": "Board", "fields": "fields", "to": "to", "field": "field {n}",
        "on_start": "the start",
        "to_move": "to move", "then": "then",
        "on": "{name}{mover} on {where}",
        "with": "with {what}", "and": "and",
        "c": "{c:#carrot|carrots}", "l_dat": "{l:#lettuce|lettuces}",
        "l": "{l:#lettuce|lettuces}",
        "in_goal": "{name} is in the goal (place {place})",
        "in_goal_no_place": "{name} is in the goal",
        "move": "Move asked about: {what}.",
        "asked": "move asked about (dashed)", "asked_plain": "move asked about",
        "line_home": "in the goal, place {place}", "line_home_no_place": "in the goal",
        "cut": "… fields {a} to {b} not shown …", "cut_one": "… field {a} not shown …",
    },
}
MOVES = {
    "de": {
        "forward": "{name} zieht {n:#Feld|Felder} vor auf Feld {to}",
        "forward_goal": "{name} zieht {n:#Feld|Felder} vor ins Ziel",
        "forward_past": "{name} zieht {n:#Feld|Felder} vor",
        "back": "{name} zieht zurück auf das Igelfeld {to}",
        # Short: a phone caption holds the fields shown and this (at most 120 characters).
        "back_past": "{name} zieht zurück auf das freie Igelfeld {to} ({taken} ist besetzt)",
        "back_none": "{name} zieht zurück zum nächsten Igelfeld",
        "eat": "{name} bleibt stehen und frisst einen Salat",
        "take": "{name} bleibt auf dem Karottenfeld und nimmt Karotten",
        "give": "{name} bleibt auf dem Karottenfeld und gibt Karotten ab",
        "skip": "{name} setzt aus",
        "restart": "{name} fängt am Start neu an",
    },
    "en": {
        "forward": "{name} moves {n:#field|fields} forward to field {to}",
        "forward_goal": "{name} moves {n:#field|fields} forward into the goal",
        "forward_past": "{name} moves {n:#field|fields} forward",
        "back": "{name} moves back to hedgehog field {to}",
        "back_past": "{name} moves back to the free hedgehog field {to} ({taken} is taken)",
        "back_none": "{name} moves back to the nearest hedgehog field",
        "eat": "{name} stays and eats a lettuce",
        "take": "{name} stays on the carrot field and takes carrots",
        "give": "{name} stays on the carrot field and gives carrots back",
        "skip": "{name} misses the turn",
        "restart": "{name} goes back to the start",
    },
}
# The light colours, as fill attributes: what an SVG shows without the site's stylesheet.
FILL = {
    Kind.START: "#eceff1", Kind.GOAL: "#eceff1", Kind.CARROT: "#ffe0b2",
    Kind.LETTUCE: "#dcedc8", Kind.HEDGEHOG: "#d7ccc8", Kind.HARE: "#e1f5fe",
    Kind.POSITION: "#fff9c4",
}
DARK_FILL = {
    Kind.START: "#37474f", Kind.GOAL: "#37474f", Kind.CARROT: "#6d4c22",
    Kind.LETTUCE: "#2e5b1f", Kind.HEDGEHOG: "#4e4039", Kind.HARE: "#1c4a66",
    Kind.POSITION: "#5a5220",
}

# A pawn drawn in its player's colour (`Pawn.colour`): light body, dark-scheme body, and
# the dark scheme's name on it (the light scheme writes names white).
PAWN_COLOURS = {
    "red": ("#a51a1a", "#ef9a9a", "#7f0000"),  # darker than the mover red: 4.5:1 on a hedgehog
    "blue": ("#1a237e", "#90caf9", "#1a237e"),
}

# Every colour of the drawing, by class, for the light and the dark (Material "slate")
# scheme: texts at least 4.5:1 against their cell, tokens against the cell they stand on.
_DARK = '[data-md-color-scheme="slate"] .hr-board'
TRACK_STYLE = "\n".join([
    *(f".hr-board .hr-cell--{k.value}{{fill:{c}}}" for k, c in FILL.items()),
    ".hr-board .hr-cell{stroke:#616161}",
    ".hr-board .hr-text,.hr-board .hr-num,.hr-board .hr-printed{fill:#212121}",
    ".hr-board .hr-line,.hr-board .hr-muted{fill:#212121}",
    ".hr-board .hr-line--mover{fill:#b71c1c}",
    ".hr-board .hr-pawn__body{fill:#1a237e;stroke:#1a237e}",
    ".hr-board .hr-pawn__name{fill:#ffffff}",
    ".hr-board .hr-pawn--mover .hr-pawn__body{fill:#b71c1c;stroke:#4a0000}",
    ".hr-board .hr-mark{stroke:#b71c1c}",
    *(f"{_DARK} .hr-cell--{k.value}{{fill:{c}}}" for k, c in DARK_FILL.items()),
    f"{_DARK} .hr-cell{{stroke:#9e9e9e}}",
    f"{_DARK} .hr-text,{_DARK} .hr-num,{_DARK} .hr-printed{{fill:#f5f5f5}}",
    f"{_DARK} .hr-line,{_DARK} .hr-muted{{fill:#eceff1}}",
    f"{_DARK} .hr-line--mover{{fill:#ff8a80}}",
    f"{_DARK} .hr-pawn__body{{fill:#e8eaf6;stroke:#e8eaf6}}",
    f"{_DARK} .hr-pawn__name{{fill:#1a237e}}",
    f"{_DARK} .hr-pawn--mover .hr-pawn__body{{fill:#ffcdd2;stroke:#ffffff}}",
    f"{_DARK} .hr-pawn--mover .hr-pawn__name{{fill:#7f0000}}",
    f"{_DARK} .hr-mark{{stroke:#ff8a80}}",
    # Pawns and lines of an edition whose players are colours (SC 2018: Rot, Blau): the
    # player's colour whoever moves; the mover's pawn has a thick amber outline, its line "▶".
    *(f".hr-board .hr-pawn--{k} .hr-pawn__body{{fill:{v[0]};stroke:{v[0]}}}"
      for k, v in PAWN_COLOURS.items()),
    ".hr-board .hr-pawn--turn .hr-pawn__body{stroke:#ffb300;stroke-width:3}",
    *(f".hr-board .hr-line--{k}{{fill:{v[0]}}}" for k, v in PAWN_COLOURS.items()),
    *(f"{_DARK} .hr-pawn--{k} .hr-pawn__body{{fill:{v[1]};stroke:#ffffff}}"
      for k, v in PAWN_COLOURS.items()),
    *(f"{_DARK} .hr-pawn--{k} .hr-pawn__name{{fill:{v[2]}}}" for k, v in PAWN_COLOURS.items()),
    f"{_DARK} .hr-pawn--turn .hr-pawn__body{{stroke:#ffd54f;stroke-width:3}}",
    *(f"{_DARK} .hr-line--{k}{{fill:{v[1]}}}" for k, v in PAWN_COLOURS.items()),
]) + "\n"


@dataclass(frozen=True, slots=True)
class Terms:
    """An edition's words for the lettuce and its field, and the English word for a field,
    where they differ from these (SC 2018 says "salad"): the templates are rewritten word
    by word, never a name."""

    de: tuple[str, str, str] = ("Salat", "Salate", "Salaten")  # one, many, many (dative)
    en: tuple[str, str] = ("lettuce", "lettuces")
    # English word for a field, one and many (Ravensburger 2019: "square", as English
    # editions of Hare & Tortoise say).
    en_field: tuple[str, str] = ("field", "fields")
    # A position field's label in its square, German and English, with `{places}`; None:
    # the places alone, big, as the Ravensburger board prints them (written "1-5-6", as the
    # texts name the field). SC 2018's bare "1" would read as the field's number.
    position: tuple[str, str] | None = None

    def say(self, text: str, lang: str) -> str:
        """A template of the default words in this edition's words."""
        if self == DEFAULT_TERMS:
            return text
        old: tuple[str, ...]
        new: tuple[str, ...]
        if lang == "de":
            old, new = DEFAULT_TERMS.de, self.de
        else:
            old = DEFAULT_TERMS.en + DEFAULT_TERMS.en_field
            new = self.en + self.en_field
        # Longest first, so that "Salaten" is not read as "Salat" + "en".
        for before, after in sorted(zip(old, new, strict=True), key=lambda p: -len(p[0])):
            if before == after:
                continue
            # never a placeholder's name ("{lettuce}", "{lettuce:#…}"): only the words
            text = re.sub(rf"(?<!\{{)\b{before}\b", after, text)
            text = re.sub(rf"(?<!\{{)\b{before[0].upper()}{before[1:]}\b",
                          f"{after[0].upper()}{after[1:]}", text)
        return text


DEFAULT_TERMS = Terms()


@dataclass(frozen=True, slots=True)
class Arrow:
    """The move asked about: from one field to another, with its token as label; `past`:
    the taken hedgehog a move back goes behind (None: the nearest one is free)."""

    start: int
    end: int
    label: str
    past: int | None = None


@dataclass(frozen=True, slots=True)
class Pawn:
    """One pawn as drawn: what every edition's pawn has in common.

    `name` is the pawn as the reader reads it ("Rot"); `piece` its `data-piece` id (the
    engine's name, default: `name`); `owner` the player it belongs to (default: itself; a
    player with two pawns owns both); `extra` what the edition adds to the player's line.
    `carrots` or `lettuce` None: not shown (the question asks for it)."""

    name: str
    field: int
    carrots: int | None
    lettuce: int | None
    finished: bool = False
    place: int | None = None  # finishing place, if the edition tracks it
    piece: str = ""
    owner: str = ""
    extra: str = ""
    colour: str = ""  # a key of PAWN_COLOURS: drawn in it, mover or not ("": mover red)

    @property
    def piece_id(self) -> str:
        return self.piece or self.name

    @property
    def owner_id(self) -> str:
        return self.owner or self.piece_id


@dataclass(frozen=True, slots=True)
class Supply:
    """A player's line above the track, where it is not one pawn's (two pawns, one supply);
    `carrots` or `lettuce` None: not shown."""

    name: str
    carrots: int | None
    lettuce: int | None
    owner: str = ""  # the owner id of its pawns (marks the mover's line)
    extra: str = ""


@dataclass(frozen=True, slots=True)
class BoardView:
    """An engine position reduced to what the picture shows.

    `to_move`: the index of the mover's pawn in `players` (None: nobody moves); `printed`:
    a text printed on a field besides its number (the dice edition's board), as pairs,
    drawn in the `printed_corner` ("right" or "left"; "left" moves the count from the start
    to the right); `supplies`: the players' lines (default: one per pawn); `number`: a
    field's number as the texts name it (default: its count from the start); `terms`: the
    edition's words for lettuce."""

    track: Track
    players: tuple[Pawn, ...]
    to_move: int | None
    printed: tuple[tuple[int, str], ...] = ()
    supplies: tuple[Supply, ...] = ()
    number: Callable[[int], str] | None = None
    printed_corner: str = "right"
    terms: Terms = DEFAULT_TERMS

    @property
    def mover(self) -> Pawn:
        assert self.to_move is not None
        return self.players[self.to_move]

    def is_mover(self, pawn: Pawn) -> bool:
        return self.to_move is not None and pawn.owner_id == self.mover.owner_id

    def lines(self) -> tuple[Supply, ...]:
        return self.supplies or tuple(
            Supply(p.name, p.carrots, p.lettuce, p.owner_id, p.extra) for p in self.players)

    def field_number(self, index: int) -> str:
        return self.number(index) if self.number else str(index)

    def occupied(self, index: int) -> bool:
        """Whether a pawn other than the mover's stands on a track field (start and goal
        hold any number)."""
        if index in (0, self.track.goal):
            return False
        mover = self.mover if self.to_move is not None else None
        return any(p.field == index and not p.finished and p is not mover
                   for p in self.players)

    def words(self, lang: str) -> dict[str, str]:
        return {k: self.terms.say(v, lang) for k, v in WORDS[lang].items()}


Describe = Callable[[str, str], str]  # (more tokens of the turn, lang) -> the reader's words
# (pawn name, the first token, lang) -> the edition's sentence for it, None: not its own
SayMove = Callable[[str, str, str], str | None]


def track_picture(view: BoardView, action: str | None, lang: str, id_prefix: str,
                  describe: Describe | None = None, moves: Sequence[str] = (),
                  say_move: SayMove | None = None) -> Picture:
    """The rows of the track that hold a pawn, the move asked about (`action`, whose
    target field is drawn dashed) or a field one of `moves` (a question's choices) reaches;
    `describe` words a turn's further actions for the text alternative (default: the
    tokens as written), `say_move` a first action the shared words do not know."""
    lang = "de" if lang == "de" else "en"
    arrow = move_arrow(view, action, lang)
    targets = [field for m in (*moves, *([action] if action else [])) for field in reaches(view, m)]
    rows = shown_rows(view, arrow, targets)
    alt = board_text(view, rows, action, lang, describe, say_move)
    marks = {arrow.end} if arrow else set()
    svg = board_svg(view, rows, lang, f"{id_prefix}title", alt, marks)
    caption = caption_text(view, rows, action, arrow, lang, describe, say_move)
    return Picture(svg=svg, alt=alt, caption=caption)


# -- what is shown ------------------------------------------------------------------------
def move_arrow(position: BoardView, turn: str | None, lang: str = "en") -> Arrow | None:
    """The move of the first action of `turn`, if it moves the pawn to a field. A move
    back whose nearest hedgehog is taken leads to the nearest free one behind it: the
    move the question means (the rules refuse it; the picture shows where it would go)."""
    token = turn.split()[0] if turn else None
    if token is None or position.to_move is None:
        return None
    start = position.mover.field
    if (forward := forward_number(token)) is not None:
        end = start + forward
        return Arrow(start, end, token) if end <= position.track.goal else None
    if token == "back":
        behind = position.track.nearest_hedgehog_behind(start)
        if behind is None:
            return None
        if not position.occupied(behind):
            return Arrow(start, behind, token)
        further = position.track.nearest_hedgehog_behind(behind)
        while further is not None and position.occupied(further):
            further = position.track.nearest_hedgehog_behind(further)
        return Arrow(start, further, token, past=behind) if further is not None else None
    return None


def reaches(view: BoardView, turn: str) -> tuple[int, ...]:
    """The fields a turn's first action leads to or names: the target of a move (and the
    taken hedgehog it goes behind), the start for a restart."""
    token = turn.split()[0] if turn.split() else ""
    if token == "restart":
        return (0,)
    arrow = move_arrow(view, turn)
    if arrow is None:
        return ()
    return (arrow.end,) if arrow.past is None else (arrow.end, arrow.past)


def shown_rows(position: BoardView, arrow: Arrow | None,
               targets: Iterable[int] = ()) -> list[int]:
    """The rows (of five fields) to draw: those with a pawn, the goal's where a pawn is in
    the goal, every row the move asked about spans and the rows of `targets`."""
    goal = position.track.goal
    rows = {(goal if p.finished else p.field) // PER_ROW for p in position.players}
    if arrow:
        low, high = sorted((arrow.start, arrow.end))
        rows |= set(range(low // PER_ROW, high // PER_ROW + 1))
    rows |= {min(goal, t) // PER_ROW for t in targets}
    return sorted(rows)


def field_ranges(rows: list[int], goal: int) -> list[tuple[int, int]]:
    """The shown fields as ranges (first, last), one per run of rows drawn in full."""
    ranges: list[tuple[int, int]] = []
    for start, end in _runs(rows):
        ranges.append((start * PER_ROW, min(goal, end * PER_ROW + PER_ROW - 1)))
    return ranges


def _runs(rows: list[int]) -> list[tuple[int, int]]:
    """Rows with a gap of one row filled in (a row costs less than its cut), as runs."""
    runs: list[tuple[int, int]] = []
    for row in rows:
        if runs and row - runs[-1][1] <= 2:
            runs[-1] = (runs[-1][0], row)
        else:
            runs.append((row, row))
    return runs


# -- the drawing --------------------------------------------------------------------------
def board_svg(position: BoardView, rows: list[int], lang: str, title_id: str, alt: str,
              marks: Iterable[int] = (), tap: bool = False, css_class: str = "board__svg",
              field_name: Callable[[int], str] | None = None, footer: str = "") -> str:
    """The players' lines, then the shown rows of fields with the pawns on them; `marks`
    are drawn dashed; with `tap`, each field is a referee tap target; `footer`: a line
    under the track."""
    goal = position.track.goal
    printed = dict(position.printed)
    marked = set(marks)
    on: dict[int, list[Pawn]] = {}
    for pawn in position.players:
        on.setdefault(goal if pawn.finished else pawn.field, []).append(pawn)
    parts: list[str] = []
    y = 4
    for supply in position.lines():
        y = _line_svg(parts, position, supply, y, lang)
    y += 4
    runs = _runs(rows)
    previous_end = -1
    for start, end in runs:
        if start > previous_end + 1:
            y = _cut_svg(parts, (previous_end + 1) * PER_ROW, start * PER_ROW - 1, y, lang,
                         position.terms)
        for row in range(start, end + 1):
            fields = range(row * PER_ROW, min(goal, row * PER_ROW + PER_ROW - 1) + 1)
            height = max(_cell_height(on.get(f, [])) for f in fields)
            for field in fields:
                x = (field % PER_ROW) * CELL_W
                parts.append(cell_svg(position, field, x, y, height, lang, on.get(field, []),
                                      printed.get(field), field in marked, tap, field_name))
            y += height
        previous_end = end
    last_row = goal // PER_ROW
    if previous_end < last_row:
        y = _cut_svg(parts, (previous_end + 1) * PER_ROW, goal, y, lang, position.terms)
    if footer:
        y += LINE_H
        parts.append(f'<text class="hr-muted" x="4" y="{y - 5}" font-size="{SMALL}" '
                     f'fill="#212121">{escape(footer)}</text>')
    height = y + 4
    return (f'<svg xmlns="http://www.w3.org/2000/svg" class="{css_class} hr-board" '
            f'width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" role="img" '
            f'aria-labelledby="{title_id}" font-family="sans-serif" font-size="{FONT}">'
            f'<title id="{title_id}">{escape(alt)}</title>{"".join(parts)}</svg>')


def holdings(view: BoardView, carrots: int | None, lettuce: int | None, lang: str,
             case: str = "l") -> list[str]:
    """ "12 Karotten", "3 Salate" — those shown (None: left out); `case` "l_dat" for the
    German dative after "mit"."""
    words = view.words(lang)
    out = []
    if carrots is not None:
        out.append(render(words["c"], c=carrots))
    if lettuce is not None:
        out.append(render(words[case], l=lettuce))
    return out


def supply_line(view: BoardView, supply: Supply, lang: str) -> str:
    """A player's line: "A: 12 Karotten, 3 Salate", "A: im Ziel, Platz 2, 8 Karotten"."""
    words = view.words(lang)
    pawns = [p for p in view.players if p.owner_id == (supply.owner or supply.name)]
    home = bool(pawns) and all(p.finished for p in pawns)
    items = []
    if home and len(pawns) == 1:
        place = pawns[0].place
        items.append(render(words["line_home" if place else "line_home_no_place"],
                            place=place))
        # In the goal the lettuce is gone (none may be left), the carrots are still told.
        items += holdings(view, supply.carrots, None, lang)
    else:
        items += holdings(view, supply.carrots, supply.lettuce, lang)
    text = f"{supply.name}: {', '.join(items)}" if items else supply.name
    return f"{text} · {supply.extra}" if supply.extra else text


def _line_svg(parts: list[str], position: BoardView, supply: Supply, y: int,
              lang: str) -> int:
    """A player's line (wrapped where long); returns the y below it."""
    text = supply_line(position, supply, lang)
    mover = position.to_move is not None and (supply.owner or supply.name) == \
        position.mover.owner_id
    if mover:
        text = "▶ " + text
    css = "hr-line hr-line--mover" if mover else "hr-line"
    weight = ' font-weight="bold"' if mover else ""
    fill = "#b71c1c" if mover else "#212121"
    colour = next((p.colour for p in position.players
                   if p.colour and p.owner_id == (supply.owner or supply.name)), "")
    if colour:  # a player who is a colour: the line in it, the mover's bold with "▶"
        css, fill = f"hr-line hr-line--{colour}", PAWN_COLOURS[colour][0]
    for line in _wrap(text, LINE_CHARS):
        y += LINE_H
        parts.append(f'<text class="{css}" x="4" y="{y - 5}" fill="{fill}"{weight}>'
                     f'{escape(line)}</text>')
    return y


def _wrap(text: str, width: int) -> list[str]:
    lines: list[str] = []
    for word in text.split(" "):
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word if not lines else "  " + word)
    return lines


def _cut_svg(parts: list[str], first: int, last: int, y: int, lang: str,
             terms: Terms = DEFAULT_TERMS) -> int:
    words = WORDS[lang]
    text = (render(terms.say(words["cut_one"], lang), a=first) if first == last
            else render(terms.say(words["cut"], lang), a=first, b=last))
    parts.append(f'<text class="hr-muted" data-index="" x="{WIDTH // 2}" y="{y + CUT_H - 8}" '
                 f'text-anchor="middle" font-size="{SMALL}" fill="#212121">{escape(text)}</text>')
    return y + CUT_H


def _token_lines(pawns: Sequence[Pawn]) -> list[list[tuple[Pawn, int]]]:
    """The pawns of a cell as lines of (pawn, token width) within the cell."""
    lines: list[list[tuple[Pawn, int]]] = []
    room = CELL_W - 8
    used = room
    for pawn in pawns:
        width = min(room, max(TOKEN_H, 10 + 8 * len(pawn.name)))
        if used + TOKEN_GAP + width > room:
            lines.append([])
            used = -TOKEN_GAP
        lines[-1].append((pawn, width))
        used += TOKEN_GAP + width
    return lines


def _cell_height(pawns: Sequence[Pawn]) -> int:
    lines = len(_token_lines(pawns))
    return max(CELL_H, TOKEN_TOP + lines * (TOKEN_H + TOKEN_GAP) + 6)


def cell_svg(position: BoardView, index: int, x: int, y: int, height: int, lang: str,
             pawns: Sequence[Pawn], printed: str | None, marked: bool, tap: bool,
             field_name: Callable[[int], str] | None = None) -> str:
    """One field: its number (`data-index`), its kind, a printed number where the edition
    has one, and the pawns on it; a tap target for the referee where `tap`."""
    track = position.track
    field = track.field(index)
    code = field.kind.value
    stroke = ' stroke-dasharray="6 3" stroke-width="3"' if marked else ""
    mark_class = " hr-mark" if marked else ""
    out = []
    if tap:
        name = field_name(index) if field_name else field_long(position, index, lang)
        out.append(f'<g data-referee-tap="{index}" role="button" aria-label="{escape(name)}">')
    out.append(f'<rect class="hr-cell hr-cell--{code}{mark_class}" x="{x + 1}" y="{y + 1}" '
               f'width="{CELL_W - 2}" height="{height - 2}" rx="6" fill="{FILL[field.kind]}" '
               f'stroke="{"#b71c1c" if marked else "#616161"}"{stroke}/>')
    left = printed is not None and position.printed_corner == "left"
    # The count from the start: top left, or top right where the printed number is left.
    anchor = (f'x="{x + CELL_W - 6}" text-anchor="end"' if left else f'x="{x + 6}"')
    out.append(f'<text class="hr-num" data-index="" {anchor} y="{y + 14}" '
               f'font-size="{SMALL}" fill="#212121">{index}</text>')
    if printed is not None:
        spot = f'x="{x + 6}"' if left else f'x="{x + CELL_W - 6}" text-anchor="end"'
        out.append(f'<text class="hr-printed" {spot} y="{y + 14}" '
                   f'font-size="{FONT if left else SMALL}" font-weight="bold" '
                   f'fill="#212121">{escape(printed)}</text>')
    label = field_short(field, lang, position.terms)
    printed_places = field.kind is Kind.POSITION and position.terms.position is None
    size = 15 if printed_places else FONT if len(label) <= 7 else SMALL
    out.append(f'<text class="hr-text" x="{x + CELL_W // 2}" y="{y + 30}" font-size="{size}" '
               f'text-anchor="middle" fill="#212121">{escape(label)}</text>')
    for line_no, line in enumerate(_token_lines(pawns)):
        width = sum(w for _, w in line) + TOKEN_GAP * (len(line) - 1)
        tx = x + (CELL_W - width) // 2
        ty = y + TOKEN_TOP + line_no * (TOKEN_H + TOKEN_GAP)
        for pawn, w in line:
            out.append(_token_svg(pawn, tx, ty, w, position.is_mover(pawn)))
            tx += w + TOKEN_GAP
    if tap:
        out.append("</g>")
    return "".join(out)


def _token_svg(pawn: Pawn, x: int, y: int, width: int, mover: bool) -> str:
    name = pawn.name
    while len(name) > 1 and 10 + 8 * len(name) > width:
        name = name[:-2] + "…"
    css = "hr-pawn hr-pawn--mover" if mover else "hr-pawn"
    flag = ' data-mover=""' if mover else ""
    body, stroke = ("#b71c1c", "#4a0000") if mover else ("#1a237e", "#1a237e")
    if pawn.colour:  # the player's colour; the mover by its outline
        css = f"hr-pawn hr-pawn--{pawn.colour}" + (" hr-pawn--turn" if mover else "")
        body = PAWN_COLOURS[pawn.colour][0]
        stroke = "#ffb300" if mover else body
    return (f'<g class="{css}" data-piece="{escape(pawn.piece_id)}"{flag}>'
            f'<rect class="hr-pawn__body" x="{x}" y="{y}" width="{width}" height="{TOKEN_H}" '
            f'rx="9" fill="{body}" stroke="{stroke}" '
            f'stroke-width="{(3 if pawn.colour else 2) if mover else 1}"/>'
            f'<text class="hr-pawn__name" x="{x + width // 2}" y="{y + 13}" '
            f'text-anchor="middle" font-weight="bold" fill="#ffffff">{escape(name)}</text>'
            f"</g>")


def field_short(field: Field, lang: str, terms: Terms = DEFAULT_TERMS) -> str:
    if field.kind is Kind.POSITION:  # "1-5-6", as the texts name the field
        places = "-".join(str(p) for p in field.pays_places)
        if terms.position is None:
            return places
        return terms.position[0 if lang == "de" else 1].format(places=places)
    return terms.say(KIND_SHORT[lang][field.kind], lang)


def field_long(view: BoardView | Track, index: int, lang: str) -> str:
    """ "Feld 12 (Karottenfeld)" / "field 12 (position field 1-5-6)"; with a view, the
    field's number and words as its edition reads them."""
    track = view if isinstance(view, Track) else view.track
    number = str(index) if isinstance(view, Track) else view.field_number(index)
    terms = DEFAULT_TERMS if isinstance(view, Track) else view.terms
    field = track.field(index)
    kind = terms.say(KIND_LONG[lang][field.kind], lang)
    if field.kind is Kind.POSITION:
        kind += " " + "-".join(str(p) for p in field.pays_places)
    if field.kind in (Kind.START, Kind.GOAL):
        return kind
    return f"{terms.say(WORDS[lang]['field'], lang).format(n=number)} ({kind})"


# -- the words ----------------------------------------------------------------------------
def shown_text(position: BoardView, rows: list[int], lang: str) -> str:
    """ "Felder 0 bis 9 und 60 bis 64" (in the numbers the texts use)."""
    words = position.words(lang)
    ranges = field_ranges(rows, position.track.goal)
    number = position.field_number
    said = Listing(tuple(f"{number(a)} {words['to']} {number(b)}" for a, b in ranges))
    return f"{words['fields']} {said.get(lang)}"


def caption_text(view: BoardView, rows: list[int], turn: str | None, arrow: Arrow | None,
                 lang: str, describe: Describe | None = None,
                 say_move: SayMove | None = None) -> str:
    """One short line under the picture: which fields, and the move asked about."""
    text = shown_text(view, rows, lang)
    text = text[0].upper() + text[1:]
    if turn and view.to_move is not None:
        asked = WORDS[lang]["asked" if arrow else "asked_plain"]
        text += f" · {asked}: {first_action_text(view, turn, lang, describe, say_move)}"
    return text


def board_text(position: BoardView, rows: list[int], turn: str | None, lang: str,
               describe: Describe | None = None, say_move: SayMove | None = None) -> str:
    """The text alternative: which fields, where each pawn stands with what, the move."""
    words = position.words(lang)
    sentences = [f"{words['board']}, {shown_text(position, rows, lang)}."]
    for player in position.players:
        sentences.append(player_text(position, player, lang))
    for supply in position.supplies:
        sentences.append(supply_line(position, supply, lang) + ".")
    if turn and position.to_move is not None:
        sentences.append(words["move"].format(
            what=move_text(position, turn, lang, describe, say_move)))
    return " ".join(sentences)


def player_text(position: BoardView, player: Pawn, lang: str) -> str:
    """ "A (am Zug) auf Feld 5 (Karottenfeld) mit 12 Karotten und 3 Salaten." With shared
    supplies only where the pawn stands (the supply's line says what its player holds)."""
    words = position.words(lang)
    own = not position.supplies
    if player.finished:
        key = "in_goal_no_place" if player.place is None else "in_goal"
        text = words[key].format(name=player.name, place=player.place)
        held = holdings(position, player.carrots, None, lang) if own else []
    else:
        mover = (f" ({words['to_move']})" if position.to_move is not None
                 and player is position.mover else "")
        where = (words["on_start"] if player.field == 0
                 else field_long(position, player.field, lang))
        text = render(words["on"], name=player.name, mover=mover, where=where)
        held = holdings(position, player.carrots, player.lettuce, lang, "l_dat") if own else []
    if held:
        text += " " + words["with"].format(what=f" {words['and']} ".join(held))
    return f"{text}; {player.extra}." if player.extra else f"{text}."


def move_text(position: BoardView, turn: str, lang: str,
              describe: Describe | None = None, say_move: SayMove | None = None) -> str:
    """The turn in words, e.g. "A zieht 3 Felder vor auf Feld 15" (further actions of the
    same turn follow in `describe`'s words: "…, dann 3 Felder vorwärts")."""
    first, *rest = turn.split()
    text = first_action_text(position, turn, lang, describe, say_move)
    if not rest:
        return text
    more = describe(" ".join(rest), lang) if describe else " ".join(rest)
    return f'{text}, {WORDS[lang]["then"]} {more}'


def first_action_text(position: BoardView, turn: str, lang: str,
                      describe: Describe | None = None,
                      say_move: SayMove | None = None) -> str:
    """The first action of `turn` as a sentence about the mover: the shared moves in the
    shared words, any other by the edition (`say_move`, else `describe` after the name)."""
    moves = {k: position.terms.say(v, lang) for k, v in MOVES[lang].items()}
    name = position.mover.name
    token = turn.split()[0]
    arrow = move_arrow(position, turn, lang)
    number = position.field_number
    if (n := forward_number(token)) is not None:
        if arrow is None:
            return render(moves["forward_past"], name=name, n=n)
        key = "forward_goal" if arrow.end == position.track.goal else "forward"
        return render(moves[key], name=name, n=n, to=number(arrow.end))
    if token == "back":
        if arrow is None:
            return moves["back_none"].format(name=name)
        if arrow.past is not None:
            return moves["back_past"].format(name=name, to=number(arrow.end),
                                             taken=number(arrow.past))
        return moves["back"].format(name=name, to=number(arrow.end))
    if token in moves:
        return moves[token].format(name=name)
    said = say_move(name, token, lang) if say_move else None
    if said:
        return said
    return f"{name}: {describe(token, lang) if describe else token}"
