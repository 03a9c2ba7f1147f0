"""The registry `hare_rules.games.GAMES` imports a game of `PACKAGES` only when it is looked
up, and otherwise behaves as the eager dict it replaces: the same ids in the same order, the
same games, the toy game of HARE_RULES_GAME_PATH after them, a clash of ids refused."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hare_rules.core import Game
from hare_rules.games import GAMES, PACKAGES, Registry

ROOT = Path(__file__).resolve().parents[2]
TOY_GAMES = ROOT / "tests" / "fixtures" / "games"


def python(code: str, game_path: str | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "HARE_RULES_GAME_PATH"}
    if game_path is not None:
        env["HARE_RULES_GAME_PATH"] = game_path
    return subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_the_registry_is_the_eager_one():
    eager = {}
    for name in PACKAGES.values():
        game = importlib.import_module(name).GAME
        eager[game.id] = game
    assert list(GAMES) == list(eager) == list(PACKAGES)
    assert dict(GAMES) == eager and dict(GAMES.items()) == eager
    assert all(isinstance(game, Game) for game in GAMES.values())
    assert len(GAMES) == len(eager) and sorted(GAMES) == sorted(eager)
    assert "no-such-game" not in GAMES and None not in GAMES
    with pytest.raises(KeyError):
        GAMES["no-such-game"]
    assert GAMES.get("no-such-game") is None
    assert all(GAMES[game_id] is GAMES[game_id] for game_id in GAMES)  # loaded once


LOOK_UP = """
import json, sys
from hare_rules.games import GAMES, PACKAGES
def loaded():
    return sorted(i for i, name in PACKAGES.items() if name in sys.modules)
before = loaded()
known = ("hans-und-grete" in GAMES, list(GAMES), len(GAMES))
after_ids = loaded()
game = GAMES["hans-und-grete"]
print(json.dumps([before, after_ids, loaded(), game.id, known[0], known[1]]))
"""


def test_a_look_up_imports_only_the_game_looked_up():
    done = python(LOOK_UP)
    assert done.returncode == 0, done.stderr
    before, after_ids, after_one, game_id, known, ids = json.loads(done.stdout)
    assert before == after_ids == []  # ids, `in` and len import no game
    assert after_one == ["hans-und-grete"] and game_id == "hans-und-grete"
    assert known and ids == list(PACKAGES)


def test_the_toy_game_of_the_game_path_comes_last():
    done = python("import json; from hare_rules.games import GAMES; "
                  "print(json.dumps([list(GAMES), GAMES['toy-race'].id, len(GAMES)]))",
                  str(TOY_GAMES))
    assert done.returncode == 0, done.stderr
    ids, toy, count = json.loads(done.stdout)
    assert ids == [*PACKAGES, "toy-race"] and toy == "toy-race" and count == len(PACKAGES) + 1


def test_a_game_path_game_with_a_known_id_is_refused(tmp_path):
    package = tmp_path / "copy_of_dice"
    package.mkdir()
    (package / "__init__.py").write_text("from hare_rules.games.classic_dice import GAME\n")
    done = python("import hare_rules.games", str(tmp_path))
    assert done.returncode != 0
    assert "two games have the id 'classic-dice'" in done.stderr


def test_a_package_listed_under_another_id_is_refused():
    registry = Registry({"dice": PACKAGES["classic-dice"]}, [])
    assert list(registry) == ["dice"]
    with pytest.raises(ValueError, match="defines the game 'classic-dice'"):
        registry["dice"]
