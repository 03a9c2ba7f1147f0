"""Review what you missed (issue 15): every rating schedules its question with FSRS
(ts-fsrs, self-hosted); the review page lists what is due across all games, oldest due
first, answerable there; time runs on Playwright's fake clock (no sleeping); progress is
exported and imported as a checked JSON file; a blocked storage keeps working in memory;
both languages; offline."""

from __future__ import annotations

import copy
import importlib.util
import json
import re
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace

import pytest
from conftest import ROOT
from playwright.sync_api import expect

KEY = "hare-refresher:ratings:v1"
T0 = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)  # 10:00 in Berlin
MINUTE = timedelta(minutes=1)
DAY = timedelta(days=1)
DUE = "[data-review-due] [data-quiz-id]"


def two_games(content):
    games = [g for g in content.games if len(g.questions) >= 2]
    assert len(games) >= 2
    return games[0], games[1]


@pytest.fixture
def clocked(browser, base_url):
    """A new context ("browser") with a fake clock at T0, German, Berlin time."""
    contexts = []

    def make(locale="de-DE", **options):
        ctx = browser.new_context(base_url=base_url, locale=locale,
                                  timezone_id="Europe/Berlin", **options)
        contexts.append(ctx)
        page = ctx.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("request", lambda r: r.url.startswith((base_url + "/", "blob:", "data:"))
                or errors.append(f"foreign request {r.url}"))
        page.clock.install(time=T0)
        page.errors = errors
        return page

    yield make
    for ctx in contexts:
        ctx.close()


def at(page, when: datetime) -> None:
    page.clock.set_system_time(when)


def rate(question, rating: str) -> None:
    if not question.locator("details.quiz__a").evaluate("d => d.open"):
        question.locator("details.quiz__a > summary").click()
    question.locator(f"[data-rate='{rating}']").click()


def rate_on_quiz(page, lang, game, question, rating) -> None:
    if not page.url.endswith(f"/{lang}/{game.id}/quiz/"):
        page.goto(f"/{lang}/{game.id}/quiz/")
    rate(page.locator(f".quiz[data-game='{game.id}'][data-quiz-id='{question.id}']"), rating)


def stored(page) -> dict:
    return page.evaluate(f"JSON.parse(localStorage.getItem('{KEY}') || '{{}}')")


def wait_scheduled(page, keys) -> dict:
    """The stored progress once every key has its FSRS card (computed asynchronously)."""
    for _ in range(100):
        state = stored(page)
        if all("c" in state.get(k, {}) for k in keys):
            return state
        page.wait_for_timeout(50)  # real time, polling a condition (the fake clock stands)
    pytest.fail(f"no schedule for {keys}: {stored(page)}")


def due_keys(page, count: int | None = None) -> list[str]:
    if count is not None:
        expect(page.locator(DUE)).to_have_count(count)
    return page.locator(DUE).evaluate_all(
        "els => els.map(e => `${e.dataset.game}/${e.dataset.quizId}`)")


def open_review(page, lang="de") -> None:
    page.goto(f"/{lang}/review/")
    expect(page.locator("[data-review-status]")).not_to_contain_text("JavaScript")


@pytest.mark.browser
def test_ratings_of_two_games_are_due_in_order_answered_and_due_again(clocked, content):
    page = clocked()
    a, b = two_games(content)
    a1, a2 = a.questions[0], a.questions[1]
    b1, b2 = b.questions[0], b.questions[1]
    rate_on_quiz(page, "de", a, a1, "unknown")  # 10:00
    at(page, T0 + MINUTE)
    rate_on_quiz(page, "de", b, b1, "unknown")  # 10:01
    rate_on_quiz(page, "de", b, b2, "known")
    at(page, T0 + 2 * MINUTE)
    rate_on_quiz(page, "de", a, a2, "known")  # 10:02
    keys = [f"{a.id}/{a1.id}", f"{b.id}/{b1.id}", f"{b.id}/{b2.id}", f"{a.id}/{a2.id}"]
    state = wait_scheduled(page, keys)
    # "Didn't know" soon (10 minutes), "knew it" later (days).
    assert state[keys[0]]["c"]["due"] - state[keys[0]]["t"] == 10 * 60_000
    assert state[keys[2]]["c"]["due"] - state[keys[2]]["t"] >= DAY.total_seconds() * 1000

    open_review(page)
    expect(page.locator(DUE)).to_have_count(0)
    expect(page.locator("[data-review-status]")).to_have_text(
        "Nichts fällig – die nächste Frage ist am 1. Dezember 2026 um 10:10 dran.")

    at(page, T0 + 30 * MINUTE)
    page.reload()
    assert due_keys(page, 2) == keys[:2]  # the longest due first, across games
    expect(page.locator("[data-review-status]")).to_have_text("2 Fragen sind fällig.")
    expect(page.locator(DUE).first.locator(".quiz__label")).to_contain_text(a.title.de)

    at(page, T0 + 5 * DAY)
    page.reload()
    assert due_keys(page, 4) == keys
    page.goto("/de/")
    expect(page.locator("[data-review-count]")).to_have_text("4 Fragen sind fällig.")
    page.locator("a[data-page='review']").first.click()
    page.wait_for_url("**/de/review/")

    # Answered here with the quiz's own reveal and rating: each leaves the list.
    for left in (3, 2, 1, 0):
        first = page.locator(DUE).first
        expect(first.locator(".quiz__answer")).to_be_hidden()
        rate(first, "known")
        expect(page.locator(DUE)).to_have_count(left)
    expect(page.locator("[data-review-status]")).to_contain_text("Nichts fällig")
    expect(page.locator("[data-review-done]")).to_contain_text("Bewertet – wieder dran am")
    after = wait_scheduled(page, keys)
    assert all(after[k]["c"]["due"] > state[k]["c"]["due"] for k in keys)
    # "Knew it" again: a longer gap than the first time.
    first_gap = state[keys[2]]["c"]["due"] - state[keys[2]]["t"]
    assert after[keys[2]]["c"]["due"] - after[keys[2]]["t"] > first_gap

    at(page, T0 + 120 * DAY)
    page.reload()
    assert sorted(due_keys(page, 4)) == sorted(keys)
    page.goto("/de/")
    expect(page.locator("[data-review-count]")).to_have_text("4 Fragen sind fällig.")
    assert not page.errors


@pytest.mark.browser
def test_export_clear_import_restores_the_queue_and_a_bad_file_changes_nothing(
        clocked, content, tmp_path):
    page = clocked()
    a, b = two_games(content)
    rate_on_quiz(page, "de", b, b.questions[1], "unknown")
    at(page, T0 + MINUTE)
    rate_on_quiz(page, "de", a, a.questions[0], "unknown")
    rate_on_quiz(page, "de", a, a.questions[1], "known")
    wait_scheduled(page, [f"{a.id}/{a.questions[1].id}"])
    at(page, T0 + 3 * DAY)
    open_review(page)
    queue = due_keys(page, 3)
    assert queue[:2] == [f"{b.id}/{b.questions[1].id}", f"{a.id}/{a.questions[0].id}"]
    with page.expect_download() as download:
        page.locator("[data-review-export]").click()
    path = tmp_path / "progress.json"
    download.value.save_as(path)
    assert re.fullmatch(r"regeln-auffrischen-fortschritt-\d{4}-\d{2}-\d{2}\.json",
                        download.value.suggested_filename)
    exported = json.loads(path.read_text())
    assert exported["format"] == "hare-refresher-progress" and exported["version"] == 1
    assert sorted(exported["progress"]) == sorted(queue)
    expect(page.locator("[data-review-message]")).to_have_text("Exportiert: 3 Fragen.")

    page.evaluate("localStorage.clear()")
    page.reload()
    expect(page.locator("[data-review-status]")).to_contain_text("Noch nichts zu wiederholen")
    due_keys(page, 0)

    # Broken, foreign, from another version, tampered: refused, nothing changes.
    tampered = copy.deepcopy(exported)
    first = next(iter(tampered["progress"].values()))
    first["c"]["due"] += 86_400_000  # pushed a day later by hand
    newer = {**exported, "version": 2}
    bad = {"broken.json": path.read_text()[:-40], "foreign.json": json.dumps({"hello": 1}),
           "newer.json": json.dumps(newer), "tampered.json": json.dumps(tampered)}
    messages = {"broken.json": "kein lesbarer Fortschritt", "foreign.json": "kein Fortschritt",
                "newer.json": "anderen Version", "tampered.json": "nach dem Export verändert"}
    page.evaluate(f"localStorage.setItem('{KEY}', '{{}}')")
    for name, text in bad.items():
        (tmp_path / name).write_text(text)
        page.locator("[data-review-file]").set_input_files(tmp_path / name)
        message = page.locator("[data-review-message]")
        expect(message).to_contain_text(messages[name])
        expect(message).to_contain_text("nichts geändert")
        expect(message).to_have_attribute("data-result", "refused")
        assert page.evaluate(f"localStorage.getItem('{KEY}')") == "{}", name
        due_keys(page, 0)

    page.locator("[data-review-file]").set_input_files(path)
    expect(page.locator("[data-review-message]")).to_have_text(
        "Importiert: 3 von 3 Fragen übernommen (die übrigen waren hier neuer).")
    assert due_keys(page, 3) == queue

    # Another browser: the same queue after importing the file.
    other = clocked(locale="en-GB")
    at(other, T0 + 3 * DAY)
    open_review(other, "en")
    expect(other.locator("[data-review-status]")).to_contain_text("Nothing to review yet")
    other.locator("[data-review-file]").set_input_files(tmp_path / "tampered.json")
    expect(other.locator("[data-review-message]")).to_contain_text(
        "changed after it was exported – nothing changed")
    assert other.evaluate(f"localStorage.getItem('{KEY}')") is None
    other.locator("[data-review-file]").set_input_files(path)
    assert due_keys(other, 3) == queue
    expect(other.locator(DUE).first.locator(".quiz__a > summary")).to_have_text("Show answer")
    assert not page.errors and not other.errors


@pytest.mark.browser
def test_v1_ratings_are_carried_over_into_the_schedule(clocked, content):
    """The format before scheduling: {r, v, t} by "<game>/<id>" (or a bare id, older still).
    A "didn't know" is due now; a "knew it" two days after it was given."""
    page = clocked()
    a, b = two_games(content)
    page.goto("/de/")
    versions = json.loads(page.locator("[data-review-count]").get_attribute(
        "data-review-questions"))
    v = {f"{g}/{q}": ver for g, info in versions.items() for q, ver in info["q"].items()}
    hour_ago = int((T0 - timedelta(hours=1)).timestamp() * 1000)
    k1, k2 = f"{a.id}/{a.questions[0].id}", f"{a.id}/{a.questions[1].id}"
    k3 = f"{b.id}/{b.questions[0].id}"
    seed = {k1: {"r": "unknown", "v": v[k1], "t": hour_ago},
            k2: {"r": "known", "v": v[k2], "t": hour_ago},
            b.questions[0].id: {"r": "unknown", "v": v[k3], "t": hour_ago + 1}}  # bare id
    page.evaluate(f"s => localStorage.setItem('{KEY}', JSON.stringify(s))", seed)
    open_review(page)
    assert due_keys(page, 2) == [k1, k3]
    state = wait_scheduled(page, [k1, k2, k3])
    assert b.questions[0].id not in state  # moved under its game
    assert state[k2]["c"]["due"] == hour_ago + 2 * 86_400_000
    at(page, T0 + 2 * DAY)
    page.reload()
    assert due_keys(page, 3) == [k1, k3, k2]


@pytest.mark.browser
def test_blocked_storage_works_in_memory_and_says_so_once(clocked, content):
    page = clocked()
    page.add_init_script(
        "Object.defineProperty(window, 'localStorage', "
        "{get() { throw new DOMException('denied', 'SecurityError'); }});")
    a, b = two_games(content)
    rate_on_quiz(page, "de", a, a.questions[0], "unknown")
    rate_on_quiz(page, "de", a, a.questions[1], "unknown")
    expect(page.locator("[data-storage-note]")).to_have_count(1)
    at(page, T0 + 11 * MINUTE)
    page.locator("a[data-page='review']").first.click()  # instant navigation: same session
    page.wait_for_url("**/de/review/")
    assert due_keys(page, 2) == [f"{a.id}/{a.questions[0].id}", f"{a.id}/{a.questions[1].id}"]
    rate(page.locator(DUE).first, "known")
    expect(page.locator(DUE)).to_have_count(1)
    with page.expect_download() as download:
        page.locator("[data-review-export]").click()
    assert len(json.loads(open(download.value.path()).read())["progress"]) == 2
    expect(page.locator("[data-storage-note]")).to_have_count(0)  # said once, on the quiz
    assert not page.errors


@pytest.mark.browser
def test_english_review_page_and_dates_in_the_readers_language(clocked, content):
    page = clocked(locale="en-GB")
    a, _ = two_games(content)
    rate_on_quiz(page, "en", a, a.questions[0], "unknown")
    open_review(page, "en")
    expect(page.locator("article h1")).to_contain_text("Review – all games")
    expect(page.locator("[data-review-status]")).to_have_text(
        re.compile(r"^Nothing due – the next question is due on (December 1, 2026|"
                   r"1 December 2026) at 10:10( AM)?\.$"))
    at(page, T0 + 15 * MINUTE)
    page.reload()
    due_keys(page, 1)
    expect(page.locator("[data-review-status]")).to_have_text("1 question is due.")
    question = page.locator(DUE).first
    expect(question.locator(".quiz__a > summary")).to_have_text("Show answer")
    from axe_playwright_python.sync_playwright import Axe

    result = Axe().run(page, context={"include": [["article"]]},
                       options={"resultTypes": ["violations"]})
    assert result.violations_count == 0, result.generate_report()
    # Links inside the question still lead to the game's pages.
    href = question.locator(".quiz__refs a").first.get_attribute("href")
    assert href.startswith(f"/en/{a.id}/"), href
    rate(question, "unknown")
    expect(page.locator(DUE)).to_have_count(0)
    expect(page.locator("[data-review-done]")).to_contain_text("Rated – due again on")
    page.clock.fast_forward("11:00")  # the page brings it back by itself when it is due
    expect(page.locator(DUE)).to_have_count(1)
    page.goto("/en/")
    expect(page.locator("[data-review-count]")).to_have_text("1 question is due.")
    assert not page.errors


@pytest.mark.browser
def test_offline_reload_of_the_review_page(browser, base_url, content):
    ctx = browser.new_context(base_url=base_url, service_workers="allow", locale="de-DE")
    page = ctx.new_page()
    page.goto("/de/review/")
    for _ in range(200):  # polled: the CSP forbids the eval that wait_for_function needs
        if page.evaluate("() => !!(navigator.serviceWorker && navigator.serviceWorker.controller)"):
            break
        page.wait_for_timeout(100)
    else:
        pytest.fail("no service worker took control within 20 s")
    a, b = two_games(content)
    versions = json.loads(page.locator("[data-review]").get_attribute("data-review-questions"))
    past = int(datetime.now(UTC).timestamp() * 1000) - 3_600_000
    seed = {f"{g.id}/{g.questions[0].id}": {"r": "unknown", "v": versions[g.id]["q"][
        g.questions[0].id], "t": past + i} for i, g in enumerate((b, a))}
    page.evaluate(f"s => localStorage.setItem('{KEY}', JSON.stringify(s))", seed)
    ctx.set_offline(True)
    page.reload()
    assert due_keys(page, 2) == list(seed)  # the quiz pages came from the precache
    rate(page.locator(DUE).first, "known")  # ts-fsrs too
    expect(page.locator(DUE)).to_have_count(1)
    ctx.close()


def test_review_page_is_linked_everywhere_and_precached(site_dir, content):
    for lang in ("de", "en"):
        pages = [site_dir / lang / "index.html"]
        for game in content.games:
            pages += [site_dir / lang / game.id / "index.html",
                      site_dir / lang / game.id / "quiz" / "index.html"]
        for page in pages:
            html = page.read_text(encoding="utf-8")
            links = re.findall(r'<a [^>]*data-page="review"[^>]*href="([^"]+)"', html)
            assert links, page
            target = (page.parent / links[0]).resolve() / "index.html"
            assert target == (site_dir / lang / "review" / "index.html").resolve(), page
        sw = (site_dir / lang / "sw.js").read_text()
        urls = set(re.findall(r'"url":"([^"]+)"', sw))
        assert {"review/index.html", "assets/vendor/ts-fsrs.js", "assets/progress.js",
                "assets/review.js"} <= urls
        vendor = (site_dir / lang / "assets" / "vendor" / "ts-fsrs.js").read_text()
        assert "sourceMappingURL" not in vendor and "export {" in vendor


def hook():
    spec = importlib.util.spec_from_file_location("refresher_site_hook",
                                                  ROOT / "hooks" / "refresher_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_ts_fsrs_is_pinned_and_a_missing_install_is_one_clear_line(tmp_path):
    package = json.loads((ROOT / "package.json").read_text())
    assert package["devDependencies"]["ts-fsrs"] == "5.4.2"
    lock = json.loads((ROOT / "package-lock.json").read_text())
    assert lock["packages"]["node_modules/ts-fsrs"]["version"] == "5.4.2"
    from mkdocs.exceptions import PluginError

    (tmp_path / "package.json").write_text((ROOT / "package.json").read_text())
    config = SimpleNamespace(config_file_path=str(tmp_path / "mkdocs.yml"))
    with pytest.raises(PluginError) as failed:
        hook().ts_fsrs_file(config)
    message = str(failed.value)
    assert "\n" not in message and "npm ci" in message and message.startswith("package.json:")


def canonical(value) -> str:
    """review.js's canonical JSON (sorted keys, no spaces), for files with a right checksum."""
    if isinstance(value, dict):
        return "{" + ",".join(f"{json.dumps(k)}:{canonical(value[k])}"
                              for k in sorted(value)) + "}"
    if isinstance(value, list):
        return "[" + ",".join(canonical(v) for v in value) + "]"
    return json.dumps(value, ensure_ascii=False)


def signed(progress: dict) -> str:
    digest = 0x811C9DC5
    for ch in canonical(progress):
        digest = ((digest ^ ord(ch)) * 0x01000193) & 0xFFFFFFFF
    return json.dumps({"format": "hare-refresher-progress", "version": 1,
                       "progress": progress, "checksum": f"fnv1a:{digest:08x}"})


@pytest.mark.browser
def test_a_hostile_or_unsavable_progress_file_changes_nothing(clocked, content, tmp_path):
    """Each file below has a right checksum: the import checks the file itself before it
    writes anything, and says so when the browser cannot save it (issue 27)."""
    page = clocked()
    a, b = two_games(content)
    rate_on_quiz(page, "de", a, a.questions[0], "unknown")
    good = wait_scheduled(page, [f"{a.id}/{a.questions[0].id}"])
    key = f"{a.id}/{a.questions[0].id}"
    entry = good[key]
    at(page, T0 + DAY)
    open_review(page)
    before = page.evaluate(f"localStorage.getItem('{KEY}')")
    deep = "[" * 100_000 + "]" * 100_000
    far = int((T0 + timedelta(days=365 * 1000)).timestamp() * 1000)
    files = {
        "deep.json": signed({key: {**entry, "c": {"due": 1}}}).replace('{"due": 1}', deep),
        "deep-card.json": signed({key: {**entry, "c": {**entry["c"], "x": [[[[[[1]]]]]]}}}),
        "due-1e300.json": signed({key: {**entry, "c": {**entry["c"], "due": 1e300}}}),
        "due-far.json": signed({key: {**entry, "c": {**entry["c"], "due": far}}}),
        "t-1e300.json": signed({key: {**entry, "t": 1e300}}),
        "t-tomorrow-and-more.json": signed({key: {**entry, "t": entry["t"] + 3 * 86_400_000}}),
        "many.json": signed({f"{a.id}/q-{i}": entry for i in range(5001)}),
    }
    message = page.locator("[data-review-message]")
    for name, text in files.items():
        (tmp_path / name).write_text(text)
        page.locator("[data-review-file]").set_input_files(tmp_path / name)
        expect(message).to_contain_text("kein lesbarer Fortschritt")
        expect(message).to_have_attribute("data-result", "refused")
        assert page.evaluate(f"localStorage.getItem('{KEY}')") == before, name
        page.locator("[data-review-message]").evaluate("m => { m.textContent = ''; }")
    # Questions this site does not have are left out, and the message says how many.
    newer = {**entry, "t": entry["t"] + 60_000, "r": "known"}
    other = f"{b.id}/{b.questions[0].id}"
    (tmp_path / "unknown.json").write_text(signed(
        {key: newer, other: newer, f"{a.id}/q-no-such-question": newer,
         "no-such-game/q-x": newer}))
    page.locator("[data-review-file]").set_input_files(tmp_path / "unknown.json")
    expect(message).to_have_text(
        "Importiert: 2 von 2 Fragen übernommen (die übrigen waren hier neuer). 2 Fragen der "
        "Datei gibt es auf dieser Seite nicht (mehr): übergangen.")
    assert sorted(stored(page)) == sorted([key, other])
    # Storage full: the import says it could not save, and nothing changes.
    before = page.evaluate(f"localStorage.getItem('{KEY}')")
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException('full', 'QuotaExceededError'); }; }""")
    later = {**newer, "t": newer["t"] + 60_000, "r": "unknown"}
    (tmp_path / "later.json").write_text(signed({key: later}))
    page.locator("[data-review-file]").set_input_files(tmp_path / "later.json")
    expect(message).to_contain_text("kann den Fortschritt nicht speichern")
    expect(message).to_contain_text("nichts geändert")
    assert page.evaluate(f"localStorage.getItem('{KEY}')") == before
    assert page.evaluate("window.__hareProgress.load()")[key]["r"] == "known"
    assert not page.errors


@pytest.mark.browser
def test_a_malformed_fragment_opens_nothing_and_throws_nothing(clocked, content):
    page = clocked()
    game = content.games[0]
    page.goto(f"/de/{game.id}/quiz/#%E0%A4%A")
    expect(page.locator(".quiz[data-quiz-id]").first).to_be_visible()
    page.goto(f"/de/{game.id}/#%")
    expect(page.locator("article h1")).to_be_visible()
    page.evaluate("location.hash = '%E0%A4%A'")  # the hashchange handler reads it too
    page.evaluate("new Promise((done) => setTimeout(done, 0))")
    page.clock.run_for(100)
    assert not page.errors
