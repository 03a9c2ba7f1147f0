"""The clauses of the 2018 move rules ("Zugmöglichkeiten", shared/seeds/software-challenge-
2018-zuege.txt) and of the official server where it differs, each with the wrong readings a
careless refresher might state (`hare_rules.core.clauses`).

A content claim names the clauses it rests on (`claims:`); `check --mutate` switches each to
each wrong variant and demands that one of the claim's scenarios fails. Both turn generators
read them: the explaining checks (`rules`, `perform`) and the fast path (`generate`), which
takes a snapshot of the values once per clause switch (`snapshot`), so that a broken clause
changes what either returns.

    >>> GOAL_MAX_CARROTS.value
    10
    >>> with CLAUSES.broken("goal-max-carrots", "fewer_than_ten"):
    ...     snapshot().goal_max
    9
    >>> snapshot().goal_max
    10
"""

from __future__ import annotations

from hare_rules.core.clauses import Clauses
from hare_rules.hare_race.track import forward_cost

CLAUSES = Clauses()
define = CLAUSES.define

# --- the start ------------------------------------------------------------------------------
# Each player starts on 0 with 68 carrots, 5 salads and one each of the four cards
# (reference: Players and state; the server's defaults).
START_CARROTS = define(
    "start-carrots", 68, "each player starts with 68 carrots (server)", board_game_65=65,
)
START_SALADS = define(
    "start-salads", 5, "each player starts with 5 salads (server)", board_game_three=3,
)

# --- Vorwärtszug ----------------------------------------------------------------------------
# "Dabei werden Karotten entsprechend der Rennkarte verbraucht": n fields cost 1 + ... + n.
FORWARD_COST = define(
    "forward-cost", forward_cost, "n fields forward cost 1 + 2 + ... + n carrots (Vorwärtszug)",
    linear=lambda n: n, one_more=lambda n: forward_cost(n) + 1,
)
# "Durch einen Vorwärtszug dürfen alle Felder außer das Igelfeld direkt betreten werden."
HEDGEHOG_NEVER_FORWARD = define(
    "hedgehog-never-forward", True, "a forward move never ends on a hedgehog field "
    "(Vorwärtszug)", allowed=False,
)
# "Ein Spieler darf nicht auf ein Feld ziehen, dass bereits durch den Gegner besetzt ist,
# außer es handelt sich um das Zielfeld."
NOT_ONTO_OPPONENT = define(
    "not-onto-opponent", True, "no move onto the opponent's field (Vorwärtszug)", shared=False,
)
GOAL_HOLDS_BOTH = define(
    "goal-holds-both", True, "... except the goal, which holds both (Vorwärtszug)",
    goal_blocked=False,
)
# "Wenn durch einen Vorwärtszug ein Salatfeld betreten wird, muss im nächsten Zug ein Salat
# gefressen werden (sollte kein Salat vorhanden sein ist das Betreten nicht erlaubt)." -- the
# cards that move a player ask the same ("ohne mindestens einen Salat").
SALAD_FIELD_NEEDS_SALAD = define(
    "salad-field-needs-salad", True, "a salad field only with a salad left (Vorwärtszug, "
    "Karte ausspielen)", without=False,
)
MUST_EAT_ON_ARRIVAL = define(
    "must-eat-on-arrival", True, "who arrived on a salad field eats in the next turn "
    "(Vorwärtszug, Salat fressen)", optional=False,
)
# "Wenn sich der Spieler auf einem Salatfeld befindet und er in seiner letzten Aktion, die
# kein Aussetzzug war, keinen Salat gefressen hat, muss er einen Salat fressen." -- so a
# player whom "Rücke eine Position vor" or "Falle eine Position zurück" put on a salad field
# eats next, too (the server agrees); "Vorwärtszug" alone names only the forward move.
MUST_EAT_AFTER_MOVING_CARD = define(
    "must-eat-after-moving-card", True, "who arrived on a salad field by a card eats in the "
    "next turn too (Salat fressen; server)", forward_move_only=False,
)
# "Es ist nicht erlaubt das Zielfeld zu betreten, wenn die Siegbedingungen (höchstens 10
# Karotten und 0 Salate) nicht erfüllt sind." -- the reference reports another page saying
# "fewer than ten" (not in the text we cite, so the pages leave it out: a reader could not
# check it, r23 #6);
# the server lets 10 in.
GOAL_MAX_CARROTS = define(
    "goal-max-carrots", 10, "into the goal with at most 10 carrots left (Vorwärtszug; server)",
    fewer_than_ten=9, eleven=11,
)
GOAL_NEEDS_NO_SALAD = define(
    "goal-needs-no-salad", True, "into the goal only with 0 salads (Vorwärtszug)",
    with_salads=False,
)
# "Wenn durch einen Vorwärtszug ein Hasenfeld betreten wird, muss danach eine Karte
# ausgespielt werden (wenn keine spielbare Karte vorhanden ist das Betreten nicht erlaubt)."
CARD_OWED_ON_HARE = define(
    "card-owed-on-hare", True, "who lands on a hare field must play a card next (Vorwärtszug, "
    "Karte ausspielen)", turn_may_end=False,
)
HARE_NEEDS_PLAYABLE_CARD = define(
    "hare-needs-playable-card", True, "a hare field only if a card can be played there "
    "(Vorwärtszug)", enter_anyway=False,
)

# --- Rückwärtszug ---------------------------------------------------------------------------
# "Durch einen Rückwärtszug zieht der Spieler zu dem nächsten Igelfeld mit kleinerem Index,
# sollte dies nicht besetzt sein. Ist das vorherige Igelfeld besetzt, darf kein Rückzug
# gemacht werden."
NEAREST_HEDGEHOG_ONLY = define(
    "nearest-hedgehog-only", True, "back only to the nearest hedgehog; taken means no move "
    "back (Rückwärtszug)", nearest_free=False,
)
# The same sentence: the move back goes to a hedgehog; with none behind there is no move back
# (a careless engine sends the player to the start field instead).
BACK_NEEDS_A_HEDGEHOG = define(
    "back-needs-a-hedgehog", True, "no move back without a hedgehog behind (Rückwärtszug)",
    to_start=False,
)
# "Durch einen Rückzug werden 10 mal zurückgezogene Felder viele Karotten aufgenommen."
BACK_REFUND_PER_FIELD = define(
    "back-refund-per-field", 10, "10 carrots per field moved back (Rückwärtszug)",
    five=5, twenty=20,
)
# The server: from a hedgehog, too, back to the previous one ("mit kleinerem Index").
BACK_FROM_A_HEDGEHOG = define(
    "back-from-a-hedgehog", True, "from a hedgehog field back to the previous one (server)",
    not_from_hedgehog=False,
)
# "... oder die letzte Aktion ... Salat fressen war, muss ein Bewegungszug gemacht werden
# (Vorwärtszug oder Rückwärtszug)" -- so back is fine right after eating.
BACK_AFTER_EATING = define(
    "back-after-eating", True, "right after eating a move back is fine (Vorwärtszug)",
    forward_only=False,
)

# --- Karte ausspielen -----------------------------------------------------------------------
# "Eine Karte muss ausgespielt werden, wenn ein Hasenfeld neu betreten wird ... Ein Spieler
# hat zu Beginn folgende Karten" -- each once.
CARD_USED_ONCE = define(
    "card-used-once", True, "each card can be played once (Karte ausspielen)", kept=False,
)
# "Friss sofort einen Salat ... Diese Karte darf nur eingesetzt werden, wenn der Spieler
# mindestens einen Salat hat. In dem nächsten Zug muss das betretene Hasenfeld verlassen
# werden." (and the same for "Karotten nehmen oder abgeben")
EAT_CARD_NEEDS_SALAD = define(
    "eat-card-needs-salad", True, "the eat-salad card needs a salad (Karte ausspielen)",
    without=False,
)
CARD_THEN_MOVE_ON = define(
    "card-then-move-on", True, "after the eat-salad or the carrot card, move on first "
    "(Karte ausspielen)", card_again=False,
)
# "Karotten nehmen oder abgeben: Der Spieler darf 20 Karotten abgeben oder aufnehmen oder
# nichts tun. Es darf der Spieler nicht mehr Karotten abgeben als er besitzt."
TAKE_OR_DROP_AMOUNT = define(
    "take-or-drop-amount", 20, "the carrot card takes or drops 20 (Karte ausspielen)",
    ten=10, thirty=30,
)
DROP_NEEDS_THE_AMOUNT = define(
    "drop-needs-the-amount", lambda held, amount: held >= amount,
    "dropping 20 needs at least 20 carrots (Karte ausspielen)",
    more_than=lambda held, amount: held > amount, always=lambda held, amount: True,
)
# "Rücke eine Position vor: Kann nur ausgespielt werden, wenn der Spieler sich an zweiter
# Position befindet." / "Falle eine Position zurück: ... an erster Position ..."
HURRY_AHEAD_ONLY_SECOND = define(
    "hurry-ahead-only-second", True, "hurry ahead only when second (Karte ausspielen)",
    any_place=False,
)
FALL_BACK_ONLY_FIRST = define(
    "fall-back-only-first", True, "fall back only when first (Karte ausspielen)",
    any_place=False,
)
# "Dies ist nicht erlaubt, sollte es sich bei dem so betretenen Feld um ein Igelfeld handeln"
CARD_NOT_ONTO_HEDGEHOG = define(
    "card-not-onto-hedgehog", True, "a moving card never lands on a hedgehog "
    "(Karte ausspielen)", allowed=False,
)
# The server (fix c6c06fca): fall back never onto the start field, though the text forbids
# it only "sollte der gegnerische Spieler sich auf dem Startfeld befinden".
FALL_BACK_NOT_TO_START = define(
    "fall-back-card-not-to-start", True, "the fall-back card never lands on the start "
    "(server)", as_the_text_says=False,
)

# --- Salat fressen, Karotten tauschen, Aussetzen --------------------------------------------
# "Der Spieler verliert einen Salat ... und erhält je nach Position (Erster/Zweiter)
# Karotten (10/30)." -- the eat-salad card the same.
SALAD_PAYOUT = define(
    "salad-payout", (10, 30), "eating pays 10 when first, 30 when second (Salat fressen)",
    per_place=(10, 20), swapped=(30, 10),
)
# "... und er in seiner letzten Aktion, die kein Aussetzzug war, keinen Salat gefressen hat"
NOT_EATING_TWICE = define(
    "not-eating-twice", True, "never eat twice in a row (Salat fressen)", eat_again=False,
)
# "Kann nur ausgeführt werden, wenn sich der Spieler auf einem Karottenfeld befindet. Es
# können entweder zehn Karotten abgegeben werden (dabei muss der Spieler mindestens zehn
# Karotten besitzen) oder 10 Karotten aufgenommen werden."
EXCHANGE_ON_CARROT_FIELD = define(
    "exchange-on-carrot-field", True, "exchange carrots only on a carrot field "
    "(Karotten tauschen)", any_field=False,
)
CARROT_EXCHANGE = define(
    "carrot-exchange", 10, "take or give back 10 carrots (Karotten tauschen)",
    five=5, twenty=20,
)
GIVE_NEEDS_THE_AMOUNT = define(
    "give-needs-the-amount", lambda held, amount: held >= amount,
    "giving back 10 needs at least 10 (Karotten tauschen)",
    more_than=lambda held, amount: held > amount, always=lambda held, amount: True,
)
# "Es Spieler darf nur Aussetzen, sollte sonst kein anderer Zug möglich sein."
SKIP_ONLY_WHEN_STUCK = define(
    "skip-only-when-stuck", True, "skip only when no other move is possible (Aussetzen)",
    any_time=False,
)

# "die letzte Aktion, die keine Aussetzaktion war" / "in seiner letzten Aktion, die kein
# Aussetzzug war": a skip leaves the last action as it was.
SKIP_KEEPS_LAST_ACTION = define(
    "skip-keeps-last-action", True,
    "a skip does not count as the last action (Vorwärtszug, Salat fressen)",
    forgotten=False,
)

# --- position fields and the end (the server) -----------------------------------------------
# On a "1" field while first +10, on a "2" field while second +30, at the start of the turn.
POSITION_1_BONUS = define(
    "position-1-bonus", 10, "a 1 field pays 10 to the leader (server)", thirty=30,
)
POSITION_2_BONUS = define(
    "position-2-bonus", 30, "a 2 field pays 30 to the one behind (server)", ten=10,
)
POSITION_BONUS_NEEDS_PLACE = define(
    "position-bonus-needs-place", True, "a 1 field pays only the leader, a 2 field only the "
    "one behind (server)", any_place=False,
)
POSITION_PAYS_NEXT_TURN = define(
    "position-pays-next-turn", True, "position fields pay when the turn starts there, not on "
    "arrival (server)", on_arrival=False,
)
# The goal is checked after blue's move only: red reaching it gives blue one more move.
GOAL_CHECKED_AFTER_BLUE = define(
    "goal-checked-after-blue", True, "the goal ends the game after blue's move (server)",
    at_once=False,
)
# Both in the goal: fewer carrots win, a tie goes to red.
# The server's `checkWinCondition`: a player in the goal ends the game (once blue has moved);
# a careless engine plays on until the round limit.
GOAL_ENDS_THE_GAME = define(
    "goal-ends-the-game", True, "reaching the goal ends the game, checked after blue's move "
    "(server)", play_on=False,
)
GOAL_FEWER_CARROTS_WIN = define(
    "goal-fewer-carrots-win", True, "both in the goal: fewer carrots win (server)",
    more_carrots=False,
)
# After 30 rounds (60 turns): farther along wins, then fewer carrots, then red.
TURN_LIMIT = define(
    "turn-limit", 60, "the game ends after 30 rounds, 60 turns (server)",
    twenty_nine_rounds=58, thirty_one_rounds=62,
)
ROUND_LIMIT_FARTHER_WINS = define(
    "round-limit-farther-wins", True, "at the round limit the one farther along wins, then "
    "fewer carrots (server)", fewer_carrots_first=False,
)


class Snapshot:
    """The clause values the fast generator needs, read once per switch of a clause."""

    __slots__ = (
        "version", "cost", "standard_cost", "hedgehog_blocks", "opponent_blocks",
        "goal_blocks", "salad_blocks", "must_eat", "must_eat_card", "goal_max", "goal_salad_blocks",
        "card_owed", "nearest_only", "back_needs_hedgehog", "from_hedgehog", "back_after_eating",
        "card_once",
        "eat_card_salad", "card_blocks", "drop", "hurry_second", "fall_first",
        "card_hedgehog_blocks", "fall_not_start", "not_twice", "drop_min", "exchange_carrot_only",
        "exchange", "give_min", "skip_stuck", "hare_needs_card", "salad_first",
        "salad_second", "fall_min",
    )

    def __init__(self) -> None:
        self.version = CLAUSES.version
        self.cost = FORWARD_COST.value
        self.standard_cost = self.cost is forward_cost
        self.hedgehog_blocks = HEDGEHOG_NEVER_FORWARD.value
        self.opponent_blocks = NOT_ONTO_OPPONENT.value
        self.goal_blocks = not GOAL_HOLDS_BOTH.value
        self.salad_blocks = SALAD_FIELD_NEEDS_SALAD.value
        self.must_eat = MUST_EAT_ON_ARRIVAL.value
        self.must_eat_card = MUST_EAT_AFTER_MOVING_CARD.value
        self.goal_max = GOAL_MAX_CARROTS.value
        self.goal_salad_blocks = GOAL_NEEDS_NO_SALAD.value
        self.card_owed = CARD_OWED_ON_HARE.value
        self.nearest_only = NEAREST_HEDGEHOG_ONLY.value
        self.back_needs_hedgehog = BACK_NEEDS_A_HEDGEHOG.value
        self.from_hedgehog = BACK_FROM_A_HEDGEHOG.value
        self.back_after_eating = BACK_AFTER_EATING.value
        self.card_once = CARD_USED_ONCE.value
        self.eat_card_salad = EAT_CARD_NEEDS_SALAD.value
        self.card_blocks = CARD_THEN_MOVE_ON.value
        self.drop = TAKE_OR_DROP_AMOUNT.value
        self.hurry_second = HURRY_AHEAD_ONLY_SECOND.value
        self.fall_first = FALL_BACK_ONLY_FIRST.value
        self.card_hedgehog_blocks = CARD_NOT_ONTO_HEDGEHOG.value
        self.fall_not_start = FALL_BACK_NOT_TO_START.value
        self.fall_min = 1 if self.fall_not_start else 0  # the opponent's field must exceed it
        self.not_twice = NOT_EATING_TWICE.value
        self.exchange_carrot_only = EXCHANGE_ON_CARROT_FIELD.value
        self.exchange = CARROT_EXCHANGE.value
        # The fewest carrots that allow giving back / dropping (each variant is a bound).
        self.give_min = _fewest(GIVE_NEEDS_THE_AMOUNT.value, CARROT_EXCHANGE.value)
        self.drop_min = _fewest(DROP_NEEDS_THE_AMOUNT.value, TAKE_OR_DROP_AMOUNT.value)
        self.skip_stuck = SKIP_ONLY_WHEN_STUCK.value
        self.hare_needs_card = HARE_NEEDS_PLAYABLE_CARD.value
        self.salad_first, self.salad_second = SALAD_PAYOUT.value


def _fewest(allows, amount: int) -> int:
    return next(held for held in range(amount + 2) if allows(held, amount))


_SNAPSHOT = Snapshot()


def snapshot() -> Snapshot:
    """The current clause values; rebuilt only after a clause was switched."""
    global _SNAPSHOT
    if _SNAPSHOT.version != CLAUSES.version:
        _SNAPSHOT = Snapshot()
    return _SNAPSHOT
