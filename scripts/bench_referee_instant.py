#!/usr/bin/env python3
"""A linked position's answers on the referee page, on a phone-slow CPU (issue 26's budget):

    python scripts/bench_referee_instant.py [--runs 3] [--rate 4] [--lang de]

Builds the site and serves it with gzip (scripts/bench_table.py's server). For every game
with a referee page, a fresh Chromium context (nothing cached: cold) at 390 × 844 with the
CPU slowed `--rate` times (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mid-range
phone) opens the game's quiz page, then the first question picture's "open this in the
referee" link, and the script prints per game, beside each budget as a ratio:

- answers on screen: ms from the referee page's navigation to its answers shown (the page's
  own clock, data-referee-ready-ms), median of the runs; budget <= 1000 ms; beside it when
  the referee's script started (the rest is fetching and drawing the answers);
- transferred for them after the page: the bytes (as sent, gzip) of every request the
  referee page made after its document and its scripts and styles, i.e. the build's answer
  file (and anything of Pyodide, which must be none); budget <= 200 KB;

with the load average when each figure was taken (the machine is shared: on a busy 2-core
machine wall times grow). Service workers are blocked, so their precaching in the
background does not compete with the page.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urljoin

if TYPE_CHECKING:
    from playwright.sync_api import ViewportSize

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PHONE: ViewportSize = {"width": 390, "height": 844}
BUDGET_MS, BUDGET_BYTES = 1000.0, 200 * 1024
LINK = re.compile(r'<a data-referee-open href="([^"]+)"')


def bench_table():
    spec = importlib.util.spec_from_file_location("bench_table", ROOT / "scripts/bench_table.py")
    assert spec is not None and spec.loader is not None  # the file exists
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def load() -> str:
    one, five, _ = os.getloadavg()
    return f"load {one:.1f}/{five:.1f}"


def wait_ready(page, timeout: float = 120.0) -> float:
    """The page's ms from navigation to the answers shown (polled: the CSP forbids eval)."""
    end = time.monotonic() + timeout
    root = page.locator("[data-referee]")
    while time.monotonic() < end:
        value = root.get_attribute("data-referee-ready-ms")
        if value:
            return float(value)
        page.wait_for_timeout(20)
    raise SystemExit(f"{page.url}: no answers within {timeout:.0f} s")


def one_run(browser, quiz_url: str, link: str, rate: float
            ) -> tuple[float, int, list[str], float]:
    """(ms to the answers, bytes after the page's own files, their URLs, ms to the referee's
    script starting) of one cold load."""
    ctx = browser.new_context(viewport=PHONE, service_workers="block")
    page = ctx.new_page()
    cdp = ctx.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    cdp.send("Network.enable")
    urls: dict[str, str] = {}
    sizes: dict[str, int] = {}
    cdp.on("Network.requestWillBeSent",
           lambda e: urls.__setitem__(e["requestId"], e["request"]["url"]))
    cdp.on("Network.loadingFinished",
           lambda e: sizes.__setitem__(e["requestId"], int(e["encodedDataLength"])))
    page.goto(quiz_url)
    target = urljoin(page.url, link)
    seen = set(urls)
    page.goto(target)
    ms = wait_ready(page)
    script_ms = float(page.locator("[data-referee]").get_attribute("data-referee-script-ms")
                      or "nan")
    page.wait_for_timeout(300)  # let the last responses' sizes arrive
    after = [r for r in urls if r not in seen and "/assets/referee/" in urls[r]]
    total = sum(sizes.get(r, 0) for r in after)
    ctx.close()
    return ms, total, [urls[r] for r in after], script_ms


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="cold loads per game")
    parser.add_argument("--rate", type=float, default=4.0, help="CPU slow-down factor")
    parser.add_argument("--lang", default="de", choices=("de", "en"))
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from refresher.render import referee as page_render
    from refresher.render.source import load_site

    table = bench_table()
    games = page_render.referee_games(load_site(ROOT / "quiz").content)
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp) / "site"
        site.mkdir()
        server, base = table.serve(site)
        table.build_site(site, base)
        print(f"referee pages {args.lang}/<game>/referee/ opened from the quiz's first picture "
              f"link, headless Chromium, CPU {args.rate:g}x slower, cold (fresh context), "
              f"median of {args.runs}; {os.cpu_count()} cores")
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM)
            for game in games:
                html = (site / args.lang / game.id / "quiz" / "index.html").read_text("utf-8")
                links = LINK.findall(html)
                if not links:
                    print(f"{game.id:24} no referee link on its quiz page")
                    continue
                quiz_url = f"{base}/{args.lang}/{game.id}/quiz/"
                runs = [one_run(browser, quiz_url, links[0], args.rate)
                        for _ in range(args.runs)]
                ms = statistics.median(r[0] for r in runs)
                size = statistics.median(r[1] for r in runs)
                pyodide = any("pyodide" in u for r in runs for u in r[2])
                print(f"{game.id:24} answers on screen {ms:6.0f} ms  budget <= "
                      f"{BUDGET_MS:.0f} ms  ratio {ms / BUDGET_MS:4.2f}  "
                      f"(runs {', '.join(f'{r[0]:.0f}' for r in runs)}; the page's script "
                      f"started at {statistics.median(r[3] for r in runs):.0f}; {load()})")
                print(f"{'':24} transferred after the page {size / 1024:6.1f} KB  budget <= "
                      f"{BUDGET_BYTES // 1024} KB  ratio {size / BUDGET_BYTES:4.2f}  "
                      f"({len(runs[0][2])} request(s)"
                      f"{', Pyodide fetched!' if pyodide else ', no Pyodide'}; {load()})")
            browser.close()
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
