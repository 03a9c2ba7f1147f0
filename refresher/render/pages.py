"""The generated pages of one game, and the language's start page, as Markdown.

Headings of the page structure are Markdown (so the table of contents and search see them);
rules and questions are raw HTML blocks carrying the stable hooks (`id=<rule-id>`,
`data-quiz-id`, `data-rule`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from .. import facts
from ..model import Content, Game, Question, Rule, Section, Text
from .frame import front_matter, notes_html, source_html
from .html import attrs, esc, md_block, md_inline, md_text, strip_tags
from .labels import label
from .links import (
    Links,
    citation_anchor,
    citation_heading,
    citations_url,
    handout_url,
    quiz_url,
    referee_url,
    refresher_url,
    review_link,
)
from .quiz import NO_EXTRAS, QuestionExtras, progress_html, question_html, question_version
from .referee import has_referee
from .review import start_page_html as review_entry_html

SELF_CHECK = "self-check"
NUMBERS = "numbers"

# figure(question, lang) -> what the engine shows of a question: its board excerpt and
# its verdict (reasons and effects) as HTML, "" where there is none
FigureFn = Callable[[Game, Question, str], QuestionExtras]


def no_figure(game: Game, question: Question, lang: str) -> QuestionExtras:
    return NO_EXTRAS


def start_page(content: Content, lang: str, keep: str = "") -> str:
    """The language's start page: what the site is, and every game with its pages; `keep`:
    the button that keeps the referee for offline use (refresher.render.keep_offline)."""
    links = Links("")
    games = "".join(
        f'<li><a href="{esc(links.to(refresher_url(g)))}">{esc(g.title.get(lang))}</a>'
        + (f' <span class="summary">({esc(g.summary.get(lang))})</span>' if g.summary else "")
        + f' – <a href="{esc(links.to(quiz_url(g)))}">{esc(label("quiz_link", lang))}</a>'
        f' · <a href="{esc(links.to(citations_url(g)))}">'
        f'{esc(label(index_nav_key(g), lang))}</a></li>'
        for g in content.games
    )
    return "\n\n".join([
        front_matter(None, label("start_intro", lang)),
        f"# {label('site_name', lang)}",
        f'<p class="lead">{esc(label("start_intro", lang))}</p>',
        f"## {label('games', lang)} {{#games}}",
        f'<ul class="games">{games}</ul>',
        review_entry_html(content, lang),
        f'<p class="privacy">{esc(label("privacy", lang))}</p>',
        *([keep] if keep else []),  # last: the status line replacing it shifts nothing
    ]) + "\n"


def card_rules(game: Game) -> tuple[Rule, ...]:
    """The rules on the compact card: those with a `card:` line, in section order."""
    return tuple(r for s in game.sections for r in game.rules_in(s.id) if r.card)


def refresher_page(game: Game, lang: str, figure: FigureFn = no_figure) -> str:
    """The refresher: the game's sections in order, numbered as a rulebook's are; the rules
    with a `card:` line first in their section, in a box, and under the first run of such
    sections the links to all questions, the handout and the referee."""
    links = Links(refresher_url(game))
    name = game.title.get(lang)
    # The site's name follows the page's title in <title> and heads the phone's header: the
    # game's name alone is the page's title there ("Hase und Igel - Regeln auffrischen").
    blocks = [front_matter(name, label("refresher_description", lang, game=name)),
              refresher_heading(game, lang),
              review_list_html(game, lang)]
    sections: list[Section | None] = list(game.sections)
    if SELF_CHECK not in {s.id for s in game.sections} and game.self_check:
        sections.append(None)  # the self-check, after the game's own sections
    with_card = [s is not None and any(r.card for r in game.rules_in(s.id)) for s in sections]
    # The links close the leading sections that have card lines (or open the page).
    links_after = next((i for i, has in enumerate(with_card) if not has), len(sections)) - 1
    if links_after < 0:
        blocks.append(card_links_html(game, lang, links))
    for number, section in enumerate(sections, start=1):
        if section is None:
            blocks += self_check_blocks(game, None, lang, links, figure, number)
        else:
            blocks += section_blocks(game, section, lang, links, figure, number)
        if number - 1 == links_after:
            blocks.append(card_links_html(game, lang, links))
    if game.notes:
        blocks.append(notes_html(game, lang, "notes"))
    blocks.append(source_html(game, lang))
    return "\n\n".join(blocks) + "\n"


def refresher_heading(game: Game, lang: str) -> str:
    """The refresher's title, with the game's subtitle (which box) in small print inside the
    heading, so that the page still opens with its first numbered section."""
    title = md_text(label("refresher_title", lang, game=game.title.get(lang)))
    if not game.subtitle:
        return f"# {title}"
    return (f'# {title} <span class="subtitle">{md_text(game.subtitle.get(lang))}</span> '
            "{#page-title}")


def card_html(game: Game, rules: Sequence[Rule], lang: str, links: Links) -> str:
    """A section's card lines in a box: one line per rule, its full text folded under it."""
    items = "".join(rule_html(game, r, lang, links, r.card, tag="li") for r in rules)
    return f'<section class="card"><ul class="card__list rules">{items}</ul></section>'


def card_links_html(game: Game, lang: str, links: Links) -> str:
    """All questions, the handout and the referee: where the card lines end."""
    referee = referee_link(game, lang, links)
    if not card_rules(game):
        return f'<p class="card__links">{referee}</p>' if referee else ""
    return (f'<p class="card__links"><a href="{esc(links.to(quiz_url(game)))}">'
            f'{esc(label("more_questions", lang, n=len(game.questions)))}</a>'
            f' · <a href="{esc(links.to(handout_url(game)))}">{esc(label("handout_link", lang))}'
            f"</a>{' · ' + referee if referee else ''}</p>")


def section_heading(section_id: str, title: str, number: int | None) -> str:
    """A section's Markdown heading, numbered as in a rulebook ("2 Dein Zug")."""
    shown = f"{number} {title}" if number is not None else title
    return f"## {md_text(shown)} {{#{section_id}}}"


def referee_link(game: Game, lang: str, links: Links) -> str:
    """The link to the game's referee page ("" for a game without one)."""
    if not has_referee(game):
        return ""
    return (f'<a data-page="referee" href="{esc(links.to(referee_url(game)))}">'
            f'{esc(label("referee_link", lang))}</a>')


def review_list_html(game: Game, lang: str) -> str:
    """The "to re-read" list; the script fills it from the ratings of all the game's questions."""
    # Keyed like the ratings in storage: "<game>/<question>" (ids are unique only per game).
    questions = {f"{game.id}/{q.id}": [q.rule, question_version(q)] for q in game.questions}
    return (f'<nav class="review-list" id="review-list" aria-labelledby="review-list-heading" '
            f'data-review-list{attrs(data_questions=json.dumps(questions, sort_keys=True))} '
            f'hidden><h2 id="review-list-heading">{esc(label("review_heading", lang))}</h2>'
            f'<p>{esc(label("review_intro", lang))}</p><ul data-review-items></ul></nav>')


def section_blocks(game: Game, section: Section, lang: str, links: Links,
                   figure: FigureFn, number: int | None = None) -> list[str]:
    if section.id == SELF_CHECK:
        return self_check_blocks(game, section, lang, links, figure, number)
    blocks = [section_heading(section.id, section.title.get(lang), number)]
    if section.intro:
        blocks.append(f'<div class="section-intro">{md_block(section.intro.get(lang))}</div>')
    rules = game.rules_in(section.id)
    if section.id == NUMBERS and rules:
        blocks.append(numbers_table_html(game, lang, links))
        return blocks
    if on_card := tuple(r for r in rules if r.card):
        blocks.append(card_html(game, on_card, lang, links))
    if rest := tuple(r for r in rules if not r.card):
        blocks.append('<div class="rules">'
                      + "".join(rule_html(game, r, lang, links) for r in rest) + "</div>")
    return blocks


def rule_html(game: Game, rule: Rule, lang: str, links: Links, line: Text | None = None,
              tag: str = "div") -> str:
    """One rule as a scannable item: its title and `line` (default: the rule's text) always
    shown; the longer explanation, the wrong belief, the citation and its questions folded."""
    title = md_inline(rule.title.get(lang))
    if line is not None:
        shown, rest = line.get(lang), rule.text.get(lang)
    else:
        shown, rest = split_first_sentence(rule.text.get(lang))
    # Our reading shows while the rule is folded, too.
    shown = md_inline(marked_as_our_reading(rule, shown, lang))
    more = []
    if rest:
        more.append(f'<div class="rule__text">{md_block(rest)}</div>')
    if rule.wrong:
        wrong = md_inline(rule.wrong.get(lang))
        more.append(f'<p class="rule__wrong"><strong>{esc(label("wrong", lang))}:</strong> '
                    f"{wrong}</p>")
    more.append(f'<p class="rule__refs">{links.citations(game, rule.pages, lang)}'
                f'{questions_link(game, rule, lang, links)}</p>')
    return (f'<{tag} class="rule"{attrs(id=rule.id, data_rule_title=strip_tags(title))}>'
            f'<details class="rule__fold"><summary><strong class="rule__title">{title}</strong>'
            f' <span class="rule__line">{shown}</span></summary>'
            f'<div class="rule__more">{"".join(more)}</div></details>'
            f"{review_flag_html(lang)}</{tag}>")


# A sentence ends at ". ", "! " or "? " before a capital letter or a digit, unless the word
# before the dot is an abbreviation ("S.", "z.", "Nr.", "bzw.", "e.g.", "pp.") or a bracket
# is still open ("(its rules, pp. 2–4)": a sentence does not end inside one).
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9„\"(])")
_ABBREVIATION = re.compile(
    r"(?:^|[\s(])(?:[^\W\d_]|\d+|Nr|bzw|usw|vgl|etc|ca|Abs|ggf|pp|ff|cf|e\.g|i\.e)\.$")


_STARTS_A_BLOCK = re.compile(r"\s*(\||[-*+] |\d+[.)] )")


def first_sentence(rule: Rule, lang: str) -> str:
    return split_first_sentence(rule.text.get(lang))[0]


def split_first_sentence(text: str) -> tuple[str, str]:
    r"""(first sentence, the rest) of a rule's Markdown text; the rest may be "".

    Only the first paragraph is cut; the blocks after it (a table, a list) keep their lines.

    >>> split_first_sentence("One. Two.\n\n| a | b |\n|---|---|\n| 1 | 2 |")
    ('One.', 'Two.\n\n| a | b |\n|---|---|\n| 1 | 2 |')
    """
    first, _, blocks = text.strip().partition("\n\n")
    if _STARTS_A_BLOCK.match(first):  # a table or list first: nothing to lift out
        return "", text.strip()
    first = " ".join(first.split())
    for match in _SENTENCE_END.finditer(first):
        head = first[:match.start()]
        if (_ABBREVIATION.search(head) or head.count("**") % 2 or head.count("`") % 2
                or head.count("(") > head.count(")")):
            continue
        rest = first[match.end():]
        return head, f"{rest}\n\n{blocks}".strip() if blocks else rest
    return first, blocks.strip()


def lead_in(block: str, word: str) -> str:
    """Put "Richtig:" in front of the first paragraph of `block`."""
    strong = f"<strong>{esc(word)}:</strong> "
    return block.replace("<p>", "<p>" + strong, 1) if block.startswith("<p>") else strong + block


def review_flag_html(lang: str) -> str:
    """Shown by the script on a rule marked for re-reading: words and a symbol, not colour."""
    return (f'<p class="rule__flag" data-review-flag hidden><span aria-hidden="true">⚑ </span>'
            f'{esc(label("review_flag", lang))}</p>')


def questions_link(game: Game, rule: Rule, lang: str, links: Links) -> str:
    questions = game.questions_for(rule.id)
    if not questions:
        return ""
    href = links.question(game, questions[0].id)
    text = f'{label("questions_on_rule", lang)} ({len(questions)})'
    return f' · <a href="{esc(href)}">{esc(text)}</a>'


def numbers_table_html(game: Game, lang: str, links: Links) -> str:
    """The numbers, one rule per row (the row is the rule's element), values from the engine.
    Pages are a narrow column of their own ("S. 3"); section headings are too wide for a
    third column on a phone, so they sit small under the value, as printed."""
    pages = game.citations == "pages"
    keys = ("number", "value", "cite_column") if pages else ("number", "value")
    head = "".join(f'<th scope="col">{esc(label(k, lang))}</th>' for k in keys)
    rows = []
    for row in facts.numbers_table(game):
        title = md_inline(row.label.get(lang))
        cite = links.citations(game, tuple(row.pages), lang, prefix=False)
        value = cell_inline(row.value.get(lang))
        cells = (f'<td>{value}</td><td class="numbers__cite">{cite}</td>' if pages
                 else f'<td>{value} <small class="numbers__source">({cite})</small></td>')
        rows.append(
            f'<tr class="rule"{attrs(id=row.rule_id, data_rule_title=strip_tags(title))}>'
            f'<th scope="row">{title}{review_flag_html(lang)}</th>{cells}</tr>')
    return (f'<table class="numbers"><thead><tr>{head}</tr></thead>'
            f'<tbody>{"".join(rows)}</tbody></table>')


def cell_inline(text: str) -> str:
    """A table cell's Markdown: a cell starting like "1. Platz" stays text, not a list."""
    return md_inline(re.sub(r"^(\d+)\. ", r"\1\\. ", text.strip()))


def self_check_blocks(game: Game, section: Section | None, lang: str, links: Links,
                      figure: FigureFn, number: int | None = None) -> list[str]:
    title = section.title.get(lang) if section else label("self_check", lang)
    intro = section.intro.get(lang) if section and section.intro else None
    questions = game.self_check_questions()
    more = (f'<p class="card__links"><a href="{esc(links.to(quiz_url(game)))}">'
            f'{esc(label("more_questions", lang, n=len(game.questions)))}</a>'
            f" · {review_link(links, lang)}</p>")
    return [
        section_heading(SELF_CHECK, title, number),
        f'<p class="section-intro">{esc(label("self_check_intro", lang))}</p>'
        if intro is None else f'<div class="section-intro">{md_block(intro)}</div>',
        progress_html(lang),
        "".join(question_html(game, q, lang, links, figure(game, q, lang)) for q in questions),
        more,
    ]


def quiz_page(game: Game, lang: str, figure: FigureFn = no_figure) -> str:
    """All questions, grouped by the section of the rule they ask about."""
    links = Links(quiz_url(game))
    name = game.title.get(lang)
    blocks = [front_matter(label("quiz_title", lang, game=name),
                           label("quiz_description", lang, game=name, n=len(game.questions))),
              f"# {md_text(label('quiz_title', lang, game=name))}",
              f'<p class="section-intro">{esc(label("rate_hint", lang))}</p>',
              progress_html(lang, missed_mode=True),
              f'<p class="card__links">{review_link(links, lang)}</p>']
    # The questions' pictures rest on them (field names, the board's layout), but a game's
    # notes are about its pages as a whole (edition, terms, our readings): titled as such.
    if game.notes:
        blocks.append(notes_html(game, lang, "notes"))
    number = 0
    for section in game.sections:
        questions = [q for q in game.questions if game.rule(q.rule).section == section.id]
        if not questions:
            continue
        blocks.append(f"## {md_text(section.title.get(lang))} {{#{section.id}}}")
        items = []
        for q in questions:
            number += 1
            items.append(question_html(game, q, lang, links, figure(game, q, lang), number))
        blocks.append("".join(items))
    blocks.append(source_html(game, lang))
    return "\n\n".join(blocks) + "\n"


def handout_page(game: Game, lang: str) -> str:
    """One A4 page to print: the card's lines and the easily forgotten rules (those with a
    common wrong belief), grouped by section, every fold open."""
    name = game.title.get(lang)
    title = label("handout_title", lang, game=name)
    blocks = [front_matter(title, label("handout_description", lang, game=name), search=False),
              f"# {md_text(title)}",
              f'<p class="handout__actions"><button type="button" class="md-button" '
              f'data-print hidden>{esc(label("print", lang))}</button> '
              f'<a href="{esc(Links(handout_url(game)).to(refresher_url(game)))}">'
              f'{esc(label("back_to_refresher", lang))}</a></p>']
    parts = []
    numbers_shown = False
    # In the page's order, each section under its own title: its card lines and the rules
    # with a common wrong belief; the numbers as a table; the sections looked up whole. The
    # titles carry the refresher's section numbers, so "(see section 6)" finds its place.
    for part in handout_parts(game):
        heading = f"{part.number} {part.section.title.get(lang)}"
        if part.kind == "numbers":
            parts.append(numbers_part(game, lang, heading))
            numbers_shown = True
        elif part.kind == "whole":  # a list a player looks up: one item per rule
            items = "".join(f"<li><strong>{md_inline(r.title.get(lang))}</strong> "
                            f"{whole_line(r, lang)}</li>" for r in part.rules)
            parts.append(f'<section class="handout__part handout__whole">'
                         f'<h2>{esc(heading)}</h2><ul>{items}</ul></section>')
        else:
            parts.append(handout_list(heading, part.rules, lang, card=True))
    if not numbers_shown and facts.numbers_table(game):
        parts.append(numbers_part(game, lang))
    tables = [(r, table) for r in game.rules for table in markdown_tables(r.text.get(lang))
              if r.section not in game.handout]
    if tables:  # what a player looks up at the table: every table of the page
        parts.append(f'<section class="handout__part handout__tables">'
                     f'<h2>{esc(label("tables_heading", lang))}</h2>'
                     + "".join(f'<h3>{md_inline(r.title.get(lang))}</h3>{md_block(table)}'
                               for r, table in tables) + "</section>")
    blocks.append(f'<div class="handout">{"".join(parts)}</div>')
    blocks.append(source_html(game, lang))
    return "\n\n".join(blocks) + "\n"


_TABLE_LINE = re.compile(r"\s*\|")
_FOOTNOTE = re.compile(r"\s*(?:\\?\*|†|‡)")


def markdown_tables(text: str) -> list[str]:
    r"""The Markdown tables of a text, each with the footnote paragraphs right after it
    (those starting with "*", "†" or "‡").

    >>> markdown_tables("Intro.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n\\* a note\n\nMore.")
    ['| a | b |\n|---|---|\n| 1 | 2 |\n\n\\* a note']
    >>> markdown_tables("| a |\n|---|\n| 1* |\n\n\\* one\n\n† two\n\nMore.")
    ['| a |\n|---|\n| 1* |\n\n\\* one\n\n† two']
    """
    found: list[str] = []
    blocks = text.strip().split("\n\n")
    for index, block in enumerate(blocks):
        lines = block.strip().splitlines()
        if len(lines) >= 2 and all(_TABLE_LINE.match(line) for line in lines):
            parts = ["\n".join(line.strip() for line in lines)]
            for after in blocks[index + 1:]:
                if not _FOOTNOTE.match(after.strip()):
                    break
                parts.append(after.strip())
            found.append("\n\n".join(parts))
    return found


# Where a rule is our reading, its handout line says so too, however short it is.
_OUR_READING = {"de": re.compile(r"unsere[nr]? Lesart", re.IGNORECASE),
                "en": re.compile(r"our reading", re.IGNORECASE)}


@dataclass(frozen=True)
class HandoutPart:
    """One section of the handout: the numbers table, a section looked up whole (`whole`:
    each rule's `handout` line or whole text), or the rules listed by their line (`lines`)."""

    number: int
    section: Section
    kind: Literal["numbers", "whole", "lines"]
    rules: tuple[Rule, ...] = ()


def handout_parts(game: Game) -> Iterator[HandoutPart]:
    """The handout's sections in the page's order, numbered as on the refresher."""
    for number, section in enumerate(game.sections, start=1):
        rules = game.rules_in(section.id)
        if section.id == NUMBERS and facts.numbers_table(game):
            yield HandoutPart(number, section, "numbers")
        elif section.id in game.handout:
            yield HandoutPart(number, section, "whole", tuple(rules))
        # Its card lines and common wrong beliefs; with neither, all its rules' lines, so that
        # no section number is missing and a line's "(see section 5)" still finds it.
        elif shown := ([r for r in rules if r.card]
                       + [r for r in rules if r.wrong and not r.card]) or rules:
            yield HandoutPart(number, section, "lines", tuple(shown))


def handout_field(rule: Rule, card: bool = False) -> str:
    """Which of the rule's fields gives its handout line: `card`, `handout` or `text` (its
    first sentence)."""
    if card and rule.card:
        return "card"
    return "handout" if rule.handout else "text"


def handout_text(rule: Rule, lang: str, card: bool = False) -> str:
    """A rule's line on the handout, as its author wrote it (`handout_field`)."""
    field = handout_field(rule, card)
    if field == "text":
        return first_sentence(rule, lang)
    return getattr(rule, field).get(lang)


def handout_line(rule: Rule, lang: str, card: bool = False) -> str:
    """A rule's line on the handout as HTML. Where the rule is partly our reading, the line
    says which part itself (the check refuses one that does not: on paper there is no fold
    to open, and a bare "partly our reading" leaves the player guessing which part)."""
    return md_inline(handout_text(rule, lang, card))


def unmarked_reading(rule: Rule, line: str, lang: str) -> bool:
    """Whether the rule's text has a reading of ours that `line` does not mention."""
    reading = _OUR_READING[lang]
    return bool(reading.search(rule.text.get(lang))) and not reading.search(line)


def marked_as_our_reading(rule: Rule, line: str, lang: str) -> str:
    """`line` with "(teils unsere Lesart)" after it where the rule's text has a reading of
    ours and the line does not say so (a line that is wholly our reading says it itself)."""
    if unmarked_reading(rule, line, lang):
        return f"{line} ({label('partly_our_reading', lang)})"
    return line


def whole_line(rule: Rule, lang: str) -> str:
    """A rule of a section the handout shows whole: its `handout` line where it has one (the
    short form its author wrote for the table), else its whole text."""
    if rule.handout:
        return handout_line(rule, lang)
    return md_block(rule.text.get(lang))


def numbers_part(game: Game, lang: str, heading: str | None = None) -> str:
    """The numbers a player looks up, as a table under its heading."""
    heading = heading or label("numbers", lang)
    return (f'<section class="handout__part"><h2>{esc(heading)}</h2>'
            f"{handout_numbers(game, lang)}</section>")


def handout_numbers(game: Game, lang: str) -> str:
    """The numbers table as the refresher has it, each row with its cited pages in small
    under its label ("S. 3"), so that the printed sheet says which page to open when a
    number is disputed; there, not in a column of their own, which would narrow the values
    on a half-width A4 column. (Cited sections' headings are too long for it: they stay on
    the refresher.)"""
    links = Links(handout_url(game))

    def cite(row: facts.NumberRow) -> str:
        if game.citations != "pages" or not row.pages:
            return ""
        pages = links.citations(game, tuple(row.pages), lang, prefix=False)
        return f' <small class="numbers__source">{pages}</small>'

    rows = "".join(f"<tr><th scope=\"row\">{md_inline(row.label.get(lang))}{cite(row)}</th>"
                   f"<td>{cell_inline(row.value.get(lang))}</td></tr>"
                   for row in facts.numbers_table(game))
    return f'<table class="numbers"><tbody>{rows}</tbody></table>'


def handout_list(heading: str, rules: Sequence[Rule], lang: str, card: bool = False) -> str:
    items = "".join(
        f'<li><strong>{md_inline(r.title.get(lang))}</strong> {handout_line(r, lang, card)}'
        f"</li>" for r in rules)
    return f'<section class="handout__part"><h2>{esc(heading)}</h2><ul>{items}</ul></section>'


def citations_page(game: Game, lang: str) -> str:
    """For each rulebook page (or section) 1..n: the rules and questions that cite it."""
    links = Links(citations_url(game))
    pages = game.citations == "pages"
    title = label("pages_title" if pages else "sections_title", lang, game=game.title.get(lang))
    intro = "page_index_intro" if pages else "section_index_intro"
    rulebook = game.rulebook.get(lang)
    intro_text = (game.section_index_intro.get(lang)
                  if not pages and game.section_index_intro is not None
                  else label(intro, lang, rulebook=rulebook))
    blocks = [front_matter(title, label("index_description", lang, game=game.title.get(lang))),
              f"# {md_text(title)}",
              f'<p class="section-intro">{esc(intro_text)}</p>']
    # The rules' own sections first; a source beside them (the server) after them, each
    # with its own line saying it is none of them.
    numbers = range(1, (game.pages or 0) + 1)
    for n in [*(m for m in numbers if not game.cites_outside(m)),
              *(m for m in numbers if game.cites_outside(m))]:
        heading = citation_heading(game, n, lang)
        blocks.append(f"## {md_text(heading)} {{#{citation_anchor(n)}}}")
        section = game.cited_section(n)
        if section is not None and section.index_intro is not None:
            blocks.append(f'<p class="section-intro">{esc(section.index_intro.get(lang))}</p>')
        blocks.append(citing_items_html(game, n, lang, links))
    blocks.append(source_html(game, lang))
    return "\n\n".join(blocks) + "\n"


def citing_items_html(game: Game, n: int, lang: str, links: Links) -> str:
    # In the order the refresher and the quiz show them (by section), not as files load.
    place = {s.id: i for i, s in enumerate(game.sections)}
    last = len(place)

    def shown_at(rule_id: str) -> int:
        return place.get(game.rule(rule_id).section, last)

    rules = sorted((r for r in game.rules if n in r.pages), key=lambda r: shown_at(r.id))
    questions = sorted((q for q in game.questions if n in q.pages),
                       key=lambda q: shown_at(q.rule))
    if not rules and not questions:
        return f'<p class="citing-none">{esc(label("nothing_cites", lang))}</p>'
    parts = []
    if rules:
        heading = citation_heading(game, n, lang)
        items = "".join(f'<li><a href="{esc(links.rule(game, r.id))}">'
                        f"{md_inline(index_title(game, r, lang, heading))}</a></li>"
                        for r in rules)
        parts.append(f'<h3>{esc(label("rules", lang))}</h3><ul>{items}</ul>')
    if questions:
        items = "".join(f'<li><a href="{esc(links.question(game, q.id))}">'
                        f"{esc(strip_tags(md_inline(q.question.get(lang))))}</a></li>"
                        for q in questions)
        parts.append(f'<h3>{esc(label("questions", lang))}</h3><ul>{items}</ul>')
    return f'<div class="citing">{"".join(parts)}</div>'


def index_title(game: Game, rule: Rule, lang: str, heading: str = "") -> str:
    """A rule's title in the rulebook index, "(teils unsere Lesart)" after it where its text
    or its section's title has a reading of ours: a reader who opens the cited page for it
    finds only part of it there. Not under a `heading` that says itself it is our reading
    (a source beside the rules for what they do not cover): nothing of it is "partly"."""
    title = rule.title.get(lang)
    reading = _OUR_READING[lang]
    if reading.search(heading):
        return title
    section = next((s for s in game.sections if s.id == rule.section), None)
    in_reading = section is not None and bool(reading.search(section.title.get(lang)))
    if in_reading and not reading.search(title):
        return f"{title} ({label('partly_our_reading', lang)})"
    return marked_as_our_reading(rule, title, lang)


def index_nav_key(game: Game) -> str:
    return "nav_pages" if game.citations == "pages" else "nav_sections"
