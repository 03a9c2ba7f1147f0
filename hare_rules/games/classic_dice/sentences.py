"""Reason and effect sentences of the dice edition, German and English, whole and typed.

Quiz answers quote them, so each reads well on its own. Every sentence about a player has a
subject (the player's name) and a second-person form for a question that speaks to that
player ("du"/"you"); the third-person form names the player and never says du/you.

Values: `{player}` the player (the subject), `{pawn}` the pawn in the two-pawn game (`A1`),
`{amount}` the absolute carrot change; moves, die results and choices are `Text` (the
reader's words in both languages), lists are `Listing`.

The two-pawn game says more: which pawn acts, and that the carrots are the player's. Its
table (`TWO_PAWN_REASONS`, `TWO_PAWN_EFFECTS`) starts from the one-pawn table and rewrites
the sentences that name the acting pawn; the codes are the same.

    >>> from hare_rules.core import Effect
    >>> moved = Effect.from_table(EFFECTS, "roll_fall_back", "A", pawn="A", field=17,
    ...                           result=result_words("fall-back"))
    >>> moved.de.split("17, ")[1]
    'hinter die nächste Figur (ohne Karotten dafür, unsere Lesart).'
    >>> moved.message("en", you="A").split(", ")[0]
    'You roll "fall back one place" and go back to square 17'
"""

from __future__ import annotations

from hare_rules.core.sentences import Templates, Text, check_table
from hare_rules.hare_race.sentences import RACE_REASONS, english_in_squares

from . import clauses as rule

ORDINALS_EN = ("first", "second", "third", "fourth", "fifth", "sixth")


def place_words(place: int) -> Text:
    """A race place as the templates say it: "3" in German ("auf Platz 3", "als 3."),
    "third" in English ("in third place")."""
    en = ORDINALS_EN[place - 1] if 1 <= place <= len(ORDINALS_EN) else f"{place}th"
    return Text(str(place), en)


# The ten results in the reader's words (German, English).
RESULT_WORDS: dict[str, Text] = {
    "miss-turn": Text("einmal aussetzen", "miss a turn"),
    "next-carrot": Text("vor zum nächsten Karottenfeld", "on to the next carrot square"),
    "previous-carrot": Text("zurück zum vorigen Karottenfeld",
                             "back to the previous carrot square"),
    "move-up": Text("eine Position vor", "move up one place"),
    "fall-back": Text("eine Position zurück", "fall back one place"),
    "eat-lettuce": Text("einen Salat fressen", "eat a lettuce"),
    "eat-carrot": Text("eine Karotte fressen", "eat a carrot"),
    "free-move": Text("der letzte Zug war umsonst", "the last move was free"),
    "move-again": Text("gleich noch einmal ziehen", "move again at once"),
}


def result_words(result: str) -> Text:
    """A result in the reader's words; take-or-give names its clause's amount."""
    if result == "take-or-give":
        n = rule.CARROT_EXCHANGE.value
        return Text(f"{n} Karotten nehmen oder abgeben", f"take or give {n} carrots")
    return RESULT_WORDS[result]

# Why a result cannot be carried out (注意: ... 不予计算), said the same to everyone.
NOTHING_WHY: dict[str, Text] = {
    "next-carrot": Text("vorn ist kein Karottenfeld mehr frei", "no carrot square ahead is free"),
    "previous-carrot": Text("hinten ist kein Karottenfeld frei",
                             "no carrot square behind is free"),
    "move-up-none": Text("vorn ist keine Figur mehr auf der Laufbahn",
                          "no pawn ahead is still on the track"),
    # Pawns in the goal are not "ahead" for this result: the reference's decision, so the
    # sentence says so where it decides the case.
    "move-up-none-goal": Text(
        "vorn ist keine Figur mehr auf der Laufbahn (Figuren im Ziel zählen nach unserer "
        "Lesart nicht)",
        "no pawn ahead is still on the track (in our reading pawns in the goal do not count)"),
    # ... and it never ends in the goal: the reference's decision too.
    "move-up-full": Text("vor dem Ziel ist kein passendes Feld frei (ins Ziel führt es nach "
                          "unserer Lesart nicht)",
                          "no suitable square before the goal is free (in our reading it does "
                          "not lead into the goal)"),
    # Pawns behind only on the start (the start is never a target), or none behind at all:
    # said apart, so a sentence never names pawns on the start that are not there.
    "fall-back-none": Text("hinten steht keine Figur außer am Start",
                            "no pawn is behind except on the start"),
    "fall-back-nobody": Text("hinten steht keine Figur auf der Laufbahn",
                              "no pawn is behind on the track"),
    "fall-back-full": Text("hinten ist kein passendes Feld frei",
                            "no suitable square behind is free"),
}

# -- reasons: why a token is not legal -----------------------------------------------------
# (German, English) or (German, English, German to "du", English to "you").
REASONS: Templates = {
    # The hare races' shared sentences (`{who}`: the player, as in the 2019 edition).
    **{code: english_in_squares(t) for code, t in RACE_REASONS.items()},
    # A field is named with its printed number, "Feld 15 (aufgedruckt 49)": as an
    # apposition, so its brackets never nest inside the shared sentence's.
    "hedgehog_occupied": (
        "Das nächste Igelfeld hinter {who}, Feld {hedgehog}, ist besetzt, und weiter zurück "
        "darf {who} nicht.",
        "The nearest hedgehog square behind {who}, square {hedgehog}, is taken, and {who} may "
        "not go to one further back.",
        "Das nächste Igelfeld hinter dir, Feld {hedgehog}, ist besetzt, und weiter zurück "
        "darfst du nicht.",
        "The nearest hedgehog square behind you, square {hedgehog}, is taken, and you may not "
        "go to one further back.",
    ),
    # The dice edition's own.
    "must_eat": (
        "{player} muss in diesem Zug {what}.",
        "This turn {player} must {what}.",
        "Du musst in diesem Zug {what}.",
        "This turn you must {what}.",
    ),
    "already_ate": (
        "{player} hat auf diesem Salatfeld schon gefressen und muss weiterziehen.",
        "{player} has already eaten on this lettuce square and must move on.",
        "Du hast auf diesem Salatfeld schon gefressen und musst weiterziehen.",
        "You have already eaten on this lettuce square and must move on.",
    ),
    "goal_too_many_carrots": (
        "Als {place}. im Ziel darf {player} höchstens {limit:#Karotte|Karotten} übrig haben, "
        "nach diesem Zug wären es {left}.",
        "Arriving in {place} place, {player} may have at most {limit:#carrot|carrots} left, "
        "and after this move there would be {left}.",
        "Als {place}. im Ziel darfst du höchstens {limit:#Karotte|Karotten} übrig haben, "
        "nach diesem Zug wären es {left}.",
        "Arriving in {place} place, you may have at most {limit:#carrot|carrots} left, "
        "and after this move you would have {left}.",
    ),
    "must_skip": (
        "{player} muss diesen Zug aussetzen.",
        "{player} has to miss this turn.",
        "Du musst diesen Zug aussetzen.",
        "You have to miss this turn.",
    ),
    "finished": (
        "{player} ist schon im Ziel und zieht nicht mehr.",
        "{player} is already in the goal and moves no more.",
        "Du bist schon im Ziel und ziehst nicht mehr.",
        "You are already in the goal and move no more.",
    ),
    "race_over": (
        "Das Rennen ist vorbei; es wird nicht mehr gezogen.",
        "The race is over; nobody moves any more.",
    ),
    "unknown_token": (
        "„{token}“ ist kein Zug (bekannt: +N, back, eat, take, give, skip, restart, "
        "roll:ERGEBNIS; im Spiel zu zweit mit 1: oder 2: davor).",
        "\"{token}\" is not a move (known: +N, back, eat, take, give, skip, restart, "
        "roll:RESULT; in the two-pawn game with 1: or 2: in front).",
    ),
    "no_such_pawn": (
        "{problem}",
        "{problem}",
    ),
    "wrong_pawn": (
        "Dieser Zug gehört {owed}: {owed} muss {what}.",
        "This turn belongs to {owed}: {owed} must {what}.",
        "Dieser Zug gehört deiner Figur {owed}: {owed} muss {what}.",
        "This turn belongs to your pawn {owed}: {owed} must {what}.",
    ),
    "roll_expected": (
        "{player} ist gerade auf dem Hasenfeld {field} angekommen: Jetzt wird gewürfelt, "
        "nicht „{token}“.",
        "{player} has just reached hare square {field}: the die is rolled now, not \"{token}\".",
        "Du bist gerade auf dem Hasenfeld {field} angekommen: Jetzt würfelst du, nicht "
        "„{token}“.",
        "You have just reached hare square {field}: you roll the die now, not \"{token}\".",
    ),
    "no_roll_here": (
        "Gewürfelt wird nur, wenn eine Figur gerade auf einem Hasenfeld angekommen ist.",
        "The die is rolled only when a pawn has just arrived on a hare square.",
    ),
    "choice_expected": (
        "Nach dem Würfelergebnis „{result}“ muss {player} noch {then}.",
        "After the result \"{result}\" {player} still has to {then}.",
        "Nach dem Würfelergebnis „{result}“ musst du noch {then}.",
        "After the result \"{result}\" you still have to {then}.",
    ),
    "extra_move_only": (
        "Das Würfelergebnis gibt {player} einen weiteren Zug vorwärts oder zurück zum Igel, "
        "nicht „{token}“.",
        "The die result gives {player} another move forward or back to a hedgehog, "
        "not \"{token}\".",
        "Das Würfelergebnis gibt dir einen weiteren Zug vorwärts oder zurück zum Igel, "
        "nicht „{token}“.",
        "The die result gives you another move forward or back to a hedgehog, not \"{token}\".",
    ),
    "turn_over": (
        "Der Zug ist nach „{last}“ schon zu Ende; „{token}“ gehört nicht mehr dazu.",
        "The turn is already over after \"{last}\"; \"{token}\" is not part of it.",
    ),
}

# What a pawn must do when its turn is owed (`must_eat`, `wrong_pawn`).
MUST_EAT = Text("stehen bleiben und einen Salat fressen", "stay and eat a lettuce")
MUST_STAY = Text("stehen bleiben (kein Salat mehr)", "stay (no lettuce left)")
MUST_MISS = Text("aussetzen", "miss this turn")
MUST_ROLL_ON = Text("das Würfelergebnis ausführen", "carry out the die result")

# In the two-pawn game the acting pawn is named; the carrots stay the player's.
TWO_PAWN_REASONS: Templates = {
    **REASONS,
    "past_goal": (
        "{pawn} kann nicht {fields:#Feld|Felder} vorwärts: Das führt über das Ziel "
        "(Feld {goal}) hinaus.",
        "{pawn} cannot move {fields:#square|squares} forward: that would overshoot the goal "
        "(square {goal}).",
        "Deine Figur {pawn} kann nicht {fields:#Feld|Felder} vorwärts: Das führt über das "
        "Ziel (Feld {goal}) hinaus.",
        "Your pawn {pawn} cannot move {fields:#square|squares} forward: that would overshoot "
        "the goal (square {goal}).",
    ),
    "no_hedgehog_behind": (
        "{pawn} kann nicht zurück: Hinter Feld {field} liegt kein Igelfeld.",
        "{pawn} cannot move back: there is no hedgehog square behind square {field}.",
        "Deine Figur {pawn} kann nicht zurück: Hinter Feld {field} liegt kein Igelfeld.",
        "Your pawn {pawn} cannot move back: there is no hedgehog square behind square {field}.",
    ),
    "not_on_lettuce": (
        "{pawn} kann hier nicht fressen: Feld {field} ist kein Salatfeld.",
        "{pawn} cannot eat here: square {field} is not a lettuce square.",
        "Deine Figur {pawn} kann hier nicht fressen: Feld {field} ist kein Salatfeld.",
        "Your pawn {pawn} cannot eat here: square {field} is not a lettuce square.",
    ),
    "not_on_carrot_field": (
        # The one-pawn sentence's form: the square with its printed number in brackets
        # stands alone, no brackets inside brackets (r23 dice #8).
        "{pawn} kann hier keine Karotten nehmen oder abgeben: Feld {field} ist kein "
        "Karottenfeld.",
        "{pawn} cannot take or give back carrots here: square {field} is not a carrot square.",
        "Deine Figur {pawn} kann hier keine Karotten nehmen oder abgeben: Feld {field} ist "
        "kein Karottenfeld.",
        "Your pawn {pawn} cannot take or give back carrots here: square {field} is not a "
        "carrot square.",
    ),
    "not_stuck": (
        # "Other move" as in the one-pawn game: staying on a carrot square is one.
        "Zurück zum Start darf {player} nur, wenn mit keiner Figur ein anderer Zug geht; "
        "{player} hat noch: {moves}.",
        "{player} may go back to the start only when neither pawn has any other move; "
        "{player} still has: {moves}.",
        "Zurück zum Start darfst du nur, wenn mit keiner Figur ein anderer Zug geht; du hast "
        "noch: {moves}.",
        "You may go back to the start only when neither pawn has any other move; you still "
        "have: {moves}.",
    ),
    "hedgehog_occupied": (
        "Das nächste Igelfeld hinter {pawn}, Feld {hedgehog}, ist besetzt; weiter zurück "
        "darf {pawn} nicht.",
        "The nearest hedgehog behind {pawn}, square {hedgehog}, is taken, and {pawn} may "
        "not go to one further back.",
        "Das nächste Igelfeld hinter deiner Figur {pawn}, Feld {hedgehog}, ist besetzt; "
        "weiter zurück darf {pawn} nicht.",
        "The nearest hedgehog behind your pawn {pawn}, square {hedgehog}, is taken, and "
        "{pawn} may not go to one further back.",
    ),
    "goal_lettuce_left": (
        "{pawn} darf erst ins Ziel, wenn {player} keinen Salat mehr hat; {player} hat noch "
        "{lettuce:#Salat|Salate}.",
        "{pawn} may enter the goal only when {player} has no lettuce left, and {player} still "
        "has {lettuce:#lettuce|lettuces}.",
        "Deine Figur {pawn} darf erst ins Ziel, wenn du keinen Salat mehr hast; du hast noch "
        "{lettuce:#Salat|Salate}.",
        "Your pawn {pawn} may enter the goal only when you have no lettuce left; you still "
        "have {lettuce:#lettuce|lettuces}.",
    ),
    "not_skipping": (
        "{pawn} darf nicht aussetzen: Ausgesetzt wird nur, wenn man muss.",
        "{pawn} may not miss a turn: a turn is missed only when a pawn has to.",
        "Deine Figur {pawn} darf nicht aussetzen: Ausgesetzt wird nur, wenn man muss.",
        "Your pawn {pawn} may not miss a turn: a turn is missed only when a pawn has to.",
    ),
    "must_eat": (
        "{pawn} muss in diesem Zug {what}.",
        "This turn {pawn} must {what}.",
        "Deine Figur {pawn} muss in diesem Zug {what}.",
        "This turn your pawn {pawn} must {what}.",
    ),
    "already_ate": (
        "{pawn} hat auf diesem Salatfeld schon gefressen und muss weiterziehen.",
        "{pawn} has already eaten on this lettuce square and must move on.",
        "Deine Figur {pawn} hat auf diesem Salatfeld schon gefressen und muss weiterziehen.",
        "Your pawn {pawn} has already eaten on this lettuce square and must move on.",
    ),
    "goal_too_many_carrots": (
        "Kommt {pawn} als {place}. Figur ins Ziel, darf {player} höchstens "
        "{limit:#Karotte|Karotten} übrig haben; nach diesem Zug wären es {left}.",
        "With {pawn} arriving in {place} place, {player} may have at most "
        "{limit:#carrot|carrots} left, and after this move there would be {left}.",
        "Kommt deine Figur {pawn} als {place}. ins Ziel, darfst du höchstens "
        "{limit:#Karotte|Karotten} übrig haben; nach diesem Zug wären es {left}.",
        "With your pawn {pawn} arriving in {place} place, you may have at most "
        "{limit:#carrot|carrots} left, and after this move you would have {left}.",
    ),
    "must_skip": (
        "{pawn} muss aussetzen: {player} setzt diesen Zug ganz aus.",
        "{pawn} has to miss a turn: {player} misses this whole turn.",
        "Deine Figur {pawn} muss aussetzen: Du setzt diesen Zug ganz aus.",
        "Your pawn {pawn} has to miss a turn: you miss this whole turn.",
    ),
    "finished": (
        "{pawn} ist schon im Ziel und zieht nicht mehr.",
        "{pawn} is already in the goal and moves no more.",
        "Deine Figur {pawn} ist schon im Ziel und zieht nicht mehr.",
        "Your pawn {pawn} is already in the goal and moves no more.",
    ),
    "roll_expected": (
        "{pawn} ist gerade auf dem Hasenfeld {field} angekommen: Jetzt wird gewürfelt, "
        "nicht „{token}“.",
        "{pawn} has just reached hare square {field}: the die is rolled now, not \"{token}\".",
        "Deine Figur {pawn} ist gerade auf dem Hasenfeld {field} angekommen: Jetzt würfelst "
        "du, nicht „{token}“.",
        "Your pawn {pawn} has just reached hare square {field}: you roll the die now, "
        "not \"{token}\".",
    ),
    "extra_move_only": (
        "Das Würfelergebnis gibt {pawn} einen weiteren Zug vorwärts oder zurück zum Igel, "
        "nicht „{token}“.",
        "The die result gives {pawn} another move forward or back to a hedgehog, "
        "not \"{token}\".",
        "Das Würfelergebnis gibt deiner Figur {pawn} einen weiteren Zug vorwärts oder zurück "
        "zum Igel, nicht „{token}“.",
        "The die result gives your pawn {pawn} another move forward or back to a hedgehog, "
        "not \"{token}\".",
    ),
}

# -- effects: what an action did ----------------------------------------------------------
EFFECTS: Templates = {
    # Not an effect of play: the Why line of a question for a printed number (Game.why).
    "printed_here": (
        "{player} steht danach auf Feld {field}; dort ist die {printed} aufgedruckt: noch "
        "{printed:#Feld|Felder} bis ins Ziel.",
        "{player} then stands on square {field}, which is printed {printed}: "
        "{printed:#square|squares} still to go to the goal.",
        "Du stehst danach auf Feld {field}; dort ist die {printed} aufgedruckt: noch "
        "{printed:#Feld|Felder} bis ins Ziel.",
        "You then stand on square {field}, which is printed {printed}: "
        "{printed:#square|squares} still to go to the goal.",
    ),
    "position_payout": (
        "{player} steht zu Beginn des Zuges auf Feld {field}, einem Positionsfeld „{pays}“, auf "
        "Platz {place} "
        "und nimmt {amount} Karotten.",
        "{player} starts the turn on square {field}, a position square \"{pays}\", in {place} "
        "place and takes {amount} carrots.",
        "Du stehst zu Beginn deines Zuges auf Feld {field}, einem Positionsfeld „{pays}“, auf "
        "Platz {place} "
        "und nimmst {amount} Karotten.",
        "You start your turn on square {field}, a position square \"{pays}\", in {place} place "
        "and take {amount} carrots.",
    ),
    "position_no_payout": (
        "{player} steht auf Feld {field}, einem Positionsfeld „{pays}“, liegt aber auf Platz "
        "{place}: "
        "keine Karotten.",
        "{player} stands on square {field}, a position square \"{pays}\", but is in {place} place: "
        "no carrots.",
        "Du stehst auf Feld {field}, einem Positionsfeld „{pays}“, liegst aber auf Platz {place}: "
        "keine Karotten.",
        "You stand on square {field}, a position square \"{pays}\", but are in {place} place: no "
        "carrots.",
    ),
    "cost": (
        "{player} zahlt {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts "
        "{route}.",
        "{player} pays {amount:#carrot|carrots} to move {fields:#square|squares} forward "
        "{route}.",
        "Du zahlst {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts "
        "{route}.",
        "You pay {amount:#carrot|carrots} to move {fields:#square|squares} forward "
        "{route}.",
    ),
    "hedgehog_refund": (
        "{player} zieht {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmt {amount} Karotten.",
        "{player} moves {fields:#square|squares} back to hedgehog square {field} "
        "and takes {amount} carrots.",
        "Du ziehst {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmst {amount} Karotten.",
        "You move {fields:#square|squares} back to hedgehog square {field} "
        "and take {amount} carrots.",
    ),
    "lettuce_payout": (
        "{player} frisst einen Salat auf Platz {place} und nimmt {amount} Karotten.",
        "{player} eats a lettuce in {place} place and takes {amount} carrots.",
        "Du frisst einen Salat auf Platz {place} und nimmst {amount} Karotten.",
        "You eat a lettuce in {place} place and take {amount} carrots.",
    ),
    "lettuce_none": (
        "{player} bleibt stehen, hat aber keinen Salat mehr: keine Karotten.",
        "{player} stays, but has no lettuce left: no carrots.",
        "Du bleibst stehen, hast aber keinen Salat mehr: keine Karotten.",
        "You stay, but have no lettuce left: no carrots.",
    ),
    "carrot_take": (
        "{player} bleibt auf dem Karottenfeld und nimmt {amount} Karotten.",
        "{player} stays on the carrot square and takes {amount} carrots.",
        "Du bleibst auf dem Karottenfeld und nimmst {amount} Karotten.",
        "You stay on the carrot square and take {amount} carrots.",
    ),
    "carrot_give": (
        "{player} bleibt auf dem Karottenfeld und gibt {amount} Karotten ab.",
        "{player} stays on the carrot square and gives back {amount} carrots.",
        "Du bleibst auf dem Karottenfeld und gibst {amount} Karotten ab.",
        "You stay on the carrot square and give back {amount} carrots.",
    ),
    "finish": (
        "{player} erreicht das Ziel auf Platz {place}.",
        "{player} reaches the goal in {place} place.",
        "Du erreichst das Ziel auf Platz {place}.",
        "You reach the goal in {place} place.",
    ),
    "winner": (
        "{player} hat beide Figuren im Ziel und gewinnt.",
        "{player} has both pawns home and wins.",
        "Du hast beide Figuren im Ziel und gewinnst.",
        "You have both pawns home and win.",
    ),
    "skip_turn": (
        "{player} setzt diesen Zug aus.",
        "{player} misses this turn.",
        "Du setzt diesen Zug aus.",
        "You miss this turn.",
    ),
    "restart": (
        "{player} kann nicht ziehen und geht zurück an den Start: wieder {fresh} Karotten, "
        "{lettuce:#Salat|Salate} wie zuvor.",
        "{player} cannot move and goes back to the start: {fresh} carrots again, "
        "{lettuce:#lettuce|lettuces} as before.",
        "Du kannst nicht ziehen und gehst zurück an den Start: wieder {fresh} Karotten, "
        "{lettuce:#Salat|Salate} wie zuvor.",
        "You cannot move and go back to the start: {fresh} carrots again, "
        "{lettuce:#lettuce|lettuces} as before.",
    ),
    "roll_miss_turn": (
        "{player} würfelt „{result}“: Die Figur wird umgedreht, den nächsten Zug setzt "
        "{player} aus.",
        "{player} rolls \"{result}\": the pawn is turned over, and {player} misses the next turn.",
        "Du würfelst „{result}“: Deine Figur wird umgedreht, den nächsten Zug setzt du aus.",
        "You roll \"{result}\": your pawn is turned over, and you miss your next turn.",
    ),
    "roll_take_or_give": (
        "{player} würfelt „{result}“.",
        "{player} rolls \"{result}\".",
        "Du würfelst „{result}“.",
        "You roll \"{result}\".",
    ),
    "choice_take": (
        "{player} nimmt {amount} Karotten.",
        "{player} takes {amount} carrots.",
        "Du nimmst {amount} Karotten.",
        "You take {amount} carrots.",
    ),
    "choice_give": (
        "{player} gibt {amount} Karotten ab.",
        "{player} gives back {amount} carrots.",
        "Du gibst {amount} Karotten ab.",
        "You give back {amount} carrots.",
    ),
    "roll_next_carrot": (
        "{player} würfelt „{result}“ und zieht (kostenlos, unsere Lesart) auf das freie "
        "Karottenfeld {field}.",
        "{player} rolls \"{result}\" and moves (for free, our reading) to the free carrot square "
        "{field}.",
        "Du würfelst „{result}“ und ziehst (kostenlos, unsere Lesart) auf das freie Karottenfeld "
        "{field}.",
        "You roll \"{result}\" and move (for free, our reading) to the free carrot square {field}.",
    ),
    "roll_previous_carrot": (
        "{player} würfelt „{result}“ und geht zurück auf das Karottenfeld {field}, nach "
        "unserer Lesart ohne dafür Karotten zu bekommen.",
        "{player} rolls \"{result}\" and goes back to carrot square {field}, in our reading "
        "earning no carrots for that.",
        "Du würfelst „{result}“ und gehst zurück auf das Karottenfeld {field}, nach "
        "unserer Lesart ohne dafür Karotten zu bekommen.",
        "You roll \"{result}\" and go back to carrot square {field}, in our reading earning no "
        "carrots for that.",
    ),
    "roll_move_up": (
        "{player} würfelt „{result}“ und zieht (kostenlos, unsere Lesart) auf Feld {field}, vor "
        "die nächste "
        "Figur.",
        "{player} rolls \"{result}\" and moves (for free, our reading) to square {field}, ahead of "
        "the nearest "
        "pawn.",
        "Du würfelst „{result}“ und ziehst (kostenlos, unsere Lesart) auf Feld {field}, vor die "
        "nächste Figur.",
        "You roll \"{result}\" and move (for free, our reading) to square {field}, ahead of the "
        "nearest pawn.",
    ),
    "roll_fall_back": (
        "{player} würfelt „{result}“ und geht zurück auf Feld {field}, hinter die nächste "
        "Figur (ohne Karotten dafür, unsere Lesart).",
        "{player} rolls \"{result}\" and goes back to square {field}, behind the nearest pawn "
        "(earning nothing for going back, our reading).",
        "Du würfelst „{result}“ und gehst zurück auf Feld {field}, hinter die nächste Figur "
        "(ohne Karotten dafür, unsere Lesart).",
        "You roll \"{result}\" and go back to square {field}, behind the nearest pawn (earning "
        "nothing for going back, our reading).",
    ),
    "roll_nothing": (
        "{player} würfelt „{result}“, aber {why}: Es passiert nichts.",
        "{player} rolls \"{result}\", but {why}: nothing happens.",
        "Du würfelst „{result}“, aber {why}: Es passiert nichts.",
        "You roll \"{result}\", but {why}: nothing happens.",
    ),
    "roll_eat_lettuce_none": (
        "{player} würfelt „{result}“: Die Figur wird umgedreht, im nächsten Zug bleibt "
        "{player} stehen, bekommt aber ohne Salat nichts.",
        "{player} rolls \"{result}\": the pawn is turned over, and on the next turn {player} "
        "stays, but with no lettuce left gets nothing.",
        "Du würfelst „{result}“: Deine Figur wird umgedreht, im nächsten Zug bleibst du stehen, "
        "bekommst aber ohne Salat nichts.",
        "You roll \"{result}\": your pawn is turned over, and on your next turn you stay, but "
        "with no lettuce left get nothing.",
    ),
    "roll_eat_lettuce": (
        "{player} würfelt „{result}“: Die Figur wird umgedreht, im nächsten Zug bleibt "
        "{player} stehen und frisst.",
        "{player} rolls \"{result}\": the pawn is turned over, and on the next turn {player} "
        "stays and eats.",
        "Du würfelst „{result}“: Deine Figur wird umgedreht, im nächsten Zug bleibst du stehen "
        "und frisst.",
        "You roll \"{result}\": your pawn is turned over, and on your next turn you stay and "
        "eat.",
    ),
    "roll_eat_carrot": (
        "{player} würfelt „{result}“ und gibt {amount:#Karotte|Karotten} ab.",
        "{player} rolls \"{result}\" and gives back {amount:#carrot|carrots}.",
        "Du würfelst „{result}“ und gibst {amount:#Karotte|Karotten} ab.",
        "You roll \"{result}\" and give back {amount:#carrot|carrots}.",
    ),
    "roll_eat_carrot_none": (
        "{player} würfelt „{result}“, hat aber keine Karotte mehr: zurück an den Start, "
        "wieder {fresh} Karotten.",
        "{player} rolls \"{result}\" but has no carrot left: back to the start, "
        "{fresh} carrots again.",
        "Du würfelst „{result}“, hast aber keine Karotte mehr: zurück an den Start, "
        "wieder {fresh} Karotten.",
        "You roll \"{result}\" but have no carrot left: back to the start, "
        "{fresh} carrots again.",
    ),
    "roll_free_move": (
        "{player} würfelt „{result}“ und bekommt die {amount:#Karotte|Karotten} für diesen Zug "
        "zurück.",
        "{player} rolls \"{result}\" and gets back the {amount:#carrot|carrots} that move cost.",
        "Du würfelst „{result}“ und bekommst die {amount:#Karotte|Karotten} für diesen Zug "
        "zurück.",
        "You roll \"{result}\" and get back the {amount:#carrot|carrots} that move cost.",
    ),
    "roll_free_move_none": (
        "{player} würfelt „{result}“, aber der Weg hierher hat nichts gekostet: Es gibt nichts "
        "zurück.",
        "{player} rolls \"{result}\", but getting here cost nothing: there is nothing to get "
        "back.",
        "Du würfelst „{result}“, aber der Weg hierher hat nichts gekostet: Es gibt nichts "
        "zurück.",
        "You roll \"{result}\", but getting here cost nothing: there is nothing to get back.",
    ),
    "roll_move_again": (
        "{player} würfelt „{result}“ und zieht sofort noch einmal.",
        "{player} rolls \"{result}\" and moves again straight away.",
        "Du würfelst „{result}“ und ziehst sofort noch einmal.",
        "You roll \"{result}\" and move again straight away.",
    ),
    "roll_move_again_none": (
        "{player} würfelt „{result}“, hat aber keinen möglichen Zug: Es passiert nichts.",
        "{player} rolls \"{result}\" but has no possible move: nothing happens.",
        "Du würfelst „{result}“, hast aber keinen möglichen Zug: Es passiert nichts.",
        "You roll \"{result}\" but have no possible move: nothing happens.",
    ),
}

TWO_PAWN_EFFECTS: Templates = {
    **EFFECTS,
    "printed_here": (
        "{pawn} steht danach auf Feld {field}; dort ist die {printed} aufgedruckt: noch "
        "{printed:#Feld|Felder} bis ins Ziel.",
        "{pawn} then stands on square {field}, which is printed {printed}: "
        "{printed:#square|squares} still to go to the goal.",
        "Deine Figur {pawn} steht danach auf Feld {field}; dort ist die {printed} aufgedruckt: "
        "noch {printed:#Feld|Felder} bis ins Ziel.",
        "Your pawn {pawn} then stands on square {field}, which is printed {printed}: "
        "{printed:#square|squares} still to go to the goal.",
    ),
    "position_payout": (
        "{pawn} steht zu Beginn des Zuges auf Feld {field}, einem Positionsfeld „{pays}“, auf "
        "Platz {place}: "
        "{player} nimmt {amount} Karotten.",
        "{pawn} starts the turn on square {field}, a position square \"{pays}\", in {place} place: "
        "{player} takes {amount} carrots.",
        "Deine Figur {pawn} steht zu Beginn deines Zuges auf Feld {field}, einem Positionsfeld "
        "„{pays}“, auf Platz {place}: Du nimmst {amount} Karotten.",
        "Your pawn {pawn} starts your turn on square {field}, a position square \"{pays}\", "
        "in {place} place: "
        "you take {amount} carrots.",
    ),
    "position_no_payout": (
        "{pawn} steht auf Feld {field}, einem Positionsfeld „{pays}“, liegt aber auf Platz "
        "{place}: "
        "keine Karotten.",
        "{pawn} stands on square {field}, a position square \"{pays}\", but is in {place} "
        "place: no carrots.",
        "Deine Figur {pawn} steht auf Feld {field}, einem Positionsfeld „{pays}“, liegt aber auf "
        "Platz {place}: "
        "keine Karotten.",
        "Your pawn {pawn} stands on square {field}, a position square \"{pays}\", but is in "
        "{place} place: no carrots.",
    ),
    "cost": (
        "{player} zahlt {amount:#Karotte|Karotten} und zieht {pawn} um {fields:#Feld|Felder} "
        "vor, {route}.",
        "{player} pays {amount:#carrot|carrots} to move {pawn} forward {fields:#square|squares} "
        "{route}.",
        "Du zahlst {amount:#Karotte|Karotten} und ziehst {pawn} um {fields:#Feld|Felder} "
        "vor, {route}.",
        "You pay {amount:#carrot|carrots} to move {pawn} forward {fields:#square|squares} "
        "{route}.",
    ),
    "hedgehog_refund": (
        "{player} zieht {pawn} um {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmt {amount} Karotten.",
        "{player} moves {pawn} back {fields:#square|squares} to hedgehog square {field} "
        "and takes {amount} carrots.",
        "Du ziehst {pawn} um {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmst {amount} Karotten.",
        "You move {pawn} back {fields:#square|squares} to hedgehog square {field} "
        "and take {amount} carrots.",
    ),
    "lettuce_payout": (
        "{pawn} frisst einen Salat auf Platz {place}: {player} nimmt {amount} Karotten.",
        "{pawn} eats a lettuce in {place} place: {player} takes {amount} carrots.",
        "Deine Figur {pawn} frisst einen Salat auf Platz {place}: Du nimmst {amount} Karotten.",
        "Your pawn {pawn} eats a lettuce in {place} place: you take {amount} carrots.",
    ),
    "lettuce_none": (
        "{pawn} bleibt stehen, aber {player} hat keinen Salat mehr: keine Karotten.",
        "{pawn} stays, but {player} has no lettuce left: no carrots.",
        "Deine Figur {pawn} bleibt stehen, aber du hast keinen Salat mehr: keine Karotten.",
        "Your pawn {pawn} stays, but you have no lettuce left: no carrots.",
    ),
    "carrot_take": (
        "{pawn} bleibt auf dem Karottenfeld: {player} nimmt {amount} Karotten.",
        "{pawn} stays on the carrot square: {player} takes {amount} carrots.",
        "Deine Figur {pawn} bleibt auf dem Karottenfeld: Du nimmst {amount} Karotten.",
        "Your pawn {pawn} stays on the carrot square: you take {amount} carrots.",
    ),
    "carrot_give": (
        "{pawn} bleibt auf dem Karottenfeld: {player} gibt {amount} Karotten ab.",
        "{pawn} stays on the carrot square: {player} gives back {amount} carrots.",
        "Deine Figur {pawn} bleibt auf dem Karottenfeld: Du gibst {amount} Karotten ab.",
        "Your pawn {pawn} stays on the carrot square: you give back {amount} carrots.",
    ),
    "finish": (
        "{pawn} erreicht das Ziel auf Platz {place}.",
        "{pawn} reaches the goal in {place} place.",
        "Deine Figur {pawn} erreicht das Ziel auf Platz {place}.",
        "Your pawn {pawn} reaches the goal in {place} place.",
    ),
    "skip_turn": (
        "{pawn} muss aussetzen: {player} setzt diesen Zug aus.",
        "{pawn} has to miss a turn: {player} misses this turn.",
        "Deine Figur {pawn} muss aussetzen: Du setzt diesen Zug aus.",
        "Your pawn {pawn} has to miss a turn: you miss this turn.",
    ),
    "restart": (
        "{player} hat mit keiner Figur einen anderen Zug und stellt {pawn} zurück an den "
        "Start: wieder {fresh} Karotten, {lettuce:#Salat|Salate} wie zuvor.",
        "{player} has no other move with either pawn and puts {pawn} back on the start: "
        "{fresh} carrots again, {lettuce:#lettuce|lettuces} as before.",
        "Du hast mit keiner Figur einen anderen Zug und stellst {pawn} zurück an den Start: "
        "wieder {fresh} Karotten, {lettuce:#Salat|Salate} wie zuvor.",
        "You have no other move with either pawn and put {pawn} back on the start: {fresh} "
        "carrots again, {lettuce:#lettuce|lettuces} as before.",
    ),
    "roll_miss_turn": (
        "{player} würfelt für {pawn} „{result}“: {pawn} wird umgedreht, den nächsten Zug "
        "setzt {player} ganz aus.",
        "{player} rolls \"{result}\" for {pawn}: {pawn} is turned over, and {player} misses "
        "the whole next turn.",
        "Du würfelst für {pawn} „{result}“: {pawn} wird umgedreht, den nächsten Zug setzt du "
        "ganz aus.",
        "You roll \"{result}\" for {pawn}: {pawn} is turned over, and you miss the whole next "
        "turn.",
    ),
    "roll_take_or_give": (
        "{player} würfelt für {pawn} „{result}“.",
        "{player} rolls \"{result}\" for {pawn}.",
        "Du würfelst für {pawn} „{result}“.",
        "You roll \"{result}\" for {pawn}.",
    ),
    "roll_next_carrot": (
        "{player} würfelt für {pawn} „{result}“: {pawn} zieht (kostenlos, unsere Lesart) auf das "
        "freie "
        "Karottenfeld {field}.",
        "{player} rolls \"{result}\" for {pawn}: {pawn} moves (for free, our reading) to the free "
        "carrot "
        "square {field}.",
        "Du würfelst für {pawn} „{result}“: {pawn} zieht (kostenlos, unsere Lesart) auf das freie "
        "Karottenfeld "
        "{field}.",
        "You roll \"{result}\" for {pawn}: {pawn} moves (for free, our reading) to the free carrot "
        "square "
        "{field}.",
    ),
    "roll_previous_carrot": (
        "{player} würfelt für {pawn} „{result}“: {pawn} geht zurück auf das Karottenfeld "
        "{field}, nach unserer Lesart ohne dafür Karotten zu bekommen.",
        "{player} rolls \"{result}\" for {pawn}: {pawn} goes back to carrot square {field}, "
        "in our reading earning no carrots for that.",
        "Du würfelst für {pawn} „{result}“: {pawn} geht zurück auf das Karottenfeld {field}, "
        "nach unserer Lesart ohne dafür Karotten zu bekommen.",
        "You roll \"{result}\" for {pawn}: {pawn} goes back to carrot square {field}, in our "
        "reading earning no carrots for that.",
    ),
    "roll_move_up": (
        "{player} würfelt für {pawn} „{result}“: {pawn} zieht (kostenlos, unsere Lesart) auf Feld "
        "{field}, vor "
        "die nächste Figur.",
        "{player} rolls \"{result}\" for {pawn}: {pawn} moves (for free, our reading) to square "
        "{field}, ahead "
        "of the nearest pawn.",
        "Du würfelst für {pawn} „{result}“: {pawn} zieht (kostenlos, unsere Lesart) auf Feld "
        "{field}, vor die "
        "nächste Figur.",
        "You roll \"{result}\" for {pawn}: {pawn} moves (for free, our reading) to square {field}, "
        "ahead of "
        "the nearest pawn.",
    ),
    "roll_fall_back": (
        "{player} würfelt für {pawn} „{result}“: {pawn} geht zurück auf Feld {field}, hinter "
        "die nächste Figur (ohne Karotten dafür, unsere Lesart).",
        "{player} rolls \"{result}\" for {pawn}: {pawn} goes back to square {field}, behind the "
        "nearest pawn (earning nothing for going back, our reading).",
        "Du würfelst für {pawn} „{result}“: {pawn} geht zurück auf Feld {field}, hinter die "
        "nächste Figur (ohne Karotten dafür, unsere Lesart).",
        "You roll \"{result}\" for {pawn}: {pawn} goes back to square {field}, behind the "
        "nearest pawn (earning nothing for going back, our reading).",
    ),
    "roll_nothing": (
        "{player} würfelt für {pawn} „{result}“, aber {why}: Es passiert nichts.",
        "{player} rolls \"{result}\" for {pawn}, but {why}: nothing happens.",
        "Du würfelst für {pawn} „{result}“, aber {why}: Es passiert nichts.",
        "You roll \"{result}\" for {pawn}, but {why}: nothing happens.",
    ),
    "roll_eat_lettuce_none": (
        "{player} würfelt für {pawn} „{result}“: {pawn} wird umgedreht und bleibt im "
        "nächsten Zug stehen; ohne Salat bekommt {player} nichts.",
        "{player} rolls \"{result}\" for {pawn}: {pawn} is turned over and stays on the next "
        "turn; with no lettuce left {player} gets nothing.",
        "Du würfelst für {pawn} „{result}“: {pawn} wird umgedreht und bleibt im nächsten Zug "
        "stehen; ohne Salat bekommst du nichts.",
        "You roll \"{result}\" for {pawn}: {pawn} is turned over and stays on your next turn; "
        "with no lettuce left you get nothing.",
    ),
    "roll_eat_lettuce": (
        "{player} würfelt für {pawn} „{result}“: {pawn} wird umgedreht und bleibt im "
        "nächsten Zug stehen und frisst.",
        "{player} rolls \"{result}\" for {pawn}: {pawn} is turned over, and on the next turn "
        "{pawn} stays and eats.",
        "Du würfelst für {pawn} „{result}“: {pawn} wird umgedreht und bleibt im nächsten Zug "
        "stehen und frisst.",
        "You roll \"{result}\" for {pawn}: {pawn} is turned over, and on your next turn {pawn} "
        "stays and eats.",
    ),
    "roll_eat_carrot": (
        "{player} würfelt für {pawn} „{result}“ und gibt {amount:#Karotte|Karotten} ab.",
        "{player} rolls \"{result}\" for {pawn} and gives back {amount:#carrot|carrots}.",
        "Du würfelst für {pawn} „{result}“ und gibst {amount:#Karotte|Karotten} ab.",
        "You roll \"{result}\" for {pawn} and give back {amount:#carrot|carrots}.",
    ),
    "roll_eat_carrot_none": (
        "{player} würfelt für {pawn} „{result}“, hat aber keine Karotte mehr: {pawn} geht "
        "zurück an den Start, wieder {fresh} Karotten.",
        "{player} rolls \"{result}\" for {pawn} but has no carrot left: {pawn} goes back to "
        "the start, {fresh} carrots again.",
        "Du würfelst für {pawn} „{result}“, hast aber keine Karotte mehr: {pawn} geht zurück "
        "an den Start, wieder {fresh} Karotten.",
        "You roll \"{result}\" for {pawn} but have no carrot left: {pawn} goes back to the "
        "start, {fresh} carrots again.",
    ),
    "roll_free_move": (
        "{player} würfelt für {pawn} „{result}“ und bekommt die {amount:#Karotte|Karotten} "
        "für diesen Zug zurück.",
        "{player} rolls \"{result}\" for {pawn} and gets back the {amount:#carrot|carrots} "
        "that move cost.",
        "Du würfelst für {pawn} „{result}“ und bekommst die {amount:#Karotte|Karotten} für "
        "diesen Zug zurück.",
        "You roll \"{result}\" for {pawn} and get back the {amount:#carrot|carrots} that move "
        "cost.",
    ),
    "roll_free_move_none": (
        "{player} würfelt für {pawn} „{result}“, aber der Weg hierher hat nichts gekostet: Es "
        "gibt nichts zurück.",
        "{player} rolls \"{result}\" for {pawn}, but getting here cost nothing: there is "
        "nothing to get back.",
        "Du würfelst für {pawn} „{result}“, aber der Weg hierher hat nichts gekostet: Es gibt "
        "nichts zurück.",
        "You roll \"{result}\" for {pawn}, but getting here cost nothing: there is nothing to "
        "get back.",
    ),
    "roll_move_again": (
        "{player} würfelt für {pawn} „{result}“ und zieht {pawn} sofort noch einmal.",
        "{player} rolls \"{result}\" for {pawn} and moves {pawn} again straight away.",
        "Du würfelst für {pawn} „{result}“ und ziehst {pawn} sofort noch einmal.",
        "You roll \"{result}\" for {pawn} and move {pawn} again straight away.",
    ),
    "roll_move_again_none": (
        "{player} würfelt für {pawn} „{result}“, aber {pawn} hat keinen möglichen Zug: Es "
        "passiert nichts.",
        "{player} rolls \"{result}\" for {pawn}, but {pawn} has no possible move: nothing "
        "happens.",
        "Du würfelst für {pawn} „{result}“, aber {pawn} hat keinen möglichen Zug: Es passiert "
        "nichts.",
        "You roll \"{result}\" for {pawn}, but {pawn} has no possible move: nothing happens.",
    ),
}


# -- position problems: why a state cannot arise in play -----------------------------------
PROBLEMS: Templates = {
    "player_count": (
        "Diese Ausgabe spielen {low} bis {high} Spieler, nicht {count}.",
        "This edition is played by {low} to {high} players, not {count}.",
    ),
    "start_carrots": (
        "{where}, also hat {player} die {start} Karotten vom Start – auf den Start kommt man "
        "nur zu Beginn oder beim Zurück-zum-Start, beide Male mit frischen Karotten –, nicht "
        "{carrots}.",
        "{where}, so {player} holds the starting {start} carrots – a pawn is on the start "
        "only at the beginning or after going back to it, both times with fresh carrots – "
        "not {carrots}.",
    ),
    "start_flag": (
        "{pawn} steht am Start und schuldet nichts mehr: Wer an den Start zurückgeht, fängt "
        "frisch an, ohne Aussetzen und ohne Fressen.",
        "{pawn} is on the start and owes nothing: a pawn going back to the start starts "
        "afresh, with no turn to miss and nothing to eat.",
    ),
    "goal_lettuce": (
        "{arrived}, und das ging nur ohne Salat; {player} kann also nicht "
        "{lettuce:#Salat|Salate} haben (gefressene Salate kommen nicht zurück).",
        "{arrived}, which needed no lettuce left, so {player} cannot hold "
        "{lettuce:#lettuce|lettuces} (eaten lettuce never comes back).",
    ),
    "goal_carrots": (
        "{arrived}, mit höchstens {limit} Karotten nach dem Zug, und danach ändert sich "
        "für {player} nichts mehr: {carrots} Karotten sind zu viele.",
        "{arrived} with at most {limit} carrots after the move, and nothing changes for "
        "{player} after that: {carrots} carrots are too many.",
    ),
    "two_winners": (
        "{players} haben beide Figuren im Ziel, aber das Spiel endet, sobald einer beide "
        "Figuren im Ziel hat.",
        "{players} both have both pawns home, but the game ends as soon as one player has "
        "both pawns home.",
    ),
    "nobody_racing": (
        "Alle {home} Figuren sind im Ziel, aber das Rennen endet, wenn nur noch eine Figur "
        "unterwegs ist.",
        "All {home} pawns are in the goal, but the race ends when only one pawn is left on "
        "the track.",
    ),
    "skip_off_hare": (
        "{pawn} muss aussetzen, steht aber auf Feld {field}, keinem Hasenfeld: Aussetzen "
        "kommt nur vom Würfel auf einem Hasenfeld, und bis dahin zieht die Figur nicht weiter.",
        "{pawn} has to miss a turn but stands on square {field}, not a hare square: a missed "
        "turn comes only from the die on a hare square, and the pawn does not move until then.",
    ),
    "skip_twice": (
        "{pawn} soll {skip} Züge aussetzen; der Würfel gibt {most:einen|{most}}, und "
        "gewürfelt wird erst wieder nach dem Aussetzen.",
        "{pawn} is to miss {skip} turns; the die gives {most:one|{most}}, and the pawn rolls "
        "again only after missing it.",
    ),
    "eat_next_off_hare": (
        "{pawn} soll nach „einen Salat fressen“ stehen bleiben, steht aber auf Feld {field}, "
        "keinem Hasenfeld: Das Ergebnis kommt vom Würfel auf einem Hasenfeld, und bis zum "
        "Fressen zieht die Figur nicht weiter.",
        "{pawn} is to stay after 'eat a lettuce' but stands on square {field}, not a hare "
        "square: the result comes from the die on a hare square, and the pawn does not move "
        "before eating.",
    ),
    "ate_without_lettuce": (
        "{pawns} {pawns:hat|haben} gerade auf einem Salatfeld gefressen, aber {player} hat "
        "{eaten:erst einen Salat|noch keinen Salat} abgegeben.",
        "{pawns} {pawns:has|have} just eaten on a lettuce square, but {player} has given up "
        "{eaten:only one lettuce|no lettuce yet}.",
    ),
    "due_off_hare": (
        "Für {pawn} ist noch ein Würfelergebnis offen, aber die Figur steht auf Feld {field}, "
        "keinem Hasenfeld.",
        "A die result is still due for {pawn}, but the pawn stands on square {field}, not on "
        "a hare square.",
    ),
    "due_owed": (
        "Für {pawn} ist ein Würfelergebnis offen, aber die Figur schuldet noch einen Zug "
        "(aussetzen oder fressen) und konnte gar nicht ziehen.",
        "A die result is due for {pawn}, but the pawn still owes a turn (to miss or to eat) "
        "and could not have moved.",
    ),
}


# A pawn on the start is "am Start", never "Feld 0" (the pages say "vom Start"; a fresh
# read found "Feld 0 ist kein Karottenfeld" in the referee's answers).
ON_START_REASONS: Templates = {
    "no_hedgehog_behind": (
        "{who} steht am Start und kann nicht zurück: Dahinter liegt kein Igelfeld.",
        "{who} is on the start and cannot move back: there is no hedgehog square behind it.",
        "Du stehst am Start und kannst nicht zurück: Dahinter liegt kein Igelfeld.",
        "You are on the start and cannot move back: there is no hedgehog square behind it.",
    ),
    "not_on_lettuce": (
        "{who} kann hier nicht fressen: Der Start ist kein Salatfeld.",
        "{who} cannot eat here: the start is not a lettuce square.",
        "Du kannst hier nicht fressen: Der Start ist kein Salatfeld.",
        "You cannot eat here: the start is not a lettuce square.",
    ),
    "not_on_carrot_field": (
        "{who} kann hier keine Karotten nehmen oder abgeben: Der Start ist kein Karottenfeld.",
        "{who} cannot take or give back carrots here: the start is not a carrot square.",
        "Du kannst hier keine Karotten nehmen oder abgeben: Der Start ist kein Karottenfeld.",
        "You cannot take or give back carrots here: the start is not a carrot square.",
    ),
}
TWO_PAWN_ON_START_REASONS: Templates = {
    "no_hedgehog_behind": (
        "{pawn} steht am Start und kann nicht zurück: Dahinter liegt kein Igelfeld.",
        "{pawn} is on the start and cannot move back: there is no hedgehog square behind it.",
        "Deine Figur {pawn} steht am Start und kann nicht zurück: Dahinter liegt kein "
        "Igelfeld.",
        "Your pawn {pawn} is on the start and cannot move back: there is no hedgehog square "
        "behind it.",
    ),
    "not_on_lettuce": (
        "{pawn} kann hier nicht fressen: Der Start ist kein Salatfeld.",
        "{pawn} cannot eat here: the start is not a lettuce square.",
        "Deine Figur {pawn} kann hier nicht fressen: Der Start ist kein Salatfeld.",
        "Your pawn {pawn} cannot eat here: the start is not a lettuce square.",
    ),
    "not_on_carrot_field": (
        "{pawn} steht am Start: Karotten nehmen oder abgeben geht hier nicht.",
        "{pawn} is on the start: taking or giving back carrots is not possible here.",
        "Deine Figur {pawn} steht am Start: Karotten nehmen oder abgeben geht hier nicht.",
        "Your pawn {pawn} is on the start: taking or giving back carrots is not possible here.",
    ),
}
REASONS_ON_START: Templates = {**REASONS, **ON_START_REASONS}
TWO_PAWN_REASONS_ON_START: Templates = {**TWO_PAWN_REASONS, **TWO_PAWN_ON_START_REASONS}


def reason_table(two_pawns: bool, on_start: bool = False) -> Templates:
    """The reasons' sentences; `on_start`: those about the square a pawn stands on, said of
    the start."""
    if on_start:
        return TWO_PAWN_REASONS_ON_START if two_pawns else REASONS_ON_START
    return TWO_PAWN_REASONS if two_pawns else REASONS


def effect_table(two_pawns: bool) -> Templates:
    return TWO_PAWN_EFFECTS if two_pawns else EFFECTS


for _name, _table in (("reasons", REASONS), ("two-pawn reasons", TWO_PAWN_REASONS),
                      ("reasons on the start", REASONS_ON_START),
                      ("two-pawn reasons on the start", TWO_PAWN_REASONS_ON_START),
                      ("effects", EFFECTS), ("two-pawn effects", TWO_PAWN_EFFECTS),
                      ("position problems", PROBLEMS)):
    check_table(_table, f"classic-dice {_name}")
assert set(TWO_PAWN_REASONS) == set(REASONS) and set(TWO_PAWN_EFFECTS) == set(EFFECTS)
