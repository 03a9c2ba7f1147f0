"""Edition software-challenge-2018: section citations, whole-turn choices, its own facts.

The broken-content cases spoil a small valid sections game one line at a time and assert
the exact `file:line: message` lines, like test_broken_content.py does for pages.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from hare_rules.games import GAMES
from refresher import facts
from refresher.check import main as check_main
from refresher.loader import load_content, read_content
from refresher.model import Game
from refresher.verify import verify
from tests.content.conftest import write_game

QUIZ = Path(__file__).resolve().parents[2] / "quiz"
GAME_ID = "software-challenge-2018"

GAME_YAML = """\
id: sc-game
edition: software-challenge-2018
title: {de: Test, en: Test}
rulebook: {de: Regeln, en: Rules}
citations: sections
rulebook_sections:
  - {name: Vorwärtszug, en: Forward move}
  - {name: Karte ausspielen, en: Playing a card}
sections: [{id: turn, title: {de: Zug, en: Turn}}]
self_check: [q-hare]
"""

# Line numbers matter: the tests assert them.
TOPIC_YAML = """\
rules:
  - id: hare-needs-card
    claims: [card-owed-on-hare]
    section: turn
    title: {de: Hase, en: Hare}
    text: {de: "Start mit {{start_carrots}}.", en: "Start with {{start_carrots}}."}
    cites: [Vorwärtszug, Karte ausspielen]
    scenarios:
      - id: hare-owed
        given: {players: {red: {field: 12}, blue: {field: 20}}}
        when: "+2"
        then: {legal: false, reasons: [card_owed]}
questions:
  - id: q-hare
    claims: [fall-back-only-first]
    rule: hare-needs-card
    kind: choice
    question: {de: Welche dieser Karten?, en: Which of these cards?}
    choices:
      - {move: "+2 card:hurry_ahead", text: {de: Vor, en: Ahead}}
      - {move: "+2 card:fall_back", fails: [not_first], text: {de: Ab, en: Off}}
    answer: ["+2 card:hurry_ahead"]
    explanation: {de: Zweiter, en: Second}
    cites: [Karte ausspielen]
    scenarios:
      - id: q-hare-situation
        given: {players: {red: {field: 12}, blue: {field: 20}}}
  - id: q-carrots
    claims: [take-or-drop-amount]
    rule: hare-needs-card
    kind: number
    asks: carrots
    question: {de: Wie viele?, en: How many?}
    answer: 85
    explanation: {de: So viele, en: That many}
    cites: [Karte ausspielen]
    scenarios:
      - id: q-carrots-situation
        given: {players: {red: {field: 12}, blue: {field: 20}}}
        when: "+2 card:take_or_drop+20"
"""


def make(tmp_path: Path, topic=(), game=()) -> Path:
    return write_game(tmp_path, topic, game, (GAME_YAML, TOPIC_YAML), "sc-game")


def problems_of(root: Path) -> list[str]:
    content, problems = read_content(root)
    problems = [*problems, *verify(content).problems]
    folder = str(root / "sc-game") + "/"
    return sorted(str(p).removeprefix(folder) for p in problems)


# --- the small game ----------------------------------------------------------------------


def test_the_unspoilt_sections_game_is_valid(tmp_path: Path) -> None:
    root = make(tmp_path)
    assert problems_of(root) == []
    game = load_content(root).games[0]
    rule = game.rule("hare-needs-card")
    assert rule.cites == ("Vorwärtszug", "Karte ausspielen")
    assert rule.pages == (1, 2)  # numbered for the site's citation index
    assert game.pages == 2
    assert game.citation_title(2).get("en") == "Playing a card"
    assert game.rulebook_sections[1].anchor == "karte-ausspielen"
    assert rule.text.en == "Start with 68."


CASES = {
    "unknown-section-name": (
        {
            "topic": [
                ("cites: [Vorwärtszug, Karte ausspielen]", "cites: [Vorwärtszug, Karte spielen]")
            ]
        },
        [
            "topic.yaml:7: hare-needs-card: 'Karte spielen' is not a section of the published "
            "rules (did you mean 'Karte ausspielen'?): use one of Vorwärtszug, Karte ausspielen"
        ],
    ),
    "pages-in-a-sections-game": (
        {
            "topic": [
                (
                    "    cites: [Karte ausspielen]\n    scenarios:\n      - id: q-carrots",
                    "    pages: [3]\n    scenarios:\n      - id: q-carrots",
                )
            ]
        },
        [
            "topic.yaml:28: q-carrots: cite at least one section of the published rules: add "
            "`cites: [...]`",
            "topic.yaml:36: q-carrots: this game cites sections of the published rules, not "
            "pages: write `cites: [<section name>]`",
        ],
    ),
    "sections-game-without-section-list": (
        {
            "game": [
                (
                    "rulebook_sections:\n  - {name: Vorwärtszug, en: Forward move}\n"
                    "  - {name: Karte ausspielen, en: Playing a card}\n",
                    "",
                )
            ]
        },
        [
            "game.yaml:5: citations: sections needs `rulebook_sections`: list the sections of "
            "the published rules as {name: <heading>, en: <English>}",
            "topic.yaml:24: q-hare: 'Karte ausspielen' is not a section of the published rules: "
            "use one of ",
            "topic.yaml:36: q-carrots: 'Karte ausspielen' is not a section of the published "
            "rules: use one of ",
            "topic.yaml:7: hare-needs-card: 'Vorwärtszug' is not a section of the published "
            "rules: use one of ",
            "topic.yaml:7: hare-needs-card: 'Karte ausspielen' is not a section of the published "
            "rules: use one of ",
        ],
    ),
    "section-listed-twice": (
        {
            "game": [
                (
                    "  - {name: Karte ausspielen, en: Playing a card}\n",
                    "  - {name: Karte ausspielen, en: Playing a card}\n"
                    "  - {name: Vorwärtszug, en: Forward again}\n",
                )
            ]
        },
        ["game.yaml:9: rulebook_sections: 'Vorwärtszug' is listed twice: keep one"],
    ),
    "dice-token-in-sc2018": (
        {"topic": [('when: "+2"\n', "when: roll:miss-turn\n")]},
        [
            "topic.yaml:11: rules[0].scenarios[0].when: unknown action token 'roll:miss-turn' in "
            "software-challenge-2018: use +N (N >= 1), back, eat, take, give, skip, "
            "card:eat_salad, card:take_or_drop+20, card:take_or_drop-20, card:take_or_drop0, "
            "card:hurry_ahead, card:fall_back"
        ],
    ),
    "ravensburger-placeholder-in-sc2018": (
        {"topic": [("Start mit {{start_carrots}}.", "Start mit {{start_lettuce}}.")]},
        [
            "topic.yaml:6: unknown placeholder {{start_lettuce}}: software-challenge-2018 knows "
            f"{', '.join(sorted(GAMES['software-challenge-2018'].facts))}"
        ],
    ),
    "wrong-choice-answer": (
        {"topic": [('answer: ["+2 card:hurry_ahead"]', 'answer: ["+2 card:fall_back"]')]},
        [
            "topic.yaml:22: question 'q-hare': the answer is [+2 card:fall_back] but the engine "
            "computes [+2 card:hurry_ahead]: fix the answer or the scenario",
            # the stated answer also makes the choices' `fails` inconsistent
            "topic.yaml:20: question 'q-hare': choice '+2 card:hurry_ahead' is wrong: say why "
            "with `fails: [reason codes]` (the engine's reasons against it, exactly)",
            "topic.yaml:21: question 'q-hare': choice '+2 card:fall_back' is a right answer, so "
            "nothing is against it: remove `fails`",
        ],
    ),
    "wrong-number-answer": (
        {"topic": [("answer: 85", "answer: 88")]},
        [
            "topic.yaml:34: question 'q-carrots': the answer is 88 but the engine computes 85 "
            "(Red pays 3 carrots to move 2 fields forward to field 14. Red plays \"Take or drop "
            "carrots\" and takes 20 carrots.): fix the answer or the scenario"
        ],
    ),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_broken_sections_game_is_reported_with_line(tmp_path: Path, case: str) -> None:
    edits, expected = CASES[case]
    assert problems_of(make(tmp_path, **edits)) == sorted(expected)


def test_page_citation_in_a_pages_game_rejects_cites(make_game) -> None:
    root = make_game(
        topic=[
            (
                "    pages: [3]\n    claims: [nearest-hedgehog-only]\n    scenarios:\n"
                "      - id: back-",
                "    pages: [3]\n    cites: [Vorwärtszug]\n    claims: [nearest-hedgehog-only]\n"
                "    scenarios:\n      - id: back-",
            )
        ]
    )
    content, problems = read_content(root)
    assert [f"{Path(p.path).name}:{p.line}: {p.message}" for p in problems] == [
        "topic.yaml:7: back-nearest: this game cites pages, not sections: write `pages: [N]`"
    ]


def test_sc2018_token_in_a_ravensburger_game(make_game) -> None:
    root = make_game(
        topic=[("        when: back\n        then", "        when: card:fall_back\n        then")]
    )
    _, problems = read_content(root)
    assert [f"{Path(p.path).name}:{p.line}: {p.message}" for p in problems] == [
        "topic.yaml:11: rules[0].scenarios[0].when: unknown action token 'card:fall_back': "
        "use +N (N >= 1), back, eat, take, give, skip or restart"
    ]


# --- the real game -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def game() -> Game:
    return load_content(QUIZ).game(GAME_ID)


def test_the_sc2018_game_loads_and_verifies(game: Game) -> None:
    report = verify(load_content(QUIZ))
    mine = [o for o in report.outcomes if o.game_id == GAME_ID]
    assert mine and all(o.passed for o in mine), [str(p) for o in mine for p in o.problems]
    assert game.edition == GAME_ID and game.citations == "sections"


def test_sc2018_covers_the_refresher_page(game: Game) -> None:
    assert [s.id for s in game.sections] == [
        "overview",
        "turn",
        "cards",
        "numbers",
        "board-game",
        "server",
    ]
    for section in game.sections:
        assert game.rules_in(section.id), f"section {section.id} is empty"
    kinds = Counter(q.kind for q in game.questions)
    assert sum(kinds.values()) >= 10 and set(kinds) == {"yes-no", "choice", "number"}
    for item in (*game.rules, *game.questions):
        assert item.scenarios and item.cites and item.pages
    names = {s.name for s in game.rulebook_sections}
    assert {"Vorwärtszug", "Karte ausspielen", "Zusammenfassung"} <= names
    # the server section holds where the server departs from the published text or decides
    # a case it does not name, and last the goal's count after paying. The move back from a
    # hedgehog field is one of them: the reference lists it among the server's departures,
    # the text only says "zu dem nächsten Igelfeld mit kleinerem Index" and does not name a
    # player standing on one, so it is our reading after the server, in that section (r22
    # #1; r20 #1 had kept it with the move back, crediting the text). The shuffled board and
    # the goal limit itself have their own rules.
    assert {
        "server-fall-back-card-not-to-start",
        "turn-back-from-hedgehog",
        "server-card-first",
        "server-goal-exactly-ten",
    } == {r.id for r in game.rules_in("server")}
    back = next(r for r in game.rules if r.id == "turn-back-from-hedgehog")
    for lang in ("de", "en"):
        assert "nächsten Igelfeld mit kleinerem Index" in back.text.get(lang)
    assert "nicht eigens" in back.text.get("de")
    assert "our reading" in back.handout.get("en").lower()
    # the handout names it in section 2's move-back line, marked as our reading (r23 #7)
    move_back = next(r for r in game.rules if r.id == "turn-back")
    assert "our reading" in move_back.card.get("en") and "unsere Lesart" in move_back.card.get("de")
    # the "fewer than ten" of a page we do not cite is no longer named: a reader holding
    # "Zugmöglichkeiten" could not find it (r23 #6; r22 #2 had added it); the cited text's
    # "höchstens" is quoted, and the counting after paying is marked our reading
    goal = next(r for r in game.rules if r.id == "server-goal-exactly-ten")
    for lang in ("de", "en"):
        assert "andere Seite" not in goal.text.get(lang)
        assert "höchstens" in goal.text.get(lang)
    assert "höchstens" in goal.handout.get("de") and "at most" in goal.handout.get("en")
    assert "another page" not in goal.text.get("en") + goal.handout.get("en")
    assert "unsere Lesart" in goal.handout.get("de")
    assert {"diff-random-board", "diff-goal-ten", "turn-back-from-hedgehog"} <= {
        r.id for r in game.rules}


def test_sc2018_facts_come_from_the_engine(game: Game) -> None:
    from hare_rules.games.software_challenge_2018.edition import SC2018

    assert facts.expand("{{start_carrots}}/{{start_salads}}", GAME_ID) == (
        f"{SC2018.start_carrots}/{SC2018.start_salads}"
    )
    assert facts.expand("{{salad_payout_first}}/{{position_bonus_second}}", game) == "10/30"
    assert facts.expand("{{hedgehog_fields}}", game).startswith("11, 15, 19")
    rows = {row.rule_id: row for row in facts.numbers_table(game)}
    assert "68" in rows["numbers-start"].value.de
    with pytest.raises(facts.FactError, match="software-challenge-2018 knows"):
        facts.expand("{{deck_size}}", GAME_ID)


def test_sc2018_choice_reasons_and_answers(game: Game) -> None:
    report = verify(load_content(QUIZ))
    (outcome, *_) = report.outcomes_for("software-challenge-2018", "q-choice-hare-cards")
    assert outcome.engine_answer == ("+2 card:hurry_ahead", "+2 card:eat_salad",
                                     "+2 card:take_or_drop+20")
    assert "not_first" in [r.code for r in outcome.choice_reasons["+2 card:fall_back"]]
    # no "without any card": the hare-field question before it answers that (r19 #12)
    assert "+2" not in outcome.choice_reasons
    assert game.question("q-goal-exactly-ten").answer_text("de") == "Ja"


def test_check_reports_both_games(capsys) -> None:
    assert check_main(["--check", str(QUIZ)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("hase-und-igel (ravensburger-2019): ") for line in out)
    assert any(line.startswith(f"{GAME_ID} ({GAME_ID}): ") for line in out)
    assert out[-1].endswith(" passed, 0 failed")


def test_sc2018_self_check_gives_nothing_away(game: Game) -> None:
    """r23 #1/#2: the refresher's self-check leaves out the goal's exactly 10 (sections 1
    and 6 spell it out) and a fresh start as a choice (section 5: "Kein Neustart"), and asks
    the salad-behind question before the hare-card choice whose answer says "second, 30"."""
    order = list(game.self_check)
    assert "q-goal-exactly-ten" not in order
    assert order.index("q-salad-behind") < order.index("q-choice-hare-cards")
    stuck = game.question("q-choice-stuck")
    assert "restart" not in [c.move for c in stuck.choices]
    # every person in the questions is a named pawn, as in their pictures (r23 #5)
    for q in game.questions:
        for word in (" du ", "Du ", "dich", "dein"):
            assert word not in q.question.get("de"), (q.id, word)
        for word in ("You ", " you ", " your "):
            assert word not in q.question.get("en"), (q.id, word)
