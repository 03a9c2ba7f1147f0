"""The setup of the dice edition as data (seed: 游戏准备, 两个人的变体规则). The amounts are
the rulebook clauses' correct values (`clauses.py`); the functions read the clauses, so a
mutation test can switch them."""

from __future__ import annotations

from . import clauses as rule

# What the box holds (游戏配件): pawns, lettuce and carrot cards, race cards (cost table on
# the front, the die table on the back), one die.
BOX_PAWNS = 6
BOX_LETTUCE_CARDS = 18
BOX_CARROT_CARDS = 94
BOX_RACE_CARDS = 6
BOX_DICE = 1

# 65 carrots each: 2 x 5, 10, 15, 30 (游戏准备).
START_CARROTS = rule.START_CARROTS.correct
# With four or more players each player gets one more 30: 95.
LARGE_GAME_FROM = rule.LARGE_GAME_FROM.correct
EXTRA_CARROTS_LARGE_GAME = rule.EXTRA_CARROTS_LARGE_GAME.correct
# Three lettuce each.
START_LETTUCE = rule.START_LETTUCE.correct
# Two players: two pawns each, one supply of 5 lettuce and 95 carrots (两个人的变体规则).
TWO_PAWN_PLAYERS = 2
TWO_PAWN_CARROTS = rule.TWO_PAWN_CARROTS.correct
TWO_PAWN_LETTUCE = rule.TWO_PAWN_LETTUCE.correct
PAWNS_IN_TWO_PAWN_GAME = 2

MIN_PLAYERS, MAX_PLAYERS = 2, 6
PODIUM_PLACES = 5  # five places on the podium; the last pawn stays on the track

# Amounts the squares and results use.
CARROT_EXCHANGE = rule.CARROT_EXCHANGE.correct  # carrot field, and take-or-give
BACK_REFUND_PER_SQUARE = rule.BACK_REFUND_PER_FIELD.correct  # back to a hedgehog
PAYOUT_PER_PLACE = rule.PAYOUT_PER_PLACE.correct  # lettuce, position fields
EAT_CARROT_COST = rule.EAT_CARROT_COST.correct  # the result eat-carrot


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
