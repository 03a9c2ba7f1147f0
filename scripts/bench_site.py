#!/usr/bin/env python3
"""Site benchmark: build time and page weight, as ratios to their anchors measured in the
same run.  Prints numbers; asserts nothing.

1. Full build (`scripts/build_site.py`: validate + verify + both languages, one process)
   beside a plain `mkdocs build` of the same generated pages (written out as Markdown, no
   hook, one process per language, as anyone would build them); with the content once and
   with --copies copies of every game folder (each copy its own game id).  Full and plain
   builds alternate round by round (paired runs); the ratio is the median of the rounds'
   ratios, CPU time (user + system of the build processes) and wall time.
2. Bytes the server sends for one refresher page's load (every request, gzip) beside a bare
   mkdocs-material page with the same text built in this run: scripts/bench_table.py's
   measurement, for one page (that script measures every page).

    python scripts/bench_site.py [--runs 3] [--copies 4]
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
PY = sys.executable
MKDOCS = [PY, "-m", "mkdocs"]
ENV = {**os.environ, "NO_MKDOCS_2_WARNING": "1"}
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PAGE = ("en", "hans-und-grete")  # the heaviest page against its text (bench_table.py)

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

def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(cmd: list[str], cwd: Path) -> tuple[float, float]:
    """(wall, cpu) seconds of one command."""
    wall, cpu = time.perf_counter(), children_cpu()
    done = subprocess.run(cmd, cwd=cwd, env=ENV, check=False, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{' '.join(cmd)}: exit {done.returncode}\n{done.stderr.strip()}")
    return time.perf_counter() - wall, children_cpu() - cpu


def full_build(tmp: Path, content: Path) -> tuple[float, float]:
    return timed([PY, str(ROOT / "scripts/build_site.py"), "--out", str(tmp / "full"),
                  "--content", str(content)], ROOT)


def copied_content(tmp: Path, copies: int) -> Path:
    """quiz/ with every game folder `copies` times, each copy with its own game id."""
    root = tmp / f"content-x{copies}"
    for game in sorted(p for p in (ROOT / "quiz").iterdir() if (p / "game.yaml").is_file()):
        for n in range(1, copies + 1):
            folder = root / (game.name if n == 1 else f"{game.name}-copy{n}")
            shutil.copytree(game, folder)
            if n > 1:
                spec = folder / "game.yaml"
                text = re.sub(r"^id: *(\S+)", rf"id: \1-copy{n}",
                              spec.read_text(encoding="utf-8"), count=1, flags=re.M)
                spec.write_text(text, encoding="utf-8")
    return root


def write_plain_projects(tmp: Path, content: Path) -> list[Path]:
    """The generated pages as plain MkDocs projects, one per language (no hook)."""
    import json

    from refresher.render import nav, render
    from refresher.render.source import load_site

    site = load_site(content)
    projects = []
    for lang, name in (("de", "Regeln auffrischen"), ("en", "Rules refresher")):
        project = tmp / f"plain-{content.name}-{lang}"
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


def plain_build(projects: list[Path]) -> tuple[float, float]:
    times = [timed([*MKDOCS, "build", "--strict", "-q"], p) for p in projects]
    return sum(t[0] for t in times), sum(t[1] for t in times)


def compare_builds(tmp: Path, content: Path, runs: int, label: str) -> None:
    projects = write_plain_projects(tmp, content)
    full: list[tuple[float, float]] = []
    plain: list[tuple[float, float]] = []
    for _ in range(runs):  # paired: one full and one plain build per round
        full.append(full_build(tmp, content))
        plain.append(plain_build(projects))
    for which, name in ((1, "cpu"), (0, "wall")):
        f = statistics.median(x[which] for x in full)
        p = statistics.median(x[which] for x in plain)
        r = statistics.median(a[which] / b[which] for a, b in zip(full, plain, strict=True))
        print(f"  {label}, {name}: full build {f:6.2f} s, plain mkdocs build {p:6.2f} s:"
              f" full / plain = {r:.2f}")


def page_weight(tmp: Path, lang: str, game: str) -> None:
    """scripts/bench_table.py's measurement for one page: the bytes of our page and of a
    bare Material page with the same text, served with gzip, loaded in the same run."""
    import bench_table as bt
    from playwright.sync_api import sync_playwright

    site = tmp / "weighed"
    site.mkdir()
    server, base = bt.serve(site)
    try:
        bt.build_site(site, base)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM)
            w = bt.weigh(browser, server, f"{base}/{lang}/{game}/", lang, tmp / "bare")
            browser.close()
    finally:
        server.shutdown()
    print("transferred on load (gzip, every request; scripts/bench_table.py for every page):")
    print(f"  refresher page /{lang}/{game}/: {w.ours / 1024:7.1f} KB in "
          f"{len(w.ours_requests)} requests")
    print(f"  bare mkdocs-material page with the same text, built in this run: "
          f"{w.bare / 1024:7.1f} KB in {len(w.bare_requests)} requests")
    print(f"  refresher / bare = {w.ours / w.bare:.2f} (aim <= 1.10)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--copies", type=int, default=4)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as name:
        tmp = Path(name)
        print(f"build, median of {args.runs} paired runs ({os.cpu_count()} cores, load "
              f"{os.getloadavg()[0]:.1f}; aims: full / plain <= 1.25 once, <= 1.4 with four "
              "copies; the build keeps no result between runs):")
        compare_builds(tmp, copied_content(tmp, 1), args.runs, "content once")
        if args.copies > 1:
            compare_builds(tmp, copied_content(tmp, args.copies), args.runs,
                           f"content x{args.copies}")
        if Path(CHROMIUM).exists():
            page_weight(tmp, *PAGE)
        else:
            print(f"no Chromium at {CHROMIUM}: page bytes skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())
