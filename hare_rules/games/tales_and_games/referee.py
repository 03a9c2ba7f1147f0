"""The referee part of Hare & Tortoise (Tales & Games): the five animals placed on the
track by tapping a tile, the cards on the table, the hand of the player to move, the
stream tiles and who moves; the extras say, for the cards on the table, how far each animal
moves in a racing phase and who would reach the podium (the engine's own racing phase).

Cards put on the table or into the hand come from the pile (from its bottom) or the
discards, and cards taken away go to the discards, so the 81 racing cards stay 81.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["tales-and-games"]
    >>> state = REFEREE.edit(game.start_state(2, seed=1), "table:hare", "3")
    >>> state.on_table("hare")
    3
"""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

from hare_rules.core.protocol import (
    CHOICE,
    NUMBER,
    PLACE,
    Control,
    InvalidStateError,
    Note,
    Referee,
    Text,
)
from hare_rules.core.sentences import Listing, render

from . import clauses
from .cards import (
    ANIMAL_DE,
    ANIMALS,
    CARD_IDS,
    CARD_SUPPLY,
    CARD_WORD_DE,
    OVER_FINISH,
    STREAM_TILES,
    TRACK_TILES,
    animal_of,
)
from .movement import racing_phase
from .picture import picture
from .rules import race_trigger
from .state import State

CARD_DE = {**{a: CARD_WORD_DE[a][1] for a in ANIMALS}, "wolf-howl": "Wolfskarten mit Geheul"}
CARD_EN = {**{a: f"{a} cards" for a in ANIMALS}, "wolf-howl": "wolf cards with a howl"}
WORDS = {
    "de": {"place": "{animal} setzen", "table": "Auf dem Tisch: {cards}",
           "hand": "Auf der Hand von {name}: {cards}", "to_move": "Am Zug", "streams": "Bachfelder",
           "race": "Rennphase mit diesen Karten", "podium": "Auf dem Podest danach: {who}.",
           "nobody": "Danach steht noch kein Tier auf dem Podest.",
           "trigger": "Diese Karten lösen eine Rennphase aus.",
           "no_trigger": "Eine Rennphase beginnt erst bei 8 Karten oder 4 Karten eines Tiers.",
           "steps": "{animal}: {n:#Feld|Felder}",
           "moves": "So weit ziehen die Tiere mit den Karten, die jetzt liegen (vor dem Zug)",
           "open": "Nicht angegeben", "pile": "Der Nachziehstapel ist nicht angegeben.",
           "discard": "Der Ablagestapel ist nicht angegeben.",
           "hands": "Die Handkarten von {who} sind nicht angegeben.",
           "bets": "Die Wetten von {who} sind nicht angegeben "
                   "(in der Stellung als Text steht dafür ein Strich)."},
    "en": {"place": "Place the {animal}", "table": "On the table: {cards}",
           "hand": "{name}'s hand: {cards}", "to_move": "To move", "streams": "Stream tiles",
           "race": "A racing phase with these cards", "podium": "On the podium after it: {who}.",
           "nobody": "After it no animal is on the podium yet.",
           "trigger": "These cards start a racing phase.",
           "no_trigger": "A racing phase starts only at 8 cards, or 4 cards of one animal.",
           "steps": "{animal}: {n:#tile|tiles}",
           "moves": "How far the animals move with the cards on the table now (before any play)",
           "open": "Not stated", "pile": "The draw pile is not stated.",
           "discard": "The discard pile is not stated.",
           "hands": "The {who:hand|hands} of {who} {who:is|are} not stated.",
           "bets": "The bets of {who} are not stated (the position as text shows a dash "
                   "for them)."},
}


def _animal(animal: str, lang: str) -> str:
    return ANIMAL_DE[animal] if lang == "de" else animal


def _cards(card: str, lang: str) -> str:
    return CARD_DE[card] if lang == "de" else CARD_EN[card]


class TalesAndGamesReferee(Referee[State]):
    def picture(self, state: State, lang: str):
        return picture(state, lang, None, "referee-", taps=True)

    def player_name(self, name: str, lang: str) -> str:
        return name

    # --- controls -------------------------------------------------------------------------
    def controls(self, state: State, lang: str) -> list[Control]:
        lang = "de" if lang == "de" else "en"
        words = WORDS[lang]
        out = [Control(f"animal:{a}", words["place"].format(animal=_animal(a, lang)), PLACE,
                       str(state.position(a))) for a in ANIMALS]
        for card in CARD_IDS:
            # At most as many as the limits leave room for: 4 of an animal, 8 in all.
            now = state.table[CARD_IDS.index(card)]
            same = state.on_table(animal_of(card)) - now
            most = min(CARD_SUPPLY[card], clauses.ANIMAL_LIMIT.value - same,
                       now + clauses.TABLE_LIMIT.value - state.table_total)
            out.append(Control(f"table:{card}", words["table"].format(cards=_cards(card, lang)),
                               NUMBER, str(now), min=0, max=max(most, now)))
        mover = state.players[state.to_move]
        if mover.hand is not None:
            room = clauses.HAND_SIZE.value - len(mover.hand)
            for card in CARD_IDS:
                now = mover.hand.count(card)
                most = min(CARD_SUPPLY[card], now + max(room, 0))
                out.append(Control(f"hand:{card}", words["hand"].format(
                    name=mover.name, cards=_cards(card, lang)), NUMBER, str(now), min=0,
                    max=max(most, now)))
        names = tuple((p.name, p.name) for p in state.players)
        out.append(Control("to_move", words["to_move"], CHOICE,
                           state.players[state.to_move].name, names))
        pairs = tuple(",".join(map(str, pair)) for pair in
                      combinations(range(1, TRACK_TILES + 1), STREAM_TILES))
        current = ",".join(map(str, state.streams))
        options = tuple((p, p.replace(",", " + ")) for p in pairs)
        if current not in pairs:
            options = ((current, current), *options)
        out.append(Control("streams", words["streams"], CHOICE, current, options))
        return out

    def edit(self, state: State, control: str, value: str) -> State:
        kind, _, what = control.partition(":")
        if kind == "animal" and what in ANIMALS:
            return _place(state, what, _number(value))
        if kind == "table" and what in CARD_IDS:
            return _table(state, what, _number(value))
        if kind == "hand" and what in CARD_IDS and state.players[state.to_move].hand is not None:
            return _hand(state, what, _number(value))
        if control == "to_move":
            names = [p.name for p in state.players]
            if value in names:
                return replace(state, to_move=names.index(value))
        if control == "streams":
            tiles = tuple(sorted(_number(t) for t in value.split(",")))
            return replace(state, streams=tiles)
        return super().edit(state, control, value)

    # --- the extras -------------------------------------------------------------------------
    def notes(self, state: State, lang: str) -> list[Note]:
        lang = "de" if lang == "de" else "en"
        unstated = _unstated(state, lang)
        if state.over:
            return unstated
        return self._race_notes(state, lang) + unstated

    def _race_notes(self, state: State, lang: str) -> list[Note]:
        words = WORDS[lang]
        phase = racing_phase(state)
        moved = [render(words["steps"], animal=_animal(a, lang).capitalize(), n=n)
                 for a, n in zip(ANIMALS, phase.moved, strict=True)]
        podium = phase.state.podium
        lines = [e.message(lang) for e in phase.effects]
        if podium:
            who = ", ".join(f"{i + 1}. {_animal(a, lang).capitalize()}"
                            for i, a in enumerate(podium))
            lines.append(words["podium"].format(who=who))
        else:
            lines.append(words["nobody"])
        trigger = race_trigger(state)
        lines.append(words["trigger"] if trigger is not None else words["no_trigger"])
        return [Note(words["moves"], tuple(moved)), Note(words["race"], tuple(lines))]


def _unstated(state: State, lang: str) -> list[Note]:
    """What the position leaves open, in words: in the notation a `?` (pile, discards,
    hands) or, for bets, a dash, which elsewhere in the line means "none"."""
    words = WORDS[lang]
    lines = [words[key] for key, value in (("pile", state.pile), ("discard", state.discard))
             if value is None]
    for key, who in (("hands", [p.name for p in state.players if p.hand is None]),
                     ("bets", [p.name for p in state.players if not p.all_bets])):
        if who:
            lines.append(render(words[key], lang, who=Listing(tuple(who))))
    return [Note(words["open"], tuple(lines))] if lines else []


def refusal(de: str, en: str) -> InvalidStateError:
    return InvalidStateError(en, text=Text(de, en))


def _number(value: str) -> int:
    if not value.strip().isdigit():
        raise refusal(f"„{value}“ ist keine Zahl.", f"'{value}' is not a number.")
    return int(value)


def _place(state: State, animal: str, tile: int) -> State:
    if not 0 <= tile <= OVER_FINISH:
        raise refusal(f"Feld {tile} gibt es nicht (0 bis {OVER_FINISH}).",
                      f"There is no tile {tile} (0 to {OVER_FINISH}).")
    positions = list(state.positions)
    positions[ANIMALS.index(animal)] = tile
    finished = tuple(a for a in state.finished if a != animal)
    if tile == OVER_FINISH:
        finished += (animal,)  # it arrives after the ones already over the finish
    return replace(state, positions=tuple(positions), finished=finished)


def _take(state: State, card: str, n: int) -> State:
    """`n` cards of a kind out of the pile (from the bottom), else out of the discards."""
    pile, discard = list(state.pile or ()), list(state.discard or ())
    for _ in range(n):
        if state.pile is not None and card in pile:
            pile.reverse()
            pile.remove(card)
            pile.reverse()
        elif card in discard:
            discard.remove(card)
        elif state.pile is not None and state.discard is not None:
            raise refusal(f"Es gibt keine weitere Karte „{_cards(card, 'de')}“ mehr im Stapel "
                          "oder im Ablagestapel.",
                          f"There is no further card '{_cards(card, 'en')}' in the deck or the "
                          "discard pile.")
    return replace(state, pile=tuple(pile) if state.pile is not None else None,
                   discard=tuple(discard) if state.discard is not None else None)


def _give_back(state: State, card: str, n: int) -> State:
    from .cards import sort_cards

    if state.discard is None:  # not stated: it stays so
        return state
    return replace(state, discard=sort_cards((*state.discard, *[card] * n)))


def _table(state: State, card: str, count: int) -> State:
    index = CARD_IDS.index(card)
    now = state.table[index]
    table = list(state.table)
    table[index] = count
    total = sum(table)
    most = clauses.TABLE_LIMIT.value
    if total > most:
        raise refusal(f"Dann lägen {total} Karten auf dem Tisch, höchstens {most} sind "
                      "erlaubt.",
                      f"That would be {total} cards on the table; at most {most} are "
                      "allowed.")
    changed = _take(state, card, count - now) if count > now else _give_back(state, card,
                                                                             now - count)
    return replace(changed, table=tuple(table))


def _hand(state: State, card: str, count: int) -> State:
    from .cards import sort_cards

    seat = state.to_move
    player = state.players[seat]
    hand = list(player.hand or ())
    now = hand.count(card)
    rest = [c for c in hand if c != card]
    most = clauses.HAND_SIZE.value
    if len(rest) + count > most:
        raise refusal(f"Dann hätte {player.name} {len(rest) + count} Karten auf der Hand, "
                      f"höchstens {most}.",
                      f"{player.name} would then hold {len(rest) + count} cards, at most "
                      f"{most}.")
    changed = _take(state, card, count - now) if count > now else _give_back(state, card,
                                                                             now - count)
    players = list(changed.players)
    players[seat] = replace(player, hand=sort_cards(rest + [card] * count))
    return replace(changed, players=tuple(players))


REFEREE = TalesAndGamesReferee()
