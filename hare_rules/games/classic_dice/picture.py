"""A dice-edition position drawn as the hare races' track (hare_rules.hare_race.picture):
rows of five fields that fit a 390 px phone, the rows with a pawn shown (every pawn, the
two-pawn game's four too), each field with its number from the start and the number
printed on the board, which counts down to the goal.

The printed number stands in the top-left corner, as on the board; the count from the start
is small in the top right. A question's picture leaves out what would give its answer away:
the printed numbers when it asks for one (but the mover's own, which its prompt states:
"Vom Feld mit der aufgedruckten 38 …"), the carrots (or the lettuce) when it asks for
those (left out of the lines, not a stand-in: the question states what the reader needs) –
for carrots only the counts equal to the answer, so the stuck pawn's 1 carrot still shows,
and never the mover's own count before the turn: a question whose answer equals it (the
last move was free) states it, as the site's picture test holds it to. A question's picture
leaves out the start amount of a player still on the start, too: that amount is what a
question there tests (65 or 95), and one that needs it says it. A question for
carrots shows the printed numbers unless one of those drawn is the answer; then none (a
single empty corner would point at it), and the field numbers from the start say the same
distances. Where the printed numbers show, the move asked about names its field's printed
number too ("auf Feld 14 (aufgedruckt 50)"), and a move into the goal is said without its
count of fields ("A zieht ins Ziel"): that count is the printed number the picture shows.
A pawn on a lettuce square that has not eaten there yet is turned over, as the rules turn it
on arrival. A turn that moves the pawn again
(a die result) shows the field where it ends too.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["classic-dice"]
    >>> state = game.parse_state("classic-dice *A:61,0:95:5 B:0,3:95:5")
    >>> picture = draw(state, "en", "1:+3", "q-")
    >>> all(f'data-piece="{p}"' in picture.svg for p in ("A1", "A2", "B1", "B2"))
    True
    >>> import re
    >>> def printed(svg): return {t for t in re.findall(r'class="hr-printed"[^>]*>([^<]*)<', svg)}
    >>> "3" in printed(picture.svg), printed(draw(state, "en", "1:+3", "q-", "printed").svg)
    (True, {'', '3'})
"""

from __future__ import annotations

from dataclasses import replace
from html import escape

from hare_rules.core import Picture
from hare_rules.core.limits import forward_number
from hare_rules.core.sentences import Listing, render
from hare_rules.hare_race.picture import (
    MOVES,
    TRACK_STYLE,
    BoardView,
    Pawn,
    Supply,
    Terms,
    field_ranges,
    first_action_text,
    move_arrow,
    reaches,
    shown_rows,
    track_picture,
)
from hare_rules.hare_race.track import Kind

from .actions import parse_token, token_words
from .clauses import PRINTED_NUMBER
from .rules import play_turn
from .setup import start_carrots
from .state import State

STYLE = TRACK_STYLE  # the hare races' colours, light and dark

# What the board shows (a turned-over pawn) and the roll that turned it, never what follows
# from it: a question asks what the reader may do next, and the picture must not answer it.
FLAGS = {
    "de": {"skip": "{pawn} umgedreht („einmal aussetzen“ gewürfelt)",
           "eat_next": "{pawn} umgedreht („einen Salat fressen“ gewürfelt)",
           "ate": "{pawn} hat hier schon gefressen",
           "arrived": "{pawn} umgedreht (auf dem Salatfeld angekommen)"},
    "en": {"skip": "{pawn} turned over (rolled \"miss a turn\")",
           "eat_next": "{pawn} turned over (rolled \"eat a lettuce\")",
           "ate": "{pawn} has already eaten here",
           "arrived": "{pawn} turned over (arrived on the lettuce square)"},
}
TO_MOVE = {"de": " (am Zug)", "en": " (to move)"}
SHARED_WORDS = ("back", "eat", "take", "give", "skip", "restart")
ASKED = {"de": "gefragter Zug: {what}", "en": "move asked about: {what}"}
PRINTED_ALT = {"de": "Aufgedruckte Zahlen der Felder mit einer Figur: {list}.",
               "en": "Numbers printed on the squares with a pawn: {list}."}
# Where the picture leaves some pawns' printed numbers out (the reader works them out), the
# text alternative says whose it shows, not "the squares with a pawn".
PRINTED_ALT_ONLY = {
    "de": ("Aufgedruckt ist nur die Zahl auf dem Feld von {name}: {number}.",
           "Aufgedruckt sind nur die Zahlen auf einigen Feldern: {list}."),
    "en": ("Printed number shown only for {name}'s square: {number}.",
           "Printed numbers shown only for some squares: {list}."),
}
PRINTED_CORNER = "left"  # as on the board (每个赛跑格左上方); the referee's board too
PRINTED_NOTE = {"de": "links oben: aufgedruckt", "en": "top left: printed number"}
# Left out, the printed number's corner is empty; the small number top right is the count
# from the start, which a reader would otherwise take for the board's (a fresh read did).
UNPRINTED_NOTE = {"de": "rechts oben: ab Start gezählt",
                  "en": "top right: counted from the start"}
# A question for a printed number shows only the one its prompt states: both corners said.
BOTH_NOTE = {"de": "links oben aufgedruckt, rechts oben ab Start gezählt",
             "en": "top left printed, top right counted from the start"}
# The same, short, for a caption too long for it.
BOTH_SHORT = {"de": "links aufgedruckt, rechts ab Start",
              "en": "left: printed, right: from the start"}
# The move back past a taken hedgehog, with printed numbers (the shared words' brackets
# would nest): "A zieht zurück aufs freie Igelfeld 11 (53), 15 (49) ist besetzt" in the
# caption, beside its legend "links oben: aufgedruckt" (120 characters hold no more), with
# "aufgedruckt" in the text alternative.
BACK_PAST = {"de": "{name} zieht zurück aufs freie Igelfeld {to}, {taken} ist besetzt",
             "en": "{name} moves back to the free hedgehog square {to}; {taken} is taken"}
PRINTED_AT = {"de": "{n} (aufgedruckt {p})", "en": "{n} (printed {p})"}
# A move into the goal beside the printed numbers: the count of fields is the number printed
# on the field it starts from, which the picture shows; said again, it would tell the reader
# what the printed number means (a question reading it asks just that).
INTO_GOAL = {"de": "{name} zieht ins Ziel", "en": "{name} moves into the goal"}
CAPTION_MAX = 120  # a caption is one short line under the picture (the site's limit)


# English boxes say "square" (Hare & Tortoise, as the 2019 edition): the drawing's texts do too.
TERMS = Terms(en_field=("square", "squares"))


def _flags(state: State, seat: int, lang: str) -> str:
    """What the player's pawns owe, in words (the rules' turned-over pawn)."""
    words = []
    for index, pawn in enumerate(state.players[seat].pawns):
        name = state.pawn_name(seat, index)
        for flag in ("skip", "eat_next", "ate"):
            if getattr(pawn, flag):
                words.append(FLAGS[lang][flag].format(pawn=name))
        # Arrived on a lettuce square and not eaten yet: turned over on arrival (the rules'
        # "drehst du beim Ankommen deine Figur um"), as the board shows it.
        if (not pawn.home and not pawn.ate and not pawn.eat_next
                and state.track.kind(pawn.field) is Kind.LETTUCE):
            words.append(FLAGS[lang]["arrived"].format(pawn=name))
    return " · ".join(words)


def view_of(state: State, lang: str, acting: int = 0, asks: str | None = None,
            answer: int | None = None, printed: bool = False) -> BoardView:
    """The state as the track picture reads it; `acting` is the pawn of the player to move
    that the asked turn moves (its arrow starts there); `answer`, a carrots question's
    answer where known: only a count equal to it is left out (None: every count), never the
    mover's own (the question states it); `printed`: a carrots question's printed numbers
    shown (none of those drawn is its answer)."""
    base = (asks or "").partition(":")[0]
    hide_all = base == "change" or (base == "carrots" and answer is None)
    start = start_carrots(len(state.players))

    def carrots(n: int, mover: bool = False, fresh: bool = False) -> int | None:
        if hide_all or (asks and fresh and n == start):
            return None  # a question's premise: the start amount, which it tests
        return None if base == "carrots" and n == answer and not mover else n

    def fresh(seat: int) -> bool:
        """All the player's pawns still on the start: their carrots are the start amount."""
        return all(p.field == 0 and not p.home for p in state.players[seat].pawns)

    lettuce = (lambda n: None) if base == "lettuce" else (lambda n: n)
    pawns: list[Pawn] = []
    mover: int | None = None
    for seat, index, pawn in state.all_pawns():
        player = state.players[seat]
        name = state.pawn_name(seat, index)
        if seat == state.to_move and index == acting:
            mover = len(pawns)
        extra = "" if state.two_pawns else _flags(state, seat, lang)
        held = carrots(player.carrots, seat == state.to_move, fresh(seat))
        pawns.append(Pawn(name, pawn.field, held, lettuce(player.lettuce),
                          pawn.home, pawn.place, piece=name, owner=player.name, extra=extra))
    supplies: tuple[Supply, ...] = ()
    if state.two_pawns:
        supplies = tuple(Supply(p.name, carrots(p.carrots, seat == state.to_move, fresh(seat)),
                                lettuce(p.lettuce), p.name, _flags(state, seat, lang))
                         for seat, p in enumerate(state.players))
    goal = state.goal
    # Left out, the printed corner stays empty (""), so the count from the start keeps its
    # small place on the right and is not read as the board's number.
    hidden = base in ("printed", "change") or (base == "carrots" and not printed)
    # A question for a printed number states the one of the field the mover starts from
    # ("Vom Feld mit der aufgedruckten 38 …"): the picture shows that one, as the prompt
    # says it, and no other (its neighbours would show the answer or which way they count).
    told = (state.players[state.to_move].pawns[acting].field
            if base == "printed" and not state.over else None)
    numbers = tuple((field, "" if hidden and field != told
                     else str(PRINTED_NUMBER(field, goal)))
                    for field in range(1, goal))
    return BoardView(state.track, tuple(pawns), None if state.over else mover, numbers,
                     supplies, printed_corner=PRINTED_CORNER, terms=TERMS)


def _acting(state: State, action: str | None) -> tuple[int, str | None]:
    """The pawn the turn moves, and the turn as the track picture reads it (no prefixes)."""
    if not action:
        return (state.due.pawn if state.due else 0), action
    first = parse_token(action.split()[0])
    index = first.pawn if first is not None and first.pawn is not None else 0
    if state.due is not None:
        index = state.due.pawn
    tokens = [t.split(":", 1)[1] if t[:1].isdigit() and ":" in t else t for t in action.split()]
    return index, " ".join(tokens)


def _describe(tokens: str, lang: str) -> str:
    return ", ".join(token_words(t).get(lang) for t in tokens.split())


def _carrots_after(state: State, action: str | None, asks: str | None) -> int | None:
    """A carrots question's answer: the asked player's carrots after the turn (None where
    the question is no such one or the turn is not legal)."""
    base, _, who = (asks or "").partition(":")
    if base != "carrots" or not action or state.over:
        return None
    after, _, reasons = play_turn(state, action)
    if reasons:
        return None
    seats = [p for p in after.players if p.name == (who or state.mover.name)]
    return seats[0].carrots if seats else None


def _ends(state: State, action: str | None, index: int) -> tuple[str, ...]:
    """Where the acting pawn ends after the whole turn, as a move the track picture shows
    (a die result moves it on: "noch einmal ziehen", "vor zum nächsten Karottenfeld")."""
    if not action or state.over:
        return ()
    after, _, reasons = play_turn(state, action)
    if reasons:  # an illegal turn: the picture shows its first move only
        return ()
    start = state.players[state.to_move].pawns[index].field
    end = after.players[state.to_move].pawns[index].field
    return (f"+{end - start}",) if end > start else ()


def _printed_drawn(view: BoardView, turn: str | None, moves: tuple[str, ...]) -> set[int]:
    """The printed numbers of the fields the picture draws (the rows track_picture shows)."""
    arrow = move_arrow(view, turn)
    targets = [f for m in (*moves, *([turn] if turn else [])) for f in reaches(view, m)]
    goal = view.track.goal
    return {PRINTED_NUMBER(field, goal)
            for first, last in field_ranges(shown_rows(view, arrow, targets), goal)
            for field in range(max(first, 1), min(last, goal - 1) + 1)}


def _with_printed_target(picture: Picture, view: BoardView, turn: str,
                         lang: str) -> Picture:
    """The move asked about with its fields' printed numbers too, in the caption and the
    text alternative: under a picture whose fields show both, "Igelfeld 11" alone would be
    read as the printed 11 (a fresh read did)."""
    goal = view.track.goal

    def number(field: int) -> str:
        if 0 < field < goal:
            return PRINTED_AT[lang].format(n=field, p=PRINTED_NUMBER(field, goal))
        return str(field)

    def short(field: int) -> str:
        return f"{field} ({PRINTED_NUMBER(field, goal)})"

    plain = first_action_text(view, turn, lang, _describe)
    arrow = move_arrow(view, turn, lang)
    if arrow is not None and arrow.end == goal and turn.split()[0].startswith("+"):
        said = brief = INTO_GOAL[lang].format(name=view.mover.name)
    elif arrow is not None and arrow.past is not None:
        said, brief = (BACK_PAST[lang].format(name=view.mover.name, to=f(arrow.end),
                                              taken=f(arrow.past)) for f in (number, short))
    else:
        said = brief = first_action_text(replace(view, number=number), turn, lang, _describe)
    if said == plain:
        return picture
    alt = picture.alt.replace(plain, said, 1)
    svg = picture.svg.replace(f">{escape(picture.alt)}</title>", f">{escape(alt)}</title>", 1)
    return Picture(svg, alt, picture.caption.replace(plain, brief, 1))


def _without_asked_field(picture: Picture, view: BoardView, turn: str, lang: str,
                         moves: tuple[str, ...]) -> Picture:
    """The move asked about without the field it ends on, where that field's printed number
    is the answer: "A zieht 3 Felder vor", not "… auf Feld 29" (with the page's "vom Start
    (0) bis zum Ziel (64)", 64 − 29 is the answer; a fresh read said so)."""
    arrow = move_arrow(view, turn, lang)
    if arrow is None or (n := forward_number(turn.split()[0])) is None:
        return picture
    ends = {f for m in moves for f in reaches(view, m)}
    if ends and arrow.end not in ends:
        return picture  # the move reaches a field the prompt names; the turn goes on
    plain = first_action_text(view, turn, lang, _describe)
    said = render(view.terms.say(MOVES[lang]["forward_past"], lang), name=view.mover.name, n=n)
    if said == plain:
        return picture
    alt = picture.alt.replace(plain, said, 1)
    svg = picture.svg.replace(f">{escape(picture.alt)}</title>", f">{escape(alt)}</title>", 1)
    return Picture(svg, alt, picture.caption.replace(plain, said, 1))


def draw(state: State, lang: str, action: str | None = None, id_prefix: str = "",
         asks: str | None = None, moves: tuple[str, ...] = ()) -> Picture:
    lang = "de" if lang == "de" else "en"
    index, turn = _acting(state, action)
    answer = _carrots_after(state, action, asks)
    moves = (*moves, *_ends(state, action, index))
    # The track picture words the moves both editions share; a turn that opens otherwise
    # (a roll where none is due) is said here, in the reader's words.
    first = (turn or "").split()[:1]
    shared = not first or first[0].lstrip("+").isdigit() or first[0] in SHARED_WORDS
    asked = turn if shared else None
    # A question on a restart asks what being stuck does: its picture names no move (the
    # caption "A fängt am Start neu an" would answer it).
    restart = bool(asks) and first == ["restart"]
    if restart:
        asked = None
    view = view_of(state, lang, index, asks, answer, printed=True)
    if (asks or "").partition(":")[0] == "carrots" and (
            answer is None or answer in _printed_drawn(view, asked, moves)):
        view = view_of(state, lang, index, asks, answer)
    picture = track_picture(view, asked, lang, id_prefix, _describe, moves)
    asks_printed = (asks or "").partition(":")[0] == "printed"
    if asks_printed:
        if asked and view.to_move is not None:
            picture = _without_asked_field(picture, view, asked, lang, moves)
    elif asked and view.to_move is not None and any(text for _, text in view.printed):
        picture = _with_printed_target(picture, view, asked, lang)
    notes = [] if shared or restart else [ASKED[lang].format(what=_describe(action or "", lang))]
    shown = {field for field, text in view.printed if text}
    shows_printed = bool(shown)
    # Every square carries both numbers: the legend names both corners (a fresh read found
    # "links oben: aufgedruckt" leave the count from the start top right unexplained), and
    # only where that does not fit the printed one alone.
    legends = ([BOTH_NOTE[lang], BOTH_SHORT[lang], PRINTED_NOTE[lang]] if shows_printed
               else [UNPRINTED_NOTE[lang]])
    # The legend of the corners goes last. Where the caption has no room for it, the list
    # of rows shown goes first (the fields' own numbers and the text alternative say it),
    # so that every picture whose fields carry two numbers says which one is printed; only
    # where even that is too long does the legend go (the text alternative says the printed
    # numbers of the pawns' fields in any case).
    parts = picture.caption.split(" · ")
    caption = ""
    for legend in legends:
        caption = " · ".join([*parts, *notes, legend])
        if len(caption) > CAPTION_MAX and len(parts) > 1:
            caption = " · ".join([*parts[1:], *notes, legend])
        if len(caption) <= CAPTION_MAX:
            break
    if len(caption) > CAPTION_MAX:
        caption = " · ".join([picture.caption, *notes])
    alt, svg = picture.alt, picture.svg
    if state.two_pawns and not state.over:
        # Two pawns: the player is to move, not one pawn (which pawn may act is what the
        # two-pawn questions ask), so "(am Zug)" goes to the player's supply line.
        seat, tag = state.to_move, TO_MOVE[lang]
        pawn, player = state.pawn_name(seat, index), state.players[seat].name
        alt = alt.replace(f"{pawn}{tag} ", f"{pawn} ", 1).replace(
            f" {player}: ", f" {player}{tag}: ", 1)
    if not shared:
        alt = f"{alt} {notes[0][0].upper()}{notes[0][1:]}."
    on_fields = [(state.pawn_name(s, i), p.field) for s, i, p in state.all_pawns()
                 if 0 < p.field < state.goal and p.field in shown]
    on_track = [p.field for _, _, p in state.all_pawns() if 0 < p.field < state.goal]
    if shows_printed and on_fields:
        said = Listing(tuple(f"{name} {PRINTED_NUMBER(field, state.goal)}"
                             for name, field in on_fields))
        if len(on_fields) == len(on_track):
            alt = f"{alt} {PRINTED_ALT[lang].format(list=said.get(lang))}"
        else:
            (name, field), *more = on_fields
            only = PRINTED_ALT_ONLY[lang][bool(more)].format(
                name=name, number=PRINTED_NUMBER(field, state.goal), list=said.get(lang))
            alt = f"{alt} {only}"
    if alt != picture.alt:
        svg = svg.replace(f">{escape(picture.alt)}</title>", f">{escape(alt)}</title>", 1)
    return Picture(svg, alt, caption)
