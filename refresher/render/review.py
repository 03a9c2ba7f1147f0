"""The review page (`review/`, both languages) and the due count on the start page.

What is due comes from the reader's browser (docs/assets/progress.js keeps each rated
question's FSRS schedule); the page carries only the map of every game's questions and
their versions, and review.js shows the due ones with the markup of the game's quiz page,
which it loads (the same page, so the same render code: the question is never written
twice; offline it comes from the service worker's precache).
"""

from __future__ import annotations

import json

from ..model import Content
from .frame import front_matter
from .html import attrs, esc
from .labels import label
from .links import Links, quiz_url, review_link, review_url
from .quiz import question_version


def questions_data(content: Content, links: Links, lang: str) -> str:
    """{game id: {title, quiz (URL from `links`), q: {question id: version}}} as JSON."""
    data = {
        game.id: {"title": game.title.get(lang), "quiz": links.to(quiz_url(game)),
                  "q": {q.id: question_version(q) for q in game.questions}}
        for game in content.games
    }
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def status_attrs(lang: str) -> str:
    """The texts review.js fills in ({n} due, nothing due until {date}, nothing rated)."""
    return attrs(data_due_one=label("review_due_one", lang),
                 data_due_other=label("review_due_other", lang),
                 data_none_next=label("review_none_next", lang),
                 data_empty=label("review_empty", lang))


def start_page_html(content: Content, lang: str) -> str:
    """On the start page: the link to the review page and how many questions are due."""
    links = Links("")
    return (f'<p class="review-entry">{review_link(links, lang, "md-button")} '
            f'<span class="review-entry__count" data-review-count aria-live="polite"'
            f'{attrs(data_review_questions=questions_data(content, links, lang))}'
            f"{status_attrs(lang)}></span></p>")


def review_page(content: Content, lang: str) -> str:
    links = Links(review_url())
    title = label("review_title", lang)
    due = (f'<div class="review" data-review'
           f'{attrs(data_review_questions=questions_data(content, links, lang))}'
           f'{status_attrs(lang)}{attrs(data_done=label("review_done", lang))}'
           f'{attrs(data_unavailable=label("review_unavailable", lang))}>'
           f'<p class="review__status" data-review-status aria-live="polite">'
           f'{esc(label("review_noscript", lang))}</p>'
           f'<div class="review__due" data-review-due></div>'
           f'<p class="review__done" data-review-done aria-live="polite"></p></div>')
    transfer = (f'<div class="review-transfer" data-review-transfer hidden'
                f'{attrs(data_file_name=label("export_file", lang))}'
                f'{attrs(data_exported=label("exported", lang))}'
                + "".join(attrs(**{f"data_{k}": label(f"import_{k}", lang)})
                          for k in ("ok", "skipped", "broken", "foreign", "version", "tampered",
                                    "unsaved"))
                + f'><p>{esc(label("progress_intro", lang))}</p>'
                f'<p class="review-transfer__buttons">'
                f'<button type="button" class="md-button" data-review-export>'
                f'{esc(label("export", lang))}</button>'
                f'<button type="button" class="md-button" data-review-import>'
                f'{esc(label("import", lang))}</button>'
                f'<input type="file" accept=".json,application/json" data-review-file hidden'
                f'{attrs(aria_label=label("import", lang))}></p>'
                f'<p class="review-transfer__message" data-review-message role="status" '
                f"hidden></p></div>")
    return "\n\n".join([
        front_matter(title, label("review_description", lang), search=False),
        f"# {title}",
        f'<p class="section-intro">{esc(label("review_page_intro", lang))}</p>',
        due,
        f"## {label('progress_heading', lang)} {{#progress}}",
        transfer,
    ]) + "\n"
