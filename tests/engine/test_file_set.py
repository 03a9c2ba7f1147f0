"""One file set with one role per name, in every game package (dev/INTERFACES.md, "A game's
files"): `__init__.py` holds `GAME` and nothing else public, `protocol.py` defines the game's
one `Game` class, and the check that a state can exist at all is `notation.first_problem`,
which also refuses what the notation reads. The toy game of tests/fixtures shows the minimum a
game needs (one `__init__.py` with `GAME`); the five games of the registry have every file."""

from __future__ import annotations

import importlib
import importlib.util
import inspect

import pytest

from hare_rules.core import Game
from hare_rules.games import GAMES, PACKAGES

# The files every game of the registry has, each with the same role (dev/INTERFACES.md).
FILES = ("__init__", "clauses", "facts", "notation", "picture", "positions", "properties",
         "protocol", "referee", "rules", "scenario", "sentences", "state")


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_every_game_has_the_file_set(game_id):
    package = PACKAGES[game_id]
    missing = [name for name in FILES if importlib.util.find_spec(f"{package}.{name}") is None]
    assert not missing, f"{package} lacks {missing}"


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_the_package_exports_only_its_game_and_protocol_defines_it(game_id):
    package = importlib.import_module(PACKAGES[game_id])
    protocol = importlib.import_module(f"{PACKAGES[game_id]}.protocol")
    assert package.__all__ == ["GAME"]
    classes = [cls for _, cls in inspect.getmembers(protocol, inspect.isclass)
               if issubclass(cls, Game) and cls is not Game and cls.__module__ == protocol.__name__]
    assert len(classes) == 1, f"{protocol.__name__} defines {classes}"
    assert type(GAMES[game_id]) is classes[0]


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_first_problem_is_the_one_check_that_a_state_can_exist(game_id):
    game = GAMES[game_id]
    notation = importlib.import_module(f"{PACKAGES[game_id]}.notation")
    assert callable(notation.first_problem)
    for players in game.player_counts:
        state = game.start_state(players, 1)
        assert notation.first_problem(state) is None, game.format_state(state)
        # What the game reads back from its own notation passes the same check.
        again = game.parse_state(game.format_state(state))
        assert notation.first_problem(again) is None
