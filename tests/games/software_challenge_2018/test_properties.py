"""The property book of edition software-challenge-2018: every statement holds over the
positions from play the content check searches, and each check would notice the rule it
states broken (the clause switched to its wrong reading: a counterexample turns up)."""

from __future__ import annotations

import pytest

from hare_rules.core.properties import SEARCH, search
from hare_rules.games.software_challenge_2018 import GAME
from hare_rules.games.software_challenge_2018.clauses import CLAUSES
from hare_rules.games.software_challenge_2018.properties import PROPERTIES

# property -> the clause whose wrong reading makes the statement false
BROKEN_BY = {
    "card-used-once": ("card-used-once", "kept"),
    "hedgehog-only-backwards": ("hedgehog-never-forward", "allowed"),
    # (The carrot limit's boundary, exactly 10 in and 11 out, is rare in play: scenarios
    # server-goal-ten-left and server-goal-eleven-left pin it; play finds the salad half.)
    "goal-at-most-ten": ("goal-needs-no-salad", "with_salads"),
    "fall-back-card-never-onto-start": ("fall-back-card-not-to-start", "as_the_text_says"),
    "hare-turn-ends-with-a-card": ("card-owed-on-hare", "turn_may_end"),
}


def test_the_game_exposes_its_book():
    assert GAME.properties is PROPERTIES and set(PROPERTIES) == set(BROKEN_BY)
    for prop in PROPERTIES.values():
        assert prop.text.de and prop.text.en and prop.text.de != prop.text.en


@pytest.mark.parametrize("name", sorted(PROPERTIES))
def test_each_statement_holds_in_play(name):
    found, searched = search(GAME, PROPERTIES[name], SEARCH)
    assert found is None, str(found)
    assert searched >= SEARCH


@pytest.mark.parametrize("name", sorted(PROPERTIES))
def test_each_check_notices_its_rule_broken(name):
    clause, variant = BROKEN_BY[name]
    with CLAUSES.broken(clause, variant):
        found, _ = search(GAME, PROPERTIES[name], SEARCH)
    assert found is not None, f"{name} holds even with {clause} read as {variant}"
    assert found.notation.startswith(GAME.id) and found.why
