"""The renderer as plain functions: no MkDocs, fixture content with two games."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import FIXTURES

from refresher.loader import load_content
from refresher.render import nav, page_urls, render
from refresher.render.links import Links, source_path
from refresher.render.quiz import question_version
from refresher.verify import verify


@pytest.fixture(scope="module")
def fixture_content():
    return load_content(FIXTURES)


@pytest.fixture(scope="module")
def pages(fixture_content):
    report = verify(fixture_content)
    return {lang: render(fixture_content, lang, report) for lang in ("de", "en")}


def test_same_page_paths_in_both_languages(pages, fixture_content):
    assert pages["de"].keys() == pages["en"].keys()
    assert sorted(pages["de"]) == sorted(source_path(u) for u in page_urls(fixture_content))


def test_each_game_is_a_folder_listed_on_the_start_page(pages, fixture_content):
    for game in fixture_content.games:
        assert f'href="{game.id}/"' in pages["de"]["index.md"]
        assert f"{game.id}/index.md" in pages["en"]


def test_refresher_has_sections_in_order_and_self_check_last(pages, fixture_content):
    game = fixture_content.games[0]
    page = pages["de"][f"{game.id}/index.md"]
    anchors = re.findall(r"^## .* \{#([a-z0-9-]+)\}$", page, re.M)
    assert anchors == [s.id for s in game.sections] + ["self-check"]
    # Numbered as in a rulebook, the self-check last: "## 5 Weißt du's noch?".
    numbers = re.findall(r"^## (\d+) .* \{#[a-z0-9-]+\}$", page, re.M)
    assert numbers == [str(n) for n in range(1, len(anchors) + 1)]
    assert re.search(r"^## \d+ Weißt du", page, re.M) and "Zum Nachlesen" in page
    assert re.search(r"^## \d+ Do you remember\?", pages["en"][f"{game.id}/index.md"], re.M)


def test_questions_carry_hooks_and_answers_behind_details(pages, fixture_content):
    game = fixture_content.games[0]
    quiz = pages["en"][f"{game.id}/quiz.md"]
    for q in game.questions:
        assert (f'data-quiz-id="{q.id}" data-rule="{q.rule}" '
                f'data-quiz-v="{question_version(q)}"') in quiz
    assert quiz.count('<details class="quiz__a"') == len(game.questions)
    assert quiz.count('data-rate="known"') == quiz.count('data-rate="unknown"')


def test_every_citation_links_to_the_page_index(pages, fixture_content):
    game = fixture_content.games[0]
    page = pages["de"][f"{game.id}/index.md"]
    cites = re.findall(r'<span class="cite">.*?</span>', page)
    assert cites and all('href="seiten/#p' in c for c in cites)
    index = pages["de"][f"{game.id}/seiten.md"]
    for n in range(1, game.pages + 1):
        assert f"{{#p{n}}}" in index


def test_numbers_come_from_the_engine(pages, fixture_content):
    page = pages["de"]["mini-a/index.md"]
    assert "1 · 3 · 6 · 10 · 15" in page  # {{cost_table:5}}, never typed in the YAML


def test_questions_with_a_position_get_a_board_with_text(pages):
    quiz = pages["de"]["mini-a/quiz.md"]
    assert quiz.count('class="board__svg') == 3
    assert 'aria-labelledby="board-mini-a-q-back-taken-title"' in quiz
    assert '<title id="board-mini-a-q-back-taken-title">' in quiz
    # the move asked about is the one to the free hedgehog behind the taken one
    assert "Gefragter Zug: A zieht zurück auf das freie Igelfeld 15 (19 ist besetzt)." in quiz


def test_nav_has_the_same_paths_in_both_languages(fixture_content):
    def paths(items):
        for item in items:
            for value in item.values():
                yield from paths(value) if isinstance(value, list) else [value]

    assert list(paths(nav(fixture_content, "de"))) == list(paths(nav(fixture_content, "en")))


@pytest.mark.parametrize(("here", "url", "anchor", "expected"), [
    ("g/", "g/seiten/", "p3", "seiten/#p3"),
    ("g/quiz/", "g/", "rule", "../#rule"),
    ("g/", "g/", "rule", "#rule"),
    ("", "g/", None, "g/"),
])
def test_relative_links(here, url, anchor, expected):
    assert Links(here).to(url, anchor) == expected


def test_a_sections_game_cites_section_names(pages):
    refresher = pages["en"]["mini-b/index.md"]
    # German rules on an English page: the heading as printed, the gloss beside it.
    assert ('German rules section: <a href="seiten/#p1">Vorwärtszug (Forward move)</a>'
            in refresher)
    index = pages["de"]["mini-b/seiten.md"]
    # The rules do not number their sections: neither does the index.
    assert "## Vorwärtszug {#p1}" in index and "## Rückwärtszug {#p2}" in index
    assert "§" not in index


def answer_of(quiz_page: str, question_id: str) -> str:
    start = quiz_page.index(f'data-quiz-id="{question_id}"')
    return quiz_page[start:quiz_page.index("</section>", start)]


def test_answers_quote_the_engines_reasons_and_effects(pages):
    de = pages["de"]["mini-a/quiz.md"]
    en = pages["en"]["mini-a/quiz.md"]
    # An illegal situation: the engine's reason, with the field number filled in.
    illegal = answer_of(en, "q-back-taken")
    assert "Why:" in illegal
    assert "engine" not in illegal.lower()
    assert "The nearest hedgehog square behind you (square 19) is taken" in illegal
    assert "Das nächste Igelfeld hinter dir (Feld 19) ist besetzt" in answer_of(de, "q-back-taken")
    # A number question: the effect that explains the number.
    paid = answer_of(en, "q-cost-three")
    assert "A pays 6 carrots to move 3 squares forward (square 1 → 4)." in paid
    # The verdict sits inside the answer, never before the reveal.
    assert paid.index('<details class="quiz__a"') < paid.index("quiz__why")


def test_an_answer_shows_the_walk_where_the_game_draws_one():
    """Hans und Grete draws both walks on a complete layout inside the answer (never next to
    the question, which would give it away); games without answer pictures add none."""
    from refresher.render.source import load_site

    site = load_site(Path(__file__).resolve().parents[2] / "quiz")
    pages = render(site.content, "de", site.report)
    quiz = pages["hans-und-grete/quiz.md"]
    answers = re.findall(r'<figure class="board board--answer" id="answer-hans-und-grete-[^"]+"'
                         r".*?</figure>", quiz, re.S)
    assert answers and all("<polyline" in a for a in answers)
    for answer in answers:
        figure_id = re.search(r'id="(answer-[^"]+)"', answer).group(1)
        body = quiz[quiz.index(figure_id) - 3000:quiz.index(figure_id)]
        assert '<details class="quiz__a"' in body  # inside the folded answer
    assert "board--answer" not in pages["hase-und-igel/quiz.md"]


def test_the_referee_hint_shows_a_move_code_with_the_move_it_stands_for(fixture_content):
    from hare_rules.games import GAMES
    from refresher.render.referee import token_hint

    # Each quotation closed on its own: the code to type, then the move in words.
    quoted = {"de": re.compile(r"z\. B\. „([^„“]+)“ oder „([^„“]+)“$"),
              "en": re.compile(r"e\.g\. “([^“”]+)” or “([^“”]+)”$")}
    for game in fixture_content.games:
        engine = GAMES[game.edition]
        for lang in ("de", "en"):
            hint = token_hint(game, lang)
            found = quoted[lang].search(hint)
            assert found, hint
            code, words = found.groups()
            start = engine.start_state(min(engine.player_counts), seed=1)
            assert code in engine.legal_actions(start), hint
            assert words == engine.describe_action(code, lang), hint


def test_the_quiz_page_shows_the_games_notes_its_pictures_rest_on(fixture_content):
    from refresher.render.pages import quiz_page

    for game in fixture_content.games:
        noted = game.model_copy(update={"notes": type(game.title)(
            de="Felder heißen „Spalte,Zeile“.", en="Squares are named 'column,row'.")})
        # Titled as on the refresher: the notes are about the page, not only its pictures
        # (a title promising help with the pictures misled the r17 Tales & Games reader).
        for lang, heading, note in (("de", "Hinweise zu dieser Seite", "Spalte,Zeile"),
                                    ("en", "Notes on this page", "column,row")):
            page = quiz_page(noted, lang)
            assert heading in page and note in page
            assert page.index(note) < page.index('<section class="quiz')  # before the questions
        assert "Hinweise zu dieser Seite" not in quiz_page(
            game.model_copy(update={"notes": None}), "de")


def test_a_choice_the_rules_leave_as_the_only_move_is_called_compulsory():
    from refresher.render.figures import choice_verdict

    assert choice_verdict("Aussetzen", (), "de", only=True) == (
        "Aussetzen: ✓ als Einziges erlaubt (Pflicht)")
    assert choice_verdict("Skip", (), "en", only=True) == (
        "Skip: ✓ the only thing allowed (compulsory)")
    assert choice_verdict("Aussetzen", (), "de") == "Aussetzen: ✓ erlaubt"


def test_a_right_choice_is_followed_by_what_it_does():
    from hare_rules.core import Effect
    from refresher.render.figures import choice_verdict

    does = Effect.from_table({"moved": ("{player} zieht auf Feld 3.",
                                        "{player} moves to square 3.")}, "moved", "A")
    assert choice_verdict("Vor", (), "de", effects=(does,)) == (
        "Vor: ✓ erlaubt. A zieht auf Feld 3.")

