"""One self-check question as HTML: question first, answer behind `<details>`, then rating.

Works without JavaScript (the answer is a plain `<details>`); the rating buttons are
`hidden` until the quiz script shows them.  Stable hooks: `data-quiz-id`, `data-rule`,
`data-rate="known"|"unknown"`.
"""

from __future__ import annotations

import hashlib
from typing import NamedTuple

from ..model import Game, Question
from .html import attrs, esc, md_block, md_inline
from .labels import label
from .links import Links, referee_url
from .referee import has_referee, position_fragment


class QuestionExtras(NamedTuple):
    """What the engine adds to a question: the board excerpt (shown with the question) and
    its verdict, the reasons and effects behind the answer (shown with the answer)."""

    figure: str = ""
    verdict: str = ""
    position: str = ""  # the pictured state's notation: "open this in the referee"


NO_EXTRAS = QuestionExtras()


def question_version(question: Question) -> str:
    """A short hash of what the reader rated: the question and its answer in both languages.

    Stored with the rating, so a rewritten question counts as not yet rated.
    """
    parts = [question.id, question.question.de, question.question.en, repr(question.answer)]
    return hashlib.sha1("\x1f".join(parts).encode()).hexdigest()[:8]


def question_html(game: Game, question: Question, lang: str, links: Links,
                  extras: QuestionExtras = NO_EXTRAS, number: int | None = None) -> str:
    """The `<section>` of one question, with the engine's board excerpt and verdict."""
    heading = label("question", lang) + (f" {number}" if number is not None else "")
    # Ids are unique only within a game: the HTML id and the storage key carry the game.
    hooks = attrs(id=f"quiz-{game.id}-{question.id}", data_quiz_id=question.id,
                  data_rule=question.rule, data_quiz_v=question_version(question),
                  data_game=game.id)
    return (
        f'<section class="quiz"{hooks}>'
        f'<p class="quiz__head"><span class="quiz__label">{esc(heading)}</span>'
        f'<span class="quiz__state" data-quiz-state aria-live="polite"></span></p>'
        f'<div class="quiz__q">{md_block(question.question.get(lang))}</div>'
        f"{choices_html(game, question, lang)}"
        f'<div class="quiz__folds">{with_referee_link(game, extras, lang, links)}'
        f"{answer_html(game, question, lang, links, extras.verdict)}</div></section>"
    )


def with_referee_link(game: Game, extras: QuestionExtras, lang: str, links: Links) -> str:
    """The question's picture, with a link that opens the pictured state on the game's
    referee page (inside the picture's fold, after the caption)."""
    figure = extras.figure
    if not (figure and extras.position and has_referee(game)):
        return figure
    link = (f'<p class="referee-open"><a data-referee-open href="'
            f'{esc(links.to(referee_url(game), position_fragment(extras.position)))}">'
            f'{esc(label("referee_open", lang))}</a></p>')
    head, closing, tail = figure.rpartition("</details>")
    return f"{head}{link}{closing}{tail}" if closing else figure + link


def choices_html(game: Game, question: Question, lang: str) -> str:
    if not question.choices:
        return ""
    items = "".join(f"<li>{md_inline(c.text.get(lang))}</li>" for c in question.choices)
    # How many answers are right is said, as a quiz sheet would (the engine checked the
    # count: `verify` judges every choice), so "which one" questions are not ambiguous.
    hint = "choices_one" if len(question.correct_choices()) == 1 else "choices_several"
    return (f'<p class="quiz__hint">{esc(label(hint, lang))}</p>'
            f'<ol class="quiz__choices" aria-label="{esc(label("choices", lang))}">{items}</ol>')


def answer_html(game: Game, question: Question, lang: str, links: Links,
                verdict: str = "") -> str:
    rule = game.rule(question.rule)
    rule_link = (f'<a href="{esc(links.rule(game, rule.id))}">{esc(label("rule_link", lang))}: '
                 f"{md_inline(rule.title.get(lang))}</a>")
    return (
        f'<details class="quiz__a" data-search-exclude>'
        f'<summary>{esc(label("show_answer", lang))}</summary>'
        f'<div class="quiz__body"><p class="quiz__answer"><strong>{esc(label("answer", lang))}:'
        f"</strong> {md_inline(question.answer_text(lang))}</p>"
        f"{md_block(question.explanation.get(lang))}{verdict}"
        f'<p class="quiz__refs">{rule_link}<br>{links.citations(game, question.pages, lang)}</p>'
        f"{rating_html(lang)}</div></details>"
    )


def rating_html(lang: str) -> str:
    return (
        f'<div class="quiz__rate" role="group" aria-label="{esc(label("rate_group", lang))}" '
        f'hidden><p class="quiz__hint">{esc(label("rate_hint", lang))}</p>'
        f'<button type="button" class="md-button" data-rate="known" aria-pressed="false"'
        f'{attrs(data_state_text=label("state_known", lang))}>{esc(label("known", lang))}'
        f"</button> "
        f'<button type="button" class="md-button" data-rate="unknown" aria-pressed="false"'
        f'{attrs(data_state_text=label("state_unknown", lang))}>{esc(label("unknown", lang))}'
        f"</button></div>"
    )


def progress_html(lang: str, missed_mode: bool = False) -> str:
    """Summary ("7 gewusst · 2 nicht gewusst · 15 offen"), the "only the ones I missed"
    switch (on the quiz page) and reset, which asks first; shown by the script."""
    missed = (f'<button type="button" class="md-button" data-quiz-missed aria-pressed="false"'
              f'{attrs(data_empty=label("missed_none", lang))}>'
              f'{esc(label("missed_only", lang))}</button>') if missed_mode else ""
    return (
        f'<div class="quiz-progress" data-quiz-progress hidden>'
        f'<p class="quiz-progress__summary" data-quiz-summary aria-live="polite"'
        f'{attrs(data_template=label("summary", lang))}></p>'
        f'<p class="quiz-progress__buttons">{missed}'
        f'<button type="button" class="md-button" data-quiz-reset'
        f'{attrs(data_confirm=label("reset_confirm", lang))}>{esc(label("reset", lang))}'
        f"</button></p>"
        f'<p class="quiz-progress__note" data-quiz-note aria-live="polite" hidden></p></div>'
    )
