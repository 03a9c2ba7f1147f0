"""The content model: what `quiz/<game>/*.yaml` holds once loaded and checked.

The classes double as the schema (pydantic v2, unknown keys rejected, frozen), so the
site renders exactly what the loader validated.  Every text is a `Text(de, en)` pair whose
`{{fact}}` placeholders the loader has already filled in from the engine.

    >>> from refresher.loader import load_content
    >>> game = load_content("quiz").games[0]
    >>> game.rule("back-only-to-nearest-hedgehog").title.get("en")   # doctest: +SKIP
    'Back only to the nearest hedgehog'
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    PrivateAttr,
    StrictInt,
    StringConstraints,
    field_validator,
)

LANGS: tuple[str, ...] = ("de", "en")
SLUG_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
Slug = Annotated[str, StringConstraints(pattern=SLUG_PATTERN)]

# Action tokens of the Ravensburger editions (SCENARIOS.md); checked here so that a typo in
# a choice or a `when` is reported with its line instead of as a puzzling engine verdict.
TOKEN_RE = re.compile(r"^(\+[1-9][0-9]*|back|eat|take|give|skip|restart)$")
TOKEN_HELP = "use +N (N >= 1), back, eat, take, give, skip or restart"


@dataclass(frozen=True, slots=True)
class Problem:
    """One authoring mistake, printed as `path:line: message`."""

    path: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.message}"


class ContentError(Exception):
    """Raised by `load_content` with every problem found, not only the first."""

    def __init__(self, problems: list[Problem] | tuple[Problem, ...]) -> None:
        self.problems: tuple[Problem, ...] = tuple(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class _Node(BaseModel):
    """Base of every content object: frozen, strict about unknown keys.

    The loader records where an object came from (`path`, `line`, and the line of each
    of its keys) so that later checks can point at the exact line.
    """

    model_config = ConfigDict(frozen=True, extra="forbid", strict=False)

    _path: str = PrivateAttr(default="")
    _line: int = PrivateAttr(default=0)
    _key_lines: dict[str, int] = PrivateAttr(default_factory=dict)
    _raw: Any = PrivateAttr(default=None)  # the ruamel node, to map deeper locs to lines

    @property
    def path(self) -> str:
        return self._path

    @property
    def line(self) -> int:
        return self._line

    def line_of(self, key: str) -> int:
        """Line of one of this object's keys (falls back to the object's own line)."""
        return self._key_lines.get(key, self._line)


class Text(_Node):
    """A piece of prose in both languages (Markdown allowed)."""

    de: str
    en: str

    @field_validator("de", "en", mode="before")
    @classmethod
    def _is_text(cls, value: Any) -> Any:
        # pydantic would accept nothing but str anyway; this message says how to fix it.
        if not isinstance(value, str):
            raise ValueError(f"expected text, got {type(value).__name__} {value!r}: quote it")
        if not value.strip():
            raise ValueError("empty text: write the translation")
        return value

    def get(self, lang: str) -> str:
        if lang not in LANGS:
            raise KeyError(f"unknown language {lang!r} (known: {', '.join(LANGS)})")
        return getattr(self, lang)


class Section(_Node):
    id: Slug
    title: Text
    intro: Text | None = None


class ScenarioSpec(_Node):
    """A scenario as written in the content (SCENARIOS.md, version 1).

    Only the top-level keys are checked here; the engine's `parse_scenario` checks the
    rest and the verifier maps its complaints back to a line.
    """

    id: Slug
    edition: str | None = None
    variants: tuple[str, ...] = ()
    track: str | None = None
    given: dict[str, Any] = Field(default_factory=dict)
    when: str | tuple[str, ...] | None = None
    then: dict[str, Any] = Field(default_factory=dict)

    @field_validator("when")
    @classmethod
    def _known_tokens(cls, when: str | tuple[str, ...] | None) -> str | tuple[str, ...] | None:
        turns = (when,) if isinstance(when, str) else (when or ())
        for turn in turns:
            for token in turn.split() or [""]:
                if not TOKEN_RE.match(token):
                    raise ValueError(f"unknown action token {token!r}: {TOKEN_HELP}")
        return when

    def mapping(self) -> dict[str, Any]:
        """The scenario as the plain mapping `hare_rules.scenario.parse_scenario` expects."""
        data = self.model_dump(exclude_unset=True)
        if isinstance(data.get("when"), tuple):
            data["when"] = list(data["when"])
        if "variants" in data:
            data["variants"] = list(data["variants"])
        return data

    def turns(self) -> tuple[str, ...]:
        if self.when is None:
            return ()
        return (self.when,) if isinstance(self.when, str) else self.when


Pages = Annotated[tuple[StrictInt, ...], Field(min_length=1)]


class Rule(_Node):
    """A rule snippet; with `wrong` it is an "easily forgotten" item (belief vs rule)."""

    id: Slug
    section: Slug
    title: Text
    wrong: Text | None = None  # the common wrong belief
    text: Text
    value: Text | None = None  # short value for the numbers table (section "numbers")
    pages: Pages
    scenarios: Annotated[tuple[ScenarioSpec, ...], Field(min_length=1)]


class Choice(_Node):
    move: str
    text: Text

    @field_validator("move")
    @classmethod
    def _known_token(cls, move: str) -> str:
        if not TOKEN_RE.match(move):
            raise ValueError(f"unknown action token {move!r}: {TOKEN_HELP}")
        return move


QuestionKind = Literal["yes-no", "choice", "number"]
# For number questions: which number of the last turn's mover is asked for.
NumberAsks = Literal["paid", "received", "carrots"]


class Question(_Node):
    """A self-check question.  Its first scenario is the situation it asks about:

    - `yes-no`: is the last turn of `when` legal?  answer `yes` or `no`;
    - `choice`: which of the choices' moves are legal where the scenario ends?  answer the
      list of those moves (exactly the legal ones);
    - `number`: the mover's carrots `paid` / `received` in the last turn, or `carrots` held
      after it; answer an integer.
    """

    id: Slug
    rule: Slug
    kind: QuestionKind
    question: Text
    choices: tuple[Choice, ...] = ()
    asks: NumberAsks | None = None
    answer: Literal["yes", "no"] | StrictInt | tuple[str, ...]
    explanation: Text
    pages: Pages
    scenarios: Annotated[tuple[ScenarioSpec, ...], Field(min_length=1)]

    @property
    def situation(self) -> ScenarioSpec:
        return self.scenarios[0]

    def correct_choices(self) -> tuple[Choice, ...]:
        moves = set(self.answer) if isinstance(self.answer, tuple) else set()
        return tuple(c for c in self.choices if c.move in moves)

    def answer_text(self, lang: str) -> str:
        """The answer in words, e.g. "Nein" / "No", "15", or the correct choices' texts.

        The verifier has checked it against the engine before the site renders it.
        """
        if self.kind == "yes-no":
            yes = self.answer == "yes"
            return {"de": "Ja" if yes else "Nein", "en": "Yes" if yes else "No"}[lang]
        if self.kind == "number":
            return str(self.answer)
        chosen = self.correct_choices()
        if not chosen:
            return {"de": "Keine der Möglichkeiten", "en": "None of the choices"}[lang]
        return "; ".join(c.text.get(lang) for c in chosen)


class Game(_Node):
    """One game (edition) folder: `game.yaml` plus its topic files."""

    id: Slug
    edition: str
    title: Text
    rulebook: Text
    citations: Literal["pages", "sections"] = "pages"
    pages: int = Field(ge=1)
    sections: Annotated[tuple[Section, ...], Field(min_length=1)]
    self_check: tuple[Slug, ...] = ()
    notes: Text | None = None  # e.g. what the engine does not model (board side for 2-3)
    rules: tuple[Rule, ...] = ()  # filled by the loader from the topic files
    questions: tuple[Question, ...] = ()  # filled by the loader from the topic files

    def section(self, section_id: str) -> Section:
        return next(s for s in self.sections if s.id == section_id)

    def rule(self, rule_id: str) -> Rule:
        return next(r for r in self.rules if r.id == rule_id)

    def question(self, question_id: str) -> Question:
        return next(q for q in self.questions if q.id == question_id)

    def rules_in(self, section_id: str) -> tuple[Rule, ...]:
        return tuple(r for r in self.rules if r.section == section_id)

    def questions_for(self, rule_id: str) -> tuple[Question, ...]:
        return tuple(q for q in self.questions if q.rule == rule_id)

    def self_check_questions(self) -> tuple[Question, ...]:
        return tuple(self.question(qid) for qid in self.self_check)


class TopicFile(_Node):
    """One topic file: rules and/or questions."""

    rules: tuple[Any, ...] = ()  # validated one by one, so one bad item spares the others
    questions: tuple[Any, ...] = ()


class Content(BaseModel):
    model_config = ConfigDict(frozen=True)

    games: tuple[Game, ...] = ()

    def game(self, game_id: str) -> Game:
        return next(g for g in self.games if g.id == game_id)
