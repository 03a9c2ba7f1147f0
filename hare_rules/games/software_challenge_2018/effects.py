"""What a 2018 turn did, as data: who paid or received how many carrots, and why, with a
German and an English sentence. `Effect` is the engine's shared type (hare_rules.effects)
with this edition's sentence table."""

from __future__ import annotations

from hare_rules.core.sentences import Effect
from hare_rules.games.software_challenge_2018.actions import Card
from hare_rules.games.software_challenge_2018.reasons import CARD_TITLES, COLOR_NAMES

TEMPLATES: dict[str, tuple[str, str]] = {
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
    return Effect.from_table(TEMPLATES, kind, color, carrots, **values)
