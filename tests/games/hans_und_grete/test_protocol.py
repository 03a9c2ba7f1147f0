"""Protocol conformance over random games: notation round trip, repr, generator == checker,
every change explained; plus the laying clauses one by one."""

from __future__ import annotations

import pytest

from hare_rules.core import IllegalActionError, NotationError, Run
from hare_rules.games import GAMES
from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete.cards import Card
from hare_rules.games.hans_und_grete.laying import laying_reasons, shared_sides
from hare_rules.games.hans_und_grete.state import Placed

from .layouts import random_game

GAMES_PLAYED = [random_game(seed) for seed in (11, 12)]


def test_registered():
    assert GAMES["hans-und-grete"] is GAME


@pytest.mark.parametrize("seed_index", [0, 1])
def test_notation_round_trip_and_repr_on_every_state(seed_index):
    states, _ = GAMES_PLAYED[seed_index]
    for state in states:
        text = GAME.format_state(state)
        assert text.startswith("hans-und-grete ")
        assert GAME.parse_state(text) == state
        assert eval(repr(state), {"GAMES": GAMES}) == state  # noqa: S307


@pytest.mark.parametrize("seed_index", [0, 1])
def test_generator_agrees_with_checker_and_effects_explain(seed_index):
    states, actions = GAMES_PLAYED[seed_index]
    for state, action in zip(states, actions, strict=False):
        legal = set(GAME.legal_actions(state))
        assert legal, GAME.format_state(state)
        for candidate in GAME.candidate_actions(state):
            assert (not GAME.reasons_against(state, candidate)) == (candidate in legal), \
                (candidate, GAME.format_state(state))
        applied = GAME.apply(state, action)
        assert GAME.unexplained(state, applied.state, applied.effects) == []
    assert GAME.is_over(states[-1]) and GAME.to_move(states[-1]) is None
    assert len(states[-1].laid) == 15


def test_the_last_card_brings_the_walk_effects():
    states, actions = GAMES_PLAYED[0]
    effects = GAME.apply(states[-2], actions[-1]).effects
    kinds = [e.kind for e in effects]
    finished = ("result", "result_with_penalty", "house_cut_off", "house_missing",
                "start_missing")
    assert kinds[0] == "laid" and sum(kinds.count(kind) for kind in finished) == 2
    assert kinds[-1] in {"winner", "draw", "winner_no_house", "draw_no_house"}


def test_players_alternate_hans_first():
    states, _ = GAMES_PLAYED[0]
    assert [GAME.to_move(s) for s in states[:4]] == ["hans", "grete", "hans", "grete"]


def test_illegal_apply_raises_with_reasons():
    state = GAME.parse_state("hans-und-grete A@0,0:S+/++ | +h/++")
    with pytest.raises(IllegalActionError) as error:
        GAME.apply(state, "lay 2x2 at 3,3")
    assert [r.code for r in error.value.reasons] == ["no_contact"]
    assert "hans-und-grete A@0,0" in str(error.value)


@pytest.mark.parametrize("text", [
    "hans-und-grete", "chess | ", "hans-und-grete A@0,0:S+ B@1,0:++ |",
    "hans-und-grete A@0,0:S+ A@2,0:++ |", "hans-und-grete A@0,0:Sx |",
    "hans-und-grete A@0,0:S+/+ |", "hans-und-grete A@0,0:SS |", "hans-und-grete A0,0:S+ |",
])
def test_bad_notation_quotes_the_text(text):
    with pytest.raises(NotationError) as error:
        GAME.parse_state(text)
    assert repr(text) in str(error.value)


def _card(col, row, w, h, letter="N"):
    return Placed(letter, col, row, Card(("+" * w,) * h))


A = _card(0, 0, 2, 2, "A")


@pytest.mark.parametrize(("new", "sides"), [
    (_card(2, 0, 1, 2), 2), (_card(2, 1, 1, 2), 1), (_card(2, 2, 1, 1), 0),
    (_card(0, 2, 3, 1), 2), (_card(-1, -1, 1, 1), 0), (_card(-3, 0, 3, 3), 2),
    (_card(1, -1, 3, 1), 1),
])
def test_shared_sides(new, sides):
    assert shared_sides(new, A) == sides == shared_sides(A, new)


def test_reasons_are_the_full_set_and_read_in_both_languages():
    state = GAME.parse_state("hans-und-grete A@0,0:S+/++ | +h/++/g+")
    reasons = GAME.reasons_against(state, "lay 2x2 at 1,1")
    assert [r.code for r in reasons] == ["wrong_size", "overlap"]
    assert "2×3" in reasons[0].de and "2×3" in reasons[0].en
    assert "1 Quadrat " in reasons[1].de and "1 square " in reasons[1].en
    one = laying_reasons(_card(2, 1, 1, 1), (A,))[0]
    assert one.code == "too_little_contact" and "Karte A," in one.de and "card A," in one.en
    assert "1 Quadratseite;" in one.de and "1 square side;" in one.en


def test_unknown_action_is_a_reason_not_an_exception():
    state = GAME.parse_state("hans-und-grete A@0,0:S+ |")
    for action in ("lay", "lay 0x2 at 0,0", "lay 2x2 at 1,1 turned 45", "", "walk now"):
        assert [r.code for r in GAME.reasons_against(state, action)] == ["unknown_token"]
        assert GAME.action_problem(action)
    assert GAME.action_problem("lay 2x2 at -1,3 turned 90") is None


def test_describe_action_has_no_tokens():
    assert GAME.describe_action("lay 2x3 at 1,-2", "de") == \
        "die Karte 2 breit und 3 hoch mit dem linken oberen Quadrat auf Spalte 1, Zeile -2 legen"
    assert "um 180° gedreht" in GAME.describe_action("lay 3x2 at 0,0 turned 180", "de")
    assert GAME.describe_action("lay B", "en") == "lay card B"
    assert "turned 90°" in GAME.describe_action("lay 2x2 at 0,0 turned 90", "en")


def test_facts_and_quantities():
    assert GAME.fact("penalty") == "20" and GAME.fact("min_contact") == "2"
    assert (GAME.fact("house_place", "1"), GAME.fact("house_place", "2")) == ("6", "7")
    assert GAME.fact("cards_laid") == "15" and GAME.fact("forest_under_houses") == "8"
    from hare_rules.core import FactError
    with pytest.raises(FactError):
        GAME.fact("house_place", "3")
    with pytest.raises(FactError):
        GAME.fact("penalty", "2")
    state = GAME.parse_state("hans-und-grete A@0,0:S+h+H++/#####+h B@7,0:G/+ |")
    run = Run(state, state, state, None, None)
    assert GAME.quantity("steps:hans", run) == 4
    assert GAME.quantity("removal:hans", run) == ("6,1",)
    assert GAME.quantity("winner", run) == ("hans",)
    assert GAME.quantity("contact", run) == 2
    with pytest.raises(FactError):
        GAME.quantity("steps:bob", run)
    for name in ("steps", "walk", "penalty", "removal", "winner", "place", "contact"):
        assert name in GAME.quantities


def test_describe_action_names_the_quarter_turn_a_size_implies():
    """r23 #4: 'lay 2x3 …' of a 3×2 top card is a quarter turn; the action names it as the
    effect line does (the effect line's printed size: the sentence goldens)."""
    state = GAME.start_state(2, 1)
    top = state.pile[0]
    assert top.width != top.height
    w, h = top.height, top.width  # as it lies after a quarter turn
    action = f"lay {w}x{h} at 0,0"
    assert ", um 90° gedreht" in GAME.describe_action(action, "de", state)
    assert ", turned 90°" in GAME.describe_action(action, "en", state)
    plain = f"lay {top.width}x{top.height} at 0,0"
    assert "gedreht" not in GAME.describe_action(plain, "de", state)
