"""Why an action is illegal: a stable code plus a German and an English sentence.

Quiz answers quote these sentences, so each template is written to read well on its own,
with the numbers of the situation filled in.

    >>> r = Reason.of("not_enough_carrots", needed=15, held=12)
    >>> r.en
    'You need 15 carrots but hold 12.'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from .wording import singular_where_one

# code -> (German template, English template); placeholders are str.format fields.
TEMPLATES: dict[str, tuple[str, str]] = {
    "not_enough_carrots": (
        "Du brauchst {needed} Karotten, hast aber nur {held}.",
        "You need {needed} carrots but hold {held}.",
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
        "{fields} Felder vorwärts führen über das Ziel (Feld {goal}) hinaus.",
        "Moving {fields} fields forward would overshoot the goal (field {goal}).",
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
    "must_eat": (
        "Du bist gerade auf dem Salatfeld {field} angekommen und musst jetzt einen Salat fressen.",
        "You have just arrived on lettuce field {field} and must eat a lettuce now.",
    ),
    "already_ate": (
        "Du hast auf diesem Salatfeld schon gefressen und musst jetzt weiterziehen.",
        "You already ate on this lettuce field and must move on now.",
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
    "goal_too_many_carrots": (
        "Als {place}. im Ziel darfst du höchstens {limit} Karotten übrig haben, "
        "nach diesem Zug wären es {left}.",
        "Arriving in place {place}, you may have at most {limit} carrots left, "
        "and after this move you would have {left}.",
    ),
    "must_skip": (
        "Du musst diesen Zug aussetzen.",
        "You have to miss this turn.",
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


Templates = Mapping[str, tuple[str, str]]


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason why an action is illegal. The sentences are formatted when read, so the
    move generator can reject thousands of candidates cheaply. Every edition uses this type
    with its own sentence table (`templates`); the Ravensburger table is the default."""

    code: str
    params: tuple[tuple[str, object], ...] = ()
    templates: Templates = field(
        default_factory=lambda: TEMPLATES, compare=False, hash=False, repr=False
    )

    @classmethod
    def of(cls, code: str, **params: object) -> Reason:
        return cls.from_table(TEMPLATES, code, **params)

    @classmethod
    def from_table(cls, templates: Templates, code: str, **params: object) -> Reason:
        if code not in templates:
            raise KeyError(f"unknown reason code {code!r}")
        return cls(code, tuple(params.items()), templates)

    @property
    def de(self) -> str:
        return singular_where_one(self.templates[self.code][0].format(**dict(self.params)))

    @property
    def en(self) -> str:
        return singular_where_one(self.templates[self.code][1].format(**dict(self.params)))

    def message(self, lang: str) -> str:
        return self.de if lang == "de" else self.en

    def __str__(self) -> str:
        return f"{self.code}: {self.en}"


REASON_CODES = frozenset(TEMPLATES)
