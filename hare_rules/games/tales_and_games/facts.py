"""Numbers and tables the content may use as `{{placeholders}}`, straight from the engine.

    >>> FACTS["moves"]("lamb:3"), FACTS["table_limit"](None)
    ('4', '8')
"""

from __future__ import annotations

from types import MappingProxyType

from hare_rules.core import FactError, fixed_facts

from . import clauses as c
from .cards import (
    ANIMAL_DE,
    ANIMALS,
    CARD_SUPPLY,
    HOWL_CARD,
    RACING_CARDS,
    STREAM_TILES,
    TRACK_TILES,
    WOLF,
)
from .limits import ANIMAL_LIMIT, DEALT, MIN_PLAY, STARTING_BETS
from .movement import steps

# The numbers are the clauses' (`clauses`), read at each use: a clause that a test switches
# shows in the texts. The table's columns are the rulebook's 0 .. 4 cards.
COUNTS = tuple(range(ANIMAL_LIMIT + 1))


def _animal(arg: str | None) -> str:
    if arg not in ANIMALS:
        raise FactError(f"name an animal ({', '.join(ANIMALS)}), got {arg!r}")
    return arg


def _lang(arg: str | None) -> str:
    if arg not in ("de", "en"):
        raise FactError(f"name the language (de or en), got {arg!r}")
    return arg


def moves(arg: str | None) -> str:
    """`{{moves:lamb:3}}`: tiles the lamb moves with 3 lamb cards on the table."""
    animal, _, count = (arg or "").partition(":")
    _animal(animal)
    if not count.isdigit() or int(count) not in COUNTS:
        raise FactError(f"moves:{animal}:X needs X in 0..{ANIMAL_LIMIT}, got {count!r}")
    return str(steps(animal, int(count)))


def cards(arg: str | None) -> str:
    animal = _animal(arg)
    if animal == WOLF:
        return str(CARD_SUPPLY[WOLF] + CARD_SUPPLY[HOWL_CARD])
    return str(CARD_SUPPLY[animal])


def points(arg: str | None) -> str:
    if arg not in ("1", "2", "3"):
        raise FactError(f"points:N needs a podium place 1..3, got {arg!r}")
    return str(c.PLACE_POINTS.value[int(arg)])


def starting_bets(arg: str | None) -> str:
    if arg is None or not arg.isdigit() or int(arg) not in STARTING_BETS:
        raise FactError(f"starting_bets:N needs a player count 2..5, got {arg!r}")
    return str(STARTING_BETS[int(arg)])


# Short columns, so that a phone shows all five; the first note says what X counts (the
# handout shows the table with its notes only, not the text around it).
HEAD = {"de": "Tier, X* =", "en": "Animal, X* ="}  # a lone "*" stays a "*"
X_NOTE = {
    "de": "\\* X = Karten dieses Tiers auf dem Tisch (beim Wolf einschließlich der "
          "Geheul-Karten, unsere Lesart).",
    "en": "\\* X = cards of that animal on the table (for the wolf, howls included, our "
          "reading).",
}
def nap_note(lang: str) -> str:
    """The † of the hare's 4 cards: the nap and its start-line exception from the rules
    text ("Hare | 4 (and in 1st place or tied) | ... still on starting line = moves
    normally"), the move behind another animal our reading (that row has "Hare 4" only
    with the lead), so "our reading" names that case alone."""
    tiles = steps("hare", c.NAP_CARDS.value)
    if lang == "de":
        return (f"† 0 (Nickerchen), wenn der Hase vorn oder gleichauf vorn liegt – außer an "
                f"der Startlinie; liegt ein Tier vor ihm, {tiles} (unsere Lesart).")
    return (f"† 0 (nap) if the hare is first or tied for first – except on the starting "
            f"line; with an animal ahead of it, {tiles} (our reading).")

# The rules text's table has a row for 0 cards only for the tortoise ("0-3") and the lamb
# ("0"); that the hare, wolf and fox stay without a card is our reading of the rows it gives
# ("Hare 1-3", "Wolf 1-2", "Fox 1-4"): the table marks those cells and says so.
NO_ZERO_ROW = ("hare", "wolf", "fox")
ZERO_NOTE = {
    "de": "‡ Für 0 Karten hat der Regeltext bei Hase, Wolf und Fuchs keine Zeile: Dass sie "
          "stehen bleiben, ist unsere Lesart.",
    "en": "‡ The rules text has no 0-card row for the hare, wolf and fox: that they stay put "
          "is our reading.",
}


def movement_table(arg: str | None) -> str:
    """The movement table as a Markdown table: one row per animal, X = 0 .. 4."""
    lang = _lang(arg)
    animal_word = HEAD[lang]
    head = f"| {animal_word} | " + " | ".join(str(x) for x in COUNTS) + " |"
    rule = "|---|" + "---:|" * len(COUNTS)
    rows = []
    for animal in c.MOVE_ORDER.value:
        name = ANIMAL_DE[animal] if lang == "de" else animal.capitalize()
        cells = [str(steps(animal, x)) for x in COUNTS]
        if animal == "hare":
            cells[c.NAP_CARDS.value] += "†"
        if animal in NO_ZERO_ROW:
            cells[0] += "‡"
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join([head, rule, *rows, "", X_NOTE[lang], "", nap_note(lang), "",
                      ZERO_NOTE[lang]])


def move_order(arg: str | None) -> str:
    lang = _lang(arg)
    names = [ANIMAL_DE[a] if lang == "de" else a for a in c.MOVE_ORDER.value]
    return ", ".join(names)


FACTS = MappingProxyType({
    "movement_table": movement_table,
    "moves": moves,
    "move_order": move_order,
    "cards": cards,
    "points": points,
    "starting_bets": starting_bets,
    **fixed_facts({
        "nap_cards": lambda: c.NAP_CARDS.value,
        "table_limit": lambda: c.TABLE_LIMIT.value,
        "animal_limit": lambda: c.ANIMAL_LIMIT.value,
        # Racing Phase Trigger: exactly this many cards, or of one animal, start a race.
        "race_at_total": lambda: c.RACE_AT_TOTAL.value,
        "race_at_animal": lambda: c.RACE_AT_ANIMAL.value,
        "hand_size": lambda: c.HAND_SIZE.value,
        "dealt": lambda: DEALT,
        "min_play": lambda: MIN_PLAY,
        "max_play": lambda: c.MAX_PLAY.value,
        "tiles": lambda: TRACK_TILES,
        "stream_tiles": lambda: STREAM_TILES,
        "racing_cards": lambda: RACING_CARDS,
        "howl_cards": lambda: CARD_SUPPLY[HOWL_CARD],
        "podium_places": lambda: c.PODIUM_SIZE.value,
        "players": lambda: "2–5",
    }),
})
