"""A Content-Security-Policy on every page forbids inline script; Material still works under
it (its inline scripts are files in docs/assets/), and so does live reload."""

from __future__ import annotations

import importlib.util
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest
from conftest import ROOT

from refresher.render.html import CONTENT_SECURITY_POLICY
from refresher.render.referee import REFEREE_CSP

MATERIAL = Path(importlib.util.find_spec("material").origin).parent / "templates"


class Scripts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.first_head_tags: list[str] = []
        self.csp: list[str] = []
        self.inline: list[str] = []
        self.handlers: list[str] = []
        self._inline = False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if len(self.first_head_tags) < 3:
            self.first_head_tags.append(tag)
        if tag == "meta" and (a.get("http-equiv") or "").lower() == "content-security-policy":
            self.csp.append(a.get("content") or "")
        if tag == "script" and not a.get("src") and a.get("type") != "application/json":
            self._inline = True
        self.handlers += [f"{tag} {k}" for k in a if k.startswith("on")]

    def handle_data(self, data):
        if self._inline:
            self.inline.append(data.strip()[:80])

    def handle_endtag(self, tag):
        if tag == "script":
            self._inline = False


def scan(path: Path) -> Scripts:
    parser = Scripts()
    parser.feed(path.read_text(encoding="utf-8"))
    return parser


def test_every_page_has_the_policy_first_and_no_inline_script(site_dir):
    pages = sorted(site_dir.rglob("*.html"))
    assert len(pages) > 10
    for page in pages:
        found = scan(page)
        # a game's referee page also allows WebAssembly (tests/site/test_referee.py)
        referee = page.parent.name == "referee" and page.parent.parent.parent.name in ("de", "en")
        assert found.csp == [REFEREE_CSP if referee else CONTENT_SECURITY_POLICY], page
        assert "script-src 'self'" in found.csp[0] and "unsafe-inline" not in \
            found.csp[0].split("script-src")[1].split(";")[0]
        assert "script" not in found.first_head_tags[:2], page  # the policy comes first
        assert not found.inline, (page, found.inline)
        assert not found.handlers, (page, found.handlers)


def material_code(partial: str) -> list[str]:
    text = (MATERIAL / "partials/javascripts" / partial).read_text(encoding="utf-8")
    return re.findall(r"<script>(.*?)</script>", text, re.S)


def test_the_script_files_hold_materials_inline_code():
    """An upgrade of mkdocs-material that changes its inline scripts fails here: copy the
    new code into docs/assets/. The content script is Material's code as it is; the storage
    helpers (md-base.js) and the palette restore (palette.js) are rewritten to survive
    storage that throws on access, so they must define and use what Material's code does."""
    content_js = (ROOT / "docs/assets/material/content.js").read_text(encoding="utf-8")
    tabs, target = material_code("content.html")
    assert tabs in content_js and target in content_js
    (base,) = material_code("base.html")
    md_base = (ROOT / "docs/assets/md-base.js").read_text(encoding="utf-8")
    for name in ("__md_scope", "__md_hash", "__md_get", "__md_set"):
        assert name + "=" in base.replace(" ", "") and f"var {name} =" in md_base
    (palette,) = material_code("palette.html")
    ours = (ROOT / "docs/assets/palette.js").read_text(encoding="utf-8")
    for part in ('__md_get("__palette")', "(prefers-color-scheme)", "data-md-color-"):
        assert part in palette and part in ours
    inline = {p.name for p in (MATERIAL / "partials/javascripts").glob("*.html")}
    overridden = {p.name for p in (ROOT / "overrides/partials/javascripts").glob("*.html")}
    # the others are included only for features this site does not use
    assert inline - overridden == {"announce.html", "consent.html", "outdated.html"}


def test_live_reload_is_injected_as_a_script_file():
    spec = importlib.util.spec_from_file_location("build_site_csp", ROOT / "scripts/build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    from mkdocs.livereload import LiveReloadServer

    server_class = module.file_livereload_server(LiveReloadServer)
    page = server_class._inject_js_into_html(None, b"<html><body><p>x</p></body></html>", 7)
    assert re.search(rb'<script src="/livereload\.js/7/\d+"></script></body>', page), page
    replies = []
    body = server_class._serve_request(None, {"PATH_INFO": "/livereload.js/7/123"},
                                       lambda status, headers: replies.append(status))
    assert replies == ["200 OK"] and b"livereload(7, 123)" in b"".join(body)


@pytest.mark.browser
def test_no_inline_script_runs_and_material_still_works(page, watch, content):
    game = content.games[0]
    urls = ("/", "/de/", f"/de/{game.id}/", f"/en/{game.id}/quiz/", "/de/404.html")
    for url in urls:
        page.goto(url)
        page.wait_for_load_state("load")
        ran = page.evaluate("""() => {
            const s = document.createElement('script');
            s.textContent = 'window.__inline_ran = true';
            document.head.appendChild(s);
            return window.__inline_ran === true;
        }""")
        assert not ran, f"{url}: an inline script ran"
    page.goto(f"/de/{game.id}/quiz/")
    assert page.evaluate("typeof __md_get === 'function' && __md_scope instanceof URL")
    page.locator(".quiz .quiz__a > summary").first.click()  # the quiz script (a file) works
    page.locator(".quiz [data-rate='known']").first.wait_for(state="visible")
    page.locator(".md-search__input").first.click()  # Material's search: bundle + worker
    page.keyboard.type("Igelfeld")
    page.locator(".md-search-result__item").first.wait_for()
    # exactly the probes were refused (one console error each), nothing of the site's own
    refused = [e for e in watch.errors if "Content Security Policy" in e]
    assert len(refused) == len(urls), refused
    watch.errors[:] = [e for e in watch.errors if e not in refused]
