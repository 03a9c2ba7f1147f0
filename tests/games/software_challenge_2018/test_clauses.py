"""The clause book of edition software-challenge-2018: every clause switched to each of its
wrong variants changes what both turn generators return in the same way (the fast path in
`generate` reads the clauses as the explaining checks do, or the mutation run of the content
would pass wrongly), and leaves every accepted turn explainable by `reasons_against`."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hare_rules.games.software_challenge_2018 import GAME
from hare_rules.games.software_challenge_2018.actions import (
    BACK,
    CARD_ACTIONS,
    EAT,
    GIVE,
    TAKE,
    Card,
    advance,
)
from hare_rules.games.software_challenge_2018.boards import random_board
from hare_rules.games.software_challenge_2018.clauses import CLAUSES, snapshot
from hare_rules.games.software_challenge_2018.generate import legal_turn_tokens
from hare_rules.games.software_challenge_2018.oracle import read_records, state_from_record
from hare_rules.games.software_challenge_2018.state import Board, Player, State, initial_state
from hare_rules.games.software_challenge_2018.turns import legal_action_turns, reasons_against
from refresher.loader import load_content

DEV_FILE = Path(__file__).resolve().parents[2] / "data" / "sc2018-dev.jsonl.gz"
HAND_MADE = Board.parse("S H H L H I H C 1 H 2 L H I H H C L 2 I H 1 H C G")
LASTS = (None, BACK, EAT, TAKE, GIVE, advance(3), *CARD_ACTIONS)


def sample_positions() -> list[State]:
    """Oracle positions and seeded hand-made ones: cards first, pending must-eat, a taken
    hedgehog, few carrots, both in the goal."""
    states = [state_from_record(r) for r in list(read_records(str(DEV_FILE)))[::4]]
    rng = random.Random(2018)

    def player(goal: int) -> Player:
        return Player(rng.randint(0, goal), rng.choice((0, 5, 10, 11, 19, 20, 21, 30, 68)),
                      rng.randint(0, 5), frozenset(c for c in Card if rng.random() < 0.7),
                      rng.choice(LASTS))

    for _ in range(500):
        board = rng.choice((HAND_MADE, random_board(rng)))
        goal = board.goal
        red, blue = player(goal), player(goal)
        if red.field == blue.field and red.field not in (0, goal):
            blue = Player(red.field - 1, blue.carrots, blue.salads, blue.cards, blue.last)
        states.append(State(board, red, blue, rng.randint(0, 59)))
    # The opponent in the goal, the mover one step before it, ready to enter.
    board = random_board(random.Random(7))
    goal = board.goal
    cards = frozenset(Card)
    states.append(State(board, Player(goal - 1, 11, 0, cards), Player(goal, 4, 0, cards), 0))
    return states


POSITIONS = sample_positions()
VARIANTS = list(CLAUSES.variants())


def reference(state: State) -> list[tuple[str, ...]]:
    return [tuple(a.token for a in turn) for turn in legal_action_turns(state)]


def test_the_game_exposes_its_clauses() -> None:
    assert GAME.clauses is CLAUSES and len(CLAUSES) >= 30
    assert all(clause.text for clause in CLAUSES)


@pytest.mark.parametrize(("name", "variant"), VARIANTS, ids=[f"{n}:{v}" for n, v in VARIANTS])
def test_both_generators_follow_a_broken_clause(name: str, variant: str) -> None:
    changed = False
    correct = {id(s): legal_turn_tokens(s) for s in POSITIONS}
    with CLAUSES.broken(name, variant):
        for state in POSITIONS:
            fast = legal_turn_tokens(state)
            assert fast == reference(state), (name, variant, GAME.format_state(state))
            changed |= fast != correct[id(state)]
            for turn in fast[:3]:
                assert reasons_against(state, turn) == (), (name, variant, turn)
    assert legal_turn_tokens(POSITIONS[0]) == correct[id(POSITIONS[0])]  # switched back
    # Clauses of the explaining path only (sentences, payouts, the end) need not change the
    # turns; every other clause must, somewhere in the sample.
    payout_or_end = {"back-refund-per-field", "salad-payout", "carrot-exchange",
                     "take-or-drop-amount", "position-1-bonus", "position-2-bonus",
                     "position-bonus-needs-place", "position-pays-next-turn",
                     "goal-checked-after-blue", "goal-ends-the-game", "goal-fewer-carrots-win",
                     "turn-limit",
                     "round-limit-farther-wins", "start-carrots", "start-salads",
                     "hare-needs-playable-card",
                     # changes the state after a skip, not the turns of a position (below)
                     "skip-keeps-last-action"}
    if name not in payout_or_end:
        assert changed, f"{name}:{variant} changes no generated turn"


def test_the_snapshot_follows_the_switches() -> None:
    assert snapshot().goal_max == 10
    with CLAUSES.broken("goal-max-carrots", "eleven"):
        assert snapshot().goal_max == 11
    assert snapshot().goal_max == 10


def test_a_broken_start_changes_the_start() -> None:
    board = random_board(random.Random(1))
    with CLAUSES.broken("start-carrots", "board_game_65"):
        assert initial_state(board).red.carrots == 65
    assert initial_state(board).red.carrots == 68


# --- every wrong variant is noticed by a scenario ------------------------------------------

ROOT = Path(__file__).resolve().parents[3]


def _folder_scenarios() -> list[dict]:
    from ruamel.yaml import YAML

    yaml = YAML(typ="safe")
    folder = ROOT / "tests" / "scenarios" / "software-challenge-2018"
    return [raw for path in sorted(folder.glob("*.yaml"))
            for raw in yaml.load(path.read_text(encoding="utf-8"))["scenarios"]]


def _noticed() -> bool:
    from hare_rules.core.scenario import parse_scenario, run_scenario
    from refresher.mutate import killed

    for raw in FOLDER_SCENARIOS:
        try:
            if not run_scenario(parse_scenario(raw, GAME.id)).passed:
                return True
        except Exception:  # a broken clause may make a scenario impossible to play
            return True
    game = CONTENT.game("software-challenge-2018")
    return any(killed(game, item) for item in (*game.rules, *game.questions))


FOLDER_SCENARIOS = _folder_scenarios()
CONTENT = load_content(ROOT / "quiz" / "software-challenge-2018")


def test_all_scenarios_pass_with_the_true_clauses() -> None:
    assert not _noticed()


@pytest.mark.parametrize(("name", "variant"), VARIANTS, ids=[f"{n}:{v}" for n, v in VARIANTS])
def test_every_wrong_variant_fails_a_scenario(name: str, variant: str) -> None:
    """Claimed clauses are pinned by the content (`check --mutate`), the others by
    tests/scenarios/software-challenge-2018."""
    with CLAUSES.broken(name, variant):
        assert _noticed(), f"no scenario notices clause {name} read as {variant}"


def test_no_move_back_before_the_first_hedgehog_unless_the_clause_is_broken() -> None:
    board = random_board(random.Random(3))
    first = board.codes.index("I")  # the first hedgehog field
    red = Player(first - 2, 30, 5, frozenset(Card))
    blue = Player(first + 1, 30, 5, frozenset(Card))
    state = State(board, red, blue, 2)
    assert ("back",) not in legal_turn_tokens(state)
    assert reasons_against(state, ("back",))
    with CLAUSES.broken("back-needs-a-hedgehog", "to_start"):
        assert ("back",) in legal_turn_tokens(state) and ("back",) in reference(state)
    behind = State(board, Player(first + 2, 30, 5, frozenset(Card)),
                   Player(first + 3, 30, 5, frozenset(Card)), 2)
    assert ("back",) in legal_turn_tokens(behind)


def test_the_goal_ends_the_game_unless_the_clause_is_broken() -> None:
    from hare_rules.games.software_challenge_2018.perform import outcome

    board = random_board(random.Random(4))
    goal = board.goal
    state = State(board, Player(goal - 20, 30, 0, frozenset()),
                  Player(goal, 10, 0, frozenset()), 4)  # blue has just moved
    assert outcome(state) is not None and outcome(state).winner == "blue"
    with CLAUSES.broken("goal-ends-the-game", "play_on"):
        assert outcome(state) is None


def test_a_skip_keeps_the_last_action_unless_broken() -> None:
    """ "die letzte Aktion, die keine Aussetzaktion war": after a skip the card taken before
    still forces the player to move on; the wrong reading forgets it."""
    from hare_rules.games.software_challenge_2018.actions import SKIP
    from hare_rules.games.software_challenge_2018.perform import perform

    board = random_board(random.Random(7))
    red = Player(14, 0, 5, frozenset(Card), CARD_ACTIONS[0])
    state = State(board, red, Player(11, 68, 5, frozenset(Card)), 0)
    after, _, _ = perform(state, SKIP)
    assert after.red.last == CARD_ACTIONS[0]
    with CLAUSES.broken("skip-keeps-last-action", "forgotten"):
        forgotten, _, _ = perform(state, SKIP)
    assert forgotten.red.last == SKIP
