"""A 2018 state drawn as a track excerpt (hare_rules.hare_race.picture)."""

from __future__ import annotations

from hare_rules.core.protocol import Picture
from hare_rules.hare_race.picture import BoardView, Pawn, track_picture

from .state import State

COLOUR_NAMES = {"de": {"red": "Rot", "blue": "Blau"}, "en": {"red": "Red", "blue": "Blue"}}


def colour_name(colour: str, lang: str) -> str:
    return COLOUR_NAMES["de" if lang == "de" else "en"][colour]


def picture(state: State, lang: str, action: str | None, id_prefix: str) -> Picture:
    goal = state.board.goal
    pawns = tuple(Pawn(colour_name(colour, lang), p.field, p.carrots, p.salads, p.field == goal)
                  for colour, p in (("red", state.red), ("blue", state.blue)))
    view = BoardView(state.board.track, pawns, 0 if state.to_move == "red" else 1)
    return track_picture(view, action, lang, id_prefix)
