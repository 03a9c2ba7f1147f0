"""The race track: field kinds, the board as a tuple of fields, and the rules of movement
that every edition shares (forward cost, the nearest hedgehog behind).

    >>> board = Track.parse("S C H I 2 L 156 G")
    >>> board.field(6).pays_places
    (1, 5, 6)
    >>> forward_cost(4)
    10
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from enum import Enum

from hare_rules.core.sentences import Text


class TrackError(ValueError):
    """A track a reader wrote that cannot be a board; `text` says why in both languages."""

    def __init__(self, text: Text):
        super().__init__(text.en)
        self.text = text


class Kind(Enum):
    START = "S"
    GOAL = "G"
    CARROT = "C"
    LETTUCE = "L"
    HEDGEHOG = "I"
    HARE = "H"
    POSITION = "P"  # a position field: pays the places printed on it


@dataclass(frozen=True, slots=True)
class Field:
    kind: Kind
    pays_places: tuple[int, ...] = ()  # only for position fields: "156" pays places 1, 5, 6

    @property
    def code(self) -> str:
        if self.kind is Kind.POSITION:
            return "".join(str(p) for p in self.pays_places)
        return self.kind.value

    @classmethod
    def parse(cls, code: str) -> Field:
        # ASCII digits only: `isdigit` takes '²', which no board prints.
        if code.isascii() and code.isdigit():
            places = tuple(int(c) for c in code)
            if 0 in places or len(set(places)) != len(places):
                raise TrackError(Text(
                    f"Positionsfeld „{code}“: die Plätze sind verschiedene Ziffern 1 bis 9.",
                    f"position field {code!r}: places must be distinct digits 1-9"))
            return cls(Kind.POSITION, places)
        try:
            return cls(Kind(code))
        except ValueError:
            shown = code if len(code) <= 12 else code[:12] + "…"
            raise TrackError(Text(
                f"unbekanntes Feld „{shown}“ (bekannt: S G C L I H oder Ziffern)",
                f"unknown field code {shown!r} (known: S G C L I H or digits)")) from None


@dataclass(frozen=True, slots=True)
class Track:
    """Fields from start (index 0) to goal (last index)."""

    fields: tuple[Field, ...]
    # Derived lookup tables, filled once: the move generator reads them for every candidate.
    kinds: tuple[Kind, ...] = field(init=False, repr=False, compare=False)
    goal: int = field(init=False, repr=False, compare=False)  # index of the goal field
    hedgehog_behind: tuple[int | None, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if len(self.fields) < 2:
            raise TrackError(Text("Eine Laufbahn hat mindestens ein Start- und ein Zielfeld.",
                                  "a track needs at least a start and a goal field"))
        if self.fields[0].kind is not Kind.START or self.fields[-1].kind is not Kind.GOAL:
            raise TrackError(Text("Eine Laufbahn beginnt mit S (Start) und endet mit G (Ziel).",
                                  "a track must begin with S (start) and end with G (goal)"))
        inner = self.fields[1:-1]
        if any(f.kind in (Kind.START, Kind.GOAL) for f in inner):
            raise TrackError(Text("S und G stehen nur an den Enden einer Laufbahn.",
                                  "S and G may only stand at the ends of a track"))
        object.__setattr__(self, "kinds", tuple(f.kind for f in self.fields))
        object.__setattr__(self, "goal", len(self.fields) - 1)
        behind: list[int | None] = []
        last = None
        for i, f in enumerate(self.fields):
            behind.append(last)
            if f.kind is Kind.HEDGEHOG:
                last = i
        object.__setattr__(self, "hedgehog_behind", tuple(behind))

    @classmethod
    def parse(cls, text: str, sep: str | None = None, most: int | None = None) -> Track:
        """The track from its field codes; at most `most` fields (the game's board), counted
        before any field is built (TrackError)."""
        codes = text.split(sep)
        if most is not None and len(codes) > most:
            raise TrackError(Text(
                f"Die Laufbahn hat {len(codes)} Felder; das Spielbrett hat höchstens {most}.",
                f"the track has {len(codes)} fields; the board has at most {most}"))
        return cls(tuple(Field.parse(code) for code in codes))

    def codes(self, sep: str = " ") -> str:
        return sep.join(f.code for f in self.fields)

    def field(self, index: int) -> Field:
        return self.fields[index]

    def kind(self, index: int) -> Kind:
        return self.kinds[index]

    def indices_of(self, kind: Kind) -> tuple[int, ...]:
        return tuple(i for i, k in enumerate(self.kinds) if k is kind)

    def nearest_hedgehog_behind(self, index: int) -> int | None:
        """The hedgehog field closest behind `index`, or None if there is none.

        Only the nearest one counts: the rules never let a pawn skip to the one behind it.
        """
        return self.hedgehog_behind[index]


def forward_cost(fields: int) -> int:
    """Carrots for moving `fields` forward: 1 + 2 + ... + n (the race table)."""
    return fields * (fields + 1) // 2


def max_affordable_distance(carrots: int) -> int:
    """The longest forward move these carrots pay for."""
    # n(n+1)/2 <= c  <=>  n <= (sqrt(8c+1) - 1) / 2
    return (math.isqrt(8 * carrots + 1) - 1) // 2 if carrots > 0 else 0

