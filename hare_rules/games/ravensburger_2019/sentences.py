"""The sentences of edition `ravensburger-2019`: why an action is illegal (`REASONS`) and
what an action did (`EFFECTS`), in German and English, with the values filled in.

Quiz answers quote these sentences, so each reads well on its own. A sentence about a player
names that player (`{who}` in a reason, `{player}` in an effect) and has a second-person
form for a question that says "du"/"you" to that player. Counts take their word form from
the number (`{needed:#Karotte|Karotten}`); lists and moves are typed values (`Listing`,
`Text`, see hare_rules.core.sentences).

    >>> late = reason("must_eat", "A", field=10)
    >>> late.de
    'A ist im letzten Zug auf dem Salatfeld 10 angekommen und muss jetzt einen Salat fressen.'
    >>> late.message("en", you="A")
    'You arrived on lettuce square 10 last turn and must eat a lettuce now.'
    >>> paid = effect("cost", "A", -1, fields=1, start=3, field=4)
    >>> paid.en
    'A pays 1 carrot to move 1 square forward (square 3 → 4).'
    >>> paid.message("de", you="A")
    'Du zahlst 1 Karotte für 1 Feld vorwärts (Feld 3 → 4).'
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from hare_rules.core.sentences import OR, Effect, Listing, Reason, Templates, Text, check_table
from hare_rules.hare_race.sentences import (
    RACE_REASONS,
    english_in_squares,
    race_reason,
)
from hare_rules.hare_race.sentences import nth_place as nth  # noqa: F401  (rules.py: say.nth)

# code -> (German, English, German to "du", English to "you"); `{who}` is the subject.
REASONS: Templates = {
    **{code: english_in_squares(t) for code, t in RACE_REASONS.items()},
    # The goal as the end of the track, no move beyond it: our reading (the rulebook does
    # not say); the rule and its sentence as two clauses, so that the fact is not read as
    # part of the rule.
    "past_goal": (
        "{who} kann nicht {fields:#Feld|Felder} vorwärts: Das führt über das Ziel "
        "(Feld {goal}) hinaus, und das geht nach unserer Lesart nicht.",
        "{who} cannot move {fields:#square|squares} forward: that would overshoot the goal "
        "(square {goal}), which by our reading is not allowed.",
        "Du kannst nicht {fields:#Feld|Felder} vorwärts: Das führt über das Ziel "
        "(Feld {goal}) hinaus, und das geht nach unserer Lesart nicht.",
        "You cannot move {fields:#square|squares} forward: that would overshoot the goal "
        "(square {goal}), which by our reading is not allowed.",
    ),
    # Spoken to the mover where a question says "du" (the shared sentence names only the
    # square and its occupant).
    "field_occupied": (
        "{who} kann nicht auf Feld {field}: Dort steht schon {occupant}.",
        "{who} cannot move onto square {field}: {occupant} already stands there.",
        "Du kannst nicht auf Feld {field}: Dort steht schon {occupant}.",
        "You cannot move onto square {field}: {occupant} already stands there.",
    ),
    "goal_lettuce_left": (
        "Ins Ziel darf {who} erst ohne Salat, hat aber noch {lettuce:#Salat|Salate}.",
        "{who} still holds {lettuce:#lettuce|lettuces}, and the goal takes only a pawn with "
        "none left.",
        "Ins Ziel darfst du erst ohne Salat, hast aber noch {lettuce:#Salat|Salate}.",
        "You still hold {lettuce:#lettuce|lettuces}, and the goal takes only a pawn with "
        "none left.",
    ),
    "must_eat": (
        "{who} ist im letzten Zug auf dem Salatfeld {field} angekommen und muss jetzt einen "
        "Salat fressen.",
        "{who} arrived on lettuce square {field} last turn and must eat a lettuce now.",
        "Du bist im letzten Zug auf dem Salatfeld {field} angekommen und musst jetzt einen "
        "Salat fressen.",
        "You arrived on lettuce square {field} last turn and must eat a lettuce now.",
    ),
    "already_ate": (
        "{who} hat auf diesem Salatfeld schon gefressen und muss jetzt weiterziehen.",
        "{who} already ate on this lettuce square and must move on now.",
        "Du hast auf diesem Salatfeld schon gefressen und musst jetzt weiterziehen.",
        "You already ate on this lettuce square and must move on now.",
    ),
    "goal_too_many_carrots": (
        "Als {place}. im Ziel darf {who} höchstens {limit:#Karotte|Karotten} übrig haben, "
        "nach diesem Zug wären es {left}.",
        "Finishing {nth}, {who} may have at most {limit:#carrot|carrots} left, "
        "and after this move {who} would have {left}.",
        "Als {place}. im Ziel darfst du höchstens {limit:#Karotte|Karotten} übrig haben, "
        "nach diesem Zug wären es {left}.",
        "Finishing {nth}, you may have at most {limit:#carrot|carrots} left, "
        "and after this move you would have {left}.",
    ),
    # Not the shared "only when you have to": in this edition a hare card is what makes a
    # player miss a turn, and the sentence says so (the variant has no cards, so no turn is
    # missed at all). Going back to the start is no choice: it happens when nothing else goes.
    # The sentence follows a "not allowed" label: it says "may not", never "need not".
    "not_skipping": (
        "{who} darf nicht aussetzen: Aussetzen gibt es nur, wenn eine Hasenkarte es verlangt.",
        "{who} is not allowed to miss a turn: a turn is missed only when a hare card says so.",
        "Du darfst nicht aussetzen: Aussetzen gibt es nur, wenn eine Hasenkarte es verlangt.",
        "You are not allowed to miss a turn: you miss one only when a hare card says so.",
    ),
    "not_stuck": (
        "Zurück zum Start geht es nur, wenn kein anderer Zug möglich ist; {who} kann noch "
        "{moves}.",
        "Going back to the start is allowed only when no other move is possible; {who} can "
        "still {moves}.",
        "Zurück zum Start geht es nur, wenn kein anderer Zug möglich ist; du kannst noch "
        "{moves}.",
        "Going back to the start is allowed only when no other move is possible; you can "
        "still {moves}.",
    ),
    "must_skip": (
        "{who} muss diesen Zug aussetzen.",
        "{who} has to miss this turn.",
        "Du musst diesen Zug aussetzen.",
        "You have to miss this turn.",
    ),
    "finished": (
        "{who} ist schon im Ziel und zieht nicht mehr.",
        "{who} is already in the goal and moves no more.",
        "Du bist schon im Ziel und ziehst nicht mehr.",
        "You are already in the goal and move no more.",
    ),
    "race_over": (
        "Das Rennen ist schon entschieden: Nur {who} ist noch unterwegs, und niemand zieht "
        "mehr.",
        "The race is already decided: only {who} is still on the track, and nobody moves any "
        "more.",
        "Das Rennen ist schon entschieden: Nur du bist noch unterwegs, und niemand zieht mehr.",
        "The race is already decided: only you are still on the track, and nobody moves any "
        "more.",
    ),
    # Quotes what the reader typed: the codes a German reader types (protocol.CODES_DE),
    # then the notation's own words.
    "unknown_token": (
        "„{token}“ ist kein Zug (bekannt: +N, zurück, fressen, nehmen, abgeben, aussetzen, "
        "start; ebenso back, eat, take, give, skip, restart).",
        "'{token}' is not a move (known: +N, back, eat, take, give, skip, restart).",
    ),
    "turn_over": (
        "Der Zug von {who} ist schon zu Ende; eine weitere Aktion gibt es nur durch eine "
        "Hasenkarte.",
        "The turn of {who} is already over; only a hare card grants another action.",
        "Dein Zug ist schon zu Ende; eine weitere Aktion gibt es nur durch eine Hasenkarte.",
        "Your turn is already over; only a hare card grants another action.",
    ),
    "extra_move_only": (
        "Die Hasenkarte gibt {who} nur einen weiteren Zug vorwärts oder zum Igel zurück; "
        "{what} geht jetzt nicht.",
        "The hare card gives {who} only another move forward or back to the hedgehog; "
        "{what} is not possible now.",
        "Die Hasenkarte gibt dir nur einen weiteren Zug vorwärts oder zum Igel zurück; "
        "{what} geht jetzt nicht.",
        "The hare card gives you only another move forward or back to the hedgehog; "
        "{what} is not possible now.",
    ),
}

# What the extra move of a hare card does not allow, as the subject of "… geht jetzt nicht".
NOT_AN_EXTRA_MOVE = {
    "eat": Text("Salat fressen", "eating a lettuce"),
    "take": Text("Karotten nehmen", "taking carrots"),
    "give": Text("Karotten abgeben", "giving back carrots"),
    "skip": Text("Aussetzen", "missing the turn"),
    "restart": Text("Zurück zum Start", "going back to the start"),
}

# kind -> (German, English, German to "du", English to "you"). `{player}` and `{amount}`
# (the absolute carrot change) are always available; the rest come from the details.
EFFECTS: Templates = {
    # The field by its number from the start and by what is printed on it ("2", "1-5-6"):
    # the printed places are what a player sees on the board.
    "position_payout": (
        "{player} steht zu Beginn des Zuges auf Feld {field} (Positionsfeld {printed}) auf "
        "Platz {place} und nimmt {amount:#Karotte|Karotten}.",
        "{player} starts the turn on square {field} (position square {printed}) in {nth} place "
        "and takes {amount:#carrot|carrots}.",
        "Du stehst zu Beginn deines Zuges auf Feld {field} (Positionsfeld {printed}) auf Platz "
        "{place} und nimmst {amount:#Karotte|Karotten}.",
        "You start your turn on square {field} (position square {printed}) in {nth} place "
        "and take {amount:#carrot|carrots}.",
    ),
    "position_no_payout": (
        "{player} steht auf Feld {field} (Positionsfeld {printed}), liegt aber auf Platz {place}, "
        "nicht auf Platz {pays}: keine Karotten.",
        "{player} stands on square {field} (position square {printed}) but is in {nth} place, "
        "and the square pays only for {pays:place|places} {pays}: no carrots.",
        "Du stehst auf Feld {field} (Positionsfeld {printed}), liegst aber auf Platz "
        "{place}, nicht auf Platz {pays}: keine Karotten.",
        "You stand on square {field} (position square {printed}) but are in {nth} place, and "
        "the square pays only for {pays:place|places} {pays}: no carrots.",
    ),
    "hare_rest_payout": (
        # the rulebook's words: on a hare field you take 10 at the start of your next turn
        # (p. 5), so the sentence says where the pawn has stood since, not that it "rested"
        "{player} steht seit dem letzten Zug auf dem Hasenfeld {field} und nimmt zu Beginn "
        "des Zuges {amount:#Karotte|Karotten}.",
        "{player} has stood on hare square {field} since the last turn and takes "
        "{amount:#carrot|carrots} at the start of the turn.",
        "Du stehst seit deinem letzten Zug auf dem Hasenfeld {field} und nimmst zu Beginn "
        "deines Zuges {amount:#Karotte|Karotten}.",
        "You have stood on hare square {field} since your last turn and take "
        "{amount:#carrot|carrots} at the start of your turn.",
    ),
    "cost": (
        "{player} zahlt {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts "
        "(Feld {start} → {field}).",
        "{player} pays {amount:#carrot|carrots} to move {fields:#square|squares} forward "
        "(square {start} → {field}).",
        "Du zahlst {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts "
        "(Feld {start} → {field}).",
        "You pay {amount:#carrot|carrots} to move {fields:#square|squares} forward "
        "(square {start} → {field}).",
    ),
    "hedgehog_refund": (
        "{player} zieht {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmt {amount:#Karotte|Karotten}.",
        "{player} moves {fields:#square|squares} back to hedgehog square {field} "
        "and takes {amount:#carrot|carrots}.",
        "Du ziehst {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmst {amount:#Karotte|Karotten}.",
        "You move {fields:#square|squares} back to hedgehog square {field} "
        "and take {amount:#carrot|carrots}.",
    ),
    "lettuce_payout": (
        "{player} frisst einen Salat auf Platz {place} und nimmt {amount:#Karotte|Karotten}.",
        "{player} eats a lettuce in {nth} place and takes {amount:#carrot|carrots}.",
        "Du frisst einen Salat auf Platz {place} und nimmst {amount:#Karotte|Karotten}.",
        "You eat a lettuce in {nth} place and take {amount:#carrot|carrots}.",
    ),
    "carrot_take": (
        "{player} bleibt auf dem Karottenfeld und nimmt {amount:#Karotte|Karotten}.",
        "{player} stays on the carrot square and takes {amount:#carrot|carrots}.",
        "Du bleibst auf dem Karottenfeld und nimmst {amount:#Karotte|Karotten}.",
        "You stay on the carrot square and take {amount:#carrot|carrots}.",
    ),
    "carrot_give": (
        "{player} bleibt auf dem Karottenfeld und gibt {amount:#Karotte|Karotten} ab.",
        "{player} stays on the carrot square and gives back {amount:#carrot|carrots}.",
        "Du bleibst auf dem Karottenfeld und gibst {amount:#Karotte|Karotten} ab.",
        "You stay on the carrot square and give back {amount:#carrot|carrots}.",
    ),
    "finish": (
        "{player} erreicht das Ziel auf Platz {place}.",
        "{player} reaches the goal in {nth} place.",
        "Du erreichst das Ziel auf Platz {place}.",
        "You reach the goal in {nth} place.",
    ),
    # The cards' short names are ours, not printed titles: no quotation marks.
    "card_drawn": (
        "{player} deckt eine Hasenkarte auf: {title}.",
        "{player} draws a hare card: {title}.",
        "Du deckst eine Hasenkarte auf: {title}.",
        "You draw a hare card: {title}.",
    ),
    "card_give": (
        "{player} gibt {receivers} {receivers:{gift} Karotten|je {gift} Karotten, zusammen "
        "{amount}}.",
        "{player} gives {receivers} {gift} carrots{receivers:| each, {amount} in all}.",
        "Du gibst {receivers} {receivers:{gift} Karotten|je {gift} Karotten, zusammen {amount}}.",
        "You give {receivers} {gift} carrots{receivers:| each, {amount} in all}.",
    ),
    "card_receive": (
        "{player} bekommt {amount:#Karotte|Karotten}.",
        "{player} receives {amount:#carrot|carrots}.",
        "Du bekommst {amount:#Karotte|Karotten}.",
        "You receive {amount:#carrot|carrots}.",
    ),
    "card_give_nobody": (
        "Hinter {player} steht niemand: {player} gibt keine Karotten ab.",
        "Nobody is behind {player}, so {player} gives no carrots.",
        "Hinter dir steht niemand: Du gibst keine Karotten ab.",
        "Nobody is behind you, so you give no carrots.",
    ),
    "card_give_none": (
        "Für {behind:{gift} Karotten an den Spieler|je {gift} Karotten an die {behind} Spieler} "
        "dahinter bräuchte {player} {needed}, hat aber nur {held}: {player} gibt nach "
        "unserer Lesart keine.",
        "{gift} carrots {behind:to the player|each to the {behind} players} behind would take "
        "{needed}, but {player} holds only {held}, so {player} gives none (our reading).",
        "Für {behind:{gift} Karotten an den Spieler|je {gift} Karotten an die {behind} Spieler} "
        "dahinter bräuchtest du {needed}, hast aber nur {held}: Du gibst nach unserer Lesart "
        "keine.",
        "{gift} carrots {behind:to the player|each to the {behind} players} behind would take "
        "{needed}, but you hold only {held}, so you give none (our reading).",
    ),
    "card_miss_turn": (
        "{player} hat {behind} hinter sich und {ahead} vor sich: {player} setzt den nächsten "
        "Zug aus.",
        "{player} has {behind} behind and {ahead} ahead, so {player} misses the next turn.",
        "Du hast {behind} hinter dir und {ahead} vor dir: Du setzt den nächsten Zug aus.",
        "You have {behind} behind and {ahead} ahead, so you miss the next turn.",
    ),
    "card_move_again": (
        "{player} hat {behind} hinter sich und {ahead} vor sich: {player} zieht gleich noch "
        "einmal.",
        "{player} has {behind} behind and {ahead} ahead, so {player} moves again at once.",
        "Du hast {behind} hinter dir und {ahead} vor dir: Du ziehst gleich noch einmal.",
        "You have {behind} behind and {ahead} ahead, so you move again at once.",
    ),
    # A tie is "otherwise" by our reading (the reference's decision, not the card's words).
    "card_move_again_tie": (
        "{player} hat {behind} hinter sich und {ahead} vor sich, also Gleichstand: {player} "
        "zieht nach unserer Lesart gleich noch einmal.",
        "{player} has {behind} behind and {ahead} ahead, a tie, so by our reading {player} "
        "moves again at once.",
        "Du hast {behind} hinter dir und {ahead} vor dir, also Gleichstand: Du ziehst nach "
        "unserer Lesart gleich noch einmal.",
        "You have {behind} behind and {ahead} ahead, a tie, so by our reading you move again "
        "at once.",
    ),
    "no_move_again": (
        "{player} hat für den zusätzlichen Zug keinen möglichen Zug; der Zug endet.",
        "{player} has no possible move for the extra move, so the turn ends.",
        "Du hast für den zusätzlichen Zug keinen möglichen Zug; dein Zug endet.",
        "You have no possible move for the extra move, so your turn ends.",
    ),
    "card_restore": (
        "{player} hat jetzt genau {restored:#Karotte|Karotten} (vorher {before}).",
        "{player} now has exactly {restored:#carrot|carrots} (before: {before}).",
        "Du hast jetzt genau {restored:#Karotte|Karotten} (vorher {before}).",
        "You now have exactly {restored:#carrot|carrots} (before: {before}).",
    ),
    "card_lettuce_bonus": (
        "{player} nimmt für {lettuce:#Salat|Salate} {amount:#Karotte|Karotten}.",
        "{player} takes {amount:#carrot|carrots} for {lettuce:#lettuce|lettuces}.",
        "Du nimmst für {lettuce:#Salat|Salate} {amount:#Karotte|Karotten}.",
        "You take {amount:#carrot|carrots} for {lettuce:#lettuce|lettuces}.",
    ),
    "card_no_lettuce": (
        "{player} hat keinen Salat mehr und setzt den nächsten Zug aus.",
        "{player} has no lettuce left and misses the next turn.",
        "Du hast keinen Salat mehr und setzt den nächsten Zug aus.",
        "You have no lettuce left and miss the next turn.",
    ),
    # Nothing to halve: 0 carrots (1 keeps its larger half, our reading).
    "card_lose_half_none": (
        "{player} hat {before:eine Karotte und behält sie nach unserer Lesart als größere "
        "Hälfte|keine Karotten; die Karte ändert nichts}.",
        "{player} has {before:1 carrot and keeps it as the larger half (our reading)|no "
        "carrots; the card changes nothing}.",
        "Du hast {before:eine Karotte und behältst sie nach unserer Lesart als größere "
        "Hälfte|keine Karotten; die Karte ändert nichts}.",
        "You have {before:1 carrot and keep it as the larger half (our reading)|no carrots; "
        "the card changes nothing}.",
    ),
    # An odd number: the larger half stays, our reading.
    "card_lose_half_odd": (
        "{player} gibt die Hälfte ab: {amount} von {before:#Karotte|Karotten}; die größere "
        "Hälfte bleibt (unsere Lesart).",
        "{player} loses half: {amount} of {before:#carrot|carrots}; the larger half stays "
        "(our reading).",
        "Du gibst die Hälfte ab: {amount} von {before:#Karotte|Karotten}; die größere Hälfte "
        "bleibt (unsere Lesart).",
        "You lose half: {amount} of {before:#carrot|carrots}; the larger half stays (our "
        "reading).",
    ),
    "card_lose_half": (
        "{player} gibt die Hälfte ab: {amount} von {before:#Karotte|Karotten}.",
        "{player} loses half: {amount} of {before:#carrot|carrots}.",
        "Du gibst die Hälfte ab: {amount} von {before:#Karotte|Karotten}.",
        "You lose half: {amount} of {before:#carrot|carrots}.",
    ),
    "card_free_ride": (
        "{player} bekommt die {amount:#Karotte|Karotten} für den Zug zurück.",
        "{player} takes back the {amount:#carrot|carrots} the move cost.",
        "Du bekommst die {amount:#Karotte|Karotten} für den Zug zurück.",
        "You take back the {amount:#carrot|carrots} the move cost.",
    ),
    "card_show": (
        "{player} zeigt {held:#Karotte|Karotten} vor; sonst ändert sich nichts.",
        "{player} shows {held:#carrot|carrots}; nothing else changes.",
        "Du zeigst {held:#Karotte|Karotten} vor; sonst ändert sich nichts.",
        "You show {held:#carrot|carrots}; nothing else changes.",
    ),
    "card_shuffle_take": (
        "{player} nimmt {givers} {givers:1 Karotte|je 1 Karotte} ab{givers:|, zusammen "
        "{amount}}.",
        "{player} takes {givers:1 carrot|1 carrot each} from {givers}{givers:| ({amount} in "
        "all)}.",
        "Du nimmst {givers} {givers:1 Karotte|je 1 Karotte} ab{givers:|, zusammen {amount}}.",
        "You take {givers:1 carrot|1 carrot each} from {givers}{givers:| ({amount} in all)}.",
    ),
    "card_shuffle_give": (
        "{player} gibt 1 Karotte ab.",
        "{player} gives up 1 carrot.",
        "Du gibst 1 Karotte ab.",
        "You give up 1 carrot.",
    ),
    # The shuffle card shuffles the whole pile, itself included (a scenario may give only
    # the pile's top cards, so the sentence names no number).
    "deck_shuffled": (
        "{player} mischt die Hasenkarten neu, diese eingeschlossen.",
        "{player} shuffles the hare cards, this one included.",
        "Du mischst die Hasenkarten neu, diese eingeschlossen.",
        "You shuffle the hare cards, this one included.",
    ),
    # Variant without hare cards: the mover passes a pawn resting on a hare field.
    "passing_fee": (
        "An {player} auf dem Hasenfeld {field} zieht jemand vorbei: {player} zahlt "
        "{amount:#Karotte|Karotten}.",
        "Someone passes {player} on hare square {field}, so {player} pays "
        "{amount:#carrot|carrots}.",
        "An dir auf dem Hasenfeld {field} zieht jemand vorbei: Du zahlst "
        "{amount:#Karotte|Karotten}.",
        "Someone passes you on hare square {field}, so you pay {amount:#carrot|carrots}.",
    ),
    "skip_turn": (
        "{player} setzt diesen Zug aus.",
        "{player} misses this turn.",
        "Du setzt diesen Zug aus.",
        "You miss this turn.",
    ),
    # The new carrots replace what the pawn held: our reading (said where it held any).
    "restart_replaces": (
        "{player} kann nicht ziehen und muss deshalb zurück zum Start: {player} hat "
        "wieder {fresh:#Karotte|Karotten}, nach unserer Lesart statt der bisherigen, bekommt "
        "aber keine neuen Salate.",
        "{player} cannot move, so {player} goes back to the start and holds "
        "{fresh:#carrot|carrots} again, by our reading instead of those held before, but "
        "gets no new lettuce.",
        "Du kannst nicht ziehen und musst deshalb zurück zum Start: Du hast wieder "
        "{fresh:#Karotte|Karotten}, nach unserer Lesart statt der bisherigen, bekommst aber "
        "keine neuen Salate.",
        "You cannot move, so you go back to the start and hold {fresh:#carrot|carrots} "
        "again, by our reading instead of those you held, but get no new lettuce.",
    ),
    "restart": (
        "{player} kann nicht ziehen und muss deshalb zurück zum Start: {player} hat "
        "wieder {fresh:#Karotte|Karotten}, bekommt aber keine neuen Salate.",
        "{player} cannot move, so {player} goes back to the start and holds "
        "{fresh:#carrot|carrots} again, but gets no new lettuce.",
        "Du kannst nicht ziehen und musst deshalb zurück zum Start: Du hast wieder "
        "{fresh:#Karotte|Karotten}, bekommst aber keine neuen Salate.",
        "You cannot move, so you go back to the start and hold {fresh:#carrot|carrots} "
        "again, but get no new lettuce.",
    ),
}

check_table(REASONS, "ravensburger-2019 REASONS")
check_table(EFFECTS, "ravensburger-2019 EFFECTS")
REASON_CODES = frozenset(REASONS)


def reason(code: str, who: str = "", **params: Any) -> Reason:
    """A reason about the player `who` (empty: a sentence about no one, e.g. a typo)."""
    if not who:
        return Reason.from_table(REASONS, code, **params)
    return race_reason(REASONS, code, who, **params)


def effect(kind: str, player: str, carrots: int = 0, **details: object) -> Effect:
    return Effect.from_table(EFFECTS, kind, player, carrots, **details)


def players(count: int) -> Text:
    """A number of players as "hinter sich" / "behind" takes it: "niemanden", "1 Spieler"."""
    if count == 0:
        return Text("niemanden", "nobody")
    return Text(f"{count} Spieler", f"{count} player{'s' if count != 1 else ''}")


def names(items: Iterable[str]) -> Listing:
    """Players' names as a list: "B und C" / "B and C"."""
    return Listing(tuple(items))


def printed_places(places: tuple[int, ...]) -> Text:
    """What a position square shows: „2“ / "2"; „1-5-6“ / "1-5-6" (the one form of every
    page: text, pictures and their descriptions)."""
    shown = "-".join(str(p) for p in places)
    return Text(f"„{shown}“", f'"{shown}"')


def places(numbers: Iterable[int]) -> Listing:
    """A position square's places: "1, 5 oder 6" / "1, 5 or 6"."""
    return Listing(tuple(str(n) for n in numbers), OR)



def card_outcome(title_de: str, title_en: str) -> Text:
    """A hare card as a choice of the referee where the position has no pile."""
    return Text(f"Hasenkarte „{title_de}“", f"hare card “{title_en}”")
