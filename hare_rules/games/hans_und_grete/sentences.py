"""Reason and effect sentences in German and English (our own words)."""

from __future__ import annotations

from hare_rules.core.sentences import check_table

REASONS = {
    "overlap": (
        "Die Karte würde {n:#Quadrat|Quadrate} verdecken, auf denen schon eine Karte liegt "
        "({cards}) – Karten werden nie übereinander gelegt.",
        "The card would cover {n:#square|squares} that a card already lies on ({cards}) – "
        "cards are never laid on top of each other.",
    ),
    "no_contact": (
        "Die Karte berührt keine liegende Karte; sie muss an einer Karte mit mindestens "
        "{need} Quadratseiten anliegen (eine Ecke zählt nicht).",
        "The card touches no card on the table; it must touch one card along at least "
        "{need} square sides (a corner does not count).",
    ),
    "too_little_contact": (
        "Die Karte berührt {cards:#Karte|Karten}, aber keine mit mindestens {need} "
        "Quadratseiten (an einer Karte höchstens {most:#Seite|Seiten}); Seiten an "
        "verschiedenen Karten zählen nicht zusammen.",
        "The card touches {cards:#card|cards}, but none along at least {need} square sides "
        "(at most {most:#side|sides} with one card); sides with different cards do not add up.",
    ),
    "wrong_size": (
        "Die oberste Karte des Stapels ist {w}×{h} groß (quer {h}×{w}); so gelegt ist sie "
        "nicht {aw}×{ah}.",
        "The top card of the pile is {w}×{h} ({h}×{w} crosswise); laid like that it is not "
        "{aw}×{ah}.",
    ),
    "unknown_card": (
        "Im Auslegebild gibt es keine Karte {card}.",
        "The layout has no card {card}.",
    ),
    "not_complete": (
        "Im Stapel {n:liegt|liegen} noch {n:#Karte|Karten}; gelaufen wird erst, wenn alle "
        "Karten liegen.",
        "The pile still holds {n:#card|cards}; the walk starts only when every card is laid.",
    ),
    "unknown_token": (
        "„{token}“ ist keine Aktion (möglich: lay X, lay WxH at C,R – Breite×Höhe auf "
        "Spalte,Zeile –, walk).",
        "'{token}' is not an action (use lay X, lay WxH at C,R or walk).",
    ),
}

EFFECTS = {
    "laid": (
        "{name} legt Karte {card} ({w}×{h}) mit der linken oberen Ecke auf {at}.",
        "{name} lays card {card} ({w}×{h}) with its top-left square on {at}.",
    ),
    "removed": (
        "{name} nimmt das eigene Klötzchen auf {square} vorher weg.",
        "{name} first removes the own block on {square}.",
    ),
    "no_removal": (
        "{name} nimmt kein Klötzchen weg: keines würde das Ergebnis verbessern.",
        "{name} removes no block: none would improve the result.",
    ),
    "walk": (
        "{name} läuft {amount:#Schritt|Schritte} und sammelt {blocks:#Klötzchen|Klötzchen} "
        "ein: {route}.",
        "{name} walks {amount:#step|steps} and collects {blocks:#block|blocks}: {route}.",
    ),
    "penalty": (
        "{name} erreicht {n:#eigenes Klötzchen|eigene Klötzchen} nicht ({squares}): "
        "{amount} Strafschritte, einmal.",
        "{name} cannot reach {n:#own block|own blocks} ({squares}): {amount} penalty steps, "
        "once.",
    ),
    "no_house": (
        "{name} kann das eigene Haus vom Start aus nicht erreichen.",
        "{name} cannot reach the own house from the start.",
    ),
    "result": (
        "Ergebnis {name}: {amount:#Schritt|Schritte}.",
        "{name}'s result: {amount:#step|steps}.",
    ),
    "winner": (
        "{name} gewinnt mit weniger Schritten.",
        "{name} wins with fewer steps.",
    ),
    "draw": (
        "Unentschieden: beide brauchen gleich viele Schritte.",
        "A draw: both need the same number of steps.",
    ),
    "draw_no_house": (
        "Unentschieden: keiner erreicht sein Haus.",
        "A draw: neither reaches the own house.",
    ),
    "winner_no_house": (
        "{name} gewinnt: {other} erreicht das eigene Haus nicht.",
        "{name} wins: {other} cannot reach the own house.",
    ),
}

check_table(REASONS, "hans-und-grete reasons")
check_table(EFFECTS, "hans-und-grete effects")
