"""The sentences of edition `software-challenge-2018`: why a turn is illegal (`REASONS`) and
what a turn did (`EFFECTS`), in German and English. `Reason` and `Effect` are the engine's
shared types (hare_rules.core.sentences); the server's rules (cards, first/second place) need
their own words.

    >>> reason("card_owed", field=7).en
    'You landed on hare field 7 and still have to play a card.'
"""

from __future__ import annotations

from hare_rules.core.sentences import Effect, Reason
from hare_rules.games.software_challenge_2018.actions import Card

CARD_TITLES: dict[Card, tuple[str, str]] = {
    Card.EAT_SALAD: ("Friss sofort einen Salat", "Eat a salad at once"),
    Card.TAKE_OR_DROP: ("Karotten nehmen oder abgeben", "Take or drop carrots"),
    Card.HURRY_AHEAD: ("Rücke eine Position vor", "Hurry ahead"),
    Card.FALL_BACK: ("Falle eine Position zurück", "Fall back"),
}

# code -> (German, English); placeholders are str.format fields. `{card_de}`/`{card_en}` are
# filled from a `card=` parameter.
REASONS: dict[str, tuple[str, str]] = {
    "not_enough_carrots": (
        "Du brauchst {needed:#Karotte|Karotten}, hast aber nur {held}.",
        "You need {needed:#carrot|carrots} but hold {held}.",
    ),
    "field_occupied": (
        "Feld {field} ist schon vom Gegner besetzt.",
        "Field {field} is already taken by the opponent.",
    ),
    "hedgehog_forward": (
        "Feld {field} ist ein Igelfeld: Igelfelder erreichst du nur mit einem Rückzug.",
        "Field {field} is a hedgehog field: you can only reach it by falling back.",
    ),
    "past_goal": (
        "{fields:#Feld|Felder} vorwärts führen über das Ziel (Feld {goal}) hinaus.",
        "Moving {fields:#field|fields} forward would overshoot the goal (field {goal}).",
    ),
    "lettuce_needed": (
        "Auf das Salatfeld {field} darfst du nur mit einem Salat, du hast keinen mehr.",
        "You may enter salad field {field} only with a salad left, and you have none.",
    ),
    "hare_no_card": (
        "Auf das Hasenfeld {field} darfst du nur, wenn du dort eine Karte ausspielen kannst.",
        "You may enter hare field {field} only if you can play a card there.",
    ),
    "goal_lettuce_left": (
        "Ins Ziel darfst du erst ohne Salat; du hast noch {salads}.",
        "You may enter the goal only with no salad left; you still have {salads}.",
    ),
    "goal_too_many_carrots": (
        "Im Ziel darfst du höchstens {limit:#Karotte|Karotten} haben, es wären {left}.",
        "You may enter the goal with at most {limit:#carrot|carrots}, and you would have {left}.",
    ),
    "must_eat": (
        "Du bist gerade auf dem Salatfeld {field} angekommen und musst jetzt einen Salat fressen.",
        "You have just arrived on salad field {field} and must eat a salad now.",
    ),
    "no_hedgehog_behind": (
        "Hinter Feld {field} liegt kein Igelfeld.",
        "There is no hedgehog field behind field {field}.",
    ),
    "hedgehog_occupied": (
        "Das nächste Igelfeld hinter dir (Feld {hedgehog}) ist vom Gegner besetzt.",
        "The nearest hedgehog behind you (field {hedgehog}) is taken by the opponent.",
    ),
    "not_on_lettuce": (
        "Salat fressen geht nur auf einem Salatfeld; Feld {field} ist keins.",
        "You can only eat a salad on a salad field; field {field} is not one.",
    ),
    "no_lettuce_left": (
        "Du hast keinen Salat mehr zu fressen.",
        "You have no salad left to eat.",
    ),
    "already_ate": (
        "Du hast zuletzt Salat gefressen und musst jetzt weiterziehen.",
        "You ate a salad last time and must move on now.",
    ),
    "must_move_on": (
        "Nach der Karte „{card_de}“ musst du erst weiterziehen, bevor du wieder eine Karte "
        "spielst.",
        "After the card '{card_en}' you must move on before you play another card.",
    ),
    "not_on_carrot_field": (
        "Karotten tauschen geht nur auf einem Karottenfeld; Feld {field} ist keins.",
        "You can only exchange carrots on a carrot field; field {field} is not one.",
    ),
    "not_skipping": (
        "Aussetzen darfst du nur, wenn kein anderer Zug möglich ist.",
        "You may skip only when no other move is possible.",
    ),
    "card_not_held": (
        "Du hast die Karte „{card_de}“ nicht (mehr).",
        "You do not hold the card '{card_en}' (any more).",
    ),
    "not_on_hare": (
        "Karten spielst du nur auf einem Hasenfeld; Feld {field} ist keins.",
        "You can play cards only on a hare field; field {field} is not one.",
    ),
    "not_second": (
        "„{card_de}“ darfst du nur als Zweiter spielen.",
        "You may play '{card_en}' only when you are second.",
    ),
    "not_first": (
        "„{card_de}“ darfst du nur als Erster spielen.",
        "You may play '{card_en}' only when you are first.",
    ),
    "card_onto_hedgehog": (
        "„{card_de}“ würde dich auf das Igelfeld {field} setzen.",
        "'{card_en}' would put you on hedgehog field {field}.",
    ),
    "card_onto_start": (
        "„{card_de}“ darf dich nicht auf das Startfeld setzen.",
        "'{card_en}' may not put you on the start field.",
    ),
    "opponent_on_start": (
        "Der Gegner steht auf dem Start, hinter ihm ist kein Feld.",
        "The opponent is on the start field; there is no field behind it.",
    ),
    "opponent_in_goal": (
        "Der Gegner ist im Ziel, vor ihm ist kein Feld.",
        "The opponent is in the goal; there is no field in front of it.",
    ),
    "card_owed": (
        "Du bist auf dem Hasenfeld {field} gelandet und musst noch eine Karte spielen.",
        "You landed on hare field {field} and still have to play a card.",
    ),
    "turn_over": (
        "Nach „{after}“ ist dein Zug zu Ende; nur Karten können einer Aktion folgen.",
        "Your turn is over after '{after}'; only cards can follow an action.",
    ),
    "empty_turn": (
        "Ein Zug braucht mindestens eine Aktion.",
        "A turn needs at least one action.",
    ),
    "game_over": (
        "Das Spiel ist schon zu Ende; {winner_de} hat gewonnen.",
        "The game is already over; {winner_en} won.",
    ),
    "unknown_token": (
        "„{token}“ ist keine Aktion (bekannt: {known}).",
        "'{token}' is not an action (known: {known}).",
    ),
}

COLOR_NAMES = {"red": ("Rot", "Red"), "blue": ("Blau", "Blue")}


def reason(code: str, **params: object) -> Reason:
    """Fill in the templates of `code`; a `card=` or `winner=` parameter names it in both
    languages."""
    card = params.get("card")
    if isinstance(card, Card):
        params["card_de"], params["card_en"] = CARD_TITLES[card]
    winner = params.get("winner")
    if isinstance(winner, str) and winner in COLOR_NAMES:
        params["winner_de"], params["winner_en"] = COLOR_NAMES[winner]
    return Reason.from_table(REASONS, code, **params)


REASON_CODES = frozenset(REASONS)


EFFECTS: dict[str, tuple[str, str]] = {
    "cost": (
        "{player_de} zahlt {amount:#Karotte|Karotten} für {fields:#Feld|Felder} vorwärts "
        "bis Feld {field}.",
        "{player_en} pays {amount:#carrot|carrots} to move {fields:#field|fields} forward "
        "to field {field}.",
    ),
    "hedgehog_refund": (
        "{player_de} zieht {fields:#Feld|Felder} zurück auf das Igelfeld {field} "
        "und nimmt {amount:#Karotte|Karotten}.",
        "{player_en} moves {fields:#field|fields} back to hedgehog field {field} "
        "and takes {amount:#carrot|carrots}.",
    ),
    "lettuce_payout": (
        "{player_de} frisst einen Salat und nimmt {amount:#Karotte|Karotten}.",
        "{player_en} eats a salad and takes {amount:#carrot|carrots}.",
    ),
    "carrot_take": (
        "{player_de} nimmt auf dem Karottenfeld {amount:#Karotte|Karotten}.",
        "{player_en} takes {amount:#carrot|carrots} on the carrot field.",
    ),
    "carrot_give": (
        "{player_de} gibt auf dem Karottenfeld {amount:#Karotte|Karotten} ab.",
        "{player_en} gives back {amount:#carrot|carrots} on the carrot field.",
    ),
    "card_played": (
        "{player_de} spielt „{card_de}“: {change_de}.",
        "{player_en} plays '{card_en}': {change_en}.",
    ),
    "skip_turn": (
        "{player_de} kann nichts tun und setzt aus.",
        "{player_en} cannot do anything and skips.",
    ),
    "position_bonus": (
        "{player_de} beginnt den Zug auf dem Positionsfeld {field} als {place_de} "
        "und nimmt {amount:#Karotte|Karotten}.",
        "{player_en} starts the turn on position field {field} in {place_en} place "
        "and takes {amount:#carrot|carrots}.",
    ),
    "game_won": (
        "Das Spiel ist aus ({why_de}); {player_de} gewinnt.",
        "The game is over ({why_en}); {player_en} wins.",
    ),
}


def effect(kind: str, color: str, carrots: int = 0, **details: object) -> Effect:
    values: dict[str, object] = dict(details)
    values["player_de"], values["player_en"] = COLOR_NAMES[color]
    card = details.get("card")
    if isinstance(card, Card):
        values["card_de"], values["card_en"] = CARD_TITLES[card]
    return Effect.from_table(EFFECTS, kind, color, carrots, **values)
