"""A Ravensburger position drawn as a track excerpt (hare_rules.hare_race.picture)."""

from __future__ import annotations

from hare_rules.core.protocol import Picture
from hare_rules.hare_race.picture import BoardView, Pawn, track_picture

from .state import Position


def picture(position: Position, lang: str, action: str | None, id_prefix: str) -> Picture:
    pawns = tuple(Pawn(p.name, p.field, p.carrots, p.lettuce, p.finished, p.place)
                  for p in position.players)
    return track_picture(BoardView(position.track, pawns, position.to_move), action, lang,
                         id_prefix)
