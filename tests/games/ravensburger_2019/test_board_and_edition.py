"""The board and the setup numbers against shared/reference/hase-und-igel.md."""

import pytest

from hare_rules.games import GAMES
from hare_rules.games.ravensburger_2019.edition import get_edition
from hare_rules.hare_race.track import Kind, Track, forward_cost

GAME = GAMES["ravensburger-2019"]
EDITION = get_edition("ravensburger-2019")

# The reference's summary lines, copied field numbers (not the engine's string).
REFERENCE_FIELDS = {
    Kind.HARE: (1, 3, 6, 14, 25, 31, 34, 39, 46, 51, 58, 62),
    Kind.CARROT: (2, 5, 13, 21, 26, 33, 38, 40, 49, 55, 59, 61, 63),
    Kind.LETTUCE: (10, 22, 42, 57),
    Kind.HEDGEHOG: (11, 15, 19, 24, 30, 37, 43, 50, 56),
}
REFERENCE_POSITION = {
    (1, 5, 6): (7, 16, 32, 48, 60),
    (2,): (8, 17, 23, 29, 35, 41, 47, 53),
    (3,): (4, 12, 20, 28, 36, 44, 52),
    (4,): (9, 18, 27, 45, 54),
}


def test_board_has_65_places_from_start_to_goal():
    track = EDITION.track
    assert len(track.fields) == 65
    assert track.kind(0) is Kind.START and track.kind(64) is Kind.GOAL
    assert track.goal == 64


@pytest.mark.parametrize("kind", list(REFERENCE_FIELDS))
def test_board_fields_of_kind_match_reference(kind):
    assert EDITION.track.indices_of(kind) == REFERENCE_FIELDS[kind]


@pytest.mark.parametrize("places", list(REFERENCE_POSITION))
def test_board_position_fields_match_reference(places):
    track = EDITION.track
    found = tuple(i for i, f in enumerate(track.fields) if f.pays_places == places)
    assert found == REFERENCE_POSITION[places]


def test_every_inner_field_is_listed_once():
    listed = [i for fields in REFERENCE_FIELDS.values() for i in fields]
    listed += [i for fields in REFERENCE_POSITION.values() for i in fields]
    assert sorted(listed) == list(range(1, 64))


@pytest.mark.parametrize(
    "fields, cost", [(1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (10, 55), (12, 78), (44, 990)]
)
def test_forward_cost_race_table(fields, cost):
    assert forward_cost(fields) == cost


@pytest.mark.parametrize(
    "players, carrots", [(2, 68), (3, 68), (4, 68), (5, 98), (6, 98)]
)
def test_starting_amounts(players, carrots):
    assert EDITION.start_carrots(players) == carrots
    assert EDITION.start_lettuce(players) == 3
    pos = GAME.start_state(players, 3)
    assert {(p.field, p.carrots, p.lettuce) for p in pos.players} == {(0, carrots, 3)}


@pytest.mark.parametrize("players", [1, 7])
def test_new_game_rejects_player_counts_outside_2_to_6(players):
    with pytest.raises(ValueError, match="2 to 6"):
        GAME.start_state(players, 0)


def test_deck_has_15_cards_of_8_kinds():
    deck = EDITION.deck
    assert len(deck) == 15
    counts = {card: deck.count(card) for card in set(deck)}
    assert counts == {
        "give-10-behind": 2, "miss-or-move-again": 2, "restore-65": 2, "lettuce-bonus": 2,
        "lose-half": 2, "free-ride": 2, "show-carrots": 2, "shuffle": 1,
    }


def test_new_game_deck_is_a_seeded_shuffle():
    a, b = GAME.start_state(2, 5), GAME.start_state(2, 5)
    c = GAME.start_state(2, 6)
    assert a.deck == b.deck
    assert sorted(a.deck) == sorted(EDITION.deck)
    assert a.deck != c.deck  # two seeds giving the same 15-card order would be a 1 in 10^10 fluke


def test_track_parse_and_nearest_hedgehog():
    track = Track.parse("S I C I H 156 G")
    assert track.codes() == "S I C I H 156 G"
    assert track.nearest_hedgehog_behind(4) == 3
    assert track.nearest_hedgehog_behind(3) == 1  # from a hedgehog: the one behind it
    assert track.nearest_hedgehog_behind(1) is None
    assert track.field(5).pays_places == (1, 5, 6)


@pytest.mark.parametrize("text", ["C I G", "S C I", "S G C G", "S X G", "S 11 G", "S 0 G"])
def test_track_parse_rejects_bad_boards(text):
    with pytest.raises(ValueError):
        Track.parse(text)
