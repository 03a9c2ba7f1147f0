"""The referee part every hare race shares (hare_rules.core.protocol.Referee): the whole
track to tap on, a pawn placed on a field by tapping it, carrots and lettuce per player,
who is to move, the number of players; the extras are the legal moves with their cost and
what the field reached does, and the goal limit for the place the mover would finish in.

Each edition says how its state is read and changed (`RaceReferee`'s abstract methods);
everything else, and every number shown, comes from the shared track and the edition's
own rules (the legal actions, the goal limit).

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["ravensburger-2019"]
    >>> state = game.parse_state("ravensburger-2019 *A:0:68:3 B:0:68:3")
    >>> state = game.referee().edit(state, "field:A", "5")
    >>> game.format_state(state).split()[1]
    '*A:5:68:3'
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass

from hare_rules.core.limits import forward_number
from hare_rules.core.protocol import (
    CHOICE,
    NUMBER,
    PLACE,
    Control,
    GameError,
    InvalidStateError,
    Note,
    Picture,
    Referee,
    S,
    Text,
)
from hare_rules.core.sentences import Listing, render

from .picture import DEFAULT_TERMS, KIND_LONG, PER_ROW, BoardView, Pawn, Supply, Terms, board_svg
from .sentences import nth_place
from .track import Kind, Track, forward_cost, max_affordable_distance

MAX_CARROTS = 999  # more than any race pays out; a bigger number is a typo

WORDS = {
    "de": {
        "place": "Figur {who} setzen", "carrots": "Karotten {who}", "lettuce": "Salate {who}",
        "to_move": "Am Zug", "players": "Zahl der Spieler",
        "moves": "Erlaubte Züge: Kosten und Felder",
        "forward": "{what}: {cost:#Karotte|Karotten}, auf Feld {to} – {does}",
        "no_forward": "Kein Zug vorwärts ist erlaubt.",
        "printed_at": "{n} (aufgedruckt {p})",
        "goal": "Ins Ziel",
        "limit": "Als {place}. ins Ziel: höchstens {limit:#Karotte|Karotten} übrig und kein "
                 "Salat mehr.",
        "limit_any": "Ins Ziel: höchstens {limit:#Karotte|Karotten} übrig und kein Salat mehr.",
        "from": "{who} von Feld {field} ins Ziel ({n:#Feld|Felder}): {cost:#Karotte|Karotten}, "
                "also vor dem Zug mindestens {cost} und höchstens {most} Karotten; {holder} hat "
                "{carrots}.",
        "from_open": "{who} von Feld {field} ins Ziel ({n:#Feld|Felder}): "
                     "{cost:#Karotte|Karotten}, so viele mindestens vor dem Zug; {holder} hat "
                     "{carrots}.",
        "far": "{who} steht {n:#Feld|Felder} vor dem Ziel; mit {carrots:#Karotte|Karotten} "
               "reicht ein Zug höchstens {most:#Feld|Felder} weit.",
        "lettuce_left": "{who} steht {n:#Feld|Felder} vor dem Ziel und darf erst ohne Salat "
                        "hinein; {holder} hat noch {lettuce:#Salat|Salate}.",
        "can": "Jetzt möglich: {token}.", "cannot": "Jetzt nicht möglich.",
        "home": "{who} ist im Ziel.",
        "stock": "{name}: {c} K · {l} S", "track": "Laufbahn, Feld 0 bis {goal}.",
        "on": "{who} auf {where}.", "in_goal": "{who} im Ziel.",
        "holds": "{name}: {c:#Karotte|Karotten}, {l:#Salat|Salate}.",
        "mover": "Am Zug: {name}.", "caption": "Feld antippen, um die gewählte Figur zu setzen",
        "reach": "gestrichelt: Felder, die ein erlaubter Zug erreicht",
    },
    "en": {
        "place": "Place pawn {who}", "carrots": "Carrots {who}", "lettuce": "Lettuce {who}",
        "to_move": "To move", "players": "Number of players",
        "moves": "Allowed moves: cost and fields",
        "forward": "{what}: {cost:#carrot|carrots}, to field {to} – {does}",
        "no_forward": "No forward move is legal.",
        "printed_at": "{n} (printed {p})",
        "goal": "Into the goal",
        "limit": "Finishing {nth}: at most {limit:#carrot|carrots} left and no lettuce.",
        "limit_any": "Into the goal: at most {limit:#carrot|carrots} left and no lettuce.",
        "from": "{who} from field {field} into the goal ({n:#field|fields}): "
                "{cost:#carrot|carrots}, so at least {cost} and at most {most} carrots before the "
                "move; {holder} holds {carrots}.",
        "from_open": "{who} from field {field} into the goal ({n:#field|fields}): "
                     "{cost:#carrot|carrots}, at least that many before the move; {holder} "
                     "holds {carrots}.",
        "far": "{who} is {n:#field|fields} from the goal; {carrots:#carrot|carrots} pay for "
               "a move of at most {most:#field|fields}.",
        # the fact, then the rule: not "may enter only … and still has"
        "lettuce_left": "{who} is {n:#field|fields} from the goal and still holds "
                        "{lettuce:#lettuce|lettuces}; the goal takes only a pawn with none left.",
        "can": "Possible now: {token}.", "cannot": "Not possible now.",
        "home": "{who} is in the goal.",
        "stock": "{name}: {c} C · {l} L", "track": "Track, fields 0 to {goal}.",
        "on": "{who} on {where}.", "in_goal": "{who} in the goal.",
        "holds": "{name}: {c:#carrot|carrots}, {l:#lettuce|lettuces}.",
        "mover": "To move: {name}.", "caption": "Tap a field to place the chosen pawn",
        "reach": "dashed: fields a legal move reaches",
    },
}

FIELD_DOES = {
    # Said of the field, not to a player: the notes stand beside effect lines that name
    # the player ("A zahlt …"), so neither speaks to "du".
    "de": {
        Kind.CARROT: "Karottenfeld: wer hier steht, darf im nächsten Zug bleiben und "
                     "{exchange} Karotten nehmen oder abgeben.",
        Kind.LETTUCE: "Salatfeld: wer hier ankommt, frisst im nächsten Zug einen Salat und "
                      "bekommt {lettuce_pay} Karotten je Platz.",
        Kind.POSITION: "Positionsfeld: wer hier steht, bekommt zu Beginn seines nächsten Zuges "
                       "{position_pay} Karotten je Platz, wenn er dann auf Platz {places} liegt.",
        Kind.HEDGEHOG: "Igelfeld: nur rückwärts zu erreichen.",
        Kind.GOAL: "Ziel.",
        Kind.START: "Start.",
    },
    "en": {
        Kind.CARROT: "carrot field: whoever stands here may stay on the next turn and take or "
                     "give back {exchange} carrots.",
        Kind.LETTUCE: "lettuce field: whoever arrives here eats a lettuce on the next turn and "
                      "gets {lettuce_pay} carrots per place.",
        Kind.POSITION: "position field: whoever stands here gets {position_pay} carrots per "
                       "place at the start of their next turn if their place in the race is "
                       "then {places}.",
        Kind.HEDGEHOG: "hedgehog field: reached only backwards.",
        Kind.GOAL: "goal.",
        Kind.START: "start.",
    },
}


def refusal(de: str, en: str) -> InvalidStateError:
    """An edit that cannot be made, in both languages."""
    return InvalidStateError(en, text=Text(de, en))


@dataclass(frozen=True, slots=True)
class Spot:
    """A pawn as the referee shows it: `id` names its place control (`field:<id>`)."""

    id: str
    label: str
    owner: str  # the player's name in the engine
    field: int
    home: bool = False
    colour: str = ""  # drawn in this colour whoever moves (picture.PAWN_COLOURS; "": as usual)


@dataclass(frozen=True, slots=True)
class Stock:
    """A player's supply: `name` as the engine writes it, `label` as the reader reads it."""

    name: str
    label: str
    carrots: int
    lettuce: int
    extra: str = ""  # what the edition adds to the player's line (SC 2018: cards, last action)


class RaceReferee(Referee[S]):
    """The shared part; each edition implements the reading and changing of its state."""

    exchange = 10  # carrots a carrot field exchanges
    lettuce_pay = 10  # per place, for a lettuce eaten
    position_pay = 10  # per place, on a position field
    player_counts: tuple[int, ...] = ()  # offered by the `players` control (empty: none)

    # --- what each edition says ----------------------------------------------------------
    @abstractmethod
    def track(self, state: S) -> Track: ...

    @abstractmethod
    def spots(self, state: S, lang: str) -> list[Spot]: ...

    @abstractmethod
    def stocks(self, state: S, lang: str) -> list[Stock]: ...

    @abstractmethod
    def mover(self, state: S) -> str | None:
        """The engine name of the player to move (None: the race is over)."""

    @abstractmethod
    def lettuce_max(self, state: S) -> int: ...

    @abstractmethod
    def move_pawn(self, state: S, spot: str, field: int) -> S: ...

    @abstractmethod
    def set_stock(self, state: S, name: str, what: str, amount: int) -> S:
        """`what` is carrots or lettuce."""

    @abstractmethod
    def set_mover(self, state: S, name: str) -> S: ...

    @abstractmethod
    def legal(self, state: S) -> list[str]: ...

    @abstractmethod
    def forward_of(self, state: S, action: str) -> tuple[int, int] | None:
        """(field moved from, fields forward) of an action's first forward move, else None."""

    @abstractmethod
    def goal_limit(self, state: S) -> tuple[int, int] | None:
        """(finishing place, most carrots left) for the mover's next pawn into the goal
        (place 0: the same limit for every place); None where no limit applies."""

    def lettuce_bars_goal(self, state: S) -> bool:
        """Whether the mover's next pawn into the goal needs all lettuce eaten (the dice
        edition's first pawn home of the two-pawn game does not)."""
        return True

    def open_goal_line(self, state: S, lang: str) -> str | None:
        """The goal note's first line where `goal_limit` sets none (None: no line)."""
        return None

    def set_players(self, state: S, players: int) -> S:
        raise refusal("Die Zahl der Spieler lässt sich hier nicht ändern.",
                      "The number of players cannot be changed here.")

    def hare_does(self, state: S, lang: str) -> str:
        return self.terms.say("Hasenfeld." if lang == "de" else "hare field.", lang)

    def printed(self, state: S, field: int) -> str | None:
        """A number printed on the field besides its index (None: only the index)."""
        return None

    def field_words(self, state: S, field: int, lang: str) -> str:
        """The field as the notes name it: its index, and beside it the number printed on
        it where the board prints another one (the reader finds the square by that)."""
        printed = self.printed(state, field)
        if printed is None:
            return str(field)
        return render(self.words(lang)["printed_at"], n=field, p=printed)

    # Where `printed` draws its number (BoardView.printed_corner: the edition's quiz
    # pictures' setting), and the legend the caption then gives for the two corners.
    printed_corner: str = "right"

    def board_legend(self, lang: str) -> str:
        return ""

    def extra_controls(self, state: S, lang: str) -> list[Control]:
        return []

    def extra_edit(self, state: S, control: str, value: str) -> S:
        return super().edit(state, control, value)

    def extra_notes(self, state: S, lang: str) -> list[Note]:
        return []

    # --- the shared part -------------------------------------------------------------------
    def field_does(self, state: S, field: int, lang: str) -> str:
        lang = "de" if lang == "de" else "en"
        track = self.track(state)
        kind = track.kind(field)
        if kind is Kind.HARE:
            return self.hare_does(state, lang)
        places = spoken_list([str(p) for p in track.field(field).pays_places], lang)
        text = self.terms.say(FIELD_DOES[lang][kind], lang)  # the edition's words
        return text.format(exchange=self.exchange, lettuce_pay=self.lettuce_pay,
                           position_pay=self.position_pay, places=places)

    def controls(self, state: S, lang: str) -> list[Control]:
        words = self.words(lang)
        out = [Control(f"field:{s.id}", render(words["place"], who=s.label), PLACE,
                       str(s.field)) for s in self.spots(state, lang)]
        most = self.lettuce_max(state)
        for stock in self.stocks(state, lang):
            out.append(Control(f"carrots:{stock.name}", render(words["carrots"], who=stock.label),
                               NUMBER, str(stock.carrots), min=0, max=MAX_CARROTS))
            out.append(Control(f"lettuce:{stock.name}", render(words["lettuce"], who=stock.label),
                               NUMBER, str(stock.lettuce), min=0, max=most))
        mover = self.mover(state)
        if mover is not None:
            options = tuple((s.name, s.label) for s in self.stocks(state, lang))
            out.append(Control("to_move", words["to_move"], CHOICE, mover, options))
        if len(self.player_counts) > 1:
            count = len(self.stocks(state, lang))
            out.append(Control("players", words["players"], NUMBER, str(count),
                               min=min(self.player_counts), max=max(self.player_counts)))
        return out + self.extra_controls(state, lang)

    def edit(self, state: S, control: str, value: str) -> S:
        kind, _, who = control.partition(":")
        if kind == "field" and who in {s.id for s in self.spots(state, "en")}:
            field = to_int(value)
            track = self.track(state)
            if not 0 <= field <= track.goal:
                raise refusal(f"Feld {field} liegt nicht auf der Laufbahn (0 bis {track.goal}).",
                              self.terms.say(f"Field {field} is not on the track (0 to "
                                             f"{track.goal}).", "en"))
            return self.move_pawn(state, who, field)
        names = {s.name for s in self.stocks(state, "en")}
        if kind in ("carrots", "lettuce") and who in names:
            return self.set_stock(state, who, kind, to_int(value))
        if control == "to_move" and value in names:
            return self.set_mover(state, value)
        if control == "players":
            return self.set_players(state, to_int(value))
        return self.extra_edit(state, control, value)

    def notes(self, state: S, lang: str) -> list[Note]:
        if self.mover(state) is None:
            return self.extra_notes(state, lang)
        return [self.moves_note(state, lang), self.goal_note(state, lang),
                *self.extra_notes(state, lang)]

    def moves_note(self, state: S, lang: str) -> Note:
        from hare_rules.games import GAMES  # the edition's own words for an action

        words = self.words(lang)
        game = GAMES[self.game_id]
        track, lines, seen = self.track(state), [], set()
        for action in self.legal(state):
            forward = self.forward_of(state, action)
            if forward is None or forward in seen:  # whole turns: one line per advance
                continue
            seen.add(forward)
            start, n = forward
            to = min(start + n, track.goal)
            first = action.split()[0]
            lines.append(render(words["forward"], what=game.describe_action(first, lang, state),
                                cost=forward_cost(n), to=self.field_words(state, to, lang),
                                does=self.field_does(state, to, lang)))
        return Note(words["moves"], tuple(lines) or (words["no_forward"],))

    def goal_note(self, state: S, lang: str) -> Note:
        words = self.words(lang)
        track, mover = self.track(state), self.mover(state)
        stock = next(s for s in self.stocks(state, lang) if s.name == mover)
        limit = self.goal_limit(state)
        lines = []
        if limit is not None:
            lines.append(render(words["limit" if limit[0] else "limit_any"], place=limit[0],
                                nth=nth_place(limit[0]).get(lang) if limit[0] else "",
                                limit=limit[1]))
        elif (open_line := self.open_goal_line(state, lang)) is not None:
            lines.append(open_line)
        lettuce_bars = self.lettuce_bars_goal(state)
        legal = self.legal(state)
        for spot in self.spots(state, lang):
            if spot.owner != mover:
                continue
            if spot.home:
                lines.append(render(words["home"], who=spot.label))
                continue
            n = track.goal - spot.field
            cost = forward_cost(n)
            into = [a for a in legal if self.forward_of(state, a) == (spot.field, n)]
            # Only a distance that can be played is worked out: with lettuce left (where it
            # bars the goal), or beyond what the carrots pay for, the line says so instead
            # of a price.
            if stock.lettuce and lettuce_bars and not into:
                lines.append(render(words["lettuce_left"], who=spot.label, n=n,
                                    holder=stock.label, lettuce=stock.lettuce))
                continue
            if cost > stock.carrots and not into:
                lines.append(render(words["far"], who=spot.label, n=n, carrots=stock.carrots,
                                    most=max_affordable_distance(stock.carrots)))
                continue
            key = "from" if limit else "from_open"
            lines.append(render(words[key], who=spot.label, field=spot.field, n=n, cost=cost,
                                most=cost + (limit[1] if limit else 0), holder=stock.label,
                                carrots=stock.carrots))
            lines.append(render(words["can"], token=game_words(self.game_id, into[0], lang, state))
                         if into else words["cannot"])
        return Note(words["goal"], tuple(lines))

    game_id: str = ""  # set by each edition: its id in GAMES
    terms: Terms = DEFAULT_TERMS  # the edition's word for the lettuce (SC 2018: "salad")

    def words(self, lang: str) -> dict[str, str]:
        """The referee's texts in `lang`, in the edition's terms."""
        lang = "de" if lang == "de" else "en"
        return {key: self.terms.say(text, lang) for key, text in WORDS[lang].items()}

    # --- the picture -----------------------------------------------------------------------
    def picture(self, state: S, lang: str) -> Picture:
        """The whole track (the quiz pictures' drawing), every field a tap target; the
        fields a legal forward move reaches drawn dashed."""
        lang = "de" if lang == "de" else "en"
        words = self.words(lang)
        track = self.track(state)
        spots = self.spots(state, lang)
        stocks = self.stocks(state, lang)
        mover = self.mover(state)
        reach = set()
        if mover is not None:
            for action in self.legal(state):
                forward = self.forward_of(state, action)
                if forward is not None:
                    reach.add(min(forward[0] + forward[1], track.goal))
        pawns = tuple(Pawn(s.label, s.field, 0, 0, s.home, piece=s.id, owner=s.owner,
                           colour=s.colour) for s in spots)
        movers = [i for i, s in enumerate(spots) if s.owner == mover]
        printed = tuple((f, text) for f in range(track.goal + 1)
                        if (text := self.printed(state, f)) is not None)
        view = BoardView(track, pawns, movers[0] if movers else None, printed,
                         tuple(Supply(s.label, s.carrots, s.lettuce, s.name, s.extra)
                               for s in stocks),
                         printed_corner=self.printed_corner, terms=self.terms)
        alt = self._alt(state, track, spots, stocks, mover, lang)
        rows = list(range(track.goal // PER_ROW + 1))
        svg = board_svg(view, rows, lang, "referee-title", alt, reach, tap=True,
                        css_class="referee__svg",
                        field_name=lambda f: self._tap_name(track, f, spots, lang),
                        footer=words["reach"])
        legend = self.board_legend(lang) if printed else ""
        return Picture(svg, alt, " · ".join(filter(None, (words["caption"], legend))))

    def _field_name(self, track: Track, field: int, lang: str) -> str:
        """ "Feld 8 (Positionsfeld 1)": a position field with the places it pays, as the
        pictures name it, since that is what tells one such field from another."""
        kind = self.terms.say(KIND_LONG[lang][track.kind(field)], lang)
        if track.kind(field) is Kind.POSITION:
            kind += " " + "-".join(str(p) for p in track.field(field).pays_places)
        return f"{self.terms.say('Feld' if lang == 'de' else 'field', lang)} {field} ({kind})"

    def _tap_name(self, track: Track, field: int, spots: list[Spot], lang: str) -> str:
        """A tap target's name: the field, and the pawns on it ("…, Rot"), which a screen
        reader hears only here."""
        name = self._field_name(track, field, lang)
        here = tuple(s.label for s in spots if (track.goal if s.home else s.field) == field)
        return f"{name}, {Listing(here).get(lang)}" if here else name

    def _alt(self, state: S, track: Track, spots: list[Spot], stocks: list[Stock],
             mover: str | None, lang: str) -> str:
        words = self.words(lang)
        parts = [words["track"].format(goal=track.goal)]
        for spot in spots:
            if spot.home:
                parts.append(words["in_goal"].format(who=spot.label))
            else:
                parts.append(words["on"].format(who=spot.label,
                                                where=self._field_name(track, spot.field, lang)))
        for stock in stocks:
            holds = render(words["holds"], name=stock.label, c=stock.carrots, l=stock.lettuce)
            parts.append(f"{holds.rstrip('.')}; {stock.extra}." if stock.extra else holds)
        if mover is not None:
            label = next(s.label for s in stocks if s.name == mover)
            parts.append(words["mover"].format(name=label))
        return " ".join(parts)


def game_words(game_id: str, action: str, lang: str, state: object | None = None) -> str:
    """An action in the edition's words (never its code), naming its piece in `state`."""
    from hare_rules.games import GAMES

    return GAMES[game_id].describe_action(action, lang, state)


def seat_names(count: int) -> tuple[str, ...]:
    """A, B, C, ... for a new set of players."""
    return tuple(chr(ord("A") + i) for i in range(count))


def to_int(value: str) -> int:
    try:
        return int(value)
    except ValueError:
        raise GameError(f"{value!r} is not a number",
                        text=Text(f"„{value}“ ist keine Zahl.",
                                  f"'{value}' is not a number.")) from None


def spoken_list(items: list[str], lang: str) -> str:
    """ "1, 5 oder 6" / "1, 5 or 6"."""
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + (" oder " if lang == "de" else " or ") + items[-1]


def advance_of(action: str) -> int | None:
    """The fields of a turn's first action when it is a plain advance `+N`, else None."""
    first = action.split()[0] if action.split() else ""
    return forward_number(first)
