"""No answer on a page gives away another question's answer.

A game's quiz page holds all its questions (the refresher page's self-check is a part of
them), and a reader opens one answer before reading the next question. So within a game no
opened answer, explanation or Why line may state what another question asks, computed from
the claims:
- two questions on the same position asking the same (the same turn, or the same quantity)
  are one question twice;
- a Why line (the engine's sentences behind an answer, `Game.why`, folded part included)
  holds a sentence that is behind another question's answer about the same move in the
  same position;
- an answer or explanation names another question's asked value on the same position (its
  number, or the words of its right choice).

Each is reported at the line of the text that gives the answer away.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from .games import UnknownGameError, game_for
from .model import LANGS, Game, Problem, Question


@dataclass(frozen=True)
class Asked:
    """What one question asks, where, and what the engine says behind its answer."""

    question: Question
    position: str  # the situation's given position, in notation
    turns: tuple[str, ...]
    about: frozenset[tuple[str, str, tuple]]  # (code, subject, params) of Why.about
    said: tuple[Any, ...]  # every sentence of its Why line: about, besides, per choice


def _key(sentence: Any) -> tuple[str, str, tuple]:
    code = getattr(sentence, "code", "") or getattr(sentence, "kind", "")
    params = getattr(sentence, "params", None)
    if params is None:
        params = (("change", sentence.change), *sentence.details)
    return code, getattr(sentence, "subject", ""), tuple(params)


def asked(game: Game, question: Question, outcome: Any) -> Asked | None:
    if outcome is None or outcome.result is None:
        return None
    try:
        engine = game_for(outcome.spec.edition or outcome.spec.game or game.edition)
    except UnknownGameError:
        return None
    run = outcome.result.run
    why = engine.why(run, question.asks)
    choices = (*outcome.choice_reasons.values(), *getattr(outcome, "choice_effects", {}).values())
    return Asked(question, engine.format_state(run.given), outcome.spec.turns(),
                 frozenset(_key(s) for s in why.about),
                 (*why.about, *why.besides, *(s for said in choices for s in said)))


def _numbers(text: str) -> set[str]:
    """Whole numbers of a text, not parts of coordinates ("1,2") or of other numbers."""
    return set(re.findall(r"(?<![\d,.])\d+(?!\d|[,.]\d)", text))


def _value_words(question: Question, lang: str) -> list[str]:
    """How a text would state the question's answer: its number, or its right choices."""
    if question.kind == "number":
        return [str(question.answer)]
    if question.kind == "choice" and question.asks is not None:
        chosen = question.correct_choices()
        if len(chosen) != 1 or len(question.choices) < 2:
            return []
        choice = chosen[0]
        words = [choice.text.get(lang)]
        if choice.value and re.fullmatch(r"\d+,\d+", choice.value):
            words.append(choice.value)  # a square named by its coordinates
        return words
    return []


def _states(text: str, words: list[str], own: str) -> str | None:
    """The first of `words` that `text` states (and the other question does not already
    state in its own words)."""
    for word in words:
        if word.isdigit():
            if word in _numbers(text) and word not in _numbers(own):
                return word
        elif re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) and word not in own:
            return word
    return None


def spoilers(game: Game, outcomes: dict[str, Any]) -> Iterator[Problem]:
    """Problems for every answer of `game` that gives away another question's answer;
    `outcomes`: question id -> the verifier's outcome of its situation."""
    found = [a for q in game.questions if (a := asked(game, q, outcomes.get(q.id)))]
    by_position: dict[str, list[Asked]] = {}
    for a in found:
        by_position.setdefault(a.position, []).append(a)
    for group in by_position.values():
        for mine in group:
            for other in group:
                if other is not mine:
                    yield from _gives_away(mine, other)


def _gives_away(mine: Asked, other: Asked) -> Iterator[Problem]:
    q, r = mine.question, other.question
    if q.kind == r.kind and q.asks == r.asks and mine.turns == other.turns:
        if game_order(q) < game_order(r):
            yield Problem(q.path, q.line, f"question {q.id!r} asks what {r.id!r} asks, on "
                          f"the same position: one answers the other; give one of them "
                          f"another position")
        return
    # The same move in the same position: a sentence behind the other's answer, said here.
    shared = [s for s in mine.said if _key(s) in other.about] if mine.turns == other.turns \
        else []
    if shared:
        yield Problem(q.path, q.line, (
            f"question {q.id!r}: its Why line says {shared[0].en!r}, which is behind the "
            f"answer of {r.id!r} on the same position: narrow the game's Why line or give "
            "one of them another position"))
        return
    for lang in LANGS:
        words = _value_words(r, lang)
        if not words:
            continue
        own = r.question.get(lang)
        for field, text in (("answer", q.answer_text(lang)), ("explanation",
                                                               q.explanation.get(lang))):
            hit = _states(text, words, own)
            if hit:
                node = q.explanation if field == "explanation" else q
                line = node.line_of(lang) if field == "explanation" else q.line_of("answer")
                yield Problem(q.path, line, (
                    f"question {q.id!r}: its {field} ({lang}) states {hit!r}, the answer of "
                    f"{r.id!r} on the same position: reword it, or give one of them another "
                    "position"))
                return


def game_order(question: Question) -> tuple[str, int]:
    return question.path, question.line
