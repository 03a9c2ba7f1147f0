"""Reason sentences every hare race on the numbered track shares, German and English.

The 2019 edition and the dice edition forbid the same moves for the same reasons (carrots,
occupied fields, hedgehogs only backwards, the goal, lettuce fields), so both games' reason
tables start from this one and add their own; a sentence fixed here is fixed in both.

    >>> from hare_rules.core import Reason
    >>> Reason.from_table(HARE_RACE_REASONS, "hedgehog_occupied", hedgehog=11).en
    'The nearest hedgehog behind you (field 11) is taken, and you may not go to one further back.'
"""

from __future__ import annotations

from hare_rules.core.sentences import Templates

# code -> (German template, English template)
HARE_RACE_REASONS: Templates = {
    "not_enough_carrots": (
        "Du brauchst {needed:#Karotte|Karotten}, hast aber nur {held}.",
        "You need {needed:#carrot|carrots} but hold {held}.",
    ),
    "field_occupied": (
        "Feld {field} ist schon besetzt (von {occupant}).",
        "Field {field} is already taken (by {occupant}).",
    ),
    "hedgehog_forward": (
        "Feld {field} ist ein Igelfeld: Igelfelder erreichst du nur rückwärts.",
        "Field {field} is a hedgehog field: you can only reach hedgehogs by moving back.",
    ),
    "past_goal": (
        "{fields:#Feld|Felder} vorwärts führen über das Ziel (Feld {goal}) hinaus.",
        "Moving {fields:#field|fields} forward would overshoot the goal (field {goal}).",
    ),
    "no_hedgehog_behind": (
        "Hinter Feld {field} liegt kein Igelfeld.",
        "There is no hedgehog field behind field {field}.",
    ),
    "hedgehog_occupied": (
        "Das nächste Igelfeld hinter dir (Feld {hedgehog}) ist besetzt; "
        "weiter zurück darfst du nicht.",
        "The nearest hedgehog behind you (field {hedgehog}) is taken, "
        "and you may not go to one further back.",
    ),
    "lettuce_needed": (
        "Auf das Salatfeld {field} darfst du nur mit einem Salat, du hast keinen mehr.",
        "You may enter lettuce field {field} only with a lettuce left, and you have none.",
    ),
    "not_on_lettuce": (
        "Fressen geht nur auf einem Salatfeld; Feld {field} ist keins.",
        "You can only eat on a lettuce field; field {field} is not one.",
    ),
    "not_on_carrot_field": (
        "Karotten nehmen oder abgeben geht nur auf einem Karottenfeld; Feld {field} ist keins.",
        "You can only take or give carrots on a carrot field; field {field} is not one.",
    ),
    "goal_lettuce_left": (
        "Ins Ziel darfst du erst ohne Salat; du hast noch {lettuce}.",
        "You may enter the goal only with no lettuce left; you still have {lettuce}.",
    ),
    "not_skipping": (
        "Aussetzen darfst du nur, wenn du musst.",
        "You may only miss a turn when you have to.",
    ),
    "not_stuck": (
        "Zurück zum Start geht nur, wenn du keinen anderen Zug hast; du kannst noch: {moves}.",
        "Going back to the start is only allowed when you have no other move; you can still "
        "play: {moves}.",
    ),
}
