"""The bounds for reading numbers (hare_rules.core.limits): ASCII digits only, at most six,
a seed below 2**31; each refusal is the game's own error with a sentence in both languages."""

from __future__ import annotations

import pytest

from hare_rules.core import NotationError, Text
from hare_rules.core.limits import (
    MOST_DIGITS,
    SEED_BOUND,
    digits_problem,
    number_problem,
    read_number,
    read_seed,
    seed_problem,
)

CARROTS = Text("Karotten", "carrots")


def refused(value: str, **kwargs) -> NotationError:
    with pytest.raises(NotationError) as caught:
        read_number(value, CARROTS, **kwargs)
    assert caught.value.text is not None
    return caught.value


def test_six_digits_are_read_seven_are_refused_in_both_languages():
    assert read_number("9" * MOST_DIGITS, CARROTS) == 999_999
    error = refused("1" * (MOST_DIGITS + 1))
    assert error.said("de") == "Karotten: 1111111 hat zu viele Stellen (höchstens 6)."
    assert error.said("en") == "carrots: 1111111 has too many digits (at most 6)"


@pytest.mark.parametrize("value", ["²", "٣", "1_0", " 7", "+7", "7 ", "", "0x1", "1e3", "-"])
def test_only_ascii_digits_are_a_number(value: str):
    # `isdigit` takes '²' (which `int` refuses); `int` takes '٣', '1_0', ' 7' and '+7'.
    error = refused(value)
    assert "keine ganze Zahl" in error.said("de") and "not a whole number" in error.said("en")


def test_a_sign_only_where_asked_for():
    assert read_number("-5", CARROTS, signed=True) == -5
    assert refused("-5").said("en").endswith("is not a whole number (digits 0-9)")
    assert refused("-1234567", signed=True).said("de").endswith("(höchstens 6).")


def test_a_huge_value_is_quoted_short():
    # A sentence about a 100,000-digit input stays a sentence.
    error = refused("9" * 100_000)
    assert len(error.said("de")) < 80 and len(str(error)) < 80


def test_numbers_already_read_are_bounded_alike():
    assert number_problem(999_999, CARROTS) is None and number_problem(-999_999, CARROTS) is None
    problem = number_problem(10**6, CARROTS)
    assert problem is not None and "zu viele Stellen" in problem.de
    assert "too many digits" in problem.en


def test_seeds_below_two_to_the_31():
    assert read_seed(str(SEED_BOUND - 1)) == SEED_BOUND - 1
    assert read_seed("0") == 0
    for value in (str(SEED_BOUND), "9" * 11, "²", "-1"):
        with pytest.raises(NotationError) as caught:
            read_seed(value)
        assert caught.value.said("de") and caught.value.said("en")
    assert seed_problem(SEED_BOUND - 1) is None and seed_problem(-1) is not None
    problem = seed_problem(SEED_BOUND)
    assert problem is not None
    assert problem.de == "seed: 2147483648 liegt nicht zwischen 0 und 2147483647."


def test_digits_problem_names_what_was_read():
    problem = digits_problem("x", Text("Feld", "field"))
    assert problem == Text("Feld: „x“ ist keine ganze Zahl (Ziffern 0 bis 9).",
                           "field: 'x' is not a whole number (digits 0-9)")
