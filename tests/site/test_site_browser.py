"""The quiz and refresher in a real browser: reveal, rate, mark, persist, switch language."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser


def refresher(game, lang="de") -> str:
    return f"/{lang}/{game.id}/"


def quiz(game, lang="de") -> str:
    return f"/{lang}/{game.id}/quiz/"


def switch_language(page, lang: str) -> None:
    """Open the header's language menu and pick `lang`, as a reader would."""
    page.locator(".md-header .md-select").hover()
    page.locator(f".md-header a[data-lang-switch='{lang}']").click()


def first_self_check(page):
    return page.locator(".quiz[data-quiz-id]").first


def reveal(question) -> None:
    question.locator(".quiz__a > summary").click()
    expect(question.locator("[data-rate='known']")).to_be_visible()


def rate(question, rating: str) -> None:
    reveal_if_closed(question)
    question.locator(f"[data-rate='{rating}']").click()


def reveal_if_closed(question) -> None:
    if not question.locator(".quiz__a").evaluate("d => d.open"):
        reveal(question)


def test_html_lang_and_same_paths(page, game):
    for lang in ("de", "en"):
        for path in (refresher(game, lang), quiz(game, lang), f"/{lang}/{game.id}/seiten/"):
            response = page.goto(path)
            assert response.ok, path
            expect(page.locator("html")).to_have_attribute("lang", lang)


def test_root_page_follows_browser_language(browser, base_url):
    for locale, lang in (("de-DE", "de"), ("en-GB", "en"), ("fr-FR", "en")):
        ctx = browser.new_context(base_url=base_url, locale=locale)
        page = ctx.new_page()
        page.goto("/")
        page.wait_for_url(f"**/{lang}/")
        ctx.close()


def test_root_page_keeps_plain_links(page):
    page.goto("/#choose")
    expect(page.get_by_role("link", name="Deutsch")).to_have_attribute("href", "de/")
    expect(page.get_by_role("link", name="English")).to_have_attribute("href", "en/")


def test_answer_hidden_until_revealed(page, game):
    page.goto(refresher(game))
    question = first_self_check(page)
    expect(question.locator(".quiz__answer")).to_be_hidden()
    expect(question.locator("[data-rate='known']")).to_be_hidden()
    reveal(question)
    expect(question.locator(".quiz__answer")).to_be_visible()


def test_answer_works_without_javascript(browser, base_url, game):
    ctx = browser.new_context(base_url=base_url, java_script_enabled=False)
    page = ctx.new_page()
    page.goto(refresher(game))
    question = first_self_check(page)
    question.locator(".quiz__a > summary").click()
    expect(question.locator(".quiz__answer")).to_be_visible()
    expect(question.locator("[data-rate='known']")).to_be_hidden()  # no JS: no rating
    ctx.close()


def test_rating_known_counts_and_presses(page, game):
    page.goto(refresher(game))
    question = first_self_check(page)
    total = page.locator(".quiz[data-quiz-id]").count()
    summary = page.locator("[data-quiz-summary]").first
    expect(summary).to_have_text(f"0 gewusst · 0 nicht gewusst · {total} offen (von {total})")
    rate(question, "known")
    expect(question.locator("[data-rate='known']")).to_have_attribute("aria-pressed", "true")
    expect(question.locator("[data-rate='unknown']")).to_have_attribute("aria-pressed", "false")
    expect(question.locator("[data-quiz-state]")).to_have_text("Bewertet: gewusst")
    expect(summary).to_have_text(
        f"1 gewusst · 0 nicht gewusst · {total - 1} offen (von {total})")


def test_didnt_know_marks_rule_and_lists_it(page, game):
    page.goto(refresher(game))
    question = first_self_check(page)
    rule_id = question.get_attribute("data-rule")
    rule = page.locator(f"[id='{rule_id}']")
    review_list = page.locator("[data-review-list]")
    expect(rule).not_to_have_class(re.compile(r"\breview\b"))
    expect(review_list).to_be_hidden()

    rate(question, "unknown")
    expect(rule).to_have_class(re.compile(r"\breview\b"))
    expect(rule.locator("[data-review-flag]")).to_be_visible()  # words, not colour alone
    expect(rule.locator("[data-review-flag]")).to_contain_text("Zum Nachlesen")
    expect(review_list).to_be_visible()
    expect(review_list.get_by_role("heading")).to_have_text("Zum Nachlesen")
    expect(review_list.locator(f"a[href='#{rule_id}']")).to_have_count(1)

    rate(question, "known")  # unmark
    expect(rule).not_to_have_class(re.compile(r"\breview\b"))
    expect(rule.locator("[data-review-flag]")).to_be_hidden()
    expect(review_list).to_be_hidden()


def test_ratings_survive_reload(page, game):
    page.goto(refresher(game))
    question = first_self_check(page)
    qid = question.get_attribute("data-quiz-id")
    rate(question, "unknown")
    page.reload()
    again = page.locator(f"[data-quiz-id='{qid}']")
    expect(again.locator("[data-rate='unknown']")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(f"[id='{again.get_attribute('data-rule')}']")).to_have_class(
        re.compile(r"\breview\b"))


def test_progress_is_shared_across_the_language_switch(page, game):
    page.goto(refresher(game))
    question = first_self_check(page)
    qid = question.get_attribute("data-quiz-id")
    rate(question, "known")
    switch_language(page, "en")
    page.wait_for_url(f"**/en/{game.id}/")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    question_en = page.locator(f"[data-quiz-id='{qid}']")
    expect(question_en.locator("[data-rate='known']")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("[data-quiz-summary]").first).to_contain_text("1 known")


def test_language_switch_stays_on_the_page(page, game):
    page.goto(f"/de/{game.id}/seiten/")
    switch_language(page, "en")
    page.wait_for_url(f"**/en/{game.id}/seiten/")
    expect(page.locator("html")).to_have_attribute("lang", "en")


def test_quiz_page_marks_rule_on_refresher_after_instant_navigation(page, game):
    page.goto(quiz(game))
    self_check = set(game.self_check)
    question = next(q for q in game.questions if q.id not in self_check)
    item = page.locator(f"[data-quiz-id='{question.id}']")
    rate(item, "unknown")
    total = len(game.questions)
    expect(page.locator("[data-quiz-summary]").first).to_have_text(
        f"0 gewusst · 1 nicht gewusst · {total - 1} offen (von {total})")
    page.evaluate("window.__probe = 1")
    page.locator(f"a[href$='#{question.rule}']").first.click()
    page.wait_for_url(f"**/de/{game.id}/#{question.rule}")
    assert page.evaluate("window.__probe") == 1, "instant navigation did not happen"
    rule = page.locator(f"[id='{question.rule}']")
    expect(rule).to_have_class(re.compile(r"\breview\b"))
    expect(page.locator(f"[data-review-list] a[href='#{question.rule}']")).to_have_count(1)


def stored_ratings(page) -> dict:
    return page.evaluate("JSON.parse(localStorage.getItem('hare-refresher:ratings:v1') || '{}')")


def test_reset_asks_first_and_then_clears_ratings(page, game):
    page.goto(refresher(game))
    question = first_self_check(page)
    rate(question, "unknown")
    asked = []
    page.once("dialog", lambda d: (asked.append(d.message), d.dismiss()))
    page.locator("[data-quiz-reset]").first.click()
    assert asked == ["Alle Bewertungen dieses Spiels löschen?"]
    expect(question.locator("[data-rate='unknown']")).to_have_attribute("aria-pressed", "true")
    page.once("dialog", lambda d: d.accept())
    page.locator("[data-quiz-reset]").first.click()
    expect(question.locator("[data-rate='unknown']")).to_have_attribute("aria-pressed", "false")
    expect(page.locator("[data-review-list]")).to_be_hidden()
    expect(page.locator(".rule.review")).to_have_count(0)
    page.reload()
    expect(page.locator(".rule.review")).to_have_count(0)
    assert stored_ratings(page) == {}


@pytest.mark.parametrize("breakage", [
    "Object.defineProperty(window, 'localStorage', {get() { throw new Error('denied'); }});",
    "localStorage.setItem('hare-refresher:ratings:v1', '{not json');",
    "Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };",
])
def test_broken_storage_does_not_break_the_page(page, game, breakage):
    page.add_init_script(breakage)
    page.goto(refresher(game))
    question = first_self_check(page)
    rate(question, "unknown")
    expect(question.locator("[data-rate='unknown']")).to_have_attribute("aria-pressed", "true")
    expect(page.locator(f"[id='{question.get_attribute('data-rule')}']")).to_have_class(
        re.compile(r"\breview\b"))


def test_no_requests_to_other_hosts_on_any_page(page, game, watch):
    for lang in ("de", "en"):
        for path in (f"/{lang}/", refresher(game, lang), quiz(game, lang),
                     f"/{lang}/{game.id}/seiten/"):
            page.goto(path)
            page.wait_for_load_state("networkidle")
        page.locator(".md-search__input").first.click()
        page.keyboard.type("Igel")
        page.wait_for_load_state("networkidle")
    assert not watch.foreign  # also checked by the fixture, after every test


def test_search_uses_the_language(page, game):
    page.goto(refresher(game))
    page.locator(".md-search__input").first.click()
    page.keyboard.type("Igelfeld")
    expect(page.locator(".md-search-result__item").first).to_be_visible()


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("which", ["start", "refresher", "quiz", "seiten"])
def test_axe_finds_no_violations_in_content(page, content, lang, which):
    from axe_playwright_python.sync_playwright import Axe

    games = content.games[:1] if which == "start" else content.games
    for game in games:
        path = {"start": f"/{lang}/", "refresher": refresher(game, lang),
                "quiz": quiz(game, lang), "seiten": f"/{lang}/{game.id}/seiten/"}[which]
        page.goto(path)
        if which in ("refresher", "quiz"):  # check the revealed, rated and marked state too
            question = first_self_check(page)
            rate(question, "unknown")
            expect(question.locator("[data-rate='unknown']")).to_have_attribute(
                "aria-pressed", "true")
            page.wait_for_timeout(300)  # let the <details> opening animation finish
        # Contrast is a matter of the stylesheet and the elements, which both languages
        # share: it is checked on the German pages (the slowest rule, half of each run).
        rules = {"color-contrast": {"enabled": lang == "de"}}
        result = Axe().run(page, context={"include": [["article"]]},
                           options={"resultTypes": ["violations"], "rules": rules})
        assert result.violations_count == 0, f"{path}\n{result.generate_report()}"


def test_same_question_id_in_two_games_keeps_two_ratings(page, content):
    """`q-choice-after-eating` exists in two games (Hase und Igel, Software-Challenge 2018):
    rating one must not touch the other."""
    qid = "q-choice-after-eating"
    having = [g for g in content.games if any(q.id == qid for q in g.questions)]
    assert len(having) >= 2  # (a third game without this question must not matter)
    first, second = having[0], having[1]
    page.goto(quiz(second))
    rate(page.locator(f".quiz[data-game='{second.id}'][data-quiz-id='{qid}']"), "unknown")
    page.goto(quiz(first))
    mine = page.locator(f".quiz[data-game='{first.id}'][data-quiz-id='{qid}']")
    expect(mine).to_have_attribute("data-rated", "")
    rate(mine, "known")
    page.goto(quiz(second))
    other = page.locator(f".quiz[data-game='{second.id}'][data-quiz-id='{qid}']")
    expect(other).to_have_attribute("data-rated", "unknown")
    stored = page.evaluate("JSON.parse(localStorage.getItem('hare-refresher:ratings:v1'))")
    assert stored[f"{first.id}/{qid}"]["r"] == "known"
    assert stored[f"{second.id}/{qid}"]["r"] == "unknown"
