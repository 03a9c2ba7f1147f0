#!/usr/bin/env python3
"""Site benchmark: build time and page weight.  Prints numbers; asserts nothing.

1. Full build (`scripts/build_site.py`: validate + verify + both languages, one process)
   beside a plain `mkdocs build` of the same generated pages (written out as Markdown, no
   hook, one process per language, as anyone would build them).
2. Bytes a browser transfers for the German refresher page (every request it makes on
   load, each body gzip-compressed) beside a bare mkdocs-material page.

    python scripts/bench_site.py [--runs 3]
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable
MKDOCS = [PY, "-m", "mkdocs"]
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PAGE = "de/hase-und-igel/"

PLAIN_CONFIG = """site_name: {name}
site_url: http://127.0.0.1:8000/{lang}/
docs_dir: docs
site_dir: site
theme: {{name: material, language: {lang}, font: false, custom_dir: {overrides},
  features: [navigation.instant, navigation.footer, navigation.top, search.highlight,
  toc.follow], palette: {{scheme: default, primary: indigo, accent: indigo}}}}
plugins: [search]
markdown_extensions: [attr_list, tables, {{toc: {{permalink: true}}}}]
extra_css: [assets/refresher.css]
extra_javascript: [assets/quiz.js]
extra: {{generator: false, alternate: [{{name: Deutsch, link: ../de/, lang: de}},
  {{name: English, link: ../en/, lang: en}}]}}
nav: {nav}
"""

BARE_CONFIG = """site_name: Bare
site_url: http://127.0.0.1:8000/
theme: {name: material, font: false}
"""


def timed(cmd: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, env=ENV, check=True, capture_output=True)
    return time.perf_counter() - start


def full_build(tmp: Path) -> float:
    return timed([PY, str(ROOT / "scripts/build_site.py"), "--out", str(tmp / "full")], ROOT)


def write_plain_projects(tmp: Path) -> list[Path]:
    """The generated pages as plain MkDocs projects, one per language (no hook)."""
    import json

    from refresher.render import nav, render
    from refresher.render.source import load_site

    site = load_site(ROOT / "quiz")
    projects = []
    for lang, name in (("de", "Regeln auffrischen"), ("en", "Rules refresher")):
        project = tmp / f"plain-{lang}"
        docs = project / "docs"
        shutil.copytree(ROOT / "docs", docs)
        for path, markdown in render(site.content, lang, site.report).items():
            (docs / path).parent.mkdir(parents=True, exist_ok=True)
            (docs / path).write_text(markdown, encoding="utf-8")
        (project / "mkdocs.yml").write_text(PLAIN_CONFIG.format(
            name=name, lang=lang, overrides=ROOT / "overrides",
            nav=json.dumps(nav(site.content, lang), ensure_ascii=False)), encoding="utf-8")
        projects.append(project)
    return projects


def plain_build(projects: list[Path]) -> float:
    return sum(timed([*MKDOCS, "build", "--strict", "-q"], p) for p in projects)


def transferred_bytes(site_dir: Path, path: str) -> tuple[int, int]:
    """(requests, gzip bytes) of everything Chromium fetches when it opens `path`."""
    from playwright.sync_api import sync_playwright

    handler = functools.partial(_Quiet, directory=str(site_dir))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    urls: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM)
            page = browser.new_page()
            page.on("response", lambda r: urls.append(r.url))
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/{path}")
            page.wait_for_load_state("networkidle")
            browser.close()
    finally:
        server.shutdown()
    total = 0
    for url in dict.fromkeys(urls):
        local = site_dir / url.split("/", 3)[3].split("#")[0]
        if local.is_dir():
            local = local / "index.html"
        if local.is_file():
            total += len(gzip.compress(local.read_bytes(), compresslevel=6))
    return len(set(urls)), total


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


def bare_material_site(tmp: Path) -> Path:
    project = tmp / "bare"
    (project / "docs").mkdir(parents=True)
    (project / "docs/index.md").write_text("# Hello\n\nA bare mkdocs-material page.\n")
    (project / "mkdocs.yml").write_text(BARE_CONFIG)
    subprocess.run([*MKDOCS, "build", "-q"], cwd=project, env=ENV, check=True)
    return project / "site"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        projects = write_plain_projects(tmp)
        full = [full_build(tmp) for _ in range(args.runs)]
        plain = [plain_build(projects) for _ in range(args.runs)]
        f, p = statistics.median(full), statistics.median(plain)
        print(f"build, median of {args.runs} ({os.cpu_count()} cores):")
        print(f"  full build_site.py (validate + verify + de, en in turn):  {f:6.2f} s"
              f"  = {f / p:.2f}x")
        print(f"  plain mkdocs build of the same pages (de, en in turn):   {p:6.2f} s")
        print("  (aim: overhead < 1.5x)")
        if Path(CHROMIUM).exists():
            n, ours = transferred_bytes(tmp / "full", PAGE)
            m, bare = transferred_bytes(bare_material_site(tmp), "")
            print("transferred on load, gzip:")
            print(f"  refresher page /{PAGE}: {ours / 1024:7.1f} KB in {n} requests "
                  f"(aim < 150 KB)")
            print(f"  bare mkdocs-material page:  {bare / 1024:7.1f} KB in {m} requests")
        else:
            print(f"no Chromium at {CHROMIUM}: page bytes skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
