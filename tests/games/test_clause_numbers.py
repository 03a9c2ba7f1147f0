"""Every rule number has one source, its clause (issue 25): switch a numeric clause the way
`check --mutate` does (`Clauses.broken`) and the number on the page (`{{fact}}`, filled in
by `refresher.facts.expand` as the pages are) changes with it, and so does the engine where
that is cheap to see (the start, the goal limit and the exchange of the referee's notes).

A copy of a clause's number (an edition field, a constant in setup or facts, a `.correct`)
keeps the page at the rulebook's number while the rules read the switched one: the page and
the rules would disagree, and a clause edited on purpose would not reach the page.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from hare_rules.core import FactError
from hare_rules.games import GAMES
from refresher.facts import expand

# Arguments the facts that take one are tried with (each fact is also tried without).
ARGS = {
    "back_refund": ("2",), "card_count": ("shuffle",), "cards": ("wolf",), "cost": ("5",),
    "goal_limit": ("1", "2", "3"), "house_place": ("1", "2"), "index_of_printed": ("54",),
    "lettuce_payout": ("2",), "moves": ("lamb:3", "tortoise:4", "hare:4", "fox:2"),
    "move_order": ("en",), "movement_table": ("en",), "payout": ("2",), "points": ("1", "2", "3"),
    "position_payout": ("2",), "printed": ("10",), "refund": ("3",), "starting_bets": ("2",),
    "position_fields": ("156",),
}

# game -> numeric clause -> the facts that print its number (or a number made from it).
PRINTED_BY: dict[str, dict[str, set[str]]] = {
    "ravensburger-2019": {
        "back-refund-per-field": {"back_refund"},
        "lettuce-payout-per-place": {"lettuce_payout"},
        "position-payout-per-place": {"position_payout"},
        "carrot-exchange": {"carrot_exchange"},
        "goal-limit-per-place": {"goal_limit", "goal_limits"},
        "give-behind-amount": {"card_gift"},
        "lettuce-bonus-per-lettuce": {"lettuce_bonus"},
        "restore-amount": {"restore_amount"},
        "start-carrots": {"start_carrots", "start_carrots_large", "extra_carrots_large"},
        "start-lettuce": {"start_lettuce"},
        "hare-rest-payout": {"hare_rest_payout"},
        "hare-passing-fee": {"hare_passing_fee"},
        "shuffle-takes": {"shuffle_take"},
    },
    "software-challenge-2018": {
        "start-carrots": {"start_carrots"},
        "start-salads": {"start_salads"},
        "goal-max-carrots": {"goal_limit"},
        "back-refund-per-field": {"back_refund"},
        "take-or-drop-amount": {"take_or_drop", "take_or_drop_values"},
        "salad-payout": {"salad_payout_first", "salad_payout_second"},
        "carrot-exchange": {"carrot_exchange"},
        "position-1-bonus": {"position_bonus_first"},
        "position-2-bonus": {"position_bonus_second"},
        "turn-limit": {"turn_limit", "round_limit"},
    },
    "tales-and-games": {
        "max-play": {"max_play"},
        "hand-size": {"hand_size"},
        "table-limit": {"table_limit"},
        "animal-limit": {"animal_limit"},
        "race-at-eight": {"race_at_total"},
        "race-at-four-of-one": {"race_at_animal"},
        "without-a-card": {"movement_table", "moves"},
        "hare-steps": {"movement_table", "moves"},
        "tortoise-steps": {"movement_table", "moves"},
        "wolf-steps": {"movement_table"},
        "fox-steps": {"movement_table", "moves"},
        "lamb-steps": {"movement_table", "moves"},
        "nap-cards": {"nap_cards", "movement_table"},
        "podium-places": {"podium_places"},
        "place-points": {"points"},
    },
    "hans-und-grete": {
        "forest-under-houses": {"forest_under_houses", "forest_over_houses", "house_place"},
        "min-contact": {"min_contact"},
        "one-removal": {"removals"},
        "penalty": {"penalty"},
    },
    "classic-dice": {
        "start-carrots": {"start_carrots", "start_carrots_large"},
        "large-game-from": {"large_game_from"},
        "extra-carrots-large-game": {"extra_carrots_large", "start_carrots_large"},
        "start-lettuce": {"start_lettuce"},
        "two-pawn-carrots": {"two_pawn_carrots"},
        "two-pawn-lettuce": {"two_pawn_lettuce"},
        "back-refund-per-field": {"back_refund", "refund"},
        "payout-per-place": {"payout_per_place", "payout"},
        "carrot-exchange": {"carrot_exchange"},
        "goal-limit-per-place": {"goal_limit"},
        "eat-carrot-cost": {"eat_carrot_cost"},
    },
}
# Numeric clauses no page prints as a number (a direction, or a count the texts say in words).
NOT_PRINTED = {
    ("ravensburger-2019", "clockwise"), ("tales-and-games", "clockwise"),
    ("classic-dice", "missed-turns"),  # "einmal aussetzen" / "miss a turn"
}


def _numeric(value: object) -> bool:
    """A number, or numbers by place or animal (not a condition, not a function)."""
    def number(v: object) -> bool:
        return isinstance(v, int) and not isinstance(v, bool)
    if isinstance(value, dict):
        value = tuple(value.values())
    if isinstance(value, tuple):
        return bool(value) and all(number(v) for v in value)
    return number(value)


def _numeric_clauses() -> Iterator[tuple[str, str]]:
    for game_id, game in GAMES.items():
        for clause in game.clauses:
            if _numeric(clause.correct):
                yield game_id, clause.name


def _printed(game) -> dict[tuple[str, str | None], str]:
    """What each fact prints on a page, as `expand` fills it in (an error as its type)."""
    out = {}
    for name in game.facts:
        for arg in (None, *ARGS.get(name, ())):
            text = f"{{{{{name}}}}}" if arg is None else f"{{{{{name}:{arg}}}}}"
            try:
                out[name, arg] = expand(text, game)
            except FactError as error:
                out[name, arg] = f"FactError: {error}"
    return out


CASES = [(g, name, variant) for g, name in _numeric_clauses()
         for variant in GAMES[g].clauses[name].variants if (g, name) not in NOT_PRINTED]


def test_every_numeric_clause_is_printed_or_said_not_to_be() -> None:
    found = set(_numeric_clauses())
    listed = {(g, name) for g, clauses in PRINTED_BY.items() for name in clauses}
    assert found - NOT_PRINTED == listed, "add the clause and the facts that print it"


@pytest.mark.parametrize(("game_id", "clause", "variant"), CASES)
def test_the_page_number_follows_its_clause(game_id: str, clause: str, variant: str) -> None:
    game = GAMES[game_id]
    before = _printed(game)
    correct = game.clauses[clause].correct
    with game.clauses.broken(clause, variant) as broken:
        after = _printed(game)
        wrong = broken.value
    changed = {name for name, arg in before if before[name, arg] != after[name, arg]}
    assert changed, f"{clause} -> {variant}: no fact of {game_id} changed"
    assert changed <= PRINTED_BY[game_id][clause], f"{clause} also reaches {changed}"
    # A fact that prints the clause's own number prints the switched one.
    if isinstance(correct, int) and isinstance(wrong, int):
        for key, text in before.items():
            if key[0] in PRINTED_BY[game_id][clause] and key[1] is None and text == str(correct):
                assert after[key] == str(wrong), f"{{{{{key[0]}}}}} says {after[key]}"
    assert _printed(game) == before  # and back


# --- the engine reads the same clause (where that is cheap to see) -----------------------
HARE_RACES = {  # game -> players, the clause of the start carrots and the goal limit's
    "ravensburger-2019": (4, "start-carrots", "classic", "goal-limit-per-place", "eleven"),
    "software-challenge-2018": (2, "start-carrots", "board_game_65", "goal-max-carrots",
                                "eleven"),
    "classic-dice": (3, "start-carrots", "sixty", "goal-limit-per-place", "eleven"),
}


def _start_carrots(game, players: int) -> int:
    return game.referee().stocks(game.start_state(players, seed=1), "en")[0].carrots


@pytest.mark.parametrize("game_id", sorted(HARE_RACES))
def test_start_goal_limit_and_exchange_follow_their_clauses(game_id: str) -> None:
    game = GAMES[game_id]
    players, start, start_variant, limit, limit_variant = HARE_RACES[game_id]
    referee = game.referee()
    state = game.start_state(players, seed=1)
    fresh, (place, most), exchange = (_start_carrots(game, players),
                                      referee.goal_limit(state), referee.exchange)
    assert str(fresh) == game.fact("start_carrots") and str(exchange) == game.fact(
        "carrot_exchange")
    with game.clauses.broken(start, start_variant):
        assert _start_carrots(game, players) == int(game.fact("start_carrots")) != fresh
    with game.clauses.broken(limit, limit_variant):
        assert referee.goal_limit(state) == (place, most // 10 * 11)
    with game.clauses.broken("carrot-exchange", "twenty"):
        assert referee.exchange == 20 and game.fact("carrot_exchange") == "20"


# --- a fact that takes no argument refuses one, in every game ----------------------------
@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_fact_never_ignores_its_argument(game_id: str) -> None:
    from hare_rules.core import no_argument_error

    game = GAMES[game_id]
    for name, fact in game.facts.items():
        try:
            fact(None)
        except FactError:
            continue  # it needs an argument
        with pytest.raises(FactError) as refused:
            expand(f"{{{{{name}:xyz}}}}", game)
        if not getattr(fact, "takes_argument", True):
            assert str(refused.value) == str(no_argument_error(name, "xyz"))
