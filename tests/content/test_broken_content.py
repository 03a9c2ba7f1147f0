"""Every kind of authoring mistake is reported with its file, line and a fix.

Each case spoils the valid game of conftest.py by one replacement and asserts the exact
`file:line: message` lines (file names relative to the game folder).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from hare_rules.games import GAMES
from refresher.check import main as check_main
from refresher.loader import load_content, read_content
from refresher.model import ContentError
from refresher.verify import verify

TOPIC_PAGES = (
    "    pages: [3]\n    claims: [nearest-hedgehog-only]\n    scenarios:\n      - id: back"
)
RULE_WHEN = "        when: back\n        then"
RULE_GIVEN = ("given: {players: [{field: 13}, {field: 11}, {}, {}]}\n        when: back\n"
              "        then")
HEDGEHOG_TAKEN = (
    "(The nearest hedgehog square behind A (square 11) is taken, and A may not go to one further "
    "back.)"
)

CASES = {
    "bad-yaml": (
        {"topic": [("title: {de: Zurück, en: Back}", "title: {de: Zurück, en: Back")]},
        [
            "topic.yaml:5: YAML syntax error: expected ',' or '}', but got ':' (while parsing a "
            "flow mapping that starts at line 4): fix the indentation or quoting"
        ],
    ),
    "duplicate-key": (
        {"topic": [("title: {de: Zurück, en: Back}", "title: {de: Zurück, de: Back}")]},
        ["topic.yaml:4: duplicate key 'de' in the mapping that starts at line 4: keep only one"],
    ),
    "missing-translation": (
        {"topic": [("question: {de: Darfst du?, en: May you?}", "question: {de: Darfst du?}")]},
        ["topic.yaml:17: questions[0].question.en: the English text is missing: add `en: ...`"],
    ),
    "empty-translation": (
        {"topic": [("explanation: {de: Nein, en: No}", 'explanation: {de: Nein, en: " "}')]},
        ["topic.yaml:19: questions[0].explanation.en: empty text: write the translation"],
    ),
    "unknown-key": (
        {"topic": [("    section: forgotten", "    sektion: forgotten")]},
        [
            "topic.yaml:2: rules[0].section: required key `section` is missing: add it",
            "topic.yaml:3: rules[0].sektion: unknown key `sektion`: remove it or correct its "
            "spelling (allowed here: id, section, title, wrong, text, value, card, handout, "
            "pages, cites, claims, holds, prose, scenarios)",
        ],
    ),
    "wrong-type": (
        {"topic": [(TOPIC_PAGES, TOPIC_PAGES.replace("[3]", "[three]"))]},
        ["topic.yaml:6: rules[0].pages[0]: expected a whole number, got str 'three'"],
    ),
    "pages-not-a-list": (
        {"topic": [(TOPIC_PAGES, TOPIC_PAGES.replace("[3]", "3"))]},
        [
            "topic.yaml:6: rules[0].pages: expected a list, got int 3: "
            "write it as [..] or as `- ` items"
        ],
    ),
    "dangling-rule-link": (
        {"topic": [("rule: back-nearest", "rule: back-nearst")]},
        [
            "topic.yaml:15: question 'q-back': rule 'back-nearst' does not exist (did you mean "
            "'back-nearest'?): link the id of a rule of this game"
        ],
    ),
    "duplicate-id": (
        {"topic": [("  - id: q-back\n", "  - id: back-nearest\n")], "game": [("[q-back]", "[]")]},
        ["topic.yaml:14: duplicate id 'back-nearest' (first used at line 2): rename one of them"],
    ),
    "page-out-of-range": (
        {"topic": [(TOPIC_PAGES, TOPIC_PAGES.replace("[3]", "[7]"))]},
        [
            "topic.yaml:6: back-nearest: page 7 is outside the rulebook (pages 1-6): "
            "cite a page between 1 and 6"
        ],
    ),
    "scenario-contradicts-claim": (
        {"topic": [("then: {legal: false, reasons: [hedgehog_occupied]}", "then: {legal: true}")]},
        [
            "topic.yaml:12: scenario 'back-taken' (back-nearest): legal: expected true, "
            f"engine found false {HEDGEHOG_TAKEN}"
        ],
    ),
    "answer-differs-from-engine": (
        {"topic": [('answer: "no"', 'answer: "yes"')]},
        [
            "topic.yaml:18: question 'q-back': the answer is 'yes' but the engine computes 'no' "
            f"{HEDGEHOG_TAKEN}: fix the answer or the scenario"
        ],
    ),
    "unknown-reason-code": (
        {"topic": [("reasons: [hedgehog_occupied]", "reasons: [hedgehog_taken]")]},
        [
            "topic.yaml:12: scenario 'back-taken' (back-nearest): then.reasons.0: unknown reason "
            "code 'hedgehog_taken' (did you mean 'no_hedgehog_behind'? known: already_ate, "
            "extra_move_only, field_occupied, "
            "finished, goal_lettuce_left, goal_too_many_carrots, hedgehog_forward, "
            "hedgehog_occupied, lettuce_needed, must_eat, must_skip, no_hedgehog_behind, "
            "not_enough_carrots, not_on_carrot_field, not_on_lettuce, not_skipping, not_stuck, "
            "past_goal, race_over, turn_over, unknown_token)"
        ],
    ),
    "unknown-action-token": (
        {"topic": [(RULE_WHEN, RULE_WHEN.replace("back", "jump"))]},
        [
            "topic.yaml:11: rules[0].scenarios[0].when: unknown action token 'jump': "
            "use +N (N >= 1), back, eat, take, give, skip or restart"
        ],
    ),
    "unknown-placeholder": (
        {"topic": [("{{back_refund}}", "{{back_refnd}}")]},
        [
            "topic.yaml:5: unknown placeholder {{back_refnd}} (did you mean {{back_refund}}?): "
            f"ravensburger-2019 knows {', '.join(sorted(GAMES['ravensburger-2019'].facts))}"
        ],
    ),
    "argument-to-a-fact-without-one": (
        {"topic": [("{{back_refund}}", "{{start_carrots:xyz}}")]},
        [
            "topic.yaml:5: {{start_carrots}} takes no argument (got {{start_carrots:xyz}}): "
            "write {{start_carrots}}"
        ],
    ),
    "bad-self-check-id": (
        {"game": [("[q-back]", "[q-bak]")]},
        [
            "game.yaml:7: self_check: 'q-bak' is not a question id (did you mean 'q-back'?): "
            "list ids of questions from the topic files"
        ],
    ),
    "scenario-format-error-from-engine": (
        {"topic": [(RULE_GIVEN, RULE_GIVEN.replace("field: 13", "field: thirteen"))]},
        [
            "topic.yaml:10: scenario 'back-taken' (back-nearest): given.players.0.field: "
            "field must be a number or 'goal'"
        ],
    ),
    "unknown-section": (
        {"topic": [("section: forgotten", "section: forgoten")]},
        [
            "topic.yaml:3: rules: section 'forgoten' is not a section of game.yaml (did you mean "
            "'forgotten'?): use one of forgotten"
        ],
    ),
    "number-question-without-asks": (
        {"topic": [("kind: yes-no", "kind: number"), ('answer: "no"', "answer: 10")]},
        [
            "topic.yaml:14: question 'q-back': a number question needs `asks:`, a quantity the "
            "game names (e.g. `asks: paid`)",
            f"topic.yaml:14: question 'q-back': the turn it asks about is illegal "
            f"{HEDGEHOG_TAKEN}, so nothing can be counted",
        ],
    ),
    "yes-no-answer-wrong-type": (
        {"topic": [('answer: "no"', "answer: true")]},
        [
            "topic.yaml:18: questions[0].answer: the answer must be `yes` or `no` (yes-no), a "
            'whole number (number) or a list of moves like ["+3", back] (choice), got True'
        ],
    ),
    "unknown-edition": (
        {"game": [("edition: ravensburger-2019", "edition: ravensburger-2099")]},
        [
            "game.yaml:2: edition: unknown game 'ravensburger-2099' (known: "
            f"{', '.join(sorted(GAMES))}): use a game the engine knows"
        ],
    ),
    "bad-id": (
        {"topic": [("  - id: q-back\n", "  - id: Q_Back\n")], "game": [("[q-back]", "[]")]},
        [
            "topic.yaml:14: questions[0].id: 'Q_Back' is not a valid id: use lowercase letters, "
            "digits and single hyphens, e.g. back-to-hedgehog"
        ],
    ),
    "reading-missing-from-the-handout": (
        # On paper there is no fold: the handout line names the part that is our reading.
        {"topic": [('en: Only the nearest hedgehog.}',
                    'en: "Only the nearest hedgehog. Taken means, by our reading, a pawn is '
                    'there."}')]},
        [
            "topic.yaml:5: rule 'back-nearest': its handout line (the first sentence of "
            "text.en) does not say which part of the rule is our reading; add a `handout:` "
            "line that names it, e.g. '… (unsere Lesart)' / '… (our reading)'"
        ],
    ),
    "reading-missing-from-the-handout-line": (
        {"topic": [("    pages: [3]\n    claims: [nearest-hedgehog-only]\n    scenarios:\n"
                    "      - id: back-taken",
                    "    handout: {de: Nur der nächste Igel, en: Only the nearest one}\n"
                    "    pages: [3]\n    claims: [nearest-hedgehog-only]\n    scenarios:\n"
                    "      - id: back-taken"),
                   ('en: Only the nearest hedgehog.}',
                    'en: "Only the nearest hedgehog. Taken means, by our reading, a pawn is '
                    'there."}')]},
        [
            "topic.yaml:6: rule 'back-nearest': its handout line (handout.en) does not say "
            "which part of the rule is our reading; name it there, e.g. '… (unsere Lesart)' "
            "/ '… (our reading)'"
        ],
    ),
    "beside-words-on-a-rules-section": (
        {"game": [("pages: 6\n", "citations: sections\nrulebook_sections:\n"
                   "  - {name: Eins, en: One}\n  - {name: Zwei, en: Two}\n"
                   "  - {name: Drei, en: Three, cited_as: {de: nach drei, en: from three}}\n")]},
        [
            "game.yaml:9: rulebook_sections[2]: cited_as and index_intro are for a source "
            "beside the rules: add `outside: true` or remove them"
        ],
    ),
}


def problems_of(root: Path) -> list[str]:
    content, problems = read_content(root)
    problems = [*problems, *verify(content).problems]
    folder = str(root / "test-game") + "/"
    return [str(p).removeprefix(folder) for p in problems]


def test_the_unspoilt_game_is_valid(make_game) -> None:
    assert problems_of(make_game()) == []


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_broken_content_is_reported_with_line(make_game, case: str) -> None:
    edits, expected = CASES[case]
    assert sorted(problems_of(make_game(**edits))) == sorted(expected)


def test_at_least_fifteen_kinds_of_mistakes() -> None:
    assert len(CASES) >= 15


def test_all_problems_of_a_run_are_reported(make_game) -> None:
    root = make_game(
        topic=[
            ("question: {de: Darfst du?, en: May you?}", "question: {de: Darfst du?}"),
            ("{{back_refund}}", "{{back_refnd}}"),
        ],
        game=[("[q-back]", "[q-bak]")],
    )
    with pytest.raises(ContentError) as caught:
        load_content(root)
    lines = [f"{Path(p.path).name}:{p.line}" for p in caught.value.problems]
    assert sorted(lines) == ["game.yaml:7", "topic.yaml:17", "topic.yaml:5"]


def test_yaml_12_keeps_no_as_text(make_game) -> None:
    # PyYAML (YAML 1.1) would read `en: No` as False; ruamel's YAML 1.2 keeps the word.
    game = load_content(make_game()).games[0]
    assert game.question("q-back").explanation.en == "No"


def test_missing_game_yaml(tmp_path: Path) -> None:
    folder = tmp_path / "quiz" / "lonely"
    folder.mkdir(parents=True)
    (folder / "topic.yaml").write_text("rules: []\n", encoding="utf-8")
    _, problems = read_content(tmp_path / "quiz")
    assert [p.message for p in problems] == ["missing game.yaml: every game folder needs one"]


def test_check_prints_problems_then_counts(make_game, capsys) -> None:
    root = make_game(topic=[('answer: "no"', 'answer: "yes"')])
    assert check_main(["--check", str(root)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{root}/test-game/topic.yaml:18: question 'q-back': the answer is")
    assert out[-1] == "1 passed, 1 failed"


def test_check_passes_clean_content(make_game, capsys) -> None:
    assert check_main(["--check", str(make_game())]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "test-game (ravensburger-2019): 2 passed, 0 failed",
        "2 passed, 0 failed",
    ]


def test_empty_topic_file(make_game) -> None:
    root = make_game()
    (root / "test-game" / "empty.yaml").write_text("# nothing yet\n", encoding="utf-8")
    assert problems_of(root) == ["empty.yaml:1: the file is empty: add content or delete it"]


def test_build_site_check_command() -> None:
    # The command authors run after every edit, exactly as documented.
    import subprocess
    import sys

    repo = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "scripts/build_site.py", "--check"],
        cwd=repo,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    last = done.stdout.splitlines()[-1]
    assert last.endswith(" passed, 0 failed")


OLD_TEXT = (
    'text: {de: "Nur zum nächsten Igel, {{back_refund}} je Feld.", '
    "en: Only the nearest hedgehog.}"
)


@pytest.mark.parametrize(
    ("de", "en", "problem"),
    [
        ("Zieh 1–12 Felder.", "Move 1–6 fields.", "numbers 1, 12 and the English text 1, 6"),
        ("Als 3. im Ziel.", "In the goal in third place.", "numbers 3 and the English text none"),
    ],
)
def test_texts_stating_different_numbers_are_reported(make_game, de, en, problem) -> None:
    old = OLD_TEXT
    found = problems_of(make_game(topic=[(old, f"text: {{de: '{de}', en: '{en}'}}")]))
    assert any(p.startswith("topic.yaml:5: the German text states the") and problem in p
               for p in found), found


def test_the_same_numbers_in_both_languages_pass(make_game) -> None:
    old = OLD_TEXT
    new = "text: {de: 'Als 3. im Ziel, 1–12 Felder.', en: 'In the goal 3rd, 1–12 fields.'}"
    assert problems_of(make_game(topic=[(old, new)])) == []


# Hans & Grete: 24 blocks of one colour on one card, more than the game's 13 (Los gehts).
# The walk's search doubles with every block (24 ended `check` in a MemoryError): the reader
# refuses the layout at its grid, before any walk is searched.
TOO_MANY_BLOCKS = """\
      - id: too-many-blocks
        edition: hans-und-grete
        given:
          cards: |
            AAAAAAAAAAAA
            AAAAAAAAAAAA
            AAAAAAAAAAAA
            AAAAAAAAAAAA
          squares: |
            Shhhhhhhhhhh
            hhhhhhhhhhhh
            h+++++++++++
            +++++++++++H
        then: {steps: {hans: 30}}
"""


def test_a_layout_beyond_the_game_is_refused_at_its_line(make_game, capsys) -> None:
    rule_end = "        then: {legal: false, reasons: [hedgehog_occupied]}\n"
    root = make_game(topic=[(rule_end + "questions:", rule_end + TOO_MANY_BLOCKS + "questions:")])
    assert check_main(["--check", str(root)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == (f"{root}/test-game/topic.yaml:21: scenario 'too-many-blocks' "
                      "(back-nearest): given.squares: 24 blocks of hans ('h'); there are 13 of "
                      "each colour")
    assert out[-1] == "2 passed, 1 failed"
