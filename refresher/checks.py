"""Checks across the files of one game, after each item passed the schema.

Ids unique, links that resolve (question -> rule, rule -> section, self_check -> question),
citations that exist (pages inside the rulebook, or section names declared in game.yaml),
answers shaped like their question kind.  (Reason codes and the
inside of scenarios are the engine's parser's job; the verifier maps its errors to lines.)
Each problem points at the line of the offending key.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterable, Iterator

from hare_rules.core.source import line_of

from .model import LANGS, Game, Problem, Question, Rule, RulebookSection, ScenarioSpec, Text
from .render.html import text_problem
from .render.pages import handout_field, handout_parts, handout_text, unmarked_reading

# Texts that also become headings, navigation entries, page titles or link texts.
TITLE_FIELDS = {"title", "rulebook"}


def check_game(game: Game, unloaded: frozenset[str] | None = frozenset()) -> list[Problem]:
    """Problems across the game's files.

    `unloaded`: ids of items that failed the schema (already reported), or None when a whole
    file failed to load; links to those are not reported again, to avoid a cascade.
    """
    problems: list[Problem] = []
    problems += _unique_ids(game)
    problems += _texts(game)
    problems += _links(game, unloaded)
    problems += _citation_setup(game)
    for item in game.rules_and_questions():
        problems += _citations(game, item)
    for question in game.questions:
        problems += _question_shape(question)
    problems += _claims(game)
    problems += _general_statements(game)
    problems += _scenario_strictness(game)
    problems += _distractors(game)
    problems += _handout_readings(game)
    return problems


def _handout_readings(game: Game) -> Iterator[Problem]:
    """A rule that is partly our reading says which part on its handout line too: the
    printed sheet has no fold to open, and "partly our reading" alone leaves the player at
    the table guessing which part is the source's."""
    for part in handout_parts(game):
        for rule in part.rules:
            if part.kind == "whole" and not rule.handout:
                continue  # its whole text is printed, the reading with it
            field = handout_field(rule, card=part.kind == "lines")
            if field == "text":
                where = "its handout line (the first sentence of text.{lang})"
                fix = "add a `handout:` line that names it"
            else:
                where, fix = f"its handout line ({field}.{{lang}})", "name it there"
            for lang in LANGS:
                if unmarked_reading(rule, handout_text(rule, lang, part.kind == "lines"), lang):
                    yield Problem(rule.path or game.path, rule.line_of(field),
                                  f"rule '{rule.id}': {where.format(lang=lang)} does not say "
                                  f"which part of the rule is our reading; {fix}, e.g. "
                                  f"'… (unsere Lesart)' / '… (our reading)'")


def _reason_codes(game: Game) -> frozenset[str] | None:
    from .games import UnknownGameError, game_for

    try:
        return game_for(game.edition).reason_codes
    except UnknownGameError:
        return None  # game.yaml's line says so already


def _shown_reasons(item: Rule | Question) -> set[str]:
    """The reason codes an item's scenarios demonstrate (`then.reasons`)."""
    shown: set[str] = set()
    for spec in item.scenarios:
        reasons = spec.then.get("reasons")
        if isinstance(reasons, (list, tuple)):
            shown.update(str(r) for r in reasons)
    return shown


def _distractors(game: Game) -> Iterator[Problem]:
    """A wrong move choice says why it fails (`fails: [codes]`, which the verifier compares
    with the engine's reasons), a right one does not; and not every wrong choice of a
    question may fail only for an incidental reason (game.yaml's `incidental_reasons`, e.g.
    the mover cannot pay) unless the question or its rule shows that reason in a scenario."""
    codes = _reason_codes(game)
    if codes is not None:
        for index, code in enumerate(game.incidental_reasons):
            if code not in codes:
                line = line_of(game._raw, ("incidental_reasons", index),
                               base=game.line_of("incidental_reasons"))
                yield Problem(game.path, line, f"incidental_reasons: {code!r} is no reason "
                                               f"code of {game.edition}{_suggest(code, codes)}")
    incidental = set(game.incidental_reasons)
    rules = {r.id: r for r in game.rules}
    for q in game.questions:
        moves = q.kind == "choice" and q.asks is None
        right = set(q.answer) if isinstance(q.answer, tuple) else set()
        wrong = []
        for choice in q.choices:
            where = f"question {q.id!r}: choice {choice.key!r}"
            line = choice.line_of("fails")
            if choice.fails and not moves:
                yield Problem(q.path, line, f"{where}: `fails` is only for choices of moves "
                                            "(a question without `asks`): remove it")
                continue
            if not moves:
                continue
            if choice.key in right:
                if choice.fails:
                    yield Problem(q.path, line, f"{where} is a right answer, so nothing is "
                                                "against it: remove `fails`")
                continue
            if not choice.fails:
                yield Problem(q.path, choice.line, f"{where} is wrong: say why with `fails: "
                                                   "[reason codes]` (the engine's reasons "
                                                   "against it, exactly)")
                continue
            for code in choice.fails:
                if codes is not None and code not in codes:
                    yield Problem(q.path, line, f"{where}: {code!r} is no reason code of "
                                                f"{game.edition}{_suggest(code, codes)}")
            wrong.append(choice)
        if not wrong or not incidental:
            continue
        shown = _shown_reasons(q) | (_shown_reasons(rules[q.rule]) if q.rule in rules else set())
        if all(set(c.fails) <= incidental - shown for c in wrong):
            why = ", ".join(sorted({f for c in wrong for f in c.fails}))
            yield Problem(q.path, q.line_of("choices"),
                          f"question {q.id!r}: every wrong choice fails only for {why}, and "
                          "neither the question nor its rule is about that: make a wrong "
                          "choice fail for the rule the question asks about")


def _claims(game: Game) -> Iterator[Problem]:
    """Every item of a game whose engine names its clauses claims some of them (or is marked
    `prose: true`), and only clauses the engine knows."""
    from .games import UnknownGameError, game_for

    try:
        clauses = game_for(game.edition).clauses
    except UnknownGameError:
        return  # game.yaml's line says so already
    for item in game.rules_and_questions():
        where = "question" if isinstance(item, Question) else "rule"
        for name in item.claims:
            if name not in clauses:
                yield Problem(item.path, item.line_of("claims"),
                              f"{where} {item.id!r} claims {name!r}, which is no clause of "
                              f"{game.edition}{_suggest(name, clauses.names())}")
        if len(clauses) and not item.claims and not getattr(item, "prose", False):
            yield Problem(item.path, item.line,
                          f"{where} {item.id!r} claims nothing: name the clauses it rests on "
                          f"(`claims: [...]`, from {game.edition}'s clauses) or mark it "
                          "`prose: true` if it states no rule the engine checks")


def _scenario_strictness(game: Game) -> Iterator[Problem]:
    """A scenario must claim something (`then` not empty, except a question's situation,
    which its answer judges), and an illegal turn must say why (`reasons`)."""
    for item in game.rules_and_questions():
        for spec in item.scenarios:
            situation = isinstance(item, Question) and spec is item.situation
            if not spec.then and not situation:
                yield Problem(spec.path, spec.line,
                              f"scenario {spec.id!r}: `then` is empty, so it claims nothing: "
                              "say what must hold")
            if spec.then.get("legal") is False and "reasons" not in spec.then:
                yield Problem(spec.path, spec.line,
                              f"scenario {spec.id!r}: `legal: false` needs `reasons: [...]`, "
                              "or an illegal turn for the wrong reason would pass")
            elif (situation and isinstance(item, Question) and item.kind == "yes-no"
                  and item.answer == "no"
                  and "reasons" not in spec.then):
                yield Problem(spec.path, spec.line,
                              f"scenario {spec.id!r}: the answer `no` needs `then: {{reasons: "
                              "[...]}`, the reasons against the turn, or a turn illegal for "
                              "another reason than the explanation's would pass")


def _suggest(name: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(name, list(known), n=1)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _unique_ids(game: Game) -> Iterator[Problem]:
    # Rules and questions share one id space: both become HTML ids on the same page.
    first: dict[str, Rule | Question | ScenarioSpec] = {}
    items: list[Rule | Question | ScenarioSpec] = [*game.rules, *game.questions]
    items += [spec for item in game.rules_and_questions() for spec in item.scenarios]
    for item in items:
        kind = "scenario id" if isinstance(item, ScenarioSpec) else "id"
        key = f"{kind}:{item.id}"
        if key in first:
            other = first[key]
            where = f"line {other.line_of('id')}"
            if other.path != item.path:
                where = f"{other.path}:{other.line_of('id')}"
            yield Problem(
                item.path,
                item.line_of("id"),
                f"duplicate {kind} {item.id!r} (first used at {where}): rename one of them",
            )
        else:
            first[key] = item


def _texts(game: Game) -> Iterator[Problem]:
    """Every text of the game, in both languages, as the site would show it: Markdown, no
    raw HTML, no unsafe links; titles one line of plain text (refresher.render.html)."""
    for node, field, title in _text_nodes(game, "", False):
        if isinstance(node, Text):
            for lang in LANGS:
                problem = text_problem(node.get(lang), title=title)
                if problem:
                    yield Problem(node.path or game.path, node.line_of(lang),
                                  f"{field}.{lang}: {problem}")
        else:  # a RulebookSection: its name and gloss are headings of the index page
            for key in ("name", "en"):
                problem = text_problem(getattr(node, key), title=True)
                if problem:
                    yield Problem(node.path or game.path, node.line_of(key),
                                  f"rulebook_sections.{key}: {problem}")


# "always", "never", "every": a statement about all of play. On a page it is a property the
# engine searches for counterexamples (`holds:`), or a tip worded as one.
GENERAL_WORDS = {
    "de": re.compile(r"\b(immer|nie|niemals|jede[rsnm]?)\b(?! noch| wieder)", re.IGNORECASE),
    "en": re.compile(r"\b(always|never|every|everyone|everybody|everything)\b", re.IGNORECASE),
}
STILL = re.compile(r"\b(noch|schon) immer\b|\bimmer (noch|wieder)\b", re.IGNORECASE)
# The fields where an item states its rule; `wrong` is the belief it corrects, on purpose.
STATEMENT_FIELDS = ("title", "text", "card", "value", "explanation")


def _general_statements(game: Game) -> Iterator[Problem]:
    """An item whose text says always/never/every (immer/nie/jede) about play names the
    property it states (`holds:`); without one the sentence must be a tip, worded as one."""
    game_texts = [("summary", game.summary), ("notes", game.notes),
                  ("referee_note", game.referee_note),
                  ("referee_setup_note", game.referee_setup_note),
                  *((f"sections.{s.id}.intro", s.intro) for s in game.sections)]
    for name, text in game_texts:  # game.yaml's texts hold no `holds:`: tips only
        for lang in LANGS:
            found = None if text is None else GENERAL_WORDS[lang].search(
                STILL.sub("", text.get(lang)))
            if found and text is not None:
                yield Problem(text.path or game.path, text.line_of(lang), (
                    f"{name}.{lang} says {found.group(0)!r}: a general statement about play "
                    "belongs in a rule with `holds: [property]`; here, word it as a tip"))
                break
    for item in game.rules_and_questions():
        if item.holds:
            continue
        for name in STATEMENT_FIELDS:
            text = getattr(item, name, None)
            if not isinstance(text, Text):
                continue
            for lang in LANGS:
                found = GENERAL_WORDS[lang].search(STILL.sub("", text.get(lang)))
                if found:
                    yield Problem(text.path or item.path, text.line_of(lang), (
                        f"{item.id!r} {name}.{lang} says {found.group(0)!r}: a general "
                        "statement about play needs `holds: [property]` from the game's "
                        "property book, or rewording as a tip with its reason"))
                    break


def _text_nodes(node: object, field: str, title: bool
                ) -> Iterator[tuple[Text | RulebookSection, str, bool]]:
    if isinstance(node, (Text, RulebookSection)):
        yield node, field, title
        return
    if isinstance(node, ScenarioSpec):
        return  # scenarios hold no prose; the engine reads them
    if isinstance(node, tuple):
        for item in node:
            yield from _text_nodes(item, field, title)
        return
    fields = getattr(type(node), "model_fields", None)
    if fields is None:
        return
    for name in fields:
        yield from _text_nodes(getattr(node, name), name, name in TITLE_FIELDS)


def _links(game: Game, unloaded: frozenset[str] | None) -> Iterator[Problem]:
    def known_missing(item_id: str) -> bool:
        return unloaded is None or item_id in unloaded

    rule_ids = [r.id for r in game.rules]
    question_ids = [q.id for q in game.questions]
    section_ids = [s.id for s in game.sections]
    for rule in game.rules:
        if rule.section not in section_ids:
            yield Problem(
                rule.path,
                rule.line_of("section"),
                f"rules: section {rule.section!r} is not a section of game.yaml"
                f"{_suggest(rule.section, section_ids)}: use one of {', '.join(section_ids)}",
            )
    for question in game.questions:
        if question.rule not in rule_ids and not known_missing(question.rule):
            yield Problem(
                question.path,
                question.line_of("rule"),
                f"question {question.id!r}: rule {question.rule!r} does not exist"
                f"{_suggest(question.rule, rule_ids)}: link the id of a rule of this game",
            )
    listed: dict[str, int] = {}
    for index, qid in enumerate(game.self_check):
        line = line_of(game._raw, ("self_check", index), base=game.line_of("self_check"))
        if qid in listed:
            yield Problem(game.path, line, f"self_check: {qid!r} is listed twice (first at "
                                           f"line {listed[qid]}): keep one")
            continue
        listed[qid] = line
        if qid not in question_ids and not known_missing(qid):
            yield Problem(
                game.path,
                line,
                f"self_check: {qid!r} is not a question id{_suggest(qid, question_ids)}: "
                "list ids of questions from the topic files",
            )
    section_ids = [s.id for s in game.sections]
    for index, sid in enumerate(game.handout):
        if sid not in section_ids:
            line = line_of(game._raw, ("handout", index), base=game.line_of("handout"))
            yield Problem(game.path, line, f"handout: {sid!r} is not a section of "
                          f"sections:{_suggest(sid, section_ids)}")


def _citation_setup(game: Game) -> Iterator[Problem]:
    """game.yaml declares what its items cite: a page count, or the rulebook's sections."""
    if game.citations == "pages":
        if game.pages is None:
            yield Problem(
                game.path, game.line, "citations: pages needs `pages: N`, the rulebook's length"
            )
        if game.rulebook_sections:
            yield Problem(
                game.path,
                game.line_of("rulebook_sections"),
                "rulebook_sections is only for `citations: sections`: remove it or switch",
            )
        return
    if not game.rulebook_sections:
        yield Problem(
            game.path,
            game.line_of("citations"),
            "citations: sections needs `rulebook_sections`: list the sections of the published "
            "rules as {name: <heading>, en: <English>}",
        )
    if "pages" in game._key_lines:
        yield Problem(
            game.path,
            game.line_of("pages"),
            "pages is only for `citations: pages`: a sections game counts its rulebook_sections",
        )
    seen: set[str] = set()
    for index, section in enumerate(game.rulebook_sections):
        if section.name in seen:
            line = line_of(game._raw, ("rulebook_sections", index), base=game.line)
            yield Problem(
                game.path, line, f"rulebook_sections: {section.name!r} is listed twice: keep one"
            )
        seen.add(section.name)


def _citations(game: Game, item: Rule | Question) -> Iterator[Problem]:
    if game.citations == "pages":
        yield from _pages(game, item)
        if item.cites:
            yield Problem(
                item.path,
                item.line_of("cites"),
                f"{item.id}: this game cites pages, not sections: write `pages: [N]`",
            )
        return
    if item.pages:
        yield Problem(
            item.path,
            item.line_of("pages"),
            f"{item.id}: this game cites sections of the published rules, not pages: "
            "write `cites: [<section name>]`",
        )
    if not item.cites:
        yield Problem(
            item.path,
            item.line,
            f"{item.id}: cite at least one section of the published rules: add `cites: [...]`",
        )
    names = [s.name for s in game.rulebook_sections]
    for index, name in enumerate(item.cites):
        if name not in names:
            line = line_of(item._raw, ("cites", index), base=item.line_of("cites"))
            yield Problem(
                item.path,
                line,
                f"{item.id}: {name!r} is not a section of the published rules"
                f"{_suggest(name, names)}: use one of {', '.join(names)}",
            )


def _pages(game: Game, item: Rule | Question) -> Iterator[Problem]:
    if not item.pages:
        yield Problem(item.path, item.line, f"{item.id}: cite at least one page: add `pages: [N]`")
    if game.pages is None:
        return
    for page in item.pages:
        if not 1 <= page <= game.pages:
            yield Problem(
                item.path,
                item.line_of("pages"),
                f"{item.id}: page {page} is outside the rulebook (pages 1-{game.pages}): "
                f"cite a page between 1 and {game.pages}",
            )


def _question_shape(q: Question) -> Iterator[Problem]:
    answer_line = q.line_of("answer")

    def bad(line: int, text: str) -> Problem:
        return Problem(q.path, line, f"question {q.id!r}: {text}")

    if q.kind == "yes-no":
        if q.answer not in ("yes", "no"):
            yield bad(
                answer_line,
                f"a yes-no question needs `answer: yes` or `answer: no`, got {q.answer!r}",
            )
    elif q.kind == "number":
        if not isinstance(q.answer, int):
            yield bad(
                answer_line, f"a number question needs a whole number as answer, got {q.answer!r}"
            )
        if q.asks is None:
            yield bad(q.line, "a number question needs `asks:`, a quantity the game names "
                              "(e.g. `asks: paid`)")
    else:
        moves = [c.key for c in q.choices]
        if len(moves) < 2:
            yield bad(q.line_of("choices"), "a choice question needs at least two `choices`")
        if len(set(moves)) != len(moves):
            yield bad(
                q.line_of("choices"),
                "two choices have the same move: make each choice a different move",
            )
        if not isinstance(q.answer, tuple):
            yield bad(
                answer_line,
                f"a choice question needs the list of right moves as answer, got {q.answer!r}",
            )
        else:
            for move in q.answer:
                if move not in moves:
                    yield bad(
                        answer_line,
                        f"answer {move!r} is not one of the choices ({', '.join(moves)})",
                    )
    if q.kind != "choice" and q.choices:
        yield bad(
            q.line_of("choices"), f"only choice questions have `choices`; this one is {q.kind}"
        )
    if q.kind == "yes-no" and q.asks is not None:
        yield bad(q.line_of("asks"), "`asks` is only for number and choice questions: remove it")
    if q.kind in ("yes-no", "number") and not q.situation.turns():
        yield bad(
            q.situation.line,
            f"the first scenario of a {q.kind} question needs `when`: the turn it asks about",
        )
