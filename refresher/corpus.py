"""Every sentence the engine writes for the project's scenarios, per game and language: the
goldens in `tests/golden/sentences/` (so each change of a sentence table shows its
sentences in the diff) and a lint over all of them.

    python -m refresher.corpus            # print the lint's findings; exit 1 if any
    python -m refresher.corpus --update   # rewrite the goldens from the engine

A scenario's sentences are the reasons against each turn of `when` that is illegal and the
effects of each legal one, and for a question of `quiz/` the reasons against each of its
choices; each in the third person, and again in the second person ("du"/"you") where the
sentence is about a player and reads differently when spoken to that player. The text
alternative and caption of its picture go into goldens of their own
(`<game>.pictures.<lang>.txt`).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from hare_rules.core import Effect, GameError, Reason
from hare_rules.core.scenario import parse_scenario
from hare_rules.core.source import SourceError, load_yaml

ROOT = Path(__file__).resolve().parents[1]
CONTENT = ROOT / "quiz"
SCENARIO_FILES = ROOT / "tests" / "scenarios"
GOLDEN = ROOT / "tests" / "golden" / "sentences"
LANGS = ("de", "en")


@dataclass(frozen=True, order=True)
class Sentence:
    game: str
    source: str  # "<file relative to the checkout>#<scenario id>"
    lang: str
    person: str  # "" (third person) or "you"
    code: str  # the reason code or effect kind
    text: str
    subject: str = ""  # the player the sentence is about, if any

    def line(self) -> str:
        you = " (you)" if self.person else ""
        return f"{self.source}{you} [{self.code}]: {self.text}"


def _messages(game_id: str, source: str, sentence: Reason | Effect) -> Iterator[Sentence]:
    code = getattr(sentence, "code", "") or getattr(sentence, "kind", "")
    subject = getattr(sentence, "subject", "")
    for lang in LANGS:
        third = sentence.message(lang)
        yield Sentence(game_id, source, lang, "", code, third, subject)
        if subject:
            second = sentence.message(lang, you=subject)
            if second != third:
                yield Sentence(game_id, source, lang, "you", code, second, subject)


def picture_sentences(scenario, source: str) -> Iterator[Sentence]:
    """The text alternative and caption of the scenario's picture (the state before its last
    turn, with that turn marked, as a question shows it)."""
    game, state = scenario.game, scenario.state
    for turn in scenario.turns[:-1]:
        try:
            state = game.apply(state, turn).state
        except GameError:
            return
    action = scenario.turns[-1] if scenario.turns else None
    for lang in LANGS:
        try:
            picture = game.picture(state, lang, action, "corpus-")
        except GameError:
            return
        if picture is None:
            return
        yield Sentence(game.id, source, lang, "", "picture", picture.alt)
        if picture.caption:
            yield Sentence(game.id, source, lang, "", "caption", picture.caption)


def scenario_sentences(scenario, source: str, choices: tuple[str, ...] = ()
                       ) -> Iterator[Sentence]:
    """The sentences of one parsed scenario (and the reasons against `choices` where it
    ends)."""
    game, state = scenario.game, scenario.state
    for turn in scenario.turns:
        try:
            reasons = game.reasons_against(state, turn)
            if reasons:
                for reason in reasons:
                    yield from _messages(game.id, source, reason)
                return
            applied = game.apply(state, turn)
        except GameError:
            return  # an incomplete scenario: the check reports it
        for effect in applied.effects:
            yield from _messages(game.id, source, effect)
        state = applied.state
    for choice in choices:
        try:
            for reason in game.reasons_against(state, choice):
                yield from _messages(game.id, source, reason)
        except GameError:
            continue


def _scenario_lists(node: object) -> Iterator[tuple[list, tuple[str, ...]]]:
    """(scenarios, choice moves) of every item in a loaded YAML document."""
    if isinstance(node, dict):
        if isinstance(node.get("scenarios"), list):
            choices = tuple(c["move"] for c in node.get("choices") or ()
                            if isinstance(c, dict) and isinstance(c.get("move"), str))
            yield node["scenarios"], choices
        for key, value in node.items():
            if key != "scenarios":
                yield from _scenario_lists(value)
    elif isinstance(node, list):
        for value in node:
            yield from _scenario_lists(value)


def corpus(content: Path = CONTENT, scenario_files: Path = SCENARIO_FILES
           ) -> list[Sentence]:
    """Every sentence, in file and scenario order."""
    out: list[Sentence] = []
    for path in sorted([*content.rglob("*.yaml"), *scenario_files.rglob("*.yaml")]):
        if path.name == "game.yaml":
            continue
        document = load_yaml(path)
        if path.is_relative_to(content):
            folder = load_yaml(path.parent / "game.yaml")
            default = folder.get("edition", folder.get("game"))
        else:
            default = document.get("edition", document.get("game"))
        relative = path.relative_to(ROOT).as_posix()
        for scenarios, choices in _scenario_lists(document):
            for index, raw in enumerate(scenarios):
                scenario = parse_scenario(raw, default)
                # A question's choices are judged where its first scenario ends.
                asked = choices if index == 0 else ()
                out += scenario_sentences(scenario, f"{relative}#{scenario.id}", asked)
                out += picture_sentences(scenario, f"{relative}#{scenario.id}")
    return out


PICTURE_CODES = frozenset({"picture", "caption"})


def golden_text(sentences: list[Sentence], game: str, lang: str, pictures: bool = False
                ) -> str:
    """One golden file: the reasons and effects, or (`pictures`) the pictures' texts."""
    lines = [s.line() for s in sentences if s.game == game and s.lang == lang
             and (s.code in PICTURE_CODES) == pictures]
    return "".join(f"{line}\n" for line in lines)


def golden_path(game: str, lang: str, pictures: bool = False) -> Path:
    return GOLDEN / f"{game}{'.pictures' if pictures else ''}.{lang}.txt"


# -- the lint -----------------------------------------------------------------------------
# Each rule: a name, the languages it reads, and a pattern whose match is a finding.
_SPLIT_WORDS = (r"\b(ein|eine|einen|und|oder|der|die|das|zu|vor|zurück|a|an|the|and|or|to|of)"
                r"\b")
LINT_RULES: tuple[tuple[str, tuple[str, ...], re.Pattern[str]], ...] = (
    ("doubled word", LANGS, re.compile(r"\b(\w+) \1\b", re.IGNORECASE)),
    ("list comma before und/and", LANGS, re.compile(r", (und|oder|and|or),", re.IGNORECASE)),
    # A phrase broken into a list of its words: "Falle, eine, Position, zurück".
    ("a name split into words", LANGS,
     re.compile(r"(\w+, ){2,}\w+", re.IGNORECASE)),
    ("'all 1'", LANGS, re.compile(r"\b(alle|all) 1\b", re.IGNORECASE)),
    ("1 with a plural", ("en",),
     re.compile(r"(?<![\d.,])\b1 (carrots|fields|lettuces|steps|cards|blocks|points|squares|"
                r"tiles|players|pawns|turns|salads|sides)\b")),
    ("1 with a plural", ("de",),
     re.compile(r"(?<![\d.,])\b1 (Karotten|Felder|Feldern|Salate|Salaten|Schritte|Schritten|"
                r"Karten|Hasenkarten|Punkte|Punkten|Quadrate|Plättchen|Figuren|Züge|Seiten|"
                r"Spielern|Blöcke)\b")),
    ("'it' for a player", ("en",), re.compile(r"\b(its own|the own)\b", re.IGNORECASE)),
)
# A player is "he", "she", "they" or a name, never "it" (animals and cards may be "it"):
# read in the sentences about a player (those with a subject).
IT_FOR_PLAYER = re.compile(r"\bit (must|may|has|is|cannot|can|pays|takes|moves|walks|wins|"
                           r"holds|collects|reaches|gets|stays|misses)\b|"
                           r"\b(in front of|behind|for|to) it\b", re.IGNORECASE)
# The third-person form names the player; "du"/"you" belongs to the second-person form
# (which a question speaking to that player shows).
SECOND_PERSON = {"de": re.compile(r"\b(du|dich|dir|dein\w*)\b", re.IGNORECASE),
                 "en": re.compile(r"\b(you|your|yours|yourself)\b", re.IGNORECASE)}
# Engine tokens no German sentence may hold (as a reader's words they are German).
ENGINE_TOKEN = re.compile(
    r"(?<![\w„'])(card:\w+|roll:[\w-]+|eat_salad|take_or_drop|hurry_ahead|fall_back|"
    r"wolf-howl|miss-turn|take-or-give|next-carrot|previous-carrot|move-up|fall-back|"
    r"eat-lettuce|eat-carrot|free-move|move-again|restart|skip|back|eat|take|give|walk|lay|"
    r"hare|tortoise|fox|lamb|wolf|red|blue|hans|grete)(?![\w'“])")
ENGLISH_IN_GERMAN = re.compile(r"\b(the|and|field|carrots?|lettuce|hedgehog|moves?|pays?|"
                               r"takes?|card|steps?|blocks?|player)\b")
# Where a German sentence quotes what the reader typed (an unknown token, the notation's
# own words), tokens are expected: those codes are exempt from the token rule.
QUOTES_TOKENS = frozenset({"unknown_token", "unknown_card", "extra_move_only",
                           "roll_expected", "turn_over"})


@dataclass(frozen=True)
class Finding:
    sentence: Sentence
    rule: str
    match: str

    def __str__(self) -> str:
        path = golden_path(self.sentence.game, self.sentence.lang,
                           self.sentence.code in PICTURE_CODES)
        return (f"{path.relative_to(ROOT)}: "
                f"{self.rule} ({self.match!r}): {self.sentence.line()}")


def lint(sentences: list[Sentence]) -> list[Finding]:
    found: list[Finding] = []
    for sentence in dict.fromkeys(sentences):
        text = sentence.text
        for name, langs, pattern in LINT_RULES:
            if sentence.lang in langs:
                match = pattern.search(text)
                if match and not _split_words_is_a_list(name, match.group(0)):
                    found.append(Finding(sentence, name, match.group(0)))
        if not sentence.person:
            match = SECOND_PERSON[sentence.lang].search(text)
            if match:
                found.append(Finding(sentence, "du/you in a third-person sentence",
                                     match.group(0)))
        if sentence.lang == "en" and sentence.subject:
            match = IT_FOR_PLAYER.search(text)
            if match:
                found.append(Finding(sentence, "'it' for a player", match.group(0)))
        if sentence.lang == "de" and sentence.code not in QUOTES_TOKENS:
            for pattern, name in ((ENGINE_TOKEN, "an engine token in German"),
                                  (ENGLISH_IN_GERMAN, "an English word in German")):
                match = pattern.search(text)
                if match:
                    found.append(Finding(sentence, name, match.group(0)))
    return found


def _split_words_is_a_list(rule: str, matched: str) -> bool:
    """A comma list is a finding only where it holds a word no list item is on its own
    (an article, a conjunction: the pieces of one phrase)."""
    return rule == "a name split into words" and not re.search(_SPLIT_WORDS, matched,
                                                               re.IGNORECASE)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m refresher.corpus")
    parser.add_argument("--update", action="store_true", help="rewrite the golden files")
    args = parser.parse_args(argv)
    try:
        sentences = corpus()
    except SourceError as error:  # a content file that does not read: path:line, no trace
        print(error, file=sys.stderr)
        return 1
    games = sorted({s.game for s in sentences})
    if args.update:
        GOLDEN.mkdir(parents=True, exist_ok=True)
        for game in games:
            for lang in LANGS:
                for pictures in (False, True):
                    golden_path(game, lang, pictures).write_text(
                        golden_text(sentences, game, lang, pictures), encoding="utf-8")
    counts: defaultdict[tuple[str, str], int] = defaultdict(int)
    for s in sentences:
        counts[s.game, s.lang] += 1
    for game in games:
        print(f"{game}: " + ", ".join(f"{lang} {counts[game, lang]}" for lang in LANGS))
    findings = lint(sentences)
    for finding in findings:
        print(finding)
    print(f"{len(findings)} findings")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
