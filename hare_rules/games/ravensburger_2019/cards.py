"""The hare cards of the Ravensburger 2008/2019 deck (15 cards, 8 kinds), as data.

What each card does to a position is in `rules.py` (`_carry_out_card`); here is what a
reader needs: how many of each, a title and a one-sentence effect in both languages.
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
            "Gib jedem Spieler hinter dir 10 Karotten; reicht es nicht für alle, gibst du keine.",
            "Give 10 carrots to each player behind you; if you can't pay all of them, pay none.",
        ),
        HareCard(
            "miss-or-move-again", 2,
            "Aussetzen oder nochmal ziehen", "Miss a turn or move again",
            "Mehr Spieler hinter dir als vor dir: nächsten Zug aussetzen; "
            "sonst (auch bei Gleichstand) gleich noch einmal ziehen.",
            "More players behind you than ahead: miss your next turn; otherwise "
            "(ties included) move again at once.",
        ),
        HareCard(
            "restore-65", 2,
            "Zurück auf 65", "Back to 65",
            "Du hast danach genau 65 Karotten.",
            "Your carrots become exactly 65.",
        ),
        HareCard(
            "lettuce-bonus", 2,
            "Salatbonus", "Lettuce bonus",
            "Nimm 10 Karotten je Salat, den du noch hast; "
            "ohne Salat setzt du den nächsten Zug aus.",
            "Take 10 carrots per lettuce you still hold; with none, miss your next turn.",
        ),
        HareCard(
            "lose-half", 2,
            "Halbe Karotten", "Lose half",
            "Gib die Hälfte deiner Karotten ab; bei ungerader Zahl behältst du die größere Hälfte.",
            "Lose half of your carrots; with an odd number you keep the larger half.",
        ),
        HareCard(
            "free-ride", 2,
            "Freifahrt", "Free ride",
            "Du bekommst zurück, was dich der Zug auf dieses Feld gekostet hat.",
            "Take back what the move onto this square cost you.",
        ),
        HareCard(
            "show-carrots", 2,
            "Karotten zeigen", "Show carrots",
            "Zeig deine Karotten vor; sonst ändert sich nichts.",
            "Show your carrots; nothing else happens.",
        ),
        HareCard(
            "shuffle", 1,
            "Mischen", "Shuffle",
            "Nimm jedem anderen Spieler, der eine hat, 1 Karotte; dann werden alle 15 Karten "
            "neu gemischt.",
            "Take 1 carrot from each other player who has one; then all 15 cards are shuffled.",
        ),
    )
}


def standard_deck() -> tuple[str, ...]:
    """All 15 cards in a fixed order (shuffle it with a seeded RNG for a game)."""
    return tuple(card.id for card in HARE_CARDS.values() for _ in range(card.count))
