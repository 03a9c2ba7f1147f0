"""The referee page from the build's answers alone (Pyodide blocked, issue 26): a linked
position's moves, effects and verdicts, the moves first on a phone, and the page read at
4.5:1 in both schemes. A module of its own, so that pytest-xdist runs it beside
test_referee.py (whose tests share one context and Pyodide's snapshot)."""

from __future__ import annotations

from urllib.parse import unquote

import pytest
from playwright.sync_api import expect
from test_referee import (
    check_actions,
    first_link,
    illegal_token,
    lang_of,
    open_setup,
    referee_games,
    wait_ready,
)

from hare_rules.core import referee
from refresher.render.labels import label


@pytest.mark.browser
def test_on_a_phone_the_allowed_moves_come_first(browser, base_url, content):
    """Opened from a question's picture on a phone, the referee shows who moves and the first
    allowed moves on the first screen, its set-up controls folded; opened without a position
    it unfolds them, to set one up."""
    phone = {"width": 390, "height": 844}
    ctx = browser.new_context(base_url=base_url, service_workers="block", viewport=phone)
    ctx.route("**/pyodide-*/**", lambda route: route.abort())  # the build's answers only
    pg = ctx.new_page()
    try:
        for game in referee_games(content):
            lang = lang_of(content, game)
            pg.goto(first_link(pg, lang, game))
            wait_ready(pg)
            fold = pg.locator("[data-referee-setup-fold]")
            assert fold.get_attribute("open") is None, game.id
            expect(fold.locator("[data-referee-controls]")).to_be_hidden()
            expect(pg.locator("[data-referee-to-move]")).to_be_in_viewport()
            first = pg.locator("[data-legal-action]").first
            box = first.bounding_box()
            assert box and box["y"] + box["height"] <= phone["height"], (game.id, box)
            pg.goto(f"/{lang}/{game.id}/referee/")
            wait_ready(pg)
            assert fold.get_attribute("open") is not None, game.id
            expect(fold.locator("[data-referee-controls]")).to_be_visible()
    finally:
        ctx.close()


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["de", "en"])
def test_a_linked_position_answers_without_pyodide(browser, base_url, content, lang):
    """Pyodide's files blocked: the linked position's moves, effects and verdicts show from
    the build's answers (a context of its own: a service worker would answer for the route)."""
    game = referee_games(content)[0 if lang == "de" else -1]
    ctx = browser.new_context(base_url=base_url, service_workers="block")
    blocked: list[str] = []
    ctx.route("**/pyodide-*/**", lambda route: (blocked.append(route.request.url),
                                                 route.abort()))
    pg = ctx.new_page()
    try:
        href = first_link(pg, lang, game)
        pg.goto(href)
        wait_ready(pg)
        notation = unquote(href.split("#position=")[1])
        expect(pg.locator("[data-referee-position]")).to_have_value(notation)
        check_actions(pg, game.edition, notation, lang)
        view = referee.view(game.edition, notation, lang)
        effects = pg.locator("[data-legal-action]").first.locator("xpath=..").locator("li")
        assert effects.all_inner_texts() == view["actions"][0]["effects"]
        expect(pg.locator("[data-referee-status-text]")).to_have_text(
            label("referee_instant", lang))
        # a move the reader types: the engine's verdict, from the build's answers
        token = illegal_token(game.edition, notation) or view["actions"][0]["move_code"]
        pg.locator("[data-referee-token]").fill(token)
        pg.locator("[data-referee-try] button[type=submit]").click()
        verdict = referee.attempt(game.edition, notation, token, lang)
        shown = pg.locator("[data-referee-verdict] [data-referee-legal]")
        expect(shown).to_have_attribute("data-referee-legal", str(verdict["legal"]).lower())
        assert pg.locator("[data-referee-verdict] [data-reason-code]").all_inner_texts() == \
            [r["text"] for r in verdict["reasons"]]
        assert pg.locator("[data-referee]").get_attribute("data-referee-answer") == \
            "attempt-data"
        assert not blocked and not pg.workers, (blocked, pg.workers)
        assert pg.locator("[data-referee-engine-ready]").count() == 0
    finally:
        ctx.close()


@pytest.mark.browser
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_referee_reads_at_4_5_to_1_in_both_schemes(browser, base_url, content, scheme):
    """Buttons (a pressed piece or option too), texts and the board's labels and pieces of
    every game's referee keep 4.5:1 in the light and the dark scheme; its controls are named
    and its picture, holding places to tap, is no image with controls inside (axe)."""
    from axe_playwright_python.sync_playwright import Axe
    from test_pictures import JUDGE

    ctx = browser.new_context(base_url=base_url, service_workers="block", color_scheme=scheme,
                              viewport={"width": 390, "height": 844})
    ctx.route("**/pyodide-*/**", lambda route: route.abort())  # the build's answers only
    pg = ctx.new_page()
    try:
        for game in referee_games(content):
            pg.goto(first_link(pg, "de", game))
            wait_ready(pg)
            open_setup(pg)
            expect(pg.locator('.referee [aria-pressed="true"]').first).to_be_visible()
            pg.wait_for_timeout(300)  # the fold's opening
            result = Axe().run(pg, context={"include": [["article"]]},
                               options={"resultTypes": ["violations"]})
            assert result.violations_count == 0, f"{game.id}\n{result.generate_report()}"
            # the whole board (its box scrolls at 75 % of the screen), measured as a picture
            pg.add_style_tag(content=".referee__picture { max-height: none !important; }")
            pg.evaluate("() => { document.querySelector('.referee__board').id = 'board-ref'; }")
            problems = [p for f in pg.evaluate(JUDGE)["figures"] for p in f["problems"]]
            assert not problems, (game.id, problems)
    finally:
        ctx.close()
