"""The property book: every statement holds over positions from play, and one whose rule
is switched to a wrong reading finds its counterexample (so the check can fail)."""

from __future__ import annotations

import pytest

from hare_rules.core.properties import search
from hare_rules.games.classic_dice.clauses import CLAUSES

from .playout import GAME


@pytest.mark.parametrize("prop", sorted(GAME.properties))
def test_the_property_holds(prop: str) -> None:
    found, searched = search(GAME, GAME.properties[prop], 600, seed=5)
    assert searched == 600 and found is None, str(found)


@pytest.mark.parametrize(("prop", "clause", "variant"), [
    ("miss-turn-always-works", "missed-turns", "two"),
    ("first-pawn-home-free", "first-pawn-home-unrestricted", "restricted"),
    ("goal-conditions-after-the-first-pawn", "goal-needs-no-lettuce", "with_lettuce"),
    ("start-carrots-on-the-start", "start-carrots", "sixty"),
    ("start-carrots-on-the-start", "restart-resets-carrots", "added"),
    ("each-pawn-its-own-place", "position-payout-needs-match", "any_place"),
])
def test_the_property_notices_its_rule_broken(prop: str, clause: str, variant: str) -> None:
    with CLAUSES.broken(clause, variant):
        found, _ = search(GAME, GAME.properties[prop], 3000)
    assert found is not None, (prop, clause, variant)
    assert found.notation.startswith("classic-dice ") and found.why


def test_every_property_says_its_statement_in_both_languages() -> None:
    for prop in GAME.properties.values():
        assert prop.text.de and prop.text.en and prop.text.de != prop.text.en


def test_fall_back_never_to_the_start_kills_the_start_reading() -> None:
    """后退一个名次 with the start as a target: the property finds it in play."""
    from hare_rules.core.properties import search
    from hare_rules.games import GAMES
    from hare_rules.games.classic_dice.clauses import CLAUSES
    from hare_rules.games.classic_dice.properties import PROPERTIES

    prop = PROPERTIES["fall-back-never-to-the-start"]
    assert search(GAMES["classic-dice"], prop, count=500)[0] is None
    with CLAUSES.broken("fall-back-never-to-the-start", "start"):
        assert search(GAMES["classic-dice"], prop, count=2000)[0] is not None


def test_one_pawn_per_square_kills_shared_own_squares() -> None:
    """向前移动 with a player's own pawns sharing a square: the property finds it in play."""
    from hare_rules.core.properties import search
    from hare_rules.games import GAMES
    from hare_rules.games.classic_dice.clauses import CLAUSES
    from hare_rules.games.classic_dice.properties import PROPERTIES

    prop = PROPERTIES["one-pawn-per-square"]
    assert search(GAMES["classic-dice"], prop, count=500)[0] is None
    with CLAUSES.broken("own-pawns-block", "share"):
        assert search(GAMES["classic-dice"], prop, count=2000)[0] is not None
