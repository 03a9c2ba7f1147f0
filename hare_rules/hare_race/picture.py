"""Track excerpts as inline SVG, drawn from a hare race's state (every edition turns its
state into a `BoardView`: the track and the pawns).

A question's situation is the state before the turn it asks about. The excerpt shows the
fields around the pawns (with their kind written in the field, not only coloured), the
pawns with name, carrots and lettuce, and the move asked about as an arrow. The same facts
are written out as the picture's text alternative, which is also the SVG's `<title>`.

    >>> view = BoardView(Track.parse("S C H I 2 L G"), (Pawn("A", 1, 20, 0),), 0)
    >>> "Feld 1" in track_picture(view, "+2", "de", "b1-").alt
    True
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from hare_rules.core.protocol import Picture

from .track import Field, Kind, Track

CELL_W, CELL_H, GAP = 66, 50, 6
MIN_FONT = 11  # SVG px = CSS px: the picture is drawn at its own size, never scaled down
TOP = 34  # room for the move arrow above the cells
PAWN_ROW_H = 34
NEIGHBOURS = 1  # fields shown on either side of an interesting field
MAX_GAP = 2  # fields between two ranges shown before they are cut with "…"

KIND_SHORT = {
    "de": {
        Kind.START: "Start",
        Kind.GOAL: "Ziel",
        Kind.CARROT: "Karotte",
        Kind.LETTUCE: "Salat",
        Kind.HEDGEHOG: "Igel",
        Kind.HARE: "Hase",
    },
    "en": {
        Kind.START: "Start",
        Kind.GOAL: "Goal",
        Kind.CARROT: "Carrot",
        Kind.LETTUCE: "Lettuce",
        Kind.HEDGEHOG: "Hedgehog",
        Kind.HARE: "Hare",
    },
}
KIND_LONG = {
    "de": {
        Kind.START: "Start",
        Kind.GOAL: "Ziel",
        Kind.CARROT: "Karottenfeld",
        Kind.LETTUCE: "Salatfeld",
        Kind.HEDGEHOG: "Igelfeld",
        Kind.HARE: "Hasenfeld",
        Kind.POSITION: "Positionsfeld",
    },
    "en": {
        Kind.START: "start",
        Kind.GOAL: "goal",
        Kind.CARROT: "carrot field",
        Kind.LETTUCE: "lettuce field",
        Kind.HEDGEHOG: "hedgehog field",
        Kind.HARE: "hare field",
        Kind.POSITION: "position field",
    },
}
WORDS = {
    "de": {
        "board": "Spielbrett",
        "fields": "Felder {a} bis {b}",
        "field": "Feld {n}",
        "to_move": "am Zug",
        "on": "{name}{mover} auf {where} mit {c} {cw} und {l} {lw}.",
        "carrot": ("Karotte", "Karotten"),
        "lettuce": ("Salat", "Salaten"),
        "in_goal": "{name} ist im Ziel (Platz {place}).",
        "in_goal_no_place": "{name} ist im Ziel.", "then": "dann",
        "move": "Gefragter Zug: {what}.",
        "legend": "K = Karotten, S = Salat",
        "arrow": "Pfeil",
        "c": "K",
        "l": "S",
    },
    "en": {
        "board": "Board",
        "fields": "fields {a} to {b}",
        "field": "field {n}",
        "to_move": "to move",
        "on": "{name}{mover} on {where} with {c} {cw} and {l} {lw}.",
        "carrot": ("carrot", "carrots"),
        "lettuce": ("lettuce", "lettuce"),
        "in_goal": "{name} is in the goal (place {place}).",
        "in_goal_no_place": "{name} is in the goal.", "then": "then",
        "move": "Move asked about: {what}.",
        "legend": "C = carrots, L = lettuce",
        "arrow": "arrow",
        "c": "C",
        "l": "L",
    },
}
MOVES = {
    "de": {
        "forward": "{name} zieht {n} Felder vor auf Feld {to}",
        "forward1": "{name} zieht 1 Feld vor auf Feld {to}",
        "back": "{name} zieht zurück auf das Igelfeld {to}",
        "back_none": "{name} zieht zurück zum nächsten Igelfeld",
        "eat": "{name} bleibt stehen und frisst einen Salat",
        "take": "{name} bleibt auf dem Karottenfeld und nimmt Karotten",
        "give": "{name} bleibt auf dem Karottenfeld und gibt Karotten ab",
        "skip": "{name} setzt aus",
        "restart": "{name} fängt am Start neu an",
    },
    "en": {
        "forward": "{name} moves {n} fields forward to field {to}",
        "forward1": "{name} moves 1 field forward to field {to}",
        "back": "{name} moves back to the hedgehog field {to}",
        "back_none": "{name} moves back to the nearest hedgehog field",
        "eat": "{name} stays and eats a lettuce",
        "take": "{name} stays on the carrot field and takes carrots",
        "give": "{name} stays on the carrot field and gives carrots back",
        "skip": "{name} misses the turn",
        "restart": "{name} starts again from the start",
    },
}
BACK = {"de": "zurück", "en": "back"}
FILL = {
    Kind.START: "#eceff1",
    Kind.GOAL: "#eceff1",
    Kind.CARROT: "#ffe0b2",
    Kind.LETTUCE: "#dcedc8",
    Kind.HEDGEHOG: "#d7ccc8",
    Kind.HARE: "#e1f5fe",
    Kind.POSITION: "#fff9c4",
}


@dataclass(frozen=True, slots=True)
class Arrow:
    """The move asked about: from one field to another, with its token as label."""

    start: int
    end: int
    label: str


@dataclass(frozen=True, slots=True)
class Pawn:
    """One pawn as drawn: what every edition's player has in common."""

    name: str
    field: int
    carrots: int
    lettuce: int
    finished: bool = False
    place: int | None = None  # finishing place, if the edition tracks it


@dataclass(frozen=True, slots=True)
class BoardView:
    """An engine position reduced to what the picture shows: the track and the pawns."""

    track: Track
    players: tuple[Pawn, ...]
    to_move: int

    @property
    def mover(self) -> Pawn:
        return self.players[self.to_move]


def track_picture(view: BoardView, action: str | None, lang: str, id_prefix: str) -> Picture:
    """The excerpt of the track around the pawns, with the asked move as an arrow.

    The SVG's accessible name is its `<title>`: the full text alternative."""
    arrow = move_arrow(view, action, lang)
    shown = shown_fields(view, arrow)
    alt = board_text(view, shown, action, lang)
    svg = board_svg(view, shown, arrow, lang, f"{id_prefix}title", alt)
    return Picture(svg=svg, alt=alt, caption=caption_text(view, shown, action, lang))


def caption_text(view: BoardView, shown: list[int | None], turn: str | None, lang: str) -> str:
    """One short line under the picture: which fields, and the move asked about."""
    fields = [f for f in shown if f is not None]
    words = WORDS[lang]
    text = f"{words['fields'].format(a=fields[0], b=fields[-1])}"
    text = text[0].upper() + text[1:]
    if turn:
        text += f" · {words['arrow']}: {first_action_text(view, turn, lang)}"
    return text


def move_arrow(position: BoardView, turn: str | None, lang: str = "en") -> Arrow | None:
    """The arrow for the first action of `turn`, if it moves the pawn."""
    token = turn.split()[0] if turn else None
    start = position.mover.field
    if token is None:
        return None
    if token.startswith("+"):
        return Arrow(start, min(start + int(token[1:]), position.track.goal), token)
    if token == "back":
        behind = position.track.nearest_hedgehog_behind(start)
        return Arrow(start, behind, BACK[lang]) if behind is not None else None
    return None


def shown_fields(position: BoardView, arrow: Arrow | None) -> list[int | None]:
    """Field indices to draw, in order; None marks a cut ("…") between two ranges."""
    goal = position.track.goal
    wanted = {p.field if not p.finished else goal for p in position.players}
    if arrow:
        wanted |= {arrow.start, arrow.end}
    covered = sorted(
        {f for w in wanted for f in range(w - NEIGHBOURS, w + NEIGHBOURS + 1) if 0 <= f <= goal}
    )
    if arrow:  # an arrow needs the fields it spans
        lo, hi = sorted((arrow.start, arrow.end))
        covered = sorted(set(covered) | set(range(lo, hi + 1)))
    shown: list[int | None] = []
    for field in covered:
        if shown and field - shown[-1] > MAX_GAP + 1:
            shown.append(None)
        elif shown:
            shown.extend(range(shown[-1] + 1, field))
        shown.append(field)
    return shown


def board_svg(
    position: BoardView, shown: list[int | None], arrow: Arrow | None, lang: str, title_id: str,
    alt: str,
) -> str:
    """The SVG drawing: cells, pawns below them, the arrow above."""
    x_of = {field: i * (CELL_W + GAP) for i, field in enumerate(shown) if field is not None}
    pawns = pawns_by_field(position)
    rows = max((len(v) for v in pawns.values()), default=1)
    width = len(shown) * (CELL_W + GAP) - GAP
    height = TOP + CELL_H + rows * PAWN_ROW_H + 22
    # Where a narrow screen should scroll to: the middle of the move, or of the mover.
    focus = ((x_of[arrow.start] + x_of[arrow.end]) // 2 if arrow and arrow.start in x_of
             and arrow.end in x_of else x_of.get(position.mover.field, 0)) + CELL_W // 2
    parts = [
        f'<svg class="board__svg" width="{width}" height="{height}" data-focus-x="{focus}" '
        f'viewBox="0 0 {width} {height}" role="img" '
        f'aria-labelledby="{title_id}" xmlns="http://www.w3.org/2000/svg" '
        f'font-family="sans-serif" font-size="11">'
        f'<title id="{title_id}">{escape(alt)}</title>'
    ]
    for i, field in enumerate(shown):
        x = i * (CELL_W + GAP)
        parts.append(gap_svg(x) if field is None else cell_svg(position.track, field, x, lang))
    for field, players in pawns.items():
        if field in x_of:
            for row, player in enumerate(players):
                mover = player is position.mover
                parts.append(
                    pawn_svg(player, x_of[field], TOP + CELL_H + 4 + row * PAWN_ROW_H, mover, lang)
                )
    if arrow and arrow.start in x_of and arrow.end in x_of:
        parts.append(arrow_svg(x_of[arrow.start], x_of[arrow.end], arrow.label))
    parts.append(
        f'<text x="0" y="{height - 4}" font-size="{MIN_FONT}" fill="#424242">'
        f"{escape(WORDS[lang]['legend'])}</text></svg>"
    )
    return "".join(parts)


def cell_svg(track: Track, index: int, x: int, lang: str) -> str:
    field = track.field(index)
    label = field_short(field, lang)
    size = 16 if field.kind is Kind.POSITION else 12
    cx = x + CELL_W // 2
    # The field number sits inside the cell, at the bottom, so the arrow never covers it.
    return (
        f'<rect x="{x}" y="{TOP}" width="{CELL_W}" height="{CELL_H}" rx="6" '
        f'fill="{FILL[field.kind]}" stroke="#616161"/>'
        f'<text x="{cx}" y="{TOP + CELL_H // 2 + size // 3 - 5}" text-anchor="middle" '
        f'font-size="{size}" fill="#212121">{escape(label)}</text>'
        f'<text x="{cx}" y="{TOP + CELL_H - 5}" text-anchor="middle" font-size="{MIN_FONT}" '
        f'fill="#424242">{index}</text>'
    )


def gap_svg(x: int) -> str:
    return (
        f'<text x="{x + CELL_W // 2}" y="{TOP + CELL_H // 2 + 5}" text-anchor="middle" '
        f'font-size="18" fill="#424242">…</text>'
    )


def pawn_svg(player: Pawn, x: int, y: int, mover: bool, lang: str) -> str:
    words = WORDS[lang]
    stroke = ' stroke-width="3"' if mover else ' stroke-width="1"'
    name = f"▶ {player.name}" if mover else player.name
    stock = f"{player.carrots} {words['c']} · {player.lettuce} {words['l']}"
    return (
        f'<rect x="{x + 2}" y="{y}" width="{CELL_W - 4}" height="{PAWN_ROW_H - 4}" rx="10" '
        f'fill="#ffffff" stroke="#1a237e"{stroke}/>'
        f'<text x="{x + CELL_W // 2}" y="{y + 12}" text-anchor="middle" font-weight="bold" '
        f'fill="#1a237e">{escape(name)}</text>'
        f'<text x="{x + CELL_W // 2}" y="{y + 25}" text-anchor="middle" font-size="{MIN_FONT}" '
        f'fill="#212121">{escape(stock)}</text>'
    )


def arrow_svg(x_from: int, x_to: int, label: str) -> str:
    a, b = x_from + CELL_W // 2, x_to + CELL_W // 2
    mid, top = (a + b) // 2, 14
    head = 6 if b >= a else -6
    half = 6 + 4 * len(label)
    return (
        f'<path d="M{a} {TOP} Q{mid} {top - 6} {b} {TOP}" fill="none" stroke="#b71c1c" '
        f'stroke-width="2"/>'
        f'<polygon points="{b} {TOP} {b - head} {TOP - 9} {b + head // 3} {TOP - 11}" '
        f'fill="#b71c1c"/>'
        f'<rect x="{mid - half}" y="{top - 12}" width="{2 * half}" height="16" rx="4" '
        f'fill="#ffffff" '
        f'stroke="#b71c1c"/>'
        f'<text x="{mid}" y="{top}" text-anchor="middle" font-weight="bold" '
        f'fill="#b71c1c">{escape(label)}</text>'
    )


def pawns_by_field(position: BoardView) -> dict[int, list[Pawn]]:
    goal = position.track.goal
    out: dict[int, list[Pawn]] = {}
    for player in position.players:
        out.setdefault(goal if player.finished else player.field, []).append(player)
    return out


def field_short(field: Field, lang: str) -> str:
    if field.kind is Kind.POSITION:
        return "·".join(str(p) for p in field.pays_places)
    return KIND_SHORT[lang][field.kind]


def field_long(track: Track, index: int, lang: str) -> str:
    """ "Feld 12 (Karottenfeld)" / "field 12 (position field 1, 5, 6)"."""
    field = track.field(index)
    kind = KIND_LONG[lang][field.kind]
    if field.kind is Kind.POSITION:
        kind += " " + ", ".join(str(p) for p in field.pays_places)
    if field.kind in (Kind.START, Kind.GOAL):
        return kind
    return f"{WORDS[lang]['field'].format(n=index)} ({kind})"


def board_text(position: BoardView, shown: list[int | None], turn: str | None, lang: str) -> str:
    """The text alternative: which fields, where each pawn stands with what, the move."""
    words = WORDS[lang]
    fields = [f for f in shown if f is not None]
    sentences = [f"{words['board']}, {words['fields'].format(a=fields[0], b=fields[-1])}."]
    for player in position.players:
        sentences.append(player_text(position, player, lang))
    if turn:
        sentences.append(words["move"].format(what=move_text(position, turn, lang)))
    return " ".join(sentences)


def player_text(position: BoardView, player: Pawn, lang: str) -> str:
    words = WORDS[lang]
    if player.finished:
        if player.place is None:
            return words["in_goal_no_place"].format(name=player.name)
        return words["in_goal"].format(name=player.name, place=player.place)
    mover = f" ({words['to_move']})" if player is position.mover else ""
    c_word = words["carrot"][player.carrots != 1]
    l_word = words["lettuce"][player.lettuce != 1]
    return words["on"].format(
        name=player.name,
        mover=mover,
        where=field_long(position.track, player.field, lang),
        c=player.carrots,
        cw=c_word,
        l=player.lettuce,
        lw=l_word,
    )


def move_text(position: BoardView, turn: str, lang: str) -> str:
    """The turn in words, e.g. "A zieht 3 Felder vor auf Feld 15" (further actions of the
    same turn follow as tokens: "…, dann card:eat_salad")."""
    first, *rest = turn.split()
    text = first_action_text(position, turn, lang)
    return f'{text}, {WORDS[lang]["then"]} {" ".join(rest)}' if rest else text


def first_action_text(position: BoardView, turn: str, lang: str) -> str:
    moves = MOVES[lang]
    name = position.mover.name
    token = turn.split()[0]
    arrow = move_arrow(position, turn, lang)
    if token.startswith("+"):
        n = int(token[1:])
        return moves["forward1" if n == 1 else "forward"].format(
            name=name, n=n, to=arrow.end if arrow else "?"
        )
    if token == "back":
        if arrow is None:
            return moves["back_none"].format(name=name)
        return moves["back"].format(name=name, to=arrow.end)
    return moves.get(token, "{name}: " + token).format(name=name)
