"""What every game's `test_limits.py` asserts of any input, hostile or clumsy: it parses and
round-trips, or the game refuses it with its own error and a sentence in both languages;
and the referee API answers it without reaching its "failed" path (an engine exception).

The inputs are positions of play (`game.positions`) mutated by hypothesis: characters
inserted, deleted and replaced, numbers of many digits and non-ASCII digits spliced in,
pieces repeated.
"""

from __future__ import annotations

from functools import cache

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from hare_rules.core import NotationError
from hare_rules.core import referee as api
from hare_rules.core.protocol import GameError
from hare_rules.games import GAMES

# The characters of every game's notation, and what a clumsy hand or an attacker adds.
ALPHABET = "0123456789:,./|*=-+@# abcdefghijklmnopqrstuvwxyzABCGHIJKLMNOSP?²٣_"
SPLICES = ("999999", "1000000", "99999999999", "2147483648", "²", "٣", "-1", "0", "1100",
           "*100000000", "1" * 5000)
# Moves a reader types: numbers of many digits or none a reader writes ('+' then 5,000
# digits ended in int's ValueError on the referee page).
TOKENS = ("+1", "+²", "+٣", "+" + "1" * 5000, "2:+" + "9" * 5000, "lay 2x2 at 9999999,0")
# The referee's sentence for an engine exception: no input may reach it.
FAILED = ("Der Schiedsrichter ist an einem Fehler gescheitert", "The referee failed with")
# Few examples, derandomized: the whole set of games stays within seconds.
PROPERTY = settings(max_examples=60, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


@cache
def seeds(game_id: str) -> tuple[str, ...]:
    game = GAMES[game_id]
    return tuple(game.format_state(s) for s in game.positions(6, seed=1))


@st.composite
def mutated(draw: st.DrawFn, game_id: str) -> str:
    text = list(draw(st.sampled_from(seeds(game_id))))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(text)))
        kind = draw(st.integers(0, 4))
        if kind == 0:
            text.insert(at, draw(st.sampled_from(ALPHABET)))
        elif kind == 1 and text:
            del text[min(at, len(text) - 1)]
        elif kind == 2 and text:
            text[min(at, len(text) - 1)] = draw(st.sampled_from(ALPHABET))
        elif kind == 3:
            text[at:at] = draw(st.sampled_from(SPLICES))
        else:
            end = draw(st.integers(at, min(len(text), at + 40)))
            text[at:at] = text[at:end] * draw(st.integers(1, 3))
    return "".join(text)


def assert_parses_or_is_refused(game_id: str, text: str) -> str:
    """`text` round-trips, or the game refuses it with its own sentence: which of both."""
    game = GAMES[game_id]
    try:
        state = game.parse_state(text)
    except GameError as error:
        assert error.said("de") and error.said("en"), (text, error)
        return "refused"
    again = game.parse_state(game.format_state(state))
    assert again == state, text
    return "parsed"


def referee_failures(game_id: str, text: str) -> list[str]:
    """The referee's answers to `text` that come from its failed path (should be none)."""
    answers = [api.view(game_id, text, lang) for lang in ("de", "en")]
    view = answers[-1]
    if view["ok"]:
        for action in view["actions"][:3]:
            answers.append(api.attempt(game_id, text, action["token"], "de"))
            answers.append(api.play(game_id, text, action["token"], "en"))
        for token in TOKENS:
            answers.append(api.attempt(game_id, text, token, "de"))
    return [a["error"] for a in answers if not a["ok"] and a["error"].startswith(FAILED)]


def refused(game_id: str, text: str) -> NotationError:
    """The game's NotationError for `text`, which must say why in both languages."""
    with pytest.raises(NotationError) as caught:
        GAMES[game_id].parse_state(text)
    assert caught.value.said("de") and caught.value.said("en")
    return caught.value


def plain_track(fields: int, sep: str = ".") -> str:
    """A hare-race track of `fields` fields: start, carrot fields, goal."""
    return sep.join(["S", *["C"] * (fields - 2), "G"])
