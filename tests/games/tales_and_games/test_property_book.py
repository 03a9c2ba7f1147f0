"""The property book: every statement holds over positions from play, and each is a real
search: with the rule it states broken, the search finds a counterexample."""

from __future__ import annotations

from dataclasses import replace

import pytest

from hare_rules.core.properties import search
from hare_rules.games import GAMES
from hare_rules.games.tales_and_games.clauses import CLAUSES

GAME = GAMES["tales-and-games"]

# property -> a clause variant that makes it false
BROKEN = {
    "table-limits": ("table-limit", "nine"),
    "hand-of-six": ("hand-size", "five"),
    "howl-freezes-the-others": ("howl-freezes-the-others", "no_howl"),
    "tortoise-and-lamb-always-move": ("without-a-card", "only_the_lamb"),
    "no-card-no-move": ("without-a-card", "everyone_moves_one"),
    "move-order": ("move-order", "reversed_order"),
    "race-clears-the-table": ("race-at-eight", "seven"),
}


@pytest.mark.parametrize("prop_id", sorted(GAME.properties))
def test_each_property_holds_and_reads_in_both_languages(prop_id):
    prop = GAME.properties[prop_id]
    assert prop.text.de and prop.text.en and prop.text.de != prop.text.en
    found, searched = search(GAME, prop, 600)
    assert found is None and searched == 600, str(found)


@pytest.mark.parametrize("prop_id", sorted(BROKEN))
def test_a_broken_rule_is_found(prop_id):
    clause, variant = BROKEN[prop_id]
    with CLAUSES.broken(clause, variant):
        found, _ = search(GAME, GAME.properties[prop_id], 2000)
    assert found is not None
    assert found.notation.startswith("tales-and-games ") and found.why


def test_the_bets_as_dealt():
    state = GAME.start_state(2, seed=4)
    check = GAME.properties["bets-as-dealt"].check
    assert check(GAME, state) is None
    first, second = state.players
    no_second_bet = replace(state, players=(replace(first, second=None), second))
    assert "second bet None" in check(GAME, no_second_bet)
    one_starting_bet = replace(state, players=(first, replace(second, bets=second.bets[:1])))
    assert check(GAME, one_starting_bet).startswith("B holds bets")
