"""The referee page (issue 14): the project's engine in the browser, per game.

Built site: a referee page per game in both languages with its own policy (the site's plus
'wasm-unsafe-eval', nothing else), Pyodide's files and the engine archive made from this
source, not precached, not in the sitemap; links from the refresher and every question
picture.  In Chromium, one page load per game in one browser context (the first load starts
Python, later ones restore its snapshot): set a situation up by tapping, compare the listed
actions and the reasons against an illegal one with the engine run natively for the same
notation, play a move and undo it, then reload offline.
"""

from __future__ import annotations

import json
import re
import zipfile
from urllib.parse import unquote, urljoin

import pytest
from conftest import CONTENT, ROOT
from playwright.sync_api import expect

from hare_rules.core import referee
from hare_rules.games import GAMES
from refresher.render import referee as page
from refresher.render.html import CONTENT_SECURITY_POLICY
from refresher.render.labels import label

READY = 300_000  # ms: the first load starts Python; this 2-core machine is often shared
TAP = re.compile(r'data-referee-tap="([^"]*)"')


def referee_games(content):
    return [g for g in content.games if page.has_referee(g)]


def lang_of(content, game) -> str:
    """Alternate the languages over the games, so both are driven."""
    return ("de", "en")[referee_games(content).index(game) % 2]


# --- the built site -----------------------------------------------------------------------


def test_every_game_has_a_referee_page_in_both_languages(site_dir, content):
    games = referee_games(content)
    assert {g.edition for g in games} == set(GAMES)  # every engine game of the content
    for game in games:
        for lang in ("de", "en"):
            html = (site_dir / lang / game.id / "referee" / "index.html").read_text("utf-8")
            assert f'data-referee-game="{game.edition}"' in html
            assert f'data-referee-lang="{lang}"' in html
            assert 'src="../../assets/referee.js"' in html
            nav = (site_dir / lang / game.id / "index.html").read_text("utf-8")
            assert re.search(r'<a data-page="referee" href="referee/">', nav), game.id
            assert '<a href="referee/" class="md-nav__link"' in nav, "not in the navigation"


def test_the_referee_policy_adds_only_wasm_to_the_sites(site_dir, content):
    base = dict(d.strip().split(" ", 1) for d in CONTENT_SECURITY_POLICY.split(";"))
    mine = dict(d.strip().split(" ", 1) for d in page.REFEREE_CSP.split(";"))
    assert mine.keys() == base.keys()
    assert {k for k in base if base[k] != mine[k]} == {"script-src"}
    assert mine["script-src"].split() == [*base["script-src"].split(), "'wasm-unsafe-eval'"]
    assert "'unsafe-eval'" not in page.REFEREE_CSP
    for game in referee_games(content):
        html = (site_dir / "de" / game.id / "referee" / "index.html").read_text("utf-8")
        assert re.findall(r'http-equiv="Content-Security-Policy" content="([^"]*)"', html) == \
            [page.REFEREE_CSP]


def test_the_engine_archive_is_built_from_this_source(site_dir):
    name, data = page.engine_archive()
    for lang in ("de", "en"):
        served = site_dir / lang / "assets" / "referee" / name
        assert served.read_bytes() == data
        assert [p.name for p in served.parent.glob("engine-*.zip")] == [name]
    package = ROOT / "hare_rules"
    with zipfile.ZipFile(site_dir / "de" / "assets" / "referee" / name) as archive:
        names = sorted(archive.namelist())
        assert names == sorted(f"hare_rules/{p.relative_to(package).as_posix()}"
                               for p in package.rglob("*.py") if "__pycache__" not in p.parts)
        assert archive.read("hare_rules/core/referee.py") == \
            (package / "core" / "referee.py").read_bytes()


def test_only_the_pyodide_files_needed_are_served(site_dir):
    source = ROOT / "node_modules" / "pyodide"
    for lang in ("de", "en"):
        folder = site_dir / lang / page.PYODIDE_DIR
        assert sorted(p.name for p in folder.iterdir()) == sorted(page.PYODIDE_FILES)
        for name in page.PYODIDE_FILES:
            if name != "python_stdlib.zip":  # the next test's
                assert (folder / name).read_bytes() == (source / name).read_bytes()


def test_the_standard_library_is_served_with_its_start_as_bytecode(site_dir):
    """Pyodide's archive, where each module Python and the engine import at start is
    bytecode in place of its source (a pyc that needs no source: PEP 552 flags 1, unchecked
    hash-based, one magic number) and every other file is as Pyodide ships it."""
    shipped = zipfile.ZipFile(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip")
    for lang in ("de", "en"):
        served = zipfile.ZipFile(site_dir / lang / page.PYODIDE_DIR / "python_stdlib.zip")
        compiled = {n for n in served.namelist() if n.endswith(".pyc")}
        # Pyodide's own start (asyncio, via its event loop) and what the engine imports
        assert {"asyncio/__init__.pyc", "json/__init__.pyc", "dataclasses.pyc"} <= compiled
        sources = {n.removesuffix("c") for n in compiled}
        assert sources <= set(shipped.namelist())
        assert set(served.namelist()) - compiled == set(shipped.namelist()) - sources
        for name in set(served.namelist()) - compiled:
            assert served.read(name) == shipped.read(name), name
        headers = {served.read(n)[:8] for n in compiled}
        assert len({h[:4] for h in headers}) == 1
        assert {int.from_bytes(h[4:8], "little") for h in headers} == {1}


def test_a_setup_note_sits_in_the_folded_setup_not_above_the_moves(site_dir, content):
    """A game's referee_setup_note (how to type what no control sets) is inside "change the
    position", under the position as text; above the allowed moves only referee_note."""
    games = [g for g in referee_games(content) if g.referee_setup_note]
    assert games  # SC 2018: the key to its position text
    for game in games:
        for lang in ("de", "en"):
            html = (site_dir / lang / game.id / "referee" / "index.html").read_text("utf-8")
            fold = html[html.index("data-referee-setup-fold"):]
            fold = fold[:fold.index("</details>")]
            words = game.referee_setup_note.get(lang).split()[1].strip("`")
            assert words in fold, (game.id, lang)
            assert words not in html[:html.index("data-referee-main")], (game.id, lang)


def test_referee_files_are_cached_on_use_not_precached(site_dir):
    for lang in ("de", "en"):
        sw = (site_dir / lang / "sw.js").read_text("utf-8")
        urls = re.findall(r'"url":"([^"]+)"', sw)
        assert "assets/referee.js" in urls and "assets/referee-worker.js" in urls
        assert not [u for u in urls if u.startswith("assets/referee/")]
        assert json.dumps(page.RefereeAssets.current().cache) in sw
        assert "CacheFirst" in sw
        sitemap = (site_dir / lang / "sitemap.xml").read_text("utf-8")
        assert "/referee/" not in sitemap and "<loc>" in sitemap


def test_every_question_picture_opens_in_the_referee(site_dir, content):
    links = 0
    for game in referee_games(content):
        for kind in ("", "quiz/"):
            html = (site_dir / "en" / game.id / kind / "index.html").read_text("utf-8")
            pictures = html.count('class="board-fold"')
            found = re.findall(r'<a data-referee-open href="([^"]+)"', html)
            assert len(found) == pictures, (game.id, kind)
            for href in found:
                target, _, fragment = href.partition("#position=")
                assert target == ("../" if kind else "") + "referee/"
                view = referee.view(game.edition, unquote(fragment), "en")
                assert view["ok"], (href, view)
            links += len(found)
    assert links > 10


def test_a_missing_pyodide_is_one_line(tmp_path):
    from refresher.site_files import SiteFilesError, pyodide_dir

    with pytest.raises(SiteFilesError, match=r"^package\.json:1: no pinned pyodide"):
        pyodide_dir(tmp_path)
    (tmp_path / "package.json").write_text((ROOT / "package.json").read_text())
    with pytest.raises(SiteFilesError) as missing:
        pyodide_dir(tmp_path)
    assert str(missing.value).count("\n") == 0 and "npm ci" in str(missing.value)
    (tmp_path / "node_modules" / "pyodide").mkdir(parents=True)
    (tmp_path / "node_modules" / "pyodide" / "package.json").write_text('{"version": "0.1"}')
    with pytest.raises(SiteFilesError, match=r"is 0\.1, package\.json pins 314\.0\.8"):
        pyodide_dir(tmp_path)
    (tmp_path / "node_modules" / "pyodide" / "package.json").write_text(
        '{"version": "314.0.8"}')
    with pytest.raises(SiteFilesError, match=r"lacks pyodide\.mjs, "):
        pyodide_dir(tmp_path)


def test_a_standard_library_that_cannot_be_compiled_is_one_line(tmp_path):
    """A Pyodide folder whose runtime does not start (here: none at all) stops the build
    with the script's own line, and leaves nothing in the cache."""
    from refresher.render import pyodide_stdlib

    (tmp_path / "python_stdlib.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    before = set(pyodide_stdlib.CACHE.glob("*")) if pyodide_stdlib.CACHE.is_dir() else set()
    with pytest.raises(pyodide_stdlib.StdlibError) as failed:
        pyodide_stdlib.stdlib_archive(tmp_path, ROOT / "hare_rules")
    assert str(failed.value).startswith("scripts/compile_stdlib.mjs:1: ")
    assert "\n" not in str(failed.value) and "pyodide.mjs" in str(failed.value)
    assert set(pyodide_stdlib.CACHE.glob("*")) == before


# --- in the browser -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def referee_context(browser, base_url):
    """One context for all games: the Pyodide snapshot of the first load serves the rest."""
    ctx = browser.new_context(base_url=base_url, service_workers="allow",
                              viewport={"width": 390, "height": 844})
    yield ctx
    ctx.close()


def wait_ready(pg) -> None:
    try:
        pg.locator("[data-referee-ready]").wait_for(state="attached", timeout=READY)
    except Exception:
        status = pg.locator("[data-referee-status]").inner_text()
        error = pg.locator("[data-referee-error]").inner_text()
        pytest.fail(f"{pg.url}: the referee did not get ready: {status} {error}")


def wait_engine(pg) -> None:
    """Pyodide answers (a linked position's answers come from the build's files first)."""
    try:
        pg.locator("[data-referee-engine-ready]").wait_for(state="attached", timeout=READY)
    except Exception:
        status = pg.locator("[data-referee-status]").inner_text()
        error = pg.locator("[data-referee-error]").inner_text()
        pytest.fail(f"{pg.url}: the full referee did not start: {status} {error}")


def open_setup(pg) -> None:
    """Unfold "Change the position" (folded when the page opened a linked position)."""
    fold = pg.locator("[data-referee-setup-fold]")
    if fold.get_attribute("open") is None:
        fold.locator("summary").click()


def listed(pg) -> list[str]:
    return pg.locator("[data-legal-action]").evaluate_all(
        "els => els.map(e => e.dataset.legalAction)")


def native_legal(edition: str, notation: str) -> set[str]:
    game = GAMES[edition]
    return set(game.legal_actions(game.parse_state(notation)))


def check_actions(pg, edition: str, notation: str, lang: str) -> None:
    tokens = listed(pg)
    view = referee.view(edition, notation, lang)
    assert view["ok"], view
    assert set(tokens) == native_legal(edition, notation) == \
        {a["token"] for a in view["actions"]}, notation
    assert len(tokens) == len(set(tokens))
    texts = pg.locator("[data-legal-action] .referee__action-text").all_inner_texts()
    assert texts == [a["text"] for a in view["actions"]]


def changes(after: dict, notation: str) -> bool:
    """An edit that gives another position in which someone can still act."""
    return bool(after.get("ok") and after["notation"] != notation and after["actions"])


def tap_setup(pg, edition: str, notation: str, lang: str) -> str:
    """Place a piece by tapping the picture, then raise a number with +; each time the
    page's notation must be the engine's for that edit. Returns the notation."""
    view = referee.view(edition, notation, lang)
    places = [c for c in view["controls"] if c["kind"] == "place"]
    assert places, f"{edition}: no piece to place by tapping"
    open_setup(pg)
    done = False
    for control in places:
        for spot in dict.fromkeys(TAP.findall(view["picture"]["svg"])):
            if spot == control["value"]:
                continue
            after = referee.edit(edition, notation, control["id"], spot, lang)
            if changes(after, notation):
                pg.locator(f'[data-referee-kind="place"][data-referee-control="{control["id"]}"]'
                           ).click()
                pg.locator(f'[data-referee-picture] [data-referee-tap="{spot}"]').first.click()
                wait_engine(pg)  # the first edit starts Pyodide
                # (its first answer may take a while on a loaded machine)
                expect(pg.locator("[data-referee-position]")).to_have_value(after["notation"],
                                                                           timeout=60_000)
                notation, view, done = after["notation"], after, True
                break
        if done:
            break
    assert done, f"{edition}: no tap changes the position"
    numbers = [c for c in view["controls"] if c["kind"] == "number"]
    for control in numbers:
        if int(control["value"]) >= control.get("max", 10**9):
            continue
        after = referee.edit(edition, notation, control["id"], str(int(control["value"]) + 1),
                             lang)
        if changes(after, notation):
            pg.locator(f'[data-referee-step="plus"][data-referee-control="{control["id"]}"]'
                       ).click()
            expect(pg.locator("[data-referee-position]")).to_have_value(after["notation"])
            return after["notation"]
    assert not numbers, f"{edition}: no number can be raised with +"
    # a game without numbers to set (Hans & Grete: cards): another option of a choice
    for control in (c for c in view["controls"] if c["kind"] == "choice"):
        for option in control["options"]:
            if option["value"] == control["value"]:
                continue
            after = referee.edit(edition, notation, control["id"], option["value"], lang)
            if not changes(after, notation):
                continue
            box = pg.locator(f'.referee__control[data-referee-control="{control["id"]}"]')
            if box.locator("select").count():
                box.locator("select").select_option(option["value"])
            else:
                box.locator(f'[data-referee-option="{option["value"]}"]').click()
            expect(pg.locator("[data-referee-position]")).to_have_value(after["notation"])
            return after["notation"]
    pytest.fail(f"{edition}: no number or choice changes the position")


def illegal_token(edition: str, notation: str) -> str | None:
    """A candidate action (one a reader can type) the engine refuses here, or None."""
    game = GAMES[edition]
    state = game.parse_state(notation)
    legal = set(game.legal_actions(state))
    for token in game.candidate_actions(state):
        if token.strip() and token not in legal and game.reasons_against(state, token):
            return token
    return None


GAME_IDS = sorted(p.parent.name for p in CONTENT.glob("*/game.yaml"))


@pytest.mark.browser
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_referee_page(referee_context, content, base_url, game_id):
    game = content.game(game_id)
    if not page.has_referee(game):
        pytest.skip(f"{game.edition} has no referee")
    lang = lang_of(content, game)
    edition = game.edition
    pg = referee_context.new_page()
    errors: list[str] = []
    foreign: list[str] = []
    offline_failed: list[str] = []  # what the page could not load offline
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.on("console", lambda m: errors.append(m.text) if m.type == "error"
          and "ERR_INTERNET_DISCONNECTED" not in m.text else None)
    pg.on("requestfailed", lambda r: offline_failed.append(r.url))
    pg.on("request", lambda r: foreign.append(r.url)
          if not r.url.startswith((base_url + "/", "data:", "blob:")) else None)
    try:
        # Opened from a question's "open this in the referee" where the game has one.
        pg.goto(f"/{lang}/{game.id}/quiz/")
        links = pg.locator("[data-referee-open]")
        # (the link's own href: Material rewrites the attribute to the absolute URL)
        href = links.first.evaluate("a => a.href") if links.count() else "../referee/"
        pg.goto(urljoin(pg.url, href))
        wait_ready(pg)
        expect(pg.locator("[data-referee-main]")).to_be_visible()
        field = pg.locator("[data-referee-position]")
        notation = field.input_value()
        if "#position=" in href:
            assert notation == unquote(href.split("#position=")[1])
        expect(pg.locator("[data-referee-error]")).to_be_hidden()
        check_actions(pg, edition, notation, lang)

        # set up by tapping; the listed actions are the engine's for the new notation
        notation = tap_setup(pg, edition, notation, lang)
        check_actions(pg, edition, notation, lang)

        # an illegal action: the engine's reasons, by code and sentence
        token = illegal_token(edition, notation)
        assert token is not None, f"{edition}: no illegal candidate in {notation}"
        verdict = referee.attempt(edition, notation, token, lang)
        pg.locator("[data-referee-token]").fill(token)
        pg.locator("[data-referee-try] button[type=submit]").click()
        reasons = pg.locator("[data-referee-verdict] [data-reason-code]")
        expect(reasons.first).to_be_visible()
        state = GAMES[edition].parse_state(notation)
        assert reasons.evaluate_all("els => els.map(e => e.dataset.reasonCode)") == \
            [r.code for r in GAMES[edition].reasons_against(state, token)]
        assert reasons.all_inner_texts() == [r["text"] for r in verdict["reasons"]]

        # a notation that does not parse: the engine's message, the page keeps working
        field.fill(f"{edition} ???")
        field.press("Enter")
        alert = pg.locator("[data-referee-error][role=alert]")
        expect(alert).to_be_visible()
        assert alert.inner_text() == referee.view(edition, f"{edition} ???", lang)["error"]
        expect(field).to_have_value(notation)
        check_actions(pg, edition, notation, lang)

        # play a move and undo it (one whose outcome the position decides: no card to draw)
        token, after = next((t, a) for t in listed(pg)
                            if (a := referee.play(edition, notation, t, lang))["ok"])
        pg.locator(f'[data-legal-action="{token}"]').click()
        expect(field).to_have_value(after["notation"])
        expect(alert).to_be_hidden()
        check_actions(pg, edition, after["notation"], lang)
        pg.locator("[data-referee-undo]").click()
        expect(field).to_have_value(notation)
        check_actions(pg, edition, notation, lang)

        # offline: the page, Pyodide and the engine come from the caches
        wait_controlled(pg)
        pg.locator("[data-referee-offline]").wait_for(state="attached", timeout=READY)
        referee_context.set_offline(True)
        try:
            pg.reload()
            wait_ready(pg)
            expect(field).to_have_value(notation)
            check_actions(pg, edition, notation, lang)
        finally:
            referee_context.set_offline(False)
        # Only Material's sitemap (instant navigation) is not available offline.
        assert [u for u in offline_failed if not u.endswith("/sitemap.xml")] == []
        assert not errors, errors
        assert not foreign, foreign
    finally:
        pg.close()


def wait_controlled(pg) -> None:
    # Polled: the site's CSP forbids the eval that wait_for_function needs.
    for _ in range(300):
        if pg.evaluate("() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)"):
            return
        pg.wait_for_timeout(100)
    pytest.fail("no service worker took control within 30 s")


@pytest.mark.browser
def test_the_refresher_page_loads_nothing_of_the_referee(referee_context, content):
    game = referee_games(content)[0]
    pg = referee_context.new_page()
    urls: list[str] = []
    pg.on("request", lambda r: urls.append(r.url))
    pg.goto(f"/de/{game.id}/")
    pg.wait_for_load_state("networkidle")
    assert not [u for u in urls if "referee" in u], urls
    pg.close()


# --- the build's answers first, the full referee on demand (issue 26) -----------------------


def first_link(pg, lang: str, game) -> str:
    pg.goto(f"/{lang}/{game.id}/quiz/")
    return pg.locator("[data-referee-open]").first.evaluate("a => a.href")


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["de", "en"])
def test_changing_the_position_loads_the_full_referee(referee_context, content, lang):
    """From the build's answers to Pyodide (its snapshot kept by test_the_referee_page):
    an edit says it is loading the full referee, then shows the engine's answer."""
    game = referee_games(content)[1 if lang == "de" else -2]
    pg = referee_context.new_page()
    try:
        pg.goto(first_link(pg, lang, game))
        wait_ready(pg)
        assert not pg.workers
        notation = pg.locator("[data-referee-position]").input_value()
        view = referee.view(game.edition, notation, lang)
        control = next(c for c in view["controls"] if c["kind"] == "choice" and any(
            changes(referee.edit(game.edition, notation, c["id"], o["value"], lang), notation)
            for o in c["options"] if o["value"] != c["value"]))
        option = next(o["value"] for o in control["options"] if o["value"] != control["value"]
                      and changes(referee.edit(game.edition, notation, control["id"],
                                               o["value"], lang), notation))
        open_setup(pg)
        box = pg.locator(f'.referee__control[data-referee-control="{control["id"]}"]')
        if box.locator("select").count():
            box.locator("select").select_option(option)
        else:
            box.locator(f'[data-referee-option="{option}"]').click()
        expect(pg.locator("[data-referee-status-text]")).to_contain_text(
            label("referee_full_loading", lang))
        wait_engine(pg)
        after = referee.edit(game.edition, notation, control["id"], option, lang)
        expect(pg.locator("[data-referee-position]")).to_have_value(after["notation"])
        check_actions(pg, game.edition, after["notation"], lang)
        expect(pg.locator("[data-referee-status-text]")).to_have_text(
            label("referee_ready", lang))
    finally:
        pg.close()


# --- keep the referee for offline use (issue 26) -----------------------------------------------


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["de", "en"])
def test_keeping_the_referee_for_offline_use(browser, base_url, content, lang):
    """The start page (de) or a referee page (en) offers to keep the referee, saying its
    size; pressing it puts every file the worker keeps into the referee's cache (which the
    service worker serves offline) and says so; nothing of Pyodide is fetched before."""
    from refresher.render.keep_offline import kept_files, megabytes

    ctx = browser.new_context(base_url=base_url, service_workers="block")
    pg = ctx.new_page()
    fetched: list[str] = []
    pg.on("request", lambda r: fetched.append(r.url))
    try:
        game = referee_games(content)[0]
        pg.goto(f"/{lang}/" if lang == "de" else f"/{lang}/{game.id}/referee/")
        if lang == "en":
            wait_ready(pg)
        button = pg.locator("[data-referee-keep-button]")
        size = megabytes(sum(n for _, n in kept_files()), lang)
        expect(button).to_have_text(label("referee_keep", lang, size=size))
        assert not [u for u in fetched if "pyodide" in u or "/engine-" in u], fetched
        button.click()
        box = pg.locator("[data-referee-keep]")
        box.and_(pg.locator("[data-referee-kept]")).wait_for(state="attached", timeout=60_000)
        expect(pg.locator("[data-referee-keep-status]")).to_have_text(
            label("referee_keep_ready", lang, size=size))
        cached = pg.evaluate("""async (name) => (await (await caches.open(name)).keys())
            .map((r) => new URL(r.url).pathname)""", page.RefereeAssets.current().cache)
        wanted = {f"/{lang}/{path}" for path, _ in kept_files()}
        assert wanted <= set(cached), sorted(wanted - set(cached))
    finally:
        ctx.close()


@pytest.mark.browser
def test_after_keeping_the_referee_every_referee_page_works_offline(browser, base_url,
                                                                    content):
    """The reader keeps the referee on the start page (of each language: each keeps its own
    files), then loses the network: every game's referee page opens, and its full referee
    starts (Pyodide and the engine from the kept files) and answers an edit as the engine
    does; the games alternate the language."""
    ctx = browser.new_context(base_url=base_url, service_workers="allow",
                              viewport={"width": 390, "height": 844})
    pg = ctx.new_page()
    try:
        for lang in ("de", "en"):  # each language keeps its own files (its URLs)
            pg.goto(f"/{lang}/")
            wait_controlled(pg)
            pg.locator("[data-referee-keep-button]").click()
            pg.locator("[data-referee-keep][data-referee-kept]").wait_for(state="attached",
                                                                          timeout=120_000)
        ctx.set_offline(True)
        for index, game in enumerate(referee_games(content)):
            lang = ("de", "en")[index % 2]
            pg.goto(f"/{lang}/{game.id}/referee/")
            wait_ready(pg)
            notation = pg.locator("[data-referee-position]").input_value()
            after = tap_setup(pg, game.edition, notation, lang)  # starts the full referee
            check_actions(pg, game.edition, after, lang)
            assert pg.locator("[data-referee-engine-ready]").count() == 1
    finally:
        ctx.set_offline(False)
        ctx.close()


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_card_the_position_leaves_open_is_the_readers_to_choose(referee_context, content,
                                                                 lang):
    """A linked 2019 position without a pile: the move onto a hare field offers every kind of
    hare card, each with what it does (from the build's answers); picking one plays the move
    with that card (the full referee, where the build's answers stop)."""
    game = next(g for g in referee_games(content) if g.edition == "ravensburger-2019")
    pg = referee_context.new_page()
    try:
        pg.goto(f"/{lang}/{game.id}/quiz/")
        hrefs = pg.locator("[data-referee-open]").evaluate_all("els => els.map(a => a.href)")
        for href in hrefs:
            notation = unquote(href.split("#position=")[1])
            view = referee.view(game.edition, notation, lang)
            chance = next((a for a in view["actions"] if a.get("outcomes")), None)
            if chance:
                break
        else:
            pytest.fail("no linked 2019 position has a move onto a hare field without a pile")
        pg.goto(href)
        wait_ready(pg)
        outcomes = pg.locator(f'[data-referee-outcomes="{chance["token"]}"]')
        expect(outcomes).to_be_hidden()
        pg.locator(f'[data-legal-action="{chance["token"]}"]').click()
        expect(outcomes).to_be_visible()
        buttons = outcomes.locator("[data-referee-outcome]")
        assert buttons.all_inner_texts() == [o["text"] for o in chance["outcomes"]]
        assert outcomes.locator(".referee__effects").first.locator("li").all_inner_texts() == \
            chance["outcomes"][0]["effects"]
        picked = chance["outcomes"][-1]["id"]
        after = referee.play(game.edition, notation, chance["token"], lang, picked)
        outcomes.locator(f'[data-referee-outcome="{picked}"]').click()
        expect(pg.locator("[data-referee-position]")).to_have_value(after["notation"],
                                                                   timeout=READY)
        check_actions(pg, game.edition, after["notation"], lang)
    finally:
        pg.close()
