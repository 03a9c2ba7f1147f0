"""Reason and effect sentences of the dice edition, German and English.

Quiz answers quote them, so each reads well on its own. `{who}` is the pawn (`A`, or `A2`
in the two-pawn game); `{player}` the player; `{amount}` the absolute carrot change.

    >>> from hare_rules.core import Effect
    >>> Effect.from_table(EFFECTS, "roll_move_up", "A", who="A", field=17).de
    'A würfelt: eine Position vor → Feld 17.'
"""

from __future__ import annotations

from hare_rules.core.sentences import Templates, check_table
from hare_rules.hare_race.sentences import HARE_RACE_REASONS

# The ten results in the reader's words (German, English).
RESULT_NAMES: dict[str, tuple[str, str]] = {
    "miss-turn": ("einmal aussetzen", "miss a turn"),
    "take-or-give": ("10 Karotten nehmen oder abgeben", "take or give 10 carrots"),
    "next-carrot": ("vor zum nächsten Karottenfeld", "on to the next carrot field"),
    "previous-carrot": ("zurück zum vorigen Karottenfeld", "back to the previous carrot field"),
    "move-up": ("eine Position vor", "move up one place"),
    "fall-back": ("eine Position zurück", "fall back one place"),
    "eat-lettuce": ("einen Salat fressen", "eat a lettuce"),
    "eat-carrot": ("eine Karotte fressen", "eat a carrot"),
    "free-move": ("der letzte Zug war umsonst", "the last move was free"),
    "move-again": ("gleich noch einmal ziehen", "move again at once"),
}

REASONS: Templates = {
    **HARE_RACE_REASONS,
    "must_eat": (
        "{who} muss in diesem Zug stehen bleiben und einen Salat fressen.",
        "{who} must stay this turn and eat a lettuce.",
    ),
    "already_ate": (
        "{who} hat auf diesem Salatfeld schon gefressen und muss weiterziehen.",
        "{who} already ate on this lettuce field and must move on.",
    ),
    "goal_too_many_carrots": (
        "Als {place}. im Ziel darfst du höchstens {limit} Karotten übrig haben, "
        "nach diesem Zug wären es {left}.",
        "Arriving in place {place}, you may have at most {limit} carrots left, "
        "and after this move you would have {left}.",
    ),
    "must_skip": (
        "{who} muss diesen Zug aussetzen.",
        "{who} has to miss this turn.",
    ),
    "finished": (
        "{who} ist schon im Ziel und zieht nicht mehr.",
        "{who} is already in the goal and moves no more.",
    ),
    "unknown_token": (
        "„{token}“ ist kein Zug (bekannt: +N, back, eat, take, give, skip, restart, "
        "roll:ERGEBNIS; im Spiel zu zweit mit 1: oder 2: davor).",
        "'{token}' is not a move (known: +N, back, eat, take, give, skip, restart, "
        "roll:RESULT; in the two-pawn game with 1: or 2: in front).",
    ),
    "no_such_pawn": (
        "{problem_de}",
        "{problem_en}",
    ),
    "wrong_pawn": (
        "In diesem Zug ist {owed} dran: diese Figur muss {what_de}.",
        "This turn belongs to {owed}: that pawn must {what_en}.",
    ),
    "roll_expected": (
        "{who} steht auf dem Hasenfeld {field}: jetzt wird gewürfelt (roll:ERGEBNIS), "
        "nicht „{token}“.",
        "{who} stands on hare field {field}: the die is rolled now (roll:RESULT), "
        "not '{token}'.",
    ),
    "no_roll_here": (
        "Gewürfelt wird nur, wenn eine Figur gerade auf einem Hasenfeld angekommen ist.",
        "The die is rolled only when a pawn has just arrived on a hare field.",
    ),
    "choice_expected": (
        "Nach dem Würfelergebnis „{result_de}“ fehlt noch die Entscheidung: {options_de}.",
        "After the result '{result_en}' the choice is still missing: {options_en}.",
    ),
    "extra_move_only": (
        "Das Würfelergebnis gibt {who} einen weiteren Zug vorwärts oder zurück zum Igel, "
        "nicht „{token}“.",
        "The die result gives {who} another move forward or back to a hedgehog, "
        "not '{token}'.",
    ),
    "turn_over": (
        "Der Zug ist nach „{last}“ schon zu Ende; „{token}“ gehört nicht mehr dazu.",
        "The turn is already over after '{last}'; '{token}' is not part of it.",
    ),
}

EFFECTS: dict[str, tuple[str, str]] = {
    "position_payout": (
        "{who} steht zu Beginn des Zuges auf dem Positionsfeld {field} auf Platz {place} "
        "und nimmt {amount} Karotten.",
        "{who} starts the turn on position field {field} in place {place} "
        "and takes {amount} carrots.",
    ),
    "position_no_payout": (
        "{who} steht auf dem Positionsfeld {field}, liegt aber auf Platz {place}: "
        "keine Karotten.",
        "{who} stands on position field {field} but is in place {place}: no carrots.",
    ),
    "cost": (
        "{who} zahlt {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts "
        "(Feld {start} → {field}).",
        "{who} pays {amount:#carrot|carrots} to move {fields:#field|fields} forward "
        "(field {start} → {field}).",
    ),
    "hedgehog_refund": (
        "{who} zieht {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmt {amount} Karotten.",
        "{who} moves {fields:#field|fields} back to hedgehog field {field} "
        "and takes {amount} carrots.",
    ),
    "lettuce_payout": (
        "{who} frisst einen Salat auf Platz {place} und nimmt {amount} Karotten.",
        "{who} eats a lettuce in place {place} and takes {amount} carrots.",
    ),
    "lettuce_none": (
        "{who} bleibt stehen, hat aber keinen Salat mehr: keine Karotten.",
        "{who} stays, but has no lettuce left: no carrots.",
    ),
    "carrot_take": (
        "{who} bleibt auf dem Karottenfeld und nimmt {amount} Karotten.",
        "{who} stays on the carrot field and takes {amount} carrots.",
    ),
    "carrot_give": (
        "{who} bleibt auf dem Karottenfeld und gibt {amount} Karotten ab.",
        "{who} stays on the carrot field and gives back {amount} carrots.",
    ),
    "finish": (
        "{who} erreicht das Ziel als {place}.",
        "{who} reaches the goal in place {place}.",
    ),
    "winner": (
        "{player} hat beide Figuren im Ziel und gewinnt.",
        "{player} has both pawns in the goal and wins.",
    ),
    "skip_turn": (
        "{who} setzt diesen Zug aus.",
        "{who} misses this turn.",
    ),
    "restart": (
        "{who} kann nicht ziehen: zurück zum Start, {player} hat jetzt wieder {fresh} Karotten "
        "(Salat bleibt: {lettuce}).",
        "{who} cannot move: back to the start, {player} now has {fresh} carrots again "
        "(lettuce stays: {lettuce}).",
    ),
    "roll_miss_turn": (
        "{who} würfelt: einmal aussetzen – die Figur wird umgedreht.",
        "{who} rolls: miss a turn – the pawn is turned over.",
    ),
    "roll_take_or_give": (
        "{who} würfelt: 10 Karotten nehmen oder abgeben.",
        "{who} rolls: take or give 10 carrots.",
    ),
    "choice_take": (
        "{who} nimmt {amount} Karotten.",
        "{who} takes {amount} carrots.",
    ),
    "choice_give": (
        "{who} gibt {amount} Karotten ab.",
        "{who} gives back {amount} carrots.",
    ),
    "roll_next_carrot": (
        "{who} würfelt: vor zum nächsten freien Karottenfeld → Feld {field}.",
        "{who} rolls: on to the next free carrot field → field {field}.",
    ),
    "roll_previous_carrot": (
        "{who} würfelt: zurück zum vorigen freien Karottenfeld → Feld {field}.",
        "{who} rolls: back to the previous free carrot field → field {field}.",
    ),
    "roll_move_up": (
        "{who} würfelt: eine Position vor → Feld {field}.",
        "{who} rolls: move up one place → field {field}.",
    ),
    "roll_fall_back": (
        "{who} würfelt: eine Position zurück → Feld {field}.",
        "{who} rolls: fall back one place → field {field}.",
    ),
    "roll_nothing": (
        "{who} würfelt: {result_de} – das geht hier nicht, also passiert nichts.",
        "{who} rolls: {result_en} – that cannot be done here, so nothing happens.",
    ),
    "roll_eat_lettuce": (
        "{who} würfelt: einen Salat fressen – die Figur wird umgedreht und frisst im "
        "nächsten Zug.",
        "{who} rolls: eat a lettuce – the pawn is turned over and eats on the next turn.",
    ),
    "roll_eat_carrot": (
        "{who} würfelt: eine Karotte fressen und gibt {amount:#Karotte|Karotten} ab.",
        "{who} rolls: eat a carrot and gives back {amount:#carrot|carrots}.",
    ),
    "roll_eat_carrot_none": (
        "{who} würfelt: eine Karotte fressen, hat aber keine: zurück zum Start, {player} hat "
        "jetzt wieder {fresh} Karotten.",
        "{who} rolls: eat a carrot, but has none: back to the start, {player} now has "
        "{fresh} carrots again.",
    ),
    "roll_free_move": (
        "{who} würfelt: der letzte Zug war umsonst und nimmt {amount:#Karotte|Karotten} zurück.",
        "{who} rolls: the last move was free and takes back {amount:#carrot|carrots}.",
    ),
    "roll_move_again": (
        "{who} würfelt: gleich noch einmal ziehen.",
        "{who} rolls: move again at once.",
    ),
    "roll_move_again_none": (
        "{who} würfelt: gleich noch einmal ziehen, hat aber keinen möglichen Zug: "
        "nichts passiert.",
        "{who} rolls: move again at once, but has no possible move: nothing happens.",
    ),
}

check_table(REASONS, "classic-dice reasons")
check_table(EFFECTS, "classic-dice effects")
