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
# All 15 cards laid as 2x2 squares in rows of four (the last row three), for walk pictures.
FIFTEEN_IN_ROWS = ("AABBFFHH\nAABBFFHH\nGGCCDDEE\nGGCCDDEE\nIIJJKKLL\nIIJJKKLL\n"
                   "MMNNOO..\nMMNNOO..\n")


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
    assert "Karte A (3×2, Spalten 0–2, Zeilen 0–1): Zeile 0: Start, Weg, Klötzchen von Hans" in de
    assert "Card B (2×2, columns 3–4, rows 0–1): row 0: Grete's block, path" in en
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


# Q14's layout: Hans's two blocks on 5,0 and 5,1 are both shut in by forest.
TWO_CUT_OFF = {"cards": "AAFFHHII\nAAFFHHII\nBBCCGGJJ\nBBCCGGJJ\nDDEEKKLL\nDDEEKKLL\n"
                        "MMNNOO..\nMMNNOO..\n",
               "squares": "S++H#h##\n+##+#h##\n+###g###\n++++G###\n########\n########\n"
                          "######..\n######..\n"}


def test_card_in_question_is_described_with_its_squares():
    state = GAME.scenario_state({"cards": "AAABB\nAAABB\n", "squares": "S+hg+\n+#+++\n",
                                 "pile": ["+g/h+"]})
    alt = GAME.picture(state, "de", "lay 2x2 at 4,1", "t-").alt
    assert "Fragliche Karte: 2×2, Spalten 4–5, Zeilen 1–2: Zeile 1: Weg, Klötzchen" in alt


def test_referee_best_removal_agrees_with_the_walk():
    """Where no removal helps (two blocks cut off), the note says 'none', as the walk does."""
    from hare_rules.games.hans_und_grete.referee import REFEREE

    notes = REFEREE.notes(GAME.scenario_state(TWO_CUT_OFF), "de")
    best = dict((n.title, n.lines) for n in notes)["Bestes Klötzchen zum Wegnehmen"]
    assert best[0] == "Hans: keines (Wegnehmen verbessert nichts)"
    assert best[1] == "Grete: das auf 4,2"
    assert any("Hans nimmt kein Klötzchen weg" in line for n in notes for line in n.lines)


def test_a_place_in_the_pile_question_shows_the_pile_face_down():
    state = GAME.start_state(2, 11)
    picture = GAME.picture(state, "de", "lay 3x2 at 0,0", "t-", asks="place:house")
    assert "Zugstapel: 15 Karten" in picture.alt
    assert "obenauf die Startkarte, darunter 14 verdeckte Karten" in picture.alt
    assert picture.svg.count('class="hg-back"') == 15
    assert "Haus" not in picture.svg  # where the houses lie is the answer
    plain = GAME.picture(state, "de", "lay 3x2 at 0,0", "t-")
    assert "hg-back" not in plain.svg


# -- walks that go out and back (a fresh read: Q11's dashed walk drawn twice over itself
# looked solid, Q10's 9 steps out and back looked like one 6-step line) ------------------
def test_a_walk_out_and_back_is_drawn_as_two_lanes_with_the_turn():
    from hare_rules.games.hans_und_grete.picture import LANE, Grid, walk_points

    grid = Grid(0, 0, 30, 0)
    lane = 30 * LANE
    # Q10's walk: 4,1 out to 7,1 and back past the start to 1,1
    route = tuple((c, 1) for c in (4, 5, 6, 7, 6, 5, 4, 3, 2, 1))
    points = walk_points(route, grid)
    out = [(x, y) for x, y in points if y > 45]  # below the middle of row 1: going right
    back = [(x, y) for x, y in points if y < 45]  # above it: coming back
    assert out and back and {y for _, y in out} == {45 + lane} and {y for _, y in back} == {
        45 - lane}
    assert (225, 45 + lane) in points and (225, 45 - lane) in points  # the turn on 7,1
    assert max(x for x, _ in out) == max(x for x, _ in back) == 225
    assert points[-1] == (45, 45)  # walked once from the start on: in the middle
    # a walk that never goes back keeps to the middle of its squares
    straight = walk_points(((0, 0), (1, 0), (1, 1)), grid)
    assert straight == [(15, 15), (45, 15), (45, 45)]


def test_a_dead_end_round_the_corner_keeps_both_lanes_apart():
    from hare_rules.games.hans_und_grete.picture import LANE, Grid, walk_points

    grid = Grid(0, 0, 30, 0)
    lane = 30 * LANE
    # Q11's Grete: 0,0 -> 2,0 -> 2,1 and back -> 0,0 -> 0,2
    route = ((0, 0), (1, 0), (2, 0), (2, 1), (2, 0), (1, 0), (0, 0), (0, 1), (0, 2))
    points = walk_points(route, grid)
    assert (75 - lane, 15 + lane) in points  # the corner on 2,0 going out (inside)
    assert (75 + lane, 15 - lane) in points  # ... and coming back (outside)
    assert (75 - lane, 45) in points and (75 + lane, 45) in points  # the turn on 2,1
    assert len(points) == len(set(points))  # no stretch drawn over itself


def test_the_answer_picture_of_an_out_and_back_walk_has_two_lanes():
    state = GAME.scenario_state({
        "cards": FIFTEEN_IN_ROWS,
        "squares": "S+ggH###\n+#######\nG#######\n########\n########\n########\n"
                   "######..\n######..\n"})
    assert GAME.position_problems(state) == ()
    svg = GAME.picture(state, "en", "walk:both").svg
    # Grete removes 3,0, walks out to 2,0 and back, then down to her house on 0,2 (6 steps)
    grete = re.search(r'class="hg-walk-grete" points="([^"]+)"', svg).group(1).split()
    row0 = sorted({float(p.split(",")[1]) for p in grete if float(p.split(",")[1]) < 60})
    assert len(row0) == 2 and row0[1] - row0[0] > 6  # two lanes along row 0, apart
    hans = re.search(r'class="hg-walk-hans" points="([^"]+)"', svg).group(1).split()
    assert len({p.split(",")[1] for p in hans}) == 1  # Hans walks straight: one line
    assert 'stroke-dasharray="7 4"' in svg


# -- an answer's caption against its legend (a fresh read, r12: the caption said "Hans: 24
# Schritte", the legend "Weg von Hans: 4 Schritte", and nothing said why; Q17's caption left
# out Hans, who cannot reach his house) -----------------------------------------------------
def test_a_caption_with_penalty_steps_says_what_they_add_to_the_walk():
    from hare_rules.games.hans_und_grete.walking import score

    state = GAME.scenario_state(TWO_CUT_OFF)
    hans = score(state, "hans")
    assert hans.penalty and hans.walk is not None and hans.steps == hans.walk + hans.penalty
    de, en = (GAME.picture(state, lang, "walk:both") for lang in ("de", "en"))
    assert f"Hans: {hans.walk} + {hans.penalty} Strafschritte = {hans.steps} Schritte" in de.caption
    assert f"Weg von Hans: {hans.walk} Schritte" in de.svg  # the legend: the walk drawn
    assert f"Hans: {hans.walk} + {hans.penalty} penalty steps = {hans.steps} steps" in en.caption
    assert f"Plus {hans.penalty} penalty steps: {hans.steps} steps in all." in en.alt
    grete = score(state, "grete")
    assert not grete.penalty and f"Grete: {grete.steps} steps" in en.caption


def test_a_caption_names_the_player_who_cannot_reach_the_house():
    state = GAME.scenario_state({
        "cards": FIFTEEN_IN_ROWS,
        "squares": "S++#G###\n##+++###\nH#######\n##g#g###\n########\n########\n"
                   "######..\n######..\n"})
    assert GAME.position_problems(state) == ()
    assert "Hans kann sein Haus nicht erreichen; Grete: " in GAME.picture(
        state, "de", "walk:both").caption
    assert "Hans cannot reach his house; Grete: " in GAME.picture(state, "en", "walk:both").caption
