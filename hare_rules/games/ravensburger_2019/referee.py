"""The referee part of edition `ravensburger-2019`: the shared hare-race part
(hare_rules.hare_race.referee) reading and changing a `Position`, plus the hare card on top
of the pile and the variant without hare cards.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["ravensburger-2019"]
    >>> state = game.parse_state("ravensburger-2019 *A:0:68:3 B:0:68:3 deck=free-ride")
    >>> [c.id for c in REFEREE.controls(state, "en")][-2:]
    ['deck', 'variant']
"""

from __future__ import annotations

from hare_rules.core.protocol import CHOICE, Control, State
from hare_rules.hare_race.referee import RaceReferee, Spot, Stock, advance_of, refusal, seat_names
from hare_rules.hare_race.track import Kind, Track

from . import clauses as c
from . import rules
from .cards import HARE_CARDS
from .edition import NO_HARE_CARDS
from .picture import TERMS
from .state import Player, Position, is_over

NO_CARD = "-"
WORDS = {
    # The cards by our short names (no source gives printed titles), said at the control.
    "de": {"deck": "Oberste Hasenkarte (Kurznamen von uns)", "unknown": "noch nicht festgelegt",
           "variant": "Hasenkarten", "with": "mit Hasenkarten", "without": "ohne Hasenkarten",
           "ate": "{who} auf dem Salatfeld", "arrived": "im letzten Zug angekommen",
           "eaten": "hat hier schon gefressen", "skip": "{who} auf dem Hasenfeld",
           "plays": "spielt normal", "misses": "muss einmal aussetzen"},
    "en": {"deck": "Top hare card (our short names)", "unknown": "not set yet",
           "variant": "Hare cards", "with": "with hare cards", "without": "without hare cards",
           "ate": "{who} on the lettuce square", "arrived": "arrived last turn",
           "eaten": "has already eaten here", "skip": "{who} on the hare square",
           "plays": "plays as usual", "misses": "must miss a turn"},
}


class Ravensburger2019Referee(RaceReferee[Position]):
    game_id = "ravensburger-2019"
    terms = TERMS  # English "square", as in the quiz and its pictures

    def __init__(self) -> None:
        from .edition import RAVENSBURGER_2019 as edition

        self.edition = edition
        # The board drawn is the side for 4 to 6 (rulebook p. 2).
        self.player_counts = tuple(range(edition.board_min_players, edition.max_players + 1))

    # The amounts the notes say, read from their clauses at each use.
    exchange = property(lambda self: c.CARROT_EXCHANGE.value)
    lettuce_pay = property(lambda self: c.LETTUCE_PAYOUT_PER_PLACE.value or 10)
    position_pay = property(lambda self: c.POSITION_PAYOUT_PER_PLACE.value or 10)

    def opening(self, state: Position) -> Position:
        """The start without a top hare card: at the table nobody knows it, so the moves
        onto a hare square say a card is drawn, and the `deck` control sets which."""
        return state.evolve(deck=()) if state.hare_cards else state

    # --- reading ------------------------------------------------------------------------
    def track(self, state: Position) -> Track:
        return state.track

    def spots(self, state: Position, lang: str) -> list[Spot]:
        return [Spot(p.name, p.name, p.name, p.field, p.finished) for p in state.players]

    def stocks(self, state: Position, lang: str) -> list[Stock]:
        return [Stock(p.name, p.name, p.carrots, p.lettuce) for p in state.players]

    def mover(self, state: Position) -> str | None:
        return None if is_over(state) else state.mover.name

    def lettuce_max(self, state: Position) -> int:
        return state.edition.lettuce

    def legal(self, state: Position) -> list[str]:
        return rules.legal_moves(state)

    def forward_of(self, state: Position, action: str) -> tuple[int, int] | None:
        fields = advance_of(action)
        return None if fields is None else (state.mover.field, fields)

    def goal_limit(self, state: Position) -> tuple[int, int] | None:
        place = state.finished_count() + 1
        return place, rules.per_place(c.GOAL_LIMIT_PER_PLACE.value, place)

    def hare_does(self, state: Position, lang: str) -> str:
        de = lang == "de"
        if state.hare_cards:
            top = HARE_CARDS[state.deck[0]] if state.deck else None
            if top is None:
                words = WORDS["de" if de else "en"]
                return (f"Hasenfeld: die oberste Hasenkarte wird aufgedeckt; welche, stellst "
                        f"du oben unter „{words['deck']}“ ein." if de else
                        f"hare square: the top hare card is turned up; set which one above, "
                        f"under \"{words['deck']}\".")
            return (f"Hasenfeld: die oberste Hasenkarte wird aufgedeckt – {top.title('de')}: "
                    f"{top.effect('de')}" if de else
                    f"hare square: the top hare card is turned up – {top.title('en')}: "
                    f"{top.effect('en')}")
        rest, fee = self.edition.hare_rest_payout, self.edition.hare_passing_fee
        return (f"Hasenfeld (ohne Hasenkarten): wer hier landet, bekommt zu Beginn seines "
                f"nächsten Zuges {rest} Karotten und zahlt {fee} für jeden, der bis dahin "
                f"vorbeizieht."
                if de else
                f"hare square (no hare cards): whoever lands here gets {rest} carrots at the "
                f"start of their next turn and pays {fee} for every pawn that passes them "
                f"before then.")

    # --- changing -----------------------------------------------------------------------
    def move_pawn(self, state: Position, spot: str, field: int) -> Position:
        seat = state.seat_of(spot)
        me = state.players[seat]
        goal = state.track.goal
        occupant = state.occupant(field)
        if occupant is not None and occupant.name != me.name:
            raise refusal(f"Feld {field} ist schon von {occupant.name} besetzt.",
                          f"Square {field} is already taken by {occupant.name}.")
        players = list(state.players)
        if me.place is not None and field != goal:  # out of the goal: later places move up
            players = [p.evolve(place=p.place - 1) if p.place and p.place > me.place else p
                       for p in players]
        place = me.place if me.place is not None else (
            state.finished_count() + 1 if field == goal else None)
        players[seat] = players[seat].evolve(field=field, place=place if field == goal else None,
                                             ate=False, passed_by=0)
        return _to_racing(state.evolve(players=tuple(players), extra_move=False))

    def set_stock(self, state: Position, name: str, what: str, amount: int) -> Position:
        seat = state.seat_of(name)
        change = {"carrots": amount} if what == "carrots" else {"lettuce": amount}
        player = state.players[seat]
        if what == "lettuce" and player.ate and amount >= state.edition.lettuce:
            change["ate"] = False  # holding them all, the pawn cannot have eaten here
        return state.with_player(seat, **change)

    def set_mover(self, state: Position, name: str) -> Position:
        if state.player(name).finished:
            raise refusal(f"{name} ist im Ziel und kann nicht am Zug sein.",
                          f"{name} is in the goal and cannot be the one to move.")
        return state.evolve(to_move=state.seat_of(name), extra_move=False)

    def set_players(self, state: Position, players: int) -> Position:
        kept = list(state.players[:players])
        carrots, lettuce = rules.start_carrots(players), state.edition.start_lettuce(players)
        used = {p.name for p in kept}
        free = (n for n in seat_names(26) if n not in used)
        kept += [Player(next(free), 0, carrots, lettuce) for _ in range(players - len(kept))]
        finished = sorted((p for p in kept if p.place is not None), key=lambda p: p.place or 0)
        renumber = {p.name: i + 1 for i, p in enumerate(finished)}
        kept = [p.evolve(place=renumber[p.name]) if p.name in renumber else p for p in kept]
        to_move = state.to_move if state.to_move < players else 0
        return _to_racing(state.evolve(players=tuple(kept), to_move=to_move, extra_move=False))

    # --- the pile and the variant ---------------------------------------------------------
    def extra_controls(self, state: Position, lang: str) -> list[Control]:
        words = WORDS["de" if lang == "de" else "en"]
        out = []
        # What the position cannot show: eaten here already (must move on) or just arrived
        # (must eat); a hare card's missed turn.
        for p in state.players:
            kind = state.track.kind(p.field)
            if kind is Kind.LETTUCE and p.lettuce < state.edition.lettuce:
                out.append(Control(f"ate:{p.name}", words["ate"].format(who=p.name), CHOICE,
                                   "yes" if p.ate else "no",
                                   (("no", words["arrived"]), ("yes", words["eaten"]))))
            if kind is Kind.HARE and state.hare_cards:
                out.append(Control(f"skip:{p.name}", words["skip"].format(who=p.name), CHOICE,
                                   "yes" if p.skip else "no",
                                   (("no", words["plays"]), ("yes", words["misses"]))))
        if state.hare_cards:
            options = ((NO_CARD, words["unknown"]),
                       *((card.id, card.title(lang)) for card in HARE_CARDS.values()))
            top = state.deck[0] if state.deck else NO_CARD
            out.append(Control("deck", words["deck"], CHOICE, top, options))
        variant = "without" if NO_HARE_CARDS in state.variants else "with"
        out.append(Control("variant", words["variant"], CHOICE, variant,
                           (("with", words["with"]), ("without", words["without"]))))
        return out

    def extra_edit(self, state: Position, control: str, value: str) -> State:
        flag, _, name = control.partition(":")
        if flag in ("ate", "skip") and value in ("yes", "no") and name in {
                p.name for p in state.players}:
            seat = state.seat_of(name)
            change: dict[str, object] = ({"ate": value == "yes"} if flag == "ate"
                                         else {"skip": int(value == "yes")})
            return state.with_player(seat, **change)
        if control == "deck" and state.hare_cards:
            if value == NO_CARD:
                return state.evolve(deck=())
            deck = list(state.deck)
            if value in deck:  # the card comes up from further down the pile
                deck.remove(value)
            return state.evolve(deck=(value, *deck))
        if control == "variant" and value in ("with", "without"):
            variants = set(state.variants) - {NO_HARE_CARDS}
            if value == "without":
                variants.add(NO_HARE_CARDS)
            cards = () if value == "without" else (state.deck or self.edition.deck)
            players = tuple(p.evolve(passed_by=0) for p in state.players)
            return state.evolve(variants=frozenset(variants), deck=cards, players=players)
        return super().extra_edit(state, control, value)


def _to_racing(state: Position) -> Position:
    """The player to move is one still racing (a pawn just put into the goal passes on)."""
    if not state.mover.finished or all(p.finished for p in state.players):
        return state
    seats = len(state.players)
    seat = next(s % seats for s in range(state.to_move + 1, state.to_move + seats + 1)
                if not state.players[s % seats].finished)
    return state.evolve(to_move=seat)


REFEREE = Ravensburger2019Referee()
