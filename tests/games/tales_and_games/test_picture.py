"""The picture: valid SVG, readable at 340 CSS px, ids prefixed, alt text complete."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]
NS = "{http://www.w3.org/2000/svg}"
STATE = GAME.scenario_state({
    "streams": [4, 9], "animals": {"hare": 5, "tortoise": 4, "wolf": 4, "lamb": 4},
    "podium": ["fox"], "played": {"wolf": 2, "lamb": 1}, "howl": True,
})


@pytest.mark.parametrize("lang", ["de", "en"])
def test_svg_is_readable_on_a_phone(lang):
    picture = GAME.picture(STATE, lang, id_prefix="q1-")
    root = ET.fromstring(picture.svg)
    assert root.get("role") == "img" and root.get("width") is None
    width = float(root.get("viewBox").split()[2])
    sizes = [float(t.get("font-size")) for t in root.iter(f"{NS}text")]
    assert sizes and min(sizes) / width * 340 >= 11
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    assert ids and all(i.startswith("q1-") for i in ids)


def test_alt_text_names_every_animal_and_the_streams():
    alt = GAME.picture(STATE, "en").alt
    assert "streams on tiles 4 and 9" in alt
    for words in ("Hare: tile 5", "Tortoise: tile 4", "Fox: podium, place 1", "Lamb: tile 4"):
        assert words in alt
    assert "1 with a howl" in alt
    de = GAME.picture(STATE, "de").alt
    assert "Fuchs: Podest, Platz 1" in de and "Bach auf den Feldern 4 und 9" in de


def test_stream_tiles_are_marked_and_text_is_escaped():
    svg = GAME.picture(STATE, "en").svg
    assert svg.count(">stream<") == 2
    assert "&" not in svg.replace("&amp;", "").replace("&lt;", "").replace("&gt;", "")


def test_caption_names_the_turn():
    caption = GAME.picture(STATE, "de", action="lamb,lamb").caption
    assert caption.endswith("dann: 2 Lammkarten spielen")
