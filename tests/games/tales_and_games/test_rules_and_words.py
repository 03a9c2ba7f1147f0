"""Reasons and effects in both languages, descriptions, facts, quantities."""

from __future__ import annotations

import pytest

from hare_rules.core import FactError, IllegalActionError, Run
from hare_rules.games import GAMES
from hare_rules.games.tales_and_games.movement import MOVEMENT

GAME = GAMES["tales-and-games"]


def effects(given, turn):
    return GAME.apply(GAME.scenario_state(given), turn).effects


def test_nap_sentence():
    found = effects({"animals": {"hare": 5, "tortoise": 3}, "played": {"hare": 4}}, "race")
    nap = next(e for e in found if e.kind == "nap")
    assert nap.de == "Der Hase schläft: Auf dem Tisch liegen 4 Hasenkarten, und er ist vorn."
    assert nap.en == "The hare naps: 4 hare cards lie on the table, and it is in the lead."


def test_nap_tied_sentence():
    found = effects({"animals": {"hare": 5, "fox": 5}, "played": {"hare": 4}}, "race")
    assert any(e.en.endswith("it is tied for the lead.") for e in found)


def test_stream_sentence():
    found = effects({"animals": {"lamb": 2}, "played": {"lamb": 3}}, "race")
    stream = next(e for e in found if e.kind == "stream")
    assert stream.de == "Das Lamm bleibt am Bach auf Feld 4 stehen."
    assert stream.en == "The lamb stops at the stream on tile 4."


def test_howl_sentence_and_singular_forms():
    found = effects({"played": {"wolf": 1}, "howl": True}, "race")
    assert found[1].en == "The wolf howls: only the wolf moves; every other animal stays."
    # That the howl card counts for the wolf is our reading: the move says so (not that a
    # wolf card "counts as a wolf card", which says nothing).
    assert found[2].de == ("Der Wolf zieht 1 Feld (1 Wolfskarte mit Geheul, die nach unserer "
                           "Lesart für den Wolf zählt) auf Feld 1.")
    assert found[2].en == ("The wolf moves 1 tile (1 wolf card with a howl, which by our "
                           "reading counts for the wolf's move) to tile 1.")
    # A howl among other wolf cards: the clause says it counts too, in the singular.
    mixed = effects({"played": {"wolf": 3}, "howl": True}, "wolf")
    assert any(e.de == "Der Wolf zieht 3 Felder (4 Wolfskarten, davon 1 mit Geheul, die nach "
               "unserer Lesart mitzählt) auf Feld 3." for e in mixed)
    assert any(e.en == "The wolf moves 3 tiles (4 wolf cards, 1 of them with a howl, which "
               "counts too by our reading) to tile 3." for e in mixed)
    # Without a howl no such mark.
    plain = effects({"played": {"wolf": 3}}, "wolf")
    assert any(e.de == "Der Wolf zieht 3 Felder (4 Wolfskarten) auf Feld 3." for e in plain)


def test_reasons_in_both_languages():
    state = GAME.scenario_state({"played": {"fox": 3, "hare": 3}})
    reasons = {r.code: r for r in GAME.reasons_against(state, "fox,fox,fox")}
    assert reasons["over_eight"].de == "Auf dem Tisch lägen dann 9 Karten, mehr als 8."
    assert reasons["over_four"].en == ("The table would then hold 6 fox cards, more than 4 "
                                       "(counted over all players, by our reading).")


def test_illegal_apply_raises_with_reasons_and_state():
    state = GAME.scenario_state({})
    with pytest.raises(IllegalActionError) as error:
        GAME.apply(state, "hare,fox")
    assert [r.code for r in error.value.reasons] == ["mixed_animals"]
    assert GAME.format_state(state) in str(error.value)


def test_describe_action():
    assert GAME.describe_action("hare,hare", "de") == "2 Hasenkarten spielen"
    assert GAME.describe_action("hare,hare", "en") == "play 2 hare cards"
    assert GAME.describe_action("lamb", "de") == "1 Lammkarte spielen"
    assert (GAME.describe_action("wolf,wolf-howl", "en")
            == "play 2 wolf cards, 1 of them with a howl")
    assert (GAME.describe_action("wolf,wolf-howl", "de")
            == "2 Wolfskarten spielen, davon 1 mit Geheul")


def test_normalize_orders_cards():
    assert GAME.normalize_action(" wolf-howl , wolf ") == "wolf,wolf-howl"
    assert GAME.action_problem("hare,bear") and GAME.action_problem("race") is None


def test_facts_render_the_engine_table():
    for animal, row in MOVEMENT.items():
        for x, tiles in enumerate(row):
            assert GAME.fact("moves", f"{animal}:{x}") == str(tiles)
    table = GAME.fact("movement_table", "en")
    assert "| Lamb | 1 | 2 | 3 | 4 | 5 |" in table
    assert GAME.fact("points", "1") == "5" and GAME.fact("hand_size") == "6"
    assert GAME.fact("cards", "wolf") == "16" and GAME.fact("racing_cards") == "81"


@pytest.mark.parametrize("name, arg", [
    ("moves", "lamb:5"), ("moves", "bear:1"), ("moves", None), ("points", "4"),
    ("movement_table", "fr"), ("hand_size", "x"), ("nope", None),
])
def test_bad_facts(name, arg):
    with pytest.raises(FactError):
        GAME.fact(name, arg)


def run_of(given, turn):
    before = GAME.scenario_state(given)
    applied = GAME.apply(before, turn)
    return Run(before, before, applied.state, turn, True, (), applied.effects,
               tuple(GAME.legal_actions(applied.state)))


def test_quantities():
    run = run_of({"animals": {"lamb": 2, "wolf": 11}, "podium": ["fox", "hare"],
                  "played": {"lamb": 3, "wolf": 1},
                  "players": [{"name": "A", "bets": ["fox", "wolf"]}, {"name": "B"}]}, "race")
    assert GAME.quantity("moved:lamb", run) == 2
    assert GAME.quantity("position:lamb", run) == 4
    assert GAME.quantity("podium", run) == ("fox", "hare", "wolf")
    assert GAME.quantity("score:A", run) == 7
    assert GAME.quantity("winner", run) == ("A",)
    assert set(GAME.quantity("moved_animals", run)) == {"tortoise", "wolf", "lamb"}
    with pytest.raises(FactError):
        GAME.quantity("moved:bear", run)


def test_max_cards_and_playable():
    run = run_of({"played": {"hare": 2, "fox": 3}}, "lamb")
    assert GAME.quantity("max_cards:hare", run) == 2
    assert GAME.quantity("max_cards:fox", run) == 1
    assert GAME.quantity("table", run) == 6
    assert GAME.quantity("playable", run) == ("hare", "tortoise", "wolf", "fox", "lamb")


@pytest.mark.parametrize(("discarded", "legal"), [(11, True), (12, False)])
def test_an_unstated_hand_holds_only_cards_placed_nowhere_else(discarded, legal):
    """The game has 15 lamb cards: with 3 on the table and 12 discarded, a hand nobody has
    stated holds none (issue 27: the referee played cards the game does not have)."""
    state = GAME.scenario_state({"played": {"lamb": 3}, "discard": ["lamb"] * discarded,
                                 "animals": {"lamb": 10}})
    assert ("lamb" in GAME.legal_actions(state)) is legal
    reasons = GAME.reasons_against(state, "lamb")
    assert [r.code for r in reasons] == ([] if legal else ["none_left"])
    if not legal:
        assert reasons[0].de.startswith("Das Spiel hat nur 15 Lammkarten, und diese Stellung")
        assert reasons[0].en.startswith("The game has only 15 lamb cards, and this position")
