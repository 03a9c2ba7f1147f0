"""The property book of edition `ravensburger-2019`: the general statements the pages make
about play ("never forward onto a hedgehog", "every forward move costs 1 + 2 + … carrots"),
each a check over one position from play (hare_rules.core.properties).

A check looks at every legal move of the player to move (and plays it where the statement
is about what a move does); it returns None where the statement holds, else what breaks it.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["ravensburger-2019"]
    >>> state = game.parse_state("ravensburger-2019 *A:9:30:3 B:0:68:3")
    >>> PROPERTIES["hedgehog-never-forward"].check(game, state) is None
    True
"""

from __future__ import annotations

from collections.abc import Iterator

from hare_rules.core.properties import Property
from hare_rules.core.protocol import GameError, Text
from hare_rules.hare_race.track import Kind, forward_cost

from .cards import standard_deck
from .rules import apply, legal_moves, start_carrots
from .state import Position, is_over, race_place

Found = str | None  # what breaks a statement in a position (None: it holds there)


def _moving(pos: Position) -> bool:
    return not is_over(pos)


def _forward(pos: Position) -> Iterator[int]:
    """The distances of the mover's legal forward moves."""
    for move in legal_moves(pos):
        if move.startswith("+"):
            yield int(move[1:])


def _played(pos: Position, move: str):
    """The move applied, or None where the engine needs a scenario's pile first."""
    try:
        return apply(pos, move)
    except GameError:
        return None


# Igelfelder erreicht man nur rückwärts (rulebook p. 2).
def _hedgehog_never_forward(game: object, pos: Position) -> Found:
    for n in _forward(pos):
        target = pos.mover.field + n
        if pos.track.kind(target) is Kind.HEDGEHOG:
            return f"{pos.mover.name} may move +{n} onto hedgehog field {target}"
    return None


# Vorwärts n Felder kosten 1 + 2 + … + n, besetzte Felder zählen mit (p. 2, 3).
def _forward_cost(game: object, pos: Position) -> Found:
    for n in _forward(pos):
        played = _played(pos, f"+{n}")
        if played is None:
            continue
        cost = [e for e in played.effects if e.kind == "cost" and e.player == pos.mover.name]
        if not cost or -cost[0].change != forward_cost(n):
            paid = -cost[0].change if cost else None
            return f"+{n} costs {paid}, not {forward_cost(n)}"
    return None


# Höchstens eine Figur je Feld außer Start und Ziel; gelandet wird nur auf freien Feldern.
def _one_pawn_per_field(game: object, pos: Position) -> Found:
    goal = pos.track.goal
    taken = [p.field for p in pos.players if 0 < p.field < goal]
    if len(taken) != len(set(taken)):
        return "two pawns share a field"
    for n in _forward(pos):
        target = pos.mover.field + n
        if target < goal and target in taken:
            return f"{pos.mover.name} may move +{n} onto the taken field {target}"
    return None


# Über das Ziel hinaus geht kein Zug (p. 4).
def _no_overshooting(game: object, pos: Position) -> Found:
    for n in _forward(pos):
        if pos.mover.field + n > pos.track.goal:
            return f"{pos.mover.name} may move +{n} from {pos.mover.field}, past the goal"
    return None


# Rückwärts nur auf das nächste Igelfeld dahinter, und nur wenn es frei ist (p. 3).
def _back_nearest_only(game: object, pos: Position) -> Found:
    if not _moving(pos):
        return None
    me = pos.mover
    nearest = pos.track.nearest_hedgehog_behind(me.field)
    free = nearest is not None and pos.occupant(nearest) is None
    may = "back" in legal_moves(pos)
    if may and not free:
        return f"{me.name} may move back from {me.field} though hedgehog {nearest} is not free"
    if may:
        played = _played(pos, "back")
        if played is not None and played.position.player(me.name).field != nearest:
            return f"back from {me.field} lands on {played.position.player(me.name).field}"
    return None


# Zurück zum Igel: 10 Karotten je Feld (p. 3).
def _back_refund(game: object, pos: Position) -> Found:
    if not _moving(pos) or "back" not in legal_moves(pos):
        return None
    played = _played(pos, "back")
    if played is None:
        return None
    me = pos.mover
    fields = me.field - played.position.player(me.name).field
    refund = [e.change for e in played.effects if e.kind == "hedgehog_refund"]
    if refund != [10 * fields]:
        return f"back over {fields} fields refunds {refund}, not {10 * fields}"
    return None


# Auf dem Karottenfeld darf man stehen bleiben und 10 Karotten nehmen (p. 3).
def _take_on_carrot_field(game: object, pos: Position) -> Found:
    me = pos.mover
    if (_moving(pos) and not pos.extra_move and pos.track.kind(me.field) is Kind.CARROT
            and "take" not in legal_moves(pos)):
        return f"{me.name} stands on carrot field {me.field} and may not take"
    return None


# Stehen bleiben nur auf Karotten- und Salatfeldern (p. 3, 4); sonst wird gezogen, außer
# eine Hasenkarte lässt aussetzen.
def _stay_only_on_carrot_or_lettuce(game: object, pos: Position) -> Found:
    me = pos.mover
    if not _moving(pos) or pos.extra_move or me.skip:
        return None
    if pos.track.kind(me.field) in (Kind.CARROT, Kind.LETTUCE):
        return None
    stays = [m for m in legal_moves(pos) if m in ("take", "give", "eat", "skip")]
    if stays:
        return f"{me.name} may stay on field {me.field} ({', '.join(stays)})"
    return None


# Wer im letzten Zug auf einem Salatfeld angekommen ist, frisst jetzt – nichts anderes (p. 4).
def _just_arrived_must_eat(game: object, pos: Position) -> Found:
    me = pos.mover
    arrived = pos.track.kind(me.field) is Kind.LETTUCE and not me.ate and not pos.extra_move
    if _moving(pos) and arrived and not me.skip and legal_moves(pos) != ["eat"]:
        return f"{me.name} just arrived on lettuce {me.field} and may {legal_moves(pos)}"
    return None


# Ein Salat bringt 10 × den Platz (p. 4).
def _lettuce_pays_per_place(game: object, pos: Position) -> Found:
    if not _moving(pos) or "eat" not in legal_moves(pos):
        return None
    played = _played(pos, "eat")
    me = pos.mover
    place = race_place(pos, me.name)
    paid = [e.change for e in played.effects if e.kind == "lettuce_payout"] if played else []
    if played is not None and paid != [10 * place]:
        return f"{me.name} eats in place {place} and takes {paid}"
    return None


# Wer im Ziel ist, zählt beim Platz der anderen mit (p. 4).
def _finished_count_ahead(game: object, pos: Position) -> Found:
    finished = pos.finished_count()
    for p in pos.players:
        if p.place is None:
            ahead = sum(1 for q in pos.players if q.place is None and q.field > p.field)
            if race_place(pos, p.name) != 1 + finished + ahead:
                return f"{p.name} is in place {race_place(pos, p.name)}, not {1 + finished + ahead}"
    return None


# Die oberste Hasenkarte wird gezogen und danach unter den Stapel gelegt (p. 3).
def _drawn_card_goes_under(game: object, pos: Position) -> Found:
    if not pos.hare_cards or not pos.deck or pos.deck[0] == "shuffle":
        return None
    for n in _forward(pos):
        if pos.track.kind(pos.mover.field + n) is not Kind.HARE:
            continue
        played = _played(pos, f"+{n}")
        if played is not None and played.position.deck != pos.deck[1:] + pos.deck[:1]:
            return f"after drawing {pos.deck[0]} the pile is {played.position.deck[:3]}…"
        return None
    return None


def _card_draw(pos: Position, card: str):
    """(the state, the mover's move onto a hare field, what it did) where the top card is
    `card` and a legal forward move reaches a hare field; else None."""
    if not pos.hare_cards or not pos.deck or pos.deck[0] != card or not _moving(pos):
        return None
    for n in _forward(pos):
        if pos.track.kind(pos.mover.field + n) is Kind.HARE:
            played = _played(pos, f"+{n}")
            if played is not None:
                return n, played
    return None


# „Je 10 Karotten an alle dahinter“: alle bekommen 10, oder keiner etwas (p. 3).
def _give_behind_all_or_none(game: object, pos: Position) -> Found:
    drawn = _card_draw(pos, "give-10-behind")
    if drawn is None:
        return None
    n, played = drawn
    me, after = pos.mover, drawn[1].position
    arrived = me.field + n
    behind = [p for p in pos.players if p.field < arrived and p.name != me.name]
    gains = {p.name: after.player(p.name).carrots - p.carrots for p in behind}
    if set(gains.values()) not in ({10}, {0}, set()):
        return f"the players behind gain {gains}"
    return None


# „Salatbonus“: 10 Karotten je Salat, ohne Salat einmal aussetzen (p. 3).
def _lettuce_bonus(game: object, pos: Position) -> Found:
    drawn = _card_draw(pos, "lettuce-bonus")
    if drawn is None:
        return None
    _, played = drawn
    me = pos.mover
    bonus = [e.change for e in played.effects if e.kind == "card_lettuce_bonus"]
    if me.lettuce and bonus != [10 * me.lettuce]:
        return f"{me.name} with {me.lettuce} lettuce takes {bonus}"
    if not me.lettuce and played.position.player(me.name).skip != me.skip + 1:
        return f"{me.name} without lettuce does not miss a turn"
    return None


# „Mischen“: jeder andere mit einer Karotte gibt 1; alle Karten werden gemischt (p. 3).
def _shuffle_takes_one(game: object, pos: Position) -> Found:
    drawn = _card_draw(pos, "shuffle")
    if drawn is None:
        return None
    _, played = drawn
    after, me = played.position, pos.mover
    for p in pos.players:
        if p.name != me.name:
            lost = p.carrots - after.player(p.name).carrots
            if lost != (1 if p.carrots else 0):
                return f"{p.name} with {p.carrots} carrots gives {lost}"
    if sorted(after.deck) != sorted(pos.deck):
        return "the shuffled pile is not the same cards"
    return None


# Zu Beginn: 3 Salate und 68 Karotten je Spieler, zu fünft oder sechst 98 (p. 2).
def _start_amounts(game: object, pos: Position) -> Found:
    from .setup import new_game

    count = len(pos.players)
    first = new_game([chr(ord("A") + i) for i in range(count)], pos.edition_id)
    expected = 98 if count >= 5 else 68
    for p in first.players:
        if (p.carrots, p.lettuce, p.field) != (expected, 3, 0):
            return f"with {count} players {p.name} starts with {p.carrots} and {p.lettuce}"
    if start_carrots(count) != expected or sorted(first.deck) != sorted(standard_deck()):
        return f"with {count} players the start amounts are not {expected} and 15 cards"
    return None


def _property(pid: str, de: str, en: str, check, **knobs: object) -> tuple[str, Property]:
    return pid, Property(pid, Text(de, en), check, knobs or None)


PROPERTIES: dict[str, Property] = dict([
    _property("hedgehog-never-forward",
              "Kein Vorwärtszug endet auf einem Igelfeld.",
              "No forward move ends on a hedgehog field.", _hedgehog_never_forward),
    _property("forward-cost-triangular",
              "Jeder Vorwärtszug über n Felder kostet 1 + 2 + … + n Karotten, übersprungene "
              "Figuren mitgezählt.",
              "Every forward move over n fields costs 1 + 2 + … + n carrots, jumped pawns "
              "counted.", _forward_cost),
    _property("one-pawn-per-field",
              "Auf jedem Feld außer Start und Ziel steht höchstens eine Figur; kein Zug endet "
              "auf einem besetzten.",
              "Every field but the start and the goal holds at most one pawn; no move ends on "
              "a taken one.", _one_pawn_per_field),
    _property("no-overshooting",
              "Kein Zug führt über das Ziel hinaus.",
              "No move goes past the goal.", _no_overshooting, late=True),
    _property("back-nearest-hedgehog-only",
              "Rückwärts geht es nur auf das nächste Igelfeld, und nur wenn es frei ist.",
              "Moving back always ends on the nearest hedgehog field, and only when it is "
              "free.", _back_nearest_only),
    _property("back-refund-ten-per-field",
              "Zurück zum Igel bringt 10 Karotten je Feld.",
              "Moving back to the hedgehog pays 10 carrots for every field.", _back_refund),
    _property("take-on-carrot-field",
              "Auf einem Karottenfeld darf man immer stehen bleiben und 10 Karotten nehmen.",
              "On a carrot field a player may always stay and take 10 carrots.",
              _take_on_carrot_field),
    _property("stay-only-on-carrot-or-lettuce",
              "Stehen bleiben darf man nur auf einem Karotten- oder Salatfeld; sonst zieht man, "
              "außer eine Hasenkarte lässt einen aussetzen.",
              "A player may stay only on a carrot or lettuce field; elsewhere the player moves, "
              "unless a hare card says to miss the turn.", _stay_only_on_carrot_or_lettuce),
    _property("just-arrived-must-eat",
              "Wer im letzten Zug auf einem Salatfeld angekommen ist, kann jetzt nur fressen.",
              "A player who arrived on a lettuce field last turn can only eat now.",
              _just_arrived_must_eat),
    _property("lettuce-pays-ten-per-place",
              "Jeder gefressene Salat bringt 10 × den Platz.",
              "Every lettuce eaten pays 10 × the place.", _lettuce_pays_per_place),
    _property("finished-count-ahead",
              "Wer im Ziel ist, liegt vor jedem, der noch unterwegs ist.",
              "Everyone in the goal counts as ahead of every pawn still on the track.",
              _finished_count_ahead, late=True),
    _property("drawn-card-goes-under",
              "Gezogen wird immer die oberste Hasenkarte; sie kommt danach unter den Stapel.",
              "The top hare card is always drawn and then goes under the pile.",
              _drawn_card_goes_under),
    _property("give-behind-all-or-none",
              "„Je 10 Karotten an alle dahinter“: Jeder dahinter bekommt 10, oder keiner etwas.",
              "'10 carrots to each player behind': everyone behind gets 10, or nobody gets "
              "anything.", _give_behind_all_or_none),
    _property("lettuce-bonus-per-lettuce",
              "„Salatbonus“: 10 Karotten für jeden Salat; ohne Salat setzt man einmal aus.",
              "'Lettuce bonus': 10 carrots for every lettuce; with none, a player misses a "
              "turn.", _lettuce_bonus),
    _property("shuffle-takes-one-each",
              "„Mischen“: Jeder andere, der eine Karotte hat, gibt 1; alle Karten werden "
              "gemischt.",
              "'Shuffle': every other player who holds a carrot gives 1; all cards are "
              "shuffled.", _shuffle_takes_one),
    _property("start-amounts",
              "Jeder beginnt mit 3 Salaten und 68 Karotten, zu fünft oder sechst mit 98.",
              "Everybody starts with 3 lettuces and 68 carrots, with five or six players 98.",
              _start_amounts),
])
