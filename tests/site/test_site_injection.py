"""Hostile text in every text field, built into a site with the content check switched off
(so only the renderer's escaping and sanitizing and the CSP stand in the way): no script
runs in Chromium, on any page, also after hovering and clicking every link and opening
every answer.  (With the check on, the same texts are rejected at their line:
tests/content/test_injection.py.)"""

from __future__ import annotations

import functools
import json
import re
import shutil
import threading

import pytest
from conftest import ROOT, QuietHandler, QuietServer, build

pytestmark = pytest.mark.browser

FIXTURE = ROOT / "tests/fixtures/injection"
TOKEN = re.compile(r"\bX\d\d(?:de|en)\b")
# Each marks itself: window.__xss collects which ones ran.
PAYLOADS = [
    "<script>__xss.push('script')</script>",
    "<img src=x onerror=\"__xss.push('img')\">",
    "\"><svg onload=\"__xss.push('svg')\">",
    "[x](javascript:__xss.push('js-link'))",
    "[y](https://example.org){onmouseover=\"__xss.push('attr-list')\"}",
    "</details><b onclick=\"__xss.push('details')\">b</b>",
    "[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
]


@pytest.fixture(scope="module")
def hostile_site(tmp_path_factory):
    import refresher.checks

    root = tmp_path_factory.mktemp("hostile")
    content = root / "quiz"
    shutil.copytree(FIXTURE, content)
    def hostile(match: re.Match) -> str:
        # every payload in every field (the same text wherever a token repeats, so that
        # cited section names still match), plus the token to keep texts unique
        return json.dumps(f"{' '.join(PAYLOADS)} {match.group()}", ensure_ascii=False)

    for path in sorted((content / "inj").glob("*.yaml")):
        path.write_text(TOKEN.sub(hostile, path.read_text(encoding="utf-8")), encoding="utf-8")
    out = root / "site"
    out.mkdir()
    server = QuietServer(
        ("127.0.0.1", 0), functools.partial(QuietHandler, directory=str(out)))
    base_url = f"http://127.0.0.1:{server.server_address[1]}"
    saved = refresher.checks.text_problem
    refresher.checks.text_problem = lambda text, title=False: None  # let everything through
    try:
        build(out, content, base_url + "/")
    finally:
        refresher.checks.text_problem = saved
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield base_url
    server.shutdown()
    server.server_close()


def test_no_hostile_text_runs_script_on_any_page(browser, hostile_site):
    context = browser.new_context(base_url=hostile_site)
    context.add_init_script("window.__xss = [];")
    page = context.new_page()
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    ran: dict[str, list[str]] = {}
    try:
        for lang in ("de", "en"):
            for url in (f"/{lang}/", f"/{lang}/inj/", f"/{lang}/inj/quiz/",
                        f"/{lang}/inj/seiten/", f"/{lang}/404.html"):
                page.goto(url)
                page.wait_for_load_state("load")
                for summary in page.locator("article summary").all():
                    summary.dispatch_event("click")
                for link in page.locator("a").all():  # content, navigation, footer
                    link.dispatch_event("mouseover")
                    href = link.get_attribute("href")
                    if href is None or href.lower().lstrip().startswith(("javascript", "data")):
                        link.dispatch_event("click")
                ran[url] = page.evaluate("window.__xss")
                handlers = page.evaluate("""() => [...document.querySelectorAll('*')]
                    .flatMap(e => [...e.attributes].filter(a => /^on/i.test(a.name)
                      || /^\\s*(javascript|data):/i.test(a.value) && /href|src/.test(a.name))
                      .map(a => e.tagName + ' ' + a.name + '=' + a.value.slice(0, 60)))""")
                assert not handlers, (url, handlers)
                if "/inj/" in url:  # the hostile text is there, shown as text
                    assert "__xss.push('script')" in page.locator("article").inner_text()
    finally:
        context.close()
    assert not any(ran.values()), ran
    assert not dialogs, dialogs
