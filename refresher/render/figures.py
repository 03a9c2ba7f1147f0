"""What the engine shows of a question, from the verifier's run: the board picture and the
verdict behind the answer.

The picture shows the position before the turn a question asks about (`result.before`)
with that turn as the arrow; a question without a turn shows its given position. The
verdict quotes the engine's reasons (an illegal turn, a wrong choice) and effects (what a
legal turn paid and received), so every number of an answer is explained.
"""

from __future__ import annotations

from typing import Any

from ..model import Content, Question
from ..svg import board_figure
from .html import esc
from .labels import label
from .pages import FigureFn, no_figure
from .quiz import QuestionExtras


def figures_from(content: Content, report: Any) -> FigureFn:
    """A `figure(question, lang)` function over the report's results (none without report)."""
    if report is None:
        return no_figure
    situations = situations_by_question(content, report)
    outcomes = situation_outcomes(content, report)

    def figure(question: Question, lang: str) -> QuestionExtras:
        found = situations.get(question.id)
        picture = ""
        if found is not None:
            position, turn = found
            picture = board_figure(position, turn, lang, f"board-{question.id}")
        outcome = outcomes.get(question.id)
        verdict = verdict_html(question, outcome, lang) if outcome is not None else ""
        return QuestionExtras(picture, verdict)

    return figure


def situation_outcomes(content: Content, report: Any) -> dict[str, Any]:
    """question id -> the verifier's outcome of its situation (first) scenario."""
    out: dict[str, Any] = {}
    for game in content.games:
        for question in game.questions:
            for outcome in report.outcomes_for(question.id):
                if outcome.game_id == game.id and outcome.spec.id == question.situation.id:
                    if outcome.result is not None:
                        out[question.id] = outcome
                    break
    return out


def verdict_html(question: Question, outcome: Any, lang: str) -> str:
    """The engine's reasons and effects behind the answer, as a short list."""
    result = outcome.result
    if question.choices and outcome.choice_reasons:
        items = [choice_verdict(c.move, outcome.choice_reasons.get(c.move, ()), lang)
                 for c in question.choices]
    elif result.legal is False:
        items = [esc(r.message(lang)) for r in result.reasons]
    else:
        items = [esc(e.message(lang)) for e in result.effects]
    if not items:
        return ""
    lis = "".join(f"<li>{item}</li>" for item in items)
    return (f'<div class="quiz__engine"><p>{esc(label("engine_says", lang))}</p>'
            f"<ul>{lis}</ul></div>")


def choice_verdict(move: str, reasons: tuple, lang: str) -> str:
    if not reasons:
        return f'<code>{esc(move)}</code>: ✓ {esc(label("engine_legal", lang))}'
    why = " ".join(esc(r.message(lang)) for r in reasons)
    return f'<code>{esc(move)}</code>: ✗ {esc(label("engine_illegal", lang))} – {why}'


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
