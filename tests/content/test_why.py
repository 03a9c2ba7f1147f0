"""The Why line behind every answer (`Game.why`, rendered by refresher.render.figures)
speaks in the question's person and only of what the position holds."""

from __future__ import annotations

from functools import cache

import pytest

from refresher.loader import load_content
from refresher.render.figures import addressed, engine_of, situation_outcomes
from refresher.verify import verify

CONTENT = load_content("quiz")
GAMES = [g.id for g in CONTENT.games]


@cache
def outcomes() -> dict:
    """The situations' outcomes, verified on first use: not while pytest collects (every
    xdist worker imports this module, and a verify runs every property search)."""
    return situation_outcomes(CONTENT, verify(CONTENT))


def why_sentences(game, question):
    outcome = outcomes().get((game.id, question.id))
    if outcome is None:
        return None, []
    engine = engine_of(game, outcome)
    why = engine.why(outcome.result.run, question.asks)
    reasons = [r for rs in outcome.choice_reasons.values() for r in rs]
    return addressed(question, outcome, engine), [*why.about, *why.besides, *reasons]


@pytest.mark.parametrize("game_id", GAMES)
def test_a_du_question_is_answered_to_du(game_id):
    """In a question that says "du", every sentence about that player is the table's
    second-person form ("Du zahlst …", not "A zahlt …")."""
    game = CONTENT.game(game_id)
    problems = []
    for question in game.questions:
        you, sentences = why_sentences(game, question)
        if you is None:
            continue
        for sentence in sentences:
            if getattr(sentence, "subject", "") != you:
                continue
            if sentence.message("de", you) == sentence.message("de"):
                problems.append(f"{question.id}: {sentence.message('de')!r} has no du form")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_question_has_a_why_line(game_id):
    game = CONTENT.game(game_id)
    empty = [q.id for q in game.questions if outcomes().get((game.id, q.id)) is not None
             and not why_sentences(game, q)[1]]
    assert len(empty) <= len(game.questions) // 4, empty
