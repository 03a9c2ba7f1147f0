"""The referee API (hare_rules.core.referee) over every game of GAMES, conformance style:
a View lists exactly the engine's legal actions with their effects, a Verdict gives exactly
the engine's reasons, every control round-trips, every tap target is accepted, and bad
input of any kind gives an Error in the reader's language instead of an exception."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from hare_rules.core import referee as api
from hare_rules.core.referee import tap_values
from hare_rules.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
GAME_IDS = sorted(GAMES)
LANGS = ("de", "en")


def states(game, count: int = 5, seed: int = 7):
    """The start position and positions along a seeded random game."""
    rng = random.Random(seed)
    state = game.start_state(api.start_players(game), seed=1)
    found = [state]
    for ply in range(60):
        if game.is_over(state):
            break
        state = game.apply(state, rng.choice(game.legal_actions(state))).state
        if ply in (2, 7, 15, 30, 59):
            found.append(state)
    return found[:count]


def assert_error(answer: dict, lang: str) -> None:
    assert answer["ok"] is False, answer
    assert isinstance(answer["error"], str) and answer["error"].strip()
    assert "Traceback" not in answer["error"]
    assert "Schiedsrichter ist an einem Fehler" not in answer["error"]
    assert "referee failed" not in answer["error"]
    json.dumps(answer)


def assert_errors_in_both_languages(call) -> None:
    """The same bad input: an Error in each language, and the two texts differ."""
    de, en = call("de"), call("en")
    assert_error(de, "de")
    assert_error(en, "en")
    assert de["error"] != en["error"], de


# -- what the API lists is what the engine says --------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_view_lists_exactly_the_legal_actions_with_their_effects(game_id: str) -> None:
    game = GAMES[game_id]
    for state in states(game):
        for lang in LANGS:
            view = api.view(game_id, game.format_state(state), lang)
            assert view["ok"], view
            json.dumps(view)
            assert view["notation"] == game.format_state(state)
            assert [a["token"] for a in view["actions"]] == game.legal_actions(state)
            assert view["over"] is game.is_over(state)
            assert view["to_move"] == game.to_move(state)
            referee = game.referee()
            for action in view["actions"][:12]:
                applied = game.apply(state, action["token"])
                said = [e.message(lang) for e in applied.effects]
                if referee is not None and referee.listed_effects(state, action["token"],
                                                                  lang) is not None:
                    assert action["effects"][0] == said[0]  # abbreviated: the walk follows
                    continue
                assert action["effects"] == said
                assert action["text"] == game.describe_action(action["token"], lang, state)
                # the code shown beside the move, in the page's language, reads back
                assert action["move_code"] == game.action_code(action["token"], lang)
                assert game.read_action_code(action["move_code"], lang) == action["token"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_attempt_agrees_with_the_engine_on_legal_and_illegal_actions(game_id: str) -> None:
    game = GAMES[game_id]
    for state in states(game, count=3):
        notation = game.format_state(state)
        legal = game.legal_actions(state)
        for token in legal[:15]:
            verdict = api.attempt(game_id, notation, token, "de")
            assert verdict["ok"] and verdict["legal"], verdict
            assert verdict["reasons"] == []
            assert verdict["next"] == game.format_state(game.apply(state, token).state)
            assert api.play(game_id, notation, token, "en")["notation"] == verdict["next"]
        illegal = [t for t in game.candidate_actions(state)
                   if game.normalize_action(t) not in legal][:15]
        for token in illegal:
            expected = game.reasons_against(state, game.normalize_action(token))
            for lang in LANGS:
                verdict = api.attempt(game_id, notation, token, lang)
                assert verdict["ok"] and not verdict["legal"], verdict
                assert [r["code"] for r in verdict["reasons"]] == [r.code for r in expected]
                assert [r["text"] for r in verdict["reasons"]] == [
                    r.message(lang) for r in expected]
                assert verdict["next"] is None
            assert_error(api.play(game_id, notation, token, "de"), "de")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_start_is_the_engine_start_position(game_id: str) -> None:
    game = GAMES[game_id]
    view = api.start(game_id, "en")
    state = game.start_state(api.start_players(game), seed=1)
    if game.referee() is not None:  # what the deal hides may be left open
        state = game.referee().opening(state)
    assert view["notation"] == game.format_state(state)
    assert view["to_move_text"] != api.start(game_id, "de")["to_move_text"]


# -- controls ------------------------------------------------------------------------------
def other_values(control: dict, view: dict) -> list[str]:
    if control["kind"] == "number":
        values = {control["min"], control["max"], (control["min"] + control["max"]) // 2}
        return [str(v) for v in sorted(values) if str(v) != control["value"]]
    if control["kind"] == "choice":
        return [o["value"] for o in control["options"] if o["value"] != control["value"]]
    # Taps: first where other place controls stand (a pawn, a card), then the rest.
    taps = tap_values(view["picture"]["svg"])
    near = [c["value"] for c in view["controls"] if c["kind"] == "place" and c["value"] in taps]
    return [t for t in dict.fromkeys(near + taps) if t != control["value"]]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_control_round_trips(game_id: str) -> None:
    game = GAMES[game_id]
    for state in states(game, count=3):
        view = api.view(game_id, game.format_state(state), "de")
        assert view["controls"] or game.referee() is None, game_id
        for control in view["controls"]:
            worked = 0
            values = other_values(control, view)[:8]
            if not values:  # a number whose limits leave it no room (a full hand)
                assert control["kind"] == "number" and control["min"] == control["max"]
                continue
            for value in values:
                edited = api.edit(game_id, view["notation"], control["id"], value, "de")
                json.dumps(edited)
                if not edited["ok"]:
                    assert_error(edited, "de")
                    continue
                worked += 1
                shown = {c["id"]: c["value"] for c in edited["controls"]}
                if control["kind"] == "place" and control["value"] == "":
                    # A one-shot place control (take a card back) has no value to show,
                    # but it changed the position.
                    assert edited["notation"] != view["notation"]
                    continue
                assert shown.get(control["id"]) == value, (control, value, edited["notation"])
                again = api.view(game_id, edited["notation"], "de")
                assert again["notation"] == edited["notation"]
            assert worked, f"{game_id}: no other value of {control['id']} could be set"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_tap_targets_are_accepted_by_the_place_controls(game_id: str) -> None:
    game = GAMES[game_id]
    view = api.start(game_id, "en")
    taps = tap_values(view["picture"]["svg"])
    places = [c for c in view["controls"] if c["kind"] == "place"]
    if game.referee() is not None:
        assert places and taps, game_id
    for control in places:
        accepted = 0
        for value in taps:
            edited = api.edit(game_id, view["notation"], control["id"], value, "en")
            if edited["ok"]:
                accepted += 1
            else:
                assert "is not a place in the picture" not in edited["error"]
        assert accepted, control
        assert_errors_in_both_languages(
            lambda lang, c=control: api.edit(game_id, view["notation"], c["id"], "nowhere", lang))


# -- errors in the reader's language ---------------------------------------------------------
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_bad_input_gives_an_error_in_the_readers_language(game_id: str) -> None:
    notation = api.start(game_id, "en")["notation"]
    for bad in ("", "garbage", game_id, f"{game_id} ???", f"{game_id} *A:%:?", notation + " ~x~"):
        assert_errors_in_both_languages(lambda lang, b=bad: api.view(game_id, b, lang))
        assert_errors_in_both_languages(lambda lang, b=bad: api.attempt(game_id, b, "x", lang))
    for bad in (None, 5, ["x"]):
        assert_errors_in_both_languages(lambda lang, b=bad: api.view(game_id, b, lang))
    assert_errors_in_both_languages(lambda lang: api.view("no-such-game", notation, lang))
    assert_errors_in_both_languages(lambda lang: api.start("no-such-game", lang))
    assert_errors_in_both_languages(lambda lang: api.edit(game_id, notation, "nope", "1", lang))
    assert_errors_in_both_languages(lambda lang: api.attempt(game_id, notation, 7, lang))
    assert_errors_in_both_languages(lambda lang: api.play(game_id, notation, None, lang))
    assert_errors_in_both_languages(lambda lang: api.view(game_id, "garbage", lang=lang))
    for control in api.start(game_id, "en")["controls"]:
        if control["kind"] == "number":
            for value in (str(control["max"] + 1), str(control["min"] - 1), "abc", "1e3"):
                assert_errors_in_both_languages(
                    lambda lang, c=control, v=value: api.edit(game_id, notation, c["id"], v, lang))
        if control["kind"] == "choice":
            assert_errors_in_both_languages(
                lambda lang, c=control: api.edit(game_id, notation, c["id"], "no-such", lang))


GERMAN = {
    "ravensburger-2019": [
        ("ravensburger-2019 *A:99:68:3 B:0:68:3", "Feld 99 liegt nicht auf der Laufbahn"),
        ("ravensburger-2019 *A:5:68:3 B:5:68:3", "stehen beide auf Feld 5"),
        ("ravensburger-2019 *A:x:68:3", "„x“ ist keine ganze Zahl"),
        ("ravensburger-2019 *A:0:68:7 B:0:68:3", "Salate müssen 0 bis 3 sein"),
    ],
    "classic-dice": [
        ("classic-dice *A:99,0:95:5 B:0,0:95:5", "außerhalb der Laufbahn"),
        ("classic-dice *A:3,0:95:5 B:3,0:95:5", "stehen beide auf Feld 3"),
        ("classic-dice *A:0,0:95:9 B:0,0:95:5", "mehr als 5 Salate"),
    ],
    "software-challenge-2018": [
        ("software-challenge-2018 board=SG turn=0 red=0/68/5/ETHF/- blue=x/1/1/-/-",
         "„x“ ist keine ganze Zahl"),
        ("software-challenge-2018 turn=0", "Es fehlt blue, board, red"),
    ],
    "tales-and-games": [
        ("tales-and-games streams=4,9 pos=5,3,0,0,0 finish=- table=hare*5 to=A first=A "
         "pile=? discard=? shuffle=? p=A|hare,lamb|-|? p=B|-|-|?", "5 Karten Hase auf dem Tisch"),
        ("tales-and-games streams=4,9 pos=5,3,0,0,0 finish=- table=bear to=A first=A "
         "pile=? discard=? shuffle=? p=A|hare,lamb|-|? p=B|-|-|?", "unbekannte Karte „bear“"),
    ],
}


@pytest.mark.parametrize(("game_id", "notation", "german"),
                         [(g, n, d) for g, cases in GERMAN.items() for n, d in cases])
def test_common_mistakes_get_german_sentences(game_id: str, notation: str, german: str) -> None:
    de, en = api.view(game_id, notation, "de"), api.view(game_id, notation, "en")
    assert_error(de, "de")
    assert german in de["error"]
    assert german not in en["error"]
    assert de["error"] != en["error"]


def test_an_edit_onto_an_occupied_field_is_refused_in_german() -> None:
    notation = "ravensburger-2019 *A:5:68:3 B:7:68:3"
    answer = api.edit("ravensburger-2019", notation, "field:A", "7", "de")
    assert answer == {"ok": False, "error": "Feld 7 ist schon von B besetzt."}


# -- the runtime the browser has ---------------------------------------------------------------
BLOCKED = """
import importlib.abc, sys
class Block(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("ruamel", "pydantic", "yaml", "refresher"):
            raise ImportError("blocked in the browser: " + name)
        return None
sys.meta_path.insert(0, Block())
import json
import re
from hare_rules.core import referee
from hare_rules.games import GAMES
for game_id in GAMES:
    view = referee.start(game_id, "de")
    assert view["ok"], view
    json.dumps(view)
print(json.dumps(sorted(GAMES)))
"""


def test_the_referee_imports_without_yaml_or_pydantic() -> None:
    done = subprocess.run([sys.executable, "-c", BLOCKED], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == sorted(GAMES)


TOY = """
import json
import re
from hare_rules.core import referee
print(json.dumps([referee.start("toy-race", "en"),
                  referee.attempt("toy-race", "toy-race *A:3 B:4", "+1", "de"),
                  referee.view("toy-race", "toy-race *A:x", "de"),
                  referee.edit("toy-race", "toy-race *A:3 B:4", "field:A", "1", "de"),
                  referee.games()]))
"""


def test_a_game_without_a_referee_part_still_gets_answers() -> None:
    env = {**os.environ, "HARE_RULES_GAME_PATH": str(ROOT / "tests" / "fixtures" / "games")}
    done = subprocess.run([sys.executable, "-c", TOY], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    start, verdict, garbage, edit, games = json.loads(done.stdout)
    assert [a["token"] for a in start["actions"]] == ["+1", "+2", "+3"]
    assert start["controls"] == [] and start["notes"] == []
    assert verdict["legal"] is False
    assert [r["code"] for r in verdict["reasons"]] == ["field_occupied"]
    assert garbage["ok"] is False and garbage["error"].startswith("Diese Stellung kann ich")
    assert edit["ok"] is False and "keine Einstellung" in edit["error"]
    toy = next(g for g in games["games"] if g["id"] == "toy-race")
    assert toy["referee"] is False


TAP = re.compile(r'data-referee-tap="[^"]*"([^>]*)>')
SIZE = re.compile(r'\bwidth="([\d.]+)" height="([\d.]+)"')
RECT = re.compile(r"<rect[^>]*>")


def tap_sizes(svg: str) -> list[tuple[float, float]]:
    """Width and height of each tap target: its own, or (a group) its first rect's."""
    sizes = []
    for match in TAP.finditer(svg):
        own = match.group(1)
        inner = RECT.match(svg, match.end()) if not own.endswith("/") else None
        found = SIZE.search(own) or (SIZE.search(inner.group(0)) if inner else None)
        sizes.append((float(found.group(1)), float(found.group(2))) if found else (0.0, 0.0))
    return sizes


VIEWBOX = re.compile(r'<svg[^>]*viewBox="0 0 ([\d.]+) ([\d.]+)"')


@pytest.mark.parametrize("game_id", [g for g in GAME_IDS if GAMES[g].referee() is not None])
def test_tap_targets_are_big_enough_for_a_finger(game_id: str) -> None:
    """Every tap target is at least 44 x 44 picture units, and a picture is not shown
    smaller than its own size on a 340 px phone (it scrolls instead)."""
    svg = api.start(game_id, "en")["picture"]["svg"]
    sizes = tap_sizes(svg)
    assert len(sizes) == svg.count("data-referee-tap=") > 0, game_id
    assert all(w >= 44 and h >= 44 for w, h in sizes), sizes[:3]
    width = float(VIEWBOX.search(svg).group(1))
    assert width <= 340 or f'width="{width:.0f}"' in svg


def test_a_draw_the_position_does_not_fix_is_the_games_sentence_not_an_error() -> None:
    # A pawn moving onto a hare field when the position sets no pile: the card is chance,
    # said in the reader's language by the game (a hare card, no roll in this edition).
    game = GAMES["ravensburger-2019"]
    notation = game.format_state(game.scenario_state(
        {"players": [{"field": 12}, {"field": 20}, {}, {}]}))
    for lang, card, roll in (("de", "Hasenkarte", "Wurf"), ("en", "hare card", "roll")):
        view = api.view("ravensburger-2019", notation, lang)
        (draw,) = [a for a in view["actions"] if a["token"] == "+2"]
        (said,) = draw["effects"]
        assert card in said and roll not in said and "ravensburger" not in said, said
        assert not said.startswith(("Das geht nicht", "That is not possible")), said


def test_the_referee_speaks_the_editions_terms() -> None:
    # SC 2018's text says "Salat" and its English pages "salad": the shared race referee's
    # notes, picture and labels follow the edition's terms, never the board game's lettuce.
    game = GAMES["software-challenge-2018"]
    state = game.scenario_state(
        {"players": {"red": {"field": 60, "carrots": 12, "salads": 0}, "blue": {"field": 20}}})
    view = api.view(game.id, game.format_state(state), "en")
    for control in view["controls"]:
        control.pop("id")  # ids are the engine's, not the reader's words
    said = json.dumps(view)
    assert "salad" in said and "lettuce" not in said.lower()


def test_a_german_reader_types_german_move_codes() -> None:
    """The 2019 edition's word moves have German codes on the German page ("fressen", not
    "eat"); the engine's tokens are read in either language."""
    notation = "ravensburger-2019 *A:22:68:3 B:17:68:3 C:20:68:3 D:13:68:3"
    view = api.view("ravensburger-2019", notation, "de")
    assert [(a["move_code"], a["text"]) for a in view["actions"]] == [("fressen", "Salat fressen")]
    for typed in ("fressen", "Fressen", "eat"):
        verdict = api.attempt("ravensburger-2019", notation, typed, "de")
        assert verdict["legal"] and verdict["token"] == "eat" and verdict["move_code"] == "fressen"
    assert api.attempt("ravensburger-2019", notation, "eat", "en")["move_code"] == "eat"
    refused = api.attempt("ravensburger-2019", notation, "zurück", "de")
    assert not refused["legal"] and refused["token"] == "back"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_reader_may_type_a_move_in_the_words_the_referee_shows(game_id: str) -> None:
    """Every move the view lists, typed in its words (either language, any case and
    spacing) instead of its code, is that move; words two moves share are no move."""
    game = GAMES[game_id]
    for state in states(game, count=3):
        notation = game.format_state(state)
        candidates = game.candidate_actions(state)
        for lang in LANGS:
            view = api.view(game_id, notation, lang)
            said = {(game.describe_action(c, lang, state), game.normalize_action(c))
                    for c in candidates}
            for action in view["actions"][:15]:
                typed = f"  {action['text'].upper()} "
                verdict = api.attempt(game_id, notation, typed, "en" if lang == "de" else "de")
                if [text for text, _ in said].count(action["text"]) == 1:
                    assert verdict["legal"] and verdict["token"] == action["token"], typed
                else:
                    assert verdict["token"] != action["token"], typed


def test_tales_and_games_reads_the_cards_in_words() -> None:
    """"Fuchs, Fuchs", "2 Füchse", "zwei Fuchskarten", "two foxes": the code `fox,fox`."""
    game = GAMES["tales-and-games"]
    notation = game.format_state(game.start_state(3, seed=1))
    legal = api.view("tales-and-games", notation, "de")["actions"]
    two = next(a["token"] for a in legal if a["token"].count(",") == 1)
    animal = two.split(",")[0]
    german = {"hare": ("Hase", "Hasen"), "tortoise": ("Schildkröte", "Schildkröten"),
              "wolf": ("Wolf", "Wölfe"), "fox": ("Fuchs", "Füchse"),
              "lamb": ("Lamm", "Lämmer")}[animal]
    for typed in (f"{german[0]}, {german[0]}", f"2 {german[1]}", f"zwei {german[1]}",
                  f"two {animal}s" if animal != "fox" else "two foxes"):
        verdict = api.attempt("tales-and-games", notation, typed, "de")
        assert verdict["legal"] and verdict["token"] == two, typed
    refused = api.attempt("tales-and-games", notation, "3 Felder", "de")
    assert not refused["legal"] and refused["reasons"]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_listed_move_can_be_played_or_offers_its_outcomes(game_id: str) -> None:
    """A move the View lists is never refused when played: where the position leaves its
    chance open, it offers the outcomes, and each of them plays (issue 26)."""
    game = GAMES[game_id]
    offered = 0
    for state in states(game, count=4):
        notation = game.format_state(state)
        # the same position with its pile unknown, where a game has one to forget
        bare = game.format_state(state.evolve(deck=())) if getattr(state, "deck", None) \
            else None
        for where in filter(None, (notation, bare)):
            for action in api.view(game_id, where, "de")["actions"][:12]:
                if action.get("outcomes"):
                    offered += 1
                    for outcome in action["outcomes"]:
                        after = api.play(game_id, where, action["token"], "de", outcome["id"])
                        assert after["ok"], (where, action["token"], outcome, after)
                else:
                    after = api.play(game_id, where, action["token"], "de")
                    assert after["ok"], (where, action["token"], after)
    assert offered or game_id != "ravensburger-2019"  # its pile forgotten, cards are chance


def test_a_hare_card_the_position_does_not_fix_is_the_readers_to_choose() -> None:
    """No pile in the position: moving onto a hare field offers every kind of hare card;
    the one chosen is played as if on top, and the pile is unknown again after it."""
    from hare_rules.games.ravensburger_2019.cards import HARE_CARDS

    game = GAMES["ravensburger-2019"]
    start = game.scenario_state({"players": [{"field": 0}, {"field": 0}, {}, {}]})
    notation = game.format_state(start)
    for lang, word in (("de", "Hasenkarte"), ("en", "hare card")):
        (onto_hare,) = [a for a in api.view("ravensburger-2019", notation, lang)["actions"]
                        if a["token"] == "+1"]
        assert [o["id"] for o in onto_hare["outcomes"]] == list(HARE_CARDS)
        assert all(word in o["text"] for o in onto_hare["outcomes"])
        assert not [a for a in api.view("ravensburger-2019", notation, lang)["actions"]
                    if a["token"] == "+2" and a.get("outcomes")]  # a carrot field: no chance
    for card in HARE_CARDS:
        chosen = api.play("ravensburger-2019", notation, "+1", "en", card)
        fixed = game.apply(start.evolve(deck=(card,)), "+1").state.evolve(deck=())
        assert chosen["notation"] == game.format_state(fixed), card
    half = api.play("ravensburger-2019", notation, "+1", "de", "lose-half")
    assert game.parse_state(half["notation"]).players[0].carrots == 34  # 68 - 1, half of 67
    refused = api.play("ravensburger-2019", notation, "+1", "de", "no-such-card")
    assert not refused["ok"] and "keine Möglichkeit" in refused["error"]
    alone = api.play("ravensburger-2019", notation, "+1", "de")
    assert not alone["ok"] and "Hasenkarte" in alone["error"]
