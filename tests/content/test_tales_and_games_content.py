"""What quiz/tales-and-games/ must hold beyond the game-agnostic content tests (each of its
scenarios runs once, in tests/content/test_scenarios.py, which also checks every answer
against the engine): the counts, every text in both languages with placeholders the engine
fills (a table's in its own language), every citation a named section of the seed, the
notes and our readings, every question's picture legible on a phone.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from hare_rules.core.scenario import parse_scenario, run_scenario
from hare_rules.games import GAMES

GAME = GAMES["tales-and-games"]
FOLDER = Path(__file__).resolve().parents[2] / "quiz" / "tales-and-games"
PLACEHOLDER = re.compile(r"\{\{\s*([a-z_]+)(?::([^}]+))?\s*\}\}")
PREMISES = ("given", "then", "turn")  # placeholders the content layer fills from a scenario
# The headings of the cited rules text, exactly as it writes them, in its order.
SECTIONS = ["Overview", "Components", "Setup", "Turn Structure", "Racing Phase Trigger",
            "Racing Phase (Animal Movement)", "Scoring / Victory Conditions",
            "Special Rules & Edge Cases", "Player Reference"]
OUR_READING = {"de": "unsere Lesart", "en": "our reading"}


def _load():
    yaml = YAML(typ="safe", pure=True)  # rejects duplicate keys
    game = yaml.load((FOLDER / "game.yaml").read_text(encoding="utf-8"))
    rules, questions = [], []
    for path in sorted(FOLDER.glob("*.yaml")):
        if path.name == "game.yaml":
            continue
        data = yaml.load(path.read_text(encoding="utf-8"))
        rules += data.get("rules", [])
        questions += data.get("questions", [])
    return game, rules, questions


GAME_YAML, RULES, QUESTIONS = _load()
RULE_IDS = {r["id"] for r in RULES}


def texts(node, path=()):
    """Every {de, en} pair inside a mapping, with its path."""
    if isinstance(node, dict):
        if "de" in node:
            # an unquoted comma in a flow mapping adds a stray key: {de: a, b, en: c}
            assert set(node) == {"de", "en"}, f"{path}: a text has exactly de and en: {node}"
            yield path, node
            return
        for key, value in node.items():
            yield from texts(value, path + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from texts(value, path + (i,))


def test_counts_and_sections():
    assert [s["name"] for s in GAME_YAML["rulebook_sections"]] == SECTIONS
    assert GAME_YAML["edition"] == GAME.id and GAME_YAML["citations"] == "sections"
    assert 6 <= len(GAME_YAML["self_check"]) <= 8
    assert set(GAME_YAML["self_check"]) <= {q["id"] for q in QUESTIONS}
    assert len(QUESTIONS) >= 20
    assert sum(1 for r in RULES if "wrong" in r) >= 8
    section_ids = {s["id"] for s in GAME_YAML["sections"]}
    assert {r["section"] for r in RULES} <= section_ids
    assert {q["rule"] for q in QUESTIONS} <= RULE_IDS


def test_notes_say_different_game_and_unknown_turbo():
    notes = GAME_YAML["notes"]
    assert "anderes Spiel" in notes["de"] and "different game" in notes["en"]
    assert "Turbo" in notes["de"] and "turbo" in notes["en"]
    assert "kennen wir nicht" in notes["de"] and "do not" in notes["en"]
    assert "nicht das Brettspiel" in GAME_YAML["summary"]["de"]
    assert "not the board game" in GAME_YAML["summary"]["en"]


@pytest.mark.parametrize("item", RULES + QUESTIONS + [GAME_YAML], ids=lambda i: i["id"])
def test_texts_both_languages_and_placeholders(item):
    for path, pair in texts(item):
        assert pair["de"].strip() and pair["en"].strip(), path
        for lang in ("de", "en"):
            for name, arg in PLACEHOLDER.findall(pair[lang]):
                if name in PREMISES or "@" in arg:
                    continue  # from the question's scenario (refresher/premises.py)
                GAME.fact(name, arg or None)  # FactError if unknown
                if name in ("movement_table", "move_order"):
                    assert arg == lang, f"{path}: {{{{{name}:{arg}}}}} in the {lang} text"
        assert "{{" not in PLACEHOLDER.sub("", pair["de"] + pair["en"]), path


@pytest.mark.parametrize("item", RULES + QUESTIONS, ids=lambda i: i["id"])
def test_cites_named_sections(item):
    assert item["cites"] and set(item["cites"]) <= set(SECTIONS)


def test_movement_table_rendered_from_the_engine():
    rule = next(r for r in RULES if r["id"] == "tg-movement-table")
    assert "{{movement_table:de}}" in rule["text"]["de"]
    assert "{{movement_table:en}}" in rule["text"]["en"]


@pytest.mark.parametrize("rule_id", ["tg-stream", "tg-nap", "tg-race-podium", "tg-scoring",
                                     "tg-turn-order", "tg-howl", "tg-turn-refill"])
def test_our_reading_is_said(rule_id):
    rule = next(r for r in RULES if r["id"] == rule_id)
    for lang, words in OUR_READING.items():
        assert words in rule["text"][lang], f"{rule_id} ({lang}) must say {words!r}"


ALL_SCENARIOS = [(item["id"], s) for item in RULES + QUESTIONS for s in item["scenarios"]]


def test_scenario_ids_unique():
    ids = [s["id"] for _, s in ALL_SCENARIOS]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: q["id"])
def test_question_picture(question):
    result = run_scenario(parse_scenario(question["scenarios"][0], GAME.id))
    for lang in ("de", "en"):
        picture = GAME.picture(result.before, lang, id_prefix=f"{question['id']}-")
        root = ET.fromstring(picture.svg)
        width = float(root.get("viewBox").split()[2])
        sizes = [float(t.get("font-size")) for t in root.iter("{http://www.w3.org/2000/svg}text")]
        assert min(sizes) / width * 340 >= 11
        assert picture.alt
