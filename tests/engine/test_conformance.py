"""Every game of GAMES against the protocol (OpenSpiel-style conformance), on seeded random
playouts: the notation round-trips, `repr` rebuilds the state, the generator and the
checker agree on every candidate action, applying a legal action never fails, effects
explain every change of a number, and a golden transcript per game stays as it was
(regenerate with HARE_UPDATE_GOLDEN=1, then read the diff before committing).
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from hare_rules.core import Applied, Game, IllegalActionError, Reason
from hare_rules.games import GAMES

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "conformance"
MAX_PLIES = 150
SEEDS = (1, 2, 3)


def playout(game: Game, players: int, seed: int, plies: int = MAX_PLIES):
    """(state, action, applied) along a random game; the last state has action None."""
    rng = random.Random(seed)
    state = game.start_state(players, seed)
    for _ in range(plies):
        if game.is_over(state):
            break
        actions = game.legal_actions(state)
        assert actions, f"{game.id}: no legal action in {game.format_state(state)}"
        action = rng.choice(actions)
        applied = game.apply(state, action)
        yield state, action, applied
        state = applied.state
    yield state, None, None


def cases():
    for game_id, game in sorted(GAMES.items()):
        for players in sorted({min(game.player_counts), max(game.player_counts)}):
            for seed in SEEDS:
                yield pytest.param(game, players, seed, id=f"{game_id}-{players}p-seed{seed}")


@pytest.mark.parametrize(("game", "players", "seed"), list(cases()))
def test_protocol_holds_along_a_random_game(game: Game, players: int, seed: int) -> None:
    for state, action, applied in playout(game, players, seed):
        text = game.format_state(state)
        assert text.split()[0] == game.id
        assert game.parse_state(text) == state, text
        assert eval(repr(state), {"GAMES": GAMES}) == state
        assert hash(state) == hash(game.parse_state(text))
        if game.is_over(state):
            assert game.to_move(state) is None
            continue
        legal = {game.normalize_action(a) for a in game.legal_actions(state)}
        assert game.to_move(state) is not None
        for candidate in game.candidate_actions(state):
            reasons = game.reasons_against(state, candidate)
            assert all(isinstance(r, Reason) and r.code in game.reason_codes for r in reasons)
            assert all(r.de and r.en and r.de != r.en for r in reasons)
            assert (not reasons) == (game.normalize_action(candidate) in legal), (
                f"{game.id}: generator and checker disagree on {candidate!r} in {text}: "
                f"{[str(r) for r in reasons]}")
            if reasons:
                with pytest.raises(IllegalActionError):
                    game.apply(state, candidate)
        if action is None:
            continue  # the playout stopped here, unfinished
        assert isinstance(applied, Applied)
        assert game.unexplained(state, applied.state, applied.effects) == [], (text, action)
        assert all(e.de and e.en for e in applied.effects)


def transcript(game: Game) -> str:
    players = max(game.player_counts)
    lines = [f"# {game.id}: {players} players, seed 7, random legal actions"]
    for ply, (state, action, applied) in enumerate(playout(game, players, 7, plies=60)):
        lines.append(f"{ply:3d}  {game.format_state(state)}")
        if action is None:
            break
        lines.append(f"     {action}")
        lines += [f"       - {e.en}" for e in applied.effects]
        lines += [f"       - {e.de}" for e in applied.effects]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("game", [pytest.param(g, id=i) for i, g in sorted(GAMES.items())])
def test_golden_playthrough(game: Game) -> None:
    path = GOLDEN / f"{game.id}.txt"
    now = transcript(game)
    if os.environ.get("HARE_UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(now, encoding="utf-8")
    assert path.exists(), f"no golden transcript for {game.id}: run with HARE_UPDATE_GOLDEN=1"
    assert now == path.read_text(encoding="utf-8"), f"{game.id}: transcript changed"


# -- positions from play (issue 23) ------------------------------------------------------
POSITIONS = 300  # per game and knob setting; the property book searches many more


def position_cases():
    for game_id, game in sorted(GAMES.items()):
        yield pytest.param(game, {}, id=f"{game_id}-any")
        yield pytest.param(game, {"late": True}, id=f"{game_id}-late")
        yield pytest.param(game, {"players": min(game.player_counts)},
                           id=f"{game_id}-{min(game.player_counts)}p")


@pytest.mark.parametrize(("game", "knobs"), list(position_cases()))
def test_positions_from_play_can_arise_and_round_trip(game: Game, knobs: dict) -> None:
    states = list(game.positions(POSITIONS, seed=7, **knobs))
    assert len(states) == POSITIONS
    assert len(set(states)) > POSITIONS // 10, "the generator repeats itself"
    for state in states:
        text = game.format_state(state)
        assert game.parse_state(text) == state, text
        problems = game.position_problems(state)
        assert not problems, f"{text}: " + "; ".join(p.en for p in problems)


def test_positions_are_seeded() -> None:
    for game in GAMES.values():
        first = [game.format_state(s) for s in game.positions(20, seed=3)]
        again = [game.format_state(s) for s in game.positions(20, seed=3)]
        other = [game.format_state(s) for s in game.positions(20, seed=4)]
        assert first == again and first != other, game.id


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_property_of_the_book_holds(game_id: str) -> None:
    from hare_rules.core.properties import SEARCH, remembered_search, search

    game = GAMES[game_id]
    assert game.properties or game_id.startswith("toy"), "every game has a property book"
    for prop in game.properties.values():
        # The check remembers a property that held (per engine code): searched once a run.
        assert remembered_search(game, prop, SEARCH) is None, str(search(game, prop)[0])
    first = next(iter(game.properties.values()), None)
    if first is not None:  # the search covers the positions it says
        assert search(game, first, 300)[1] == 300
