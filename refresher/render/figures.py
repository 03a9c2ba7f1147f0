"""Board pictures for questions, from the positions the verifier's engine run produced.

The picture shows the position before the turn a question asks about (`result.before`)
with that turn as the arrow; a question without a turn shows its given position.
"""

from __future__ import annotations

from typing import Any

from ..model import Content, Question
from ..svg import board_figure
from .pages import FigureFn, no_figure


def figures_from(content: Content, report: Any) -> FigureFn:
    """A `figure(question, lang)` function over the report's results (none without report)."""
    if report is None:
        return no_figure
    situations = situations_by_question(content, report)

    def figure(question: Question, lang: str) -> str:
        found = situations.get(question.id)
        if found is None:
            return ""
        position, turn = found
        return board_figure(position, turn, lang, f"board-{question.id}")

    return figure


def situations_by_question(content: Content, report: Any) -> dict[str, tuple[Any, str | None]]:
    """question id -> (position before the asked turn, that turn) for the first scenario."""
    out: dict[str, tuple[Any, str | None]] = {}
    for game in content.games:
        for question in game.questions:
            spec = question.situation
            for outcome in report.outcomes_for(question.id):
                if outcome.game_id != game.id or outcome.spec.id != spec.id:
                    continue
                if outcome.result is None:
                    break
                turns = spec.turns()
                if turns:
                    out[question.id] = (outcome.result.before, turns[-1])
                else:
                    out[question.id] = (outcome.result.position, None)
                break
    return out
