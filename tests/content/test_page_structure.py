"""What the rendered pages say about their structure and their sources, over the real content:
numbered sections as in a rulebook, citations that name what the source prints (no section
numbers it lacks, its language where it differs from the page's, the server apart), how many
answers of a choice question are right, and a reading of ours marked on a folded line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from refresher.loader import load_content
from refresher.render.figures import figures_from
from refresher.render.labels import label
from refresher.render.links import Links, citation_prefix
from refresher.render.pages import (
    citations_page,
    first_sentence,
    handout_page,
    marked_as_our_reading,
    quiz_page,
    refresher_page,
)
from refresher.verify import verify

QUIZ = Path(__file__).resolve().parents[2] / "quiz"
CONTENT = load_content(QUIZ)
LANGS = ("de", "en")


@pytest.mark.parametrize("game", CONTENT.games, ids=lambda g: g.id)
def test_refresher_numbers_the_games_sections_in_order(game):
    for lang in LANGS:
        page = refresher_page(game, lang)
        headings = re.findall(r"^## (\d+) (.+) \{#([\w-]+)\}$", page, re.MULTILINE)
        assert [int(n) for n, _, _ in headings] == list(range(1, len(headings) + 1))
        ids = [section_id for _, _, section_id in headings]
        assert ids[:len(game.sections)] == [s.id for s in game.sections], ids
        # A section's card lines open it: the box follows its heading (and intro).
        for section in game.sections:
            if any(r.card for r in game.rules_in(section.id)):
                after = page.split(f"{{#{section.id}}}", 1)[1]
                assert after.index('<section class="card">') < after.find("\n## ") or (
                    "\n## " not in after), f"{game.id}/{lang}: {section.id} has no card box"


@pytest.mark.parametrize("game", [g for g in CONTENT.games if g.citations == "sections"],
                         ids=lambda g: g.id)
def test_section_citations_name_headings_not_numbers_the_source_lacks(game):
    for lang in LANGS:
        for page in (refresher_page(game, lang), quiz_page(game, lang),
                     handout_page(game, lang)):
            assert not re.search(r"§\s*\d", page), f"{game.id}/{lang}: a § number is shown"
        cited = Links("").citations(game, (1,), lang)
        section = game.rulebook_sections[0]
        assert section.printed(game.rulebook_language) in cited


@pytest.mark.parametrize("game", CONTENT.games, ids=lambda g: g.id)
def test_a_citation_says_the_sources_language_where_it_is_not_the_pages(game):
    for lang in LANGS:
        prefix = citation_prefix(game, lang)
        kind = "language" if game.citations == "pages" else "rules_language"
        language = label(f"{kind}_{game.rulebook_language}", lang)
        if game.cite_as is not None:
            assert prefix == game.cite_as.get(lang)
        elif game.rulebook_language == lang:
            assert language not in prefix
        else:
            assert language in prefix, (game.id, lang, prefix)
    if game.rulebook_language in LANGS and game.citations == "sections":
        other = next(lang for lang in LANGS if lang != game.rulebook_language)
        for n, section in enumerate(game.rulebook_sections, start=1):
            if section.outside:  # the server: its own name in each language
                continue
            shown = game.citation_shown(n, other)
            assert shown.startswith(section.name), shown  # as printed, the gloss after it


def _outside():
    """(game, n) for every cited source beside the rules (the server), over the real content."""
    outside = [(g, n) for g in CONTENT.games for n, s in enumerate(g.rulebook_sections, 1)
               if s.outside]
    assert outside, "no game cites a source beside its rules"
    return outside


def test_the_server_is_cited_apart_from_the_rules():
    for game, n in _outside():
        rules = next(m for m, s in enumerate(game.rulebook_sections, 1) if not s.outside)
        section = game.rulebook_sections[n - 1]
        for lang in LANGS:
            cited = re.sub(r"<[^>]+>", "", Links("").citations(game, (rules, n), lang))
            words = section.cited(lang)
            assert cited.endswith(f" · {words}"), cited
            assert not cited.startswith(words)
            # Alone, it opens the line; in a table column (no "Regeln:" before it) too.
            alone = re.sub(r"<[^>]+>", "", Links("").citations(game, (n,), lang))
            assert alone == words[:1].upper() + words[1:], alone
            column = re.sub(r"<[^>]+>", "", Links("").citations(game, (n,), lang, prefix=False))
            assert column == words, column


def test_the_server_is_not_counted_among_the_texts_sections():
    """"Abschnitt im Regeltext: Vorwärtszug · nach dem Spielserver 18.2.6": the server is no
    section of the text, neither under the sections' label nor counted for its number, and
    the sections page lists it after the text's sections, with its own line."""
    for game, n in _outside():
        section = game.rulebook_sections[n - 1]
        text = [m for m, s in enumerate(game.rulebook_sections, 1) if not s.outside]
        for lang in LANGS:
            names = {section.cited(lang), section.title.get(lang)}
            one = citation_prefix(game, lang, 1)
            many = citation_prefix(game, lang, 2)
            for cited_rules in ((text[0],), (text[0], text[1])):
                line = re.sub(r"<[^>]+>", "", Links("").citations(game, (*cited_rules, n), lang))
                rules_part, _, beside = line.partition(" · ")
                assert not any(name in rules_part for name in names), line
                assert beside == section.cited(lang), line
                label_ = one if len(cited_rules) == 1 else many
                assert rules_part.startswith(f"{label_} "), line
                assert not (len(cited_rules) == 1 and rules_part.startswith(many)), line
            # On the real pages, every line that cites it.
            items = [i for i in game.rules_and_questions() if n in i.pages]
            assert items
            for item in items:
                line = re.sub(r"<[^>]+>", "", Links("").citations(game, item.pages, lang))
                count = sum(1 for m in item.pages if m in text)
                if count:
                    assert line.startswith(citation_prefix(game, lang, count) + " "), line
                assert line.lower().count(section.cited(lang).lower()) == 1, line
                assert not any(f"; {name}" in line for name in names), line
            page = citations_page(game, lang)
            headings = re.findall(r"^## .+ \{#p(\d+)\}$", page, re.MULTILINE)
            beside = [m for m, s in enumerate(game.rulebook_sections, 1) if s.outside]
            assert [int(h) for h in headings] == [*text, *beside], headings
            assert section.index_intro is not None, "say on the sections page it is no section"
            after = page.split(f"{{#p{n}}}", 1)[1]
            assert after.lstrip("\n").startswith(
                f'<p class="section-intro">{section.index_intro.get(lang)}</p>'), after[:200]


@pytest.mark.parametrize("game", CONTENT.games, ids=lambda g: g.id)
def test_a_choice_question_says_how_many_answers_are_right(game):
    for lang in LANGS:
        page = quiz_page(game, lang)
        for question in (q for q in game.questions if q.choices):
            right = len(question.correct_choices())
            block = page.split(f'data-quiz-id="{question.id}"', 1)[1].split("</section>")[0]
            said = label("choices_one" if right == 1 else "choices_several", lang)
            assert said in block, f"{game.id}/{question.id}: {right} right, not said"


@pytest.mark.parametrize("game", CONTENT.games, ids=lambda g: g.id)
def test_the_handout_numbers_its_sections_as_the_refresher_does(game):
    """A line that points to "section 6" finds it on the handout too."""
    for lang in LANGS:
        numbered = dict((title, n) for n, title, _ in re.findall(
            r"^## (\d+) (.+) \{#([\w-]+)\}$", refresher_page(game, lang), re.MULTILINE))
        headings = re.findall(r"<h2>(\d+) ([^<]+)</h2>", handout_page(game, lang))
        assert len(headings) >= 2, f"{game.id}/{lang}: handout sections are not numbered"
        for n, title in headings:
            assert numbered.get(title) == n, f"{game.id}/{lang}: handout '{n} {title}'"
        # Every section with rules is there: no number is skipped (1, 2, 3, 5 reads as a
        # missing part of the page).
        with_rules = [n for title, n in numbered.items()
                      if any(game.rules_in(s.id) for s in game.sections
                             if s.title.get(lang) == title)]
        assert [n for n, _ in headings] == with_rules, f"{game.id}/{lang}: {headings}"


@pytest.mark.parametrize("game", CONTENT.games, ids=lambda g: g.id)
def test_the_rulebook_index_lists_rules_and_questions_in_page_order(game):
    """Under each cited page or section the rules come in the refresher's order and the
    questions in the quiz's, so a section's basic rule is not behind its exceptions."""
    from refresher.render.pages import citing_items_html

    order = [r.id for s in game.sections for r in game.rules_in(s.id)]
    quiz = [q.id for s in game.sections for q in game.questions
            if game.rule(q.rule).section == s.id]
    checked = 0
    cited = {n for item in (*game.rules, *game.questions) for n in item.pages}
    for n in sorted(cited):
        listed = citing_items_html(game, n, "de", Links(""))
        targets = re.findall(r'href="[^"]*#([\w-]+)"', listed)
        rules = [i for i in targets if i in order]
        questions = [q for i in targets if (q := i.removeprefix(f"quiz-{game.id}-")) in quiz]
        assert rules == sorted(rules, key=order.index), (game.id, n, rules)
        assert questions == sorted(questions, key=quiz.index), (game.id, n, questions)
        checked += len(rules) > 1
    assert checked, f"{game.id}: no cited page lists two rules"


@pytest.mark.parametrize("game", CONTENT.games, ids=lambda g: g.id)
def test_a_right_choice_says_what_it_does(game):
    """The Why line gives a reason for a right choice too: what the move does, in the
    engine's sentences (a wrong one has the reasons against it)."""
    shown = 0
    one = CONTENT.model_copy(update={"games": [game]})
    figure = figures_from(one, verify(one))
    for lang in LANGS:
        page = quiz_page(game, lang, figure)
        verdicts = (label("engine_legal", lang), label("engine_only", lang))
        for question in (q for q in game.questions if q.choices and q.asks is None):
            block = page.split(f'data-quiz-id="{question.id}"', 1)[1].split("</section>")[0]
            why = block.split('class="quiz__why"', 1)[-1]
            for item in re.findall(r"<li>(.*?)</li>", why):
                if "✓" not in item:
                    continue
                after = item.split("✓", 1)[1].strip()
                assert any(after.startswith(v + ". ") and len(after) > len(v) + 5
                           for v in verdicts), f"{game.id}/{question.id}/{lang}: {item}"
                shown += 1
    assert shown, f"{game.id}: no right choice judged by the engine"


def test_a_reading_of_ours_shows_on_the_folded_line():
    # A rule's folded line is its first sentence; the reading further on shows as a mark.
    # (Card lines name their reading themselves: the handout check demands it; a numbers
    # row shows its value, not a folded line.)
    rules = [(g, r) for g in CONTENT.games for r in g.rules
             if "unsere lesart" in r.text.de.lower() and not r.card and not r.value
             and "unsere lesart" not in first_sentence(r, "de").lower()]
    assert rules, "no rule has a reading of ours its first sentence leaves out"
    game, rule = rules[0]
    assert marked_as_our_reading(rule, first_sentence(rule, "de"), "de").endswith(
        "(teils unsere Lesart)")
    page = refresher_page(game, "de")
    item = page.split(f'id="{rule.id}"', 1)[1].split("</summary>")[0]
    assert "(teils unsere Lesart)" in item
    plain = next(r for r in game.rules if "unsere lesart" not in r.text.de.lower())
    assert marked_as_our_reading(plain, "Ein Satz.", "de") == "Ein Satz."
