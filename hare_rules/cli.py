"""Command line: `python -m hare_rules check PATH...` (also installed as `hare-rules`), plus
the commands a game brings (`commands` on its Game, e.g. `oracle` of Software-Challenge
2018).
"""

from __future__ import annotations

import argparse
import sys

from .core.check import check


def main(argv: list[str] | None = None) -> int:
    from .games import GAMES

    parser = argparse.ArgumentParser(prog="python -m hare_rules")
    commands = parser.add_subparsers(dest="command", required=True)
    check_cmd = commands.add_parser("check", help="run scenario files and content folders")
    check_cmd.add_argument("paths", nargs="+", metavar="PATH")
    plausible_cmd = commands.add_parser(
        "plausible", help="report scenarios whose position cannot arise in play")
    plausible_cmd.add_argument("paths", nargs="+", metavar="PATH")
    positions_cmd = commands.add_parser(
        "positions", help="print positions reached by seeded random play, one notation a line")
    positions_cmd.add_argument("game", metavar="GAME", help=f"one of: {', '.join(GAMES)}")
    positions_cmd.add_argument("--count", type=int, default=10, metavar="N")
    positions_cmd.add_argument("--seed", type=int, default=1, metavar="S")
    positions_cmd.add_argument("--players", type=int, default=None, metavar="P",
                               help="players per game (default: any the game allows)")
    positions_cmd.add_argument("--late", action="store_true",
                               help="longer games, towards the end (pawns in the goal, ...)")
    positions_cmd.add_argument("--knob", action="append", default=[], metavar="NAME=VALUE",
                               help="a knob of the game's own (see the game's position_knobs)")
    export = commands.add_parser("export-claims", add_help=False,
                                 help="write a content folder's claims as one scenario file")
    export.add_argument("args", nargs=argparse.REMAINDER)
    extra = {"export-claims": _export}
    for game in GAMES.values():
        for name, (help_text, run) in getattr(game, "commands", {}).items():
            sub = commands.add_parser(name, help=f"{help_text} ({game.id})", add_help=False)
            sub.add_argument("args", nargs=argparse.REMAINDER)
            extra[name] = run
    args = parser.parse_args(argv)
    if args.command == "check":
        return check(args.paths)
    if args.command == "plausible":
        from .core.plausible import plausible

        return plausible(args.paths)
    if args.command == "positions":
        return _positions(GAMES, args)
    return extra[args.command](args.args)


def _positions(games, args) -> int:
    if args.game not in games:
        print(f"unknown game {args.game!r} (known: {', '.join(games)})", file=sys.stderr)
        return 2
    game = games[args.game]
    if args.count < 0:
        print("--count must be 0 or more", file=sys.stderr)
        return 2
    if args.players is not None and args.players not in game.player_counts:
        counts = ", ".join(map(str, game.player_counts))
        print(f"{game.id} is played by {counts} players, not {args.players}", file=sys.stderr)
        return 2
    knobs: dict[str, object] = {}
    for knob in args.knob:
        name, _, value = knob.partition("=")
        knobs[name] = int(value) if value.lstrip("-").isdecimal() else (value or True)
    if args.players is not None:
        knobs["players"] = args.players
    if args.late:
        knobs["late"] = True
    try:
        for state in game.positions(args.count, args.seed, **knobs):
            print(game.format_state(state))
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


def _export(argv: list[str]) -> int:
    from .core.export import main as export_main

    return export_main(argv)


if __name__ == "__main__":
    sys.exit(main())
