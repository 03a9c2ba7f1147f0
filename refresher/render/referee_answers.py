"""The referee's answers for every position the site links, written at build time.

A question picture's "open this in the referee" link carries a position the build has
already run through the engine; the referee page would otherwise start Python (seconds on a
laptop, most of a minute on a phone) to answer it. So the build asks the same
`hare_rules.core.referee` functions the page's worker calls and writes their JSON as one
small file per position; assets/referee.js shows it at once and starts Pyodide only for
what the file does not hold.

One file per (game, language, position): `assets/referee/answers/<game>/<key>.json` under
the language's root, `key` = FNV-1a (32 bit) of the notation's UTF-16 code units, as
referee.js computes it; the start position is `start.json`. A file holds

    {"notation": <the notation it answers, to tell a hash collision>,
     "view": view(...), "attempts": {typed: attempt(...)}, "play": {token: play(...)}}

`attempts` covers what a reader can try there: the game's candidate actions, the listed
legal tokens and their move codes; `play` the next view of each listed action, as long as
the file stays within PLAY_BUDGET (bytes, uncompressed) — beyond it the page asks the
engine.

    >>> key("ravensburger-2019 *A:0:68:3 B:0:68:3")
    'fc249b9b'
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..model import Content
from . import referee as referee_render
from .figures import engine_of, referee_position, situation_outcomes

ANSWERS_DIR = referee_render.ANSWERS_DIR  # under a language's root
START = "start"  # the file of the start position (the page without a position in its URL)
# The budget for a linked position's answers is 200 KB transferred after the page;
# a plain static host (and the tests' server) sends them uncompressed, so the file's own
# size counts, with room for the request's headers. Each next view (a whole picture and
# its actions' effects) is 10..40 KB: the first few listed actions get one.
PLAY_BUDGET = 120 * 1024
CACHE_KIND = "referee-answers"  # refresher.cache: one entry per language and engine code

JSON = dict[str, Any]


def key(notation: str) -> str:
    """FNV-1a (32 bit) over the notation's UTF-16 code units, 8 hex digits (referee.js
    computes the same from the position in the URL)."""
    h = 0x811C9DC5
    units = notation.encode("utf-16-le")
    for i in range(0, len(units), 2):
        h ^= units[i] | units[i + 1] << 8
        h = (h * 0x01000193) & 0xFFFFFFFF
    return f"{h:08x}"


def linked_positions(content: Content, report: Any) -> dict[str, list[str]]:
    """{engine game id: the notations the question pictures link to, in content order}
    for every content game with a referee page."""
    outcomes = situation_outcomes(content, report)
    out: dict[str, list[str]] = {}
    for game in referee_render.referee_games(content):
        found = out.setdefault(game.edition, [])
        for question in game.questions:
            outcome = outcomes.get((game.id, question.id))
            if outcome is None:
                continue
            notation = referee_position(game, question, outcome, engine_of(game, outcome))
            if notation and notation not in found:
                found.append(notation)
    return out


def stored_keys(positions: Mapping[str, Iterable[str]]) -> dict[str, list[str]]:
    """{engine game id: the file keys of its positions}: the referee page lists them, so it
    fetches a file only where the build wrote one (no request for any other position)."""
    return {game_id: sorted({key(n) for n in notations})
            for game_id, notations in positions.items()}


def tries(game_id: str, notation: str, view: JSON) -> list[str]:
    """What a reader can type or tap here: the game's candidates, every listed token and
    its move code (each once, in that order)."""
    from hare_rules.games import GAMES

    game = GAMES[game_id]
    out = [str(c) for c in game.candidate_actions(game.parse_state(notation))]
    for action in view["actions"]:
        out += [action["token"], action["move_code"]]
    return [t for t in dict.fromkeys(out) if t.strip()]


def encode(data: JSON) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def answers(game_id: str, notation: str, lang: str, view: JSON | None = None) -> JSON | None:
    """The referee's answers for one position (None: the engine refuses the position, so
    the page shows what the engine says)."""
    from hare_rules.core import referee

    view = view or referee.view(game_id, notation, lang)
    if not view.get("ok"):
        return None
    out: JSON = {"notation": notation, "view": view,
                 "attempts": {t: referee.attempt(game_id, notation, t, lang)
                              for t in tries(game_id, notation, view)},
                 "play": {}}
    # The next views while they fit: without one the page starts the engine for that move.
    # A move whose chance the position leaves open has one per outcome the reader may pick
    # ("+1|lose-half"), none for the move alone (the page never plays it without one).
    size = len(encode(out))
    for action in view["actions"]:
        outcomes = [o["id"] for o in action.get("outcomes", [])]
        for key, chosen in ([(play_key(action["token"], o), o) for o in outcomes]
                            or [(action["token"], "")]):
            after = referee.play(game_id, notation, action["token"], lang, chosen)
            grown = len(encode(after)) + len(json.dumps(key)) + 2
            if size + grown > PLAY_BUDGET:
                return out
            out["play"][key] = after
            size += grown
    return out


def play_key(token: str, outcome: str = "") -> str:
    """The key of a stored next view: the move's token, with the chosen outcome after "|"
    (as referee.js looks it up)."""
    return f"{token}|{outcome}" if outcome else token


def start_answers(game_id: str, lang: str) -> JSON | None:
    from hare_rules.core import referee

    view = referee.start(game_id, lang)
    return answers(game_id, view["notation"], lang, view) if view.get("ok") else None


def write(site_dir: Path, positions: Mapping[str, Iterable[str]], lang: str) -> int:
    """Every game's files (its start position and `positions`) under `site_dir`; the number
    of files written.  The answers depend on the engine's code, the positions and the
    language only: a build with the same ones takes them from the build's cache (a few
    seconds of engine calls saved each time the tests build the site)."""
    from .. import cache

    plan = {game_id: list(notations) for game_id, notations in positions.items()}
    stored = cache.content_key(CACHE_KIND, [], args=[lang, json.dumps(plan, sort_keys=True)])
    hit = cache.load(CACHE_KIND, stored)
    files: dict[str, JSON] = hit["files"] if hit else {}
    if not hit:
        for game_id, notations in plan.items():
            made = [(START, start_answers(game_id, lang))]
            made += [(key(n), answers(game_id, n, lang)) for n in notations]
            files.update({f"{game_id}/{name}": data for name, data in made if data is not None})
        cache.store(CACHE_KIND, stored, 0, files=files)
    for game_id in plan:  # a game whose positions all failed still gets its folder
        (site_dir / ANSWERS_DIR / game_id).mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (site_dir / ANSWERS_DIR / f"{name}.json").write_bytes(encode(data))
    return len(files)
