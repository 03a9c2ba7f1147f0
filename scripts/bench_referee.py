#!/usr/bin/env python3
"""The referee page, measured (not a test; issue 14's numbers):

    python scripts/bench_referee.py [--game hase-und-igel] [--runs 3] [--answers 10] [--rate 4]

Builds the site and serves it with gzip (as scripts/bench_table.py does); headless
Chromium at 390 × 844 opens the game's German referee page and the script prints, each
beside its target as a ratio (below 1.00 = within the target):

- cold: a fresh browser context (no HTTP cache, no service worker, no Cache Storage): the
  page shows the build's answers for its start position first (data-referee-ready), so the
  script then raises a number with + (or, in a game without numbers, tries a move the build
  never tried), which starts Pyodide; the time from that action to the
  full referee's answer on the page is what the reader waits (the budget's figure; the page's
  own clock, data-referee-start-ms to data-referee-engine-ms), and the time from navigation
  is printed beside it, as is the time to the build's answers
  (scripts/bench_referee_instant.py measures those per game);
- warm: the same context again after the first visit (files and the Python snapshot
  cached), a new page;
- answers: the median time from a reader's action (raise a number with +, play a move,
  undo, check a move) to its answer on the page;
- the refresher page's transferred bytes (gzip, all requests, empty cache) in this build
  and in a build of the same content without referee pages.

Every thread of the browser runs with the CPU slowed `--rate` times (scripts/slow_cpu.py: a
cgroup quota per thread, since Chromium's own throttle slows no worker; 4 as for a mid-range
phone, the figure issue 26's budgets are given for: cold <= 15 s, warm <= 3 s; `--rate 1`
runs at full speed);
the worker's own marks (files fetched, Python started, engine imported, snapshot taken) are
printed for each cold and warm run, so the time can be split.

The machine is shared: the load average and the CPU seconds the browser used while
loading are printed with the times (on a busy 2-core machine the wall time is several
times the CPU time).
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from playwright.sync_api import ViewportSize

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
PHONE: ViewportSize = {"width": 390, "height": 844}
TARGETS = {"cold": 15000.0, "warm": 3000.0, "answer": 300.0}  # ms, CPU 4x slower (issue 26)


def bench_table():
    spec = importlib.util.spec_from_file_location("bench_table", ROOT / "scripts/bench_table.py")
    assert spec is not None and spec.loader is not None  # the file exists
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def descendants_cpu(pid: int) -> float:
    """CPU seconds (user + system) of every process below `pid` (the browser's)."""
    ticks = os.sysconf("SC_CLK_TCK")
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(entry.name)] = int(fields[1])
        times[int(entry.name)] = (int(fields[11]) + int(fields[12])) / ticks
    total = 0.0
    for proc, cpu in times.items():
        ancestor = parents.get(proc)
        while ancestor and ancestor != pid:
            ancestor = parents.get(ancestor)
        total += cpu if ancestor == pid else 0.0
    return total


def wait_ready(page, timeout: float = 600.0) -> float:
    """The page's ms from navigation to ready (polled: the CSP forbids eval)."""
    end = time.monotonic() + timeout
    root = page.locator("[data-referee]")
    while time.monotonic() < end:
        value = root.get_attribute("data-referee-ready-ms")
        if value:
            return float(value)
        error = page.locator("[data-referee-error]")
        if error.is_visible() and not page.locator("[data-referee-main]").is_visible():
            raise SystemExit(f"the referee failed: {error.inner_text()}")
        page.wait_for_timeout(50)
    raise SystemExit(f"the referee was not ready within {timeout:.0f} s")


def wait_engine(page, timeout: float = 600.0) -> tuple[float, float]:
    """The page's ms from navigation to Pyodide answering, and from the reader's action that
    started it (an edit, +, where the build's answers were shown first) to the same."""
    root = page.locator("[data-referee]")
    if not root.get_attribute("data-referee-engine-ms"):
        plus = page.locator("[data-referee-step='plus']:not([disabled])")
        if plus.count():
            plus.first.click()
        else:  # a game without numbers to raise (Hans & Grete): a move the build never tried
            page.locator("[data-referee-token]").fill("bench")
            page.locator("[data-referee-try] button[type=submit]").click()
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = root.get_attribute("data-referee-engine-ms")
        # (and the edit that started it answered: the answers measured next wait for none)
        if value and root.get_attribute("data-referee-busy") is None:
            return float(value), float(value) - float(
                root.get_attribute("data-referee-start-ms") or 0)
        page.wait_for_timeout(50)
    raise SystemExit(f"the full referee was not ready within {timeout:.0f} s")


def wait_attribute(page, name: str, timeout: float = 600.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if page.locator(f"[{name}]").count():
            return
        page.wait_for_timeout(100)
    raise SystemExit(f"no [{name}] within {timeout:.0f} s")


def answer_ms(page, action) -> float:
    """Do `action` and return the page's time from it to the answer shown."""
    root = page.locator("[data-referee]")
    before = page.locator("[data-referee-position]").input_value()
    page.evaluate("() => { delete document.querySelector('[data-referee]')"
                  ".dataset.refereeAnswerMs; }")
    action()
    end = time.monotonic() + 60
    while time.monotonic() < end:
        value = root.get_attribute("data-referee-answer-ms")
        if value:
            return float(value)
        page.wait_for_timeout(5)
    raise SystemExit(f"no answer within 60 s (position {before})")


def answers(page, count: int) -> dict[str, list[float]]:
    """Edits (+), plays and undos, and checks of a move, `count` of each where possible."""
    out: dict[str, list[float]] = {"edit": [], "play": [], "undo": [], "attempt": []}
    for _ in range(count):
        plus = page.locator("[data-referee-step='plus']:not([disabled])").first
        if plus.count():
            out["edit"].append(answer_ms(page, plus.click))
        move = page.locator("[data-legal-action]").first
        if move.count():
            if move.get_attribute("aria-expanded") is not None:  # the reader picks a card
                move.click()
                move = page.locator("li:has(> [data-legal-action]) [data-referee-outcome]").first
            out["play"].append(answer_ms(page, move.click))
            out["undo"].append(answer_ms(page, page.locator("[data-referee-undo]").click))
        page.locator("[data-referee-token]").fill("back")
        out["attempt"].append(answer_ms(
            page, page.locator("[data-referee-try] button[type=submit]").click))
    return out


def ratio(ms: float, target: str) -> str:
    return f"{ms / 1000:7.2f} s  target <= {TARGETS[target] / 1000:.1f} s  " \
           f"ratio {ms / TARGETS[target]:5.2f}"


def build(out: Path, base: str, referee: bool) -> None:
    if not referee:  # the same content, no game has a referee page
        from refresher.render import referee as page

        page._referee_games = lambda: {}  # type: ignore[assignment]  # a stand-in for the cache
    bench_table().build_site(out, base)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hase-und-igel", help="the game folder (quiz/)")
    parser.add_argument("--runs", type=int, default=3, help="cold and warm loads each")
    parser.add_argument("--answers", type=int, default=10, help="answers of each kind")
    parser.add_argument("--rate", type=float, default=4.0, help="CPU slow-down factor")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    sys.path.insert(0, str(ROOT / "scripts"))
    from slow_cpu import SlowThreads

    why = SlowThreads.available() if args.rate != 1 else None
    if why:
        raise SystemExit(f"cannot slow the CPU {args.rate:g}x: {why}")
    table = bench_table()
    with tempfile.TemporaryDirectory() as tmp:
        site, plain = Path(tmp) / "site", Path(tmp) / "plain"
        site.mkdir()
        plain.mkdir()
        server, base = table.serve(site)
        build(site, base, referee=True)
        url = f"{base}/de/{args.game}/referee/"
        with sync_playwright() as p, SlowThreads(args.rate):
            browser = p.chromium.launch(executable_path=CHROMIUM)
            pid = os.getpid()  # the Playwright driver, Chromium and its helpers run below
            got: dict[str, list[float]]
            cold, warm, cpu_cold, cpu_warm, got = [], [], [], [], {}
            shown: list[float] = []  # navigation to the build's answers on the page
            marks: list[str] = []  # the worker's own timings, per load

            def keep_marks(page, kind: str) -> None:
                marks.append(f"{kind}: " + (page.locator("[data-referee]").get_attribute(
                    "data-referee-timings") or "{}"))

            for _ in range(args.runs):
                ctx = browser.new_context(viewport=PHONE, service_workers="allow")
                page = ctx.new_page()
                cpu = descendants_cpu(pid)
                page.goto(url)
                shown.append(wait_ready(page))
                cold.append(wait_engine(page))  # (from navigation, from the action)
                cpu_cold.append(descendants_cpu(pid) - cpu)
                keep_marks(page, "cold")
                wait_attribute(page, "data-referee-offline")
                page.wait_for_timeout(1500)  # the snapshot is written in the background
                page.close()
                page = ctx.new_page()
                cpu = descendants_cpu(pid)
                page.goto(url)
                wait_ready(page)
                warm.append(wait_engine(page))
                cpu_warm.append(descendants_cpu(pid) - cpu)
                keep_marks(page, "warm")
                for kind, values in answers(page, args.answers).items():
                    got.setdefault(kind, []).extend(values)
                ctx.close()
            load = os.getloadavg()
            print(f"referee page de/{args.game}/referee/, headless Chromium, CPU {args.rate:g}x "
                  f"slower, {args.runs} runs; "
                  f"load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f} on "
                  f"{os.cpu_count()} cores")
            for name, runs, cpu_used in (("cold (fresh context)", cold, cpu_cold),
                                         ("warm (cached)       ", warm, cpu_warm)):
                kind = name.split()[0]
                waits = [after for _, after in runs]
                print(f"{name}, median  {ratio(statistics.median(waits), kind)}  from the "
                      f"reader's action that starts it (runs "
                      f"{', '.join(f'{v / 1000:.1f}' for v in waits)} s; from navigation "
                      f"{', '.join(f'{v / 1000:.1f}' for v, _ in runs)} s; browser CPU "
                      f"{statistics.median(cpu_used):.1f} s)")
            for line in marks:
                print(f"  worker marks (ms since its start), {line}")
            print(f"start position's answers from the build, cold, median "
                  f"{statistics.median(shown):7.0f} ms (runs "
                  f"{', '.join(f'{v:.0f}' for v in shown)} ms; before Pyodide starts)")
            every = [v for values in got.values() for v in values]
            for kind, values in [*got.items(), ("all answers", every)]:
                if values:
                    ms = statistics.median(values)
                    print(f"answer {kind + ',':12} median  {ms:7.0f} ms  target <= 300 ms  "
                          f"ratio {ms / TARGETS['answer']:5.2f}  (n={len(values)}, "
                          f"max {max(values):.0f} ms)")
            refresher = f"{base}/de/{args.game}/"
            with_bytes, with_paths = table.transferred(browser, server, refresher)
            plain_server, plain_base = table.serve(plain)
            build(plain, plain_base, referee=False)
            without_bytes, without_paths = table.transferred(browser, plain_server,
                                                             f"{plain_base}/de/{args.game}/")
            plain_server.shutdown()
            print(f"refresher page de/{args.game}/: {with_bytes / 1024:.1f} KB with the referee "
                  f"build, {without_bytes / 1024:.1f} KB without ({len(with_paths)} vs "
                  f"{len(without_paths)} "
                  f"requests), ratio {with_bytes / without_bytes:.3f} (target 1.00: "
                  "the engine loads only on the referee page)")
            browser.close()
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
