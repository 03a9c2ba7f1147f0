"""The content model: what `quiz/<game>/*.yaml` holds once loaded and checked.

The classes double as the schema (pydantic v2, unknown keys rejected, frozen), so the
site renders exactly what the loader validated.  Every text is a `Text(de, en)` pair whose
`{{fact}}` placeholders the loader has already filled in from the engine.

    >>> from refresher.loader import load_content
    >>> game = load_content("quiz/hase-und-igel").games[0]
    >>> game.rule("back-only-to-nearest-hedgehog").section
    'forgotten'
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
    ValidationInfo,
    field_validator,
    model_validator,
)

LANGS: tuple[str, ...] = ("de", "en")
SLUG_PATTERN = r"^[a-z0-9]+(-[a-z0-9]+)*$"
Slug = Annotated[str, StringConstraints(pattern=SLUG_PATTERN)]

def _action_problem(action: str, info: ValidationInfo, game: str | None = None) -> str | None:
    """Why `action` is not an action of the game in force (None if it is one). The loader
    passes the game's check in the validation context (`action_problem`); validated
    without one, every action passes here and the engine judges it when it runs."""
    check = (info.context or {}).get("action_problem")
    return None if check is None else check(action, game)


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
    # A default, not a default_factory: pydantic inspects a factory's signature for every
    # object it makes (about a sixth of the content load); an empty dict default is copied.
    _key_lines: dict[str, int] = PrivateAttr(default={})
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
    game: str | None = None  # a synonym of `edition`
    variants: tuple[str, ...] = ()
    track: str | None = None
    given: dict[str, Any] = Field(default_factory=dict)
    when: str | tuple[str, ...] | None = None
    then: dict[str, Any] = Field(default_factory=dict)

    @field_validator("when")
    @classmethod
    def _known_tokens(
        cls, when: str | tuple[str, ...] | None, info: ValidationInfo
    ) -> str | tuple[str, ...] | None:
        turns = (when,) if isinstance(when, str) else (when or ())
        game = info.data.get("edition") or info.data.get("game")
        for turn in turns:
            problem = _action_problem(turn, info, game)
            if problem:
                raise ValueError(problem)
        return when

    def mapping(self) -> dict[str, Any]:
        """The scenario as the plain mapping `hare_rules.core.scenario.parse_scenario` expects."""
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


# Citations.  A `citations: pages` game cites `pages: [3]`; a `citations: sections` game
# cites named sections of its published rules, `cites: [Vorwärtszug]`, each one declared in
# game.yaml's `rulebook_sections`.  For a sections game the loader also fills `pages` with
# the 1-based numbers of the cited sections in that list (and `Game.pages` with the number
# of sections), so the site can index and link both kinds of citation alike.
Pages = tuple[StrictInt, ...]
Cites = tuple[str, ...]
# The engine's clauses an item rests on (`Game.clauses`): `check --mutate` breaks each in turn
# and one of the item's scenarios must then fail.
Claims = tuple[str, ...]


class RulebookSection(_Node):
    """A named section of the published rules: `name` exactly as its heading in the rules'
    language, `en` (and optionally `de`) a gloss for a site in the other language. Rules in
    neither site language carry the original in both: `name` "游戏配件 · Spielmaterial",
    `en` "游戏配件 · Components"."""

    name: str
    en: str
    de: str | None = None
    # A source beside the rules (the game server): cited by its own name, never as rules.
    outside: bool = False
    # Of a source beside the rules: how a citation names it, after the rules' sections and
    # parted from them ("… · nach dem Spielserver 18.2.6"); default: its name.
    cited_as: Text | None = None
    # Of a source beside the rules: a line under its heading on the sections page, saying
    # it is no section of the text.
    index_intro: Text | None = None

    @model_validator(mode="after")
    def _beside_only(self) -> RulebookSection:
        if not self.outside and (self.cited_as is not None or self.index_intro is not None):
            raise ValueError("cited_as and index_intro are for a source beside the rules: "
                             "add `outside: true` or remove them")
        return self

    @property
    def title(self) -> Text:
        return Text(de=self.name, en=self.en)

    def cited(self, lang: str) -> str:
        """How a citation names a source beside the rules (`cited_as`, else its title)."""
        return (self.cited_as or self.title).get(lang)

    def printed(self, rules_language: str) -> str:
        """The heading as printed: `name`, of a bilingual one its first part."""
        if rules_language in ("de", "en") or self.outside:
            return self.name
        return self.name.split(" · ")[0]

    def shown(self, lang: str, rules_language: str) -> str:
        """The heading as a reader of `lang` finds it in the rules: as printed, and where the
        rules are in the site's other language, with the gloss beside it."""
        if self.outside or rules_language not in ("de", "en"):
            return self.title.get(lang)
        gloss = self.de if lang == "de" else self.en
        if lang == rules_language or not gloss or gloss == self.name:
            return self.name
        return f"{self.name} ({gloss})"

    @property
    def anchor(self) -> str:
        """An HTML id for the section, e.g. "Karte ausspielen" -> "karte-ausspielen"."""
        table = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"})
        return re.sub(r"[^a-z0-9]+", "-", self.name.lower().translate(table)).strip("-")


class Rule(_Node):
    """A rule snippet; with `wrong` it is an "easily forgotten" item (belief vs rule)."""

    id: Slug
    section: Slug
    title: Text
    wrong: Text | None = None  # the common wrong belief
    text: Text
    value: Text | None = None  # short value for the numbers table (section "numbers")
    card: Text | None = None  # one short line for the compact card at the top of the page
    # The rule's line on the handout, where its first sentence alone would lose the rule
    # (default: the first sentence).
    handout: Text | None = None
    pages: Pages = ()
    cites: Cites = ()
    claims: Claims = ()
    # General statements about play the item makes ("never", "every"): ids of the game's
    # property book (`Game.properties`), each searched for a counterexample by the check.
    holds: tuple[Slug, ...] = ()
    prose: bool = False  # states no rule of the engine (e.g. which board side): claims nothing
    scenarios: Annotated[tuple[ScenarioSpec, ...], Field(min_length=1)]


class Choice(_Node):
    """A choice is an action (`move`, correct when legal) or, for a question that `asks`
    a quantity, a `value` (correct when the engine's quantity holds it)."""

    move: str | None = None
    value: str | None = None
    text: Text
    # A wrong `move` choice: the engine's reason codes against it, exactly (refresher.verify).
    fails: tuple[str, ...] = ()

    @field_validator("move")
    @classmethod
    def _known_action(cls, move: str | None, info: ValidationInfo) -> str | None:
        # A move is one action, or a whole turn ("+3 card:eat_salad") in games whose legal
        # actions are whole turns.
        problem = None if move is None else _action_problem(move, info)
        if problem:
            raise ValueError(problem)
        return move

    @model_validator(mode="after")
    def _move_or_value(self) -> Choice:
        if (self.move is None) == (self.value is None):
            raise ValueError("a choice has either `move` (an action) or `value`, not both")
        return self

    @property
    def key(self) -> str:
        return self.move if self.move is not None else str(self.value)


QuestionKind = Literal["yes-no", "choice", "number"]



class Question(_Node):
    """A self-check question.  Its first scenario is the situation it asks about:

    - `yes-no`: is the last turn of `when` legal?  answer `yes` or `no`;
    - `choice`: which of the choices' moves are legal where the scenario ends?  answer the
      list of those moves (exactly the legal ones);
      With `asks:`, the choices are `value`s and the correct ones are those the engine's
      quantity holds (e.g. the animals that reach the podium);
    - `number`: the quantity `asks` names, as the game computes it from the played
      scenario (e.g. the mover's carrots `paid`); answer an integer.
    """

    @field_validator("asks")
    @classmethod
    def _known_quantity(cls, asks: str | None, info: ValidationInfo) -> str | None:
        check = (info.context or {}).get("quantity_problem")
        problem = None if asks is None or check is None else check(asks)
        if problem:
            raise ValueError(problem)
        return asks

    id: Slug
    rule: Slug
    kind: QuestionKind
    question: Text
    choices: tuple[Choice, ...] = ()
    asks: str | None = None  # a quantity the game names (`Game.quantities`), e.g. `paid`
    answer: Literal["yes", "no"] | StrictInt | tuple[str, ...]
    explanation: Text
    pages: Pages = ()
    cites: Cites = ()
    claims: Claims = ()
    holds: tuple[Slug, ...] = ()
    # The player the question speaks to as "du"/"you" (its explanation and Why line then do
    # too); default: the player to move, where the question's German says "du".
    you: str | None = None
    scenarios: Annotated[tuple[ScenarioSpec, ...], Field(min_length=1)]

    @property
    def situation(self) -> ScenarioSpec:
        return self.scenarios[0]

    def correct_choices(self) -> tuple[Choice, ...]:
        keys = set(self.answer) if isinstance(self.answer, tuple) else set()
        return tuple(c for c in self.choices if c.key in keys)

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
    edition: str  # the engine's game id (`game:` is a synonym)
    title: Text
    rulebook: Text
    citations: Literal["pages", "sections"] = "pages"
    # The language the cited rules are written in: a page in another language says so
    # ("Abschnitt im englischen Regeltext: Turn Structure", "German rulebook p. 3"); each
    # has labels `language_<code>` and `rules_language_<code>` in refresher/render/labels.py.
    rulebook_language: Literal["de", "en", "zh"] = "de"
    # What a citation calls the source, where "Regeln:" / "Regelheft" would claim too much
    # (a web article: "Chinesischer Text:"); its words replace the whole prefix.
    cite_as: Text | None = None
    # The sections page's intro where the shared one ("… in deinem eigenen Regelheft
    # nachschlagen") does not fit the source (a web page and a server): its words replace it.
    section_index_intro: Text | None = None
    # pages: how many pages the rulebook has (citations: pages); for citations: sections
    # the loader sets it to the number of `rulebook_sections`.
    pages: int | None = Field(default=None, ge=1)
    rulebook_sections: tuple[RulebookSection, ...] = ()  # citations: sections, in order
    sections: Annotated[tuple[Section, ...], Field(min_length=1)]
    self_check: tuple[Slug, ...] = ()
    # Sections the handout shows whole (every rule with its text): the lists a player
    # looks up at the table (cards, die results).
    handout: tuple[Slug, ...] = ()
    notes: Text | None = None  # e.g. what the engine does not model (board side for 2-3)
    # One line the referee page shows, unfolded, under its intro: what its engine plays where
    # the box has more (one board side) and what of that is our reading; a dispute at the
    # table is settled there, so it may not sit in the folded notes only.
    referee_note: Text | None = None
    # What the referee page's "change the position" fold adds under the position as text:
    # how to type what no control sets (a game's own board, the last action); folded with it.
    referee_setup_note: Text | None = None
    summary: Text | None = None  # one line after the game's name on the start page
    # One line under the refresher's title: for whom the page is and which box it describes
    # (the model refresher's opening line), where the start page lists related games.
    subtitle: Text | None = None
    # What decides where the page and its sources differ (the footer's last sentence);
    # default: the publisher's rulebook.
    authority: Text | None = None
    # Reason codes that alone make no good distractor (e.g. the mover cannot pay): a choice
    # question whose wrong choices all fail only for these is reported (refresher.checks).
    incidental_reasons: tuple[str, ...] = ()
    rules: tuple[Rule, ...] = ()  # filled by the loader from the topic files
    questions: tuple[Question, ...] = ()  # filled by the loader from the topic files

    @model_validator(mode="before")
    @classmethod
    def _game_synonym(cls, data: Any) -> Any:
        if isinstance(data, dict) and "game" in data and "edition" not in data:
            data = {("edition" if k == "game" else k): v for k, v in data.items()}
        return data

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

    def rules_and_questions(self) -> tuple[Rule | Question, ...]:
        """Every rule, then every question, in content order."""
        return (*self.rules, *self.questions)

    def citation_title(self, n: int) -> Text | None:
        """For a sections game, the title of cited section number `n` (1-based, as in an
        item's `pages`); None for a pages game."""
        section = self.cited_section(n)
        return section.title if section else None

    def cited_section(self, n: int) -> RulebookSection | None:
        """Cited section number `n` (1-based, as in an item's `pages`); None for a pages game
        or a number out of range."""
        if self.citations != "sections" or not 1 <= n <= len(self.rulebook_sections):
            return None
        return self.rulebook_sections[n - 1]

    def citation_printed(self, n: int) -> str | None:
        """Cited section `n`'s heading as printed, without a gloss."""
        section = self.cited_section(n)
        return section.printed(self.rulebook_language) if section else None

    def cites_outside(self, n: int) -> bool:
        """Is cited section `n` a source beside the rules (RulebookSection.outside)?"""
        section = self.cited_section(n)
        return section is not None and section.outside

    def citation_shown(self, n: int, lang: str) -> str | None:
        """Cited section `n` as a reader of `lang` finds it (RulebookSection.shown)."""
        section = self.cited_section(n)
        return section.shown(lang, self.rulebook_language) if section else None


class TopicFile(_Node):
    """One topic file: rules and/or questions."""

    rules: tuple[Any, ...] = ()  # validated one by one, so one bad item spares the others
    questions: tuple[Any, ...] = ()


class Content(BaseModel):
    model_config = ConfigDict(frozen=True)

    games: tuple[Game, ...] = ()

    def game(self, game_id: str) -> Game:
        return next(g for g in self.games if g.id == game_id)
