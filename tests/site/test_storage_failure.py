"""A full or failing localStorage: ratings survive in memory for the session, and the page
says once that progress cannot be saved."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.browser

KEY = "hare-refresher:ratings:v1"


def failing_storage(seed: dict | None = None) -> str:
    """An init script: optionally store `seed` first, then make every write fail as a full
    storage does (QuotaExceededError)."""
    store = "" if seed is None else \
        f"localStorage.setItem({json.dumps(KEY)}, {json.dumps(json.dumps(seed))});"
    return f"""{store}
    Storage.prototype.setItem = function () {{
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    }};"""


def rate(question, rating: str) -> None:
    if not question.locator("details.quiz__a").evaluate("d => d.open"):
        question.locator("details.quiz__a > summary").click()
    question.locator(f"[data-rate='{rating}']").click()


def test_ratings_survive_a_full_storage_and_the_page_says_so_once(page, game):
    page.add_init_script(failing_storage())
    page.goto(f"/de/{game.id}/quiz/")
    first, second = page.locator(".quiz[data-quiz-id]").nth(0), page.locator(
        ".quiz[data-quiz-id]").nth(1)
    rate(first, "known")
    rate(second, "unknown")
    expect(first.locator("[data-rate='known']")).to_have_attribute("aria-pressed", "true")
    expect(second.locator("[data-rate='unknown']")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("[data-storage-note]")).to_have_count(1)
    expect(page.locator("[data-storage-note]")).to_contain_text("nicht gespeichert")
    summary = page.locator("[data-quiz-summary]").first
    expect(summary).to_contain_text("1")


def test_a_new_rating_is_not_lost_behind_an_older_stored_one(page, game, content):
    """The bug: with a full storage, the old stored state came back on the next paint and
    the new rating was silently dropped."""
    question = game.questions[0]
    page.goto(f"/de/{game.id}/quiz/")
    version = page.locator(f"[data-quiz-id='{question.id}']").first.get_attribute(
        "data-quiz-v")
    seed = {f"{game.id}/{question.id}": {"r": "known", "v": version, "t": 1}}
    page.add_init_script(failing_storage(seed))
    page.reload()
    q = page.locator(f".quiz[data-quiz-id='{question.id}']").first
    expect(q.locator("[data-rate='known']")).to_have_attribute("aria-pressed", "true")
    rate(q, "unknown")
    expect(q.locator("[data-rate='unknown']")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("[data-storage-note]")).to_have_count(1)
