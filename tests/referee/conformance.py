"""What the engine answers on seeded positions of every game: run natively (Python 3.11)
by test_pyodide.py, and the same file inside Pyodide (CPython 3.14) by pyodide_runner.mjs;
the test compares the two. Only the standard library and the engine's public names, so it
imports under both.

    >>> cases = positions(["ravensburger-2019"], seeds=(1,), plies=2)
    >>> len(cases), cases[0][0]
    (4, 'ravensburger-2019')
"""

from __future__ import annotations

import json
import random


def positions(game_ids: list[str], seeds: tuple[int, ...] = (1, 2), plies: int = 12,
              every: int = 4) -> list[tuple[str, str]]:
    """(game id, notation) along seeded random playouts: the start and every `every`th
    state (and the last), for the fewest and the most players of each game."""
    from hare_rules.games import GAMES

    out: list[tuple[str, str]] = []
    for game_id in game_ids:
        game = GAMES[game_id]
        for players in sorted({min(game.player_counts), max(game.player_counts)}):
            for seed in seeds:
                rng = random.Random(seed)
                state = game.start_state(players, seed)
                for ply in range(plies + 1):
                    if ply % every == 0 or ply == plies or game.is_over(state):
                        out.append((game_id, game.format_state(state)))
                    if game.is_over(state):
                        break
                    state = game.apply(state, rng.choice(game.legal_actions(state))).state
    return list(dict.fromkeys(out))


def spread(items: list[str], most: int) -> list[str]:
    """At most `most` of `items`, evenly spread (first and last kept)."""
    if len(items) <= most:
        return items
    step = (len(items) - 1) / (most - 1)
    return list(dict.fromkeys(items[round(i * step)] for i in range(most)))


def answers(cases: list[tuple[str, str]], lang: str = "de", most: int = 12) -> list[dict]:
    """Per position: the legal actions, the reasons against candidate actions (codes and
    sentences; up to `most` illegal and `most` legal ones, spread over the candidates), and
    the referee's view and verdicts as the page receives them."""
    from hare_rules.core import referee
    from hare_rules.games import GAMES

    out = []
    for game_id, notation in cases:
        game = GAMES[game_id]
        state = game.parse_state(notation)
        legal = game.legal_actions(state)
        others = [a for a in dict.fromkeys(game.candidate_actions(state)) if a not in legal]
        candidates = spread(others, most) + spread(legal, most)
        view = referee.view(game_id, notation, lang)
        out.append({
            "game": game_id,
            "notation": notation,
            "legal": sorted(legal),
            "reasons": {token: [[r.code, r.message(lang)] for r in
                                game.reasons_against(state, token)] for token in candidates},
            "view": view,
            "attempts": {token: referee.attempt(game_id, notation, token, lang)
                         for token in candidates},
        })
    return out


def run(cases_json: str, lang: str = "de") -> str:
    """The runner's entry point: cases as JSON in, answers as JSON out."""
    return json.dumps(answers([tuple(c) for c in json.loads(cases_json)], lang),
                      ensure_ascii=False, sort_keys=True)
