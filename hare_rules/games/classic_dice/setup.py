"""The setup of the dice edition as data (seed: 游戏准备, 两个人的变体规则). The amounts are
the rulebook clauses (`clauses.py`), which the functions read, so a mutation test can switch
them."""

from __future__ import annotations

from . import clauses as rule

# What the box holds (游戏配件): pawns, lettuce and carrot cards, race cards (cost table on
# the front, the die table on the back), one die.
BOX_PAWNS = 6
BOX_LETTUCE_CARDS = 18
BOX_CARROT_CARDS = 94
BOX_RACE_CARDS = 6
BOX_DICE = 1
# The carrot cards by value, how many of each (游戏配件: 1 and 10 eighteen each; 3, 5, 15 and
# 30 twelve each; 60 ten), and the cards of a starting hand (游戏准备: two 5s, a 10, a 15 and
# a 30 make the 65; from four players on one more 30). The tests hold them to the clauses.
CARROT_CARDS = {1: 18, 3: 12, 5: 12, 10: 18, 15: 12, 30: 12, 60: 10}
START_HAND = (5, 5, 10, 15, 30)
EXTRA_CARD_LARGE_GAME = 30

# The amounts (65 carrots each, 95 from four players on, three lettuce; 95 and 5 for both
# pawns of the two-pawn game, 两个人的变体规则) are the clauses' (`clauses.py`), read by the
# functions below at each use.
TWO_PAWN_PLAYERS = 2
PAWNS_IN_TWO_PAWN_GAME = 2

MIN_PLAYERS, MAX_PLAYERS = 2, 6
PODIUM_PLACES = 5  # five places on the podium; the last pawn stays on the track

def two_pawn_game(players: int) -> bool:
    """With exactly two players each has two pawns (there is no one-pawn two-player game)."""
    return players == TWO_PAWN_PLAYERS


def start_carrots(players: int) -> int:
    """The starting amount, which is also what a stuck player gets back."""
    if two_pawn_game(players):
        return rule.TWO_PAWN_CARROTS.value
    if players >= rule.LARGE_GAME_FROM.value:
        return rule.START_CARROTS.value + rule.EXTRA_CARROTS_LARGE_GAME.value
    return rule.START_CARROTS.value


def start_lettuce(players: int) -> int:
    return rule.TWO_PAWN_LETTUCE.value if two_pawn_game(players) else rule.START_LETTUCE.value


def pawns_per_player(players: int) -> int:
    return PAWNS_IN_TWO_PAWN_GAME if two_pawn_game(players) else 1
