"""Compare the engine with the official 2018 server on oracle data (shared/oracle/).

    python -m hare_rules oracle FILE.jsonl.gz [--limit N]

For every record: the engine's set of legal turns against the record's `moves`, and for each
turn the state the next player receives against `after`. Prints each mismatching record's
id with what differs, then `N passed, M failed`; exit status 0 only when none failed.
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
import zlib
from collections.abc import Iterator, Sequence
from typing import Any, TextIO

from hare_rules.games.software_challenge_2018.actions import Card
from hare_rules.games.software_challenge_2018.notation import format_state
from hare_rules.games.software_challenge_2018.state import COLORS, Board, Player, State
from hare_rules.games.software_challenge_2018.turns import apply_turn, legal_turns

MAX_DIFFS_SHOWN = 6


class OracleFileError(Exception):
    """The file cannot be read as oracle data; the message is one line."""


# --- the oracle's JSON vocabulary ------------------------------------------------------------

def action_token(action: dict[str, Any]) -> str:
    """An oracle ACTION as this edition's token."""
    kind = action["type"]
    if kind == "advance":
        return f"+{action['distance']}"
    if kind == "card":
        card = action["card"]
        if card == Card.TAKE_OR_DROP.value:
            value = action["value"]
            return f"card:take_or_drop{value:+d}" if value else "card:take_or_drop0"
        return f"card:{Card(card).value}"
    if kind == "exchange_carrots":
        return {10: "take", -10: "give"}[action["value"]]
    return {"eat_salad": "eat", "fall_back": "back", "skip": "skip"}[kind]


def player_from_json(p: dict[str, Any]) -> Player:
    from hare_rules.games.software_challenge_2018.actions import parse_action

    last = p["last_action"]
    return Player(
        int(p["field"]),
        int(p["carrots"]),
        int(p["salads"]),
        frozenset(Card(c) for c in p["cards"]),
        parse_action(action_token(last)) if last is not None else None,
    )


def state_from_record(record: dict[str, Any]) -> State:
    players = record["players"]
    state = State(
        Board.parse(record["board"]),
        player_from_json(players["red"]),
        player_from_json(players["blue"]),
        int(record["turn"]),
    )
    if state.to_move != record["to_move"]:
        raise ValueError(f"to_move {record['to_move']} does not fit turn {record['turn']}")
    return state


def _player_view(p: Player) -> dict[str, Any]:
    return {
        "field": p.field,
        "carrots": p.carrots,
        "salads": p.salads,
        "cards": sorted(c.value for c in p.cards),
        "last_action": p.last.token if p.last is not None else None,
    }


def _record_player_view(p: dict[str, Any]) -> dict[str, Any]:
    last = p["last_action"]
    return {
        "field": p["field"],
        "carrots": p["carrots"],
        "salads": p["salads"],
        "cards": sorted(p["cards"]),
        "last_action": action_token(last) if last is not None else None,
    }


def engine_after(state: State, turn: tuple[str, ...]) -> dict[str, Any]:
    """The engine's result of `turn` in the oracle's AFTER layout (actions as tokens)."""
    after, effects = apply_turn(state, turn)
    bonus = sum(e.carrots for e in effects if e.kind == "position_bonus")
    view: dict[str, Any] = {c: _player_view(after.player(c)) for c in COLORS}
    view.update(turn=after.turn, to_move=after.to_move, bonus=bonus)
    view["winner"] = after.outcome.winner if after.outcome else None
    view["win_reason"] = after.outcome.reason if after.outcome else None
    return view


def record_after(after: dict[str, Any]) -> dict[str, Any]:
    view: dict[str, Any] = {c: _record_player_view(after[c]) for c in COLORS}
    view.update(turn=after["turn"], to_move=after["to_move"], bonus=after["bonus"])
    view["winner"] = after["winner"]
    view["win_reason"] = after.get("win_reason")
    return view


# --- comparison --------------------------------------------------------------------------------

def compare_record(record: dict[str, Any]) -> list[str]:
    """What differs between the engine and the server on one record (empty: equal)."""
    state = state_from_record(record)
    expected = {
        tuple(action_token(a) for a in move["actions"]): move["after"] for move in record["moves"]
    }
    found = set(legal_turns(state))
    diffs: list[str] = []
    for turn in sorted(set(expected) - found):
        diffs.append(f"server accepts, engine rejects: {' '.join(turn)}")
    for turn in sorted(found - set(expected)):
        diffs.append(f"engine accepts, server rejects: {' '.join(turn)}")
    for turn in sorted(found & set(expected)):
        mine, theirs = engine_after(state, turn), record_after(expected[turn])
        for key, want in theirs.items():
            if mine[key] != want:
                diffs.append(f"after {' '.join(turn)}: {key} is {mine[key]}, server {want}")
    if diffs:
        diffs.append(f"position: {format_state(state)}")
    return diffs


def read_records(path: str) -> Iterator[dict[str, Any]]:
    """Records of an oracle file, one JSON object a line; raises OracleFileError."""
    try:
        with gzip.open(path, "rt", encoding="utf-8") as lines:
            for number, line in enumerate(lines, 1):
                if not line.strip():
                    continue
                try:
                    record = json.loads(line)
                except json.JSONDecodeError as e:
                    raise OracleFileError(f"{path}:{number}: not JSON ({e.msg})") from None
                if not isinstance(record, dict) or "id" not in record:
                    raise OracleFileError(f"{path}:{number}: not an oracle record")
                yield record
    except FileNotFoundError:
        raise OracleFileError(f"{path}: no such file") from None
    except (OSError, EOFError, zlib.error, UnicodeDecodeError) as e:
        raise OracleFileError(f"{path}: cannot read as gzip-compressed JSON lines ({e})") from None


def run(path: str, limit: int | None = None, out: TextIO | None = None) -> tuple[int, int]:
    """Compare the first `limit` records; print mismatches; return (passed, failed)."""
    out = out or sys.stdout
    passed = failed = 0
    for record in read_records(path):
        if limit is not None and passed + failed >= limit:
            break
        try:
            diffs = compare_record(record)
        except (KeyError, TypeError, ValueError) as e:
            raise OracleFileError(f"{path}: record {record.get('id')}: malformed ({e!r})") from None
        if diffs:
            failed += 1
            print(f"{record['id']}:", file=out)
            for line in diffs[:MAX_DIFFS_SHOWN]:
                print(f"  {line}", file=out)
            if len(diffs) > MAX_DIFFS_SHOWN:
                print(f"  ... and {len(diffs) - MAX_DIFFS_SHOWN} more", file=out)
        else:
            passed += 1
    return passed, failed


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m hare_rules oracle",
        description="Compare edition software-challenge-2018 with the official server's data.",
    )
    parser.add_argument("file", help="oracle data, gzip-compressed JSON lines")
    parser.add_argument("--limit", type=int, metavar="N", help="check only the first N records")
    args = parser.parse_args(argv)
    if args.limit is not None and args.limit < 0:
        parser.error("--limit must not be negative")
    try:
        passed, failed = run(args.file, args.limit)
    except OracleFileError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
