"""Site tests: one build per session (under `pytest -n`, per worker) into a temp folder,
served over http on a free port.

The port is bound before the build so that `site_url` matches it: Material's instant
navigation only intercepts links listed in the sitemap, with the sitemap's port.

Content: the real `quiz/` (set SITE_TEST_CONTENT to build another folder).  Browser tests
drive Debian's Chromium (`/usr/bin/chromium`, never `playwright install`).
"""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CONTENT = Path(os.environ.get("SITE_TEST_CONTENT", ROOT / "quiz"))
FIXTURES = Path(__file__).parent / "fixtures" / "quiz"


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    """The test site's server: a browser that leaves a page mid-download (a test moving on)
    is not an error worth a traceback in the test output."""

    def handle_error(self, request, client_address) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def build(out: Path, content: Path, site_url: str) -> None:
    """Build with scripts/build_site.py in-process; fail the session with its messages."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("build_site", ROOT / "scripts/build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    try:
        module.build_site(out, content, site_url)
    except module.BuildFailed as failed:
        pytest.fail("site build failed:\n" + "\n".join(failed.lines), pytrace=False)


@pytest.fixture(scope="session")
def site(tmp_path_factory):
    """(site folder, base URL) of the built and served test site."""
    out = tmp_path_factory.mktemp("site") / "site"
    out.mkdir()
    server = QuietServer(
        ("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(out))
    )
    base_url = f"http://127.0.0.1:{server.server_address[1]}"
    build(out, CONTENT, base_url + "/")
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield out, base_url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def site_dir(site) -> Path:
    return site[0]


@pytest.fixture(scope="session")
def base_url(site) -> str:
    return site[1]


@pytest.fixture(scope="session")
def content():
    from refresher.loader import load_content

    return load_content(CONTENT)


@pytest.fixture(scope="session")
def game(content):
    """The first game (hase-und-igel on the real content)."""
    return content.games[0]


@pytest.fixture(scope="session")
def browser():
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM} (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM,
            args=["--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"],
        )
        yield b
        b.close()


class PageWatch:
    """What a page did that it should not: JS errors, console errors, foreign requests."""

    def __init__(self, base_url: str) -> None:
        self.base_url = base_url
        self.errors: list[str] = []
        self.foreign: list[str] = []

    def on_console(self, msg) -> None:
        if msg.type == "error":
            self.errors.append(f"console: {msg.text}")

    def on_request(self, request) -> None:
        url = request.url
        if not (url.startswith(self.base_url + "/") or url.startswith(("data:", "blob:"))):
            self.foreign.append(url)


@pytest.fixture
def context(browser, base_url):
    ctx = browser.new_context(base_url=base_url, locale="de-DE")
    yield ctx
    ctx.close()


@pytest.fixture
def watch(base_url) -> PageWatch:
    return PageWatch(base_url)


@pytest.fixture
def page(context, watch):
    """A fresh page (own storage); fails the test on JS errors, console errors or any
    request to another host."""
    pg = context.new_page()
    pg.on("pageerror", lambda e: watch.errors.append(f"pageerror: {e}"))
    pg.on("console", watch.on_console)
    pg.on("request", watch.on_request)
    yield pg
    assert not watch.errors, watch.errors
    assert not watch.foreign, watch.foreign


def copy_content(tmp_path: Path, source: Path = FIXTURES) -> Path:
    target = tmp_path / "quiz"
    shutil.copytree(source, target)
    return target


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers", "browser: drives Chromium through Playwright (deselect: -m 'not browser')"
    )
