"""A minimal valid game folder that the broken-content tests spoil one line at a time."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

GAME_YAML = """\
id: test-game
edition: ravensburger-2019
title: {de: Test, en: Test}
rulebook: {de: Heft, en: Booklet}
pages: 6
sections: [{id: forgotten, title: {de: Vergessen, en: Forgotten}}]
self_check: [q-back]
"""

# Line numbers matter: the tests assert them.
TOPIC_YAML = """\
rules:
  - id: back-nearest
    section: forgotten
    title: {de: Zurück, en: Back}
    text: {de: "Nur zum nächsten Igel, {{back_refund}} je Feld.", en: Only the nearest hedgehog.}
    pages: [3]
    claims: [nearest-hedgehog-only]
    scenarios:
      - id: back-taken
        given: {players: [{field: 13}, {field: 11}, {}, {}]}
        when: back
        then: {legal: false, reasons: [hedgehog_occupied]}
questions:
  - id: q-back
    rule: back-nearest
    kind: yes-no
    question: {de: Darfst du?, en: May you?}
    answer: "no"
    explanation: {de: Nein, en: No}
    pages: [3]
    scenarios:
      - id: q-back-situation
        given: {players: [{field: 13}, {field: 11}, {}, {}]}
        then: {reasons: ["hedgehog_occupied"]}
        when: back
    claims: [nearest-hedgehog-only]
"""


Edits = list[tuple[str, str]]


def write_game(
    tmp_path: Path,
    topic: Edits = (),  # type: ignore[assignment]
    game: Edits = (),  # type: ignore[assignment]
    texts: tuple[str, str] = (GAME_YAML, TOPIC_YAML),
    folder_name: str = "test-game",
) -> Path:
    """Write a valid game (game.yaml and topic.yaml `texts`) with replacements applied
    (each `old` must occur exactly once); return the content root to load."""
    folder = tmp_path / "quiz" / folder_name
    folder.mkdir(parents=True, exist_ok=True)
    game_text, topic_text = texts
    for name, text, edits in (("game.yaml", game_text, game), ("topic.yaml", topic_text, topic)):
        for old, new in edits:
            assert text.count(old) == 1, f"{old!r} must occur once in {name}"
            text = text.replace(old, new)
        (folder / name).write_text(text, encoding="utf-8")
    return tmp_path / "quiz"


@pytest.fixture
def make_game(tmp_path: Path) -> Callable[..., Path]:
    """make_game(topic=[("old", "new")], game=[...]) -> content root with those edits."""
    return lambda topic=(), game=(): write_game(tmp_path, topic, game)
