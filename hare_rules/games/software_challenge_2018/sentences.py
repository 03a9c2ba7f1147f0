"""The sentences of edition `software-challenge-2018`: why a turn is illegal (`REASONS`) and
what a turn did (`EFFECTS`), in German and English, each about a player in the third person
(naming Rot or Blau) and, where a question may speak to that player, in the second person.
`Reason` and `Effect` are the engine's shared types (hare_rules.core.sentences); the values
are typed: players and cards are `Text`, so a card's name stays one whole name.

    >>> r = reason("card_owed", "red", field=7)
    >>> r.en
    'Red has landed on hare field 7 and still has to play a card.'
    >>> r.message("de", you="red")
    'Du bist auf dem Hasenfeld 7 gelandet und musst noch eine Karte spielen.'
    >>> reason("card_onto_hedgehog", "blue", card=Card.FALL_BACK, field=30).de
    '„Falle eine Position zurück“ würde Blau auf das Igelfeld 30 setzen.'
"""

from __future__ import annotations

from typing import Any

from hare_rules.core.limits import forward_number
from hare_rules.core.sentences import Effect, Reason, Text, render
from hare_rules.games.software_challenge_2018 import clauses as c
from hare_rules.games.software_challenge_2018.actions import Card

CARD_TITLES: dict[Card, tuple[str, str]] = {
    Card.EAT_SALAD: ("Friss sofort einen Salat", "Eat a salad at once"),
    Card.TAKE_OR_DROP: ("Karotten nehmen oder abgeben", "Take or drop carrots"),
    Card.HURRY_AHEAD: ("Rücke eine Position vor", "Hurry ahead"),
    Card.FALL_BACK: ("Falle eine Position zurück", "Fall back"),
}
CARD_NAMES = {card: Text(*titles) for card, titles in CARD_TITLES.items()}
COLOR_NAMES = {"red": ("Rot", "Red"), "blue": ("Blau", "Blue")}
PLAYERS = {color: Text(*names) for color, names in COLOR_NAMES.items()}
FIRST, SECOND = Text("Erster", "first"), Text("Zweiter", "second")


def other_color(color: str) -> str:
    return "blue" if color == "red" else "red"


def from_field(field: int, hedgehog: bool) -> Text:
    """Where a move back begins: "von Feld 29", "vom Igelfeld 24"."""
    if hedgehog:
        return Text(f"vom Igelfeld {field}", f"from hedgehog field {field}")
    return Text(f"von Feld {field}", f"from field {field}")


def to_field(field: int, goal: int) -> Text:
    """Where a move ends, as a reader says it: "auf Feld 14", "ins Ziel"."""
    if field == goal:
        return Text("ins Ziel", "into the goal")
    return Text(f"auf Feld {field}", f"to field {field}")


# The actions of a turn in the reader's words ("3 Felder vorwärts", "Karte „Hurry ahead“").
ACTION_WORDS: dict[str, Text] = {
    "back": Text("zurück zum Igel", "back to the hedgehog"),
    "eat": Text("Salat fressen", "eat a salad"),
    "skip": Text("aussetzen", "skip"),
    "card:eat_salad": Text("Karte „Friss sofort einen Salat“", "card \"Eat a salad at once\""),
    "card:take_or_drop0": Text("Karte „Karotten nehmen oder abgeben“: nichts tun",
                                "card \"Take or drop carrots\": do nothing"),
    "card:hurry_ahead": Text("Karte „Rücke eine Position vor“", "card \"Hurry ahead\""),
    "card:fall_back": Text("Karte „Falle eine Position zurück“", "card \"Fall back\""),
}
FORWARD = ("{n:#Feld|Felder} vorwärts", "{n:#field|fields} forward")


def _amount_words(token: str) -> Text | None:
    """The actions that name an amount, in the words of its clause (`clauses.py`)."""
    exchange, card = c.CARROT_EXCHANGE.value, c.TAKE_OR_DROP_AMOUNT.value
    words = {
        "take": Text(f"{exchange} Karotten nehmen", f"take {exchange} carrots"),
        "give": Text(f"{exchange} Karotten abgeben", f"drop {exchange} carrots"),
        "card:take_or_drop+20": Text(f"Karte „Karotten nehmen oder abgeben“: {card} nehmen",
                                      f"card \"Take or drop carrots\": take {card}"),
        "card:take_or_drop-20": Text(f"Karte „Karotten nehmen oder abgeben“: {card} abgeben",
                                      f"card \"Take or drop carrots\": drop {card}"),
    }
    return words.get(token)


def action_words(token: str) -> Text | None:
    """One action token in the reader's words; None for a token this game does not know."""
    if token in ACTION_WORDS:
        return ACTION_WORDS[token]
    if (words := _amount_words(token)) is not None:
        return words
    digits = token[1:]
    if (n := forward_number(token)) is not None and digits[0] != "0":
        return Text(render(FORWARD[0], "de", n=n), render(FORWARD[1], "en", n=n))
    return None


def turn_words(turn: str) -> Text:
    """A whole turn in the reader's words, its actions joined by commas; an unknown token
    stays as written."""
    parts = [action_words(t) or Text(t, t) for t in turn.split()]
    return Text(", ".join(p.de for p in parts), ", ".join(p.en for p in parts))


# code -> (German, English, German to "du", English to "you"): `who` is the player the
# reason is about (its subject, the player to move), `other` the opponent; both are Text.
REASONS: dict[str, tuple[str, ...]] = {
    "not_enough_carrots": (
        "{who} braucht {purpose} {needed:#Karotte|Karotten}, hat aber {has}.",
        "{who} needs {needed:#carrot|carrots} {purpose} but holds {has}.",
        "Du brauchst {purpose} {needed:#Karotte|Karotten}, hast aber {has}.",
        "You need {needed:#carrot|carrots} {purpose} but hold {has}.",
    ),
    "field_occupied": (
        "Auf Feld {field} steht schon {other}.",
        "{other} is already on field {field}.",
    ),
    "hedgehog_forward": (
        "Feld {field} ist ein Igelfeld; auf ein Igelfeld führt nur der Rückzug, kein "
        "Vorwärtszug.",
        "Field {field} is a hedgehog field; only a move back leads onto a hedgehog, not a "
        "forward move.",
    ),
    "past_goal": (
        "{fields:#Feld führt|Felder führen} vorwärts über das Ziel (Feld {goal}) hinaus.",
        "Moving {fields:#field|fields} forward would go past the goal (field {goal}).",
    ),
    "lettuce_needed": (
        "{who} hat keinen Salat mehr und darf deshalb nicht auf das Salatfeld {field}.",
        "{who} has no salad left and so may not enter salad field {field}.",
        "Du hast keinen Salat mehr und darfst deshalb nicht auf das Salatfeld {field}.",
        "You have no salad left and so may not enter salad field {field}.",
    ),
    # `empty_hand` is 1 when the player holds no card at all, else 0: with no card the
    # sentence says so, with cards it says that none of them completes the turn.
    "hare_no_card": (
        "{who} darf nicht auf das Hasenfeld {field}: Dort müsste eine Karte folgen, und "
        "{empty_hand:{who} hat keine mehr|keine Karte von {who} führt zu einem gültigen Zug}.",
        "{who} may not enter hare field {field}: a card would have to follow there, and "
        "{empty_hand:{who} has none left|none of {who}'s cards leads to a valid turn}.",
        "Du darfst nicht auf das Hasenfeld {field}: Dort müsstest du eine Karte spielen, und "
        "{empty_hand:du hast keine mehr|keine deiner Karten führt zu einem gültigen Zug}.",
        "You may not enter hare field {field}: you would have to play a card there, and "
        "{empty_hand:you have none left|none of your cards leads to a valid turn}.",
    ),
    "goal_lettuce_left": (
        "{who} hat noch {salads:#Salat|Salate} und darf erst ohne Salat ins Ziel.",
        "{who} still has {salads:#salad|salads} and may enter the goal only with none left.",
        "Du hast noch {salads:#Salat|Salate} und darfst erst ohne Salat ins Ziel.",
        "You still have {salads:#salad|salads} and may enter the goal only with none left.",
    ),
    "goal_too_many_carrots": (
        "Ins Ziel darf {who} mit höchstens {limit:#Karotte|Karotten}, hätte aber {left}.",
        "{who} may enter the goal with at most {limit:#carrot|carrots} but would have {left}.",
        "Ins Ziel darfst du mit höchstens {limit:#Karotte|Karotten}, hättest aber {left}.",
        "You may enter the goal with at most {limit:#carrot|carrots} but would have {left}.",
    ),
    "must_eat": (
        "{who} ist gerade auf dem Salatfeld {field} angekommen und muss jetzt einen Salat "
        "fressen.",
        "{who} has just arrived on salad field {field} and must eat a salad now.",
        "Du bist gerade auf dem Salatfeld {field} angekommen und musst jetzt einen Salat "
        "fressen.",
        "You have just arrived on salad field {field} and must eat a salad now.",
    ),
    "no_hedgehog_behind": (
        "Hinter Feld {field} liegt kein Igelfeld.",
        "There is no hedgehog field behind field {field}.",
    ),
    "hedgehog_occupied": (
        "Auf dem nächsten Igelfeld hinter {who} (Feld {hedgehog}) steht {other}.",
        "{other} is on the nearest hedgehog field behind {who} (field {hedgehog}).",
        "Auf dem nächsten Igelfeld hinter dir (Feld {hedgehog}) steht {other}.",
        "{other} is on the nearest hedgehog field behind you (field {hedgehog}).",
    ),
    "not_on_lettuce": (
        "Salat fressen geht nur auf einem Salatfeld; Feld {field} ist keins.",
        "A salad can be eaten only on a salad field; field {field} is not one.",
    ),
    "no_lettuce_left": (
        "{who} hat keinen Salat mehr zu fressen.",
        "{who} has no salad left to eat.",
        "Du hast keinen Salat mehr zu fressen.",
        "You have no salad left to eat.",
    ),
    "already_ate": (
        "{who} hat zuletzt Salat gefressen und muss jetzt weiterziehen.",
        "{who} ate a salad last time and must move on now.",
        "Du hast zuletzt Salat gefressen und musst jetzt weiterziehen.",
        "You ate a salad last time and must move on now.",
    ),
    "must_move_on": (
        "Nach der Karte „{card}“ muss {who} erst weiterziehen, vorwärts oder zurück zum Igel.",
        "After the card \"{card}\" {who} must move on first, forward or back to a hedgehog.",
        "Nach der Karte „{card}“ musst du erst weiterziehen, vorwärts oder zurück zum Igel.",
        "After the card \"{card}\" you must move on first, forward or back to a hedgehog.",
    ),
    "not_on_carrot_field": (
        "Karotten tauschen geht nur auf einem Karottenfeld; Feld {field} ist keins.",
        "Carrots can be exchanged only on a carrot field; field {field} is not one.",
    ),
    "not_skipping": (
        "Aussetzen darf {who} nur, wenn kein anderer Zug möglich ist.",
        "{who} may skip only when no other move is possible.",
        "Aussetzen darfst du nur, wenn kein anderer Zug möglich ist.",
        "You may skip only when no other move is possible.",
    ),
    "card_not_held": (
        "{who} hat die Karte „{card}“ nicht mehr.",
        "{who} no longer holds the card \"{card}\".",
        "Du hast die Karte „{card}“ nicht mehr.",
        "You no longer hold the card \"{card}\".",
    ),
    "not_on_hare": (
        "Karten darf man nur auf Hasenfeldern ausspielen; Feld {field} ist keins.",
        "Cards are played on hare fields only; field {field} is not one.",
    ),
    "not_second": (
        "„{card}“ darf nur der Zweite spielen, und {who} ist Erster.",
        "Only the player in second place may play \"{card}\", and {who} is first.",
        "„{card}“ darf nur der Zweite spielen, und du bist Erster.",
        "Only the player in second place may play \"{card}\", and you are first.",
    ),
    "not_first": (
        "„{card}“ darf nur der Erste spielen, und {who} ist Zweiter.",
        "Only the player in first place may play \"{card}\", and {who} is second.",
        "„{card}“ darf nur der Erste spielen, und du bist Zweiter.",
        "Only the player in first place may play \"{card}\", and you are second.",
    ),
    "card_onto_hedgehog": (
        "„{card}“ würde {who} auf das Igelfeld {field} setzen.",
        "\"{card}\" would put {who} on hedgehog field {field}.",
        "„{card}“ würde dich auf das Igelfeld {field} setzen.",
        "\"{card}\" would put you on hedgehog field {field}.",
    ),
    "card_onto_start": (
        "„{card}“ würde {who} auf das Startfeld setzen, und das lässt der Server nicht zu.",
        "\"{card}\" would put {who} on the start field, which the server does not allow.",
        "„{card}“ würde dich auf das Startfeld setzen, und das lässt der Server nicht zu.",
        "\"{card}\" would put you on the start field, which the server does not allow.",
    ),
    "opponent_on_start": (
        "{other} steht auf dem Start; hinter dem Start gibt es kein Feld.",
        "{other} is on the start field; there is no field behind the start.",
    ),
    "opponent_in_goal": (
        "{other} ist schon im Ziel; nach dem Ziel kommt kein Feld mehr.",
        "{other} is already in the goal; there is no field beyond the goal.",
    ),
    "card_owed": (
        "{who} ist auf dem Hasenfeld {field} gelandet und muss noch eine Karte spielen.",
        "{who} has landed on hare field {field} and still has to play a card.",
        "Du bist auf dem Hasenfeld {field} gelandet und musst noch eine Karte spielen.",
        "You have landed on hare field {field} and still have to play a card.",
    ),
    "turn_over": (
        "Nach „{after}“ ist der Zug von {who} zu Ende; nur Karten können einer Aktion folgen.",
        "{who}'s turn is over after \"{after}\"; only cards can follow an action.",
        "Nach „{after}“ ist dein Zug zu Ende; nur Karten können einer Aktion folgen.",
        "Your turn is over after \"{after}\"; only cards can follow an action.",
    ),
    "empty_turn": (
        "Ein Zug braucht mindestens eine Aktion.",
        "A turn needs at least one action.",
    ),
    "game_over": (
        "Das Spiel ist schon zu Ende; {winner} hat gewonnen.",
        "The game is already over; {winner} has won.",
    ),
    "no_restart": (
        "Einen Neustart mit frischen Karotten gibt es hier nicht: {who} kann nicht zurück "
        "zum Start.",
        "There is no fresh start with new carrots here: {who} cannot go back to the start.",
        "Einen Neustart mit frischen Karotten gibt es hier nicht: Du kannst nicht zurück "
        "zum Start.",
        "There is no fresh start with new carrots here: you cannot go back to the start.",
    ),
    "unknown_token": (
        "„{token}“ ist keine Aktion (bekannt: {known}).",
        "\"{token}\" is not an action (known: {known}).",
    ),
}
REASON_CODES = frozenset(REASONS)

# What a carrot is needed for, in `not_enough_carrots` ("für 3 Felder vorwärts").
PURPOSES = {
    "give": Text("zum Abgeben", "to drop"),
    "drop": Text("zum Abgeben", "to drop"),
}


def forward_purpose(fields: int) -> Text:
    return Text(render("für {n:#Feld|Felder} vorwärts", "de", n=fields),
                 render("to move {n:#field|fields} forward", "en", n=fields))


def reason(code: str, color: str, **params: Any) -> Reason:
    """The reason `code` about the player `color` (the one to move), who and whose opponent
    the sentence names; a `card=` parameter becomes the card's name, `winner=` a player's,
    `after=` (a token) the action in words."""
    values: dict[str, object] = {"who": PLAYERS[color], "other": PLAYERS[other_color(color)]}
    if code == "not_enough_carrots":
        fields = params.pop("fields", None)
        purpose = params.pop("purpose", "give")
        values["purpose"] = forward_purpose(fields) if fields else PURPOSES[str(purpose)]
        held = params.get("held", 0)
        values["has"] = (Text("keine", "none") if not held else
                         Text(f"nur {held}", f"only {held}"))
    for key, value in params.items():
        if key == "card" and isinstance(value, Card):
            value = CARD_NAMES[value]
        elif key == "winner" and value in PLAYERS:
            value = PLAYERS[value]
        elif key == "after" and isinstance(value, str):
            value = action_words(value) or value
        values[key] = value
    return Reason.from_table(REASONS, code, subject=color, **values)


EFFECTS: dict[str, tuple[str, ...]] = {
    # Where a forward move leads, without its cost: what a question whether the move is
    # allowed is about (`Game.why`; the cost itself is the `cost` effect).
    "advance": (
        "{who} zieht {fields:#Feld|Felder} vor {to}.",
        "{who} moves {fields:#field|fields} forward {to}.",
        "Du ziehst {fields:#Feld|Felder} vor {to}.",
        "You move {fields:#field|fields} forward {to}.",
    ),
    "cost": (
        "{who} zahlt {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts {to}.",
        "{who} pays {amount:#carrot|carrots} to move {fields:#field|fields} forward {to}.",
        "Du zahlst {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts {to}.",
        "You pay {amount:#carrot|carrots} to move {fields:#field|fields} forward {to}.",
    ),
    # `start`: where the move back begins (`from_field`), so that a move from one hedgehog
    # to the one behind it says so.
    "hedgehog_refund": (
        "{who} zieht {start} zurück auf das nächste Igelfeld {field} und nimmt für "
        "{fields:das eine Feld|die {fields} Felder} {amount:#Karotte|Karotten}.",
        "{who} moves back {start} to the nearest hedgehog field {field} and takes "
        "{amount:#carrot|carrots} for {fields:the one field|the {fields} fields}.",
        "Du ziehst {start} zurück auf das nächste Igelfeld {field} und nimmst für "
        "{fields:das eine Feld|die {fields} Felder} {amount:#Karotte|Karotten}.",
        "You move back {start} to the nearest hedgehog field {field} and take "
        "{amount:#carrot|carrots} for {fields:the one field|the {fields} fields}.",
    ),
    # After an advance or "Rücke eine Position vor" into the goal: what let the player in.
    "goal_entry": (
        "{who} ist mit {left:#Karotte|Karotten} und ohne Salat im Ziel; mehr als {limit} "
        "Karotten dürften es nicht sein.",
        "{who} is in the goal with {left:#carrot|carrots} and no salad; more than {limit} "
        "carrots would not be allowed.",
        "Du bist mit {left:#Karotte|Karotten} und ohne Salat im Ziel; mehr als {limit} "
        "Karotten dürften es nicht sein.",
        "You are in the goal with {left:#carrot|carrots} and no salad; more than {limit} "
        "carrots would not be allowed.",
    ),
    "lettuce_payout": (
        "{who} frisst als {place} einen Salat und nimmt {amount:#Karotte|Karotten}.",
        "{who} eats a salad in {place} place and takes {amount:#carrot|carrots}.",
        "Du frisst als {place} einen Salat und nimmst {amount:#Karotte|Karotten}.",
        "You eat a salad in {place} place and take {amount:#carrot|carrots}.",
    ),
    "carrot_take": (
        "{who} nimmt auf dem Karottenfeld {amount:#Karotte|Karotten}.",
        "{who} takes {amount:#carrot|carrots} on the carrot field.",
        "Du nimmst auf dem Karottenfeld {amount:#Karotte|Karotten}.",
        "You take {amount:#carrot|carrots} on the carrot field.",
    ),
    "carrot_give": (
        "{who} gibt auf dem Karottenfeld {amount:#Karotte|Karotten} ab.",
        "{who} drops {amount:#carrot|carrots} on the carrot field.",
        "Du gibst auf dem Karottenfeld {amount:#Karotte|Karotten} ab.",
        "You drop {amount:#carrot|carrots} on the carrot field.",
    ),
    "card_eat_salad": (
        "{who} spielt „{card}“, frisst als {place} einen Salat und nimmt "
        "{amount:#Karotte|Karotten}.",
        "{who} plays \"{card}\", eats a salad in {place} place and takes "
        "{amount:#carrot|carrots}.",
        "Du spielst „{card}“, frisst als {place} einen Salat und nimmst "
        "{amount:#Karotte|Karotten}.",
        "You play \"{card}\", eat a salad in {place} place and take {amount:#carrot|carrots}.",
    ),
    "card_take": (
        "{who} spielt „{card}“ und nimmt {amount:#Karotte|Karotten}.",
        "{who} plays \"{card}\" and takes {amount:#carrot|carrots}.",
        "Du spielst „{card}“ und nimmst {amount:#Karotte|Karotten}.",
        "You play \"{card}\" and take {amount:#carrot|carrots}.",
    ),
    "card_drop": (
        "{who} spielt „{card}“ und gibt {amount:#Karotte|Karotten} ab.",
        "{who} plays \"{card}\" and drops {amount:#carrot|carrots}.",
        "Du spielst „{card}“ und gibst {amount:#Karotte|Karotten} ab.",
        "You play \"{card}\" and drop {amount:#carrot|carrots}.",
    ),
    "card_keep": (
        "{who} spielt „{card}“ und behält die Karotten, wie sie sind.",
        "{who} plays \"{card}\" and keeps the carrots as they are.",
        "Du spielst „{card}“ und behältst die Karotten, wie sie sind.",
        "You play \"{card}\" and keep the carrots as they are.",
    ),
    "card_hurry_ahead": (
        "{who} spielt „{card}“ und springt vor {other} {to}.",
        "{who} plays \"{card}\" and jumps ahead of {other} {to}.",
        "Du spielst „{card}“ und springst vor {other} {to}.",
        "You play \"{card}\" and jump ahead of {other} {to}.",
    ),
    "card_fall_back": (
        "{who} spielt „{card}“ und fällt hinter {other} {to} zurück.",
        "{who} plays \"{card}\" and falls back behind {other} {to}.",
        "Du spielst „{card}“ und fällst hinter {other} {to} zurück.",
        "You play \"{card}\" and fall back behind {other} {to}.",
    ),
    "skip_turn": (
        "{who} hat keinen anderen Zug und setzt aus.",
        "{who} has no other move and skips.",
        "Du hast keinen anderen Zug und setzt aus.",
        "You have no other move and skip.",
    ),
    "position_bonus": (
        "{who} beginnt den nächsten Zug als {place} auf dem Positionsfeld {field} und nimmt "
        "{amount:#Karotte|Karotten}.",
        "{who} begins the next turn in {place} place on position field {field} and takes "
        "{amount:#carrot|carrots}.",
        "Du beginnst deinen nächsten Zug als {place} auf dem Positionsfeld {field} und nimmst "
        "{amount:#Karotte|Karotten}.",
        "You begin your next turn in {place} place on position field {field} and take "
        "{amount:#carrot|carrots}.",
    ),
    # The end of the game, one kind per way it is decided.
    "won_goal": (
        "Das Spiel ist aus: {who} ist im Ziel und gewinnt.",
        "The game is over: {who} is in the goal and wins.",
        "Das Spiel ist aus: Du bist im Ziel und gewinnst.",
        "The game is over: you are in the goal and win.",
    ),
    "won_goal_fewer_carrots": (
        "Das Spiel ist aus: Beide sind im Ziel, und {who} gewinnt mit weniger Karotten.",
        "The game is over: both are in the goal, and {who} wins with fewer carrots.",
        "Das Spiel ist aus: Beide sind im Ziel, und du gewinnst mit weniger Karotten.",
        "The game is over: both are in the goal, and you win with fewer carrots.",
    ),
    "won_goal_tie": (
        "Das Spiel ist aus: Beide sind mit gleich vielen Karotten im Ziel, und dann gewinnt "
        "{who}.",
        "The game is over: both are in the goal with equal carrots, and then {who} wins.",
        "Das Spiel ist aus: Beide sind mit gleich vielen Karotten im Ziel, und dann gewinnst "
        "du.",
        "The game is over: both are in the goal with equal carrots, and then you win.",
    ),
    "won_rounds_farther": (
        "Nach {rounds} Runden ist Schluss: {who} steht weiter vorn und gewinnt.",
        "After {rounds} rounds the game is over: {who} is farther ahead and wins.",
        "Nach {rounds} Runden ist Schluss: Du stehst weiter vorn und gewinnst.",
        "After {rounds} rounds the game is over: you are farther ahead and win.",
    ),
    "won_rounds_fewer_carrots": (
        "Nach {rounds} Runden ist Schluss: {who} hat weniger Karotten und gewinnt.",
        "After {rounds} rounds the game is over: {who} has fewer carrots and wins.",
        "Nach {rounds} Runden ist Schluss: Du hast weniger Karotten und gewinnst.",
        "After {rounds} rounds the game is over: you have fewer carrots and win.",
    ),
    "won_rounds_tie": (
        "Nach {rounds} Runden ist Schluss: Beide stehen gleich, und dann gewinnt {who}.",
        "After {rounds} rounds the game is over: both are level, and then {who} wins.",
        "Nach {rounds} Runden ist Schluss: Beide stehen gleich, und dann gewinnst du.",
        "After {rounds} rounds the game is over: both are level, and then you win.",
    ),
}
GAME_END_KINDS = frozenset(k for k in EFFECTS if k.startswith("won_"))


def effect(kind: str, color: str, carrots: int = 0, **details: object) -> Effect:
    """What the player `color` did or got; `who`/`other` name the player and the opponent,
    a `card=` detail becomes the card's name."""
    values: dict[str, object] = {"who": PLAYERS[color], "other": PLAYERS[other_color(color)]}
    for key, value in details.items():
        values[key] = CARD_NAMES[value] if key == "card" and isinstance(value, Card) else value
    return Effect.from_table(EFFECTS, kind, color, carrots, **values)
