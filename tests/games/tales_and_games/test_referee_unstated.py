"""The referee says in words what a position leaves open: in its notation `?` (pile,
discards, hands) and, for bets, a dash, which elsewhere in the line means "none"."""

from __future__ import annotations

from hare_rules.games import GAMES
from hare_rules.games.tales_and_games.referee import REFEREE

GAME = GAMES["tales-and-games"]
FROM_A_QUESTION = ("tales-and-games streams=10,11 pos=0,4,0,0,5 finish=- table=- to=A first=A "
                   "pile=? discard=? shuffle=? p=A|hare,fox|lamb|? p=B|-|-|?")


def unstated(state, lang):
    return [n.lines for n in REFEREE.notes(state, lang) if n.title in ("Nicht angegeben",
                                                                       "Not stated")]


def test_a_position_from_a_question_names_what_it_leaves_open():
    state = GAME.parse_state(FROM_A_QUESTION)
    assert unstated(state, "en") == [(
        "The draw pile is not stated.", "The discard pile is not stated.",
        "The hands of A and B are not stated.",
        "The bets of B are not stated (the position as text shows a dash for them).")]
    assert unstated(state, "de") == [(
        "Der Nachziehstapel ist nicht angegeben.", "Der Ablagestapel ist nicht angegeben.",
        "Die Handkarten von A und B sind nicht angegeben.",
        "Die Wetten von B sind nicht angegeben (in der Stellung als Text steht dafür ein Strich).")]


def test_a_dealt_game_leaves_nothing_open():
    assert unstated(GAME.start_state(3, seed=2), "de") == []
