"""The referee's answers the build writes (issue 26, refresher.render.referee_answers): one file
per position the site links (and the start position), in both languages, holding exactly
what the engine answers there; no listed action is one the referee then refuses.

Read from the built site (conftest's build), compared with hare_rules.core.referee run
natively for the same notation.
"""

from __future__ import annotations

import json
import re
from html import unescape
from urllib.parse import unquote

import pytest

from hare_rules.core import referee
from refresher.render import referee as page
from refresher.render import referee_answers

LINK = re.compile(r'<a data-referee-open href="[^"#]*#position=([^"]+)"')


def answer_files(site_dir, lang: str, edition: str):
    return sorted((site_dir / lang / page.ANSWERS_DIR / edition).glob("*.json"))


def linked(site_dir, lang: str, game) -> set[str]:
    """The notations of every referee link on the game's refresher and quiz pages."""
    found: set[str] = set()
    for kind in ("", "quiz/"):
        html = (site_dir / lang / game.id / kind / "index.html").read_text("utf-8")
        found |= {unquote(unescape(m)) for m in LINK.findall(html)}
    return found


@pytest.fixture(scope="module")
def stored(site_dir, content):
    """[(lang, edition, file name, data)] of every answer file of the build."""
    out = []
    for game in page.referee_games(content):
        for lang in ("de", "en"):
            for path in answer_files(site_dir, lang, game.edition):
                out.append((lang, game.edition, path.name,
                            json.loads(path.read_text(encoding="utf-8"))))
    return out


def test_every_linked_position_has_its_answers(site_dir, content):
    links = 0
    for game in page.referee_games(content):
        for lang in ("de", "en"):
            folder = site_dir / lang / page.ANSWERS_DIR / game.edition
            assert (folder / f"{referee_answers.START}.json").is_file(), (lang, game.id)
            for notation in linked(site_dir, lang, game):
                path = folder / f"{referee_answers.key(notation)}.json"
                assert path.is_file(), (lang, game.id, notation)
                assert json.loads(path.read_text("utf-8"))["notation"] == notation
                links += 1
    assert links > 20


def test_the_answers_are_the_engines(stored):
    for lang, edition, name, data in stored:
        notation = data["notation"]
        where = (lang, edition, name)
        if name == f"{referee_answers.START}.json":
            assert data["view"] == referee.start(edition, lang), where
        else:
            assert name == f"{referee_answers.key(notation)}.json", where
            assert data["view"] == referee.view(edition, notation, lang), where
        # every move a reader can try there, each with the engine's verdict
        assert list(data["attempts"]) == referee_answers.tries(edition, notation, data["view"])
        for typed, verdict in data["attempts"].items():
            assert verdict == referee.attempt(edition, notation, typed, lang), (*where, typed)
        # the next view of every listed move in order while they fit; where the position
        # leaves the move's chance open, one for each outcome the reader may pick instead
        listed = [(a["token"], "") if not a.get("outcomes") else (a["token"], o["id"])
                  for a in data["view"]["actions"] for o in (a.get("outcomes") or [None])]
        keys = [referee_answers.play_key(t, o) for t, o in listed]
        assert list(data["play"]) == keys[:len(data["play"])], where
        for (token, outcome), after in zip(listed, data["play"].values(), strict=False):
            assert after["ok"], (*where, token, outcome, after)
            assert after == referee.play(edition, notation, token, lang, outcome), \
                (*where, token, outcome)


def test_no_listed_action_is_one_the_referee_then_refuses(stored):
    for lang, edition, name, data in stored:
        for action in data["view"]["actions"]:
            for typed in (action["token"], action["move_code"]):
                verdict = data["attempts"][typed]
                assert verdict["ok"] and verdict["legal"], (lang, edition, name, typed, verdict)
                assert verdict["token"] == action["token"]


def test_each_file_stays_within_the_budget(stored, site_dir):
    for lang, edition, name, _ in stored:
        size = (site_dir / lang / page.ANSWERS_DIR / edition / name).stat().st_size
        assert size <= referee_answers.PLAY_BUDGET, (lang, edition, name, size)


def test_the_key_is_fnv1a_over_utf16_units():
    # the values JavaScript's charCodeAt loop gives (docs/assets/referee.js, answersKey)
    assert referee_answers.key("ravensburger-2019 *A:0:68:3 B:0:68:3") == "fc249b9b"
    assert referee_answers.key("ä€😀") == "3702d130"
    assert referee_answers.key("") == "811c9dc5"
