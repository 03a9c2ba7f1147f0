"""Reasons (why a turn is not allowed) and effects (what a turn did), German and English.

Every value a reader sees is typed when the sentence is made: an animal, a set of cards or
a place on the track is `Text` (the game's own words in both languages), several of them
a `Listing`; numbers take their word form from the core's `{n:#one|other}`. A sentence
about a player names the player (`{player}`), and has a second-person form that a question
speaking to that player ("du"/"you") shows.

    >>> cards_words("hare", 1).de, cards_words("lamb", 4).de
    ('1 Hasenkarte', '4 Lammkarten')
    >>> cards_words("wolf", 3, howls=1).en, cards_words("wolf", 1, howls=1).de
    ('3 wolf cards, 1 of them with a howl', '1 Wolfskarte mit Geheul')
    >>> played = effect("play", "A", cards=("fox",), what=cards_words("fox", 1))
    >>> played.message("de"), played.message("de", you="A"), played.message("en", you="A")
    ('A spielt 1 Fuchskarte.', 'Du spielst 1 Fuchskarte.', 'You play 1 fox card.')
"""

from __future__ import annotations

from functools import cache

from hare_rules.core import Effect, Reason, render
from hare_rules.core.sentences import Listing, Text, check_table

from .cards import ANIMAL_DE, ANIMAL_DE_THE, CARD_WORD_DE, OVER_FINISH
from .limits import MIN_PLAY

# Reasons against a turn. Those about the player to move (`subject`) name the player in the
# third person and speak to "du"/"you" in the second.
REASONS = {
    "no_cards": (
        f"{{player}} muss mindestens {MIN_PLAY} Karte spielen.",
        f"{{player}} must play at least {MIN_PLAY} card.",
        f"Du musst mindestens {MIN_PLAY} Karte spielen.",
        f"You must play at least {MIN_PLAY} card.",
    ),
    "mixed_animals": (
        "Alle Karten eines Zuges müssen dasselbe Tier zeigen; die von {player} zeigen "
        "{animals}.",
        "All the cards of a turn must show the same animal; {player}'s show {animals}.",
        "Alle Karten eines Zuges müssen dasselbe Tier zeigen; deine zeigen {animals}.",
        "All the cards of a turn must show the same animal; yours show {animals}.",
    ),
    "too_many_cards": (
        "{player} darf höchstens {most} Karten in einem Zug spielen, nicht {n}.",
        "{player} may play at most {most} cards in a turn, not {n}.",
        "Du darfst höchstens {most} Karten in einem Zug spielen, nicht {n}.",
        "You may play at most {most} cards in a turn, not {n}.",
    ),
    "over_eight": (
        "Auf dem Tisch lägen dann {n} Karten, mehr als {most}.",
        "The table would then hold {n} cards, more than {most}.",
    ),
    # `{shared}`: where cards of that animal already lie on the table, a note that they
    # count whoever played them (our reading: the rules text says "across all players"
    # only of the 8), or nothing (`shared_words`).
    "over_four": (
        "Auf dem Tisch lägen dann {cards}, mehr als {most}{shared}.",
        "The table would then hold {cards}, more than {most}{shared}.",
    ),
    "not_in_hand": (
        "Dafür {count:fehlt|fehlen} {player} {missing} auf der Hand.",
        "{player} does not hold these cards: {missing} {count:is|are} missing.",
        "Dafür {count:fehlt|fehlen} dir {missing} auf der Hand.",
        "You do not hold these cards: {missing} {count:is|are} missing.",
    ),
    "none_left": (
        "Das Spiel hat nur {cards}, und diese Stellung zeigt sie alle schon woanders – auf "
        "dem Tisch, abgelegt, im Stapel oder in einer bekannten Kartenhand.",
        "The game has only {cards}, and this position already shows them all elsewhere – on "
        "the table, discarded, in the pile or in a known hand.",
    ),
    "not_in_game": (
        "Es gibt nur {n:#Wolfskarte|Wolfskarten} mit Geheul.",
        "There are only {n:#wolf card|wolf cards} with a howl.",
    ),
    # A German sentence quoting the reader's own token: the card ids are what a turn is
    # written with, so they stay as typed (the lint exempts this code).
    "unknown_card": (
        "„{card}“ ist keine Rennkarte. Die Kürzel sind hare (Hase), tortoise (Schildkröte), "
        "wolf (Wolf), wolf-howl (Wolf mit Geheul), fox (Fuchs) und lamb (Lamm); mehrere "
        "Karten mit Komma, z. B. fox,fox.",
        "'{card}' is not a racing card. The codes are hare, tortoise, wolf, wolf-howl (a wolf "
        "with a howl), fox and lamb; several cards with commas, e.g. fox,fox.",
    ),
    "game_over": (
        "Das Spiel ist vorbei: drei Tiere stehen auf dem Podest.",
        "The game is over: three animals are on the podium.",
    ),
}

EFFECTS = {
    "play": (
        "{player} spielt {what}.",
        "{player} plays {what}.",
        "Du spielst {what}.",
        "You play {what}.",
    ),
    "draw": (
        "{player} zieht {n:#Karte|Karten} nach und hat {hand:#Karte|Karten} auf der Hand.",
        "{player} draws {n:#card|cards} and holds {hand:#card|cards}.",
        "Du ziehst {n:#Karte|Karten} nach und hast {hand:#Karte|Karten} auf der Hand.",
        "You draw {n:#card|cards} and hold {hand:#card|cards}.",
    ),
    "reshuffle": (
        "Der Nachziehstapel ist leer: {discards} zum neuen Stapel gemischt.",
        "The deck has run out: {discards} shuffled into a new deck.",
    ),
    "race_eight": (
        "{n} Karten liegen auf dem Tisch: Rennphase.",
        "{n} cards are on the table: racing phase.",
    ),
    "race_four": (
        "{cards} liegen auf dem Tisch: Rennphase.",
        "{cards} are on the table: racing phase.",
    ),
    "race_called": (
        "Rennphase mit den Karten auf dem Tisch.",
        "Racing phase with the cards on the table.",
    ),
    "move": (
        "{the_animal} zieht {n:#Feld|Felder} ({what}) {to}.",
        "{the_animal} moves {n:#tile|tiles} ({what}) {to}.",
    ),
    # Only the hare, the wolf and the fox stay (without a card of their own): the table
    # gives them no row for 0 cards, so that they stay is our reading.
    "stay": (
        "{the_animal} bleibt nach unserer Lesart stehen: {what}.",
        "{the_animal} stays, by our reading: {what}.",
    ),
    # A clause on each side of "und": "4 Hasenkarten, und er liegt vorn" would join a bare
    # card count to a sentence.
    "nap": (
        "Der Hase schläft: Auf dem Tisch liegen {what}, und er ist vorn.",
        "The hare naps: {what} lie on the table, and it is in the lead.",
    ),
    "nap_tied": (
        "Der Hase schläft: Auf dem Tisch liegen {what}, und er ist gleichauf vorn.",
        "The hare naps: {what} lie on the table, and it is tied for the lead.",
    ),
    "no_nap_start": (
        "Der Hase schläft nicht, obwohl {what} auf dem Tisch liegen und er gleichauf vorn "
        "ist: Er steht noch an der Startlinie.",
        "The hare does not nap, although {what} lie on the table and it is tied for the "
        "lead: it is still on the starting line.",
    ),
    # The hare leads the track, but an animal on the podium is ahead of it (our reading).
    "no_nap_podium": (
        "Der Hase schläft nicht, obwohl {what} auf dem Tisch liegen: Nach unserer Lesart "
        "liegt vor ihm, wer schon auf dem Podest steht.",
        "The hare does not nap, although {what} lie on the table: by our reading, an animal "
        "already on the podium is ahead of it.",
    ),
    # 4 hare cards and an animal ahead on the track: the rules text's table has no row for
    # it (only the nap); that the hare moves as with fewer cards is our reading.
    "no_nap_behind": (
        "Der Hase schläft nicht, denn ein Tier liegt vor ihm; mit {what} zieht er dann nach "
        "unserer Lesart {n:#Feld|Felder}, wie mit {least} bis {fewer} Karten.",
        "The hare does not nap, as an animal is ahead of it; by our reading it then moves "
        "{n:#tile|tiles} with {what}, as with {least} to {fewer}.",
    ),
    "howl": (
        "Der Wolf heult: nur er zieht, alle anderen Tiere bleiben stehen.",
        "The wolf howls: only the wolf moves; every other animal stays.",
    ),
    # The howl played in the turn that starts the phase: the table says "this phase", the
    # special rules "the next racing phase"; that it is this one is our reading.
    "howl_now": (
        "Der Wolf heult nach unserer Lesart schon in dieser Rennphase: nur er zieht, alle "
        "anderen Tiere bleiben stehen.",
        "By our reading the wolf howls in this very racing phase: only the wolf moves; every "
        "other animal stays.",
    ),
    "howl_podium": (
        "Der Wolf heult: Alle anderen Tiere bleiben stehen, und er selbst steht schon auf dem "
        "Podest – nach unserer Lesart zieht kein Tier.",
        "The wolf howls: every other animal stays, and the wolf is already on the podium – "
        "by our reading, no animal moves.",
    ),
    "stream": (
        "{the_animal} bleibt am Bach auf Feld {tile} stehen.",
        "{the_animal} stops at the stream on tile {tile}.",
    ),
    "stream_leave": (
        "{the_animal} steht am Bach auf Feld {tile} und zieht nach unserer Lesart normal los.",
        "{the_animal} stands at the stream on tile {tile} and, by our reading, moves off "
        "normally.",
    ),
    "podium": (
        "{the_animal} erreicht Platz {place} auf dem Podest.",
        "{the_animal} reaches podium place {place}.",
    ),
    "no_place": (
        "{the_animal} kommt über das Ziel, bekommt aber nach unserer Lesart keinen Platz: Das "
        "Podest ist schon voll.",
        "{the_animal} crosses the finish but, by our reading, gets no place: the podium is "
        "already full.",
    ),
    "discard": (
        "Der Tisch wird geräumt: {n:#Karte kommt|Karten kommen} auf den Ablagestapel.",
        "The table is cleared: {n:#card goes|cards go} to the discard pile.",
    ),
    # The token passes to the left neighbour: the sentence says so, which introduces the
    # player a question has not named ("Der Startspielerstein wandert nach links zu B").
    "token": (
        "Der Startspielerstein wandert nach links zu {player}; {player} ist nach unserer "
        "Lesart als Nächstes am Zug.",
        "The first-player token passes left to {player}, who by our reading plays next.",
        "Der Startspielerstein wandert nach links zu dir; du bist nach unserer Lesart als "
        "Nächstes am Zug.",
        "The first-player token passes left to you; by our reading you play next.",
    ),
    # Behind a question's answer (`explain.why`), not a turn's own effects:
    # why a turn is allowed, before what it does (a yes/no question asks exactly that).
    "howl_is_wolf": (
        "{n:Die Geheul-Karte ist eine Wolfskarte|Die Geheul-Karten sind Wolfskarten} "
        "(unsere Lesart).",
        "{n:The howl card is a wolf card|The howl cards are wolf cards} (our reading).",
    ),
    "at_animal_limit": (
        "Mit {cards} auf dem Tisch ist die Grenze von {most} eines Tiers erreicht, aber "
        "nicht überschritten.",
        "With {cards} on the table the limit of {most} of one animal is reached but not "
        "passed.",
    ),
    "at_table_limit": (
        "Mit {n:#Karte|Karten} auf dem Tisch ist die Grenze von {most} erreicht, aber "
        "nicht überschritten.",
        "With {n:#card|cards} on the table the limit of {most} is reached but not passed.",
    ),
    "at_both_limits": (
        "Mit {cards} und {n:#Karte|Karten} insgesamt auf dem Tisch sind beide Grenzen "
        "({per_animal} eines Tiers, {in_all} insgesamt) erreicht, aber nicht überschritten.",
        "With {cards} and {n:#card|cards} in all on the table both limits ({per_animal} of "
        "one animal, {in_all} in all) are reached but not passed.",
    ),
    "room": (
        "Jetzt liegen {cards} und insgesamt {total:#Karte|Karten} auf dem Tisch; erlaubt "
        "sind höchstens {per_animal} eines Tiers (nach unserer Lesart über alle Spieler "
        "gezählt) und {in_all} insgesamt, also passen noch {most} dazu.",
        "Now {cards} and {total:#card|cards} in all lie on the table; at most {per_animal} of "
        "one animal (counted over all players, by our reading) and {in_all} in all are "
        "allowed, so {most} still fit.",
    ),
    "win": (
        "{player} hat die meisten Punkte und gewinnt.",
        "{player} has the most points and wins.",
        "Du hast die meisten Punkte und gewinnst.",
        "You have the most points and win.",
    ),
    "win_shared": (
        "{players} haben gleich viele Punkte, und mehr hat niemand: Sie gewinnen gemeinsam "
        "(unsere Lesart).",
        "{players} have equal points, and nobody has more: they share the win (our "
        "reading).",
    ),
    "no_race": (
        "Jetzt liegen {n:#Karte|Karten} auf dem Tisch, und von keinem Tier liegen {four}: "
        "keine Rennphase, die Karten bleiben liegen.",
        "Now {n:#card|cards} lie on the table, and no animal has {four} of them: no racing "
        "phase, the cards stay.",
    ),
    "token_end": (
        "Der Startspielerstein wandert nach links zu {player}.",
        "The first-player token passes left to {player}.",
        "Der Startspielerstein wandert nach links zu dir.",
        "The first-player token passes left to you.",
    ),
    "podium_cards": (
        "{the_animal} steht schon auf dem Podest, aber {cards} dürfen weiter gespielt "
        "werden: Sie zählen für die Grenzen des Tisches (unsere Lesart), nur das Tier selbst "
        "zieht nicht mehr.",
        "{the_animal} is already on the podium, but {cards} may still be played: they count "
        "for the table's limits (our reading); only the animal itself does not move any more.",
    ),
    "end": (
        "Drei Tiere stehen auf dem Podest: das Spiel ist vorbei.",
        "Three animals are on the podium: the game is over.",
    ),
    "score": (
        "{player} erhält nach unserer Lesart {amount:#Punkt|Punkte}: {bets}.",
        "By our reading, {player} scores {amount:#point|points}: {bets}.",
        "Du erhältst nach unserer Lesart {amount:#Punkt|Punkte}: {bets}.",
        "By our reading, you score {amount:#point|points}: {bets}.",
    ),
}

check_table(REASONS, "tales-and-games reasons")
check_table(EFFECTS, "tales-and-games effects")


# -- the game's words ----------------------------------------------------------------------
@cache  # a few dozen distinct word forms, asked for on every turn
def cards_words(animal: str, n: int, howls: int = 0) -> Text:
    """`n` cards of `animal` on the table or in a turn, `howls` of them with a howl."""
    one, many = CARD_WORD_DE[animal]
    if n == 0:
        return Text(f"keine {one}", f"no {animal} card")
    de = render("{n:#" + one + "|" + many + "}", "de", n=n)
    en = render("{n:#" + animal + " card|" + animal + " cards}", "en", n=n)
    if howls == n:
        return Text(f"{de} mit Geheul", f"{en} with a howl")
    if howls:
        return Text(f"{de}, davon {howls} mit Geheul", f"{en}, {howls} of them with a howl")
    return Text(de, en)


def shared_words(on_table: int) -> Text:
    """The note an over-the-limit reason gets when cards of the animal already lie on the
    table: they may be other players' cards, and that those count towards the 4 is our
    reading (r19: the referee stated it as a plain rule).

        >>> shared_words(3).en, shared_words(0).de
        (' (counted over all players, by our reading)', '')
    """
    if not on_table:
        return Text("", "")
    return Text(" (über alle Spieler gezählt, nach unserer Lesart)",
                " (counted over all players, by our reading)")


def howls_counted(what: Text, n: int, howls: int) -> Text:
    """The wolf's `n` cards behind its move, `howls` of them with a howl, saying that the
    howls count among them: our reading (the rules text says only that the wolf alone
    moves). A relative clause, as a player would write it, not a note after a semicolon."""
    if howls == n:
        return Text(render("{what}, die nach unserer Lesart für den Wolf {n:zählt|zählen}",
                           "de", what=what.de, n=n),
                     render("{what}, which by our reading {n:counts|count} for the wolf's "
                            "move", "en", what=what.en, n=n))
    return Text(render("{what}, die nach unserer Lesart {n:mitzählt|mitzählen}", "de",
                        what=what.de, n=howls),
                 render("{what}, which {n:counts|count} too by our reading", "en",
                        what=what.en, n=howls))


def would_make(what: Text, n: int, full: int, stream: bool = False, away: int = 0,
               howls: int = 0, all_howls: bool = False) -> Text:
    """The cards behind a move cut short, with the distance they would give and what cuts
    it: at the finish (`away`: the tiles that take the animal over it) "4 Wolfskarten
    ergäben 3 Felder, aber das Ziel ist nur 2 Felder entfernt", at a stream "3 Lammkarten
    ergäben ohne den Bach 4 Felder" (r19: "3 Fuchskarten ergäben 3" named neither the
    unit nor why the fox moved 2). `what` are the plain card words; `howls` howl cards
    among them that count by our reading (`all_howls`: every one of them) are said after a
    semicolon: a relative clause before "ergäben" would read as if the howl card made the
    distance.

        >>> would_make(Text("3 Fuchskarten", "3 fox cards"), 3, 3, away=2).en
        '3 fox cards would make 3 tiles, but the finish is only 2 tiles away'
        >>> would_make(Text("1 Lammkarte", "1 lamb card"), 1, 2, stream=True).de
        '1 Lammkarte ergäbe ohne den Bach 2 Felder'
    """
    de = render("{what} {n:ergäbe|ergäben}{stream} {full:#Feld|Felder}", "de", what=what.de,
                n=max(n, 1), stream=" ohne den Bach" if stream else "", full=full)
    en = render("{what} would make {full:#tile|tiles}", "en", what=what.en, full=full)
    if stream:
        en += " without the stream"
    elif away:
        de += render(", aber das Ziel ist nur {away:#Feld|Felder} entfernt", "de", away=away)
        en += render(", but the finish is only {away:#tile|tiles} away", "en", away=away)
    if all_howls:
        de += render("; nach unserer Lesart {n:zählt sie|zählen sie} für den Wolf", "de",
                     n=n)
        en += render("; by our reading {n:it counts|they count} for the wolf's move", "en",
                     n=n)
    elif howls:
        de += render(f"; die {howls} mit Geheul {{n:zählt|zählen}} nach unserer Lesart mit",
                     "de", n=howls)
        en += render(f"; the {howls} with a howl {{n:counts|count}} too by our reading",
                     "en", n=howls)
    return Text(de, en)


@cache
def animal_words(animal: str) -> Text:
    """The animal at the start of a sentence: "Der Hase" / "The hare"."""
    de = ANIMAL_DE_THE[animal]
    return Text(de[0].upper() + de[1:], f"The {animal}")


@cache
def cards_plural(animal: str) -> Text:
    """An animal's cards without a number: "Lammkarten" / "lamb cards"."""
    return Text(CARD_WORD_DE[animal][1], f"{animal} cards")


@cache
def animal_name(animal: str) -> Text:
    """The animal as a bare name in a list: "Hase" / "hare"."""
    return Text(ANIMAL_DE[animal], animal)


@cache
def destination(position: int) -> Text:
    """Where a move ends: "auf Feld 4" / "to tile 4", or over the finish."""
    if position >= OVER_FINISH:
        return Text("über das Ziel", "over the finish")
    return Text(f"auf Feld {position}", f"to tile {position}")


def turn_words(counts: list[tuple[str, int, int]]) -> Text:
    """A turn as a move in the reader's words: "2 Hasenkarten spielen" / "play 2 hare cards".
    `counts` is (animal, cards, howls) per animal played."""
    if not counts:
        return Text("keine Karte spielen", "play no card")
    listed = cards_listing(counts)
    de = f"{listed.get('de')} spielen"
    en = f"play {listed.get('en')}"
    if len(counts) == 1 and 0 < counts[0][2] < counts[0][1]:
        animal, n, howls = counts[0]  # one kind: the howls after the verb read best
        de = f"{cards_words(animal, n).de} spielen, davon {howls} mit Geheul"
        en = f"play {cards_words(animal, n, howls).en}"
    return Text(de, en)


def discards_words(n: int) -> Text:
    """The discards being shuffled, with their verb: "both discarded cards are"."""
    if n == 1:
        return Text("die eine abgelegte Karte wird", "the one discarded card is")
    if n == 2:
        return Text("beide abgelegten Karten werden", "both discarded cards are")
    return Text(f"alle {n} abgelegten Karten werden", f"all {n} discarded cards are")


# German bet words: "die Wette auf den Fuchs", "die zwei Wetten auf das Lamm".
_ON_DE = {"hare": "den Hasen", "tortoise": "die Schildkröte", "wolf": "den Wolf",
          "fox": "den Fuchs", "lamb": "das Lamm"}
_COUNT_WORDS = {"de": {2: "zwei", 3: "drei"}, "en": {2: "two", 3: "three"}}


def bet_words(animal: str, bets: int, points: int) -> Text:
    """What `bets` bet cards on one animal score together: "5 for the bet on the fox"."""
    if bets == 1:
        return Text(f"{points} für die Wette auf {_ON_DE[animal]}",
                     f"{points} for the bet on the {animal}")
    return Text(f"{points} für die {_COUNT_WORDS['de'][bets]} Wetten auf {_ON_DE[animal]}",
                 f"{points} for the {_COUNT_WORDS['en'][bets]} bets on the {animal}")


def bets_listing(scored: list[tuple[str, int, int]]) -> Listing:
    """(animal, bets, points) per animal bet on, as the list a score sentence reads."""
    return Listing(tuple(bet_words(*item) for item in scored))


def animals_listing(animals) -> Listing:
    return Listing(tuple(animal_name(a) for a in animals))


def animals_shown(animals) -> Listing:
    """What a set of cards shows: "Hase und Fuchs" / "a hare and a fox"."""
    return Listing(tuple(Text(ANIMAL_DE[a], f"a {a}") for a in animals))


def cards_listing(counts: list[tuple[str, int, int]]) -> Listing:
    """(animal, cards, howls) per animal, as a list of card words; inside a list the howls
    go in brackets ("2 wolf cards (1 with a howl) and 1 lamb card"), so no comma of the
    list's own splits one item."""
    return Listing(tuple(_in_list(*item) for item in counts))


def _in_list(animal: str, n: int, howls: int) -> Text:
    if 0 < howls < n:
        plain = cards_words(animal, n)
        return Text(f"{plain.de} ({howls} mit Geheul)", f"{plain.en} ({howls} with a howl)")
    return cards_words(animal, n, howls)


# -- making them -------------------------------------------------------------------------
def reason(code: str, subject: str = "", **params: object) -> Reason:
    if subject:
        params.setdefault("player", subject)
    return Reason.from_table(REASONS, code, subject=subject, **params)


def effect(kind: str, player: str = "", change: int = 0, **details: object) -> Effect:
    return Effect.from_table(EFFECTS, kind, player, change, **details)
