"""The hare-race family code this edition owns and shares (hare_rules.hare_race): the shared
reason sentences and the track picture that fits a 390 px phone."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

from hare_rules.games import GAMES
from hare_rules.hare_race.picture import (
    TRACK_STYLE,
    WIDTH,
    BoardView,
    Pawn,
    Supply,
    Terms,
    track_picture,
)
from hare_rules.hare_race.sentences import (
    RACE_REASONS,
    carrots_held,
    forward_words,
    other_moves,
    race_reason,
)
from hare_rules.hare_race.track import Track

GAME = GAMES["ravensburger-2019"]
SVG = "{http://www.w3.org/2000/svg}"


# -- sentences ----------------------------------------------------------------------------
@pytest.mark.parametrize(("distances", "de", "en"), [
    ([1], "1 Feld vorwärts ziehen", "move 1 field forward"),
    ([2], "2 Felder vorwärts ziehen", "move 2 fields forward"),
    ([1, 2], "1 oder 2 Felder vorwärts ziehen", "move 1 or 2 fields forward"),
    ([1, 2, 3, 5, 7, 8], "1 bis 3, 5, 7 oder 8 Felder vorwärts ziehen",
     "move 1 to 3, 5, 7 or 8 fields forward"),
])
def test_forward_moves_read_as_one_phrase(distances, de, en) -> None:
    words = forward_words(distances)
    assert (words.de, words.en) == (de, en)


def test_other_moves_never_show_a_token() -> None:
    moves = other_moves(["+1", "back", "eat", "take", "give"], exchange=10).get("de")
    assert moves == ("1 Feld vorwärts ziehen, zum Igel zurückziehen, einen Salat fressen, "
                     "10 Karotten nehmen oder 10 Karotten abgeben")
    with pytest.raises(ValueError):
        other_moves(["card:fall_back"], exchange=10)


@pytest.mark.parametrize("code", sorted(RACE_REASONS))
def test_shared_reasons_name_the_player_or_speak_to_it(code: str) -> None:
    values = dict(needed=15, held=carrots_held(12), field=11, occupant="B", fields=3, goal=64,
                  hedgehog=11, lettuce=2, moves=other_moves(["+1"], exchange=10))
    reason = race_reason(RACE_REASONS, code, "A", **values)
    third, second = reason.message("de"), reason.message("de", you="A")
    assert not re.search(r"\b(du|dir|dich)\b", third, re.I)
    if len(RACE_REASONS[code]) == 4:
        assert "A" in third and re.search(r"\b(du|dir)\b", second, re.I)


def test_no_carrots_read_as_none() -> None:
    none = race_reason(RACE_REASONS, "not_enough_carrots", "A", needed=1, held=carrots_held(0))
    assert (none.de, none.message("en", you="A")) == ("A braucht 1 Karotte, hat aber keine.",
                                                      "You need 1 carrot but hold none.")


# -- the picture --------------------------------------------------------------------------
def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def texts(root: ET.Element) -> list[ET.Element]:
    return list(root.iter(f"{SVG}text"))


def test_a_picture_fits_the_phone_and_shows_every_pawn() -> None:
    state = GAME.parse_state("ravensburger-2019 A:2:40:2 *B:61:30:0 C:33:20:1 D:G1:8:0")
    picture = GAME.picture(state, "de", "+3", "q-")
    root = parse(picture.svg)
    width = float(root.get("viewBox").split()[2])
    assert width == WIDTH <= 340
    assert min(float(t.get("font-size") or root.get("font-size")) for t in texts(root)) >= 11
    pieces = {g.get("data-piece"): g for g in root.iter() if g.get("data-piece")}
    assert set(pieces) == set(GAME.pieces(state)) == {"A", "B", "C", "D"}
    assert "data-mover" in pieces["B"].attrib and "data-mover" not in pieces["A"].attrib
    numbers = {t.text for t in texts(root) if "data-index" in t.attrib}
    assert {"2", "33", "61", "64"} <= numbers  # every pawn's row is drawn
    assert all(t.get("class") for t in texts(root)), "a text without a class stays black"
    assert picture.caption == ("Felder 0 bis 4, 30 bis 34 und 60 bis 64 · gefragter Zug "
                               "(gestrichelt): B zieht 3 Felder vor ins Ziel")


def test_the_rows_left_out_are_said_and_a_gap_of_one_row_is_drawn() -> None:
    state = GAME.parse_state("ravensburger-2019 *A:2:40:2 B:12:30:3")
    root = parse(GAME.picture(state, "en", None, "q-").svg)
    shown = [t.text for t in texts(root) if "data-index" in t.attrib]
    assert [s for s in shown if s.isdigit()] == [str(n) for n in range(15)]
    assert shown[-1] == "… squares 15 to 64 not shown …"


def test_the_move_asked_about_is_dashed_and_past_the_goal_is_not() -> None:
    state = GAME.parse_state("ravensburger-2019 *A:61:10:0 B:12:30:3")
    dashed = parse(GAME.picture(state, "en", "+3", "q-").svg).iter(f"{SVG}rect")
    assert [r for r in dashed if "hr-mark" in (r.get("class") or "")]
    past = GAME.picture(state, "en", "+4", "q-")
    assert "hr-mark" not in past.svg and past.caption.endswith("A moves 4 squares forward")


def test_editions_plug_in_printed_numbers_and_their_own_lines() -> None:
    view = BoardView(Track.parse("S C H I 2 L G"),
                     (Pawn("Rot", 1, 20, 0, piece="red"), Pawn("A1", 2, 5, 1, owner="A")), 0,
                     printed=((1, "5"),),
                     supplies=(Supply("Rot", 20, 0, "red", "Karten: E T"), Supply("A", 5, 1)))
    root = parse(track_picture(view, None, "de", "x-").svg)
    assert {g.get("data-piece") for g in root.iter() if g.get("data-piece")} == {"red", "A1"}
    lines = [t.text for t in texts(root) if "hr-line" in (t.get("class") or "")]
    assert lines == ["▶ Rot: 20 Karotten, 0 Salate · Karten: E T", "A: 5 Karotten, 1 Salat"]
    assert [t.text for t in texts(root) if t.get("class") == "hr-printed"] == ["5"]


def test_every_coloured_class_has_a_light_and_a_dark_colour() -> None:
    light = set(re.findall(r"^\.hr-board (\.[\w-]+(?: \.[\w-]+)?)\{", TRACK_STYLE, re.M))
    dark = set(re.findall(r'^\[data-md-color-scheme="slate"\] \.hr-board (\.[\w-]+(?: \.[\w-]+)?)',
                          TRACK_STYLE, re.M))
    assert {".hr-cell--C", ".hr-pawn__body", ".hr-line--mover", ".hr-mark"} <= light & dark


def test_the_referee_draws_the_whole_track_with_tap_targets() -> None:
    referee = GAME.referee()
    state = GAME.parse_state("ravensburger-2019 *A:0:68:3 B:5:60:3")
    svg = referee.picture(state, "en").svg
    assert len(re.findall(r'data-referee-tap="(\d+)"', svg)) == 65
    assert 'class="referee__svg hr-board"' in svg and 'data-piece="A"' in svg


# -- what an edition plugs in (the shared picture's hooks) --------------------------------
TINY = Track.parse("S C H I 2 L C I H 3 C L H C G")  # hedgehogs on 3 and 7


def test_the_fields_every_choice_reaches_are_shown() -> None:
    state = GAME.parse_state("ravensburger-2019 *A:22:60:3 B:40:30:3 C:41:30:3 D:42:30:3")
    plain = GAME.picture(state, "de", None, "q-")
    both = GAME.picture(state, "de", None, "q-", moves=("back", "+3"))
    assert "Felder 20 bis 24 und 40 bis 44" in plain.caption
    # back from 22 goes to hedgehog 19, +3 to 25: their rows join, and nothing is dashed.
    assert "Felder 15 bis 29 und 40 bis 44" in both.caption and "hr-mark" not in both.svg
    restart = GAME.picture(state, "en", "restart", "q-")
    assert restart.caption.startswith("Squares 0 to 4, 20 to 24 and 40 to 44")


def test_back_past_a_taken_hedgehog_goes_to_the_free_one_behind() -> None:
    view = BoardView(TINY, (Pawn("A", 9, 20, 1), Pawn("B", 7, 20, 1)), 0)
    picture = track_picture(view, "back", "de", "x-")
    assert picture.caption.endswith("A zieht zurück auf das freie Igelfeld 3 (7 ist besetzt)")
    marked = [r for r in parse(picture.svg).iter(f"{SVG}rect")
              if "hr-mark" in (r.get("class") or "")]
    assert len(marked) == 1 and float(marked[0].get("x")) == 3 * 68 + 1
    free = track_picture(BoardView(TINY, (Pawn("A", 9, 20, 1), Pawn("B", 8, 20, 1)), 0),
                         "back", "en", "x-")
    assert free.caption.endswith("A moves back to hedgehog field 7")


def test_an_amount_asked_for_is_left_out_not_replaced() -> None:
    view = BoardView(TINY, (Pawn("A", 1, None, 2), Pawn("B", 5, 30, None)), 0)
    picture = track_picture(view, None, "de", "x-")
    lines = [t.text for t in texts(parse(picture.svg)) if "hr-line" in (t.get("class") or "")]
    assert lines == ["▶ A: 2 Salate", "B: 30 Karotten"]
    assert "A (am Zug) auf Feld 1 (Karottenfeld) mit 2 Salaten." in picture.alt
    assert "B auf Feld 5 (Salatfeld) mit 30 Karotten." in picture.alt and "?" not in picture.alt


def test_shared_supplies_are_told_once_per_player() -> None:
    view = BoardView(TINY, (Pawn("A1", 1, 40, 5, owner="A"), Pawn("A2", 2, 40, 5, owner="A"),
                            Pawn("B1", 4, 50, 5, owner="B"), Pawn("B2", 0, 50, 5, owner="B")),
                     0, supplies=(Supply("A", 40, 5, "A"), Supply("B", 50, 5, "B")))
    alt = track_picture(view, None, "en", "x-").alt
    assert alt.count("40 carrots") == 1 and alt.count("50 carrots") == 1
    assert "A1 (to move) on field 1 (carrot field)." in alt and "A: 40 carrots, 5 lettuces." in alt


def test_a_first_action_the_shared_words_do_not_know_is_said_by_the_edition() -> None:
    view = BoardView(TINY, (Pawn("Rot", 2, 20, 1), Pawn("Blau", 5, 20, 1)), 0)
    described = track_picture(view, "card:eat", "de", "x-",
                              describe=lambda t, lang: "die Karte „Friss“")
    assert described.caption.endswith("gefragter Zug: Rot: die Karte „Friss“")
    said = track_picture(view, "roll +2", "en", "x-", describe=lambda t, lang: "2 forward",
                         say_move=lambda name, token, lang: f"{name} rolls the die")
    assert said.alt.endswith("Move asked about: Rot rolls the die, then 2 forward.")


def test_an_edition_says_salad_and_a_pawn_in_the_goal_keeps_its_carrots() -> None:
    view = BoardView(TINY, (Pawn("Red", 5, 20, 2), Pawn("Blue", 14, 7, 0, True, 1)), 0,
                     terms=Terms(en=("salad", "salads")))
    picture = track_picture(view, "eat", "en", "x-")
    root = parse(picture.svg)
    lines = [t.text for t in texts(root) if "hr-line" in (t.get("class") or "")]
    assert lines == ["▶ Red: 20 carrots, 2 salads", "Blue: in the goal, place 1, 7 carrots"]
    assert "Salad" in [t.text for t in texts(root)] and "lettuce" not in picture.alt.lower()
    assert "Red (to move) on field 5 (salad field) with 20 carrots and 2 salads." in picture.alt
    assert "Blue is in the goal (place 1) with 7 carrots." in picture.alt
    assert picture.caption.endswith("Red stays and eats a salad")


def test_the_printed_number_can_take_the_top_left_corner_and_name_the_fields() -> None:
    printed = tuple((f, str(14 - f)) for f in range(1, 14))
    view = BoardView(TINY, (Pawn("A", 1, 20, 1), Pawn("B", 5, 20, 1)), 0, printed=printed,
                     printed_corner="left", number=lambda f: str(14 - f))
    picture = track_picture(view, "+1", "de", "x-")
    root = parse(picture.svg)
    corner = {t.get("class"): t for t in texts(root)
              if (t.get("class"), t.text) in (("hr-printed", "13"), ("hr-num", "1"))}
    assert float(corner["hr-printed"].get("x")) < float(corner["hr-num"].get("x"))
    assert picture.caption.endswith("A zieht 1 Feld vor auf Feld 12")


def test_the_referee_works_out_only_a_goal_move_that_can_be_played() -> None:
    referee = GAME.referee()
    far = GAME.parse_state("ravensburger-2019 *A:1:60:0 B:5:60:3 C:6:60:3 D:7:60:3")
    lettuce = GAME.parse_state("ravensburger-2019 *A:60:40:2 B:5:60:3 C:6:60:3 D:7:60:3")
    near = GAME.parse_state("ravensburger-2019 *A:61:15:0 B:5:60:3 C:6:60:3 D:7:60:3")
    lines = {name: referee.goal_note(state, "de").lines
             for name, state in (("far", far), ("lettuce", lettuce), ("near", near))}
    assert lines["far"][-1] == ("A steht 63 Felder vor dem Ziel; mit 60 Karotten reicht ein "
                                "Zug höchstens 10 Felder weit.")
    assert lines["lettuce"][-1] == ("A steht 4 Felder vor dem Ziel und darf erst ohne Salat "
                                    "hinein; A hat noch 2 Salate.")
    assert lines["near"][-2].startswith("A von Feld 61 ins Ziel (3 Felder): 6 Karotten, also "
                                        "vor dem Zug mindestens 6 und höchstens 16 Karotten")
    assert lines["near"][-1].startswith("Jetzt möglich: ") and "+3" not in lines["near"][-1]
