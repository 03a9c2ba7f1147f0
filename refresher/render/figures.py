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
from typing import Any

from ..games import UnknownGameError, game_for
from ..model import Content, Game, Question
from .html import attrs, esc, md_inline
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


PICTURES_CSS = "assets/pictures.css"  # every game's picture colours, light and dark


def pictures_css(content: Content) -> str:
    """The stylesheet of the pictures: each content game's engine style, once."""
    styles: dict[str, str] = {}
    for game in content.games:
        try:
            engine = game_for(game.edition)
        except UnknownGameError:
            continue
        if engine.picture_style:
            styles.setdefault(engine.id, f"/* {engine.id} */\n{engine.picture_style.strip()}\n")
    return "".join(styles.values())


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


def judged_where_it_ends(question: Question) -> bool:
    """A choice of moves is judged where its situation ends (after `when`)."""
    return question.kind == "choice" and question.asks is None


def pictured_state(question: Question, outcome: Any) -> Any:
    """The state a question's picture shows: where a choice of moves is judged; else before
    its last turn, or the given state without one."""
    if judged_where_it_ends(question):
        return outcome.result.after
    return outcome.result.before if outcome.spec.turns() else outcome.result.run.given


def pictured_action(question: Question, outcome: Any) -> str | None:
    """The turn the picture marks: the last turn asked about (none for a choice of moves)."""
    turns = outcome.spec.turns()
    return turns[-1] if turns and not judged_where_it_ends(question) else None


def referee_position(game: Game, question: Question, outcome: Any, engine: Any) -> str:
    """The pictured state's notation, for the referee page of the game's own edition."""
    if engine is None or engine.id != game.edition:
        return ""
    return engine.format_state(pictured_state(question, outcome))


def picture_html(game: Game, question: Question, outcome: Any, lang: str) -> str:
    engine = engine_of(game, outcome)
    if engine is None:
        return ""
    state = pictured_state(question, outcome)
    figure_id = f"board-{game.id}-{question.id}"
    moves = tuple(c.move for c in question.choices if c.move is not None)
    picture = engine.picture(state, lang, pictured_action(question, outcome), f"{figure_id}-",
                             asks=question.asks, moves=moves,
                             you=addressed(question, outcome, engine))
    if picture is None:
        return ""
    caption = f"<figcaption>{esc(picture.caption)}</figcaption>" if picture.caption else ""
    svg = readable_size(picture.svg)
    # What the picture must show (the browser test finds each as `data-piece` inside it).
    mover = None if engine.is_over(state) else engine.to_move(state)
    shows = attrs(data_pieces=" ".join(engine.pieces(state)) or None, data_mover=mover)
    # Drawn at its own size (text stays readable on a phone) and fitting a 390 px screen;
    # the full text alternative is the SVG's <title>.
    return (f'<details class="board-fold" data-search-exclude>'
            f'<summary>{esc(label("show_picture", lang))}</summary>'
            f'<figure class="board" id="{figure_id}"{shows}><div class="board__scroll" '
            f'tabindex="0" role="group" aria-label="{esc(label("picture_scroll", lang))}">'
            f"{svg}</div>{caption}</figure></details>")


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


# A question speaks to the player as "du" where its German says so (the English "you"
# follows it): then the Why line does too.
_DU = re.compile(r"\b(du|dich|dir|dein\w*)\b", re.IGNORECASE)


def addressed(question: Question, outcome: Any, engine: Any) -> str | None:
    """The engine's name of the player the question calls "du"/"you", or None."""
    if question.you is not None:
        return question.you
    if engine is None or not _DU.search(question.question.de):
        return None
    return engine.to_move(pictured_state(question, outcome))


def verdict_html(question: Question, outcome: Any, lang: str, engine: Any = None) -> str:
    """The engine's sentences behind the answer (`Game.why`: about what the question asks,
    the rest folded), as short lists in the question's person."""
    you = addressed(question, outcome, engine)
    if question.choices and outcome.choice_reasons:
        run = getattr(getattr(outcome, "result", None), "run", None)
        legal = tuple(getattr(run, "legal_actions", ()) or ())
        # a move the rules leave as the only one is compulsory, not merely allowed
        only = legal[0] if len(legal) == 1 else None
        effects = getattr(outcome, "choice_effects", {})
        items = [choice_verdict(c.text.get(lang), outcome.choice_reasons.get(c.key, ()), lang,
                                you, only=c.key == only, effects=effects.get(c.key, ()))
                 for c in question.choices]
        besides: tuple = ()
    else:
        why = engine.why(outcome.result.run, question.asks) if engine is not None else None
        about = () if why is None else why.about
        besides = () if why is None else why.besides
        items = [esc(s.message(lang, you)) for s in about]
    if not items and not besides:
        return ""
    lis = "".join(f"<li>{item}</li>" for item in items)
    folded = ""
    if besides:
        more = "".join(f"<li>{esc(s.message(lang, you))}</li>" for s in besides)
        folded = (f'<details class="quiz__besides"><summary>{esc(label("why_besides", lang))}'
                  f"</summary><ul>{more}</ul></details>")
    return (f'<div class="quiz__why"><p>{esc(label("why", lang))}</p>'
            f"{f'<ul>{lis}</ul>' if lis else ''}{folded}</div>")


def choice_verdict(text: str, reasons: tuple, lang: str, you: str | None = None,
                   only: bool = False, effects: tuple = ()) -> str:
    if not reasons:
        verdict = label("engine_only" if only else "engine_legal", lang)
        # What the move does says why it is right (the reasons say why a wrong one is not).
        does = "".join(f" {esc(e.message(lang, you))}" for e in effects)
        return f'{md_inline(text)}: ✓ {esc(verdict)}{"." + does if does else ""}'
    why = " ".join(esc(r.message(lang, you)) for r in reasons)
    # The reasons are whole sentences: they follow the verdict as sentences of their own.
    return f'{md_inline(text)}: ✗ {esc(label("engine_illegal", lang))}. {why}'
