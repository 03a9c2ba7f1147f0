"""The referee part of edition `classic-dice`: the shared hare-race part
(hare_rules.hare_race.referee) on the dice edition's state, with both pawns of the two-pawn
game (A1, A2, ...), the printed numbers counting down, and the die: a control puts a roll
due for a pawn of the mover on a hare square, and the legal actions are then the results.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["classic-dice"]
    >>> state = game.parse_state("classic-dice *A:0,0:95:5 B:0,0:95:5")
    >>> [c.id for c in REFEREE.controls(state, "en")][:4]
    ['field:A1', 'field:A2', 'field:B1', 'field:B2']
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hare_rules.core.protocol import CHOICE, Control, State
from hare_rules.hare_race.race import goal_limit
from hare_rules.hare_race.referee import RaceReferee, Spot, Stock, refusal, seat_names
from hare_rules.hare_race.track import Kind, Track

from . import clauses as rule
from . import rules
from .actions import parse_token
from .picture import PRINTED_CORNER, PRINTED_NOTE, TERMS, UNPRINTED_NOTE
from .setup import MAX_PLAYERS, MIN_PLAYERS, pawns_per_player, start_carrots, start_lettuce
from .state import ROLL, Due, Pawn, Player
from .state import State as DiceState

NO_ROLL = "-"
WORDS = {
    "de": {"roll": "Würfeln fällig", "none": "nein", "pawn": "{who} auf Hasenfeld {field}",
           # The first pawn home of the two-pawn game (两个人的变体规则); the lettuce is
           # our reading (the reference's), the carrots the rules text's.
           "open": "Die erste Figur im Ziel: keine Karottengrenze und (unsere Lesart) keine "
                   "Salatgrenze.",
           "open_lettuce": "Die erste Figur im Ziel: keine Karottengrenze, aber erst ohne "
                           "Salat."},
    "en": {"roll": "Roll due", "none": "no", "pawn": "{who} on hare square {field}",
           "open": "The first pawn home: no carrot limit and (our reading) no lettuce limit.",
           "open_lettuce": "The first pawn home: no carrot limit, but only with no lettuce "
                           "left."},
}


class ClassicDiceReferee(RaceReferee[DiceState]):
    game_id = "classic-dice"
    player_counts = tuple(range(MIN_PLAYERS, MAX_PLAYERS + 1))
    terms = TERMS  # English "square", as in the quiz and its pictures
    printed_corner = PRINTED_CORNER  # the printed number top left, as in the quiz pictures

    # The amounts the notes say, read from their clauses at each use.
    exchange = property(lambda self: rule.CARROT_EXCHANGE.value)
    lettuce_pay = position_pay = property(lambda self: rule.PAYOUT_PER_PLACE.value)

    # --- reading ------------------------------------------------------------------------
    def track(self, state: DiceState) -> Track:
        return state.track

    def spots(self, state: DiceState, lang: str) -> list[Spot]:
        return [Spot(state.pawn_name(seat, i), state.pawn_name(seat, i),
                     state.players[seat].name, pawn.field, pawn.home)
                for seat, i, pawn in state.all_pawns()]

    def stocks(self, state: DiceState, lang: str) -> list[Stock]:
        return [Stock(p.name, p.name, p.carrots, p.lettuce) for p in state.players]

    def mover(self, state: DiceState) -> str | None:
        return None if state.over else state.mover.name

    def lettuce_max(self, state: DiceState) -> int:
        return start_lettuce(len(state.players))

    def legal(self, state: DiceState) -> list[str]:
        return rules.legal_tokens(rules.start_turn(state)[0])

    def forward_of(self, state: DiceState, action: str) -> tuple[int, int] | None:
        parsed = parse_token(action.split()[0])
        if parsed is None or parsed.kind != "forward":
            return None
        index = parsed.pawn if parsed.pawn is not None else (
            state.due.pawn if state.due is not None else _free_pawn(state))
        return state.mover.pawns[index].field, parsed.fields

    def goal_limit(self, state: DiceState) -> tuple[int, int] | None:
        if rules.first_pawn_home_unrestricted(state):
            return None  # the first pawn home of the two-pawn game: any carrots
        place = state.home_count() + 1
        return place, goal_limit(place, rule.GOAL_LIMIT_PER_PLACE.value)

    def lettuce_bars_goal(self, state: DiceState) -> bool:
        return rules.lettuce_bars_goal(state)

    def open_goal_line(self, state: DiceState, lang: str) -> str | None:
        if not rules.first_pawn_home_unrestricted(state):
            return None
        words = WORDS["de" if lang == "de" else "en"]
        return words["open_lettuce" if rules.lettuce_bars_goal(state) else "open"]

    def board_legend(self, lang: str) -> str:
        lang = "de" if lang == "de" else "en"
        return f"{PRINTED_NOTE[lang]} · {UNPRINTED_NOTE[lang]}"

    def hare_does(self, state: DiceState, lang: str) -> str:
        return ("Hasenfeld: sofort würfeln; das Ergebnis steht auf der Laufkarte (nach "
                "Würfelzahl und Platz)." if lang == "de" else
                "hare square: roll at once; the race card gives the result (by the number "
                "rolled and the place).")

    def printed(self, state: DiceState, field: int) -> str | None:
        return str(state.goal - field) if 0 < field < state.goal else None

    # --- changing -----------------------------------------------------------------------
    def move_pawn(self, state: DiceState, spot: str, field: int) -> DiceState:
        seat, index = next((s, i) for s, i, _ in state.all_pawns()
                           if state.pawn_name(s, i) == spot)
        occupant = state.occupant(field)
        if occupant is not None and occupant != spot:
            raise refusal(f"Feld {field} ist schon von {occupant} besetzt.",
                          f"Square {field} is already taken by {occupant}.")
        old = state.players[seat].pawns[index]
        goal = state.goal
        players = list(state.players)
        if old.place is not None and field != goal:  # out of the goal: later places move up
            players = [replace(p, pawns=tuple(
                replace(q, place=q.place - 1) if q.place and q.place > old.place else q
                for q in p.pawns)) for p in players]
        place = old.place if old.place is not None else state.home_count() + 1
        pawns = list(players[seat].pawns)
        pawns[index] = Pawn(field, place if field == goal else None)
        players[seat] = replace(players[seat], pawns=tuple(pawns))
        return _to_racing(DiceState(tuple(players), state.to_move, None, state.track))

    def set_stock(self, state: DiceState, name: str, what: str, amount: int) -> DiceState:
        seat = state.seat_of(name)
        players = list(state.players)
        change: dict[str, Any] = {what: amount}  # carrots or lettuce
        players[seat] = replace(players[seat], **change)
        return DiceState(tuple(players), state.to_move, state.due, state.track)

    def set_mover(self, state: DiceState, name: str) -> DiceState:
        if state.player(name).home:
            raise refusal(f"{name} ist im Ziel und kann nicht am Zug sein.",
                          f"{name} is home and cannot be the one to move.")
        return DiceState(state.players, state.seat_of(name), None, state.track)

    def set_players(self, state: DiceState, players: int) -> DiceState:
        pawns = pawns_per_player(players)
        kept = []
        for player in state.players[:players]:
            mine = player.pawns[:pawns] + tuple(Pawn(0) for _ in range(pawns - len(player.pawns)))
            kept.append(replace(player, pawns=mine,
                                lettuce=min(player.lettuce, start_lettuce(players))))
        used = {p.name for p in kept}
        free = (n for n in seat_names(26) if n not in used)
        kept += [Player(next(free), tuple(Pawn(0) for _ in range(pawns)), start_carrots(players),
                        start_lettuce(players)) for _ in range(players - len(kept))]
        # Finishing places count again from 1, in the order they had.
        home = sorted(((p.place, s, i) for s, pl in enumerate(kept)
                       for i, p in enumerate(pl.pawns) if p.place is not None))
        renumber = {(s, i): n + 1 for n, (_, s, i) in enumerate(home)}
        kept = [replace(pl, pawns=tuple(replace(p, place=renumber[(s, i)]) if (s, i) in renumber
                                        else p for i, p in enumerate(pl.pawns)))
                for s, pl in enumerate(kept)]
        to_move = state.to_move if state.to_move < players else 0
        return _to_racing(DiceState(tuple(kept), to_move, None, state.track))

    # --- the die --------------------------------------------------------------------------
    def extra_controls(self, state: DiceState, lang: str) -> list[Control]:
        if state.over:
            return []
        words = WORDS["de" if lang == "de" else "en"]
        options = [(NO_ROLL, words["none"])]
        for index, pawn in enumerate(state.mover.pawns):
            if state.track.kind(pawn.field) is Kind.HARE:
                options.append((str(index + 1), words["pawn"].format(
                    who=state.pawn_name(state.to_move, index), field=pawn.field)))
        due = state.due
        value = str(due.pawn + 1) if due is not None and due.kind == ROLL else NO_ROLL
        if len(options) == 1 and value == NO_ROLL:
            return []
        return [Control("roll", words["roll"], CHOICE, value, tuple(options))]

    def extra_edit(self, state: DiceState, control: str, value: str) -> State:
        if control == "roll":
            due = None if value == NO_ROLL else Due(ROLL, int(value) - 1)
            return DiceState(state.players, state.to_move, due, state.track)
        return super().extra_edit(state, control, value)


def _free_pawn(state: DiceState) -> int:
    obliged = [i for i, p in enumerate(state.mover.pawns) if not p.home]
    return obliged[0] if obliged else 0


def _to_racing(state: DiceState) -> DiceState:
    """The player to move is one still racing (a player just put home passes on)."""
    if not state.mover.home or state.over:
        return state
    seats = len(state.players)
    seat = next(s % seats for s in range(state.to_move + 1, state.to_move + seats + 1)
                if not state.players[s % seats].home)
    return DiceState(state.players, seat, None, state.track)


REFEREE = ClassicDiceReferee()
