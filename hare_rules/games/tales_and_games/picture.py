"""The track drawn from a state: start line, 11 tiles (streams marked), finish and podium,
the five animals as lettered discs, the cards on the table and the players (the one to
move marked). Inline SVG 340 units wide, drawn at its own size on a phone (a 12-unit font
stays 12 CSS px), the track wrapped into two rows of seven cells.

Colours come from classes only (`PICTURE_STYLE`, light and dark page): every text and disc
keeps at least 4.5:1 contrast with what lies behind it. Tile numbers and podium places are
indices (`data-index`): a number answer may equal one without the picture giving it away.
Every animal and every player is a `data-piece`; the player to move carries `data-mover`.
"""

from __future__ import annotations

from html import escape

from hare_rules.core import Picture
from hare_rules.core.sentences import Listing

from .cards import ANIMAL_DE, ANIMALS, LETTER, OVER_FINISH, TRACK_TILES, WOLF
from .rules import describe_turn
from .sentences import animal_name, cards_listing
from .state import State

WIDTH = 340
COLS = 7
CELL_W = 46  # a referee tap target: at least 44 CSS px each way
CELL_H = 96
GAP = 2
LEFT = (WIDTH - COLS * CELL_W - (COLS - 1) * GAP) // 2
FONT = 12  # at least 11 CSS px on a phone, at the drawing's own size
DISC = 9  # radius of an animal's disc
LINE = 20  # one line of text or discs below the track
WORDS = {
    "de": {"start": "Start", "finish": "Ziel", "stream": "Bach", "tile": "Feld",
           "table": "Karten auf dem Tisch", "none": "keine Karten", "howl": "mit Geheul",
           "podium": "Podest", "over": "über dem Ziel ohne Platz", "place": "Platz",
           "players": "Spieler", "to_move": "Am Zug", "token": "Startspielerstein",
           "of_them": "davon {n} mit Geheul", "asked": "Zug in der Frage",
           "on_table": "Auf dem Tisch",
           "start_line": "Startlinie", "bets_below": "Unter jedem Spieler: seine Wetten",
           "bets": "wettet auf"},
    "en": {"start": "Start", "finish": "Finish", "stream": "stream", "tile": "tile",
           "table": "Cards on the table", "none": "no cards", "howl": "with a howl",
           "podium": "podium", "over": "over the finish without a place", "place": "place",
           "players": "Players", "to_move": "To move", "token": "first-player token",
           "of_them": "{n} of them with a howl", "asked": "the turn in question",
           "on_table": "On the table",
           "start_line": "starting line", "bets_below": "Below each player: their bets",
           "bets": "bets on"},
}

# Light page first, then Material's dark scheme ("slate"); the site serves this once.
PICTURE_STYLE = """
.pic-tg .tile{fill:#f5f0e1;stroke:#6b6b6b}
.pic-tg .tile--stream{fill:#d6ecff}
.pic-tg .ink{fill:#1a1a1a}
.pic-tg .stream-ink{fill:#0d3c85}
.pic-tg .disc--hare{fill:#7a4a1f}
.pic-tg .disc--tortoise{fill:#256b29}
.pic-tg .disc--wolf{fill:#333333}
.pic-tg .disc--fox{fill:#a63f08}
.pic-tg .disc--lamb{fill:#0d4f9e}
.pic-tg .disc-ink{fill:#ffffff}
.pic-tg .chip{fill:none;stroke:#1a1a1a}
.pic-tg .chip--mover{fill:#1a1a1a}
.pic-tg .chip-ink--mover{fill:#ffffff}
[data-md-color-scheme="slate"] .pic-tg .tile{fill:#2a2f3a;stroke:#9aa0aa}
[data-md-color-scheme="slate"] .pic-tg .tile--stream{fill:#1d3a5c}
[data-md-color-scheme="slate"] .pic-tg .ink{fill:#e6e6e6}
[data-md-color-scheme="slate"] .pic-tg .stream-ink{fill:#9ecbff}
[data-md-color-scheme="slate"] .pic-tg .disc--hare{fill:#e0a970}
[data-md-color-scheme="slate"] .pic-tg .disc--tortoise{fill:#86d18c}
[data-md-color-scheme="slate"] .pic-tg .disc--wolf{fill:#d0d0d0}
[data-md-color-scheme="slate"] .pic-tg .disc--fox{fill:#ff9f66}
[data-md-color-scheme="slate"] .pic-tg .disc--lamb{fill:#94c4ff}
[data-md-color-scheme="slate"] .pic-tg .disc-ink{fill:#111111}
[data-md-color-scheme="slate"] .pic-tg .chip{stroke:#e6e6e6}
[data-md-color-scheme="slate"] .pic-tg .chip--mover{fill:#e6e6e6}
[data-md-color-scheme="slate"] .pic-tg .chip-ink--mover{fill:#111111}
"""


def _name(animal: str, lang: str) -> str:
    return ANIMAL_DE[animal] if lang == "de" else animal


def _text(x: float, y: float, text: str, cls: str = "ink", anchor: str = "start",
          extra: str = "") -> str:
    return (f'<text x="{x}" y="{y}" font-size="{FONT}" text-anchor="{anchor}" '
            f'class="{cls}"{extra}>{escape(text)}</text>')


def _cell_xy(index: int) -> tuple[int, int]:
    """Cells 0 (start) .. 11 (tile 11) and 12 (finish), seven to a row."""
    row, col = divmod(index, COLS)
    return LEFT + col * (CELL_W + GAP), 8 + row * (CELL_H + 8)


def _cell(index: int, state: State, lang: str, pid: str, taps: bool) -> list[str]:
    words = WORDS[lang]
    x, y = _cell_xy(index)
    width = 2 * CELL_W + GAP if index == OVER_FINISH else CELL_W  # room for the podium
    stream = 1 <= index <= TRACK_TILES and index in state.streams
    label = str(index)
    if index in (0, OVER_FINISH):
        # The cell past tile 11 holds the podium places (and a dash for an animal over the
        # finish without one): it is named by the podium, as the page's texts name it.
        label = words["start"] if index == 0 else words["podium"].capitalize()
    # The referee page taps a tile to place the chosen animal there.
    tap = f'<g data-referee-tap="{index}" role="button">' if taps else ""
    out = [f'{tap}<rect id="{pid}cell-{index}" x="{x}" y="{y}" width="{width}" '
           f'height="{CELL_H}" rx="4" class="tile{" tile--stream" if stream else ""}"/>',
           _text(x + width // 2, y + 15, label, anchor="middle",
                 extra=f' data-index="{index}"')]
    if stream:
        out.append(_text(x + CELL_W // 2, y + CELL_H - 6, words["stream"], "stream-ink",
                         "middle"))
    if index == OVER_FINISH:
        out += _podium(state, lang, x, y)
    else:
        here = [a for a in ANIMALS if state.position(a) == index]
        for i, animal in enumerate(here):
            out += _disc(animal, lang, x + 12 + (i % 2) * 22, y + 32 + (i // 2) * 20, True)
    return out + (["</g>"] if taps else [])


def _disc(animal: str, lang: str, cx: float, cy: float, piece: bool = False) -> list[str]:
    """An animal's disc with its letter; on the track it is the animal's piece."""
    mark = f' data-piece="{animal}"' if piece else ""
    return [f'<g{mark}><circle cx="{cx}" cy="{cy}" r="{DISC}" class="disc disc--{animal}"/>',
            _text(cx, cy + 4, LETTER[lang][animal], "disc-ink", "middle",
                  ' font-weight="bold"') + "</g>"]


def _podium(state: State, lang: str, x: int, y: int) -> list[str]:
    """Arrivals in order: the place number (a dash: no place) and the animal's disc."""
    out = []
    for i, animal in enumerate(state.finished):
        row, col = divmod(i, 2)
        left, cy = x + 6 + col * 46, y + 32 + row * 20
        place = f"{i + 1}." if animal in state.podium else "–"
        out.append(_text(left + 10, cy + 4, place, anchor="end",
                         extra=f' data-index="{i + 1}"'))
        out += _disc(animal, lang, left + 22, cy, True)
    return out


def _table(state: State, lang: str, y: int) -> tuple[list[str], int]:
    """The cards on the table: a disc and its count per animal, the howl said below."""
    words = WORDS[lang]
    present = [a for a in ANIMALS if state.on_table(a)]
    if not present:
        return [_text(LEFT, y, f"{words['table']}: {words['none']}")], y + LINE
    out = [_text(LEFT, y, f"{words['table']}:")]
    for i, animal in enumerate(present):
        x = LEFT + 9 + i * 64
        out += _disc(animal, lang, x, y + LINE - 4)
        out.append(_text(x + 14, y + LINE, f"× {state.on_table(animal)}"))
    y += 2 * LINE
    if state.howls:
        out.append(_text(LEFT, y, f"{_name(WOLF, lang).capitalize()}: "
                                  + words["of_them"].format(n=state.howls)))
        y += LINE
    return out, y


def _legend(lang: str, y: int) -> tuple[list[str], int]:
    out = []
    for i, animal in enumerate(ANIMALS):
        row, col = divmod(i, 3)
        x, yy = LEFT + col * 112, y + row * LINE
        out += _disc(animal, lang, x + 9, yy - 4)
        out.append(_text(x + 22, yy, _name(animal, lang).capitalize()))
    return out, y + 2 * LINE


def named(state: State, seat: int, lang: str, you: str | None) -> str:
    """A seat's name where the picture says who moves or holds the token: "A (du)" for the
    player a question speaks to, so that the picture and the question's "du" agree."""
    name = state.players[seat].name
    return f"{name} ({'du' if lang == 'de' else 'you'})" if name == you else name


def _players(state: State, lang: str, y: int,
             you: str | None = None) -> tuple[list[str], int]:
    """Each player as a chip (the one to move filled), then who moves and holds the token."""
    words = WORDS[lang]
    out = []
    mover = None if state.over else state.to_move
    # Bets known (a scoring question states them): each player's bet cards as discs under
    # the chip, so the picture shows what the question counts.
    betting = any(p.all_bets for p in state.players)
    row_h = 26 + (LINE + 4 if betting else 0)
    for seat, player in enumerate(state.players):
        row, col = divmod(seat, 3)
        x, top = LEFT + col * 112, y + row * row_h
        for i, animal in enumerate(player.all_bets):
            out += _disc(animal, lang, x + 12 + i * 22, top + 26 + DISC)
        moving = seat == mover
        marker = ' data-mover="true"' if moving else ""
        out.append(f'<g data-piece="{escape(player.name)}"{marker}>'
                   f'<rect x="{x}" y="{top}" width="104" height="20" rx="10" '
                   f'class="chip{" chip--mover" if moving else ""}"/>'
                   + _text(x + 52, top + 14, player.name,
                           "chip-ink--mover" if moving else "ink", "middle") + "</g>")
    y += row_h * ((len(state.players) + 2) // 3) + 12
    if betting:
        out.append(_text(LEFT, y, words["bets_below"]))
        y += LINE
    # Only the mover is marked here: the line must fit the drawing's width (the alt text
    # marks the token holder too).
    said = f"{words['token']}: {state.players[state.first].name}"
    if mover is not None:
        said = f"{words['to_move']}: {named(state, mover, lang, you)} · {said}"
    out.append(_text(LEFT, y, said))
    return out, y + 8


def table_text(state: State, lang: str) -> str:
    """The cards on the table as a sentence: "Auf dem Tisch: 3 Lammkarten und 1 Fuchskarte"."""
    counts = [(a, state.on_table(a), state.howls if a == WOLF else 0) for a in ANIMALS
              if state.on_table(a)]
    listed = cards_listing(counts).get(lang) if counts else WORDS[lang]["none"]
    return f"{WORDS[lang]['on_table']}: {listed}"


def alt_text(state: State, lang: str, you: str | None = None) -> str:
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
            where = words["start_line"]
        else:
            where = f"{words['tile']} {pos}"
        track.append(f"{_name(animal, lang).capitalize()}: {where}")
    many = len(numbers) > 1
    head = (("Strecke mit Bächen auf den Feldern " if many else "Strecke mit einem Bach auf Feld ")
            if lang == "de" else
            ("Track with streams on tiles " if many else "Track with a stream on tile "))
    who = f"{words['token']}: {named(state, state.first, lang, you)}"
    if not state.over:
        who = f"{words['to_move']}: {named(state, state.to_move, lang, you)}; {who}"
    bets = "; ".join(
        f"{p.name} {words['bets']} "
        + Listing(tuple(animal_name(a) for a in p.all_bets)).get(lang)
        for p in state.players if p.all_bets)
    return (f"{head}{streams}. " + "; ".join(track) + f". {table_text(state, lang)}. "
            f"{who}." + (f" {bets}." if bets else ""))


def picture(state: State, lang: str, action: str | None = None, id_prefix: str = "",
            taps: bool = False, you: str | None = None) -> Picture:
    """The track; `taps` marks every tile as a tap target (`data-referee-tap`); `you`: the
    player a question speaks to ("du"/"you"), so named where the picture says who moves."""
    body: list[str] = []
    for index in range(OVER_FINISH + 1):
        body += _cell(index, state, lang, id_prefix, taps)
    _, last_y = _cell_xy(OVER_FINISH)
    y = last_y + CELL_H + 22
    for part in (_table, _legend_at):
        drawn, y = part(state, lang, y)
        body += drawn
    drawn, y = _players(state, lang, y, you)
    body += drawn
    alt = alt_text(state, lang, you)
    svg = (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {y}" role="img" '
           f'class="pic-tg" aria-labelledby="{id_prefix}title"><title id="{id_prefix}title">'
           f'{escape(alt)}</title>' + "".join(body) + "</svg>")
    # The picture shows the table; the caption names the streams and the turn asked about,
    # as asked: in a "may you?" question that turn is not allowed, so it must not read as
    # played ("then: play 3 fox cards"), and the same words for every question give
    # nothing away.
    caption = alt.split(". ")[0]
    if action is not None:
        caption += f" – {WORDS[lang if lang == 'de' else 'en']['asked']}: " \
                   f"{describe_turn(action, lang)}"
    return Picture(svg, alt, caption)


def _legend_at(state: State, lang: str, y: int) -> tuple[list[str], int]:
    return _legend(lang, y + 4)
