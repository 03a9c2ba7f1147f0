"""Action tokens of the dice edition (SCENARIOS.md, edition `classic-dice`).

    >>> parse_token("2:+3")
    Action(kind='forward', pawn=1, fields=3, result='')
    >>> parse_token("roll:move-up").result
    'move-up'
    >>> parse_token("hop") is None
    True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hare_rules.core.sentences import Text
from hare_rules.hare_race.sentences import exchange_words

from . import clauses as rule

RESULTS = (
    "miss-turn",
    "take-or-give",
    "next-carrot",
    "previous-carrot",
    "move-up",
    "fall-back",
    "eat-lettuce",
    "eat-carrot",
    "free-move",
    "move-again",
)
ROLL_TOKENS = tuple(f"roll:{r}" for r in RESULTS)
WORDS = ("back", "eat", "take", "give", "skip", "restart")
MAX_FIELDS = 999

# ASCII digits, at most six (hare_rules.core.limits): `\d` takes other scripts' digits and
# `int` refuses thousands of digits with an error of its own.
_TOKEN = re.compile(r"(?:(?P<pawn>[0-9]{1,6}):)?(?:\+(?P<n>[0-9]{1,6})|(?P<word>[a-z]+))")
_ROLL = re.compile(r"roll:(?P<result>[a-z-]+)")


@dataclass(frozen=True, slots=True)
class Action:
    kind: str  # forward, back, eat, take, give, skip, restart, roll
    pawn: int | None = None  # 0-based pawn index from a prefix `1:`/`2:`; None: no prefix
    fields: int = 0  # forward only
    result: str = ""  # roll only

    @property
    def moves(self) -> bool:
        return self.kind in ("forward", "back")


def parse_token(token: str) -> Action | None:
    """The action a token names, or None if it is no token of this game."""
    roll = _ROLL.fullmatch(token)
    if roll:
        return Action("roll", result=roll["result"]) if roll["result"] in RESULTS else None
    match = _TOKEN.fullmatch(token)
    if not match:
        return None
    pawn = int(match["pawn"]) - 1 if match["pawn"] is not None else None
    if match["n"] is not None:
        n = int(match["n"])
        if not 1 <= n <= MAX_FIELDS or match["n"].startswith("0"):
            return None
        return Action("forward", pawn, fields=n)
    if match["word"] not in WORDS:
        return None
    return Action(match["word"], pawn)


def token(kind: str, pawn: int | None, fields: int = 0) -> str:
    """The token of an action; `pawn` None for the one-pawn game."""
    base = f"+{fields}" if kind == "forward" else kind
    return base if pawn is None else f"{pawn + 1}:{base}"


_WORDS = {
    "back": Text("zurück zum nächsten Igel", "back to the nearest hedgehog"),
    "eat": Text("stehen bleiben und einen Salat fressen", "stay and eat a lettuce"),
    "stay": Text("stehen bleiben (kein Salat mehr)", "stay (no lettuce left)"),
    "skip": Text("aussetzen", "miss the turn"),
    "restart": Text("zurück zum Start mit frischen Karotten",
                     "back to the start with fresh carrots"),
}


def token_words(text: str, owner: str | None = None, no_lettuce: bool = False) -> Text:
    """One token in the reader's words ("A2: 3 Felder vorwärts", the pawn named as in the
    pictures and the Why lines; without `owner` "Figur 2: …"); a text that is no token stays
    as it was typed, in quotes. With `no_lettuce` (the mover holds none) `eat` is only
    staying: "eat a lettuce" rolled with none left still holds the pawn for a turn."""
    from .sentences import result_words  # sentences imports nothing from here

    action = parse_token(text)
    if action is None:
        return Text(f"„{text}“", f"'{text}'")
    if action.kind == "roll":
        name = result_words(action.result)
        return Text(f"Würfelergebnis „{name.de}“", f"die result '{name.en}'")
    if action.kind == "forward":
        n = action.fields
        words = Text(f"{n} {'Feld' if n == 1 else 'Felder'} vorwärts",
                      f"{n} {'square' if n == 1 else 'squares'} forward")
    else:  # take and give name their clause's amount
        words = (exchange_words(action.kind, rule.CARROT_EXCHANGE.value)
                 or _WORDS["stay" if no_lettuce and action.kind == "eat" else action.kind])
    if action.pawn is not None:
        words = pawn_words(action.pawn, owner, words.de, words.en)
    return words


def pawn_words(pawn: int, owner: str | None, de: str, en: str) -> Text:
    """A two-pawn action with its pawn in front: "A2: …" (or "Figur 2: …" with no owner)."""
    if owner:
        return Text(f"{owner}{pawn + 1}: {de}", f"{owner}{pawn + 1}: {en}")
    return Text(f"Figur {pawn + 1}: {de}", f"pawn {pawn + 1}: {en}")
