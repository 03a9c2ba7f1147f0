"""The sentence forms: typed values in the reader's words, third person naming the player,
second person speaking to the player, real list grammar and plurals."""

from __future__ import annotations

import pytest

from hare_rules.games import GAMES
from hare_rules.games.tales_and_games.sentences import (
    cards_words,
    discards_words,
    turn_words,
)

GAME = GAMES["tales-and-games"]


def reasons(given, turn):
    return {r.code: r for r in GAME.reasons_against(GAME.scenario_state(given), turn)}


def effects(given, turn):
    return {e.kind: e for e in GAME.apply(GAME.scenario_state(given), turn).effects}


@pytest.mark.parametrize("args, de, en", [
    (("hare", 0), "keine Hasenkarte", "no hare card"),
    (("hare", 1), "1 Hasenkarte", "1 hare card"),
    (("lamb", 3), "3 Lammkarten", "3 lamb cards"),
    (("wolf", 1, 1), "1 Wolfskarte mit Geheul", "1 wolf card with a howl"),
    (("wolf", 2, 2), "2 Wolfskarten mit Geheul", "2 wolf cards with a howl"),
    (("wolf", 3, 1), "3 Wolfskarten, davon 1 mit Geheul", "3 wolf cards, 1 of them with a howl"),
])
def test_card_words(args, de, en):
    assert (cards_words(*args).de, cards_words(*args).en) == (de, en)


def test_discards_and_turns_in_words():
    assert [discards_words(n).en for n in (1, 2, 5)] == [
        "the one discarded card is", "both discarded cards are", "all 5 discarded cards are"]
    assert turn_words([("hare", 1, 0), ("fox", 1, 0)]).de == "1 Hasenkarte und 1 Fuchskarte spielen"
    assert turn_words([]).en == "play no card"


@pytest.mark.parametrize("code, given, turn, third_de, you_de, you_en", [
    ("no_cards", {}, "", "A muss mindestens 1 Karte spielen.",
     "Du musst mindestens 1 Karte spielen.", "You must play at least 1 card."),
    ("too_many_cards", {}, "fox,fox,fox,fox,fox",
     "A darf höchstens 4 Karten in einem Zug spielen, nicht 5.",
     "Du darfst höchstens 4 Karten in einem Zug spielen, nicht 5.",
     "You may play at most 4 cards in a turn, not 5."),
    ("not_in_hand", {"players": [{"hand": ["hare"] * 6}, {}]}, "fox,fox",
     "Dafür fehlen A 2 Fuchskarten auf der Hand.", "Dafür fehlen dir 2 Fuchskarten auf der Hand.",
     "You do not hold these cards: 2 fox cards are missing."),
])
def test_reasons_about_the_mover_have_both_persons(code, given, turn, third_de, you_de, you_en):
    reason = reasons(given, turn)[code]
    assert reason.subject == "A"
    assert reason.de == third_de and "du" not in reason.de.lower().split()
    assert reason.message("de", you="A") == you_de
    assert reason.message("en", you="A") == you_en
    assert reason.message("en", you="B") == reason.en  # spoken to someone else: third person


def test_reasons_about_the_table_name_no_player():
    found = reasons({"played": {"lamb": 3}}, "lamb,lamb")
    # The 3 lamb cards on the table may be other players': that they count is our reading.
    assert found["over_four"].en == ("The table would then hold 5 lamb cards, more than 4 "
                                     "(counted over all players, by our reading).")
    assert found["over_four"].de == ("Auf dem Tisch lägen dann 5 Lammkarten, mehr als 4 "
                                     "(über alle Spieler gezählt, nach unserer Lesart).")
    assert found["over_four"].subject == ""
    # Five cards of a turn on an empty table pass the 4 whoever counts: no reading to mark.
    alone = reasons({}, "fox,fox,fox,fox,fox")["over_four"]
    assert alone.en == "The table would then hold 5 fox cards, more than 4."


def test_mixed_cards_are_the_players_own():
    """The cards of a mixed turn are the mover's: "yours", not "these" (r15: "diese"
    pointed back at "alle Karten eines Zuges")."""
    mixed = reasons({}, "hare,fox,lamb")["mixed_animals"]
    assert mixed.subject == "A"
    assert mixed.en == ("All the cards of a turn must show the same animal; A's show a hare, "
                        "a fox and a lamb.")
    assert mixed.message("de", you="A") == ("Alle Karten eines Zuges müssen dasselbe Tier "
                                            "zeigen; deine zeigen Hase, Fuchs und Lamm.")
    assert mixed.message("en", you="A").endswith("yours show a hare, a fox and a lamb.")


def test_effects_about_a_player_speak_to_that_player():
    given = {"players": [{"hand": ["fox", "fox", "hare", "hare", "lamb", "lamb"]}, {}],
             "deck": ["wolf", "wolf"], "played": {"fox": 2}}
    found = effects(given, "fox,fox")
    assert found["play"].de == "A spielt 2 Fuchskarten."
    assert found["play"].message("en", you="A") == "You play 2 fox cards."
    assert found["draw"].message("de", you="A") == ("Du ziehst 2 Karten nach und hast 6 Karten "
                                                    "auf der Hand.")
    assert found["token"].message("de", you="B") == ("Der Startspielerstein wandert nach links "
                                                     "zu dir; du bist nach unserer Lesart als "
                                                     "Nächstes am Zug.")
    assert found["token"].de == ("Der Startspielerstein wandert nach links zu B; B ist nach "
                                 "unserer Lesart als Nächstes am Zug.")
    assert found["token"].en == ("The first-player token passes left to B, who by our reading "
                                 "plays next.")


def test_scores_list_the_bets_that_score_first():
    given = {"animals": {"wolf": 10, "tortoise": 4}, "podium": ["fox", "lamb"],
             "played": {"wolf": 3},
             "players": [{"bets": ["fox", "fox", "hare"]}, {"bets": ["lamb", "wolf", "tortoise"]}]}
    scores = [e for e in GAME.apply(GAME.scenario_state(given), "wolf").effects
              if e.kind == "score"]
    assert scores[0].en == ("By our reading, A scores 10 points: 10 for the two bets on the "
                            "fox and 0 for the bet on the hare.")
    assert scores[1].message("de", you="B") == (
        "Du erhältst nach unserer Lesart 5 Punkte: 3 für die Wette auf das Lamm, 2 für die "
        "Wette auf den Wolf und 0 für die Wette auf die Schildkröte.")


def test_no_score_sentence_for_bets_not_stated():
    given = {"animals": {"wolf": 10, "tortoise": 4}, "podium": ["fox", "lamb"],
             "played": {"wolf": 3}}
    assert "score" not in effects(given, "wolf")
