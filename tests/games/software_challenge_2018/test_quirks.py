"""The server's rules and quirks, one small position each, on the default board:

    0 S, 1-3 C, 4 H, 5 C, 6 H, 7 H, 8 "1", 9 "2", 10 L, 11 I, 12 C, 13 C, 14 H, 15 I,
    16 "1", 17 C, 18 "2", 19 I, 20 C, 21 C, 22 L, 23 "2", 24 I, 25 C, 26 H, 27 "2",
    28 C, 29 C, 30 I, 31 "1", 32 C, 33 "2", 34 H, 35 C, 36 H, 37 I, 38 "2", 39 H,
    40 C, 41 C, 42 L, 43 I, 44 "1", ... 56 I, 57 L, 58 C, 59 H, 60 C, 61 C, 62 "1", 63 H, 64 G
"""

from __future__ import annotations

import pytest

from hare_rules.games.software_challenge_2018.actions import Card
from hare_rules.games.software_challenge_2018.given import state_from_given
from hare_rules.games.software_challenge_2018.turns import apply_turn, legal_turns, reasons_against


def position(red: dict, blue: dict, to_move: str = "red", **extra) -> object:
    return state_from_given({"players": {"red": red, "blue": blue}, "to_move": to_move,
                             **extra}, None)


def codes(state, turn: str) -> list[str]:
    return [r.code for r in reasons_against(state, turn)]


# --- card chains ---

def test_four_action_chain_of_the_rules_example():
    # Blue between the hares 34 and 36; red advances onto 34, hurries ahead to 36, falls
    # back to 34 and eats a salad there - four actions in one turn.
    s = position({"field": 30, "carrots": 40, "last": "back"}, {"field": 35})
    turn = "+4 card:hurry_ahead card:fall_back card:eat_salad"
    assert tuple(turn.split()) in legal_turns(s)
    after, _ = apply_turn(s, turn)
    assert after.red.field == 34
    assert after.red.carrots == 40 - 10 + 30  # second behind blue: +30
    assert after.red.salads == 4
    assert after.red.cards == {Card.TAKE_OR_DROP}
    assert after.red.last.token == "card:eat_salad"


def test_chain_that_stops_on_a_hare_owes_a_card():
    s = position({"field": 30, "carrots": 40}, {"field": 35})
    assert codes(s, "+4 card:hurry_ahead card:fall_back") == ["card_owed"]
    assert codes(s, "+4") == ["card_owed"]


def test_no_card_after_the_carrot_card_in_the_same_turn():
    s = position({"field": 30, "carrots": 40}, {"field": 35})
    assert codes(s, "+4 card:take_or_drop+20 card:hurry_ahead") == ["must_move_on"]


def test_only_cards_follow_an_action():
    s = position({"field": 1, "carrots": 40}, {"field": 3})
    assert codes(s, "+1 +1") == ["turn_over"]


def test_hare_only_when_a_card_can_be_played_there():
    # Red holds only hurry ahead but would be first on hare 4: no card, no entry.
    s = position({"field": 1, "cards": ["hurry_ahead"]}, {"field": 2})
    assert codes(s, "+3") == ["hare_no_card"]
    assert ("+3",) not in {t[:1] for t in legal_turns(s)}


def test_card_first_on_a_hare_when_nothing_forces_leaving():
    # Only hand-made positions have it: the server accepts a card as the first action.
    s = position({"field": 14, "last": "+3"}, {"field": 20})
    assert ("card:take_or_drop0",) in legal_turns(s)
    s = position({"field": 14, "last": "card:take_or_drop+20"}, {"field": 20})
    assert codes(s, "card:eat_salad") == ["must_move_on"]


# --- hurry ahead and fall back cards ---

def test_hurry_ahead_into_goal_needs_at_most_ten_carrots_now():
    blue = {"field": 63, "salads": 0}
    s = position({"field": 58, "carrots": 11, "salads": 0}, blue)  # +1 costs 1: 10 left
    assert ("+1", "card:hurry_ahead") in legal_turns(s)
    after, _ = apply_turn(s, "+1 card:hurry_ahead")
    assert after.red.field == 64 and after.red.carrots == 10
    s = position({"field": 58, "carrots": 12, "salads": 0}, blue)
    assert codes(s, "+1 card:hurry_ahead") == ["goal_too_many_carrots"]


def test_hurry_ahead_only_when_second_and_not_past_an_opponent_in_goal():
    s = position({"field": 6, "last": "+6"}, {"field": 2})
    assert codes(s, "card:hurry_ahead") == ["not_second"]
    s = position({"field": 63, "last": "+3", "salads": 0, "carrots": 5}, {"field": 64})
    assert codes(s, "card:hurry_ahead") == ["opponent_in_goal"]


def test_fall_back_card_never_onto_the_start():
    s = position({"field": 4, "last": "+4"}, {"field": 1})
    assert codes(s, "card:fall_back") == ["card_onto_start"]
    s = position({"field": 4, "last": "+4"}, {"field": 2})
    after, _ = apply_turn(s, "card:fall_back")
    assert after.red.field == 1


def test_moving_cards_never_onto_a_hedgehog():
    s = position({"field": 14, "last": "+2"}, {"field": 12})
    assert codes(s, "card:fall_back") == ["card_onto_hedgehog"]


# --- fall back, eat, exchange, skip ---

def test_fall_back_from_hedgehog_to_the_previous_hedgehog():
    s = position({"field": 15, "carrots": 30, "last": "+4"}, {"field": 16})
    after, effects = apply_turn(s, "back")
    assert (after.red.field, after.red.carrots) == (11, 70)
    assert effects[0].kind == "hedgehog_refund" and effects[0].carrots == 40
    s = position({"field": 15, "last": "+4"}, {"field": 11})
    assert codes(s, "back") == ["hedgehog_occupied"]


def test_must_eat_after_arriving_on_a_salad_field():
    s = position({"field": 10, "last": "+3"}, {"field": 12})
    assert legal_turns(s) == [("eat",)]
    assert codes(s, "+3") == ["must_eat"]
    assert codes(s, "back") == ["must_eat", "no_hedgehog_behind"]
    after, _ = apply_turn(s, "eat")
    assert (after.red.salads, after.red.carrots) == (4, 68 + 30)  # behind: +30


def test_after_eating_move_on_but_fall_back_is_allowed():
    s = position({"field": 22, "last": "eat"}, {"field": 12})
    turns = legal_turns(s)
    assert ("back",) in turns and ("eat",) not in turns
    assert codes(s, "eat") == ["already_ate"]


def test_must_eat_without_salads_only_skip():
    s = position({"field": 10, "salads": 0, "last": "+3"}, {"field": 12})
    assert legal_turns(s) == [("skip",)]


def test_skip_only_when_nothing_else_is_possible():
    stuck = position({"field": 9, "carrots": 0, "last": "+9"}, {"field": 12})
    assert legal_turns(stuck) == [("skip",)]
    free = position({"field": 9, "carrots": 10, "last": "+9"}, {"field": 12})
    assert codes(free, "skip") == ["not_skipping"]


def test_skip_keeps_the_last_action_and_the_bonus_is_paid_again():
    stuck = position({"field": 9, "carrots": 0, "last": "+9"}, {"field": 12})
    after, _ = apply_turn(stuck, "skip")
    assert after.red.last.token == "+9"
    after, effects = apply_turn(after, "take")  # blue stays ahead on carrot field 12
    assert after.red.carrots == 30  # position-2 field while second
    assert [e.kind for e in effects] == ["carrot_take", "position_bonus"]


def test_exchange_only_on_carrot_fields_and_give_needs_ten():
    s = position({"field": 12, "carrots": 9}, {"field": 20}, to_move="red")
    assert codes(s, "give") == ["not_enough_carrots"]
    assert reasons_against(s, "take") == ()
    s = position({"field": 14, "last": "+2"}, {"field": 20})
    assert codes(s, "take") == ["not_on_carrot_field"]


def test_advance_beyond_44_with_enough_carrots():
    s = position({"field": 0, "carrots": 1200}, {"field": 3})
    assert ("+45",) in legal_turns(s)


# --- position bonus and the end ---

def test_position_bonus_goes_to_the_next_player_after_the_move():
    # Red on position-1 field 16 and first; blue's move keeps it behind: red gets +10.
    s = position({"field": 16, "carrots": 20}, {"field": 12}, to_move="blue")
    after, effects = apply_turn(s, "take")
    assert after.red.carrots == 30 and after.to_move == "red"
    assert effects[-1].kind == "position_bonus"
    # Passing red makes it second: no bonus on a position-1 field.
    after, _ = apply_turn(s, "+5")
    assert after.red.carrots == 20


def test_goal_counts_only_after_blue_moved():
    s = position({"field": 61, "carrots": 13, "salads": 0}, {"field": 20})
    after, _ = apply_turn(s, "+3")
    assert after.red.field == 64 and after.outcome is None and after.to_move == "blue"
    final, _ = apply_turn(after, "take")
    assert (final.outcome.winner, final.outcome.reason) == ("red", "goal")
    assert legal_turns(final) == []
    assert codes(final, "+1") == ["game_over"]


@pytest.mark.parametrize(("blue_carrots", "winner"), [(3, "blue"), (4, "red"), (5, "red")])
def test_both_in_goal_fewer_carrots_win_and_a_tie_goes_to_red(blue_carrots, winner):
    s = position({"field": 64, "carrots": 4, "salads": 0},
                 {"field": 63, "carrots": blue_carrots + 1, "salads": 0}, to_move="blue")
    after, _ = apply_turn(s, "+1")
    assert after.outcome.winner == winner


def test_round_limit_after_sixty_turns_higher_field_wins():
    s = position({"field": 30}, {"field": 25}, to_move="blue", turn=59)
    after, _ = apply_turn(s, "take")
    assert (after.outcome.winner, after.outcome.reason) == ("red", "round_limit")
    after, _ = apply_turn(s, "+8")  # blue to 33, ahead of red
    assert after.outcome.winner == "blue"


def test_goal_needs_no_salad_and_at_most_ten_carrots_after_paying():
    s = position({"field": 61, "carrots": 16, "salads": 0}, {"field": 20})
    assert reasons_against(s, "+3") == ()  # 16 - 6 = 10
    s = position({"field": 61, "carrots": 17, "salads": 1}, {"field": 20})
    assert codes(s, "+3") == ["goal_lettuce_left", "goal_too_many_carrots"]


def test_a_card_refused_for_the_place_gives_no_landing_reason():
    # r20 #7: Red (12) behind Blue (20) may not fall back; that the field behind Blue (19)
    # is a hedgehog field is no reason for Red, who would not fall but jump there.
    s = position({"field": 12}, {"field": 20})
    assert codes(s, "+2 card:fall_back") == ["not_first"]
    # and the first player may not hurry ahead, wherever that would land (Blue on 18:
    # the field in front of Blue is hedgehog 19)
    s = position({"field": 20}, {"field": 18})
    assert codes(s, "+6 card:hurry_ahead") == ["not_second"]
    # the landing reasons stay where the place allows the card
    s = position({"field": 12}, {"field": 18})
    assert codes(s, "+2 card:hurry_ahead") == ["card_onto_hedgehog"]
