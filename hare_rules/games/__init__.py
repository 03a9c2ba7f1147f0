"""The registry: `GAMES`, the only list of games.

Each game is a package `hare_rules/games/<game>/` whose `__init__.py` defines `GAME`, an
instance of `hare_rules.core.Game`; adding a game is its folder and one line in `PACKAGES`.
Folders of further games (a test's toy game, a game developed elsewhere) can be named in the
environment variable `HARE_RULES_GAME_PATH` (folders separated by `os.pathsep`): every
package inside with a `GAME` joins the registry.

    >>> from hare_rules.games import GAMES
    >>> all(game.id == game_id for game_id, game in GAMES.items())
    True
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from pathlib import Path

from hare_rules.core.protocol import Game

PACKAGES: tuple[str, ...] = (
    "hare_rules.games.ravensburger_2019",
    "hare_rules.games.software_challenge_2018",
    "hare_rules.games.tales_and_games",
    "hare_rules.games.hans_und_grete",
    "hare_rules.games.classic_dice",
)


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


def _registry() -> dict[str, Game]:
    games: dict[str, Game] = {}
    for name in (*PACKAGES, *_extra_packages()):
        game = _load(name)
        if game.id in games:
            raise ValueError(f"two games have the id {game.id!r}: {name} and an earlier one")
        games[game.id] = game
    return games


GAMES: dict[str, Game] = _registry()
