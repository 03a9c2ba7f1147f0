#!/usr/bin/env python3
"""The refresher at the table, measured (not a test; issue 13's numbers):

    python scripts/bench_table.py                 # page weight vs a bare Material page
    python scripts/bench_table.py --lighthouse    # also Lighthouse 12.2.3, mobile

Builds the site and, side by side in the same run, a bare mkdocs-material site whose one
page carries the same text as the refresher page (its article text as plain paragraphs).
Both are served with gzip by the same small server; Chromium loads each page at 390 × 844
with an empty cache and the script prints the bytes transferred (gzip, every request of
the page load) for both and their ratio.  `--lighthouse` runs `npx lighthouse@12.2.3` (the
last release for Node 20; npm fetches it on first use) with /usr/bin/chromium on the
refresher and quiz pages of every game and prints the four category scores.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import json
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LIGHTHOUSE = "lighthouse@12.2.3"
PHONE = {"width": 390, "height": 844}


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    """Static files, gzip-compressed when the client accepts it (as a real host would)."""

    def log_message(self, *args: object) -> None:
        pass

    def handle(self) -> None:
        try:
            super().handle()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the browser closed a connection it no longer needed

    def send_head(self):  # noqa: ANN201 - the base class's protocol
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            path = path / "index.html"
        if not path.is_file() or "gzip" not in self.headers.get("Accept-Encoding", ""):
            return super().send_head()
        body = gzip.compress(path.read_bytes(), 9)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        import io

        return io.BytesIO(body)


def serve(directory: Path) -> tuple[http.server.ThreadingHTTPServer, str]:
    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(GzipHandler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def build_site(out: Path, base_url: str) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts/build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.build_site(out, ROOT / "quiz", base_url + "/")


def bare_site(out: Path, text: str, title: str) -> None:
    """A bare mkdocs-material site (default features, its own search) with `text`."""
    docs = out / "docs"
    docs.mkdir(parents=True)
    paragraphs = "\n\n".join(p.strip() for p in text.split("\n") if p.strip())
    (docs / "index.md").write_text(f"# {title}\n\n{paragraphs}\n", encoding="utf-8")
    (out / "mkdocs.yml").write_text(
        "site_name: Bare\ntheme:\n  name: material\n  language: de\n  font: false\n"
        "plugins:\n  - search\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(out / "mkdocs.yml"),
                    "-d", str(out / "site")], check=True)


def transferred(browser, url: str) -> tuple[int, int]:
    """(bytes over the wire, requests) of loading `url` with an empty cache."""
    ctx = browser.new_context(viewport=PHONE, service_workers="block")
    page = ctx.new_page()
    sizes: list[int] = []

    def on_finished(request) -> None:
        sizes_ = request.sizes()
        sizes.append(sizes_["responseBodySize"] + sizes_["responseHeadersSize"])

    page.on("requestfinished", on_finished)
    page.goto(url, wait_until="networkidle")
    page.wait_for_timeout(500)
    ctx.close()
    return sum(sizes), len(sizes)


def article_text(browser, url: str) -> tuple[str, str]:
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    page.goto(url)
    text = page.evaluate("document.querySelector('article').innerText")
    title = page.evaluate("document.querySelector('article h1').innerText")
    ctx.close()
    return text, title


def lighthouse(url: str, out: Path) -> dict[str, float]:
    report = out / "lh.json"
    subprocess.run(
        ["npx", "--yes", LIGHTHOUSE, url, "--quiet", "--output=json", f"--output-path={report}",
         "--form-factor=mobile", "--only-categories=performance,accessibility,best-practices,seo",
         f"--chrome-path={CHROMIUM}",
         "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage"],
        check=True, env={**os.environ, "CHROME_PATH": CHROMIUM})
    data = json.loads(report.read_text())
    return {k: v["score"] for k, v in data["categories"].items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lighthouse", action="store_true", help="also run Lighthouse 12.2.3")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from refresher.loader import load_content

    games = load_content(ROOT / "quiz").games
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        site = tmp_path / "site"
        site.mkdir()
        server, base = serve(site)
        build_site(site, base)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM)
            print(f"{'page':38} {'ours KB':>8} {'bare KB':>8} {'ratio':>6}  (gzip, all requests)")
            for game in games:
                for lang in ("de", "en"):
                    url = f"{base}/{lang}/{game.id}/"
                    text, title = article_text(browser, url)
                    bare = tmp_path / f"bare-{game.id}-{lang}"
                    bare_site(bare, text, title)
                    bare_server, bare_base = serve(bare / "site")
                    ours, n_ours = transferred(browser, url)
                    theirs, n_theirs = transferred(browser, bare_base + "/")
                    bare_server.shutdown()
                    print(f"{lang}/{game.id + '/':35} {ours / 1024:8.1f} {theirs / 1024:8.1f} "
                          f"{ours / theirs:6.2f}  ({n_ours} vs {n_theirs} requests; "
                          f"target <= 1.10)")
            browser.close()
        if args.lighthouse:
            print(f"\nLighthouse {LIGHTHOUSE.split('@')[1]}, mobile "
                  "(targets: performance >= 0.95, accessibility 1.0, best practices 1.0, "
                  "SEO >= 0.95)")
            for game in games:
                for page in ("", "quiz/"):
                    scores = lighthouse(f"{base}/de/{game.id}/{page}", tmp_path)
                    shown = "  ".join(f"{k} {v:.2f}" for k, v in scores.items())
                    print(f"de/{game.id}/{page:8} {shown}")
        server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
