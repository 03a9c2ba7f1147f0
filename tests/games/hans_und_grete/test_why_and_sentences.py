"""The sentences behind an answer (`Game.why`) and the sentence forms: third person names the
player (he/his, she/her, never "it"), the second person speaks to that player, lists and
plurals read as a player writes them."""

from __future__ import annotations

import pytest

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games.hans_und_grete import GAME
from hare_rules.games.hans_und_grete.laying import laying_reasons
from hare_rules.games.hans_und_grete.rules import walk_effects
from hare_rules.games.hans_und_grete.state import Layout

from .full_layouts import full_layout
from .test_protocol import _card

WALKING = ("removed", "removed_cut_off", "no_removal", "no_removal_cut_off", "walk",
           "penalty", "result", "result_with_penalty", "house_cut_off")


def run(rows: list[str], when: str = "walk", pile: list[str] | None = None):
    full = full_layout(rows)
    given = {"cards": full.cards, "squares": full.squares}
    if pile is not None:
        given["pile"] = pile
    scenario = {"id": "x", "given": given, "when": when}
    return run_scenario(parse_scenario(scenario, "hans-und-grete")).run


# Hans: a block on the way and one in a dead end; Grete: a block on her way.
LESSON = ["S+h+H", "h#+#+", "++g+G"]


def test_a_steps_question_is_about_that_player_only():
    why = GAME.why(run(LESSON), "steps:hans")
    assert why.about and {e.player for e in why.about} == {"hans"}
    assert [e.kind for e in why.about][-1] == "result"
    assert any(e.player == "grete" for e in why.besides)
    assert [e.kind for e in why.besides if e.player == "hans"] == ["winner"]


@pytest.mark.parametrize("asks", ["walk:hans", "removal:hans", "penalty:hans", "steps:hans"])
def test_each_quantity_of_a_walk_is_explained_by_that_whole_walk(asks):
    # the removal decides the route, the route and the penalty make the result: a Why that
    # left one out would contradict the explanation ("Hans removes no block")
    why = GAME.why(run(LESSON), asks)
    assert {e.kind for e in why.about} == {"removed", "walk", "result"}
    assert all(e.player == "hans" for e in why.about)
    assert {e.player for e in why.besides if e.kind in WALKING} == {"grete"}


def test_the_winner_question_is_about_both_walks_and_the_winner():
    why = GAME.why(run(LESSON), "winner")
    kinds = [e.kind for e in why.about]
    assert kinds[-1] == "winner" and kinds.count("result") == 2
    assert {e.player for e in why.about if e.kind == "walk"} == {"hans", "grete"}
    assert not [e for e in why.besides if e.kind in WALKING]


def test_a_place_question_is_answered_by_the_pile_order():
    why = GAME.why(run(LESSON), "place:house")
    assert [e.kind for e in why.about] == ["pile_order"]
    assert "house cards (6th and 7th)" in why.about[0].en
    assert "Hauskarten (6. und 7.)" in why.about[0].de


def test_a_laying_question_is_about_the_card_only():
    state = GAME.scenario_state({"cards": "AAABB\nAAABB", "squares": "S+hg+\n+#+++",
                                 "pile": ["+g/h+"]})
    legal = run_scenario(parse_scenario({"id": "x", "given": {
        "cards": "AAABB\nAAABB", "squares": "S+hg+\n+#+++", "pile": ["+g/h+"]},
        "when": "lay 2x2 at 3,2"}, "hans-und-grete")).run
    why = GAME.why(legal, None)
    assert [e.kind for e in why.about] == ["contact"] and why.besides == ()
    # the contact the question asks about, in its words: no card letter, no player
    assert why.about[0].en == "Laid like this, the card shares 2 square sides with card B."
    assert why.about[0].de == "So gelegt liegt die Karte mit 2 Quadratseiten an Karte B an."
    assert "Hans" not in why.about[0].en and "card C" not in why.about[0].en
    illegal = GAME.reasons_against(state, "lay 2x2 at 5,2")
    assert [r.code for r in illegal] == ["no_contact"]


def test_the_last_card_question_leaves_the_walk_out():
    # fourteen cards lie; the last one is laid and the walk follows at once
    full = full_layout(LESSON)
    state = GAME.scenario_state({"cards": full.cards, "squares": full.squares})
    last = state.laid[-1]
    fourteen = Layout(state.laid[:-1], (last.card,))
    from hare_rules.core import Run

    action = f"lay {last.card.width}x{last.card.height} at {last.col},{last.row}"
    applied = GAME.apply(fourteen, action)
    played = Run(fourteen, fourteen, applied.state, action, True, (), applied.effects)
    assert len(applied.effects) > 1  # the walk came with the last card
    why = GAME.why(played, None)
    assert [e.kind for e in why.about] == ["contact"] and why.besides == ()
    steps = GAME.why(played, "steps:grete")
    assert any(e.kind == "laid" for e in steps.besides)


def test_an_illegal_turn_is_answered_by_its_reasons():
    played = run(LESSON, when="lay 2x2 at 0,0")
    why = GAME.why(played, None)
    assert played.legal is False and [r.code for r in why.about] == ["overlap"]
    assert why.about == tuple(played.reasons) and why.besides == ()


# -- sentence forms ------------------------------------------------------------------------
def effects_of(rows: list[str]) -> dict[str, list]:
    full = full_layout(rows)
    state = GAME.scenario_state({"cards": full.cards, "squares": full.squares})
    found: dict[str, list] = {}
    for effect in walk_effects(state):
        found.setdefault(effect.kind, []).append(effect)
    return found


def test_third_person_names_the_player_and_second_person_speaks_to_them():
    found = effects_of(LESSON)
    removed = found["removed"][0]
    assert removed.en.startswith("Before walking, Hans removes his block on ")
    assert removed.message("en", you="hans").startswith("Before walking, you remove your ")
    assert removed.message("de", you="hans").startswith("Du nimmst vor dem Laufen dein ")
    grete = next(e for e in found["walk"] if e.player == "grete")
    assert grete.en.startswith("Grete walks ") and grete.message("de", you="grete") \
        .startswith("Du läufst ")
    assert grete.message("en", you="hans") == grete.en  # spoken to Hans, Grete stays Grete
    for effects in found.values():
        for effect in effects:
            for lang in ("de", "en"):
                text = effect.message(lang)
                assert " its own" not in text and " the own" not in text
                assert "du " not in text.lower().split(":")[0]


def test_grete_is_she_and_her():
    found = effects_of(["S++g+G", "+####g", "H#####"])
    removed = next(e for e in found["removed"] if e.player == "grete")
    assert "her block" in removed.en and "ihr Klötzchen" in removed.de


def test_a_cut_off_block_removed_and_two_cut_off():
    one = effects_of(["S++h+H", "++##+#", "h#####", "+####h"])
    assert "which he cannot reach: so there are no penalty steps" in one["removed_cut_off"][0].en
    two = effects_of(["S++H#h", "+##+#h", "+###g#", "++++G#"])
    reason = two["no_removal_cut_off"][0]
    assert "removing one would still leave 1 block out of reach" in reason.en
    assert "Würde er eines wegnehmen, bliebe noch 1 Klötzchen unerreichbar" in reason.de
    assert "anyway" not in reason.en  # the principle is a question's answer on the quiz page
    assert "Hans cannot reach his blocks on 5,0 and 5,1" in two["penalty"][0].en
    assert "seine Klötzchen auf 5,0 und 5,1" in two["penalty"][0].de
    assert two["result_with_penalty"][0].en == \
        "Hans's result: 3 steps walked and 20 penalty steps, 23 steps in all."


def test_a_layout_without_a_house_or_a_start_is_said_as_such():
    # not positions of play (the unit tests keep the engine honest on any layout)
    no_house = GAME.parse_state("hans-und-grete A@0,0:S+H |")
    found = {e.kind: e for e in walk_effects(no_house)}
    assert found["house_missing"].en == "Grete's house is not in the layout, so she cannot " \
                                        "finish the walk."
    assert found["winner_no_house"].en == "Hans wins: Grete cannot finish the walk."
    no_start = GAME.parse_state("hans-und-grete A@0,0:H+G |")
    kinds = [e.kind for e in walk_effects(no_start)]
    assert kinds == ["start_missing", "start_missing", "draw_no_house"]
    cut_off = GAME.parse_state("hans-und-grete A@0,0:H#S+G |")
    assert [e.kind for e in walk_effects(cut_off)][0] == "house_cut_off"


def test_contact_sentences_count_cards_and_sides():
    a = _card(0, 0, 2, 2, "A")
    b = _card(0, 2, 2, 2, "B")
    one = laying_reasons(_card(2, 1, 1, 1), (a,), "grete")[0]
    # one card touched: no word of "with one card", which a later question asks about
    assert one.en == "The card touches card A, but along only 1 square side; it needs at least 2."
    assert one.de.endswith("nur mit 1 Quadratseite; nötig sind mindestens 2.")
    assert one.message("en", you="grete").startswith("Your card touches card A")
    two = laying_reasons(_card(2, 1, 1, 2), (a, b), "hans")[0]
    assert "cards A and B, but along only 1 square side with each" in two.en
    assert "die Karten A und B, aber nur mit 1 Quadratseite je Karte" in two.de
    assert "at least 2 with one card (sides with different cards do not add up)" in two.en
    assert "mindestens 2 an einer Karte (Seiten an verschiedenen Karten zählen" in two.de
    overlap = laying_reasons(_card(1, 1, 2, 2), (a, b), "hans")[0]
    assert overlap.en.startswith("The card would cover 2 squares of cards A and B")


def test_a_corner_is_named_only_where_the_card_meets_one():
    # a card one square off (a gap) has no corner to speak of; one diagonal at a corner has
    a = _card(0, 0, 2, 2, "A")
    b = _card(2, 0, 2, 2, "B")
    gap = laying_reasons(_card(3, 0, 2, 2), (a,), "grete")[0]
    assert gap.code == "no_contact" and "corner" not in gap.en and "Ecke" not in gap.de
    corner = laying_reasons(_card(2, 2, 2, 2), (a,), "grete")[0]
    assert corner.code == "no_contact"
    assert corner.en.startswith("The card meets card A only at a corner")
    assert corner.de.startswith("Die Karte stößt nur mit einer Ecke an Karte A")
    assert corner.message("de", you="grete").startswith("Deine Karte stößt")
    # below-right of B's corner, but a gap away from A: only B is named
    only_b = laying_reasons(_card(4, 2, 2, 2), (a, b), "hans")[0]
    assert "card B only" in only_b.en and "A" not in only_b.en.split(":")[0]
    # between the corners of A and B (A left above, B right below): both are named
    c = _card(4, 4, 2, 2, "C")
    both = laying_reasons(_card(2, 2, 2, 2), (a, c), "hans")[0]
    assert both.en.startswith("The card meets cards A and C only at a corner")


def test_an_incomplete_layout_is_scored_as_given_and_cannot_arise_in_play():
    """The contract's `steps` judge the layout as given (SCENARIOS.md's own example has 3
    cards); that the walk needs all 15 cards is what `plausible` says of such a position."""
    from hare_rules.games import GAMES

    scenario = {"id": "x", "given": {"cards": "AAAA", "squares": "S++H"},
                "then": {"steps": {"hans": 3}}}
    parsed = parse_scenario(scenario, "hans-und-grete")
    assert run_scenario(parsed).passed
    assert GAMES["hans-und-grete"].position_problems(parsed.state)
