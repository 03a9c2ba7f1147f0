"""Reason and effect sentences in German and English (our own words), whole and typed.

Each entry is (German, English, German to "du", English to "you"): a sentence about a player
names the player (Hans, Grete: "he"/"his", "she"/"her", never "it") and speaks to that player
where a question says "du"/"you". Squares are named "column,row" as on the pictures' edges;
several squares or cards are a `Listing` ("2,0 und 4,1", "cards A and B").

    >>> from hare_rules.core import Effect
    >>> removed = Effect.from_table(EFFECTS, "removed", "grete", **player_words("grete"),
    ...                             square="4,3", saved=6)
    >>> removed.en
    'Before walking, Grete removes her block on 4,3: that saves 6 steps.'
    >>> removed.message("de", you="grete")
    'Du nimmst vor dem Laufen dein Klötzchen auf 4,3 weg: Das spart 6 Schritte.'
"""

from __future__ import annotations

from typing import Any

from hare_rules.core.sentences import Listing, Text, check_table

PLAYER_NAMES = {"hans": "Hans", "grete": "Grete"}
# The possessive stem, declined by the German template ("{poss}e Klötzchen": seine/ihre),
# and the personal pronoun.
POSSESSIVE = {"hans": Text("sein", "his"), "grete": Text("ihr", "her")}
PRONOUN = {"hans": Text("er", "he"), "grete": Text("sie", "she")}


def player_words(player: str, prefix: str = "") -> dict[str, Any]:
    """The words a sentence about `player` needs: `name`, `poss` (sein/ihr, his/her),
    `pron` (er/sie, he/she); with a prefix (`other_`) for a second player."""
    return {f"{prefix}name": PLAYER_NAMES.get(player, player),
            f"{prefix}poss": POSSESSIVE.get(player, Text("sein", "their")),
            f"{prefix}pron": PRONOUN.get(player, Text("er", "they"))}


def ordinal(n: int) -> Text:
    """3 as "3." / "3rd"."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return Text(f"{n}.", f"{n}{suffix}")


def squares_listing(squares: tuple[str, ...]) -> Listing:
    return Listing(tuple(squares))


REASONS = {
    "overlap": (
        "Die Karte würde {n:#Quadrat|Quadrate} von {cards:Karte|den Karten} {cards} verdecken "
        "– Karten werden nicht übereinander gelegt.",
        "The card would cover {n:#square|squares} of {cards:card|cards} {cards} – cards are "
        "not laid on top of each other.",
        "Deine Karte würde {n:#Quadrat|Quadrate} von {cards:Karte|den Karten} {cards} "
        "verdecken – Karten werden nicht übereinander gelegt.",
        "Your card would cover {n:#square|squares} of {cards:card|cards} {cards} – cards are "
        "not laid on top of each other.",
    ),
    "no_contact": (
        "Die Karte berührt keine liegende Karte: Eine neue Karte muss an einer liegenden "
        "Karte auf mindestens {need} Quadratseiten anliegen.",
        "The card touches no card on the table: a new card must share at least {need} square "
        "sides with a laid card.",
        "Deine Karte berührt keine liegende Karte: Eine neue Karte muss an einer liegenden "
        "Karte auf mindestens {need} Quadratseiten anliegen.",
        "Your card touches no card on the table: a new card must share at least {need} square "
        "sides with a laid card.",
    ),
    "too_little_contact": (
        "Die Karte berührt {touched:Karte|die Karten} {touched}, aber nur mit "
        "{most:#Quadratseite|Quadratseiten}{touched:| je Karte}; nötig sind mindestens "
        "{need}{touched:| an einer Karte (Seiten an verschiedenen Karten zählen nicht "
        "zusammen)}.",
        "The card touches {touched:card|cards} {touched}, but along only "
        "{most:#square side|square sides}{touched:| with each}; it needs at least "
        "{need}{touched:| with one card (sides with different cards do not add up)}.",
        "Deine Karte berührt {touched:Karte|die Karten} {touched}, aber nur mit "
        "{most:#Quadratseite|Quadratseiten}{touched:| je Karte}; nötig sind mindestens "
        "{need}{touched:| an einer Karte (Seiten an verschiedenen Karten zählen nicht "
        "zusammen)}.",
        "Your card touches {touched:card|cards} {touched}, but along only "
        "{most:#square side|square sides}{touched:| with each}; it needs at least "
        "{need}{touched:| with one card (sides with different cards do not add up)}.",
    ),
    "wrong_size": (
        "Die oberste Karte des Stapels ist {w}×{h} groß (quer {h}×{w}); so gelegt ist sie "
        "nicht {aw}×{ah}.",
        "The top card of the pile is {w}×{h} ({h}×{w} crosswise); laid like that it is not "
        "{aw}×{ah}.",
    ),
    "unknown_card": (
        "Keine Karte der Auslage trägt den Buchstaben {card}.",
        "No card of the layout has the letter {card}.",
    ),
    "not_complete": (
        "Im Stapel {n:liegt|liegen} noch {n:#Karte|Karten}; gelaufen wird erst, wenn alle "
        "Karten liegen.",
        "The pile still holds {n:#card|cards}; the walk starts only once all cards are laid.",
    ),
    "unknown_token": (
        "„{token}“ ist kein Zug: Eine Karte wird mit ihrer Breite × Höhe und ihrem linken "
        "oberen Quadrat (Spalte,Zeile) angegeben, so wie bei den möglichen Zügen.",
        "'{token}' is not a move: a card is given by its width × height and its top-left "
        "square (column,row), as in the list of possible moves.",
    ),
}

EFFECTS = {
    "laid_first": (
        "{name} legt die erste Karte, {card} ({w}×{h}{turn}), mit dem linken oberen Quadrat auf "
        "{at}: Für die erste Karte gilt keine Legeregel.",
        "{name} lays the first card, {card} ({w}×{h}{turn}), with its top-left square on {at}: no "
        "laying rule applies to the first card.",
        "Du legst die erste Karte, {card} ({w}×{h}{turn}), mit dem linken oberen Quadrat auf "
        "{at}: Für die erste Karte gilt keine Legeregel.",
        "You lay the first card, {card} ({w}×{h}{turn}), with its top-left square on {at}: no "
        "laying rule applies to the first card.",
    ),
    "laid": (
        "{name} legt Karte {card} ({w}×{h}{turn}) mit dem linken oberen Quadrat auf {at}: Sie "
        "liegt mit {sides:#Quadratseite|Quadratseiten} an Karte {touches} an.",
        "{name} lays card {card} ({w}×{h}{turn}) with its top-left square on {at}: the card shares "
        "{sides:#square side|square sides} with card {touches}.",
        "Du legst Karte {card} ({w}×{h}{turn}) mit dem linken oberen Quadrat auf {at}: Sie liegt "
        "mit {sides:#Quadratseite|Quadratseiten} an Karte {touches} an.",
        "You lay card {card} ({w}×{h}{turn}) with its top-left square on {at}: the card shares "
        "{sides:#square side|square sides} with card {touches}.",
    ),
    # The same layings as a right choice's Why line says them (`facts.split_effects`): only
    # the contact the question asks about -- no card letter, no player the question never
    # gave. No second-person forms: the sentences name no player.
    "contact_first": (
        "Für die erste Karte gilt keine Legeregel: Sie darf überall liegen.",
        "No laying rule applies to the first card: it may go anywhere.",
    ),
    "contact": (
        "So gelegt liegt die Karte mit {sides:#Quadratseite|Quadratseiten} an Karte "
        "{touches} an.",
        "Laid like this, the card shares {sides:#square side|square sides} with card "
        "{touches}.",
    ),
    "removed": (
        "{name} nimmt vor dem Laufen {poss} Klötzchen auf {square} weg: Das spart "
        "{saved:#Schritt|Schritte}.",
        "Before walking, {name} removes {poss} block on {square}: that saves "
        "{saved:#step|steps}.",
        "Du nimmst vor dem Laufen dein Klötzchen auf {square} weg: Das spart "
        "{saved:#Schritt|Schritte}.",
        "Before walking, you remove your block on {square}: that saves {saved:#step|steps}.",
    ),
    "removed_tie": (
        "{name} nimmt vor dem Laufen {poss} Klötzchen auf {square} weg: Das spart "
        "{saved:#Schritt|Schritte}; das auf {others} wegzunehmen, spart genauso viel.",
        "Before walking, {name} removes {poss} block on {square}: that saves "
        "{saved:#step|steps}; removing the one on {others} saves just as much.",
        "Du nimmst vor dem Laufen dein Klötzchen auf {square} weg: Das spart "
        "{saved:#Schritt|Schritte}; das auf {others} wegzunehmen, spart genauso viel.",
        "Before walking, you remove your block on {square}: that saves {saved:#step|steps}; "
        "removing the one on {others} saves just as much.",
    ),
    "removed_cut_off": (
        "{name} nimmt vor dem Laufen {poss} Klötzchen auf {square} weg, das {pron} nicht "
        "erreichen kann: So gibt es keine Strafschritte.",
        "Before walking, {name} removes {poss} block on {square}, which {pron} cannot reach: "
        "so there are no penalty steps.",
        "Du nimmst vor dem Laufen dein Klötzchen auf {square} weg, das du nicht erreichen "
        "kannst: So gibt es keine Strafschritte.",
        "Before walking, you remove your block on {square}, which you cannot reach: so there "
        "are no penalty steps.",
    ),
    "no_removal": (
        "{name} nimmt kein Klötzchen weg: Keines würde {poss} Ergebnis verbessern.",
        "{name} removes no block: removing one would not improve {poss} result.",
        "Du nimmst kein Klötzchen weg: Keines würde dein Ergebnis verbessern.",
        "You remove no block: removing one would not improve your result.",
    ),
    # Says what removing one would leave in this position, not the general principle: a
    # question on the same page asks about a single cut-off block.
    "no_removal_cut_off": (
        "{name} nimmt kein Klötzchen weg: Würde {pron} eines wegnehmen, {rest:bliebe|blieben} "
        "noch {rest:#Klötzchen|Klötzchen} unerreichbar.",
        "{name} removes no block: removing one would still leave {rest:#block|blocks} out of "
        "reach.",
        "Du nimmst kein Klötzchen weg: Würdest du eines wegnehmen, {rest:bliebe|blieben} noch "
        "{rest:#Klötzchen|Klötzchen} unerreichbar.",
        "You remove no block: removing one would still leave {rest:#block|blocks} out of "
        "reach.",
    ),
    "walk": (
        "{name} läuft {amount:#Schritt|Schritte}: {stops}.",
        "{name} walks {amount:#step|steps}: {stops}.",
        "Du läufst {amount:#Schritt|Schritte}: {stops}.",
        "You walk {amount:#step|steps}: {stops}.",
    ),
    "penalty": (
        "{name} kann {poss}{n:|e} Klötzchen auf {squares} nicht erreichen: "
        "{amount} Strafschritte, einmal.",
        "{name} cannot reach {poss} {n:block|blocks} on {squares}: {amount} penalty steps, "
        "once.",
        "Du kannst dein{n:|e} Klötzchen auf {squares} nicht erreichen: "
        "{amount} Strafschritte, einmal.",
        "You cannot reach your {n:block|blocks} on {squares}: {amount} penalty steps, once.",
    ),
    "result": (
        "Ergebnis von {name}: {amount:#Schritt|Schritte}.",
        "{name}'s result: {amount:#step|steps}.",
        "Dein Ergebnis: {amount:#Schritt|Schritte}.",
        "Your result: {amount:#step|steps}.",
    ),
    "result_with_penalty": (
        "Ergebnis von {name}: {walk} gelaufene Schritte und {penalty} Strafschritte, "
        "zusammen {amount:#Schritt|Schritte}.",
        "{name}'s result: {walk} steps walked and {penalty} penalty steps, "
        "{amount:#step|steps} in all.",
        "Dein Ergebnis: {walk} gelaufene Schritte und {penalty} Strafschritte, zusammen "
        "{amount:#Schritt|Schritte}.",
        "Your result: {walk} steps walked and {penalty} penalty steps, {amount:#step|steps} "
        "in all.",
    ),
    "house_cut_off": (
        "{name} kann {poss} Haus vom Start aus nicht erreichen.",
        "{name} cannot reach {poss} house from the start.",
        "Du kannst dein Haus vom Start aus nicht erreichen.",
        "You cannot reach your house from the start.",
    ),
    "house_missing": (
        "Das Haus von {name} liegt nicht in der Auslage, also kann {pron} den Weg nicht "
        "beenden.",
        "{name}'s house is not in the layout, so {pron} cannot finish the walk.",
        "Dein Haus liegt nicht in der Auslage, also kannst du den Weg nicht beenden.",
        "Your house is not in the layout, so you cannot finish the walk.",
    ),
    "start_missing": (
        "In der Auslage liegt kein Start, also kann {name} nicht loslaufen.",
        "The layout has no start, so {name} cannot set off.",
        "In der Auslage liegt kein Start, also kannst du nicht loslaufen.",
        "The layout has no start, so you cannot set off.",
    ),
    "winner": (
        "{name} gewinnt mit weniger Schritten.",
        "{name} wins with fewer steps.",
        "Du gewinnst mit weniger Schritten.",
        "You win with fewer steps.",
    ),
    "draw": (
        "Unentschieden: Beide brauchen {amount:#Schritt|Schritte}.",
        "A draw: both need {amount:#step|steps}.",
    ),
    "draw_no_house": (
        "Unentschieden: Weder Hans noch Grete kann den Weg beenden.",
        "A draw: neither Hans nor Grete can finish the walk.",
    ),
    "pile_order": (
        "Gelegt wird in dieser Reihenfolge: {runs}.",
        "The cards are laid in this order: {runs}.",
    ),
    "winner_no_house": (
        "{name} gewinnt: {other_name} kann den Weg nicht beenden.",
        "{name} wins: {other_name} cannot finish the walk.",
        "Du gewinnst: {other_name} kann den Weg nicht beenden.",
        "You win: {other_name} cannot finish the walk.",
    ),
}

# Why a position cannot arise in play (`positions.position_problems`).
POSITION_PROBLEMS = {
    "card_count": (
        "Ein Spiel hat {total} Karten (1 Startkarte, 2 Hauskarten, 12 Waldkarten), und "
        "gelaufen wird erst, wenn alle liegen; hier {laid:liegt|liegen} {laid:#Karte|Karten} "
        "aus und {pile} im Stapel.",
        "A game has {total} cards (1 start card, 2 house cards, 12 forest cards), and the walk "
        "starts only once all are laid; here {laid:#card is|cards are} laid and {pile} in the "
        "pile.",
    ),
    "wrong_kind": (
        "Als {place} Karte kommt {expected} aus dem Stapel (oben die Startkarte, dann 4 "
        "Waldkarten, dann die beiden Hauskarten); {card} ist aber {found}.",
        "The {place} card from the pile is {expected} (the start card on top, then 4 forest "
        "cards, then the two house cards); {card} is {found}.",
    ),
    "start_and_house": (
        "Start und Haus liegen auf derselben Karte ({card}); sie gehören auf verschiedene "
        "Karten: die Startkarte und die Hauskarten.",
        "The start and a house lie on one card ({card}); they belong on different cards: the "
        "start card and the house cards.",
    ),
    "block_on_start": (
        "Auf der Startkarte ({card}) liegt ein Klötzchen; in unseren Beispielen hat die "
        "Startkarte keinen Platz für ein Klötzchen (unsere Lesart: Die gedruckten Karten "
        "kennen wir nicht).",
        "The start card ({card}) carries a block; in our examples the start card has no spot "
        "for a block (our reading: we do not know the printed cards).",
    ),
    "both_houses": (
        "Beide Häuser liegen auf derselben Karte ({card}); eine Hauskarte trägt nur ein Haus.",
        "Both houses lie on one card ({card}); a house card holds one house.",
    ),
    "too_many_blocks": (
        "Es gibt nur {most} Klötzchen in der Farbe von {name}; hier liegen {n} auf den "
        "Karten.",
        "There are only {most} blocks in {name}'s colour; here the cards hold {n}.",
    ),
    "not_laid_legally": (
        "Karte {card} kann als {place} Karte nicht so gelegt worden sein: An keiner vorher "
        "gelegten Karte liegt sie mit mindestens {need} Quadratseiten an (höchstens mit "
        "{most}).",
        "Card {card} cannot have been laid there as the {place} card: it shares at least "
        "{need} square sides with none of the cards laid before it (at most {most}).",
    ),
}

# The stops of a walk ("{stops}"), in both languages.
STOP_WORDS = {"start": Text("Start", "start"), "block": Text("Klötzchen", "block"),
              "house": Text("Haus", "house")}


def stops_words(stops: tuple[tuple[str, str], ...]) -> Text:
    """`(("start", "0,0"), ("block", "2,0"), ("house", "3,2"))` as "Start 0,0 → Klötzchen
    2,0 → Haus 3,2" / "start 0,0 → block 2,0 → house 3,2"."""
    def line(lang: str) -> str:
        return " → ".join(f"{STOP_WORDS[kind].get(lang)} {square}" for kind, square in stops)
    return Text(line("de"), line("en"))


# The same reason (code "no_contact") where the card meets laid cards at a corner only: then,
# and only then, the sentence says why a corner is not enough.
CORNER_ONLY = {
    "no_contact": (
        "Die Karte stößt nur mit einer Ecke an {cards:Karte|die Karten} {cards}, und eine Ecke "
        "ist keine Quadratseite: Eine neue Karte muss an einer liegenden Karte auf mindestens "
        "{need} Quadratseiten anliegen.",
        "The card meets {cards:card|cards} {cards} only at a corner, and a corner is not a "
        "square side: a new card must share at least {need} square sides with a laid card.",
        "Deine Karte stößt nur mit einer Ecke an {cards:Karte|die Karten} {cards}, und eine "
        "Ecke ist keine Quadratseite: Eine neue Karte muss an einer liegenden Karte auf "
        "mindestens {need} Quadratseiten anliegen.",
        "Your card meets {cards:card|cards} {cards} only at a corner, and a corner is not a "
        "square side: a new card must share at least {need} square sides with a laid card.",
    ),
}


check_table(REASONS, "hans-und-grete reasons")
check_table(CORNER_ONLY, "hans-und-grete corner reasons")
check_table(EFFECTS, "hans-und-grete effects")
check_table(POSITION_PROBLEMS, "hans-und-grete position problems")
