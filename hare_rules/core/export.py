"""`python -m hare_rules export-claims quiz/<game> -o FILE`: every claim of a content folder
as one plain scenario file (shared/design/SCENARIOS.md) that `check FILE` passes, so that
other engines can test themselves against our content.

- a rule's scenarios as they are;
- a question's other scenarios as they are, and its situation with the stated answer as
  `then`: yes/no → `legal`; a choice of actions → one scenario per choice, the choice played
  after `when`, `legal` true exactly for the correct choices; a number → the game's own
  `then` keys for the answer (`Game.claim_then`, e.g. the mover's carrots after the turn).
Claims a game cannot express as `then` (a choice of values) are left out and counted.
"""

from __future__ import annotations

import copy
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ruamel.yaml import YAML

from .protocol import Game
from .scenario import parse_scenario, run_scenario
from .source import SourceError, load_yaml


def plain(node: Any) -> Any:
    if isinstance(node, Mapping):
        return {str(k): plain(v) for k, v in node.items()}
    if isinstance(node, list):
        return [plain(v) for v in node]
    return node


def question_claims(question: Mapping, game: Game) -> tuple[list[dict], int]:
    """The question's scenarios with its answer made a `then`; and how many were left out."""
    scenarios = [plain(s) for s in question.get("scenarios", [])]
    if not scenarios:
        return [], 0
    situation, rest = scenarios[0], scenarios[1:]
    kind, answer = question.get("kind"), question.get("answer")
    turns = situation.get("when")
    turns = [] if turns is None else [turns] if isinstance(turns, str) else list(turns)
    out: list[dict] = []
    if kind == "yes-no":
        out.append(situation | {"then": {**situation.get("then", {}), "legal": answer == "yes"}})
    elif kind == "choice" and not question.get("asks"):
        correct = set(answer or [])
        for index, choice in enumerate(question.get("choices", [])):
            scenario = copy.deepcopy(situation)
            scenario["id"] = f"{situation['id']}-choice-{index + 1}"
            scenario["when"] = [*turns, choice["move"]]
            scenario["then"] = {"legal": choice["move"] in correct}
            if choice.get("fails") and choice["move"] not in correct:
                scenario["then"]["reasons"] = list(choice["fails"])  # why it is wrong
            out.append(scenario)
    elif kind == "number":
        run = run_scenario(parse_scenario(situation, game.id)).run
        then = game.claim_then(str(question.get("asks")), answer, run)
        if then is None:
            return rest, 1
        out.append(situation | {"then": {**situation.get("then", {}), **then}})
    else:
        return rest, 1
    return out + rest, 0


def export_claims(folder: Path, games: Mapping[str, Game]) -> tuple[dict, int]:
    """(scenario file document, claims left out) for one content folder."""
    game_file = load_yaml(folder / "game.yaml")
    game_id = game_file.get("game", game_file.get("edition"))
    if game_id not in games:
        raise SourceError(folder / "game.yaml", 1, f"unknown game {game_id!r}")
    game = games[game_id]
    scenarios: list[dict] = []
    left_out = 0
    for path in sorted(folder.glob("*.yaml")):
        if path.name == "game.yaml":
            continue
        document = load_yaml(path) or {}
        for rule in document.get("rules") or []:
            scenarios += [plain(s) for s in rule.get("scenarios", [])]
        for question in document.get("questions") or []:
            found, skipped = question_claims(question, game)
            scenarios += found
            left_out += skipped
    return {"edition": game_id, "scenarios": scenarios}, left_out


def main(argv: list[str]) -> int:
    import argparse

    from hare_rules.games import GAMES

    parser = argparse.ArgumentParser(prog="python -m hare_rules export-claims")
    parser.add_argument("folder", type=Path, help="one game's content folder, e.g. quiz/<game>")
    parser.add_argument("-o", "--output", type=Path, required=True, help="scenario file to write")
    args = parser.parse_args(argv)
    if not (args.folder / "game.yaml").is_file():
        print(f"{args.folder}:1: not a game's content folder (no game.yaml)", file=sys.stderr)
        return 1
    try:
        document, left_out = export_claims(args.folder, GAMES)
    except SourceError as error:
        print(error, file=sys.stderr)
        return 1
    yaml = YAML()
    yaml.default_flow_style = None
    tmp = args.output.with_name(args.output.name + ".tmp")
    with tmp.open("w", encoding="utf-8") as out:
        yaml.dump(document, out)
    tmp.replace(args.output)  # all or nothing
    note = f"; {left_out} claims left out (not expressible as `then`)" if left_out else ""
    print(f"{len(document['scenarios'])} scenarios written to {args.output}{note}")
    return 0
