"""The sentence tables: every sentence about a player has a subject and a second-person form,
the third person never says du/you, values are whole phrases, and the two-pawn game names
the pawn while the carrots stay the player's."""

from __future__ import annotations

import re

import pytest

from hare_rules.core import Effect
from hare_rules.games.classic_dice.rules import moves_listing
from hare_rules.games.classic_dice.sentences import (
    EFFECTS,
    PROBLEMS,
    REASONS,
    TWO_PAWN_EFFECTS,
    TWO_PAWN_REASONS,
)

from .playout import GAME

DU = {"de": re.compile(r"\b(du|dich|dir|dein\w*)\b", re.I),
      "en": re.compile(r"\b(you|your)\b", re.I)}
TABLES = {"reasons": REASONS, "two-pawn reasons": TWO_PAWN_REASONS, "effects": EFFECTS,
          "two-pawn effects": TWO_PAWN_EFFECTS, "problems": PROBLEMS}


@pytest.mark.parametrize("name", sorted(TABLES))
def test_the_third_person_names_the_player_and_the_second_speaks_to_it(name: str) -> None:
    for code, forms in TABLES[name].items():
        de, en = forms[:2]
        assert not DU["de"].search(de) and not DU["en"].search(en), (name, code)
        if len(forms) == 4:
            assert DU["de"].search(forms[2]) and DU["en"].search(forms[3]), (name, code)
        elif "{player}" in de + en or "{pawn}" in de + en or "{who}" in de + en:
            assert name == "problems", f"{name} {code}: about a player, with no du/you form"


def test_every_effect_has_a_second_person_form() -> None:
    for table in (EFFECTS, TWO_PAWN_EFFECTS):
        assert all(len(forms) == 4 for forms in table.values())


def test_wrong_pawn_says_what_the_pawn_must_do_in_whole_words() -> None:
    state = GAME.parse_state("classic-dice *A:10,5:95:5 B:0,0:95:5")
    (reason,) = GAME.reasons_against(state, "2:+3")
    assert reason.code == "wrong_pawn" and reason.subject == "A"
    assert reason.de == "Dieser Zug gehört A1: A1 muss stehen bleiben und einen Salat fressen."
    assert reason.en == "This turn belongs to A1: A1 must stay and eat a lettuce."


def test_eat_lettuce_with_none_left_says_stay_not_eat() -> None:
    state = GAME.parse_state("classic-dice *A:1/eat:64:0 B:0:65:3 C:0:65:3")
    (reason,) = GAME.reasons_against(state, "+1")
    assert reason.en == "This turn A must stay (no lettuce left)."


def test_skip_where_the_pawn_must_stay_says_stay_and_the_stay_is_labelled_so() -> None:
    # r20 #3: "eat a lettuce" rolled with none left: the turn is the stay, not a missed turn.
    state = GAME.parse_state("classic-dice *A:46/eat:40:0 B:40:50:1 C:50:30:1")
    (reason,) = GAME.reasons_against(state, "skip")
    assert (reason.code, reason.de) == ("must_eat",
                                        "A muss in diesem Zug stehen bleiben (kein Salat mehr).")
    assert GAME.describe_action("eat", "de", state) == "stehen bleiben (kein Salat mehr)"
    assert GAME.describe_action("eat", "en", state) == "stay (no lettuce left)"
    with_lettuce = GAME.parse_state("classic-dice *A:46/eat:40:1 B:40:50:1 C:50:30:1")
    assert GAME.describe_action("eat", "en", with_lettuce) == "stay and eat a lettuce"


def test_the_free_move_is_one_natural_sentence() -> None:
    state = GAME.parse_state("classic-dice *A:0:65:3 B:0:65:3 C:0:65:3")
    effect = GAME.apply(state, "+3 roll:free-move").effects[-1]
    assert effect.en == ("A rolls \"the last move was free\" and gets back the 6 carrots that "
                         "move cost.")
    assert effect.de == ("A würfelt „der letzte Zug war umsonst“ und bekommt die 6 Karotten "
                         "für diesen Zug zurück.")


def test_two_pawn_sentences_name_the_pawn_and_give_the_carrots_to_the_player() -> None:
    state = GAME.parse_state("classic-dice *A:8,17:95:5 B:20,0:95:5")
    effects = GAME.apply(state, "1:+1").effects
    said = [e.en for e in effects]
    assert ("A2 starts the turn on square 17 (printed 47), a position square \"2\", in second "
            "place: A takes 20 carrots.") in said
    assert ("A1 stands on square 8 (printed 56), a position square \"2\", but is in third place: "
            "no carrots.") in said
    assert all(isinstance(e, Effect) and e.player == "A" for e in effects)


def test_not_stuck_lists_the_moves_in_the_readers_words() -> None:
    state = GAME.parse_state("classic-dice *A:12:1:3 B:11:65:3 C:0:65:3")
    (reason,) = GAME.reasons_against(state, "restart")
    assert reason.code == "not_stuck"
    assert reason.en.endswith("A can still move 1 square forward.")
    listing = moves_listing(["1:+1", "1:+2", "1:+3", "2:back", "2:take"])
    assert listing.get("de") == ("Figur 1: 1 bis 3 Felder vorwärts, Figur 2: zurück zum "
                                 "nächsten Igel oder Figur 2: 10 Karotten nehmen")
    gaps = moves_listing(["1:+1", "1:+4"])
    assert gaps.get("en") == "pawn 1: 1 or 4 squares forward"  # the gap said, as with one pawn
    assert gaps.get("de") == "Figur 1: 1 oder 4 Felder vorwärts"
    runs = moves_listing(["1:+1", "1:+2", "1:+3", "1:+5", "1:+7", "1:+8"])
    assert runs.get("en") == "pawn 1: 1 to 3, 5, 7 or 8 squares forward"


def test_a_result_that_does_nothing_says_why() -> None:
    state = GAME.parse_state("classic-dice *A:24:65:3 B:0:65:3 C:0:65:3")
    effect = GAME.apply(state, "+1 roll:fall-back").effects[-1]
    assert effect.de == ("A würfelt „eine Position zurück“, aber hinten steht keine Figur "
                         "außer am Start: Es passiert nichts.")
    assert effect.message("en", you="A") == (
        'You roll "fall back one place", but no pawn is behind except on the start: '
        'nothing happens.')
    # Nobody behind at all (r19 reader, item 6): no pawns on the start named that are not there.
    ahead = GAME.parse_state("classic-dice *A:2:62:3 B:5:60:3 C:8:29:3")
    effect = GAME.apply(ahead, "+1 roll:fall-back").effects[-1]
    assert effect.de == ("A würfelt „eine Position zurück“, aber hinten steht keine Figur "
                         "auf der Laufbahn: Es passiert nichts.")


def test_no_sentence_calls_a_player_it() -> None:
    from refresher.corpus import Sentence, lint

    state = GAME.parse_state("classic-dice *A:13:65:3 B:23:65:3 C:0:65:3")
    effects = GAME.apply(state, "+1 roll:move-up roll:eat-lettuce").effects
    found = lint([Sentence("classic-dice", "x#y", lang, person, e.kind,
                           e.message(lang, "A" if person else None), "A")
                  for e in effects for lang in ("de", "en") for person in ("", "you")])
    assert found == []


def test_restart_while_owing_the_stay_names_the_stay_not_eating() -> None:
    # r23 dice #1: turned over after "eat a lettuce" with no lettuce left, the only move is
    # to stay; the refused restart says so, never "A can still eat a lettuce".
    state = GAME.scenario_state({"players": [
        {"field": 46, "carrots": 40, "eat_next": True, "lettuce": 0},
        {"field": 40, "carrots": 50, "lettuce": 1}, {"field": 50, "carrots": 30, "lettuce": 1}]})
    assert GAME.legal_actions(state) == ["eat"]
    (reason,) = GAME.reasons_against(state, "restart")
    assert reason.code == "must_eat"
    assert reason.de == "A muss in diesem Zug stehen bleiben (kein Salat mehr)."
    assert reason.en == "This turn A must stay (no lettuce left)."
    assert "Salat fressen" not in reason.de and "eat" not in reason.en
    # With a lettuce left the same refusal names the eating.
    fed = GAME.scenario_state({"players": [
        {"field": 46, "carrots": 40, "eat_next": True, "lettuce": 1},
        {"field": 40, "carrots": 50, "lettuce": 1}, {"field": 50, "carrots": 30, "lettuce": 1}]})
    (reason,) = GAME.reasons_against(fed, "restart")
    assert reason.en == "This turn A must stay and eat a lettuce."


def test_two_pawn_exchange_refusal_has_no_brackets_in_brackets() -> None:
    # r23 dice #8: the square's printed number is the only bracket.
    state = GAME.parse_state("classic-dice *A:10,17:95:5 B:20,0:95:5")
    reasons = GAME.reasons_against(state, "1:take")
    assert any(r.code == "not_on_carrot_field" for r in reasons)
    (reason,) = [r for r in reasons if r.code == "not_on_carrot_field"]
    assert reason.de == ("A1 kann hier keine Karotten nehmen oder abgeben: Feld 10 "
                         "(aufgedruckt 54) ist kein Karottenfeld.")
    assert reason.en == ("A1 cannot take or give back carrots here: square 10 (printed 54) "
                         "is not a carrot square.")


def test_two_pawn_restart_lists_the_owed_stay_without_eating() -> None:
    # r23 dice #1, the same kind with two pawns: A1 owes the stay with no lettuce left.
    state = GAME.parse_state("classic-dice *A:46/eat,20:40:0 B:40,5:50:1")
    assert GAME.legal_actions(state) == ["1:eat"]
    refusals = [r for r in GAME.reasons_against(state, "2:restart") if r.code == "not_stuck"]
    assert [r.en for r in refusals] == [
        "A may go back to the start only when neither pawn has any other move; A still has: "
        "A1: stay (no lettuce left)."]
    (owed,) = GAME.reasons_against(state, "1:restart")
    assert owed.en == "This turn A1 must stay (no lettuce left)."


def test_eat_a_lettuce_rolled_with_none_left_says_the_pawn_stays_for_nothing() -> None:
    # r24 dice #1: "stays and eats" was said with no lettuce left; the pawn stays, unpaid.
    def said(notation: str, action: str) -> tuple[str, str]:
        effect = GAME.apply(GAME.parse_state(notation), action).effects[-1]
        return effect.de, effect.en

    none_de, none_en = said("classic-dice *A:13:40:0 B:20:50:1 C:30:50:1", "+1 roll:eat-lettuce")
    assert none_de.endswith("bleibt A stehen, bekommt aber ohne Salat nichts.")
    assert "eats" not in none_en and none_en.endswith("with no lettuce left gets nothing.")
    held_de, _ = said("classic-dice *A:13:40:2 B:20:50:1 C:30:50:1", "+1 roll:eat-lettuce")
    assert held_de.endswith("bleibt A stehen und frisst.")
    two_de, _ = said("classic-dice *A:13,5:40:0 B:20,2:50:1", "1:+1 roll:eat-lettuce")
    assert two_de.endswith("ohne Salat bekommt A nichts.")
