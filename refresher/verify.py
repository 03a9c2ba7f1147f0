"""Run every scenario of the content through the engine and compare the claims.

The same functions run in pytest (one test item per scenario, see tests/content) and in
the site build (`scripts/build_site.py --check` and the build itself).

A question's first scenario is the situation it asks about, and its stated answer must be
what the engine computes there:
- yes-no: `yes` exactly when the last turn of `when` is legal;
- choice: exactly the choices whose moves are legal where the scenario ends;
- choice with `asks:`: exactly the choices whose value the game's quantity holds;
- number: the quantity `asks` names, as the game computes it (`Game.quantity`), e.g. the
  mover's carrots `paid` in the last turn.

The same rules hold for every game; what differs comes through the game protocol.

    >>> from refresher.loader import load_content
    >>> report = verify(load_content("quiz/hase-und-igel"))
    >>> report.failed, report.passed > 100
    (0, True)
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field

from hare_rules.core import Effect, FactError, Failure, GameError, Reason, ScenarioFormatError
from hare_rules.core import Game as Engine
from hare_rules.core.protocol import Run
from hare_rules.core.scenario import ScenarioResult, parse_scenario, run_scenario
from hare_rules.core.source import line_of

from .model import Content, Game, Problem, Question, Rule, ScenarioSpec


@dataclass(frozen=True)
class ScenarioOutcome:
    """One scenario of one rule or question, and what the engine made of it."""

    game_id: str
    item_id: str
    spec: ScenarioSpec
    result: ScenarioResult | None  # None when the scenario could not be parsed
    problems: tuple[Problem, ...] = ()
    # For a question's situation: the engine's own answer, e.g. "no", 15, ("+1", "back").
    engine_answer: object = None
    # For choice questions: reasons against each choice (empty tuple = legal).
    choice_reasons: dict[str, tuple[Reason, ...]] = field(default_factory=dict)
    # ... and for each legal choice what playing it does (the engine's `why` of that move),
    # so the answer says why a right choice is right, not only that it is.
    choice_effects: dict[str, tuple[Reason | Effect, ...]] = field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return self.result is not None and not self.problems


@dataclass(frozen=True)
class Report:
    outcomes: tuple[ScenarioOutcome, ...]
    problems: tuple[Problem, ...]  # every problem of every outcome

    @property
    def passed(self) -> int:
        return sum(o.passed for o in self.outcomes)

    @property
    def failed(self) -> int:
        return len(self.outcomes) - self.passed

    def outcomes_for(self, game_id: str, item_id: str) -> tuple[ScenarioOutcome, ...]:
        """The outcomes of one item of one game (ids are unique only within a game)."""
        return tuple(o for o in self.outcomes if o.game_id == game_id and o.item_id == item_id)


def scenario_cases(content: Content) -> Iterator[tuple[Game, Rule | Question, ScenarioSpec]]:
    """Every (game, item, scenario) in content order: the unit pytest parametrizes over."""
    for game in content.games:
        for item in game.rules_and_questions():
            for spec in item.scenarios:
                yield game, item, spec


def verify(content: Content) -> Report:
    from .properties import property_problems
    from .spoilers import spoilers

    outcomes = tuple(verify_scenario(g, item, spec) for g, item, spec in scenario_cases(content))
    problems = [p for o in outcomes for p in o.problems]
    for game in content.games:
        problems += property_problems(game)
        situations = {o.item_id: o for o in outcomes if o.game_id == game.id
                      and o.passed and o.spec is _situation(game, o.item_id)}
        problems += spoilers(game, situations)
    return Report(outcomes, tuple(problems))


def _situation(game: Game, item_id: str) -> ScenarioSpec | None:
    question = next((q for q in game.questions if q.id == item_id), None)
    return None if question is None else question.situation


def verify_scenario(game: Game, item: Rule | Question, spec: ScenarioSpec) -> ScenarioOutcome:
    """Parse and run one scenario; for a question's situation, also check the answer."""
    where = f"scenario {spec.id!r} ({item.id})"
    try:
        scenario = parse_scenario(spec.mapping(), game.edition)
    except ScenarioFormatError as error:
        if tuple(error.loc) == ("edition",) and spec.edition is None:
            # The game's edition is unknown: game.yaml's line already says so, once.
            return ScenarioOutcome(game.id, item.id, spec, None)
        loc_text = ".".join(str(p) for p in error.loc)
        line = line_of(spec._raw, tuple(error.loc), base=spec.line)
        message = f"{where}: {loc_text + ': ' if loc_text else ''}{error.message}"
        return ScenarioOutcome(game.id, item.id, spec, None, (Problem(spec.path, line, message),))
    result = run_scenario(scenario)
    problems = [
        Problem(spec.path, _failure_line(spec, failure), f"{where}: {failure}")
        for failure in result.failures
    ]
    impossible = scenario.game.position_problems(scenario.state)
    if impossible:
        why = "; ".join(p.en for p in impossible)
        problems.append(Problem(spec.path, line_of(spec._raw, ("given",), base=spec.line),
                                f"{where}: cannot arise in play: {why}"))
    engine_answer: object = None
    choice_reasons: dict[str, tuple[Reason, ...]] = {}
    choice_effects: dict[str, tuple[Reason | Effect, ...]] = {}
    if isinstance(item, Question) and spec is item.situation:
        engine_answer, choice_reasons, trouble = _engine_answer(item, result, scenario.game)
        if choice_reasons:
            choice_effects = _choice_effects(item, result, scenario.game, choice_reasons)
        problems += _fails_problems(item, choice_reasons)
        problems += _unlisted_moves(item, result, scenario.game)
        if trouble:
            problems.append(Problem(item.path, item.line, f"question {item.id!r}: {trouble}"))
        elif engine_answer != item.answer:
            problems.append(
                Problem(
                    item.path,
                    item.line_of("answer"),
                    f"question {item.id!r}: the answer is {_show(item.answer)} but the engine "
                    f"computes {_show(engine_answer)}{_why(item, result)}: "
                    "fix the answer or the scenario",
                )
            )
    return ScenarioOutcome(game.id, item.id, spec, result, tuple(problems), engine_answer,
                           choice_reasons, choice_effects)


def _choice_effects(
    q: Question, result: ScenarioResult, engine: Engine,
    reasons: dict[str, tuple[Reason, ...]],
) -> dict[str, tuple[Reason | Effect, ...]]:
    """What each legal choice does where the situation ends, as the engine explains a move
    (`Game.why` of that one turn); a choice whose outcome chance decides gets nothing."""
    effects: dict[str, tuple[Reason | Effect, ...]] = {}
    for choice in q.choices:
        if reasons.get(choice.key):
            continue
        try:
            applied = engine.apply(result.after, choice.key)
        except GameError:
            continue
        run = Run(result.after, result.after, applied.state, choice.key, True, (),
                  tuple(applied.effects), ())
        effects[choice.key] = tuple(engine.why(run).about)
    return effects


def _engine_answer(
    q: Question, result: ScenarioResult, engine: Engine
) -> tuple[object, dict[str, tuple[Reason, ...]], str]:
    """(answer, reasons per choice, trouble) as the engine sees the question's situation."""
    if q.kind == "yes-no":
        if result.legal is None:
            return (
                None,
                {},
                "its first scenario plays no turn (`when`), so there is nothing to judge",
            )
        return ("yes" if result.legal else "no"), {}, ""
    if q.kind == "choice" and q.asks is None:
        reasons = {c.key: engine.reasons_against(result.after, c.key) for c in q.choices}
        legal = {engine.normalize_action(m) for m in result.legal_moves}
        answer = tuple(c.key for c in q.choices if engine.normalize_action(c.key) in legal)
        return answer, reasons, ""
    if result.legal is False:
        why = "; ".join(r.en for r in result.reasons)
        return None, {}, f"the turn it asks about is illegal ({why}), so nothing can be counted"
    if q.asks is None:  # refresher.checks reports the missing `asks:`; nothing to compare
        return q.answer, {}, ""
    try:
        value = engine.quantity(q.asks, result.run)
    except FactError as error:
        return None, {}, str(error)
    if q.kind == "choice":
        # A quantity of one value (a square, a count) holds exactly the choice equal to it.
        held = {str(v) for v in value} if isinstance(value, tuple) else {str(value)}
        return tuple(c.key for c in q.choices if c.key in held), {}, ""
    return value, {}, ""


# A choice question that names its choices ("Welche dieser Züge …", "Which of these moves …")
# may leave legal moves out; an open one ("Was darfst du tun?") may not.
_NAMES_ITS_CHOICES = {"de": re.compile(r"\bdiese[rnms]?\b", re.I),
                      "en": re.compile(r"\bthese\b", re.I)}


def _unlisted_moves(q: Question, result: ScenarioResult, engine: Engine) -> list[Problem]:
    """An open "what may you do?" lists every legal move among its choices: a legal move
    left out is a right answer the reader cannot give (and the page never mentions)."""
    if q.kind != "choice" or q.asks is not None or not result.legal_moves:
        return []
    listed = {engine.normalize_action(c.key) for c in q.choices}
    missing = sorted({engine.normalize_action(m) for m in result.legal_moves} - listed)
    if not missing or all(rx.search(q.question.get(lang) or "")
                          for lang, rx in _NAMES_ITS_CHOICES.items()):
        return []
    return [Problem(q.path, q.line_of("question"), (
        f"question {q.id!r} asks openly what is allowed, but the legal move(s) "
        f"{', '.join(missing)} are not among its choices: list them, or ask "
        "„Welche dieser Züge …“ / \"Which of these moves …\"")) ]


def _fails_problems(q: Question, reasons: dict[str, tuple[Reason, ...]]) -> list[Problem]:
    """Each choice's `fails` must be exactly the engine's reason codes against it: a
    distractor fails for the reason the question says, not for another one."""
    problems = []
    for choice in q.choices:
        if choice.move is None or choice.key not in reasons or not choice.fails:
            continue  # refresher.checks reports a wrong choice without `fails`
        found = {r.code for r in reasons[choice.key]}
        if found != set(choice.fails):
            said = ", ".join(sorted(found)) or "nothing (it is legal)"
            why = "; ".join(r.en for r in reasons[choice.key])
            problems.append(Problem(
                choice.path or q.path, choice.line_of("fails"),
                f"question {q.id!r}: choice {choice.key!r} fails for {said}"
                f"{f' ({why})' if why else ''}, not for {', '.join(choice.fails)} as "
                "`fails` says: fix `fails` or the choice"))
    return problems


def _show(answer: object) -> str:
    if isinstance(answer, tuple):
        return "[" + ", ".join(answer) + "]" if answer else "none of the choices"
    return repr(answer) if isinstance(answer, str) else str(answer)


def _why(q: Question, result: ScenarioResult) -> str:
    if result.reasons:
        return " (" + "; ".join(r.en for r in result.reasons) + ")"
    if result.effects and q.kind == "number":
        return " (" + " ".join(e.en for e in result.effects) + ")"
    return ""


def _failure_line(spec: ScenarioSpec, failure: Failure) -> int:
    """Point a failure (e.g. at `players.A.carrots`) at that key under `then`."""
    if failure.key[:1] == ("when",):
        return line_of(spec._raw, failure.key, base=spec.line)
    return line_of(spec._raw, ("then", *failure.key), base=spec.line)
