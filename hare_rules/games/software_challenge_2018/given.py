"""Build a 2018 position from a scenario's `given` mapping (see SCENARIOS.md).

    >>> s = state_from_given({"players": {"red": {"field": 3, "cards": ["fall_back"]},
    ...                                   "blue": {"field": 5, "last": "+5"}},
    ...                       "to_move": "blue"}, None)
    >>> s.to_move, s.red.carrots, s.blue.last.token
    ('blue', 68, '+5')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from hare_rules.core.limits import number_problem
from hare_rules.core.sentences import Text
from hare_rules.games.software_challenge_2018 import clauses as c
from hare_rules.games.software_challenge_2018.actions import (
    BACK,
    Action,
    Card,
    UnknownTokenError,
    advance,
    parse_action,
    play,
)
from hare_rules.games.software_challenge_2018.edition import SC2018
from hare_rules.games.software_challenge_2018.state import (
    COLORS,
    HARE,
    HEDGEHOG,
    Board,
    Player,
    State,
)

# The server's board has no fixed layout; scenarios without a `track` use the board of the
# Ruby client's spec position, the one fixed board of the server's tests.
DEFAULT_TRACK = (
    "S C C C H C H H 1 2 L I C C H I 1 C 2 I C C L 2 I C H 2 C C I 1 C 2 H C H I 2 "
    "H C C L I 1 C 2 C C H I C H C 2 C I L C H C C 1 H G"
)

_CARD_IDS = {card.value: card for card in Card} | {"take_or_drop": Card.TAKE_OR_DROP}
_PLAYER_KEYS = {"name", "field", "carrots", "salads", "lettuce", "cards", "last"}
_GIVEN_KEYS = {"players", "to_move", "turn"}


def state_from_given(given: Mapping[str, Any], track: str | None) -> State:
    """`given.players`: a mapping red/blue -> player, or a list of players with `name`.
    Player keys: field (number or "goal"), carrots (68), salads or lettuce (5), cards (all
    four; on a hare field all but the one its default `last` played), last (a token or
    null; default: an action that can have left the player there, see
    `_with_default_last`). `to_move` (red) and `turn` must agree: the server lets red move on
    even turns (default: see `default_turn`). Raises ValueError naming what is wrong."""
    unknown = set(given) - _GIVEN_KEYS
    if unknown:
        raise ValueError(f"given: unknown keys {sorted(unknown)} (known: {sorted(_GIVEN_KEYS)})")
    try:
        board = Board.parse(track or DEFAULT_TRACK)
    except ValueError as e:
        raise ValueError(f"track: {e}") from None
    players = _players_by_name(given.get("players", {}))
    red = _player("red", players.get("red", {}), board)
    blue = _player("blue", players.get("blue", {}), board)
    if red.field == blue.field and red.field not in (0, board.goal):
        raise ValueError(f"red and blue both on field {red.field}: only start and goal hold two")
    to_move = given.get("to_move", "red")
    if to_move not in COLORS:
        raise ValueError(f"to_move: {to_move!r} is not red or blue")
    turn = given.get("turn", default_turn(to_move, red, blue))
    if not isinstance(turn, int) or turn < 0 or number_problem(turn, Text("turn", "turn")):
        raise ValueError(f"turn {str(turn)[:12]!r}: a whole number of at most six digits")
    if (turn % 2 == 0) != (to_move == "red"):
        raise ValueError(f"turn {turn!r}: red moves on even turns, blue on odd ({to_move} to move)")
    red = _with_default_last(red, players.get("red", {}), board, blue.field,
                             first_turn_only=(turn + 1) // 2 == 1)
    blue = _with_default_last(blue, players.get("blue", {}), board, red.field,
                              first_turn_only=turn // 2 == 1)
    return State(board, red, blue, turn)


# Without `turn`: the first turn of the player to move while it stands on the start, else a
# turn in the middle of the game (round 17), far from the round limit. A scenario that shows
# the end of the race (no salad left, on the way into the goal) gives a later `turn`: by
# round 17 that needs every salad to pay 30, so an opponent far ahead at each of them.
MIDDLE_TURN = 32


def default_turn(to_move: str, red: Player, blue: Player) -> int:
    if to_move == "red":
        return 0 if red.field == 0 else MIDDLE_TURN
    return 1 if blue.field == 0 else MIDDLE_TURN + 1


def _with_default_last(player: Player, given: Mapping[str, Any], board: Board,
                       opponent: int, first_turn_only: bool = False) -> Player:
    """Without `last`, the last action that can have left the player where it stands (a
    player who has moved always has one): none on the start, the move back on a hedgehog,
    on a hare field the carrot card (taking 20, or dropping 20 from a player with fewer
    left) or else the salad card that ended the turn there, which is then no longer held;
    elsewhere the shortest forward move that can have led there: from
    the start after the first turn only, never from the opponent's field, and from a hare
    field only when a card is gone (a turn ends there only with a card played)."""
    if "last" in given or player.field == 0:
        return player
    code = board.code(player.field)
    if code == HEDGEHOG:
        return replace(player, last=BACK)
    if code == HARE:
        cards = player.cards if "cards" in given else player.cards - {Card.TAKE_OR_DROP}
        # The carrot card took 20 if the player holds that many, else it dropped 20 (a
        # player on the way into the goal); the salad card brought at least 10. A given
        # position means what it means by the rulebook (`.correct`), whatever a test has
        # switched; +20 / -20 are the tokens' values.
        amount, least = c.TAKE_OR_DROP_AMOUNT.correct, min(c.SALAD_PAYOUT.correct)
        take = 20 if player.carrots >= amount else -20
        for card, value in ((Card.TAKE_OR_DROP, take), (Card.EAT_SALAD, 0)):
            if card not in cards and (card is not Card.EAT_SALAD
                                      or (player.salads < c.START_SALADS.value
                                          and player.carrots >= least)):
                return replace(player, cards=cards, last=play(card, value))
        return player  # no last action fits (a position problem says so)
    if first_turn_only:
        return replace(player, last=advance(player.field))
    all_cards = len(player.cards) == len(SC2018.start_cards)
    for distance in range(1, player.field + 1):
        origin = player.field - distance
        if origin == 0 or (origin != opponent and not (all_cards
                                                       and board.code(origin) == HARE)):
            return replace(player, last=advance(distance))
    return player


def _players_by_name(players: Any) -> dict[str, Mapping[str, Any]]:
    if isinstance(players, Mapping):
        named = dict(players)
    elif isinstance(players, list):
        named = {}
        for seat, p in enumerate(players):
            if not isinstance(p, Mapping):
                raise ValueError(f"players[{seat}]: expected a mapping, got {p!r}")
            named[p.get("name", COLORS[seat] if seat < 2 else f"#{seat}")] = p
    else:
        raise ValueError(f"players: expected a mapping or a list, got {players!r}")
    wrong = set(named) - set(COLORS)
    if wrong:
        raise ValueError(f"players: this edition has only red and blue, not {sorted(wrong)}")
    return named


def _player(name: str, given: Mapping[str, Any], board: Board) -> Player:
    unknown = set(given) - _PLAYER_KEYS
    if unknown:
        raise ValueError(f"{name}: unknown keys {sorted(unknown)} (known: {sorted(_PLAYER_KEYS)})")
    if "salads" in given and "lettuce" in given:
        raise ValueError(f"{name}: give salads or lettuce, not both")
    field = given.get("field", 0)
    field = board.goal if field == "goal" else field
    if not isinstance(field, int) or not 0 <= field <= board.goal:
        raise ValueError(f"{name}: field {field!r} is not 0..{board.goal} or 'goal'")
    carrots = _count(name, "carrots", given.get("carrots", c.START_CARROTS.value))
    salads = _count(name, "salads", given.get("salads", given.get("lettuce", c.START_SALADS.value)))
    return Player(field, carrots, salads, _cards(name, given.get("cards")), _last(name, given))


def _count(name: str, key: str, value: Any) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ValueError(f"{name}: {key} {value!r} must be a whole number ≥ 0")
    # At most six digits (hare_rules.core.limits): no count of the game has more.
    problem = number_problem(value, Text(key, key))
    if problem is not None:
        raise ValueError(f"{name}: {problem.en}")
    return value


def _cards(name: str, cards: Any) -> frozenset[Card]:
    if cards is None:
        return SC2018.start_cards
    if not isinstance(cards, list):
        raise ValueError(f"{name}: cards must be a list of {sorted(_CARD_IDS)}")
    bad = [c for c in cards if c not in _CARD_IDS]
    if bad:
        raise ValueError(f"{name}: unknown cards {bad} (known: {sorted(_CARD_IDS)})")
    held = frozenset(_CARD_IDS[c] for c in cards)
    if len(held) != len(cards):
        raise ValueError(f"{name}: each card is held at most once, got {cards}")
    return held


def _last(name: str, given: Mapping[str, Any]) -> Action | None:
    token = given.get("last")
    if token is None:
        return None
    try:
        action = parse_action(str(token))
    except UnknownTokenError as e:
        raise ValueError(f"{name}: last: {e}") from None
    if action.token == "skip":
        raise ValueError(f"{name}: last is the last action that was not a skip, not 'skip'")
    return action
