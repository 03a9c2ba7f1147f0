#!/usr/bin/env python3
"""The refresher at the table, measured (not a test; issue 13's numbers):

    python scripts/bench_table.py                 # page weight vs a bare Material page
    python scripts/bench_table.py --requests      # ... and every request of both pages
    python scripts/bench_table.py --lighthouse    # then scripts/lighthouse.py on the same build

Builds the site and, side by side in the same run, for every game's refresher page in both
languages a bare mkdocs-material site (Material's defaults, its search, the page's
language) whose one page carries the same text: the article's text with every fold opened
(the folded explanations and answers are part of the page, one tap away), as plain
paragraphs, without the pictures.  Both are served with gzip by the same small server;
Chromium loads each page at 390 × 844 with an empty cache and the script prints the bytes
the server sent for that page load (headers and gzip bodies of every request, the search
worker's and the service worker's included; our service worker is blocked here, its
offline precache after the load is printed once, separately), for both and their ratio.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LIGHTHOUSE = "lighthouse@12.2.3"
PHONE = {"width": 390, "height": 844}


class Counting(io.BufferedIOBase):
    """The handler's output stream, counting the bytes sent into its server."""

    def __init__(self, raw, server) -> None:
        super().__init__()
        self.raw, self.server = raw, server

    def writable(self) -> bool:
        return True

    def write(self, data) -> int:
        n = self.raw.write(data)
        with self.server.lock:
            self.server.sent += len(data)
        return n if n is not None else len(data)

    def flush(self) -> None:
        if not self.closed:
            self.raw.flush()

    def close(self) -> None:
        if not self.closed:
            super().close()
            self.raw.close()


class CountingServer(http.server.ThreadingHTTPServer):
    """The server and what its handlers count: the bytes sent, the paths answered."""

    lock: threading.Lock
    sent: int
    requests: list[str]


class GzipHandler(http.server.SimpleHTTPRequestHandler):
    """Static files, gzip-compressed when the client accepts it (as a real host would)."""

    server: CountingServer

    def setup(self) -> None:
        super().setup()
        self.wfile = Counting(self.wfile, self.server)

    def log_request(self, code="-", size="-") -> None:
        with self.server.lock:
            self.server.requests.append(self.path)

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
        return io.BytesIO(body)


def serve(directory: Path, port: int = 0) -> tuple[CountingServer, str]:
    """A gzip server for `directory` on `port` (0: a free one); `.sent` counts the bytes it
    sent, `.requests` the paths it answered."""
    server = CountingServer(
        ("127.0.0.1", port), functools.partial(GzipHandler, directory=str(directory)))
    server.lock = threading.Lock()
    server.sent = 0
    server.requests = []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def build_site(out: Path, base_url: str) -> None:
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts/build_site.py")
    assert spec is not None and spec.loader is not None  # the file exists
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    module.build_site(out, ROOT / "quiz", base_url + "/")


def bare_site(out: Path, text: str, title: str, lang: str) -> None:
    """A bare mkdocs-material site (Material's defaults, its search) with `text`."""
    docs = out / "docs"
    docs.mkdir(parents=True)
    paragraphs = "\n\n".join(p.strip() for p in text.split("\n") if p.strip())
    (docs / "index.md").write_text(f"# {title}\n\n{paragraphs}\n", encoding="utf-8")
    (out / "mkdocs.yml").write_text(
        f"site_name: Bare\ntheme:\n  name: material\n  language: {lang}\n  font: false\n"
        "plugins:\n  - search\n", encoding="utf-8")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "-q", "-f", str(out / "mkdocs.yml"),
                    "-d", str(out / "site")], check=True, env={**os.environ,
                                                                "NO_MKDOCS_2_WARNING": "1"})


def transferred(browser, server, url: str, workers: str = "block") -> tuple[int, list[str]]:
    """(bytes the server sent, paths it answered) while Chromium loads `url` with an empty
    cache, until the network has been idle for a second."""
    ctx = browser.new_context(viewport=PHONE, service_workers=workers)
    page = ctx.new_page()
    with server.lock:
        server.sent, server.requests = 0, []
    page.goto(url, wait_until="load")  # every stylesheet and script of the page
    page.wait_for_load_state("networkidle")  # and what they ask for (search, sitemaps)
    if workers == "allow":  # until the worker has precached everything and taken over
        for _ in range(300):
            if page.evaluate("() => !!navigator.serviceWorker.controller"):
                break
            page.wait_for_timeout(100)
        page.wait_for_load_state("networkidle")
    page.wait_for_timeout(1000)
    ctx.close()
    with server.lock:
        return server.sent, list(server.requests)


# The page's text as a reader can get it: every fold open, pictures left out (a bare page
# has none), the permalink signs dropped.
ARTICLE_TEXT = """() => {
  const article = document.querySelector('article').cloneNode(true);
  article.querySelectorAll('svg, .headerlink, [hidden]').forEach((e) => e.remove());
  article.querySelectorAll('details').forEach((d) => { d.open = true; });
  article.style.position = 'absolute';
  document.body.append(article);
  const text = article.innerText;
  article.remove();
  return text;
}"""


def article_text(browser, url: str) -> tuple[str, str]:
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    page.goto(url)
    page.add_style_tag(content="* { content-visibility: visible !important; }")
    text = page.evaluate(ARTICLE_TEXT)
    title = page.evaluate("document.querySelector('article h1').innerText").rstrip("¶ \n")
    ctx.close()
    return text, title


class Weight(NamedTuple):
    """One page load of ours and of the bare Material page with its text: bytes sent,
    the article's characters, the paths requested."""

    ours: int
    bare: int
    text: int
    bare_text: int
    ours_requests: list[str]
    bare_requests: list[str]


def weigh(browser, server, url: str, lang: str, bare: Path) -> Weight:
    """Our page at `url` (served by `server`) beside a bare Material site built into
    `bare` with the page's text, both loaded with an empty cache."""
    text, title = article_text(browser, url)
    bare_site(bare, text, title, lang)
    bare_server, bare_base = serve(bare / "site")
    try:
        ours, ours_requests = transferred(browser, server, url)
        theirs, their_requests = transferred(browser, bare_server, bare_base + "/")
        bare_text, _ = article_text(browser, bare_base + "/")
    finally:
        bare_server.shutdown()
    return Weight(ours, theirs, len(text), len(bare_text), ours_requests, their_requests)


def kb(n: int) -> str:
    return f"{n / 1024:8.1f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", action="store_true",
                        help="list every request of both pages of the first game")
    parser.add_argument("--lighthouse", action="store_true",
                        help="then run scripts/lighthouse.py on the same build (slow)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    from refresher.loader import load_content

    games = load_content(ROOT / "quiz").games
    ratios = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        site = tmp_path / "site"
        site.mkdir()
        server, base = serve(site)
        build_site(site, base)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM)
            print("Bytes sent by the server for one page load (gzip, every request), phone, "
                  "empty cache; bare = mkdocs-material with the same text, built in this run")
            print(f"{'page':32} {'ours KB':>8} {'bare KB':>8} {'ratio':>6} {'text':>13} "
                  f"{'requests':>9}")
            for game in games:
                for lang in ("de", "en"):
                    w = weigh(browser, server, f"{base}/{lang}/{game.id}/", lang,
                              tmp_path / f"bare-{game.id}-{lang}")
                    ratios.append(w.ours / w.bare)
                    print(f"{lang}/{game.id + '/':29} {kb(w.ours)} {kb(w.bare)} "
                          f"{w.ours / w.bare:6.2f} {w.text:6} {w.bare_text:6} "
                          f"{len(w.ours_requests):4} {len(w.bare_requests):4}")
                    if args.requests and game is games[0]:
                        for name, paths in (("ours", w.ours_requests),
                                            ("bare", w.bare_requests)):
                            print(f"    {name}: " + " ".join(sorted(paths)))
            worker, paths = transferred(browser, server, f"{base}/de/{games[0].id}/", "allow")
            browser.close()
        print(f"ratio: max {max(ratios):.2f}, min {min(ratios):.2f} (target <= 1.10); "
              "text = characters of the article, ours and bare")
        print(f"first visit with the offline service worker allowed (de/{games[0].id}/): "
              f"{kb(worker).strip()} KB in {len(paths)} requests (the page, then the precache "
              "of both pages of every game in the background; not counted above)")
        status = 0
        if args.lighthouse:
            import lighthouse as lh

            status = lh.main(["--base", base])
        server.shutdown()
    return status


if __name__ == "__main__":
    sys.exit(main())
