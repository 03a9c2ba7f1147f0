"""The referee part of edition `software-challenge-2018`: the shared hare-race part
(hare_rules.hare_race.referee) for red and blue, plus the four cards each player holds and
the round; the extras count the whole turns (with their card chains) and name the cheapest
and the farthest way forward.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["software-challenge-2018"]
    >>> state = game.start_state(2, seed=1)
    >>> state = REFEREE.edit(state, "card:red:E", "no")
    >>> game.format_state(state).split()[3]
    'red=0/68/5/THF/-'
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from hare_rules.core.protocol import CHOICE, NUMBER, Control, Note, State
from hare_rules.core.sentences import Effect, render
from hare_rules.hare_race.referee import RaceReferee, Spot, Stock, advance_of, refusal
from hare_rules.hare_race.track import Kind, Track

from .actions import CARD_BY_LETTER, Card, advance
from .edition import SC2018
from .picture import TERMS, colour_name, player_extra
from .sentences import CARD_TITLES, turn_words
from .state import COLORS, Color
from .state import State as ScState
from .turns import apply_turn, legal_turns

WORDS = {
    "de": {"card": "{who}: Karte „{card}“", "yes": "auf der Hand", "no": "gespielt",
           "round": "Runde (von {most})", "turns": "Ganze Züge",
           "count": "{n:#ganzer Zug|ganze Züge} erlaubt, {cards} davon mit Karten.",
           "count_no_card": "{n:#ganzer Zug|ganze Züge} erlaubt, "
                            "{n:ohne Karte|alle ohne Karte}.",
           "cheapest": "Am billigsten vorwärts: {what} – auf Feld {field}, {paid}.",
           "farthest": "Am weitesten: {what} – auf Feld {field}, {paid}.",
           "pays": "zahlt {n:#Karotte|Karotten}", "gets": "bekommt {n:#Karotte|Karotten}",
           "pays_gets": "zahlt {n:#Karotte|Karotten} und bekommt danach {m}",
           "pays_drops": "zahlt {n:#Karotte|Karotten} und gibt danach {m} ab",
           "even": "kostet nichts"},
    "en": {"card": "{who}: card \"{card}\"", "yes": "in hand", "no": "played",
           "round": "Round (of {most})", "turns": "Whole turns",
           "count": "{n:#whole turn is|whole turns are} legal, {cards} of them with cards.",
           "count_no_card": "{n:#whole turn is|whole turns are} legal, "
                            "{n:without a card|none of them with a card}.",
           "cheapest": "Cheapest way forward: {what} – to field {field}, {paid}.",
           "farthest": "Farthest: {what} – to field {field}, {paid}.",
           "pays": "pays {n:#carrot|carrots}", "gets": "gets {n:#carrot|carrots}",
           "pays_gets": "pays {n:#carrot|carrots}, then gets {m}",
           "pays_drops": "pays {n:#carrot|carrots}, then drops {m}",
           "even": "costs nothing"},
}


@lru_cache(maxsize=2048)
def _played(state: ScState, turn: str) -> tuple[ScState, tuple[Effect, ...]]:
    """The state after a legal whole turn and what it did (the extras ask for it more than
    once)."""
    return apply_turn(state, turn)


def _paid(words: dict[str, str], paid: int, then: int) -> str:
    """What a forward turn costs: the forward move is paid first (the player must hold
    that much), a card on the hare field may bring or drop carrots afterwards."""
    if paid and then:
        return render(words["pays_gets" if then > 0 else "pays_drops"], n=paid, m=abs(then))
    change = then - paid
    return (render(words["pays"], n=-change) if change < 0 else
            render(words["gets"], n=change) if change > 0 else words["even"])


class SoftwareChallenge2018Referee(RaceReferee[ScState]):
    game_id = SC2018.id
    terms = TERMS  # the server's "salad", in English too, and "Pos. 1" in the squares

    @property
    def exchange(self) -> int:  # type: ignore[override]
        return SC2018.exchange

    def words(self, lang: str) -> dict[str, str]:
        words = super().words(lang)
        if lang != "de":  # a count of salads, as the German "Salate Rot" (not "Salad Red")
            words["lettuce"] = "Salads {who}"
        # one word for the board, as the pictures' titles say it (r20 #11)
        words["track"] = ("Spielbrett, Felder 0 bis {goal}." if lang == "de" else
                          "Board, fields 0 to {goal}.")
        return words

    @property
    def lettuce_pay(self) -> int:  # type: ignore[override]
        return SC2018.salad_bonus_first

    # --- reading ------------------------------------------------------------------------
    def track(self, state: ScState) -> Track:
        return state.board.track

    def spots(self, state: ScState, lang: str) -> list[Spot]:
        goal = state.board.goal
        return [Spot(c, colour_name(c, lang), c, state.player(c).field,
                     state.player(c).field == goal, colour=c) for c in COLORS]

    def stocks(self, state: ScState, lang: str) -> list[Stock]:
        # the cards held and, where it decides the next turn, the last action (no control
        # sets it: the line shows it, the notes say how to enter it)
        return [Stock(c, colour_name(c, lang), state.player(c).carrots, state.player(c).salads,
                      player_extra(state.board, state.player(c), lang)) for c in COLORS]

    def mover(self, state: ScState) -> str | None:
        return None if state.outcome is not None else state.to_move

    def player_name(self, name: str, lang: str) -> str:
        return colour_name(name, lang) if name in COLORS else name

    def lettuce_max(self, state: ScState) -> int:
        return SC2018.start_salads

    def legal(self, state: ScState) -> list[str]:
        return [" ".join(turn) for turn in legal_turns(state)]  # = the game's legal_actions

    def forward_of(self, state: ScState, action: str) -> tuple[int, int] | None:
        fields = advance_of(action)
        return None if fields is None else (state.mover.field, fields)

    def goal_limit(self, state: ScState) -> tuple[int, int] | None:
        return 0, SC2018.goal_max_carrots

    def field_does(self, state: ScState, field: int, lang: str) -> str:
        # Said of the field, not to a player, as the shared notes are (RaceReferee).
        de = lang == "de"
        code = state.board.code(field)
        if code == "1":
            n = SC2018.first_bonus
            return (f"Positionsfeld 1: Wer hier steht, bekommt zu Beginn seines nächsten Zuges "
                    f"{n} Karotten, wenn er dann vorn liegt." if de else
                    f"position field 1: whoever stands here gets {n} carrots at the start of "
                    "their next turn if they are in the lead then.")
        if code == "2":
            n = SC2018.second_bonus
            return (f"Positionsfeld 2: Wer hier steht, bekommt zu Beginn seines nächsten Zuges "
                    f"{n} Karotten, wenn er dann hinten liegt." if de else
                    f"position field 2: whoever stands here gets {n} carrots at the start of "
                    "their next turn if they are behind then.")
        kind = state.board.track.kind(field)
        if kind is Kind.LETTUCE:
            a, b = SC2018.salad_bonus_first, SC2018.salad_bonus_second
            return (f"Salatfeld: Wer hier ankommt, frisst im nächsten Zug einen Salat: {a} "
                    f"Karotten, wenn er dann vorn liegt, sonst {b}." if de else
                    f"salad field: whoever arrives here eats a salad on the next turn: {a} "
                    f"carrots if they are in the lead then, otherwise {b}.")
        if kind is Kind.CARROT:  # the text's "abgeben": dropped, not given back
            n = SC2018.exchange
            return (f"Karottenfeld: Wer hier steht, darf im nächsten Zug bleiben und {n} "
                    "Karotten nehmen oder abgeben." if de else
                    "carrot field: whoever stands here may stay on the next turn and take or "
                    f"drop {n} carrots.")
        return super().field_does(state, field, lang)

    def hare_does(self, state: ScState, lang: str) -> str:
        # the cards playable there are in the move list, not in the counts (r20 #6)
        return ("Hasenfeld: Hier wird sofort eine Karte gespielt (siehe „Erlaubte Züge“)."
                if lang == "de" else
                "hare field: a card is played here at once (see \"Allowed moves\").")

    # --- changing -----------------------------------------------------------------------
    def move_pawn(self, state: ScState, spot: str, field: int) -> ScState:
        color: Color = "red" if spot == "red" else "blue"  # as State.player reads `spot`
        other: Color = "blue" if spot == "red" else "red"
        goal = state.board.goal
        if 0 < field < goal and state.player(other).field == field:
            name = colour_name(other, "de"), colour_name(other, "en")
            raise refusal(f"Feld {field} ist schon von {name[0]} besetzt.",
                          f"Field {field} is already taken by {name[1]}.")
        me = state.player(color)
        # Placed forward, the pawn arrived by an advance (so a salad field obliges it to eat).
        last = advance(field - me.field) if field > me.field else None
        return replace(state, outcome=None).with_player(color, replace(me, field=field, last=last))

    def set_stock(self, state: ScState, name: str, what: str, amount: int) -> ScState:
        color: Color = "red" if name == "red" else "blue"  # as State.player reads `name`
        me = state.player(color)
        changed = replace(me, carrots=amount) if what == "carrots" else replace(me, salads=amount)
        return state.with_player(color, changed)

    def set_mover(self, state: ScState, name: str) -> ScState:
        if state.to_move == name:
            return state
        turn = state.turn - 1 if state.turn > 0 else state.turn + 1
        return replace(state, turn=turn)

    # --- the cards and the round ----------------------------------------------------------
    def extra_controls(self, state: ScState, lang: str) -> list[Control]:
        lang = "de" if lang == "de" else "en"
        words = WORDS[lang]
        out = []
        for colour in COLORS:
            held = state.player(colour).cards
            for letter, card in CARD_BY_LETTER.items():
                title = CARD_TITLES[card][0 if lang == "de" else 1]
                out.append(Control(f"card:{colour}:{letter}",
                                   words["card"].format(who=colour_name(colour, lang), card=title),
                                   CHOICE, "yes" if card in held else "no",
                                   (("yes", words["yes"]), ("no", words["no"]))))
        out.append(Control("round", words["round"].format(most=SC2018.turn_limit // 2), NUMBER,
                           str(state.turn // 2 + 1), min=1, max=SC2018.turn_limit // 2))
        return out

    def extra_edit(self, state: ScState, control: str, value: str) -> State:
        kind, _, rest = control.partition(":")
        colour, _, letter = rest.partition(":")
        if kind == "card" and colour in COLORS and letter in CARD_BY_LETTER:
            me = state.player(colour)  # type: ignore[arg-type]
            card: Card = CARD_BY_LETTER[letter]
            cards = me.cards | {card} if value == "yes" else me.cards - {card}
            return state.with_player(colour, replace(me, cards=frozenset(cards)))  # type: ignore[arg-type]
        if control == "round":
            number = int(value)
            return replace(state, turn=2 * (number - 1) + state.turn % 2)
        return super().extra_edit(state, control, value)

    # --- the extras -----------------------------------------------------------------------
    def moves_note(self, state: ScState, lang: str) -> Note:
        """Whole turns: how many, and the cheapest and the farthest way forward."""
        words = WORDS["de" if lang == "de" else "en"]
        turns = self.legal(state)
        me, colour = state.mover, state.to_move
        with_cards = sum(1 for t in turns if "card:" in t)
        count = words["count"] if with_cards else words["count_no_card"]
        lines = [render(count, n=len(turns), cards=with_cards)]
        forward = []
        for turn in turns:
            played, effects = _played(state, turn)
            after = played.player(colour)
            if after.field > me.field:
                paid = -sum(e.change for e in effects if e.kind == "cost" and e.player == colour)
                forward.append((paid, after.carrots - me.carrots + paid, after.field, turn))
        if not forward:  # the next note says "no forward move is legal" (r21: said twice)
            return Note(words["turns"], tuple(lines))
        # Cheapest: the least to pay for the move itself (what the player must hold), then
        # the most carrots afterwards; farthest: the field, then the most carrots.
        cheapest = min(forward, key=lambda f: (f[0], f[0] - f[1], -f[2]))
        farthest = max(forward, key=lambda f: (f[2], f[1] - f[0]))
        for key, (paid, then, field, turn) in (("cheapest", cheapest), ("farthest", farthest)):
            lines.append(words[key].format(what=turn_words(turn).get(lang), field=field,
                                           paid=_paid(words, paid, then)))
        return Note(words["turns"], tuple(lines))

    def notes(self, state: ScState, lang: str) -> list[Note]:
        if self.mover(state) is None:
            return []
        return [self.moves_note(state, lang), super().moves_note(state, lang),
                self.goal_note(state, lang)]


REFEREE = SoftwareChallenge2018Referee()
