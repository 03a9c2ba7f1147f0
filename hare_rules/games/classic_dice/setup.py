"""The setup of the dice edition as data (seed: 游戏准备, 两个人的变体规则)."""

from __future__ import annotations

# What the box holds (游戏配件): pawns, lettuce and carrot cards, race cards (cost table on
# the front, the die table on the back), one die.
BOX_PAWNS = 6
BOX_LETTUCE_CARDS = 18
BOX_CARROT_CARDS = 94
BOX_RACE_CARDS = 6
BOX_DICE = 1

# 65 carrots each: 2 x 5, 10, 15, 30 (游戏准备).
START_CARROTS = 65
# With four or more players each player gets one more 30: 95.
LARGE_GAME_FROM = 4
EXTRA_CARROTS_LARGE_GAME = 30
# Three lettuce each.
START_LETTUCE = 3
# Two players: two pawns each, one supply of 5 lettuce and 95 carrots (两个人的变体规则).
TWO_PAWN_PLAYERS = 2
TWO_PAWN_CARROTS = 95
TWO_PAWN_LETTUCE = 5
PAWNS_IN_TWO_PAWN_GAME = 2

MIN_PLAYERS, MAX_PLAYERS = 2, 6
PODIUM_PLACES = 5  # five places on the podium; the last pawn stays on the track

# Amounts the squares and results use.
CARROT_EXCHANGE = 10  # carrot square, and the result take-or-give
BACK_REFUND_PER_SQUARE = 10  # back to the nearest hedgehog
PAYOUT_PER_PLACE = 10  # lettuce, position squares
EAT_CARROT_COST = 1  # the result eat-carrot


def two_pawn_game(players: int) -> bool:
    """With exactly two players each has two pawns (there is no one-pawn two-player game)."""
    return players == TWO_PAWN_PLAYERS


def start_carrots(players: int) -> int:
    """The starting amount, which is also what a stuck player gets back."""
    if two_pawn_game(players):
        return TWO_PAWN_CARROTS
    if players >= LARGE_GAME_FROM:
        return START_CARROTS + EXTRA_CARROTS_LARGE_GAME
    return START_CARROTS


def start_lettuce(players: int) -> int:
    return TWO_PAWN_LETTUCE if two_pawn_game(players) else START_LETTUCE


def pawns_per_player(players: int) -> int:
    return PAWNS_IN_TWO_PAWN_GAME if two_pawn_game(players) else 1
