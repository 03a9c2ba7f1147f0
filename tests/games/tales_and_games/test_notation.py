"""The one-line notation: round-trip, canonical form, errors that quote the text."""

from __future__ import annotations

import pytest

from hare_rules.core import NotationError
from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]
SAMPLE = ("tales-and-games streams=4,9 pos=5,3,1,0,12 finish=lamb table=hare*3,wolf,wolf-howl "
          "to=B first=A pile=lamb,fox*2 discard=tortoise*2 shuffle=fox,hare "
          "p=A|hare,lamb|fox|hare*2,wolf,fox,lamb*2 p=B|tortoise|-|?")


def test_sample_round_trips():
    state = GAME.parse_state(SAMPLE)
    assert GAME.format_state(state) == SAMPLE
    assert state.on_table("wolf") == 2 and state.howls == 1
    assert state.players[0].all_bets == ("hare", "lamb", "fox")
    assert state.players[1].hand is None
    assert GAME.to_move(state) == "B"


def test_seeded_shuffle_and_unknown_pile():
    text = SAMPLE.replace("shuffle=fox,hare", "shuffle=seed:42").replace("pile=lamb,fox*2",
                                                                         "pile=?")
    state = GAME.parse_state(text)
    assert state.shuffle_seed == 42 and state.pile is None
    assert GAME.format_state(state) == text


def test_start_states_round_trip():
    for players in (2, 3, 4, 5):
        state = GAME.start_state(players, players * 11)
        assert GAME.parse_state(GAME.format_state(state)) == state
        assert eval(repr(state), {"GAMES": GAMES}) == state


@pytest.mark.parametrize("text, words", [
    ("hase-und-igel x", "must start with"),
    (SAMPLE.replace("pos=5,3,1,0,12", "pos=5,3,1,0"), "five numbers"),
    (SAMPLE.replace("table=hare*3", "table=bear*3"), "unknown card 'bear'"),
    (SAMPLE.replace("to=B", "to=C"), "names no player"),
    (SAMPLE.replace("fox*2 discard", "fox,fox discard"), "canonical"),
    (SAMPLE.replace("pos=5,3,1,0,12", "pos=5,3,1,12,12"), "over the finish exactly when"),
    (SAMPLE.replace("table=hare*3,wolf,", "table=hare*5,wolf,"), "more than 4"),
    (SAMPLE.replace(" p=B|tortoise|-|?", ""), "names no player"),
    (SAMPLE.replace("streams=4,9", "streams=4,14"), "stream tiles"),
    (SAMPLE.replace("p=B|tortoise|-|?", "p=B|tortoise|-"), "NAME|BETS|SECOND|HAND"),
])
def test_bad_text_is_a_notation_error_quoting_it(text, words):
    with pytest.raises(NotationError) as error:
        GAME.parse_state(text)
    assert words in str(error.value)
    assert repr(text) in str(error.value)
