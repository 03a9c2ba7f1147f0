"""The hare cards of the Ravensburger 2008/2019 deck (15 cards, 8 kinds), as data.

What each card does to a position is in `rules.py` (`_carry_out_card`); here is what a
reader needs: how many of each, a title and a one-sentence effect in both languages.
The effect speaks of whoever draws the card (the referee's notes name players, not "du"),
and marks what is our reading.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class HareCard:
    id: str
    count: int
    title_de: str
    title_en: str
    effect_de: str
    effect_en: str

    def title(self, lang: str) -> str:
        return self.title_de if lang == "de" else self.title_en

    def effect(self, lang: str) -> str:
        return self.effect_de if lang == "de" else self.effect_en


HARE_CARDS: dict[str, HareCard] = {
    c.id: c
    for c in (
        HareCard(
            "give-10-behind", 2,
            "Je 10 Karotten an alle dahinter", "10 carrots to each player behind",
            "Wer sie aufdeckt, gibt jedem Spieler hinter sich 10 Karotten; reicht es nicht für "
            "alle, gibt er nach unserer Lesart keinem etwas.",
            "Whoever draws it gives 10 carrots to each player behind; with too few for all of "
            "them, they pay none (our reading).",
        ),
        HareCard(
            "miss-or-move-again", 2,
            "Aussetzen oder nochmal ziehen", "Miss a turn or move again",
            "Wer sie aufdeckt und mehr Spieler hinter als vor sich hat, setzt den nächsten Zug "
            "aus; sonst zieht er gleich noch einmal (nach unserer Lesart auch bei Gleichstand, "
            "gezählt beim Aufdecken).",
            "Whoever draws it with more players behind than ahead misses the next turn; "
            "otherwise they move again at once (by our reading a tie included, counted on "
            "drawing).",
        ),
        HareCard(
            "restore-65", 2,
            "Zurück auf 65", "Back to 65",
            "Wer sie aufdeckt, hat danach genau 65 Karotten.",
            "Whoever draws it then holds exactly 65 carrots.",
        ),
        HareCard(
            "lettuce-bonus", 2,
            "Salatbonus", "Lettuce bonus",
            "Wer sie aufdeckt, nimmt 10 Karotten je Salat, den er noch hat; "
            "ohne Salat setzt er den nächsten Zug aus.",
            "Whoever draws it takes 10 carrots per lettuce still held; with none, they miss "
            "the next turn.",
        ),
        HareCard(
            "lose-half", 2,
            "Halbe Karotten", "Lose half",
            "Wer sie aufdeckt, gibt die Hälfte seiner Karotten ab; bei ungerader Zahl behält er "
            "nach unserer Lesart die größere Hälfte.",
            "Whoever draws it loses half of their carrots; with an odd number they keep the "
            "larger half (our reading).",
        ),
        HareCard(
            "free-ride", 2,
            "Freifahrt", "Free ride",
            "Wer sie aufdeckt, bekommt zurück, was der Zug auf dieses Feld gekostet hat.",
            "Whoever draws it takes back what the move onto this square cost.",
        ),
        HareCard(
            "show-carrots", 2,
            "Karotten zeigen", "Show carrots",
            "Wer sie aufdeckt, zeigt seine Karotten vor; sonst ändert sich nichts.",
            "Whoever draws it shows their carrots; nothing else happens.",
        ),
        HareCard(
            "shuffle", 1,
            "Mischen", "Shuffle",
            "Wer sie aufdeckt, nimmt jedem anderen Spieler, der eine hat, 1 Karotte; dann "
            "werden alle 15 Karten neu gemischt.",
            "Whoever draws it takes 1 carrot from each other player who has one; then all 15 "
            "cards are shuffled.",
        ),
    )
}


def standard_deck() -> tuple[str, ...]:
    """All 15 cards in a fixed order (shuffle it with a seeded RNG for a game)."""
    return tuple(card.id for card in HARE_CARDS.values() for _ in range(card.count))
