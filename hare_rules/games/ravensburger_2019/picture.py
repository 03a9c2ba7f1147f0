"""A Ravensburger position drawn as the track (hare_rules.hare_race.picture)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from hare_rules.core.protocol import Picture
from hare_rules.hare_race.picture import BoardView, Pawn, Terms, track_picture

from .state import Position, is_over

# English editions say "square" (Hare & Tortoise): the drawing's texts do too.
TERMS = Terms(en_field=("square", "squares"))


def view_of(position: Position) -> BoardView:
    pawns = tuple(Pawn(p.name, p.field, p.carrots, p.lettuce, p.finished, p.place)
                  for p in position.players)
    return BoardView(position.track, pawns, None if is_over(position) else position.to_move,
                     terms=TERMS)


def picture(position: Position, lang: str, action: str | None, id_prefix: str,
            describe: Callable[[str, str], str] | None = None,
            moves: Sequence[str] = ()) -> Picture:
    return track_picture(view_of(position), action, lang, id_prefix, describe, moves)
