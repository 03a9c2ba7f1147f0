"""The picture: valid SVG, readable at 340 CSS px, ids prefixed, alt text complete."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]
NS = "{http://www.w3.org/2000/svg}"
STATE = GAME.scenario_state({
    "streams": [4, 9], "animals": {"hare": 6, "tortoise": 4, "wolf": 4, "lamb": 4},
    "podium": ["fox"], "played": {"wolf": 2, "lamb": 1}, "howl": True, "to_move": "B",
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
    for words in ("Hare: tile 6", "Tortoise: tile 4", "Fox: podium, place 1", "Lamb: tile 4",
                  "To move: B; first-player token: A"):
        assert words in alt
    assert "On the table: 2 wolf cards (1 with a howl) and 1 lamb card." in alt
    de = GAME.picture(STATE, "de").alt
    assert "Fuchs: Podest, Platz 1" in de and "Strecke mit Bächen auf den Feldern 4 und 9" in de


def test_the_player_a_question_speaks_to_is_named_so():
    # A question saying "du" speaks to the mover: the picture says "A (du)", not just "A".
    de = GAME.picture(STATE, "de", you="B")
    assert "Am Zug: B (du); Startspielerstein: A." in de.alt
    assert "Am Zug: B (du) · Startspielerstein: A" in de.svg
    en = GAME.picture(STATE, "en", you="A").alt
    assert "To move: B; first-player token: A (you)." in en
    assert "(du)" not in GAME.picture(STATE, "de").alt


def test_stream_tiles_are_marked_and_text_is_escaped():
    svg = GAME.picture(STATE, "en").svg
    assert svg.count(">stream<") == 2
    assert "&" not in svg.replace("&amp;", "").replace("&lt;", "").replace("&gt;", "")


def test_caption_names_the_turn_as_asked_not_as_played():
    """A "may you?" question's turn may be illegal: the caption asks, it does not play."""
    caption = GAME.picture(STATE, "de", action="lamb,lamb").caption
    assert caption.endswith("Zug in der Frage: 2 Lammkarten spielen")
    assert "dann" not in caption
    assert GAME.picture(STATE, "en", action="fox,fox,fox,fox,fox").caption.endswith(
        "the turn in question: play 5 fox cards")


def test_every_piece_is_drawn_and_the_mover_marked():
    root = ET.fromstring(GAME.picture(STATE, "en").svg)
    pieces = {el.get("data-piece"): el for el in root.iter() if el.get("data-piece")}
    assert set(pieces) == set(GAME.pieces(STATE)) == {"hare", "tortoise", "wolf", "fox",
                                                        "lamb", "A", "B"}
    assert [name for name, el in pieces.items() if el.get("data-mover")] == ["B"]


def test_colours_come_from_classes_for_both_schemes():
    svg = GAME.picture(STATE, "de").svg
    assert "fill=" not in svg and "stroke=" not in svg and 'class="pic-tg"' in svg
    for cls in ("tile", "tile--stream", "ink", "disc--wolf", "disc-ink", "chip--mover"):
        assert f".pic-tg .{cls}{{" in GAME.picture_style
        assert f'[data-md-color-scheme="slate"] .pic-tg .{cls}{{' in GAME.picture_style


def test_numbers_on_tiles_and_podium_places_are_indices():
    root = ET.fromstring(GAME.picture(STATE, "en").svg)
    numbers = [t for t in root.iter(f"{NS}text") if any(ch.isdigit() for ch in t.text)]
    indexed = {t.text for t in numbers if t.get("data-index")}
    assert {str(n) for n in range(1, 12)} | {"1."} <= indexed
    # Outside indices only the cards on the table and the howl, which the question states.
    assert {t.text for t in numbers if not t.get("data-index")} == {
        "× 2", "× 1", "Wolf: 1 of them with a howl"}


def test_known_bets_are_drawn_under_each_player_and_said_in_the_alt_text():
    from hare_rules.games import GAMES

    game = GAMES["tales-and-games"]
    betting = game.scenario_state({"players": [{"name": "Anna", "bets": ["fox", "fox", "hare"]},
                                               {"name": "Ben", "bets": ["lamb"]}]})
    drawn = game.picture(betting, "en")
    assert "Anna bets on fox, fox and hare; Ben bets on lamb." in drawn.alt
    assert "Below each player: their bets" in drawn.svg
    plain = game.picture(game.scenario_state({}), "en")
    assert "bets on" not in plain.alt and "their bets" not in plain.svg
