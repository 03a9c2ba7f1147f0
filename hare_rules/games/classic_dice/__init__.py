"""Hase und Igel, the classic dice edition (Gibsons / Abacus / Rio Grande), edition id
`classic-dice`: the 2019 board, 65 carrots (95 with four or more players), a die result on
the hare squares, printed square numbers that count down, and the two-pawn game for two.

    >>> state = GAME.parse_state("classic-dice *A:0:65:3 B:0:65:3 C:0:65:3")
    >>> GAME.legal_actions(GAME.apply(state, "+1").state)[:2]
    ['roll:miss-turn', 'roll:take-or-give']
    >>> [e.en for e in GAME.apply(state, "+1 roll:free-move").effects][1]
    'A rolls "the last move was free" and gets back the 1 carrot that move cost.'
"""

from .protocol import ClassicDice

GAME = ClassicDice()

__all__ = ["GAME"]
