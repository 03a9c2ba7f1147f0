"""Positions that can arise in play (each problem code fires on an impossible position and not
on its possible neighbour), the generator of positions from play and its knobs, and the fast
legal placements (the same as judging every candidate)."""

from __future__ import annotations

import random

import pytest

from hare_rules.core import ScenarioFormatError
from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete import clauses as c
from hare_rules.games.hans_und_grete.positions import positions, random_game
from hare_rules.games.hans_und_grete.rules import _judged_placements, legal_placements

from .full_layouts import full_layout

# A whole game's layout: the start card A, forest B-E, the houses F (Hans) and G (Grete),
# forest H-O (tests/games/hans_und_grete/full_layouts.py cut it from this drawing).
FULL = full_layout(["S+h+H", "+##++"])


def given(cards: str, squares: str, pile: list[str] | None = None):
    mapping = {"cards": cards, "squares": squares}
    if pile is not None:
        mapping["pile"] = pile
    return GAME.scenario_state(mapping)


def codes(state) -> list[str]:
    return [reason.code for reason in GAME.position_problems(state)]


def swap(text: str, a: str, b: str) -> str:
    return text.translate(str.maketrans(a + b, b + a))


def test_a_whole_layout_can_arise():
    state = given(FULL.cards, FULL.squares)
    assert state.complete and len(state.laid) == 15
    assert codes(state) == []


# -- card_count: a game lays 15 cards --------------------------------------------------
def test_fourteen_cards_and_an_empty_pile_cannot_arise_fifteen_can():
    state = GAME.parse_state(GAME.format_state(given(FULL.cards, FULL.squares)))
    fourteen = type(state)(state.laid[:-1], ())
    assert codes(fourteen) == ["card_count"]
    assert codes(type(state)(state.laid[:-1], (state.laid[-1].card,))) == []
    sixteen = type(state)(state.laid, (state.laid[-1].card,))
    assert "card_count" in codes(sixteen)


def test_a_scenario_pile_is_filled_up_to_fifteen():
    state = given("AA\nAA", "S+\n++", ["+h/++"])
    assert len(state.laid) + len(state.pile) == 15 and state.pile[0].text == "+h/++"
    assert [card.kind for card in state.pile][4:6] == ["house", "house"]
    assert codes(state) == []


# -- wrong_kind: the start card first, the houses 6th and 7th --------------------------
def test_the_first_card_is_the_start_card():
    assert codes(given("AA", "S+")) == []
    assert "wrong_kind" in codes(given("AABB", "++S+"))  # forest first, start second


def test_the_houses_are_the_sixth_and_seventh_card():
    assert codes(given(FULL.cards, FULL.squares)) == []
    # F (the 6th card) holds Hans's house; as E (the 5th) it comes too early, and E as the
    # 6th card is a forest card where a house belongs
    early = given(swap(FULL.cards, "E", "F"), FULL.squares)
    assert codes(early).count("wrong_kind") == 2
    # G (7th) and H (8th) swapped: a house as the 8th card
    late = given(swap(FULL.cards, "G", "H"), FULL.squares)
    assert "wrong_kind" in codes(late)


def test_a_house_in_the_pile_before_its_place():
    assert codes(given("AA", "S+", ["+h/++"])) == []
    assert "wrong_kind" in codes(given("AA", "S+", ["+H/++"]))


# -- start_and_house, both_houses ------------------------------------------------------
def test_start_and_house_on_one_card():
    assert "start_and_house" in codes(given("AAA", "S+H"))
    assert "start_and_house" not in codes(given("AAB\nAAB", "S+H\n+++"))


def test_both_houses_on_one_card():
    state = given("AAB\nAAB", "S+H\n++G")
    assert "both_houses" in codes(state)
    assert "both_houses" not in codes(given("AAB\nAAC", "S+H\n++G"))


# -- block_on_start: in our examples the start card has no spot for a block (our reading) --
def test_a_block_on_the_start_card_cannot_arise():
    for block in "hg":
        assert "block_on_start" in codes(given("AAB\nAAB", f"S{block}+\n+++"))
    # the same block one square over, on the card laid next to the start card, can
    assert "block_on_start" not in codes(given("AAB\nAAB", "S+h\n+++"))
    assert "block_on_start" not in codes(given("AAB\nAAB", "S+g\n+++"))


# -- too_many_blocks: 13 of each colour ------------------------------------------------
def test_thirteen_blocks_of_a_colour_fit_fourteen_do_not():
    # Two cards of at most 12 squares a side (a longer one is refused as a typo).
    thirteen = given("AAAAAAABBBBBBB", "S" + "h" * 13)
    assert "too_many_blocks" not in codes(thirteen)
    # Fourteen are beyond the game: the reader refuses them before any walk is searched
    # (tests/games/hans_und_grete/test_limits.py).
    with pytest.raises(ScenarioFormatError, match="14 blocks of hans"):
        given("AAAAAAAABBBBBBB", "S" + "h" * 14)


# -- not_laid_legally: each card next to one laid before it ----------------------------
@pytest.mark.parametrize(("cards", "squares", "possible"), [
    ("AA\nAA\nBB", "S+\n++\n++", True),          # two sides with A
    ("AA.\nAAB", "S+.\n+++", False),             # one side with A
    ("AA..\nAA..\n..BB", "S+..\n++..\n..++", False),  # a corner only
    ("AA\nAA\nCC\nCC\nBB", "S+\n++\n++\n++\n++", False),  # B touches only C, laid later
    ("AA\nAA\nBB\nBB\nCC", "S+\n++\n++\n++\n++", True),
    ("AA\nAA\n..\nBB\nCC", "S+\n++\n..\n++\n++", False),  # a gap under A
])
def test_every_card_touches_one_laid_before_it(cards, squares, possible):
    assert ("not_laid_legally" not in codes(given(cards, squares))) is possible


def test_a_scenario_layout_of_few_cards_is_possible_as_a_laying_position():
    assert codes(given("AAABB\nAAABB", "S++g+\n+#+++", ["+g/h+"])) == []


# -- positions from play -----------------------------------------------------------------
def test_positions_are_seeded_and_possible():
    first = [GAME.format_state(s) for s in positions(40, seed=5)]
    assert first == [GAME.format_state(s) for s in positions(40, seed=5)]
    assert first != [GAME.format_state(s) for s in positions(40, seed=6)]
    for text in first:
        assert GAME.position_problems(GAME.parse_state(text)) == ()


@pytest.mark.parametrize(("knobs", "laid"), [
    ({"complete": True}, {15}), ({"laid": 7}, {7}), ({"laid": 0}, {0}),
    ({"late": True}, set(range(7, 16))), ({"players": 2}, set(range(16))),
])
def test_knobs_choose_the_positions(knobs, laid):
    states = list(positions(30, seed=2, **knobs))
    assert len(states) == 30 and {len(s.laid) for s in states} <= laid
    assert all(not GAME.position_problems(s) for s in states)


@pytest.mark.parametrize("knobs", [{"players": 3}, {"laid": 16}, {"colour": "red"}])
def test_bad_knobs_are_refused(knobs):
    with pytest.raises(ValueError):
        list(GAME.positions(1, seed=1, **knobs))


def test_a_random_game_lays_every_card_legally():
    states = list(random_game(random.Random(3)))
    assert len(states) == 16 and states[-1].complete
    for before, after in zip(states, states[1:], strict=False):
        assert GAME.format_state(after).startswith(GAME.format_state(before).split(" |")[0])


# -- legal placements ------------------------------------------------------------------
def test_fast_placements_are_every_judged_placement():
    rng = random.Random(9)
    for state in list(random_game(rng))[:-1:3]:
        assert legal_placements(state) == _judged_placements(state)


def test_a_broken_laying_clause_judges_every_candidate():
    state = list(random_game(random.Random(4)))[5]
    correct = legal_placements(state)
    with c.CLAUSES.broken("min-contact", "one"):
        loose = legal_placements(state)
        assert loose == _judged_placements(state)
    assert set(correct) < set(loose)


def test_the_full_layout_helper_puts_no_block_on_the_start_card():
    # Cut into 2×2 cards from the left edge, the start card would hold the block left of S;
    # the helper shifts the cutting instead, so the layout can arise in play.
    found = full_layout(["HhhS++hh"])
    assert found is not None
    pairs = list(zip(found.cards.replace("\n", ""), found.squares.replace("\n", ""),
                     strict=True))
    start_card = next(letter for letter, mark in pairs if mark == "S")
    on_start = {mark for letter, mark in pairs if letter == start_card}
    assert not on_start & {"h", "g"}
    assert codes(given(found.cards, found.squares)) == []
