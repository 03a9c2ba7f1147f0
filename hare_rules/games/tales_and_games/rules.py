"""A turn: which plays are allowed (with every reason against), and playing one.

    >>> from hare_rules.games.tales_and_games import GAME
    >>> state = GAME.scenario_state({"players": [{"name": "A"}, {"name": "B"}]})
    >>> [r.code for r in reasons_against(state, "hare,hare,hare,hare,hare")]
    ['too_many_cards', 'over_four']
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from hare_rules.core import Applied, Effect, IllegalActionError, IncompleteScenario, Reason
from hare_rules.core.sentences import Listing

from . import clauses as c
from .cards import ANIMALS, CARD_IDS, CARD_SUPPLY, HOWL_CARD, WOLF, animal_of, sort_cards
from .chance import next_seed, shuffled
from .limits import MIN_PLAY
from .movement import racing_phase
from .notation import format_state
from .sentences import (
    animals_shown,
    bets_listing,
    cards_listing,
    cards_words,
    discards_words,
    effect,
    reason,
    shared_words,
    turn_words,
)
from .state import Player, State, evolve

RACE = "race"  # SCENARIOS.md: `when: race` runs a racing phase with the cards on the table


# -- reading a turn -----------------------------------------------------------------------
def split_turn(action: str) -> list[str]:
    """The cards of a turn token: `"hare, hare"` → ["hare", "hare"]; `""` → []."""
    return [card.strip() for card in action.split(",")] if action.strip() else []


def normalize(action: str) -> str:
    if action.strip() == RACE:
        return RACE
    cards = split_turn(action)
    if all(card in KNOWN_CARDS for card in cards):
        return ",".join(sort_cards(cards))
    return ",".join(cards)


KNOWN_CARDS = frozenset(CARD_IDS)


def describe_turn(action: str, lang: str) -> str:
    """A turn in the reader's words ("2 Hasenkarten spielen"); what is not a turn of this
    game stays as written (`Game.describe_action`, the picture's caption)."""
    if action.strip() == RACE:
        return "die Rennphase ausführen" if lang == "de" else "run the racing phase"
    cards = split_turn(action)
    if any(c not in CARD_IDS for c in cards):
        return action
    return turn_words(cards_by_animal(tuple(cards))).get(lang)


# -- legality -----------------------------------------------------------------------------
def reasons_against(state: State, action: str) -> tuple[Reason, ...]:
    """Every reason against playing `action` now; empty means it is allowed."""
    if state.over:
        return (reason("game_over"),)
    if action.strip() == RACE:
        return ()
    cards = split_turn(action)
    found: list[Reason] = []
    mover = state.players[state.to_move].name
    # Turn Structure: place 1 to 4 cards ...
    if len(cards) < MIN_PLAY:
        found.append(reason("no_cards", mover))
    unknown = sorted({c for c in cards if c not in KNOWN_CARDS})
    found += [reason("unknown_card", card=c) for c in unknown]
    known = [card for card in cards if card in KNOWN_CARDS]
    animals = sorted({animal_of(card) for card in known}, key=ANIMALS.index)
    # Turn Structure: ... all showing the same animal (a howl card is a wolf card).
    # (Clauses `one-animal-per-turn`, `howl-is-a-wolf-card`.)
    kinds = {animal_of(card) if c.HOWL_IS_A_WOLF.value else card for card in known}
    if len(kinds) > 1 and c.ONE_ANIMAL_PER_TURN.value:
        found.append(reason("mixed_animals", mover, n=len(kinds),
                            animals=animals_shown(animals)))
    if len(cards) > c.MAX_PLAY.value:  # clause `max-play`
        found.append(reason("too_many_cards", mover, n=len(cards), most=c.MAX_PLAY.value))
    # Racing Phase Trigger: you may never exceed 8 cards on the table ... (`table-limit`)
    if state.table_total + len(known) > c.TABLE_LIMIT.value:
        found.append(reason("over_eight", n=state.table_total + len(known),
                            most=c.TABLE_LIMIT.value))
    # ... nor 4 cards of one animal (all players together, this round; `animal-limit`).
    for animal in animals:
        if state.is_over_finish(animal) and not c.PODIUM_ANIMAL_PLAYABLE.value:
            found.append(reason("not_in_game", n=0))  # the wrong reading: dead cards
        total = state.on_table(animal) + sum(animal_of(card) == animal for card in known)
        if total > c.ANIMAL_LIMIT.value:
            found.append(reason("over_four", animal=animal, n=total,
                                cards=cards_words(animal, total), most=c.ANIMAL_LIMIT.value,
                                shared=shared_words(state.on_table(animal))))
    found += _supply_reasons(state, known)
    return tuple(found)


def _supply_reasons(state: State, known: list[str]) -> list[Reason]:
    player = state.players[state.to_move]
    hand = player.hand
    if hand is not None:
        missing = Counter(known) - Counter(hand)
        if missing:
            listed = sort_cards(missing.elements())
            return [reason("not_in_hand", player.name, cards=",".join(listed),
                           count=len(listed), missing=cards_listing(cards_by_animal(listed)))]
        return []
    # A hand nobody has stated holds only cards the position places nowhere else: the
    # game has 81 racing cards (CARD_SUPPLY), and a play may not make more of one kind.
    placed = state.cards_placed()
    for card, n in sorted(Counter(known).items()):
        if placed[card] + n > CARD_SUPPLY[card]:
            if card == HOWL_CARD:
                return [reason("not_in_game", n=CARD_SUPPLY[card])]
            animal = animal_of(card)
            return [reason("none_left", cards=cards_words(animal, CARD_SUPPLY[card]))]
    return []


def cards_by_animal(cards: tuple[str, ...]) -> list[tuple[str, int, int]]:
    """(animal, cards, howls) for each animal among `cards`, in the animals' order."""
    counts = Counter(cards)
    found = []
    for animal in ANIMALS:
        n = sum(v for c, v in counts.items() if animal_of(c) == animal)
        if n:
            found.append((animal, n, counts[HOWL_CARD] if animal == WOLF else 0))
    return found


def legal_actions(state: State) -> list[str]:
    """Every allowed play for the player to move, canonical and sorted by animal, count."""
    if state.over:
        return []
    hand = state.players[state.to_move].hand
    found = []
    max_play, table_limit, animal_limit = (c.MAX_PLAY.value, c.TABLE_LIMIT.value,
                                           c.ANIMAL_LIMIT.value)
    # (A broken `one-animal-per-turn` is not followed here: mixed plays are not listed.)
    together = c.HOWL_IS_A_WOLF.value
    # A hand nobody has stated holds what the position places nowhere else.
    placed = state.cards_placed() if hand is None else Counter()

    def held(card: str) -> int:
        return CARD_SUPPLY[card] - placed[card] if hand is None else hand.count(card)

    for animal in ANIMALS:
        if state.is_over_finish(animal) and not c.PODIUM_ANIMAL_PLAYABLE.value:
            continue
        room = min(max_play, table_limit - state.table_total,
                   animal_limit - state.on_table(animal))
        if animal != WOLF:
            have = held(animal)
            found += [",".join([animal] * n) for n in range(MIN_PLAY, min(room, have) + 1)]
            continue
        plain, howl = held(WOLF), held(HOWL_CARD)
        for p, h in product(range(plain + 1), range(howl + 1)):
            if MIN_PLAY <= p + h <= room and (together or not (p and h)):
                found.append(",".join([WOLF] * p + [HOWL_CARD] * h))
    return found


def candidate_actions(state: State) -> list[str]:
    """Legal plays and plausible wrong ones: too many, mixed, empty, unknown."""
    found = set(legal_actions(state))
    for animal in ANIMALS:
        found |= {",".join([animal] * n) for n in range(1, c.MAX_PLAY.value + 2)}
    found |= {"wolf-howl", "wolf,wolf-howl", "hare,fox", "lamb,wolf-howl", "", "bear"}
    return sorted(found)


# -- playing ------------------------------------------------------------------------------
def apply(state: State, action: str) -> Applied:
    reasons = reasons_against(state, action)
    if reasons:
        why = "; ".join(r.en for r in reasons)
        raise IllegalActionError(f"{action!r} is not allowed: {why} ({format_state(state)})",
                                 reasons)
    if action.strip() == RACE:
        return _race(state, [effect("race_called")])
    cards = sort_cards(split_turn(action))
    # Turn Structure: place the cards face up, then refill the hand ...
    state, effects = _play_and_refill(state, cards)
    # Racing Phase Trigger: ... and at the end of the turn, see whether the animals race.
    trigger = race_trigger(state)
    if trigger is not None:
        return _race(state, effects + [trigger], howl_played=HOWL_CARD in cards)
    # Turn Structure: turns go clockwise (clause `clockwise`).
    state = evolve(state, to_move=(state.to_move + c.CLOCKWISE.value) % len(state.players))
    return Applied(state, tuple(effects))


def _play_and_refill(state: State, cards: tuple[str, ...]) -> tuple[State, list[Effect]]:
    """The cards laid on the table and the hand refilled: one new state (random play makes
    thousands of them a second), two where the pile runs out and is reshuffled."""
    player = state.players[state.to_move]
    table = tuple(n + cards.count(card) for card, n in zip(CARD_IDS, state.table, strict=True))
    animal = animal_of(cards[0])
    effects = [effect("play", player.name, 0, cards=cards, animal=animal,
                      what=cards_words(animal, len(cards), cards.count(HOWL_CARD)))]
    if player.hand is None:
        return evolve(state, table=table), effects
    hand = list(player.hand)
    for card in cards:
        hand.remove(card)
    # Turn Structure: then refill the hand to 6 cards from the pile; when the pile is empty,
    # the discards are shuffled into a new pile.
    hand_size = c.HAND_SIZE.value  # clause `hand-size`
    pile = state.pile
    while len(hand) < hand_size:
        need = hand_size - len(hand)
        if pile is None:
            raise IncompleteScenario(
                f"{player.name} refills {need} cards, but no draw pile is stated "
                f"(give `deck`): {format_state(state)}")
        if not pile:
            state = _with_hand(evolve(state, table=table, pile=pile), player, hand)
            state, shuffled_effect = _reshuffle(state, need)
            effects.append(shuffled_effect)
            pile = state.pile
            continue
        taken = pile[:need]
        hand += taken
        pile = pile[need:]
        effects.append(effect("draw", player.name, 0, n=len(taken), hand=len(hand)))
    return _with_hand(evolve(state, table=table, pile=pile), player, hand), effects


def _with_hand(state: State, player: Player, hand: list[str]) -> State:
    players = list(state.players)
    players[state.to_move] = Player(player.name, player.bets, player.second, sort_cards(hand))
    return evolve(state, players=tuple(players))


def _reshuffle(state: State, need: int) -> tuple[State, Effect]:
    where = format_state(state)
    if state.discard is None:
        raise IncompleteScenario(
            f"the pile is empty and the discards must be reshuffled, but no discard pile is "
            f"stated (give `discard`): {where}")
    if not state.discard:
        raise IncompleteScenario(
            f"the refill needs {need} more cards than the draw pile and the discards hold "
            f"(give a longer `deck`): {where}")
    if state.shuffle_seed is not None:
        pile = shuffled(state.discard, state.shuffle_seed)
        seed = next_seed(state.shuffle_seed)
        order = None
    elif state.shuffle_order is not None:
        if Counter(state.shuffle_order) != Counter(state.discard):
            raise IncompleteScenario(
                f"the stated reshuffle {list(state.shuffle_order)} is not an order of the "
                f"discards {list(state.discard)}: {where}")
        pile, seed, order = state.shuffle_order, None, None
    else:
        raise IncompleteScenario(
            f"the pile is empty and the discards must be reshuffled: give `reshuffle` "
            f"(the new pile's order): {where}")
    n = len(state.discard)
    after = evolve(state, pile=pile, discard=(), shuffle_seed=seed, shuffle_order=order)
    return after, effect("reshuffle", n=n, cards=pile, discards=discards_words(n))


def race_trigger(state: State) -> Effect | None:
    """The effect that starts a racing phase at the end of a turn, or None."""
    # Racing Phase Trigger: exactly 8 cards on the table ... (clause `race-at-eight`)
    if state.table_total == c.RACE_AT_TOTAL.value:
        return effect("race_eight", n=state.table_total)
    # ... or exactly 4 cards of one animal (clause `race-at-four-of-one`).
    four = c.RACE_AT_ANIMAL.value
    for animal in ANIMALS:
        if state.on_table(animal) == four:
            return effect("race_four", animal=animal, cards=cards_words(animal, four))
    return None


def _race(state: State, effects: list[Effect], howl_played: bool = False) -> Applied:
    phase = racing_phase(state, howl_played)
    state = phase.state
    effects += phase.effects
    # Racing Phase: after all movement, discard all played cards ...
    if state.table_total:
        effects.append(effect("discard", n=state.table_total, cards=state.table_cards))
    discard = None if state.discard is None else sort_cards(state.discard + state.table_cards)
    state = evolve(state, discard=discard,
                    table=(0,) * len(CARD_IDS))
    # ... and pass the first-player token clockwise; its new holder takes the next turn.
    # (Clauses `clockwise`, `token-holder-plays-next`.)
    seats = len(state.players)
    first = (state.first + c.CLOCKWISE.value) % seats
    following = first if c.TOKEN_HOLDER_NEXT.value else (
        state.to_move + c.CLOCKWISE.value) % seats
    state = evolve(state, first=first, to_move=following)
    # End: after the last phase the token still passes (reference), but nobody plays next.
    effects.append(effect("token_end" if state.over else "token", state.players[first].name,
                          seat=first))
    if state.over:
        effects.append(effect("end"))
        effects += score_effects(state)
        effects += win_effects(state)
    return Applied(state, tuple(effects))


# -- scoring ------------------------------------------------------------------------------
def bet_points(state: State, animal: str) -> int:
    # Scoring: a bet on the animal in 1st / 2nd / 3rd place on the podium scores 5 / 3 / 2,
    # any other bet 0 (two bets on one animal both score).
    # (Clause `place-points`.)
    place = state.place_of(animal)
    return c.PLACE_POINTS.value.get(place, 0) if place else 0


def scores(state: State) -> dict[str, int]:
    # (Clause `two-bets-both-score`.)
    if not c.BOTH_BETS_SCORE.value:
        return {p.name: sum(bet_points(state, a) for a in set(p.all_bets))
                for p in state.players}
    return {p.name: sum(bet_points(state, a) for a in p.all_bets) for p in state.players}


def winners(state: State) -> tuple[str, ...]:
    # Scoring: most points wins; equal points share the win (our reading).
    if not state.over:
        return ()
    table = scores(state)
    best = max(table.values())
    found = tuple(name for name, points in table.items() if points == best)
    return found if c.TIE_SHARES_WIN.value else found[:1]  # clause `tie-shares-the-win`


def win_effects(state: State) -> list[Effect]:
    """Who wins a finished game (a shared win: our reading), once every player's bets are
    known; with a bet unstated nobody can be named."""
    if not state.over or not all(player.all_bets for player in state.players):
        return []
    found = winners(state)
    if len(found) == 1:
        return [effect("win", player=found[0])]
    return [effect("win_shared", players=Listing(found))]


def score_effects(state: State) -> list[Effect]:
    """Each player's points, bet by bet (bets on one animal together). A player whose bets
    a scenario does not state gets no sentence: nothing is known to score."""
    table = scores(state)
    found = []
    for player in state.players:
        if not player.all_bets:
            continue
        counts = Counter(player.all_bets)
        scored = [(a, counts[a], counts[a] * bet_points(state, a)) for a in ANIMALS
                  if counts[a]]
        if not c.BOTH_BETS_SCORE.value:  # the wrong reading: a second bet on one animal
            scored = [(a, n, bet_points(state, a)) for a, n, _ in scored]
        scored.sort(key=lambda item: -item[2])  # the bets that score first
        found.append(effect("score", player.name, table[player.name],
                            bets=bets_listing(scored)))
    return found
