"""The game protocol: what every game or edition offers, and nothing more.

Everything above the engine (the `check` command, the content layer, the site build, the
board pictures) talks to a game only through these names. A game is a folder
`hare_rules/games/<game>/` whose `__init__.py` exposes one `Game` instance as `GAME`, and
one line in `hare_rules/games/__init__.py`.

    >>> from hare_rules.games import GAMES
    >>> game = next(iter(GAMES.values()))
    >>> state = game.start_state(min(game.player_counts), seed=1)
    >>> action = game.legal_actions(state)[0]
    >>> game.reasons_against(state, action)
    ()
    >>> applied = game.apply(state, action)      # Applied(state, effects)
    >>> game.parse_state(game.format_state(applied.state)) == applied.state
    True

States are frozen and hashable; `apply` returns a new one. Chance is explicit: a die
result, a card draw or a shuffle is an action token or part of the state, never a hidden
random call inside a rule.

An *action* is what a scenario's `when` turn says, as one string: a single token (`+3`,
`hare,hare`, `lay C`) or, where a game's turns are sequences, the whole turn
(`+1 roll:take-or-give take`, `+3 card:fall_back card:eat_salad`). `legal_actions` lists what
`then.legal_moves` compares (first actions, or whole turns: the game says which in its
SCENARIOS.md section).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Generic, TypeVar

from .clauses import Clauses

# Text and the errors live in a leaf module (positions uses them too); importable from here.
from .errors import FactError, GameError, Loc, Text
from .errors import IllegalActionError as IllegalActionError
from .errors import IncompleteScenario as IncompleteScenario
from .errors import InvalidStateError as InvalidStateError
from .errors import NotationError as NotationError
from .errors import ScenarioFormatError as ScenarioFormatError
from .sentences import Effect, Reason

State = Any  # each game's own frozen state type
S = TypeVar("S")  # a game's state type: `Game[S]`, `Referee[S]`, `Applied[S]`
# What a question `asks` of a played scenario: a number, or, for a choice question, the
# values of the choices that are right (Hans & Grete's best removals, the winner).
Quantity = int | tuple[str, ...]


# -- values -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Applied(Generic[S]):
    """The state after an action, and what the action did."""

    state: S
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Outcome(Generic[S]):
    """One way chance may go in an action the state does not decide (the hare card drawn):
    its id, its name for the reader, and the action played with it."""

    id: str
    text: Text
    applied: Applied[S]


@dataclass(frozen=True, slots=True)
class Failure:
    """One claim of a scenario's `then` that the engine does not confirm.

    `key` is the path under `then` (`("players", "A", "carrots")`), or `("when",)` for a
    turn that could not be played; `expected`/`found` are plain values for the message."""

    key: Loc
    expected: object
    found: object
    note: str = ""

    def __str__(self) -> str:
        where = ".".join(str(part) for part in self.key)
        if self.key[:1] == ("when",):
            return f"{where}: {self.note}"
        note = f" ({self.note})" if self.note else ""
        return f"{where}: expected {_show(self.expected)}, engine found {_show(self.found)}{note}"


def _show(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "nothing"
    if isinstance(value, (frozenset, set)):
        return str(sorted(value, key=str))
    return str(value)


@dataclass(frozen=True)
class Run:
    """A scenario played: what `check_then` compares against."""

    given: State  # as given
    before: State  # before the last turn of `when`
    after: State  # after `when` (= before, if the last turn was illegal)
    turn: str | None  # the last turn of `when`, None without `when`
    legal: bool | None  # of the last turn; None without `when`
    reasons: tuple[Reason, ...] = ()  # against the last turn
    effects: tuple[Effect, ...] = ()  # of the last turn, if legal
    legal_actions: tuple[str, ...] = ()  # in `after`


@dataclass(frozen=True, slots=True)
class Why:
    """The engine's sentences behind an answer: `about` what the question asks (the asked
    move or quantity), `besides` what else the turn did (shown folded, or left out).

    Each is a Reason or an Effect; the content layer renders them with `message(lang, you)`
    and never rewrites them."""

    about: tuple[Reason | Effect, ...] = ()
    besides: tuple[Reason | Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class Picture:
    """A state drawn for the page: an inline `<svg>` and its text alternative.

    The contract a page checks in the browser: every piece of `Game.pieces(state)` is an
    element with `data-piece="ID"` (the one to move also `data-mover`), every text and token
    takes its colour from the page's stylesheet (`class`es or `currentColor`, so dark mode
    applies), and the picture fits a 390 px phone at its own size."""

    svg: str
    alt: str  # the full description for screen readers
    caption: str = ""  # one short line under the picture


Fact = Callable[[str | None], str]  # a placeholder's value from its optional argument


def no_argument_error(name: str, arg: str) -> FactError:
    """What every game says about `{{name:arg}}` for a fact that takes no argument."""
    return FactError(f"{{{{{name}}}}} takes no argument (got {{{{{name}:{arg}}}}}): "
                     f"write {{{{{name}}}}}")


def fixed_fact(name: str, value: Callable[[], object]) -> Fact:
    """A fact that takes no argument: `{{name:2}}` is refused, never read as `{{name}}` (a
    number typed after the colon would otherwise be ignored and show a wrong amount).
    `value` is read at each use, so a clause that a test switches shows on the page.

    >>> fact = fixed_fact("start_carrots", lambda: 68)
    >>> fact(None)
    '68'
    >>> fact("xyz")
    Traceback (most recent call last):
    ...
    hare_rules.core.errors.FactError: {{start_carrots}} takes no argument (got {{start_ca...
    """

    def fact(arg: str | None = None) -> str:
        if arg is not None:
            raise no_argument_error(name, arg)
        return str(value())

    fact.takes_argument = False  # type: ignore[attr-defined]
    return fact


def fixed_facts(values: Mapping[str, Callable[[], object]]) -> dict[str, Fact]:
    """`fixed_fact` for each name: `{"start_lettuce": lambda: 3}` -> `{{start_lettuce}}`."""
    return {name: fixed_fact(name, value) for name, value in values.items()}


# -- the referee part (optional) --------------------------------------------------------
PLACE, NUMBER, CHOICE = "place", "number", "choice"  # the kinds of a referee control


@dataclass(frozen=True, slots=True)
class Control:
    """One way to change the state on the referee page, with its current value.

    `place`: the reader picks the control, then taps a picture element; its
    `data-referee-tap` value becomes the control's new value. `number`: a whole number
    from `min` to `max`. `choice`: one of `options`, (value, label) pairs."""

    id: str
    label: str
    kind: str
    value: str
    options: tuple[tuple[str, str], ...] = ()
    min: int = 0
    max: int = 0


@dataclass(frozen=True, slots=True)
class Note:
    """One of a game's extras on the referee page: a title and its lines, in one language."""

    title: str
    lines: tuple[str, ...]


class Referee(Generic[S]):
    """A game's part of the referee page (`Game.referee()`): controls to set up a state by
    tapping, the picture with tap targets, and the game's extras. Everything game-agnostic
    (legal actions, reasons, effects, errors) is `hare_rules.core.referee`."""

    def opening(self, state: S) -> S:
        """The position the page starts from, made from the game's start state: what the
        setup deals face down and a player at the table cannot see (the top hare card) may
        be left open here, to be set with a control (default: the start state as it is)."""
        return state

    def picture(self, state: S, lang: str) -> Picture | None:
        """The state drawn with every tappable element carrying `data-referee-tap`."""
        return None

    def controls(self, state: S, lang: str) -> list[Control]:
        return []

    def edit(self, state: S, control: str, value: str) -> S:
        """The state with one control changed; a GameError (with `text`) where the value
        makes no sense or the result cannot exist."""
        raise GameError(f"unknown control {control!r}",
                        text=Text(f"Unbekannte Einstellung „{control}“.",
                                  f"Unknown control '{control}'."))

    def notes(self, state: S, lang: str) -> list[Note]:
        return []

    def listed_effects(self, state: S, action: str, lang: str) -> list[str] | None:
        """The effects a View lists for a legal action, where applying it would take too
        long for the page (the walk after the last card); None: apply it and list them all.
        `attempt` always applies the action."""
        return None

    def player_name(self, name: str, lang: str) -> str:
        """A player as the reader names it ("red" -> "Rot")."""
        return name

    def refusal(self, state: S) -> Text | None:
        """Why the page does not show `state`, though the notation reads it: a position the
        game never produces (a sentence in both languages); None: show it. Default: None."""
        return None


# -- the protocol -------------------------------------------------------------------------
class Game(ABC, Generic[S]):
    """One game or edition. Subclasses set the class attributes and implement the methods."""

    id: str
    title: Text
    player_counts: tuple[int, ...]  # numbers of players the game is played by
    reason_codes: frozenset[str]  # every code `reasons_against` may return
    then_keys: frozenset[str] = frozenset()  # `then` keys beyond legal/reasons/legal_moves/to_move
    variants: frozenset[str] = frozenset()  # switches a scenario's `variants:` may name
    clauses: Clauses = Clauses()  # the rulebook's clauses, each switchable to wrong variants

    # --- states ------------------------------------------------------------------------
    @abstractmethod
    def scenario_state(
        self, given: Mapping, *, track: str | None = None, variants: Sequence[str] = ()
    ) -> S:
        """The state a scenario's `given` describes; ScenarioFormatError with the key path."""

    @abstractmethod
    def parse_state(self, text: str) -> S:
        """Read the one-line notation (NotationError); `format_state` writes it."""

    @abstractmethod
    def format_state(self, state: S) -> str:
        """The one-line notation, starting with the game id; `parse_state` reads it back."""

    @abstractmethod
    def start_state(self, players: int, seed: int) -> S:
        """A game's first state; the deal/shuffle of the setup drawn from `seed`."""

    # --- rules -------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, state: S) -> list[str]:
        """Every legal action for whoever is to move (chance outcomes at a chance point)."""

    @abstractmethod
    def reasons_against(self, state: S, action: str) -> tuple[Reason, ...]:
        """Every reason that applies against the action; empty means legal."""

    @abstractmethod
    def apply(self, state: S, action: str) -> Applied[S]:
        """Play a legal action; IllegalActionError (with reasons) for an illegal one,
        IncompleteScenario where chance must be stated first."""

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """True when the game has ended."""

    @abstractmethod
    def to_move(self, state: S) -> str | None:
        """The name of the player to move (None when the game is over)."""

    # --- scenarios ---------------------------------------------------------------------
    def parse_then(self, then: Mapping, state: S) -> Any:
        """Validate this game's own `then` keys (`then_keys`) against the given state and
        return what `check_then` compares; ScenarioFormatError with the key path."""
        return dict(then)

    def check_then(self, expected: Any, run: Run) -> list[Failure]:
        """Compare this game's own `then` keys with a played scenario."""
        return []

    def normalize_action(self, action: str) -> str:
        """An action as `legal_actions` writes it (`"+3   card:x"` → `"+3 card:x"`)."""
        return " ".join(action.split())

    def action_problem(self, action: str) -> str | None:
        """Why a text is not an action of this game at all (None if it is well formed)."""
        return None

    # --- content -----------------------------------------------------------------------
    facts: Mapping[str, Fact] = {}
    quantities: Mapping[str, Text] = {}  # what number questions may ask (`asks:`)

    def fact(self, name: str, arg: str | None = None) -> str:
        """The value of `{{name}}` or `{{name:arg}}`; FactError if unknown or bad."""
        if name not in self.facts:
            raise FactError(f"{self.id} has no fact {{{{{name}}}}}")
        return self.facts[name](arg)

    def quantity(self, name: str, run: Run) -> Quantity:
        """The number a question `asks` (e.g. `paid`), computed from a played scenario; for
        a choice question, the values of the right choices."""
        raise FactError(f"{self.id} has no quantity {name!r}")

    def claim_then(self, name: str, value: object, run: Run) -> Mapping | None:
        """A number question's answer (`value` of quantity `name` in a played scenario) as
        `then` keys of this game, for `export-claims`; None where the game cannot say it."""
        return None

    def describe_action(self, action: str, lang: str, state: S | None = None) -> str:
        """The action in the reader's words ("10 Karotten nehmen"); with the `state` it is
        played in, where the words name a piece ("A1: 3 Felder vorwärts")."""
        return action

    def action_code(self, action: str, lang: str) -> str:
        """The short code a reader of `lang` types for an action (the referee shows it
        beside each move): the engine's token unless the game has words of that language
        ("fressen" for `eat`). `read_action_code` reads it back."""
        return action

    def read_action_code(self, text: str, lang: str) -> str:
        """A typed code (`action_code` in `lang`, or the engine's token) as the action
        `legal_actions` writes it."""
        return self.normalize_action(text)

    def picture(self, state: S, lang: str, action: str | None = None,
                id_prefix: str = "", asks: str | None = None,
                moves: Sequence[str] = (), you: str | None = None) -> Picture | None:
        """The state drawn as SVG (ids inside start with `id_prefix`); None if not drawn.

        `asks`: the quantity a question asks about; the picture leaves out what would give
        that answer away (a printed number the question asks for). `moves`: the moves a
        question's choices name; the picture shows where each of them leads (unmarked). `you`:
        the player the question calls "du"/"you", for a picture that names the player to move."""
        return None

    # The stylesheet of this game's pictures: colours for light and dark pages (Material's
    # dark scheme is `[data-md-color-scheme="slate"]`), scoped to the game's own classes.
    # The site serves every game's style in one file; pictures name colours by class only.
    picture_style: str = ""

    def pieces(self, state: S) -> tuple[str, ...]:
        """Ids of everything the picture of `state` must show (`data-piece`): pawns,
        animals, blocks, houses. Default: every player the state has."""
        return ()

    def why(self, run: Run, asks: str | None = None) -> Why:
        """The sentences behind a question's answer: the reasons against an illegal last
        turn, else the effects that explain `asks` (the asked quantity; None: the move
        itself) in `about`, the rest in `besides`. Default: every reason or effect is
        `about`; a game narrows it."""
        if run.legal is False:
            return Why(tuple(run.reasons))
        return Why(tuple(run.effects))

    def referee(self) -> Referee[S] | None:
        """This game's part of the referee page; None: the page offers the start position,
        the notation, the legal actions and the reasons, but no controls or extras."""
        return None

    def answer_picture(self, run: Run, lang: str, id_prefix: str = "") -> Picture | None:
        """What the answer shows beside its words (e.g. the walk drawn on the layout);
        None where the question's own picture says it all."""
        return None

    # --- positions from play -------------------------------------------------------------
    def position_problems(self, state: S) -> tuple[Reason, ...]:
        """Every reason why `state` cannot arise in play from `start_state` (sound: only
        what the rules prove impossible), each a sentence in both languages. Empty: the
        position can happen, as far as the engine knows."""
        return ()

    def positions(self, count: int, seed: int, **knobs: Any) -> Iterator[S]:
        """`count` positions reached by seeded random play from the start (`knobs` are the
        game's: `players=N`, `late=True`, ...; unknown knobs are a ValueError)."""
        from .positions import random_playouts

        return random_playouts(self, count, seed, **knobs)

    def playout_action(self, state: S, actions: Sequence[str], rng: Random,
                       late: bool = False) -> str:
        """The action random play takes among `actions` (legal, not empty). Default: any,
        uniformly; a game biases it to reach late situations when `late` is set."""
        return actions[rng.randrange(len(actions))]

    position_knobs: Mapping[str, Text] = {}  # knob -> what it does (for `positions --help`)
    properties: Mapping[str, Any] = {}  # the property book: id -> core.properties.Property

    # --- conformance -------------------------------------------------------------------
    def outcomes(self, state: S, action: str) -> tuple[Outcome[S], ...]:
        """Where a legal action's chance is not fixed by the state (a card to draw from a
        pile it does not list), every way it may go, for the reader to choose (the referee
        offers them); empty where the state decides (`apply` plays it)."""
        return ()

    def candidate_actions(self, state: S) -> list[str]:
        """Actions worth asking `reasons_against` about: every legal one and plausible
        illegal ones (the conformance test checks that generator and checker agree)."""
        return self.legal_actions(state)

    def unexplained(self, before: S, after: S, effects: tuple[Effect, ...]) -> list[str]:
        """Changes of a number from `before` to `after` that no effect explains."""
        return []

    def __repr__(self) -> str:
        return f"<Game {self.id}>"
