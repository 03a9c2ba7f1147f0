"""Positions that can arise in play (`position_problems`), and positions from play
(`positions`, `playout_action`) for edition `software-challenge-2018`.

Every problem below is a consequence of the server's rules that holds in every game from the
start (sound: when in doubt, a position is allowed). They read the rules as the server plays
them (the edition's numbers), not the clause book, so a broken clause in `check --mutate`
changes what the engine plays, never which positions count as possible.

    >>> from hare_rules.games.software_challenge_2018.given import state_from_given
    >>> position_problems(state_from_given({}, None))
    ()
    >>> stuck = state_from_given({"players": {"red": {"field": 16, "carrots": 0},
    ...                                       "blue": {"field": 15}}}, None)
    >>> [p.code for p in position_problems(stuck)]
    ['bonus_not_paid']
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache, lru_cache
from math import gcd
from random import Random
from typing import Any

from hare_rules.core.positions import check_knobs, playouts
from hare_rules.core.protocol import Text
from hare_rules.core.sentences import Listing, Reason
from hare_rules.hare_race.track import forward_cost

from .actions import Action, Card, Kind
from .boards import FIXED, is_standard
from .edition import SC2018
from .sentences import CARD_NAMES, PLAYERS, action_words
from .state import (
    CARROT,
    COLORS,
    GOAL,
    HARE,
    HEDGEHOG,
    POSITION_1,
    POSITION_2,
    SALAD,
    START,
    Color,
    Player,
    State,
    other,
)

MOST_CARDS_A_TURN = 3  # an advance and at most three cards (Zusammenfassung)

# code -> (German, English); `who` is the player the problem is about (its subject).
PROBLEMS: dict[str, tuple[str, str]] = {
    "board_not_from_server": (
        "Dieses Spielbrett kann der Server nicht mischen: Salat- und Igelfelder liegen fest, "
        "der Rest wird nur innerhalb fester Blöcke gemischt.",
        "The server cannot shuffle this board: the salad and hedgehog fields are fixed, the "
        "rest is shuffled only within fixed blocks.",
    ),
    "start_amounts": (
        "{who} steht auf dem Start mit {carrots:#Karotte|Karotten}, {salads:#Salat|Salaten} "
        "und {cards:#Karte|Karten}; auf dem Start steht nur, wer noch nicht gezogen hat, und "
        "das mit {start_carrots} Karotten, {start_salads} Salaten und allen {start_cards} "
        "Karten.",
        "{who} is on the start field with {carrots:#carrot|carrots}, {salads:#salad|salads} "
        "and {cards:#card|cards}; only a player who has not moved yet stands on the start, "
        "with {start_carrots} carrots, {start_salads} salads and all {start_cards} cards.",
    ),
    "moved_off_start": (
        "{who} hat schon {moves:#Zug|Züge} gemacht, steht aber auf dem Start: Der erste Zug "
        "führt vom Start weg, und kein Zug führt dorthin zurück.",
        "{who} has already made {moves:#turn|turns} but stands on the start field: the first "
        "turn leaves the start, and no move leads back there.",
    ),
    "not_moved_yet": (
        "{who} steht auf Feld {field}, hat aber noch keinen Zug gemacht: Rot zieht zuerst, "
        "dann Blau, und die Stellung ist vor dem ersten Zug von {who}.",
        "{who} is on field {field} but has not made a turn yet: red moves first, then blue, "
        "and this position comes before the first turn of {who}.",
    ),
    "no_last_action": (
        "{who} steht auf Feld {field}, hat also schon gezogen, doch es fehlt die letzte "
        "Aktion (sie entscheidet, ob {who} fressen oder weiterziehen muss).",
        "{who} is on field {field}, so has moved already, but the last action is missing (it "
        "decides whether {who} must eat or move on).",
    ),
    "last_does_not_end_here": (
        "{rule}; {who} steht auf Feld {field}, die letzte Aktion war aber „{last}“.",
        "{rule}; {who} is on field {field}, but the last action was \"{last}\".",
    ),
    "advance_from_before_start": (
        "„{last}“ kann {who} nicht auf Feld {field} gebracht haben: Der Zug hätte vor dem "
        "Start begonnen.",
        "\"{last}\" cannot have brought {who} to field {field}: the move would have started "
        "before the start field.",
    ),
    "first_move_not_from_start": (
        "{who} hat erst einen Zug gemacht, und der begann auf dem Start; „{last}“ hätte aber "
        "auf Feld {origin} begonnen.",
        "{who} has made only one turn, and it began on the start; \"{last}\" would have begun "
        "on field {origin}.",
    ),
    "advance_from_hare_without_card": (
        "„{last}“ hätte auf dem Hasenfeld {origin} begonnen; ein Zug endet dort nur mit einer "
        "gespielten Karte, {who} hält aber noch alle {start_cards}.",
        "\"{last}\" would have begun on hare field {origin}; a turn ends there only with a card "
        "played, but {who} still holds all {start_cards}.",
    ),
    "card_still_held": (
        "{who} hat zuletzt „{card}“ gespielt, hält die Karte aber noch; jede Karte gilt nur "
        "einmal.",
        "{who} last played \"{card}\" but still holds that card; each card works only once.",
    ),
    "ate_but_all_salads": (
        "{who} hat zuletzt einen Salat gefressen, hat aber noch alle {start_salads} Salate.",
        "{who} last ate a salad but still has all {start_salads} salads.",
    ),
    "salad_card_but_all_salads": (
        "{who} hat die Karte „Friss sofort einen Salat“ schon gespielt, hat aber noch alle "
        "{start_salads} Salate; die Karte frisst einen.",
        "{who} has played the card \"Eat a salad at once\" already but still has all "
        "{start_salads} salads; the card eats one.",
    ),
    "arrived_without_salad": (
        "{who} ist gerade auf dem Salatfeld {field} angekommen, hat aber keinen Salat mehr: "
        "Ein Salatfeld betritt nur, wer noch einen Salat hat.",
        "{who} has just arrived on salad field {field} but has no salad left: only a player "
        "with a salad left may enter a salad field.",
    ),
    "too_many_salads": (
        "{who} hat {salads} Salate; jeder beginnt mit {start_salads}, und mehr werden es nicht.",
        "{who} has {salads} salads; each player starts with {start_salads}, and nobody gets "
        "more.",
    ),
    "salads_too_fast": (
        "{who} hat schon {eaten:#Salat|Salate} gefressen, aber erst {moves:#Zug|Züge} gemacht; "
        "mehr als einen Salat frisst niemand in einem Zug.",
        "{who} has already eaten {eaten:#salad|salads} but made only {moves:#turn|turns}; "
        "nobody eats more than one salad in a turn.",
    ),
    "cards_too_fast": (
        "{who} hat schon {used:#Karte|Karten} gespielt, aber erst {moves:#Zug|Züge} gemacht; "
        "ein Zug hat höchstens {most} Karten.",
        "{who} has already played {used:#card|cards} but made only {moves:#turn|turns}; a "
        "turn holds at most {most} cards.",
    ),
    "field_shared": (
        "Rot und Blau stehen beide auf Feld {field}; ein Feld teilen sich die beiden nur auf "
        "dem Start und im Ziel.",
        "Red and Blue both stand on field {field}; the two share a field only on the start "
        "and in the goal.",
    ),
    "goal_with_salads": (
        "{who} ist im Ziel, hat aber noch {salads:#Salat|Salate}; ins Ziel kommt nur, wer "
        "keinen Salat mehr hat.",
        "{who} is in the goal but still has {salads:#salad|salads}; only a player with no "
        "salad left enters the goal.",
    ),
    "goal_with_carrots": (
        "{who} ist im Ziel mit {carrots} Karotten; ins Ziel kommt man mit höchstens "
        "{limit}, und im Ziel ändert sich daran nichts mehr.",
        "{who} is in the goal with {carrots} carrots; a player enters the goal with at most "
        "{limit}, and nothing changes that in the goal.",
    ),
    "blue_in_goal_game_on": (
        "Blau ist im Ziel, und das Spiel geht weiter; kommt Blau ins Ziel, ist das Spiel "
        "sofort aus.",
        "Blue is in the goal and the game goes on; when Blue reaches the goal, the game is "
        "over at once.",
    ),
    "red_in_goal_game_on": (
        "Rot ist im Ziel und wieder am Zug; kommt Rot ins Ziel, zieht Blau noch einmal, dann "
        "ist das Spiel aus.",
        "Red is in the goal and to move again; when Red reaches the goal, Blue moves once "
        "more and then the game is over.",
    ),
    "past_turn_limit": (
        "Nach {rounds} Runden ({turns} Zügen) ist das Spiel aus; diese Stellung läge im "
        "{turn}. Zug.",
        "The game is over after {rounds} rounds ({turns} turns); this position would be in "
        "turn {turn}.",
    ),
    "outcome_wrong": (
        "Die Stellung ist als Spielende vermerkt ({winner} gewinnt), doch nach den Regeln "
        "{actual}.",
        "The position is marked as the end of the game ({winner} wins), but by the rules "
        "{actual}.",
    ),
    "carrots_off_the_way": (
        "{who} steht auf Feld {field} und hat {carrots} Karotten; das geht nicht: Hinter Feld "
        "{field} liegt kein Igelfeld, und {who} hält noch „Rücke eine Position vor“ und "
        "„Falle eine Position zurück“, kam also nur mit Vorwärtszügen her. Die kosten zusammen "
        "{low} bis {high} Karotten, und alles andere ändert die Karotten nur um Vielfache "
        "von {step}; so endet die Zahl der Karotten hier auf {digits}.",
        "{who} is on field {field} with {carrots} carrots, which cannot be: no hedgehog lies "
        "behind field {field}, and {who} still holds \"Hurry ahead\" and \"Fall back\", so "
        "{who} came here by forward moves only. Those cost {low} to {high} carrots in all, and "
        "everything else changes the carrots only by multiples of {step}; so the number of "
        "carrots here ends in {digits}.",
    ),
    "carrots_off_the_last_move": (
        "{who} steht auf Feld {field} und hat {carrots} Karotten; das geht nicht: Hinter Feld "
        "{field} liegt kein Igelfeld, und {who} hält noch „Rücke eine Position vor“ und "
        "„Falle eine Position zurück“, kam also nur mit Vorwärtszügen her, zuletzt mit "
        "„{last}“ von Feld {origin}. Alles andere ändert die Karotten nur um Vielfache von "
        "{step}; so endet die Zahl der Karotten nach diesem letzten Zug auf {digits}.",
        "{who} is on field {field} with {carrots} carrots, which cannot be: no hedgehog lies "
        "behind field {field}, and {who} still holds \"Hurry ahead\" and \"Fall back\", so "
        "{who} came here by forward moves only, the last one \"{last}\" from field {origin}. "
        "Everything else changes the carrots only by multiples of {step}; so after this last "
        "move the number of carrots ends in {digits}.",
    ),
    "too_early_for_field": (
        "So kann {who} nach {moves:#Zug|Zügen} nicht dastehen: Feld {field} mit "
        "{salads:#Salat|Salaten} und diesen Karten, zuletzt {last}, erreicht man so früh "
        "nicht, wenn überhaupt.",
        "{who} cannot stand like this after {moves:#turn|turns}: field {field} with "
        "{salads:#salad|salads} and these cards, the last action being {last}, cannot be "
        "reached that early, if at all.",
    ),
    "too_many_carrots_so_early": (
        "{who} hat nach {moves:#Zug|Zügen} {carrots} Karotten auf Feld {field}, mit "
        "{salads:#Salat|Salaten} und diesen Karten, zuletzt {last}; so früh hat man dort "
        "höchstens {most}.",
        "{who} holds {carrots} carrots on field {field} after {moves:#turn|turns}, with "
        "{salads:#salad|salads} and these cards, the last action being {last}; that early, "
        "a player holds at most {most} there.",
    ),
    "carrots_not_after_these_turns": (
        "{who} hat nach {moves:#Zug|Zügen} {carrots} Karotten auf Feld {field}, mit "
        "{salads:#Salat|Salaten} und diesen Karten, zuletzt {last}; auf genau so viele kommt "
        "dort nach so vielen Zügen niemand (jeder Tausch ändert die Karotten um {exchange}, "
        "und aussetzen darf nur, wer festsitzt), sondern, wenn überhaupt, auf {near}.",
        "{who} holds {carrots} carrots on field {field} after {moves:#turn|turns}, with "
        "{salads:#salad|salads} and these cards, the last action being {last}; after that "
        "many turns nobody holds exactly that many there (each exchange changes the carrots "
        "by {exchange}, and only a player who is stuck may skip), only, if at all, {near}.",
    ),
    "last_gain_not_held": (
        "Die letzte Aktion von {who}, „{last}“, hat {who} mindestens {gain} Karotten "
        "gebracht, und seitdem hat {who} keine ausgegeben; {who} hat aber nur "
        "{carrots:#Karotte|Karotten}.",
        "{who}'s last action, \"{last}\", brought {who} at least {gain} carrots, and {who} "
        "has spent none since; but {who} holds only {carrots:#carrot|carrots}.",
    ),
    "bonus_not_paid": (
        "{who} beginnt den Zug als {place} auf dem Positionsfeld {field}, das vor dem Zug "
        "{bonus} Karotten zahlt; weniger als {bonus} kann {who} hier nicht haben, hat aber "
        "{carrots}.",
        "{who} starts the turn in {place} place on position field {field}, which pays "
        "{bonus} carrots before the turn; {who} cannot hold fewer than {bonus} here, but "
        "holds {carrots}.",
    ),
}
PROBLEM_CODES = frozenset(PROBLEMS)

# Where each kind of last action leaves a player (Zusammenfassung: a turn ends after a move
# back, an exchange or eating; a card ends it unless it lands on a hare field, where the
# next card follows): the field codes a player can stand on after it.
MOVES_ON = frozenset({CARROT, SALAD, POSITION_1, POSITION_2, GOAL})
ENDS_ON: dict[str, frozenset[str]] = {
    "back": frozenset({HEDGEHOG}),
    "eat": frozenset({SALAD}),
    "exchange": frozenset({CARROT}),
    "stay_card": frozenset({HARE}),  # eat salad, take or drop: played on the hare field
    "advance": MOVES_ON,  # not a hedgehog; a hare field owes a card
    "hurry_ahead": MOVES_ON,
    "fall_back": MOVES_ON - {GOAL},  # it lands behind the opponent
}
# What a field code allows as the last action, in the reader's words (for the sentence).
RULE_OF_FIELD: dict[str, Text] = {
    HEDGEHOG: Text("Auf einem Igelfeld endet nur ein Rückzug",
                    "Only a move back ends on a hedgehog field"),
    HARE: Text("Ein Zug auf einem Hasenfeld endet mit „Friss sofort einen Salat“ oder "
                "„Karotten nehmen oder abgeben“",
                "A turn on a hare field ends with \"Eat a salad at once\" or \"Take or drop "
                "carrots\""),
    SALAD: Text("Auf einem Salatfeld steht man nach einem Vorwärtszug, nach „Rücke eine "
                 "Position vor“ oder „Falle eine Position zurück“, oder nach dem Fressen",
                 "A player stands on a salad field after a forward move, after \"Hurry "
                 "ahead\" or \"Fall back\", or after eating"),
    CARROT: Text("Auf einem Karottenfeld steht man nach einem Vorwärtszug, nach „Rücke eine "
                  "Position vor“ oder „Falle eine Position zurück“, oder nach dem Tauschen",
                  "A player stands on a carrot field after a forward move, after \"Hurry "
                  "ahead\" or \"Fall back\", or after an exchange"),
    POSITION_1: Text("Auf einem Positionsfeld steht man nach einem Vorwärtszug oder nach "
                      "„Rücke eine Position vor“ oder „Falle eine Position zurück“",
                      "A player stands on a position field after a forward move, \"Hurry "
                      "ahead\" or \"Fall back\""),
    GOAL: Text("Ins Ziel führt nur ein Vorwärtszug oder „Rücke eine Position vor“",
                "Only a forward move or \"Hurry ahead\" leads into the goal"),
}
RULE_OF_FIELD[POSITION_2] = RULE_OF_FIELD[POSITION_1]
STAY_CARDS = (Card.EAT_SALAD, Card.TAKE_OR_DROP)


def problem(code: str, color: str = "", **params: object) -> Reason:
    values: dict[str, object] = dict(params)
    if color:
        values["who"] = PLAYERS[color]
    return Reason.from_table(PROBLEMS, code, subject=color, **values)


def moves_made(color: Color, turn: int) -> int:
    """Turns `color` has played before server turn `turn`: red plays the even ones."""
    return (turn + 1) // 2 if color == "red" else turn // 2


def last_kind(last: Action) -> str:
    if last.kind is Kind.CARD:
        if last.card in STAY_CARDS:
            return "stay_card"
        return "hurry_ahead" if last.card is Card.HURRY_AHEAD else "fall_back"
    return {Kind.ADVANCE: "advance", Kind.FALL_BACK: "back", Kind.EAT: "eat",
            Kind.EXCHANGE: "exchange"}[last.kind]


def is_first(state: State, color: Color) -> bool:
    """The server's `isFirst` (not behind the opponent; in the goal, fewer carrots)."""
    me, opp = state.player(color), state.player(other(color))
    if me.field == opp.field == state.board.goal:
        return me.carrots < opp.carrots
    return me.field >= opp.field


# --- the problems --------------------------------------------------------------------------

def position_problems(state: State) -> tuple[Reason, ...]:
    """Every reason why `state` cannot arise in play from the start (SC 2018 server rules)."""
    found: list[Reason] = []
    if not is_standard(state.board):
        found.append(problem("board_not_from_server"))
    red, blue = state.red, state.blue
    if red.field == blue.field and red.field not in (0, state.board.goal):
        found.append(problem("field_shared", field=red.field))
    for color in COLORS:
        found += _player_problems(state, color)
    found += _end_problems(state)
    found += _bonus_problems(state)
    return tuple(found)


def _player_problems(state: State, color: Color) -> Iterator[Reason]:
    me, board = state.player(color), state.board
    moves = moves_made(color, min(state.turn, SC2018.turn_limit))
    code = board.code(me.field)
    if code == START:
        yield from _start_problems(color, me, moves)
        return
    if moves == 0:
        yield problem("not_moved_yet", color, field=me.field)
    if me.salads > SC2018.start_salads:
        yield problem("too_many_salads", color, salads=me.salads,
                      start_salads=SC2018.start_salads)
    eaten = SC2018.start_salads - me.salads
    if 0 < moves < eaten:
        yield problem("salads_too_fast", color, eaten=eaten, moves=moves)
    used = len(SC2018.start_cards) - len(me.cards)
    if 0 < moves and MOST_CARDS_A_TURN * moves < used:
        yield problem("cards_too_fast", color, used=used, moves=moves, most=MOST_CARDS_A_TURN)
    if Card.EAT_SALAD not in me.cards and me.salads >= SC2018.start_salads:
        yield problem("salad_card_but_all_salads", color, start_salads=SC2018.start_salads)
    yield from _carrot_problems(state, color, me, code)
    if code == GOAL:
        if me.salads:
            yield problem("goal_with_salads", color, salads=me.salads)
        if me.carrots > SC2018.goal_max_carrots:
            yield problem("goal_with_carrots", color, carrots=me.carrots,
                          limit=SC2018.goal_max_carrots)
    last = list(_last_problems(state, color, me, code))
    yield from last
    if not last:  # a last action that cannot have left the player here says enough
        yield from _early_problems(state, color, me)


def _start_problems(color: Color, me: Player, moves: int) -> Iterator[Reason]:
    """Nothing leads back to the start (a move back ends on a hedgehog, "Falle eine Position
    zurück" not on the start), and from the start a forward move is always possible (the
    first nine fields hold no hedgehog and no salad; a hare field takes the carrot card)."""
    if moves > 0 or me.last is not None:
        yield problem("moved_off_start", color, moves=max(moves, 1))
    start = (SC2018.start_carrots, SC2018.start_salads, SC2018.start_cards)
    if (me.carrots, me.salads, me.cards) != start:
        yield problem("start_amounts", color, carrots=me.carrots, salads=me.salads,
                      cards=len(me.cards), start_carrots=start[0], start_salads=start[1],
                      start_cards=len(start[2]))


# Every change of a player's carrots but a forward move's cost is a multiple of this step:
# eating (card or field), the position fields, exchanging, the carrot card, moving back.
CARROT_STEP = gcd(SC2018.salad_bonus_first, SC2018.salad_bonus_second, SC2018.first_bonus,
                  SC2018.second_bonus, SC2018.exchange, SC2018.take_or_drop,
                  SC2018.back_refund)
assert CARROT_STEP == 10, "the sentence speaks of a number's last digit"


@cache
def forward_residues(fields: int) -> frozenset[int]:
    """What forward moves covering `fields` fields in all cost together, modulo
    `CARROT_STEP`: every split of the distance into moves (1 + 2 + ... + d each), whether or
    not the fields between allow a stop (so a residue missing here is missing in play)."""
    reach: list[set[int]] = [{0}] + [set() for _ in range(fields)]
    for covered in range(1, fields + 1):
        for d in range(1, covered + 1):
            reach[covered] |= {(r + forward_cost(d)) % CARROT_STEP for r in reach[covered - d]}
    return frozenset(reach[fields])


def _carrot_problems(state: State, color: Color, me: Player, code: str) -> Iterator[Reason]:
    """Before the first hedgehog, a player who still holds both moving cards has only ever
    moved forward: a move back needs a hedgehog behind, and only "Falle eine Position
    zurück" takes a player back behind one ("Rücke eine Position vor" jumps for free). So
    the carrots are the start carrots less what forward moves over exactly this distance
    cost, up to multiples of `CARROT_STEP`."""
    if code in (START, GOAL, HEDGEHOG) or state.board.hedgehog_behind[me.field] is not None:
        return
    if not {Card.HURRY_AHEAD, Card.FALL_BACK} <= me.cards:
        return
    spent = (SC2018.start_carrots - me.carrots) % CARROT_STEP
    residues = forward_residues(me.field)
    if spent not in residues:
        yield problem("carrots_off_the_way", color, field=me.field, carrots=me.carrots,
                      low=me.field, high=forward_cost(me.field), step=CARROT_STEP,
                      digits=_digits(residues))
        return
    last = me.last
    if last is None or last.kind is not Kind.ADVANCE or last.value > me.field:
        return
    # The last action was a forward move from `origin`: the moves before it covered exactly
    # the fields up to there, and nothing since has changed the carrots by other amounts.
    origin = me.field - last.value
    residues = frozenset((r + forward_cost(last.value)) % CARROT_STEP
                         for r in forward_residues(origin))
    if spent not in residues:
        yield problem("carrots_off_the_last_move", color, field=me.field, carrots=me.carrots,
                      origin=origin, step=CARROT_STEP, digits=_digits(residues),
                      last=action_words(last.token) or Text(last.token, last.token))


def _digits(residues: frozenset[int]) -> Listing:
    digits = sorted({(SC2018.start_carrots - r) % CARROT_STEP for r in residues})
    return Listing(tuple(str(d) for d in digits), "or")


def _last_problems(state: State, color: Color, me: Player, code: str) -> Iterator[Reason]:
    """The last action (the server's lastNonSkipAction) has left the player where it
    stands: a skip keeps it, and every other action replaces it."""
    last = me.last
    if last is None:
        yield problem("no_last_action", color, field=me.field)
        return
    kind = last_kind(last)
    words = action_words(last.token) or Text(last.token, last.token)
    if code not in ENDS_ON[kind]:
        yield problem("last_does_not_end_here", color, field=me.field, last=words,
                      rule=RULE_OF_FIELD[code])
    if kind == "advance" and last.value > me.field:
        yield problem("advance_from_before_start", color, field=me.field, last=words)
    elif kind == "advance":
        yield from _advance_origin_problems(state, color, me, words)
    if last.kind is Kind.CARD and last.card in me.cards:
        yield problem("card_still_held", color, card=CARD_NAMES[last.card])
    ate = kind == "eat" or last.card is Card.EAT_SALAD
    if ate and me.salads >= SC2018.start_salads:
        yield problem("ate_but_all_salads", color, start_salads=SC2018.start_salads)
    if code == SALAD and kind in ("advance", "hurry_ahead", "fall_back") and me.salads == 0:
        yield problem("arrived_without_salad", color, field=me.field)
    gain = least_gain(last)
    if me.carrots < gain:
        yield problem("last_gain_not_held", color, last=words, gain=gain, carrots=me.carrots)


# --- how many carrots a player can hold so early -----------------------------------------
# A player's own turns, searched from the start with the opponent left out and every choice
# that depends on it left open: eating pays either amount, a position field may pay or not at
# the start of every turn, "Rücke eine Position vor" goes to any field two or more ahead and
# "Falle eine Position zurück" to any field two or more behind, a move back is never
# blocked, and a skip is open wherever a player can be stuck: not on a carrot field (taking
# 10 is always allowed there), not on a salad field just reached (eating is), not on the
# start. Every real history of the player is one of these, so the carrots found for a field,
# salads, cards and last action after n turns hold every number a real game can have there:
# a number outside them cannot arise (too many, or an exchange too many or too few: 15
# exchanges never add up to nothing).
# field, salads, cards held, the last action's token ("+" for every forward move)
Key = tuple[int, int, frozenset[Card], str]


def _amounts() -> tuple[Any, ...]:
    """The rulebook's numbers (`.correct`): a given position means what it means by the
    rules, whatever clause a test has switched."""
    from . import clauses as c

    return (c.START_CARROTS.correct, c.START_SALADS.correct, c.GOAL_MAX_CARROTS.correct,
            c.POSITION_1_BONUS.correct, c.POSITION_2_BONUS.correct,
            tuple(sorted(set(c.SALAD_PAYOUT.correct))), c.TAKE_OR_DROP_AMOUNT.correct,
            c.CARROT_EXCHANGE.correct, c.BACK_REFUND_PER_FIELD.correct)


def reachable_carrots(codes: str, moves: int, played: frozenset[Card]) -> dict[Key, int]:
    """The carrots a player can hold after `moves` turns of its own, as a set of bits (bit c
    set: c carrots can be), by field, salads, cards and last action (any forward move: "+"),
    on the board with field codes `codes`, playing only the cards in `played` (the keys hold
    the cards still held, which were never played); a key missing cannot arise so early."""
    return _layers(codes, _amounts(), min(moves, SC2018.turn_limit // 2), played)


def most_carrots(codes: str, moves: int, played: frozenset[Card]) -> dict[Key, int]:
    """The most carrots of `reachable_carrots`, by key."""
    return {key: bits.bit_length() - 1
            for key, bits in reachable_carrots(codes, moves, played).items()}


def _shifted(bits: int, change: int) -> int:
    """Every number in `bits` changed by `change`; a number that would fall below 0 drops
    out (giving back or dropping carrots needs that many)."""
    return bits << change if change >= 0 else bits >> -change


@lru_cache(maxsize=512)
def _layers(codes: str, amounts: tuple[Any, ...], moves: int,
            played: frozenset[Card]) -> dict[Key, int]:
    start, salads = amounts[0], amounts[1]
    if moves == 0:
        return {(0, salads, frozenset(Card), ""): 1 << start}
    before = _layers(codes, amounts, moves - 1, played)
    limit, payouts, exchange, refund = amounts[2], amounts[5], amounts[7], amounts[8]
    goal = len(codes) - 1
    into_goal = (1 << (limit + 1)) - 1  # the numbers a player may enter the goal with
    bonus = [amounts[3] if code == POSITION_1 else amounts[4] if code == POSITION_2 else 0
             for code in codes]
    behind = [next((f for f in range(field - 1, -1, -1) if codes[f] == HEDGEHOG), None)
              for field in range(len(codes))]
    best: dict[Key, int] = {}

    def reach(key: Key, bits: int) -> None:
        if not bits:
            return
        paid = bonus[key[0]]
        if paid:  # the next turn starts here: the field pays, or not (it depends on places)
            bits |= bits << paid
        best[key] = best.get(key, 0) | bits

    # Several last actions leave the same choices for the next turn: search each once.
    by_state: dict[tuple[int, int, frozenset[Card], bool], int] = {}
    for key, bits in before.items():
        field, left, cards, last = key
        code = codes[field]
        must_eat = code == SALAD and last != "eat"
        if code == GOAL or (code not in (CARROT, START) and not must_eat):
            reach(key, bits)  # a skip keeps everything (in the goal, nothing happens)
        if code != GOAL:
            state = (field, left, cards, must_eat)
            by_state[state] = by_state.get(state, 0) | bits
    for (field, left, cards, must_eat), bits in by_state.items():
        if must_eat:  # arrived on a salad field: eating is the only move
            if left:
                reach((field, left - 1, cards, "eat"),
                      _either(bits, payouts))
            continue
        hedgehog = behind[field]
        if hedgehog is not None:
            reach((hedgehog, left, cards, "back"), bits << refund * (field - hedgehog))
        if codes[field] == CARROT:
            reach((field, left, cards, "take"), bits << exchange)
            reach((field, left, cards, "give"), bits >> exchange)
        usable, kept = cards & played, cards - played
        most = bits.bit_length() - 1
        for distance in range(1, goal - field + 1):
            cost = distance * (distance + 1) // 2
            if cost > most:
                break
            to = field + distance
            code, rest = codes[to], bits >> cost
            if code == HARE:
                for (at, eaten, held, token), changes, entered in _cards_on_hare(
                        codes, amounts, to, left, usable):
                    reach((at, eaten, held | kept, token),
                          _either(rest & into_goal if entered else rest, changes))
            elif code == GOAL:
                if not left:
                    reach((to, left, cards, "+"), rest & into_goal)
            elif code != HEDGEHOG and (code != SALAD or left):
                reach((to, left, cards, "+"), rest)
    return best


def _either(bits: int, changes: tuple[int, ...]) -> int:
    out = 0
    for change in changes:
        out |= _shifted(bits, change)
    return out


@cache
def _cards_on_hare(codes: str, amounts: tuple[Any, ...], to: int, salads: int,
                   cards: frozenset[Card]) -> tuple[tuple[Key, tuple[int, ...], bool], ...]:
    """The cards a player who has just landed on hare field `to` can play there: the key
    after them, the changes of carrots they can bring, and whether they enter the goal
    (which takes only a player with at most the goal's limit)."""
    payouts, amount = amounts[5], amounts[6]
    goal = len(codes) - 1
    found: dict[tuple[Key, bool], set[int]] = {}

    def add(key: Key, changes: tuple[int, ...], entered: bool = False) -> None:
        found.setdefault((key, entered), set()).update(changes)

    def land(field: int, held: frozenset[Card], token: str) -> None:
        code = codes[field]
        if code == HEDGEHOG or (code == SALAD and not salads):
            return
        if code == GOAL:
            if not salads:
                add((field, salads, held, token), (0,), entered=True)
        elif code == HARE:
            play_on(field, held)
        else:
            add((field, salads, held, token), (0,))

    def play_on(field: int, held: frozenset[Card]) -> None:
        for card in held:
            rest = held - {card}
            if card is Card.EAT_SALAD and salads:
                add((field, salads - 1, rest, "card:eat_salad"), payouts)
            elif card is Card.TAKE_OR_DROP:
                add((field, salads, rest, f"card:take_or_drop+{amount}"), (amount,))
                add((field, salads, rest, "card:take_or_drop0"), (0,))
                add((field, salads, rest, f"card:take_or_drop-{amount}"), (-amount,))
            elif card is Card.HURRY_AHEAD:
                for ahead in range(field + 2, goal + 1):
                    land(ahead, rest, "card:hurry_ahead")
            elif card is Card.FALL_BACK:
                for back in range(1, field - 1):
                    land(back, rest, "card:fall_back")

    play_on(to, cards)
    return tuple((key, tuple(sorted(changes)), entered)
                 for (key, entered), changes in found.items())


# The search is quick for a player who has played neither moving card, in the first half of
# the game (`EARLY_MOVES` own turns, the quiz's middle of the game is the 15th); later, or
# with "Rücke eine Position vor" or "Falle eine Position zurück" played, nearly every
# position can be reached and the search would take long: such positions are allowed.
EARLY_MOVES = 16
MOVING_CARDS = frozenset({Card.HURRY_AHEAD, Card.FALL_BACK})


def _early_problems(state: State, color: Color, me: Player) -> Iterator[Reason]:
    """Too far, too many carrots or a number of carrots the turns played never leave
    (`reachable_carrots`)."""
    moves = moves_made(color, min(state.turn, SC2018.turn_limit))
    if me.last is None or me.field == 0 or moves > EARLY_MOVES or not MOVING_CARDS <= me.cards:
        return
    # One search a board: the keys name the cards held, so a card held was never played.
    found = reachable_carrots(state.board.codes, moves, SC2018.start_cards - MOVING_CARDS)
    token = "+" if me.last.kind is Kind.ADVANCE else me.last.token
    bits = found.get((me.field, me.salads, me.cards, token))
    if bits is not None and bits >> me.carrots & 1:
        return
    words = action_words(me.last.token) or Text(me.last.token, me.last.token)
    if bits is None:
        yield problem("too_early_for_field", color, moves=moves, field=me.field,
                      salads=me.salads, last=words)
        return
    most = bits.bit_length() - 1
    if me.carrots > most:
        yield problem("too_many_carrots_so_early", color, moves=moves, field=me.field,
                      salads=me.salads, last=words, carrots=me.carrots, most=most)
        return
    below = bits & ((1 << me.carrots) - 1)
    above = bits >> (me.carrots + 1)
    near = [str(below.bit_length() - 1)] if below else []
    if above:
        near.append(str(me.carrots + 1 + (above & -above).bit_length() - 1))
    yield problem("carrots_not_after_these_turns", color, moves=moves, field=me.field,
                  salads=me.salads, last=words, carrots=me.carrots,
                  exchange=SC2018.exchange, near=Listing(tuple(near), "or"))


def least_gain(last: Action) -> int:
    """The fewest carrots the last action brings: the carrot card's +20, eating (field or
    card: 10 in the lead), taking 10 on a carrot field, a move back (10 for one field).
    Nothing after it spends carrots before the player moves again (a skip keeps it, and the
    position fields only pay), so a player holds at least this much."""
    if last.kind is Kind.CARD and last.card is Card.TAKE_OR_DROP:
        return max(last.value, 0)
    if last.kind is Kind.EAT or last.card is Card.EAT_SALAD:
        return min(SC2018.salad_bonus_first, SC2018.salad_bonus_second)
    if last.kind is Kind.EXCHANGE:
        return max(last.value, 0)
    if last.kind is Kind.FALL_BACK:
        return SC2018.back_refund
    return 0


def _advance_origin_problems(state: State, color: Color, me: Player,
                             words: Text) -> Iterator[Reason]:
    """Where the last forward move began. A player's first turn begins on the start, and a
    forward move is its only move (a card never leads to a forward move in the same turn),
    so a forward move as the last action of the only turn began there. A forward move from a
    hare field began where the turn before ended with a card ("Sollte es nicht möglich sein
    eine Karte aus zuspielen ist das Betreten eines Hasenfeldes nicht erlaubt")."""
    assert me.last is not None
    origin = me.field - me.last.value
    if moves_made(color, min(state.turn, SC2018.turn_limit)) == 1 and origin != 0:
        yield problem("first_move_not_from_start", color, last=words, origin=origin)
    if (state.board.code(origin) == HARE
            and len(me.cards) == len(SC2018.start_cards)):
        yield problem("advance_from_hare_without_card", color, last=words, origin=origin,
                      start_cards=len(SC2018.start_cards))


def _end_problems(state: State) -> Iterator[Reason]:
    """The goal is checked after blue's turn: red in the goal gives blue one more turn; blue
    in the goal ends the game; after 60 turns the game is over."""
    from .perform import outcome  # the server's checkWinCondition

    goal, turn = state.board.goal, state.turn
    limit = SC2018.turn_limit
    if turn > limit:
        yield problem("past_turn_limit", rounds=limit // 2, turns=limit, turn=turn + 1)
    if state.outcome is None:
        if state.blue.field == goal:
            yield problem("blue_in_goal_game_on", "blue")
        elif state.red.field == goal and turn % 2 == 0:
            yield problem("red_in_goal_game_on", "red")
        elif turn == limit:
            yield problem("past_turn_limit", rounds=limit // 2, turns=limit, turn=turn + 1)
        return
    actual = outcome(state)
    if actual != state.outcome:
        said = (Text("geht das Spiel hier weiter", "the game goes on here") if actual is None
                else Text(f"gewinnt {PLAYERS[actual.winner].de}",
                           f"{PLAYERS[actual.winner].en} wins"))
        yield problem("outcome_wrong", winner=PLAYERS[state.outcome.winner], actual=said)


def _bonus_problems(state: State) -> Iterator[Reason]:
    """The position bonus is paid before the turn, into the state the player receives
    (+10 on a "1" field while first, +30 on a "2" field while second)."""
    if state.outcome is not None or state.turn == 0:
        return
    color = state.to_move
    me = state.player(color)
    code = state.board.code(me.field)
    first = is_first(state, color)
    if code == POSITION_1 and first:
        bonus, place = SC2018.first_bonus, Text("Erster", "first")
    elif code == POSITION_2 and not first:
        bonus, place = SC2018.second_bonus, Text("Zweiter", "second")
    else:
        return
    if me.carrots < bonus:
        yield problem("bonus_not_paid", color, field=me.field, bonus=bonus, place=place,
                      carrots=me.carrots)


# --- positions from play -------------------------------------------------------------------
POSITION_KNOBS = {
    "late": Text("Spieler, die auf das Ziel zuspielen (Salate fressen, Karten nutzen, mit "
                 "wenig Karotten ankommen); ganze Partien bis zum Ende",
                 "players who play towards the goal (eat their salads, use their cards, "
                 "arrive with few carrots); whole games to the end"),
    "from_turn": Text("nur Stellungen ab diesem Zug (0 bis 60)",
                      "only positions from this turn on (0 to 60)"),
}
UNIFORM_SHARE = 0.15  # in late play, this share of turns is still any legal turn
SALAD_FIELDS = tuple(f for f, code in sorted(FIXED.items()) if code == SALAD)


def positions(game: Any, count: int, seed: int, players: int | None = None,
              late: bool = False, from_turn: int = 0, **knobs: Any) -> Iterator[State]:
    """`count` states of seeded playouts (`hare_rules.core.positions`), each playout's
    states in order; `from_turn` skips the states before that turn."""
    check_knobs(game, knobs, set())
    if players not in (None, 2):
        raise ValueError(f"{game.id} is played by 2 players, not {players}")
    if not 0 <= from_turn <= SC2018.turn_limit:
        raise ValueError(f"{game.id}: from_turn is 0..{SC2018.turn_limit}, not {from_turn}")
    given = 0
    for played in playouts(game, seed, 2, late):
        for state in played.states:
            if state.turn < from_turn:
                continue
            if given == count:
                return
            yield state
            given += 1


def playout_action(state: State, actions: Sequence[str], rng: Random, late: bool) -> str:
    """Any legal turn; with `late`, mostly the turn that scores best for reaching the goal
    (a crude player: progress, salads eaten, carrots near what the rest of the way costs),
    and a goal entry whenever there is one."""
    if not late or len(actions) == 1 or rng.random() < UNIFORM_SHARE:
        return actions[rng.randrange(len(actions))]
    scored = [(_score(state, turn), rng.random(), turn) for turn in actions]
    return max(scored)[2]


def _score(state: State, turn: str) -> float:
    """How good a whole turn looks to a player heading for the goal, from its tokens: the
    field reached, the salads eaten (each worth some fields), and the carrots against what
    the rest of the way costs in the turns left."""
    me, goal = state.mover, state.board.goal
    field, carrots, salads = me.field, me.carrots, me.salads
    opp = state.opponent.field
    for token in turn.split():
        if token.startswith("+"):
            distance = int(token[1:])
            field, carrots = field + distance, carrots - forward_cost(distance)
        elif token == "back":
            hedgehog = state.board.hedgehog_behind[field]
            if hedgehog is not None:
                carrots += 10 * (field - hedgehog)
                field = hedgehog
        elif token in ("eat", "card:eat_salad"):
            salads, carrots = salads - 1, carrots + (10 if field > opp else 30)
        elif token in ("take", "card:take_or_drop+20"):
            carrots += 10 if token == "take" else 20
        elif token in ("give", "card:take_or_drop-20"):
            carrots -= 10 if token == "give" else 20
        elif token == "card:hurry_ahead":
            field = opp + 1
        elif token == "card:fall_back":
            field = opp - 1
    if field == goal:
        return 1e6
    left = goal - field
    turns_left = max(1, (SC2018.turn_limit - state.turn) // 2 - salads - 1)
    # The rest of the way in even steps over the turns left, plus the goal's carrots.
    step = max(1.0, left / turns_left)
    wanted = left * (step + 1) / 2 + SC2018.goal_max_carrots
    short = max(0.0, wanted - carrots)
    spare = max(0.0, carrots - wanted - 30)
    # Salads that no salad field ahead (nor the salad card) is left for: the way back costs.
    chances = sum(1 for f in SALAD_FIELDS if f > field) + (Card.EAT_SALAD in me.cards)
    if turn.startswith("+") and state.board.code(field) == SALAD:
        chances += 1  # arriving: the next turn eats here
    stranded = max(0, salads - chances)
    return (field + 12.0 * (SC2018.start_salads - salads) - 30.0 * stranded - short / 4
            - spare / 8)
