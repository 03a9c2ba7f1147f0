"""The Hans & Grete referee refuses what the game never produces (a fresh read pasted 19
cards, a pile without houses and a house as the 3rd card, and got "Bereit."): more or fewer
than the game's 15 cards, a house card out of the 6th/7th place, a start card after the first;
its next-card choice offers only the cards the pile can give at that place; every position
the quiz opens in the referee is still shown."""

from __future__ import annotations

from pathlib import Path

import pytest
from ruamel.yaml import YAML

from hare_rules.core import referee as api
from hare_rules.core.scenario import parse_scenario
from hare_rules.games.hans_und_grete import GAME

# Every scenario position of the content, as the quiz pictures' referee links open them.
FOLDER = Path(__file__).resolve().parents[3] / "quiz" / "hans-und-grete"
GAME_YAML = YAML(typ="safe").load((FOLDER / "game.yaml").read_text(encoding="utf-8"))
SCENARIOS = [(item, spec)
             for path in sorted(FOLDER.glob("*.yaml")) if path.name != "game.yaml"
             for doc in [YAML(typ="safe").load(path.read_text(encoding="utf-8"))]
             for item in doc.get("rules", []) + doc.get("questions", [])
             for spec in item["scenarios"]]

ID = GAME.id
START = GAME.start_state(2, 1)  # the referee's start: the seed-1 pile, nothing laid


def after(state, plies: int):
    for _ in range(plies):
        state = GAME.apply(state, GAME.legal_actions(state)[0]).state
    return state


TWO = after(START, 2)  # 2 cards laid, 13 in the pile (houses 4th and 5th in the pile)
HEAD, PILE = GAME.format_state(TWO).split(" | ")
PILE = PILE.split()
FOREST = [card for card in PILE if not any(mark in card for mark in "HG")]
HOUSES = [card for card in PILE if any(mark in card for mark in "HG")]


def notation(pile: list[str], head: str = HEAD) -> str:
    return f"{head} | {' '.join(pile)}"


def refused(text: str) -> tuple[str, str]:
    de, en = api.view(ID, text, "de"), api.view(ID, text, "en")
    assert de["ok"] is False and en["ok"] is False, (de, en)
    assert de["error"].startswith("Diese Stellung kann es nicht geben: ")
    assert en["error"].startswith("This position cannot exist: ")
    return de["error"], en["error"]


def test_the_position_the_reader_pasted_is_still_shown_when_it_can_arise():
    assert len(PILE) == 13 and PILE.index(HOUSES[0]) == 3  # the 6th card overall
    assert api.view(ID, notation(PILE), "de")["ok"]


def test_more_cards_than_the_game_has_are_refused():
    # 2 laid and 17 in the pile: 19, beyond the game; the reader refuses them before a card
    # is built (tests/games/hans_und_grete/test_limits.py).
    text = notation(PILE + FOREST[:4])
    de, en = api.view(ID, text, "de"), api.view(ID, text, "en")
    assert de["error"] == "Ein Spiel hat 15 Karten; hier liegen 2 Karten aus und 17 im Stapel."
    assert en["error"] == "A game has 15 cards; here 2 cards are laid and 17 are in the pile"


def test_fewer_cards_than_the_game_has_are_refused():
    de, en = refused(notation(PILE[:-1]))
    assert "und 12 im Stapel" in de and "12 in the pile" in en
    # a layout walked before all 15 cards lie (an empty pile after 2 cards)
    de, en = refused(notation([]))
    assert "gelaufen wird erst, wenn alle liegen" in de and "only once all are laid" in en


def test_a_pile_without_the_houses_is_refused():
    no_houses = [card if card not in HOUSES else "++/++" for card in PILE]
    de, en = refused(notation(no_houses))
    assert "Als 6. Karte kommt eine Hauskarte" in de and "Als 7. Karte" in de
    assert "die 4. Karte im Stapel ist aber eine Waldkarte" in de
    assert "The 6th card from the pile is a house card" in en


def test_a_house_before_its_place_is_refused_in_the_pile_and_on_the_table():
    early = [PILE[3], *PILE[:3], *PILE[4:]]  # Hans's or Grete's house as the 3rd card
    de, en = refused(notation(early))
    assert "Als 3. Karte kommt eine Waldkarte" in de
    assert "die 1. Karte im Stapel ist aber eine Hauskarte" in de
    assert "The 3rd card from the pile is a forest card" in en
    # both houses laid as the 2nd and 3rd card
    game_id, start_card = HEAD.split()[:2]
    table = f"{game_id} {start_card} B@0,2:{HOUSES[0]} C@2,2:{HOUSES[1]}"
    de, _ = refused(notation([*FOREST, "++/++"], table))
    assert "Als 2. Karte kommt eine Waldkarte" in de and "Karte B ist aber eine Hauskarte" in de


def test_a_start_card_after_the_first_is_refused():
    pile = GAME.format_state(START).split(" | ")[1].split()
    de, en = refused(f"{ID} | {pile[1]} {pile[0]} {' '.join(pile[2:])}")
    assert "Als 1. Karte kommt die Startkarte aus dem Stapel" in de
    assert "Als 2. Karte kommt eine Waldkarte" in de and "ist aber die Startkarte" in de
    assert "is the start card" in en


def test_a_card_laid_against_the_rules_is_shown_with_a_warning():
    laid, pile = GAME.format_state(after(START, 1)).split(" | ")
    top, *rest = pile.split()
    far = f"{laid} B@9,9:{top} | {' '.join(rest)}"
    for lang, title, said in (("de", "So kann die Auslage im Spiel nicht entstehen",
                               "Karte B kann als 2. Karte nicht so gelegt worden sein"),
                              ("en", "This layout cannot arise in play", "Card B")):
        view = api.view(ID, far, lang)
        assert view["ok"], view
        notes = {n["title"]: n["lines"] for n in view["notes"]}
        assert any(line.startswith(said) for line in notes[title])
    assert not any("entstehen" in n["title"] for n in api.view(ID, notation(PILE), "de")["notes"])


def test_while_cards_remain_no_walk_result_or_removal_is_given():
    """r19 reader 1: the houses may still be in the pile; the walk comes once all cards lie
    (Laufphase). The last card laid, the walks and the best removal are there."""
    for lang, said in (("de", "Noch 13 Karten im Stapel – gelaufen und gezählt wird erst"),
                       ("en", "13 cards still in the pile – the walk and the count")):
        view = api.view(ID, GAME.format_state(TWO), lang)
        lines = [line for note in view["notes"] for line in note["lines"]]
        assert lines == [line for line in lines if line.startswith(said)] and len(lines) == 1
        picture = view["picture"]
        assert "hg-walk" not in picture["svg"]
        assert "erreichen" not in picture["caption"] + picture["alt"]
        assert "reach" not in picture["caption"] + picture["alt"]
    full = after(START, 15)
    view = api.view(ID, GAME.format_state(full), "de")
    assert "Bestes Klötzchen zum Wegnehmen" in [n["title"] for n in view["notes"]]
    assert "hg-walk" in view["picture"]["svg"]


def test_every_tappable_top_left_square_has_its_verdict():
    """r19 reader 2: quiz Q6 asks about the top card a column away from A (4,0): the
    referee's attempts hold every top-left square of its tap grid for the top card."""
    one = after(START, 1)
    top = one.pile[0]
    candidates = GAME.candidate_actions(one)
    for col in range(-3, 5):
        for row in range(-3, 5):
            assert f"lay {top.width}x{top.height} at {col},{row}" in candidates, (col, row)
    assert GAME.reasons_against(one, f"lay {top.width}x{top.height} at 4,0")


# -- the next card: only what the pile can give there ----------------------------------
def offered(state) -> set[str]:
    view = api.view(ID, GAME.format_state(state), "en")
    (card,) = [c for c in view["controls"] if c["id"] == "card"]
    return {o["label"].split()[0].lower() for o in card["options"]}


@pytest.mark.parametrize(("laid", "kind"), [(0, "start"), (1, "forest"), (4, "forest"),
                                            (5, "house"), (6, "house"), (7, "forest"),
                                            (14, "forest")])
def test_the_next_card_list_offers_only_the_kind_of_its_place(laid, kind):
    state = after(START, laid)
    assert offered(state) == {kind}
    view = api.view(ID, GAME.format_state(state), "en")
    (card,) = [c for c in view["controls"] if c["id"] == "card"]
    pile_cards = {GAME.parse_state(f"{ID} | {o['value']}").pile[0] for o in card["options"]}
    assert all(any(same(card, mine) for mine in state.pile) for card in pile_cards)


def same(a, b) -> bool:
    return any(turned.rows == b.rows for _, turned in a.orientations())


def test_the_list_after_the_first_house_holds_only_the_other_house():
    state = after(START, 6)
    view = api.view(ID, GAME.format_state(state), "de")
    (card,) = [c for c in view["controls"] if c["id"] == "card"]
    marks = {m for o in card["options"] for m in "HG" if m in o["value"]}
    laid_marks = {m for p in state.laid for m in "HG" if m in p.card.text}
    assert len(marks) == 1 and not marks & laid_marks


def test_choosing_a_forest_card_from_deep_in_the_pile_keeps_the_houses_in_place():
    notation_two = GAME.format_state(TWO)
    deep = GAME.parse_state(notation_two).pile[-1].turned(1).text
    edited = api.edit(ID, notation_two, "card", deep, "de")
    assert edited["ok"], edited
    state = GAME.parse_state(edited["notation"])
    assert state.pile[0].text == deep and len(state.pile) == 13
    assert [card.kind for card in state.pile][3:5] == ["house", "house"]


def test_a_complete_layout_offers_no_next_card():
    view = api.view(ID, GAME.format_state(after(START, 15)), "de")
    assert view["ok"] and [c["id"] for c in view["controls"]] == ["remove"]


# -- what the quiz opens in the referee --------------------------------------------------
@pytest.mark.parametrize(("item", "spec"), SCENARIOS,
                         ids=[f"{i['id']}::{s['id']}" for i, s in SCENARIOS])
def test_every_position_of_the_quiz_is_shown_by_the_referee(item, spec):
    text = GAME.format_state(parse_scenario(spec, GAME_YAML["edition"]).state)
    for lang in ("de", "en"):
        view = api.view(ID, text, lang)
        assert view["ok"], (spec["id"], view.get("error"))
        assert not any(n["title"].startswith(("So kann", "This layout cannot"))
                       for n in view["notes"]), spec["id"]
