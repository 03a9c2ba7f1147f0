#!/usr/bin/env python3
"""Lighthouse on the refresher and quiz pages of every game (issue 13's targets; not a
test, too slow for CI):

    python scripts/lighthouse.py [--runs 3] [--lang de,en] [--games ID,...] [--bare]

Builds the site into a temporary folder (or takes `--base URL` of one already served),
serves it with gzip, and runs Lighthouse 12.2.3 (node_modules/.bin/lighthouse, pinned in
package.json: `npm ci`; the last release for Node 20) with Chromium (CHROME_PATH, default
/usr/bin/chromium) as a phone: Lighthouse's mobile defaults, simulated throttling.  A
loaded machine makes the simulation noisy, so each page runs `--runs` times and the
median of each score and metric is printed next to its target.  `--bare` also runs a bare
mkdocs-material page with the same text as each game's refresher page (the reference that
scripts/bench_table.py compares bytes with).  Exit status 1 if a median misses a target.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))
CHROMIUM = os.environ.get("CHROME_PATH", os.environ.get("CHROMIUM", "/usr/bin/chromium"))
LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
VERSION = "12.2.3"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
TARGETS = {"performance": 0.95, "accessibility": 1.0, "best-practices": 1.0, "seo": 0.95}
METRICS = {"first-contentful-paint": "FCP", "largest-contentful-paint": "LCP",
           "total-blocking-time": "TBT", "cumulative-layout-shift": "CLS",
           "speed-index": "SI"}


def run_once(url: str, out: Path) -> dict[str, Any]:
    report = out / "lh.json"
    result = subprocess.run(
        [str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={report}",
         "--form-factor=mobile", f"--only-categories={','.join(CATEGORIES)}",
         f"--chrome-path={CHROMIUM}",
         "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"],
        env={**os.environ, "CHROME_PATH": CHROMIUM}, capture_output=True, text=True,
        check=False)
    if result.returncode != 0:
        raise RuntimeError(f"lighthouse {url}: {result.stderr.strip()[-500:]}")
    data = json.loads(report.read_text(encoding="utf-8"))
    if data.get("runtimeError"):
        raise RuntimeError(f"lighthouse {url}: {data['runtimeError']}")
    row: dict[str, Any] = {k: data["categories"][k]["score"] for k in CATEGORIES}
    for audit, name in METRICS.items():
        row[name] = data["audits"][audit]["numericValue"]
    row["failing"] = sorted(
        ref["id"] for key in CATEGORIES[1:] for ref in data["categories"][key]["auditRefs"]
        if ref["weight"] and (data["audits"][ref["id"]]["score"] or 0) < 1
        and data["audits"][ref["id"]]["scoreDisplayMode"] not in ("notApplicable", "manual",
                                                                   "informative"))
    return row


def measure(url: str, runs: int, out: Path) -> dict[str, Any]:
    rows = [run_once(url, out) for _ in range(runs)]
    median: dict[str, Any] = {k: statistics.median(r[k] for r in rows)
                              for k in (*CATEGORIES, *METRICS.values())}
    median["runs"] = [r["performance"] for r in rows]
    median["failing"] = sorted({a for r in rows for a in r["failing"]})
    return median


def show(name: str, m: dict[str, Any]) -> bool:
    met = all(m[k] >= TARGETS[k] for k in CATEGORIES)
    scores = "  ".join(f"{k} {m[k]:.2f}/{TARGETS[k]:.2f}{'' if m[k] >= TARGETS[k] else '!'}"
                       for k in CATEGORIES)
    metrics = (f"FCP {m['FCP'] / 1000:.1f}s LCP {m['LCP'] / 1000:.1f}s TBT {m['TBT']:.0f}ms "
               f"CLS {m['CLS']:.3f} SI {m['SI'] / 1000:.1f}s")
    runs = ",".join(f"{r:.2f}" for r in m["runs"])
    print(f"{name:34} {scores}  | {metrics} | performance runs {runs}", flush=True)
    if m["failing"]:
        print(f"{'':34} failing audits: {', '.join(m['failing'])}", flush=True)
    return met


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs per page (median)")
    parser.add_argument("--lang", default="de", help="languages, comma-separated")
    parser.add_argument("--games", help="game ids, comma-separated (default: every game)")
    parser.add_argument("--pages", default="refresher,quiz", help="refresher,quiz")
    parser.add_argument("--bare", action="store_true",
                        help="also a bare Material page with each refresher page's text")
    parser.add_argument("--base", help="URL of a site already served (else: build one)")
    args = parser.parse_args(argv)
    if not LIGHTHOUSE.exists():
        print(f"{LIGHTHOUSE.relative_to(ROOT)} is missing: run `npm ci`", file=sys.stderr)
        return 2
    import bench_table as bt

    from refresher.loader import load_content

    games = load_content(ROOT / "quiz").games
    if args.games:
        wanted = args.games.split(",")
        games = tuple(g for g in games if g.id in wanted)
    suffixes = {"refresher": "", "quiz": "quiz/"}
    pages = [suffixes[p] for p in args.pages.split(",")]
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        server = None
        base = args.base.rstrip("/") if args.base else None
        if base is None:
            site = tmp_path / "site"
            site.mkdir()
            server, base = bt.serve(site)
            bt.build_site(site, base)
        print(f"Lighthouse {VERSION}, mobile (simulated throttling), gzip; median of "
              f"{args.runs} runs; each score as median/target, ! = target missed")
        browser_ctx = None
        for game in games:
            for lang in args.lang.split(","):
                for page in pages:
                    url = f"{base}/{lang}/{game.id}/{page}"
                    ok &= show(f"{lang}/{game.id}/{page}", measure(url, args.runs, tmp_path))
                if args.bare:
                    from playwright.sync_api import sync_playwright

                    if browser_ctx is None:
                        browser_ctx = sync_playwright().start()
                        browser = browser_ctx.chromium.launch(executable_path=bt.CHROMIUM)
                    text, title = bt.article_text(browser, f"{base}/{lang}/{game.id}/")
                    bare = tmp_path / f"bare-{game.id}-{lang}"
                    bt.bare_site(bare, text, title, lang)
                    bare_server, bare_base = bt.serve(bare / "site")
                    show(f"  bare Material, same text ({lang})",
                         measure(bare_base + "/", args.runs, tmp_path))
                    bare_server.shutdown()
        if browser_ctx is not None:
            browser.close()
            browser_ctx.stop()
        if server is not None:
            server.shutdown()
    print("all targets met" if ok else "some targets missed (marked !)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
