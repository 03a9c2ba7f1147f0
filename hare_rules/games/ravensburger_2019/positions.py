"""Positions that can arise in play: why a position cannot (`position_problems`), and
positions from seeded random play (`positions`, with knobs for late positions, the number
of players and the variant).

A problem is named only where the rules prove the position impossible (when in doubt, the
position is allowed); positions the state already refuses (two pawns on a field, a gap in
the finishing places, more than 3 lettuce) never get this far.

    >>> from hare_rules.games import GAMES
    >>> game = GAMES["ravensburger-2019"]
    >>> [p.code for p in game.position_problems(game.parse_state(
    ...     "ravensburger-2019 *A:0:10:3 B:5:60:3 C:6:60:3 D:7:60:3"))]
    ['start_carrots']
    >>> problem = position_problems(game.parse_state(
    ...     "ravensburger-2019 A:G1:0:1 *B:9:60:3 C:6:60:3 D:7:60:3"))[0]
    >>> problem.en
    'A is in the goal but still has 1 lettuce; a pawn enters the goal only with no lettuce.'
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import cache
from random import Random
from typing import Any

from hare_rules.core.protocol import Text
from hare_rules.core.sentences import Listing, Reason, Templates, check_table
from hare_rules.hare_race.track import Kind, Track, forward_cost

from . import clauses as c
from .cards import HARE_CARDS
from .edition import NO_HARE_CARDS, RAVENSBURGER_2019, get_edition
from .rules import apply, legal_moves, per_place, start_carrots
from .setup import new_game
from .state import Position, is_over

# code -> (German, English): why a position cannot arise in play.
PROBLEMS: Templates = {
    "too_few_players": (
        "Hase und Igel spielen {low} bis {high} Spieler, nicht {count}.",
        "Hare & Tortoise is played by {low} to {high} players, not {count}.",
    ),
    "board_side": (
        "Auf dieser Seite des Spielplans (der blauen) spielen {low} bis {high} Spieler; zu "
        "{count} spielt man auf der gelben Seite, die hier nicht abgebildet ist.",
        "This side of the board (the blue one) is for {low} to {high} players; {count} "
        "players race on the yellow side, which is not shown here.",
    ),
    "start_carrots": (
        "{who} steht auf dem Start mit {carrots:#Karotte|Karotten}; dort steht man nur zu "
        "Beginn oder nach dem Festfahren, beide Male mit {fresh} Karotten, und bis zum "
        "nächsten eigenen Zug ändern nur Hasenkarten der anderen das um je 10 mehr oder 1 "
        "weniger.",
        "{who} stands on the start with {carrots:#carrot|carrots}; a pawn is there only at "
        "the beginning or after being stuck, both times with {fresh} carrots, and until its "
        "owner's next turn only the others' hare cards change that, by 10 more or 1 less "
        "each.",
    ),
    "goal_lettuce": (
        "{who} ist im Ziel, hat aber noch {lettuce:#Salat|Salate}; ins Ziel kommt man nur "
        "ohne Salat.",
        "{who} is in the goal but still has {lettuce:#lettuce|lettuces}; a pawn enters the "
        "goal only with no lettuce.",
    ),
    "goal_carrots": (
        "{who} ist als {place}. im Ziel mit {carrots:#Karotte|Karotten}, aber als {place}. "
        "kommt man mit höchstens {limit} an, und im Ziel kommen keine Karotten dazu.",
        "{who} is in the goal in place {place} with {carrots:#carrot|carrots}, but place "
        "{place} arrives with at most {limit}, and nobody gains carrots in the goal.",
    ),
    "all_finished": (
        "Alle sind im Ziel; das Rennen endet aber, sobald nur noch eine Figur unterwegs ist.",
        "Everyone is in the goal, but the race ends as soon as only one pawn is still on the "
        "track.",
    ),
    "deck_in_variant": (
        "Ohne Hasenkarten gibt es keinen Stapel, hier liegen aber {cards:#Karte|Karten}.",
        "Without hare cards there is no pile, but this one holds {cards:#card|cards}.",
    ),
    "deck_count": (
        "Im Stapel liegt „{card}“ {count}-mal; das Spiel hat die Karte nur {most}-mal.",
        "The pile holds '{card}' {count} times; the game has only {most} of that card.",
    ),
    "skip_count": (
        "{who} soll noch {skip}-mal aussetzen; eine Hasenkarte lässt höchstens einen Zug "
        "aussetzen, und der wird im nächsten Zug ausgesetzt.",
        "{who} is to miss {skip} more turns; a hare card makes a player miss one turn at "
        "most, and it is missed on the next turn.",
    ),
    "skip_off_hare": (
        "{who} soll aussetzen, steht aber auf Feld {field}, keinem Hasenfeld; aussetzen "
        "lässt nur eine Hasenkarte, und bis dahin bleibt die Figur auf ihrem Hasenfeld.",
        "{who} is to miss a turn but stands on square {field}, not a hare square; only a hare "
        "card makes a player miss a turn, and the pawn stays on its hare square until then.",
    ),
    "skip_in_variant": (
        "{who} soll aussetzen, aber ohne Hasenkarten setzt niemand aus.",
        "{who} is to miss a turn, but without hare cards nobody misses a turn.",
    ),
    "passed_count": (
        "{who} wurde {passed}-mal überholt; seit dem letzten eigenen Zug können das nur die "
        "{others} anderen gewesen sein, jeder einmal.",
        "{who} was passed {passed} times; since its owner's last turn only the {others} "
        "others can have passed, once each.",
    ),
    "extra_move_off_hare": (
        "{who} ist mitten im Zug mit einem weiteren Zug, steht aber auf keinem Hasenfeld; "
        "einen weiteren Zug gibt nur eine Hasenkarte.",
        "{who} is in the middle of a turn with another move, but does not stand on a hare "
        "square; only a hare card grants another move.",
    ),
    "hedgehog_carrots": (
        "{who} steht auf dem Igelfeld {field} mit {carrots:#Karotte|Karotten}; ein Igelfeld "
        "erreicht man nur rückwärts, mit mindestens {refund} Karotten dazu, und bis zum "
        "nächsten eigenen Zug nimmt einem dort nur die Karte zum Mischen je 1 Karotte, "
        "höchstens einmal je Zug der anderen: So sind es hier mindestens {least}.",
        "{who} is on hedgehog square {field} with {carrots:#carrot|carrots}; a hedgehog is "
        "reached only by moving back, for at least {refund} more carrots, and until its "
        "owner's next turn only the shuffle card takes anything there, 1 carrot, at most once "
        "in each of the others' turns: so it holds at least {least} here.",
    ),
    "carrots_off_the_way": (
        "{who} steht ohne Hasenkarten auf Feld {field} mit {carrots:#Karotte|Karotten}; das "
        "geht nicht: Hinter Feld {field} liegt kein Igelfeld, also kam {who} seit dem Start "
        "nur mit Vorwärtszügen her, und sonst ändern sich die Karotten ohne Hasenkarten nur "
        "um Vielfache von 10 (oder das Überholtwerden nimmt den Rest). So endet die Zahl der "
        "Karotten hier auf {digits}.",
        "{who} is on square {field} with {carrots:#carrot|carrots} without hare cards, which "
        "cannot be: no hedgehog lies behind square {field}, so {who} came here from the start "
        "by forward moves only, and otherwise, without hare cards, the carrots change only by "
        "multiples of 10 (or being passed takes the rest). So the number of carrots here "
        "ends in {digits}.",
    ),
    "carrots_not_on_the_way": (
        "{who} steht ohne Hasenkarten auf Feld {field} mit {carrots:#Karotte|Karotten}; das "
        "geht nicht: Hinter Feld {field} liegt kein Igelfeld, also kam {who} seit dem Start "
        "nur mit Vorwärtszügen her, und auf keinem solchen Weg hat man hier genau so viele "
        "Karotten.",
        "{who} is on square {field} with {carrots:#carrot|carrots} without hare cards, which "
        "cannot be: no hedgehog lies behind square {field}, so {who} came here from the start "
        "by forward moves only, and no such way leaves exactly that many here.",
    ),
    "carrots_too_few_here": (
        "{who} steht ohne Hasenkarten auf Feld {field} mit {carrots:#Karotte|Karotten}; das "
        "geht nicht: Hinter Feld {field} liegt kein Igelfeld, also kam {who} seit dem Start "
        "nur mit Vorwärtszügen her, und so kommt man hier mit dieser letzten Ziffer auf "
        "mindestens {least} Karotten.",
        "{who} is on square {field} with {carrots:#carrot|carrots} without hare cards, which "
        "cannot be: no hedgehog lies behind square {field}, so {who} came here from the start "
        "by forward moves only, and that way an amount with this last digit is at least "
        "{least} here.",
    ),
}
check_table(PROBLEMS, "ravensburger-2019 PROBLEMS")

# Hare cards drawn in one turn: a move-again card and its twin, then one more (a drawn card
# goes under the pile, so the twins cannot come up again in the same turn).
CARDS_PER_TURN = 3
# Shuffle cards drawn in one turn: there is one, and it grants no further move, so it ends
# the drawing of the turn it is drawn in.
SHUFFLES_PER_TURN = 1


def problem(code: str, **params: Any) -> Reason:
    return Reason.from_table(PROBLEMS, code, **params)


def position_problems(pos: Position) -> tuple[Reason, ...]:
    """Every reason the rules give why `pos` cannot arise in play from the start."""
    edition = get_edition(pos.edition_id)
    count = len(pos.players)
    found: list[Reason] = []
    # The game is played by 2 to 6 (rulebook p. 1).
    if not edition.min_players <= count <= edition.max_players:
        found.append(problem("too_few_players", low=edition.min_players,
                             high=edition.max_players, count=count))
    # 2–3 players race on the yellow side, 4–6 on the blue one, the board this engine
    # draws (rulebook p. 2).
    elif count < edition.board_min_players:
        found.append(problem("board_side", low=edition.board_min_players,
                             high=edition.max_players, count=count))
    found += _start_problems(pos)
    found += _goal_problems(pos)
    found += _deck_problems(pos)
    found += _flag_problems(pos)
    found += _early_carrot_problems(pos)
    found += _hedgehog_problems(pos)
    return tuple(found)


def _start_problems(pos: Position) -> Iterator[Reason]:
    """A pawn reaches the start only at the beginning and by the stuck rule, both with the
    start carrots (p. 2, p. 4). Until its next turn, a hare card drawn by another player can
    give it 10 (`give-10-behind`: a pawn on the start is behind) or take 1 (`shuffle`);
    nothing else touches a pawn that does not move."""
    fresh = start_carrots(len(pos.players))
    draws = CARDS_PER_TURN * (len(pos.players) - 1) if pos.hare_cards else 0
    for p in pos.players:
        if p.field == 0 and not _reachable_from(fresh, p.carrots, draws):
            yield problem("start_carrots", who=p.name, carrots=p.carrots, fresh=fresh)


def _reachable_from(fresh: int, carrots: int, draws: int) -> bool:
    """Whether `carrots` = fresh + 10 × gifts − shuffles with gifts + shuffles ≤ draws."""
    for gifts in range(draws + 1):
        taken = fresh + c.GIVE_BEHIND_AMOUNT.value * gifts - carrots
        if 0 <= taken <= (draws - gifts) * c.SHUFFLE_TAKES.value:
            return True
    return False


def _hedgehog_problems(pos: Position) -> Iterator[Reason]:
    """A hedgehog field is reached only by a backward move, which pays at least 10 (one
    field back, p. 3), and a pawn cannot stay on it (p. 3-4). Until its owner's next turn the
    others' turns pass; on a hedgehog only the shuffle card takes carrots from it (1, p. 3),
    at most once a turn, and `give-10-behind` only gives (the variant's fee is for pawns on
    hare fields, p. 5)."""
    refund = c.BACK_REFUND_PER_FIELD.value or 10
    takes = SHUFFLES_PER_TURN * (c.SHUFFLE_TAKES.value or 0) if pos.hare_cards else 0
    least = max(0, refund - takes * (len(pos.players) - 1))
    track = pos.track
    for p in pos.players:
        if (p.place is None and track.kind(p.field) is Kind.HEDGEHOG
                and p.carrots < least):
            yield problem("hedgehog_carrots", who=p.name, field=p.field, carrots=p.carrots,
                          refund=refund, least=least)


def _goal_problems(pos: Position) -> Iterator[Reason]:
    """Into the goal only with no lettuce and at most 10 × place carrots left (p. 4); in the
    goal nothing is gained (a shuffle card may still take one)."""
    for p in pos.players:
        if p.place is None:
            continue
        if p.lettuce:
            yield problem("goal_lettuce", who=p.name, lettuce=p.lettuce)
        limit = (c.GOAL_LIMIT_PER_PLACE.value or 10) * p.place
        if p.carrots > limit:
            yield problem("goal_carrots", who=p.name, place=p.place, carrots=p.carrots,
                          limit=limit)
    # The race ends when one pawn is left on the track (state.is_over): it never finishes.
    if len(pos.players) > 1 and all(p.place is not None for p in pos.players):
        yield problem("all_finished")


def _deck_problems(pos: Position) -> Iterator[Reason]:
    """15 hare cards, 2 of each kind and 1 shuffle (p. 3); none in the variant (p. 5). A
    scenario may give only the top of the pile, so fewer cards are fine."""
    if not pos.hare_cards:
        if pos.deck:
            yield problem("deck_in_variant", cards=len(pos.deck))
        return
    for card in dict.fromkeys(pos.deck):
        count, most = pos.deck.count(card), HARE_CARDS[card].count
        if count > most:
            info = HARE_CARDS[card]
            yield problem("deck_count", card=Text(info.title_de, info.title_en),
                          count=count, most=most)


def _flag_problems(pos: Position) -> Iterator[Reason]:
    """Missed turns come from a hare card drawn on a hare field, one at a time (p. 3);
    passing counts from the others' moves since the owner's last turn (p. 5); an extra
    move from a hare card, on the hare field it was drawn on."""
    track = pos.track
    for p in pos.players:
        on_hare = track.kind(p.field) is Kind.HARE
        if p.skip and not pos.hare_cards:
            yield problem("skip_in_variant", who=p.name)
        elif p.skip > 1:
            yield problem("skip_count", who=p.name, skip=p.skip)
        elif p.skip and not on_hare:
            yield problem("skip_off_hare", who=p.name, field=p.field)
        if p.passed_by > len(pos.players) - 1:
            yield problem("passed_count", who=p.name, passed=p.passed_by,
                          others=len(pos.players) - 1)
    if pos.extra_move and (not pos.hare_cards or track.kind(pos.mover.field) is not Kind.HARE):
        yield problem("extra_move_off_hare", who=pos.mover.name)


# The most carrots the search below follows, and the amounts it judges. Before the first
# hedgehog a run from the start loses at most 55 (all forward moves) + 3 hare fields x 5
# passes x 10 without giving carrots away; a way that climbs above the cap and comes back
# below the judged amounts must give back gains it could have left out.
EARLY_CAP = 800
EARLY_JUDGED = 500  # amounts from here up are allowed unseen


def _early_carrot_problems(pos: Position) -> Iterator[Reason]:
    """Without hare cards (p. 5), a pawn before the first hedgehog has only moved forward
    since it (re)started: a move back needs a hedgehog behind (p. 3), and being stuck sets
    the start carrots anew (p. 4). So its carrots follow from the start carrots, the costs
    of forward moves (p. 3) and the steps of 10 (carrot field, lettuce, position fields,
    resting on a hare field, being passed there, p. 3–5) - or from 0, when passing took the
    rest. `_early_reachable` follows every such way; an amount it never meets cannot arise."""
    if pos.hare_cards:
        return
    edition = get_edition(pos.edition_id)
    # The amounts it reads (their clauses'), so that a switched clause is not answered
    # from the cache of another.
    amounts = (edition.start_carrots(len(pos.players)), edition.carrot_exchange,
               edition.hare_passing_fee, edition.position_payout_per_place,
               edition.hare_rest_payout, edition.lettuce_payout_per_place)
    reachable = _early_reachable(pos.edition_id, len(pos.players), amounts)
    first = _first_hedgehog(pos.track)
    for p in pos.players:
        if p.place is not None or not 0 < p.field < first or p.carrots >= EARLY_JUDGED:
            continue
        if (p.field, p.carrots) in reachable:
            continue
        here = [c for f, c in reachable if f == p.field and c < EARLY_JUDGED]
        same_digit = [c for c in here if c % 10 == p.carrots % 10]
        if same_digit and min(same_digit) > p.carrots:
            yield problem("carrots_too_few_here", who=p.name, field=p.field,
                          carrots=p.carrots, least=min(same_digit))
        elif same_digit:
            yield problem("carrots_not_on_the_way", who=p.name, field=p.field,
                          carrots=p.carrots)
        else:
            digits = sorted({c % 10 for c in here})
            yield problem("carrots_off_the_way", who=p.name, field=p.field,
                          carrots=p.carrots,
                          digits=Listing(tuple(str(d) for d in digits), "or"))


def _first_hedgehog(track: Track) -> int:
    return next(i for i in range(len(track.fields)) if track.kind(i) is Kind.HEDGEHOG)


@cache
def _early_reachable(edition_id: str, players: int,
                     amounts: tuple[int | None, ...] = ()) -> frozenset[tuple[int, int]]:
    """Every (field, carrots) a pawn before the first hedgehog can show between turns in the
    variant without hare cards, for `players` players: a generous superset of play (any
    race place pays, lettuce never runs out, other pawns never block), so what is missing
    here is missing in play."""
    edition = get_edition(edition_id)
    track = edition.track
    first = _first_hedgehog(track)
    fresh = start_carrots(players)
    step = edition.carrot_exchange
    fee = edition.hare_passing_fee
    places = range(1, players + 1)

    def arrive(field: int, carrots: int) -> Iterator[int]:
        """After arriving: on a hare field the others may pass, once each (p. 5)."""
        yield carrots
        if track.kind(field) is Kind.HARE:
            for _ in range(players - 1):
                carrots -= min(fee, carrots)
                yield carrots

    # Between turns: (field, carrots) as the pawn waits for its next turn.
    seen: set[tuple[int, int]] = {(0, fresh)}
    todo = [(0, fresh)]
    while todo:
        field, carrots = todo.pop()
        kind = track.kind(field)
        # The start of the turn (p. 4, p. 5): a position field may pay, a hare field pays.
        starts = [carrots]
        if kind is Kind.POSITION:
            starts += [carrots + per_place(edition.position_payout_per_place, p)
                       for p in track.field(field).pays_places]
        elif kind is Kind.HARE and field:
            starts = [carrots + edition.hare_rest_payout]
        nexts: list[tuple[int, int]] = [(0, fresh)]  # stuck: back to the start
        for now in starts:
            if kind is Kind.CARROT:
                nexts.append((field, now + step))
                if now >= step:
                    nexts.append((field, now - step))
            if kind is Kind.LETTUCE:
                nexts += [(field, now + edition.lettuce_payout_per_place * p) for p in places]
            for target in range(field + 1, first):
                cost = forward_cost(target - field)
                if cost > now:
                    break
                nexts += [(target, left) for left in arrive(target, now - cost)]
        for state in nexts:
            if state[1] < EARLY_CAP and state not in seen:
                seen.add(state)
                todo.append(state)
    return frozenset(seen)


# -- positions from play ------------------------------------------------------------------
KNOBS = {
    "players": Text("Spielerzahl (4 bis 6: die blaue Seite des Spielplans)",
                    "number of players (4 to 6: the blue side of the board)"),
    "late": Text("spät im Rennen: Figuren nahe am und im Ziel",
                 "late in the race: pawns near and in the goal"),
    "variant": Text("with = mit Hasenkarten, without = ohne, any = beides (Standard)",
                    "with = hare cards, without = the variant without, any = both (default)"),
}
VARIANTS = {"with": frozenset(), "without": frozenset({NO_HARE_CARDS})}
MAX_PLIES = 600  # a late playout runs until the race is decided, or this long
EARLY_PLIES = 150  # an ordinary playout stops at a random ply up to this


def positions(count: int, seed: int, players: int | None = None, late: bool = False,
              variant: str = "any", **knobs: object) -> Iterator[Position]:
    """`count` positions: every position of successive seeded playouts from a new game, so
    early and late positions both come up."""
    if knobs:
        raise ValueError(f"ravensburger-2019: unknown knob {sorted(knobs)[0]!r} "
                         f"(known: {', '.join(KNOBS)})")
    if variant not in (*VARIANTS, "any"):
        raise ValueError(f"ravensburger-2019: variant must be with, without or any, "
                         f"not {variant!r}")
    low, high = RAVENSBURGER_2019.board_min_players, RAVENSBURGER_2019.max_players
    if players is not None and not low <= players <= high:
        raise ValueError(f"ravensburger-2019 races on the board for {low} to {high} players, "
                         f"not {players}")
    given, index = 0, 0
    while True:
        for pos in playout(seed * 1_000_003 + index, players, late, variant):
            if given == count:
                return
            yield pos
            given += 1
        index += 1


def playout(seed: int, players: int | None, late: bool, variant: str) -> list[Position]:
    rng = Random(seed)
    count = players or rng.randint(RAVENSBURGER_2019.board_min_players,
                                   RAVENSBURGER_2019.max_players)
    chosen = variant if variant != "any" else ("without" if rng.random() < 0.25 else "with")
    pos = new_game([chr(ord("A") + i) for i in range(count)], RAVENSBURGER_2019.id,
                   rng.randrange(1 << 30), VARIANTS[chosen])
    limit = MAX_PLIES if late else rng.randrange(EARLY_PLIES)
    seen = [pos]
    for _ in range(limit):
        if is_over(pos):
            break
        moves = legal_moves(pos)
        pos = apply(pos, playout_move(pos, moves, rng, late)).position
        seen.append(pos)
    return seen[len(seen) // 3:] if late else seen


def playout_move(pos: Position, moves: Sequence[str], rng: Random, late: bool) -> str:
    """Any legal move; for late positions a player who heads for the goal: into the goal
    where it can, lettuce eaten on the way, carrots kept to what the rest of the way
    costs (most random players hoard carrots and never finish)."""
    if not late or rng.random() < 0.15:
        return moves[rng.randrange(len(moves))]
    me, goal = pos.mover, pos.track.goal
    forward = {int(m[1:]): m for m in moves if m.startswith("+")}
    if goal - me.field in forward:
        return forward[goal - me.field]
    if "eat" in moves:
        return "eat"
    # Carrots to spare beyond the way home in small steps and the goal's allowance.
    spare = me.carrots - forward_cost(min(6, goal - me.field)) * max(1, (goal - me.field) // 6)
    if me.lettuce:
        lettuce = [n for n, m in forward.items()
                   if pos.track.kind(me.field + n) is Kind.LETTUCE]
        if lettuce:
            return forward[min(lettuce)]
    if spare < 0:
        for cheap in ("back", "take"):
            if cheap in moves:
                return cheap
    if "give" in moves and spare > 40 and goal - me.field < 10:
        return "give"
    affordable = [n for n in forward if forward_cost(n) <= max(spare, 10)]
    if affordable:
        return forward[max(affordable) if spare > 60 else rng.choice(affordable)]
    return moves[rng.randrange(len(moves))]
