"""The files a site build writes beside MkDocs' pages, for the hook and scripts/build_site.py.

- the pinned browser packages, checked in node_modules (`pinned_package`);
- the referee's runtime: Pyodide's files (its standard library partly compiled,
  refresher/render/pyodide_stdlib.py) and the engine archive (`write_referee_assets`),
  and its answers for the positions the site links (`write_referee_answers`);
- the sitemap without the referee pages, and the referee pages' own policy;
- the offline service workers (scripts/build_sw.mjs, Workbox);
- the marker that says a folder is a built site, which a build may replace.

MkDocs' own work (pages, files, templates) stays in hooks/refresher_site.py; what is here
runs without MkDocs, so that the hook (one language) and the build script (both languages,
one Node run for their workers) do it the same way.
"""

from __future__ import annotations

import gzip
import json
import logging
import os
import re
import shutil
import subprocess
from pathlib import Path

from refresher.render import referee as referee_render
from refresher.render.html import CONTENT_SECURITY_POLICY
from refresher.render.pyodide_stdlib import StdlibError, stdlib_archive

log = logging.getLogger("mkdocs.hooks.refresher_site")


class SiteFilesError(Exception):
    """A problem as one `path:line: message` line (the build stops with it)."""


# --- pinned browser packages ----------------------------------------------------------


def pinned_package(root: Path, name: str, files: tuple[str, ...]) -> Path:
    """node_modules/NAME, checked to be the version package.json pins and to hold `files`;
    anything else (no `npm ci`, an old install) is one line."""
    folder = root / "node_modules" / name
    try:
        pinned = json.loads((root / "package.json").read_text(encoding="utf-8"))[
            "devDependencies"][name]
    except (OSError, ValueError, KeyError):
        raise SiteFilesError(f"package.json:1: no pinned {name} in devDependencies") from None
    try:
        found = json.loads((folder / "package.json").read_text(encoding="utf-8"))["version"]
    except (OSError, ValueError, KeyError):
        raise SiteFilesError(f"package.json:1: node_modules/{name} is missing: run `npm ci` "
                             f"(./run.sh does it) to install the pinned {name} {pinned}") from None
    if found != pinned:
        raise SiteFilesError(f"package.json:1: node_modules/{name} is {found}, package.json "
                             f"pins {pinned}: run `npm ci`")
    if missing := [n for n in files if not (folder / n).is_file()]:
        raise SiteFilesError(f"package.json:1: node_modules/{name} lacks {', '.join(missing)}: "
                             "run `npm ci`")
    return folder


def pyodide_dir(root: Path) -> Path:
    """node_modules/pyodide: the version package.json pins, which the referee pages load."""
    return pinned_package(root, "pyodide", referee_render.PYODIDE_FILES)


# --- the referee's runtime, its pages' policy and the sitemap ------------------------------


def referee_url_of(source: str) -> str:
    """"hase-und-igel/referee.md" -> "hase-und-igel/referee/"."""
    return source.removesuffix(".md") + "/"


def write_referee_assets(root: Path, site_dir: Path, referee_pages: list[str],
                         site_url: str) -> str | None:
    """Pyodide's files and the engine archive (built from this checkout's hare_rules) for
    a build with referee pages; the referee pages leave the sitemap, so that a link to
    one loads it whole (its own policy and script) instead of through instant navigation.
    Returns the Cache Storage name of the referee's files (None: no referee pages)."""
    if not referee_pages:
        return None
    target = site_dir / referee_render.PYODIDE_DIR
    target.mkdir(parents=True, exist_ok=True)
    source = pyodide_dir(root)
    for name in referee_render.PYODIDE_FILES:
        if name == "python_stdlib.zip":  # what Python imports at start, as bytecode
            try:
                data = stdlib_archive(source, referee_render.engine_package_dir())
            except StdlibError as error:
                raise SiteFilesError(str(error)) from None
            (target / name).write_bytes(data)
        else:
            shutil.copyfile(source / name, target / name)
    assets = referee_render.RefereeAssets.current()
    _, archive = referee_render.engine_archive()
    (site_dir / assets.engine).write_bytes(archive)
    drop_from_sitemap(site_dir, [referee_url_of(p) for p in referee_pages], site_url)
    return assets.cache


def write_referee_answers(site_dir: Path, content, report, lang: str) -> int:
    """The referee's answers for every position the site links, in this language
    (refresher.render.referee_answers): the referee page shows them without starting Python."""
    from refresher.render import referee_answers

    return referee_answers.write(site_dir, referee_answers.linked_positions(content, report),
                                 lang)


def drop_from_sitemap(site_dir: Path, urls: list[str], site_url: str) -> None:
    sitemap = site_dir / "sitemap.xml"
    if not sitemap.is_file():
        return
    text = sitemap.read_text(encoding="utf-8")
    for url in urls:
        text = re.sub(r"\s*<url>\s*<loc>" + re.escape(site_url + url) + r"</loc>.*?</url>",
                      "", text, flags=re.S)
    sitemap.write_text(text, encoding="utf-8")
    packed = site_dir / "sitemap.xml.gz"
    if packed.is_file():
        packed.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))


def with_referee_policy(page_html: str, source: str) -> str:
    """A referee page's policy also allows WebAssembly ('wasm-unsafe-eval': Pyodide compiles
    the Python runtime); every other page keeps the strict one."""
    old = f'content="{CONTENT_SECURITY_POLICY}"'
    if old not in page_html:
        raise SiteFilesError(f"overrides/main.html:1: {source}: no Content-Security-Policy "
                             "meta tag to extend")
    return page_html.replace(old, f'content="{referee_render.REFEREE_CSP}"', 1)


def referee_cache_name(site_dir: Path) -> str | None:
    """The referee files' Cache Storage name of a built language folder (None: the build has
    no referee pages), for building its worker after the build."""
    if not (site_dir / referee_render.PYODIDE_DIR).is_dir():
        return None
    return referee_render.RefereeAssets.current().cache


# --- the offline service workers -------------------------------------------------------------

# The `extra` key scripts/build_site.py sets: the hook leaves the worker out, and the script
# builds the workers of both languages in one Node run after both builds (half the time).
DEFER_SERVICE_WORKER = "refresher_defer_service_worker"


def service_workers(root: Path, site_dirs: list[Path],
                    referee_cache: str | None = None) -> list[str]:
    """Build the service worker of each language folder in one Node run (Node and Workbox
    start once; `referee_cache`: the Cache Storage name of the referee's files, the same in
    every language); the problems as lines. Without node_modules/workbox-build the site is
    built without one and works online only."""
    if not (root / "node_modules" / "workbox-build").is_dir() or shutil.which("node") is None:
        log.info("no node_modules/workbox-build (run `npm ci`): built without offline support")
        return []
    env = {**os.environ, "REFEREE_CACHE": referee_cache or ""}
    result = subprocess.run(["node", str(root / "scripts" / "build_sw.mjs"),
                             *map(str, site_dirs)],
                            capture_output=True, text=True, check=False, env=env)
    if result.returncode != 0:
        return (result.stderr.strip() or "scripts/build_sw.mjs:1: failed").splitlines()
    return []


# --- the marker: a folder a build made, which the next build may replace ---------------------

MARKER = ".refresher-site"
MARKER_TEXT = ("Made by the site build (scripts/build_site.py or mkdocs build): every build "
               "replaces this whole folder.\nDo not keep anything else here.\n")


def write_marker(folder: Path) -> None:
    (folder / MARKER).write_text(MARKER_TEXT, encoding="utf-8")


def is_ours(folder: Path) -> bool:
    """A folder a build made (it holds the marker as a plain file)."""
    marker = folder / MARKER
    return marker.is_file() and not marker.is_symlink()
