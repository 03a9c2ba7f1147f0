"""Claims that prove themselves: break each clause an item claims, one wrong variant at a
time, and demand that one of the item's scenarios (or a question's answer) then fails.

    python scripts/build_site.py --check --mutate      # = ./run.sh check --mutate

An item none of whose scenarios fails under a broken clause "survives": its scenarios would
still pass with the rule wrong, so they do not back the claim. Survivors are reported as
`path:line: ...`; the summary gives per game the items, claims, clause variants tried and the
kill ratio.
"""

from __future__ import annotations

from dataclasses import dataclass

from .games import UnknownGameError, game_for
from .model import Content, Game, Problem, Question, Rule
from .verify import verify_scenario


@dataclass(frozen=True)
class GameMutation:
    game_id: str
    items: int  # items that claim clauses
    claims: int  # (item, clause) pairs
    tried: int  # (item, clause, variant) runs
    killed: int
    survivors: tuple[Problem, ...]

    @property
    def ratio(self) -> float:
        return self.killed / self.tried if self.tried else 1.0

    def summary(self) -> str:
        return (f"{self.game_id}: {self.items} items, {self.claims} claims, {self.tried} clause "
                f"variants, {self.killed} killed, kill ratio {self.ratio:.2f}")


def killed(game: Game, item: Rule | Question) -> bool:
    """Whether some scenario of the item fails (or the question's answer is no longer right)."""
    return any(not verify_scenario(game, item, spec).passed for spec in item.scenarios)


def mutate_game(game: Game) -> GameMutation:
    try:
        clauses = game_for(game.edition).clauses
    except UnknownGameError:
        return GameMutation(game.id, 0, 0, 0, 0, ())
    items = [i for i in game.rules_and_questions() if i.claims]
    tried = dead = 0
    survivors = []
    for item in items:
        for name in item.claims:
            if name not in clauses:
                continue  # refresher.checks reports it
            for variant in clauses[name].variants:
                with clauses.broken(name, variant):
                    gone = killed(game, item)
                tried += 1
                dead += gone
                if not gone:
                    survivors.append(Problem(
                        item.path, item.line_of("claims"),
                        f"{item.id!r} claims {name!r}, but all its scenarios still pass when "
                        f"the rule reads {variant!r}: add a scenario that tells them apart"))
    claims = sum(len(item.claims) for item in items)
    return GameMutation(game.id, len(items), claims, tried, dead, tuple(survivors))


def mutate(content: Content) -> tuple[GameMutation, ...]:
    return tuple(mutate_game(game) for game in content.games)
