#!/usr/bin/env python3
"""Build the bilingual site into site/: all or nothing.

    python scripts/build_site.py                 # validate + verify quiz/, build de and en
    python scripts/build_site.py --check [DIR]   # only validate + verify (refresher.check)
    python scripts/build_site.py --serve [--port N]   # build, serve, rebuild on edits
    python scripts/build_site.py --out /tmp/s --site-url http://127.0.0.1:8123/

Both languages are built from the one mkdocs.yml (SITE_LANG=de, then SITE_LANG=en; strict)
into a temporary folder next to the output, which replaces the output only when everything
succeeded (links between the built pages checked too): after any error the previous site/
is left as it was.  Errors print as `path:line: message`, exit status 1.

The output is only ever replaced when it is empty or was made by this script (the marker
file `.refresher-site`); any other folder is refused with one line.  The swap is one atomic
exchange, so the output is always a complete site, old or new; what a killed build left
next to it (`.site-build-*`) is removed by the next build.
"""

from __future__ import annotations

import argparse
import contextlib
import errno
import logging
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run from a checkout without relying on the editable install
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")

from refresher import site_files  # noqa: E402  (after the checkout is on the path)

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


class OutputRefused(BuildFailed):
    """The output folder is not ours to replace: one line, nothing was built."""


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
    overrides: dict[str, Any] = {"site_dir": str(site_dir), "strict": True}
    if site_url:
        overrides["site_url"] = site_url
    try:
        with environment(SITE_LANG=lang):  # mkdocs.yml reads it as it loads
            config = load_config(str(CONFIG), **overrides)
        config.extra["content_dir"] = str(content_dir)
        config.extra[site_files.DEFER_SERVICE_WORKER] = True  # both languages' at once, below
        build(config)
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
    """Validate + verify, build every language in turn into a temp folder, then swap it in.

    `out` is only ever replaced when it is empty or was made by this script (it holds the
    MARKER file); anything else is refused before any work.  One build at a time per output
    (a lock file next to it); leftovers of killed builds are removed first.
    """
    from refresher.render.root import write_language_picker

    refuse_foreign_output(out)  # before anything is written
    out.parent.mkdir(parents=True, exist_ok=True)
    with build_lock(out):
        refuse_foreign_output(out)  # again: another build may have run meanwhile
        clean_leftovers(out)
        check_site_content(content_dir)
        tmp = Path(tempfile.mkdtemp(prefix=f".{out.name}-build-", dir=out.parent))
        try:
            write_marker(tmp)  # first, so that a killed build's folder is known to be ours
            problems: list[str] = []
            for lang in LANGS:  # both, so that one run reports the problems of both
                try:
                    build_language(lang, tmp / lang, site_url, content_dir)
                except BuildFailed as failed:
                    problems.extend(failed.lines)
            if not problems:
                dirs = [tmp / lang for lang in LANGS]
                problems += site_files.service_workers(ROOT, dirs,
                                                       site_files.referee_cache_name(dirs[0]))
            problems += broken_links(tmp, content_dir)
            if problems:
                raise BuildFailed(problems)
            write_language_picker(tmp)
            swap_in(tmp, out)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)


# --- links inside the built pages ---------------------------------------------------------


def broken_links(site_dir: Path, content_dir: Path) -> list[str]:
    """Every link between the built pages (also those in the content's prose, which MkDocs
    does not check inside raw HTML) must reach an existing page and, with `#anchor`, an
    existing id there.  A broken link is reported where it is written: the content file's
    line that holds `](target)`, else the built page."""
    from urllib.parse import urljoin

    pages: dict[Path, PageLinks] = {}
    for path in sorted(site_dir.rglob("*.html")):
        if path.name != "404.html":  # its links are absolute, for any depth
            pages[path] = page_links(path.read_text(encoding="utf-8"))
    root = "http://site.invalid/"
    problems = []
    targets: dict[str, Path | None] = {}  # page URL -> its file (None: no such page)
    for path, page in pages.items():
        base = root + path.relative_to(site_dir).as_posix().removesuffix("index.html")
        joined: dict[str, str] = {}  # the nav repeats the same links on every page
        for href, offset in page.links:
            if href not in joined:
                joined[href] = why_broken(urljoin(base, href), root, site_dir, pages, targets)
            why = joined[href]
            if not why:
                continue
            where = source_of_link(href, content_dir) or \
                f"{path.relative_to(site_dir).as_posix()}:{page.line_at(offset)}"
            problems.append(f"{where}: link {href!r} leads nowhere ({why}): link an id of "
                            "a rule or question that is on that page")
    return sorted(set(problems))


def why_broken(link: str, root: str, site_dir: Path, pages: dict,
               targets: dict[str, Path | None]) -> str:
    """Why an absolute link into the site leads nowhere ("" if it leads somewhere)."""
    url, _, fragment = link.partition("#")
    if not url.startswith(root) or "/search/" in url or url.endswith((".xml", ".gz")):
        return ""
    if url not in targets:
        path = site_dir / url[len(root):]
        if url.endswith("/") or path.is_dir():
            path = path / "index.html"
        targets[url] = path if path in pages or path.exists() else None
    target = targets[url]
    if target is None:
        return "no such page"
    if (fragment and target in pages and fragment not in pages[target].ids
            and not fragment.startswith(tuple(pages[target].prefixes))):
        return f"no #{fragment} on {target.relative_to(site_dir).as_posix()}"
    return ""


class PageLinks:
    """The ids and the `<a href>` links (with their offsets) of one HTML page."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.ids: set[str] = set()
        self.prefixes: set[str] = set()  # fragments a page's script reads (#position=...)
        self.links: list[tuple[str, int]] = []

    def line_at(self, offset: int) -> int:
        return self.text.count("\n", 0, offset) + 1


# What html.parser.HTMLParser reports of the start tags, read with expressions (four times
# faster over the built pages, whose pictures hold tens of thousands of tags): comments and
# the text inside <script> and <style> are no markup; then every `id` attribute of any tag
# and every `<a>` tag's `href` (tests/site/test_build_checks.py compares both on a built site).
_VALUE = r"""\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"'][^\s>]*))"""
_NOT_MARKUP = re.compile(r"<!--.*?(?:-->|\Z)|(<(script|style)\b[^>]*>).*?(?:</\2\s*>|\Z)",
                         re.DOTALL | re.IGNORECASE)
_ID = re.compile(rf"""<[a-zA-Z][^\s/>]*[\s/][^<>]*(?<=[\s"'/])id{_VALUE}""", re.IGNORECASE)
_A_TAG = re.compile(r"""<a[\s/](?:[^>"']|"[^"]*"|'[^']*')*>""", re.IGNORECASE)
_HREF = re.compile(rf"""(?<=[\s"'/])href{_VALUE}""", re.IGNORECASE)
_FRAGMENT_PREFIX = re.compile(rf"""(?<=[\s"'/])data-fragment-prefix{_VALUE}""", re.IGNORECASE)


def page_links(text: str) -> PageLinks:
    import html

    def value(match: re.Match) -> str:
        found = next((v for v in match.groups() if v is not None), "")
        return html.unescape(found) if "&" in found else found

    page = PageLinks(text)
    if "<!--" in text or "<script" in text or "<style" in text:
        # blank out what is no markup, keeping every offset (and so every line)
        text = _NOT_MARKUP.sub(lambda m: (m.group(1) or "") + " " * (len(m.group(0)) -
                               len(m.group(1) or "")), text)
    page.ids = {v for v in map(value, _ID.finditer(text)) if v}
    if "data-fragment-prefix" in text:
        page.prefixes = {v for v in map(value, _FRAGMENT_PREFIX.finditer(text)) if v}
    for tag in _A_TAG.finditer(text):
        hrefs = list(_HREF.finditer(tag.group(0)))
        if hrefs and (href := value(hrefs[-1])):  # a repeated attribute: the last wins
            page.links.append((href, tag.start()))
    return page


def source_of_link(href: str, content_dir: Path) -> str | None:
    """`path:line` of the first content line that writes the Markdown link `](href)`."""
    needle = f"]({href})"
    for path in sorted(content_dir.rglob("*.yaml")):
        try:
            for number, text in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if needle in text:
                    return f"{path}:{number}"
        except (OSError, UnicodeDecodeError):
            continue
    return None


# --- the output folder: ours, or refused -------------------------------------------------

MARKER = site_files.MARKER
write_marker, is_ours = site_files.write_marker, site_files.is_ours
# A site built before the marker existed (the default site/ only): just these entries.
LEGACY_ENTRIES = {"de", "en", "index.html"}


def refuse_foreign_output(out: Path) -> None:
    """Raise OutputRefused (one line) unless `out` is missing, empty, or ours."""
    if out.is_symlink() or (out.exists() and not out.is_dir()):
        raise OutputRefused([f"{out}: not a folder: refusing to replace it (give --out a new or "
                           "empty folder, or one made by this build)"])
    if not out.exists():
        return
    entries = {entry.name for entry in out.iterdir()}
    if not entries or MARKER in entries and is_ours(out):
        return
    if out == ROOT / "site" and entries <= LEGACY_ENTRIES and (out / "de").is_dir():
        return  # the default site/ of a build before the marker: still ours
    raise OutputRefused([f"{out}: not empty and not made by this build (no {MARKER} file): "
                       "refusing to replace it; give --out a new or empty folder"])


@contextlib.contextmanager
def build_lock(out: Path) -> Iterator[None]:
    """One build at a time next to `out` (serve's rebuilds and a manual build may overlap).

    The lock is on the parent folder itself, so it leaves no file behind."""
    import fcntl

    handle = os.open(out.parent, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)  # releases the lock


def clean_leftovers(out: Path) -> None:
    """Remove what killed builds left next to `out` (only folders with our marker); if a
    crash came between the two renames of a non-atomic swap, put the old site back."""
    leftovers = sorted(p for pattern in (f".{out.name}-build-*", f".{out.name}-old-*")
                       for p in out.parent.glob(pattern)
                       if p.is_dir() and not p.is_symlink() and is_ours(p))
    if not out.exists():
        old = [p for p in leftovers if p.name.startswith(f".{out.name}-old-")]
        if old:
            old[-1].rename(out)
            leftovers.remove(old[-1])
    for path in leftovers:
        shutil.rmtree(path, ignore_errors=True)


def swap_in(new: Path, out: Path) -> None:
    """Replace `out` by `new` so that `out` is always a complete site, old or new.

    An existing `out` is exchanged with `new` in one atomic step (Linux renameat2 with
    RENAME_EXCHANGE); `new` then holds the old site and the caller removes it.  Where that
    is not available, two renames; a crash between them is repaired by clean_leftovers.
    """
    if not out.exists():
        new.rename(out)
        return
    if exchange(new, out):
        return
    old = out.with_name(f".{out.name}-old-{os.getpid()}")
    if not is_ours(out):
        write_marker(out)  # an empty folder, or a legacy site: mark it for the repair
    out.rename(old)
    new.rename(out)
    shutil.rmtree(old, ignore_errors=True)


def exchange(a: Path, b: Path) -> bool:
    """Atomically swap two paths on one filesystem; False where the system cannot."""
    import ctypes

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        renameat2 = libc.renameat2
    except (OSError, AttributeError):
        return False
    at_fdcwd, rename_exchange = -100, 2
    result = renameat2(at_fdcwd, os.fsencode(a), at_fdcwd, os.fsencode(b), rename_exchange)
    return result == 0


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
        if not isinstance(failed, OutputRefused):
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

    server = file_livereload_server(LiveReloadServer)(
        builder=rebuild, host=HOST, port=args.port, root=str(out))
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


def file_livereload_server(base: type) -> type:
    """MkDocs' live-reload server, injecting its script as a file (`/livereload.js/EPOCH/ID`)
    instead of inline: the site's Content-Security-Policy forbids inline script."""
    import re

    from mkdocs.livereload import _SCRIPT_TEMPLATE, _timestamp

    class FileLiveReloadServer(base):
        def _inject_js_into_html(self, content: bytes, epoch: int) -> bytes:
            end = content.rfind(b"</body>")
            end = len(content) if end < 0 else end
            tag = b'<script src="/livereload.js/%d/%d"></script>' % (epoch, _timestamp())
            return content[:end] + tag + content[end:]

        def _serve_request(self, environ, start_response):
            match = re.fullmatch(r"/livereload\.js/([0-9]+)/([0-9]+)", environ["PATH_INFO"])
            if match is None:
                return super()._serve_request(environ, start_response)
            script = _SCRIPT_TEMPLATE.substitute(epoch=match[1], request_id=match[2])
            start_response("200 OK", [("Content-Type", "text/javascript; charset=utf-8"),
                                      ("Cache-Control", "no-store")])
            return [script.encode()]

    return FileLiveReloadServer


def cached_check(argv: list[str]) -> int:
    """`--check`: refresher.check with its cache (each game folder's passing result, kept
    while neither its files nor the code changed; `--mutate` runs cached whole)."""
    from refresher.check import main as check_main

    return check_main(argv, cached=True)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--check" in argv:
        return cached_check(argv)
    args = parse_args(argv)
    return serve(args) if args.serve else build_and_report(args)


if __name__ == "__main__":
    sys.exit(main())
