"""The property book: every property holds on positions from play, and each check does
notice a position (or a wrong reading of a rule) that breaks it."""

from __future__ import annotations

import pytest

from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete import clauses as c
from hare_rules.games.hans_und_grete.cards import Card
from hare_rules.games.hans_und_grete.positions import positions
from hare_rules.games.hans_und_grete.properties import PROPERTIES
from hare_rules.games.hans_und_grete.state import Layout, Placed
from hare_rules.games.hans_und_grete.walking import score

from .full_layouts import full_layout


def complete(rows: list[str]) -> Layout:
    full = full_layout(rows)
    return GAME.scenario_state({"cards": full.cards, "squares": full.squares})


def check(name: str, state: Layout) -> str | None:
    return PROPERTIES[name].check(GAME, state)


def test_the_book_is_the_games():
    assert GAME.properties is PROPERTIES and len(PROPERTIES) >= 5
    for prop in PROPERTIES.values():
        assert prop.text.de and prop.text.en and prop.text.de != prop.text.en


@pytest.mark.parametrize("name", sorted(PROPERTIES))
def test_every_property_holds_on_complete_layouts_from_play(name):
    for state in positions(25, seed=11, complete=True):
        assert check(name, state) is None, GAME.format_state(state)


def test_laying_checks_notice_a_bad_layout():
    a = Placed("A", 0, 0, Card.from_text("S+/++"))
    beside = Placed("B", 2, 1, Card.from_text("+/+"))  # one side shared
    assert check("cards-touch-two-sides", Layout((a, beside), ())) is not None
    assert check("cards-touch-two-sides", Layout((a, Placed("B", 2, 0, beside.card)), ())) \
        is None
    over = Placed("B", 1, 1, Card.from_text("++/++"))
    assert "overlap" in check("cards-never-overlap", Layout((a, over), ()))


def test_the_walk_check_notices_a_diagonal_step():
    shortcut = complete(["S+#", "#+H"])  # 3 steps round the corner, 2 with a diagonal one
    assert check("walk-steps-orthogonal", shortcut) is None
    with c.CLAUSES.broken("orthogonal-steps", "diagonal_too"):
        assert "jumps" in check("walk-steps-orthogonal", shortcut)


def test_the_penalty_checks_notice_a_wrong_reading():
    three = complete(["S+++H#", "+##G##", "##h#h#", "h+##+#"])
    assert check("penalty-once", three) is None
    with c.CLAUSES.broken("penalty-once", "per_block"):
        assert "40 penalty steps" in check("penalty-once", three)
    one = complete(["S++h+H", "++##+#", "h#####", "+####h"])
    assert check("one-cut-off-block-costs-no-penalty", one) is None
    with c.CLAUSES.broken("one-removal", "none"):
        assert "one cut-off block" in check("one-cut-off-block-costs-no-penalty", one)


def test_removal_never_lengthens_holds_where_removals_differ():
    state = complete(["S+h+", "+##+", "+#+H", "h#+#", "++++"])
    assert check("removal-never-lengthens-the-walk", state) is None
    # the removals weighed: keeping every block is the longest walk
    walks = [walk for _, walk, _ in score(state, "hans").options]
    assert walks[0] == max(walks) and len(set(walks)) > 1
