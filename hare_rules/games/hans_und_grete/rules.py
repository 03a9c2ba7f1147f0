"""Actions, their legality with reasons, and applying them.

Tokens (SCENARIOS.md, game `hans-und-grete`):
- `lay X` -- card X of the layout is the one laid last: is its place legal next to the
  others? (Playing it moves X to the end of the laying order.)
- `lay WxH at C,R` -- lay a W×H card with its top-left square on column C, row R: the top
  card of the pile (turned so that it is W wide), or, without a pile, a what-if card of forest.
  `lay WxH at C,R turned N` (N = 90, 180, 270: clockwise) picks a turn of the top card
  where W×H alone does not say it.
- `walk` -- the walking phase on a complete layout: changes nothing, its effects are the
  walks, removals, penalties and the winner.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from hare_rules.core import Applied, Effect, IllegalActionError, Reason
from hare_rules.core.sentences import Listing, Text

from . import clauses as c
from .cards import MAX_OFFSET, MAX_SIDE, Card, blank
from .laying import best_contact, laying_reasons
from .sentences import EFFECTS, REASONS, player_words, squares_listing, stops_words
from .state import PLAYERS, Layout, Placed, bounds, layer_of
from .walking import Score, scores, winner

LAY_LETTER = re.compile(r"lay ([A-Za-z])")
# ASCII digits, at most six (hare_rules.core.limits): `\d` takes other scripts' digits and
# `int` refuses a number of thousands of digits with an error of its own.
LAY_AT = re.compile(r"lay ([0-9]{1,6})x([0-9]{1,6}) at (-?[0-9]{1,6}),(-?[0-9]{1,6})"
                    r"(?: turned (0|90|180|270))?")
WALK = "walk"


@dataclass(frozen=True, slots=True)
class LayAt:
    width: int
    height: int
    col: int
    row: int
    turns: int | None  # quarter turns asked for; None: as W×H says


def parse_action(action: str) -> str | LayAt | None:
    """A letter (`lay X`), a LayAt, `walk`, or None for text that is no action."""
    text = " ".join(action.split())
    if text == WALK:
        return WALK
    if m := LAY_LETTER.fullmatch(text):
        return m.group(1)
    if m := LAY_AT.fullmatch(text):
        w, h, c, r = (int(m.group(i)) for i in range(1, 5))
        if not (1 <= w <= MAX_SIDE and 1 <= h <= MAX_SIDE and abs(c) <= MAX_OFFSET
                and abs(r) <= MAX_OFFSET):
            return None
        return LayAt(w, h, c, r, None if m.group(5) is None else int(m.group(5)) // 90)
    return None


def token(lay: LayAt) -> str:
    """The canonical token: `turned N` only where W×H does not already say the turn."""
    text = f"lay {lay.width}x{lay.height} at {lay.col},{lay.row}"
    return text if not lay.turns else f"{text} turned {lay.turns * 90}"


def card_for(state: Layout, lay: LayAt) -> tuple[Card | None, int]:
    """The card as it would lie and its quarter turns (None: the top card does not fit)."""
    if not state.pile:
        return blank(lay.width, lay.height), 0
    top = state.pile[0]
    if not c.CARDS_MAY_TURN.value:  # as drawn only
        fits = (top.width, top.height) == (lay.width, lay.height) and not lay.turns
        return (top, 0) if fits else (None, lay.turns or 0)
    if lay.turns is not None:
        turned = top.turned(lay.turns)
        fits = (turned.width, turned.height) == (lay.width, lay.height)
        return (turned, lay.turns) if fits else (None, lay.turns)
    for turns in (0, 1):
        turned = top.turned(turns)
        if (turned.width, turned.height) == (lay.width, lay.height):
            return turned, turns
    return None, 0


def reasons_against(state: Layout, action: str) -> tuple[Reason, ...]:
    parsed = parse_action(action)
    if parsed is None:
        return (Reason.from_table(REASONS, "unknown_token", token=action),)
    if parsed == WALK:
        if state.pile:
            return (Reason.from_table(REASONS, "not_complete", n=len(state.pile)),)
        return ()
    if isinstance(parsed, str):
        placed = state.card(parsed)
        if placed is None:
            return (Reason.from_table(REASONS, "unknown_card", card=parsed),)
        return laying_reasons(placed, tuple(p for p in state.laid if p is not placed),
                              layer_of(len(state.laid)))
    card, _ = card_for(state, parsed)
    found: list[Reason] = []
    if card is None:
        top = state.pile[0]
        found.append(Reason.from_table(REASONS, "wrong_size", w=top.width, h=top.height,
                                       aw=parsed.width, ah=parsed.height))
        card = blank(parsed.width, parsed.height)
    new = Placed(state.next_letter(), parsed.col, parsed.row, card)
    return (*found, *laying_reasons(new, state.laid, layer_of(len(state.laid) + 1)))


def apply(state: Layout, action: str) -> Applied:
    reasons = reasons_against(state, action)
    if reasons:
        from .notation import format_layout

        raise IllegalActionError(
            f"{action!r} is illegal in {format_layout(state)!r}: "
            + "; ".join(r.en for r in reasons), reasons)
    parsed = parse_action(action)
    if parsed == WALK:
        return Applied(state, walk_effects(state))
    if isinstance(parsed, str):
        # "lay X": X becomes the card laid last; the layout itself stays as it is.
        placed = state.card(parsed)
        assert placed is not None
        before = tuple(p for p in state.laid if p is not placed)
        after = Layout((*before, placed), state.pile)
        return Applied(after, (_laid(placed, before, change=0),))
    assert isinstance(parsed, LayAt)
    card, turns = card_for(state, parsed)
    assert card is not None
    placed = Placed(state.next_letter(), parsed.col, parsed.row, card)
    after = Layout((*state.laid, placed), state.pile[1:])
    effects = [_laid(placed, state.laid, change=1, turns=turns if state.pile else 0)]
    if state.pile and after.complete:
        effects += walk_effects(after)  # the last card: the walk decides at once
    return Applied(after, tuple(effects))


def turn_words(turns: int, card: Card | None = None) -> Text:
    """How a card lies against the pile's way up: nothing, or "um 90° gedreht" (clockwise);
    where the turn changes the size, the size it then lies ("liegt also 2×3")."""
    if not turns:
        return Text("", "")
    de, en = f", um {turns * 90}° gedreht", f", turned {turns * 90}°"
    if card is not None and turns % 2 and card.width != card.height:
        de += f", liegt also {card.width}×{card.height}"
        en += f", so it lies {card.width}×{card.height}"
    return Text(de, en)


def _laid(placed: Placed, table: tuple[Placed, ...], change: int, turns: int = 0) -> Effect:
    """Laying `placed` next to the cards `table`, with the contact that makes it legal."""
    number = len(table) + 1
    player = layer_of(number)
    # The size as printed (the pile's way up), the size it lies after the turn words.
    w, h = placed.card.width, placed.card.height
    if turns % 2:
        w, h = h, w
    where = {"card": placed.letter, "w": w, "h": h,
             "at": square_name((placed.col, placed.row)), "number": number,
             "turn": turn_words(turns, placed.card)}
    touch = best_contact(placed, table)
    if touch is None:  # the first card (or, with a clause broken, a card without contact)
        return Effect.from_table(EFFECTS, "laid_first", player, change,
                                 **player_words(player), **where)
    return Effect.from_table(EFFECTS, "laid", player, change, **player_words(player),
                             **where, touches=touch[0], sides=touch[1])


def square_name(square: tuple[int, int]) -> str:
    return f"{square[0]},{square[1]}"


def walk_effects(state: Layout) -> tuple[Effect, ...]:
    """What the walking phase does, player by player, and who wins."""
    effects: list[Effect] = []
    results = scores(state)
    for player in PLAYERS:
        effects += player_effects(results[player])
    won = winner(state)
    if won == "draw":
        if all(s.finishes for s in results.values()):
            effects.append(Effect.from_table(EFFECTS, "draw", "", results["hans"].steps or 0))
        else:
            effects.append(Effect.from_table(EFFECTS, "draw_no_house", ""))
    else:
        other = PLAYERS[1 - PLAYERS.index(won)]
        kind = "winner" if results[other].finishes else "winner_no_house"
        effects.append(Effect.from_table(EFFECTS, kind, won, **player_words(won),
                                         **player_words(other, "other_")))
    return tuple(effects)


def player_effects(result: Score) -> list[Effect]:
    """One player's walk: the removal (or none), the walk with its stops, the penalty, the
    result; or why the walk cannot be finished."""
    player = result.player
    words = player_words(player)
    if not result.finishes:
        kind = {"start": "start_missing", "house": "house_missing"}.get(result.missing,
                                                                        "house_cut_off")
        return [Effect.from_table(EFFECTS, kind, player, **words)]
    assert result.steps is not None and result.walk is not None
    effects = []
    if result.removed is not None:
        kind = ("removed_cut_off" if result.removed_cut_off and not result.unreachable
                else "removed")
        # Where another removal gives the same result, the sentence says so: the engine's
        # pick among equals is no rule.
        others = tuple(square_name(b) for b in result.best_removals
                       if b is not None and b != result.removed)
        details: dict[str, Any] = {}
        if kind == "removed" and others:
            kind = "removed_tie"
            details = {"others": Listing(others, "or")}
        effects.append(Effect.from_table(EFFECTS, kind, player, **words,
                                         square=square_name(result.removed),
                                         saved=result.saved, **details))
    elif len(result.unreachable) > 1:  # whichever goes, the penalty stays
        effects.append(Effect.from_table(EFFECTS, "no_removal_cut_off", player, **words,
                                         rest=len(result.unreachable) - 1))
    elif result.blocks:
        effects.append(Effect.from_table(EFFECTS, "no_removal", player, **words))
    stops = (("start", result.route[0]), *(("block", b) for b in result.order),
             ("house", result.route[-1]))
    effects.append(Effect.from_table(
        EFFECTS, "walk", player, result.walk, **words, blocks=len(result.order),
        stops=stops_words(tuple((kind, square_name(sq)) for kind, sq in stops))))
    if result.penalty:
        effects.append(Effect.from_table(
            EFFECTS, "penalty", player, result.penalty, **words, n=len(result.unreachable),
            squares=squares_listing(tuple(map(square_name, result.unreachable)))))
        effects.append(Effect.from_table(EFFECTS, "result_with_penalty", player, result.steps,
                                         **words, walk=result.walk, penalty=result.penalty))
    else:
        effects.append(Effect.from_table(EFFECTS, "result", player, result.steps, **words))
    return effects


def _placements(state: Layout) -> list[tuple[str, Placed]]:
    """Every place next to the layout for every turn of the top card (legal or not)."""
    if not state.pile:
        return []
    top = state.pile[0]
    c0, r0, c1, r1 = bounds(state.laid)
    letter = state.next_letter()
    found = []
    turns_allowed = top.orientations() if c.CARDS_MAY_TURN.value else ((0, top),)
    for turns, card in turns_allowed:
        w, h = card.width, card.height
        shown = _shown_turns(top, turns, card)
        cols = range(c0 - w, c1 + 1) if state.laid else range(0, 1)
        rows = range(r0 - h, r1 + 1) if state.laid else range(0, 1)
        for row in rows:
            for col in cols:
                found.append((token(LayAt(w, h, col, row, shown)),
                              Placed(letter, col, row, card)))
    return found


# Empty squares the referee's picture offers to tap around the layout (the longest side of
# the example cards): a card's top-left square may be any of them.
TAP_MARGIN = 3


def candidate_placements(state: Layout) -> list[str]:
    """Every place next to the layout (`_placements`), then the top card as it lies with its
    top-left square on any other square of the referee's tap grid (a question may ask
    about a card laid a column away), so the referee has their reasons at hand."""
    near = [action for action, _ in _placements(state)]
    if not state.pile or not state.laid:
        return near
    top = state.pile[0]
    c0, r0, c1, r1 = bounds(state.laid)
    taps = (token(LayAt(top.width, top.height, col, row, None))
            for row in range(r0 - TAP_MARGIN, r1 + TAP_MARGIN)
            for col in range(c0 - TAP_MARGIN, c1 + TAP_MARGIN))
    return list(dict.fromkeys([*near, *taps]))


def legal_placements(state: Layout) -> list[str]:
    """The legal placements of the top card, in the order of `candidate_placements`: the
    same judgement as `reasons_against`. With the laying clauses as the rulebook has them,
    only the places along a laid card's side with at least two square sides shared are
    tried; with one switched to a wrong reading, every candidate is judged."""
    if not state.pile:
        return []
    if not state.laid or not all(clause.value == clause.correct for clause in LAYING_CLAUSES):
        return _judged_placements(state)
    top = state.pile[0]
    covered = set(state.squares())
    need = c.MIN_CONTACT.value
    found: set[tuple[int, int, int]] = set()  # (orientation, row, col)
    for index, (_, card) in enumerate(top.orientations()):
        w, h = card.width, card.height
        for old in state.laid:
            for row in range(old.row - h + need, old.bottom - need + 1):
                found.add((index, row, old.right))
                found.add((index, row, old.col - w))
            for col in range(old.col - w + need, old.right - need + 1):
                found.add((index, old.bottom, col))
                found.add((index, old.row - h, col))
    orientations = top.orientations()
    legal = []
    for index, row, col in sorted(found):
        turns, card = orientations[index]
        if any((col + dc, row + dr) in covered
               for dr in range(card.height) for dc in range(card.width)):
            continue
        legal.append(token(LayAt(card.width, card.height, col, row,
                                 _shown_turns(top, turns, card))))
    return legal


# The clauses the fast path of `legal_placements` builds in.
LAYING_CLAUSES = (c.NO_OVERLAP, c.FIRST_CARD_FREE, c.ONLY_FIRST_FREE, c.MIN_CONTACT,
                  c.TWO_SIDES_ENOUGH, c.CORNER_IS_NO_CONTACT, c.CONTACT_WITH_ONE_CARD,
                  c.CARDS_MAY_TURN)


def _shown_turns(top: Card, turns: int, card: Card) -> int | None:
    """The turn a token names: none where W×H already says how the card lies."""
    default = 0 if (card.width, card.height) == (top.width, top.height) else 1
    return None if turns == default else turns


def _judged_placements(state: Layout) -> list[str]:
    """Every candidate judged by `laying_reasons` (a candidate covering a covered square is
    skipped early: it overlaps)."""
    covered = set(state.squares())
    legal = []
    for action, placed in _placements(state):
        if any(square in covered for square, _ in placed.squares()):
            continue
        if not laying_reasons(placed, state.laid, ""):
            legal.append(action)
    return legal
