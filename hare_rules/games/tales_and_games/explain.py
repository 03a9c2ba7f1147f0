"""What a turn's sentences explain: the ones behind a question's answer (`why`), and the
check that every number a turn changes is carried by one of its effects (conformance).

    >>> from hare_rules.core import Run
    >>> from hare_rules.games import GAMES
    >>> game = GAMES["tales-and-games"]
    >>> state = game.scenario_state({"animals": {"lamb": 2}, "played": {"lamb": 3}})
    >>> applied = game.apply(state, "race")
    >>> run = Run(state, state, applied.state, "race", True, (), applied.effects)
    >>> for sentence in why(run, "moved:lamb").about:
    ...     print(sentence.en)
    The lamb moves 2 tiles (3 lamb cards would make 4 tiles without the stream) to tile 4.
    The lamb stops at the stream on tile 4.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from hare_rules.core import Effect, Run
from hare_rules.core.protocol import Why
from hare_rules.core.sentences import Listing

from .cards import ANIMALS
from .state import State

# The sentences of a racing phase about one animal, and those that start a phase.
ANIMAL_KINDS = frozenset({"move", "stay", "nap", "nap_tied", "no_nap_start", "no_nap_podium",
                          "no_nap_behind",
                          "stream", "stream_leave", "podium", "no_place"})
HOWL_KINDS = frozenset({"howl", "howl_now", "howl_podium"})
MOVING_KINDS = frozenset({"move", "stay", "nap", "nap_tied", "no_nap_start", "no_nap_podium",
                          "no_nap_behind",
                          "stream", "stream_leave"}) | HOWL_KINDS
TRIGGERS = frozenset({"race_eight", "race_four", "race_called"})
PODIUM_KINDS = frozenset({"podium", "no_place", "end"})


def _about_animal(animal: str) -> Callable[[Effect], bool]:
    # The howl explains why an animal stays (and that only the wolf moves).
    return lambda e: (e.kind in ANIMAL_KINDS and e.detail("animal") == animal
                      or e.kind in HOWL_KINDS)


def _about(asks: str | None) -> Callable[[Effect], bool]:
    """Which effects of a legal turn explain the asked quantity (None: the turn itself)."""
    kind, _, arg = (asks or "").partition(":")
    if not asks:  # a yes/no question: the cards played, and whether they start a phase
        return lambda e: e.kind == "play" or e.kind in TRIGGERS
    if kind in ("moved", "position"):
        return _about_animal(arg)
    if kind in ("moved_animals", "moved_together"):
        return lambda e: e.kind in MOVING_KINDS
    if kind in ("place", "podium", "podium_together"):
        return lambda e: e.kind in PODIUM_KINDS
    if kind == "score":
        return lambda e: e.kind == "score" and e.player == arg
    if kind in ("winner", "winners_together"):
        return lambda e: e.kind == "score"
    if kind == "table":  # what was added, whether a phase starts, and the table cleared
        return lambda e: e.kind in ("play", "discard") or e.kind in TRIGGERS
    if kind == "max_cards":  # the cards just added to the table
        return lambda e: e.kind == "play"
    return lambda e: True


def _besides(e: Effect, asks: str | None) -> bool:
    """What else the turn did, as the folded list shows it: the cards played and drawn, the
    phase starting, the table cleared, the token passing (not after the last phase, when no
    turn follows), the end. Left out: the other
    animals' moves and the other players' points, which answer other questions of the
    same page (a question about the lamb would otherwise tell how far the hare moved)."""
    if e.kind in ANIMAL_KINDS or e.kind in HOWL_KINDS:
        return False
    if e.kind == "token_end":  # the game is over: nobody plays the next turn
        return False
    if e.kind in ("win", "win_shared"):  # the referee's result line: the answer, if asked
        return False
    return e.kind != "score" or (asks or "").startswith("winner")


def why(run: Run, asks: str | None = None) -> Why:
    """The reasons against an illegal last turn; else the effects behind the asked quantity
    in `about`, what else the turn did in `besides` (`_besides`)."""
    if run.legal is False:
        return Why(tuple(run.reasons))
    about = _about(asks)
    allowed = _allowed(run) if not asks else ()
    told = tuple(e for e in run.effects if about(e))
    # The cards played come first, then why that is allowed, then what it starts: the
    # limit is checked on the cards just played, not before them.
    plays = tuple(e for e in told if e.kind == "play")
    return Why(plays + allowed + tuple(e for e in told if e.kind != "play")
               + _answer(run, asks),
               tuple(e for e in run.effects if not about(e) and _besides(e, asks)))


def _allowed(run: Run) -> tuple[Effect, ...]:
    """Why a legal turn is allowed where that is not plain: its howl cards count as wolf
    cards (our reading), and it takes the table exactly to a limit."""
    from .cards import CARD_SUPPLY, HOWL_CARD, animal_of
    from .limits import ANIMAL_LIMIT, TABLE_LIMIT
    from .sentences import cards_words, effect

    cards = [card for card in (run.turn or "").split(",") if card]
    if not cards or run.legal is not True or any(c not in CARD_SUPPLY for c in cards):
        return ()
    found: list[Effect] = []
    howls = cards.count(HOWL_CARD)
    if howls:
        found.append(effect("howl_is_wolf", n=howls))
    animal = animal_of(cards[0])
    on = run.before.on_table(animal) + len(cards)
    total = run.before.table_total + len(cards)
    if on == ANIMAL_LIMIT and total == TABLE_LIMIT:
        found.append(effect("at_both_limits", cards=cards_words(animal, on), n=total,
                            per_animal=ANIMAL_LIMIT, in_all=TABLE_LIMIT))
    elif on == ANIMAL_LIMIT:
        found.append(effect("at_animal_limit", cards=cards_words(animal, on), most=ANIMAL_LIMIT))
    elif total == TABLE_LIMIT:
        found.append(effect("at_table_limit", n=total, most=TABLE_LIMIT))
    return tuple(found)


def _answer(run: Run, asks: str | None) -> tuple[Effect, ...]:
    """The sentence that turns the cards played into the asked number, where no effect of
    the turn says it: the room left on the table (`max_cards`), the table staying when no
    racing phase starts (`table`)."""
    from . import rules
    from .cards import animal_of
    from .limits import ANIMAL_LIMIT, RACE_AT_ANIMAL, TABLE_LIMIT
    from .sentences import animal_words, cards_plural, cards_words, effect

    kind, _, animal = (asks or "").partition(":")
    after = run.after
    if kind == "max_cards" and animal in ANIMALS:
        on, total = after.on_table(animal), after.table_total
        most = max((len(a.split(",")) for a in rules.legal_actions(after)
                    if animal_of(a.split(",")[0]) == animal), default=0)
        if most != min(ANIMAL_LIMIT - on, TABLE_LIMIT - total):
            return ()  # the hand, not the table, limits it: no sentence about the table
        return (effect("room", cards=cards_words(animal, on), total=total,
                       per_animal=ANIMAL_LIMIT, in_all=TABLE_LIMIT,
                       most=cards_words(animal, most)),)
    if kind in ("winner", "winners_together") and after.over:
        # The scores alone leave the reader to compare them: say who wins, and that equal
        # points share the win is our reading.
        found = rules.winners(after)
        if len(found) == 1:
            return (effect("win", player=found[0]),)
        if found:
            return (effect("win_shared", players=Listing(found)),)
    if kind == "table" and after.table_total:
        return (effect("no_race", n=after.table_total, four=RACE_AT_ANIMAL),)
    if not asks and run.turn:
        # A turn of an animal on the podium is allowed: the sentence says why (it is the
        # point of such a question, and "you play 2 lamb cards" alone explains nothing).
        played = animal_of(run.turn.split(",")[0])
        if played in ANIMALS and run.before.is_over_finish(played):
            return (effect("podium_cards", animal=played, the_animal=animal_words(played),
                           cards=cards_plural(played)),)
    return ()


def unexplained(before: State, after: State, effects: tuple[Effect, ...]) -> list[str]:
    """Replay the effects' numbers on `before`; whatever differs from `after` is unexplained."""
    positions = dict(zip(ANIMALS, before.positions, strict=True))
    table = Counter(before.table_cards)
    hands = {p.name: len(p.hand) for p in before.players if p.hand is not None}
    pile = None if before.pile is None else len(before.pile)
    discard = None if before.discard is None else len(before.discard)
    finished = list(before.finished)
    first = before.first
    for e in effects:
        if e.kind == "move":
            if positions[e.detail("animal")] != e.detail("start"):
                return [f"{e.detail('animal')} moves from {e.detail('start')}, but stands at "
                        f"{positions[e.detail('animal')]}"]
            positions[e.detail("animal")] = e.detail("end")
        elif e.kind == "play":
            table.update(e.detail("cards"))
            if e.player in hands:
                hands[e.player] -= len(e.detail("cards"))
        elif e.kind == "draw":
            hands[e.player] += e.detail("n")
            pile = (pile or 0) - e.detail("n")
        elif e.kind == "reshuffle":
            pile, discard = (pile or 0) + e.detail("n"), (discard or 0) - e.detail("n")
        elif e.kind == "discard":
            table.subtract(e.detail("cards"))
            discard = None if discard is None else discard + e.detail("n")
        elif e.kind in ("podium", "no_place"):
            finished.append(e.detail("animal"))
        elif e.kind in ("token", "token_end"):
            first = e.detail("seat")
    found = []
    for animal in ANIMALS:
        if positions[animal] != after.position(animal):
            found.append(f"{animal} position {before.position(animal)} -> {after.position(animal)}")
    if +table != Counter(after.table_cards):
        found.append(f"table {before.table_cards} -> {after.table_cards}")
    for p in after.players:
        if p.hand is not None and hands.get(p.name) != len(p.hand):
            found.append(f"hand of {p.name} -> {len(p.hand)} cards")
    if pile != (None if after.pile is None else len(after.pile)):
        found.append(f"pile {pile} vs {None if after.pile is None else len(after.pile)}")
    if discard != (None if after.discard is None else len(after.discard)):
        found.append(f"discard {discard} vs {after.discard}")
    if tuple(finished) != after.finished:
        found.append(f"finished {finished} vs {after.finished}")
    if first != after.first:
        found.append(f"first-player token {before.first} -> {after.first}")
    return found
