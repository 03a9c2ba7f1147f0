#!/usr/bin/env python3
"""Build the bilingual site into site/: all or nothing.

    python scripts/build_site.py                 # validate + verify quiz/, build de and en
    python scripts/build_site.py --check [DIR]   # only validate + verify (refresher.check)
    python scripts/build_site.py --serve [--port N]   # build, serve, rebuild on edits
    python scripts/build_site.py --out /tmp/s --site-url http://127.0.0.1:8123/

Both languages are built from the one mkdocs.yml (SITE_LANG=de, then SITE_LANG=en; strict)
into a temporary folder next to the output, which replaces the output only when everything
succeeded: after any error the previous site/ is left as it was.  Errors print as
`path:line: message`, exit status 1.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import logging
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a checkout without relying on the editable install
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")

CONFIG = ROOT / "mkdocs.yml"
LANGS = ("de", "en")
HOST = "127.0.0.1"
# What --serve watches besides the content folder: a change to any of them rebuilds.
WATCHED = ("docs", "overrides", "hooks", "mkdocs.yml", "refresher", "hare_rules",
           "scripts/build_site.py")


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


def port(text: str) -> int:
    number = int(text)
    if not 1 <= number <= 65535:
        raise argparse.ArgumentTypeError(f"{text} is not a port (1-65535)")
    return number


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "site", help="output folder")
    parser.add_argument("--content", type=Path, default=ROOT / "quiz", help="content folder")
    parser.add_argument("--site-url", default=os.environ.get("SITE_URL", ""),
                        help="where the output folder is served, e.g. http://127.0.0.1:8000/ "
                        "(default: $SITE_URL, else mkdocs.yml's)")
    parser.add_argument("--serve", action="store_true",
                        help="serve the output and rebuild when content, templates or code change")
    parser.add_argument("--port", type=port, default=8000, help="port for --serve (default 8000)")
    return parser.parse_args(argv)


def check_site_content(content_dir: Path):
    """Validate and verify the content once; both language builds reuse the result."""
    from refresher.model import ContentError
    from refresher.render.source import load_site

    try:
        return load_site(content_dir)
    except ContentError as error:
        raise BuildFailed([str(p) for p in error.problems]) from None


@contextlib.contextmanager
def environment(**values: str) -> Iterator[None]:
    """Set environment variables for the block (read by mkdocs.yml's !ENV), then restore."""
    saved = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def build_language(lang: str, site_dir: Path, site_url: str, content_dir: Path) -> None:
    """One strict MkDocs build of mkdocs.yml with SITE_LANG=lang into `site_dir`.

    site_url is where the whole output is served; the hook puts this language at <lang>/.
    """
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    logger = logging.getLogger("mkdocs")
    collect = CollectWarnings(f"{CONFIG.relative_to(ROOT)}:1")
    logger.addHandler(collect)
    logger.propagate, logger.level = False, logging.INFO
    overrides: dict[str, object] = {"site_dir": str(site_dir), "strict": True}
    if site_url:
        overrides["site_url"] = site_url
    try:
        with environment(SITE_LANG=lang, REFRESHER_CONTENT=str(content_dir)):
            build(load_config(str(CONFIG), **overrides))
    except MkDocsException as error:
        message = str(error)
        if not message.startswith("Aborted with"):  # that one only counts the warnings
            collect.lines.extend(located(x, collect.location) for x in message.splitlines())
        raise BuildFailed(collect.lines or [f"{collect.location}: {message}"]) from None
    finally:
        logger.removeHandler(collect)
    if collect.lines:
        raise BuildFailed(collect.lines)


def build_site(out: Path, content_dir: Path, site_url: str) -> None:
    """Validate + verify, build every language in turn into a temp folder, then swap it in."""
    from refresher.render.root import language_picker

    check_site_content(content_dir)
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}-build-", dir=out.parent))
    try:
        problems: list[str] = []
        for lang in LANGS:  # both, so that one run reports the problems of both
            try:
                build_language(lang, tmp / lang, site_url, content_dir)
            except BuildFailed as failed:
                problems.extend(failed.lines)
        if problems:
            raise BuildFailed(problems)
        (tmp / "index.html").write_text(language_picker(), encoding="utf-8")
        swap_in(tmp, out)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


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
        build_site(args.out.resolve(), args.content.resolve(), args.site_url)
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
    """Serve the output on 127.0.0.1:PORT with MkDocs' live-reload server: both languages and
    the language picker.  An edit of a watched path rebuilds all or nothing, then the open
    pages reload; a failed rebuild prints its problems and the last good site stays.

    Each rebuild runs this script in a fresh process, so edits of the Python code (hooks/,
    refresher/, hare_rules/) count too: MkDocs and Python cache imported modules.
    """
    import signal

    from mkdocs.livereload import LiveReloadServer

    out = args.out.resolve()
    site_url = args.site_url or f"http://{HOST}:{args.port}/"
    command = [sys.executable, str(Path(__file__).resolve()), "--out", str(out),
               "--content", str(args.content.resolve()), "--site-url", site_url]
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}  # no __pycache__ writes: no rebuild loop

    def rebuild() -> None:
        # Never raise: the server would wait for a good build before answering any request.
        subprocess.run(command, env=env, check=False)

    server = LiveReloadServer(builder=rebuild, host=HOST, port=args.port, root=str(out))
    try:  # bind now, so that a busy port is reported before a build
        server.server_bind()
        server.server_activate()
    except OSError as error:
        server.server_close()
        reason = (f"port {args.port} is already in use" if error.errno == errno.EADDRINUSE
                  else error.strerror or str(error))
        print(f"cannot serve on {HOST}:{args.port}: {reason} (choose another with --port N)",
              file=sys.stderr)
        return 1
    server.server_bind = server.server_activate = lambda: None  # serve() would bind again

    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    livereload_log = logging.getLogger("mkdocs.livereload")
    livereload_log.addHandler(handler)
    livereload_log.setLevel(logging.INFO)
    livereload_log.propagate = False

    def stop(*_: object) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, stop)
    try:
        rebuild()
        for path in [args.content.resolve(), *(ROOT / w for w in WATCHED)]:
            if path.exists():
                server.watch(str(path))
        print(f"serving {site_url} (de/, en/; Ctrl-C to stop); rebuilding on changes",
              flush=True)
        server.serve()
    except KeyboardInterrupt:
        pass
    finally:
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
