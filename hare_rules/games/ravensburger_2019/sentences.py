"""The sentences of edition `ravensburger-2019`: why an action is illegal (`REASONS`) and
what an action did (`EFFECTS`), in German and English, with the numbers filled in.

Quiz answers quote these sentences, so each reads well on its own. Counts take their word
form from the number (`{needed:#Karotte|Karotten}`, see hare_rules.core.sentences).

    >>> reason("not_enough_carrots", needed=15, held=12).en
    'You need 15 carrots but hold 12.'
    >>> effect("cost", "A", -1, fields=1, start=3, field=4).en
    'A pays 1 carrot to move 1 field forward (field 3 → 4).'
"""

from __future__ import annotations

from hare_rules.core.sentences import Effect, Reason, Templates
from hare_rules.hare_race.sentences import HARE_RACE_REASONS

# code -> (German template, English template)
REASONS: Templates = {
    **HARE_RACE_REASONS,
    "must_eat": (
        "Du bist gerade auf dem Salatfeld {field} angekommen und musst jetzt einen Salat fressen.",
        "You have just arrived on lettuce field {field} and must eat a lettuce now.",
    ),
    "already_ate": (
        "Du hast auf diesem Salatfeld schon gefressen und musst jetzt weiterziehen.",
        "You already ate on this lettuce field and must move on now.",
    ),
    "goal_too_many_carrots": (
        "Als {place}. im Ziel darfst du höchstens {limit:#Karotte|Karotten} übrig haben, "
        "nach diesem Zug wären es {left}.",
        "Arriving in place {place}, you may have at most {limit:#carrot|carrots} left, "
        "and after this move you would have {left}.",
    ),
    "must_skip": (
        "Du musst diesen Zug aussetzen.",
        "You have to miss this turn.",
    ),
    "finished": (
        "{player} ist schon im Ziel und zieht nicht mehr.",
        "{player} is already in the goal and moves no more.",
    ),
    "unknown_token": (
        "„{token}“ ist kein Zug (bekannt: +N, back, eat, take, give, skip, restart).",
        "'{token}' is not a move (known: +N, back, eat, take, give, skip, restart).",
    ),
    "turn_over": (
        "Dein Zug ist schon zu Ende; eine weitere Aktion gibt es nur durch eine Hasenkarte.",
        "Your turn is already over; only a hare card grants another action.",
    ),
    "extra_move_only": (
        "Die Hasenkarte gibt dir einen weiteren Zug vorwärts oder rückwärts, "
        "nicht „{token}“.",
        "The hare card grants another move forward or back, not '{token}'.",
    ),
}

# kind -> (German, English). `{player}` and `{amount}` (the absolute carrot change) are always
# available; other placeholders come from the effect's details.
EFFECTS: Templates = {
    "position_payout": (
        "{player} steht zu Beginn des Zuges auf dem Positionsfeld {field} auf Platz {place} "
        "und nimmt {amount:#Karotte|Karotten}.",
        "{player} starts the turn on position field {field} in place {place} "
        "and takes {amount:#carrot|carrots}.",
    ),
    "position_no_payout": (
        "{player} steht auf dem Positionsfeld {field}, liegt aber auf Platz {place}: "
        "keine Karotten.",
        "{player} stands on position field {field} but is in place {place}: no carrots.",
    ),
    "hare_rest_payout": (
        "{player} nimmt zu Beginn des Zuges auf dem Hasenfeld {field} {amount:#Karotte|Karotten}.",
        "{player} takes {amount:#carrot|carrots} at the start of the turn on hare field {field}.",
    ),
    "cost": (
        "{player} zahlt {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts "
        "(Feld {start} → {field}).",
        "{player} pays {amount:#carrot|carrots} to move {fields:#field|fields} forward "
        "(field {start} → {field}).",
    ),
    "hedgehog_refund": (
        "{player} zieht {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmt {amount:#Karotte|Karotten}.",
        "{player} moves {fields:#field|fields} back to hedgehog field {field} "
        "and takes {amount:#carrot|carrots}.",
    ),
    "lettuce_payout": (
        "{player} frisst einen Salat auf Platz {place} und nimmt {amount:#Karotte|Karotten}.",
        "{player} eats a lettuce in place {place} and takes {amount:#carrot|carrots}.",
    ),
    "carrot_take": (
        "{player} bleibt auf dem Karottenfeld und nimmt {amount:#Karotte|Karotten}.",
        "{player} stays on the carrot field and takes {amount:#carrot|carrots}.",
    ),
    "carrot_give": (
        "{player} bleibt auf dem Karottenfeld und gibt {amount:#Karotte|Karotten} ab.",
        "{player} stays on the carrot field and gives back {amount:#carrot|carrots}.",
    ),
    "finish": (
        "{player} erreicht das Ziel als {place}.",
        "{player} reaches the goal in place {place}.",
    ),
    "card_drawn": (
        "{player} zieht die Hasenkarte „{title_de}“.",
        "{player} draws the hare card '{title_en}'.",
    ),
    "card_give": (
        "{player} gibt {receivers} je 10 Karotten, zusammen {amount}.",
        "{player} gives {receivers} 10 carrots each, {amount} in all.",
    ),
    "card_receive": (
        "{player} bekommt {amount:#Karotte|Karotten} von {giver}.",
        "{player} receives {amount:#carrot|carrots} from {giver}.",
    ),
    "card_give_none": (
        "{player} kann nicht jedem Spieler dahinter ({behind}) 10 Karotten geben "
        "und gibt deshalb keine.",
        "{player} cannot give 10 carrots to each of the {behind:#player|players} behind "
        "and so gives none.",
    ),
    "card_miss_turn": (
        "Hinter {player} {behind:ist|sind} {behind:#Spieler|Spieler}, davor {ahead}: "
        "{player} setzt den nächsten Zug aus.",
        "{behind:#player is|players are} behind {player} and {ahead} ahead: "
        "{player} misses the next turn.",
    ),
    "card_move_again": (
        "Hinter {player} {behind:ist|sind} {behind:#Spieler|Spieler}, davor {ahead}: "
        "{player} zieht gleich noch einmal.",
        "{behind:#player is|players are} behind {player} and {ahead} ahead: "
        "{player} moves again at once.",
    ),
    "no_move_again": (
        "{player} hat für den zusätzlichen Zug keinen möglichen Zug; der Zug endet.",
        "{player} has no possible move for the extra move; the turn ends.",
    ),
    "card_restore": (
        "{player} hat jetzt genau {restored:#Karotte|Karotten} (vorher {before}).",
        "{player} now has exactly {restored:#carrot|carrots} (before: {before}).",
    ),
    "card_lettuce_bonus": (
        "{player} nimmt für {lettuce:#Salat|Salate} {amount:#Karotte|Karotten}.",
        "{player} takes {amount:#carrot|carrots} for {lettuce:#lettuce|lettuces}.",
    ),
    "card_no_lettuce": (
        "{player} hat keinen Salat mehr und setzt den nächsten Zug aus.",
        "{player} has no lettuce left and misses the next turn.",
    ),
    "card_lose_half": (
        "{player} gibt die Hälfte ab: {amount} von {before:#Karotte|Karotten}.",
        "{player} loses half: {amount} of {before:#carrot|carrots}.",
    ),
    "card_free_ride": (
        "{player} bekommt die {amount:#Karotte|Karotten} für den Zug zurück.",
        "{player} takes back the {amount:#carrot|carrots} the move cost.",
    ),
    "card_show": (
        "{player} zeigt {held:#Karotte|Karotten} vor; sonst ändert sich nichts.",
        "{player} shows {held:#carrot|carrots}; nothing else changes.",
    ),
    "card_shuffle_take": (
        "{player} nimmt von {givers} je 1 Karotte, zusammen {amount}.",
        "{player} takes 1 carrot each from {givers}, {amount} in all.",
    ),
    "card_shuffle_give": (
        "{player} gibt {taker} 1 Karotte.",
        "{player} gives {taker} 1 carrot.",
    ),
    "deck_shuffled": (
        "Alle {cards:#Hasenkarte|Hasenkarten} werden neu gemischt.",
        "All {cards} hare cards are shuffled.",
    ),
    "passing_fee": (
        "{player} ruht auf dem Hasenfeld {field}; {passer} zieht vorbei, "
        "also zahlt {player} {amount:#Karotte|Karotten}.",
        "{player} rests on hare field {field}; {passer} passes, "
        "so {player} pays {amount:#carrot|carrots}.",
    ),
    "skip_turn": (
        "{player} setzt diesen Zug aus.",
        "{player} misses this turn.",
    ),
    "restart": (
        "{player} kann nicht ziehen, muss zurück zum Start und hat wieder "
        "{fresh:#Karotte|Karotten} (Salate bleiben: {lettuce}).",
        "{player} cannot move, goes back to the start and holds {fresh:#carrot|carrots} again "
        "(lettuce stays: {lettuce}).",
    ),
}

REASON_CODES = frozenset(REASONS)


def reason(code: str, **params: object) -> Reason:
    return Reason.from_table(REASONS, code, **params)


def effect(kind: str, player: str, carrots: int = 0, **details: object) -> Effect:
    return Effect.from_table(EFFECTS, kind, player, carrots, **details)
