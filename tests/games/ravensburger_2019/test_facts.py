"""Placeholders: a number after the colon counts, or is refused (never silently ignored)."""

import pytest

from hare_rules.core.protocol import FactError
from hare_rules.games.ravensburger_2019.facts import FACTS


def test_back_refund_counts_the_fields_moved_back():
    assert FACTS["back_refund"](None) == "10"
    assert FACTS["back_refund"]("2") == "20"
    assert FACTS["back_refund"]("5") == "50"


@pytest.mark.parametrize("name", ["start_carrots", "carrot_exchange", "goal_field", "card_gift"])
def test_plain_fact_refuses_an_argument(name):
    assert FACTS[name](None)
    with pytest.raises(FactError, match="takes no argument"):
        FACTS[name]("2")


def test_position_fields_names_the_fields_of_one_printed_number():
    assert FACTS["position_fields"]("156") == "7, 16, 32, 48, 60"
    assert FACTS["position_fields"]("2") == "8, 17, 23, 29, 35, 41, 47, 53"
    with pytest.raises(FactError, match="no position field '7'"):
        FACTS["position_fields"]("7")
    with pytest.raises(FactError, match="no position field None"):
        FACTS["position_fields"](None)
