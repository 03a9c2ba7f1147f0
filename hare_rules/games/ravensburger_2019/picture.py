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
    """The track for a question: a "back to the start" among its choices does not widen
    the picture to the start (nothing there is to be checked, and an empty start drawn
    for no visible reason points at the choice); a restart asked about still shows it."""
    shown = tuple(m for m in moves if m.split()[:1] != ["restart"])
    return track_picture(view_of(position), action, lang, id_prefix, describe, shown)
