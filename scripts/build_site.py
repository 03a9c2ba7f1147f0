#!/usr/bin/env python3
"""Build the bilingual site into site/: all or nothing.

    python scripts/build_site.py                 # validate + verify quiz/, build de and en
    python scripts/build_site.py --check [DIR]   # only validate + verify (refresher.check)
    python scripts/build_site.py --serve         # build, serve on :8000, rebuild on edits
    python scripts/build_site.py --out /tmp/s --site-url http://127.0.0.1:8123/

Both languages are built (strict) into a temporary folder next to the output, which
replaces the output only when everything succeeded: after any error the previous site/
is left as it was.  Errors print as `path:line: message`, exit status 1.
"""

from __future__ import annotations

import argparse
import logging
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a checkout without relying on the editable install
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")

LANGS = ("de", "en")
# What a rebuild in --serve mode watches (besides the content folder).
WATCHED = ("docs", "overrides", "mkdocs.base.yml", "mkdocs.de.yml", "mkdocs.en.yml")


class BuildFailed(Exception):
    """Problems as `path:line: message` lines."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        super().__init__("\n".join(lines))


class CollectWarnings(logging.Handler):
    """Keeps MkDocs' warnings and errors, to print them as `path:line: message`."""

    def __init__(self, location: str) -> None:
        super().__init__(logging.WARNING)
        self.location = location
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        for line in record.getMessage().splitlines():
            if line.strip():
                self.lines.append(located(line, self.location))


def located(message: str, location: str) -> str:
    """A message that already starts with `path:line:` stays; others get `location`."""
    head = message.split(":", 2)
    if len(head) == 3 and head[1].strip().isdigit():
        return message
    return f"{location}: {message}"


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "site", help="output folder")
    parser.add_argument("--content", type=Path, default=ROOT / "quiz", help="content folder")
    parser.add_argument("--site-url", default=os.environ.get("SITE_URL", ""),
                        help="where site/ is served, e.g. http://127.0.0.1:8000/ "
                        "(default: $SITE_URL, else the configs' site_url)")
    parser.add_argument("--serve", action="store_true",
                        help="serve the output and rebuild when content or templates change")
    parser.add_argument("--port", type=int, default=8000, help="port for --serve")
    parser.add_argument("--jobs", type=int, default=0,
                        help="languages built at once (default: one per core; 1 = in turn)")
    return parser.parse_args(argv)


def check_site_content(content_dir: Path):
    """Validate and verify the content once; both language builds reuse the result."""
    from refresher.model import ContentError
    from refresher.render.source import load_site

    try:
        return load_site(content_dir)
    except ContentError as error:
        raise BuildFailed([str(p) for p in error.problems]) from None


def build_language(lang: str, site_dir: Path, site_url: str, content_dir: Path) -> None:
    """One strict MkDocs build of `mkdocs.<lang>.yml` into `site_dir`."""
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    config_file = ROOT / f"mkdocs.{lang}.yml"
    logger = logging.getLogger("mkdocs")
    collect = CollectWarnings(f"{config_file.relative_to(ROOT)}:1")
    logger.addHandler(collect)
    logger.propagate, logger.level = False, logging.INFO
    overrides: dict[str, object] = {"site_dir": str(site_dir), "strict": True}
    if site_url:
        overrides["site_url"] = site_url.rstrip("/") + f"/{lang}/"
    os.environ["REFRESHER_CONTENT"] = str(content_dir)  # read by the configs' !ENV
    try:
        build(load_config(str(config_file), **overrides))
    except MkDocsException as error:
        message = str(error)
        if not message.startswith("Aborted with"):  # that one only counts the warnings
            collect.lines.extend(located(x, collect.location) for x in message.splitlines())
        raise BuildFailed(collect.lines or [f"{collect.location}: {message}"]) from None
    finally:
        logger.removeHandler(collect)
    if collect.lines:
        raise BuildFailed(collect.lines)


def build_site(out: Path, content_dir: Path, site_url: str, jobs: int = 0) -> None:
    """Validate + verify, build every language into a temp folder, then swap it in."""
    from refresher.render.root import language_picker

    check_site_content(content_dir)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}-build-", dir=out.parent))
    try:
        problems = build_languages([(lang, tmp / lang, site_url, content_dir) for lang in LANGS],
                                   jobs)
        if problems:
            raise BuildFailed(problems)
        (tmp / "index.html").write_text(language_picker(), encoding="utf-8")
        swap_in(tmp, out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def language_problems(lang: str, site_dir: Path, site_url: str, content_dir: Path) -> list[str]:
    """Build one language; its problems as lines (empty when it built)."""
    try:
        build_language(lang, site_dir, site_url, content_dir)
    except BuildFailed as failed:
        return failed.lines
    return []


def build_languages(tasks: list[tuple[str, Path, str, Path]], jobs: int) -> list[str]:
    """Build the languages, in parallel processes when there are cores to spare.

    The processes are forked after the content was loaded and verified, so they share that
    work instead of repeating it.  jobs: 0 = all at once if there is a core for each;
    fewer jobs than languages builds them in turn.
    """
    import multiprocessing

    jobs = jobs or min(len(tasks), os.cpu_count() or 1)
    if jobs < len(tasks) or "fork" not in multiprocessing.get_all_start_methods():
        return [line for task in tasks for line in language_problems(*task)]
    import mkdocs.commands.build  # noqa: F401  (imported once, before the fork)

    fork = multiprocessing.get_context("fork")
    results = fork.SimpleQueue()

    def run(index: int, task: tuple[str, Path, str, Path]) -> None:
        try:
            lines = language_problems(*task)
        except BaseException as error:  # always answer, or the parent would wait forever
            lines = [f"scripts/build_site.py:1: internal error in the {task[0]} build: "
                     f"{type(error).__name__}: {error}"]
        results.put((index, lines))

    # Forked processes run `run` directly: nothing but the result lines is pickled.
    workers = [fork.Process(target=run, args=(i, task)) for i, task in enumerate(tasks)]
    for worker in workers:
        worker.start()
    found = dict(results.get() for _ in workers)
    for worker in workers:
        worker.join()
    return [line for i in range(len(tasks)) for line in found[i]]


def swap_in(new: Path, out: Path) -> None:
    """Replace `out` by `new` with two renames, so a reader never sees a half-built site."""
    old = out.with_name(f".{out.name}-old-{os.getpid()}")
    if out.exists():
        out.rename(old)
    new.rename(out)
    shutil.rmtree(old, ignore_errors=True)


def relative_to_cwd(line: str) -> str:
    """`/abs/path/quiz/x.yaml:3: ...` -> `quiz/x.yaml:3: ...`: shorter, and clickable in a
    terminal opened in the checkout."""
    prefix = f"{Path.cwd()}{os.sep}"
    return line[len(prefix):] if line.startswith(prefix) else line


def build_and_report(args: argparse.Namespace) -> int:
    try:
        build_site(args.out.resolve(), args.content.resolve(), args.site_url, args.jobs)
    except BuildFailed as failed:
        for line in failed.lines:
            print(relative_to_cwd(line), file=sys.stderr)
        print(f"build failed; {args.out} is unchanged", file=sys.stderr)
        return 1
    except Exception as error:  # a bug, not bad content: one line, and where to look
        print(f"{Path(__file__).relative_to(ROOT)}:1: internal error: "
              f"{type(error).__name__}: {error} (rerun with BUILD_TRACEBACK=1)", file=sys.stderr)
        if os.environ.get("BUILD_TRACEBACK"):
            raise
        return 1
    print(f"built {', '.join(LANGS)} into {args.out}")
    return 0


def serve(args: argparse.Namespace) -> int:
    """Serve the output on 127.0.0.1:PORT; rebuild (all or nothing) when a watched file changes.

    A failed rebuild prints its problems and keeps serving the last good site.
    """
    import functools
    import http.server
    import threading
    import time

    from refresher.render.source import files_signature

    if not args.site_url:
        args.site_url = f"http://127.0.0.1:{args.port}/"
    build_and_report(args)
    out = args.out.resolve()

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *a: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", args.port),
                                             functools.partial(Handler, directory=str(out)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    print(f"serving {args.site_url} (Ctrl-C to stop); rebuilding on changes")
    watched = [args.content.resolve(), *(ROOT / w for w in WATCHED)]

    def signature() -> tuple:
        return tuple(files_signature(p) if p.is_dir() else (str(p), p.stat().st_mtime_ns)
                     for p in watched if p.exists())

    last = signature()
    try:
        while True:
            time.sleep(1)
            now = signature()
            if now != last:
                last = now
                print("change detected: rebuilding")
                build_and_report(args)
    except KeyboardInterrupt:
        server.shutdown()
    return 0


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--check" in argv:
        from refresher.check import main as check_main

        return check_main(argv)
    args = parse_args(argv)
    return serve(args) if args.serve else build_and_report(args)


if __name__ == "__main__":
    sys.exit(main())
