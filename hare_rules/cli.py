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
    return extra[args.command](args.args)


def _export(argv: list[str]) -> int:
    from .core.export import main as export_main

    return export_main(argv)


if __name__ == "__main__":
    sys.exit(main())
