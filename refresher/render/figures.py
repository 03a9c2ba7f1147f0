"""What the engine shows of a question, from the verifier's run: the picture and the
verdict behind the answer.

The picture (the game's own `Game.picture`) shows the state before the turn a question asks
about (`result.before`) with that turn marked; a question without a turn shows its given
state. The verdict quotes the engine's reasons (an illegal turn, a wrong choice) and effects
(what a legal turn did), so every number of an answer is explained. Everything is keyed by
(game, question): question ids are unique only within a game.
"""

from __future__ import annotations

import re
from dataclasses import is_dataclass, replace
from typing import Any

from ..games import UnknownGameError, game_for
from ..model import Content, Game, Question
from .html import esc, md_inline
from .labels import label
from .pages import FigureFn, no_figure
from .quiz import QuestionExtras

Key = tuple[str, str]  # (game id, question id)


def figures_from(content: Content, report: Any) -> FigureFn:
    """A `figure(game, question, lang)` function over the report's results."""
    if report is None:
        return no_figure
    outcomes = situation_outcomes(content, report)

    def figure(game: Game, question: Question, lang: str) -> QuestionExtras:
        outcome = outcomes.get((game.id, question.id))
        if outcome is None:
            return QuestionExtras()
        engine = engine_of(game, outcome)
        verdict = verdict_html(question, outcome, lang, engine)
        return QuestionExtras(picture_html(game, question, outcome, lang),
                              verdict + answer_picture_html(game, question, outcome, lang),
                              referee_position(game, question, outcome, engine))

    return figure


def situation_outcomes(content: Content, report: Any) -> dict[Key, Any]:
    """(game id, question id) -> the verifier's outcome of its situation (first) scenario."""
    out: dict[Key, Any] = {}
    for game in content.games:
        for question in game.questions:
            for outcome in report.outcomes_for(game.id, question.id):
                if outcome.spec.id == question.situation.id:
                    if outcome.result is not None:
                        out[(game.id, question.id)] = outcome
                    break
    return out


def engine_of(game: Game, outcome: Any) -> Any:
    """The engine game the question's situation plays (None if unknown)."""
    try:
        return game_for(outcome.spec.edition or outcome.spec.game or game.edition)
    except UnknownGameError:
        return None


def pictured_state(question: Question, outcome: Any) -> Any:
    """The state a question's picture shows: before its last turn, else the given state."""
    return outcome.result.before if outcome.spec.turns() else outcome.result.run.given


def referee_position(game: Game, question: Question, outcome: Any, engine: Any) -> str:
    """The pictured state's notation, for the referee page of the game's own edition."""
    if engine is None or engine.id != game.edition:
        return ""
    return engine.format_state(pictured_state(question, outcome))


def picture_html(game: Game, question: Question, outcome: Any, lang: str) -> str:
    engine = engine_of(game, outcome)
    if engine is None:
        return ""
    turns = outcome.spec.turns()
    state = outcome.result.before if turns else outcome.result.run.given
    figure_id = f"board-{game.id}-{question.id}"
    picture = engine.picture(state, lang, turns[-1] if turns else None, f"{figure_id}-")
    if picture is None:
        return ""
    caption = f"<figcaption>{esc(picture.caption)}</figcaption>" if picture.caption else ""
    svg = readable_size(picture.svg)
    # Drawn at its own size (text stays readable on a phone); wider than the screen it
    # scrolls sideways, the script brings the marked fields into view.  The full text
    # alternative is the SVG's <title>.
    return (f'<details class="board-fold" data-search-exclude>'
            f'<summary>{esc(label("show_picture", lang))}</summary>'
            f'<figure class="board" id="{figure_id}"><div class="board__scroll" tabindex="0" '
            f'role="group" aria-label="{esc(label("picture_scroll", lang))}">{svg}</div>'
            f"{caption}</figure></details>")


def answer_picture_html(game: Game, question: Question, outcome: Any, lang: str) -> str:
    """What the answer shows beside its words (`Game.answer_picture`, e.g. the walk drawn on
    the layout), inside the answer: it would give the answer away next to the question."""
    engine = engine_of(game, outcome)
    figure_id = f"answer-{game.id}-{question.id}"
    picture = None if engine is None else engine.answer_picture(outcome.result.run, lang,
                                                                f"{figure_id}-")
    if picture is None:
        return ""
    caption = f"<figcaption>{esc(picture.caption)}</figcaption>" if picture.caption else ""
    return (f'<figure class="board board--answer" id="{figure_id}" data-search-exclude>'
            f'<div class="board__scroll" tabindex="0" role="group" '
            f'aria-label="{esc(label("answer_picture", lang))}">{readable_size(picture.svg)}'
            f"</div>{caption}</figure>")


def reader_words(reason: Any, engine: Any, lang: str) -> str:
    """A reason's sentence with any move codes among its values in the reader's words
    (`Game.describe_action`): "du kannst noch: Salat fressen" instead of "…: eat"."""
    params = getattr(reason, "params", None)
    if engine is None or not params or not is_dataclass(reason):
        return reason.message(lang)

    def words(value: object) -> object:
        if not isinstance(value, str) or not value:
            return value
        tokens = [t.strip() for t in value.split(",")]
        described = [engine.describe_action(t, lang) for t in tokens]
        if all(d == t for d, t in zip(described, tokens, strict=True)):
            return value
        return ", ".join(described)

    return replace(reason, params=tuple((k, words(v)) for k, v in params)).message(lang)


MIN_TEXT_PX = 11  # the smallest text of a picture on a phone, in CSS px
_SVG_TAG = re.compile(r"<svg\b[^>]*>")
_FONT_SIZE = re.compile(r'font-size(?:="|:\s*)(\d+(?:\.\d+)?)')


def readable_size(svg: str) -> str:
    """The SVG with a width and height at which its smallest text is at least 11 CSS px:
    drawn at the viewBox's size, or larger where the game drew smaller text. Pictures are
    never scaled down to the screen (they scroll sideways instead)."""
    tag = _SVG_TAG.search(svg)
    box = tag and re.search(r'viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)',
                            tag.group(0))
    if not tag or not box:
        return svg
    sizes = [float(m) for m in _FONT_SIZE.findall(svg)] or [16.0]
    factor = max(1.0, MIN_TEXT_PX / min(sizes))
    width, height = (round(float(v) * factor, 1) for v in box.groups())
    opening = re.sub(r'\s(width|height)="[^"]*"', "", tag.group(0))
    opening = opening.replace("<svg", f'<svg width="{width:g}" height="{height:g}"', 1)
    return svg[:tag.start()] + opening + svg[tag.end():]


def verdict_html(question: Question, outcome: Any, lang: str, engine: Any = None) -> str:
    """The reasons and effects behind the answer, as a short list."""
    result = outcome.result
    if question.choices and outcome.choice_reasons:
        items = [choice_verdict(c.text.get(lang), outcome.choice_reasons.get(c.key, ()), lang,
                                engine)
                 for c in question.choices]
    elif result.legal is False:
        items = [esc(reader_words(r, engine, lang)) for r in result.reasons]
    else:
        items = [esc(reader_words(e, engine, lang)) for e in result.effects]
    if not items:
        return ""
    lis = "".join(f"<li>{item}</li>" for item in items)
    return (f'<div class="quiz__why"><p>{esc(label("why", lang))}</p>'
            f"<ul>{lis}</ul></div>")


def choice_verdict(text: str, reasons: tuple, lang: str, engine: Any = None) -> str:
    if not reasons:
        return f'{md_inline(text)}: ✓ {esc(label("engine_legal", lang))}'
    why = " ".join(esc(reader_words(r, engine, lang)) for r in reasons)
    return f'{md_inline(text)}: ✗ {esc(label("engine_illegal", lang))} – {why}'
