"""What a move did, as data: who paid or received how many carrots, and why.

A quiz answer explains a number by quoting these sentences.

    >>> Effect.of("cost", "A", -15, fields=5).en
    'A pays 15 carrots to move 5 fields forward.'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .reasons import Templates
from .wording import singular_where_one

# kind -> (German, English). `{player}` and `{amount}` (the absolute carrot change) are always
# available; other placeholders come from the effect's details.
TEMPLATES: dict[str, tuple[str, str]] = {
    "position_payout": (
        "{player} steht zu Beginn des Zuges auf dem Positionsfeld {field} auf Platz {place} "
        "und nimmt {amount} Karotten.",
        "{player} starts the turn on position field {field} in place {place} "
        "and takes {amount} carrots.",
    ),
    "position_no_payout": (
        "{player} steht auf dem Positionsfeld {field}, liegt aber auf Platz {place}: "
        "keine Karotten.",
        "{player} stands on position field {field} but is in place {place}: no carrots.",
    ),
    "hare_rest_payout": (
        "{player} nimmt zu Beginn des Zuges auf dem Hasenfeld {field} {amount} Karotten.",
        "{player} takes {amount} carrots at the start of the turn on hare field {field}.",
    ),
    "cost": (
        "{player} zahlt {amount} Karotten für {fields} Felder vorwärts (Feld {start} → {field}).",
        "{player} pays {amount} carrots to move {fields} fields forward "
        "(field {start} → {field}).",
    ),
    "hedgehog_refund": (
        "{player} zieht {fields} Felder zurück auf das Igelfeld {field} "
        "und nimmt {amount} Karotten.",
        "{player} moves {fields} fields back to hedgehog field {field} "
        "and takes {amount} carrots.",
    ),
    "lettuce_payout": (
        "{player} frisst einen Salat auf Platz {place} und nimmt {amount} Karotten.",
        "{player} eats a lettuce in place {place} and takes {amount} carrots.",
    ),
    "carrot_take": (
        "{player} bleibt auf dem Karottenfeld und nimmt {amount} Karotten.",
        "{player} stays on the carrot field and takes {amount} carrots.",
    ),
    "carrot_give": (
        "{player} bleibt auf dem Karottenfeld und gibt {amount} Karotten ab.",
        "{player} stays on the carrot field and gives back {amount} carrots.",
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
        "{player} bekommt {amount} Karotten von {giver}.",
        "{player} receives {amount} carrots from {giver}.",
    ),
    "card_give_none": (
        "{player} kann nicht allen {behind} Spielern dahinter je 10 Karotten geben "
        "und gibt deshalb keine.",
        "{player} cannot give 10 carrots to each of the {behind} players behind "
        "and so gives none.",
    ),
    "card_miss_turn": (
        "Hinter {player} sind {behind} Spieler, davor {ahead}: "
        "{player} setzt den nächsten Zug aus.",
        "{behind} players are behind {player} and {ahead} ahead: {player} misses the next turn.",
    ),
    "card_move_again": (
        "Hinter {player} sind {behind} Spieler, davor {ahead}: {player} zieht gleich noch einmal.",
        "{behind} players are behind {player} and {ahead} ahead: {player} moves again at once.",
    ),
    "no_move_again": (
        "{player} hat für den zusätzlichen Zug keinen möglichen Zug; der Zug endet.",
        "{player} has no possible move for the extra move; the turn ends.",
    ),
    "card_restore": (
        "{player} hat jetzt genau {restored} Karotten (vorher {before}).",
        "{player} now has exactly {restored} carrots (before: {before}).",
    ),
    "card_lettuce_bonus": (
        "{player} nimmt für {lettuce} Salat(e) {amount} Karotten.",
        "{player} takes {amount} carrots for {lettuce} lettuce(s).",
    ),
    "card_no_lettuce": (
        "{player} hat keinen Salat mehr und setzt den nächsten Zug aus.",
        "{player} has no lettuce left and misses the next turn.",
    ),
    "card_lose_half": (
        "{player} gibt die Hälfte ab: {amount} von {before} Karotten.",
        "{player} loses half: {amount} of {before} carrots.",
    ),
    "card_free_ride": (
        "{player} bekommt die {amount} Karotten für den Zug zurück.",
        "{player} takes back the {amount} carrots the move cost.",
    ),
    "card_show": (
        "{player} zeigt {held} Karotten vor; sonst ändert sich nichts.",
        "{player} shows {held} carrots; nothing else changes.",
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
        "Alle {cards} Hasenkarten werden neu gemischt.",
        "All {cards} hare cards are shuffled.",
    ),
    "passing_fee": (
        "{player} ruht auf dem Hasenfeld {field}; {passer} zieht vorbei, "
        "also zahlt {player} {amount} Karotten.",
        "{player} rests on hare field {field}; {passer} passes, so {player} pays {amount} carrots.",
    ),
    "skip_turn": (
        "{player} setzt diesen Zug aus.",
        "{player} misses this turn.",
    ),
    "restart": (
        "{player} kann nicht ziehen, muss zurück zum Start und hat wieder {fresh} Karotten "
        "(Salate bleiben: {lettuce}).",
        "{player} cannot move, goes back to the start and holds {fresh} carrots again "
        "(lettuce stays: {lettuce}).",
    ),
}


@dataclass(frozen=True, slots=True)
class Effect:
    """One thing a move did. Like `Reason`, every edition uses this type with its own
    sentence table; the Ravensburger table is the default."""

    kind: str
    player: str
    carrots: int  # signed change of this player's carrots
    details: tuple[tuple[str, object], ...] = ()
    templates: Templates = field(
        default_factory=lambda: TEMPLATES, compare=False, hash=False, repr=False
    )

    @classmethod
    def of(cls, kind: str, player: str, carrots: int = 0, **details: object) -> Effect:
        if kind not in TEMPLATES:
            raise KeyError(f"unknown effect kind {kind!r}")
        return cls(kind, player, carrots, tuple(details.items()), TEMPLATES)

    @classmethod
    def from_table(
        cls, templates: Templates, kind: str, player: str, carrots: int = 0, **details: object
    ) -> Effect:
        if kind not in templates:
            raise KeyError(f"unknown effect kind {kind!r}")
        return cls(kind, player, carrots, tuple(details.items()), templates)

    def _values(self) -> dict[str, object]:
        return {"player": self.player, "amount": abs(self.carrots), **dict(self.details)}

    @property
    def de(self) -> str:
        return singular_where_one(self.templates[self.kind][0].format(**self._values()))

    @property
    def en(self) -> str:
        return singular_where_one(self.templates[self.kind][1].format(**self._values()))

    def message(self, lang: str) -> str:
        return self.de if lang == "de" else self.en

    def __str__(self) -> str:
        return self.en
