"""The registry: `GAMES`, the only list of games.

Each game is a package `hare_rules/games/<game>/` whose `__init__.py` defines `GAME`, an
instance of `hare_rules.core.Game`; adding a game is its folder and one line in `PACKAGES`
(its id and its package).  Folders of further games (a test's toy game, a game developed
elsewhere) can be named in the environment variable `HARE_RULES_GAME_PATH` (folders
separated by `os.pathsep`): every package inside with a `GAME` joins the registry.

`GAMES` is a read-only mapping from id to game, in the order of `PACKAGES` and then the
packages of `HARE_RULES_GAME_PATH` (sorted by name).  A game of `PACKAGES` is imported the
first time it is looked up (its id is known without importing it), so a tool that needs one
game does not pay for the others; the games of `HARE_RULES_GAME_PATH` are imported with
the registry (their ids are known only from their `GAME`).

    >>> from hare_rules.games import GAMES
    >>> all(game.id == game_id for game_id, game in GAMES.items())
    True
    >>> "no-such-game" in GAMES
    False
"""

from __future__ import annotations

import importlib
import os
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

from hare_rules.core.protocol import Game

PACKAGES: dict[str, str] = {  # game id -> its package
    "ravensburger-2019": "hare_rules.games.ravensburger_2019",
    "software-challenge-2018": "hare_rules.games.software_challenge_2018",
    "tales-and-games": "hare_rules.games.tales_and_games",
    "hans-und-grete": "hare_rules.games.hans_und_grete",
    "classic-dice": "hare_rules.games.classic_dice",
}


def _load(name: str) -> Game:
    module = importlib.import_module(name)
    game = getattr(module, "GAME", None)
    if not isinstance(game, Game):
        raise TypeError(f"{name} defines no GAME (a hare_rules.core.Game)")
    return game


def _extra_packages() -> list[str]:
    """Packages in the folders of HARE_RULES_GAME_PATH, made importable."""
    names = []
    for folder in filter(None, os.environ.get("HARE_RULES_GAME_PATH", "").split(os.pathsep)):
        root = Path(folder).resolve()
        if str(root) not in sys.path:
            sys.path.append(str(root))
        names += sorted(p.parent.name for p in root.glob("*/__init__.py"))
    return names


class Registry(Mapping[str, Game]):
    """Games by id; a game of `packages` is imported on its first look-up."""

    def __init__(self, packages: Mapping[str, str], extra: list[str]) -> None:
        self._packages = dict(packages)
        self._games: dict[str, Game] = {}
        self._extra: dict[str, Game] = {}
        for name in extra:
            game = _load(name)
            if game.id in self._packages or game.id in self._extra:
                raise ValueError(
                    f"two games have the id {game.id!r}: {name} and an earlier one")
            self._extra[game.id] = game

    def __getitem__(self, game_id: str) -> Game:
        game = self._games.get(game_id) or self._extra.get(game_id)
        if game is not None:
            return game
        name = self._packages.get(game_id) if isinstance(game_id, str) else None
        if name is None:
            raise KeyError(game_id)
        game = _load(name)
        if game.id != game_id:
            raise ValueError(f"{name} defines the game {game.id!r}, but PACKAGES lists it as "
                             f"{game_id!r}: make them agree")
        self._games[game_id] = game
        return game

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._packages or game_id in self._extra

    def __iter__(self) -> Iterator[str]:
        return iter([*self._packages, *self._extra])

    def __len__(self) -> int:
        return len(self._packages) + len(self._extra)

    def __repr__(self) -> str:
        return f"<games {', '.join(self)}>"


GAMES: Mapping[str, Game] = Registry(PACKAGES, _extra_packages())
