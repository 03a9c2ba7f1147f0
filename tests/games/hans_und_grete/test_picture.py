"""The SVG picture: well formed, ids prefixed, text readable at 340 px, walks drawn."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from hare_rules.games.hans_und_grete import GAME

from .layouts import random_game

SMALL = GAME.parse_state("hans-und-grete A@0,0:S+h/+#+ B@3,0:g+/+H C@0,2:G+h/++# |")
FULL = random_game(5)[0][-1]
NS = "{http://www.w3.org/2000/svg}"


def _check(picture, prefix):
    root = ET.fromstring(picture.svg)
    assert root.tag == f"{NS}svg" and root.get("role") == "img"
    assert root.get("width") is None and root.get("height") is None
    width = float(root.get("viewBox").split()[2])
    for element in root.iter():
        if element.get("id") is not None:
            assert element.get("id").startswith(prefix)
        if element.tag == f"{NS}text":
            assert float(element.get("font-size")) / width * 340 >= 11, element.text
    assert picture.alt and picture.caption
    return root


@pytest.mark.parametrize("state", [SMALL, FULL], ids=["small", "full"])
@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("action", [None, "walk", "walk:both", "walk:grete", "lay B",
                                    "lay 2x2 at 5,0"])
def test_picture_is_readable_and_prefixed(state, lang, action):
    root = _check(GAME.picture(state, lang, action, id_prefix="q7-"), "q7-")
    lines = root.findall(f".//{NS}polyline")
    expected = {None: 0, "walk": 0, "walk:both": 2, "walk:grete": 1, "lay B": 0,
                "lay 2x2 at 5,0": 0}
    assert len(lines) == expected[action]


def test_walk_line_follows_the_route_and_alt_names_it():
    picture = GAME.picture(SMALL, "en", "walk:hans")
    assert "Hans's walk: 4 steps: 0,0 → 1,0 → 2,0 → 2,1 → 2,2" not in picture.alt  # forest
    assert "Hans's walk:" in picture.alt
    points = ET.fromstring(picture.svg).find(f".//{NS}polyline").get("points").split()
    from hare_rules.games.hans_und_grete.walking import score
    assert len(points) == len(score(SMALL, "hans").route)


def test_alt_describes_every_square_in_both_languages():
    de, en = GAME.picture(SMALL, "de").alt, GAME.picture(SMALL, "en").alt
    assert "Karte A (3×2, Spalte 0–2, Zeile 0–1): Zeile 0: Start, Weg, Klötzchen Hans" in de
    assert "Card B (2×2, column 3–4, row 0–1): row 0: Grete's block, path" in en
    assert len(re.findall("Card ", en)) == 3


def test_the_question_picture_does_not_give_the_answer_away():
    question = GAME.picture(SMALL, "en", "walk")
    assert "<polyline" not in question.svg and "steps" not in question.alt + question.caption
    answer = GAME.picture(SMALL, "en", "walk:both")
    assert "Hans: " in answer.caption and "Hans's walk:" in answer.alt


def test_focus_card_is_outlined():
    svg = GAME.picture(SMALL, "en", "lay 2x2 at 5,0").svg
    assert 'stroke-dasharray="8 4"' in svg


def test_empty_table():
    state = GAME.start_state(2, 1)
    _check(GAME.picture(state, "de"), "")
